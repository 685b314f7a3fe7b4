"""Wythoff's game: two heaps, take from one heap or the same number from both.

This module owns :class:`Wythoff` and its closed form: the P-positions are the pairs
``(floor(k·φ), floor(k·φ) + k)`` and their mirror images, computed here with exact
integer arithmetic (:func:`wythoff_pair`, :func:`wythoff_p_positions`,
:func:`is_wythoff_p_position`), so there is no floating-point error for large ``k``.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import isqrt

from .._display import LAST_MOVE_WINS, ValueTable, grid_table, values_of
from ..core import (
    MAX_ITEMS,
    InvalidArgumentError,
    InvalidPositionError,
    check_at_most,
    check_natural,
)
from ..game import Position, Ruleset

__all__ = [
    "Wythoff",
    "is_wythoff_p_position",
    "lower_wythoff",
    "wythoff_p_positions",
    "wythoff_pair",
]


def lower_wythoff(k: int) -> int:
    """Return ``floor(k·φ)`` exactly, where ``φ = (1 + √5) / 2``.

    ``k·φ = (k + √(5k²)) / 2`` and ``√(5k²)`` is irrational for ``k > 0``, so
    ``floor(k·φ) = (k + isqrt(5k²)) // 2`` with integers only.

    Parameters
    ----------
    k : int
        A non-negative integer.

    Examples
    --------
    >>> [lower_wythoff(k) for k in range(1, 9)]
    [1, 3, 4, 6, 8, 9, 11, 12]
    >>> lower_wythoff(10**30)
    1618033988749894848204586834365
    """
    check_natural(k, "k", InvalidArgumentError)
    return (k + isqrt(5 * k * k)) // 2


def wythoff_pair(k: int) -> tuple[int, int]:
    """Return the ``k``-th P-position ``(a_k, b_k) = (floor(k·φ), floor(k·φ) + k)``.

    Parameters
    ----------
    k : int
        A non-negative integer; ``k = 0`` gives ``(0, 0)``.

    Examples
    --------
    >>> wythoff_pair(3)
    (4, 7)
    >>> wythoff_pair(-1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: k must be a non-negative integer, got -1
    """
    a = lower_wythoff(k)
    return (a, a + k)


def wythoff_p_positions(count: int) -> list[tuple[int, int]]:
    """Return the first ``count`` P-positions ``(a_k, b_k)``, ``k = 0, 1, ..., count - 1``.

    Each pair is written with the smaller heap first; its mirror ``(b_k, a_k)`` is a
    P-position too. Every positive integer occurs in exactly one pair (Beatty's
    theorem, since ``1/φ + 1/φ² = 1``).

    Parameters
    ----------
    count : int
        How many pairs, non-negative.

    Examples
    --------
    >>> wythoff_p_positions(9)
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)]

    References
    ----------
    .. [1] W. A. Wythoff, "A modification of the game of nim", Nieuw Archief voor
       Wiskunde 7 (1907), 199-202.
    .. [2] S. Beatty, problem 3173, American Mathematical Monthly 33 (1926), 159.
    """
    check_at_most(count, MAX_ITEMS, "count")
    return [wythoff_pair(k) for k in range(count)]


def is_wythoff_p_position(a: int, b: int) -> bool:
    """Return whether ``(a, b)`` is a P-position of Wythoff's game, in O(1) big-int steps.

    With ``a <= b`` the position is P exactly when ``a == floor((b - a)·φ)``.

    Parameters
    ----------
    a, b : int
        The two heap sizes, non-negative, in either order.

    Examples
    --------
    >>> is_wythoff_p_position(7, 4), is_wythoff_p_position(4, 8)
    (True, False)
    >>> is_wythoff_p_position(*wythoff_pair(10**40))
    True
    """
    if type(a) is not int or type(b) is not int or a < 0 or b < 0:  # else checked: a quick test
        check_natural(a, "a")
        check_natural(b, "b")
    if a > b:
        a, b = b, a
    d = b - a
    return a == (d + isqrt(5 * d * d)) // 2  # lower_wythoff(d), without checking d again


class Wythoff(Ruleset):
    """Wythoff's game: take any number from one heap, or the same number from both.

    A position is a pair ``(a, b)`` of heap sizes, in a fixed order (the graph shows
    ``(1, 2)`` and ``(2, 1)`` as different positions, like a queen's square on a
    board moving towards the corner). The P-positions are ``(a_k, b_k)`` and
    ``(b_k, a_k)`` with ``a_k = floor(k·φ)``, ``b_k = a_k + k``
    (:func:`wythoff_p_positions`). There is no simple formula for the other Grundy
    values, which :func:`grundylib.grundy` finds by search.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = Wythoff()
    >>> game
    Wythoff()
    >>> sorted(game.moves((1, 2)))
    [(0, 1), (0, 2), (1, 0), (1, 1)]
    >>> gl.winning_moves(game, (4, 6))
    [(3, 5)]
    >>> G = gl.game_graph(game, (7, 7))
    >>> sorted(p for p in G if G.nodes[p]["outcome"] == gl.Outcome.P and p[0] <= p[1])
    [(0, 0), (1, 2), (3, 5), (4, 7)]

    References
    ----------
    .. [1] W. A. Wythoff, "A modification of the game of nim", Nieuw Archief voor
       Wiskunde 7 (1907), 199-202.
    .. [2] H. S. M. Coxeter, "The golden section, phyllotaxis, and Wythoff's game",
       Scripta Mathematica 19 (1953), 135-143.
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "Two heaps: take any positive number of counters from one heap, or the same "
            f"number from both. {LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of the positions ``(a, b)`` with ``a, b < 8``."""
        sizes = range(8)
        values = values_of(self, [(a, b) for a in sizes for b in sizes])
        return grid_table(
            "Grundy values of (a, b); the zeros are the P-positions",
            "a \\ b", sizes, sizes, lambda a, b: (a, b), values,
        )

    def check(self, position: Position) -> tuple[int, int]:
        """Return ``position`` if it is a pair of heap sizes, else raise."""
        if not isinstance(position, tuple) or len(position) != 2:
            raise InvalidPositionError(
                f"position must be a pair (a, b) of heap sizes, got {position!r}"
            )
        return (check_natural(position[0], "heap a"), check_natural(position[1], "heap b"))

    def named_moves(self, position: Position) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        """Yield ``((from a, from b), position after)``: how many each heap loses, as :meth:`moves`.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.winning_moves(Wythoff(), (4, 9), as_moves=True)   # 2 from heap b: to (4, 7)
        [(0, 2)]
        >>> gl.winning_moves(Wythoff(), (5, 6), as_moves=True)   # to (5, 3), and 4 from both: (1, 2)
        [(0, 3), (4, 4)]
        """
        a, b = self.check(position)
        for after in self.moves((a, b)):
            yield (a - after[0], b - after[1]), after

    def moves(self, position: Position) -> Iterator[tuple[int, int]]:
        """Yield the positions after a move: from heap a, from heap b, then from both."""
        a, b = self.check(position)
        for k in range(1, a + 1):
            yield (a - k, b)
        for k in range(1, b + 1):
            yield (a, b - k)
        for k in range(1, min(a, b) + 1):
            yield (a - k, b - k)
