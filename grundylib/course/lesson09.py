"""Lesson 09 (coin-turning games): nim products and coin values.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from typing import Any

from ..core import (
    InvalidArgumentError,
    check_at_most,
    nim_sum,
    shorten,
)
from ..game import Position
from ..games.coin_turning import CoinTurningGame
from ..nimbers import nim_product
from ._feedback import FILL_IN, Feedback

__all__ = ["check_coin_value", "check_nim_product", "check_nim_product_function"]


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
        "distributes over ⊕), and use 2 ⊗ 2 = 3, 2 ⊗ 4 = 8, 4 ⊗ 4 = 6.",
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
