"""Lesson 04 (the Sprague–Grundy function): mex by hand, a student's mex, a nimber beside a graph.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from ..analysis import grundy
from ..core import (
    InvalidArgumentError,
    check_iterable,
    check_natural,
    mex,
)
from ..game import Game
from ._feedback import FILL_IN, Feedback, _call, _function_name, _shown

__all__ = [
    "check_mex",
    "check_mex_function",
    "check_positions_beside_nimber",
]


def check_mex(sets: Iterable[Iterable[int]], answer: Iterable[int | None] | None) -> Feedback:
    """Check the mex worked out by hand for each of several sets, in order.

    Examples
    --------
    >>> print(check_mex([{0, 1, 2, 4}, set()], [3, 0]))
    ✔ Right: all 2 values are correct.
    >>> print(check_mex([{0, 1, 2, 4}], [4]))
    ✘ mex{0, 1, 2, 4} is not 4: 4 is in the set, and the mex is never in the set.
    >>> print(check_mex([{2, 3, 5}], [1]))
    ✘ mex{2, 3, 5} is not 1: a smaller number is missing from the set too.
    >>> print(check_mex([{2, 3, 5}], None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    sets = [
        sorted(set(check_iterable(s, "each set", error=InvalidArgumentError)))
        for s in check_iterable(sets, "sets", error=InvalidArgumentError)
    ]
    if answer is None:
        return FILL_IN
    values = check_iterable(answer, "answer", error=InvalidArgumentError)
    if len(values) != len(sets):
        return Feedback(False, f"Give one value per set: {len(sets)} values expected.")
    for members, value in zip(sets, values, strict=True):
        if value is None:
            return FILL_IN
        if isinstance(value, bool) or not isinstance(value, int):
            return Feedback(False, f"A mex is a whole number, not {value!r}.")
        shown = "mex{" + ", ".join(map(str, members)) + "}"
        expected = mex(members)
        if value == expected:
            continue
        if value in members:
            return Feedback(
                False,
                f"{shown} is not {value}: {value} is in the set, and the mex is never in the set.",
            )
        if value > expected:
            return Feedback(
                False, f"{shown} is not {value}: a smaller number is missing from the set too."
            )
        return Feedback(
            False, f"{shown} is not {value}: is every number below it really in the set?"
        )
    return Feedback(True, f"Right: all {len(values)} values are correct.")


def _mex_test_inputs() -> list[tuple[Any, str]]:
    """Inputs a mex function is tried on, each with what it tests."""
    rng = random.Random(2024)
    cases: list[tuple[Any, str]] = [
        ([0, 1, 3], ""),
        ([], "the mex of the empty list is 0"),
        ([1, 2, 3], "a list without 0"),
        ([0, 1, 2], "a list with no gap"),
        ([3, 0, 2, 1, 5], "the values may come in any order"),
        ([1, 0, 1, 0, 0], "the values may repeat"),
        ({0, 1, 2, 4}, "the values may come as a set"),
        ((0, 2), "the values may come as a tuple"),
        ([10**9], "a large value"),
        (list(range(100)), "a long list with no gap"),
        (list(range(100))[::-1], "a long list in decreasing order"),
    ]
    for _ in range(200):
        values = [rng.randrange(12) for _ in range(rng.randrange(15))]
        cases.append((values, "a random list"))
    return cases


def check_mex_function(function: Callable[[Any], Any] | None) -> Feedback:
    """Test a reader's mex function on many lists, sets and tuples of non-negative integers.

    Parameters
    ----------
    function : callable or None
        The reader's function of one argument; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        The first input where the function disagrees with :func:`grundylib.mex`, what it
        returned, and what the input tests (order, repeats, the empty list...).

    Examples
    --------
    >>> def my_mex(values):
    ...     return max(values) + 1
    >>> print(check_mex_function(my_mex))
    ✘ my_mex([0, 1, 3]) returned 4, but the mex is the smallest number that is not in the list.
    >>> def my_mex(values):
    ...     k = 0
    ...     while k in values:
    ...         k += 1
    ...     return k
    >>> print(check_mex_function(my_mex))
    ✔ Right: my_mex agrees with the mex on all 211 inputs tried.
    >>> print(check_mex_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of one argument, not {function!r}.")
    name = _function_name(function)
    cases = _mex_test_inputs()
    for values, what in cases:
        expected = mex(values)
        given = type(values)(values)  # a fresh copy: the reader's function may change it
        call = _shown(name, given)
        ran, result = _call(function, given)
        if not ran:
            note = f" ({what})" if what else ""
            return Feedback(False, f"{call} raised {result}{note}.")
        if isinstance(result, bool) or not isinstance(result, int):
            return Feedback(False, f"{call} returned {result!r}: a mex is a whole number.")
        if result != expected:
            note = f" Note: {what}." if what else ""
            return Feedback(
                False,
                f"{call} returned {result}, but the mex is the smallest number that is not in "
                f"the list.{note}",
            )
    return Feedback(True, f"Right: {name} agrees with the mex on all {len(cases)} inputs tried.")


def check_positions_beside_nimber(
    game: Game, nodes: Iterable[Any], m: int, answer: Iterable[Any] | None
) -> Feedback:
    """Check the positions ``x`` among ``nodes`` for which ``x + *m`` is a P-position.

    Parameters
    ----------
    game : Game
        The game whose positions are asked about.
    nodes : iterable
        The positions considered.
    m : int
        The size of the Nim heap beside the game.
    answer : iterable
        The reader's positions ``x`` with ``x + *m`` a P-position.

    Returns
    -------
    Feedback
        On a mistake, how many positions are missing from the answer and how many do not
        belong, never which ones.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.GraphGame({"a": ["b"], "b": ["c"], "c": []})
    >>> print(check_positions_beside_nimber(game, list("abc"), 1, ["b"]))
    ✔ Right: x + *1 is a P-position exactly for x = b.
    >>> print(check_positions_beside_nimber(game, list("abc"), 1, ["a", "b"]))
    ✘ Not yet: 1 of your positions does not belong. Compare 1 with g(x) for each x.
    >>> print(check_positions_beside_nimber(game, list("abc"), 1, []))
    ✘ Not yet: 1 position is missing. Compare 1 with g(x) for each x.
    >>> print(check_positions_beside_nimber(game, list("abc"), 1, ["a"]))
    ✘ Not yet: 1 position is missing and 1 of yours does not belong. Compare 1 with g(x) for each x.
    >>> print(check_positions_beside_nimber(game, list("abc"), 1, ["z"]))
    ✘ z is not one of the positions a, b, c.
    >>> print(check_positions_beside_nimber(game, list("abc"), 1, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> check_positions_beside_nimber(game, list("abc"), -1, ["b"])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: m must be a non-negative integer, got -1
    """
    if not callable(getattr(game, "moves", None)):
        raise InvalidArgumentError(f"game must have a moves() method, got {game!r}")
    check_natural(m, "m", error=InvalidArgumentError)
    considered = check_iterable(nodes, "nodes", error=InvalidArgumentError)
    wanted = [x for x in considered if grundy(game, x) == m]  # also checks every node
    if answer is None:
        return FILL_IN
    given = check_iterable(answer, "answer", text=True, error=InvalidArgumentError)
    for x in given:
        if x not in considered:
            shown = ", ".join(map(str, considered))
            return Feedback(False, f"{x} is not one of the positions {shown}.")
    chosen = set(given)
    missing = sum(1 for x in wanted if x not in chosen)
    extra = sum(1 for x in chosen if x not in wanted)
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"{missing} position{'s are' if missing > 1 else ' is'} missing")
        if extra:
            belong = "do not belong" if extra > 1 else "does not belong"
            whose = "of yours" if missing else "of your positions"
            parts.append(f"{extra} {whose} {belong}")
        return Feedback(
            False, f"Not yet: {' and '.join(parts)}. Compare {m} with g(x) for each x."
        )
    if not wanted:
        return Feedback(True, f"Right: x + *{m} is an N-position for every one of these x.")
    names = ", ".join(map(str, wanted))
    return Feedback(True, f"Right: x + *{m} is a P-position exactly for x = {names}.")
