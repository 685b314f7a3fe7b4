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


def _interrupt(rules_game: gl.HeapGame | str, n: int, path: object, blocks: int) -> bool:
    """Run the engine on ``n`` values for ``blocks`` blocks, as Ctrl-C would stop it; return
    whether it was stopped (False: it finished first)."""
    game = gl.OctalGame(rules_game) if isinstance(rules_game, str) else rules_game
    rules = sequences._rules_of(game)
    assert rules is not None
    try:
        sequences._search(rules, n, False, path, stop_after=blocks, checkpoint_every=0.0)  # type: ignore[arg-type]
    except KeyboardInterrupt:
        return True
    return False


@pytest.mark.parametrize(
    "game", [*CODES, "0.07", "0.137", "4.7", gl.GrundysGame(), gl.SubtractionGame({1, 4, 9})]
)
def test_a_run_interrupted_at_random_points_resumes_to_identical_results(
    game: gl.HeapGame | str, tmp_path: object
) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "run.npz"
    rng = np.random.default_rng(sum(map(ord, repr(game))))
    n = 6000 if game == "0.764" else 30_000  # 0.764's values pass 65535: widened twice, slowly
    covered = sequences._period_unprovable(gl.OctalGame(game) if isinstance(game, str) else game)
    gl.clear_cache()
    expected = gl.grundy_sequence(game, n, progress=False)
    expected_period = gl.octal_period(game, n, progress=False) if covered is None else None
    for _ in range(3):
        gl.clear_cache()
        stops = 0
        while _interrupt(game, n, path, int(rng.integers(1, 6))):  # stop again and again
            stops += 1
            assert path.exists()
        assert not path.exists()  # a finished run leaves nothing to resume
        gl.clear_cache()
        if stops == 0:
            continue
        # interrupt once more at a random block and resume through each public path
        assert _interrupt(game, n, path, int(rng.integers(1, stops + 1))) or not path.exists()
        if path.exists():
            gl.clear_cache()
            got = gl.grundy_sequence(game, n, progress=False, checkpoint=path)
            assert np.array_equal(got, expected) and not path.exists()
        if expected_period is not None and _interrupt(game, n, path, 1):
            gl.clear_cache()
            assert gl.octal_period(game, n, progress=False, checkpoint=path) == expected_period
        if _interrupt(game, n, path, 2):
            gl.clear_cache()
            assert np.array_equal(stream(game, n, checkpoint=path), expected)
    gl.clear_cache()


def test_a_checkpoint_of_another_run_is_refused(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "run.npz"
    gl.clear_cache()
    assert _interrupt("0.6", 20_000, path, 3)
    with pytest.raises(gl.InvalidArgumentError, match=r"is for another game than 0\.16"):
        gl.octal_period("0.16", 20_000, checkpoint=path)
    with pytest.raises(gl.InvalidArgumentError, match=r"is for a run of 20000 values, not 30000"):
        gl.octal_period("0.6", 30_000, checkpoint=path)
    path.write_bytes(b"not a checkpoint")
    with pytest.raises(gl.InvalidArgumentError, match=r"^checkpoint must be a checkpoint file"):
        gl.octal_period("0.6", 20_000, checkpoint=path)
    gl.clear_cache()


def test_the_command_line_resumes_a_checkpoint(tmp_path: object) -> None:
    import subprocess
    import sys
    from pathlib import Path

    path = Path(str(tmp_path)) / "run.npz"
    gl.clear_cache()
    assert _interrupt(gl.GrundysGame(), 30_000, path, 4)
    gl.clear_cache()
    done = subprocess.run(
        [sys.executable, "-m", "grundylib", "sequence", "grundy", "30000", "--checkpoint", str(path)],
        capture_output=True, text=True, check=True,
    )
    expected = gl.grundy_sequence(gl.GrundysGame(), 30_000, progress=False)
    assert done.stdout.split() == [str(v) for v in expected]
    assert not path.exists()


def test_ctrl_c_inside_a_compiled_call_comes_back_as_keyboard_interrupt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # numba reports Ctrl-C during a call as a SystemError whose cause is a SystemError whose
    # cause is the KeyboardInterrupt; the checkpointing loop must see the KeyboardInterrupt
    import sys
    import types

    from grundylib.core import CompiledModule

    def interrupted() -> None:
        try:
            try:
                raise KeyboardInterrupt
            except KeyboardInterrupt as inner:
                raise SystemError("unpickle returned a result with an exception set") from inner
        except SystemError as middle:
            raise SystemError("CPUDispatcher returned a result with an exception set") from middle

    fake = types.ModuleType("grundylib_fake_kernels")
    fake.run = interrupted  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "grundylib_fake_kernels", fake)
    with pytest.raises(KeyboardInterrupt):
        CompiledModule("grundylib_fake_kernels").run()
