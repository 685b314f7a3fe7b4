"""grundylib's engine against a C sparse-space reference, and the census on Dask against a loop.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_reference.py``).

1. **Engine**: ``grundy_sequence`` against ``ref_octal``, the C sparse-space (rare-value)
   program of ``../shared/perf`` (build it with ``make -C ../shared/perf``; without it this
   part is skipped with that hint). Both run in fresh processes, warm (grundylib loads its
   compiled code on a small input first and then forgets the proved periods; the C time is
   its own compute time), interleaved and repeated; the ratio is grundylib's median time
   over the reference's median time measured in the same run, so a busy machine slows both.
   The values are compared (sum and maximum) on every run. Cases: Grundy's game to 10^6
   and 10^7, Officers (0.6) to 10^7, and octal codes without a known period to 2^17
   values each (a code that grundylib proves periodic before 2^17 is listed but left out
   of the total, since it stops early).
2. **Memory**: the peak resident set size of a fresh process that computes Officers (0.6)
   to ``--memory-n`` values (10^7 by default; the engine allows 10^8) with
   ``grundy_sequence(..., compact=True)``, the form the command line streams from (2 bytes a
   heap while the values fit in 16 bits), and the same with the default int64 result.
3. **Census**: codes per minute of ``python -m grundylib census`` on the local Dask
   cluster (all cores) against ``--in-process`` (a plain loop), on the same codes, each in
   a fresh process with its start-up included.

Speed is never asserted by a test; this prints what it measures.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path(
    os.environ.get("GRUNDYLIB_REF_OCTAL", ROOT.parent / "shared" / "perf" / "ref_octal")
)

BIG = [("grundy", 10**6), ("grundy", 10**7), ("0.6", 10**7)]
UNSOLVED = [
    "0.04", "0.06", "0.14", "0.36", "0.6", "0.64", "0.74", "0.76",
    "0.104", "0.106", "0.114", "0.125", "0.135", "0.143", "0.163", "0.167", "0.174",
    "0.205", "0.207", "0.215", "0.217", "0.324", "0.325", "0.336", "0.362", "0.363",
]  # fmt: skip

CHILD = textwrap.dedent(
    """
    import json, resource, sys, time
    import grundylib as gl
    code, n = sys.argv[1], int(sys.argv[2])
    game = gl.GrundysGame() if code == "grundy" else gl.OctalGame(code)
    gl.grundy_sequence(game, 3000, progress=False)
    gl.clear_cache()
    t0 = time.perf_counter()
    values = gl.grundy_sequence(game, n, progress=False)
    seconds = time.perf_counter() - t0
    proved = code != "grundy" and gl.octal_period(game, n, progress=False).proved
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"seconds": seconds, "sum": int(values.sum()), "max": int(values.max()),
                      "proved": proved, "rss": rss}))
    """
)


def ours(code: str, n: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, code, str(n)], capture_output=True, text=True, check=True
    )
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def reference(code: str, n: int) -> dict[str, float]:
    done = subprocess.run(
        [str(REFERENCE), code, str(n - 1)], capture_output=True, text=True, check=True
    )
    fields = dict(re.findall(r"(\w+)=(\S+)", done.stdout))
    return {
        "seconds": float(fields["time_s"]),
        "sum": int(fields["sum"]),
        "max": int(fields["max"]),
    }


LIGHT_SECONDS = 0.2
"""A case the reference finishes faster than this is a *light* one: a few milliseconds of
scheduling on a busy machine are then as large as the difference being measured."""

LIGHT_REPEAT = 9
"""Runs of each light case (they are cheap), so that its median is not one noisy run."""


def compare(code: str, n: int, repeat: int) -> tuple[float, float, bool, float]:
    """Median seconds of grundylib and of the reference, interleaved; and max RSS.

    Light cases (see ``LIGHT_SECONDS``) are run at least ``LIGHT_REPEAT`` times.
    """
    mine, theirs, proved, rss = [], [], False, 0.0
    r = 0
    while r < repeat or (r < LIGHT_REPEAT and statistics.median(theirs) < LIGHT_SECONDS):
        pair = [lambda: ("ours", ours(code, n)), lambda: ("ref", reference(code, n))]
        results = dict(f() for f in (pair if r % 2 == 0 else pair[::-1]))
        a, b = results["ours"], results["ref"]
        if (a["sum"], a["max"]) != (b["sum"], b["max"]):
            raise SystemExit(f"{code} to {n}: grundylib and the reference disagree: {a} vs {b}")
        mine.append(a["seconds"])
        theirs.append(b["seconds"])
        proved = bool(a["proved"])
        rss = max(rss, a["rss"])
        r += 1
    return statistics.median(mine), statistics.median(theirs), proved, rss


def engine(repeat: int, big_repeat: int, parts: set[str]) -> None:
    print(
        f"grundylib against the C reference {REFERENCE} (interleaved; median of {big_repeat} "
        f"for the long cases, of {repeat} for the codes, of {LIGHT_REPEAT} for codes the "
        f"reference finishes within {LIGHT_SECONDS} s)"
    )
    print(f"{'game':<10}{'n':>10}{'grundylib s':>13}{'reference s':>13}{'ratio':>8}{'RSS MB':>8}")
    for code, n in BIG if "big" in parts else []:
        a, b, _, rss = compare(code, n, big_repeat)
        print(f"{code:<10}{n:>10}{a:>13.3f}{b:>13.3f}{a / b:>7.2f}x{rss / 2**20:>8.0f}", flush=True)
    total_a = total_b = 0.0
    worst = ("", 0.0)
    if "codes" not in parts:
        return
    for code in UNSOLVED:
        a, b, proved, rss = compare(code, 2**17, repeat)
        note = "  (proved periodic before 2^17: left out of the total)" if proved else ""
        print(
            f"{code:<10}{2**17:>10}{a:>13.3f}{b:>13.3f}{a / b:>7.2f}x{rss / 2**20:>8.0f}{note}",
            flush=True,
        )
        if not proved:
            total_a += a
            total_b += b
            worst = max(worst, (code, a / b), key=lambda item: item[1])
    print(
        f"{'total':<10}{2**17:>10}{total_a:>13.3f}{total_b:>13.3f}{total_a / total_b:>7.2f}x"
        f"   worst code: {worst[0]} at {worst[1]:.2f}x"
    )


MEMORY_CHILD = textwrap.dedent(
    """
    import json, resource, sys, time
    import grundylib as gl
    n, compact = int(sys.argv[1]), sys.argv[2] == "compact"
    gl.grundy_sequence("0.6", 3000, progress=False)  # load the compiled code first
    gl.clear_cache()
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    t0 = time.perf_counter()
    values = gl.grundy_sequence("0.6", n, progress=False, compact=compact)
    seconds = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"seconds": seconds, "rss": rss, "base": base,
                      "dtype": str(values.dtype), "max": int(values.max())}))
    """
)


def memory(n: int) -> None:
    print(
        f"\nOfficers (0.6) to {n} values in a fresh process: peak resident set size, and its "
        "growth over the process once grundylib is imported and its compiled code loaded"
    )
    for form in ("compact", "int64"):
        done = subprocess.run(
            [sys.executable, "-c", MEMORY_CHILD, str(n), form],
            capture_output=True,
            text=True,
            check=True,
        )
        result = json.loads(done.stdout.strip().splitlines()[-1])
        growth = result["rss"] - result["base"]
        print(
            f"{form:<8}{result['dtype']:>8}{result['seconds']:>10.1f} s"
            f"{result['rss'] / 2**20:>8.0f} MB peak RSS, {result['base'] / 2**20:.0f} MB "
            f"before computing: {growth / n:.1f} bytes a heap",
            flush=True,
        )


def census_rate(max_n: int, step: int) -> None:
    import grundylib as gl

    codes = gl.census_codes()[::step]
    print(f"\ncensus of {len(codes)} codes (every {step}th three-digit code) to {max_n} values")
    rates = {}
    for label, extra in (
        ("plain loop (--in-process)", ["--in-process"]),
        ("local Dask cluster", []),
    ):
        with tempfile.TemporaryDirectory() as tmp:
            command = [
                sys.executable, "-m", "grundylib", "census", *codes, "--max-n", str(max_n),
                "--output", str(Path(tmp) / "c.csv"), "--no-progress",
                "--published", str(Path(tmp) / "none.csv"), *extra,
            ]  # fmt: skip
            t0 = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True, cwd=tmp)
            seconds = time.perf_counter() - t0
        rates[label] = len(codes) / seconds * 60
        print(f"{label:<28}{seconds:>8.1f} s {rates[label]:>8.0f} codes/minute", flush=True)
    print(
        f"Dask / loop: {rates['local Dask cluster'] / rates['plain loop (--in-process)']:.2f}x "
        f"on {os.cpu_count()} cores (start-up of the cluster included)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each code to 2^17")
    parser.add_argument("--big-repeat", type=int, default=1, help="runs of each long case")
    parser.add_argument(
        "--only",
        choices=["big", "codes", "memory", "census"],
        action="append",
        help="parts to run",
    )
    parser.add_argument("--memory-n", type=int, default=10**7, help="values of 0.6 (memory)")
    parser.add_argument("--census-max-n", type=int, default=4096)
    parser.add_argument("--census-step", type=int, default=8, help="every STEP-th code")
    args = parser.parse_args()
    parts = set(args.only or ["big", "codes", "memory", "census"])
    if not parts & {"big", "codes"}:
        pass
    elif REFERENCE.is_file() and os.access(REFERENCE, os.X_OK):
        engine(args.repeat, args.big_repeat, parts)
    else:
        print(
            f"the C reference is not built ({REFERENCE} is missing): run "
            "`make -C ../shared/perf` (needs gcc), then `make bench` again; "
            "set GRUNDYLIB_REF_OCTAL to use a reference elsewhere"
        )
    if "memory" in parts:
        memory(args.memory_n)
    if "census" in parts:
        census_rate(args.census_max_n, args.census_step)


if __name__ == "__main__":
    main()
