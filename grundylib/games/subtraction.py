"""Subtraction games: take ``s`` counters from one heap, for ``s`` in a fixed set S.

This module owns :class:`SubtractionGame`, the one-heap rulesets of the notes' first
lessons (the Bash game is the special case S = {1, ..., m}); their Grundy values are
found by search, and their periods by :mod:`grundylib.sequences`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .._display import LAST_MOVE_WINS, in_words
from ..core import check_positive_integers, shorten
from ..game import HeapGame

__all__ = ["SubtractionGame"]


class SubtractionGame(HeapGame):
    """Take ``s`` counters from one heap, where ``s`` is one of a finite set S.

    Parameters
    ----------
    subtraction_set : iterable of int
        The allowed takes: a finite, non-empty set of positive integers.

    Examples
    --------
    >>> import grundylib as gl
    >>> g = SubtractionGame({1, 3, 4})
    >>> g
    SubtractionGame({1, 3, 4})
    >>> [n for n in range(17) if gl.outcome(g, n) == gl.Outcome.P]
    [0, 2, 7, 9, 14, 16]
    >>> SubtractionGame({0, 2})
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: subtraction_set must hold positive integers only, got 0 in {0, 2}

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I: Impartial Combinatorial Games, §1.3.
    """

    def __init__(self, subtraction_set: Iterable[int]) -> None:
        values = check_positive_integers(subtraction_set, "subtraction_set")
        self.subtraction_set: frozenset[int] = frozenset(values)
        self._takes = tuple(sorted(self.subtraction_set))

    def rules_in_words(self) -> str:
        """Return the rules in words, naming the allowed takes.

        Examples
        --------
        >>> print(SubtractionGame({1, 3, 4}).rules_in_words())
        Take s counters from one heap, where s is 1, 3 or 4. The player who cannot move loses.
        """
        return f"Take s counters from one heap, where s is {in_words(self._takes)}. {LAST_MOVE_WINS}"

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield ``(heap - s,)`` for each allowed take ``s <= heap``, smallest take first."""
        for s in self._takes:
            if s > heap:
                break
            yield (heap - s,)

    def __repr__(self) -> str:
        # a take too long to print is shortened (the repr then no longer pastes back)
        return f"{type(self).__name__}({{{', '.join(map(shorten, self._takes))}}})"
