"""Lesson 07 (split games): a student's table of Grundy values.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from typing import Any

from ..core import (
    check_at_most,
)
from ..game import HeapGame
from ..sequences import grundy_sequence
from ._feedback import FILL_IN, Feedback, _call_student

__all__ = ["check_table_function"]


def check_table_function(function: Any, game: HeapGame | str, up_to: int = 60) -> Feedback:
    """Run a reader's ``function(n)``, meant to return the Grundy values ``g(0), ..., g(n-1)``.

    The function is called with every length ``0, 1, ..., up_to + 1`` and each table is
    compared with :func:`grundylib.grundy_sequence`; the first wrong length or heap is
    reported with a hint, without the right value.

    Parameters
    ----------
    function : callable
        The reader's function: an int ``n`` in, a list (or array) of ``n`` ints out.
    game : HeapGame or str
        The one-heap game (for example an :class:`~grundylib.OctalGame` or its code).
    up_to : int, optional
        The largest heap size checked (default 60).

    Returns
    -------
    Feedback
        Right when every table is right; otherwise the first heap whose value is wrong.

    Examples
    --------
    >>> import grundylib as gl
    >>> def bash_table(n):
    ...     return [h % 4 for h in range(n)]
    >>> print(check_table_function(bash_table, gl.BashGame(3), up_to=40))
    ✔ Right: your function gives g(0..n-1) correctly for every n up to 41.
    >>> print(check_table_function(lambda n: [h % 3 for h in range(n)], gl.BashGame(3), up_to=40))
    ✘ <lambda>(4)[3] is 0, but g(3) is not 0 (g(0..2) are right): list the options of a heap of 3, with their values, and take the mex.
    >>> print(check_table_function(lambda n: [0] * (n + 1), gl.BashGame(3), up_to=40))
    ✘ <lambda>(0) should return a list of 0 values, one per heap 0..-1; it returned 1.
    >>> def not_yet(n):
    ...     raise NotImplementedError
    >>> print(check_table_function(not_yet, gl.BashGame(3)))
    ✘ Write your function first (replace the line `raise NotImplementedError`).
    >>> print(check_table_function(None, gl.BashGame(3)))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    up_to = check_at_most(up_to, 100_000, "up_to")
    expected = [int(v) for v in grundy_sequence(game, up_to + 1, progress=False)]
    name = getattr(function, "__name__", "your function")
    for n in range(up_to + 2):
        result, problem = _call_student(function, n)
        if problem is not None:
            return Feedback(False, problem)
        try:
            table = [int(v) for v in result]
        except (TypeError, ValueError):
            return Feedback(
                False, f"{name}({n}) should return a list of {n} whole numbers, got {result!r}."
            )
        if len(table) != n:
            return Feedback(
                False,
                f"{name}({n}) should return a list of {n} values, one per heap 0..{n - 1}; "
                f"it returned {len(table)}.",
            )
        for heap, (value, right) in enumerate(zip(table, expected, strict=False)):
            if value != right:
                before = f" (g(0..{heap - 1}) are right)" if heap > 0 else ""
                return Feedback(
                    False,
                    f"{name}({n})[{heap}] is {value}, but g({heap}) is not {value}{before}: "
                    f"list the options of a heap of {heap}, with their values, and take the mex.",
                )
    return Feedback(
        True, f"Right: your function gives g(0..n-1) correctly for every n up to {up_to + 1}."
    )
