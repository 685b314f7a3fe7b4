"""mex, nim-sum, outcomes and the error hierarchy."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundylib as gl

naturals = st.integers(min_value=0, max_value=200)


@pytest.mark.parametrize(
    ("values", "expected"),
    [([0, 1, 2, 4], 3), ([2, 3, 5], 0), ([], 0), ([1, 2, 3], 0), ([0, 1, 3, 4], 2), ([0, 0, 1], 2)],
)
def test_mex_of_the_notes_examples(values, expected):
    assert gl.mex(values) == expected


@given(st.sets(naturals))
def test_mex_is_the_least_missing_value(values):
    m = gl.mex(values)
    assert m not in values
    assert all(k in values for k in range(m))


@given(st.sets(naturals), naturals)
def test_mex_never_decreases_when_a_value_is_added(values, extra):
    assert gl.mex(values | {extra}) >= gl.mex(values)


@given(st.lists(naturals, max_size=6))
def test_mex_ignores_order_and_repeats(values):
    assert gl.mex(values) == gl.mex(sorted(set(values), reverse=True))


@given(st.lists(naturals, max_size=8))
def test_nim_sum_is_xor_and_self_inverse(values):
    s = gl.nim_sum(*values)
    assert gl.nim_sum(s, *values) == 0
    assert s <= 2 * max(values, default=0)


def test_nim_sum_examples_of_the_notes():
    assert gl.nim_sum(22, 51) == 37
    assert gl.nim_sum(13, 12, 8) == 9
    assert gl.nim_sum(1, 2, 3) == 0
    assert gl.nim_sum(4, 9, 13) == 0


@pytest.mark.parametrize("bad", [-1, 2.0, "3", True, None])
def test_nim_sum_rejects_non_naturals(bad):
    with pytest.raises(gl.InvalidArgumentError, match=r"nim_sum argument must be a non-negative integer, got"):
        gl.nim_sum(1, bad)


def test_outcome_is_a_string_enum():
    assert gl.Outcome.P == "P" and gl.Outcome.N == "N"
    assert str(gl.Outcome.N) == "N"


def test_every_error_is_a_value_error():
    for cls in (gl.InvalidPositionError, gl.LoopyGameError, gl.PositionLimitError):
        assert issubclass(cls, gl.GrundyError)
    assert issubclass(gl.GrundyError, ValueError)


def test_loopy_error_names_the_cycle():
    error = gl.LoopyGameError(["a", "b"])
    assert error.cycle == ["a", "b"]
    assert "'a' -> 'b' -> 'a'" in str(error)
