"""Misère canonical forms of impartial games (Conway's simplest forms), and CGSuite's phyla.

Two impartial games ``G`` and ``H`` are *misère equivalent*, ``G ≡ H``, when ``G + X``
and ``H + X`` have the same misère outcome for every game ``X``. Conway (*On Numbers and
Games*, ch. 12) proved that every class has a unique simplest member, the **misère
canonical form**, reached from any member by one rule applied bottom-up:

    an option ``G'`` of ``G`` is *reversible* when ``G'`` has an option ``G''`` equivalent
    to ``G`` itself; deleting reversible options gives an equivalent game, with one
    proviso (Grundy and Smith's): when everything is deleted, so that the result is the
    empty game ``0``, the original must have had the misère outcome of ``0`` (a first
    player win), that is, some option must be a misère P-position.

A game whose options are canonical and none reversible (under the proviso) is canonical,
and two canonical games are equivalent only when they are identical (Conway's theorem),
so equivalence is identity of canonical forms. Since the canonical form ``K`` of ``G``
keeps a subset of ``G``'s canonical options and every deleted option has ``K`` among its
own options, :func:`misere_canonical_form` finds ``K`` by trying as ``K`` the options of
options of ``G`` (there are few) before declaring ``G``'s option set canonical.

:class:`MisereGame` is that canonical form: an immutable, hashable value (equal values
are the same object), with its birthday, normal and misère Grundy values, sums
(``G + H``), and the classification CGSuite (Dan Hoey's code) gives it: its *phylum*
(Nim heap, hereditarily or reversibly tame, restive, tameable, restless, wild) and the
superscript of the genus CGSuite prints, which :func:`grundylib.genus` uses for its
printed form.

How CGSuite decides (read in ``MisereCanonicalGameOps.java``, ``Genus.java`` and
``Phylum.java`` of aaron-siegel/cgsuite; described here in our words, the code is ours).

1. *Pairs.* CGSuite pairs each canonical game ``K`` with ``K + *1``: exactly one of the
   two has the other among its canonical options; that one (the *odd* one) takes the
   phylum of its partner, the *even* one.
2. *Values.* Call the pair ``(g⁺, g⁻)`` of an even game *tame* when ``g⁺ = g⁻`` or both
   are at most 1, *restive* when ``g⁺ ≤ 1 < g⁻``, *restless* when ``g⁻ ≤ 1 < g⁺``.
3. *All options tame* (Nim heaps, hereditarily or reversibly tame). A game whose options
   are Nim heaps and whose values are a Nim heap's is a **Nim heap**. Otherwise, if every
   option is a Nim heap or hereditarily tame, tame values make the game **hereditarily
   tame** and restive values **hereditarily restive**; if some option is only reversibly
   tame, tame values make it **reversibly tame** and restive ones **reversibly restive**.
   Restless values make it **restless**; any other values **wild**.
4. *Some option not tame.* With tame (restive) values the game is still **reversibly tame**
   (**restive**) when every such option has, among its own options, a tame one with the
   game's ``g⁺`` and one with its ``g⁻`` (for restive games: restive or tame ones whose
   other value is small) and the tame options alone give the game its values (the mex);
   a looser version of the test, which also lets tameable options count, makes it
   **tameable**. Everything else is **wild**.
5. *Printed genus.* A Nim heap prints ``g⁺`` alone. A tame or restive game prints
   ``g⁺^g⁻``: one digit, the later terms implied by its class. Any other game (tameable,
   restless, wild) builds its superscript from its options' superscripts: term 0 is the
   mex of the options' terms 0, term ``i`` the mex of the options' terms ``i``, of term
   ``i - 1`` and of term ``i - 1`` XOR 1; the terms are computed two past the point where
   every option's superscript alternates, and the tail is cut while the last term repeats
   the one two before it.

So Kayles with 7 pins, reversibly tame, prints ``2^2`` where Winning Ways writes ``2^20``;
with 5 pins (values 4 and 1, restless; its options are tame) it prints ``4^146``.

References
----------
.. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., ch. 12 ("How to lose when you
   must": reversible moves, the simplest form, tame and restive games).
.. [2] A. N. Siegel, *Combinatorial Game Theory*, AMS (2013), ch. V, §1 (misère
   canonical forms, the mate, the proviso).
.. [3] A. N. Siegel, "On the structure of misère impartial games", arXiv:2012.08554
   (the games born by day n: 1, 2, 3, 5, 22, ...).
.. [4] CGSuite, ``lib/core/src/main/scala/org/cgsuite/core/misere/``
   (``MisereCanonicalGameOps.java``, ``Genus.java``, ``Phylum.java``), github.com/aaron-siegel/cgsuite.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Iterable
from typing import ClassVar

from ._search import check_game, check_max_positions, options_of, solve_iteratively
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    Outcome,
    check_at_most,
    check_hashable,
    check_iterable,
    least_missing,
    shorten,
)
from .game import Game, Position

__all__ = ["MAX_NIM_HEAP", "MisereGame", "misere_canonical_form"]

MAX_NIM_HEAP = 4096
"""The largest heap :meth:`MisereGame.nim` builds (it keeps every smaller one)."""

# CGSuite's phyla, in its order (a later one is wilder).
NIM_HEAP = "nim heap"
HEREDITARILY_TAME = "hereditarily tame"
REVERSIBLY_TAME = "reversibly tame"
TAMEABLE = "tameable"
HEREDITARILY_RESTIVE = "hereditarily restive"
REVERSIBLY_RESTIVE = "reversibly restive"
RESTLESS = "restless"
WILD = "wild"
_TAME = frozenset({NIM_HEAP, HEREDITARILY_TAME, REVERSIBLY_TAME})
_RESTIVE = frozenset({HEREDITARILY_RESTIVE, REVERSIBLY_RESTIVE})
_RESTIVE_OR_TAME = _TAME | _RESTIVE
# the provisional classes of a game before its options are examined
_OF_TAME_GENUS, _OF_RESTIVE_GENUS, _OF_RESTLESS_GENUS = "tame genus", "restive genus", "restless"


def _superscript_term(phylum: str, base: int, sup: tuple[int, ...], i: int) -> int:
    """Term ``i`` of a CGSuite superscript (``i = 0``: the misère value), the tail implied."""
    if i < len(sup):
        return sup[i]
    if phylum in _TAME:
        return 1 - base if i == 0 and base < 2 else base ^ ((i & 1) << 1)
    if phylum in _RESTIVE:
        return (sup[0] if sup[0] < 4 else base) ^ ((i & 1) << 1)
    n = len(sup)
    return sup[n - 2 + ((n ^ i) & 1)]


def _settles_after(phylum: str, base: int, sup: tuple[int, ...]) -> int:
    """From which term on the superscript alternates, as CGSuite bounds it."""
    if phylum in _TAME:
        return 2 if base < 2 and (not sup or sup[0] != base) else 1
    if phylum in _RESTIVE:
        return 1 if sup[0] < 4 else 2
    return len(sup) - 1


class MisereGame:
    """The misère canonical form of an impartial game: a set of canonical options.

    Build one with :func:`misere_canonical_form` (from any game and position),
    :meth:`nim` or :meth:`from_options`; add two with ``+``. Equal forms are the same
    object, so ``==`` and hashing are cheap; two games are misère equivalent exactly when
    their canonical forms are equal.

    ``str`` writes a Nim heap as ``0``, ``*``, ``*2``, ...; a game with one option ``X`` as
    ``X#`` (CGSuite's sign: ``*2#`` is the game whose only move is to ``*2``); any other
    game as its options in braces, those born last first: ``{*3,*2}`` is ``*2 + *2``.

    Examples
    --------
    >>> two = MisereGame.nim(2)
    >>> two, two.options == {MisereGame.nim(0), MisereGame.nim(1)}
    (MisereGame.nim(2), True)
    >>> print(two + two, (two + two).misere_grundy)  # *2 + *2 is not 0 in misère play
    {*3,*2} 0
    >>> MisereGame.nim(1) + MisereGame.nim(1) == MisereGame.nim(0)  # but *1 + *1 is
    True
    >>> print(MisereGame.from_options([MisereGame.nim(1)]))  # {*1} reduces to 0
    0
    """

    __slots__ = (
        "__weakref__",
        "_birthday",
        "_grundy",
        "_hash",
        "_is_nim",
        "_misere",
        "_options",
        "_phylum",
        "_sup",
        "_twin",
    )

    _table: ClassVar[weakref.WeakValueDictionary[frozenset[MisereGame], MisereGame]] = (
        weakref.WeakValueDictionary()
    )
    _nims: ClassVar[list[MisereGame]] = []

    _options: frozenset[MisereGame]
    _grundy: int
    _misere: int
    _birthday: int
    _hash: int
    _is_nim: bool
    _phylum: str
    _sup: tuple[int, ...]
    _twin: MisereGame

    def __init__(self) -> None:
        raise TypeError(
            "build a MisereGame with misere_canonical_form, MisereGame.nim or from_options"
        )

    # ------------------------------------------------------------------ construction

    @classmethod
    def _intern(cls, options: frozenset[MisereGame], twin: MisereGame | None) -> MisereGame:
        """Store a new canonical game (its options canonical and none reversible)."""
        self = object.__new__(cls)
        self._options = options
        self._grundy = least_missing({o._grundy for o in options})
        self._misere = least_missing({o._misere for o in options}) if options else 1
        self._birthday = 1 + max((o._birthday for o in options), default=-1)
        # distinct Nim heaps younger than the birthday, as many as it: *0, ..., *(b-1)
        self._is_nim = len(options) == self._birthday and all(o._is_nim for o in options)
        self._hash = hash(options)
        cls._table[options] = self
        if twin is not None:  # self = twin + *1 has twin among its options: the odd one
            self._twin = twin
            self._phylum = twin._phylum
        else:
            self._phylum = self._even_phylum()
        self._sup = self._superscript()
        if twin is None:
            self._twin = cls._simplify(frozenset({self, *(o._twin for o in options)}), twin_of=self)
        return self

    @classmethod
    def _simplify(
        cls, options: frozenset[MisereGame], twin_of: MisereGame | None = None
    ) -> MisereGame:
        """The canonical form of the game whose options are the canonical ``options``."""
        known = cls._table.get(options)
        if known is not None:
            return known
        if not options:
            return cls._intern(options, twin_of)
        # The simplest form K keeps values (g⁺ and g⁻ are invariants of ≡) and is an
        # option of every deleted option, so of the oldest option (which K cannot contain).
        grundy = least_missing({o._grundy for o in options})
        misere = least_missing({o._misere for o in options})
        oldest = max(options, key=lambda g: g._birthday)
        candidates = [k for k in oldest._options if k._grundy == grundy and k._misere == misere]
        for k in sorted(candidates, key=lambda g: g._birthday):
            if (
                k._options <= options
                and all(k in o._options for o in options - k._options)
                and (k._options or any(o._misere == 0 for o in options))  # the proviso
            ):
                return k
        return cls._intern(options, twin_of)

    @classmethod
    def from_options(cls, options: Iterable[MisereGame]) -> MisereGame:
        """Return the canonical form of the game whose options are ``options``.

        Parameters
        ----------
        options : iterable of MisereGame
            The options (any number, repeats ignored).

        Returns
        -------
        MisereGame

        Raises
        ------
        InvalidArgumentError
            If ``options`` is not a collection, or an option is not a :class:`MisereGame`.

        Examples
        --------
        >>> zero, one, two = (MisereGame.nim(n) for n in range(3))
        >>> print(MisereGame.from_options([two]), MisereGame.from_options([zero, two]))
        *2# *
        >>> MisereGame.from_options([two, 2])
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidArgumentError: options must be MisereGame values, got 2 of type int in [MisereGame.nim(2), 2]
        """
        found = check_iterable(options, "options", error=InvalidArgumentError)
        for o in found:
            if not isinstance(o, MisereGame):
                raise InvalidArgumentError(
                    f"options must be MisereGame values, got {shorten(o)} "
                    f"of type {type(o).__name__} in {shorten(options)}"
                )
        return cls._simplify(frozenset(found))

    @classmethod
    def nim(cls, n: int) -> MisereGame:
        """Return the Nim heap ``*n`` (canonical in misère play as in normal play).

        Heaps up to ``n`` are built and kept (``*n`` has ``n`` options), so ``n`` is at most
        ``MAX_NIM_HEAP`` = 4096.

        Examples
        --------
        >>> print(MisereGame.nim(0), MisereGame.nim(1), MisereGame.nim(5))
        0 * *5
        >>> MisereGame.nim(-1)
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidArgumentError: n must be a non-negative integer, got -1
        >>> MisereGame.nim(10**6)
        Traceback (most recent call last):
        ...
        grundylib.core.PositionLimitError: n must be at most 4096, got 1000000
        """
        check_at_most(n, MAX_NIM_HEAP, "n", InvalidArgumentError)
        while len(cls._nims) <= n:
            cls._nims.append(cls._simplify(frozenset(cls._nims)))
        return cls._nims[n]

    # ------------------------------------------------------------------ values

    @property
    def options(self) -> frozenset[MisereGame]:
        """The canonical options."""
        return self._options

    @property
    def birthday(self) -> int:
        """The birthday: 0 for ``0``, else one more than the oldest option's."""
        return self._birthday

    @property
    def grundy(self) -> int:
        """The normal-play Grundy value g⁺."""
        return self._grundy

    @property
    def misere_grundy(self) -> int:
        """The misère Grundy value g⁻ (1 for ``0``): 0 exactly on misère P-positions."""
        return self._misere

    @property
    def outcome(self) -> Outcome:
        """The misère outcome: P when the player to move loses (the last mover loses).

        Examples
        --------
        >>> MisereGame.nim(1).outcome, MisereGame.nim(0).outcome
        (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
        """
        return Outcome.P if self._misere == 0 else Outcome.N

    @property
    def is_nim_heap(self) -> bool:
        """Whether this is a Nim heap ``*n``.

        Examples
        --------
        >>> two = MisereGame.nim(2)
        >>> two.is_nim_heap, (two + two).is_nim_heap
        (True, False)
        """
        return self._is_nim

    @property
    def phylum(self) -> str:
        """CGSuite's class of this game (its *phylum*), as words.

        One of ``"nim heap"``, ``"hereditarily tame"``, ``"reversibly tame"``,
        ``"tameable"``, ``"hereditarily restive"``, ``"reversibly restive"``,
        ``"restless"``, ``"wild"`` (see the module's description).

        Examples
        --------
        >>> import grundylib as gl
        >>> [misere_canonical_form(gl.Kayles(), n).phylum for n in (3, 5, 7)]
        ['nim heap', 'restless', 'reversibly tame']
        """
        return self._phylum

    @property
    def genus_superscript(self) -> tuple[int, ...]:
        """The superscript of the genus CGSuite prints: empty for a Nim heap.

        Its first term is the misère value g⁻ and term ``j`` the misère value of the game
        plus ``j`` heaps ``*2``; it stops where CGSuite stops writing (see the module).

        Examples
        --------
        >>> import grundylib as gl
        >>> [misere_canonical_form(gl.Kayles(), n).genus_superscript for n in (3, 5, 7)]
        [(), (1, 4, 6), (2,)]
        """
        return self._sup

    # ------------------------------------------------------------------ CGSuite's rules

    def _even_phylum(self) -> str:
        """CGSuite's phylum of a game that is not its partner ``+ *1`` plus ``*1``."""
        gp, gm, options = self._grundy, self._misere, self._options
        if gp == gm or (gp | gm) < 2:
            kind = _OF_TAME_GENUS
        elif gp < 2:
            kind = _OF_RESTIVE_GENUS
        else:
            kind = _OF_RESTLESS_GENUS if gm < 2 else WILD
        phyla = {o._phylum for o in options}
        if phyla <= _TAME:
            if phyla <= {NIM_HEAP} and kind == _OF_TAME_GENUS and (gp > 1 or gp != gm):
                return NIM_HEAP
            if phyla <= {NIM_HEAP, HEREDITARILY_TAME}:
                if kind == _OF_TAME_GENUS:
                    return HEREDITARILY_TAME
                if kind == _OF_RESTIVE_GENUS:
                    return HEREDITARILY_RESTIVE
            if kind == _OF_TAME_GENUS:
                return REVERSIBLY_TAME
            if kind == _OF_RESTIVE_GENUS:
                return REVERSIBLY_RESTIVE
            if kind == _OF_RESTLESS_GENUS:
                return RESTLESS
            return WILD
        if kind not in (_OF_TAME_GENUS, _OF_RESTIVE_GENUS):
            return WILD
        return self._reversible_phylum(kind)

    def _reversible_phylum(self, kind: str) -> str:
        """Reversibly tame or restive, tameable, or wild: a game with a non-tame option."""
        gp, gm = self._grundy, self._misere
        tame_plus: set[int] = set()
        tame_minus: set[int] = set()
        tameable_plus: set[int] = set()
        tameable_minus: set[int] = set()
        reversible = True  # every wild option reverses through tame ones
        tameable = kind == _OF_TAME_GENUS
        for o in self._options:
            if o._phylum in _TAME:
                tame_plus.add(o._grundy)
                tame_minus.add(o._misere)
                continue
            plus_found = minus_found = False
            plus_tameable = minus_tameable = tameable and o._phylum == TAMEABLE
            if plus_tameable:  # CGSuite counts the values of the even one of the pair here
                odd = int(o._twin in o._options)
                tameable_plus.add(o._grundy ^ odd)
                tameable_minus.add(o._misere ^ odd)
            for s in o._options:
                if kind == _OF_TAME_GENUS and s._phylum in _TAME:
                    minus_found |= gm == s._misere
                    plus_found |= gp == s._grundy
                elif kind == _OF_RESTIVE_GENUS and s._phylum in _RESTIVE_OR_TAME:
                    small_plus = s._grundy < 2 or (s._grundy ^ gm) < 2
                    small_minus = s._misere < 2 or (s._misere ^ gm) < 2
                    minus_found |= gm == s._misere and small_plus
                    plus_found |= gp == s._grundy and small_minus
                elif tameable and s._phylum == TAMEABLE:
                    minus_tameable |= gm == s._misere
                    plus_tameable |= gp == s._grundy
            if not (minus_found and plus_found):
                reversible = False
                tameable = tameable and minus_tameable and plus_tameable
                if not tameable:
                    return WILD
        if reversible and (gp != least_missing(tame_plus) or gm != least_missing(tame_minus)):
            reversible = False
        if reversible:
            return REVERSIBLY_TAME if kind == _OF_TAME_GENUS else REVERSIBLY_RESTIVE
        if tameable:
            tame_plus |= tameable_plus
            tame_minus |= tameable_minus
            values_kept = gp == least_missing(tame_plus) and gm == least_missing(tame_minus)
            if values_kept or (not tame_plus and gp == 0):
                return TAMEABLE
        return WILD

    def _superscript(self) -> tuple[int, ...]:
        """CGSuite's genus superscript, from the phylum or from the options' superscripts."""
        if self._phylum == NIM_HEAP:
            return ()
        if self._phylum in _RESTIVE_OR_TAME:
            return (self._misere,)
        options = list(self._options)
        last = max([1, *(_settles_after(o._phylum, o._grundy, o._sup) for o in options)]) + 2
        terms = [
            least_missing({_superscript_term(o._phylum, o._grundy, o._sup, 0) for o in options})
        ]
        for i in range(1, last + 1):
            seen = {terms[-1], terms[-1] ^ 1}
            seen |= {_superscript_term(o._phylum, o._grundy, o._sup, i) for o in options}
            terms.append(least_missing(seen))
        while last > 1 and terms[last] == terms[last - 2]:
            last -= 1
        return tuple(terms[: last + 1])

    # ------------------------------------------------------------------ sums and display

    def __add__(self, other: MisereGame) -> MisereGame:
        """The canonical form of the disjunctive sum (memoised, recursive in the birthdays)."""
        if not isinstance(other, MisereGame):
            return NotImplemented
        return _add(self, other, {})

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Callable[..., MisereGame], tuple[list[MisereGame]]]:
        return (MisereGame.from_options, (list(self._options),))

    def _sorted_options(self) -> list[MisereGame]:
        return sorted(self._options, key=lambda g: (-g._birthday, str(g)))

    def __str__(self) -> str:
        if self.is_nim_heap:
            return {0: "0", 1: "*"}.get(self._birthday, f"*{self._birthday}")
        if len(self._options) == 1:
            return f"{next(iter(self._options))}#"
        return "{" + ",".join(str(o) for o in self._sorted_options()) + "}"

    def __repr__(self) -> str:
        if self.is_nim_heap:
            return f"MisereGame.nim({self._birthday})"
        return "MisereGame.from_options([" + ", ".join(map(repr, self._sorted_options())) + "])"


def _add(
    a: MisereGame, b: MisereGame, memo: dict[tuple[MisereGame, MisereGame], MisereGame]
) -> MisereGame:
    """``a + b`` in canonical form; ``0`` is the identity."""
    if not a._options:
        return b
    if not b._options:
        return a
    key = (a, b) if id(a) <= id(b) else (b, a)
    if key not in memo:
        memo[key] = MisereGame._simplify(
            frozenset(
                {*(_add(x, b, memo) for x in a._options), *(_add(a, y, memo) for y in b._options)}
            )
        )
    return memo[key]


def canonical_forms(
    game: Game, position: Position, max_positions: int = DEFAULT_MAX_POSITIONS
) -> dict[Hashable, MisereGame]:
    """The misère canonical form of every follower of ``position`` (itself included)."""
    check_game(game)
    limit = check_max_positions(max_positions)
    start = check_hashable(position)
    forms: dict[Hashable, MisereGame] = {}

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        found = options_of(game, node, limit)

        def combine(memo: dict[Hashable, int]) -> int:
            forms[node] = MisereGame._simplify(frozenset(forms[o] for o in found))
            return 0

        return found, combine

    solve_iteratively(start, expand, {}, limit)
    return forms


def misere_canonical_form(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> MisereGame:
    """Return the misère canonical form of ``position``: its simplest equivalent game.

    Two positions (of any games) are misère equivalent, interchangeable in every misère
    sum, exactly when their canonical forms are equal. The form is found bottom-up:
    each follower's options are replaced by their canonical forms, then reversible
    options are deleted (an option is reversible when it has an option equivalent to the
    whole game; the proviso: deleting every option is allowed only when some option is a
    misère P-position). No recursion is used over the positions.

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
    MisereGame

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    InvalidPositionError
        If the game rejects the position.

    See Also
    --------
    grundylib.genus : the genus, which CGSuite prints from this form.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(gl.misere_canonical_form(gl.Nim(), 3))
    *3
    >>> print(gl.misere_canonical_form(gl.Nim(), (2, 2)))
    {*3,*2}
    >>> k4 = gl.misere_canonical_form(gl.Kayles(), 4)  # four pins: equivalent to *1
    >>> k4 == gl.MisereGame.nim(1), k4.phylum
    (True, 'nim heap')
    >>> gl.misere_canonical_form(gl.Kayles(), 7).genus_superscript  # CGSuite prints 2^2
    (2,)

    References
    ----------
    .. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., ch. 12.
    .. [2] A. N. Siegel, *Combinatorial Game Theory*, AMS (2013), ch. V, §1.
    """
    return canonical_forms(game, position, max_positions)[check_hashable(position)]
