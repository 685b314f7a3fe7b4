"""Lesson 15's code checkers: right answers pass, wrong ones are caught without the answer."""

from __future__ import annotations

from typing import Any

import grundylib as gl
from grundylib.course import lesson15


def _sj(values: list[int]) -> bool:
    return (gl.nim_sum(*values) != 0) == any(v > 1 for v in values)


def test_anti_sg_right_answers_pass() -> None:
    assert lesson15.check_anti_sg_function(_sj)
    assert lesson15.check_anti_sg_function(lambda v: int(_sj(v)))  # 0/1 is read as False/True


def test_anti_sg_reference_is_the_misere_outcome_of_nim() -> None:
    """The checker's values are realised by Nim heaps, where a search decides the misère sum."""
    for values in lesson15._value_lists()[:60]:
        heaps = tuple(values)
        expected = gl.outcome(gl.Nim(), heaps, misere=True) == gl.Outcome.N
        assert _sj(values) == expected


def test_anti_sg_wrong_answers_are_caught_without_the_answer() -> None:
    def normal_play(values: list[int]) -> bool:
        return gl.nim_sum(*values) != 0

    def forgot_small_case(values: list[int]) -> bool:
        return gl.nim_sum(*values) != 0 if any(v > 1 for v in values) else False

    for wrong in (normal_play, forgot_small_case, lambda v: "yes", lambda v: None):
        feedback = lesson15.check_anti_sg_function(wrong)
        assert not feedback
        assert "True was expected" not in feedback.message
        assert "False was expected" not in feedback.message
    assert lesson15.check_anti_sg_function(None) == gl.exercises.FILL_IN
    assert not lesson15.check_anti_sg_function(42)


def test_anti_sg_function_may_change_its_list() -> None:
    def destructive(values: list[int]) -> bool:
        answer = _sj(values)
        values.clear()
        return answer

    assert lesson15.check_anti_sg_function(destructive)


def _steps(options: dict[int, list[int]]) -> dict[int, int]:
    game = gl.GraphGame(options)
    return {u: gl.every_sg_step(game, u) for u in options}


def _steps_by_hand(options: dict[int, list[int]]) -> dict[int, int]:
    """The definition, written out with Grundy values (the options are smaller numbers)."""
    value: dict[int, int] = {}
    step: dict[int, int] = {}
    for u in sorted(options):
        value[u] = gl.mex(value[v] for v in options[u])
        if not options[u]:
            step[u] = 0
        elif value[u] > 0:
            step[u] = 1 + max(step[v] for v in options[u] if value[v] == 0)
        else:
            step[u] = 1 + min(step[v] for v in options[u])
    return step


def test_every_sg_right_answers_pass() -> None:
    assert lesson15.check_every_sg_steps_function(_steps)
    assert lesson15.check_every_sg_steps_function(_steps_by_hand)


def test_every_sg_wrong_answers_name_the_position_not_the_step() -> None:
    def min_everywhere(options: dict[int, list[int]]) -> dict[int, int]:
        step: dict[int, int] = {}
        for u in sorted(options):
            step[u] = 1 + min((step[v] for v in options[u]), default=-1)
        return step

    feedback = lesson15.check_every_sg_steps_function(min_everywhere)
    assert not feedback
    assert "another step at position" in feedback.message
    assert "but {" not in feedback.message  # the expected dict is never shown

    def partial(options: dict[int, list[int]]) -> dict[int, int]:
        return {u: s for u, s in _steps(options).items() if u != 0}

    assert "has none" in lesson15.check_every_sg_steps_function(partial).message
    assert not lesson15.check_every_sg_steps_function(lambda o: [0] * len(o))
    assert not lesson15.check_every_sg_steps_function(
        lambda o: {u: bool(s) for u, s in _steps(o).items()}
    )
    assert lesson15.check_every_sg_steps_function(None) == gl.exercises.FILL_IN


def _lasker_wins(heaps: list[int]) -> bool:
    return gl.nim_sum(*(gl.laskers_nim_grundy(h) for h in heaps)) != 0


def test_split_nim_right_answer_passes_and_reference_agrees_with_search() -> None:
    assert lesson15.check_split_nim_function(_lasker_wins)
    game = gl.LaskersNim()
    for heaps in lesson15._heap_lists()[:40]:
        if sum(heaps) <= 14:
            assert _lasker_wins(heaps) == (gl.outcome(game, tuple(heaps)) == gl.Outcome.N)


def test_split_nim_sample_and_big_heaps() -> None:
    heaps = lesson15._heap_lists()
    assert heaps[:2] == [[2, 2, 3], [3, 3]]  # the sample: Alice wins, then Bob
    assert _lasker_wins(heaps[0]) and not _lasker_wins(heaps[1])
    big = [h for h in heaps if max(h) > 10**6]
    assert len(big) >= 90 and any(not _lasker_wins(h) for h in big)


def test_split_nim_wrong_answers_are_caught_without_the_answer() -> None:
    def plain_nim(heaps: list[int]) -> bool:
        return gl.nim_sum(*heaps) != 0

    table = gl.grundy_sequence("4.[3]", 30, progress=False)

    def small_table(heaps: list[int]) -> Any:
        return gl.nim_sum(*(int(table[h]) for h in heaps)) != 0  # IndexError on big heaps

    for wrong in (plain_nim, small_table):
        feedback = lesson15.check_split_nim_function(wrong)
        assert not feedback
        assert "was expected" not in feedback.message
    assert lesson15.check_split_nim_function(None) == gl.exercises.FILL_IN


def test_every_sg_outcome_checker() -> None:
    two = gl.Sum(gl.SubtractionGame({1, 2}), gl.SubtractionGame({1, 2}))
    assert lesson15.check_every_sg_outcome(two, (4, 5), "N")
    assert lesson15.check_every_sg_outcome(two, (4, 6), "p-position")
    wrong = lesson15.check_every_sg_outcome(two, (4, 6), "N")
    assert not wrong and "P" not in wrong.message.replace("Every-SG", "")
    assert not lesson15.check_every_sg_outcome(two, (4, 6), "D")
    assert lesson15.check_every_sg_outcome(two, (4, 6), None) == gl.exercises.FILL_IN


def test_feedback_names_the_readers_function() -> None:
    """A wrong answer is reported under the name the reader gave the function."""

    def anti_sg_first_wins(values: list[int]) -> bool:
        return gl.nim_sum(*values) != 0

    def split_nim_first_wins(heaps: list[int]) -> bool:
        return gl.nim_sum(*heaps) != 0

    def my_steps(options: dict[int, list[int]]) -> dict[int, int]:
        return {u: 0 for u in options}

    assert lesson15.check_anti_sg_function(anti_sg_first_wins).message.startswith(
        "anti_sg_first_wins(")
    assert lesson15.check_split_nim_function(split_nim_first_wins).message.startswith(
        "split_nim_first_wins(")
    assert lesson15.check_every_sg_steps_function(my_steps).message.startswith("my_steps(")
    # a lambda has no name of its own: the exercise's name is used
    assert "first_player_wins(" in lesson15.check_anti_sg_function(lambda v: None).message
