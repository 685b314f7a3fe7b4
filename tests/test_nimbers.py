"""Nim multiplication: the fast method against the mex definition, OEIS A051775, and field facts."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundylib as gl
from grundylib.nimbers import MAX_MEX_PRODUCT, MAX_NIM_BITS

TABLE = Path(__file__).resolve().parent.parent / "data" / "nim_product_A051775.csv"
FERMAT = [2 ** (2**k) for k in range(10)]  # 2, 4, 16, 256, 65536, ..., 2**512


def test_a051775_terms_agree_with_both_methods() -> None:
    df = pd.read_csv(TABLE, dtype={"section": str, "source": str}, keep_default_na=False)
    assert len(df) == 179
    assert (df["section"] == "data").sum() == 83 and (df["section"] == "example").sum() == 96
    assert all("A051775" in s for s in df["source"])
    data = df[df["section"] == "data"]
    assert data["a_index"].astype(int).tolist() == list(range(83))
    for row in df.itertuples():
        assert gl.nim_product(row.n, row.m) == row.value, (row.n, row.m)
        assert gl.nim_mex_product(row.n, row.m) == row.value, (row.n, row.m)


def test_a051775_antidiagonal_reading_matches_the_file() -> None:
    df = pd.read_csv(TABLE, keep_default_na=False)
    data = df[df["section"] == "data"]
    cells = [(n, d - n) for d in range(20) for n in range(d + 1)]
    assert list(zip(data["n"], data["m"], strict=True)) == cells[: len(data)]


def test_fast_product_equals_the_mex_definition_below_64() -> None:
    n = MAX_MEX_PRODUCT + 1
    assert n == 64
    for a, b in itertools.product(range(n), repeat=2):
        assert gl.nim_product(a, b) == gl.nim_mex_product(a, b), (a, b)
    table = gl.nim_product_table(n)
    assert table.shape == (n, n)
    assert all(table[a, b] == gl.nim_mex_product(a, b) for a in range(n) for b in range(n))


@pytest.mark.parametrize("k", [1, 2, 3])
def test_nimbers_below_2_to_the_2_to_the_k_form_a_field(k: int) -> None:
    q = 2 ** (2**k)  # 4, 16, 256
    elements = range(q)
    table = gl.nim_product_table(q)
    assert table.max() < q  # closure
    assert (table == table.T).all()  # commutativity
    assert all(table[1, a] == a and table[0, a] == 0 for a in elements)
    inverses = [sum(1 for b in elements if table[a, b] == 1) for a in range(1, q)]
    assert inverses == [1] * (q - 1)  # each non-zero element has exactly one inverse
    # associativity and distributivity: every triple for q <= 16, 20 000 triples for 256
    if q <= 16:
        triples = list(itertools.product(elements, repeat=3))
    else:
        rng = random.Random(9)
        triples = [(rng.randrange(q), rng.randrange(q), rng.randrange(q)) for _ in range(20_000)]
    for a, b, c in triples:
        assert table[table[a, b], c] == table[a, table[b, c]]
        assert table[a, b ^ c] == table[a, b] ^ table[a, c]


def test_numbers_that_are_not_below_a_fermat_power_do_not_form_a_field() -> None:
    # below 8 the products leave the set: 2 ⊗ 4 = 8
    assert gl.nim_product(2, 4) == 8


def test_fermat_power_facts() -> None:
    for f in FERMAT:
        assert gl.nim_product(f, f) == 3 * f // 2 == f ^ (f // 2)
        for x in (0, 1, 2, 3, f // 2 + 1, f - 1):
            if x < f:
                assert gl.nim_product(x, f) == x * f
    for f, g in itertools.combinations(FERMAT, 2):
        assert gl.nim_product(f, g) == f * g  # distinct Fermat 2-powers multiply ordinarily


nimbers = st.integers(min_value=0, max_value=2**128 - 1)


@given(nimbers, nimbers, nimbers)
def test_field_laws_on_large_numbers(a: int, b: int, c: int) -> None:
    p = gl.nim_product
    assert p(a, b) == p(b, a)
    assert p(p(a, b), c) == p(a, p(b, c))
    assert p(a, b ^ c) == p(a, b) ^ p(a, c)
    assert p(a, b) < 2**128  # closure in the field of 2**128 elements
    if a:
        assert p(a, gl.nim_inverse(a)) == 1


@given(st.integers(min_value=1, max_value=2**16 - 1))
def test_inverse_is_the_power_q_minus_2(a: int) -> None:
    q = 16 if a < 16 else 256 if a < 256 else 2**16
    assert gl.nim_inverse(a) == gl.nim_power(a, q - 2)
    assert gl.nim_power(a, q - 1) == 1


def test_square_and_power() -> None:
    assert [gl.nim_square(a) for a in range(16)] == [gl.nim_product(a, a) for a in range(16)]
    assert all(gl.nim_square(a ^ b) == gl.nim_square(a) ^ gl.nim_square(b)
               for a in range(16) for b in range(16))
    assert gl.nim_power(3, 0) == 1
    assert [gl.nim_power(2, n) for n in range(1, 7)] == [2, 3, 1, 2, 3, 1]


def test_largest_allowed_numbers_are_fast_and_exact() -> None:
    top = 2**MAX_NIM_BITS - 1
    assert gl.nim_product(top, 1) == top
    assert gl.nim_product(top, gl.nim_inverse(top)) == 1


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: gl.nim_product(-1, 2), gl.InvalidArgumentError,
         "a must be a non-negative integer, got -1"),
        (lambda: gl.nim_product(2, 1.5), gl.InvalidArgumentError,
         "b must be a non-negative integer, got 1.5"),
        (lambda: gl.nim_product(True, 2), gl.InvalidArgumentError,
         "a must be a non-negative integer, got True"),
        (lambda: gl.nim_product(2**1024, 2), gl.PositionLimitError,
         "a must be below 2**1024, got a number of 1025 bits"),
        (lambda: gl.nim_inverse(0), gl.InvalidArgumentError,
         "a must be non-zero (0 has no nim inverse), got 0"),
        (lambda: gl.nim_power(2, -3), gl.InvalidArgumentError,
         "n must be a non-negative integer, got -3"),
        (lambda: gl.nim_mex_product(64, 0), gl.PositionLimitError,
         "a must be at most 63, got 64"),
        (lambda: gl.nim_product_table(10**6), gl.PositionLimitError,
         "n must be at most 1000, got 1000000"),
        (lambda: gl.nim_square("3"), gl.InvalidArgumentError,
         "a must be a non-negative integer, got '3'"),
    ],
)
def test_bad_input_gets_a_clear_error(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert str(info.value) == message
