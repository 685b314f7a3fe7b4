"""grundylib's engine against a C sparse-space reference and Beling's ogs, and the census on Dask.

Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_reference.py``).

1. **Engine** (``--only big``, ``--only codes``): ``grundy_sequence`` against two programs
   that compute the same values with the sparse-space (rare-value) method:

   * ``ref_octal``, the C program of ``../shared/perf`` (build it with
     ``make -C ../shared/perf``; without it the engine parts are skipped with that hint);
   * ``ogs``, Piotr Beling's Rust crate (https://github.com/beling/impartial-games, folder
     ``ogs``, LGPL-3.0-or-later), with both of its methods, ``rc`` and ``rc2``. grundylib holds
     none of its code: ``benchmarks/ogs_driver`` is a small driver of ours that links the
     crate by path and times its solver loop as ``ogsolve`` does. The benchmark finds the
     crate in ``GRUNDYLIB_OGS_SOURCE`` (a checkout or its ``ogs`` folder), else in
     ``../impartial-games`` beside the project (or ``../shared/impartial-games``), and
     builds the driver with ``cargo build --release --offline`` and
     ``RUSTFLAGS="-C target-cpu=native"`` into ``build/ogs_driver/`` (again only when the
     binary is older than the sources). Without cargo or the source, or when the build
     fails, the ogs columns say why in one line, with the hint
     ``git clone https://github.com/beling/impartial-games ../impartial-games``, and the
     rest runs. ogs solves octal codes only: Grundy's game has "-" there.

   Every program runs in a fresh process for every run, warm (grundylib loads its compiled
   code on a small input first and then forgets the proved periods; the C and ogs times are
   their own compute times), interleaved (each round in a rotated order) and repeated; each
   column is the median, and the ratios are grundylib's median over the C reference's and
   over the better ogs method's, measured in the same rounds, so a busy machine slows all
   alike. A case that the C reference or an ogs method finishes within ``LIGHT_SECONDS`` is
   run at least ``LIGHT_REPEAT`` times. The values (sum and maximum) are compared on every
   run; a disagreement stops the benchmark with both results. Cases: Grundy's game to 10^6
   and 10^7, Officers (0.6) to 10^7, 0.16 to 10^7 (grundylib proves its period and extends
   it; the others compute every value), and the 69 codes of T. Czajka's list of unsolved
   octal games to ``--n`` values each (2^17 by default; ``--codes`` runs a subset). A code
   that grundylib proves periodic before ``--n`` is listed but left out of the totals.
   The first run after the engine changes compiles the kernels that the small warm-up
   did not reach (numba caches them on disk afterwards): do not trust a median of one
   run (``--repeat 1``, ``--big-repeat 1``) made then.
2. **Fresh** (``--only fresh``): Grundy's game to 10^6 as a user meets it. The first call
   ``gl.grundy_sequence(gl.GrundysGame(), 10**6)``, with its default arguments (the default
   progress reporting), after ``import grundylib`` in a fresh process: the loading of the
   compiled code is in its time, the import is printed beside it; against ``ref_octal``'s
   compute time in the same rounds. Then ``python -m grundylib sequence grundy 1000000 >
   /dev/null``, the whole command's wall time, against the whole ``ref_octal`` process's.
3. **Threads** (``--only threads``): Officers (0.6) to ``--threads-n`` values (10^7 by
   default) with ``threads=1`` and ``threads=2``, fresh processes, interleaved: the speed-up
   of the second thread (:mod:`grundylib._parallel`). The engine parts use the library's
   default (every core once a second thread pays), or ``--threads``.
4. **Memory**: the peak resident set size of a fresh process that computes Officers (0.6)
   to ``--memory-n`` values (10^7 by default; the engine allows 10^8) with
   ``grundy_sequence(..., compact=True)``, the form the command line streams from (2 bytes a
   heap while the values fit in 16 bits), and the same with the default int64 result.
5. **Census**: codes per minute of ``python -m grundylib census`` on the local Dask
   cluster (all cores) against ``--in-process`` (a plain loop), on the same codes, each in
   a fresh process with its start-up included.

Speed is never asserted by a test; this prints what it measures.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path(
    os.environ.get("GRUNDYLIB_REF_OCTAL", ROOT.parent / "shared" / "perf" / "ref_octal")
)
OGS_DRIVER = ROOT / "benchmarks" / "ogs_driver"
"""Our driver's sources (Cargo.toml with the placeholder ``OGS_PATH``, and src/main.rs)."""
OGS_BUILD = ROOT / "build" / "ogs_driver"
OGS_HINT = (
    "get it with `git clone https://github.com/beling/impartial-games ../impartial-games` "
    "(beside the project) or set GRUNDYLIB_OGS_SOURCE"
)

BIG = [("grundy", 10**6), ("grundy", 10**7), ("0.6", 10**7), ("0.16", 10**7)]

# The unsolved octal games of T. Czajka's compilation, GitHub tczajka/octal-games,
# `UnsolvedGames.md` @30baeb7 (as data/README.md cites it): its one-, two- and three-digit
# codes, 69 of them; the 4.xxx codes are left out.
UNSOLVED = [
    "0.6", "0.04", "0.06", "0.14", "0.36", "0.64", "0.74", "0.76",
    "0.004", "0.005", "0.006", "0.014", "0.015", "0.016", "0.024", "0.026", "0.034",
    "0.054", "0.064", "0.104", "0.106", "0.114", "0.125", "0.126", "0.135", "0.136",
    "0.142", "0.143", "0.146", "0.161", "0.162", "0.163", "0.164", "0.166", "0.167",
    "0.172", "0.174", "0.204", "0.205", "0.206", "0.207", "0.224", "0.244", "0.245",
    "0.264", "0.314", "0.324", "0.334", "0.336", "0.342", "0.344", "0.346", "0.362",
    "0.364", "0.366", "0.371", "0.374", "0.404", "0.414", "0.416", "0.444", "0.454",
    "0.564", "0.604", "0.606", "0.744", "0.764", "0.774", "0.776",
]  # fmt: skip

GRUNDYLIB, C, OGS_RC, OGS_RC2 = "grundylib", "C", "ogs rc", "ogs rc2"
OGS_METHODS = {OGS_RC: "rc", OGS_RC2: "rc2"}

Result = dict[str, Any]
Runner = Callable[[str, int], Result]

CHILD = textwrap.dedent(
    """
    import json, resource, sys, time
    import grundylib as gl
    code, n = sys.argv[1], int(sys.argv[2])
    threads = None if sys.argv[3] == "default" else int(sys.argv[3])
    game = gl.GrundysGame() if code == "grundy" else gl.OctalGame(code)
    gl.grundy_sequence(game, 3000, progress=False)
    gl.clear_cache()
    t0 = time.perf_counter()
    values = gl.grundy_sequence(game, n, progress=False, threads=threads)
    seconds = time.perf_counter() - t0
    proved = code != "grundy" and gl.octal_period(game, n, progress=False).proved
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"seconds": seconds, "sum": int(values.sum()), "max": int(values.max()),
                      "proved": proved, "rss": rss}))
    """
)

FRESH_CHILD = textwrap.dedent(
    """
    import json, sys, time
    t0 = time.perf_counter()
    import grundylib as gl
    t1 = time.perf_counter()
    values = gl.grundy_sequence(gl.GrundysGame(), int(sys.argv[1]))
    t2 = time.perf_counter()
    print(json.dumps({"import": t1 - t0, "seconds": t2 - t1,
                      "sum": int(values.sum()), "max": int(values.max())}))
    """
)


class Unavailable(Exception):
    """Why a program cannot be compared, in one line with the hint how to get it."""


# ----------------------------------------------------------------------------- the runners


def last_json(stdout: str) -> Result:
    """The JSON object on the last line of a child's output."""
    result: Result = json.loads(stdout.strip().splitlines()[-1])
    return result


THREADS = "default"
"""grundylib's ``threads=`` in the engine parts (``--threads``): the library's default, all
cores once a second thread pays, or a number."""


def ours(code: str, n: int, threads: str | None = None) -> Result:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, code, str(n), threads or THREADS],
        capture_output=True,
        text=True,
        check=True,
    )
    return last_json(done.stdout)


def threads_part(n: int, repeat: int) -> None:
    """Officers (0.6) to ``n`` on one thread and on two, in fresh processes, interleaved."""
    print(
        f"\nOfficers (0.6) to {n} on 1 and on 2 threads ({os.cpu_count()} cores; fresh "
        f"processes, interleaved, median of {repeat})"
    )
    runners: dict[str, Runner] = {
        GRUNDYLIB: lambda code, size: ours(code, size, "1"),
        "2 threads": lambda code, size: ours(code, size, "2"),
    }
    case = compare("0.6", n, repeat, runners)
    one, two = case.seconds[GRUNDYLIB], case.seconds["2 threads"]
    print(f"  1 thread  {one:10.2f} s\n  2 threads {two:10.2f} s   speed-up {one / two:.2f}x")


def parse_reference(stdout: str) -> Result:
    """Seconds, sum and maximum from ref_octal's ``key=value`` output."""
    fields = dict(re.findall(r"(\w+)=(\S+)", stdout))
    return {
        "seconds": float(fields["time_s"]),
        "sum": int(fields["sum"]),
        "max": int(fields["max"]),
    }


def reference(code: str, n: int) -> Result:
    """ref_octal's values of the heaps 0..n-1 (its argument is the last heap)."""
    done = subprocess.run(
        [str(REFERENCE), code, str(n - 1)], capture_output=True, text=True, check=True
    )
    return parse_reference(done.stdout)


def parse_ogs(stdout: str, n: int) -> Result:
    """The driver's JSON line; it must hold exactly ``n`` values."""
    result = last_json(stdout)
    if result["count"] != n:
        raise ValueError(f"ogs_driver computed {result['count']} values, not {n}")
    return {
        "seconds": float(result["seconds"]),
        "sum": int(result["sum"]),
        "max": int(result["max"]),
    }


def ogs_runner(binary: Path, method: str) -> Runner:
    """Runs ``ogs_driver CODE N METHOD`` in a fresh process."""

    def run(code: str, n: int) -> Result:
        done = subprocess.run(
            [str(binary), code, str(n), method], capture_output=True, text=True, check=True
        )
        return parse_ogs(done.stdout, n)

    return run


def fresh_call(code: str, n: int) -> Result:
    """The first ``grundy_sequence`` call with default arguments after the import."""
    assert code == "grundy", code
    done = subprocess.run(
        [sys.executable, "-c", FRESH_CHILD, str(n)], capture_output=True, text=True, check=True
    )
    return last_json(done.stdout)


def wall(command: list[str]) -> Result:
    """Wall seconds of a whole process, its output to /dev/null (its stderr read)."""
    t0 = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    return {"seconds": time.perf_counter() - t0}


def fresh_command(code: str, n: int) -> Result:
    return wall([sys.executable, "-m", "grundylib", "sequence", code, str(n)])


def reference_command(code: str, n: int) -> Result:
    return wall([str(REFERENCE), code, str(n - 1)])


# ------------------------------------------------------------------------ ogs: find, build


def ogs_crate(folder: Path) -> Path | None:
    """The ``ogs`` crate in ``folder`` (the crate itself or a checkout holding it), or None."""
    for candidate in (folder, folder / "ogs"):
        manifest = candidate / "Cargo.toml"
        if manifest.is_file() and re.search(
            r'^name\s*=\s*"ogs"\s*$', manifest.read_text(), re.MULTILINE
        ):
            return candidate.resolve()
    return None


def find_ogs_source(environ: Mapping[str, str] = os.environ, root: Path = ROOT) -> Path:
    """The ogs crate: ``GRUNDYLIB_OGS_SOURCE``, else ../impartial-games, ../shared/impartial-games."""
    given = environ.get("GRUNDYLIB_OGS_SOURCE")
    if given:
        crate = ogs_crate(Path(given).expanduser())
        if crate is None:
            raise Unavailable(
                f"GRUNDYLIB_OGS_SOURCE={given} holds no ogs crate (a checkout of "
                f"beling/impartial-games or its ogs folder): {OGS_HINT}"
            )
        return crate
    places = [root.parent / "impartial-games", root.parent / "shared" / "impartial-games"]
    for place in places:
        crate = ogs_crate(place)
        if crate is not None:
            return crate
    raise Unavailable(f"the ogs source is not in {' or '.join(map(str, places))}: {OGS_HINT}")


def driver_manifest(crate: Path, template: str) -> str:
    """Our driver's Cargo.toml with the absolute path of the ogs crate for ``OGS_PATH``."""
    if template.count('"OGS_PATH"') != 1:
        raise ValueError('the driver\'s Cargo.toml must hold the placeholder "OGS_PATH" once')
    return template.replace('"OGS_PATH"', json.dumps(str(crate)))  # a TOML basic string


def stale(binary: Path, sources: Iterable[Path]) -> bool:
    """Whether ``binary`` is missing or not newer than every source."""
    if not binary.is_file():
        return True
    built = binary.stat().st_mtime
    return any(source.stat().st_mtime >= built for source in sources)


def first_error(stderr: str) -> str:
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error")]
    return (errors or lines or ["no message"])[0]


def build_ogs_driver(
    crate: Path,
    build: Path = OGS_BUILD,
    cargo: str | None = None,
    run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run,
) -> Path:
    """Our driver linked with ``crate``, built in ``build`` unless it is up to date."""
    template = (OGS_DRIVER / "Cargo.toml").read_text()
    manifest = driver_manifest(crate, template)
    main_rs = (OGS_DRIVER / "src" / "main.rs").read_text()
    binary = build / "target" / "release" / "ogs_driver"
    sources = [
        OGS_DRIVER / "Cargo.toml",
        OGS_DRIVER / "src" / "main.rs",
        crate / "Cargo.toml",
        *sorted((crate / "src").rglob("*.rs")),
    ]
    written, copied = build / "Cargo.toml", build / "src" / "main.rs"
    same = written.is_file() and written.read_text() == manifest
    if same and not stale(binary, sources):
        return binary
    cargo = cargo or shutil.which("cargo")
    if cargo is None:
        raise Unavailable(
            f"cargo is not installed (https://rustup.rs), so the driver for the ogs source "
            f"{crate} cannot be built"
        )
    copied.parent.mkdir(parents=True, exist_ok=True)
    written.write_text(manifest)
    copied.write_text(main_rs)
    done = run(
        [cargo, "build", "--release", "--offline", "--target-dir", str(build / "target")],
        cwd=build,
        env={**os.environ, "RUSTFLAGS": "-C target-cpu=native"},
        capture_output=True,
        text=True,
    )
    if done.returncode != 0 or not binary.is_file():
        raise Unavailable(
            f"building benchmarks/ogs_driver against {crate} failed "
            f"({first_error(done.stderr)}); {OGS_HINT}"
        )
    binary.touch()  # newer than the sources even when cargo found nothing to do
    return binary


def ogs_binary() -> Path:
    """The built driver, or :class:`Unavailable` saying why not."""
    return build_ogs_driver(find_ogs_source())


# ------------------------------------------------------------------------------ measuring

LIGHT_SECONDS = 0.2
"""A case that the reference or ogs finishes faster than this is a *light* one: a few
milliseconds of scheduling on a busy machine are then as large as the difference measured."""

LIGHT_REPEAT = 9
"""Runs of each light case (they are cheap), so that its median is not one noisy run."""


@dataclass
class Case:
    """The medians of one case: seconds of each program, and what grundylib reported."""

    code: str
    n: int
    seconds: dict[str, float]
    proved: bool = False
    rss: float = 0.0
    extra: dict[str, float] = field(default_factory=dict)


def check_agreement(code: str, n: int, results: Mapping[str, Result]) -> None:
    """Stop the benchmark when a program's sum or maximum differs from grundylib's."""
    ours_ = results[GRUNDYLIB]
    for label, theirs in results.items():
        if label == GRUNDYLIB or "sum" not in theirs or "sum" not in ours_:
            continue
        if (ours_["sum"], ours_["max"]) != (theirs["sum"], theirs["max"]):
            raise SystemExit(
                f"{code} to {n}: grundylib and {label} disagree: "
                f"grundylib {ours_} vs {label} {theirs}"
            )


def compare(code: str, n: int, repeat: int, runners: Mapping[str, Runner]) -> Case:
    """Each runner ``repeat`` times (light cases at least ``LIGHT_REPEAT``), interleaved.

    ``runners`` holds grundylib (:data:`GRUNDYLIB`) and the programs it is compared with;
    round ``r`` runs them in the order rotated by ``r``, and every round's values are
    checked against grundylib's.
    """
    labels = list(runners)
    times: dict[str, list[float]] = {label: [] for label in labels}
    extra: dict[str, list[float]] = {}
    proved, rss = False, 0.0

    def light() -> bool:
        return any(
            statistics.median(times[label]) < LIGHT_SECONDS
            for label in labels
            if label != GRUNDYLIB
        )

    r = 0
    while r < repeat or (r < LIGHT_REPEAT and light()):
        k = r % len(labels)
        results = {label: runners[label](code, n) for label in labels[k:] + labels[:k]}
        check_agreement(code, n, results)
        for label in labels:
            times[label].append(results[label]["seconds"])
        mine = results[GRUNDYLIB]
        proved = bool(mine.get("proved", False))
        rss = max(rss, float(mine.get("rss", 0.0)))
        if "import" in mine:
            extra.setdefault("import", []).append(mine["import"])
        r += 1
    medians = {label: statistics.median(values) for label, values in times.items()}
    return Case(code, n, medians, proved, rss, {k: statistics.median(v) for k, v in extra.items()})


# ----------------------------------------------------------------------------- formatting


def best_ogs(case: Case) -> float | None:
    """The better ogs method's median seconds, or None when ogs did not run."""
    times = [case.seconds[label] for label in OGS_METHODS if label in case.seconds]
    return min(times) if times else None


def ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None or b <= 0 else f"{a / b:.2f}x"


def seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.4f}"


HEADER = (
    f"{'game':<8}{'n':>10}{'grundylib s':>13}{'C s':>9}{'ogs rc s':>10}{'ogs rc2 s':>11}"
    f"{'/C':>8}{'/ogs':>8}{'RSS MB':>8}"
)


def row(case: Case, totals: bool = True) -> str:
    """One case: the medians, grundylib / C, grundylib / the better ogs method, RSS."""
    mine, c = case.seconds[GRUNDYLIB], case.seconds.get(C)
    note = "  (grundylib proved the period before n" + (
        ": left out of the totals)" if totals else " and extended it)"
    )
    note = note if case.proved else ""
    return (
        f"{case.code:<8}{case.n:>10}{seconds(mine):>13}{seconds(c):>9}"
        f"{seconds(case.seconds.get(OGS_RC)):>10}{seconds(case.seconds.get(OGS_RC2)):>11}"
        f"{ratio(mine, c):>8}{ratio(mine, best_ogs(case)):>8}{case.rss / 2**20:>8.0f}{note}"
    )


def summary(cases: list[Case]) -> str:
    """Totals (codes not proved periodic), the worst code and how many codes are above 1.0x."""
    counted = [case for case in cases if not case.proved]
    mine = sum(case.seconds[GRUNDYLIB] for case in counted)
    c = sum(case.seconds[C] for case in counted)
    ogs_times = [best_ogs(case) for case in counted]
    ogs = None if not counted or None in ogs_times else sum(t for t in ogs_times if t is not None)
    lines = [
        f"{'total':<8}{f'{len(counted)} codes':>10}{seconds(mine):>13}{seconds(c):>9}"
        f"{'':>10}{'best ' + seconds(ogs):>11}{ratio(mine, c):>8}{ratio(mine, ogs):>8}"
    ]
    against: list[tuple[str, Callable[[Case], float | None]]] = [
        ("the C reference", lambda case: case.seconds.get(C)),
        ("the better ogs method", best_ogs),
    ]
    for name, theirs in against:
        pairs = [(case.code, case.seconds[GRUNDYLIB] / t) for case in cases if (t := theirs(case))]
        if not pairs:
            lines.append(f"against {name}: not measured")
            continue
        worst = max(pairs, key=lambda pair: pair[1])
        above = [code for code, value in pairs if value > 1.0]
        lines.append(
            f"against {name}: worst code {worst[0]} at {worst[1]:.2f}x; "
            f"{len(above)} of {len(pairs)} codes above 1.0x"
            + (f" ({', '.join(above)})" if above else "")
        )
    return "\n".join(lines)


# ---------------------------------------------------------------------------------- parts


def read_codes(text: str) -> list[str]:
    """``--codes``: a file of codes, or codes separated by commas (``#`` starts a comment)."""
    path = Path(text)
    if path.is_file():
        text = path.read_text()
    return [code for code in re.split(r"[\s,]+", re.sub(r"#.*", "", text)) if code]


def engine_runners(code: str, ogs: Path | None) -> dict[str, Runner]:
    runners: dict[str, Runner] = {GRUNDYLIB: ours, C: reference}
    if ogs is not None and code != "grundy":
        runners.update({label: ogs_runner(ogs, method) for label, method in OGS_METHODS.items()})
    return runners


def engine(repeat: int, big_repeat: int, parts: set[str], codes: list[str], n_codes: int) -> None:
    try:
        ogs: Path | None = ogs_binary()
        ogs_line = f"ogs: {ogs} (our driver, linked with the ogs crate {find_ogs_source()})"
    except Unavailable as why:
        ogs, ogs_line = None, f"ogs is not compared: {why}"
    print(
        f"grundylib against the C reference {REFERENCE} and Beling's ogs (interleaved, fresh "
        f"processes; median of {big_repeat} for the long cases, of {repeat} for the codes, "
        f"of at least {LIGHT_REPEAT} for cases that C or ogs finishes within {LIGHT_SECONDS} s)"
    )
    print(ogs_line)
    if "big" in parts:
        print(HEADER)
        for code, n in BIG:
            case = compare(code, n, big_repeat, engine_runners(code, ogs))
            print(row(case, totals=False), flush=True)
    if "codes" in parts:
        print(
            f"\n{len(codes)} code(s) to {n_codes} values"
            + (" (T. Czajka's unsolved octal games)" if codes == UNSOLVED else "")
            + "; /ogs is against the better of rc and rc2, and the ogs total adds each "
            "code's better"
        )
        print(HEADER)
        cases = []
        for code in codes:
            cases.append(compare(code, n_codes, repeat, engine_runners(code, ogs)))
            print(row(cases[-1]), flush=True)
        print(summary(cases))


def fresh(repeat: int, n: int = 10**6) -> None:
    """Grundy's game to ``n`` as a user meets it, against ``ref_octal`` in the same rounds."""
    print(
        f"\nGrundy's game to {n} in fresh processes with the default progress reporting "
        f"(median of {repeat}, at least {LIGHT_REPEAT} when the reference takes under "
        f"{LIGHT_SECONDS} s; interleaved with the C reference)"
    )
    call = compare("grundy", n, repeat, {GRUNDYLIB: fresh_call, C: reference})
    command = compare("grundy", n, repeat, {GRUNDYLIB: fresh_command, C: reference_command})
    lines = [
        ("import grundylib", call.extra["import"], "", "(not in a ratio)"),
        (
            f"first gl.grundy_sequence(gl.GrundysGame(), {n})",
            call.seconds[GRUNDYLIB],
            f"C {call.seconds[C]:.3f} s",
            f"{ratio(call.seconds[GRUNDYLIB], call.seconds[C])}  (loading the compiled code "
            "included; C: its compute time)",
        ),
        (
            f"python -m grundylib sequence grundy {n} > /dev/null",
            command.seconds[GRUNDYLIB],
            f"C {command.seconds[C]:.3f} s",
            f"{ratio(command.seconds[GRUNDYLIB], command.seconds[C])}  (whole processes, wall "
            f"time; C: ref_octal grundy {n - 1})",
        ),
    ]
    for label, mine, theirs, note in lines:
        print(f"  {label:<58}{mine:>7.3f} s   {theirs:<13}{note}")


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


PARTS = ["big", "codes", "fresh", "threads", "memory", "census"]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--repeat", type=int, default=3, help="rounds of each code, and of the fresh part"
    )
    parser.add_argument("--big-repeat", type=int, default=1, help="rounds of each long case")
    parser.add_argument("--only", choices=PARTS, action="append", help="parts to run")
    parser.add_argument(
        "--codes",
        type=read_codes,
        default=UNSOLVED,
        help="a file of codes or a comma list (default: Czajka's 69 unsolved codes)",
    )
    parser.add_argument("--n", type=int, default=2**17, help="values of each code (2^17)")
    parser.add_argument("--memory-n", type=int, default=10**7, help="values of 0.6 (memory)")
    parser.add_argument(
        "--threads-n", type=int, default=10**7, help="values of 0.6 on 1 and 2 threads"
    )
    parser.add_argument(
        "--threads",
        default="default",
        help="grundylib's threads= in the engine parts (default: the library's default)",
    )
    parser.add_argument("--census-max-n", type=int, default=4096)
    parser.add_argument("--census-step", type=int, default=8, help="every STEP-th code")
    args = parser.parse_args(argv)
    parts = set(args.only or PARTS)
    global THREADS
    THREADS = args.threads
    if not parts & {"big", "codes", "fresh"}:
        pass
    elif REFERENCE.is_file() and os.access(REFERENCE, os.X_OK):
        if parts & {"big", "codes"}:
            engine(args.repeat, args.big_repeat, parts, args.codes, args.n)
        if "fresh" in parts:
            fresh(args.repeat)
    else:
        print(
            f"the C reference is not built ({REFERENCE} is missing): run "
            "`make -C ../shared/perf` (needs gcc), then `make bench` again; "
            "set GRUNDYLIB_REF_OCTAL to use a reference elsewhere"
        )
    if "threads" in parts:
        threads_part(args.threads_n, args.big_repeat)
    if "memory" in parts:
        memory(args.memory_n)
    if "census" in parts:
        census_rate(args.census_max_n, args.census_step)


if __name__ == "__main__":
    main()
