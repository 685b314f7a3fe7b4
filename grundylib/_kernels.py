"""Compiled inner loops (numba, cached on disk) behind :mod:`grundylib.sequences`.

Private: the functions here trust their arguments (the public wrappers check them).
``take_break_run`` computes Grundy values of a take-and-break ruleset with the
sparse-space method, in blocks that share its state (``take_break_fill`` is one such call
from a fresh state); its hot loops are small helpers written with unsigned indices, which
lets LLVM vectorise them. ``accepted_period`` finds the smallest period accepted by the
Guy–Smith style bound, in ``O(N)`` steps whatever the sequence (``second_half_periods``). Every function is compiled once and cached (``cache=True``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = [
    "accepted_period",
    "choose_sparse_space",
    "second_half_periods",
    "take_break_fill",
    "take_break_run",
]


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


# A split of ``m`` gives the pairs ``(a, m - a)``, ``a = 1, 2, ...``: read as ``g[a + i]`` going
# up and ``g[m - a - i]`` going down, with unsigned indices so that numba emits no
# negative-index wraparound and LLVM vectorises the loops. The sizes change the speed, never
# the values; they were chosen by timing Grundy's game to 10**6 and the unsolved octal codes
# to 2**17 against the C reference (see benchmarks/bench_reference.py).
_FIRST_BLOCK = 32  # pairs in the first block of the search for rare values
_BLOCK = 256  # later blocks double up to this many pairs
_FEW = 3  # with at most this many rare values still to meet, each is compared with a block
# (vectorised); with more, every pair of the block strikes its value off a 0/1 table


@njit(cache=True, inline="always")
def _in_block(g, a, m, n, v):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Whether one of the ``n`` pairs ``g[a+i] ^ g[m-a-i]`` equals ``v`` (vectorised)."""
    ua = np.uint64(a)
    ub = np.uint64(m - a)
    if g.itemsize == 1:  # 8-bit lanes, as below
        v8 = np.uint8(v)
        least8 = np.uint8(0xFF)
        for i in range(np.uint64(n)):
            least8 = min(least8, np.uint8(g[ua + i] ^ g[ub - i] ^ v8))
        return least8 == 0
    if g.itemsize == 2:  # 16-bit lanes: the smallest of the ``pair ^ v`` is 0 on a hit
        vv = np.uint16(v)
        least = np.uint16(0xFFFF)
        for i in range(np.uint64(n)):
            least = min(least, np.uint16(g[ua + i] ^ g[ub - i] ^ vv))
        return least == 0
    count = 0
    for i in range(np.uint64(n)):
        count += (g[ua + i] ^ g[ub - i]) == v
    return count > 0


@njit(cache=True, inline="always")
def _mark_block(g, a, m, n, marks, stamp):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Mark the values ``g[a+i] ^ g[m-a-i]`` of ``n`` pairs with ``stamp``."""
    ua = np.uint64(a)
    ub = np.uint64(m - a)
    for i in range(np.uint64(n)):
        marks[np.uint64(g[ua + i] ^ g[ub - i])] = stamp


@njit(cache=True, inline="always")
def _strike_block(g, a, m, n, wanted, k):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Strike the values ``g[a+i] ^ g[m-a-i]`` of ``n`` pairs off ``wanted`` (a 0/1 table
    of the ``k`` values still to meet) and return how many are left. No branch: each pair
    costs a few instructions whether it meets a wanted value or not."""
    ua = np.uint64(a)
    ub = np.uint64(m - a)
    for i in range(np.uint64(n)):
        x = np.uint64(g[ua + i] ^ g[ub - i])
        k -= wanted[x]
        wanted[x] = 0
    return k


@njit(cache=True, inline="always")
def _meet_in_block(g, a, m, n, wanted, k):  # type: ignore[no-untyped-def]  # pragma: no cover
    """As :func:`_strike_block`, reading the pairs one by one and stopping at the pair that
    meets the last wanted value (for a few values: most heaps need only the first pairs)."""
    ua = np.uint64(a)
    ub = np.uint64(m - a)
    for i in range(np.uint64(n)):
        x = np.uint64(g[ua + i] ^ g[ub - i])
        if wanted[x]:
            wanted[x] = 0
            k -= 1
            if k == 0:
                return 0
    return k


@njit(cache=True, inline="always")
def _first_at_least(sorted_values, count, x):  # type: ignore[no-untyped-def]  # pragma: no cover
    """The first index ``i < count`` with ``sorted_values[i] >= x`` (``count`` if none), by
    bisection: ``np.searchsorted`` on a slice would take a reference to the array."""
    lo = 0
    hi = count
    while lo < hi:
        mid = (lo + hi) // 2
        if sorted_values[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


@njit(cache=True, inline="always")
def _mark_rare_pairs(g, m, rare, rare_value, lo, hi, marks, stamp):  # type: ignore[no-untyped-def]  # pragma: no cover
    """Mark ``rare_value[j] ^ g[m - rare[j]]`` for ``lo <= j < hi`` with ``stamp``."""
    um = np.uint64(m)
    for j in range(np.uint64(lo), np.uint64(hi)):
        marks[np.uint64(rare_value[j] ^ g[um - np.uint64(rare[j])])] = stamp


@njit(cache=True, inline="always")
def _mark_rare_range(g, m, rare, rare_value, lo, hi, skip, marks, stamp):  # type: ignore[no-untyped-def]  # pragma: no cover
    """As :func:`_mark_rare_pairs` for ``lo <= j < hi``, leaving out ``j == skip``."""
    if lo <= skip < hi:
        _mark_rare_pairs(g, m, rare, rare_value, lo, skip, marks, stamp)
        _mark_rare_pairs(g, m, rare, rare_value, skip + 1, hi, marks, stamp)
    elif lo < hi:
        _mark_rare_pairs(g, m, rare, rare_value, lo, hi, marks, stamp)


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
def _rare_heaps(g, n, cls, sigma, kap, rare, rare_value):  # type: ignore[no-untyped-def]  # pragma: no cover
    """List the rare heaps ``1 <= x < n`` and their values; return the arrays and the count."""
    nrare = 0
    for x in range(1, n):
        if cls[g[x]] ^ (sigma & ((x ^ kap) & 1)) == 0:
            if nrare == rare.shape[0]:
                rare = _grow(rare, nrare)
                rare_value = _grow(rare_value, nrare)
            rare[nrare] = x
            rare_value[nrare] = g[x]
            nrare += 1
    return rare, rare_value, nrare


@njit(cache=True, nogil=True)
def take_break_run(  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    g, start, stop, whole, single, split, unequal, kappa, auto, vlimit, state, rare, rare_value,
    far, far_first, far_last, win_lo, win_hi,
):
    """Fill ``g[start:stop]`` given ``g[:start]``; return ``(filled, largest, rare, rare_value)``.

    A heap ``h`` has the options: value 0 if ``h == k`` for ``k`` in ``whole``;
    ``g[h-k]`` for ``k`` in ``single`` with ``h > k``; ``g[a] ^ g[h-k-a]`` for ``k``
    in ``split`` and ``1 <= a <= (h-k)/2`` (``a != h-k-a`` when ``unequal``).
    ``filled`` is ``stop``, or the first heap whose value would not fit below
    ``vlimit`` (the caller widens ``g`` and goes on from there).

    ``state`` (int64: ready, mask, sigma, number of rare heaps, largest value) and the
    arrays ``rare`` (uint32) and ``rare_value`` (the dtype of ``g``) carry the sparse space
    from one call to the next, so that a long computation run in blocks does no per-block
    work proportional to ``start``: pass the returned arrays and the same ``state`` to
    the next call. ``ready = 0`` starts afresh from ``g[:start]`` with ``state``'s
    ``(mask, sigma)`` (or the best one, with ``auto`` and ``start >= 32``); reset it
    after widening ``g``.

    Sparse space: heap ``x`` is *rare* when ``parity(g[x] & mask)`` XOR ``sigma`` times
    the parity of ``x ^ kappa`` is even, *common* otherwise (``sigma = 1`` needs every
    split to remove counters of one parity, ``kappa``). The class is linear: the two
    parts of a split of heap ``h`` have classes whose XOR is ``parity(v & mask) ^ flip``
    (``v`` the option's value, ``flip = sigma & (h ^ kappa)``), so a value ``v`` that is
    *common for h* (that XOR is 1) comes from a split with exactly one rare part:
    pairing each (of the few) rare heaps with its partner finds every such option, and a
    common-for-h mex candidate is decided at once: the smallest common-for-h value ``c``
    that is not marked is not an option. Below ``c``, the rare-for-h values not marked
    yet must be met among the other pairs: blocks of pairs ``a = 1, 2, ...`` of every
    split in step are compared with each of them (vectorised) while they are few, or
    struck off a table of them pair by pair while they are many, until all are met
    (then ``g(h) = c``) or the pairs run out (then ``g(h)`` is the smallest one never
    met). ``mask = sigma = 0`` makes every value rare: the plain method. With ``auto``,
    the split is chosen from the data (:func:`choose_sparse_space`) at the start,
    whenever ``h + 1`` reaches a power of two and whenever a value needs a new bit, as
    the sequence grows.
    """
    nsplit = split.shape[0]
    if nsplit == 0:
        auto = False
    kap = kappa if kappa >= 0 else 0
    if state[0] == 0:
        maxv = 0
        for i in range(start):
            if g[i] > maxv:
                maxv = g[i]
        mask = state[1]
        sigma = state[2] if kappa >= 0 else 0
        if nsplit == 0:
            mask = 0
            sigma = 0
    else:
        mask = state[1]
        sigma = state[2]
        maxv = state[4]
    size = 64
    while size <= 2 * maxv + 1:
        size *= 2
    if state[0] == 0:
        if auto and start >= 32:
            mask, sigma = choose_sparse_space(g, start, size, kappa)
        nrare = 0
        cls = _class_table(size, mask)
        if mask != 0 or sigma != 0:
            rare, rare_value, nrare = _rare_heaps(g, start, cls, sigma, kap, rare, rare_value)
    else:
        nrare = state[3]
        cls = _class_table(size, mask)
    sparse = mask != 0 or sigma != 0
    marks = np.zeros(size, dtype=np.int32)  # marks[x] == h + 1: x is an option of heap h
    need = np.empty(size, dtype=np.int64)  # the rare-for-h values still to be met
    wanted = np.zeros(size, dtype=np.uint8)  # 1: a rare-for-h value below c not met yet
    half = size // 2  # every option value is below half, a power of two above the values
    top = np.zeros(nsplit, dtype=np.int64)  # per split: the rare heaps below m = h - k
    ms = np.zeros(nsplit, dtype=np.int64)
    ends = np.zeros(nsplit, dtype=np.int64)
    use_far = (far_last > far_first or win_hi > win_lo) and far.shape[0] >= stop - start
    if not use_far:
        far_first = 0
        far_last = 0
    far_width = far.shape[1]
    last_whole = 0  # no heap above the largest whole-heap removal is removed whole
    for k in whole:
        last_whole = max(last_whole, k)
    filled = stop
    h = start
    # Two loops: the inner one computes heaps and only stops at an event that replaces an
    # array (a larger value range, a new sparse space, a full list of rare heaps), which
    # the outer one then handles. Arrays never reassigned inside the inner loop cost no
    # reference counting there (numba counts references with atomic operations, which
    # would otherwise take most of the time of a light heap).
    while h < stop:
        grow = False
        remask = False
        full = False
        v = 0
        while h < stop:
            stamp = h + 1
            flip = sigma & ((h ^ kap) & 1)
            # (indexed loops: iterating over an array also takes and drops a reference)
            if h <= last_whole:
                for i in range(whole.shape[0]):
                    if h == whole[i]:
                        marks[0] = stamp
            for i in range(single.shape[0]):
                if h > single[i]:
                    marks[g[h - single[i]]] = stamp
            hmax = 0
            for ki in range(nsplit):
                m = h - split[ki]
                ms[ki] = m
                end = (m - 1) // 2 if unequal else m // 2
                ends[ki] = end
                if end > hmax:
                    hmax = end
            if use_far:  # branch-free, so that it vectorises
                r = h - start
                for x in range(far_width):
                    marks[x] = np.int32(far[r, x]) * stamp + np.int32(1 - far[r, x]) * marks[x]
            if sparse:
                # every split with a rare part; the rare-for-h values marked on the way are
                # option values too, so marking them is harmless
                for ki in range(nsplit):
                    m = ms[ki]
                    if m < 2:
                        continue
                    t = top[ki]
                    while t < nrare and rare[t] < m:
                        t += 1
                    top[ki] = t
                    skip = -1  # the index of the rare heap m/2 when equal parts are barred
                    if unequal and m % 2 == 0:
                        middle = _first_at_least(rare, t, m // 2)
                        if middle < t and rare[middle] * 2 == m:
                            skip = middle
                    # far[...] has the pairs of rare[far_first:far_last]
                    _mark_rare_range(
                        g, m, rare, rare_value, 0, min(t, far_first), skip, marks, stamp
                    )
                    _mark_rare_range(g, m, rare, rare_value, far_last, t, skip, marks, stamp)
            # the mex: c, the smallest common-for-h value that is not an option, is not a
            # split option either; below it, the rare-for-h values not yet met are looked
            # for among all pairs, in blocks, until every one is met or the pairs run out
            c = 0
            while c < half and (marks[c] == stamp or cls[c] ^ flip == 0):
                c += 1
            # the rare-for-h values below c not met yet: k of them, each with wanted[x] = 1,
            # listed in need[:listed] (the list is brought up to date only when it is read)
            k = 0
            for x in range(c):
                if marks[x] != stamp:
                    need[k] = x
                    wanted[x] = 1
                    k += 1
            listed = k
            a = 1
            block = _FIRST_BLOCK
            while k > 0 and a <= hmax:
                span = block
                if use_far and a < win_lo:  # far[...] holds the pairs win_lo..win_hi-1
                    span = min(span, win_lo - a)
                for ki in range(nsplit):
                    if a > ends[ki]:
                        continue
                    n = min(span, ends[ki] - a + 1)
                    if k > _FEW:  # many values still to meet: strike each pair's value off
                        k = _strike_block(g, a, ms[ki], n, wanted, k)
                    elif a == 1:  # the first block, pair by pair up to the last one met
                        k = _meet_in_block(g, a, ms[ki], n, wanted, k)
                    else:  # a few: compare each with the whole block (vectorised)
                        if listed != k:  # keep in need[:k] the values still wanted
                            j = 0
                            for i in range(listed):
                                if wanted[need[i]]:
                                    need[j] = need[i]
                                    j += 1
                        i = 0
                        while i < k:
                            if _in_block(g, a, ms[ki], n, need[i]):
                                wanted[need[i]] = 0
                                k -= 1
                                need[i] = need[k]
                            else:
                                i += 1
                        listed = k
                    if k == 0:
                        break
                a += span
                if use_far and a == win_lo:
                    a = win_hi
                if block < _BLOCK:
                    block *= 2
            v = c
            if k > 0:  # g(h) is the smallest value never met; clear the table for h + 1
                for x in range(c):
                    if wanted[x]:
                        v = x
                        break
                for x in range(c):
                    wanted[x] = 0
            if v >= vlimit:
                filled = h
                break
            g[h] = v
            remask = auto and h >= 31 and (h + 1) & h == 0  # h + 1 is a power of two
            if v > maxv:
                maxv = v
                if 2 * maxv + 1 >= size:
                    grow = True
                    remask = auto and h >= 31
            if grow or remask:
                break  # the outer loop replaces the arrays, then goes on from h + 1
            if sparse and h >= 1 and cls[v] ^ (sigma & ((h ^ kap) & 1)) == 0:
                if nrare == rare.shape[0]:
                    full = True
                    break
                rare[nrare] = h
                rare_value[nrare] = v
                nrare += 1
            h += 1
        if filled < stop or h >= stop:
            break
        # an event at heap h (its value v is stored): replace the arrays, then go on
        if grow:
            while size <= 2 * maxv + 1:
                size *= 2
            marks = np.zeros(size, dtype=np.int32)
            need = np.empty(size, dtype=np.int64)
            wanted = np.zeros(size, dtype=np.uint8)
            half = size // 2
            cls = _class_table(size, mask)
        if remask:
            mask, sigma = choose_sparse_space(g, h + 1, size, kappa)
            sparse = True
            cls = _class_table(size, mask)
            rare, rare_value, nrare = _rare_heaps(g, h + 1, cls, sigma, kap, rare, rare_value)
            top[:] = 0
            use_far = False  # far[...] was made from the rare heaps of before
            far_first = 0
            far_last = 0
        elif sparse and h >= 1 and cls[v] ^ (sigma & ((h ^ kap) & 1)) == 0:
            if full or nrare == rare.shape[0]:
                rare = _grow(rare, nrare)
                rare_value = _grow(rare_value, nrare)
            rare[nrare] = h
            rare_value[nrare] = v
            nrare += 1
        h += 1
    state[0] = 1
    state[1] = mask
    state[2] = sigma
    state[3] = nrare
    state[4] = maxv
    return filled, maxv, rare, rare_value


@njit(cache=True)
def take_break_fill(  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    g, start, stop, whole, single, split, unequal, mask, sigma, kappa, auto, vlimit
):
    """Fill ``g[start:stop]`` given ``g[:start]``; return ``(filled, largest value)``.

    One call of :func:`take_break_run` from a fresh state with the sparse space
    ``(mask, sigma)`` (re-chosen from the data with ``auto``); see there.
    """
    state = np.zeros(5, dtype=np.int64)
    state[1] = mask
    state[2] = sigma
    rare = np.empty(1024, dtype=np.uint32)
    rare_value = np.empty(1024, dtype=g.dtype)
    no_far = np.zeros((0, 0), dtype=np.uint8)
    filled, maxv, rare, rare_value = take_break_run(
        g, start, stop, whole, single, split, unequal, kappa, auto, vlimit, state, rare, rare_value,
        no_far, 0, 0, 0, 0,
    )  # fmt: skip
    return filled, maxv


@njit(cache=True)
def _repeats(values, s, p):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Where ``values[i + p] == values[i]`` fails, checked from the top (``i < N - p``) down
    to ``s``: the failing ``i``, or ``s - 1`` when it holds for every ``s <= i < N - p``."""
    i = values.shape[0] - 1 - p
    while i >= s and values[i] == values[i + p]:
        i -= 1
    return i


_SCREEN = 4096
"""Shifts screened at once by :func:`_screen` in :func:`accepted_period`."""


@njit(cache=True)
def _screen(values, s, lo, hi, out):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """``out[p - lo] = 0`` for the shifts ``lo <= p < hi`` that fail on the top four terms
    (``values[N-1-d-p] != values[N-1-d]`` for some ``d < 4``), 1 for the others (also for
    the shifts too large to have four terms from ``s`` on): a loop without branches, which
    LLVM vectorises, so that :func:`_repeats` is called for a few shifts only."""
    n = values.shape[0]
    if n - 4 < s:  # fewer than four terms from s on: screen nothing out
        out[: hi - lo] = 1
        return
    a0, a1, a2, a3 = values[n - 1], values[n - 2], values[n - 3], values[n - 4]
    top = min(hi, n - 4 - s + 1)  # shifts with values[n-4-p] at index >= s
    for p in range(lo, top):
        q = n - 1 - p
        out[p - lo] = (
            (values[q] == a0) & (values[q - 1] == a1) & (values[q - 2] == a2) & (values[q - 3] == a3)
        )
    for p in range(max(lo, top), hi):
        out[p - lo] = 1


@njit(cache=True)
def second_half_periods(values, s):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Every ``p`` with ``values[i + p] == values[i]`` for ``s <= i < N - p``, ascending.

    These are the periods of the word ``T = values[s:N]`` (length ``M``): ``p`` is a period
    of ``T`` exactly when ``T`` has a border (a prefix that is also a suffix) of length
    ``M - p``, and the borders are the chain ``pi[M-1], pi[pi[M-1]-1], ..., 0`` of the
    Knuth–Morris–Pratt prefix function ``pi``, computed in ``O(M)`` steps (each step either
    extends the current border or shortens it) with ``M`` 32-bit integers of memory.
    """
    n = values.shape[0]
    m = n - s
    if m <= 0:
        return np.zeros(0, dtype=np.int64)
    pi = np.zeros(m, dtype=np.int32)
    k = 0
    for i in range(1, m):
        x = values[s + i]
        while k > 0 and values[s + k] != x:
            k = pi[k - 1]
        if values[s + k] == x:
            k += 1
        pi[i] = k
    count = 1  # the border of length 0: the trivial period M
    b = pi[m - 1]
    while b > 0:
        count += 1
        b = pi[b - 1]
    periods = np.empty(count, dtype=np.int64)
    j = 0
    b = pi[m - 1]
    while b > 0:
        periods[j] = m - b
        j += 1
        b = pi[b - 1]
    periods[j] = m
    return periods


@njit(cache=True)
def accepted_period(values, t, min_n0=0, budget=4):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Return ``(n0, p, needed)`` for the smallest accepted period of ``values``.

    ``n0`` is the smallest preperiod the data show for ``p`` (``values[n + p] ==
    values[n]`` for ``n0 <= n < N - p``); the pair is accepted when ``N >= 2*m + 2*p + t``
    with ``m = max(n0, min_n0)``, which is the Guy–Smith hypothesis checked from ``m``:
    ``values[n + p] == values[n]`` for ``m <= n < 2*m + p + t``. ``min_n0 = 1`` is
    needed for a ruleset that splits heaps (the pairing of splits fails at ``n0 = 0``).

    How candidates are found: every accepted ``p`` is a period of the second half
    ``values[N//2:]``. Short periods are found by trying ``p = 1, 2, ...`` and checking
    each from the top down, where a wrong ``p`` almost always fails within a few terms: no
    memory beyond ``values``. But a sequence that *nearly* repeats with some shift (a long
    period made of many near-copies of a short pattern) makes those checks run long before
    failing, so their total is counted, and once it passes ``budget * N`` comparisons
    (``budget < 0``: never) the remaining candidates are read from
    :func:`second_half_periods` instead: all the periods of the second half at once, in
    ``O(N)`` steps whatever the sequence, so finding a period never costs ``O(N * p)``.
    For each candidate the last mismatch below ``N//2`` is then found by one scan down
    (``O(N)``), which gives ``n0`` and decides the bound.

    If none is accepted, return ``(-1, -1, needed)``: ``needed`` is the smallest length at
    which a candidate that repeats over at least 64 terms of the second half would be
    accepted if the data went on agreeing with it (``-1`` if there is none).
    """
    n = values.shape[0]
    if n == 0:
        return -1, -1, -1
    s = n // 2
    needed = -1
    work = 0
    limit = budget * n if budget >= 0 else -1
    listed = np.zeros(0, dtype=np.int64)
    use_list = False
    screened = np.empty(_SCREEN, dtype=np.uint8)
    chunk_lo = chunk_hi = 0
    j = 0
    p = 0
    while True:
        if use_list:
            if j == listed.shape[0]:
                break
            p = listed[j]
            j += 1
        else:
            p += 1
            if p > n - s:
                break
        if 2 * min_n0 + 2 * p + t > n:
            break
        if not use_list:
            if p >= chunk_hi:  # the next shifts, screened on the top four terms at once
                chunk_lo, chunk_hi = p, min(n - s + 1, p + _SCREEN)
                _screen(values, s, chunk_lo, chunk_hi, screened)
            if screened[p - chunk_lo] == 0:  # fails within the top four terms
                work += 1
                continue
            i = _repeats(values, s, p)
            work += values.shape[0] - 1 - p - i
            if i >= s:  # not a period of the second half
                if limit >= 0 and work > limit:
                    listed = second_half_periods(values, s)
                    use_list = True
                    j = 0
                    while j < listed.shape[0] and listed[j] <= p:
                        j += 1
                continue
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
