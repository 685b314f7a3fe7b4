"""The library against published values (data/known_values.csv, OEIS and sources named there).

Take-and-break games: Kayles (A002186), Dawson's chess (A002187) and Dawson's Kayles (its
shift), Grundy's game (A002188). Wythoff pairs (A000201, A001950) and Fibonacci numbers
(A000045) are compared with the closed forms and with brute-force play.
"""

from __future__ import annotations

import csv
from collections.abc import Hashable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

import grundylib as gl

KNOWN = Path(__file__).resolve().parents[1] / "data" / "known_values.csv"


def read_known() -> dict[str, dict[int, int]]:
    table: dict[str, dict[int, int]] = {}
    with KNOWN.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            assert row["source"].strip(), row
            table.setdefault(row["sequence"], {})[int(row["n"])] = int(row["value"])
    return table


TABLE = read_known()


def terms(sequence: str) -> dict[int, int]:
    values = TABLE[sequence]
    assert len(values) >= 100, sequence
    return values


class Root:
    """A test-only game whose position ``"root"`` has a move to each of ``starts``."""

    def __init__(self, game: Any, starts: Iterable[Hashable]) -> None:
        self.game, self.starts = game, list(starts)

    def moves(self, position: Any) -> Iterator[Hashable]:
        yield from self.starts if position == "root" else self.game.moves(position)


# --- take-and-break games ------------------------------------------------------------------

HEAP_GAMES = [
    ("A002186", lambda: gl.Kayles()),
    ("A002186", lambda: gl.OctalGame("0.77")),
    ("A002186", lambda: gl.StripPlacement({1, 2})),  # placing dominoes or monominoes = Kayles
    ("A002187", lambda: gl.OctalGame("0.137")),
    ("DawsonsKayles_0.07", lambda: gl.DawsonsKayles()),
    ("DawsonsKayles_0.07", lambda: gl.OctalGame("0.07")),
    ("A002188", lambda: gl.GrundysGame()),
]


@pytest.mark.parametrize(("sequence", "make"), HEAP_GAMES, ids=[s for s, _ in HEAP_GAMES])
def test_heap_game_grundy_values_match_published_terms(sequence: str, make: Any) -> None:
    game, known = make(), terms(sequence)
    assert {n: gl.grundy(game, n) for n in known} == known


@pytest.mark.parametrize(("sequence", "make"), HEAP_GAMES, ids=[s for s, _ in HEAP_GAMES])
def test_heap_game_full_graph_matches_published_terms_for_small_heaps(
    sequence: str, make: Any
) -> None:
    # the game graph holds every multi-heap position reachable: no heap-by-heap shortcut
    game, known = make(), terms(sequence)
    for n in range(14):
        assert gl.game_graph(game, n).nodes[n]["grundy"] == known[n]


# --- Wythoff -----------------------------------------------------------------------------


def test_wythoff_closed_form_matches_a000201_and_a001950() -> None:
    lower, upper = terms("A000201"), terms("A001950")
    assert lower.keys() == upper.keys() == set(range(1, 101))
    for k in lower:
        assert gl.lower_wythoff(k) == lower[k]
        assert gl.wythoff_pair(k) == (lower[k], upper[k])
        assert gl.is_wythoff_p_position(lower[k], upper[k])
    assert gl.wythoff_p_positions(101)[1:] == [(lower[k], upper[k]) for k in range(1, 101)]


def test_wythoff_brute_force_p_positions_are_the_published_pairs() -> None:
    lower, upper = terms("A000201"), terms("A001950")
    size = 60
    graph = gl.game_graph(gl.Wythoff(), (size - 1, size - 1))
    brute = {v for v in graph if graph.nodes[v]["outcome"] == gl.Outcome.P and v[0] < v[1]}
    published = {(lower[k], upper[k]) for k in lower if upper[k] < size}
    assert brute == published
    assert len(published) == 22


# --- Fibonacci -----------------------------------------------------------------------------


def test_fibonacci_closed_forms_match_a000045() -> None:
    fib = terms("A000045")
    assert set(fib) == set(range(100))
    for n, f in fib.items():
        assert gl.is_fibonacci(f)
        if n >= 2:
            assert gl.zeckendorf(f) == [f]
            assert gl.fibonacci_nim_winning_take(f) is None
        if n >= 4:
            assert not gl.is_fibonacci(f + 1)
            assert gl.fibonacci_nim_winning_take(f + 1) == 1
            assert gl.zeckendorf(f + fib[n - 2]) == [f, fib[n - 2]]


def test_fibonacci_nim_brute_force_p_heaps_are_the_published_fibonacci_numbers() -> None:
    game, limit = gl.FibonacciNim(), 300
    p_starts = gl.winning_moves(Root(game, [game.start(n) for n in range(limit)]), "root")
    brute = {n for n, _ in p_starts}
    assert brute == {f for f in terms("A000045").values() if f < limit}
