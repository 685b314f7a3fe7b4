"""The front door: Grundy values, outcomes and winning moves in normal, misère and loopy play.

This module owns the public front door: :func:`grundy`, :func:`outcome` and
:func:`winning_moves` work on every game and choose the theory that applies:

- normal play of a game that always ends: the Sprague–Grundy theorem, computed by the
  engine in :mod:`grundylib._search` (a :class:`~grundylib.game.Sum` through the nim-sum
  of its components, a :class:`~grundylib.game.HeapGame` heap by heap with a cache kept
  on the ruleset and the compiled sequences of :mod:`grundylib.sequences` for large
  heaps, any other game by an iterative, memoised search of its move graph);
- a game with cycles (:class:`~grundylib.core.LoopyGameError` from the search):
  :func:`grundy` raises it, while :func:`outcome` and :func:`winning_moves` fall back on
  the generalized Sprague–Grundy function of :mod:`grundylib.loopy` (draws included);
- misère play (``misere=True``): :mod:`grundylib.misere`, which tries theory first
  (misère Nim, the SJ theorem, the genus rule for tame games) and searches the sum only
  when none applies.

This module only dispatches; the theory lives in the modules it imports below.
"""

from __future__ import annotations

from typing import Any

from . import sequences as _sequences  # noqa: F401  (registers the compiled path for large heaps)
from ._search import Evaluator, check_game, check_max_positions, options_of
from .core import DEFAULT_MAX_POSITIONS, LoopyGameError, Outcome, check_hashable
from .game import Game, Position, moves_to
from .loopy import generalized_grundy, loopy_winning_moves, outcome_of_value
from .misere import misere_outcome, misere_winning_moves

__all__ = ["DEFAULT_MAX_POSITIONS", "grundy", "outcome", "winning_moves"]


def grundy(game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS) -> int:
    """Return the Grundy value (nim value) of ``position``: the mex of its options' values.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to evaluate.
    max_positions : int, optional
        Stop with :class:`~grundylib.core.PositionLimitError` after discovering this many
        positions (2,000,000 by default: a contest-size state space); the message says
        which value to pass to search further.

    Returns
    -------
    int
        ``0`` exactly when ``position`` is a P-position.

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    InvalidPositionError
        If the game rejects the position.

    See Also
    --------
    outcome : P, N or D, in normal, misère or loopy play.
    winning_moves : the moves to P-positions.
    grundylib.generalized_grundy : the value of a position in a game with cycles.
    grundylib.misere_grundy : a value that decides a single game in misère play.
    grundylib.grundy_sequence : the values of heaps ``0..n-1`` of a heap game, fast.
    grundylib.solve : solve a state space once, then ask about many positions.

    Notes
    -----
    A game of your own (any class with ``moves``) is searched by one iterative loop that
    calls ``moves`` once a position: it costs about what a hand-written memoised search
    costs, deep chains included, with every check above. Each call searches afresh; for
    many questions about one game, :func:`grundylib.solve` keeps the table.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.grundy(gl.Nim(), (3, 5, 6))
    0
    >>> gl.grundy(gl.SubtractionGame({1, 2, 3}), 21)
    1

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, ch. 3 and 4.
    """
    return Evaluator(game, max_positions).grundy(position)


def outcome(
    game: Game,
    position: Position,
    misere: bool = False,
    *,
    max_positions: int = DEFAULT_MAX_POSITIONS,
) -> Outcome:
    """Return the outcome class (P, N, or D for a draw) of ``position``.

    Games that always end are evaluated by the Sprague–Grundy theorem. When a cycle of
    moves is reachable, the outcome comes from the generalized Sprague–Grundy value
    (:func:`grundylib.generalized_grundy`), and best play may go on for ever: a draw.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to classify.
    misere : bool, optional
        If true, the player who makes the last move *loses*. The Sprague–Grundy theorem
        does not apply; misère Nim, the SJ theorem, the genus rule for tame games and a
        misère quotient already computed for the ruleset (:func:`grundylib.misere_quotient`)
        decide the sums they cover from the single games
        (:func:`grundylib.misere.misere_theory`), any other game is searched.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    Outcome
        ``Outcome.P`` if the player to move loses with best play, ``Outcome.N`` if they
        win, ``Outcome.D`` if neither player can force a win (loopy games only).

    Raises
    ------
    LoopyGameError
        With ``misere=True`` on a game with cycles (misère play is searched on
        games that always end).

    See Also
    --------
    grundy : the Grundy value, ``0`` exactly on P-positions in normal play.
    winning_moves : the moves to P-positions.
    grundylib.generalized_grundy : the value behind the outcome of a loopy game.
    grundylib.misere_grundy : a value that decides a single game in misère play.
    grundylib.solve : solve a state space once, then ask about many positions.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.outcome(gl.Nim(), (1, 2, 3))
    <Outcome.P: 'P'>
    >>> gl.outcome(gl.Nim(), (1, 1, 5), misere=True)
    <Outcome.N: 'N'>
    >>> gl.outcome(gl.Nim(), (1, 1, 1), misere=True)
    <Outcome.P: 'P'>
    >>> cycle = gl.GraphGame({"a": ["b"], "b": ["a", "end"], "end": []})
    >>> gl.outcome(cycle, "a"), gl.outcome(cycle, "b")
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> gl.outcome(gl.GraphGame({"a": ["b"], "b": ["a"]}), "a")
    <Outcome.D: 'D'>

    References
    ----------
    .. [1] C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1
       (1966), 51-81 (outcomes of games with cycles).
    """
    if misere:
        return misere_outcome(check_game(game), position, check_max_positions(max_positions))
    try:
        return Evaluator(game, max_positions).outcome(position)
    except LoopyGameError:
        value = generalized_grundy(game, position, max_positions=max_positions)
        return outcome_of_value(value)


def winning_moves(
    game: Game,
    position: Position,
    misere: bool = False,
    *,
    max_positions: int = DEFAULT_MAX_POSITIONS,
    as_moves: bool = False,
) -> list[Any]:
    """Return every position reachable in one move that is a P-position, each once.

    The order is the order in which ``game.moves`` produces them. An empty list means
    ``position`` is a P-position (or terminal), or a draw. In a game with cycles the
    moves are ordered so that always playing the first one wins (see
    :func:`grundylib.loopy.loopy_winning_moves`).

    With ``as_moves=True`` the answer is the winning *moves*, named as the ruleset names
    them: a :class:`~grundylib.HeapMove` ``(heap, take, leaves)`` for Nim and every heap
    game (heap index from 0, counters taken), the edge cut for Green Hackenbush, the
    coins turned for a coin-turning game, a :class:`~grundylib.StairMove`
    ``(step, coins)`` for Staircase Nim, ``(from a, from b)`` for Wythoff, the take for
    Fibonacci Nim, ``(component, move)`` for a :class:`~grundylib.Sum`. Every winning
    move is listed, so two moves to the
    same position (taking from either of two equal heaps) both count, and ``len`` of the
    list is the number of winning moves a contest asks for. A game without named moves
    (no ``named_moves`` method) gets the positions, as without ``as_moves``.

    Parameters
    ----------
    game : Game
        Any object with a ``moves(position)`` method.
    position : hashable
        The position to move from.
    misere : bool, optional
        Winning moves under misère play: the moves to misère P-positions, each decided
        as ``outcome(..., misere=True)`` decides it (by theory when one applies).
    max_positions : int, optional
        Limit on the positions discovered.
    as_moves : bool, optional
        Name the winning moves instead of the positions they reach (see above).

    Returns
    -------
    list
        The P-positions among the options of ``position``, or the moves to them.

    See Also
    --------
    grundy : the Grundy value of a position.
    outcome : the outcome class of a position.
    grundylib.generalized_grundy : the values that order the moves of a loopy game.
    grundylib.solve : solve a state space once, then ask about many positions.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.winning_moves(gl.Nim(), (13, 12, 8))
    [(4, 12, 8), (13, 5, 8), (13, 12, 1)]
    >>> gl.winning_moves(gl.SubtractionGame({1, 2, 3}), 21)
    [20]
    >>> gl.winning_moves(gl.Nim(), (1, 2, 3))
    []
    >>> gl.winning_moves(gl.GraphGame({"a": ["b"], "b": ["end", "a"], "end": []}), "b")
    ['end', 'a']

    The first winning move as (heap, how many), and how many winning moves there are:

    >>> moves = gl.winning_moves(gl.Nim(), (13, 12, 8), as_moves=True)
    >>> (moves[0].heap, moves[0].take), len(moves)
    ((0, 9), 3)
    >>> gl.winning_moves(gl.GreenHackenbush(), gl.hackenbush_sum(gl.bamboo(3), gl.bamboo(1)), as_moves=True)
    [(1, 2)]
    """
    if as_moves:
        targets = winning_moves(game, position, misere, max_positions=max_positions)
        return moves_to(game, position, targets)
    if misere:
        return misere_winning_moves(game, position, max_positions=max_positions)
    limit = check_max_positions(max_positions)
    options = options_of(check_game(game), check_hashable(position), limit)
    evaluator = Evaluator(game, max_positions)
    try:
        return [o for o in options if evaluator.grundy(o) == 0]
    except LoopyGameError:
        return loopy_winning_moves(game, position, max_positions=max_positions)
