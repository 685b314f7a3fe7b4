"""No false periodicity proof, and no remembered proof that changes a value (issue 13).

Every claim of :func:`grundylib.octal_period` is checked against values computed
directly by an independent numpy implementation of the octal rules (no kernel, no
period, no cache), for every ``max_n`` from 1 to ``MAX_N`` and in the same process
afterwards :func:`grundylib.grundy_sequence`, :func:`grundylib.exercises.check_period`
and a random order of calls (hypothesis). With ``n0 = 0`` the Guy–Smith pairing of a
split of ``n + p`` with a split of ``n`` can leave an empty heap, so a check started at
``n0 = 0`` "proved" period 1 for ``0.4`` with three values; these tests catch that.

The tests run in a child process under a memory cap and a time cap (``capped.py``).
``GRUNDYLIB_SLOW_TESTS=1``: ``max_n`` up to 600, codes with three digits after a 4.
"""

from __future__ import annotations

import itertools
import os
from functools import cache

import numpy as np
import pytest
from capped import run_capped
from hypothesis import given, settings
from hypothesis import strategies as st

import grundylib as gl
from grundylib import exercises as ex

SLOW = os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1"
MAX_N = 600 if SLOW else 300
LENGTH = 4 * MAX_N  # the direct values every claim is checked against

LAST_DIGIT_4 = ["0.4"] + [f"0.{a}4" for a in range(8)] + [
    f"0.{a}{b}4" for a, b in itertools.product(range(8), repeat=2)
]
FIRST_DIGIT_4 = ["4.0"] + [f"4.{a}" for a in range(1, 8)] + [
    f"4.{a}{b}" for a in range(8) for b in range(1, 8)
]
if SLOW:
    FIRST_DIGIT_4 += [f"4.{a}{b}{c}" for a, b in itertools.product(range(8), repeat=2) for c in range(1, 8)]
# long codes: the check must also hold at the search's internal chunk boundaries (256, 320, ...)
LONG = ["0." + "0" * k + "4" for k in (125, 126, 127, 252, 253, 254, 255, 318, 319)]
LONG += ["0." + "0" * k + "7" for k in (126, 253, 254)] + ["4." + "0" * 253 + "4"]
CODES = LAST_DIGIT_4 + FIRST_DIGIT_4 + LONG


@cache
def direct(code: str, n: int = LENGTH) -> tuple[int, ...]:
    """The Grundy values of heaps 0..n-1 straight from the octal rules (numpy, no kernel)."""
    digits = gl.OctalGame(code).digits
    g = np.zeros(n, dtype=np.int64)
    seen = np.zeros(2 * n + 2, dtype=bool)
    for h in range(1, n):
        seen[:] = False
        for k, d in enumerate(digits):
            if d & 1 and k and h == k:
                seen[0] = True
            if d & 2 and k and h > k:
                seen[g[h - k]] = True
            if d & 4 and h - k >= 2:
                a = np.arange(1, (h - k) // 2 + 1)
                seen[g[a] ^ g[h - k - a]] = True
        g[h] = int(np.argmin(seen))
    return tuple(int(v) for v in g)


def assert_true_period(code: str, n0: int, p: int) -> None:
    """``(n0, p)`` is the smallest preperiod and the fundamental period of the direct values."""
    g = np.array(direct(code))
    assert np.array_equal(g[n0 + p :], g[n0 : LENGTH - p]), f"{code}: ({n0}, {p}) is false"
    assert n0 == 0 or g[n0 - 1] != g[n0 - 1 + p], f"{code}: the preperiod {n0} is not the smallest"
    half = g[LENGTH // 2 :]
    for q in range(1, p):
        if p % q == 0:
            assert not np.array_equal(half[q:], half[:-q]), f"{code}: {q} is a smaller period"


def assert_matches_direct(code: str, values: np.ndarray) -> None:
    n = values.shape[0]
    expected = direct(code) if n <= LENGTH else None
    assert expected is not None and values.tolist() == list(expected[:n]), code


def sweep(codes: list[str]) -> dict[str, int]:
    """Call octal_period with every max_n from 1 to MAX_N on each code; check every claim."""
    counts = {"octal_period calls": 0, "proved claims checked": 0, "codes": 0}
    for code in codes:
        counts["codes"] += 1
        for max_n in range(1, MAX_N + 1):
            result = gl.octal_period(code, max_n, progress=False)
            counts["octal_period calls"] += 1
            if result.proved:
                assert result.preperiod is not None and result.period is not None
                assert result.proved_at is not None and result.proved_at <= max_n
                assert_true_period(code, result.preperiod, result.period)
                counts["proved claims checked"] += 1
            else:
                assert result.searched == max_n
        # the same process, with whatever the calls above remembered
        for n in (3, 12, MAX_N, LENGTH):
            assert_matches_direct(code, gl.grundy_sequence(code, n, progress=False))
    return counts


@pytest.mark.parametrize(
    "family", ["last digit 4", "first digit 4", "long codes"], ids=["last4", "first4", "long"]
)
def test_every_claimed_period_is_true_for_every_max_n(family: str) -> None:
    codes = {"last digit 4": LAST_DIGIT_4, "first digit 4": FIRST_DIGIT_4, "long codes": LONG}
    chosen = codes[family]
    for code in chosen:
        direct(code)  # computed once, in the parent, outside the caps

    def body() -> dict[str, int]:
        gl.clear_cache()
        return sweep(chosen)

    counts = run_capped(body, seconds=240 if SLOW else 90)
    print(f"{family}: {counts}")
    assert counts["codes"] == len(chosen)
    assert counts["proved claims checked"] > 0  # the sweep did reach proofs


def test_the_issue_reproducers() -> None:
    def body() -> None:
        gl.clear_cache()
        assert gl.grundy_sequence("0.4", 3).tolist() == [0, 0, 0]
        r = gl.octal_period("0.4")
        assert (r.preperiod, r.period, r.proved_at) == (54, 34, 2 * 54 + 2 * 34 + 1)
        assert gl.grundy_sequence("0.4", 12).tolist() == [0, 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
        for code in ("0.04", "0.004", "4.0", "0." + "0" * 253 + "4"):
            for max_n in range(1, 8):
                r = gl.octal_period(code, max_n)
                if r.proved:
                    assert r.preperiod is not None and r.period is not None
                    assert_true_period(code, r.preperiod, r.period)
            assert_matches_direct(code, gl.grundy_sequence(code, 600))
        # 4.0: heaps of odd size have value 0, of even size >= 2 value 1
        r = gl.octal_period("4.0", 5)
        assert not r.proved
        r = gl.octal_period("4.0", 6)
        assert (r.preperiod, r.period, r.proved_at) == (1, 2, 6)
        assert str(ex.check_period("0.4", (54, 34))).startswith("✔")
        assert str(ex.check_period("0.4", 1)).startswith("✘")

    for code in ("0.04", "0.004", "4.0", "0.4", "0." + "0" * 253 + "4"):
        direct(code)
    run_capped(body, seconds=60)


def test_a_game_without_splits_may_start_the_check_at_zero() -> None:
    # subtraction games and 0.3-like codes: the pairing never leaves an empty heap
    bash = gl.octal_period(gl.SubtractionGame({1, 2, 3}))
    assert (bash.preperiod, bash.period, bash.proved_at) == (0, 4, 2 * 0 + 2 * 4 + 3)
    r = gl.octal_period("0.33")
    assert (r.preperiod, r.period, r.proved_at) == (0, 3, 8)
    # with a split, the check starts at 1 even when the values repeat from 0
    r = gl.octal_period("0.7")
    assert (r.preperiod, r.period, r.proved_at) == (0, 2, 2 * 1 + 2 * 2 + 1)


def test_the_proof_cache_rejects_a_period_the_values_do_not_prove() -> None:
    from grundylib.sequences import ProofCache, _rules_of

    rules = _rules_of(gl.OctalGame("0.4"))
    assert rules is not None
    values = np.zeros(3, dtype=np.int32)
    cache = ProofCache()
    with pytest.raises(RuntimeError, match="does not satisfy"):
        cache.remember(rules, values, 0, 1)  # what the old bound accepted
    assert len(cache) == 0
    good = np.array(direct("0.4")[:177], dtype=np.int32)
    proof = cache.remember(rules, good, 54, 34)
    assert (proof.preperiod, proof.period, proof.proved_at, len(cache)) == (54, 34, 177, 1)
    assert proof.prefix.tolist() == list(direct("0.4")[:88])


# ------------------------------------------------------------- any order of calls (hypothesis)

codes = st.builds(
    lambda first, rest: f"{first}." + "".join(map(str, rest)),
    st.sampled_from([0, 4]),
    st.lists(st.integers(0, 7), min_size=1, max_size=4),
)
calls = st.lists(
    st.one_of(
        st.tuples(st.just("period"), st.integers(1, MAX_N)),
        st.tuples(st.just("sequence"), st.integers(0, LENGTH)),
        st.tuples(st.just("check"), st.integers(1, 40)),
        st.just(("clear", 0)),
    ),
    min_size=1,
    max_size=12,
)


def test_values_never_depend_on_the_order_of_calls() -> None:
    tried = {"examples": 0, "calls": 0}

    @settings(max_examples=2000 if SLOW else 150)
    @given(code=codes, plan=calls)
    def prop(code: str, plan: list[tuple[str, int]]) -> None:
        tried["examples"] += 1
        for what, n in plan:
            tried["calls"] += 1
            if what == "period":
                r = gl.octal_period(code, n, progress=False)
                if r.proved:
                    assert r.preperiod is not None and r.period is not None
                    assert_true_period(code, r.preperiod, r.period)
            elif what == "sequence":
                assert_matches_direct(code, gl.grundy_sequence(code, n, progress=False))
            elif what == "check":
                r = gl.octal_period(code, MAX_N, progress=False)
                if r.proved:  # a wrong period is refused, the right one accepted
                    assert r.period is not None
                    right = ex.check_period(code, (r.preperiod, r.period))
                    assert right.correct, str(right)
                    if n % r.period:
                        assert not ex.check_period(code, n).correct
            else:
                gl.clear_cache()

    def body() -> dict[str, int]:
        gl.clear_cache()
        prop()
        return tried

    counts = run_capped(body, seconds=600 if SLOW else 120)
    print(f"order of calls: {counts}")
    assert counts["examples"] >= 100
