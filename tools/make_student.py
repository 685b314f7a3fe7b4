"""Write student copies of the lesson notebooks, without solutions (`make student`).

For each ``notebooks/NN_topic.ipynb`` this writes ``build/student/NN_topic.ipynb`` where

* cells tagged ``solution`` are removed,
* cells tagged ``exercise`` or ``reveal`` keep their code but lose their outputs and execution
  count (a ``reveal`` cell would show an answer before the student tried),
* speaker notes (the cell metadata ``speaker_notes``) are dropped: they are for the slides,
* every other cell is kept as it is (outputs included, so the lesson still reads well).

The pages the lessons link to, :data:`COMPANIONS` (the glossary, the troubleshooting page),
are copied next to them, so every link of a student copy opens; the tables of ``data/`` that a
lesson reads are copied into ``build/student/data/``, so every copy runs where it is.

    python tools/make_student.py [--notebooks DIR] [--out DIR] [NOTEBOOK ...]
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

import nbformat
from nbformat import NotebookNode

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lessons import (
    EXERCISE_TAG,
    LANGUAGE_LINE,
    REVEAL_TAG,
    SOLUTION_TAG,
    jupyterlab_bytes,
    lesson_notebooks,
    tags,
    without_language_line,
)

__all__ = ["COMPANIONS", "copy_companions", "copy_data", "lesson_notebooks", "main", "make_student",
           "student_copy"]

ROOT = Path(__file__).resolve().parents[1]
CLEARED_TAGS = {EXERCISE_TAG, REVEAL_TAG}
COMPANIONS = ("glossary.md", "troubleshooting.ipynb")
"""Pages of ``notebooks/`` the lessons link to, copied beside the student copies."""
DATA_DIR = ROOT / "data"
REPOSITORY_DATA = "../data/"
"""How a lesson in ``notebooks/`` names a table of ``data/``; a student copy says ``data/``, and
the folder of student copies carries those tables (with their README) in its own ``data/``."""


def student_copy(nb: NotebookNode) -> NotebookNode:
    """A copy of ``nb`` without solution cells or speaker notes, with answers' outputs cleared.

    The line that links the Chinese edition goes too: the student folder holds one edition.
    """
    student = without_language_line(nb)  # a deep copy
    student.cells = [cell for cell in student.cells if SOLUTION_TAG not in tags(cell)]
    for cell in student.cells:
        cell.metadata.pop("speaker_notes", None)
        if cell.cell_type == "code" and REPOSITORY_DATA in cell.source:
            cell.source = cell.source.replace(REPOSITORY_DATA, "data/")
        if cell.cell_type == "code" and tags(cell) & CLEARED_TAGS:
            cell.outputs = []
            cell.execution_count = None
    return student


def copy_companions(notebooks_dir: Path, out_dir: Path) -> list[Path]:
    """Copy the :data:`COMPANIONS` that exist in ``notebooks_dir`` into ``out_dir``."""
    copied = []
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in COMPANIONS:
        source, target = notebooks_dir / name, out_dir / name
        if not source.is_file():
            continue
        if source.suffix == ".md":  # without the line that links the other edition
            target.write_text(LANGUAGE_LINE.sub("", source.read_text(encoding="utf-8")),
                              encoding="utf-8")
        elif source.suffix == ".ipynb":
            target.write_bytes(jupyterlab_bytes(without_language_line(
                nbformat.read(source, as_version=4))))
        else:
            shutil.copy2(source, target)
        copied.append(target)
    return copied


def make_student(notebooks: Iterable[Path], out_dir: Path,
                 notebooks_dir: Path | None = None) -> list[Path]:
    """Write the student copy of each notebook, and the companion pages, into ``out_dir``.

    The companions come from ``notebooks_dir`` (default: the folder of the first notebook).
    Return the written paths, notebooks first.
    """
    notebooks = list(notebooks)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in notebooks:
        nb = nbformat.read(path, as_version=4)
        target = out_dir / path.name
        target.write_bytes(jupyterlab_bytes(student_copy(nb)))
        written.append(target)
    source = notebooks_dir or (notebooks[0].parent if notebooks else None)
    if source is not None:
        written.extend(copy_companions(source, out_dir))
    if any(REPOSITORY_DATA in path.read_text(encoding="utf-8") for path in notebooks):
        written.extend(copy_data(DATA_DIR, out_dir / "data"))
    return written


def copy_data(data_dir: Path, out_dir: Path) -> list[Path]:
    """Copy the tables of ``data_dir`` (CSV files and their README) into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    return [Path(shutil.copy2(path, out_dir / path.name))
            for path in sorted(data_dir.iterdir()) if path.suffix in {".csv", ".md"}]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebooks", type=Path, default=ROOT / "notebooks",
                        help="folder of NN_topic.ipynb lessons (default: notebooks/)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "student",
                        help="output folder (default: build/student/)")
    parser.add_argument("only", nargs="*", type=Path, metavar="NOTEBOOK",
                        help="convert just these notebooks")
    args = parser.parse_args(argv)
    notebooks = args.only or lesson_notebooks(args.notebooks)
    if not notebooks:
        print(f"make_student: no NN_*.ipynb notebooks in {args.notebooks}", file=sys.stderr)
        return 1
    for path in make_student(notebooks, args.out, args.notebooks):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
