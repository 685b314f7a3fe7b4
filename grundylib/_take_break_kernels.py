"""The compiled loop for take-and-break codes that the sparse-space kernel cannot serve.

Private, and imported only when needed (it loads numba). :mod:`grundylib._kernels` runs
octal codes with the sparse-space method; the codes it cannot read (hexadecimal digits,
which leave three heaps; ``!`` on some splitting digits but not others; codes whose last
block repeats for ever) are computed here by the plain method: each value is the mex of
the values of every option, marked in an array. It is quadratic in the heap for digits
that leave two heaps and cubic for digits that leave three, and it is exact: no period,
no sparse space, nothing assumed. The caller checks the arguments.
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["take_break_values"]


@njit(cache=True)
def take_break_values(g, start, stop, digits, unequal, period):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Fill ``g[start:stop]`` (int64) given ``g[:start]``, for a take-and-break code.

    ``digits[k]`` (``k < len(digits)``) is the digit for removing ``k`` counters and
    ``unequal[k]`` whether it carries ``!``; the last ``period`` digits repeat for ever
    (``period = 0``: every later digit is 0). A heap ``h`` has, for each ``k <= h`` with
    digit ``d``: value 0 if ``d & 1`` and ``h == k >= 1``; ``g[h-k]`` if ``d & 2`` and
    ``h > k >= 1``; ``g[a] ^ g[b]`` for ``a + b = h - k``, ``1 <= a <= b`` if ``d & 4``;
    ``g[a] ^ g[b] ^ g[c]`` for ``a + b + c = h - k``, ``1 <= a <= b <= c`` if ``d & 8``;
    with ``!`` the parts are pairwise different.
    """
    length = digits.shape[0]
    first = length - period
    maxv = 0
    for i in range(start):
        if g[i] > maxv:
            maxv = g[i]
    size = 64
    while size <= maxv:
        size *= 2
    marks = np.zeros(size, dtype=np.int64)  # marks[x] == h + 1: x is an option of heap h
    for h in range(start, stop):
        stamp = h + 1
        last = h if period > 0 else min(h, length - 1)
        for k in range(last + 1):
            i = k if k < length else first + (k - first) % period
            d = digits[i]
            if d == 0:
                continue
            u = unequal[i] != 0
            m = h - k
            if d & 1 and m == 0 and k > 0:
                marks[0] = stamp
            if d & 2 and m > 0 and k > 0:
                marks[g[m]] = stamp
            if d & 4:
                top = (m - 1) // 2 if u else m // 2
                for a in range(1, top + 1):
                    marks[g[a] ^ g[m - a]] = stamp
            if d & 8:
                for a in range(1, m // 3 + 1):
                    b = a + 1 if u else a
                    while 2 * b <= m - a:
                        c = m - a - b
                        if not (u and c == b):
                            marks[g[a] ^ g[b] ^ g[c]] = stamp
                        b += 1
        v = 0
        while v < size and marks[v] == stamp:
            v += 1
        g[h] = v
        if v > maxv:
            maxv = v
            if maxv >= size:  # every XOR of values below size stays below size
                while size <= maxv:
                    size *= 2
                marks = np.zeros(size, dtype=np.int64)
    return stop
