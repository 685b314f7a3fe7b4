"""Ctrl-C during a compiled kernel surfaces as KeyboardInterrupt, not as a SystemError."""

from __future__ import annotations

import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import os, signal, threading
    import grundylib as gl
    gl.grundy_sequence(gl.OctalGame("0.6"), 1000, progress=False)  # compiled once, first
    threading.Timer(2.0, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
    try:
        gl.grundy_sequence(gl.OctalGame("0.6"), 100_000_000, progress=False)  # minutes of work
    except BaseException as error:
        print(type(error).__name__)
    """
)


def test_ctrl_c_in_a_compiled_kernel_is_a_keyboard_interrupt() -> None:
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                          timeout=600, check=True)
    assert done.stdout.strip().splitlines()[-1] == "KeyboardInterrupt", done.stdout + done.stderr
