"""grundylib: impartial combinatorial games for learning and research.

Build games (Nim, subtraction games, take-and-break games, games given by a graph),
label their positions P or N, compute Sprague–Grundy values, winning moves and sums
of games, and draw them.

>>> import grundylib as gl
>>> gl.mex([0, 1, 3]), gl.nim_sum(13, 12, 8), gl.grundy(gl.Nim(), (3, 5, 6))
(2, 9, 0)
"""

from . import exercises, games, problems
from .analysis import DEFAULT_MAX_POSITIONS, grundy, outcome, winning_moves
from .census import (
    census,
    census_codes,
    census_games,
    census_row,
    compare_census,
    draw_census,
    read_census,
)
from .core import (
    GrundyError,
    InvalidArgumentError,
    InvalidCodeError,
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
from .loopy import (
    GeneralizedValue,
    Infinity,
    generalized_grundy,
    generalized_nim_sum,
    label_generalized,
    outcome_of_value,
)
from .loopy_plot import draw_loopy_graph
from .misere import (
    MisereCounterexample,
    find_misere_counterexample,
    misere_grundy,
    misere_nim_outcome,
    misere_nim_winning_moves,
)
from .nimbers import (  # lesson 09: nim multiplication
    nim_inverse,
    nim_mex_product,
    nim_power,
    nim_product,
    nim_product_table,
    nim_square,
)
from .plotting import (
    deciding_bit,
    draw_bit_table,
    draw_game_graph,
    draw_labelling_rounds,
    plot_grundy_grid,
    plot_grundy_sequence,
    plot_p_positions_grid,
)
from .sequences import (
    MAX_SEQUENCE_LENGTH,
    OctalPeriod,
    Period,
    clear_cache,
    find_period,
    grundy_sequence,
    octal_period,
)
from .widgets import (
    GamePlayer,
    NimPlayer,
    SumPlayer,
    WythoffPlayer,
    label_positions,
    octal_explorer,
    play,
    play_nim,
    play_sum,
    play_wythoff,
    subtraction_explorer,
    sum_builder,
)
from .widgets.coins import CoinRowPlayer, play_coins  # lesson 09: coin-turning games

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_MAX_POSITIONS",
    "Game",
    "GraphGame",
    "GrundyError",
    "HeapGame",
    "InvalidArgumentError",
    "InvalidCodeError",
    "InvalidPositionError",
    "LabellingRound",
    "LoopyGameError",
    "Outcome",
    "Position",
    "PositionLimitError",
    "Sum",
    "census",
    "census_codes",
    "census_games",
    "census_row",
    "compare_census",
    "draw_census",
    "exercises",
    "game_graph",
    "grundy",
    "labelling_rounds",
    "mex",
    "nim_sum",
    "outcome",
    "problems",
    "read_census",
    "rounds_table",
    "winning_moves",
]
__all__ += games.__all__
__all__ += [  # plotting
    "deciding_bit",
    "draw_bit_table",
    "draw_game_graph",
    "draw_labelling_rounds",
    "plot_grundy_grid",
    "plot_grundy_sequence",
    "plot_p_positions_grid",
]
__all__ += [  # widgets
    "GamePlayer",
    "NimPlayer",
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
__all__ += [  # sequences
    "MAX_SEQUENCE_LENGTH",
    "OctalPeriod",
    "Period",
    "clear_cache",
    "find_period",
    "grundy_sequence",
    "octal_period",
]
__all__ += [  # loopy games and misère play
    "GeneralizedValue",
    "Infinity",
    "MisereCounterexample",
    "draw_loopy_graph",
    "find_misere_counterexample",
    "generalized_grundy",
    "generalized_nim_sum",
    "label_generalized",
    "misere_grundy",
    "misere_nim_outcome",
    "misere_nim_winning_moves",
    "outcome_of_value",
]

# --- lesson 11: Chomp and strategy stealing ---
from .chomp_plot import draw_chomp, draw_chomp_shapes  # noqa: E402
from .widgets import ChompPlayer, play_chomp  # noqa: E402

__all__ += [  # lesson 11: Chomp and strategy stealing
    "ChompPlayer",
    "draw_chomp",
    "draw_chomp_shapes",
    "play_chomp",
]

# --- lesson 10: Green Hackenbush ---
from .hackenbush_plot import draw_hackenbush, hackenbush_layout  # noqa: E402
from .widgets import HackenbushPlayer, play_hackenbush  # noqa: E402

__all__ += [  # lesson 10: Green Hackenbush
    "HackenbushPlayer",
    "draw_hackenbush",
    "hackenbush_layout",
    "play_hackenbush",
]

__all__ += [  # lesson 09: nim multiplication
    "nim_inverse",
    "nim_mex_product",
    "nim_power",
    "nim_product",
    "nim_product_table",
    "nim_square",
]
__all__ += [  # lesson 09: coin-turning games
    "CoinRowPlayer",
    "play_coins",
]
