"""Time grundylib.grundy_sequence against two baselines, each measurement in a fresh process.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_sequences.py``). For
Kayles (0.77) and Grundy's game at n = 10**4, 10**5, 10**6 (and 10**7 for Kayles) it
prints the time of

- ``cold``: a new interpreter imports grundylib and calls ``grundy_sequence`` once
  (import, loading or compiling the numba cache, and the computation);
- ``warm``: a new interpreter calls it once on a small n (so the compiled code is
  loaded), clears the proved-period cache, then times the call at n;
- ``textbook``: the memoised pure-Python mex over the options of each heap;
- ``numpy``: a per-heap numpy version (all splits of a heap XORed as one array);

as seconds and as ratios baseline / warm, with the peak memory of the warm process
(tracemalloc peak of Python and numpy allocations, and the maximum resident set size).
A baseline is skipped when its quadratic cost extrapolated from the previous size
exceeds ``--budget`` seconds (30 by default). Finally it times the proof of the period
of 0.16 in a fresh process. Nothing is served from an earlier call's cache.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import textwrap

SIZES = {"Kayles": [10**4, 10**5, 10**6, 10**7], "GrundysGame": [10**4, 10**5, 10**6]}
RULES = {"Kayles": ((0, 7, 7), False), "GrundysGame": ((4,), True)}

CHILD = textwrap.dedent(
    """
    import json, resource, sys, time, tracemalloc
    mode, game_name, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    t0 = time.perf_counter()
    import grundylib as gl
    game = getattr(gl, game_name)()  # "Kayles" -> gl.Kayles()
    if mode == "warm":
        gl.grundy_sequence(game, 2000, progress=False)
        gl.clear_cache()
        tracemalloc.start()
        t0 = time.perf_counter()
    values = gl.grundy_sequence(game, n, progress=False)
    seconds = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1] if mode == "warm" else 0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"seconds": seconds, "peak": peak, "rss": rss, "last": int(values[-1])}))
    """
)

BASELINE = textwrap.dedent(
    """
    import json, sys, time
    import numpy as np
    kind, digits, unequal, n = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3] == "True", int(sys.argv[4])

    def textbook(n):
        memo = {}
        for h in range(n):  # memo[h] needs only smaller heaps: fill bottom-up
            seen = set()
            for k, d in enumerate(digits):
                if d & 1 and k and h == k:
                    seen.add(0)
                if d & 2 and k and h > k:
                    seen.add(memo[h - k])
                if d & 4 and h - k >= 2:
                    m = h - k
                    for a in range(1, m // 2 + 1):
                        if not (unequal and 2 * a == m):
                            seen.add(memo[a] ^ memo[m - a])
            v = 0
            while v in seen:
                v += 1
            memo[h] = v
        return [memo[h] for h in range(n)]

    def per_n_numpy(n):
        g = np.zeros(n, dtype=np.int64)
        for h in range(1, n):
            parts = []
            for k, d in enumerate(digits):
                if d & 1 and k and h == k:
                    parts.append(np.zeros(1, dtype=np.int64))
                if d & 2 and k and h > k:
                    parts.append(g[h - k : h - k + 1])
                if d & 4 and h - k >= 2:
                    m = h - k
                    a = np.arange(1, (m - 1) // 2 + 1 if unequal else m // 2 + 1)
                    parts.append(g[a] ^ g[m - a])
            if parts:
                seen = np.zeros(1024, dtype=bool)
                seen[np.concatenate(parts)] = True
                g[h] = int(np.argmin(seen))
        return g

    t0 = time.perf_counter()
    values = textbook(n) if kind == "textbook" else per_n_numpy(n)
    print(json.dumps({"seconds": time.perf_counter() - t0, "last": int(values[-1])}))
    """
)


def child(code: str, *args: str, timeout: float = 900) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=timeout
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def fmt(seconds: float | None) -> str:
    return "skipped (too slow)" if seconds is None else f"{seconds:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=30.0, help="skip slower baselines")
    args = parser.parse_args()
    header = (
        f"{'game':<12}{'n':>10}{'cold s':>9}{'warm s':>9}{'textbook s':>20}"
        f"{'numpy s':>20}{'textbook/warm':>15}{'numpy/warm':>12}{'peak MB':>9}{'RSS MB':>8}"
    )
    print(header)
    print("-" * len(header))
    for name in SIZES:
        digits, unequal = RULES[name]
        previous: dict[str, tuple[int, float]] = {}
        skipped: set[str] = set()
        for n in SIZES[name]:
            cold = child(CHILD, "cold", name, str(n))
            warm = child(CHILD, "warm", name, str(n))
            assert cold["last"] == warm["last"]
            base: dict[str, float | None] = {}
            for kind in ("textbook", "numpy"):
                before = previous.get(kind)
                if before is not None and before[1] * (n / before[0]) ** 2 > args.budget:
                    skipped.add(kind)
                if kind in skipped:
                    base[kind] = None
                    continue
                measured = child(BASELINE, kind, json.dumps(digits), str(unequal), str(n))
                assert measured["last"] == warm["last"], (kind, name, n)
                base[kind] = measured["seconds"]
                previous[kind] = (n, measured["seconds"])
            ratios = [
                "-" if base[k] is None else f"{base[k] / warm['seconds']:.0f}x"  # type: ignore[operator]
                for k in ("textbook", "numpy")
            ]
            print(
                f"{name:<12}{n:>10}{cold['seconds']:>9.3f}{warm['seconds']:>9.3f}"
                f"{fmt(base['textbook']):>20}{fmt(base['numpy']):>20}"
                f"{ratios[0]:>15}{ratios[1]:>12}"
                f"{warm['peak'] / 2**20:>9.1f}{warm['rss'] / 2**20:>8.0f}",
                flush=True,
            )
    proof = child(
        "import json, time; t = time.perf_counter(); import grundylib as gl; "
        "r = gl.octal_period('0.16', progress=False); "
        "print(json.dumps({'seconds': time.perf_counter() - t, 'pre': r.preperiod, 'per': r.period}))"
    )
    print(
        f"\n0.16 period proved in a fresh process (import included): {proof['seconds']:.2f} s "
        f"-> preperiod {proof['pre']}, period {proof['per']}"
    )


if __name__ == "__main__":
    main()
