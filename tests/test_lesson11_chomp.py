"""Lesson 11's Chomp checkers: they accept every right answer and never name a missing answer."""

from __future__ import annotations

import grundylib as gl
from grundylib.course import lesson11


def _p_positions(rows: int, columns: int) -> list[tuple[int, ...]]:
    return [s for s in gl.chomp_shapes(rows, columns) if gl.outcome(gl.Chomp(), s) == "P"]


def test_p_positions_right_answer_in_any_order() -> None:
    answer = _p_positions(3, 6)
    assert len(answer) == 13
    assert lesson11.check_chomp_p_positions(3, 6, list(reversed(answer)))
    assert lesson11.check_chomp_p_positions(3, 6, [list(s) for s in answer])


def test_p_positions_missing_one_is_not_named() -> None:
    full = _p_positions(3, 6)
    for missing in full:
        feedback = lesson11.check_chomp_p_positions(3, 6, [s for s in full if s != missing])
        assert not feedback
        assert str(missing) not in feedback.message
        assert f"shapes of {sum(missing)} squares" in feedback.message


def test_p_positions_extra_n_position_is_named() -> None:
    full = _p_positions(2, 4)
    feedback = lesson11.check_chomp_p_positions(2, 4, [*full, (4, 4)])
    assert not feedback and "(4, 4)" in feedback.message and "so it is N" in feedback.message


def test_p_positions_shape_outside_the_bar() -> None:
    feedback = lesson11.check_chomp_p_positions(2, 3, [(1,), (5,)])
    assert not feedback and "does not fit" in feedback.message


def test_chomp_move_every_square_of_a_small_bar() -> None:
    bar = (6, 6, 2)
    winning = {gl.chomp_square(bar, w) for w in gl.winning_moves(gl.Chomp(), bar)}
    for row, length in enumerate(bar, start=1):
        for column in range(1, length + 1):
            feedback = lesson11.check_chomp_move(bar, (row, column))
            assert bool(feedback) == ((row, column) in winning)


def test_chomp_strategy_two_rows() -> None:
    def two_row_bite(shape: tuple[int, ...]) -> tuple[int, int]:
        a, b = shape
        return (2, a) if a == b else (1, b + 2)

    shapes = [s for s in gl.chomp_shapes(2, 10) if len(s) == 2]
    assert lesson11.check_chomp_strategy(two_row_bite, shapes)
    assert not lesson11.check_chomp_strategy(lambda s: (2, s[0]), shapes)


def test_chomp_is_p_accepts_a_memoised_search() -> None:
    from functools import cache

    @cache
    def is_p(shape: tuple[int, ...]) -> bool:
        return not any(is_p(option) for option in gl.Chomp().moves(shape))

    feedback = lesson11.check_chomp_is_p(is_p)
    assert feedback and "inside 4 × 5" in feedback.message


def test_chomp_is_p_rejects_wrong_and_malformed_functions() -> None:
    wrong = lesson11.check_chomp_is_p(lambda s: len(s) == 2)
    assert not wrong and "wrong on" in wrong.message
    assert "True or False" in lesson11.check_chomp_is_p(lambda s: "P").message
    assert "failed" in lesson11.check_chomp_is_p(lambda s: 1 // 0).message
    assert not lesson11.check_chomp_is_p(3)  # type: ignore[arg-type]


def test_squares_as_lists_are_accepted() -> None:
    assert lesson11.check_chomp_move((6, 6, 2), [2, 5])
    assert not lesson11.check_chomp_move((6, 6, 2), [1, 5])

    shapes = [s for s in gl.chomp_shapes(2, 6) if len(s) == 2]
    assert lesson11.check_chomp_strategy(
        lambda s: [2, s[0]] if s[0] == s[1] else [1, s[1] + 2], shapes
    )


def test_p_positions_bare_number_is_explained() -> None:
    feedback = lesson11.check_chomp_p_positions(2, 3, [1, (2, 1), (3, 2)])
    assert not feedback and "(1,)" in feedback.message and "comma" in feedback.message
