"""The widgets in a real browser: JupyterLab and the Voilà play page, in headless Chromium.

Needs Debian's ``chromium`` (``.ci/run`` installs it). Without it the tests are skipped
with the install command, except under CI (env ``CI`` set), where they fail. Nothing is
downloaded at run time: Playwright drives the system browser.

Each server (JupyterLab, Voilà) runs on 127.0.0.1 on a free port with a random token,
in its own process group, and is always stopped by its fixture, even when a test fails.
Screenshots go to ``build/screenshots/``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import CHROMIUM_ARGS, free_port

import grundylib as gl

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOTS = ROOT / "build" / "screenshots"
START_TIMEOUT = 120  # seconds; JupyterLab can be slow to start on a busy machine
RUN_TIMEOUT_MS = 240_000

if not CHROMIUM.exists():
    message = (
        "the browser tests need Debian's chromium at /usr/bin/chromium; install it with "
        "`sudo apt-get install -y chromium` (as .ci/run does)"
    )
    if os.environ.get("CI"):
        pytest.fail(message, pytrace=False)
    pytest.skip(message, allow_module_level=True)

sync_playwright = pytest.importorskip("playwright.sync_api").sync_playwright


def wait_for_http(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    """Poll ``url`` until it answers 200, or fail with the server's log."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the server exited early:\n{log.read_text()[-3000:]}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=5) as response:
            if response.status == 200:
                return
        time.sleep(0.5)
    pytest.fail(f"the server did not answer {url} in {START_TIMEOUT} s:\n{log.read_text()[-3000:]}")


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop a server started in its own session: SIGTERM its group, then SIGKILL."""
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)


@contextlib.contextmanager
def server(command: list[str], ready_url: str, log: Path,
           env: dict[str, str]) -> Iterator[subprocess.Popen[bytes]]:
    """Run ``command`` (a server) until the block ends, whatever happens in it."""
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
        try:
            wait_for_http(ready_url, process, log)
            yield process
        finally:
            stop(process)


def isolated_env(home: Path) -> dict[str, str]:
    """Environment with Jupyter's config, data and runtime folders inside ``home``."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR"):
        env[name] = str(home / name.lower())
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(home / "workspaces")
    env["MPLBACKEND"] = "module://matplotlib_inline.backend_inline"
    return env


def pick_notebook() -> str:
    """The Nim lesson when it has a Nim player, else any lesson with one, else the play page."""
    lessons = sorted(p for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    with_player = [p for p in lessons if "play_nim(" in p.read_text(encoding="utf-8")]
    nim = [p for p in with_player if "nim" in p.stem]
    chosen = (nim or with_player or [ROOT / "notebooks" / "play.ipynb"])[0]
    return chosen.name


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        launched = p.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory) -> Iterator[tuple[str, str, str]]:
    """JupyterLab serving a copy of notebooks/; yields (base url, token, notebook name)."""
    home = tmp_path_factory.mktemp("lab")
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
    base = f"http://127.0.0.1:{port}"
    with server(command, f"{base}/api/status?token={token}", home / "lab.log", isolated_env(home)):
        yield base, token, pick_notebook()


PLAY = ROOT / "play"
"""The play page's settings: play/voila.json and the "offline" template under play/voila/."""


def play_env(home: Path) -> dict[str, str]:
    """The environment `make play` gives Voilà: play/ on the Jupyter data and config paths."""
    env = isolated_env(home)
    env["JUPYTER_PATH"] = str(PLAY)
    env["JUPYTER_CONFIG_PATH"] = str(PLAY)
    return env


def voila_command(port: int, token: str, *extra: str) -> list[str]:
    """Voilà on 127.0.0.1 serving notebooks/play.ipynb, as `make play` runs it."""
    return [
        str(BIN / "voila"),
        str(ROOT / "notebooks" / "play.ipynb"),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
        f"--token={token}",
        *extra,
    ]


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory) -> Iterator[tuple[str, Path]]:
    """Voilà serving notebooks/play.ipynb as `make play` does; yields (url, its log)."""
    home = tmp_path_factory.mktemp("voila")
    port, token = free_port(), secrets.token_hex(16)
    url = f"http://127.0.0.1:{port}/?token={token}"
    with server(voila_command(port, token), url, home / "voila.log", play_env(home)):
        yield url, home / "voila.log"


@pytest.fixture(scope="module")
def voila(voila_server) -> str:
    """The play page's url."""
    return voila_server[0]


HEAP_LABEL = re.compile(r"heap\s+(\d+)\s*\((\d+)\)")


def read_heaps(player) -> tuple[int, ...]:
    """The heap sizes shown by a Nim player on the page."""
    labels = player.locator(".grundy-heap-label").all_text_contents()
    found = [HEAP_LABEL.search(t) for t in labels]
    return tuple(int(m.group(2)) for m in found if m)


def play_one_nim_move(page, name: str) -> str:
    """Click the last counter of the first heap in the first Nim player; return the reply."""
    player = page.locator(".grundy-player").filter(has=page.locator(".grundy-counter")).first
    player.scroll_into_view_if_needed()
    before = read_heaps(player)
    assert before and sum(before) > 0, f"{name}: no heaps drawn"
    first = next(i for i, h in enumerate(before) if h > 0)
    row = player.locator(".widget-hbox").filter(has=page.locator(".grundy-counter")).nth(0)
    row.locator(".grundy-counter").last.click()
    reply = player.locator(".grundy-last-move")
    reply.filter(has_text="Computer:").wait_for(timeout=60_000)
    text = reply.inner_text()
    # the reply is what the library's computer does from the position the click left
    after_click = list(before)
    after_click[first] -= 1
    heaps_now = read_heaps(player)
    match = re.search(r"→ (\([\d, ]+\))", text)
    assert match, f"{name}: unexpected reply text {text!r}"
    assert tuple(json.loads(match.group(1).replace("(", "[").replace(")", "]"))) == heaps_now
    # the student's own move stays visible: a "You:" line and one hollow counter on the board
    assert player.locator(".grundy-your-move").inner_text().startswith(
        f"You: take 1 from heap {first + 1}"
    ), f"{name}: the student's move is not named"
    assert player.locator(".grundy-taken-by-you").count() == 1, f"{name}: no hollow counter"
    assert "Click a counter" in player.locator(".grundy-instructions").inner_text()
    assert sum(heaps_now) == sum(after_click) - int(re.search(r"take (\d+)", text).group(1))
    if gl.winning_moves(gl.Nim(), tuple(after_click)):
        assert gl.nim_sum(*heaps_now) == 0, f"{name}: the computer missed a winning move"
    player.scroll_into_view_if_needed()
    return text


NO_ERRORS_JS = """
() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const errors = [];
  for (const cell of panel.content.model.cells) {
    if (cell.type !== 'code') continue;
    for (const output of cell.outputs.toJSON()) {
      if (output.output_type === 'error') errors.push(output.ename + ': ' + output.evalue);
    }
  }
  return errors;
}
"""


RUN_FINISHED_JS = """
() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session?.kernel;
  if (!kernel || kernel.status !== 'idle') return false;
  const cells = [...panel.content.model.cells].filter(c => c.type === 'code');
  const failed = cells.some(c => c.outputs.toJSON().some(o => o.output_type === 'error'));
  return failed || cells.every(c => c.executionCount !== null);
}
"""


def test_lesson_runs_in_jupyterlab_and_the_nim_player_answers(browser, lab):
    base, token, name = lab
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(RUN_TIMEOUT_MS)
    try:
        page.goto(f"{base}/lab/tree/{name}?token={token}&reset")
        page.wait_for_function(
            "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
            " && window.jupyterapp.shell.currentWidget.sessionContext"
        )
        page.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel"
            "?.connectionStatus === 'connected'"
        )
        # clear the committed outputs (and execution counts), then run everything afresh
        page.evaluate(
            "async () => { await window.jupyterapp.commands.execute("
            "'notebook:clear-all-cell-outputs'); }"
        )
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        page.wait_for_function(RUN_FINISHED_JS, polling=1000)
        assert page.evaluate(NO_ERRORS_JS) == []
        stderr = page.locator(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'
        )
        assert not [t for t in stderr.all_inner_texts() if "Traceback" in t or "Error" in t]
        page.wait_for_function(
            "() => !document.body.innerText.includes('Loading widget...')", timeout=60_000
        )
        assert "Error displaying widget" not in page.inner_text("body")
        assert page.locator(".jupyter-widgets").count() > 0
        assert page.locator(".widget-button").count() > 0
        reply = play_one_nim_move(page, name)
        assert reply.startswith("Computer: take")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "lab_nim.png"))
    finally:
        page.close()


def test_voila_play_page_shows_games_without_code(browser, voila):
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(RUN_TIMEOUT_MS)
    try:
        page.goto(voila)
        page.locator(".grundy-counter").first.wait_for()
        body = page.inner_text("body")
        assert "Loading widget..." not in body and "Traceback" not in body
        assert "import grundylib" not in body  # Voilà hides the code
        assert page.locator(".grundy-player").count() >= 3
        reply = play_one_nim_move(page, "play.ipynb (Voilà)")
        assert reply.startswith("Computer: take")
        reply = play_one_hackenbush_cut(page, "play.ipynb (Voilà), Green Hackenbush")
        assert reply.startswith("Computer: cut edge")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "voila_play.png"))
    finally:
        page.close()


def is_local(url: str) -> bool:
    """Whether ``url`` stays on this machine (127.0.0.1, or a data:/blob: URL)."""
    parsed = urllib.parse.urlsplit(url)
    return parsed.scheme in ("data", "blob", "about") or parsed.hostname == "127.0.0.1"


def test_the_play_page_loads_nothing_from_the_network(browser, voila):
    """Every request of the page, its scripts, styles, fonts and sockets, goes to 127.0.0.1.

    Requests elsewhere are recorded and aborted (the machine may have no network at all).
    The widgets' icons still draw: Font Awesome comes with Voilà's own bundle.
    """
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(RUN_TIMEOUT_MS)
    requested: list[str] = []

    def route(handle) -> None:
        requested.append(handle.request.url)
        if is_local(handle.request.url):
            handle.continue_()
        else:
            handle.abort()

    page.route("**/*", route)
    page.on("websocket", lambda socket: requested.append(socket.url))
    try:
        page.goto(voila)
        page.locator(".grundy-counter").first.wait_for()
        page.wait_for_load_state("networkidle")
        assert any("/static/" in url for url in requested)  # the interception saw the assets
        assert [url for url in requested if not is_local(url)] == []
        icon = page.locator(".fa-refresh").first
        icon.wait_for()
        family = icon.evaluate("e => getComputedStyle(e, '::before').fontFamily")
        assert "Font Awesome" in family
        assert page.evaluate(
            "() => document.fonts.ready.then(fonts => [...fonts].some("
            "f => f.family.includes('Font Awesome') && f.status === 'loaded'))")
    finally:
        page.close()


def test_the_play_page_culls_idle_kernels_as_configured(browser, voila_server):
    """The server runs with play/voila.json's culling: a kernel with nobody connected goes."""
    url, log = voila_server
    page = browser.new_page()
    try:
        page.goto(url)
        page.locator(".grundy-counter").first.wait_for()
    finally:
        page.close()
    config = json.loads((PLAY / "voila.json").read_text(encoding="utf-8"))["MappingKernelManager"]
    assert config["cull_connected"] is False and 0 < config["cull_idle_timeout"] <= 600
    line = (f"Culling kernels with idle durations > {config['cull_idle_timeout']} seconds "
            f"at {config['cull_interval']} second intervals")
    assert line in log.read_text(encoding="utf-8", errors="replace")


def kernels_of(process: subprocess.Popen[bytes]) -> list[int]:
    """The ipykernel processes a server started."""
    psutil = pytest.importorskip("psutil")
    found = []
    for child in psutil.Process(process.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if any("ipykernel" in part for part in child.cmdline()):
                found.append(child.pid)
    return found


def test_the_kernel_of_a_closed_play_tab_is_shut_down(browser, tmp_path):
    """With the page's settings and a short idle time, closing the tab ends its kernel."""
    port, token = free_port(), secrets.token_hex(16)
    url = f"http://127.0.0.1:{port}/?token={token}"
    short = ["--MappingKernelManager.cull_idle_timeout=3", "--MappingKernelManager.cull_interval=1"]
    with server(voila_command(port, token, *short), url, tmp_path / "voila.log",
                play_env(tmp_path)) as process:
        page = browser.new_page()
        try:
            page.goto(url)
            page.locator(".grundy-counter").first.wait_for()
            started = kernels_of(process)
            assert started != []
            time.sleep(8)  # idle, but the tab is open: its kernel stays (a spare one, never
            left = kernels_of(process)  # connected, may be culled meanwhile)
            assert left != [] and set(left) <= set(started), (started, left)
        finally:
            page.close()
        deadline = time.monotonic() + 60
        while kernels_of(process) and time.monotonic() < deadline:
            time.sleep(0.5)
        assert kernels_of(process) == [], (tmp_path / "voila.log").read_text()[-2000:]


# --- lesson 10: Green Hackenbush ---

CUT_TITLE = re.compile(r"cut edge (\d+): (\d+)–(\d+)")


def read_edges(player) -> dict[int, tuple[int, int]]:
    """The standing edges of a Hackenbush player, by number, read from its cut buttons."""
    edges = {}
    for title in player.locator(".grundy-cut").evaluate_all("bs => bs.map(b => b.title)"):
        match = CUT_TITLE.fullmatch(title)
        assert match, f"unexpected cut button title {title!r}"
        number, u, v = map(int, match.groups())
        edges[number] = (u, v)
    return edges


def play_one_hackenbush_cut(page, name: str) -> str:
    """Click the highest-numbered edge in the first Hackenbush player's picture; check the reply.

    Where that edge is drawn is found by drawing the same start picture in this process (the
    drawing depends on the picture only), so the click lands where a student would click.
    """
    player = page.locator(".grundy-hackenbush").first
    player.scroll_into_view_if_needed()
    player.locator(".grundy-cut").first.wait_for()
    before = read_edges(player)
    picture = player.locator("img.grundy-hackenbush-picture")
    picture_before = picture.get_attribute("src")
    assert before, f"{name}: no edges to cut"
    number = max(before)
    same = gl.play_hackenbush(tuple(sorted(before.values())))
    assert dict(zip(same.edge_numbers(), same.edges(), strict=True)) == before
    line = same.edge_lines[number]
    x, y = line[len(line) // 2] if len(line) > 2 else (
        (line[0][0] + line[-1][0]) / 2, (line[0][1] + line[-1][1]) / 2)
    box = picture.bounding_box()
    scale = box["width"] / float(same.picture.layout.width.removesuffix("px"))
    picture.click(position={"x": x * scale, "y": y * scale})
    reply = player.locator(".grundy-last-move")
    reply.filter(has_text="Computer: cut edge").wait_for(timeout=60_000)
    text = reply.inner_text()
    after_click = gl.hackenbush_cut(tuple(sorted(before.values())), before[number])
    now = tuple(sorted(read_edges(player).values()))
    # the computer cut one edge of the picture the student left, as the page says
    cut_number = int(re.search(r"cut edge (\d+)", text).group(1))
    assert now == gl.hackenbush_cut(after_click, before[cut_number]), f"{name}: {text!r}"
    if gl.hackenbush_winning_cuts(after_click):
        assert gl.hackenbush_value(now) == 0, f"{name}: the computer missed a winning cut"
    edges_text = player.locator(".grundy-hackenbush-edges").inner_text()
    assert edges_text.startswith(f"{len(now)} edges standing"), edges_text
    picture_now = picture.get_attribute("src")
    assert picture_now and picture_now != picture_before, f"{name}: the picture was not redrawn"
    return text


def test_green_hackenbush_lesson_runs_in_jupyterlab_and_the_player_cuts(browser, lab):
    base, token, _ = lab
    name = "10_green_hackenbush.ipynb"
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(RUN_TIMEOUT_MS)
    try:
        page.goto(f"{base}/lab/tree/{name}?token={token}&reset")
        page.wait_for_function(
            "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
            " && window.jupyterapp.shell.currentWidget.sessionContext"
            " && window.jupyterapp.shell.currentWidget.context.path.endsWith('10_green_hackenbush.ipynb')"
        )
        page.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel"
            "?.connectionStatus === 'connected'"
        )
        page.evaluate(
            "async () => { await window.jupyterapp.commands.execute("
            "'notebook:clear-all-cell-outputs'); }"
        )
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        page.wait_for_function(RUN_FINISHED_JS, polling=1000)
        assert page.evaluate(NO_ERRORS_JS) == []
        page.wait_for_function(
            "() => !document.body.innerText.includes('Loading widget...')", timeout=60_000
        )
        assert "Error displaying widget" not in page.inner_text("body")
        reply = play_one_hackenbush_cut(page, name)
        assert reply.startswith("Computer: cut edge")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "lab_hackenbush.png"))
    finally:
        page.close()
