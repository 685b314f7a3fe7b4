"""The vocabulary every other module uses: mex, nim-sum, outcome classes and errors.

This module owns the smallest pieces of the theory (the minimum excludant and the
nim-sum, with the column :func:`deciding_bit` that Bouton's strategy reads from it),
the :class:`Outcome` of a position, the exception hierarchy, the argument checks shared
by the public entry points, and :class:`LazyModule`, which keeps slow libraries out of
``import grundylib``.
"""

from __future__ import annotations

import enum
import functools
import importlib
import itertools
import operator
import reprlib
import sys
from array import array
from collections.abc import Hashable, Iterable, Sized
from functools import reduce
from types import ModuleType
from typing import Any

__all__ = [
    "GrundyError",
    "InvalidArgumentError",
    "InvalidCodeError",
    "InvalidPositionError",
    "LoopyGameError",
    "Outcome",
    "PositionLimitError",
    "deciding_bit",
    "mex",
    "nim_sum",
]

class LazyModule(ModuleType):
    """A stand-in for a module that is imported on first attribute access.

    ``import grundylib`` stays fast when a library that takes a while to load (networkx,
    the numba kernels) is needed only once a function runs: a module binds the name to
    ``LazyModule("networkx")`` for running and imports the real module under
    ``if TYPE_CHECKING:`` for the type checker.

    Examples
    --------
    >>> import sys
    >>> fractions = LazyModule("fractions")
    >>> fractions.Fraction(1, 3) + fractions.Fraction(1, 6)
    Fraction(1, 2)
    >>> "fractions" in sys.modules
    True
    """

    def __getattr__(self, name: str) -> Any:
        return getattr(importlib.import_module(self.__name__), name)


class CompiledModule(LazyModule):
    """A :class:`LazyModule` of compiled (numba) functions that Ctrl-C can interrupt cleanly.

    A ``KeyboardInterrupt`` that arrives while a compiled function runs comes back from it
    as ``SystemError: CPUDispatcher(...) returned a result with an exception set``; the
    functions of this module turn it back into the ``KeyboardInterrupt`` it is.

    Examples
    --------
    >>> math = CompiledModule("math")
    >>> math.gcd(12, 18)
    6
    """

    def __getattr__(self, name: str) -> Any:
        function = super().__getattr__(name)
        if not callable(function):
            return function

        @functools.wraps(function)
        def interruptible(*args: Any, **kwargs: Any) -> Any:
            try:
                return function(*args, **kwargs)
            except SystemError as error:
                cause: BaseException | None = error
                for _ in range(8):  # numba may wrap it twice (a SystemError of a SystemError)
                    if cause is None:
                        break
                    if isinstance(cause, KeyboardInterrupt):
                        raise KeyboardInterrupt from None
                    cause = cause.__cause__ or cause.__context__
                raise

        return interruptible


DEFAULT_MAX_POSITIONS = 2_000_000
"""How many positions a search may discover before it stops with a clear error.

Enough for a contest-size state space (every bitmask of 20 bits, every string of six digits:
about 10^6 positions, searched in seconds), small enough that a runaway search stops before
it fills the memory: positions count against a byte budget (:func:`byte_budget`, 256 MB by
default), and the search of :func:`grundylib.grundy` reads at most ``OPTIONS_PER_POSITION``
options per position allowed."""

OPTIONS_PER_POSITION = 32
"""A search reads at most ``max(max_positions, DEFAULT_MAX_POSITIONS) * OPTIONS_PER_POSITION``
options in all, so a game whose every position has thousands of options stops in seconds,
not hours, with the same advice: pass a larger ``max_positions``."""


MAX_ITEMS = 1_000_000
"""The longest list or table a function builds from a size argument (``count``, ``m``)."""


class _Short(reprlib.Repr):
    """reprlib's abbreviations, and integers too long to print shown by their size."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 3000:  # str() of an int is quadratic and refused past 4300 digits
            digits = int(x.bit_length() * 0.30103) + 1
            return f"{'-' if x < 0 else ''}<an integer of about {digits} digits>"
        return super().repr_int(x, level)


_SHORT = _Short()
SHORT_REPR = 200
"""A value whose ``repr`` is longer than this is abbreviated in messages."""


def shorten(value: Any) -> str:
    """Return ``repr(value)`` for an error message, abbreviated (as reprlib does) when long.

    Examples
    --------
    >>> shorten([1, 2, 3])
    '[1, 2, 3]'
    >>> shorten(-(10**5000))
    '-<an integer of about 5001 digits>'
    >>> shorten(list(range(1000)))
    '[0, 1, 2, 3, 4, 5, ...]'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3000:
        return _SHORT.repr(value)
    try:
        text = repr(value)
    except ValueError:  # an integer inside a container, too long to print
        return _SHORT.repr(value)
    return text if len(text) <= SHORT_REPR else _SHORT.repr(value)


BYTES_PER_POSITION = 1024
"""A search may keep ``max_positions`` positions of this average size, up to
``BYTES_AT_SCALE``: see :func:`byte_budget`."""

BYTES_AT_SCALE = 128
"""Past 256 MB, the byte budget grows by this much a position allowed (see :func:`byte_budget`)."""


def byte_budget(max_positions: int) -> int:
    """Return how many bytes of positions a search with ``max_positions`` may keep.

    ``BYTES_PER_POSITION`` a position for small limits (as many bytes as before for any
    ``max_positions`` up to 250,000), at most 256 MB or ``BYTES_AT_SCALE`` a position,
    whichever is more: the default limit of 2,000,000 positions keeps 256 MB, a search
    allowed 20 million positions 2.5 GB.

    Examples
    --------
    >>> byte_budget(1000) // 1024, byte_budget(DEFAULT_MAX_POSITIONS) // 2**20
    (1000, 256)
    """
    return min(max_positions * BYTES_PER_POSITION, max(2**28, max_positions * BYTES_AT_SCALE))


def position_size(position: Any, depth: int = 3) -> int:
    """Return about how many bytes ``position`` takes (ints by their length, tuples item by item).

    Examples
    --------
    >>> position_size(5) < position_size(10**3000) < position_size((10**3000, 10**3000))
    True
    """
    if isinstance(position, int):
        return 28 + position.bit_length() // 8
    if isinstance(position, tuple) and depth:
        return 40 + 8 * len(position) + sum(position_size(p, depth - 1) for p in position)
    return sys.getsizeof(position)


def how_to_raise(max_positions: int) -> str:
    """The advice that ends every :class:`PositionLimitError`: how to raise the limit.

    Examples
    --------
    >>> how_to_raise(1000)
    'pass max_positions=10000 (or more) to search further, or start from a smaller position'
    """
    return (
        f"pass max_positions={10 * max_positions} (or more) to search further, or start "
        "from a smaller position"
    )


class SizeBudget:
    """Stops a search whose positions, though fewer than ``max_positions``, are huge.

    Positions count against :func:`byte_budget` bytes, so a search from
    a heap of ``10**30000`` (12 kB a position) stops with :class:`PositionLimitError`
    before its positions fill the memory.

    Examples
    --------
    >>> budget = SizeBudget(2, "start")
    >>> budget.add(3)
    >>> budget.add(10**10000)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=2 allows 2 kB of positions, passed while exploring from 'start'; ...
    """

    def __init__(self, max_positions: int, start: Any) -> None:
        self.max_positions, self.start = max_positions, start
        self.left = byte_budget(max_positions)

    def add(self, position: Any) -> None:
        """Count ``position``; raise when the positions counted are too big in total."""
        self.left -= position_size(position)
        if self.left < 0:
            kb = byte_budget(self.max_positions) // 1024
            raise PositionLimitError(
                f"max_positions={self.max_positions} allows {kb} kB of positions, passed "
                f"while exploring from {shorten(self.start)}; {how_to_raise(self.max_positions)}"
            )


class GrundyError(ValueError):
    """Base class of every error that grundylib raises on purpose.

    It subclasses :class:`ValueError`, so ``except ValueError`` also catches it.

    Examples
    --------
    >>> issubclass(LoopyGameError, GrundyError)
    True
    """


class InvalidArgumentError(GrundyError):
    """An argument that is not a position and that a function cannot use.

    A rule parameter (a subtraction set, the largest take ``m``, Moore's ``k``), a size or
    a count of something to build (rows of a Chomp rectangle, the length of a coin row),
    a number that is not a heap (a factor of a nim product), a layout or method name, a
    chart option, text typed in a widget or a judge's input, an exercise's
    answer of the wrong kind, a move made when it is not the reader's turn: anything but a
    position. Positions have their own subclass, :class:`InvalidPositionError`, so
    ``except InvalidArgumentError`` catches both.

    Examples
    --------
    >>> import grundylib as gl
    >>> issubclass(gl.InvalidPositionError, gl.InvalidArgumentError)
    True
    """


class InvalidPositionError(InvalidArgumentError):
    """A position that the game cannot use (a negative heap, a component of the wrong kind).

    Raised for positions only: a heap, a board, a component, a position a widget is
    started from or asked to move to, and what a game's ``moves()`` or ``heap_options()``
    returned. Every other bad argument raises its parent, :class:`InvalidArgumentError`.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.grundy(gl.Nim(), -3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got -3
    """


class InvalidCodeError(GrundyError):
    """A game code (such as an octal code) that cannot be parsed or is not covered.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.OctalGame("0.7x")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidCodeError: code must be an octal code such as '0.77'..., got '0.7x'
    """


class LoopyGameError(GrundyError):
    """The move graph has a cycle, so the ordinary Sprague–Grundy function is undefined.

    The message names at most ``SHOWN`` positions of the cycle (the first ones and the
    last, with its length when it is longer), so a cycle through a million positions
    gives a short message; the whole cycle is the attribute ``cycle``.

    Parameters
    ----------
    cycle : list
        Positions on a cycle that was found, in move order.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.game_graph(gl.GraphGame({"a": ["b"], "b": ["a"]}), "a")
    Traceback (most recent call last):
    ...
    grundylib.core.LoopyGameError: the move graph has a cycle: 'a' -> 'b' -> 'a'; ...
    >>> str(LoopyGameError(list(range(10**6)))).split(";")[0]
    'the move graph has a cycle of 1000000 positions: 0 -> 1 -> 2 -> 3 -> 4 -> 5 -> ... -> 999999 -> 0'
    """

    SHOWN = 8

    def __init__(self, cycle: list[Hashable]) -> None:
        self.cycle = list(cycle)
        shown = [shorten(p) for p in self.cycle[: self.SHOWN]]
        if len(self.cycle) > self.SHOWN:
            shown[-2:] = ["...", shorten(self.cycle[-1])]
            what = f"a cycle of {len(self.cycle)} positions"
        else:
            what = "a cycle"
        path = " -> ".join([*shown, shorten(self.cycle[0])])
        super().__init__(
            f"the move graph has {what}: {path}; the Sprague–Grundy function needs a game "
            "that always ends (for games with cycles use generalized_grundy, "
            "game_graph(..., loopy=True), outcome or winning_moves)"
        )


class PositionLimitError(GrundyError):
    """More positions were reached than ``max_positions`` allows.

    Examples
    --------
    >>> import grundylib as gl
    >>> gl.game_graph(gl.Nim(), (30, 30, 30), max_positions=1000)
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=1000 was passed while exploring from (30, 30, 30); ...
    """


class Outcome(enum.StrEnum):
    """The outcome class of a position under optimal play.

    ``P``: the *previous* player (the one who just moved) wins, so the player to move
    loses. ``N``: the *next* player (the one to move) wins. ``D``: a draw, neither
    player can force a win and best play goes on for ever; only a game whose move graph
    has cycles (a loopy game) has D-positions.

    Examples
    --------
    >>> Outcome.P == "P"
    True
    >>> [o.value for o in Outcome]
    ['P', 'N', 'D']
    """

    P = "P"
    N = "N"
    D = "D"


def mex(values: Iterable[int]) -> int:
    """Return the minimum excludant: the smallest non-negative integer not in ``values``.

    Parameters
    ----------
    values : iterable of int
        Non-negative integers, in any order, repeats allowed.

    Returns
    -------
    int
        The smallest ``k >= 0`` with ``k not in values``.

    Examples
    --------
    >>> mex([0, 1, 2, 4])
    3
    >>> mex([2, 3, 5])
    0
    >>> mex([])
    0
    >>> mex([0, -1])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: mex value must be a non-negative integer, got -1

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways for your Mathematical Plays*, ch. 4.
    """
    seen = set(check_iterable(values, "values", error=InvalidArgumentError))
    if not all(type(v) is int and v >= 0 for v in seen):  # the fast path; bool is not int here
        for v in seen:
            check_natural(v, "mex value", InvalidArgumentError)
    return least_missing(seen)


def least_missing(seen: set[int] | frozenset[int]) -> int:
    """Return the mex of a set already known to hold non-negative integers (no checks).

    The searches call this in their inner loops, where every value is a Grundy value
    they computed themselves.

    Examples
    --------
    >>> least_missing({0, 1, 3})
    2
    """
    k = 0
    while k in seen:
        k += 1
    return k


def nim_sum(*values: int) -> int:
    """Return the nim-sum (bitwise XOR, binary addition without carry) of ``values``.

    Parameters
    ----------
    *values : int
        Non-negative integers.

    Returns
    -------
    int
        ``values[0] ^ values[1] ^ ...``; ``0`` for no values.

    Raises
    ------
    InvalidArgumentError
        If a value is not a non-negative integer.

    Examples
    --------
    >>> nim_sum(13, 12, 8)
    9
    >>> nim_sum(22, 51)
    37
    >>> nim_sum()
    0
    """
    total = xor_of_naturals(values)
    if total is not None:
        return total
    for v in values:
        check_natural(v, "nim_sum argument", InvalidArgumentError)
    return reduce(operator.xor, values, 0)  # pragma: no cover - a bad value raised above


NUMPY_FROM = 128
"""Tuples of naturals longer than this are checked and nim-summed with numpy (when it is
loaded); shorter ones in plain Python, where numpy's calls cost more than the work."""


def _natural_array(values: tuple[Any, ...] | list[Any]) -> array[int] | None:
    """``values`` as an array of unsigned 64-bit ints if each is an ``int`` in range, else None.

    ``array("Q", ...)`` refuses, at C speed, a float, a str, a negative int and one of 64
    bits or more; only a bool slips through, and a bool is 0 or 1, so with numpy loaded
    only the items worth 0 or 1 are looked at again.
    """
    try:
        numbers = array("Q", values)
    except (TypeError, OverflowError):
        return None
    numpy = sys.modules.get("numpy")
    if numpy is not None and len(numbers) > NUMPY_FROM:
        small = numpy.flatnonzero(numpy.frombuffer(numbers, dtype=numpy.uint64) <= 1)
        if len(small) <= len(numbers) // 8:
            return numbers if all(type(values[i]) is int for i in small.tolist()) else None
    return numbers if list(map(type, values)).count(int) == len(values) else None


def all_natural(values: tuple[Any, ...] | list[Any], least: int = 0) -> bool:
    """Whether every item of a tuple or list is an ``int`` (not a bool) ``>= least``, at C speed.

    The fast check the closed forms make before their loops; when it fails, they check
    item by item to name the bad one. ``least`` is 0 or more.

    Examples
    --------
    >>> all_natural((3, 0, 5)), all_natural([]), all_natural((1, -1)), all_natural((True,))
    (True, True, False, False)
    >>> all_natural((2**70, 1)), all_natural((3, 0, 5), least=1)
    (True, False)
    """
    if not values:
        return True
    numbers = _natural_array(values)
    if numbers is None:
        return list(map(type, values)).count(int) == len(values) and min(values) >= least
    if least <= 0:
        return True
    numpy = sys.modules.get("numpy")
    if numpy is not None and len(numbers) > 64:
        return int(numpy.frombuffer(numbers, dtype=numpy.uint64).min()) >= least
    return min(numbers) >= least


def xor_of_naturals(
    values: tuple[Any, ...] | list[Any], start: int = 0, step: int = 1
) -> int | None:
    """The nim-sum of ``values[start::step]`` if every item of ``values`` is a natural, else None.

    Every item is checked (not only those summed), at C speed, and the sum is taken by
    numpy when it is already loaded; ``None`` sends the caller to its item-by-item checks.

    Examples
    --------
    >>> xor_of_naturals((3, 9, 5, 9, 2), 0, 2), xor_of_naturals((1, -2)), xor_of_naturals(())
    (4, None, 0)
    >>> xor_of_naturals((2**70, 1))
    1180591620717411303425
    """
    if not values:
        return 0
    numbers = _natural_array(values)
    if numbers is None:
        if not all_natural(values):
            return None
        return reduce(operator.xor, values[start::step], 0)  # big ints: exact, in Python
    numpy = sys.modules.get("numpy")
    if numpy is not None and len(numbers) > NUMPY_FROM:
        picked = numpy.frombuffer(numbers, dtype=numpy.uint64)[start::step]
        return int(numpy.bitwise_xor.reduce(picked)) if len(picked) else 0
    return reduce(operator.xor, values[start::step], 0)  # the ints themselves: no boxing


def deciding_bit(numbers: Iterable[int]) -> int | None:
    """Return the position of the nim-sum's highest set bit, or None when the nim-sum is 0.

    In Nim, a winning move reduces a heap that has a 1 in this column (bit ``k`` has
    value ``2**k``): Bouton's theorem.

    See Also
    --------
    nim_sum : the nim-sum itself.

    Examples
    --------
    >>> deciding_bit([13, 12, 8])
    3
    >>> deciding_bit([1, 2, 3]) is None
    True

    References
    ----------
    .. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
       Mathematics 3 (1901-1902), 35-39.
    """
    items = check_iterable(numbers, "numbers", error=InvalidArgumentError)
    total = nim_sum(*(check_natural(v, "number", InvalidArgumentError) for v in items))
    return total.bit_length() - 1 if total else None


def check_natural(
    value: Any, name: str, error: type[InvalidArgumentError] = InvalidPositionError
) -> int:
    """Return ``value`` if it is a non-negative ``int`` (not a bool), else raise.

    Parameters
    ----------
    value : object
        The value to check.
    name : str
        What the value is, for the message (``"heap size"``).
    error : type, optional
        The exception to raise: :class:`InvalidPositionError` for a heap size,
        :class:`InvalidArgumentError` for an argument that is not a position.

    Returns
    -------
    int
        ``value`` itself.

    Raises
    ------
    InvalidPositionError
        Naming ``name`` and quoting ``value`` (``error`` if given).

    Examples
    --------
    >>> check_natural(3, "heap size")
    3
    >>> check_natural(2.5, "heap size")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heap size must be a non-negative integer, got 2.5
    >>> check_natural(-1, "count", InvalidArgumentError)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: count must be a non-negative integer, got -1
    """
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise error(f"{name} must be a non-negative integer, got {shorten(value)}")
    return value


def check_positive(
    value: Any, name: str, error: type[InvalidArgumentError] = InvalidPositionError
) -> int:
    """Return ``value`` if it is a positive ``int`` (not a bool), else raise ``error``.

    ``error`` is :class:`InvalidPositionError` unless given; a rule parameter such as the
    largest take ``m`` passes :class:`InvalidArgumentError`.

    Examples
    --------
    >>> check_positive(0, "m", InvalidArgumentError)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: m must be a positive integer, got 0
    """
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise error(f"{name} must be a positive integer, got {shorten(value)}")
    return value


def check_iterable(
    value: Any,
    name: str,
    *,
    text: bool = False,
    error: type[InvalidArgumentError] = InvalidPositionError,
) -> list[Any]:
    """Return the items of ``value`` as a list if it is a collection, else raise.

    Strings and bytes are rejected too (unless ``text`` is true): they are iterable,
    but rarely what a caller meant by a collection of heaps, positions or numbers.

    Parameters
    ----------
    value : object
        The value to check.
    name : str
        The parameter's name, for the message.
    text : bool, optional
        Accept a string as the collection of its characters (``"PN"``).
    error : type, optional
        The exception to raise (:class:`InvalidArgumentError` for an argument that is
        not made of positions).

    Returns
    -------
    list
        ``list(value)``.

    Raises
    ------
    InvalidPositionError
        Naming ``name`` and quoting ``value`` (``error`` if given).

    Examples
    --------
    >>> check_iterable({3}, "heaps")
    [3]
    >>> check_iterable(5, "heaps")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: heaps must be a list, tuple or set, got 5
    """
    if (isinstance(value, (str, bytes)) and not text) or not isinstance(value, Iterable):
        raise error(f"{name} must be a list, tuple or set, got {shorten(value)}")
    return take_finite(value, name, error)


def take_finite(
    values: Iterable[Any], name: str, error: type[InvalidArgumentError] = InvalidArgumentError
) -> list[Any]:
    """Return the items of ``values`` as a list; refuse an iterator that does not stop.

    A collection with a length is read whole. An iterator without one (a generator,
    ``itertools.count()``) is read up to :data:`MAX_ITEMS` items: one more, and it is taken
    for endless, so a mistyped argument ends in a clear error instead of filling memory.

    Examples
    --------
    >>> import itertools
    >>> take_finite(itertools.islice(itertools.count(), 3), "values")
    [0, 1, 2]
    >>> take_finite(itertools.count(), "values")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: values must be finite: the iterator count(1000001) gave more than 1000000 items
    """
    if isinstance(values, Sized):
        return list(values)
    items = list(itertools.islice(values, MAX_ITEMS + 1))
    if len(items) > MAX_ITEMS:
        raise error(
            f"{name} must be finite: the iterator {shorten(values)} gave more than "
            f"{MAX_ITEMS} items"
        )
    return items


def check_positive_integers(
    values: Any, name: str, error: type[InvalidArgumentError] = InvalidArgumentError
) -> list[int]:
    """Return the items of ``values`` if it is a non-empty collection of positive ints, else raise.

    Such a collection is a rule (the takes of a subtraction game, the lengths a player may
    place), so the error is :class:`InvalidArgumentError` unless ``error`` says otherwise.

    Examples
    --------
    >>> check_positive_integers({3, 1}, "takes")
    [1, 3]
    >>> check_positive_integers([2, 0], "lengths")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: lengths must hold positive integers only, got 0 in [2, 0]
    """
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise error(f"{name} must be a set of positive integers, got {shorten(values)}")
    items = take_finite(values, name, error)
    if not items:
        raise error(f"{name} must not be empty, got {shorten(values)}")
    for v in items:
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            shown = shorten(values if isinstance(values, (list, tuple, set, frozenset)) else items)
            raise error(
                f"{name} must hold positive integers only, got {shorten(v)} in {shown}"
            )
    return items


def check_at_most(
    value: Any, limit: int, name: str, error: type[InvalidArgumentError] = InvalidArgumentError
) -> int:
    """Return ``value`` if it is a non-negative integer no larger than ``limit``, else raise.

    Used where a size turns into that many rows, cells or list items, so that a huge
    value stops with a clear error instead of exhausting time or memory.

    Parameters
    ----------
    value : object
        The value to check.
    limit : int
        The largest value accepted.
    name : str
        The parameter's name, for the message.
    error : type, optional
        The exception to raise when ``value`` is not a non-negative integer:
        :class:`InvalidArgumentError` for a size or a count (the default),
        :class:`InvalidPositionError` for a heap or a coin of a position.

    Raises
    ------
    InvalidArgumentError
        If ``value`` is not a non-negative integer (``error`` if given).
    PositionLimitError
        If ``value > limit``.

    Examples
    --------
    >>> check_at_most(10, 100, "count")
    10
    >>> check_at_most(10**30, 100, "count")
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: count must be at most 100, got 1000000000000000000000000000000
    """
    if check_natural(value, name, error) > limit:
        raise PositionLimitError(f"{name} must be at most {limit}, got {shorten(value)}")
    return value  # type: ignore[no-any-return]


def check_hashable(position: Any) -> Hashable:
    """Return ``position`` if it can be a graph node, else raise :class:`InvalidPositionError`.

    Examples
    --------
    >>> check_hashable([1, 2])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: position must be hashable (use a tuple, not a list), got [1, 2]
    """
    try:
        hash(position)
    except TypeError:
        raise InvalidPositionError(
            f"position must be hashable (use a tuple, not a list), got {shorten(position)}"
        ) from None
    return position  # type: ignore[no-any-return]


def check_node(position: Any) -> Hashable:
    """Return ``position`` if it can be a networkx node (hashable, not ``None``), else raise.

    Examples
    --------
    >>> check_node(None)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: position must not be None (it cannot be a graph node), got None
    """
    if position is None:
        raise InvalidPositionError(
            "position must not be None (it cannot be a graph node), got None"
        )
    return check_hashable(position)
