"""The sum builder: assemble a sum of different games, component by component, then play it.

Each component is a ruleset (a Nim heap, a subtraction game, a Bash game, a row of
Kayles, Lasker's Nim) with a starting heap; "Play" opens a
:class:`~grundylib.widgets.SumPlayer` on the sum.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from ..core import InvalidArgumentError, check_iterable
from ..game import Sum
from ..games.bash import BashGame
from ..games.nim import Nim
from ..games.subtraction import SubtractionGame
from ..games.take_break import Kayles, LaskersNim
from .common import MessageArea, guarded, parse_int_set, parse_natural
from .player import SumPlayer

__all__ = ["KINDS", "SumBuilder", "make_component", "sum_builder"]

MAX_HEAP = 40
MAX_COMPONENTS = 6

KINDS = {
    "Nim heap": "",
    "Subtraction game": "S = 1, 2, 3",
    "Bash game (take 1..m)": "m = 3",
    "Kayles": "",
    "Lasker's Nim": "",
}
"""The component kinds offered, each with the example its rule box shows ("" = no rule)."""


def make_component(kind: str, rule: str) -> Any:
    """Return the ruleset for a kind and its typed rule (``S`` for subtraction, ``m`` for Bash).

    Examples
    --------
    >>> make_component("Subtraction game", "1, 3, 4")
    SubtractionGame({1, 3, 4})
    >>> make_component("Bash game (take 1..m)", "m = 3")
    BashGame(3)
    >>> make_component("Chess", "")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: kind must be one of 'Nim heap', 'Subtraction game', 'Bash game (take 1..m)', 'Kayles', "Lasker's Nim", got 'Chess'
    """
    rule = str(rule).split("=", 1)[-1]
    if kind == "Nim heap":
        return Nim()
    if kind == "Subtraction game":
        return SubtractionGame(parse_int_set(rule, "S", high=MAX_HEAP))
    if kind == "Bash game (take 1..m)":
        return BashGame(parse_natural(rule, "m", low=1, high=MAX_HEAP))
    if kind == "Kayles":
        return Kayles()
    if kind == "Lasker's Nim":
        return LaskersNim()
    raise InvalidArgumentError(f"kind must be one of {', '.join(map(repr, KINDS))}, got {kind!r}")


class SumBuilder(widgets.VBox):  # type: ignore[misc]
    """Add components to a sum of games, then play the sum against the computer.

    ``kinds`` are the entries of the menu, in order (default: every one of :data:`KINDS`).
    """

    def __init__(self, kinds: Iterable[str] | None = None) -> None:
        super().__init__()
        self.kinds = _menu(kinds)
        self.components: list[tuple[Any, int]] = []
        self.player: SumPlayer | None = None
        self.kind = widgets.Dropdown(options=self.kinds, description="Game:")
        self.rule = widgets.Text(value="", description="Rule:", continuous_update=False)
        self.heap = widgets.Text(
            value="5",
            description="Heap:",
            continuous_update=False,
            layout=widgets.Layout(width="140px"),
        )
        self.kind.observe(self.on_kind, names="value")
        self.add_button = widgets.Button(description="Add", icon="plus")
        self.add_button.on_click(lambda _: self.add())
        self.remove_button = widgets.Button(description="Remove last", icon="minus")
        self.remove_button.on_click(lambda _: self.remove_last())
        self.play_button = widgets.Button(description="Play the sum", button_style="success")
        self.play_button.on_click(lambda _: self.start())
        self.listing = widgets.HTML()
        self.message = MessageArea()
        self.player_box = widgets.VBox()
        self.children = [
            widgets.HTML("<h3>Build a sum of games, then play it</h3>"),
            widgets.HBox([self.kind, self.rule, self.heap, self.add_button]),
            self.listing,
            widgets.HBox([self.remove_button, self.play_button]),
            self.message,
            self.player_box,
        ]
        self.on_kind({"new": self.kind.value})
        self.refresh()

    def on_kind(self, change: dict[str, Any]) -> None:
        """Show the example rule of the chosen kind (and disable the box when it has none)."""
        example = KINDS.get(str(change["new"]), "")
        self.rule.value = example
        self.rule.disabled = not example

    @guarded
    def add(self) -> None:
        """Add the component described by the inputs."""
        if len(self.components) >= MAX_COMPONENTS:
            raise InvalidArgumentError(f"a sum here has at most {MAX_COMPONENTS} components")
        game = make_component(self.kind.value, self.rule.value)
        heap = parse_natural(self.heap.value, "heap", high=MAX_HEAP)
        self.components.append((game, heap))
        self.refresh()

    @guarded
    def remove_last(self) -> None:
        """Remove the last component."""
        if not self.components:
            raise InvalidArgumentError("there is no component to remove")
        self.components.pop()
        self.refresh()

    @guarded
    def start(self) -> None:
        """Open a player on the sum built so far."""
        if not self.components:
            raise InvalidArgumentError("add at least one component before playing")
        game = Sum(*(g for g, _ in self.components))
        self.player = SumPlayer(game, tuple(h for _, h in self.components))
        self.player_box.children = [self.player]

    def refresh(self) -> None:
        """List the components."""
        items = "".join(
            f"<li><code>{html.escape(repr(g))}</code> with a heap of {h}</li>"
            for g, h in self.components
        )
        self.listing.value = f"<ol>{items}</ol>" if items else "<i>No components yet: add some.</i>"
        self.play_button.disabled = not self.components

    def __repr__(self) -> str:
        if self.kinds == list(KINDS):
            return "sum_builder()"
        return f"sum_builder(kinds={self.kinds!r})"


def _menu(kinds: Iterable[str] | None) -> list[str]:
    """The menu's entries: ``kinds`` checked against :data:`KINDS`, or all of them."""
    if kinds is None:
        return list(KINDS)
    chosen = check_iterable(kinds, "kinds", error=InvalidArgumentError)
    if not chosen:
        raise InvalidArgumentError(f"kinds must name at least one game, got {kinds!r}")
    for kind in chosen:
        if not isinstance(kind, str) or kind not in KINDS:
            raise InvalidArgumentError(
                f"kinds must be among {', '.join(map(repr, KINDS))}, got {kind!r}"
            )
    return list(dict.fromkeys(chosen))


def sum_builder(kinds: Iterable[str] | None = None) -> SumBuilder:
    """Assemble a sum of different games (Nim, subtraction, Bash, Kayles, Lasker) and play it.

    Parameters
    ----------
    kinds : iterable of str, optional
        The games the menu offers, among the keys of :data:`KINDS` (default: all of them), so
        that a lesson offers only the games it has taught.

    Returns
    -------
    SumBuilder

    Raises
    ------
    InvalidArgumentError
        If ``kinds`` is empty or names a game that is not in :data:`KINDS`.

    Examples
    --------
    >>> import grundylib as gl
    >>> b = gl.sum_builder()
    >>> b.kind.value = "Subtraction game"; b.rule.value = "1, 2, 3"; b.heap.value = "9"
    >>> b.add(); b.kind.value = "Nim heap"; b.heap.value = "many"; b.add(); b.message.text
    "heap must be a whole number from 0 to 40, got 'many'"
    >>> b.heap.value = "4"; b.add(); b.start(); b.player.position
    (9, 4)

    A menu with the heap games of one rule only, without the games that split a heap:

    >>> short = gl.sum_builder(kinds=["Nim heap", "Subtraction game", "Bash game (take 1..m)"])
    >>> short.kind.options
    ('Nim heap', 'Subtraction game', 'Bash game (take 1..m)')
    >>> gl.sum_builder(kinds=["Chess"])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: kinds must be among 'Nim heap', 'Subtraction game', 'Bash game (take 1..m)', 'Kayles', "Lasker's Nim", got 'Chess'
    """
    return SumBuilder(kinds)
