"""The exercise checkers read the natural forms of an answer, never reveal it, and explain
what they expect; the generic "write the code" checker catches every kind of wrong function."""

from __future__ import annotations

import time
from typing import Any

import pytest

import grundylib as gl
from grundylib import exercises as ex

NIM = gl.Nim()


@pytest.mark.parametrize("answer", ["P", "p", " P ", "P-position", "p-position", "P position",
                                    "P-Positions", gl.Outcome.P, "Outcome.P", "p."])
def test_check_outcome_accepts_every_natural_way_to_write_p(answer: Any) -> None:
    assert ex.check_outcome(NIM, (1, 2, 3), answer).correct


@pytest.mark.parametrize("answer", ["N", "n", "N-position", "n position", gl.Outcome.N])
def test_check_outcome_accepts_every_natural_way_to_write_n(answer: Any) -> None:
    feedback = ex.check_outcome(NIM, (1, 2, 4), answer)
    assert feedback.correct and "N-position" in feedback.message


@pytest.mark.parametrize("answer", ["yes", "no", "win", "PN", 0, 1.5, ["P"], True])
def test_check_outcome_explains_the_accepted_forms(answer: Any) -> None:
    feedback = ex.check_outcome(NIM, (1, 2, 4), answer)
    assert not feedback.correct
    assert feedback.message.startswith("Answer with") and '"P-position"' in feedback.message
    assert repr(answer) in feedback.message


def test_a_wrong_p_or_n_gets_a_hint_not_the_answer() -> None:
    wrong_n = ex.check_outcome(NIM, (1, 2, 3), "N")
    wrong_p = ex.check_outcome(NIM, (1, 2, 4), "P-position")
    assert not wrong_n and not wrong_p
    assert "find a move" in wrong_p.message and "each move" in wrong_n.message


@pytest.mark.parametrize("answer", ["D", "draw", "d"])
def test_a_draw_in_a_game_that_always_ends_points_to_loopy_games(answer: str) -> None:
    feedback = ex.check_outcome(NIM, (1, 2, 4), answer)
    assert not feedback and "loopy" in feedback.message and "lesson 13" in feedback.message


def test_draws_in_a_loopy_game() -> None:
    # a <-> b form a cycle, c is terminal: c is P, d -> c is N, a and b are draws
    game = gl.GraphGame({"a": ["b"], "b": ["a"], "c": [], "d": ["c"]})
    assert gl.outcome(game, "a") == gl.Outcome.D
    assert ex.check_outcome(game, "a", "D").correct
    assert ex.check_outcome(game, "a", "draw").correct
    missed = ex.check_outcome(game, "a", "N")
    assert not missed and "for ever" in missed.message
    loopy = gl.GraphGame({"a": ["b", "x"], "b": ["a"], "x": []})
    assert gl.outcome(loopy, "a") == gl.Outcome.N
    wrong_draw = ex.check_outcome(loopy, "a", "D")
    assert not wrong_draw and "draws exist" in wrong_draw.message


def test_check_winning_moves_takes_a_bare_move() -> None:
    assert ex.check_winning_moves(NIM, (1, 3, 5), (1, 3, 2)).correct
    assert ex.check_winning_moves(NIM, (1, 3, 5), [(1, 3, 2)]).correct
    assert ex.check_winning_moves(gl.BashGame(3), 21, 20).correct
    partial = ex.check_winning_moves(NIM, (13, 12, 8), (13, 5, 8))
    assert not partial and partial.message == "(13, 5, 8) is a winning move, but there are 3 in all."


def test_check_winning_moves_takes_heaps_in_any_order_and_quotes_the_reader() -> None:
    assert ex.check_winning_moves(NIM, (13, 12, 8), {(12, 4, 8), (8, 5, 13), (1, 12, 13)})
    lasker = gl.LaskersNim()
    right = gl.winning_moves(lasker, (2, 5, 7))
    shuffled = [tuple(reversed(m)) for m in right]  # type: ignore[arg-type]
    assert ex.check_winning_moves(lasker, (2, 5, 7), shuffled).correct
    wrong = ex.check_winning_moves(NIM, (13, 12, 8), [(12, 8, 3)])
    assert wrong.message == "(12, 8, 3) leaves an N-position: your opponent could win from it."
    one = ex.check_winning_moves(lasker, (2, 5, 7), [shuffled[0]])
    assert str(shuffled[0]) in one.message and str(right[0]) not in one.message
    unreachable = ex.check_winning_moves(NIM, (13, 12, 8), [[14, 12, 8]])
    assert unreachable.message == "[14, 12, 8] cannot be reached from (13, 12, 8) in one move."


def test_check_winning_moves_with_text_positions() -> None:
    game = gl.GraphGame({"HT": ["TT", "HH"], "TT": [], "HH": ["TT"]})
    assert ex.check_winning_moves(game, "HT", "TT").correct  # one bare move
    assert ex.check_winning_moves(game, "HT", ["TT"]).correct
    with pytest.raises(gl.GrundyError, match="answer must be"):
        ex.check_winning_moves(game, "HT", "XY")


def test_check_winning_moves_at_a_p_position() -> None:
    assert ex.check_winning_moves(NIM, (1, 2, 3), []).correct
    assert not ex.check_winning_moves(NIM, (1, 2, 3), [(1, 2, 2)])


# --- write the code ------------------------------------------------------------------------------

def test_check_function_reports_a_hang_and_deep_recursion() -> None:
    def forever(n: int) -> int:
        while True:
            pass

    def recurse(n: int) -> int:
        return recurse(n + 1)

    start = time.monotonic()
    hang = ex.check_function(forever, abs, [1], name="f", time_limit=0.5)
    assert not hang and "still running after 0.5 s" in hang.message
    assert time.monotonic() - start < 5
    deep = ex.check_function(recurse, abs, [1], name="f")
    assert not deep and "recursed too deeply" in deep.message


def test_a_hang_that_swallows_the_first_alarm_is_still_stopped() -> None:
    """An alarm can be lost (a reader's broad ``except``, or one that lands in a garbage
    collector callback): the alarms repeat, so the next one stops the call."""
    caught = []

    def stubborn(n: int) -> int:
        try:
            while True:
                pass
        except Exception as error:  # the first alarm, swallowed
            caught.append(error)
        while True:
            pass

    start = time.monotonic()
    hang = ex.check_function(stubborn, abs, [1], name="f", time_limit=0.5)
    assert not hang and "still running after 0.5 s" in hang.message
    assert len(caught) == 1
    assert time.monotonic() - start < 5


def test_check_function_compares_numpy_arrays_and_rejects_bad_exercises() -> None:
    import numpy as np

    assert ex.check_function(lambda n: np.arange(n), lambda n: list(range(n)), [0, 3, 5])
    with pytest.raises(gl.GrundyError, match="inputs must not be empty"):
        ex.check_function(abs, abs, [])


def test_check_winning_move_function() -> None:
    def winning_move(heaps: tuple[int, ...]) -> tuple[int, ...] | None:
        moves = gl.winning_moves(NIM, heaps)
        return moves[-1] if moves else None  # any winning move is right

    assert ex.check_winning_move_function(winning_move).correct
    assert ex.check_winning_move_function(lambda h: list(winning_move(h) or []) or None)
    never = ex.check_winning_move_function(lambda heaps: None)
    assert not never and "winning_move((5,)) returned None, but one of (0,) was expected" in never.message
    always = ex.check_winning_move_function(lambda heaps: heaps)
    assert not always and "winning_move((0,))" in always.message


