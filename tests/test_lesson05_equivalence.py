"""Lesson 05's checkers for equivalent games and nimbers."""

from __future__ import annotations

from functools import cache
from typing import Any

import grundylib as gl
from grundylib import exercises as ex
from grundylib.course.lesson05 import equivalence_cases

DRAWN = gl.GraphGame(
    {"a": ["b", "c", "d"], "b": ["d", "e", "f", "h"], "c": ["e", "f"], "d": ["g", "h"],
     "e": ["g", "h", "i"], "f": ["h"], "g": ["i", "j"], "h": ["i"], "i": [], "j": []}
)
GAMES = [(DRAWN, "b"), (gl.AtLeastHalf(), 12), (gl.Sum(gl.Nim(), gl.Nim()), (3, 5)),
         (gl.Sum(gl.BashGame(3), DRAWN), (6, "e"))]


def test_check_nimbers_accepts_the_right_answer_only() -> None:
    assert ex.check_nimbers(GAMES, [3, 4, 6, 0])
    for i in range(4):
        for wrong in range(12):
            answer = [3, 4, 6, 0]
            if wrong == answer[i]:
                continue
            answer[i] = wrong
            feedback = ex.check_nimbers(GAMES, answer)
            assert not feedback
            assert feedback.message.startswith(f"Game {i + 1} ")
            assert "N-position" in feedback.message  # G + *wrong is N: it says so, no more
    assert ex.check_nimbers(GAMES, None) == ex.FILL_IN
    assert "one n per game" in ex.check_nimbers(GAMES, [3, 4]).message
    assert "whole number" in ex.check_nimbers(GAMES, [3, 4, 6, -1]).message
    assert "whole number" in ex.check_nimbers(GAMES, [3.0, 4, 6, 0]).message


def test_equivalence_cases_are_balanced_and_small() -> None:
    cases = equivalence_cases()
    assert len(cases) == 304
    same = sum(gl.grundy(G, x) == gl.grundy(H, y) for G, x, H, y in cases)
    assert 100 < same < 204
    assert all(G.graph.number_of_nodes() <= 7 for G, _, _, _ in cases[4:])
    assert any(gl.outcome(G, x) == gl.outcome(H, y) == "N" and gl.grundy(G, x) != gl.grundy(H, y)
               for G, x, H, y in cases[:4])  # a telling pair: both N, not equivalent


def is_equivalent(G: gl.GraphGame, x: Any, H: gl.GraphGame, y: Any) -> bool:
    """The exercise's answer by the test: is (x, y) a P-position of G + H?"""

    @cache
    def is_p(u: Any, v: Any) -> bool:
        options = [(w, v) for w in G.moves(u)] + [(u, w) for w in H.moves(v)]
        return not any(is_p(*option) for option in options)

    return is_p(x, y)


def test_check_equivalence_function() -> None:
    assert ex.check_equivalence_function(is_equivalent)
    assert ex.check_equivalence_function(lambda G, x, H, y: gl.grundy(G, x) == gl.grundy(H, y))
    same_outcome = ex.check_equivalence_function(
        lambda G, x, H, y: gl.outcome(G, x) == gl.outcome(H, y))
    assert not same_outcome and "P-position" in same_outcome.message
    assert not ex.check_equivalence_function(lambda G, x, H, y: "P")  # not a bool
    assert not ex.check_equivalence_function(lambda G, x, H, y: True)
    assert not ex.check_equivalence_function(lambda G, x, H, y: False)
    assert ex.check_equivalence_function(None) == ex.FILL_IN
