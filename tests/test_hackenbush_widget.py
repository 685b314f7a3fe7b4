"""Kernel-side tests of the Green Hackenbush player: drive its buttons and handlers."""

from __future__ import annotations

import itertools
import math

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

import grundylib as gl
from grundylib.widgets.hackenbush import PIXEL_DENSITY
from grundylib.widgets.player import COMPUTER, YOU

GAME = gl.GreenHackenbush()
# a stalk of 3, a triangle on a stalk (value 2) and a fork (value 1): 3 ⊕ 2 ⊕ 1 = 0
P_PICTURE = gl.hackenbush_sum(gl.bamboo(3), gl.polygon(3, stem=1), gl.tree([[[], []]]))
N_PICTURE = gl.hackenbush_sum(gl.bamboo(2), gl.tree([[[], [[]]]]), gl.polygon(2, stem=1))


@pytest.fixture(autouse=True)
def no_figure_leaks():
    yield
    assert plt.get_fignums() == [], "a widget left a matplotlib figure open"


def test_the_pictures_have_the_values_the_tests_rely_on():
    assert gl.grundy(GAME, P_PICTURE) == 0 == gl.hackenbush_value(P_PICTURE)
    assert gl.grundy(GAME, N_PICTURE) == gl.hackenbush_value(N_PICTURE) == 2 ^ 4 ^ 1


def test_the_computer_wins_from_an_n_position_whatever_the_student_cuts():
    p = gl.play_hackenbush(N_PICTURE, computer_starts=True)
    cuts = 0
    while p.winner is None:
        assert p.to_move == YOU
        assert gl.grundy(GAME, p.position) == 0  # the computer always leaves a P-position
        p.moves_box.children[-1].click()  # the highest-numbered edge still standing
        cuts += 1
    assert p.winner == COMPUTER and p.position == ()
    assert "computer won" in p.status.value
    assert len(p.history) == 2 * cuts + 1


def test_the_student_wins_by_following_the_hints():
    p = gl.play_hackenbush(N_PICTURE)
    while p.winner is None:
        p.hint()
        assert p.last_hint in gl.winning_moves(GAME, p.position)  # checked by brute force
        assert f"Cut edge {p.hint_edge}" in p.hint_text.value
        p.cut(p.hint_edge)
    assert p.winner == YOU and "You won" in p.status.value


def test_the_hint_explains_the_values_piece_by_piece():
    p = gl.play_hackenbush(N_PICTURE)
    p.hint()
    assert "3 pieces on the ground worth 2, 4 and 1, nim-sum 7" in p.last_hint_text
    assert "value 7 ≠ 0" in p.last_hint_text and "value 0, a P-position" in p.last_hint_text
    q = gl.play_hackenbush(P_PICTURE)
    q.hint()
    assert q.last_hint is None and q.hint_edge is None
    assert "No winning cut" in q.last_hint_text and "nim-sum 0" in q.last_hint_text


def test_a_cut_drops_what_loses_the_ground_and_numbers_stay_with_their_edges():
    p = gl.play_hackenbush(gl.hackenbush_sum(gl.bamboo(3), gl.bamboo(2)), seed=1)
    assert p.edges() == ((0, 1), (0, 4), (1, 2), (2, 3), (4, 5))
    # numbered piece by piece from the left, bottom up: the stalk of 3 is 1, 2, 3
    assert p.edge_numbers() == [1, 4, 2, 3, 5]
    p.cut(1)  # the foot of the stalk of 3: the whole stalk falls
    first = p.history[0]
    assert first.after == ((0, 4), (4, 5)) and p.describe(first.before, first.after) == (
        "cut edge 1 (2 more edges fall)"
    )
    # a stalk of 2 is left (value 2): the computer's only winning cut is its foot, edge 4
    assert p.position == () and p.winner == COMPUTER
    assert p.last_move.value == "Computer: cut edge 4 (1 more edge falls)"


def test_edge_numbers_survive_a_cut_below_them():
    p = gl.play_hackenbush(gl.tree([[[], [[]]], []]))  # numbers 1..5
    standing = dict(zip(p.edges(), p.edge_numbers(), strict=True))
    p.cut(5)
    for edge, number in zip(p.edges(), p.edge_numbers(), strict=True):
        assert standing[edge] == number
    assert [b.description for b in p.moves_box.children] == [
        f"✂ {n}" for n in sorted(p.edge_numbers())
    ]
    assert all(b.tooltip.startswith("cut edge ") for b in p.moves_box.children)


def test_the_picture_is_drawn_with_the_hinted_edge_and_a_count():
    p = gl.play_hackenbush(N_PICTURE)
    before = p.picture.value
    assert before[:8] == b"\x89PNG\r\n\x1a\n"
    assert p.edges_left.value == f"{len(N_PICTURE)} edges standing: click an edge to cut it"
    p.hint()
    assert p.picture.value != before  # the red edge


def _middle(line):
    """The point halfway along a polyline (by length)."""


    pieces = list(itertools.pairwise(line))
    half = sum(math.dist(a, b) for a, b in pieces) / 2
    for a, b in pieces:
        step = math.dist(a, b)
        if step >= half and step > 0:
            t = half / step
            return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
        half -= step
    return line[0]


def test_a_click_on_an_edge_in_the_picture_cuts_it():
    p = gl.play_hackenbush(gl.hackenbush_sum(gl.bamboo(3), gl.bamboo(2)), seed=1)
    assert sorted(p.edge_lines) == [1, 2, 3, 4, 5]
    x, y = _middle(p.edge_lines[3])  # the top edge of the stalk of 3
    assert p.edge_at(x, y) == 3
    # ipyevents reports the click in the image's pixels, PIXEL_DENSITY per CSS pixel
    density = PIXEL_DENSITY
    p._clicked({"type": "click", "dataX": x * density, "dataY": y * density})
    assert p.history[0].after == ((0, 1), (0, 4), (1, 2), (4, 5))
    assert p.describe(p.history[0].before, p.history[0].after) == "cut edge 3"


def test_every_edge_is_found_where_it_is_drawn():
    for picture in (N_PICTURE, P_PICTURE, gl.polygon(2, stem=1)):
        p = gl.play_hackenbush(picture)
        for number, line in p.edge_lines.items():
            assert p.edge_at(*_middle(line)) == number, (picture, number)


def test_the_picture_has_two_image_pixels_per_css_pixel():
    """Sharp on a high-resolution screen and printed at 200 ppi: twice the pixels it is shown at."""
    import struct

    p = gl.play_hackenbush(N_PICTURE)
    width = struct.unpack(">I", p.picture.value[16:20])[0]  # a PNG's width, from its header
    shown = float(p.picture.layout.width.removesuffix("px"))
    assert width == pytest.approx(2 * shown, abs=2)


def test_a_click_beside_every_edge_cuts_nothing():
    p = gl.play_hackenbush(N_PICTURE)
    p._clicked({"type": "click", "dataX": 2, "dataY": 2})  # the top-left corner: sky
    assert p.history == [] and p.message.text == "click on an edge (or its number) to cut it"


def test_parallel_edges_get_their_own_numbers_and_buttons():
    p = gl.play_hackenbush(gl.polygon(2, stem=1))
    assert p.edges() == ((0, 1), (1, 2), (1, 2))
    assert p.edge_numbers() == [1, 2, 3]
    p.cut(3)
    assert p.history[0].after == ((0, 1), (1, 2))


def test_undo_and_new_game_restore_the_picture():
    p = gl.play_hackenbush(N_PICTURE)
    p.cut(1)
    assert p.position != N_PICTURE
    p.undo()
    assert p.position == N_PICTURE and p.history == []
    p.cut(2)
    p.new_game()
    assert p.position == N_PICTURE


@pytest.mark.parametrize(
    ("number", "message"),
    [
        (99, "edge must be the number of an edge still standing, got 99"),
        ("x", "edge must be the number of an edge still standing, got 'x'"),
    ],
)
def test_a_bad_cut_shows_a_message_and_changes_nothing(number, message):
    p = gl.play_hackenbush(N_PICTURE)
    p.cut(number)
    assert p.message.text == message and p.position == N_PICTURE and p.history == []


def test_cutting_after_the_end_is_refused():
    p = gl.play_hackenbush(gl.bamboo(1))
    p.cut(1)
    assert p.winner == YOU
    p.cut(1)
    assert p.message.text == "the game is over; press New game to play again"


def test_the_computer_makes_a_small_cut_from_a_p_position():
    p = gl.play_hackenbush(P_PICTURE, computer_starts=True)
    (move,) = p.history
    assert len(move.before) - len(move.after) == 1  # one edge, nothing falls


def test_bad_pictures_are_refused():
    with pytest.raises(gl.InvalidPositionError, match="at most 40 edges"):
        gl.play_hackenbush(gl.bamboo(41))
    with pytest.raises(gl.InvalidPositionError, match="connected to the ground"):
        gl.play_hackenbush([(0, 1), (2, 3)])


def test_play_picks_the_hackenbush_player():
    p = gl.play(GAME, gl.bamboo(3))
    assert isinstance(p, gl.HackenbushPlayer)
    assert repr(p) == "HackenbushPlayer(((0, 1), (1, 2), (2, 3)))"
