"""Lesson 02's checker for the last heap that makes a Nim position a P-position."""

from __future__ import annotations

import itertools

import pytest

import grundylib as gl
from grundylib import exercises as ex


def test_check_completing_heap_accepts_exactly_the_p_positions() -> None:
    nim = gl.Nim()
    for heaps in itertools.product(range(6), repeat=2):
        for z in range(10):
            feedback = ex.check_completing_heap(list(heaps), z)
            assert bool(feedback) == (gl.outcome(nim, (*heaps, z)) == gl.Outcome.P)


def test_check_completing_heap_never_names_the_answer() -> None:
    for heaps in [[6, 11], [3, 5, 9], [100, 37]]:
        right = gl.nim_sum(*heaps)
        for z in range(2 * right + 8):
            if z == right:
                continue
            feedback = ex.check_completing_heap(heaps, z)
            assert not feedback
            words = feedback.message.replace(",", " ").replace(")", " ").replace("(", " ").split()
            assert str(right) not in words, feedback.message


def test_check_completing_heap_points_at_the_highest_unpaired_column() -> None:
    message = ex.check_completing_heap([3, 5, 9], 7).message  # 3 ⊕ 5 ⊕ 9 ⊕ 7 = 8
    assert message == "(3, 5, 9, 7) is an N-position: in the column worth 8 the ones do not pair up."
    assert "ordinary sum" in ex.check_completing_heap([3, 5, 9], 17).message
    assert ex.check_completing_heap([3, 5, 9], 15)


def test_check_completing_heap_bad_answers_and_arguments() -> None:
    assert ex.check_completing_heap([6, 11], None) == ex.FILL_IN
    for bad in [True, 2.5, "13", -3]:
        assert "whole number" in ex.check_completing_heap([6, 11], bad).message  # type: ignore[arg-type]
    with pytest.raises(gl.InvalidArgumentError, match="-1"):
        ex.check_completing_heap([6, -1], 3)
    with pytest.raises(gl.InvalidArgumentError, match="heaps"):
        ex.check_completing_heap(6, 3)  # type: ignore[arg-type]
