"""Coin-turning games (翻硬币游戏): rows and boards of coins, heads or tails.

A move turns over a set of coins chosen by the rules; the rightmost (in two dimensions:
the south-east) coin turned must go from heads to tails, so the game ends. A position is
the sorted tuple of the coins showing heads. The key fact, proved in lesson 09: a
position's value is the nim-sum of the values of its heads, each taken alone (the sum
principle), so a ruleset is solved once its single coins are.

This module owns the general machinery (:class:`CoinTurningGame`, subclassed by giving
the sets of coins that may be turned with a coin), Ferguson's one-dimensional rulesets
:class:`Twins`, :class:`MockTurtles` and :class:`Ruler` with their closed forms, the
product of two rulesets (:class:`CoinTurningProduct`, whose values are nim products by
the Tartan theorem), and the two-dimensional :class:`AcrosticTwins` and
:class:`TurningCorners`. (Turning Turtles, where one or two coins are turned, is a Nim
position in disguise; lesson 03 treats it.)
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from functools import reduce
from itertools import combinations
from operator import xor
from typing import Any

from .._display import FIRST_HEAPS, LAST_MOVE_WINS, ValueTable, grid_table, line_table
from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    all_natural,
    check_at_most,
    check_hashable,
    check_natural,
    least_missing,
    xor_of_naturals,
)
from ..game import Position, Ruleset
from ..nimbers import nim_product

__all__ = [
    "AcrosticTwins",
    "CoinTurningGame",
    "CoinTurningProduct",
    "MockTurtles",
    "Ruler",
    "TurningCorners",
    "Twins",
    "is_odious",
]

MAX_MEX_COIN = 256
"""The largest coin whose value :meth:`CoinTurningGame.coin_value_by_mex` computes."""


def is_odious(n: int) -> bool:
    """Whether ``n`` has an odd number of ones in binary (1, 2, 4, 7, 8, 11, ...: OEIS A000069).

    Examples
    --------
    >>> [n for n in range(16) if is_odious(n)]
    [1, 2, 4, 7, 8, 11, 13, 14]
    """
    return check_natural(n, "n", InvalidArgumentError).bit_count() % 2 == 1


def check_coin(value: Any, first: int, name: str = "coin") -> int:
    """Return ``value`` if it is an integer coin label ``>= first``, else raise.

    Examples
    --------
    >>> check_coin(0, 1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: coin must be an integer >= 1 (coins are labelled from 1), got 0
    """
    if isinstance(value, bool) or not isinstance(value, int) or value < first:
        raise InvalidPositionError(
            f"{name} must be an integer >= {first} (coins are labelled from {first}), got {value!r}"
        )
    return value


def check_heads(position: Any, check: Callable[[Any], Any] | None = None) -> list[Any]:
    """Return the heads of ``position`` (a tuple or frozenset of coins) as a list.

    A coin named twice is turned twice: two heads on one coin cancel (the sum principle
    counts each coin's value once per head, and ``g ⊕ g = 0``), so a coin named an even
    number of times is tails and one named an odd number of times is heads. ``check``,
    when given, checks (and may convert) every coin named, before any cancels.

    Examples
    --------
    >>> check_heads((3, 1, 3, 2, 3))
    [3, 1, 2]
    >>> check_heads((2, 2))
    []
    """
    if not isinstance(position, (tuple, frozenset)):
        raise InvalidPositionError(
            f"position must be a tuple of the coins showing heads, got {position!r}"
        )
    check_hashable(position)
    heads: list[Any] = list(position) if check is None else [check(c) for c in position]
    if len(set(heads)) != len(heads):  # repeated coins: keep those named an odd number of times
        counts = Counter(heads)
        heads = [coin for coin, count in counts.items() if count % 2]
    return heads


def mex_of_xors(turn_sets: Iterable[Iterable[Any]], values: dict[Any, int]) -> int:
    """The mex of the nim-sums of ``values`` over each set in ``turn_sets``."""
    seen = set()
    for turned in turn_sets:
        v = 0
        for coin in turned:
            v ^= values[coin]
        seen.add(v)
    return least_missing(seen)


class CoinTurningGame(Ruleset, ABC):
    """A row of coins labelled ``first_coin, first_coin + 1, ...``; a move turns some over.

    A subclass gives :meth:`companions`: for a coin ``x``, every set of smaller coins
    that a move may turn over together with ``x``. A move picks a head ``x`` and one of
    those sets and turns all of them: ``x`` goes to tails, the others flip either way. A
    position is the sorted tuple of the heads (a frozenset is accepted too); the empty
    tuple, all tails, is the end.

    By the sum principle the value of a position is the nim-sum of
    :meth:`coin_value` over its heads (:meth:`value`); :meth:`coin_value_by_mex` finds
    the value of one coin from the rules alone, and a subclass may know a closed form.

    Examples
    --------
    A ruleset in four lines: turn one coin, or two coins at distance 1 or 2.

    >>> import grundylib as gl
    >>> class Hop(CoinTurningGame):
    ...     first_coin = 1
    ...     def companions(self, x):
    ...         return [()] + [(x - d,) for d in (1, 2) if x - d >= 1]
    >>> game = Hop()
    >>> sorted(game.moves((2, 3)))
    [(), (1, 2), (1, 3), (2,), (3,)]
    >>> [game.coin_value_by_mex(x) for x in range(1, 9)]
    [1, 2, 3, 1, 2, 3, 1, 2]
    >>> gl.grundy(game, (2, 3)), game.value((2, 3))
    (1, 1)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*, ch. 5
       (coin-turning games), section 5.1.
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14 ("Turn and Turn About").
    """

    first_coin: int = 0
    """The label of the leftmost coin."""

    @abstractmethod
    def companions(self, x: int) -> Iterable[tuple[int, ...]]:
        """Yield each set of coins (all smaller than ``x``) a move may turn along with ``x``."""

    def known_coin_value(self, x: int) -> int | None:
        """A proved closed form for the value of a single head at ``x``, or ``None``."""
        return None

    def start(self, heads: Iterable[int]) -> tuple[int, ...]:
        """Return the position with ``heads`` showing heads (given in any order), checked.

        Examples
        --------
        >>> Ruler().start([5, 2])
        (2, 5)
        """
        return tuple(sorted(self.heads(tuple(heads))))

    def from_row(self, row: str) -> tuple[int, ...]:
        """Return the position written as a row of ``H`` and ``T``, leftmost coin first.

        Examples
        --------
        >>> MockTurtles().from_row("THHTH"), Ruler().from_row("THHTH")
        ((1, 2, 4), (2, 3, 5))
        """
        if not isinstance(row, str) or set(row) - {"H", "T"}:
            raise InvalidPositionError(f"row must be a string of H and T, got {row!r}")
        return tuple(i + self.first_coin for i, c in enumerate(row) if c == "H")

    def to_row(self, position: Position, length: int) -> str:
        """Return ``position`` as a row of ``length`` coins, ``H`` or ``T``.

        Examples
        --------
        >>> Twins().to_row((1, 2, 4), 6)
        'THHTHT'
        """
        heads = set(self.heads(position))
        length = check_natural(length, "length", InvalidArgumentError)
        coins = range(self.first_coin, self.first_coin + length)
        if heads - set(coins):
            raise InvalidArgumentError(
                f"length must cover every head, got {length!r} for {position!r}"
            )
        return "".join("H" if c in heads else "T" for c in coins)

    def heads(self, position: Position) -> list[int]:
        """Return the heads of ``position``, each checked."""
        first = self.first_coin
        return check_heads(position, lambda c: check_coin(c, first))

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield each position one move away, rightmost head and fewest coins first."""
        heads = set(self.heads(position))
        seen: set[tuple[int, ...]] = set()
        for x in sorted(heads, reverse=True):
            for others in self.companions(x):
                new = tuple(sorted(heads.symmetric_difference((x, *others))))
                if new not in seen:
                    seen.add(new)
                    yield new

    def named_moves(self, position: Position) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Yield ``(coins turned, position after)`` for each move, in the order of :meth:`moves`.

        A move is named by the coins it turns over, the head going to tails first, then
        the others from right to left.

        Examples
        --------
        >>> list(Ruler().named_moves((2,)))
        [((2,), ()), ((2, 1), (1,))]
        """
        heads = set(self.heads(position))
        seen: set[tuple[int, ...]] = set()
        for x in sorted(heads, reverse=True):
            for others in self.companions(x):
                turned = (x, *sorted(others, reverse=True))
                if turned in seen:
                    continue
                seen.add(turned)
                yield turned, tuple(sorted(heads.symmetric_difference(turned)))

    def coin_value(self, x: int) -> int:
        """Return the value of a single head at ``x``: the closed form if known, else by mex."""
        coin = check_coin(x, self.first_coin)
        known = self.known_coin_value(coin)
        return known if known is not None else self.coin_value_by_mex(coin)

    def coin_value_by_mex(self, x: int) -> int:
        """Return the value of a single head at ``x`` from the rules, by the sum principle.

        A move from the lone head ``x`` leaves heads on the companions it turned, whose
        value is the nim-sum of their values; ``x``'s value is the mex of those. Coins
        up to :data:`MAX_MEX_COIN`.
        """
        coin = check_at_most(check_coin(x, self.first_coin), MAX_MEX_COIN, "coin")
        return self.values_by_mex(coin - self.first_coin + 1)[-1]

    def values_by_mex(self, count: int) -> list[int]:
        """Return the values of the first ``count`` coins, each the mex rule of :meth:`coin_value_by_mex`.

        Examples
        --------
        >>> Ruler().values_by_mex(8)
        [1, 2, 1, 4, 1, 2, 1, 8]
        """
        size = check_at_most(count, MAX_MEX_COIN + 1, "count")
        values: dict[int, int] = {}
        for y in range(self.first_coin, self.first_coin + size):
            values[y] = mex_of_xors(self.companions(y), values)
        return list(values.values())

    def _value_table(self) -> ValueTable:
        """The values of a single head on each of the first 12 coins, by the mex rule."""
        coins = range(self.first_coin, self.first_coin + FIRST_HEAPS)
        values = self.values_by_mex(FIRST_HEAPS)
        return line_table(
            "Values of a single head (a position is the nim-sum of its heads' values)",
            "coin", "value", [(x,) for x in coins],
            {(x,): v for x, v in zip(coins, values, strict=True)}, [str(x) for x in coins],
        )

    def value(self, position: Position) -> int:
        """Return the value of ``position``: the nim-sum of its heads' values (sum principle).

        A coin named twice cancels (two heads on one coin are worth ``g ⊕ g = 0``). A tuple
        of coins is checked at C speed and the values summed in one loop, about the cost
        of the same loop written by hand.

        Examples
        --------
        >>> MockTurtles().value((1, 2, 4))  # 2 ⊕ 4 ⊕ 8
        14
        >>> MockTurtles().value((1, 2, 4, 4))  # the two heads on coin 4 cancel: 2 ⊕ 4
        6
        """
        if type(position) is tuple and all_natural(position, self.first_coin):  # C speed
            return self._nim_sum_of_values(position)
        return self._nim_sum_of_values(self.heads(position))

    def _nim_sum_of_values(self, coins: Sequence[int]) -> int:
        """The nim-sum of the values of checked coins (a subclass may inline its closed form)."""
        total = 0
        for x in coins:
            total ^= self.coin_value(x)
        return total


class Twins(CoinTurningGame):
    """Twins: turn over exactly two coins, the rightmost from heads to tails.

    Coins are labelled from 0. A head at ``x`` moves to any smaller coin (or cancels a
    head there), exactly like a Nim heap of ``x`` counters: the value of coin ``x`` is
    ``x``.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = Twins()
    >>> list(game.moves((3,)))
    [(2,), (1,), (0,)]
    >>> game.coin_value(5), gl.grundy(game, (1, 2, 3)), gl.nim_sum(1, 2, 3)
    (5, 0, 0)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.2 (Twins).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14.
    """

    first_coin = 0

    def companions(self, x: int) -> Iterator[tuple[int, ...]]:
        """The coins ``y < x``, one at a time (nearest first)."""
        for y in range(x - 1, self.first_coin - 1, -1):
            yield (y,)

    def known_coin_value(self, x: int) -> int:
        """``g(x) = x``."""
        return x

    def _nim_sum_of_values(self, coins: Sequence[int]) -> int:
        return reduce(xor, coins, 0)

    def value(self, position: Position) -> int:
        """Return the nim-sum of the heads (coin ``x`` is worth ``x``); a repeated coin cancels.

        Examples
        --------
        >>> Twins().value((1, 2, 4)), Twins().value((3, 5, 5))
        (7, 3)
        """
        if type(position) is tuple:
            total = xor_of_naturals(position)  # every coin checked, at C speed
            if total is not None:
                return total
        return super().value(position)


class MockTurtles(CoinTurningGame):
    """Mock Turtles: turn over one, two or three coins, the rightmost from heads to tails.

    Coins are labelled from 0. The value of coin ``x`` is the ``x``-th odious number
    (odd number of binary ones, OEIS A000069): ``2x`` or ``2x + 1``, whichever is
    odious. Proof: a lone head at ``x`` has options of value 0, an odious ``g(y)`` with
    ``y < x`` (exactly the odious numbers below ``2x``), or ``g(y) ⊕ g(z)``, which has
    an even number of ones. Each evil ``0 < e <= 2x`` is the nim-sum of two distinct
    odious numbers below ``2x`` (its top bit and the rest), so every number below the
    ``x``-th odious number is an option's value and that odious number is not.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = MockTurtles()
    >>> [game.coin_value(x) for x in range(8)]
    [1, 2, 4, 7, 8, 11, 13, 14]
    >>> gl.grundy(game, (1, 2, 4)), game.value((1, 2, 4))
    (14, 14)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.2 (Mock Turtles).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14 (Mock Turtles).
    """

    first_coin = 0

    def companions(self, x: int) -> Iterator[tuple[int, ...]]:
        """No other coin, one smaller coin, or two smaller coins."""
        smaller = range(x - 1, self.first_coin - 1, -1)
        for k in range(3):
            yield from combinations(smaller, k)

    def known_coin_value(self, x: int) -> int:
        """The ``x``-th odious number."""
        return 2 * x if is_odious(2 * x) else 2 * x + 1

    def _nim_sum_of_values(self, coins: Sequence[int]) -> int:
        total = 0
        for x in coins:
            y = x + x
            total ^= y if x.bit_count() & 1 else y + 1  # 2x when 2x is odious, else 2x + 1
        return total


class Ruler(CoinTurningGame):
    """Ruler: turn over any block of consecutive coins, the rightmost from heads to tails.

    Coins are labelled from 1. The value of coin ``x`` is the largest power of 2 that
    divides ``x`` (``x & -x``): 1, 2, 1, 4, 1, 2, 1, 8, ... like the marks on a ruler.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = Ruler()
    >>> list(game.moves((3,)))
    [(), (2,), (1, 2)]
    >>> [game.coin_value(x) for x in range(1, 9)]
    [1, 2, 1, 4, 1, 2, 1, 8]
    >>> gl.grundy(game, (2, 3, 5)), game.value((2, 3, 5))
    (2, 2)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.2 (Ruler).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14 (Ruler).
    """

    first_coin = 1

    def companions(self, x: int) -> Iterator[tuple[int, ...]]:
        """The blocks ``k, k + 1, ..., x - 1`` for ``k = x, x - 1, ..., 1`` (shortest first)."""
        for k in range(x, self.first_coin - 1, -1):
            yield tuple(range(k, x))

    def known_coin_value(self, x: int) -> int:
        """The largest power of 2 dividing ``x``."""
        return x & -x

    def _nim_sum_of_values(self, coins: Sequence[int]) -> int:
        total = 0
        for x in coins:
            total ^= x & -x
        return total


def check_cells(position: Any, firsts: tuple[int, int]) -> list[tuple[int, int]]:
    """Return the heads of a board position, each a checked pair ``(x, y)``."""

    def check_cell(cell: Any) -> tuple[int, int]:
        if not isinstance(cell, tuple) or len(cell) != 2:
            raise InvalidPositionError(f"each head must be a pair (x, y), got {cell!r}")
        return (check_coin(cell[0], firsts[0], "x"), check_coin(cell[1], firsts[1], "y"))

    return check_heads(position, check_cell)


class BoardGame(Ruleset, ABC):
    """Coins on a board, cell ``(x, y)``; a move turns coins with ``(x, y)`` the south-east one."""

    firsts: tuple[int, int] = (0, 0)
    """The labels of the first row and column."""

    @abstractmethod
    def turn_sets(self, cell: tuple[int, int]) -> Iterable[tuple[tuple[int, int], ...]]:
        """Yield each set of other cells a move may turn along with the head ``cell``."""

    @abstractmethod
    def coin_value(self, cell: tuple[int, int]) -> int:
        """The value of a single head at ``cell``."""

    def start(self, heads: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        """Return the position with heads on ``heads`` (any order), checked and sorted."""
        return tuple(sorted(check_cells(tuple(heads), self.firsts)))

    def moves(self, position: Position) -> Iterator[tuple[tuple[int, int], ...]]:
        """Yield each position one move away, south-east-most head first."""
        heads = set(check_cells(position, self.firsts))
        seen: set[tuple[tuple[int, int], ...]] = set()
        for cell in sorted(heads, reverse=True):
            for others in self.turn_sets(cell):
                new = tuple(sorted(heads.symmetric_difference((cell, *others))))
                if new not in seen:
                    seen.add(new)
                    yield new

    def named_moves(
        self, position: Position
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]]:
        """Yield ``(cells turned, position after)`` for each move, the head turned first."""
        heads = set(check_cells(position, self.firsts))
        seen: set[tuple[tuple[int, int], ...]] = set()
        for cell in sorted(heads, reverse=True):
            for others in self.turn_sets(cell):
                turned = (cell, *sorted(others, reverse=True))
                if turned in seen:
                    continue
                seen.add(turned)
                yield turned, tuple(sorted(heads.symmetric_difference(turned)))

    def coin_value_by_mex(self, cell: tuple[int, int]) -> int:
        """The value of a single head at ``cell`` from the rules, by the sum principle."""
        ((x, y),) = check_cells((cell,), self.firsts)
        rows = check_at_most(x - self.firsts[0] + 1, MAX_MEX_COIN + 1, "x")
        columns = check_at_most(y - self.firsts[1] + 1, MAX_MEX_COIN + 1, "y")
        return self.value_table_by_mex(rows, columns)[-1][-1]

    def value_table_by_mex(self, rows: int, columns: int) -> list[list[int]]:
        """Return the values of the single coins of a ``rows × columns`` board, by the mex rule.

        The value of a lone head is the mex of the nim-sums of the cells a move turns
        with it (the sum principle); no closed form is used.
        """
        m = check_at_most(rows, MAX_MEX_COIN + 1, "rows")
        n = check_at_most(columns, MAX_MEX_COIN + 1, "columns")
        values: dict[tuple[int, int], int] = {}
        x0, y0 = self.firsts
        for i in range(x0, x0 + m):
            for j in range(y0, y0 + n):
                values[(i, j)] = mex_of_xors(self.turn_sets((i, j)), values)
        return [[values[(i, j)] for j in range(y0, y0 + n)] for i in range(x0, x0 + m)]

    def _value_table(self) -> ValueTable:
        """The values of a single head on the cells of a 6 × 6 corner, by the mex rule."""
        (x0, y0), size = self.firsts, 6
        table = self.value_table_by_mex(size, size)
        values: dict[Hashable, int] = {
            ((x0 + i, y0 + j),): v for i, row in enumerate(table) for j, v in enumerate(row)
        }
        return grid_table(
            "Values of a single head at (x, y) (a position is the nim-sum of its heads' values)",
            "x \\ y", range(x0, x0 + size), range(y0, y0 + size), lambda x, y: ((x, y),), values,
        )

    def value(self, position: Position) -> int:
        """Return the nim-sum of the values of the heads of ``position`` (sum principle)."""
        total = 0
        for cell in check_cells(position, self.firsts):
            total ^= self.coin_value(cell)
        return total


class AcrosticTwins(BoardGame):
    """Acrostic Twins: turn over two coins in the same row or column, the south-east one H→T.

    Cells ``(x, y)`` are labelled from ``(0, 0)``. A head at ``(x, y)`` moves west or
    north to any cell of its row or column, like a rook: two Nim heaps ``x`` and ``y``,
    so the value of a coin is ``x ⊕ y``.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = AcrosticTwins()
    >>> sorted(game.moves(((1, 1),)))
    [((0, 1),), ((1, 0),)]
    >>> game.coin_value((2, 3)), game.coin_value_by_mex((2, 3)), gl.grundy(game, ((2, 3),))
    (1, 1, 1)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.4 (two-dimensional coin turning).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14 (Acrostic Twins).
    """

    def turn_sets(self, cell: tuple[int, int]) -> Iterator[tuple[tuple[int, int], ...]]:
        """One other cell of the same row or column, west or north of ``cell``."""
        x, y = cell
        for a in range(x - 1, -1, -1):
            yield ((a, y),)
        for b in range(y - 1, -1, -1):
            yield ((x, b),)

    def coin_value(self, cell: tuple[int, int]) -> int:
        """``g(x, y) = x ⊕ y``."""
        (x, y), = check_cells((cell,), self.firsts)
        return x ^ y


class CoinTurningProduct(BoardGame):
    """The product of two coin-turning rulesets, played on a board.

    A move chooses a move of the first ruleset turning the coins ``A`` (rightmost ``x``)
    and a move of the second turning ``B`` (rightmost ``y``), and turns every coin of
    the board in ``A × B``; the coin ``(x, y)`` must go from heads to tails.

    **Tartan theorem.** The value of a coin ``(x, y)`` is the nim product
    ``g1(x) ⊗ g2(y)`` of the values of ``x`` in the first ruleset and ``y`` in the
    second (:meth:`coin_value`); :meth:`coin_value_by_mex` computes it from the rules.

    Parameters
    ----------
    first, second : CoinTurningGame
        The one-dimensional rulesets of the rows and of the columns.

    Examples
    --------
    >>> import grundylib as gl
    >>> rugs = CoinTurningProduct(Ruler(), Ruler())
    >>> rugs
    CoinTurningProduct(Ruler(), Ruler())
    >>> rugs.coin_value((2, 4)), gl.nim_product(2, 4), rugs.coin_value_by_mex((2, 4))
    (8, 8, 8)
    >>> gl.grundy(rugs, ((2, 2),)), gl.grundy(rugs, ((2, 2), (1, 2)))
    (3, 1)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.4 (products and the Tartan theorem).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14 (Tartans).
    """

    def __init__(self, first: CoinTurningGame, second: CoinTurningGame) -> None:
        for name, game in (("first", first), ("second", second)):
            if not isinstance(game, CoinTurningGame):
                raise InvalidArgumentError(f"{name} must be a coin-turning ruleset, got {game!r}")
        self.first = first
        self.second = second
        self.firsts = (first.first_coin, second.first_coin)

    def turn_sets(self, cell: tuple[int, int]) -> Iterator[tuple[tuple[int, int], ...]]:
        """The cells of ``({x} ∪ A) × ({y} ∪ B)`` other than ``(x, y)``, per pair of moves."""
        x, y = cell
        columns = [(y, *b) for b in self.second.companions(y)]
        for a in self.first.companions(x):
            rows = (x, *a)
            for column in columns:
                yield tuple((i, j) for i in rows for j in column if (i, j) != cell)

    def rules_in_words(self) -> str:
        """Return the rules in words, naming the two rulesets.

        Examples
        --------
        >>> print(CoinTurningProduct(Ruler(), Twins()).rules_in_words())  # doctest: +ELLIPSIS
        Coins on a board: a move picks a move of Ruler() turning the coins A (rightmost x) ...
        """
        return (
            f"Coins on a board: a move picks a move of {self.first!r} turning the coins A "
            f"(rightmost x) and a move of {self.second!r} turning the coins B (rightmost y), "
            "and turns every coin of the board in A × B; the coin (x, y) must go from heads "
            f"to tails. {LAST_MOVE_WINS}"
        )

    def coin_value(self, cell: tuple[int, int]) -> int:
        """``g1(x) ⊗ g2(y)`` (Tartan theorem)."""
        (x, y), = check_cells((cell,), self.firsts)
        return nim_product(self.first.coin_value(x), self.second.coin_value(y))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.first!r}, {self.second!r})"


class TurningCorners(CoinTurningProduct):
    """Turning Corners: turn the four corners of a rectangle, the south-east one H→T.

    The product Twins × Twins: from a head at ``(x, y)`` turn ``(a, b)``, ``(a, y)``,
    ``(x, b)`` and ``(x, y)`` for any ``a < x``, ``b < y``. By the Tartan theorem the
    value of a coin is ``x ⊗ y``, so the values of single coins are the nim
    multiplication table.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = TurningCorners()
    >>> game
    TurningCorners()
    >>> list(game.moves(((1, 1),)))
    [((0, 0), (0, 1), (1, 0))]
    >>> gl.grundy(game, ((2, 3),)), gl.nim_product(2, 3)
    (1, 1)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.4 (Turning Corners).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14.
    """

    def __init__(self) -> None:
        super().__init__(Twins(), Twins())

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "Coins on a board: choose a head at (x, y) and a < x, b < y, and turn over the "
            f"four corners (a, b), (a, y), (x, b) and (x, y). {LAST_MOVE_WINS}"
        )

    def __repr__(self) -> str:
        return "TurningCorners()"

