"""The answers of ``benchmarks/bench_contest.py``, at small sizes (its speed is never tested).

Each contest problem's grundylib solver and plain Python solver must print the sample
output of the statement and agree with each other on seeded random small inputs; when
``g++`` is present, the C++ solutions must agree too.
"""

from __future__ import annotations

import importlib.util
import random
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_contest.py"


def load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_contest", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_contest"] = module
    spec.loader.exec_module(module)
    return module


bench = load_bench()
NAMES = [problem.name for problem in bench.PROBLEMS]

# The statements' samples (the inputs and outputs each judge prints with its problem).
SAMPLES = {
    "CSES 1729 Stick Game": [("10 3\n1 3 4\n", "WLWWWWLWLW")],
    "AtCoder AGC017 D Game on Tree": [
        ("5\n1 2\n2 3\n2 4\n4 5\n", "Alice"),
        ("5\n1 2\n2 3\n1 4\n4 5\n", "Bob"),
        ("6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "Alice"),
        ("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", "Bob"),
    ],
    "HDU 3032 Nim or not Nim?": [("2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob")],
    "LightOJ 1315, gl.solve": [("2\n1\n1 0\n2\n2 5\n3 5\n", "Case 1: Bob\nCase 2: Alice")],
    "LightOJ 1315, gl.solve vs DFS": [
        ("2\n1\n1 0\n2\n2 5\n3 5\n", "Case 1: Bob\nCase 2: Alice")
    ],
    "LightOJ 1315, solve_compiled": [
        ("2\n1\n1 0\n2\n2 5\n3 5\n", "Case 1: Bob\nCase 2: Alice")
    ],
    "Codeforces 15C Industrial Nim": [
        ("2\n2 1\n3 2\n", "tolik"),
        ("4\n1 1\n1 1\n1 1\n1 1\n", "bolik"),
    ],
}


@pytest.mark.parametrize("index", range(len(NAMES)), ids=NAMES)
def test_library_and_plain_agree(index: int) -> None:
    problem = bench.PROBLEMS[index]
    for given, expected in SAMPLES.get(problem.name, []):
        assert problem.library(given) == expected
        assert problem.plain(given) == expected
    # a knight's table covers the whole board whatever the input: one random input suffices
    for seed in range(1 if "LightOJ" in problem.name else 3):
        small = problem.make_small(random.Random(seed))
        assert problem.library(small) == problem.plain(small)


def test_staircase_counts_stairs_from_the_floor() -> None:
    # stair 1 is the floor: only the balls on stairs 2, 4, ... count
    assert bench.library_staircase("2\n1\n5\n3\n0 4 9\n") == "second\nfirst"
    assert bench.plain_staircase("2\n1\n5\n3\n0 4 9\n") == "second\nfirst"


@pytest.mark.skipif(shutil.which("g++") is None, reason="no g++ on this machine")
def test_cpp_solutions_agree(tmp_path: Path) -> None:
    for source in sorted(bench.CPP_DIR.glob("*.cpp")):
        program = tmp_path / source.stem
        subprocess.run(["g++", "-O0", "-std=c++17", "-o", str(program), str(source)], check=True)
    for problem in bench.PROBLEMS:
        program = tmp_path / Path(problem.cpp).stem
        inputs = [given for given, _ in SAMPLES.get(problem.name, [])]
        inputs.append(problem.make_small(random.Random(0)))
        for given in inputs:
            done = subprocess.run(
                [str(program)], input=given, capture_output=True, text=True, check=True
            )
            assert done.stdout.strip() == problem.plain(given), problem.name
