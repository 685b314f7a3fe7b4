"""The student copies of `make student` (tools/make_student.py).

No solution survives (no cell tagged ``solution``, and no solution's text anywhere in the file),
exercise cells lose their outputs, everything else is kept, and each copy still runs from top to
bottom in an empty folder. Before the lessons exist, a small fixture notebook stands in.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import cell_tags, load_tool
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

ROOT = Path(__file__).resolve().parents[1]
CELL_TIMEOUT = 300  # seconds per cell


make_student = load_tool("make_student")
REAL_NOTEBOOKS: list[Path] = make_student.lesson_notebooks(ROOT / "notebooks")
FIXTURE_NAME = "00_fixture.ipynb"
NOTEBOOK_NAMES = [nb.name for nb in REAL_NOTEBOOKS] or [FIXTURE_NAME]


def _fixture_notebook(folder: Path) -> Path:
    """A stand-in lesson with an exercise, code and markdown solutions, and plain cells."""

    def code(source: str, text: str, *tags: str) -> Any:
        cell = new_code_cell(source, metadata={"tags": list(tags)} if tags else {})
        cell.outputs = [new_output("stream", name="stdout", text=text)]
        cell.execution_count = 1
        return cell

    nb = new_notebook(cells=[
        new_markdown_cell("# Fixture lesson\n\nWhat is $3 \\oplus 5$?"),
        code("x = 3 ^ 5\nprint('x is', x)", "x is 6\n"),
        code("my_answer = None  # your answer here\nprint(my_answer)", "6\n", "exercise"),
        code("my_answer = 6  # FIXTURE SOLUTION\nprint(my_answer)", "6\n", "solution"),
        new_markdown_cell("*Answer.* 6, because FIXTURE MARKDOWN SOLUTION.",
                          metadata={"tags": ["solution"]}),
        new_markdown_cell("## Summary"),
    ])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FIXTURE_NAME
    nbformat.write(nb, path)
    return path


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if REAL_NOTEBOOKS:
        return {nb.name: nb for nb in REAL_NOTEBOOKS}
    return {FIXTURE_NAME: _fixture_notebook(tmp_path_factory.mktemp("notebooks"))}


@pytest.fixture(scope="module")
def copies(originals: dict[str, Path], tmp_path_factory: pytest.TempPathFactory
           ) -> dict[str, Path]:
    written = make_student.make_student(originals.values(), tmp_path_factory.mktemp("student"))
    return {path.name: path for path in written}


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_no_solution_survives(name: str, originals: dict[str, Path],
                              copies: dict[str, Path]) -> None:
    original = json.loads(originals[name].read_text(encoding="utf-8"))
    text = copies[name].read_text(encoding="utf-8")
    student = json.loads(text)
    assert [c for c in student["cells"] if "solution" in cell_tags(c)] == []
    for cell in original["cells"]:
        solution = _source(cell).strip()
        if "solution" in cell_tags(cell) and solution:
            assert json.dumps(solution)[1:-1] not in text, f"solution text leaked: {solution!r}"
            assert all(solution not in _source(c) for c in student["cells"])


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_exercises_cleared_and_the_rest_kept(name: str, originals: dict[str, Path],
                                             copies: dict[str, Path]) -> None:
    original = nbformat.read(originals[name], as_version=4)
    student = nbformat.read(copies[name], as_version=4)
    kept = [c for c in original.cells if "solution" not in cell_tags(c)]
    assert [c.source for c in student.cells] == [c.source for c in kept]
    assert student.metadata == original.metadata
    for before, after in zip(kept, student.cells, strict=True):
        if after.cell_type != "code":
            continue
        if "exercise" in cell_tags(after):
            assert after.outputs == [] and after.execution_count is None
        else:
            assert after.outputs == before.outputs


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_student_copy_executes(name: str, copies: dict[str, Path], tmp_path: Path) -> None:
    from nbclient import NotebookClient

    nb = nbformat.read(copies[name], as_version=4)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}})
    client.execute()  # raises CellExecutionError, naming the cell, when one fails
    (tmp_path / name).write_text(nbformat.writes(nb), encoding="utf-8")
