"""The packaging files agree with each other: pyproject.toml is the one source of truth."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


def requirement_map(requirements: list[str]) -> dict[str, str]:
    """Map each package name (lower case) to its version specifier, e.g. {'numpy': '>=1.26'}."""
    result = {}
    for req in requirements:
        match = re.fullmatch(r"\s*([A-Za-z0-9_.\-]+)\s*([<>=!~].*)?\s*", req)
        assert match, f"unparseable requirement {req!r}"
        result[match.group(1).lower().replace("_", "-")] = (match.group(2) or "").replace(" ", "")
    return result


@pytest.fixture(scope="module")
def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


@pytest.fixture(scope="module")
def conda_env() -> dict:
    return yaml.safe_load((ROOT / "environment.yml").read_text())


def test_environment_lists_the_runtime_dependencies_with_the_same_bounds(pyproject, conda_env):
    runtime = requirement_map(pyproject["project"]["dependencies"])
    conda = requirement_map([d for d in conda_env["dependencies"] if isinstance(d, str)])
    python_bound = conda.pop("python")
    conda.pop("pip")
    assert conda == runtime
    assert python_bound == pyproject["project"]["requires-python"]


def test_environment_installs_the_project_itself_with_the_dev_extra(conda_env):
    pip_sections = [d["pip"] for d in conda_env["dependencies"] if isinstance(d, dict)]
    assert pip_sections == [["-e .[dev]"]]
    assert conda_env["channels"] == ["conda-forge"]


def test_dependencies_are_ranges_not_pins(pyproject):
    everything = pyproject["project"]["dependencies"] + [
        r for extra in pyproject["project"]["optional-dependencies"].values() for r in extra
    ]
    for spec in requirement_map(everything).values():
        assert spec.startswith(">="), f"use a tested lower bound, not {spec!r}"
