"""The command line, run as a user runs it: ``python -m grundylib ...`` in a subprocess."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import grundylib as gl
from grundylib.__main__ import TABLE_COLUMNS, octal_table_rows, two_digit_codes

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "grundylib", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def test_sequence_prints_the_values() -> None:
    done = run("sequence", "0.77", "20")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(v) for v in gl.grundy_sequence(gl.Kayles(), 20)]


def test_sequence_csv() -> None:
    done = run("sequence", ".07", "6", "--csv")
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(done.stdout.splitlines()))
    assert [int(r["n"]) for r in rows] == list(range(6))
    assert [int(r["grundy"]) for r in rows] == gl.grundy_sequence("0.07", 6).tolist()


def test_period_prints_the_proof() -> None:
    done = run("period", "0.07")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(gl.octal_period("0.07"))
    assert "preperiod 53, period 34" in done.stdout


def test_period_not_proved_exits_1() -> None:
    done = run("period", "0.6", "--max-n", "2000")
    assert done.returncode == 1
    assert "not proved up to 2000" in done.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["sequence", "0.7x", "10"], "code must be an octal code"),
        (["sequence", "77", "10"], "got '77'"),
        (["sequence", "0.77", "-3"], "n must be a non-negative integer"),
    ],
)
def test_bad_input_exits_2_with_a_message(args: list[str], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("code", "why"), [
    ("4.[3]", "its last digits repeat for ever"),
    ("0.F", "a hexadecimal digit leaves three heaps"),
    ("grundy", "not a finite octal code or a subtraction game"),
])
def test_period_the_theorem_cannot_prove_is_an_answer_not_a_usage_error(code: str,
                                                                       why: str) -> None:
    done = run("period", code)
    assert done.returncode == 1, done.stderr  # as for "not proved up to N"
    assert done.stderr == ""
    (line,) = done.stdout.splitlines()
    assert line.startswith(f"{code}: no period proved: the Guy-Smith periodicity theorem does "
                           "not apply (") and why in line


def test_a_short_sequence_loads_no_compiled_kernel_and_draws_no_bar() -> None:
    """A first call for 20 values answers at once: no numba to load, no progress bar."""
    script = ("import sys; from grundylib.__main__ import main; main(['sequence', '0.07', '20']);"
              " print('numba' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    values, numba_loaded = done.stdout.splitlines()
    assert values.split() == [str(v) for v in gl.grundy_sequence("0.07", 20)]
    assert numba_loaded == "False"
    assert done.stderr == ""


@pytest.mark.parametrize("code", ["0.07", "4.[3]", "0.6!6!", "4!.0", "0.F"])
def test_short_and_long_sequences_agree(code: str) -> None:
    from grundylib.sequences import _PLAIN_HEAPS, _sequence_chunks

    n = _PLAIN_HEAPS + 40
    plain = [int(v) for c in _sequence_chunks(code, _PLAIN_HEAPS) for v in c]
    compiled = [int(v) for c in _sequence_chunks(code, n) for v in c]
    assert plain == compiled[:_PLAIN_HEAPS]
    assert compiled == gl.grundy_sequence(code, n, method="reference").tolist()


def test_a_progress_bar_is_not_drawn_for_work_already_done() -> None:
    from grundylib.sequences import _ProgressBar

    with _ProgressBar(20, None, "late first report", delay=0.0) as bar:
        bar.update(20)  # the deadline has passed, but nothing is left to wait for
    assert not bar.shown
    with _ProgressBar(1000, None, "slow work", delay=0.0) as bar:
        bar.update(10)
        assert bar.shown
    with _ProgressBar(20, True, "asked for", delay=0.0) as bar:
        bar.update(20)
    assert bar.shown


def test_help_describes_the_arguments_and_the_code_notation() -> None:
    top = run("--help")
    assert top.returncode == 0
    text = " ".join(top.stdout.split())
    for words in ("hexadecimal", "'!'", "[..]", "4!.0", "4.[3]", "0.77", "0.F"):
        assert words in text, words
    seq = " ".join(run("sequence", "--help").stdout.split())
    assert "CODE the game:" in seq and "N how many values: heaps 0 to N-1" in seq
    per = " ".join(run("period", "--help").stdout.split())
    assert "CODE the game:" in per and "Guy-Smith" in per


def test_help_and_usage_errors() -> None:
    done = run("--help")
    assert done.returncode == 0
    assert "sequence" in done.stdout and "period" in done.stdout and "table" in done.stdout
    assert run("sequence", "0.77", "ten").returncode == 2  # argparse's own usage error
    assert run().returncode == 2


def test_committed_table_matches_regenerated_rows() -> None:
    with (ROOT / "data" / "octal_games.csv").open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        assert reader.fieldnames == TABLE_COLUMNS
        committed = {row["code"]: row for row in reader}
    assert sorted(committed) == sorted(two_digit_codes())
    sample = ["0.07", "0.16", "0.45", "0.77", "0.13"]
    for row in octal_table_rows(sample, 700_000):
        assert committed[row["code"]] == row


def test_committed_table_agrees_with_published_values() -> None:
    with (ROOT / "data" / "octal_games.csv").open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert not [r["code"] for r in rows if r["agrees"] == "no"]
    assert sum(r["agrees"] == "yes" for r in rows) >= 30


def test_table_command_writes_a_csv(tmp_path: Path) -> None:
    out = tmp_path / "t.csv"
    done = run("table", "--max-n", "300", "--output", str(out))
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 63
    kayles = next(r for r in rows if r["code"] == "0.77")
    assert (kayles["preperiod"], kayles["period"], kayles["agrees"]) == ("71", "12", "yes")


def test_table_outside_the_repository_says_where_the_published_table_is(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "grundylib", "table", "--max-n", "100", "--output", str(tmp_path / "t.csv")],
        capture_output=True, text=True, cwd=tmp_path, timeout=120,
    )
    assert done.returncode == 2
    assert "published table not found at data/octal_published.csv" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_command_modules_examples_hold() -> None:
    """pytest's ``--doctest-modules`` leaves ``__main__.py`` out: run its examples here."""
    import doctest

    import grundylib.__main__ as command

    flags = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS
    result = doctest.testmod(command, optionflags=flags)
    assert result.attempted >= 10
    assert result.failed == 0


def test_values_of_every_size_print_as_their_decimal_text() -> None:
    from grundylib.__main__ import _DecimalTexts

    texts = _DecimalTexts()
    for dtype in (np.uint8, np.uint16, np.uint32, np.uint64, np.int64):
        values = np.array([0, 7, 255, 65535, 65536, 2**31], dtype=np.uint64).astype(dtype)
        assert texts(values) == [str(v) for v in values.tolist()]
    assert texts(np.array([], dtype=np.uint8)) == []
