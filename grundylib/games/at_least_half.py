"""The "take at least half" game: each move removes at least half of the heap.

This module owns :class:`AtLeastHalf`, a one-heap ruleset whose Grundy value has the
closed form "the smallest ``k`` with ``2**k > n``", i.e. ``n.bit_length()``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .._display import LAST_MOVE_WINS
from ..game import HeapGame

__all__ = ["AtLeastHalf"]


class AtLeastHalf(HeapGame):
    """One heap of ``n``; a move removes at least ``ceil(n / 2)`` counters.

    Equivalently a move leaves any number ``r`` of counters with ``0 <= r <= n // 2``.
    The Grundy value of a heap of ``n`` is the smallest ``k`` with ``2**k > n``
    (``n.bit_length()``): the heaps ``2**(k-1) .. 2**k - 1`` all reach exactly the
    values ``0 .. k-1``, by induction on ``k``.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = AtLeastHalf()
    >>> game
    AtLeastHalf()
    >>> list(game.moves(5))
    [0, 1, 2]
    >>> [gl.grundy(game, n) for n in range(9)]
    [0, 1, 2, 2, 3, 3, 3, 3, 4]
    >>> sorted(gl.game_graph(game, 8).nodes(data="grundy"))
    [(0, 0), (1, 1), (2, 2), (3, 2), (4, 3), (8, 4)]

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I: Impartial Combinatorial Games, §3.3
       (the game "at least half", whose Grundy function is the smallest k with 2^k > x).
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "One heap; a move removes at least half of it (rounded up), so a heap of n "
            f"leaves at most n // 2 counters. {LAST_MOVE_WINS}"
        )

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield ``(r,)`` for every remainder ``r`` from ``0`` (take all) to ``heap // 2``."""
        if heap > 0:
            yield ()
            for r in range(1, heap // 2 + 1):
                yield (r,)

    def known_heap_grundy(self, heap: Any) -> int:
        """A heap of ``n`` has Grundy value ``n.bit_length()`` (proved above)."""
        return int(heap).bit_length()
