"""The compiled loop behind :func:`grundylib.solve_compiled` (numba, loaded on first use).

Private: :func:`fill_below` trusts its arguments (the public wrapper checks them). It takes
the user's compiled ``moves`` as an argument, so numba compiles it once for each ``moves``
function (not cached on disk: a user's function may change between sessions).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["fill_below"]


@njit
def fill_below(moves, n):  # type: ignore[no-untyped-def]  # pragma: no cover - compiled
    """Grundy values of ``0..n-1`` when every option of ``p`` is an integer in ``0..p-1``.

    Returns ``(values, p, o)``: ``p = -1`` when all went well, else ``o`` is an option of
    ``p`` outside ``0..p-1`` and the values from ``p`` on are not filled.
    """
    values = np.zeros(n, dtype=np.int64)
    stamp = np.zeros(n + 1, dtype=np.int64)  # stamp[v] == p + 1: value v seen among p's options
    for p in range(n):
        for o in moves(p):
            if o < 0 or o >= p:
                return values, p, o
            stamp[values[o]] = p + 1
        g = 0
        while stamp[g] == p + 1:
            g += 1
        values[p] = g
    return values, -1, 0
