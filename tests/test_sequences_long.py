"""Long runs at small sizes: values kept in a file with a resident window, long periods found
without a quadratic search, and checkpoints that resume to identical results."""

from __future__ import annotations

import numpy as np
import pytest

import grundylib as gl
from grundylib import sequences

CODES = ["0.77", "0.6", "0.16", "0.1777", "0.764", "4.37", "0.054"]


def stream(game: gl.HeapGame | str, n: int, **kwargs: object) -> np.ndarray:
    chunks = sequences._sequence_chunks(game, n, chunk=1000, progress=False, **kwargs)  # type: ignore[arg-type]
    return np.concatenate([c.astype(np.int64) for c in chunks])


@pytest.mark.parametrize("game", [*CODES, gl.GrundysGame(), gl.SubtractionGame({2, 5, 7})])
def test_file_backed_window_gives_the_values_of_the_full_memory_path(
    game: gl.HeapGame | str, monkeypatch: pytest.MonkeyPatch
) -> None:
    n = 30_000
    gl.clear_cache()
    expected = gl.grundy_sequence(game, n, progress=False)
    gl.clear_cache()
    # a tiny window, re-chosen sparse space only at the start, and small blocks: every page
    # between the front and the recent heaps is dropped after every block
    monkeypatch.setattr(sequences, "_IN_MEMORY_BYTES", 0)
    monkeypatch.setattr(sequences, "_WINDOW_FRONT", 1024)
    monkeypatch.setattr(sequences, "_WINDOW_RECENT", 2048)
    monkeypatch.setattr(sequences, "_WINDOW_AUTO", 4096)
    monkeypatch.setattr(sequences, "_MAX_BLOCK", 3000)
    notes: list[str] = []
    got = stream(game, n, announce=notes.append)
    gl.clear_cache()
    assert np.array_equal(got, expected)
    assert notes and "temporary file" in notes[0]


def test_values_start_in_one_byte_and_widen_when_a_value_needs_it() -> None:
    gl.clear_cache()
    assert gl.grundy_sequence("0.1777", 5000, compact=True, progress=False).dtype == np.uint8
    assert gl.grundy_sequence("0.6", 10**5, compact=True, progress=False).dtype == np.uint16
    assert gl.memory_needed(10**9) == 10**9


def _old_method(values: np.ndarray, t: int, min_n0: int) -> tuple[int, int, int]:
    from grundylib import _kernels

    n0, p, need = _kernels.accepted_period(values, t, min_n0, -1)  # every p tried from the top
    return int(n0), int(p), int(need)


def test_periods_of_the_second_half_are_found_by_borders_as_by_trying_every_shift() -> None:
    from grundylib import _kernels

    rng = np.random.default_rng(26)
    for _ in range(400):
        k = int(rng.integers(1, 4))
        head = rng.integers(0, k, int(rng.integers(0, 30)))
        cycle = rng.integers(0, k, int(rng.integers(1, 25)))
        n = int(rng.integers(1, 200))
        values = np.concatenate([head, np.tile(cycle, n // cycle.size + 1)])[:n].astype(np.uint8)
        if rng.random() < 0.3:
            values = rng.integers(0, k, n).astype(np.uint8)
        s = n // 2
        brute = [p for p in range(1, n - s + 1) if np.array_equal(values[s : n - p], values[s + p :])]
        assert _kernels.second_half_periods(values, s).tolist() == brute
        t, min_n0 = int(rng.integers(0, 4)), int(rng.integers(0, 2))
        got = _kernels.accepted_period(values, t, min_n0, 0)  # borders at once
        assert tuple(int(x) for x in got) == _old_method(values, t, min_n0)


def test_a_long_published_period_is_found_by_both_methods() -> None:
    # 0.16: preperiod 105351, period 149459 (Gangolli and Plambeck 1989)
    from grundylib import _kernels

    gl.clear_cache()
    result = gl.octal_period("0.16", 600_000, progress=False)
    assert (result.preperiod, result.period, result.proved_at) == (105351, 149459, 509622)
    values = gl.grundy_sequence("0.16", 509622, compact=True, progress=False)
    gl.clear_cache()
    for budget in (0, 4):
        got = _kernels.accepted_period(values, 2, 1, budget)
        assert tuple(int(x) for x in got) == (105351, 149459, 509622) == _old_method(values, 2, 1)
    # one value short of the bound: not yet accepted, and the length it needs is known
    assert _kernels.accepted_period(values[:-1], 2, 1, 0)[2] == 509622


def test_a_near_period_costs_linear_work() -> None:
    # a short pattern with a defect every 5000 terms: every multiple of 7 agrees for thousands
    # of terms before failing, which made trying each shift quadratic; the border list is linear
    from grundylib import _kernels

    n = 400_000
    values = np.tile(np.arange(7, dtype=np.uint8), n // 7 + 1)[:n]
    values[::5003] = 9
    assert _kernels.accepted_period(values, 0, 0, 4)[1] == _old_method(values, 0, 0)[1] == 35021
