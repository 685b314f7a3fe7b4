// LightOJ 1315 "Game of Hyper Knights": one table of Grundy values, then a nim-sum per case.
#include <cstdio>
#include <cstring>
const int N = 1000;  // every cell reachable from x, y < 500 has x + y < 1000
static int g[N][N];
const int DX[6] = {1, -1, -1, -2, -3, -2}, DY[6] = {-2, -3, -2, -1, -1, 1};
int main() {
    for (int s = 0; s < N; ++s)
        for (int x = 0; x <= s; ++x) {
            int y = s - x;
            bool seen[8] = {false};
            for (int d = 0; d < 6; ++d) {
                int a = x + DX[d], b = y + DY[d];
                if (a >= 0 && b >= 0) seen[g[a][b]] = true;
            }
            int v = 0;
            while (seen[v]) ++v;
            g[x][y] = v;
        }
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int c = 1; c <= t; ++c) {
        int n, v = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; ++i) {
            int x, y;
            scanf("%d %d", &x, &y);
            v ^= g[x][y];
        }
        printf("Case %d: %s\n", c, v ? "Alice" : "Bob");
    }
}
