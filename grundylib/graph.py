"""Game graphs: the positions reachable from a start, as a labelled networkx graph.

:func:`game_graph` builds the graph breadth-first (no recursion) and labels each node
with its Grundy value and outcome (with ``loopy=True``, a graph with cycles is labelled
with generalized Sprague–Grundy values and outcomes P, N, D); :func:`labelling_rounds` replays the backward
labelling algorithm of the notes (terminal positions are P; whatever reaches a P is N;
whatever reaches only N is P; repeat) round by round, so a lesson can show it step by
step.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import networkx as nx

from ._game_graph import GameGraph
from ._search import explore
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    LoopyGameError,
    Outcome,
    check_iterable,
    least_missing,
    shorten,
)
from .game import Game, Position, sort_positions
from .loopy import label_generalized, outcome_of_value, remoteness

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["LabellingRound", "game_graph", "labelling_rounds", "rounds_table"]


def game_graph(
    game: Game,
    start: Position,
    *,
    loopy: bool = False,
    max_positions: int = DEFAULT_MAX_POSITIONS,
) -> nx.DiGraph[Hashable]:
    """Return the graph of positions reachable from ``start``, labelled with Grundy values.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    start : hashable
        The starting position.
    loopy : bool, optional
        If true, the graph may have cycles: each node's ``"grundy"`` is its generalized
        Sprague–Grundy value (an int or :class:`~grundylib.loopy.Infinity`), its
        ``"outcome"`` is P, N or D, and nodes that are not draws also carry their
        ``"remoteness"`` (:func:`~grundylib.loopy.remoteness`, the number of moves
        best play takes to end the game).
    max_positions : int, optional
        Stop with :class:`~grundylib.core.PositionLimitError` as soon as more positions
        than this are discovered.

    Returns
    -------
    networkx.DiGraph
        An edge ``u -> v`` for each move; each node has attributes ``"grundy"`` (int) and
        ``"outcome"`` (:class:`~grundylib.core.Outcome`). ``G.graph["start"]`` is ``start``.

    Raises
    ------
    LoopyGameError
        If the graph has a cycle and ``loopy`` is false (the error names positions on it).

    Examples
    --------
    >>> import grundylib as gl
    >>> G = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 14)
    >>> G.number_of_nodes(), G.number_of_edges()
    (15, 37)
    >>> [v for v in sorted(G) if G.nodes[v]["outcome"] == gl.Outcome.P]
    [0, 2, 7, 9, 14]
    >>> G.nodes[14]["grundy"], G.nodes[13]["grundy"]
    (0, 2)
    >>> C = gl.game_graph(gl.GraphGame({"a": ["b"], "b": ["a", "c"], "c": []}), "a", loopy=True)
    >>> [(v, str(C.nodes[v]["grundy"]), C.nodes[v]["outcome"].value) for v in C]
    [('a', '0', 'P'), ('b', '1', 'N'), ('c', '0', 'P')]
    """
    graph = explore(game, start, max_positions, GameGraph)  # draws itself in Jupyter
    if loopy:
        distance = remoteness(graph)
        for node, value in label_generalized(graph).values.items():
            graph.nodes[node]["grundy"] = value
            graph.nodes[node]["outcome"] = outcome_of_value(value)
            if node in distance:
                graph.nodes[node]["remoteness"] = distance[node]
        return graph
    try:
        order = list(nx.topological_sort(graph))
    except nx.NetworkXUnfeasible:
        cycle_edges = nx.find_cycle(graph, start)
        raise LoopyGameError([u for u, _ in cycle_edges]) from None
    for node in reversed(order):
        value = least_missing({graph.nodes[s]["grundy"] for s in graph.successors(node)})
        graph.nodes[node]["grundy"] = value
        graph.nodes[node]["outcome"] = Outcome.P if value == 0 else Outcome.N
    return graph


@dataclass(frozen=True)
class LabellingRound:
    """One round of backward labelling: the positions newly labelled P, then N.

    Attributes
    ----------
    number : int
        1 for the first round.
    new_p : list
        Positions labelled P in this round (sorted).
    new_n : list
        Positions labelled N in this round (sorted).
    """

    number: int
    new_p: list[Hashable]
    new_n: list[Hashable]


def labelling_rounds(
    game: Game, start: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> list[LabellingRound]:
    """Label the positions reachable from ``start`` P or N, round by round.

    Round 1 labels the terminal positions P and every position with a move to one of
    them N. Each later round labels P the unlabelled positions whose moves all lead to
    N-positions, and N the positions with a move to one of those. It stops when a round
    finds no new P-position. On a finite acyclic game every position ends up labelled,
    and the labels agree with :func:`grundylib.outcome`.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    start : hashable
        The largest position of interest.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    list of LabellingRound

    Examples
    --------
    >>> import grundylib as gl
    >>> for r in labelling_rounds(gl.SubtractionGame({1, 2, 3}), 9):
    ...     print(r.number, r.new_p, r.new_n)
    1 [0] [1, 2, 3]
    2 [4] [5, 6, 7]
    3 [8] [9]

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, §1.2 (the backward induction).
    """
    graph = game_graph(game, start, max_positions=max_positions)
    label: dict[Hashable, Outcome] = {}
    new_p = [v for v in graph if graph.out_degree(v) == 0]
    rounds: list[LabellingRound] = []
    while new_p:
        for v in new_p:
            label[v] = Outcome.P
        new_n = {u for v in new_p for u in graph.predecessors(v) if u not in label}
        for v in new_n:
            label[v] = Outcome.N
        rounds.append(LabellingRound(len(rounds) + 1, sort_positions(new_p), sort_positions(new_n)))
        new_p = [
            v
            for v in graph
            if v not in label and all(label.get(s) == Outcome.N for s in graph.successors(v))
        ]
    return rounds


def rounds_table(rounds: list[LabellingRound]) -> pd.DataFrame:
    """Return the rounds as a table with one row per round, for display in a lesson.

    Examples
    --------
    >>> import grundylib as gl
    >>> rounds_table(labelling_rounds(gl.SubtractionGame({1, 2, 3}), 5))
                 labelled P labelled N
    round
    1                     0    1, 2, 3
    2                     4          5
    """
    import pandas as pd  # optional heavy dependency, loaded for tables only

    for r in check_iterable(rounds, "rounds", error=InvalidArgumentError):
        if not isinstance(r, LabellingRound):
            raise InvalidArgumentError(
                f"rounds must be LabellingRound objects from labelling_rounds, got {shorten(r)}"
            )
    return pd.DataFrame(
        {
            "round": [r.number for r in rounds],
            "labelled P": [", ".join(map(str, r.new_p)) for r in rounds],
            "labelled N": [", ".join(map(str, r.new_n)) for r in rounds],
        }
    ).set_index("round")
