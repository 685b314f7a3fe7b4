"""The checker of lesson 01's opening question: does the player to move win from 21?

The student answers ``True``/``False`` before the names P and N are defined; the checker
accepts exactly booleans and never says which one is right.
"""

from __future__ import annotations

import pytest

import grundylib as gl

TAKE_1_TO_3 = gl.SubtractionGame({1, 2, 3})


def test_the_right_answer_passes_and_the_wrong_one_fails() -> None:
    assert gl.exercises.check_mover_wins(TAKE_1_TO_3, 21, True)
    assert not gl.exercises.check_mover_wins(TAKE_1_TO_3, 21, False)
    assert gl.exercises.check_mover_wins(TAKE_1_TO_3, 20, False)
    assert not gl.exercises.check_mover_wins(TAKE_1_TO_3, 20, True)


def test_it_agrees_with_the_outcome_everywhere() -> None:
    for n in range(40):
        mover_wins = gl.outcome(TAKE_1_TO_3, n) == "N"
        assert gl.exercises.check_mover_wins(TAKE_1_TO_3, n, mover_wins)
        assert not gl.exercises.check_mover_wins(TAKE_1_TO_3, n, not mover_wins)


def test_none_asks_for_an_answer() -> None:
    feedback = gl.exercises.check_mover_wins(TAKE_1_TO_3, 21, None)
    assert not feedback
    assert "Fill in" in str(feedback)


@pytest.mark.parametrize("answer", ["N", "P", 1, 0, "True"])
def test_anything_but_a_bool_is_refused_without_the_answer(answer: object) -> None:
    feedback = gl.exercises.check_mover_wins(TAKE_1_TO_3, 21, answer)  # type: ignore[arg-type]
    assert not feedback
    assert "Answer True" in str(feedback) and "-position" not in str(feedback)
