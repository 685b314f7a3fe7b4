"""The autograded assignments of `make assignments` (tools/make_assignments.py), end to end.

A course is made in a temporary folder, lesson 02's assignment is generated and released through a
local exchange folder, two students fetch it, one hands in right answers and one hands in two
wrong ones, and nbgrader collects and autogrades both: full marks for the first, two points fewer
for the second, each lost point on the cell of the wrong answer, whose failure message is the
checker's own hint. No network is used. The strict mode of the checkers, which the graded cells
rely on, and the conversion of a lesson are checked on their own first.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import load_tool

import grundylib as gl

ROOT = Path(__file__).resolve().parents[1]
LESSON_02 = ROOT / "notebooks" / "02_nim_and_boutons_theorem.ipynb"
COURSE_ID = "grundy"

make_assignments = load_tool("make_assignments")


# --- the checkers' strict mode ----------------------------------------------------------------


def test_strict_checker_raises_the_hint_and_lessons_still_only_print_it() -> None:
    wrong = gl.exercises.check_nim_sum([22, 51], 73)
    assert not wrong and "ordinary sum" in wrong.message  # outside strict: a verdict, no error
    with gl.exercises.strict(), pytest.raises(gl.exercises.WrongAnswer) as raised:
        gl.exercises.check_nim_sum([22, 51], 73)
    assert str(raised.value) == wrong.message
    assert isinstance(raised.value, AssertionError)  # a failed test to any test runner
    with gl.exercises.strict():
        assert gl.exercises.check_nim_sum([22, 51], 37)  # a right answer passes
        assert gl.exercises.check_nim_winning_moves_function(
            lambda heaps: gl.winning_moves(gl.Nim(), heaps))
    assert not gl.exercises.check_nim_sum([22, 51], 73)  # the mode ends with the block


def test_strict_mode_judges_only_the_outer_checker() -> None:
    # check_nim_winning_moves_function runs check_function inside; a student's function that
    # raises is reported as the outer checker's verdict, with its hint
    def broken(heaps: Any) -> Any:
        raise ValueError("oops")

    verdict = gl.exercises.check_nim_winning_moves_function(broken)
    with gl.exercises.strict(), pytest.raises(gl.exercises.WrongAnswer) as raised:
        gl.exercises.check_nim_winning_moves_function(broken)
    assert str(raised.value) == verdict.message


def test_every_exported_checker_obeys_strict_mode() -> None:
    checkers = [getattr(gl.exercises, n) for n in gl.exercises.__all__ if n.startswith("check_")]
    assert len(checkers) > 40
    assert all(hasattr(checker, "__wrapped__") for checker in checkers)
    with gl.exercises.strict(), pytest.raises(gl.exercises.WrongAnswer):
        gl.problems.check_solver(lambda text: "Fibo")  # lesson 12's judge-style exercise too


# --- the conversion -----------------------------------------------------------------------------


def _nbgrader_cells(nb: Any) -> dict[str, Any]:
    return {c.metadata.nbgrader.grade_id: c for c in nb.cells if "nbgrader" in c.metadata}


def test_lesson_02_becomes_answers_tests_and_model_answers() -> None:
    nb = nbformat.read(LESSON_02, as_version=4)
    source, report = make_assignments.assignment_source(
        nb, make_assignments.ANSWERS["02_nim_and_boutons_theorem"])
    exercises = [c for c in nb.cells if "exercise" in c.metadata.get("tags", [])]
    calls = sum(c.source.count("gl.exercises.check_") for c in exercises)
    cells = _nbgrader_cells(source)
    answers = [c for c in cells.values() if c.metadata.nbgrader.solution]
    tests = [c for c in cells.values() if c.metadata.nbgrader.grade]
    assert len(answers) == len(exercises) >= 10  # every exercise is graded
    assert report.points == len(tests) == calls and report.missing == []
    assert all(c.metadata.nbgrader.points == 1 and c.metadata.nbgrader.locked for c in tests)
    for cell in answers:  # the student's placeholder, the model answer, the checker's hint
        text = cell.source
        assert text.count(make_assignments.BEGIN) == text.count(make_assignments.END) == 1
        assert "None" in text.split(make_assignments.BEGIN)[0]
        assert "gl.exercises.check_" in text.split(make_assignments.END)[1]
    for cell in tests:
        assert "with gl.exercises.strict():\n    gl.exercises.check_" in cell.source
    # no solution cell survives outside the markers, as in the student copies, and no answer is
    # a click away: written reveals go, code reveals stay only when later cells need their names
    assert not [c for c in source.cells if "solution" in c.metadata.get("tags", [])]
    assert not [c for c in source.cells
                if c.cell_type == "markdown" and "reveal" in c.metadata.get("tags", [])]
    written = [c.source for c in nb.cells
               if c.cell_type == "markdown" and "reveal" in c.metadata.get("tags", [])]
    assert written and all(text not in json.dumps(source) for text in written)
    assert "speaker_notes" not in json.dumps([c.metadata for c in source.cells])
    nim_sum = cells["answer-my_nim_sum"].source
    assert "my_nim_sum = 37" in nim_sum.split(make_assignments.BEGIN)[1]


def test_where_model_answers_come_from() -> None:
    """A following code solution, a later one, the key (by occurrence), or the library."""
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    def cell(source: str, tag: str) -> Any:
        return new_code_cell(source, metadata={"tags": [tag]})

    nb = new_notebook(cells=[
        new_markdown_cell("# Lesson 99 · Fixture"),
        cell("my_sum = None\ngl.exercises.check_nim_sum([1, 2], my_sum)", "exercise"),
        cell("# Solution (click to open)\nassert gl.exercises.check_nim_sum([1, 2], 3)", "solution"),
        cell("my_value = None\nprint(gl.exercises.check_xor_upto(5, my_value))", "exercise"),
        cell("my_value = None\ngl.exercises.check_mex([{0}], my_value)", "exercise"),
        cell("my_outcome = None\ngl.exercises.check_outcome(nim, (2, 2), my_outcome)", "exercise"),
        new_markdown_cell("<details><summary><b>Reveal</b> (click to open)</summary>\n\nP\n\n"
                          "</details>", metadata={"tags": ["reveal"]}),
        cell("def f(x):\n    return None\n\n\ngl.exercises.check_mex_function(f)", "exercise"),
        cell("# Solution (click to open)\ndef mex(values):\n    return gl.mex(values)\n\n\n"
             "assert gl.exercises.check_mex_function(mex)", "solution"),
    ])
    source, report = make_assignments.assignment_source(nb, {"my_value#2": "[1]"})
    answers = {c.id: c.source.split(make_assignments.BEGIN + "\n")[1].split(
        make_assignments.END)[0] for c in source.cells if "nbgrader" in c.metadata
        and c.metadata.nbgrader.solution}
    assert answers["answer-my_sum"].endswith("my_sum = 3\n")  # from the solution's checker call
    assert "my_value = gl.xor_upto(5)" in answers["answer-my_value"]  # the library's answer
    assert answers["answer-my_value-2"] == "my_value = [1]\n"  # the key, second occurrence
    assert "my_outcome = gl.outcome(nim, (2, 2))" in answers["answer-my_outcome"]
    assert answers["answer-f"].endswith("f = mex\n")  # the solution's function, bound to f
    assert report.missing == [] and report.points == 5
    print_check = next(c for c in source.cells if c.id == "answer-my_value").source
    assert print_check.endswith("print(gl.exercises.check_xor_upto(5, my_value))")
    assert not [c for c in source.cells if "reveal" in c.metadata.get("tags", [])]
    assert source.cells[1].id == "assignment-note" and "5 points" in source.cells[1].source


def test_a_second_run_keeps_the_lecturers_settings_and_gradebook(tmp_path: Path) -> None:
    course = tmp_path / "course"
    make_assignments.make_assignments([LESSON_02], course)
    config = course / "nbgrader_config.py"
    config.write_text(config.read_text() + 'c.Exchange.root = "/srv/our-exchange"\n')
    (course / "gradebook.db").write_bytes(b"the term's grades")
    make_assignments.make_assignments([LESSON_02], course)
    assert "/srv/our-exchange" in config.read_text()
    assert (course / "gradebook.db").read_bytes() == b"the term's grades"


# --- the round trip through nbgrader ---------------------------------------------------------


def _nbgrader(*args: str, cwd: Path) -> str:
    """Run the nbgrader command line as a lecturer or a student would, in ``cwd``."""
    env = dict(os.environ)
    # nbgrader runs `alembic` by name to set up its gradebook: the environment's scripts first
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["PYTHONHASHSEED"] = "0"
    result = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=cwd, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"nbgrader {' '.join(args)} failed:\n{result.stderr[-3000:]}"
    return result.stdout + result.stderr


def _answered(fetched: Path, source: Any, wrong: dict[str, str]) -> None:
    """Fill in the fetched notebook as a student: the model answers, except ``wrong`` ones.

    ``wrong`` maps an answer cell's grade id to the code the student writes there instead.
    """
    nb = nbformat.read(fetched, as_version=4)
    model = _nbgrader_cells(source)
    for grade_id, cell in _nbgrader_cells(nb).items():
        if not cell.metadata.nbgrader.solution:
            continue
        before, rest = model[grade_id].source.split(make_assignments.BEGIN + "\n")
        answer, after = rest.split(make_assignments.END)
        cell.source = before + wrong.get(grade_id, answer) + after
    nbformat.write(nb, fetched)


# nbgrader's own gradebook code, with SQLAlchemy 2, warns about its session; nothing of ours
@pytest.mark.filterwarnings("ignore:Object of type <Submitted:Warning")
def test_release_submit_and_autograde_lesson_02(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    if importlib.util.find_spec("nbgrader") is None:  # a dev dependency: `make test` installs it
        if os.environ.get("CI"):
            pytest.fail("nbgrader is required in CI: pip install -e '.[dev]'")
        pytest.skip("nbgrader not installed; to run this test: pip install -e '.[dev]'")
    from nbgrader.api import Gradebook
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config import Config

    course, exchange = tmp_path / "course", tmp_path / "exchange"
    exchange.mkdir()
    reports = make_assignments.make_assignments([LESSON_02], course)
    points = reports["lesson02"].points  # one per checker call of the lesson's exercises
    assert points >= 10
    assert (course / "nbgrader_config.py").is_file()

    # the lecturer's side through nbgrader's Python API, with the course's own settings
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    config = Config()
    config.merge(make_assignments._course_config(course))
    config.CourseDirectory.root = str(course)
    config.Exchange.root = str(exchange)
    api = NbGraderAPI(coursedir=CourseDirectory(config=config), config=config)

    def run(step: str, *args: str) -> None:
        result = getattr(api, step)(*args)
        assert result["success"], f"{step} {args}: {result.get('error')}\n{result['log']}"

    run("generate_assignment", "lesson02")
    run("release_assignment", "lesson02")
    released = course / "release" / "lesson02" / LESSON_02.name
    text = released.read_text(encoding="utf-8")
    assert "BEGIN SOLUTION" not in text and "my_nim_sum = 37" not in text
    assert "my_nim_sum = None" in text  # the student's placeholder stays

    # the students' side through the command line, as in a terminal of their server
    source = nbformat.read(course / "source" / "lesson02" / LESSON_02.name, as_version=4)
    wrong = {
        "answer-my_nim_sum": "my_nim_sum = 22 + 51\n",  # the ordinary sum
        "answer-my_moves": "my_moves = [(4, 12, 8)]\n",  # one winning move of three
    }
    for student, mistakes in (("ada", {}), ("bob", wrong)):
        home = tmp_path / student
        home.mkdir()
        as_student = [f"--CourseDirectory.course_id={COURSE_ID}", f"--Exchange.root={exchange}"]
        _nbgrader("fetch_assignment", "lesson02", *as_student, cwd=home)
        _answered(home / "lesson02" / LESSON_02.name, source, mistakes)
        _nbgrader("submit", "lesson02", *as_student,
                  f"--CourseDirectory.student_id={student}", cwd=home)

    run("collect", "lesson02")
    for student in ("ada", "bob"):
        run("autograde", "lesson02", student)

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        ada = gradebook.find_submission("lesson02", "ada")
        bob = gradebook.find_submission("lesson02", "bob")
        assert (ada.max_score, ada.score) == (points, points)  # full marks
        assert (bob.max_score, bob.score) == (points, points - 2)  # a point per wrong answer
        lost = sorted(g.name for nb in bob.notebooks for g in nb.grades if g.score < g.max_score)
        assert lost == ["test-my_moves", "test-my_nim_sum"]

    graded = nbformat.read(course / "autograded" / "bob" / "lesson02" / LESSON_02.name,
                           as_version=4)
    (failed,) = [c for c in graded.cells
                 if c.metadata.get("nbgrader", {}).get("grade_id") == "test-my_nim_sum"]
    (error,) = [o for o in failed.outputs if o.output_type == "error"]
    hint = gl.exercises.check_nim_sum([22, 51], 73).message
    assert (error.ename, error.evalue) == ("WrongAnswer", hint)
