"""The lesson 10 checkers: right answers in every natural form pass, wrong ones get a hint
that does not give the answer away."""

from __future__ import annotations

import pytest

import grundylib as gl
from grundylib.course.exercises import rooted_trees
from grundylib.games.hackenbush import edge_numbers

GAME = gl.GreenHackenbush()
PICTURE = gl.hackenbush_sum(gl.tree([[[], [[]]]]), gl.polygon(3, stem=1), gl.bamboo(1))


def test_value_checker_accepts_the_value_in_every_form():
    value = gl.grundy(GAME, PICTURE)  # brute force: 4 ⊕ 2 ⊕ 1
    assert value == 7
    for answer in (7, "7", "*7", " *7 "):
        assert gl.exercises.check_hackenbush_value(PICTURE, answer)


@pytest.mark.parametrize("answer", [0, 1, 6, 8, 100])
def test_value_checker_hints_without_revealing(answer):
    feedback = gl.exercises.check_hackenbush_value(PICTURE, answer)
    assert not feedback and "3 pieces" in feedback.message
    assert "7" not in feedback.message.replace(f"Not {answer}", "")


def test_value_checker_hints_at_fusion_or_colon_for_one_piece():
    cyclic = gl.polygon(4, stem=2)
    assert "fuse" in gl.exercises.check_hackenbush_value(cyclic, 5).message
    a_tree = gl.tree([[[], [[]]]])
    assert "top down" in gl.exercises.check_hackenbush_value(a_tree, 1).message


@pytest.mark.parametrize("answer", [2.5, "three", True, -1, [3]])
def test_value_checker_explains_the_form(answer):
    feedback = gl.exercises.check_hackenbush_value(PICTURE, answer)
    assert not feedback and "whole number" in feedback.message


def test_none_means_fill_in():
    assert gl.exercises.check_hackenbush_value(PICTURE, None) == gl.exercises.FILL_IN
    assert gl.exercises.check_hackenbush_cut(PICTURE, None) == gl.exercises.FILL_IN
    assert gl.exercises.check_tree_value_function(None) == gl.exercises.FILL_IN


def test_cut_checker_agrees_with_brute_force_on_every_edge():
    winning = set(gl.winning_moves(GAME, PICTURE))
    assert winning
    # edges are numbered as drawn: piece by piece, bottom up within a piece
    for number, edge in zip(edge_numbers(PICTURE), PICTURE, strict=True):
        after = gl.hackenbush_cut(PICTURE, edge)
        by_edge = gl.exercises.check_hackenbush_cut(PICTURE, edge)
        by_reversed_edge = gl.exercises.check_hackenbush_cut(PICTURE, edge[::-1])
        by_list = gl.exercises.check_hackenbush_cut(PICTURE, list(edge))
        by_number = gl.exercises.check_hackenbush_cut(PICTURE, number)
        assert bool(by_edge) == bool(by_reversed_edge) == bool(by_list) == bool(by_number)
        assert bool(by_edge) == (after in winning)


@pytest.mark.parametrize("answer", [0, 99, (7, 8), "edge", (0, 1, 2), True])
def test_cut_checker_explains_the_form(answer):
    feedback = gl.exercises.check_hackenbush_cut(PICTURE, answer)
    assert not feedback and "give an edge (u, v) or an edge number from 1 to" in feedback.message


def test_cut_checker_on_a_p_position():
    p_picture = gl.hackenbush_sum(gl.bamboo(2), gl.bamboo(2))
    feedback = gl.exercises.check_hackenbush_cut(p_picture, 1)
    assert not feedback and "no cut wins" in feedback.message


def test_rooted_trees_are_counted_as_in_oeis_a000081():
    # A000081: rooted trees with n nodes, 1, 1, 2, 4, 9, 20, 48, 115, 286 (a tree with n
    # edges has n + 1 nodes)
    assert [len(rooted_trees(n)) for n in range(9)] == [1, 1, 2, 4, 9, 20, 48, 115, 286]


def test_tree_function_checker_passes_the_colon_principle_and_fails_near_misses():
    def colon(children):
        value = 0
        for child in children:
            value ^= 1 + colon(child)
        return value

    def plus_instead_of_xor(children):
        return sum(1 + plus_instead_of_xor(c) for c in children)

    def edges(children):
        return sum(1 + edges(c) for c in children) if children else 0

    assert gl.exercises.check_tree_value_function(colon)
    # brute force agrees with the function the checker accepts on every tree up to 6 edges
    for n in range(7):
        for children in rooted_trees(n):
            assert colon(children) == gl.grundy(GAME, gl.tree(children))
    for wrong in (plus_instead_of_xor, edges, lambda children: 0):
        feedback = gl.exercises.check_tree_value_function(wrong)
        assert not feedback and "draw it and work it out by hand" in feedback.message
    crash = gl.exercises.check_tree_value_function(lambda children: children[5])
    assert not crash and "raised IndexError" in crash.message
    assert "Give a function" in gl.exercises.check_tree_value_function(3).message


def test_value_checker_speaks_of_fusion_only_when_there_are_cycles():
    trees = gl.hackenbush_sum(gl.tree([[[], [[]]], [[], []]]), gl.bamboo(3))
    assert "fuse" not in gl.exercises.check_hackenbush_value(trees, 0).message
    with_a_cycle = gl.hackenbush_sum(gl.bamboo(3), gl.polygon(3))
    assert "fuse" in gl.exercises.check_hackenbush_value(with_a_cycle, 0).message
    parallel = gl.hackenbush_sum(gl.bamboo(1), ((0, 1), (0, 1)))
    assert "fuse" in gl.exercises.check_hackenbush_value(parallel, 0).message


@pytest.mark.parametrize("answer", ["P", "N"])
def test_outcome_checker_names_the_picture_in_words(answer):
    stalks = gl.hackenbush_sum(gl.bamboo(3), gl.bamboo(5), gl.bamboo(6))
    name = "the picture of three stalks (3, 5 and 6 edges)"
    feedback = gl.exercises.check_outcome(GAME, stalks, answer, name=name)
    assert bool(feedback) == (answer == "P")
    assert name in feedback.message and "(0, 1)" not in feedback.message
