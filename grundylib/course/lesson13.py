"""Lesson 13 (beyond): winning moves in misère play.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from collections.abc import Iterable

from .._search import options_of, unique
from ..analysis import winning_moves
from ..core import (
    InvalidArgumentError,
    check_iterable,
)
from ..game import Game, Position
from ._feedback import FILL_IN, Feedback
from .outcomes import in_standard_form

__all__ = ["check_misere_winning_moves"]


def check_misere_winning_moves(
    game: Game, position: Position, answer: Iterable[Position] | None
) -> Feedback:
    """Check a list of *all* winning moves from ``position`` in **misère** play.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [(1, 1, 1)]))
    ✔ Right: this is the only winning move in misère play.
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [(1, 1, 0)]))
    ✘ (1, 1, 0) leaves a position your opponent wins in misère play (the last mover loses).
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [(1, 2, 5)]))
    ✘ (1, 2, 5) cannot be reached from (1, 1, 5) in one move.
    >>> print(check_misere_winning_moves(gl.Nim(), (2, 2), []))
    ✔ Right: (2, 2) is a misère P-position, so no move wins.
    """
    if answer is None:
        return FILL_IN
    expected = winning_moves(game, position, misere=True)
    options = set(options_of(game, position))
    given = unique(
        in_standard_form(game, move, options)
        for move in check_iterable(answer, "answer", error=InvalidArgumentError)
    )
    for move in given:
        if move not in options:
            return Feedback(False, f"{move} cannot be reached from {position} in one move.")
        if move not in expected:
            return Feedback(
                False,
                f"{move} leaves a position your opponent wins in misère play "
                "(the last mover loses).",
            )
    if len(given) < len(expected):
        if not given:
            return Feedback(False, "This is an N-position: at least one move wins; you gave none.")
        return Feedback(
            False, f"Your moves win, but there are {len(expected)} winning moves in all."
        )
    if not expected:
        return Feedback(True, f"Right: {position} is a misère P-position, so no move wins.")
    if len(expected) == 1:
        return Feedback(True, "Right: this is the only winning move in misère play.")
    return Feedback(True, f"Right: these are all {len(expected)} winning moves in misère play.")
