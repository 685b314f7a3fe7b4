"""Grundy sequences of heap games, their periods, and proofs of periodicity.

This module owns the *fast* analysis of single-heap rulesets: :func:`grundy_sequence`
(the values of heaps ``0..n-1`` as a numpy array; compiled, sparse-space paths for
octal codes, subtraction games and Grundy's game, a plain compiled path for the other
take-and-break codes (hexadecimal digits, ``!``, repeating blocks); a pure-Python path from
``heap_options`` for every other :class:`~grundylib.game.HeapGame`, which is also the
reference the tests compare against), :func:`find_period` (the smallest period of a
finite table, under a stated acceptance rule) and :func:`octal_period` (a period
*proved* by the Guy–Smith periodicity theorem). Proved periods are remembered for the
session by a :class:`ProofCache`, which re-checks the theorem's hypothesis on the computed
values before it keeps one, so values beyond them cost nothing and are exactly the values
a direct computation gives; :func:`clear_cache` forgets them.

The compiled kernels (:mod:`grundylib._kernels`, numba) are imported on first use, so
importing this module does not load numba. When it is imported, this module registers
its compiled path with the search engine (:func:`grundylib._search.register_compiled_heap_grundy`),
which then asks it for the values of large heaps instead of searching them.
"""

from __future__ import annotations

import concurrent.futures
import mmap
import os
import reprlib
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, overload

import numpy as np
import numpy.typing as npt

from ._search import Evaluator, limit_passed, register_compiled_heap_grundy
from .core import (
    DEFAULT_MAX_POSITIONS,
    CompiledModule,
    InvalidArgumentError,
    InvalidCodeError,
    check_iterable,
    mex,
    shorten,
)
from .game import HeapGame
from .games.subtraction import SubtractionGame
from .games.take_break import GrundysGame, OctalGame, TakeBreakCode

if TYPE_CHECKING:
    from . import _kernels, _parallel, _take_break_kernels
else:  # numba is loaded by the first compiled call
    _kernels = CompiledModule("grundylib._kernels")
    _parallel = CompiledModule("grundylib._parallel")
    _take_break_kernels = CompiledModule("grundylib._take_break_kernels")

__all__ = [
    "MAX_SEQUENCE_LENGTH",
    "ArithmeticPeriod",
    "OctalPeriod",
    "Period",
    "ProofCache",
    "clear_cache",
    "find_arithmetic_period",
    "find_period",
    "grundy_sequence",
    "memory_needed",
    "octal_period",
]

MAX_SEQUENCE_LENGTH = 2**31 - 1
"""The most heaps any sequence or period search computes: the compiled kernel marks the options
of heap ``h`` with ``h + 1`` in 32 bits. Below it the limit is the machine's memory: values are
stored in one byte each while they fit (then 2, 4, 8), and a request that would not fit in the
memory available now is refused with the amount it needs (:func:`memory_needed`)."""

Values = npt.NDArray[np.int64]
Compact = npt.NDArray[np.unsignedinteger[Any]]


class Period(NamedTuple):
    """An eventual period: ``values[n + period] == values[n]`` for every ``n >= preperiod``."""

    preperiod: int
    period: int


@dataclass(frozen=True)
class OctalPeriod:
    """The result of :func:`octal_period`.

    Attributes
    ----------
    code : str
        The canonical code of the game (``"0.77"``), or its ``repr`` for a subtraction game.
    preperiod, period : int or None
        The smallest ``n0`` and ``p`` with ``g(n + p) = g(n)`` for all ``n >= n0``;
        ``None`` when no period was proved within the search.
    proved_at : int or None
        How many values the proof checked (heaps ``0..proved_at-1``):
        ``2*max(n0, 1) + 2*p + t``, or ``2*n0 + 2*p + t`` for a game without splits.
    searched : int
        How many values were computed (or were known from an earlier proof).
    """

    code: str
    preperiod: int | None
    period: int | None
    proved_at: int | None
    searched: int

    @property
    def proved(self) -> bool:
        """Whether a period was proved."""
        return self.period is not None

    def __str__(self) -> str:
        if self.proved:
            return (
                f"{self.code}: preperiod {self.preperiod}, period {self.period} "
                f"(proved with {self.proved_at} values)"
            )
        return f"{self.code}: not proved up to {self.searched}"


@dataclass(frozen=True)
class _Rules:
    """A take-and-break ruleset as the compiled kernel reads it."""

    name: str
    whole: npt.NDArray[np.int64]
    single: npt.NDArray[np.int64]
    split: npt.NDArray[np.int64]
    unequal: bool
    last: int  # t, the largest number of counters a move removes
    covered: bool  # whether the Guy–Smith periodicity theorem applies

    @property
    def min_preperiod(self) -> int:
        """The smallest ``n0`` from which the theorem's check may start (see octal_period)."""
        return 1 if self.split.size else 0

    @property
    def key(self) -> tuple[Any, ...]:
        return (
            tuple(self.whole),
            tuple(self.single),
            tuple(self.split),
            self.unequal,
            self.last,
        )


@dataclass(frozen=True)
class _Proof:
    """A period proved by the Guy–Smith theorem, with the values that determine the rest."""

    preperiod: int  # the smallest n0 with g(n + p) == g(n) for all n >= n0
    period: int
    proved_at: int  # how many values the check used
    prefix: npt.NDArray[np.unsignedinteger[Any]]  # g(0), ..., g(n0 + p - 1), as stored


class ProofCache:
    """The periods proved in this session, one per ruleset, and the values they fix.

    What is kept, for each ruleset (keyed by its moves, so ``"0.77"`` and ``Kayles()``
    share an entry): the smallest preperiod ``n0``, the period ``p``, ``proved_at`` (how
    many values the proof checked) and the values ``g(0), ..., g(n0 + p - 1)``; every
    later value is read from them. A proof is kept only after :meth:`remember` has
    checked the hypothesis of the theorem (see :func:`octal_period`) on the computed
    values themselves, independently of the search that found it, so a remembered
    period can never change a value: values served from it equal values computed
    directly, whatever the order of calls. Nothing else is cached here.

    Examples
    --------
    >>> import grundylib as gl
    >>> cache = ProofCache()
    >>> len(cache)
    0
    >>> gl.octal_period("0.77").period
    12
    >>> clear_cache()  # the session's cache is the module's instance
    """

    def __init__(self) -> None:
        self._proofs: dict[tuple[Any, ...], _Proof] = {}

    def __len__(self) -> int:
        return len(self._proofs)

    def clear(self) -> None:
        """Forget every proof."""
        self._proofs.clear()

    def get(self, rules: _Rules) -> _Proof | None:
        """Return the proof remembered for ``rules``, or ``None``."""
        return self._proofs.get(rules.key)

    def remember(
        self, rules: _Rules, values: npt.NDArray[np.unsignedinteger[Any]], n0: int, p: int
    ) -> _Proof:
        """Check the theorem's hypothesis on ``values`` for ``(n0, p)``, keep the proof, return it.

        Raises ``RuntimeError`` (a bug in the search, never the user's fault) if the
        hypothesis does not hold, so that no unproved period is ever kept.
        """
        m = max(n0, rules.min_preperiod)
        need = 2 * m + 2 * p + rules.last
        checked = (
            rules.covered
            and p >= 1
            and n0 >= 0
            and values.shape[0] >= need
            and _equal(values[m : need - p], values[m + p : need])
            and (n0 == 0 or values[n0 - 1] != values[n0 - 1 + p])
            and _equal(values[n0 : m + p], values[n0 + p : m + 2 * p])
        )
        if not checked:
            raise RuntimeError(
                f"internal error: the period ({n0}, {p}) of {rules.name} does not satisfy "
                "the periodicity theorem's hypothesis; please report this"
            )
        proof = _Proof(n0, p, need, values[: n0 + p].copy())
        self._proofs[rules.key] = proof
        return proof


def _equal(a: npt.NDArray[Any], b: npt.NDArray[Any], step: int = 2**24) -> bool:
    """``np.array_equal(a, b)`` a slice at a time, so that no temporary of ``len(a)`` is made."""
    return a.shape == b.shape and all(
        np.array_equal(a[i : i + step], b[i : i + step]) for i in range(0, a.shape[0], step)
    )


_PROOFS = ProofCache()
"""The session's proofs, shared by grundy_sequence, octal_period and what calls them."""


def clear_cache() -> None:
    """Forget the periods proved in this session (benchmarks call it between timings).

    Examples
    --------
    >>> clear_cache()
    """
    _PROOFS.clear()


def _array(values: Iterable[int]) -> npt.NDArray[np.int64]:
    return np.array(sorted(values), dtype=np.int64)


def _take_break_code(game: HeapGame) -> TakeBreakCode | None:
    """The take-and-break code whose moves ``game`` plays, or ``None`` (another ruleset)."""
    options = type(game).heap_options
    if isinstance(game, OctalGame) and options is OctalGame.heap_options:
        return game.parsed
    if isinstance(game, GrundysGame) and options is GrundysGame.heap_options:
        return game.parsed
    return None


def _uncovered_reason(code: TakeBreakCode) -> str | None:
    """Why the Guy–Smith theorem does not apply to ``code``, or ``None`` if it does."""
    if not code.finite:
        return "its last digits repeat for ever, so a move may remove any number of counters"
    if not code.octal:
        return "a hexadecimal digit leaves three heaps, and the theorem allows at most two"
    if any(u and d & 4 for d, u in zip(code.digits, code.unequal, strict=True)):
        return "'!' forbids equal parts, which breaks the theorem's pairing of splits"
    return None


def _period_unprovable(game: object) -> str | None:
    """Why :func:`octal_period` cannot prove a period of ``game`` (a game, not a code string).

    ``None`` when the Guy–Smith theorem covers it; else the reason, or ``""`` when there is
    no more to say than that the game is not a finite octal code or a subtraction game.

    Examples
    --------
    >>> _period_unprovable(OctalGame("0.77")) is None
    True
    >>> _period_unprovable(OctalGame("4.[3]"))
    'its last digits repeat for ever, so a move may remove any number of counters'
    """
    rules = _rules_of(game) if isinstance(game, HeapGame) else None
    parsed = _take_break_code(game) if isinstance(game, OctalGame) else None
    reason = _uncovered_reason(parsed) if parsed is not None else None
    if reason is not None:
        return reason
    if rules is None or not rules.covered:
        return ""
    return None


def _rules_of(game: HeapGame) -> _Rules | None:
    """Return the sparse-space kernel's view of ``game``, or ``None`` if it cannot serve it.

    It serves finite octal codes (digits 0-7) whose splitting digits all carry ``!`` or
    none does (Grundy's game is ``4!.0``), and subtraction games; the other
    take-and-break codes run in :mod:`grundylib._take_break_kernels`.
    """
    code = _take_break_code(game)
    if code is not None:
        d, unequal = code.digits, code.unequal
        splits = {unequal[k] for k in range(len(d)) if d[k] & 4}
        if not code.finite or not code.octal or len(splits) > 1:
            return None
        return _Rules(
            name=game.code if isinstance(game, OctalGame) else repr(game),
            whole=_array(k for k in range(1, len(d)) if d[k] & 1),
            single=_array(k for k in range(1, len(d)) if d[k] & 2),
            split=_array(k for k in range(len(d)) if d[k] & 4),
            unequal=True in splits,
            last=len(d) - 1,
            covered=_uncovered_reason(code) is None,
        )
    options = type(game).heap_options
    if isinstance(game, SubtractionGame) and options is SubtractionGame.heap_options:
        # a take larger than the longest sequence never applies to a heap it computes; t
        # is then kept above that length, so that no period is ever claimed for it
        takes = _array(k for k in game.subtraction_set if k <= MAX_SEQUENCE_LENGTH)
        return _Rules(
            name=repr(game),
            whole=takes,
            single=takes,
            split=_array([]),
            unequal=False,
            last=min(max(game.subtraction_set), MAX_SEQUENCE_LENGTH + 1),
            covered=True,
        )
    return None


def _general_sequence(game: HeapGame, n: int, progress: bool | None) -> Values | None:
    """The values of a take-and-break code that :func:`_rules_of` cannot serve, or ``None``.

    Every such code (hexadecimal digits, ``!`` on some splitting digits only, a block
    that repeats for ever) runs in the plain compiled loop of
    :mod:`grundylib._take_break_kernels` (loaded, with numba, on first use).
    """
    code = _take_break_code(game)
    if code is None:
        return None
    digits = np.array(code.digits, dtype=np.int64)
    unequal = np.array(code.unequal, dtype=np.uint8)
    values = np.zeros(n, dtype=np.int64)
    filled = 0
    with _ProgressBar(n, progress, f"Grundy values of {shorten(game)}") as bar:
        while filled < n:
            stop = min(n, filled + 512)
            _take_break_kernels.take_break_values(
                values, filled, stop, digits, unequal, code.period
            )
            bar.update(stop - filled)
            filled = stop
    return values


def _available_memory() -> int:
    """The bytes of memory the system could give this process now (Linux: ``MemAvailable``)."""
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (AttributeError, ValueError, OSError):  # pragma: no cover - not Linux nor POSIX
        return 8 * 2**30


def _size(count: float) -> str:
    """A number of bytes for people: ``_size(3 * 2**30)`` is ``'3.0 GB'`` (binary units)."""
    for unit in ("bytes", "KB", "MB", "GB", "TB"):
        if count < 1024 or unit == "TB":
            return f"{count:.0f} {unit}" if unit == "bytes" else f"{count:.1f} {unit}"
        count /= 1024
    raise AssertionError("unreachable")  # pragma: no cover


def memory_needed(n: int, *, compact: bool = True) -> int:
    """Return the bytes of memory that ``n`` Grundy values take while they are computed.

    The engine stores a value in one byte while every value fits (below 256), widening the
    whole array to 2, 4 or 8 bytes only when a value needs it; this is the one-byte figure,
    plus the 8 bytes a value of the int64 array that :func:`grundy_sequence` returns unless
    ``compact=True``. The sparse space and the rare heaps add little (a few MB). A period
    search keeps the values it computed, so :func:`octal_period` with ``max_n = n`` needs
    ``memory_needed(n)`` at most.

    Examples
    --------
    >>> memory_needed(10**9)  # one byte a value
    1000000000
    >>> memory_needed(10**6, compact=False)  # and an int64 result
    9000000
    >>> memory_needed(-1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: n must be a non-negative integer, got -1
    """
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise InvalidArgumentError(f"n must be a non-negative integer, got {shorten(n)}")
    return int(n) * (1 if compact else 9)


def _check_length(n: Any, name: str, *, compact: bool = True, where: str = "memory") -> int:
    """``n`` as an int, or an error naming it: not an integer, negative, over
    :data:`MAX_SEQUENCE_LENGTH`, or more values than the memory available now holds
    (``where="disk"``: than the free space of the temporary directory, at 2 bytes a value)."""
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise InvalidArgumentError(
            f"{name} must be a non-negative integer (at most {MAX_SEQUENCE_LENGTH}), got {shorten(n)}"
        )
    count = int(n)
    need = memory_needed(count, compact=compact)
    if count > MAX_SEQUENCE_LENGTH:
        raise InvalidArgumentError(
            f"{name} must be at most {MAX_SEQUENCE_LENGTH} (the compiled kernel counts heaps in "
            f"32 bits), got {shorten(count)}"
            + (f", which would take at least {_size(need)} of memory" if need < 2**80 else "")
        )
    if where == "disk":
        need = 2 * count
        free = shutil.disk_usage(tempfile.gettempdir()).free
        if need > free:
            raise InvalidArgumentError(
                f"{name} = {count} needs about {_size(need)} of disk for its values (2 bytes a "
                f"value), more than the {_size(free)} free in {tempfile.gettempdir()}; ask for "
                "fewer values or set TMPDIR to a larger disk"
            )
        return count
    available = _available_memory()
    if need > available:
        raise InvalidArgumentError(
            f"{name} = {count} needs about {_size(need)} of memory "
            f"({'1 byte' if compact else '9 bytes'} a value), more than the {_size(available)} "
            "available now; ask for fewer values"
            + ("" if compact else ", or compact=True for 1 byte a value")
        )
    return count


class _ProgressBar:
    """A tqdm.auto bar that is created only once the work has taken ``delay`` seconds.

    Creating a notebook bar builds widgets at once, even when tqdm's own ``delay`` keeps
    it hidden, and their state would be saved into every executed notebook; so nothing
    is created for short computations, nor when the first report comes after ``delay`` but
    the work is already done (a first call that spent its time loading numba).
    ``progress=True`` shows the bar at once, ``progress=False`` never.

    Examples
    --------
    >>> with _ProgressBar(100, progress=None, desc="demo") as bar:
    ...     bar.update(100)
    >>> bar.shown
    False
    """

    def __init__(self, total: int, progress: bool | None, desc: str, delay: float = 2.0) -> None:
        self.total, self.desc, self.done = total, desc, 0
        self.enabled = progress is not False
        self.forced = progress is True
        self.deadline = time.monotonic() + (0.0 if progress else delay)
        self.bar: Any = None

    @property
    def shown(self) -> bool:
        """Whether a tqdm bar has been created."""
        return self.bar is not None

    def update(self, count: int) -> None:
        """Record ``count`` more heaps done, creating the bar if the deadline has passed."""
        self.done += count
        if (
            self.bar is None
            and self.enabled
            and (self.done < self.total or self.forced)
            and time.monotonic() >= self.deadline
        ):
            from tqdm.auto import tqdm

            self.bar = tqdm(
                total=self.total,
                initial=self.done,
                desc=self.desc,
                unit="heap",
                unit_scale=True,
                leave=False,
            )
        elif self.bar is not None:
            self.bar.update(count)

    def __enter__(self) -> _ProgressBar:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.total = self.bar.n  # stopped early (a proved period) is success, not failure
            self.bar.close()


def _split_parity(rules: _Rules) -> int:
    """The parity of the counters every split removes, or -1 if they differ (or no split)."""
    parities = {int(k) & 1 for k in rules.split}
    return parities.pop() if len(parities) == 1 else -1


def _choose_mask(values: npt.NDArray[np.integer[Any]], kappa: int = -1) -> tuple[int, int]:
    """Return the sparse space ``(mask, sigma)`` that makes the fewest heaps *rare*.

    Heap ``x >= 1`` is rare when ``parity(values[x] & mask)`` XOR ``sigma`` times the
    parity of ``x ^ kappa`` is even; ``sigma`` is 0 unless ``kappa >= 0`` (every split
    removes counters of one parity). The engine re-chooses it as the sequence grows.
    """
    top = int(values.max()) if values.size else 0
    size = 64
    while size <= 2 * top + 1:
        size *= 2
    mask, sigma = _kernels.choose_sparse_space(values, values.shape[0], size, kappa)
    return int(mask), int(sigma)


def _tile(
    prefix: npt.NDArray[np.integer[Any]], n0: int, p: int, n: int, dtype: npt.DTypeLike = np.int64
) -> npt.NDArray[Any]:
    """Return the first ``n`` values of the sequence ``prefix`` continued with period ``p``."""
    out = np.empty(n, dtype=dtype)
    known = min(n, prefix.shape[0])
    out[:known] = prefix[:known]
    filled = known
    while filled < n:
        # out[n0:filled] repeats with period p: copy a whole number of periods onward
        chunk = (filled - n0) // p * p
        step = min(chunk, n - filled)
        out[filled : filled + step] = out[filled - chunk : filled - chunk + step]
        filled += step
    return out


_FIRST_HEAPS = 256
"""Heaps the first kernel call computes before the first period check, and the fewest any
later call computes."""

_BLOCK_FRACTION = 4
"""After ``filled`` heaps, a period is looked for again after ``filled // _BLOCK_FRACTION`` more
(a quarter): the checks (linear in the heaps computed) cost a small constant factor in all,
and a proof is found within a quarter of the length it needs (at that very length when a
candidate period is pending). The kernel keeps its sparse space from one call to the next,
so a call costs nothing proportional to the heaps already computed. These constants fix the
lengths at which periods are looked for, hence ``searched`` in :class:`OctalPeriod` and the
census table; they never change a value."""

_MAX_BLOCK = 2**24
"""The most heaps one kernel call computes (seconds of work): a long run reports progress,
writes its checkpoint and answers Ctrl-C at least this often. It does not move the lengths at
which periods are looked for."""

_WIDER = {
    np.dtype(np.uint8): np.uint16,
    np.dtype(np.uint16): np.uint32,
    np.dtype(np.uint32): np.uint64,
}
"""The next storage type when a value does not fit: values start as uint8."""

_IN_MEMORY_BYTES = 2**28
"""A streamed sequence (:func:`_sequence_chunks`, the command line) whose values could take
more than this (at 2 bytes a value) keeps them in a temporary file mapped into memory, of which
only a window stays resident (see :class:`_Engine`)."""

_CALL_SECONDS = 5.0
"""A kernel call is sized to last about this long at the rate of the last one (and computes at
most :data:`_MAX_BLOCK` heaps), so that checkpoints and Ctrl-C are never far apart on a slow
game or a busy machine. Like :data:`_MAX_BLOCK` it never moves the period checks, so it changes
no result."""

_BASE = 200 * 2**20
"""The memory of the program itself with numba's compiler loaded (measured: 150-200 MB)."""

_WINDOW_FRONT = 2**22
"""File-backed values: the first heaps, kept resident (the pairs ``a = 1, 2, ...`` read them)."""

_WINDOW_RECENT = 2**24
"""File-backed values: the most recent heaps, kept resident (the partners ``m - a`` of the
first heaps, and of the rare heaps found early)."""

_WINDOW_AUTO = 2**25
"""File-backed values: past this many heaps the sparse space is no longer re-chosen (a choice
reads every value, which would bring the whole file back into memory); the last choice is kept,
which changes the speed, never a value."""


_THREAD_BLOCK = 1024
"""With several threads, the heaps are computed in blocks of this many: the rare heaps at
least this large are paired for the whole block by all threads first (their partners are
known), the others by one thread heap by heap (see :mod:`grundylib._parallel`). Smaller
blocks leave fewer rare heaps to the one thread but start the threads more often."""

_THREAD_MAX_WINDOW = 2**16
"""The most pairs per heap the helper thread reads beyond the rare ones."""

_THREAD_MIN_RARE = 192
"""A second thread starts once this many rare heaps are paired for each heap, or once a
kernel call has shown the heaps to cost more than ``1 / _THREAD_MAX_RATE`` seconds each:
below both, meeting once a block costs more than the second thread saves. Small and light
computations stay on one thread."""

_THREAD_MIN_HEAPS = 2**17
"""Nor before this many heaps are computed: a shorter computation takes a few hundredths of a
second at most on one thread, less than starting the second thread and meeting it."""

_THREAD_MAX_RATE = 1.5e6
"""See :data:`_THREAD_MIN_RARE` (heaps a second on one thread)."""

_NO_FAR = np.zeros((0, 0), dtype=np.uint8)
"""The kernel's ``far`` argument when one thread pairs every rare heap."""

_THREAD_LOCK = threading.Lock()
"""numba's default thread pool must not be entered by two Python threads at once: a
computation that finds it busy runs on one thread."""


_HELPER: list[concurrent.futures.ThreadPoolExecutor] = []


def _helper_thread() -> concurrent.futures.ThreadPoolExecutor:
    """The one helper thread of two-thread computations (started on first use)."""
    if not _HELPER:
        _HELPER.append(
            concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="grundylib-pairs")
        )
    return _HELPER[0]


@dataclass
class _FarBlock:
    """One block's pairs marked by the helper thread: those of ``rare[first:last]`` and the
    pairs ``win_lo <= a < win_hi`` of every split (see :mod:`grundylib._parallel`)."""

    future: concurrent.futures.Future[float]
    rows: npt.NDArray[np.uint8]
    first: int
    last: int
    win_lo: int
    win_hi: int
    space: tuple[int, int]

    @classmethod
    def start(
        cls, engine: _Engine, start: int, stop: int, first: int, window: tuple[int, int]
    ) -> _FarBlock:
        """Start marking the pairs for heaps ``start:stop`` on the helper thread, into the
        engine's row buffer not in use (two buffers, used in turn)."""
        last = int(engine.state[3])
        width = 1 << max(6, int(engine.state[4]).bit_length())  # every pair's value is below
        engine.slot = 1 - engine.slot
        rows = engine.far_rows[engine.slot]
        if rows.shape[1] != width:
            rows = engine.far_rows[engine.slot] = np.empty((_THREAD_BLOCK, width), np.uint8)
        rare = engine.rare[:last].copy()  # the engine may rewrite its lists meanwhile
        rare_value = engine.rare_value[:last].copy()
        g, rules = engine.g, engine.rules
        win_lo, win_hi = window

        def mark() -> float:
            began = time.perf_counter()
            _parallel.far_rare_marks(
                g, start, stop, rules.split, rules.unequal, rare, rare_value, first, last,
                win_lo, win_hi, rows,
            )  # fmt: skip
            return time.perf_counter() - began

        space = (int(engine.state[1]), int(engine.state[2]))
        return cls(_helper_thread().submit(mark), rows, first, last, win_lo, win_hi, space)

    def kernel_arguments(self) -> tuple[npt.NDArray[np.uint8], int, int, int, int]:
        """The ``far`` arguments of :func:`~grundylib._kernels.take_break_run`."""
        return self.rows, self.first, self.last, self.win_lo, self.win_hi


def _check_threads(threads: object) -> int:
    """``threads`` checked (``None`` or a positive integer) and resolved to a number."""
    if threads is None:
        return default_threads()
    if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)) or threads < 1:
        raise InvalidArgumentError(
            f"threads must be None or a positive integer, got {shorten(threads)}"
        )
    return int(threads)


def default_threads() -> int:
    """The threads a long computation uses when not told: the cores this process may use.

    Examples
    --------
    >>> from grundylib.sequences import default_threads
    >>> default_threads() >= 1
    True
    """
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def _compact(values: Values) -> Compact:
    """Return ``values`` (non-negative) in the first of uint8, uint16, uint32, uint64 that holds them."""
    top = int(values.max()) if values.size else 0
    for dtype in (np.uint8, np.uint16, np.uint32):
        if top <= np.iinfo(dtype).max:
            return values.astype(dtype)
    return values.astype(np.uint64)


class CheckpointError(InvalidArgumentError):
    """A checkpoint file that cannot be resumed by this computation (another game, a
    longer run, or not a checkpoint)."""


class _Engine:
    """One computation of a take-and-break ruleset's values, a block at a time, that can
    stop early at a proved period, keep its values in a file, and save and resume checkpoints.

    Values are stored in the smallest type that holds them: uint8, widened to uint16, uint32,
    uint64 when a value needs it. With ``backing="memory"`` the array of ``limit`` values is
    allocated at once (pages the computation does not reach take no memory). With
    ``backing="file"`` it is a temporary file (deleted when closed) mapped into memory: after
    each block the pages between the first :data:`_WINDOW_FRONT` heaps and the last
    :data:`_WINDOW_RECENT` heaps are dropped from this process (``madvise(MADV_DONTNEED)``;
    the values stay in the file), so the resident memory stays bounded as ``n`` grows.
    Why not a true sliding window: the sparse-space method reads, for heap ``h``, the pairs
    ``(a, h - k - a)`` from ``a = 1`` up until every rare-for-``h`` value below the
    candidate is met, which is almost always within the first heaps (front) and their
    partners (recent); but a rare heap's value is known only after *every* pair is read,
    so all values must stay reachable. The file keeps them reachable at disk cost; those
    rare full reads bring pages back for a moment, and the operating system's page cache,
    not this process, holds them.

    ``checkpoint`` names a file (``.npz``) holding the values computed so far and the
    kernel's state (sparse space, rare heaps and their values, the pending period hint):
    if it exists the computation resumes from it, and it is rewritten after a block once
    ``checkpoint_every`` seconds have passed since the last write (atomically: a crash
    leaves the previous one). Blocks and period checks fall at the same heaps whether or
    not a run was resumed, so the result is identical to an uninterrupted run.
    """

    def __init__(
        self,
        rules: _Rules,
        limit: int,
        *,
        backing: Literal["memory", "file"] = "memory",
        checkpoint: str | os.PathLike[str] | None = None,
        checkpoint_every: float = 60.0,
        threads: int = 1,
    ) -> None:
        self.rules, self.limit = rules, limit
        self.threads = threads
        self.share = 0  # two threads: the rare heaps below this index stay with the first
        self.window = 1024  # two threads: pairs a >= 2B the second reads for each heap
        self.slot = 0
        self.far_rows = [np.empty((_THREAD_BLOCK, 0), dtype=np.uint8) for _ in range(2)]
        self.backing = backing if limit > 0 else "memory"
        self.kappa = _split_parity(rules)
        self.filled, self.hint, self.next_check = 0, -1, 0
        self.rate = 0.0  # heaps a second in the last kernel call (sizes the next call only)
        # heaps a second in the last call on one thread: whether a second thread would pay
        # is judged by it, never by a rate two threads reached (that would switch back and
        # forth between one and two threads near the threshold)
        self.one_thread_rate = 0.0
        self.proof: tuple[int, int, int] | None = None
        self.state = np.zeros(5, dtype=np.int64)  # the kernel's sparse space, kept between calls
        self.rare = np.empty(1024, dtype=np.uint32)
        self._files: list[Any] = []
        self.g: npt.NDArray[Any] = self._new_values(np.dtype(np.uint8))
        self.rare_value = np.empty(1024, dtype=self.g.dtype)
        self.checkpoint = None if checkpoint is None else Path(checkpoint)
        self.checkpoint_every = checkpoint_every
        self.saved_at = time.monotonic()
        self.resumed = False
        if self.checkpoint is not None and self.checkpoint.exists():
            self._resume(self.checkpoint)

    def _new_values(self, dtype: np.dtype[Any]) -> npt.NDArray[Any]:
        if self.backing == "memory":
            return np.zeros(self.limit, dtype=dtype)
        f = tempfile.TemporaryFile(prefix="grundylib-values-")  # noqa: SIM115 - closed by close()
        f.truncate(self.limit * dtype.itemsize)
        self._files.append(f)
        return np.memmap(f, dtype=dtype, mode="r+", shape=(self.limit,))

    def close(self) -> None:
        """Close the temporary files (their space is freed once no array maps them)."""
        for f in self._files:
            f.close()
        self._files.clear()

    @property
    def done(self) -> bool:
        """Whether the computation is over (``limit`` reached or a period proved)."""
        return self.proof is not None or self.filled >= self.limit

    def step(self) -> int:
        """Compute one more block (then look for a period); return how many heaps it added."""
        filled, limit, rules = self.filled, self.limit, self.rules
        if self.next_check <= filled:
            self.next_check = filled + max(_FIRST_HEAPS, filled // _BLOCK_FRACTION)
        block = _MAX_BLOCK
        if self.rate > 0:  # a call of a few seconds at the rate of the last one
            block = min(block, max(2**16, int(self.rate * _CALL_SECONDS)))
        stop = min(limit, filled + block, self.next_check)
        if self.hint > filled:
            stop = min(stop, self.hint)
        auto = self.backing == "memory" or filled < _WINDOW_AUTO
        g = self.g
        began = time.perf_counter()
        threaded = self._threads_pay() and _THREAD_LOCK.acquire(blocking=False)
        if threaded:
            try:
                reached = self._run_threaded(filled, stop, auto)
            finally:
                _THREAD_LOCK.release()
        else:
            reached = self._run(filled, stop, auto)
        elapsed = time.perf_counter() - began
        if elapsed > 0.1:
            self.rate = (reached - filled) / elapsed
            if not threaded:
                self.one_thread_rate = self.rate
        if reached < stop:  # a value needs a wider type: widen and go on from there
            wider = self._new_values(np.dtype(_WIDER[g.dtype]))
            for start in range(0, reached, _MAX_BLOCK):
                end = min(reached, start + _MAX_BLOCK)
                wider[start:end] = g[start:end]
            self.g = wider
            for f in self._files[:-1]:  # the narrower file: freed once its map is dropped
                f.close()
            del self._files[:-1]
            self.state[0] = 0  # the kernel starts afresh from the widened values
            self.rare_value = np.empty(self.rare.shape[0], dtype=wider.dtype)
            self.filled = reached
            return reached - filled
        self.filled = stop
        if rules.covered and stop in (self.next_check, self.hint, limit):
            n0, p, need = _kernels.accepted_period(g[:stop], rules.last, rules.min_preperiod)
            if p > 0:
                proof = _PROOFS.remember(rules, g[:stop], int(n0), int(p))
                self.proof = (proof.preperiod, proof.period, proof.proved_at)
            else:
                self.hint = int(need)
        self._release()
        if self.checkpoint is not None and (
            time.monotonic() - self.saved_at >= self.checkpoint_every
        ):
            self.save(self.checkpoint)
        return stop - filled

    def _threads_pay(self) -> bool:
        """Whether a second thread would help now: splitting moves, a long sequence, and
        many rare heaps or slow heaps (on one thread: once two threads run, they go on)."""
        slow = 0 < self.one_thread_rate < _THREAD_MAX_RATE  # heaps a second, once known
        return (
            self.threads > 1
            and self.rules.split.size > 0
            and bool(self.state[0])
            and self.filled >= _THREAD_MIN_HEAPS
            and (int(self.state[3]) >= _THREAD_MIN_RARE or slow)
        )

    def _run(
        self,
        start: int,
        stop: int,
        auto: bool,
        far: npt.NDArray[np.uint8] = _NO_FAR,
        far_first: int = 0,
        far_last: int = 0,
        win_lo: int = 0,
        win_hi: int = 0,
    ) -> int:
        """One kernel call (``far``: the pairs of ``rare[far_first:far_last]``, marked already)."""
        g = self.g
        reached, _, self.rare, self.rare_value = _kernels.take_break_run(
            g,
            start,
            stop,
            self.rules.whole,
            self.rules.single,
            self.rules.split,
            self.rules.unequal,
            self.kappa,
            auto,
            min(int(np.iinfo(g.dtype).max) + 1, 2**63 - 1),
            self.state,
            self.rare,
            self.rare_value,
            far,
            far_first,
            far_last,
            win_lo,
            win_hi,
        )
        return int(reached)

    def _run_threaded(self, start: int, stop: int, auto: bool) -> int:
        """Compute heaps ``start:stop`` on two threads (see :mod:`grundylib._parallel`).

        Blocks of :data:`_THREAD_BLOCK` heaps: while this thread computes one, a second marks
        the pairs of the large rare heaps for the next. How many rare heaps the second
        thread takes follows the two threads' times, so that neither waits long. Returns
        where the computation stopped (before ``stop`` when a value needs a wider type).
        """
        block = _THREAD_BLOCK
        pending: _FarBlock | None = None
        h = start
        try:
            while h < stop:
                end = min(stop, h + block)
                far: tuple[npt.NDArray[np.uint8], int, int, int, int] = (_NO_FAR, 0, 0, 0, 0)
                helper = 0.0
                if pending is not None:
                    began = time.perf_counter()
                    helper = pending.future.result()
                    helper += time.perf_counter() - began  # waited for it
                    if pending.space == (int(self.state[1]), int(self.state[2])):
                        far = pending.kernel_arguments()
                    pending = None
                next_end = min(stop, end + block)
                if end < stop and self._threads_pay():
                    # pairs (x, m - x) with x >= next_end - h: in the next block, m - x < h
                    safe = next_end - h
                    nrare = int(self.state[3])
                    first = max(int(np.searchsorted(self.rare[:nrare], safe)), self.share)
                    window = (safe, safe + min(self.window, _THREAD_MAX_WINDOW))
                    pending = _FarBlock.start(self, end, next_end, min(first, nrare), window)
                began = time.perf_counter()
                reached = self._run(h, end, auto, *far)
                if far[0].shape[0] > 0:
                    self._balance(time.perf_counter() - began, helper, far[1])
                if reached < end:
                    return reached
                h = end
            return stop
        finally:
            if pending is not None:  # stopped early: let the helper finish before going on
                pending.future.result()

    def _balance(self, own: float, helper: float, first: int) -> None:
        """Move work between the threads so that each block takes both about as long.

        ``own``: this thread's time for the block; ``helper``: the helper's time for it
        (with any wait for it). The helper's window of pairs grows or shrinks by an eighth;
        once it is empty, rare heaps move back to this thread.
        """
        if helper > 1.05 * own:  # the helper is the slower
            if self.window > 0:
                self.window = self.window * 7 // 8
            else:
                self.share = first + 8
        elif helper < 0.95 * own:
            if self.share > 0:
                self.share = max(0, first - 8)
            else:
                self.window = min(_THREAD_MAX_WINDOW, max(64, self.window * 9 // 8))

    def _release(self) -> None:
        """File-backed values: drop the resident pages between the front and the recent window."""
        if self.backing != "file" or not isinstance(self.g, np.memmap):
            return
        size = self.g.dtype.itemsize
        page = mmap.PAGESIZE
        lo = -(-_WINDOW_FRONT * size // page) * page
        hi = max(0, self.filled - _WINDOW_RECENT) * size // page * page
        if hi > lo:
            self.g._mmap.madvise(mmap.MADV_DONTNEED, lo, hi - lo)  # type: ignore[attr-defined]

    def save(self, path: Path) -> None:
        """Write the checkpoint (values so far and the kernel's state) to ``path``, atomically."""
        nrare = int(self.state[3])
        tmp = path.with_name(path.name + ".partial")
        with open(tmp, "wb") as f:
            np.savez(
                f,
                key=np.array(repr(self.rules.key)),
                limit=np.int64(self.limit),
                filled=np.int64(self.filled),
                hint=np.int64(self.hint),
                next_check=np.int64(self.next_check),
                state=self.state,
                rare=self.rare[:nrare],
                rare_value=self.rare_value[:nrare],
                values=self.g[: self.filled],
            )
        os.replace(tmp, path)
        self.saved_at = time.monotonic()

    def _resume(self, path: Path) -> None:
        try:
            data = np.load(path, allow_pickle=False)
            key, limit = str(data["key"]), int(data["limit"])
            filled, hint = int(data["filled"]), int(data["hint"])
            next_check = int(data["next_check"])
            state, rare, rare_value = data["state"], data["rare"], data["rare_value"]
            values = data["values"]
        except (OSError, ValueError, KeyError) as error:
            raise CheckpointError(
                f"checkpoint must be a checkpoint file written by grundylib, got {str(path)!r} "
                f"({error})"
            ) from None
        if key != repr(self.rules.key):
            raise CheckpointError(
                f"checkpoint {str(path)!r} is for another game than {self.rules.name}; "
                "name another file"
            )
        if limit != self.limit:
            raise CheckpointError(
                f"checkpoint {str(path)!r} is for a run of {limit} values, not {self.limit}; "
                "ask for the same number of values to resume it"
            )
        if values.dtype != self.g.dtype:
            self.close()
            self.g = self._new_values(values.dtype)
        self.g[:filled] = values
        self.filled, self.hint, self.next_check = filled, hint, next_check
        self.state[:] = state
        capacity = max(1024, rare.shape[0])
        self.rare = np.empty(capacity, dtype=np.uint32)
        self.rare[: rare.shape[0]] = rare
        self.rare_value = np.empty(capacity, dtype=self.g.dtype)
        self.rare_value[: rare.shape[0]] = rare_value
        self.resumed = True

    def values(self, start: int, stop: int) -> npt.NDArray[Any]:
        """The values of heaps ``start..stop-1`` (computed, or past a proved period)."""
        if self.proof is None:
            return self.g[start:stop]
        n0, p, _ = self.proof
        heaps = np.arange(start, stop, dtype=np.int64)
        return self.g[np.where(heaps < n0, heaps, n0 + (heaps - n0) % p)]


def _search(
    rules: _Rules,
    limit: int,
    progress: bool | None,
    checkpoint: str | os.PathLike[str] | None = None,
    *,
    stop_after: int | None = None,
    checkpoint_every: float = 60.0,
    announce: Callable[[str], None] | None = None,
    threads: int = 1,
) -> tuple[npt.NDArray[np.unsignedinteger[Any]], tuple[int, int, int] | None]:
    """Compute values up to ``limit``, stopping early when a period is proved (see :class:`_Engine`).

    ``stop_after`` (for tests) raises ``KeyboardInterrupt`` after that many blocks, as Ctrl-C
    would, once the checkpoint has been written. ``announce`` receives the expected memory
    at the start and, after a few seconds, the expected time.
    """
    cached = _PROOFS.get(rules)
    if cached is not None and cached.proved_at <= limit:
        return cached.prefix, (cached.preperiod, cached.period, cached.proved_at)
    engine = _Engine(
        rules, limit, checkpoint=checkpoint, checkpoint_every=checkpoint_every, threads=threads
    )
    if announce is not None:
        announce(
            f"{limit} values: about {_size(limit + _BASE)} of memory (1 byte a value while "
            "the values are below 256), and up to as much again while a period is checked"
        )
    clock = _Clock(limit, engine.filled, announce)
    blocks = 0
    with _ProgressBar(limit, progress, f"Grundy values of {rules.name}") as bar:
        bar.update(engine.filled)
        while not engine.done:
            bar.update(engine.step())
            clock.tick(engine)
            blocks += 1
            if stop_after is not None and blocks >= stop_after and not engine.done:
                if engine.checkpoint is not None:
                    engine.save(engine.checkpoint)
                raise KeyboardInterrupt
    if engine.checkpoint is not None:
        engine.checkpoint.unlink(missing_ok=True)  # finished: nothing left to resume
    return engine.g[: engine.filled], engine.proof


def _reference_sequence(game: HeapGame, n: int, progress: bool | None, use_known: bool) -> Values:
    """The textbook method: each value is the mex of the options' nim-sums."""
    values: list[int] = []
    with _ProgressBar(n, progress, f"Grundy values of {shorten(game)}") as bar:
        for h in range(n):
            known = game.known_heap_grundy(h) if use_known else None
            if known is not None:
                values.append(known)
            else:
                seen = set()
                for option in game.checked_options(h, DEFAULT_MAX_POSITIONS):
                    x = 0
                    for c in option:
                        if isinstance(c, int) and 0 <= c < h:
                            x ^= values[c]
                        elif not game.is_empty(c):
                            x ^= Evaluator(game).grundy(c)
                    seen.add(x)
                values.append(mex(seen))
            if h % 1024 == 1023:
                bar.update(1024)
        bar.update(n % 1024)
    return np.array(values, dtype=np.int64)


@overload
def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: Literal[False] = False,
    checkpoint: str | os.PathLike[str] | None = None,
    threads: int | None = None,
) -> Values: ...


@overload
def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: Literal[True],
    checkpoint: str | os.PathLike[str] | None = None,
    threads: int | None = None,
) -> Compact: ...


@overload
def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: bool,
    checkpoint: str | os.PathLike[str] | None = None,
    threads: int | None = None,
) -> Values | Compact: ...


def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: bool = False,
    checkpoint: str | os.PathLike[str] | None = None,
    threads: int | None = None,
) -> Values | Compact:
    """Return the Grundy values of the heaps ``0, 1, ..., n-1`` of a heap game.

    Octal games (:class:`~grundylib.OctalGame` and its aliases), subtraction games
    (including Bash games) and Grundy's game run compiled, with the sparse-space method
    for the splitting moves; octal and subtraction games also stop as soon as the
    Guy–Smith theorem proves a period (see :func:`octal_period`) and fill the rest by
    repeating it. Every other take-and-break code (hexadecimal digits such as ``"0.F"``,
    ``!`` on some splitting digits only, a block that repeats for ever such as
    ``"4.[3]"``, read up to digit ``n - 1``) runs compiled by the plain mex of every
    option, with no period assumed. Every other heap game is evaluated from its ``heap_options`` in pure
    Python (with its ``known_heap_grundy`` closed form where it has one).

    Parameters
    ----------
    game : HeapGame or str
        The ruleset; a string is read as an octal code (``"0.77"``).
    n : int
        How many values, ``0 <= n <= MAX_SEQUENCE_LENGTH``, and as many as the memory
        available now holds: 9 bytes a value (1 with ``compact=True``; :func:`memory_needed`).
    progress : bool or None
        ``None`` (default): a tqdm progress bar appears if the work takes over 2 s;
        ``True``: show it at once; ``False``: never.
    method : {"auto", "reference"}
        ``"reference"`` forces the pure-Python mex of ``heap_options`` (no compiled
        code, no closed forms, no periods): the ground truth the tests compare with.
    compact : bool
        ``False`` (default): int64 values. ``True``: the values in the smallest of
        uint8, uint16, uint32 and uint64 that holds them, the type the computation stores
        them in (so nothing is copied): an eighth of the memory, 100 MB for ``10**8``
        values below 256 instead of 800 MB. Compare or add them as int64
        (``values.astype(np.int64)``) where the arithmetic could overflow.
    checkpoint : str or path, optional
        A file for a long computation of the compiled sparse-space path (octal codes,
        subtraction games, Grundy's game): the values so far and the state of the search
        are saved to it every minute (atomically), and a call with the same game, ``n`` and
        file resumes from it after an interruption (Ctrl-C, a crash) with identical
        results. It is deleted when the computation ends. Other games ignore it.
    threads : int or None
        How many threads the compiled sparse-space path may use: ``None`` (default) all the
        cores this process may use (:func:`default_threads`), ``1`` one. A second thread
        is started only once it pays (a long sequence with many rare heaps, such as
        Grundy's game or Officers past a few hundred thousand heaps; see
        :mod:`grundylib._parallel`); the values never depend on it.

    Returns
    -------
    numpy.ndarray of int64 (of uint16, uint32 or uint64 with ``compact=True``)
        ``values[h]`` is the Grundy value of a single heap of size ``h``.

    Raises
    ------
    InvalidArgumentError
        If ``n`` is not an integer in range, ``game`` is not a heap game, or ``method`` or
        ``compact`` is not one of the values listed.
    InvalidCodeError
        If ``game`` is a malformed octal code.

    See Also
    --------
    grundylib.grundy : the value of one position of any game.
    find_period, octal_period : the period of a sequence, observed or proved.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.grundy_sequence(gl.Kayles(), 12).tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> gl.grundy_sequence("0.07", 10).tolist()
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]
    >>> gl.grundy_sequence(gl.GrundysGame(), 10).tolist()
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    >>> gl.grundy_sequence("4.[3]", 9).tolist()  # Lasker's Nim
    [0, 1, 2, 4, 3, 5, 6, 8, 7]
    >>> big = gl.grundy_sequence(gl.Kayles(), 10**6)  # the proved period fills the rest
    >>> big[71 + 12 * 80000 : 71 + 12 * 80001].tolist() == big[71:83].tolist()
    True
    >>> small = gl.grundy_sequence("0.6", 10**4, compact=True)  # values below 256: 1 byte each
    >>> small.dtype, small.nbytes, bool((small == gl.grundy_sequence("0.6", 10**4)).all())
    (dtype('uint8'), 10000, True)
    >>> gl.grundy_sequence("0.6", 10**5, compact=True).dtype  # g(n) = 285 for some n < 10**5
    dtype('uint16')
    >>> gl.grundy_sequence(gl.Kayles(), -1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: n must be a non-negative integer (at most 2147483647), got -1
    >>> gl.grundy_sequence(gl.Kayles(), 10**12)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: n must be at most 2147483647 (the compiled kernel counts heaps in 32 bits), got 1000000000000, which would take at least 8.2 TB of memory

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, vol. 1,
       ch. 4, "Sparse Space Spells Speed".
    .. [2] A. Gangolli and T. Plambeck, "A note on periodicity in some octal games",
       Int. J. Game Theory 18 (1989), 311-320.
    """
    if not isinstance(compact, bool):
        raise InvalidArgumentError(f"compact must be True or False, got {shorten(compact)}")
    n = _check_length(n, "n", compact=compact)
    if isinstance(game, str):
        game = OctalGame(game)
    if not isinstance(game, HeapGame):
        raise InvalidArgumentError(f"game must be a HeapGame or an octal code, got {shorten(game)}")
    if method not in ("auto", "reference"):
        raise InvalidArgumentError(f"method must be 'auto' or 'reference', got {method!r}")
    _check_threads(threads)
    rules = None if method == "reference" else _rules_of(game)
    if rules is None:
        values = _general_sequence(game, n, progress) if method == "auto" else None
        if values is None:
            values = _reference_sequence(game, n, progress, use_known=method == "auto")
        return _compact(values) if compact else values
    stored, proof = _search(rules, n, progress, checkpoint, threads=_check_threads(threads))
    if proof is None:
        return stored[:n] if compact else stored[:n].astype(np.int64)
    n0, p, _ = proof
    return _tile(stored, n0, p, n, stored.dtype if compact else np.int64)


_PLAIN_HEAPS = 256
"""Up to this many heaps the command line computes in plain Python (a few tenths of a second at
most) rather than load numba and the compiled kernels, which takes seconds on a first call."""


def _sequence_chunks(
    game: HeapGame | str,
    n: int,
    *,
    chunk: int = 2**20,
    progress: bool | None = None,
    checkpoint: str | os.PathLike[str] | None = None,
    announce: Callable[[str], None] | None = None,
    threads: int | None = None,
) -> Iterator[npt.NDArray[np.integer[Any]]]:
    """Yield the values of heaps ``0..n-1`` as consecutive arrays of at most ``chunk`` values.

    The values are those of :func:`grundy_sequence` (same checks, same errors), but no
    array of ``n`` int64 values is built, and the compiled path yields each block as soon as
    it is computed: past a proved period each chunk is read from the values ``g(0..n0+p-1)``
    that the proof keeps, in their compact dtype; a sequence that could take more than
    :data:`_IN_MEMORY_BYTES` keeps its values in a temporary file of which only a window
    stays in memory (:class:`_Engine`), so memory stays bounded as ``n`` grows. The command
    line streams ``sequence CODE N`` through this. ``checkpoint`` names a file to resume
    from and to save to (see :class:`_Engine`): the values already yielded before an
    interruption are yielded again on resuming. ``announce`` receives the expected memory
    at the start and, after a few seconds, the expected time. ``threads`` as in
    :func:`grundy_sequence`.

    Examples
    --------
    >>> [c.tolist() for c in _sequence_chunks("0.77", 10, chunk=4)]
    [[0, 1, 2, 3], [1, 4, 3, 2], [1, 4]]
    """
    if isinstance(game, str):
        game = OctalGame(game)
    if not isinstance(game, HeapGame):
        _check_length(n, "n")
        raise InvalidArgumentError(f"game must be a HeapGame or an octal code, got {shorten(game)}")
    threads = _check_threads(threads)
    rules = _rules_of(game)
    compiled = rules is not None and not (isinstance(n, int) and n <= _PLAIN_HEAPS)
    on_disk = compiled and isinstance(n, (int, np.integer)) and 2 * n > _IN_MEMORY_BYTES
    n = _check_length(n, "n", where="disk" if on_disk else "memory")
    values: npt.NDArray[np.integer[Any]]
    if not compiled or rules is None:
        if n <= _PLAIN_HEAPS:  # faster than loading the compiled kernels
            values = _reference_sequence(game, n, progress, True)
        else:
            general = _general_sequence(game, n, progress)
            values = (
                general if general is not None else _reference_sequence(game, n, progress, True)
            )
        for start in range(0, n, chunk):
            yield values[start : min(n, start + chunk)]
        return
    cached = _PROOFS.get(rules)
    if cached is not None and cached.proved_at <= n:
        n0, p = cached.preperiod, cached.period
        for start in range(0, n, chunk):
            heaps = np.arange(start, min(n, start + chunk), dtype=np.int64)
            yield cached.prefix[np.where(heaps < n0, heaps, n0 + (heaps - n0) % p)]
        return
    engine = _Engine(
        rules,
        n,
        backing="file" if on_disk else "memory",
        checkpoint=checkpoint,
        threads=threads,
    )
    if announce is not None:
        announce(_memory_note(n, on_disk))
    clock = _Clock(n, engine.filled, announce)
    start = 0
    try:
        with _ProgressBar(n, progress, f"Grundy values of {rules.name}") as bar:
            bar.update(engine.filled)
            while start < n:
                if not engine.done:
                    bar.update(engine.step())
                    clock.tick(engine)
                ready = n if engine.proof is not None else engine.filled
                while start < ready and (ready - start >= chunk or ready == n):
                    stop = min(ready, start + chunk)
                    yield engine.values(start, stop)
                    start = stop
        if engine.checkpoint is not None:
            engine.checkpoint.unlink(missing_ok=True)  # finished: nothing left to resume
    finally:
        engine.close()


def _memory_note(n: int, on_disk: bool) -> str:
    """What a run of ``n`` values is expected to take in memory (and on disk)."""
    if on_disk:
        return (
            f"{n} values: about {_size(2 * (_WINDOW_FRONT + _WINDOW_RECENT + _MAX_BLOCK) + _BASE)}"
            " of memory (the program and a window of the values), and about "
            f"{_size(n)} to {_size(2 * n)} of disk for the "
            "values (1 or 2 bytes each) in a temporary file that is deleted at the end"
        )
    return (
        f"{n} values: at most about {_size(n + _BASE)} of memory (1 byte a value, 2 or more "
        "only if a value reaches 256)"
    )


class _Clock:
    """After a few seconds of a long run, announce the time it should take at the rate so far."""

    def __init__(self, limit: int, filled: int, announce: Callable[[str], None] | None) -> None:
        self.limit, self.first, self.announce = limit, filled, announce
        self.began = time.monotonic()

    def tick(self, engine: _Engine) -> None:
        elapsed = time.monotonic() - self.began
        if self.announce is None or elapsed < 3 or engine.done:
            return
        rate = (engine.filled - self.first) / elapsed
        left = (self.limit - engine.filled) / max(rate, 1.0)
        self.announce(
            f"{engine.filled} values in {elapsed:.0f} s ({rate / 1e6:.2f} million a second): "
            f"the {self.limit} values should take about {_duration(left)} more at that rate"
            + (" (less if a period is proved)" if engine.rules.covered else "")
        )
        self.announce = None


def _duration(seconds: float) -> str:
    """``_duration(4000)`` is ``'1.1 hours'``."""
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} minutes"
    return f"{seconds / 3600:.1f} hours"


def _checked_values(values: Iterable[int]) -> npt.NDArray[np.int64]:
    """``values`` as a one-dimensional int64 array, or an error naming them when they are not
    non-negative integers (checked before numpy, which would coerce or choke on them)."""
    problem = InvalidArgumentError(
        "values must be a one-dimensional sequence of non-negative integers, "
        f"got {reprlib.repr(values)}"
    )
    if isinstance(values, np.ndarray):
        arr = values
    else:
        items = check_iterable(values, "values", error=InvalidArgumentError)
        if any(isinstance(v, bool) or not isinstance(v, (int, np.integer)) for v in items):
            raise problem
        try:
            arr = np.asarray(items, dtype=np.int64)
        except OverflowError:
            raise problem from None
    if arr.size and (arr.ndim != 1 or arr.dtype.kind not in "iu" or arr.min() < 0):
        raise problem
    return arr.astype(np.int64)


def find_period(values: Iterable[int]) -> Period | None:
    """Return the smallest period and preperiod that a finite table supports, or ``None``.

    A pair ``(n0, p)`` is *accepted* when ``values[n + p] == values[n]`` for all
    ``n0 <= n < N - p`` (``N = len(values)``) and ``N >= 2*n0 + 2*p``: the table is at least twice as long as
    the preperiod plus one period (after the first ``n0 + p`` values, ``n0 + p`` more). This is
    the Guy–Smith bound of :func:`octal_period` with ``t = 0``; for a finite table it
    is evidence, not proof. The smallest accepted ``p`` is returned with its smallest
    ``n0``; it is the fundamental period (a smaller period would also be accepted).

    Parameters
    ----------
    values : sequence of int
        A table, for example from :func:`grundy_sequence`.

    Returns
    -------
    Period or None
        ``Period(preperiod, period)``, or ``None`` when no pair is accepted.

    Examples
    --------
    >>> find_period([5, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    Period(preperiod=1, period=3)
    >>> find_period([0, 1, 2, 3]) is None
    True
    >>> import grundylib as gl
    >>> find_period(gl.grundy_sequence(gl.Kayles(), 300))
    Period(preperiod=71, period=12)
    """
    arr = _checked_values(values)
    if arr.size == 0:
        return None
    n0, p, _ = _kernels.accepted_period(arr, 0)
    return None if p < 0 else Period(int(n0), int(p))


class ArithmeticPeriod(NamedTuple):
    """An eventual arithmetic period: ``values[n + period] == values[n] + saltus`` for ``n >= preperiod``.

    ``saltus == 0`` is ordinary periodicity (:class:`Period`).
    """

    preperiod: int
    period: int
    saltus: int


def find_arithmetic_period(values: Iterable[int]) -> ArithmeticPeriod | None:
    """Return the smallest arithmetic period, its preperiod and saltus that a table supports.

    A triple ``(n0, p, s)`` with ``s >= 0`` is *accepted* when ``values[n + p] ==
    values[n] + s`` for all ``n0 <= n < N - p`` (``N = len(values)``) and
    ``N >= 2*n0 + 2*p``: the same evidence rule as :func:`find_period`, whose pairs are
    the triples with ``s = 0``. The smallest accepted ``p`` is returned with its smallest
    ``n0`` (the saltus is then fixed by the data). A sequence that is periodic from
    ``n0`` has an arithmetic period no longer than its period, so when this function
    returns ``s = 0`` it returns what :func:`find_period` returns. For a finite table this
    is evidence, not proof.

    Parameters
    ----------
    values : sequence of int
        A table of non-negative integers, for example from :func:`grundy_sequence`.

    Returns
    -------
    ArithmeticPeriod or None
        ``ArithmeticPeriod(preperiod, period, saltus)``, or ``None`` when no triple is
        accepted.

    Raises
    ------
    InvalidArgumentError
        If ``values`` is not a one-dimensional sequence of non-negative integers.

    See Also
    --------
    find_period : the same search with saltus 0.

    Examples
    --------
    >>> import grundylib as gl
    >>> find_arithmetic_period(gl.grundy_sequence("4.[3]", 40, progress=False))
    ArithmeticPeriod(preperiod=1, period=4, saltus=4)
    >>> find_arithmetic_period([5, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    ArithmeticPeriod(preperiod=1, period=3, saltus=0)
    >>> find_arithmetic_period([0, 1, 2, 3])
    ArithmeticPeriod(preperiod=0, period=1, saltus=1)
    >>> find_arithmetic_period([3, 1, 2, 0]) is None
    True
    >>> find_arithmetic_period([0, 1.5])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: values must be a one-dimensional sequence of non-negative integers, got [0, 1.5]

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 1, ch. 4 (Lasker's Nim; arithmetic periodicity).
    .. [2] R. J. Nowakowski, "Unsolved problems in combinatorial games", in *Games of
       No Chance 5*, MSRI Publ. 70 (2019) (arithmetic-periodic octal games).
    """
    arr = _checked_values(values)
    if arr.size == 0:
        return None
    n = int(arr.size)
    for p in range(1, n // 2 + 1):
        diff = arr[p:] - arr[:-p]  # diff[i] = values[i + p] - values[i], i < N - p
        s = int(diff[-1])
        if s < 0:
            continue
        bad = np.flatnonzero(diff != s)
        n0 = int(bad[-1]) + 1 if bad.size else 0
        if 2 * n0 + 2 * p <= n:
            return ArithmeticPeriod(n0, p, s)
    return None


def octal_period(
    code: str | HeapGame,
    max_n: int = 10**7,
    *,
    progress: bool | None = None,
    checkpoint: str | os.PathLike[str] | None = None,
    announce: Callable[[str], None] | None = None,
    threads: int | None = None,
) -> OctalPeriod:
    """Compute Grundy values until the Guy–Smith theorem proves the period, and stop.

    **Theorem** (Guy and Smith 1956). Let every move of a heap game remove at most ``t``
    counters from one heap and leave at most two heaps, the two heaps of a split being
    non-empty and of any sizes (an octal code whose last non-zero digit is at position
    ``t``; a first digit of 4 splits a heap without removing counters and ``t`` still
    counts from the point; a subtraction game is the code with digit 3 at each take).
    If ``n0 >= 1``, ``p >= 1`` and ``g(n + p) = g(n)`` for all ``n0 <= n < 2*n0 + p + t``,
    then ``g(n + p) = g(n)`` for every ``n >= n0``. The proof pairs each option of
    ``n + p`` with one of ``n``: a single heap ``m`` with ``m - p``, and a split whose
    larger part is ``b`` with the same split with ``b - p``; the bound makes
    ``b - p >= n0``, and ``n0 >= 1`` keeps ``b - p`` a legal non-empty heap. With
    ``n0 = 0`` the pairing fails (``0.4`` has ``g = 0`` for heaps 0 to 2, yet
    ``g(3) = 1``), so the check always starts from ``max(n0, 1)``; only a game with no
    splitting move (a subtraction game, ``0.3``, ``0.33``, ...) may start it from 0.
    After the check, the reported preperiod is the smallest ``n0`` the values show
    (0 when also ``g(p) = g(0)``), and ``proved_at = 2*max(n0, 1) + 2*p + t`` is the
    number of values checked (``2*n0 + 2*p + t`` without splits). The proof is offered
    exactly where this hypothesis holds: finite octal codes (digits 0-7, no ``!``) and
    subtraction games. It is refused, with :class:`~grundylib.InvalidCodeError` and the
    reason, for CGSuite's ``!`` (``"4!.0"``, Grundy's game: forbidding equal parts breaks
    the pairing of splits), for hexadecimal digits that leave three heaps (``"0.F"``:
    the theorem is stated for two), for codes whose ``[...]`` block repeats for ever
    (``"0.[3]"``, ``"4.[3]"``: no last digit ``t``), and for other rulesets such as
    :class:`~grundylib.LaskersNim`.

    Parameters
    ----------
    code : str or HeapGame
        An octal code (``"0.77"``), an :class:`~grundylib.OctalGame` such as
        ``gl.DawsonsKayles()``, or a :class:`~grundylib.SubtractionGame`.
    max_n : int
        Give up after this many values (default ``10**7``). The values are kept in one byte
        each while they fit, so ``max_n`` is limited by the memory available now (about
        ``max_n`` bytes; :func:`memory_needed`) and by :data:`MAX_SEQUENCE_LENGTH`.
    progress : bool or None
        As in :func:`grundy_sequence`.
    checkpoint : str or path, optional
        As in :func:`grundy_sequence`: a file the search saves to every minute and resumes
        from after an interruption, with the same result (deleted when the search ends).
    announce : callable, optional
        Called with a line of text on the expected memory at the start and, after a few
        seconds, the expected time at the rate so far (the command line prints them).
    threads : int or None
        As in :func:`grundy_sequence`: ``None`` (default) every core when it pays.

    Returns
    -------
    OctalPeriod
        The smallest preperiod ``n0`` (``g(n + p) = g(n)`` for all ``n >= n0``; for
        Kayles the last exceptional value is at 70, so ``n0 = 71``), the fundamental
        period ``p``, and ``proved_at``; or ``preperiod = period = None`` when the bound
        was not met within ``max_n`` values.

    Examples
    --------
    >>> r = octal_period("0.77")
    >>> r.preperiod, r.period, r.proved_at
    (71, 12, 168)
    >>> print(octal_period(".137"))
    0.137: preperiod 52, period 34 (proved with 175 values)
    >>> print(octal_period("0.6", max_n=2000))
    0.6: not proved up to 2000
    >>> import grundylib as gl
    >>> octal_period(gl.GrundysGame())
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidCodeError: code must be a finite octal code or a subtraction game; the Guy–Smith periodicity theorem does not cover GrundysGame()
    >>> octal_period("0.[3]")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidCodeError: code must be a finite octal code or a subtraction game; the Guy–Smith periodicity theorem does not cover '0.[3]': its last digits repeat for ever, so a move may remove any number of counters

    References
    ----------
    .. [1] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc.
       Cambridge Philos. Soc. 52 (1956), 514-526.
    .. [2] Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 4 (the periodicity
       theorem for octal games).
    .. [3] A. Gangolli and T. Plambeck, "A note on periodicity in some octal games",
       Int. J. Game Theory 18 (1989), 311-320 (0.16: preperiod 105351, period 149459).
    """
    given = code
    if isinstance(code, str):
        code = OctalGame(code)
    reason = _period_unprovable(code)
    if reason is not None:
        raise InvalidCodeError(
            "code must be a finite octal code or a subtraction game; the Guy–Smith "
            f"periodicity theorem does not cover {shorten(given)}"
            + (f": {reason}" if reason else "")
        )
    rules = _rules_of(code) if isinstance(code, HeapGame) else None
    assert rules is not None  # _period_unprovable checked it
    if isinstance(max_n, bool) or not isinstance(max_n, int) or max_n < 1:
        raise InvalidArgumentError(
            f"max_n must be a positive integer (at most {MAX_SEQUENCE_LENGTH}), got {shorten(max_n)}"
        )
    max_n = _check_length(max_n, "max_n")
    values, proof = _search(
        rules, max_n, progress, checkpoint, announce=announce, threads=_check_threads(threads)
    )
    if proof is None:
        return OctalPeriod(rules.name, None, None, None, int(values.shape[0]))
    n0, p, need = proof
    return OctalPeriod(rules.name, n0, p, need, max(need, int(values.shape[0])))


def _compiled_heap_grundy(game: HeapGame, heap: int, max_positions: int) -> int | None:
    """The value of a large heap from the compiled sequence, or ``None`` if there is none.

    Registered with the search engine below (see the module docstring).

    Examples
    --------
    >>> import grundylib as gl
    >>> _compiled_heap_grundy(gl.OctalGame("0.07"), 1500, 10**6)  # Dawson's Kayles
    2
    >>> int(gl.grundy_sequence(gl.OctalGame("0.07"), 1501, method="reference")[1500])
    2
    >>> _compiled_heap_grundy(gl.OctalGame("4.[3]"), 1500, 10**6)  # Lasker's Nim, a repeating code
    1499
    >>> gl.laskers_nim_grundy(1500)
    1499
    >>> _compiled_heap_grundy(gl.Nim(), 1500, 10**6) is None
    True
    """
    if _rules_of(game) is None and _take_break_code(game) is None:
        return None
    if heap >= max_positions or heap >= MAX_SEQUENCE_LENGTH:
        raise limit_passed(max_positions, heap)  # the heaps 0..heap are positions
    return int(grundy_sequence(game, heap + 1, progress=False)[heap])


register_compiled_heap_grundy(_compiled_heap_grundy)
