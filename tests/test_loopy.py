"""Loopy games: generalized Sprague–Grundy values checked against retrograde analysis.

The independent method is plain retrograde win/loss/draw analysis (terminal positions
are lost; a position with a move to a lost one is won; a position all of whose moves go
to won ones is lost; whatever is never labelled is a draw), run on each random cyclic
graph and on the product graph of sums of them, built here without grundylib. It knows
nothing of mex, ∞ or Smith's sum rules. Set GRUNDYLIB_SLOW_TESTS=1 for ten times as many
random cases. The number of random cases compared is printed by the last test
(``pytest -s``) and checked there.
"""

from __future__ import annotations

import itertools
import os
import time
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundylib as gl
from grundylib.loopy import label_generalized

SLOW = os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1"
EXAMPLES = 3000 if SLOW else 300
COMPARED = {"single graphs": 0, "sums": 0, "positions": 0}


def retrograde(successors):
    """Win/loss/draw of every node of ``{node: [options]}``: 'P' (lost), 'N' (won), 'D'."""
    predecessors = {v: [] for v in successors}
    for u, ws in successors.items():
        for w in ws:
            predecessors[w].append(u)
    undecided = {u: len(set(ws)) for u, ws in successors.items()}
    label = {u: "P" for u, ws in successors.items() if not ws}
    queue = deque(label)
    while queue:
        v = queue.popleft()
        for u in set(predecessors[v]):
            if u in label:
                continue
            if label[v] == "P":
                label[u] = "N"
                queue.append(u)
            else:
                undecided[u] -= 1
                if undecided[u] == 0:
                    label[u] = "P"
                    queue.append(u)
    return {u: label.get(u, "D") for u in successors}


def product(*graphs):
    """The move graph of the disjunctive sum of ``{node: [options]}`` graphs, by hand."""
    result = {}
    for position in itertools.product(*(list(g) for g in graphs)):
        options = []
        for i, g in enumerate(graphs):
            for w in g[position[i]]:
                options.append((*position[:i], w, *position[i + 1 :]))
        result[position] = options
    return result


@st.composite
def cyclic_graphs(draw, max_nodes=7):
    """A random digraph on 0..n-1: any edges, self-loops allowed, cycles likely."""
    n = draw(st.integers(min_value=1, max_value=max_nodes))
    return {v: sorted(draw(st.sets(st.integers(0, n - 1), max_size=min(n, 3)))) for v in range(n)}


def check_definition(successors, labels):
    """The defining properties of the generalized SG function and of the counter."""
    values, counters = labels.values, labels.counters
    for u, options in successors.items():
        value = values[u]
        finite = {values[w] for w in options if isinstance(values[w], int)}
        if isinstance(value, gl.Infinity):
            assert frozenset(finite) == value.K
            # no finite value fits u: some infinite option cannot be reversed to the mex
            m = gl.mex(finite)
            assert any(isinstance(values[w], gl.Infinity) and m not in values[w].K for w in options)
        else:
            assert value == gl.mex(finite)
            for w in options:
                w_value = values[w]
                if isinstance(w_value, gl.Infinity) or w_value > value:
                    # every move up (or to ∞) can be reversed, to a position labelled earlier
                    assert any(
                        values[x] == value and counters[x] < counters[u] for x in successors[w]
                    )


@settings(max_examples=EXAMPLES, deadline=None)
@given(cyclic_graphs())
def test_single_random_cyclic_graphs_agree_with_retrograde_analysis(successors):
    labels = label_generalized(successors)
    check_definition(successors, labels)
    truth = retrograde(successors)
    game = gl.GraphGame(successors)
    for v in successors:
        assert gl.outcome_of_value(labels.values[v]) == truth[v]
        assert gl.outcome(game, v) == truth[v]
        moves = gl.winning_moves(game, v)
        assert set(moves) == {w for w in successors[v] if truth[w] == "P"}
        assert (moves != []) == (truth[v] == "N")
    COMPARED["single graphs"] += 1
    COMPARED["positions"] += len(successors)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(cyclic_graphs(max_nodes=5), min_size=2, max_size=3))
def test_sums_of_random_cyclic_graphs_follow_smiths_rules(graphs):
    if len(graphs) == 3:
        graphs = [
            {v: ws for v, ws in g.items() if v < 4 and all(w < 4 for w in ws)} or {0: []}
            for g in graphs
        ]
        graphs = [{v: [w for w in ws if w in g] for v, ws in g.items()} for g in graphs]
    games = [gl.GraphGame(g) for g in graphs]
    total = gl.Sum(*games)
    moves = product(*graphs)
    truth = retrograde(moves)
    on_product = label_generalized(moves).values  # labelling the whole product graph
    for position in moves:
        by_rules = gl.generalized_grundy(total, position)
        parts = [gl.generalized_grundy(g, p) for g, p in zip(games, position, strict=True)]
        assert by_rules == gl.generalized_nim_sum(*parts)
        assert on_product[position] == by_rules  # Smith's theorem, value for value
        assert gl.outcome(total, position) == truth[position]
    for position in list(moves)[:6]:
        winning = gl.winning_moves(total, position)
        assert set(winning) == {w for w in moves[position] if truth[w] == "P"}
    COMPARED["sums"] += 1
    COMPARED["positions"] += len(moves)


@settings(max_examples=EXAMPLES // 3, deadline=None)
@given(cyclic_graphs())
def test_always_playing_the_first_winning_move_makes_progress(successors):
    game = gl.GraphGame(successors)
    G = gl.game_graph(game, 0, loopy=True)
    for v in G:
        assert ("remoteness" in G.nodes[v]) == (G.nodes[v]["outcome"] != gl.Outcome.D)
        if G.nodes[v]["outcome"] != gl.Outcome.P:
            continue
        for w in G.successors(v):  # whatever the opponent does from a P-position ...
            reply = gl.winning_moves(game, w)[0]  # ... the first answer is closer to the end
            assert G.nodes[reply]["remoteness"] < G.nodes[v]["remoteness"]


def play_out(game, start, opponent_choice, limit=200):
    """Play from an N-position: we take winning_moves(...)[0], the opponent any move."""
    position, ply = start, 0
    while ply < limit:
        moves = gl.winning_moves(game, position)
        position = moves[0]
        options = list(game.moves(position))
        if not options:
            return "won"
        position = opponent_choice(options)
        ply += 1
    return "no end"


def test_the_first_winning_move_wins_against_a_stubborn_opponent():
    # s -> a -> s is a loop the loser would like to run round for ever.
    game = gl.GraphGame({"s": ["a", "t"], "a": ["s"], "t": []})
    assert gl.winning_moves(game, "s") == ["t", "a"]
    assert play_out(game, "s", opponent_choice=lambda options: options[0]) == "won"
    loop = gl.GraphGame({0: [1, 2], 1: [0, 3], 2: [0], 3: [4], 4: []})
    for first_choice in (lambda o: o[0], lambda o: o[-1]):
        for v in loop.graph:
            if gl.outcome(loop, v) == gl.Outcome.N:
                assert play_out(loop, v, first_choice) == "won"


def test_acyclic_games_get_their_ordinary_grundy_values():
    game = gl.SubtractionGame({1, 3, 4})
    G = gl.game_graph(game, 20)
    L = gl.game_graph(game, 20, loopy=True)
    for v in G:
        assert L.nodes[v]["grundy"] == G.nodes[v]["grundy"] == gl.generalized_grundy(game, v)
        assert L.nodes[v]["outcome"] == G.nodes[v]["outcome"]


def test_ferguson_cycle_with_an_exit():
    # Ferguson, Game Theory Part I §3.4: a -> b -> c -> a, c -> d -> e; a, b, c are ties.
    game = gl.GraphGame({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})
    outcomes = {v: gl.outcome(game, v).value for v in "abcde"}
    assert outcomes == {"a": "D", "b": "D", "c": "D", "d": "N", "e": "P"}
    assert gl.generalized_grundy(game, "c") == gl.Infinity({1})
    assert gl.winning_moves(game, "c") == []


def test_ordinary_functions_still_refuse_cycles_and_point_to_the_loopy_ones():
    game = gl.GraphGame({"a": ["b"], "b": ["a"]})
    for call in (lambda: gl.grundy(game, "a"), lambda: gl.game_graph(game, "a")):
        with pytest.raises(
            gl.LoopyGameError, match=r"generalized_grundy.*game_graph\(\.\.\., loopy=True\)"
        ):
            call()
    with pytest.raises(gl.LoopyGameError):
        gl.outcome(game, "a", misere=True)
    assert gl.outcome(game, "a") == gl.Outcome.D


class ClimbingHeaps(gl.HeapGame):
    """Take 1 or 2 counters from a heap, or add one to a heap of fewer than 3 (loopy)."""

    def heap_options(self, heap):
        for k in (1, 2):
            if k <= heap:
                yield (heap - k,)
        if heap < 3:
            yield (heap + 1,)


def test_loopy_heap_games_are_split_into_heaps_by_the_sum_rules():
    game = ClimbingHeaps()
    with pytest.raises(gl.LoopyGameError):
        gl.grundy(game, 2)
    for position in [(1, 2), (2, 3), (1, 1, 3), (3, 4)]:
        whole = gl.game_graph(game, position, loopy=True)  # every position of the product
        heaps = [gl.generalized_grundy(game, h) for h in position]
        assert whole.nodes[position]["grundy"] == gl.generalized_nim_sum(*heaps)
        assert gl.generalized_grundy(game, position) == gl.generalized_nim_sum(*heaps)
        truth = retrograde({v: list(whole.successors(v)) for v in whole})
        assert gl.outcome(game, position) == truth[position]


def test_a_loopy_part_in_a_sum_with_an_ordinary_game():
    loop = gl.GraphGame({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})
    total = gl.Sum(loop, gl.Nim())
    assert gl.generalized_grundy(total, ("c", 1)) == gl.Infinity({0})  # ∞(1) + 1
    assert gl.outcome(total, ("c", 1)) == gl.Outcome.N
    assert gl.winning_moves(total, ("c", 1)) == [("d", 1)]
    assert gl.outcome(total, ("c", 2)) == gl.Outcome.D
    assert gl.outcome(total, ("d", 1)) == gl.Outcome.P
    assert gl.outcome(gl.Sum(loop, loop), ("c", "c")) == gl.Outcome.D  # ∞ + ∞


def test_infinity_values():
    v = gl.Infinity({2, 0})
    assert str(v) == "∞(0,2)" and v.latex() == r"\infty_{0,2}"
    assert (
        repr(v) == "Infinity(K=frozenset({0, 2}))" and eval(repr(v), {"Infinity": gl.Infinity}) == v
    )
    assert v ^ 1 == gl.Infinity({1, 3}) == 1 ^ v
    assert hash(v) == hash(gl.Infinity([0, 2]))
    assert gl.generalized_nim_sum(v, gl.Infinity({1})) == gl.Infinity(())
    with pytest.raises(
        gl.InvalidArgumentError,
        match="generalized Grundy value must be a non-negative integer, got -1",
    ):
        gl.generalized_nim_sum(v, -1)
    with pytest.raises(gl.InvalidArgumentError, match="K must hold non-negative integers, got 'x'"):
        gl.Infinity({"x"})


def test_outcome_on_acyclic_games_keeps_its_fast_path():
    nim = gl.Nim()
    began = time.perf_counter()
    for a, b, c in itertools.product(range(12), repeat=3):
        gl.outcome(nim, (a, b, c))
    fast = time.perf_counter() - began
    assert fast < 5  # 1728 positions by nim-sum; a graph search would take far longer
    big = gl.Sum(gl.SubtractionGame({1, 3, 4}), gl.Nim())
    assert gl.outcome(big, (10**5, 7)) == gl.Outcome.N


def test_the_number_of_random_cases_compared():
    print(f"\nrandom cases compared with retrograde analysis: {COMPARED}")
    if COMPARED["single graphs"]:  # the random tests ran in this session
        assert COMPARED["single graphs"] >= EXAMPLES // 2
        assert COMPARED["sums"] >= EXAMPLES // 2
