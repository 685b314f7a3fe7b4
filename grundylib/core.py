"""The vocabulary every other module uses: mex, nim-sum, outcome classes and errors.

This module owns the smallest pieces of the theory (the minimum excludant and the
nim-sum), the :class:`Outcome` of a position, the exception hierarchy, and the
argument checks shared by the public entry points.
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Hashable, Iterable
from functools import reduce
from typing import Any

__all__ = [
    "GrundyError",
    "InvalidCodeError",
    "InvalidPositionError",
    "LoopyGameError",
    "Outcome",
    "PositionLimitError",
    "mex",
    "nim_sum",
]


class GrundyError(ValueError):
    """Base class of every error that grundylib raises on purpose.

    It subclasses :class:`ValueError`, so ``except ValueError`` also catches it.

    Examples
    --------
    >>> issubclass(LoopyGameError, GrundyError)
    True
    """


class InvalidPositionError(GrundyError):
    """A position (or a rule such as a subtraction set) that the game cannot use.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.grundy(gl.Nim(), -3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got -3
    """


class InvalidCodeError(GrundyError):
    """A game code (such as an octal code) that cannot be parsed or is not covered.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.OctalGame("0.78")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidCodeError: code must be an octal code such as '0.77'..., got '0.78'
    """


class LoopyGameError(GrundyError):
    """The move graph has a cycle, so the ordinary Sprague–Grundy function is undefined.

    Parameters
    ----------
    cycle : list
        Positions on a cycle that was found, in move order.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.game_graph(gl.GraphGame({"a": ["b"], "b": ["a"]}), "a")
    Traceback (most recent call last):
    ...
    grundylib.core.LoopyGameError: the move graph has a cycle: 'a' -> 'b' -> 'a'; ...
    """

    def __init__(self, cycle: list[Hashable]) -> None:
        self.cycle = list(cycle)
        path = " -> ".join(repr(p) for p in [*self.cycle, self.cycle[0]])
        super().__init__(
            f"the move graph has a cycle: {path}; the Sprague–Grundy function needs a game "
            "that always ends (for games with cycles use generalized_grundy, "
            "game_graph(..., loopy=True), outcome or winning_moves)"
        )


class PositionLimitError(GrundyError):
    """More positions were reached than ``max_positions`` allows.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.game_graph(gl.Nim(), (30, 30, 30), max_positions=1000)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=1000 was passed while exploring from (30, 30, 30); ...
    """


class Outcome(enum.StrEnum):
    """The outcome class of a position under optimal play.

    ``P``: the *previous* player (the one who just moved) wins, so the player to move
    loses. ``N``: the *next* player (the one to move) wins. ``D``: a draw, neither
    player can force a win and best play goes on for ever; only a game whose move graph
    has cycles (a loopy game) has D-positions.

    Examples
    --------
    >>> Outcome.P == "P"
    True
    >>> [o.value for o in Outcome]
    ['P', 'N', 'D']
    """

    P = "P"
    N = "N"
    D = "D"


def mex(values: Iterable[int]) -> int:
    """Return the minimum excludant: the smallest non-negative integer not in ``values``.

    Parameters
    ----------
    values : iterable of int
        Non-negative integers, in any order, repeats allowed.

    Returns
    -------
    int
        The smallest ``k >= 0`` with ``k not in values``.

    Examples
    --------
    >>> mex([0, 1, 2, 4])
    3
    >>> mex([2, 3, 5])
    0
    >>> mex([])
    0

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, ch. 4.
    """
    seen = set(values)
    k = 0
    while k in seen:
        k += 1
    return k


def nim_sum(*values: int) -> int:
    """Return the nim-sum (bitwise XOR, binary addition without carry) of ``values``.

    Parameters
    ----------
    *values : int
        Non-negative integers.

    Returns
    -------
    int
        ``values[0] ^ values[1] ^ ...``; ``0`` for no values.

    Raises
    ------
    InvalidPositionError
        If a value is not a non-negative integer.

    Examples
    --------
    >>> nim_sum(13, 12, 8)
    9
    >>> nim_sum(22, 51)
    37
    >>> nim_sum()
    0
    """
    for v in values:
        check_natural(v, "nim_sum argument")
    return reduce(operator.xor, values, 0)


def check_natural(value: Any, name: str) -> int:
    """Return ``value`` if it is a non-negative ``int`` (not a bool), else raise.

    Parameters
    ----------
    value : object
        The value to check.
    name : str
        What the value is, for the message (``"heap size"``).

    Returns
    -------
    int
        ``value`` itself.

    Raises
    ------
    InvalidPositionError
        Naming ``name`` and quoting ``value``.

    Examples
    --------
    >>> check_natural(3, "heap size")
    3
    >>> check_natural(2.5, "heap size")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got 2.5
    """
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidPositionError(f"{name} must be a non-negative integer, got {value!r}")
    return value
