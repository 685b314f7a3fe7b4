"""Chomp: bite a chocolate bar from the top right; whoever must eat the poisoned corner loses.

This module owns :class:`Chomp` (a position is a Young-diagram shape: the lengths of the
rows from the bottom, the poisoned square at the bottom left), :func:`chomp_bite` (the shape
a bite leaves), :func:`chomp_square` (which bite turned one shape into another) and
:func:`chomp_shapes` (every shape that fits in a rectangle, for tables and pictures).
No formula for the P-positions is known: they are found by search.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from itertools import combinations_with_replacement, pairwise
from typing import Any

from .._display import ValueTable, list_table, values_of
from ..core import (
    InvalidArgumentError,
    InvalidPositionError,
    check_at_most,
    check_natural,
    check_positive,
)
from ..game import Position, Ruleset

__all__ = ["Chomp", "chomp_bite", "chomp_rectangle", "chomp_shapes", "chomp_square"]

MAX_SQUARES = 250_000
"""The most squares a bar built, drawn or scanned square by square may have."""


def check_shape(shape: Any) -> tuple[int, ...]:
    """Return ``shape`` if it is a Chomp position: positive, non-increasing row lengths.

    Examples
    --------
    >>> check_shape((3, 4))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: shape must be row lengths from the bottom, positive and non-increasing, got (3, 4)
    """
    if not isinstance(shape, tuple) or not shape:
        raise InvalidPositionError(
            f"shape must be a non-empty tuple of row lengths from the bottom, got {shape!r}"
        )
    rows = tuple(check_natural(r, "row length") for r in shape)
    if rows[-1] == 0 or any(a < b for a, b in pairwise(rows)):
        raise InvalidPositionError(
            f"shape must be row lengths from the bottom, positive and non-increasing, got {shape!r}"
        )
    return rows


def chomp_rectangle(rows: int, columns: int) -> tuple[int, ...]:
    """Return the shape of a full ``rows`` × ``columns`` bar.

    Examples
    --------
    >>> chomp_rectangle(2, 3)
    (3, 3)
    """
    rows = check_positive(rows, "rows", InvalidArgumentError)
    columns = check_positive(columns, "columns", InvalidArgumentError)
    check_at_most(rows, MAX_SQUARES, "rows")
    return (columns,) * rows


def chomp_bite(shape: Position, square: tuple[int, int]) -> tuple[int, ...]:
    """Return the shape left after biting at ``square``: it and everything above and right.

    Parameters
    ----------
    shape : tuple of int
        Row lengths from the bottom.
    square : (int, int)
        ``(row, column)``, counted from 1 at the poisoned square (bottom left).

    Examples
    --------
    >>> chomp_bite((4, 4, 4), (2, 3))
    (4, 2, 2)
    >>> chomp_bite((4, 4, 4), (1, 1))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: square (1, 1) is the poisoned square: eating it loses the game
    >>> chomp_bite((4, 2), (2, 3))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: square must be (row, column) of a square of the bar (4, 2), got (2, 3)
    """
    rows = check_shape(shape)
    if (
        not isinstance(square, tuple)
        or len(square) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in square)
        or not 1 <= square[0] <= len(rows)
        or not 1 <= square[1] <= rows[square[0] - 1]
    ):
        raise InvalidArgumentError(
            f"square must be (row, column) of a square of the bar {rows}, got {square!r}"
        )
    if square == (1, 1):
        raise InvalidArgumentError("square (1, 1) is the poisoned square: eating it loses the game")
    r, c = square[0] - 1, square[1] - 1
    new = [length if i < r else min(length, c) for i, length in enumerate(rows)]
    return tuple(length for length in new if length > 0)


def chomp_square(before: Position, after: Position) -> tuple[int, int]:
    """Return the square ``(row, column)`` whose bite turns ``before`` into ``after``.

    Examples
    --------
    >>> chomp_square((4, 4, 4), (4, 2, 2))
    (2, 3)
    """
    rows, left = check_shape(before), check_shape(after)
    check_at_most(sum(rows), MAX_SQUARES, "number of squares")
    for r, length in enumerate(rows):
        for c in range(length):
            if (r, c) != (0, 0) and chomp_bite(rows, (r + 1, c + 1)) == left:
                return (r + 1, c + 1)
    raise InvalidPositionError(f"after must be one bite away from {rows}, got {after!r}")


def chomp_shapes(rows: int, columns: int) -> list[tuple[int, ...]]:
    """Return every Chomp position that fits in a ``rows`` × ``columns`` bar, smallest first.

    Examples
    --------
    >>> chomp_shapes(2, 2)
    [(1,), (2,), (1, 1), (2, 1), (2, 2)]
    """
    rows = check_positive(rows, "rows", InvalidArgumentError)
    columns = check_positive(columns, "columns", InvalidArgumentError)
    check_at_most(rows * columns, MAX_SQUARES, "number of squares")  # the shapes are more
    check_at_most(math.comb(rows + columns, rows) - 1, MAX_SQUARES, "number of shapes")
    shapes = []
    for k in range(1, rows + 1):
        for combo in combinations_with_replacement(range(columns, 0, -1), k):
            shapes.append(combo)
    return sorted(shapes, key=lambda s: (sum(s), len(s), s))


class Chomp(Ruleset):
    """Chomp: bite a square and everything above and to its right; the poisoned one loses.

    A position is the shape of the bar left, as the lengths of its rows from the bottom
    (non-increasing, so the squares left always form a staircase, a Young diagram). The
    poisoned square is the bottom left one. A move picks any other square and eats it
    together with every square above it and to its right. Eating the poisoned square loses,
    so in normal play the position ``(1,)`` (poison alone) is terminal: the player to move
    there has lost. Every rectangle larger than 1×1 is an N-position (strategy stealing),
    though no winning first move is known in general.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = Chomp()
    >>> list(game.moves((2, 2)))
    [(1, 1), (2,), (2, 1)]
    >>> gl.outcome(game, (2, 1)), gl.outcome(game, (3, 3))
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> gl.winning_moves(game, (3, 3, 3))
    [(3, 1, 1)]

    References
    ----------
    .. [1] D. Gale, "A curious Nim-type game", Amer. Math. Monthly 81 (1974), 876-879.
    .. [2] F. Schuh, "Spel van delers", Nieuw Tijdschrift voor Wiskunde 39 (1952), 299-304.
    .. [3] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 3, ch. 18 (Chomp).
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "A bar of chocolate whose bottom-left square is poisoned: a move bites one "
            "square and eats every square above it and to its right. Whoever is left with "
            "the poisoned square alone cannot move, and loses."
        )

    def _value_table(self) -> ValueTable:
        """The P-positions among the shapes that fit in 3 rows of at most 4 squares."""
        shapes = chomp_shapes(3, 4)
        values = values_of(self, shapes)
        return list_table(
            "P-positions among the shapes of at most 3 rows of at most 4 squares "
            "(row lengths from the bottom)",
            "P-positions",
            [s for s in shapes if values[s] == 0],
        )

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield the shapes after each bite: bottom row first, left to right within a row."""
        rows = check_shape(position)  # checked once: each bite below keeps a valid shape
        for r, length in enumerate(rows):
            below, above = rows[:r], rows[r:]
            if r:
                yield below  # bite in the first column: this row and all above go
            for c in range(1, length):
                yield below + tuple(x if x < c else c for x in above)
