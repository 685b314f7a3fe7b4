"""Variants of the sum of games: Anti-SG (the SJ theorem) and Every-SG (the step function).

This module owns two changes to the rules of a sum of impartial games that Jia Zhihao
(贾志豪) treats in his 2009 national training-team paper, and the closed forms that decide
them from values of the single games alone. In an *Anti-SG* game (反 SG 游戏) the sum is
played misère: the player who cannot move wins. The SJ theorem decides it from the
components' Sprague–Grundy values, under a hypothesis on the components that
:func:`sj_condition_holds` checks and :func:`sj_counterexample` shows to be needed. In an
*Every-SG* game the player to move must move in *every* component that still has a move,
and the last player to move wins; :func:`every_sg_step` gives each single game its
``step``, and the parity of the largest step decides the sum (:func:`every_sg_outcome`).

The components of a position are read the same way everywhere here: a
:class:`~grundylib.game.Sum` has one component per game; a
:class:`~grundylib.game.HeapGame` has one per heap (a heap that is later split stays one
single game, whose positions are tuples of heaps); any other game is one component.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from functools import reduce
from operator import xor

from ._search import (
    check_game,
    check_max_positions,
    options_of,
    search_misere_outcome,
    solve_iteratively,
)
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    InvalidPositionError,
    Outcome,
    check_hashable,
    check_iterable,
    least_missing,
    shorten,
)
from .game import Game, HeapGame, Position, Sum

__all__ = [
    "SJCounterexample",
    "anti_sg_outcome",
    "every_sg_outcome",
    "every_sg_step",
    "sj_condition_holds",
    "sj_counterexample",
]

_PAPER = (
    "贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形 (A survey of "
    "combinatorial games: extensions and variants of SG games), Chinese national "
    "training team papers (国家集训队论文), 2009"
)


def components(game: Game, position: Position) -> list[tuple[Game, Hashable]]:
    """Return the single games of ``position`` as ``(game, position)`` pairs.

    A :class:`~grundylib.game.Sum` gives one pair per component game, a
    :class:`~grundylib.game.HeapGame` one pair per heap (its position being that heap
    alone), any other game the one pair ``(game, position)``.

    Examples
    --------
    >>> import grundylib as gl
    >>> components(gl.Nim(), (3, 0, 5))
    [(Nim(), 3), (Nim(), 0), (Nim(), 5)]
    >>> components(gl.Sum(gl.Nim(), gl.SubtractionGame({1, 2})), (2, 4))
    [(Nim(), 2), (SubtractionGame({1, 2}), 4)]
    >>> components(gl.CuttingGame(), (2, 3))
    [(CuttingGame(), (2, 3))]
    """
    check_game(game)
    check_hashable(position)
    if isinstance(game, Sum):
        return list(zip(game.games, game.parts(position), strict=True))
    if isinstance(game, HeapGame):  # heaps read by the ruleset: a sheet (w, h) is one heap
        return [(game, game.position([h])) for h in game.components(position)]
    return [(game, position)]


@dataclass
class _Graph:
    """The reachable positions of one single game with their Grundy values and options."""

    values: dict[Hashable, int]
    options: dict[Hashable, list[Hashable]]


def _explore(game: Game, start: Hashable, limit: int) -> _Graph:
    """Return the Grundy value and options of every position reachable from ``start``."""
    graph = _Graph({}, {})

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        options = options_of(game, node, limit)
        graph.options[node] = options
        return options, lambda memo: least_missing({memo[o] for o in options})

    solve_iteratively(check_hashable(start), expand, graph.values, limit)
    return graph


def _sj_witness(graph: _Graph) -> Hashable | None:
    """Return a reachable non-terminal position of Grundy value 0, or None if there is none."""
    for node, value in graph.values.items():
        if value == 0 and graph.options[node]:
            return node
    return None


def _sj_rule(values: list[int]) -> Outcome:
    """The SJ theorem's answer for components of these Grundy values."""
    total = reduce(xor, values, 0)
    big = any(v > 1 for v in values)
    return Outcome.N if (total != 0) == big else Outcome.P


def sj_condition_holds(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> bool:
    """Return whether the SJ theorem's hypothesis holds for ``position``: no live zero.

    The SJ theorem assumes that the game is over as soon as every single game has
    Sprague–Grundy value 0. For the ordinary misère sum this holds exactly when every
    position reachable in every component that has Grundy value 0 is terminal: a
    component's reachable positions combine freely with those of the others, and every
    component can reach a terminal position (value 0), so a non-terminal value-0
    position anywhere gives a non-terminal sum whose components are all 0.

    Parameters
    ----------
    game : Game
        A game that always ends; see the module for how its components are read.
    position : hashable
        The starting position of the sum.
    max_positions : int, optional
        Limit on the positions discovered in each component.

    Returns
    -------
    bool
        True when no component reaches a non-terminal position of Grundy value 0.

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.

    See Also
    --------
    anti_sg_outcome : the theorem's answer, when this holds.
    sj_counterexample : a position where this fails and the rule answers wrong.

    Examples
    --------
    >>> import grundylib as gl
    >>> sj_condition_holds(gl.Nim(), (3, 5, 1))
    True
    >>> sj_condition_holds(gl.SubtractionGame({1, 2}), (3,))
    False

    References
    ----------
    .. [1] 贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形, Chinese
       national training team papers (国家集训队论文), 2009, the SJ theorem.
    """
    limit = check_max_positions(max_positions)
    return all(
        _sj_witness(_explore(g, p, limit)) is None for g, p in components(game, position)
    )


def anti_sg_outcome(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> Outcome:
    """Return the misère (Anti-SG) outcome of a sum by the SJ theorem.

    SJ theorem (贾志豪, 2009): for any Anti-SG game, if we rule that the game ends when
    every single game in the position has SG value 0, the first player wins if and only
    if (1) the SG value of the whole game is not 0 and some single game has SG value
    greater than 1, or (2) the SG value of the whole game is 0 and no single game has SG
    value greater than 1. Misère Nim is the case where every single game is a heap.
    In the paper's words: 对于任意一个 Anti-SG 游戏, 如果我们规定当局面中所有的单一游戏的
    SG 值为 0 时, 游戏结束, 则先手必胜当且仅当: (1) 游戏的 SG 函数不为 0 且游戏中某个单一
    游戏的 SG 函数大于 1; (2) 游戏的 SG 函数为 0 且游戏中没有单一游戏的 SG 函数大于 1.

    The answer is given only where that rule changes nothing, that is when
    :func:`sj_condition_holds`: no component reaches a non-terminal position of Grundy
    value 0. Otherwise the rule may answer wrong (see :func:`sj_counterexample`) and an
    error says so; :func:`grundylib.outcome` with ``misere=True`` searches any sum.

    Parameters
    ----------
    game : Game
        A game that always ends; see the module for how its components are read.
    position : hashable
        The position of the sum.
    max_positions : int, optional
        Limit on the positions discovered in each component.

    Returns
    -------
    Outcome
        ``Outcome.N`` when the player to move wins the misère sum, else ``Outcome.P``.

    Raises
    ------
    InvalidPositionError
        If the SJ hypothesis fails for ``position`` (the message names the component and
        the non-terminal position of value 0 it reaches), or the game rejects it.
    LoopyGameError
        If a cycle of moves is reachable.

    Examples
    --------
    >>> import grundylib as gl
    >>> anti_sg_outcome(gl.Nim(), (1, 1, 5)), anti_sg_outcome(gl.Nim(), (1, 1, 1))
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>)
    >>> anti_sg_outcome(gl.Nim(), (1, 1)) == gl.outcome(gl.Nim(), (1, 1), misere=True)
    True
    >>> anti_sg_outcome(gl.SubtractionGame({1, 2}), (3, 1))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: position (3, 1) does not satisfy the SJ theorem's hypothesis: component 0 reaches 3, a non-terminal position of Grundy value 0; use outcome(game, position, misere=True)

    References
    ----------
    .. [1] 贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形, Chinese
       national training team papers (国家集训队论文), 2009, the SJ theorem.
    .. [2] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901), 35-39 (misère Nim).
    """
    limit = check_max_positions(max_positions)
    values = []
    for index, (g, p) in enumerate(components(game, position)):
        graph = _explore(g, p, limit)
        witness = _sj_witness(graph)
        if witness is not None:
            raise InvalidPositionError(
                f"position {shorten(position)} does not satisfy the SJ theorem's hypothesis: "
                f"component {index} reaches {shorten(witness)}, a non-terminal position of "
                "Grundy value 0; use outcome(game, position, misere=True)"
            )
        values.append(graph.values[p])
    return _sj_rule(values)


@dataclass(frozen=True)
class SJCounterexample:
    """A position where the SJ hypothesis fails and the SJ rule gives the wrong outcome.

    ``component`` is the index of a component that reaches ``witness``, a non-terminal
    position of Grundy value 0; ``values`` are the components' Grundy values, ``rule``
    the outcome the SJ theorem's rule reads from them and ``outcome`` the misère outcome
    a search of the whole sum finds.
    """

    game: Game
    position: Hashable
    component: int
    witness: Hashable
    values: tuple[int, ...]
    rule: Outcome
    outcome: Outcome


def sj_counterexample(
    game: Game, positions: Iterable[Hashable], *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> SJCounterexample | None:
    """Search ``positions`` for one where the SJ rule, applied blindly, answers wrong.

    Each candidate (in the order given) whose components break the SJ hypothesis (some
    component reaches a non-terminal position of Grundy value 0) is decided twice: by the
    rule of :func:`anti_sg_outcome` and by a search of the misère sum. The first that
    disagree is returned; ``None`` if there is none. The smallest example is a position
    whose only move is to a heap of 2: its value is 0, the rule says the player to move
    wins, but that move leaves ``*2``, from which the opponent leaves a single counter.

    Parameters
    ----------
    game : Game
        A game that always ends; see the module for how its components are read.
    positions : iterable of hashable
        The candidate positions of ``game``, tried in order.
    max_positions : int, optional
        Limit on the positions discovered by each search.

    Returns
    -------
    SJCounterexample or None

    Examples
    --------
    >>> import grundylib as gl
    >>> g = gl.GraphGame({"x": ["two"], "two": ["one", "zero"], "one": ["zero"], "zero": []})
    >>> c = sj_counterexample(g, ["zero", "one", "two", "x"])
    >>> c.position, c.witness, c.values, c.rule, c.outcome
    ('x', 'x', (0,), <Outcome.N: 'N'>, <Outcome.P: 'P'>)
    >>> sj_counterexample(gl.Nim(), [(1, 2), (3, 3)]) is None
    True

    References
    ----------
    .. [1] 贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形, Chinese
       national training team papers (国家集训队论文), 2009, the SJ theorem.
    """
    check_game(game)
    limit = check_max_positions(max_positions)
    items = check_iterable(positions, "positions", error=InvalidArgumentError)
    for position in items:
        check_hashable(position)
        values: list[int] = []
        broken: tuple[int, Hashable] | None = None
        for index, (g, p) in enumerate(components(game, position)):
            graph = _explore(g, p, limit)
            values.append(graph.values[p])
            witness = _sj_witness(graph)
            if witness is not None and broken is None:
                broken = (index, witness)
        if broken is None:
            continue
        rule = _sj_rule(values)
        found = search_misere_outcome(game, position, limit)
        if rule != found:
            return SJCounterexample(
                game, position, broken[0], broken[1], tuple(values), rule, found
            )
    return None


def every_sg_step(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> int:
    """Return the Every-SG ``step`` of ``position``, taken as one single game.

    Definition (贾志豪, 2009)::

        step(v) = 0                                  if v is terminal,
        step(v) = 1 + max{step(u) : u option of v, sg(u) = 0}   if sg(v) > 0,
        step(v) = 1 + min{step(u) : u option of v}              if sg(v) = 0.

    It is how long the single game lasts when the player who wins it (in normal play)
    makes it last as long as possible and the loser ends it as soon as possible.
    ``step(v)`` is odd exactly when ``sg(v) > 0`` (by induction: a terminal position has
    step 0; a P-position's options all have odd steps, so the min plus 1 is even; an
    N-position has an option of value 0, whose step is even, so the max plus 1 is odd).
    This function therefore needs no Grundy values: it takes the max over the options of
    even step when there are some, else the min over all options.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position, as one single game (all of its heaps together).
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    int

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.

    See Also
    --------
    every_sg_outcome : the outcome of an Every-SG sum, from its components' steps.

    Examples
    --------
    >>> import grundylib as gl
    >>> [every_sg_step(gl.SubtractionGame({1, 2}), n) for n in range(10)]
    [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]
    >>> [every_sg_step(gl.Nim(), n) for n in range(4)]
    [0, 1, 1, 1]

    References
    ----------
    .. [1] 贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形, Chinese
       national training team papers (国家集训队论文), 2009, Every-SG.
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 2, ch. 9 ("remote" counts of the Every-game).
    """
    check_game(game)
    limit = check_max_positions(max_positions)

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        options = options_of(game, node, limit)

        def combine(memo: dict[Hashable, int]) -> int:
            if not options:
                return 0
            even = [memo[o] for o in options if memo[o] % 2 == 0]
            return 1 + (max(even) if even else min(memo[o] for o in options))

        return options, combine

    return solve_iteratively(check_hashable(position), expand, {}, limit)


def every_sg_outcome(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> Outcome:
    """Return the outcome of an Every-SG sum: N exactly when the largest step is odd.

    In Every-SG the player to move must make a move in every single game that still has
    one, and the player who makes the last move wins. Theorem (贾志豪, 2009): the first
    player wins if and only if the largest :func:`every_sg_step` of the single games is
    odd.

    Proof sketch. Let ``M`` be the largest step. If ``M`` is odd, move each N-component
    to an option of value 0 of largest step and each P-component to an option of least
    step: the component of step ``M`` goes to step ``M - 1``, every other one below it,
    so the opponent faces an even largest step (``0``: no move, and loses). If ``M`` is
    even, every option of a component of step ``M`` (a P-position) has odd step at least
    ``M - 1``, while an even step can only come from an option of value 0 of an
    N-component of step below ``M``, which is at most ``M - 2``; so after any move the
    largest step is odd. Induction on the finite game finishes the proof.

    Parameters
    ----------
    game : Game
        A game that always ends; see the module for how its components are read.
    position : hashable
        The position of the sum.
    max_positions : int, optional
        Limit on the positions discovered in each component.

    Returns
    -------
    Outcome

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.

    Examples
    --------
    >>> import grundylib as gl
    >>> g = gl.SubtractionGame({1, 2})
    >>> [every_sg_step(g, n) for n in (4, 5, 6)]
    [3, 3, 4]
    >>> every_sg_outcome(g, (4, 5)), every_sg_outcome(g, (4, 6))
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>)
    >>> every_sg_outcome(gl.Nim(), (0, 0))
    <Outcome.P: 'P'>

    References
    ----------
    .. [1] 贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形, Chinese
       national training team papers (国家集训队论文), 2009, Every-SG.
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 2, ch. 9.
    """
    limit = check_max_positions(max_positions)
    steps = [every_sg_step(g, p, max_positions=limit) for g, p in components(game, position)]
    return Outcome.N if max(steps, default=0) % 2 == 1 else Outcome.P
