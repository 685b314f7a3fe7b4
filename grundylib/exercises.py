"""Answer checkers for the exercises in the lessons.

A checker compares a reader's answer with what the library computes and returns a
:class:`Feedback`: whether the answer is right, and a hint that points at the first
mistake without giving the answer away. Feedback shows itself as a short line in
Jupyter, so an exercise cell ends with the checker call.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from .analysis import DEFAULT_MAX_POSITIONS, grundy, options_of, outcome, unique, winning_moves
from .core import (
    GrundyError,
    InvalidPositionError,
    Outcome,
    check_at_most,
    check_iterable,
    mex,
    nim_sum,
    shorten,
)
from .game import HeapGame, Sum, sort_positions
from .games.fibonacci import FibonacciNim, zeckendorf
from .games.industrial import xor_upto

__all__ = [
    "FILL_IN",
    "Feedback",
    "check_fibonacci_nim_take",
    "check_grundy_values",
    "check_mex",
    "check_nim_sum",
    "check_outcome",
    "check_p_positions",
    "check_period",
    "check_sum_example",
    "check_sum_grundy",
    "check_winning_moves",
    "check_xor_upto",
]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: ``correct`` and a ``message`` for the reader.

    Examples
    --------
    >>> Feedback(True, "Right.")
    ✔ Right.
    >>> bool(Feedback(False, "Not yet."))
    False
    """

    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __repr__(self) -> str:
        return ("✔ " if self.correct else "✘ ") + self.message


FILL_IN = Feedback(False, "Fill in your answer first (replace None), then run this cell again.")
"""What every checker returns while the answer variable still holds its placeholder ``None``."""


def check_p_positions(game: Any, up_to: int, answer: Iterable[Hashable] | None) -> Feedback:
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
    >>> check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 8])
    ✔ Right: the P-positions up to 9 are exactly these 3.
    >>> check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 7])
    ✘ Look again at 7: it is an N-position (some move leads to a P-position).
    >>> check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4.0])
    ✘ 4.0 is not a heap size from 0 to 9.
    >>> check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, None)
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    check_at_most(up_to, DEFAULT_MAX_POSITIONS, "up_to")
    if answer is None:
        return FILL_IN
    given = set(check_iterable(answer, "answer"))
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
    game: Any, positions: Iterable[Hashable], answer: Iterable[int] | None
) -> Feedback:
    """Check Grundy values given for ``positions``, in order.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 2])
    ✔ Right: all 5 values are correct.
    >>> check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 1])
    ✘ The value of 4 is not 1: list the values of its options and take their mex.
    """
    positions = check_iterable(positions, "positions")
    expected = [grundy(game, position) for position in positions]
    if answer is None:
        return FILL_IN
    values = check_iterable(answer, "answer")
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


def check_outcome(
    game: Any, position: Hashable, answer: str | None, misere: bool = False
) -> Feedback:
    """Check a reader's ``"P"`` or ``"N"`` for ``position``.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_outcome(gl.Nim(), (1, 2, 3), "P")
    ✔ Right: (1, 2, 3) is a P-position.
    >>> check_outcome(gl.Nim(), (1, 2, 4), "P")
    ✘ Not quite: try to find a move from (1, 2, 4) to a P-position.
    """
    if answer is None:
        return FILL_IN
    expected = outcome(game, position, misere=misere)
    if str(answer).strip().upper() == expected.value:
        return Feedback(
            True, f"Right: {position} is a{'n' if expected == 'N' else ''} {expected}-position."
        )
    if expected == Outcome.N:
        return Feedback(False, f"Not quite: try to find a move from {position} to a P-position.")
    return Feedback(False, f"Not quite: check where each move from {position} leads.")


def check_winning_moves(
    game: Any, position: Hashable, answer: Iterable[Hashable] | None
) -> Feedback:
    """Check a list of *all* winning moves (positions after the move) from ``position``.

    Examples
    --------
    >>> import grundylib as gl
    >>> check_winning_moves(gl.Nim(), (13, 12, 8), [(4, 12, 8)])
    ✘ (4, 12, 8) is a winning move, but there are 3 in all.
    >>> check_winning_moves(gl.Nim(), (13, 12, 8), [(4, 12, 8), (13, 5, 8), (13, 12, 1)])
    ✔ Right: these are all 3 winning moves.
    """
    if answer is None:
        return FILL_IN
    expected = winning_moves(game, position)
    options = set(options_of(game, position))
    given = unique(
        in_standard_form(game, move, options) for move in check_iterable(answer, "answer")
    )
    for move in given:
        if move not in options:
            return Feedback(False, f"{move} cannot be reached from {position} in one move.")
        if move not in expected:
            return Feedback(False, f"{move} leaves an N-position: your opponent could win from it.")
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


def in_standard_form(game: Any, move: Hashable, options: set[Hashable]) -> Hashable:
    """Return ``move`` as the game writes it, so ``(3, 6, 2)`` matches the heap game's ``(2, 3, 6)``.

    Examples
    --------
    >>> import grundylib as gl
    >>> game = gl.LaskersNim()
    >>> in_standard_form(game, (6, 1, 2, 5), set(game.moves((2, 5, 7))))
    (1, 2, 5, 6)
    >>> check_winning_moves(gl.BashGame(3), 21, [20])
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
    >>> check_nim_sum([22, 51], 37)
    ✔ Right: 22 ⊕ 51 = 37.
    >>> check_nim_sum([22, 51], 73)
    ✘ Not 73: that is the ordinary sum. Add the binary digits without carrying.
    """
    numbers = check_iterable(numbers, "numbers")
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
    >>> check_mex([{0, 1, 2, 4}, set()], [3, 0])
    ✔ Right: all 2 values are correct.
    >>> check_mex([{0, 1, 2, 4}], [4])
    ✘ mex{0, 1, 2, 4} is not 4: 4 is in the set, and the mex is never in the set.
    >>> check_mex([{2, 3, 5}], [1])
    ✘ mex{2, 3, 5} is not 1: a smaller number is missing from the set too.
    >>> check_mex([{2, 3, 5}], None)
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    sets = [sorted(set(check_iterable(s, "each set"))) for s in check_iterable(sets, "sets")]
    if answer is None:
        return FILL_IN
    values = check_iterable(answer, "answer")
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


def check_sum(game: Any) -> Sum:
    """Return ``game`` if it is a :class:`~grundylib.game.Sum`, else raise.

    Examples
    --------
    >>> check_sum(3)
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidPositionError: game must be a Sum of games, got 3
    """
    if not isinstance(game, Sum):
        raise InvalidPositionError(f"game must be a Sum of games, got {game!r}")
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
    >>> check_sum_grundy(game, (4, 5), [1, 5], 4)
    ✔ Right: the components have values 1, 5 and the sum has value 4.
    >>> check_sum_grundy(game, (4, 5), [1, 5], 6)
    ✘ The components are right, but the sum is not 6: add their values without carrying.
    >>> check_sum_grundy(game, (4, 5), [2, 5], 7)
    ✘ Component 1 (4 in SubtractionGame({1, 2})) does not have value 2: take the mex of its options.
    >>> check_sum_grundy(game, (4, 5), None, None)
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    parts = check_sum(game).parts(position)
    if values is None or total is None:
        return FILL_IN
    given = check_iterable(values, "values")
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
    >>> check_fibonacci_nim_take(83, 2)
    ✔ Right: taking 2 from 83 leaves your opponent a lost position.
    >>> check_fibonacci_nim_take(83, 3)
    ✘ Taking 3 leaves 80 = 55 + 21 + 3 + 1, and your opponent may take up to 6: enough to take 1 and copy your plan.
    >>> check_fibonacci_nim_take(83, 83)
    ✘ The first move takes between 1 and 82 counters (not the whole heap), not 83.
    >>> check_fibonacci_nim_take(83, None)
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
    >>> check_sum_example(two, (2, 2), "NN", "P")
    ✔ Right: (2, 2) has parts N + N and the sum is a P-position.
    >>> check_sum_example(two, (0, 2), "NN", "P")
    ✘ Part 1 (0) is a P-position; you need an N-position there.
    >>> check_sum_example(two, (1, 2), "NN", "P")
    ✘ The parts are right, but the sum is an N-position: compare the parts' SG values.
    >>> check_sum_example(two, None, "NN", "P")
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    wanted = [str(p).upper() for p in check_iterable(parts, "parts", text=True)]
    if answer is None:
        return FILL_IN
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


def check_period(game: Any, answer: int | tuple[int, int] | None) -> Feedback:
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
    >>> check_period(gl.SubtractionGame({1, 3, 4}), 7)
    ✔ Right: the values of SubtractionGame({1, 3, 4}) repeat with period 7 from the start.
    >>> check_period(gl.SubtractionGame({1, 3, 4}), 14)
    ✘ 14 is a period, but not the smallest one: look for a shorter repeat.
    >>> check_period(gl.SubtractionGame({1, 3, 4}), 4)
    ✘ Not 4: g(0) = 0 but g(4) = 2, so the values do not repeat every 4 heaps.
    >>> check_period("0.77", (71, 12))
    ✔ Right: the values of 0.77 repeat with period 12 from heap 71 on.
    >>> check_period("0.77", (50, 12))
    ✘ The period is right, but g(n) != g(n + 12) for 3 heaps n >= 50: the repetition starts later.
    >>> check_period("0.77", (80, 12))
    ✘ The period is right, but the values already repeat before heap 80: the repetition starts earlier.
    >>> check_period("0.77", 10**9 + 1)
    ✘ Not 1000000001: g(71) = 7 but g(1000000072) = 1, so the values do not repeat every 1000000001 heaps.
    >>> check_period(gl.SubtractionGame({2, 5}), None)
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    from .sequences import grundy_sequence, octal_period

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
    >>> check_xor_upto(2025, 1)
    ✔ Right: 1 ⊕ 2 ⊕ ... ⊕ 2025 = 1.
    >>> check_xor_upto(2025, 2026)
    ✘ Not 2026: 2025 leaves remainder 1 when divided by 4; which case of the rule is that?
    >>> check_xor_upto(6, 7)
    ✔ Right: 1 ⊕ 2 ⊕ ... ⊕ 6 = 7.
    >>> check_xor_upto(2025, None)
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
