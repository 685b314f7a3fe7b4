"""Take-and-break rulesets: octal codes, their aliases, Lasker's Nim and Grundy's game."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import grundylib as gl
from grundylib.games.take_break import parse_octal_code

DATA = Path(__file__).resolve().parent.parent / "data"


def known_values(sequence: str) -> list[int]:
    """Published terms of ``sequence`` from data/known_values.csv, in order of n."""
    with (DATA / "known_values.csv").open(newline="", encoding="utf-8") as f:
        rows = [row for row in csv.DictReader(f) if row["sequence"] == sequence]
    rows.sort(key=lambda row: int(row["n"]))
    assert [int(r["n"]) for r in rows] == list(range(len(rows)))  # offset 0, no gaps
    return [int(r["value"]) for r in rows]


@pytest.mark.parametrize(
    ("code", "digits", "canonical"),
    [
        ("0.77", (0, 7, 7), "0.77"),
        (".77", (0, 7, 7), "0.77"),
        ("0.740", (0, 7, 4), "0.74"),
        ("4.005", (4, 0, 0, 5), "4.005"),
        ("4.0", (4,), "4.0"),
        ("0.0", (0,), "0.0"),
        (" 0.137 ", (0, 1, 3, 7), "0.137"),
    ],
)
def test_accepted_spellings(code: str, digits: tuple[int, ...], canonical: str) -> None:
    game = gl.OctalGame(code)
    assert game.digits == digits
    assert game.code == canonical
    assert repr(game) == f'OctalGame("{canonical}")'
    assert eval(repr(game), vars(gl)) == game


@pytest.mark.parametrize("code", ["77", "0.7x", "", ".", "0.", "4", "1.7", "0..7", "g.7", "0.7G"])
def test_malformed_codes_raise_naming_the_parameter(code: str) -> None:
    with pytest.raises(
        gl.InvalidCodeError, match=r"^code must .*" + repr(code).replace(".", r"\.")
    ):
        gl.OctalGame(code)


def test_non_string_code_is_rejected() -> None:
    with pytest.raises(gl.InvalidCodeError, match="code must be a string"):
        parse_octal_code(0.77)
    assert issubclass(gl.InvalidCodeError, gl.GrundyError)
    assert issubclass(gl.InvalidCodeError, ValueError)


@pytest.mark.parametrize(
    ("alias", "code"),
    [(gl.Kayles, "0.77"), (gl.DawsonsKayles, "0.07"), (gl.Treblecross, "0.007")],
)
def test_aliases_are_octal_games_with_pasteable_repr(alias: type, code: str) -> None:
    game = alias()
    assert isinstance(game, gl.OctalGame)
    assert game.code == code
    assert eval(repr(game), vars(gl)) == game
    assert list(game.heap_options(9)) == list(gl.OctalGame(code).heap_options(9))


def test_heap_options_follow_the_digit_bits() -> None:
    # 0.137: take 1 only as a whole heap of 1; take 2 whole or leaving one heap; take 3
    # whole, leaving one heap, or leaving two
    g = gl.OctalGame("0.137")
    assert sorted(g.heap_options(1)) == [()]
    assert sorted(g.heap_options(2)) == [()]
    assert sorted(g.heap_options(3)) == [(), (1,)]
    assert sorted(g.heap_options(6)) == [(1, 2), (3,), (4,)]
    # 4.0 splits without taking
    assert sorted(gl.OctalGame("4.0").heap_options(5)) == [(1, 4), (2, 3)]
    with pytest.raises(gl.InvalidPositionError, match="heap size"):
        list(g.heap_options(-1))


def test_rules_in_words_mentions_every_move() -> None:
    words = gl.Kayles().rules_in_words()
    assert "Remove 1 counter" in words and "Remove 2 counters" in words
    assert "two non-empty heaps" in words
    assert "No moves" in gl.OctalGame("0.0").rules_in_words()


@pytest.mark.parametrize(
    ("game", "sequence"),
    [
        (gl.Kayles(), "A002186"),
        (gl.OctalGame("0.137"), "A002187"),
        (gl.DawsonsKayles(), "DawsonsKayles_0.07"),
        (gl.GrundysGame(), "A002188"),
    ],
)
def test_brute_force_values_match_published_terms(game: gl.HeapGame, sequence: str) -> None:
    published = known_values(sequence)
    n = min(len(published), 80)  # keep the brute-force search quick
    assert [gl.grundy(game, h) for h in range(n)] == published[:n]


def test_lasker_closed_form_matches_brute_force() -> None:
    game = gl.LaskersNim()
    assert game.known_heap_grundy(5) is None  # the evaluator must search
    brute = gl.grundy_sequence(game, 200, method="reference")
    assert brute.tolist() == [gl.laskers_nim_grundy(n) for n in range(200)]
    assert [gl.grundy(game, n) for n in range(40)] == brute[:40].tolist()


def test_lasker_winning_moves_lead_to_p_positions() -> None:
    game = gl.LaskersNim()
    position = (2, 5, 7)
    assert gl.grundy(game, position) == (
        gl.laskers_nim_grundy(2) ^ gl.laskers_nim_grundy(5) ^ gl.laskers_nim_grundy(7)
    )
    moves = gl.winning_moves(game, position)
    assert moves
    assert all(gl.outcome(game, m) == gl.Outcome.P for m in moves)


def test_grundys_game_splits_into_unequal_heaps_only() -> None:
    game = gl.GrundysGame()
    assert list(game.heap_options(4)) == [(1, 3)]
    assert list(game.heap_options(2)) == []
    assert eval(repr(game), vars(gl)) == game


def test_octal_games_work_through_game_graph() -> None:
    game = gl.Kayles()
    graph = gl.game_graph(game, (2, 3))
    assert graph.nodes[(2, 3)]["grundy"] == gl.grundy(game, (2, 3))
    for move in gl.winning_moves(game, 7):
        assert gl.outcome(game, move) == gl.Outcome.P
