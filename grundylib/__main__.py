"""The command line: ``python -m grundylib`` (or the ``grundylib`` console script).

This module owns the commands ``sequence CODE N [--csv]`` (Grundy values of
heaps ``0..N-1``), ``period CODE [--max-n N]`` (a period proved by the Guy–Smith
theorem), ``table`` (regenerates ``data/octal_games.csv``: every octal code with up
to two digits after the point, its proved period, and the published value beside it)
and ``census`` (many codes on Dask, see :mod:`grundylib.census`).
A bad code or number prints a one-line error and exits with status 2; ``period`` of a game the
Guy–Smith theorem does not cover says why in one line and exits with status 1, as when no
period is found.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from .census import (
    DEFAULT_CENSUS_MAX_N,
    IN_PROCESS,
    NAMED_GAMES,
    census,
    census_games,
    compare_census,
    game_of_code,
)
from .core import GrundyError
from .game import HeapGame
from .sequences import (
    MAX_SEQUENCE_LENGTH,
    _period_unprovable,
    _sequence_chunks,
    octal_period,
)

__all__ = ["DEFAULT_PERIOD_MAX_N", "TABLE_COLUMNS", "main", "octal_table_rows", "two_digit_codes"]

DEFAULT_PERIOD_MAX_N = 10**6
"""The default ``--max-n`` of ``period``: a million heaps, which bounds the wait for codes not
periodic that far (such as ``0.6``, the slowest of them); ``--max-n`` searches further."""

TABLE_COLUMNS = [
    "code",
    "preperiod",
    "period",
    "proved_at",
    "status",
    "published_preperiod",
    "published_period",
    "agrees",
    "published_source",
]

DEFAULT_TABLE = Path("data/octal_games.csv")
PUBLISHED_TABLE = Path("data/octal_published.csv")
DEFAULT_CENSUS = Path("data/octal_census.csv")
KNOWN_VALUES = Path("data/known_values.csv")


def two_digit_codes() -> list[str]:
    """Return every octal code ``0.d1`` and ``0.d1d2`` with a non-zero last digit.

    Examples
    --------
    >>> codes = two_digit_codes()
    >>> len(codes), codes[:3], codes[-1]
    (63, ['0.01', '0.02', '0.03'], '0.77')
    """
    codes = {f"0.{d1}{d2}" for d1 in range(8) for d2 in range(1, 8)}
    codes |= {f"0.{d1}" for d1 in range(1, 8)}
    return sorted(codes, key=lambda c: c[2:].ljust(2, "0"))


def _read_published(path: Path | None) -> dict[str, dict[str, str]]:
    """Read the published periods by code; ``None`` means compare with nothing."""
    if path is None:
        return {}
    if not path.is_file():
        raise FileNotFoundError(
            f"published table not found at {path}: run from the repository root, "
            "or pass --published PATH"
        )
    with path.open(newline="", encoding="utf-8") as f:
        return {row["code"]: row for row in csv.DictReader(f)}


def octal_table_rows(
    codes: Iterable[str], max_n: int, published: Path | None = PUBLISHED_TABLE
) -> list[dict[str, str]]:
    """Return one row per code: the proved period and the published one beside it.

    ``agrees`` is ``yes``/``no`` when both periods are known, ``unknown`` when the
    published table lists the game as unsolved, and empty when it has no row.

    Examples
    --------
    >>> row = octal_table_rows(["0.77"], 1000, published=None)[0]
    >>> row["preperiod"], row["period"], row["status"], row["agrees"]
    ('71', '12', 'proved', '')
    """
    known = _read_published(published)
    rows = []
    for code in codes:
        result = octal_period(code, max_n, progress=False)
        pub = known.get(result.code, {})
        pre, per = pub.get("preperiod", ""), pub.get("period", "")
        if not pub:
            agrees = ""
        elif not per:
            agrees = "unknown"
        elif result.proved:
            agrees = "yes" if (str(result.preperiod), str(result.period)) == (pre, per) else "no"
        else:
            agrees = "not proved here"
        rows.append(
            {
                "code": result.code,
                "preperiod": "" if result.preperiod is None else str(result.preperiod),
                "period": "" if result.period is None else str(result.period),
                "proved_at": "" if result.proved_at is None else str(result.proved_at),
                "status": "proved" if result.proved else f"not proved up to {result.searched}",
                "published_preperiod": pre,
                "published_period": per,
                "agrees": agrees,
                "published_source": pub.get("source", ""),
            }
        )
    return rows


CODE_HELP = (
    "CODE is a take-and-break code in CGSuite's notation: digits after the point are "
    "hexadecimal (0.F: up to three heaps may be left), a '!' after a digit forbids leaving "
    "equal heaps (Grundy's game is 4!.0), and digits in [..] repeat for ever (4.[3] is "
    "Lasker's Nim, 0.[3] is Nim). Examples: 0.77 (Kayles), .07 (Dawson's Kayles), 4.005, "
    "0.6!6!; or one of: " + ", ".join(NAMED_GAMES) + "."
)
"""What the help says about codes (the top-level epilog and each command's CODE)."""


CHECKPOINT_HELP = (
    "save the computation to FILE every minute, and resume from FILE if it exists (after "
    "Ctrl-C or a crash, run the same command again); FILE is deleted when the run ends"
)

THREADS_HELP = (
    "threads to use (default: every core this process may use, once a second one pays; "
    "1 for one); the values are the same"
)

LONG_RUN = 10**7
"""From this many values on, the commands say on stderr what memory and time they expect."""


def _note(text: str) -> None:
    """Print a note about a long run on stderr (stdout carries the values), on a line of its
    own above the progress bar."""
    from tqdm.auto import tqdm

    tqdm.write(f"grundylib: {text}", file=sys.stderr)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="grundylib",
        description="Grundy sequences and proved periods of take-and-break games.",
        epilog=CODE_HELP,
    )
    sub = parser.add_subparsers(dest="command", required=True)
    seq = sub.add_parser(
        "sequence",
        help="print the Grundy values of heaps 0..N-1",
        description="Print the Grundy values of heaps 0, 1, ..., N-1 of the game CODE.",
        epilog=CODE_HELP,
    )
    seq.add_argument(
        "code",
        metavar="CODE",
        help="the game: an octal or hexadecimal code such as 0.77, or a name",
    )
    seq.add_argument(
        "n",
        metavar="N",
        type=int,
        help=f"how many values: heaps 0 to N-1 (up to {MAX_SEQUENCE_LENGTH}, as "
        "far as memory and disk allow; a long run says on stderr what it needs)",
    )
    seq.add_argument("--csv", action="store_true", help="print 'n,grundy' rows")
    seq.add_argument("--checkpoint", metavar="FILE", type=Path, help=CHECKPOINT_HELP)
    seq.add_argument("--threads", metavar="T", type=int, default=None, help=THREADS_HELP)
    per = sub.add_parser(
        "period",
        help="prove the period of an octal game (exit status 1 if not proved)",
        description="Prove the period of the game CODE with the Guy-Smith periodicity theorem "
        "(finite octal codes and subtraction games). Exit status 0 when a period is proved, 1 "
        "when none is: not within --max-n values, or the theorem does not apply to the game.",
        epilog=CODE_HELP,
    )
    per.add_argument("code", metavar="CODE", help="the game: an octal code such as 0.77")
    per.add_argument(
        "--max-n",
        type=int,
        default=DEFAULT_PERIOD_MAX_N,
        help=f"give up after N values (default {DEFAULT_PERIOD_MAX_N}; up to "
        f"{MAX_SEQUENCE_LENGTH}, about N bytes of memory)",
    )
    per.add_argument("--checkpoint", metavar="FILE", type=Path, help=CHECKPOINT_HELP)
    per.add_argument("--threads", metavar="T", type=int, default=None, help=THREADS_HELP)
    tab = sub.add_parser("table", help=f"regenerate {DEFAULT_TABLE}")
    tab.add_argument("--max-n", type=int, default=700_000, help="give up after N values")
    tab.add_argument("--output", type=Path, default=DEFAULT_TABLE)
    tab.add_argument("--published", type=Path, default=PUBLISHED_TABLE)
    _add_census_parser(sub)
    return parser


def _add_census_parser(sub: Any) -> None:
    cen = sub.add_parser(
        "census",
        help="compute and prove many octal games on Dask, resumably (exit status 1 on a "
        "disagreement with the published table)",
        description="Compute every CODE (default: every octal code 0.d1d2d3 and 4.d1d2d3 with "
        "a move) up to --max-n values, try the Guy-Smith proof, append one row per code to "
        "--output as it finishes (an interrupted census resumes), group equal games and "
        "compare with the published table. Runs on a local Dask cluster, or on an existing "
        "one: start it with 'dask scheduler' and 'dask worker ADDRESS', pass --scheduler "
        "ADDRESS.",
    )
    cen.add_argument("codes", metavar="CODE", nargs="*", help="default: every 3-digit code")
    cen.add_argument("--max-n", type=int, default=DEFAULT_CENSUS_MAX_N, help="values per code")
    cen.add_argument("--output", type=Path, default=DEFAULT_CENSUS, help="the table (CSV)")
    where = cen.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler's address")
    where.add_argument(
        "--in-process", action="store_true", help="a plain loop in this process, no Dask"
    )
    cen.add_argument("--workers", type=int, help="worker processes of the local cluster")
    cen.add_argument("--published", type=Path, default=PUBLISHED_TABLE)
    cen.add_argument("--sequences", type=Path, default=KNOWN_VALUES)
    cen.add_argument("--no-progress", action="store_true", help="no progress bar")


def _census(args: argparse.Namespace) -> int:
    """Run the census command; print a summary and every disagreement."""
    try:
        table = census(
            args.codes or None,
            args.max_n,
            output=args.output,
            scheduler=IN_PROCESS if args.in_process else args.scheduler,
            workers=args.workers,
            progress=False if args.no_progress else None,
        )
    except KeyboardInterrupt:
        print(
            f"interrupted: the finished codes are in {args.output}; "
            "run the same command again to resume",
            file=sys.stderr,
        )
        return 130
    proved = int((table["status"] == "proved").sum())
    games = census_games(table)
    print(
        f"{len(table)} codes up to {args.max_n} values: {proved} proved, "
        f"{len(table) - proved} not; {len(games)} distinct games; table in {args.output}"
    )
    published = args.published if args.published.is_file() else None
    sequences = args.sequences if args.sequences.is_file() else None
    if published is None:
        print(f"no published table at {args.published}: nothing compared")
        return 0
    report = compare_census(table, published, sequences=sequences)
    counts = report["verdict"].value_counts()
    print(
        "compared with the published data: "
        + ", ".join(f"{n} {verdict}" for verdict, n in counts.items())
    )
    bad = report[report["verdict"].isin(["disagrees", "contradicted", "proved here"])]
    for rec in bad.to_dict("records"):
        first = str(rec["first_difference"])
        at = f", first difference at heap {first}" if first else ""
        print(
            f"  {rec['verdict']}: {rec['code']} census {rec['census']}, published "
            f"{rec['published']}{at}: {rec['detail']} [{rec['source']}]"
        )
    return 1 if len(bad) else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status.

    Examples
    --------
    >>> main(["sequence", "0.77", "12"])
    0 1 2 3 1 4 3 2 1 4 2 6
    0
    >>> main(["period", "0.07"])
    0.07: preperiod 53, period 34 (proved with 176 values)
    0
    >>> main(["period", "0.6", "--max-n", "2000"])
    0.6: not proved up to 2000
    to search further: grundylib period 0.6 --max-n 20000
    1
    >>> main(["period", "4.[3]"])
    4.[3]: no period proved: the Guy-Smith periodicity theorem does not apply (its last digits repeat for ever, so a move may remove any number of counters)
    1
    """
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "sequence":
            try:
                _print_sequence(
                    game_of_code(args.code), args.n, args.csv, args.checkpoint, args.threads
                )
            except KeyboardInterrupt:
                return _interrupted(args.checkpoint)
            return 0
        if args.command == "period":
            game = game_of_code(args.code)
            reason = _period_unprovable(game)
            if reason is not None:  # a valid request, and the answer is that none is proved
                print(
                    f"{args.code}: no period proved: the Guy-Smith periodicity theorem does "
                    f"not apply ({reason or 'not a finite octal code or a subtraction game'})"
                )
                return 1
            long_run = args.max_n >= LONG_RUN
            try:
                result = octal_period(
                    game,
                    args.max_n,
                    checkpoint=args.checkpoint,
                    announce=_note if long_run else None,
                    threads=args.threads,
                )
            except KeyboardInterrupt:
                return _interrupted(args.checkpoint)
            print(result)
            if not result.proved:
                if args.max_n < MAX_SEQUENCE_LENGTH:
                    further = min(10 * args.max_n, MAX_SEQUENCE_LENGTH)
                    print(f"to search further: grundylib period {result.code} --max-n {further}")
                else:
                    print(f"{MAX_SEQUENCE_LENGTH} values is the longest search this command makes")
            return 0 if result.proved else 1
        if args.command == "census":
            return _census(args)
        rows = octal_table_rows(two_digit_codes(), args.max_n, args.published)
        with args.output.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=TABLE_COLUMNS, lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
        print(f"wrote {len(rows)} rows to {args.output}")
        return 0
    except (GrundyError, OSError) as error:
        print(f"grundylib: error: {error}", file=sys.stderr)
        return 2
    except MemoryError:
        print(
            f"grundylib: error: not enough memory for the {args.command} command with these "
            "arguments; ask for fewer values",
            file=sys.stderr,
        )
        return 2


def _interrupted(checkpoint: Path | None) -> int:
    """Say how to resume an interrupted run; return the exit status of Ctrl-C."""
    if checkpoint is not None and checkpoint.exists():
        _note(f"interrupted: run the same command again to resume from {checkpoint}")
    elif checkpoint is not None:
        _note("interrupted before the first checkpoint (one is written after each minute)")
    else:
        _note("interrupted (with --checkpoint FILE a long run can be resumed)")
    return 130


def _print_sequence(
    game: HeapGame,
    n: int,
    as_csv: bool,
    checkpoint: Path | None = None,
    threads: int | None = None,
) -> None:
    """Write the values of heaps ``0..n-1`` to stdout a chunk at a time (never one huge string)."""
    out = sys.stdout
    if as_csv:
        out.write("n,grundy\n")
    start = 0
    announce = _note if isinstance(n, int) and n >= LONG_RUN else None
    chunks = _sequence_chunks(
        game, n, chunk=2**16, checkpoint=checkpoint, announce=announce, threads=threads
    )
    as_text = _DecimalTexts()
    for chunk in chunks:
        if as_csv:
            values = chunk.tolist()
            out.write("".join(f"{i},{v}\n" for i, v in enumerate(values, start)))
        else:
            out.write((" " if start else "") + " ".join(as_text(chunk)))
        start += len(chunk)
    if not as_csv:
        out.write("\n")


class _DecimalTexts:
    """The decimal texts of arrays of values, from a table of ``str(v)`` for the values below
    2**16 seen so far: about eight times faster than ``str`` on each value.

    Examples
    --------
    >>> texts = _DecimalTexts()
    >>> texts(np.array([3, 0, 12], dtype=np.uint8))
    ['3', '0', '12']
    >>> len(texts.table)
    13
    >>> texts(np.array([70000]))
    ['70000']
    """

    def __init__(self) -> None:
        self.table: npt.NDArray[np.object_] = np.array([], dtype=object)

    def __call__(self, values: npt.NDArray[np.integer[Any]]) -> list[str]:
        if values.size == 0:
            return []
        largest = int(values.max())
        if largest >= 2**16:
            return list(map(str, values.tolist()))
        if largest >= len(self.table):
            self.table = np.array([str(v) for v in range(largest + 1)], dtype=object)
        texts: list[str] = self.table[values].tolist()
        return texts


if __name__ == "__main__":
    sys.exit(main())
