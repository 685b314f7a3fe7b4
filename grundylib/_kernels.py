"""Compiled inner loops (numba, cached on disk) behind :mod:`grundylib.sequences`.

Private: the functions here trust their arguments (the public wrappers check them).
``take_break_fill`` computes Grundy values of a take-and-break ruleset with the
sparse-space method; ``accepted_period`` finds the smallest period accepted by the
Guy–Smith style bound. Every function is compiled once and cached (``cache=True``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["accepted_period", "take_break_fill"]


@njit(cache=True)
def _class_table(size: int, mask: int) -> np.ndarray:  # pragma: no cover - compiled
    """``table[v]`` = parity of the bits of ``v & mask``: 0 = rare class, 1 = common class."""
    table = np.zeros(size, dtype=np.uint8)
    for v in range(size):
        x = v & mask
        parity = 0
        while x:
            parity ^= 1
            x &= x - 1
        table[v] = parity
    return table


@njit(cache=True)
def _grow(array, used):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Return a copy of ``array`` with twice the room, keeping the first ``used`` items."""
    bigger = np.empty(2 * array.shape[0], dtype=array.dtype)
    bigger[:used] = array[:used]
    return bigger


@njit(cache=True)
def take_break_fill(  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    g, start, stop, whole, single, split, unequal, mask
):
    """Fill ``g[start:stop]`` given ``g[:start]``; return the largest value seen.

    A heap ``h`` has the options: value 0 if ``h == k`` for ``k`` in ``whole``;
    ``g[h-k]`` for ``k`` in ``single`` with ``h > k``; ``g[a] ^ g[h-k-a]`` for ``k``
    in ``split`` and ``1 <= a <= (h-k)/2`` (``a != h-k-a`` when ``unequal``).

    Sparse space: values whose bits under ``mask`` have even parity are *rare*, the
    others *common*. Parity is linear under XOR, so a common value ``x ^ y`` needs
    exactly one rare part: pairing each (of the few) rare positions with its partner
    finds every common option value. A rare candidate for the mex is then checked by a
    scan of all pairs that stops as soon as the candidate is found, so only a rare mex
    costs a complete scan. ``mask == 0`` makes every value rare: the plain method.
    """
    maxv = 0
    for i in range(start):
        if g[i] > maxv:
            maxv = g[i]
    size = 64
    while size <= 2 * maxv + 1:
        size *= 2
    marks = np.zeros(size, dtype=np.int64)
    cls = _class_table(size, mask)
    # the rare positions (heap sizes >= 1 whose value is in the rare class), ascending,
    # and their values
    rare = np.empty(1024, dtype=np.int64)
    rare_value = np.empty(1024, dtype=np.int64)
    nrare = 0
    if mask != 0:
        for i in range(1, start):
            if cls[g[i]] == 0:
                if nrare == rare.shape[0]:
                    rare = _grow(rare, nrare)
                    rare_value = _grow(rare_value, nrare)
                rare[nrare] = i
                rare_value[nrare] = g[i]
                nrare += 1
    nsplit = split.shape[0]
    for h in range(start, stop):
        stamp = h + 1
        for k in whole:
            if h == k:
                marks[0] = stamp
        for k in single:
            if h > k:
                marks[g[h - k]] = stamp
        if mask != 0:
            # every split with a rare part; the rare values marked on the way are
            # option values too, so marking them is harmless
            for k in split:
                m = h - k
                if m < 2:
                    continue
                top = np.searchsorted(rare[:nrare], m)
                if unequal and m % 2 == 0:
                    for j in range(top):
                        b = m - rare[j]
                        if b != rare[j]:
                            marks[rare_value[j] ^ g[b]] = stamp
                else:
                    for j in range(top):
                        marks[rare_value[j] ^ g[m - rare[j]]] = stamp
        # the mex: common candidates are decided; a rare one needs the scan, which
        # marks every value it meets and resumes where it stopped for the next one
        v = 0
        ki = 0
        a = 1
        while True:
            if marks[v] == stamp:
                v += 1
                continue
            if cls[v] == 1:
                break
            found = False
            while ki < nsplit:
                m = h - split[ki]
                end = (m - 1) // 2 if unequal else m // 2
                while a <= end:
                    x = g[a] ^ g[m - a]
                    marks[x] = stamp
                    a += 1
                    if x == v:
                        found = True
                        break
                if found:
                    break
                ki += 1
                a = 1
            if not found:
                break
        g[h] = v
        if v > maxv:
            maxv = v
            if 2 * maxv + 1 >= size:
                while size <= 2 * maxv + 1:
                    size *= 2
                marks = np.zeros(size, dtype=np.int64)
                cls = _class_table(size, mask)
        if mask != 0 and h >= 1 and cls[v] == 0:
            if nrare == rare.shape[0]:
                rare = _grow(rare, nrare)
                rare_value = _grow(rare_value, nrare)
            rare[nrare] = h
            rare_value[nrare] = v
            nrare += 1
    return maxv


@njit(cache=True)
def _smallest_periods(w):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Return the periods of the word ``w`` in increasing order (prefix function)."""
    n = w.shape[0]
    pi = np.zeros(n, dtype=np.int64)
    for i in range(1, n):
        j = pi[i - 1]
        while j > 0 and w[i] != w[j]:
            j = pi[j - 1]
        if w[i] == w[j]:
            j += 1
        pi[i] = j
    periods = []
    b = pi[n - 1] if n > 0 else 0
    while b > 0:
        periods.append(n - b)
        b = pi[b - 1]
    periods.append(n)
    return periods


@njit(cache=True)
def accepted_period(values, t):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Return ``(n0, p, needed)`` for the smallest accepted period of ``values``.

    ``(n0, p)`` is accepted when ``values[n + p] == values[n]`` for ``n0 <= n < N - p``
    (``n0`` as small as possible) and ``N >= 2*n0 + 2*p + t``. Every accepted ``p`` is a
    period of the second half ``values[N//2:]``, so only those are tried, smallest
    first. If none is accepted, return ``(-1, -1, needed)``: ``needed`` is the smallest
    length at which a candidate that repeats over at least 64 terms of the second half
    would be accepted if the data went on agreeing with it (``-1`` if there is none).
    """
    n = values.shape[0]
    if n == 0:
        return -1, -1, -1
    s = n // 2
    periods = _smallest_periods(values[s:])
    needed = -1
    for p in periods:
        if 2 * p + t > n:
            break
        # the last mismatch: scan down from s (the region from s on agrees with p)
        n0 = 0
        i = min(s, n - p) - 1
        while i >= 0:
            if values[i] != values[i + p]:
                n0 = i + 1
                break
            i -= 1
        need = 2 * n0 + 2 * p + t
        if need <= n:
            return n0, p, need
        if (n - s) - p >= 64 and (needed < 0 or need < needed):
            needed = need
    return -1, -1, needed
