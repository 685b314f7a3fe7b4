"""Lesson 02 (Nim and Bouton's theorem): nim-sums and a student's winning-move function.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

from ..analysis import winning_moves
from ..core import (
    InvalidArgumentError,
    check_iterable,
    check_natural,
    check_positive,
    nim_sum,
)
from ..games.nim import Nim
from ._feedback import FILL_IN, Feedback, _call, _function_name, _shown

__all__ = [
    "check_completing_heap",
    "check_nim_p_count",
    "check_nim_sum",
    "check_nim_winning_moves_function",
]


def check_nim_sum(numbers: Iterable[int], answer: int | None) -> Feedback:
    """Check a nim-sum worked out by hand.

    Examples
    --------
    >>> print(check_nim_sum([22, 51], 37))
    ✔ Right: 22 ⊕ 51 = 37.
    >>> print(check_nim_sum([22, 51], 73))
    ✘ Not 73: that is the ordinary sum. Add the binary digits without carrying.
    """
    numbers = check_iterable(numbers, "numbers", error=InvalidArgumentError)
    expected = nim_sum(*numbers)
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(False, f"A nim-sum is a whole number 0 or more, not {answer!r}.")
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


def check_completing_heap(heaps: Iterable[int], answer: int | None) -> Feedback:
    """Check the size of a last heap that makes a Nim position a P-position.

    The reader is given heaps ``x_1, ..., x_{n-1}`` and looks for ``z`` such that
    ``(x_1, ..., x_{n-1}, z)`` is a P-position of ordinary Nim. On a wrong answer the
    feedback names the highest binary column where the ones of that position do not pair
    up, and never the right heap.

    Parameters
    ----------
    heaps : iterable of int
        The given heaps, each a non-negative integer.
    answer : int or None
        The reader's last heap; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if the position with the last heap ``answer`` has nim-sum 0.

    Raises
    ------
    InvalidArgumentError
        If ``heaps`` is not a collection of non-negative integers.

    References
    ----------
    C. L. Bouton, "Nim, a game with a complete mathematical theory", *Annals of
    Mathematics* 3 (1901-02), 35-39: a Nim position is P exactly when its nim-sum is 0.

    Examples
    --------
    >>> print(check_completing_heap([6, 11], 13))
    ✔ Right: (6, 11, 13) is a P-position, and 13 is the only heap that makes one.
    >>> print(check_completing_heap([6, 11], 17))
    ✘ Not 17: that is the ordinary sum. Add the binary digits without carrying.
    >>> print(check_completing_heap([6, 11], 12))
    ✘ (6, 11, 12) is an N-position: in the column worth 1 the ones do not pair up.
    >>> print(check_completing_heap([6, 11], -1))
    ✘ A heap size is a whole number 0 or more, not -1.
    >>> print(check_completing_heap([6, 11], None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    given = [
        check_natural(h, "each heap", error=InvalidArgumentError)
        for h in check_iterable(heaps, "heaps", error=InvalidArgumentError)
    ]
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(False, f"A heap size is a whole number 0 or more, not {answer!r}.")
    position = (*given, answer)
    unpaired = nim_sum(*position)
    if unpaired == 0:
        return Feedback(
            True, f"Right: {position} is a P-position, and {answer} is the only heap that makes one."
        )
    if len(given) > 1 and answer == sum(given):
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary sum. Add the binary digits without carrying.",
        )
    column = 1 << (unpaired.bit_length() - 1)
    return Feedback(
        False,
        f"{position} is an N-position: in the column worth {column} the ones do not pair up.",
    )


#: The largest bound :func:`check_nim_p_count` counts below, and the most heaps it takes.
P_COUNT_MAX_BELOW = 256
P_COUNT_MAX_HEAPS = 8


def nim_p_count(heaps: int, below: int) -> int:
    """The number of P-positions of Nim with ``heaps`` heaps, each below ``below``.

    By Bouton's theorem and cancellation, each choice of the first ``heaps - 1`` heaps has
    exactly one last heap that makes a P-position, their nim-sum; the position counts when
    that heap is below ``below``. The nim-sums are tallied heap by heap.

    Examples
    --------
    >>> nim_p_count(3, 8), nim_p_count(3, 10), nim_p_count(4, 16)
    (64, 76, 4096)
    """
    size = 1 << (below - 1).bit_length()  # a power of two: nim-sums of heaps below it stay below
    tally = [1] + [0] * (size - 1)
    for _ in range(heaps - 1):
        new = [0] * size
        for value, count in enumerate(tally):
            if count:
                for x in range(below):
                    new[value ^ x] += count
        tally = new
    return sum(tally[:below])


def check_nim_p_count(heaps: int, below: int, answer: int | None) -> Feedback:
    """Check a count, by hand, of the P-positions of Nim with ``heaps`` heaps below ``below``.

    On a wrong answer the feedback says what the count would be right for (one P-position per
    choice of the first heaps, or more than that) and where to look, never the count.

    Parameters
    ----------
    heaps : int
        The number of heaps, from 1 to 8.
    below : int
        Every heap is below this bound, from 1 to 256.
    answer : int or None
        The reader's count; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if ``answer`` is the number of positions ``(x_1, ..., x_heaps)`` with every
        ``x_i < below`` and nim-sum 0.

    Raises
    ------
    InvalidArgumentError
        If ``heaps`` or ``below`` is not a positive integer, or is above its limit.

    References
    ----------
    C. L. Bouton, "Nim, a game with a complete mathematical theory", *Annals of
    Mathematics* 3 (1901-02), 35-39: a Nim position is P exactly when its nim-sum is 0.

    Examples
    --------
    >>> print(check_nim_p_count(3, 8, 64))
    ✔ Right: 64 of the 512 positions with 3 heaps below 8 are P-positions.
    >>> print(check_nim_p_count(3, 10, 100))
    ✘ Not 100: that counts one P-position for every choice of the first 2 heaps. \
Is the heap that completes it always below 10?
    >>> print(check_nim_p_count(3, 10, 120))
    ✘ Too many: each choice of the first 2 heaps has at most one heap that completes a \
P-position (cancellation).
    >>> print(check_nim_p_count(3, 10, 70))
    ✘ Not 70. Count the choices of the first 2 heaps whose nim-sum is below 10; sort them by \
which heaps have a 1 in the column worth 8.
    >>> print(check_nim_p_count(3, 10, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    heaps = check_positive(heaps, "heaps", InvalidArgumentError)
    below = check_positive(below, "below", InvalidArgumentError)
    if heaps > P_COUNT_MAX_HEAPS:
        raise InvalidArgumentError(f"heaps must be at most {P_COUNT_MAX_HEAPS}, got {heaps}")
    if below > P_COUNT_MAX_BELOW:
        raise InvalidArgumentError(f"below must be at most {P_COUNT_MAX_BELOW}, got {below}")
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(False, f"A count is a whole number 0 or more, not {answer!r}.")
    expected = nim_p_count(heaps, below)
    if answer == expected:
        return Feedback(
            True,
            f"Right: {expected} of the {below**heaps} positions with {heaps} heaps below {below} "
            "are P-positions.",
        )
    first = heaps - 1
    some = f"{first} heap" if first == 1 else f"{first} heaps"
    if answer == below**first:
        return Feedback(
            False,
            f"Not {answer}: that counts one P-position for every choice of the first {some}. "
            f"Is the heap that completes it always below {below}?",
        )
    if answer > below**first:
        return Feedback(
            False,
            f"Too many: each choice of the first {some} has at most one heap that "
            "completes a P-position (cancellation).",
        )
    top = 1 << ((below - 1).bit_length() - 1) if below > 1 else 1
    return Feedback(
        False,
        f"Not {answer}. Count the choices of the first {some} whose nim-sum is below "
        f"{below}; sort them by which heaps have a 1 in the column worth {top}.",
    )


def _nim_test_positions() -> list[tuple[int, ...]]:
    """Nim positions a winning-move finder is tried on, easiest first."""
    first = [(5,), (0,), (2, 2), (2, 3), (1, 2, 3), (3, 4, 5), (13, 12, 8), (5, 7, 9)]
    rest = [
        *itertools.product(range(6), repeat=2),
        *itertools.product(range(8), repeat=3),
        *itertools.product(range(4), repeat=4),
        (100, 37, 64),
        (1000, 999, 3, 17),
        (2024, 1, 2, 3, 4, 5),
    ]
    return list(dict.fromkeys([*first, *rest]))


def check_nim_winning_moves_function(function: Callable[[Any], Any] | None) -> Feedback:
    """Test a reader's function that lists every winning move of a Nim position.

    The function gets a tuple of heap sizes and must return a list of positions (tuples of
    heap sizes in the same order), one for each move to a P-position, and ``[]`` when there
    is none. It is run on more than 800 positions; the feedback names the first position
    where it goes wrong and what is wrong there, without showing the right list.

    Parameters
    ----------
    function : callable or None
        The reader's function; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if the function agrees with :func:`grundylib.winning_moves` everywhere.

    Examples
    --------
    >>> def my_winning_moves(heaps):
    ...     return []
    >>> print(check_nim_winning_moves_function(my_winning_moves))
    ✘ my_winning_moves((5,)) returned []: (5,) has 1 winning move, your function found 0.
    >>> def my_winning_moves(heaps):
    ...     s = 0
    ...     for h in heaps:
    ...         s ^= h
    ...     return [heaps[:i] + (h ^ s,) + heaps[i + 1:]
    ...             for i, h in enumerate(heaps) if h ^ s < h]
    >>> print(check_nim_winning_moves_function(my_winning_moves))
    ✔ Right: my_winning_moves found every winning move, and only those, in all 811 positions tried.
    >>> print(check_nim_winning_moves_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of one argument (a tuple of heaps), not {function!r}.")

    nim, name = Nim(), _function_name(function)
    positions = _nim_test_positions()
    for heaps in positions:
        call = _shown(name, heaps)
        ran, result = _call(function, heaps)
        if not ran:
            return Feedback(False, f"{call} raised {result}.")
        if isinstance(result, str | bytes) or not isinstance(result, Iterable):
            return Feedback(
                False,
                f"{call} returned {result!r}: return a list of positions (tuples of heap sizes), "
                "[] when there is none.",
            )
        moves: list[tuple[Any, ...]] = []
        for move in result:
            if isinstance(move, str | bytes) or not isinstance(move, Iterable):
                return Feedback(
                    False,
                    f"{call} returned {result!r}: each winning move is a position, a tuple of "
                    "heap sizes such as (1, 2, 3).",
                )
            moves.append(tuple(move))
        expected = winning_moves(nim, heaps)
        for move in moves:
            if len(move) != len(heaps):
                return Feedback(
                    False,
                    f"{call} gave {move}: a position after a move keeps all {len(heaps)} heaps, "
                    "in the same order (an emptied heap stays as 0).",
                )
            changed = [i for i in range(len(heaps)) if move[i] != heaps[i]]
            if len(changed) != 1 or not 0 <= move[changed[0]] < heaps[changed[0]]:
                return Feedback(
                    False, f"{call} gave {move}: that is not one move (lower exactly one heap)."
                )
            if move not in expected:
                return Feedback(
                    False,
                    f"{call} gave {move}, whose nim-sum is {nim_sum(*move)}, not 0: "
                    "your opponent wins from there.",
                )
        if len(set(moves)) != len(moves):
            return Feedback(False, f"{call} lists the same move twice.")
        if len(moves) < len(expected):
            plural = "s" if len(expected) > 1 else ""
            return Feedback(
                False,
                f"{call} returned {sorted(moves)}: {heaps} has {len(expected)} winning "
                f"move{plural}, your function found {len(moves)}.",
            )
    return Feedback(
        True,
        f"Right: {name} found every winning move, and only those, in all {len(positions)} "
        "positions tried.",
    )
