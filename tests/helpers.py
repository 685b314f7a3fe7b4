"""Helpers shared by several test files: time limits, free ports, the tools, notebook cells."""

from __future__ import annotations

import importlib.util
import signal
import socket
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any


class TookTooLong(AssertionError):
    """A call ran past its time limit (a hang, or work that grows without bound)."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Fail with :class:`TookTooLong` if the body runs longer than ``seconds`` (main thread)."""

    def expire(signum: int, frame: object) -> None:
        raise TookTooLong(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = [  # headless Debian chromium in a container, with nothing phoning home
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def load_tool(name: str) -> ModuleType:
    """Import ``tools/<name>.py`` (the tools are scripts, not an installed package).

    The module is registered in ``sys.modules`` under its name, as ``import`` would do, so a
    tool that imports another (``from lessons import ...``) shares that one module.
    """
    if name in sys.modules and Path(sys.modules[name].__file__ or "").parent == ROOT / "tools":
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def cell_tags(cell: dict[str, Any]) -> list[str]:
    """The tags of a notebook cell (an empty list when it has none)."""
    return list(cell.get("metadata", {}).get("tags", []))
