"""Explorers: change a rule and watch the game graph, the Grundy sequence and its period.

:func:`subtraction_explorer` and :func:`octal_explorer` redraw when the student presses
Enter in a box or the Draw button (never on every keystroke), with a progress bar while
they compute; :func:`label_positions` asks the reader to label the nodes of a graph
game P or N and checks the answer.
"""

from __future__ import annotations

import html
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets
import matplotlib.pyplot as plt
import networkx as nx
from matplotlib.patches import FancyArrowPatch

from ..analysis import grundy
from ..core import InvalidArgumentError
from ..game import GraphGame, sort_positions
from ..games.subtraction import SubtractionGame
from ..games.take_break import OctalGame
from ..graph import game_graph
from ..plotting import MAX_WIDTH_IN, draw_game_graph, plot_grundy_sequence
from ..sequences import grundy_sequence, octal_period
from .common import MessageArea, clear, guarded, parse_int_set, parse_natural, show_figure

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = [
    "Explorer",
    "GraphLabeller",
    "OctalExplorer",
    "SubtractionExplorer",
    "label_positions",
    "octal_explorer",
    "subtraction_explorer",
]

MAX_GRAPH_N = 40
MAX_GRAPH_NODES = 60
SEQUENCE_LENGTH = 120
PERIOD_SEARCH = 100_000

SEQUENCE_WIDTH_IN = MAX_WIDTH_IN - 1.4
"""A sequence plot's width: with its legend beside it, the picture fits a printed page."""


def legend_beside(ax: Axes) -> None:
    """Move the legend of ``ax`` out of the plotting area, to its right, so it hides no point."""
    legend = ax.get_legend()
    if legend is None:
        return
    handles = list(legend.legend_handles)
    labels = [text.get_text() for text in legend.get_texts()]
    legend.remove()
    ax.legend(handles=handles, labels=labels, loc="upper left", bbox_to_anchor=(1.01, 1.0),
              borderaxespad=0.0,
              fontsize=10, frameon=False)  # the explorer's picture is shown scaled down

class Explorer(widgets.VBox):  # type: ignore[misc]
    """Common frame of the explorers: inputs, a Draw button, progress, message, outputs.

    Subclasses define :meth:`compute`, which reads the inputs, updates :attr:`summary`
    and draws into :attr:`graph_output` and :attr:`sequence_output`.
    """

    def __init__(self, inputs: list[widgets.Widget], title: str) -> None:
        super().__init__()
        self.inputs = inputs
        for box in inputs:
            box.observe(lambda _: self.draw(), names="value")
        self.draw_button = widgets.Button(description="Draw", icon="play", button_style="primary")
        self.draw_button.on_click(lambda _: self.draw())
        self.progress = widgets.IntProgress(min=0, max=3, value=0, description="")
        self.progress.layout.visibility = "hidden"
        self.message = MessageArea()
        self.summary = widgets.HTML()
        self.summary.add_class("grundy-summary")
        self.graph_output = widgets.Output()
        self.sequence_output = widgets.Output()
        self.children = [
            widgets.HTML(f"<h3>{html.escape(title)}</h3>"),
            widgets.HBox([*inputs, self.draw_button, self.progress]),
            self.message,
            self.summary,
            # One picture at a time, so the explorer fits a lecture slide.
            widgets.Tab(
                children=[self.sequence_output, self.graph_output],
                titles=("Grundy values", "Game graph"),
            ),
        ]
        self.add_class("grundy-explorer")
        self.draw()

    def step(self, value: int) -> None:
        """Show progress (``0`` hides the bar)."""
        self.progress.value = value
        self.progress.layout.visibility = "visible" if 0 < value < self.progress.max else "hidden"

    @guarded
    def draw(self) -> None:
        """Recompute from the inputs; a bad input leaves a message and clears the pictures."""
        try:
            self.compute()
        except Exception:
            self.summary.value = ""
            clear(self.graph_output)
            clear(self.sequence_output)
            raise
        finally:
            self.step(0)

    def compute(self) -> None:
        """Read the inputs and redraw (defined by each explorer)."""
        raise NotImplementedError


def text_box(value: Any, description: str, width: str = "220px") -> widgets.Text:
    """A text box that reports its value on Enter or when it loses focus."""
    return widgets.Text(
        value=str(value),
        description=description,
        continuous_update=False,
        layout=widgets.Layout(width=width),
    )


def period_text(result: Any) -> str:
    """Describe an :class:`~grundylib.sequences.OctalPeriod` in a sentence."""
    if result.period is None:
        return f"No period proved within the first {result.searched} values."
    return (
        f"Period <b>{result.period}</b> from n = <b>{result.preperiod}</b> on (preperiod "
        f"{result.preperiod}), <b>proved</b> by the Guy–Smith periodicity theorem with "
        f"{result.proved_at} values."
    )


class SubtractionExplorer(Explorer):
    """Edit a subtraction set S and a heap size n: graph, Grundy sequence and period."""

    def __init__(self, subtraction_set: str, n: int) -> None:
        self.set_box = text_box(subtraction_set, "S =")
        self.n_box = text_box(n, "n =", "140px")
        self.game: Any = None
        self.values: list[int] = []
        self.period: Any = None
        super().__init__([self.set_box, self.n_box], "Subtraction game explorer")
        self.initial = (subtraction_set, n)

    def __repr__(self) -> str:
        return f"subtraction_explorer({self.initial[0]!r}, {self.initial[1]!r})"

    def compute(self) -> None:
        """Graph of heap n, the first values of the sequence, and the proved period."""
        takes = parse_int_set(self.set_box.value, "S", high=100)
        n = parse_natural(self.n_box.value, "n", high=MAX_GRAPH_N)
        game = SubtractionGame(takes)
        self.step(1)
        fig, ax = plt.subplots(figsize=(MAX_WIDTH_IN, 2.2))  # fits a slide and a printed page
        fig.subplots_adjust(left=0.01, right=0.99)  # the whole width: gaps between the nodes
        G = game_graph(game, n)
        draw_game_graph(G, color_by="grundy", ax=ax, highlight=[n])
        for arrow, (start, end) in zip(ax.patches, G.edges, strict=True):
            # a take of 1 joins neighbours: an arc would hide in the gap between them
            if start - end == 1 and isinstance(arrow, FancyArrowPatch):
                arrow.set_connectionstyle("arc3,rad=0")
        ax.set_title(f"{game!r}: every position up to n = {n}, coloured by Grundy value",
                     fontsize=10)
        show_figure(self.graph_output, fig)
        self.step(2)
        self.period = octal_period(game, PERIOD_SEARCH, progress=False)
        length = SEQUENCE_LENGTH
        if self.period.period is not None:
            length = max(length, self.period.preperiod + 2 * self.period.period)
        self.values = [int(v) for v in grundy_sequence(game, length, progress=False)]
        fig, ax = plt.subplots(figsize=(SEQUENCE_WIDTH_IN, 2.4))
        shade = (self.period.preperiod, self.period.period) if self.period.period else None
        plot_grundy_sequence(self.values, ax=ax, period=shade, title=f"Grundy values of {game!r}")
        legend_beside(ax)
        show_figure(self.sequence_output, fig)
        self.step(3)
        self.game = game
        p_positions = [k for k in range(min(n + 1, len(self.values))) if self.values[k] == 0]
        self.summary.value = (
            f"<b>{html.escape(repr(game))}</b>: g({n}) = <b>{self.values[n]}</b>, so {n} is "
            f"{'a P' if self.values[n] == 0 else 'an N'}-position. "
            f"P-positions up to {n}: {', '.join(map(str, p_positions))}.<br>"
            f"{period_text(self.period)}"
        )


class OctalExplorer(Explorer):
    """Type an octal code and a heap size: rules, a small graph, sequence, proved period."""

    def __init__(self, code: str, n: int) -> None:
        self.code_box = text_box(code, "code:")
        self.n_box = text_box(n, "n =", "140px")
        self.game: Any = None
        self.values: list[int] = []
        self.period: Any = None
        super().__init__([self.code_box, self.n_box], "Octal game explorer")
        self.initial = (code, n)

    def __repr__(self) -> str:
        return f"octal_explorer({self.initial[0]!r}, {self.initial[1]!r})"

    def compute(self) -> None:
        """Rules in words, the graph of the largest heap ≤ n that fits, sequence, period."""
        game = OctalGame(str(self.code_box.value).strip())
        n = parse_natural(self.n_box.value, "n", high=MAX_GRAPH_N)
        self.step(1)
        heap = n
        while heap > 0:
            G = game_graph(game, heap, max_positions=10**5)
            if G.number_of_nodes() <= MAX_GRAPH_NODES:
                break
            heap -= 1
        else:
            G = game_graph(game, 0)
        rows = list(nx.topological_generations(G))
        widest = max((len(row) for row in rows), default=1)
        fig, ax = plt.subplots(figsize=(MAX_WIDTH_IN, min(max(3.0, 0.5 * len(rows) + 0.8), 7.0)))
        # positions are named beside their nodes while a row of them (a node, about 0.6 em
        # per character of the name at 8 pt, and a gap) fits the page's width
        longest = max((len(str(v)) for v in G), default=1)
        fits = widest * (24.0 + 4.8 * longest + 12.0) <= 0.85 * 72.0 * MAX_WIDTH_IN
        draw_game_graph(G, color_by="grundy", ax=ax, highlight=[heap], labels=fits)
        shown = "" if heap == n else f" (a heap of {n} has too many positions to draw)"
        ax.set_title(f"positions reachable from a heap of {heap}{shown}", fontsize=10)
        show_figure(self.graph_output, fig)
        self.step(2)
        self.period = octal_period(game, PERIOD_SEARCH, progress=False)
        length = SEQUENCE_LENGTH
        if self.period.period is not None:
            length = min(max(length, self.period.preperiod + 2 * self.period.period), 2000)
        self.values = [int(v) for v in grundy_sequence(game, max(length, n + 1), progress=False)]
        fig, ax = plt.subplots(figsize=(SEQUENCE_WIDTH_IN, 2.4))
        shade = None
        if self.period.period is not None and self.period.preperiod + self.period.period <= length:
            shade = (self.period.preperiod, self.period.period)
        plot_grundy_sequence(
            self.values, ax=ax, period=shade, title=f"Grundy values of {game.code}"
        )
        legend_beside(ax)
        show_figure(self.sequence_output, fig)
        self.step(3)
        self.game = game
        rules = "".join(
            f"<li>{html.escape(line)}</li>" for line in game.rules_in_words().splitlines()
        )
        self.summary.value = (
            f"<b>{html.escape(repr(game))}</b><ul>{rules}</ul>"
            f"A heap of {n} has Grundy value <b>{self.values[n]}</b>. {period_text(self.period)}"
        )


def subtraction_explorer(subtraction_set: str = "1, 3, 4", n: int = 14) -> SubtractionExplorer:
    """Explore subtraction games: edit S and n, see the graph, the sequence and its period.

    Parameters
    ----------
    subtraction_set : str
        The allowed takes, as typed: ``"1, 3, 4"``.
    n : int
        The heap whose game graph is drawn (at most 40).

    Returns
    -------
    SubtractionExplorer

    Examples
    --------
    >>> import grundylib as gl
    >>> e = gl.subtraction_explorer("1, 3, 4", 14)
    >>> e.period.preperiod, e.period.period, e.values[:10]
    (0, 7, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0])
    >>> e.set_box.value = "1, x"; e.message.text
    "S must hold positive whole numbers up to 100, got 'x' in '1, x'"
    """
    return SubtractionExplorer(subtraction_set, n)


def octal_explorer(code: str = "0.77", n: int = 12) -> OctalExplorer:
    """Explore octal games: a code gives the rules in words, a graph, the sequence, the period.

    Parameters
    ----------
    code : str
        A Guy–Smith octal code such as ``"0.77"`` (Kayles) or ``"0.07"`` (Dawson's Kayles).
    n : int
        The heap to evaluate and (when small enough) to draw (at most 40).

    Returns
    -------
    OctalExplorer

    Examples
    --------
    >>> import grundylib as gl
    >>> e = gl.octal_explorer("0.77", 12)
    >>> e.period.preperiod, e.period.period
    (71, 12)
    >>> e.code_box.value = "0.78"; e.message.text.startswith("code")
    True
    """
    return OctalExplorer(code, n)


class GraphLabeller(widgets.VBox):  # type: ignore[misc]
    """The reader labels every position of a graph game P or N, then checks the labels."""

    def __init__(self, game: GraphGame, start: Hashable | None = None) -> None:
        super().__init__()
        if not isinstance(game, GraphGame):
            raise InvalidArgumentError(f"game must be a GraphGame, got {game!r}")
        self.game = game
        if start is None:
            self.graph = game_graph(game, next(iter(game.graph.nodes)))
            for node in game.graph.nodes:  # every node, not only those reachable from one
                if node not in self.graph:
                    self.graph = self.merge(self.graph, game_graph(game, node))
        else:
            self.graph = game_graph(game, start)
        self.nodes = sort_positions(self.graph.nodes)
        self.choices = {
            node: widgets.ToggleButtons(
                options=["?", "P", "N"],
                value="?",
                description=str(node),
                style={"button_width": "36px", "description_width": "60px"},
            )
            for node in self.nodes
        }
        self.check_button = widgets.Button(description="Check", button_style="primary")
        self.check_button.on_click(lambda _: self.check())
        self.message = MessageArea()
        self.result = widgets.HTML()
        self.result.add_class("grundy-result")
        self.picture = widgets.Output()
        self.solved = False
        self.children = [
            widgets.HTML(
                "<b>Label each position P or N.</b> Terminal positions are P; a position with a "
                "move to a P-position is N; a position whose moves all lead to N-positions is P."
            ),
            # The picture beside the choices, in two columns, so the whole labeller fits a slide.
            widgets.HBox([self.picture, *self.choice_columns(2)]),
            self.check_button,
            self.message,
            self.result,
        ]
        self.draw(color_by="none")

    def choice_columns(self, count: int) -> list[widgets.VBox]:
        """The choices in ``count`` columns of about equal length."""
        choices = list(self.choices.values())
        size = -(-len(choices) // count)
        return [widgets.VBox(choices[i : i + size]) for i in range(0, len(choices), size)]

    @staticmethod
    def merge(a: Any, b: Any) -> Any:
        """The union of two labelled graphs of the same game."""
        return nx.compose(a, b)

    def draw(self, color_by: Any) -> None:
        """Draw the graph, uncoloured until the labels are right."""
        fig, ax = plt.subplots(figsize=(4.6, 2.8))
        draw_game_graph(self.graph, color_by=color_by, layout="layers", ax=ax)
        show_figure(self.picture, fig)

    @guarded
    def check(self) -> None:
        """Compare the labels with the true outcomes and say which are wrong."""
        missing = [n for n in self.nodes if self.choices[n].value == "?"]
        if missing:
            raise InvalidArgumentError(
                f"label every position first; still unlabelled: {', '.join(map(str, missing))}"
            )
        wrong = [
            n
            for n in self.nodes
            if self.choices[n].value != ("P" if grundy(self.game, n) == 0 else "N")
        ]
        self.solved = not wrong
        if wrong:
            self.result.value = (
                f"<span style='color:#B00020'>{len(self.nodes) - len(wrong)} of "
                f"{len(self.nodes)} right. Look again at: {html.escape(', '.join(map(str, wrong)))}"
                "</span>"
            )
        else:
            self.result.value = (
                "<span style='color:#006B3C'><b>All right!</b> The picture now shows the "
                "outcome classes.</span>"
            )
            self.draw(color_by="outcome")

    def label(self, labels: dict[Hashable, str]) -> None:
        """Set several labels at once, ``{node: "P" or "N"}`` (used by tests and lessons)."""
        for node, value in labels.items():
            self.choices[node].value = value

    def __repr__(self) -> str:
        return f"label_positions({self.game!r})"


def label_positions(game: GraphGame, start: Hashable | None = None) -> GraphLabeller:
    """Label the positions of a graph game P or N, and get them checked.

    Parameters
    ----------
    game : GraphGame
        The game (no cycles).
    start : hashable, optional
        Only the positions reachable from ``start``; every node when None.

    Returns
    -------
    GraphLabeller

    Examples
    --------
    >>> import grundylib as gl
    >>> w = gl.label_positions(gl.GraphGame({"a": ["b", "c"], "b": ["c"], "c": []}))
    >>> w.label({"a": "P", "b": "N", "c": "P"}); w.check(); w.solved
    False
    >>> w.label({"a": "N"}); w.check(); w.solved
    True
    """
    return GraphLabeller(game, start)
