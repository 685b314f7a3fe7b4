"""Play a coin-turning game on a row of coins against the computer.

:class:`CoinRowPlayer` is the general player (:class:`~grundylib.widgets.GamePlayer`) with a
board that shows the row as coins, heads ``●`` and tails ``○``, each labelled with its
number and value, and moves named by the coins they turn.
"""

from __future__ import annotations

import html
import re
from collections.abc import Hashable

import ipywidgets as widgets

from ..core import InvalidArgumentError, check_positive
from ..games.coin_turning import CoinTurningGame
from .player import GamePlayer

__all__ = ["CoinRowPlayer", "play_coins"]

MAX_ROW = 16


class CoinRowPlayer(GamePlayer):
    """Play a one-dimensional coin-turning ruleset from ``start`` on a row of ``length`` coins.

    Parameters
    ----------
    game : CoinTurningGame
        The rules (:class:`~grundylib.Twins`, :class:`~grundylib.MockTurtles`, ...).
    start : tuple of int
        The heads at the start.
    length : int
        How many coins the row shows (at most 16), enough to cover every head.
    computer_starts : bool, optional
        Whether the computer moves first.
    seed : int, optional
        Breaks ties between the computer's equally good moves.
    """

    def __init__(
        self,
        game: CoinTurningGame,
        start: tuple[int, ...],
        length: int,
        *,
        computer_starts: bool = False,
        seed: int = 0,
    ) -> None:
        if not isinstance(game, CoinTurningGame):
            raise InvalidArgumentError(f"game must be a coin-turning ruleset, got {game!r}")
        self.length = check_positive(length, "length", InvalidArgumentError)
        if self.length > MAX_ROW:
            raise InvalidArgumentError(f"length must be at most {MAX_ROW}, got {length!r}")
        game.to_row(start, self.length)  # every head on the row, or a clear error
        self.coin_game = game
        super().__init__(
            game,
            game.start(start),
            computer_starts=computer_starts,
            seed=seed,
            title=f"{_game_name(game)}: the rightmost coin turned must go from heads to tails",
        )

    def row(self, position: Hashable) -> str:
        """The position as ``H``/``T`` letters, leftmost coin first."""
        return self.coin_game.to_row(position, self.length)

    def describe(self, before: Hashable, after: Hashable) -> str:
        """A move in words: ``turn 5, 2`` (the coins turned, rightmost first)."""
        turned = sorted(set(before) ^ set(after), reverse=True)  # type: ignore[call-overload]
        return "turn " + ", ".join(map(str, turned))

    def render_board(self) -> None:
        """The row of coins, heads ● and tails ○, with their numbers and values."""
        first = self.coin_game.first_coin
        coins = range(first, first + self.length)
        heads = set(self.coin_game.heads(self.position))
        cells = "".join(
            f"<td style='text-align:center;font-size:22px'>{'●' if c in heads else '○'}</td>"
            for c in coins
        )
        labels = "".join(f"<td style='text-align:center;color:#555'>{c}</td>" for c in coins)
        values = "".join(
            f"<td style='text-align:center;color:#0072b2'>{self.coin_game.coin_value(c)}</td>"
            for c in coins
        )
        value = self.coin_game.value(self.position)
        self.board.children = [
            widgets.HTML(
                "<table class='grundy-coins'>"
                f"<tr><th style='text-align:left'>coin</th>{labels}</tr>"
                f"<tr><th style='text-align:left'>row</th>{cells}</tr>"
                f"<tr><th style='text-align:left'>value</th>{values}</tr></table>"
                f"<div>Row <code>{html.escape(self.row(self.position))}</code>: "
                f"nim-sum of the heads' values {value}</div>"
            )
        ]

    def __repr__(self) -> str:
        return f"CoinRowPlayer({self.coin_game!r}, {self.start!r}, {self.length})"


def play_coins(
    game: CoinTurningGame,
    start: tuple[int, ...],
    length: int,
    *,
    computer_starts: bool = False,
    seed: int = 0,
) -> CoinRowPlayer:
    """Play a coin-turning ruleset on a row of ``length`` coins against the computer.

    Examples
    --------
    >>> import grundylib as gl
    >>> p = gl.play_coins(gl.MockTurtles(), (1, 2, 4), 6)
    >>> p.row(p.position), [b.description for b in p.moves_box.children][:3]
    ('THHTHT', ['turn 4', 'turn 4, 3', 'turn 4, 2'])
    >>> p.play(p.options()[0]); p.history[-1].player
    'computer'
    """
    return CoinRowPlayer(game, start, length, computer_starts=computer_starts, seed=seed)


def _game_name(game: CoinTurningGame) -> str:
    """The ruleset's name in words, for a heading: ``MockTurtles()`` gives ``Mock Turtles``.

    Examples
    --------
    >>> import grundylib as gl
    >>> _game_name(gl.MockTurtles())
    'Mock Turtles'
    """
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", type(game).__name__)
