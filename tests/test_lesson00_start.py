"""Lesson 00: the first-Nim-move checker, the moves(n) checker, and the Nim player without hints."""

from __future__ import annotations

import itertools

import pytest

import grundylib as gl
from grundylib.widgets.player import GamePlayer

START = (1, 3, 5)


def test_exactly_one_first_move_from_1_3_5_is_accepted() -> None:
    verdicts = {m: gl.exercises.check_first_nim_move(START, m) for m in gl.Nim().moves(START)}
    assert len(verdicts) == 9
    assert [m for m, v in verdicts.items() if v.correct] == [(1, 3, 2)]
    for verdict in verdicts.values():
        if not verdict.correct:  # a wrong move is told so, never shown the winning one
            assert "(1, 3, 2)" not in verdict.message and "opponent can win" in verdict.message
            assert "N-position" not in verdict.message


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        ([1, 3, 2], "Right"),  # a list of heaps is one position, not a list of moves
        ((1, 3, 5), "at least one counter"),
        ((1, 2, 4), "one heap only"),
        ((3, 1, 2), "one heap only"),
        ((1, 3, 6), "bigger"),
        ((1, 3), "write all 3 heaps"),
        ((1, 3, 2, 0), "write all 3 heaps"),
        ("1 3 2", "tuple of whole numbers"),
        ((1, 3, -1), "tuple of whole numbers"),
        ((1, 3, 2.0), "tuple of whole numbers"),
        ((True, 3, 2), "tuple of whole numbers"),
        (132, "tuple of whole numbers"),
    ],
)
def test_first_nim_move_feedback(answer: object, words: str) -> None:
    verdict = gl.exercises.check_first_nim_move(START, answer)  # type: ignore[arg-type]
    assert verdict.correct == (words == "Right")
    assert words in verdict.message


def test_first_nim_move_agrees_with_winning_moves_on_small_positions() -> None:
    nim = gl.Nim()
    for start in itertools.product(range(4), repeat=3):
        wins = set(gl.winning_moves(nim, start))
        for move in nim.moves(start):
            assert gl.exercises.check_first_nim_move(start, move).correct == (move in wins)


def test_first_nim_move_rejects_a_bad_start() -> None:
    with pytest.raises(gl.InvalidArgumentError):
        gl.exercises.check_first_nim_move((), (0,))
    with pytest.raises(gl.InvalidArgumentError):
        gl.exercises.check_first_nim_move((1, -3), (1, 2))


def right_moves(n: int) -> list[int]:
    return [n - s for s in (1, 4) if s <= n]


@pytest.mark.parametrize(
    "moves",
    [
        right_moves,
        lambda n: {n - s for s in (4, 1) if n >= s},
        lambda n: (n - s for s in (1, 4) if s <= n),
        lambda n: tuple(reversed(right_moves(n))),
    ],
)
def test_moves_function_accepts_any_order_and_container(moves: object) -> None:
    verdict = gl.exercises.check_moves_function(moves, {1, 4})  # type: ignore[arg-type]
    assert verdict.correct, verdict.message


@pytest.mark.parametrize(
    ("moves", "words"),
    [
        (lambda n: [n - 1, n - 4], "fewer than 0"),
        (lambda n: [m for m in (n - 1, n - 4) if m > 0], "misses 1 heap"),
        (lambda n: [n - 1] if n else [], "misses 1 heap that one move reaches from 4"),
        (lambda n: [n - s for s in (1, 3) if s <= n], "taking 3 counters"),
        (lambda n: [n - s for s in (0, 1, 4) if s <= n], "at least one counter"),
        (lambda n: [n - s for s in (1, 4) if s < n], "misses"),
        (lambda n: n - 1, "return a list"),
        (lambda n: str(n - 1), "return a list"),
        (lambda n: [float(n - 1)], "return a list"),
        (lambda n: 1 // 0, "ZeroDivisionError"),
        (lambda n: right_moves(n) * 2, "moves(1) lists 0 twice"),
        (lambda n: right_moves(n) + [n - 1] * 2 if n else [], "moves(1) lists 0 3 times"),
        ("moves", "must be a function"),
        (lambda n: None, "where it says `return None`"),
    ],
)
def test_moves_function_names_the_first_mistake(moves: object, words: str) -> None:
    verdict = gl.exercises.check_moves_function(moves, {1, 4})  # type: ignore[arg-type]
    assert not verdict.correct and words in verdict.message, verdict.message


def test_moves_function_never_lists_a_missing_heap() -> None:
    verdict = gl.exercises.check_moves_function(lambda n: [], {1, 4})
    assert verdict.message == "moves(1) misses 1 heap that one move reaches from 1."


def test_moves_function_checks_other_rulesets_and_ranges() -> None:
    takes = {2, 5, 6}
    game = gl.SubtractionGame(takes)
    assert gl.exercises.check_moves_function(lambda n: list(game.moves(n)), takes, 300).correct
    off_by_one = gl.exercises.check_moves_function(lambda n: list(game.moves(n)), takes | {7}, 6)
    assert off_by_one.correct  # no heap up to 6 can tell a take of 7 from none
    assert not gl.exercises.check_moves_function(lambda n: list(game.moves(n)), takes | {7}, 7)


def test_nim_player_without_hints_has_no_hint_button_and_gives_nothing_away() -> None:
    p = gl.play_nim(START, hints=False)
    buttons = [b for c in p.children for b in getattr(c, "children", ())]
    assert p.hint_button not in buttons
    p.hint()
    assert p.last_hint is None and p.hint_text.value == ""
    assert "no hints" in p.message.value
    p.take(3, 3)  # the game itself plays on as usual
    assert p.history[0].after == (1, 3, 2)


def test_hints_stay_on_by_default_for_every_player() -> None:
    p = gl.play_nim(START)
    assert any(p.hint_button in getattr(c, "children", ()) for c in p.children)
    p.hint()
    assert p.last_hint == (1, 3, 2)
    g = GamePlayer(gl.SubtractionGame({1, 2}), 4, hints=False)
    g.hint()
    assert g.last_hint is None and "no hints" in g.message.value


def test_alternate_arcs_draw_even_moves_below_the_line() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import FancyArrowPatch

    G = gl.game_graph(gl.SubtractionGame({1, 2, 3}), 5)
    for arcs, below in (("above", 0), ("alternate", 3 + 1)):  # even moves: 5-3, 4-2, 3-1, 2-0
        fig, ax = plt.subplots()
        gl.draw_game_graph(G, color_by="none", ax=ax, arcs=arcs)  # type: ignore[arg-type]
        rads = [p.get_connectionstyle().rad for p in ax.patches if isinstance(p, FancyArrowPatch)]
        assert len(rads) == 12 and sum(r < 0 for r in rads) == below
        if arcs == "alternate":
            # the take-1 moves run straight along the line, so the 1-, 2- and 3-moves into a
            # position arrive from three different directions
            lengths = [abs(u - v) for u, v in G.edges]
            assert sorted({(n, r) for n, r in zip(lengths, rads, strict=True)}) == sorted(
                {(1, 0.0), (2, -0.45), (3, 0.45)}
            )
            low, high = ax.get_ylim()  # no more room than the arcs (height 0.45 * 3 / 2) need
            assert high <= 0.45 * 3 / 2 + 0.1 + 1e-9 and low >= -0.45 * 2 / 2 - 0.1 - 1e-9
        plt.close(fig)
    with pytest.raises(gl.InvalidArgumentError, match="arcs must be"):
        gl.draw_game_graph(G, arcs="below")  # type: ignore[arg-type]


def test_moves_function_names_an_error_without_a_message_cleanly() -> None:
    def raises(n: int) -> list[int]:
        raise ValueError

    verdict = gl.exercises.check_moves_function(raises, {1, 4})
    assert verdict.message == "moves(0) raised ValueError."
