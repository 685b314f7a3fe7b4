"""Staircase Nim and the coins-on-a-strip game (Georgia and Bob), with their reduction to Nim.

This module owns :class:`StaircaseNim` (coins on the steps of a staircase move down),
:class:`CoinsOnStrip` (coins on a 1×M strip slide left without passing each other;
POJ 1704 "Georgia and Bob"), and the functions that turn either into an ordinary Nim
position: :func:`staircase_nim_heaps` (the odd-numbered steps) and
:func:`coins_to_staircase` (the gaps between coins, counted from the right).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import reduce
from operator import xor
from typing import Any, NamedTuple

from .._display import LAST_MOVE_WINS, ValueTable, grid_table, values_of
from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    all_natural,
    check_natural,
    take_finite,
    xor_of_naturals,
)
from ..game import Position, Ruleset

__all__ = [
    "CoinsOnStrip",
    "StairMove",
    "StaircaseNim",
    "coins_to_staircase",
    "georgia_and_bob_heaps",
    "staircase_nim_heaps",
]


def check_steps(position: Any) -> tuple[int, ...]:
    """Return ``position`` if it is a tuple of coin counts, else raise.

    Examples
    --------
    >>> check_steps((1, -2))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: coins on step 2 must be a non-negative integer, got -2
    """
    if not isinstance(position, tuple):
        raise InvalidPositionError(
            f"position must be a tuple of coin counts on steps 1, 2, ..., got {position!r}"
        )
    if type(position) is tuple and all_natural(position):  # the usual case, checked at C speed
        return position
    return tuple(check_natural(x, f"coins on step {i}") for i, x in enumerate(position, 1))


def check_cells(cells: Any) -> tuple[int, ...]:
    """Return the occupied cells sorted, checking they are distinct positive integers.

    Examples
    --------
    >>> check_cells((5, 1, 3))
    (1, 3, 5)
    >>> check_cells((2, 2))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: cells must be distinct (a cell holds one coin, and coins slide without jumping), got (2, 2)
    """
    if isinstance(cells, (str, bytes)) or not isinstance(cells, Iterable):
        raise InvalidPositionError(f"cells must be a tuple of occupied cells, got {cells!r}")
    values = tuple(cells)
    for c in values:
        if isinstance(c, bool) or not isinstance(c, int) or c <= 0:
            raise InvalidPositionError(
                f"cells must be positive integers (cell 1 is the leftmost), got {c!r} in {values!r}"
            )
    if len(set(values)) != len(values):
        raise InvalidPositionError(
            "cells must be distinct (a cell holds one coin, and coins slide without jumping), "
            f"got {values!r}"
        )
    return tuple(sorted(values))


def staircase_nim_heaps(steps: tuple[int, ...]) -> tuple[int, ...]:
    """Return the Nim position equivalent to a Staircase Nim position: its odd steps.

    Coins on even steps do not matter: a move from an even step to an odd one is undone
    by moving the same coins one step further down, to the next even step (or the floor).

    Parameters
    ----------
    steps : tuple of int
        Coins on steps 1, 2, 3, ... (step 1 is just above the floor).

    Returns
    -------
    tuple of int
        The counts on steps 1, 3, 5, ...; the Grundy value is their nim-sum.

    Examples
    --------
    >>> staircase_nim_heaps((3, 9, 5, 9, 2))
    (3, 5, 2)

    References
    ----------
    .. [1] R. P. Sprague, "Bemerkungen über eine spezielle Abelsche Gruppe",
       Math. Z. 51 (1947), 82-84 (staircase Nim).
    """
    return check_steps(steps)[0::2]


def coins_to_staircase(cells: Iterable[int]) -> tuple[int, ...]:
    """Return the Staircase Nim position of coins on a strip: the free gaps, right to left.

    With coins on cells ``c_1 < ... < c_n`` (cell 1 leftmost) let ``g_i`` be the free
    cells just left of coin ``i``. Sliding coin ``i`` left by ``d`` takes ``d`` from
    ``g_i`` and adds ``d`` to ``g_{i+1}``: coins on a staircase whose step 1 is the gap
    of the rightmost coin, step 2 the gap of the next one, and so on.

    Parameters
    ----------
    cells : iterable of int
        Distinct occupied cells, positive, in any order.

    Returns
    -------
    tuple of int
        ``(g_n, g_{n-1}, ..., g_1)``.

    Examples
    --------
    >>> coins_to_staircase((1, 5, 6))
    (0, 3, 0)
    """
    sorted_cells = check_cells(cells)
    gaps = [c - prev - 1 for prev, c in zip((0, *sorted_cells), sorted_cells, strict=False)]
    return tuple(reversed(gaps))


def georgia_and_bob_heaps(cells: Iterable[int]) -> tuple[int, ...]:
    """Return the Nim heaps of the coins game: pair coins from the right, gaps are heaps.

    The gap inside each pair (the rightmost coin and its left neighbour, then the next
    two, ...; a lone leftmost coin pairs with the wall left of cell 1) is a Nim heap;
    the gaps between pairs do not matter. This is
    ``staircase_nim_heaps(coins_to_staircase(cells))``. The first player wins exactly
    when the heaps' nim-sum is not zero.

    Examples
    --------
    >>> import grundylib as gl
    >>> georgia_and_bob_heaps((1, 2, 3)), gl.nim_sum(*georgia_and_bob_heaps((1, 2, 3)))
    ((0, 0), 0)
    >>> georgia_and_bob_heaps((1, 5, 6, 7, 9, 12, 14, 17))
    (2, 2, 0, 3)
    """
    return staircase_nim_heaps(coins_to_staircase(cells))


class StairMove(NamedTuple):
    """A move of Staircase Nim: ``coins`` coins go from ``step`` to the step below.

    Steps count from the floor up: step 1 is the lowest, and its coins go to the floor.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.winning_moves(gl.StaircaseNim(), (3, 9, 5), as_moves=True)  # odd steps: 3 ⊕ 5 = 6
    [StairMove(step=2, coins=2), StairMove(step=3, coins=2)]
    """

    step: int
    coins: int


class StaircaseNim(Ruleset):
    """Staircase Nim: move any positive number of coins from one step to the step below.

    A position is a tuple ``(x_1, x_2, ..., x_k)`` of the coins on steps 1 to ``k``,
    counted from the floor up: ``x_1`` is on the lowest step. Coins moved down from
    step 1 reach the floor and leave the game. The player who cannot move (all coins on
    the floor) loses. The Grundy value is the nim-sum of the odd steps
    (:meth:`value`, :func:`staircase_nim_heaps`): a move changes exactly one odd step,
    and moving coins from an odd step down can reach every smaller nim-sum.

    This is the numbering of Berlekamp–Conway–Guy and of most contest statements
    ("step ``i`` holds ``a_i`` coins; coins go from step ``i`` to step ``i - 1``, and
    from step 1 to the ground"). A statement that lists the staircase from the top
    step down gives its counts in the opposite order: :meth:`from_top` turns such a
    list into a position. :meth:`moves` tries the lowest step first; a winning move
    found by :func:`~grundylib.winning_moves` is named by ``as_moves=True`` as
    ``(step, coins)``, the step counted from the floor.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = StaircaseNim()
    >>> game
    StaircaseNim()
    >>> list(game.moves((1, 2)))
    [(0, 2), (2, 1), (3, 0)]
    >>> gl.grundy(game, (3, 9, 5)), gl.nim_sum(*staircase_nim_heaps((3, 9, 5)))
    (6, 6)

    References
    ----------
    .. [1] R. P. Sprague, "Bemerkungen über eine spezielle Abelsche Gruppe",
       Math. Z. 51 (1947), 82-84.
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 3, ch. 15 (staircase Nim).
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "Coins on the steps of a staircase: move any positive number of coins from one "
            "step to the step below (from step 1 they reach the floor and leave the game). "
            f"{LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of two steps holding ``x1, x2 < 6`` coins."""
        sizes = range(6)
        values = values_of(self, [(a, b) for a in sizes for b in sizes])
        return grid_table(
            "Grundy values of (x1, x2): coins on step 1 and on step 2",
            "x1 \\ x2", sizes, sizes, lambda a, b: (a, b), values,
        )

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield the positions after moving ``1 .. x_i`` coins from step ``i`` down, step 1 first."""
        steps = check_steps(position)
        for i, x in enumerate(steps):
            for d in range(1, x + 1):
                new = list(steps)
                new[i] -= d
                if i > 0:
                    new[i - 1] += d
                yield tuple(new)


    def value(self, position: Position) -> int:
        """Return the Grundy value of ``position``: the nim-sum of the coins on the odd steps.

        Steps are counted from the floor up: ``position[0]`` is step 1, just above the
        floor (the order of Berlekamp–Conway–Guy and of most contest statements). For a
        staircase listed from the top step down, reverse it first (:meth:`from_top`).

        Examples
        --------
        >>> StaircaseNim().value((3, 9, 5, 9, 2))   # 3 ⊕ 5 ⊕ 2
        4
        """
        if type(position) is tuple:
            total = xor_of_naturals(position, 0, 2)  # every step checked, at C speed
            if total is not None:
                return total
        return reduce(xor, check_steps(position)[0::2], 0)

    @staticmethod
    def from_top(counts: Iterable[int]) -> tuple[int, ...]:
        """Return the position of a staircase whose coin counts are listed from the top step down.

        A position lists the steps from the floor up (``position[0]`` is step 1, the
        lowest); some statements list them from the top. The parity that matters is
        counted from the floor, so the list is reversed, not renumbered.

        Examples
        --------
        >>> StaircaseNim.from_top([2, 9, 5, 9, 3])
        (3, 9, 5, 9, 2)
        """
        if isinstance(counts, (str, bytes)) or not isinstance(counts, Iterable):
            raise InvalidPositionError(
                f"counts must be the coin counts of the steps, top step first, got {counts!r}"
            )
        return check_steps(tuple(take_finite(counts, "counts", InvalidPositionError))[::-1])

    def named_moves(self, position: Position) -> Iterator[tuple[StairMove, tuple[int, ...]]]:
        """Yield ``(move, position after)`` for each move, in the order of :meth:`moves`.

        Examples
        --------
        >>> list(StaircaseNim().named_moves((0, 2)))
        [(StairMove(step=2, coins=1), (1, 1)), (StairMove(step=2, coins=2), (2, 0))]
        """
        options = iter(list(self.moves(position)))
        for i, x in enumerate(check_steps(position)):
            for d in range(1, x + 1):
                yield StairMove(i + 1, d), next(options)

    def describe_move(self, before: Position, after: Position) -> str:
        """Name the move from ``before`` to ``after`` in coins and steps.

        Examples
        --------
        >>> game = StaircaseNim()
        >>> game.describe_move((1, 3, 2), (1, 5, 0))
        'move 2 coins from step 3 to step 2 → (1, 5, 0)'
        >>> game.describe_move((1, 3, 2), (0, 3, 2))
        'move 1 coin from step 1 to the floor → (0, 3, 2)'
        """
        old, new = check_steps(before), check_steps(after)
        if new not in set(self.moves(old)):
            raise InvalidArgumentError(f"{new} is not a move of Staircase Nim from {old}")
        i = max(j for j in range(len(old)) if new[j] < old[j])
        coins = old[i] - new[i]
        where = f"step {i}" if i > 0 else "the floor"
        return f"move {coins} coin{'s' if coins > 1 else ''} from step {i + 1} to {where} → {new}"


class CoinsOnStrip(Ruleset):
    """Coins on a 1×M strip; a move slides one coin left, not onto or past another coin.

    A position is the sorted tuple of occupied cells, cell 1 being the leftmost (the
    right end of the strip never matters, since coins only move left). A coin at cell
    ``c`` whose left neighbour is at ``b`` (or ``b = 0``, the wall) may move to any of
    the cells ``b + 1 .. c - 1``. The player who cannot move loses. This is POJ 1704
    "Georgia and Bob"; :func:`coins_to_staircase` turns it into :class:`StaircaseNim`
    and :func:`georgia_and_bob_heaps` into Nim. Unlike a coin-turning game, where two
    heads named on one coin cancel, a cell named twice is refused: a cell holds one coin,
    and the theory (gaps between neighbours) has no meaning for two coins on one cell.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = CoinsOnStrip()
    >>> game
    CoinsOnStrip()
    >>> game.start([6, 1, 5])
    (1, 5, 6)
    >>> list(game.moves((1, 5, 6)))
    [(1, 4, 6), (1, 3, 6), (1, 2, 6)]
    >>> gl.outcome(game, (1, 2, 3)), gl.outcome(game, (1, 5, 6, 7, 9, 12, 14, 17))
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)

    References
    ----------
    .. [1] POJ 1704, "Georgia and Bob", POJ Monthly 2004.07.18, http://poj.org/problem?id=1704
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 3, ch. 15 (staircase Nim).
    """

    @staticmethod
    def start(cells: Iterable[int]) -> tuple[int, ...]:
        """Return the position with coins on ``cells`` (given in any order)."""
        return check_cells(cells)

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "Coins on a strip of cells: a move slides one coin any number of cells to the "
            f"left, but not onto or past another coin. {LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of two coins on cells ``a < b``, with ``a <= 6`` and ``b <= 7``."""
        rows, columns = range(1, 7), range(2, 8)
        cells = {(a, b): (a, b) for a in rows for b in columns if a < b}
        return grid_table(
            "Grundy values of two coins on cells a and b",
            "a \\ b", rows, columns, lambda a, b: cells.get((a, b)), values_of(self, cells),
        )

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield the positions after sliding one coin left, leftmost coin and shortest slide first."""
        cells = check_cells(position)
        for i, c in enumerate(cells):
            left = cells[i - 1] if i > 0 else 0
            for target in range(c - 1, left, -1):
                yield (*cells[:i], target, *cells[i + 1 :])
