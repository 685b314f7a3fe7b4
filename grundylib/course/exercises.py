"""Answer checkers for the exercises in the lessons, all in one place: ``gl.exercises``.

A checker compares a reader's answer with what the library computes and returns a
:class:`Feedback`: whether the answer is right, and a hint that points at the first
mistake without giving the answer away. Feedback shows itself as a short line in
Jupyter, so an exercise cell ends with the checker call. Inside ``with strict():`` the same
checker raises :class:`WrongAnswer` (its hint as the message) instead: that is how an autograded
assignment grades the answer with the very checker that gave the hint.

The checkers live beside the lesson that uses them, so a lesson's author finds them at once:

- :mod:`~grundylib.course._feedback`: :class:`Feedback` and :func:`check_function`, which runs a
  student's function on many inputs;
- :mod:`~grundylib.course.outcomes`: P-positions, outcomes, Grundy values and winning moves,
  used from lesson 00 on;
- :mod:`~grundylib.course.lesson00` (start here) … :mod:`~grundylib.course.lesson15` (variants from
  contest practice): one module per lesson with checkers of its own (lessons 01 and 12 use only the
  shared ones).
"""

from __future__ import annotations

from ._feedback import FILL_IN, Feedback, WrongAnswer, check_function, graded, strict
from .lesson00 import check_first_nim_move, check_moves_function
from .lesson02 import (
    check_completing_heap,
    check_nim_p_count,
    check_nim_sum,
    check_nim_winning_moves_function,
)
from .lesson03 import check_p_position_rule
from .lesson04 import check_mex, check_mex_function, check_positions_beside_nimber
from .lesson05 import (
    check_equivalence_function,
    check_nimbers,
    check_sum_example,
    check_sum_grundy,
    check_sum_winning_moves,
)
from .lesson05 import check_sum as check_sum  # used by the tests, not exported
from .lesson06 import (
    check_fibonacci_nim_move_function,
    check_fibonacci_nim_take,
    check_grundy_table_function,
)
from .lesson07 import check_table_function
from .lesson08 import (
    check_period,
    check_period_function,
    check_xor_upto,
    period_test_tables,
)
from .lesson09 import (
    check_coin_value,
    check_corners_move,
    check_corners_move_function,
    check_nim_product,
    check_nim_product_function,
)
from .lesson10 import (
    as_whole_number as as_whole_number,
)
from .lesson10 import (
    canonical_tree as canonical_tree,
)
from .lesson10 import (
    check_hackenbush_cut,
    check_hackenbush_value,
    check_tree_value_function,
    check_winning_cut_function,
)
from .lesson10 import (
    rooted_trees as rooted_trees,
)
from .lesson11 import (
    check_chomp_is_p,
    check_chomp_move,
    check_chomp_p_positions,
    check_chomp_strategy,
)
from .lesson13 import (
    check_generalized_value,
    check_generalized_values_function,
    check_misere_nim_move_function,
    check_misere_nim_separator,
    check_misere_winning_moves,
)
from .lesson14 import (
    check_genus,
    check_quotient_element,
    check_quotient_move_function,
    check_tame_outcome_function,
)
from .lesson15 import (
    check_anti_sg_function,
    check_every_sg_outcome,
    check_every_sg_steps_function,
    check_split_nim_function,
)
from .outcomes import (
    check_grundy_values,
    check_mover_wins,
    check_outcome,
    check_p_positions,
    check_p_set_function,
    check_winning_move_function,
    check_winning_moves,
    read_outcome,
)
from .outcomes import (
    in_standard_form as in_standard_form,
)

__all__ = [
    "FILL_IN",
    "Feedback",
    "WrongAnswer",
    "check_anti_sg_function",
    "check_chomp_is_p",
    "check_chomp_move",
    "check_chomp_p_positions",
    "check_chomp_strategy",
    "check_coin_value",
    "check_completing_heap",
    "check_corners_move",
    "check_corners_move_function",
    "check_equivalence_function",
    "check_every_sg_outcome",
    "check_every_sg_steps_function",
    "check_fibonacci_nim_move_function",
    "check_fibonacci_nim_take",
    "check_first_nim_move",
    "check_function",
    "check_generalized_value",
    "check_generalized_values_function",
    "check_genus",
    "check_grundy_table_function",
    "check_grundy_values",
    "check_hackenbush_cut",
    "check_hackenbush_value",
    "check_mex",
    "check_mex_function",
    "check_misere_nim_move_function",
    "check_misere_nim_separator",
    "check_misere_winning_moves",
    "check_mover_wins",
    "check_moves_function",
    "check_nim_p_count",
    "check_nim_product",
    "check_nim_product_function",
    "check_nim_sum",
    "check_nim_winning_moves_function",
    "check_nimbers",
    "check_outcome",
    "check_p_position_rule",
    "check_p_positions",
    "check_p_set_function",
    "check_period",
    "check_period_function",
    "check_positions_beside_nimber",
    "check_quotient_element",
    "check_quotient_move_function",
    "check_split_nim_function",
    "check_sum_example",
    "check_sum_grundy",
    "check_sum_winning_moves",
    "check_table_function",
    "check_tame_outcome_function",
    "check_tree_value_function",
    "check_winning_cut_function",
    "check_winning_move_function",
    "check_winning_moves",
    "check_xor_upto",
    "period_test_tables",
    "read_outcome",
    "strict",
]

# Every exported checker obeys `with gl.exercises.strict():` (a wrong answer raises there), so
# the checker that gives a student a hint is also the test that grades them.
for _name in __all__:
    if _name.startswith("check_"):
        globals()[_name] = graded(globals()[_name])
del _name
