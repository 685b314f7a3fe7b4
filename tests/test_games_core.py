"""The core rulesets: Nim, subtraction games, heap games, sums and graph games."""

from __future__ import annotations

import networkx as nx
import pytest

import grundylib as gl


def test_a_user_game_in_five_lines_works_with_every_function():
    class TakeOneOrTwo:
        def moves(self, n):
            return [n - k for k in (1, 2) if k <= n]

    game = TakeOneOrTwo()
    assert isinstance(game, gl.Game)
    assert [gl.grundy(game, n) for n in range(7)] == [0, 1, 2, 0, 1, 2, 0]
    assert gl.outcome(game, 9) == gl.Outcome.P
    assert gl.winning_moves(game, 10) == [9]
    assert gl.game_graph(game, 5).number_of_nodes() == 6


def test_nim_moves_keep_heap_order_and_zeros():
    assert list(gl.Nim().moves((2, 0, 1))) == [(1, 0, 1), (0, 0, 1), (2, 0, 0)]
    assert list(gl.Nim().moves(3)) == [2, 1, 0]


@pytest.mark.parametrize("bad", [-3, (1, -3), (1, 2.5), "7", [1, 2], None, True])
def test_nim_rejects_bad_positions_naming_the_value(bad):
    with pytest.raises(gl.InvalidPositionError, match=r"got"):
        gl.grundy(gl.Nim(), bad)


def test_nim_error_message_quotes_the_heap():
    with pytest.raises(gl.InvalidPositionError, match=r"heap size must be a non-negative integer, got -3"):
        list(gl.Nim().moves((1, -3)))


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (set(), r"subtraction_set must not be empty"),
        ({0, 1}, r"positive integers only, got 0"),
        ({-2, 1}, r"positive integers only, got -2"),
        ({1.5}, r"positive integers only, got 1.5"),
        ({True}, r"positive integers only, got True"),
        ("123", r"subtraction_set must be a set of positive integers, got '123'"),
        (5, r"subtraction_set must be a set of positive integers, got 5"),
    ],
)
def test_subtraction_game_rejects_bad_sets(bad, message):
    with pytest.raises(gl.InvalidArgumentError, match=message):
        gl.SubtractionGame(bad)


def test_subtraction_game_repr_pastes_back():
    game = gl.SubtractionGame([4, 1, 3, 1])
    assert repr(game) == "SubtractionGame({1, 3, 4})"
    assert eval(repr(game), {"SubtractionGame": gl.SubtractionGame}) == game


def test_take_one_to_three_is_x_mod_4_and_21_is_won_by_taking_one():
    game = gl.SubtractionGame({1, 2, 3})
    assert all(gl.grundy(game, n) == n % 4 for n in range(100))
    assert gl.winning_moves(game, 21) == [20]


def test_subtraction_1_3_4_has_p_positions_0_and_2_mod_7():
    game = gl.SubtractionGame({1, 3, 4})
    assert all((gl.outcome(game, n) == gl.Outcome.P) == (n % 7 in (0, 2)) for n in range(300))
    assert gl.outcome(game, 100) == gl.Outcome.P


def test_heap_game_positions_are_canonical():
    game = gl.SubtractionGame({1, 2})
    assert game.position([3, 0, 1]) == (1, 3)
    assert game.position([0, 0]) == 0
    assert sorted(game.moves((1, 3)), key=repr) == sorted([3, (1, 2), (1, 1)], key=repr)


def test_multi_heap_subtraction_positions_use_the_sum_of_heap_values():
    game = gl.SubtractionGame({1, 2, 3})
    for position in [(1, 2), (3, 5, 6), (4, 4), (7, 9, 2)]:
        assert gl.grundy(game, position) == gl.nim_sum(*(h % 4 for h in position))
        graph = gl.game_graph(game, position)
        assert graph.nodes[position]["grundy"] == gl.grundy(game, position)


def test_sum_repr_moves_and_bad_positions():
    s = gl.Sum(gl.SubtractionGame({1, 2, 3}), gl.Nim())
    assert repr(s) == "Sum(SubtractionGame({1, 2, 3}), Nim())"
    assert sorted(s.moves((1, 1))) == [(0, 1), (1, 0)]
    with pytest.raises(gl.InvalidPositionError, match=r"tuple of 2 positions, got \(1, 2, 3\)"):
        list(s.moves((1, 2, 3)))
    with pytest.raises(gl.InvalidArgumentError, match="at least one game"):
        gl.Sum()
    with pytest.raises(gl.InvalidArgumentError, match=r"moves\(\) method, got 3"):
        gl.Sum(3)


def test_graph_game_accepts_dicts_digraphs_and_edge_lists():
    as_dict = gl.GraphGame({"a": ["b", "c"], "b": ["c"], "c": []})
    as_graph = gl.GraphGame(nx.DiGraph([("a", "b"), ("a", "c"), ("b", "c")]))
    as_edges = gl.GraphGame([("a", "b"), ("a", "c"), ("b", "c")])
    assert as_dict == as_graph == as_edges
    assert [gl.grundy(as_edges, v) for v in "abc"] == [2, 1, 0]
    with pytest.raises(gl.InvalidArgumentError, match=r"\(u, v\) pairs, got 'ab'"):
        gl.GraphGame(["ab"])
