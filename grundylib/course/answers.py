"""Answers that stay closed until the student opens them.

A lesson asks first and tells afterwards. A cell that *computes* an answer (a nim-sum, a table,
a picture) shows it through :func:`reveal`: whatever the block prints or displays is gathered
into one closed disclosure box, "**Reveal** (click to open)", that JupyterLab, the course
website, the slides and the printed handouts all show closed. Running the whole notebook
therefore never puts an answer in plain view.

Its plain-text form is only the summary line, so an export without HTML (plain text, a
terminal) shows no answer either; the HTML holds the gathered text, so a notebook checker that
compares outputs still compares every number the answer states.
"""

from __future__ import annotations

import base64
import html
import io
import sys
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass, field
from typing import Any

from .._png import sharp_png
from ..core import InvalidArgumentError

__all__ = ["RevealedAnswer", "reveal"]

SUMMARIES = ("Reveal", "Model answer", "Solution", "Answer", "揭晓", "参考答案", "解答", "答案")
"""The words a closed answer may carry on its summary line: none gives anything away (the last
four are the Chinese edition's words for the first four)."""


def _click_to_open(summary: str) -> str:
    """The words after the summary that say how to open the box, in the summary's language."""
    return "（点击展开）" if summary in SUMMARIES[4:] else " (click to open)"


@dataclass
class RevealedAnswer:
    """What a :func:`reveal` block showed, displayed as one closed box.

    Parameters
    ----------
    summary : str
        The word on the closed box, one of :data:`SUMMARIES`.
    parts : list of (str, str)
        The pieces shown, in order: ``("text", s)`` or ``("html", s)`` (pictures are ``<img>``
        elements with two image pixels per CSS pixel).

    Examples
    --------
    >>> box = RevealedAnswer("Reveal", [("text", "nim-sum: 9\\n")])
    >>> print(box)
    Reveal (click to open)
    >>> box.text
    'nim-sum: 9'
    >>> box._repr_html_().startswith("<details")
    True
    >>> print(RevealedAnswer("揭晓"))
    揭晓（点击展开）
    """

    summary: str
    parts: list[tuple[str, str]] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The text the block printed (and the plain forms of what it displayed)."""
        return "".join(text for kind, text in self.parts if kind == "text").rstrip("\n")

    def __str__(self) -> str:
        return f"{self.summary}{_click_to_open(self.summary)}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        body = []
        for kind, content in self.parts:
            if kind == "text":
                body.append(f"<pre>{html.escape(content.rstrip(chr(10)))}</pre>")
            else:
                body.append(content)
        return (f"<details><summary><b>{self.summary}</b>{_click_to_open(self.summary)}</summary>\n"
                + "\n".join(body) + "\n</details>")

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _figure_img(figure: Any) -> str:
    """An ``<img>`` of ``figure``, sharp (two pixels per CSS pixel) at the size Jupyter shows it."""
    data, width, height = sharp_png(figure)
    png = base64.b64encode(data).decode("ascii")
    return f'<img alt="figure" width="{width}" height="{height}" src="data:image/png;base64,{png}"/>'



class _Gatherer(io.StringIO):
    """Standard output inside a reveal block: text kept in order with the displayed objects."""

    def __init__(self, parts: list[tuple[str, str]]) -> None:
        super().__init__()
        self.parts = parts

    def write(self, s: str) -> int:
        if s:
            if self.parts and self.parts[-1][0] == "text":
                self.parts[-1] = ("text", self.parts[-1][1] + s)
            else:
                self.parts.append(("text", s))
        return len(s)


@contextmanager
def reveal(summary: str = "Reveal") -> Iterator[RevealedAnswer]:
    """Show what the block prints and draws as one closed box the student clicks to open.

    Inside the block, ``print`` and ``display`` (and ``plt.show()``) are gathered instead of
    shown; figures still open at the end are gathered too and closed. When the block ends,
    one output is displayed: a closed ``<details>`` box whose summary line is *summary*.

    Parameters
    ----------
    summary : str, default "Reveal"
        The word on the closed box: "Reveal", "Model answer", "Solution" or "Answer" (or
        their Chinese, "揭晓", "参考答案", "解答", "答案", in the Chinese edition).

    Yields
    ------
    RevealedAnswer
        The box being filled (shown when the block ends).

    Raises
    ------
    InvalidArgumentError
        If *summary* is not one of the neutral words.

    Examples
    --------
    >>> with reveal() as box:
    ...     print("22 xor 51 =", 22 ^ 51)
    22 xor 51 = 37
    >>> box.parts
    [('text', '22 xor 51 = 37\\n')]
    """
    if summary not in SUMMARIES:
        raise InvalidArgumentError(f"summary must be one of {list(SUMMARIES)}, got {summary!r}")
    box = RevealedAnswer(summary)
    gatherer = _Gatherer(box.parts)
    shell = _shell()
    pyplot = _pyplot_if_loaded()
    before = set(pyplot.get_fignums()) if pyplot is not None else set()
    restore = _divert_display(shell, box.parts) if shell is not None else None
    try:
        with redirect_stdout(gatherer):
            yield box
    finally:
        if restore is not None:
            restore()
        pyplot = _pyplot_if_loaded()
        if pyplot is not None:
            for number in sorted(set(pyplot.get_fignums()) - before):
                figure = pyplot.figure(number)
                box.parts.append(("html", _figure_img(figure)))
                pyplot.close(figure)
    _show(shell, box)


def _shell() -> Any:
    """The running IPython shell, or None outside IPython."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with Jupyter
        return None
    return get_ipython()


def _pyplot_if_loaded() -> Any:
    """``matplotlib.pyplot`` if something has loaded it already (a reveal never loads it)."""
    return sys.modules.get("matplotlib.pyplot")


def _divert_display(shell: Any, parts: list[tuple[str, str]]) -> Any:
    """Route IPython's ``display`` (and the inline ``plt.show``) into *parts*; return an undo."""
    publisher = shell.display_pub
    original = publisher.publish

    def publish(data: dict[str, Any], metadata: Any = None, *args: Any, **kwargs: Any) -> None:
        if "image/png" in data:
            png = data["image/png"]
            png = png if isinstance(png, str) else base64.b64encode(png).decode()
            size = (metadata or {}).get("image/png", {})  # a retina figure's size to show it at
            shown = "".join(f' {key}="{size[key]}"' for key in ("width", "height") if key in size)
            parts.append(("html", f'<img alt="figure"{shown} src="data:image/png;base64,{png}"/>'))
        elif "text/html" in data:
            parts.append(("html", data["text/html"]))
            if "text/plain" in data:
                parts.append(("text", data["text/plain"] + "\n"))
        elif "text/plain" in data:
            parts.append(("text", data["text/plain"] + "\n"))

    publisher.publish = publish

    def restore() -> None:
        publisher.publish = original

    return restore


def _show(shell: Any, box: RevealedAnswer) -> None:
    if shell is None:  # a plain Python session: nobody to click, so the text is shown
        print(box.text)
        return
    from IPython.display import display

    display(box)  # type: ignore[no-untyped-call]
