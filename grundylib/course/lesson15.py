"""Lesson 15 (variants from contest practice): Anti-SG, Every-SG and Multi-SG in code.

Each checker runs a reader's function on many inputs, compares it with what the library
computes and returns a :class:`~grundylib.course._feedback.Feedback` whose hint points at
the first wrong input without giving the answer; the lessons reach them all as
``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import reduce
from operator import xor
from typing import Any

from ..core import Outcome
from ..game import Game, GraphGame, Position
from ..games.take_break import laskers_nim_grundy
from ..variants import every_sg_outcome, every_sg_step
from ._feedback import FILL_IN, Feedback, check_function
from .outcomes import read_outcome

__all__ = [
    "check_anti_sg_function",
    "check_every_sg_outcome",
    "check_every_sg_steps_function",
    "check_split_nim_function",
]


def _name(function: object, default: str) -> str:
    """The name the reader gave ``function`` (``default`` for a lambda or a non-function)."""
    name = getattr(function, "__name__", "")
    return name if isinstance(name, str) and name.isidentifier() else default


def _value_lists() -> list[list[int]]:
    """Telling cases first (no single game, all zeros, misère Nim's endings), then random ones."""
    first: list[tuple[int, ...]] = [
        (), (0,), (1,), (1, 1), (1, 1, 1), (2,), (2, 2), (2, 3), (1, 2, 3), (0, 0, 1),
        (3, 5, 1), (1, 1, 5), (4, 4, 1, 1), (0, 6),
    ]
    rng = random.Random(15)
    more = [
        tuple(rng.choice([0, 1, 1, 1, 2, 3, 4, 5, 6, 7, 12]) for _ in range(rng.randint(1, 7)))
        for _ in range(400)
    ]
    return [list(v) for v in (*first, *more)]


def check_anti_sg_function(function: Callable[[list[int]], Any] | None) -> Feedback:
    """Test a reader's ``first_player_wins(values)`` for Anti-SG games under the SJ hypothesis.

    ``values`` is the list of the single games' Grundy values; the function returns True
    when the player to move wins the misère sum. A wrong answer is told the input and which
    two quantities of the SJ theorem to look at there, never the right answer.

    Examples
    --------
    >>> def first_player_wins(values):
    ...     big = any(v > 1 for v in values)
    ...     total = 0
    ...     for v in values:
    ...         total ^= v
    ...     return (total != 0) == big
    >>> print(check_anti_sg_function(first_player_wins))
    ✔ Right: first_player_wins agrees with the reference on all 414 inputs.
    >>> def normal_play(values):
    ...     total = 0
    ...     for v in values:
    ...         total ^= v
    ...     return total != 0
    >>> print(check_anti_sg_function(normal_play))
    ✘ normal_play([]) returned False, which is wrong. Work out the nim-sum of the values and whether some value is greater than 1, and reread the theorem's two cases.
    """
    if function is None:
        return FILL_IN

    def call(values: list[int]) -> Any:
        return function(list(values))  # a fresh list it may change

    return check_function(
        call if callable(function) else function,
        lambda values: (reduce(xor, values, 0) != 0) == any(v > 1 for v in values),
        _value_lists(),
        name=_name(function, "first_player_wins"),
        accept=lambda got, want: type(got) in (bool, int) and bool(got) == want
        and got in (0, 1),
        describe=lambda want: "the other answer",
        hint="Work out the nim-sum of the values and whether some value is greater than 1, "
        "and reread the theorem's two cases.",
        show_expected=False,
    )


def _dags() -> list[dict[int, list[int]]]:
    """Telling cases first (a chain, a P-position with a long and a short option), then
    random move graphs on 1 to 9 positions whose moves go to smaller numbers."""
    first: list[dict[int, list[int]]] = [
        {0: []},
        {0: [], 1: [0]},
        {0: [], 1: [0], 2: [1], 3: [2], 4: [3]},
        {0: [], 1: [0], 2: [1, 0], 3: [2, 1]},
        {s: [s - k for k in (1, 2) if k <= s] for s in range(10)},
    ]
    rng = random.Random(15)
    graphs = []
    for _ in range(300):
        n = rng.randint(1, 9)
        p = rng.choice([0.2, 0.35, 0.5])
        graphs.append({u: [v for v in range(u) if rng.random() < p] for u in range(n)})
    return [*first, *graphs]


def _steps(options: Mapping[int, list[int]]) -> dict[int, int]:
    game = GraphGame({u: list(vs) for u, vs in options.items()})
    return {u: every_sg_step(game, u) for u in options}


def check_every_sg_steps_function(
    function: Callable[[dict[int, list[int]]], Any] | None,
) -> Feedback:
    """Test a reader's ``steps(options)``: the Every-SG step of every position of a finite game.

    ``options`` is a dict ``{position: [its options]}`` of a game without cycles; the
    function returns ``{position: step}``. A wrong answer is told the graph and the first
    position (in increasing order) whose step is wrong, and whether that position is a
    P- or an N-position, never the step.

    Examples
    --------
    >>> import grundylib as gl
    >>> def steps(options):
    ...     g = gl.GraphGame(options)
    ...     return {u: gl.every_sg_step(g, u) for u in options}
    >>> print(check_every_sg_steps_function(steps))
    ✔ Right: steps agrees with the reference on all 305 inputs.
    >>> def longest(options):  # the longest play, ignoring who wins
    ...     memo = {}
    ...     for u in sorted(options):
    ...         memo[u] = 1 + max((memo[v] for v in options[u]), default=-1)
    ...     return memo
    >>> print(check_every_sg_steps_function(longest))
    ✘ longest({0: [], 1: [0], 2: [1, 0], 3: [2, 1]}) returned {0: 0, 1: 1, 2: 2, 3: 3}, but another step at position 2 (an N-position) was expected. An N-position moves to a P-option of largest step, a P-position to an option of least step.
    """
    if function is None:
        return FILL_IN
    problem: dict[str, str] = {}

    def same(got: Any, expected: dict[int, int]) -> bool:
        problem["text"] = _compare_steps(got, expected)
        return not problem["text"]

    def call(options: dict[int, list[int]]) -> Any:
        return function({u: list(vs) for u, vs in options.items()})  # a copy it may change

    return check_function(
        call if callable(function) else function,
        _steps,
        _dags(),
        name=_name(function, "steps"),
        accept=same,
        describe=lambda expected: problem.get("text", "other steps"),
        hint="An N-position moves to a P-option of largest step, a P-position to an option of "
        "least step.",
    )


def _compare_steps(got: Any, expected: Mapping[int, int]) -> str:
    """Empty when ``got`` is right, else which position is wrong and its outcome class."""
    if not isinstance(got, Mapping):
        return "a dict {position: step}"
    for u in sorted(expected):
        if u not in got:
            return f"a step for every position (position {u!r} has none)"
        have, want = got[u], expected[u]
        if have == want and type(have) is not bool:
            continue
        kind = "an N-position" if want % 2 else "a P-position"
        return f"another step at position {u!r} ({kind})"
    return ""


def _heap_lists() -> list[list[int]]:
    """Telling cases first (the sample, single heaps 1 to 8), then random heaps up to 2**31 - 1."""
    first: list[tuple[int, ...]] = [
        (2, 2, 3), (3, 3), (3,), (4,), (3, 4), (1, 2), (4, 7), (8, 7), (3, 3, 4, 4), (5, 6, 3),
    ]
    rng = random.Random(15)
    small = [tuple(rng.randint(1, 24) for _ in range(rng.randint(1, 5))) for _ in range(300)]
    big = [
        tuple(rng.randint(1, 2**31 - 1) for _ in range(rng.randint(1, 6))) for _ in range(100)
    ]
    # make some of the big ones P-positions: the last heap completes the nim-sum
    closed: list[tuple[int, ...]] = []
    for heaps in big[:50]:
        total = reduce(xor, (laskers_nim_grundy(h) for h in heaps), 0)
        if total:
            last = next(h for h in (total - 1, total, total + 1) if laskers_nim_grundy(h) == total)
            closed.append((*heaps, last))
    return [list(h) for h in (*first, *small, *closed, *big[50:])]


def check_split_nim_function(function: Callable[[list[int]], Any] | None) -> Feedback:
    """Test a reader's ``first_player_wins(heaps)`` for Nim where a heap may also be split in two.

    A move takes counters from one heap, or splits one heap into two non-empty heaps (Lasker's
    Nim, the game of HDU 3032); the last player to move wins. The heaps go up to
    ``2**31 - 1``, so the function needs the closed form of the Grundy values, not a table.
    A wrong answer is told the input, never the answer.

    Examples
    --------
    >>> import grundylib as gl
    >>> def first_player_wins(heaps):
    ...     return gl.nim_sum(*(gl.laskers_nim_grundy(h) for h in heaps)) != 0
    >>> print(check_split_nim_function(first_player_wins))
    ✔ Right: first_player_wins agrees with the reference on all 410 inputs.
    >>> def plain_nim(heaps):
    ...     return gl.nim_sum(*heaps) != 0
    >>> print(check_split_nim_function(plain_nim))
    ✘ plain_nim([5, 6, 3]) returned False, which is wrong. Compute the Grundy value of each heap (which sizes does a split change?) and nim-add them.
    """
    if function is None:
        return FILL_IN

    def call(heaps: list[int]) -> Any:
        return function(list(heaps))

    return check_function(
        call if callable(function) else function,
        lambda heaps: reduce(xor, (laskers_nim_grundy(h) for h in heaps), 0) != 0,
        _heap_lists(),
        name=_name(function, "first_player_wins"),
        accept=lambda got, want: type(got) in (bool, int) and got in (0, 1) and bool(got) == want,
        hint="Compute the Grundy value of each heap (which sizes does a split change?) and "
        "nim-add them.",
        show_expected=False,
    )


def check_every_sg_outcome(game: Game, position: Position, answer: str | Outcome | None) -> Feedback:
    """Check a predicted outcome (P or N) of ``position`` played as an **Every-SG** game.

    In Every-SG the player to move moves in every single game that still has a move, and
    the last player to move wins. A wrong answer is pointed to the steps of the single
    games, never told the outcome.

    Examples
    --------
    >>> import grundylib as gl
    >>> two = gl.Sum(gl.SubtractionGame({1, 2}), gl.SubtractionGame({1, 2}))
    >>> print(check_every_sg_outcome(two, (4, 5), "N"))
    ✔ Right: (4, 5) is an N-position of the Every-SG game.
    >>> print(check_every_sg_outcome(two, (4, 6), "N"))
    ✘ Not quite: work out the step of each single game; the largest one decides.
    >>> print(check_every_sg_outcome(two, (4, 6), "maybe"))
    ✘ Answer with "P" or "N" (also "P-position", "N-position" or gl.Outcome.P, in any case), not 'maybe'.
    """
    expected = every_sg_outcome(game, position)
    if answer is None:
        return FILL_IN
    given = read_outcome(answer)
    if given not in (Outcome.P, Outcome.N):
        return Feedback(
            False,
            'Answer with "P" or "N" (also "P-position", "N-position" or gl.Outcome.P, in any '
            f"case), not {answer!r}.",
        )
    if given == expected:
        article = "an" if expected == Outcome.N else "a"
        return Feedback(
            True, f"Right: {position!r} is {article} {expected.value}-position of the Every-SG game."
        )
    return Feedback(
        False, "Not quite: work out the step of each single game; the largest one decides."
    )
