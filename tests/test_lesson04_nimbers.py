"""Lesson 04's checker for the positions x with x + *m a P-position, and its picture of values."""

from __future__ import annotations

from itertools import combinations

import grundylib as gl
from grundylib import exercises as ex

DRAWN = gl.GraphGame(
    {"a": ["b", "c", "d"], "b": ["d", "e", "f", "h"], "c": ["e", "f"], "d": ["g", "h"],
     "e": ["g", "h", "i"], "f": ["h"], "g": ["i", "j"], "h": ["i"], "i": [], "j": []}
)
NODES = list("abcdefghij")


def test_check_positions_beside_nimber_accepts_exactly_the_right_set() -> None:
    right = {x for x in NODES if gl.grundy(DRAWN, x) == 2}
    assert right == {"a", "e"}
    subsets = [set(c) for k in range(4) for c in combinations(NODES, k)]
    for subset in subsets:
        feedback = ex.check_positions_beside_nimber(DRAWN, NODES, 2, sorted(subset))
        assert bool(feedback) == (subset == right)
        if subset != right:  # says how many are wrong, never which: no position is named
            assert feedback.message.startswith("Not yet: ")
            assert not set(feedback.message.split()) & set(NODES)
            missing, extra = len(right - subset), len(subset - right)
            assert (f"{missing} position" in feedback.message) == (missing > 0)
            assert (f"{extra} of you" in feedback.message) == (extra > 0)
    assert "exactly for x = a, e" in ex.check_positions_beside_nimber(DRAWN, NODES, 2, "ae").message


def test_check_positions_beside_nimber_agrees_with_brute_force() -> None:
    beside = gl.Sum(DRAWN, gl.Nim())
    for m in range(5):
        brute = [x for x in NODES
                 if gl.game_graph(beside, (x, m)).nodes[(x, m)]["outcome"] == gl.Outcome.P]
        assert ex.check_positions_beside_nimber(DRAWN, NODES, m, brute)


def test_check_positions_beside_nimber_bad_answers() -> None:
    assert ex.check_positions_beside_nimber(DRAWN, NODES, 2, None) == ex.FILL_IN
    assert "not one of the positions" in ex.check_positions_beside_nimber(
        DRAWN, NODES, 2, ["z"]).message
    assert ex.check_positions_beside_nimber(DRAWN, NODES, 7, [])  # no x has value 7


def test_draw_grundy_graph_bends_the_arrows_over_nodes_and_names_every_position() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from grundylib.plotting import draw_grundy_graph

    G = gl.game_graph(DRAWN, "a")
    ax = draw_grundy_graph(G)
    names = {t.get_text(): t for t in ax.texts if t.get_text() in NODES}
    assert set(names) == set(NODES)
    assert all(t.get_fontsize() >= 8 for t in ax.texts)
    bent = {e for e, arrow in zip(G.edges, ax.patches, strict=True)
            if arrow.get_connectionstyle().rad != 0}
    assert {("a", "d"), ("b", "h")} <= bent  # straight, each would run over b or e
    plt.close("all")


def test_check_function_can_keep_the_expected_value_to_itself() -> None:
    def wrong(S: tuple[int, ...], n: int) -> int:
        return n

    cases = [((1, 2), n) for n in range(6)]
    feedback = ex.check_function(
        wrong, lambda S, n: gl.grundy(gl.SubtractionGame(S), n), cases, name="my_grundy",
        unpack=True, show_expected=False, hint="Take the mex of the options' values.",
    )
    assert not feedback
    assert "my_grundy((1, 2), 3) returned 3, which is wrong. Take the mex" in feedback.message
    assert "expected" not in feedback.message  # g(3) = 0 is not given away
