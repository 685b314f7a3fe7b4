"""The checkers added for lessons 07, 08 and 13: they accept right answers, reject wrong ones
with a message that names the first failing input, and never print the expected value itself
where that would give an exercise away."""

from __future__ import annotations

import re
from typing import Any

import pytest

import grundylib as gl
from grundylib import exercises as ex

# --------------------------------------------------------------------------- lesson 07


def mex_table(game: Any, n: int) -> list[int]:
    """A correct table by brute force: mex over the options, heaps as sums (independent of gl's loops)."""
    return [gl.grundy(game, h) for h in range(n)]


@pytest.mark.parametrize("code", ["0.6", "4.7", "0.77", "0.07"])
def test_table_function_accepts_a_right_function(code: str) -> None:
    game = gl.OctalGame(code)
    feedback = ex.check_table_function(lambda n: mex_table(game, n), game, up_to=40)
    assert feedback.correct, feedback


def test_table_function_names_the_first_wrong_heap_without_its_value() -> None:
    game = gl.OctalGame("0.6")
    right = [int(v) for v in gl.grundy_sequence(game, 50, progress=False)]

    def off_at_17(n: int) -> list[int]:
        return [v + (h == 17) for h, v in enumerate(right[:n])]

    feedback = ex.check_table_function(off_at_17, game, up_to=40)
    assert not feedback.correct
    assert "off_at_17(18)[17]" in feedback.message and "g(0..16) are right" in feedback.message
    assert f"g(17) is {right[17]}" not in feedback.message


def test_table_function_reports_errors_length_and_form() -> None:
    game = gl.OctalGame("4.7")

    def crashes(n: int) -> list[int]:
        if n >= 4:
            raise ZeroDivisionError("division by zero")
        return mex_table(game, n)

    message = ex.check_table_function(crashes, game, up_to=10).message
    assert "crashes(4) raised ZeroDivisionError" in message
    assert "returned 3" in ex.check_table_function(lambda n: [0, 1, 2], game).message
    assert "whole numbers" in ex.check_table_function(lambda n: 5, game).message
    assert "function itself" in ex.check_table_function(42, game).message
    assert ex.check_table_function(None, game) == ex.FILL_IN


# --------------------------------------------------------------------------- lesson 08


def my_find_period(values: list[int]) -> tuple[int, int] | None:
    """A direct transcription of the definition, written independently of gl.find_period."""
    size = len(values)
    for p in range(1, size + 1):
        for n0 in range(size + 1):
            if size < 2 * n0 + 2 * p:
                break
            if all(values[n + p] == values[n] for n in range(n0, size - p)):
                return (n0, p)
    return None


def test_period_function_accepts_the_definition_and_the_library() -> None:
    assert ex.check_period_function(my_find_period).correct
    assert ex.check_period_function(gl.find_period).correct


def test_period_tables_cover_edge_cases_and_both_answers() -> None:
    tables = ex.period_test_tables()
    answers = [my_find_period(t) for t in tables]
    assert [] in tables and None in answers
    assert any(a is not None and a[0] > 0 for a in answers)  # some preperiods
    assert any(a is not None and a[0] == 0 for a in answers)
    assert tables == ex.period_test_tables()  # seeded: the same every run


def test_period_function_reports_the_first_table_it_gets_wrong() -> None:
    def always_from_start(values: list[int]) -> tuple[int, int] | None:
        found = my_find_period(values)
        return None if found is None else (0, found[1])

    message = ex.check_period_function(always_from_start).message
    assert message.startswith("always_from_start([5, 0, 1, 2, 0, 1, 2, 0, 1, 2]) returned (0, 3)")
    assert "preperiods" in message

    def forgets_the_length_rule(values: list[int]) -> tuple[int, int] | None:
        for p in range(1, len(values)):
            for n0 in range(len(values)):
                if all(values[n + p] == values[n] for n in range(n0, len(values) - p)):
                    return (n0, p)
        return None

    message = ex.check_period_function(forgets_the_length_rule).message
    assert re.match(
        r"forgets_the_length_rule\(\[.*\]\) returned \(\d+, \d+\), expected None", message
    )


def test_period_function_reports_errors_and_forms() -> None:
    def crashes(values: list[int]) -> tuple[int, int]:
        return (0, values[0])

    assert "crashes([]) raised IndexError" in ex.check_period_function(crashes).message
    assert "should return a pair" in ex.check_period_function(lambda v: "period 4").message
    assert ex.check_period_function(None) == ex.FILL_IN
    assert ex.check_period_function(lambda v: [*my_find_period(v)] if my_find_period(v) else None)


# --------------------------------------------------------------------------- lesson 13


def test_misere_winning_moves_checker() -> None:
    nim = gl.Nim()
    assert ex.check_misere_winning_moves(nim, (1, 1, 4), [(1, 1, 1)]).correct
    assert ex.check_misere_winning_moves(nim, (1, 1, 4), [(1, 1, 1), (1, 1, 1)]).correct
    # the normal-play move is wrong in misère play
    assert gl.winning_moves(nim, (1, 1, 4)) == [(1, 1, 0)]
    assert "misère" in ex.check_misere_winning_moves(nim, (1, 1, 4), [(1, 1, 0)]).message
    assert not ex.check_misere_winning_moves(nim, (1, 1, 4), [])
    assert not ex.check_misere_winning_moves(nim, (13, 12, 8), [(4, 12, 8)])
    assert "cannot be reached" in ex.check_misere_winning_moves(nim, (1, 1, 4), [(2, 1, 4)]).message
    assert ex.check_misere_winning_moves(nim, (2, 2), []).correct
    assert ex.check_misere_winning_moves(nim, (2, 2), None) == ex.FILL_IN
