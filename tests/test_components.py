"""Heap games whose components are not heap sizes, declared once with ``component``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

import grundylib as gl


class Cutcake(gl.HeapGame):
    """Cut a w x h sheet into two sheets along a grid line (impartial Cutcake)."""

    component = (int, int)

    def heap_options(self, heap: Any) -> Iterator[tuple[tuple[int, int], ...]]:
        w, h = heap
        yield from (((a, h), (w - a, h)) for a in range(1, w))
        yield from (((w, b), (w, h - b)) for b in range(1, h))


@dataclass(frozen=True, order=True)
class Bar:
    length: int


class BarBreaking(gl.HeapGame):
    """A bar of chocolate breaks into two shorter bars (components are ``Bar`` objects)."""

    component = Bar

    def heap_options(self, heap: Any) -> Iterator[tuple[Bar, ...]]:
        for a in range(1, heap.length // 2 + 1):
            yield (Bar(a), Bar(heap.length - a))


@cache
def cutcake_wins(sheets: tuple[tuple[int, int], ...]) -> bool:
    """Whether the player to move wins, by searching the multiset of sheets directly."""
    for i, (w, h) in enumerate(sheets):
        rest = sheets[:i] + sheets[i + 1 :]
        cuts = [((a, h), (w - a, h)) for a in range(1, w)]
        cuts += [((w, b), (w, h - b)) for b in range(1, h)]
        if any(not cutcake_wins(tuple(sorted((*rest, *cut)))) for cut in cuts):
            return True
    return False


def test_pairs_declared_once_give_moves_values_and_checks() -> None:
    game = Cutcake()
    assert game.empty_position == ()
    assert sorted(game.moves(((1, 2), (2, 1)))) == [
        ((1, 1), (1, 1), (1, 2)),
        ((1, 1), (1, 1), (2, 1)),
    ]
    for w in range(1, 5):
        for h in range(1, 5):
            assert (gl.outcome(game, (w, h)) == gl.Outcome.N) == cutcake_wins(((w, h),))
    position = ((2, 3), (3, 3), (1, 4))
    assert (gl.grundy(game, position) != 0) == cutcake_wins(tuple(sorted(position)))
    with pytest.raises(
        gl.InvalidPositionError, match=r"component must be a tuple of 2 .*got \(2, -1\)"
    ):
        game.components((2, -1))
    with pytest.raises(gl.InvalidPositionError, match="component must be a tuple of 2"):
        list(game.moves(((2, 3), 4)))
    # a sheet is never empty, so a 1 x 1 sheet stays in the position
    assert game.position([(1, 1), (2, 1)]) == ((1, 1), (2, 1))


def test_a_class_declared_once() -> None:
    game = BarBreaking()
    assert list(game.moves(Bar(3))) == [(Bar(1), Bar(2))]
    # breaking bars is a split game: bar n has the value of the octal game 4.0 at n
    expected = [gl.grundy(gl.OctalGame("4.0"), n) for n in range(1, 12)]
    assert [gl.grundy(game, Bar(n)) for n in range(1, 12)] == expected
    with pytest.raises(gl.InvalidPositionError, match="component must be a Bar, got 3"):
        game.components((Bar(2), 3))


def test_int_heaps_are_unchanged() -> None:
    assert gl.HeapGame.component is int and gl.Nim().empty_position == 0
    assert gl.Nim().position([0, 3, 0]) == 3 and gl.Nim().position([]) == 0
    with pytest.raises(
        gl.InvalidPositionError, match="heap size must be a non-negative integer, got -3"
    ):
        gl.Nim().components(-3)
