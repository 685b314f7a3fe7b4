"""The search engine on user games against a plain memoised DFS, and ``gl.solve`` against queries.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_search.py``).

* **Search**: ``gl.grundy`` on games a reader would write (a class with a ``moves`` method)
  against the plain iterative, memoised depth-first search a student writes in twenty lines
  (:func:`plain_grundy`), calling the same ``moves()``: each position's ``moves`` is called
  once, its options kept on the stack, no checks and no limits. Deep chains (a subtraction
  game on one heap of 3·10^5) and broad state spaces (every 18-bit mask, digit strings).
* **Solve once**: ``gl.solve`` over a whole state space (every mask of 20 bits, with the
  default ``max_positions``) against the plain DFS; then twenty queries answered from one
  table against one ``gl.grundy`` per query (each a new search); and
  ``gl.solve_compiled`` (the same moves compiled by numba) against the plain DFS.

Each time is the median of three runs in this process, the two sides alternating, in CPU
seconds of this process (``time.process_time``: other processes on a shared machine do not
inflate it); the ratio is grundylib's time over the baseline's, measured in the same run.
Speed is never asserted by a test; this prints what it measures.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Hashable, Iterable
from functools import partial
from typing import Any

import grundylib as gl


def plain_grundy(moves: Callable[[Any], Iterable[Hashable]], start: Hashable) -> int:
    """A student's iterative memoised DFS: one ``moves`` call a position, options on the stack."""
    memo: dict[Hashable, int] = {}
    stack: list[tuple[Hashable, list[Hashable]]] = [(start, list(moves(start)))]
    while stack:
        position, options = stack[-1]
        for option in options:
            if option not in memo:
                stack.append((option, list(moves(option))))
                break
        else:
            seen = {memo[o] for o in options}
            value = 0
            while value in seen:
                value += 1
            memo[position] = value
            stack.pop()
    return memo[start]


class Subtract:
    """Take 1, 3 or 4 from one heap: a deep chain of int positions."""

    def moves(self, n: int) -> list[int]:
        return [n - s for s in (1, 3, 4) if s <= n]


class Bits:
    """Kayles on ``pins`` pins as a bitmask: knock down one pin or two adjacent pins."""

    def __init__(self, pins: int = 18) -> None:
        self.pins = pins

    def moves(self, mask: int) -> list[int]:
        out = []
        for i in range(self.pins):
            if mask >> i & 1:
                out.append(mask & ~(1 << i))
                if mask >> (i + 1) & 1:
                    out.append(mask & ~(3 << i))
        return out


class Digits:
    """Five digits as a string: lower one digit, or delete a zero digit."""

    def moves(self, s: str) -> list[str]:
        out = []
        for i, c in enumerate(s):
            d = int(c)
            out.extend(s[:i] + str(e) + s[i + 1 :] for e in range(d))
            if d == 0:
                out.append(s[:i] + s[i + 1 :])
        return out


def compare(
    ours: Callable[[], Any], theirs: Callable[[], Any], runs: int = 3
) -> tuple[float, float, Any, Any]:
    """Median seconds of each, runs alternating so that a busy machine slows both alike."""
    mine: list[float] = []
    other: list[float] = []
    results: list[Any] = [None, None]
    for _ in range(runs):
        for index, (function, times) in enumerate(((ours, mine), (theirs, other))):
            start = time.process_time()
            results[index] = function()
            times.append(time.process_time() - start)
    return statistics.median(mine), statistics.median(other), results[0], results[1]


def row(name: str, ours: float, theirs: float) -> None:
    print(f"{name:<48}{ours:>10.3f}s{theirs:>10.3f}s{ours / theirs:>7.2f}x")


def main() -> int:
    print(f"{'case':<48}{'grundylib':>11}{'baseline':>11}{'ratio':>8}")
    cases: list[tuple[str, Any, Hashable]] = [
        ("grundy, subtraction {1,3,4}, heap 300000", Subtract(), 300_000),
        ("grundy, Kayles on an 18-bit mask", Bits(), (1 << 18) - 1),
        ("grundy, five-digit strings from '99999'", Digits(), "99999"),
    ]
    for name, game, start in cases:
        ours, theirs, value, expected = compare(
            partial(gl.grundy, game, start), partial(plain_grundy, game.moves, start)
        )
        assert value == expected, (name, value, expected)
        row(name, ours, theirs)

    # Solve once: the whole space of 2^20 masks with the default limit, against the plain DFS.
    kayles = Bits(20)
    full = (1 << 20) - 1
    ours, theirs, table, expected = compare(
        partial(gl.solve, kayles, [full]), partial(plain_grundy, kayles.moves, full)
    )
    assert table.grundy(full) == expected and len(table) == 1 << 20
    row("solve, Kayles on a 20-bit mask (default limit)", ours, theirs)

    # Many queries on one space: solve once and read, against a new search per query.
    rng = random.Random(1)
    queries = ["".join(rng.choice("0123456789") for _ in range(5)) for _ in range(20)]
    digits = Digits()

    def from_table() -> list[int]:
        table = gl.solve(digits, queries)
        return [table.grundy(q) for q in queries]

    def one_search_each() -> list[int]:
        return [gl.grundy(digits, q) for q in queries]

    ours, theirs, values, expected_values = compare(from_table, one_search_each)
    assert values == expected_values
    row("20 queries on 5-digit strings: solve vs grundy", ours, theirs)

    # The compiled path: numba fills the table of 2^20 masks (compiling once, then timed).
    def kayles20(mask: int) -> list[int]:
        out = []
        for i in range(20):
            if mask >> i & 1:
                out.append(mask & ~(1 << i))
                if mask >> (i + 1) & 1:
                    out.append(mask & ~(3 << i))
        return out

    gl.solve_compiled(kayles20, 8)  # compile
    ours, theirs, compiled, expected = compare(
        partial(gl.solve_compiled, kayles20, 1 << 20), partial(plain_grundy, kayles.moves, full)
    )
    assert compiled.grundy(full) == expected
    row("solve_compiled, Kayles on a 20-bit mask", ours, theirs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
