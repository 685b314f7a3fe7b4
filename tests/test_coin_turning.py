"""Coin-turning games: closed forms, the sum principle and the Tartan theorem against brute force.

Brute force means ``gl.game_graph`` on the rulesets' ``moves``: it labels positions by the mex
rule and knows nothing of coin values, nim-sums or nim products. Coverage (default run):
every head set of a row of 10 coins for each 1-D ruleset (1024 positions each), every head set
of a 3×3 board for Acrostic Twins and of a 3×4 board for Turning Corners (512 and 4096), every
position reachable from head sets of at most 2 coins on a 4×4 Turning Corners board, and every
head set of a 2×3 board of Ruler × Mock Turtles. ``GRUNDYLIB_SLOW_TESTS=1`` adds all 65 536
head sets of the 4×4 Turning Corners board and 12-coin rows.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Hashable, Iterable
from typing import Any

import pytest

import grundylib as gl
from grundylib.games.coin_turning import MAX_MEX_COIN

SLOW = os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1"


def brute_force_values(game: Any, starts: Iterable[Hashable]) -> dict[Hashable, int]:
    """Label every position reachable from ``starts`` by ``gl.game_graph`` (largest first)."""
    labels: dict[Hashable, int] = {}
    for start in sorted(starts, key=len, reverse=True):  # type: ignore[arg-type]
        if start in labels:
            continue
        graph = gl.game_graph(game, start)
        labels.update((node, data["grundy"]) for node, data in graph.nodes(data=True))
    return labels


def head_sets(cells: Iterable[Any], up_to: int | None = None) -> list[tuple[Any, ...]]:
    """Every sorted tuple of distinct cells (of at most ``up_to`` cells)."""
    cells = sorted(cells)
    sizes = range(len(cells) + 1 if up_to is None else up_to + 1)
    return [c for k in sizes for c in itertools.combinations(cells, k)]


def board(rows: int, columns: int) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rows) for y in range(columns)]


ROW = 12 if SLOW else 10
ONE_DIMENSIONAL = [
    (gl.Twins(), range(ROW)),
    (gl.MockTurtles(), range(ROW)),
    (gl.Ruler(), range(1, ROW + 1)),
]


@pytest.mark.parametrize(("game", "coins"), ONE_DIMENSIONAL, ids=repr)
def test_sum_principle_on_every_row(game: gl.CoinTurningGame, coins: range) -> None:
    starts = head_sets(coins)
    values = brute_force_values(game, starts)
    assert len(starts) == 2 ** len(coins)
    for heads in starts:
        assert values[heads] == game.value(heads), heads  # nim-sum of single-coin values
    for heads in starts[:64]:  # and gl.grundy, searching from scratch, agrees
        assert gl.grundy(game, heads) == values[heads]


def test_closed_forms_equal_the_mex_rule() -> None:
    n = MAX_MEX_COIN + 1
    odious = [v for v in range(4 * n) if bin(v).count("1") % 2 == 1][:n]
    assert gl.MockTurtles().values_by_mex(n) == odious == [gl.MockTurtles().coin_value(x)
                                                            for x in range(n)]
    assert gl.Twins().values_by_mex(n) == list(range(n))
    ruler = [max(2**k for k in range(12) if x % 2**k == 0) for x in range(1, n + 1)]
    assert gl.Ruler().values_by_mex(n) == ruler == [gl.Ruler().coin_value(x)
                                                     for x in range(1, n + 1)]


def test_odious_numbers_start_like_oeis_a000069() -> None:
    # OEIS A000069, odious numbers: 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31
    a000069 = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31]
    assert [gl.MockTurtles().coin_value(x) for x in range(16)] == a000069
    assert [n for n in range(32) if gl.is_odious(n)] == a000069


@pytest.mark.parametrize(
    ("game", "cells"),
    [
        (gl.AcrosticTwins(), board(3, 3)),
        (gl.TurningCorners(), board(3, 4)),
        (gl.CoinTurningProduct(gl.Ruler(), gl.MockTurtles()), [(x, y) for x in (1, 2) for y in range(3)]),
    ],
    ids=repr,
)
def test_two_dimensional_games_on_every_head_set_of_a_small_board(game: Any, cells: list[Any]) -> None:
    starts = head_sets(cells)
    values = brute_force_values(game, starts)
    for heads in starts:
        assert values[heads] == game.value(heads), heads


def test_turning_corners_on_a_4x4_board_from_every_head_set_of_at_most_2_coins() -> None:
    game = gl.TurningCorners()
    starts = head_sets(board(4, 4), up_to=None if SLOW else 2)
    values = brute_force_values(game, starts)
    assert len(values) >= (65536 if SLOW else 1000)
    for heads, v in values.items():
        assert v == game.value(heads), heads
        assert v == gl.nim_sum(*(gl.nim_product(x, y) for x, y in heads))  # type: ignore[union-attr]


def test_tartan_theorem_single_coins_by_the_mex_rule() -> None:
    corners = gl.TurningCorners().value_table_by_mex(16, 16)
    assert corners == gl.nim_product_table(16).tolist()
    acrostic = gl.AcrosticTwins().value_table_by_mex(16, 16)
    assert acrostic == [[x ^ y for y in range(16)] for x in range(16)]
    for first, second in itertools.product([gl.Twins(), gl.MockTurtles(), gl.Ruler()], repeat=2):
        product = gl.CoinTurningProduct(first, second)
        table = product.value_table_by_mex(8, 8)
        x0, y0 = product.firsts
        for i, j in itertools.product(range(8), repeat=2):
            expected = gl.nim_product(first.coin_value(x0 + i), second.coin_value(y0 + j))
            assert table[i][j] == expected == product.coin_value((x0 + i, y0 + j)), (product, i, j)


def test_every_analysis_function_works_on_the_coin_games() -> None:
    mock = gl.MockTurtles()
    start = mock.from_row("THHTH")
    assert start == (1, 2, 4) and mock.to_row(start, 5) == "THHTH"
    assert gl.grundy(mock, start) == 14 and gl.outcome(mock, start) == gl.Outcome.N
    wins = gl.winning_moves(mock, start)
    assert wins and all(mock.value(w) == 0 for w in wins)
    graph = gl.game_graph(gl.Ruler(), (2, 3))
    assert graph.nodes[(2, 3)]["grundy"] == 3
    corners = gl.TurningCorners()
    assert gl.nim_product(2, 3) == 1 == gl.nim_product(1, 1)
    assert gl.outcome(corners, ((1, 1), (2, 3))) == gl.Outcome.P  # 1 ⊕ 1 = 0
    assert gl.outcome(corners, ((1, 1), (2, 3), (3, 2))) == gl.Outcome.N  # 1 ⊕ 1 ⊕ 1 = 1
    assert gl.winning_moves(corners, ((1, 1), (2, 3), (3, 2)))


def test_repr_equality_and_hash() -> None:
    for game in [gl.Twins(), gl.MockTurtles(), gl.Ruler(), gl.AcrosticTwins(), gl.TurningCorners(),
                 gl.CoinTurningProduct(gl.Ruler(), gl.Twins())]:
        namespace = {name: getattr(gl, name) for name in gl.__all__}
        copy = eval(repr(game), namespace)
        assert copy == game and hash(copy) == hash(game)
    assert gl.Twins() != gl.MockTurtles()
    assert gl.CoinTurningProduct(gl.Twins(), gl.Twins()) != gl.TurningCorners()
    assert gl.CoinTurningProduct(gl.Ruler(), gl.Twins()) != gl.CoinTurningProduct(gl.Twins(), gl.Ruler())


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: list(gl.Ruler().moves((0,))),
         "coin must be an integer >= 1 (coins are labelled from 1), got 0"),
        (lambda: list(gl.Twins().moves([1, 2])),
         "position must be a tuple of the coins showing heads, got [1, 2]"),
        (lambda: list(gl.MockTurtles().moves((1.5,))),
         "coin must be an integer >= 0 (coins are labelled from 0), got 1.5"),
        (lambda: list(gl.TurningCorners().moves(((1, 2, 3),))),
         "each head must be a pair (x, y), got (1, 2, 3)"),
        (lambda: list(gl.TurningCorners().moves(((1, -2),))),
         "y must be an integer >= 0 (coins are labelled from 0), got -2"),
        (lambda: gl.MockTurtles().from_row("HTX"), "row must be a string of H and T, got 'HTX'"),
        (lambda: gl.Twins().to_row((7,), 3), "length must cover every head, got 3 for (7,)"),
        (lambda: gl.MockTurtles().coin_value_by_mex(10**6), "coin must be at most 256, got 1000000"),
        (lambda: gl.CoinTurningProduct(gl.Nim(), gl.Twins()),
         "first must be a coin-turning ruleset, got Nim()"),
        (lambda: gl.is_odious(-1), "n must be a non-negative integer, got -1"),
    ],
)
def test_bad_input_gets_a_clear_error(call, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(gl.GrundyError) as info:
        call()
    assert str(info.value) == message
