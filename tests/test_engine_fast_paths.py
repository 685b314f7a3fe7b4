"""The engine's quick paths give the values and the errors of the checked ones.

``gl.solve`` and ``gl.grundy`` read a heap game's options through quick, type-only checks
(and trust positions the ruleset built itself); these tests check that every bad option
is still named, and that values agree with a search that checks everything.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import grundylib as gl
from grundylib.game import HeapGame


class Cells(HeapGame):
    """Cells that move one step left or down; ``bad`` makes (0, 0) step to a bad cell."""

    component = (int, int)

    def __init__(self, bad: Any = None) -> None:
        self.bad = bad

    def heap_options(self, heap: Any) -> Iterator[tuple[Any, ...]]:
        x, y = heap
        if x:
            yield ((x - 1, y),)
        if y:
            yield ((x, y - 1),)
        if x == 1 and y == 1 and self.bad is not None:
            yield (self.bad,)


def plain_values(rules: HeapGame, cells: list[tuple[int, int]]) -> dict[Any, int]:
    """Grundy values by a recursion over checked options (no quick path)."""
    memo: dict[Any, int] = {}

    def value(cell: Any) -> int:
        if cell not in memo:
            options = [o[0] for o in rules.checked_options(cell)]
            memo[cell] = gl.mex(value(o) for o in options)
        return memo[cell]

    return {cell: value(cell) for cell in cells}


def test_knight_table_matches_checked_search() -> None:
    knight = gl.HyperKnight()
    cells = [(x, y) for x in range(12) for y in range(12)]
    table = gl.solve(knight, cells)
    expected = plain_values(knight, cells)
    assert all(table.grundy(cell) == v for cell, v in expected.items())
    assert table.grundy((2, 5)) == 3 and table.grundy((3, 5)) == 1


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ((-1, 0), "got (-1, 0)"),
        ((0, 1.5), "(0, 1.5)"),
        ((True, 0), "(True, 0)"),
        ((0, 0, 0), "(0, 0, 0)"),
        ([0, 0], "[0, 0]"),
    ],
)
def test_bad_option_named_by_solve_and_grundy(bad: Any, words: str) -> None:
    with pytest.raises(gl.InvalidPositionError, match=r"heap_options\(\(1, 1\)\) yielded") as error:
        gl.solve(Cells(bad), [(3, 3)])
    assert words in str(error.value)
    with pytest.raises(gl.InvalidPositionError):
        gl.grundy(Cells(bad), (3, 3))


def test_knight_bad_option_and_bad_start_named() -> None:
    class Wild(gl.HyperKnight):
        def heap_options(self, heap: Any) -> Iterator[tuple[Any, ...]]:
            yield from super().heap_options(heap)
            if heap == (2, 2):
                yield ((-1, 5),)

    with pytest.raises(gl.InvalidPositionError, match=r"knight row must be a non-negative"):
        gl.solve(Wild(), [(4, 4)])
    with pytest.raises(gl.InvalidPositionError, match=r"knight's cell must be a pair"):
        gl.solve(gl.HyperKnight(), [(1, 2, 3)])
    with pytest.raises(gl.InvalidPositionError, match=r"knight column"):
        gl.solve(gl.HyperKnight(), [((1, 2), (3, -4))])


def test_quick_kind_follows_the_declaration() -> None:
    class Stricter(HeapGame):
        component = (int, int)

        def check_component(self, value: Any) -> Any:
            if value[0] > value[1]:
                raise gl.InvalidPositionError(f"need x <= y, got {value!r}")
            return value

        def heap_options(self, heap: Any) -> Iterator[tuple[Any, ...]]:
            x, y = heap
            if y:
                yield ((x, y - 1),)

    assert gl.HyperKnight._quick_kind == 2
    assert gl.Nim()._quick_kind == 0
    assert Stricter._quick_kind is None  # its own check is stricter than the kind
    with pytest.raises(gl.InvalidPositionError, match="need x <= y, got"):
        gl.solve(Stricter(), [(2, 3)])


def test_endless_heap_options_still_bounded() -> None:
    class Endless(HeapGame):
        def heap_options(self, heap: Any) -> Iterator[tuple[Any, ...]]:
            while True:
                yield (heap - 1,) if heap else ()

    with pytest.raises(gl.PositionLimitError, match="by the options of 2 alone"):
        gl.solve(Endless(), [2], max_positions=50)


def test_multi_heap_positions_agree_with_sprague_grundy() -> None:
    lasker = gl.LaskersNim()
    table = gl.solve(lasker, [(3, 5), 7])
    assert table.grundy((3, 5)) == gl.grundy(lasker, (3, 5))
    assert table.grundy(7) == gl.grundy(lasker, 7) == 8
    assert all(table.grundy(p) == gl.grundy(lasker, p) for p in table)


def test_industrial_quick_path_agrees_and_refuses() -> None:
    import random

    rng = random.Random(15)
    for n in (0, 3, 100):
        for top in (10, 10**16, 10**30):  # the last passes 62 bits: the plain loop
            quarries = [(rng.randrange(1, top), rng.randrange(1, top)) for _ in range(n)]
            expected = 0
            for x, m in quarries:
                expected ^= gl.xor_range(x, x + m - 1)
            assert gl.industrial_nim_sum(quarries) == expected
    for bad, words in [((0, 1), "x must be a positive integer, got 0"),
                       ((1, True), "m must be a positive integer, got True"),
                       ((1.0, 2), "got 1.0")]:
        with pytest.raises(gl.InvalidArgumentError, match=words):
            gl.industrial_nim_sum([(1, 2)] * 100 + [bad])


def test_lasker_sum_small_heaps_agree_with_brute_force() -> None:
    import itertools

    lasker = gl.LaskersNim()
    for heaps in itertools.combinations_with_replacement(range(7), 3):
        graph = gl.game_graph(lasker, heaps)  # never uses a closed form
        assert gl.grundy(lasker, heaps) == graph.nodes[heaps]["grundy"]
    for n in (128, 129, 130, 131, 4 * 10**5 + 3):
        assert lasker.known_heap_grundy(n) == gl.laskers_nim_grundy(n)
    assert lasker.known_heap_grundy(127) is None  # small heaps are searched: a check


def test_lasker_judge_size_sum_answered_without_search() -> None:
    import random
    from functools import reduce
    from operator import xor

    rng = random.Random(3032)
    heaps = tuple(rng.randrange(128, 2**31) for _ in range(10**5))
    expected = reduce(xor, map(gl.laskers_nim_grundy, heaps), 0)
    # max_positions=10 would stop any search at once: the answer comes from the formula
    assert gl.grundy(gl.LaskersNim(), heaps, max_positions=10) == expected
    assert gl.outcome(gl.LaskersNim(), heaps, max_positions=10) == (
        gl.Outcome.N if expected else gl.Outcome.P
    )
    with pytest.raises(gl.InvalidPositionError, match="heap size must be a non-negative integer"):
        gl.grundy(gl.LaskersNim(), (*heaps[:100], -1))


def test_lasker_many_heaps_mixed_sizes() -> None:
    import random
    from functools import reduce
    from operator import xor

    rng = random.Random(7)
    lasker = gl.LaskersNim()
    for top in (200, 2**31, 2**70):  # numpy for the large heaps, exact Python past 62 bits
        heaps = tuple(rng.randrange(0, top) for _ in range(500))
        assert gl.grundy(lasker, heaps) == reduce(xor, map(gl.laskers_nim_grundy, heaps), 0)


def test_hackenbush_tree_by_lists_agrees_with_the_general_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import random

    from grundylib.games import hackenbush

    rng = random.Random(17)
    pictures = []
    for _ in range(300):
        n, base = rng.randrange(66, 150), rng.choice([0, 1])
        edges = [(rng.randrange(base, i) if i > base else base, i) for i in range(base + 1, base + n)]
        kind = rng.random()
        if kind < 0.2:  # a loop or a cycle
            edges.append((rng.randrange(base, base + n), rng.randrange(base, base + n)))
        elif kind < 0.3:  # an edge off the ground
            edges.append((n + 5, n + 6))
        elif kind < 0.4:  # a doubled edge
            edges.append(edges[0])
        rng.shuffle(edges)
        pictures.append(([(v, u) if rng.random() < 0.5 else (u, v) for u, v in edges], rng.randrange(3)))

    def value(edges: list[tuple[int, int]], ground: int) -> Any:
        try:
            return gl.hackenbush_value(edges, ground=ground)
        except gl.GrundyError as error:
            return str(error)

    fast = [value(*p) for p in pictures]
    monkeypatch.setattr(hackenbush, "_tree_value_by_lists", lambda edges, ground: None)
    assert fast == [value(*p) for p in pictures]


@pytest.mark.parametrize("n", [3, 99, 128, 129, 1000])
def test_naturals_checked_and_summed_on_both_sides_of_numpy_from(n: int) -> None:
    import random
    from functools import reduce
    from operator import xor

    from grundylib.core import all_natural, xor_of_naturals

    rng = random.Random(n)
    good = tuple(rng.randrange(3) for _ in range(n))
    assert all_natural(good) and xor_of_naturals(good, 1, 2) == reduce(xor, good[1::2], 0)
    for bad in [(True, 5), (5, False), (1.0, 2), (-1, 3)]:
        values = good + bad
        assert xor_of_naturals(values) is None and not all_natural(values)
    assert gl.StaircaseNim().value(good) == reduce(xor, good[0::2], 0)
