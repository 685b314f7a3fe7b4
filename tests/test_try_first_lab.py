"""Try first, in JupyterLab: no answer shows before the student clicks it open.

Every lesson is opened in JupyterLab (headless Chromium, as in ``test_browser.py``) and run the
way a student runs it, *Run → Run All Cells*; then no piece of any ``solution`` or ``reveal``
cell (its written answer, its code below the first line, the text its outputs print) may be
visible on the page. Closed answers are in the DOM; only rendered, visible text counts
(``try_first.VISIBLE_TEXT_JS``). The same holds right after opening, before anything runs, and
after stepping through a fresh kernel with Shift+Enter. Then one written answer and one code
answer are clicked open and their text must appear: the check sees answers when they are shown.

``test_the_check_*`` show the check on two small notebooks with answers in every shape: it
passes on one whose answers are closed and fails on one that prints its answer.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import CHROMIUM_ARGS, free_port, load_tool
from test_browser import BIN, CHROMIUM, NO_ERRORS_JS, isolated_env, server, sync_playwright
from try_first import (
    VISIBLE_TEXT_JS,
    answer_snippets,
    describe,
    is_answer,
    mechanism_notebook,
    visible_leaks,
)

ROOT = Path(__file__).resolve().parents[1]
LESSONS = [p.name for p in load_tool("lessons").lesson_notebooks(ROOT / "notebooks")]
RUN_TIMEOUT_MS = 600_000  # one lesson, Run All; lesson 03 has cells of about 30 s
STEP_LESSON = "02_nim_and_boutons_theorem.ipynb"  # every shape: written and code answers

CURRENT = "window.jupyterapp.shell.currentWidget"

# Every code cell among the first `n` has run (or one failed) and the kernel is idle.
FINISHED_JS = f"""
(n) => {{
  const panel = {CURRENT};
  const kernel = panel.sessionContext.session?.kernel;
  if (!kernel || kernel.status !== 'idle') return false;
  const cells = [...panel.content.model.cells].slice(0, n).filter(c => c.type === 'code');
  const failed = cells.some(c => c.outputs.toJSON().some(o => o.output_type === 'error'));
  return failed || cells.every(c => c.executionCount !== null);
}}
"""

# Forget the saved execution counts (bookkeeping only: the outputs stay), so that FINISHED_JS
# can tell when every cell has run again.
FORGET_COUNTS_JS = f"""
() => {{
  for (const cell of {CURRENT}.content.model.cells) {{
    if (cell.type === 'code') cell.executionCount = null;
  }}
}}
"""

PAGE_TEXT_JS = f"() => ({VISIBLE_TEXT_JS})({CURRENT}.content.node)"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, Path]]:
    """JupyterLab serving a copy of notebooks/; yields (base url, token, its root folder)."""
    home = tmp_path_factory.mktemp("try_first_lab")
    root = home / "notebooks"
    shutil.copytree(ROOT / "notebooks", root)
    if (ROOT / "data").is_dir():
        (home / "data").symlink_to(ROOT / "data")
    port, token = free_port(), secrets.token_hex(16)
    command = [
        str(BIN / "jupyter"),
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    if os.geteuid() == 0:  # CI containers run as root
        command.append("--allow-root")
    env = isolated_env(home)
    env.setdefault("PYTHONHASHSEED", "0")
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/api/status?token={token}", home / "lab.log", env):
        yield base, token, root


def open_lesson(browser: Any, lab: tuple[str, str, Path], name: str) -> Any:
    """A new page with notebook ``name`` open in JupyterLab and its (fresh) kernel connected."""
    base, token, _ = lab
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(60_000)
    page.goto(f"{base}/lab/tree/{name}?token={token}&reset")
    page.wait_for_function(
        f"(name) => window.jupyterapp && {CURRENT} && {CURRENT}.sessionContext"
        f" && {CURRENT}.context.path.endsWith(name)",
        arg=name,
        timeout=120_000,
    )
    page.wait_for_function(
        f"() => {CURRENT}.sessionContext.session?.kernel?.connectionStatus === 'connected'"
        f" && {CURRENT}.sessionContext.session.kernel.status === 'idle'",
        timeout=120_000,
    )
    return page


def close_lesson(page: Any) -> None:
    """Shut the notebook's kernel down (one kernel at a time on a small machine), close the page."""
    try:
        page.evaluate(f"async () => {{ await {CURRENT}.sessionContext.shutdown(); }}")
    finally:
        page.close()


def settle(page: Any) -> None:
    """Wait until rendering has caught up: no 'Loading widget...' left, math typeset."""
    page.wait_for_function(
        "() => !document.body.innerText.includes('Loading widget...')", timeout=60_000
    )
    page.wait_for_timeout(1500)


def run_all(page: Any) -> None:
    page.evaluate(FORGET_COUNTS_JS)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(FINISHED_JS, arg=10**6, polling=1000, timeout=RUN_TIMEOUT_MS)
    assert page.evaluate(NO_ERRORS_JS) == []
    settle(page)


def step_through(page: Any) -> None:
    """Shift+Enter from the first cell to the last, as a student steps through a lesson."""
    count = page.evaluate(f"() => {CURRENT}.content.model.cells.length")
    page.evaluate(FORGET_COUNTS_JS)
    page.evaluate(
        f"() => {{ const nb = {CURRENT}.content; nb.activeCellIndex = 0; nb.mode = 'command';"
        " nb.node.focus(); }"
    )
    for index in range(count):
        page.wait_for_function(
            f"(i) => {CURRENT}.content.activeCellIndex === i", arg=index, timeout=60_000
        )
        page.keyboard.press("Shift+Enter")
    page.wait_for_function(FINISHED_JS, arg=count, polling=1000, timeout=RUN_TIMEOUT_MS)
    assert page.evaluate(NO_ERRORS_JS) == []
    settle(page)


def leaks_on(page: Any, snippets: dict[int, list[str]]) -> dict[int, list[str]]:
    return visible_leaks(page.evaluate(PAGE_TEXT_JS), snippets)


def cell_node(page: Any, index: int) -> Any:
    return page.locator(f".jp-Notebook .jp-Cell[data-windowed-list-index='{index}']")


def open_answer(page: Any, index: int) -> None:
    """Click answer ``index`` open as a student does: its summary line if it is a <details>,
    else the collapsed input's bar (⋯)."""
    cell = cell_node(page, index)
    cell.scroll_into_view_if_needed()
    summary = cell.locator(".jp-RenderedMarkdown details:not([open]) > summary")
    if summary.count():
        summary.first.click()
        return
    placeholder = cell.locator(".jp-InputPlaceholder")
    if placeholder.count() and placeholder.first.is_visible():
        placeholder.first.click()
    else:
        cell.locator(".jp-Cell-inputCollapser").first.click()
    page.wait_for_timeout(500)


def check_opening_shows(page: Any, cells: list[dict[str, Any]],
                        snippets: dict[int, list[str]]) -> list[int]:
    """Open the first written answer and the first code answer; each must then show its text."""
    chosen = []
    for kind in ("markdown", "code"):
        for index, found in snippets.items():
            if cells[index]["cell_type"] == kind and found:
                chosen.append(index)
                break
    for index in chosen:
        open_answer(page, index)
        shown = leaks_on(page, {index: snippets[index]})
        assert shown, f"cell {index} was clicked open, but none of its text shows"
    return chosen


def lesson_cells(root: Path, name: str) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads((root / name).read_text(encoding="utf-8"))["cells"]
    return cells


@pytest.mark.parametrize("name", LESSONS)
def test_no_answer_shows_before_it_is_opened(browser: Any, lab: tuple[str, str, Path],
                                             name: str) -> None:
    cells = lesson_cells(ROOT / "notebooks", name)
    snippets = answer_snippets(cells)
    assert all(snippets.values()), f"answer cells without a distinctive snippet: {snippets}"
    started = time.monotonic()
    page = open_lesson(browser, lab, name)
    try:
        settle(page)
        on_opening = leaks_on(page, snippets)
        run_all(page)
        after_run = leaks_on(page, snippets)
        problems = [f"{when}: {describe(leaks, snippets)}"
                    for when, leaks in (("on opening", on_opening), ("after Run All", after_run))
                    if leaks]
        assert not problems, (
            f"{name}: {len(after_run)} of {len(snippets)} answer cells show their answer after "
            f"Run All ({len(on_opening)} on opening) — " + " | ".join(problems)
        )
        opened = check_opening_shows(page, cells, snippets)
        assert opened, f"{name}: no answer to click open"
    finally:
        close_lesson(page)
        print(f"{name}: {time.monotonic() - started:.0f} s")


def test_shift_enter_through_a_fresh_kernel_shows_no_answer(
        browser: Any, lab: tuple[str, str, Path]) -> None:
    snippets = answer_snippets(lesson_cells(ROOT / "notebooks", STEP_LESSON))
    page = open_lesson(browser, lab, STEP_LESSON)
    try:
        step_through(page)
        leaks = leaks_on(page, snippets)
        assert not leaks, (
            f"{STEP_LESSON}: {len(leaks)} of {len(snippets)} answer cells show their answer "
            f"after Shift+Enter through every cell — {describe(leaks, snippets)}"
        )
    finally:
        close_lesson(page)


# --- the check itself, on a small lesson with answers in every shape ---

@pytest.mark.parametrize("leaking", [False, True], ids=["closed", "leaking"])
def test_the_check_passes_on_closed_answers_and_fails_on_a_printed_one(
        browser: Any, lab: tuple[str, str, Path], leaking: bool) -> None:
    name = f"99_{'leaking' if leaking else 'closed'}.ipynb"
    nb = mechanism_notebook(leaking)
    nbformat.write(nb, lab[2] / name)
    cells = [dict(c) for c in nb.cells]
    snippets = answer_snippets(cells)
    assert all(snippets.values()) and len(snippets) == 3, snippets
    page = open_lesson(browser, lab, name)
    try:
        settle(page)
        assert leaks_on(page, snippets) == {}, "closed on opening"
        run_all(page)
        leaks = leaks_on(page, snippets)
        if leaking:
            assert set(leaks) == {4}, describe(leaks, snippets)
        else:
            assert leaks == {}, describe(leaks, snippets)
            # the written answer is a closed <details>, its formula typeset inside
            details = cell_node(page, 2).locator(".jp-RenderedMarkdown details")
            assert details.count() == 1 and not details.evaluate("d => d.open")
            assert details.locator("mjx-container, .MathJax").count() > 0
            assert sorted(check_opening_shows(page, cells, snippets)) == [2, 3]
            # the reveal's closed output: open its output, then its summary
            cell = cell_node(page, 4)
            if not cell.locator(".jp-OutputArea").first.is_visible():
                cell.locator(".jp-Cell-outputCollapser").first.click()
            cell.locator(".jp-OutputArea details > summary").first.click()
            assert 4 in leaks_on(page, snippets)
    finally:
        close_lesson(page)


def test_answer_cells_are_found_in_every_lesson() -> None:
    """Each lesson's answers give the browser check something to look for."""
    for name in LESSONS:
        cells = lesson_cells(ROOT / "notebooks", name)
        snippets = answer_snippets(cells)
        assert snippets, f"{name} has no solution or reveal cell"
        assert len(snippets) == sum(is_answer(c) for c in cells)
        assert all(snippets.values()), f"{name}: answer cells with nothing to look for"
