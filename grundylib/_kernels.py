"""Compiled inner loops (numba, cached on disk) behind :mod:`grundylib.sequences`.

Private: the functions here trust their arguments (the public wrappers check them).
``take_break_fill`` computes Grundy values of a take-and-break ruleset with the
sparse-space method (its hot loops are small helpers written with unsigned indices,
which lets LLVM vectorise them); ``accepted_period`` finds the smallest period accepted by the
Guy–Smith style bound. Every function is compiled once and cached (``cache=True``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["accepted_period", "choose_sparse_space", "take_break_fill"]


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


# The search for a rare value reads the pairs (g[a], g[m-a]) as two ascending runs: g from
# a on, and a reversed copy ``rev`` (rev[stop-1-i] == g[i]) from stop-1-m+a on. Indices are
# unsigned so that numba emits no negative-index wraparound and LLVM vectorises the loops.
# Both sizes were chosen by timing Grundy's game to 10**6 (blocks of 32 to 256 pairs, gaps of
# 64 to 8192 pairs were tried); they change the speed, never the values.
_BLOCK = 128  # pairs compared with one rare candidate at a time
_MARK_GAP = 2048  # a candidate found this close past the marked prefix extends the prefix


@njit(cache=True, inline="always")
def _count_in_block(g, a, rev, o, n, v):  # type: ignore[no-untyped-def]  # pragma: no cover
    """How many of the ``n`` pairs ``g[a+i] ^ rev[o+i]`` equal ``v`` (vectorised)."""
    ua = np.uint64(a)
    uo = np.uint64(o)
    count = 0
    for i in range(np.uint64(n)):
        count += (g[ua + i] ^ rev[uo + i]) == v
    return count


@njit(cache=True, inline="always")
def _mark_block(g, a, rev, o, n, marks, stamp):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Mark the values ``g[a+i] ^ rev[o+i]`` of ``n`` pairs with ``stamp``."""
    ua = np.uint64(a)
    uo = np.uint64(o)
    for i in range(np.uint64(n)):
        marks[np.uint64(g[ua + i] ^ rev[uo + i])] = stamp


@njit(cache=True, inline="always")
def _mark_rare_pairs(g, m, rare, rare_value, lo, hi, marks, stamp):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Mark ``rare_value[j] ^ g[m - rare[j]]`` for ``lo <= j < hi`` with ``stamp``."""
    um = np.uint64(m)
    for j in range(np.uint64(lo), np.uint64(hi)):
        marks[np.uint64(rare_value[j] ^ g[um - np.uint64(rare[j])])] = stamp


@njit(cache=True)
def choose_sparse_space(g, n, size, kappa):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Return ``(mask, sigma)`` making the fewest heaps ``1 <= x < n`` rare.

    Heap ``x`` is *rare* when ``parity(g[x] & mask) ^ (sigma & (x ^ kappa))`` is even
    (bit 0 of ``x ^ kappa`` only). ``sigma = 1`` (the heap's parity joins the class) is
    allowed only when ``kappa >= 0``: every splitting move removes a number of counters of
    the parity ``kappa``. Values are below ``size`` (a power of two). The count of rare
    heaps for every ``(mask, sigma)`` at once is a Walsh–Hadamard transform of the
    histogram of ``(value, parity)`` pairs.
    """
    length = 2 * size
    h = np.zeros(length, dtype=np.int64)
    k = kappa if kappa >= 0 else 0
    for x in range(1, n):
        h[(np.int64(g[x]) << 1) | ((x ^ k) & 1)] += 1
    total = n - 1 if n > 1 else 0
    step = 1
    while step < length:
        for i in range(0, length, 2 * step):
            for j in range(i, i + step):
                a = h[j]
                b = h[j + step]
                h[j] = a + b
                h[j + step] = a - b
        step *= 2
    best = -1
    best_count = 0
    for w in range(2, length):
        if (w & 1) and kappa < 0:
            continue
        count = (total + h[w]) // 2
        if best < 0 or count < best_count:
            best = w
            best_count = count
    if best < 0:
        return 1, 0
    return best >> 1, best & 1


@njit(cache=True)
def take_break_fill(  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    g, start, stop, whole, single, split, unequal, mask, sigma, kappa, auto, vlimit
):
    """Fill ``g[start:stop]`` given ``g[:start]``; return ``(filled, largest value)``.

    A heap ``h`` has the options: value 0 if ``h == k`` for ``k`` in ``whole``;
    ``g[h-k]`` for ``k`` in ``single`` with ``h > k``; ``g[a] ^ g[h-k-a]`` for ``k``
    in ``split`` and ``1 <= a <= (h-k)/2`` (``a != h-k-a`` when ``unequal``).
    ``filled`` is ``stop``, or the first heap whose value would not fit below
    ``vlimit`` (the caller widens ``g`` and goes on from there).

    Sparse space: heap ``x`` is *rare* when ``parity(g[x] & mask)`` XOR ``sigma`` times
    the parity of ``x ^ kappa`` is even, *common* otherwise (``sigma = 1`` needs every
    split to remove counters of one parity, ``kappa``). The class is linear: the two
    parts of a split of heap ``h`` have classes whose XOR is ``parity(v & mask) ^ flip``
    (``v`` the option's value, ``flip = sigma & (h ^ kappa)``), so a value ``v`` that is
    *common for h* (that XOR is 1) comes from a split with exactly one rare part:
    pairing each (of the few) rare heaps with its partner finds every such option, and a
    common-for-h mex candidate is decided at once. A rare-for-h candidate must be met
    among the pairs: the pairs ``a = 1, 2, ...`` form a *marked prefix* (every value met
    there is marked); past it, blocks of pairs are compared with the one candidate
    (vectorised) and only the block that holds it is marked, or the prefix is extended
    when the candidate lies close to it. ``mask = sigma = 0`` makes every value rare:
    the plain method. With ``auto``, the split is chosen from the data
    (:func:`choose_sparse_space`) at the start, whenever ``h + 1`` reaches a power of two
    and whenever a value needs a new bit, as the sequence grows.
    """
    maxv = 0
    for i in range(start):
        if g[i] > maxv:
            maxv = g[i]
    size = 64
    while size <= 2 * maxv + 1:
        size *= 2
    marks = np.zeros(size, dtype=np.int32)  # marks[x] == h + 1: x is an option of heap h
    nsplit = split.shape[0]
    if nsplit == 0:
        auto = False
        mask = 0
        sigma = 0
    kap = kappa if kappa >= 0 else 0
    if kappa < 0:
        sigma = 0
    if auto and start >= 32:
        mask, sigma = choose_sparse_space(g, start, size, kappa)
    sparse = mask != 0 or sigma != 0
    cls = _class_table(size, mask)
    # rev[stop-1-i] == g[i]: the partner g[m-a] of a pair is rev[stop-1-m+a], ascending in a
    rev = np.empty(stop, dtype=g.dtype)
    for i in range(start):
        rev[stop - 1 - i] = g[i]
    # the rare positions (heap sizes >= 1 of the rare class), ascending, and their values
    rare = np.empty(1024, dtype=np.uint32)
    rare_value = np.empty(1024, dtype=g.dtype)
    nrare = 0
    if sparse:
        for i in range(1, start):
            if cls[g[i]] ^ (sigma & ((i ^ kap) & 1)) == 0:
                if nrare == rare.shape[0]:
                    rare = _grow(rare, nrare)
                    rare_value = _grow(rare_value, nrare)
                rare[nrare] = i
                rare_value[nrare] = g[i]
                nrare += 1
    marked = np.zeros(nsplit, dtype=np.int64)  # per split: pairs a <= marked[ki] are marked
    for h in range(start, stop):
        stamp = h + 1
        flip = sigma & ((h ^ kap) & 1)
        for k in whole:
            if h == k:
                marks[0] = stamp
        for k in single:
            if h > k:
                marks[g[h - k]] = stamp
        if sparse:
            # every split with a rare part; the rare-for-h values marked on the way are
            # option values too, so marking them is harmless
            for k in split:
                m = h - k
                if m < 2:
                    continue
                top = np.searchsorted(rare[:nrare], m)
                skip = -1  # the index of the rare position m/2 when equal parts are barred
                if unequal and m % 2 == 0:
                    half = np.searchsorted(rare[:top], m // 2)
                    if half < top and rare[half] * 2 == m:
                        skip = half
                if skip < 0:
                    _mark_rare_pairs(g, m, rare, rare_value, 0, top, marks, stamp)
                else:
                    _mark_rare_pairs(g, m, rare, rare_value, 0, skip, marks, stamp)
                    _mark_rare_pairs(g, m, rare, rare_value, skip + 1, top, marks, stamp)
        for ki in range(nsplit):
            marked[ki] = 0
        # the mex: common-for-h candidates are decided; a rare one is looked for among pairs
        v = 0
        while True:
            if marks[v] == stamp:
                v += 1
                continue
            if cls[v] ^ flip == 1:
                break
            found = False
            for ki in range(nsplit):
                m = h - split[ki]
                end = (m - 1) // 2 if unequal else m // 2
                o = stop - 1 - m
                a = marked[ki] + 1
                while a <= end:
                    n = min(_BLOCK, end - a + 1)
                    if _count_in_block(g, a, rev, o + a, n, v) > 0:
                        found = True
                        break
                    a += n
                if found:
                    first = marked[ki] + 1
                    if a + n - first <= _MARK_GAP:
                        _mark_block(g, first, rev, o + first, a + n - first, marks, stamp)
                        marked[ki] = a + n - 1
                    else:
                        _mark_block(g, a, rev, o + a, n, marks, stamp)
                    break
            if not found:
                break
        if v >= vlimit:
            return h, maxv
        g[h] = v
        rev[stop - 1 - h] = v
        remask = auto and h >= 31 and (h + 1) & h == 0  # h + 1 is a power of two
        if v > maxv:
            maxv = v
            if 2 * maxv + 1 >= size:
                while size <= 2 * maxv + 1:
                    size *= 2
                marks = np.zeros(size, dtype=np.int32)
                remask = auto and h >= 31
                cls = _class_table(size, mask)
        if remask:
            mask, sigma = choose_sparse_space(g, h + 1, size, kappa)
            sparse = True
            cls = _class_table(size, mask)
            nrare = 0
            for i in range(1, h + 1):
                if cls[g[i]] ^ (sigma & ((i ^ kap) & 1)) == 0:
                    if nrare == rare.shape[0]:
                        rare = _grow(rare, nrare)
                        rare_value = _grow(rare_value, nrare)
                    rare[nrare] = i
                    rare_value[nrare] = g[i]
                    nrare += 1
        elif sparse and h >= 1 and cls[v] ^ (sigma & ((h ^ kap) & 1)) == 0:
            if nrare == rare.shape[0]:
                rare = _grow(rare, nrare)
                rare_value = _grow(rare_value, nrare)
            rare[nrare] = h
            rare_value[nrare] = v
            nrare += 1
    return stop, maxv


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
def accepted_period(values, t, min_n0=0):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Return ``(n0, p, needed)`` for the smallest accepted period of ``values``.

    ``n0`` is the smallest preperiod the data show for ``p`` (``values[n + p] ==
    values[n]`` for ``n0 <= n < N - p``); the pair is accepted when ``N >= 2*m + 2*p + t``
    with ``m = max(n0, min_n0)``, which is the Guy–Smith hypothesis checked from ``m``:
    ``values[n + p] == values[n]`` for ``m <= n < 2*m + p + t``. ``min_n0 = 1`` is
    needed for a ruleset that splits heaps (the pairing of splits fails at ``n0 = 0``).
    Every accepted ``p`` is a period of the second half ``values[N//2:]``, so only those
    are tried, smallest first. If none is accepted, return ``(-1, -1, needed)``:
    ``needed`` is the smallest length at which a candidate that repeats over at least 64
    terms of the second half would be accepted if the data went on agreeing with it
    (``-1`` if there is none).
    """
    n = values.shape[0]
    if n == 0:
        return -1, -1, -1
    s = n // 2
    periods = _smallest_periods(values[s:])
    needed = -1
    for p in periods:
        if 2 * min_n0 + 2 * p + t > n:
            break
        # the last mismatch: scan down from s (the region from s on agrees with p)
        n0 = 0
        i = min(s, n - p) - 1
        while i >= 0:
            if values[i] != values[i + p]:
                n0 = i + 1
                break
            i -= 1
        need = 2 * max(n0, min_n0) + 2 * p + t
        if need <= n:
            return n0, p, need
        if (n - s) - p >= 64 and (needed < 0 or need < needed):
            needed = need
    return -1, -1, needed
