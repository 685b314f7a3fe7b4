"""Green Hackenbush: cut an edge of a picture, and whatever loses touch with the ground falls.

This module owns :class:`GreenHackenbush` (the ruleset), the frozen form of a picture
(:func:`hackenbush_position`, and back to networkx with :func:`hackenbush_graph`), the
pictures the lessons build (:func:`bamboo`, :func:`tree`, :func:`polygon`,
:func:`hackenbush_sum`) and the fast value of any picture by the colon and fusion
principles (:func:`hackenbush_value`, :func:`fuse`, :func:`hackenbush_winning_cuts`).

A position is a sorted tuple of edges ``(u, v)`` with ``u <= v``, its vertices
non-negative integers; vertex ``0`` is the ground. A repeated edge is a pair of parallel
edges, an edge ``(v, v)`` is a loop. Every edge is connected to the ground. A picture given
with ``ground=`` (a tree rooted at vertex 1, vertices named by strings) or as a networkx
graph is valued as it is by :func:`hackenbush_value`, and renumbered into a position by
:func:`hackenbush_position`.
"""

from __future__ import annotations

import functools
import itertools
import random
import sys
from collections import defaultdict
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .._display import LAST_MOVE_WINS
from ..core import (
    MAX_ITEMS,
    InvalidArgumentError,
    InvalidPositionError,
    LazyModule,
    PositionLimitError,
    all_natural,
    check_natural,
    shorten,
    take_finite,
)
from ..game import Position, Ruleset

__all__ = [
    "GROUND",
    "GreenHackenbush",
    "bamboo",
    "fuse",
    "hackenbush_cut",
    "hackenbush_graph",
    "hackenbush_pieces",
    "hackenbush_position",
    "hackenbush_sum",
    "hackenbush_value",
    "hackenbush_winning_cuts",
    "polygon",
    "random_hackenbush",
    "tree",
]

if TYPE_CHECKING:
    import networkx as nx
else:
    nx = LazyModule("networkx")  # loaded by the first picture: it takes a while

GROUND = 0
"""The vertex that stands for the ground in every position."""

Edge = tuple[int, int]
Picture = tuple[Edge, ...]
Layout = dict[int, tuple[float, float]]

MAX_EDGES = MAX_ITEMS
"""The most edges a picture may have."""


def check_edge(edge: Any) -> Edge:
    """Return ``edge`` as ``(u, v)`` with ``u <= v``, checking it is a pair of vertices.

    Examples
    --------
    >>> check_edge((3, 1))
    (1, 3)
    >>> check_edge((1, -2))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: vertex must be a non-negative integer, got -2 in edge (1, -2)
    """
    if not isinstance(edge, (tuple, list)) or len(edge) != 2:
        raise InvalidPositionError(f"edge must be a pair of vertices (u, v), got {edge!r}")
    for v in edge:
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise InvalidPositionError(
                f"vertex must be a non-negative integer, got {v!r} in edge {tuple(edge)!r}"
            )
    u, v = edge
    return (u, v) if u <= v else (v, u)


def grounded_edges(edges: Sequence[Edge]) -> list[int]:
    """Return the indices of the edges connected to the ground (breadth-first from it).

    Examples
    --------
    >>> grounded_edges([(0, 1), (2, 3), (1, 1)])
    [0, 2]
    """
    at: dict[int, list[int]] = {}
    for i, (u, v) in enumerate(edges):
        at.setdefault(u, []).append(i)
        if v != u:
            at.setdefault(v, []).append(i)
    seen_vertices = {GROUND}
    frontier = [GROUND]
    kept: set[int] = set()
    while frontier:
        vertex = frontier.pop()
        for i in at.get(vertex, ()):
            if i in kept:
                continue
            kept.add(i)
            for w in edges[i]:
                if w not in seen_vertices:
                    seen_vertices.add(w)
                    frontier.append(w)
    return sorted(kept)


def check_picture(position: Any) -> Picture:
    """Return ``position`` in canonical form, checking its edges all reach the ground.

    Examples
    --------
    >>> check_picture(((1, 0), (2, 1)))
    ((0, 1), (1, 2))
    >>> check_picture(((0, 1), (2, 3)))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: every edge must be connected to the ground (vertex 0), got (2, 3) in ((0, 1), (2, 3))
    """
    if not isinstance(position, tuple):
        raise InvalidPositionError(
            f"position must be a tuple of edges (u, v) with 0 the ground, got {position!r}"
        )
    if len(position) > MAX_EDGES:
        raise PositionLimitError(
            f"a picture must have at most {MAX_EDGES} edges, got {len(position)}"
        )
    edges = []
    for edge in position:
        if type(edge) is tuple and len(edge) == 2:  # the usual case, checked inline for speed
            u, v = edge
            if type(u) is int and type(v) is int and u >= 0 and v >= 0:
                edges.append(edge if u <= v else (v, u))
                continue
        edges.append(check_edge(edge))  # anything else: converted, or refused with a message
    edges.sort()
    kept = grounded_edges(edges)
    if len(kept) != len(edges):
        floating = edges[next(i for i in range(len(edges)) if i not in set(kept))]
        raise InvalidPositionError(
            "every edge must be connected to the ground (vertex 0), got "
            f"{floating!r} in {position!r}"
        )
    return tuple(edges)


def hackenbush_position(picture: Any, ground: Any = None) -> Picture:
    """Return the position (frozen picture) of an edge list or a networkx graph.

    Parameters
    ----------
    picture : iterable of (u, v) or networkx.Graph / MultiGraph
        The edges. With a graph, or with ``ground`` given, the vertices may be any
        hashable labels: the ground becomes ``0`` and the other vertices are numbered
        1, 2, ... in the order they first appear (the graph's node order, or the edge
        list's order). Without ``ground``, an edge list's vertices are non-negative ints
        and ``0`` is the ground.
    ground : hashable, optional
        The ground vertex. Default: ``graph.graph["ground"]`` when set, else ``0``.

    Returns
    -------
    tuple of (int, int)
        The sorted edges, each as ``(u, v)`` with ``u <= v``.

    Raises
    ------
    InvalidPositionError
        If an edge is not a pair of vertices, or is not connected to the ground.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([("ground", "a"), ("a", "b"), ("a", "b")])
    >>> hackenbush_position(G, ground="ground")
    ((0, 1), (1, 2), (1, 2))
    >>> hackenbush_position([(2, 1), (0, 1)])
    ((0, 1), (1, 2))
    >>> hackenbush_position([(1, 2), (2, 3), (1, 4)], ground=1)   # a tree rooted at 1
    ((0, 1), (0, 3), (1, 2))
    """
    if isinstance(picture, nx.Graph):
        if picture.is_directed():
            raise InvalidPositionError(f"picture must be an undirected graph, got {picture!r}")
        if ground is None:
            ground = picture.graph.get("ground", GROUND)
        _check_ground(ground)
        if ground not in picture:
            raise InvalidArgumentError(f"ground must be a vertex of the graph, got {ground!r}")
        numbers = {ground: GROUND}
        for node in picture.nodes:
            numbers.setdefault(node, len(numbers))
        return check_picture(tuple((numbers[u], numbers[v]) for u, v in picture.edges()))
    if isinstance(picture, (str, bytes)) or not isinstance(picture, Iterable):
        raise InvalidPositionError(
            f"picture must be a list of edges (u, v) or a networkx graph, got {picture!r}"
        )
    if ground is None:
        return check_picture(tuple(picture))
    _check_ground(ground)
    edges = take_finite(picture, "picture", InvalidPositionError)
    _picture_value(edges, ground, True, picture)  # checks the edges and that they reach the ground
    labels = {ground: GROUND}
    for u, v in edges:
        labels.setdefault(u, len(labels))
        labels.setdefault(v, len(labels))
    return check_picture(tuple((labels[u], labels[v]) for u, v in edges))


def hackenbush_graph(position: Position) -> nx.MultiGraph[int]:
    """Return the picture as a networkx MultiGraph whose ``graph["ground"]`` is 0.

    Examples
    --------
    >>> G = hackenbush_graph(((0, 1), (1, 1)))
    >>> G.graph["ground"], sorted(G.edges()), nx.number_of_selfloops(G)
    (0, [(0, 1), (1, 1)], 1)
    """
    edges = check_picture(position)
    graph: nx.MultiGraph[int] = nx.MultiGraph(ground=GROUND)
    graph.add_node(GROUND)
    graph.add_edges_from(edges)
    return graph


def hackenbush_cut(position: Position, edge: Any) -> Picture:
    """Return the position after cutting one copy of ``edge``: the rest that reaches the ground.

    Examples
    --------
    >>> hackenbush_cut(((0, 1), (1, 2), (2, 3)), (1, 2))
    ((0, 1),)
    >>> hackenbush_cut(((0, 1), (1, 2), (1, 2)), (2, 1))
    ((0, 1), (1, 2))
    >>> hackenbush_cut(((0, 1),), (1, 2))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: edge must be an edge of the picture, got (1, 2)
    """
    edges = list(check_picture(position))
    wanted = check_edge(edge)
    if wanted not in edges:
        raise InvalidArgumentError(f"edge must be an edge of the picture, got {edge!r}")
    return cut_at(edges, edges.index(wanted))


def cut_at(edges: Sequence[Edge], index: int) -> Picture:
    """Return the canonical position after removing ``edges[index]`` (no checks)."""
    rest = [e for i, e in enumerate(edges) if i != index]
    return tuple(rest[i] for i in grounded_edges(rest))


class GreenHackenbush(Ruleset):
    """Green Hackenbush: a move cuts one edge; what no longer reaches the ground falls away.

    A position is a picture: a tuple of edges ``(u, v)`` between non-negative integer
    vertices, vertex ``0`` being the ground (see :func:`hackenbush_position`). Either
    player may cut any edge (all edges are green). The player who cannot move, because
    nothing is left, loses. :func:`hackenbush_value` gives the Grundy value at once by the
    colon and fusion principles; :func:`grundylib.grundy` searches the move graph.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = GreenHackenbush()
    >>> game
    GreenHackenbush()
    >>> list(game.moves(((0, 1), (1, 2), (1, 3))))
    [(), ((0, 1), (1, 3)), ((0, 1), (1, 2))]
    >>> picture = gl.tree([[[]], [[], []]])      # a stalk of 2 beside an edge carrying two
    >>> gl.grundy(game, picture), gl.hackenbush_value(picture)
    (3, 3)

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I: Impartial Combinatorial Games,
       ch. 6 "Green Hackenbush".
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 1, ch. 2 and ch. 7 "Hackenbush".
    .. [3] A. N. Siegel, *Combinatorial Game Theory*, AMS (2013), ch. IV.
    """

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            "A picture of edges standing on the ground (vertex 0): a move cuts one edge, "
            "and whatever no longer connects to the ground falls away. "
            f"{LAST_MOVE_WINS}"
        )

    def named_moves(self, position: Position) -> Iterator[tuple[Edge, Picture]]:
        """Yield ``(edge, picture after cutting it)`` for every edge, parallel copies each once.

        A move is named by the edge it cuts, ``(u, v)`` with ``u <= v``; two parallel
        copies of an edge are two moves (with the same result).

        Examples
        --------
        >>> list(GreenHackenbush().named_moves(((0, 1), (1, 2))))
        [((0, 1), ()), ((1, 2), ((0, 1),))]
        """
        edges = check_picture(position)
        for i, edge in enumerate(edges):
            yield edge, cut_at(edges, i)

    def moves(self, position: Position) -> Iterator[Picture]:
        """Yield the picture after each cut, once for parallel copies, in edge order."""
        edges = check_picture(position)
        for i, edge in enumerate(edges):
            if i > 0 and edges[i - 1] == edge:
                continue  # a parallel copy: the same result
            yield cut_at(edges, i)


# --- pictures --------------------------------------------------------------------------


def bamboo(n: int) -> Picture:
    """Return a bamboo stalk: a path of ``n`` edges standing on the ground.

    Cutting the ``k``-th edge from the bottom leaves a stalk of ``k - 1`` edges, so a
    stalk of ``n`` edges is a Nim heap of size ``n``.

    Examples
    --------
    >>> bamboo(3)
    ((0, 1), (1, 2), (2, 3))
    >>> import grundylib as gl
    >>> [gl.grundy(GreenHackenbush(), bamboo(n)) for n in range(5)]
    [0, 1, 2, 3, 4]
    """
    check_natural(n, "n", InvalidArgumentError)
    if n > MAX_EDGES:
        raise PositionLimitError(f"n must be at most {MAX_EDGES}, got {n}")
    return tuple((i, i + 1) for i in range(n))


def tree(children: Any) -> Picture:
    """Return a tree rooted at the ground, given as nested lists of children.

    Each list is a vertex: the lists inside it are its children, each joined to it by
    one edge. The outer list is the ground. ``[]`` is nothing, ``[[]]`` one edge,
    ``[[[]]]`` a stalk of two edges, ``[[], []]`` two edges side by side on the ground,
    ``[[[], []]]`` an edge carrying a fork of two. Vertices are numbered in the order
    they are reached, a vertex's children together, then each child's subtree in turn.

    Examples
    --------
    >>> tree([[[], []]])
    ((0, 1), (1, 2), (1, 3))
    >>> tree([[[[]]]]) == bamboo(3)
    True
    >>> tree([[], 5])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: tree must be nested lists of children, got 5 in [[], 5]
    """
    edges: list[Edge] = []
    stack: list[tuple[int, Any]] = [(GROUND, children)]
    count = 1
    while stack:
        vertex, kids = stack.pop()
        if not isinstance(kids, (list, tuple)):
            raise InvalidPositionError(
                f"tree must be nested lists of children, got {kids!r} in {children!r}"
            )
        later = []
        for kid in kids:
            if not isinstance(kid, (list, tuple)):
                raise InvalidPositionError(
                    f"tree must be nested lists of children, got {kid!r} in {children!r}"
                )
            if count > MAX_EDGES:
                raise PositionLimitError(f"a tree must have at most {MAX_EDGES} edges")
            edges.append((vertex, count))
            later.append((count, kid))
            count += 1
        stack.extend(reversed(later))
    return check_picture(tuple(edges))


def polygon(n: int, stem: int = 0) -> Picture:
    """Return a cycle of ``n`` edges on top of a stalk of ``stem`` edges.

    ``n = 1`` is a loop, ``n = 2`` two parallel edges; with ``stem = 0`` the cycle
    passes through the ground.

    Examples
    --------
    >>> polygon(3)
    ((0, 1), (0, 2), (1, 2))
    >>> polygon(1, stem=1)
    ((0, 1), (1, 1))
    >>> import grundylib as gl
    >>> gl.hackenbush_value(polygon(3, stem=1)), gl.hackenbush_value(polygon(4, stem=1))
    (2, 1)
    """
    check_natural(n, "n", InvalidArgumentError)
    check_natural(stem, "stem", InvalidArgumentError)
    if n < 1:
        raise InvalidArgumentError(f"n must be a positive integer, got {n!r}")
    if n + stem > MAX_EDGES:
        raise PositionLimitError(f"n + stem must be at most {MAX_EDGES}, got {n + stem}")
    edges = list(bamboo(stem))
    base = stem
    ring = [base, *range(stem + 1, stem + n), base]
    edges += [(ring[i], ring[i + 1]) for i in range(n)]
    return check_picture(tuple(edges))


def hackenbush_sum(*pictures: Any) -> Picture:
    """Return the pictures standing side by side on one ground: their disjunctive sum.

    Vertices of the later pictures are renumbered so the pictures share only the ground.

    Examples
    --------
    >>> hackenbush_sum(bamboo(2), bamboo(1))
    ((0, 1), (0, 3), (1, 2))
    >>> import grundylib as gl
    >>> gl.hackenbush_value(hackenbush_sum(bamboo(3), bamboo(5), bamboo(6)))
    0
    """
    edges: list[Edge] = []
    offset = 0
    for picture in pictures:
        part = hackenbush_position(picture)
        top = max((v for e in part for v in e), default=0)
        edges += [tuple(v + offset if v != GROUND else GROUND for v in e) for e in part]  # type: ignore[misc]
        offset += top
    return check_picture(tuple(edges))


def random_hackenbush(edges: int, *, seed: int = 0, cycles: bool = True) -> Picture:
    """Return a random picture with ``edges`` edges, grown one edge at a time (seeded).

    Each new edge starts at a vertex already joined to the ground and goes to a new
    vertex, or (when ``cycles`` is true) to a vertex already there or back to itself (a
    loop), so the picture stays connected to the ground.

    Examples
    --------
    >>> random_hackenbush(4, seed=1) == random_hackenbush(4, seed=1)
    True
    >>> random_hackenbush(5, cycles=False)
    ((0, 1), (0, 2), (2, 3), (3, 4), (3, 5))
    """
    check_natural(edges, "edges", InvalidArgumentError)
    if edges > MAX_EDGES:
        raise PositionLimitError(f"edges must be at most {MAX_EDGES}, got {edges}")
    rng = random.Random(seed)
    grown: list[Edge] = []
    top = GROUND
    for _ in range(edges):
        u = rng.randint(GROUND, top)
        kind = rng.choice(["new", "new", "old", "loop"] if cycles else ["new"])
        if kind == "new":
            top += 1
            grown.append((u, top))
        elif kind == "old":
            grown.append(check_edge((u, rng.randint(GROUND, top))))
        else:
            grown.append((u, u))
    return tuple(sorted(grown))


# --- the value: fusion, then the colon principle ----------------------------------------


def fuse(position: Position) -> Picture:
    """Return the fused picture: every cycle's vertices fused into one, its edges now loops.

    The vertices of each 2-edge-connected piece (vertices that no single edge removal separates;
    they are linked by a chain of cycles) become
    one vertex, numbered by its smallest vertex; its edges become loops there. What is
    left is a tree (its edges are the bridges of the picture) carrying loops. By the
    fusion principle it has the same value as the picture.

    Examples
    --------
    >>> fuse(polygon(3, stem=1))
    ((0, 1), (1, 1), (1, 1), (1, 1))
    >>> fuse(((0, 1), (0, 2), (1, 2), (2, 3)))
    ((0, 0), (0, 0), (0, 0), (0, 3))

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 6, §6.3 (the fusion principle).
    """
    edges = check_picture(position)
    owner = fused_vertices(edges)
    if all(vertex == piece for vertex, piece in owner.items()):  # no cycle: nothing to fuse
        return edges
    return tuple(sorted(check_edge((owner[u], owner[v])) for u, v in edges))


def fused_vertices(edges: Sequence[Edge]) -> dict[int, int]:
    """Map each vertex to the smallest vertex of its 2-edge-connected piece.

    Two vertices are in one piece when they are joined by a path of edges that each lie on a
    cycle (a path with no bridge); the pieces are found by Tarjan's bridge search, iteratively,
    in time linear in the number of edges. A tree (as many vertices as edges plus one, no
    loops) has no cycle: every vertex is a piece of its own, found without a search.

    Examples
    --------
    >>> fused_vertices(((0, 1), (0, 2), (1, 2), (2, 3)))
    {0: 0, 1: 0, 2: 0, 3: 3}
    >>> fused_vertices(((0, 1), (1, 2), (1, 2)))  # two edges between 1 and 2: a cycle
    {0: 0, 1: 1, 2: 1}
    """
    adjacency: dict[int, list[tuple[int, int]]] = {GROUND: []}
    links = 0
    for index, (u, v) in enumerate(edges):
        if u != v:
            adjacency.setdefault(u, []).append((v, index))
            adjacency.setdefault(v, []).append((u, index))
            links += 1
    if links == len(adjacency) - 1:  # connected, with one edge fewer than vertices: a tree
        return {vertex: vertex for vertex in sorted(adjacency)}
    bridges = _bridges(adjacency)
    owner = _pieces(adjacency, bridges, sorted(adjacency))  # a piece named by its smallest vertex
    return dict(sorted(owner.items()))


def _pieces(
    adjacency: dict[Any, list[tuple[Any, int]]], bridges: set[int], starts: Iterable[Any]
) -> dict[Any, Any]:
    """The piece of each vertex: the first of ``starts`` reached from it without crossing a bridge."""
    owner: dict[Any, Any] = {}
    for start in starts:
        if start in owner:
            continue
        owner[start] = start
        frontier = [start]
        while frontier:
            vertex = frontier.pop()
            for w, index in adjacency[vertex]:
                if w not in owner and index not in bridges:
                    owner[w] = start
                    frontier.append(w)
    return owner


def _bridges(adjacency: dict[Any, list[tuple[Any, int]]], ground: Any = GROUND) -> set[int]:
    """The indices of the bridges of a connected multigraph (Tarjan's low-link, no recursion).

    An edge is a bridge when no cycle passes through it: in a depth-first search from the
    ground, the tree edge into ``w`` is a bridge exactly when nothing below ``w`` has an edge
    back above ``w``. A second edge between the same two vertices is a cycle (edges are told
    apart by index, so a parallel edge is not mistaken for the tree edge).
    """
    order = {ground: 0}
    low = {ground: 0}
    bridges: set[int] = set()
    stack = [(ground, -1, iter(adjacency[ground]))]
    while stack:
        vertex, via, neighbours = stack[-1]
        for w, index in neighbours:
            if index == via:
                continue
            if w in order:
                low[vertex] = min(low[vertex], order[w])
            else:
                order[w] = low[w] = len(order)
                stack.append((w, index, iter(adjacency[w])))
                break
        else:
            stack.pop()
            if stack:
                parent = stack[-1][0]
                low[parent] = min(low[parent], low[vertex])
                if low[vertex] > order[parent]:
                    bridges.add(via)
    return bridges


def colon_value(fused: Sequence[Edge]) -> int:
    """Return the value of a tree with loops by the colon principle (no recursion).

    A vertex is worth the nim-sum, over its branches, of 1 + the branch's value, and
    1 for each loop on it; the picture is worth what the ground is worth.
    """
    neighbours: dict[int, list[int]] = {}
    value: dict[int, int] = {}  # a loop is a stalk of one edge: worth 1, and two cancel
    for u, v in fused:
        if u == v:
            value[u] = value.get(u, 0) ^ 1
        else:
            neighbours.setdefault(u, []).append(v)
            neighbours.setdefault(v, []).append(u)
    parent = {GROUND: GROUND}
    order = [GROUND]
    for vertex in order:  # breadth first; order grows while we walk it
        for w in neighbours.get(vertex, ()):
            if w not in parent:
                parent[w] = vertex
                order.append(w)
    for vertex in reversed(order[1:]):  # leaves first: add each branch to the vertex below it
        below = parent[vertex]
        value[below] = value.get(below, 0) ^ (1 + value.get(vertex, 0))
    return value.get(GROUND, 0)


# --- the value at loop speed: any vertex labels, any ground, edge lists or networkx graphs ----

_NO_GROUND: Any = object()


def _label_check(edge: Any, labels_free: bool) -> None:
    """Raise the error that a bad edge of an edge list deserves (called once something failed)."""
    if not isinstance(edge, (tuple, list)) or len(edge) != 2:
        raise InvalidPositionError(f"edge must be a pair of vertices (u, v), got {edge!r}")
    for v in edge:
        if isinstance(v, bool) or not isinstance(v, Hashable):
            raise InvalidPositionError(
                f"vertex must be a hashable label other than a bool, got {v!r} in edge {tuple(edge)!r}"
            )
        if not labels_free and (not isinstance(v, int) or v < 0):
            raise InvalidPositionError(
                f"vertex must be a non-negative integer, got {v!r} in edge {tuple(edge)!r}"
            )


def _adjacency(edges: Sequence[Any], labels_free: bool) -> tuple[dict[Any, list[Any]], dict[Any, int], int]:
    """Neighbour lists (one entry per edge end), loop parities and the number of non-loop edges."""
    if len(edges) > MAX_EDGES:
        raise PositionLimitError(f"a picture must have at most {MAX_EDGES} edges, got {len(edges)}")
    if not set(map(type, edges)) <= {tuple, list}:  # a pair is a tuple or a list, never a str
        for edge in edges:
            _label_check(edge, labels_free)
    neighbours: defaultdict[Any, list[Any]] = defaultdict(list)
    loops: dict[Any, int] = {}
    try:
        for u, v in edges:
            if u == v:
                loops[u] = loops.get(u, 0) ^ 1
            else:
                neighbours[u].append(v)
                neighbours[v].append(u)
    except (TypeError, ValueError):
        for edge in edges:
            _label_check(edge, labels_free)
        raise  # pragma: no cover - every failure above is a bad edge
    links = len(edges) - sum(1 for u, v in edges if u == v) if loops else len(edges)
    for vertex in neighbours:  # vertices only: a pass over half as many items as edge ends
        if type(vertex) is not int or vertex < 0:
            if labels_free and type(vertex) is not bool:
                continue
            bad = next(e for e in edges if vertex in e)
            _label_check(bad, labels_free)
    for vertex in loops:
        if type(vertex) is not int or vertex < 0:
            bad = next(e for e in edges if vertex in e)
            _label_check(bad, labels_free)
    return neighbours, loops, links


def _floating(edges: Iterable[Any], reached: Any, picture: Any, ground: Any) -> InvalidPositionError:
    """The error for a picture with an edge that does not reach the ground."""
    floating = next(e for e in edges if e[0] not in reached)
    where = "" if ground == GROUND else f" {ground!r}"
    return InvalidPositionError(
        f"every edge must be connected to the ground{where or ' (vertex 0)'}, got "
        f"{tuple(floating)!r} in {shorten(picture)}"
    )


def _picture_value(edges: Sequence[Any], ground: Any, labels_free: bool, picture: Any) -> int:
    """The value of an edge list: the colon principle at once on a tree, after fusion otherwise."""
    if 64 < len(edges) <= MAX_EDGES:
        value = _tree_value_by_lists(edges, ground)
        if value is not None:
            return value
    neighbours, loops, links = _adjacency(edges, labels_free)
    parent = {ground: ground}
    order = [ground]
    for vertex in order:
        for w in neighbours.get(vertex, ()):
            if w not in parent:
                parent[w] = vertex
                order.append(w)
    if links == len(order) - 1 and all(v in parent for v in loops):  # a tree carrying loops
        return _colon_from(parent, order, loops)
    if len(neighbours) + (ground not in neighbours) != len(order) or not all(v in parent for v in loops):
        raise _floating(edges, parent, picture, ground)
    return _fused_value(edges, ground)


def _tree_value_by_lists(edges: Sequence[Any], ground: Any) -> int | None:
    """The colon principle on lists indexed by vertex, for a tree on small int labels.

    A contest's tree (vertices ``0..n`` or ``1..n``, as pairs of ints) is checked at C
    speed (pairs, non-negative ints, labels below ``2 * len(edges) + 2``) and valued
    with lists instead of dicts. ``None`` for anything else (a cycle, a floating edge,
    other labels): the caller's general path values it or names the fault.
    """
    if list(map(type, edges)).count(tuple) != len(edges) or set(map(len, edges)) != {2}:
        return None
    ends = list(itertools.chain.from_iterable(edges))
    if not all_natural(ends) or type(ground) is not int or ground < 0:
        return None
    size = max(max(ends), ground) + 1
    if size > 2 * len(edges) + 2:
        return None
    neighbours: list[list[int]] = [[] for _ in range(size)]
    loops = 0
    value = [0] * size
    for u, v in edges:
        if u == v:
            value[u] ^= 1  # a loop is a stalk of one edge: worth 1, two cancel
            loops += 1
        else:
            neighbours[u].append(v)
            neighbours[v].append(u)
    parent = [-1] * size
    parent[ground] = ground
    order = [ground]
    for vertex in order:
        for w in neighbours[vertex]:
            if parent[w] < 0:
                parent[w] = vertex
                order.append(w)
    if len(order) - 1 != len(edges) - loops:
        return None  # a cycle or an edge off the ground
    if loops and any(parent[u] < 0 for u, v in edges if u == v):
        return None
    for vertex in reversed(order[1:]):
        value[parent[vertex]] ^= value[vertex] + 1
    return value[ground]


def _colon_from(parent: dict[Any, Any], order: list[Any], loops: dict[Any, int]) -> int:
    """Leaves first: each vertex adds ``1 + its value`` to the vertex below it (no checks)."""
    value: dict[Any, int] = dict(loops)  # a loop is a stalk of one edge: worth 1, two cancel
    get = value.get
    for vertex in reversed(order[1:]):
        below = parent[vertex]
        value[below] = get(below, 0) ^ (1 + get(vertex, 0))
    return get(order[0], 0)


def _fuse(
    edges: Sequence[Any], ground: Any
) -> tuple[dict[Any, Any], set[int], defaultdict[Any, list[Any]], dict[Any, int]]:
    """Fuse every cycle of a checked edge list (Tarjan's bridges).

    Returns the piece of each vertex (``owner``), the indices of the bridges, the tree of
    pieces (the neighbours of each piece across a bridge) and the loops on each piece
    (a loop, or an edge on a cycle, is a loop on its fused piece; two cancel).
    """
    adjacency: dict[Any, list[tuple[Any, int]]] = {ground: []}
    for index, (u, v) in enumerate(edges):
        if u != v:
            adjacency.setdefault(u, []).append((v, index))
            adjacency.setdefault(v, []).append((u, index))
    bridges = _bridges(adjacency, ground)
    owner = _pieces(adjacency, bridges, adjacency)
    fused: defaultdict[Any, list[Any]] = defaultdict(list)
    loops: dict[Any, int] = {}
    for index, (u, v) in enumerate(edges):
        if index in bridges:
            fused[owner[u]].append(owner[v])
            fused[owner[v]].append(owner[u])
        else:
            loops[owner[u]] = loops.get(owner[u], 0) ^ 1
    return owner, bridges, fused, loops


def _breadth_first(neighbours: Any, root: Any) -> tuple[dict[Any, Any], list[Any]]:
    """The parent of each vertex reachable from ``root`` and the vertices in breadth-first order."""
    parent = {root: root}
    order = [root]
    for vertex in order:
        for w in neighbours.get(vertex, ()):
            if w not in parent:
                parent[w] = vertex
                order.append(w)
    return parent, order


def _fused_value(edges: Sequence[Any], ground: Any) -> int:
    """Fuse every cycle (Tarjan's bridges), then the colon principle on the tree of pieces."""
    owner, _, fused, loops = _fuse(edges, ground)
    parent, order = _breadth_first(fused, owner[ground])
    return _colon_from(parent, order, loops)


def hackenbush_value(picture: Any, ground: Any = _NO_GROUND) -> int:
    """Return the Grundy value of a Green Hackenbush picture by the colon and fusion principles.

    Fusion turns the picture into a tree carrying loops (:func:`fuse`); a loop is a
    stalk of one edge; then the colon principle evaluates the tree from the leaves
    down: a vertex is worth the nim-sum of ``1 + value`` of the branches above it.
    Linear time in the number of edges: a tree is evaluated in one breadth-first pass
    (about the cost of the same loop written by hand), a picture with cycles after one
    bridge search. The picture is read where it is: a list of edges is not sorted or
    renumbered, and a tree given as a networkx graph is walked through the graph's own
    adjacency, not copied (a graph with cycles is read once into an edge list for the
    bridge search).

    Parameters
    ----------
    picture : tuple of edges, list of edges, or networkx graph
        Anything :func:`hackenbush_position` accepts. With ``ground`` given, the
        vertices of an edge list may be any hashable labels (a tree rooted at ``1``,
        vertices named by strings); without it they are non-negative integers and
        ``0`` is the ground.
    ground : hashable, optional
        The vertex that stands on the ground. Default: ``0`` for an edge list, and
        ``graph.graph["ground"]`` (else ``0``) for a networkx graph.

    Returns
    -------
    int
        The Grundy value; ``0`` exactly when the player to move loses.

    Raises
    ------
    InvalidPositionError
        If an edge is not a pair of vertices, or does not reach the ground.
    InvalidArgumentError
        If ``ground`` is not a vertex of a networkx graph.

    Examples
    --------
    >>> hackenbush_value(bamboo(5))
    5
    >>> hackenbush_value(tree([[[], [[]]]]))   # an edge carrying stalks of 1 and 2: 1 + (1 ⊕ 2)
    4
    >>> hackenbush_value(polygon(4))          # a square through the ground: four loops
    0
    >>> hackenbush_value([(1, 2), (2, 3), (1, 4)], ground=1)   # a tree whose root is 1
    3
    >>> import networkx as nx
    >>> hackenbush_value(nx.cycle_graph(3), ground=0)       # a triangle on the ground
    1

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 6, §6.2 (the colon principle) and
       §6.3 (the fusion principle).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 1, ch. 7.
    """
    if type(picture) is not tuple and type(picture) is not list:
        networkx = sys.modules.get("networkx")  # a graph exists only once networkx is loaded
        if networkx is not None and isinstance(picture, networkx.Graph):
            return _graph_value(picture, ground)
        if isinstance(picture, (str, bytes)) or not isinstance(picture, Iterable):
            raise InvalidPositionError(
                f"picture must be a list of edges (u, v) or a networkx graph, got {shorten(picture)}"
            )
        picture = take_finite(picture, "picture", InvalidPositionError)
    if ground is _NO_GROUND:
        return _picture_value(picture, GROUND, False, picture)
    _check_ground(ground)
    return _picture_value(picture, ground, True, picture)


def _check_ground(ground: Any) -> None:
    """Refuse a ground that cannot be a vertex label (unhashable, or a bool)."""
    try:
        hash(ground)
    except TypeError:
        ok = False
    else:
        ok = not isinstance(ground, bool)
    if not ok:
        raise InvalidArgumentError(f"ground must be a hashable vertex label, got {ground!r}")


def _graph_value(graph: nx.Graph[Any], ground: Any) -> int:
    """The value of a networkx picture, read through its adjacency (a tree is never copied)."""
    if graph.is_directed():
        raise InvalidPositionError(f"picture must be an undirected graph, got {graph!r}")
    if ground is _NO_GROUND:
        ground = graph.graph.get("ground", GROUND)
    _check_ground(ground)
    if ground not in graph:
        raise InvalidArgumentError(f"ground must be a vertex of the graph, got {shorten(ground)}")
    adjacency: Any = getattr(graph, "_adj", graph.adj)  # the graph's own dict of dicts
    multi = graph.is_multigraph()
    parent = {ground: ground}
    order = [ground]
    loops: dict[Any, int] = {}
    ends = 0  # edge ends seen from the reached vertices (a loop is seen once)
    for vertex in order:  # breadth first; order grows while we walk it
        neighbours = adjacency[vertex]
        ends += len(neighbours)
        for w in neighbours:
            if w not in parent:
                parent[w] = vertex
                order.append(w)
        if vertex in neighbours:  # loops on this vertex
            loops[vertex] = (len(neighbours[vertex]) if multi else 1) & 1
    if len(order) > MAX_EDGES + 1:
        raise PositionLimitError(f"a picture must have at most {MAX_EDGES} edges, got more")
    if not multi and len(order) == len(adjacency):  # every vertex reached: every edge seen
        links = (ends - len(loops)) // 2
        if links == len(order) - 1:  # a tree carrying loops
            return _colon_from(parent, order, loops)
    elif multi:  # parallel edges hide in the counts: compare all the edges with the tree's
        links = graph.number_of_edges() - sum(len(adjacency[v][v]) for v in loops)
        if links == len(order) - 1:  # a tree carrying loops (what is not reached has no edge)
            return _colon_from(parent, order, loops)
    return _picture_value(list(graph.edges()), ground, True, graph)


def hackenbush_winning_cuts(picture: Any, ground: Any = _NO_GROUND) -> list[Edge]:
    """Return every edge whose cut leaves value 0, each distinct edge once, in edge order.

    The cuts of bridges and loops come from one pass down the tree of fused pieces
    (:func:`fuse`): the value a piece must take for the ground to be worth 0 fixes the
    value its branches must take. On a tree, loops allowed, that is every edge, in time
    linear in the number of edges. An edge on a cycle is cut and what is left valued
    (linear time for each such edge).

    Parameters
    ----------
    picture : tuple of edges, list of edges, or networkx graph
        Anything :func:`hackenbush_position` accepts.
    ground : hashable, optional
        The ground vertex, as for :func:`hackenbush_value`. When it is given (or the
        picture is a graph), the edges are returned with the picture's own labels, each
        as it appears in the picture; otherwise as ``(u, v)`` with ``u <= v``.

    Examples
    --------
    >>> hackenbush_winning_cuts(hackenbush_sum(bamboo(3), bamboo(1)))
    [(1, 2)]
    >>> hackenbush_winning_cuts(bamboo(0))
    []
    >>> hackenbush_winning_cuts([("root", "a"), ("a", "b"), ("root", "c")], ground="root")
    [('a', 'b')]
    """
    networkx = sys.modules.get("networkx")
    is_graph = networkx is not None and isinstance(picture, networkx.Graph)
    if ground is _NO_GROUND and not is_graph:
        edges: list[Any] = list(hackenbush_position(picture))
        root: Any = GROUND
    else:
        if is_graph:
            if picture.is_directed():
                raise InvalidPositionError(f"picture must be an undirected graph, got {picture!r}")
            root = picture.graph.get("ground", GROUND) if ground is _NO_GROUND else ground
            _check_ground(root)
            if root not in picture:
                raise InvalidArgumentError(f"ground must be a vertex of the graph, got {shorten(root)}")
            edges = list(picture.edges())
        else:
            _check_ground(ground)
            root = ground
            if isinstance(picture, (str, bytes)) or not isinstance(picture, Iterable):
                raise InvalidPositionError(
                    f"picture must be a list of edges (u, v) or a networkx graph, got {shorten(picture)}"
                )
            edges = [tuple(e) if isinstance(e, list) else e for e in take_finite(picture, "picture", InvalidPositionError)]
        _picture_value(edges, root, True, picture)  # checks the picture
    return _winning_cuts(edges, root)


def _fused_tree(
    edges: Sequence[Any], ground: Any
) -> tuple[dict[Any, Any], list[Any], dict[Any, int], dict[Any, Any] | None, set[int] | None]:
    """The tree of fused pieces of a checked edge list, and the value of every piece on it.

    Returns ``parent`` and ``order`` (breadth first from the ground's piece), the value of
    each piece with what stands on it (colon principle), and, when the picture has cycles,
    the piece of each vertex and the indices of the bridges (``None, None`` for a tree,
    where every vertex is its own piece and every edge that is not a loop is a bridge).
    """
    neighbours: defaultdict[Any, list[Any]] = defaultdict(list)
    loops: dict[Any, int] = {}
    for u, v in edges:
        if u == v:
            loops[u] = loops.get(u, 0) ^ 1
        else:
            neighbours[u].append(v)
            neighbours[v].append(u)
    parent, order = _breadth_first(neighbours, ground)
    owner: dict[Any, Any] | None = None
    bridges: set[int] | None = None
    if sum(map(len, neighbours.values())) // 2 != len(order) - 1:  # cycles: fuse them
        owner, bridges, fused, loops = _fuse(edges, ground)
        parent, order = _breadth_first(fused, owner[ground])
    value: dict[Any, int] = dict(loops)
    get = value.get
    for vertex in reversed(order[1:]):
        below = parent[vertex]
        value[below] = get(below, 0) ^ (1 + get(vertex, 0))
    return parent, order, value, owner, bridges


def _winning_cuts(edges: list[Any], ground: Any) -> list[Any]:
    """The winning cuts of a checked edge list, each distinct edge once, in edge order.

    ``target[x]``, going down the tree of fused pieces from the ground, is the value piece
    ``x`` must take for the ground to be worth 0 (``None``: no change above ``x`` can do
    it). Cutting a bridge drops a branch and cutting a loop flips its piece's value, so
    both are decided at once; an edge on a cycle is cut and what is left is valued.
    """
    parent, order, value, owner, bridges = _fused_tree(edges, ground)
    get = value.get
    root = order[0]
    target: dict[Any, int | None] = {root: 0}
    for piece in order[1:]:
        below = parent[piece]
        need = target[below]
        wanted = None if need is None else need ^ get(below, 0) ^ (1 + get(piece, 0))
        target[piece] = wanted - 1 if wanted else None  # a branch is worth 1 + its value
    wins: list[Any] = []
    seen: set[Any] = set()
    for index, (u, v) in enumerate(edges):
        key = frozenset((u, v))  # (a, b) and (b, a) are one edge
        if key in seen:
            continue
        seen.add(key)
        a, b = (u, v) if owner is None else (owner[u], owner[v])
        if u == v:  # a loop is worth 1 on its piece: cutting it flips the piece's value
            need = target[a]
            win = need is not None and need == get(a, 0) ^ 1
        elif bridges is None or index in bridges:  # the branch above the bridge falls
            child = b if b != root and parent[b] == a else a
            below = parent[child]
            need = target[below]
            win = need is not None and need == get(below, 0) ^ (1 + get(child, 0))
        else:  # on a cycle: the pieces change, so value what is left
            kept = _grounded(edges[:index] + edges[index + 1 :], ground)
            win = not kept or _fused_value(kept, ground) == 0
        if win:
            wins.append((u, v))
    return wins


def _grounded(edges: list[Any], ground: Any) -> list[Any]:
    """The edges of ``edges`` that still reach the ground, in their order."""
    at: defaultdict[Any, list[int]] = defaultdict(list)
    for i, (u, v) in enumerate(edges):
        at[u].append(i)
        if v != u:
            at[v].append(i)
    seen = {ground}
    frontier = [ground]
    kept: set[int] = set()
    while frontier:
        vertex = frontier.pop()
        for i in at.get(vertex, ()):
            if i not in kept:
                kept.add(i)
                for w in edges[i]:
                    if w not in seen:
                        seen.add(w)
                        frontier.append(w)
    return [edges[i] for i in sorted(kept)]


def hackenbush_layout(picture: Any) -> Layout:
    """Return ``{vertex: (x, y)}``: rows by distance from the ground, branches side by side.

    A breadth-first tree from the ground decides the shape: each leaf of it gets its own
    column, and a vertex sits above the middle of its children (or, when it closes a cycle,
    above the middle of its neighbours one row down). The ground itself has no place (each
    edge meets the ground line below its upper end).

    Examples
    --------
    >>> hackenbush_layout(tree([[[], []]]))
    {1: (0.5, 1.0), 2: (0.0, 2.0), 3: (1.0, 2.0)}
    """
    edges = hackenbush_position(picture)
    neighbours: dict[int, list[int]] = {}
    for u, v in edges:
        if u != v:
            neighbours.setdefault(u, []).append(v)
            neighbours.setdefault(v, []).append(u)
    depth = {GROUND: 0}
    children: dict[int, list[int]] = {}
    order = [GROUND]
    for vertex in order:  # breadth first; order grows while we walk it
        for w in sorted(set(neighbours.get(vertex, ()))):
            if w not in depth:
                depth[w] = depth[vertex] + 1
                children.setdefault(vertex, []).append(w)
                order.append(w)
    x: dict[int, float] = {}
    column = 0.0
    # leaves left to right in depth-first order, parents above the middle of their children
    stack: list[tuple[int, bool]] = [(c, False) for c in reversed(children.get(GROUND, []))]
    while stack:
        vertex, done = stack.pop()
        kids = children.get(vertex, [])
        if not kids:
            x[vertex] = column
            column += 1.0
        elif done:
            x[vertex] = (x[kids[0]] + x[kids[-1]]) / 2
        else:
            stack.append((vertex, True))
            stack.extend((c, False) for c in reversed(kids))
    # a vertex that closes a cycle (two or more neighbours one row down) moves, with what
    # stands on it, to the middle of those neighbours: a roof sits above both walls
    for vertex in order[1:]:
        below = {w for w in neighbours[vertex] if depth[w] == depth[vertex] - 1 and w != GROUND}
        if len(below) >= 2:
            shift = sum(x[w] for w in below) / len(below) - x[vertex]
            subtree = [vertex]
            for w in subtree:  # grows while we walk it
                subtree.extend(children.get(w, []))
            for w in subtree:
                x[w] += shift
    return {v: (x[v], float(depth[v])) for v in order if v != GROUND}


def edge_numbers(position: Position, start: Position | None = None) -> list[int]:
    """Return the number of each edge of ``position``, in its order, as the pictures number them.

    The edges of ``start`` (default: ``position`` itself) are numbered 1, 2, ... piece by
    piece from the left, and within a piece bottom up, then left to right, by where
    :func:`hackenbush_layout` draws their middles. ``position`` is what is left of ``start``
    after some cuts: each of its edges keeps the number it had in ``start`` (parallel copies
    take that edge's numbers in turn). The drawings, the player and the lessons' checkers all
    use these numbers.

    Examples
    --------
    >>> picture = hackenbush_sum(bamboo(2), tree([[[], []]]))
    >>> picture
    ((0, 1), (0, 3), (1, 2), (3, 4), (3, 5))
    >>> edge_numbers(picture)
    [1, 3, 2, 4, 5]
    >>> edge_numbers(hackenbush_cut(picture, (1, 2)), picture)
    [1, 3, 4, 5]
    """
    first = check_picture(position if start is None else start)
    edges = check_picture(position)
    start_numbers = reading_numbers(first)
    numbers: list[int] = []
    used: set[int] = set()
    for edge in edges:
        free = [n for e, n in zip(first, start_numbers, strict=True) if e == edge and n not in used]
        if not free:
            raise InvalidArgumentError(
                f"position must be what is left of start after cuts, got edge {edge!r} "
                f"not in {first!r}"
            )
        used.add(min(free))
        numbers.append(min(free))
    return numbers


@functools.lru_cache(maxsize=64)
def reading_numbers(first: Picture) -> tuple[int, ...]:
    """The numbers of the edges of a checked picture, in its order (see :func:`edge_numbers`)."""
    pos = hackenbush_layout(first)

    def middle(edge: Edge) -> tuple[float, float]:
        ends = [pos.get(v, (pos[edge[1]][0] if edge[1] in pos else 0.0, 0.0)) for v in edge]
        return ((ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2)

    piece_of: dict[Edge, float] = {}
    for piece in hackenbush_pieces(first):
        left = min(middle(e)[0] for e in piece)
        for edge in piece:
            piece_of.setdefault(edge, left)
    order = sorted(
        range(len(first)),
        key=lambda i: (piece_of[first[i]], round(middle(first[i])[1], 6), middle(first[i])[0], i),
    )
    numbers = [0] * len(first)
    for rank, i in enumerate(order):
        numbers[i] = rank + 1
    return tuple(numbers)


def hackenbush_pieces(picture: Any) -> list[Picture]:
    """Return the pieces standing on the ground separately: the picture is their sum.

    Two edges are in the same piece when a path joins them without passing through the
    ground; a loop on the ground is a piece by itself.

    Examples
    --------
    >>> hackenbush_pieces(((0, 0), (0, 1), (0, 2), (1, 3), (2, 3), (0, 4)))
    [((0, 0),), ((0, 1), (0, 2), (1, 3), (2, 3)), ((0, 4),)]
    >>> import grundylib as gl
    >>> p = gl.hackenbush_sum(gl.bamboo(3), gl.polygon(3, stem=1))
    >>> [gl.hackenbush_value(q) for q in hackenbush_pieces(p)], gl.hackenbush_value(p)
    ([3, 2], 1)
    """
    edges = hackenbush_position(picture)
    above: nx.Graph[int] = nx.Graph()
    above.add_edges_from((u, v) for u, v in edges if GROUND not in (u, v))
    above.add_nodes_from(v for u, v in edges if u == GROUND and v != GROUND)
    piece_of: dict[int, int] = {}
    for component in nx.connected_components(above):
        smallest = min(component)
        piece_of.update(dict.fromkeys(component, smallest))
    pieces: dict[tuple[int, int], list[Edge]] = {}
    for i, (u, v) in enumerate(edges):
        key = (i, -1) if u == v == GROUND else (piece_of[v], 0)
        pieces.setdefault(key, []).append((u, v))
    ordered = sorted(pieces.values(), key=lambda piece: piece)
    return [tuple(piece) for piece in ordered]
