"""The search engine and ``gl.solve`` against an independent brute force on random games.

The brute force is the definition, written recursively and separately here: the value of a
position is the mex of its options' values; a cycle is a position reached again while it is
being evaluated. Random games are small move graphs whose ``moves`` return every kind of
collection the engine accepts (list, tuple, set, generator), over ints, strings and tuples.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable
from typing import Any

import numpy as np
import pytest

import grundylib as gl
from grundylib._search import Evaluator, search_grundy

GAMES = 400  # random games per property


def brute_grundy(moves: Callable[[Any], Iterable[Any]], position: Any, memo: dict[Any, int]) -> int:
    """The mex of the options' values, by plain recursion (no engine code)."""
    if position not in memo:
        values = {brute_grundy(moves, o, memo) for o in moves(position)}
        memo[position] = next(v for v in range(len(values) + 1) if v not in values)
    return memo[position]


def brute_reachable(moves: Callable[[Any], Iterable[Any]], start: Any) -> set[Any]:
    seen, todo = {start}, [start]
    while todo:
        for o in moves(todo.pop()):
            if o not in seen:
                seen.add(o)
                todo.append(o)
    return seen


def has_cycle(moves: Callable[[Any], Iterable[Any]], start: Any) -> bool:
    state: dict[Any, int] = {}  # 1 on the path, 2 done

    def visit(p: Any) -> bool:
        state[p] = 1
        for o in moves(p):
            if state.get(o) == 1 or (o not in state and visit(o)):
                return True
        state[p] = 2
        return False

    return visit(start)


LABELS: list[Callable[[int], Hashable]] = [
    lambda i: i,
    lambda i: f"p{i}",
    lambda i: (i % 3, i // 3),
]
CONTAINERS: list[Callable[[list[Any]], Iterable[Any]]] = [list, tuple, set, iter]


class RandomGame:
    """A random move graph; ``moves`` returns the options in one kind of collection."""

    def __init__(self, seed: int, *, loopy: bool = False) -> None:
        rng = random.Random(seed)
        self.n = rng.randint(1, 40)
        label = LABELS[seed % len(LABELS)]
        self.container = CONTAINERS[seed // len(LABELS) % len(CONTAINERS)]
        density = rng.random()
        self.options: dict[Hashable, list[Hashable]] = {}
        for i in range(self.n):
            targets = [j for j in range(i) if rng.random() < density]
            if loopy and i and rng.random() < 0.1:
                targets.append(rng.randrange(i, self.n))  # maybe back up, maybe a self-loop
            targets += targets[: rng.randint(0, 2)]  # repeated options are allowed
            self.options[label(i)] = [label(j) for j in targets]
        self.positions = list(self.options)

    def moves(self, position: Hashable) -> Iterable[Hashable]:
        return self.container(self.options[position])

    def plain_moves(self, position: Hashable) -> list[Hashable]:
        return self.options[position]


def test_grundy_agrees_with_the_brute_force_on_random_games() -> None:
    checked = 0
    for seed in range(GAMES):
        game = RandomGame(seed)
        memo: dict[Any, int] = {}
        for p in game.positions:
            assert gl.grundy(game, p) == brute_grundy(game.plain_moves, p, memo), (seed, p)
            checked += 1
    print(f"\n{GAMES} random games, {checked} positions agree with the brute force")


def test_cycles_are_reported_exactly_when_one_is_reachable() -> None:
    cyclic = 0
    for seed in range(GAMES):
        game = RandomGame(seed, loopy=True)
        for p in game.positions:
            evaluator = Evaluator(game)
            if has_cycle(game.plain_moves, p):
                cyclic += 1
                with pytest.raises(gl.LoopyGameError) as info:
                    evaluator.grundy(p)
                cycle = info.value.cycle
                for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True):
                    assert b in game.plain_moves(a), (seed, p, cycle)  # a real cycle of moves
                assert all(v >= 0 for v in evaluator.memo.values())  # no mark left behind
            else:
                assert evaluator.grundy(p) == brute_grundy(game.plain_moves, p, {})
    assert cyclic > 100
    print(f"\n{GAMES} random games with cycles: {cyclic} positions reach a cycle")


def test_max_positions_stops_exactly_when_more_positions_are_reachable() -> None:
    for seed in range(GAMES):
        game = RandomGame(seed)
        rng = random.Random(seed)
        p = game.positions[-1]
        reachable = len(brute_reachable(game.plain_moves, p))
        limit = max(1, reachable + rng.randint(-3, 1))
        widest = max(len(game.plain_moves(q)) for q in brute_reachable(game.plain_moves, p))
        if reachable > limit or widest > limit:  # repeated options count, as they are read
            with pytest.raises(gl.PositionLimitError, match=f"pass max_positions={10 * limit}"):
                gl.grundy(game, p, max_positions=limit)
        else:
            assert gl.grundy(game, p, max_positions=limit) == brute_grundy(game.plain_moves, p, {})


def test_solve_agrees_with_the_brute_force_and_the_search_on_random_games() -> None:
    queries = 0
    for seed in range(GAMES):
        game = RandomGame(seed)
        rng = random.Random(seed)
        starts = rng.sample(game.positions, rng.randint(1, min(3, game.n)))
        table = gl.solve(game, starts)
        reachable = set().union(*(brute_reachable(game.plain_moves, s) for s in starts))
        assert set(table) == reachable and len(table) == len(reachable)
        memo: dict[Any, int] = {}
        for p in reachable:
            value = brute_grundy(game.plain_moves, p, memo)
            assert table.grundy(p) == value, (seed, p)
            assert table.outcome(p) == (gl.Outcome.P if value == 0 else gl.Outcome.N)
            assert table.winning_moves(p) == gl.winning_moves(game, p)
            queries += 1
        frame = table.to_pandas()
        assert dict(zip(frame.position, frame.grundy, strict=True)) == table.values
        assert sorted(table.p_positions(), key=repr) == sorted(
            (p for p in reachable if memo[p] == 0), key=repr
        )
    print(f"\n{GAMES} random games solved once, {queries} queries agree")


@pytest.mark.parametrize("seed", range(40))
def test_solve_on_subtraction_games_matches_the_compiled_sequence(seed: int) -> None:
    rng = random.Random(seed)
    subtract = sorted(rng.sample(range(1, 9), rng.randint(1, 4)))
    game = gl.SubtractionGame(subtract)
    table = gl.solve(game, range(60))
    assert table.to_numpy().tolist() == gl.grundy_sequence(game, 60).tolist()


def test_the_table_refuses_a_position_it_does_not_hold() -> None:
    table = gl.solve(gl.SubtractionGame({1, 2}), [5])
    with pytest.raises(gl.InvalidPositionError, match=r"position 9 is not in the table"):
        table.grundy(9)
    with pytest.raises(gl.InvalidPositionError, match=r"got \[1\]"):
        table.winning_moves([1])
    with pytest.raises(gl.InvalidArgumentError, match=r"got the position 'a'; use to_pandas"):
        gl.solve(gl.GraphGame({"a": []}), ["a"]).to_numpy()


def test_solve_shares_one_limit_across_its_starts() -> None:
    with pytest.raises(gl.PositionLimitError, match="pass max_positions=100 "):
        gl.solve(gl.SubtractionGame({1}), [5, 20], max_positions=10)
    assert len(gl.solve(gl.SubtractionGame({1}), [5, 8], max_positions=9)) == 9


def test_solve_reports_a_cycle() -> None:
    with pytest.raises(gl.LoopyGameError):
        gl.solve(gl.GraphGame({"a": ["b"], "b": ["a"]}), ["a"])


def test_an_unhashable_option_is_named() -> None:
    class Bad:
        def moves(self, n: int) -> list[Any]:
            return [n - 1, [n - 2]] if n > 1 else []

    for call in (lambda: gl.grundy(Bad(), 5), lambda: gl.solve(Bad(), [5])):
        with pytest.raises(gl.InvalidPositionError, match=r"unhashable option \[\d\]"):
            call()


def test_an_error_of_the_game_itself_propagates_and_leaves_no_mark() -> None:
    class Fails:
        def moves(self, n: int) -> list[int]:
            if n == 3:
                raise TypeError("the game's own error")
            return [n - 1] if n else []

    memo: dict[Hashable, int] = {}
    with pytest.raises(TypeError, match="the game's own error"):
        search_grundy(Fails(), 6, memo, 100)
    assert memo == {}


def test_to_numpy_is_indexed_by_position() -> None:
    table = gl.solve(gl.SubtractionGame({1, 3, 4}), [30])
    assert np.array_equal(table.to_numpy(), gl.grundy_sequence(gl.SubtractionGame({1, 3, 4}), 31))


# --------------------------------------------------------------------------- the compiled path


def many_subtraction_games(p: int) -> list[int]:
    """256 subtraction games in one: ``p = rule * 128 + heap``, ``rule`` a subset of 1..8."""
    rule, heap = p >> 7, p & 127
    out = []
    for s in range(1, 9):
        if rule >> (s - 1) & 1 and s <= heap:
            out.append(p - s)
    return out


def kayles_mask(mask: int) -> list[int]:
    """Kayles on 12 pins as a bitmask (clearing bits makes the number smaller)."""
    out = []
    for i in range(12):
        if mask >> i & 1:
            out.append(mask & ~(1 << i))
            if mask >> (i + 1) & 1:
                out.append(mask & ~(3 << i))
    return out


def test_the_compiled_path_agrees_with_the_brute_force_on_256_subtraction_games() -> None:
    table = gl.solve_compiled(many_subtraction_games, 256 * 128)
    values = table.to_numpy()
    memo: dict[Any, int] = {}
    for p in range(256 * 128):
        assert values[p] == brute_grundy(many_subtraction_games, p, memo), p
    rng = random.Random(5)
    for p in rng.sample(range(256 * 128), 300):
        assert table.winning_moves(p) == gl.winning_moves(table.game, p)
    print(f"\n256 subtraction games, {256 * 128} positions agree with the brute force")


def test_the_compiled_path_agrees_with_solve_on_kayles_masks() -> None:
    compiled = gl.solve_compiled(kayles_mask, 1 << 12)

    class Kayles12:
        def moves(self, mask: int) -> list[int]:
            return kayles_mask(mask)

    searched = gl.solve(Kayles12(), range(1 << 12))
    assert compiled.values == searched.values
    assert compiled.p_positions() == searched.p_positions()
    assert compiled.to_pandas().equals(searched.to_pandas().astype({"position": "int64"}))
    assert compiled.grundy((1 << 12) - 1) == gl.grundy(gl.Kayles(), 12)


def test_the_compiled_path_refuses_what_it_cannot_do() -> None:
    with pytest.raises(gl.InvalidPositionError, match=r"moves\(2\) returned 2"):
        gl.solve_compiled(lambda p: [p] if p > 1 else [0][:0], 5)
    with pytest.raises(gl.InvalidArgumentError, match="numba compiles"):
        gl.solve_compiled(lambda p: [str(p)], 5)
    with pytest.raises(gl.PositionLimitError, match=r"pass max_positions=100 "):
        gl.solve_compiled(kayles_mask, 11, max_positions=10)
    table = gl.solve_compiled(kayles_mask, 8)
    with pytest.raises(gl.InvalidPositionError, match="position 8 is not in the table"):
        table.grundy(8)
    assert 7 in table and 8 not in table and "a" not in table and len(table) == 8
