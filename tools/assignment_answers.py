"""Model answers of the exercises whose lesson answers in a reveal or in words, not in code.

``make assignments`` (tools/make_assignments.py) takes the model answer of an exercise from the
code solution that follows it in the lesson, or asks the library for the common checkers; this
table supplies the others, as Python source bound to the student's name: ``ANSWERS[lesson][name]``
(``name#2`` for the second exercise of a lesson with that name, and so on). The checkers decide what is right; a
test runs the lesson 02 assignment with these answers and expects full marks.
"""

from __future__ import annotations

__all__ = ["ANSWERS"]

ANSWERS: dict[str, dict[str, str]] = {
    "00_start_here": {"my_move": "(1, 3, 2)"},
    "04_the_sprague_grundy_function": {
        "my_mex_answers": "[3, 0, 0, 0, 2]",
        "my_grundy": "grundy_solution",  # the solution writes two; the first, a table
    },
    "05_sums_of_games": {
        "my_heap_values": "[gl.grundy(part, x) for part, x in zip(mixed.games, mixed_start)]",
        "my_total": "gl.nim_sum(*my_heap_values)",
    },
    "06_classic_games": {"my_take": "3"},  # 50 = 34 + 13 + 3 (Zeckendorf): take the smallest part
    "08_finding_patterns": {
        "my_period": "5",  # {3, 7, 8}
        "my_bet": "(11, 9)",  # 0.53
        "my_guess": "(105351, 149459)",  # 0.16 (Gangolli and Plambeck)
        "my_period#2": "8",  # {3, 5}
        "my_period#3": "6",  # {3, 9}
    },
    "09_coin_turning_games": {
        "my_rows": '["HHHHT", "TTTTT"]',
        "my_move": "((0, 1), (4, 3))",
    },
    "10_green_hackenbush": {"my_value": "5", "my_value#2": "0", "my_value#3": "4"},
    "11_chomp_and_strategy_stealing": {
        "my_small_p": "[(1,), (2, 1), (3, 2)]",
        "my_first_bite": "(2, 2)",  # leaves an L with equal arms
    },
    "13_beyond": {"my_value_2_5": "4", "my_value_8_5": "gl.Infinity({0})"},
    "15_contest_variants": {"my_23_15": '"P"', "my_25_25": '"N"', "my_every": '"P"'},
    "02_nim_and_boutons_theorem": {
        "my_outcome_33": '"P"',  # the second player copies every move
        "my_outcome_123": '"P"',  # 1 xor 2 xor 3 = 0
        "my_nim_sum": "37",  # 22 xor 51 = 010110 xor 110011 = 100101
        "my_moves": "[(4, 12, 8), (13, 5, 8), (13, 12, 1)]",  # 13 xor 12 xor 8 = 9: x -> x xor 9
        "my_misere_111": '"P"',  # only 1-heaps, an odd number of them
        "my_misere_22": '"P"',  # a big heap, nim-sum 0
    },
}
