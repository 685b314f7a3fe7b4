"""Nim in disguise: games whose positions are Nim positions once you look at them right.

This module owns :class:`Nimble` (coins on a strip move left: each coin is a heap),
:class:`TurningTurtles` (the Nim-heap view of the simplest coin-turning game: a heap per
head), :class:`Northcott` (each row a heap of the gap; backward moves are reversible),
:class:`PokerNim` (Nim where counters may also be added back: additions are reversible)
and :class:`MooreNim` (move in up to ``k`` heaps at once), each with the closed form that
reduces it to Nim. Staircase Nim, the fifth disguise of lesson 03, lives in
:mod:`grundylib.games.staircase`.

Northcott's game and Poker Nim can loop (a piece moves back, counters are put back), so
their positions record whose turn it is and :func:`grundylib.outcome` labels them with the
machinery for loopy games; the theorems say that no position is a draw, and the tests
check that on every position of small boards.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from .._display import (
    FIRST_HEAPS,
    LAST_MOVE_WINS,
    ValueTable,
    line_table,
    list_table,
    values_of,
)
from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    all_natural,
    check_natural,
    check_positive,
)
from ..game import Position, Ruleset

__all__ = [
    "MooreNim",
    "Nimble",
    "Northcott",
    "PokerNim",
    "TurningTurtles",
    "moore_nim_is_p_position",
    "nimble_heaps",
    "northcott_heaps",
    "turning_turtles_heaps",
]


def check_heaps(position: Any, name: str = "heap size") -> tuple[int, ...]:
    """Return ``position`` if it is a tuple of non-negative integers, else raise.

    Examples
    --------
    >>> check_heaps((1, -2))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got -2
    """
    if not isinstance(position, tuple):
        raise InvalidPositionError(f"position must be a tuple of {name}s, got {position!r}")
    if type(position) is tuple and all_natural(position):  # the usual case, checked at C speed
        return position
    return tuple(check_natural(x, name) for x in position)


# --- Nimble ------------------------------------------------------------------------------


def nimble_heaps(position: Position) -> tuple[int, ...]:
    """Return the Nim heaps of a Nimble position: one heap per coin, its square number.

    Examples
    --------
    >>> import grundylib as gl
    >>> nimble_heaps((6, 3, 1, 3)), gl.nim_sum(*nimble_heaps((6, 3, 1, 3)))
    ((1, 3, 3, 6), 7)
    """
    return tuple(sorted(check_heaps(position, "square")))


class Nimble(Ruleset):
    """Nimble: coins on squares 0, 1, 2, ... of a strip; a move slides one coin left.

    A coin may move any positive number of squares to the left, onto or past other
    coins (several coins may share a square); a coin on square 0 is stuck. The player who
    cannot move loses. A position is the sorted tuple of the coins' squares. A coin on
    square ``x`` is a Nim heap of size ``x`` (:func:`nimble_heaps`), so a position is P
    exactly when the nim-sum of the squares is 0.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = Nimble()
    >>> game
    Nimble()
    >>> list(game.moves((1, 3)))
    [(0, 3), (1, 2), (1, 1), (0, 1)]
    >>> gl.outcome(game, (1, 2, 3)), gl.outcome(game, (2, 2, 5))
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       §2.6 (exercises: Nimble).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 3, ch. 15 (coins on a strip).
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "Coins on the squares 0, 1, 2, ... of a strip: a move slides one coin any number "
            "of squares to the left, onto or past other coins (a coin on square 0 is stuck). "
            f"{LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of one coin on the squares ``0 .. 11``."""
        squares = range(FIRST_HEAPS)
        cells = [(x,) for x in squares]
        return line_table(
            "Grundy values of one coin", "square", "value", cells, values_of(self, cells),
            [str(x) for x in squares],
        )

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield the positions after sliding one coin left, leftmost coin and shortest slide first."""
        squares = nimble_heaps(position)
        seen: set[tuple[int, ...]] = set()
        for i, x in enumerate(squares):
            for target in range(x - 1, -1, -1):
                new = tuple(sorted((*squares[:i], target, *squares[i + 1 :])))
                if new not in seen:
                    seen.add(new)
                    yield new


# --- Turning Turtles -----------------------------------------------------------------------


def check_coins(position: Any) -> str:
    """Return ``position`` if it is a string of ``H`` and ``T``, else raise.

    Examples
    --------
    >>> check_coins("THX")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: coins must be a non-empty string of H and T, got 'THX'
    """
    if not isinstance(position, str) or not position or set(position) - {"H", "T"}:
        raise InvalidPositionError(f"coins must be a non-empty string of H and T, got {position!r}")
    return position


def turning_turtles_heaps(position: Position) -> tuple[int, ...]:
    """Return the Nim heaps of a Turning Turtles row: the places (from 1) of the heads.

    Examples
    --------
    >>> turning_turtles_heaps("THHTH")
    (2, 3, 5)
    """
    return tuple(i for i, c in enumerate(check_coins(position), 1) if c == "H")


class TurningTurtles(Ruleset):
    """Turning Turtles: turn a head to tails, and perhaps one coin to its left either way.

    A position is a row of coins written as a string such as ``"THHTH"`` (coin 1 on the
    left). A move turns over one coin that shows heads, and may also turn over any one
    coin to its left (heads to tails or tails to heads). The player who cannot move (all
    tails) loses. A head at place ``x`` is a Nim heap of size ``x``
    (:func:`turning_turtles_heaps`): turning a tail at ``y < x`` to heads moves the heap
    from ``x`` to ``y``, and turning a head at ``y`` to tails removes two heaps, as Nim's
    move ``x -> y`` would (two equal heaps cancel).

    Examples
    --------
    >>> import grundylib as gl
    >>> game = TurningTurtles()
    >>> list(game.moves("THH"))
    ['TTH', 'HTH', 'THT', 'HHT', 'TTT']
    >>> gl.grundy(game, "THHTH"), gl.nim_sum(2, 3, 5)
    (4, 4)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       §2.6 (exercises: Turning Turtles) and §5.1 (coin-turning games).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 3, ch. 14 (Turning Turtles).
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "A row of coins: turn over one coin that shows heads, and perhaps also one coin "
            f"to its left, either way. {LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of a single head at places ``1 .. 8``."""
        places = range(1, 9)
        rows = ["T" * (x - 1) + "H" for x in places]
        return line_table(
            "Grundy values of a single head (the row T...TH)", "place", "value", rows,
            values_of(self, rows), [str(x) for x in places],
        )

    def moves(self, position: Position) -> Iterator[str]:
        """Yield the rows after each move: rightmost turned coin first, then the extra coin."""
        coins = list(check_coins(position))
        flip = {"H": "T", "T": "H"}
        for x, c in enumerate(coins):
            if c != "H":
                continue
            new = coins.copy()
            new[x] = "T"
            yield "".join(new)
            for y in range(x):
                other = new.copy()
                other[y] = flip[other[y]]
                yield "".join(other)


# --- Northcott's game ----------------------------------------------------------------------

SIDES = ("white", "black")


def check_rows(rows: Any, width: int | None = None) -> tuple[tuple[int, int], ...]:
    """Return ``rows`` if each is a pair ``(white, black)`` with ``1 <= white < black <= width``.

    With ``width`` None the board has no right edge.

    Examples
    --------
    >>> check_rows(((1, 4), (3, 2)), 5)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: row must be (white, black) with 1 <= white < black <= 5, got (3, 2)
    """
    if not isinstance(rows, tuple):
        raise InvalidPositionError(f"rows must be a tuple of (white, black) pairs, got {rows!r}")
    bound = "" if width is None else f" <= {width}"
    for row in rows:
        if (
            not isinstance(row, tuple)
            or len(row) != 2
            or not all(isinstance(c, int) and not isinstance(c, bool) for c in row)
            or not 1 <= row[0] < row[1]
            or (width is not None and row[1] > width)
        ):
            raise InvalidPositionError(
                f"row must be (white, black) with 1 <= white < black{bound}, got {row!r}"
            )
    return rows


def northcott_heaps(rows: Any) -> tuple[int, ...]:
    """Return the Nim heaps of Northcott's game: the gap (empty squares) in each row.

    Parameters
    ----------
    rows : tuple of (int, int)
        The columns ``(white, black)`` of the two pieces of each row, white on the left.

    Examples
    --------
    >>> northcott_heaps(((1, 5), (2, 3), (4, 8)))
    (3, 0, 3)
    """
    return tuple(b - w - 1 for w, b in check_rows(rows))


class Northcott(Ruleset):
    """Northcott's game: each row holds a white and a black piece; move yours along its row.

    White's pieces stand left of Black's. A player moves one of their own pieces any
    number of squares along its row, towards the other piece or away from it, without
    jumping over it or leaving the board (columns ``1 .. width``). The player who cannot
    move loses. A position is ``(rows, to_move)`` with ``rows`` a tuple of
    ``(white, black)`` columns and ``to_move`` either ``"white"`` or ``"black"``.

    The game can go on for ever (pieces may move back), but the gaps are Nim heaps
    (:func:`northcott_heaps`): a move towards the opponent is a Nim move, and a move away
    is undone at once by following with the other piece. So the player to move loses
    exactly when the nim-sum of the gaps is 0, whatever the colours.

    Parameters
    ----------
    width : int, optional
        The number of columns (8 on a chessboard).

    Examples
    --------
    >>> import grundylib as gl
    >>> game = Northcott(4)
    >>> game
    Northcott(4)
    >>> list(game.moves((((1, 3),), "white")))
    [(((2, 3),), 'black')]
    >>> list(game.moves((((1, 3),), "black")))
    [(((1, 2),), 'white'), (((1, 4),), 'white')]
    >>> gl.outcome(game, (((1, 3), (2, 4)), "white"))
    <Outcome.P: 'P'>

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       §2.6 (exercises: Northcott's game).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 1 (reversible moves and Northcott's game).
    """

    def __init__(self, width: int = 8) -> None:
        self.width = check_positive(width, "width", InvalidArgumentError)
        if self.width < 2:
            raise InvalidArgumentError(f"width must be at least 2, got {width!r}")

    def __repr__(self) -> str:
        return f"Northcott({self.width})"

    def rules_in_words(self) -> str:
        """Return the rules in words (the game is loopy, so no table of values is shown)."""
        return (
            f"A board {self.width} squares wide; each row holds a white piece left of a "
            "black one. White moves one white piece, Black one black piece, any number of "
            "squares along its row, towards the other piece or away from it but never past "
            f"it. {LAST_MOVE_WINS}"
        )

    def check(self, position: Position) -> tuple[tuple[tuple[int, int], ...], str]:
        """Return ``position`` as ``(rows, to_move)``, checking it."""
        if not isinstance(position, tuple) or len(position) != 2 or position[1] not in SIDES:
            raise InvalidPositionError(
                "position must be (rows, to_move) with to_move 'white' or 'black', "
                f"got {position!r}"
            )
        return check_rows(position[0], self.width), position[1]

    def moves(self, position: Position) -> Iterator[tuple[tuple[tuple[int, int], ...], str]]:
        """Yield the positions after each move of the player to move, row by row, left to right."""
        rows, side = self.check(position)
        nxt = "black" if side == "white" else "white"
        for i, (w, b) in enumerate(rows):
            targets = range(1, b) if side == "white" else range(w + 1, self.width + 1)
            for c in targets:
                if c in (w, b):
                    continue
                row = (c, b) if side == "white" else (w, c)
                yield (*rows[:i], row, *rows[i + 1 :]), nxt


# --- Poker Nim -----------------------------------------------------------------------------


class PokerNim(Ruleset):
    """Poker Nim: Nim in which counters taken go to your pocket, and may be put back later.

    A position is ``(heaps, pockets)``: ``heaps`` a tuple of heap sizes and ``pockets`` a
    pair ``(mover, other)``, the counters in the pocket of the player to move and of the
    other player. A move either takes any positive number of counters from one heap into
    the mover's pocket, or puts any positive number of counters from the mover's pocket
    onto one heap. The player who cannot move loses. Counters are never created, so there
    are finitely many positions, but the game can loop.

    Adding counters is reversible: the opponent takes the same counters off again. So a
    position is P exactly when the nim-sum of the heaps is 0, whatever the pockets.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = PokerNim()
    >>> list(game.moves(((1, 0), (1, 0))))
    [((0, 0), (0, 2)), ((2, 0), (0, 0)), ((1, 1), (0, 0))]
    >>> gl.outcome(game, ((2, 2), (3, 0))), gl.outcome(game, ((1, 2), (0, 5)))
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 1 (Poker-Nim and reversible moves).
    .. [2] A. N. Siegel, *Combinatorial Game Theory*, AMS (2013), ch. IV (impartial games).
    """

    def rules_in_words(self) -> str:
        """Return the rules in words (the game is loopy, so no table of values is shown)."""
        return (
            "Nim with pockets: a move takes any positive number of counters from one heap "
            "into the mover's pocket, or puts any positive number of counters from the "
            f"mover's pocket onto one heap. {LAST_MOVE_WINS}"
        )

    @staticmethod
    def check(position: Position) -> tuple[tuple[int, ...], tuple[int, int]]:
        """Return ``position`` as ``(heaps, (mover, other))``, checking it."""
        if (
            not isinstance(position, tuple)
            or len(position) != 2
            or not isinstance(position[1], tuple)
            or len(position[1]) != 2
        ):
            raise InvalidPositionError(
                f"position must be (heaps, (mover's pocket, other's pocket)), got {position!r}"
            )
        heaps = check_heaps(position[0])
        mine = check_natural(position[1][0], "pocket")
        other = check_natural(position[1][1], "pocket")
        return heaps, (mine, other)

    def moves(self, position: Position) -> Iterator[tuple[tuple[int, ...], tuple[int, int]]]:
        """Yield the positions after each move: takes first, then additions, heap by heap."""
        heaps, (mine, other) = self.check(position)
        for i, h in enumerate(heaps):
            for k in range(1, h + 1):
                yield (*heaps[:i], h - k, *heaps[i + 1 :]), (other, mine + k)
        for i, h in enumerate(heaps):
            for k in range(1, mine + 1):
                yield (*heaps[:i], h + k, *heaps[i + 1 :]), (other, mine - k)


# --- Moore's Nim_k -------------------------------------------------------------------------


def moore_nim_is_p_position(heaps: Position, k: int) -> bool:
    """Whether a position of Moore's Nim_k is a P-position: Moore's theorem.

    Write the heap sizes in binary. The position is P exactly when, in every binary digit
    position, the number of heaps with a 1 there is a multiple of ``k + 1``. For
    ``k = 1`` this is Bouton's theorem.

    Parameters
    ----------
    heaps : tuple of int
        The heap sizes.
    k : int
        The largest number of heaps a move may change (at least 1).

    Examples
    --------
    >>> moore_nim_is_p_position((1, 2, 3), 1), moore_nim_is_p_position((1, 2, 3), 2)
    (True, False)
    >>> moore_nim_is_p_position((3, 5, 6, 7), 2)
    True

    References
    ----------
    .. [1] E. H. Moore, "A generalization of the game called Nim",
       Annals of Mathematics 11 (1910), 93-94.
    .. [2] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       §2.6 (exercises: Moore's Nim_k).
    """
    values = check_heaps(heaps)
    k = check_positive(k, "k", InvalidArgumentError)
    top = max(values, default=0).bit_length()
    return all(sum((x >> bit) & 1 for x in values) % (k + 1) == 0 for bit in range(top))


def lazy_product(limits: list[int]) -> Iterator[tuple[int, ...]]:
    """Yield every tuple ``(t_1, ..., t_n)`` with ``1 <= t_i <= limits[i]``, in order, lazily.

    Unlike :func:`itertools.product` it never stores a range, so a huge heap is fine.

    Examples
    --------
    >>> list(lazy_product([2, 2]))
    [(1, 1), (1, 2), (2, 1), (2, 2)]
    """
    if not limits:
        yield ()
        return
    for t in range(1, limits[0] + 1):
        for rest in lazy_product(limits[1:]):
            yield (t, *rest)


class MooreNim(Ruleset):
    """Moore's Nim_k: take counters from at least one and at most ``k`` heaps at once.

    A position is a tuple of heap sizes, as in :class:`~grundylib.games.nim.Nim`. A move
    chooses between 1 and ``k`` heaps and takes a positive number of counters from each
    (the numbers may differ). The player who takes the last counter wins. ``k = 1`` is
    Nim; see :func:`moore_nim_is_p_position` for the P-positions.

    Parameters
    ----------
    k : int
        The largest number of heaps one move may change.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = MooreNim(2)
    >>> game
    MooreNim(2)
    >>> list(game.moves((1, 1)))
    [(0, 1), (1, 0), (0, 0)]
    >>> gl.outcome(game, (1, 1, 1)), gl.outcome(game, (1, 1))
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)

    References
    ----------
    .. [1] E. H. Moore, "A generalization of the game called Nim",
       Annals of Mathematics 11 (1910), 93-94.
    """

    def __init__(self, k: int) -> None:
        self.k = check_positive(k, "k", InvalidArgumentError)

    def __repr__(self) -> str:
        return f"MooreNim({self.k})"

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        heaps = "one heap" if self.k == 1 else f"from 1 to {self.k} heaps"
        return (
            f"Heaps of counters: choose {heaps} and take a positive number of counters "
            f"from each. {LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The P-positions among three heaps ``a <= b <= c <= 4``."""
        sizes = range(5)
        cells = [(a, b, c) for a in sizes for b in sizes for c in sizes if a <= b <= c]
        values = values_of(self, cells)
        return list_table(
            "P-positions among three heaps of at most 4", "P-positions",
            [p for p in cells if values[p] == 0],
        )

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield the positions after each move: one heap first, then pairs, and so on."""
        heaps = check_heaps(position)
        nonempty = [i for i, h in enumerate(heaps) if h > 0]
        for size in range(1, min(self.k, len(nonempty)) + 1):
            for chosen in combinations(nonempty, size):
                for takes in lazy_product([heaps[i] for i in chosen]):
                    new = list(heaps)
                    for i, t in zip(chosen, takes, strict=True):
                        new[i] -= t
                    yield tuple(new)
