"""Lesson 11's clickable Chomp bar in a real browser: JupyterLab in headless Chromium runs the
lesson, a click on a square of the bar eats it, and the computer's reply is the library's.

Uses the servers, browser and scripts of ``test_browser`` (skipped there without chromium).
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
from collections.abc import Iterator

import pytest
from helpers import free_port
from test_browser import (  # noqa: F401  (browser is a fixture used below)
    BIN,
    NO_ERRORS_JS,
    ROOT,
    RUN_FINISHED_JS,
    RUN_TIMEOUT_MS,
    SCREENSHOTS,
    browser,
    isolated_env,
    server,
)

import grundylib as gl

LESSON = "11_chomp_and_strategy_stealing.ipynb"


@pytest.fixture(scope="module")
def chomp_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """JupyterLab serving a copy of lesson 11 alone; yields (base url, token)."""
    home = tmp_path_factory.mktemp("chomp_lab")
    root = home / "notebooks"
    root.mkdir()
    shutil.copy(ROOT / "notebooks" / LESSON, root / LESSON)
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
    if os.geteuid() == 0:
        command.append("--allow-root")
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/api/status?token={token}", home / "lab.log", isolated_env(home)):
        yield base, token


def test_clicking_a_square_of_the_bar_bites_and_the_computer_answers(browser, chomp_lab):  # noqa: F811
    base, token = chomp_lab
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(RUN_TIMEOUT_MS)
    try:
        page.goto(f"{base}/lab/tree/{LESSON}?token={token}&reset")
        page.wait_for_function(
            "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
            " && window.jupyterapp.shell.currentWidget.sessionContext"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel"
            "?.connectionStatus === 'connected'"
        )
        page.evaluate(
            "async () => { await window.jupyterapp.commands.execute("
            "'notebook:clear-all-cell-outputs'); }"
        )
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        page.wait_for_function(RUN_FINISHED_JS, polling=1000)
        assert page.evaluate(NO_ERRORS_JS) == []
        player = page.locator(".grundy-player").filter(has=page.locator(".grundy-cell")).first
        player.scroll_into_view_if_needed()
        square = player.locator('button[title="bite at row 1, column 8"]')
        square.wait_for(timeout=60_000)
        square.click()  # 3 x 8 -> 3 x 7, an N-position: the computer must win from it
        reply = player.locator(".grundy-last-move").filter(has_text="Computer:")
        reply.wait_for(timeout=60_000)
        text = reply.inner_text()
        match = re.search(r"bite at \((\d+), (\d+)\) → (\([\d, ]+\))", text)
        assert match, f"unexpected reply {text!r}"
        after_click = (7, 7, 7)
        expected = gl.winning_moves(gl.Chomp(), after_click)[0]
        assert match.group(3) == str(expected)
        row, column = gl.chomp_square(after_click, expected)
        assert (int(match.group(1)), int(match.group(2))) == (row, column)
        assert str(expected) in player.inner_text()  # the legend shows the bar left
        eaten_square = player.locator(f'button[title="bite at row {row}, column {column}"]')
        assert eaten_square.is_disabled()  # eaten by the computer's bite
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "lab_chomp.png"))
    finally:
        page.close()
