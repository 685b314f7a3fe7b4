"""Fast Grundy sequences against the reference method, periods found and proved.

Set ``GRUNDYLIB_SLOW_TESTS=1`` for the long profile (every three-digit code to n = 3000).
"""

from __future__ import annotations

import csv
import itertools
import os
import random
from pathlib import Path

import numpy as np
import pytest

import grundylib as gl
from grundylib import _kernels
from grundylib.sequences import _rules_of, _split_parity

SLOW = os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1"
DATA = Path(__file__).resolve().parent.parent / "data"
THREE_DIGIT = [f"0.{a}{b}{c}" for a, b, c in itertools.product(range(8), repeat=3)]
FOUR_THREE_DIGIT = [f"4.{a}{b}{c}" for a, b, c in itertools.product(range(8), repeat=3)]


def numpy_naive(game: gl.HeapGame, n: int) -> np.ndarray:
    """An independent per-n numpy implementation of the octal/Grundy rules (no kernel)."""
    if isinstance(game, gl.GrundysGame):
        digits, unequal = (4,), True
    else:
        assert isinstance(game, gl.OctalGame)
        digits, unequal = game.digits, False
    g = np.zeros(n, dtype=np.int64)
    for h in range(1, n):
        found = []
        for k, d in enumerate(digits):
            if d & 1 and h == k and k:
                found.append(np.zeros(1, dtype=np.int64))
            if d & 2 and h > k and k:
                found.append(g[h - k : h - k + 1])
            if d & 4 and h - k >= 2:
                m = h - k
                a = np.arange(1, (m - 1) // 2 + 1 if unequal else m // 2 + 1)
                found.append(g[a] ^ g[m - a])
        if found:
            seen = np.zeros(2 * n + 2, dtype=bool)
            seen[np.concatenate(found)] = True
            g[h] = int(np.argmin(seen))
    return g


def fill_with_mask(
    code: str, n: int, masks: list[tuple[int, int]], chunk: int, auto: bool = False
) -> np.ndarray:
    """Run the kernel directly in chunks, cycling through the given (mask, sigma) pairs."""
    rules = _rules_of(gl.OctalGame(code))
    assert rules is not None
    kappa = _split_parity(rules)
    g = np.zeros(n, dtype=np.uint16)
    for i, start in enumerate(range(0, n, chunk)):
        stop = min(n, start + chunk)
        mask, sigma = masks[i % len(masks)]
        filled, _ = _kernels.take_break_fill(
            g,
            start,
            stop,
            rules.whole,
            rules.single,
            rules.split,
            rules.unequal,
            mask,
            sigma if kappa >= 0 else 0,
            kappa,
            auto,
            2**16,
        )
        assert filled == stop
    return g.astype(np.int64)


def test_kernel_gives_the_same_values_for_any_sparse_space() -> None:
    # correctness must not depend on the rare/common split, only speed does
    rng = random.Random(4)
    for code in THREE_DIGIT + rng.sample(FOUR_THREE_DIGIT, 40):
        plain = fill_with_mask(code, 400, [(0, 0)], 400)
        masks = [(1, 0), (3, 1), (0, 1), (rng.randrange(1, 64), 1), (rng.randrange(1, 1024), 0)]
        assert np.array_equal(fill_with_mask(code, 400, masks, 50), plain), code
        assert np.array_equal(fill_with_mask(code, 400, [(0, 0)], 70, auto=True), plain), code


def test_the_kernel_stops_before_a_value_that_does_not_fit() -> None:
    rules = _rules_of(gl.OctalGame("0.764"))  # values keep growing
    assert rules is not None
    full = gl.grundy_sequence("0.764", 600, method="reference")
    limit = int(full[400])
    g = np.zeros(600, dtype=np.uint16)
    filled, largest = _kernels.take_break_fill(
        g, 0, 600, rules.whole, rules.single, rules.split, rules.unequal, 0, 0, -1, True, limit
    )
    first_big = int(np.flatnonzero(full >= limit)[0])
    assert filled == first_big and largest == full[:first_big].max()
    assert np.array_equal(g[:filled], full[:filled]) and not g[filled:].any()


def test_values_widen_past_sixteen_bits(monkeypatch) -> None:
    # a narrow first type forces the widening path on a small example
    import grundylib.sequences as seq

    calls = []
    real = _kernels.take_break_run

    def narrow(g, start, stop, *args):  # type: ignore[no-untyped-def]
        calls.append(g.dtype)
        vlimit = 256 if g.dtype == np.uint16 else args[6]
        return real(g, start, stop, *args[:6], vlimit, *args[7:])

    monkeypatch.setattr(seq._kernels, "take_break_run", narrow)
    gl.clear_cache()
    values = gl.grundy_sequence("0.764", 3000, progress=False)
    reference = gl.grundy_sequence("0.764", 3000, method="reference")
    assert np.array_equal(values, reference)
    assert values.max() > 256 and np.dtype(np.uint32) in calls
    gl.clear_cache()
    compact = gl.grundy_sequence("0.764", 3000, progress=False, compact=True)
    assert compact.dtype == np.uint32 and np.array_equal(compact, reference)


def test_fast_equals_reference_for_every_three_digit_code() -> None:
    n = 300 if SLOW else 90
    for code in THREE_DIGIT:
        gl.clear_cache()
        fast = gl.grundy_sequence(code, n, progress=False)
        reference = gl.grundy_sequence(gl.OctalGame(code), n, method="reference")
        assert fast.dtype == np.int64
        assert np.array_equal(fast, reference), code


SAMPLE = [
    "0.77",
    "0.07",
    "0.137",
    "0.16",
    "0.6",
    "0.14",
    "0.56",
    "0.007",
    "0.164",
    "4.0",
    "4.7",
    "4.005",
]


@pytest.mark.parametrize("code", SAMPLE + (FOUR_THREE_DIGIT[::37] if SLOW else []))
def test_fast_equals_numpy_naive_on_a_sample(code: str) -> None:
    gl.clear_cache()
    game = gl.OctalGame(code)
    n = 3000
    assert np.array_equal(gl.grundy_sequence(game, n, progress=False), numpy_naive(game, n))


@pytest.mark.skipif(not SLOW, reason="long profile: set GRUNDYLIB_SLOW_TESTS=1")
def test_fast_equals_numpy_naive_every_code_slow() -> None:
    for code in THREE_DIGIT + FOUR_THREE_DIGIT:
        gl.clear_cache()
        game = gl.OctalGame(code)
        fast = gl.grundy_sequence(game, 3000, progress=False)
        assert np.array_equal(fast, numpy_naive(game, 3000)), code


def test_grundys_game_fast_equals_naive() -> None:
    n = 6000 if SLOW else 2500
    game = gl.GrundysGame()
    fast = gl.grundy_sequence(game, n, progress=False)
    assert np.array_equal(fast, numpy_naive(game, n))
    assert np.array_equal(fast[:150], gl.grundy_sequence(game, 150, method="reference"))


@pytest.mark.parametrize(
    "takes", [{1}, {2, 3}, {1, 3, 4}, {5, 7, 11}, set(range(1, 300, 7)), {300, 1, 150}]
)
def test_subtraction_games_fast_equals_reference(takes: set[int]) -> None:
    game = gl.SubtractionGame(takes)
    assert _rules_of(game) is not None
    n = 700
    assert np.array_equal(
        gl.grundy_sequence(game, n, progress=False),
        gl.grundy_sequence(game, n, method="reference"),
    )


def test_subtraction_game_with_300_moves_reaches_1e5() -> None:
    takes = set(range(1, 601, 2))
    game = gl.SubtractionGame(takes)
    values = gl.grundy_sequence(game, 10**5, progress=False)
    assert values.shape == (10**5,)
    # every value is the mex of the values reachable from it
    for h in (0, 1, 999, 54321, 10**5 - 1):
        options = {int(values[h - s]) for s in takes if s <= h}
        assert values[h] == gl.mex(options)


def test_games_without_a_compiled_path_use_heap_options() -> None:
    class Halving(gl.HeapGame):
        def heap_options(self, h):  # type: ignore[no-untyped-def]
            if h % 2 == 0 and h > 0:
                yield (h // 2, h // 2)
            if h > 0:
                yield (h - 1,)

    values = gl.grundy_sequence(Halving(), 30, progress=False)
    assert values.tolist() == [gl.grundy(Halving(), h) for h in range(30)]
    assert gl.grundy_sequence(gl.Nim(), 10).tolist() == list(range(10))


def test_kayles_first_values_match_published_terms() -> None:
    with (DATA / "known_values.csv").open(newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["sequence"] == "A002186"]
    published = [int(r["value"]) for r in sorted(rows, key=lambda r: int(r["n"]))]
    assert gl.grundy_sequence(gl.Kayles(), len(published)).tolist() == published


def published_periods() -> dict[str, tuple[int, int]]:
    with (DATA / "octal_published.csv").open(newline="", encoding="utf-8") as f:
        return {
            r["code"]: (int(r["preperiod"]), int(r["period"]))
            for r in csv.DictReader(f)
            if r["period"]
        }


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "0.16"])
def test_octal_period_reproduces_published_periods(code: str) -> None:
    gl.clear_cache()
    result = gl.octal_period(code)
    assert (result.preperiod, result.period) == published_periods()[code]
    t = gl.OctalGame(code).last_digit_position
    assert result.proved_at == 2 * result.preperiod + 2 * result.period + t
    # the theorem's hypothesis really holds on the values
    values = gl.grundy_sequence(code, result.proved_at, progress=False)
    n0, p = result.preperiod, result.period
    assert np.array_equal(values[n0 + p : 2 * n0 + 2 * p + t], values[n0 : 2 * n0 + p + t])
    assert values[n0 - 1 + p] != values[n0 - 1] if n0 else True


def test_values_beyond_a_proved_period_repeat_it() -> None:
    gl.clear_cache()
    n = 5000
    fresh = gl.grundy_sequence(gl.Kayles(), n, progress=False)  # proves and tiles
    assert np.array_equal(fresh, numpy_naive(gl.Kayles(), n))
    again = gl.grundy_sequence(gl.OctalGame("0.77"), 10**6, progress=False)  # from the cache
    assert np.array_equal(again[:n], fresh)
    assert np.array_equal(again[71 + 12 * 1000 : 71 + 12 * 1001], fresh[71:83])


def test_octal_period_refuses_games_the_theorem_does_not_cover() -> None:
    for game in (gl.GrundysGame(), gl.LaskersNim(), gl.Nim()):
        with pytest.raises(gl.InvalidCodeError, match="does not cover"):
            gl.octal_period(game)  # type: ignore[arg-type]
    with pytest.raises(gl.InvalidCodeError):
        gl.octal_period("0.8")


def test_octal_period_reports_not_proved_and_subtraction_games() -> None:
    result = gl.octal_period("0.6", max_n=3000)
    assert not result.proved and result.searched == 3000
    assert str(result) == "0.6: not proved up to 3000"
    bash = gl.octal_period(gl.SubtractionGame({1, 2, 3}))
    assert (bash.preperiod, bash.period) == (0, 4)
    with pytest.raises(gl.InvalidArgumentError, match="max_n must be"):
        gl.octal_period("0.77", max_n=0)


def test_find_period_on_constructed_sequences() -> None:
    rng = np.random.default_rng(7)
    for _ in range(200):
        n0 = int(rng.integers(0, 40))
        p = int(rng.integers(1, 30))
        block = rng.integers(0, 5, p)
        while any(np.array_equal(block, np.roll(block, d)) for d in range(1, p) if p % d == 0):
            block = rng.integers(0, 5, p)  # keep p fundamental
        head = rng.integers(10, 20, n0)  # values the periodic part never takes
        length = 2 * n0 + 2 * p + int(rng.integers(0, 20))
        seq = np.concatenate([head, np.resize(block, length - n0)])
        assert gl.find_period(seq) == gl.Period(n0, p)
        if n0 + p > 1:
            # one term short of the acceptance rule N >= 2*n0 + 2*p: not accepted
            short = seq[: 2 * n0 + 2 * p - 1]
            found = gl.find_period(short)
            assert found is None or found.period != p or found.preperiod != n0


def test_find_period_edge_cases() -> None:
    assert gl.find_period([]) is None
    assert gl.find_period([3]) is None
    assert gl.find_period([3, 3]) == gl.Period(0, 1)
    assert gl.find_period(list(range(50))) is None
    assert gl.find_period([1, 2] * 10) == gl.Period(0, 2)  # not 4, 6, ...
    assert gl.find_period(gl.grundy_sequence("0.07", 400)) == gl.Period(53, 34)
    with pytest.raises(gl.InvalidArgumentError, match="values must be"):
        gl.find_period([0.5, 1.5])


def brute_accepted_period(values: list[int], t: int, min_n0: int) -> tuple[int, int] | None:
    """The smallest p (with its smallest n0) meeting N >= 2*max(n0, min_n0) + 2*p + t, by force."""
    size = len(values)
    for p in range(1, size + 1):
        n0 = next(
            n0
            for n0 in range(size + 1)
            if all(values[n + p] == values[n] for n in range(n0, size - p))
        )
        if 2 * max(n0, min_n0) + 2 * p + t <= size:
            return n0, p
    return None


def test_accepted_period_equals_a_brute_force_search() -> None:
    rng = np.random.default_rng(11)
    for _ in range(300):
        p = int(rng.integers(1, 6))
        head = rng.integers(0, 3, int(rng.integers(0, 12))).tolist()
        tail = np.resize(rng.integers(0, 3, p), int(rng.integers(1, 30))).tolist()
        values = head + tail
        t, min_n0 = int(rng.integers(0, 3)), int(rng.integers(0, 2))
        n0, period, _ = _kernels.accepted_period(np.array(values, dtype=np.uint16), t, min_n0)
        found = None if period < 0 else (int(n0), int(period))
        assert found == brute_accepted_period(values, t, min_n0), (values, t, min_n0)


@pytest.mark.parametrize(
    "game",
    [
        gl.OctalGame("0.77"),  # a proved period fills the rest
        gl.OctalGame("0.6"),  # no period: the stored values themselves
        gl.OctalGame("0.764"),  # values above 255 stay in 16 bits
        gl.GrundysGame(),
        gl.SubtractionGame({1, 3, 4}),
        gl.LaskersNim(),  # no compiled path: the reference values, made compact
    ],
)
def test_compact_values_equal_the_int64_values(game: gl.HeapGame) -> None:
    n = 400 if isinstance(game, gl.LaskersNim) else 5000
    gl.clear_cache()
    compact = gl.grundy_sequence(game, n, progress=False, compact=True)
    wide = gl.grundy_sequence(game, n, progress=False)
    gl.clear_cache()
    smallest = np.uint8 if wide.max() < 256 else np.uint16  # 1 byte a value while they fit
    assert wide.dtype == np.int64 and compact.dtype == smallest
    assert np.array_equal(compact, wide)
    assert np.array_equal(compact, gl.grundy_sequence(game, n, progress=False, compact=True))


def test_compact_values_widen_past_65535() -> None:
    # S = {1, ..., K}: g(h) = h mod (K + 1), so heap 65536 is the first value past 16 bits
    takes = 65536
    game = gl.SubtractionGame(range(1, takes + 1))
    n = takes + 4
    compact = gl.grundy_sequence(game, n, progress=False, compact=True)
    expected = np.arange(n) % (takes + 1)
    assert compact.dtype == np.uint32 and np.array_equal(compact, expected)
    assert np.array_equal(gl.grundy_sequence(game, n, progress=False), expected)


def test_compact_must_be_a_bool() -> None:
    with pytest.raises(gl.InvalidArgumentError, match=r"^compact must be True or False, got 'yes'"):
        gl.grundy_sequence(gl.Kayles(), 3, compact="yes")  # type: ignore[call-overload]


@pytest.mark.parametrize("bad", [-1, 2**31, 2.5, True, "10", None])
def test_bad_n_is_rejected_naming_the_parameter(bad: object) -> None:
    with pytest.raises(
        gl.InvalidArgumentError, match=r"^n must be (a non-negative integer|at most 2147483647)"
    ):
        gl.grundy_sequence(gl.Kayles(), bad)  # type: ignore[arg-type]


def test_bad_game_and_method_are_rejected() -> None:
    with pytest.raises(gl.InvalidArgumentError, match="game must be a HeapGame"):
        gl.grundy_sequence(gl.GraphGame({"a": []}), 3)  # type: ignore[arg-type]
    with pytest.raises(gl.InvalidCodeError):
        gl.grundy_sequence("77", 3)
    with pytest.raises(gl.InvalidArgumentError, match="method must be"):
        gl.grundy_sequence(gl.Kayles(), 3, method="fast")  # type: ignore[arg-type]
    assert gl.grundy_sequence(gl.Kayles(), 0).tolist() == []


def test_progress_bar_is_shown_only_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    gl.clear_cache()
    gl.grundy_sequence(gl.GrundysGame(), 3000, progress=False)
    assert capsys.readouterr().err == ""
    gl.grundy_sequence(gl.GrundysGame(), 3000, progress=True)
    assert "Grundy values of GrundysGame()" in capsys.readouterr().err
