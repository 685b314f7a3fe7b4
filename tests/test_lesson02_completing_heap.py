"""Lesson 02's checkers for the last heap that makes a Nim position a P-position, and for
the number of P-positions below a bound."""

from __future__ import annotations

import itertools

import pytest

import grundylib as gl
from grundylib import exercises as ex
from grundylib.course import lesson02


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


def test_nim_p_count_is_the_brute_force_count() -> None:
    nim = gl.Nim()
    for heaps in range(1, 4):
        for below in range(1, 11):
            G = gl.game_graph(nim, (below - 1,) * heaps)
            assert G.number_of_nodes() == below**heaps
            p = sum(G.nodes[q]["outcome"] == gl.Outcome.P for q in G)
            assert lesson02.nim_p_count(heaps, below) == p, (heaps, below)
    assert lesson02.nim_p_count(3, 10) == 76
    assert lesson02.nim_p_count(4, 16) == 16**3


def test_check_nim_p_count_accepts_only_the_count_and_never_names_it() -> None:
    assert ex.check_nim_p_count(1, 3, 1)  # one heap: only the empty heap is P
    for heaps, below in [(3, 10), (3, 8), (4, 5), (2, 7)]:
        right = lesson02.nim_p_count(heaps, below)
        assert ex.check_nim_p_count(heaps, below, right)
        for wrong in range(0, below**heaps + 2):
            if wrong == right:
                continue
            feedback = ex.check_nim_p_count(heaps, below, wrong)
            assert not feedback
            assert str(right) not in feedback.message.replace(".", " ").split(), feedback.message


def test_check_nim_p_count_hints() -> None:
    assert "always below 10" in ex.check_nim_p_count(3, 10, 100).message
    assert "Too many" in ex.check_nim_p_count(3, 10, 101).message
    assert "column worth 8" in ex.check_nim_p_count(3, 10, 75).message
    assert ex.check_nim_p_count(3, 10, None) == ex.FILL_IN
    for bad in [True, 2.5, "76", -1]:
        assert "whole number" in ex.check_nim_p_count(3, 10, bad).message  # type: ignore[arg-type]
    with pytest.raises(gl.InvalidArgumentError, match="0"):
        ex.check_nim_p_count(0, 10, 1)
    with pytest.raises(gl.InvalidArgumentError, match="1000"):
        ex.check_nim_p_count(3, 1000, 1)
    with pytest.raises(gl.InvalidArgumentError, match="9"):
        ex.check_nim_p_count(9, 10, 1)
