"""Turn each lesson's exercises into an autograded nbgrader assignment (`make assignments`).

For each lesson ``notebooks/NN_topic.ipynb`` with exercises this writes the nbgrader *source*
version ``build/course/source/lessonNN/NN_topic.ipynb`` (and ``build/course/nbgrader_config.py``
the first time), from which ``nbgrader generate_assignment lessonNN`` makes the version the
students get. The checkers stay the one source of truth:

* every exercise cell (tagged ``exercise``) becomes an nbgrader *autograded answer* cell. Its
  placeholders (``my_answer = None``, ``def my_function(...): return None``) stay as the
  student knows them; below them, between nbgrader's ``### BEGIN SOLUTION`` and
  ``### END SOLUTION``, comes the model answer, which ``generate_assignment`` removes; the
  checker calls come last, so running the cell still gives the student the checker's hint;
* after it, one locked *autograder test* cell per checker call, worth one point, runs the same
  call inside ``with gl.exercises.strict():``, where a wrong answer raises the checker's hint;
* the model answer is the code solution that follows the exercise in the lesson (the cell tagged
  ``solution``), with the answer the solution gives the checker bound to the student's name (a
  later solution that passes a plain value to the same checker call counts too); where a lesson
  has no such code (the answer is a reveal or a written model answer), the value comes from
  ``ANSWERS`` in ``tools/assignment_answers.py``, or, for the common checkers
  (:data:`COMPUTED`), from the library's own answer to the same question. ``--check`` runs
  every source version and fails unless each graded cell passes with its model answers;
* no graded answer is a click away: written reveals (markdown tagged ``reveal``) are left out,
  and so is a code reveal unless a later cell uses a name it defines;
* everything else is as in the student copy of ``make student`` (tools/make_student.py): no
  solution cells or speaker notes, exercise and reveal outputs cleared, the other outputs kept,
  ``../data/`` read from the assignment's own ``data/`` folder, the glossary beside the lesson.

Why both tools: ``make student`` gives self-learners the lessons without solutions and without
grading machinery (no nbgrader needed, no test cells); an assignment is for a class that grades.

    python tools/make_assignments.py [--notebooks DIR] [--course DIR] [--generate] [NOTEBOOK ...]

``--generate`` also runs ``nbgrader generate_assignment`` for each lesson written (nbgrader must
be installed: it is in the ``dev`` extras). Nothing else of the course folder is touched: the
gradebook, ``release/``, ``submitted/`` and ``autograded/`` stay as nbgrader left them.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat
from nbformat import NotebookNode

sys.path.insert(0, str(Path(__file__).resolve().parent))
from assignment_answers import ANSWERS
from lessons import (
    EXERCISE_TAG,
    REVEAL_TAG,
    SOLUTION_TAG,
    cell_source,
    jupyterlab_bytes,
    lesson_notebooks,
    tags,
)
from make_student import DATA_DIR, REPOSITORY_DATA, copy_data, student_copy

__all__ = [
    "BEGIN",
    "COMPUTED",
    "CONFIG",
    "END",
    "Exercise",
    "Report",
    "assignment_id",
    "assignment_source",
    "check_model_answers",
    "computed_answer",
    "main",
    "make_assignments",
    "model_answer",
]

ROOT = Path(__file__).resolve().parents[1]
BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
SCHEMA_VERSION = 3
"""The version of nbgrader's cell metadata (nbgrader 0.9)."""
TEST_FIRST_LINE = "# Graded (1 point): the checker above, strict: a wrong answer fails this cell"
CHECKER = re.compile(r"^check_\w+$")

CONFIG = '''\
# nbgrader's settings for this course (written once by `make assignments`; edit freely).
# https://nbgrader.readthedocs.io/en/stable/configuration/nbgrader_config.html
c = get_config()  # noqa: F821

c.CourseDirectory.course_id = "grundy"
# Where release/fetch/submit/collect meet; on a JupyterHub every user must be able to read and
# write it (the default is /srv/nbgrader/exchange).
# c.Exchange.root = "/srv/nbgrader/exchange"

# The model answer between BEGIN/END SOLUTION leaves the student's placeholder lines in place.
c.ClearSolutions.code_stub = {"python": ""}
# Keep the lesson's pictures and tables: answers' outputs are already cleared in the source.
c.ClearOutput.enabled = False
# A lesson runs in well under a minute; a student's slow function is stopped by its checker.
c.ExecutePreprocessor.timeout = 300
'''
"""``nbgrader_config.py`` of a new course folder."""

INTRODUCTION = """\
**A graded assignment.** Work through the lesson as usual. Each exercise cell keeps its
placeholders (`None`, or a function that returns `None`): replace them with your answers and run
the cell for a hint. The locked cell below each exercise grades it with the same checker, one
point per check, {points} points in all; it fails with the checker's hint while an answer is wrong.
Before you submit, restart the kernel and run all cells (or press *Validate*)."""


def assignment_id(path: Path) -> str:
    """``lessonNN`` for ``NN_topic.ipynb``: the name of the lesson's nbgrader assignment."""
    return f"lesson{path.name[:2]}"


@dataclass
class Exercise:
    """What one exercise cell holds: its placeholders and its checker calls (top level)."""

    source: str
    setup: list[str] = field(default_factory=list)
    """The cell without its checker calls (one string; none for a cell of checker calls)."""
    checks: list[str] = field(default_factory=list)
    """The source of each checker call (without a ``print(...)`` around it)."""
    check_statements: list[str] = field(default_factory=list)
    """The source of each statement that makes a checker call, as the lesson writes it."""
    calls: list[ast.Call] = field(default_factory=list)
    placeholders: list[str] = field(default_factory=list)
    """Names the student fills in: assigned ``None`` or defined by ``def`` in the cell."""

    @classmethod
    def parse(cls, source: str) -> Exercise:
        tree = ast.parse(source)
        lines = source.splitlines()
        exercise = cls(source)
        previous_end = 0
        kept: list[str] = []
        last_kept: ast.stmt | None = None
        for statement in tree.body:
            end = statement.end_lineno or statement.lineno
            # the comment and blank lines above a statement go with it
            text = "\n".join(lines[previous_end:end])
            previous_end = end
            call = _checker_call(statement)
            if call is not None:
                exercise.calls.append(call)
                exercise.checks.append(ast.get_source_segment(source, call) or "")
                exercise.check_statements.append(text.strip("\n"))
                continue
            kept.append(text)
            last_kept = statement
            if isinstance(statement, ast.FunctionDef):
                exercise.placeholders.append(statement.name)
            elif (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant)
                  and statement.value.value is None):
                exercise.placeholders.extend(
                    t.id for t in statement.targets if isinstance(t, ast.Name))
        setup = "\n".join(kept).strip("\n")
        if isinstance(last_kept, ast.FunctionDef):
            setup += "\n\n"  # two blank lines after a function, as the lessons write them
        exercise.setup = [setup] if setup else []
        return exercise

    def filled(self, call: ast.Call) -> list[tuple[str, ast.expr | None, str]]:
        """``(placeholder, argument, keyword)`` for each argument of ``call`` a student fills."""
        found: list[tuple[str, ast.expr | None, str]] = []
        for index, arg in enumerate(call.args):
            if isinstance(arg, ast.Name) and arg.id in self.placeholders:
                found.append((arg.id, None, str(index)))
        for keyword in call.keywords:
            value = keyword.value
            if isinstance(value, ast.Name) and value.id in self.placeholders and keyword.arg:
                found.append((value.id, None, keyword.arg))
        return found


def _checker_name(call: ast.Call) -> str | None:
    """``check_x`` for a call ``gl.exercises.check_x(...)`` or ``gl.problems.check_x(...)``."""
    func = call.func
    if (isinstance(func, ast.Attribute) and CHECKER.match(func.attr)
            and isinstance(func.value, ast.Attribute | ast.Name)):
        owner = func.value.attr if isinstance(func.value, ast.Attribute) else func.value.id
        if owner in {"exercises", "problems"}:
            return func.attr
    return None


def _checker_call(statement: ast.stmt) -> ast.Call | None:
    """The checker call of a statement ``check(...)`` or ``print(check(...))``, else None."""
    if not isinstance(statement, ast.Expr) or not isinstance(statement.value, ast.Call):
        return None
    call = statement.value
    if (isinstance(call.func, ast.Name) and call.func.id == "print" and len(call.args) == 1
            and isinstance(call.args[0], ast.Call)):
        call = call.args[0]
    return call if _checker_name(call) else None


def _argument(call: ast.Call, where: str) -> ast.expr | None:
    if where.isdigit():
        index = int(where)
        return call.args[index] if index < len(call.args) else None
    return next((k.value for k in call.keywords if k.arg == where), None)


def _plain_value(node: object) -> bool:
    """Whether ``node`` is written as a plain value: numbers, strings, ``None``, booleans and
    tuples, lists, sets and dicts of them (read from the syntax tree; nothing is evaluated).

    >>> _plain_value(ast.parse("[(1, 2), {'a': -3}]", mode="eval").body)
    True
    >>> _plain_value(ast.parse("gl.nim_sum(3, 5)", mode="eval").body)
    False
    """
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return isinstance(node.operand, ast.Constant) and isinstance(node.operand.value, int | float)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return all(_plain_value(item) for item in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and _plain_value(k) for k in node.keys) and all(
            _plain_value(v) for v in node.values)
    return False


def _same_question(exercise_call: ast.Call, solution_call: ast.Call, skip: set[str]) -> bool:
    """Whether a solution's checker call asks what the exercise's asks (all but the answers)."""
    if _checker_name(exercise_call) != _checker_name(solution_call):
        return False
    if len(exercise_call.args) != len(solution_call.args):
        return False
    for index, (a, b) in enumerate(zip(exercise_call.args, solution_call.args, strict=True)):
        if str(index) not in skip and ast.dump(a) != ast.dump(b):
            return False
    keywords = {k.arg: ast.dump(k.value) for k in exercise_call.keywords if k.arg not in skip}
    theirs = {k.arg: ast.dump(k.value) for k in solution_call.keywords if k.arg not in skip}
    return keywords == theirs


def _defined(source: str) -> set[str]:
    """The names a cell binds at its top level (assignments, ``def``, imports)."""
    names: set[str] = set()
    for statement in ast.parse(source).body:
        if isinstance(statement, ast.FunctionDef | ast.ClassDef):
            names.add(statement.name)
        elif isinstance(statement, ast.Assign | ast.AnnAssign):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    return names


def _without_first_line(source: str) -> str:
    """A collapsed solution's code without its neutral first line, ``# Solution (click ...)``."""
    lines = source.splitlines()
    if lines and lines[0].startswith("# ") and "click to open" in lines[0]:
        lines = lines[1:]
    return "\n".join(lines).strip("\n")


def model_answer(exercise: Exercise, following: str | None, later: Sequence[str],
                 key: dict[str, str]) -> tuple[str, list[str]]:
    """The code between BEGIN and END SOLUTION, and the placeholders it leaves unanswered.

    ``following`` is the code solution right after the exercise (or None), ``later`` the code
    solutions further on; ``key`` the lesson's entries of :data:`ANSWERS`.
    """
    body = _without_first_line(following) if following else ""
    defined = _defined(body) if body else set()
    solution_calls = [n for n in ast.walk(ast.parse(body)) if isinstance(n, ast.Call)] if body else []
    later_calls = [n for s in later for n in ast.walk(ast.parse(s)) if isinstance(n, ast.Call)]
    bindings: dict[str, str] = {}
    for call in exercise.calls:
        filled = exercise.filled(call)
        skip = {where for _, _, where in filled}
        nearby = [c for c in solution_calls if _checker_name(c) == _checker_name(call)]
        exact = [c for c in solution_calls if _same_question(call, c, skip)]
        candidates = exact or (nearby[:1] if len(nearby) == 1 else [])
        for name, _, where in filled:
            if name in key or name in bindings:
                continue
            for candidate in candidates:
                value = _argument(candidate, where)
                if value is not None:
                    text = ast.unparse(value)
                    if text != name:
                        bindings[name] = text
                    break
            else:
                if name in defined:
                    continue
                # a later solution that answers the same question with a plain value
                for candidate in later_calls:
                    if _same_question(call, candidate, skip):
                        value = _argument(candidate, where)
                        if not _plain_value(value):
                            continue
                        bindings[name] = ast.unparse(value)  # type: ignore[arg-type]
                        break
    computed: dict[str, str] = {}
    for call in exercise.calls:
        for name, _, where in exercise.filled(call):
            text = computed_answer(call, where)
            if text and name not in key and name not in bindings and name not in defined:
                computed.setdefault(name, text)
    lines = [body] if body else []
    lines += [f"{name} = {key[name]}" for name in exercise.placeholders if name in key]
    lines += [f"{name} = {text}" for name, text in bindings.items()]
    if computed:
        lines.append("# the library's answer (the lesson explains it where it reveals the answer)")
        lines += [f"{name} = {text}" for name, text in computed.items()]
    answered = set(bindings) | set(key) | defined | set(computed)
    missing = [name for name in exercise.placeholders if name not in answered]
    return "\n".join(line for line in lines if line), missing


COMPUTED: dict[str, tuple[int, str]] = {
    "check_outcome": (2, "gl.outcome({0}, {1}{misere})"),
    "check_mover_wins": (2, 'gl.outcome({0}, {1}) == "N"'),
    "check_winning_moves": (2, "gl.winning_moves({0}, {1}{misere})"),
    "check_misere_winning_moves": (2, "gl.winning_moves({0}, {1}, misere=True)"),
    "check_p_positions": (2, '[n for n in range({1} + 1) if gl.outcome({0}, n) == "P"]'),
    "check_grundy_values": (2, "[gl.grundy({0}, p) for p in {1}]"),
    "check_nim_sum": (1, "gl.nim_sum(*{0})"),
    "check_xor_upto": (1, "gl.xor_upto({0})"),
}
"""For the common checkers, the library's answer to the question a call asks: (the position of
the student's answer among the arguments, the expression). The last resort of a model answer,
after the lesson's code solution and :data:`ANSWERS`."""


def computed_answer(call: ast.Call, where: str) -> str | None:
    """The library's answer to ``call`` for the argument at ``where``, from :data:`COMPUTED`."""
    name = _checker_name(call)
    if name not in COMPUTED or not where.isdigit():
        return None
    position, template = COMPUTED[name]
    if int(where) != position or len(call.args) <= position:
        return None
    misere = next((k.value for k in call.keywords if k.arg == "misere"), None)
    if misere is None and len(call.args) > position + 1 and name == "check_outcome":
        misere = call.args[position + 1]
    return template.format(*(ast.unparse(a) for a in call.args[:position]),
                           misere=f", misere={ast.unparse(misere)}" if misere else "")


def _grade_id(text: str, taken: set[str]) -> str:
    base = re.sub(r"[^A-Za-z0-9_-]", "-", text)[:60]
    grade_id, n = base, 1
    while grade_id in taken:
        n += 1
        grade_id = f"{base}-{n}"
    taken.add(grade_id)
    return grade_id


def _nbgrader(grade_id: str, *, solution: bool, points: int | None = None) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "grade": points is not None,
        "grade_id": grade_id,
        "locked": points is not None,
        "schema_version": SCHEMA_VERSION,
        "solution": solution,
        "task": False,
    }
    if points is not None:
        meta["points"] = points
    return meta


@dataclass
class Report:
    """What :func:`assignment_source` made of a lesson: points, and answers it could not find."""

    points: int = 0
    missing: list[str] = field(default_factory=list)


def assignment_source(nb: NotebookNode, key: dict[str, str] | None = None
                      ) -> tuple[NotebookNode, Report]:
    """The nbgrader source version of a lesson (see the module's description), and a report."""
    key = key or {}
    cells = list(nb.cells)
    code_solutions = {i: cell_source(c) for i, c in enumerate(cells)
                      if c.cell_type == "code" and SOLUTION_TAG in tags(c)}
    report = Report()
    taken: set[str] = set()
    seen: dict[str, int] = {}
    out: list[NotebookNode] = []
    for index, cell in enumerate(cells):
        if not (cell.cell_type == "code" and EXERCISE_TAG in tags(cell)):
            out.append(cell)
            continue
        exercise = Exercise.parse(cell_source(cell))
        if not exercise.calls:
            out.append(cell)
            continue
        after = next((j for j in range(index + 1, len(cells)) if cells[j].cell_type == "code"),
                     None)
        following = code_solutions.get(after) if after is not None else None
        later = [s for j, s in code_solutions.items() if j > index and j != after]
        mine: dict[str, str] = {}  # the key's entries for this cell: `name`, or `name#2`...
        for name in exercise.placeholders:
            seen[name] = seen.get(name, 0) + 1
            entry = key.get(f"{name}#{seen[name]}", key.get(name) if seen[name] == 1 else None)
            if entry is not None:
                mine[name] = entry
        answer, missing = model_answer(exercise, following, later, mine)
        report.missing.extend(missing)
        name = exercise.placeholders[0] if exercise.placeholders else f"cell{index}"
        answer_id = _grade_id(f"answer-{name}", taken)
        source = "\n".join(part for part in [*exercise.setup, BEGIN, answer, END,
                                              *exercise.check_statements] if part)
        answer_cell = nbformat.from_dict(cell)
        answer_cell.source = source
        answer_cell.id = answer_id
        answer_cell.metadata["nbgrader"] = _nbgrader(answer_id, solution=True)
        out.append(answer_cell)
        for call, check in zip(exercise.calls, exercise.checks, strict=True):
            filled = [n for n, _, _ in exercise.filled(call)] or [name]
            test_id = _grade_id(f"test-{'-'.join(filled)}", taken)
            body = "\n".join("    " + line if line else line for line in check.splitlines())
            test = nbformat.v4.new_code_cell(
                f"{TEST_FIRST_LINE}\nwith gl.exercises.strict():\n{body}",
                metadata={"editable": False, "deletable": False,
                          "nbgrader": _nbgrader(test_id, solution=False, points=1),
                          "slideshow": {"slide_type": "skip"}, "tags": ["autograder-test"]},
            )
            test.id = test_id
            out.append(test)
            report.points += 1
    source_nb = nbformat.from_dict(nb)
    source_nb.cells = _without_reveals(out)
    source_nb = student_copy(source_nb)
    if report.points:
        intro = nbformat.v4.new_markdown_cell(
            INTRODUCTION.format(points=report.points),
            metadata={"slideshow": {"slide_type": "skip"}, "tags": ["assignment-note"]})
        intro.id = "assignment-note"
        source_nb.cells.insert(1, intro)
    return source_nb, report


def _loaded_names(source: str) -> set[str]:
    try:
        tree = ast.parse(source)
    except SyntaxError:  # IPython syntax (%magic): read as using every name it mentions
        return set(re.findall(r"[A-Za-z_]\w*", source))
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}


def _bound(source: str) -> set[str]:
    """Every name a cell may bind (stored names, imports, definitions), generously."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {"?"}  # unreadable: assume it matters
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return names


def _without_reveals(cells: Sequence[NotebookNode]) -> list[NotebookNode]:
    """``cells`` without the answers a click away, which would give a graded answer away.

    A written reveal (markdown tagged ``reveal``) goes; a code reveal goes too unless a later
    cell uses a name it defines (then it stays, its output cleared, as in the student copies).
    """
    kept: list[NotebookNode] = []
    for index, cell in enumerate(cells):
        if REVEAL_TAG in tags(cell):
            if cell.cell_type != "code":
                continue
            defined = _bound(cell_source(cell))
            later = set().union(*(_loaded_names(cell_source(c)) for c in cells[index + 1:]
                                  if c.cell_type == "code" and SOLUTION_TAG not in tags(c)))
            if not defined & later:
                continue
        kept.append(cell)
    return kept


def make_assignments(notebooks: Iterable[Path], course: Path, *, generate: bool = False,
                     key: dict[str, dict[str, str]] | None = None) -> dict[str, Report]:
    """Write the source version of each lesson's assignment into ``course/source/``.

    Writes ``course/nbgrader_config.py`` when it is missing; with ``generate``, runs
    ``nbgrader generate_assignment`` on each. Returns the report of each assignment written.
    """
    key = ANSWERS if key is None else key
    course.mkdir(parents=True, exist_ok=True)
    config = course / "nbgrader_config.py"
    if not config.exists():
        config.write_text(CONFIG, encoding="utf-8")
    reports: dict[str, Report] = {}
    for path in notebooks:
        nb = nbformat.read(path, as_version=4)
        source, report = assignment_source(nb, key.get(path.stem, {}))
        if not report.points:
            continue
        folder = course / "source" / assignment_id(path)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / path.name).write_bytes(jupyterlab_bytes(source))
        glossary = path.parent / "glossary.md"
        if glossary.is_file():
            shutil.copy2(glossary, folder / "glossary.md")
        if REPOSITORY_DATA in path.read_text(encoding="utf-8"):
            copy_data(DATA_DIR, folder / "data")
        reports[assignment_id(path)] = report
    if generate:
        _generate(course, list(reports))
    return reports


def _generate(course: Path, assignments: Sequence[str]) -> None:
    """Run nbgrader's ``generate_assignment`` in ``course`` for each assignment."""
    import os

    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config import Config

    # nbgrader runs `alembic` by name to set up its gradebook: this environment's scripts first
    os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    config = Config()
    config.CourseDirectory.root = str(course)
    config.merge(_course_config(course))
    api = NbGraderAPI(coursedir=CourseDirectory(config=config), config=config)
    for name in assignments:
        result = api.generate_assignment(name, force=True)
        if not result["success"]:
            raise SystemExit(f"nbgrader generate_assignment {name} failed:\n{result['log']}"
                             f"{result.get('error', '')}")
        print(f"{course / 'release' / name}: released version generated")


def _course_config(course: Path) -> Any:
    """The settings of ``course/nbgrader_config.py``, as nbgrader itself reads them."""
    from traitlets.config.loader import PyFileConfigLoader

    return PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()


def check_model_answers(notebook: Path, timeout: int = 600) -> list[str]:
    """Run a source version as nbgrader's validator would: the cells that fail, by id.

    With the model answers filled in, every cell should run and every graded cell pass (the
    ids of graded cells are their grade ids); an empty list says so.
    """
    from nbclient import NotebookClient

    nb = nbformat.read(notebook, as_version=4)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=True,
                            resources={"metadata": {"path": str(notebook.parent)}})
    client.execute()
    return [cell.get("id", "?") for cell in nb.cells if cell.cell_type == "code"
            and any(o.output_type == "error" for o in cell.get("outputs", []))]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebooks", type=Path, default=ROOT / "notebooks",
                        help="folder of NN_topic.ipynb lessons (default: notebooks/)")
    parser.add_argument("--course", type=Path, default=ROOT / "build" / "course",
                        help="nbgrader course folder (default: build/course/)")
    parser.add_argument("--generate", action="store_true",
                        help="also run `nbgrader generate_assignment` on each assignment")
    parser.add_argument("--check", action="store_true",
                        help="also run each source version: every graded cell must pass with the "
                             "model answers (takes as long as running the lessons)")
    parser.add_argument("only", nargs="*", type=Path, metavar="NOTEBOOK",
                        help="convert just these notebooks")
    args = parser.parse_args(argv)
    notebooks = args.only or lesson_notebooks(args.notebooks)
    if not notebooks:
        print(f"make_assignments: no NN_*.ipynb notebooks in {args.notebooks}", file=sys.stderr)
        return 1
    reports = make_assignments(notebooks, args.course, generate=args.generate)
    for name, report in reports.items():
        note = f"; no model answer for {', '.join(report.missing)}" if report.missing else ""
        print(f"{args.course / 'source' / name}: {report.points} points{note}")
    failed = False
    if args.check:
        for name in reports:
            (notebook,) = (args.course / "source" / name).glob("*.ipynb")
            failing = check_model_answers(notebook)
            failed = failed or bool(failing)
            print(f"{name}: " + (f"with the model answers, these cells fail: {', '.join(failing)}"
                                 if failing else "runs, and every graded cell passes with the "
                                 "model answers"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
