"""Closed forms at loop speed and moves named as the rulesets name them, against brute force.

Each fast path (Hackenbush on any labels, any ground, edge lists or networkx graphs; the
linear winning cuts of a tree; the coin-turning values with repeated coins; Staircase Nim,
Wythoff, Fibonacci Nim and Moore's Nim_k; the C-speed checks of ``core``) is compared
with an independent brute force, the search of ``gl.grundy``/``gl.winning_moves`` over the
rulesets' own moves, on many seeded random small games. Speed itself is measured by
``benchmarks/bench_closed_form_loops.py``, never here.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import reduce
from itertools import combinations
from operator import xor
from typing import Any

import networkx as nx
import numpy  # noqa: F401  (loaded, so the long inputs below take the numpy checks)
import pytest

import grundylib as gl
from grundylib.core import all_natural, xor_of_naturals

HACKENBUSH = gl.GreenHackenbush()
PICTURES = 600


def random_picture(rng: random.Random, cycles: bool) -> tuple[tuple[int, int], ...]:
    return gl.random_hackenbush(rng.randint(0, 9), seed=rng.randrange(10**9), cycles=cycles)


def relabel(
    picture: Any, rng: random.Random
) -> tuple[list[tuple[Any, Any]], Any, dict[int, Any]]:
    """The picture with vertices renamed (the ground too), each edge's ends and the list shuffled."""
    vertices = sorted({0} | {v for e in picture for v in e})
    names: list[Any] = [f"v{v}" for v in vertices] if rng.random() < 0.5 else [
        v + 1 for v in vertices
    ]
    rng.shuffle(names)
    name = dict(zip(vertices, names, strict=True))
    edges = [(name[u], name[v]) if rng.random() < 0.5 else (name[v], name[u]) for u, v in picture]
    rng.shuffle(edges)
    return edges, name[0], name


@pytest.mark.parametrize("cycles", [False, True])
def test_hackenbush_value_on_any_labels_ground_and_graph_equals_the_search(cycles: bool) -> None:
    rng = random.Random(25 + cycles)
    checked = 0
    for _ in range(PICTURES):
        picture = random_picture(rng, cycles)
        truth = gl.grundy(HACKENBUSH, picture)
        edges, ground, _ = relabel(picture, rng)
        assert gl.hackenbush_value(picture) == truth
        assert gl.hackenbush_value(list(picture)) == truth
        assert gl.hackenbush_value(edges, ground=ground) == truth
        position = gl.hackenbush_position(edges, ground=ground)  # renumbered, ground 0
        assert sorted(Counter(map(len, map(set, position))).items()) == sorted(
            Counter(map(len, map(set, picture))).items()
        )
        assert gl.grundy(HACKENBUSH, position) == truth
        multigraph: nx.MultiGraph[Any] = nx.MultiGraph(edges)
        multigraph.add_node(ground)
        assert gl.hackenbush_value(multigraph, ground=ground) == truth
        if len(set(map(frozenset, edges))) == len(edges) and all(u != v for u, v in edges):
            simple: nx.Graph[Any] = nx.Graph(edges)
            simple.add_node(ground)
            assert gl.hackenbush_value(simple, ground=ground) == truth
        checked += 1
    assert checked == PICTURES


@pytest.mark.parametrize("cycles", [False, True])
def test_winning_cuts_on_any_labels_are_the_winning_moves_of_the_search(cycles: bool) -> None:
    rng = random.Random(125 + cycles)
    for _ in range(PICTURES):
        picture = random_picture(rng, cycles)
        searched = gl.winning_moves(HACKENBUSH, picture)
        cuts = gl.hackenbush_winning_cuts(picture)
        assert [gl.hackenbush_cut(picture, e) for e in cuts] == searched
        assert gl.winning_moves(HACKENBUSH, picture, as_moves=True) == [
            e for e in picture if gl.hackenbush_cut(picture, e) in searched
        ]
        edges, ground, name = relabel(picture, rng)
        labelled = gl.hackenbush_winning_cuts(edges, ground=ground)
        assert len(labelled) == len(set(labelled)) and set(labelled) <= set(edges)
        number = {label: vertex for vertex, label in name.items()}
        back = [tuple(sorted((number[u], number[v]))) for u, v in labelled]
        assert sorted(back) == sorted(set(cuts))


def test_winning_cuts_of_trees_agree_whatever_isomorphism_relabels_them() -> None:
    """On trees the linear rule is exact, whichever automorphism the relabelling picked."""
    rng = random.Random(7)
    for _ in range(PICTURES):
        picture = random_picture(rng, cycles=False)
        cuts = gl.hackenbush_winning_cuts(picture)
        values = Counter(gl.hackenbush_value(gl.hackenbush_cut(picture, e)) for e in cuts)
        assert set(values) <= {0}


@pytest.mark.parametrize("cycles", [False, True])
def test_winning_cuts_of_larger_pictures_are_the_cuts_that_leave_value_zero(cycles: bool) -> None:
    """Beyond the search's reach: each edge cut and the rest valued (checked against the search above)."""
    rng = random.Random(225 + cycles)
    for _ in range(150):
        picture = gl.random_hackenbush(rng.randint(10, 60), seed=rng.randrange(10**9), cycles=cycles)
        slow = [
            e
            for i, e in enumerate(picture)
            if (i == 0 or picture[i - 1] != e)
            and gl.hackenbush_value(gl.hackenbush_cut(picture, e)) == 0
        ]
        assert gl.hackenbush_winning_cuts(picture) == slow


def test_hackenbush_ground_and_graph_errors_name_the_value() -> None:
    with pytest.raises(gl.InvalidPositionError, match="connected to the ground 'g'"):
        gl.hackenbush_value([("g", "a"), ("b", "c")], ground="g")
    with pytest.raises(gl.InvalidArgumentError, match="ground must be a vertex of the graph, got 9"):
        gl.hackenbush_value(nx.Graph([(1, 2)]), ground=9)
    with pytest.raises(gl.InvalidArgumentError, match="ground must be a hashable vertex label, got"):
        gl.hackenbush_value([(1, 2)], ground=[1])
    with pytest.raises(gl.InvalidPositionError, match="vertex must be a non-negative integer, got -2"):
        gl.hackenbush_value([(0, 1), (1, -2)])
    with pytest.raises(gl.InvalidPositionError, match="edge must be a pair of vertices"):
        gl.hackenbush_value(["ab"], ground="a")
    with pytest.raises(gl.InvalidPositionError, match="picture must be an undirected graph"):
        gl.hackenbush_value(nx.DiGraph([(0, 1)]))
    with pytest.raises(gl.InvalidPositionError, match="connected to the ground"):
        gl.hackenbush_value(nx.Graph([(0, 1), (2, 3)]))
    with pytest.raises(gl.InvalidPositionError, match="connected to the ground"):
        gl.hackenbush_value(nx.MultiGraph([(0, 1), (2, 3), (2, 3)]))
    lonely: nx.Graph[int] = nx.Graph([(0, 1), (1, 1)])
    lonely.add_node(5)  # a vertex with no edge stands nowhere and costs nothing
    assert gl.hackenbush_value(lonely) == 2 == gl.hackenbush_value(nx.MultiGraph(lonely))
    # the graph's own ground is the default; an explicit one wins
    G: nx.Graph[int] = nx.Graph([(1, 2), (2, 3)], ground=1)
    assert gl.hackenbush_value(G) == 2  # a stalk of two on vertex 1
    assert gl.hackenbush_value(G, ground=2) == 0  # two edges side by side: 1 ⊕ 1
    assert gl.hackenbush_value(G, ground=3) == 2


COIN_GAMES: list[Any] = [gl.Twins(), gl.MockTurtles(), gl.Ruler()]


@pytest.mark.parametrize("game", COIN_GAMES, ids=repr)
def test_coin_values_with_repeated_coins_equal_the_search(game: Any) -> None:
    rng = random.Random(repr(game))
    first = game.first_coin
    for _ in range(300):
        coins = tuple(rng.randint(first, first + 7) for _ in range(rng.randint(0, 6)))
        odd = tuple(sorted(c for c, n in Counter(coins).items() if n % 2))
        truth = gl.grundy(game, odd)
        assert game.value(coins) == truth
        assert gl.grundy(game, coins) == truth  # two heads on one coin cancel in the search too
        assert game.value(frozenset(odd)) == truth
        named = list(game.named_moves(coins))
        assert {after for _, after in named} == set(game.moves(coins))
        for turned, after in named:
            assert turned[0] in odd and list(turned[1:]) == sorted(turned[1:], reverse=True)
            flips = Counter(odd) + Counter(turned)
            assert after == tuple(sorted(c for c, n in flips.items() if n % 2))
        wins = gl.winning_moves(game, coins, as_moves=True)
        assert {after for turned, after in named if turned in wins} == set(
            gl.winning_moves(game, coins)
        )


def test_board_coin_games_name_the_cells_turned() -> None:
    game = gl.AcrosticTwins()
    rng = random.Random(3)
    for _ in range(60):
        cells = tuple({(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(rng.randint(0, 4))})
        named = list(game.named_moves(cells))
        assert {after for _, after in named} == set(game.moves(cells))
        assert game.value(cells + cells[:1]) == gl.grundy(game, tuple(sorted(cells[1:])))


def test_staircase_value_from_top_and_named_moves_equal_the_search() -> None:
    game = gl.StaircaseNim()
    rng = random.Random(11)
    for _ in range(300):
        steps = tuple(rng.randint(0, 4) for _ in range(rng.randint(0, 4)))
        assert game.value(steps) == gl.grundy(game, steps)
        assert game.from_top(steps[::-1]) == steps
        named = list(game.named_moves(steps))
        assert [after for _, after in named] == list(game.moves(steps))
        for move, after in named:
            expected = list(steps)
            expected[move.step - 1] -= move.coins
            if move.step > 1:
                expected[move.step - 2] += move.coins
            assert after == tuple(expected)
        wins = gl.winning_moves(game, steps, as_moves=True)
        assert [after for move, after in named if move in wins] == gl.winning_moves(game, steps)


def nim_winning_count(heaps: tuple[int, ...]) -> int:
    """The contest answer: how many heaps can be lowered to make the nim-sum zero."""
    total = reduce(xor, heaps, 0)
    return sum(1 for h in heaps if total and h ^ total < h)


def test_nim_winning_moves_as_moves_are_heap_and_take_and_count_like_a_contest() -> None:
    rng = random.Random(5)
    for _ in range(400):
        heaps = tuple(rng.randint(0, 12) for _ in range(rng.randint(1, 5)))
        moves = gl.winning_moves(gl.Nim(), heaps, as_moves=True)
        assert len(moves) == nim_winning_count(heaps)
        for move in moves:
            after = list(heaps)
            after[move.heap] -= move.take
            assert move.leaves == ((after[move.heap],) if after[move.heap] else ())
            assert reduce(xor, after, 0) == 0


@pytest.mark.parametrize(
    "game", [gl.SubtractionGame({1, 3, 4}), gl.LaskersNim(), gl.OctalGame("0.137")], ids=repr
)
def test_heap_games_name_each_winning_move_once_per_heap(game: Any) -> None:
    rng = random.Random(repr(game))
    for _ in range(150):
        heaps = tuple(rng.randint(0, 9) for _ in range(rng.randint(1, 3)))
        named = list(game.named_moves(heaps))
        assert {after for _, after in named} == set(game.moves(heaps))
        for move, after in named:
            rest = list(heaps[: move.heap] + heaps[move.heap + 1 :]) + list(move.leaves)
            assert after == game.position(rest)
            assert move.take == heaps[move.heap] - sum(move.leaves)
        wins = gl.winning_moves(game, heaps, as_moves=True)
        by_search = gl.winning_moves(game, heaps)
        assert {after for move, after in named if move in wins} == set(by_search)
        # equal heaps are different moves: each is counted
        assert len(wins) == sum(1 for move, after in named if after in by_search)


def test_sums_name_the_component_and_its_move() -> None:
    game = gl.Sum(gl.Nim(), gl.SubtractionGame({1, 3, 4}), gl.GraphGame({0: [], 1: [0], 2: [1, 0]}))
    rng = random.Random(9)
    for _ in range(200):
        position = ((rng.randint(0, 5), rng.randint(0, 5)), rng.randint(0, 9), rng.randint(0, 2))
        named = list(game.named_moves(position))
        assert {after for _, after in named} == set(game.moves(position))
        wins = gl.winning_moves(game, position, as_moves=True)
        searched = gl.winning_moves(game, position)
        assert {after for move, after in named if move in wins} == set(searched)
        for (component, move), after in named:
            assert all(after[j] == position[j] for j in range(3) if j != component)
            if component == 2:
                assert move == after[2]  # a graph game names no moves: its new position


def test_games_without_named_moves_get_positions_and_misere_works_too() -> None:
    graph = gl.GraphGame({"a": ["b", "c"], "b": [], "c": ["b"]})
    assert gl.winning_moves(graph, "a", as_moves=True) == gl.winning_moves(graph, "a") == ["b"]
    # misère: leave an odd number of heaps of one counter
    assert gl.winning_moves(gl.Nim(), (1, 1, 2), misere=True, as_moves=True) == [
        gl.HeapMove(heap=2, take=1, leaves=(1,))
    ]


def test_wythoff_fibonacci_and_moore_closed_forms_equal_the_search() -> None:
    wythoff = gl.Wythoff()
    for a in range(25):
        for b in range(25):
            assert gl.is_wythoff_p_position(a, b) == (gl.grundy(wythoff, (a, b)) == 0)
    fibonacci = gl.FibonacciNim()
    for n in range(1, 60):
        for limit in range(1, n + 1):
            take = gl.fibonacci_nim_winning_take(n, limit)
            wins = gl.winning_moves(fibonacci, (n, limit))
            assert (take is None) == (wins == [])
            if take is not None:
                assert (n - take, 2 * take) in wins or (n - take, min(2 * take, n - take)) in wins
    for k in (1, 2, 3):
        game = gl.MooreNim(k)
        for heaps in {tuple(sorted(c)) for c in combinations(list(range(5)) * 3, 3)}:
            assert gl.moore_nim_is_p_position(heaps, k) == (gl.grundy(game, heaps) == 0)


def test_wythoff_and_fibonacci_nim_name_their_moves() -> None:
    wythoff = gl.Wythoff()
    for a in range(12):
        for b in range(12):
            named = list(wythoff.named_moves((a, b)))
            assert [after for _, after in named] == list(wythoff.moves((a, b)))
            for (da, db), after in named:
                assert after == (a - da, b - db) and (da == 0 or db == 0 or da == db)
            wins = gl.winning_moves(wythoff, (a, b), as_moves=True)
            assert [(a - da, b - db) for da, db in wins] == gl.winning_moves(wythoff, (a, b))
    fibonacci = gl.FibonacciNim()
    for n in range(1, 40):
        wins = gl.winning_moves(fibonacci, fibonacci.start(n), as_moves=True)
        take = gl.fibonacci_nim_winning_take(n)
        assert (wins == []) == (take is None) and (take is None or take == wins[0])


def test_fast_checks_agree_with_item_by_item_checks() -> None:
    rng = random.Random(1)
    pool: list[Any] = [0, 1, 5, 2**63, 2**64, 2**70, -1, -(2**64), True, False, 1.0, "3", None]
    for _ in range(2000):
        values = tuple(rng.choice(pool) for _ in range(rng.randint(0, 5)))
        natural = all(type(v) is int and v >= 0 for v in values)
        assert all_natural(values) == natural
        assert all_natural(values * 30, least=1) == (natural and all(v >= 1 for v in values))
        for start, step in ((0, 1), (0, 2), (1, 2)):
            expected = reduce(xor, values[start::step], 0) if natural else None
            assert xor_of_naturals(values, start, step) == expected
        long = values * 30  # long enough for numpy's sum
        assert xor_of_naturals(long) == (reduce(xor, long, 0) if natural else None)
