"""Loopy games: the generalized Sprague–Grundy function of a move graph with cycles.

This module owns the theory of impartial games whose play may go on for ever (C. A. B.
Smith's generalized Sprague–Grundy function, computed by A. S. Fraenkel's labelling
algorithm): the value :class:`Infinity` that a position gets when it has no finite
value, :func:`label_generalized` for an explicit graph, :func:`generalized_grundy` for a
position of any game (sums by Smith's rules), :func:`generalized_nim_sum`, the outcome
:func:`outcome_of_value` that a value tells (P, N or a draw D), and the winning moves of
a loopy game in an order that makes progress. :func:`grundylib.outcome`,
:func:`grundylib.winning_moves` and ``grundylib.game_graph(..., loopy=True)`` call it
when a game has cycles.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import Any, TypeAlias

import networkx as nx

from ._search import Evaluator, check_game, check_max_positions, explore, unique
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    LoopyGameError,
    Outcome,
    check_hashable,
    check_iterable,
    check_natural,
    shorten,
)
from .game import Game, HeapGame, Position, Sum

__all__ = [
    "GeneralizedValue",
    "Infinity",
    "generalized_grundy",
    "generalized_nim_sum",
    "label_generalized",
    "loopy_winning_moves",
    "outcome_of_value",
    "remoteness",
]


@dataclass(frozen=True, repr=False)
class Infinity:
    """The generalized Sprague–Grundy value ``∞(K)`` of a position with no finite value.

    ``K`` is the set of finite values among the position's options. From such a
    position the player to move can win exactly when ``0`` is in ``K`` (move to a
    P-position); otherwise best play never ends (a draw).

    Parameters
    ----------
    K : iterable of int
        The finite values of the options (stored as a frozenset).

    Examples
    --------
    >>> v = Infinity({2, 0})
    >>> v
    Infinity(K=frozenset({0, 2}))
    >>> print(v)
    ∞(0,2)
    >>> print(Infinity(set()))
    ∞(∅)
    >>> v ^ 3, 3 ^ v
    (Infinity(K=frozenset({1, 3})), Infinity(K=frozenset({1, 3})))
    >>> v ^ v
    Infinity(K=frozenset())
    >>> Infinity({-1})
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: K must hold non-negative integers, got -1
    """

    K: frozenset[int]

    def __init__(self, K: Iterable[int]) -> None:
        values = frozenset(check_iterable(K, "K", error=InvalidArgumentError))
        for k in values:
            if isinstance(k, bool) or not isinstance(k, int) or k < 0:
                raise InvalidArgumentError(f"K must hold non-negative integers, got {shorten(k)}")
        object.__setattr__(self, "K", values)

    def __repr__(self) -> str:
        inside = "{" + ", ".join(map(str, sorted(self.K))) + "}" if self.K else ""
        return f"Infinity(K=frozenset({inside}))"

    def __str__(self) -> str:
        return "∞(" + (",".join(map(str, sorted(self.K))) or "∅") + ")"

    def latex(self) -> str:
        r"""Return the value in LaTeX, ``\infty_{0,2}`` (``\infty_{\emptyset}`` for no K).

        Examples
        --------
        >>> print(Infinity({0, 2}).latex())
        \infty_{0,2}
        """
        inside = ",".join(map(str, sorted(self.K))) or r"\emptyset"
        return r"\infty_{" + inside + "}"

    def _repr_latex_(self) -> str:
        return f"${self.latex()}$"

    def __xor__(self, other: object) -> Infinity:
        if isinstance(other, Infinity):
            return Infinity(frozenset())
        if isinstance(other, int) and not isinstance(other, bool) and other >= 0:
            return Infinity(k ^ other for k in self.K)
        return NotImplemented

    __rxor__ = __xor__


GeneralizedValue: TypeAlias = int | Infinity
"""A generalized Sprague–Grundy value: a finite ``int`` or an :class:`Infinity`."""


def check_value(value: Any) -> GeneralizedValue:
    """Return ``value`` if it is a generalized value, else raise."""
    if isinstance(value, Infinity):
        return value
    return check_natural(value, "generalized Grundy value", InvalidArgumentError)


def generalized_nim_sum(*values: GeneralizedValue) -> GeneralizedValue:
    """Return the generalized value of a sum from the values of its components (Smith's rules).

    Finite values add by nim-sum; ``∞(K)`` plus a finite ``b`` is ``∞(K ⊕ b)`` with
    ``K ⊕ b = {k ⊕ b : k in K}``; two or more infinite components give ``∞(∅)``, a draw.

    Parameters
    ----------
    *values : int or Infinity
        The components' generalized values.

    Returns
    -------
    int or Infinity

    Examples
    --------
    >>> generalized_nim_sum(3, 5, 6)
    0
    >>> print(generalized_nim_sum(Infinity({0, 2}), 1, 2))
    ∞(1,3)
    >>> print(generalized_nim_sum(Infinity({0}), 4, Infinity({1})))
    ∞(∅)

    References
    ----------
    .. [1] C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1
       (1966), 51-81.
    """
    return reduce(xor, (check_value(v) for v in values), 0)


def outcome_of_value(value: GeneralizedValue) -> Outcome:
    """Return the outcome class that a generalized Sprague–Grundy value tells.

    A finite ``0`` is a P-position, a finite value above 0 an N-position; ``∞(K)`` is an
    N-position when ``0`` is in ``K`` (a move to a P-position exists) and a draw otherwise.

    Examples
    --------
    >>> [outcome_of_value(v).value for v in (0, 3, Infinity({0, 1}), Infinity({1}))]
    ['P', 'N', 'N', 'D']
    """
    if isinstance(check_value(value), Infinity):
        return Outcome.N if 0 in value.K else Outcome.D  # type: ignore[union-attr]
    return Outcome.P if value == 0 else Outcome.N


@dataclass(frozen=True)
class LoopyLabels:
    """The result of :func:`label_generalized` on a graph.

    Attributes
    ----------
    values : dict
        Each node's generalized Sprague–Grundy value.
    counters : dict
        For each node with a finite value, the step at which it was labelled. A winner
        who always moves to a P-position with the smallest counter makes progress and
        wins in finitely many moves.
    """

    values: dict[Hashable, GeneralizedValue]
    counters: dict[Hashable, int]


_UNLABELLED = -1
_INFINITE = -2


def adjacency_of(
    graph: nx.DiGraph[Hashable] | Mapping[Hashable, Iterable[Hashable]],
) -> dict[Hashable, list[Hashable]]:
    """Return ``{node: [options]}`` for every node of a move graph, checking a mapping.

    Nodes that appear only as options get an empty list, after the mapping's own keys.

    Examples
    --------
    >>> adjacency_of({"a": "bc", "b": "c"})
    {'a': ['b', 'c'], 'b': ['c'], 'c': []}
    >>> adjacency_of(3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: graph must be a networkx.DiGraph or a mapping {node: [options]}, got 3
    """
    if isinstance(graph, nx.DiGraph):
        return {v: unique(graph.successors(v)) for v in graph}
    if not isinstance(graph, Mapping):
        raise InvalidArgumentError(
            f"graph must be a networkx.DiGraph or a mapping {{node: [options]}}, got {shorten(graph)}"
        )
    adjacency: dict[Hashable, list[Hashable]] = {}
    for node, successors in graph.items():
        if not isinstance(successors, Iterable):
            raise InvalidArgumentError(
                f"graph[{shorten(node)}] must be an iterable of options, got {shorten(successors)}"
            )
        adjacency[node] = unique(check_hashable(w) for w in successors)
    for w in [w for ws in adjacency.values() for w in ws]:
        adjacency.setdefault(w, [])
    return adjacency


def label_generalized(
    graph: nx.DiGraph[Hashable] | Mapping[Hashable, Iterable[Hashable]],
) -> LoopyLabels:
    """Label every node of a finite move graph with its generalized Sprague–Grundy value.

    Fraenkel's algorithm, for ``m = 0, 1, 2, ...`` while some node is unlabelled:

    1. while there is an unlabelled node ``u`` such that (a) no option of ``u`` is
       labelled ``m`` and (b) every option of ``u`` that is unlabelled or labelled ``∞``
       has an option labelled ``m``, label ``u`` with ``m`` (and give it the next counter);
    2. label ``∞`` every unlabelled node with no option labelled ``m``.

    Finally each ``∞`` becomes ``∞(K)``, ``K`` the finite labels of its options. A node
    reaching stage ``m`` has options labelled ``0, ..., m-1`` (otherwise step 2 would
    have labelled it earlier), so a finite label is the mex of the finite labels of
    its options, and condition (b) says that every move to a larger or infinite value
    can be reversed. On an acyclic graph this is the ordinary Sprague–Grundy function.
    Each stage takes time linear in the size of the graph (counters of options that
    still block a node, updated from predecessors as labels appear).

    Parameters
    ----------
    graph : networkx.DiGraph or mapping
        The moves: a directed graph, or ``{node: [options]}``.

    Returns
    -------
    LoopyLabels

    Examples
    --------
    A 3-cycle ``a -> b -> c -> a`` with an exit ``c -> d -> e`` (Ferguson's example):
    ``e`` is terminal (0), ``d`` is 1, and on the cycle nobody can afford to leave, so
    ``a``, ``b``, ``c`` are draws.

    >>> labels = label_generalized({"a": "b", "b": "c", "c": "ad", "d": "e", "e": ""})
    >>> {v: str(x) for v, x in labels.values.items()}
    {'a': '∞(∅)', 'b': '∞(∅)', 'c': '∞(1)', 'd': '1', 'e': '0'}

    References
    ----------
    .. [1] C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1
       (1966), 51-81.
    .. [2] A. S. Fraenkel and Y. Yesha, "The generalized Sprague–Grundy function and its
       invariance under certain mappings", J. Combinatorial Theory A 43 (1986), 165-177.
    .. [3] T. S. Ferguson, *Game Theory*, Part I, §3.4 (the cyclic graph a, b, c, d, e).
    """
    adjacency = adjacency_of(graph)
    nodes = list(adjacency)
    index = {v: i for i, v in enumerate(nodes)}
    succ = [[index[w] for w in adjacency.get(v, [])] for v in nodes]
    pred: list[list[int]] = [[] for _ in nodes]
    for u, ws in enumerate(succ):
        for w in ws:
            pred[w].append(u)

    label = [_UNLABELLED] * len(nodes)
    counter: dict[int, int] = {}
    remaining = len(nodes)
    m = 0
    while remaining:
        has_m = [False] * len(nodes)  # the node has an option labelled m
        blocking = [0] * len(nodes)  # options of an unlabelled node still violating (b)
        queue: deque[int] = deque()
        for u in range(len(nodes)):
            if label[u] == _UNLABELLED:
                blocking[u] = sum(1 for w in succ[u] if label[w] < 0)
                if blocking[u] == 0:
                    queue.append(u)
        while queue:
            u = queue.popleft()
            if label[u] != _UNLABELLED or has_m[u]:
                continue
            label[u] = m
            counter[u] = len(counter)
            remaining -= 1
            for p in pred[u]:
                if has_m[p]:
                    continue
                has_m[p] = True
                if label[p] < 0:  # unlabelled or infinite: p now reverses to u
                    for q in pred[p]:
                        if label[q] == _UNLABELLED:
                            blocking[q] -= 1
                            if blocking[q] == 0 and not has_m[q]:
                                queue.append(q)
        for u in range(len(nodes)):
            if label[u] == _UNLABELLED and not has_m[u]:
                label[u] = _INFINITE
                remaining -= 1
        m += 1

    values: dict[Hashable, GeneralizedValue] = {}
    for u, v in enumerate(nodes):
        if label[u] == _INFINITE:
            values[v] = Infinity(label[w] for w in succ[u] if label[w] >= 0)
        else:
            values[v] = label[u]
    return LoopyLabels(values, {nodes[u]: c for u, c in counter.items()})


def remoteness(
    graph: nx.DiGraph[Hashable] | Mapping[Hashable, Iterable[Hashable]],
) -> dict[Hashable, int]:
    """Return how many moves best play takes to end the game, for every won or lost node.

    The winner hurries and the loser delays: a terminal node has remoteness 0, an
    N-position ``1 +`` the smallest remoteness of its P-options, a P-position ``1 +``
    the largest remoteness of its options. Draws get no remoteness (they are left out).
    It depends only on the positions reachable from a node, so a player who always
    moves to the P-option of smallest remoteness wins in exactly that many moves.

    Parameters
    ----------
    graph : networkx.DiGraph or mapping
        The moves: a directed graph, or ``{node: [options]}``.

    Returns
    -------
    dict
        Remoteness of each node that is not a draw (even: P-position, odd: N-position).

    Examples
    --------
    >>> remoteness({"s": ["a", "t"], "a": ["s"], "t": [], "x": ["x"]})
    {'t': 0, 's': 1, 'a': 2}

    References
    ----------
    .. [1] C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1
       (1966), 51-81 (the remoteness function).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, ch. 9 ("remote" and "suspense" numbers).
    """
    adjacency = adjacency_of(graph)
    predecessors: dict[Hashable, list[Hashable]] = {v: [] for v in adjacency}
    for u, ws in adjacency.items():
        for w in ws:
            predecessors[w].append(u)
    undecided = {u: len(ws) for u, ws in adjacency.items()}
    result = {u: 0 for u, ws in adjacency.items() if not ws}
    queue = deque(result)
    while queue:  # first in, first out: remoteness never decreases along the queue
        v = queue.popleft()
        for u in predecessors[v]:
            if u in result:
                continue
            if result[v] % 2 == 0:  # v is a P-position, so u wins by moving there
                result[u] = result[v] + 1
                queue.append(u)
            else:
                undecided[u] -= 1
                if undecided[u] == 0:  # every move of u goes to an N-position
                    result[u] = result[v] + 1
                    queue.append(u)
    return result


def label_reachable(game: Game, position: Position, max_positions: int) -> LoopyLabels:
    """Explore the positions reachable from ``position`` and label them."""
    return label_generalized(explore(game, position, max_positions))


def generalized_grundy(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> GeneralizedValue:
    """Return the generalized Sprague–Grundy value of ``position`` in a game that may loop.

    For a game that always ends this is the ordinary Grundy value (and it is computed
    the ordinary, fast way). When a cycle of moves is reachable, the positions
    reachable from ``position`` are labelled by :func:`label_generalized`; a position
    without a finite value gets ``∞(K)``. A :class:`~grundylib.game.Sum` (and a
    position of several heaps of a :class:`~grundylib.game.HeapGame`) is evaluated
    from its components by Smith's rules (:func:`generalized_nim_sum`).

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method; its move graph may have cycles.
    position : hashable
        The position to evaluate.
    max_positions : int, optional
        Stop with :class:`~grundylib.core.PositionLimitError` after discovering this many
        positions.

    Returns
    -------
    int or Infinity
        ``0``: P-position; a positive int or ``∞(K)`` with ``0`` in ``K``: N-position;
        ``∞(K)`` without ``0``: a draw (see :func:`outcome_of_value`).

    See Also
    --------
    grundylib.grundy : the ordinary value, for games that always end.
    grundylib.outcome : P, N or D, read from this value.
    outcome_of_value : the outcome a generalized value tells.
    grundylib.misere_grundy : the misère counterpart for games that always end.

    Examples
    --------
    A token on a cycle with a way out: from ``"c"`` a player may also move to ``"d"``,
    from which the only move ends the game.

    >>> import grundylib as gl
    >>> g = gl.GraphGame({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})
    >>> [str(gl.generalized_grundy(g, v)) for v in "abcde"]
    ['∞(∅)', '∞(∅)', '∞(1)', '1', '0']
    >>> print(gl.generalized_grundy(gl.Sum(g, gl.Nim()), ("c", 1)))
    ∞(0)
    >>> gl.generalized_grundy(gl.Nim(), (3, 5))
    6

    References
    ----------
    .. [1] C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1
       (1966), 51-81.
    .. [2] A. S. Fraenkel and Y. Yesha, "The generalized Sprague–Grundy function and its
       invariance under certain mappings", J. Combinatorial Theory A 43 (1986), 165-177.
    """
    check_game(game)
    check_hashable(position)
    limit = check_max_positions(max_positions)
    if isinstance(game, Sum):
        return generalized_nim_sum(
            *(
                generalized_grundy(g, p, max_positions=limit)
                for g, p in zip(game.games, game.parts(position), strict=True)
            )
        )
    if isinstance(game, HeapGame):
        heaps = game.components(position)
        if len(heaps) > 1:
            return generalized_nim_sum(
                *(generalized_grundy(game, h, max_positions=limit) for h in heaps)
            )
    try:
        return Evaluator(game, limit).grundy(position)
    except LoopyGameError:
        return label_reachable(game, position, limit).values[position]


def loopy_winning_moves(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> list[Hashable]:
    """Return the options of ``position`` that are P-positions, the quickest win first.

    The positions reachable from ``position`` (for a sum: the product graph) are
    labelled by :func:`label_generalized`, and the options with value ``0`` are returned
    sorted by their :func:`remoteness` (ties in the order of ``game.moves``). Always
    playing the *first* move of this list wins: the remoteness of the position you
    leave drops at every turn, so the game ends, with your move. A later move of the
    list is also a move to a P-position, but playing such moves carelessly can let the
    opponent run round a cycle for ever.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to move from.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    list
        Empty for a P-position, a draw, or a terminal position.

    Examples
    --------
    From ``s`` both moves win: ``t`` ends the game at once, while ``a`` (whose only move
    returns to ``s``) is a P-position too, but only a step on the way; ``t`` comes first.

    >>> import grundylib as gl
    >>> g = gl.GraphGame({"s": ["a", "t"], "a": ["s"], "t": []})
    >>> loopy_winning_moves(g, "s"), loopy_winning_moves(g, "a")
    (['t', 'a'], [])
    """
    check_game(game)
    check_hashable(position)
    graph = explore(game, position, check_max_positions(max_positions))
    values = label_generalized(graph).values
    options = [o for o in graph.successors(position) if values[o] == 0]
    if not options:
        return []
    distance = remoteness(graph)
    return sorted(options, key=lambda o: distance[o])
