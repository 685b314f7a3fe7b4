"""Pictures of games: game graphs, Grundy sequences, nim-sum bit tables and 2-D grids.

This module owns every matplotlib drawing of grundylib. Each function draws on the
``ax`` it is given (or on a new figure when ``ax`` is None) and returns the Axes, so a
lesson can add a title or combine pictures. P- and N-positions use two colours from the
Okabe–Ito colour-blind-safe palette, always with a legend, so the pictures also read in
grey.
"""

from __future__ import annotations

import math
import reprlib
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from typing import Any, Literal, TypeGuard

import matplotlib.pyplot as plt
import networkx as nx
import numpy as np
from matplotlib.axes import Axes
from matplotlib.colors import Colormap, ListedColormap
from matplotlib.figure import Figure
from matplotlib.patches import FancyArrowPatch, Patch, Rectangle
from matplotlib.ticker import MaxNLocator

from .core import (
    InvalidArgumentError,
    Outcome,
    check_at_most,
    check_iterable,
    check_natural,
    deciding_bit,
    nim_sum,
)
from .game import Game, Position
from .graph import game_graph, labelling_rounds

__all__ = [
    "N_COLOR",
    "P_COLOR",
    "draw_bit_table",
    "draw_game_graph",
    "draw_grundy_graph",
    "draw_labelling_rounds",
    "draw_moves_from",
    "grundy_colors",
    "plot_grundy_grid",
    "plot_grundy_sequence",
    "plot_p_positions_grid",
]

MAX_GRID_SIZE = 500
"""The largest board :func:`plot_p_positions_grid` draws (``size`` × ``size`` cells)."""

P_COLOR = "#0072B2"
"""Colour of P-positions (Okabe–Ito blue): the player to move loses."""

N_COLOR = "#E69F00"
"""Colour of N-positions (Okabe–Ito orange): the player to move wins."""

HIGHLIGHT_COLOR = "#D55E00"
"""Okabe–Ito vermillion, for whatever a picture wants the eye to find first."""

OKABE_ITO = (
    "#0072B2",
    "#E69F00",
    "#009E73",
    "#CC79A7",
    "#56B4E9",
    "#F0E442",
    "#D55E00",
    "#999999",
)


def new_axes(ax: Axes | None, figsize: tuple[float, float]) -> Axes:
    """Return ``ax``, or the Axes of a new figure of ``figsize`` inches when it is None."""
    if ax is not None:
        return ax
    _, new = plt.subplots(figsize=figsize)
    return new


def grundy_colors(count: int) -> Colormap:
    """Return a discrete colormap with ``count`` colours, one per Grundy value 0..count-1.

    Value 0 (the P-positions) gets :data:`P_COLOR`; the next seven values the rest of the
    Okabe–Ito palette; beyond that the colours come from viridis.

    Examples
    --------
    >>> cmap = grundy_colors(3)
    >>> cmap.N
    3
    >>> from matplotlib.colors import to_hex
    >>> to_hex(cmap(0)) == P_COLOR.lower()
    True
    """
    count = max(1, check_natural(count, "count", InvalidArgumentError))
    if count <= len(OKABE_ITO):
        return ListedColormap(list(OKABE_ITO[:count]), name="grundy")
    extra = plt.get_cmap("viridis").resampled(count - len(OKABE_ITO))
    colors = list(OKABE_ITO) + [extra(i) for i in range(count - len(OKABE_ITO))]
    return ListedColormap(colors, name="grundy")


def is_int_node(node: object) -> TypeGuard[int]:
    """Whether ``node`` is a plain integer (a one-heap position)."""
    return isinstance(node, int) and not isinstance(node, bool)


def check_labelled_graph(G: Any) -> nx.DiGraph[Hashable]:
    """Return ``G`` if it is a DiGraph whose nodes carry ``"grundy"`` and ``"outcome"``."""
    if not isinstance(G, nx.DiGraph):
        raise InvalidArgumentError(f"G must be a networkx DiGraph from game_graph, got {G!r}")
    for node, data in G.nodes(data=True):
        if "grundy" not in data or "outcome" not in data:
            raise InvalidArgumentError(
                "G must be labelled by game_graph (nodes need 'grundy' and 'outcome'), "
                f"got node {node!r} with attributes {dict(data)!r}"
            )
    return G


def layer_layout(G: nx.DiGraph[Hashable]) -> dict[Hashable, tuple[float, float]]:
    """Place nodes in rows by topological generation: the start on top, terminal nodes below.

    Examples
    --------
    >>> import grundylib as gl
    >>> pos = layer_layout(gl.game_graph(gl.Nim(), (1, 1)))
    >>> pos[(1, 1)][1] > pos[(0, 1)][1] > pos[(0, 0)][1]
    True
    >>> pos[(0, 1)][0] < pos[(1, 0)][0]  # a row reads in order, whatever the hash seed
    True
    """
    layered: nx.DiGraph[Hashable] = nx.DiGraph()
    rows: dict[int, list[Hashable]] = {}
    for depth, generation in enumerate(nx.topological_generations(G)):
        rows[depth] = sorted(generation, key=repr)
        layered.add_nodes_from(rows[depth])
    # rows given as sorted lists: a string attribute would group them in sets, whose order
    # (and so the picture) changes with Python's hash seed from one kernel to the next
    raw = nx.multipartite_layout(layered, subset_key=rows, align="horizontal")
    # multipartite puts generation 0 at the bottom; games read from the top.
    return {node: (float(x), -float(y)) for node, (x, y) in raw.items()}


def line_layout(G: nx.DiGraph[Hashable]) -> dict[Hashable, tuple[float, float]]:
    """Place integer positions on a number line: position ``n`` at ``(n, 0)``."""
    return {node: (float(node), 0.0) for node in G if is_int_node(node)}


def is_pair_node(node: object) -> TypeGuard[tuple[int, int]]:
    """Whether ``node`` is a pair of plain integers (a position of a sum of two games)."""
    return isinstance(node, tuple) and len(node) == 2 and all(is_int_node(x) for x in node)


def grid_layout(G: nx.DiGraph[Hashable]) -> dict[Hashable, tuple[float, float]]:
    """Place a pair ``(a, b)`` at ``(a, b)``: the first component along x, the second up y.

    Examples
    --------
    >>> import grundylib as gl
    >>> pos = grid_layout(gl.game_graph(gl.Nim(), (2, 1)))
    >>> pos[(2, 1)], pos[(0, 0)]
    ((2.0, 1.0), (0.0, 0.0))
    """
    return {node: (float(node[0]), float(node[1])) for node in G if is_pair_node(node)}


MAX_WIDTH_IN = 6.8
"""The widest default figure, in inches: at 100 dpi it fits an A4 handout's text column
(688 CSS px) without being scaled down, so its fonts print at their nominal size."""

MIN_FONT = 8.0
"""The smallest font a picture uses, in points at its default size."""

LABEL_BOX = {"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": "none", "alpha": 0.85}
"""A white backing for a name written beside its node, so edges do not run through it."""


def arc_edges(
    G: nx.DiGraph[Hashable],
    pos: Mapping[Hashable, tuple[float, float]],
    ax: Axes,
    shrink: float,
) -> None:
    """Draw each move as an arrow: straight to a neighbouring cell, arched over longer moves."""
    for u, v in G.edges:
        (x1, y1), (x2, y2) = pos[u], pos[v]
        length = max(abs(x1 - x2), abs(y1 - y2))
        rad = 0.0 if length <= 1.0 else 0.35 * min(1.0, 3.0 / length)
        ax.add_patch(
            FancyArrowPatch(
                (x1, y1),
                (x2, y2),
                connectionstyle=f"arc3,rad={rad:.3f}",
                arrowstyle="-|>",
                mutation_scale=11,
                color="#666666",
                linewidth=0.9,
                alpha=0.8,
                shrinkA=shrink,
                shrinkB=shrink,
                zorder=1,
            )
        )


def arc_points(
    start: tuple[float, float], end: tuple[float, float], rad: float, samples: int = 24
) -> np.ndarray[Any, np.dtype[np.float64]]:
    """Points along matplotlib's ``arc3,rad=rad`` curve from ``start`` to ``end`` (display units).

    The curve is the quadratic Bezier whose middle control point lies ``rad`` times the
    chord's length to the side of the chord's midpoint, as in
    :class:`matplotlib.patches.ConnectionStyle.Arc3`.

    Examples
    --------
    >>> arc_points((0.0, 0.0), (2.0, 0.0), 0.0, samples=3).tolist()
    [[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]]
    >>> arc_points((0.0, 0.0), (2.0, 0.0), 0.5, samples=3)[1].tolist()  # bulges to the right
    [1.0, -0.5]
    """
    (x1, y1), (x2, y2) = start, end
    control = np.array([(x1 + x2) / 2 + rad * (y2 - y1), (y1 + y2) / 2 - rad * (x2 - x1)])
    t = np.linspace(0.0, 1.0, samples)[:, None]
    return np.asarray(
        (1 - t) ** 2 * np.array(start) + 2 * (1 - t) * t * control + t**2 * np.array(end),
        dtype=np.float64,
    )


def edge_bends(
    G: nx.DiGraph[Hashable],
    centres: Mapping[Hashable, tuple[float, float]],
    clearance: float,
) -> dict[tuple[Hashable, Hashable], float]:
    """For each edge, the ``arc3`` bend that keeps it clear of every node it does not join.

    A straight edge (bend 0) is kept when it passes at least ``clearance`` from the centres
    of all other nodes; otherwise the first bend of 0.2, -0.2, 0.35, -0.35, ... that clears
    them is used (or the one passing farthest from them), so a move that skips a row of a
    layered picture is never hidden behind a node on the way.

    Examples
    --------
    >>> centres = {"a": (0.0, 100.0), "b": (0.0, 50.0), "c": (0.0, 0.0)}
    >>> import networkx as nx
    >>> bends = edge_bends(nx.DiGraph([("a", "b"), ("b", "c"), ("a", "c")]), centres, 10.0)
    >>> bends[("a", "b")], bends[("b", "c")], bends[("a", "c")] != 0.0
    (0.0, 0.0, True)
    """
    bends: dict[tuple[Hashable, Hashable], float] = {}
    for u, v in G.edges:
        others = np.array([centres[w] for w in G if w not in (u, v)], dtype=np.float64)
        best, best_gap = 0.0, -1.0
        for rad in (0.0, 0.2, -0.2, 0.35, -0.35, 0.5, -0.5):
            if not len(others):
                best = rad
                break
            curve = arc_points(centres[u], centres[v], rad)
            gap = float(np.min(np.hypot(*(curve[:, None, :] - others[None, :, :]).T)))
            if gap >= clearance:
                best = rad
                break
            if gap > best_gap:
                best, best_gap = rad, gap
        bends[(u, v)] = best
    return bends


def label_offsets(
    centres: Mapping[Hashable, tuple[float, float]],
    sizes: Mapping[Hashable, tuple[float, float]],
    curves: Sequence[np.ndarray[Any, np.dtype[np.float64]]],
    radius: float,
) -> dict[Hashable, tuple[float, float]]:
    """Where to put each node's name: the side of the node that touches the fewest things.

    ``centres`` are the nodes' centres and ``sizes`` the names' boxes (width, height), in
    display units; ``curves`` are the edges as sampled points. Each name is tried right of,
    left of (level, a little lower or higher), and above or below on either side of its node
    (``radius`` from the centre); the score
    counts edge points inside the box, other nodes it touches and names already placed that
    it overlaps. Returns the offset of the box's centre from the node's centre.

    Examples
    --------
    >>> centres = {"a": (0.0, 0.0), "b": (40.0, 0.0)}
    >>> sizes = {"a": (20.0, 10.0), "b": (20.0, 10.0)}
    >>> offsets = label_offsets(centres, sizes, [], 10.0)
    >>> offsets["a"][0] < 0 < offsets["b"][0]  # "a" moves left, out of the way of node "b"
    True
    """
    points = np.concatenate(curves) if curves else np.zeros((0, 2))
    placed: list[tuple[float, float, float, float]] = []
    offsets: dict[Hashable, tuple[float, float]] = {}
    for v, (x, y) in centres.items():
        w, h = sizes[v]
        gap = radius + 3.0
        candidates = [
            (sx * (gap + w / 2), shift * h) for shift in (0.0, -0.6, 0.6) for sx in (1, -1)
        ] + [
            (sx * (0.7 * gap + w / 2), sy * (0.7 * gap + h / 2))
            for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1))
        ]
        best, best_score = candidates[0], math.inf
        for rank, (dx, dy) in enumerate(candidates):
            x0, x1 = x + dx - w / 2 - 2, x + dx + w / 2 + 2
            y0, y1 = y + dy - h / 2 - 2, y + dy + h / 2 + 2
            inside = (
                (points[:, 0] > x0) & (points[:, 0] < x1) & (points[:, 1] > y0) & (points[:, 1] < y1)
            )
            nodes_hit = sum(
                1
                for u, (cx, cy) in centres.items()
                if u != v
                and math.hypot(cx - min(max(cx, x0), x1), cy - min(max(cy, y0), y1)) < radius
            )
            names_hit = sum(1 for a0, a1, b0, b1 in placed if a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1)
            score = 10.0 * (nodes_hit + names_hit) + float(np.count_nonzero(inside)) + 0.1 * rank
            if score < best_score:
                best, best_score = (dx, dy), score
        offsets[v] = best
        dx, dy = best
        placed.append((x + dx - w / 2, x + dx + w / 2, y + dy - h / 2, y + dy + h / 2))
    return offsets


def pad_limits(
    ax: Axes, pos: Mapping[Hashable, tuple[float, float]], x_pad: float, y_pad: float
) -> None:
    """Set the Axes limits to the layout plus a margin, so no node or label is cut off."""
    xs = [x for x, _ in pos.values()]
    ys = [y for _, y in pos.values()]
    ax.set_xlim(min(xs) - x_pad, max(xs) + x_pad)
    ax.set_ylim(min(ys) - y_pad, max(ys) + y_pad)


def draw_rings(
    G: nx.DiGraph[Hashable],
    pos: Mapping[Hashable, Any],
    ax: Axes,
    highlight: Iterable[Hashable] | None,
    ring_size: float,
    color: str = HIGHLIGHT_COLOR,
) -> None:
    """Draw a ring of ``color`` around each node of ``highlight`` that is in ``G``."""
    ring = [v for v in (highlight or []) if v in G]
    if ring:
        drawn = nx.draw_networkx_nodes(
            G,
            pos,
            ax=ax,
            nodelist=ring,
            node_color="none",
            node_size=ring_size,
            edgecolors=color,
            linewidths=3.0,
        )
        drawn.set_clip_on(False)


def draw_game_graph(
    G: nx.DiGraph[Hashable],
    *,
    color_by: Literal["outcome", "grundy", "none"] = "outcome",
    layout: Literal["auto", "layers", "line", "grid"] = "auto",
    ax: Axes | None = None,
    highlight: Iterable[Hashable] | None = None,
    labels: bool = True,
    font_size: float | None = None,
    arcs: Literal["above", "alternate"] = "above",
    highlight_color: str = HIGHLIGHT_COLOR,
) -> Axes:
    """Draw a labelled game graph, nodes coloured by outcome class or by Grundy value.

    Parameters
    ----------
    G : networkx.DiGraph
        A graph from :func:`grundylib.game_graph` (nodes carry ``"grundy"`` and
        ``"outcome"``).
    color_by : {"outcome", "grundy", "none"}, optional
        ``"outcome"``: P-positions and N-positions in two colours with a legend.
        ``"grundy"``: one colour per Grundy value, and the value written in each node.
        ``"none"``: every node white, no legend (for a reader who labels it).
    layout : {"auto", "layers", "line", "grid"}, optional
        ``"line"``: integer positions on a number line, each move a curved arrow
        (one-heap games). ``"grid"``: pairs ``(a, b)`` (a sum of two games, two heaps) at
        column ``a``, row ``b``, so a move in the first component runs across and one in the
        second runs up or down. ``"layers"``: rows by topological generation, the start on
        top. ``"auto"``: ``"line"`` when every node is an int, ``"grid"`` when every node is
        a pair of ints, else ``"layers"``.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None (at most 6.8 inches wide, so it is shown at
        full size in a notebook, the book and a printed page).
    highlight : iterable of positions, optional
        Nodes to ring in a strong colour (a current position, a winning move).
    highlight_color : str, optional
        The colour of those rings: vermillion by default; black stands out on both node
        colours.
    labels : bool, optional
        Write each position in its node (or, when the node holds its Grundy value, beside
        it on a white backing).
    font_size : float, optional
        Font size of the positions and values, in points: by default 9, and 8 for positions
        written in the nodes of a layered or grid picture (8 at least is readable).
    arcs : {"above", "alternate"}, optional
        On a number line: every move an arc above the line, or (``"alternate"``) moves of
        length 1 straight along the line, other odd lengths above it and even lengths below,
        so that in a subtraction game {1, 2, 3} the arrows into one position arrive from three
        directions and can be counted; the picture is then cut to the height of its arcs.

    Returns
    -------
    matplotlib.axes.Axes

    Raises
    ------
    InvalidArgumentError
        If ``G`` is not labelled, or ``color_by`` / ``layout`` is not a known choice.

    Examples
    --------
    >>> import grundylib as gl
    >>> G = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 9)
    >>> ax = gl.draw_game_graph(G, highlight=[9])
    >>> sorted(t.get_text() for t in ax.get_legend().get_texts())
    ['N-position (player to move wins)', 'P-position (player to move loses)']
    >>> ax = gl.draw_game_graph(gl.game_graph(gl.Nim(), (1, 2)), color_by="grundy")
    >>> sorted(t.get_text() for t in ax.get_legend().get_texts())
    ['g = 0', 'g = 1', 'g = 2', 'g = 3']
    >>> beside = {t.get_text(): t.xy for t in ax.texts if t.get_text().startswith("(")}
    >>> beside["(1, 2)"], beside["(0, 0)"]  # a grid: first heap across, second heap up
    ((1.0, 2.0), (0.0, 0.0))
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    G = check_labelled_graph(G)
    if color_by not in ("outcome", "grundy", "none"):
        raise InvalidArgumentError(
            f"color_by must be 'outcome', 'grundy' or 'none', got {color_by!r}"
        )
    if arcs not in ("above", "alternate"):
        raise InvalidArgumentError(f"arcs must be 'above' or 'alternate', got {arcs!r}")
    if layout not in ("auto", "layers", "line", "grid"):
        raise InvalidArgumentError(
            f"layout must be 'auto', 'layers', 'line' or 'grid', got {layout!r}"
        )
    if font_size is not None and (
        not isinstance(font_size, (int, float)) or isinstance(font_size, bool) or font_size <= 0
    ):
        raise InvalidArgumentError(f"font_size must be a positive number, got {font_size!r}")
    nodes = list(G)
    all_int = bool(nodes) and all(is_int_node(v) for v in nodes)
    all_pairs = bool(nodes) and all(is_pair_node(v) for v in nodes)
    if layout == "line" and not all_int:
        raise InvalidArgumentError(
            "layout 'line' needs integer positions (a one-heap game), "
            f"got {next(v for v in nodes if not is_int_node(v))!r}"
        )
    if layout == "grid" and not all_pairs:
        raise InvalidArgumentError(
            "layout 'grid' needs positions that are pairs of integers (a sum of two games), "
            f"got {next(v for v in nodes if not is_pair_node(v))!r}"
        )
    shape = layout
    if layout == "auto":
        shape = "line" if all_int else "grid" if all_pairs else "layers"
    pos: dict[Hashable, tuple[float, float]]
    if shape == "line":
        pos = line_layout(G)
    elif shape == "grid":
        pos = grid_layout(G)
    else:
        pos = layer_layout(G)
    names_inside = labels and color_by != "grundy"
    if font_size is None:
        font_size = 8.0 if names_inside and shape != "line" else 9.0
    longest = max((len(str(v)) for v in nodes), default=1) if names_inside else 2
    # a node holds its label's box (about half an em per character, 1.2 em high) and a rim
    diameter = max(20.0, math.hypot(0.5 * font_size * longest, 1.2 * font_size) + 5.0)
    node_size = diameter**2
    names_beside = labels and color_by == "grundy"

    if ax is None:
        if shape == "line":
            span = max(x for x, _ in pos.values()) - min(x for x, _ in pos.values())
            width = min(max(4.0, (span + 1.6) * (diameter + 10.0) / 72.0), MAX_WIDTH_IN)
            figsize = (width, 1.9 if names_beside else 1.6)
        elif shape == "grid":
            columns = len({x for x, _ in pos.values()})
            rows = len({y for _, y in pos.values()})
            cell = (diameter + (6.0 * font_size if names_beside else 22.0)) / 72.0
            figsize = (
                min(max(3.0, columns * cell + 1.0), MAX_WIDTH_IN),
                min(max(2.5, rows * cell * 0.8 + 0.6), 8.0),
            )
        else:
            widest = max((len(g) for g in nx.topological_generations(G)), default=1)
            depth = sum(1 for _ in nx.topological_generations(G))
            per_node = (diameter + (6.0 * font_size if names_beside else 14.0)) / 72.0
            figsize = (
                min(max(4.0, widest * per_node + 1.0), MAX_WIDTH_IN),
                min(max(2.5, 0.75 * depth), 9.0),
            )
        ax = new_axes(ax, figsize)

    max_value = max((int(G.nodes[v]["grundy"]) for v in nodes), default=0)
    cmap = grundy_colors(max_value + 1)
    colors: list[Any] = []
    for v in nodes:
        if color_by == "outcome":
            colors.append(P_COLOR if G.nodes[v]["outcome"] == Outcome.P else N_COLOR)
        elif color_by == "none":
            colors.append("white")
        else:
            colors.append(cmap(int(G.nodes[v]["grundy"])))

    shrink = diameter / 2 + 1.0
    if shape == "line":
        ints = [v for v in nodes if is_int_node(v)]
        heights = {1.0: 0.0, -1.0: 0.0}  # the highest arc above the line, the deepest below
        for u, v in G.edges:
            (x1, _), (x2, _) = pos[u], pos[v]
            length = max(1.0, abs(x1 - x2))
            rad = 0.45 * min(1.0, 4.0 / length)  # long moves flatter, to stay in the picture
            if arcs == "alternate":
                # moves to the next node straight along the line, even-length moves below it,
                # the others above: no two arcs of different lengths share an arrowhead
                if round(length) == 1:
                    rad = 0.0
                elif round(length) % 2 == 0:
                    rad = -rad
                side = -1.0 if rad < 0 else 1.0
                heights[side] = max(heights[side], abs(rad) * length / 2)
            arrow = FancyArrowPatch(
                (x1, 0.0),
                (x2, 0.0),
                connectionstyle=f"arc3,rad={rad:.3f}",
                arrowstyle="-|>",
                mutation_scale=10,
                color="#555555",
                linewidth=0.8,
                alpha=0.7,
                shrinkA=shrink,
                shrinkB=shrink,
                zorder=1,
            )
            ax.add_patch(arrow)
        ax.set_xlim(min(ints) - 0.8, max(ints) + 0.8)
        if arcs == "alternate":
            # an arc's height is |rad| * length / 2 in units of the x axis; with equal units on
            # both axes the picture is exactly as high and as deep as its arcs, plus the nodes
            ax.set_ylim(-max(heights[-1.0], 0.3) - 0.1, max(heights[1.0], 0.3) + 0.1)
            ax.set_aspect("equal")
        else:
            ax.set_ylim(-0.6 if names_beside else -0.45, 0.75)
    elif shape == "grid":
        arc_edges(G, pos, ax, shrink)
        pad_limits(ax, pos, 0.75 if names_beside else 0.55, 0.55)
    else:
        pad_limits(ax, pos, 0.35 if names_beside else 0.25, 0.3)
        # in display units: an edge that would run behind a node it skips over is bent
        to_px = ax.figure.dpi / 72.0
        centres: dict[Hashable, tuple[float, float]] = {}
        for v in nodes:
            cx, cy = ax.transData.transform(pos[v])
            centres[v] = (float(cx), float(cy))
        bends = edge_bends(G, centres, (diameter / 2 + 3.0) * to_px)
        # one call per run of equal bends, so ax.patches keeps the order of G.edges
        runs: list[tuple[float, list[tuple[Hashable, Hashable]]]] = []
        for edge, bend in bends.items():
            if runs and runs[-1][0] == bend:
                runs[-1][1].append(edge)
            else:
                runs.append((bend, [edge]))
        for rad, run in runs:
            nx.draw_networkx_edges(
                G,
                pos,
                ax=ax,
                edgelist=run,
                edge_color="#777777",
                arrows=True,
                arrowsize=12,
                node_size=node_size,
                width=0.9,
                connectionstyle=f"arc3,rad={rad}",
            )
    drawn = nx.draw_networkx_nodes(
        G, pos, ax=ax, nodelist=nodes, node_color=colors, node_size=node_size, edgecolors="black"
    )
    drawn.set_clip_on(False)
    draw_rings(G, pos, ax, highlight, node_size * 1.9, highlight_color)

    if color_by == "grundy":
        texts = nx.draw_networkx_labels(
            G, pos, labels={v: str(G.nodes[v]["grundy"]) for v in nodes}, ax=ax,
            font_size=font_size + 1,
        )
        for text in texts.values():
            text.set_clip_on(False)
        if labels:
            name_size = max(MIN_FONT, font_size - 1)
            beside = {v: (diameter / 2 + 3, 0.0) for v in nodes}
            if shape == "layers":  # the side of each node that no edge, node or name uses
                px = ax.figure.dpi / 72.0
                offsets = label_offsets(
                    centres,
                    {v: (0.55 * name_size * len(str(v)) * px, 1.2 * name_size * px) for v in nodes},
                    [
                        arc_points(centres[u], centres[w], bends[(u, w)], samples=4 * int(
                            math.dist(centres[u], centres[w]) / px) + 2)  # a point a 1/4 pt
                        for u, w in G.edges
                    ],
                    (diameter / 2 + 1.0) * px,
                )
                beside = {v: (dx / px, dy / px) for v, (dx, dy) in offsets.items()}
            for v in nodes:
                x, y = pos[v]
                below = shape == "line"
                ax.annotate(
                    str(v),
                    (x, y),
                    xytext=(0, -(diameter / 2 + 3)) if below else beside[v],
                    textcoords="offset points",
                    ha="center" if below else "left" if shape != "layers" else "center",
                    va="top" if below else "center",
                    fontsize=name_size,
                    color="#222222",
                    bbox=LABEL_BOX,
                    zorder=4,
                )
        handles = [
            Patch(facecolor=cmap(k), edgecolor="black", label=f"g = {k}")
            for k in range(max_value + 1)
        ]
    else:
        if labels:
            texts = nx.draw_networkx_labels(
                G, pos, labels={v: str(v) for v in nodes}, ax=ax, font_size=font_size
            )
            for text in texts.values():
                text.set_clip_on(False)
        handles = [
            Patch(facecolor=P_COLOR, edgecolor="black", label="P-position (player to move loses)"),
            Patch(facecolor=N_COLOR, edgecolor="black", label="N-position (player to move wins)"),
        ]
    if color_by != "none":
        if shape == "line" or (color_by == "outcome" and shape != "grid"):
            # below the picture, side by side: the graph keeps the page's width
            ax.legend(
                handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0),
                ncols=min(len(handles), 4), fontsize=MIN_FONT, frameon=False,
            )
        else:
            ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)
    ax.set_axis_off()
    return ax


def draw_labelling_rounds(
    game: Game,
    start: Position,
    *,
    rounds: int | None = None,
    figsize: tuple[float, float] | None = None,
) -> Figure:
    """Draw backward labelling round by round: one panel per round, new labels ringed.

    Panel ``k`` shows the positions labelled in rounds ``1..k`` of
    :func:`grundylib.labelling_rounds`, coloured P or N, with those labelled in round
    ``k`` ringed in black, so the picture grows the way the algorithm does. On a number
    line a move to the next position is a hook below the line, longer moves arcs above it.

    Parameters
    ----------
    game : Game
        Any game; one-heap games are drawn on a number line.
    start : hashable
        The largest position of interest.
    rounds : int, optional
        Draw only the first ``rounds`` rounds (all by default).
    figsize : (float, float), optional
        Figure size; by default 6.8 wide (a printed page) and 1.5 high per round.

    Returns
    -------
    matplotlib.figure.Figure
        One Axes per round, titled with the positions labelled in it.

    Examples
    --------
    >>> import grundylib as gl
    >>> fig = gl.draw_labelling_rounds(gl.SubtractionGame({1, 2, 3}), 12, rounds=3)
    >>> for ax in fig.axes:
    ...     print(ax.get_title(loc="left"))
    round 1: P: 0; N: 1, 2, 3
    round 2: P: 4; N: 5, 6, 7
    round 3: P: 8; N: 9, 10, 11
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    graph = game_graph(game, start)
    shown = labelling_rounds(game, start)
    if rounds is not None:
        shown = shown[: check_natural(rounds, "rounds", InvalidArgumentError)]
    if not shown:
        raise InvalidArgumentError(f"rounds must be at least 1, got {rounds!r}")
    fig, axes = plt.subplots(
        len(shown), 1, figsize=figsize or (MAX_WIDTH_IN, 1.5 * len(shown)), squeeze=False
    )
    heaps = [v for v in graph if is_int_node(v)]
    on_a_line = len(heaps) == graph.number_of_nodes()
    labelled: list[Hashable] = []
    handles: list[Any] = []
    for r, ax in zip(shown, axes[:, 0], strict=True):
        labelled += r.new_p + r.new_n
        panel = graph.subgraph(labelled)
        # black rings: vermillion would be hard to tell from the orange of an N-position
        draw_game_graph(panel, ax=ax, highlight=r.new_p + r.new_n, highlight_color="black")
        if on_a_line:  # keep every panel on the same number line
            ax.set_xlim(min(heaps) - 0.8, max(heaps) + 0.8)
            # a move to the next node is a hook below the line: an arc would hide in the gap
            for arrow, (u, v) in zip(ax.patches, panel.edges, strict=True):
                if abs(u - v) == 1 and isinstance(arrow, FancyArrowPatch):
                    arrow.set_connectionstyle("arc3,rad=-1.2")
            ax.set_ylim(-0.6, 0.75)
        ax.set_title(f"round {r.number}: P: {_listed(r.new_p)}; N: {_listed(r.new_n)}",
                     fontsize=9, loc="left")
        legend = ax.get_legend()
        if legend is not None:
            handles = list(legend.legend_handles)
            legend.remove()
    fig.legend(handles=handles, loc="lower center", ncols=2, fontsize=8)
    fig.subplots_adjust(left=0.02, right=0.98, top=0.95, bottom=0.08, hspace=0.35)
    return fig


def draw_moves_from(game: Game, top: int, *, ax: Axes | None = None) -> Axes:
    """Draw the coloured graph of the heaps ``0..top``, the moves from ``top`` in orange.

    The positions sit on a number line, coloured P or N. A take of 1 is a hook below the line,
    longer takes are arcs above it; when the game has takes of 4, they are the higher arcs and
    the takes of 3 are dashed, so the two can be told apart. Every move from ``top`` is drawn
    thick in vermillion, so a reader checks at a glance where the moves from one position land.

    Parameters
    ----------
    game : Game
        A one-heap game whose positions are the heaps ``0, 1, 2, ...``.
    top : int
        The largest heap drawn, and the one whose moves are highlighted.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure 6.8 inches wide (a printed page) when None.

    Returns
    -------
    matplotlib.axes.Axes

    Raises
    ------
    InvalidArgumentError
        If the positions reached from ``top`` are not all heaps (integers).

    Examples
    --------
    >>> import grundylib as gl
    >>> ax = gl.draw_moves_from(gl.SubtractionGame({1, 2, 3}), 12)
    >>> from grundylib.plotting import HIGHLIGHT_COLOR
    >>> from matplotlib.colors import to_hex
    >>> sum(to_hex(arrow.get_edgecolor()) == HIGHLIGHT_COLOR.lower() for arrow in ax.patches)
    3
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    graph = game_graph(game, top)
    if not all(is_int_node(v) for v in graph):
        raise InvalidArgumentError(
            f"draw_moves_from draws one-heap games; {top!r} reaches positions that are not heaps"
        )
    moves = [(u, v) for u, v in graph.edges if is_int_node(u) and is_int_node(v)]  # all of them
    take_4 = any(start - end == 4 for start, end in moves)
    if ax is None:
        fig, ax = plt.subplots(figsize=(MAX_WIDTH_IN, 1.8 if take_4 else 1.9))
        fig.subplots_adjust(left=0.01, right=0.99)  # the page's width: gaps between the nodes
    draw_game_graph(graph, ax=ax)
    for arrow, (start, end) in zip(ax.patches, moves, strict=True):  # one arrow per move
        if not isinstance(arrow, FancyArrowPatch):
            continue
        if start - end == 1:  # a hook below, so it shows between neighbours
            arrow.set_connectionstyle("arc3,rad=-1.2")
        if start - end == 3 and take_4:  # next to takes of 4: dashed
            arrow.set_linestyle((0, (4, 2)))
        if start - end == 4:  # a higher arc, clear of the takes of 3
            arrow.set_connectionstyle("arc3,rad=0.8")
        if start == top:
            arrow.set(color=HIGHLIGHT_COLOR, linewidth=2, alpha=1, zorder=2)
    ax.set_ylim(-0.6, 1.0 if take_4 else 0.75)  # room for the hooks and the arcs
    return ax


def _listed(positions: Iterable[Hashable]) -> str:
    """The positions as a reader writes them, ``"1, 2, 3"``, or ``"none"``."""
    return ", ".join(map(str, positions)) or "none"


def check_values(values: Any) -> np.ndarray[Any, np.dtype[np.int64]]:
    """Return ``values`` as a 1-D integer array of non-negative Grundy values, or raise."""
    try:
        array = np.asarray(values)
    except (TypeError, ValueError):
        raise InvalidArgumentError(
            f"values must be a sequence of Grundy values, got {values!r}"
        ) from None
    if array.ndim != 1 or array.size == 0 or not np.issubdtype(array.dtype, np.integer):
        raise InvalidArgumentError(
            f"values must be a non-empty 1-D sequence of integers, got {values!r}"
        )
    if (array < 0).any():
        raise InvalidArgumentError(f"values must be non-negative, got {int(array.min())}")
    return array.astype(np.int64)


def unpack_period(period: Any) -> tuple[int, int]:
    """Return ``(preperiod, period)`` from a pair or from an object with those attributes."""
    if hasattr(period, "preperiod") and hasattr(period, "period"):
        pair: tuple[Any, ...] = (period.preperiod, period.period)
    else:
        try:
            pair = tuple(period)[:2]
        except TypeError:
            pair = ()
    if len(pair) != 2:
        raise InvalidArgumentError(f"period must be a pair (preperiod, period), got {period!r}")
    preperiod = check_natural(int(pair[0]), "preperiod", InvalidArgumentError)
    length = check_natural(int(pair[1]), "period", InvalidArgumentError)
    if length == 0:
        raise InvalidArgumentError(f"period must be positive, got {period!r}")
    return preperiod, length


def plot_grundy_sequence(
    values: Sequence[int] | np.ndarray[Any, Any],
    *,
    ax: Axes | None = None,
    period: Any = None,
    title: str | None = None,
    markersize: float = 2.0,
) -> Axes:
    """Plot Grundy values against heap size, optionally shading the preperiod and one period.

    Parameters
    ----------
    values : sequence of int
        ``values[n]`` is the Grundy value of a heap of size ``n``.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.
    period : (int, int), optional
        ``(preperiod, period)`` (or an object with attributes ``preperiod`` and
        ``period``, such as the result of :func:`grundylib.find_period`): shades the
        preperiod in grey and the first full period in colour.
    title : str, optional
        The plot title.
    markersize : float, default 2.0
        The size of the dots when more than 120 values are drawn as dots (fewer are stems).

    Returns
    -------
    matplotlib.axes.Axes

    Examples
    --------
    >>> import grundylib as gl
    >>> many = gl.plot_grundy_sequence([n % 4 for n in range(200)], markersize=4)
    >>> many.get_lines()[-1].get_markersize()
    4.0
    >>> values = [n % 4 for n in range(20)]
    >>> ax = gl.plot_grundy_sequence(values, period=(0, 4), title="S = {1, 2, 3}")
    >>> ax.get_title(), ax.get_xlabel()
    ('S = {1, 2, 3}', 'heap size n')
    >>> [t.get_text() for t in ax.get_legend().get_texts()]
    ['one period (length 4)', 'g(n)']
    >>> gl.plot_grundy_sequence([])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: values must be a non-empty 1-D sequence of integers, got []
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    array = check_values(values)
    n = np.arange(array.size)
    ax = new_axes(ax, (min(max(6.0, 0.12 * array.size), MAX_WIDTH_IN), 3.2))
    if period is not None:
        preperiod, length = unpack_period(period)
        if preperiod > 0:
            ax.axvspan(
                -0.5,
                preperiod - 0.5,
                color="#999999",
                alpha=0.25,
                label=f"preperiod ({preperiod} terms)",
            )
        ax.axvspan(
            preperiod - 0.5,
            preperiod + length - 0.5,
            color=N_COLOR,
            alpha=0.25,
            label=f"one period (length {length})",
        )
    if array.size <= 120:
        markers, stems, _ = ax.stem(n, array, basefmt=" ", label="g(n)")
        plt.setp(markers, color=P_COLOR, markersize=5)
        plt.setp(stems, color=P_COLOR, linewidth=1.0)
    else:
        ax.plot(n, array, ".", color=P_COLOR, markersize=markersize, label="g(n)")
    zeros = n[array == 0]
    if array.size <= 120 and zeros.size:
        ax.plot(zeros, array[zeros], "o", mfc="white", mec=P_COLOR, markersize=5)
    ax.set_xlabel("heap size n")
    ax.set_ylabel("Grundy value g(n)")
    ax.set_xlim(-0.5, array.size - 0.5)
    ax.set_ylim(-0.3, max(1, int(array.max())) + 0.6)
    # whole numbers only, as many as the Axes' height leaves room for
    ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto", min_n_ticks=2))
    if title is not None:
        ax.set_title(title)
    ax.legend(loc="upper left", fontsize=8, framealpha=0.9)
    ax.grid(axis="y", alpha=0.3)
    return ax


def draw_bit_table(
    numbers: Sequence[int],
    *,
    ax: Axes | None = None,
    labels: Sequence[str] | None = None,
    highlight: int | Literal["auto"] | None = "auto",
) -> Axes:
    """Draw heap sizes in binary, one row each, with a nim-sum row below.

    Bouton's theorem: the nim-sum is 0 exactly when every column holds an even number of
    ones. A winning move exists otherwise, from a heap with a 1 in the column of the
    nim-sum's highest set bit (the *deciding column*, highlighted).

    Parameters
    ----------
    numbers : sequence of int
        The heap sizes.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.
    labels : sequence of str, optional
        Row names; ``"heap 1"``, ``"heap 2"``, ... by default.
    highlight : int, "auto" or None, optional
        The bit position (``k`` for the column of ``2**k``) to highlight; ``"auto"``:
        the deciding column (none when the nim-sum is 0); None: no highlight.

    Returns
    -------
    matplotlib.axes.Axes
        ``ax.texts`` hold the digits; the row labels are the y tick labels.

    Examples
    --------
    >>> import grundylib as gl
    >>> ax = gl.draw_bit_table([13, 12, 8])
    >>> [t.get_text() for t in ax.get_yticklabels()]
    ['heap 1 = 13', 'heap 2 = 12', 'heap 3 = 8', 'nim-sum = 9']
    >>> [t.get_text() for t in ax.get_xticklabels()]
    ['8', '4', '2', '1']
    >>> gl.draw_bit_table([13, -1])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: number must be a non-negative integer, got -1
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory",
       Annals of Mathematics 3 (1901), 35-39.
    """
    values = [
        check_natural(v, "number", InvalidArgumentError)
        for v in check_iterable(numbers, "numbers", error=InvalidArgumentError)
    ]
    if not values:
        raise InvalidArgumentError("numbers must hold at least one heap size, got []")
    if labels is None:
        names = [f"heap {i + 1}" for i in range(len(values))]
    else:
        names = [str(label) for label in labels]
        if len(names) != len(values):
            raise InvalidArgumentError(
                f"labels must name each of the {len(values)} numbers, got {list(labels)!r}"
            )
    total = nim_sum(*values)
    width = max(1, max(values).bit_length())
    if highlight == "auto":
        column = deciding_bit(values)
    elif highlight is None:
        column = None
    else:
        column = check_natural(highlight, "highlight", InvalidArgumentError)
        if column >= width:
            raise InvalidArgumentError(
                f"highlight must be a bit position below {width}, got {highlight!r}"
            )
    rows = [*values, total]
    row_names = [f"{name} = {v}" for name, v in zip(names, values, strict=True)]
    row_names.append(f"nim-sum = {total}")
    ax = new_axes(ax, (1.6 + 0.55 * width, 0.9 + 0.45 * len(rows)))
    for r, value in enumerate(rows):
        y = r  # row 0 on top: the y axis is inverted below
        is_sum = r == len(values)
        for c in range(width):
            bit = width - 1 - c
            digit = (value >> bit) & 1
            in_column = column is not None and bit == column
            face = "white"
            if in_column:
                face = HIGHLIGHT_COLOR if digit and not is_sum else "#FBE3D6"
            elif is_sum:
                face = "#EEEEEE"
            ax.add_patch(
                Rectangle((c - 0.5, y - 0.5), 1, 1, facecolor=face, edgecolor="#555555", lw=0.8)
            )
            ax.text(
                c,
                y,
                str(digit),
                ha="center",
                va="center",
                fontsize=12,
                fontweight="bold" if is_sum or (in_column and digit) else "normal",
                color="white" if in_column and digit and not is_sum else "black",
            )
    ax.axhline(len(values) - 0.5, color="black", linewidth=2.0)
    ax.set_xlim(-0.5, width - 0.5)
    ax.set_ylim(len(rows) - 0.5, -0.5)
    ax.set_xticks(range(width), [str(2 ** (width - 1 - c)) for c in range(width)])
    ax.xaxis.tick_top()
    ax.set_yticks(range(len(rows)), row_names)
    ax.tick_params(length=0)
    for spine in ax.spines.values():
        spine.set_visible(False)
    if column is not None:
        ax.set_title(f"deciding column: {2**column}s", fontsize=10, color=HIGHLIGHT_COLOR)
    elif highlight == "auto":
        ax.set_title("nim-sum 0: every column has an even number of 1s", fontsize=10)
    ax.set_aspect("equal")
    return ax


def pairs_to_predicate(
    is_p: Callable[[int, int], bool] | Collection[tuple[int, int]],
) -> Callable[[int, int], bool]:
    """Return ``is_p`` as a function of ``(a, b)``, accepting a collection of pairs too."""
    if callable(is_p):
        return is_p
    pairs = set()
    for pair in check_iterable(is_p, "is_p", error=InvalidArgumentError):
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            raise InvalidArgumentError(
                f"is_p must be a function or a collection of (a, b) pairs, got {pair!r} in it"
            )
        pairs.add(tuple(pair))
    return lambda a, b: (a, b) in pairs


def plot_p_positions_grid(
    is_p: Callable[[int, int], bool] | Collection[tuple[int, int]],
    size: int,
    *,
    ax: Axes | None = None,
    marks: Mapping[tuple[int, int], str] | Iterable[tuple[int, int]] | None = None,
) -> Axes:
    """Draw the ``size`` × ``size`` board of two-heap positions with the P-positions filled.

    Cell ``(a, b)`` is column ``a``, row ``b`` (``(0, 0)`` at the bottom left), as on a
    Wythoff board where the queen moves towards the corner.

    Parameters
    ----------
    is_p : callable or collection of pairs
        ``is_p(a, b)`` is true for P-positions, or the set of P-positions.
    size : int
        Number of rows and columns.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.
    marks : mapping or iterable of pairs, optional
        Cells to mark: ``{(a, b): "Q"}`` writes the text in the cell, a bare pair draws
        a ring.

    Returns
    -------
    matplotlib.axes.Axes

    Examples
    --------
    >>> import grundylib as gl
    >>> p = {(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)}
    >>> ax = gl.plot_p_positions_grid(p, 6, marks={(4, 4): "Q"})
    >>> sum(1 for patch in ax.patches if patch.get_facecolor()[:3] != (1.0, 1.0, 1.0))
    5
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    size = check_at_most(size, MAX_GRID_SIZE, "size")
    if size == 0:
        raise InvalidArgumentError("size must be positive, got 0")
    predicate = pairs_to_predicate(is_p)
    ax = new_axes(ax, (min(max(4.0, 0.4 * size), 10.0),) * 2)
    for a in range(size):
        for b in range(size):
            filled = bool(predicate(a, b))
            ax.add_patch(
                Rectangle(
                    (a - 0.5, b - 0.5),
                    1,
                    1,
                    facecolor=P_COLOR if filled else "white",
                    edgecolor="#BBBBBB",
                    lw=0.6,
                )
            )
    if marks is not None:
        items = marks.items() if isinstance(marks, Mapping) else ((m, "") for m in marks)
        for (a, b), text in items:
            if text:
                ax.text(
                    a,
                    b,
                    text,
                    ha="center",
                    va="center",
                    fontsize=12,
                    fontweight="bold",
                    color=HIGHLIGHT_COLOR,
                )
            else:
                ax.plot(a, b, "o", mfc="none", mec=HIGHLIGHT_COLOR, mew=2.5, markersize=10)
    step = 1 if size <= 15 else 5
    ax.set_xticks(range(0, size, step))
    ax.set_yticks(range(0, size, step))
    ax.set_xlim(-0.5, size - 0.5)
    ax.set_ylim(-0.5, size - 0.5)
    ax.set_xlabel("a (first heap)")
    ax.set_ylabel("b (second heap)")
    ax.set_aspect("equal")
    ax.legend(
        handles=[Patch(facecolor=P_COLOR, edgecolor="#BBBBBB", label="P-position")],
        loc="upper left",
        bbox_to_anchor=(1.01, 1.0),
        fontsize=8,
    )
    return ax


def plot_grundy_grid(
    values_2d: Sequence[Sequence[int]] | np.ndarray[Any, Any],
    *,
    ax: Axes | None = None,
    digits: bool | None = None,
    xlabel: str = "a (first heap)",
    ylabel: str = "b (second heap)",
    label: str = "Grundy value",
    title: str | None = None,
) -> Axes:
    """Draw a heat map of Grundy values ``values_2d[a][b]`` of two-heap positions.

    Row index ``a`` runs along the x axis and ``b`` up the y axis, matching
    :func:`plot_p_positions_grid`. The values are written in the cells when they fit at a
    readable size (8 pt or more), in white on dark cells; the colour bar reads the rest.

    Parameters
    ----------
    values_2d : 2-D array of int
        Grundy values (or any non-negative integers, such as a nim-product table).
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None, with cells big enough for two digits.
    digits : bool, optional
        Write each value in its cell: None (the default) when they fit at 8 pt or more,
        True always (at 8 pt at least), False never.
    xlabel, ylabel : str, optional
        Axis labels (for the first and the second index).
    label : str, optional
        The colour bar's label.
    title : str, optional
        The title.

    Returns
    -------
    matplotlib.axes.Axes

    Examples
    --------
    >>> import grundylib as gl
    >>> table = [[gl.nim_sum(a, b) for b in range(4)] for a in range(4)]
    >>> ax = gl.plot_grundy_grid(table)
    >>> ax.texts[1].get_text(), ax.texts[1].get_fontsize() >= 8
    ('1', True)
    >>> import matplotlib.pyplot as plt
    >>> _, small = plt.subplots(figsize=(2, 2))
    >>> len(gl.plot_grundy_grid([[a ^ b for b in range(32)] for a in range(32)], ax=small).texts)
    0
    >>> plt.close("all")
    """
    array = np.asarray(values_2d)
    if array.ndim != 2 or array.size == 0 or not np.issubdtype(array.dtype, np.integer):
        raise InvalidArgumentError(
            "values_2d must be a non-empty 2-D table of integers, "
            f"got {reprlib.repr(values_2d)} of shape {array.shape}"
        )
    if (array < 0).any():
        raise InvalidArgumentError(f"values_2d must be non-negative, got {int(array.min())}")
    if digits not in (None, True, False):
        raise InvalidArgumentError(f"digits must be True, False or None, got {digits!r}")
    rows, cols = array.shape
    top = int(array.max())
    width = len(str(top))
    # a cell holds `width` digits at 9 pt (0.62 em each) and a little space
    cell_in = (0.62 * 9.0 * max(2, width) + 6.0) / 72.0
    ax = new_axes(
        ax,
        (
            min(max(3.5, cell_in * rows + 1.9), MAX_WIDTH_IN),
            min(max(3.0, cell_in * cols + 1.0), 8.0),
        ),
    )
    cmap = grundy_colors(top + 1) if top < 16 else plt.get_cmap("viridis")
    image = ax.imshow(
        array.T,
        origin="lower",
        cmap=cmap,
        vmin=-0.5,
        vmax=top + 0.5,
        interpolation="nearest",
    )
    ax.figure.colorbar(image, ax=ax, label=label)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto", min_n_ticks=2))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto", min_n_ticks=2))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if title is not None:
        ax.set_title(title)
    box = ax.get_position()
    figure_width, figure_height = ax.get_figure(root=True).get_size_inches()  # type: ignore[union-attr]
    cell_pt = 72.0 * min(box.width * figure_width / rows, box.height * figure_height / cols)
    size = min(9.0, (cell_pt - 3.0) / (0.62 * width + 0.2))
    if digits is True or (digits is None and size >= MIN_FONT):
        size = max(size, MIN_FONT)
        for a in range(rows):
            for b in range(cols):
                value = int(array[a, b])
                red, green, blue, _ = cmap((value + 0.5) / (top + 1))  # as imshow maps it
                dark = 0.299 * red + 0.587 * green + 0.114 * blue < 0.5
                ax.text(
                    a,
                    b,
                    str(value),
                    ha="center",
                    va="center",
                    fontsize=size,
                    color="white" if dark else "black",
                )
    return ax


def _distance(
    r: tuple[float, float], p: tuple[float, float], q: tuple[float, float]
) -> float:
    """The distance from the point ``r`` to the segment from ``p`` to ``q``."""
    (x, y), (x1, y1), (x2, y2) = r, p, q
    t = ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / max((x2 - x1) ** 2 + (y2 - y1) ** 2, 1e-9)
    t = min(max(t, 0.0), 1.0)
    return math.hypot(x1 + t * (x2 - x1) - x, y1 + t * (y2 - y1) - y)


def draw_grundy_graph(G: nx.DiGraph[Hashable], *, ax: Axes | None = None) -> Axes:
    """Draw a small game graph coloured by Grundy value, each position's name beside its node.

    The picture is :func:`draw_game_graph` with ``color_by="grundy"`` (rows by
    topological generation, the value written in each node), with two changes that keep it
    readable when arrows cross rows: an arrow that would pass over a third node is bent, and
    each name goes on the side of its node (one of eight directions) farthest from every arrow
    and every other node.

    Parameters
    ----------
    G : networkx.DiGraph
        A graph from :func:`grundylib.game_graph`.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure 5.5 by 4.6 inches when None.

    Returns
    -------
    matplotlib.axes.Axes

    Examples
    --------
    >>> import grundylib as gl
    >>> G = gl.game_graph(gl.GraphGame({"a": ["b", "c"], "b": ["c"], "c": []}), "a")
    >>> ax = draw_grundy_graph(G)
    >>> sorted(t.get_text() for t in ax.texts if t.get_text().isalpha())
    ['a', 'b', 'c']
    >>> [p.get_connectionstyle().rad for p in ax.patches]  # a -> c would cross b: bent
    [0.0, 0.3, 0.0]
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    if ax is None:
        _, ax = plt.subplots(figsize=(5.5, 4.6))
    draw_game_graph(G, color_by="grundy", ax=ax, labels=False)
    ax.margins(x=0.12, y=0.12)
    pos = layer_layout(G)  # where draw_game_graph puts each node
    at = {v: (float(a), float(b)) for v, (a, b) in ((v, ax.transData.transform(xy))
                                                   for v, xy in pos.items())}  # in pixels
    pt = ax.figure.dpi / 72  # pixels per point
    strokes = []  # every arrow as straight pieces, to keep the names off them
    for (u, v), arrow in zip(G.edges, ax.patches, strict=True):  # one arrow per move
        (x1, y1), (x2, y2) = at[u], at[v]
        crosses = any(_distance(at[w], at[u], at[v]) < 15 * pt for w in at if w not in (u, v))
        if crosses and isinstance(arrow, FancyArrowPatch):
            arrow.set_connectionstyle("arc3,rad=0.3")  # straight, it would cross a node
            bend = ((x1 + x2) / 2 + 0.15 * (y2 - y1), (y1 + y2) / 2 - 0.15 * (x2 - x1))
            strokes += [(at[u], bend), (bend, at[v])]
        else:
            strokes.append((at[u], at[v]))
    sides = [(math.cos(k * math.pi / 4), math.sin(k * math.pi / 4)) for k in range(8)]
    for v, (x, y) in pos.items():

        def room(d: tuple[float, float], v: Hashable = v) -> float:
            spot = (at[v][0] + 20 * pt * d[0], at[v][1] + 20 * pt * d[1])
            lines = [_distance(spot, p, q) for p, q in strokes]
            return min(lines + [math.dist(spot, at[w]) for w in at])

        dx, dy = max(sides, key=room)
        ax.annotate(str(v), (x, y), xytext=(20 * dx, 20 * dy), textcoords="offset points",
                    ha="center", va="center", fontsize=11, fontweight="bold",
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.9})
    return ax
