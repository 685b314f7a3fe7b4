"""The Cutting Game (POJ 2311): cut rectangles of grid paper; whoever cuts out a 1 x 1 piece wins.

This module owns :class:`CuttingGame`, a heap game whose components are sheets ``(w, h)``
(declared once with ``component = (int, int)``), and the proof that it has the winner of
the original game.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any, ClassVar

from ..core import InvalidPositionError, shorten
from ..game import HeapGame

__all__ = ["CuttingGame"]


class CuttingGame(HeapGame):
    """The Cutting Game as a normal-play game: cut a sheet into two sheets of sides at least 2.

    **The game.** A position is a multiset of rectangular sheets of grid paper, a sheet
    ``(w, h)`` being ``w`` cells wide and ``h`` high. A move cuts one sheet along a grid
    line, horizontally or vertically, into two sheets. In the original game the player
    who cuts out a ``1 x 1`` piece wins.

    **The reduction.** Call a cut *safe* when both pieces have both sides at least 2.
    From a position whose sheets all have sides at least 2, the original game and the
    normal-play game whose moves are the safe cuts (whoever has no safe cut loses) have
    the same winner. A ``1 x 1`` piece can only be cut from a sheet with a side of 1, and
    there is none; so a move either is safe or leaves a ``1 x k`` strip with ``k >= 2``,
    from which the opponent cuts a ``1 x 1`` piece and wins at once. An unsafe cut
    therefore loses, and by induction on the number of cells the player to move wins the
    original game exactly when some safe cut leads to a position where the opponent
    loses: exactly normal play on the safe cuts. With no safe cut left (every sheet is
    ``2 x 2``, ``2 x 3`` or ``3 x 2``) the player to move must leave a strip and loses,
    as in normal play.

    So each sheet is a component with the options ``((a, h), (w - a, h))`` for
    ``2 <= a <= w - 2`` and ``((w, b), (w, h - b))`` for ``2 <= b <= h - 2``, and a
    position's value is the XOR of its sheets' values. Sheets are written ``(w, h)``
    (orientation kept), with ``w, h >= 2``.

    Examples
    --------
    >>> import grundylib as gl
    >>> cut = CuttingGame()
    >>> cut
    CuttingGame()
    >>> sorted(cut.heap_options((4, 5)))
    [((2, 5), (2, 5)), ((4, 2), (4, 3))]
    >>> [gl.outcome(cut, sheet) for sheet in [(2, 2), (3, 2), (4, 2)]]
    [<Outcome.P: 'P'>, <Outcome.P: 'P'>, <Outcome.N: 'N'>]
    >>> gl.grundy(cut, ((4, 2), (4, 2)))
    0
    >>> cut.components((1, 3))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: sheet must be a pair (w, h) of integers of at least 2 (a strip of width 1 is lost at once), got (1, 3)

    References
    ----------
    .. [1] POJ 2311, "Cutting Game", http://poj.org/problem?id=2311
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, vol. 1, ch. 2 (Cutcake, in which a cut also splits a rectangle in two).
    """

    component: ClassVar[Any] = (int, int)

    def check_component(self, value: Any) -> Hashable:
        """Return the sheet ``(w, h)`` if both sides are integers of at least 2, else raise."""
        if not self.is_component(value) or min(value) < 2:
            raise InvalidPositionError(
                "sheet must be a pair (w, h) of integers of at least 2 (a strip of width 1 "
                f"is lost at once), got {shorten(value)}"
            )
        return value  # type: ignore[no-any-return]

    def heap_options(self, heap: Any) -> Iterator[tuple[tuple[int, int], ...]]:
        """Yield the safe cuts of a sheet, vertical cuts first, each pair of pieces once."""
        self.check_component(heap)
        w, h = heap
        for a in range(2, w // 2 + 1):
            if w - a >= 2:
                yield ((a, h), (w - a, h))
        for b in range(2, h // 2 + 1):
            if h - b >= 2:
                yield ((w, b), (w, h - b))
