"""The house rules of tools/notebook_hygiene.py, on every notebook and on small made-up ones.

Every ``notebooks/*.ipynb`` must pass each rule (``python tools/notebook_hygiene.py --check``
lists what fails, ``--fix`` repairs the mechanical ones). The tool itself is tested on a
notebook that breaks every rule, and its model of "what JupyterLab saves" is compared with a
real ``jupyter server``: each notebook is read and saved back through the Contents API.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import platform
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import free_port, load_tool
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

ROOT = Path(__file__).resolve().parents[1]
hygiene = load_tool("notebook_hygiene")
lessons = load_tool("lessons")

NOTEBOOKS = lessons.all_notebooks(ROOT / "notebooks")
NAMES = [p.name for p in NOTEBOOKS]
TEXT_FILES = hygiene.text_files(ROOT)


def _rules(path: Path, *rules: str) -> list[str]:
    return [str(v) for v in hygiene.check_notebook(path) if v.rule in rules]


# --- every notebook --------------------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_answers_are_collapsed_with_outputs_hidden(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "hidden") == []


@pytest.mark.parametrize("name", NAMES)
def test_collapsed_answers_open_with_a_neutral_line(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "first-line") == []


@pytest.mark.parametrize("name", NAMES)
def test_answers_show_nothing_in_plain_view_when_run(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "silent") == []


@pytest.mark.parametrize("name", NAMES)
def test_every_question_is_followed_by_a_place_to_answer(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "ask-first") == []


@pytest.mark.parametrize(("after", "ok"), [
    (new_markdown_cell("It is $37$: the columns 32, 4 and 1."), False),
    (new_code_cell("print(22 ^ 51)"), False),
    (new_code_cell("answer = None\ngl.exercises.check_nim_sum([22, 51], answer)"), True),
    (new_code_cell("answer = None", metadata={"tags": ["exercise"]}), True),
    (new_markdown_cell("<details><summary><b>Reveal</b> (click to open)</summary>\n\n37\n\n"
                       "</details>", metadata={"tags": ["reveal"]}), True),
    (new_markdown_cell("**Your turn.** Now $13 \\oplus 12 \\oplus 8$."), True),
])
def test_a_question_needs_a_place_to_answer(tmp_path: Path, after: Any, ok: bool) -> None:
    question = new_markdown_cell("Bits line up.\n\n**Predict.** Work out $22 \\oplus 51$.")
    nb = new_notebook(cells=[question, after])
    nb.metadata["kernelspec"] = dict(lessons.KERNELSPEC)
    path = tmp_path / "x.ipynb"
    path.write_bytes(lessons.jupyterlab_bytes(nb))
    found = [v.rule for v in hygiene.check_notebook(path) if v.rule != "format"]
    assert found == ([] if ok else ["ask-first"])


@pytest.mark.parametrize("name", [n for n in NAMES if lessons.is_lesson(Path(n))])
def test_every_slide_has_speaker_notes(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "notes") == []


@pytest.mark.parametrize("name", NAMES)
def test_saved_exactly_as_jupyterlab_saves(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "kernelspec", "format") == []


@pytest.mark.parametrize("name", NAMES)
def test_speaker_notes_are_in_metadata_only(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "speaker-notes") == []


@pytest.mark.parametrize("name", [n for n in NAMES if lessons.is_lesson(Path(n))])
def test_lesson_title_and_before_next_line(name: str) -> None:
    assert _rules(ROOT / "notebooks" / name, "title", "before-next") == []


@pytest.mark.parametrize("path", [*NOTEBOOKS, *TEXT_FILES],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_wording_about_how_material_was_gathered(path: Path) -> None:
    assert [str(v) for v in hygiene.check_paths([path]) if v.rule == "wording"] == []


def test_the_wording_check_reads_the_places_it_promises() -> None:
    checked = {p.relative_to(ROOT).parts[0] for p in TEXT_FILES}
    assert {"README.md", "data", "grundylib"} <= checked
    assert any(p.suffix == ".json" for p in TEXT_FILES), "grundylib/data/problems/*.json"


# --- the tool on a notebook that breaks every rule ---------------------------------------------

def _bad_notebook(folder: Path, name: str = "07_bad_lesson.ipynb") -> Path:
    def code(source: str, tags: tuple[str, ...] = (), **metadata: Any) -> Any:
        cell = new_code_cell(source, metadata={"tags": list(tags), **metadata})
        cell.outputs = [new_output("stream", name="stdout", text="[(1, 3, 2)]\n")]
        cell.execution_count = 1
        return cell

    nb = new_notebook(cells=[
        new_markdown_cell("# 07 · Bad lesson\n\nText.", metadata={"slideshow": {"slide_type": "slide"}}),
        new_markdown_cell("Speaker notes: ask the room first.",
                          metadata={"slideshow": {"slide_type": "notes"}}),
        code("answer = None\ngl.exercises.check_nim_sum([5, 7, 9], answer)", ("exercise",)),
        code("# Solution: 5 ⊕ 7 ⊕ 9 = 11, so 9 -> 2\nprint(2)", ("solution",),
             jupyter={"source_hidden": True}),
        code("print(gl.winning_moves(nim, (13, 12, 8)))", ("reveal",)),
        new_markdown_cell("*Solution.* Mirror the opponent.", metadata={"tags": ["solution"]}),
        new_markdown_cell("## Summary\n\nTwo equal heaps are P.\n\n**Speaker notes:** recap.\n\n"
                          "The sample's file id is 123."),
    ])
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python",
                                 "name": "python3"}
    path = folder / name
    path.write_text(json.dumps(nb, indent=2), encoding="utf-8")  # not JupyterLab's format
    return path


def test_check_finds_every_broken_rule(tmp_path: Path) -> None:
    violations = hygiene.check_notebook(_bad_notebook(tmp_path))
    found = {(v.rule, v.cell) for v in violations}
    assert found == {
        ("kernelspec", None), ("format", None),
        ("speaker-notes", 1), ("speaker-notes", 6),
        ("hidden", 3), ("first-line", 3), ("silent", 3),
        ("hidden", 4), ("first-line", 4), ("silent", 4),
        ("first-line", 5),
        ("wording", 6), ("title", 0), ("before-next", 6),
        ("notes", 0),  # its notes sit in a notes cell, not in the slide's metadata
    }
    assert hygiene.main(["--check", str(tmp_path / "07_bad_lesson.ipynb")]) == 1


def test_fix_repairs_the_mechanical_rules_and_is_idempotent(tmp_path: Path) -> None:
    path = _bad_notebook(tmp_path)
    assert hygiene.fix_notebook(path) is True
    first = path.read_bytes()
    assert hygiene.fix_notebook(path) is False
    assert path.read_bytes() == first
    left = {(v.rule, v.cell) for v in hygiene.check_notebook(path)}
    assert left == {("wording", 5), ("title", 0), ("before-next", 5),  # hand edits
                    ("silent", 2), ("silent", 3)}

    nb = nbformat.read(path, as_version=4)
    assert nb.metadata.kernelspec == lessons.KERNELSPEC
    assert len(nb.cells) == 6  # the notes cell is gone...
    assert nb.cells[0].metadata["speaker_notes"] == "ask the room first."  # ...into the title's
    solution, reveal, markdown, summary = nb.cells[2:]
    assert solution.source == "# Solution (click to open)\n# 5 ⊕ 7 ⊕ 9 = 11, so 9 -> 2\nprint(2)"
    assert reveal.source.splitlines() == ["# Reveal (click to open)",
                                          "print(gl.winning_moves(nim, (13, 12, 8)))"]
    assert markdown.source == ("<details><summary><b>Model answer</b> (click to open)</summary>"
                               "\n\nMirror the opponent.\n\n</details>")
    assert "jupyter" not in markdown.metadata  # a closed box, opened with one click
    for cell in (solution, reveal):
        assert cell.metadata.jupyter == hygiene.HIDDEN
    assert solution.outputs == reveal.outputs != []  # outputs are kept: nbval still compares them
    assert "Speaker notes" not in summary.source and summary.metadata["speaker_notes"] == "recap."


@pytest.mark.parametrize("source", [
    "<details><summary><b>Reveal</b> (click to open)</summary>\n\nIt is 37.",  # never closes
    "<details><summary>It is 37</summary>\n\nbecause...\n\n</details>",  # summary tells
    "It is 37.\n\n<details><summary><b>Reveal</b> (click to open)</summary>\n\n</details>",
])
def test_a_markdown_answer_must_be_one_closed_box(tmp_path: Path, source: str) -> None:
    nb = new_notebook(cells=[new_markdown_cell(source, metadata={"tags": ["reveal"]})])
    nb.metadata["kernelspec"] = dict(lessons.KERNELSPEC)
    path = tmp_path / "x.ipynb"
    path.write_bytes(lessons.jupyterlab_bytes(nb))
    assert [v.rule for v in hygiene.check_notebook(path) if v.rule != "format"] == ["first-line"]


def test_a_reveal_that_prints_beside_its_box_is_loud(tmp_path: Path) -> None:
    cell = new_code_cell("# Reveal (click to open)\nprint(37)",
                         metadata={"tags": ["reveal"], "jupyter": dict(hygiene.HIDDEN)})
    cell.outputs = [new_output("stream", name="stdout", text="37\n")]
    nb = new_notebook(cells=[cell])
    nb.metadata["kernelspec"] = dict(lessons.KERNELSPEC)
    path = tmp_path / "x.ipynb"
    path.write_bytes(lessons.jupyterlab_bytes(nb))
    assert [v.rule for v in hygiene.check_notebook(path) if v.rule != "format"] == ["silent"]


def test_fix_from_the_command_line_reports_what_is_left(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    path = _bad_notebook(tmp_path)
    assert hygiene.main(["--fix", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"fixed {path}" in out and "left for a hand edit" in out and "[title]" in out


def test_a_clean_notebook_passes(tmp_path: Path) -> None:
    box = new_output("display_data", data={
        "text/plain": "nim-sum: 9",
        "text/html": "<details><summary><b>Reveal</b> (click to open)</summary>\n"
                     "<pre>nim-sum: 9</pre>\n</details>"})
    reveal = new_code_cell("# Reveal (click to open)\nwith gl.course.reveal():\n    print(9)",
                           metadata={"tags": ["reveal"], "jupyter": dict(hygiene.HIDDEN)})
    reveal.outputs = [box]
    nb = new_notebook(cells=[
        new_markdown_cell("# Lesson 03 · Clean\n\nText."),
        new_code_cell("# Solution (click to open)\nassert 1 + 1 == 2",
                      metadata={"tags": ["solution"], "jupyter": dict(hygiene.HIDDEN)}),
        reveal,
        new_markdown_cell("<details><summary><b>Reveal</b> (click to open)</summary>\n\n"
                          "$13 \\oplus 12 \\oplus 8 = 9$.\n\n</details>",
                          metadata={"tags": ["reveal"]}),
        new_markdown_cell("## Summary\n\n**Before:** lesson 02. **Next:** lesson 04."),
    ])
    nb.metadata["kernelspec"] = dict(lessons.KERNELSPEC)
    nb.metadata["language_info"] = {**lessons.LANGUAGE_INFO, "version": "3.11.7"}
    path = tmp_path / "03_clean.ipynb"
    path.write_bytes(lessons.jupyterlab_bytes(nb))
    assert hygiene.check_notebook(path) == []
    assert hygiene.fix_notebook(path) is False


@pytest.mark.parametrize("language_info", [
    None, {"name": "python"}, {**lessons.LANGUAGE_INFO}, {**lessons.LANGUAGE_INFO, "version": ""},
], ids=["none", "name-only", "no-version", "empty-version"])
def test_a_notebook_without_a_kernels_language_info_is_fixed(
        tmp_path: Path, language_info: dict[str, Any] | None) -> None:
    nb = new_notebook(cells=[new_markdown_cell("# Troubleshooting\n\nText.")])
    nb.metadata["kernelspec"] = dict(lessons.KERNELSPEC)
    if language_info is not None:
        nb.metadata["language_info"] = language_info
    path = tmp_path / "troubleshooting.ipynb"
    path.write_bytes(lessons.jupyterlab_bytes(nb))
    assert [v.rule for v in hygiene.check_notebook(path)] == ["format"]
    assert hygiene.fix_notebook(path) is True
    assert hygiene.check_notebook(path) == []
    info = nbformat.read(path, as_version=4).metadata.language_info
    assert info == {**lessons.LANGUAGE_INFO, "version": platform.python_version()}


@pytest.mark.parametrize("text", [
    "Sample located with the code index (stored-file id 37664732831).",
    "The statement could not be read while this lesson was written.",
    "the index does not report repository/path for these hits",
    "This notebook was generated with ChatGPT.",
])
def test_wording_check_rejects(text: str) -> None:
    assert hygiene.check_text(text) != []


@pytest.mark.parametrize("text", [
    "HDU 1848, Fibonacci again and again, https://acm.hdu.edu.cn/showproblem.php?pid=1848",
    "Ferguson, Game Theory, Part I, section 3.4; OEIS A002187.",
    "The sample input and output are those of the judge's statement.",
    "Read the table, then index it by heap size.",
])
def test_wording_check_accepts_citations(text: str) -> None:
    assert hygiene.check_text(text) == []


# --- what a real jupyter server writes ----------------------------------------------------------

@contextlib.contextmanager
def jupyter_server(root: Path, home: Path) -> Iterator[tuple[str, str]]:
    """A ``jupyter server`` on 127.0.0.1 serving ``root``; yields (base URL, token)."""
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR"):
        env[name] = str(home / name.lower())
    command = [sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}",
               "--ip=127.0.0.1", f"--IdentityProvider.token={token}",
               f"--ServerApp.root_dir={root}", "--allow-root"]
    log = (home / "server.log").open("wb")
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env,
                               start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert process.poll() is None, (home / "server.log").read_text()[-2000:]
            assert time.monotonic() < deadline, "jupyter server did not start in 120 s"
            with contextlib.suppress(OSError), urllib.request.urlopen(
                f"{base}/api/status?token={token}", timeout=5
            ):
                break
            time.sleep(0.5)
        yield base, token
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
        log.close()


def _api(base: str, token: str, path: str, body: dict[str, Any] | None = None) -> Any:
    request = urllib.request.Request(
        f"{base}/api/{path}", method="GET" if body is None else "PUT",
        data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


def test_a_real_jupyter_server_saves_the_bytes_the_tool_expects(tmp_path: Path) -> None:
    pytest.importorskip("jupyter_server")
    folder = tmp_path / "notebooks"
    folder.mkdir()
    for path in NOTEBOOKS:
        shutil.copy2(path, folder / path.name)
    _bad_notebook(folder, "99_bad.ipynb")
    with jupyter_server(folder, tmp_path) as (base, token):
        specs = _api(base, token, "kernelspecs")
        python3 = specs["kernelspecs"]["python3"]["spec"]
        assert {"display_name": python3["display_name"], "language": python3["language"],
                "name": "python3"} == lessons.KERNELSPEC
        for path in sorted(folder.glob("*.ipynb")):
            model = _api(base, token, f"contents/{path.name}?type=notebook&content=1")
            nb = nbformat.from_dict(model["content"])
            _api(base, token, f"contents/{path.name}",
                 {"type": "notebook", "format": "json", "content": model["content"]})
            assert path.read_bytes() == lessons.jupyterlab_bytes(nb), path.name


def test_opening_a_notebook_with_a_started_kernel_changes_nothing() -> None:
    """JupyterLab copies the started kernel's ``language_info`` into the notebook it opens.

    Each notebook, given a real ipykernel's report, must still be the bytes on disk (the
    version excepted where the file has one: it is the Python the lesson was run with).
    """
    manager = pytest.importorskip("jupyter_client.manager")
    kernel, client = manager.start_new_kernel(kernel_name="python3")
    try:
        reply = client.kernel_info(reply=True, timeout=60)
        reported = reply["content"]["language_info"]
    finally:
        client.stop_channels()
        kernel.shutdown_kernel(now=True)
    assert {k: v for k, v in reported.items() if k != "version"} == lessons.LANGUAGE_INFO
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=nbformat.NO_CONVERT)
        opened = copy.deepcopy(reported)
        version = nb.metadata.get("language_info", {}).get("version")
        if version:
            opened["version"] = version
        nb.metadata["language_info"] = opened
        assert lessons.jupyterlab_bytes(nb) == path.read_bytes(), path.name


def test_the_lessons_are_the_numbered_notebooks(tmp_path: Path) -> None:
    for name in ("00_start_here.ipynb", "13_beyond.ipynb", "play.ipynb", "troubleshooting.ipynb",
                 "1_short.ipynb", "07_split_games.txt"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert [p.name for p in lessons.lesson_notebooks(tmp_path)] == [
        "00_start_here.ipynb", "13_beyond.ipynb"]
    assert [p.name for p in lessons.all_notebooks(tmp_path)] == [
        "00_start_here.ipynb", "13_beyond.ipynb", "1_short.ipynb", "play.ipynb",
        "troubleshooting.ipynb"]


def test_fix_gives_old_code_answers_the_one_wording(tmp_path: Path) -> None:
    """Code answers open as markdown answers do, "(click to open)"; the old line is replaced."""
    cells = [
        new_code_cell("# Reveal (click to expand)\nwith gl.course.reveal():\n    print(9)",
                      metadata={"tags": ["reveal"], "jupyter": dict(hygiene.HIDDEN)}),
        new_code_cell("# Solution (click to expand)\nassert 1 + 1 == 2",
                      metadata={"tags": ["solution"], "jupyter": dict(hygiene.HIDDEN)}),
    ]
    path = tmp_path / "old.ipynb"
    nbformat.write(new_notebook(cells=cells), path)
    assert {v.rule for v in hygiene.check_notebook(path)} >= {"first-line"}
    hygiene.fix_notebook(path)
    reveal, solution = nbformat.read(path, as_version=4).cells
    assert reveal.source.splitlines()[:2] == ["# Reveal (click to open)",
                                              "with gl.course.reveal():"]
    assert solution.source == "# Solution (click to open)\nassert 1 + 1 == 2"
