"""Check (and fix) the house rules every notebook must follow.

    python tools/notebook_hygiene.py --check [PATH ...]   # list every violation, exit 1 if any
    python tools/notebook_hygiene.py --fix NOTEBOOK ...    # repair what can be repaired safely

Without paths, ``--check`` reads every ``notebooks/*.ipynb`` and the text files of
:data:`TEXT_PLACES`; ``--fix`` needs the notebooks to fix named (or ``--all``). The rules:

a. ``hidden``: a *code* cell tagged ``solution`` or ``reveal`` is collapsed with its output
   hidden, ``metadata.jupyter == {"source_hidden": true, "outputs_hidden": true}``; a
   *markdown* one is a closed ``<details>`` box instead (rule b) and is not collapsed, so one
   click opens it (fixed).
b. ``first-line``: such a cell's first line gives nothing away. A code cell opens with one of
   :data:`NEUTRAL_FIRST_LINES`; a markdown cell is one ``<details>`` box whose summary is one of
   :data:`DETAILS_OPENINGS` and which closes at the end of the cell, so JupyterLab, the book,
   the slides and the handouts all show it closed (fixed: a code cell's first comment becomes
   the neutral line, a neutral line goes above code; markdown text is wrapped in the box).
g. ``silent``: running an answer shows nothing in plain view, whatever the student runs: a code
   ``solution`` has no output at all (it checks itself with asserts), and a code ``reveal``
   has either none or exactly one, the closed box that ``gl.course.reveal()`` displays
   (reported; strict nbval then fails if a run ever prints more).
h. ``ask-first``: a question to the student, a paragraph that opens with one of the
   :data:`PROMPT` words ("**Predict.**", "**Think.**", "**Your turn.**", "Work out", "Guess",
   "**Exercise 3.**", ...), is followed at once by a cell where the student answers (tagged
   ``exercise``, or calling a ``gl.exercises.check_...`` function), by a closed answer (tagged
   ``solution`` or ``reveal``) or by a further question; never by a cell that answers it in
   plain view (reported).
i. ``notes``: in a lesson, every slide and subslide of the lecture (a group of cells from one
   ``slide``/``subslide`` cell to the next, solutions left out) carries speaker notes in one of
   its cells, so the presenter view (``s``) that the slides advertise is never empty (reported).
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
    "DETAILS_OPENINGS",
    "HIDDEN",
    "NEUTRAL_FIRST_LINES",
    "OLD_CODE_LINES",
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
    SOLUTION_TAG: "# Solution (click to open)",
    REVEAL_TAG: "# Reveal (click to open)",
}
"""The first line ``--fix`` gives a code cell, by tag."""
DETAILS_OPENINGS = {
    SOLUTION_TAG: "<details><summary><b>Model answer</b> (click to open)</summary>",
    REVEAL_TAG: "<details><summary><b>Reveal</b> (click to open)</summary>",
}
"""The first line of a markdown answer, by tag: a closed box that names no answer."""
DETAILS_CLOSING = "</details>"
"""The last line of a markdown answer."""
OPENING = re.compile(r"^<details><summary><b>(Model answer|Solution|Answer|Reveal)</b> "
                     r"\(click to open\)</summary>$")
"""Any neutral opening of a markdown answer."""
OLD_MARKDOWN_LINES = frozenset({
    "**Model answer** (click to expand)",
    "**Solution** (click to expand)",
    "**Answer** (click to expand)",
    "**Reveal** (click to expand)",
})
"""The bold first lines markdown answers used to open with (``--fix`` drops them)."""

NEUTRAL_FIRST_LINES = frozenset({
    "# Solution (click to open)",
    "# Answer (click to open)",
    "# Reveal (click to open)",
})
"""The first lines a collapsed code solution or reveal may show: none gives anything away.

Every answer of the course opens with the same words, "(click to open)", in code and markdown."""
OLD_CODE_LINES = frozenset({
    "# Solution (click to expand)",
    "# Answer (click to expand)",
    "# Reveal (click to expand)",
})
"""The first lines code answers used to open with (``--fix`` gives them the neutral one)."""

PROMPT = re.compile(r"^\W{0,4}(predict|guess|think|your turn|work out|before (you )?run|"
                    r"try (it )?first|exercise)\b", re.IGNORECASE | re.MULTILINE)
"""A paragraph that asks the student something (rule h)."""
DETAILS_BLOCK = re.compile(r"<details>.*?</details>", re.DOTALL)
EXERCISE_TAG = "exercise"
"""The tag of a cell where the student writes an answer."""

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


def _details_problem(source: str) -> str:
    """What is wrong with a markdown answer's box, or "" when it is one closed box."""
    lines = source.strip().splitlines()
    if not lines or not OPENING.match(lines[0].strip()):
        first = lines[0].strip() if lines else ""
        return f"must open with a closed <details> box, not {_short(first)!r}"
    if lines[-1].strip() != DETAILS_CLOSING or source.count("<details") != 1:
        return "must be one <details> box that closes on the cell's last line"
    return ""


def _asks(cell: Any) -> str:
    """The first question a markdown cell asks the student outside its answer boxes, or ""."""
    if cell.cell_type != "markdown" or {SOLUTION_TAG, REVEAL_TAG} & set(tags(cell)):
        return ""
    text = DETAILS_BLOCK.sub("", cell_source(cell))
    return next((p for p in _paragraphs(text) if PROMPT.match(p)), "")


def _lets_the_student_answer(cell: Any) -> bool:
    """Whether a cell after a question is an answer box, an input cell or another question."""
    if {EXERCISE_TAG, SOLUTION_TAG, REVEAL_TAG} & set(tags(cell)):
        return True
    if cell.cell_type == "code":
        return "gl.exercises.check" in cell_source(cell)
    return bool(_asks(cell))


def _slides_without_notes(nb: NotebookNode) -> list[int]:
    """The first cell of each slide or subslide on which no cell carries speaker notes."""
    missing: list[int] = []
    start: int | None = None
    noted = False
    for index, cell in enumerate([*nb.cells, None]):
        if cell is not None and (SOLUTION_TAG in tags(cell) or slide_type(cell) == "skip"):
            continue
        if cell is None or slide_type(cell) in ("slide", "subslide"):
            if start is not None and not noted:
                missing.append(start)
            if cell is None:
                break
            start, noted = index, False
        if str(cell.metadata.get("speaker_notes", "")).strip():
            noted = True
    return missing


def _loud_outputs(cell: Any, tag: str) -> str:
    """What an answer cell shows in plain view when it runs ("" when nothing)."""
    outputs = cell.get("outputs", [])
    if tag == REVEAL_TAG and len(outputs) == 1 and outputs[0].get("output_type") in (
            "display_data", "execute_result"):
        html = cell_source({"source": outputs[0].get("data", {}).get("text/html", "")})
        if html.lstrip().startswith("<details>") and html.rstrip().endswith(DETAILS_CLOSING):
            return ""
    if not outputs:
        return ""
    kinds = sorted({o.get("output_type", "?") for o in outputs})
    return f"{len(outputs)} output(s) ({', '.join(kinds)})"


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
            if cell.cell_type == "markdown":
                if cell.metadata.get("jupyter"):
                    add("hidden", f"{tag} markdown is a closed box, not a collapsed cell "
                                  f"(metadata.jupyter is {dict(cell.metadata['jupyter'])!r})",
                        index)
                problem = _details_problem(source)
                if problem:
                    add("first-line", f"{tag} markdown {problem}", index)
                break
            if cell.metadata.get("jupyter") != HIDDEN:
                add("hidden", f"{tag} cell is not collapsed with its output hidden "
                              f"(metadata.jupyter is {dict(cell.metadata.get('jupyter', {}))!r})",
                    index)
            first = _first_line(cell)
            if first not in NEUTRAL_FIRST_LINES:
                add("first-line", f"{tag} cell's first line may give the answer away: "
                                  f"{_short(first)!r}", index)
            loud = _loud_outputs(cell, tag)
            if loud:
                add("silent", f"{tag} cell shows {loud} when it runs: a solution checks "
                              "itself with asserts, a reveal shows its answer inside "
                              "gl.course.reveal()", index)
            break
        # (h) a question is answered only after the student had a go
        question = _asks(cell)
        if question and index + 1 < len(nb.cells) and not _lets_the_student_answer(
                nb.cells[index + 1]):
            add("ask-first", f"the question {_short(question)!r} is followed by a cell that "
                             "may answer it in plain view: put an input cell with a checker or "
                             "a closed reveal right after it", index)
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

    # (e) title and the Before/Next line, (i) notes on every slide: lessons only
    if is_lesson(path):
        for start in _slides_without_notes(nb):
            add("notes", "this slide has no speaker notes in any of its cells", start)
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
    comment is put above a first line of code. A markdown cell's text goes into a closed
    ``<details>`` box, its old bold first line and "*Solution.*" label dropped.
    """
    lines = cell_source(cell).strip("\n").split("\n")
    first = lines[0].strip()
    if cell.cell_type == "code" and (first in NEUTRAL_FIRST_LINES
                                     or first.startswith(("%%", "#!"))):
        return
    if cell.cell_type == "code":
        neutral = NEUTRAL_CODE_LINES[tag]
        if first in OLD_CODE_LINES:
            lines[0] = neutral
        elif first.startswith("#"):
            rest = LABEL.sub("", first, count=1) if LABEL.match(first) else first.lstrip("# ")
            lines[0:1] = [neutral, f"# {rest}"] if rest.strip() else [neutral]
        else:
            lines.insert(0, neutral)
    else:
        cell.source = _details_box(cell_source(cell), tag)
        return
    cell.source = "\n".join(lines)


def _details_box(source: str, tag: str) -> str:
    """A markdown answer as one closed box: the old bold first line or label dropped."""
    if not _details_problem(source):
        return source
    lines = source.strip("\n").split("\n")
    if lines[0].strip() in OLD_MARKDOWN_LINES:
        lines = lines[1:]
    while lines and not lines[0].strip():
        lines = lines[1:]
    if lines and LABEL.match(lines[0].strip()):
        lines[0] = LABEL.sub("", lines[0].strip(), count=1)
    body = "\n".join(lines).strip("\n")
    return f"{DETAILS_OPENINGS[tag]}\n\n{body}\n\n{DETAILS_CLOSING}"


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
    """Repair rules a, b, c and d in place (g is a hand edit); return whether the file changed."""
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
                if cell.cell_type == "markdown":
                    cell.metadata.pop("jupyter", None)
                else:
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
