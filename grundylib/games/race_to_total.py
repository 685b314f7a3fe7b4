"""Race to a total (HDU 2149, HDU 2188): add 1 to ``step`` to a running total.

This module owns :class:`RaceToTotal`, the race played literally; it is the Bash game
(:class:`~grundylib.BashGame`) in disguise.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core import InvalidPositionError, check_natural, check_positive

__all__ = ["RaceToTotal"]


class RaceToTotal:
    """Add 1 to ``step`` to a running total; whoever brings it to ``target`` or more wins.

    A position is the total so far, ``0 .. target`` (a total past the target is written
    as ``target``, where the game is over). HDU 2149 and HDU 2188 are this game played
    literally; it is the Bash game in disguise (:class:`~grundylib.BashGame` on the
    amount still missing), which their solvers use.

    Parameters
    ----------
    target : int
        The total that ends the game, positive.
    step : int
        The largest amount added in one move, positive.

    Examples
    --------
    >>> import grundylib as gl
    >>> race = RaceToTotal(4, 2)
    >>> race
    RaceToTotal(4, 2)
    >>> list(race.moves(3)), list(race.moves(4))
    ([4], [])
    >>> "".join(gl.outcome(race, total) for total in range(5))
    'NPNNP'
    """

    def __init__(self, target: int, step: int) -> None:
        self.target = check_positive(target, "target")
        self.step = check_positive(step, "step")

    def moves(self, position: Any) -> Iterator[int]:
        """Yield the totals after adding ``1 .. step`` (capped at the target), once each."""
        total = check_natural(position, "total")
        if total > self.target:
            raise InvalidPositionError(f"total must be at most {self.target}, got {total!r}")
        if total == self.target:
            return
        yield from range(total + 1, min(total + self.step, self.target) + 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RaceToTotal) and (self.target, self.step) == (
            other.target,
            other.step,
        )

    def __hash__(self) -> int:
        return hash(("RaceToTotal", self.target, self.step))

    def __repr__(self) -> str:
        return f"RaceToTotal({self.target}, {self.step})"
