"""The census of octal games: rows, resuming, grouping, published comparison, real Dask."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import grundylib as gl
from grundylib.census import CENSUS_COLUMNS, IN_PROCESS

census_module = sys.modules["grundylib.census"]

DATA = Path(__file__).resolve().parent.parent / "data"
SMALL = ["0.07", "0.137", "0.4", "0.77", "0.6", "0.156", "4.7", "grundy"]


def run(codes, max_n=2000, **kw):
    kw.setdefault("scheduler", IN_PROCESS)
    kw.setdefault("progress", False)
    return gl.census(codes, max_n, **kw)


def test_default_codes_are_every_three_digit_code_with_a_move():
    codes = gl.census_codes()
    assert len(codes) == len(set(codes)) == 511 + 512
    assert "0.0" not in codes and "4.0" in codes and "0.77" in codes and "0.770" not in codes
    assert all(gl.OctalGame(c).code == c for c in codes)


def test_rows_match_octal_period_and_the_sequence():
    table = run(SMALL)
    assert list(table["code"]) == ["0.07", "0.137", "0.4", "0.77", "0.6", "0.156", "4.7", "grundy"]
    for row in table.itertuples():
        if row.code == "grundy":
            assert row.status == "not covered by the theorem"
            assert "does not cover GrundysGame()" in row.reason
            values = gl.grundy_sequence(gl.GrundysGame(), 2000)
        else:
            gl.clear_cache()
            result = gl.octal_period(row.code, 2000)
            assert row.status == ("proved" if result.proved else "not proved up to 2000")
            assert (pd.isna(row.period) and result.period is None) or row.period == result.period
            assert row.searched == result.searched
            values = gl.grundy_sequence(row.code, row.searched)
        assert row.max_value == values[: row.searched].max()
        assert row.zeros == np.flatnonzero(values)[0]
        # rare: heaps whose class (value bits under the mask, and the heap's parity when
        # sigma is 1) is even, counted independently
        digits = (4,) if row.code == "grundy" else gl.OctalGame(row.code).digits
        kappas = {k % 2 for k, d in enumerate(digits) if d & 4}  # parities split moves remove
        assert row.sigma == 0 or len(kappas) == 1
        kappa = min(kappas) if len(kappas) == 1 else 0
        rare = sum(
            (bin(int(v) & row.mask).count("1") + row.sigma * ((h ^ kappa) & 1)) % 2 == 0
            for h, v in enumerate(values[: row.searched])
            if h >= 1
        )
        assert row.rare == rare
    kayles = table.set_index("code").loc["0.77"]
    assert (kayles.preperiod, kayles.period, kayles.proved_at) == (71, 12, 168)
    assert "g(n + 12) = g(n) checked for 71 <= n < 156, so it holds for every n >= 71" in kayles.reason


def test_rows_keep_no_sequence():
    row = gl.census_row("0.6", 3000)
    assert set(row) == set(CENSUS_COLUMNS)
    assert all(isinstance(v, (int, float, str)) or v is None for v in row.values())


def test_equal_games_are_grouped_with_their_shift():
    table = run(["0.07", "0.137", "0.4", "0.77", "0.770", "0.6"])
    assert list(table["game"]) == ["0.07", "0.07", "0.07", "0.77", "0.6"]  # 0.770 is 0.77
    assert list(table["shift"]) == [0, -1, 1, 0, 0]
    games = gl.census_games(table)
    assert games.set_index("game").loc["0.07", "aliases"] == "0.137 (-1), 0.4 (+1)"
    assert games.set_index("game").loc["0.07", "equal_by"] == "proof"
    assert games.set_index("game").loc["0.6", "equal_by"] == "first 1000 values"
    # the grouping is right: 0.4 is 0.07 one heap later, 0.137 one heap earlier
    g07, g137, g4 = (gl.grundy_sequence(c, 500) for c in ("0.07", "0.137", "0.4"))
    assert (g4[1:] == g07[:-1]).all() and (g07[1:] == g137[:-1]).all()


def test_bad_input_gets_clear_errors(tmp_path):
    with pytest.raises(gl.InvalidCodeError, match=r"0\.7x"):
        run(["0.77", "0.7x"])
    with pytest.raises(gl.InvalidArgumentError, match=r"max_n must be an integer .* got -5"):
        run(["0.77"], -5)
    with pytest.raises(gl.InvalidArgumentError, match="workers must be a positive integer"):
        run(["0.77"], workers=0)
    with pytest.raises(gl.InvalidCodeError, match="digits must be an integer"):
        gl.census_codes(9)
    other = tmp_path / "other.csv"
    other.write_text("a,b\n1,2\n")
    with pytest.raises(gl.GrundyError, match="census table"):
        run(["0.77"], output=other)


def test_rows_are_written_as_codes_finish_and_a_census_resumes(tmp_path, monkeypatch):
    out = tmp_path / "census.csv"
    first = run(["0.07", "0.77"], output=out)
    with out.open() as f:
        assert [r["code"] for r in csv.DictReader(f)] == ["0.07", "0.77"]
    computed = []
    real_row = census_module.census_row

    def counting_row(code, max_n):
        computed.append(code)
        return real_row(code, max_n)

    monkeypatch.setattr(census_module, "census_row", counting_row)
    again = run(["0.07", "0.77", "0.137"], output=out)
    assert computed == ["0.137"]  # the finished codes are not recomputed
    assert list(again["seconds"][:2]) == list(first["seconds"])
    with pytest.raises(gl.GrundyError, match="max_n 2000, got max_n 3000"):
        run(["0.07"], 3000, output=out)


def test_an_interrupted_census_keeps_its_finished_rows(tmp_path, monkeypatch):
    out = tmp_path / "census.csv"
    real_row = census_module.census_row

    def interrupted(code, max_n):
        if code == "0.137":
            raise KeyboardInterrupt
        return real_row(code, max_n)

    monkeypatch.setattr(census_module, "census_row", interrupted)
    with pytest.raises(KeyboardInterrupt):
        run(["0.07", "0.77", "0.137", "0.4"], output=out)
    assert list(gl.read_census(out)["code"]) == ["0.07", "0.77"]
    monkeypatch.setattr(census_module, "census_row", real_row)
    table = run(["0.07", "0.77", "0.137", "0.4"], output=out)
    assert list(table["code"]) == ["0.07", "0.77", "0.137", "0.4"]
    with out.open("a") as f:  # a line cut short by a kill is dropped when resuming
        f.write("0.6,not prov")
    assert len(run(["0.07", "0.6"], output=out)) == 2
    assert list(gl.read_census(out)["code"]) == ["0.07", "0.137", "0.4", "0.6", "0.77"]


def test_a_last_row_without_its_newline_is_not_joined_by_the_next(tmp_path):
    out = tmp_path / "census.csv"
    run(["0.07"], output=out)
    out.write_bytes(out.read_bytes().rstrip(b"\n"))  # a complete row, its newline lost
    table = run(["0.07", "0.77"], output=out)
    assert list(table["code"]) == ["0.07", "0.77"]
    lines = out.read_text().splitlines()
    assert len(lines) == 3 and [line.split(",")[0] for line in lines[1:]] == ["0.07", "0.77"]
    assert list(gl.read_census(out)["code"]) == ["0.07", "0.77"]


@pytest.mark.parametrize(("column", "value"), [("period", "twelve"), ("seconds", "soon")])
def test_a_row_with_words_for_numbers_is_refused_and_left_alone(tmp_path, column, value):
    out = tmp_path / "census.csv"
    run(["0.07", "0.77"], output=out)
    with out.open(newline="") as f:
        rows = list(csv.DictReader(f))
    rows[1][column] = value
    with out.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    before = out.read_bytes()
    message = f"line 3: column {column} must hold a .*number, got '{value}'"
    with pytest.raises(gl.GrundyError, match=message):
        gl.read_census(out)
    with pytest.raises(gl.GrundyError, match=message):
        run(["0.07", "0.4"], output=out)
    assert out.read_bytes() == before


def test_read_census_keeps_codes_as_text(tmp_path):
    out = tmp_path / "c.csv"
    run(["0.1", "0.71"], output=out)
    assert list(gl.read_census(out)["code"]) == ["0.1", "0.71"]


def published_frame(rows):
    return pd.DataFrame(rows, columns=["code", "preperiod", "period", "source"])


def test_a_disagreement_is_reported_with_both_values_and_the_first_heap():
    table = run(["0.07", "0.77", "0.6", "0.137", "0.1"])
    pub = published_frame(
        [
            ["0.07", 53, 34, "book A"],  # agrees
            ["0.77", 71, 24, "book B"],  # holds (24 = 2 x 12) but is not the period
            ["0.137", 60, 34, "book C"],  # holds, preperiod not the smallest
            ["0.1", 1, 2, "book D"],  # fails
            ["0.6", None, None, "book E"],  # unsolved on both sides
        ]
    )
    report = gl.compare_census(table, pub).set_index("code")
    assert report.loc["0.07", "verdict"] == "agrees"
    assert report.loc["0.77", "verdict"] == "disagrees"
    assert report.loc["0.77", "detail"] == "the published period 24 is a multiple of the period 12"
    assert report.loc["0.137", "first_difference"] == "59"
    assert report.loc["0.1", ["census", "published"]].tolist() == ["2/1", "1/2"]
    g = gl.grundy_sequence("0.1", 10)
    first = int(report.loc["0.1", "first_difference"])
    assert first == 3 and g[3] != g[1]
    assert report.loc["0.6", "verdict"] == "both unsolved"


def test_the_committed_published_data_is_compared_term_by_term():
    table = run(["0.07", "0.77", "0.137"], 1000)
    report = gl.compare_census(
        table, DATA / "octal_published.csv", sequences=DATA / "known_values.csv"
    )
    assert set(report["verdict"]) == {"agrees"}
    assert len(report) == 6  # three periods, three sequences


def test_a_published_table_that_is_missing_is_an_error(tmp_path):
    with pytest.raises(gl.GrundyError, match="published table not found"):
        gl.compare_census(run(["0.77"]), tmp_path / "none.csv")


def test_the_census_picture_places_codes_by_digits():
    import matplotlib
    import matplotlib.pyplot

    matplotlib.use("Agg")
    ax = gl.draw_census(run(["0.07", "4.7", "0.6"], 600))
    images = ax.get_images()
    assert len(images) == 2
    period = np.ma.filled(images[1].get_array(), np.nan)
    assert period[0, 56] == 34 and np.isnan(period[6, 0])  # 0.07: row 0.0, column 70
    assert not np.isnan(np.ma.filled(images[0].get_array(), np.nan)[6, 0])  # 0.6 grey
    assert ax.get_xlabel() == "digits d2 d3 (grey: not proved, white: not in the table)"
    matplotlib.pyplot.close(ax.figure)  # later tests check that no figure is left open


def test_the_command_line_runs_a_census(tmp_path, capsys):
    from grundylib.__main__ import main

    out = tmp_path / "c.csv"
    status = main(
        [
            "census",
            "0.07",
            "0.77",
            "--max-n",
            "1000",
            "--in-process",
            "--output",
            str(out),
            "--published",
            str(DATA / "octal_published.csv"),
            "--sequences",
            str(DATA / "known_values.csv"),
        ]
    )
    printed = capsys.readouterr().out
    assert status == 0
    assert "2 codes up to 1000 values: 2 proved, 0 not; 2 distinct games" in printed
    assert "compared with the published data: 4 agrees" in printed


# ---------------------------------------------------------------------------------------
# a real Dask cluster on 127.0.0.1: one scheduler, two workers


def _stop(processes):
    for process in processes:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
    for process in processes:
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture
def dask_cluster(tmp_path):
    dask = [sys.executable, "-m", "distributed.cli.dask_scheduler"]
    worker = [sys.executable, "-m", "distributed.cli.dask_worker"]
    info = tmp_path / "scheduler.json"
    logs = (tmp_path / "scheduler.log").open("w")
    processes = [
        subprocess.Popen(
            [
                *dask,
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--no-dashboard",
                "--scheduler-file",
                str(info),
            ],
            stdout=logs,
            stderr=subprocess.STDOUT,
            cwd=tmp_path,
        )
    ]
    try:
        deadline = time.monotonic() + 30
        while not info.is_file() or not info.read_text().strip():
            assert time.monotonic() < deadline, "the scheduler did not start"
            assert processes[0].poll() is None, "the scheduler exited"
            time.sleep(0.2)
        address = json.loads(info.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        for name in ("w1", "w2"):
            processes.append(
                subprocess.Popen(
                    [
                        *worker,
                        address,
                        "--host",
                        "127.0.0.1",
                        "--nthreads",
                        "1",
                        "--no-dashboard",
                        "--name",
                        name,
                        "--local-directory",
                        str(tmp_path),
                    ],
                    stdout=logs,
                    stderr=subprocess.STDOUT,
                    cwd=tmp_path,
                    env={**os.environ, "PYTHONHASHSEED": "0"},
                )
            )
        from distributed import Client

        with Client(address, timeout=30) as client:
            client.wait_for_workers(2, timeout=45)
            assert len(client.scheduler_info()["workers"]) == 2
        yield address
    finally:
        _stop(processes[::-1])
        logs.close()


def test_a_census_on_a_real_dask_scheduler_equals_the_in_process_one(dask_cluster, tmp_path):
    codes = ["0.07", "0.137", "0.4", "0.77", "0.6", "0.156", "4.7", "0.16"]
    out = tmp_path / "dask.csv"
    on_dask = gl.census(codes, 3000, scheduler=dask_cluster, output=out, progress=False)
    here = run(codes, 3000)
    same = [c for c in CENSUS_COLUMNS if c != "seconds"] + ["game", "shift"]
    pd.testing.assert_frame_equal(on_dask[same], here[same])
    assert sorted(gl.read_census(out)["code"]) == sorted(codes)
