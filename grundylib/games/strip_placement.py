"""Placing pieces on a strip (the "PAS" problem): a piece splits a strip in two.

This module owns :class:`StripPlacement`: a 1×p strip, and pieces of a few given
lengths (as many of each as wanted); a move places one piece on free, consecutive
cells, which leaves the free cells left and right of it as two independent strips.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .._display import LAST_MOVE_WINS, in_words
from ..core import check_positive_integers
from ..game import HeapGame

__all__ = ["StripPlacement"]


class StripPlacement(HeapGame):
    """Place a piece of one of the given lengths on a 1×p strip; who cannot place loses.

    A component is the length of a run of free cells. Placing a piece of length ``c``
    on a run of ``p >= c`` cells, with ``k`` free cells to its left, leaves runs of
    ``k`` and ``p - c - k`` cells. So this is a take-and-break game: take ``c``
    counters and leave at most two heaps. With lengths ``{1, 2}`` it is Kayles.

    Parameters
    ----------
    lengths : iterable of int
        The piece lengths, positive integers (repeats allowed, as in the PAS input
        ``1 5 1`` where two colours have the same length).

    Raises
    ------
    InvalidArgumentError
        If ``lengths`` is empty or holds something other than positive integers.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = StripPlacement((1, 5, 1))
    >>> game
    StripPlacement({1, 5})
    >>> [gl.outcome(game, p) for p in (1, 5, 6)]
    [<Outcome.N: 'N'>, <Outcome.N: 'N'>, <Outcome.P: 'P'>]
    >>> list(game.moves(6))
    [5, (1, 4), (2, 3), 1]
    >>> list(game.heap_options(6))
    [(5,), (1, 4), (2, 3), (1,)]
    >>> StripPlacement([2, 0])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: lengths must hold positive integers only, got 0 in [2, 0]

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 1, ch. 4 (take-and-break games; Kayles is ``0.77``).
    """

    def __init__(self, lengths: Iterable[int]) -> None:
        values = check_positive_integers(lengths, "lengths")
        self.lengths: tuple[int, ...] = tuple(sorted(set(values)))

    def rules_in_words(self) -> str:
        """Return the rules in words, naming the piece lengths.

        Examples
        --------
        >>> print(StripPlacement([2, 1]).rules_in_words())
        Place a piece of length 1 or 2 on free, consecutive cells of a strip; the free cells left and right of it become two strips. The player who cannot move loses.
        """
        return (
            f"Place a piece of length {in_words(self.lengths)} on free, consecutive cells "
            f"of a strip; the free cells left and right of it become two strips. {LAST_MOVE_WINS}"
        )

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield ``(k, heap - c - k)`` for each length ``c`` and each left gap ``k``.

        Mirror-image placements give the same pair of runs, so ``k`` only goes up to
        half the free cells; empty runs are left out of the option.
        """
        for c in self.lengths:
            free = heap - c
            for k in range(free // 2 + 1):
                yield tuple(run for run in (k, free - k) if run > 0)

    def __repr__(self) -> str:
        return f"StripPlacement({{{', '.join(map(str, self.lengths))}}})"
