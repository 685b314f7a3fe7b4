"""Answer checkers for the exercises in the lessons.

A checker compares a reader's answer with what the library computes and returns a
:class:`Feedback`: whether the answer is right, and a hint that points at the first
mistake without giving the answer away. Feedback shows itself as a short line in
Jupyter, so an exercise cell ends with the checker call.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from .analysis import grundy, outcome, unique, winning_moves
from .core import Outcome, nim_sum
from .game import sort_positions

__all__ = [
    "Feedback",
    "check_grundy_values",
    "check_nim_sum",
    "check_outcome",
    "check_p_positions",
    "check_winning_moves",
]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: ``correct`` and a ``message`` for the reader.

    Examples
    --------
    >>> Feedback(True, "Right.")
    ✔ Right.
    >>> bool(Feedback(False, "Not yet."))
    False
    """

    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __repr__(self) -> str:
        return ("✔ " if self.correct else "✘ ") + self.message


def check_p_positions(game: Any, up_to: int, answer: Iterable[Hashable]) -> Feedback:
    """Check a list of the P-positions among the heap sizes ``0..up_to``.

    Parameters
    ----------
    game : Game
        A one-heap game (positions are heap sizes).
    up_to : int
        The largest heap size considered.
    answer : iterable of int
        The reader's P-positions.

    Returns
    -------
    Feedback
        On a mistake, the smallest heap size that is wrongly included or missed, and
        which way, so the reader can recheck that one position.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 8])
    ✔ Right: the P-positions up to 9 are exactly these 3.
    >>> check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 7])
    ✘ Look again at 7: it is an N-position (some move leads to a P-position).
    """
    expected = {n for n in range(up_to + 1) if outcome(game, n) == Outcome.P}
    given = set(answer)
    wrong = sort_positions(expected ^ given)
    if not wrong:
        return Feedback(
            True, f"Right: the P-positions up to {up_to} are exactly these {len(given)}."
        )
    first = wrong[0]
    if first in given and first not in expected:
        return Feedback(
            False,
            f"Look again at {first}: it is an N-position (some move leads to a P-position).",
        )
    return Feedback(
        False, f"Look again at {first}: every move from it leads to an N-position, so it is P."
    )


def check_grundy_values(
    game: Any, positions: Iterable[Hashable], answer: Iterable[int]
) -> Feedback:
    """Check Grundy values given for ``positions``, in order.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 2])
    ✔ Right: all 5 values are correct.
    >>> check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 1])
    ✘ The value of 4 is not 1: list the values of its options and take their mex.
    """
    positions = list(positions)
    values = list(answer)
    if len(values) != len(positions):
        return Feedback(False, f"Give one value per position: {len(positions)} values expected.")
    for position, value in zip(positions, values, strict=True):
        if grundy(game, position) != value:
            return Feedback(
                False,
                f"The value of {position} is not {value}: list the values of its options "
                "and take their mex.",
            )
    return Feedback(True, f"Right: all {len(values)} values are correct.")


def check_outcome(game: Any, position: Hashable, answer: str, misere: bool = False) -> Feedback:
    """Check a reader's ``"P"`` or ``"N"`` for ``position``.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_outcome(gl.Nim(), (1, 2, 3), "P")
    ✔ Right: (1, 2, 3) is a P-position.
    >>> check_outcome(gl.Nim(), (1, 2, 4), "P")
    ✘ Not quite: try to find a move from (1, 2, 4) to a P-position.
    """
    expected = outcome(game, position, misere=misere)
    if str(answer).strip().upper() == expected.value:
        return Feedback(
            True, f"Right: {position} is a{'n' if expected == 'N' else ''} {expected}-position."
        )
    if expected == Outcome.N:
        return Feedback(False, f"Not quite: try to find a move from {position} to a P-position.")
    return Feedback(False, f"Not quite: check where each move from {position} leads.")


def check_winning_moves(game: Any, position: Hashable, answer: Iterable[Hashable]) -> Feedback:
    """Check a list of *all* winning moves (positions after the move) from ``position``.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_winning_moves(gl.Nim(), (13, 12, 8), [(4, 12, 8)])
    ✘ (4, 12, 8) is a winning move, but there are 3 in all.
    >>> check_winning_moves(gl.Nim(), (13, 12, 8), [(4, 12, 8), (13, 5, 8), (13, 12, 1)])
    ✔ Right: these are all 3 winning moves.
    """
    expected = winning_moves(game, position)
    given = unique(answer)
    options = set(unique(game.moves(position)))
    for move in given:
        if move not in options:
            return Feedback(False, f"{move} cannot be reached from {position} in one move.")
        if move not in expected:
            return Feedback(False, f"{move} leaves an N-position: your opponent could win from it.")
    if len(given) < len(expected):
        shown = ", ".join(str(m) for m in given) or "nothing"
        verb = "is a winning move" if len(given) == 1 else "are winning moves"
        if not given:
            return Feedback(False, f"There are {len(expected)} winning moves; you gave {shown}.")
        return Feedback(False, f"{shown} {verb}, but there are {len(expected)} in all.")
    if not expected:
        return Feedback(True, f"Right: {position} is a P-position, so no move wins.")
    return Feedback(True, f"Right: these are all {len(expected)} winning moves.")


def check_nim_sum(numbers: Iterable[int], answer: int) -> Feedback:
    """Check a nim-sum worked out by hand.

    Examples
    --------
    >>> check_nim_sum([22, 51], 37)
    ✔ Right: 22 ⊕ 51 = 37.
    >>> check_nim_sum([22, 51], 73)
    ✘ Not 73: that is the ordinary sum. Add the binary digits without carrying.
    """
    numbers = list(numbers)
    expected = nim_sum(*numbers)
    shown = " ⊕ ".join(map(str, numbers))
    if answer == expected:
        return Feedback(True, f"Right: {shown} = {expected}.")
    if answer == sum(numbers):
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary sum. Add the binary digits without carrying.",
        )
    wrong_bits = answer ^ expected
    return Feedback(
        False,
        f"Not {answer}: recheck the column worth {1 << (wrong_bits.bit_length() - 1)} "
        "(count the 1s in it: odd gives 1, even gives 0).",
    )
