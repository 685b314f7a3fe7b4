"""What a game is: the :class:`Game` protocol, heap games, disjunctive sums and graph games.

A game object is a *ruleset*; a position is any hashable, immutable value (an int, a
tuple, a frozen dataclass) because positions become networkx nodes. Anything with a
``moves(position)`` method is a game, so every analysis function works on a game that a
user defines in five lines:

>>> class TakeOneOrTwo:
...     def moves(self, n):
...         return [n - k for k in (1, 2) if k <= n]
>>> import grundylib as gl
>>> gl.grundy(TakeOneOrTwo(), 10)
1

:class:`HeapGame` is the base of every ruleset in which a move acts on one component (a
heap) and replaces it by zero, one or more components; :class:`Sum` plays several games
side by side; :class:`GraphGame` is a game given by its move graph.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .core import (
    DEFAULT_MAX_POSITIONS,
    GrundyError,
    InvalidPositionError,
    LazyModule,
    PositionLimitError,
    check_iterable,
    check_natural,
    check_node,
    shorten,
)

__all__ = ["Game", "GraphGame", "HeapGame", "Position", "Sum"]

if TYPE_CHECKING:
    import networkx as nx
else:
    nx = LazyModule("networkx")  # loaded by the first GraphGame: it takes a while

Position = Hashable
"""Any hashable value can be a position."""


@runtime_checkable
class Game(Protocol):
    """The one method a game needs: the positions reachable in one move.

    Examples
    --------
    >>> import grundylib as gl
    >>> isinstance(gl.Nim(), Game)
    True
    """

    def moves(self, position: Any) -> Iterable[Any]:
        """Return the positions reachable from ``position`` in one move."""
        ...


def sort_positions(positions: Iterable[Hashable]) -> list[Hashable]:
    """Sort positions naturally when they are comparable, else by their ``repr``.

    Examples
    --------
    >>> sort_positions({3, 1, 2})
    [1, 2, 3]
    >>> sort_positions({(1, 2), 3})
    [(1, 2), 3]
    """
    items = list(positions)
    try:
        return sorted(items)  # type: ignore[type-var]
    except TypeError:
        return sorted(items, key=repr)


class Ruleset:
    """Base of rulesets without parameters: all instances are equal and show as ``Name()``.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.Wythoff() == gl.Wythoff(), gl.Wythoff()
    (True, Wythoff())
    """

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other)

    def __hash__(self) -> int:
        return hash(type(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class HeapGame(ABC):
    """Base class of rulesets in which a move replaces one heap by some new heaps.

    A subclass defines :meth:`heap_options` once, for a single heap; moves on positions
    with several heaps, Grundy values (through the Sprague–Grundy theorem) and Grundy
    sequences are derived from it.

    A position is a sorted tuple of heaps, with empty heaps dropped; a single heap is
    written as a bare int, and the position with no heaps is ``0``. Options should not
    contain empty heaps (taking a whole heap is the option ``()``), though a ``0`` is
    tolerated and dropped.

    Subclasses whose components are not heap sizes (a rectangle ``(w, h)``, say)
    override :meth:`is_component`, :meth:`check_component`, :meth:`is_empty` and
    :attr:`empty_position`.

    Examples
    --------
    >>> class Halving(HeapGame):
    ...     '''Split a heap into two equal halves, or remove one counter.'''
    ...     def heap_options(self, h):
    ...         if h % 2 == 0 and h > 0:
    ...             yield (h // 2, h // 2)
    ...         if h > 0:
    ...             yield (h - 1,)
    >>> list(Halving().moves(4))
    [(2, 2), 3]
    >>> list(Halving().moves((2, 2)))
    [(1, 1, 2), (1, 2)]
    """

    empty_position: Hashable = 0

    @abstractmethod
    def heap_options(self, heap: Any) -> Iterable[tuple[Any, ...]]:
        """Yield each option of a single heap as a tuple of the heaps it leaves."""

    def known_heap_grundy(self, heap: Any) -> int | None:
        """Return a proved closed form for a heap's Grundy value, or ``None`` to search.

        The evaluator uses it when it is not ``None``; brute-force checks of a closed
        form must therefore go through :func:`grundylib.game_graph`, which never calls it.
        """
        return None

    def is_component(self, value: Any) -> bool:
        """Whether ``value`` is a single heap (rather than a tuple of heaps)."""
        return isinstance(value, int)

    def check_component(self, value: Any) -> Hashable:
        """Return ``value`` if it is a valid heap, else raise :class:`InvalidPositionError`."""
        return check_natural(value, "heap size")

    def is_empty(self, component: Any) -> bool:
        """Whether a heap contributes nothing (a heap of size 0)."""
        return bool(component == 0)

    def components(self, position: Any) -> tuple[Any, ...]:
        """Return the heaps of ``position`` as a tuple, checking each one.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.Nim().components(5)
        (5,)
        >>> gl.SubtractionGame({1, 2}).components((3, "x"))
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got 'x'
        """
        if self.is_component(position):
            return (self.check_component(position),)
        if isinstance(position, tuple):
            return tuple(self.check_component(c) for c in position)
        raise InvalidPositionError(
            f"position must be a heap or a tuple of heaps, got {shorten(position)}"
        )

    def position(self, components: Iterable[Any]) -> Hashable:
        """Return the canonical position made of ``components``.

        Examples
        --------
        >>> import grundylib as gl
        >>> g = gl.SubtractionGame({1})
        >>> g.position([3, 0, 1]), g.position([4]), g.position([])
        ((1, 3), 4, 0)
        """
        heaps = sort_positions(c for c in components if not self.is_empty(c))
        if not heaps:
            return self.empty_position
        if len(heaps) == 1:
            return heaps[0]
        return tuple(heaps)

    def checked_options(
        self, heap: Hashable, max_options: int = DEFAULT_MAX_POSITIONS
    ) -> Iterator[tuple[Hashable, ...]]:
        """Yield the options of ``heap`` from :meth:`heap_options`, each checked, as tuples.

        Every search reads heap options through this method, so what ``heap_options``
        returns is validated the same way everywhere: it must be an iterable of tuples
        (or lists) of heaps, each heap valid for :meth:`check_component` (a negative or
        a float heap is refused). Options are counted *as they are read*, before any
        de-duplication, so a ``heap_options`` that never ends stops with
        :class:`~grundylib.PositionLimitError` after ``max_options``.

        Raises
        ------
        InvalidPositionError
            Naming the ruleset, the heap and what was returned.
        PositionLimitError
            After more than ``max_options`` options.

        Examples
        --------
        >>> import grundylib as gl
        >>> list(gl.SubtractionGame({1, 2}).checked_options(5))
        [(4,), (3,)]
        >>> class Bare(HeapGame):
        ...     def heap_options(self, h):
        ...         return [h - 1]
        >>> list(Bare().checked_options(3))
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidPositionError: Bare().heap_options(3) yielded 2, not a tuple of heaps (write (2,) for one heap)
        """
        options = self.heap_options(heap)
        where = f"{shorten(self)}.heap_options({shorten(heap)})"
        if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
            raise InvalidPositionError(
                f"{where} must return an iterable of tuples of heaps, got {shorten(options)}"
            )
        plain = type(self).check_component is HeapGame.check_component
        for count, option in enumerate(options, start=1):
            if count > max_options:
                raise PositionLimitError(
                    f"max_positions={max_options} was passed by the options of "
                    f"{shorten(heap)} alone; pass a larger max_positions or start from a "
                    "smaller position"
                )
            if plain and type(option) is tuple:  # the common case, checked quickly
                for c in option:
                    if type(c) is not int or c < 0:
                        break
                else:
                    yield option
                    continue
            if not isinstance(option, (tuple, list)):
                hint = f" (write ({shorten(option)},) for one heap)" if self.is_component(option) else ""
                raise InvalidPositionError(
                    f"{where} yielded {shorten(option)}, not a tuple of heaps{hint}"
                )
            try:
                yield tuple(self.check_component(c) for c in option)
            except GrundyError as error:
                raise InvalidPositionError(f"{where} yielded {shorten(option)}: {error}") from None

    def moves(self, position: Any) -> Iterator[Hashable]:
        """Yield each position reachable in one move, once, in a stable order."""
        return self.bounded_moves(position, DEFAULT_MAX_POSITIONS)

    def bounded_moves(self, position: Any, max_options: int) -> Iterator[Hashable]:
        """Yield what :meth:`moves` yields, reading at most ``max_options`` options a heap.

        The options are counted as they are read, repeats included (see
        :meth:`checked_options`), so a ``heap_options`` that repeats one option for ever
        stops with :class:`~grundylib.PositionLimitError`.
        """
        heaps = self.components(position)
        seen: set[Hashable] = set()
        for i, heap in enumerate(heaps):
            if heap in heaps[:i]:
                continue  # an equal heap earlier gives the same results
            rest = heaps[:i] + heaps[i + 1 :]
            for option in self.checked_options(heap, max_options):
                new = self.position(rest + option)
                if new not in seen:
                    seen.add(new)
                    yield new

    def parameters(self) -> dict[str, Any]:
        """Return what distinguishes this ruleset from others of its class: its attributes.

        Equality and hashing use the class and these attributes (the per-heap value
        cache that searches keep on the ruleset is left out), so two rulesets of a
        class with different parameters are never equal, whatever their ``repr``.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.OctalGame(".77").parameters()
        {'digits': (0, 7, 7), 'code': '0.77'}
        """
        return {k: v for k, v in vars(self).items() if k not in _CACHE_ATTRIBUTES}

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return False
        assert isinstance(other, HeapGame)
        return self.parameters() == other.parameters()

    def __hash__(self) -> int:
        params = self.parameters()
        try:
            return hash((type(self), _frozen(params)))
        except TypeError:  # an unhashable parameter: equal games still hash alike
            return hash((type(self), tuple(sorted(params))))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


_CACHE_ATTRIBUTES = frozenset({"_heap_grundy_cache"})
"""Attributes that searches attach to a ruleset; they are not parameters."""


def _frozen(value: Any) -> Hashable:
    """A hashable stand-in for ``value`` that is equal for equal values (lists, sets, dicts)."""
    if isinstance(value, dict):
        return frozenset((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(_frozen(v) for v in value)
    return value  # type: ignore[no-any-return]


class Sum:
    """The disjunctive sum of games: a move is a move in exactly one component.

    A position is a tuple with one position per component game. By the
    Sprague–Grundy theorem its Grundy value is the nim-sum of the components' values,
    which is how :func:`grundylib.grundy` evaluates it (no product graph is built).

    Parameters
    ----------
    *games : Game
        The component games, at least one.

    Examples
    --------
    >>> import grundylib as gl
    >>> s = Sum(gl.SubtractionGame({1, 2, 3}), gl.Nim())
    >>> s
    Sum(SubtractionGame({1, 2, 3}), Nim())
    >>> sorted(s.moves((1, 2)))
    [(0, 2), (1, 0), (1, 1)]
    >>> gl.grundy(s, (5, 3)), 5 % 4 ^ 3
    (2, 2)

    References
    ----------
    .. [1] R. P. Sprague, "Über mathematische Kampfspiele", Tôhoku Math. J. 41 (1935).
    .. [2] P. M. Grundy, "Mathematics and games", Eureka 2 (1939).
    """

    def __init__(self, *games: Game) -> None:
        if not games:
            raise InvalidPositionError("games must name at least one game, got none")
        for g in games:
            if not callable(getattr(g, "moves", None)):
                raise InvalidPositionError(f"games must have a moves() method, got {g!r}")
        self.games: tuple[Game, ...] = tuple(games)

    def parts(self, position: Any) -> tuple[Any, ...]:
        """Return ``position`` as a tuple with one position per component, checking its length."""
        if not isinstance(position, tuple) or len(position) != len(self.games):
            raise InvalidPositionError(
                f"position of a sum of {len(self.games)} games must be a tuple of "
                f"{len(self.games)} positions, got {position!r}"
            )
        return position

    def moves(self, position: Any) -> Iterator[tuple[Any, ...]]:
        """Yield the positions reachable by one move in one component."""
        parts = self.parts(position)
        for i, (game, part) in enumerate(zip(self.games, parts, strict=True)):
            for option in game.moves(part):
                yield (*parts[:i], option, *parts[i + 1 :])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sum) and self.games == other.games

    def __hash__(self) -> int:
        return hash(("Sum", self.games))

    def __repr__(self) -> str:
        return f"Sum({', '.join(repr(g) for g in self.games)})"


class GraphGame:
    """A game given by its move graph: a token sits on a node and moves along an edge.

    Every impartial game is of this kind (the positions are the nodes, the moves the
    edges), and a hand-drawn graph is the easiest way to try the definitions.

    Parameters
    ----------
    edges : mapping, networkx.DiGraph or iterable of pairs
        ``{node: [successors]}``, a directed graph, or ``(u, v)`` move pairs.

    Examples
    --------
    >>> import grundylib as gl
    >>> g = GraphGame({"a": ["b", "c"], "b": ["c"], "c": []})
    >>> g
    GraphGame({'a': ['b', 'c'], 'b': ['c'], 'c': []})
    >>> [gl.grundy(g, v) for v in "abc"]
    [2, 1, 0]
    >>> list(g.moves("z"))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: position must be a node of the graph, got 'z'
    """

    def __init__(
        self, edges: Mapping[Hashable, Iterable[Hashable]] | nx.DiGraph[Hashable] | Iterable[Any]
    ) -> None:
        graph: nx.DiGraph[Hashable] = nx.DiGraph()
        if isinstance(edges, nx.DiGraph):
            graph.add_nodes_from(edges.nodes)
            graph.add_edges_from(edges.edges)
        elif isinstance(edges, Mapping):
            for node, successors in edges.items():
                graph.add_node(check_node(node))
                for successor in check_iterable(successors, f"edges[{node!r}]", text=True):
                    graph.add_edge(node, check_node(successor))
        else:
            for pair in check_iterable(edges, "edges"):
                if not isinstance(pair, tuple) or len(pair) != 2:
                    raise InvalidPositionError(f"edges must be (u, v) pairs, got {pair!r}")
                graph.add_edge(check_node(pair[0]), check_node(pair[1]))
        self.graph = graph

    def moves(self, position: Any) -> list[Hashable]:
        """Return the successors of ``position`` in the graph."""
        try:
            return list(self.graph.successors(position))
        except (nx.NetworkXError, TypeError):
            raise InvalidPositionError(
                f"position must be a node of the graph, got {shorten(position)}"
            ) from None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GraphGame) and nx.utils.graphs_equal(self.graph, other.graph)

    def __hash__(self) -> int:
        # the same sets as the equality compares, so equal graphs hash alike in any order
        return hash(("GraphGame", frozenset(self.graph.nodes), frozenset(self.graph.edges)))

    def __repr__(self) -> str:
        adjacency = {node: list(self.graph.successors(node)) for node in self.graph.nodes}
        return f"GraphGame({adjacency!r})"
