"""The Wythoff player: a queen on a board moves left, down or diagonally towards the corner.

Square ``(a, b)`` is the position with heaps ``a`` and ``b``; the queen's moves are
exactly Wythoff's moves. The P-positions (the squares the winner moves to) can be shown.
"""

from __future__ import annotations

import html
from collections.abc import Hashable
from typing import Any

import ipywidgets as widgets

from ..core import InvalidPositionError, check_natural
from ..games.wythoff import Wythoff, is_wythoff_p_position
from .common import guarded
from .player import YOU, GamePlayer

__all__ = ["WythoffPlayer", "play_wythoff"]

MAX_SIDE = 16
P_STYLE = "#BFE3F7"
REACHABLE_STYLE = "#009E73"
"""Squares the queen can reach: Okabe–Ito green, 3.4:1 against the white page (WCAG's 3:1 for
controls), and clearly apart from the grey squares it cannot reach and the P-blue."""
QUEEN = "♛"


class WythoffPlayer(GamePlayer):
    """Play Wythoff's game on a board against the computer.

    Parameters
    ----------
    a, b : int
        The starting heaps: the queen starts on column ``a``, row ``b`` (each at most 15).
        The default ``(7, 5)`` is an N-position, so a student who moves first can win; from
        a P-position such as ``(7, 4)`` only the second player can.
    computer_starts : bool, optional
        Whether the computer moves first.
    show_p_positions : bool, optional
        Whether the P-positions are shaded (the student can switch it).
    seed : int, optional
        Breaks ties between equally small moves of the computer.

    References
    ----------
    .. [1] W. A. Wythoff, "A modification of the game of nim", Nieuw Archief voor
       Wiskunde 7 (1907), 199-202.
    """

    def __init__(
        self,
        a: int = 7,
        b: int = 5,
        *,
        computer_starts: bool = False,
        show_p_positions: bool = False,
        seed: int = 0,
    ) -> None:
        a = check_natural(a, "a")
        b = check_natural(b, "b")
        if max(a, b) >= MAX_SIDE:
            raise InvalidPositionError(
                f"a and b must be below {MAX_SIDE} to fit the board, got ({a}, {b})"
            )
        self.side = max(a, b) + 1
        self.show_p = widgets.Checkbox(value=show_p_positions, description="Show P-positions")
        self.show_p.observe(lambda _: self.render_board(), names="value")
        self.cells: dict[tuple[int, int], widgets.Button] = {}
        for y in range(self.side - 1, -1, -1):
            for x in range(self.side):
                cell = widgets.Button(
                    layout=widgets.Layout(width="36px", height="36px", padding="0"),
                    tooltip=f"({x}, {y})",
                )
                cell.add_class("grundy-cell")
                cell.on_click(lambda _, x=x, y=y: self.move_queen(x, y))
                self.cells[(x, y)] = cell
        self.grid = widgets.GridBox(
            [self.cells[(x, y)] for y in range(self.side - 1, -1, -1) for x in range(self.side)],
            layout=widgets.Layout(
                grid_template_columns=f"repeat({self.side}, 36px)", grid_gap="1px"
            ),
        )
        super().__init__(
            Wythoff(),
            (a, b),
            computer_starts=computer_starts,
            seed=seed,
            title="Wythoff's game: move the queen left, down or diagonally towards (0, 0)",
        )

    @guarded
    def move_queen(self, x: Any, y: Any) -> None:
        """Move the queen to square ``(x, y)`` (a student's move)."""
        if (x, y) not in self.options() and self.winner is None:
            raise InvalidPositionError(
                f"the queen moves left, down or diagonally down-left, got {self.position} to {(x, y)}"
            )
        self.play((x, y))

    def is_p(self, x: int, y: int) -> bool:
        """Whether ``(x, y)`` is a P-position (closed form)."""
        return is_wythoff_p_position(x, y)

    def describe(self, before: Hashable, after: Hashable) -> str:
        """``(7, 4) → (3, 4): take 4 from heap a``."""
        assert isinstance(before, tuple) and isinstance(after, tuple)
        da, db = before[0] - after[0], before[1] - after[1]
        if da and db:
            what = f"take {da} from both heaps"
        elif da:
            what = f"take {da} from heap a"
        else:
            what = f"take {db} from heap b"
        return f"{before} → {after}: {what}"

    def render_board(self) -> None:
        """The grid with the queen, the squares it may reach, and optionally the P-positions."""
        targets = set(self.options()) if self.winner is None and self.to_move == YOU else set()
        for (x, y), cell in self.cells.items():
            cell.description = QUEEN if (x, y) == self.position else ""
            cell.disabled = (x, y) not in targets
            shade = self.show_p.value and self.is_p(x, y)
            cell.style.button_color = (
                P_STYLE if shade else (REACHABLE_STYLE if (x, y) in targets else "#EEEEEE")
            )
            if (x, y) in targets:
                cell.add_class("grundy-reachable")
            else:
                cell.remove_class("grundy-reachable")
        legend = widgets.HTML(
            f"Queen at <b>{html.escape(str(self.position))}</b>. Click a square it can reach "
            f"(<span style='background:{REACHABLE_STYLE};color:white'>&nbsp;green&nbsp;</span>)."
            " Columns are heap a, rows heap b; (0, 0) is the bottom-left corner."
        )
        self.board.children = [legend, self.grid, self.show_p]

    def render_moves(self) -> None:
        """The board is the control: no move buttons."""
        self.moves_box.children = []

    def hint_reason(self, move: Hashable) -> str:
        """Why the suggested square is a P-position: it is a pair (a_k, b_k)."""
        assert isinstance(move, tuple)
        lo, hi = sorted(move)
        k = hi - lo
        return (
            f"<b>{html.escape(self.describe(self.position, move))}</b>. The square {move} is a "
            f"P-position: its heaps differ by k = {k} and the smaller is ⌊{k}·φ⌋ = {lo} "
            "(φ = (1+√5)/2), one of Wythoff's pairs (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k). From a "
            "P-position every queen move reaches an N-position."
        )

    def __repr__(self) -> str:
        assert isinstance(self.start, tuple)
        return f"WythoffPlayer({self.start[0]}, {self.start[1]})"


def play_wythoff(
    a: int = 7,
    b: int = 5,
    *,
    computer_starts: bool = False,
    show_p_positions: bool = False,
    seed: int = 0,
) -> WythoffPlayer:
    """Play Wythoff's game as a queen on a board, against the computer.

    Parameters
    ----------
    a, b : int
        The starting heaps (the queen's column and row), each at most 15. The default
        ``(7, 5)`` is an N-position: the student, moving first, can win.
    computer_starts : bool, optional
        Whether the computer moves first.
    show_p_positions : bool, optional
        Shade the P-positions (the student can switch this on and off).
    seed : int, optional
        Breaks ties between equally small moves of the computer.

    Returns
    -------
    WythoffPlayer

    Examples
    --------
    >>> import grundylib as gl
    >>> p = gl.play_wythoff(7, 5)
    >>> p.hint(); p.last_hint
    (3, 5)
    >>> p.move_queen(6, 6); p.message.text
    'the queen moves left, down or diagonally down-left, got (7, 5) to (6, 6)'
    """
    return WythoffPlayer(
        a, b, computer_starts=computer_starts, show_p_positions=show_p_positions, seed=seed
    )
