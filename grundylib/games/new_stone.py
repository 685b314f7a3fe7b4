"""A New Stone Game (POJ 1740): throw stones away from one pile, then spread some of the rest.

This module owns :class:`NewStoneGame`, playable by brute force on small inputs, and
the pairing rule :func:`new_stone_game_first_player_wins` (the player to move loses
exactly when the piles pair up into equal pairs).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from itertools import combinations
from typing import Any

from .._display import LAST_MOVE_WINS, ValueTable, grid_table, values_of
from ..core import InvalidPositionError, check_iterable, check_natural
from ..game import Position, Ruleset

__all__ = ["NewStoneGame", "new_stone_game_first_player_wins"]


def check_piles(position: Any) -> tuple[int, ...]:
    """Return the non-empty piles of ``position`` sorted, checking each size.

    Examples
    --------
    >>> check_piles((3, 0, 1))
    (1, 3)
    >>> check_piles(5)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: position must be a tuple of pile sizes, got 5
    """
    if isinstance(position, (str, bytes)) or not isinstance(position, Iterable):
        raise InvalidPositionError(f"position must be a tuple of pile sizes, got {position!r}")
    piles = [check_natural(p, "pile size") for p in position]
    return tuple(sorted(p for p in piles if p > 0))


def spreads(stones: int, piles: int) -> Iterator[tuple[int, ...]]:
    """Yield every way to add ``stones`` identical stones to ``piles`` distinct piles.

    Examples
    --------
    >>> list(spreads(2, 2))
    [(0, 2), (1, 1), (2, 0)]
    >>> list(spreads(1, 0))
    []
    """
    if piles == 0:
        if stones == 0:
            yield ()
        return
    # stars and bars: choose where the piles-1 bars go among stones + piles - 1 places
    for bars in combinations(range(stones + piles - 1), piles - 1):
        edges = (-1, *bars, stones + piles - 1)
        yield tuple(edges[j + 1] - edges[j] - 1 for j in range(piles))


def new_stone_game_first_player_wins(piles: Iterable[int]) -> bool:
    """Return whether the player to move wins A New Stone Game, by the pairing rule.

    The player to move loses exactly when the non-empty piles can be split into pairs
    of equal piles (every size occurs an even number of times): the opponent copies
    each move on the twin pile. From any other position there is a move to such a
    pairing.

    Parameters
    ----------
    piles : iterable of int
        Pile sizes, non-negative, in any order.

    Examples
    --------
    >>> new_stone_game_first_player_wins((2, 1, 1, 2)), new_stone_game_first_player_wins((1, 2, 3))
    (False, True)

    References
    ----------
    .. [1] POJ 1740, "A New Stone Game", http://poj.org/problem?id=1740
    """
    counts = Counter(check_piles(tuple(check_iterable(piles, "piles"))))
    return any(c % 2 for c in counts.values())


class NewStoneGame(Ruleset):
    """A New Stone Game: pick a pile, throw away at least one of its stones, then move
    any number of the stones left in it onto other non-empty piles.

    A position is a sorted tuple of the non-empty piles (``()`` when none is left).
    Throwing away the whole pile is allowed; a player with no pile left loses. The
    number of moves grows fast with the stones, so brute force is for small inputs;
    :func:`new_stone_game_first_player_wins` gives the answer for any input.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = NewStoneGame()
    >>> game
    NewStoneGame()
    >>> list(game.moves((1, 2)))
    [(2,), (1, 1), (1,)]
    >>> gl.outcome(game, (1, 2, 2, 1)), gl.outcome(game, (1, 2, 3))
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> gl.winning_moves(game, (1, 2, 3))
    [(2, 2)]

    References
    ----------
    .. [1] POJ 1740, "A New Stone Game", http://poj.org/problem?id=1740
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "Piles of stones: pick a pile, throw away at least one of its stones, then move "
            "any number of the stones left in it onto other non-empty piles. "
            f"{LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of two piles ``a <= b`` of at most 5 stones."""
        sizes = range(1, 6)
        cells = {(a, b): (a, b) for a in sizes for b in sizes if a <= b}
        return grid_table(
            "Grundy values of two piles of a and b stones",
            "a \\ b", sizes, sizes, lambda a, b: cells.get((a, b)), values_of(self, cells),
        )

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield each position after one move, once, pile by pile (smallest pile first)."""
        piles = check_piles(position)
        seen: set[tuple[int, ...]] = set()
        for i, pile in enumerate(piles):
            if pile in piles[:i]:
                continue  # an equal pile earlier gives the same results
            others = piles[:i] + piles[i + 1 :]
            for left in range(pile - 1, -1, -1):  # stones not thrown away
                for kept in range(left, -1, -1):
                    for extra in spreads(left - kept, len(others)):
                        new = [o + e for o, e in zip(others, extra, strict=True)]
                        result = tuple(sorted([*new, kept] if kept else new))
                        if result not in seen:
                            seen.add(result)
                            yield result
