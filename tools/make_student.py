"""Write student copies of the lesson notebooks, without solutions (`make student`).

For each ``notebooks/NN_topic.ipynb`` this writes ``build/student/NN_topic.ipynb`` where

* cells tagged ``solution`` are removed,
* cells tagged ``exercise`` keep their code but lose their outputs and execution count,
* every other cell is kept as it is (outputs included, so the lesson still reads well).

    python tools/make_student.py [--notebooks DIR] [--out DIR] [NOTEBOOK ...]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

import nbformat
from nbformat import NotebookNode

ROOT = Path(__file__).resolve().parents[1]
SOLUTION_TAG = "solution"
EXERCISE_TAG = "exercise"


def lesson_notebooks(notebooks_dir: Path) -> list[Path]:
    """The lesson notebooks ``NN_topic.ipynb`` of a folder, in lesson order."""
    return sorted(notebooks_dir.glob("[0-9][0-9]_*.ipynb"))


def tags(cell: NotebookNode) -> set[str]:
    """The tags of a cell (an empty set when it has none)."""
    return set(cell.get("metadata", {}).get("tags", []))


def student_copy(nb: NotebookNode) -> NotebookNode:
    """A copy of ``nb`` without solution cells and with exercise outputs cleared."""
    student = nbformat.from_dict(nb)  # a deep copy
    student.cells = [cell for cell in student.cells if SOLUTION_TAG not in tags(cell)]
    for cell in student.cells:
        if cell.cell_type == "code" and EXERCISE_TAG in tags(cell):
            cell.outputs = []
            cell.execution_count = None
    return student


def make_student(notebooks: Iterable[Path], out_dir: Path) -> list[Path]:
    """Write the student copy of each notebook into ``out_dir``; return the written paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in notebooks:
        nb = nbformat.read(path, as_version=4)
        target = out_dir / path.name
        nbformat.write(student_copy(nb), target)
        written.append(target)
    return written


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
    for path in make_student(notebooks, args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
