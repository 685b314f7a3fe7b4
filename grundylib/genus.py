"""Conway's genus of a misère game, and hereditary tameness.

This module owns genus theory (Conway, *On Numbers and Games*, ch. 12; Winning Ways,
vol. 3, ch. 13 "Survival in the lost world"): :func:`genus` computes the normal-play
value of a position together with the misère Grundy values of the position plus
0, 1, 2, ... copies of the Nim heap ``*2``, returned as a :class:`Genus` that prints as
CGSuite does (``0`` for the empty game, whose misère canonical form is a Nim heap; ``4^146``
for a row of five Kayles pins) and keeps Winning Ways' symbol (``0^120`` for the empty
game) as :meth:`Genus.classical`; :func:`is_tame` says whether every
position reachable from a start has the genus of a position of Nim, the case in which
misère play of sums follows Bouton's misère Nim strategy.

The computation. Write ``f(F, a, b)`` for the misère Grundy value of ``F + a·*2 + b·*1``
(``a`` heaps of two counters, ``b`` of one). Its options are ``F' + a·*2 + b·*1`` for an
option ``F'`` of ``F``, a heap of two reduced to one or to none, and (if ``b > 0``) a heap
of one taken; the value is the mex of theirs, and 1 when there is no move at all. Two
heaps of one cancel in misère play (``X + *1 + *1`` has the outcome of ``X`` for every
``X``: the winner of ``X`` answers a move in one ``*1`` by taking the other), so ``b`` is
kept modulo 2. The values are computed level by level in ``a`` over every follower of
the start (each level from the one below), and the search stops at the first level
``L`` at which levels ``L`` and ``L - 1`` repeat levels ``L - 2`` and ``L - 3`` for every
follower: from there on each level is determined by the one two below, so every
sequence has entered its final 2-cycle. No recursion is used, so long chains are safe.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace

from ._search import check_game, check_max_positions, options_of, solve_iteratively
from .core import (
    DEFAULT_MAX_POSITIONS,
    InvalidArgumentError,
    check_hashable,
    check_natural,
    least_missing,
)
from .game import Game, Position
from .misere_canonical import canonical_forms

__all__ = ["Genus", "genus", "is_tame"]


@dataclass(frozen=True)
class Genus:
    """The genus of an impartial game: its normal value and its misère values with ``*2``'s.

    ``normal`` is the normal-play Grundy value g⁺. ``misere`` holds the misère Grundy
    values of the game plus 0, 1, 2, ... heaps ``*2``, cut where the sequence has begun
    to alternate: its last two entries repeat for ever (Winning Ways' convention).
    ``terms(k)`` expands the first ``k`` values γ0, γ1, ... with γ0 = g⁺. ``extended``
    is the superscript CGSuite prints (its *extended genus*, read off the misère
    canonical form by :func:`grundylib.genus`; empty when that form is a Nim heap), or
    ``None`` for a genus built by hand; it is not compared by ``==``.

    Printed notation. ``str`` is CGSuite's: a position whose misère canonical form is a
    Nim heap prints as its value alone (``3``), any other as ``g^`` followed by CGSuite's
    superscript, one digit a term, or in parentheses with commas when a term has two
    digits (``6^(1,9,10,8)``). CGSuite's superscript stops as soon as the game's class
    implies the rest, so it may be shorter than Winning Ways' (Kayles with 7 pins:
    ``2^2``), see :mod:`grundylib.misere_canonical`. A genus without ``extended``
    prints its classical symbol.

    :meth:`classical` is Winning Ways' genus symbol ``g^{γ1 γ2 ...}`` written on one line
    as ``g^`` followed by the superscript, shortest form whose last two values alternate
    for ever: ``0^120`` for the empty game (values 1, 2, 0, 2, 0, ...), ``1^031`` for
    ``*1``, ``2^20`` for ``*2``, ``0^02`` for ``*2 + *2``. When a value has two or more
    digits the superscript is written in braces with commas, ``10^{10,8}``. Winning Ways
    numbers the superscript from 0 (its γ0 is the misère value g⁻); :meth:`terms` puts g⁺
    first, so its index ``j`` is Winning Ways' ``j - 1``.

    Examples
    --------
    >>> g = Genus(0, (1, 2, 0))
    >>> g.classical(), g.terms(6), g.misere_grundy
    ('0^120', (0, 1, 2, 0, 2, 0), 1)
    >>> Genus(10, (10, 8)).classical()
    '10^{10,8}'
    >>> import grundylib as gl
    >>> g = gl.genus(gl.Nim(), 0)
    >>> str(g), g.classical()
    ('0', '0^120')
    >>> [str(gl.genus(gl.Kayles(), n)) for n in (5, 7, 19)]
    ['4^146', '2^2', '2^20']

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 3, ch. 13 (the genus symbol, ``0^120`` and ``1^031``).
    .. [2] J. H. Conway, *On Numbers and Games*, ch. 12 (genus; the superscript
       eventually alternates, so it is written up to the first repeated pair).
    .. [3] CGSuite, ``Genus.java`` and ``MisereCanonicalGameOps.java``
       (github.com/aaron-siegel/cgsuite): the printed, extended genus.
    """

    normal: int
    misere: tuple[int, ...]
    extended: tuple[int, ...] | None = field(default=None, compare=False)

    @property
    def misere_grundy(self) -> int:
        """The misère Grundy value g⁻ of the game alone: 0 exactly on misère P-positions.

        Examples
        --------
        >>> Genus(1, (0, 3, 1)).misere_grundy
        0
        """
        return self.misere[0]

    def terms(self, k: int) -> tuple[int, ...]:
        """Return the first ``k`` values γ0, ..., γ(k-1) of the genus, the tail expanded.

        γ0 is the normal-play value g⁺, γ1 the misère value g⁻, and γj for ``j >= 2``
        the misère value of the game plus ``j - 1`` heaps ``*2``.

        Parameters
        ----------
        k : int
            How many values, non-negative.

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Genus(1, (0, 3, 1)).terms(7)
        (1, 0, 3, 1, 3, 1, 3)
        >>> Genus(1, (0, 3, 1)).terms(-1)
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidArgumentError: k must be a non-negative integer, got -1
        """
        check_natural(k, "k", InvalidArgumentError)
        s, n = self.misere, len(self.misere)
        tail = [s[j] if j < n else s[n - 2 + (j - n) % 2] for j in range(k - 1)]
        return (self.normal, *tail)[:k]

    @property
    def is_tame(self) -> bool:
        """Whether this genus is that of a position of Nim (a tame genus).

        The tame genera are ``0^120`` and ``1^031`` (an even or odd number of ``*1``'s),
        ``0^02`` and ``1^13``, and ``a^{a, a XOR 2}`` for ``a >= 2``. A game with a tame
        genus can still be wild: :func:`is_tame` asks it of every follower.

        Examples
        --------
        >>> Genus(0, (1, 2, 0)).is_tame, Genus(3, (3, 1)).is_tame, Genus(0, (1, 2)).is_tame
        (True, True, False)
        """
        g, s = self.normal, self.misere
        if g == 0:
            return s in ((1, 2, 0), (0, 2))
        if g == 1:
            return s in ((0, 3, 1), (1, 3))
        return s == (g, g ^ 2)

    def classical(self) -> str:
        """Return Winning Ways' genus symbol, such as ``0^120`` or ``10^{10,8}``.

        Examples
        --------
        >>> import grundylib as gl
        >>> [gl.genus(gl.Nim(), n).classical() for n in range(4)]
        ['0^120', '1^031', '2^20', '3^31']
        """
        if all(v < 10 for v in self.misere):
            return f"{self.normal}^" + "".join(map(str, self.misere))
        return f"{self.normal}^{{" + ",".join(map(str, self.misere)) + "}"

    def __str__(self) -> str:
        sup = self.extended
        if sup is None:
            return self.classical()
        if not sup:
            return str(self.normal)
        if all(v < 10 for v in sup):
            return f"{self.normal}^" + "".join(map(str, sup))
        return f"{self.normal}^(" + ",".join(map(str, sup)) + ")"


def _cut(sequence: list[int]) -> tuple[int, ...]:
    """The shortest prefix (two values or more) after which ``sequence`` alternates."""
    start = len(sequence) - 2
    while start > 0 and sequence[start - 1] == sequence[start + 1]:
        start -= 1
    return tuple(sequence[: start + 2])


def _genera(game: Game, position: Position, max_positions: int) -> dict[Hashable, Genus]:
    """The genus of every follower of ``position`` (itself included), by levels of ``*2``."""
    check_game(game)
    limit = check_max_positions(max_positions)
    start = check_hashable(position)
    order: list[Hashable] = []  # children before parents
    options: dict[Hashable, list[Hashable]] = {}

    def expand(node: Hashable) -> tuple[list[Hashable], Callable[[dict[Hashable, int]], int]]:
        found = options_of(game, node, limit)

        def combine(memo: dict[Hashable, int]) -> int:
            order.append(node)
            options[node] = found
            return least_missing({memo[o] for o in found})

        return found, combine

    normal: dict[Hashable, int] = {}
    solve_iteratively(start, expand, normal, limit)
    index = {node: i for i, node in enumerate(order)}
    kids = [[index[o] for o in options[node]] for node in order]
    # levels[a][b][i] = misère value of follower i + a heaps *2 + b heaps *1
    levels: list[tuple[list[int], list[int]]] = []
    while True:
        below = levels[-1] if levels else None
        zero: list[int] = []
        one: list[int] = []
        for i, ks in enumerate(kids):
            seen = {zero[k] for k in ks}
            if below is not None:
                seen |= {below[0][i], below[1][i]}
            zero.append(least_missing(seen) if seen else 1)
        for i, ks in enumerate(kids):
            seen = {one[k] for k in ks} | {zero[i]}
            if below is not None:
                seen |= {below[0][i], below[1][i]}
            one.append(least_missing(seen))
        levels.append((zero, one))
        if len(levels) >= 4 and levels[-1] == levels[-3] and levels[-2] == levels[-4]:
            break
    return {
        node: Genus(normal[node], _cut([level[0][i] for level in levels]))
        for i, node in enumerate(order)
    }


def genus(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> Genus:
    """Return the genus of ``position``: its normal value and its misère values with ``*2``'s.

    The genus (Conway) lists γ0 = g⁺, the normal-play Grundy value; γ1 = g⁻, the misère
    Grundy value (1 for a terminal position, otherwise the mex of the options'); and for
    ``k >= 2`` γk, the misère Grundy value of ``position`` plus ``k - 1`` Nim heaps of
    two. The misère values eventually alternate between two numbers, so the whole
    sequence is finite information: :meth:`Genus.classical` writes it in Winning Ways'
    notation, such as ``0^120``, and ``str`` as CGSuite prints it, from the position's
    misère canonical form (:func:`grundylib.misere_canonical_form`): ``0`` for the empty
    game, a Nim heap (see :class:`Genus` for both conventions). γk is 0 exactly when
    ``position`` plus ``k - 1`` heaps ``*2`` is a misère P-position.

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
    Genus

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    InvalidPositionError
        If the game rejects the position.

    See Also
    --------
    is_tame : whether every follower has the genus of a Nim position.
    grundylib.misere_grundy : γ1 alone.
    grundylib.grundy : γ0 alone.

    Examples
    --------
    >>> import grundylib as gl
    >>> [gl.genus(gl.Nim(), n).classical() for n in range(5)]
    ['0^120', '1^031', '2^20', '3^31', '4^46']
    >>> [str(gl.genus(gl.Nim(), n)) for n in range(5)]  # Nim heaps print as their value
    ['0', '1', '2', '3', '4']
    >>> g = gl.genus(gl.Nim(), (2, 2))
    >>> str(g), g.classical(), g.terms(5)
    ('0^0', '0^02', (0, 0, 2, 0, 2))
    >>> gl.genus(gl.Kayles(), 5)  # a row of five pins is wild
    Genus(normal=4, misere=(1, 4, 6), extended=(1, 4, 6))

    References
    ----------
    .. [1] J. H. Conway, *On Numbers and Games*, ch. 12 ("How to lose when you must").
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 3, ch. 13 ("Survival in the lost world").
    .. [3] CGSuite (github.com/aaron-siegel/cgsuite), ``Genus.java``: the printed genus.
    """
    classical = _genera(game, position, max_positions)[check_hashable(position)]
    form = canonical_forms(game, position, max_positions)[check_hashable(position)]
    return replace(classical, extended=form.genus_superscript)


def is_tame(
    game: Game, position: Position, *, max_positions: int = DEFAULT_MAX_POSITIONS
) -> bool:
    """Return whether ``position`` is hereditarily tame: every follower has a Nim genus.

    A genus is tame when it is the genus of some position of Nim: ``0^120``, ``1^031``,
    ``0^02``, ``1^13`` or ``a^{a, a XOR 2}`` for ``a >= 2`` (:attr:`Genus.is_tame`).
    This function asks it of ``position`` and of every position reachable from it: the
    hereditary reading of tameness in Conway's ch. 12, under which a sum of tame games
    is played like misère Nim. Winning Ways (ch. 13) also calls a game tame when its
    wild options are reversible through tame ones; that wider notion is not tested
    here. So ``False`` means "some follower has a wild
    genus": a row of eight Kayles pins has the tame genus ``1^13`` but the wild row of
    five among its followers.

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
    bool

    Raises
    ------
    LoopyGameError
        If a cycle of moves is reachable.
    InvalidPositionError
        If the game rejects the position.

    See Also
    --------
    genus : the genus of one position.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.is_tame(gl.Nim(), (3, 2, 1)), gl.is_tame(gl.Kayles(), 3)
    (True, True)
    >>> gl.is_tame(gl.Kayles(), 5), str(gl.genus(gl.Kayles(), 5))
    (False, '4^146')

    References
    ----------
    .. [1] J. H. Conway, *On Numbers and Games*, ch. 12 ("How to lose when you must").
    .. [2] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 3, ch. 13 ("Survival in the lost world", tame games).
    """
    return all(g.is_tame for g in _genera(game, position, max_positions).values())
