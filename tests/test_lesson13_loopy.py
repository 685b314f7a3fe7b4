"""Lesson 13's new checkers: the Fraenkel–Yesha labelling written by the reader, and a Nim
position that separates two misère positions. Right answers pass, wrong ones are told where
to look, never the answer."""

from __future__ import annotations

from typing import Any

import grundylib as gl
from grundylib.course import lesson13


def _library(options: dict[int, list[int]]) -> Any:
    return dict(gl.label_generalized(options).values)


def _without_counter(options: dict[int, list[int]]) -> Any:
    """The guess of the 2-cycle example: mex values where they exist, draws read as 0."""
    return {u: (0 if isinstance(x, gl.Infinity) else x) for u, x in _library(options).items()}


def _changes_its_input(options: dict[int, list[int]]) -> Any:
    values = _library(options)
    options.clear()
    return values


def test_a_right_labelling_is_accepted() -> None:
    assert lesson13.check_generalized_values_function(_library)
    assert lesson13.check_generalized_values_function(_changes_its_input)


def test_not_done_yet() -> None:
    assert lesson13.check_generalized_values_function(None) == gl.exercises.FILL_IN
    assert not lesson13.check_generalized_values_function(42)


def test_a_labelling_without_the_counter_is_caught_without_giving_the_value() -> None:
    feedback = lesson13.check_generalized_values_function(_without_counter)
    assert not feedback
    assert "condition 2" in feedback.message
    assert "Infinity" not in feedback.message.split("but", 1)[1]


def test_wrong_sets_and_wrong_types_are_named() -> None:
    def wrong_set(options: dict[int, list[int]]) -> Any:
        return {
            u: (gl.Infinity(x.K | {9}) if isinstance(x, gl.Infinity) else x)
            for u, x in _library(options).items()
        }

    assert "set K" in lesson13.check_generalized_values_function(wrong_set).message
    assert "natural number" in lesson13.check_generalized_values_function(
        lambda options: {u: "inf" for u in options}
    ).message
    assert "has none" in lesson13.check_generalized_values_function(lambda options: {}).message
    assert "a dict" in lesson13.check_generalized_values_function(lambda options: None).message


def test_the_graphs_include_cycles_and_self_loops() -> None:
    graphs = lesson13._random_graphs()
    assert len(graphs) > 300
    assert any(u in vs for g in graphs for u, vs in g.items())
    assert sum(any(isinstance(x, gl.Infinity) for x in _library(g).values()) for g in graphs) > 50


def test_separator() -> None:
    check = lesson13.check_misere_nim_separator
    assert check((2, 3), (1, 1), (2, 3))
    assert check((2, 3), (1, 1), [3, 2])
    assert check((2, 3), (1, 1), None) == gl.exercises.FILL_IN
    assert "N-position, not P" in check((2, 3), (1, 1), (2, 2)).message
    assert "P-position too" in check((2, 3), (1, 1), (1,)).message
    assert "smaller" in check((2, 3), (1, 1), (99,)).message
    assert "tuple of heap sizes" in check((2, 3), (1, 1), (1, "a")).message


def test_misere_moves_accept_lists() -> None:
    assert lesson13.check_misere_winning_moves(gl.Nim(), (1, 1, 5), [[1, 1, 1]])


def test_generalized_value() -> None:
    board = gl.GraphGame({0: [], 1: [0, 1], 2: [2]})
    check = lesson13.check_generalized_value
    assert check(board, 0, 0) and check(board, 1, gl.Infinity({0})) and check(board, 2, gl.Infinity(set()))
    assert check(board, 0, None) == gl.exercises.FILL_IN
    wrong = check(board, 1, gl.Infinity(set()))
    assert not wrong and "Smith" in wrong.message and "∞(0)" not in wrong.message
    assert not check(board, 0, True) and not check(board, 0, -1) and not check(board, 0, "0")
