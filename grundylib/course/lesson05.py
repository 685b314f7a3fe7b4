"""Lesson 05 (sums of games): Grundy values of sums.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..analysis import grundy, outcome
from ..core import (
    InvalidArgumentError,
    Outcome,
    check_iterable,
    nim_sum,
)
from ..game import Sum
from ._feedback import FILL_IN, Feedback

__all__ = ["check_sum_example", "check_sum_grundy"]


def check_sum(game: object) -> Sum:
    """Return ``game`` if it is a :class:`~grundylib.game.Sum`, else raise.

    Examples
    --------
    >>> check_sum(3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: game must be a Sum of games, got 3
    """
    if not isinstance(game, Sum):
        raise InvalidArgumentError(f"game must be a Sum of games, got {game!r}")
    return game


def check_sum_grundy(
    game: Sum, position: tuple[Any, ...], values: Iterable[int] | None, total: int | None
) -> Feedback:
    """Check the Grundy value of each component of a sum, and of the whole sum.

    Parameters
    ----------
    game : Sum
        The sum of games.
    position : tuple
        One position per component.
    values : list of int
        The reader's Grundy value of each component, in order.
    total : int
        The reader's Grundy value of the sum.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.Sum(gl.SubtractionGame({1, 2}), gl.Nim())
    >>> print(check_sum_grundy(game, (4, 5), [1, 5], 4))
    ✔ Right: the components have values 1, 5 and the sum has value 4.
    >>> print(check_sum_grundy(game, (4, 5), [1, 5], 6))
    ✘ The components are right, but the sum is not 6: add their values without carrying.
    >>> print(check_sum_grundy(game, (4, 5), [2, 5], 7))
    ✘ Component 1 (4 in SubtractionGame({1, 2})) does not have value 2: take the mex of its options.
    >>> print(check_sum_grundy(game, (4, 5), None, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    parts = check_sum(game).parts(position)
    if values is None or total is None:
        return FILL_IN
    given = check_iterable(values, "values", error=InvalidArgumentError)
    if len(given) != len(parts):
        return Feedback(False, f"Give one value per component: {len(parts)} values expected.")
    expected = []
    for i, (component, part, value) in enumerate(zip(game.games, parts, given, strict=True)):
        right = grundy(component, part)
        if value != right:
            return Feedback(
                False,
                f"Component {i + 1} ({part} in {component!r}) does not have value {value}: "
                "take the mex of its options.",
            )
        expected.append(right)
    if total != nim_sum(*expected):
        return Feedback(
            False,
            f"The components are right, but the sum is not {total}: "
            "add their values without carrying.",
        )
    shown = ", ".join(map(str, expected))
    return Feedback(
        True, f"Right: the components have values {shown} and the sum has value {total}."
    )


def check_sum_example(
    game: Sum, answer: tuple[Any, ...] | None, parts: Iterable[str], whole: str
) -> Feedback:
    """Check a position of a sum whose parts and whole must have the given outcome classes.

    Parameters
    ----------
    game : Sum
        The sum of games.
    answer : tuple
        The reader's position, one entry per component.
    parts : iterable of str
        The outcome class (``"P"`` or ``"N"``) wanted for each component.
    whole : str
        The outcome class wanted for the sum.

    Examples
    --------
    >>> import grundylib as gl
    >>> two = gl.Sum(gl.Nim(), gl.Nim())
    >>> print(check_sum_example(two, (2, 2), "NN", "P"))
    ✔ Right: (2, 2) has parts N + N and the sum is a P-position.
    >>> print(check_sum_example(two, (0, 2), "NN", "P"))
    ✘ Part 1 (0) is a P-position; you need an N-position there.
    >>> print(check_sum_example(two, (1, 2), "NN", "P"))
    ✘ The parts are right, but the sum is an N-position: compare the parts' SG values.
    >>> print(check_sum_example(two, None, "NN", "P"))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> print(check_sum_example(two, [3, 3], "NN", "P"))  # a list is read as the tuple (3, 3)
    ✔ Right: (3, 3) has parts N + N and the sum is a P-position.
    """
    items = check_iterable(parts, "parts", text=True, error=InvalidArgumentError)
    wanted = [str(p).upper() for p in items]
    if answer is None:
        return FILL_IN
    if isinstance(answer, list):
        answer = tuple(answer)
    position = check_sum(game).parts(answer)
    outcomes = [outcome(component, x) for component, x in zip(game.games, position, strict=True)]
    for i, (x, got, want) in enumerate(zip(position, outcomes, wanted, strict=True)):
        if got != want:
            return Feedback(
                False,
                f"Part {i + 1} ({x}) is a{'n' if got == Outcome.N else ''} {got}-position; "
                f"you need a{'n' if want == 'N' else ''} {want}-position there.",
            )
    got_whole = outcome(game, position)
    if got_whole != whole.upper():
        article = "an" if got_whole == Outcome.N else "a"
        return Feedback(
            False,
            f"The parts are right, but the sum is {article} {got_whole}-position: "
            "compare the parts' SG values.",
        )
    article = "an" if whole.upper() == "N" else "a"
    return Feedback(
        True,
        f"Right: {position} has parts {' + '.join(wanted)} and the sum is {article} "
        f"{whole.upper()}-position.",
    )
