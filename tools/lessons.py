"""What the notebook tools share: finding the lessons, reading cell tags, saving as JupyterLab does.

Used by ``build_slides.py``, ``make_student.py`` and ``notebook_hygiene.py`` (each adds this
folder to ``sys.path`` so the tools also import when loaded from elsewhere, as the tests do).
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import nbformat
from nbformat import NotebookNode

__all__ = [
    "EXERCISE_TAG",
    "KERNELSPEC",
    "LANGUAGE_INFO",
    "LANGUAGE_LINE",
    "LESSON_NAME",
    "REVEAL_TAG",
    "SOLUTION_TAG",
    "all_notebooks",
    "cell_source",
    "is_lesson",
    "jupyterlab_bytes",
    "lesson_notebooks",
    "slide_type",
    "tags",
    "with_widget_notes",
    "without_language_line",
]

SOLUTION_TAG = "solution"
"""A model answer: collapsed in JupyterLab, removed from student copies and slides."""
EXERCISE_TAG = "exercise"
"""An exercise cell: its outputs are cleared in student copies."""
REVEAL_TAG = "reveal"
"""A cell that would give an answer away before the student tried: collapsed, cleared for students."""

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
"""The kernelspec JupyterLab 4 writes for ipykernel's ``python3``: opening and saving keeps it."""

LANGUAGE_INFO = {
    "codemirror_mode": {"name": "ipython", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
}
"""``metadata.language_info`` as ipykernel reports it, less ``version`` (the kernel's Python).
JupyterLab copies the running kernel's report into the notebook when it opens it, so a notebook
saved without all of it opens marked modified."""

LANGUAGE_VERSION = re.compile(r"^\d+\.\d+\.\d+")
"""``language_info.version``: the kernel's Python version, such as ``3.11.7``."""

MATHJAX_FILES: tuple[tuple[str, str], ...] = (
    ("mathjax/MathJax.js", "mathjax/MathJax.js"),
    ("mathjax/config/TeX-AMS_CHTML-full.js", "mathjax/config/TeX-AMS_CHTML-full.js"),
    ("mathjax/config/Safe.js", "mathjax/config/Safe.js"),
    ("mathjax/extensions", "mathjax/extensions"),
    ("mathjax/jax/element", "mathjax/jax/element"),
    ("mathjax/jax/input/TeX", "mathjax/jax/input/TeX"),
    ("mathjax/jax/output/CommonHTML", "mathjax/jax/output/CommonHTML"),
    ("mathjax/fonts/HTML-CSS/TeX/woff", "mathjax/fonts/HTML-CSS/TeX/woff"),
)
"""What MathJax 2 needs offline: (path under slides/node_modules, path under an assets folder).
The slides, the book and the handouts all typeset with these files."""

PAGE_SCRIPTS: tuple[tuple[str, str], ...] = (
    ("requirejs/require.js", "require.js"),
    *MATHJAX_FILES,
    ("@jupyter-widgets/html-manager/dist/embed-amd.js", "html-manager/embed-amd.js"),
)
"""The scripts a static page of a lesson loads (the book's pages, the handouts' HTML)."""

LESSON_NAME = re.compile(r"^(\d\d)_\w+\.ipynb$")
"""A lesson is ``NN_topic.ipynb``; other notebooks (``play.ipynb``) are not lessons."""


def lesson_notebooks(notebooks_dir: Path) -> list[Path]:
    """The lesson notebooks ``NN_topic.ipynb`` of a folder, in lesson order."""
    return sorted(p for p in notebooks_dir.glob("[0-9][0-9]_*.ipynb") if is_lesson(p))


def all_notebooks(notebooks_dir: Path) -> list[Path]:
    """Every notebook of a folder (lessons and the others), sorted by name."""
    return sorted(notebooks_dir.glob("*.ipynb"))


LANGUAGE_LINE = re.compile(r"^\*\[(?:中文版|English edition)\]\((?:zh_CN/|\.\./)[^)\s]+\)\*[ \t]*\n*", re.M)
"""The line under a notebook's title that links the other edition (English <-> Chinese).

It makes sense only beside the notebook file: the book has its own language switch, and slides,
handouts and student copies leave it out."""


def without_language_line(nb: NotebookNode) -> NotebookNode:
    """A copy of ``nb`` without the language-switch line of its first markdown cell."""
    page = copy.deepcopy(nb)
    for cell in page.cells:
        if cell.cell_type == "markdown":
            cell.source = LANGUAGE_LINE.sub("", cell.source)
            break
    return page


def is_lesson(path: Path) -> bool:
    """Whether ``path`` is named like a lesson, ``NN_topic.ipynb``."""
    return LESSON_NAME.match(path.name) is not None


def tags(cell: Any) -> set[str]:
    """The tags of a cell (an empty set when it has none)."""
    return set(cell.get("metadata", {}).get("tags", []))


def slide_type(cell: Any) -> str:
    """The slideshow type of a cell (``"-"`` when it has none)."""
    return str(cell.get("metadata", {}).get("slideshow", {}).get("slide_type") or "-")


def cell_source(cell: Any) -> str:
    """The text of a cell, whether stored as one string or as a list of lines."""
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def lesson_title(nb: Any, default: str = "") -> str:
    """The first ``# `` heading of a notebook (``"Lesson 02 · Nim and Bouton's theorem"``)."""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in cell_source(cell).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return default


def jupyterlab_bytes(nb: NotebookNode) -> bytes:
    """The bytes JupyterLab's server writes for ``nb`` when the notebook is saved.

    jupyter_server saves through ``nbformat.write(nb, f, version=nbformat.NO_CONVERT)``:
    JSON with sorted keys, indent 1, non-ASCII kept, sources split into lines, and a final
    newline. A file equal to these bytes is unchanged by opening and saving it.
    """
    text = nbformat.writes(nb, version=nbformat.NO_CONVERT)
    if not text.endswith("\n"):
        text += "\n"
    return text.encode("utf-8")


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
"""The output type of a live widget: a static page can draw it, but its buttons do nothing."""

WIDGET_NOTE = (
    '<p class="widget-note"><em>The controls above need a running Python kernel: on this page '
    "they do nothing. To use them, open the lesson in JupyterLab (<code>make lab</code>), or play "
    "on the play page (<code>make play</code>).</em></p>"
)
"""What the book and the slides say under every widget."""


def shows_widget(cell: Any) -> bool:
    """Whether a code cell's outputs include a widget view."""
    return cell.get("cell_type") == "code" and any(
        WIDGET_VIEW in output.get("data", {}) for output in cell.get("outputs", [])
    )


def with_widget_notes(nb: NotebookNode, note: str = WIDGET_NOTE) -> NotebookNode:
    """A copy of ``nb`` with ``note`` (:data:`WIDGET_NOTE`) after every cell that shows a widget.

    The note stays on the widget's slide (``slide_type`` ``-``, or ``skip`` with a skipped
    cell); a solution's widget gets none (solutions are left out of the slides).
    """
    copy = nbformat.from_dict(nb)
    cells = []
    for cell in copy.cells:
        cells.append(cell)
        if shows_widget(cell) and SOLUTION_TAG not in tags(cell):
            kind = "skip" if slide_type(cell) == "skip" else "-"
            cells.append(nbformat.v4.new_markdown_cell(
                note, metadata={"slideshow": {"slide_type": kind}, "tags": ["widget-note"]}))
    copy.cells = cells
    return copy
