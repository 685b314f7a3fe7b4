"""A wheel of grundylib, installed (not editable) in a fresh venv, works away from the repository.

The wheel is built from a copy of the files git would track (so nothing ignored or stale in
``build/`` can slip in) with ``pip wheel --no-deps``, the way ``pip install .`` builds it: in an
isolated environment holding the ``[build-system]`` requirements, which pip takes from the same
index that ``make`` installs from (offline where pip is configured with local wheels). It is
installed with ``pip install --no-deps --no-index`` into a new venv whose dependencies come from
this project's venv through a ``.pth`` file (a plain path entry: the editable install of
``.venv`` is not activated, so it cannot shadow the wheel). Every check then runs with the new
venv's python from a folder outside the repository: the import, the ``grundylib`` console script
and ``python -m grundylib``, a computation, and the problem files that
:func:`grundylib.problems.load_problem` reads at run time. Results are compared with the same
calls made here, on the source tree.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

import grundylib as gl
from grundylib import problems
from grundylib.__main__ import main

ROOT = Path(__file__).resolve().parent.parent

CHECK = """
import json, sys
import grundylib as gl
from grundylib import problems
print(json.dumps({
    "file": gl.__file__,
    "nim": gl.grundy(gl.Nim(), (3, 5, 6)),
    "kayles": [gl.grundy(gl.OctalGame("0.77"), n) for n in range(30)],
    "problems": {key: problems.load_problem(key).title for key in sorted(problems.SOLVERS)},
    "samples": {key: problems.reproduces_sample(key) for key in sorted(problems.SOLVERS)},
}))
"""
"""Run by the wheel's python; prints what is compared with the source tree's answers."""


def tracked_files() -> list[str]:
    """The repository's files as git sees them: tracked, plus untracked but not ignored."""
    listing = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return [f for f in listing.stdout.split("\0") if f and (ROOT / f).is_file()]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if shutil.which("git") is None:
        pytest.skip("git is needed to list the files a wheel is built from")
    base = tmp_path_factory.mktemp("wheel")
    source = base / "src"
    for name in tracked_files():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, source / name)
    dist = base / "dist"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(source)],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = dist.glob("grundylib-*.whl")

    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True)
    python = venv / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    Path(purelib, "project_dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    pip = [str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)]
    done = subprocess.run(pip, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    away = base / "elsewhere"
    away.mkdir()
    return {"wheel": wheel, "venv": venv, "python": python, "purelib": Path(purelib), "cwd": away}


def run(installed: dict[str, Path], *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        list(command), cwd=installed["cwd"], capture_output=True, text=True, timeout=300
    )


def test_wheel_holds_the_package_and_its_data_and_nothing_else(installed):
    with zipfile.ZipFile(installed["wheel"]) as wheel:
        names = {n for n in wheel.namelist() if ".dist-info/" not in n}
        metadata = "\n".join(
            wheel.read(n).decode() for n in wheel.namelist() if n.endswith("entry_points.txt")
        )
    package = {f for f in tracked_files() if f.startswith("grundylib/")}
    assert names == package
    assert {n for n in names if n.startswith("grundylib/data/problems/")} >= {
        f"grundylib/data/problems/{key}.json" for key in problems.SOLVERS
    }
    assert "grundylib/py.typed" in names
    assert "grundylib = grundylib.__main__:main" in metadata


def test_the_installed_package_is_the_wheel_not_the_source_tree(installed):
    result = run(
        installed, str(installed["python"]), "-c", "import grundylib; print(grundylib.__file__)"
    )
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()).is_relative_to(installed["purelib"])


def test_import_computation_and_data_work_from_the_wheel(installed):
    result = run(installed, str(installed["python"]), "-c", CHECK)
    assert result.returncode == 0, result.stderr
    got = json.loads(result.stdout)
    assert Path(got["file"]).is_relative_to(installed["venv"])
    assert got["nim"] == gl.grundy(gl.Nim(), (3, 5, 6))
    assert got["kayles"] == [gl.grundy(gl.OctalGame("0.77"), n) for n in range(30)]
    keys = sorted(problems.SOLVERS)
    assert got["problems"] == {key: problems.load_problem(key).title for key in keys}
    assert got["samples"] == {key: problems.reproduces_sample(key) for key in keys}


@pytest.mark.parametrize(
    "args", [["sequence", "0.77", "20"], ["sequence", "lasker", "12", "--csv"], ["period", "0.07"]]
)
def test_console_script_and_module_print_what_main_prints(installed, args, capsys):
    status = main(args)
    expected = capsys.readouterr().out
    script = run(installed, str(installed["venv"] / "bin" / "grundylib"), *args)
    module = run(installed, str(installed["python"]), "-m", "grundylib", *args)
    for result in (script, module):
        assert (result.returncode, result.stdout) == (status, expected), result.stderr


def test_console_script_help_and_errors(installed):
    helped = run(installed, str(installed["venv"] / "bin" / "grundylib"), "--help")
    assert helped.returncode == 0 and helped.stdout.startswith("usage: grundylib"), helped.stderr
    for command in ("sequence", "period"):
        assert command in helped.stdout
    bad = run(installed, str(installed["python"]), "-m", "grundylib", "sequence", "0.8x", "5")
    assert bad.returncode == 2 and bad.stderr.startswith("grundylib: error:"), bad.stderr
