"""Tests of grundylib.plotting: what each picture shows, checked through its artists."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest
from matplotlib.colors import to_hex

import grundylib as gl
from grundylib.plotting import HIGHLIGHT_COLOR, N_COLOR, P_COLOR


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def node_colors(ax):
    """Face colours of the first node collection (the nodes, in the graph's order)."""
    collection = next(c for c in ax.collections if len(c.get_offsets()) > 0)
    return [to_hex(c) for c in collection.get_facecolors()]


def test_outcome_colours_match_the_library():
    G = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 14)
    ax = gl.draw_game_graph(G)
    expected = [
        P_COLOR.lower() if G.nodes[v]["outcome"] == gl.Outcome.P else N_COLOR.lower() for v in G
    ]
    assert node_colors(ax) == expected


def test_line_layout_puts_positions_on_the_number_line():
    G = gl.game_graph(gl.SubtractionGame({1, 2}), 6)
    ax = gl.draw_game_graph(G, layout="line")
    offsets = next(c for c in ax.collections if len(c.get_offsets()) > 0).get_offsets()
    assert [tuple(xy) for xy in offsets] == [(float(v), 0.0) for v in G]
    arrows = [p for p in ax.patches if type(p).__name__ == "FancyArrowPatch"]
    assert len(arrows) == G.number_of_edges()


def test_layers_put_the_start_on_top_and_terminal_at_the_bottom():
    G = gl.game_graph(gl.Nim(), (2, 2))
    ax = gl.draw_game_graph(G, layout="layers")
    offsets = next(c for c in ax.collections if len(c.get_offsets()) > 0).get_offsets()
    y = {v: xy[1] for v, xy in zip(G, offsets, strict=True)}
    assert y[(2, 2)] == max(y.values())
    assert y[(0, 0)] == min(y.values())


def test_grundy_colouring_writes_each_value_in_its_node():
    G = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 9)
    ax = gl.draw_game_graph(G, color_by="grundy", labels=False)
    written = sorted(int(t.get_text()) for t in ax.texts)
    assert written == sorted(G.nodes[v]["grundy"] for v in G)


def test_highlight_rings_the_given_node():
    G = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 9)
    ax = gl.draw_game_graph(G, highlight=[9])
    rings = [c for c in ax.collections if len(c.get_offsets()) == 1]
    assert len(rings) == 1
    assert to_hex(rings[0].get_edgecolors()[0]) == HIGHLIGHT_COLOR.lower()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"color_by": "colour"}, "color_by must be 'outcome', 'grundy' or 'none', got 'colour'"),
        ({"layout": "circle"}, "layout must be 'auto', 'layers', 'line' or 'grid', got 'circle'"),
    ],
)
def test_bad_choices_are_named(kwargs, message):
    G = gl.game_graph(gl.SubtractionGame({1, 2}), 3)
    with pytest.raises(gl.InvalidArgumentError, match=message):
        gl.draw_game_graph(G, **kwargs)


def test_line_layout_refuses_tuple_positions():
    with pytest.raises(gl.InvalidArgumentError, match="layout 'line' needs integer positions"):
        gl.draw_game_graph(gl.game_graph(gl.Nim(), (1, 1)), layout="line")


def test_unlabelled_graph_is_refused():
    import networkx as nx

    with pytest.raises(gl.InvalidArgumentError, match="must be labelled by game_graph"):
        gl.draw_game_graph(nx.DiGraph([(1, 0)]))


def test_bit_table_highlights_the_deciding_column():
    heaps = [13, 12, 8]
    ax = gl.draw_bit_table(heaps)
    column = gl.deciding_bit(heaps)
    assert column == gl.nim_sum(*heaps).bit_length() - 1
    strong = [p for p in ax.patches if to_hex(p.get_facecolor()) == HIGHLIGHT_COLOR.lower()]
    # one strong cell per heap with a 1 in the deciding column: exactly the heaps to reduce
    assert len(strong) == sum(1 for h in heaps if h >> column & 1)
    digits = [t.get_text() for t in ax.texts]
    width = max(heaps).bit_length()
    rows = ["".join(digits[i * width : (i + 1) * width]) for i in range(len(heaps) + 1)]
    assert rows == [format(v, f"0{width}b") for v in [*heaps, gl.nim_sum(*heaps)]]


def test_bit_table_of_a_p_position_has_no_highlight():
    ax = gl.draw_bit_table([1, 2, 3])
    assert gl.deciding_bit([1, 2, 3]) is None
    assert not [p for p in ax.patches if to_hex(p.get_facecolor()) == HIGHLIGHT_COLOR.lower()]
    assert "even number of 1s" in ax.get_title()


def test_sequence_plot_shades_preperiod_and_period():
    values = [0, 5, *[n % 3 for n in range(30)]]
    ax = gl.plot_grundy_sequence(values, period=(2, 3))
    texts = [t.get_text() for t in ax.get_legend().get_texts()]
    assert texts == ["preperiod (2 terms)", "one period (length 3)", "g(n)"]


@pytest.mark.parametrize("bad", [[], [1, -2], "abc", [[1, 2]]])
def test_sequence_plot_refuses_bad_values(bad):
    with pytest.raises(gl.InvalidArgumentError, match="values must"):
        gl.plot_grundy_sequence(bad)


def test_sequence_plot_refuses_a_bad_period():
    with pytest.raises(gl.InvalidArgumentError, match="period must"):
        gl.plot_grundy_sequence([0, 1, 0, 1], period=(0, 0))


def test_p_grid_fills_exactly_the_p_cells():
    size = 10
    p_cells = {(a, b) for a in range(size) for b in range(size) if gl.nim_sum(a, b) == 0}
    ax = gl.plot_p_positions_grid(lambda a, b: gl.nim_sum(a, b) == 0, size)
    filled = {
        (round(p.get_x() + 0.5), round(p.get_y() + 0.5))
        for p in ax.patches
        if to_hex(p.get_facecolor()) == P_COLOR.lower()
    }
    assert filled == p_cells


def test_grundy_grid_writes_each_value():
    table = [[gl.nim_sum(a, b) for b in range(5)] for a in range(5)]
    ax = gl.plot_grundy_grid(table)
    assert len(ax.texts) == 25
    with pytest.raises(gl.InvalidArgumentError, match="values_2d must be a non-empty 2-D"):
        gl.plot_grundy_grid([1, 2, 3])


def test_drawing_on_a_given_axes_makes_no_new_figure():
    _, ax = plt.subplots()
    before = plt.get_fignums()
    assert gl.draw_bit_table([3, 5], ax=ax) is ax
    assert plt.get_fignums() == before


def test_labelling_rounds_are_drawn_one_panel_per_round_growing_like_the_algorithm():
    game = gl.SubtractionGame({1, 2, 3})
    fig = gl.draw_labelling_rounds(game, 12)
    rounds = gl.labelling_rounds(game, 12)
    assert len(fig.axes) == len(rounds) == 4
    assert fig.axes[-1].get_title(loc="left") == "round 4: P: 12; N: none"
    assert len(fig.legends) == 1  # one legend for the figure, none per panel
    assert all(ax.get_legend() is None for ax in fig.axes)
    plt.close(fig)
    with pytest.raises(gl.InvalidArgumentError, match=r"rounds must be at least 1, got 0"):
        gl.draw_labelling_rounds(game, 12, rounds=0)


def test_layers_bend_edges_around_nodes_and_keep_names_off_other_nodes():
    """A move that skips a row (Lasker's Nim: 3 -> 1, 3 -> 0) is not hidden behind a node."""
    import numpy as np

    from grundylib.plotting import arc_points

    G = gl.game_graph(gl.LaskersNim(), 3)
    fig, ax = plt.subplots(figsize=(6.2, 5.6))
    gl.draw_game_graph(G, color_by="grundy", layout="layers", ax=ax)
    fig.canvas.draw()
    centres = dict(zip(G, ax.collections[-1].get_offsets(), strict=True))
    px = {v: ax.transData.transform(xy) for v, xy in centres.items()}
    radius = 12.0 * fig.dpi / 72.0  # a node is at least 20 pt across
    arrows = [p for p in ax.patches if p.__class__.__name__ == "FancyArrowPatch"]
    assert len(arrows) == G.number_of_edges()
    for arrow in arrows:  # every edge passes clear of the nodes it does not join
        path = arrow.get_path().transformed(arrow.get_transform())
        points = path.interpolated(50).vertices
        ends = {min(G, key=lambda v: np.hypot(*(points[k] - px[v]))) for k in (0, -1)}
        for v in G:
            if v not in ends:
                assert min(np.hypot(*(points - px[v]).T)) >= radius, (arrow, v)
    names = {t.get_text(): t.get_window_extent() for t in ax.texts if t.get_text() in {str(v) for v in G} and t.get_fontsize() < 10}
    assert set(names) == {str(v) for v in G}
    for v in G:  # a name touches no other node and no other name
        box = names[str(v)]
        for w in G:
            if w != v:
                cx, cy = px[w]
                assert np.hypot(cx - min(max(cx, box.x0), box.x1), cy - min(max(cy, box.y0), box.y1)) > radius
                assert not box.overlaps(names[str(w)]), (v, w)
    assert arc_points((0.0, 0.0), (1.0, 1.0), 0.0, samples=2).tolist() == [[0.0, 0.0], [1.0, 1.0]]
    plt.close(fig)
