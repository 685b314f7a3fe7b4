"""Options of ``draw_loopy_graph``: font size of the values, highlighted moves, legend place."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

import grundylib as gl
from grundylib.loopy_plot import HIGHLIGHT_EDGE_COLOR

CYCLE = gl.GraphGame({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})


def _graph() -> object:
    return gl.game_graph(CYCLE, "a", loopy=True)


def test_value_fontsize_sets_the_values_in_the_nodes() -> None:
    ax = gl.draw_loopy_graph(_graph(), value_fontsize=12)  # type: ignore[arg-type]
    sizes = {t.get_text(): t.get_fontsize() for t in ax.texts}
    assert sizes["$0$"] == 12 and sizes["$1$"] == 12
    assert sizes["e"] == 9  # the position names keep their size
    plt.close("all")


def test_highlighted_moves_get_a_legend_entry_and_the_legend_can_go_below() -> None:
    ax = gl.draw_loopy_graph(  # type: ignore[arg-type]
        _graph(), highlight_edges=[("c", "d")], highlight_label="out", legend="below"
    )
    legend = ax.get_legend()
    assert [t.get_text() for t in legend.get_texts()][-1] == "out"
    assert legend.get_texts()[0].get_fontsize() == 9
    assert any(
        getattr(p, "get_edgecolor", None)
        and matplotlib.colors.to_hex(p.get_edgecolor()) == HIGHLIGHT_EDGE_COLOR.lower()
        for p in ax.patches
    )
    plt.close("all")


def test_without_a_label_no_legend_entry_is_added() -> None:
    ax = gl.draw_loopy_graph(_graph(), highlight_edges=[("c", "d")])  # type: ignore[arg-type]
    assert len(ax.get_legend().get_texts()) == 3
    plt.close("all")


@pytest.mark.parametrize(
    "kwargs",
    [{"highlight_edges": [("a", "e")]}, {"legend": "left"}],
)
def test_bad_options_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(gl.InvalidArgumentError):
        gl.draw_loopy_graph(_graph(), **kwargs)  # type: ignore[arg-type]
    plt.close("all")
