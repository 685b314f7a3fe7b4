"""The catalogue of games: each module builds one family of rulesets.

This package owns the rulesets and the closed forms proved for them (Nim, subtraction
and Bash games, take-and-break games and octal codes, Wythoff, Fibonacci Nim, staircase
Nim and the rest of the notes' catalogue); it re-exports every one of them, so that a
new ruleset needs one import line here. Analysing a game (graphs, values, sequences)
belongs to the modules outside this package.
"""

from .at_least_half import AtLeastHalf
from .bash import BashGame
from .coin_turning import (  # lesson 09: coin-turning games
    AcrosticTwins,
    CoinTurningGame,
    CoinTurningProduct,
    MockTurtles,
    Ruler,
    TurningCorners,
    Twins,
    is_odious,
)
from .cutting import CuttingGame  # POJ 2311, sheets as components
from .fibonacci import FibonacciNim, fibonacci_nim_winning_take, is_fibonacci, zeckendorf
from .industrial import (
    IndustrialNim,
    industrial_nim_sum,
    xor_range,
    xor_upto,
)
from .new_stone import NewStoneGame, new_stone_game_first_player_wins
from .nim import Nim
from .staircase import (
    CoinsOnStrip,
    StaircaseNim,
    StairMove,
    coins_to_staircase,
    georgia_and_bob_heaps,
    staircase_nim_heaps,
)
from .strip_placement import StripPlacement
from .subtraction import SubtractionGame
from .take_break import (
    DawsonsKayles,
    GrundysGame,
    Kayles,
    LaskersNim,
    OctalGame,
    Treblecross,
    laskers_nim_grundy,
)
from .wythoff import (
    Wythoff,
    is_wythoff_p_position,
    lower_wythoff,
    wythoff_p_positions,
    wythoff_pair,
)

__all__ = ["Nim", "SubtractionGame"]
__all__ += [  # take_break
    "DawsonsKayles",
    "GrundysGame",
    "Kayles",
    "LaskersNim",
    "OctalGame",
    "Treblecross",
    "laskers_nim_grundy",
]
__all__ += [  # the classic games and puzzles of the notes
    "AtLeastHalf",
    "BashGame",
    "CoinsOnStrip",
    "CuttingGame",
    "FibonacciNim",
    "IndustrialNim",
    "NewStoneGame",
    "StairMove",
    "StaircaseNim",
    "StripPlacement",
    "Wythoff",
    "coins_to_staircase",
    "fibonacci_nim_winning_take",
    "georgia_and_bob_heaps",
    "industrial_nim_sum",
    "is_fibonacci",
    "is_wythoff_p_position",
    "lower_wythoff",
    "new_stone_game_first_player_wins",
    "staircase_nim_heaps",
    "wythoff_p_positions",
    "wythoff_pair",
    "xor_range",
    "xor_upto",
    "zeckendorf",
]

# --- lesson 03: Nim in disguise ---
from .nim_variants import (  # noqa: E402
    MooreNim,
    Nimble,
    Northcott,
    PokerNim,
    TurningTurtles,
    moore_nim_is_p_position,
    nimble_heaps,
    northcott_heaps,
    turning_turtles_heaps,
)

__all__ += [  # lesson 03: Nim in disguise
    "MooreNim",
    "Nimble",
    "Northcott",
    "PokerNim",
    "TurningTurtles",
    "moore_nim_is_p_position",
    "nimble_heaps",
    "northcott_heaps",
    "turning_turtles_heaps",
]

# --- lesson 11: Chomp and strategy stealing ---
from .chomp import (  # noqa: E402
    Chomp,
    chomp_bite,
    chomp_rectangle,
    chomp_shapes,
    chomp_square,
)

__all__ += [  # lesson 11: Chomp and strategy stealing
    "Chomp",
    "chomp_bite",
    "chomp_rectangle",
    "chomp_shapes",
    "chomp_square",
]

# --- lesson 10: Green Hackenbush ---
from .hackenbush import (  # noqa: E402
    GreenHackenbush,
    bamboo,
    fuse,
    hackenbush_cut,
    hackenbush_graph,
    hackenbush_pieces,
    hackenbush_position,
    hackenbush_sum,
    hackenbush_value,
    hackenbush_winning_cuts,
    polygon,
    random_hackenbush,
    tree,
)

__all__ += [  # lesson 10: Green Hackenbush
    "GreenHackenbush",
    "bamboo",
    "fuse",
    "hackenbush_cut",
    "hackenbush_graph",
    "hackenbush_pieces",
    "hackenbush_position",
    "hackenbush_sum",
    "hackenbush_value",
    "hackenbush_winning_cuts",
    "polygon",
    "random_hackenbush",
    "tree",
]

__all__ += [  # lesson 09: coin-turning games
    "AcrosticTwins",
    "CoinTurningGame",
    "CoinTurningProduct",
    "MockTurtles",
    "Ruler",
    "TurningCorners",
    "Twins",
    "is_odious",
]

# --- lesson 12: the rulesets of the contest problems (solvers in grundylib.course.problems) ---
from .hyper_knight import HyperKnight  # noqa: E402
from .paint_chain import PaintChain  # noqa: E402
from .race_to_total import RaceToTotal  # noqa: E402

__all__ += [  # lesson 12: the rulesets of the contest problems
    "HyperKnight",
    "PaintChain",
    "RaceToTotal",
]
