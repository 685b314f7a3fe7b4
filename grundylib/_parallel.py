"""The part of a long sparse-space computation that a second thread can do.

Private. For heap ``h`` the sparse-space method (:func:`grundylib._kernels.take_break_run`)
pairs every *rare* heap ``x < h - k`` with its partner ``h - k - x``; for a long sequence
most of its time goes there. The rare heaps are few and mostly small, so the partners are
recent heaps: a pair can be read as soon as its partner is known, not before.

The computation runs in blocks of ``B`` heaps. While one thread computes block ``j`` heap by
heap, another marks for every heap of block ``j + 1`` the pairs of the rare heaps
``x >= 2B`` (:func:`far_rare_marks`): their partners lie below the start of block ``j``,
already known. The first thread then computes block ``j + 1`` pairing only the small rare
heaps itself, and so on. The other half of the work, finding the rare-for-``h`` values
below the candidate among all pairs ``(a, h - k - a)``, ``a = 1, 2, ...``, is shared the
same way: the second thread also marks the pairs of a window ``2B <= a < 2B + W``, and the
first reads ``a < 2B`` and, only when a value is still missing, the pairs past the window.
``W`` and the share of rare heaps follow the two threads' times. This is the plainest of the parallel strategies for the sparse
method (the others split one heap's pairs between threads with finer synchronisation): the
threads meet once a block, share nothing they both write, and give exactly the values of
one thread (the tests compare them).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from grundylib._kernels import _mark_block, _mark_rare_pairs

__all__ = ["far_rare_marks"]


@njit(cache=True, nogil=True)
def far_rare_marks(  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    g, start, stop, split, unequal, rare, rare_value, first, last, win_lo, win_hi, far
):
    """Mark, for each heap ``start <= h < stop``, the pairs of the rare heaps ``rare[first:last]``.

    ``far[h - start, v]`` becomes 1 when ``v = rare_value[j] ^ g[h - k - rare[j]]`` for a
    split ``k`` in ``split`` and ``first <= j < last`` with ``rare[j] < h - k`` (and
    ``2 * rare[j] != h - k`` when ``unequal``), or ``v = g[a] ^ g[h - k - a]`` for a pair
    ``win_lo <= a < win_hi`` of a split (``a <= h - k - a``, ``<`` when ``unequal``); else
    0; for ``v < far.shape[1]``. The caller makes sure that every partner is already
    computed. The call releases the GIL, so that it runs beside
    :func:`~grundylib._kernels.take_break_run`.
    """
    width = far.shape[1]
    marks = np.zeros(width, dtype=np.int32)
    for h in range(start, stop):
        stamp = h + 1
        for ki in range(split.shape[0]):
            m = h - split[ki]
            end = last
            while end > first and rare[end - 1] >= m:
                end -= 1
            skip = -1
            if unequal and m % 2 == 0:
                middle = first + np.searchsorted(rare[first:end], m // 2)
                if middle < end and rare[middle] * 2 == m:
                    skip = middle
            if first <= skip:
                _mark_rare_pairs(g, m, rare, rare_value, first, skip, marks, stamp)
                _mark_rare_pairs(g, m, rare, rare_value, skip + 1, end, marks, stamp)
            elif first < end:
                _mark_rare_pairs(g, m, rare, rare_value, first, end, marks, stamp)
            top = (m - 1) // 2 if unequal else m // 2  # the last pair a <= m - a
            n = min(win_hi, top + 1) - win_lo
            if n > 0:
                _mark_block(g, win_lo, m, n, marks, stamp)
        row = far[h - start]
        for v in range(width):
            row[v] = marks[v] == stamp
