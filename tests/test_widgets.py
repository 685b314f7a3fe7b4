"""Kernel-side tests of grundylib.widgets: drive each widget through values and handlers."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

import grundylib as gl
from grundylib.widgets.player import COMPUTER, YOU


@pytest.fixture(autouse=True)
def no_figure_leaks():
    yield
    assert plt.get_fignums() == [], "a widget left a matplotlib figure open"


def test_the_computer_wins_from_an_n_position_whatever_the_student_does():
    """Computer starts on an N-position; the student always plays the first listed move."""
    game = gl.SubtractionGame({1, 3, 4})
    start = 13
    assert gl.outcome(game, start) == gl.Outcome.N
    p = gl.play(game, start, computer_starts=True)
    while p.winner is None:
        assert p.to_move == YOU
        # after each computer move the student faces a P-position
        assert gl.outcome(game, p.position) == gl.Outcome.P
        p.moves_box.children[0].click()
    assert p.winner == COMPUTER
    assert "computer won" in p.status.value


def test_nim_game_played_through_counter_clicks_is_won_by_the_computer():
    heaps = (3, 4, 5)
    assert gl.outcome(gl.Nim(), heaps) == gl.Outcome.N
    p = gl.play_nim(heaps, computer_starts=True)
    moves = 0
    while p.winner is None:
        assert gl.nim_sum(*p.heaps) == 0  # the computer always leaves nim-sum 0
        first_row = next(row for row in p.board.children if counters(row))
        counters(first_row)[-1].click()  # the last counter of the first non-empty heap
        moves += 1
    assert p.winner == COMPUTER and sum(p.heaps) == 0
    assert len(p.history) == 2 * moves + 1


def counters(row):
    """The clickable counters of a heap's row (not the hollow ones of the last moves)."""
    return [b for b in row.children if "grundy-counter" in b._dom_classes]


def hollow(p, who):
    """Per heap, how many hollow counters show what ``who`` took in the last moves."""
    return [sum(f"grundy-taken-by-{who}" in b._dom_classes for b in row.children)
            for row in p.board.children]


def test_nim_player_says_counters_are_clickable():
    p = gl.play_nim((1, 3, 5))
    assert p.children[1] is p.instructions
    assert "Click a counter" in p.instructions.value and "take it" in p.instructions.value


def test_nim_board_shows_your_last_move_and_the_reply():
    p = gl.play_nim((3, 4, 5), seed=1)
    assert hollow(p, "you") == [0, 0, 0] and p.your_move.value == ""
    counters(p.board.children[2])[3].click()  # the 4th counter of heap 3: take 2 of 5
    assert p.your_move.value == "You: take 2 from heap 3 → (3, 4, 3)"
    reply = p.history[-1]
    assert reply.player == COMPUTER and p.last_move.value.startswith("Computer: take")
    assert hollow(p, "you") == [0, 0, 2]
    assert hollow(p, "computer") == [b - a for b, a in zip(reply.before, reply.after, strict=True)]
    assert [len(counters(row)) for row in p.board.children] == list(p.heaps)
    for row in p.board.children:  # hollow counters are not buttons one can press
        assert all(b.disabled for b in row.children if "grundy-taken" in b._dom_classes)
    p.new_game()
    assert hollow(p, "you") == [0, 0, 0] and hollow(p, "computer") == [0, 0, 0]


def test_nim_board_shows_the_computers_first_move_alone():
    p = gl.play_nim((3, 4, 5), computer_starts=True)
    assert sum(hollow(p, "computer")) == sum((3, 4, 5)) - sum(p.heaps) > 0
    assert sum(hollow(p, "you")) == 0 and p.your_move.value == ""


def _contrast(a, b):
    def luminance(colour):
        channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_wythoff_reachable_squares_stand_out_from_the_page():
    p = gl.play_wythoff(7, 5)
    reachable = {xy for xy, cell in p.cells.items() if not cell.disabled}
    assert reachable == set(gl.Wythoff().moves((7, 5)))
    colours = {p.cells[xy].style.button_color for xy in reachable}
    others = {cell.style.button_color for xy, cell in p.cells.items() if xy not in reachable}
    assert len(colours) == 1 and colours.isdisjoint(others)
    (colour,) = colours
    assert _contrast(colour, "#FFFFFF") >= 3.0  # WCAG's minimum for controls, on the white page
    assert all(_contrast(colour, other) >= 2.0 for other in others)
    assert all("grundy-reachable" in p.cells[xy]._dom_classes for xy in reachable)
    assert "green" in p.board.children[0].value


def test_explorer_legend_sits_beside_or_below_the_plot(monkeypatch):
    from grundylib.widgets import explorers

    figures = []
    original = explorers.show_figure

    def keep(output, fig):
        fig.canvas.draw()
        figures.append([(ax.get_window_extent(), ax.get_legend()) for ax in fig.axes])
        original(output, fig)

    monkeypatch.setattr(explorers, "show_figure", keep)
    gl.subtraction_explorer("1, 3, 4", 14)
    gl.octal_explorer("0.07", 10)
    legends = [(box, legend) for axes in figures for box, legend in axes if legend is not None]
    assert len(legends) >= 2  # one sequence plot per explorer
    for box, legend in legends:
        drawn = legend.get_window_extent()
        beside, below = drawn.x0 >= box.x1, drawn.y1 <= box.y0
        assert beside or below, "the legend overlaps the plotting area"


def test_the_student_can_win_from_an_n_position_by_following_hints():
    p = gl.play_nim((13, 12, 8))
    while p.winner is None:
        p.hint()
        assert p.last_hint in gl.winning_moves(gl.Nim(), p.position)
        p.play(p.last_hint)
    assert p.winner == YOU
    assert "You won" in p.status.value


@pytest.mark.parametrize(
    ("game", "start"),
    [
        (gl.SubtractionGame({1, 3, 4}), 13),
        (gl.Nim(), (13, 12, 8)),
        (gl.Wythoff(), (7, 5)),
        (gl.Sum(gl.BashGame(3), gl.BashGame(5), gl.BashGame(7)), (9, 10, 14)),
        (gl.Kayles(), 7),
    ],
)
def test_hint_is_a_winning_move_with_a_reason(game, start):
    p = gl.play(game, start)
    p.hint()
    assert p.last_hint in gl.winning_moves(game, start)
    assert "grundy-hint" in p.hint_text.value and p.last_hint_text


def test_nim_hint_names_the_deciding_column_and_draws_the_bit_table():
    p = gl.play_nim((13, 12, 8))
    p.hint()
    assert p.last_hint == (4, 12, 8)
    assert "8s column" in p.last_hint_text and "13 ⊕ 9 = 4" in p.last_hint_text
    (image,) = p.hint_output.outputs
    assert "image/png" in image["data"]


def test_sum_hint_explains_the_nim_sum():
    p = gl.play_sum([(gl.BashGame(3), 9), (gl.BashGame(5), 10), (gl.BashGame(7), 14)])
    p.hint()
    values = [9 % 4, 10 % 6, 14 % 8]
    assert f"Grundy values {', '.join(map(str, values))}" in p.last_hint_text
    assert f"nim-sum {gl.nim_sum(*values)}" in p.last_hint_text


def test_hint_on_a_p_position_says_there_is_no_winning_move():
    p = gl.play_nim((1, 2, 3))
    p.hint()
    assert p.last_hint is None and "No winning move" in p.hint_text.value


def test_computer_makes_a_small_move_from_a_p_position_repeatably():
    replies = []
    for _ in range(2):
        p = gl.play_nim((1, 2, 3), computer_starts=True, seed=7)
        replies.append(p.position)
    assert replies[0] == replies[1]
    assert sum(replies[0]) == 5  # one counter taken


def test_choosing_who_starts_restarts_the_game():
    p = gl.play_nim((3, 4, 5))
    assert p.history == []
    p.starter.value = COMPUTER
    assert len(p.history) == 1 and p.history[0].player == COMPUTER
    assert gl.nim_sum(*p.heaps) == 0
    p.new_game(computer_starts=False)
    assert p.history == [] and p.position == (3, 4, 5)


def test_undo_takes_back_the_students_move_and_the_reply():
    p = gl.play_nim((3, 4, 5))
    p.take(1, 1)
    assert len(p.history) == 2
    p.undo()
    assert p.history == [] and p.position == (3, 4, 5)
    p.undo()
    assert p.message.text == "there is no move of yours to undo"


@pytest.mark.parametrize(
    ("heap", "amount", "message"),
    [
        ("1", "abc", "amount must be a whole number from 1 to 3, got 'abc'"),
        ("1", "", "amount must be a whole number from 1 to 3, got ''"),
        ("1", "9", "amount must be a whole number from 1 to 3, got '9'"),
        ("7", "1", "heap must be a whole number from 1 to 3, got '7'"),
        ("1", "-1", "amount must be a whole number from 1 to 3, got '-1'"),
    ],
)
def test_bad_nim_input_shows_a_message_and_changes_nothing(heap, amount, message):
    p = gl.play_nim((3, 4, 5))
    p.heap_menu.value = 1
    p.amount.value = amount
    p.take(heap, amount)
    assert p.message.text == message and p.message.kind == "error"
    assert p.position == (3, 4, 5) and p.history == []


def test_take_button_uses_the_typed_amount_and_clears_the_old_error():
    p = gl.play_nim((3, 4, 5))
    p.amount.value = "x"
    p.take_button.click()
    assert p.message.kind == "error"
    p.amount.value = "2"
    p.take_button.click()
    assert p.message.text == "" and p.history[0].after == (1, 4, 5)


def test_moving_after_the_end_is_refused_with_a_message():
    p = gl.play(gl.SubtractionGame({1}), 1)
    p.play(0)
    assert p.winner == YOU
    p.play(0)
    assert "the game is over" in p.message.text


def test_wythoff_board_moves_the_queen_and_refuses_illegal_squares():
    p = gl.play_wythoff(7, 5, show_p_positions=True)
    assert p.cells[(7, 5)].description == "♛"
    assert p.cells[(6, 6)].disabled  # up is not a move: the cell is disabled
    p.move_queen(6, 6)
    assert p.message.kind == "error" and p.position == (7, 5)
    p.cells[(3, 5)].click()  # a winning move: to the P-position (3, 5)
    assert p.history[0].after == (3, 5)
    assert gl.outcome(gl.Wythoff(), p.position) == gl.Outcome.N
    shaded = {xy for xy, cell in p.cells.items() if cell.style.button_color == "#BFE3F7"}
    assert shaded == {xy for xy in p.cells if gl.is_wythoff_p_position(*xy)}


def test_wythoff_start_outside_the_board_is_refused():
    with pytest.raises(gl.InvalidPositionError, match="a and b must be below 16"):
        gl.play_wythoff(20, 3)


def test_subtraction_explorer_reports_the_proved_period_and_bad_sets():
    e = gl.subtraction_explorer("1, 3, 4", 14)
    period = gl.octal_period(gl.SubtractionGame({1, 3, 4}))
    assert (e.period.preperiod, e.period.period) == (period.preperiod, period.period)
    assert "proved" in e.summary.value
    assert len(e.graph_output.outputs) == 1 and len(e.sequence_output.outputs) == 1
    for bad, message in [
        ("", "S must list at least one positive whole number"),
        ("1, 0", "S must hold positive whole numbers up to 100, got '0'"),
        ("1, three", "S must hold positive whole numbers up to 100, got 'three'"),
    ]:
        e.set_box.value = bad
        assert message in e.message.text
        assert e.summary.value == "" and e.graph_output.outputs == ()
    e.set_box.value = "1, 2, 3"
    assert e.message.text == "" and e.values[:8] == [n % 4 for n in range(8)]
    e.n_box.value = "many"
    assert e.message.text == "n must be a whole number from 0 to 40, got 'many'"


def test_octal_explorer_shows_rules_and_period_and_rejects_bad_codes():
    e = gl.octal_explorer("0.07", 10)
    expected = gl.octal_period("0.07")
    assert (e.period.preperiod, e.period.period) == (expected.preperiod, expected.period)
    assert gl.OctalGame("0.07").rules_in_words().splitlines()[0] in e.summary.value
    for bad in ["77", "0.78", "0.7x", ""]:
        e.code_box.value = bad
        assert e.message.kind == "error" and e.message.text.startswith("code"), bad
    e.code_box.value = "0.77"
    e.n_box.value = "30"  # too many positions to draw: a smaller heap is drawn, no error
    assert e.message.text == "" and e.values[30] == gl.grundy(gl.Kayles(), 30)


def test_label_positions_checks_the_readers_labels():
    game = gl.GraphGame({"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []})
    w = gl.label_positions(game)
    w.check()
    assert "label every position first" in w.message.text
    truth = {v: ("P" if gl.grundy(game, v) == 0 else "N") for v in "abcd"}
    w.label({**truth, "a": "N" if truth["a"] == "P" else "P"})
    w.check_button.click()
    assert not w.solved and "Look again at: a" in w.result.value
    w.label(truth)
    w.check()
    assert w.solved and "All right" in w.result.value


def test_sum_builder_builds_and_plays_a_sum():
    b = gl.sum_builder()
    b.start()
    assert b.message.text == "add at least one component before playing"
    b.kind.value = "Bash game (take 1..m)"
    b.rule.value = "m = zero"
    b.add()
    assert b.message.text == "m must be a whole number from 1 to 40, got ' zero'"
    b.rule.value = "m = 3"
    b.heap.value = "9"
    b.add()
    b.kind.value = "Kayles"
    assert b.rule.disabled
    b.heap.value = "5"
    b.add()
    b.play_button.click()
    assert b.player is not None and b.player.position == (9, 5)
    assert b.player.game == gl.Sum(gl.BashGame(3), gl.Kayles())


def test_play_picks_the_dedicated_player():
    assert type(gl.play(gl.Nim(), (1, 2))).__name__ == "NimPlayer"
    assert type(gl.play(gl.Wythoff(), (2, 3))).__name__ == "WythoffPlayer"
    assert type(gl.play(gl.Sum(gl.Nim(), gl.Nim()), (1, 2))).__name__ == "SumPlayer"
    assert repr(gl.play(gl.Kayles(), 4)) == "GamePlayer(Kayles(), 4)"


def test_a_bad_start_raises_the_games_own_error():
    with pytest.raises(gl.InvalidPositionError, match="heap size must be a non-negative"):
        gl.play(gl.SubtractionGame({1, 2}), -3)


LOOP = gl.GraphGame(
    {
        "a": ["b", "exit"],
        "b": ["a", "c"],
        "c": ["b"],
        "exit": ["end"],
        "end": [],
        "win": ["a", "end"],
    }
)


def test_hints_on_a_loopy_game_explain_infinite_values_and_draws():
    assert gl.outcome(LOOP, "a") == gl.Outcome.D
    p = gl.play(LOOP, "a")
    p.hint()
    assert p.last_hint is None and "a draw" in p.last_hint_text and "∞" in p.last_hint_text
    n_position = gl.play(LOOP, "win")
    assert isinstance(gl.generalized_grundy(LOOP, "win"), int)  # a finite N-position
    n_position.hint()
    assert n_position.last_hint in gl.winning_moves(LOOP, "win")
    escape = gl.GraphGame({"x": ["y", "end"], "y": ["x", "z"], "z": ["y"], "end": []})
    assert str(gl.generalized_grundy(escape, "x")) == "∞(0)"  # N, though it has no finite value
    p = gl.play(escape, "x")
    p.hint()
    assert p.last_hint == "end" and "generalized value ∞(0)" in p.last_hint_text


def test_the_computer_keeps_a_draw_in_a_loopy_game():
    p = gl.play(LOOP, "a", computer_starts=True)
    for _ in range(6):  # the student keeps moving round the loop; the game must not end
        assert p.winner is None
        assert gl.outcome(LOOP, p.position) == gl.Outcome.D
        p.moves_box.children[0].click()


def test_wythoff_by_default_starts_where_the_student_moving_first_can_win():
    """The default start is an N-position: following the hints, the student beats the computer."""
    for p in (gl.play_wythoff(), gl.WythoffPlayer()):
        assert gl.outcome(gl.Wythoff(), p.position) == gl.Outcome.N
        assert not gl.is_wythoff_p_position(*p.position)
        while p.winner is None:
            p.hint()
            p.move_queen(*p.last_hint)  # the computer answers at once
        assert p.winner == "you"
