"""Checks on the published reference tables in data/ (the data only; grundylib is not imported).

The expected facts below are textbook statements (Winning Ways, OEIS), written out by hand
so that they are independent of the CSV files.
"""
import re
from math import isqrt
from pathlib import Path

import pandas as pd
import pytest

DATA = Path(__file__).resolve().parent.parent / "data"
KNOWN = DATA / "known_values.csv"
OCTAL = DATA / "octal_published.csv"

# Honest term counts found in published sources (see data/README.md), with OEIS offsets.
EXPECTED = {
    "A002186": (0, 105),  # Kayles
    "A002187": (0, 132),  # Dawson's chess
    "A002188": (0, 105),  # Grundy's game
    "A000201": (1, 100),  # lower Wythoff
    "A001950": (1, 100),  # upper Wythoff
    "A000045": (0, 100),  # Fibonacci
    "DawsonsKayles_0.07": (0, 133),
}


@pytest.fixture(scope="module")
def known():
    df = pd.read_csv(KNOWN, dtype={"sequence": str, "value": str, "source": str})
    return df


def terms(known, seq):
    sub = known[known["sequence"] == seq].sort_values("n")
    return {int(n): int(v) for n, v in zip(sub["n"], sub["value"], strict=True)}


# ---------------------------------------------------------------- known_values.csv

def test_known_columns(known):
    assert list(known.columns) == ["sequence", "n", "value", "source"]


def test_known_every_row_has_source(known):
    assert known["source"].notna().all()
    assert (known["source"].str.strip().str.len() > 0).all()


def test_known_values_are_integers(known):
    assert known["value"].str.fullmatch(r"-?\d+").all()


def test_known_sequences_present(known):
    assert set(known["sequence"]) == set(EXPECTED)


@pytest.mark.parametrize("seq", sorted(EXPECTED))
def test_known_counts_and_contiguous_offset(known, seq):
    offset, count = EXPECTED[seq]
    ns = sorted(int(n) for n in known.loc[known["sequence"] == seq, "n"])
    assert len(ns) == count
    assert ns == list(range(offset, offset + count))


@pytest.mark.parametrize("seq", [s for s in EXPECTED if s.startswith("A")])
def test_known_oeis_sequences_have_at_least_100_terms(known, seq):
    assert (known["sequence"] == seq).sum() >= 100


def test_no_duplicate_rows(known):
    assert not known.duplicated(["sequence", "n"]).any()


def test_kayles_first_values_winning_ways(known):
    k = terms(known, "A002186")
    assert [k[n] for n in range(12)] == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]


def test_kayles_periodic_from_71_period_12(known):
    # Winning Ways: period 12 (4,1,2,8,1,4,7,2,1,8,2,7) from n = 71 on; last exception n = 70.
    k = terms(known, "A002186")
    block = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]
    for n in range(72, max(k) + 1):
        assert k[n] == block[n % 12], n
    assert k[70] != k[82]


def test_dawsons_chess_first_values_and_period(known):
    d = terms(known, "A002187")
    assert [d[n] for n in range(12)] == [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]
    for n in range(52, max(d) - 34 + 1):
        assert d[n] == d[n + 34], n
    assert d[51] != d[85]


def test_dawsons_kayles_is_dawsons_chess_shifted_by_one(known):
    d = terms(known, "A002187")
    dk = terms(known, "DawsonsKayles_0.07")
    assert dk[0] == 0
    for n in range(1, max(dk) + 1):
        assert dk[n] == d[n - 1]
    # Dawson's Kayles: 0,0,1,1,2,0,3,1,1,0,3,3,2,2,4 (textbook)
    assert [dk[n] for n in range(15)] == [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4]


def test_grundys_game_small_values(known):
    g = terms(known, "A002188")
    # heaps 1 and 2 cannot be split into two unequal heaps; 3 -> (1,2) only
    assert [g[n] for n in range(8)] == [0, 0, 0, 1, 0, 2, 1, 0]


def test_fibonacci_recurrence(known):
    f = terms(known, "A000045")
    assert f[0] == 0 and f[1] == 1
    for n in range(2, max(f) + 1):
        assert f[n] == f[n - 1] + f[n - 2], n
    assert f[99] == 218922995834555169026


def test_wythoff_upper_is_lower_plus_n(known):
    lo = terms(known, "A000201")
    up = terms(known, "A001950")
    assert set(lo) == set(up)
    for n in lo:
        assert up[n] == lo[n] + n, n


def test_lower_wythoff_is_floor_n_phi(known):
    lo = terms(known, "A000201")
    for n, v in lo.items():
        assert v == (n + isqrt(5 * n * n)) // 2, n  # floor(n*(1+sqrt5)/2), exact


def test_wythoff_sequences_are_complementary(known):
    # Beatty: every positive integer is in exactly one of the two sequences
    lo = set(terms(known, "A000201").values())
    up = set(terms(known, "A001950").values())
    top = max(lo)
    assert not (lo & up)
    assert set(range(1, top + 1)) <= (lo | up)


# ---------------------------------------------------------------- octal_published.csv

@pytest.fixture(scope="module")
def octal():
    return pd.read_csv(OCTAL, dtype=str, keep_default_na=False)


def test_octal_columns(octal):
    assert list(octal.columns) == ["code", "preperiod", "period", "source", "notes"]


def test_octal_sources_and_codes(octal):
    assert (octal["source"].str.strip().str.len() > 0).all()
    assert octal["code"].map(lambda c: bool(re.fullmatch(r"0\.[0-7]*[1-7]", c))).all()
    assert octal["code"].is_unique


def test_octal_known_or_unknown_consistent(octal):
    for _, r in octal.iterrows():
        if r["preperiod"] == "" or r["period"] == "":
            assert r["preperiod"] == "" and r["period"] == "", r["code"]
            assert "UNKNOWN" in r["notes"], r["code"]
        else:
            assert int(r["preperiod"]) >= 0 and int(r["period"]) >= 1, r["code"]


@pytest.mark.parametrize(
    "code,pre,per",
    [("0.77", 71, 12), ("0.07", 53, 34), ("0.137", 52, 34), ("0.16", 105351, 149459)],
)
def test_octal_headline_results(octal, code, pre, per):
    row = octal[octal["code"] == code]
    assert len(row) == 1
    assert int(row["preperiod"].iloc[0]) == pre
    assert int(row["period"].iloc[0]) == per


@pytest.mark.parametrize("code", ["0.6", "0.06", "0.14", "0.36", "0.64", "0.74", "0.76"])
def test_octal_unsolved_marked_unknown(octal, code):
    row = octal[octal["code"] == code]
    assert len(row) == 1
    assert row["preperiod"].iloc[0] == "" and row["period"].iloc[0] == ""


@pytest.mark.parametrize(
    "code,seq", [("0.77", "A002186"), ("0.137", "A002187"), ("0.07", "DawsonsKayles_0.07")]
)
def test_octal_table_agrees_with_known_values(octal, known, code, seq):
    """preperiod = smallest n0 with g(n+p) = g(n) for all n >= n0 (checked on the terms we have)."""
    row = octal[octal["code"] == code].iloc[0]
    pre, per = int(row["preperiod"]), int(row["period"])
    g = terms(known, seq)
    last = max(g)
    for n in range(pre, last - per + 1):
        assert g[n] == g[n + per], (code, n)
    if pre > 0:
        assert g[pre - 1] != g[pre - 1 + per], code
