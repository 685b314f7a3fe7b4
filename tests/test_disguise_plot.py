"""The pictures of lesson 03 (Nim in disguise): a Turning Turtles row over its Nim heaps and a
staircase whose odd steps are the heaps; each drawing states what it shows in its texts."""

from __future__ import annotations

import matplotlib.pyplot as plt
import pytest

import grundylib as gl


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def test_turtles_draws_one_coin_per_place_and_one_heap_per_head() -> None:
    row = "THHTTHTH"
    ax = gl.draw_turtles_heaps(row)
    texts = [t.get_text() for t in ax.texts]
    assert [t for t in texts if t in ("H", "T")] == list(row)
    assert [t for t in texts if t.isdigit()] == [str(i) for i in range(1, 9)]
    heaps = gl.turning_turtles_heaps(row)
    assert [t for t in texts if t.startswith("heap")] == [f"heap {h}" for h in heaps]
    assert ax.get_title() == f"row {row}: heads at places 2, 3, 6, 8 = Nim heaps 2, 3, 6, 8"
    counters = sum(heaps)  # one square per counter of every heap, one circle per coin
    assert len(ax.patches) == len(row) + counters


def test_staircase_marks_the_odd_steps_as_the_heaps() -> None:
    steps = (1, 3, 2, 4)
    ax = gl.draw_staircase(steps)
    texts = [t.get_text() for t in ax.texts]
    assert [t for t in texts if t.startswith("step")] == ["step 1", "step 2", "step 3", "step 4"]
    assert [t for t in texts if t.startswith("heap")] == ["heap 1", "heap 2"]
    assert "3 coins" in texts and "4 coins" in texts
    assert ax.get_title() == "steps (1, 3, 2, 4): odd steps 1, 3 hold Nim heaps 1, 2"
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == ["odd step: a Nim heap", "even step: does not count"]


def test_every_text_is_at_least_8_points() -> None:
    for ax in (gl.draw_turtles_heaps("HTHHTTHT"), gl.draw_staircase((2, 5, 3, 1, 6))):
        sizes = [t.get_fontsize() for t in ax.texts] + [ax.title.get_fontsize()]
        assert min(sizes) >= 8


def test_bad_positions_are_refused_by_name() -> None:
    with pytest.raises(gl.InvalidPositionError, match="'THX'"):
        gl.draw_turtles_heaps("THX")
    with pytest.raises(gl.InvalidPositionError, match="step 2"):
        gl.draw_staircase((1, -2))
    with pytest.raises(gl.PositionLimitError, match="number of coins"):
        gl.draw_turtles_heaps("H" * 25)
