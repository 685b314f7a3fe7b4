"""Lesson 10's winning-cut climb: the method the lesson teaches, and the checker of its exercise."""

from __future__ import annotations

from typing import Any

import pytest

import grundylib as gl
from grundylib import exercises as ex
from grundylib.course.lesson10 import rooted_trees

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
    assert ex.check_hackenbush_cut(CLIMB, 5)
    assert ex.check_hackenbush_cut(CLIMB, (3, 5)) and ex.check_hackenbush_cut(CLIMB, (5, 3))
    for k in range(1, len(CLIMB) + 1):
        if k != 5:
            feedback = ex.check_hackenbush_cut(CLIMB, k)
            assert not feedback
            assert "(3, 5)" not in feedback.message and "edge 5" not in feedback.message
    assert ex.check_hackenbush_cut(CLIMB, None) == ex.FILL_IN
    assert "not an edge" in ex.check_hackenbush_cut(CLIMB, 9).message
    assert "not an edge" in ex.check_hackenbush_cut(CLIMB, (7, 8)).message
