"""Check (and fix) the house rules every notebook must follow.

    python tools/notebook_hygiene.py --check [PATH ...]   # list every violation, exit 1 if any
    python tools/notebook_hygiene.py --fix NOTEBOOK ...    # repair what can be repaired safely

Without paths, ``--check`` reads every ``notebooks/*.ipynb`` and the text files of
:data:`TEXT_PLACES`; ``--fix`` needs the notebooks to fix named (or ``--all``). The rules:

a. ``hidden``: a cell tagged ``solution`` or ``reveal`` is collapsed with its output hidden,
   ``metadata.jupyter == {"source_hidden": true, "outputs_hidden": true}`` (fixed).
b. ``first-line``: such a cell's first line gives nothing away: it is one of
   :data:`NEUTRAL_FIRST_LINES`, which is all JupyterLab shows on the collapsed bar (fixed: a
   code cell's first comment becomes the neutral line, a neutral line goes above code or
   markdown text; check that the rest of the cell still reads well).
c. ``kernelspec`` / ``format``: the kernelspec is the one JupyterLab 4 writes, the
   ``language_info`` is the whole report of a started ipykernel (:data:`LANGUAGE_INFO` and a
   ``version``), which JupyterLab copies in when it opens a notebook, and the file is byte for
   byte what JupyterLab's server writes when saving it, so opening and saving a notebook changes
   nothing (fixed; a missing version becomes this Python's).
d. ``speaker-notes``: speaker notes live in the cell metadata ``speaker_notes`` (the slides
   turn it into reveal.js notes), never in the student's way: no ``notes`` cell and no
   paragraph starting "Speaker notes:" (fixed: a whole cell's text goes to the previous cell
   that reaches the slides, a paragraph inside a cell goes to that cell).
e. ``title`` / ``before-next``: a lesson starts with ``# Lesson NN · Title`` (NN from its file
   name) and its last markdown cell has a "Before: ... Next: ..." line (reported).
f. ``wording``: the product speaks to its users only; no phrase of :data:`BANNED_PHRASES`
   about how material was gathered or which tools wrote it, in notebooks (sources and text
   outputs), ``data/``, ``grundylib/data/``, the README and docs (reported).

``--fix`` is idempotent: a second run changes nothing.
"""

from __future__ import annotations

import argparse
import copy
import platform
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
from nbformat import NotebookNode

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lessons import (
    KERNELSPEC,
    LANGUAGE_INFO,
    LANGUAGE_VERSION,
    REVEAL_TAG,
    SOLUTION_TAG,
    all_notebooks,
    cell_source,
    is_lesson,
    jupyterlab_bytes,
    slide_type,
    tags,
)

__all__ = [
    "BANNED_PHRASES",
    "HIDDEN",
    "NEUTRAL_FIRST_LINES",
    "Violation",
    "check_notebook",
    "check_paths",
    "check_text",
    "fix_notebook",
    "main",
    "text_files",
]

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"

HIDDEN = {"source_hidden": True, "outputs_hidden": True}
"""``metadata.jupyter`` of a collapsed cell whose output is hidden too."""

NEUTRAL_CODE_LINES = {
    SOLUTION_TAG: "# Solution (click to expand)",
    REVEAL_TAG: "# Reveal (click to expand)",
}
"""The first line ``--fix`` gives a code cell, by tag."""
NEUTRAL_MARKDOWN_LINES = {
    SOLUTION_TAG: "**Model answer** (click to expand)",
    REVEAL_TAG: "**Reveal** (click to expand)",
}
"""The first line ``--fix`` gives a markdown cell, by tag."""

NEUTRAL_FIRST_LINES = frozenset({
    "# Solution (click to expand)",
    "# Answer (click to expand)",
    "# Reveal (click to expand)",
    "**Model answer** (click to expand)",
    "**Solution** (click to expand)",
    "**Answer** (click to expand)",
    "**Reveal** (click to expand)",
})
"""The first lines a collapsed solution or reveal cell may show: none gives anything away."""

SPEAKER_NOTES = re.compile(r"^\W{0,3}speaker notes\W{0,3}:\W{0,3}\s*", re.IGNORECASE)
"""A paragraph that opens with "Speaker notes:" (possibly in bold or italics)."""

TITLE = re.compile(r"^# Lesson (\d\d) · \S")
BEFORE_NEXT = re.compile(r"Before:.*Next:", re.IGNORECASE)

BANNED_PHRASES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (label, re.compile(pattern, re.IGNORECASE))
    for label, pattern in (
        ("file id", r"\bfile[ _-]?ids?\b"),
        ("could not be read", r"\bcould not be (read|opened|fetched|retrieved)\b"),
        ("does not report", r"\bdoes not report\b"),
        ("repository/path", r"\brepository ?/ ?path\b"),
        ("was written/generated", r"\b(this|the) (lesson|notebook|course|page|file|text|table|"
                                  r"data|statement) (was|were|is) (being )?(written|generated|"
                                  r"produced|drafted|created|assembled)\b"),
        ("while ... written", r"\bwhile (this|the) \w+ (was|were) (being )?(written|prepared)\b"),
        ("assistant or model", r"\b(chat ?gpt|gpt-?\d|claude|copilot|gemini|openai|anthropic|"
                               r"llms?|(large )?language models?|(ai|coding|code|research) "
                               r"assistants?)\b"),
        ("search tooling", r"\b(search (index|tool|engine results?|corpus)|find_string|read_file|"
                           r"find_files|find_repos|tool calls?)\b"),
        ("crawled or scraped", r"\b(crawl(ed|er|ing)?|scrap(ed|er|ing))\b"),
        ("located by searching", r"\b(found|located|identified) (by|with|via|using|through) "
                                 r"(a |an |the )?(search|index|lookup|tool)"),
        ("stored/indexed copy", r"\b(stored|indexed|cached) (cop(y|ies)|versions?|excerpts?)\b"),
        ("was not fetched", r"\bwas not (fetched|downloaded|reachable|available to us)\b"),
    )
)
"""Wording about how material was gathered or which tools wrote it (label, pattern)."""

TEXT_PLACES = ("README.md", "notebooks", "data", "grundylib/data", "docs")
"""Where ``--check`` also looks for banned wording (files and folders, relative to the root)."""
TEXT_SUFFIXES = {".md", ".csv", ".tsv", ".json", ".txt", ".yml", ".yaml", ".rst", ".html", ".bib"}


@dataclass(frozen=True)
class Violation:
    """One broken rule: the file, the rule's name, the cell (index) if any, and what is wrong."""

    path: Path
    rule: str
    message: str
    cell: int | None = None

    def __str__(self) -> str:
        try:
            shown = self.path.relative_to(ROOT)
        except ValueError:
            shown = self.path
        where = f" cell {self.cell}" if self.cell is not None else ""
        return f"{shown}:{where} [{self.rule}] {self.message}"


# --- checking ---------------------------------------------------------------------------------

def _first_line(cell: Any) -> str:
    lines = cell_source(cell).strip().splitlines()
    return lines[0].strip() if lines else ""


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]


def _outputs_text(cell: Any) -> str:
    """The text a code cell shows (streams, plain text, markdown, HTML), not images or widgets."""
    parts = []
    for output in cell.get("outputs", []):
        if "text" in output:
            parts.append(cell_source({"source": output["text"]}))
        for mime in ("text/plain", "text/markdown", "text/html"):
            if mime in output.get("data", {}):
                parts.append(cell_source({"source": output["data"][mime]}))
    return "\n".join(parts)


def check_text(text: str) -> list[str]:
    """The labels of the banned phrases found in ``text``, each once.

    >>> check_text("Statement from the judge (see file id 12).")
    ['file id']
    >>> check_text("Bouton's theorem, see Ferguson, Game Theory, Part I, section 2.")
    []
    """
    return [label for label, pattern in BANNED_PHRASES if pattern.search(text)]


def _short(text: str, width: int = 50) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def _language_info(version: str) -> dict[str, Any]:
    """The ``language_info`` a started ipykernel reports: ``version`` if it is one, else this
    Python's (the kernel's, when the tools run in the course's environment)."""
    if not LANGUAGE_VERSION.match(version):
        version = platform.python_version()
    return {**copy.deepcopy(LANGUAGE_INFO), "version": version}


def check_notebook(path: Path, text: str | None = None) -> list[Violation]:
    """Every violation of the rules in one notebook file."""
    raw = path.read_bytes() if text is None else text.encode("utf-8")
    found: list[Violation] = []
    try:
        nb = nbformat.reads(raw.decode("utf-8"), as_version=nbformat.NO_CONVERT)
    except Exception as error:  # any unreadable file is one violation
        return [Violation(path, "format", f"not a readable notebook: {error}")]

    def add(rule: str, message: str, cell: int | None = None) -> None:
        found.append(Violation(path, rule, message, cell))

    # (c) what JupyterLab writes
    if nb.metadata.get("kernelspec") != KERNELSPEC:
        add("kernelspec", f"kernelspec is {dict(nb.metadata.get('kernelspec', {}))!r}, "
                          f"JupyterLab writes {KERNELSPEC!r}")
    info = dict(nb.metadata.get("language_info", {}))
    version = str(info.pop("version", ""))
    if info != LANGUAGE_INFO or not LANGUAGE_VERSION.match(version):
        add("format", f"language_info is {dict(nb.metadata.get('language_info', {}))!r}, "
                      f"a started kernel reports {_language_info(version)!r}: JupyterLab would "
                      "add the difference on opening it")
    if raw != jupyterlab_bytes(nb):
        add("format", "the file is not what JupyterLab saves (nbformat JSON, indent 1, sorted "
                      "keys, non-ASCII kept, final newline): opening and saving would change it")

    for index, cell in enumerate(nb.cells):
        cell_tags = tags(cell)
        source = cell_source(cell)
        # (a) and (b): answers stay collapsed, and their collapsed bar says nothing
        for tag in (SOLUTION_TAG, REVEAL_TAG):
            if tag not in cell_tags:
                continue
            if cell.metadata.get("jupyter") != HIDDEN:
                add("hidden", f"{tag} cell is not collapsed with its output hidden "
                              f"(metadata.jupyter is {dict(cell.metadata.get('jupyter', {}))!r})",
                    index)
            first = _first_line(cell)
            if first not in NEUTRAL_FIRST_LINES:
                add("first-line", f"{tag} cell's first line may give the answer away: "
                                  f"{_short(first)!r}", index)
            break
        # (d) speaker notes out of the student's way
        if slide_type(cell) == "notes":
            add("speaker-notes", f"notes cell {_short(source)!r}: its text belongs in the "
                                 "metadata speaker_notes of the cell before", index)
        elif cell.cell_type == "markdown":
            for paragraph in _paragraphs(source):
                if SPEAKER_NOTES.match(paragraph):
                    add("speaker-notes", f"paragraph {_short(paragraph)!r} belongs in "
                                         "metadata speaker_notes", index)
        # (f) wording
        for label in check_text(source + "\n" + _outputs_text(cell)):
            add("wording", f"says how material was gathered or written ({label})", index)

    # (e) title and the Before/Next line, lessons only
    if is_lesson(path):
        number = path.name[:2]
        first = nb.cells[0] if nb.cells else None
        title = _first_line(first) if first is not None and first.cell_type == "markdown" else ""
        match = TITLE.match(title)
        if match is None or match.group(1) != number:
            add("title", f"the first cell must open with '# Lesson {number} · Title', "
                         f"not {_short(title)!r}", 0)
        markdown = [i for i, c in enumerate(nb.cells) if c.cell_type == "markdown"]
        last = markdown[-1] if markdown else None
        text = cell_source(nb.cells[last]).replace("*", "") if last is not None else ""
        if not any(BEFORE_NEXT.search(line) for line in text.splitlines()):
            add("before-next", "the last markdown cell has no 'Before: ... Next: ...' line", last)
    return found


def text_files(root: Path = ROOT) -> list[Path]:
    """The README, docs and data files whose wording is checked (rule f)."""
    files: list[Path] = []
    for place in TEXT_PLACES:
        target = root / place
        if target.is_file():
            files.append(target)
        elif target.is_dir():
            files.extend(p for p in sorted(target.rglob("*"))
                         if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES
                         and ".ipynb_checkpoints" not in p.parts)
    return files


def check_paths(paths: Iterable[Path]) -> list[Violation]:
    """The violations in notebooks (every rule) and other text files (wording only)."""
    found: list[Violation] = []
    for path in paths:
        if path.suffix == ".ipynb":
            found.extend(check_notebook(path))
        else:
            text = path.read_text(encoding="utf-8", errors="replace")
            for number, line in enumerate(text.splitlines(), start=1):
                for label in check_text(line):
                    found.append(Violation(path, "wording",
                                           f"line {number} says how material was gathered or "
                                           f"written ({label})"))
    return found


# --- fixing -----------------------------------------------------------------------------------

LABEL = re.compile(
    r"^(#+\s*|[*_]{0,3})(model answer|solution|answer)s?(\s*\([^)]*\))?[*_]{0,3}\s*[:.]?"
    r"[*_]{0,3}\s*",
    re.IGNORECASE,
)
"""A "Solution:" or "*Answer.*" label opening a line, with its markup."""


def _set_first_line(cell: Any, tag: str) -> None:
    """Give a cell the neutral first line of ``tag`` (rule b), keeping everything else.

    A code cell's first comment becomes the neutral line (what it said after a "Solution:"
    label stays, as a second comment line, visible once the cell is expanded); a neutral
    comment is put above a first line of code. A markdown cell gets the neutral bold line
    above its text, whose own "*Solution.*" label is dropped.
    """
    lines = cell_source(cell).strip("\n").split("\n")
    first = lines[0].strip()
    if first in NEUTRAL_FIRST_LINES or first.startswith(("%%", "#!")):
        return
    if cell.cell_type == "code":
        neutral = NEUTRAL_CODE_LINES[tag]
        if first.startswith("#"):
            rest = LABEL.sub("", first, count=1) if LABEL.match(first) else first.lstrip("# ")
            lines[0:1] = [neutral, f"# {rest}"] if rest.strip() else [neutral]
        else:
            lines.insert(0, neutral)
    else:
        neutral = NEUTRAL_MARKDOWN_LINES[tag]
        rest = LABEL.sub("", first, count=1) if LABEL.match(first) else first
        lines[0:1] = [neutral, "", rest] if rest.strip() else [neutral]
    cell.source = "\n".join(lines)


def _add_notes(cell: Any, text: str) -> None:
    text = text.strip()
    if not text:
        return
    old = str(cell.metadata.get("speaker_notes", "")).strip()
    cell.metadata["speaker_notes"] = f"{old}\n\n{text}" if old else text


def _reaches_slides(cell: Any) -> bool:
    return SOLUTION_TAG not in tags(cell) and slide_type(cell) not in ("skip", "notes")


def _move_speaker_notes(nb: NotebookNode) -> None:
    """Rule d: notes cells and "Speaker notes:" paragraphs into ``metadata.speaker_notes``."""
    kept: list[Any] = []
    for cell in nb.cells:
        source = cell_source(cell)
        if slide_type(cell) == "notes" or (
            cell.cell_type == "markdown"
            and all(SPEAKER_NOTES.match(p) for p in _paragraphs(source))
            and _paragraphs(source)
        ):
            notes = "\n\n".join(SPEAKER_NOTES.sub("", p, count=1) for p in _paragraphs(source))
            owners = [c for c in kept if _reaches_slides(c)] or kept
            if owners:
                _add_notes(owners[-1], notes)
                continue
            # a first cell of notes with nothing before it: keep it as an ordinary cell's notes
            cell.metadata.setdefault("slideshow", {})["slide_type"] = "skip"
            cell.source = ""
            _add_notes(cell, notes)
        elif cell.cell_type == "markdown" and any(SPEAKER_NOTES.match(p)
                                                  for p in _paragraphs(source)):
            rest = [p for p in _paragraphs(source) if not SPEAKER_NOTES.match(p)]
            notes = "\n\n".join(SPEAKER_NOTES.sub("", p, count=1) for p in _paragraphs(source)
                                if SPEAKER_NOTES.match(p))
            cell.source = "\n\n".join(rest)
            _add_notes(cell, notes)
        kept.append(cell)
    nb.cells = kept


def fix_notebook(path: Path) -> bool:
    """Repair rules a, b, c and d in place; return whether the file changed."""
    raw = path.read_bytes()
    nb = nbformat.reads(raw.decode("utf-8"), as_version=nbformat.NO_CONVERT)
    nb = copy.deepcopy(nb)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = _language_info(
        str(nb.metadata.get("language_info", {}).get("version", "")))
    _move_speaker_notes(nb)
    for cell in nb.cells:
        for tag in (SOLUTION_TAG, REVEAL_TAG):
            if tag in tags(cell):
                cell.metadata["jupyter"] = dict(HIDDEN)
                if cell.cell_type in ("code", "markdown"):
                    _set_first_line(cell, tag)
                break
    new = jupyterlab_bytes(nb)
    if new == raw:
        return False
    path.write_bytes(new)
    return True


# --- command line -----------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="list every violation, exit 1 if any")
    mode.add_argument("--fix", action="store_true", help="repair the named notebooks in place")
    parser.add_argument("--all", action="store_true",
                        help="with --fix: every notebooks/*.ipynb")
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                        help="notebooks (or text files, for --check) instead of the defaults")
    args = parser.parse_args(argv)
    if args.fix:
        targets = all_notebooks(NOTEBOOKS) if args.all else args.paths
        if not targets:
            parser.error("--fix needs notebooks to fix, or --all")
        for path in targets:
            if path.suffix == ".ipynb" and fix_notebook(path):
                print(f"fixed {path}")
        remaining = check_paths(targets)
        for violation in remaining:
            print(f"left for a hand edit: {violation}")
        return 0
    paths = args.paths or [*all_notebooks(NOTEBOOKS), *text_files()]
    violations = check_paths(paths)
    for violation in violations:
        print(violation)
    print(f"{len(violations)} violation(s) in {len(paths)} file(s)", file=sys.stderr)
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
