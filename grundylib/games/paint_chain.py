"""Paint Chain (HDU 3980): paint ``m`` consecutive beads of a circular chain.

This module owns :class:`PaintChain`, the circle played literally (for brute force), and
:func:`paint_chain_line_game`, the octal game of the line that the circle becomes after
the first move.
"""

from __future__ import annotations

from collections.abc import Iterator

from .._display import LAST_MOVE_WINS, ValueTable, line_table, values_of
from ..core import (
    MAX_ITEMS,
    InvalidArgumentError,
    InvalidPositionError,
    check_at_most,
    check_positive,
)
from ..game import Position, Ruleset
from .take_break import OctalGame

__all__ = ["PaintChain", "paint_chain_line_game"]


class PaintChain(Ruleset):
    """Paint ``m`` consecutive unpainted beads of a circular chain; who cannot, loses.

    A position is a tuple of 0/1 flags, one per bead around the circle (1 = painted);
    the start with ``n`` beads is ``(0,) * n``. This is HDU 3980 played by brute force;
    :func:`grundylib.course.problems.solve_hdu_3980` uses the line game :func:`paint_chain_line_game` instead.

    Parameters
    ----------
    m : int
        How many consecutive beads a move paints, positive.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = PaintChain(2)
    >>> game
    PaintChain(2)
    >>> sorted(game.moves((0, 0, 0, 1)))
    [(0, 1, 1, 1), (1, 1, 0, 1)]
    >>> [n for n in range(2, 12) if gl.outcome(game, (0,) * n) == gl.Outcome.N]
    [2, 3, 7, 11]

    References
    ----------
    .. [1] HDU 3980, "Paint Chain", https://acm.hdu.edu.cn/showproblem.php?pid=3980
    """

    def __init__(self, m: int) -> None:
        self.m = check_positive(m, "m", InvalidArgumentError)

    def moves(self, position: Position) -> Iterator[tuple[int, ...]]:
        """Yield the chains after painting beads ``i .. i+m-1`` (around the circle), once each."""
        if not isinstance(position, tuple) or any(b not in (0, 1) for b in position):
            raise InvalidPositionError(
                f"position must be a tuple of 0/1 flags (1 = painted), got {position!r}"
            )
        n, m = len(position), self.m
        if m > n:
            return
        seen: set[tuple[int, ...]] = set()
        for i in range(n):
            beads = [(i + j) % n for j in range(m)]
            if any(position[b] for b in beads):
                continue
            new = list(position)
            for b in beads:
                new[b] = 1
            result = tuple(new)
            if result not in seen:
                seen.add(result)
                yield result

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        beads = "one unpainted bead" if self.m == 1 else f"{self.m} consecutive unpainted beads"
        return f"A circular chain of beads: a move paints {beads}. {LAST_MOVE_WINS}"

    def _value_table(self) -> ValueTable:
        """The Grundy values of unpainted chains of 1 to 10 beads."""
        sizes = range(1, 11)
        chains = [(0,) * n for n in sizes]
        return line_table(
            "Grundy values of an unpainted chain", "beads", "value", chains,
            values_of(self, chains), [str(n) for n in sizes],
        )

    def __repr__(self) -> str:
        return f"PaintChain({self.m})"


def paint_chain_line_game(m: int) -> OctalGame:
    """Return the game on a *line* of beads where a move paints ``m`` consecutive ones.

    Painting ``m`` beads of a line of ``L`` leaves two lines adding up to ``L - m``: take
    ``m`` counters from a heap, leaving zero, one or two heaps: the octal game whose
    ``m``-th digit is 7 and all others 0 (for ``m = 2`` that is ``"0.07"``, Dawson's Kayles).

    Examples
    --------
    >>> paint_chain_line_game(1), paint_chain_line_game(3)
    (OctalGame("0.7"), OctalGame("0.007"))
    """
    check_positive(m, "m", InvalidArgumentError)
    check_at_most(m, MAX_ITEMS, "m")  # the code has m digits
    return OctalGame("0." + "0" * (m - 1) + "7")
