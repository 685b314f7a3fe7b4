"""Objects that show themselves: rulesets as HTML, game graphs as pictures, feedback as text.

Every ruleset of the catalogue is shown; the values in its table are compared with
:func:`grundylib.grundy` (the search engine), which the display does not use.
"""

from __future__ import annotations

import inspect
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import networkx as nx
import pytest
from IPython.lib.pretty import pretty

import grundylib as gl
from grundylib._display import (
    DISPLAY_MAX_POSITIONS,
    ValueTable,
    first_values,
    line_table,
    values_of,
)
from grundylib._png import png_size
from grundylib.game import HeapGame, Ruleset
from grundylib.games.coin_turning import BoardGame

ARGUMENTS: dict[str, tuple[Any, ...]] = {
    "BashGame": (3,),
    "CoinTurningProduct": (gl.Ruler(), gl.Twins()),
    "MooreNim": (2,),
    "Northcott": (5,),
    "OctalGame": ("0.137",),
    "PaintChain": (2,),
    "RaceToTotal": (10, 3),
    "StripPlacement": ([1, 3],),
    "SubtractionGame": ({1, 3, 4},),
}
"""Representative arguments of the rulesets that take some."""

RULES_ONLY = {"GreenHackenbush", "Northcott", "PokerNim"}
"""Rulesets shown without a table: a picture has no first values; the other two are loopy."""


def catalogue() -> Iterator[tuple[str, Any]]:
    """Every concrete ruleset class that ``gl.games`` exports, constructed."""
    for name in gl.games.__all__:
        cls = getattr(gl.games, name)
        ruleset = isinstance(cls, type) and callable(getattr(cls, "moves", None))
        if ruleset and not inspect.isabstract(cls):
            yield name, cls(*ARGUMENTS.get(name, ()))


RULESETS = dict(catalogue())


def test_catalogue_is_complete() -> None:
    assert len(RULESETS) >= 30
    assert "CoinTurningGame" not in RULESETS  # abstract: its subclasses are shown
    for name in ARGUMENTS:
        assert name in RULESETS or name not in gl.games.__all__


def engine_value(game: Any, position: Any) -> int:
    """The Grundy value by the search engine; for a coin on a board whose corner has more than
    9 cells (too many subsets to search quickly), the closed form of the ruleset (the value
    of a coin by the Tartan theorem), which the display does not use either."""
    if isinstance(game, BoardGame):
        ((x, y),) = position
        if (x - game.firsts[0] + 1) * (y - game.firsts[1] + 1) > 9:
            return game.value(position)
    return gl.grundy(game, position)


def parse(html: str) -> ET.Element:
    """Parse the HTML as XML: it must be well-formed (every tag closed, text escaped)."""
    return ET.fromstring(html)


def cell_texts(row: ET.Element) -> list[str]:
    return ["".join(td.itertext()) for td in row.findall("td")]


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_ruleset_shows_rules_and_values(name: str) -> None:
    game = RULESETS[name]
    root = parse(game._repr_html_())
    assert root.find("p/strong").text == repr(game)
    rules = "".join(root.findall("p")[1].itertext())
    assert rules == game.rules_in_words().replace("\n", "") and len(rules) > 30
    table = game._value_table()
    shown = root.find("table")
    if name in RULES_ONLY:
        assert table is None and shown is None
        return
    assert table is not None and shown is not None
    assert shown.find("caption").text == table.caption
    rows = shown.findall("tbody/tr")
    assert len(rows) == len(table.rows)
    for row, (label, positions) in zip(rows, table.rows, strict=True):
        assert row.find("th").text == label
        expected = []
        for p in positions:
            if p is None:
                expected.append("")
            elif table.cell == "position":
                assert engine_value(game, p) == 0, p  # a listed P-position
                expected.append(repr(p))
            else:
                expected.append(str(engine_value(game, p)))
        assert cell_texts(row) == expected


def test_heap_games_show_heaps_0_to_11() -> None:
    for game in (gl.Kayles(), gl.LaskersNim(), gl.GrundysGame(), gl.BashGame(2)):
        row = parse(game._repr_html_()).find("table/tbody/tr")
        assert cell_texts(row) == [str(gl.grundy(game, n)) for n in range(12)]


class Sheets(HeapGame):
    """Sheets: cut a w × h sheet along a grid line into two sheets (components are pairs)."""

    empty_position = ()

    def is_component(self, value: Any) -> bool:
        return isinstance(value, tuple) and len(value) == 2

    def check_component(self, value: Any) -> Any:
        if not (self.is_component(value) and all(isinstance(v, int) and v >= 1 for v in value)):
            raise gl.InvalidPositionError(f"sheet must be (w, h) with w, h >= 1, got {value!r}")
        return value

    def is_empty(self, component: Any) -> bool:
        return False

    def heap_options(self, heap: Any) -> Iterator[tuple[Any, ...]]:
        w, h = heap
        for a in range(1, w // 2 + 1):
            yield ((a, h), (w - a, h))
        for b in range(1, h // 2 + 1):
            yield ((w, b), (w, h - b))


def test_pair_components_show_a_grid() -> None:
    game = Sheets()
    table = game._value_table()
    assert table is not None
    shown = [p for _, row in table.rows for p in row if p is not None]
    assert len(shown) == 64  # sides of 0 are refused: the grid starts at 1
    assert table.header[1:] == tuple(str(b) for b in range(1, 9))
    rows = parse(game._repr_html_()).findall("table/tbody/tr")
    for row, (_, positions) in zip(rows, table.rows, strict=True):
        expected = ["" if p is None else str(gl.grundy(game, p)) for p in positions]
        assert cell_texts(row) == expected


def test_graph_games_and_sums_show_themselves() -> None:
    game = gl.GraphGame({0: [1, 2], 1: [2, 3], 2: [3], 3: [], 4: [0, 3]})
    row = parse(game._repr_html_()).find("table/tbody/tr")
    assert cell_texts(row) == [str(gl.grundy(game, v)) for v in range(5)]
    assert parse(gl.GraphGame({"a": ["b"], "b": ["a"]})._repr_html_()).find("table") is None
    big = gl.GraphGame([(i, i + 1) for i in range(500)])
    assert len(big._repr_html_()) < 1000  # the name is abbreviated, no table
    root = parse(gl.Sum(gl.Nim(), gl.BashGame(3))._repr_html_())
    assert "Nim() and BashGame(3)" in "".join(root.itertext())


def test_repr_is_unchanged_by_display() -> None:
    assert repr(gl.SubtractionGame({4, 1})) == "SubtractionGame({1, 4})"
    assert eval(repr(gl.Northcott(5)), vars(gl)) == gl.Northcott(5)


class Loop(HeapGame):
    """Loop: a heap may be replaced by itself."""

    def heap_options(self, heap: int) -> Iterator[tuple[int, ...]]:
        yield (heap,)


class Upward(Ruleset):
    """Upward: from n go to n + 1, for ever."""

    def moves(self, position: int) -> Iterator[int]:
        yield position + 1

    def _value_table(self) -> ValueTable:
        return line_table("never shown", "n", "value", [0], values_of(self, [0]))


def test_loopy_or_large_games_show_their_rules_only() -> None:
    root = parse(Loop()._repr_html_())
    assert root.find("table") is None
    assert "".join(root.findall("p")[1].itertext()) == "Loop: a heap may be replaced by itself."
    assert parse(Upward()._repr_html_()).find("table") is None
    with pytest.raises(gl.PositionLimitError):
        first_values(lambda n: [(n + 1,)], [0])
    with pytest.raises(gl.LoopyGameError):
        first_values(lambda n: [(n,)], [0])
    assert DISPLAY_MAX_POSITIONS <= 10_000  # the display stays quick


def test_text_is_escaped() -> None:
    class Tag(Ruleset):
        """<b>Bold</b> & more: no moves."""

        def moves(self, position: int) -> list[int]:
            return []

    html = Tag()._repr_html_()
    assert "&lt;b&gt;Bold&lt;/b&gt; &amp; more" in html
    parse(html)


def test_first_values_agree_with_the_engine_on_a_heap_game() -> None:
    game = gl.OctalGame("0.36")
    values = first_values(lambda h: game.checked_options(h), range(30))
    assert [values[n] for n in range(30)] == [gl.grundy(game, n) for n in range(30)]


def test_coin_turning_rulesets_compare_by_their_parameters() -> None:
    a = gl.CoinTurningProduct(gl.Ruler(), gl.Twins())
    assert a == gl.CoinTurningProduct(gl.Ruler(), gl.Twins())
    assert hash(a) == hash(gl.CoinTurningProduct(gl.Ruler(), gl.Twins()))
    assert a != gl.CoinTurningProduct(gl.Twins(), gl.Ruler())
    assert gl.TurningCorners() != gl.CoinTurningProduct(gl.Twins(), gl.Twins())
    assert gl.TurningCorners() == gl.TurningCorners() and gl.Ruler() != gl.Twins()
    assert len({gl.MockTurtles(), gl.MockTurtles(), gl.AcrosticTwins()}) == 2


# --- game graphs --------------------------------------------------------------------------


def test_game_graph_draws_itself_as_png() -> None:
    G = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 9)
    assert isinstance(G, nx.DiGraph)
    assert str(G) == f"DiGraph with 10 nodes and {G.number_of_edges()} edges"
    drawn = G._repr_png_()
    assert drawn is not None
    png, shown = drawn
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 1000
    # two image pixels per pixel shown: sharp on screen, 200 ppi in a handout
    width, height = png_size(png)
    assert abs(width - 2 * shown["width"]) <= 1 and abs(height - 2 * shown["height"]) <= 1
    assert G.copy()._repr_png_() is not None  # copies keep the class
    loopy = gl.game_graph(gl.GraphGame({"a": ["b"], "b": ["a", "c"], "c": []}), "a", loopy=True)
    assert loopy._repr_png_()[0].startswith(b"\x89PNG")


def test_big_or_unlabelled_graphs_do_not_draw() -> None:
    assert gl.game_graph(gl.Nim(), (20, 20))._repr_png_() is None  # 441 nodes
    G = gl.game_graph(gl.Nim(), 3)
    bare = G.copy()
    del bare.nodes[0]["outcome"]
    assert bare._repr_png_() is None


# --- errors: arguments that are not positions have their own class -------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: gl.chomp_bite((3, 3), (1, 1)),
        lambda: gl.chomp_bite((3, 3), (0, 2)),
        lambda: gl.Northcott(1),
        lambda: gl.nim_inverse(0),
        lambda: gl.hackenbush_cut(gl.bamboo(2), (5, 6)),
        lambda: gl.Twins().to_row((5,), 3),
        lambda: gl.CoinTurningProduct(gl.Nim(), gl.Twins()),
        lambda: gl.draw_game_graph(gl.game_graph(gl.Nim(), 2), color_by="colour"),
        lambda: gl.draw_game_graph(gl.game_graph(gl.Nim(), 2), layout="circle"),
    ],
)
def test_bad_arguments_that_are_not_positions(call: Any) -> None:
    with pytest.raises(gl.InvalidArgumentError) as error:
        call()
    assert not isinstance(error.value, gl.InvalidPositionError), error.value


@pytest.mark.parametrize(
    "call",
    [
        lambda: list(gl.Chomp().moves((2, 3))),
        lambda: gl.chomp_square((3, 3), (3, 3)),
        lambda: list(gl.Wythoff().moves((1, -1))),
        lambda: gl.Twins().value((-1,)),  # a coin named twice cancels; a negative one is refused
        lambda: list(gl.GreenHackenbush().moves(((1, 2),))),
    ],
)
def test_bad_positions_keep_their_class(call: Any) -> None:
    with pytest.raises(gl.InvalidPositionError):
        call()


# --- feedback -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "feedback",
    [
        gl.exercises.Feedback(True, "Right."),
        gl.exercises.Feedback(False, "It's 'P', not \"N\" — try again.\nSecond line."),
        gl.exercises.FILL_IN,
        gl.exercises.check_outcome(gl.Nim(), (1, 2, 3), "P"),
    ],
)
def test_feedback_repr_pastes_back_and_shows_a_verdict(feedback: Any) -> None:
    Feedback = gl.exercises.Feedback
    assert repr(feedback).startswith("Feedback(correct=")
    assert eval(repr(feedback), {"Feedback": Feedback}) == feedback
    mark = "✔ " if feedback.correct else "✘ "
    assert str(feedback) == mark + feedback.message
    assert pretty(feedback) == str(feedback)  # what a notebook cell shows (text/plain)
    assert pretty([feedback]) == f"[{feedback}]"
