"""Model answers of the exercises whose lesson answers in a reveal or in words, not in code.

``make assignments`` (tools/make_assignments.py) takes the model answer of an exercise from the
code solution that follows it in the lesson; this table supplies the others, as Python source
bound to the student's name: ``ANSWERS[lesson][name]``. The checkers decide what is right; a
test runs the lesson 02 assignment with these answers and expects full marks.
"""

from __future__ import annotations

__all__ = ["ANSWERS"]

ANSWERS: dict[str, dict[str, str]] = {
    "02_nim_and_boutons_theorem": {
        "my_outcome_33": '"P"',  # the second player copies every move
        "my_outcome_123": '"P"',  # 1 xor 2 xor 3 = 0
        "my_nim_sum": "37",  # 22 xor 51 = 010110 xor 110011 = 100101
        "my_moves": "[(4, 12, 8), (13, 5, 8), (13, 12, 1)]",  # 13 xor 12 xor 8 = 9: x -> x xor 9
        "my_misere_111": '"P"',  # only 1-heaps, an odd number of them
        "my_misere_22": '"P"',  # a big heap, nim-sum 0
    },
}
