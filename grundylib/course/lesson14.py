"""Lesson 14 (misère play): genus, the rule for sums of tame games, misère quotients.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from .._search import options_of
from ..core import InvalidArgumentError, Outcome
from ..game import Game, Position
from ..genus import Genus, genus
from ..misere import misere_nim_outcome
from ..quotient import MisereQuotient
from ._feedback import FILL_IN, Feedback, check_function
from .outcomes import read_outcome

__all__ = [
    "check_genus",
    "check_quotient_element",
    "check_quotient_move_function",
    "check_tame_outcome_function",
]

_SYMBOL = re.compile(r"^(\d+)\^(?:(\d+)|\{(\d+(?:,\d+)*)\})$")
_TERMS = 12
"""How many genus values γ0, γ1, ... two genera are compared on (both alternate by then)."""


def _read_genus(answer: Any) -> Genus | None:
    """A genus from ``Genus`` or from Winning Ways' symbol such as ``"2^20"`` or ``"10^{10,8}"``."""
    if isinstance(answer, Genus):
        return answer
    if not isinstance(answer, str):
        return None
    match = _SYMBOL.match(answer.replace(" ", ""))
    if match is None:
        return None
    normal, digits, listed = match.groups()
    values = tuple(map(int, digits)) if digits else tuple(int(v) for v in listed.split(","))
    if len(values) < 2:
        return None
    return Genus(int(normal), values)


def check_genus(game: Game, position: Position, answer: str | Genus | None) -> Feedback:
    """Check a reader's genus of ``position``, written as Winning Ways' symbol ``"g^..."``.

    The symbol is ``g⁺^`` followed by the misère values of the position plus 0, 1, 2, ...
    heaps ``*2``, written until the last two values alternate for ever (``"0^120"``; values
    of two or more digits in braces, ``"10^{10,8}"``); a longer prefix of the same sequence
    (``"2^2020"``) is accepted too. The message names the first value that is wrong,
    never its right value.

    Examples
    --------
    >>> import grundylib as gl
    >>> print(check_genus(gl.Nim(), 3, "3^31"))
    ✔ Right: (3) has genus 3^31.
    >>> print(check_genus(gl.Nim(), 3, "3^3131"))
    ✔ Right: (3) has genus 3^31.
    >>> print(check_genus(gl.Nim(), 3, "3^13"))
    ✘ γ1 (the first value after ^) is not right: it is the misère Grundy value of the position alone.
    >>> print(check_genus(gl.Nim(), 3, "2^31"))
    ✘ The normal-play Grundy value (before ^) is not right.
    >>> print(check_genus(gl.Nim(), (1, 1), "0^12"))
    ✘ γ3 (value 3 after ^) is not right: it is the misère Grundy value of the position plus 2 heaps of two.
    >>> print(check_genus(gl.Nim(), 3, "three"))
    ✘ Write the genus as Winning Ways' symbol, such as "0^120" or "10^{10,8}" (a string), not 'three'.
    """
    if answer is None:
        return FILL_IN
    given = _read_genus(answer)
    if given is None:
        return Feedback(
            False,
            'Write the genus as Winning Ways\' symbol, such as "0^120" or "10^{10,8}" '
            f"(a string), not {answer!r}.",
        )
    right = genus(game, position)
    name = f"({', '.join(map(str, position))})" if isinstance(position, tuple) else f"({position})"
    if given.normal != right.normal:
        return Feedback(False, "The normal-play Grundy value (before ^) is not right.")
    mine, theirs = given.terms(_TERMS), right.terms(_TERMS)
    for k in range(1, _TERMS):
        if mine[k] != theirs[k]:
            if k == 1:
                what = "the misère Grundy value of the position alone"
            else:
                heaps = "1 heap" if k == 2 else f"{k - 1} heaps"
                what = f"the misère Grundy value of the position plus {heaps} of two"
            where = "the first value after ^" if k == 1 else f"value {k} after ^"
            return Feedback(False, f"γ{k} ({where}) is not right: it is {what}.")
    return Feedback(True, f"Right: {name} has genus {right.classical()}.")


# Nim positions of each tame genus (lesson 14 proves these are the genera of Nim positions)
_TAME = {
    "0^120": (),
    "1^031": (1,),
    "0^02": (2, 2),
    "1^13": (1, 2, 2),
    **{f"{a}^{a}{a ^ 2}": (a,) for a in range(2, 8)},
}


class _Genera(list):  # type: ignore[type-arg]
    """A list of genera that prints as Winning Ways' symbols, for the checker's messages."""

    def __repr__(self) -> str:
        return "[" + ", ".join(map(str, self)) + "]"


def _tame_inputs() -> list[_Genera]:
    """Every multiset of at most three genera from ``_TAME``, small sums first."""
    genera = [_read_genus(symbol) for symbol in _TAME]
    pool = [g for g in genera if g is not None]
    return [
        _Genera(c) for n in range(4) for c in itertools.combinations_with_replacement(pool, n)
    ]


def _tame_reference(genera: list[Genus]) -> Outcome:
    """Replace each genus by a Nim position of that genus and apply Bouton's misère rule."""
    heaps = [h for g in genera for h in _TAME[str(g)]]
    return misere_nim_outcome(heaps)


STUB = Feedback(False, "Your function returns None on every input: write its body, then run this cell again.")
"""What the function checkers return while the reader's function still returns only ``None``."""


def _only_none(function: Callable[[Any], Any], inputs: Iterable[Any]) -> bool:
    """Whether ``function`` returns ``None`` on every input (an untouched stub).

    A call that raises counts as an answer, so that the checker reports it.
    """
    for x in inputs:
        try:
            if function(x) is not None:
                return False
        except Exception:  # the checker reports it
            return False
    return True


def check_tame_outcome_function(function: Callable[[list[Genus]], Any] | None) -> Feedback:
    """Test a reader's ``tame_outcome(genera)``: the misère outcome of a sum of tame games.

    The function receives a list of tame genera (:class:`~grundylib.Genus`), one per
    component of a sum of hereditarily tame games, and returns ``"P"`` or ``"N"`` (or
    ``gl.Outcome.P`` ...). It is run on every multiset of at most three genera among
    ``0^120``, ``1^031``, ``0^02``, ``1^13``, ``2^20``, ..., ``7^75`` (the empty list is the
    empty sum). The reference replaces each component by a Nim position of the same
    genus and applies Bouton's rule of misère Nim; the messages never show the outcome.

    Examples
    --------
    >>> import grundylib as gl
    >>> def tame_outcome(genera):
    ...     x = gl.nim_sum(*(g.normal for g in genera))
    ...     small = all(str(g) in ("0^120", "1^031") for g in genera)
    ...     return "P" if x == (1 if small else 0) else "N"
    >>> print(check_tame_outcome_function(tame_outcome))
    ✔ Right: tame_outcome agrees with the reference on all 286 inputs.
    >>> def normal_play(genera):
    ...     return "P" if gl.nim_sum(*(g.normal for g in genera)) == 0 else "N"
    >>> print(check_tame_outcome_function(normal_play))
    ✘ tame_outcome([]) returned 'P', which is wrong. Ask first whether every component has genus 0^120 or 1^031.
    >>> print(check_tame_outcome_function(lambda genera: None))
    ✘ Your function returns None on every input: write its body, then run this cell again.
    """
    if function is None:
        return FILL_IN
    if _only_none(function, _tame_inputs()):
        return STUB

    def accept(got: Any, expected: Outcome) -> bool:
        try:
            return read_outcome(got) == expected
        except (InvalidArgumentError, TypeError, ValueError):
            return False

    return check_function(
        function, _tame_reference, _tame_inputs(), name="tame_outcome", accept=accept,
        show_expected=False,
        hint="Ask first whether every component has genus 0^120 or 1^031.",
    )


def check_quotient_element(
    quotient: MisereQuotient, position: Any, answer: str | None
) -> Feedback:
    """Check a reader's element of ``quotient`` for ``position`` (a multiset of heaps).

    The answer is the element's name as the quotient prints it (``"1"``, ``"a"``,
    ``"ab²"``; ``"ab^2"`` is read as ``"ab²"``). A wrong answer is told whether it is an
    element at all, never which element is right.

    Examples
    --------
    >>> import grundylib as gl
    >>> q = gl.misere_quotient(gl.Nim(), 3)
    >>> print(check_quotient_element(q, (1, 2, 3), "b^2"))
    ✔ Right: (1, 2, 3) maps to b², a misère P-position.
    >>> print(check_quotient_element(q, (1, 2, 3), "ab"))
    ✘ Not quite: multiply the images of the heaps one at a time (heap_map), reducing with the table.
    >>> print(check_quotient_element(q, (1, 2, 3), "c"))
    ✘ 'c' is not an element of this quotient; its elements are 1, a, b, ab, b², ab².
    """
    if answer is None:
        return FILL_IN
    right = quotient.element(position)
    name = str(answer).replace(" ", "").replace("^2", "²").replace("^3", "³")
    if name not in quotient.elements:
        return Feedback(
            False,
            f"{answer!r} is not an element of this quotient; its elements are "
            f"{', '.join(quotient.elements)}.",
        )
    if name != right:
        return Feedback(
            False,
            "Not quite: multiply the images of the heaps one at a time (heap_map), reducing "
            "with the table.",
        )
    kind = "P" if quotient.outcome(position) == Outcome.P else "N"
    heaps = tuple(position) if not isinstance(position, int) else (position,)
    return Feedback(True, f"Right: {heaps} maps to {right}, a misère {kind}-position.")


def _standard(move: Any) -> tuple[int, ...] | None:
    """A position as a sorted tuple of non-empty heaps, or ``None`` if it is not one."""
    if isinstance(move, int) and not isinstance(move, bool):
        move = (move,)
    if not isinstance(move, list | tuple):
        return None
    if not all(isinstance(h, int) and not isinstance(h, bool) and h >= 0 for h in move):
        return None
    return tuple(sorted(h for h in move if h))


def _quotient_inputs(max_heap: int) -> list[tuple[int, ...]]:
    """Every position of one to three heaps of at most ``max_heap`` (at most 12 used)."""
    top = min(max_heap, 12)
    return [
        p for n in (1, 2, 3) for p in itertools.combinations_with_replacement(range(1, top + 1), n)
    ]


def check_quotient_move_function(
    function: Callable[[MisereQuotient, tuple[int, ...]], Any] | None, quotient: MisereQuotient
) -> Feedback:
    """Test a reader's ``quotient_move(q, heaps)``: a winning misère move found with ``q``.

    ``heaps`` is a position of ``q.game`` (a sorted tuple of heaps of at most
    ``q.max_heap``); the function returns the heaps after a winning move in misère play
    (any order, empty heaps allowed), or ``None`` at a misère P-position. It is run on
    every position of one to three heaps of at most ``min(q.max_heap, 12)``. The reference
    reads the outcome of each option from the proved quotient; the messages say which
    kind of answer was expected, never which move.

    Examples
    --------
    >>> import grundylib as gl
    >>> q = gl.misere_quotient(gl.Kayles(), 4)
    >>> def quotient_move(q, heaps):
    ...     return next((o for o in q.game.moves(heaps) if q.outcome(o) == "P"), None)
    >>> print(check_quotient_move_function(quotient_move, q))
    ✔ Right: quotient_move agrees with the reference on all 34 inputs.
    >>> print(check_quotient_move_function(lambda q, heaps: None, q))
    ✘ Your function returns None on every input: write its body, then run this cell again.
    >>> print(check_quotient_move_function(lambda q, heaps: heaps[1:] or None, q))
    ✘ quotient_move(q, (2,)) returned None, but a move to a position whose element is in the P-portion (one exists) was expected. Try every option and look up its element.
    """
    if function is None:
        return FILL_IN
    if not isinstance(quotient, MisereQuotient):
        raise InvalidArgumentError(f"quotient must be a MisereQuotient, got {quotient!r}")
    game = quotient.game

    def reference(heaps: tuple[int, ...]) -> list[Hashable]:
        return [o for o in options_of(game, heaps) if quotient.outcome(o) == Outcome.P]

    def same(got: Any, expected: list[Hashable]) -> bool:
        if not expected:
            return got is None
        mine = _standard(got)
        return mine is not None and mine in {_standard(o) for o in expected}

    def describe(expected: list[Hashable]) -> str:
        if not expected:
            return "None (a misère P-position: no move wins)"
        return "a move to a position whose element is in the P-portion (one exists)"

    def call(heaps: tuple[int, ...]) -> Any:
        return function(quotient, heaps)

    if _only_none(call, _quotient_inputs(quotient.max_heap)):
        return STUB
    feedback = check_function(
        call, reference, _quotient_inputs(quotient.max_heap), name="quotient_move",
        accept=same, describe=describe,
        hint="Try every option and look up its element.",
    )
    message = feedback.message.replace("quotient_move(", "quotient_move(q, ", 1)
    return Feedback(bool(feedback), message)
