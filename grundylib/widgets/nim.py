"""The Nim player: heaps drawn as rows of counters, and hints that show the bit table.

A student moves by clicking a counter (that counter and every one to its right are
taken) or by choosing a heap and typing how many to take; a line above the board says so.
The counters taken by the student's last move and by the computer's reply stay on the
board as hollow counters of two colours, so both moves can be seen. The hint draws the
heaps in binary with the deciding column highlighted (Bouton's rule).
"""

from __future__ import annotations

import html
from collections.abc import Hashable, Sequence
from typing import Any

import ipywidgets as widgets
import matplotlib.pyplot as plt

from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    check_natural,
    deciding_bit,
    nim_sum,
)
from ..games.nim import Nim
from ..plotting import draw_bit_table
from .common import guarded, parse_natural, show_figure
from .player import COMPUTER, YOU, GamePlayer, Move

__all__ = ["NimPlayer", "play_nim"]

MAX_HEAP = 30
TAKEN_COLOURS = {YOU: "#FFE08A", COMPUTER: "#F4B6BE"}
"""Hollow counters left on the board: your last move (yellow), the computer's reply (pink)."""
INSTRUCTIONS = (
    "<b>Click a counter</b> to take it and every counter to its right, or choose a heap and "
    "an amount below. Hollow counters show the last two moves: "
    f"<span style='background:{TAKEN_COLOURS[YOU]}'>&nbsp;○&nbsp;</span> yours, "
    f"<span style='background:{TAKEN_COLOURS[COMPUTER]}'>&nbsp;○&nbsp;</span> the computer's."
)


class NimPlayer(GamePlayer):
    """Play Nim against the computer.

    Parameters
    ----------
    heaps : sequence of int
        The starting heap sizes, each at most 30.
    computer_starts : bool, optional
        Whether the computer moves first.
    seed : int, optional
        Breaks ties between equally small moves of the computer.
    misere : bool, optional
        If true, whoever takes the last counter loses.
    hints : bool, optional
        Whether a Hint button shows Bouton's winning move with the nim-sum.

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory",
       Annals of Mathematics 3 (1901), 35-39.
    """

    def __init__(
        self,
        heaps: Sequence[int] = (3, 4, 5),
        *,
        computer_starts: bool = False,
        seed: int = 0,
        misere: bool = False,
        hints: bool = True,
    ) -> None:
        if isinstance(heaps, (str, bytes)) or not isinstance(heaps, Sequence) or not heaps:
            raise InvalidPositionError(
                f"heaps must be a non-empty list of heap sizes, got {heaps!r}"
            )
        start = tuple(check_natural(h, "heap size") for h in heaps)
        if max(start) > MAX_HEAP:
            raise InvalidPositionError(
                f"heap size must be at most {MAX_HEAP} to be drawn, got {max(start)}"
            )
        self.heap_menu = widgets.Dropdown(description="Heap:", layout=widgets.Layout(width="160px"))
        self.amount = widgets.Text(
            value="1",
            description="Take:",
            continuous_update=False,
            layout=widgets.Layout(width="140px"),
        )
        self.take_button = widgets.Button(description="Take", button_style="primary")
        self.take_button.add_class("grundy-take")
        self.take_button.on_click(lambda _: self.take(self.heap_menu.value, self.amount.value))
        self.instructions = widgets.HTML(INSTRUCTIONS)
        self.instructions.add_class("grundy-instructions")
        super().__init__(
            Nim(),
            start,
            computer_starts=computer_starts,
            seed=seed,
            misere=misere,
            title="Nim: take any number of counters from one heap",
            hints=hints,
        )
        self.children = [self.title, self.instructions, *self.children[1:]]

    @property
    def heaps(self) -> tuple[int, ...]:
        """The current heap sizes."""
        assert isinstance(self.position, tuple)
        return self.position

    @guarded
    def take(self, heap: Any, amount: Any) -> None:
        """Take ``amount`` counters from heap number ``heap`` (1 for the first heap).

        Both may be typed text; a bad value shows a message in the widget.
        """
        if self.winner is not None:
            raise InvalidArgumentError("the game is over; press New game to play again")
        number = parse_natural(heap, "heap", low=1, high=len(self.heaps))
        size = self.heaps[number - 1]
        if size == 0:
            raise InvalidArgumentError(f"heap {number} is empty; choose another heap")
        count = parse_natural(amount, "amount", low=1, high=size)
        after = list(self.heaps)
        after[number - 1] = size - count
        self.play(tuple(after))

    def describe(self, before: Hashable, after: Hashable) -> str:
        """``take 2 from heap 3 → (3, 4, 3)``."""
        assert isinstance(before, tuple) and isinstance(after, tuple)
        i = next(k for k, (b, a) in enumerate(zip(before, after, strict=True)) if b != a)
        return f"take {before[i] - after[i]} from heap {i + 1} → {after}"

    def last_moves(self) -> list[Move]:
        """The moves shown on the board: your last move and the computer's reply to it."""
        shown: list[Move] = []
        for move in reversed(self.history):
            if move.player in {m.player for m in shown}:
                break
            shown.append(move)
        return shown  # the most recent first

    def taken_counters(self, heap: int) -> list[widgets.Button]:
        """Hollow counters for what the last moves took from ``heap`` (0 for the first)."""
        hollow = []
        for move in self.last_moves():
            assert isinstance(move.before, tuple) and isinstance(move.after, tuple)
            who = "you" if move.player == YOU else "the computer"
            for _ in range(move.before[heap] - move.after[heap]):
                button = widgets.Button(
                    description="○",
                    tooltip=f"{who} took this counter",
                    disabled=True,
                    layout=widgets.Layout(width="34px", height="34px", padding="0"),
                    style=widgets.ButtonStyle(button_color=TAKEN_COLOURS[move.player]),
                )
                button.add_class("grundy-taken")
                button.add_class("grundy-taken-by-you" if move.player == YOU
                                 else "grundy-taken-by-computer")
                hollow.append(button)
        return hollow

    def render_board(self) -> None:
        """One row of counter buttons per heap; clicking a counter takes it and those after it.

        After the counters come hollow ones for what the last moves took from that heap.
        """
        playing = self.winner is None and self.to_move == YOU
        rows = []
        for i, size in enumerate(self.heaps):
            counters = []
            for j in range(size):
                take = size - j
                button = widgets.Button(
                    description="●",
                    tooltip=f"take {take} from heap {i + 1}",
                    disabled=not playing,
                    layout=widgets.Layout(width="34px", height="34px", padding="0"),
                )
                button.add_class("grundy-counter")
                button.on_click(lambda _, i=i, take=take: self.take(i + 1, take))
                counters.append(button)
            label = widgets.HTML(
                f"<b>heap {i + 1}</b> ({size})", layout=widgets.Layout(width="90px")
            )
            label.add_class("grundy-heap-label")
            rows.append(widgets.HBox([label, *counters, *self.taken_counters(i)]))
        self.board.children = rows

    def render_moves(self) -> None:
        """The heap menu, the amount box and the Take button."""
        playing = self.winner is None and self.to_move == YOU
        previous = self.heap_menu.value
        choices = [(f"{i + 1} ({h})", i + 1) for i, h in enumerate(self.heaps) if h > 0]
        self.heap_menu.options = choices or [("-", 0)]
        numbers = [number for _, number in choices] or [0]
        self.heap_menu.value = previous if previous in numbers else numbers[0]
        for control in (self.heap_menu, self.amount, self.take_button):
            control.disabled = not playing
        self.moves_box.children = [self.heap_menu, self.amount, self.take_button]

    def pick_hint(self, wins: Sequence[Hashable]) -> Hashable:
        """Bouton's move: reduce the first heap with a 1 in the deciding column to h ⊕ s."""
        s = nim_sum(*self.heaps)
        column = deciding_bit(self.heaps)
        if self.misere or column is None:
            return wins[0]
        i = next(k for k, h in enumerate(self.heaps) if h >> column & 1)
        move = (*self.heaps[:i], self.heaps[i] ^ s, *self.heaps[i + 1 :])
        return move if move in wins else wins[0]

    def hint_reason(self, move: Hashable) -> str:
        """The nim-sum, the deciding column, and the heap to reduce."""
        if self.misere:
            return super().hint_reason(move)
        s = nim_sum(*self.heaps)
        column = deciding_bit(self.heaps)
        assert column is not None and isinstance(move, tuple)
        i = next(k for k, (b, a) in enumerate(zip(self.heaps, move, strict=True)) if b != a)
        h = self.heaps[i]
        return (
            f"<b>{html.escape(self.describe(self.position, move))}</b>. The nim-sum of the heaps "
            f"is {s} = {s:b} in binary, not 0, so you can win. Its highest 1 is in the "
            f"{2**column}s column; heap {i + 1} ({h} = {h:b}) has a 1 there, so reduce it to "
            f"{h} ⊕ {s} = {h ^ s}. Then every column has an even number of 1s: nim-sum 0."
        )

    def draw_hint(self, move: Hashable) -> None:
        """The bit table of the heaps with the deciding column highlighted."""
        if self.misere:
            return
        fig, ax = plt.subplots(figsize=(1.6 + 0.55 * max(1, max(self.heaps).bit_length()), 2.6))
        draw_bit_table(list(self.heaps), ax=ax)
        show_figure(self.hint_output, fig)

    def __repr__(self) -> str:
        return f"NimPlayer({self.start!r})"


def play_nim(
    heaps: Sequence[int] = (3, 4, 5),
    *,
    computer_starts: bool = False,
    seed: int = 0,
    misere: bool = False,
    hints: bool = True,
) -> NimPlayer:
    """Play Nim against the computer: click a counter to take it and all after it.

    Parameters
    ----------
    heaps : sequence of int
        The starting heap sizes (at most 30 each).
    computer_starts : bool, optional
        Whether the computer moves first (try it on ``(1, 2, 3)``, a P-position).
    seed : int, optional
        Breaks ties between equally small moves of the computer.
    misere : bool, optional
        If true, whoever takes the last counter loses.
    hints : bool, optional
        Whether a Hint button shows Bouton's winning move with the nim-sum (turn it off
        before Bouton's theorem has been taught, so the hint cannot give a move away).

    Returns
    -------
    NimPlayer

    Examples
    --------
    >>> import grundylib as gl
    >>> p = gl.play_nim((13, 12, 8))
    >>> p.hint(); p.last_hint, p.last_hint in gl.winning_moves(gl.Nim(), (13, 12, 8))
    ((4, 12, 8), True)
    >>> p.take(1, "lots"); p.message.text
    "amount must be a whole number from 1 to 13, got 'lots'"
    >>> p.take(1, 9); p.heaps[0], len(p.history)
    (4, 2)
    >>> q = gl.play_nim((1, 3, 5), hints=False)
    >>> q.hint_button in q.children[-5].children, q.hint(), q.last_hint
    (False, None, None)
    """
    return NimPlayer(
        heaps, computer_starts=computer_starts, seed=seed, misere=misere, hints=hints
    )
