"""Nim: any number of counters may be taken from one heap (Bouton 1901).

This module owns :class:`Nim`, the game every other impartial game is equivalent to
by the Sprague–Grundy theorem: its positions keep the heaps in their given order (zeros
included), and a heap's Grundy value is its size, which the evaluator uses directly.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from .._display import LAST_MOVE_WINS
from ..core import InvalidPositionError, check_natural
from ..game import HeapGame, HeapMove, Position

__all__ = ["Nim"]


class Nim(HeapGame):
    """Nim: take any positive number of counters from one heap.

    A position is a tuple of heap sizes *in a fixed order* (heap 1, heap 2, ...), zeros
    kept, so that a move reads "take 9 from the first heap"; a bare int is one heap.
    As a heap game, a heap of size ``h`` has Grundy value ``h``.

    Examples
    --------
    >>> import grundylib as gl
    >>> nim = Nim()
    >>> list(nim.moves((1, 2)))
    [(0, 2), (1, 1), (1, 0)]
    >>> gl.grundy(nim, (3, 5, 6))
    0
    >>> gl.winning_moves(nim, (13, 12, 8))
    [(4, 12, 8), (13, 5, 8), (13, 12, 1)]

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory",
       Annals of Mathematics 3 (1901), 35-39.
    """

    def rules_in_words(self) -> str:
        """Return the rules in words.

        Examples
        --------
        >>> print(Nim().rules_in_words())
        Take any positive number of counters from one heap. The player who cannot move loses.
        """
        return "Take any positive number of counters from one heap. " + LAST_MOVE_WINS

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield ``(k,)`` for every smaller heap size ``k``, largest first."""
        for k in range(heap - 1, -1, -1):
            yield (k,)

    def known_heap_grundy(self, heap: Any) -> int:
        """A Nim heap of size ``h`` has Grundy value ``h`` (the mex of ``0..h-1``)."""
        return int(heap)

    def named_moves(self, position: Position) -> Iterator[tuple[HeapMove, Hashable]]:
        """Yield ``(move, option)`` for each move, in the order of :meth:`moves`.

        Examples
        --------
        >>> list(Nim().named_moves((0, 2)))
        [(HeapMove(heap=1, take=1, leaves=(1,)), (0, 1)), (HeapMove(heap=1, take=2, leaves=()), (0, 0))]
        """
        options = iter(list(self.moves(position)))  # checks the position first
        heaps: tuple[int, ...] = position if isinstance(position, tuple) else (position,)
        for i, h in enumerate(heaps):
            for k in range(h - 1, -1, -1):
                yield HeapMove(i, h - k, (k,) if k else ()), next(options)

    def moves(self, position: Position) -> Iterator[Hashable]:
        """Yield the positions after taking from one heap, heap by heap, one counter first."""
        if isinstance(position, tuple):
            heaps = tuple(check_natural(h, "heap size") for h in position)
            for i, h in enumerate(heaps):
                for k in range(h - 1, -1, -1):
                    yield (*heaps[:i], k, *heaps[i + 1 :])
        elif isinstance(position, int) and not isinstance(position, bool):
            yield from range(check_natural(position, "heap size") - 1, -1, -1)
        else:
            raise InvalidPositionError(
                f"position must be a heap size or a tuple of heap sizes, got {position!r}"
            )
