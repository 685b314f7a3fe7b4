"""The Chomp player: click a square of the chocolate bar to eat it and everything above-right.

The bottom-left square is poisoned (✗); the player left with only that square has lost.
The computer finds its moves by searching the game (no formula is known for Chomp).
"""

from __future__ import annotations

import html
from collections.abc import Hashable
from typing import Any

import ipywidgets as widgets

from ..core import InvalidArgumentError, check_positive
from ..games.chomp import Chomp, check_shape, chomp_bite, chomp_rectangle, chomp_square
from .common import guarded
from .player import YOU, GamePlayer

__all__ = ["ChompPlayer", "play_chomp"]

MAX_ROWS = 7
MAX_COLUMNS = 10
CELL = "34px"
CHOCOLATE = "#A0522D"
EATEN = "#F4F4F4"
POISON = "✗"


class ChompPlayer(GamePlayer):
    """Play Chomp on a clickable bar against the computer.

    Parameters
    ----------
    rows, columns : int
        The size of the bar (at most 7 rows and 10 columns, so that the search is quick).
    computer_starts : bool, optional
        Whether the computer moves first.
    seed : int, optional
        Breaks ties between equally good moves of the computer.

    References
    ----------
    .. [1] D. Gale, "A curious Nim-type game", Amer. Math. Monthly 81 (1974), 876-879.
    """

    def __init__(
        self, rows: int = 4, columns: int = 5, *, computer_starts: bool = False, seed: int = 0
    ) -> None:
        check_positive(rows, "rows", InvalidArgumentError)
        check_positive(columns, "columns", InvalidArgumentError)
        if rows > MAX_ROWS or columns > MAX_COLUMNS:
            raise InvalidArgumentError(
                f"rows and columns must be at most {MAX_ROWS} and {MAX_COLUMNS} for a quick "
                f"search, got ({rows}, {columns})"
            )
        start = chomp_rectangle(rows, columns)
        self.rows, self.columns = rows, columns
        self.cells: dict[tuple[int, int], widgets.Button] = {}
        for r in range(rows, 0, -1):
            for c in range(1, columns + 1):
                cell = widgets.Button(
                    layout=widgets.Layout(width=CELL, height=CELL, padding="0"),
                    tooltip=f"bite at row {r}, column {c}",
                )
                cell.add_class("grundy-cell")
                cell.on_click(lambda _, r=r, c=c: self.bite(r, c))
                self.cells[(r, c)] = cell
        self.grid = widgets.GridBox(
            [self.cells[(r, c)] for r in range(rows, 0, -1) for c in range(1, columns + 1)],
            layout=widgets.Layout(
                grid_template_columns=f"repeat({columns}, {CELL})", grid_gap="1px"
            ),
        )
        super().__init__(
            Chomp(),
            start,
            computer_starts=computer_starts,
            seed=seed,
            title="Chomp: click a square to eat it and every square above and to its right",
        )

    @guarded
    def bite(self, row: Any, column: Any) -> None:
        """Eat square ``(row, column)`` and everything above and right of it (a student's move)."""
        if self.winner is not None:
            raise InvalidArgumentError("the game is over; press New game to play again")
        self.play(chomp_bite(self.position, (row, column)))

    def describe(self, before: Hashable, after: Hashable) -> str:
        """``bite at (2, 3) → (5, 2, 2)``."""
        return f"bite at {chomp_square(before, after)} → {after}"

    def render_board(self) -> None:
        """The bar: chocolate squares clickable on the student's turn, the poison marked."""
        shape = check_shape(self.position)
        active = self.winner is None and self.to_move == YOU
        for (r, c), cell in self.cells.items():
            present = r <= len(shape) and c <= shape[r - 1]
            cell.description = POISON if (r, c) == (1, 1) else ""
            cell.disabled = not (present and active and (r, c) != (1, 1))
            cell.style.button_color = CHOCOLATE if present else EATEN
            cell.style.text_color = "white"
        legend = widgets.HTML(
            f"Bar left: rows of <b>{html.escape(str(shape))}</b> squares, from the bottom. "
            "Row 1 is the bottom row, column 1 the left column; ✗ is poisoned."
        )
        self.board.children = [legend, self.grid]

    def render_moves(self) -> None:
        """The bar is the control: no move buttons."""
        self.moves_box.children = []

    def hint_reason(self, move: Hashable) -> str:
        """The bite leaves a P-position, found by searching every smaller bar."""
        return (
            f"<b>{html.escape(self.describe(self.position, move))}</b>. A search of every "
            "smaller bar shows the shape left is a P-position: every bite from it leaves "
            "a shape from which some bite returns to a P-position."
        )

    def __repr__(self) -> str:
        return f"ChompPlayer({self.rows}, {self.columns})"


def play_chomp(
    rows: int = 4, columns: int = 5, *, computer_starts: bool = False, seed: int = 0
) -> ChompPlayer:
    """Play Chomp on a ``rows`` × ``columns`` bar against the computer, by clicking squares.

    Examples
    --------
    >>> import grundylib as gl
    >>> p = gl.play_chomp(3, 3)
    >>> p.hint(); p.last_hint
    (3, 1, 1)
    >>> p.bite(1, 1); p.message.text
    'square (1, 1) is the poisoned square: eating it loses the game'
    >>> p.bite(2, 2); p.position in [(1, 1, 1), (2, 1, 1), (3,), (3, 1)]
    True
    """
    return ChompPlayer(rows, columns, computer_starts=computer_starts, seed=seed)
