"""Build the course as a static website into ``build/book/`` (`make book`).

The site is made by Sphinx with MyST-NB and the Sphinx Book Theme (all from PyPI; they build
without network access) from the committed, executed notebooks: nothing is re-executed, so the
pages show exactly the outputs that `make test` checks. This script only *stages* the sources:

* ``book/conf.py`` (the Sphinx configuration) is copied into ``build/book_src/``;
* every lesson ``notebooks/NN_topic.ipynb`` is copied with a line of links on top (its slides, the
  notebook to download) and with every answer closed until the reader clicks it: code solutions
  collapsed whole, code reveals with their source collapsed (their output is a closed
  ``<details>``), written answers as the ``<details>`` they are;
* the landing page lists the lessons in the order and with the words of README.md's lesson table,
  and links the glossary and the troubleshooting page, which are copied too;
* MathJax, require.js and the widgets' HTML manager come from ``slides/node_modules`` (the same
  pinned npm packages as the slides), so every script is a local file;
* the decks of ``build/slides/`` (if built) and the original notebooks are copied as they are.

    python tools/build_book.py [--out DIR] [--slides DIR]
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import nbformat
from nbformat import NotebookNode

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lessons import (
    PAGE_SCRIPTS,
    REVEAL_TAG,
    SOLUTION_TAG,
    lesson_notebooks,
    lesson_title,
    tags,
    with_widget_notes,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
NODE_MODULES = ROOT / "slides" / "node_modules"

# (path under slides/node_modules, path under the site's _static/)
STATIC_ASSETS = PAGE_SCRIPTS

# A row of README's lesson table: | [NN_topic](notebooks/NN_topic.ipynb) | what it teaches |
LESSON_ROW = re.compile(r"^\| \[(\d\d_[a-z0-9_]+)\]\(notebooks/\1\.ipynb\) \| (.+?) \|\s*$", re.M)


def lesson_summaries(readme: Path = ROOT / "README.md") -> dict[str, str]:
    """``{"NN_topic": "what it teaches"}`` from README.md's lesson table."""
    return dict(LESSON_ROW.findall(readme.read_text(encoding="utf-8")))


def short_title(nb: NotebookNode, stem: str) -> str:
    """The lesson's title without its "Lesson NN · " prefix."""
    return re.sub(r"^Lesson \d\d\s*[·:-]\s*", "", lesson_title(nb, stem))


def is_details(source: str) -> bool:
    """Whether a Markdown cell is one closed ``<details>`` block (a written answer).

    >>> is_details("<details><summary><b>Reveal</b> (click to open)</summary>\\n\\nSix.\\n\\n</details>")
    True
    >>> is_details("**Model answer** (click to expand)\\n\\nSix.")
    False
    """
    text = source.strip()
    return text.lower().startswith("<details") and text.lower().endswith("</details>")


def book_copy(nb: NotebookNode, stem: str) -> NotebookNode:
    """The notebook as the site shows it: links on top, every answer closed until clicked.

    A code solution is hidden whole (``hide-cell``); a code reveal hides its source
    (``hide-input``) and shows its output, which is a closed ``<details>`` (``gl.course.reveal``)
    or nothing. A written answer that is a ``<details>`` block passes through unchanged (MyST
    parses the Markdown and formulas inside it); an older written solution that is not one is
    put behind a toggle.
    Every widget gets a note under it that its controls need a running kernel.
    """
    page = with_widget_notes(nb)  # a deep copy
    for cell in page.cells:
        cell_tags = tags(cell)
        if cell.cell_type == "code":
            if SOLUTION_TAG in cell_tags:
                cell.metadata.setdefault("tags", []).append("hide-cell")
            elif REVEAL_TAG in cell_tags:
                cell.metadata.setdefault("tags", []).append("hide-input")
        elif SOLUTION_TAG in cell_tags and not is_details(cell.source):
            # MyST parses the toggle's body as Markdown
            cell.source = ":::{toggle}\n" + cell.source + "\n:::"
    links = nbformat.v4.new_markdown_cell(
        f'<p class="lesson-links"><a href="slides/{stem}.slides.html">Slides for this lesson</a>'
        f' · <a href="notebooks/{stem}.ipynb" download>Download the notebook</a></p>'
    )
    # The links go right after the title so that the first heading stays the page title.
    first = page.cells[0] if page.cells else None
    position = 1 if first is not None and first.cell_type == "markdown" else 0
    if first is not None and position == 1 and "\n" in first.source.strip():
        title, _, rest = first.source.strip().partition("\n")
        first.source = title
        page.cells.insert(1, nbformat.v4.new_markdown_cell(rest.strip()))
    page.cells.insert(position, links)
    return page


def landing_page(lessons: Sequence[tuple[str, str]], summaries: dict[str, str],
                 extra_pages: Sequence[str]) -> str:
    """The Markdown of the landing page: the lesson map and a hidden table of contents."""
    rows = "\n".join(
        f"| [{stem[:2]}]({stem}.ipynb) | [{title}]({stem}.ipynb) | {summaries.get(stem, '')} |"
        for stem, title in lessons
    )
    toc = "\n".join(stem for stem, _ in lessons)
    extras = "\n".join(extra_pages)
    return f"""# Impartial games: a course with grundylib

Two players, the same moves for both, and whoever cannot move loses. This course goes from
P- and N-positions through Nim and Bouton's theorem, the Sprague–Grundy function and sums of
games to take-and-break games, coin-turning games, Green Hackenbush and games with cycles.
Every lesson is a Jupyter notebook: read it here, or download it and run it with the
`grundylib` library (`make lab` in the project), where the widgets let you play.

## The lessons

| | lesson | what it teaches |
|---|---|---|
{rows}

Answers stay closed until you open them. Try first; then click ▸ **Model answer** or
**Reveal** to open a written answer, or "Show code cell content" to see a solution's code.
The English terms of the field, with the Chinese terms of the source notes, are in the
[glossary](glossary.md); if something does not work, see [troubleshooting](troubleshooting).
Each lesson links to its lecture slides and to the notebook itself.

```{{toctree}}
:hidden:
:caption: Lessons

{toc}
```

```{{toctree}}
:hidden:
:caption: Reference

{extras}
```
"""


def copy_tree_item(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if source.is_dir():
        shutil.copytree(source, target, dirs_exist_ok=True)
    else:
        shutil.copy2(source, target)


def stage(src: Path, slides_dir: Path | None) -> None:
    """Write the Sphinx source folder ``src`` (emptied first)."""
    if src.exists():
        shutil.rmtree(src)
    (src / "_static").mkdir(parents=True)
    (src / "_extra" / "notebooks").mkdir(parents=True)
    shutil.copy2(ROOT / "book" / "conf.py", src / "conf.py")
    for css in (ROOT / "book").glob("*.css"):
        shutil.copy2(css, src / "_static" / css.name)
    missing = [name for name, _ in STATIC_ASSETS if not (NODE_MODULES / name).exists()]
    if missing:
        raise SystemExit(
            "the offline scripts are missing from slides/node_modules "
            f"({', '.join(missing)}): run `npm ci --prefix slides` (make book does it)"
        )
    for name, target in STATIC_ASSETS:
        copy_tree_item(NODE_MODULES / name, src / "_static" / target)
    # The widget manager asks for its icon fonts at "@jupyter-widgets/<hash>.woff2" beside the page.
    fonts = src / "_extra" / "@jupyter-widgets"
    fonts.mkdir(parents=True)
    for font in (NODE_MODULES / "@jupyter-widgets/html-manager/dist").iterdir():
        if font.suffix in {".woff", ".woff2", ".ttf", ".eot", ".svg"}:
            shutil.copy2(font, fonts / font.name)

    lessons: list[tuple[str, str]] = []
    for path in lesson_notebooks(NOTEBOOKS):
        nb = nbformat.read(path, as_version=4)
        stem = path.stem
        lessons.append((stem, short_title(nb, stem)))
        nbformat.write(book_copy(nb, stem), src / path.name)
        shutil.copy2(path, src / "_extra" / "notebooks" / path.name)

    extra_pages = ["glossary"]
    shutil.copy2(NOTEBOOKS / "glossary.md", src / "glossary.md")
    for candidate in ("troubleshooting.ipynb", "troubleshooting.md"):
        if (NOTEBOOKS / candidate).exists():
            shutil.copy2(NOTEBOOKS / candidate, src / candidate)
            extra_pages.append("troubleshooting")
            break
    else:  # the README's Troubleshooting section is the page
        readme = (ROOT / "README.md").read_text(encoding="utf-8")
        section = readme.split("## Troubleshooting", 1)[1].split("\n## ", 1)[0]
        (src / "troubleshooting.md").write_text("# Troubleshooting\n" + section, encoding="utf-8")
        extra_pages.append("troubleshooting")

    (src / "index.md").write_text(
        landing_page(lessons, lesson_summaries(), extra_pages), encoding="utf-8"
    )
    if slides_dir is not None and slides_dir.is_dir():
        shutil.copytree(slides_dir, src / "_extra" / "slides")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "book")
    parser.add_argument("--src", type=Path, default=ROOT / "build" / "book_src",
                        help="where the Sphinx sources are staged")
    parser.add_argument("--slides", type=Path, default=ROOT / "build" / "slides",
                        help="built decks to publish with the site (make slides)")
    args = parser.parse_args(argv)
    stage(args.src, args.slides)
    if args.out.exists():
        shutil.rmtree(args.out)
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-j", "auto",
               str(args.src), str(args.out)]
    result = subprocess.run(command, check=False)
    if result.returncode == 0:
        print(f"wrote {args.out / 'index.html'}")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
