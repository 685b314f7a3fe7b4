// AtCoder AGC 017 D "Game on Tree": Green Hackenbush on a tree rooted at vertex 1.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; ++i) {
        int x, y;
        scanf("%d %d", &x, &y);
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    std::vector<int> parent(n + 1, 0), order, g(n + 1, 0);
    order.reserve(n);
    order.push_back(1);
    parent[1] = -1;
    for (size_t i = 0; i < order.size(); ++i) {
        int v = order[i];
        for (int w : adj[v]) if (w != parent[v]) { parent[w] = v; order.push_back(w); }
    }
    for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
    puts(g[1] ? "Alice" : "Bob");
}
