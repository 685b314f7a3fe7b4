"""The checkers of the "write the code" exercises in lessons 02, 04 and 06.

Each checker runs a reader's function on many inputs: a right function passes, and a wrong
one gets a message naming the first failing input, without the expected answer for it.
"""

from __future__ import annotations

from typing import Any

import pytest

import grundylib as gl
from grundylib.course.exercises import (
    check_grundy_table_function,
    check_mex_function,
    check_nim_winning_moves_function,
)


def bouton(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
    s = gl.nim_sum(*heaps)
    return [(*heaps[:i], h ^ s, *heaps[i + 1 :]) for i, h in enumerate(heaps) if h ^ s < h]


def test_nim_finder_right_in_any_order_and_as_lists() -> None:
    assert check_nim_winning_moves_function(bouton)
    assert check_nim_winning_moves_function(lambda h: [list(m) for m in reversed(bouton(h))])
    assert check_nim_winning_moves_function(lambda h: set(bouton(h)))


def test_nim_finder_placeholder_and_non_function() -> None:
    assert check_nim_winning_moves_function(None) is gl.exercises.FILL_IN
    assert "not 3" in check_nim_winning_moves_function(3).message  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("function", "words"),
    [
        (lambda h: None, ["returned None", "[] when there is none"]),
        (lambda h: 1 / 0, ["raised ZeroDivisionError"]),
        (lambda h: bouton(h)[:1], ["(13, 12, 8) has 3 winning moves, your function found 1"]),
        (lambda h: bouton(h) * 2, ["twice"]),
        (lambda h: [m[:-1] for m in bouton(h)], ["keeps all 1 heaps"]),
        (lambda h: [tuple(x + 1 for x in h)], ["not one move"]),
        (lambda h: [(*h[:-1], 0)] if h and h[-1] else [], ["nim-sum", "not 0"]),
        (lambda h: [3], ["each winning move is a position"]),
    ],
)
def test_nim_finder_wrong_functions_get_the_first_failing_position(
    function: Any, words: list[str]
) -> None:
    feedback = check_nim_winning_moves_function(function)
    assert not feedback
    for word in words:
        assert word in feedback.message, feedback.message


def test_nim_finder_never_shows_the_missing_moves() -> None:
    feedback = check_nim_winning_moves_function(lambda h: bouton(h)[:1])
    assert "(13, 12, 8) has 3" in feedback.message
    assert "(13, 5, 8)" not in feedback.message and "(13, 12, 1)" not in feedback.message


def test_mex_function_right_and_wrong() -> None:
    def by_loop(values: Any) -> int:
        k = 0
        while k in values:
            k += 1
        return k

    assert check_mex_function(by_loop)
    assert check_mex_function(lambda v: gl.mex(v))
    assert check_mex_function(None) is gl.exercises.FILL_IN

    def assumes_sorted(values: Any) -> int:
        k = 0
        for v in values:
            if v == k:
                k += 1
        return k

    feedback = check_mex_function(assumes_sorted)
    assert "any order" in feedback.message and "[3, 0, 2, 1, 5]" in feedback.message

    def sorts_in_place(values: Any) -> int:
        values.sort()
        return assumes_sorted(values)

    feedback = check_mex_function(sorts_in_place)
    assert not feedback and "raised AttributeError" in feedback.message
    assert "may come as a set" in feedback.message


def test_mex_function_wrong_type_and_empty_list() -> None:
    assert "whole number" in check_mex_function(lambda v: str(gl.mex(v))).message
    feedback = check_mex_function(lambda v: min(set(range(max(v) + 2)) - set(v)))
    assert "my_function([])" in feedback.message and "raised ValueError" in feedback.message


def test_mex_function_gets_a_fresh_copy_each_time() -> None:
    seen: list[Any] = []

    def destructive(values: Any) -> int:
        result = gl.mex(values)
        if isinstance(values, list):
            values.clear()
        seen.append(values)
        return result

    assert check_mex_function(destructive)
    assert len(seen) == 211


def test_grundy_table_function_right_and_wrong() -> None:
    def table(takes: Any, size: int) -> list[int]:
        values: list[int] = []
        for n in range(size):
            values.append(gl.mex(values[n - s] for s in takes if s <= n))
        return values

    assert check_grundy_table_function(table)
    assert check_grundy_table_function(None) is gl.exercises.FILL_IN
    assert check_grundy_table_function(
        lambda t, n: gl.grundy_sequence(gl.SubtractionGame(t), n, progress=False)
        if n
        else []
    )
    short = check_grundy_table_function(lambda t, n: table(t, n)[:-1])
    assert "returned 7 values: give 8" in short.message
    wrong = check_grundy_table_function(lambda t, n: [x % 3 for x in range(n)])
    assert wrong.message.startswith("my_function({1, 3, 4}, 20)[2] is 2")
    assert "g(1)" in wrong.message
    assert "raised KeyError" in check_grundy_table_function(lambda t, n: {}[0]).message
    assert "return a list" in check_grundy_table_function(lambda t, n: 7).message


def test_grundy_values_explains_the_form_for_a_dict_or_a_string() -> None:
    game = gl.SubtractionGame({1, 3, 4})
    for answer in ({0: 0, 1: 1, 2: 0}, "010"):
        feedback = gl.exercises.check_grundy_values(game, range(3), answer)  # type: ignore[arg-type]
        assert not feedback and "as a list in the order of the positions" in feedback.message
    assert gl.exercises.check_grundy_values(game, range(3), (0, 1, 0))


def test_sum_example_accepts_a_list_as_the_position() -> None:
    pair = gl.Sum(gl.BashGame(3), gl.SubtractionGame({1, 3, 4}))
    assert gl.exercises.check_sum_example(pair, [1, 1], parts="NN", whole="P")  # type: ignore[arg-type]
    assert not gl.exercises.check_sum_example(pair, [1, 2], parts="NN", whole="P")  # type: ignore[arg-type]
