"""Pictures of Chomp: a bar of chocolate with its poisoned square, and many bars at once.

This module owns :func:`draw_chomp` (one position, optionally with the bite about to be
taken shaded) and :func:`draw_chomp_shapes` (small pictures of several positions, such as
all the P-positions inside a rectangle).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from .core import (
    InvalidArgumentError,
    check_at_most,
    check_iterable,
    check_positive,
)
from .game import Position
from .games.chomp import check_shape, chomp_bite
from .plotting import N_COLOR, P_COLOR, new_axes

__all__ = ["draw_chomp", "draw_chomp_shapes"]

MAX_DRAWN_SQUARES = 2_500
"""The most squares one picture draws (a 50 × 50 bar)."""
MAX_PICTURES = 100
"""The most bars :func:`draw_chomp_shapes` draws at once."""

CHOCOLATE = "#A0522D"
POISON = "#B00020"


def draw_chomp(
    shape: Position,
    *,
    ax: Axes | None = None,
    bite: tuple[int, int] | None = None,
    outline: tuple[int, ...] | None = None,
    title: str | None = None,
) -> Axes:
    """Draw a Chomp position: brown squares, the poisoned one (bottom left) marked ✗.

    Parameters
    ----------
    shape : tuple of int
        Row lengths from the bottom.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.
    bite : (int, int), optional
        A square ``(row, column)`` (from 1 at the poison): the squares this bite eats are
        shaded in the P-colour, with a dot on the square chosen.
    outline : tuple of int, optional
        A larger shape (the bar at the start) drawn as dotted empty squares behind.
    title : str, optional
        Written above the bar.

    Returns
    -------
    matplotlib.axes.Axes
        One patch per square of ``shape`` (and of ``outline``), in ``ax.patches``.

    Examples
    --------
    >>> ax = draw_chomp((3, 3, 1), bite=(2, 2))
    >>> len(ax.patches)
    7
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    rows = check_shape(shape)
    check_at_most(len(rows) * rows[0], MAX_DRAWN_SQUARES, "number of squares to draw")
    if outline is not None:
        frame = check_shape(outline)
        check_at_most(len(frame) * frame[0], MAX_DRAWN_SQUARES, "number of squares to draw")
    eaten: set[tuple[int, int]] = set()
    if bite is not None:
        after = chomp_bite(rows, bite)
        eaten = {
            (r, c)
            for r, length in enumerate(rows)
            for c in range(length)
            if r >= len(after) or c >= after[r]
        }
    frame = check_shape(outline) if outline is not None else rows
    width, height = max(rows[0], frame[0]), max(len(rows), len(frame))
    ax = new_axes(ax, (0.45 * width + 0.4, 0.45 * height + 0.4))
    if outline is not None:
        for r, length in enumerate(frame):
            for c in range(length):
                if r >= len(rows) or c >= rows[r]:
                    ax.add_patch(
                        Rectangle((c, r), 1, 1, facecolor="white", edgecolor="#BBBBBB", ls=":")
                    )
    for r, length in enumerate(rows):
        for c in range(length):
            face = P_COLOR if (r, c) in eaten else CHOCOLATE
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor=face, edgecolor="white", lw=1.5))
    ax.text(0.5, 0.5, "✗", ha="center", va="center", color="white", fontsize=12, fontweight="bold")
    if bite is not None:
        ax.plot(bite[1] - 0.5, bite[0] - 0.5, "o", color="white", markersize=5)
    ax.set_xlim(-0.1, width + 0.1)
    ax.set_ylim(-0.1, height + 0.1)
    ax.set_aspect("equal")
    ax.axis("off")
    if title is not None:
        ax.set_title(title, fontsize=9)
    return ax


def draw_chomp_shapes(
    shapes: Iterable[Any],
    *,
    columns: int = 6,
    labels: Iterable[str] | None = None,
    p_positions: bool = True,
) -> Figure:
    """Draw several Chomp positions side by side, each in a frame of the largest one.

    Parameters
    ----------
    shapes : iterable of tuple of int
        The positions.
    columns : int, optional
        How many pictures in a row.
    labels : iterable of str, optional
        A caption for each picture (its shape by default).
    p_positions : bool, optional
        Frame colour: the P-colour if these are P-positions, else the N-colour.

    Returns
    -------
    matplotlib.figure.Figure

    Examples
    --------
    >>> fig = draw_chomp_shapes([(2, 1), (3, 2), (3, 1, 1)])
    >>> [ax.get_title() for ax in fig.axes]
    ['(2, 1)', '(3, 2)', '(3, 1, 1)']
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    items = [check_shape(s) for s in check_iterable(shapes, "shapes", error=InvalidArgumentError)]
    check_at_most(len(items), MAX_PICTURES, "number of shapes")
    for s in items:
        check_at_most(len(s) * s[0], MAX_DRAWN_SQUARES, "number of squares to draw")
    if not items:
        raise InvalidArgumentError("shapes must hold at least one shape, got none")
    columns = check_positive(columns, "columns", InvalidArgumentError)
    names = [str(s) for s in items] if labels is None else [str(x) for x in labels]
    if len(names) != len(items):
        raise InvalidArgumentError(f"labels must name each of the {len(items)} shapes")
    ncols = min(columns, len(items))
    nrows = -(-len(items) // ncols)
    width = max(s[0] for s in items)
    height = max(len(s) for s in items)
    # 0.3 in a square, less when the row would not fit a printed page (6.8 in)
    square = min(0.3, (6.8 / ncols - 0.4) / width)
    fig, axes = plt.subplots(
        nrows,
        ncols,
        figsize=(ncols * (square * width + 0.4), nrows * (square * height + 0.55)),
        squeeze=False,
    )
    color = P_COLOR if p_positions else N_COLOR
    for k, ax in enumerate(axes.flat):
        if k >= len(items):
            ax.axis("off")
            continue
        draw_chomp(items[k], ax=ax, title=names[k])
        ax.add_patch(
            Rectangle((-0.1, -0.1), width + 0.2, height + 0.2, fill=False, edgecolor=color, lw=2)
        )
        ax.set_xlim(-0.2, width + 0.2)
        ax.set_ylim(-0.2, height + 0.2)
    fig.tight_layout()
    return fig
