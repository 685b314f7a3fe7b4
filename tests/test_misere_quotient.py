"""Misère quotients (:func:`grundylib.misere_quotient`) against a brute force written here.

The brute force shares no code with the library: it reads an octal code digit by digit
(Guy–Smith: digit ``d_k`` is a sum of 1 "take a whole heap of k", 2 "leave one heap",
4 "leave two non-empty heaps") and plays misère sums of heaps by a plain memoised search.
A quotient must give the brute-force outcome on every position it covers, and its
product must be the image of the sum of positions.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import grundylib as gl

DATA = Path(__file__).resolve().parent.parent / "data"


def octal_heap_options(code: str, h: int) -> Iterator[tuple[int, ...]]:
    """Options of one heap of ``h`` under a code ``0.d1d2...`` (no ``!`` or ``[..]``)."""
    digits = [int(d) for d in code.split(".")[1]]
    for k, d in enumerate(digits, start=1):
        if k > h:
            break
        rest = h - k
        if d & 1 and rest == 0:
            yield ()
        if d & 2 and rest > 0:
            yield (rest,)
        if d & 4 and rest > 1:
            for a in range(1, rest // 2 + 1):
                yield (a, rest - a)


@cache
def brute_mover_wins(code: str, heaps: tuple[int, ...]) -> bool:
    """Misère: the player to move wins a position with no move."""
    moved = False
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue
        rest = heaps[:i] + heaps[i + 1 :]
        for opt in octal_heap_options(code, h):
            moved = True
            if not brute_mover_wins(code, tuple(sorted(rest + opt))):
                return True
    return not moved


def brute_outcome(code: str, heaps: tuple[int, ...]) -> gl.Outcome:
    return gl.Outcome.N if brute_mover_wins(code, tuple(sorted(heaps))) else gl.Outcome.P


@cache
def quotient(code: str, n: int) -> gl.MisereQuotient | None:
    try:
        return gl.misere_quotient(gl.OctalGame(code), n, max_order=80, progress=False)
    except gl.PositionLimitError:
        return None


codes = st.lists(st.sampled_from("01234567"), min_size=1, max_size=3).map(
    lambda ds: "0." + "".join(ds)
).filter(lambda c: c[-1] != "0")


@given(code=codes, n=st.integers(1, 5), data=st.data())
@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
def test_outcomes_and_products_match_a_brute_force(code: str, n: int, data: st.DataObject) -> None:
    q = quotient(code, n)
    assume(q is not None)
    assert q is not None
    heap = st.integers(1, n)
    x = tuple(data.draw(st.lists(heap, max_size=4), label="x"))
    y = tuple(data.draw(st.lists(heap, max_size=3), label="y"))
    assert q.outcome(x + y) == brute_outcome(code, x + y)
    assert q.outcome(x) == brute_outcome(code, x)
    assert q.element(x + y) == q.multiply(q.element(x), q.element(y))


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.75", "0.137", "0.6", "0.17"])
def test_every_small_position_follows_the_quotient(code: str) -> None:
    """Exhaustive: every position with at most 5 heaps of at most 5."""
    q = gl.misere_quotient(gl.OctalGame(code), 5)
    for size in range(6):
        for heaps in _multisets(5, size):
            assert q.outcome(heaps) == brute_outcome(code, heaps), heaps
    assert q.proved and q.states_checked > 0


def _multisets(n: int, size: int) -> Iterator[tuple[int, ...]]:
    from itertools import combinations_with_replacement

    yield from combinations_with_replacement(range(1, n + 1), size)


def test_outcome_agrees_with_the_library_search_on_large_sums() -> None:
    """Positions with many heaps (beyond any test set used to build the quotient)."""
    q = gl.misere_quotient(gl.Kayles(), 6)
    for heaps in [(1,) * 9, (2,) * 7, (1, 1, 2, 2, 3, 3, 4, 5, 6), (6, 6, 6, 5, 5, 1)]:
        assert q.outcome(heaps) == gl.outcome(gl.Kayles(), heaps, misere=True)


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"max_heap": -1}, "max_heap must be a non-negative integer, got -1"),
        ({"max_heap": 2.5}, "max_heap must be a non-negative integer, got 2.5"),
        ({"max_heap": 10**9}, "max_heap must be at most 64"),
        ({"max_heap": 3, "max_order": 0}, "max_order must be a positive integer, got 0"),
        ({"max_heap": 3, "max_states": -5}, "max_states must be a positive integer, got -5"),
        ({"max_heap": 3, "max_positions": "many"}, "max_positions must be a positive integer, got 'many'"),
    ],
)
def test_bad_arguments_are_named(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(gl.InvalidArgumentError, match=re.escape(message)):
        gl.misere_quotient(gl.Kayles(), **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [gl.Wythoff(), "0.77", None])
def test_a_game_that_is_not_a_heap_game_is_refused(game: object) -> None:
    with pytest.raises(gl.InvalidArgumentError, match="game must be a heap game"):
        gl.misere_quotient(game, 3)


def test_a_ruleset_whose_heaps_grow_is_refused() -> None:
    class Growing(gl.HeapGame):
        def heap_options(self, h: int) -> Iterator[tuple[int, ...]]:
            yield (h + 1,)

    with pytest.raises(gl.InvalidArgumentError, match="moves leave smaller heaps; heap 1"):
        gl.misere_quotient(Growing(), 2)


def test_a_position_outside_the_quotient_is_refused() -> None:
    q = gl.misere_quotient(gl.Kayles(), 3)
    with pytest.raises(gl.InvalidPositionError, match="heap of 5, more than max_heap=3"):
        q.outcome((1, 5))
    with pytest.raises(gl.InvalidPositionError, match="heap size must be a non-negative integer, got -1"):
        q.element((1, -1))
    with pytest.raises(gl.InvalidArgumentError, match="element must be one of"):
        q.multiply("a", "zz")


def test_a_quotient_larger_than_max_order_stops_with_a_clear_error() -> None:
    with pytest.raises(gl.PositionLimitError, match="max_order=4 was passed: the quotient has more than 4"):
        gl.misere_quotient(gl.Nim(), 3, max_order=4)


def test_a_search_larger_than_max_positions_stops_with_a_clear_error() -> None:
    with pytest.raises(gl.PositionLimitError, match="max_positions=50 was passed while searching"):
        gl.misere_quotient(gl.Kayles(), 8, max_positions=50)


def test_repr_and_str_show_the_presentation() -> None:
    q = gl.misere_quotient(gl.Nim(), 1)
    assert repr(q) == "misere_quotient(Nim(), 1)  # order 2: ⟨a | a² = 1⟩, P = {a}"
    assert "heaps 1 ↦ a" in str(q)
    assert gl.misere_quotient(gl.DawsonsKayles(), 1).presentation == "⟨⟩, P = ∅"


CHILD = """
import os, signal, threading
import grundylib as gl
threading.Timer(2.0, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
try:
    gl.misere_quotient(gl.Kayles(), 60, progress=False)  # many minutes of work
except BaseException as error:
    print(type(error).__name__)
"""


def test_ctrl_c_interrupts_a_long_computation() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                          timeout=300, check=True)
    assert done.stdout.strip().splitlines()[-1] == "KeyboardInterrupt", done.stdout + done.stderr


def test_progress_bar_is_shown_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    gl.misere_quotient(gl.Kayles(), 6, progress=True)
    assert "misère quotient, heaps ≤ 6" in capsys.readouterr().err


ORDERS = DATA / "misere_quotient_orders.csv"


def test_the_computed_table_of_orders_is_reproduced_for_small_heaps() -> None:
    """``data/misere_quotient_orders.csv`` (computed by this library) for heaps ≤ 13."""
    with ORDERS.open(encoding="utf-8", newline="") as f:
        rows = [r for r in csv.DictReader(f) if int(r["max_heap"]) <= 13]
    assert len(rows) == 28
    for row in rows:
        q = gl.misere_quotient(gl.OctalGame(row["code"]), int(row["max_heap"]), progress=False)
        assert (q.order, len(q.p_portion), q.states_checked) == (
            int(row["order"]), int(row["p_portion_size"]), int(row["states_checked"])
        ), row


PUBLISHED = DATA / "misere_quotients_published.csv"


def test_published_quotients_are_matched() -> None:
    """``data/misere_quotients_published.csv``: each published quotient against the library.

    A finite published quotient must have the same order (and P-portion size, when given); a
    quotient published as infinite must make the library prove more than 100 elements.
    """
    with PUBLISHED.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows
    for row in rows:
        game = gl.OctalGame(row["code"])
        assert row["max_heap"] != "all", row
        max_heap = int(row["max_heap"])
        if row["order"] == "infinite":
            with pytest.raises(gl.PositionLimitError, match="max_order=100 was passed"):
                gl.misere_quotient(game, max_heap, max_order=100, progress=False)
            continue
        q = gl.misere_quotient(game, max_heap, progress=False)
        assert q.order == int(row["order"]), row
        if row["p_portion_size"]:
            assert len(q.p_portion) == int(row["p_portion_size"]), row
