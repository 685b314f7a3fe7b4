"""Lesson 12 asks before it shows: every problem's prediction comes before its sample.

A judge's sample output often answers the lesson's question (who wins the sample position), so
the cell that prints a sample must come after the problem's prediction and its closed answer.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

import grundylib as gl

LESSON = Path(__file__).resolve().parent.parent / "notebooks" / "12_problem_set.ipynb"
PROBLEM_HEADING = re.compile(r"^## (\d+)\. .*\((\w+) (\w+)\)", re.MULTILINE)


def _sections() -> dict[str, list[str]]:
    """The cells' sources of each numbered problem, keyed by the heading's judge and number."""
    cells = nbformat.read(LESSON, as_version=4).cells
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for cell in cells:
        heading = PROBLEM_HEADING.search(cell.source) if cell.cell_type == "markdown" else None
        if heading:
            current = sections.setdefault(f"{heading.group(2)} {heading.group(3)}", [])
        elif cell.cell_type == "markdown" and cell.source.startswith("## "):
            current = None
        if current is not None:
            current.append(cell.source)
    return sections


def test_every_problem_has_a_section() -> None:
    assert len(_sections()) == len(gl.problems.SOLVERS) == 13


@pytest.mark.parametrize("name", sorted(_sections()))
def test_prediction_comes_before_the_sample(name: str) -> None:
    sources = _sections()[name]
    predict = next(i for i, s in enumerate(sources) if "**Predict.**" in s)
    sample = next((i for i, s in enumerate(sources) if "load_problem(" in s), None)
    if sample is None:
        # a problem without a quoted sample has no sample cell; its heading cites the statement
        judge, number = name.split()
        problem = gl.problems.load_problem(f"{judge.lower()}_{number}")
        assert not problem.samples, name
        assert problem.url in sources[0] and problem.title in sources[0], name
        return
    key = re.search(r'load_problem\("(\w+)"\)', sources[sample])
    assert key is not None
    answer = next(i for i, s in enumerate(sources)
                  if "gl.exercises.check_" in s or s.startswith("<details>"))
    assert predict < answer < sample, name


def test_techniques_speak_of_grundy_values() -> None:
    assert not any(re.search(r"\bSG\b", t) for t in gl.problems.TECHNIQUES.values())
