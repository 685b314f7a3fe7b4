"""A census of octal games: many codes at once, on Dask, with a certificate for every claim.

:func:`census` takes a set of codes (by default every octal code ``0.d1d2d3`` and
``4.d1d2d3`` that has a legal move), computes each game's values with
:func:`~grundylib.grundy_sequence`, tries the Guy–Smith proof with
:func:`~grundylib.octal_period`, and records one row per code (:data:`CENSUS_COLUMNS`).
Rows are appended to a CSV file as codes finish, so an interrupted census resumes where it
stopped. The codes run on a ``dask.distributed`` cluster: a local one using the machine's
cores by default, or an existing one given by its scheduler address. :func:`census_games`
groups codes with the same sequence (or the same up to a shift) so that each game is
shown once with its aliases, :func:`compare_census` sets the census beside published
tables and reports every disagreement with both values and the first heap where they
differ, and :func:`draw_census` pictures a census.
"""

from __future__ import annotations

import csv
import hashlib
import importlib
import itertools
import os
import reprlib
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from .core import (
    GrundyError,
    InvalidArgumentError,
    InvalidCodeError,
    check_iterable,
)
from .game import HeapGame
from .games.take_break import GrundysGame, LaskersNim, OctalGame
from .sequences import (
    MAX_SEQUENCE_LENGTH,
    _choose_mask,
    _rules_of,
    _split_parity,
    clear_cache,
    grundy_sequence,
    octal_period,
)

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes

__all__ = [
    "CENSUS_COLUMNS",
    "DEFAULT_CENSUS_MAX_N",
    "IN_PROCESS",
    "NAMED_GAMES",
    "census",
    "census_codes",
    "census_games",
    "census_row",
    "compare_census",
    "draw_census",
    "game_of_code",
    "read_census",
]

_LONGEST_COMPARISON = 10**8
"""The most values :func:`compare_census` computes to check a published period against the
census (seconds to minutes); a longer comparison is reported as not reached."""

DEFAULT_CENSUS_MAX_N = 2**14
"""The default number of values computed per code before a census gives up on a proof."""

IN_PROCESS = "in-process"
"""The ``scheduler`` value that runs a census in a plain loop in this process, without Dask."""

CENSUS_COLUMNS = [
    "code",
    "status",
    "reason",
    "preperiod",
    "period",
    "proved_at",
    "searched",
    "max_value",
    "rare",
    "mask",
    "sigma",
    "zeros",
    "head_hash",
    "max_n",
    "seconds",
]
"""The columns of a census table, one row per code.

``status`` is ``proved``, ``not proved up to N`` or ``not covered by the theorem``, and
``reason`` says why. ``preperiod``, ``period`` and ``proved_at`` are those of
:class:`~grundylib.OctalPeriod` (empty when not proved); ``searched`` is how many values
the verdict rests on; ``max_value`` the largest of them; ``rare`` how many heaps
``1 <= h < searched`` are *rare* (even parity of the bits of their value under ``mask``,
XOR the parity of ``h`` when ``sigma`` is 1: the sparse space of *Winning Ways* that makes
the fewest heaps rare, as the engine chooses it); ``zeros`` how many
values precede the first non-zero one; ``head_hash`` a hash of ``max_n // 2`` values from
there on, which groups games equal up to a shift; ``seconds`` the wall time of the row.
"""

_INT_COLUMNS = (
    "preperiod",
    "period",
    "proved_at",
    "searched",
    "max_value",
    "rare",
    "mask",
    "sigma",
)
NAMED_GAMES: dict[str, Callable[[], HeapGame]] = {"grundy": GrundysGame, "lasker": LaskersNim}
"""Games without an octal code, by the name the census and the command line accept."""


def _digit_key(code: str) -> tuple[int, str]:
    """Sort octal codes by their digits, and named games (``grundy``) after them."""
    head, _, tail = code.partition(".")
    if not head.isdigit():
        return 10, code
    return int(head), tail.ljust(8, "0")


def census_codes(digits: int = 3, first_digits: Iterable[int] = (0, 4)) -> list[str]:
    """Return every octal code with up to ``digits`` digits after the point that has a move.

    Codes are canonical (no trailing zeros, so ``0.70`` is ``0.7``) and sorted by their
    digits. ``0.0`` is left out: nothing may ever be removed.

    Parameters
    ----------
    digits : int
        The largest number of digits after the point, from 1 to 6.
    first_digits : iterable of int
        The digits before the point, among 0 and 4.

    Returns
    -------
    list of str

    Raises
    ------
    InvalidCodeError
        If ``digits`` or ``first_digits`` is out of range.

    Examples
    --------
    >>> codes = census_codes()
    >>> len(codes), codes[:3], codes[-1]
    (1023, ['0.001', '0.002', '0.003'], '4.777')
    >>> census_codes(1, [0])
    ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    """
    if isinstance(digits, bool) or not isinstance(digits, int) or not 1 <= digits <= 6:
        raise InvalidCodeError(f"digits must be an integer from 1 to 6, got {digits!r}")
    firsts = list(first_digits) if isinstance(first_digits, Iterable) else [first_digits]
    if not firsts or any(d not in (0, 4) or isinstance(d, bool) for d in firsts):
        raise InvalidCodeError(f"first_digits must be digits among 0 and 4, got {first_digits!r}")
    codes = set()
    for d0 in firsts:
        for tail in itertools.product("01234567", repeat=digits):
            code = OctalGame(f"{d0}." + "".join(tail)).code
            if code != "0.0":
                codes.add(code)
    return sorted(codes, key=_digit_key)


def game_of_code(code: str) -> HeapGame:
    """Return the game an octal code or a name of :data:`NAMED_GAMES` stands for.

    Examples
    --------
    >>> game_of_code("0.77"), game_of_code("Grundy")
    (OctalGame("0.77"), GrundysGame())
    """
    if not isinstance(code, str):
        raise InvalidCodeError(f"code must be a string such as '0.77', got {code!r}")
    named = NAMED_GAMES.get(code.strip().lower())
    return named() if named is not None else OctalGame(code)


def _name(game: HeapGame) -> str:
    """The census name of a game: its canonical octal code, or ``grundy`` / ``lasker``."""
    if isinstance(game, OctalGame):
        return game.code
    return next(k for k, cls in NAMED_GAMES.items() if type(game) is cls)


def _check_max_n(max_n: Any) -> int:
    if (
        isinstance(max_n, bool)
        or not isinstance(max_n, (int, np.integer))
        or not 16 <= max_n <= MAX_SEQUENCE_LENGTH
    ):
        raise InvalidArgumentError(
            f"max_n must be an integer from 16 to {MAX_SEQUENCE_LENGTH}, got {max_n!r}"
        )
    return int(max_n)


def _head_hash(values: np.ndarray, zeros: int, length: int) -> str:
    head = np.ascontiguousarray(values[zeros : zeros + length], dtype="<i8")
    return hashlib.blake2b(head.tobytes(), digest_size=8).hexdigest()


def census_row(code: str, max_n: int = DEFAULT_CENSUS_MAX_N) -> dict[str, Any]:
    """Compute one row of a census: the values of a game, its proof and their statistics.

    This is the task a census sends to a Dask worker. It keeps no sequence: the row holds
    only numbers and a hash of the first values. It first forgets the periods proved in
    this session (:func:`~grundylib.clear_cache`), so that ``searched`` and ``seconds`` are
    those of a fresh computation wherever the row is made.

    Parameters
    ----------
    code : str
        An octal code (``"0.77"``) or ``"grundy"`` / ``"lasker"``.
    max_n : int
        How many values to compute at most, from 16 to ``MAX_SEQUENCE_LENGTH``.

    Returns
    -------
    dict
        One value for each name in :data:`CENSUS_COLUMNS` (``None`` where empty).

    Raises
    ------
    InvalidCodeError
        If ``code`` is malformed.
    InvalidArgumentError
        If ``max_n`` is out of range.

    Examples
    --------
    >>> row = census_row("0.77", 1000)
    >>> row["status"], row["preperiod"], row["period"], row["proved_at"], row["max_value"]
    ('proved', 71, 12, 168, 8)
    >>> census_row("grundy", 100)["status"]
    'not covered by the theorem'
    """
    start = time.perf_counter()
    max_n = _check_max_n(max_n)
    game = game_of_code(code)
    rules = _rules_of(game)
    clear_cache()
    preperiod = period = proved_at = None
    try:
        result = octal_period(game, max_n, progress=False, threads=1)
    except InvalidCodeError as error:
        status, reason, searched = "not covered by the theorem", str(error), max_n
    else:
        searched = result.searched
        if result.proved:
            preperiod, period, proved_at = result.preperiod, result.period, result.proved_at
            assert preperiod is not None and period is not None and proved_at is not None
            status = "proved"
            low = max(preperiod, rules.min_preperiod) if rules is not None else preperiod
            reason = (
                f"Guy–Smith: g(n + {period}) = g(n) checked for {low} <= n < "
                f"{proved_at - period}, so it holds for every n >= {preperiod}"
            )
        else:
            status = f"not proved up to {searched}"
            reason = f"no period met the Guy–Smith bound within {searched} values"
    values = grundy_sequence(game, max(searched, max_n), progress=False, threads=1)
    head = values[:searched]
    kappa = -1 if rules is None else _split_parity(rules)
    mask, sigma = _choose_mask(head, kappa)
    masked = head[1:] & mask
    parity = np.zeros(masked.shape, dtype=np.int64)
    for bit in range(int(mask).bit_length()):
        parity ^= (masked >> bit) & 1
    parity ^= sigma * ((np.arange(1, head.shape[0]) ^ max(kappa, 0)) & 1)
    nonzero = np.flatnonzero(values)
    half = max_n // 2
    zeros = min(int(nonzero[0]) if nonzero.size else half, half)
    return {
        "code": _name(game),
        "status": status,
        "reason": reason,
        "preperiod": preperiod,
        "period": period,
        "proved_at": proved_at,
        "searched": searched,
        "max_value": int(head.max()) if head.size else 0,
        "rare": int(np.count_nonzero(parity == 0)),
        "mask": int(mask),
        "sigma": int(sigma),
        "zeros": zeros,
        "head_hash": _head_hash(values, zeros, half),
        "max_n": max_n,
        "seconds": round(time.perf_counter() - start, 4),
    }


# ---------------------------------------------------------------------------------------
# the table file: rows appended as codes finish, read back to resume


def _read_rows(path: Path) -> list[dict[str, str]]:
    """Read a census file, repairing only what an interruption leaves and refusing the rest.

    A last line cut short by an interruption is dropped, and a file whose last row lacks its
    newline gets one, so that rows appended on resuming start on a line of their own. A row
    whose numbers are not numbers was not written by :func:`census`: it is refused with a
    :class:`~grundylib.GrundyError` naming the line and the column, and nothing is changed.
    """
    if not path.is_file():
        return []
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames != CENSUS_COLUMNS:
            raise GrundyError(
                f"output must be a census table with columns {CENSUS_COLUMNS}, "
                f"got {str(path)!r} with columns {reader.fieldnames}"
            )
        rows = list(reader)
    complete = [r for r in rows if None not in r.values() and r["seconds"] not in ("", None)]
    for line, row in enumerate(complete, start=2):
        _check_numbers(row, path, line)
    with path.open("rb") as f:
        size = f.seek(0, 2)
        ends_cleanly = size == 0 or (f.seek(size - 1) >= 0 and f.read(1) == b"\n")
    if len(complete) < len(rows) or not ends_cleanly:
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=CENSUS_COLUMNS, lineterminator="\n")
            writer.writeheader()
            writer.writerows(complete)
    return complete


def _check_numbers(row: dict[str, str], path: Path, line: int) -> None:
    """Refuse a row whose number columns do not hold numbers (empty is allowed but for time)."""
    for column in (*_INT_COLUMNS, "zeros", "max_n", "seconds"):
        text = row[column]
        if text == "" and column != "seconds":
            continue
        try:
            int(text) if column != "seconds" else float(text)
        except ValueError:
            raise GrundyError(
                f"census file {str(path)!r} line {line}: column {column} must hold a "
                f"{'number' if column == 'seconds' else 'whole number'}, got {text!r}"
            ) from None


class _Appender:
    """Append rows to a CSV file, flushed one by one, or only keep them when there is no file."""

    def __init__(self, path: Path | None) -> None:
        self.rows: list[dict[str, Any]] = []
        self.file: Any = None
        if path is not None:
            new = not path.is_file() or path.stat().st_size == 0
            if new:
                path.parent.mkdir(parents=True, exist_ok=True)
            self.file = path.open("a", newline="", encoding="utf-8")
            self.writer = csv.DictWriter(self.file, fieldnames=CENSUS_COLUMNS, lineterminator="\n")
            if new:
                self.writer.writeheader()
                self.file.flush()

    def add(self, row: dict[str, Any]) -> None:
        self.rows.append(row)
        if self.file is not None:
            self.writer.writerow({k: "" if row[k] is None else row[k] for k in CENSUS_COLUMNS})
            self.file.flush()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


# ---------------------------------------------------------------------------------------
# running the codes: a plain loop, or Dask


def _run_in_process(codes: list[str], max_n: int) -> Iterator[dict[str, Any]]:
    for code in codes:
        yield census_row(code, max_n)


def _run_on_dask(
    codes: list[str], max_n: int, scheduler: str | None, workers: int | None
) -> Iterator[dict[str, Any]]:
    """Send one task per code to a Dask cluster; yield rows as they finish."""
    # distributed's own annotations are partial: it is used through an untyped handle
    distributed: Any = importlib.import_module("distributed")
    Client, LocalCluster = distributed.Client, distributed.LocalCluster
    as_completed = distributed.as_completed
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        )
        client = Client(cluster)
    else:
        client = Client(scheduler, timeout=30)
    try:
        futures = [
            client.submit(census_row, code, max_n, key=f"census-{code}-{max_n}", pure=False)
            for code in codes
        ]
        try:
            for future in as_completed(futures):
                row = future.result()
                future.release()
                yield row
        finally:
            client.cancel(futures)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def census(
    codes: Iterable[str] | None = None,
    max_n: int = DEFAULT_CENSUS_MAX_N,
    *,
    output: str | Path | None = None,
    scheduler: str | None = None,
    workers: int | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """Compute, prove and tabulate many octal games, writing each row as its code finishes.

    Parameters
    ----------
    codes : iterable of str, optional
        The games, as octal codes or ``"grundy"`` / ``"lasker"``; by default
        :func:`census_codes` (every code ``0.d1d2d3`` and ``4.d1d2d3`` with a move, 1023).
    max_n : int
        How many values to compute per code before giving up on a proof.
    output : str or Path, optional
        A CSV file. Rows already there (made with the same ``max_n``) are not recomputed,
        and every new row is appended and flushed as soon as its code finishes, so an
        interrupted census (``KeyboardInterrupt``) keeps its finished rows and resumes.
    scheduler : str, optional
        ``None`` (default): a ``dask.distributed`` local cluster with one single-threaded
        worker process per core (or ``workers``). An address such as
        ``"tcp://127.0.0.1:8786"``: the scheduler of an existing Dask cluster (started with
        ``dask scheduler`` and ``dask worker ADDRESS``). :data:`IN_PROCESS`
        (``"in-process"``): a plain loop in this process, without Dask.
    workers : int, optional
        The number of worker processes of the local cluster.
    progress : bool or None
        Show a tqdm bar of codes done, with the code that finished last. ``None`` shows it
        on a terminal only.

    Returns
    -------
    pandas.DataFrame
        One row per requested code, in the order of ``codes``, with :data:`CENSUS_COLUMNS`
        and the grouping of :func:`census_games`: ``game`` (the first code with the same
        values up to a shift) and ``shift`` (how many heaps later this code's values
        start than that game's).

    Raises
    ------
    InvalidCodeError
        If a code is malformed (checked before anything runs).
    InvalidArgumentError
        If ``max_n``, ``workers`` or ``scheduler`` is not usable.
    GrundyError
        If ``output`` holds rows made with another ``max_n``, or is not a census table.

    Examples
    --------
    >>> t = census(["0.07", "0.137", "0.4", "0.77"], 2000, scheduler=IN_PROCESS, progress=False)
    >>> t[["code", "status", "preperiod", "period", "game", "shift"]]
        code  status  preperiod  period   game  shift
    0   0.07  proved         53      34   0.07      0
    1  0.137  proved         52      34   0.07     -1
    2    0.4  proved         54      34   0.07      1
    3   0.77  proved         71      12   0.77      0

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, vol. 1,
       ch. 4 (the table of octal games and the periodicity theorem).
    .. [2] A. Flammenkamp, "Octal games", tables of all octal games with up to three
       digits, http://wwwhomes.uni-bielefeld.de/achim/octal.html
    """
    import pandas as pd

    max_n = _check_max_n(max_n)
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 1
    ):
        raise InvalidArgumentError(f"workers must be a positive integer, got {workers!r}")
    if scheduler is not None and not isinstance(scheduler, str):
        raise InvalidArgumentError(
            f"scheduler must be a Dask scheduler address or {IN_PROCESS!r}, got {scheduler!r}"
        )
    wanted = (
        census_codes()
        if codes is None
        else [
            _name(game_of_code(c))
            for c in check_iterable(codes, "codes", error=InvalidArgumentError)
        ]
    )
    wanted = list(dict.fromkeys(wanted))
    path = None if output is None else Path(output)
    done: dict[str, dict[str, Any]] = {}
    if path is not None:
        for row in _read_rows(path):
            if int(row["max_n"]) != max_n:
                raise GrundyError(
                    f"output {str(path)!r} holds rows made with max_n {row['max_n']}, "
                    f"got max_n {max_n}: pass that max_n or another output file"
                )
            done[row["code"]] = row
    todo = [c for c in wanted if c not in done]
    from tqdm.auto import tqdm

    appender = _Appender(path)
    bar = tqdm(
        total=len(wanted),
        initial=len(wanted) - len(todo),
        desc="census",
        unit="code",
        disable=None if progress is None else not progress,
    )
    try:
        if todo:
            rows = (
                _run_in_process(todo, max_n)
                if scheduler == IN_PROCESS
                else _run_on_dask(todo, max_n, scheduler, workers)
            )
            for row in rows:
                appender.add(row)
                bar.set_postfix_str(row["code"], refresh=False)
                bar.update(1)
    finally:
        bar.close()
        appender.close()
    for row in appender.rows:
        done[row["code"]] = row
    table = pd.DataFrame([done[c] for c in wanted], columns=CENSUS_COLUMNS)
    return _with_groups(_typed(table))


def _check_table(table: Any) -> pd.DataFrame:
    """Return ``table`` if it is a census DataFrame, else raise a clear error."""
    import pandas as pd

    if not isinstance(table, pd.DataFrame) or not set(CENSUS_COLUMNS) <= set(table.columns):
        raise GrundyError(
            "table must be a census (a DataFrame from gl.census or gl.read_census), "
            f"got {reprlib.repr(table)}"
        )
    return table


def _check_path(path: Any, name: str) -> Path:
    if not isinstance(path, (str, Path)):
        raise GrundyError(f"{name} must be a file path, got {reprlib.repr(path)}")
    return Path(path)


def read_census(path: str | Path) -> pd.DataFrame:
    """Read a census file with its column types (codes stay text: ``0.10`` is not a float).

    Parameters
    ----------
    path : str or Path
        A CSV file written by :func:`census`.

    Returns
    -------
    pandas.DataFrame
        As :func:`census` returns it (:data:`CENSUS_COLUMNS`, ``game`` and ``shift``), the
        codes sorted by their digits (the file holds them in the order they finished).

    Raises
    ------
    GrundyError
        If the file is missing or is not a census table.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "c.csv"
    >>> _ = census(["0.1", "0.07"], 500, output=out, scheduler=IN_PROCESS, progress=False)
    >>> read_census(out)[["code", "status", "period"]]
       code  status  period
    0  0.07  proved      34
    1   0.1  proved       1
    """
    import pandas as pd

    path = _check_path(path, "path")
    if not path.is_file():
        raise GrundyError(f"census file not found at {str(path)!r}")
    rows = sorted(_read_rows(path), key=lambda row: _digit_key(row["code"]))
    return _with_groups(_typed(pd.DataFrame(rows, columns=CENSUS_COLUMNS)))


def _typed(table: pd.DataFrame) -> pd.DataFrame:
    """Give a table read from CSV (strings) or made from rows its proper column types."""
    import pandas as pd

    table = table.copy()
    for column in (*_INT_COLUMNS, "zeros", "max_n"):
        table[column] = pd.to_numeric(table[column].replace("", None)).astype("Int64")
    table["seconds"] = pd.to_numeric(table["seconds"]).astype(float)
    for column in ("code", "status", "reason", "head_hash"):
        table[column] = table[column].astype(str)
    return table


def _with_groups(table: pd.DataFrame) -> pd.DataFrame:
    table = table.copy()
    first: dict[tuple[str, int], tuple[str, int]] = {}
    games, shifts = [], []
    for code, key, max_n, zeros in zip(
        table["code"], table["head_hash"], table["max_n"], table["zeros"], strict=True
    ):
        game, zeros0 = first.setdefault((key, int(max_n)), (code, int(zeros)))
        games.append(game)
        shifts.append(int(zeros) - zeros0)
    table["game"] = games
    table["shift"] = shifts
    return table


def census_games(table: pd.DataFrame) -> pd.DataFrame:
    """Group a census by game: one row per distinct sequence, with its aliases.

    Codes are grouped when their values agree on ``max_n // 2`` heaps from their first
    non-zero value on (the same sequence up to a shift). ``equal_by`` says how sure that
    is: ``proof`` when every code of the group is proved and the values compared reach past
    every preperiod by the sum of two periods (then the sequences agree for ever: two
    periods holding on a window that long give their gcd, by the theorem of Fine and
    Wilf); otherwise ``first N values``.

    Parameters
    ----------
    table : pandas.DataFrame
        A census, as :func:`census` returns it or read from its CSV file.

    Returns
    -------
    pandas.DataFrame
        Columns ``game``, ``aliases`` (the other codes, with their shift), ``codes``
        (how many), ``status``, ``preperiod``, ``period``, ``max_value``, ``equal_by``.

    Examples
    --------
    >>> t = census(["0.07", "0.137", "0.4", "0.77"], 2000, scheduler=IN_PROCESS, progress=False)
    >>> census_games(t)[["game", "aliases", "codes", "period", "equal_by"]]
       game                aliases  codes  period equal_by
    0  0.07  0.137 (-1), 0.4 (+1)      3      34    proof
    1  0.77                            1      12    proof
    """
    import pandas as pd

    if "game" not in _check_table(table).columns:
        table = _with_groups(_typed(table[CENSUS_COLUMNS]))
    out = []
    for game, group in table.groupby("game", sort=False):
        lead = group.iloc[0]
        aliases = ", ".join(
            f"{c} ({s:+d})" if s else c
            for c, s in zip(group["code"].iloc[1:], group["shift"].iloc[1:], strict=True)
        )
        half = int(lead["max_n"]) // 2
        proved = bool((group["status"] == "proved").all())
        if proved:
            reach = (group["preperiod"] - group["zeros"]).clip(lower=0).max()
            proved = half >= int(reach) + 2 * int(group["period"].max())
        out.append(
            {
                "game": game,
                "aliases": aliases,
                "codes": len(group),
                "status": lead["status"],
                "preperiod": lead["preperiod"],
                "period": lead["period"],
                "max_value": lead["max_value"],
                "equal_by": "proof" if proved else f"first {half} values",
            }
        )
    return pd.DataFrame(out)


# ---------------------------------------------------------------------------------------
# the census beside published tables


def _first_failure(values: np.ndarray, start: int, period: int) -> int | None:
    """The first heap ``n + period`` (``n >= start``) with ``g(n + period) != g(n)``."""
    if start + period >= values.shape[0]:
        return None
    bad = np.flatnonzero(values[start + period :] != values[start : values.shape[0] - period])
    return int(start + period + bad[0]) if bad.size else None


def _published_rows(source: str | Path | pd.DataFrame) -> list[dict[str, str]]:
    """Rows of a table given as a CSV path or a DataFrame, every cell as a string."""
    import pandas as pd

    if isinstance(source, pd.DataFrame):
        frame = source.astype(object).where(source.notna(), "")
        return [{str(k): str(v) for k, v in rec.items()} for rec in frame.to_dict("records")]
    path = _check_path(source, "published table")
    if not path.is_file():
        raise GrundyError(f"published table not found at {str(path)!r}: pass its path")
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _int(value: Any) -> int | None:
    """An optional integer cell: ``""``, ``None`` and missing values become ``None``."""
    import pandas as pd

    if value is None or (not isinstance(value, str) and pd.isna(value)):
        return None
    text = str(value).strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        number = float(text)  # a pandas column with gaps holds 53.0
        if not number.is_integer():
            raise GrundyError(f"a period or preperiod must be an integer, got {value!r}") from None
        return int(number)


def compare_census(
    table: pd.DataFrame,
    published: str | Path | pd.DataFrame,
    *,
    sequences: str | Path | pd.DataFrame | None = None,
) -> pd.DataFrame:
    """Set a census beside a published table of periods; explain every difference.

    Each code of ``published`` (columns ``code``, ``preperiod``, ``period``, ``source``)
    that the census holds gets a verdict:

    - ``agrees``: the same preperiod and period;
    - ``disagrees``: both sides give a period and they differ. ``first_difference`` is the
      first heap where the two claims part: the heap ``n + p'`` where the published period
      ``p'`` from ``n0'`` fails on the census's values, or, when the published statement
      holds but is not the smallest one, the heap ``n0' - 1`` that it wrongly calls
      exceptional (or ``""`` when only the period is a multiple of the census's);
    - ``contradicted``: the census proved nothing, but the published period already fails
      on the values computed (``first_difference`` as above);
    - ``not reached``: published as solved, not proved within the census's ``max_n``
      (and consistent with the values computed);
    - ``proved here``: published as unsolved, proved by the census;
    - ``both unsolved``.

    With ``sequences`` (a long table ``sequence,n,value,source`` such as
    ``data/known_values.csv``), the published terms of A002186 (0.77), A002187 (0.137)
    and ``DawsonsKayles_0.07`` (0.07) are compared value by value as well.

    Parameters
    ----------
    table : pandas.DataFrame
        A census (:func:`census`, or its CSV file read by pandas).
    published : str, Path or pandas.DataFrame
        The published periods, such as ``data/octal_published.csv``.
    sequences : str, Path or pandas.DataFrame, optional
        Published terms of sequences.

    Returns
    -------
    pandas.DataFrame
        Columns ``code``, ``verdict``, ``census`` and ``published`` (``n0/p`` or ``-``),
        ``first_difference``, ``detail``, ``source``.

    Raises
    ------
    GrundyError
        If a file is missing.

    Examples
    --------
    >>> import pandas as pd
    >>> t = census(["0.07", "0.77"], 1000, scheduler=IN_PROCESS, progress=False)
    >>> pub = pd.DataFrame({"code": ["0.07", "0.77"], "preperiod": [53, 70],
    ...                     "period": [34, 12], "source": ["a book", "a misprint"]})
    >>> c = compare_census(t, pub)
    >>> c[["code", "verdict", "census", "published", "first_difference"]]
       code    verdict census published first_difference
    0  0.07     agrees  53/34     53/34
    1  0.77  disagrees  71/12     70/12               82
    >>> print(c["detail"][1])
    g(70) = 6 but g(82) = 2
    """
    import pandas as pd

    if "game" not in _check_table(table).columns:
        table = _typed(table[CENSUS_COLUMNS])
    by_code: dict[str, dict[str, Any]] = {
        str(row["code"]): {str(k): v for k, v in row.items()} for row in table.to_dict("records")
    }
    out: list[dict[str, Any]] = []
    for pub in _published_rows(published):
        code = _name(game_of_code(pub["code"]))
        row = by_code.get(code)
        if row is None:
            continue
        n0p, pp = _int(pub.get("preperiod")), _int(pub.get("period"))
        n0, p = _int(row["preperiod"]), _int(row["period"])
        ours = "-" if p is None else f"{n0}/{p}"
        theirs = "-" if pp is None else f"{n0p}/{pp}"
        first: int | None = None
        detail = ""
        if pp is None:
            verdict = "both unsolved" if p is None else "proved here"
            if p is not None:
                detail = f"published as unsolved; {row['reason']}"
        else:
            assert n0p is not None
            length = int(row["searched"])
            if p is not None:
                assert n0 is not None
                length = max(n0, n0p) + 2 * (p + pp) + 1
            if length > _LONGEST_COMPARISON:
                verdict, detail = "not reached", "the comparison needs too many values"
                out.append(_verdict(code, verdict, ours, theirs, None, detail, pub))
                continue
            values = grundy_sequence(game_of_code(code), length, progress=False, threads=1)
            first = _first_failure(values, n0p, pp)
            if first is not None:
                detail = f"g({first - pp}) = {values[first - pp]} but g({first}) = {values[first]}"
            if p is None:
                verdict = "contradicted" if first is not None else "not reached"
                if first is None:
                    detail = f"{row['status']}; the published period holds on those values"
            elif (n0, p) == (n0p, pp):
                verdict = "agrees"
            else:
                verdict = "disagrees"
                if first is None and n0 is not None and n0p > n0:
                    first = n0p - 1
                    detail = (
                        f"the published period holds, but g(n + {p}) = g(n) already from "
                        f"n = {n0}: heap {first} is not exceptional"
                    )
                elif first is None:
                    detail = f"the published period {pp} is a multiple of the period {p}"
        out.append(_verdict(code, verdict, ours, theirs, first, detail, pub))
    if sequences is not None:
        out.extend(_compare_sequences(by_code, sequences))
    columns = ["code", "verdict", "census", "published", "first_difference", "detail", "source"]
    for rec in out:
        rec["first_difference"] = (
            "" if rec["first_difference"] is None else str(rec["first_difference"])
        )
    return pd.DataFrame(out, columns=columns)


def _verdict(
    code: str,
    verdict: str,
    ours: str,
    theirs: str,
    first: int | None,
    detail: str,
    pub: dict[str, str],
) -> dict[str, Any]:
    return {
        "code": code,
        "verdict": verdict,
        "census": ours,
        "published": theirs,
        "first_difference": first,
        "detail": detail,
        "source": pub.get("source", ""),
    }


_SEQUENCE_CODES = {"A002186": "0.77", "A002187": "0.137", "DawsonsKayles_0.07": "0.07"}


def _compare_sequences(
    by_code: dict[str, dict[str, Any]], path: str | Path | pd.DataFrame
) -> list[dict[str, Any]]:
    terms: dict[str, dict[int, int]] = {}
    sources: dict[str, str] = {}
    for rec in _published_rows(path):
        if rec["sequence"] in _SEQUENCE_CODES:
            terms.setdefault(rec["sequence"], {})[int(rec["n"])] = int(rec["value"])
            sources.setdefault(rec["sequence"], rec["source"])
    out = []
    for name, known in terms.items():
        code = _SEQUENCE_CODES[name]
        if code not in by_code:
            continue
        n = max(known) + 1
        values = grundy_sequence(code, n, progress=False)
        wrong = [i for i in sorted(known) if values[i] != known[i]]
        first = wrong[0] if wrong else None
        detail = (
            f"{len(known)} published terms of {name}"
            if first is None
            else f"{name}({first}) = {known[first]} but the census computes {values[first]}"
        )
        out.append(
            {
                "code": code,
                "verdict": "agrees" if first is None else "disagrees",
                "census": f"g(0..{n - 1})",
                "published": name,
                "first_difference": first,
                "detail": detail,
                "source": sources[name],
            }
        )
    return out


# ---------------------------------------------------------------------------------------
# the picture


def draw_census(table: pd.DataFrame, ax: Axes | None = None) -> Axes:
    """Draw a census of three-digit codes: codes laid out by digits, coloured by status.

    Row ``d0 d1`` (``0.1`` to ``4.7``) and column ``d2 d3`` hold the code ``d0.d1d2d3``.
    A proved code is coloured by its period (logarithmic scale), a code not proved within
    the census grey, a code not covered by the theorem red (a colour the period scale does
    not use); white cells are codes not in the table (``0.0`` has no move).

    Parameters
    ----------
    table : pandas.DataFrame
        A census of octal codes with at most three digits after the point.
    ax : matplotlib Axes, optional
        Where to draw; a new 10 x 3.2 inch figure by default.

    Returns
    -------
    matplotlib.axes.Axes

    Examples
    --------
    >>> t = census(["0.07", "0.6"], 500, scheduler=IN_PROCESS, progress=False)
    >>> ax = draw_census(t)
    >>> ax.get_title()
    'Octal games d0.d1d2d3: 1 proved, 1 not proved up to 500'
    """
    import matplotlib.pyplot as plt
    from matplotlib.colors import ListedColormap, LogNorm

    _check_table(table)
    if ax is None:
        _, ax = plt.subplots(figsize=(6.8, 3.2), layout="constrained")  # a printed page's width
    period = np.full((16, 64), np.nan)
    other = np.full((16, 64), np.nan)
    proved = unproved = 0
    for code, status, p in zip(table["code"], table["status"], table["period"], strict=True):
        digits = OctalGame(code).digits
        if len(digits) > 4:
            raise InvalidCodeError(f"table must hold codes with up to three digits, got {code!r}")
        d = (*digits, 0, 0, 0)[:4]
        r, c = (d[0] // 4) * 8 + d[1], d[2] * 8 + d[3]
        if status == "proved":
            period[r, c] = float(p)
            proved += 1
        else:
            other[r, c] = 1.0 if status == "not covered by the theorem" else 0.0
            unproved += 1
    # grey for "not proved", red (a colour the period scale does not use) for "not covered"
    cmap = ListedColormap(["#b0b0b0", "#d62728"]).with_extremes(bad=(0, 0, 0, 0))
    ax.imshow(other, cmap=cmap, vmin=0.0, vmax=1.0, aspect="auto", interpolation="nearest")
    top = float(np.nanmax(period)) if proved else 2.0
    image = ax.imshow(
        period,
        cmap="viridis",
        norm=LogNorm(vmin=1, vmax=max(top, 2.0)),
        aspect="auto",
        interpolation="nearest",
    )
    ax.figure.colorbar(image, ax=ax, label="period", pad=0.01)
    ax.set_yticks(range(16), [f"{r // 8 * 4}.{r % 8}" for r in range(16)], fontsize=8)
    ax.set_xticks(range(0, 64, 8), [f"{c}0" for c in range(8)], fontsize=8)
    key = ["grey: not proved"]
    if np.any(other == 1.0):
        key.append("red: not covered")
    key.append("white: 0.000, no move" if proved + unproved == 1023 else "white: not in the table")
    ax.set_xlabel(f"digits d2 d3 ({', '.join(key)})")
    ax.set_ylabel("d0.d1")
    ax.axhline(7.5, color="white", lw=1)
    maxes = table["max_n"].dropna()
    limit = int(maxes.iloc[0]) if len(maxes) else 0
    ax.set_title(
        f"Octal games d0.d1d2d3: {proved} proved, {unproved} not proved up to {limit}"
        if unproved
        else f"Octal games d0.d1d2d3: {proved} proved"
    )
    return ax
