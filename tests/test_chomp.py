"""Chomp (lesson 11): the ruleset against an independent brute force written here, the facts the
lesson proves (every rectangle is N, the 2 × n and n × n strategies), the pictures, the
clickable player and the checkers."""

from __future__ import annotations

from functools import cache
from itertools import product

import matplotlib.pyplot as plt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundylib as gl

P, N = gl.Outcome.P, gl.Outcome.N
CHOMP = gl.Chomp()


# An independent solver: squares as a frozenset of (row, column) cells, bites by set difference.
def cells(shape: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    return frozenset((r, c) for r, length in enumerate(shape) for c in range(length))


@cache
def first_player_wins(board: frozenset[tuple[int, int]]) -> bool:
    for r, c in board:
        if (r, c) == (0, 0):
            continue
        after = frozenset((x, y) for x, y in board if x < r or y < c)
        if not first_player_wins(after):
            return True
    return False


def test_independent_solver_agrees_on_every_shape_inside_4_by_6() -> None:
    shapes = gl.chomp_shapes(4, 6)
    assert len(shapes) == 209  # shapes in a 4 x 6 box: C(10, 4) = 210, less the empty one
    for shape in shapes:
        expected = N if first_player_wins(cells(shape)) else P
        assert gl.outcome(CHOMP, shape) == expected, shape


def test_moves_are_the_bites_of_the_independent_solver() -> None:
    for shape in gl.chomp_shapes(3, 4):
        board = cells(shape)
        ours = {cells(m) for m in CHOMP.moves(shape)}
        theirs = {
            frozenset((x, y) for x, y in board if x < r or y < c)
            for r, c in board
            if (r, c) != (0, 0)
        }
        assert ours == theirs
        assert len(list(CHOMP.moves(shape))) == sum(shape) - 1


@pytest.mark.parametrize(("rows", "columns"), [(r, c) for r in range(1, 6) for c in range(1, 8)])
def test_every_rectangle_but_1_by_1_is_a_first_player_win(rows: int, columns: int) -> None:
    expected = P if rows == columns == 1 else N
    assert gl.outcome(CHOMP, gl.chomp_rectangle(rows, columns)) == expected


def test_two_rows_p_positions_are_the_top_row_one_shorter() -> None:
    two_rows = [s for s in gl.chomp_shapes(2, 14) if len(s) <= 2]
    p = {s for s in two_rows if gl.outcome(CHOMP, s) == P}
    assert p == {(1,)} | {(a, a - 1) for a in range(2, 15)}
    for n in range(2, 15):  # the winning bite from 2 x n: the top right square
        assert gl.winning_moves(CHOMP, (n, n)) == [(n, n - 1)]


def test_square_bars_are_won_by_the_2_2_bite_and_mirroring() -> None:
    for n in range(2, 7):
        assert (n, 1, *[1] * (n - 2)) in gl.winning_moves(CHOMP, gl.chomp_rectangle(n, n))
    for a in range(1, 9):  # an L with arms a (bottom row) and b (left column) is P iff a == b
        for b in range(1, 9):
            shape = (a, *[1] * (b - 1))
            assert (gl.outcome(CHOMP, shape) == P) == (a == b), shape


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 9), min_size=1, max_size=6), st.data())
def test_bite_and_square_undo_each_other(lengths: list[int], data: st.DataObject) -> None:
    shape = tuple(sorted(lengths, reverse=True))
    squares = [(r + 1, c + 1) for r, n in enumerate(shape) for c in range(n) if (r, c) != (0, 0)]
    if not squares:
        return
    square = data.draw(st.sampled_from(squares))
    after = gl.chomp_bite(shape, square)
    assert gl.chomp_square(shape, after) == square
    assert cells(after) == frozenset(
        (x, y) for x, y in cells(shape) if x < square[0] - 1 or y < square[1] - 1
    )


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (
            (3, 4),
            "shape must be row lengths from the bottom, positive and non-increasing, got (3, 4)",
        ),
        ((), "shape must be a non-empty tuple of row lengths from the bottom, got ()"),
        (
            (2, 0),
            "shape must be row lengths from the bottom, positive and non-increasing, got (2, 0)",
        ),
        ((2, -1), "row length must be a non-negative integer, got -1"),
        ([3, 2], "shape must be a non-empty tuple of row lengths from the bottom, got [3, 2]"),
    ],
)
def test_bad_shapes_get_clear_errors(bad: object, message: str) -> None:
    with pytest.raises(gl.InvalidPositionError) as error:
        list(CHOMP.moves(bad))
    assert str(error.value) == message


def test_bad_bites_and_sizes() -> None:
    with pytest.raises(gl.InvalidArgumentError, match="poisoned square"):
        gl.chomp_bite((3, 3), (1, 1))
    with pytest.raises(gl.InvalidArgumentError, match=r"square must be \(row, column\)"):
        gl.chomp_bite((3, 3), (0, 2))
    with pytest.raises(gl.GrundyError, match="rows must be a positive integer, got 0"):
        gl.chomp_rectangle(0, 3)
    with pytest.raises(gl.InvalidPositionError, match="one bite away"):
        gl.chomp_square((3, 3), (3, 3))
    assert gl.Chomp() == gl.Chomp() and repr(gl.Chomp()) == "Chomp()"


def test_pictures() -> None:
    ax = gl.draw_chomp((4, 4, 2), bite=(2, 3), outline=(4, 4, 4), title="x")
    assert len(ax.patches) == 12 and ax.get_title() == "x"
    fig = gl.draw_chomp_shapes([(1,), (2, 1), (3, 2)], columns=2)
    assert [a.get_title() for a in fig.axes[:3]] == ["(1,)", "(2, 1)", "(3, 2)"]
    assert not fig.axes[3].axison
    with pytest.raises(gl.InvalidArgumentError, match="at least one shape"):
        gl.draw_chomp_shapes([])
    plt.close("all")


# --- the player ----------------------------------------------------------------------------


def test_player_bites_by_clicking_and_the_computer_answers() -> None:
    player = gl.play_chomp(3, 4)
    assert player.position == (4, 4, 4)
    player.cells[(1, 4)].click()  # bite at row 1, column 4: leaves 3 x 3, an N-position
    assert player.history[0].after == (3, 3, 3)
    assert player.history[-1].player == "computer"
    assert gl.outcome(CHOMP, player.position) == P  # the computer found a winning reply
    enabled = {rc for rc, cell in player.cells.items() if not cell.disabled}
    shape = player.position
    assert enabled == {
        (r + 1, c + 1) for r, n in enumerate(shape) for c in range(n) if (r, c) != (0, 0)
    }


def test_player_hint_poison_and_game_over() -> None:
    player = gl.play_chomp(2, 5)
    player.hint()
    assert player.last_hint == (5, 4) and "P-position" in player.last_hint_text
    player.bite(1, 1)
    assert "poisoned" in player.message.text
    player.bite(2, 5)  # the winning bite; then play on until the end
    while player.winner is None:
        wins = gl.winning_moves(CHOMP, player.position)
        player.play(wins[0] if wins else next(iter(CHOMP.moves(player.position))))
    assert player.winner == "you"
    player.bite(1, 2)
    assert "game is over" in player.message.text
    with pytest.raises(gl.InvalidArgumentError, match="at most 7 and 10"):
        gl.play_chomp(8, 3)
    assert repr(gl.play_chomp(2, 2)) == "ChompPlayer(2, 2)"


# --- the checkers --------------------------------------------------------------------------


def test_chomp_checkers_accept_right_answers_and_reject_wrong_ones() -> None:
    ex = gl.exercises
    assert ex.check_chomp_move(gl.chomp_rectangle(5, 5), (2, 2)).correct
    assert ex.check_chomp_move((3, 3), None) == ex.FILL_IN
    assert "poisoned" in ex.check_chomp_move((3, 3), (1, 1)).message
    squares = [gl.chomp_rectangle(n, n) for n in range(2, 7)]
    assert ex.check_chomp_strategy(lambda s: (2, 2), squares).correct
    two_rows = [(a, b) for a, b in product(range(1, 9), repeat=2) if a >= b]
    assert ex.check_chomp_strategy(
        lambda s: (2, s[0]) if s[0] == s[1] else (1, s[1] + 2), two_rows
    ).correct
    bad = ex.check_chomp_strategy(lambda s: (2, 1), two_rows)
    assert not bad.correct and "leaves" in bad.message
    crash = ex.check_chomp_strategy(lambda s: (9, 9), two_rows)
    assert not crash.correct and "failed" in crash.message
    assert ex.check_chomp_p_positions(2, 4, [(1,), (2, 1), (3, 2), [4, 3]]).correct
    assert not ex.check_chomp_p_positions(2, 4, [(1,), (2, 1)]).correct
    for feedback in [bad, crash, ex.check_chomp_move((4, 4), (1, 4))]:
        assert "(4, 3)" not in feedback.message  # never reveals a winning answer
