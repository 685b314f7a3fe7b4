"""Pictures of Nim in disguise: where the heaps hide in Turning Turtles and in Staircase Nim.

This module owns :func:`draw_turtles_heaps` (a row of coins, each head standing on a Nim
heap as tall as its place number) and :func:`draw_staircase` (coins on the steps of a
staircase, the odd steps marked as the Nim heaps and the even steps greyed out) and
:func:`draw_northcott` (a Northcott board, the gaps between the pieces shaded as Nim heaps).
"""

from __future__ import annotations

from typing import cast

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Patch, Rectangle

from .core import check_at_most
from .game import Position
from .games.nim_variants import check_coins, northcott_heaps, turning_turtles_heaps
from .games.staircase import check_steps, staircase_nim_heaps
from .plotting import N_COLOR, P_COLOR, new_axes

__all__ = ["draw_northcott", "draw_staircase", "draw_turtles_heaps"]

MAX_COINS = 24
"""The longest row of coins, and the most steps, one picture draws."""
MAX_STACK = 30
"""The most coins drawn on one step (a taller pile is written as a number only)."""

HEAD_COLOR = "#F0C419"
"""A head: a gold coin."""
TAIL_COLOR = "#D9D9D9"
"""A tail: a grey coin."""
EVEN_COLOR = "#E6E6E6"
"""An even step of the staircase: it does not count."""
TEXT_SIZE = 10
"""Font size of every text in these pictures (points at the figure's own size)."""


def _heaps_text(heaps: tuple[int, ...]) -> str:
    return ", ".join(map(str, heaps)) if heaps else "none"


def draw_turtles_heaps(row: Position, *, ax: Axes | None = None) -> Axes:
    """Draw a Turning Turtles row with the Nim heap under each head.

    Each coin is a circle marked H or T, with its place number ``1, 2, ...`` (from the left)
    beneath. Every head at place ``x`` stands on a column of ``x`` counters: the Nim heap it
    is. Tails carry no heap.

    Parameters
    ----------
    row : str
        The coins from left to right, a string of ``H`` and ``T`` of at most
        :data:`MAX_COINS` coins.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.

    Returns
    -------
    matplotlib.axes.Axes
        The coins as circles in ``ax.patches``, the letters, place numbers and heap sizes
        in ``ax.texts``, and the heaps in the title.

    Raises
    ------
    InvalidPositionError
        If ``row`` is not a non-empty string of H and T.
    PositionLimitError
        If ``row`` has more than :data:`MAX_COINS` coins.

    Examples
    --------
    >>> ax = draw_turtles_heaps("THHTH")
    >>> ax.get_title()
    'row THHTH: heads at places 2, 3, 5 = Nim heaps 2, 3, 5'
    >>> [t.get_text() for t in ax.texts if t.get_text().startswith("heap")]
    ['heap 2', 'heap 3', 'heap 5']
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    coins = check_coins(row)
    check_at_most(len(coins), MAX_COINS, "number of coins to draw")
    heaps = turning_turtles_heaps(coins)
    n = len(coins)
    counter = 0.5  # height of one counter of a heap
    top = counter * n
    ax = new_axes(ax, (max(4.0, 0.62 * n + 0.8), 1.6 + 0.36 * n))
    for place, coin in enumerate(coins, start=1):
        x = float(place)
        face = HEAD_COLOR if coin == "H" else TAIL_COLOR
        ax.add_patch(Circle((x, 0.0), 0.38, facecolor=face, edgecolor="black", lw=1.2))
        ax.text(x, 0.0, coin, ha="center", va="center", fontsize=TEXT_SIZE, fontweight="bold")
        ax.text(x, -0.7, str(place), ha="center", va="center", fontsize=TEXT_SIZE)
        if coin == "H":
            for k in range(place):
                ax.add_patch(
                    Rectangle(
                        (x - 0.3, 0.55 + k * counter),
                        0.6,
                        counter * 0.85,
                        facecolor=P_COLOR,
                        edgecolor="white",
                    )
                )
            ax.text(
                x,
                0.7 + place * counter,
                f"heap {place}",
                ha="center",
                va="bottom",
                fontsize=TEXT_SIZE - 1,
                rotation=90 if place >= 10 else 0,
            )
    ax.text(0.45, -0.7, "place", ha="right", va="center", fontsize=TEXT_SIZE)
    ax.set_xlim(-0.6, n + 0.6)
    ax.set_ylim(-1.1, top + 1.6)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(
        f"row {coins}: heads at places {_heaps_text(heaps)} = Nim heaps {_heaps_text(heaps)}",
        fontsize=TEXT_SIZE,
    )
    return ax


def draw_staircase(steps: Position, *, ax: Axes | None = None) -> Axes:
    """Draw a Staircase Nim position: coins on steps, the odd steps marked as the Nim heaps.

    Step ``i`` is a block ``i`` stairs high; the coins on it are a pile of discs with their
    number written above. Odd steps are drawn in the P-colour and their piles are the Nim
    heaps; even steps are grey, since their coins do not change who wins.

    Parameters
    ----------
    steps : tuple of int
        Coins on steps ``1, 2, 3, ...`` (step 1 is just above the floor), at most
        :data:`MAX_COINS` steps.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.

    Returns
    -------
    matplotlib.axes.Axes
        The step labels and coin counts in ``ax.texts``, a legend, and the Nim heaps in
        the title.

    Raises
    ------
    InvalidPositionError
        If ``steps`` is not a tuple of non-negative integers.
    PositionLimitError
        If there are more than :data:`MAX_COINS` steps.

    Examples
    --------
    >>> ax = draw_staircase((1, 3, 2, 4))
    >>> ax.get_title()
    'steps (1, 3, 2, 4): odd steps 1, 3 hold Nim heaps 1, 2'
    >>> [t.get_text() for t in ax.texts if t.get_text().startswith("step")]
    ['step 1', 'step 2', 'step 3', 'step 4']
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    counts = check_steps(steps)
    check_at_most(len(counts), MAX_COINS, "number of steps to draw")
    heaps = staircase_nim_heaps(counts)
    n = len(counts)
    width, rise, disc = 1.7, 0.7, 0.3  # a step's width and height, one coin's height
    tallest = max(
        (rise * i + disc * min(c, MAX_STACK) for i, c in enumerate(counts, start=1)),
        default=rise,
    )
    ax = new_axes(ax, (max(4.5, 0.95 * n + 2.0), 0.62 * (tallest + 2.4)))
    ax.add_patch(
        Rectangle((-1.3, -0.25), n * width + 1.3, 0.25, facecolor="#8C8C8C", edgecolor="none")
    )
    ax.text(-0.65, 0.1, "floor", ha="center", va="bottom", fontsize=TEXT_SIZE - 1)
    for i, count in enumerate(counts, start=1):
        odd = i % 2 == 1
        left, middle, height = (i - 1) * width, (i - 0.5) * width, rise * i
        ax.add_patch(
            Rectangle(
                (left, 0.0),
                width,
                height,
                facecolor=P_COLOR if odd else EVEN_COLOR,
                edgecolor="black",
                lw=1.0,
            )
        )
        ax.text(
            middle,
            height - 0.32,
            f"step {i}",
            ha="center",
            va="center",
            fontsize=TEXT_SIZE - 1,
            color="white" if odd else "black",
        )
        for k in range(min(count, MAX_STACK)):
            ax.add_patch(
                Rectangle(
                    (middle - 0.35, height + 0.04 + k * disc),
                    0.7,
                    disc * 0.8,
                    facecolor=N_COLOR if odd else TAIL_COLOR,
                    edgecolor="black",
                    lw=0.6,
                )
            )
        pile_top = height + 0.1 + disc * min(count, MAX_STACK)
        label = f"heap {count}" if odd else f"{count} coin{'s' * (count != 1)}"
        ax.text(
            middle,
            pile_top,
            label,
            ha="center",
            va="bottom",
            fontsize=TEXT_SIZE - 1,
            fontweight="bold" if odd else "normal",
        )
    ax.legend(
        handles=[
            Patch(facecolor=P_COLOR, edgecolor="black", label="odd step: a Nim heap"),
            Patch(facecolor=EVEN_COLOR, edgecolor="black", label="even step: does not count"),
        ],
        loc="upper left",
        fontsize=TEXT_SIZE - 1,
        frameon=False,
    )
    ax.set_xlim(-1.4, n * width + 0.2)
    ax.set_ylim(-0.4, tallest + 2.1)
    ax.set_aspect("equal")
    ax.axis("off")
    odd_steps = ", ".join(str(i) for i in range(1, n + 1, 2)) or "none"
    ax.set_title(
        f"steps {counts}: odd steps {odd_steps} hold Nim heaps {_heaps_text(heaps)}",
        fontsize=TEXT_SIZE,
    )
    return ax


def draw_northcott(rows: Position, board: int, *, ax: Axes | None = None) -> Axes:
    """Draw a Northcott position: a white and a black piece per row, the gaps shaded.

    Squares are numbered ``1 .. board`` from the left and rows ``1, 2, ...`` from the top
    (written at the left end of each row); the empty squares between the two pieces of a
    row (the gap, a Nim heap) are shaded and the gap's size is written at the right end of
    the row.

    Parameters
    ----------
    rows : tuple of (int, int)
        The columns of the white and the black piece of each row, white on the left.
    board : int
        The number of squares in a row.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure when None.

    Returns
    -------
    matplotlib.axes.Axes
        The row numbers and gap sizes in ``ax.texts`` and the Nim heaps in the title.

    Raises
    ------
    InvalidPositionError
        If ``rows`` is not a tuple of pairs with the white piece left of the black one.

    Examples
    --------
    >>> ax = draw_northcott(((1, 5), (2, 3), (3, 6)), 6)
    >>> ax.get_title()
    'gaps (3, 0, 2): nim-sum 1'
    >>> import matplotlib.pyplot as plt
    >>> plt.close("all")
    """
    heaps = northcott_heaps(rows)
    pairs = cast("tuple[tuple[int, int], ...]", rows)  # checked by northcott_heaps
    n = len(heaps)
    ax = new_axes(ax, (0.55 * board + 2.4, 0.55 * n + 0.9))
    for r, (white, black) in enumerate(pairs):
        y = n - 1 - r
        for col in range(1, board + 1):
            gap = white < col < black
            ax.add_patch(
                Rectangle(
                    (col - 1, y),
                    1,
                    1,
                    facecolor=P_COLOR if gap else "white",
                    edgecolor="#8C8C8C",
                )
            )
        ax.add_patch(Circle((white - 0.5, y + 0.5), 0.32, facecolor="white", edgecolor="black"))
        ax.add_patch(Circle((black - 0.5, y + 0.5), 0.32, facecolor="black", edgecolor="black"))
        ax.text(-0.3, y + 0.5, f"row {r + 1}", va="center", ha="right", fontsize=TEXT_SIZE)
        ax.text(board + 0.3, y + 0.5, f"gap {heaps[r]}", va="center", fontsize=TEXT_SIZE)
    total = 0
    for h in heaps:
        total ^= h
    ax.set_title(f"gaps {heaps}: nim-sum {total}", fontsize=TEXT_SIZE + 1)
    ax.set_xlim(-1.6, board + 1.6)
    ax.set_ylim(-0.2, n + 0.2)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax
