"""Fibonacci Nim: one heap, and each take is at most twice the previous one.

This module owns :class:`FibonacciNim`, whose positions carry the limit on the next
take, and its closed form through Zeckendorf representations: :func:`zeckendorf`,
:func:`is_fibonacci` and :func:`fibonacci_nim_winning_take` (a fresh heap is lost for
the player to move exactly when its size is a Fibonacci number).
"""

from __future__ import annotations

from collections.abc import Iterator
from math import isqrt

from .._display import LAST_MOVE_WINS, ValueTable, line_table, values_of
from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    PositionLimitError,
    check_natural,
    shorten,
)
from ..game import Position, Ruleset

__all__ = [
    "MAX_ZECKENDORF_BITS",
    "FibonacciNim",
    "fibonacci_nim_winning_take",
    "is_fibonacci",
    "zeckendorf",
]

MAX_ZECKENDORF_BITS = 20_000
"""The largest ``n`` (in bits: about 6000 decimal digits) whose Zeckendorf representation is
computed; the Fibonacci numbers up to it take a few megabytes. Larger ``n`` are refused."""


def _check_zeckendorf_size(n: int) -> None:
    if n.bit_length() > MAX_ZECKENDORF_BITS:
        raise PositionLimitError(
            f"n must be below 2**{MAX_ZECKENDORF_BITS} (about 6000 digits) for a Zeckendorf "
            f"representation, got {shorten(n)}"
        )


def is_fibonacci(n: int) -> bool:
    """Return whether ``n`` is a Fibonacci number (0, 1, 2, 3, 5, 8, ...).

    Uses Gessel's test: ``n`` is a Fibonacci number exactly when ``5n² + 4`` or
    ``5n² - 4`` is a perfect square (exact integer arithmetic).

    Examples
    --------
    >>> [n for n in range(30) if is_fibonacci(n)]
    [0, 1, 2, 3, 5, 8, 13, 21]

    References
    ----------
    .. [1] I. Gessel, problem H-187, Fibonacci Quarterly 10 (1972), 417.
    """
    check_natural(n, "n", InvalidArgumentError)
    return any(s >= 0 and isqrt(s) ** 2 == s for s in (5 * n * n + 4, 5 * n * n - 4))


def zeckendorf(n: int) -> list[int]:
    """Return the Zeckendorf representation of ``n``: distinct, non-consecutive Fibonacci numbers.

    The terms are taken from 1, 2, 3, 5, 8, ... greedily, largest first; the result is
    the unique such sum (Zeckendorf's theorem). ``zeckendorf(0)`` is ``[]``.

    Parameters
    ----------
    n : int
        A non-negative integer.

    Returns
    -------
    list of int
        The terms, in decreasing order.

    Examples
    --------
    >>> zeckendorf(83)
    [55, 21, 5, 2]
    >>> zeckendorf(89)
    [89]
    >>> zeckendorf(10**100000)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: n must be below 2**20000 (about 6000 digits) for a Zeckendorf representation, got <an integer of about 100001 digits>

    References
    ----------
    .. [1] E. Zeckendorf, "Représentation des nombres naturels par une somme de nombres
       de Fibonacci ou de nombres de Lucas", Bull. Soc. Roy. Sci. Liège 41 (1972), 179-182.
    """
    check_natural(n, "n", InvalidArgumentError)
    _check_zeckendorf_size(n)
    return _zeckendorf(n)


def _zeckendorf(n: int) -> list[int]:
    """The Zeckendorf terms of a checked ``n``, largest first."""
    fibs = [1, 2]
    while fibs[-1] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    terms: list[int] = []
    for f in reversed(fibs):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


def fibonacci_nim_winning_take(n: int, limit: int | None = None) -> int | None:
    """Return the winning take of Fibonacci Nim: the smallest Zeckendorf term of ``n``.

    With ``n`` counters left and at most ``limit`` allowed on this move, the player to
    move wins exactly when the smallest term ``q`` of :func:`zeckendorf` ``(n)`` is at
    most ``limit``, and taking ``q`` wins: the opponent may then take at most ``2q``,
    less than the next term. ``limit=None`` means the first move of a game, ``n - 1``.

    Parameters
    ----------
    n : int
        Counters left, non-negative.
    limit : int, optional
        The most this move may take; default ``n - 1`` (a fresh heap).

    Returns
    -------
    int or None
        The take, or ``None`` if every move loses (a P-position).

    Examples
    --------
    >>> fibonacci_nim_winning_take(83)
    2
    >>> fibonacci_nim_winning_take(89) is None
    True
    >>> fibonacci_nim_winning_take(81, limit=4) is None
    True

    References
    ----------
    .. [1] M. J. Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963), no. 4, 9-13.
    """
    check_natural(n, "n")
    _check_zeckendorf_size(n)
    limit = max(n - 1, 0) if limit is None else check_natural(limit, "limit")
    if n == 0:
        return None
    smallest = _zeckendorf(n)[-1]
    return smallest if smallest <= limit else None


class FibonacciNim(Ruleset):
    """Fibonacci Nim: the first move may not take the whole heap, then each move takes
    at most twice what the opponent just took.

    A position is a pair ``(n, limit)``: ``n`` counters remain and the next move may
    take ``1 .. limit`` of them. Taking ``k`` leads to ``(n - k, min(2k, n - k))``
    (a limit above the heap size means the same as the heap size, so it is capped, and
    positions that play the same are one node). A game on a fresh heap of ``n`` starts
    at :meth:`start` ``(n) == (n, n - 1)``. The player to move from a fresh heap loses
    exactly when ``n`` is a Fibonacci number; in general ``(n, limit)`` is an
    N-position exactly when :func:`fibonacci_nim_winning_take` finds a take.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = FibonacciNim()
    >>> game
    FibonacciNim()
    >>> game.start(83)
    (83, 82)
    >>> gl.winning_moves(game, game.start(83))
    [(81, 4), (76, 14)]
    >>> [n for n in range(1, 40) if gl.outcome(game, game.start(n)) == gl.Outcome.P]
    [1, 2, 3, 5, 8, 13, 21, 34]

    References
    ----------
    .. [1] M. J. Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963), no. 4, 9-13.
    .. [2] E. Zeckendorf, Bull. Soc. Roy. Sci. Liège 41 (1972), 179-182.
    """

    @staticmethod
    def start(n: int) -> tuple[int, int]:
        """Return the starting position of a fresh heap of ``n``: ``(n, n - 1)``.

        Examples
        --------
        >>> FibonacciNim.start(5), FibonacciNim.start(0)
        ((5, 4), (0, 0))
        """
        check_natural(n, "heap size")
        return (n, max(n - 1, 0))

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "One heap: the first move takes any number of counters but not the whole heap; "
            "after that a move takes at least one counter and at most twice what the "
            f"opponent just took. {LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of the fresh heaps ``1 .. 12``."""
        sizes = range(1, 13)
        starts = [self.start(n) for n in sizes]
        return line_table(
            "Grundy values of a fresh heap (the zeros are at the Fibonacci numbers)",
            "heap", "value", starts, values_of(self, starts), [str(n) for n in sizes],
        )

    def check(self, position: Position) -> tuple[int, int]:
        """Return ``position`` if it is a pair ``(n, limit)`` of non-negative ints, else raise."""
        if not isinstance(position, tuple) or len(position) != 2:
            raise InvalidPositionError(
                "position must be a pair (n, limit): counters left and the largest "
                f"take allowed (FibonacciNim.start(n) gives a fresh heap), got {shorten(position)}"
            )
        return (check_natural(position[0], "heap size"), check_natural(position[1], "limit"))

    def named_moves(self, position: Position) -> Iterator[tuple[int, tuple[int, int]]]:
        """Yield ``(k, position after)``: the move is named by how many counters it takes.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.winning_moves(FibonacciNim(), FibonacciNim.start(83), as_moves=True)
        [2, 7]
        """
        n, limit = self.check(position)
        yield from enumerate(self.moves((n, limit)), start=1)

    def moves(self, position: Position) -> Iterator[tuple[int, int]]:
        """Yield ``(n - k, min(2k, n - k))`` for each allowed take ``k``, smallest first."""
        n, limit = self.check(position)
        for k in range(1, min(limit, n) + 1):
            yield (n - k, min(2 * k, n - k))
