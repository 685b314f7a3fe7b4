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

import reprlib
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
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
    from . import _kernels, _take_break_kernels
else:  # numba is loaded by the first compiled call
    _kernels = CompiledModule("grundylib._kernels")
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
    "octal_period",
]

MAX_SEQUENCE_LENGTH = 10**8
"""The longest sequence :func:`grundy_sequence` computes. The computation stores 2 bytes a
heap while the values fit in 16 bits (200 MB for 10**8 heaps; wider only once a value does not),
and that is what ``compact=True`` returns; the default int64 result takes 8 bytes a heap more."""

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
            and bool(np.array_equal(values[m : need - p], values[m + p : need]))
            and (n0 == 0 or values[n0 - 1] != values[n0 - 1 + p])
            and bool(np.array_equal(values[n0 : m + p], values[n0 + p : m + 2 * p]))
        )
        if not checked:
            raise RuntimeError(
                f"internal error: the period ({n0}, {p}) of {rules.name} does not satisfy "
                "the periodicity theorem's hypothesis; please report this"
            )
        proof = _Proof(n0, p, need, values[: n0 + p].copy())
        self._proofs[rules.key] = proof
        return proof


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


def _check_length(n: Any, name: str) -> int:
    if (
        isinstance(n, bool)
        or not isinstance(n, (int, np.integer))
        or not 0 <= n <= MAX_SEQUENCE_LENGTH
    ):
        raise InvalidArgumentError(
            f"{name} must be an integer from 0 to {MAX_SEQUENCE_LENGTH}, got {shorten(n)}"
        )
    return int(n)


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
        if (self.bar is None and self.enabled and (self.done < self.total or self.forced)
                and time.monotonic() >= self.deadline):
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
"""Each later call computes ``filled // _BLOCK_FRACTION`` more heaps (a quarter), then looks
for a period: the checks (linear in the heaps computed) cost a small constant factor in all,
and a proof is found within a quarter of the length it needs (at that very length when a
candidate period is pending). The kernel keeps its sparse space from one call to the next,
so a call costs nothing proportional to the heaps already computed. These two constants fix
the lengths at which periods are looked for, hence ``searched`` in :class:`OctalPeriod` and
the census table; they never change a value."""

_WIDER = {np.dtype(np.uint16): np.uint32, np.dtype(np.uint32): np.uint64}
"""The next storage type when a value does not fit: values start as uint16."""


def _compact(values: Values) -> Compact:
    """Return ``values`` (non-negative) in the first of uint16, uint32, uint64 that holds them."""
    top = int(values.max()) if values.size else 0
    for dtype in (np.uint16, np.uint32):
        if top <= np.iinfo(dtype).max:
            return values.astype(dtype)
    return values.astype(np.uint64)


def _search(
    rules: _Rules, limit: int, progress: bool | None
) -> tuple[npt.NDArray[np.unsignedinteger[Any]], tuple[int, int, int] | None]:
    """Compute values up to ``limit``, stopping early when a period is proved.

    The values are stored in the smallest type that holds them: uint16, widened to uint32
    (then uint64) when a value needs it. The array is allocated at its full length at once
    (the pages the computation does not reach are never touched, so they take no memory).
    """
    cached = _PROOFS.get(rules)
    if cached is not None and cached.proved_at <= limit:
        return cached.prefix, (cached.preperiod, cached.period, cached.proved_at)
    g: npt.NDArray[Any] = np.zeros(limit, dtype=np.uint16)
    state = np.zeros(5, dtype=np.int64)  # the kernel's sparse space, kept between calls
    rare = np.empty(1024, dtype=np.uint32)
    rare_value = np.empty(1024, dtype=g.dtype)
    filled = 0
    hint = -1
    kappa = _split_parity(rules)
    with _ProgressBar(limit, progress, f"Grundy values of {rules.name}") as bar:
        while filled < limit:
            stop = min(limit, filled + max(_FIRST_HEAPS, filled // _BLOCK_FRACTION))
            if hint > filled:
                stop = min(stop, hint)
            reached, _, rare, rare_value = _kernels.take_break_run(
                g,
                filled,
                stop,
                rules.whole,
                rules.single,
                rules.split,
                rules.unequal,
                kappa,
                True,
                min(int(np.iinfo(g.dtype).max) + 1, 2**63 - 1),
                state,
                rare,
                rare_value,
            )
            if reached < stop:  # a value needs a wider type: widen and go on from there
                wider = np.zeros(limit, dtype=_WIDER[g.dtype])
                wider[:reached] = g[:reached]
                g = wider
                state[0] = 0  # the kernel starts afresh from the widened values
                rare_value = np.empty(rare.shape[0], dtype=g.dtype)
                bar.update(reached - filled)
                filled = reached
                continue
            bar.update(stop - filled)
            filled = stop
            if rules.covered:
                n0, p, need = _kernels.accepted_period(g[:filled], rules.last, rules.min_preperiod)
                if p > 0:
                    proof = _PROOFS.remember(rules, g[:filled], int(n0), int(p))
                    return g[:filled], (proof.preperiod, proof.period, proof.proved_at)
                hint = int(need)
    return g[:filled], None


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
) -> Values: ...


@overload
def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: Literal[True],
) -> Compact: ...


@overload
def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: bool,
) -> Values | Compact: ...


def grundy_sequence(
    game: HeapGame | str,
    n: int,
    *,
    progress: bool | None = None,
    method: Literal["auto", "reference"] = "auto",
    compact: bool = False,
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
        How many values, ``0 <= n <= MAX_SEQUENCE_LENGTH`` (``10**8``).
    progress : bool or None
        ``None`` (default): a tqdm progress bar appears if the work takes over 2 s;
        ``True``: show it at once; ``False``: never.
    method : {"auto", "reference"}
        ``"reference"`` forces the pure-Python mex of ``heap_options`` (no compiled
        code, no closed forms, no periods): the ground truth the tests compare with.
    compact : bool
        ``False`` (default): int64 values. ``True``: the values in the smallest of
        uint16, uint32 and uint64 that holds them, the type the computation stores them
        in (so nothing is copied): a quarter of the memory, 200 MB for ``10**8`` values
        instead of 800 MB. Compare or add them as int64 (``values.astype(np.int64)``)
        where the arithmetic could overflow.

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
    >>> small = gl.grundy_sequence("0.6", 10**5, compact=True)
    >>> small.dtype, small.nbytes, bool((small == gl.grundy_sequence("0.6", 10**5)).all())
    (dtype('uint16'), 200000, True)
    >>> gl.grundy_sequence(gl.Kayles(), -1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: n must be an integer from 0 to 100000000, got -1

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, vol. 1,
       ch. 4, "Sparse Space Spells Speed".
    .. [2] A. Gangolli and T. Plambeck, "A note on periodicity in some octal games",
       Int. J. Game Theory 18 (1989), 311-320.
    """
    n = _check_length(n, "n")
    if isinstance(game, str):
        game = OctalGame(game)
    if not isinstance(game, HeapGame):
        raise InvalidArgumentError(f"game must be a HeapGame or an octal code, got {shorten(game)}")
    if method not in ("auto", "reference"):
        raise InvalidArgumentError(f"method must be 'auto' or 'reference', got {method!r}")
    if not isinstance(compact, bool):
        raise InvalidArgumentError(f"compact must be True or False, got {shorten(compact)}")
    rules = None if method == "reference" else _rules_of(game)
    if rules is None:
        values = _general_sequence(game, n, progress) if method == "auto" else None
        if values is None:
            values = _reference_sequence(game, n, progress, use_known=method == "auto")
        return _compact(values) if compact else values
    stored, proof = _search(rules, n, progress)
    if proof is None:
        return stored[:n] if compact else stored[:n].astype(np.int64)
    n0, p, _ = proof
    return _tile(stored, n0, p, n, stored.dtype if compact else np.int64)


_PLAIN_HEAPS = 256
"""Up to this many heaps the command line computes in plain Python (a few tenths of a second at
most) rather than load numba and the compiled kernels, which takes seconds on a first call."""


def _sequence_chunks(
    game: HeapGame | str, n: int, *, chunk: int = 2**20, progress: bool | None = None
) -> Iterator[npt.NDArray[np.integer[Any]]]:
    """Yield the values of heaps ``0..n-1`` as consecutive arrays of at most ``chunk`` values.

    The values are those of :func:`grundy_sequence` (same checks, same errors), but no
    array of ``n`` int64 values is built: past a proved period each chunk is read from
    the values ``g(0..n0+p-1)`` that the proof keeps, in their compact dtype. The
    command line streams ``sequence CODE N`` through this.

    Examples
    --------
    >>> [c.tolist() for c in _sequence_chunks("0.77", 10, chunk=4)]
    [[0, 1, 2, 3], [1, 4, 3, 2], [1, 4]]
    """
    n = _check_length(n, "n")
    if isinstance(game, str):
        game = OctalGame(game)
    if not isinstance(game, HeapGame):
        raise InvalidArgumentError(f"game must be a HeapGame or an octal code, got {shorten(game)}")
    rules = _rules_of(game)
    values: npt.NDArray[np.integer[Any]]
    proof: tuple[int, int, int] | None = None
    if n <= _PLAIN_HEAPS:  # faster than loading the compiled kernels
        values = _reference_sequence(game, n, progress, True)
    elif rules is None:
        general = _general_sequence(game, n, progress)
        values = general if general is not None else _reference_sequence(game, n, progress, True)
    else:
        values, proof = _search(rules, n, progress)
    for start in range(0, n, chunk):
        stop = min(n, start + chunk)
        if proof is None:
            yield values[start:stop]
        else:
            n0, p, _ = proof
            heaps = np.arange(start, stop, dtype=np.int64)
            yield values[np.where(heaps < n0, heaps, n0 + (heaps - n0) % p)]


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
        Give up after this many values (default ``10**7``).
    progress : bool or None
        As in :func:`grundy_sequence`.

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
    if (
        isinstance(max_n, bool)
        or not isinstance(max_n, int)
        or not 1 <= max_n <= MAX_SEQUENCE_LENGTH
    ):
        raise InvalidArgumentError(
            f"max_n must be an integer from 1 to {MAX_SEQUENCE_LENGTH}, got {shorten(max_n)}"
        )
    values, proof = _search(rules, max_n, progress)
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
