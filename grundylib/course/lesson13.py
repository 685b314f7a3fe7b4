"""Lesson 13 (beyond): Fraenkel–Yesha labelling of loopy games, and misère Nim sums.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any

from .._search import options_of, search_misere_outcome, unique
from ..analysis import winning_moves
from ..core import (
    GrundyError,
    InvalidArgumentError,
    Outcome,
    check_iterable,
)
from ..game import Game, Position
from ..games.nim import Nim
from ..loopy import Infinity, generalized_grundy, label_generalized
from ._feedback import FILL_IN, Feedback, check_function
from .outcomes import in_standard_form

__all__ = [
    "check_generalized_value",
    "check_generalized_values_function",
    "check_misere_nim_move_function",
    "check_misere_nim_separator",
    "check_misere_winning_moves",
]


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
    >>> print(check_misere_winning_moves(gl.Nim(), (1, 1, 5), [[1, 1, 1]]))
    ✔ Right: this is the only winning move in misère play.
    >>> print(check_misere_winning_moves(gl.Nim(), (2, 2), []))
    ✔ Right: (2, 2) is a misère P-position, so no move wins.
    """
    if answer is None:
        return FILL_IN
    expected = winning_moves(game, position, misere=True)
    options = set(options_of(game, position))
    given = unique(
        in_standard_form(game, tuple(move) if isinstance(move, list) else move, options)
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
            return Feedback(False, "This is an N-position: at least one move wins; you gave none.")
        return Feedback(
            False, f"Your moves win, but there are {len(expected)} winning moves in all."
        )
    if not expected:
        return Feedback(True, f"Right: {position} is a misère P-position, so no move wins.")
    if len(expected) == 1:
        return Feedback(True, "Right: this is the only winning move in misère play.")
    return Feedback(True, f"Right: these are all {len(expected)} winning moves in misère play.")


def _misere_nim_inputs() -> list[tuple[int, ...]]:
    """Telling cases first (one heap, 1-heaps only, one big heap), then every triple of heaps
    of at most 5 that is not empty, then a few larger positions."""
    first = [(1,), (2,), (1, 1), (1, 1, 1), (1, 1, 5), (1, 4), (2, 2), (2, 3), (1, 2, 3)]
    triples = [h for h in itertools.product(range(6), repeat=3) if any(h)]
    return [*first, *triples, (13, 12, 8), (1, 1, 1, 9), (2, 5, 9, 14), (1, 1, 1, 1)]


def check_misere_nim_move_function(function: Callable[[tuple[int, ...]], Any] | None) -> Feedback:
    """Test a reader's ``misere_nim_move(heaps)``: a winning move of misère Nim, or ``None``.

    A move is given as the heaps after it, in the same order (a tuple or a list); any
    winning move is right. At a misère P-position the function must return ``None``. The
    reference is a search of the game tree, not Bouton's rule, and the messages say which
    kind of answer was expected, never which move.

    Examples
    --------
    >>> import grundylib as gl
    >>> def misere_nim_move(heaps):
    ...     moves = gl.misere_nim_winning_moves(heaps)
    ...     return moves[0] if moves else None
    >>> print(check_misere_nim_move_function(misere_nim_move))
    ✔ Right: misere_nim_move agrees with the reference on all 228 inputs.
    >>> print(check_misere_nim_move_function(lambda heaps: None))
    ✘ misere_nim_move((2,)) returned None, but a move to a misère P-position (one exists) was expected. Play as in normal Nim while two heaps have 2 or more counters; otherwise leave an odd number of 1-heaps.
    """
    if function is None:
        return FILL_IN
    nim = Nim()

    def reference(heaps: tuple[int, ...]) -> list[Hashable]:
        # the search alone: winning_moves(misere=True) would answer by Bouton's rule itself
        options = options_of(nim, heaps)
        return [o for o in options if search_misere_outcome(nim, o) == Outcome.P]

    def same(got: Any, expected: list[Hashable]) -> bool:
        if not expected:
            return got is None
        return isinstance(got, list | tuple) and tuple(got) in expected

    def describe(expected: list[Hashable]) -> str:
        if not expected:
            return "None (a misère P-position: no move wins)"
        return "a move to a misère P-position (one exists)"

    return check_function(
        function, reference, _misere_nim_inputs(), name="misere_nim_move", accept=same,
        describe=describe,
        hint="Play as in normal Nim while two heaps have 2 or more counters; otherwise leave an "
        "odd number of 1-heaps.",
    )


def _nim_heaps(position: Any, name: str) -> tuple[int, ...]:
    """The heaps of a Nim position (one heap or a tuple of heaps), checked."""
    nim = Nim()
    heaps = tuple(nim.components(position))
    nim.position(heaps)  # raises InvalidPositionError on a bad heap
    for heap in heaps:
        if isinstance(heap, bool) or not isinstance(heap, int) or heap < 0:
            raise InvalidArgumentError(f"{name} must be a Nim position, got {position!r}")
    return heaps


def check_misere_nim_separator(first: Any, second: Any, answer: Any) -> Feedback:
    """Check a Nim position ``z`` with ``first + z`` a misère P-position and ``second + z`` an N-position.

    Here ``+`` puts the heaps side by side. The outcomes come from a search of the game
    tree, not from a rule; a wrong answer is told the outcomes of its own two sums only.

    Examples
    --------
    >>> print(check_misere_nim_separator((2, 3), (1, 1), (2, 3)))
    ✔ Right: (2, 3) + z = (2, 2, 3, 3) is a misère P-position and (1, 1) + z = (1, 1, 2, 3) an N-position.
    >>> print(check_misere_nim_separator((2, 3), (1, 1), (2, 2)))
    ✘ (2, 3) + z = (2, 2, 2, 3) is a misère N-position, not P. Compute the key (nim-sum, every heap ≤ 1) of each sum.
    >>> print(check_misere_nim_separator((2, 3), (1, 1), [1, -1]))
    ✘ Give z as a tuple of heap sizes (natural numbers), e.g. (1, 2), not [1, -1].
    """
    x = _nim_heaps(first, "first")
    y = _nim_heaps(second, "second")
    if answer is None:
        return FILL_IN
    try:
        z = _nim_heaps(tuple(answer) if isinstance(answer, list) else answer, "answer")
    except (GrundyError, TypeError):
        return Feedback(
            False, f"Give z as a tuple of heap sizes (natural numbers), e.g. (1, 2), not {answer!r}."
        )
    nim = Nim()
    hint = "Compute the key (nim-sum, every heap ≤ 1) of each sum."
    xz = tuple(nim.components(nim.position(x + z)))  # the heaps in increasing order
    yz = tuple(nim.components(nim.position(y + z)))
    if max(sum(xz), sum(yz)) > 30:
        return Feedback(False, f"Look for a smaller z, with heaps adding up to 30 at most. {hint}")
    ox, oy = search_misere_outcome(nim, xz), search_misere_outcome(nim, yz)
    if ox != Outcome.P:
        return Feedback(False, f"{x} + z = {xz} is a misère N-position, not P. {hint}")
    if oy != Outcome.N:
        return Feedback(False, f"{y} + z = {yz} is a misère P-position too, not N. {hint}")
    return Feedback(
        True, f"Right: {x} + z = {xz} is a misère P-position and {y} + z = {yz} an N-position."
    )


def _random_graphs() -> list[dict[int, list[int]]]:
    """Telling cases first (a 2-cycle, a self-loop, Ferguson's cycle with an exit, the
    ladder board), then random move graphs on 1 to 7 positions, self-loops allowed."""
    first: list[dict[int, list[int]]] = [
        {0: []},
        {0: [1], 1: []},
        {0: [1], 1: [0]},
        {0: [0]},
        {0: [1], 1: [2], 2: [0, 3], 3: [4], 4: []},
        {s: [s - k for k in (2, 3) if k <= s] + ([4] if s == 1 else []) for s in range(9)},
    ]
    rng = random.Random(13)
    graphs = []
    for _ in range(300):
        n = rng.randint(1, 7)
        p = rng.choice([0.15, 0.25, 0.4])
        graphs.append({u: [v for v in range(n) if rng.random() < p] for u in range(n)})
    return [*first, *graphs]


def _compare_values(got: Any, expected: Mapping[Hashable, Any]) -> str:
    """Empty when ``got`` is right, else which node is wrong and which condition to check."""
    if not isinstance(got, Mapping):
        return "a dict {position: value}"
    for u, want in expected.items():
        if u not in got:
            return f"a value for every position (position {u!r} has none)"
        have = got[u]
        if have == want and type(have) is not bool:
            continue
        if not isinstance(have, Infinity) and (
            isinstance(have, bool) or not isinstance(have, int) or have < 0
        ):
            return (
                f"a natural number or gl.Infinity(K) at position {u!r}, not {have!r}"
            )
        if isinstance(want, Infinity) and isinstance(have, Infinity):
            return (
                f"another set K at position {u!r} (K is the set of the finite values of its options)"
            )
        if isinstance(want, Infinity):
            return (
                f"another value at position {u!r} (your finite value there breaks condition 2: "
                "some move up cannot be reversed to a smaller counter)"
            )
        if isinstance(have, Infinity):
            return (
                f"another value at position {u!r} (a finite value satisfies conditions 1 and 2 "
                "there)"
            )
        return f"another value at position {u!r} (check condition 1, the mex, there)"
    extra = [u for u in got if u not in expected]
    if extra:
        return f"values for the positions of the graph only (not {extra[0]!r})"
    return ""


def check_generalized_values_function(
    function: Callable[[dict[int, list[int]]], Any] | None,
) -> Feedback:
    """Test a reader's ``generalized_values(options)`` on many small move graphs, some with cycles.

    ``options`` is a dict ``{position: [options]}``; the function must return a dict
    ``{position: value}``, a value being a natural number or ``gl.Infinity(K)``. The
    reference is the library's labelling; a wrong answer is told at which position of
    which graph its values go wrong and which condition to check there, never the value.

    Examples
    --------
    >>> import grundylib as gl
    >>> def generalized_values(options):
    ...     return dict(gl.label_generalized(options).values)
    >>> print(check_generalized_values_function(generalized_values))
    ✔ Right: generalized_values agrees with the reference on all 306 inputs.
    >>> def mex_only(options):  # the Grundy recursion would never stop on a cycle
    ...     return {u: 0 for u in options}
    >>> print(check_generalized_values_function(mex_only))
    ✘ generalized_values({0: [1], 1: []}) returned {0: 0, 1: 0}, but another value at position 0 (check condition 1, the mex, there) was expected. Run the labelling by hand on this graph, stage m = 0, 1, 2, ...
    """
    if function is None:
        return FILL_IN
    problem: dict[str, str] = {}

    def reference(options: dict[int, list[int]]) -> dict[Hashable, Any]:
        return dict(label_generalized({u: list(vs) for u, vs in options.items()}).values)

    def same(got: Any, expected: dict[Hashable, Any]) -> bool:
        problem["text"] = _compare_values(got, expected)
        return not problem["text"]

    def describe(expected: Any) -> str:
        return problem.get("text", "other values")

    def call(options: dict[int, list[int]]) -> Any:
        return function({u: list(vs) for u, vs in options.items()})  # a copy it may change

    return check_function(
        call if callable(function) else function, reference, _random_graphs(),
        name="generalized_values", accept=same,
        describe=describe,
        hint="Run the labelling by hand on this graph, stage m = 0, 1, 2, ...",
    )


def check_generalized_value(game: Game, position: Position, answer: Any) -> Feedback:
    """Check a predicted generalized Sprague–Grundy value: a natural number or ``gl.Infinity(K)``.

    A wrong answer is pointed to Smith's rules for sums, never told the value.

    Examples
    --------
    >>> import grundylib as gl
    >>> board = gl.GraphGame({0: [], 1: [0, 1]})
    >>> print(check_generalized_value(board, 1, gl.Infinity({0})))
    ✔ Right: the generalized value is ∞(0).
    >>> print(check_generalized_value(board, 1, 1))
    ✘ Not the value of this position. For a sum, use Smith's rules: finite + finite is the nim-sum, ∞_K + n = ∞_(K ⊕ n), ∞ + ∞ = ∞(∅).
    >>> print(check_generalized_value(board, 1, "inf"))
    ✘ Give a natural number or gl.Infinity(K) (K a set of natural numbers), not 'inf'.
    """
    expected = generalized_grundy(game, position)
    if answer is None:
        return FILL_IN
    if not isinstance(answer, Infinity) and (
        isinstance(answer, bool) or not isinstance(answer, int) or answer < 0
    ):
        return Feedback(
            False,
            f"Give a natural number or gl.Infinity(K) (K a set of natural numbers), not {answer!r}.",
        )
    if answer == expected:
        return Feedback(True, f"Right: the generalized value is {expected}.")
    return Feedback(
        False,
        "Not the value of this position. For a sum, use Smith's rules: finite + finite is the "
        "nim-sum, ∞_K + n = ∞_(K ⊕ n), ∞ + ∞ = ∞(∅).",
    )
