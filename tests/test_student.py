"""The student copies of `make student` (tools/make_student.py).

No solution survives (no cell tagged ``solution``, and no solution's text anywhere in the file),
exercise and reveal cells lose their outputs, speaker notes are dropped, everything else is kept,
the glossary and the troubleshooting page are copied beside the lessons, and each copy still
runs from top to bottom in an empty folder. A small fixture notebook checks the same on every
kind of cell, whatever the lessons hold today.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import cell_tags, load_tool
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

ROOT = Path(__file__).resolve().parents[1]
CELL_TIMEOUT = 300  # seconds per cell


make_student = load_tool("make_student")
LANGUAGE_LINE = load_tool("lessons").LANGUAGE_LINE
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
        code("print(3 ^ 5)  # FIXTURE REVEAL", "6\n", "reveal"),
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
    # the only edits to a kept cell: a table of data/ is read from the copies' own data/ folder,
    # and the line linking the Chinese edition (not in the student folder) is left out
    expected = [c.source.replace("../data/", "data/") if c.cell_type == "code"
                else LANGUAGE_LINE.sub("", c.source) for c in kept]
    assert [c.source for c in student.cells] == expected
    assert student.metadata == original.metadata
    for before, after in zip(kept, student.cells, strict=True):
        assert "speaker_notes" not in after.metadata
        if after.cell_type != "code":
            continue
        if {"exercise", "reveal"} & set(cell_tags(after)):
            assert after.outputs == [] and after.execution_count is None
        else:
            assert after.outputs == before.outputs


def test_fixture_copy_drops_solutions_notes_and_answers(tmp_path: Path) -> None:
    original = _fixture_notebook(tmp_path / "notebooks")
    nb = nbformat.read(original, as_version=4)
    nb.cells[0].metadata["speaker_notes"] = "FIXTURE NOTES for the lecturer"
    nbformat.write(nb, original)
    (tmp_path / "notebooks" / "glossary.md").write_text("# Glossary\n", encoding="utf-8")
    written = make_student.make_student([original], tmp_path / "student")
    assert sorted(p.name for p in written) == [FIXTURE_NAME, "glossary.md"]
    text = (tmp_path / "student" / FIXTURE_NAME).read_text(encoding="utf-8")
    for gone in ("FIXTURE SOLUTION", "FIXTURE MARKDOWN SOLUTION", "FIXTURE NOTES"):
        assert gone not in text
    student = nbformat.read(tmp_path / "student" / FIXTURE_NAME, as_version=4)
    def outputs(marker: str) -> list[Any]:
        (cell,) = [c for c in student.cells if c.cell_type == "code" and marker in c.source]
        return list(cell.outputs)

    assert outputs("FIXTURE REVEAL") == [] and outputs("your answer here") == []
    assert [o["text"] for o in outputs("print('x is', x)")] == ["x is 6\n"]


def test_companion_pages_are_copied() -> None:
    present = [n for n in make_student.COMPANIONS if (ROOT / "notebooks" / n).is_file()]
    assert "glossary.md" in present and "troubleshooting.ipynb" in present
    out = ROOT / "build" / "student-companions-test"
    shutil.rmtree(out, ignore_errors=True)
    try:
        copied = make_student.copy_companions(ROOT / "notebooks", out)
        assert sorted(p.name for p in copied) == sorted(present)
        for path in copied:  # the same page, less the line that links the Chinese edition
            original = (ROOT / "notebooks" / path.name).read_text(encoding="utf-8")
            copy = path.read_text(encoding="utf-8")
            assert "[中文版](zh_CN/" in original and "[中文版](" not in copy
            if path.suffix == ".md":
                assert copy == LANGUAGE_LINE.sub("", original)
            else:
                ours = nbformat.read(path, as_version=4)
                theirs = nbformat.read(ROOT / "notebooks" / path.name, as_version=4)
                assert [LANGUAGE_LINE.sub("", c.source) for c in theirs.cells] == [
                    c.source for c in ours.cells]
    finally:
        shutil.rmtree(out, ignore_errors=True)


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_student_copy_executes(name: str, copies: dict[str, Path], tmp_path: Path) -> None:
    from nbclient import NotebookClient

    nb = nbformat.read(copies[name], as_version=4)
    # run where the copies are, as a student would: the data tables are beside them
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(copies[name].parent)}})
    client.execute()  # raises CellExecutionError, naming the cell, when one fails
    (tmp_path / name).write_text(nbformat.writes(nb), encoding="utf-8")
