"""Lesson 10's winning-cut climb: the method the lesson teaches, and the checker of its exercise."""

from __future__ import annotations

import json
from typing import Any

import pytest

import grundylib as gl
from grundylib import exercises as ex
from grundylib.course.lesson10 import branch_cut, mirror_tree, rooted_trees
from grundylib.games.hackenbush import edge_numbers

GAME = gl.GreenHackenbush()
CLIMB = gl.tree([[[[[]], []], [[]]], []])  # the lesson's "tree to climb"
SHRUB = gl.tree([[[], [[]]], [[], []]])


def tree_value(children: list[Any]) -> int:
    """The colon principle on a nested-list tree, written out independently of the library.

    Examples
    --------
    >>> tree_value([[[], [[]]], [[], []]])
    5
    """
    value = 0
    for child in children:
        value ^= 1 + tree_value(child)
    return value


def climb(children: list[Any], target: int) -> list[int] | None:
    """Follow the lesson's climb: the path of child indices to the branch whose foot is cut.

    ``children`` is a tree as nested lists (its root worth ``tree_value(children)``) and
    ``target`` the value the root must take, lower than its value. At each vertex, choose the
    first branch holding the leading binary digit of ``value ⊕ target``; cut its foot when it
    must become worth 0, otherwise climb into it. None when the target is not lower.

    Examples
    --------
    >>> climb([[[], [[]]], [[], []]], 0)   # the shrub: up branch 0, then 1, then cut the top edge
    [0, 1, 0]
    """
    value = tree_value(children)
    if target >= value:
        return None
    d = value ^ target
    lead = 1 << (d.bit_length() - 1)
    for i, child in enumerate(children):
        w = 1 + tree_value(child)
        if w & lead:
            if w ^ d == 0:
                return [i]
            rest = climb(child, (w ^ d) - 1)
            assert rest is not None  # the target stays below the value on the way up
            return [i, *rest]
    raise AssertionError("no branch holds the leading digit: impossible for a nim-sum")


def cut_along(children: list[Any], path: list[int]) -> list[Any]:
    """The tree with the branch at the end of ``path`` removed (its foot cut)."""
    i, *rest = path
    if not rest:
        return children[:i] + children[i + 1 :]
    return [*children[:i], cut_along(children[i], rest), *children[i + 1 :]]


@pytest.mark.parametrize("edges", range(1, 8))
def test_the_climb_always_ends_with_a_winning_cut(edges: int) -> None:
    for children in rooted_trees(edges):
        value = tree_value(children)
        path = climb(children, 0)
        if value == 0:
            assert path is None
            continue
        assert path is not None
        after = gl.tree(cut_along(children, path))
        assert gl.grundy(GAME, after) == 0  # brute force: the cut wins


def test_the_worked_example_and_the_exercise_have_one_winning_cut() -> None:
    example = gl.hackenbush_sum(SHRUB, gl.bamboo(3))
    assert gl.hackenbush_value(example) == 6
    assert gl.hackenbush_winning_cuts(example) == [(1, 4)]
    assert [gl.hackenbush_cut(example, (1, 4))] == gl.winning_moves(GAME, example)
    assert gl.grundy(GAME, CLIMB) == 6
    assert gl.hackenbush_winning_cuts(CLIMB) == [(3, 5)]
    assert climb([[[[[]], []], [[]]], []], 0) == [0, 0, 0]


def test_the_cut_checker_on_the_exercise_tree() -> None:
    # numbered as drawn: the left piece bottom up (1 to 7), then the leaf on the right (8)
    assert edge_numbers(CLIMB) == [1, 8, 2, 3, 4, 5, 6, 7]
    assert ex.check_hackenbush_cut(CLIMB, 4)
    assert ex.check_hackenbush_cut(CLIMB, (3, 5)) and ex.check_hackenbush_cut(CLIMB, (5, 3))
    for k in range(1, len(CLIMB) + 1):
        if k != 4:
            feedback = ex.check_hackenbush_cut(CLIMB, k)
            assert not feedback
            assert "(3, 5)" not in feedback.message and "edge 4" not in feedback.message
    assert ex.check_hackenbush_cut(CLIMB, None) == ex.FILL_IN
    assert "not an edge" in ex.check_hackenbush_cut(CLIMB, 9).message
    assert "not an edge" in ex.check_hackenbush_cut(CLIMB, (7, 8)).message


def test_the_figures_the_checker_and_the_player_number_edges_alike() -> None:
    for edges in range(1, 12):
        for seed in range(8):
            picture = gl.random_hackenbush(edges, seed=seed)
            numbers = edge_numbers(picture)
            assert sorted(numbers) == list(range(1, len(picture) + 1))
            assert gl.HackenbushPlayer(picture).edge_numbers() == numbers
            for number, edge in zip(numbers, picture, strict=True):
                wins = gl.hackenbush_value(gl.hackenbush_cut(picture, edge)) == 0
                if gl.hackenbush_value(picture):
                    assert bool(ex.check_hackenbush_cut(picture, number)) == wins


def all_paths(children: list[Any], below: tuple[int, ...] = ()) -> list[list[int]]:
    """Every edge of a nested-list tree, as its path of child indices from the ground."""
    found = []
    for i, child in enumerate(children):
        found.append([*below, i])
        found += all_paths(child, (*below, i))
    return found


def brute_cut(children: list[Any]) -> list[int] | None:
    """A winning cut found by trying every edge and searching the moves of what is left."""
    for path in all_paths(children):
        after = branch_cut(children, path)
        assert after is not None
        if gl.grundy(GAME, gl.tree(after)) == 0:
            return path
    return None


def climb_cut(children: list[Any]) -> list[int] | None:
    return climb(children, 0)


def test_the_winning_cut_checker_accepts_the_climb_and_brute_force() -> None:
    for function in (climb_cut, brute_cut):
        feedback = ex.check_winning_cut_function(function)
        assert feedback, feedback.message
        assert "916 trees" in feedback.message and "795" in feedback.message


def test_the_winning_cut_checker_counts_are_brute_force_counts() -> None:
    shapes = [t for n in range(1, 9) for t in rooted_trees(n)]
    ordered = [c for t in shapes for c in ([t] if mirror_tree(t) == t else [t, mirror_tree(t)])]
    assert len(shapes) == 485 and len(ordered) == 916
    assert sum(gl.grundy(GAME, gl.tree(c)) == 0 for c in ordered) == 121


def first_edge(children: list[Any]) -> list[int] | None:
    return [0] if children else None


def no_cut(children: list[Any]) -> None:
    return None


def highest_branch(children: list[Any]) -> list[int] | None:
    """A near miss: cut the foot of the branch worth most (right only by luck)."""
    if tree_value(children) == 0:
        return None
    return [max(range(len(children)), key=lambda k: tree_value(children[k]))]


LISTED = {repr(t) for n in range(1, 9) for t in rooted_trees(n)}


def listed_order_only(children: list[Any]) -> list[int] | None:
    """Right on the trees in the order they are listed, a guess in the other order."""
    return climb(children, 0) if repr(children) in LISTED else first_edge(children)


@pytest.mark.parametrize(
    ("function", "words"),
    [
        (first_edge, "worth 0: no cut wins"),
        (no_cut, "not worth 0: some cut wins"),
        (lambda children: [99], "not a path to an edge"),
        (lambda children: "left", "not a path to an edge"),
        (highest_branch, "leaves value"),
        (lambda children: children[3], "raised IndexError"),
        (3, "Give a function"),
    ],
)
def test_the_winning_cut_checker_explains_without_giving_the_cut(function: Any, words: str) -> None:
    feedback = ex.check_winning_cut_function(function)
    assert not feedback and words in feedback.message
    if callable(function) and "leaves value" in feedback.message:
        shown = feedback.message.split("(", 1)[1].split(") returned", 1)[0]
        children = json.loads(shown)  # the tree the message names (nested lists)
        assert str(climb(children, 0)) not in feedback.message.split("returned", 1)[1]


def test_the_winning_cut_checker_tries_both_orders_and_fills_in() -> None:
    assert not ex.check_winning_cut_function(listed_order_only)
    assert ex.check_winning_cut_function(None) == ex.FILL_IN
