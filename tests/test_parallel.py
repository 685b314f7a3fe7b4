"""The two-thread engine gives exactly the values of one thread.

What is tested
--------------
:mod:`grundylib._parallel` lets a helper thread mark, a block ahead, the pairs of the large
rare heaps and a window of pairs ``a >= 2B`` for the heaps of the next block, while
:func:`grundylib._kernels.take_break_run` computes the current block and reads those marks
(``far``). Every value must be the value one thread computes, so these tests compare, with
one and with two threads:

1. ``grundy_sequence`` on named rulesets (Grundy's game, Officers ``0.6`` whose values pass
   255 inside a threaded run so that storage widens from uint8 to uint16, codes with ``!``,
   ...) and on codes drawn with a fixed seed, at several block sizes; the sparse space is
   re-chosen at every power of two, which throws away a block the helper marked for the
   old space;
2. ``octal_period`` results on codes with known periods;
3. a threaded run interrupted through its checkpoint and resumed with one or two threads;
4. the streamed, file-backed path (``_sequence_chunks``);
5. the balance of work between the threads (``_Engine._balance``) and its bounds;
6. the checking of ``threads=`` (library and command line);
7. a busy ``_THREAD_LOCK`` (the computation stays on one thread);
8. ``default_threads()``.

Why the constants are patched
-----------------------------
A second thread starts only past ``_THREAD_MIN_RARE`` (192) rare heaps, with blocks of
``_THREAD_BLOCK`` (1024) heaps: at the few thousand heaps a fast test computes it would never
start. The fixture :func:`forced` lowers both, and counts the helper's calls and the kernel
calls that actually read marks made by the helper, so that a test whose threaded path
silently never ran fails instead of comparing one thread with itself.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import grundylib as gl
import grundylib._kernels as kernels_module
import grundylib._parallel as parallel_module
from grundylib import sequences
from grundylib.__main__ import main


@dataclass
class Counts:
    """What the threaded path did while a test ran."""

    helper: list[int] = field(default_factory=list)  # far_rare_marks calls (heaps marked)
    used: list[int] = field(default_factory=list)  # kernel calls that read the helper's marks
    threaded: list[tuple[int, int, int]] = field(default_factory=list)  # _run_threaded calls
    engines: list[Any] = field(default_factory=list)  # every engine that ran threaded

    def reset(self) -> None:
        self.helper.clear()
        self.used.clear()
        self.threaded.clear()
        self.engines.clear()

    @property
    def ran(self) -> bool:
        """Whether the helper marked pairs that the kernel then read."""
        return bool(self.helper) and bool(self.used)


def _force(monkeypatch: pytest.MonkeyPatch, block: int) -> Counts:
    """Start the second thread at small sizes (blocks of ``block``, one rare heap) and count."""
    counts = Counts()
    monkeypatch.setattr(sequences, "_THREAD_BLOCK", block)
    monkeypatch.setattr(sequences, "_THREAD_MIN_RARE", 1)
    monkeypatch.setattr(sequences, "_THREAD_MIN_HEAPS", 0)
    marks = parallel_module.far_rare_marks
    run = kernels_module.take_break_run
    run_threaded = sequences._Engine._run_threaded

    def counted_marks(*args: Any) -> Any:
        counts.helper.append(int(args[2]) - int(args[1]))  # list.append: safe across threads
        return marks(*args)

    def counted_run(*args: Any) -> Any:
        start, stop, far = args[1], args[2], args[13]
        far_first, far_last, win_lo, win_hi = args[14], args[15], args[16], args[17]
        # the kernel's use_far
        if (far_last > far_first or win_hi > win_lo) and far.shape[0] >= stop - start:
            counts.used.append(int(stop) - int(start))
        return run(*args)

    def counted_threaded(self: Any, start: int, stop: int, auto: bool) -> int:
        reached = run_threaded(self, start, stop, auto)
        counts.threaded.append((start, stop, reached))
        if not any(e is self for e in counts.engines):
            counts.engines.append(self)
        return reached

    monkeypatch.setattr(parallel_module, "far_rare_marks", counted_marks)
    monkeypatch.setattr(kernels_module, "take_break_run", counted_run)
    monkeypatch.setattr(sequences._Engine, "_run_threaded", counted_threaded)
    return counts


@pytest.fixture
def forced(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    """The threaded path forced at blocks of 64 heaps, with its counters."""
    gl.clear_cache()
    yield _force(monkeypatch, 64)
    gl.clear_cache()


def _values(game: gl.HeapGame | str, n: int, threads: int) -> np.ndarray:
    gl.clear_cache()  # a proved period would serve the values without computing them
    values = gl.grundy_sequence(game, n, compact=True, progress=False, threads=threads)
    gl.clear_cache()
    return values


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.dtype == b.dtype and np.array_equal(a, b)


# --- 1. values, one thread against two ---------------------------------------------------

NAMED: list[tuple[gl.HeapGame | str, int]] = [
    (gl.GrundysGame(), 30_000),
    ("0.6", 30_000),  # Officers: g = 285 < 2**16 at heap 10344, inside a threaded run
    ("0.16", 30_000),
    ("0.054", 20_000),
    ("0.104", 20_000),
    ("0.76", 20_000),  # passes 255 at heap 4321
    ("0.125", 20_000),  # passes 255 at heap 14222, sparse space with sigma = 1
    ("0.007", 20_000),  # passes 255 at heap 9168
    ("0.6!", 20_000),  # '!': the two parts must differ
    ("4!.235!", 20_000),
    ("0.335!", 20_000),
]

PROVED_EARLY: list[tuple[str, int]] = [("0.137", 5000), ("4.07", 5000)]
"""Periods proved within the first kernel calls: the threaded path never starts (checked)."""


@pytest.mark.parametrize("block", [16, 64, 257])
@pytest.mark.parametrize(("game", "n"), NAMED, ids=[str(g) for g, _ in NAMED])
def test_two_threads_give_the_values_of_one(
    game: gl.HeapGame | str, n: int, block: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    counts = _force(monkeypatch, block)
    expected = _values(game, n, 1)
    assert not counts.helper and not counts.threaded  # threads=1 never starts a helper
    got = _values(game, n, 2)
    assert _same(got, expected)
    assert counts.ran, "the threaded path never ran: the comparison proves nothing"


@pytest.mark.parametrize(("code", "n"), PROVED_EARLY)
def test_codes_proved_early_stay_on_one_thread_with_the_same_values(
    code: str, n: int, forced: Counts
) -> None:
    expected = _values(code, n, 1)
    assert _same(_values(code, n, 2), expected)
    gl.clear_cache()
    assert gl.octal_period(code, n, progress=False, threads=1).proved_at < 256
    gl.clear_cache()
    assert not forced.threaded  # proved by the first kernel call, before threads could pay


def test_widening_and_a_new_sparse_space_inside_a_threaded_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Officers: the helper's block is thrown away when the sparse space is re-chosen at a
    # power of two, and when a value needs 2 bytes (the run stops at that heap, widens the
    # storage and goes on); both must happen inside threaded runs here
    counts = _force(monkeypatch, 64)
    started: list[int] = []
    read: list[int] = []
    start, arguments = sequences._FarBlock.start.__func__, sequences._FarBlock.kernel_arguments  # type: ignore[attr-defined]

    def counted_start(cls: Any, *args: Any) -> Any:
        started.append(1)
        return start(cls, *args)

    def counted_arguments(self: Any) -> Any:
        read.append(1)
        return arguments(self)

    monkeypatch.setattr(sequences._FarBlock, "start", classmethod(counted_start))
    monkeypatch.setattr(sequences._FarBlock, "kernel_arguments", counted_arguments)
    n = 30_000
    expected = _values("0.6", n, 1)
    assert expected.dtype == np.uint16 and int(np.flatnonzero(expected > 255)[0]) == 10344
    got = _values("0.6", n, 2)
    assert _same(got, expected)
    stopped = [(a, b, r) for a, b, r in counts.threaded if r < b]
    assert [r for _, _, r in stopped] == [10344]  # one threaded run stopped, to widen, at 10344
    assert len(started) - len(read) >= 3  # blocks discarded: the widening and new spaces


def _draw(rng: random.Random) -> tuple[str, int]:
    """A random octal code (digits 0-7, first 0 or 4, '!' on every splitting digit at times)
    and a length."""
    first = rng.choice("0004")
    digits = [rng.choice("012345676767") for _ in range(rng.randint(1, 3))]
    digits[-1] = rng.choice("1234567")
    bang = rng.random() < 0.25

    def mark(d: str) -> str:
        return d + ("!" if bang and int(d) & 4 else "")

    return mark(first) + "." + "".join(map(mark, digits)), rng.randint(3000, 30_000)


_RNG = random.Random(20261126)
RANDOM_CODES = [_draw(_RNG) for _ in range(22)]


def test_random_codes_give_the_same_values_on_two_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    counts = _force(monkeypatch, 32)
    threaded = 0
    for code, n in RANDOM_CODES:
        game = gl.OctalGame(code)
        rules = sequences._rules_of(game)
        assert rules is not None, code  # every one runs on the sparse-space engine
        counts.reset()
        expected = _values(code, n, 1)
        covered = sequences._period_unprovable(game) is None
        searched = gl.octal_period(code, n, progress=False, threads=1).searched if covered else n
        gl.clear_cache()
        got = _values(code, n, 2)
        assert _same(got, expected), code
        if counts.ran:
            threaded += 1
        elif rules.split.size and searched > 2048:
            # a long run with splits: the helper must have started unless no heap is rare
            assert all(int(e.state[3]) == 0 for e in counts.engines), code
    assert threaded >= 6, f"only {threaded} of {len(RANDOM_CODES)} codes ran threaded"


def test_a_subtraction_game_has_no_splits_and_stays_on_one_thread(forced: Counts) -> None:
    game = gl.SubtractionGame({1, 4, 9})
    assert _same(_values(game, 20_000, 2), _values(game, 20_000, 1))
    assert not forced.threaded


@pytest.mark.parametrize(("window", "share"), [(0, 0), (1, 0), (7, 3), (2**16, 0), (64, 10**6)])
def test_any_starting_window_and_share_give_the_same_values(
    window: int, share: int, forced: Counts, monkeypatch: pytest.MonkeyPatch
) -> None:
    init = sequences._Engine.__init__

    def start_at(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        self.window, self.share = window, share

    monkeypatch.setattr(sequences._Engine, "__init__", start_at)
    for game in (gl.GrundysGame(), "0.6"):
        expected = _values(game, 20_000, 1)
        forced.reset()
        assert _same(_values(game, 20_000, 2), expected), game
        assert forced.helper  # the helper ran (with share past every rare heap it may not be read)


# --- 2. octal_period ----------------------------------------------------------------------

PERIODS = [
    ("0.77", 10**5, (71, 12, 168)),
    ("0.07", 10**5, (53, 34, 176)),
    ("0.137", 10**5, (52, 34, 175)),
    ("0.644", 10**5, (3256, 442, 7399)),
    ("0.156", 10**5, (3479, 349, 7659)),
    ("0.165", 10**5, (5181, 1550, 13465)),
    ("0.356", 10**5, (7315, 142, 14917)),
    ("0.16", 600_000, (105351, 149459, 509622)),
    ("0.6", 20_000, (None, None, None)),
]


@pytest.mark.parametrize(("code", "max_n", "known"), PERIODS, ids=[c for c, _, _ in PERIODS])
def test_octal_period_is_the_same_on_two_threads(
    code: str, max_n: int, known: tuple[int | None, ...], forced: Counts
) -> None:
    gl.clear_cache()
    one = gl.octal_period(code, max_n, progress=False, threads=1)
    gl.clear_cache()
    assert not forced.helper
    two = gl.octal_period(code, max_n, progress=False, threads=2)
    gl.clear_cache()
    assert two == one
    assert (one.preperiod, one.period, one.proved_at) == known
    if one.searched > 4096:
        assert forced.helper, "the threaded path never ran"
        # (0.356 has 6 rare heaps, all below 2B = 128: the helper marks only the window
        # of pairs, and the kernel reads it)
        assert forced.used


# --- 3. checkpoints -----------------------------------------------------------------------


def _interrupt(game: gl.HeapGame | str, n: int, path: Path, blocks: int, threads: int) -> bool:
    """Stop a run after ``blocks`` blocks as Ctrl-C would; False if it finished first."""
    rules = sequences._rules_of(gl.OctalGame(game) if isinstance(game, str) else game)
    assert rules is not None
    gl.clear_cache()
    try:
        sequences._search(
            rules, n, False, path, stop_after=blocks, checkpoint_every=0.0, threads=threads
        )
    except KeyboardInterrupt:
        return True
    finally:
        gl.clear_cache()
    return False


@pytest.mark.parametrize("game", [gl.GrundysGame(), "0.6", "0.007", "0.6!"], ids=str)
def test_an_interrupted_threaded_run_resumes_to_the_same_values(
    game: gl.HeapGame | str, tmp_path: Path, forced: Counts
) -> None:
    n = 30_000
    path = tmp_path / "run.npz"
    expected = _values(game, n, 1)
    for blocks in (3, 8, 14):
        for first, then in ((2, 2), (2, 1), (1, 2)):
            forced.reset()
            assert _interrupt(game, n, path, blocks, first) and path.exists()
            got = _values_from(game, n, path, then)
            assert _same(got, expected), (blocks, first, then)
            assert not path.exists()
            assert forced.ran  # before the interruption, after it, or both
    # the octal_period path resumes too
    if isinstance(game, str) and sequences._period_unprovable(gl.OctalGame(game)) is None:
        gl.clear_cache()
        reference = gl.octal_period(game, n, progress=False, threads=1)
        assert _interrupt(game, n, path, 9, 2)
        assert gl.octal_period(game, n, progress=False, checkpoint=path, threads=2) == reference
        gl.clear_cache()


def _values_from(game: gl.HeapGame | str, n: int, path: Path, threads: int) -> np.ndarray:
    gl.clear_cache()
    values = gl.grundy_sequence(
        game, n, compact=True, progress=False, checkpoint=path, threads=threads
    )
    gl.clear_cache()
    return values


# --- 4. the streamed, file-backed path ----------------------------------------------------


def _stream(game: gl.HeapGame | str, n: int, **kwargs: Any) -> np.ndarray:
    chunks = sequences._sequence_chunks(game, n, chunk=1000, progress=False, **kwargs)
    return np.concatenate([c.astype(np.int64) for c in chunks])


@pytest.mark.parametrize("game", [gl.GrundysGame(), "0.6", "0.16", "0.007", "0.6!"], ids=str)
def test_the_file_backed_stream_gives_the_same_values_on_two_threads(
    game: gl.HeapGame | str, forced: Counts, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    n = 30_000
    expected = _values(game, n, 1).astype(np.int64)
    monkeypatch.setattr(sequences, "_IN_MEMORY_BYTES", 0)  # as tests/test_sequences_long.py
    monkeypatch.setattr(sequences, "_WINDOW_FRONT", 1024)
    monkeypatch.setattr(sequences, "_WINDOW_RECENT", 2048)
    monkeypatch.setattr(sequences, "_WINDOW_AUTO", 4096)
    monkeypatch.setattr(sequences, "_MAX_BLOCK", 3000)
    notes: list[str] = []
    got = _stream(game, n, announce=notes.append, threads=2)
    gl.clear_cache()
    assert np.array_equal(got, expected)
    assert notes and "temporary file" in notes[0]
    assert forced.ran
    assert all(e.backing == "file" for e in forced.engines)
    # and through a checkpoint: interrupted with two threads, streamed on with two
    path = tmp_path / "run.npz"
    assert _interrupt(game, n, path, 10, 2)
    assert np.array_equal(_stream(game, n, checkpoint=path, threads=2), expected)
    gl.clear_cache()


# --- 5. balance ---------------------------------------------------------------------------


@pytest.mark.parametrize("block", [16, 257])
def test_window_and_share_stay_in_bounds(block: int, monkeypatch: pytest.MonkeyPatch) -> None:
    counts = _force(monkeypatch, block)
    # above the starting window (1024), small enough to be reached
    monkeypatch.setattr(sequences, "_THREAD_MAX_WINDOW", 1500)
    seen: list[tuple[int, int]] = []
    balance = sequences._Engine._balance

    def recorded(self: Any, own: float, helper: float, first: int) -> None:
        balance(self, own, helper, first)
        seen.append((self.window, self.share))

    monkeypatch.setattr(sequences._Engine, "_balance", recorded)
    for game in (gl.GrundysGame(), "0.6", "0.16"):
        expected = _values(game, 30_000, 1)
        assert _same(_values(game, 30_000, 2), expected)
    assert counts.ran and seen
    for window, share in seen:
        assert 0 <= window <= 1500 and share >= 0


def _engine() -> Any:
    rules = sequences._rules_of(gl.OctalGame("0.6"))
    assert rules is not None
    return sequences._Engine(rules, 10, threads=2)


def test_balance_moves_work_to_the_faster_thread() -> None:
    engine = _engine()
    cap = sequences._THREAD_MAX_WINDOW
    engine.window, engine.share = 1024, 0
    # helper slower: its window shrinks by an eighth at a time, share untouched ...
    windows = [engine.window]
    while engine.window > 0:
        engine._balance(1.0, 2.0, 40)
        assert engine.share == 0
        assert engine.window < windows[-1]
        windows.append(engine.window)
    assert windows[1] == 1024 * 7 // 8
    # ... then, window empty, rare heaps move back to this thread: share grows
    engine._balance(1.0, 2.0, 40)
    assert (engine.window, engine.share) == (0, 48)
    engine._balance(1.0, 2.0, 48)
    assert (engine.window, engine.share) == (0, 56)
    # helper faster: share shrinks first (window stays empty) ...
    engine._balance(2.0, 1.0, 56)
    assert (engine.window, engine.share) == (0, 48)
    engine._balance(2.0, 1.0, 5)
    assert (engine.window, engine.share) == (0, 0)
    # ... then the window grows, from 64, by an eighth at a time, up to the cap
    engine._balance(2.0, 1.0, 0)
    assert (engine.window, engine.share) == (64, 0)
    engine._balance(2.0, 1.0, 0)
    assert (engine.window, engine.share) == (72, 0)
    for _ in range(200):
        engine._balance(2.0, 1.0, 0)
        assert 0 < engine.window <= cap and engine.share == 0
    assert engine.window == cap
    # within 5% of each other: nothing moves
    engine.window, engine.share = 500, 7
    engine._balance(1.0, 1.04, 7)
    engine._balance(1.0, 0.96, 7)
    assert (engine.window, engine.share) == (500, 7)


def test_threads_pay_only_with_splits_rare_heaps_or_slow_heaps() -> None:
    engine = _engine()
    engine.state[0], engine.state[3] = 1, sequences._THREAD_MIN_RARE
    engine.filled = sequences._THREAD_MIN_HEAPS - 1
    assert not engine._threads_pay()  # a short computation stays on one thread
    engine.filled = sequences._THREAD_MIN_HEAPS
    assert engine._threads_pay()
    engine.threads = 1
    assert not engine._threads_pay()
    engine.threads = 2
    engine.state[0] = 0  # the kernel's state not ready yet (first call, or after widening)
    assert not engine._threads_pay()
    engine.state[0], engine.state[3] = 1, sequences._THREAD_MIN_RARE - 1
    assert not engine._threads_pay()  # few rare heaps, rate unknown
    engine.one_thread_rate = sequences._THREAD_MAX_RATE / 2  # slow heaps
    assert engine._threads_pay()
    engine.rate = sequences._THREAD_MAX_RATE * 2  # two threads made them fast: stay on two
    assert engine._threads_pay()
    engine.one_thread_rate = sequences._THREAD_MAX_RATE * 2  # fast heaps on one thread
    assert not engine._threads_pay()
    rules = sequences._rules_of(gl.SubtractionGame({1, 4, 9}))
    assert rules is not None
    plain = sequences._Engine(rules, 10, threads=2)
    plain.state[0], plain.state[3] = 1, 10**6
    plain.filled = sequences._THREAD_MIN_HEAPS
    assert not plain._threads_pay()  # no splitting move: nothing for a helper


def test_slow_heaps_are_judged_by_the_rate_on_one_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step on two threads sets the rate that sizes the next call, but not the rate that
    decides whether two threads pay: a faster two-thread rate must not send the next step
    back to one thread."""
    rules = sequences._rules_of(gl.OctalGame("0.6"))
    assert rules is not None
    engine = sequences._Engine(rules, 4000, threads=2)

    def slow_run(self: Any, start: int, stop: int, *args: Any) -> int:
        time.sleep(0.15)
        self.g[start:stop] = 0  # the values do not matter here
        return stop

    monkeypatch.setattr(sequences._Engine, "_run", slow_run)
    monkeypatch.setattr(sequences._Engine, "_run_threaded", slow_run)
    monkeypatch.setattr(sequences._Engine, "_threads_pay", lambda self: False)
    monkeypatch.setattr(sequences, "_PROOFS", sequences.ProofCache())  # zeros "prove" a period
    engine.step()
    assert 0 < engine.one_thread_rate == engine.rate
    one = engine.one_thread_rate
    monkeypatch.setattr(sequences._Engine, "_threads_pay", lambda self: True)
    engine.rate = 0.0
    engine.step()
    assert engine.rate > 0  # measured on two threads: it sizes the next call ...
    assert engine.one_thread_rate == one  # ... but does not count as a rate on one thread


# --- 6. bad input -------------------------------------------------------------------------

BAD = [0, -1, 1.5, True, "2"]


@pytest.mark.parametrize("threads", BAD, ids=repr)
@pytest.mark.parametrize(
    "game",
    ["0.6", gl.GrundysGame(), gl.SubtractionGame({1, 4}), "4.[3]", "0.F", gl.Nim()],
    ids=repr,
)
def test_grundy_sequence_refuses_a_bad_threads(game: Any, threads: Any) -> None:
    message = f"threads must be None or a positive integer, got {threads!r}"
    with pytest.raises(gl.InvalidArgumentError, match=f"^{_escape(message)}$"):
        gl.grundy_sequence(game, 10, threads=threads)


@pytest.mark.parametrize("threads", BAD, ids=repr)
def test_octal_period_refuses_a_bad_threads(threads: Any) -> None:
    message = f"threads must be None or a positive integer, got {threads!r}"
    gl.clear_cache()
    for code in ("0.6", "0.77", gl.SubtractionGame({1, 4})):
        with pytest.raises(gl.InvalidArgumentError, match=f"^{_escape(message)}$"):
            gl.octal_period(code, 1000, threads=threads)
    gl.octal_period("0.77")  # a proved period, cached: still checked
    with pytest.raises(gl.InvalidArgumentError, match="threads"):
        gl.octal_period("0.77", threads=threads)
    gl.clear_cache()


def _escape(text: str) -> str:
    import re

    return re.escape(text)


def test_good_threads_values_are_accepted() -> None:
    for threads in (None, 1, 2, 3, 64, np.int64(2)):
        assert gl.grundy_sequence("0.6", 50, threads=threads).tolist()[:5] == [0, 0, 1, 2, 0]


def test_the_command_line_gives_the_same_output_on_two_threads(
    forced: Counts, capsys: pytest.CaptureFixture[str]
) -> None:
    outputs = []
    for threads in ("1", "2"):
        forced.reset()
        gl.clear_cache()
        assert main(["sequence", "0.6", "2000", "--threads", threads]) == 0
        outputs.append(capsys.readouterr().out)
        assert forced.ran == (threads == "2")
    assert outputs[0] == outputs[1]
    expected = gl.grundy_sequence("0.6", 2000, progress=False, threads=1)
    assert outputs[0].split() == [str(v) for v in expected]
    gl.clear_cache()
    assert main(["period", "0.165", "--threads", "2"]) == 0
    assert "preperiod 5181, period 1550" in capsys.readouterr().out
    gl.clear_cache()


@pytest.mark.parametrize(
    "command", [["sequence", "0.6", "2000"], ["period", "0.6", "--max-n", "2000"]]
)
def test_the_command_line_refuses_zero_threads(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    gl.clear_cache()
    assert main([*command, "--threads", "0"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "threads must be None or a positive integer, got 0" in captured.err
    with pytest.raises(SystemExit) as exit_info:  # not an integer: argparse refuses it
        main([*command, "--threads", "1.5"])
    assert exit_info.value.code == 2
    assert "--threads" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args", [["0.6", "10"], ["4.[3]", "300"], ["0.77", "1000"]], ids=["short", "plain", "cached"]
)
def test_the_command_line_refuses_zero_threads_on_every_path(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    gl.clear_cache()
    gl.octal_period("0.77")  # cached: the "cached" case reads the proof
    try:
        status = main(["sequence", *args, "--threads", "0"])
    finally:
        gl.clear_cache()
    capsys.readouterr()
    assert status == 2


# --- 7. the lock --------------------------------------------------------------------------


def test_a_busy_lock_keeps_the_computation_on_one_thread(forced: Counts) -> None:
    expected = _values(gl.GrundysGame(), 20_000, 1)
    assert sequences._THREAD_LOCK.acquire(blocking=False)
    try:
        got = _values(gl.GrundysGame(), 20_000, 2)
    finally:
        sequences._THREAD_LOCK.release()
    assert _same(got, expected)
    assert not forced.helper and not forced.threaded
    got = _values(gl.GrundysGame(), 20_000, 2)  # the lock free again: threads run
    assert _same(got, expected) and forced.ran


def test_two_computations_at_once_share_the_helper_without_deadlock(forced: Counts) -> None:
    games: list[gl.HeapGame | str] = [gl.GrundysGame(), "0.6", "0.6!", "0.007"]
    expected = [_values(g, 20_000, 1) for g in games]
    results: dict[int, np.ndarray] = {}
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            results[i] = gl.grundy_sequence(
                games[i], 20_000, compact=True, progress=False, threads=2
            )
        except BaseException as error:  # reported below
            errors.append(error)

    workers = [threading.Thread(target=work, args=(i,)) for i in range(len(games))]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=60)
    assert not any(w.is_alive() for w in workers), "deadlock"
    gl.clear_cache()
    assert not errors
    for i, values in enumerate(expected):
        assert _same(results[i], values), games[i]
    assert forced.ran


# --- 8. default_threads -------------------------------------------------------------------


def test_default_threads_is_at_least_one(monkeypatch: pytest.MonkeyPatch) -> None:
    assert sequences.default_threads() >= 1
    assert sequences._check_threads(None) == sequences.default_threads()
    monkeypatch.setattr(sequences.os, "sched_getaffinity", lambda pid: set(), raising=False)
    assert sequences.default_threads() == 1
