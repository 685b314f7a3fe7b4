"""Hyper knights (LightOJ 1315): knights that only move towards the corner of the board.

This module owns :class:`HyperKnight`, a heap game whose components are cells
``(x, y)`` (one per knight), and the six moves :data:`HYPER_KNIGHT_MOVES`.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..core import InvalidPositionError, check_natural
from ..game import HeapGame

__all__ = ["HYPER_KNIGHT_MOVES", "HyperKnight"]


HYPER_KNIGHT_MOVES: tuple[tuple[int, int], ...] = (
    (1, -2),
    (-1, -3),
    (-1, -2),
    (-2, -1),
    (-3, -1),
    (-2, 1),
)
"""The six moves of a hyper knight as (row, column) steps (LightOJ 1315, after accepted
solutions: the statement shows them only in a figure). The set is symmetric in the two
coordinates, and each move lowers ``row + column``, so every game ends."""


class HyperKnight(HeapGame):
    """Hyper knights on a board whose corner is ``(0, 0)``; a move moves one knight once.

    Each knight is one component (like a heap): a cell ``(x, y)`` with ``x, y >= 0``; its
    options are the cells one :data:`HYPER_KNIGHT_MOVES` step away that stay on the board.
    Several knights may share a cell. A position is a single cell or a tuple of cells, and
    its Grundy value is the nim-sum of the knights' values (found by mex, cached on the
    ruleset, so many knights share one search of the board).

    Examples
    --------
    >>> import grundylib as gl
    >>> knight = HyperKnight()
    >>> knight
    HyperKnight()
    >>> list(knight.heap_options((2, 5)))
    [((3, 3),), ((1, 2),), ((1, 3),), ((0, 4),), ((0, 6),)]
    >>> gl.grundy(knight, (1, 0)), gl.grundy(knight, (2, 5)), gl.grundy(knight, (3, 5))
    (0, 3, 1)
    >>> gl.grundy(knight, ((2, 5), (3, 5)))
    2

    References
    ----------
    .. [1] LightOJ 1315, "Game of Hyper Knights", https://lightoj.com/problem/game-of-hyper-knights
    """

    component = (int, int)
    """A component is one knight's cell, a pair of integers."""

    component_checked_by_kind = True  # check_component below words the errors, no more

    empty_position: Hashable = ()

    def check_component(self, value: Any) -> Hashable:
        """Return the cell if it is a pair of non-negative integers, else raise."""
        if not self.is_component(value):
            raise InvalidPositionError(f"a knight's cell must be a pair (x, y), got {value!r}")
        return (check_natural(value[0], "knight row"), check_natural(value[1], "knight column"))

    def heap_options(self, heap: Any) -> list[tuple[Any, ...]]:
        """Return the cells one move away from ``heap`` that stay on the board, each as ``(cell,)``."""
        x, y = heap
        return [((x + dx, y + dy),) for dx, dy in HYPER_KNIGHT_MOVES if x + dx >= 0 and y + dy >= 0]
