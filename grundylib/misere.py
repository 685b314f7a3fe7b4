"""Misère play: the last player to move *loses*.

This module owns the misère side of the theory: Bouton's strategy for misère Nim as
functions (:func:`misere_nim_outcome`, :func:`misere_nim_winning_moves`), the naive
"misère Grundy value" (:func:`misere_grundy`) and :func:`find_misere_counterexample`,
which shows with a computed example why no such value can play the role of the
Sprague–Grundy function in misère sums. The misère outcome of any game that always ends
is found by :func:`misere_outcome`, a search of the move graph that assumes no theory
(the front door ``grundylib.outcome(..., misere=True)`` and
``grundylib.winning_moves(..., misere=True)`` call it); the closed form of the misère
Bash game is :func:`bash_misere_outcome`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import Any

from ._search import (
    check_game,
    check_max_positions,
    options_of,
    solve_iteratively,
    unique,
)
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    InvalidPositionError,
    Outcome,
    check_hashable,
    check_iterable,
    check_natural,
    check_positive,
    least_missing,
    shorten,
)
from .game import Game, Position, Sum

__all__ = [
    "MisereCounterexample",
    "bash_misere_outcome",
    "find_misere_counterexample",
    "misere_grundy",
    "misere_nim_outcome",
    "misere_nim_winning_moves",
    "misere_outcome",
]


def check_heaps(heaps: Any) -> tuple[int, ...]:
    """Return Nim heaps as a tuple of ints (a bare int is one heap), checking each one.

    Examples
    --------
    >>> check_heaps(5), check_heaps([1, 2])
    ((5,), (1, 2))
    >>> check_heaps("12")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heaps must be a heap size or a sequence of heap sizes, got '12'
    """
    if isinstance(heaps, int) and not isinstance(heaps, bool):
        return (check_natural(heaps, "heap size"),)
    if isinstance(heaps, Sequence) and not isinstance(heaps, (str, bytes)):
        return tuple(check_natural(h, "heap size") for h in heaps)
    raise InvalidPositionError(
        f"heaps must be a heap size or a sequence of heap sizes, got {shorten(heaps)}"
    )


def misere_nim_outcome(heaps: int | Sequence[int]) -> Outcome:
    """Return the outcome of a misère Nim position by Bouton's rule.

    If some heap has 2 or more counters, the position is a P-position exactly when its
    nim-sum is 0, as in normal play. If every heap has at most one counter, it is a
    P-position exactly when the number of 1-heaps is odd (the players just take turns,
    and the one facing an odd number takes the last counter).

    Parameters
    ----------
    heaps : int or sequence of int
        The heap sizes.

    Returns
    -------
    Outcome

    Examples
    --------
    >>> misere_nim_outcome((1, 1, 1)), misere_nim_outcome((1, 1, 5)), misere_nim_outcome(())
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>, <Outcome.N: 'N'>)
    >>> misere_nim_outcome((2, 3, 1))
    <Outcome.P: 'P'>

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901), 35-39.
    .. [2] T. S. Ferguson, *Game Theory*, Part I, §2.5 (misère Nim).
    """
    sizes = check_heaps(heaps)
    if any(h >= 2 for h in sizes):
        return Outcome.P if reduce(xor, sizes, 0) == 0 else Outcome.N
    return Outcome.P if sum(sizes) % 2 == 1 else Outcome.N


def misere_nim_winning_moves(heaps: int | Sequence[int]) -> list[Hashable]:
    """Return every winning move of misère Nim, found by Bouton's strategy (no search).

    Play as in normal Nim (move to nim-sum 0) while at least two heaps have 2 or more
    counters. When exactly one heap has 2 or more, that is the last moment to choose:
    reduce it to 0 or 1 counter so that an *odd* number of 1-heaps is left. When every
    heap has at most one counter, take a 1-heap if their number is even (else every
    move loses).

    Positions follow :class:`grundylib.Nim`: a tuple keeps every heap in its place
    (zeros included); a bare int is one heap and the moves are ints.

    Parameters
    ----------
    heaps : int or sequence of int
        The heap sizes.

    Returns
    -------
    list
        The moves to misère P-positions in the order of ``Nim().moves`` (empty when
        the player to move loses, or has no move).

    Examples
    --------
    >>> misere_nim_winning_moves((13, 12, 8))
    [(4, 12, 8), (13, 5, 8), (13, 12, 1)]
    >>> misere_nim_winning_moves((1, 1, 5)), misere_nim_winning_moves((1, 5))
    ([(1, 1, 1)], [(1, 0)])
    >>> misere_nim_winning_moves((1, 1)), misere_nim_winning_moves(4)
    ([(0, 1), (1, 0)], [1])

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901), 35-39.
    .. [2] T. S. Ferguson, *Game Theory*, Part I, §2.5 (misère Nim).
    """
    sizes = check_heaps(heaps)
    big = [i for i, h in enumerate(sizes) if h >= 2]
    targets: list[tuple[int, int]] = []  # (heap index, new size)
    if len(big) >= 2:
        s = reduce(xor, sizes, 0)
        targets = [(i, h ^ s) for i, h in enumerate(sizes) if s and h ^ s < h]
    elif len(big) == 1:
        ones = sum(1 for h in sizes if h == 1)
        targets = [(big[0], 1 if ones % 2 == 0 else 0)]
    elif sum(sizes) % 2 == 0:
        targets = [(i, 0) for i, h in enumerate(sizes) if h == 1]
    if isinstance(heaps, int):
        return [new for _, new in targets]
    return [(*sizes[:i], new, *sizes[i + 1 :]) for i, new in targets]


def misere_outcome(
    game: Game, position: Position, max_positions: int = DEFAULT_MAX_POSITIONS
) -> Outcome:
    """Return the misère outcome of ``position`` by searching the whole move graph.

    No theory is assumed: a terminal position is won by the player to move (the
    opponent made the last move and lost), and a position is lost exactly when every
    option is won. The game must always end.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position to classify.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    Outcome

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.

    See Also
    --------
    grundylib.outcome : the front door (``misere=True`` calls this search).
    misere_grundy : a value that decides a single misère game (not sums).
    misere_nim_outcome : Bouton's rule for misère Nim.

    Examples
    --------
    >>> import grundylib as gl
    >>> misere_outcome(gl.Nim(), (1, 1, 5)), misere_outcome(gl.Nim(), (1, 1, 1))
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>)
    """
    check_game(game)
    limit = check_max_positions(max_positions)
    memo: dict[Hashable, int] = {}  # 1: the player to move wins, 0: loses

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        options = options_of(game, node, limit)
        if not options:
            return [], lambda memo: 1  # no move: the opponent moved last and lost
        return options, lambda memo: int(any(memo[o] == 0 for o in options))

    wins = solve_iteratively(check_hashable(position), expand, memo, limit)
    return Outcome.N if wins else Outcome.P


def bash_misere_outcome(m: int, n: int) -> Outcome:
    """Return the misère outcome of a Bash heap by the closed form ``(n - 1) mod (m + 1)``.

    The player to move loses exactly when ``(n - 1) mod (m + 1) == 0`` (so a heap of
    1 is lost: its only move takes the last counter). A heap of 0 is an N-position in
    misère play: the opponent made the last move and lost.

    Parameters
    ----------
    m : int
        The largest take, positive.
    n : int
        The heap size, non-negative.

    Returns
    -------
    Outcome

    Examples
    --------
    >>> bash_misere_outcome(3, 5), bash_misere_outcome(3, 4)
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> import grundylib as gl
    >>> all(bash_misere_outcome(3, n) == misere_outcome(gl.BashGame(3), n) for n in range(12))
    True

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, §1.5, exercise 1 (the misère take-away game).
    """
    check_positive(m, "m", InvalidArgumentError)
    check_natural(n, "heap size")
    return Outcome.P if (n - 1) % (m + 1) == 0 else Outcome.N


def misere_grundy(game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS) -> int:
    """Return the naive "misère Grundy value": terminal positions get 1, others the mex.

    It is 0 exactly on misère P-positions (a terminal position is won by the player to
    move, who has nothing to take; a position is lost when every option is won), so it
    decides a *single* game. It is not a Sprague–Grundy function for misère sums: see
    :func:`find_misere_counterexample`.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    int

    See Also
    --------
    grundylib.grundy : the normal-play value, which does decide sums.
    grundylib.outcome : with ``misere=True``, the misère outcome of any game that ends.
    grundylib.generalized_grundy : the value of a game with cycles.
    find_misere_counterexample : why this value cannot decide misère sums.

    Examples
    --------
    >>> import grundylib as gl
    >>> [misere_grundy(gl.Nim(), n) for n in range(5)]
    [1, 0, 2, 3, 4]
    >>> misere_grundy(gl.Nim(), (1, 1)), misere_grundy(gl.Nim(), (2, 2))
    (1, 0)
    """
    check_game(game)
    limit = check_max_positions(max_positions)

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        options = options_of(game, node, limit)
        if not options:
            return [], lambda memo: 1
        return options, lambda memo: least_missing({memo[o] for o in options})

    return solve_iteratively(check_hashable(position), expand, {}, limit)


@dataclass(frozen=True)
class MisereCounterexample:
    """Two positions that look alike in misère play but differ once a third is added.

    ``first`` and ``second`` have the same misère outcome and the same
    :func:`misere_grundy` value, yet ``first + third`` and ``second + third`` have
    different misère outcomes (``outcomes``), so no value computed from each component
    alone can decide misère sums.
    """

    game: Game
    first: Hashable
    second: Hashable
    third: Hashable
    value: int
    outcome: Outcome
    outcomes: tuple[Outcome, Outcome]


def find_misere_counterexample(
    game: Game, positions: Iterable[Hashable], *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> MisereCounterexample | None:
    """Search ``positions`` for a counterexample to a misère Sprague–Grundy theorem.

    Returns the first pair ``first``, ``second`` (in the order given) with equal misère
    outcome and equal :func:`misere_grundy` value and a ``third`` such that the sums
    ``first + third`` and ``second + third`` (played as :class:`~grundylib.game.Sum`)
    have different misère outcomes; ``None`` if there is none among ``positions``.

    In normal play this search always fails: positions with equal Grundy values can
    replace each other in every sum (the Sprague–Grundy theorem). Its proof uses that
    adding a P-position never changes an outcome, because the winner can answer every
    move in the added part there. In misère play that answer can be forced to be the
    *last* move, which loses: the empty position is an N-position, a single counter
    ``*1`` is a P-position, and their sum ``*1`` is a P-position.

    Parameters
    ----------
    game : Game
        A game that always ends; ``first``, ``second`` and ``third`` are its positions.
    positions : iterable of hashable
        The candidates, tried in order.
    max_positions : int, optional
        Limit on the positions discovered by each search.

    Returns
    -------
    MisereCounterexample or None

    Examples
    --------
    >>> import grundylib as gl
    >>> pool = [(0, 0), (1, 1), (2, 2), (2, 3), (0, 1)]
    >>> c = find_misere_counterexample(gl.Nim(), pool)
    >>> c.first, c.second, c.third, c.value, c.outcome, c.outcomes
    ((0, 0), (2, 3), (2, 2), 1, <Outcome.N: 'N'>, (<Outcome.P: 'P'>, <Outcome.N: 'N'>))

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 2, ch. 13 ("Survival in the lost world", misère play).
    .. [2] T. S. Ferguson, *Game Theory*, Part I, §2.5 and §4 (misère Nim; the
       Sprague–Grundy theorem).
    """
    check_game(game)
    limit = check_max_positions(max_positions)
    items = check_iterable(positions, "positions", error=InvalidArgumentError)
    pool = unique(check_hashable(p) for p in items)
    pair_game = Sum(game, game)
    value = {p: misere_grundy(game, p, max_positions=limit) for p in pool}
    alone = {p: misere_outcome(game, p, limit) for p in pool}
    for i, first in enumerate(pool):
        for second in pool[i + 1 :]:
            if value[first] != value[second] or alone[first] != alone[second]:
                continue
            for third in pool:
                pair = (
                    misere_outcome(pair_game, (first, third), limit),
                    misere_outcome(pair_game, (second, third), limit),
                )
                if pair[0] != pair[1]:
                    return MisereCounterexample(
                        game, first, second, third, value[first], alone[first], pair
                    )
    return None
