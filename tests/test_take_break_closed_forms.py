"""Closed forms of take-and-break games against brute force: Lasker's Nim, and the example of
the notes (heaps 2, 5, 7 have values 2, 5, 8; the winning move splits 7 into 1 and 6)."""

from __future__ import annotations

from functools import reduce
from operator import xor

import grundylib as gl

LIMIT = 200


def lasker_closed_form(n: int) -> int:
    """The pattern the notes conjecture: g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3."""
    if n == 0:
        return 0
    k, r = divmod(n - 1, 4)
    return 4 * k + (1, 2, 4, 3)[r]


def lasker_by_mex(limit: int) -> list[int]:
    """Roll our own: g(n) = mex over the ruleset's options, each option's heaps nim-summed."""
    game, g = gl.LaskersNim(), []
    for n in range(limit):
        seen = {reduce(xor, (g[h] for h in option), 0) for option in game.heap_options(n)}
        g.append(gl.mex(seen))
    return g


def test_lasker_brute_force_matches_the_closed_form_below_200() -> None:
    by_mex = lasker_by_mex(LIMIT)
    assert by_mex == [lasker_closed_form(n) for n in range(LIMIT)]
    game = gl.LaskersNim()
    assert [gl.grundy(game, n) for n in range(LIMIT)] == by_mex
    assert [gl.laskers_nim_grundy(n) for n in range(LIMIT)] == by_mex
    assert by_mex[:5] == [0, 1, 2, 4, 3]  # the values the notes compute by hand


def test_lasker_full_game_graph_matches_the_closed_form_for_small_heaps() -> None:
    game = gl.LaskersNim()
    for n in range(13):
        graph = gl.game_graph(game, n)  # every multi-heap position, no Sprague–Grundy shortcut
        assert graph.nodes[n]["grundy"] == lasker_closed_form(n)
        for node in graph:
            heaps = node if isinstance(node, tuple) else (node,)
            expected = reduce(xor, (lasker_closed_form(h) for h in heaps), 0)
            assert graph.nodes[node]["grundy"] == expected


def test_lasker_example_of_the_notes() -> None:
    game = gl.LaskersNim()
    assert [gl.grundy(game, h) for h in (2, 5, 7)] == [2, 5, 8]
    assert gl.grundy(game, (2, 5, 7)) == 15 == gl.nim_sum(2, 5, 8)
    winning = gl.winning_moves(game, (2, 5, 7))
    assert (1, 2, 5, 6) in winning  # split the 7 into 1 and 6 ...
    assert gl.grundy(game, (1, 6)) == 7  # ... whose value 1 ^ 6 = 7 = 8 ^ 15
    graph = gl.game_graph(game, (2, 5, 7))
    assert all(graph.nodes[w]["outcome"] == gl.Outcome.P for w in winning)
    assert graph.nodes[(2, 5, 7)]["grundy"] == 15
