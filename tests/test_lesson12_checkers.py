"""Lesson 12's solver checker: it runs the reader's whole solver and never prints the answer key."""

from __future__ import annotations

import pytest

import grundylib as gl
from grundylib import exercises as ex


def _mod4_solver(text: str) -> str:
    """A plausible wrong solver: Grundy values n mod 4, right for every heap below 8."""
    numbers = [int(t) for t in text.split()]
    lines = []
    while numbers[:3] != [0, 0, 0]:
        m, n, p = numbers[:3]
        numbers = numbers[3:]
        lines.append("Fibo" if (m % 4) ^ (n % 4) ^ (p % 4) else "Nacci")
    return "\n".join(lines)


def test_the_library_solver_passes() -> None:
    feedback = gl.problems.check_solver(gl.problems.solve_hdu_1848)
    assert feedback and "110 inputs" in feedback.message


def test_a_trailing_newline_is_accepted() -> None:
    assert gl.problems.check_solver(lambda text: gl.problems.solve_hdu_1848(text) + "\n")


def test_a_solver_right_on_small_heaps_only_is_caught_on_a_large_one() -> None:
    feedback = gl.problems.check_solver(_mod4_solver)
    assert not feedback
    assert "0 0 0" in feedback.message and "mex" in feedback.message


@pytest.mark.parametrize("wrong", [None, 42, lambda text: 1 / 0, lambda text: ["Fibo", "Nacci"]])
def test_unfinished_or_broken_solvers_get_feedback(wrong: object) -> None:
    feedback = gl.problems.check_solver(wrong)  # type: ignore[arg-type]
    assert not feedback
    if wrong is None:
        assert feedback == ex.FILL_IN


def test_only_hdu_1848_has_a_solver_exercise() -> None:
    with pytest.raises(gl.GrundyError):
        gl.problems.check_solver(gl.problems.solve_hdu_1847, key="hdu_1847")
