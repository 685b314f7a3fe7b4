"""Lesson 11 (Chomp and strategy stealing): bites, strategies and P-positions.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..analysis import outcome
from ..core import (
    GrundyError,
    InvalidArgumentError,
    Outcome,
    check_iterable,
)
from ..games.chomp import Chomp, check_shape, chomp_bite, chomp_shapes
from ._feedback import FILL_IN, Feedback

__all__ = [
    "check_chomp_is_p",
    "check_chomp_move",
    "check_chomp_p_positions",
    "check_chomp_strategy",
]


def _as_square(answer: Any) -> Any:
    """Return ``answer`` as a tuple when it is a list ``[row, column]``, else unchanged."""
    return tuple(answer) if isinstance(answer, list) else answer


def check_chomp_move(shape: Any, answer: Any) -> Feedback:
    """Check a winning bite in Chomp, given as the square ``(row, column)`` from the poison.

    Examples
    --------
    >>> print(check_chomp_move((4, 4), (2, 4)))
    ✔ Right: biting at (2, 4) leaves (4, 3), a P-position.
    >>> print(check_chomp_move((4, 4), (1, 4)))
    ✘ Biting at (1, 4) leaves (3, 3), an N-position: your opponent has a winning bite from it.
    >>> print(check_chomp_move((4, 4), (3, 1)))
    ✘ (3, 1) is not a square of the bar (4, 4): give (row, column), both counted from 1 at the poisoned square.
    >>> print(check_chomp_move((4, 4), [2, 4]))
    ✔ Right: biting at (2, 4) leaves (4, 3), a P-position.
    """
    rows = check_shape(shape)
    if answer is None:
        return FILL_IN
    answer = _as_square(answer)
    try:
        after = chomp_bite(rows, answer)
    except GrundyError:  # not a square of the bar, or the poisoned one
        if answer == (1, 1):
            return Feedback(False, "(1, 1) is the poisoned square: eating it loses at once.")
        return Feedback(
            False,
            f"{answer!r} is not a square of the bar {rows}: give (row, column), both counted "
            "from 1 at the poisoned square.",
        )
    if outcome(Chomp(), after) == Outcome.P:
        return Feedback(True, f"Right: biting at {answer} leaves {after}, a P-position.")
    return Feedback(
        False,
        f"Biting at {answer} leaves {after}, an N-position: your opponent has a winning "
        "bite from it.",
    )


def check_chomp_strategy(
    strategy: Callable[[tuple[int, ...]], Any] | None, shapes: Iterable[Any]
) -> Feedback:
    """Check a Chomp strategy written as code on every N-position among ``shapes``.

    ``strategy(shape)`` must return a square ``(row, column)`` whose bite leaves a
    P-position; it is called only on N-positions (the search decides which they are).

    Examples
    --------
    >>> import grundylib as gl
    >>> squares = [gl.chomp_rectangle(n, n) for n in range(2, 6)]
    >>> print(check_chomp_strategy(lambda s: (2, 2), squares))
    ✔ Right: your strategy wins from all 4 N-positions tested.
    >>> print(check_chomp_strategy(lambda s: None, squares))
    ✘ Your function returned None: fill in your code so that it returns a square (row, column), then run this cell again.
    >>> print(check_chomp_strategy(lambda s: (1, 2), squares))
    ✘ From (2, 2) your strategy bites at (1, 2) and leaves (1, 1), an N-position.
    >>> print(check_chomp_strategy(lambda s: [2, 2], squares))
    ✔ Right: your strategy wins from all 4 N-positions tested.
    """
    items = [
        check_shape(item)
        for item in check_iterable(shapes, "shapes", error=InvalidArgumentError)
    ]
    if strategy is None:
        return FILL_IN
    if not callable(strategy):
        return Feedback(False, f"strategy must be a function of a shape, got {strategy!r}.")
    tested = 0
    for shape in items:
        if outcome(Chomp(), shape) != Outcome.N:
            continue
        tested += 1
        try:
            square = _as_square(strategy(shape))
            if square is None:
                return Feedback(
                    False,
                    "Your function returned None: fill in your code so that it returns a "
                    "square (row, column), then run this cell again.",
                )
            after = chomp_bite(shape, square)
        except Exception as error:  # the reader's code or a bad square: report it
            return Feedback(False, f"From {shape} your strategy failed: {error}.")
        if outcome(Chomp(), after) != Outcome.P:
            return Feedback(
                False,
                f"From {shape} your strategy bites at {square} and leaves {after}, an N-position.",
            )
    if not tested:
        return Feedback(False, "None of these shapes is an N-position: there was nothing to test.")
    return Feedback(True, f"Right: your strategy wins from all {tested} N-positions tested.")


def check_chomp_p_positions(rows: int, columns: int, answer: Iterable[Any] | None) -> Feedback:
    """Check the list of all P-positions of Chomp that fit in a ``rows`` × ``columns`` bar.

    Examples
    --------
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1), (3, 2)]))
    ✔ Right: these are the 3 P-positions inside 2 × 3.
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1)]))
    ✘ A P-position is missing from your list: look again at the shapes of 5 squares for one whose every bite leaves an N-position.
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1), (2, 2), (3, 2)]))
    ✘ Look again at (2, 2): some bite from it leaves a P-position, so it is N.
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1), (3, 2), (4,)]))
    ✘ (4,) does not fit in 2 × 3: write shapes as row lengths from the bottom, e.g. (3, 1).
    >>> print(check_chomp_p_positions(2, 3, [(1), (2, 1), (3, 2)]))
    ✘ 1 is a number, not a shape: a one-row shape is written with a comma, (1,).
    """
    shapes = chomp_shapes(rows, columns)
    if answer is None:
        return FILL_IN
    given = set()
    for item in check_iterable(answer, "answer", error=InvalidArgumentError):
        shape = tuple(item) if isinstance(item, list) else item
        if isinstance(shape, int) and not isinstance(shape, bool):
            return Feedback(
                False,
                f"{shape!r} is a number, not a shape: a one-row shape is written with a comma, "
                f"({shape},).",
            )
        if shape not in shapes:
            return Feedback(
                False,
                f"{item!r} does not fit in {rows} × {columns}: write shapes as row lengths "
                "from the bottom, e.g. (3, 1).",
            )
        given.add(shape)
    expected = {s for s in shapes if outcome(Chomp(), s) == Outcome.P}
    wrong = [s for s in shapes if (s in given) != (s in expected)]
    if not wrong:
        return Feedback(
            True, f"Right: these are the {len(expected)} P-positions inside {rows} × {columns}."
        )
    first = wrong[0]
    if first in given:
        return Feedback(
            False, f"Look again at {first}: some bite from it leaves a P-position, so it is N."
        )
    return Feedback(
        False,
        f"A P-position is missing from your list: look again at the shapes of {sum(first)} "
        "squares for one whose every bite leaves an N-position.",
    )


def check_chomp_is_p(
    is_p: Callable[[tuple[int, ...]], Any] | None, rows: int = 4, columns: int = 5
) -> Feedback:
    """Check a function ``is_p(shape)`` that decides by search whether a Chomp shape is P.

    The function is run on every staircase inside a ``rows`` × ``columns`` bar and must return
    ``True`` exactly on the P-positions; the feedback names the first shape where it is wrong,
    never the list of P-positions.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_chomp_is_p(lambda s: gl.outcome(gl.Chomp(), s) == "P", 2, 3))
    ✔ Right: your function is correct on all 9 positions inside 2 × 3.
    >>> print(check_chomp_is_p(None, 2, 3))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> print(check_chomp_is_p(lambda s: s == (1,), 2, 3))
    ✘ Your function is wrong on (2, 1): list its options and ask which of them are P.
    """
    shapes = chomp_shapes(rows, columns)
    if is_p is None:
        return FILL_IN
    if not callable(is_p):
        return Feedback(False, f"is_p must be a function of a shape, got {is_p!r}.")
    for shape in sorted(shapes, key=lambda s: (sum(s), s)):
        try:
            said = is_p(shape)
        except Exception as error:  # the reader's code: report it
            return Feedback(False, f"On {shape} your function failed: {error!r}.")
        if not isinstance(said, bool):
            return Feedback(
                False, f"On {shape} your function returned {said!r}: return True or False."
            )
        if said != (outcome(Chomp(), shape) == Outcome.P):
            return Feedback(
                False,
                f"Your function is wrong on {shape}: list its options and ask which of them are P.",
            )
    return Feedback(
        True,
        f"Right: your function is correct on all {len(shapes)} positions inside "
        f"{rows} × {columns}.",
    )
