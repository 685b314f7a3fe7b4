"""Misère sums decided by theory against the search of the whole sum, in one run.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_misere.py``).

* **A sum the search can finish**: four subtraction games (hereditarily tame, so the genus
  rule applies) at heaps whose product of positions stays under the default limit.
  ``gl.outcome(..., misere=True)`` (theory; cold: the facts about single games kept between
  calls are emptied before each run) against ``search_misere_outcome``, the search of the
  product that ``outcome`` ran for every misère sum before theory was asked first.
* **Sums only theory can decide**: the same four games at larger heaps, and a sum of 100
  single games (subtraction games, Nim heaps, the octal game 0.3), cold and warm.
* **A wild sum decided by a misère quotient**: Kayles heaps (wild from 5 on, so neither the
  SJ theorem nor the genus rule applies) once ``gl.misere_quotient(gl.Kayles(), 12)`` has
  been computed (its time is in the label), against the search of the sum.

Each time is the median of several runs in this process; the ratio is the search's time
over the theory's, measured in the same run. Speed is never asserted by a test; this prints
what it measures.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

import grundylib as gl
from grundylib import misere
from grundylib._search import search_misere_outcome

FOUR = gl.Sum(
    gl.SubtractionGame({1, 2}),
    gl.SubtractionGame({1, 3, 4}),
    gl.SubtractionGame({2, 5}),
    gl.SubtractionGame({1, 4}),
)


def median_seconds(function: Callable[[], gl.Outcome], runs: int, cold: bool) -> tuple[float, gl.Outcome]:
    times, result = [], gl.Outcome.P
    for _ in range(runs):
        if cold:
            misere._shared_facts.clear()
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> int:
    print(f"{'case':<52}{'theory':>11}{'search':>11}{'ratio':>9}")
    position = (16, 16, 16, 16)  # 17**4 = 83,521 positions in the product
    rule = misere.misere_theory(FOUR, position).rule
    ours, answer = median_seconds(lambda: gl.outcome(FOUR, position, misere=True), 5, cold=True)
    theirs, expected = median_seconds(lambda: search_misere_outcome(FOUR, position), 3, cold=False)
    assert answer == expected, (answer, expected)
    case = f"4 subtraction games at {position} ({rule})"
    print(f"{case:<52}{ours:>10.4f}s{theirs:>10.3f}s{theirs / ours:>8.0f}x")

    position = (60, 70, 80, 90)  # 61 * 71 * 81 * 91 = 31.9 million positions
    ours, _ = median_seconds(lambda: gl.outcome(FOUR, position, misere=True), 5, cold=True)
    case = f"4 subtraction games at {position}, cold"
    print(f"{case:<52}{ours:>10.4f}s{'(no)':>11}{'':>9}")

    rng = random.Random(1)
    games = [gl.SubtractionGame({1, 2, 5}), gl.SubtractionGame({2, 3}), gl.Nim(), gl.OctalGame("0.3")]
    hundred = gl.Sum(*(rng.choice(games) for _ in range(100)))
    heaps = tuple(rng.randint(0, 40) for _ in range(100))
    rule = misere.misere_theory(hundred, heaps).rule
    for cold in (True, False):
        ours, _ = median_seconds(lambda: gl.outcome(hundred, heaps, misere=True), 5, cold=cold)
        case = f"100 single games ({rule}), {'cold' if cold else 'warm'}"
        print(f"{case:<52}{ours:>10.4f}s{'(no)':>11}{'':>9}")
    nim = gl.Nim()
    piles = tuple(rng.randint(0, 10**6) for _ in range(100))
    ours, _ = median_seconds(lambda: gl.outcome(nim, piles, misere=True), 5, cold=True)
    case = "100 Nim heaps up to 10**6 (misère Nim)"
    print(f"{case:<52}{ours:>10.4f}s{'(no)':>11}{'':>9}")

    kayles, position = gl.Kayles(), (12, 10, 8, 6)
    start = time.perf_counter()
    gl.misere_quotient(kayles, 12, progress=False)
    built = time.perf_counter() - start
    rule = misere.misere_theory(kayles, position).rule
    ours, answer = median_seconds(lambda: gl.outcome(kayles, position, misere=True), 5, cold=True)
    theirs, expected = median_seconds(lambda: search_misere_outcome(kayles, position), 3, cold=False)
    assert answer == expected, (answer, expected)
    case = f"Kayles {position} ({rule}, built {built:.1f}s)"
    print(f"{case:<52}{ours:>10.4f}s{theirs:>10.3f}s{theirs / ours:>8.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
