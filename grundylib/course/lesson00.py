"""Lesson 00 (start here): a first winning move in Nim, and a first ruleset written by hand.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`). The messages
use only words a first lesson has taught: heaps, moves, winning; no P- or N-positions yet.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..analysis import winning_moves
from ..core import InvalidArgumentError, check_iterable, check_natural
from ..games.nim import Nim
from ._feedback import CALL_TIME_LIMIT, FILL_IN, Feedback, _call, _time_limit, _TookTooLong

__all__ = ["check_first_nim_move", "check_moves_function"]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def check_first_nim_move(start: Sequence[int], answer: Sequence[int] | None) -> Feedback:
    """Check one winning Nim move from ``start``, written as the heaps it leaves, in order.

    The answer is one position: a tuple (or list) of heap sizes, one per heap of ``start``,
    in the same order. A wrong answer is told what is wrong with it (not a move, or a move
    the opponent can answer with a win); the winning move itself is never named.

    Parameters
    ----------
    start : sequence of int
        The heaps before the move, e.g. ``(1, 3, 5)``.
    answer : sequence of int or None
        The heaps the reader's move leaves; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right when the move is legal and the opponent cannot win after it.

    Raises
    ------
    InvalidArgumentError
        If ``start`` is not a list of whole numbers (an error of the exercise, not of the reader).

    Examples
    --------
    >>> print(check_first_nim_move((1, 3, 5), (1, 3, 4)))
    ✘ After (1, 3, 4) your opponent can win, whatever you do next. Play it against the computer to see how, then try another move.
    >>> print(check_first_nim_move((1, 3, 5), [1, 2, 4]))
    ✘ [1, 2, 4] changes 2 heaps; a move takes counters from one heap only.
    >>> print(check_first_nim_move((1, 3, 5), (1, 3)))
    ✘ (1, 3) has 2 heaps; write all 3 heaps the move leaves, in order (an empty heap is 0).
    >>> print(check_first_nim_move((1, 3, 5), "1 3 4"))
    ✘ Write the heaps your move leaves as a tuple of whole numbers, e.g. (1, 3, 4).
    >>> print(check_first_nim_move((4, 5), (6, 5)))
    ✘ (6, 5) makes heap 1 bigger; a move only takes counters away.
    >>> print(check_first_nim_move((4, 5), (4, 4)))
    ✔ Right: after (4, 4) every move of your opponent leaves you a winning move.
    >>> print(check_first_nim_move((1, 3, 5), None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    heaps = tuple(
        check_natural(h, "heap size", InvalidArgumentError)
        for h in check_iterable(start, "start", error=InvalidArgumentError)
    )
    if not heaps:
        raise InvalidArgumentError(f"start must have at least one heap, got {start!r}")
    if answer is None:
        return FILL_IN
    if isinstance(answer, (str, bytes)) or not isinstance(answer, Sequence) or not all(
        _whole(h) for h in answer
    ):
        return Feedback(
            False, "Write the heaps your move leaves as a tuple of whole numbers, e.g. (1, 3, 4)."
        )
    after = tuple(answer)
    if len(after) != len(heaps):
        return Feedback(
            False,
            f"{answer!r} has {len(after)} heaps; write all {len(heaps)} heaps the move leaves, "
            "in order (an empty heap is 0).",
        )
    changed = [i for i, (b, a) in enumerate(zip(heaps, after, strict=True)) if b != a]
    if not changed:
        return Feedback(False, f"{answer!r} is the start itself; a move takes at least one counter.")
    if len(changed) > 1:
        return Feedback(
            False, f"{answer!r} changes {len(changed)} heaps; a move takes counters from one heap only."
        )
    i = changed[0]
    if after[i] > heaps[i]:
        return Feedback(
            False, f"{answer!r} makes heap {i + 1} bigger; a move only takes counters away."
        )
    if after not in winning_moves(Nim(), heaps):
        return Feedback(
            False,
            f"After {answer!r} your opponent can win, whatever you do next. Play it against the "
            "computer to see how, then try another move.",
        )
    return Feedback(
        True, f"Right: after {answer!r} every move of your opponent leaves you a winning move."
    )


def _reference_moves(takes: frozenset[int], n: int) -> set[int]:
    return {n - s for s in takes if s <= n}


def check_moves_function(
    student_moves: Callable[[int], Iterable[int]] | None,
    takes: Iterable[int],
    up_to: int = 100,
) -> Feedback:
    """Test a reader's ``moves(n)`` for the subtraction game where a move takes ``s`` in ``takes``.

    The function is called on every heap ``n = 0, 1, ..., up_to`` and must return the heaps one
    move can reach from ``n``, in any order (a list, a set, a generator). The first heap where
    it goes wrong is reported with what was wrong: a heap that is not reachable (below 0, not
    smaller, or a take the rules do not allow) is named, and so is a heap listed more than once;
    a missing one is only counted, so the feedback never lists the answer.

    Parameters
    ----------
    student_moves : callable or None
        The reader's function; ``None`` while the exercise is not done.
    takes : iterable of int
        The numbers of counters a move may take (positive whole numbers).
    up_to : int, optional
        The largest heap tried.

    Returns
    -------
    Feedback
        Right when the function gives the right heaps from every ``n`` up to ``up_to``.

    Raises
    ------
    InvalidArgumentError
        If ``takes`` is not a non-empty collection of positive whole numbers or ``up_to`` is
        not a whole number.

    Examples
    --------
    >>> def moves(n):
    ...     return [n - s for s in (1, 4) if s <= n]
    >>> print(check_moves_function(moves, {1, 4}))
    ✔ Right: moves(n) gives the right heaps for every n from 0 to 100.
    >>> print(check_moves_function(lambda n: [n - 1, n - 4], {1, 4}))
    ✘ moves(0) gives -1, but a heap cannot have fewer than 0 counters.
    >>> print(check_moves_function(lambda n: [n - 1] if n else [], {1, 4}))
    ✘ moves(4) misses 1 heap that one move reaches from 4.
    >>> print(check_moves_function(lambda n: range(n), {1, 4}))
    ✘ moves(2) gives 0: taking 2 counters is not a move in this game.
    >>> print(check_moves_function(lambda n: moves(n) * 2, {1, 4}))
    ✘ moves(1) lists 0 twice: list each heap once.
    >>> print(check_moves_function(lambda n: n - 1, {1, 4}))
    ✘ moves(0) returned -1: return a list of the heaps one move reaches from 0.
    >>> print(check_moves_function(lambda n: None, {1, 4}))
    ✘ moves(0) returned None: write your code where it says `return None`, so that it returns a list of heaps.
    >>> print(check_moves_function(None, {1, 4}))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    allowed = frozenset(
        check_natural(s, "take", InvalidArgumentError)
        for s in check_iterable(takes, "takes", error=InvalidArgumentError)
    )
    if not allowed or 0 in allowed:
        raise InvalidArgumentError(f"takes must be positive whole numbers, got {takes!r}")
    top = check_natural(up_to, "up_to", InvalidArgumentError)
    if student_moves is None:
        return FILL_IN
    if not callable(student_moves):
        return Feedback(False, f"moves must be a function (write it with def), not {student_moves!r}.")
    for n in range(top + 1):
        try:
            with _time_limit(CALL_TIME_LIMIT):
                ok, got = _call(student_moves, n)
                if ok and not isinstance(got, (str, bytes)) and isinstance(got, Iterable):
                    got = list(got)  # a generator runs inside the time limit too
        except _TookTooLong:
            return Feedback(False, f"moves({n}) was still running after {CALL_TIME_LIMIT:g} s: does it stop?")
        if not ok:  # an error without a message is named alone, "raised ValueError."
            return Feedback(False, f"moves({n}) raised {got.removesuffix(': ')}.")
        if got is None:
            return Feedback(
                False, f"moves({n}) returned None: write your code where it says `return None`, "
                "so that it returns a list of heaps."
            )
        if not isinstance(got, list) or not all(
            isinstance(m, int) and not isinstance(m, bool) for m in got
        ):
            return Feedback(
                False,
                f"moves({n}) returned {got!r}: return a list of the heaps one move reaches "
                f"from {n}.",
            )
        expected = _reference_moves(allowed, n)
        for m in got:
            if m < 0:
                return Feedback(False, f"moves({n}) gives {m}, but a heap cannot have fewer than 0 counters.")
            if m >= n:
                return Feedback(False, f"moves({n}) gives {m}, but a move takes at least one counter.")
            if m not in expected:
                return Feedback(
                    False, f"moves({n}) gives {m}: taking {n - m} counters is not a move in this game."
                )
        repeated = next((m for i, m in enumerate(got) if m in got[:i]), None)
        if repeated is not None:
            times = "twice" if got.count(repeated) == 2 else f"{got.count(repeated)} times"
            return Feedback(False, f"moves({n}) lists {repeated} {times}: list each heap once.")
        missing = len(expected - set(got))
        if missing:
            heap_s = "heap" if missing == 1 else "heaps"
            return Feedback(
                False, f"moves({n}) misses {missing} {heap_s} that one move reaches from {n}."
            )
    return Feedback(True, f"Right: moves(n) gives the right heaps for every n from 0 to {top}.")
