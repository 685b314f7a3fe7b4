"""Play a game against the computer: the general player and the player for sums of games.

:class:`GamePlayer` works for any game with a small set of moves: a button per legal
move, whose turn it is, the move history, undo, new game, who won, and a hint that
shows a winning move with the reason. Dedicated players (Nim, Wythoff, sums) subclass
it and replace the board and the reason. :func:`play` picks the right player.
"""

from __future__ import annotations

import html
import random
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from .._search import check_game, options_of
from ..analysis import grundy, outcome, winning_moves
from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    Outcome,
    check_hashable,
    check_iterable,
    nim_sum,
)
from ..game import Game, GraphGame, Position, Sum
from ..loopy import Infinity, generalized_grundy
from .common import MessageArea, choose_computer_move, clear, guarded

__all__ = ["GamePlayer", "Move", "SumPlayer", "play_sum"]

YOU = "you"
COMPUTER = "computer"
MAX_BUTTONS = 40


@dataclass(frozen=True)
class Move:
    """One move of a game: who made it, from where, to where."""

    player: str
    before: Hashable
    after: Hashable


def other(player: str) -> str:
    """The other player."""
    return COMPUTER if player == YOU else YOU


class GamePlayer(widgets.VBox):  # type: ignore[misc]
    """Play ``game`` from ``start`` against a computer that never misses a winning move.

    Parameters
    ----------
    game : Game
        Any game with a ``moves`` method and few moves per position.
    start : hashable
        The starting position.
    computer_starts : bool, optional
        Whether the computer makes the first move (the student can change it).
    seed : int, optional
        Breaks ties between equally small moves; the same seed gives the same game.
    misere : bool, optional
        If true, the player who makes the last move loses.
    title : str, optional
        A heading shown above the board.
    hints : bool, optional
        Whether a Hint button offers a winning move and the reason it wins. Turn hints off
        where the player is part of an exercise whose answer a hint would give.

    Attributes
    ----------
    position : hashable
        The current position.
    history : list of Move
        The moves so far.
    winner : {"you", "computer", None}
        Who won, once the game is over.
    last_hint : hashable or None
        The move the last hint suggested (a member of ``winning_moves``), or None.
    """

    def __init__(
        self,
        game: Game,
        start: Position,
        *,
        computer_starts: bool = False,
        seed: int = 0,
        misere: bool = False,
        title: str | None = None,
        hints: bool = True,
    ) -> None:
        super().__init__()
        options_of(check_game(game), check_hashable(start))  # a bad game or start raises here
        self.game = game
        self.start: Hashable = start
        self.seed = seed
        self.misere = misere
        self.hints = bool(hints)
        self.rng = random.Random(seed)
        self.position: Hashable = start
        self.history: list[Move] = []
        self.winner: str | None = None
        self.last_hint: Hashable | None = None
        self.last_hint_text = ""

        self.title = widgets.HTML(f"<h3>{html.escape(title)}</h3>" if title else "")
        self.starter = widgets.ToggleButtons(
            options=[("You start", YOU), ("Computer starts", COMPUTER)],
            value=COMPUTER if computer_starts else YOU,
            tooltips=["You make the first move", "The computer makes the first move"],
        )
        self.starter.observe(self.on_starter_change, names="value")
        self.new_game_button = widgets.Button(description="New game", icon="refresh")
        self.new_game_button.on_click(lambda _: self.new_game())
        self.undo_button = widgets.Button(description="Undo", icon="undo")
        self.undo_button.on_click(lambda _: self.undo())
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o")
        self.hint_button.on_click(lambda _: self.hint())
        self.status = widgets.HTML()
        self.status.add_class("grundy-status")
        self.your_move = widgets.HTML()
        self.your_move.add_class("grundy-your-move")
        self.last_move = widgets.HTML()
        self.last_move.add_class("grundy-last-move")
        self.board = widgets.VBox()
        self.moves_box = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.hint_output = widgets.Output()
        self.hint_text = widgets.HTML()
        self.message = MessageArea()
        self.history_html = widgets.HTML()
        self.children = [
            self.title,
            widgets.HBox([self.starter, self.new_game_button]),
            self.board,
            self.status,
            self.your_move,
            self.last_move,
            self.moves_box,
            widgets.HBox([self.undo_button, *([self.hint_button] if self.hints else [])]),
            self.message,
            self.hint_text,
            self.hint_output,
            self.history_html,
        ]
        self.add_class("grundy-player")
        self.new_game()

    # --- game logic -------------------------------------------------------------------

    def options(self, position: Hashable | None = None) -> list[Hashable]:
        """The positions reachable in one move from ``position`` (default: the current one)."""
        return options_of(self.game, self.position if position is None else position)

    @property
    def to_move(self) -> str:
        """Who moves next: ``"you"`` or ``"computer"``."""
        if self.history:
            return other(self.history[-1].player)
        return str(self.starter.value)

    def apply(self, player: str, after: Hashable) -> None:
        """Record ``player``'s move to ``after`` and decide whether the game is over."""
        self.history.append(Move(player, self.position, after))
        self.position = after
        self.check_over()

    def check_over(self) -> None:
        """Set :attr:`winner` when the player to move has no move."""
        if self.options():
            self.winner = None
            return
        stuck = self.to_move
        self.winner = stuck if self.misere else other(stuck)

    def computer_turn(self) -> None:
        """Let the computer move (a winning move when there is one)."""
        after, _ = choose_computer_move(self.game, self.position, self.rng, misere=self.misere)
        self.apply(COMPUTER, after)

    def on_starter_change(self, change: dict[str, Any]) -> None:
        """Choosing who starts begins a new game."""
        self.new_game()

    @guarded
    def new_game(self, computer_starts: bool | None = None) -> None:
        """Start again from the start position; the computer moves first if it starts."""
        if computer_starts is not None:
            wanted = COMPUTER if computer_starts else YOU
            if self.starter.value != wanted:
                self.starter.value = wanted  # observed: calls new_game again
                return
        self.rng = random.Random(self.seed)
        self.position = self.start
        self.history = []
        self.last_hint = None
        self.last_hint_text = ""
        self.check_over()
        if self.winner is None and self.starter.value == COMPUTER:
            self.computer_turn()
        self.refresh()

    @guarded
    def play(self, after: Any) -> None:
        """Make the student's move to ``after``, then let the computer answer."""
        if self.winner is not None:
            raise InvalidArgumentError("the game is over; press New game to play again")
        if self.to_move != YOU:
            raise InvalidArgumentError("it is the computer's turn")
        if after not in self.options():
            raise InvalidPositionError(f"move must lead to a position one move away, got {after!r}")
        self.last_hint = None
        self.last_hint_text = ""
        self.apply(YOU, after)
        if self.winner is None:
            self.computer_turn()
        self.refresh()

    @guarded
    def undo(self) -> None:
        """Take back the student's last move and the computer's answer to it."""
        if not any(m.player == YOU for m in self.history):
            raise InvalidArgumentError("there is no move of yours to undo")
        while self.history:
            move = self.history.pop()
            self.position = move.before
            if move.player == YOU:
                break
        self.check_over()
        self.last_hint = None
        self.last_hint_text = ""
        self.refresh()

    @guarded
    def hint(self) -> None:
        """Show a winning move and why it wins, or explain that there is none."""
        if not self.hints:
            raise InvalidArgumentError("this game has no hints: work the move out yourself")
        if self.winner is not None:
            raise InvalidArgumentError("the game is over; press New game to play again")
        wins = winning_moves(self.game, self.position, self.misere)
        clear(self.hint_output)
        if wins:
            self.last_hint = self.pick_hint(wins)
            self.last_hint_text = self.hint_reason(self.last_hint)
            self.draw_hint(self.last_hint)
        else:
            self.last_hint = None
            self.last_hint_text = self.no_win_reason()
        self.hint_text.value = f"<div class='grundy-hint'>💡 {self.last_hint_text}</div>"

    # --- what subclasses change ---------------------------------------------------------

    def pick_hint(self, wins: Sequence[Hashable]) -> Hashable:
        """The winning move a hint suggests (the first, in the game's order)."""
        return wins[0]

    def hint_reason(self, move: Hashable) -> str:
        """Why ``move`` wins, in a sentence or two (HTML)."""
        what = html.escape(self.describe(self.position, move))
        if self.misere:
            return (
                f"<b>{what}</b>. In misère play this leaves a P-position (found by searching "
                "the game tree): every move the computer makes leaves you a winning position."
            )
        g = generalized_grundy(self.game, self.position)
        if isinstance(g, Infinity):
            return (
                f"<b>{what}</b>. This position has generalized value {g}: it has no finite "
                "value because the game can loop, but one option has value 0, so it is an "
                "N-position. The move leaves value 0, a P-position: whatever the computer "
                "does, you can move back to value 0 and the game ends with your win."
            )
        return (
            f"<b>{what}</b>. This position has Grundy value {g} ≠ 0, so it is an N-position. "
            "The move leaves Grundy value 0, a P-position: whatever the computer does, you can "
            "move back to a P-position, until the computer has no move."
        )

    def no_win_reason(self) -> str:
        """What a hint says when the student stands on a P-position or a draw."""
        if not self.misere and outcome(self.game, self.position) == Outcome.D:
            g = generalized_grundy(self.game, self.position)
            return (
                f"No winning move, but no losing one is forced either: this position has "
                f"value {g} with no 0 among its options' values, a draw. Move to another "
                "position of infinite value and the game never ends."
            )
        return (
            "No winning move: this is a P-position (Grundy value 0), so every move leads to "
            "an N-position. Make a small move and hope the computer goes wrong (it will not)."
        )

    def draw_hint(self, move: Hashable) -> None:
        """Draw a picture for the hint into :attr:`hint_output` (nothing by default)."""

    def describe(self, before: Hashable, after: Hashable) -> str:
        """A move in words: ``take 2 (leave 5)`` for one heap, else ``→ after``.

        A game whose positions are not heaps (a token on a graph, e.g. a
        :class:`~grundylib.GraphGame`, loopy or not) gets ``→ 4`` even when its positions are
        numbers: a move up a ladder is not "take -3". A game with a method
        ``describe_move(before, after)`` (e.g. :class:`~grundylib.StaircaseNim`) names its
        own moves.
        """
        own = getattr(self.game, "describe_move", None)
        if callable(own):
            return str(own(before, after))
        if isinstance(self.game, GraphGame):
            return f"→ {after}"
        if isinstance(before, int) and isinstance(after, int):
            return f"take {before - after} (leave {after})"
        if (
            isinstance(before, tuple)
            and isinstance(after, tuple)
            and len(before) == len(after)
            and all(isinstance(x, int) for x in (*before, *after))
        ):
            changed = [i for i, (b, a) in enumerate(zip(before, after, strict=True)) if b != a]
            if len(changed) == 1:
                i = changed[0]
                return f"heap {i + 1}: take {before[i] - after[i]} → {after}"
        return f"→ {after}"

    def render_board(self) -> None:
        """Show the position (counters for heaps of ints)."""
        self.board.children = [widgets.HTML(f"<b>Position:</b> {html.escape(str(self.position))}")]

    def render_moves(self) -> None:
        """A button per legal move (a menu when there are many)."""
        if self.winner is not None or self.to_move != YOU:
            self.moves_box.children = []
            return
        options = self.options()
        if len(options) <= MAX_BUTTONS:
            buttons = []
            for option in options:
                button = widgets.Button(
                    description=self.describe(self.position, option),
                    layout=widgets.Layout(width="auto"),
                    tooltip=f"move to {option}",
                )
                button.add_class("grundy-move")
                button.on_click(lambda _, o=option: self.play(o))
                buttons.append(button)
            self.moves_box.children = buttons
        else:
            menu = widgets.Dropdown(
                options=[(self.describe(self.position, o), i) for i, o in enumerate(options)],
                description="Your move:",
            )
            go = widgets.Button(description="Play")
            go.add_class("grundy-move")
            go.on_click(lambda _: self.play(options[menu.value]))
            self.moves_box.children = [menu, go]

    # --- display ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the state."""
        self.render_board()
        self.render_moves()
        if self.winner == YOU:
            self.status.value = (
                "<b style='color:#006B3C'>You won! 🎉</b> Press New game to play again."
            )
        elif self.winner == COMPUTER:
            self.status.value = (
                "<b style='color:#B00020'>The computer won.</b> Try again, or let the "
                "computer start from this position."
            )
        else:
            self.status.value = "<b>Your turn.</b>"
        mine = next((m for m in reversed(self.history) if m.player == YOU), None)
        self.your_move.value = (
            f"You: {html.escape(self.describe(mine.before, mine.after))}" if mine is not None else ""
        )
        reply = self.history[-1] if self.history and self.history[-1].player == COMPUTER else None
        self.last_move.value = (
            f"Computer: {html.escape(self.describe(reply.before, reply.after))}"
            if reply is not None
            else ""
        )
        self.undo_button.disabled = not any(m.player == YOU for m in self.history)
        self.hint_button.disabled = self.winner is not None
        if self.last_hint is None and not self.last_hint_text:
            self.hint_text.value = ""
            clear(self.hint_output)
        lines = [
            f"<li>{'You' if m.player == YOU else 'Computer'}: "
            f"{html.escape(self.describe(m.before, m.after))}</li>"
            for m in self.history
        ]
        self.history_html.value = (
            f"<details><summary>Moves ({len(lines)})</summary><ol>{''.join(lines)}</ol></details>"
            if lines
            else ""
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.game!r}, {self.start!r})"


class SumPlayer(GamePlayer):
    """Play a sum of games, with one row per component showing its position.

    The hint adds up the components' Grundy values with the nim-sum (the
    Sprague–Grundy theorem) and names the component to move in.

    References
    ----------
    .. [1] R. P. Sprague, "Über mathematische Kampfspiele", Tôhoku Math. J. 41 (1935).
    .. [2] P. M. Grundy, "Mathematics and games", Eureka 2 (1939).
    """

    game: Sum

    def __init__(self, game: Sum, start: Position, **kwargs: Any) -> None:
        if not isinstance(game, Sum):
            raise InvalidArgumentError(f"game must be a Sum of games, got {game!r}")
        game.parts(start)
        super().__init__(game, start, **kwargs)

    def describe(self, before: Hashable, after: Hashable) -> str:
        """``game 2: 10 → 7``."""
        if isinstance(before, tuple) and isinstance(after, tuple) and len(before) == len(after):
            changed = [i for i, (b, a) in enumerate(zip(before, after, strict=True)) if b != a]
            if len(changed) == 1:
                i = changed[0]
                return f"game {i + 1}: {before[i]} → {after[i]}"
        return f"→ {after}"

    def render_board(self) -> None:
        """A table: each component, its position and (once the game is over) its value."""
        assert isinstance(self.position, tuple)
        rows = "".join(
            f"<tr><td>game {i + 1}</td><td><code>{html.escape(repr(g))}</code></td>"
            f"<td><b>{html.escape(str(p))}</b></td></tr>"
            for i, (g, p) in enumerate(zip(self.game.games, self.position, strict=True))
        )
        self.board.children = [
            widgets.HTML(
                "<table class='grundy-sum'><tr><th></th><th>rules</th><th>position</th></tr>"
                f"{rows}</table>"
            )
        ]

    def hint_reason(self, move: Hashable) -> str:
        """Component values, their nim-sum, and the component move that makes it 0."""
        if self.misere or isinstance(generalized_grundy(self.game, self.position), Infinity):
            return super().hint_reason(move)
        assert isinstance(self.position, tuple) and isinstance(move, tuple)
        values = [grundy(g, p) for g, p in zip(self.game.games, self.position, strict=True)]
        after = [grundy(g, p) for g, p in zip(self.game.games, move, strict=True)]
        i = next(k for k, (a, b) in enumerate(zip(self.position, move, strict=True)) if a != b)
        return (
            f"<b>{html.escape(self.describe(self.position, move))}</b>. The components have "
            f"Grundy values {', '.join(map(str, values))}, with nim-sum {nim_sum(*values)} ≠ 0. "
            f"Moving in game {i + 1} changes its value from {values[i]} to {after[i]}, so the "
            f"nim-sum becomes {' ⊕ '.join(map(str, after))} = 0: a P-position."
        )


def play_sum(
    games_and_positions: Iterable[tuple[Any, Any]],
    *,
    computer_starts: bool = False,
    seed: int = 0,
) -> SumPlayer:
    """Play the sum of several games, each given with its starting position.

    Parameters
    ----------
    games_and_positions : iterable of (Game, position)
        The components, such as ``[(gl.SubtractionGame({1, 2, 3}), 9), (gl.Nim(), 5)]``.
    computer_starts : bool, optional
        Whether the computer moves first.
    seed : int, optional
        Seed for the computer's choice between equally small moves.

    Returns
    -------
    SumPlayer

    Examples
    --------
    >>> import grundylib as gl
    >>> bash = [gl.SubtractionGame(range(1, m + 1)) for m in (3, 5, 7)]
    >>> p = gl.play_sum(zip(bash, (9, 10, 14)))
    >>> p.position
    (9, 10, 14)
    >>> p.hint(); p.last_hint
    (6, 10, 14)
    """
    pairs = check_iterable(
        games_and_positions, "games_and_positions", error=InvalidArgumentError
    )
    if not pairs or not all(isinstance(p, tuple) and len(p) == 2 for p in pairs):
        raise InvalidArgumentError(
            f"games_and_positions must be (game, position) pairs, got {pairs!r}"
        )
    game = Sum(*(g for g, _ in pairs))
    return SumPlayer(game, tuple(p for _, p in pairs), computer_starts=computer_starts, seed=seed)
