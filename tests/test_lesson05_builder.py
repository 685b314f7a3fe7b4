"""Lesson 05's sum builder offers only the games the lesson has taught."""

from __future__ import annotations

import pytest

import grundylib as gl
from grundylib.widgets.builder import KINDS

TAUGHT = ["Nim heap", "Subtraction game", "Bash game (take 1..m)"]


def test_the_default_menu_offers_every_kind() -> None:
    b = gl.sum_builder()
    assert list(b.kind.options) == list(KINDS)
    assert repr(b) == "sum_builder()"


def test_kinds_limits_the_menu_and_the_builder_still_plays() -> None:
    b = gl.sum_builder(kinds=TAUGHT)
    assert list(b.kind.options) == TAUGHT
    assert "Kayles" not in b.kind.options and "Lasker's Nim" not in b.kind.options
    assert repr(b) == f"sum_builder(kinds={TAUGHT!r})"
    b.kind.value = "Subtraction game"
    b.rule.value = "S = 1, 3, 4"
    b.heap.value = "7"
    b.add()
    b.kind.value = "Bash game (take 1..m)"
    b.heap.value = "6"
    b.add()
    b.start()
    assert b.player is not None and b.player.position == (7, 6)
    assert b.player.game == gl.Sum(gl.SubtractionGame({1, 3, 4}), gl.BashGame(3))


def test_a_repeated_kind_appears_once_in_the_order_given() -> None:
    b = gl.sum_builder(kinds=("Bash game (take 1..m)", "Nim heap", "Nim heap"))
    assert list(b.kind.options) == ["Bash game (take 1..m)", "Nim heap"]
    assert b.rule.value == "m = 3"  # the first entry's example rule is shown


@pytest.mark.parametrize("kinds", [[], ["Chess"], "Nim heap", 3, [["Nim heap"]]])
def test_bad_kinds_are_rejected_with_the_value_quoted(kinds: object) -> None:
    with pytest.raises(gl.InvalidArgumentError, match="kinds"):
        gl.sum_builder(kinds=kinds)  # type: ignore[arg-type]
