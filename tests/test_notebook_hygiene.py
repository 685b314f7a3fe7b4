"""The lessons give the same outputs under other hash seeds and write nothing into the repository.

`make test` runs strict nbval once with ``PYTHONHASHSEED=0`` (set in the Makefile's
``pytest`` recipe). This module runs it twice more, in a subprocess each time, with the seeds
of :data:`EXTRA_SEEDS`: three seeds in all, so an output that depends on the order of a set or
a dict of strings fails the build. nbval starts a fresh kernel for every notebook, in the
notebook's own folder; a probe notebook run alongside the lessons checks that the kernel saw
the seed and that working directory. Around each run the repository tree is snapshotted
(paths, sizes and modification times, skipping only build and cache folders), and the two
snapshots must be equal: a lesson may write into a temporary folder or ``build/`` only.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

EXTRA_SEEDS = ("1", "4242")
"""Hash seeds of the two extra runs; the main run's seed is read from the Makefile."""

SKIPPED_DIRS = {
    ".git",
    ".venv",
    "build",
    "node_modules",
    "__pycache__",  # also where numba keeps its compiled kernels (cache=True)
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    ".hypothesis",
    ".ipynb_checkpoints",
}
"""Folders a run may write into: build output and tool caches."""

NBVAL = [
    "-m",
    "pytest",
    "--nbval",
    "--nbval-current-env",
    "--nbval-sanitize-with",
    "tests/nbval_sanitize.cfg",
    "-p",
    "no:cacheprovider",
    "-q",
]


def tree_snapshot(root: Path) -> dict[str, tuple[int, int]]:
    """Map every file of the tree (outside :data:`SKIPPED_DIRS`) to its size and mtime."""
    snapshot = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIPPED_DIRS and not d.endswith(".egg-info")]
        for name in files:
            path = Path(folder, name)
            stat = path.lstat()
            snapshot[str(path.relative_to(root))] = (stat.st_size, stat.st_mtime_ns)
    return snapshot


def main_run_seed() -> str:
    """Return the PYTHONHASHSEED the Makefile's ``pytest`` recipe sets."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = re.search(r"^pytest:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert recipe, "the Makefile has no pytest recipe"
    seed = re.search(r"\bPYTHONHASHSEED=(\d+)\b", recipe.group(1))
    assert seed, "the pytest recipe of the Makefile must set PYTHONHASHSEED"
    return seed.group(1)


def probe_notebook(folder: Path, seed: str, expected_hash: int) -> Path:
    """Write a notebook whose only cell fails unless its kernel has ``seed`` and cwd ``folder``."""
    source = (
        "import os\n"
        f"assert os.environ.get('PYTHONHASHSEED') == {seed!r}, os.environ.get('PYTHONHASHSEED')\n"
        f"assert hash('grundylib') == {expected_hash}, hash('grundylib')\n"
        f"assert os.getcwd() == {str(folder)!r}, os.getcwd()\n"
    )
    cell = {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": []}
    notebook = {
        "cells": [{**cell, "source": source}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = folder / "probe_kernel.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    return path


def test_three_distinct_hash_seeds_are_run() -> None:
    seeds = {main_run_seed(), *EXTRA_SEEDS}
    assert len(seeds) == 3, seeds


@pytest.mark.parametrize("seed", EXTRA_SEEDS)
def test_lessons_pass_strict_nbval_under_another_hash_seed_and_write_nothing(
    seed: str, tmp_path: Path
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["PYTHONHASHSEED"] = seed
    hashed = subprocess.run(
        [sys.executable, "-c", "print(hash('grundylib'))"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    probe = probe_notebook(tmp_path, seed, int(hashed.stdout))
    lessons = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert lessons, "no notebooks found"

    before = tree_snapshot(ROOT)
    run = subprocess.run(
        [sys.executable, *NBVAL, "notebooks", str(probe)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    after = tree_snapshot(ROOT)

    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    summary = run.stdout.strip().splitlines()[-1]
    assert re.search(r"\d+ passed", summary) and "failed" not in summary, summary
    assert "probe_kernel.ipynb" not in lessons
    changed = sorted(set(before.items()) ^ set(after.items()))
    assert not changed, f"a lesson wrote into the repository: {changed}"
