"""The pure parts of ``benchmarks/bench_reference.py`` (its speed is never tested).

No program is built or timed here: the ogs source lookup, the driver's manifest and cache
check, the parsing of the driver's and ``ref_octal``'s output, the code list, the
formatting, and the stop on a disagreement (with fake runners).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import grundylib as gl

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_reference.py"
HINT = "git clone https://github.com/beling/impartial-games ../impartial-games"


def load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_reference", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_reference"] = module
    spec.loader.exec_module(module)
    return module


bench = load_bench()


def fake_crate(folder: Path) -> Path:
    """A folder shaped like the ogs crate (a manifest named ogs, one source file)."""
    (folder / "src").mkdir(parents=True)
    (folder / "Cargo.toml").write_text('[package]\nname = "ogs"\nversion = "0.0.6"\n')
    (folder / "src" / "lib.rs").write_text("// empty\n")
    return folder


# ------------------------------------------------------------------------ finding ogs


def test_the_environment_variable_names_a_checkout_or_its_ogs_folder(tmp_path: Path) -> None:
    crate = fake_crate(tmp_path / "impartial-games" / "ogs")
    for given in (tmp_path / "impartial-games", crate):
        found = bench.find_ogs_source({"GRUNDYLIB_OGS_SOURCE": str(given)}, tmp_path / "project")
        assert found == crate.resolve()


def test_a_checkout_beside_the_project_is_found(tmp_path: Path) -> None:
    crate = fake_crate(tmp_path / "shared" / "impartial-games" / "ogs")
    assert bench.find_ogs_source({}, tmp_path / "project") == crate.resolve()
    first = fake_crate(tmp_path / "impartial-games" / "ogs")
    assert bench.find_ogs_source({}, tmp_path / "project") == first.resolve()


def test_a_missing_source_says_how_to_get_it(tmp_path: Path) -> None:
    with pytest.raises(bench.Unavailable, match="not in") as missing:
        bench.find_ogs_source({}, tmp_path / "project")
    assert HINT in str(missing.value)
    assert "\n" not in str(missing.value)
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "Cargo.toml").write_text('[package]\nname = "igs"\n')
    with pytest.raises(bench.Unavailable, match="GRUNDYLIB_OGS_SOURCE=") as wrong:
        bench.find_ogs_source({"GRUNDYLIB_OGS_SOURCE": str(tmp_path / "other")}, tmp_path)
    assert HINT in str(wrong.value)


def test_the_driver_manifest_points_at_the_crate_and_says_where_it_comes_from() -> None:
    template = (bench.OGS_DRIVER / "Cargo.toml").read_text()
    assert "github.com/beling/impartial-games" in template
    assert "LGPL" in template
    manifest = bench.driver_manifest(Path("/some where/ogs"), template)
    assert 'ogs = { path = "/some where/ogs" }' in manifest
    assert 'OGS_PATH"' not in manifest
    with pytest.raises(ValueError, match="OGS_PATH"):
        bench.driver_manifest(Path("/x"), "[dependencies]\n")


def test_a_built_driver_newer_than_its_sources_is_not_rebuilt(tmp_path: Path) -> None:
    crate = fake_crate(tmp_path / "ogs")
    build = tmp_path / "build"
    calls: list[list[str]] = []

    def cargo(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        assert kwargs["env"]["RUSTFLAGS"] == "-C target-cpu=native"
        assert "--offline" in command and "--release" in command
        binary = build / "target" / "release" / "ogs_driver"
        binary.parent.mkdir(parents=True, exist_ok=True)
        binary.write_text("")
        return subprocess.CompletedProcess(command, 0, "", "")

    binary = bench.build_ogs_driver(crate, build, cargo="cargo", run=cargo)
    assert (build / "src" / "main.rs").read_text() == (
        bench.OGS_DRIVER / "src" / "main.rs"
    ).read_text()
    assert str(crate) in (build / "Cargo.toml").read_text()
    assert bench.build_ogs_driver(crate, build, cargo="cargo", run=cargo) == binary
    assert len(calls) == 1
    source = crate / "src" / "lib.rs"
    later = binary.stat().st_mtime + 10
    os.utime(source, (later, later))
    assert bench.stale(binary, [source])
    bench.build_ogs_driver(crate, build, cargo="cargo", run=cargo)
    assert len(calls) == 2


def test_a_failed_build_says_why_in_one_line(tmp_path: Path) -> None:
    crate = fake_crate(tmp_path / "ogs")

    def failing(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        stderr = "   Compiling ogs\nerror[E0433]: failed to resolve\n\nmore\n"
        return subprocess.CompletedProcess(command, 101, "", stderr)

    with pytest.raises(bench.Unavailable) as failed:
        bench.build_ogs_driver(crate, tmp_path / "build", cargo="cargo", run=failing)
    message = str(failed.value)
    assert "error[E0433]: failed to resolve" in message
    assert HINT in message and "\n" not in message


# ------------------------------------------------------------------------------ parsing


def test_the_outputs_are_parsed() -> None:
    line = json.dumps({"seconds": 0.25, "sum": 14665322, "max": 285, "count": 131072})
    assert bench.parse_ogs(f"{line}\n", 131072) == {
        "seconds": 0.25,
        "sum": 14665322,
        "max": 285,
    }
    with pytest.raises(ValueError, match="131071 values"):
        bench.parse_ogs(line.replace("131072", "131071"), 131072)
    stdout = (
        "code=0.6 N=131071 method=c-sparse\nsum=14665322 wsum=989715588810 max=285\n"
        "last10=196 129 61 230 157 128 80 263 165 25\ntime_s=0.204537\n"
    )
    assert bench.parse_reference(stdout) == {"seconds": 0.204537, "sum": 14665322, "max": 285}


def test_the_codes_are_czajkas_69_unsolved_ones() -> None:
    codes = bench.UNSOLVED
    assert len(codes) == len(set(codes)) == 69
    assert {"0.6", "0.04", "0.004", "0.776"} <= set(codes)
    assert not [code for code in codes if code.startswith("4.")]
    for code in codes:
        gl.OctalGame(code)


def test_the_codes_option_reads_a_list_or_a_file(tmp_path: Path) -> None:
    assert bench.read_codes("0.6,0.054, 0.104") == ["0.6", "0.054", "0.104"]
    listing = tmp_path / "codes.txt"
    listing.write_text("# a comment\n0.6 0.04\n0.06,0.14  # more\n")
    assert bench.read_codes(str(listing)) == ["0.6", "0.04", "0.06", "0.14"]


# --------------------------------------------------------------------------- formatting


def case(code: str, mine: float, c: float, rc: float | None, rc2: float | None) -> Any:
    seconds = {bench.GRUNDYLIB: mine, bench.C: c}
    if rc is not None and rc2 is not None:
        seconds.update({bench.OGS_RC: rc, bench.OGS_RC2: rc2})
    return bench.Case(code, 2**17, seconds, rss=150 * 2**20)


def test_a_row_gives_both_ratios_and_a_dash_without_ogs() -> None:
    line = bench.row(case("0.104", 0.02, 0.01, 4.0, 0.025))
    assert line.split()[-3:] == ["2.00x", "0.80x", "150"]
    line = bench.row(case("grundy", 3.0, 2.0, None, None))
    assert line.split()[1:6] == ["131072", "3.0000", "2.0000", "-", "-"]
    assert line.split()[-3:] == ["1.50x", "-", "150"]


def test_the_summary_gives_totals_the_worst_codes_and_how_many_are_above() -> None:
    cases = [
        case("0.6", 0.3, 0.2, 0.44, 0.42),
        case("0.104", 0.02, 0.01, 4.0, 0.025),
        case("0.054", 0.03, 0.02, 0.02, 0.03),
    ]
    proved = case("0.16", 0.001, 0.1, 0.1, 0.1)
    proved.proved = True
    text = bench.summary([*cases, proved])
    total, against_c, against_ogs = text.splitlines()
    assert total.split() == [
        "total",
        "3",
        "codes",
        "0.3500",
        "0.2300",
        "best",
        "0.4650",
        "1.52x",
        "0.75x",
    ]
    assert "worst code 0.104 at 2.00x" in against_c
    assert "3 of 4 codes above 1.0x (0.6, 0.104, 0.054)" in against_c
    assert "worst code 0.054 at 1.50x" in against_ogs
    assert "1 of 4 codes above 1.0x (0.054)" in against_ogs
    without = bench.summary([case("0.6", 0.3, 0.2, None, None)])
    assert "best -" in without and "against the better ogs method: not measured" in without


# ------------------------------------------------------------------------- disagreement


def fake(seconds: float, total: int, largest: int) -> Any:
    return lambda code, n: {"seconds": seconds, "sum": total, "max": largest}


def test_a_disagreement_stops_with_both_results() -> None:
    runners = {bench.GRUNDYLIB: fake(1.0, 100, 7), bench.C: fake(0.5, 100, 7)}
    runners[bench.OGS_RC] = fake(0.6, 101, 7)
    with pytest.raises(SystemExit) as stop:
        bench.compare("0.6", 1000, 1, runners)
    message = str(stop.value)
    assert "grundylib and ogs rc disagree" in message
    assert "'sum': 100" in message and "'sum': 101" in message


def test_light_cases_run_at_least_nine_rounds_in_rotated_order() -> None:
    order: list[str] = []

    def runner(label: str, seconds: float) -> Any:
        def run(code: str, n: int) -> dict[str, float]:
            order.append(label)
            return {"seconds": seconds, "sum": 5, "max": 2}

        return run

    labels = [bench.GRUNDYLIB, bench.C, bench.OGS_RC, bench.OGS_RC2]
    heavy = {label: runner(label, 1.0) for label in labels}
    assert bench.compare("0.6", 10, 2, heavy).seconds == dict.fromkeys(labels, 1.0)
    assert order == labels + labels[1:] + labels[:1]
    order.clear()
    light = {**heavy, bench.OGS_RC2: runner(bench.OGS_RC2, 0.01)}
    result = bench.compare("0.6", 10, 2, light)
    assert len(order) == 9 * 4 and result.seconds[bench.OGS_RC2] == 0.01
