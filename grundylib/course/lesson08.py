"""Lesson 08 (finding patterns): periods, prefix XORs and a student's period finder.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import random
from typing import Any

from ..core import (
    shorten,
)
from ..game import HeapGame
from ..games.industrial import xor_upto
from ..games.subtraction import SubtractionGame
from ..sequences import find_period, grundy_sequence, octal_period
from ._feedback import FILL_IN, Feedback, _call_student

__all__ = ["check_period", "check_period_function", "check_xor_upto", "period_test_tables"]


def check_period(
    game: HeapGame | str,
    answer: int | tuple[int, int] | None,
    *,
    require_pair: bool = False,
) -> Feedback:
    """Check a predicted period (or ``(preperiod, period)`` pair) of a heap game's values.

    The true values come from :func:`grundylib.octal_period`, so ``game`` is anything it
    accepts: a subtraction game, an :class:`~grundylib.OctalGame` or an octal code.

    Parameters
    ----------
    game : SubtractionGame, OctalGame or str
        The game whose Grundy sequence is eventually periodic.
    answer : int or (int, int) or None
        The reader's period ``p``, or ``(preperiod, p)``; ``None`` while not done.
    require_pair : bool, default False
        When the question asks for the preperiod: a bare period is refused (without saying
        where the repetition starts) and the pair ``(preperiod, p)`` is asked for.

    Returns
    -------
    Feedback
        On a wrong period, the smallest heap ``n`` (from the answer's preperiod on) with
        ``g(n) != g(n + answer)``, so the witness never gives the true preperiod away (or a
        hint that the answer is a multiple of the period); on a wrong preperiod, which way
        to look.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_period(gl.SubtractionGame({1, 3, 4}), 7))
    ✔ Right: the values of SubtractionGame({1, 3, 4}) repeat with period 7 from the start.
    >>> print(check_period(gl.SubtractionGame({1, 3, 4}), 14))
    ✘ 14 is a period, but not the smallest one: look for a shorter repeat.
    >>> print(check_period(gl.SubtractionGame({1, 3, 4}), 4))
    ✘ Not 4: g(0) = 0 but g(4) = 2, and such heaps go on for ever, so the values do not repeat every 4 heaps.
    >>> print(check_period("0.77", (71, 12)))
    ✔ Right: the values of 0.77 repeat with period 12 from heap 71 on.
    >>> print(check_period("0.77", (50, 12)))
    ✘ The period is right, but g(n) != g(n + 12) for 3 heaps n >= 50: the repetition starts later.
    >>> print(check_period("0.77", (80, 12)))
    ✘ The period is right, but the values already repeat before heap 80: the repetition starts earlier.
    >>> print(check_period("0.77", 10**9 + 1))
    ✘ Not 1000000001: g(0) = 0 but g(1000000001) = 4, and such heaps go on for ever, so the values do not repeat every 1000000001 heaps.
    >>> print(check_period("0.77", 12, require_pair=True))
    ✘ The question asks where the repetition starts as well: give the pair (first heap, 12).
    >>> print(check_period("0.77", (30, 11), require_pair=True))
    ✘ Not 11: g(30) = 7 but g(41) = 4, and such heaps go on for ever, so the values do not repeat every 11 heaps.
    >>> print(check_period(gl.SubtractionGame({2, 5}), None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if answer is None:
        return FILL_IN
    pair = answer if isinstance(answer, tuple) else (None, answer)
    start, period = pair if len(pair) == 2 else (None, None)
    for value in (start, period):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            return Feedback(
                False,
                f"Give whole numbers: a period, or (preperiod, period); got {shorten(answer)}.",
            )
    if period is None or period < 1 or (start is not None and start < 0):
        return Feedback(False, f"A period is a positive whole number, got {shorten(answer)}.")
    if require_pair and start is None:
        return Feedback(
            False,
            "The question asks where the repetition starts as well: give the pair "
            f"(first heap, {shorten(period)}).",
        )
    result = octal_period(game, progress=False)
    if result.preperiod is None or result.period is None:
        return Feedback(False, f"No period of {result.code} is known, so none can be checked.")
    n0, p = result.preperiod, result.period
    name = result.code
    if period % p == 0 and period != p:
        return Feedback(
            False, f"{period} is a period, but not the smallest one: look for a shorter repeat."
        )
    # every value is read from the proved period, so a huge answer costs nothing
    known = grundy_sequence(game, n0 + p, progress=False).tolist()

    def g(m: int) -> int:
        return int(known[m] if m < n0 + p else known[n0 + (m - n0) % p])

    if period != p:
        # p is the smallest period and does not divide the answer, so every stretch of p heaps
        # from n0 on holds a heap that breaks the answer's repeat: such heaps go on for ever.
        # The first one from the answer's own start is shown (never one that hints at n0).
        first = start or 0
        n = next(k for k in range(first, max(first, n0) + p) if g(k) != g(k + period))
        return Feedback(
            False,
            f"Not {shorten(period)}: g({shorten(n)}) = {g(n)} but g({shorten(n + period)}) = "
            f"{g(n + period)}, and such heaps go on for ever, so the values do not repeat "
            f"every {shorten(period)} heaps.",
        )
    if start is not None and start < n0:
        broken = sum(1 for k in range(start, n0) if g(k) != g(k + p))
        return Feedback(
            False,
            f"The period is right, but g(n) != g(n + {p}) for {broken} heap"
            f"{'s' if broken > 1 else ''} n >= {start}: the repetition starts later.",
        )
    if start is not None and start > n0:
        return Feedback(
            False,
            f"The period is right, but the values already repeat before heap {shorten(start)}: "
            "the repetition starts earlier.",
        )
    where = "from the start" if n0 == 0 else f"from heap {n0} on"
    return Feedback(True, f"Right: the values of {name} repeat with period {p} {where}.")


def check_xor_upto(x: int, answer: int | None) -> Feedback:
    """Check ``1 ^ 2 ^ ... ^ x`` worked out by hand (with the period-4 rule, for large ``x``).

    Examples
    --------
    >>> print(check_xor_upto(2025, 1))
    ✔ Right: 1 ⊕ 2 ⊕ ... ⊕ 2025 = 1.
    >>> print(check_xor_upto(2025, 2026))
    ✘ Not 2026: 2025 leaves remainder 1 when divided by 4; which case of the rule is that?
    >>> print(check_xor_upto(6, 7))
    ✔ Right: 1 ⊕ 2 ⊕ ... ⊕ 6 = 7.
    >>> print(check_xor_upto(2025, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if answer is None:
        return FILL_IN
    expected = xor_upto(x)
    if answer == expected:
        return Feedback(True, f"Right: 1 ⊕ 2 ⊕ ... ⊕ {x} = {expected}.")
    return Feedback(
        False,
        f"Not {answer}: {x} leaves remainder {x % 4} when divided by 4; which case of the rule "
        "is that?",
    )


def period_test_tables() -> list[list[int]]:
    """The tables on which :func:`check_period_function` runs a reader's period finder.

    Edge cases (empty, short, constant, no period yet), Grundy tables of subtraction and
    octal games of several lengths, and seeded random eventually periodic tables.

    Examples
    --------
    >>> tables = period_test_tables()
    >>> len(tables) > 100, [] in tables, [0, 1, 2, 3] in tables
    (True, True, True)
    """


    tables: list[list[int]] = [[], [0], [0, 0], [0, 1], [0, 1, 2, 3], [3, 3, 3, 3, 3]]
    tables += [[5, 0, 1, 2, 0, 1, 2, 0, 1, 2], [0, 1, 0, 1, 0], [1, 0, 0, 0, 0, 0, 0]]
    games: list[Any] = [SubtractionGame(s) for s in ({1, 2, 3}, {1, 3, 4}, {2, 5}, {2, 4, 7})]
    games += [SubtractionGame({2, 7, 8}), SubtractionGame({3, 9}), "0.77", "0.07", "4.7", "0.6"]
    for game in games:
        full = [int(v) for v in grundy_sequence(game, 300, progress=False)]
        tables += [full[:length] for length in (5, 12, 30, 60, 150, 300)]
    rng = random.Random(2026)
    for _ in range(80):
        pre = [rng.randrange(4) for _ in range(rng.randrange(6))]
        block = [rng.randrange(4) for _ in range(rng.randrange(1, 7))]
        length = rng.randrange(len(pre), len(pre) + 5 * len(block) + 4)
        tables.append((pre + block * 10)[:length])
    return tables


def check_period_function(function: Any) -> Feedback:
    """Run a reader's period finder on many tables and compare with :func:`grundylib.find_period`.

    The reader's ``function(values)`` should return ``(preperiod, period)`` for the smallest
    period ``p``, with the smallest preperiod ``n0`` for it, such that
    ``values[n + p] == values[n]`` for every ``n0 <= n < len(values) - p`` and
    ``len(values) >= 2 * n0 + 2 * p``; or ``None`` when no pair qualifies.

    Parameters
    ----------
    function : callable
        The reader's function: a list of ints in, a pair ``(n0, p)`` or ``None`` out.

    Returns
    -------
    Feedback
        Right when it agrees on every table of :func:`period_test_tables`; otherwise the
        first table where it disagrees, with what it returned and what was expected.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_period_function(gl.find_period))
    ✔ Right: your function agrees with gl.find_period on all 149 tables.
    >>> def only_from_start(values):
    ...     for p in range(1, len(values) // 2 + 1):
    ...         if all(values[n] == values[n + p] for n in range(len(values) - p)):
    ...             return (0, p)
    ...     return None
    >>> print(check_period_function(only_from_start))  # doctest: +ELLIPSIS
    ✘ only_from_start([5, 0, 1, 2, 0, 1, 2, 0, 1, 2]) returned None, expected (1, 3): ...
    """
    if function is None:
        return FILL_IN
    tables = period_test_tables()
    name = getattr(function, "__name__", "your function")
    for table in tables:
        right = find_period(table)
        expected = None if right is None else (right.preperiod, right.period)
        result, problem = _call_student(function, list(table))
        if problem is not None:
            return Feedback(False, problem)
        given: Any = result
        if result is not None:
            try:
                given = tuple(int(v) for v in result)
            except (TypeError, ValueError):
                given = None
            if given is None or len(given) != 2 or isinstance(result, str):
                return Feedback(
                    False,
                    f"{name} should return a pair (preperiod, period) of whole numbers, or None; "
                    f"it returned {result!r}.",
                )
        if given != expected:
            shown = table if len(table) <= 12 else [*table[:12], "..."]
            head = f"{name}({shown}) returned {result!r}, expected {expected!r}: ".replace(
                "'...'", "..."
            )
            if expected is None:
                hint = (
                    "no pair qualifies: is the table at least twice as long as the preperiod plus one "
                    "period (N >= 2*n0 + 2*p)?"
                )
            elif result is None:
                hint = (
                    "a pair qualifies here: try every preperiod n0, not only 0, for each period p."
                )
            elif given[1] != expected[1]:
                hint = "try the periods p = 1, 2, 3, ... in this order and return the first that qualifies."
            else:
                hint = "for that period, try the preperiods n0 = 0, 1, 2, ... in this order."
            return Feedback(False, head + hint)
    return Feedback(
        True, f"Right: your function agrees with gl.find_period on all {len(tables)} tables."
    )
