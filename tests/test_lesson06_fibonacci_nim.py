"""Lesson 06: the checker of the "write the code" exercise on Fibonacci Nim."""

from __future__ import annotations

import re

import numpy as np

import grundylib as gl
from grundylib.course.exercises import (
    FILL_IN,
    check_fibonacci_nim_move_function,
    check_fibonacci_nim_take,
)
from grundylib.course.lesson06 import _fibonacci_nim_cases, _fibonacci_nim_take_wins


def smallest_term_take(n: int, limit: int) -> int | None:
    smallest = gl.zeckendorf(n)[-1]
    return smallest if smallest <= limit else None


def test_the_judge_agrees_with_a_search_of_the_game() -> None:
    game = gl.FibonacciNim()
    for n in range(1, 31):
        for limit in range(1, n + 1):
            by_search = {n - left for left, _ in gl.winning_moves(game, (n, limit))}
            by_theorem = {y for y in range(1, limit + 1) if _fibonacci_nim_take_wins(n, limit, y)}
            assert by_search == by_theorem, (n, limit)


def test_the_cases_include_every_small_position_and_large_heaps() -> None:
    cases = _fibonacci_nim_cases()
    assert {(n, m) for n in range(1, 41) for m in range(1, n + 1)} <= set(cases)
    assert any(n > 10**9 for n, _ in cases)
    assert any(smallest_term_take(n, m) is None for n, m in cases if n > 1000)


def test_a_right_function_passes_with_any_winning_take() -> None:
    assert check_fibonacci_nim_move_function(smallest_term_take)

    def largest_winning_take(n: int, limit: int) -> int | None:  # another right answer
        if n <= 40:
            takes = [y for y in range(1, limit + 1) if _fibonacci_nim_take_wins(n, limit, y)]
            return max(takes) if takes else None
        return smallest_term_take(n, limit)

    assert check_fibonacci_nim_move_function(largest_winning_take)


def test_wrong_functions_get_a_hint_without_the_answer() -> None:
    assert check_fibonacci_nim_move_function(None) is FILL_IN
    assert "function of two arguments" in check_fibonacci_nim_move_function(3).message  # type: ignore[arg-type]

    def always_one(n: int, limit: int) -> int:
        return 1

    wrong = check_fibonacci_nim_move_function(always_one)
    assert not wrong and "every take loses" in wrong.message

    def one_when_winnable(n: int, limit: int) -> int | None:
        return None if smallest_term_take(n, limit) is None else 1

    losing = check_fibonacci_nim_move_function(one_when_winnable)
    assert not losing and "returned 1: that leaves" in losing.message
    assert "enough to take" in losing.message

    def too_many(n: int, limit: int) -> int | None:
        return None if smallest_term_take(n, limit) is None else limit + 1

    assert "from 1 to" in check_fibonacci_nim_move_function(too_many).message

    def never(n: int, limit: int) -> None:
        return None

    assert "the mover can win from (1, 1)" in check_fibonacci_nim_move_function(never).message

    def crash(n: int, limit: int) -> int:
        raise KeyError(n)

    assert "raised KeyError" in check_fibonacci_nim_move_function(crash).message


def test_a_search_of_every_play_is_stopped_on_large_heaps() -> None:
    def by_search(n: int, limit: int) -> int | None:
        game = gl.FibonacciNim()
        moves = gl.winning_moves(game, (n, limit))
        return n - moves[0][0] if moves else None

    slow = check_fibonacci_nim_move_function(by_search)
    assert not slow
    assert "use the theorem" in slow.message or "raised" in slow.message


def test_numpy_integers_are_whole_numbers() -> None:
    def numpy_take(n: int, limit: int) -> object:
        take = smallest_term_take(n, limit)
        return None if take is None else np.int64(take)

    assert check_fibonacci_nim_move_function(numpy_take)

    def float_take(n: int, limit: int) -> object:
        take = smallest_term_take(n, limit)
        return None if take is None else float(take)

    assert "whole number" in check_fibonacci_nim_move_function(float_take).message


def test_a_wrong_first_take_is_refuted_without_naming_a_winning_take() -> None:
    # from 50 the winning takes are 3 and 16; taking 5 leaves 45 = 34 + 8 + 3, whose
    # smallest term 3 the hint must not print
    wrong = check_fibonacci_nim_take(50, 5)
    assert not wrong
    assert "leaves 45" in wrong.message and "up to 10" in wrong.message
    assert "Zeckendorf" in wrong.message
    assert not {"3", "16"} & set(re.findall(r"\d+", wrong.message))
    assert check_fibonacci_nim_take(50, 3) and check_fibonacci_nim_take(50, 16)
