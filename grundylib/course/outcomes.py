"""Checkers for P-positions, outcomes, Grundy values and winning moves, used from lesson 00 on.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from .._search import options_of
from ..analysis import grundy, outcome, winning_moves
from ..core import (
    DEFAULT_MAX_POSITIONS,
    GrundyError,
    InvalidArgumentError,
    LoopyGameError,
    Outcome,
    check_at_most,
    check_iterable,
)
from ..game import Game, HeapGame, Position, sort_positions
from ..games.nim import Nim
from ._feedback import FILL_IN, Feedback, _plain, check_function

__all__ = [
    "ResidueSet",
    "check_grundy_values",
    "check_mover_wins",
    "check_outcome",
    "check_p_positions",
    "check_p_set_function",
    "check_winning_move_function",
    "check_winning_moves",
    "read_outcome",
]


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
        On a mistake, which kind of mistake comes first when the heaps are labelled from
        the smallest up (an N-position in the list, or a P-position left out) and the rule
        to check, but not the heap: resubmitting cannot read the list off the hints.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 8]))
    ✔ Right: the P-positions up to 9 are exactly these 3.
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 4, 7]))
    ✘ Not quite: your list holds an N-position, a heap with a move to a P-position (rule 2). Check each heap of your list, from the smallest up.
    >>> print(check_p_positions(gl.SubtractionGame({1, 2, 3}), 9, [0, 8]))
    ✘ Not quite: a P-position is missing, a heap whose moves all lead to N-positions (rule 3). Check each heap you left out, from the smallest up.
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
    if wrong[0] in given:  # the first mistake from the end of the game: an N-position listed
        return Feedback(
            False,
            "Not quite: your list holds an N-position, a heap with a move to a P-position "
            "(rule 2). Check each heap of your list, from the smallest up.",
        )
    return Feedback(
        False,
        "Not quite: a P-position is missing, a heap whose moves all lead to N-positions "
        "(rule 3). Check each heap you left out, from the smallest up.",
    )


def check_grundy_values(
    game: Game,
    positions: Iterable[Position],
    answer: Iterable[int] | None,
    *,
    hint: str | None = None,
) -> Feedback:
    """Check Grundy values given for ``positions``, in order.

    ``hint`` replaces the advice given with a wrong value ("list the values of its options
    and take their mex") when the exercise asks for another route, such as a period.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 2]))
    ✔ Right: all 5 values are correct.
    >>> print(check_grundy_values(gl.SubtractionGame({1, 3, 4}), range(5), [0, 1, 0, 1, 1]))
    ✘ The value of 4 is not 1: list the values of its options and take their mex.
    >>> print(check_grundy_values(gl.SubtractionGame({1, 3, 4}), [100], [1], hint="use the period 7."))
    ✘ The value of 100 is not 1: use the period 7.
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
                f"The value of {position} is not {value}: "
                + (hint or "list the values of its options and take their mex."),
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
    game: Game,
    position: Position,
    answer: str | Outcome | None,
    misere: bool = False,
    name: str | None = None,
) -> Feedback:
    """Check a reader's outcome class (P, N, or D for a draw) of ``position``.

    The answer may be ``"P"``, ``"N"``, ``"P-position"``, ``"n position"``,
    ``gl.Outcome.P``..., in any case. Anything else gets a message with the accepted
    forms; a draw (``"D"``) in a game that always ends gets a reminder that draws need
    cycles (lesson 13). With ``name``, the messages call the position by that name
    instead of printing it (for positions, such as pictures, that read badly as tuples).

    Examples
    --------
    >>> import grundylib as gl
    >>> stalks = gl.hackenbush_sum(gl.bamboo(1), gl.bamboo(1))
    >>> print(check_outcome(gl.GreenHackenbush(), stalks, "N", name="two stalks of one edge"))
    ✘ Not quite: check where each move from two stalks of one edge leads.
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
    shown = position if name is None else name
    given = read_outcome(answer)
    if given is None:
        return Feedback(False, f"Answer with {OUTCOME_FORMS}, not {answer!r}.")
    expected = outcome(game, position, misere=misere)
    if given == expected:
        if expected == Outcome.D:
            return Feedback(True, f"Right: {shown} is a draw (D): neither player can force a win.")
        return Feedback(
            True, f"Right: {shown} is a{'n' if expected == 'N' else ''} {expected}-position."
        )
    if given == Outcome.D:
        if not _has_cycles(game, position):
            return Feedback(
                False,
                "Not quite: a draw needs play that can go on for ever, which only a loopy game "
                f"allows (lesson 13). This game always ends, so {shown} is P or N.",
            )
        return Feedback(
            False,
            f"Not quite: draws exist in this game, but from {shown} one player can force a "
            "win. Which one?",
        )
    if expected == Outcome.D:
        return Feedback(
            False,
            f"Not quite: can that player really force a win from {shown}? In a loopy game "
            "best play may also go on for ever.",
        )
    if expected == Outcome.N:
        return Feedback(False, f"Not quite: try to find a move from {shown} to a P-position.")
    return Feedback(False, f"Not quite: check where each move from {shown} leads.")


def check_mover_wins(game: Game, position: Position, answer: bool | None) -> Feedback:
    """Check a reader's ``True``/``False``: does the player to move win from ``position``?

    For a reader who has not yet met the names P and N: ``True`` says ``position`` is an
    N-position, ``False`` that it is a P-position, and the reply (that of
    :func:`check_outcome`) uses those names.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_mover_wins(gl.SubtractionGame({1, 2}), 3, False))
    ✔ Right: 3 is a P-position.
    >>> print(check_mover_wins(gl.SubtractionGame({1, 2}), 4, False))
    ✘ Not quite: try to find a move from 4 to a P-position.
    >>> print(check_mover_wins(gl.SubtractionGame({1, 2}), 4, "yes"))
    ✘ Answer True (the player to move wins) or False (the player to move loses), not 'yes'.
    """
    if answer is None:
        return FILL_IN
    if not isinstance(answer, bool):
        return Feedback(
            False,
            "Answer True (the player to move wins) or False (the player to move loses), "
            f"not {answer!r}.",
        )
    return check_outcome(game, position, Outcome.N if answer else Outcome.P)


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
    game: Game,
    position: Position,
    answer: Iterable[Position] | Position | None,
    *,
    show: Callable[[Any], str] = str,
) -> Feedback:
    """Check a list of *all* winning moves (positions after the move) from ``position``.

    A single move may be given bare, ``(4, 12, 8)``, instead of in a list; the heaps of a
    move may come in any order. Messages quote the moves as the reader wrote them, passed
    through ``show`` (default ``str``): a caller that converts the reader's notation into
    positions passes the way back, so that the messages speak the reader's notation.

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
    >>> print(check_winning_moves(gl.Nim(), (1, 3, 5), [(1, 3, 2), (2, 1, 3)]))
    ✘ (2, 1, 3) and (1, 3, 2) are the same move: list it once.
    >>> mock = gl.MockTurtles()
    >>> print(check_winning_moves(mock, (1, 2, 4), [()], show=lambda p: mock.to_row(p, 5)))
    ✘ TTTTT is a winning move, but there are 2 in all.
    """
    if answer is None:
        return FILL_IN
    expected = winning_moves(game, position)
    options = set(options_of(game, position))

    def say(move: Any) -> str:  # the reader's notation; plain text where it does not apply
        try:
            return show(move)
        except (GrundyError, TypeError, ValueError):
            return str(move)

    chosen: dict[Hashable, Any] = {}  # option -> the reader's writing of it
    for move in _moves_given(game, answer, options):
        option = _match_option(game, move, options)
        if option is None:
            return Feedback(False, f"{say(move)} cannot be reached from {say(position)} in one move.")
        if option not in expected:
            return Feedback(False, f"{say(move)} leaves an N-position: your opponent could win from it.")
        if option in chosen:
            return Feedback(False, f"{say(move)} and {say(chosen[option])} are the same move: list it once.")
        chosen[option] = move
    given = list(chosen.values())
    if len(given) < len(expected):
        shown = ", ".join(say(m) for m in given) or "nothing"
        verb = "is a winning move" if len(given) == 1 else "are winning moves"
        if not given:
            return Feedback(False, "This is an N-position: at least one move wins; you gave none.")
        return Feedback(False, f"{shown} {verb}, but there are {len(expected)} in all.")
    if not expected:
        return Feedback(True, f"Right: {say(position)} is a P-position, so no move wins.")
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


@dataclass(frozen=True)
class ResidueSet:
    """A set of heap sizes given by residues: ``n`` belongs to it when ``n % modulus`` does.

    A few heaps may be added (``plus``) or removed (``minus``), to make a near miss that
    differs from a P-set at one heap only. Called on a heap size it answers membership, and
    it shows itself as the ``lambda`` that does the same, so a reader can paste a failing
    call back into a cell.

    Examples
    --------
    >>> evens = ResidueSet(2, frozenset({0}))
    >>> evens(4), evens(7)
    (True, False)
    >>> evens
    lambda n: n % 2 in {0}
    >>> ResidueSet(5, frozenset())
    lambda n: False
    >>> ResidueSet(4, frozenset({0}), minus=frozenset({20}))
    lambda n: n % 4 in {0} and n not in {20}
    >>> near = ResidueSet(4, frozenset({0}), plus=frozenset({21}))
    >>> near, near(21), near(17)
    (lambda n: n % 4 in {0} or n in {21}, True, False)
    """

    modulus: int
    residues: frozenset[int]
    plus: frozenset[int] = frozenset()
    minus: frozenset[int] = frozenset()

    def __call__(self, n: int) -> bool:
        if n in self.minus:
            return False
        return n in self.plus or n % self.modulus in self.residues

    def __repr__(self) -> str:
        if not self.residues:
            test = "False"
        elif self.residues >= set(range(self.modulus)):
            test = "True"
        else:
            shown = ", ".join(map(str, sorted(self.residues)))
            test = f"n % {self.modulus} in {{{shown}}}"
        if self.plus:
            test = f"{test} or n in {{{', '.join(map(str, sorted(self.plus)))}}}"
        if self.minus:
            test = f"({test}) and" if self.plus else f"{test} and"
            test = f"{test} n not in {{{', '.join(map(str, sorted(self.minus)))}}}"
        return f"lambda n: {test}"


_P_SET_CASES: list[tuple[frozenset[int], ResidueSet, int]] = [
    (frozenset({1, 2, 3}), ResidueSet(4, frozenset({0})), 20),
    (frozenset({1, 2, 3}), ResidueSet(3, frozenset({0})), 20),
    (frozenset({1, 3, 4}), ResidueSet(7, frozenset({0, 2})), 30),
    (frozenset({1, 3, 4}), ResidueSet(7, frozenset({0})), 30),
    (frozenset({2, 5}), ResidueSet(7, frozenset({0, 1, 4})), 30),
    (frozenset({2, 5}), ResidueSet(7, frozenset({0, 4})), 30),
    (frozenset({1}), ResidueSet(2, frozenset({0})), 15),
    (frozenset({1}), ResidueSet(1, frozenset()), 10),
    (frozenset({1}), ResidueSet(1, frozenset({0})), 10),
    (frozenset({2, 3}), ResidueSet(5, frozenset({0, 1})), 25),
    (frozenset({2, 3}), ResidueSet(5, frozenset({0, 1, 2})), 25),
    (frozenset({3}), ResidueSet(6, frozenset({0, 1, 2})), 24),
    (frozenset({1, 3, 5, 7, 9}), ResidueSet(2, frozenset({0})), 12),
    (frozenset({1, 3, 5, 7, 9}), ResidueSet(2, frozenset({1})), 12),
    (frozenset({1, 2}), ResidueSet(3, frozenset({0})), 2),
    # near misses whose only failure is at heap ``top`` itself: the last heap counts too
    (frozenset({1, 2, 3}), ResidueSet(4, frozenset({0}), plus=frozenset({21})), 21),
    (frozenset({1, 2, 3}), ResidueSet(4, frozenset({0}), minus=frozenset({20})), 20),
    (frozenset({2, 5}), ResidueSet(7, frozenset({0, 4})), 1),
]


def _p_set_failures(
    takes: frozenset[int], in_z: Callable[[int], bool], top: int
) -> dict[int, str]:
    """The conditions of the P-set lemma that fail on heaps ``0..top``, each with a witness."""
    failures: dict[int, str] = {}
    for n in range(top + 1):
        options = [n - s for s in sorted(takes) if s <= n]
        inside = [m for m in options if in_z(m)]
        if not options and not in_z(n):
            failures.setdefault(1, f"heap {n} is terminal but not in the set")
        if in_z(n) and inside:
            failures.setdefault(2, f"heap {n} is in the set and so is {inside[0]}, one move away")
        if not in_z(n) and not inside:
            failures.setdefault(3, f"heap {n} is outside the set and no move from it enters it")
    return failures


def check_p_set_function(student_function: Callable[..., Any] | None) -> Feedback:
    """Test a reader's ``p_set_conditions(takes, in_z, top)`` for the P-set lemma (lesson 01).

    The function gets the takes of a subtraction game, a candidate set of heaps as a function
    ``in_z(n) -> bool`` and a bound ``top``, and must return the list of the conditions of the
    P-set lemma (1: terminal heaps are in the set; 2: no move inside the set; 3: a move into
    the set from every heap outside it) that fail on the heaps ``0, 1, ..., top``, in increasing
    order, or ``[]`` when all three hold. It is run on 18 games and sets (some fail only at
    heap ``top``); the feedback names the first call where it goes wrong and which condition
    it misjudged, with a heap that shows it.

    Parameters
    ----------
    student_function : callable or None
        The reader's function; ``None`` while the exercise is not done.

    Returns
    -------
    Feedback
        Right when the function's answer is right on every test case.

    Examples
    --------
    >>> def p_set_conditions(takes, in_z, top):
    ...     failed = []
    ...     moves = {n: [n - s for s in takes if s <= n] for n in range(top + 1)}
    ...     if any(not moves[n] and not in_z(n) for n in moves):
    ...         failed.append(1)
    ...     if any(in_z(n) and any(in_z(m) for m in moves[n]) for n in moves):
    ...         failed.append(2)
    ...     if any(not in_z(n) and not any(in_z(m) for m in moves[n]) for n in moves):
    ...         failed.append(3)
    ...     return failed
    >>> print(check_p_set_function(p_set_conditions))
    ✔ Right: p_set_conditions judges all 18 candidate sets correctly.
    >>> print(check_p_set_function(lambda takes, in_z, top: []))
    ✘ p_set_conditions({1, 2, 3}, lambda n: n % 3 in {0}, 20) returned [], but condition 2 fails there: heap 3 is in the set and so is 0, one move away.
    >>> print(check_p_set_function(lambda takes, in_z, top: [1]))
    ✘ p_set_conditions({1, 2, 3}, lambda n: n % 4 in {0}, 20) returned [1], but condition 1 holds there: look again at how you test it.
    >>> print(check_p_set_function(lambda takes, in_z, top: "none"))
    ✘ p_set_conditions({1, 2, 3}, lambda n: n % 4 in {0}, 20) returned 'none': return a list of condition numbers, e.g. [2, 3], or [] when all three hold.
    >>> print(check_p_set_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    if student_function is None:
        return FILL_IN
    if not callable(student_function):
        return Feedback(
            False, f"p_set_conditions must be a function (write it with def), not {student_function!r}."
        )
    for takes, in_z, top in _P_SET_CASES:
        call = f"p_set_conditions({{{', '.join(map(str, sorted(takes)))}}}, {in_z!r}, {top})"
        try:
            got = student_function(set(takes), in_z, top)
        except Exception as error:  # the reader's bug, reported rather than raised
            return Feedback(False, f"{call} raised {type(error).__name__}: {error}.")
        if not isinstance(got, (list, tuple)) or not all(
            isinstance(c, int) and not isinstance(c, bool) and c in (1, 2, 3) for c in got
        ):
            return Feedback(
                False,
                f"{call} returned {_plain(got)!r}: return a list of condition numbers, e.g. "
                "[2, 3], or [] when all three hold.",
            )
        failures = _p_set_failures(takes, in_z, top)
        for condition in (1, 2, 3):
            if (condition in failures) != (condition in got):
                if condition in failures:
                    why = f"condition {condition} fails there: {failures[condition]}."
                else:
                    why = f"condition {condition} holds there: look again at how you test it."
                return Feedback(False, f"{call} returned {list(got)!r}, but {why}")
        if list(got) != sorted(set(got)):
            return Feedback(
                False, f"{call} returned {list(got)!r}: list each failing condition once, in "
                "increasing order."
            )
    return Feedback(
        True,
        f"Right: p_set_conditions judges all {len(_P_SET_CASES)} candidate sets correctly.",
    )
