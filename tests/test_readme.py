"""The README cannot drift from the code: its examples are run and its commands checked.

The Python example is executed line by line and every commented result compared with the
value the line gives (the comment starts with that value's ``repr``; words after a colon
explain it). The command-line examples (``$ ...`` lines of the ``console`` block) are run and
their output compared exactly. Every ``make`` target the README names exists, the test command
it shows is the one the Makefile runs, the hash seeds it names are the ones the tests use, the
lesson table lists exactly the numbered notebooks, and every relative link points at a file.
Finally CI's script fails when a test fails and when no test is collected.
"""

from __future__ import annotations

import ast
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from test_notebook_hygiene import EXTRA_SEEDS, main_run_seed

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
BIN = Path(sys.executable).parent


def code_blocks(language: str) -> list[str]:
    """The fenced code blocks of the README written in ``language``."""
    return re.findall(rf"^```{language}\n(.*?)^```", README, re.MULTILINE | re.DOTALL)


def outside_make() -> dict[str, str]:
    """The environment without what an enclosing ``make test`` passes down.

    Under a parent make, a child make prints "Entering directory" lines and inherits the
    parent's flags; the commands compared here must be those a user's shell would run.
    """
    return {k: v for k, v in os.environ.items() if k not in {"MAKELEVEL", "MAKEFLAGS", "MFLAGS"}}


def make_dry_run(*targets: str) -> subprocess.CompletedProcess[str]:
    """``make -n``, with the install step left out (``STAMP=``)."""
    return subprocess.run(
        ["make", "--no-print-directory", "-n", *targets, "STAMP=", "PYTEST_ARGS="],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=outside_make(),
    )


def commands(text: str) -> list[list[str]]:
    """Shell commands of a block: continuation lines joined, comments dropped, split into words."""
    joined = re.sub(r"\\\n\s*", " ", text)
    return [shlex.split(line, comments=True) for line in joined.splitlines() if line.strip()]


def test_the_readme_opens_with_what_a_fresh_machine_needs() -> None:
    """Right after the one-paragraph introduction: Python (the version pyproject requires), make,
    and every Debian package ``.ci/run`` installs on a fresh machine."""
    _title, intro, heading, section = re.match(
        r"# (.+?)\n\n(.+?)\n\n## (.+?)\n\n(.+?)(?=^## )", README, re.DOTALL | re.MULTILINE
    ).groups()
    assert "\n\n" not in intro and heading == "What a fresh machine needs"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    version = re.search(r'^requires-python = ">=(\d+\.\d+)"', pyproject, re.MULTILINE).group(1)
    assert f"Python {version} or newer" in section and "**make**" in section
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    packages = re.findall(r"need_apt\+=\((\S+)\)", ci)
    assert set(packages) >= {"chromium", "npm", "fonts-wqy-microhei"}
    for package in packages:
        assert f"`{package}`" in section, package
    assert f"apt-get install -y {' '.join(packages)}" in section


def test_the_python_example_gives_the_values_in_its_comments() -> None:
    (block,) = code_blocks("python")
    script, expected = [], []
    for line in block.splitlines():
        code, _, comment = line.partition("  # ")
        if not code.strip():
            continue
        if isinstance(ast.parse(code.strip()).body[0], ast.Expr):
            code = f"print(repr({code.strip()}))"  # the example run as a script prints each value
            expected.append(comment.split(": ")[0].strip())
        script.append(code)
    result = subprocess.run(
        [sys.executable, "-c", "\n".join(script)], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == expected
    assert len(expected) >= 4


def console_examples() -> list[tuple[str, str]]:
    """``(command, expected output)`` for each ``$ command`` line of the console blocks."""
    examples = []
    for block in code_blocks("console"):
        for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
            command, _, output = chunk.partition("\n")
            examples.append((command, output))
    return examples


@pytest.mark.parametrize("command, expected", console_examples())
def test_command_line_examples_print_what_the_readme_shows(command: str, expected: str) -> None:
    words = shlex.split(command)
    if words[0] == "python":
        words[0] = sys.executable
    else:
        assert words[0] == "grundylib", command
        words[0] = str(BIN / "grundylib")
    result = subprocess.run(words, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected


def test_there_are_command_line_examples() -> None:
    assert len(console_examples()) >= 2


def test_every_make_target_the_readme_names_exists() -> None:
    in_code = re.findall(r"`make ([a-z][\w-]*)[^`]*`|^make ([a-z][\w-]*)", README, re.MULTILINE)
    targets = {inline or block for inline, block in in_code}
    assert {"lab", "test", "play", "slides", "student"} <= targets
    for target in sorted(targets):
        result = make_dry_run(target)
        assert result.returncode == 0, f"make -n {target}: {result.stderr}"


def test_the_test_command_shown_is_what_make_test_runs() -> None:
    shown = README.split("`make test` runs exactly:", 1)[1]
    (block,) = re.findall(r"^```bash\n(.*?)^```", shown, re.MULTILINE | re.DOTALL)[:1]
    result = make_dry_run("test")
    assert result.returncode == 0, result.stderr
    assert commands(block) == commands(result.stdout)


def test_the_hash_seeds_named_are_the_ones_run() -> None:
    named = re.search(r"PYTHONHASHSEED=(\d+)` in `make test`, then (\d+) and (\d+)", README)
    assert named, "the README should name the three hash seeds"
    assert named.groups() == (main_run_seed(), *EXTRA_SEEDS)


def test_the_lesson_table_lists_exactly_the_numbered_notebooks() -> None:
    table = re.findall(r"^\| \[(\d\d_\w+)\]\(notebooks/(\d\d_\w+)\.ipynb\)", README, re.MULTILINE)
    assert all(name == target for name, target in table)
    listed = [target for _, target in table]
    present = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    assert listed == present


def test_relative_links_point_at_files() -> None:
    links = re.findall(r"\]\(([^)#\s]+)\)", README)
    local = [link for link in links if not re.match(r"[a-z]+:", link)]
    assert local
    for link in local:
        assert (ROOT / link).exists(), link


def test_ci_fails_when_a_test_fails_or_none_is_collected() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "set -euo pipefail" in script
    assert script.rstrip().splitlines()[-1] == "make test"
    dry = make_dry_run("test").stdout
    assert "|| true" not in dry and not re.search(r"^-", dry, re.MULTILINE)
    env = {k: v for k, v in outside_make().items() if not k.startswith("PYTEST_")}
    nothing = subprocess.run(
        ["make", "pytest", "STAMP=", "PYTEST_ARGS=-q -p no:cacheprovider -k no_test_has_this_name"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert "deselected" in nothing.stdout, nothing.stdout[-2000:]
    assert nothing.returncode != 0
