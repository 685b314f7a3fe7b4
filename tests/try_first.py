"""What the "try first" browser tests share: the answers of a lesson as text, and what a page shows.

A cell tagged ``solution`` or ``reveal`` holds an answer. :func:`answer_snippets` turns each such
cell into short, distinctive pieces of its text as a reader would see them once it is open: the
sentences of a written answer (rendered Markdown, split at every formula, so no LaTeX is
matched), the lines of a code cell below its first line (the first line is the neutral
"# Solution (click to open)" a collapsed cell shows), and the lines its saved outputs print.
A piece that also appears in a cell that is *not* an answer is dropped: it would be on the page
anyway.

:data:`VISIBLE_TEXT_JS` collects the text a reader can see under a page element: only text
nodes whose element is rendered (``Element.checkVisibility``: not ``display: none``, not inside
a closed ``<details>``, not transparent or ``visibility: hidden``). Closed answers are in the DOM;
this sees past them the way a reader does.

Both sides are compared after :func:`normalize` (words only, lower case), so typography (curly
quotes, dashes, syntax highlighting split into spans) does not hide a leak.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping
from html.parser import HTMLParser
from typing import Any

import nbformat
from markdown_it import MarkdownIt

PRE = re.compile(r"<pre>(.*?)</pre>", re.DOTALL)
"""The text blocks inside a closed answer box that gl.course.reveal() displays."""

ANSWER_TAGS = frozenset({"solution", "reveal"})

_MD = MarkdownIt("commonmark").enable("table")
_MATH = re.compile(
    r"\$\$.+?\$\$|(?<!\\)\$.+?(?<!\\)\$|\\begin\{(\w+\*?)\}.+?\\end\{\1\}", re.S
)
_MATH_MARK = "\u2063"  # stands for a formula; pieces are never cut across one
_SUMMARY = re.compile(r"<summary>.*?</summary>", re.S | re.I)
_DETAILS_TAG = re.compile(r"</?details[^>]*>", re.I)
_CLICK_LINE = re.compile(r"click to (open|expand|show)", re.I)
_BLOCKS = {"p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "br",
           "tr", "ul", "ol", "table", "div"}


def normalize(text: str) -> str:
    """Words only, in lower case, separated by one space: ``"P-positions: (1, 3)"`` -> ``"p
    positions 1 3"``.

    >>> normalize("Heap 1: 13 -> 4  (take 9)")
    'heap 1 13 4 take 9'
    """
    return " ".join(re.sub(r"[\W_]+", " ", text).lower().split())


def cell_source(cell: Mapping[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def is_answer(cell: Mapping[str, Any]) -> bool:
    return bool(ANSWER_TAGS & set(cell.get("metadata", {}).get("tags", [])))


class _BlockText(HTMLParser):
    """The text of rendered HTML, one string per block (paragraph, list item, table cell)."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[str] = []
        self._current: list[str] = []

    def _flush(self) -> None:
        text = "".join(self._current).strip()
        if text:
            self.blocks.append(text)
        self._current = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in _BLOCKS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag in _BLOCKS:
            self._flush()

    def handle_data(self, data: str) -> None:
        self._current.append(data)

    def close(self) -> None:
        super().close()
        self._flush()


def markdown_pieces(source: str) -> list[str]:
    """The plain-text pieces of a written answer, as rendered, without its summary line.

    The summary (``<summary>…</summary>`` of a ``<details>`` answer, or the first line
    ``**Model answer** (click to expand)`` of an older one) is what a closed answer shows, so
    it is left out; formulas split the text into pieces.

    >>> markdown_pieces("<details><summary><b>Reveal</b> (click to open)</summary>\\n\\n"
    ...                 "Take **two** from the heap of $5$, leaving a P-position.\\n\\n</details>")
    ['Take two from the heap of', ', leaving a P-position.']
    """
    if _SUMMARY.search(source):
        body = _DETAILS_TAG.sub("", _SUMMARY.sub("", source, count=1))
    else:
        first, _, rest = source.partition("\n")
        body = rest if _CLICK_LINE.search(first) else source
    body = _MATH.sub(_MATH_MARK, body)
    parser = _BlockText()
    parser.feed(_MD.render(body))
    parser.close()
    pieces = []
    for block in parser.blocks:
        for piece in block.split(_MATH_MARK):
            piece = " ".join(html.unescape(piece).split())
            if piece:
                pieces.append(piece)
    return pieces


def output_lines(cell: Mapping[str, Any]) -> list[str]:
    """The lines of text a code cell's saved outputs show (stdout and plain-text values).

    A value that also has a picture, HTML or a widget is shown as that, not as its text; the
    text of HTML is left out too (a closed ``<details>`` output's summary is meant to be seen).
    """
    lines: list[str] = []
    for output in cell.get("outputs", []):
        kind = output.get("output_type")
        if kind == "stream" and output.get("name") == "stdout":
            text = output.get("text", "")
        elif kind in {"display_data", "execute_result"}:
            data = output.get("data", {})
            markup = data.get("text/html", "")
            markup = "".join(markup) if isinstance(markup, list) else str(markup)
            if markup.lstrip().startswith("<details>"):  # a closed answer box: the text inside
                text = "\n".join(html.unescape(pre) for pre in PRE.findall(markup))
                lines += text.splitlines()
                continue
            rich = [m for m in data if m != "text/plain"]
            if rich and not all(m == "text/html" for m in rich):
                continue
            text = data.get("text/plain", "")
        else:
            continue
        text = "".join(text) if isinstance(text, list) else str(text)
        lines += text.splitlines()
    return lines


def code_lines(cell: Mapping[str, Any]) -> list[str]:
    """The source lines of a code cell below its first (neutral, always shown) line."""
    return cell_source(cell).splitlines()[1:]


def _distinctive(piece: str, output: bool) -> bool:
    """Long enough not to turn up by chance: three words and twelve letters of prose or code;
    an output line (often a few numbers) needs three words or twelve letters."""
    words = len(piece.split())
    if output:
        return words >= 3 or len(piece) >= 12
    return words >= 3 and len(piece) >= 12


def answer_snippets(cells: Iterable[Mapping[str, Any]]) -> dict[int, list[str]]:
    """``{cell index: normalized snippets}`` for every answer cell of a notebook.

    A snippet is a normalized sentence piece, code line or output line of the answer that is long
    enough to be distinctive and occurs in no other cell's source or outputs.
    """
    cells = list(cells)
    others = " ".join(
        normalize(cell_source(c) + "\n" + "\n".join(output_lines(c)))
        for c in cells
        if not is_answer(c)
    )
    others = f" {others} "
    found: dict[int, list[str]] = {}
    for index, cell in enumerate(cells):
        if not is_answer(cell):
            continue
        if cell.get("cell_type") == "markdown":
            raw = [(p, False) for p in markdown_pieces(cell_source(cell))]
        else:
            raw = [(p, False) for p in code_lines(cell)] + [(p, True) for p in output_lines(cell)]
        snippets: list[str] = []
        for piece, is_output in raw:
            if _CLICK_LINE.search(piece):
                continue
            text = normalize(piece)
            if (_distinctive(text, is_output) and f" {text} " not in others
                    and text not in snippets):
                snippets.append(text)
        found[index] = snippets
    return found


def visible_leaks(visible_text: str, snippets: Mapping[int, list[str]]) -> dict[int, list[str]]:
    """The snippets of each answer cell that occur in ``visible_text`` (cells with none omitted).

    >>> visible_leaks("The answer: take two from the heap of 5.", {3: ["take two from the heap of"],
    ...                                                          7: ["nim sum 9"]})
    {3: ['take two from the heap of']}
    """
    page = f" {normalize(visible_text)} "
    leaks = {i: [s for s in found if f" {s} " in page] for i, found in snippets.items()}
    return {i: hits for i, hits in leaks.items() if hits}


VISIBLE_TEXT_JS = """
(root) => {
  const skip = '.jp-InputPrompt, .jp-OutputPrompt, script, style, noscript, template';
  const cache = new Map();
  const shown = (el) => {
    if (!cache.has(el)) {
      let ok = el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})
        && !el.closest(skip);
      // text right inside a closed <details> (not in its summary) is not rendered
      if (ok && el.tagName === 'DETAILS' && !el.open) ok = false;
      cache.set(el, ok);
    }
    return cache.get(el);
  };
  const parts = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue.trim() || !node.parentElement) continue;
    if (shown(node.parentElement)) parts.push(node.nodeValue);
  }
  return parts.join(' ');
}
"""
"""JavaScript ``(root) => string``: the text of the rendered, visible text nodes under ``root``."""


def describe(leaks: Mapping[int, list[str]], snippets: Mapping[int, list[str]]) -> str:
    """One line per leaking cell: its index, how many of its snippets show, the first one."""
    return "; ".join(
        f"cell {i}: {len(hits)}/{len(snippets[i])} visible, e.g. {hits[0]!r}"
        for i, hits in sorted(leaks.items())
    )


# --- a small lesson with answers in every shape, to show the check on ---

REVEAL_HTML = (
    "<details><summary><b>Reveal</b> (click to open)</summary><pre>{}</pre></details>"
)


def mechanism_notebook(leaking: bool) -> nbformat.NotebookNode:
    """A small lesson with an answer in each of the three shapes (``leaking``: its reveal prints).

    The shapes: a written answer that is one closed ``<details>`` block; a code solution with
    collapsed source and outputs that shows nothing when it runs; a code reveal with collapsed
    source whose output is one closed ``<details>`` (what ``gl.course.reveal()`` displays; here
    it is displayed directly, so the check does not depend on the library).
    """
    new_code, new_md = nbformat.v4.new_code_cell, nbformat.v4.new_markdown_cell
    hidden = {"source_hidden": True, "outputs_hidden": True}
    reveal_text = "nim-sum: 9\\nheap 1: 13 -> 4  (take nine)"
    if leaking:
        reveal_body = f'print("{reveal_text}")'
    else:
        reveal_body = (
            "from IPython.display import HTML, display\n"
            f'display(HTML({REVEAL_HTML!r}.format("{reveal_text}")))'
        )
    cells = [
        new_md("# Lesson 99 · A test lesson\n\nIs the position $(13, 12, 8)$ P or N?"),
        new_code("import math\nheaps = (13, 12, 8)"),
        new_md(
            "<details><summary><b>Model answer</b> (click to open)</summary>\n\n"
            "The position is an N-position, since $13 \\oplus 12 \\oplus 8 = 9 \\neq 0$, and "
            "every heap with a one in the top column of the nim-sum gives a winning move.\n\n"
            "</details>",
            metadata={"tags": ["solution"]},
        ),
        new_code(
            "# Solution (click to open)\n"
            "total_of_the_heaps = heaps[0] ^ heaps[1] ^ heaps[2]\n"
            "assert total_of_the_heaps == 9, total_of_the_heaps",
            metadata={"tags": ["solution"], "jupyter": dict(hidden)},
        ),
        new_code(
            f"# Reveal (click to open)\n{reveal_body}\nassert math.gcd(heaps[0], 9) == 1",
            metadata={"tags": ["reveal"], "jupyter": dict(hidden)},
        ),
    ]
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {
        "display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"
    }
    # the saved outputs are what the cells print (the snippets include them)
    cells[4].outputs = (
        [nbformat.v4.new_output("stream", name="stdout", text=reveal_text.replace("\\n", "\n")
                                + "\n")]
        if leaking
        else [nbformat.v4.new_output(
            "display_data",
            data={"text/html": REVEAL_HTML.format(reveal_text.replace("\\n", "\n")),
                  "text/plain": reveal_text.replace("\\n", "\n")})]
    )
    return nb
