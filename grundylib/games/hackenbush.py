"""Green Hackenbush: cut an edge of a picture, and whatever loses touch with the ground falls.

This module owns :class:`GreenHackenbush` (the ruleset), the frozen form of a picture
(:func:`hackenbush_position`, and back to networkx with :func:`hackenbush_graph`), the
pictures the lessons build (:func:`bamboo`, :func:`tree`, :func:`polygon`,
:func:`hackenbush_sum`) and the fast value of any picture by the colon and fusion
principles (:func:`hackenbush_value`, :func:`fuse`, :func:`hackenbush_winning_cuts`).

A position is a sorted tuple of edges ``(u, v)`` with ``u <= v``, its vertices
non-negative integers; vertex ``0`` is the ground. A repeated edge is a pair of parallel
edges, an edge ``(v, v)`` is a loop. Every edge is connected to the ground.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .._display import LAST_MOVE_WINS
from ..core import (
    MAX_ITEMS,
    InvalidArgumentError,
    InvalidPositionError,
    LazyModule,
    PositionLimitError,
    check_natural,
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


def hackenbush_position(picture: Any, ground: Hashable = GROUND) -> Picture:
    """Return the position (frozen picture) of an edge list or a networkx graph.

    Parameters
    ----------
    picture : iterable of (u, v) or networkx.Graph / MultiGraph
        The edges. With a graph, vertex ``ground`` is the ground; other vertices
        (of any hashable kind) are numbered 1, 2, ... in the graph's node order.
        With an edge list the vertices are non-negative ints and 0 is the ground.
    ground : hashable, optional
        The ground vertex of a graph (default: ``graph.graph["ground"]`` when set, else 0).

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
    """
    if isinstance(picture, nx.Graph):
        if picture.is_directed():
            raise InvalidPositionError(f"picture must be an undirected graph, got {picture!r}")
        ground = picture.graph.get("ground", ground)
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
    return check_picture(tuple(picture))


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
    owner: dict[int, int] = {}
    for start in sorted(adjacency):  # a piece is first reached from its smallest vertex
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
    return dict(sorted(owner.items()))


def _bridges(adjacency: dict[int, list[tuple[int, int]]]) -> set[int]:
    """The indices of the bridges of a connected multigraph (Tarjan's low-link, no recursion).

    An edge is a bridge when no cycle passes through it: in a depth-first search from the
    ground, the tree edge into ``w`` is a bridge exactly when nothing below ``w`` has an edge
    back above ``w``. A second edge between the same two vertices is a cycle (edges are told
    apart by index, so a parallel edge is not mistaken for the tree edge).
    """
    order = {GROUND: 0}
    low = {GROUND: 0}
    bridges: set[int] = set()
    stack = [(GROUND, -1, iter(adjacency[GROUND]))]
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


def hackenbush_value(picture: Any) -> int:
    """Return the Grundy value of a Green Hackenbush picture by the colon and fusion principles.

    Fusion turns the picture into a tree carrying loops (:func:`fuse`); a loop is a
    stalk of one edge; then the colon principle evaluates the tree from the leaves
    down: a vertex is worth the nim-sum of ``1 + value`` of the branches above it.
    Linear time in the number of edges.

    Parameters
    ----------
    picture : tuple of edges, list of edges, or networkx graph
        Anything :func:`hackenbush_position` accepts.

    Returns
    -------
    int
        The Grundy value; ``0`` exactly when the player to move loses.

    Examples
    --------
    >>> hackenbush_value(bamboo(5))
    5
    >>> hackenbush_value(tree([[[], [[]]]]))   # an edge carrying stalks of 1 and 2: 1 + (1 ⊕ 2)
    4
    >>> hackenbush_value(polygon(4))          # a square through the ground: four loops
    0

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 6, §6.2 (the colon principle) and
       §6.3 (the fusion principle).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, 2nd ed., vol. 1, ch. 7.
    """
    position = picture if isinstance(picture, tuple) else hackenbush_position(picture)
    return colon_value(fuse(position))


def hackenbush_winning_cuts(picture: Any) -> list[Edge]:
    """Return every edge whose cut leaves value 0, each distinct edge once, in edge order.

    Examples
    --------
    >>> hackenbush_winning_cuts(hackenbush_sum(bamboo(3), bamboo(1)))
    [(1, 2)]
    >>> hackenbush_winning_cuts(bamboo(0))
    []
    """
    edges = hackenbush_position(picture)
    return [
        e
        for i, e in enumerate(edges)
        if (i == 0 or edges[i - 1] != e) and hackenbush_value(cut_at(edges, i)) == 0
    ]


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
