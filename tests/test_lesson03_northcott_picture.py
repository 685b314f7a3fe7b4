"""The Northcott board picture of lesson 03: pieces, shaded gaps and the gaps' nim-sum."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

from grundylib.core import InvalidPositionError
from grundylib.disguise_plot import draw_northcott


def test_gaps_are_labelled_and_summed() -> None:
    ax = draw_northcott(((1, 5), (2, 3), (2, 6)), 6)
    assert ax.get_title() == "gaps (3, 0, 3): nim-sum 0"
    assert [t.get_text() for t in ax.texts] == ["row 1", "gap 3", "row 2", "gap 0", "row 3", "gap 3"]
    plt.close("all")


def test_white_right_of_black_is_refused() -> None:
    with pytest.raises(InvalidPositionError):
        draw_northcott(((5, 1),), 6)
    plt.close("all")


def test_draw_northcott_is_exported() -> None:
    import grundylib as gl

    assert gl.draw_northcott is draw_northcott
