"""Misère outcomes of sums by theory (misère Nim, the SJ theorem, the genus rule, a computed
misère quotient), against brute force.

Every brute force here is written in this file from the rules alone: it plays the whole sum
(its own move generators for Nim heaps, subtraction games, octal games and small graphs) and
uses neither the library's searches nor its Grundy values or genera. Each theory step of
``grundylib.misere.misere_theory`` is checked against it wherever that step answers, by
hypothesis property tests and by a seeded run that counts how often each step decided.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundylib as gl
from grundylib import misere
from grundylib._search import search_misere_outcome
from grundylib.misere import misere_theory, misere_winning_moves, single_games

# --------------------------------------------------------------------- independent rules
# A part is (library game, library position, start state, move function on states).
# A state is what the brute force plays: an int (a heap, a node) or a sorted tuple of heaps.

Moves = Callable[[Any], tuple[Any, ...]]
Part = tuple[Any, Hashable, Hashable, Moves]


def nim_part(n: int) -> Part:
    return gl.Nim(), n, n, lambda h: tuple(range(h))


def subtraction_part(takes: frozenset[int], n: int) -> Part:
    return gl.SubtractionGame(set(takes)), n, n, lambda h: tuple(h - t for t in sorted(takes) if t <= h)


def octal_heap_options(code: str, h: int) -> Iterator[tuple[int, ...]]:
    """The options of one heap under an octal code ``0.d1d2...``: the heaps it leaves."""
    for k, digit in enumerate(code[2:], start=1):
        d = int(digit)
        if d & 1 and h == k:
            yield ()
        if d & 2 and h > k:
            yield (h - k,)
        if d & 4:
            rest = h - k
            for a in range(1, rest // 2 + 1):
                if rest - a >= 1:
                    yield (a, rest - a)


def octal_part(code: str, n: int) -> Part:
    def moves(state: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        found = set()
        for i, h in enumerate(state):
            others = state[:i] + state[i + 1 :]
            for left in octal_heap_options(code, h):
                found.add(tuple(sorted(others + left)))
        return tuple(found)

    return gl.OctalGame(code), n, (n,) if n else (), moves


def graph_part(edges: dict[int, list[int]], start: int) -> Part:
    return gl.GraphGame(edges), start, start, lambda v: tuple(edges[v])


def brute_outcome(parts: list[Part], states: tuple[Hashable, ...] | None = None) -> str:
    """Misère P/N of the sum of ``parts`` by plain backward induction on the product."""
    move_of = [m for _, _, _, m in parts]

    @cache
    def wins(state: tuple[Hashable, ...]) -> bool:
        any_move = False
        for i, s in enumerate(state):
            for t in move_of[i](s):
                any_move = True
                if not wins((*state[:i], t, *state[i + 1 :])):
                    return True
        return not any_move  # no move: the opponent moved last and lost

    start = states if states is not None else tuple(s for _, _, s, _ in parts)
    return "N" if wins(start) else "P"


def as_sum(parts: list[Part]) -> tuple[gl.Sum, tuple[Hashable, ...]]:
    return gl.Sum(*(g for g, _, _, _ in parts)), tuple(p for _, p, _, _ in parts)


def state_of(part: Part, position: Hashable) -> Hashable:
    """The brute force's state for a library position of one part."""
    game = part[0]
    if isinstance(game, gl.OctalGame):
        heaps = position if isinstance(position, tuple) else (position,)
        return tuple(sorted(h for h in heaps if h))
    return position


# ------------------------------------------------------------------------- strategies

@st.composite
def dags(draw: Any, repaired: bool = False) -> tuple[dict[int, list[int]], int]:
    """A random DAG on 0..n-1 (edges go down) and a start; ``repaired``: no live zero.

    Repairing works bottom up: a node of value 0 that has moves gets an extra edge to the
    terminal node 0 (computed here with a plain mex, not with the library).
    """
    n = draw(st.integers(1, 7))
    edges: dict[int, list[int]] = {0: []}
    value = {0: 0}
    for v in range(1, n):
        edges[v] = sorted(draw(st.sets(st.integers(0, v - 1), max_size=3)))
        seen = {value[u] for u in edges[v]}
        value[v] = min(set(range(len(seen) + 1)) - seen)
        if repaired and value[v] == 0 and edges[v]:
            edges[v] = [0, *edges[v]]
            value[v] = min(set(range(len(seen) + 2)) - seen - {0})
    return edges, draw(st.integers(0, n - 1))


takes = st.frozensets(st.integers(1, 5), min_size=1, max_size=3)
CODES = ["0.77", "0.07", "0.137", "0.3", "0.6", "0.51", "0.31", "0.4", "0.17", "0.15"]
"""Octal codes: Kayles, Dawson's Kayles and Dawson's chess are wild from a heap of 5 on."""
codes = st.sampled_from(CODES)

nim_parts = st.integers(0, 6).map(nim_part)
subtraction_parts = st.builds(subtraction_part, takes, st.integers(0, 10))
octal_parts = st.builds(octal_part, codes, st.integers(0, 7))
graph_parts = dags().map(lambda d: graph_part(*d))
repaired_graph_parts = dags(repaired=True).map(lambda d: graph_part(*d))
# a subtraction game {1..k} on a heap of at most k: every value is the heap size (no live zero)
sj_subtraction_parts = st.integers(1, 5).flatmap(
    lambda k: st.integers(0, k).map(lambda n: subtraction_part(frozenset(range(1, k + 1)), n))
)
any_parts = st.one_of(nim_parts, subtraction_parts, octal_parts, graph_parts, repaired_graph_parts)


def sums(part: st.SearchStrategy[Part], most: int = 4) -> st.SearchStrategy[list[Part]]:
    return st.lists(part, min_size=1, max_size=most)


# ---------------------------------------------------------------------- the theory steps

@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 7), min_size=1, max_size=5), st.integers(1, 3))
def test_misere_nim_step_matches_brute_force(heaps: list[int], split: int) -> None:
    """Nim heaps however they are grouped (one Nim position, or a sum of Nim positions)."""
    parts = [nim_part(h) for h in heaps]
    one = misere_theory(gl.Nim(), tuple(heaps))
    grouped = gl.Sum(gl.Nim(), gl.Nim())
    position = (tuple(heaps[:split]), tuple(heaps[split:]) or 0)
    two = misere_theory(grouped, position)
    expected = brute_outcome(parts)
    assert one.rule == two.rule == "misère Nim"
    assert one.outcome == two.outcome == expected
    assert gl.outcome(gl.Nim(), tuple(heaps), misere=True) == expected


@settings(max_examples=300, deadline=None)
@given(sums(st.one_of(repaired_graph_parts, sj_subtraction_parts, nim_parts)))
def test_sj_step_matches_brute_force(parts: list[Part]) -> None:
    game, position = as_sum(parts)
    verdict = misere_theory(game, position)
    expected = brute_outcome(parts)
    assert verdict.rule in ("misère Nim", "SJ theorem")
    assert verdict.outcome == expected
    assert gl.variants.anti_sg_outcome(game, position) == expected


@settings(max_examples=400, deadline=None)
@given(sums(st.one_of(subtraction_parts, graph_parts, octal_parts)))
def test_genus_step_matches_brute_force(parts: list[Part]) -> None:
    """Wherever the genus rule answers (every part hereditarily tame), it is right."""
    game, position = as_sum(parts)
    verdict = misere_theory(game, position)
    expected = brute_outcome(parts)
    if verdict.outcome is not None:
        assert verdict.outcome == expected, verdict
    tame = all(gl.is_tame(g, p) for g, p in single_games(game, position))
    if verdict.rule not in ("misère Nim", "SJ theorem"):
        assert (verdict.rule == "genus") == tame, verdict


@settings(max_examples=400, deadline=None)
@given(sums(any_parts))
def test_outcome_matches_brute_force_on_any_sum(parts: list[Part]) -> None:
    game, position = as_sum(parts)
    assert gl.outcome(game, position, misere=True) == brute_outcome(parts)


@settings(max_examples=200, deadline=None)
@given(sums(any_parts, most=3))
def test_winning_moves_are_the_moves_to_p_positions(parts: list[Part]) -> None:
    game, position = as_sum(parts)
    found = gl.winning_moves(game, position, misere=True)
    expected = [
        o for o in dict.fromkeys(game.moves(position))
        if brute_outcome(parts, tuple(state_of(pt, q) for pt, q in zip(parts, o, strict=True))) == "P"
    ]
    assert found == expected


def test_each_step_decides_many_random_sums_and_is_right(no_quotients: None) -> None:
    """A seeded run over mixed sums: how often each rule answered, always as brute force does."""
    rng = random.Random(24)
    counts: dict[str | None, int] = {}

    def draw() -> Part:
        kind = rng.choice(["nim", "sub", "sub", "octal", "octal", "graph", "repaired"])
        if kind == "nim":
            return nim_part(rng.randint(0, 6))
        if kind == "sub":
            k = rng.randint(1, 5)
            chosen = frozenset(rng.sample(range(1, 6), rng.randint(1, 3)))
            return subtraction_part(chosen if rng.random() < 0.7 else frozenset(range(1, k + 1)),
                                    rng.randint(0, 10))
        if kind == "octal":
            return octal_part(rng.choice(CODES), rng.randint(0, 8))
        edges: dict[int, list[int]] = {v: sorted(rng.sample(range(v), rng.randint(0, min(v, 3))))
                                       for v in range(rng.randint(1, 7))}
        if kind == "repaired":
            edges = repair(edges)
        return graph_part(edges, rng.randrange(len(edges)))

    for _ in range(1000):
        parts = [draw() for _ in range(rng.randint(1, 4))]
        if rng.random() < 0.15:
            parts = [nim_part(rng.randint(0, 6)) for _ in range(rng.randint(1, 5))]
        game, position = as_sum(parts)
        verdict = misere_theory(game, position)
        counts[verdict.rule] = counts.get(verdict.rule, 0) + 1
        expected = brute_outcome(parts)
        if verdict.outcome is not None:
            assert verdict.outcome == expected
        assert gl.outcome(game, position, misere=True) == expected
    print("decided by:", counts)
    assert min(counts.get(rule, 0) for rule in ("misère Nim", "SJ theorem", "genus", None)) >= 40


def repair(edges: dict[int, list[int]]) -> dict[int, list[int]]:
    """Give every non-terminal node of Grundy value 0 an extra edge to node 0 (bottom up)."""
    value: dict[int, int] = {}
    fixed: dict[int, list[int]] = {}
    for v in sorted(edges):
        out = list(edges[v])
        seen = {value[u] for u in out}
        mex = min(set(range(len(seen) + 1)) - seen)
        if mex == 0 and out:
            out = [0, *out]
            seen.add(value[0])
            mex = min(set(range(len(seen) + 1)) - seen)
        fixed[v], value[v] = out, mex
    return fixed


# ------------------------------------------------------------------- what users meet

def test_a_hundred_components_are_decided_by_theory_without_a_search() -> None:
    games = [gl.SubtractionGame({1, 2, 5}), gl.SubtractionGame({2, 3}), gl.Nim(), gl.OctalGame("0.3")]
    rng = random.Random(1)
    chosen = [rng.choice(games) for _ in range(100)]
    position = tuple(rng.randint(0, 40) for _ in range(100))
    game = gl.Sum(*chosen)
    verdict = misere_theory(game, position)
    assert verdict.rule == "genus"
    # the genus rule read by hand: every heap of these games is tame
    values = [gl.grundy(g, p) for g, p in zip(chosen, position, strict=True)]
    small = all(gl.genus(g, p).classical() in ("0^120", "1^031") for g, p in zip(chosen, position, strict=True))
    nim_sum = 0
    for v in values:
        nim_sum ^= v
    expected = gl.Outcome.P if nim_sum == (1 if small else 0) else gl.Outcome.N
    assert gl.outcome(game, position, misere=True) == verdict.outcome == expected


def test_four_subtraction_games_past_the_search_limit_are_decided() -> None:
    """The user's case: a product far past max_positions, decided from the components."""
    game = gl.Sum(gl.SubtractionGame({1, 2}), gl.SubtractionGame({1, 3, 4}),
                  gl.SubtractionGame({2, 5}), gl.SubtractionGame({1, 4}))
    position = (60, 70, 80, 90)
    with pytest.raises(gl.PositionLimitError):
        search_misere_outcome(game, position, 10_000)
    verdict = misere_theory(game, position)
    assert verdict.rule == "genus"
    assert gl.outcome(game, position, misere=True, max_positions=10_000) == verdict.outcome


def test_a_search_that_fails_says_why_no_theory_applied() -> None:
    with pytest.raises(gl.PositionLimitError) as info:
        gl.outcome(gl.Sum(gl.Nim(), gl.Kayles()), (9, (5, 6, 7)), misere=True, max_positions=200)
    message = str(info.value)
    assert message.startswith("max_positions=200 was passed")
    assert "misère Nim: component 1 (Kayles() at 5) is not a Nim heap" in message
    assert "SJ theorem: component 0 (Nim() at 9) reaches" not in message
    assert "genus: component 1 (Kayles() at 5) is not tame (its follower 5 has genus 4^146)" in message


def test_a_heap_game_whose_moves_touch_several_heaps_is_one_single_game() -> None:
    class TakeFromAll(gl.SubtractionGame):
        def moves(self, position: Any) -> Iterator[Hashable]:  # one counter from every heap
            heaps = position if isinstance(position, tuple) else (position,)
            if heaps and all(heaps):
                yield self.position([h - 1 for h in heaps])

    game = TakeFromAll({1})
    assert single_games(game, (2, 3)) == [(game, (2, 3))]
    assert gl.outcome(game, (2, 3), misere=True) == search_misere_outcome(game, (2, 3))


def test_heaps_that_are_pairs_stay_whole() -> None:
    game = gl.CuttingGame()
    assert single_games(game, (2, 3)) == [(game, (2, 3))]
    assert single_games(game, ((2, 3), (3, 3))) == [(game, (2, 3)), (game, (3, 3))]
    verdict = misere_theory(game, ((2, 3), (3, 3), (2, 5)))
    assert verdict.outcome in (None, search_misere_outcome(game, ((2, 3), (3, 3), (2, 5))))


def test_nim_heaps_need_no_exploring_next_to_other_games() -> None:
    game = gl.Sum(gl.Nim(), gl.SubtractionGame({1, 2}))
    verdict = misere_theory(game, (10**30, 4), max_positions=100)
    assert verdict.rule == "genus" and verdict.outcome == gl.Outcome.N
    for h in range(12):  # the genus the shortcut assumes is the one computed
        assert misere._Theory(100).genus_of(gl.Nim(), h).genus == gl.genus(gl.Nim(), h)


def test_a_single_game_too_large_to_check_is_searched_and_named() -> None:
    verdict = misere_theory(gl.SubtractionGame({1, 2}), (500, 3), max_positions=100)
    assert verdict.outcome is None
    assert any("a single game alone passes max_positions=100" in r for r in verdict.reasons)
    # the sum reaches every position of that single game: a search would pass the limit too
    with pytest.raises(gl.PositionLimitError, match="so the sum was not searched"):
        gl.outcome(gl.SubtractionGame({1, 2}), (500, 3), misere=True, max_positions=100)


def test_a_cycle_in_a_component_is_still_reported() -> None:
    loop = gl.GraphGame({"a": ["b"], "b": ["a"]})
    game = gl.Sum(loop, gl.SubtractionGame({1, 2}))
    assert "theory: a single game has a cycle of moves" in misere_theory(game, ("a", 3)).reasons
    with pytest.raises(gl.LoopyGameError) as info:  # named in the sum's positions, by the search
        gl.outcome(game, ("a", 3), misere=True)
    assert all(isinstance(p, tuple) for p in info.value.cycle)


def test_only_nim_itself_counts_as_nim() -> None:
    """A game that plays like Nim is not taken for Nim: it goes to the next rule."""

    class LikeNim(gl.Nim):
        def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
            yield from ((k,) for k in range(heap - 1, -1, -1) if k != 2 or heap > 3)

    verdict = misere_theory(gl.Sum(LikeNim(), gl.Nim()), (4, 1))
    assert verdict.rule != "misère Nim"
    assert verdict.reasons[0].startswith("misère Nim: component 0 (LikeNim() at 4) is not a Nim heap")


def test_facts_about_heap_games_are_kept_between_calls() -> None:
    game = gl.SubtractionGame({1, 4, 6})
    misere.misere_outcome(gl.Sum(game, game), (31, 33))
    assert (gl.SubtractionGame({1, 4, 6}), 31) in misere._shared_facts
    graph = gl.GraphGame({0: [], 1: [0]})
    misere.misere_outcome(gl.Sum(graph, game), (1, 31))
    assert all(not isinstance(g, gl.GraphGame) for g, _ in misere._shared_facts)


@pytest.fixture
def no_quotients(monkeypatch: pytest.MonkeyPatch) -> None:
    """No misère quotient computed yet in this process (the quotient step is registered)."""
    from grundylib import quotient

    monkeypatch.setattr(quotient, "_computed", {})


def test_a_registered_step_runs_after_the_genus_rule_and_before_the_search(no_quotients: None) -> None:
    """The extension point a misère quotient can use: asked only when the theory fails."""
    asked: list[list[tuple[Any, Hashable]]] = []

    def kayles_by_search(parts: Any, limit: int) -> gl.Outcome | str:
        asked.append(list(parts))
        if not all(isinstance(g, gl.Kayles) for g, _ in parts):
            return "only rows of Kayles"
        game = gl.Sum(*(g for g, _ in parts))
        return search_misere_outcome(game, tuple(p for _, p in parts), limit)

    misere.register_misere_step("test step", kayles_by_search)
    try:
        assert misere_theory(gl.SubtractionGame({1, 2}), (3, 4)).rule == "genus"
        assert asked == []
        verdict = misere_theory(gl.Kayles(), (5, 2))
        assert verdict.rule == "test step"
        expected = brute_outcome([octal_part("0.77", 5), octal_part("0.77", 2)])
        assert verdict.outcome == expected == gl.outcome(gl.Kayles(), (5, 2), misere=True)
        other = misere_theory(gl.Sum(gl.Kayles(), gl.GraphGame({0: [], 1: [0]})), (5, 1))
        assert other.reasons[-1] == "test step: only rows of Kayles"
    finally:
        misere.unregister_misere_step("test step")
    assert misere_theory(gl.Kayles(), (5, 2)).rule is None


# --------------------------------------------------------------------- the misère quotient step

KAYLES_SMALL = [(5, 2), (12, 7), (6, 6, 1), (9, 5, 3, 2), (5, 5, 4, 1), (8, 6, 3, 3), (11, 10)]
"""Sums of Kayles heaps ≤ 12, each with a wild heap (≥ 5), small enough for the brute force."""


def test_before_a_quotient_is_computed_the_search_decides(no_quotients: None) -> None:
    for heaps in KAYLES_SMALL:
        verdict = misere_theory(gl.Kayles(), heaps)
        assert verdict.rule is None
        assert verdict.reasons[-2].startswith("genus: ")
        assert verdict.reasons[-1] == (
            f"misère quotient: no misère quotient computed for 0.77 up to heap {max(heaps)}"
        )
        parts = [octal_part("0.77", h) for h in heaps]
        assert gl.outcome(gl.Kayles(), heaps, misere=True) == brute_outcome(parts)


def test_a_computed_quotient_decides_sums_of_many_heaps(no_quotients: None) -> None:
    """Kayles with heaps ≤ 12: after the quotient, the step after the genus rule answers."""
    gl.misere_quotient(gl.Kayles(), 12)
    gl.misere_quotient(gl.Kayles(), 4)  # a smaller quotient does not replace it
    for heaps in KAYLES_SMALL:  # where the search can also run
        verdict = misere_theory(gl.Kayles(), heaps)
        assert verdict.rule == "misère quotient", verdict
        assert verdict.reasons[-1].startswith("genus: ")
        assert verdict.outcome == search_misere_outcome(gl.Kayles(), heaps, 10**6)
        assert verdict.outcome == brute_outcome([octal_part("0.77", h) for h in heaps])
    rng = random.Random(5)
    for _ in range(20):  # 30 heaps: far beyond any search of the sum
        heaps = (12, *(rng.randint(1, 12) for _ in range(29)))
        verdict = misere_theory(gl.Kayles(), heaps)
        assert verdict.rule == "misère quotient"
        assert gl.outcome(gl.Kayles(), heaps, misere=True) == verdict.outcome
    too_big = misere_theory(gl.Kayles(), (13, 5))
    assert too_big.rule is None
    assert too_big.reasons[-1] == "misère quotient: no misère quotient computed for 0.77 up to heap 13"
    mixed = misere_theory(gl.Sum(gl.Kayles(), gl.OctalGame("0.07")), (5, 6))
    assert mixed.reasons[-1] == "misère quotient: the single games are not heaps of one ruleset"
    # a tame sum is still the genus rule's; Nim heaps are still misère Nim's
    assert misere_theory(gl.Kayles(), (4, 3, 1)).rule == "genus"
    assert misere_theory(gl.Nim(), (5, 2)).rule == "misère Nim"


def test_misere_winning_moves_agrees_with_bouton_for_nim() -> None:
    for heaps in [(13, 12, 8), (1, 1, 5), (1, 1), (2, 2, 1), (0, 0)]:
        assert misere_winning_moves(gl.Nim(), heaps) == gl.misere_nim_winning_moves(heaps)
