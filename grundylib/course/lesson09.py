"""Lesson 09 (coin-turning games): nim products and coin values.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ..core import (
    InvalidArgumentError,
    check_at_most,
    nim_sum,
    shorten,
)
from ..game import Position
from ..games.coin_turning import CoinTurningGame, check_cells
from ..nimbers import nim_product
from ._feedback import CALL_TIME_LIMIT, FILL_IN, Feedback, _time_limit, _TookTooLong

__all__ = [
    "check_coin_value",
    "check_corners_move",
    "check_corners_move_function",
    "check_nim_product",
    "check_nim_product_function",
]


def check_nim_product(a: int, b: int, answer: int | None) -> Feedback:
    """Check a nim product ``a ⊗ b`` worked out by hand.

    Examples
    --------
    >>> print(check_nim_product(4, 4, 6))
    ✔ Right: 4 ⊗ 4 = 6.
    >>> print(check_nim_product(4, 4, 16))
    ✘ Not 16: that is the ordinary product. For a Fermat 2-power F (2, 4, 16, ...) use F ⊗ F = 3F/2.
    >>> print(check_nim_product(3, 5, "15"))
    ✘ A nim product is a whole number 0 or more, such as 7; not '15'.
    >>> print(check_nim_product(3, 5, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    expected = nim_product(a, b)
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(
            False, f"A nim product is a whole number 0 or more, such as 7; not {answer!r}."
        )
    if answer == expected:
        return Feedback(True, f"Right: {a} ⊗ {b} = {expected}.")
    if answer == a * b:
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary product. For a Fermat 2-power F (2, 4, 16, ...) "
            "use F ⊗ F = 3F/2.",
        )
    if answer == a ^ b:
        return Feedback(False, f"Not {answer}: that is the nim-sum a ⊕ b, not the product.")
    return Feedback(
        False,
        f"Not {answer}: write both numbers as nim-sums of powers of 2, multiply out (⊗ "
        "distributes over ⊕), and square each Fermat 2-power F by F ⊗ F = 3F/2; "
        "a product of different Fermat 2-powers is their ordinary product.",
    )


def check_coin_value(game: CoinTurningGame, position: Position, answer: int | None) -> Feedback:
    """Check the value of a coin-turning position worked out by hand.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_coin_value(gl.MockTurtles(), (1, 2, 4), 14))
    ✔ Right: the value of (1, 2, 4) is 14.
    >>> print(check_coin_value(gl.MockTurtles(), (1, 2, 4), 7))
    ✘ Not 7: that nim-adds the coins' numbers. In this game a coin's value is not its number.
    >>> print(check_coin_value(gl.MockTurtles(), (0, 3), 8))
    ✘ Not 8: that is the ordinary sum of the heads' values. Nim-add (⊕) them instead.
    >>> print(check_coin_value(gl.MockTurtles(), (1, 2, 4), 15))
    ✘ Not 15: find the value of each head alone, then nim-add (⊕) them.
    >>> check_coin_value(gl.Nim(), (1, 2), 3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: game must be a coin-turning ruleset such as MockTurtles(), got Nim()
    """
    if not isinstance(game, CoinTurningGame):
        raise InvalidArgumentError(
            f"game must be a coin-turning ruleset such as MockTurtles(), got {shorten(game)}"
        )
    values = [game.coin_value(x) for x in game.heads(position)]
    expected = nim_sum(*values)
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(False, f"A value is a whole number 0 or more, not {answer!r}.")
    if answer == expected:
        return Feedback(True, f"Right: the value of {position!r} is {expected}.")
    if answer == nim_sum(*game.heads(position)):
        return Feedback(
            False,
            f"Not {answer}: that nim-adds the coins' numbers. In this game a coin's value is not "
            "its number.",
        )
    if answer == sum(values):
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary sum of the heads' values. Nim-add (⊕) them instead.",
        )
    return Feedback(
        False, f"Not {answer}: find the value of each head alone, then nim-add (⊕) them."
    )


def check_nim_product_function(function: Any, below: int = 16) -> Feedback:
    """Check a reader's ``function(a, b)`` against :func:`grundylib.nim_product` for ``a, b < below``.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_nim_product_function(gl.nim_product))
    ✔ Right: your function agrees with gl.nim_product on all 256 pairs below 16.
    >>> print(check_nim_product_function(lambda a, b: a * b))
    ✘ Not yet: your function gives 4 for 2 ⊗ 2. Check that case by hand (first wrong pair of 256).
    >>> print(check_nim_product_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    size = check_at_most(below, 64, "below")
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of two numbers, not {function!r}.")
    for a in range(size):
        for b in range(size):
            try:
                got = function(a, b)
            except Exception as error:  # the reader's code: report, do not crash
                return Feedback(
                    False, f"Your function raised {type(error).__name__}: {error} for ({a}, {b})."
                )
            if got != nim_product(a, b):
                return Feedback(
                    False,
                    f"Not yet: your function gives {got!r} for {a} ⊗ {b}. Check that case by hand "
                    f"(first wrong pair of {size * size}).",
                )
    return Feedback(
        True,
        f"Right: your function agrees with gl.nim_product on all {size * size} pairs below {size}.",
    )


Cell = tuple[int, int]


def _corners_value(heads: Any) -> int:
    """The Turning Corners value of ``heads``: the nim-sum of ``x ⊗ y`` (Tartan theorem)."""
    return nim_sum(*(nim_product(x, y) for x, y in heads))


def _corners_verdict(heads: tuple[Cell, ...], answer: Any) -> str:
    """Why ``answer`` is not a winning Turning Corners move from ``heads``; ``""`` if it is."""
    value = _corners_value(heads)
    if answer is None:
        return "" if value == 0 else "this is an N-position: a move wins, but you gave None"
    if value == 0:
        return "this is a P-position, so no move wins: return None"
    try:
        (a, b), (x, y) = answer
        numbers = (a, b, x, y)
    except (TypeError, ValueError):
        return "give the move as ((a, b), (x, y)), the north-west and south-east corners"
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in numbers):
        return "the corners must be cells of whole numbers 0 or more"
    if (x, y) not in heads:
        return f"({x}, {y}) is not a head; the south-east corner must go from heads to tails"
    if not (a < x and b < y):
        return "the north-west corner (a, b) needs a < x and b < y"
    left = value ^ nim_product(x ^ a, y ^ b)
    if left == 0:
        return ""
    return f"it leaves value {left}, not 0 (the move changes the value by (x ⊕ a) ⊗ (y ⊕ b))"


def check_corners_move(heads: Any, answer: Any) -> Feedback:
    """Check one winning Turning Corners move, given as its corners ``((a, b), (x, y))``.

    A move turns the corners ``(a, b), (a, y), (x, b), (x, y)`` with ``a < x``, ``b < y``
    and a head at ``(x, y)``; any winning move is accepted. ``heads`` should be an
    N-position (``None`` is the placeholder of an unanswered exercise).

    Examples
    --------
    >>> print(check_corners_move(((1, 1), (4, 3), (5, 1)), ((0, 1), (4, 3))))
    ✔ Right: turning the corners of (0, 1)–(4, 3) leaves value 0.
    >>> print(check_corners_move(((1, 1), (4, 3), (5, 1)), ((0, 0), (4, 3))))
    ✘ Not yet: it leaves value 4, not 0 (the move changes the value by (x ⊕ a) ⊗ (y ⊕ b)).
    >>> print(check_corners_move(((1, 1), (4, 3), (5, 1)), ((0, 0), (2, 2))))
    ✘ Not yet: (2, 2) is not a head; the south-east corner must go from heads to tails.
    >>> print(check_corners_move(((1, 1), (4, 3), (5, 1)), None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    cells = tuple(sorted(check_cells(heads, (0, 0))))
    if answer is None:
        return FILL_IN
    verdict = _corners_verdict(cells, answer)
    if not verdict:
        (a, b), (x, y) = answer
        return Feedback(True, f"Right: turning the corners of ({a}, {b})–({x}, {y}) leaves value 0.")
    return Feedback(False, f"Not yet: {verdict}.")


def _corners_inputs() -> list[tuple[Cell, ...]]:
    """Turning Corners positions to try: small ones first, then larger boards."""
    small = [(x, y) for x in range(4) for y in range(4)]
    inputs = [tuple(p) for k in (1, 2, 3) for p in itertools.combinations(small, k)]
    rng = random.Random(9)
    for size, count in ((8, 300), (16, 300), (256, 100)):
        for _ in range(count):
            heads = {(rng.randrange(size), rng.randrange(size)) for _ in range(rng.randint(1, 6))}
            inputs.append(tuple(sorted(heads)))
    return inputs


def check_corners_move_function(function: Any) -> Feedback:
    """Test a reader's ``function(heads)``: a winning Turning Corners move, or ``None``.

    ``heads`` is a sorted tuple of cells ``(x, y)``; the move is returned as its corners
    ``((a, b), (x, y))``. The function is run on about 1,500 positions, on boards up to
    256 × 256; a failure names the position and what is wrong with the move, never a right
    move.

    Examples
    --------
    >>> print(check_corners_move_function(lambda heads: None))
    ✘ Not yet, for heads ((1, 1),): this is an N-position: a move wins, but you gave None.
    >>> print(check_corners_move_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of the heads, not {function!r}.")
    inputs = _corners_inputs()
    for heads in inputs:
        try:
            with _time_limit(CALL_TIME_LIMIT):
                got = function(heads)
        except _TookTooLong:
            return Feedback(False, f"Your function was still running after {CALL_TIME_LIMIT:g} s "
                            f"for heads {heads!r}: does it stop?")
        except Exception as error:  # the reader's code: report, do not crash
            return Feedback(
                False, f"Your function raised {type(error).__name__}: {error} for heads {heads!r}."
            )
        verdict = _corners_verdict(heads, got)
        if verdict:
            return Feedback(False, f"Not yet, for heads {heads!r}: {verdict}.")
    return Feedback(True, f"Right: your function finds a winning move (or None) in all "
                    f"{len(inputs)} positions.")
