"""Misère play: the last player to move *loses*.

This module owns the misère side of the theory: Bouton's strategy for misère Nim as
functions (:func:`misere_nim_outcome`, :func:`misere_nim_winning_moves`), the naive
"misère Grundy value" (:func:`misere_grundy`) and :func:`find_misere_counterexample`,
which shows with a computed example why no such value can play the role of the
Sprague–Grundy function in misère sums; the closed form of the misère Bash game is
:func:`bash_misere_outcome`.

The misère outcome of any game that always ends is found by :func:`misere_outcome` (the
front door ``grundylib.outcome(..., misere=True)`` calls it, and
``grundylib.winning_moves(..., misere=True)`` calls :func:`misere_winning_moves`). It
reads the position as a sum of single games and asks theory first, in this order
(:func:`misere_theory`): misère Nim when every single game is a Nim heap; the SJ theorem
of :mod:`grundylib.variants` when no single game reaches a non-terminal position of
Grundy value 0; the genus rule of :mod:`grundylib.genus` when every single game is
hereditarily tame; then any step a module above this one registered
(:func:`register_misere_step`). Each rule looks at the single games one at a time, never
at their product. Only when none applies is the move graph of the whole sum searched,
and a search that passes its limit says why no theory applied. The search alone, with no
theory (to check a rule against), is :func:`search_misere_outcome`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import Any, cast

from ._search import (
    check_game,
    check_max_positions,
    options_of,
    search_misere_outcome,
    solve_iteratively,
    unique,
)
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    InvalidPositionError,
    LoopyGameError,
    Outcome,
    PositionLimitError,
    check_hashable,
    check_iterable,
    check_natural,
    check_positive,
    least_missing,
    shorten,
)
from .game import Game, HeapGame, Position, Sum
from .games.nim import Nim
from .genus import Genus, _genera
from .variants import _explore, _sj_rule, _sj_witness

__all__ = [
    "MisereCounterexample",
    "MisereStep",
    "MisereVerdict",
    "bash_misere_outcome",
    "find_misere_counterexample",
    "misere_grundy",
    "misere_nim_outcome",
    "misere_nim_winning_moves",
    "misere_outcome",
    "misere_theory",
    "misere_winning_moves",
    "register_misere_step",
    "search_misere_outcome",
    "single_games",
    "unregister_misere_step",
]


def check_heaps(heaps: Any) -> tuple[int, ...]:
    """Return Nim heaps as a tuple of ints (a bare int is one heap), checking each one.

    Examples
    --------
    >>> check_heaps(5), check_heaps([1, 2])
    ((5,), (1, 2))
    >>> check_heaps("12")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heaps must be a heap size or a sequence of heap sizes, got '12'
    """
    if isinstance(heaps, int) and not isinstance(heaps, bool):
        return (check_natural(heaps, "heap size"),)
    if isinstance(heaps, Sequence) and not isinstance(heaps, (str, bytes)):
        return tuple(check_natural(h, "heap size") for h in heaps)
    raise InvalidPositionError(
        f"heaps must be a heap size or a sequence of heap sizes, got {shorten(heaps)}"
    )


def misere_nim_outcome(heaps: int | Sequence[int]) -> Outcome:
    """Return the outcome of a misère Nim position by Bouton's rule.

    If some heap has 2 or more counters, the position is a P-position exactly when its
    nim-sum is 0, as in normal play. If every heap has at most one counter, it is a
    P-position exactly when the number of 1-heaps is odd (the players just take turns,
    and the one facing an odd number takes the last counter).

    Parameters
    ----------
    heaps : int or sequence of int
        The heap sizes.

    Returns
    -------
    Outcome

    Examples
    --------
    >>> misere_nim_outcome((1, 1, 1)), misere_nim_outcome((1, 1, 5)), misere_nim_outcome(())
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>, <Outcome.N: 'N'>)
    >>> misere_nim_outcome((2, 3, 1))
    <Outcome.P: 'P'>

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901), 35-39.
    .. [2] T. S. Ferguson, *Game Theory*, Part I, §2.5 (misère Nim).
    """
    sizes = check_heaps(heaps)
    if any(h >= 2 for h in sizes):
        return Outcome.P if reduce(xor, sizes, 0) == 0 else Outcome.N
    return Outcome.P if sum(sizes) % 2 == 1 else Outcome.N


def misere_nim_winning_moves(heaps: int | Sequence[int]) -> list[Hashable]:
    """Return every winning move of misère Nim, found by Bouton's strategy (no search).

    Play as in normal Nim (move to nim-sum 0) while at least two heaps have 2 or more
    counters. When exactly one heap has 2 or more, that is the last moment to choose:
    reduce it to 0 or 1 counter so that an *odd* number of 1-heaps is left. When every
    heap has at most one counter, take a 1-heap if their number is even (else every
    move loses).

    Positions follow :class:`grundylib.Nim`: a tuple keeps every heap in its place
    (zeros included); a bare int is one heap and the moves are ints.

    Parameters
    ----------
    heaps : int or sequence of int
        The heap sizes.

    Returns
    -------
    list
        The moves to misère P-positions in the order of ``Nim().moves`` (empty when
        the player to move loses, or has no move).

    Examples
    --------
    >>> misere_nim_winning_moves((13, 12, 8))
    [(4, 12, 8), (13, 5, 8), (13, 12, 1)]
    >>> misere_nim_winning_moves((1, 1, 5)), misere_nim_winning_moves((1, 5))
    ([(1, 1, 1)], [(1, 0)])
    >>> misere_nim_winning_moves((1, 1)), misere_nim_winning_moves(4)
    ([(0, 1), (1, 0)], [1])

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901), 35-39.
    .. [2] T. S. Ferguson, *Game Theory*, Part I, §2.5 (misère Nim).
    """
    sizes = check_heaps(heaps)
    big = [i for i, h in enumerate(sizes) if h >= 2]
    targets: list[tuple[int, int]] = []  # (heap index, new size)
    if len(big) >= 2:
        s = reduce(xor, sizes, 0)
        targets = [(i, h ^ s) for i, h in enumerate(sizes) if s and h ^ s < h]
    elif len(big) == 1:
        ones = sum(1 for h in sizes if h == 1)
        targets = [(big[0], 1 if ones % 2 == 0 else 0)]
    elif sum(sizes) % 2 == 0:
        targets = [(i, 0) for i, h in enumerate(sizes) if h == 1]
    if isinstance(heaps, int):
        return [new for _, new in targets]
    return [(*sizes[:i], new, *sizes[i + 1 :]) for i, new in targets]


MisereStep = Callable[[Sequence[tuple[Game, Hashable]], int], "Outcome | str"]
"""A theory step: ``step(components, max_positions)`` returns the misère outcome of the sum
of ``components`` (``(game, position)`` pairs, one per single game), or a short reason
why it does not apply (a ``str``, quoted in the note of a search that had to run)."""

_extra_steps: list[tuple[str, MisereStep]] = []


def register_misere_step(name: str, step: MisereStep) -> None:
    """Let :func:`misere_outcome` try ``step`` after its own theory and before searching.

    This is how a module above this one (a misère quotient, say) adds its theory without
    being imported here (the package's layers only import downwards). Steps are tried
    in the order registered; registering the same name again replaces the step. A step
    must return exactly the outcome the search would find, or a reason (a ``str``) to
    pass; :func:`unregister_misere_step` takes it out again.

    Parameters
    ----------
    name : str
        The theory's name, as :attr:`MisereVerdict.rule` reports it.
    step : callable
        ``step(components, max_positions)`` -> ``Outcome`` or a reason (``str``).

    Examples
    --------
    >>> import grundylib as gl
    >>> register_misere_step("example", lambda parts, limit: "it knows nothing")
    >>> misere_theory(gl.Sum(gl.Kayles(), gl.DawsonsKayles()), (5, 6)).reasons[-1]
    'example: it knows nothing'
    >>> unregister_misere_step("example")
    """
    unregister_misere_step(name)
    _extra_steps.append((name, step))


def unregister_misere_step(name: str) -> None:
    """Remove the step registered as ``name`` (nothing happens if there is none).

    Examples
    --------
    >>> unregister_misere_step("no such step")
    """
    _extra_steps[:] = [(n, s) for n, s in _extra_steps if n != name]


@dataclass
class _Facts:
    """What the theory needs to know about one single game at one start position."""

    value: int  # Grundy value (normal play)
    live_zero: Hashable | None  # a reachable non-terminal position of Grundy value 0
    genus: Genus | None = None  # computed on demand
    wild: tuple[Hashable, Genus] | None = None  # a follower with a wild genus, if any


_SHARED_LIMIT = 50_000
"""Most entries kept in the cache shared between calls (it is emptied when full)."""

_shared_facts: dict[tuple[Game, Hashable], _Facts] = {}
"""Facts about single games of :class:`~grundylib.game.HeapGame` rulesets, kept between
calls: a ruleset never changes, and equal rulesets have equal rules."""


class _Theory:
    """The facts about single games gathered during one question (several positions)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.facts: dict[tuple[int, Hashable], _Facts] = {}
        self.games: list[Game] = []  # kept alive while their ids are keys

    def facts_of(self, game: Game, position: Hashable) -> _Facts:
        key = (id(game), position)
        found = self.facts.get(key)
        if found is not None:
            return found
        shared = isinstance(game, HeapGame)
        if type(game) is Nim:  # a heap of h: value h, no live zero, tame genus known
            h = cast("int", position)
            known = Genus(h, (1, 2, 0) if h == 0 else (0, 3, 1) if h == 1 else (h, h ^ 2))
            found = _Facts(h, None, known)
        elif shared:
            found = _shared_facts.get((game, position))
        if found is None:
            graph = _explore(game, position, self.limit)
            found = _Facts(graph.values[position], _sj_witness(graph))
            if shared:
                if len(_shared_facts) >= _SHARED_LIMIT:
                    _shared_facts.clear()
                _shared_facts[(game, position)] = found
        self.games.append(game)
        self.facts[key] = found
        return found

    def genus_of(self, game: Game, position: Hashable) -> _Facts:
        facts = self.facts_of(game, position)
        if facts.genus is None:
            genera = _genera(game, position, self.limit)
            facts.wild = next(((p, g) for p, g in genera.items() if not g.is_tame), None)
            facts.genus = genera[position]
        return facts


def single_games(game: Game, position: Position) -> list[tuple[Game, Hashable]]:
    """Return the single games whose misère sum ``position`` is, as ``(game, position)`` pairs.

    A :class:`~grundylib.game.Sum` is read component by component, and each component
    again (a sum inside a sum, the heaps of a heap game); a
    :class:`~grundylib.game.HeapGame` gives one single game per non-empty heap (an empty
    heap has no move and changes nothing), unless it redefines ``moves`` (then a move
    may touch several heaps); any other game is one single game.

    Examples
    --------
    >>> import grundylib as gl
    >>> single_games(gl.Sum(gl.Nim(), gl.SubtractionGame({1, 2})), ((3, 0, 5), 4))
    [(Nim(), 3), (Nim(), 5), (SubtractionGame({1, 2}), 4)]
    >>> single_games(gl.Kayles(), (2, 7)), single_games(gl.Wythoff(), (2, 3))
    ([(Kayles(), 2), (Kayles(), 7)], [(Wythoff(), (2, 3))])
    """
    found: list[tuple[Game, Hashable]] = []
    stack: list[tuple[Game, Any]] = [(game, check_hashable(position))]
    while stack:
        g, p = stack.pop()
        if isinstance(g, Sum):
            stack.extend(reversed(list(zip(g.games, g.parts(p), strict=True))))
        elif isinstance(g, HeapGame) and type(g).moves in (HeapGame.moves, Nim.moves):
            found.extend((g, g.position([h])) for h in g.components(p) if not g.is_empty(h))
        else:
            found.append((check_game(g), check_hashable(p)))
    return found


@dataclass(frozen=True)
class MisereVerdict:
    """What theory says about a misère sum: an outcome and the rule, or why none applied.

    ``outcome`` is ``None`` when no theory decided the sum; ``rule`` names the theory that
    did (``"misère Nim"``, ``"SJ theorem"``, ``"genus"`` or a registered step's name);
    ``reasons`` says, for each theory tried before, why it did not apply.
    """

    outcome: Outcome | None
    rule: str | None
    reasons: tuple[str, ...]


def _describe(index: int, game: Game, position: Hashable) -> str:
    return f"component {index} ({shorten(game)} at {shorten(position)})"


def _decide(
    parts: list[tuple[Game, Hashable]], theory: _Theory
) -> tuple[MisereVerdict, PositionLimitError | None]:
    """Try misère Nim, the SJ theorem, the genus rule and the registered steps, in order.

    Also returns the error of a single game that alone passed the limit (then a search of
    the sum, which reaches every position of that single game, would pass it too).
    """
    reasons: list[str] = []
    too_large: PositionLimitError | None = None
    # 1. misère Nim: every single game is a heap of Nim itself (not a game like it)
    not_nim = next(((i, g, p) for i, (g, p) in enumerate(parts) if type(g) is not Nim), None)
    if not_nim is None:
        heaps = [cast("int", p) for _, p in parts]
        return MisereVerdict(misere_nim_outcome(heaps), "misère Nim", ()), None
    reasons.append(f"misère Nim: {_describe(*not_nim)} is not a Nim heap")
    # 2. the SJ theorem: no single game reaches a non-terminal position of value 0
    try:
        for i, (g, p) in enumerate(parts):
            witness = theory.facts_of(g, p).live_zero
            if witness is not None:
                reasons.append(
                    f"SJ theorem: {_describe(i, g, p)} reaches {shorten(witness)}, a "
                    "non-terminal position of Grundy value 0"
                )
                break
        else:
            values = [theory.facts_of(g, p).value for g, p in parts]
            return MisereVerdict(_sj_rule(values), "SJ theorem", tuple(reasons)), None
        # 3. genus: every single game hereditarily tame
        for i, (g, p) in enumerate(parts):
            wild = theory.genus_of(g, p).wild
            if wild is not None:
                reasons.append(
                    f"genus: {_describe(i, g, p)} is not tame (its follower "
                    f"{shorten(wild[0])} has genus {wild[1]})"
                )
                break
        else:
            genera = [cast("Genus", theory.genus_of(g, p).genus) for g, p in parts]
            return MisereVerdict(_tame_rule(genera), "genus", tuple(reasons)), None
    except PositionLimitError as error:
        too_large = error
        reasons.append(
            f"theory: a single game alone passes max_positions={theory.limit}, so it "
            "could not be checked"
        )
    except LoopyGameError:
        reasons.append("theory: a single game has a cycle of moves")
    # 4. steps registered by modules above this one (a misère quotient)
    for name, step in list(_extra_steps):
        answer = step(parts, theory.limit)
        if isinstance(answer, Outcome):
            return MisereVerdict(answer, name, tuple(reasons)), None
        reasons.append(f"{name}: {answer}")
    return MisereVerdict(None, None, tuple(reasons)), too_large


_SMALL_GENERA = ((1, 2, 0), (0, 3, 1))
"""The misère parts of the genera ``0^120`` and ``1^031``: those of ``0`` and ``*1``."""


def _tame_rule(genera: Sequence[Genus]) -> Outcome:
    """The misère outcome of a sum of hereditarily tame games, from their genera."""
    total = reduce(xor, (g.normal for g in genera), 0)
    big = any(g.misere not in _SMALL_GENERA for g in genera)
    return Outcome.P if total == (0 if big else 1) else Outcome.N


def misere_theory(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> MisereVerdict:
    """Return what theory says about the misère outcome of ``position``, searching nothing.

    The position is read as a sum of single games (:func:`single_games`), and these rules
    are tried in order; the first that applies decides:

    1. **Misère Nim.** Every single game is a heap of :class:`~grundylib.Nim` itself
       (not merely a game that plays like Nim): Bouton's rule,
       :func:`misere_nim_outcome`.
    2. **The SJ theorem** (贾志豪 2009, see :func:`grundylib.variants.anti_sg_outcome`),
       when its hypothesis holds: no single game reaches a non-terminal position of
       Grundy value 0 (:func:`grundylib.variants.sj_condition_holds`). Then the game
       ends exactly when every single game has Grundy value 0, and the player to move
       wins if and only if either the nim-sum of the Grundy values is not 0 and some
       single game has value greater than 1, or the nim-sum is 0 and no single game has
       value greater than 1.
    3. **The genus rule**, when every single game is *hereditarily tame*: every position
       reachable from it has the genus of a position of Nim (:func:`grundylib.is_tame`).
       Theorem (Conway, ONAG ch. 12; Winning Ways ch. 13): a sum of tame games is tame
       and plays in misère like the Nim position of the same genus. A tame game of genus
       ``0^120`` or ``1^031`` acts like an even or odd number of heaps ``*1``; any other
       tame genus ``a^{a, a XOR 2}`` (``0^02``, ``1^13``, ``2^20``, ...) like a Nim
       position of nim-sum ``a`` with a heap of two or more. So, with ``x`` the nim-sum of
       the single games' normal values: if every one has genus ``0^120`` or ``1^031``,
       the sum is a P-position exactly when ``x = 1``; otherwise exactly when ``x = 0``
       (Bouton's rule for misère Nim).
    4. **Steps registered** by modules above this one (:func:`register_misere_step`),
       in the order registered.

    Why the genus rule is right (a proof sketch; it uses only the first two genus values
    g⁺, g⁻ of every follower). Call a tame game *small* when its genus is ``0^120`` or
    ``1^031`` (g⁻ = g⁺ XOR 1, g⁺ ≤ 1) and *big* otherwise (g⁻ = g⁺). Say a sum is "P by
    rule" when it is small with nim-sum 1 or big with nim-sum 0; induction on the sum
    shows that this is exactly the misère P-positions. From "P by rule", a move changes
    one component's g⁺, so it reaches "P by rule" only by turning a small component big
    with the other parity, or the only big component small with its parity changed;
    either way the new component would have the g⁻ of the old one, which the mex
    forbids. From "N by rule" there is a move to "P by rule": with two big components,
    Nim's move in g⁺ works; with one, of value ``a >= 2``, its options of g⁻ 0 and 1 give
    the answer, of value ``a <= 1`` that component or a small component of g⁺ 1 moved to
    ``0^120`` does; with none, a ``0^120`` component moves to g⁻ 0 or a ``1^031`` one to
    ``0^120``. The brute-force tests of the library check it on random sums.

    Each check explores the single games one at a time (never their product), and the
    facts about single games of a :class:`~grundylib.game.HeapGame` are kept between
    calls.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position of the sum.
    max_positions : int, optional
        Limit on the positions discovered in each single game.

    Returns
    -------
    MisereVerdict
        The outcome and the rule that gave it, or ``outcome=None`` and the reasons (a
        single game with a cycle of moves, or alone past ``max_positions``, is one).

    See Also
    --------
    misere_outcome : theory first, then a search of the sum.

    Examples
    --------
    >>> import grundylib as gl
    >>> misere_theory(gl.Nim(), (1, 1, 5))
    MisereVerdict(outcome=<Outcome.N: 'N'>, rule='misère Nim', reasons=())
    >>> v = misere_theory(gl.SubtractionGame({1, 2, 3, 4}), (4, 3))
    >>> v.outcome, v.rule
    (<Outcome.N: 'N'>, 'SJ theorem')
    >>> v = misere_theory(gl.SubtractionGame({1, 2}), (3, 4, 6))
    >>> v.outcome, v.rule, v.reasons[1]
    (<Outcome.P: 'P'>, 'genus', 'SJ theorem: component 0 (SubtractionGame({1, 2}) at 3) reaches 3, a non-terminal position of Grundy value 0')
    >>> print(misere_theory(gl.Kayles(), (5, 2)).reasons[2])
    genus: component 0 (Kayles() at 5) is not tame (its follower 5 has genus 4^146)

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901), 35-39.
    .. [2] 贾志豪 (Jia Zhihao), 组合游戏略述——浅谈SG游戏的若干拓展及变形, Chinese
       national training team papers (国家集训队论文), 2009, the SJ theorem.
    .. [3] J. H. Conway, *On Numbers and Games*, ch. 12 ("How to lose when you must",
       tame games and their sums).
    .. [4] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 3, ch. 13 ("Survival in the lost world").
    .. [5] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. V (misère play,
       genus theory).
    """
    check_game(game)
    theory = _Theory(check_max_positions(max_positions))
    return _decide(single_games(game, position), theory)[0]


def misere_outcome(
    game: Game, position: Position, max_positions: int = DEFAULT_MAX_POSITIONS
) -> Outcome:
    """Return the misère outcome of ``position``: by theory when one applies, else by search.

    The rules of :func:`misere_theory` are tried first (misère Nim, the SJ theorem, the
    genus rule for tame games, registered steps); each is exact, so the answer is the
    one a search would find. When none applies, the whole move graph of the sum is
    searched (:func:`grundylib._search.search_misere_outcome`): a terminal position is
    won by the player to move (the opponent made the last move and lost), and a
    position is lost exactly when every option is won. The game must always end.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position to classify.
    max_positions : int, optional
        Limit on the positions discovered (in each single game by the theory, in the
        whole sum by the search).

    Returns
    -------
    Outcome

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    PositionLimitError
        If the search had to run and passed ``max_positions``; the message says why
        each theory did not apply.

    See Also
    --------
    grundylib.outcome : the front door (``misere=True`` calls this function).
    misere_theory : which theory decides, or why none does.
    misere_grundy : a value that decides a single misère game (not sums).
    misere_nim_outcome : Bouton's rule for misère Nim.

    Examples
    --------
    >>> import grundylib as gl
    >>> misere_outcome(gl.Nim(), (1, 1, 5)), misere_outcome(gl.Nim(), (1, 1, 1))
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>)
    >>> big = gl.Sum(*[gl.SubtractionGame({1, 2, 5})] * 100)
    >>> misere_outcome(big, tuple(range(100)))
    <Outcome.N: 'N'>
    >>> two_rulesets = gl.Sum(gl.Kayles(), gl.DawsonsKayles())
    >>> misere_outcome(two_rulesets, ((5, 5), (6, 6)), max_positions=100)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=100 was passed while exploring from ((5, 5), (6, 6)); ... (searched because no theory applied: misère Nim: component 0 (Kayles() at 5) is not a Nim heap; SJ theorem: ...; genus: component 0 (Kayles() at 5) is not tame (its follower 5 has genus 4^146)...)
    """
    check_game(game)
    limit = check_max_positions(max_positions)
    return _misere_outcome(game, position, _Theory(limit))


def _misere_outcome(game: Game, position: Position, theory: _Theory) -> Outcome:
    verdict, too_large = _decide(single_games(game, position), theory)
    if verdict.outcome is not None:
        return verdict.outcome
    if too_large is not None:  # the sum reaches every position of that single game
        raise PositionLimitError(
            f"{too_large} (a single game of the sum alone passes it, so the sum was not "
            "searched)"
        ) from None
    try:
        return search_misere_outcome(game, position, theory.limit)
    except PositionLimitError as error:
        raise PositionLimitError(
            f"{error} (searched because no theory applied: {'; '.join(verdict.reasons)})"
        ) from None


def misere_winning_moves(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> list[Hashable]:
    """Return every option of ``position`` that is a misère P-position, in the order of moves.

    A move wins exactly when it leads to a P-position. Each option is decided as
    :func:`misere_outcome` decides it, with the facts about single games shared between
    options: when theory decides ``position`` it decides every option too (each rule's
    hypothesis holds for every follower), so no sum is searched.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position to move from.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    list
        The options that are misère P-positions, in the order of ``game.moves``.

    Examples
    --------
    >>> import grundylib as gl
    >>> misere_winning_moves(gl.Nim(), (1, 1, 5))
    [(1, 1, 1)]
    >>> misere_winning_moves(gl.Sum(gl.SubtractionGame({1, 2}), gl.Nim()), (4, 2))
    [(2, 2), (4, 0)]
    """
    check_game(game)
    theory = _Theory(check_max_positions(max_positions))
    options = options_of(game, check_hashable(position), theory.limit)
    return [o for o in options if _misere_outcome(game, o, theory) == Outcome.P]


def bash_misere_outcome(m: int, n: int) -> Outcome:
    """Return the misère outcome of a Bash heap by the closed form ``(n - 1) mod (m + 1)``.

    The player to move loses exactly when ``(n - 1) mod (m + 1) == 0`` (so a heap of
    1 is lost: its only move takes the last counter). A heap of 0 is an N-position in
    misère play: the opponent made the last move and lost.

    Parameters
    ----------
    m : int
        The largest take, positive.
    n : int
        The heap size, non-negative.

    Returns
    -------
    Outcome

    Examples
    --------
    >>> bash_misere_outcome(3, 5), bash_misere_outcome(3, 4)
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> import grundylib as gl
    >>> all(bash_misere_outcome(3, n) == misere_outcome(gl.BashGame(3), n) for n in range(12))
    True

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, §1.5, exercise 1 (the misère take-away game).
    """
    check_positive(m, "m", InvalidArgumentError)
    check_natural(n, "heap size")
    return Outcome.P if (n - 1) % (m + 1) == 0 else Outcome.N


def misere_grundy(game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS) -> int:
    """Return the naive "misère Grundy value": terminal positions get 1, others the mex.

    It is 0 exactly on misère P-positions (a terminal position is won by the player to
    move, who has nothing to take; a position is lost when every option is won), so it
    decides a *single* game. It is not a Sprague–Grundy function for misère sums: see
    :func:`find_misere_counterexample`.

    Parameters
    ----------
    game : Game
        A game that always ends.
    position : hashable
        The position.
    max_positions : int, optional
        Limit on the positions discovered.

    Returns
    -------
    int

    See Also
    --------
    grundylib.grundy : the normal-play value, which does decide sums.
    grundylib.outcome : with ``misere=True``, the misère outcome of any game that ends.
    grundylib.generalized_grundy : the value of a game with cycles.
    find_misere_counterexample : why this value cannot decide misère sums.

    Examples
    --------
    >>> import grundylib as gl
    >>> [misere_grundy(gl.Nim(), n) for n in range(5)]
    [1, 0, 2, 3, 4]
    >>> misere_grundy(gl.Nim(), (1, 1)), misere_grundy(gl.Nim(), (2, 2))
    (1, 0)
    """
    check_game(game)
    limit = check_max_positions(max_positions)

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        options = options_of(game, node, limit)
        if not options:
            return [], lambda memo: 1
        return options, lambda memo: least_missing({memo[o] for o in options})

    return solve_iteratively(check_hashable(position), expand, {}, limit)


@dataclass(frozen=True)
class MisereCounterexample:
    """Two positions that look alike in misère play but differ once a third is added.

    ``first`` and ``second`` have the same misère outcome and the same
    :func:`misere_grundy` value, yet ``first + third`` and ``second + third`` have
    different misère outcomes (``outcomes``), so no value computed from each component
    alone can decide misère sums.
    """

    game: Game
    first: Hashable
    second: Hashable
    third: Hashable
    value: int
    outcome: Outcome
    outcomes: tuple[Outcome, Outcome]


def find_misere_counterexample(
    game: Game, positions: Iterable[Hashable], *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> MisereCounterexample | None:
    """Search ``positions`` for a counterexample to a misère Sprague–Grundy theorem.

    Returns the first pair ``first``, ``second`` (in the order given) with equal misère
    outcome and equal :func:`misere_grundy` value and a ``third`` such that the sums
    ``first + third`` and ``second + third`` (played as :class:`~grundylib.game.Sum`)
    have different misère outcomes; ``None`` if there is none among ``positions``.

    In normal play this search always fails: positions with equal Grundy values can
    replace each other in every sum (the Sprague–Grundy theorem). Its proof uses that
    adding a P-position never changes an outcome, because the winner can answer every
    move in the added part there. In misère play that answer can be forced to be the
    *last* move, which loses: the empty position is an N-position, a single counter
    ``*1`` is a P-position, and their sum ``*1`` is a P-position.

    Parameters
    ----------
    game : Game
        A game that always ends; ``first``, ``second`` and ``third`` are its positions.
    positions : iterable of hashable
        The candidates, tried in order.
    max_positions : int, optional
        Limit on the positions discovered by each search.

    Returns
    -------
    MisereCounterexample or None

    Examples
    --------
    >>> import grundylib as gl
    >>> pool = [(0, 0), (1, 1), (2, 2), (2, 3), (0, 1)]
    >>> c = find_misere_counterexample(gl.Nim(), pool)
    >>> c.first, c.second, c.third, c.value, c.outcome, c.outcomes
    ((0, 0), (2, 3), (2, 2), 1, <Outcome.N: 'N'>, (<Outcome.P: 'P'>, <Outcome.N: 'N'>))

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 3, ch. 13 ("Survival in the lost world", misère play).
    .. [2] T. S. Ferguson, *Game Theory*, Part I, §2.5 and §4 (misère Nim; the
       Sprague–Grundy theorem).
    """
    check_game(game)
    limit = check_max_positions(max_positions)
    items = check_iterable(positions, "positions", error=InvalidArgumentError)
    pool = unique(check_hashable(p) for p in items)
    pair_game = Sum(game, game)
    value = {p: misere_grundy(game, p, max_positions=limit) for p in pool}
    alone = {p: misere_outcome(game, p, limit) for p in pool}
    for i, first in enumerate(pool):
        for second in pool[i + 1 :]:
            if value[first] != value[second] or alone[first] != alone[second]:
                continue
            for third in pool:
                pair = (
                    misere_outcome(pair_game, (first, third), limit),
                    misere_outcome(pair_game, (second, third), limit),
                )
                if pair[0] != pair[1]:
                    return MisereCounterexample(
                        game, first, second, third, value[first], alone[first], pair
                    )
    return None
