"""Resource limits: clear errors before memory runs out, no recursion, no product graphs."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from helpers import time_limit

import grundylib as gl


class Countdown:
    """A chain ``n -> n - 1 -> ... -> 0``; ``calls`` counts the ``moves`` calls."""

    def __init__(self) -> None:
        self.calls = 0

    def moves(self, n: int) -> tuple[int, ...]:
        self.calls += 1
        return (n - 1,) if n > 0 else ()

    def __repr__(self) -> str:
        return "Countdown()"


class Ladder(Countdown):
    """From ``n`` move to ``n - 1`` or ``n - 2``: two options a position, still a chain."""

    def moves(self, n: int) -> tuple[int, ...]:
        self.calls += 1
        return tuple(m for m in (n - 1, n - 2) if m >= 0)


class TakeAny:
    """Nim on one heap, without the closed form: every position must be searched."""

    def moves(self, n: int) -> Iterator[int]:
        return iter(range(n - 1, -1, -1))


@contextmanager
def shallow_stack(depth: int = 200) -> Iterator[None]:
    """Run the body with a small recursion limit: a recursive search would fail at once."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


# --------------------------------------------------------------------------- long chains


def test_a_chain_of_a_million_positions_is_solved_without_recursion() -> None:
    n = 10**6
    game = Countdown()
    start = time.perf_counter()
    with time_limit(60), shallow_stack():
        value = gl.grundy(game, n, max_positions=2 * n)
    seconds = time.perf_counter() - start
    # Values alternate 0, 1 along a chain (mex of the single option's value).
    assert value == gl.grundy(Countdown(), n % 2)
    assert game.calls == n + 1  # each position expanded exactly once
    print(f"\ngrundy on a chain of {n} positions: {seconds:.1f} s")


@pytest.mark.parametrize(
    "solve",
    [
        lambda g, n: gl.outcome(g, n, max_positions=2 * n),
        lambda g, n: gl.outcome(g, n, misere=True, max_positions=2 * n),
        lambda g, n: gl.misere_grundy(g, n, max_positions=2 * n),
        lambda g, n: gl.winning_moves(g, n, max_positions=2 * n),
        lambda g, n: gl.generalized_grundy(g, n, max_positions=2 * n),
        lambda g, n: gl.game_graph(g, n, max_positions=2 * n).number_of_nodes(),
    ],
    ids=["outcome", "misere-outcome", "misere_grundy", "winning_moves", "generalized", "graph"],
)
def test_long_chains_need_no_recursion_anywhere(solve: Any) -> None:
    n = 50_000
    with time_limit(60), shallow_stack():
        assert solve(Ladder(), n) is not None


# --------------------------------------------------------------------------- max_positions

LIMITED = [
    ("grundy", lambda g, s, m: gl.grundy(g, s, max_positions=m)),
    ("outcome", lambda g, s, m: gl.outcome(g, s, max_positions=m)),
    ("misere outcome", lambda g, s, m: gl.outcome(g, s, misere=True, max_positions=m)),
    ("winning_moves", lambda g, s, m: gl.winning_moves(g, s, max_positions=m)),
    ("game_graph", lambda g, s, m: gl.game_graph(g, s, max_positions=m)),
    ("labelling_rounds", lambda g, s, m: gl.labelling_rounds(g, s, max_positions=m)),
    ("generalized_grundy", lambda g, s, m: gl.generalized_grundy(g, s, max_positions=m)),
    ("misere_grundy", lambda g, s, m: gl.misere_grundy(g, s, max_positions=m)),
]


@pytest.mark.parametrize(("name", "solve"), LIMITED, ids=[n for n, _ in LIMITED])
def test_max_positions_stops_the_search_with_a_clear_error(name: str, solve: Any) -> None:
    game = Countdown()
    with (
        time_limit(10),
        pytest.raises(gl.PositionLimitError, match=r"max_positions=1000 was passed"),
    ):
        solve(game, 10**6, 1000)
    assert game.calls <= 1002, f"{name} kept exploring after the limit"


@pytest.mark.parametrize(("name", "solve"), LIMITED, ids=[n for n, _ in LIMITED])
def test_every_limit_error_says_which_max_positions_to_pass(name: str, solve: Any) -> None:
    with time_limit(10), pytest.raises(gl.PositionLimitError, match=r"pass max_positions=10000 "):
        solve(Countdown(), 10**6, 1000)


def test_the_default_limit_suits_a_contest_size_state_space() -> None:
    """1.5 million positions (more than every bitmask of 20 bits) need no max_positions."""
    n = 1_500_000
    assert n < gl.DEFAULT_MAX_POSITIONS
    with time_limit(120):
        assert gl.grundy(Countdown(), n) == n % 2


def test_a_game_with_thousands_of_options_a_position_stops_on_the_options_read() -> None:
    """Every position has 5,000 options: the search stops on its reading budget, not after hours."""

    class Wide:
        def moves(self, n: int) -> list[int]:
            return [n - 1] * 5000 if n else []

    reads = gl.DEFAULT_MAX_POSITIONS * 32  # 32 options for each position the default allows
    with time_limit(60), pytest.raises(gl.PositionLimitError, match=rf"reading {reads} options"):
        gl.grundy(Wide(), 10**5)


@pytest.mark.parametrize(("name", "solve"), LIMITED, ids=[n for n, _ in LIMITED])
def test_a_position_with_too_many_options_stops_before_listing_them(name: str, solve: Any) -> None:
    """A heap of 10**30 with every take allowed has 10**30 options: never list them all."""
    with time_limit(10), pytest.raises(gl.PositionLimitError, match="max_positions=1000"):
        solve(TakeAny(), 10**30, 1000)


def test_the_default_limit_stops_a_huge_subtraction_heap() -> None:
    began = time.perf_counter()
    with time_limit(30), pytest.raises(gl.PositionLimitError, match=r"from 10000000"):
        gl.grundy(gl.SubtractionGame({1, 2}), 10**7)
    print(
        f"\nthe default max_positions={gl.DEFAULT_MAX_POSITIONS} stopped after "
        f"{time.perf_counter() - began:.1f} s"
    )


def test_grundy_sequence_refuses_more_than_its_documented_length() -> None:
    with pytest.raises(gl.InvalidArgumentError, match=rf"got {gl.MAX_SEQUENCE_LENGTH + 1}"):
        gl.grundy_sequence(gl.SubtractionGame({1, 2}), gl.MAX_SEQUENCE_LENGTH + 1)


@pytest.mark.parametrize(
    "call",
    [
        lambda: gl.wythoff_p_positions(10**30),
        lambda: gl.BashGame(10**30),
        lambda: gl.plot_p_positions_grid({(0, 0)}, 10**30),
        lambda: gl.problems.paint_chain_line_game(10**30),
        lambda: gl.exercises.check_p_positions(gl.SubtractionGame({1}), 10**30, [0]),
    ],
    ids=["wythoff_p_positions", "BashGame", "plot_p_positions_grid", "paint_chain", "check_p"],
)
def test_sizes_that_become_lists_are_capped(call: Any) -> None:
    with time_limit(10), pytest.raises(gl.PositionLimitError, match="must be at most"):
        call()


# --------------------------------------------------------------------------- sums


class CountingHeap(gl.HeapGame):
    """Take 1 or 2 from a heap, counting ``heap_options`` calls."""

    def __init__(self) -> None:
        self.calls = 0

    def heap_options(self, heap: int) -> Iterator[tuple[int, ...]]:
        self.calls += 1
        for k in (1, 2):
            if k <= heap:
                yield (heap - k,)


def twenty_chains() -> tuple[list[Countdown], gl.Sum, tuple[int, ...]]:
    parts = [Countdown() for _ in range(20)]
    return parts, gl.Sum(*parts), tuple(range(30, 50))  # product graph: ~10**33 nodes


def test_a_sum_of_twenty_games_never_builds_the_product_graph() -> None:
    parts, game, start = twenty_chains()
    with time_limit(10):
        value = gl.grundy(game, start)
    assert value == gl.nim_sum(*(gl.grundy(Countdown(), n) for n in start))
    # Each component position is expanded once: linear in the components' sizes.
    assert [p.calls for p in parts] == [n + 1 for n in start]


def test_outcome_and_winning_moves_of_a_twenty_game_sum_are_linear() -> None:
    parts, game, start = twenty_chains()
    with time_limit(10):
        result = gl.outcome(game, start)
        moves = gl.winning_moves(game, start)
    # outcome explores each component once; winning_moves once more, plus the one
    # moves() call that lists the options of the start.
    assert all(p.calls <= 2 * (n + 1) + 1 for p, n in zip(parts, start, strict=True))
    assert result == (gl.Outcome.P if gl.grundy(game, start) == 0 else gl.Outcome.N)
    assert all(gl.grundy(game, m) == 0 for m in moves)


def test_a_sum_of_twenty_heap_games_uses_the_cache_on_each_ruleset() -> None:
    rules = [CountingHeap() for _ in range(20)]
    game = gl.Sum(*rules)
    start = tuple(range(100, 120))
    with time_limit(10):
        value = gl.grundy(game, start)
        moves = gl.winning_moves(game, start)
    assert all(r.calls <= n + 2 for r, n in zip(rules, start, strict=True))
    assert value == gl.nim_sum(*(gl.grundy(gl.SubtractionGame({1, 2}), n) for n in start))
    assert all(gl.grundy(game, m) == 0 for m in moves)


def test_the_length_allowed_follows_from_the_memory_available(monkeypatch):
    from grundylib import sequences

    monkeypatch.setattr(sequences, "_available_memory", lambda: 10**6)
    with pytest.raises(
        gl.InvalidArgumentError,
        match=r"^n = 200000 needs about 1\.7 MB of memory \(9 bytes a value\), more than the "
        r"976\.6 KB available now; ask for fewer values, or compact=True for 1 byte a value$",
    ):
        gl.grundy_sequence(gl.Kayles(), 200_000)
    assert gl.grundy_sequence(gl.Kayles(), 200_000, compact=True).nbytes == 200_000
    with pytest.raises(gl.InvalidArgumentError, match=r"^max_n = 2000000 needs about 1\.9 MB"):
        gl.octal_period("0.6", 2_000_000)
    with pytest.raises(
        gl.InvalidArgumentError, match=rf"got {gl.MAX_SEQUENCE_LENGTH + 1}, which would take"
    ):
        gl.grundy_sequence(gl.Kayles(), gl.MAX_SEQUENCE_LENGTH + 1)
