"""Grundy values, outcomes and winning moves of positions in any game.

The functions here work on every game: a :class:`~grundylib.game.Sum` is evaluated
through the Sprague–Grundy theorem (nim-sum of its components), a
:class:`~grundylib.game.HeapGame` heap by heap with a cache kept on the ruleset, and any
other game by an iterative, memoised search of its move graph (no recursion, so long
chains of positions are fine). :func:`grundy` raises :class:`~grundylib.core.LoopyGameError`
on a cycle; :func:`outcome` and :func:`winning_moves` then fall back on the generalized
Sprague–Grundy function of :mod:`grundylib.loopy` (draws included).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from functools import reduce
from operator import xor
from typing import Any

from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidPositionError,
    LoopyGameError,
    Outcome,
    PositionLimitError,
    SizeBudget,
    check_hashable,
    check_positive,
    least_missing,
    shorten,
)
from .game import Game, HeapGame, Sum

__all__ = ["DEFAULT_MAX_POSITIONS", "grundy", "outcome", "winning_moves"]

COMPILED_FROM_HEAP = 1000
"""From this heap size on, a ruleset with a compiled sequence (octal and subtraction games,
Grundy's game) is evaluated by :func:`grundylib.grundy_sequence` instead of a search."""

Expand = Callable[[Hashable], tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]]


def check_game(game: Any) -> Game:
    """Return ``game`` if it has a ``moves`` method, else raise :class:`InvalidPositionError`."""
    if not callable(getattr(game, "moves", None)):
        raise InvalidPositionError(
            f"game must have a moves(position) method, got {shorten(game)}"
        )
    return game  # type: ignore[no-any-return]


def check_max_positions(max_positions: Any) -> int:
    """Return ``max_positions`` if it is a positive int, else raise."""
    return check_positive(max_positions, "max_positions")


def solve_iteratively(
    start: Hashable,
    expand: Expand,
    memo: dict[Hashable, int],
    max_positions: int,
) -> int:
    """Evaluate ``start`` by a depth-first search with an explicit stack.

    ``expand(node)`` returns the nodes whose values ``node`` needs and a function that
    computes the value of ``node`` from ``memo`` once they are known. Values are stored
    in ``memo``. A node met again while it is still being expanded closes a cycle.

    Examples
    --------
    >>> succ = {3: [2, 1], 2: [1], 1: [0], 0: []}
    >>> def expand(v):
    ...     return succ[v], lambda m: least_missing({m[w] for w in succ[v]})
    >>> solve_iteratively(3, expand, {}, 100)
    2
    """
    if start in memo:
        return memo[start]
    children, combine = expand(start)
    stack: list[tuple[Hashable, list[Hashable], int, Callable[[dict[Hashable, int]], int]]]
    stack = [(start, children, 0, combine)]
    on_path: dict[Hashable, int] = {start: 0}
    discovered = 1
    budget = SizeBudget(max_positions, start)
    budget.add(start)
    while stack:
        node, children, index, combine = stack[-1]
        if index < len(children):
            stack[-1] = (node, children, index + 1, combine)
            child = children[index]
            if child in memo:
                continue
            if child in on_path:
                cycle = [frame[0] for frame in stack[on_path[child] :]]
                raise LoopyGameError(cycle)
            discovered += 1
            if discovered + len(memo) > max_positions:
                raise _limit_passed(max_positions, start)
            budget.add(child)
            grandchildren, child_combine = expand(child)
            on_path[child] = len(stack)
            stack.append((child, grandchildren, 0, child_combine))
        else:
            memo[node] = combine(memo)
            del on_path[node]
            stack.pop()
    return memo[start]


def _limit_passed(max_positions: int, start: Hashable) -> PositionLimitError:
    return PositionLimitError(
        f"max_positions={max_positions} was passed while exploring from "
        f"{shorten(start)}; pass a larger max_positions or start from a smaller position"
    )


def options_of(
    game: Game, position: Hashable, max_positions: int = DEFAULT_MAX_POSITIONS
) -> list[Hashable]:
    """Return the distinct options of ``position``, checking what ``game.moves`` returned.

    Every search asks for options through this function, so a game whose ``moves``
    returns something that is not a collection of positions is named in a clear error,
    and a position with more options than ``max_positions`` (Nim with a heap of
    ``10**30``) stops before memory runs out. An exception raised by ``moves`` itself
    propagates unchanged: it is the game's own error.

    Raises
    ------
    InvalidPositionError
        If ``moves`` returns a non-iterable, or an option that is not hashable.
    PositionLimitError
        If ``position`` has more than ``max_positions`` options.

    Examples
    --------
    >>> import grundylib as gl
    >>> options_of(gl.SubtractionGame({1, 2}), 5)
    [4, 3]
    >>> class Bad:
    ...     def moves(self, position):
    ...         return [[position - 1]]
    >>> options_of(Bad(), 3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: game.moves(3) returned the unhashable option [2]; positions must be hashable (use a tuple, not a list)
    """
    if isinstance(game, HeapGame) and type(game).moves is HeapGame.moves:
        # heap options are counted as they are read, repeats included
        moves: Any = game.bounded_moves(position, max_positions)
    else:
        moves = game.moves(position)
    if isinstance(moves, (str, bytes)) or not isinstance(moves, Iterable):
        raise InvalidPositionError(
            f"game.moves({shorten(position)}) must return an iterable of positions, "
            f"got {shorten(moves)}"
        )
    options: dict[Hashable, None] = {}
    for option in at_most(moves, max_positions, position):
        try:
            options[option] = None
        except TypeError:
            raise InvalidPositionError(
                f"game.moves({shorten(position)}) returned the unhashable option "
                f"{shorten(option)}; positions must be hashable (use a tuple, not a list)"
            ) from None
    return list(options)


def at_most(items: Iterable[Any], max_positions: int, position: Any) -> Iterator[Any]:
    """Yield ``items``, stopping with :class:`PositionLimitError` after ``max_positions``.

    Examples
    --------
    >>> list(at_most(range(3), 5, 7))
    [0, 1, 2]
    >>> list(at_most(range(10**30), 5, 7))
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=5 was passed by the options of 7 alone; ...
    """
    for count, item in enumerate(items, start=1):
        if count > max_positions:
            raise PositionLimitError(
                f"max_positions={max_positions} was passed by the options of "
                f"{shorten(position)} alone; pass a larger max_positions or start from a "
                "smaller position"
            )
        yield item


def unique(items: Iterable[Hashable]) -> list[Hashable]:
    """Return ``items`` without repeats, in first-seen order.

    Examples
    --------
    >>> unique([3, 1, 3, 2, 1])
    [3, 1, 2]
    """
    return list(dict.fromkeys(items))


class Evaluator:
    """Grundy values for one game, with memos shared across the positions it is asked about.

    Heap games keep their per-heap values on the ruleset object (a ruleset never changes),
    so later calls reuse them; other games keep values for the evaluator's lifetime.
    """

    def __init__(self, game: Any, max_positions: int = DEFAULT_MAX_POSITIONS) -> None:
        self.game = check_game(game)
        self.max_positions = check_max_positions(max_positions)
        self.memo: dict[Hashable, int] = {}
        self.parts: list[Evaluator] = []
        if isinstance(game, Sum):
            self.parts = [Evaluator(g, max_positions) for g in game.games]

    def grundy(self, position: Any) -> int:
        """Return the Grundy value of ``position``."""
        check_hashable(position)
        game = self.game
        if isinstance(game, Sum):
            values = (e.grundy(p) for e, p in zip(self.parts, game.parts(position), strict=True))
            return reduce(xor, values, 0)
        if isinstance(game, HeapGame):
            return reduce(xor, (self.heap_grundy(h) for h in game.components(position)), 0)

        def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
            options = options_of(game, node, self.max_positions)
            return options, lambda memo: least_missing({memo[o] for o in options})

        return solve_iteratively(position, expand, self.memo, self.max_positions)

    def heap_grundy(self, heap: Hashable) -> int:
        """Return the Grundy value of a single heap of a heap game (cached on the game).

        A depth-first search whose stack holds, per heap being evaluated, the generator
        of its options and the set of option values seen so far: memory grows with the
        number of heaps visited, not with the number of options (a Kayles heap of
        ``10**5`` has ``10**5`` options and as many heaps below it). Large heaps of a
        ruleset with a compiled sequence go to :func:`grundylib.grundy_sequence`.
        """
        game = self.game
        assert isinstance(game, HeapGame)
        known = game.known_heap_grundy(heap)
        if known is not None:
            return known
        cache: dict[Hashable, int] = game.__dict__.setdefault("_heap_grundy_cache", {})
        if heap in cache:
            return cache[heap]
        if isinstance(heap, int) and heap >= COMPILED_FROM_HEAP:
            value = self._compiled_heap_grundy(heap)
            if value is not None:
                return value
        limit = self.max_positions
        # a frame: [heap, the generator of its options, the option being read, values seen]
        stack: list[list[Any]] = [[heap, game.checked_options(heap, limit), None, set()]]
        on_path: dict[Hashable, int] = {heap: 0}
        budget = SizeBudget(limit, heap)
        budget.add(heap)
        while stack:
            frame = stack[-1]
            node, options, option, seen = frame
            pushed = False
            while not pushed:
                if option is None:
                    option = next(options, None)
                    if option is None:
                        break
                missing = next(
                    (c for c in option if not game.is_empty(c) and c not in cache), None
                )
                if missing is None:
                    seen.add(reduce(xor, (cache[c] for c in option if not game.is_empty(c)), 0))
                    option = None
                    continue
                if missing in on_path:
                    raise LoopyGameError([f[0] for f in stack[on_path[missing] :]])
                if len(cache) + len(on_path) >= limit:
                    raise _limit_passed(limit, heap)
                budget.add(missing)
                frame[2] = option
                on_path[missing] = len(stack)
                stack.append([missing, game.checked_options(missing, limit), None, set()])
                pushed = True
            if not pushed:
                cache[node] = least_missing(seen)
                del on_path[node]
                stack.pop()
        return cache[heap]

    def _compiled_heap_grundy(self, heap: int) -> int | None:
        """The value of a large heap from the compiled sequence, or ``None`` if there is none."""
        from .sequences import MAX_SEQUENCE_LENGTH, _rules_of, grundy_sequence  # imports us

        game = self.game
        assert isinstance(game, HeapGame)
        if _rules_of(game) is None:
            return None
        if heap >= self.max_positions or heap >= MAX_SEQUENCE_LENGTH:
            raise _limit_passed(self.max_positions, heap)  # the heaps 0..heap are positions
        return int(grundy_sequence(game, heap + 1, progress=False)[heap])

    def outcome(self, position: Any) -> Outcome:
        """Return the normal-play outcome of ``position``."""
        return Outcome.P if self.grundy(position) == 0 else Outcome.N


def misere_outcome(game: Game, position: Hashable, max_positions: int) -> Outcome:
    """Return the misère outcome by searching the whole move graph (no theory assumed)."""
    memo: dict[Hashable, int] = {}  # 1: the player to move wins, 0: loses

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        options = options_of(game, node, max_positions)
        if not options:
            return [], lambda memo: 1  # no move: the opponent moved last and lost
        return options, lambda memo: int(any(memo[o] == 0 for o in options))

    wins = solve_iteratively(check_hashable(position), expand, memo, max_positions)
    return Outcome.N if wins else Outcome.P


def grundy(game: Any, position: Any, *, max_positions: int = DEFAULT_MAX_POSITIONS) -> int:
    """Return the Grundy value (nim value) of ``position``: the mex of its options' values.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to evaluate.
    max_positions : int, optional
        Stop with :class:`~grundylib.core.PositionLimitError` after discovering this many
        positions.

    Returns
    -------
    int
        ``0`` exactly when ``position`` is a P-position.

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    InvalidPositionError
        If the game rejects the position.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.grundy(gl.Nim(), (3, 5, 6))
    0
    >>> gl.grundy(gl.SubtractionGame({1, 2, 3}), 21)
    1

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 3 and 4.
    """
    return Evaluator(game, max_positions).grundy(position)


def outcome(
    game: Any,
    position: Any,
    misere: bool = False,
    *,
    max_positions: int = DEFAULT_MAX_POSITIONS,
) -> Outcome:
    """Return the outcome class (P, N, or D for a draw) of ``position``.

    Games that always end are evaluated by the Sprague–Grundy theorem. When a cycle of
    moves is reachable, the outcome comes from the generalized Sprague–Grundy value
    (:func:`grundylib.generalized_grundy`), and best play may go on for ever: a draw.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to classify.
    misere : bool, optional
        If true, the player who makes the last move *loses*. Misère outcomes are found by
        searching the move graph, since the Sprague–Grundy theorem does not apply.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    Outcome
        ``Outcome.P`` if the player to move loses with best play, ``Outcome.N`` if they
        win, ``Outcome.D`` if neither player can force a win (loopy games only).

    Raises
    ------
    LoopyGameError
        With ``misere=True`` on a game with cycles (misère play is searched on
        games that always end).

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.outcome(gl.Nim(), (1, 2, 3))
    <Outcome.P: 'P'>
    >>> gl.outcome(gl.Nim(), (1, 1, 5), misere=True)
    <Outcome.N: 'N'>
    >>> gl.outcome(gl.Nim(), (1, 1, 1), misere=True)
    <Outcome.P: 'P'>
    >>> cycle = gl.GraphGame({"a": ["b"], "b": ["a", "end"], "end": []})
    >>> gl.outcome(cycle, "a"), gl.outcome(cycle, "b")
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> gl.outcome(gl.GraphGame({"a": ["b"], "b": ["a"]}), "a")
    <Outcome.D: 'D'>

    References
    ----------
    .. [1] C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1
       (1966), 51-81 (outcomes of games with cycles).
    """
    if misere:
        return misere_outcome(check_game(game), position, check_max_positions(max_positions))
    try:
        return Evaluator(game, max_positions).outcome(position)
    except LoopyGameError:
        from .loopy import generalized_grundy, outcome_of_value  # loopy imports this module

        value = generalized_grundy(game, position, max_positions=max_positions)
        return outcome_of_value(value)


def winning_moves(
    game: Any,
    position: Any,
    misere: bool = False,
    *,
    max_positions: int = DEFAULT_MAX_POSITIONS,
) -> list[Hashable]:
    """Return every position reachable in one move that is a P-position, each once.

    The order is the order in which ``game.moves`` produces them. An empty list means
    ``position`` is a P-position (or terminal), or a draw. In a game with cycles the
    moves are ordered so that always playing the first one wins (see
    :func:`grundylib.loopy.loopy_winning_moves`).

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to move from.
    misere : bool, optional
        Winning moves under misère play (found by search).
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    list
        The P-positions among the options of ``position``.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.winning_moves(gl.Nim(), (13, 12, 8))
    [(4, 12, 8), (13, 5, 8), (13, 12, 1)]
    >>> gl.winning_moves(gl.SubtractionGame({1, 2, 3}), 21)
    [20]
    >>> gl.winning_moves(gl.Nim(), (1, 2, 3))
    []
    >>> gl.winning_moves(gl.GraphGame({"a": ["b"], "b": ["end", "a"], "end": []}), "b")
    ['end', 'a']
    """
    limit = check_max_positions(max_positions)
    options = options_of(check_game(game), check_hashable(position), limit)
    if misere:
        return [o for o in options if misere_outcome(game, o, limit) == Outcome.P]
    evaluator = Evaluator(game, max_positions)
    try:
        return [o for o in options if evaluator.grundy(o) == 0]
    except LoopyGameError:
        from .loopy import loopy_winning_moves  # loopy imports this module

        return loopy_winning_moves(game, position, max_positions=max_positions)
