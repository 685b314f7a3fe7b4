"""Lesson 13 (beyond): winning moves in misère play.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from .._search import options_of, search_misere_outcome, unique
from ..analysis import winning_moves
from ..core import (
    InvalidArgumentError,
    Outcome,
    check_iterable,
)
from ..game import Game, Position
from ..games.nim import Nim
from ._feedback import FILL_IN, Feedback, check_function
from .outcomes import in_standard_form

__all__ = ["check_misere_nim_move_function", "check_misere_winning_moves"]


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


def _misere_nim_inputs() -> list[tuple[int, ...]]:
    """Telling cases first (one heap, 1-heaps only, one big heap), then every triple of heaps
    of at most 5 that is not empty, then a few larger positions."""
    first = [(1,), (2,), (1, 1), (1, 1, 1), (1, 1, 5), (1, 4), (2, 2), (2, 3), (1, 2, 3)]
    triples = [h for h in itertools.product(range(6), repeat=3) if any(h)]
    return [*first, *triples, (13, 12, 8), (1, 1, 1, 9), (2, 5, 9, 14), (1, 1, 1, 1)]


def check_misere_nim_move_function(function: Callable[[tuple[int, ...]], Any] | None) -> Feedback:
    """Test a reader's ``misere_nim_move(heaps)``: a winning move of misère Nim, or ``None``.

    A move is given as the heaps after it, in the same order (a tuple or a list); any
    winning move is right. At a misère P-position the function must return ``None``. The
    reference is a search of the game tree, not Bouton's rule, and the messages say which
    kind of answer was expected, never which move.

    Examples
    --------
    >>> import grundylib as gl
    >>> def misere_nim_move(heaps):
    ...     moves = gl.misere_nim_winning_moves(heaps)
    ...     return moves[0] if moves else None
    >>> print(check_misere_nim_move_function(misere_nim_move))
    ✔ Right: misere_nim_move agrees with the reference on all 228 inputs.
    >>> print(check_misere_nim_move_function(lambda heaps: None))
    ✘ misere_nim_move((2,)) returned None, but a move to a misère P-position (one exists) was expected. Play as in normal Nim while two heaps have 2 or more counters; otherwise leave an odd number of 1-heaps.
    """
    if function is None:
        return FILL_IN
    nim = Nim()

    def reference(heaps: tuple[int, ...]) -> list[Hashable]:
        # the search alone: winning_moves(misere=True) would answer by Bouton's rule itself
        options = options_of(nim, heaps)
        return [o for o in options if search_misere_outcome(nim, o) == Outcome.P]

    def same(got: Any, expected: list[Hashable]) -> bool:
        if not expected:
            return got is None
        return isinstance(got, list | tuple) and tuple(got) in expected

    def describe(expected: list[Hashable]) -> str:
        if not expected:
            return "None (a misère P-position: no move wins)"
        return "a move to a misère P-position (one exists)"

    return check_function(
        function, reference, _misere_nim_inputs(), name="misere_nim_move", accept=same,
        describe=describe,
        hint="Play as in normal Nim while two heaps have 2 or more counters; otherwise leave an "
        "odd number of 1-heaps.",
    )
