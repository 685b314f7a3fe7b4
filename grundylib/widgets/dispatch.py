"""Choose the player widget that suits a game: :func:`play`.

The dispatch sits above the player classes (it imports each of them), so that
:mod:`grundylib.widgets.player` never needs to import its own subclasses.
"""

from __future__ import annotations

from ..game import Game, Position, Sum
from ..games.hackenbush import GreenHackenbush
from ..games.nim import Nim
from ..games.wythoff import Wythoff
from .hackenbush import HackenbushPlayer
from .nim import NimPlayer
from .player import GamePlayer, SumPlayer
from .wythoff import WythoffPlayer

__all__ = ["play"]


def play(game: Game, start: Position, *, computer_starts: bool = False, seed: int = 0) -> GamePlayer:
    """Play ``game`` from ``start`` against the computer, with the view that suits the game.

    Nim gets :class:`~grundylib.widgets.NimPlayer`, Wythoff's game
    :class:`~grundylib.widgets.WythoffPlayer`, a :class:`~grundylib.Sum`
    :class:`~grundylib.widgets.SumPlayer`, Green Hackenbush :class:`~grundylib.widgets.HackenbushPlayer`,
    and any other game the general :class:`~grundylib.widgets.GamePlayer`.

    Parameters
    ----------
    game : Game
        The rules.
    start : hashable
        The starting position.
    computer_starts : bool, optional
        Whether the computer moves first.
    seed : int, optional
        Seed for the computer's choice between equally small moves.

    Returns
    -------
    GamePlayer

    Examples
    --------
    >>> import grundylib as gl
    >>> p = gl.play(gl.SubtractionGame({1, 2, 3}), 21)
    >>> [b.description for b in p.moves_box.children]
    ['take 1 (leave 20)', 'take 2 (leave 19)', 'take 3 (leave 18)']
    >>> p.play(20); p.position, p.last_move.value  # 20 is a P-position: no winning reply
    (19, 'Computer: take 1 (leave 19)')
    >>> p.your_move.value
    'You: take 1 (leave 20)'
    """
    if isinstance(game, Nim) and isinstance(start, tuple):
        return NimPlayer(start, computer_starts=computer_starts, seed=seed)
    if isinstance(game, Wythoff):
        a, b = game.check(start)
        return WythoffPlayer(a, b, computer_starts=computer_starts, seed=seed)
    if isinstance(game, Sum):
        return SumPlayer(game, start, computer_starts=computer_starts, seed=seed)
    if isinstance(game, GreenHackenbush):
        return HackenbushPlayer(start, computer_starts=computer_starts, seed=seed)
    return GamePlayer(game, start, computer_starts=computer_starts, seed=seed)
