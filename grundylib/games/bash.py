"""The Bash game (巴什博弈): one heap, take between 1 and ``m`` counters.

This module owns :class:`BashGame`, the named special case of a subtraction game with
S = {1, ..., m}, and its normal-play closed form ``n mod (m + 1)``. Its misère rule (the
player to move loses exactly when ``(n - 1) mod (m + 1) == 0``) is misère theory and
lives in :mod:`grundylib.misere` as :func:`grundylib.bash_misere_outcome`.
"""

from __future__ import annotations

from typing import Any

from ..core import MAX_ITEMS, InvalidArgumentError, check_at_most, check_positive
from .subtraction import SubtractionGame

__all__ = ["BashGame"]


class BashGame(SubtractionGame):
    """One heap; a move takes 1, 2, ..., or ``m`` counters; whoever takes the last wins.

    The P-positions are the multiples of ``m + 1``: from ``n = q(m+1) + r`` with
    ``r > 0`` take ``r``; from a multiple of ``m + 1`` every take ``k`` is answered by
    ``m + 1 - k``. More precisely the Grundy value of a heap of ``n`` is ``n mod (m+1)``,
    which :meth:`known_heap_grundy` returns. In misère play (the last mover loses) the
    P-positions are the ``n`` with ``(n - 1) mod (m + 1) == 0``; see
    :func:`grundylib.bash_misere_outcome` (misère theory lives in :mod:`grundylib.misere`),
    and ``gl.outcome(game, n, misere=True)`` for the search.

    Parameters
    ----------
    m : int
        The largest take, a positive integer.

    Raises
    ------
    InvalidArgumentError
        If ``m`` is not a positive integer.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = BashGame(3)
    >>> game
    BashGame(3)
    >>> gl.winning_moves(game, 21)
    [20]
    >>> [gl.grundy(game, n) for n in range(9)]
    [0, 1, 2, 3, 0, 1, 2, 3, 0]
    >>> [n for n in range(12) if gl.outcome(game, n, misere=True) == gl.Outcome.P]
    [1, 5, 9]
    >>> BashGame(0)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: m must be a positive integer, got 0

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I: Impartial Combinatorial Games, §1.1
       and §1.3 (the subtraction game with S = {1, ..., m}).
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 1, ch. 4 (subtraction games).
    """

    def __init__(self, m: int) -> None:
        self.m = check_positive(m, "m", InvalidArgumentError)
        check_at_most(m, MAX_ITEMS, "m")  # the subtraction set {1, ..., m} is stored
        super().__init__(range(1, self.m + 1))

    def known_heap_grundy(self, heap: Any) -> int:
        """A heap of ``n`` has Grundy value ``n mod (m + 1)`` (proved above)."""
        return int(heap) % (self.m + 1)

    def __repr__(self) -> str:
        return f"BashGame({self.m})"
