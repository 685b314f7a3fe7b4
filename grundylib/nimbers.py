"""Nim arithmetic: the nim product, powers and inverses, and the field of nimbers.

Nim addition is XOR (:func:`grundylib.nim_sum`). Nim multiplication is defined by a mex
rule, the one that gives the value of a product of coin-turning games (the Tartan
theorem, :mod:`grundylib.games.coin_turning`):

.. math:: a \\otimes b = \\operatorname{mex}\\{a' \\otimes b \\oplus a \\otimes b' \\oplus
   a' \\otimes b' : a' < a,\\ b' < b\\}.

With ``⊕`` and ``⊗`` the numbers below ``2^(2^n)`` form a field of that many elements
for every ``n``. This module owns the slow definition (:func:`nim_mex_product`, a
reference), the fast recursive method (:func:`nim_product`), and what the field gives:
:func:`nim_square`, :func:`nim_power`, :func:`nim_inverse` and the table
:func:`nim_product_table`.
"""

from __future__ import annotations

from functools import cache, lru_cache

import numpy as np
import numpy.typing as npt

from .core import (
    MAX_ITEMS,
    InvalidArgumentError,
    PositionLimitError,
    check_at_most,
    check_natural,
    least_missing,
)

__all__ = [
    "MAX_MEX_PRODUCT",
    "MAX_NIM_BITS",
    "nim_inverse",
    "nim_mex_product",
    "nim_power",
    "nim_product",
    "nim_product_table",
    "nim_square",
]

MAX_NIM_BITS = 1024
"""Nim products are computed for numbers below ``2**MAX_NIM_BITS`` (a field of nimbers)."""

MAX_MEX_PRODUCT = 63
"""The largest factor :func:`nim_mex_product` accepts (its table costs about ``n**4`` steps)."""


def check_nimber(value: object, name: str) -> int:
    """Return ``value`` if it is a non-negative integer below ``2**MAX_NIM_BITS``, else raise.

    Examples
    --------
    >>> check_nimber(-3, "a")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: a must be a non-negative integer, got -3
    >>> check_nimber(2**2000, "b")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: b must be below 2**1024, got a number of 2001 bits
    """
    number = check_natural(value, name, InvalidArgumentError)
    if number.bit_length() > MAX_NIM_BITS:
        raise PositionLimitError(
            f"{name} must be below 2**{MAX_NIM_BITS}, got a number of {number.bit_length()} bits"
        )
    return number


def field_bits(value: int) -> int:
    """Return the number of bits ``2**k`` of the smallest field of nimbers holding ``value``.

    The nimbers below ``2**(2**k)`` form a field; this is the least such ``2**k`` with
    ``value < 2**(2**k)`` (1 for 0 and 1).

    Examples
    --------
    >>> [field_bits(v) for v in (0, 1, 2, 3, 4, 15, 16, 255, 256)]
    [1, 1, 2, 2, 4, 4, 8, 8, 16]
    """
    bits = 1
    while value >> bits:
        bits *= 2
    return bits


@lru_cache(maxsize=1 << 16)
def fast_product(a: int, b: int) -> int:
    """Nim product of two checked numbers, by splitting at a Fermat 2-power (see nim_product)."""
    if a < 2 or b < 2:
        return a * b
    half = field_bits(max(a, b)) // 2  # F = 2**half is the largest Fermat 2-power <= max(a, b)
    low = (1 << half) - 1
    a1, a0 = a >> half, a & low
    b1, b0 = b >> half, b & low
    c = fast_product(a1, b1)
    d = fast_product(a0, b0)
    e = fast_product(a1 ^ a0, b1 ^ b0)  # = c ⊕ d ⊕ (a1 ⊗ b0 ⊕ a0 ⊗ b1)
    # (a1 F ⊕ a0)(b1 F ⊕ b0) = c F² ⊕ (e ⊕ c ⊕ d) F ⊕ d and F² = F ⊕ F/2, so
    # the F-part is e ⊕ d and the part below F is d ⊕ c ⊗ F/2.
    return ((e ^ d) << half) | (d ^ fast_product(c, 1 << (half - 1)))


def nim_product(a: int, b: int) -> int:
    """Return the nim product ``a ⊗ b``, fast.

    The method splits at a Fermat 2-power. Let ``F = 2**(2**k)`` be the largest Fermat
    2-power with ``F <= max(a, b)``, so that ``a, b < F**2``, and write
    ``a = a1·F ⊕ a0``, ``b = b1·F ⊕ b0`` with ``a0, a1, b0, b1 < F``. Two facts of
    nim arithmetic do the rest: for ``x < F`` the nim product ``x ⊗ F`` is the ordinary
    product ``x·F``, and ``F ⊗ F = F ⊕ F/2`` (``3F/2`` in ordinary terms). Then

    ``a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F ⊕ (a0⊗b0 ⊕ (a1⊗b1) ⊗ F/2)``,

    where every product on the right has factors below ``F``. Three products of half the
    size are enough (``a1⊗b0 ⊕ a0⊗b1 = (a1⊕a0)⊗(b1⊕b0) ⊕ a1⊗b1 ⊕ a0⊗b0``), and the
    recursion ends at factors 0 or 1, where ``⊗`` is ordinary multiplication.

    Parameters
    ----------
    a, b : int
        Non-negative integers below ``2**MAX_NIM_BITS``.

    Returns
    -------
    int
        ``a ⊗ b``, below the smallest ``2**(2**k)`` that exceeds both factors.

    Raises
    ------
    InvalidArgumentError
        If a factor is not a non-negative integer.
    PositionLimitError
        If a factor has more than :data:`MAX_NIM_BITS` bits.

    Examples
    --------
    >>> nim_product(2, 2), nim_product(4, 4), nim_product(8, 8), nim_product(16, 16)
    (3, 6, 13, 24)
    >>> nim_product(5, 7), nim_product(7, 5), nim_product(6, 1), nim_product(9, 0)
    (13, 13, 6, 0)
    >>> nim_product(2**32, 2**32) == 3 * 2**31  # F ⊗ F = 3F/2 for a Fermat 2-power F
    True
    >>> nim_product(3, -1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: b must be a non-negative integer, got -1

    References
    ----------
    .. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 6.
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
       Plays*, 2nd ed., vol. 3, ch. 14 ("Turn and Turn About").
    .. [3] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.5 (nim multiplication).
    .. [4] OEIS A051775, "Table T(n,m) = Nim-product of n and m, read by antidiagonals".
    """
    return fast_product(check_nimber(a, "a"), check_nimber(b, "b"))


def nim_square(a: int) -> int:
    """Return ``a ⊗ a``.

    Squaring is additive in characteristic 2: ``(a ⊕ b) ⊗ (a ⊕ b) = a⊗a ⊕ b⊗b``.

    Examples
    --------
    >>> [nim_square(a) for a in range(8)]
    [0, 1, 3, 2, 6, 7, 5, 4]
    """
    number = check_nimber(a, "a")
    return fast_product(number, number)


def nim_power(a: int, n: int) -> int:
    """Return ``a ⊗ a ⊗ ... ⊗ a`` (``n`` factors; 1 when ``n = 0``), by repeated squaring.

    Examples
    --------
    >>> [nim_power(2, n) for n in range(5)]
    [1, 2, 3, 1, 2]
    >>> nim_power(5, 15)  # the multiplicative group of the field of 16 has order 15
    1
    >>> nim_power(2, -1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: n must be a non-negative integer, got -1
    """
    base = check_nimber(a, "a")
    exponent = check_natural(n, "n", InvalidArgumentError)
    result = 1
    while exponent:
        if exponent & 1:
            result = fast_product(result, base)
        base = fast_product(base, base)
        exponent >>= 1
    return result


def fast_inverse(a: int) -> int:
    """Nim inverse of a checked ``a > 0``, one quadratic extension at a time (see nim_inverse)."""
    if a == 1:
        return 1
    half = field_bits(a) // 2
    a1, a0 = a >> half, a & ((1 << half) - 1)
    norm = (
        fast_product(fast_product(a1, a1), 1 << (half - 1))
        ^ fast_product(a1, a0)
        ^ fast_product(a0, a0)
    )
    n = fast_inverse(norm)
    return (fast_product(a1, n) << half) | fast_product(a1 ^ a0, n)


def nim_inverse(a: int) -> int:
    """Return the nim inverse of ``a``: the ``b`` with ``a ⊗ b = 1``.

    Let ``F = 2**(2**k)`` be the largest Fermat 2-power with ``F <= a`` and write
    ``a = a1·F ⊕ a0`` with ``a0, a1 < F``. Since ``F ⊗ F = F ⊕ F/2``, ``F`` is a root
    of ``x² = x ⊕ F/2`` over the field of nimbers below ``F``; the other root is
    ``F ⊕ 1``. So the conjugate of ``a`` is ``a1·F ⊕ (a1 ⊕ a0)`` and the norm
    ``N = a ⊗ conjugate = a1⊗a1⊗F/2 ⊕ a1⊗a0 ⊕ a0⊗a0`` lies below ``F``. The inverse is
    ``conjugate ⊗ N⁻¹``, with ``N⁻¹`` found the same way in the smaller field. (By
    Lagrange's theorem it is also ``a`` to the power ``q - 2`` in the field of the ``q``
    nimbers below ``F²``, which the tests compare.)

    Parameters
    ----------
    a : int
        A positive integer below ``2**MAX_NIM_BITS``.

    Raises
    ------
    InvalidArgumentError
        If ``a`` is 0 (it has no inverse) or not a non-negative integer.

    Examples
    --------
    >>> [nim_inverse(a) for a in range(1, 8)]
    [1, 3, 2, 15, 12, 9, 11]
    >>> nim_product(7, nim_inverse(7)), nim_power(7, 16 - 2)
    (1, 11)
    >>> nim_inverse(0)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: a must be non-zero (0 has no nim inverse), got 0

    References
    ----------
    .. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 6
       (the nimbers below ``2**(2**k)`` form a field).
    """
    number = check_nimber(a, "a")
    if number == 0:
        raise InvalidArgumentError("a must be non-zero (0 has no nim inverse), got 0")
    return fast_inverse(number)


@cache
def mex_table(size: int) -> tuple[tuple[int, ...], ...]:
    """The nim products ``a ⊗ b`` for ``a, b < size``, each found by the mex rule."""
    table = [[0] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            row, column = table[a], [table[i][b] for i in range(a)]
            seen = {column[i] ^ row[j] ^ table[i][j] for i in range(a) for j in range(b)}
            table[a][b] = least_missing(seen)
    return tuple(tuple(row) for row in table)


def nim_mex_product(a: int, b: int) -> int:
    """Return ``a ⊗ b`` by the definition: ``mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}``.

    Slow (it fills the whole table below ``a`` and ``b``, about ``a²b²`` steps) and
    limited to factors up to :data:`MAX_MEX_PRODUCT`; it is the reference that
    :func:`nim_product` is checked against. The rule is the value of a single coin in
    Turning Corners: the move that turns the corners ``(a', b'), (a', b), (a, b')`` and
    ``(a, b)`` leaves those three coins, whose values are nim-added.

    Examples
    --------
    >>> nim_mex_product(2, 3), nim_product(2, 3)
    (1, 1)
    >>> nim_mex_product(64, 2)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: a must be at most 63, got 64

    References
    ----------
    .. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 6.
    .. [2] T. S. Ferguson, *Game Theory, Part I: Impartial Combinatorial Games*,
       ch. 5, section 5.5.
    """
    x = check_at_most(a, MAX_MEX_PRODUCT, "a")
    y = check_at_most(b, MAX_MEX_PRODUCT, "b")
    return mex_table(max(x, y) + 1)[x][y]


def nim_product_table(n: int) -> npt.NDArray[np.int64]:
    """Return the ``n × n`` table of nim products ``a ⊗ b`` for ``0 <= a, b < n``.

    Parameters
    ----------
    n : int
        The size, at most 1000.

    Examples
    --------
    >>> nim_product_table(4)
    array([[0, 0, 0, 0],
           [0, 1, 2, 3],
           [0, 2, 3, 1],
           [0, 3, 1, 2]])
    """
    size = check_at_most(n, int(MAX_ITEMS**0.5), "n")
    table = np.zeros((size, size), dtype=np.int64)
    for a in range(size):
        for b in range(a, size):
            table[a, b] = table[b, a] = fast_product(a, b)
    return table
