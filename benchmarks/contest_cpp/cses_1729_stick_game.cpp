// CSES 1729 "Stick Game": W or L for every heap 1..n, moves given by the set P.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <string>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<int> p(k);
    for (int &x : p) scanf("%d", &x);
    std::sort(p.begin(), p.end());
    std::vector<char> win(n + 1, 0);
    std::string out(n, 'L');
    for (int i = 1; i <= n; ++i) {
        for (int x : p) {
            if (x > i) break;
            if (!win[i - x]) { win[i] = 1; break; }
        }
        if (win[i]) out[i - 1] = 'W';
    }
    puts(out.c_str());
}
