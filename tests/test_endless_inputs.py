"""An endless iterable given where the library collects items ends in a clear error.

Each call below once read its argument to the end and filled memory until a raw
``MemoryError``. They run in one child process whose address space is capped, so a
regression fails this test instead of taking the machine.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

CASES = {
    "mex": "lambda: gl.mex(itertools.count())",
    "deciding_bit": "lambda: gl.deciding_bit(itertools.count())",
    "find_period": "lambda: gl.find_period(itertools.count())",
    "SubtractionGame": "lambda: gl.SubtractionGame(itertools.count(1))",
    "Infinity": "lambda: gl.Infinity(itertools.count())",
    "GraphGame": "lambda: gl.grundy(gl.GraphGame({0: itertools.count(1)}), 0)",
    "census": "lambda: gl.census(itertools.repeat('0.77'), 100)",
}
"""The calls an outside tester found filling memory, by name."""

CHILD = (
    "import itertools, json, resource\n"
    "resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))\n"
    "import grundylib as gl\n"
    "CASES = {" + ", ".join(f"{name!r}: {call}" for name, call in CASES.items()) + "}\n"
    + textwrap.dedent(
        """
        results = {}
        for name, call in CASES.items():
            try:
                call()
                results[name] = ["returned", ""]
            except BaseException as error:  # MemoryError included: that is the bug
                results[name] = [type(error).__name__, str(error)]
        print(json.dumps(results))
        """
    )
)


@pytest.fixture(scope="module")
def results() -> dict[str, list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True, text=True, timeout=300, check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", sorted(CASES))
def test_an_endless_iterable_is_refused_with_its_name(results: dict[str, list[str]],
                                                      name: str) -> None:
    kind, message = results[name]
    assert kind == "InvalidArgumentError", (name, kind, message)
    assert "must be finite" in message and "gave more than 1000000 items" in message
