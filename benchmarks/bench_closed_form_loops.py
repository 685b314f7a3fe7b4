"""Every closed form the lessons teach against a plain loop of the same formula, in one run.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_closed_form_loops.py``).

Each line times one of grundylib's closed-form evaluators, with all its checks, on a
contest-size input, against the same formula written as the short loop a student would
write without the library (no checks, no conversions), and asserts both give the same
answers. Green Hackenbush is measured on trees and on pictures with cycles, given as an
edge list rooted at the ground 0, as an edge list rooted at vertex 1 (``ground=1``) and as a
networkx graph; the coin-turning values (Mock Turtles, Ruler, Twins), Staircase Nim,
Wythoff, Fibonacci Nim and Moore's Nim_k on many queries or many heaps.

Each time is the best of seven runs in this process, the two sides taking turns and the
garbage collector paused; the ratio is grundylib's time over the plain loop's, measured in
the same run, so a busy machine slows both. The goal is a ratio of
at most 2. Speed is never asserted by a test; this prints what it measures.
"""

from __future__ import annotations

import gc
import random
import sys
import time
from collections.abc import Callable, Sequence
from math import isqrt
from typing import Any

import networkx as nx

import grundylib as gl

Edge = tuple[int, int]


def plain_colon(edges: Sequence[Edge], ground: int = 0) -> int:
    """The colon principle as a loop: a vertex is worth the nim-sum of 1 + its branches' values."""
    neighbours: dict[int, list[int]] = {}
    value: dict[int, int] = {}
    for u, v in edges:
        if u == v:
            value[u] = value.get(u, 0) ^ 1
        else:
            neighbours.setdefault(u, []).append(v)
            neighbours.setdefault(v, []).append(u)
    parent = {ground: ground}
    order = [ground]
    for vertex in order:
        for w in neighbours.get(vertex, ()):
            if w not in parent:
                parent[w] = vertex
                order.append(w)
    for vertex in reversed(order[1:]):
        value[parent[vertex]] = value.get(parent[vertex], 0) ^ (1 + value.get(vertex, 0))
    return value.get(ground, 0)


def plain_fusion(edges: Sequence[Edge]) -> int:
    """Tarjan's bridges as a plain iterative loop, fuse each 2-edge-connected piece, then colon."""
    adjacency: dict[int, list[tuple[int, int]]] = {0: []}
    for i, (u, v) in enumerate(edges):
        if u != v:
            adjacency.setdefault(u, []).append((v, i))
            adjacency.setdefault(v, []).append((u, i))
    order, low, bridges = {0: 0}, {0: 0}, set()
    stack = [(0, -1, iter(adjacency[0]))]
    while stack:
        vertex, via, rest = stack[-1]
        for w, i in rest:
            if i == via:
                continue
            if w in order:
                low[vertex] = min(low[vertex], order[w])
            else:
                order[w] = low[w] = len(order)
                stack.append((w, i, iter(adjacency[w])))
                break
        else:
            stack.pop()
            if stack:
                parent = stack[-1][0]
                low[parent] = min(low[parent], low[vertex])
                if low[vertex] > order[parent]:
                    bridges.add(via)
    owner: dict[int, int] = {}
    for start in adjacency:
        if start not in owner:
            owner[start] = start
            frontier = [start]
            while frontier:
                vertex = frontier.pop()
                for w, i in adjacency[vertex]:
                    if w not in owner and i not in bridges:
                        owner[w] = start
                        frontier.append(w)
    fused = [(owner[u], owner[v]) if i in bridges else (owner[u], owner[u])
             for i, (u, v) in enumerate(edges)]
    return plain_colon(fused)


def plain_odious_values(heads: Sequence[int]) -> int:
    total = 0
    for x in heads:
        total ^= 2 * x if (2 * x).bit_count() % 2 else 2 * x + 1
    return total


def plain_ruler_values(heads: Sequence[int]) -> int:
    total = 0
    for x in heads:
        total ^= x & -x
    return total


def plain_twins_values(heads: Sequence[int]) -> int:
    total = 0
    for x in heads:
        total ^= x
    return total


def plain_staircase(steps: Sequence[int]) -> int:
    total = 0
    for x in steps[0::2]:
        total ^= x
    return total


def plain_wythoff(pairs: Sequence[tuple[int, int]]) -> list[bool]:
    answers = []
    for a, b in pairs:
        a, b = min(a, b), max(a, b)
        d = b - a
        answers.append(a == (d + isqrt(5 * d * d)) // 2)
    return answers


def plain_fibonacci(ns: Sequence[int]) -> list[int | None]:
    answers: list[int | None] = []
    for n in ns:
        original = n
        fibs = [1, 2]
        while fibs[-1] <= n:
            fibs.append(fibs[-1] + fibs[-2])
        smallest = n
        for f in reversed(fibs):
            if f <= n:
                n -= f
                smallest = f
        answers.append(smallest if 0 < smallest < original else None)
    return answers


def plain_moore(heaps: Sequence[int], k: int) -> bool:
    top = max(heaps, default=0).bit_length()
    for bit in range(top):
        count = 0
        for x in heaps:
            count += (x >> bit) & 1
        if count % (k + 1):
            return False
    return True


def best_seconds(ours: Callable[[], Any], theirs: Callable[[], Any], runs: int = 7) -> tuple[float, float, Any, Any]:
    """The best of ``runs`` timings of each, taken in turn (so both meet the same machine load).

    The garbage collector is paused while a call runs: a collection triggered by one
    side's allocations would otherwise be charged to whichever call is running.
    """
    times: tuple[list[float], list[float]] = ([], [])
    results: list[Any] = [None, None]
    for _ in range(runs):
        for side, function in enumerate((ours, theirs)):
            gc.collect()
            gc.disable()
            try:
                start = time.perf_counter()
                results[side] = function()
                times[side].append(time.perf_counter() - start)
            finally:
                gc.enable()
    return min(times[0]), min(times[1]), results[0], results[1]


def line(case: str, ours: Callable[[], Any], theirs: Callable[[], Any]) -> None:
    mine, base, value, expected = best_seconds(ours, theirs)
    assert value == expected, f"{case}: grundylib and the plain loop disagree"
    print(f"{case:<58}{mine:>10.4f}s{base:>10.4f}s{mine / base:>7.2f}x", flush=True)


def main() -> int:
    print(f"{'case (grundylib vs the same formula as a plain loop)':<58}"
          f"{'grundylib':>11}{'loop':>11}{'ratio':>8}")
    rng = random.Random(7)
    for size in (10**4, 10**5):
        tree = gl.random_hackenbush(size, seed=7, cycles=False)
        line(f"Hackenbush tree, {size} edges", lambda t=tree: gl.hackenbush_value(t),
             lambda t=tree: plain_colon(t))
        shifted = [(u + 1, v + 1) for u, v in tree]
        rng.shuffle(shifted)
        line(f"Hackenbush tree, {size} edges, root 1 (ground=1)",
             lambda s=shifted: gl.hackenbush_value(s, ground=1), lambda s=shifted: plain_colon(s, 1))
        graph: nx.Graph[int] = nx.Graph(shifted)
        line(f"Hackenbush tree, {size} edges, networkx graph",
             lambda g=graph: gl.hackenbush_value(g, ground=1), lambda s=shifted: plain_colon(s, 1))
        picture = gl.random_hackenbush(size, seed=7, cycles=True)
        line(f"Hackenbush picture with cycles, {size} edges",
             lambda p=picture: gl.hackenbush_value(p), lambda p=picture: plain_fusion(p))
    heads = tuple(sorted(rng.sample(range(10**7), 10**6)))
    line("Mock Turtles value, 10^6 heads", lambda: gl.MockTurtles().value(heads),
         lambda: plain_odious_values(heads))
    ruler_heads = tuple(h + 1 for h in heads)
    line("Ruler value, 10^6 heads", lambda: gl.Ruler().value(ruler_heads),
         lambda: plain_ruler_values(ruler_heads))
    line("Twins value, 10^6 heads", lambda: gl.Twins().value(heads),
         lambda: plain_twins_values(heads))
    steps = tuple(rng.randrange(10**9) for _ in range(10**6))
    line("Staircase Nim value, 10^6 steps",
         lambda: gl.StaircaseNim().value(steps), lambda: plain_staircase(steps))
    line("Staircase Nim: nim_sum(*staircase_nim_heaps), 10^6 steps",
         lambda: gl.nim_sum(*gl.staircase_nim_heaps(steps)), lambda: plain_staircase(steps))
    pairs = [(rng.randrange(10**12), rng.randrange(10**12)) for _ in range(10**5)]
    pairs += [gl.wythoff_pair(rng.randrange(10**12)) for _ in range(10**4)]
    line("Wythoff P-position test, 1.1*10^5 queries",
         lambda: [gl.is_wythoff_p_position(a, b) for a, b in pairs], lambda: plain_wythoff(pairs))
    ns = [rng.randrange(1, 10**18) for _ in range(10**4)]
    line("Fibonacci Nim winning take, 10^4 heaps below 10^18",
         lambda: [gl.fibonacci_nim_winning_take(n) for n in ns], lambda: plain_fibonacci(ns))
    moore = [h for h in (rng.randrange(2**30) for _ in range(10**4)) for _ in range(3)]
    rng.shuffle(moore)  # every heap three times: a P-position, so every binary digit is read
    line("Moore's Nim_2 P-position test, 3*10^4 heaps",
         lambda: gl.moore_nim_is_p_position(tuple(moore), 2), lambda: plain_moore(moore, 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
