"""Lesson 05's checkers for winning moves of sums and for the N + N = P example."""

from __future__ import annotations

from typing import Any

import pytest

import grundylib as gl
from grundylib import exercises as ex
from grundylib.course.lesson05 import sum_winning_moves_cases


def sum_winning_moves(parts: list[Any], position: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """The exercise's answer: every option of every part whose value makes the nim-sum 0."""
    values = [gl.grundy(part, x) for part, x in zip(parts, position, strict=True)]
    total = gl.nim_sum(*values)
    return [
        (*position[:i], y, *position[i + 1:])
        for i, (part, x) in enumerate(zip(parts, position, strict=True))
        for y in part.moves(x)
        if gl.grundy(part, y) == values[i] ^ total
    ]


def test_cases_are_varied_and_start_with_a_move_up() -> None:
    cases = sum_winning_moves_cases()
    assert len(cases) == 303
    assert {len(parts) for parts, _ in cases[3:]} == {1, 2, 3, 4}
    counts = [len(gl.winning_moves(gl.Sum(*parts), x)) for parts, x in cases]
    assert counts.count(0) > 30 and sum(c >= 2 for c in counts) > 30
    parts, position = cases[2]
    up = [m for m in gl.winning_moves(gl.Sum(*parts), position) if m[0] != position[0]]
    assert [gl.grundy(parts[0], m[0]) for m in up] == [2] and gl.grundy(parts[0], "c") == 1


def test_check_sum_winning_moves_accepts_any_order_and_lists() -> None:
    assert ex.check_sum_winning_moves(sum_winning_moves)
    assert ex.check_sum_winning_moves(lambda p, x: [list(m) for m in reversed(sum_winning_moves(p, x))])
    assert ex.check_sum_winning_moves(None) == ex.FILL_IN


def test_check_sum_winning_moves_never_shows_the_moves() -> None:
    def one_move(parts: list[Any], position: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        return sum_winning_moves(parts, position)[:1]

    def too_many(parts: list[Any], position: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        return [*sum_winning_moves(parts, position), position]

    for wrong in (one_move, too_many, lambda p, x: None, lambda p, x: 1 / 0, lambda p, x: 3):
        feedback = ex.check_sum_winning_moves(wrong)
        assert not feedback
        expected = feedback.message.split(" was expected")[0].rsplit(", but ", 1)[-1]
        assert "returned" not in feedback.message or expected.startswith("a list of ")
        assert "try every option of every part" in feedback.message
    assert "must be a function" in ex.check_sum_winning_moves(42).message  # type: ignore[arg-type]


def test_check_sum_example_with_a_smallest_heap() -> None:
    pair = gl.Sum(gl.BashGame(3), gl.SubtractionGame({1, 3, 4}))
    assert ex.check_sum_example(pair, (21, 22), "NN", "P", at_least=20)
    small = ex.check_sum_example(pair, (1, 1), "NN", "P", at_least=20)
    assert not small and "below 20" in small.message
    assert ex.check_sum_example(pair, (1, 1), "NN", "P")  # no bound by default
    wrong = ex.check_sum_example(pair, (21, 21), "NN", "P", at_least=20)
    assert not wrong and "Part 2 (21) is a P-position" in wrong.message


def test_check_sum_example_still_rejects_a_bad_heap_with_a_bound() -> None:
    pair = gl.Sum(gl.BashGame(3), gl.SubtractionGame({1, 3, 4}))
    for bad in [(-1, 22), (21, "x"), (True, 22)]:
        with pytest.raises(gl.GrundyError):
            ex.check_sum_example(pair, bad, "NN", "P", at_least=20)


def test_check_winning_moves_rejects_a_move_given_twice() -> None:
    mixed = gl.Sum(gl.BashGame(3), gl.SubtractionGame(range(1, 60, 2)), gl.Nim(), gl.Nim())
    moves = gl.winning_moves(mixed, (10, 7, 6, 4))
    assert ex.check_winning_moves(mixed, (10, 7, 6, 4), moves).correct
    twice = ex.check_winning_moves(mixed, (10, 7, 6, 4), [*moves, moves[0]])
    assert not twice.correct and "same move" in twice.message
    heaps = ex.check_winning_moves(gl.Nim(), (1, 3, 5), [(1, 3, 2), (3, 2, 1)])
    assert not heaps.correct and "list it once" in heaps.message
