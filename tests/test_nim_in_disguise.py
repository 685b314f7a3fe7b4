"""Lesson 03's games (Nimble, Turning Turtles, Northcott, Poker Nim, Moore's Nim_k): each closed
form that reduces a game to Nim is compared with a search of the game on every position of a
small board, the searched positions are counted, and bad input gets a clear error."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from itertools import combinations, combinations_with_replacement, product
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundylib as gl

P, N, D = gl.Outcome.P, gl.Outcome.N, gl.Outcome.D


class Root:
    """A test-only game: a fresh position ``"root"`` with a move to each of ``starts``.

    ``gl.game_graph(Root(game, starts), "root")`` labels every position reachable from any
    of ``starts`` in one search.
    """

    def __init__(self, game: Any, starts: Iterable[Hashable]) -> None:
        self.game, self.starts = game, list(starts)

    def moves(self, position: Any) -> Iterator[Hashable]:
        if position == "root":
            yield from self.starts
        else:
            yield from self.game.moves(position)


def labelled(game: Any, starts: Iterable[Hashable], *, loopy: bool = False) -> dict[Any, Any]:
    """Every position reachable from ``starts``, with its graph labels (search only)."""
    graph = gl.game_graph(Root(game, starts), "root", loopy=loopy)
    return {node: graph.nodes[node] for node in graph if node != "root"}


# --- Nimble ------------------------------------------------------------------------------


def test_nimble_grundy_is_the_nim_sum_of_the_squares() -> None:
    starts = [
        *combinations_with_replacement(range(8), 3),
        *combinations_with_replacement(range(6), 4),
    ]
    labels = labelled(gl.Nimble(), starts)
    for position, label in labels.items():
        assert label["grundy"] == gl.nim_sum(*gl.nimble_heaps(position)), position
    assert len(labels) == 120 + 126  # coins never leave: sorted triples <= 7, quadruples <= 5


def test_nimble_moves_keep_positions_sorted_and_distinct() -> None:
    moves = list(gl.Nimble().moves((2, 2, 3)))
    assert len(moves) == len(set(moves)) == 5
    assert all(m == tuple(sorted(m)) for m in moves)
    assert list(gl.Nimble().moves((0, 0))) == []


# --- Turning Turtles -----------------------------------------------------------------------


def test_turning_turtles_is_nim_with_a_heap_per_head() -> None:
    labels = labelled(gl.TurningTurtles(), ["H" * 9])
    assert len(labels) == 2**9  # every row of 9 coins
    for row, label in labels.items():
        assert label["grundy"] == gl.nim_sum(*gl.turning_turtles_heaps(row)), row


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet="HT", min_size=1, max_size=12))
def test_turning_turtles_winning_moves_make_the_heads_nim_sum_zero(row: str) -> None:
    game = gl.TurningTurtles()
    total = gl.nim_sum(*gl.turning_turtles_heaps(row))
    wins = gl.winning_moves(game, row)
    assert all(gl.nim_sum(*gl.turning_turtles_heaps(w)) == 0 for w in wins)
    assert bool(wins) == (total != 0)


# --- Northcott's game ----------------------------------------------------------------------


def northcott_positions(rows: int, width: int) -> list[Any]:
    pairs = list(combinations(range(1, width + 1), 2))
    return [(board, side) for board in product(pairs, repeat=rows) for side in ("white", "black")]


@pytest.mark.parametrize(("rows", "width", "count"), [(1, 6, 30), (2, 5, 200), (3, 4, 432)])
def test_northcott_player_to_move_loses_iff_the_gaps_nim_sum_is_zero(
    rows: int, width: int, count: int
) -> None:
    starts = northcott_positions(rows, width)
    labels = labelled(gl.Northcott(width), starts, loopy=True)
    assert len(labels) == len(starts) == count  # every position, and no other
    for (board, side), label in labels.items():
        expected = P if gl.nim_sum(*gl.northcott_heaps(board)) == 0 else N
        assert label["outcome"] == expected, (board, side)  # never a draw


def test_northcott_loops_so_grundy_refuses_and_the_loopy_functions_answer() -> None:
    game = gl.Northcott(5)
    position = (((1, 3), (2, 5)), "white")
    with pytest.raises(gl.LoopyGameError):
        gl.grundy(game, position)
    assert gl.outcome(game, position) == N
    assert gl.winning_moves(game, position) == [(((1, 3), (3, 5)), "black")]
    assert gl.northcott_heaps(position[0]) == (1, 2)


def test_northcott_validates_its_input() -> None:
    with pytest.raises(
        gl.InvalidPositionError,
        match=r"row must be \(white, black\) with 1 <= white < black <= 4, got \(1, 5\)",
    ):
        list(gl.Northcott(4).moves((((1, 5),), "white")))
    with pytest.raises(gl.InvalidPositionError, match="to_move 'white' or 'black', got"):
        list(gl.Northcott(4).moves((((1, 3),), "red")))
    with pytest.raises(gl.GrundyError, match="width must be at least 2, got 1"):
        gl.Northcott(1)
    assert gl.Northcott(4) == gl.Northcott(4) != gl.Northcott(5)
    assert len({gl.Northcott(4), gl.Northcott(4)}) == 1


# --- Poker Nim -----------------------------------------------------------------------------


def test_poker_nim_p_iff_the_heaps_nim_sum_is_zero_whatever_the_pockets() -> None:
    starts = [
        (heaps, pockets)
        for heaps in product(range(4), repeat=2)
        for pockets in product(range(3), repeat=2)
    ]
    labels = labelled(gl.PokerNim(), starts, loopy=True)
    for (heaps, _), label in labels.items():
        assert label["outcome"] == (P if gl.nim_sum(*heaps) == 0 else N), heaps
    assert set(starts) <= set(labels) and len(labels) == 993  # the starts and all they reach


def test_poker_nim_three_heaps_with_pockets() -> None:
    starts = [
        ((a, b, c), (x, y))
        for a, b, c in product(range(3), repeat=3)
        for x in range(2)
        for y in range(2)
    ]
    labels = labelled(gl.PokerNim(), starts, loopy=True)
    assert all(
        label["outcome"] == (P if gl.nim_sum(*heaps) == 0 else N)
        for (heaps, _), label in labels.items()
    )
    assert set(starts) <= set(labels) and len(labels) > 1000


def test_poker_nim_validates_its_input() -> None:
    with pytest.raises(
        gl.InvalidPositionError, match="pocket must be a non-negative integer, got -1"
    ):
        list(gl.PokerNim().moves(((1, 2), (-1, 0))))
    with pytest.raises(gl.InvalidPositionError, match="position must be \\(heaps, "):
        list(gl.PokerNim().moves((1, 2)))


# --- Moore's Nim_k -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("k", "top", "count"),
    [
        (1, (5, 5, 5), 216),
        (2, (7, 7, 7), 512),
        (2, (5, 5, 5, 5), 1296),
        (3, (4, 4, 4, 4), 625),
        (3, (3, 3, 3, 3, 3), 1024),
    ],
)
def test_moore_nim_p_positions_by_brute_force(k: int, top: tuple[int, ...], count: int) -> None:
    graph = gl.game_graph(gl.MooreNim(k), top)
    assert graph.number_of_nodes() == count
    for node in graph:
        assert (graph.nodes[node]["outcome"] == P) == gl.moore_nim_is_p_position(node, k), node


def test_moore_nim_with_k_one_is_nim_and_k_at_least_heaps_is_take_all() -> None:
    for p in product(range(5), repeat=3):
        assert gl.moore_nim_is_p_position(p, 1) == (gl.nim_sum(*p) == 0)
        assert gl.moore_nim_is_p_position(p, 3) == (sum(p) == 0)
        assert (gl.outcome(gl.MooreNim(3), p) == P) == (sum(p) == 0)


def test_moore_nim_validates_its_input() -> None:
    with pytest.raises(gl.GrundyError, match="k must be a positive integer, got 0"):
        gl.MooreNim(0)
    with pytest.raises(gl.GrundyError, match="k must be a positive integer, got 0"):
        gl.moore_nim_is_p_position((1, 2), 0)
    assert eval(repr(gl.MooreNim(2)), {"MooreNim": gl.MooreNim}) == gl.MooreNim(2)


# --- all of them ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "position"),
    [
        (gl.Nimble(), (1, 4, 6)),
        (gl.TurningTurtles(), "THHTTH"),
        (gl.MooreNim(2), (3, 5, 6)),
        (gl.StaircaseNim(), (2, 3, 1, 4)),
    ],
)
def test_the_analysis_functions_agree_on_each_game(game: Any, position: Any) -> None:
    graph = gl.game_graph(game, position)
    for node in graph:
        assert gl.grundy(game, node) == graph.nodes[node]["grundy"]
        assert gl.outcome(game, node) == graph.nodes[node]["outcome"]
        wins = gl.winning_moves(game, node)
        assert all(graph.nodes[w]["outcome"] == P for w in wins)
        assert bool(wins) == (graph.nodes[node]["outcome"] == N)


@pytest.mark.parametrize(
    ("game", "bad", "message"),
    [
        (gl.Nimble(), (1, -2), "square must be a non-negative integer, got -2"),
        (gl.Nimble(), 3, "position must be a tuple of squares, got 3"),
        (gl.TurningTurtles(), "HTx", "coins must be a non-empty string of H and T, got 'HTx'"),
        (gl.MooreNim(2), (1, "2"), "heap size must be a non-negative integer, got '2'"),
    ],
)
def test_bad_positions_get_clear_errors(game: Any, bad: Any, message: str) -> None:
    with pytest.raises(gl.InvalidPositionError) as error:
        list(game.moves(bad))
    assert str(error.value) == message


def test_reprs_paste_back() -> None:
    for game in [gl.Nimble(), gl.TurningTurtles(), gl.PokerNim(), gl.Northcott(6), gl.MooreNim(3)]:
        assert eval(repr(game), vars(gl)) == game


def test_p_position_rule_checker() -> None:
    positions = list(product(range(4), repeat=3))
    game = gl.MooreNim(2)
    right = gl.exercises.check_p_position_rule(
        game, positions, lambda p: gl.moore_nim_is_p_position(p, 2)
    )
    assert right.correct and "64 positions" in right.message
    wrong = gl.exercises.check_p_position_rule(game, positions, lambda p: gl.nim_sum(*p) == 0)
    assert not wrong.correct and "(0, 1, 1)" in wrong.message
    crash = gl.exercises.check_p_position_rule(game, positions, lambda p: 1 / 0)
    assert not crash.correct and "ZeroDivisionError" in crash.message
    assert gl.exercises.check_p_position_rule(game, positions, None) == gl.exercises.FILL_IN
