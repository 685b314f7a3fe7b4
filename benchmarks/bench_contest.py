"""Contest problems at their official maximum sizes: grundylib, plain Python and C++.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_contest.py``).

Six problems from online judges, each a game of the course, on one random input of the
largest size the statement allows (seeded, so every run solves the same input):

1. CSES Problem Set 1729, "Stick Game" (https://cses.fi/problemset/task/1729): a
   subtraction game; print W or L for every heap ``1..n``. Constraints ``n <= 10^6``,
   ``k <= 100`` distinct moves, one of them 1. Here ``n = 10^6`` and ``k = 100`` moves
   up to 1000. Library: ``gl.grundy_sequence(gl.SubtractionGame(moves), n + 1)``.
2. AtCoder Grand Contest 017, problem D, "Game on Tree"
   (https://atcoder.jp/contests/agc017/tasks/agc017_d): cut an edge and remove the part
   without vertex 1, which is Green Hackenbush on a tree grounded at vertex 1.
   Constraint ``N <= 10^5`` vertices; here ``N = 10^5``. Library:
   ``gl.hackenbush_value(edges, ground=1)``.
3. CSES Problem Set 1099, "Staircase Nim" (https://cses.fi/problemset/task/1099): balls
   move down one stair, stair 1 is the floor. Constraints ``t <= 2·10^5`` tests, total
   ``n <= 2·10^5`` stairs, ``p_i <= 10^9``; here 2000 tests of 100 stairs. Library:
   ``gl.StaircaseNim().value(stairs[1:])`` (stair ``k`` is the library's step ``k - 1``).
4. HDU 3032, "Nim or not Nim?" (https://acm.hdu.edu.cn/showproblem.php?pid=3032):
   remove from a heap or split it in two, which is Lasker's Nim. Constraints ``T <= 100``
   cases, ``N <= 10^6`` heaps a case, ``S[i] <= 2^31 - 1``; here one case of ``10^6``
   heaps. Library: ``gl.grundy(gl.LaskersNim(), heaps)`` (the closed form of Lasker's Nim
   for every heap of 128 or more, a search below).
5. LightOJ 1315, "Game of Hyper Knights" (https://lightoj.com/problem/game-of-hyper-knights):
   a sum of knights on a board. Constraints ``T <= 200`` cases, ``n <= 1000`` knights a
   case, ``0 <= x, y < 500``; here ``T = 200``, ``n = 1000`` (2·10^5 queries). Library,
   two ways: ``table = gl.solve(Knight(), every cell x, y < 500)`` once, with the six jumps
   written as a ``moves`` method, then the nim-sum of ``table.grundy(cell)`` per case; or
   ``gl.solve_compiled`` with the same jumps on cells numbered ``1000 (x + y) + x`` (every
   jump lowers ``x + y``, so every option has a smaller number). ``gl.solve`` is timed
   twice: against the plain table by diagonals (which uses that insight), and against a
   hand-written memoised search over the same ``moves`` (which does not; the yardstick
   of a search engine).
6. Codeforces Beta Round 15, problem C, "Industrial Nim"
   (https://codeforces.com/problemset/problem/15/C): Nim on ranges of heaps. Constraints
   ``n <= 10^5`` quarries, ``x_i, m_i <= 10^16``; here ``n = 10^5``. Library:
   ``gl.industrial_nim_sum(quarries)``.

Every solver reads the input text and returns the output text, as a contest program does.
The plain Python solution of each is written the way a contestant writes it without the
library (a loop, a table, a formula, no checks). Both Python sides give the same output
(asserted), and so does the C++ solution when a compiler is found: the sources are in
``benchmarks/contest_cpp/``, built with ``g++ -O2`` into a temporary folder, and timed as a
process reading the input from a file, in CPU seconds of that process, best of three
(start-up and input included; its order of magnitude is the point). Without ``g++`` the
line says so.

Python times are in CPU seconds of this process (``time.process_time``), the median of
three runs with the two sides alternating (one run for ``gl.solve`` on the knights' board,
which takes over a second); the ratio is grundylib's time over the plain solution's,
measured in the same run. Before timing, every solver runs once on a small input (answers
compared), so that numba's compiled kernels are loaded: that one-time cost is printed
apart. The whole benchmark takes under a minute. Speed is never asserted by a test;
``tests/test_bench_contest.py`` checks the answers at small sizes.
"""

from __future__ import annotations

import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial, reduce
from operator import xor
from pathlib import Path

import grundylib as gl

CPP_DIR = Path(__file__).resolve().parent / "contest_cpp"
KNIGHT_STEPS = ((1, -2), (-1, -3), (-1, -2), (-2, -1), (-3, -1), (-2, 1))

# --------------------------------------------------------------------------- inputs


def stick_game_input(rng: random.Random, n: int = 10**6, k: int = 100, top: int = 1000) -> str:
    """``n k`` then ``k`` distinct moves, one of them 1 (CSES 1729)."""
    moves = [1, *rng.sample(range(2, top + 1), k - 1)]
    rng.shuffle(moves)
    return f"{n} {k}\n{' '.join(map(str, moves))}\n"


def game_on_tree_input(rng: random.Random, n: int = 10**5) -> str:
    """``N`` then ``N - 1`` edges of a random tree with shuffled labels (AtCoder AGC 017 D).

    Each new vertex hangs below one of the last 20 placed, so the tree is deep (thousands
    of levels) as well as branching.
    """
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    edges = [(labels[rng.randrange(max(0, i - 20), i)], labels[i]) for i in range(1, n)]
    rng.shuffle(edges)
    return f"{n}\n" + "".join(f"{x} {y}\n" for x, y in edges)


def staircase_input(rng: random.Random, tests: int = 2000, stairs: int = 100) -> str:
    """``t`` then per test ``n`` and the balls on stairs ``1..n`` (CSES 1099)."""
    parts = [f"{tests}\n"]
    for _ in range(tests):
        balls = [rng.randrange(10**9 + 1) for _ in range(stairs)]
        parts.append(f"{stairs}\n{' '.join(map(str, balls))}\n")
    return "".join(parts)


def nim_or_not_input(rng: random.Random, cases: int = 1, heaps: int = 10**6) -> str:
    """``T`` then per case ``N`` and ``N`` heaps up to ``2^31 - 1`` (HDU 3032)."""
    parts = [f"{cases}\n"]
    for _ in range(cases):
        sizes = [rng.randrange(1, 2**31) for _ in range(heaps)]
        parts.append(f"{heaps}\n{' '.join(map(str, sizes))}\n")
    return "".join(parts)


def hyper_knights_input(rng: random.Random, cases: int = 200, knights: int = 1000) -> str:
    """``T`` then per case ``n`` and ``n`` cells ``x y`` with ``x, y < 500`` (LightOJ 1315)."""
    parts = [f"{cases}\n"]
    for _ in range(cases):
        parts.append(f"{knights}\n")
        parts.extend(f"{rng.randrange(500)} {rng.randrange(500)}\n" for _ in range(knights))
    return "".join(parts)


def industrial_input(rng: random.Random, n: int = 10**5) -> str:
    """``n`` then ``n`` lines ``x m`` with ``x, m <= 10^16`` (Codeforces 15C)."""
    lines = [f"{rng.randrange(1, 10**16 + 1)} {rng.randrange(1, 10**16 + 1)}" for _ in range(n)]
    return f"{n}\n" + "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- with grundylib


def library_stick_game(text: str) -> str:
    numbers = list(map(int, text.split()))
    n, k = numbers[0], numbers[1]
    values = gl.grundy_sequence(gl.SubtractionGame(numbers[2 : 2 + k]), n + 1, progress=False)
    return "".join("W" if v else "L" for v in values[1:].tolist())


def library_game_on_tree(text: str) -> str:
    numbers = list(map(int, text.split()))
    edges = list(zip(numbers[1::2], numbers[2::2], strict=True))
    return "Alice" if gl.hackenbush_value(edges, ground=1) else "Bob"


def library_staircase(text: str) -> str:
    numbers = list(map(int, text.split()))
    stairs, at, lines = gl.StaircaseNim(), 1, []
    for _ in range(numbers[0]):
        n = numbers[at]
        # stair 1 is the floor: the library's step 1 is stair 2
        lines.append("first" if stairs.value(tuple(numbers[at + 2 : at + 1 + n])) else "second")
        at += 1 + n
    return "\n".join(lines)


def library_nim_or_not(text: str) -> str:
    numbers = list(map(int, text.split()))
    at, lines, lasker = 1, [], gl.LaskersNim()
    for _ in range(numbers[0]):
        n = numbers[at]
        value = gl.grundy(lasker, tuple(numbers[at + 1 : at + 1 + n]))
        lines.append("Alice" if value else "Bob")
        at += 1 + n
    return "\n".join(lines)


class Knight:
    """A hyper knight's rules as a contestant writes them: a cell and its six jumps."""

    def moves(self, cell: tuple[int, int]) -> list[tuple[int, int]]:
        x, y = cell
        return [(x + dx, y + dy) for dx, dy in KNIGHT_STEPS if x + dx >= 0 and y + dy >= 0]


def knight_moves_compiled(p: int) -> list[int]:
    """The same jumps on cells numbered ``p = 1000 (x + y) + x``: every jump lowers ``p``."""
    s, x = p // 1000, p % 1000
    y = s - x
    out: list[int] = []
    if y < 0:  # not a cell
        return out
    for dx, dy in ((1, -2), (-1, -3), (-1, -2), (-2, -1), (-3, -1), (-2, 1)):
        a, b = x + dx, y + dy
        if a >= 0 and b >= 0:
            out.append(1000 * (a + b) + a)
    return out


def knight_answers(numbers: list[int], value: Callable[[int, int], int]) -> str:
    """``Case k: Alice`` or ``Bob`` for each case, from the value of one knight on ``(x, y)``."""
    at, lines = 1, []
    for case in range(1, numbers[0] + 1):
        n = numbers[at]
        total = 0
        for i in range(at + 1, at + 1 + 2 * n, 2):
            total ^= value(numbers[i], numbers[i + 1])
        lines.append(f"Case {case}: {'Alice' if total else 'Bob'}")
        at += 1 + 2 * n
    return "\n".join(lines)


def library_hyper_knights(text: str) -> str:
    numbers = list(map(int, text.split()))
    board = [(x, y) for x in range(500) for y in range(500)]
    table = gl.solve(Knight(), board)  # every cell reachable: about 375 000
    return knight_answers(numbers, lambda x, y: table.grundy((x, y)))


def library_hyper_knights_compiled(text: str) -> str:
    numbers = list(map(int, text.split()))
    values = gl.solve_compiled(knight_moves_compiled, 1000 * 1000).to_numpy().tolist()
    return knight_answers(numbers, lambda x, y: values[1000 * (x + y) + x])


def library_industrial(text: str) -> str:
    numbers = list(map(int, text.split()))
    quarries = list(zip(numbers[1::2], numbers[2::2], strict=True))
    return "tolik" if gl.industrial_nim_sum(quarries) else "bolik"


# --------------------------------------------------------------------------- plain Python


def plain_stick_game(text: str) -> str:
    numbers = list(map(int, text.split()))
    n, k = numbers[0], numbers[1]
    moves = sorted(numbers[2 : 2 + k])
    win = [False] * (n + 1)
    for i in range(1, n + 1):
        for p in moves:
            if p > i:
                break
            if not win[i - p]:
                win[i] = True
                break
    return "".join("W" if w else "L" for w in win[1:])


def plain_game_on_tree(text: str) -> str:
    numbers = list(map(int, text.split()))
    n = numbers[0]
    adjacency: list[list[int]] = [[] for _ in range(n + 1)]
    for i in range(1, 2 * n - 1, 2):
        x, y = numbers[i], numbers[i + 1]
        adjacency[x].append(y)
        adjacency[y].append(x)
    parent = [0] * (n + 1)
    parent[1] = -1
    order = [1]
    for v in order:
        for w in adjacency[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
    g = [0] * (n + 1)
    for v in reversed(order[1:]):
        g[parent[v]] ^= g[v] + 1
    return "Alice" if g[1] else "Bob"


def plain_staircase(text: str) -> str:
    numbers = list(map(int, text.split()))
    at, lines = 1, []
    for _ in range(numbers[0]):
        n = numbers[at]
        balls = numbers[at + 1 : at + 1 + n]
        lines.append("first" if reduce(xor, balls[1::2], 0) else "second")
        at += 1 + n
    return "\n".join(lines)


def plain_nim_or_not(text: str) -> str:
    numbers = list(map(int, text.split()))
    at, lines = 1, []
    for _ in range(numbers[0]):
        n = numbers[at]
        value = 0
        for s in numbers[at + 1 : at + 1 + n]:
            r = s % 4
            value ^= s + 1 if r == 3 else s - 1 if r == 0 else s
        lines.append("Alice" if value else "Bob")
        at += 1 + n
    return "\n".join(lines)


def plain_hyper_knights(text: str) -> str:
    numbers = list(map(int, text.split()))
    size = 1000  # every cell reachable from x, y < 500 has x + y < 1000
    g = [[0] * size for _ in range(size)]
    for s in range(size):  # each step lowers x + y: fill the table by diagonals
        for x in range(s + 1):
            y = s - x
            seen = {g[x + dx][y + dy] for dx, dy in KNIGHT_STEPS if x + dx >= 0 and y + dy >= 0}
            v = 0
            while v in seen:
                v += 1
            g[x][y] = v
    return knight_answers(numbers, lambda x, y: g[x][y])


def plain_hyper_knights_dfs(text: str) -> str:
    """The knights by a hand-written memoised search over the same ``Knight.moves`` (no checks).

    What ``gl.solve`` does, written the simplest way: the issue's yardstick for a search
    (the diagonal table above needs the insight that every jump lowers ``x + y``).
    """
    numbers = list(map(int, text.split()))
    moves = Knight().moves
    memo: dict[tuple[int, int], int] = {}
    for start in [(x, y) for x in range(500) for y in range(500)]:
        if start in memo:
            continue
        memo[start] = -1
        stack = [(start, moves(start))]
        while stack:
            node, options = stack[-1]
            for option in options:
                if option not in memo:
                    memo[option] = -1
                    stack.append((option, moves(option)))
                    break
            else:
                seen = {memo[o] for o in options}
                value = 0
                while value in seen:
                    value += 1
                memo[node] = value
                stack.pop()
    return knight_answers(numbers, lambda x, y: memo[x, y])


def plain_industrial(text: str) -> str:
    numbers = list(map(int, text.split()))

    def upto(n: int) -> int:  # 0 ^ 1 ^ ... ^ n
        return (n, 1, n + 1, 0)[n % 4]

    value = 0
    for i in range(1, len(numbers), 2):
        x, m = numbers[i], numbers[i + 1]
        value ^= upto(x + m - 1) ^ upto(x - 1)
    return "tolik" if value else "bolik"


# --------------------------------------------------------------------------- the problems


@dataclass(frozen=True)
class Problem:
    """One contest problem: its input at the official maximum and at a small size, and solvers."""

    name: str
    size: str
    make_input: Callable[[random.Random], str]
    make_small: Callable[[random.Random], str]
    library: Callable[[str], str]
    plain: Callable[[str], str]
    cpp: str
    runs: int = 3


PROBLEMS = [
    Problem("CSES 1729 Stick Game", "n=10^6, k=100", stick_game_input,
            partial(stick_game_input, n=300, k=5, top=20), library_stick_game,
            plain_stick_game, "cses_1729_stick_game.cpp"),
    Problem("AtCoder AGC017 D Game on Tree", "N=10^5", game_on_tree_input,
            partial(game_on_tree_input, n=200), library_game_on_tree, plain_game_on_tree,
            "atcoder_agc017_d_game_on_tree.cpp"),
    Problem("CSES 1099 Staircase Nim", "2000 x 100 stairs", staircase_input,
            partial(staircase_input, tests=50, stairs=7), library_staircase, plain_staircase,
            "cses_1099_staircase_nim.cpp"),
    Problem("HDU 3032 Nim or not Nim?", "N=10^6 heaps", nim_or_not_input,
            partial(nim_or_not_input, cases=20, heaps=5), library_nim_or_not, plain_nim_or_not,
            "hdu_3032_nim_or_not_nim.cpp"),
    Problem("LightOJ 1315, gl.solve", "200 x 1000 knights", hyper_knights_input,
            partial(hyper_knights_input, cases=20, knights=3), library_hyper_knights,
            plain_hyper_knights, "lightoj_1315_hyper_knights.cpp", runs=1),
    Problem("LightOJ 1315, gl.solve vs DFS", "200 x 1000 knights", hyper_knights_input,
            partial(hyper_knights_input, cases=20, knights=3), library_hyper_knights,
            plain_hyper_knights_dfs, "lightoj_1315_hyper_knights.cpp", runs=1),
    Problem("LightOJ 1315, solve_compiled", "200 x 1000 knights", hyper_knights_input,
            partial(hyper_knights_input, cases=20, knights=3), library_hyper_knights_compiled,
            plain_hyper_knights, "lightoj_1315_hyper_knights.cpp"),
    Problem("Codeforces 15C Industrial Nim", "n=10^5", industrial_input,
            partial(industrial_input, n=20), library_industrial, plain_industrial,
            "codeforces_15c_industrial_nim.cpp"),
]


def compare(
    ours: Callable[[str], str], theirs: Callable[[str], str], text: str, runs: int
) -> tuple[float, float, str, str]:
    """Median CPU seconds of each on ``text``, the two sides alternating."""
    mine: list[float] = []
    other: list[float] = []
    results = ["", ""]
    for _ in range(runs):
        for index, (function, times) in enumerate(((ours, mine), (theirs, other))):
            start = time.process_time()
            results[index] = function(text)
            times.append(time.process_time() - start)
    return statistics.median(mine), statistics.median(other), results[0], results[1]


def build_cpp(folder: Path) -> tuple[dict[str, Path], str]:
    """Compile every C++ solution into ``folder``; return the programs, or why there are none."""
    compiler = shutil.which("g++")
    if compiler is None:
        return {}, "no g++"
    programs: dict[str, Path] = {}
    for source in sorted(CPP_DIR.glob("*.cpp")):
        program = folder / source.stem
        built = subprocess.run(
            [compiler, "-O2", "-std=c++17", "-o", str(program), str(source)],
            capture_output=True, text=True, check=False,
        )
        if built.returncode != 0:
            return {}, f"g++ failed on {source.name}"
        programs[source.name] = program
    return programs, ""


def run_cpp(program: Path, text: str, folder: Path, runs: int = 3) -> tuple[float, str]:
    """CPU seconds of ``program`` reading ``text`` from a file (best of ``runs``), and its output.

    The time is the child process's user and system time (``resource.getrusage``), like the
    CPU time of the Python sides: other processes on a shared machine do not inflate it.
    """
    given = folder / "input.txt"
    given.write_text(text)
    best, output = float("inf"), ""
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        with given.open() as stdin:
            done = subprocess.run([str(program)], stdin=stdin, capture_output=True, text=True,
                                  check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best, output = min(best, seconds), done.stdout.strip()
    return best, output


def main() -> int:
    seed = 2025
    # First, every solver once on a small input (answers compared): numba's compiled
    # kernels load (or compile) on first use, a one-time cost kept out of the times.
    start = time.process_time()
    for problem in PROBLEMS:
        small = problem.make_small(random.Random(seed))
        assert problem.library(small) == problem.plain(small), problem.name
    warm_up = time.process_time() - start
    print(f"{'problem':<32}{'size':<20}{'grundylib':>10}{'plain Py':>10}{'ratio':>8}{'C++':>10}")
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        programs, why_not = build_cpp(folder)
        for problem in PROBLEMS:
            text = problem.make_input(random.Random(seed))
            ours, theirs, answer, expected = compare(
                problem.library, problem.plain, text, problem.runs
            )
            assert answer == expected, problem.name
            if programs:
                seconds, output = run_cpp(programs[problem.cpp], text, folder)
                assert output == answer, problem.name
                cpp = f"{seconds:>9.3f}s"
            else:
                cpp = f"{why_not:>10}"
            print(f"{problem.name:<32}{problem.size:<20}{ours:>9.3f}s{theirs:>9.3f}s"
                  f"{ours / theirs:>7.2f}x{cpp}")
    print(f"(before timing, every solver ran once on a small input: {warm_up:.1f}s, "
          "mostly loading compiled kernels)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
