"""Run a test body in a child process under a memory cap and a time cap.

A blow-up (memory growing without bound, a hang) then fails the one test instead of
taking the machine down: the child gets ``RLIMIT_AS`` = its current address space plus
``memory`` bytes and ``RLIMIT_CPU`` = ``seconds`` (+5), and the parent kills it after
``seconds`` of wall time. The body's return value (something picklable, such as the
number of cases it ran) comes back to the parent; an exception in the child is re-raised
in the parent as an ``AssertionError`` carrying the child's traceback.
"""

from __future__ import annotations

import multiprocessing
import resource
import traceback
from collections.abc import Callable
from typing import Any

MiB = 2**20


def _address_space() -> int:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmSize in /proc/self/status")


def _child(body: Callable[[], Any], memory: int, seconds: float, conn: Any) -> None:
    try:
        resource.setrlimit(resource.RLIMIT_AS, (_address_space() + memory,) * 2)
        cpu = int(seconds) + 5
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        conn.send(("ok", body()))
    except BaseException as error:  # report everything, MemoryError included
        conn.send(("error", f"{type(error).__name__}: {error}\n{traceback.format_exc()}"))
    finally:
        conn.close()


def run_capped(body: Callable[[], Any], *, memory: int = 1024 * MiB, seconds: float = 60) -> Any:
    """Run ``body()`` in a forked child with the caps; return its result or fail."""
    ctx = multiprocessing.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    process = ctx.Process(target=_child, args=(body, memory, seconds, child))
    process.start()
    child.close()
    try:
        if not parent.poll(seconds):
            raise AssertionError(f"still running after {seconds} s (time cap)")
        status, result = parent.recv()
    except EOFError:
        process.join(5)
        raise AssertionError(
            f"the child died without a report (exit code {process.exitcode}): "
            "a memory or CPU cap was probably hit"
        ) from None
    finally:
        if process.is_alive():
            process.kill()
        process.join(5)
    if status != "ok":
        raise AssertionError(f"failed in the capped child:\n{result}")
    return result
