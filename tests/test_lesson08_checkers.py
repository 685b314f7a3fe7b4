"""Lesson 08's period checker: it asks for a pair when the question does, and its witness
heaps never give the true preperiod away."""

from __future__ import annotations

import grundylib as gl
from grundylib.course import exercises as ex


def test_a_bare_period_is_refused_when_the_pair_is_asked_for() -> None:
    feedback = ex.check_period(gl.Kayles(), 12, require_pair=True)
    assert not feedback.correct
    assert "first heap" in feedback.message and "71" not in feedback.message
    assert ex.check_period(gl.Kayles(), (71, 12), require_pair=True).correct
    assert ex.check_period(gl.Kayles(), 12).correct  # without the flag a bare period may do


def test_a_wrong_period_is_refuted_without_the_preperiod() -> None:
    for guess in (10, 100, 1000, 149_458):
        message = ex.check_period("0.16", guess).message
        assert "105351" not in message and "105350" not in message, message
        assert "go on for ever" in message
    message = ex.check_period("0.77", (30, 11), require_pair=True).message
    assert message.startswith("Not 11: g(30) = ") and "71" not in message


def test_the_witness_is_a_real_one_from_the_answers_start() -> None:
    values = gl.grundy_sequence("0.77", 400, progress=False)
    for start, guess in [(0, 5), (30, 11), (100, 13), (200, 7)]:
        message = ex.check_period("0.77", (start, guess)).message
        n = int(message.split("g(")[1].split(")")[0])
        assert n >= start and values[n] != values[n + guess]
        assert all(values[k] == values[k + guess] for k in range(start, n))


def test_dense_plot_dots_can_be_made_larger() -> None:
    ax = gl.plot_grundy_sequence(gl.grundy_sequence(gl.Kayles(), 168, progress=False), markersize=4)
    assert ax.get_lines()[-1].get_markersize() == 4
    import matplotlib.pyplot as plt

    plt.close("all")


def test_exercise_3_hint_points_at_the_period() -> None:
    hint = "reduce 1000 by multiples of 34 into 53 <= n < 87, then read g there."
    feedback = ex.check_grundy_values(gl.DawsonsKayles(), [1000], [3], hint=hint)
    assert not feedback.correct and feedback.message.endswith(hint)
    assert ex.check_grundy_values(gl.DawsonsKayles(), [1000], [4], hint=hint).correct
