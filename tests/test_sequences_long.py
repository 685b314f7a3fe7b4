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
