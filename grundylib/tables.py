"""Solve a state space once, then answer any number of questions about it from a table.

A contest problem often asks about many positions of one game: every query a new search
would explore the same positions again. :func:`solve` searches everything reachable from
the given starts once (by the engine of :func:`grundylib.grundy`, with its checks and
limits) and returns a :class:`SolvedGame`, whose :meth:`~SolvedGame.grundy`,
:meth:`~SolvedGame.outcome` and :meth:`~SolvedGame.winning_moves` read the table, and
which shows itself as a pandas DataFrame or a numpy array.

>>> import grundylib as gl
>>> table = gl.solve(gl.SubtractionGame({1, 3, 4}), [20])
>>> [table.grundy(n) for n in range(8)]
[0, 1, 0, 1, 2, 3, 2, 0]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ._search import check_game, check_max_positions, options_of, search_grundy
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    InvalidPositionError,
    LazyModule,
    Outcome,
    check_hashable,
    shorten,
    take_finite,
)
from .game import Game, Position

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd
else:
    np = LazyModule("numpy")
    pd = LazyModule("pandas")

__all__ = ["SolvedGame", "solve"]


def solve(
    game: Game, starts: Iterable[Position], *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> SolvedGame:
    """Solve every position reachable from ``starts`` once; answer queries from the table.

    Use it when many questions are asked about one game (a contest's queries, a table of
    values to study): each :func:`grundylib.grundy` call searches again, while the table
    answers from memory. To solve a box of positions (every heap below ``n``, every
    bitmask of 20 bits), pass them all as ``starts``.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method, for a game that always ends.
    starts : list, tuple, set or other finite iterable of positions
        The positions to solve from (a single position goes in a list: ``[p]``).
    max_positions : int, optional
        Stop with :class:`~grundylib.core.PositionLimitError` once the table would hold
        more positions than this (all starts together).

    Returns
    -------
    SolvedGame
        The Grundy value of every position reachable from ``starts``.

    Raises
    ------
    InvalidArgumentError
        If ``starts`` is not a collection of positions, or ``game`` has no ``moves``.
    LoopyGameError
        If a cycle of moves is reachable (for games with cycles, see
        :func:`grundylib.generalized_grundy` and :func:`grundylib.game_graph`).
    PositionLimitError
        If more than ``max_positions`` positions are reachable.

    See Also
    --------
    grundylib.grundy : the value of one position, searched afresh.
    grundylib.grundy_sequence : heaps ``0..n-1`` of a heap game, compiled (faster still).

    Notes
    -----
    The table is filled by the same iterative search as :func:`grundylib.grundy` (so
    deep chains need no recursion), in plain Python at the speed of a hand-written
    memoised search. Heap games (and sums) are solved position by position here, whole
    positions as keys; their values still agree with the Sprague–Grundy theorem that
    :func:`grundylib.grundy` applies heap by heap. For the values of single heaps of an
    octal or subtraction game, :func:`grundylib.grundy_sequence` runs compiled code.

    Examples
    --------
    >>> import grundylib as gl
    >>> class Kayles5:  # five pins in a row, as a bitmask: knock down one or two adjacent
    ...     def moves(self, mask):
    ...         for i in range(5):
    ...             if mask >> i & 1:
    ...                 yield mask & ~(1 << i)
    ...                 if mask >> (i + 1) & 1:
    ...                     yield mask & ~(3 << i)
    >>> table = gl.solve(Kayles5(), [0b11111])
    >>> len(table), table.grundy(0b11111), table.outcome(0b11011)
    (32, 4, <Outcome.P: 'P'>)
    >>> table.winning_moves(0b11111)
    [27]
    >>> table.to_pandas().head(3)
       position  grundy outcome
    0         0       0       P
    1         1       1       N
    2         2       1       N
    >>> gl.solve(gl.Nim(), 5)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: starts must be a list, tuple or set of positions (a single position goes in a list: [p]), got 5

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 3 and 4.
    """
    check_game(game)
    limit = check_max_positions(max_positions)
    if isinstance(starts, (str, bytes)) or not isinstance(starts, Iterable):
        raise InvalidArgumentError(
            "starts must be a list, tuple or set of positions (a single position goes in a "
            f"list: [p]), got {shorten(starts)}"
        )
    positions = take_finite(starts, "starts", InvalidArgumentError)
    memo: dict[Hashable, int] = {}
    for start in positions:
        check_hashable(start)
        search_grundy(game, start, memo, limit)
    return SolvedGame(game, memo, positions, limit)


class SolvedGame:
    """The Grundy values of every position reachable from some starts (see :func:`solve`).

    Queries read the table: :meth:`grundy` and :meth:`outcome` never search, and
    :meth:`winning_moves` calls ``game.moves`` once for the position asked about. A
    position that is not in the table is refused with a clear error (solve from it too).

    Parameters
    ----------
    game : Game
        The game that was solved.
    values : dict
        Position to Grundy value, closed under moves (every option of a position in it is
        in it too).
    starts : list
        The positions solved from, shown in the repr and in errors.
    max_positions : int
        The limit used when solving (also for reading options in :meth:`winning_moves`).

    Examples
    --------
    >>> import grundylib as gl
    >>> table = gl.solve(gl.SubtractionGame({1, 2}), [6])
    >>> table
    SolvedGame(SubtractionGame({1, 2}), starts=[6]): 7 positions, 3 P-positions
    >>> 4 in table, 7 in table
    (True, False)
    >>> table.to_numpy()
    array([0, 1, 2, 0, 1, 2, 0])
    """

    def __init__(
        self,
        game: Game,
        values: dict[Hashable, int],
        starts: list[Any],
        max_positions: int = DEFAULT_MAX_POSITIONS,
    ) -> None:
        self.game = game
        self.values = values
        self.starts = starts
        self.max_positions = max_positions

    def __len__(self) -> int:
        return len(self.values)

    def __contains__(self, position: object) -> bool:
        try:
            return position in self.values
        except TypeError:
            return False

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.values)

    def __repr__(self) -> str:
        zeros = sum(1 for v in self.values.values() if v == 0)
        return (
            f"SolvedGame({shorten(self.game)}, starts={shorten(self.starts)}): "
            f"{len(self.values)} positions, {zeros} P-positions"
        )

    def grundy(self, position: Position) -> int:
        """Return the Grundy value of ``position``, read from the table.

        Raises
        ------
        InvalidPositionError
            If ``position`` is not hashable or was not reached from the starts.

        Examples
        --------
        >>> import grundylib as gl
        >>> table = gl.solve(gl.Nim(), [(2, 3)])
        >>> table.grundy((1, 3)), table.grundy((2, 3))
        (2, 1)
        >>> table.grundy((4,))
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidPositionError: position (4,) is not in the table (not reachable from starts [(2, 3)]); solve from it too: gl.solve(game, [*starts, position])
        """
        check_hashable(position)
        try:
            return self.values[position]
        except KeyError:
            raise InvalidPositionError(
                f"position {shorten(position)} is not in the table (not reachable from starts "
                f"{shorten(self.starts)}); solve from it too: gl.solve(game, [*starts, position])"
            ) from None

    def outcome(self, position: Position) -> Outcome:
        """Return the normal-play outcome of ``position``: P exactly when its value is 0.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.solve(gl.Nim(), [(1, 2, 3)]).outcome((1, 2, 3))
        <Outcome.P: 'P'>
        """
        return Outcome.P if self.grundy(position) == 0 else Outcome.N

    def winning_moves(self, position: Position) -> list[Hashable]:
        """Return the options of ``position`` that are P-positions, in ``moves`` order, each once.

        The same list as :func:`grundylib.winning_moves` in normal play.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.solve(gl.Nim(), [(13, 12, 8)]).winning_moves((13, 12, 8))
        [(4, 12, 8), (13, 5, 8), (13, 12, 1)]
        """
        self.grundy(position)  # in the table, so are its options
        values = self.values
        return [
            o for o in options_of(self.game, position, self.max_positions) if values[o] == 0
        ]

    def p_positions(self) -> list[Hashable]:
        """Return the P-positions of the table, sorted when positions can be compared.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.solve(gl.SubtractionGame({1, 2}), [7]).p_positions()
        [0, 3, 6]
        """
        values = self.values
        return [p for p in self._ordered() if values[p] == 0]

    def _ordered(self) -> list[Hashable]:
        """The positions, sorted if they can be compared, else in the order reached."""
        try:
            return sorted(self.values)  # type: ignore[type-var]
        except TypeError:
            return list(self.values)

    def to_pandas(self) -> pd.DataFrame:
        """Return the table as a DataFrame: columns ``position``, ``grundy``, ``outcome``.

        Rows are sorted by position when positions can be compared (ints, tuples of
        ints, strings), else in the order the search reached them.

        Examples
        --------
        >>> import grundylib as gl
        >>> frame = gl.solve(gl.Nim(), [(1, 2)]).to_pandas()
        >>> frame[frame.outcome == "P"].position.tolist()
        [(0, 0), (1, 1)]
        """
        positions = self._ordered()
        values = self.values
        grundy = np.fromiter((values[p] for p in positions), dtype=np.int64, count=len(positions))
        column = pd.Series(positions, dtype=object) if positions else pd.Series([], dtype=object)
        return pd.DataFrame(
            {
                "position": column,
                "grundy": grundy,
                "outcome": np.where(grundy == 0, "P", "N"),
            }
        )

    def to_numpy(self) -> np.ndarray[Any, np.dtype[np.int64]]:
        """Return the values as an array indexed by position, when positions are integers.

        Entry ``n`` is the Grundy value of position ``n``, or ``-1`` when ``n`` is not in
        the table.

        Raises
        ------
        InvalidArgumentError
            If a position is not a non-negative integer below ``max_positions`` (use
            :meth:`to_pandas`).

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.solve(gl.SubtractionGame({2}), [5]).to_numpy()
        array([-1,  0, -1,  1, -1,  0])
        """
        positions: list[Any] = list(self.values)
        if not all(type(p) is int and 0 <= p < self.max_positions for p in positions):
            bad = next(
                p for p in positions if not (type(p) is int and 0 <= p < self.max_positions)
            )
            raise InvalidArgumentError(
                "to_numpy needs positions that are integers from 0 to max_positions - 1, got "
                f"the position {shorten(bad)}; use to_pandas()"
            )
        size = max(positions) + 1 if positions else 0
        table = np.full(size, -1, dtype=np.int64)
        table[np.fromiter(positions, dtype=np.int64, count=len(positions))] = np.fromiter(
            self.values.values(), dtype=np.int64, count=len(positions)
        )
        return table
