"""Race to a total (HDU 2149, HDU 2188): add 1 to ``step`` to a running total.

This module owns :class:`RaceToTotal`, the race played literally; it is the Bash game
(:class:`~grundylib.BashGame`) in disguise.
"""

from __future__ import annotations

from collections.abc import Iterator

from .._display import ValueTable, line_table, values_of
from ..core import InvalidArgumentError, InvalidPositionError, check_natural, check_positive
from ..game import Position, Ruleset

__all__ = ["RaceToTotal"]


class RaceToTotal(Ruleset):
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
        self.target = check_positive(target, "target", InvalidArgumentError)
        self.step = check_positive(step, "step", InvalidArgumentError)

    def moves(self, position: Position) -> Iterator[int]:
        """Yield the totals after adding ``1 .. step`` (capped at the target), once each."""
        total = check_natural(position, "total")
        if total > self.target:
            raise InvalidPositionError(f"total must be at most {self.target}, got {total!r}")
        if total == self.target:
            return
        yield from range(total + 1, min(total + self.step, self.target) + 1)

    def rules_in_words(self) -> str:
        """Return the rules in words."""
        return (
            f"A running total starts at 0; a move adds 1 to {self.step} to it; whoever "
            f"brings it to {self.target} (or past it) wins."
        )

    def _value_table(self) -> ValueTable:
        """The Grundy values of the totals ``0 .. target`` (the first 12 of them)."""
        totals = list(range(min(self.target, 11) + 1))
        return line_table(
            "Grundy values of a running total", "total", "value", totals,
            values_of(self, totals),
        )

    def __repr__(self) -> str:
        return f"RaceToTotal({self.target}, {self.step})"
