// HDU 3032 "Nim or not Nim?": Lasker's Nim, g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3.
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; ++i) {
            long long s;
            scanf("%lld", &s);
            long long r = s % 4;
            x ^= r == 3 ? s + 1 : r == 0 ? s - 1 : s;
        }
        puts(x ? "Alice" : "Bob");
    }
}
