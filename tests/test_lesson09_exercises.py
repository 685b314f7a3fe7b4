"""Lesson 09's checkers and the coin-row player, driven kernel-side."""

from __future__ import annotations

import pytest

import grundylib as gl
from grundylib import exercises as ex
from grundylib.widgets.player import COMPUTER, YOU


def test_check_nim_product_accepts_the_right_answer_only() -> None:
    assert ex.check_nim_product(32, 32, 52)
    assert ex.check_nim_product(2, 3, 1)
    wrong = [v for v in range(200) if v != 52]
    assert not any(ex.check_nim_product(32, 32, v) for v in wrong)
    assert "52" not in ex.check_nim_product(32, 32, 51).message  # the hint never tells
    assert "ordinary product" in ex.check_nim_product(32, 32, 1024).message
    assert "nim-sum" in ex.check_nim_product(5, 3, 6).message
    assert ex.check_nim_product(32, 32, None) == ex.FILL_IN
    assert "whole number" in ex.check_nim_product(32, 32, 52.0).message


def test_check_coin_value() -> None:
    mock = gl.MockTurtles()
    assert ex.check_coin_value(mock, (2, 4, 5), 7)
    assert not any(ex.check_coin_value(mock, (2, 4, 5), v) for v in range(64) if v != 7)
    assert "numbers" in ex.check_coin_value(mock, (2, 4, 5), 2 ^ 4 ^ 5).message
    assert "ordinary sum" in ex.check_coin_value(mock, (2, 4, 5), 4 + 8 + 11).message
    assert ex.check_coin_value(gl.Ruler(), (2, 3, 5), 2)
    assert ex.check_coin_value(mock, (1,), None) == ex.FILL_IN
    with pytest.raises(gl.InvalidPositionError):
        ex.check_coin_value(mock, [1, 2], 3)


def test_check_nim_product_function() -> None:
    assert ex.check_nim_product_function(gl.nim_product)
    assert ex.check_nim_product_function(gl.nim_mex_product, below=32)
    almost = lambda a, b: gl.nim_product(a, b) if (a, b) != (15, 15) else 0  # noqa: E731
    feedback = ex.check_nim_product_function(almost)
    assert not feedback and "15 ⊗ 15" in feedback.message
    assert str(gl.nim_product(15, 15)) not in feedback.message.replace("15", "")
    assert "raised ZeroDivisionError" in ex.check_nim_product_function(lambda a, b: a // 0).message
    assert "function" in ex.check_nim_product_function(42).message
    assert ex.check_nim_product_function(None) == ex.FILL_IN


def test_coin_row_player_plays_and_hints() -> None:
    p = gl.play_coins(gl.MockTurtles(), (1, 2, 4, 6), 8)
    assert repr(p) == "CoinRowPlayer(MockTurtles(), (1, 2, 4, 6), 8)"
    assert p.row(p.position) == "THHTHTHT" and p.to_move == YOU
    buttons = [b.description for b in p.moves_box.children]
    assert buttons[0] == "turn 6" and len(buttons) == len(p.options())
    board = p.board.children[0].value
    assert board.count("●") == 4 and "nim-sum of the heads' values 3" in board
    p.hint()
    assert p.last_hint in gl.winning_moves(gl.MockTurtles(), (1, 2, 4, 6))
    assert gl.MockTurtles().value(p.last_hint) == 0
    p.play(p.last_hint)
    assert p.history[-1].player == COMPUTER or p.winner == YOU
    while p.winner is None:  # keep playing the hinted move: the student wins
        p.hint()
        p.play(p.last_hint)
    assert p.winner == YOU


def test_coin_row_player_rejects_bad_input() -> None:
    with pytest.raises(gl.InvalidArgumentError, match="length must cover every head"):
        gl.play_coins(gl.MockTurtles(), (9,), 4)
    with pytest.raises(gl.InvalidArgumentError, match="length must be at most 16, got 40"):
        gl.play_coins(gl.Twins(), (1,), 40)
    with pytest.raises(gl.InvalidArgumentError, match="game must be a coin-turning ruleset"):
        gl.play_coins(gl.Nim(), (1,), 4)


def _corners_move(heads):  # a reference solution: nim division, as in the lesson
    value = gl.nim_sum(*(gl.nim_product(x, y) for x, y in heads))
    if value == 0:
        return None
    for x, y in heads:
        for a in range(x):
            b = y ^ gl.nim_product(value, gl.nim_inverse(x ^ a))
            if b < y:
                return ((a, b), (x, y))
    raise AssertionError("a field always has a winning rectangle")


def test_check_corners_move() -> None:
    heads = ((1, 1), (4, 3), (5, 1))
    assert ex.check_corners_move(heads, ((0, 1), (4, 3)))
    corners = [((a, b), h) for h in heads for a in range(h[0]) for b in range(h[1])]
    right = [m for m in corners if ex.check_corners_move(heads, m)]
    assert right == [((0, 1), (4, 3))]  # agrees with the search of the game itself
    assert gl.winning_moves(gl.TurningCorners(), heads) == [((0, 1), (0, 3), (1, 1), (4, 1), (5, 1))]
    wrong = ex.check_corners_move(heads, ((0, 0), (4, 3)))
    assert not wrong and "leaves value 4" in wrong.message and "(0, 1)" not in wrong.message
    assert "not a head" in ex.check_corners_move(heads, ((0, 0), (2, 2))).message
    assert "a < x and b < y" in ex.check_corners_move(heads, ((4, 0), (4, 3))).message
    assert "corners" in ex.check_corners_move(heads, 7).message
    assert ex.check_corners_move(heads, None) == ex.FILL_IN


def test_check_corners_move_function() -> None:
    assert ex.check_corners_move_function(_corners_move)
    assert not ex.check_corners_move_function(lambda heads: None)
    last = lambda heads: _corners_move(heads) if len(heads) < 6 else ((0, 0), heads[-1])  # noqa: E731
    feedback = ex.check_corners_move_function(last)
    assert not feedback and "for heads" in feedback.message
    assert "raised ZeroDivisionError" in ex.check_corners_move_function(lambda h: 1 // 0).message
    assert "function" in ex.check_corners_move_function(42).message
    assert ex.check_corners_move_function(None) == ex.FILL_IN


def test_coin_row_player_heading_names_the_game() -> None:
    p = gl.play_coins(gl.MockTurtles(), (1, 2, 4, 6), 8)
    assert "<h3>Mock Turtles: the rightmost coin" in p.title.value


def test_check_winning_moves_speaks_the_readers_row_notation() -> None:
    mock = gl.MockTurtles()
    start = mock.from_row("THHTH")

    def ask(rows: list[str]) -> ex.Feedback:
        return ex.check_winning_moves(
            mock, start, [mock.from_row(r) for r in rows], show=lambda heads: mock.to_row(heads, 5)
        )

    assert ask(["TTTTT", "HHHHT"])
    assert ask(["TTTTT"]).message.endswith("TTTTT is a winning move, but there are 2 in all.")
    assert "HTHTT leaves an N-position" in ask(["HTHTT"]).message
    assert "TTTTT and TTTTT are the same move" in ask(["TTTTT", "TTTTT"]).message
    assert "THHTH" in ask(["HHHHH"]).message  # cannot be reached from THHTH
    wide = ask(["THHTHH"]).message  # a sixth coin: the row cannot be written in 5, tuples instead
    assert "(1, 2, 4, 5) cannot be reached" in wide
    assert "(1, 2, 4)" in ex.check_winning_moves(mock, start, [(1, 2, 4, 5)]).message  # default str
