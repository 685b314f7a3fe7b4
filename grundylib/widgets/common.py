"""Pieces every widget shares: messages, guarded handlers, parsing typed text, figures.

A widget never lets an exception reach the student: :func:`guarded` turns it into a
message inside the widget. Text boxes are parsed by :func:`parse_natural` and
:func:`parse_int_set`, whose errors are the same short, lower-case messages as the
library's. :func:`show_figure` draws a matplotlib figure into an ``Output`` and closes it.
"""

from __future__ import annotations

import base64
import functools
import html
import random
import re
from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

import ipywidgets as widgets
import matplotlib.pyplot as plt
from matplotlib.figure import Figure

from .._png import sharp_png
from .._search import options_of
from ..analysis import outcome, winning_moves
from ..core import GrundyError, InvalidArgumentError, InvalidPositionError, Outcome
from ..game import Game

__all__ = [
    "MessageArea",
    "choose_computer_move",
    "clear",
    "guarded",
    "parse_int_set",
    "parse_natural",
    "show_figure",
    "size_of",
]

F = TypeVar("F", bound=Callable[..., Any])

COLORS = {"error": "#B00020", "info": "#333333", "success": "#006B3C"}


class MessageArea(widgets.HTML):  # type: ignore[misc]
    """An HTML line that shows one message (an error in red, or information) or nothing.

    Examples
    --------
    >>> area = MessageArea()
    >>> area.error("heap size must be a non-negative integer, got -3")
    >>> area.text
    'heap size must be a non-negative integer, got -3'
    >>> area.clear(); area.text
    ''
    """

    def __init__(self) -> None:
        super().__init__(value="")
        self.text = ""
        self.kind = ""
        self.add_class("grundy-message")

    def show(self, text: str, kind: str = "info") -> None:
        """Show ``text``; ``kind`` is "error", "info" or "success"."""
        self.text = text
        self.kind = kind
        color = COLORS.get(kind, COLORS["info"])
        icon = "⚠ " if kind == "error" else ""
        self.value = f'<span style="color:{color}">{icon}{html.escape(text)}</span>'

    def error(self, text: str) -> None:
        """Show ``text`` as an error."""
        self.show(text, "error")

    def clear(self) -> None:
        """Remove the message."""
        self.text = ""
        self.kind = ""
        self.value = ""


def describe_error(error: BaseException) -> str:
    """Return the message a student sees for ``error``: the library's own words when it is ours.

    Examples
    --------
    >>> describe_error(InvalidArgumentError("n must be a non-negative integer, got 'x'"))
    "n must be a non-negative integer, got 'x'"
    >>> describe_error(ZeroDivisionError("division by zero"))
    'something went wrong (ZeroDivisionError: division by zero); please check the input'
    """
    if isinstance(error, GrundyError):
        return str(error)
    return f"something went wrong ({type(error).__name__}: {error}); please check the input"


def guarded(method: F) -> F:
    """Decorate a widget handler so any exception becomes a message in ``self.message``.

    The widget must have a ``message`` attribute (a :class:`MessageArea`). The message is
    cleared before the handler runs, so a corrected input removes an old error.
    """

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.message.clear()
        try:
            return method(self, *args, **kwargs)
        except Exception as error:  # the student must never see a traceback
            self.message.error(describe_error(error))
            return None

    return wrapper  # type: ignore[return-value]


def parse_natural(text: Any, name: str, *, low: int = 0, high: int | None = None) -> int:
    """Return the whole number typed in ``text``, between ``low`` and ``high``, or raise.

    Examples
    --------
    >>> parse_natural(" 12 ", "n")
    12
    >>> parse_natural("abc", "n", high=60)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: n must be a whole number from 0 to 60, got 'abc'
    >>> parse_natural("0", "amount", low=1, high=5)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: amount must be a whole number from 1 to 5, got '0'
    """
    wanted = f"from {low} to {high}" if high is not None else f"at least {low}"
    if isinstance(text, bool):
        raise InvalidArgumentError(f"{name} must be a whole number {wanted}, got {text!r}")
    if isinstance(text, int):
        value = text
    else:
        cleaned = str(text).strip()
        if not re.fullmatch(r"[+-]?\d+", cleaned):
            raise InvalidArgumentError(f"{name} must be a whole number {wanted}, got {text!r}")
        value = int(cleaned)
    if value < low or (high is not None and value > high):
        raise InvalidArgumentError(f"{name} must be a whole number {wanted}, got {text!r}")
    return value


def parse_int_set(text: Any, name: str = "S", *, high: int = 1000) -> list[int]:
    """Return the sorted positive integers typed as ``"1, 3, 4"`` (braces allowed), or raise.

    Examples
    --------
    >>> parse_int_set("{4, 1, 3}")
    [1, 3, 4]
    >>> parse_int_set("")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: S must list at least one positive whole number, like 1, 3, 4; got ''
    >>> parse_int_set("1, two")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: S must hold positive whole numbers up to 1000, got 'two' in '1, two'
    """
    cleaned = str(text).strip().strip("{}[]() ")
    parts = [p for p in re.split(r"[\s,;]+", cleaned) if p]
    if not parts:
        raise InvalidArgumentError(
            f"{name} must list at least one positive whole number, like 1, 3, 4; got {text!r}"
        )
    values = set()
    for part in parts:
        if not re.fullmatch(r"\+?\d+", part) or not 1 <= int(part) <= high:
            raise InvalidArgumentError(
                f"{name} must hold positive whole numbers up to {high}, got {part!r} in {text!r}"
            )
        values.add(int(part))
    return sorted(values)


def show_figure(output: widgets.Output, fig: Figure) -> None:
    """Replace what ``output`` shows by ``fig`` as a PNG image, then close ``fig``.

    The image is put in the widget's ``outputs`` directly, so it works the same in a
    kernel, in a button's callback and in a test, and no figure is left open.
    """
    try:
        data, width, height = sharp_png(fig, dpi=80)
        png = base64.b64encode(data).decode("ascii")
        output.outputs = (
            {
                "output_type": "display_data",
                "data": {"image/png": png, "text/plain": f"<figure: {len(fig.axes)} axes>"},
                "metadata": {"image/png": {"width": width, "height": height}},
            },
        )
    finally:
        plt.close(fig)


def clear(output: widgets.Output) -> None:
    """Remove whatever ``output`` shows."""
    output.outputs = ()


def size_of(position: Any) -> int:
    """Return the number of counters in a position: the sum of the ints inside it.

    Examples
    --------
    >>> size_of((3, (1, 2), "a")), size_of(7)
    (6, 7)
    """
    if isinstance(position, bool):
        return 0
    if isinstance(position, int):
        return position
    if isinstance(position, tuple):
        return sum(size_of(p) for p in position)
    return 0


def choose_computer_move(
    game: Game,
    position: Hashable,
    rng: random.Random,
    *,
    misere: bool = False,
) -> tuple[Hashable, bool]:
    """Return the computer's move from ``position`` and whether it is a winning move.

    The computer plays the first of :func:`grundylib.winning_moves` when there is one.
    Otherwise it makes a small move: one that removes the fewest counters (ties broken
    by ``rng``, so play is repeatable for a fixed seed), which keeps the game long and
    gives the student chances to find a winning move.

    Examples
    --------
    >>> import random, grundylib as gl
    >>> choose_computer_move(gl.Nim(), (13, 12, 8), random.Random(0))
    ((4, 12, 8), True)
    >>> choose_computer_move(gl.Nim(), (1, 2, 3), random.Random(0))[1]
    False

    From a draw of a game that can loop it keeps the draw:

    >>> loop = gl.GraphGame({"a": ["b", "end"], "b": ["a"], "end": ["over"], "over": []})
    >>> gl.outcome(loop, "a")
    <Outcome.D: 'D'>
    >>> choose_computer_move(loop, "a", random.Random(0))
    ('b', False)
    """
    wins = winning_moves(game, position, misere)
    if wins:
        return wins[0], True
    options: Sequence[Hashable] = options_of(game, position)
    if not options:
        raise InvalidPositionError(f"position has no moves, got {position!r}")
    if not misere and outcome(game, position) == Outcome.D:
        # In a game that can loop, keep the draw: never hand the student a win.
        options = [o for o in options if outcome(game, o) == Outcome.D]
    most_left = max(size_of(o) for o in options)
    smallest = [o for o in options if size_of(o) == most_left]
    return smallest[rng.randrange(len(smallest))], False
