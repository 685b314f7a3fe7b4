"""Which error a bad argument raises: InvalidPositionError for positions only.

:class:`~grundylib.InvalidPositionError` subclasses :class:`~grundylib.InvalidArgumentError`,
so ``except InvalidArgumentError`` catches both, and ``except InvalidPositionError`` must
catch a bad *position* (a heap, a board, a component, what ``moves()`` returned, a
position handed to a widget) and nothing else: not a rule parameter, a size, a count,
text typed in a widget, a judge's input or an exercise's answer. Each case also names
the start of its message, so a case cannot pass by failing somewhere else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

import grundylib as gl
from grundylib import exercises, problems
from grundylib.widgets.common import parse_int_set, parse_natural

Call = Callable[[], Any]


@pytest.fixture(autouse=True)
def close_figures() -> Iterator[None]:
    yield
    plt.close("all")


def _take_after_the_end() -> None:
    player = gl.play_nim([1])
    player.take(1, 1)  # the reader takes the last counter and wins
    assert player.winner is not None
    # the widget shows the message; the method beneath the guard raises it
    type(player).take.__wrapped__(player, 1, 1)


class _ReturnsAList:
    """A ruleset whose options are lists, which cannot be positions."""

    def moves(self, position: Any) -> Any:
        return [[position - 1]] if position else []


NOT_POSITIONS: list[tuple[str, Call, str]] = [
    # rule parameters
    ("SubtractionGame set", lambda: gl.SubtractionGame({0, 2}), "subtraction_set must"),
    ("SubtractionGame text", lambda: gl.SubtractionGame("13"), "subtraction_set must"),
    ("BashGame m", lambda: gl.BashGame(0), "m must"),
    ("Northcott width", lambda: gl.Northcott(0), "width must"),
    ("MooreNim k", lambda: gl.MooreNim(0), "k must"),
    ("moore_nim_is_p_position k", lambda: gl.moore_nim_is_p_position((1, 2), -1), "k must"),
    ("StripPlacement lengths", lambda: gl.StripPlacement([2, 0]), "lengths must"),
    ("RaceToTotal target", lambda: gl.RaceToTotal(0, 2), "target must"),
    ("PaintChain m", lambda: gl.PaintChain(-1), "m must"),
    ("Sum of no games", lambda: gl.Sum(), "games must"),
    ("Sum of a non-game", lambda: gl.Sum(3), "games must"),
    ("GraphGame edges", lambda: gl.GraphGame(["ab"]), "edges must"),
    # sizes and counts of something to build
    ("chomp_rectangle rows", lambda: gl.chomp_rectangle(0, 3), "rows must"),
    ("chomp_shapes columns", lambda: gl.chomp_shapes(2, -1), "columns must"),
    ("bamboo n", lambda: gl.bamboo(-1), "n must"),
    ("polygon stem", lambda: gl.polygon(3, stem=-1), "stem must"),
    ("random_hackenbush edges", lambda: gl.random_hackenbush(-2), "edges must"),
    ("to_row length", lambda: gl.Twins().to_row((1,), -1), "length must"),
    ("Ruler values_by_mex count", lambda: gl.Ruler().values_by_mex(-1), "count must"),
    # numbers that are not positions
    ("is_fibonacci n", lambda: gl.is_fibonacci(-1), "n must"),
    ("zeckendorf n", lambda: gl.zeckendorf(2.5), "n must"),
    ("lower_wythoff k", lambda: gl.lower_wythoff(-1), "k must"),
    ("wythoff_pair k", lambda: gl.wythoff_pair("3"), "k must"),
    ("is_odious n", lambda: gl.is_odious(-1), "n must"),
    ("xor_upto n", lambda: gl.xor_upto(-4), "n must"),
    ("industrial_nim_sum quarries", lambda: gl.industrial_nim_sum([(3, 0)]), "m must"),
    ("nim_power n", lambda: gl.nim_power(2, -1), "n must"),
    ("nim_product b", lambda: gl.nim_product(3, 1.5), "b must"),
    ("nim_sum argument", lambda: gl.nim_sum(1, -1), "nim_sum argument must"),
    ("mex value", lambda: gl.mex([0, -1]), "mex value must"),
    ("mex values", lambda: gl.mex(5), "values must"),
    ("deciding_bit numbers", lambda: gl.deciding_bit([3, -1]), "number must"),
    # chart options
    ("draw_bit_table numbers", lambda: gl.draw_bit_table([13, -1]), "number must"),
    ("draw_bit_table highlight", lambda: gl.draw_bit_table([5, 3], highlight=-1), "highlight must"),
    (
        "draw_labelling_rounds rounds",
        lambda: gl.draw_labelling_rounds(gl.Nim(), 2, rounds=-1),
        "rounds must",
    ),
    (
        "plot_grundy_sequence period",
        lambda: gl.plot_grundy_sequence([0, 1, 0, 1], period=(-1, 2)),
        "preperiod must",
    ),
    ("plot_p_positions_grid is_p", lambda: gl.plot_p_positions_grid(5, 4), "is_p must"),
    ("draw_chomp_shapes shapes", lambda: gl.draw_chomp_shapes([]), "shapes must"),
    (
        "draw_hackenbush edge_labels",
        lambda: gl.draw_hackenbush(gl.bamboo(2), edge_labels=[1]),
        "edge_labels must",
    ),
    # searches of several positions: the collection is not a position
    (
        "find_misere_counterexample positions",
        lambda: gl.find_misere_counterexample(gl.Nim(), 5),
        "positions must",
    ),
    # widgets: sizes, typed text, actions out of turn
    ("play_chomp rows", lambda: gl.play_chomp(0, 3), "rows must"),
    ("play_coins length", lambda: gl.play_coins(gl.Twins(), (1,), 0), "length must"),
    ("typed number", lambda: parse_natural("abc", "n", high=60), "n must"),
    ("typed set", lambda: parse_int_set("1, two"), "S must"),
    ("take after the end", _take_after_the_end, "the game is over"),
    # the course: judge input and exercise arguments
    ("judge input text", lambda: problems.solve_poj_1067("1 x"), "text must"),
    ("judge input numbers", lambda: problems.solve_codeforces_15c("1 x 2"), "text must"),
    ("problem key", lambda: problems.load_problem("poj_9999"), "key must"),
    ("check_sum game", lambda: exercises.check_sum(3), "game must"),
    ("check_nim_sum numbers", lambda: exercises.check_nim_sum(5, 5), "numbers must"),
    ("check_coin_value game", lambda: exercises.check_coin_value(gl.Nim(), (1, 2), 3), "game must"),
]

POSITIONS: list[tuple[str, Call, str]] = [
    ("negative heap", lambda: gl.grundy(gl.Nim(), -3), "heap size must"),
    ("unhashable position", lambda: gl.grundy(gl.Nim(), [1, 2]), "position must"),
    ("bad component", lambda: gl.grundy(gl.SubtractionGame({1, 2}), (3, "x")), "heap size must"),
    ("Wythoff position", lambda: gl.grundy(gl.Wythoff(), (1,)), "position must"),
    ("Chomp shape", lambda: gl.grundy(gl.Chomp(), (3, 4)), "shape must"),
    (
        "floating Hackenbush edge",
        lambda: gl.grundy(gl.GreenHackenbush(), ((0, 1), (2, 3))),
        "every edge must",
    ),
    ("node of no graph", lambda: gl.grundy(gl.GraphGame({"a": []}), "z"), "position must"),
    ("Sum position", lambda: gl.grundy(gl.Sum(gl.Nim(), gl.Nim()), (1, 2, 3)), "position of a sum"),
    ("misère Nim heaps", lambda: gl.misere_nim_outcome("12"), "heaps must"),
    ("Bash heap", lambda: gl.bash_misere_outcome(3, -1), "heap size must"),
    ("Wythoff heaps", lambda: gl.is_wythoff_p_position(-1, 2), "a must"),
    ("Fibonacci Nim heap", lambda: gl.fibonacci_nim_winning_take(-1), "n must"),
    ("what moves() returned", lambda: gl.grundy(_ReturnsAList(), 2), "game.moves(2) returned"),
    ("a widget's start", lambda: gl.play_nim([3, -1]), "heap size must"),
]


def _raised(call: Call) -> gl.GrundyError:
    with pytest.raises(gl.GrundyError) as info:
        call()
    return info.value


@pytest.mark.parametrize(
    ("call", "start"), [case[1:] for case in NOT_POSITIONS], ids=[c[0] for c in NOT_POSITIONS]
)
def test_an_argument_that_is_not_a_position_raises_invalid_argument_error(
    call: Call, start: str
) -> None:
    error = _raised(call)
    assert isinstance(error, gl.InvalidArgumentError), repr(error)
    assert not isinstance(error, gl.InvalidPositionError), repr(error)
    assert str(error).startswith(start), str(error)


@pytest.mark.parametrize(
    ("call", "start"), [case[1:] for case in POSITIONS], ids=[c[0] for c in POSITIONS]
)
def test_a_bad_position_raises_invalid_position_error(call: Call, start: str) -> None:
    error = _raised(call)
    assert isinstance(error, gl.InvalidPositionError), repr(error)
    assert str(error).startswith(start), str(error)


def test_except_invalid_argument_error_catches_both() -> None:
    assert issubclass(gl.InvalidPositionError, gl.InvalidArgumentError)
    assert issubclass(gl.InvalidArgumentError, gl.GrundyError)
    assert len(NOT_POSITIONS) >= 30 and len(POSITIONS) >= 10
