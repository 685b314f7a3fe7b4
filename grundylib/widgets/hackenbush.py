"""The Green Hackenbush player: cut an edge of a picture, and what loses the ground falls.

The picture is redrawn after each cut with its edges numbered piece by piece, bottom up and
left to right. The student cuts an edge by clicking it in the picture (the click reaches the
kernel through ipyevents), or with the row of numbered buttons below it, which works from the
keyboard too. The computer plays a winning cut when there is one, found by the colon and fusion
principles; the hint names a winning cut and the values that make it win.
"""

from __future__ import annotations

import io
import itertools
import math
from collections.abc import Hashable, Sequence
from typing import Any

import ipyevents
import ipywidgets as widgets
import matplotlib.pyplot as plt

from ..core import InvalidArgumentError, InvalidPositionError, nim_sum
from ..games.hackenbush import (
    GreenHackenbush,
    Picture,
    cut_at,
    edge_numbers,
    hackenbush_pieces,
    hackenbush_position,
    hackenbush_value,
)
from ..hackenbush_plot import draw_hackenbush, hackenbush_layout
from .common import clear, guarded
from .player import COMPUTER, YOU, GamePlayer

__all__ = ["HackenbushPlayer", "play_hackenbush"]

MAX_PLAYER_EDGES = 40
"""The most edges a picture in the player may have (one button per edge)."""

PICTURE_DPI = 100
"""CSS pixels per inch of the picture the student clicks (the coordinates of :attr:`edge_lines`)."""
PIXEL_DENSITY = 2
"""Image pixels per CSS pixel of that picture: sharp on a high-resolution screen and on paper."""
CLICK_TOLERANCE = 14.0
"""How far from an edge, in pixels of the picture, a click still cuts it."""

Polyline = list[tuple[float, float]]


def _edge_lines(numbers: Sequence[int], patches: Sequence[Any], height: float
                ) -> dict[int, Polyline]:
    """Each edge's drawn path in the picture's pixels (y down), by edge number.

    :func:`grundylib.draw_hackenbush` adds one patch per edge, in the position's order.
    """
    lines: dict[int, Polyline] = {}
    for number, patch in zip(numbers, patches, strict=False):
        path = patch.get_transform().transform_path(patch.get_path())
        polygons: list[Any] = path.to_polygons(closed_only=False)
        lines[number] = [(float(px), height - float(py)) for polygon in polygons
                         for px, py in polygon]
    return lines


def distance_to_polyline(x: float, y: float, line: Sequence[tuple[float, float]]) -> float:
    """The distance from the point (x, y) to a polyline (a single point if it has one vertex).

    Examples
    --------
    >>> distance_to_polyline(0.0, 1.0, [(-1.0, 0.0), (1.0, 0.0)])
    1.0
    >>> distance_to_polyline(3.0, 4.0, [(0.0, 0.0)])
    5.0
    """
    if len(line) == 1:
        return math.hypot(x - line[0][0], y - line[0][1])
    best = math.inf
    for (ax, ay), (bx, by) in itertools.pairwise(line):
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy
        t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / length))
        best = min(best, math.hypot(x - ax - t * dx, y - ay - t * dy))
    return best


class HackenbushPlayer(GamePlayer):
    """Play Green Hackenbush on a picture against the computer.

    Parameters
    ----------
    picture : tuple of edges, list of edges, or networkx graph
        The starting picture (anything :func:`grundylib.hackenbush_position` accepts),
        at most 40 edges. Its edges are numbered 1, 2, ... piece by piece from the left,
        bottom up within a piece, as ``draw_hackenbush(..., numbered=True)`` numbers them (see
        :func:`grundylib.games.hackenbush.edge_numbers`), and keep their numbers while the
        game goes on.
    computer_starts : bool, optional
        Whether the computer cuts first.
    seed : int, optional
        Breaks ties between equally small cuts of the computer.

    Attributes
    ----------
    hint_edge : int or None
        The number of the edge the last hint suggests cutting.

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 6 "Green Hackenbush".
    """

    def __init__(self, picture: Any, *, computer_starts: bool = False, seed: int = 0) -> None:
        start = hackenbush_position(picture)
        if len(start) > MAX_PLAYER_EDGES:
            raise InvalidPositionError(
                f"picture must have at most {MAX_PLAYER_EDGES} edges to play, got {len(start)}"
            )
        self.start_edges: Picture = start
        self.picture_layout = hackenbush_layout(start)
        self.hint_edge: int | None = None
        self.edge_lines: dict[int, Polyline] = {}
        self.picture = widgets.Image(format="png")
        self.picture.add_class("grundy-hackenbush-picture")
        self.picture_clicks = ipyevents.Event(source=self.picture, watched_events=["click"])
        self.picture_clicks.on_dom_event(self._clicked)
        self.edges_left = widgets.HTML()
        self.edges_left.add_class("grundy-hackenbush-edges")
        super().__init__(
            GreenHackenbush(),
            start,
            computer_starts=computer_starts,
            seed=seed,
            title="Green Hackenbush: cut an edge; whatever loses touch with the ground falls",
        )
        self.add_class("grundy-hackenbush")

    # --- edges and their numbers ---------------------------------------------------------

    def edge_numbers(self, position: Hashable | None = None) -> list[int]:
        """The number of each edge of ``position`` (default: the current one), in its order.

        Edges are numbered in the start picture piece by piece from the left, bottom up within
        a piece; parallel copies of an edge take that edge's numbers in turn, so every edge
        keeps the number it was drawn with.
        """
        return edge_numbers(self.edges(position), self.start_edges)

    def edge_at(self, x: float, y: float) -> int | None:
        """The number of the standing edge drawn nearest the pixel (x, y) of the picture.

        None when no edge passes within :data:`CLICK_TOLERANCE` pixels of the point.
        """
        if not self.edge_lines:
            return None
        number, line = min(self.edge_lines.items(),
                           key=lambda item: distance_to_polyline(x, y, item[1]))
        return number if distance_to_polyline(x, y, line) <= CLICK_TOLERANCE else None

    def _clicked(self, event: dict[str, Any]) -> None:
        """A click on the picture: cut the edge under it."""
        # ipyevents reports a click on an image in the image's own pixels
        x = float(event.get("dataX", -1e9)) / PIXEL_DENSITY
        y = float(event.get("dataY", -1e9)) / PIXEL_DENSITY
        number = self.edge_at(x, y)
        if number is None:
            self.message.text = "click on an edge (or its number) to cut it"
            return
        self.cut(number)

    def edges(self, position: Hashable | None = None) -> Picture:
        """The edges of ``position`` (default: the current one)."""
        found = self.position if position is None else position
        assert isinstance(found, tuple)
        return found

    def after_cut(self, number: int) -> Picture:
        """The picture after cutting edge ``number`` of the current picture."""
        numbers = self.edge_numbers()
        if number not in numbers:
            raise InvalidArgumentError(
                f"edge must be the number of an edge still standing, got {number!r}"
            )
        return cut_at(self.edges(), numbers.index(number))

    def cut_number(self, before: Hashable, after: Hashable) -> int:
        """The number of the edge whose cut turns ``before`` into ``after``."""
        edges = self.edges(before)
        numbers = self.edge_numbers(before)
        return next(numbers[i] for i in range(len(edges)) if cut_at(edges, i) == after)

    @guarded
    def cut(self, number: Any) -> None:
        """Cut edge ``number`` (the student's move); the computer answers."""
        if self.winner is not None:
            raise InvalidArgumentError("the game is over; press New game to play again")
        self.play(self.after_cut(number))

    # --- the computer and the hint, by the colon and fusion principles --------------------

    def winning_cuts(self) -> list[Picture]:
        """The pictures after each winning cut (value 0), in edge order."""
        edges = self.edges()
        options = [cut_at(edges, i) for i in range(len(edges))]
        return list(dict.fromkeys(o for o in options if hackenbush_value(o) == 0))

    def computer_turn(self) -> None:
        """A winning cut when there is one; else the cut that drops the fewest edges."""
        wins = self.winning_cuts()
        if wins:
            self.apply(COMPUTER, wins[0])
            return
        options = self.options()
        most = max(len(o) for o in options)  # type: ignore[arg-type]
        smallest = [o for o in options if len(o) == most]  # type: ignore[arg-type]
        self.apply(COMPUTER, smallest[self.rng.randrange(len(smallest))])

    @guarded
    def hint(self) -> None:
        """Show a winning cut and why it wins, or explain that there is none."""
        if self.winner is not None:
            raise InvalidArgumentError("the game is over; press New game to play again")
        wins = self.winning_cuts()
        clear(self.hint_output)
        if wins:
            self.last_hint = wins[0]
            self.hint_edge = self.cut_number(self.position, wins[0])
            self.last_hint_text = self.hint_reason(wins[0])
        else:
            self.last_hint = None
            self.hint_edge = None
            self.last_hint_text = self.no_win_reason()
        self.hint_text.value = f"<div class='grundy-hint'>💡 {self.last_hint_text}</div>"
        self.render_board()

    def pieces_text(self, position: Hashable) -> str:
        """``pieces worth 3, 2 and 1, nim-sum 0``."""
        values = [hackenbush_value(p) for p in hackenbush_pieces(position)]
        if not values:
            return "nothing is left (value 0)"
        if len(values) == 1:
            return f"one piece on the ground, worth {values[0]}"
        listed = ", ".join(map(str, values[:-1])) + f" and {values[-1]}"
        return f"{len(values)} pieces on the ground worth {listed}, nim-sum {nim_sum(*values)}"

    def hint_reason(self, move: Hashable) -> str:
        """The values before and after the cut, piece by piece."""
        number = self.cut_number(self.position, move)
        return (
            f"<b>Cut edge {number}</b> (shown in red). Now: {self.pieces_text(self.position)}, "
            f"so the picture has value {hackenbush_value(self.position)} ≠ 0 (fuse each cycle "
            "into loops, then add 1 to each branch's value and nim-add the branches at each "
            f"vertex). After the cut: {self.pieces_text(move)}, value 0, a P-position."
        )

    def no_win_reason(self) -> str:
        """What a hint says on a P-position."""
        return (
            f"No winning cut: {self.pieces_text(self.position)}, so the picture has value 0, a "
            "P-position, and every cut leaves a non-zero value. Cut high up, where little falls, "
            "and hope the computer goes wrong (it will not)."
        )

    # --- display -----------------------------------------------------------------------------

    def describe(self, before: Hashable, after: Hashable) -> str:
        """``cut edge 4 (2 more edges fall)``."""
        number = self.cut_number(before, after)
        fallen = len(self.edges(before)) - len(self.edges(after)) - 1
        more = f" ({fallen} more edges fall)" if fallen > 1 else " (1 more edge falls)" * fallen
        return f"cut edge {number}{more}"

    def render_board(self) -> None:
        """The picture with numbered edges (the hinted cut in red), and the edges left.

        The picture is a PNG whose pixels are the coordinates of a click on it: each edge's
        drawn path, in those pixels, is kept in :attr:`edge_lines` to find the edge clicked.
        """
        if self.last_hint is None:
            self.hint_edge = None
        numbers = self.edge_numbers()
        highlight = {numbers.index(self.hint_edge)} if self.hint_edge in numbers else set()
        fig, ax = plt.subplots(figsize=(5.6, 2.8), dpi=PICTURE_DPI)
        fig.subplots_adjust(left=0.01, right=0.99, bottom=0.01, top=0.99)
        try:
            draw_hackenbush(
                self.edges(),
                ax,
                layout=self.picture_layout,
                edge_labels=numbers,
                highlight=highlight,
            )
            fig.canvas.draw()
            self.edge_lines = _edge_lines(numbers, ax.patches, float(fig.bbox.height))
            buffer = io.BytesIO()
            fig.savefig(buffer, format="png", dpi=PICTURE_DPI * PIXEL_DENSITY)
            self.picture.value = buffer.getvalue()
            self.picture.layout.width = f"{round(fig.bbox.width)}px"
        finally:
            plt.close(fig)
        left = len(numbers)
        self.edges_left.value = (
            f"{left} edge{'s' if left != 1 else ''} standing: click an edge to cut it"
            if left else "no edge left"
        )
        self.board.children = [self.picture, self.edges_left]

    def render_moves(self) -> None:
        """A button per standing edge, in number order: ✂ and its number (the keyboard's way)."""
        if self.winner is not None or self.to_move != YOU:
            self.moves_box.children = []
            return
        buttons = []
        standing = sorted(zip(self.edge_numbers(), self.edges(), strict=True))
        for number, (u, v) in standing:
            button = widgets.Button(
                description=f"✂ {number}",
                layout=widgets.Layout(width="auto"),
                tooltip=f"cut edge {number}: {u}–{v}",
            )
            button.add_class("grundy-cut")
            button.on_click(lambda _, n=number: self.cut(n))
            buttons.append(button)
        self.moves_box.children = buttons

    def __repr__(self) -> str:
        return f"HackenbushPlayer({self.start_edges!r})"


def play_hackenbush(
    picture: Any, *, computer_starts: bool = False, seed: int = 0
) -> HackenbushPlayer:
    """Play Green Hackenbush on ``picture`` against the computer.

    Parameters
    ----------
    picture : tuple of edges, list of edges, or networkx graph
        The starting picture, at most 40 edges.
    computer_starts : bool, optional
        Whether the computer cuts first.
    seed : int, optional
        Breaks ties between equally small cuts of the computer.

    Returns
    -------
    HackenbushPlayer

    Examples
    --------
    >>> import grundylib as gl
    >>> p = gl.play_hackenbush(gl.hackenbush_sum(gl.bamboo(3), gl.tree([[[], []]])))
    >>> [b.description for b in p.moves_box.children]
    ['✂ 1', '✂ 2', '✂ 3', '✂ 4', '✂ 5', '✂ 6']
    >>> p.hint(); p.hint_edge, gl.hackenbush_value(p.last_hint)
    (2, 0)
    >>> p.cut(2); p.last_move.value
    'Computer: cut edge 5'
    >>> p.cut(9); p.message.text
    'edge must be the number of an edge still standing, got 9'
    """
    return HackenbushPlayer(picture, computer_starts=computer_starts, seed=seed)
