"""Lesson 03 (Nim in disguise): a student's rule for the P-positions.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..analysis import outcome
from ..core import (
    InvalidArgumentError,
    Outcome,
    check_iterable,
)
from ..game import Game, Position
from ._feedback import FILL_IN, Feedback

__all__ = ["check_p_position_rule"]


def check_p_position_rule(
    game: Game, positions: Iterable[Position], rule: Callable[[Any], Any] | None
) -> Feedback:
    """Check a rule written as code: ``rule(position)`` is true exactly on the P-positions.

    The rule is compared with a search of the game (which knows no theory) on every one
    of ``positions``; the first position where they disagree is named, without its answer
    being explained.

    Parameters
    ----------
    game : Game
        The game whose P-positions the rule describes.
    positions : iterable of positions
        The positions to test.
    rule : callable
        The reader's function: True (P) or False (N) for a position.

    Examples
    --------
    >>> import grundylib as gl
    >>> positions = [(a, b) for a in range(6) for b in range(6)]
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: p[0] == p[1]))
    ✔ Right: your rule agrees with the search on all 36 positions.
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: p[0] + p[1] == 0))
    ✘ Your rule says (1, 1) is N, but it is a P-position: every move from it leads to an N-position.
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: None))
    ✘ Your function returned None: fill in your code so that it returns True (P-position) or False (N-position), then run this cell again.
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: "P"))
    ✘ rule must return True (P-position) or False (N-position); for (0, 0) it returned 'P'.
    """
    items = check_iterable(positions, "positions", error=InvalidArgumentError)
    if rule is None:
        return FILL_IN
    if not callable(rule):
        return Feedback(False, f"rule must be a function of a position, got {rule!r}.")
    for position in items:
        try:
            said = rule(position)
        except Exception as error:  # the reader's code: report, do not crash the lesson
            return Feedback(
                False, f"Your rule raised {type(error).__name__}: {error} on {position}."
            )
        if said is None:
            return Feedback(
                False,
                "Your function returned None: fill in your code so that it returns True "
                "(P-position) or False (N-position), then run this cell again.",
            )
        if not isinstance(said, bool):
            return Feedback(
                False,
                "rule must return True (P-position) or False (N-position); "
                f"for {position} it returned {said!r}.",
            )
        truth = outcome(game, position) == Outcome.P
        if said != truth:
            if truth:
                why = "but it is a P-position: every move from it leads to an N-position."
            else:
                why = "but it is an N-position: some move from it leads to a P-position."
            return Feedback(False, f"Your rule says {position} is {'P' if said else 'N'}, {why}")
    return Feedback(True, f"Right: your rule agrees with the search on all {len(items)} positions.")
