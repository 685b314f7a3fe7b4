"""The puzzles of the notes: placing pieces on a strip (PAS), staircase Nim and coins on a
strip (POJ 1704), A New Stone Game (POJ 1740) and Industrial Nim (CF 15C). Each is played
by brute force and checked against its rule or reduction."""

from __future__ import annotations

import json
from collections.abc import Hashable, Iterable, Iterator
from functools import reduce
from itertools import combinations, combinations_with_replacement
from operator import xor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundylib as gl

P, N = gl.Outcome.P, gl.Outcome.N
PROBLEMS = Path(__file__).resolve().parents[1] / "grundylib" / "data" / "problems"


def problem(name: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads((PROBLEMS / f"{name}.json").read_text("utf-8"))
    return result


class Root:
    """A test-only game whose position ``"root"`` has a move to each of ``starts``."""

    def __init__(self, game: Any, starts: Iterable[Hashable]) -> None:
        self.game, self.starts = game, list(starts)

    def moves(self, position: Any) -> Iterator[Hashable]:
        yield from self.starts if position == "root" else self.game.moves(position)


def mex_by_hand(values: set[int]) -> int:
    k = 0
    while k in values:
        k += 1
    return k


@pytest.mark.parametrize(
    "game",
    [
        gl.StripPlacement({1, 5}),
        gl.StaircaseNim(),
        gl.CoinsOnStrip(),
        gl.NewStoneGame(),
        gl.IndustrialNim(),
    ],
)
def test_repr_pastes_back(game: Any) -> None:
    assert eval(repr(game), vars(gl)) == game


@pytest.mark.parametrize(
    ("game", "start"),
    [
        (gl.StripPlacement({1, 5}), (6, 8)),
        (gl.StaircaseNim(), (2, 1, 2)),
        (gl.CoinsOnStrip(), (2, 4, 7)),
        (gl.NewStoneGame(), (1, 2, 3)),
        (gl.IndustrialNim(), gl.IndustrialNim.start([(1, 2), (3, 1)])),
    ],
    ids=repr,
)
def test_every_analysis_function_agrees_with_the_game_graph(game: Any, start: Hashable) -> None:
    graph = gl.game_graph(game, start)
    assert graph.number_of_nodes() > 10
    for node in graph:
        label = graph.nodes[node]
        assert gl.grundy(game, node) == label["grundy"]
        assert gl.outcome(game, node) == label["outcome"]
        wins = gl.winning_moves(game, node)
        assert wins == [
            s for s in dict.fromkeys(game.moves(node)) if graph.nodes[s]["outcome"] == P
        ]
        assert bool(wins) == (label["outcome"] == N)


# --- placing pieces on a strip (PAS) -----------------------------------------------------


def test_strip_placement_sample_of_the_notes() -> None:
    game = gl.StripPlacement((1, 5, 1))  # the sample input "1 5 1"; strips 1, 5, 6
    assert [gl.outcome(game, p) for p in (1, 5, 6)] == [N, N, P]
    assert [gl.game_graph(game, p).nodes[p]["outcome"] for p in (1, 5, 6)] == [N, N, P]


@pytest.mark.parametrize("lengths", [(1, 5, 1), (2, 3, 7), (1,), (3,), (2, 4)])
def test_strip_placement_matches_the_pas_recurrence(lengths: tuple[int, ...]) -> None:
    # the notes' program: g[i] = mex { g[k] xor g[i - c - k] : c a length, 0 <= k <= i - c }
    g: list[int] = []
    for i in range(120):
        g.append(mex_by_hand({g[k] ^ g[i - c - k] for c in lengths for k in range(i - c + 1)}))
    game = gl.StripPlacement(lengths)
    assert [gl.grundy(game, p) for p in range(120)] == g
    for p in range(0, 13):  # and the full graph of positions (several strips) for small p
        assert gl.game_graph(game, p).nodes[p]["grundy"] == g[p]


@pytest.mark.parametrize("lengths", [[], [0], [2, -1], "12", [1.5], 3])
def test_strip_placement_rejects_bad_lengths(lengths: Any) -> None:
    with pytest.raises(gl.InvalidArgumentError, match=r"^lengths must"):
        gl.StripPlacement(lengths)


# --- staircase Nim and coins on a strip --------------------------------------------------


def test_staircase_nim_grundy_is_the_nim_sum_of_odd_steps() -> None:
    game = gl.StaircaseNim()
    checked = 0
    for steps in [(3, 2, 2), (2, 3, 1, 2), (1, 1, 1, 1, 1), (4, 0, 3)]:
        graph = gl.game_graph(game, steps)
        for node in graph:
            assert graph.nodes[node]["grundy"] == gl.nim_sum(*gl.staircase_nim_heaps(node))
            checked += 1
    assert checked > 200


def all_boards(width: int, max_coins: int) -> list[tuple[int, ...]]:
    return [c for k in range(max_coins + 1) for c in combinations(range(1, width + 1), k)]


def test_coins_on_strip_brute_force_matches_the_reduction_to_nim() -> None:
    coins, stairs = gl.CoinsOnStrip(), gl.StaircaseNim()
    boards = all_boards(10, 4)
    assert len(boards) == 386
    for cells in boards:
        value = gl.nim_sum(*gl.georgia_and_bob_heaps(cells))
        assert gl.grundy(coins, cells) == value
        assert gl.grundy(stairs, gl.coins_to_staircase(cells)) == value
    # the two move graphs are the same graph, with the positions renamed
    start = (2, 4, 7, 9)
    g_coins = gl.game_graph(coins, start)
    g_stairs = gl.game_graph(stairs, gl.coins_to_staircase(start))
    renamed = {(gl.coins_to_staircase(u), gl.coins_to_staircase(v)) for u, v in g_coins.edges}
    assert renamed == set(g_stairs.edges)


def test_coins_on_strip_answers_the_sample_of_poj_1704() -> None:
    data = problem("poj_1704")
    numbers = list(map(int, data["sample_input"].split()))
    cases, i = [], 1
    for _ in range(numbers[0]):
        count = numbers[i]
        cases.append(tuple(numbers[i + 1 : i + 1 + count]))
        i += 1 + count
    answers = [line.split()[0] for line in data["sample_output"].splitlines()]
    for cells, answer in zip(cases, answers, strict=True):
        brute = gl.outcome(gl.CoinsOnStrip(), gl.CoinsOnStrip.start(cells))
        rule = gl.nim_sum(*gl.georgia_and_bob_heaps(cells)) != 0
        assert (brute == N) == rule
        assert ("Georgia" if rule else "Bob") == answer


def test_coins_on_strip_rejects_bad_cells() -> None:
    with pytest.raises(gl.InvalidPositionError, match=r"^cells must be positive integers"):
        list(gl.CoinsOnStrip().moves((0, 2)))
    with pytest.raises(gl.InvalidPositionError, match=r"^cells must be distinct"):
        gl.coins_to_staircase((3, 3))
    with pytest.raises(gl.InvalidPositionError, match=r"^coins on step 2 must be"):
        list(gl.StaircaseNim().moves((1, -1)))


# --- A New Stone Game --------------------------------------------------------------------


def test_new_stone_game_brute_force_matches_the_pairing_rule() -> None:
    game = gl.NewStoneGame()
    # every position of at most 4 piles of at most 4 stones, and all that they reach
    starts = [p for k in range(1, 5) for p in combinations_with_replacement(range(1, 5), k)]
    graph = gl.game_graph(Root(game, starts), "root")
    positions = [v for v in graph if v != "root"]
    assert len(positions) == 229
    for node in positions:
        rule = gl.new_stone_game_first_player_wins(node)
        assert (graph.nodes[node]["outcome"] == N) == rule


def test_new_stone_game_moves_follow_the_rules() -> None:
    game = gl.NewStoneGame()
    for start in [(1, 2, 3), (2, 2, 4), (1, 1, 1, 5)]:
        for option in game.moves(start):
            assert sum(option) < sum(start)  # at least one stone thrown away
            assert len(option) >= len(start) - 1  # only the chosen pile may vanish
    assert list(game.moves(())) == []
    with pytest.raises(gl.InvalidPositionError, match=r"^pile size must be a non-negative"):
        list(game.moves((1, -2)))


# --- Industrial Nim ----------------------------------------------------------------------


def test_xor_upto_follows_the_period_4_pattern_and_matches_direct_xor() -> None:
    for n in range(2000):
        direct = reduce(xor, range(1, n + 1), 0)
        assert gl.xor_upto(n) == direct
        assert direct == (n, 1, n + 1, 0)[n % 4]


@given(st.integers(min_value=0, max_value=3000), st.integers(min_value=0, max_value=300))
def test_xor_range_matches_direct_xor(first: int, length: int) -> None:
    last = first + length - 1
    assert gl.xor_range(first, last) == reduce(xor, range(first, last + 1), 0)


@given(st.lists(st.tuples(st.integers(1, 10**16), st.integers(1, 40)), max_size=5))
def test_industrial_nim_sum_of_huge_quarries_matches_direct_xor(
    quarries: list[tuple[int, int]],
) -> None:
    dumpers = [d for x, m in quarries for d in range(x, x + m)]
    assert gl.industrial_nim_sum(quarries) == reduce(xor, dumpers, 0)


def test_industrial_nim_small_quarries_by_brute_force() -> None:
    game = gl.IndustrialNim()
    for quarries in [[(1, 3)], [(2, 1), (3, 2)], [(1, 1), (1, 1)], [(2, 3), (1, 2)]]:
        start = game.start(quarries)
        graph = gl.game_graph(game, start)
        assert graph.nodes[start]["grundy"] == gl.industrial_nim_sum(quarries)


def test_industrial_nim_answers_the_samples_of_codeforces_15c() -> None:
    data = problem("codeforces_15C")
    samples = [(data["sample_input"], data["sample_output"])]
    samples += [(s["input"], s["output"]) for s in data["additional_samples"]]
    for text, answer in samples:
        assert gl.solve_codeforces_15c(text) == answer.strip()
        numbers = list(map(int, text.split()))[1:]
        quarries = list(zip(numbers[::2], numbers[1::2], strict=True))
        brute = gl.outcome(gl.IndustrialNim(), gl.IndustrialNim.start(quarries))
        assert (brute == N) == (answer.strip() == "tolik")


def test_industrial_nim_rejects_bad_quarries() -> None:
    with pytest.raises(gl.InvalidArgumentError, match=r"^m must be a positive integer, got 0"):
        gl.industrial_nim_sum([(3, 0)])
    with pytest.raises(gl.InvalidArgumentError, match=r"^x must be a positive integer"):
        gl.IndustrialNim.start([(-1, 2)])
    with pytest.raises(gl.InvalidArgumentError, match=r"^text must be n followed by n pairs"):
        gl.solve_codeforces_15c("2\n1 1\n")
