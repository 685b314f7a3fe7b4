"""Widgets that teach: play games against the computer, and explore rules (ipywidgets 8).

This package owns every interactive view of grundylib. Players (:func:`play`,
:func:`play_nim`, :func:`play_wythoff`, :func:`play_sum`, :func:`sum_builder`) let a
student play against a computer that always takes a winning move when one exists and
explain a winning move on request; explorers (:func:`subtraction_explorer`,
:func:`octal_explorer`, :func:`label_positions`) redraw pictures when a rule changes.
Every factory returns a widget that displays itself as the last expression of a cell;
bad input shows a message inside the widget, never a traceback.

Inside, :mod:`~grundylib.widgets.player` holds the general player and
:mod:`~grundylib.widgets.common` the shared parts; the views of one game (``nim``,
``wythoff``, ``hackenbush``, ...) subclass the player, and :mod:`~grundylib.widgets.dispatch`
sits above them all to choose one in :func:`play`. The widgets reach the engine through
:mod:`grundylib.analysis` and ``grundylib._search``, never the other way round.
"""

from .builder import SumBuilder, sum_builder
from .coins import CoinRowPlayer, play_coins  # lesson 09: coin-turning games
from .dispatch import play
from .explorers import (
    GraphLabeller,
    OctalExplorer,
    SubtractionExplorer,
    label_positions,
    octal_explorer,
    subtraction_explorer,
)
from .nim import NimPlayer, play_nim
from .player import GamePlayer, SumPlayer, play_sum
from .wythoff import WythoffPlayer, play_wythoff

__all__ = [
    "GamePlayer",
    "GraphLabeller",
    "NimPlayer",
    "OctalExplorer",
    "SubtractionExplorer",
    "SumBuilder",
    "SumPlayer",
    "WythoffPlayer",
    "label_positions",
    "octal_explorer",
    "play",
    "play_nim",
    "play_sum",
    "play_wythoff",
    "subtraction_explorer",
    "sum_builder",
]

# --- lesson 11: Chomp and strategy stealing ---
from .chomp import ChompPlayer, play_chomp

__all__ += [  # lesson 11: Chomp and strategy stealing
    "ChompPlayer",
    "play_chomp",
]

# --- lesson 10: Green Hackenbush ---
from .hackenbush import HackenbushPlayer, play_hackenbush  # noqa: E402

__all__ += [  # lesson 10: Green Hackenbush
    "HackenbushPlayer",
    "play_hackenbush",
]

__all__ += [  # lesson 09: coin-turning games
    "CoinRowPlayer",
    "play_coins",
]
