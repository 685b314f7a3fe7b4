"""Misère play: Bouton's misère Nim strategy and the misère Bash formula against brute force.

The brute force is ``gl.outcome(..., misere=True)`` / ``gl.winning_moves(..., misere=True)``,
a search of the whole move graph that assumes no theory; it is itself checked here
against a plain recursion written in this file.
"""

from __future__ import annotations

import itertools
from functools import cache

import pytest

import grundylib as gl

SMALL_NIM = [heaps for count in range(0, 4) for heaps in itertools.product(range(6), repeat=count)]


@cache
def misere_wins(heaps):
    """Whether the player to move wins misère Nim: plain recursion over every move."""
    moves = [(*heaps[:i], k, *heaps[i + 1 :]) for i, h in enumerate(heaps) for k in range(h)]
    if not moves:
        return True  # the opponent took the last counter and lost
    return any(not misere_wins(m) for m in moves)


def test_the_brute_force_search_agrees_with_a_plain_recursion():
    for heaps in SMALL_NIM:
        if heaps:
            expected = gl.Outcome.N if misere_wins(heaps) else gl.Outcome.P
            assert gl.outcome(gl.Nim(), heaps, misere=True) == expected


def test_misere_nim_outcome_against_brute_force_on_every_small_position():
    for heaps in SMALL_NIM:
        if heaps:
            assert gl.misere_nim_outcome(heaps) == gl.outcome(gl.Nim(), heaps, misere=True)
    assert len(SMALL_NIM) == 1 + 6 + 36 + 216


def test_misere_nim_strategy_finds_exactly_the_winning_moves():
    for heaps in SMALL_NIM:
        if not heaps:
            continue
        by_search = gl.winning_moves(gl.Nim(), heaps, misere=True)
        assert gl.misere_nim_winning_moves(heaps) == by_search
        if any(heaps):  # a position with no move is won (the opponent moved last) yet has no move
            won = gl.outcome(gl.Nim(), heaps, misere=True) == gl.Outcome.N
            assert (by_search != []) == won
    for n in range(8):  # one bare heap
        assert gl.misere_nim_winning_moves(n) == gl.winning_moves(gl.Nim(), n, misere=True)


def test_misere_nim_differs_from_normal_nim_only_when_all_heaps_are_small():
    for heaps in SMALL_NIM:
        if heaps and any(h >= 2 for h in heaps):
            assert gl.misere_nim_outcome(heaps) == gl.outcome(gl.Nim(), heaps)
    assert gl.misere_nim_outcome((1, 1)) != gl.outcome(gl.Nim(), (1, 1))


def test_the_misere_bash_formula_against_brute_force():
    for m in range(1, 7):
        game = gl.BashGame(m)
        for n in range(40):
            searched = gl.outcome(game, n, misere=True)
            assert gl.bash_misere_outcome(m, n) == searched
            assert (searched == gl.Outcome.P) == ((n - 1) % (m + 1) == 0)


def test_misere_grundy_is_zero_exactly_on_misere_p_positions():
    for game, positions in [
        (gl.Nim(), [h for h in SMALL_NIM if h]),
        (gl.SubtractionGame({1, 3, 4}), range(30)),
    ]:
        for p in positions:
            is_p = gl.outcome(game, p, misere=True) == gl.Outcome.P
            assert (gl.misere_grundy(game, p) == 0) == is_p


def test_a_counterexample_to_a_misere_sprague_grundy_theorem():
    pool = [h for h in itertools.product(range(4), repeat=2)]
    found = gl.find_misere_counterexample(gl.Nim(), pool)
    assert found is not None
    nim = gl.Nim()
    assert gl.misere_grundy(nim, found.first) == gl.misere_grundy(nim, found.second)
    assert gl.outcome(nim, found.first, misere=True) == gl.outcome(nim, found.second, misere=True)
    joined = [
        gl.outcome(nim, found.first + found.third, misere=True),
        gl.outcome(nim, found.second + found.third, misere=True),
    ]
    assert joined[0] != joined[1] and tuple(joined) == found.outcomes
    # the same search in normal play finds nothing: that is the Sprague–Grundy theorem
    grundy_pairs = [
        (p, q) for p, q in itertools.combinations(pool, 2) if gl.grundy(nim, p) == gl.grundy(nim, q)
    ]
    for p, q in grundy_pairs:
        for x in pool:
            assert gl.outcome(nim, p + x) == gl.outcome(nim, q + x)


def test_adding_a_misere_p_position_can_change_the_outcome():
    nim = gl.Nim()
    assert gl.outcome(nim, (0,), misere=True) == gl.Outcome.N
    assert gl.outcome(nim, (1,), misere=True) == gl.Outcome.P
    assert gl.outcome(nim, (0, 1), misere=True) == gl.Outcome.P  # N + P is P


def test_bad_heaps_are_rejected():
    with pytest.raises(
        gl.InvalidPositionError, match="heap size must be a non-negative integer, got -1"
    ):
        gl.misere_nim_outcome((3, -1))
    with pytest.raises(gl.InvalidPositionError, match="heaps must be a heap size or a sequence"):
        gl.misere_nim_winning_moves("abc")
