"""Pictures of Green Hackenbush positions: green edges standing on a brown ground line.

This module owns :func:`draw_hackenbush`. The layout it uses (:func:`hackenbush_layout`, defined
with the game in :mod:`grundylib.games.hackenbush`, as is the numbering of the edges) puts the
vertices in rows by their distance from the ground and the branches of a tree side by side;
parallel edges are drawn as arcs and loops as small circles. An edge touching the ground meets
the ground line straight below its other end.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Circle, FancyArrowPatch

from .core import InvalidArgumentError, check_iterable
from .games.hackenbush import GROUND, edge_numbers, hackenbush_layout, hackenbush_position

__all__ = ["EDGE_COLOR", "GROUND_COLOR", "draw_hackenbush", "hackenbush_layout"]

EDGE_COLOR = "#009E73"
"""Okabe–Ito bluish green: every edge of Green Hackenbush."""

GROUND_COLOR = "#8B5A2B"
"""The ground line."""

HIGHLIGHT_COLOR = "#D55E00"
"""Okabe–Ito vermillion, for the edges a picture wants the eye to find (a winning cut)."""

def draw_hackenbush(
    picture: Any,
    ax: Axes | None = None,
    *,
    layout: Mapping[int, tuple[float, float]] | None = None,
    edge_labels: Sequence[Any] | None = None,
    numbered: Any = False,
    highlight: Collection[int] = (),
    title: str | None = None,
) -> Axes:
    """Draw a Green Hackenbush picture: green edges on a brown ground line.

    Parameters
    ----------
    picture : tuple of edges, list of edges, or networkx graph
        Anything :func:`grundylib.hackenbush_position` accepts.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure (at most 3.5 inches high) when None.
    layout : mapping, optional
        ``{vertex: (x, y)}`` for the vertices (not the ground), such as the layout of
        the starting picture, so that the picture keeps its shape as edges are cut.
        By default :func:`hackenbush_layout`.
    edge_labels : sequence, optional
        One label per edge of the position, in its order (shown at the edge's middle).
    numbered : bool or picture, optional
        ``True`` labels the edges with their numbers (piece by piece from the left, bottom
        up within a piece, as the player numbers them); a picture (the starting picture of
        which this one is what is left after cuts) labels each edge with the number it had
        there. Not together with ``edge_labels``.
    highlight : collection of int, optional
        Indices of edges to draw in a strong colour.
    title : str, optional
        A title above the picture.

    Returns
    -------
    matplotlib.axes.Axes

    Examples
    --------
    >>> import grundylib as gl
    >>> ax = gl.draw_hackenbush(gl.polygon(3, stem=1), edge_labels=[1, 2, 3, 4])
    >>> sorted(t.get_text() for t in ax.texts)
    ['1', '2', '3', '4']
    >>> ax = gl.draw_hackenbush(gl.hackenbush_sum(gl.bamboo(2), gl.bamboo(1)), numbered=True)
    >>> [t.get_text() for t in ax.texts]  # edges (0, 1), (0, 3), (1, 2): the stalk of 2 first
    ['1', '3', '2']
    >>> plt.close("all")
    >>> gl.draw_hackenbush(gl.bamboo(2), edge_labels=[1])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: edge_labels must give one label per edge (2), got 1
    """
    edges = hackenbush_position(picture)
    if numbered is not False and numbered is not None:
        if edge_labels is not None:
            raise InvalidArgumentError(
                f"numbered and edge_labels exclude each other, got numbered={numbered!r}"
            )
        edge_labels = edge_numbers(edges, None if numbered is True else numbered)
    if edge_labels is not None:
        edge_labels = check_iterable(edge_labels, "edge_labels", error=InvalidArgumentError)
        if len(edge_labels) != len(edges):
            raise InvalidArgumentError(
                f"edge_labels must give one label per edge ({len(edges)}), got {len(edge_labels)}"
            )
    pos = dict(hackenbush_layout(edges) if layout is None else layout)
    missing = [v for e in edges for v in e if v != GROUND and v not in pos]
    if missing:
        raise InvalidArgumentError(f"layout must place every vertex, got none for {missing[0]!r}")
    if ax is None:
        width = max((x for x, _ in pos.values()), default=0.0) + 2.0
        height = max((y for _, y in pos.values()), default=0.0) + 1.0
        _, ax = plt.subplots(figsize=(min(6.8, 1.0 + 0.7 * width), min(3.5, 0.6 + 0.7 * height)))

    def place(u: int, v: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two ends of edge (u, v); the ground end is straight below the other end."""
        if u == GROUND:
            top = pos[v]
            return (top[0], 0.0), top
        return pos[u], pos[v]

    seen: Counter[tuple[int, int]] = Counter()
    copies = Counter(edges)
    xs = [0.0] + [p[0] for p in pos.values()]
    ground_loops = copies[(GROUND, GROUND)]
    first_ground_loop = max(xs) + 1.0 if len(xs) > 1 else 0.0
    xs += [first_ground_loop + 0.6 * k for k in range(ground_loops)]
    for i, (u, v) in enumerate(edges):
        color = HIGHLIGHT_COLOR if i in highlight else EDGE_COLOR
        width = 4.0 if i in highlight else 3.0
        rank = seen[(u, v)]
        seen[(u, v)] += 1
        if u == v:  # a loop: a circle standing on its vertex
            r = 0.2
            if u == GROUND:  # loops on the ground stand in a row at the right
                (cx, cy), angle = (first_ground_loop + 0.6 * rank, 0.0), 0.0
            else:  # several loops on a vertex fan out: up, then left and right of it
                (cx, cy) = pos[u]
                angle = math.radians(70.0 * ((rank + 1) // 2) * (1 if rank % 2 else -1))
            dx, dy = math.sin(angle), math.cos(angle)
            ax.add_patch(
                Circle((cx + r * dx, cy + r * dy), r, fill=False, color=color, lw=width, zorder=2)
            )
            mid = (cx + 2 * r * dx, cy + 2 * r * dy)
        else:
            a, b = place(u, v)
            bend = (rank - (copies[(u, v)] - 1) / 2) * 0.6
            ax.add_patch(
                FancyArrowPatch(
                    a,
                    b,
                    arrowstyle="-",
                    connectionstyle=f"arc3,rad={bend}",
                    color=color,
                    lw=width,
                    zorder=2,
                    shrinkA=0,
                    shrinkB=0,
                )
            )
            # the middle of the arc: the chord's middle pushed sideways by bend/2
            dx, dy = b[0] - a[0], b[1] - a[1]
            mid = ((a[0] + b[0]) / 2 + dy * bend / 2, (a[1] + b[1]) / 2 - dx * bend / 2)
        if edge_labels is not None:
            ax.text(
                *mid,
                str(edge_labels[i]),
                ha="center",
                va="center",
                fontsize=8,
                zorder=4,
                bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": color, "lw": 0.8},
            )
    used = {w for e in edges for w in e if w != GROUND}
    if used:
        ax.scatter(
            [pos[w][0] for w in used],
            [pos[w][1] for w in used],
            s=18,
            color="#333333",
            zorder=3,
        )
    left, right = min(xs) - 0.7, max(xs) + 0.7
    ax.plot([left, right], [0, 0], color=GROUND_COLOR, lw=5, solid_capstyle="butt", zorder=1)
    ax.fill_between([left, right], -0.25, 0, color=GROUND_COLOR, alpha=0.25, lw=0)
    top = max((p[1] for p in pos.values()), default=0.5 if ground_loops else 0.0)
    ax.set_xlim(left, right)
    ax.set_ylim(-0.3, top + 0.6)
    ax.set_aspect("equal")
    ax.axis("off")
    if title:
        ax.set_title(title, fontsize=10)
    return ax
