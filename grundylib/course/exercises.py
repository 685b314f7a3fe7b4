"""Answer checkers for the exercises in the lessons.

A checker compares a reader's answer with what the library computes and returns a
:class:`Feedback`: whether the answer is right, and a hint that points at the first
mistake without giving the answer away. Feedback shows itself as a short line in
Jupyter, so an exercise cell ends with the checker call.
"""

from __future__ import annotations

import itertools
import random
import signal
import threading
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .._search import options_of, unique
from ..analysis import grundy, outcome, winning_moves
from ..core import (
    DEFAULT_MAX_POSITIONS,
    GrundyError,
    InvalidArgumentError,
    LoopyGameError,
    Outcome,
    check_at_most,
    check_iterable,
    mex,
    nim_sum,
    shorten,
)
from ..game import Game, HeapGame, Position, Sum, sort_positions
from ..games.chomp import Chomp, check_shape, chomp_bite, chomp_shapes
from ..games.coin_turning import CoinTurningGame
from ..games.fibonacci import FibonacciNim, zeckendorf
from ..games.hackenbush import (
    check_edge,
    hackenbush_cut,
    hackenbush_pieces,
    hackenbush_position,
    hackenbush_value,
    tree,
)
from ..games.industrial import xor_upto
from ..games.nim import Nim
from ..games.subtraction import SubtractionGame
from ..nimbers import nim_product
from ..sequences import find_period, grundy_sequence, octal_period

__all__ = [
    "FILL_IN",
    "Feedback",
    "check_fibonacci_nim_take",
    "check_function",
    "check_grundy_table_function",
    "check_grundy_values",
    "check_mex",
    "check_mex_function",
    "check_misere_winning_moves",
    "check_nim_sum",
    "check_nim_winning_moves_function",
    "check_outcome",
    "check_p_positions",
    "check_period",
    "check_period_function",
    "check_sum_example",
    "check_sum_grundy",
    "check_table_function",
    "check_winning_move_function",
    "check_winning_moves",
    "check_xor_upto",
    "period_test_tables",
    "read_outcome",
]
__all__ += [  # lesson 09: coin-turning games and nim multiplication
    "check_coin_value",
    "check_nim_product",
    "check_nim_product_function",
]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: ``correct`` and a ``message`` for the reader.

    Its ``repr`` can be pasted back; ``str`` (and a notebook cell that ends with a
    verdict) shows the message behind a tick or a cross.

    Examples
    --------
    >>> Feedback(True, "Right.")
    Feedback(correct=True, message='Right.')
    >>> print(Feedback(True, "Right."))
    ✔ Right.
    >>> bool(Feedback(False, "Not yet."))
    False
    """

    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return ("✔ " if self.correct else "✘ ") + self.message

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """Show the verdict as ``str`` does in IPython and Jupyter (their text/plain output)."""
        printer.text(str(self))


FILL_IN = Feedback(False, "Fill in your answer first (replace None), then run this cell again.")
"""What every checker returns while the answer variable still holds its placeholder ``None``."""


# --- "write the code" exercises: a student's function against the library's ------------------

CALL_TIME_LIMIT = 5.0
"""Seconds a student's function may take on one input before it is stopped."""


class _TookTooLong(Exception):
    """A student's function ran past :data:`CALL_TIME_LIMIT` on one input."""


@contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Stop the body after ``seconds`` (Unix, main thread only; otherwise no limit)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if seconds is None or not usable:
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise _TookTooLong

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _plain(value: Any) -> Any:
    """``value`` with numpy arrays and scalars turned into lists and numbers, for comparing."""
    tolist = getattr(value, "tolist", None)
    return tolist() if callable(tolist) else value


def _same(got: Any, expected: Any) -> bool:
    try:
        return bool(_plain(got) == _plain(expected))
    except Exception:  # an object whose == fails is not the expected value
        return False


def check_function(
    student_function: Callable[..., Any] | None,
    reference_function: Callable[..., Any],
    inputs: Iterable[Any],
    *,
    name: str = "your function",
    unpack: bool = False,
    accept: Callable[[Any, Any], bool] | None = None,
    describe: Callable[[Any], str] | None = None,
    hint: str = "",
    time_limit: float | None = CALL_TIME_LIMIT,
) -> Feedback:
    """Test a function the reader wrote against a reference, on many inputs.

    The reader's function is called on every input in turn. The first input where it
    raises, runs too long, or returns something else than the reference function is
    reported with what it returned and what was expected, so the reader can rerun that one
    call. Inputs are tried in the order given: put small, telling cases first.

    Parameters
    ----------
    student_function : callable or None
        The reader's function; ``None`` while the exercise is not done.
    reference_function : callable
        The function with the right answers (usually one from the library).
    inputs : iterable
        The inputs to try. Each one is passed as the single argument, or, with
        ``unpack=True``, as a tuple of arguments.
    name : str, optional
        The function's name as the exercise states it, for the messages.
    unpack : bool, optional
        Call ``f(*args)`` instead of ``f(args)``.
    accept : callable, optional
        ``accept(got, expected)`` decides whether an answer is right when more than one is
        (a winning move among several); default: equality, with numpy arrays read as lists.
    describe : callable, optional
        ``describe(expected)``: how to say what was expected; default ``repr``.
    hint : str, optional
        A sentence added to every message about a wrong answer.
    time_limit : float or None, optional
        Seconds one call may take (the default is :data:`CALL_TIME_LIMIT`); ``None``: no
        limit. The limit works in the main thread on Unix, where a notebook runs its cells.

    Returns
    -------
    Feedback
        Right when every input gives the reference's answer.

    Raises
    ------
    InvalidArgumentError
        If ``inputs`` is not a collection or is empty (an error of the exercise, not of
        the reader).

    Examples
    --------
    >>> def double(n):
    ...     return n + n
    >>> print(check_function(double, lambda n: 2 * n, range(10), name="double"))
    ✔ Right: double agrees with the reference on all 10 inputs.
    >>> print(check_function(lambda n: n * n, lambda n: 2 * n, range(10), name="double"))
    ✘ double(1) returned 1, but 2 was expected.
    >>> print(check_function(lambda a, b: a // b, lambda a, b: a * b, [(1, 1), (2, 0)],
    ...                name="product", unpack=True))
    ✘ product(2, 0) raised ZeroDivisionError: integer division or modulo by zero.
    >>> print(check_function(None, abs, [1]))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> print(check_function(42, abs, [1], name="my_abs"))
    ✘ my_abs must be a function (write it with def), not 42.
    """
    if student_function is None:
        return FILL_IN
    if not callable(student_function):
        return Feedback(
            False, f"{name} must be a function (write it with def), not {student_function!r}."
        )
    cases = check_iterable(inputs, "inputs", error=InvalidArgumentError)
    if not cases:
        raise InvalidArgumentError(f"inputs must not be empty, got {inputs!r}")
    same = accept or _same
    show = describe or repr
    extra = f" {hint}" if hint else ""
    for case in cases:
        args = tuple(case) if unpack else (case,)
        call = f"{name}({', '.join(map(repr, args))})"
        expected = reference_function(*args)
        try:
            with _time_limit(time_limit):
                got = student_function(*args)
        except _TookTooLong:
            return Feedback(
                False, f"{call} was still running after {time_limit:g} s: does it stop?{extra}"
            )
        except RecursionError:
            return Feedback(
                False, f"{call} recursed too deeply: does every recursive call get closer to a "
                f"case that returns at once?{extra}"
            )
        except Exception as error:  # the reader's bug, reported rather than raised
            return Feedback(False, f"{call} raised {type(error).__name__}: {error}.{extra}")
        if not same(got, expected):
            return Feedback(
                False, f"{call} returned {_plain(got)!r}, but {show(expected)} was expected.{extra}"
            )
    return Feedback(
        True, f"Right: {name} agrees with the reference on all {len(cases)} inputs."
    )


def _nim_positions() -> list[tuple[int, ...]]:
    small = [(a, b, c) for a in range(8) for b in range(8) for c in range(8)]
    return [(0,), (5,), (1, 1), (2, 3), (4, 4), *small, (13, 12, 8), (1, 3, 5, 7),
            (2, 5, 9, 14), (21, 6, 17, 30)]


def check_winning_move_function(
    student_function: Callable[[tuple[int, ...]], Any] | None,
) -> Feedback:
    """Test a reader's Nim ``winning_move(heaps)``: a winning move, or ``None`` at a P-position.

    A move is given as the heaps after it, in the same order (a tuple or a list). Any of
    the winning moves is right; :func:`grundylib.winning_moves` gives them all.

    Examples
    --------
    >>> from functools import reduce
    >>> def winning_move(heaps):
    ...     s = reduce(lambda a, b: a ^ b, heaps, 0)
    ...     for i, x in enumerate(heaps):
    ...         if x ^ s < x:
    ...             return heaps[:i] + (x ^ s,) + heaps[i + 1:]
    ...     return None
    >>> print(check_winning_move_function(winning_move))
    ✔ Right: winning_move agrees with the reference on all 521 inputs.
    >>> print(check_winning_move_function(lambda heaps: (0,) + heaps[1:]))
    ✘ winning_move((0,)) returned (0,), but None (a P-position: no move wins) was expected. Make the nim-sum 0: change one heap x to x ⊕ s, where s is the nim-sum of all heaps.
    """
    nim = Nim()

    def reference(heaps: tuple[int, ...]) -> list[Hashable]:
        return winning_moves(nim, heaps)

    def same(got: Any, expected: list[Hashable]) -> bool:
        got = _plain(got)
        if not expected:
            return got is None
        return isinstance(got, list | tuple) and tuple(got) in expected

    def describe(expected: list[Hashable]) -> str:
        if not expected:
            return "None (a P-position: no move wins)"
        return "one of " + ", ".join(map(str, expected))

    return check_function(
        student_function, reference, _nim_positions(), name="winning_move", accept=same,
        describe=describe,
        hint="Make the nim-sum 0: change one heap x to x ⊕ s, where s is the nim-sum of all heaps.",
    )


def check_p_positions(game: Game, up_to: int, answer: Iterable[Position] | None) -> Feedback:
    """Check a list of the P-positions among the heap sizes ``0..up_to``.

    Parameters
    ----------
    game : Game
        A one-heap game (positions are heap sizes).
    up_to : int
        The largest heap size considered.
    answer : iterable of int
        The reader's P-positions.

    Returns
    -------
    Feedback
        On a mistake, the smallest heap size that is wrongly included or missed, and
        which way, so the reader can recheck that one position.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 8]))
    ✔ Right: the P-positions up to 9 are exactly these 3.
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 7]))
    ✘ Look again at 7: it is an N-position (some move leads to a P-position).
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4.0]))
    ✘ 4.0 is not a heap size from 0 to 9.
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    check_at_most(up_to, DEFAULT_MAX_POSITIONS, "up_to")
    if answer is None:
        return FILL_IN
    given = set(check_iterable(answer, "answer", error=InvalidArgumentError))
    for heap in given:
        if isinstance(heap, bool) or not isinstance(heap, int) or not 0 <= heap <= up_to:
            return Feedback(False, f"{heap!r} is not a heap size from 0 to {up_to}.")
    expected = {n for n in range(up_to + 1) if outcome(game, n) == Outcome.P}
    wrong = sort_positions(expected ^ given)
    if not wrong:
        return Feedback(
            True, f"Right: the P-positions up to {up_to} are exactly these {len(given)}."
        )
    first = wrong[0]
    if first in given and first not in expected:
        return Feedback(
            False,
            f"Look again at {first}: it is an N-position (some move leads to a P-position).",
        )
    return Feedback(
        False, f"Look again at {first}: every move from it leads to an N-position, so it is P."
    )


def check_grundy_values(
    game: Game, positions: Iterable[Position], answer: Iterable[int] | None
) -> Feedback:
    """Check Grundy values given for ``positions``, in order.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 2]))
    ✔ Right: all 5 values are correct.
    >>> print(check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 1]))
    ✘ The value of 4 is not 1: list the values of its options and take their mex.
    >>> print(check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(2), {0: 0, 1: 1}))
    ✘ Give the values as a list in the order of the positions, e.g. [0, 1], not {0: 0, 1: 1}.
    """
    positions = check_iterable(positions, "positions", error=InvalidArgumentError)
    expected = [grundy(game, position) for position in positions]
    if answer is None:
        return FILL_IN
    if isinstance(answer, dict | str | bytes):
        example = ", ".join(str(k % 2) for k in range(len(positions)))
        return Feedback(
            False,
            f"Give the values as a list in the order of the positions, e.g. [{example}], "
            f"not {answer!r}.",
        )
    values = check_iterable(answer, "answer", error=InvalidArgumentError)
    if len(values) != len(positions):
        return Feedback(False, f"Give one value per position: {len(positions)} values expected.")
    for position, value, right in zip(positions, values, expected, strict=True):
        if value != right:
            return Feedback(
                False,
                f"The value of {position} is not {value}: list the values of its options "
                "and take their mex.",
            )
    return Feedback(True, f"Right: all {len(values)} values are correct.")


OUTCOME_FORMS = (
    '"P" or "N" (also "P-position", "N-position" or gl.Outcome.P, in any case; '
    '"D" for a draw in a loopy game)'
)
"""How an outcome may be written, quoted by :func:`check_outcome` for an answer it cannot read."""

_OUTCOME_WORDS = {"P": Outcome.P, "N": Outcome.N, "D": Outcome.D, "DRAW": Outcome.D}


def read_outcome(answer: Any) -> Outcome | None:
    """Read an outcome class written as the reader likes, or ``None`` if it is not one.

    Examples
    --------
    >>> [read_outcome(a) for a in ("P", "n", " N-position ", "p position", "Outcome.N", "draw")]
    [<Outcome.P: 'P'>, <Outcome.N: 'N'>, <Outcome.N: 'N'>, <Outcome.P: 'P'>, <Outcome.N: 'N'>, <Outcome.D: 'D'>]
    >>> read_outcome("yes") is None and read_outcome(0) is None
    True
    """
    if isinstance(answer, Outcome):
        return answer
    if not isinstance(answer, str):
        return None
    text = " ".join(answer.strip().upper().replace("_", " ").replace("-", " ").split())
    text = text.removeprefix("OUTCOME.").removeprefix("GL.OUTCOME.")
    text = text.removesuffix(" POSITIONS").removesuffix(" POSITION").strip(" .")
    return _OUTCOME_WORDS.get(text)


def _has_cycles(game: Game, position: Position) -> bool:
    """Whether a cycle of moves can be reached from ``position`` (the game is loopy there)."""
    try:
        grundy(game, position)
    except LoopyGameError:
        return True
    return False


def check_outcome(
    game: Game, position: Position, answer: str | Outcome | None, misere: bool = False
) -> Feedback:
    """Check a reader's outcome class (P, N, or D for a draw) of ``position``.

    The answer may be ``"P"``, ``"N"``, ``"P-position"``, ``"n position"``,
    ``gl.Outcome.P``..., in any case. Anything else gets a message with the accepted
    forms; a draw (``"D"``) in a game that always ends gets a reminder that draws need
    cycles (lesson 13).

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_outcome(gl.Nim(), (1, 2, 3), "P"))
    ✔ Right: (1, 2, 3) is a P-position.
    >>> print(check_outcome(gl.Nim(), (1, 2, 4), "N-position"))
    ✔ Right: (1, 2, 4) is an N-position.
    >>> print(check_outcome(gl.Nim(), (1, 2, 4), gl.Outcome.P))
    ✘ Not quite: try to find a move from (1, 2, 4) to a P-position.
    >>> print(check_outcome(gl.Nim(), (1, 2, 4), "yes"))
    ✘ Answer with "P" or "N" (also "P-position", "N-position" or gl.Outcome.P, in any case; "D" for a draw in a loopy game), not 'yes'.
    >>> print(check_outcome(gl.Nim(), (1, 2, 4), "D"))
    ✘ Not quite: a draw needs play that can go on for ever, which only a loopy game allows (lesson 13). This game always ends, so (1, 2, 4) is P or N.
    """
    if answer is None:
        return FILL_IN
    given = read_outcome(answer)
    if given is None:
        return Feedback(False, f"Answer with {OUTCOME_FORMS}, not {answer!r}.")
    expected = outcome(game, position, misere=misere)
    if given == expected:
        if expected == Outcome.D:
            return Feedback(True, f"Right: {position} is a draw (D): neither player can force a win.")
        return Feedback(
            True, f"Right: {position} is a{'n' if expected == 'N' else ''} {expected}-position."
        )
    if given == Outcome.D:
        if not _has_cycles(game, position):
            return Feedback(
                False,
                "Not quite: a draw needs play that can go on for ever, which only a loopy game "
                f"allows (lesson 13). This game always ends, so {position} is P or N.",
            )
        return Feedback(
            False,
            f"Not quite: draws exist in this game, but from {position} one player can force a "
            "win. Which one?",
        )
    if expected == Outcome.D:
        return Feedback(
            False,
            f"Not quite: can that player really force a win from {position}? In a loopy game "
            "best play may also go on for ever.",
        )
    if expected == Outcome.N:
        return Feedback(False, f"Not quite: try to find a move from {position} to a P-position.")
    return Feedback(False, f"Not quite: check where each move from {position} leads.")


def _moves_given(game: Game, answer: Any, options: set[Position]) -> list[Any]:
    """The reader's moves: a list (or set...) of positions, or one bare position."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        return [answer]
    if isinstance(answer, str | bytes) and answer in options:  # a game whose positions are text
        return [answer]
    if isinstance(answer, tuple) and (
        answer in options
        or in_standard_form(game, answer, options) in options
        or not any(isinstance(item, tuple) for item in answer)
    ):
        return [answer]
    return check_iterable(answer, "answer", error=InvalidArgumentError)


def _match_option(game: Game, move: Any, options: set[Position]) -> Position | None:
    """The option the reader meant by ``move``, with the heaps in any order; None if none."""
    try:
        if move in options:
            return move  # type: ignore[no-any-return]
    except TypeError:  # an unhashable answer (a list) is compared as a tuple below
        move = tuple(move) if isinstance(move, list) else move
        if not isinstance(move, tuple) or move in options:
            return move if isinstance(move, tuple) and move in options else None
    standard = in_standard_form(game, move, options)
    if standard in options:
        return standard
    if isinstance(game, HeapGame):
        try:
            wanted = Counter(game.components(move))
        except (GrundyError, TypeError):
            return None
        for option in sort_positions(options):
            if Counter(game.components(option)) == wanted:
                return option
    return None


def check_winning_moves(
    game: Game, position: Position, answer: Iterable[Position] | Position | None
) -> Feedback:
    """Check a list of *all* winning moves (positions after the move) from ``position``.

    A single move may be given bare, ``(4, 12, 8)``, instead of in a list; the heaps of a
    move may come in any order. Messages quote the moves as the reader wrote them.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_winning_moves(gl.Nim(), (13, 12, 8), [(4, 12, 8)]))
    ✘ (4, 12, 8) is a winning move, but there are 3 in all.
    >>> print(check_winning_moves(gl.Nim(), (13, 12, 8), [(4, 12, 8), (13, 5, 8), (13, 12, 1)]))
    ✔ Right: these are all 3 winning moves.
    >>> print(check_winning_moves(gl.Nim(), (1, 3, 5), (1, 3, 2)))
    ✔ Right: this is the only winning move.
    >>> print(check_winning_moves(gl.Nim(), (13, 12, 8), [(12, 4, 8), (5, 13, 8), (1, 12, 13)]))
    ✔ Right: these are all 3 winning moves.
    >>> print(check_winning_moves(gl.Nim(), (13, 12, 8), [(9, 13, 12)]))
    ✘ (9, 13, 12) cannot be reached from (13, 12, 8) in one move.
    >>> print(check_winning_moves(gl.Nim(), (13, 12, 8), (12, 8, 3)))
    ✘ (12, 8, 3) leaves an N-position: your opponent could win from it.
    """
    if answer is None:
        return FILL_IN
    expected = winning_moves(game, position)
    options = set(options_of(game, position))
    chosen: dict[Hashable, Any] = {}  # option -> the reader's writing of it
    for move in _moves_given(game, answer, options):
        option = _match_option(game, move, options)
        if option is None:
            return Feedback(False, f"{move} cannot be reached from {position} in one move.")
        if option not in expected:
            return Feedback(False, f"{move} leaves an N-position: your opponent could win from it.")
        chosen.setdefault(option, move)
    given = list(chosen.values())
    if len(given) < len(expected):
        shown = ", ".join(str(m) for m in given) or "nothing"
        verb = "is a winning move" if len(given) == 1 else "are winning moves"
        if not given:
            return Feedback(False, f"There are {len(expected)} winning moves; you gave {shown}.")
        return Feedback(False, f"{shown} {verb}, but there are {len(expected)} in all.")
    if not expected:
        return Feedback(True, f"Right: {position} is a P-position, so no move wins.")
    if len(expected) == 1:
        return Feedback(True, "Right: this is the only winning move.")
    return Feedback(True, f"Right: these are all {len(expected)} winning moves.")


def in_standard_form(game: Game, move: Position, options: set[Position]) -> Position:
    """Return ``move`` as the game writes it, so ``(3, 6, 2)`` matches the heap game's ``(2, 3, 6)``.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.LaskersNim()
    >>> in_standard_form(game, (6, 1, 2, 5), set(game.moves((2, 5, 7))))
    (1, 2, 5, 6)
    >>> print(check_winning_moves(gl.BashGame(3), 21, [20]))
    ✔ Right: this is the only winning move.
    """
    if move in options or not isinstance(game, HeapGame):
        return move
    try:
        return game.position(game.components(move))
    except GrundyError:
        return move


def check_nim_sum(numbers: Iterable[int], answer: int | None) -> Feedback:
    """Check a nim-sum worked out by hand.

    Examples
    --------
    >>> print(check_nim_sum([22, 51], 37))
    ✔ Right: 22 ⊕ 51 = 37.
    >>> print(check_nim_sum([22, 51], 73))
    ✘ Not 73: that is the ordinary sum. Add the binary digits without carrying.
    """
    numbers = check_iterable(numbers, "numbers", error=InvalidArgumentError)
    expected = nim_sum(*numbers)
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(False, f"A nim-sum is a whole number 0 or more, not {answer!r}.")
    shown = " ⊕ ".join(map(str, numbers))
    if answer == expected:
        return Feedback(True, f"Right: {shown} = {expected}.")
    if answer == sum(numbers):
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary sum. Add the binary digits without carrying.",
        )
    wrong_bits = answer ^ expected
    return Feedback(
        False,
        f"Not {answer}: recheck the column worth {1 << (wrong_bits.bit_length() - 1)} "
        "(count the 1s in it: odd gives 1, even gives 0).",
    )


def check_mex(sets: Iterable[Iterable[int]], answer: Iterable[int | None] | None) -> Feedback:
    """Check the mex worked out by hand for each of several sets, in order.

    Examples
    --------
    >>> print(check_mex([{0, 1, 2, 4}, set()], [3, 0]))
    ✔ Right: all 2 values are correct.
    >>> print(check_mex([{0, 1, 2, 4}], [4]))
    ✘ mex{0, 1, 2, 4} is not 4: 4 is in the set, and the mex is never in the set.
    >>> print(check_mex([{2, 3, 5}], [1]))
    ✘ mex{2, 3, 5} is not 1: a smaller number is missing from the set too.
    >>> print(check_mex([{2, 3, 5}], None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    sets = [
        sorted(set(check_iterable(s, "each set", error=InvalidArgumentError)))
        for s in check_iterable(sets, "sets", error=InvalidArgumentError)
    ]
    if answer is None:
        return FILL_IN
    values = check_iterable(answer, "answer", error=InvalidArgumentError)
    if len(values) != len(sets):
        return Feedback(False, f"Give one value per set: {len(sets)} values expected.")
    for members, value in zip(sets, values, strict=True):
        if value is None:
            return FILL_IN
        if isinstance(value, bool) or not isinstance(value, int):
            return Feedback(False, f"A mex is a whole number, not {value!r}.")
        shown = "mex{" + ", ".join(map(str, members)) + "}"
        expected = mex(members)
        if value == expected:
            continue
        if value in members:
            return Feedback(
                False,
                f"{shown} is not {value}: {value} is in the set, and the mex is never in the set.",
            )
        if value > expected:
            return Feedback(
                False, f"{shown} is not {value}: a smaller number is missing from the set too."
            )
        return Feedback(
            False, f"{shown} is not {value}: is every number below it really in the set?"
        )
    return Feedback(True, f"Right: all {len(values)} values are correct.")


def check_sum(game: object) -> Sum:
    """Return ``game`` if it is a :class:`~grundylib.game.Sum`, else raise.

    Examples
    --------
    >>> check_sum(3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: game must be a Sum of games, got 3
    """
    if not isinstance(game, Sum):
        raise InvalidArgumentError(f"game must be a Sum of games, got {game!r}")
    return game


def check_sum_grundy(
    game: Sum, position: tuple[Any, ...], values: Iterable[int] | None, total: int | None
) -> Feedback:
    """Check the Grundy value of each component of a sum, and of the whole sum.

    Parameters
    ----------
    game : Sum
        The sum of games.
    position : tuple
        One position per component.
    values : list of int
        The reader's Grundy value of each component, in order.
    total : int
        The reader's Grundy value of the sum.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.Sum(gl.SubtractionGame({1, 2}), gl.Nim())
    >>> print(check_sum_grundy(game, (4, 5), [1, 5], 4))
    ✔ Right: the components have values 1, 5 and the sum has value 4.
    >>> print(check_sum_grundy(game, (4, 5), [1, 5], 6))
    ✘ The components are right, but the sum is not 6: add their values without carrying.
    >>> print(check_sum_grundy(game, (4, 5), [2, 5], 7))
    ✘ Component 1 (4 in SubtractionGame({1, 2})) does not have value 2: take the mex of its options.
    >>> print(check_sum_grundy(game, (4, 5), None, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    parts = check_sum(game).parts(position)
    if values is None or total is None:
        return FILL_IN
    given = check_iterable(values, "values", error=InvalidArgumentError)
    if len(given) != len(parts):
        return Feedback(False, f"Give one value per component: {len(parts)} values expected.")
    expected = []
    for i, (component, part, value) in enumerate(zip(game.games, parts, given, strict=True)):
        right = grundy(component, part)
        if value != right:
            return Feedback(
                False,
                f"Component {i + 1} ({part} in {component!r}) does not have value {value}: "
                "take the mex of its options.",
            )
        expected.append(right)
    if total != nim_sum(*expected):
        return Feedback(
            False,
            f"The components are right, but the sum is not {total}: "
            "add their values without carrying.",
        )
    shown = ", ".join(map(str, expected))
    return Feedback(
        True, f"Right: the components have values {shown} and the sum has value {total}."
    )


def check_fibonacci_nim_take(n: int, answer: int | None) -> Feedback:
    """Check a first take in Fibonacci Nim on a fresh heap of ``n`` counters.

    Any take that leaves the opponent a P-position (found by searching the game) is
    right. A wrong take gets a hint: the Zeckendorf representation of what it leaves,
    and the opponent's limit, which is large enough to take its smallest term.

    Parameters
    ----------
    n : int
        The fresh heap.
    answer : int or None
        The reader's take; ``None`` while the exercise is not done.

    Examples
    --------
    >>> print(check_fibonacci_nim_take(83, 2))
    ✔ Right: taking 2 from 83 leaves your opponent a lost position.
    >>> print(check_fibonacci_nim_take(83, 3))
    ✘ Taking 3 leaves 80 = 55 + 21 + 3 + 1, and your opponent may take up to 6: enough to take 1 and copy your plan.
    >>> print(check_fibonacci_nim_take(83, 83))
    ✘ The first move takes between 1 and 82 counters (not the whole heap), not 83.
    >>> print(check_fibonacci_nim_take(83, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if answer is None:
        return FILL_IN
    game = FibonacciNim()
    start = game.start(n)
    if isinstance(answer, bool) or not isinstance(answer, int) or not 1 <= answer <= start[1]:
        return Feedback(
            False,
            f"The first move takes between 1 and {start[1]} counters (not the whole heap), "
            f"not {answer!r}.",
        )
    left = n - answer
    if (left, min(2 * answer, left)) in winning_moves(game, start):
        return Feedback(
            True, f"Right: taking {answer} from {n} leaves your opponent a lost position."
        )
    if not winning_moves(game, start):
        return Feedback(False, f"{n} is a Fibonacci number: every first move loses to best play.")
    terms = zeckendorf(left)
    return Feedback(
        False,
        f"Taking {answer} leaves {left} = {' + '.join(map(str, terms))}, and your opponent may "
        f"take up to {min(2 * answer, left)}: enough to take {terms[-1]} and copy your plan.",
    )


def check_sum_example(
    game: Sum, answer: tuple[Any, ...] | None, parts: Iterable[str], whole: str
) -> Feedback:
    """Check a position of a sum whose parts and whole must have the given outcome classes.

    Parameters
    ----------
    game : Sum
        The sum of games.
    answer : tuple
        The reader's position, one entry per component.
    parts : iterable of str
        The outcome class (``"P"`` or ``"N"``) wanted for each component.
    whole : str
        The outcome class wanted for the sum.

    Examples
    --------
    >>> import grundylib as gl
    >>> two = gl.Sum(gl.Nim(), gl.Nim())
    >>> print(check_sum_example(two, (2, 2), "NN", "P"))
    ✔ Right: (2, 2) has parts N + N and the sum is a P-position.
    >>> print(check_sum_example(two, (0, 2), "NN", "P"))
    ✘ Part 1 (0) is a P-position; you need an N-position there.
    >>> print(check_sum_example(two, (1, 2), "NN", "P"))
    ✘ The parts are right, but the sum is an N-position: compare the parts' SG values.
    >>> print(check_sum_example(two, None, "NN", "P"))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> print(check_sum_example(two, [3, 3], "NN", "P"))  # a list is read as the tuple (3, 3)
    ✔ Right: (3, 3) has parts N + N and the sum is a P-position.
    """
    items = check_iterable(parts, "parts", text=True, error=InvalidArgumentError)
    wanted = [str(p).upper() for p in items]
    if answer is None:
        return FILL_IN
    if isinstance(answer, list):
        answer = tuple(answer)
    position = check_sum(game).parts(answer)
    outcomes = [outcome(component, x) for component, x in zip(game.games, position, strict=True)]
    for i, (x, got, want) in enumerate(zip(position, outcomes, wanted, strict=True)):
        if got != want:
            return Feedback(
                False,
                f"Part {i + 1} ({x}) is a{'n' if got == Outcome.N else ''} {got}-position; "
                f"you need a{'n' if want == 'N' else ''} {want}-position there.",
            )
    got_whole = outcome(game, position)
    if got_whole != whole.upper():
        article = "an" if got_whole == Outcome.N else "a"
        return Feedback(
            False,
            f"The parts are right, but the sum is {article} {got_whole}-position: "
            "compare the parts' SG values.",
        )
    article = "an" if whole.upper() == "N" else "a"
    return Feedback(
        True,
        f"Right: {position} has parts {' + '.join(wanted)} and the sum is {article} "
        f"{whole.upper()}-position.",
    )


def check_period(game: HeapGame | str, answer: int | tuple[int, int] | None) -> Feedback:
    """Check a predicted period (or ``(preperiod, period)`` pair) of a heap game's values.

    The true values come from :func:`grundylib.octal_period`, so ``game`` is anything it
    accepts: a subtraction game, an :class:`~grundylib.OctalGame` or an octal code.

    Parameters
    ----------
    game : SubtractionGame, OctalGame or str
        The game whose Grundy sequence is eventually periodic.
    answer : int or (int, int) or None
        The reader's period ``p``, or ``(preperiod, p)``; ``None`` while not done.

    Returns
    -------
    Feedback
        On a wrong period, a heap ``n`` with ``g(n) != g(n + answer)`` (or a hint that
        the answer is a multiple of the period); on a wrong preperiod, which way to look.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_period(gl.SubtractionGame({1, 3, 4}), 7))
    ✔ Right: the values of SubtractionGame({1, 3, 4}) repeat with period 7 from the start.
    >>> print(check_period(gl.SubtractionGame({1, 3, 4}), 14))
    ✘ 14 is a period, but not the smallest one: look for a shorter repeat.
    >>> print(check_period(gl.SubtractionGame({1, 3, 4}), 4))
    ✘ Not 4: g(0) = 0 but g(4) = 2, so the values do not repeat every 4 heaps.
    >>> print(check_period("0.77", (71, 12)))
    ✔ Right: the values of 0.77 repeat with period 12 from heap 71 on.
    >>> print(check_period("0.77", (50, 12)))
    ✘ The period is right, but g(n) != g(n + 12) for 3 heaps n >= 50: the repetition starts later.
    >>> print(check_period("0.77", (80, 12)))
    ✘ The period is right, but the values already repeat before heap 80: the repetition starts earlier.
    >>> print(check_period("0.77", 10**9 + 1))
    ✘ Not 1000000001: g(71) = 7 but g(1000000072) = 1, so the values do not repeat every 1000000001 heaps.
    >>> print(check_period(gl.SubtractionGame({2, 5}), None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if answer is None:
        return FILL_IN
    pair = answer if isinstance(answer, tuple) else (None, answer)
    start, period = pair if len(pair) == 2 else (None, None)
    for value in (start, period):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            return Feedback(
                False,
                f"Give whole numbers: a period, or (preperiod, period); got {shorten(answer)}.",
            )
    if period is None or period < 1 or (start is not None and start < 0):
        return Feedback(False, f"A period is a positive whole number, got {shorten(answer)}.")
    result = octal_period(game, progress=False)
    if result.preperiod is None or result.period is None:
        return Feedback(False, f"No period of {result.code} is known, so none can be checked.")
    n0, p = result.preperiod, result.period
    name = result.code
    if period % p == 0 and period != p:
        return Feedback(
            False, f"{period} is a period, but not the smallest one: look for a shorter repeat."
        )
    # every value is read from the proved period, so a huge answer costs nothing
    known = grundy_sequence(game, n0 + p, progress=False).tolist()

    def g(m: int) -> int:
        return int(known[m] if m < n0 + p else known[n0 + (m - n0) % p])

    if period != p:
        # p is the smallest period, so some heap of one period breaks the answer's repeat
        n = next(k for k in range(n0, n0 + p) if g(k) != g(k + period))
        return Feedback(
            False,
            f"Not {shorten(period)}: g({n}) = {g(n)} but g({shorten(n + period)}) = "
            f"{g(n + period)}, so the values do not repeat every {shorten(period)} heaps.",
        )
    if start is not None and start < n0:
        broken = sum(1 for k in range(start, n0) if g(k) != g(k + p))
        return Feedback(
            False,
            f"The period is right, but g(n) != g(n + {p}) for {broken} heap"
            f"{'s' if broken > 1 else ''} n >= {start}: the repetition starts later.",
        )
    if start is not None and start > n0:
        return Feedback(
            False,
            f"The period is right, but the values already repeat before heap {shorten(start)}: "
            "the repetition starts earlier.",
        )
    where = "from the start" if n0 == 0 else f"from heap {n0} on"
    return Feedback(True, f"Right: the values of {name} repeat with period {p} {where}.")


def check_xor_upto(x: int, answer: int | None) -> Feedback:
    """Check ``1 ^ 2 ^ ... ^ x`` worked out by hand (with the period-4 rule, for large ``x``).

    Examples
    --------
    >>> print(check_xor_upto(2025, 1))
    ✔ Right: 1 ⊕ 2 ⊕ ... ⊕ 2025 = 1.
    >>> print(check_xor_upto(2025, 2026))
    ✘ Not 2026: 2025 leaves remainder 1 when divided by 4; which case of the rule is that?
    >>> print(check_xor_upto(6, 7))
    ✔ Right: 1 ⊕ 2 ⊕ ... ⊕ 6 = 7.
    >>> print(check_xor_upto(2025, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if answer is None:
        return FILL_IN
    expected = xor_upto(x)
    if answer == expected:
        return Feedback(True, f"Right: 1 ⊕ 2 ⊕ ... ⊕ {x} = {expected}.")
    return Feedback(
        False,
        f"Not {answer}: {x} leaves remainder {x % 4} when divided by 4; which case of the rule "
        "is that?",
    )


# --- lesson 07 ---


def _call_student(function: Any, argument: Any) -> tuple[Any, str | None]:
    """Run ``function(argument)``; return its result, or a message naming what went wrong."""
    if not callable(function):
        return None, f"Pass your function itself (its name, no brackets), got {function!r}."
    try:
        return function(argument), None
    except NotImplementedError:
        return None, "Write your function first (replace the line `raise NotImplementedError`)."
    except Exception as error:  # the student's code may raise anything: report it
        name = getattr(function, "__name__", "your function")
        return None, f"{name}({argument!r}) raised {type(error).__name__}: {error}"


def check_table_function(function: Any, game: HeapGame | str, up_to: int = 60) -> Feedback:
    """Run a reader's ``function(n)``, meant to return the Grundy values ``g(0), ..., g(n-1)``.

    The function is called with every length ``0, 1, ..., up_to + 1`` and each table is
    compared with :func:`grundylib.grundy_sequence`; the first wrong length or heap is
    reported with a hint, without the right value.

    Parameters
    ----------
    function : callable
        The reader's function: an int ``n`` in, a list (or array) of ``n`` ints out.
    game : HeapGame or str
        The one-heap game (for example an :class:`~grundylib.OctalGame` or its code).
    up_to : int, optional
        The largest heap size checked (default 60).

    Returns
    -------
    Feedback
        Right when every table is right; otherwise the first heap whose value is wrong.

    Examples
    --------
    >>> import grundylib as gl
    >>> def bash_table(n):
    ...     return [h % 4 for h in range(n)]
    >>> print(check_table_function(bash_table, gl.BashGame(3), up_to=40))
    ✔ Right: your function gives g(0..n-1) correctly for every n up to 41.
    >>> print(check_table_function(lambda n: [h % 3 for h in range(n)], gl.BashGame(3), up_to=40))
    ✘ <lambda>(4)[3] is 0, but g(3) is not 0 (g(0..2) are right): list the options of a heap of 3, with their values, and take the mex.
    >>> print(check_table_function(lambda n: [0] * (n + 1), gl.BashGame(3), up_to=40))
    ✘ <lambda>(0) should return a list of 0 values, one per heap 0..-1; it returned 1.
    >>> def not_yet(n):
    ...     raise NotImplementedError
    >>> print(check_table_function(not_yet, gl.BashGame(3)))
    ✘ Write your function first (replace the line `raise NotImplementedError`).
    >>> print(check_table_function(None, gl.BashGame(3)))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    up_to = check_at_most(up_to, 100_000, "up_to")
    expected = [int(v) for v in grundy_sequence(game, up_to + 1, progress=False)]
    name = getattr(function, "__name__", "your function")
    for n in range(up_to + 2):
        result, problem = _call_student(function, n)
        if problem is not None:
            return Feedback(False, problem)
        try:
            table = [int(v) for v in result]
        except (TypeError, ValueError):
            return Feedback(
                False, f"{name}({n}) should return a list of {n} whole numbers, got {result!r}."
            )
        if len(table) != n:
            return Feedback(
                False,
                f"{name}({n}) should return a list of {n} values, one per heap 0..{n - 1}; "
                f"it returned {len(table)}.",
            )
        for heap, (value, right) in enumerate(zip(table, expected, strict=False)):
            if value != right:
                before = f" (g(0..{heap - 1}) are right)" if heap > 0 else ""
                return Feedback(
                    False,
                    f"{name}({n})[{heap}] is {value}, but g({heap}) is not {value}{before}: "
                    f"list the options of a heap of {heap}, with their values, and take the mex.",
                )
    return Feedback(
        True, f"Right: your function gives g(0..n-1) correctly for every n up to {up_to + 1}."
    )


# --- lesson 08 ---


def period_test_tables() -> list[list[int]]:
    """The tables on which :func:`check_period_function` runs a reader's period finder.

    Edge cases (empty, short, constant, no period yet), Grundy tables of subtraction and
    octal games of several lengths, and seeded random eventually periodic tables.

    Examples
    --------
    >>> tables = period_test_tables()
    >>> len(tables) > 100, [] in tables, [0, 1, 2, 3] in tables
    (True, True, True)
    """


    tables: list[list[int]] = [[], [0], [0, 0], [0, 1], [0, 1, 2, 3], [3, 3, 3, 3, 3]]
    tables += [[5, 0, 1, 2, 0, 1, 2, 0, 1, 2], [0, 1, 0, 1, 0], [1, 0, 0, 0, 0, 0, 0]]
    games: list[Any] = [SubtractionGame(s) for s in ({1, 2, 3}, {1, 3, 4}, {2, 5}, {2, 4, 7})]
    games += [SubtractionGame({2, 7, 8}), SubtractionGame({3, 9}), "0.77", "0.07", "4.7", "0.6"]
    for game in games:
        full = [int(v) for v in grundy_sequence(game, 300, progress=False)]
        tables += [full[:length] for length in (5, 12, 30, 60, 150, 300)]
    rng = random.Random(2026)
    for _ in range(80):
        pre = [rng.randrange(4) for _ in range(rng.randrange(6))]
        block = [rng.randrange(4) for _ in range(rng.randrange(1, 7))]
        length = rng.randrange(len(pre), len(pre) + 5 * len(block) + 4)
        tables.append((pre + block * 10)[:length])
    return tables


def check_period_function(function: Any) -> Feedback:
    """Run a reader's period finder on many tables and compare with :func:`grundylib.find_period`.

    The reader's ``function(values)`` should return ``(preperiod, period)`` for the smallest
    period ``p``, with the smallest preperiod ``n0`` for it, such that
    ``values[n + p] == values[n]`` for every ``n0 <= n < len(values) - p`` and
    ``len(values) >= 2 * n0 + 2 * p``; or ``None`` when no pair qualifies.

    Parameters
    ----------
    function : callable
        The reader's function: a list of ints in, a pair ``(n0, p)`` or ``None`` out.

    Returns
    -------
    Feedback
        Right when it agrees on every table of :func:`period_test_tables`; otherwise the
        first table where it disagrees, with what it returned and what was expected.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_period_function(gl.find_period))
    ✔ Right: your function agrees with gl.find_period on all 149 tables.
    >>> def only_from_start(values):
    ...     for p in range(1, len(values) // 2 + 1):
    ...         if all(values[n] == values[n + p] for n in range(len(values) - p)):
    ...             return (0, p)
    ...     return None
    >>> print(check_period_function(only_from_start))  # doctest: +ELLIPSIS
    ✘ only_from_start([5, 0, 1, 2, 0, 1, 2, 0, 1, 2]) returned None, expected (1, 3): ...
    """
    if function is None:
        return FILL_IN
    tables = period_test_tables()
    name = getattr(function, "__name__", "your function")
    for table in tables:
        right = find_period(table)
        expected = None if right is None else (right.preperiod, right.period)
        result, problem = _call_student(function, list(table))
        if problem is not None:
            return Feedback(False, problem)
        given: Any = result
        if result is not None:
            try:
                given = tuple(int(v) for v in result)
            except (TypeError, ValueError):
                given = None
            if given is None or len(given) != 2 or isinstance(result, str):
                return Feedback(
                    False,
                    f"{name} should return a pair (preperiod, period) of whole numbers, or None; "
                    f"it returned {result!r}.",
                )
        if given != expected:
            shown = table if len(table) <= 12 else [*table[:12], "..."]
            head = f"{name}({shown}) returned {result!r}, expected {expected!r}: ".replace(
                "'...'", "..."
            )
            if expected is None:
                hint = "no pair qualifies: is the repeating part seen twice and at least as long as the preperiod?"
            elif result is None:
                hint = (
                    "a pair qualifies here: try every preperiod n0, not only 0, for each period p."
                )
            elif given[1] != expected[1]:
                hint = "try the periods p = 1, 2, 3, ... in this order and return the first that qualifies."
            else:
                hint = "for that period, try the preperiods n0 = 0, 1, 2, ... in this order."
            return Feedback(False, head + hint)
    return Feedback(
        True, f"Right: your function agrees with gl.find_period on all {len(tables)} tables."
    )


# --- lesson 13 ---


def check_misere_winning_moves(
    game: Game, position: Position, answer: Iterable[Position] | None
) -> Feedback:
    """Check a list of *all* winning moves from ``position`` in **misère** play.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [(1, 1, 1)]))
    ✔ Right: this is the only winning move in misère play.
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [(1, 1, 0)]))
    ✘ (1, 1, 0) leaves a position your opponent wins in misère play (the last mover loses).
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [(1, 2, 5)]))
    ✘ (1, 2, 5) cannot be reached from (1, 1, 5) in one move.
    >>> print(check_misere_winning_moves(gl.Nim(), (2, 2), []))
    ✔ Right: (2, 2) is a misère P-position, so no move wins.
    """
    if answer is None:
        return FILL_IN
    expected = winning_moves(game, position, misere=True)
    options = set(options_of(game, position))
    given = unique(
        in_standard_form(game, move, options)
        for move in check_iterable(answer, "answer", error=InvalidArgumentError)
    )
    for move in given:
        if move not in options:
            return Feedback(False, f"{move} cannot be reached from {position} in one move.")
        if move not in expected:
            return Feedback(
                False,
                f"{move} leaves a position your opponent wins in misère play "
                "(the last mover loses).",
            )
    if len(given) < len(expected):
        if not given:
            return Feedback(False, f"There are {len(expected)} winning moves; you gave none.")
        return Feedback(
            False, f"Your moves win, but there are {len(expected)} winning moves in all."
        )
    if not expected:
        return Feedback(True, f"Right: {position} is a misère P-position, so no move wins.")
    if len(expected) == 1:
        return Feedback(True, "Right: this is the only winning move in misère play.")
    return Feedback(True, f"Right: these are all {len(expected)} winning moves in misère play.")


# --- lesson 02 ---


def _function_name(function: Callable[..., Any]) -> str:
    """The name a reader gave their function (``my_function`` for a lambda)."""
    name = getattr(function, "__name__", "")
    return name if name.isidentifier() else "my_function"


def _call(function: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
    """Run a reader's function: ``(True, result)``, or ``(False, "the error")`` if it raised."""
    try:
        return True, function(*args)
    except Exception as error:  # a reader's code may raise anything; report it, do not crash
        return False, f"{type(error).__name__}: {error}"


def _shown(name: str, *args: Any) -> str:
    return f"{name}({', '.join(map(repr, args))})"


def _nim_test_positions() -> list[tuple[int, ...]]:
    """Nim positions a winning-move finder is tried on, easiest first."""
    first = [(5,), (0,), (2, 2), (2, 3), (1, 2, 3), (3, 4, 5), (13, 12, 8), (5, 7, 9)]
    rest = [
        *itertools.product(range(6), repeat=2),
        *itertools.product(range(8), repeat=3),
        *itertools.product(range(4), repeat=4),
        (100, 37, 64),
        (1000, 999, 3, 17),
        (2024, 1, 2, 3, 4, 5),
    ]
    return list(dict.fromkeys([*first, *rest]))


def check_nim_winning_moves_function(function: Callable[[Any], Any] | None) -> Feedback:
    """Test a reader's function that lists every winning move of a Nim position.

    The function gets a tuple of heap sizes and must return a list of positions (tuples of
    heap sizes in the same order), one for each move to a P-position, and ``[]`` when there
    is none. It is run on more than 800 positions; the feedback names the first position
    where it goes wrong and what is wrong there, without showing the right list.

    Parameters
    ----------
    function : callable or None
        The reader's function; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if the function agrees with :func:`grundylib.winning_moves` everywhere.

    Examples
    --------
    >>> def my_winning_moves(heaps):
    ...     return []
    >>> print(check_nim_winning_moves_function(my_winning_moves))
    ✘ my_winning_moves((5,)) returned []: (5,) has 1 winning move, your function found 0.
    >>> def my_winning_moves(heaps):
    ...     s = 0
    ...     for h in heaps:
    ...         s ^= h
    ...     return [heaps[:i] + (h ^ s,) + heaps[i + 1:]
    ...             for i, h in enumerate(heaps) if h ^ s < h]
    >>> print(check_nim_winning_moves_function(my_winning_moves))
    ✔ Right: my_winning_moves found every winning move, and only those, in all 811 positions tried.
    >>> print(check_nim_winning_moves_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of one argument (a tuple of heaps), not {function!r}.")

    nim, name = Nim(), _function_name(function)
    positions = _nim_test_positions()
    for heaps in positions:
        call = _shown(name, heaps)
        ran, result = _call(function, heaps)
        if not ran:
            return Feedback(False, f"{call} raised {result}.")
        if isinstance(result, str | bytes) or not isinstance(result, Iterable):
            return Feedback(
                False,
                f"{call} returned {result!r}: return a list of positions (tuples of heap sizes), "
                "[] when there is none.",
            )
        moves: list[tuple[Any, ...]] = []
        for move in result:
            if isinstance(move, str | bytes) or not isinstance(move, Iterable):
                return Feedback(
                    False,
                    f"{call} returned {result!r}: each winning move is a position, a tuple of "
                    "heap sizes such as (1, 2, 3).",
                )
            moves.append(tuple(move))
        expected = winning_moves(nim, heaps)
        for move in moves:
            if len(move) != len(heaps):
                return Feedback(
                    False,
                    f"{call} gave {move}: a position after a move keeps all {len(heaps)} heaps, "
                    "in the same order (an emptied heap stays as 0).",
                )
            changed = [i for i in range(len(heaps)) if move[i] != heaps[i]]
            if len(changed) != 1 or not 0 <= move[changed[0]] < heaps[changed[0]]:
                return Feedback(
                    False, f"{call} gave {move}: that is not one move (lower exactly one heap)."
                )
            if move not in expected:
                return Feedback(
                    False,
                    f"{call} gave {move}, whose nim-sum is {nim_sum(*move)}, not 0: "
                    "your opponent wins from there.",
                )
        if len(set(moves)) != len(moves):
            return Feedback(False, f"{call} lists the same move twice.")
        if len(moves) < len(expected):
            plural = "s" if len(expected) > 1 else ""
            return Feedback(
                False,
                f"{call} returned {sorted(moves)}: {heaps} has {len(expected)} winning "
                f"move{plural}, your function found {len(moves)}.",
            )
    return Feedback(
        True,
        f"Right: {name} found every winning move, and only those, in all {len(positions)} "
        "positions tried.",
    )


# --- lesson 04 ---


def _mex_test_inputs() -> list[tuple[Any, str]]:
    """Inputs a mex function is tried on, each with what it tests."""
    rng = random.Random(2024)
    cases: list[tuple[Any, str]] = [
        ([0, 1, 3], ""),
        ([], "the mex of the empty list is 0"),
        ([1, 2, 3], "a list without 0"),
        ([0, 1, 2], "a list with no gap"),
        ([3, 0, 2, 1, 5], "the values may come in any order"),
        ([1, 0, 1, 0, 0], "the values may repeat"),
        ({0, 1, 2, 4}, "the values may come as a set"),
        ((0, 2), "the values may come as a tuple"),
        ([10**9], "a large value"),
        (list(range(100)), "a long list with no gap"),
        (list(range(100))[::-1], "a long list in decreasing order"),
    ]
    for _ in range(200):
        values = [rng.randrange(12) for _ in range(rng.randrange(15))]
        cases.append((values, "a random list"))
    return cases


def check_mex_function(function: Callable[[Any], Any] | None) -> Feedback:
    """Test a reader's mex function on many lists, sets and tuples of non-negative integers.

    Parameters
    ----------
    function : callable or None
        The reader's function of one argument; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        The first input where the function disagrees with :func:`grundylib.mex`, what it
        returned, and what the input tests (order, repeats, the empty list...).

    Examples
    --------
    >>> def my_mex(values):
    ...     return max(values) + 1
    >>> print(check_mex_function(my_mex))
    ✘ my_mex([0, 1, 3]) returned 4, but the mex is the smallest number that is not in the list.
    >>> def my_mex(values):
    ...     k = 0
    ...     while k in values:
    ...         k += 1
    ...     return k
    >>> print(check_mex_function(my_mex))
    ✔ Right: my_mex agrees with the mex on all 211 inputs tried.
    >>> print(check_mex_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of one argument, not {function!r}.")
    name = _function_name(function)
    cases = _mex_test_inputs()
    for values, what in cases:
        expected = mex(values)
        given = type(values)(values)  # a fresh copy: the reader's function may change it
        call = _shown(name, given)
        ran, result = _call(function, given)
        if not ran:
            note = f" ({what})" if what else ""
            return Feedback(False, f"{call} raised {result}{note}.")
        if isinstance(result, bool) or not isinstance(result, int):
            return Feedback(False, f"{call} returned {result!r}: a mex is a whole number.")
        if result != expected:
            note = f" Note: {what}." if what else ""
            return Feedback(
                False,
                f"{call} returned {result}, but the mex is the smallest number that is not in "
                f"the list.{note}",
            )
    return Feedback(True, f"Right: {name} agrees with the mex on all {len(cases)} inputs tried.")


# --- lesson 06 ---

_TABLE_CASES: list[tuple[frozenset[int], int]] = [
    (frozenset({1, 2}), 8),
    (frozenset({1, 3, 4}), 20),
    (frozenset({2, 3}), 15),
    (frozenset({3}), 10),
    (frozenset({2, 5, 7}), 40),
    (frozenset({1, 4, 9, 16}), 60),
    (frozenset({5, 6}), 30),
    (frozenset({1}), 0),
    (frozenset({4, 7, 11, 12}), 80),
]


def check_grundy_table_function(function: Callable[[Any, int], Any] | None) -> Feedback:
    """Test a reader's function ``f(takes, size)`` giving the Grundy values of a subtraction game.

    The function gets a set of allowed takes and a number ``size`` and must return the list
    ``[g(0), g(1), ..., g(size - 1)]`` of the subtraction game with those takes. It is tried
    on nine games; the feedback names the first wrong entry and how to recompute it.

    Parameters
    ----------
    function : callable or None
        The reader's function of two arguments; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right if every table agrees with :func:`grundylib.grundy`.

    Examples
    --------
    >>> def my_grundy_table(takes, size):
    ...     return [n % (max(takes) + 1) for n in range(size)]
    >>> print(check_grundy_table_function(my_grundy_table))
    ✘ my_grundy_table({1, 3, 4}, 20)[2] is 2, but g(2) is the mex of g(2 - s) for the takes s ≤ 2 (here: g(1)).
    >>> def my_grundy_table(takes, size):
    ...     table = []
    ...     for n in range(size):
    ...         table.append(mex(table[n - s] for s in takes if s <= n))
    ...     return table
    >>> print(check_grundy_table_function(my_grundy_table))
    ✔ Right: my_grundy_table gives the right values for all 9 games tried.
    >>> print(check_grundy_table_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of two arguments, not {function!r}.")

    name = _function_name(function)
    for takes, size in _TABLE_CASES:
        game = SubtractionGame(takes)
        expected = [grundy(game, n) for n in range(size)]
        shown_takes = "{" + ", ".join(map(str, sorted(takes))) + "}"
        call = f"{name}({shown_takes}, {size})"
        ran, result = _call(function, set(takes), size)
        if not ran:
            return Feedback(False, f"{call} raised {result}.")
        if isinstance(result, str | bytes) or not isinstance(result, Iterable):
            return Feedback(
                False, f"{call} returned {result!r}: return a list of {size} values g(0), ..."
            )
        table = list(result)
        if len(table) != size:
            return Feedback(
                False,
                f"{call} returned {len(table)} values: give {size}, for the heaps 0 to {size - 1}.",
            )
        for n, (value, right) in enumerate(zip(table, expected, strict=True)):
            if value != right:
                smaller = ", ".join(f"g({n - s})" for s in sorted(takes) if s <= n) or "none"
                return Feedback(
                    False,
                    f"{call}[{n}] is {value!r}, but g({n}) is the mex of g({n} - s) for the takes "
                    f"s ≤ {n} (here: {smaller}).",
                )
    return Feedback(
        True, f"Right: {name} gives the right values for all {len(_TABLE_CASES)} games tried."
    )


# --- lesson 03: Nim in disguise ---

__all__ += [  # lesson 03: Nim in disguise
    "check_p_position_rule",
]


def check_p_position_rule(
    game: Game, positions: Iterable[Position], rule: Callable[[Any], Any] | None
) -> Feedback:
    """Check a rule written as code: ``rule(position)`` is true exactly on the P-positions.

    The rule is compared with a search of the game (which knows no theory) on every one
    of ``positions``; the first position where they disagree is named, without its answer
    being explained.

    Parameters
    ----------
    game : Game
        The game whose P-positions the rule describes.
    positions : iterable of positions
        The positions to test.
    rule : callable
        The reader's function: True (P) or False (N) for a position.

    Examples
    --------
    >>> import grundylib as gl
    >>> positions = [(a, b) for a in range(6) for b in range(6)]
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: p[0] == p[1]))
    ✔ Right: your rule agrees with the search on all 36 positions.
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: p[0] + p[1] == 0))
    ✘ Your rule says (1, 1) is N, but it is a P-position: every move from it leads to an N-position.
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: None))
    ✘ Your function returned None: fill in your code so that it returns True (P-position) or False (N-position), then run this cell again.
    >>> print(check_p_position_rule(gl.Nim(), positions, lambda p: "P"))
    ✘ rule must return True (P-position) or False (N-position); for (0, 0) it returned 'P'.
    """
    items = check_iterable(positions, "positions", error=InvalidArgumentError)
    if rule is None:
        return FILL_IN
    if not callable(rule):
        return Feedback(False, f"rule must be a function of a position, got {rule!r}.")
    for position in items:
        try:
            said = rule(position)
        except Exception as error:  # the reader's code: report, do not crash the lesson
            return Feedback(
                False, f"Your rule raised {type(error).__name__}: {error} on {position}."
            )
        if said is None:
            return Feedback(
                False,
                "Your function returned None: fill in your code so that it returns True "
                "(P-position) or False (N-position), then run this cell again.",
            )
        if not isinstance(said, bool):
            return Feedback(
                False,
                "rule must return True (P-position) or False (N-position); "
                f"for {position} it returned {said!r}.",
            )
        truth = outcome(game, position) == Outcome.P
        if said != truth:
            if truth:
                why = "but it is a P-position: every move from it leads to an N-position."
            else:
                why = "but it is an N-position: some move from it leads to a P-position."
            return Feedback(False, f"Your rule says {position} is {'P' if said else 'N'}, {why}")
    return Feedback(True, f"Right: your rule agrees with the search on all {len(items)} positions.")


# --- lesson 11: Chomp and strategy stealing ---

__all__ += [  # lesson 11: Chomp and strategy stealing
    "check_chomp_move",
    "check_chomp_p_positions",
    "check_chomp_strategy",
]


def check_chomp_move(shape: Any, answer: Any) -> Feedback:
    """Check a winning bite in Chomp, given as the square ``(row, column)`` from the poison.

    Examples
    --------
    >>> print(check_chomp_move((4, 4), (2, 4)))
    ✔ Right: biting at (2, 4) leaves (4, 3), a P-position.
    >>> print(check_chomp_move((4, 4), (1, 4)))
    ✘ Biting at (1, 4) leaves (3, 3), an N-position: your opponent has a winning bite from it.
    >>> print(check_chomp_move((4, 4), (3, 1)))
    ✘ (3, 1) is not a square of the bar (4, 4): give (row, column), both counted from 1 at the poisoned square.
    """
    rows = check_shape(shape)
    if answer is None:
        return FILL_IN
    try:
        after = chomp_bite(rows, answer)
    except GrundyError:  # not a square of the bar, or the poisoned one
        if answer == (1, 1):
            return Feedback(False, "(1, 1) is the poisoned square: eating it loses at once.")
        return Feedback(
            False,
            f"{answer!r} is not a square of the bar {rows}: give (row, column), both counted "
            "from 1 at the poisoned square.",
        )
    if outcome(Chomp(), after) == Outcome.P:
        return Feedback(True, f"Right: biting at {answer} leaves {after}, a P-position.")
    return Feedback(
        False,
        f"Biting at {answer} leaves {after}, an N-position: your opponent has a winning "
        "bite from it.",
    )


def check_chomp_strategy(
    strategy: Callable[[tuple[int, ...]], Any] | None, shapes: Iterable[Any]
) -> Feedback:
    """Check a Chomp strategy written as code on every N-position among ``shapes``.

    ``strategy(shape)`` must return a square ``(row, column)`` whose bite leaves a
    P-position; it is called only on N-positions (the search decides which they are).

    Examples
    --------
    >>> import grundylib as gl
    >>> squares = [gl.chomp_rectangle(n, n) for n in range(2, 6)]
    >>> print(check_chomp_strategy(lambda s: (2, 2), squares))
    ✔ Right: your strategy wins from all 4 N-positions tested.
    >>> print(check_chomp_strategy(lambda s: None, squares))
    ✘ Your function returned None: fill in your code so that it returns a square (row, column), then run this cell again.
    >>> print(check_chomp_strategy(lambda s: (1, 2), squares))
    ✘ From (2, 2) your strategy bites at (1, 2) and leaves (1, 1), an N-position.
    """
    items = [
        check_shape(item)
        for item in check_iterable(shapes, "shapes", error=InvalidArgumentError)
    ]
    if strategy is None:
        return FILL_IN
    if not callable(strategy):
        return Feedback(False, f"strategy must be a function of a shape, got {strategy!r}.")
    tested = 0
    for shape in items:
        if outcome(Chomp(), shape) != Outcome.N:
            continue
        tested += 1
        try:
            square = strategy(shape)
            if square is None:
                return Feedback(
                    False,
                    "Your function returned None: fill in your code so that it returns a "
                    "square (row, column), then run this cell again.",
                )
            after = chomp_bite(shape, square)
        except Exception as error:  # the reader's code or a bad square: report it
            return Feedback(False, f"From {shape} your strategy failed: {error}.")
        if outcome(Chomp(), after) != Outcome.P:
            return Feedback(
                False,
                f"From {shape} your strategy bites at {square} and leaves {after}, an N-position.",
            )
    if not tested:
        return Feedback(False, "None of these shapes is an N-position: there was nothing to test.")
    return Feedback(True, f"Right: your strategy wins from all {tested} N-positions tested.")


def check_chomp_p_positions(rows: int, columns: int, answer: Iterable[Any] | None) -> Feedback:
    """Check the list of all P-positions of Chomp that fit in a ``rows`` × ``columns`` bar.

    Examples
    --------
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1), (3, 2)]))
    ✔ Right: these are the 3 P-positions inside 2 × 3.
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1)]))
    ✘ Look again at (3, 2): every bite from it leaves an N-position, so it is P.
    >>> print(check_chomp_p_positions(2, 3, [(1,), (2, 1), (3, 2), (4,)]))
    ✘ (4,) does not fit in 2 × 3: write shapes as row lengths from the bottom, e.g. (3, 1).
    """
    shapes = chomp_shapes(rows, columns)
    if answer is None:
        return FILL_IN
    given = set()
    for item in check_iterable(answer, "answer", error=InvalidArgumentError):
        shape = tuple(item) if isinstance(item, list) else item
        if shape not in shapes:
            return Feedback(
                False,
                f"{item!r} does not fit in {rows} × {columns}: write shapes as row lengths "
                "from the bottom, e.g. (3, 1).",
            )
        given.add(shape)
    expected = {s for s in shapes if outcome(Chomp(), s) == Outcome.P}
    wrong = [s for s in shapes if (s in given) != (s in expected)]
    if not wrong:
        return Feedback(
            True, f"Right: these are the {len(expected)} P-positions inside {rows} × {columns}."
        )
    first = wrong[0]
    if first in given:
        return Feedback(
            False, f"Look again at {first}: some bite from it leaves a P-position, so it is N."
        )
    return Feedback(
        False, f"Look again at {first}: every bite from it leaves an N-position, so it is P."
    )


# --- lesson 10: Green Hackenbush ---

__all__ += [
    "check_hackenbush_cut",
    "check_hackenbush_value",
    "check_tree_value_function",
]


def as_whole_number(answer: Any) -> int | None:
    """Return ``answer`` as an int when it is one (``3``, ``"3"``, ``"*3"``), else None.

    Examples
    --------
    >>> as_whole_number("*3"), as_whole_number(" 4 "), as_whole_number(2.5), as_whole_number(True)
    (3, 4, None, None)
    """
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer if answer >= 0 else None
    if isinstance(answer, str):
        text = answer.strip().lstrip("*").strip()
        return int(text) if text.isdigit() else None
    return None


def check_hackenbush_value(picture: Any, answer: Any) -> Feedback:
    """Check the Grundy value of a Green Hackenbush picture, worked out by hand.

    Parameters
    ----------
    picture : tuple of edges
        The picture (see :func:`grundylib.hackenbush_position`).
    answer : int or str
        The value: ``3``, ``"3"`` or the nimber ``"*3"``.

    Examples
    --------
    >>> import grundylib as gl
    >>> picture = gl.hackenbush_sum(gl.bamboo(2), gl.polygon(3, stem=1))
    >>> print(check_hackenbush_value(picture, "*0"))
    ✔ Right: the picture is worth 0 (pieces worth 2 and 2, nim-added).
    >>> print(check_hackenbush_value(picture, 4))
    ✘ Not 4: the picture stands on the ground in 2 pieces; value each piece (fuse its cycles into loops, then use the colon principle from the top down) and nim-add the values.
    >>> print(check_hackenbush_value(picture, 2.5))
    ✘ Give the value as a whole number such as 3 (or the nimber "*3"), got 2.5.
    """
    if answer is None:
        return FILL_IN
    edges = hackenbush_position(picture)
    value = as_whole_number(answer)
    if value is None:
        return Feedback(
            False,
            f'Give the value as a whole number such as 3 (or the nimber "*3"), got {answer!r}.',
        )
    pieces = hackenbush_pieces(edges)
    values = [hackenbush_value(p) for p in pieces]
    expected = nim_sum(*values)
    if value == expected:
        how = (
            f" (pieces worth {', '.join(map(str, values[:-1]))} and {values[-1]}, nim-added)"
            if len(values) > 1
            else ""
        )
        return Feedback(True, f"Right: the picture is worth {expected}{how}.")
    if len(pieces) > 1:
        return Feedback(
            False,
            f"Not {value}: the picture stands on the ground in {len(pieces)} pieces; value each "
            "piece (fuse its cycles into loops, then use the colon principle from the top "
            "down) and nim-add the values.",
        )
    if any(u == v for u, v in edges) or len(set(edges)) < len(edges) or len(edges) > len(
        {v for e in edges for v in e}
    ) - 1:
        return Feedback(
            False,
            f"Not {value}: first fuse every cycle into one vertex (its edges become loops, "
            "an even number of loops is worth 0, an odd number 1), then use the colon principle.",
        )
    return Feedback(
        False,
        f"Not {value}: work from the top down; at each vertex replace the branches above it by "
        "one stalk whose length is the nim-sum of (1 + value) over those branches.",
    )


def check_hackenbush_cut(picture: Any, answer: Any) -> Feedback:
    """Check a winning cut: an edge ``(u, v)``, or its number when edges are numbered 1, 2, ...

    Parameters
    ----------
    picture : tuple of edges
        The picture; edge number ``k`` is ``picture[k - 1]`` (as drawn with
        ``edge_labels=range(1, len(picture) + 1)``).
    answer : tuple or int
        The edge to cut, as ``(u, v)`` in either order, or its number.

    Examples
    --------
    >>> import grundylib as gl
    >>> picture = gl.hackenbush_sum(gl.bamboo(3), gl.bamboo(1))
    >>> print(check_hackenbush_cut(picture, (2, 1)))
    ✔ Right: cutting (1, 2) leaves value 0, a P-position.
    >>> print(check_hackenbush_cut(picture, 3))
    ✔ Right: cutting (1, 2) leaves value 0, a P-position.
    >>> print(check_hackenbush_cut(picture, (0, 1)))
    ✘ Cutting (0, 1) leaves value 1 ≠ 0: your opponent could win from there.
    >>> print(check_hackenbush_cut(picture, (5, 6)))
    ✘ (5, 6) is not an edge of the picture: give an edge (u, v) or an edge number from 1 to 4.
    """
    if answer is None:
        return FILL_IN
    edges = hackenbush_position(picture)
    wrong_form = Feedback(
        False,
        f"{answer!r} is not an edge of the picture: give an edge (u, v) or an edge number "
        f"from 1 to {len(edges)}.",
    )
    if isinstance(answer, int) and not isinstance(answer, bool):
        if not 1 <= answer <= len(edges):
            return wrong_form
        edge = edges[answer - 1]
    else:
        try:
            edge = check_edge(answer)
        except GrundyError:
            return wrong_form
        if edge not in edges:
            return wrong_form
    if hackenbush_value(edges) == 0:
        return Feedback(
            False, "This picture is worth 0: no cut wins, so every answer is a losing move."
        )
    left = hackenbush_value(hackenbush_cut(edges, edge))
    if left == 0:
        return Feedback(True, f"Right: cutting {edge} leaves value 0, a P-position.")
    return Feedback(
        False, f"Cutting {edge} leaves value {left} ≠ 0: your opponent could win from there."
    )


def rooted_trees(edges: int) -> list[list[Any]]:
    """Return one nested-list tree (see :func:`grundylib.tree`) per rooted tree with ``edges`` edges.

    Examples
    --------
    >>> [len(rooted_trees(n)) for n in range(6)]
    [1, 1, 2, 4, 9, 20]
    """
    by_size: list[list[list[Any]]] = [[[]]]
    for n in range(1, edges + 1):
        found: dict[str, list[Any]] = {}
        # a tree with n edges: a first branch (an edge with a tree of k - 1 edges above it)
        # and the rest, a tree with n - k edges
        for k in range(1, n + 1):
            for top in by_size[k - 1]:
                for rest in by_size[n - k]:
                    children = sorted([top, *rest], key=repr)
                    found.setdefault(canonical_tree(children), children)
        by_size.append(list(found.values()))
    return by_size[edges]


def canonical_tree(children: list[Any]) -> str:
    """A string equal for two nested-list trees exactly when they are the same rooted tree."""
    return "[" + ",".join(sorted(canonical_tree(c) for c in children)) + "]"


def check_tree_value_function(function: Any) -> Feedback:
    """Check a reader's colon-principle function on every rooted tree with up to 8 edges.

    ``function(children)`` receives a tree as nested lists of children, as
    :func:`grundylib.tree` takes it, and must return its Green Hackenbush value. It is
    compared with :func:`grundylib.hackenbush_value` on every rooted tree with 1 to 8
    edges (485 trees, OEIS A000081).

    Examples
    --------
    >>> def value(children):
    ...     result = 0
    ...     for child in children:
    ...         result ^= 1 + value(child)
    ...     return result
    >>> print(check_tree_value_function(value))
    ✔ Right: your function agrees with the library on all 485 trees with 1 to 8 edges.
    >>> print(check_tree_value_function(lambda children: len(children)))
    ✘ function([[], []]) returned 2, which is not the value of that tree: draw it and work it out by hand.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(
            False, f"Give a function of one argument (the nested list of children), got {function!r}."
        )
    count = 0
    for n in range(1, 9):
        for children in rooted_trees(n):
            count += 1
            expected = hackenbush_value(tree(children))
            try:
                got = function(children)
            except Exception as error:
                return Feedback(
                    False,
                    f"function({children!r}) raised {type(error).__name__}: {error}.",
                )
            if got != expected:
                return Feedback(
                    False,
                    f"function({children!r}) returned {got!r}, which is not the value of that "
                    "tree: draw it and work it out by hand.",
                )
    return Feedback(
        True, f"Right: your function agrees with the library on all {count} trees with 1 to 8 edges."
    )


# --- lesson 09: coin-turning games and nim multiplication ---


def check_nim_product(a: int, b: int, answer: int | None) -> Feedback:
    """Check a nim product ``a ⊗ b`` worked out by hand.

    Examples
    --------
    >>> print(check_nim_product(4, 4, 6))
    ✔ Right: 4 ⊗ 4 = 6.
    >>> print(check_nim_product(4, 4, 16))
    ✘ Not 16: that is the ordinary product. For a Fermat 2-power F (2, 4, 16, ...) use F ⊗ F = 3F/2.
    >>> print(check_nim_product(3, 5, "15"))
    ✘ A nim product is a whole number 0 or more, such as 7; not '15'.
    >>> print(check_nim_product(3, 5, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    expected = nim_product(a, b)
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(
            False, f"A nim product is a whole number 0 or more, such as 7; not {answer!r}."
        )
    if answer == expected:
        return Feedback(True, f"Right: {a} ⊗ {b} = {expected}.")
    if answer == a * b:
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary product. For a Fermat 2-power F (2, 4, 16, ...) "
            "use F ⊗ F = 3F/2.",
        )
    if answer == a ^ b:
        return Feedback(False, f"Not {answer}: that is the nim-sum a ⊕ b, not the product.")
    return Feedback(
        False,
        f"Not {answer}: write both numbers as nim-sums of powers of 2, multiply out (⊗ "
        "distributes over ⊕), and use 2 ⊗ 2 = 3, 2 ⊗ 4 = 8, 4 ⊗ 4 = 6.",
    )


def check_coin_value(game: CoinTurningGame, position: Position, answer: int | None) -> Feedback:
    """Check the value of a coin-turning position worked out by hand.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_coin_value(gl.MockTurtles(), (1, 2, 4), 14))
    ✔ Right: the value of (1, 2, 4) is 14.
    >>> print(check_coin_value(gl.MockTurtles(), (1, 2, 4), 7))
    ✘ Not 7: that nim-adds the coins' numbers. In this game a coin's value is not its number.
    >>> print(check_coin_value(gl.MockTurtles(), (0, 3), 8))
    ✘ Not 8: that is the ordinary sum of the heads' values. Nim-add (⊕) them instead.
    >>> print(check_coin_value(gl.MockTurtles(), (1, 2, 4), 15))
    ✘ Not 15: find the value of each head alone, then nim-add (⊕) them.
    >>> check_coin_value(gl.Nim(), (1, 2), 3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: game must be a coin-turning ruleset such as MockTurtles(), got Nim()
    """
    if not isinstance(game, CoinTurningGame):
        raise InvalidArgumentError(
            f"game must be a coin-turning ruleset such as MockTurtles(), got {shorten(game)}"
        )
    values = [game.coin_value(x) for x in game.heads(position)]
    expected = nim_sum(*values)
    if answer is None:
        return FILL_IN
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Feedback(False, f"A value is a whole number 0 or more, not {answer!r}.")
    if answer == expected:
        return Feedback(True, f"Right: the value of {position!r} is {expected}.")
    if answer == nim_sum(*game.heads(position)):
        return Feedback(
            False,
            f"Not {answer}: that nim-adds the coins' numbers. In this game a coin's value is not "
            "its number.",
        )
    if answer == sum(values):
        return Feedback(
            False,
            f"Not {answer}: that is the ordinary sum of the heads' values. Nim-add (⊕) them instead.",
        )
    return Feedback(
        False, f"Not {answer}: find the value of each head alone, then nim-add (⊕) them."
    )


def check_nim_product_function(function: Any, below: int = 16) -> Feedback:
    """Check a reader's ``function(a, b)`` against :func:`grundylib.nim_product` for ``a, b < below``.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_nim_product_function(gl.nim_product))
    ✔ Right: your function agrees with gl.nim_product on all 256 pairs below 16.
    >>> print(check_nim_product_function(lambda a, b: a * b))
    ✘ Not yet: your function gives 4 for 2 ⊗ 2. Check that case by hand (first wrong pair of 256).
    >>> print(check_nim_product_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    size = check_at_most(below, 64, "below")
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(False, f"Give a function of two numbers, not {function!r}.")
    for a in range(size):
        for b in range(size):
            try:
                got = function(a, b)
            except Exception as error:  # the reader's code: report, do not crash
                return Feedback(
                    False, f"Your function raised {type(error).__name__}: {error} for ({a}, {b})."
                )
            if got != nim_product(a, b):
                return Feedback(
                    False,
                    f"Not yet: your function gives {got!r} for {a} ⊗ {b}. Check that case by hand "
                    f"(first wrong pair of {size * size}).",
                )
    return Feedback(
        True,
        f"Right: your function agrees with gl.nim_product on all {size * size} pairs below {size}.",
    )
