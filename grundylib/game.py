"""What a game is: the :class:`Game` protocol, heap games, disjunctive sums and graph games.

A game object is a *ruleset*; a position is any hashable, immutable value (an int, a
tuple, a frozen dataclass) because positions become networkx nodes. Anything with a
``moves(position)`` method is a game, so every analysis function works on a game that a
user defines in five lines:

>>> class TakeOneOrTwo:
...     def moves(self, n):
...         return [n - k for k in (1, 2) if k <= n]
>>> import grundylib as gl
>>> gl.grundy(TakeOneOrTwo(), 10)
1

:class:`HeapGame` is the base of every ruleset in which a move acts on one component (a
heap) and replaces it by zero, one or more components; :class:`Sum` plays several games
side by side; :class:`GraphGame` is a game given by its move graph.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol, runtime_checkable

from ._display import (
    DISPLAY_MAX_POSITIONS,
    FIRST_HEAPS,
    LAST_MOVE_WINS,
    ValueTable,
    first_values,
    grid_table,
    line_table,
    ruleset_html,
    summary_of,
)
from .core import (
    DEFAULT_MAX_POSITIONS,
    GrundyError,
    InvalidArgumentError,
    InvalidPositionError,
    LazyModule,
    PositionLimitError,
    check_iterable,
    check_natural,
    check_node,
    how_to_raise,
    shorten,
)

__all__ = ["Game", "GraphGame", "HeapGame", "HeapMove", "Position", "Sum", "moves_to"]

if TYPE_CHECKING:
    import networkx as nx
else:
    nx = LazyModule("networkx")  # loaded by the first GraphGame: it takes a while

Position = Hashable
"""Any hashable value can be a position."""


@runtime_checkable
class Game(Protocol):
    """The one method a game needs: the positions reachable in one move.

    Examples
    --------
    >>> import grundylib as gl
    >>> isinstance(gl.Nim(), Game)
    True
    """

    def moves(self, position: Any) -> Iterable[Any]:
        """Return the positions reachable from ``position`` in one move."""
        ...


def sort_positions(positions: Iterable[Hashable]) -> list[Hashable]:
    """Sort positions naturally when they are comparable, else by their ``repr``.

    Examples
    --------
    >>> sort_positions({3, 1, 2})
    [1, 2, 3]
    >>> sort_positions({(1, 2), 3})
    [(1, 2), 3]
    """
    items = list(positions)
    try:
        return sorted(items)  # type: ignore[type-var]
    except TypeError:
        return sorted(items, key=repr)


class Ruleset:
    """Base of rulesets given by their moves: equal when of one class with equal attributes.

    A ruleset without parameters shows as ``Name()``; one with parameters overrides
    ``__repr__`` (and equality and hashing follow its attributes, so they need no
    override). In Jupyter a ruleset shows itself (``_repr_html_``) by its rules in
    words (:meth:`rules_in_words`) and, when a subclass gives one, a small table of
    first values computed from the rules.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.Wythoff() == gl.Wythoff(), gl.Wythoff()
    (True, Wythoff())
    >>> gl.MooreNim(2) == gl.MooreNim(3), gl.MooreNim(2) == gl.MooreNim(2)
    (False, True)
    """

    def rules_in_words(self) -> str:
        """Return the rules in a sentence or two: by default the class's first docstring paragraph.

        Examples
        --------
        >>> import grundylib as gl
        >>> print(gl.Twins().rules_in_words())
        Twins: turn over exactly two coins, the rightmost from heads to tails.
        """
        return summary_of(type(self))

    def _value_table(self) -> ValueTable | None:
        """The table of first values the display shows under the rules, or None for none."""
        return None

    def _repr_html_(self) -> str:
        """Show the ruleset in Jupyter: its name, its rules and a table of first values."""
        return ruleset_html(self)

    def _parameters(self) -> dict[str, Any]:
        """The attributes that distinguish this ruleset (caches that searches attach left out)."""
        return {k: v for k, v in vars(self).items() if k not in _CACHE_ATTRIBUTES}

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return False
        assert isinstance(other, Ruleset)
        return self._parameters() == other._parameters()

    def __hash__(self) -> int:
        params = self._parameters()
        try:
            return hash((type(self), _frozen(params)))
        except TypeError:  # an unhashable attribute: equal rulesets still hash alike
            return hash((type(self), tuple(sorted(params))))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class HeapMove(NamedTuple):
    """A move of a heap game: the heap at index ``heap`` of the position becomes ``leaves``.

    ``heap`` counts from 0 in the position as written (a bare int is heap 0); ``take``
    is how many counters the move removes (``heap size - sum(leaves)``) when heaps are
    counts, else ``None``; ``leaves`` is what is left of that heap: ``()`` when it is
    emptied, ``(k,)`` when ``k`` counters stay, two heaps after a split.

    Examples
    --------
    >>> import grundylib as gl
    >>> move = gl.winning_moves(gl.Nim(), (13, 12, 8), as_moves=True)[0]
    >>> move
    HeapMove(heap=0, take=9, leaves=(4,))
    >>> move.heap, move.take
    (0, 9)
    """

    heap: int
    take: int | None
    leaves: tuple[Any, ...]


def moves_to(game: Any, position: Position, targets: Iterable[Hashable]) -> list[Any]:
    """Return the moves from ``position`` that reach ``targets``, in the order of ``targets``.

    A ruleset that names its moves has a ``named_moves(position)`` method yielding
    ``(move, option)`` pairs: every move is listed, so two moves that reach the same
    position (taking from either of two equal heaps) are both there. A game that names
    no moves is answered with the targets themselves.

    Examples
    --------
    >>> import grundylib as gl
    >>> moves_to(gl.Nim(), (3, 3, 1), [(3, 2, 1), (2, 3, 1)])
    [HeapMove(heap=1, take=1, leaves=(2,)), HeapMove(heap=0, take=1, leaves=(2,))]
    >>> moves_to(gl.GraphGame({"a": ["b"], "b": []}), "a", ["b"])
    ['b']
    """
    named = getattr(game, "named_moves", None)
    wanted = list(targets)
    if named is None:
        return wanted
    reaching: dict[Hashable, list[Any]] = {}
    for move, option in named(position):
        reaching.setdefault(option, []).append(move)
    return [move for target in wanted for move in reaching.get(target, [])]


class HeapGame(ABC):
    """Base class of rulesets in which a move replaces one heap by some new heaps.

    A subclass defines :meth:`heap_options` once, for a single heap; moves on positions
    with several heaps, Grundy values (through the Sprague–Grundy theorem) and Grundy
    sequences are derived from it.

    A position is a sorted tuple of heaps, with empty heaps dropped; a single heap is
    written as a bare int, and the position with no heaps is ``0``. Options should not
    contain empty heaps (taking a whole heap is the option ``()``), though a ``0`` is
    tolerated and dropped.

    Components need not be heap sizes: declare their kind once, in the class attribute
    :attr:`component`, and :meth:`heap_options` is all a ruleset defines.

    - ``component = int`` (the default): a heap size, a non-negative int; a heap of 0
      is empty and dropped, and the position with no heaps is ``0``.
    - ``component = (int, int)`` (any tuple of ``int``): a tuple of that many
      non-negative ints, such as a ``w`` x ``h`` sheet or a cell ``(x, y)``; it never
      disappears, and the position with no component is ``()``.
    - ``component = SomeClass``: any instance of a hashable class (a frozen dataclass,
      say); it never disappears, and the position with no component is ``()``.

    A position is then one component or a tuple of components. The methods derived from
    the declaration (:meth:`is_component`, :meth:`check_component`, :meth:`is_empty`,
    :attr:`empty_position`) may still be overridden for finer rules or messages. A
    ruleset whose :meth:`check_component` only changes the message (it accepts exactly
    the non-negative ints, or tuples of them, that the declaration describes) says so
    with ``component_checked_by_kind = True``: the options its rules produce are then
    checked quickly, by type, as those of an ``int`` heap game are.

    Examples
    --------
    >>> class Halving(HeapGame):
    ...     '''Split a heap into two equal halves, or remove one counter.'''
    ...     def heap_options(self, h):
    ...         if h % 2 == 0 and h > 0:
    ...             yield (h // 2, h // 2)
    ...         if h > 0:
    ...             yield (h - 1,)
    >>> list(Halving().moves(4))
    [(2, 2), 3]
    >>> list(Halving().moves((2, 2)))
    [(1, 1, 2), (1, 2)]

    Rectangles that a cut splits in two, declared once as pairs of integers:

    >>> class Cutcake(HeapGame):
    ...     component = (int, int)
    ...     def heap_options(self, sheet):
    ...         w, h = sheet
    ...         yield from (((a, h), (w - a, h)) for a in range(1, w))
    ...         yield from (((w, b), (w, h - b)) for b in range(1, h))
    >>> import grundylib as gl
    >>> sorted(Cutcake().moves((2, 3)))
    [((1, 3), (1, 3)), ((2, 1), (2, 2))]
    >>> gl.grundy(Cutcake(), (2, 3)), gl.grundy(Cutcake(), ((2, 3), (2, 2)))
    (1, 0)
    >>> Cutcake().components((2, -3))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: component must be a tuple of 2 non-negative integers, got (2, -3)
    """

    component: ClassVar[Any] = int
    """The kind of a component: ``int`` (a heap size), a tuple of ``int`` types (a tuple of
    that many non-negative ints), or a class (its instances)."""

    empty_position: Hashable = 0
    """The position with no components: ``0`` for heaps, ``()`` for other kinds."""

    component_checked_by_kind: ClassVar[bool] = False
    """Whether an overridden :meth:`check_component` accepts exactly what the declared
    :attr:`component` describes (it only words its errors differently)."""

    _quick_kind: ClassVar[int | None] = 0
    """How :meth:`checked_options` checks an option quickly: ``0`` for non-negative ints,
    ``n`` for tuples of ``n`` non-negative ints, ``None`` by :meth:`check_component` only."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.component is not int and "empty_position" not in vars(cls):
            cls.empty_position = ()
        kind = cls.component
        by_kind = cls.check_component is HeapGame.check_component or cls.component_checked_by_kind
        if not by_kind:
            cls._quick_kind = None
        elif kind is int:
            cls._quick_kind = 0
        elif isinstance(kind, tuple) and kind and all(t is int for t in kind):
            cls._quick_kind = len(kind)
        else:
            cls._quick_kind = None

    @abstractmethod
    def heap_options(self, heap: Any) -> Iterable[tuple[Any, ...]]:
        """Yield each option of a single heap as a tuple of the heaps it leaves."""

    def known_heap_grundy(self, heap: Any) -> int | None:
        """Return a proved closed form for a heap's Grundy value, or ``None`` to search.

        The evaluator uses it when it is not ``None``; brute-force checks of a closed
        form must therefore go through :func:`grundylib.game_graph`, which never calls it.
        """
        return None

    def known_nim_sum(self, heaps: tuple[Any, ...]) -> tuple[int, list[Any]]:
        """Return the nim-sum of the heaps :meth:`known_heap_grundy` values, and the others.

        The evaluator asks this once for a whole position (already checked), so a ruleset
        whose closed form applies to many heaps at once may override it (Lasker's Nim
        values a million heaps with numpy); the heaps returned are evaluated one by one.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.Nim().known_nim_sum((3, 5, 6))
        (0, [])
        """
        total = 0
        rest: list[Any] = []
        known = self.known_heap_grundy
        for heap in heaps:
            value = known(heap)
            if value is None:
                rest.append(heap)
            else:
                total ^= value
        return total, rest

    def is_component(self, value: Any) -> bool:
        """Whether ``value`` is a single component of the declared kind (not a tuple of them)."""
        kind = type(self).component
        if kind is int:
            return isinstance(value, int)
        if isinstance(kind, tuple):
            if not isinstance(value, tuple) or len(value) != len(kind):
                return False
            for v, t in zip(value, kind, strict=True):  # a loop: asked once a position
                if not isinstance(v, t) or isinstance(v, bool):
                    return False
            return True
        return isinstance(value, kind)

    def check_component(self, value: Any) -> Hashable:
        """Return ``value`` if it is a valid component, else raise :class:`InvalidPositionError`."""
        kind = type(self).component
        if kind is int:
            return check_natural(value, "heap size")
        if not self.is_component(value) or (
            isinstance(kind, tuple) and any(v < 0 for v in value if isinstance(v, int))
        ):
            if isinstance(kind, tuple):
                names = {t.__name__ for t in kind}
                what = "non-negative integers" if names == {"int"} else "values of " + "/".join(
                    sorted(names)
                )
                expected = f"a tuple of {len(kind)} {what}"
            else:
                expected = f"a {getattr(kind, '__name__', repr(kind))}"
            raise InvalidPositionError(f"component must be {expected}, got {shorten(value)}")
        return value  # type: ignore[no-any-return]

    def is_empty(self, component: Any) -> bool:
        """Whether a component contributes nothing: a heap of size 0 (other kinds never)."""
        return type(self).component is int and bool(component == 0)

    def components(self, position: Any) -> tuple[Any, ...]:
        """Return the heaps of ``position`` as a tuple, checking each one.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.Nim().components(5)
        (5,)
        >>> gl.SubtractionGame({1, 2}).components((3, "x"))
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got 'x'
        """
        if self.is_component(position):
            return (self.check_component(position),)
        if isinstance(position, tuple):
            return tuple(self.check_component(c) for c in position)
        raise InvalidPositionError(
            f"position must be a heap or a tuple of heaps, got {shorten(position)}"
        )

    def position(self, components: Iterable[Any]) -> Hashable:
        """Return the canonical position made of ``components``.

        Examples
        --------
        >>> import grundylib as gl
        >>> g = gl.SubtractionGame({1})
        >>> g.position([3, 0, 1]), g.position([4]), g.position([])
        ((1, 3), 4, 0)
        """
        heaps = sort_positions(c for c in components if not self.is_empty(c))
        if not heaps:
            return self.empty_position
        if len(heaps) == 1:
            return heaps[0]
        return tuple(heaps)

    def checked_options(
        self, heap: Hashable, max_options: int = DEFAULT_MAX_POSITIONS
    ) -> Iterator[tuple[Hashable, ...]]:
        """Yield the options of ``heap`` from :meth:`heap_options`, each checked, as tuples.

        Every search reads heap options through this method, so what ``heap_options``
        returns is validated the same way everywhere: it must be an iterable of tuples
        (or lists) of heaps, each heap valid for :meth:`check_component` (a negative or
        a float heap is refused). Options are counted *as they are read*, before any
        de-duplication, so a ``heap_options`` that never ends stops with
        :class:`~grundylib.PositionLimitError` after ``max_options``.

        Raises
        ------
        InvalidPositionError
            Naming the ruleset, the heap and what was returned.
        PositionLimitError
            After more than ``max_options`` options.

        Examples
        --------
        >>> import grundylib as gl
        >>> list(gl.SubtractionGame({1, 2}).checked_options(5))
        [(4,), (3,)]
        >>> class Bare(HeapGame):
        ...     def heap_options(self, h):
        ...         return [h - 1]
        >>> list(Bare().checked_options(3))
        Traceback (most recent call last):
        ...
        grundylib.core.InvalidPositionError: Bare().heap_options(3) yielded 2, not a tuple of heaps (write (2,) for one heap)
        """
        options = self.heap_options(heap)

        def where() -> str:  # named in errors only: shortening costs a search
            return f"{shorten(self)}.heap_options({shorten(heap)})"

        if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
            raise InvalidPositionError(
                f"{where()} must return an iterable of tuples of heaps, got {shorten(options)}"
            )
        quick = self._quick_kind
        for count, option in enumerate(options, start=1):
            if count > max_options:
                raise PositionLimitError(
                    f"max_positions={max_options} was passed by the options of "
                    f"{shorten(heap)} alone; {how_to_raise(max_options)}"
                )
            if quick is not None and type(option) is tuple:  # the common cases, checked quickly
                if quick == 0:  # heaps: non-negative ints
                    for c in option:
                        if type(c) is not int or c < 0:
                            break
                    else:
                        yield option
                        continue
                else:  # tuples of `quick` non-negative ints (a cell, a sheet)
                    for c in option:
                        if type(c) is not tuple or len(c) != quick:
                            break
                        for v in c:
                            if type(v) is not int or v < 0:
                                break
                        else:
                            continue
                        break
                    else:
                        yield option
                        continue
            if not isinstance(option, (tuple, list)):
                hint = f" (write ({shorten(option)},) for one heap)" if self.is_component(option) else ""
                raise InvalidPositionError(
                    f"{where()} yielded {shorten(option)}, not a tuple of heaps{hint}"
                )
            try:
                yield tuple(self.check_component(c) for c in option)
            except GrundyError as error:
                raise InvalidPositionError(f"{where()} yielded {shorten(option)}: {error}") from None

    def named_moves(self, position: Any) -> Iterator[tuple[HeapMove, Hashable]]:
        """Yield ``(move, option)`` for every move: each heap, each of its options, in order.

        Unlike :meth:`moves`, two equal heaps give two moves each (they are different
        moves, to the same position), as a contest counts them.

        Examples
        --------
        >>> import grundylib as gl
        >>> list(gl.SubtractionGame({1, 3}).named_moves((3, 4)))[:2]
        [(HeapMove(heap=0, take=1, leaves=(2,)), (2, 4)), (HeapMove(heap=0, take=3, leaves=()), 4)]
        """
        heaps = self.components(position)
        counts = self.component is int
        for i, heap in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1 :]
            seen: set[Hashable] = set()
            for option in self.checked_options(heap, DEFAULT_MAX_POSITIONS):
                leaves = tuple(c for c in option if not self.is_empty(c))
                key = tuple(sort_positions(leaves))
                if key in seen:
                    continue  # the same split written in another order
                seen.add(key)
                take = heap - sum(leaves) if counts else None  # type: ignore[arg-type]
                yield HeapMove(i, take, leaves), self.position(rest + option)

    def moves(self, position: Any) -> Iterator[Hashable]:
        """Yield each position reachable in one move, once, in a stable order."""
        return self.bounded_moves(position, DEFAULT_MAX_POSITIONS)

    def bounded_moves(self, position: Any, max_options: int) -> Iterator[Hashable]:
        """Yield what :meth:`moves` yields, reading at most ``max_options`` options a heap.

        The options are counted as they are read, repeats included (see
        :meth:`checked_options`), so a ``heap_options`` that repeats one option for ever
        stops with :class:`~grundylib.PositionLimitError`.
        """
        return self._moves_of(self.components(position), max_options)

    def _moves_of(self, heaps: tuple[Any, ...], max_options: int) -> Iterator[Hashable]:
        seen: set[Hashable] = set()
        for i, heap in enumerate(heaps):
            if heap in heaps[:i]:
                continue  # an equal heap earlier gives the same results
            rest = heaps[:i] + heaps[i + 1 :]
            for option in self.checked_options(heap, max_options):
                new = self.position(rest + option)
                if new not in seen:
                    seen.add(new)
                    yield new

    def option_list(
        self, position: Any, max_options: int, trusted: bool = False
    ) -> list[Hashable]:
        """Return what :meth:`bounded_moves` yields, as a list (the search engine's way in).

        With ``trusted=True`` the components of ``position`` are not checked again: the
        caller vouches that ``position`` was checked, or was built by this ruleset from
        checked options (as every position of a search after the first is). The options
        are checked as always.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.LaskersNim().option_list(3, 100)
        [2, 1, 0, (1, 2)]
        >>> gl.HyperKnight().option_list((2, 5), 100, trusted=True)
        [(3, 3), (1, 2), (1, 3), (0, 4), (0, 6)]
        """
        quick = self._quick_kind
        if trusted:
            if quick == 0 and type(position) is int:
                heaps: tuple[Any, ...] = (position,)
            elif quick and type(position) is tuple and len(position) == quick and (
                type(position[0]) is int
            ):
                heaps = (position,)  # a component of n ints, not a tuple of components
            else:
                heaps = (position,) if self.is_component(position) else position
        else:
            heaps = self.components(position)
        if len(heaps) != 1:
            return list(self._moves_of(heaps, max_options))
        if quick is not None:
            found = self._quick_options(heaps[0], quick, max_options)
            if found is not None:
                return found
        is_empty = self.is_empty
        options: dict[Hashable, None] = {}
        for option in self.checked_options(heaps[0], max_options):
            if len(option) == 1 and not is_empty(option[0]):
                options[option[0]] = None  # the position made of one component is itself
            else:
                options[self.position(option)] = None
        return list(options)

    def _quick_options(self, heap: Any, quick: int, max_options: int) -> list[Hashable] | None:
        """The options of the position ``heap`` when every option passes the quick check.

        The checks of :meth:`checked_options` inlined for the common case (tuples of
        non-negative ints, or of tuples of ``quick`` of them): ``None`` as soon as an
        option needs more (a list, a bad component, past ``max_options``), and the caller
        reads the options again through :meth:`checked_options`, which names the fault.
        """
        try:
            read = iter(self.heap_options(heap))
        except TypeError:
            return None
        default_empty = type(self).is_empty is HeapGame.is_empty
        options: dict[Hashable, None] = {}
        count = 0
        for option in read:
            count += 1
            if count > max_options or type(option) is not tuple:
                return None
            if len(option) == 1 and quick == 2:  # one cell or sheet: the commonest option
                c = option[0]
                if type(c) is not tuple or len(c) != 2:
                    return None
                x, y = c
                if type(x) is not int or type(y) is not int or x < 0 or y < 0:
                    return None
                if default_empty or not self.is_empty(c):
                    options[c] = None  # one component: the position is itself
                    continue
                options[self.position(option)] = None
                continue
            for c in option:
                if quick == 0:
                    if type(c) is not int or c < 0:
                        return None
                elif type(c) is not tuple or len(c) != quick:
                    return None
                else:
                    for v in c:
                        if type(v) is not int or v < 0:
                            return None
            if len(option) == 1:
                c = option[0]
                if default_empty:
                    if quick or c:
                        options[c] = None  # one component: the position is itself
                        continue
                elif not self.is_empty(c):
                    options[c] = None
                    continue
            options[self.position(option)] = None
        return list(options)

    def rules_in_words(self) -> str:
        """Return the rules in a sentence or two: by default the class's first docstring paragraph.

        Examples
        --------
        >>> import grundylib as gl
        >>> print(gl.LaskersNim().rules_in_words())
        Lasker's Nim: remove any number of counters from a heap, or split it into two heaps.
        """
        return summary_of(type(self))

    def _value_table(self) -> ValueTable | None:
        """The Grundy values of the first components, computed from :meth:`heap_options`.

        Heap sizes ``0 .. 11`` in a row; components that are pairs (a cell, a rectangle)
        in a grid of the first 8 values of ``a`` and of ``b`` that the ruleset accepts
        (from ``0 .. 11``); rules only for other kinds of component.
        """
        limit = DISPLAY_MAX_POSITIONS

        def options(component: Hashable) -> Iterator[tuple[Hashable, ...]]:
            return self.checked_options(component, limit)

        if self.is_component(0):
            heaps = list(range(FIRST_HEAPS))
            values = first_values(options, heaps, limit)
            return line_table("Grundy values of a single heap", "heap", "value", heaps, values)
        sizes = range(12)
        cells: dict[tuple[int, int], Hashable] = {}
        for cell in ((a, b) for a in sizes for b in sizes):
            if not self.is_component(cell):
                continue
            try:
                component = self.check_component(cell)
            except GrundyError:
                continue
            if not self.is_empty(component):
                cells[cell] = component
        rows = sorted({a for a, _ in cells})[:8]  # the first 8 rows and columns that
        columns = sorted({b for _, b in cells})[:8]  # hold a valid component
        cells = {(a, b): c for (a, b), c in cells.items() if a in rows and b in columns}
        if not cells:
            return None
        values = first_values(options, list(cells.values()), limit)
        return grid_table(
            "Grundy values of a single component (a, b)", "a \\ b", rows, columns,
            lambda a, b: cells.get((a, b)), values,
        )

    def _repr_html_(self) -> str:
        """Show the ruleset in Jupyter: its name, its rules and the values of the first heaps.

        Examples
        --------
        >>> import grundylib as gl
        >>> print(gl.Nim()._repr_html_())  # doctest: +ELLIPSIS
        <div class="grundylib-ruleset"><p><strong>Nim()</strong></p>
        <p>Take any positive number of counters from one heap. ...</p>
        <table><caption>Grundy values of a single heap</caption>
        <thead><tr><th>heap</th><th>0</th><th>1</th>...<th>11</th></tr></thead>
        <tbody><tr><th>value</th><td>0</td><td>1</td>...<td>11</td></tr></tbody></table></div>
        """
        return ruleset_html(self)

    def parameters(self) -> dict[str, Any]:
        """Return what distinguishes this ruleset from others of its class: its attributes.

        Equality and hashing use the class and these attributes (the per-heap value
        cache that searches keep on the ruleset is left out), so two rulesets of a
        class with different parameters are never equal, whatever their ``repr``.

        Examples
        --------
        >>> import grundylib as gl
        >>> gl.OctalGame(".77").parameters()
        {'digits': (0, 7, 7), 'code': '0.77'}
        """
        return {k: v for k, v in vars(self).items() if k not in _CACHE_ATTRIBUTES}

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return False
        assert isinstance(other, HeapGame)
        return self.parameters() == other.parameters()

    def __hash__(self) -> int:
        params = self.parameters()
        try:
            return hash((type(self), _frozen(params)))
        except TypeError:  # an unhashable parameter: equal games still hash alike
            return hash((type(self), tuple(sorted(params))))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


_CACHE_ATTRIBUTES = frozenset({"_heap_grundy_cache"})
"""Attributes that searches attach to a ruleset; they are not parameters."""


def _frozen(value: Any) -> Hashable:
    """A hashable stand-in for ``value`` that is equal for equal values (lists, sets, dicts)."""
    if isinstance(value, dict):
        return frozenset((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(_frozen(v) for v in value)
    return value  # type: ignore[no-any-return]


class Sum:
    """The disjunctive sum of games: a move is a move in exactly one component.

    A position is a tuple with one position per component game. By the
    Sprague–Grundy theorem its Grundy value is the nim-sum of the components' values,
    which is how :func:`grundylib.grundy` evaluates it (no product graph is built).

    Parameters
    ----------
    *games : Game
        The component games, at least one.

    Examples
    --------
    >>> import grundylib as gl
    >>> s = Sum(gl.SubtractionGame({1, 2, 3}), gl.Nim())
    >>> s
    Sum(SubtractionGame({1, 2, 3}), Nim())
    >>> sorted(s.moves((1, 2)))
    [(0, 2), (1, 0), (1, 1)]
    >>> gl.grundy(s, (5, 3)), 5 % 4 ^ 3
    (2, 2)

    References
    ----------
    .. [1] R. P. Sprague, "Über mathematische Kampfspiele", Tôhoku Math. J. 41 (1935).
    .. [2] P. M. Grundy, "Mathematics and games", Eureka 2 (1939).
    """

    def __init__(self, *games: Game) -> None:
        if not games:
            raise InvalidArgumentError("games must name at least one game, got none")
        for g in games:
            if not callable(getattr(g, "moves", None)):
                raise InvalidArgumentError(f"games must have a moves() method, got {g!r}")
        self.games: tuple[Game, ...] = tuple(games)

    def parts(self, position: Any) -> tuple[Any, ...]:
        """Return ``position`` as a tuple with one position per component, checking its length."""
        if not isinstance(position, tuple) or len(position) != len(self.games):
            raise InvalidPositionError(
                f"position of a sum of {len(self.games)} games must be a tuple of "
                f"{len(self.games)} positions, got {position!r}"
            )
        return position

    def moves(self, position: Any) -> Iterator[tuple[Any, ...]]:
        """Yield the positions reachable by one move in one component."""
        parts = self.parts(position)
        for i, (game, part) in enumerate(zip(self.games, parts, strict=True)):
            for option in game.moves(part):
                yield (*parts[:i], option, *parts[i + 1 :])

    def named_moves(self, position: Any) -> Iterator[tuple[tuple[int, Any], tuple[Any, ...]]]:
        """Yield ``((component, move), position after)``: the component's index and its move.

        The move is named as the component game names it (its ``named_moves``), or is
        the component's new position when that game names none.

        Examples
        --------
        >>> import grundylib as gl
        >>> s = Sum(gl.Nim(), gl.GraphGame({"a": ["b"], "b": []}))
        >>> gl.winning_moves(s, (0, "a"), as_moves=True)
        [(1, 'b')]
        >>> gl.winning_moves(s, (2, "b"), as_moves=True)
        [(0, HeapMove(heap=0, take=2, leaves=()))]
        """
        parts = self.parts(position)
        for i, (game, part) in enumerate(zip(self.games, parts, strict=True)):
            named = getattr(game, "named_moves", None)
            pairs = named(part) if named is not None else ((o, o) for o in game.moves(part))
            for move, option in pairs:
                yield (i, move), (*parts[:i], option, *parts[i + 1 :])

    def rules_in_words(self) -> str:
        """Return the rules in words, naming the component games.

        Examples
        --------
        >>> import grundylib as gl
        >>> print(Sum(gl.Nim(), gl.Wythoff()).rules_in_words())
        The disjunctive sum of Nim() and Wythoff(): a move is a move in exactly one of them. The player who cannot move loses.
        """
        names = [repr(g) for g in self.games]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return (
            f"The disjunctive sum of {listed}: a move is a move in exactly one of them. "
            f"{LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable | None:
        """No table: a sum's values are the nim-sums of its components' values."""
        return None

    def _repr_html_(self) -> str:
        """Show the sum in Jupyter: its components and the rule of a sum."""
        return ruleset_html(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sum) and self.games == other.games

    def __hash__(self) -> int:
        return hash(("Sum", self.games))

    def __repr__(self) -> str:
        return f"Sum({', '.join(repr(g) for g in self.games)})"


class GraphGame:
    """A game given by its move graph: a token sits on a node and moves along an edge.

    Every impartial game is of this kind (the positions are the nodes, the moves the
    edges), and a hand-drawn graph is the easiest way to try the definitions.

    Parameters
    ----------
    edges : mapping, networkx.DiGraph or iterable of pairs
        ``{node: [successors]}``, a directed graph, or ``(u, v)`` move pairs.

    Examples
    --------
    >>> import grundylib as gl
    >>> g = GraphGame({"a": ["b", "c"], "b": ["c"], "c": []})
    >>> g
    GraphGame({'a': ['b', 'c'], 'b': ['c'], 'c': []})
    >>> [gl.grundy(g, v) for v in "abc"]
    [2, 1, 0]
    >>> list(g.moves("z"))
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: position must be a node of the graph, got 'z'
    """

    def __init__(
        self, edges: Mapping[Hashable, Iterable[Hashable]] | nx.DiGraph[Hashable] | Iterable[Any]
    ) -> None:
        graph: nx.DiGraph[Hashable] = nx.DiGraph()
        if isinstance(edges, nx.DiGraph):
            graph.add_nodes_from(edges.nodes)
            graph.add_edges_from(edges.edges)
        elif isinstance(edges, Mapping):
            for node, successors in edges.items():
                graph.add_node(check_node(node))
                for successor in check_iterable(
                    successors, f"edges[{node!r}]", text=True, error=InvalidArgumentError
                ):
                    graph.add_edge(node, check_node(successor))
        else:
            for pair in check_iterable(edges, "edges", error=InvalidArgumentError):
                if not isinstance(pair, tuple) or len(pair) != 2:
                    raise InvalidArgumentError(f"edges must be (u, v) pairs, got {pair!r}")
                graph.add_edge(check_node(pair[0]), check_node(pair[1]))
        self.graph = graph

    def moves(self, position: Any) -> list[Hashable]:
        """Return the successors of ``position`` in the graph."""
        try:
            return list(self.graph.successors(position))
        except (nx.NetworkXError, TypeError):
            raise InvalidPositionError(
                f"position must be a node of the graph, got {shorten(position)}"
            ) from None

    def rules_in_words(self) -> str:
        """Return the rules in words.

        Examples
        --------
        >>> print(GraphGame({"a": ["b"], "b": []}).rules_in_words())
        A token on a node of a graph of 2 nodes: a move slides it along an edge. The player who cannot move loses.
        """
        return (
            f"A token on a node of a graph of {self.graph.number_of_nodes()} nodes: a move "
            f"slides it along an edge. {LAST_MOVE_WINS}"
        )

    def _value_table(self) -> ValueTable | None:
        """The Grundy value of every node, for graphs of at most 24 nodes without cycles."""
        if self.graph.number_of_nodes() > 24:
            return None
        nodes = sort_positions(self.graph.nodes)
        values = first_values(lambda v: [(w,) for w in self.graph.successors(v)], nodes)
        return line_table("Grundy values of the nodes", "node", "value", nodes, values)

    def _repr_html_(self) -> str:
        """Show the game in Jupyter: its rules and the value of each node."""
        return ruleset_html(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GraphGame) and nx.utils.graphs_equal(self.graph, other.graph)

    def __hash__(self) -> int:
        # the same sets as the equality compares, so equal graphs hash alike in any order
        return hash(("GraphGame", frozenset(self.graph.nodes), frozenset(self.graph.edges)))

    def __repr__(self) -> str:
        adjacency = {node: list(self.graph.successors(node)) for node in self.graph.nodes}
        return f"GraphGame({adjacency!r})"
