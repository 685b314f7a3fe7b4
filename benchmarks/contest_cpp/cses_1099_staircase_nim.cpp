// CSES 1099 "Staircase Nim": balls on stairs 1..n move down one stair; stair 1 is the floor.
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 1; i <= n; ++i) {
            long long p;
            scanf("%lld", &p);
            if (i % 2 == 0) x ^= p;
        }
        puts(x ? "first" : "second");
    }
}
