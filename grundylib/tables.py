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

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ._search import check_game, check_max_positions, options_of, search_grundy
from .core import (
    DEFAULT_MAX_POSITIONS,
    CompiledModule,
    InvalidArgumentError,
    InvalidPositionError,
    LazyModule,
    Outcome,
    PositionLimitError,
    check_hashable,
    check_natural,
    how_to_raise,
    shorten,
    take_finite,
)
from .game import Game, Position

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

    from . import _table_kernels
else:
    np = LazyModule("numpy")
    pd = LazyModule("pandas")
    _table_kernels = CompiledModule("grundylib._table_kernels")  # numba, on first use

__all__ = ["SolvedGame", "solve", "solve_compiled"]


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
        if start not in memo:  # most starts of a box were reached from earlier ones
            search_grundy(game, start, memo, limit)
    return SolvedGame(game, memo, positions, limit)


def solve_compiled(
    moves: Callable[[int], Any], n: int, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> SolvedGame:
    """Solve positions ``0..n-1`` at compiled speed, with ``moves`` compiled by numba.

    The fast way for a game whose positions are integers (a heap, a bitmask, a number in
    a contest problem) and whose moves always lead to a *smaller* integer: then the
    values can be filled in order ``0, 1, 2, ...`` in one compiled loop, typically 50 to
    100 times faster than a search in Python. ``moves`` is written as for
    :func:`solve` (a function of the position returning its options as a list or a
    numpy array of ints), in the subset of Python that numba compiles: arithmetic,
    loops, ``if``, lists and numpy arrays of integers, no Python objects.

    When it applies: every option of ``p`` is an integer in ``0..p-1`` (taking from a
    heap, clearing bits of a mask, lowering digits of a number). For any other game, or
    moves that need Python objects, use :func:`solve`.

    Parameters
    ----------
    moves : function
        ``moves(p)`` returns the options of position ``p``; a plain function (compiled
        here with ``numba.njit``) or one already compiled.
    n : int
        Positions ``0..n-1`` are solved.
    max_positions : int, optional
        The largest ``n`` accepted (8 bytes a position).

    Returns
    -------
    SolvedGame
        A table over positions ``0..n-1``; ``table.game.moves`` runs the compiled
        ``moves`` for :meth:`SolvedGame.winning_moves`.

    Raises
    ------
    InvalidArgumentError
        If ``moves`` is not a function numba can compile, or ``n`` is not a natural number.
    InvalidPositionError
        If an option of some ``p`` is not in ``0..p-1`` (named with ``p``).
    PositionLimitError
        If ``n`` is larger than ``max_positions``.

    Examples
    --------
    >>> import grundylib as gl
    >>> def subtract_134(p):
    ...     return [p - s for s in (1, 3, 4) if s <= p]
    >>> table = gl.solve_compiled(subtract_134, 10)
    >>> table.to_numpy()
    array([0, 1, 0, 1, 2, 3, 2, 0, 1, 0])
    >>> table.winning_moves(9), table.outcome(7)
    ([], <Outcome.P: 'P'>)
    >>> gl.solve_compiled(lambda p: [p + 1], 3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: moves(0) returned 1, but solve_compiled needs every option of p in 0..p-1 (moves to smaller integers); use gl.solve for this game
    """
    if not callable(moves):
        raise InvalidArgumentError(f"moves must be a function of the position, got {shorten(moves)}")
    size = check_natural(n, "n", InvalidArgumentError)
    limit = check_max_positions(max_positions)
    if size > limit:
        raise PositionLimitError(
            f"n={size} passes max_positions={limit}; {how_to_raise(limit)}"
        )
    game = CompiledMoves(moves)
    try:
        values, bad, option = _table_kernels.fill_below(game.compiled, size)
    except Exception as error:
        from numba.core.errors import NumbaError

        if not isinstance(error, NumbaError):
            raise
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise InvalidArgumentError(
            f"moves must be written in the subset of Python that numba compiles (ints, "
            f"loops, lists or arrays of ints), got {shorten(moves)}: {first}"
        ) from None
    if bad >= 0:
        raise InvalidPositionError(
            f"moves({bad}) returned {option}, but solve_compiled needs every option of p in "
            "0..p-1 (moves to smaller integers); use gl.solve for this game"
        )
    return SolvedGame(game, values, [f"0..{size - 1}"], limit)


class CompiledMoves:
    """A game whose ``moves`` is a numba-compiled function of an integer position.

    The game of a table from :func:`solve_compiled`; its ``moves`` returns the options as
    a list of Python ints, so every function of the library accepts it.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = CompiledMoves(lambda p: [p - 1] if p else [0][:0])
    >>> game.moves(3), gl.grundy(game, 5)
    ([2], 1)
    """

    def __init__(self, moves: Callable[[int], Any]) -> None:
        from numba import njit
        from numba.core.registry import CPUDispatcher

        self.function = moves
        self.compiled: Any = moves if isinstance(moves, CPUDispatcher) else njit(moves)

    def moves(self, position: int) -> list[int]:
        """Return the options of ``position`` as Python ints."""
        check_natural(position, "position")
        return [int(o) for o in self.compiled(position)]

    def __repr__(self) -> str:
        return f"CompiledMoves({getattr(self.function, '__name__', shorten(self.function))})"


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
        values: dict[Hashable, int] | np.ndarray[Any, np.dtype[np.int64]],
        starts: list[Any],
        max_positions: int = DEFAULT_MAX_POSITIONS,
    ) -> None:
        self.game = game
        self.starts = starts
        self.max_positions = max_positions
        self._dict: dict[Hashable, int] | None = values if isinstance(values, dict) else None
        self._array = None if isinstance(values, dict) else values  # positions 0..n-1

    @property
    def values(self) -> dict[Hashable, int]:
        """Position to Grundy value, as a dict (built on first use for a compiled table)."""
        if self._dict is None:
            assert self._array is not None
            self._dict = dict(enumerate(self._array.tolist()))
        return self._dict

    def __len__(self) -> int:
        return len(self._array) if self._array is not None else len(self.values)

    def __contains__(self, position: object) -> bool:
        if self._array is not None:
            return type(position) is int and 0 <= position < len(self._array)
        try:
            return position in self.values
        except TypeError:
            return False

    def __iter__(self) -> Iterator[Hashable]:
        if self._array is not None:
            return iter(range(len(self._array)))
        return iter(self.values)

    def __repr__(self) -> str:
        if self._array is not None:
            zeros = int((self._array == 0).sum())
        else:
            zeros = sum(1 for v in self.values.values() if v == 0)
        return (
            f"SolvedGame({shorten(self.game)}, starts={shorten(self.starts)}): "
            f"{len(self)} positions, {zeros} P-positions"
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
        if self._array is not None:
            if type(position) is int and 0 <= position < len(self._array):
                return int(self._array[position])
        else:
            try:
                return self.values[position]
            except KeyError:
                pass
        raise InvalidPositionError(
            f"position {shorten(position)} is not in the table (not reachable from starts "
            f"{shorten(self.starts)}); solve from it too: gl.solve(game, [*starts, position])"
        )

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
        options = options_of(self.game, position, self.max_positions)
        return [o for o in options if self.grundy(o) == 0]

    def p_positions(self) -> list[Hashable]:
        """Return the P-positions of the table, sorted when positions can be compared.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.solve(gl.SubtractionGame({1, 2}), [7]).p_positions()
        [0, 3, 6]
        """
        if self._array is not None:
            return [int(p) for p in np.flatnonzero(self._array == 0)]
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
        if self._array is not None:
            grundy = self._array.copy()
            column = pd.Series(np.arange(len(grundy)))
        else:
            positions = self._ordered()
            values = self.values
            grundy = np.fromiter(
                (values[p] for p in positions), dtype=np.int64, count=len(positions)
            )
            column = pd.Series(positions, dtype=object)
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
        if self._array is not None:
            return self._array.copy()
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
