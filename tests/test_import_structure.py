"""The shape of the package: no import cycle, no needless local import, a light ``import grundylib``.

The import graph is read from the source with :mod:`ast` (no module is executed): an edge
``a -> b`` for every module-level ``import grundylib.b``, ``from . import b`` or
``from .b import name`` in ``a``; imports under ``if TYPE_CHECKING:`` are left out, since
they never run.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import grundylib as gl

PACKAGE = Path(gl.__file__).resolve().parent

HEAVY = {"matplotlib", "pandas", "numba", "ipywidgets", "dask", "distributed", "tqdm"}
"""Optional heavy dependencies that ``import grundylib`` must not load."""

SLOW_TO_LOAD = HEAVY | {"networkx"}
"""Not loaded by ``import grundylib`` either (networkx comes with the first graph)."""

ALLOWED_LOCAL = HEAVY | {
    "scipy",
    "IPython",
    "grundylib._kernels",
    "grundylib.plotting",  # these two load matplotlib at their top: a game graph draws
    "grundylib.loopy_plot",  # itself with them (grundylib._game_graph) only when shown
}
"""What a function may import locally: a heavy dependency, loaded only when that function runs."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name that ``from <node.module> import ...`` refers to inside ``module``."""
    if node.level == 0:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def top_level_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """Imports that run when the module is imported (module level, try/if blocks included)."""
    stack: list[ast.stmt] = list(tree.body)
    while stack:
        node = stack.pop(0)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If):
            if not is_type_checking(node):
                stack.extend(node.body)
            stack.extend(node.orelse)
        elif isinstance(node, ast.Try):
            stack.extend([*node.body, *node.orelse, *node.finalbody])
            for handler in node.handlers:
                stack.extend(handler.body)


def imported_modules(
    module: str, is_package: bool, node: ast.Import | ast.ImportFrom, known: set[str]
) -> set[str]:
    """The modules an import statement loads (for ``from m import x``: ``m``, or ``m.x`` if a module)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    source = resolve(module, is_package, node)
    found = {source}
    for alias in node.names:
        if f"{source}.{alias.name}" in known:
            found.add(f"{source}.{alias.name}")
    return found


def import_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    graph: dict[str, set[str]] = {}
    for module, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in top_level_imports(tree):
            for target in imported_modules(module, is_package, node, known):
                # importing a.b.c runs a/__init__ and a/b/__init__ first, except the
                # packages that hold ``module`` (they are already being imported)
                parts = target.split(".")
                for i in range(1, len(parts) + 1):
                    prefix = ".".join(parts[:i])
                    if prefix in known and not (module + ".").startswith(prefix + "."):
                        edges.add(prefix)
        graph[module] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of the graph as a list of modules (first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        state[node] = 2
        path.pop()
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def local_imports() -> list[str]:
    """Every import inside a function body, as ``module:line: imported names``."""
    found = modules()
    known = set(found)
    result = []
    for module, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        for func in ast.walk(tree):
            if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(func):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    for target in imported_modules(module, is_package, node, known):
                        result.append(f"{module}:{node.lineno}: {target}")
    return sorted(set(result))


def test_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_import_graph_sees_relative_imports() -> None:
    graph = import_graph()
    assert "grundylib.core" in graph["grundylib.game"]
    assert "grundylib._search" in graph["grundylib.analysis"]
    assert "grundylib.core" in graph["grundylib.games.nim"]
    assert "grundylib.games" in graph["grundylib.widgets.dispatch"]  # a package's __init__ runs
    assert "grundylib" not in graph["grundylib.games.nim"]  # but not the one being imported


def test_no_import_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_layers() -> None:
    """The engine and the theory never import the front door, the widgets or the course."""
    graph = import_graph()
    upper = {"grundylib.analysis", "grundylib.widgets", "grundylib.course", "grundylib.plotting"}
    for module in ("grundylib._search", "grundylib.graph", "grundylib.loopy", "grundylib.misere",
                   "grundylib.sequences", "grundylib.game", "grundylib.core"):
        assert not graph[module] & upper, (module, graph[module] & upper)
    assert not graph["grundylib.analysis"] & {"grundylib.widgets", "grundylib.course"}
    for module, edges in graph.items():
        if module.startswith("grundylib.games"):
            assert not edges & upper, (module, edges & upper)


def test_local_imports_only_guard_heavy_dependencies() -> None:
    bad = [
        line
        for line in local_imports()
        if line.split(": ")[-1].split(".")[0] not in ALLOWED_LOCAL
        and line.split(": ")[-1] not in ALLOWED_LOCAL
    ]
    assert not bad, "function-local imports that guard no heavy dependency:\n" + "\n".join(bad)


def run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_import_grundylib_loads_no_heavy_dependency() -> None:
    loaded = json.loads(
        run(
            "import sys, json, grundylib\n"
            f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {sorted(SLOW_TO_LOAD)!r})))"
        )
    )
    assert loaded == []


@pytest.mark.parametrize(
    ("name", "call", "heavy"),
    [
        ("grundy_sequence", "gl.grundy_sequence('0.07', 2000, progress=False)", "numba"),
        ("rounds_table", "gl.rounds_table(gl.labelling_rounds(gl.Nim(), 3))", "pandas"),
        ("draw_game_graph", "gl.draw_game_graph(gl.game_graph(gl.Nim(), 3))", "matplotlib"),
    ],
)
def test_a_heavy_dependency_loads_only_when_needed(name: str, call: str, heavy: str) -> None:
    """Reading a name imports its module; the heavy library comes with the module or the call."""
    out = run(
        "import sys, grundylib as gl\n"
        f"print({heavy!r} in sys.modules)\n"
        f"gl.{name}\n"
        f"print({heavy!r} in sys.modules, {name!r} in dir(gl))\n"
        f"{call}\n"
        f"print({heavy!r} in sys.modules)"
    )
    before, after_name, listed, after_call = out.split()
    assert (before, listed, after_call) == ("False", "True", "True")
    # plotting draws with matplotlib at its top; sequences and graph wait for the call
    assert after_name == str(heavy == "matplotlib")


def test_every_public_name_resolves_and_star_import_works() -> None:
    out = json.loads(
        run(
            "import json, grundylib as gl\n"
            "missing = [n for n in gl.__all__ if not hasattr(gl, n)]\n"
            "ns = {}\n"
            "exec('from grundylib import *', ns)\n"
            "print(json.dumps([missing, sorted(set(gl.__all__) - set(ns)), len(gl.__all__)]))"
        )
    )
    missing, not_star, count = out
    assert missing == [] and not_star == []
    assert count == len(set(gl.__all__))
    assert set(gl.__all__) <= set(dir(gl))


def test_moved_names_keep_working() -> None:
    from grundylib.course import exercises, problems

    assert gl.problems is problems and gl.exercises is exercises
    assert gl.problems.HyperKnight is gl.HyperKnight
    assert gl.problems.solve_codeforces_15c is gl.solve_codeforces_15c
    assert gl.deciding_bit([13, 12, 8]) == (13 ^ 12 ^ 8).bit_length() - 1
    assert gl.bash_misere_outcome(3, 5) == gl.outcome(gl.BashGame(3), 5, misere=True)
    assert callable(gl.census) and gl.census.__module__ == "grundylib.census"
