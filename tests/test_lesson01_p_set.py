"""The checker of lesson 01's "write the code" exercise on the P-set lemma.

A right ``p_set_conditions`` passes; a wrong one gets a message naming the first call where it
goes wrong and the condition it misjudged, never the whole list of failing conditions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

import grundylib as gl
from grundylib.course.outcomes import _P_SET_CASES, ResidueSet, _p_set_failures


def p_set_conditions(takes: Iterable[int], in_z: Callable[[int], bool], top: int) -> list[int]:
    moves = {n: [n - s for s in takes if s <= n] for n in range(top + 1)}
    failed = []
    if any(not moves[n] and not in_z(n) for n in moves):
        failed.append(1)
    if any(in_z(n) and any(in_z(m) for m in moves[n]) for n in moves):
        failed.append(2)
    if any(not in_z(n) and not any(in_z(m) for m in moves[n]) for n in moves):
        failed.append(3)
    return failed


def test_a_right_function_passes_also_returning_a_tuple() -> None:
    assert gl.exercises.check_p_set_function(p_set_conditions)
    assert gl.exercises.check_p_set_function(lambda t, z, top: tuple(p_set_conditions(t, z, top)))


def test_the_cases_cover_every_verdict() -> None:
    verdicts = {tuple(sorted(_p_set_failures(t, z, top))) for t, z, top in _P_SET_CASES}
    assert {(), (1, 3), (2,), (3,)} <= verdicts


def test_the_true_p_sets_pass_and_agree_with_the_search() -> None:
    for takes, in_z, top in _P_SET_CASES:
        game = gl.SubtractionGame(takes)
        is_p_set = all(in_z(n) == (gl.outcome(game, n) == "P") for n in range(top + 1))
        assert is_p_set == (not _p_set_failures(takes, in_z, top))  # the P-set lemma, checked


@pytest.mark.parametrize(
    ("function", "words"),
    [
        (lambda t, z, top: [], ["condition 2 fails there", "heap 3"]),
        (lambda t, z, top: [1, 2, 3], ["condition 1 holds there"]),
        (lambda t, z, top: None, ["returned None", "list of condition numbers"]),
        (lambda t, z, top: 1 / 0, ["raised ZeroDivisionError"]),
        (lambda t, z, top: p_set_conditions(t, z, top)[::-1] * 2, ["once, in increasing order"]),
        (lambda t, z, top: [c for c in p_set_conditions(t, z, top) if c != 1], ["condition 1 fails"]),
        (lambda t, z, top: [c for c in p_set_conditions(t, z, top) if c != 3], ["condition 3 fails"]),
    ],
)
def test_a_wrong_function_gets_a_hint_not_the_answer(
    function: Callable[..., object], words: list[str]
) -> None:
    feedback = gl.exercises.check_p_set_function(function)
    assert not feedback
    assert all(word in feedback.message for word in words), feedback.message
    assert "expected" not in feedback.message


def test_placeholder_and_non_function() -> None:
    assert gl.exercises.check_p_set_function(None) is gl.exercises.FILL_IN
    assert "not 3" in gl.exercises.check_p_set_function(3).message  # type: ignore[arg-type]


def test_residue_sets_show_themselves_as_lambdas_that_agree() -> None:
    for _, in_z, _ in _P_SET_CASES:
        pasted = eval(repr(in_z))  # the reader can paste the failing call back
        assert all(pasted(n) == in_z(n) for n in range(50))
    assert repr(ResidueSet(3, frozenset({0, 1, 2}))) == "lambda n: True"


def test_an_off_by_one_on_top_is_caught() -> None:
    feedback = gl.exercises.check_p_set_function(
        lambda t, z, top: p_set_conditions(t, z, top - 1)  # forgets heap top
    )
    assert not feedback
    assert "fails there" in feedback.message, feedback.message
    for takes, in_z, top in _P_SET_CASES[-3:]:  # each fails at heap top and nowhere below
        assert _p_set_failures(takes, in_z, top)
        assert not _p_set_failures(takes, in_z, top - 1)


def test_residue_sets_with_heaps_added_or_removed() -> None:
    both = ResidueSet(4, frozenset({0}), plus=frozenset({21}), minus=frozenset({8}))
    pasted = eval(repr(both))
    assert all(pasted(n) == both(n) == (n == 21 or (n % 4 == 0 and n != 8)) for n in range(40))


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        ([0, 4, 7, 8], "holds an N-position"),
        ([0, 8], "a P-position is missing"),
        ([0, 5, 8], "a P-position is missing"),  # 4 missed comes before 5 listed
        ([0, 1, 4], "holds an N-position"),  # 1 listed comes before 8 missed
    ],
)
def test_p_positions_hint_names_the_rule_not_the_heap(answer: list[int], words: str) -> None:
    feedback = gl.exercises.check_p_positions(gl.SubtractionGame({1, 2, 3}), 8, answer)
    assert not feedback
    assert words in feedback.message, feedback.message
    assert not any(ch.isdigit() for ch in feedback.message.replace("rule 2", "").replace("rule 3", ""))


def test_p_positions_hints_cannot_be_read_off_by_resubmitting() -> None:
    """Two answers with different mistakes of the same kind get the same message."""
    game = gl.SubtractionGame({1, 2})
    assert gl.exercises.check_p_positions(game, 10, [0, 3]).message == (
        gl.exercises.check_p_positions(game, 10, [0, 6]).message
    )
    assert gl.exercises.check_p_positions(game, 10, [0, 3, 6, 9])
