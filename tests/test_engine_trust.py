"""Issue 13: every reproducer of "an engine you can trust", one regression test each.

Each answer is right or a clear error from the GrundyError hierarchy; memory and time stay
bounded (the heavy calls run in a child process under a memory cap and a time cap, see
``capped.py``). The period-proof reproducers are in ``test_period_proofs.py``.
"""

from __future__ import annotations

import hashlib
import os
import resource
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import networkx as nx
import numpy as np
import pytest
from capped import MiB, run_capped

import grundylib as gl
from grundylib import exercises as ex

SLOW = os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1"
ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str, memory: int | None = None, timeout: float = 300) -> subprocess.CompletedProcess[bytes]:
    """Run ``python -m grundylib ARGS``; with ``memory``, under that address-space cap (bytes)."""

    def cap() -> None:
        if memory is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run(
        [sys.executable, "-m", "grundylib", *args],
        capture_output=True, cwd=ROOT, timeout=timeout, preexec_fn=cap,
    )


class KaylesByHand(gl.HeapGame):
    """Kayles written from scratch: no compiled path serves it, so the search does the work."""

    def heap_options(self, h: int) -> Iterator[tuple[int, ...]]:
        for k in (1, 2):
            for a in range(0, (h - k) // 2 + 1):
                if h - k - a >= 0:
                    yield tuple(x for x in (a, h - k - a) if x)


class Repeating(gl.HeapGame):
    """A heap_options that yields the same option for ever."""

    def heap_options(self, h: int) -> Iterator[tuple[int, ...]]:
        while True:
            yield (h - 1,) if h else ()


class ReturnsNone(gl.HeapGame):
    def heap_options(self, h: int) -> Any:
        return None


class BareInts(gl.HeapGame):
    def heap_options(self, h: int) -> Any:
        return [h - 1] if h else []


class Yields(gl.HeapGame):
    """heap_options yields ``(make(h - 1),)``: a negative, float or numpy heap."""

    def __init__(self, make: Callable[[int], Any]) -> None:
        self.make = make

    def heap_options(self, h: int) -> Iterator[tuple[Any, ...]]:
        if h:
            yield (self.make(h - 1),)

    def __repr__(self) -> str:
        return "Yields()"


# every way of reading heap options: each must give the same verdict
PATHS: dict[str, Callable[[gl.HeapGame], Any]] = {
    "grundy": lambda g: gl.grundy(g, 3),
    "outcome": lambda g: gl.outcome(g, 3),
    "misere outcome": lambda g: gl.outcome(g, 3, misere=True),
    "winning_moves": lambda g: gl.winning_moves(g, 3),
    "game_graph": lambda g: gl.game_graph(g, 3),
    "grundy_sequence": lambda g: gl.grundy_sequence(g, 4, progress=False),
    "reference sequence": lambda g: gl.grundy_sequence(g, 4, progress=False, method="reference"),
    "moves": lambda g: list(g.moves(3)),
}


# ------------------------------------------------------------------ 2. memory and time


def test_grundy_of_a_kayles_heap_of_100000_is_prompt_and_small() -> None:
    def body() -> int:
        return gl.grundy(gl.Kayles(), 10**5)

    value = run_capped(body, memory=300 * MiB, seconds=60)
    assert value == int(gl.grundy_sequence(gl.Kayles(), 10**5 + 1, progress=False)[-1])
    with pytest.raises(gl.PositionLimitError, match="max_positions=1000"):
        gl.grundy(gl.Kayles(), 5000, max_positions=1000)


def test_the_search_keeps_memory_proportional_to_the_heaps_it_visits() -> None:
    # 2000 heaps with up to 2000 options each: the old search kept every list of options
    # on its stack (about 2 million tuples); now a frame keeps a generator
    def body() -> list[int]:
        game = KaylesByHand()
        return [gl.grundy(game, 2000)] + [gl.grundy(game, h) for h in range(12)]

    values = run_capped(body, memory=120 * MiB, seconds=240)
    kayles = gl.grundy_sequence(gl.Kayles(), 2001, progress=False)
    assert values == [int(kayles[2000]), *kayles[:12].tolist()]


@pytest.mark.parametrize("path", list(PATHS), ids=list(PATHS))
def test_a_heap_options_that_never_ends_stops_with_a_limit_error(path: str) -> None:
    def body() -> str:
        try:
            PATHS[path](Repeating())
        except gl.PositionLimitError as error:
            return str(error)
        return "no error"

    message = run_capped(body, memory=200 * MiB, seconds=60)
    assert f"max_positions={gl.DEFAULT_MAX_POSITIONS} was passed by the options of" in message


def test_zeckendorf_of_a_huge_number_is_refused_at_once() -> None:
    def body() -> list[str]:
        out = []
        for f in (gl.zeckendorf, gl.fibonacci_nim_winning_take):
            try:
                f(10**100000)
            except gl.PositionLimitError as error:
                out.append(str(error))
        return out

    messages = run_capped(body, memory=100 * MiB, seconds=20)
    assert len(messages) == 2
    assert all("n must be below 2**20000" in m and "100001 digits" in m for m in messages)
    big = 10**5000  # within the bound: still answered, and right
    terms = gl.zeckendorf(big)
    assert sum(terms) == big and all(gl.is_fibonacci(t) for t in terms[:3])


def test_sequence_command_streams_ten_million_values_under_a_memory_cap() -> None:
    n = 10**8 if SLOW else 10**7
    done = cli("sequence", "0.77", str(n), memory=1024 * MiB, timeout=1800)
    assert done.returncode == 0, done.stderr[-500:]
    kayles = gl.grundy_sequence(gl.Kayles(), 200, progress=False)
    period = kayles[71:83]
    expected = hashlib.sha256()
    expected.update(" ".join(map(str, kayles[:71].tolist())).encode())
    whole = (n - 71) // 12
    block = (" " + " ".join(map(str, period.tolist()))).encode()
    for _ in range(whole):
        expected.update(block)
    rest = kayles[71 : 71 + (n - 71) % 12].tolist()
    if rest:
        expected.update((" " + " ".join(map(str, rest))).encode())
    expected.update(b"\n")
    assert hashlib.sha256(done.stdout).hexdigest() == expected.hexdigest()


def test_sequence_command_csv_is_streamed_too() -> None:
    done = cli("sequence", "grundy", "3000", "--csv")
    assert done.returncode == 0
    rows = done.stdout.decode().splitlines()
    assert rows[0] == "n,grundy" and len(rows) == 3001
    values = gl.grundy_sequence(gl.GrundysGame(), 3000, progress=False).tolist()
    assert rows[1:] == [f"{i},{v}" for i, v in enumerate(values)]


def test_an_impossible_sequence_request_is_one_line_and_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    done = cli("sequence", "0.77", str(10**12))
    assert done.returncode == 2
    assert done.stderr.decode().count("\n") == 1 and b"Traceback" not in done.stderr
    assert b"n must be at most 2147483647 (the compiled kernel counts heaps in 32 bits), " \
        b"got 1000000000000, which would take at least 931.3 GB of memory" in done.stderr

    # running out of memory on the way: the same one-line error
    def too_big(*args: Any, **kwargs: Any) -> Iterator[Any]:
        yield np.zeros(10**14, dtype=np.int64)  # numpy refuses: MemoryError

    monkeypatch.setattr("grundylib.__main__._sequence_chunks", too_big)
    from grundylib.__main__ import main

    assert main(["sequence", "0.77", "100"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("grundylib: error: not enough memory") and err.count("\n") == 1


def test_period_command_default_answers_and_says_how_to_go_further() -> None:
    from grundylib.__main__ import DEFAULT_PERIOD_MAX_N, _parser

    assert _parser().parse_args(["period", "0.6"]).max_n == DEFAULT_PERIOD_MAX_N == 10**6
    done = cli("period", "0.6", "--max-n", "3000")
    assert done.returncode == 1
    assert done.stdout.decode().splitlines() == [
        "0.6: not proved up to 3000",
        "to search further: grundylib period 0.6 --max-n 30000",
    ]
    done = cli("period", "0.04", "--max-n", "4")  # the false proof
    assert done.returncode == 1 and b"not proved up to 4" in done.stdout


# ------------------------------------------------------------------ 3. errors that name the problem


def test_a_subtraction_set_with_a_huge_take_has_values_and_no_false_period() -> None:
    game = gl.SubtractionGame({2**70})
    assert gl.grundy_sequence(game, 10).tolist() == [0] * 10
    assert not gl.octal_period(game, 1000).proved
    mixed = gl.SubtractionGame({1, 2**70})
    assert gl.grundy_sequence(mixed, 6).tolist() == [0, 1, 0, 1, 0, 1]
    assert gl.grundy_sequence(mixed, 6, method="reference").tolist() == [0, 1, 0, 1, 0, 1]


@pytest.mark.parametrize(
    "call",
    [
        lambda: gl.grundy(gl.Nim(), -(10**5000)),
        lambda: gl.grundy(gl.Kayles(), 10**5000),
        lambda: gl.grundy_sequence(gl.Kayles(), 10**5000),
        lambda: gl.octal_period("0.77", 10**5000),
        lambda: gl.game_graph(gl.Nim(), (3, -(10**5000))),
        lambda: gl.nim_sum(3, -(10**5000)),
        lambda: gl.mex([-(10**5000)]),
        lambda: gl.outcome(gl.SubtractionGame({1, 2}), 10**5000, max_positions=10),
    ],
)
def test_huge_integers_are_shortened_in_messages(call: Callable[[], Any]) -> None:
    with pytest.raises(gl.GrundyError) as info:
        call()
    assert "an integer of about 5001 digits" in str(info.value)
    assert len(str(info.value)) < 400


@pytest.mark.parametrize("game", [ReturnsNone(), BareInts()], ids=["None", "bare ints"])
@pytest.mark.parametrize("path", list(PATHS), ids=list(PATHS))
def test_bad_heap_options_name_the_ruleset_and_the_heap(game: gl.HeapGame, path: str) -> None:
    with pytest.raises(gl.InvalidPositionError) as info:
        PATHS[path](game)
    message = str(info.value)
    assert f"{game!r}.heap_options(" in message
    assert "must return an iterable" in message or "not a tuple of heaps" in message


class Ring:
    """A cycle through ``n`` positions."""

    def __init__(self, n: int) -> None:
        self.n = n

    def moves(self, k: int) -> list[int]:
        return [(k + 1) % self.n]


RING = 10**6 if SLOW else 2 * 10**5


@pytest.mark.parametrize("call", [gl.grundy, gl.game_graph], ids=["grundy", "game_graph"])
def test_a_cycle_of_a_million_positions_gives_a_short_message(call: Callable[..., Any]) -> None:
    with pytest.raises(gl.LoopyGameError) as info:
        call(Ring(RING), 0, max_positions=2 * RING)
    message = str(info.value)
    assert len(message) < 400
    assert f"a cycle of {RING} positions: 0 -> 1 -> 2" in message and f"{RING - 1} -> 0" in message
    assert len(info.value.cycle) == RING  # the whole cycle is kept on the exception


def test_check_period_speaks_about_the_answer_for_huge_periods() -> None:
    feedback = ex.check_period("0.77", 10**9 + 1)
    assert not feedback.correct
    assert feedback.message.startswith("Not 1000000001: g(")
    assert "n must be" not in feedback.message
    feedback = ex.check_period("0.77", 12 * 10**9)
    assert "not the smallest" in feedback.message
    feedback = ex.check_period("0.77", 10**5000 + 1)
    assert not feedback.correct and "digits" in feedback.message


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda h: -1, "got -1"),
        (float, ".0"),
        (np.int64, "got np.int64("),
    ],
    ids=["negative", "float", "numpy int"],
)
@pytest.mark.parametrize("path", list(PATHS), ids=list(PATHS))
def test_every_path_validates_heap_options_alike(make: Callable[[int], Any], message: str, path: str) -> None:
    with pytest.raises(gl.InvalidPositionError) as info:
        PATHS[path](Yields(make))
    assert "heap size must be a non-negative integer" in str(info.value)
    assert message in str(info.value) and "Yields().heap_options(" in str(info.value)


def test_graph_games_that_are_equal_hash_alike() -> None:
    a, b = gl.GraphGame([(1, 2), (3, 4)]), gl.GraphGame([(3, 4), (1, 2)])
    assert a == b and hash(a) == hash(b)
    c = gl.GraphGame({"x": ["y"], "y": []})
    d = gl.GraphGame(nx.DiGraph([("x", "y")]))
    assert c == d and hash(c) == hash(d)
    assert gl.GraphGame([(1, 2)]) != gl.GraphGame([(2, 1)])
    assert len({a, b, c, d}) == 2


class Takes(gl.HeapGame):
    """A ruleset with a parameter and no __repr__."""

    def __init__(self, k: int) -> None:
        self.k = k

    def heap_options(self, h: int) -> Iterator[tuple[int, ...]]:
        for j in range(1, self.k + 1):
            if j <= h:
                yield (h - j,)


def test_heap_games_with_different_parameters_are_different() -> None:
    assert Takes(1) != Takes(2)
    assert Takes(2) == Takes(2) and hash(Takes(2)) == hash(Takes(2))
    assert gl.grundy(Takes(1), 5) == 1 and gl.grundy(Takes(2), 5) == 2
    game = Takes(3)
    gl.grundy(game, 30)  # the search leaves a value cache on the ruleset
    assert game == Takes(3) and hash(game) == hash(Takes(3))
    # the library's rulesets keep their equalities
    assert gl.OctalGame(".770") == gl.OctalGame("0.77") != gl.Kayles()
    assert gl.SubtractionGame([3, 1]) == gl.SubtractionGame({1, 3})
    assert hash(gl.SubtractionGame([3, 1])) == hash(gl.SubtractionGame({1, 3}))
    assert gl.BashGame(3) != gl.BashGame(4) and gl.Nim() == gl.Nim()
