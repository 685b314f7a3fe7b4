"""Lesson 03's Staircase Nim player names each move in coins and steps, not as a heap."""

from __future__ import annotations

import pytest

import grundylib as gl


def test_staircase_player_buttons_speak_of_coins_and_steps() -> None:
    player = gl.play(gl.StaircaseNim(), (1, 3, 2, 4))
    labels = [b.description for b in player.moves_box.children]
    assert labels[0] == "move 1 coin from step 1 to the floor → (0, 3, 2, 4)"
    assert "move 2 coins from step 4 to step 3 → (1, 3, 4, 2)" in labels
    assert not any("heap" in label for label in labels)
    assert len(labels) == sum((1, 3, 2, 4))


def test_describe_move_rejects_a_non_move() -> None:
    with pytest.raises(gl.InvalidArgumentError):
        gl.StaircaseNim().describe_move((1, 3), (2, 3))


def test_describe_move_names_every_move() -> None:
    game = gl.StaircaseNim()
    start = (2, 1, 3)
    words = [game.describe_move(start, after) for after in game.moves(start)]
    assert len(set(words)) == len(words) == 6
    assert all(w.startswith("move ") for w in words)
