"""Checkers of lesson 14 (misère play): genus, tame sums, misère quotients."""

from __future__ import annotations

import itertools

import pytest

import grundylib as gl
from grundylib.course import exercises as ex
from grundylib.misere import search_misere_outcome


def test_check_genus_accepts_the_symbol_and_names_the_first_wrong_value() -> None:
    assert ex.check_genus(gl.Nim(), (2, 2), "0^02")
    assert ex.check_genus(gl.Nim(), (2, 2), gl.genus(gl.Nim(), (2, 2)))
    assert ex.check_genus(gl.Kayles(), 5, "4^146")
    assert ex.check_genus(gl.Kayles(), 5, "4^14646")  # a longer prefix of the same values
    wrong = ex.check_genus(gl.Kayles(), 5, "4^144")
    assert not wrong and "γ3" in wrong.message and "6" not in wrong.message
    assert not ex.check_genus(gl.Nim(), 4, "4^{4,6,5}")
    assert ex.check_genus(gl.Nim(), 10, "10^{10,8}")
    assert "symbol" in ex.check_genus(gl.Nim(), 3, 3).message  # type: ignore[arg-type]
    assert ex.check_genus(gl.Nim(), 3, None) == ex.FILL_IN


def _tame_outcome(genera: list[gl.Genus]) -> str:
    x = gl.nim_sum(*(g.normal for g in genera))
    small = all(str(g) in ("0^120", "1^031") for g in genera)
    return "P" if x == (1 if small else 0) else "N"


def test_check_tame_outcome_function_accepts_the_rule_and_rejects_near_misses() -> None:
    assert ex.check_tame_outcome_function(_tame_outcome)
    assert ex.check_tame_outcome_function(lambda gs: gl.Outcome(_tame_outcome(gs)))
    # normal play's rule, and a rule that forgets that 0^02 and 1^13 are big
    assert not ex.check_tame_outcome_function(
        lambda gs: "P" if gl.nim_sum(*(g.normal for g in gs)) == 0 else "N")
    forgetful = ex.check_tame_outcome_function(
        lambda gs: "P" if gl.nim_sum(*(g.normal for g in gs)) == (
            1 if all(g.normal <= 1 for g in gs) else 0) else "N")
    assert not forgetful
    assert "expected" not in forgetful.message  # never gives the outcome away
    assert "raised" in ex.check_tame_outcome_function(lambda gs: 1 / 0).message
    assert ex.check_tame_outcome_function(None) == ex.FILL_IN
    stub = ex.check_tame_outcome_function(lambda gs: None)
    assert not stub and "0^120" not in stub.message and "None on every input" in stub.message


def test_the_tame_reference_is_the_search_on_nim_positions() -> None:
    """The checker's reference agrees with a search of the Nim positions it stands for."""
    from grundylib.course.lesson14 import _TAME, _tame_inputs, _tame_reference

    for symbol, heaps in _TAME.items():
        assert gl.genus(gl.Nim(), heaps).classical() == symbol
    for genera in _tame_inputs()[:60]:
        heaps = tuple(h for g in genera for h in _TAME[str(g)])
        assert _tame_reference(genera) == search_misere_outcome(gl.Nim(), heaps)


@pytest.fixture(scope="module")
def kayles8() -> gl.MisereQuotient:
    return gl.misere_quotient(gl.Kayles(), 8)


def test_check_quotient_element(kayles8: gl.MisereQuotient) -> None:
    for position in [(1,), (5, 3), (8, 8, 2), (5, 5, 7)]:
        right = kayles8.element(position)
        assert ex.check_quotient_element(kayles8, position, right)
        assert ex.check_quotient_element(kayles8, position, right.replace("²", "^2"))
        others = [e for e in kayles8.elements if e != right]
        feedback = ex.check_quotient_element(kayles8, position, others[0])
        assert not feedback and feedback.message.startswith("Not quite: multiply")  # no element named
    assert "not an element" in ex.check_quotient_element(kayles8, (1,), "z").message
    assert ex.check_quotient_element(kayles8, (1,), None) == ex.FILL_IN


def test_check_quotient_move_function(kayles8: gl.MisereQuotient) -> None:
    def right(q: gl.MisereQuotient, heaps: tuple[int, ...]) -> object:
        return next((o for o in q.game.moves(heaps) if q.outcome(o) == "P"), None)

    def as_list_with_zeros(q: gl.MisereQuotient, heaps: tuple[int, ...]) -> object:
        move = right(q, heaps)
        if move is None:
            return None
        return [0, *reversed(move if isinstance(move, tuple) else (move,))]

    def normal_play(q: gl.MisereQuotient, heaps: tuple[int, ...]) -> object:
        moves = gl.winning_moves(q.game, heaps)
        return moves[0] if moves else None

    assert ex.check_quotient_move_function(right, kayles8)
    assert ex.check_quotient_move_function(as_list_with_zeros, kayles8)
    wrong = ex.check_quotient_move_function(normal_play, kayles8)
    assert not wrong and wrong.message.startswith("quotient_move(q, ")
    assert "raised" in ex.check_quotient_move_function(lambda q, h: 1 / 0, kayles8).message
    assert ex.check_quotient_move_function(None, kayles8) == ex.FILL_IN
    stub = ex.check_quotient_move_function(lambda q, h: None, kayles8)
    assert not stub and "option" not in stub.message and "None on every input" in stub.message
    with pytest.raises(gl.InvalidArgumentError):
        ex.check_quotient_move_function(right, "q")  # type: ignore[arg-type]


def test_quotient_move_reference_agrees_with_search(kayles8: gl.MisereQuotient) -> None:
    for heaps in itertools.combinations_with_replacement(range(1, 9), 2):
        assert kayles8.outcome(heaps) == search_misere_outcome(gl.Kayles(), heaps)
