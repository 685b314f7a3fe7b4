"""Lesson 13's misère Nim code checker: it accepts every right strategy and gives no move away."""

from __future__ import annotations

from typing import Any

import grundylib as gl
from grundylib.course import lesson13


def _first_move(heaps: tuple[int, ...]) -> Any:
    moves = gl.misere_nim_winning_moves(heaps)
    return moves[0] if moves else None


def _last_move_as_list(heaps: tuple[int, ...]) -> Any:
    moves = gl.misere_nim_winning_moves(heaps)
    return list(moves[-1]) if moves else None


def test_any_winning_move_is_accepted() -> None:
    assert lesson13.check_misere_nim_move_function(_first_move)
    assert lesson13.check_misere_nim_move_function(_last_move_as_list)


def test_not_done_yet() -> None:
    assert lesson13.check_misere_nim_move_function(None) == gl.exercises.FILL_IN


def test_normal_play_strategy_is_caught_without_giving_the_move() -> None:
    def normal_nim(heaps: tuple[int, ...]) -> Any:
        moves = gl.winning_moves(gl.Nim(), heaps)
        return moves[0] if moves else None

    feedback = lesson13.check_misere_nim_move_function(normal_nim)
    assert not feedback
    assert "(1,)" in feedback.message  # the first telling case: normal play takes the last counter
    assert "misère P-position" in feedback.message


def test_a_move_at_a_p_position_is_caught() -> None:
    def always_move(heaps: tuple[int, ...]) -> Any:
        i = next(i for i, h in enumerate(heaps) if h)
        return (*heaps[:i], heaps[i] - 1, *heaps[i + 1:])

    feedback = lesson13.check_misere_nim_move_function(always_move)
    assert not feedback and "None (a misère P-position" in feedback.message


def test_a_crashing_function_is_reported() -> None:
    feedback = lesson13.check_misere_nim_move_function(lambda heaps: heaps[5])
    assert not feedback
