"""`make lab LAB_ARGS=--no-browser` starts a JupyterLab server that answers on 127.0.0.1.

It signs the course's notebooks for the user first, so that JupyterLab draws their saved widgets
(a game board) at once instead of the widget's text.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

import nbformat
from helpers import free_port
from nbformat.sign import NotebookNotary

ROOT = Path(__file__).resolve().parent.parent


def test_make_lab_serves_the_notebooks_on_localhost(tmp_path):
    port, token = free_port(), secrets.token_hex(16)
    lab_args = (
        f"--no-browser --ServerApp.ip=127.0.0.1 --ServerApp.port={port} "
        f"--IdentityProvider.token={token} --ServerApp.port_retries=0"
    )
    log = (tmp_path / "lab.log").open("w")
    data_dir = tmp_path / "data"  # where the user's notebook signatures are kept
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
           "JUPYTER_DATA_DIR": str(data_dir)}
    lesson = nbformat.read(ROOT / "notebooks" / "02_nim_and_boutons_theorem.ipynb", as_version=4)
    assert not (data_dir / "notebook_secret").exists()  # nothing signed for this user yet
    server = subprocess.Popen(
        ["make", "--no-print-directory", "lab", f"LAB_ARGS={lab_args}"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True,
    )
    try:
        url = f"http://127.0.0.1:{port}/api/contents?token={token}"
        deadline = time.monotonic() + 120
        listing = None
        while time.monotonic() < deadline and server.poll() is None:
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    listing = json.load(response)
                break
            except OSError:
                time.sleep(1)
        assert listing is not None, (tmp_path / "lab.log").read_text()[-3000:]
        names = {item["name"] for item in listing["content"]}
        assert any(name.endswith(".ipynb") for name in names), names  # the server's root is notebooks/
        assert "grundylib" not in names
        notary = NotebookNotary(data_dir=str(data_dir))
        assert notary.check_signature(lesson), "make lab must trust the course's notebooks"
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
