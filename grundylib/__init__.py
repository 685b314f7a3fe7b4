"""grundylib: impartial combinatorial games for learning and research.

Build games (Nim, subtraction games, take-and-break games, games given by a graph),
label their positions P or N, compute Sprague–Grundy values, winning moves and sums
of games, and draw them.

>>> import grundylib as gl
>>> gl.mex([0, 1, 3]), gl.nim_sum(13, 12, 8), gl.grundy(gl.Nim(), (3, 5, 6))
(2, 9, 0)
"""

from . import exercises, games
from .analysis import DEFAULT_MAX_POSITIONS, grundy, outcome, winning_moves
from .core import (
    GrundyError,
    InvalidPositionError,
    LoopyGameError,
    Outcome,
    PositionLimitError,
    mex,
    nim_sum,
)
from .game import Game, GraphGame, HeapGame, Position, Sum
from .games import *  # noqa: F403  (the catalogue: every ruleset, listed in games.__all__)
from .graph import LabellingRound, game_graph, labelling_rounds, rounds_table

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_MAX_POSITIONS",
    "Game",
    "GraphGame",
    "GrundyError",
    "HeapGame",
    "InvalidPositionError",
    "LabellingRound",
    "LoopyGameError",
    "Outcome",
    "Position",
    "PositionLimitError",
    "Sum",
    "exercises",
    "game_graph",
    "grundy",
    "labelling_rounds",
    "mex",
    "nim_sum",
    "outcome",
    "rounds_table",
    "winning_moves",
]
__all__ += games.__all__
