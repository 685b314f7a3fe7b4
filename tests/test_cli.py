"""The command line, run as a user runs it: ``python -m grundylib ...`` in a subprocess."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

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
        (["sequence", "0.77", "-3"], "n must be an integer"),
        (["period", "grundy"], "does not cover GrundysGame()"),
    ],
)
def test_bad_input_exits_2_with_a_message(args: list[str], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr


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
