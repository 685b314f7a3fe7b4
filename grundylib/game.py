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
from typing import Any, Protocol, runtime_checkable

import networkx as nx

from .core import InvalidPositionError, check_iterable, check_natural, check_node

__all__ = ["Game", "GraphGame", "HeapGame", "Position", "Sum"]

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
        raise InvalidPositionError(f"position must be a heap or a tuple of heaps, got {position!r}")

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

    def moves(self, position: Any) -> Iterator[Hashable]:
        """Yield each position reachable in one move, once, in a stable order."""
        heaps = self.components(position)
        seen: set[Hashable] = set()
        for i, heap in enumerate(heaps):
            if heap in heaps[:i]:
                continue  # an equal heap earlier gives the same results
            rest = heaps[:i] + heaps[i + 1 :]
            for option in self.heap_options(heap):
                new = self.position(rest + tuple(option))
                if new not in seen:
                    seen.add(new)
                    yield new

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash((type(self), repr(self)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


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
                f"position must be a node of the graph, got {position!r}"
            ) from None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GraphGame) and nx.utils.graphs_equal(self.graph, other.graph)

    def __hash__(self) -> int:
        return hash(("GraphGame", tuple(self.graph.edges)))

    def __repr__(self) -> str:
        adjacency = {node: list(self.graph.successors(node)) for node in self.graph.nodes}
        return f"GraphGame({adjacency!r})"
