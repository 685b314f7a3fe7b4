"""The pictures of lesson 01: every move of a one-heap game graph can be seen."""

from __future__ import annotations

from typing import Any

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest
from matplotlib.colors import to_hex

import grundylib as gl
from grundylib.plotting import HIGHLIGHT_COLOR
from grundylib.widgets import explorers


def ring_colors(ax: Any) -> set[str]:
    """The edge colours of the ring collections (nodes drawn with no face colour)."""
    found = set()
    for collection in ax.collections:
        faces = collection.get_facecolors()
        if all(face[3] == 0 for face in faces) and len(collection.get_edgecolors()):
            found |= {to_hex(edge) for edge in collection.get_edgecolors()}
    return found


def test_labelling_rounds_ring_new_positions_in_black() -> None:
    fig = gl.draw_labelling_rounds(gl.SubtractionGame({1, 2, 3}), 8)
    assert [ring_colors(ax) for ax in fig.axes] == [{"#000000"}] * 3
    plt.close("all")


def test_highlight_keeps_its_vermillion_by_default() -> None:
    ax = gl.draw_game_graph(gl.game_graph(gl.SubtractionGame({1, 2}), 4), highlight=[4])
    assert ring_colors(ax) == {HIGHLIGHT_COLOR.lower()}
    plt.close("all")


def test_subtraction_explorer_draws_takes_of_one_straight(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shown: list[Any] = []
    monkeypatch.setattr(explorers, "show_figure", lambda output, fig: shown.append(fig))
    gl.subtraction_explorer("1, 3, 4", 9)
    graph_ax = shown[0].axes[0]
    styles = {}
    for arrow in graph_ax.patches:
        (x1, _), (x2, _) = arrow._posA_posB  # start and end of the move
        styles[round(x1 - x2)] = arrow.get_connectionstyle().rad
    assert styles[1] == 0.0 and styles[3] != 0.0 and styles[4] != 0.0
    left, right = graph_ax.get_position().x0, graph_ax.get_position().x1
    assert left < 0.05 and right > 0.95  # the nodes use the page's width, with gaps between
    plt.close("all")


def test_labelling_rounds_hook_takes_of_one_below_the_line() -> None:
    fig = gl.draw_labelling_rounds(gl.SubtractionGame({1, 3}), 6)
    for ax in fig.axes:
        for arrow in ax.patches:
            (x1, _), (x2, _) = arrow._posA_posB
            rad = arrow.get_connectionstyle().rad
            assert rad < -1 if round(x1 - x2) == 1 else rad > 0
    plt.close("all")


def test_moves_from_top_in_vermillion_hooks_for_one_and_dashed_threes_next_to_fours() -> None:
    ax = gl.draw_moves_from(gl.SubtractionGame({1, 3, 4}), 16)
    orange, styles = set(), {}
    for arrow in ax.patches:
        (x1, _), (x2, _) = arrow._posA_posB  # start and end of the move
        take = round(x1 - x2)
        styles.setdefault(take, set()).add(
            (arrow.get_connectionstyle().rad, arrow.get_linestyle()))
        if to_hex(arrow.get_edgecolor()) == HIGHLIGHT_COLOR.lower():
            orange.add(round(x2))
    assert orange == {15, 13, 12}  # exactly the moves from 16
    assert {rad for rad, _ in styles[1]} == {-1.2}  # hooks below the line
    assert {rad for rad, _ in styles[4]} == {0.8}  # higher arcs
    assert {style for _, style in styles[3]} == {(0, (4, 2))}  # dashed
    assert {style for _, style in styles[4]} == {"solid"}
    plt.close("all")


def test_moves_from_draws_heaps_only() -> None:
    with pytest.raises(gl.InvalidArgumentError):
        gl.draw_moves_from(gl.Nim(), (1, 2))
    plt.close("all")
