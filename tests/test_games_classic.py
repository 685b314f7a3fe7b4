"""The classic games of the notes (Bash, at-least-half, Wythoff, Fibonacci Nim) and sums of
different games: brute-force graph values agree with each closed form over a range."""

from __future__ import annotations

import json
from collections.abc import Hashable, Iterable, Iterator
from decimal import Decimal, localcontext
from functools import reduce
from itertools import pairwise
from operator import xor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundylib as gl

P, N = gl.Outcome.P, gl.Outcome.N
PROBLEMS = Path(__file__).resolve().parents[1] / "grundylib" / "data" / "problems"


class Root:
    """A test-only game: a fresh position ``"root"`` with a move to each of ``starts``.

    ``gl.winning_moves(Root(game, starts), "root")`` then lists the P-positions among
    ``starts`` with a single search whose memo is shared by all of them.
    """

    def __init__(self, game: Any, starts: Iterable[Hashable]) -> None:
        self.game, self.starts = game, list(starts)

    def moves(self, position: Any) -> Iterator[Hashable]:
        if position == "root":
            yield from self.starts
        else:
            yield from self.game.moves(position)


def p_positions(game: Any, starts: Iterable[Hashable]) -> set[Hashable]:
    return set(gl.winning_moves(Root(game, starts), "root"))


def assert_analysis_agrees_with_graph(game: Any, start: Hashable) -> int:
    """Every node of the graph: grundy, outcome and winning moves agree with the labels."""
    graph = gl.game_graph(game, start)
    for node in graph:
        label = graph.nodes[node]
        assert gl.grundy(game, node) == label["grundy"]
        assert gl.outcome(game, node) == label["outcome"]
        expected = [s for s in dict.fromkeys(game.moves(node)) if graph.nodes[s]["outcome"] == P]
        assert gl.winning_moves(game, node) == expected
        assert (label["outcome"] == N) == bool(expected)
    return graph.number_of_nodes()


@pytest.mark.parametrize(
    ("game", "start"),
    [
        (gl.BashGame(3), 21),
        (gl.AtLeastHalf(), 40),
        (gl.Wythoff(), (6, 9)),
        (gl.FibonacciNim(), gl.FibonacciNim.start(20)),
    ],
    ids=repr,
)
def test_every_analysis_function_agrees_with_the_game_graph(game: Any, start: Hashable) -> None:
    assert assert_analysis_agrees_with_graph(game, start) > 10


@pytest.mark.parametrize(
    "game", [gl.BashGame(4), gl.AtLeastHalf(), gl.Wythoff(), gl.FibonacciNim()]
)
def test_repr_pastes_back(game: Any) -> None:
    assert eval(repr(game), vars(gl)) == game


# --- Bash game -----------------------------------------------------------------------


@pytest.mark.parametrize("m", range(1, 7))
def test_bash_brute_force_matches_n_mod_m_plus_1(m: int) -> None:
    game = gl.BashGame(m)
    graph = gl.game_graph(game, 59)
    assert sorted(graph) == list(range(60))
    assert all(graph.nodes[n]["grundy"] == n % (m + 1) for n in range(60))
    assert all(gl.grundy(game, n) == n % (m + 1) for n in range(60))


@pytest.mark.parametrize("m", range(1, 7))
def test_bash_misere_search_matches_closed_form(m: int) -> None:
    game = gl.BashGame(m)
    for n in range(60):
        searched = gl.outcome(game, n, misere=True)
        assert searched == gl.bash_misere_outcome(m, n)
        assert (searched == P) == ((n - 1) % (m + 1) == 0)


def test_bash_game_is_the_subtraction_game_1_to_m() -> None:
    bash, general = gl.BashGame(5), gl.SubtractionGame(range(1, 6))
    assert isinstance(bash, gl.SubtractionGame)
    assert all(list(bash.moves(n)) == list(general.moves(n)) for n in range(30))


@pytest.mark.parametrize("m", [0, -2, 2.0, True, "3"])
def test_bash_rejects_a_bad_m(m: Any) -> None:
    with pytest.raises(gl.InvalidArgumentError, match=r"^m must be a positive integer") as info:
        gl.BashGame(m)
    assert not isinstance(info.value, gl.InvalidPositionError)  # a rule is not a position


# --- take at least half --------------------------------------------------------------


def test_at_least_half_brute_force_matches_smallest_k_with_2_to_the_k_above_n() -> None:
    game = gl.AtLeastHalf()
    for n in range(200):
        graph = gl.game_graph(game, n)
        k = min(k for k in range(20) if 2**k > n)
        assert graph.nodes[n]["grundy"] == k
    assert [gl.grundy(game, n) for n in range(9)] == [0, 1, 2, 2, 3, 3, 3, 3, 4]  # row 13


def test_at_least_half_moves_leave_at_most_half() -> None:
    game = gl.AtLeastHalf()
    for n in range(1, 50):
        assert sorted(game.moves(n)) == list(range(n // 2 + 1))
    assert list(game.moves(0)) == []


# --- Wythoff -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def wythoff_graph() -> Any:
    return gl.game_graph(gl.Wythoff(), (59, 59))


def test_wythoff_brute_force_matches_closed_form_for_all_a_b_below_60(wythoff_graph: Any) -> None:
    grid = [(a, b) for a in range(60) for b in range(60)]
    assert set(wythoff_graph) == set(grid)
    brute_p = {v for v in grid if wythoff_graph.nodes[v]["outcome"] == P}
    assert brute_p == {v for v in grid if gl.is_wythoff_p_position(*v)}
    pairs = [p for p in gl.wythoff_p_positions(40) if p[1] < 60]
    assert brute_p == set(pairs) | {(b, a) for a, b in pairs}
    assert len(pairs) == 23
    # the same P-positions through grundy/outcome (one shared search), not the graph module
    assert p_positions(gl.Wythoff(), grid) == brute_p


def test_wythoff_winning_moves_lead_to_p_positions(wythoff_graph: Any) -> None:
    game = gl.Wythoff()
    for a in range(0, 60, 13):
        for b in range(0, 60, 11):
            moves = gl.winning_moves(game, (a, b))
            assert all(gl.is_wythoff_p_position(*m) for m in moves)
            assert bool(moves) != gl.is_wythoff_p_position(a, b)
            assert all(wythoff_graph.nodes[m]["outcome"] == P for m in moves)


def test_wythoff_pairs_of_the_notes_and_beatty_partition() -> None:
    pairs = gl.wythoff_p_positions(2000)
    assert pairs[:9] == [
        (0, 0),
        (1, 2),
        (3, 5),
        (4, 7),
        (6, 10),
        (8, 13),
        (9, 15),
        (11, 18),
        (12, 20),
    ]
    assert all(b - a == k for k, (a, b) in enumerate(pairs))
    used = sorted(x for pair in pairs[1:] for x in pair)
    assert used[: pairs[-1][0]] == list(range(1, pairs[-1][0] + 1))  # each number once


@given(st.integers(min_value=0, max_value=10**60))
def test_lower_wythoff_is_exact_for_huge_k(k: int) -> None:
    with localcontext() as ctx:
        ctx.prec = 200
        phi = (1 + Decimal(5).sqrt()) / 2
        assert gl.lower_wythoff(k) == int(k * phi)  # int() truncates: floor for k >= 0
    a, b = gl.wythoff_pair(k)
    assert gl.is_wythoff_p_position(a, b) and gl.is_wythoff_p_position(b, a)
    assert not gl.is_wythoff_p_position(a, b + 1)


@pytest.mark.parametrize(("a", "b", "name"), [(-1, 2, "a"), (1, -2, "b"), (1.5, 2, "a")])
def test_wythoff_rejects_negative_coordinates(a: Any, b: Any, name: str) -> None:
    with pytest.raises(gl.InvalidPositionError, match=rf"^{name} must be a non-negative integer"):
        gl.is_wythoff_p_position(a, b)
    with pytest.raises(gl.InvalidPositionError, match=rf"^heap {name} must be a non-negative"):
        list(gl.Wythoff().moves((a, b)))
    with pytest.raises(gl.InvalidPositionError, match=r"^position must be a pair"):
        list(gl.Wythoff().moves(3))


# --- Fibonacci Nim -------------------------------------------------------------------


def test_fibonacci_nim_every_state_below_300_matches_the_zeckendorf_rule() -> None:
    game = gl.FibonacciNim()
    # (n, limit) with limit > n plays like (n, n), so these are all the states with n < 300
    states = [(n, limit) for n in range(300) for limit in range(n + 1)]
    brute = p_positions(game, states)
    assert brute == {s for s in states if gl.fibonacci_nim_winning_take(*s) is None}
    assert len(states) == 45150
    # fresh heaps: the player to move loses exactly on a Fibonacci number
    fresh_p = {n for n in range(300) if game.start(n) in brute}
    assert fresh_p == {n for n in range(300) if gl.is_fibonacci(n)}


def test_fibonacci_nim_graph_and_winning_take() -> None:
    game = gl.FibonacciNim()
    for n in range(1, 60):
        graph = gl.game_graph(game, game.start(n))
        assert (graph.nodes[game.start(n)]["outcome"] == P) == gl.is_fibonacci(n)
        take = gl.fibonacci_nim_winning_take(n)
        moves = gl.winning_moves(game, game.start(n))
        assert bool(moves) == (take is not None)
        if take is not None:
            assert (n - take, min(2 * take, n - take)) in moves
            assert all(graph.nodes[m]["outcome"] == P for m in moves)
    assert gl.zeckendorf(83) == [55, 21, 5, 2] and gl.fibonacci_nim_winning_take(83) == 2


@given(st.integers(min_value=0, max_value=10**30))
def test_zeckendorf_terms_are_distinct_non_consecutive_fibonacci_numbers(n: int) -> None:
    terms = gl.zeckendorf(n)
    assert sum(terms) == n
    assert all(gl.is_fibonacci(t) and t > 0 for t in terms)
    assert all(big > small + small for big, small in pairwise(terms))  # gaps


def test_fibonacci_nim_rejects_bad_positions() -> None:
    with pytest.raises(gl.InvalidPositionError, match=r"^position must be a pair \(n, limit\)"):
        list(gl.FibonacciNim().moves(10))
    with pytest.raises(gl.InvalidPositionError, match=r"^limit must be a non-negative integer"):
        list(gl.FibonacciNim().moves((10, -1)))
    with pytest.raises(gl.InvalidPositionError, match=r"^heap size must be a non-negative"):
        gl.FibonacciNim.start(-3)


# --- sums of different games: one line each -------------------------------------------


def test_mixed_heaps_of_row_15() -> None:
    game = gl.Sum(gl.BashGame(3), gl.SubtractionGame(range(1, 40, 2)), gl.Nim())
    for x1, x2, rest in [(5, 4, (2, 3)), (7, 9, (1, 6, 4)), (10, 11, (5,))]:
        expected = x1 % 4 ^ x2 % 2 ^ reduce(xor, rest, 0)
        assert gl.grundy(game, (x1, x2, rest)) == expected
    graph = gl.game_graph(game, (5, 4, (2, 3)))  # brute force over the product graph
    assert graph.nodes[(5, 4, (2, 3))]["grundy"] == 5 % 4 ^ 4 % 2 ^ 2 ^ 3


def test_three_subtraction_games_of_row_16() -> None:
    game = gl.Sum(gl.BashGame(3), gl.BashGame(5), gl.BashGame(7))
    parts = [gl.grundy(g, n) for g, n in zip(game.games, (9, 10, 14), strict=True)]
    assert parts == [1, 4, 6]
    assert gl.grundy(game, (9, 10, 14)) == 3 and gl.outcome(game, (9, 10, 14)) == N
    assert gl.grundy(gl.BashGame(7), 13) == 5
    assert (9, 10, 13) in gl.winning_moves(game, (9, 10, 14))
    graph = gl.game_graph(game, (9, 10, 14))
    assert graph.nodes[(9, 10, 14)]["grundy"] == 3 and graph.nodes[(9, 10, 13)]["outcome"] == P


def test_dag_forest_of_row_26() -> None:
    dag = gl.GraphGame({"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["e"], "e": []})
    forest = gl.Sum(dag, gl.BashGame(3), gl.Wythoff(), gl.FibonacciNim())
    start = ("a", 6, (2, 3), gl.FibonacciNim.start(6))
    parts = [gl.grundy(g, p) for g, p in zip(forest.games, start, strict=True)]
    assert gl.grundy(forest, start) == reduce(xor, parts)
    graph = gl.game_graph(forest, start)  # no theorem used: the product graph
    assert graph.nodes[start]["grundy"] == reduce(xor, parts)
    for move in gl.winning_moves(forest, start):
        assert graph.nodes[move]["outcome"] == P


def test_wythoff_answers_the_sample_of_poj_1067() -> None:
    problem = json.loads((PROBLEMS / "poj_1067.json").read_text(encoding="utf-8"))
    lines = problem["sample_input"].splitlines()
    expected = problem["sample_output"].split()
    for line, answer in zip(lines, expected, strict=True):
        a, b = map(int, line.split())
        first_wins = gl.outcome(gl.Wythoff(), (a, b)) == N
        assert first_wins == (not gl.is_wythoff_p_position(a, b))
        assert str(int(first_wins)) == answer
