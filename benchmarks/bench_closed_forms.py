"""Green Hackenbush by the colon and fusion principles against plain loops, in one run.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_closed_forms.py``).

* **Trees**: ``gl.hackenbush_value`` on random trees against the colon principle written as a
  plain 15-line loop over the same edge list (no checks).
* **Pictures with cycles**: ``gl.hackenbush_value`` against networkx's bridge search followed by
  the same plain colon loop on the fused tree (what one would write with networkx at hand).

Each time is the median of five runs in this process; the ratio is grundylib's time over the
baseline's, measured in the same run, so a busy machine slows both. Speed is never asserted by a
test; this prints what it measures.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import networkx as nx

import grundylib as gl

Edge = tuple[int, int]


def plain_colon(edges: Sequence[Edge]) -> int:
    """The colon principle as a loop: a vertex is worth the nim-sum of 1 + its branches' values."""
    neighbours: dict[int, list[int]] = {}
    loops: dict[int, int] = {}
    for u, v in edges:
        if u == v:
            loops[u] = loops.get(u, 0) ^ 1
        else:
            neighbours.setdefault(u, []).append(v)
            neighbours.setdefault(v, []).append(u)
    parent = {0: 0}
    order = [0]
    for vertex in order:
        for w in neighbours.get(vertex, ()):
            if w not in parent:
                parent[w] = vertex
                order.append(w)
    value = dict(loops)
    for vertex in reversed(order[1:]):
        value[parent[vertex]] = value.get(parent[vertex], 0) ^ (1 + value.get(vertex, 0))
    return value.get(0, 0)


def networkx_fusion(edges: Sequence[Edge]) -> int:
    """Fuse with networkx's bridges, then the plain colon loop."""
    graph: nx.MultiGraph[int] = nx.MultiGraph()
    graph.add_node(0)
    graph.add_edges_from((u, v) for u, v in edges if u != v)
    bridges = {frozenset(e) for e in nx.bridges(graph)}  # type: ignore[call-overload]
    pieces: nx.Graph[int] = nx.Graph()
    pieces.add_nodes_from(graph.nodes)
    pieces.add_edges_from((u, v) for u, v in graph.edges() if frozenset((u, v)) not in bridges)
    owner = {v: min(c) for c in nx.connected_components(pieces) for v in c}
    return plain_colon([(owner[u], owner[v]) for u, v in edges])


def median_seconds(function: Callable[[Any], int], argument: Any, runs: int = 5) -> tuple[float, int]:
    times, result = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        result = function(argument)
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> int:
    print(f"{'case':<38}{'grundylib':>11}{'baseline':>11}{'ratio':>8}")
    for edges in (10**4, 10**5):
        for cycles, baseline, name in ((False, plain_colon, "plain colon loop"),
                                       (True, networkx_fusion, "networkx bridges + loop")):
            picture = gl.random_hackenbush(edges, seed=7, cycles=cycles)
            ours, value = median_seconds(gl.hackenbush_value, picture)
            theirs, expected = median_seconds(baseline, picture)
            assert value == expected, (edges, cycles, value, expected)
            case = f"{'picture' if cycles else 'tree'} {edges:>6} edges vs {name}"
            print(f"{case:<38}{ours:>10.3f}s{theirs:>10.3f}s{ours / theirs:>7.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
