// Codeforces 15C "Industrial Nim": the nim-sum of x, x+1, ..., x+m-1 by prefix XORs.
#include <cstdio>
typedef long long ll;
static ll upto(ll n) {  // 0 ^ 1 ^ ... ^ n
    switch (n % 4) { case 0: return n; case 1: return 1; case 2: return n + 1; default: return 0; }
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    ll x = 0;
    for (int i = 0; i < n; ++i) {
        ll a, m;
        scanf("%lld %lld", &a, &m);
        x ^= upto(a + m - 1) ^ upto(a - 1);
    }
    puts(x ? "tolik" : "bolik");
}
