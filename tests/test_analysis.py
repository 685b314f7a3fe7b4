"""Grundy values, outcomes, winning moves and game graphs, checked against independent methods."""

from __future__ import annotations

import time

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundylib as gl

small_heaps = st.lists(st.integers(min_value=0, max_value=6), min_size=1, max_size=3).map(tuple)
subtraction_sets = st.sets(st.integers(min_value=1, max_value=5), min_size=1, max_size=3)


@st.composite
def random_dags(draw):
    """A random DAG on nodes 0..n-1 with edges only from larger to smaller numbers."""
    n = draw(st.integers(min_value=1, max_value=9))
    edges = {v: sorted(draw(st.sets(st.integers(0, v - 1), max_size=v)) if v else []) for v in range(n)}
    return gl.GraphGame(edges)


def brute_force_outcomes(game, start):
    """P/N by plain backward induction over the graph (no Grundy values, no theorem)."""
    graph = nx.DiGraph()
    stack, seen = [start], {start}
    while stack:
        u = stack.pop()
        graph.add_node(u)
        for v in game.moves(u):
            graph.add_edge(u, v)
            if v not in seen:
                seen.add(v)
                stack.append(v)
    label = {}
    for u in reversed(list(nx.topological_sort(graph))):
        label[u] = "N" if any(label[v] == "P" for v in graph.successors(u)) else "P"
    return label


@settings(max_examples=60, deadline=None)
@given(small_heaps)
def test_boutons_theorem_against_brute_force(heaps):
    labels = brute_force_outcomes(gl.Nim(), heaps)
    for position, label in labels.items():
        assert (label == "P") == (gl.nim_sum(*position) == 0)
        assert gl.outcome(gl.Nim(), position) == label


@settings(max_examples=60, deadline=None)
@given(small_heaps)
def test_nim_winning_moves_follow_boutons_rule(heaps):
    s = gl.nim_sum(*heaps)
    expected = [
        (*heaps[:i], h ^ s, *heaps[i + 1:]) for i, h in enumerate(heaps) if s and (h ^ s) < h
    ]
    moves = gl.winning_moves(gl.Nim(), heaps)
    assert moves == expected
    assert all(all(a <= b for a, b in zip(m, heaps, strict=True)) for m in moves)
    assert len(moves) % 2 == (1 if s else 0)


@settings(max_examples=40, deadline=None)
@given(subtraction_sets, subtraction_sets, st.integers(0, 12), st.integers(0, 12))
def test_sprague_grundy_theorem_on_sums_of_subtraction_games(a, b, x, y):
    game_a, game_b = gl.SubtractionGame(a), gl.SubtractionGame(b)
    total = gl.Sum(game_a, game_b)
    product_graph = gl.game_graph(total, (x, y))  # built from Sum.moves, values by mex
    theorem = gl.grundy(game_a, x) ^ gl.grundy(game_b, y)
    assert product_graph.nodes[(x, y)]["grundy"] == theorem == gl.grundy(total, (x, y))
    brute = brute_force_outcomes(total, (x, y))
    assert (brute[(x, y)] == "P") == (theorem == 0)


@settings(max_examples=40, deadline=None)
@given(random_dags(), random_dags(), st.data())
def test_sprague_grundy_theorem_on_sums_of_random_dags(a, b, data):
    x = data.draw(st.sampled_from(sorted(a.graph.nodes)))
    y = data.draw(st.sampled_from(sorted(b.graph.nodes)))
    total = gl.Sum(a, b)
    product_graph = gl.game_graph(total, (x, y))
    assert product_graph.nodes[(x, y)]["grundy"] == gl.grundy(a, x) ^ gl.grundy(b, y)
    assert gl.grundy(total, (x, y)) == gl.grundy(a, x) ^ gl.grundy(b, y)


@settings(max_examples=40, deadline=None)
@given(random_dags())
def test_grundy_values_satisfy_the_mex_rule_and_zero_means_p(game):
    graph = gl.game_graph(game, max(game.graph.nodes))
    labels = brute_force_outcomes(game, max(game.graph.nodes))
    for v in graph:
        options = [graph.nodes[w]["grundy"] for w in graph.successors(v)]
        assert graph.nodes[v]["grundy"] == gl.mex(options)
        assert (graph.nodes[v]["grundy"] == 0) == (labels[v] == "P")


@settings(max_examples=30, deadline=None)
@given(random_dags())
def test_grundy_value_k_reaches_every_smaller_value_but_not_k(game):
    for v in game.graph.nodes:
        k = gl.grundy(game, v)
        reached = {gl.grundy(game, w) for w in game.moves(v)}
        assert set(range(k)) <= reached and k not in reached


@settings(max_examples=30, deadline=None)
@given(subtraction_sets, st.integers(0, 40))
def test_labelling_rounds_agree_with_outcome(subtraction_set, n):
    game = gl.SubtractionGame(subtraction_set)
    rounds = gl.labelling_rounds(game, n)
    labelled = {}
    for r in rounds:
        labelled.update(dict.fromkeys(r.new_p, "P"))
        labelled.update(dict.fromkeys(r.new_n, "N"))
    assert labelled == {m: gl.outcome(game, m).value for m in gl.game_graph(game, n)}


def test_labelling_rounds_of_take_one_to_three():
    rounds = gl.labelling_rounds(gl.SubtractionGame({1, 2, 3}), 9)
    assert [(r.new_p, r.new_n) for r in rounds] == [([0], [1, 2, 3]), ([4], [5, 6, 7]), ([8], [9])]


def test_winning_moves_are_unique_and_stable():
    game = gl.Sum(gl.Nim(), gl.Nim())
    moves = gl.winning_moves(game, (3, 5))
    assert moves == [(3, 3)]
    assert gl.winning_moves(gl.SubtractionGame({1, 2}), (2, 2)) == []


def test_misere_outcome_by_brute_force():
    assert gl.outcome(gl.Nim(), (1, 1, 5), misere=True) == gl.Outcome.N
    assert gl.outcome(gl.Nim(), (1, 1), misere=True) == gl.Outcome.N
    assert gl.outcome(gl.Nim(), (1,), misere=True) == gl.Outcome.P
    assert gl.winning_moves(gl.Nim(), (1, 1, 5), misere=True) == [(1, 1, 1)]


def test_a_long_chain_needs_no_recursion():
    class Countdown:
        def moves(self, n):
            return [n - 1] if n else []

    assert gl.grundy(Countdown(), 200_000) == 0
    graph = gl.game_graph(Countdown(), 100_000)
    assert graph.nodes[100_000]["outcome"] == gl.Outcome.P


def test_a_cycle_raises_loopy_game_error_naming_it():
    game = gl.GraphGame({"start": ["a"], "a": ["b"], "b": ["c"], "c": ["a"]})
    with pytest.raises(gl.LoopyGameError) as info:
        gl.grundy(game, "start")
    assert set(info.value.cycle) == {"a", "b", "c"}
    with pytest.raises(gl.LoopyGameError) as info:
        gl.game_graph(game, "start")
    assert set(info.value.cycle) == {"a", "b", "c"}


def test_max_positions_stops_a_huge_search_quickly():
    began = time.monotonic()
    with pytest.raises(gl.PositionLimitError, match=r"max_positions=5000 was passed while exploring from \(40, 40, 40, 40\)"):
        gl.game_graph(gl.Nim(), (40, 40, 40, 40), max_positions=5000)
    # two wild rulesets: no theory applies (not even a misère quotient computed earlier in this
    # process, which covers heaps of one ruleset), so the sum is searched and the limit stops it
    two_rulesets = gl.Sum(gl.Kayles(), gl.DawsonsKayles())
    with pytest.raises(gl.PositionLimitError):
        gl.outcome(two_rulesets, ((9, 10), (11, 12)), misere=True, max_positions=5000)
    assert time.monotonic() - began < 30  # a generous bound: the point is that it stops at all


def test_the_default_limit_protects_against_a_huge_start():
    with pytest.raises(gl.PositionLimitError):
        gl.game_graph(gl.Nim(), (200, 200, 200))


@pytest.mark.parametrize("bad", [0, -1, 2.5, "10", True])
def test_max_positions_must_be_a_positive_integer(bad):
    with pytest.raises(gl.InvalidArgumentError, match=r"max_positions must be a positive integer") as info:
        gl.game_graph(gl.Nim(), 3, max_positions=bad)
    assert not isinstance(info.value, gl.InvalidPositionError)  # a limit is not a position


def test_unhashable_positions_and_non_games_are_rejected():
    with pytest.raises(gl.InvalidPositionError, match=r"must be hashable.*got \[1, 2\]"):
        gl.grundy(gl.GraphGame({1: [2]}), [1, 2])
    with pytest.raises(gl.InvalidArgumentError, match=r"moves\(position\) method, got 'nim'") as info:
        gl.grundy("nim", 3)
    assert not isinstance(info.value, gl.InvalidPositionError)  # a game is not a position


def test_game_graph_nodes_carry_grundy_and_outcome():
    graph = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 14)
    assert graph.graph["start"] == 14
    assert [v for v in sorted(graph) if graph.nodes[v]["outcome"] == gl.Outcome.P] == [0, 2, 7, 9, 14]
    assert all(graph.nodes[v]["grundy"] == gl.grundy(gl.SubtractionGame({1, 3, 4}), v) for v in graph)
