"""Data files are read as data: CSV and JSON through pandas or the standard library, never run.

Three checks. The data files (``data/`` and the package data ``grundylib/data/``) are plain
UTF-8 CSV or JSON (or Markdown notes), each read by some code. No code of the library, the
lessons, the tools or the tests can execute text: no ``eval``/``exec``/``compile``, no
``pickle``-like module, no unsafe YAML or pickled NumPy/pandas loads (the tests' only ``eval`` is
``eval(repr(x))``, which checks that a ``repr`` can be pasted back). Every parser called by
code that names a data file is one of :data:`ALLOWED_READERS`. Finally the library's own
reader, :func:`grundylib.problems.load_problem`, is run with ``eval``, ``exec`` and ``pickle``
disabled and must give what :func:`json.loads` gives.
"""

from __future__ import annotations

import ast
import builtins
import csv
import io
import json
import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest

from grundylib import problems

ROOT = Path(__file__).resolve().parent.parent
DATA_DIRS = (ROOT / "data", ROOT / "grundylib" / "data")

CODE_DIRS = ("grundylib", "tools", "tests", "notebooks")
"""Folders whose Python files and notebooks are scanned."""

FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}
FORBIDDEN_MODULES = {
    "pickle",
    "cPickle",
    "_pickle",
    "marshal",
    "shelve",
    "dill",
    "cloudpickle",
    "joblib",
}
FORBIDDEN_ATTRIBUTES = {"read_pickle", "to_pickle", "literal_eval", "unsafe_load", "full_load"}

READER_NAMES = {
    "read_csv",
    "read_json",
    "read_table",
    "read_excel",
    "read_parquet",
    "read_pickle",
    "load",
    "loads",
    "loadtxt",
    "genfromtxt",
    "fromfile",
    "DictReader",
    "reader",
    "safe_load",
}
"""Functions that parse a file or its text."""

ALLOWED_READERS = {
    "pd.read_csv",
    "pandas.read_csv",
    "json.load",
    "json.loads",
    "csv.DictReader",
    "csv.reader",
}


def code_files() -> list[Path]:
    files = []
    for folder in CODE_DIRS:
        files += sorted((ROOT / folder).rglob("*.py")) + sorted((ROOT / folder).rglob("*.ipynb"))
    return [
        f for f in files if ".ipynb_checkpoints" not in f.parts and "__pycache__" not in f.parts
    ]


def python_source(path: Path) -> str:
    """The Python text of a module, or of a notebook's code cells (IPython magics dropped)."""
    if path.suffix == ".py":
        return path.read_text(encoding="utf-8")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines = []
    for cell in cells:
        if cell["cell_type"] == "code":
            text = "".join(cell["source"])
            lines += [ln for ln in text.splitlines() if not ln.lstrip().startswith(("%", "!"))]
            lines.append("")
    return "\n".join(lines)


def dotted(node: ast.expr) -> str:
    """``pd.read_csv`` for ``pd.read_csv(...)``'s function, ``eval`` for ``eval(...)``."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{dotted(node.value)}.{node.attr}"
    return "?"


def is_eval_of_repr(node: ast.Call) -> bool:
    """True for ``eval(repr(x), namespace)``: a test that a ``repr`` can be pasted back."""
    return (
        isinstance(node.func, ast.Name)
        and node.func.id == "eval"
        and bool(node.args)
        and isinstance(node.args[0], ast.Call)
        and dotted(node.args[0].func) == "repr"
    )


def forbidden_uses(tree: ast.AST, in_tests: bool) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names]
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [f"{node.module}.{n}" for n in names]
            for name in names:
                if name.split(".")[0] in FORBIDDEN_MODULES or name.endswith("literal_eval"):
                    yield f"line {node.lineno}: import {name}"
        elif isinstance(node, ast.Call):
            name = dotted(node.func)
            if name in FORBIDDEN_CALLS and not (in_tests and is_eval_of_repr(node)):
                yield f"line {node.lineno}: {name}()"
            if name.split(".")[-1] in FORBIDDEN_ATTRIBUTES or name == "yaml.load":
                yield f"line {node.lineno}: {name}()"
            for kw in node.keywords:
                if kw.arg == "allow_pickle" and not (
                    isinstance(kw.value, ast.Constant) and kw.value.value is False
                ):
                    yield f"line {node.lineno}: {name}(allow_pickle=...)"


def data_files() -> list[Path]:
    return sorted(p for d in DATA_DIRS for p in d.rglob("*") if p.is_file())


def test_data_files_are_plain_csv_json_or_notes() -> None:
    files = data_files()
    assert len(files) >= 10, files
    for path in files:
        text = path.read_text(encoding="utf-8")  # UTF-8 text, not binary
        if path.suffix == ".csv":
            rows = list(csv.reader(io.StringIO(text, newline="")))
            assert len(rows) >= 2, path
            assert {len(r) for r in rows} == {len(rows[0])}, f"ragged rows in {path}"
        elif path.suffix == ".json":
            assert isinstance(json.loads(text), dict), path
        else:
            assert path.suffix == ".md", f"{path} is neither CSV, JSON nor a Markdown note"


def test_every_data_file_is_read_by_some_code() -> None:
    sources = {path: python_source(path) for path in code_files()}
    for path in data_files():
        if path.suffix == ".md":
            continue
        readers = [p for p, text in sources.items() if path.stem in text]
        assert readers, f"{path.relative_to(ROOT)} is named by no code"


def test_no_code_can_execute_text() -> None:
    files = code_files()
    assert len(files) >= 30, len(files)
    found = []
    for path in files:
        if path == Path(__file__).resolve():
            continue  # this file imports pickle only to switch it off
        tree = ast.parse(python_source(path), filename=str(path))
        in_tests = path.is_relative_to(ROOT / "tests")
        found += [f"{path.relative_to(ROOT)} {use}" for use in forbidden_uses(tree, in_tests)]
    assert not found, found


def test_code_naming_a_data_file_parses_it_with_pandas_csv_or_json() -> None:
    stems = {p.stem for p in data_files() if p.suffix in {".csv", ".json"}} | {"DATA_DIR"}
    checked = 0
    for path in code_files():
        source = python_source(path)
        if not any(stem in source for stem in stems):
            continue
        checked += 1
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and dotted(node.func).split(".")[-1] in READER_NAMES:
                name = dotted(node.func)
                if name.endswith("safe_load") and "data" not in ast.unparse(node):
                    continue  # yaml.safe_load of environment.yml, not a data file
                assert name in ALLOWED_READERS, f"{path.relative_to(ROOT)}:{node.lineno} {name}"
    assert checked >= 5, checked


def _refuse(*args: object, **kwargs: object) -> None:
    raise AssertionError("data must not be executed or unpickled")


@pytest.mark.parametrize("key", sorted(problems.SOLVERS))
def test_load_problem_reads_json_without_executing_anything(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("eval", "exec", "compile"):
        monkeypatch.setattr(builtins, name, _refuse)
    for name in ("load", "loads"):
        monkeypatch.setattr(pickle, name, _refuse)
    problem = problems.load_problem(key)
    monkeypatch.undo()
    raw = json.loads((problems.DATA_DIR / f"{key}.json").read_text(encoding="utf-8"))
    assert (problem.judge, problem.id, problem.title) == (
        raw["judge"],
        str(raw["id"]),
        raw["title"],
    )
    assert (problem.sample_input, problem.sample_output) == (
        raw["sample_input"],
        raw["sample_output"],
    )
    assert problem.summary == raw["summary"] and problem.notes == raw["notes"]
