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

    python tools/build_book.py [--lang en|zh_CN] [--out DIR] [--slides DIR]

``--lang zh_CN`` builds the Chinese edition into ``build/book/zh_CN/`` from ``notebooks/zh_CN/``
(written by ``tools/i18n.py apply``); its own words (the landing page, the links on each page) come
from the catalogue ``locale/zh_CN/LC_MESSAGES/book.po``, and its search index cuts Chinese text into
words with jieba, with every Chinese term of the glossary as a word. Every page of each edition
links the same page of the other one.
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
    LANGUAGE_LINE,
    PAGE_SCRIPTS,
    REVEAL_TAG,
    SOLUTION_TAG,
    WIDGET_NOTE,
    lesson_notebooks,
    lesson_title,
    tags,
    with_widget_notes,
    without_language_line,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("en", "zh_CN")
OTHER_EDITION = {"en": ("zh_CN/", "中文版"), "zh_CN": ("../", "English edition")}
"""Per language: where the same page of the other edition is, and the switch's words."""


class BookText:
    """The book's own words in one language: English as written, or from the ``book`` catalogue.

    Called on an English text, it returns the translation (the English text when there is none)
    and records the text, so that ``tools/i18n.py`` can list the messages the book needs.
    """

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.seen: list[str] = []
        self.table: dict[str, str] = {}
        if lang != "en":
            from babel.messages.pofile import read_po

            path = ROOT / "locale" / lang / "LC_MESSAGES" / "book.po"
            if path.exists():
                with path.open("rb") as handle:
                    catalog = read_po(handle, locale=lang)
                self.table = {
                    str(m.id): str(m.string) for m in catalog if m.id and m.string and not m.fuzzy
                }

    def __call__(self, text: str) -> str:
        if text not in self.seen:
            self.seen.append(text)
        return self.table.get(text, text)


def book_messages() -> list[str]:
    """Every English text of the book's own pages and links, in order (for the catalogue)."""
    text = BookText("en")
    lessons = [(p.stem, short_title(nbformat.read(p, as_version=4), p.stem))
               for p in lesson_notebooks(NOTEBOOKS)]
    landing_page(lessons, lesson_summaries(), ["glossary", "troubleshooting"], text)
    lesson_links("00_start_here", text)
    text(WIDGET_NOTE)
    for words in BOOK_WORDS:
        text(words)
    return text.seen


BOOK_WORDS = ("Impartial games: a course with grundylib", "Search the course…")
"""Words of the site's frame (title, search box), given to Sphinx by the staged ``book_lang.py``."""
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
    return re.sub(r"^(?:Lesson \d\d|第\s*\d\d\s*课)\s*[·:：-]\s*", "", lesson_title(nb, stem))


def is_details(source: str) -> bool:
    """Whether a Markdown cell is one closed ``<details>`` block (a written answer).

    >>> is_details("<details><summary><b>Reveal</b> (click to open)</summary>\\n\\nSix.\\n\\n</details>")
    True
    >>> is_details("**Model answer** (click to expand)\\n\\nSix.")
    False
    """
    text = source.strip()
    return text.lower().startswith("<details") and text.lower().endswith("</details>")


def lesson_links(stem: str, text: BookText) -> str:
    """The line of links under a lesson's title: its slides and the notebook to download."""
    return (
        f'<p class="lesson-links"><a href="slides/{stem}.slides.html">'
        f'{text("Slides for this lesson")}</a>'
        f' · <a href="notebooks/{stem}.ipynb" download>{text("Download the notebook")}</a></p>'
    )


def book_copy(nb: NotebookNode, stem: str, text: BookText | None = None) -> NotebookNode:
    """The notebook as the site shows it: links on top, every answer closed until clicked.

    A code solution is hidden whole (``hide-cell``); a code reveal hides its source
    (``hide-input``) and shows its output, which is a closed ``<details>`` (``gl.course.reveal``)
    or nothing. A written answer that is a ``<details>`` block passes through unchanged (MyST
    parses the Markdown and formulas inside it); an older written solution that is not one is
    put behind a toggle.
    Every widget gets a note under it that its controls need a running kernel.
    """
    text = text or BookText("en")
    page = with_widget_notes(without_language_line(nb), text(WIDGET_NOTE))  # a deep copy
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
    links = nbformat.v4.new_markdown_cell(lesson_links(stem, text))
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
                 extra_pages: Sequence[str], text: BookText | None = None) -> str:
    """The Markdown of the landing page: the lesson map and a hidden table of contents."""
    text = text or BookText("en")
    rows = "\n".join(
        f"| [{stem[:2]}]({stem}.ipynb) | [{title}]({stem}.ipynb) | "
        f"{text(summaries[stem]) if stem in summaries else ''} |"
        for stem, title in lessons
    )
    toc = "\n".join(stem for stem, _ in lessons)
    extras = "\n".join(extra_pages)
    intro = text(
        "Two players, the same moves for both, and whoever cannot move loses. This course goes "
        "from P- and N-positions through Nim and Bouton's theorem, the Sprague–Grundy function "
        "and sums of games to take-and-break games, coin-turning games, Green Hackenbush, games "
        "with cycles, misère play and the variants of contest programming. Every lesson is a "
        "Jupyter notebook: read it here, or download it and run it with the `grundylib` library "
        "(`make lab` in the project), where the widgets let you play."
    )
    answers = text(
        "Answers stay closed until you open them. Try first; then click ▸ **Model answer** or "
        "**Reveal** to open a written answer, or \"Show code cell content\" to see a solution's "
        "code. The English terms of the field, with their Chinese terms, are in the "
        "[glossary](glossary.md); if something does not work, see "
        "[troubleshooting](troubleshooting). Each lesson links to its lecture slides and to the "
        "notebook itself."
    )
    return f"""# {text(BOOK_WORDS[0])}

{intro}

## {text("The lessons")}

| | {text("lesson")} | {text("what it teaches")} |
|---|---|---|
{rows}

{answers}

```{{toctree}}
:hidden:
:caption: {text("Lessons")}

{toc}
```

```{{toctree}}
:hidden:
:caption: {text("Reference")}

{extras}
```
"""


def copy_tree_item(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if source.is_dir():
        shutil.copytree(source, target, dirs_exist_ok=True)
    else:
        shutil.copy2(source, target)


def glossary_terms(glossary: Path) -> list[str]:
    """The Chinese terms of the glossary's middle column, each split at its separators.

    >>> glossary_terms(ROOT / "notebooks" / "glossary.md")[:3]
    ['公平组合游戏', '正常规则', '对局']
    """
    terms: list[str] = []
    for line in glossary.read_text(encoding="utf-8").splitlines():
        cells = line.split("|")
        if len(cells) < 4:
            continue
        for cell in cells[1:3]:
            for term in re.split(r"[,，/()（）、\s]+", cell):
                chinese = len(re.findall(r"[\u4e00-\u9fff]", term))
                if chinese >= 2 and term not in terms:  # a single character is no search term
                    terms.append(term)
    return terms


def write_language_settings(src: Path, lang: str, text: BookText) -> None:
    """``book_lang.py`` beside ``conf.py``: the edition's language, words and search dictionary."""
    prefix, label = OTHER_EDITION[lang]
    settings = {
        "LANGUAGE": "zh_CN" if lang == "zh_CN" else "en",
        "TITLE": text(BOOK_WORDS[0]),
        "SEARCH_TEXT": text(BOOK_WORDS[1]),
        "OTHER_PREFIX": prefix,
        "OTHER_LABEL": label,
        "SEARCH_DICT": "",
    }
    if lang == "zh_CN":
        words = glossary_terms(NOTEBOOKS / "glossary.md")
        # jieba indexes a long word's 2- and 3-character pieces only if they are words too: make
        # every piece of a term one (rarely used, so they do not change how text is cut), so that
        # 巴什 finds 巴什博弈 and 克朗 finds 克朗原理.
        pieces = {word[i:i + n] for word in words for n in (2, 3) for i in range(len(word) - n + 1)}
        entries = [f"{word} 100" for word in words]
        entries += [f"{piece} 1" for piece in sorted(pieces - set(words))]
        (src / "search_words.txt").write_text("\n".join(entries) + "\n", encoding="utf-8")
        settings["SEARCH_DICT"] = "search_words.txt"
    body = "".join(f"{key} = {value!r}\n" for key, value in settings.items())
    (src / "book_lang.py").write_text(
        '"""Written by tools/build_book.py: the language of this edition."""\n\n' + body,
        encoding="utf-8",
    )


def stage(src: Path, slides_dir: Path | None, lang: str = "en") -> None:
    """Write the Sphinx source folder ``src`` (emptied first) for the edition ``lang``."""
    text = BookText(lang)
    notebooks = NOTEBOOKS if lang == "en" else NOTEBOOKS / lang
    if src.exists():
        shutil.rmtree(src)
    (src / "_static").mkdir(parents=True)
    (src / "_extra" / "notebooks").mkdir(parents=True)
    shutil.copy2(ROOT / "book" / "conf.py", src / "conf.py")
    write_language_settings(src, lang, text)
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
    for path in lesson_notebooks(notebooks):
        nb = nbformat.read(path, as_version=4)
        stem = path.stem
        lessons.append((stem, short_title(nb, stem)))
        nbformat.write(book_copy(nb, stem, text), src / path.name)
        shutil.copy2(path, src / "_extra" / "notebooks" / path.name)
    if lang != "en":  # the notebooks read ../../data/ from notebooks/zh_CN/
        shutil.copytree(ROOT / "data", src / "_extra" / "data", dirs_exist_ok=True)

    extra_pages = ["glossary"]
    glossary = (notebooks / "glossary.md").read_text(encoding="utf-8")
    (src / "glossary.md").write_text(LANGUAGE_LINE.sub("", glossary), encoding="utf-8")
    for candidate in ("troubleshooting.ipynb", "troubleshooting.md"):
        if (notebooks / candidate).exists():
            if candidate.endswith(".ipynb"):
                page = without_language_line(nbformat.read(notebooks / candidate, as_version=4))
                nbformat.write(page, src / candidate)
            else:
                shutil.copy2(notebooks / candidate, src / candidate)
            extra_pages.append("troubleshooting")
            break
    else:  # the README's Troubleshooting section is the page
        readme = (ROOT / "README.md").read_text(encoding="utf-8")
        section = readme.split("## Troubleshooting", 1)[1].split("\n## ", 1)[0]
        (src / "troubleshooting.md").write_text("# Troubleshooting\n" + section, encoding="utf-8")
        extra_pages.append("troubleshooting")

    (src / "index.md").write_text(
        landing_page(lessons, lesson_summaries(), extra_pages, text), encoding="utf-8"
    )
    if slides_dir is not None and slides_dir.is_dir():
        shutil.copytree(slides_dir, src / "_extra" / "slides")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="the edition: en (default) or zh_CN (Simplified Chinese)")
    parser.add_argument("--out", type=Path, default=None,
                        help="default build/book (en) or build/book/zh_CN (zh_CN)")
    parser.add_argument("--src", type=Path, default=None,
                        help="where the Sphinx sources are staged (default build/book_src[_LANG])")
    parser.add_argument("--slides", type=Path, default=ROOT / "build" / "slides",
                        help="built decks to publish with the site (make slides)")
    args = parser.parse_args(argv)
    english = args.lang == "en"
    out = args.out or (ROOT / "build" / "book" / ("" if english else args.lang))
    src = args.src or (ROOT / "build" / ("book_src" if english else f"book_src_{args.lang}"))
    stage(src, args.slides, args.lang)
    # The English site's folder holds the Chinese one (zh_CN/): rebuilding English keeps it.
    kept = out / "zh_CN" if english and (out / "zh_CN").is_dir() else None
    parked = out.parent / f".{out.name}_zh_CN" if kept else None
    if kept and parked:
        shutil.rmtree(parked, ignore_errors=True)
        kept.rename(parked)
    if out.exists():
        shutil.rmtree(out)
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-j", "auto",
               str(src), str(out)]
    result = subprocess.run(command, check=False)
    if kept and parked:
        out.mkdir(parents=True, exist_ok=True)
        parked.rename(kept)
    if result.returncode == 0:
        print(f"wrote {out / 'index.html'}")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
