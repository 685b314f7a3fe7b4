"""Misère quotients of heap games (Plambeck–Siegel), computed and proved.

The misère quotient of a heap game restricted to heaps of at most ``max_heap`` counters is
the commutative monoid of its positions (multisets of such heaps) modulo
*indistinguishability*: ``X ~ Y`` when ``X + Z`` and ``Y + Z`` have the same misère outcome
for every position ``Z`` of the same game. Its elements that are images of misère
P-positions form the *P-portion*. Once the quotient is known, the misère outcome of any
sum of heaps is one multiplication table look-up per heap (Plambeck, "Taming the wild in
impartial combinatorial games", INTEGERS 5 (2005) G5; Plambeck and Siegel, "Misère
quotients for impartial games", J. Combin. Theory Ser. A 115 (2008)).

How :func:`misere_quotient` works, and what it proves.

The quotient is solved heap size by heap size, ``m = 1, 2, ..., max_heap``; each step
is proved before the next begins, and a proved quotient for heaps ``≤ t`` then answers
the outcome of any position whose largest heap is ``t`` by table look-ups, so the
search below only ever explores positions that contain a heap of the current size.

1. **Candidate.** Positions are classified by their *signature*: the misère outcomes of
   ``X + Z`` for ``Z`` in a finite test set (found by an exact search of the move graph).
   Starting from the empty position, every class found so far is extended by one more heap
   of each size; a new signature is a new element. Two positions with different
   signatures are distinguished for certain, so a candidate never has more elements than
   the quotient: passing ``max_order`` *proves* the quotient has more than ``max_order``
   elements. Positions with equal signatures are only *assumed* equivalent; that
   assumption is what step 2 proves or refutes.
2. **Proof.** The candidate is a table ``Q`` with images ``φ(h)`` of the heaps and a
   set ``P``. The library checks, exhaustively and without any assumption:

   - the table is commutative and associative with the empty position as identity, and
     every element is a product of heap images, so ``Φ(X) = ∏ φ(h)`` is a surjective
     monoid homomorphism from positions onto ``Q``;
   - the *option-image condition*: to each position ``X`` attach its *state*
     ``(Φ(X), S(X))``, ``S(X)`` the set of images of its options. Since
     ``S(Y + h) = S(Y)·φ(h) ∪ Φ(Y)·Φ(options of h)``, the states of all positions (there
     are infinitely many positions, but finitely many states) are found by a closure
     from the state ``(1, ∅)`` of the empty position, and for every state one checks
     ``Φ(X) ∈ P`` exactly when ``S(X)`` is non-empty and misses ``P``. By induction on
     ``X`` (its options have the images ``S(X)`` and, by induction, are P-positions
     exactly when those images are in ``P``), every position ``X`` is a misère
     P-position exactly when ``Φ(X) ∈ P``, *for positions with any number of heaps*;
   - the table is *reduced*: any two elements ``x ≠ y`` have some ``z`` with exactly one
     of ``xz``, ``yz`` in ``P``. With the two checks above this makes ``Q`` the misère
     quotient itself (``X ~ Y`` exactly when ``Φ(X) = Φ(Y)``).

   If a check fails, the test set grows (the candidate's own representatives, then all
   sums of more heaps) and step 1 runs again. The quotient returned has passed all three
   checks; nothing unproved is ever returned. The finite check of step 2 is this
   library's own formulation of a finite verification of a candidate quotient; its
   proof is the induction sketched above.

The presentation printed is a *rewriting system*: the generators are the images of the
heaps that are not products of smaller heaps' images (``a`` for the first, ``b`` for the
next...), each element is named by its least word in graded lexicographic order, and
the relations rewrite each least word that is not a name. It presents the quotient, but
need not be the presentation another author chooses for the same monoid.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Any

from .core import (
    GrundyError,
    InvalidArgumentError,
    InvalidPositionError,
    Outcome,
    PositionLimitError,
    check_natural,
    check_positive,
    shorten,
)
from .game import Game, HeapGame
from .misere import register_misere_step

__all__ = ["MAX_QUOTIENT_HEAP", "MisereQuotient", "misere_quotient"]

MAX_QUOTIENT_HEAP = 64
"""Largest ``max_heap`` accepted by :func:`misere_quotient` (the computation grows fast)."""

_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"

Counts = tuple[int, ...]
"""A position as the number of heaps of each size 1, ..., max_heap."""


# --------------------------------------------------------------------------- the search


class _Outcomes:
    """Exact misère outcomes of positions given as counts of heaps, memoized.

    ``is_p(c)`` is ``True`` when the position is a misère P-position: it has a move and
    every move leads to a position won by the player to move. The search is a depth-first
    search with an explicit stack (no recursion), so it is interruptible and never runs
    out of stack.

    Examples
    --------
    >>> o = _Outcomes({1: [()], 2: [(1,), ()]})
    >>> o.is_p((1, 0)), o.is_p((2, 0)), o.is_p((3, 0)), o.is_p((0, 2))
    (True, False, True, True)
    """

    def __init__(
        self, heap_options: dict[int, list[tuple[int, ...]]], limit: int = 2_000_000
    ) -> None:
        self.n = len(heap_options)
        self.deltas = {h: [tuple(o) for o in heap_options[h]] for h in heap_options}
        self.memo: dict[Counts, bool] = {}
        self.limit = limit
        self.levels: dict[int, tuple[list[list[int]], list[int], set[int]]] = {}
        """Proved quotients by max heap: a position whose largest heap is ``t`` is looked up."""

    def options(self, c: Counts) -> list[Counts]:
        """Return the distinct options of the position ``c``."""
        return list(dict.fromkeys(self.iter_options(c)))

    def iter_options(self, c: Counts) -> Iterator[Counts]:
        """Yield the options of the position ``c`` (repeats possible), largest heaps first."""
        for h in range(len(c), 0, -1):
            if c[h - 1]:
                base = list(c)
                base[h - 1] -= 1
                for opt in self.deltas[h]:
                    new = base.copy()
                    for k in opt:
                        new[k - 1] += 1
                    yield tuple(new)

    def known(self, c: Counts) -> bool | None:
        """The outcome of ``c`` if it is stored or a proved smaller quotient covers it."""
        value = self.memo.get(c)
        if value is None and self.levels:
            top = len(c)
            while top and not c[top - 1]:
                top -= 1
            level = self.levels.get(top)
            if level is not None or top == 0:
                if top == 0:
                    value = False  # the empty position: the player to move has won
                else:
                    assert level is not None
                    table, images, p_set = level
                    x = 0
                    for h in range(top):
                        for _ in range(c[h]):
                            x = table[x][images[h]]
                    value = x in p_set
                self.memo[c] = value
        return value

    def is_p(self, start: Counts) -> bool:
        """Return whether ``start`` is a misère P-position."""
        value = self.known(start)
        if value is not None:
            return value
        memo, known = self.memo, self.known
        # a frame: [position, options still unknown, index, has any option]
        stack: list[list[Any]] = [[start, None, 0, False]]
        while stack:
            frame = stack[-1]
            node, pending, i, _ = frame
            if pending is None:  # first visit: look for an option already known to be P
                unknown: dict[Counts, None] = {}
                won = False
                for o in self.iter_options(node):
                    frame[3] = True
                    v = known(o)
                    if v is None:
                        unknown[o] = None
                    elif v:
                        won = True
                        break
                pending = list(unknown)
                if won:
                    memo[node] = False
                    stack.pop()
                    continue
                frame[1] = pending
            while i < len(pending):
                v = memo.get(pending[i])
                if v is None:
                    break
                if v:
                    i = -1
                    break
                i += 1
            if i == -1:
                memo[node] = False
                stack.pop()
            elif i == len(pending):
                memo[node] = frame[3]  # no move at all: the player to move has won
                stack.pop()
            else:
                frame[2] = i
                stack.append([pending[i], None, 0, False])
                if len(memo) + len(stack) > self.limit:
                    break
        if len(memo) + len(stack) > self.limit:
            raise PositionLimitError(
                f"max_positions={self.limit} was passed while searching misère outcomes "
                f"with heaps ≤ {self.n}; pass a larger max_positions or a smaller max_heap"
            )
        return memo[start]


def _add(x: Counts, y: Counts) -> Counts:
    return tuple(a + b for a, b in zip(x, y, strict=True))


# --------------------------------------------------------------------------- the result


@dataclass(frozen=True, eq=False)
class MisereQuotient:
    """The misère quotient of a heap game with heaps of at most ``max_heap`` counters.

    Elements are named by words in the generators (``"1"`` for the identity, ``"a"``,
    ``"ab²"``...), in the normal form of :attr:`presentation`. Build one with
    :func:`misere_quotient`; every quotient it returns is proved (see the module
    documentation), so :meth:`outcome` is the misère outcome of *every* position whose
    heaps are at most ``max_heap``, however many heaps it has.

    Examples
    --------
    >>> import grundylib as gl
    >>> q = gl.misere_quotient(gl.Nim(), 3)
    >>> q.order, q.p_portion
    (6, ('a', 'b²'))
    >>> q.presentation
    '⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}'
    >>> q.element((1, 2, 3)), q.outcome((1, 2, 3)), q.outcome((1, 1, 1))
    ('b²', <Outcome.P: 'P'>, <Outcome.P: 'P'>)
    >>> q.multiply('ab', 'b')
    'ab²'
    """

    game: HeapGame
    max_heap: int
    elements: tuple[str, ...]
    """Every element, the identity first, by its normal-form word."""
    table: tuple[tuple[int, ...], ...] = field(repr=False)
    """``table[i][j]`` is the index of ``elements[i] * elements[j]``."""
    heap_images: tuple[int, ...] = field(repr=False)
    """``heap_images[h]`` is the index of the image of a single heap of ``h`` (``h >= 1``)."""
    p_indices: frozenset[int] = field(repr=False)
    generators: tuple[tuple[str, int], ...] = field(repr=False)
    """Each generator's letter and the smallest heap it is the image of."""
    relations: tuple[str, ...] = field(repr=False)
    proved: bool = True
    """Whether the three checks of the module documentation passed (always, when returned)."""
    states_checked: int = 0
    """How many states ``(Φ(X), S(X))`` the option-image condition examined."""
    seconds: float = field(default=0.0, repr=False, compare=False)

    @property
    def order(self) -> int:
        """The number of elements of the quotient.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.misere_quotient(gl.Nim(), 1).order
        2
        """
        return len(self.elements)

    @property
    def p_portion(self) -> tuple[str, ...]:
        """The elements whose positions are misère P-positions, in element order.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.misere_quotient(gl.Nim(), 1).p_portion
        ('a',)
        """
        return tuple(e for i, e in enumerate(self.elements) if i in self.p_indices)

    @property
    def presentation(self) -> str:
        """Generators and relations, then the P-portion, as a readable line.

        A relation ``u = v`` rewrites the word ``u`` to its normal form ``v``; every word
        in the generators reduces to exactly one element's word by these relations.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.misere_quotient(gl.Nim(), 1).presentation
        '⟨a | a² = 1⟩, P = {a}'
        """
        gens = ", ".join(letter for letter, _ in self.generators)
        body = f"{gens} | {', '.join(self.relations)}" if self.relations else gens
        return f"⟨{body}⟩, P = {{{', '.join(self.p_portion)}}}" if self.p_portion else f"⟨{body}⟩, P = ∅"

    @property
    def heap_map(self) -> dict[int, str]:
        """The image of each single heap ``1, ..., max_heap``.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.misere_quotient(gl.Nim(), 3).heap_map
        {1: 'a', 2: 'b', 3: 'ab'}
        """
        return {h: self.elements[self.heap_images[h]] for h in range(1, self.max_heap + 1)}

    def _index(self, element: str) -> int:
        try:
            return self.elements.index(element)
        except ValueError:
            raise InvalidArgumentError(
                f"element must be one of {shorten(self.elements)}, got {shorten(element)}"
            ) from None

    def multiply(self, x: str, y: str) -> str:
        """Return the product of two elements (the image of the sum of their positions).

        Examples
        --------
        >>> import grundylib as gl
        >>> q = gl.misere_quotient(gl.Nim(), 1)
        >>> q.multiply('a', 'a'), q.multiply('1', 'a')
        ('1', 'a')
        >>> q.multiply('a', 'z')
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidArgumentError: element must be one of ('1', 'a'), got 'z'
        """
        return self.elements[self.table[self._index(x)][self._index(y)]]

    def element(self, position: Any) -> str:
        """Return the element of the quotient that ``position`` maps to.

        Parameters
        ----------
        position : int or sequence of int
            A heap size or a collection of heap sizes, each at most ``max_heap``.

        Raises
        ------
        InvalidPositionError
            If a heap is not a non-negative integer or exceeds ``max_heap``.

        Examples
        --------
        >>> import grundylib as gl
        >>> q = gl.misere_quotient(gl.Nim(), 3)
        >>> q.element(0), q.element(3), q.element([2, 2, 1])
        ('1', 'ab', 'ab²')
        >>> q.element((1, 4))
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidPositionError: position has a heap of 4, more than max_heap=3 of this quotient: (1, 4)
        """
        x = 0
        for h in _heaps(position):
            if h > self.max_heap:
                raise InvalidPositionError(
                    f"position has a heap of {h}, more than max_heap={self.max_heap} "
                    f"of this quotient: {shorten(position)}"
                )
            if h:
                x = self.table[x][self.heap_images[h]]
        return self.elements[x]

    def outcome(self, position: Any) -> Outcome:
        """Return the misère outcome of ``position``: P exactly when its element is in P.

        Examples
        --------
        >>> import grundylib as gl
        >>> q = gl.misere_quotient(gl.Kayles(), 2)
        >>> q.outcome((2, 2)), gl.outcome(gl.Kayles(), (2, 2), misere=True)
        (<Outcome.P: 'P'>, <Outcome.P: 'P'>)
        >>> q.outcome((1, 2, 2)), gl.outcome(gl.Kayles(), (1, 2, 2), misere=True)
        (<Outcome.N: 'N'>, <Outcome.N: 'N'>)
        """
        return Outcome.P if self._index(self.element(position)) in self.p_indices else Outcome.N

    def __str__(self) -> str:
        heaps = ", ".join(f"{h} ↦ {e}" for h, e in self.heap_map.items())
        return (
            f"misère quotient of {self.game!r} with heaps ≤ {self.max_heap}: order {self.order}, "
            f"{self.presentation}; heaps {heaps or 'none'}"
        )

    def __repr__(self) -> str:
        return f"misere_quotient({self.game!r}, {self.max_heap})  # order {self.order}: {self.presentation}"


def _heaps(position: Any) -> tuple[int, ...]:
    if isinstance(position, int) and not isinstance(position, bool):
        return (check_natural(position, "heap size"),)
    if isinstance(position, Iterable) and not isinstance(position, (str, bytes)):
        return tuple(check_natural(h, "heap size") for h in position)
    raise InvalidPositionError(
        f"position must be a heap size or a collection of heap sizes, got {shorten(position)}"
    )


# --------------------------------------------------------------------------- the solver


class _Progress:
    """A tqdm bar of heap sizes solved, created only after ``delay`` seconds of work.

    Its postfix names the heap size being solved, the round and the elements found so far.
    ``progress=True`` shows it at once, ``progress=False`` never.

    Examples
    --------
    >>> bar = _Progress(5, progress=None, desc="demo")
    >>> bar.set(2, "heap 3: 6 elements")
    >>> bar.close(); bar.shown
    False
    """

    def __init__(self, total: int, progress: bool | None, desc: str, delay: float = 2.0) -> None:
        self.total, self.desc = total, desc
        self.enabled = progress is not False
        self.deadline = time.monotonic() + (0.0 if progress else delay)
        self.bar: Any = None

    @property
    def shown(self) -> bool:
        """Whether a tqdm bar has been created."""
        return self.bar is not None

    def set(self, done: int, note: str) -> None:
        """Record that ``done`` heap sizes are solved, with a note on the current one."""
        if self.bar is None and self.enabled and time.monotonic() >= self.deadline:
            from tqdm.auto import tqdm

            self.bar = tqdm(total=self.total, desc=self.desc, unit="heap", leave=False)
        if self.bar is not None:
            self.bar.n = done
            self.bar.set_postfix_str(note, refresh=False)
            self.bar.refresh()

    def close(self) -> None:
        """Close the bar if one was created."""
        if self.bar is not None:
            self.bar.close()


def _heap_option_table(game: HeapGame, max_heap: int) -> dict[int, list[tuple[int, ...]]]:
    table: dict[int, list[tuple[int, ...]]] = {}
    for h in range(1, max_heap + 1):
        opts: set[tuple[int, ...]] = set()
        for opt in game.heap_options(h):
            heaps = tuple(opt) if isinstance(opt, tuple) else (opt,)
            for k in heaps:
                if not (isinstance(k, int) and not isinstance(k, bool) and 0 <= k < h):
                    raise InvalidArgumentError(
                        f"game must be a heap game whose moves leave smaller heaps; "
                        f"heap {h} has the option {shorten(opt)}"
                    )
            opts.add(tuple(sorted(k for k in heaps if k)))
        table[h] = sorted(opts)
    return table


def _discover(
    oracle: _Outcomes,
    size: int,
    n: int,
    tests: list[Counts],
    max_order: int,
    bar: _Progress,
    note: str,
) -> tuple[list[Counts], list[list[int]]]:
    """Classes of positions with heaps ≤ ``n`` by signature on ``tests``, with one-heap moves."""
    zero = (0,) * size
    units = [tuple(int(i == h) for i in range(size)) for h in range(n)]

    def signature(x: Counts) -> int:
        s = 0
        for bit, z in enumerate(tests):
            if oracle.is_p(_add(x, z)):
                s |= 1 << bit
        return s

    reps = [zero]
    index = {signature(zero): 0}
    trans: list[list[int]] = []
    i = 0
    while i < len(reps):
        row = []
        for h in range(n):
            x = _add(reps[i], units[h])
            s = signature(x)
            j = index.get(s)
            if j is None:
                j = len(reps)
                if j >= max_order:
                    raise PositionLimitError(
                        f"max_order={max_order} was passed: the quotient has more than "
                        f"{max_order} elements (that many positions were shown pairwise "
                        "distinguishable); pass a larger max_order or a smaller max_heap"
                    )
                reps.append(x)
                index[s] = j
            row.append(j)
        trans.append(row)
        i += 1
        bar.set(n - 1 if n else 0, f"{note}: {len(reps)} elements")
    return reps, trans


def _verify(
    table: list[list[int]],
    images: list[int],
    option_images: list[list[int]],
    p_set: set[int],
    max_states: int,
) -> tuple[str | None, int]:
    """Run the three checks; return the first failure (or None) and the states examined."""
    m = len(table)
    for x in range(m):
        if table[0][x] != x or table[x][0] != x:
            return "identity", 0
        for y in range(x + 1, m):
            if table[x][y] != table[y][x]:
                return "commutativity", 0
    for x in range(m):
        tx = table[x]
        for y in range(m):
            txy = table[tx[y]]
            ty = table[y]
            for z in range(m):
                if txy[z] != tx[ty[z]]:
                    return "associativity", 0
    # every element is a product of heap images
    if len(_span(table, {0}, images)) != m:
        return "surjectivity", 0
    # reduced: distinct rows of the P-indicator of the table
    rows = {tuple(table[x][z] in p_set for z in range(m)) for x in range(m)}
    if len(rows) != m:
        return "reducedness", 0
    # the option-image condition, on every state reachable from the empty position
    p_mask = sum(1 << x for x in p_set)
    heaps = sorted({(g, tuple(sorted(set(opts)))) for g, opts in zip(images, option_images, strict=True)})
    moves = []
    for g, opts in heaps:
        shift = [1 << table[s][g] for s in range(m)]
        opt_masks = [sum(1 << z for z in {table[y][o] for o in opts}) for y in range(m)]
        moves.append((g, shift, opt_masks))
    start = (0, 0)
    seen = {start}
    stack = [start]
    while stack:
        y, s = stack.pop()
        in_p = y in p_set
        if in_p != (s != 0 and not (s & p_mask)):
            return "option-image condition", len(seen)
        for g, shift, opt_masks in moves:
            t, bits, k = 0, s, 0
            while bits:
                if bits & 1:
                    t |= shift[k]
                bits >>= 1
                k += 1
            state = (table[y][g], t | opt_masks[y])
            if state not in seen:
                seen.add(state)
                if len(seen) > max_states:
                    raise PositionLimitError(
                        f"max_states={max_states} was passed while checking the quotient; "
                        "pass a larger max_states"
                    )
                stack.append(state)
    return None, len(seen)


def _name(exps: tuple[int, ...], letters: Sequence[str]) -> str:
    word = "".join(
        letter + (str(e).translate(_SUPERSCRIPTS) if e > 1 else "")
        for letter, e in zip(letters, exps, strict=True)
        if e
    )
    return word or "1"


def _span(table: list[list[int]], start: set[int], generators: list[int]) -> set[int]:
    """Return the elements reached from ``start`` by multiplying by ``generators`` again and again."""
    reached, frontier = set(start), list(start)
    while frontier:
        following = []
        for x in frontier:
            for g in generators:
                y = table[x][g]
                if y not in reached:
                    reached.add(y)
                    following.append(y)
        frontier = following
    return reached


def _present(
    table: list[list[int]], images: list[int], n: int
) -> tuple[list[str], list[tuple[str, int]], list[str]]:
    """Generators, normal-form words (graded lexicographic order) and minimal relations."""
    gens: list[int] = []  # element index of each generator
    gen_heaps: list[int] = []
    span = {0}
    for h in range(1, n + 1):
        g = images[h - 1]
        if g not in span:
            gens.append(g)
            gen_heaps.append(h)
            span = _span(table, span, gens)
    k = len(gens)
    letters = list(_LETTERS[:k]) if k <= len(_LETTERS) else [f"g{i + 1}" for i in range(k)]
    names: dict[int, str] = {0: "1"}
    normal: dict[tuple[int, ...], int] = {(0,) * k: 0}
    relations: list[str] = []
    level = [(0,) * k]
    while level:
        candidates = sorted(
            {tuple(e + (i == j) for i, e in enumerate(u)) for u in level for j in range(k)},
            reverse=True,
        )
        next_level: list[tuple[int, ...]] = []
        for u in candidates:
            divisors_normal = all(
                tuple(e - (i == j) for i, e in enumerate(u)) in normal
                for j in range(k)
                if u[j]
            )
            if not divisors_normal:
                continue
            j = next(j for j in range(k) if u[j])
            v = tuple(e - (i == j) for i, e in enumerate(u))
            x = table[normal[v]][gens[j]]
            if x in names:
                relations.append(f"{_name(u, letters)} = {names[x]}")
            else:
                names[x] = _name(u, letters)
                normal[u] = x
                next_level.append(u)
        level = next_level
    return [names[x] for x in range(len(table))], list(zip(letters, gen_heaps, strict=True)), relations


def misere_quotient(
    game: Any,
    max_heap: int,
    *,
    max_order: int = 1000,
    max_states: int = 2_000_000,
    max_positions: int = 2_000_000,
    progress: bool | None = None,
) -> MisereQuotient:
    """Return the misère quotient of a heap game with heaps of at most ``max_heap``, proved.

    The quotient ``Q`` is the monoid of positions (multisets of heaps ``≤ max_heap``) modulo
    indistinguishability in misère play; ``P`` is the set of images of misère
    P-positions. The returned quotient has been *proved*, for positions with any number of
    heaps, by the finite checks described in the documentation of :mod:`grundylib.quotient`
    (a commutative monoid, the option-image condition on every reachable state, and
    reducedness), so ``q.outcome(X)`` is the misère outcome of ``X`` for every such ``X``.

    Parameters
    ----------
    game : HeapGame
        A heap game whose heaps are integers and whose moves leave only smaller heaps
        (octal and other take-and-break games, Nim).
    max_heap : int
        The largest heap size, from 0 to :data:`MAX_QUOTIENT_HEAP`.
    max_order : int, optional
        Stop with :class:`PositionLimitError` once more than this many elements are shown
        pairwise distinguishable (so an infinite or very large quotient never hangs).
    max_states : int, optional
        Limit on the states examined by the proof.
    max_positions : int, optional
        Limit on the positions whose outcome one heap size's search stores (memory).
    progress : bool or None, optional
        ``None`` (default): a tqdm bar of elements found appears if the work takes over
        2 s; ``True``: at once; ``False``: never. The computation can be interrupted.

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InvalidArgumentError
        If ``game`` is not such a heap game, or ``max_heap``, ``max_order``,
        ``max_states`` or ``max_positions`` is not a valid integer.
    PositionLimitError
        If the quotient has more than ``max_order`` elements, or a limit is passed.
    GrundyError
        If no candidate could be proved within the rounds allowed (not seen in practice).

    Examples
    --------
    Misère Nim with heaps of 1 and with heaps up to 3:

    >>> import grundylib as gl
    >>> gl.misere_quotient(gl.Nim(), 1).presentation
    '⟨a | a² = 1⟩, P = {a}'
    >>> q = gl.misere_quotient(gl.Nim(), 3)
    >>> q.order, q.presentation
    (6, '⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}')
    >>> q.outcome((1, 2, 3)) == gl.outcome(gl.Nim(), (1, 2, 3), misere=True)
    True

    The octal game 0.75 with heaps up to 12 has a quotient of order 8, and Kayles with
    heaps up to 12 one of order 24:

    >>> r8 = gl.misere_quotient(gl.OctalGame("0.75"), 12)
    >>> r8.order, r8.presentation
    (8, '⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩, P = {a, b²}')
    >>> gl.misere_quotient(gl.Kayles(), 12).order
    24
    >>> gl.misere_quotient(gl.Nim(), -1)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: max_heap must be a non-negative integer, got -1
    >>> gl.misere_quotient(gl.Nim(), 10**6)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: max_heap must be at most 64 (the computation grows fast), got 1000000

    Notes
    -----
    The cost is the exact search behind the signatures: positions made of a few
    representatives plus a test position, with a heap of the current size. On one core,
    Kayles (0.77) with heaps ≤ 24 takes about 2 s and Dawson's Kayles (0.07) with heaps
    ≤ 21 about 13 s; the first heap sizes at which a new generator appears (25 for
    Kayles, 22 for Dawson's Kayles) need several million positions, more than the default
    ``max_positions``.

    References
    ----------
    .. [1] T. E. Plambeck, "Taming the wild in impartial combinatorial games",
       *INTEGERS* 5 (2005), G5 (the misère quotient).
    .. [2] T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games",
       *J. Combin. Theory Ser. A* 115 (2008) (misère quotients of octal games).
    """
    if not isinstance(game, HeapGame) or game.component is not int:
        raise InvalidArgumentError(
            f"game must be a heap game whose heaps are integers (a HeapGame such as "
            f"gl.OctalGame('0.77')), got {shorten(game)}"
        )
    n = check_natural(max_heap, "max_heap", InvalidArgumentError)
    if n > MAX_QUOTIENT_HEAP:
        raise InvalidArgumentError(
            f"max_heap must be at most {MAX_QUOTIENT_HEAP} (the computation grows fast), got {shorten(max_heap)}"
        )
    limit = check_positive(max_order, "max_order", InvalidArgumentError)
    state_limit = check_positive(max_states, "max_states", InvalidArgumentError)
    position_limit = check_positive(max_positions, "max_positions", InvalidArgumentError)
    started = time.monotonic()
    heap_opts = _heap_option_table(game, n)
    levels: dict[int, tuple[list[list[int]], list[int], set[int]]] = {}
    bar = _Progress(n, progress, desc=f"misère quotient, heaps ≤ {n}")
    solved: _Level | None = None
    reps: list[Counts] = [()]
    try:
        for m in range(n + 1):
            # positions as counts of heaps 1..m; smaller heaps' quotients answer the rest
            oracle = _Outcomes({h: heap_opts[h] for h in range(1, m + 1)}, position_limit)
            oracle.levels = levels
            padded = [(*r, *(0,) * (m - len(r))) for r in reps]
            solved, reps = _solve_level(oracle, heap_opts, m, m, padded, limit, state_limit, bar)
            levels[m] = (solved.table, solved.images, solved.p_set)
    finally:
        bar.close()
    assert solved is not None
    names, generators, relations = _present(solved.table, solved.images, n)
    quotient = MisereQuotient(
        game=game,
        max_heap=n,
        elements=tuple(names),
        table=tuple(tuple(row) for row in solved.table),
        heap_images=(0, *solved.images),
        p_indices=frozenset(solved.p_set),
        generators=tuple(generators),
        relations=tuple(relations),
        proved=True,
        states_checked=solved.states,
        seconds=time.monotonic() - started,
    )
    _remember(quotient)
    return quotient


@dataclass
class _Level:
    """A proved quotient for heaps ≤ some ``m``: table, heap images, P-portion, states."""

    table: list[list[int]]
    images: list[int]
    p_set: set[int]
    states: int


def _solve_level(
    oracle: _Outcomes,
    heap_opts: dict[int, list[tuple[int, ...]]],
    size: int,
    m: int,
    previous: list[Counts],
    max_order: int,
    max_states: int,
    bar: _Progress,
) -> tuple[_Level, list[Counts]]:
    """Find and prove the quotient for heaps ≤ ``m``; return it and its representatives."""
    tests: list[Counts] = []
    known: set[Counts] = set()

    def add_tests(items: Iterable[Counts]) -> None:
        for z in items:
            if z not in known:
                known.add(z)
                tests.append(z)

    def box(radius: int) -> Iterable[Counts]:
        for k in range(radius + 1):
            for combo in combinations_with_replacement(range(m), k):
                c = [0] * size
                for h in combo:
                    c[h] += 1
                yield tuple(c)

    radius = 1
    add_tests(box(radius))
    add_tests(previous)
    failure = None
    for round_ in range(1, 13):
        reps, trans = _discover(oracle, size, m, tests, max_order, bar, f"heap {m}, round {round_}")
        k = len(reps)
        # the table: multiply x by y by adding the heaps of y's representative
        table = [[0] * k for _ in range(k)]
        for x in range(k):
            for y in range(k):
                z = x
                for h in range(m):
                    for _ in range(reps[y][h]):
                        z = trans[z][h]
                table[x][y] = z
        images = [trans[0][h] for h in range(m)]
        option_images = []
        for h in range(1, m + 1):
            imgs = []
            for opt in heap_opts[h]:
                z = 0
                for j in opt:
                    z = table[z][images[j - 1]]
                imgs.append(z)
            option_images.append(imgs)
        p_set = {x for x in range(k) if oracle.is_p(reps[x])}
        failure, states = _verify(table, images, option_images, p_set, max_states)
        if failure is None:
            return _Level(table, images, p_set, states), reps
        before = len(tests)
        add_tests(reps)
        if len(tests) == before:
            radius += 1
            add_tests(box(radius))
    raise GrundyError(
        f"no candidate quotient with heaps ≤ {m} could be proved in 12 rounds "
        f"(last failure: {failure}); the quotient may be very large"
    )


# --------------------------------------------------------------------------- misère dispatch

_computed: dict[HeapGame, MisereQuotient] = {}
"""Per ruleset, the quotient with the largest ``max_heap`` computed so far in this process
(:func:`misere_quotient` fills it; equal rulesets have equal rules)."""


def _remember(quotient: MisereQuotient) -> None:
    """Keep ``quotient`` for :func:`_quotient_step` unless a larger one is known."""
    known = _computed.get(quotient.game)
    if known is None or quotient.max_heap > known.max_heap:
        _computed[quotient.game] = quotient


def _quotient_step(parts: Sequence[tuple[Game, Hashable]], max_positions: int) -> Outcome | str:
    """The misère outcome of a sum of heaps of one ruleset, from its computed quotient.

    Registered with :func:`grundylib.misere.register_misere_step` as ``"misère quotient"``,
    so :func:`grundylib.misere.misere_outcome` asks it after misère Nim, the SJ theorem and
    the genus rule, and before searching. It answers when every single game is a heap of
    the same ruleset, a quotient of that ruleset has been computed in this process
    (:func:`misere_quotient`; the one with the largest ``max_heap`` is used), and no heap
    is larger than its ``max_heap``: the quotient is proved for sums of any number of such
    heaps, so its answer is the search's. Otherwise it gives the reason. ``max_positions``
    is not needed (one table look-up per heap).

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.OctalGame("0.51")
    >>> parts = [(game, 7), (game, 6), (game, 6)]
    >>> _quotient_step(parts, 1000)
    'no misère quotient computed for 0.51 up to heap 7'
    >>> _ = gl.misere_quotient(game, 7)
    >>> _quotient_step(parts, 1000) == gl.outcome(game, (7, 6, 6), misere=True)
    True
    >>> _quotient_step([(game, 7), (gl.Kayles(), 7)], 1000)
    'the single games are not heaps of one ruleset'
    """
    game = parts[0][0] if parts else None
    heaps = [p for g, p in parts if g == game and isinstance(p, int)]
    if not isinstance(game, HeapGame) or game.component is not int or len(heaps) != len(parts):
        return "the single games are not heaps of one ruleset"
    code = getattr(game, "code", None)
    name = code if isinstance(code, str) else shorten(game)
    quotient = _computed.get(game)
    if quotient is None or max(heaps) > quotient.max_heap:
        return f"no misère quotient computed for {name} up to heap {max(heaps)}"
    return quotient.outcome(heaps)


register_misere_step("misère quotient", _quotient_step)
