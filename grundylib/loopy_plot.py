"""Pictures of loopy games: a move graph with cycles, labelled by generalized values.

This module owns :func:`draw_loopy_graph`, the loopy counterpart of
:func:`grundylib.draw_game_graph` (whose layered layout needs a graph without cycles):
each node shows its generalized Sprague–Grundy value (``∞`` with its set ``K`` written
as a subscript) and is coloured by outcome, with draws in a third colour and a dashed
outline so that they also stand out in grey.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any, Literal

import matplotlib.pyplot as plt
import networkx as nx
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from .core import InvalidArgumentError, Outcome
from .loopy import Infinity
from .plotting import N_COLOR, P_COLOR, draw_rings

__all__ = ["D_COLOR", "draw_loopy_graph", "value_label"]

D_COLOR = "#BBBBBB"
"""Colour of draws (light grey): neither player can force a win."""

HIGHLIGHT_EDGE_COLOR = "#7b2cbf"
"""Colour of highlighted moves (purple): distinct from the node colours and from grey."""


def value_label(value: Any) -> str:
    r"""Return a generalized value as matplotlib mathtext: ``$3$``, ``$\infty_{\{0,2\}}$``.

    The set ``K`` is written in braces (``\emptyset`` when empty), as in the text.

    Examples
    --------
    >>> value_label(3), value_label(Infinity({0, 2})), value_label(Infinity(set()))
    ('$3$', '$\\infty_{\\{0,2\\}}$', '$\\infty_{\\emptyset}$')
    """
    if isinstance(value, Infinity):
        inside = ",".join(map(str, sorted(value.K)))
        return r"$\infty_{\{" + inside + r"\}}$" if inside else r"$\infty_{\emptyset}$"
    return f"${value}$"


def draw_loopy_graph(
    G: nx.DiGraph[Hashable],
    *,
    layout: Literal["spring", "circular"] | Mapping[Hashable, tuple[float, float]] = "spring",
    ax: Axes | None = None,
    highlight: Iterable[Hashable] | None = None,
    seed: int = 1,
    value_fontsize: float = 11,
    highlight_edges: Iterable[tuple[Hashable, Hashable]] | None = None,
    highlight_label: str | None = None,
    legend: Literal["right", "below"] = "right",
) -> Axes:
    """Draw a game graph from ``game_graph(..., loopy=True)``: values in the nodes, P/N/D colours.

    Parameters
    ----------
    G : networkx.DiGraph
        A graph whose nodes carry ``"grundy"`` (int or :class:`~grundylib.loopy.Infinity`)
        and ``"outcome"`` (P, N or D), as ``grundylib.game_graph(game, start, loopy=True)``
        returns.
    layout : {"spring", "circular"} or mapping, optional
        Where the nodes go: a force-directed layout (seeded, so the same picture each
        time), a circle, or a mapping ``{node: (x, y)}``.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.
    highlight : iterable of positions, optional
        Nodes to ring in a strong colour.
    seed : int, optional
        Seed of the spring layout.
    value_fontsize : float, optional
        Font size of the values written in the nodes, in points.
    highlight_edges : iterable of moves ``(u, v)``, optional
        Moves to draw thick and in a strong colour over the others (a ladder, a winning move).
    highlight_label : str, optional
        Legend entry for those moves; no entry when None.
    legend : {"right", "below"}, optional
        Where the legend goes: to the right of the graph, or below it in two columns (so that
        a wide graph gets the full width).

    Returns
    -------
    matplotlib.axes.Axes

    Raises
    ------
    InvalidArgumentError
        If ``G`` is not labelled or ``layout`` is not a known choice.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.GraphGame({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})
    >>> ax = draw_loopy_graph(gl.game_graph(game, "a", loopy=True))
    >>> sorted(t.get_text() for t in ax.get_legend().get_texts())
    ['D: draw (play goes on for ever)', 'N: player to move wins', 'P: player to move loses']
    >>> ax = draw_loopy_graph(gl.game_graph(game, "a", loopy=True), highlight_edges=[("c", "d")],
    ...                       highlight_label="leaving the cycle", legend="below")
    >>> [t.get_text() for t in ax.get_legend().get_texts()][-1]
    'leaving the cycle'
    >>> plt.close("all")
    """
    if not isinstance(G, nx.DiGraph):
        raise InvalidArgumentError(f"G must be a networkx DiGraph from game_graph, got {G!r}")
    for node, data in G.nodes(data=True):
        if "grundy" not in data or "outcome" not in data:
            raise InvalidArgumentError(
                "G must be labelled by game_graph(..., loopy=True), "
                f"got node {node!r} with attributes {dict(data)!r}"
            )
    if isinstance(layout, Mapping):
        pos = {v: (float(x), float(y)) for v, (x, y) in layout.items()}
        missing = [v for v in G if v not in pos]
        if missing:
            raise InvalidArgumentError(f"layout must place every node, got none for {missing[0]!r}")
    elif layout == "spring":
        pos = {v: (float(x), float(y)) for v, (x, y) in nx.spring_layout(G, seed=seed).items()}
    elif layout == "circular":
        pos = {v: (float(x), float(y)) for v, (x, y) in nx.circular_layout(G).items()}
    else:
        raise InvalidArgumentError(
            f"layout must be 'spring', 'circular' or a mapping, got {layout!r}"
        )
    if legend not in ("right", "below"):
        raise InvalidArgumentError(f"legend must be 'right' or 'below', got {legend!r}")
    strong = list(highlight_edges) if highlight_edges is not None else []
    absent = [e for e in strong if not G.has_edge(*e)]
    if absent:
        raise InvalidArgumentError(f"highlight_edges must be moves of G, got {absent[0]!r}")
    if ax is None:
        _, ax = plt.subplots(figsize=(5.0, 3.6))  # with the legend: a printed page's width

    colour = {Outcome.P: P_COLOR, Outcome.N: N_COLOR, Outcome.D: D_COLOR}
    nodes = list(G)
    size = 900.0
    nx.draw_networkx_edges(
        G,
        pos,
        ax=ax,
        edge_color="#666666",
        arrows=True,
        arrowsize=14,
        node_size=size,
        width=1.0,
        connectionstyle="arc3,rad=0.12",
    )
    if strong:
        nx.draw_networkx_edges(
            G,
            pos,
            edgelist=strong,
            ax=ax,
            edge_color=HIGHLIGHT_EDGE_COLOR,
            arrows=True,
            arrowsize=16,
            node_size=size,
            width=2.5,
            connectionstyle="arc3,rad=0.12",
        )
    styles: tuple[tuple[Outcome, Literal["solid", "dashed"]], ...] = (
        (Outcome.P, "solid"),
        (Outcome.N, "solid"),
        (Outcome.D, "dashed"),
    )
    for outcome, style in styles:
        group = [v for v in nodes if G.nodes[v]["outcome"] == outcome]
        if group:
            drawn = nx.draw_networkx_nodes(
                G,
                pos,
                ax=ax,
                nodelist=group,
                node_color=colour[outcome],
                node_size=size,
                edgecolors="black",
                linewidths=1.5,
            )
            drawn.set_linestyle(style)
    draw_rings(G, pos, ax, highlight, size * 1.8)
    nx.draw_networkx_labels(
        G,
        pos,
        labels={v: value_label(G.nodes[v]["grundy"]) for v in nodes},
        ax=ax,
        font_size=value_fontsize,
    )
    for v, (x, y) in pos.items():
        if v in G:
            ax.annotate(
                str(v),
                (x, y),
                xytext=(0, -21),
                textcoords="offset points",
                ha="center",
                va="top",
                fontsize=9,
                color="#333333",
            )
    handles: list[Artist] = [
        Patch(facecolor=P_COLOR, edgecolor="black", label="P: player to move loses"),
        Patch(facecolor=N_COLOR, edgecolor="black", label="N: player to move wins"),
        Patch(
            facecolor=D_COLOR,
            edgecolor="black",
            linestyle="dashed",
            label="D: draw (play goes on for ever)",
        ),
    ]
    if strong and highlight_label is not None:
        handles.append(Line2D([], [], color=HIGHLIGHT_EDGE_COLOR, lw=2.5, label=highlight_label))
    if legend == "right":
        ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)
    else:
        ax.legend(
            handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0), ncol=2, fontsize=9
        )
    ax.margins(0.15)
    ax.set_axis_off()
    return ax
