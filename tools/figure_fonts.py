"""How big a figure's text is where a reader sees it, and whether any of it is cut off or hidden.

A lesson's figure is a PNG that JupyterLab shows one image pixel per CSS pixel, the book and the
handouts at most as wide as their text column: a figure wider than that column is scaled down,
and its text with it. :func:`measure_figure` draws a matplotlib figure once (off screen) and
reports, for every text it actually draws (titles, tick labels, legends, annotations, networkx
labels, table cells), the font size a reader sees, in CSS points::

    shown_pt = size_pt * (px_per_inch / 96) * min(largest, DISPLAY_WIDTH_PX / figure_width_px)

where ``px_per_inch`` is the CSS pixels per figure inch (``figure.dpi`` for a PNG, also a
"retina" one, which the browser shows at half its pixel size; 96 for SVG and PDF), and
``figure_width_px`` the width of the saved picture in CSS pixels (the tight bounding box when
saved with ``bbox_inches="tight"``, as the inline backend does), and ``largest`` the largest scale a
figure is printed at: 1 for SVG and PDF, :data:`PRINTED_PNG_SCALE` for a PNG (a handout prints
a retina PNG, which has two pixels per CSS pixel, at 200 ppi: 96 % of its size on screen).

:data:`DISPLAY_WIDTH_PX` is 688 CSS px: the text column of an A4 handout (210 mm less two 14 mm
margins, at 96 px per inch). The book's column and a JupyterLab output on a laptop are about as
wide or wider, so the handout is the narrowest place a figure is shown.

Besides the size, a text is flagged when

* it is *clipped*: part of it lies outside its clip box (an Axes, for networkx labels) or
  outside the saved picture;
* it *crosses a node's rim*: it is neither inside nor clear of a big round marker (a node of a
  networkx drawing), so the rim is drawn through the letters;
* it *overlaps* another text by more than a fifth of the smaller one's area, or comes closer to
  it than a sixth of an em, so the two run together (digits in neighbouring cells).

Used by ``tests/test_figure_fonts.py`` (in the lessons' kernels) and by its unit tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.collections import PathCollection
from matplotlib.figure import Figure, SubFigure
from matplotlib.text import Text
from matplotlib.transforms import Bbox

__all__ = ["DISPLAY_WIDTH_PX", "MIN_FONT_PT", "PRINTED_PNG_SCALE", "FigureReport", "ShownText", "measure_figure"]

DISPLAY_WIDTH_PX = 688.0
"""The widest a figure is shown, in CSS px: an A4 handout's text column (182 mm)."""

PRINTED_PNG_SCALE = 2 * 96 / 200
"""A PNG's size in a handout over its size on screen: two pixels per CSS pixel, printed at 200 ppi."""

MIN_FONT_PT = 8.0
"""The smallest readable font, in points at the size the figure is shown."""

OVERLAP_SHARE = 0.2
"""Two texts overlap when they share more than this share of the smaller one's box."""

GAP_EM = 1 / 6
"""Texts side by side with less space between them than this (in em) read as one word."""

NODE_MIN_AREA = 100.0
"""A round marker at least this big (pt², matplotlib's ``s``) counts as a node with a rim."""


@dataclass(frozen=True)
class ShownText:
    """One drawn text: what it says, how big it is where shown, and what is wrong with it."""

    text: str
    shown_pt: float
    clipped: bool = False
    on_rim: bool = False
    overlaps: str | None = None

    def problems(self, min_pt: float = MIN_FONT_PT) -> list[str]:
        """What is wrong with this text, in words (empty when nothing is)."""
        found = []
        if self.shown_pt < min_pt - 1e-6:
            found.append(f"{self.shown_pt:.1f} pt")
        if self.clipped:
            found.append("clipped")
        if self.on_rim:
            found.append("on a node's rim")
        if self.overlaps is not None:
            found.append(f"overlaps {self.overlaps!r}")
        return found


@dataclass(frozen=True)
class FigureReport:
    """The texts of one figure as shown, with the figure's shown width and scale."""

    width_px: float
    scale: float
    texts: list[ShownText] = field(default_factory=list)

    @property
    def smallest_pt(self) -> float:
        """The smallest shown font size (infinity for a figure without text)."""
        return min((t.shown_pt for t in self.texts), default=math.inf)

    def problems(self, min_pt: float = MIN_FONT_PT) -> list[str]:
        """One line per faulty text: the text and what is wrong with it."""
        return [
            f"{t.text!r}: {', '.join(found)}"
            for t in self.texts
            if (found := t.problems(min_pt))
        ]


@contextmanager
def _recording_texts(drawn: list[Text]) -> Iterator[None]:
    """Collect every Text that draws something while the block runs."""
    original = Text.draw

    def draw(self: Text, renderer: Any) -> None:
        if self.get_visible() and self.get_text().strip() and self not in drawn:
            drawn.append(self)
        original(self, renderer)

    Text.draw = draw  # type: ignore[method-assign]
    try:
        yield
    finally:
        Text.draw = original  # type: ignore[method-assign]


def _clip_region(text: Text) -> Bbox | None:
    """The display box a text is clipped to, or None when it is not clipped."""
    if not text.get_clip_on():
        return None
    boxes = []
    box = text.get_clip_box()
    if box is not None:
        boxes.append(Bbox(box.get_points()))
    path = text.get_clip_path()
    if path is not None:
        boxes.append(path.get_fully_transformed_path().get_extents())  # type: ignore[union-attr]
    if not boxes:
        return None
    return Bbox.intersection(*boxes) if len(boxes) > 1 else boxes[0]


def _inside(inner: Bbox, outer: Bbox | None, tolerance: float = 1.0) -> bool:
    return outer is None or (
        inner.x0 >= outer.x0 - tolerance
        and inner.y0 >= outer.y0 - tolerance
        and inner.x1 <= outer.x1 + tolerance
        and inner.y1 <= outer.y1 + tolerance
    )


def _nodes(figure: Figure) -> list[tuple[float, float, float]]:
    """Centre and radius (display px) of every big round marker: the nodes of a graph."""
    circles = []
    for collection in figure.findobj(PathCollection):
        if not collection.get_visible() or collection.axes is None:
            continue
        sizes = collection.get_sizes()
        offsets = collection.get_offsets()
        if len(sizes) == 0 or len(offsets) == 0:
            continue
        transform = collection.get_offset_transform()
        centres = transform.transform(offsets)
        for i, (x, y) in enumerate(centres):
            size = float(sizes[i % len(sizes)])
            if size >= NODE_MIN_AREA:
                radius = math.sqrt(size) / 2 * figure.dpi / 72
                circles.append((float(x), float(y), radius))
    return circles


def _crosses_rim(box: Bbox, circles: list[tuple[float, float, float]]) -> bool:
    """Whether ``box`` is neither inside nor clear of one of the circles (2 px slack)."""
    for x, y, r in circles:
        nearest_x = min(max(x, box.x0), box.x1)
        nearest_y = min(max(y, box.y0), box.y1)
        touches = math.hypot(nearest_x - x, nearest_y - y) < r - 2.0
        far = max(math.hypot(cx - x, cy - y) for cx in (box.x0, box.x1) for cy in (box.y0, box.y1))
        if touches and far > r + 2.0:
            return True
    return False


def _runs_into(a: Bbox, b: Bbox, gap: float) -> bool:
    """Whether ``b`` is on ``a``'s line and closer to it than ``gap`` px (or overlapping)."""
    shared_height = min(a.y1, b.y1) - max(a.y0, b.y0)
    if shared_height < 0.5 * min(a.height, b.height):
        return False
    return max(b.x0 - a.x1, a.x0 - b.x1) < gap


def _overlap(a: Bbox, b: Bbox) -> float:
    """Share of the smaller box that the other covers."""
    width = min(a.x1, b.x1) - max(a.x0, b.x0)
    height = min(a.y1, b.y1) - max(a.y0, b.y0)
    if width <= 0 or height <= 0:
        return 0.0
    smaller = min(a.width * a.height, b.width * b.height)
    return width * height / smaller if smaller > 0 else 0.0


def measure_figure(
    figure: Figure | SubFigure,
    *,
    fmt: str = "png",
    tight: bool = True,
    display_width: float = DISPLAY_WIDTH_PX,
) -> FigureReport:
    """Draw ``figure`` off screen and report each drawn text's size where it is shown.

    Parameters
    ----------
    figure : matplotlib.figure.Figure
        The figure, as it is about to be saved or shown.
    fmt : str, optional
        The saved format: ``"png"`` (also "retina", shown at ``figure.dpi`` CSS px per inch)
        or a vector format (``"svg"``, ``"pdf"``: 96 CSS px per inch).
    tight : bool, optional
        Whether it is saved with ``bbox_inches="tight"`` (the inline backend's default).
    display_width : float, optional
        The widest the picture is shown, in CSS px.

    Returns
    -------
    FigureReport

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(4, 3), dpi=96)
    >>> _ = fig.add_subplot().set_title("hello", fontsize=9)
    >>> report = measure_figure(fig)
    >>> [t.shown_pt for t in report.texts if t.text == "hello"]  # printed at 96 %
    [8.64]
    """
    root = figure.get_figure(root=True) if isinstance(figure, SubFigure) else figure
    assert isinstance(root, Figure)
    dpi = float(root.dpi)
    renderer = RendererAgg(int(root.bbox.width), int(root.bbox.height), dpi)
    drawn: list[Text] = []
    with _recording_texts(drawn):
        root.draw(renderer)
    saved = root.bbox
    width_in = root.get_figwidth()
    if tight:
        from matplotlib import rcParams

        box = root.get_tightbbox(renderer)
        pad_in = float(rcParams["savefig.pad_inches"])
        width_in = float(box.width) + 2 * pad_in
        saved = Bbox.from_extents(
            (box.x0 - pad_in) * dpi, (box.y0 - pad_in) * dpi,
            (box.x1 + pad_in) * dpi, (box.y1 + pad_in) * dpi,
        )
    bitmap = fmt in ("png", "retina", "jpg", "jpeg")
    px_per_inch = dpi if bitmap else 96.0
    width_px = width_in * px_per_inch
    scale = min(PRINTED_PNG_SCALE if bitmap else 1.0, display_width / width_px)
    circles = _nodes(root)
    boxes = [t.get_window_extent(renderer) for t in drawn]
    # words closer than a sixth of an em (at the larger text's size) run together
    gaps = [GAP_EM * float(t.get_fontsize()) * dpi / 72 for t in drawn]
    shown = []
    for i, (text, box) in enumerate(zip(drawn, boxes, strict=True)):
        clipped = not _inside(box, _clip_region(text)) or not _inside(box, saved)
        overlaps = next(
            (
                other.get_text()
                for j, other in enumerate(drawn)
                if j != i
                and (_overlap(box, boxes[j]) > OVERLAP_SHARE or _runs_into(box, boxes[j], gaps[i]))
            ),
            None,
        )
        shown.append(
            ShownText(
                text=text.get_text(),
                shown_pt=round(float(text.get_fontsize()) * px_per_inch / 96 * scale, 2),
                clipped=clipped,
                on_rim=_crosses_rim(box, circles),
                overlaps=overlaps,
            )
        )
    return FigureReport(width_px=round(float(width_px), 1), scale=round(float(scale), 3), texts=shown)


RECORDED: list[dict[str, Any]] = []
"""What :func:`install_recorder` saw since the last :func:`take_records`."""


def install_recorder(display_width: float = DISPLAY_WIDTH_PX) -> None:
    """Measure every figure as it is saved or shown (inline backend, ``savefig``, ``_repr_png_``).

    Wraps ``FigureCanvasBase.print_figure``, through which every saved or displayed matplotlib
    figure passes; each call appends a record to :data:`RECORDED`.
    """
    from matplotlib import rcParams
    from matplotlib.backend_bases import FigureCanvasBase

    original = FigureCanvasBase.print_figure
    if getattr(original, "measures_fonts", False):
        return
    busy: list[bool] = []

    def print_figure(self: FigureCanvasBase, filename: Any, *args: Any, **kwargs: Any) -> Any:
        if not busy:
            busy.append(True)
            try:
                fmt = kwargs.get("format") or rcParams["savefig.format"]
                if isinstance(filename, str) and "." in filename and not kwargs.get("format"):
                    fmt = filename.rsplit(".", 1)[1]
                tight = (kwargs.get("bbox_inches") or rcParams["savefig.bbox"]) == "tight"
                report = measure_figure(
                    self.figure, fmt=str(fmt).lower(), tight=tight, display_width=display_width
                )
                title = next(
                    (ax.get_title() for ax in self.figure.axes if ax.get_title()), ""
                ) or (getattr(self.figure, "_suptitle", None) and self.figure._suptitle.get_text())
                RECORDED.append(
                    {
                        "title": title or "",
                        "format": str(fmt),
                        "width_px": report.width_px,
                        "scale": report.scale,
                        "smallest_pt": report.smallest_pt,
                        "problems": report.problems(),
                    }
                )
            except Exception as error:  # a measurement must never break the lesson
                RECORDED.append({"title": "", "error": repr(error), "problems": [repr(error)]})
            finally:
                busy.clear()
        return original(self, filename, *args, **kwargs)

    print_figure.measures_fonts = True  # type: ignore[attr-defined]
    FigureCanvasBase.print_figure = print_figure  # type: ignore[method-assign]


def take_records() -> list[dict[str, Any]]:
    """Return and forget what the recorder saw."""
    taken = list(RECORDED)
    RECORDED.clear()
    return taken
