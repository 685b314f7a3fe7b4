"""The search engine under every analysis: reading options, limits, caches.

Private, and the bottom layer above :mod:`grundylib.core` and :mod:`grundylib.game`:
:mod:`grundylib.graph`, :mod:`grundylib.loopy`, :mod:`grundylib.misere`,
:mod:`grundylib.sequences`, the widgets and the course import the engine from here, and
:mod:`grundylib.analysis` (the public front door) builds on it. Nothing here imports a
module above it.

- :func:`options_of` reads ``game.moves(position)`` and checks what came back, stopping
  at ``max_positions`` options (:func:`at_most`);
- :func:`search_grundy` is the loop for games of the user's own (anything with
  ``moves``): an iterative, memoised depth-first search that calls ``moves`` once a
  position, written to cost about what a hand-written one costs, with every check and
  limit (``benchmarks/bench_search.py`` measures it against that hand-written one);
- :func:`solve_iteratively` evaluates a position by a depth-first search with an explicit
  stack for the searches that combine values otherwise (misère outcomes), with the same
  checks (no recursion, cycles reported as :class:`~grundylib.core.LoopyGameError`);
- :class:`Evaluator` computes Grundy values with memos (sums by the Sprague–Grundy
  theorem, heap games heap by heap with a cache kept on the ruleset);
- :func:`explore` builds the unlabelled move graph reachable from a position;
- :func:`search_misere_outcome` decides misère play by searching the move graph, assuming
  no theory (the theory that avoids it lives in :mod:`grundylib.misere`).

The compiled path for large heaps. Rulesets with a compiled Grundy sequence (octal and
subtraction games, Grundy's game) evaluate a heap of ``COMPILED_FROM_HEAP`` or more
counters much faster through :func:`grundylib.grundy_sequence` than by a search. The
engine cannot import :mod:`grundylib.sequences` (that module is built on the engine), so
the sequence module *registers* its evaluator here when it is imported
(:func:`register_compiled_heap_grundy`). The package imports :mod:`grundylib.sequences`
when it is itself imported (that loads numpy, not numba), so the evaluator is registered
before any search runs. Without one, a large heap would be searched like a small one: the
value is the same, only slower.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator
from functools import partial, reduce
from operator import xor
from typing import TYPE_CHECKING, Any, cast

from .core import (
    DEFAULT_MAX_POSITIONS,
    OPTIONS_PER_POSITION,
    InvalidArgumentError,
    InvalidPositionError,
    LazyModule,
    LoopyGameError,
    Outcome,
    PositionLimitError,
    SizeBudget,
    all_natural,
    check_hashable,
    check_node,
    check_positive,
    how_to_raise,
    least_missing,
    position_size,
    shorten,
)
from .game import Game, HeapGame, Position, Sum

__all__ = [
    "COMPILED_FROM_HEAP",
    "DEFAULT_MAX_POSITIONS",
    "Evaluator",
    "at_most",
    "check_game",
    "check_max_positions",
    "explore",
    "limit_passed",
    "options_of",
    "read_options",
    "register_compiled_heap_grundy",
    "search_grundy",
    "search_misere_outcome",
    "solve_iteratively",
    "unique",
]

if TYPE_CHECKING:
    import networkx as nx
else:
    nx = LazyModule("networkx")  # loaded by the first explore(): it takes a while

COMPILED_FROM_HEAP = 1000
"""From this heap size on, a ruleset with a compiled sequence (octal and subtraction games,
Grundy's game) is evaluated by :func:`grundylib.grundy_sequence` instead of a search."""

Expand = Callable[[Hashable], tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]]

CompiledHeapGrundy = Callable[[HeapGame, int, int], "int | None"]
"""``f(game, heap, max_positions)``: the value of a large heap, or ``None`` if ``game`` has
no compiled sequence."""

_compiled_heap_grundy: list[CompiledHeapGrundy] = []


def register_compiled_heap_grundy(evaluate: CompiledHeapGrundy) -> None:
    """Let :class:`Evaluator` ask ``evaluate`` for heaps of ``COMPILED_FROM_HEAP`` or more.

    Called once by :mod:`grundylib.sequences` when it is imported; registering the same
    function again has no effect.

    Examples
    --------
    >>> import grundylib.sequences  # registers the compiled sequences
    >>> len(_compiled_heap_grundy)
    1
    """
    if evaluate not in _compiled_heap_grundy:
        _compiled_heap_grundy.append(evaluate)


def check_game(game: object) -> Game:
    """Return ``game`` if it has a ``moves`` method, else raise :class:`InvalidArgumentError`.

    Examples
    --------
    >>> check_game(3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: game must have a moves(position) method, got 3
    """
    if not callable(getattr(game, "moves", None)):
        raise InvalidArgumentError(
            f"game must have a moves(position) method, got {shorten(game)}"
        )
    return cast("Game", game)


def check_max_positions(max_positions: object) -> int:
    """Return ``max_positions`` if it is a positive int, else raise :class:`InvalidArgumentError`.

    Examples
    --------
    >>> check_max_positions(0)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: max_positions must be a positive integer, got 0
    """
    return check_positive(max_positions, "max_positions", InvalidArgumentError)


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
                raise limit_passed(max_positions, start)
            budget.add(child)
            grandchildren, child_combine = expand(child)
            on_path[child] = len(stack)
            stack.append((child, grandchildren, 0, child_combine))
        else:
            memo[node] = combine(memo)
            del on_path[node]
            stack.pop()
    return memo[start]


SMALL_INT = 1 << 62
"""Ints strictly between ``-SMALL_INT`` and ``SMALL_INT`` (36 bytes at most) are not weighed
against the byte budget of :class:`~grundylib.core.SizeBudget`: the count ``max_positions``
already bounds them far below it."""

SMALL_INT_IN_TUPLE = 40
"""The bytes a small int in a tuple position is weighed at (its pointer and the int itself, as
:func:`~grundylib.core.position_size` counts them to within a few bytes)."""

_IN_PROGRESS = -1
"""The memo's mark for a position on the search stack (a real Grundy value is never negative)."""


def search_grundy(
    game: Game, start: Hashable, memo: dict[Hashable, int], max_positions: int
) -> int:
    """Return the Grundy value of ``start`` by an iterative, memoised depth-first search.

    The engine's loop for any game that is neither a sum nor a heap game, written to cost
    little more than the plain search a student writes: ``game.moves`` is called once a
    position and its options are kept on the stack; a position being searched is marked
    in ``memo`` (so a cycle shows up as a mark among the values of some position's
    options, and is then reported with its positions); lists and tuples returned by
    ``moves`` are read as they are, anything else through :func:`read_options`.

    Every check of :func:`options_of` still holds: a non-iterable or unhashable option
    is an :class:`InvalidPositionError`, more than ``max_positions`` options a
    :class:`PositionLimitError`, and the search stops as soon as ``memo`` would hold more
    than ``max_positions`` positions (those already known count too) or the positions'
    bytes pass the budget of :class:`~grundylib.core.SizeBudget` (a tuple weighed as
    :func:`~grundylib.core.position_size` does, anything else by :func:`sys.getsizeof`). If anything is raised,
    ``memo`` keeps only finished values.

    Examples
    --------
    >>> import grundylib as gl
    >>> chain = gl.GraphGame({3: [2, 1], 2: [1], 1: [0], 0: []})
    >>> search_grundy(chain, 3, {}, 100)
    2
    >>> search_grundy(gl.GraphGame({"a": ["b"], "b": ["a"]}), "a", {}, 100)
    Traceback (most recent call last):
    ...
    grundylib.core.LoopyGameError: the move graph has a cycle: 'a' -> 'b' -> 'a'; ...
    >>> search_grundy(chain, 3, {}, 2)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=2 was passed while exploring from 3; ...
    """
    known = memo.get(start)
    if known is not None and known >= 0:
        return known
    moves: Callable[[Hashable], Any] = game.moves
    rules: Any = type(game)
    if (
        isinstance(game, HeapGame)
        and rules.moves is HeapGame.moves
        and rules.bounded_moves is HeapGame.bounded_moves
    ):
        # the start's components are checked once; every later position was built by
        # the ruleset from options checked as they were read, and is not checked again
        game.components(start)
        option_list = game.option_list
        moves = partial(option_list, max_options=max_positions, trusted=True)
    getsizeof = sys.getsizeof
    limit = max_positions
    budget = SizeBudget(limit, start)
    budget.add(start)
    left = budget.left
    size_of = position_size
    mark = _IN_PROGRESS
    value_of = memo.__getitem__
    count = len(memo) + 1
    if count > limit:
        raise limit_passed(limit, start)
    reads = max(limit, DEFAULT_MAX_POSITIONS) * OPTIONS_PER_POSITION
    memo[start] = mark
    stack: list[tuple[Hashable, Any]] = []
    try:
        node: Hashable = start
        while True:
            options: Any = moves(node)  # read the options of a newly pushed node
            kind = type(options)
            if kind is not list and kind is not tuple:
                options = read_options(options, node, limit)
            elif len(options) > limit:
                list(at_most(options, limit, node))  # raises
            reads -= len(options)
            if reads < 0:
                raise _work_passed(limit, start)
            stack.append((node, options))
            while stack:  # finish nodes until one has an option not yet searched
                node, options = stack[-1]
                for option in options:
                    if option not in memo:
                        break
                else:
                    seen = set(map(value_of, options))
                    if mark in seen:
                        raise _cycle_through(stack, memo)
                    value = 0
                    while value in seen:
                        value += 1
                    memo[node] = value
                    stack.pop()
                    continue
                count += 1
                if count > limit:
                    raise limit_passed(limit, start)
                kind = type(option)
                if kind is tuple:  # weighed inline: a call a position costs a third of a search
                    weight = 40
                    for item in option:
                        if type(item) is int and -SMALL_INT < item < SMALL_INT:
                            weight += SMALL_INT_IN_TUPLE
                        else:
                            weight = size_of(option)
                            break
                    left -= weight
                elif kind is not int or not -SMALL_INT < option < SMALL_INT:
                    left -= getsizeof(option)
                if left < 0:
                    budget.left = left
                    budget.add(option)  # raises
                memo[option] = mark
                node = option
                break
            else:
                break
    except TypeError:
        if stack:
            _check_hashable_options(stack[-1])
        raise
    finally:
        if stack:  # stopped early: forget the marks
            for frame in stack:
                if memo.get(frame[0]) == mark:
                    del memo[frame[0]]
        if memo.get(start) == mark:
            del memo[start]
        if memo.get(node) == mark:
            del memo[node]
    return memo[start]


def _cycle_through(stack: list[tuple[Hashable, Any]], memo: dict[Hashable, int]) -> LoopyGameError:
    """The cycle closest to the start: a move from a frame back to it or to a frame below.

    Called when some position's options include one still on the stack; the frames are
    scanned from the start, so the cycle named is the first the search entered (a
    self-loop of the start is named as such even if a deeper cycle closed first).
    """
    where = {frame[0]: i for i, frame in enumerate(stack)}
    for i, (_, options) in enumerate(stack):
        for option in options:
            j = where.get(option)
            if j is not None and j <= i:
                return LoopyGameError([frame[0] for frame in stack[j : i + 1]])
    raise AssertionError("no cycle on the stack")  # pragma: no cover - called on a cycle


def _work_passed(max_positions: int, start: Hashable) -> PositionLimitError:
    reads = max(max_positions, DEFAULT_MAX_POSITIONS) * OPTIONS_PER_POSITION
    return PositionLimitError(
        f"max_positions={max_positions} allows reading {reads} options in all "
        f"({OPTIONS_PER_POSITION} a position), passed while exploring from {shorten(start)}; "
        f"{how_to_raise(max(max_positions, DEFAULT_MAX_POSITIONS))}"
    )


def _check_hashable_options(frame: tuple[Hashable, Any]) -> None:
    """Raise :class:`InvalidPositionError` if the frame's options hold an unhashable one."""
    node, options = frame
    for option in options:
        try:
            hash(option)
        except TypeError:
            raise InvalidPositionError(
                f"game.moves({shorten(node)}) returned the unhashable option "
                f"{shorten(option)}; positions must be hashable (use a tuple, not a list)"
            ) from None


def limit_passed(max_positions: int, start: Hashable) -> PositionLimitError:
    return PositionLimitError(
        f"max_positions={max_positions} was passed while exploring from "
        f"{shorten(start)}; {how_to_raise(max_positions)}"
    )


def options_of(
    game: Game, position: Position, max_positions: int = DEFAULT_MAX_POSITIONS
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
    return read_options(moves, position, max_positions)


def read_options(moves: Any, position: Position, max_positions: int) -> list[Hashable]:
    """Return the distinct options in ``moves``, what ``game.moves(position)`` returned.

    The checks of :func:`options_of`, for a caller that has already called ``moves``.

    Examples
    --------
    >>> read_options(iter([2, 1, 2]), 3, 10)
    [2, 1]
    >>> read_options("21", 3, 10)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: game.moves(3) must return an iterable of positions, got '21'
    """
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
                f"{shorten(position)} alone; {how_to_raise(max_positions)}"
            )
        yield item


def search_misere_outcome(
    game: Game, position: Position, max_positions: int = DEFAULT_MAX_POSITIONS
) -> Outcome:
    """Return the misère outcome of ``position`` by searching the whole move graph.

    No theory is assumed: a terminal position is won by the player to move (the
    opponent made the last move and lost), and a position is lost exactly when every
    option is won. The game must always end. :func:`grundylib.misere.misere_outcome`
    tries theory first and calls this only when no theory applies; the SJ
    counterexample search calls it directly, to compare a rule with the truth.

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    PositionLimitError
        If more than ``max_positions`` positions are discovered.

    Examples
    --------
    >>> import grundylib as gl
    >>> search_misere_outcome(gl.Nim(), (1, 1, 5)), search_misere_outcome(gl.Nim(), (1, 1, 1))
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

    def __init__(self, game: Game, max_positions: int = DEFAULT_MAX_POSITIONS) -> None:
        self.game = check_game(game)
        self.max_positions = check_max_positions(max_positions)
        self.memo: dict[Hashable, int] = {}
        self.parts: list[Evaluator] = []
        if isinstance(game, Sum):
            self.parts = [Evaluator(g, max_positions) for g in game.games]

    def grundy(self, position: Position) -> int:
        """Return the Grundy value of ``position``."""
        check_hashable(position)
        game = self.game
        if isinstance(game, Sum):
            values = (e.grundy(p) for e, p in zip(self.parts, game.parts(position), strict=True))
            return reduce(xor, values, 0)
        if isinstance(game, HeapGame):
            if game._quick_kind == 0 and type(position) is tuple and all_natural(position):
                heaps: tuple[Any, ...] = position  # a million heaps checked at C speed
            else:
                heaps = game.components(position)
            total, rest = game.known_nim_sum(heaps)
            return reduce(xor, map(self.heap_grundy, rest), total)

        return search_grundy(game, position, self.memo, self.max_positions)

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
                    raise limit_passed(limit, heap)
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
        """The value of a large heap from a registered compiled sequence, else ``None``."""
        game = self.game
        assert isinstance(game, HeapGame)
        for evaluate in _compiled_heap_grundy:
            value = evaluate(game, heap, self.max_positions)
            if value is not None:
                return value
        return None

    def outcome(self, position: Position) -> Outcome:
        """Return the normal-play outcome of ``position``."""
        return Outcome.P if self.grundy(position) == 0 else Outcome.N


def explore(
    game: Game,
    start: Position,
    max_positions: int = DEFAULT_MAX_POSITIONS,
    graph_class: Callable[..., nx.DiGraph[Hashable]] | None = None,
) -> nx.DiGraph[Hashable]:
    """Return the unlabelled move graph of the positions reachable from ``start``.

    ``graph_class`` builds the empty graph (a ``networkx.DiGraph`` by default;
    :func:`grundylib.game_graph` passes one that draws itself in Jupyter).

    Examples
    --------
    >>> import grundylib as gl
    >>> sorted(explore(gl.SubtractionGame({1, 2}), 3).edges)
    [(1, 0), (2, 0), (2, 1), (3, 1), (3, 2)]
    """
    check_game(game)
    check_node(start)
    limit = check_max_positions(max_positions)
    graph = (graph_class or nx.DiGraph)(start=start, game=repr(game))
    graph.add_node(start)
    budget = SizeBudget(limit, start)
    budget.add(start)
    queue: deque[Hashable] = deque([start])
    while queue:
        node = queue.popleft()
        for option in options_of(game, node, limit):
            if option not in graph:
                check_node(option)
                budget.add(option)
                graph.add_node(option)
                if graph.number_of_nodes() > limit:
                    raise PositionLimitError(
                        f"max_positions={limit} was passed while exploring from {shorten(start)}; "
                        f"{how_to_raise(limit)}"
                    )
                queue.append(option)
            graph.add_edge(node, option)
    return graph


