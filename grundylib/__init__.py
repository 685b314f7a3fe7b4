"""grundylib: impartial combinatorial games for learning and research.

Build games (Nim, subtraction games, take-and-break games, games given by a graph),
label their positions P or N, compute Sprague–Grundy values, winning moves and sums
of games, and draw them.

>>> import grundylib as gl
>>> gl.mex([0, 1, 3]), gl.nim_sum(13, 12, 8), gl.grundy(gl.Nim(), (3, 5, 6))
(2, 9, 0)

The house, bottom to top (a module imports only from the layers below it):

- :mod:`~grundylib.core` (mex, nim-sums, outcomes, errors) and :mod:`~grundylib.game`
  (the :class:`Game` protocol, :class:`HeapGame`, :class:`Sum`, :class:`GraphGame`);
- ``grundylib._search``, the one search engine (reading options, limits, caches);
- :mod:`~grundylib.games` (the catalogue of rulesets), :mod:`~grundylib.graph`,
  :mod:`~grundylib.loopy`, :mod:`~grundylib.misere`, :mod:`~grundylib.quotient`,
  :mod:`~grundylib.variants`,
  :mod:`~grundylib.sequences`;
- :mod:`~grundylib.analysis`, the front door: :func:`grundy`, :func:`outcome`,
  :func:`winning_moves` in normal, misère and loopy play;
- drawing (:mod:`~grundylib.plotting`), :mod:`~grundylib.census`, the widgets
  (:mod:`~grundylib.widgets`), the lessons' own material (:mod:`~grundylib.course`,
  reached as ``gl.exercises`` and ``gl.problems``) and the command line.

Importing the package loads only the first layer and the catalogue; every other name is
imported on first use (PEP 562), so matplotlib, pandas, numba, ipywidgets and even
networkx are loaded only by the functions that need them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from . import games
from . import sequences as _sequences  # noqa: F401  (registers the compiled path with the engine)
from .census import census  # eager: the function shadows its module's name (gl.census)
from .core import (
    DEFAULT_MAX_POSITIONS,
    GrundyError,
    InvalidArgumentError,
    InvalidCodeError,
    InvalidPositionError,
    LoopyGameError,
    Outcome,
    PositionLimitError,
    deciding_bit,
    mex,
    nim_sum,
)
from .game import Game, GraphGame, HeapGame, HeapMove, Position, Sum
from .games import *  # noqa: F403  (the catalogue: every ruleset, listed in games.__all__)
from .genus import Genus, genus, is_tame  # eager, like census: genus shadows its module's name
from .misere_canonical import MisereGame, misere_canonical_form

if TYPE_CHECKING:
    from . import analysis as analysis
    from . import graph as graph
    from . import loopy as loopy
    from . import misere as misere
    from . import nimbers as nimbers
    from . import plotting as plotting
    from . import sequences as sequences
    from . import tables as tables
    from . import variants as variants
    from . import widgets as widgets
    from .analysis import grundy, outcome, winning_moves
    from .census import (
        census_codes,
        census_games,
        census_row,
        compare_census,
        draw_census,
        read_census,
    )
    from .chomp_plot import draw_chomp, draw_chomp_shapes
    from .course import exercises, problems
    from .course.problems import solve_codeforces_15c
    from .disguise_plot import draw_northcott, draw_staircase, draw_turtles_heaps
    from .graph import LabellingRound, game_graph, labelling_rounds, rounds_table
    from .hackenbush_plot import draw_hackenbush, hackenbush_layout
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
        bash_misere_outcome,
        find_misere_counterexample,
        misere_grundy,
        misere_nim_outcome,
        misere_nim_winning_moves,
    )
    from .nimbers import (
        nim_inverse,
        nim_mex_product,
        nim_power,
        nim_product,
        nim_product_table,
        nim_square,
    )
    from .plotting import (
        draw_bit_table,
        draw_game_graph,
        draw_labelling_rounds,
        draw_moves_from,
        plot_grundy_grid,
        plot_grundy_sequence,
        plot_p_positions_grid,
    )
    from .quotient import MisereQuotient, misere_quotient
    from .sequences import (
        MAX_SEQUENCE_LENGTH,
        ArithmeticPeriod,
        OctalPeriod,
        Period,
        clear_cache,
        find_arithmetic_period,
        find_period,
        grundy_sequence,
        memory_needed,
        octal_period,
    )
    from .tables import SolvedGame, solve, solve_compiled
    from .variants import (
        SJCounterexample,
        anti_sg_outcome,
        every_sg_outcome,
        every_sg_step,
        sj_condition_holds,
        sj_counterexample,
    )
    from .widgets import (
        ChompPlayer,
        CoinRowPlayer,
        GamePlayer,
        HackenbushPlayer,
        NimPlayer,
        SumPlayer,
        WythoffPlayer,
        label_positions,
        octal_explorer,
        play,
        play_chomp,
        play_coins,
        play_hackenbush,
        play_nim,
        play_sum,
        play_wythoff,
        subtraction_explorer,
        sum_builder,
    )

__version__ = "0.1.0"

_SUBMODULES: dict[str, str] = {
    "analysis": ".analysis",
    "course": ".course",
    "exercises": ".course.exercises",
    "graph": ".graph",
    "loopy": ".loopy",
    "misere": ".misere",
    "nimbers": ".nimbers",
    "plotting": ".plotting",
    "problems": ".course.problems",
    "quotient": ".quotient",
    "sequences": ".sequences",
    "tables": ".tables",
    "variants": ".variants",
    "widgets": ".widgets",
}
"""Submodules reached as attributes (``gl.problems``), imported on first use."""

_LAZY: dict[str, str] = {
    **dict.fromkeys(["grundy", "outcome", "winning_moves"], ".analysis"),
    **dict.fromkeys(
        [
            "census_codes",
            "census_games",
            "census_row",
            "compare_census",
            "draw_census",
            "read_census",
        ],
        ".census",
    ),
    **dict.fromkeys(["draw_chomp", "draw_chomp_shapes"], ".chomp_plot"),
    "solve_codeforces_15c": ".course.problems",
    **dict.fromkeys(["SolvedGame", "solve", "solve_compiled"], ".tables"),
    **dict.fromkeys(
        ["draw_northcott", "draw_staircase", "draw_turtles_heaps"], ".disguise_plot"
    ),
    **dict.fromkeys(
        ["LabellingRound", "game_graph", "labelling_rounds", "rounds_table"], ".graph"
    ),
    **dict.fromkeys(["draw_hackenbush", "hackenbush_layout"], ".hackenbush_plot"),
    **dict.fromkeys(
        [
            "GeneralizedValue",
            "Infinity",
            "generalized_grundy",
            "generalized_nim_sum",
            "label_generalized",
            "outcome_of_value",
        ],
        ".loopy",
    ),
    "draw_loopy_graph": ".loopy_plot",
    **dict.fromkeys(
        [
            "MisereCounterexample",
            "bash_misere_outcome",
            "find_misere_counterexample",
            "misere_grundy",
            "misere_nim_outcome",
            "misere_nim_winning_moves",
        ],
        ".misere",
    ),
    **dict.fromkeys(["MisereQuotient", "misere_quotient"], ".quotient"),
    **dict.fromkeys(
        [
            "nim_inverse",
            "nim_mex_product",
            "nim_power",
            "nim_product",
            "nim_product_table",
            "nim_square",
        ],
        ".nimbers",
    ),
    **dict.fromkeys(
        [
            "draw_bit_table",
            "draw_game_graph",
            "draw_labelling_rounds",
    "draw_moves_from",
            "draw_moves_from",
            "plot_grundy_grid",
            "plot_grundy_sequence",
            "plot_p_positions_grid",
        ],
        ".plotting",
    ),
    **dict.fromkeys(
        [
            "MAX_SEQUENCE_LENGTH",
            "ArithmeticPeriod",
            "OctalPeriod",
            "Period",
            "clear_cache",
            "find_arithmetic_period",
            "find_period",
            "grundy_sequence",
            "memory_needed",
            "octal_period",
        ],
        ".sequences",
    ),
    **dict.fromkeys(
        [
            "SJCounterexample",
            "anti_sg_outcome",
            "every_sg_outcome",
            "every_sg_step",
            "sj_condition_holds",
            "sj_counterexample",
        ],
        ".variants",
    ),
    **dict.fromkeys(
        [
            "ChompPlayer",
            "CoinRowPlayer",
            "GamePlayer",
            "HackenbushPlayer",
            "NimPlayer",
            "SumPlayer",
            "WythoffPlayer",
            "label_positions",
            "octal_explorer",
            "play",
            "play_chomp",
            "play_coins",
            "play_hackenbush",
            "play_nim",
            "play_sum",
            "play_wythoff",
            "subtraction_explorer",
            "sum_builder",
        ],
        ".widgets",
    ),
}
"""Public names imported on first use, and the module each comes from."""


def __getattr__(name: str) -> Any:
    """Import a lazy name's module on first use (PEP 562) and keep the value here."""
    if name in _SUBMODULES:
        value: Any = importlib.import_module(_SUBMODULES[name], __name__)
    elif name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_SUBMODULES, *_LAZY})


__all__ = [
    "DEFAULT_MAX_POSITIONS",
    "Game",
    "GraphGame",
    "GrundyError",
    "HeapGame",
    "HeapMove",
    "InvalidArgumentError",
    "InvalidCodeError",
    "InvalidPositionError",
    "LabellingRound",
    "LoopyGameError",
    "Outcome",
    "Position",
    "PositionLimitError",
    "SolvedGame",
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
    "solve",
    "solve_compiled",
    "winning_moves",
]
__all__ += games.__all__
__all__ += [  # misère theory and the judge solver, which moved out of games/
    "bash_misere_outcome",
    "solve_codeforces_15c",
]
__all__ += [  # plotting
    "deciding_bit",
    "draw_bit_table",
    "draw_game_graph",
    "draw_labelling_rounds",
    "draw_moves_from",
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
    "memory_needed",
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
__all__ += [  # lesson 11: Chomp and strategy stealing
    "ChompPlayer",
    "draw_chomp",
    "draw_chomp_shapes",
    "play_chomp",
]
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
__all__ += [  # lesson 03: Nim in disguise
    "draw_northcott",
    "draw_staircase",
    "draw_turtles_heaps",
]
__all__ += [  # lesson 09: coin-turning games
    "CoinRowPlayer",
    "play_coins",
]
__all__ += [  # variants of the sum: Anti-SG (SJ theorem), Every-SG; arithmetic periods
    "ArithmeticPeriod",
    "SJCounterexample",
    "anti_sg_outcome",
    "every_sg_outcome",
    "every_sg_step",
    "find_arithmetic_period",
    "sj_condition_holds",
    "sj_counterexample",
]
__all__ += [  # misère play: genus and tameness, misère canonical forms
    "Genus",
    "MisereGame",
    "genus",
    "is_tame",
    "misere_canonical_form",
]
__all__ += [  # misère play: misère quotients (Plambeck–Siegel)
    "MisereQuotient",
    "misere_quotient",
]
