"""Lesson 06 (classic games): Fibonacci Nim takes, by hand and by a student's function; a Grundy table.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from typing import Any

from ..analysis import grundy, winning_moves
from ..games.fibonacci import FibonacciNim, zeckendorf
from ..games.subtraction import SubtractionGame
from ._feedback import (
    CALL_TIME_LIMIT,
    FILL_IN,
    Feedback,
    _call,
    _function_name,
    _time_limit,
    _TookTooLong,
)

__all__ = [
    "check_fibonacci_nim_move_function",
    "check_fibonacci_nim_take",
    "check_grundy_table_function",
]


def check_fibonacci_nim_take(n: int, answer: int | None) -> Feedback:
    """Check a first take in Fibonacci Nim on a fresh heap of ``n`` counters.

    Any take that leaves the opponent a P-position (found by searching the game) is
    right. A wrong take gets a hint: what it leaves and the opponent's limit, and that
    the opponent can then win; the student compares that limit with the smallest
    Zeckendorf term of the rest (the message never names a winning take).

    Parameters
    ----------
    n : int
        The fresh heap.
    answer : int or None
        The reader's take; ``None`` while the exercise is not done.

    Examples
    --------
    >>> print(check_fibonacci_nim_take(83, 2))
    ✔ Right: taking 2 from 83 leaves your opponent a lost position.
    >>> print(check_fibonacci_nim_take(83, 3))
    ✘ Taking 3 leaves 80, and your opponent may take up to 6: from there they can win. Write 80 in Zeckendorf form and compare its smallest term with 6.
    >>> print(check_fibonacci_nim_take(83, 83))
    ✘ The first move takes between 1 and 82 counters (not the whole heap), not 83.
    >>> print(check_fibonacci_nim_take(83, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if answer is None:
        return FILL_IN
    game = FibonacciNim()
    start = game.start(n)
    if isinstance(answer, bool) or not isinstance(answer, int) or not 1 <= answer <= start[1]:
        return Feedback(
            False,
            f"The first move takes between 1 and {start[1]} counters (not the whole heap), "
            f"not {answer!r}.",
        )
    left = n - answer
    if (left, min(2 * answer, left)) in winning_moves(game, start):
        return Feedback(
            True, f"Right: taking {answer} from {n} leaves your opponent a lost position."
        )
    if not winning_moves(game, start):
        return Feedback(False, f"{n} is a Fibonacci number: every first move loses to best play.")
    limit = min(2 * answer, left)
    return Feedback(
        False,
        f"Taking {answer} leaves {left}, and your opponent may take up to {limit}: from there "
        f"they can win. Write {left} in Zeckendorf form and compare its smallest term with "
        f"{limit}.",
    )


_TABLE_CASES: list[tuple[frozenset[int], int]] = [
    (frozenset({1, 2}), 8),
    (frozenset({1, 3, 4}), 20),
    (frozenset({2, 3}), 15),
    (frozenset({3}), 10),
    (frozenset({2, 5, 7}), 40),
    (frozenset({1, 4, 9, 16}), 60),
    (frozenset({5, 6}), 30),
    (frozenset({1}), 0),
    (frozenset({4, 7, 11, 12}), 80),
]


def check_grundy_table_function(function: Callable[[Any, int], Any] | None) -> Feedback:
    """Test a reader's function ``f(takes, size)`` giving the Grundy values of a subtraction game.

    The function gets a set of allowed takes and a number ``size`` and must return the list
    ``[g(0), g(1), ..., g(size - 1)]`` of the subtraction game with those takes. It is tried
    on nine games; the feedback names the first wrong entry and how to recompute it.

    Parameters
    ----------
    function : callable or None
        The reader's function of two arguments; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if every table agrees with :func:`grundylib.grundy`.

    Examples
    --------
    >>> def my_grundy_table(takes, size):
    ...     return [n % (max(takes) + 1) for n in range(size)]
    >>> print(check_grundy_table_function(my_grundy_table))
    ✘ my_grundy_table({1, 3, 4}, 20)[2] is 2, but g(2) is the mex of g(2 - s) for the takes s ≤ 2 (here: g(1)).
    >>> from grundylib import mex
    >>> def my_grundy_table(takes, size):
    ...     table = []
    ...     for n in range(size):
    ...         table.append(mex(table[n - s] for s in takes if s <= n))
    ...     return table
    >>> print(check_grundy_table_function(my_grundy_table))
    ✔ Right: my_grundy_table gives the right values for all 9 games tried.
    >>> print(check_grundy_table_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of two arguments, not {function!r}.")

    name = _function_name(function)
    for takes, size in _TABLE_CASES:
        game = SubtractionGame(takes)
        expected = [grundy(game, n) for n in range(size)]
        shown_takes = "{" + ", ".join(map(str, sorted(takes))) + "}"
        call = f"{name}({shown_takes}, {size})"
        ran, result = _call(function, set(takes), size)
        if not ran:
            return Feedback(False, f"{call} raised {result}.")
        if isinstance(result, str | bytes) or not isinstance(result, Iterable):
            return Feedback(
                False, f"{call} returned {result!r}: return a list of {size} values g(0), ..."
            )
        table = list(result)
        if len(table) != size:
            return Feedback(
                False,
                f"{call} returned {len(table)} values: give {size}, for the heaps 0 to {size - 1}.",
            )
        for n, (value, right) in enumerate(zip(table, expected, strict=True)):
            if value != right:
                smaller = ", ".join(f"g({n - s})" for s in sorted(takes) if s <= n) or "none"
                return Feedback(
                    False,
                    f"{call}[{n}] is {value!r}, but g({n}) is the mex of g({n} - s) for the takes "
                    f"s ≤ {n} (here: {smaller}).",
                )
    return Feedback(
        True, f"Right: {name} gives the right values for all {len(_TABLE_CASES)} games tried."
    )


def _fibonacci_nim_take_wins(n: int, limit: int, take: int) -> bool:
    """Whether taking ``take`` from ``(n, limit)`` wins, by the theorem of lesson 06.

    The opponent then faces ``(n - take, min(2 * take, n - take))``, which is lost exactly
    when its limit is below the smallest Zeckendorf term of ``n - take``.
    """
    left = n - take
    return 1 <= take <= min(limit, n) and (left == 0 or min(2 * take, left) < zeckendorf(left)[-1])


def _whole_number(value: Any) -> int | None:
    """``value`` as an ``int`` if it is a whole number (numpy integers too, not bools), else None."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def _fibonacci_nim_cases() -> list[tuple[int, int]]:
    """Every ``(n, L)`` with ``1 <= L <= n <= 40``, then a few heaps too large to search."""
    small = [(n, limit) for n in range(1, 41) for limit in range(1, n + 1)]
    large = [
        (1_000_000, 999_999),
        (832_040, 832_039),  # a Fibonacci number: no winning take
        (10**12 + 7, 10**12 + 6),
        (10**12 + 7, 5),
        (2**40, 3),
        (2**40, 2**39),
    ]
    return small + large


def check_fibonacci_nim_move_function(
    function: Callable[[int, int], Any] | None,
) -> Feedback:
    """Test a reader's function ``f(n, limit)``: a winning take in Fibonacci Nim, or ``None``.

    In the position ``(n, limit)`` the mover may take 1 to ``limit`` counters (at most ``n``).
    The function must return a take that leaves the opponent a lost position, any one of
    them if there are several, or ``None`` when every take loses. It is tried on every
    ``(n, limit)`` with ``1 <= limit <= n <= 40`` and on a few heaps with up to 13 digits, with
    a time limit per call; the feedback names the first failing position and what the
    returned take leaves, never a winning take.

    Parameters
    ----------
    function : callable or None
        The reader's function of two arguments; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if the function answers every position correctly.

    Examples
    --------
    >>> def my_fib_nim_take(n, limit):
    ...     return 1
    >>> print(check_fibonacci_nim_move_function(my_fib_nim_take))
    ✘ my_fib_nim_take(2, 1) returned 1, but from (2, 1) every take loses: return None when the mover cannot win.
    >>> def my_fib_nim_take(n, limit):
    ...     return None if n in (1, 2, 3, 5, 8, 13, 21, 34) else 1
    >>> print(check_fibonacci_nim_move_function(my_fib_nim_take))
    ✘ my_fib_nim_take(1, 1) returned None, but the mover can win from (1, 1).
    >>> from grundylib import zeckendorf
    >>> def my_fib_nim_take(n, limit):
    ...     smallest = zeckendorf(n)[-1]
    ...     return smallest if smallest <= limit else None
    >>> print(check_fibonacci_nim_move_function(my_fib_nim_take))
    ✔ Right: my_fib_nim_take answers all 826 positions tried.
    >>> print(check_fibonacci_nim_move_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of two arguments, not {function!r}.")
    name = _function_name(function)
    cases = _fibonacci_nim_cases()
    for n, limit in cases:
        call = f"{name}({n}, {limit})"
        try:
            with _time_limit(CALL_TIME_LIMIT):
                take = function(n, limit)
        except _TookTooLong:
            return Feedback(
                False,
                f"{call} was still running after {CALL_TIME_LIMIT:g} s: a search of every "
                "play is too slow for large heaps; use the theorem.",
            )
        except RecursionError:
            return Feedback(False, f"{call} recursed too deeply: use the theorem, not a search.")
        except Exception as error:  # the reader's bug, reported rather than raised
            return Feedback(False, f"{call} raised {type(error).__name__}: {error}.")
        can_win = limit >= zeckendorf(n)[-1]
        if take is None:
            if can_win:
                return Feedback(
                    False, f"{call} returned None, but the mover can win from ({n}, {limit})."
                )
            continue
        whole = _whole_number(take)
        if whole is None or not 1 <= whole <= min(n, limit):
            return Feedback(
                False,
                f"{call} returned {take!r}: return a whole number of counters from 1 to "
                f"{min(n, limit)}, or None.",
            )
        take = whole
        if not can_win:
            return Feedback(
                False,
                f"{call} returned {take}, but from ({n}, {limit}) every take loses: return "
                "None when the mover cannot win.",
            )
        if not _fibonacci_nim_take_wins(n, limit, take):
            left = n - take
            terms = zeckendorf(left)
            return Feedback(
                False,
                f"{call} returned {take}: that leaves {left} = {' + '.join(map(str, terms[:6]))}"
                f"{' + ...' if len(terms) > 6 else ''}, and your opponent may take up to "
                f"{min(2 * take, left)}, enough to take {terms[-1]}.",
            )
    return Feedback(True, f"Right: {name} answers all {len(cases)} positions tried.")
