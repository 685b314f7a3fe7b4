"""Lesson 05 (sums of games): equivalent games, nimbers and Grundy values of sums.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from ..analysis import grundy, outcome, winning_moves
from ..core import (
    InvalidArgumentError,
    Outcome,
    check_iterable,
    nim_sum,
)
from ..game import GraphGame, Sum
from ..games.at_least_half import AtLeastHalf
from ..games.bash import BashGame
from ..games.nim import Nim
from ..games.subtraction import SubtractionGame
from ._feedback import FILL_IN, Feedback, check_function

__all__ = [
    "check_equivalence_function",
    "check_nimbers",
    "check_sum_example",
    "check_sum_grundy",
    "check_sum_winning_moves",
    "equivalence_cases",
    "sum_winning_moves_cases",
]


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


def check_sum_example(
    game: Sum,
    answer: tuple[Any, ...] | None,
    parts: Iterable[str],
    whole: str,
    *,
    at_least: int = 0,
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
    at_least : int, optional
        The smallest heap the exercise allows in each component (default ``0``: any heap);
        only for sums whose positions are heap sizes.

    Examples
    --------
    >>> import grundylib as gl
    >>> two = gl.Sum(gl.Nim(), gl.Nim())
    >>> print(check_sum_example(two, (2, 2), "NN", "P"))
    ✔ Right: (2, 2) has parts N + N and the sum is a P-position.
    >>> print(check_sum_example(two, (0, 2), "NN", "P"))
    ✘ Part 1 (0) is a P-position; you need an N-position there.
    >>> print(check_sum_example(two, (1, 2), "NN", "P"))
    ✘ The parts are right, but the sum is an N-position: compare the parts' Grundy values.
    >>> print(check_sum_example(two, None, "NN", "P"))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> print(check_sum_example(two, [3, 3], "NN", "P"))  # a list is read as the tuple (3, 3)
    ✔ Right: (3, 3) has parts N + N and the sum is a P-position.
    >>> print(check_sum_example(two, (3, 3), "NN", "P", at_least=20))
    ✘ Part 1 (3) is below 20: the exercise asks for heaps of at least 20 in every part.
    >>> print(check_sum_example(two, (21, 21), "NN", "P", at_least=20))
    ✔ Right: (21, 21) has parts N + N and the sum is a P-position.
    """
    items = check_iterable(parts, "parts", text=True, error=InvalidArgumentError)
    wanted = [str(p).upper() for p in items]
    if answer is None:
        return FILL_IN
    if isinstance(answer, list):
        answer = tuple(answer)
    position = check_sum(game).parts(answer)
    for i, x in enumerate(position):
        if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < at_least:
            return Feedback(
                False,
                f"Part {i + 1} ({x!r}) is below {at_least}: the exercise asks for heaps of at "
                f"least {at_least} in every part.",
            )
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
            "compare the parts' Grundy values.",
        )
    article = "an" if whole.upper() == "N" else "a"
    return Feedback(
        True,
        f"Right: {position} has parts {' + '.join(wanted)} and the sum is {article} "
        f"{whole.upper()}-position.",
    )


def check_nimbers(games: Iterable[tuple[Any, Any]], answer: Iterable[int] | None) -> Feedback:
    """Check, for each game, the ``n`` with ``G ≡ *n``, worked out by the reader.

    Parameters
    ----------
    games : iterable of (game, position)
        The games ``G``, each given by its rules and its starting position.
    answer : iterable of int
        The reader's ``n`` for each game, in order.

    Returns
    -------
    Feedback
        On a mistake, the first game whose answer is wrong and the outcome of ``G + *n``
        for the reader's ``n``, which shows that ``G`` is not ``≡ *n`` without saying which
        nimber it is.

    Examples
    --------
    >>> import grundylib as gl
    >>> games = [(gl.Nim(), 3), (gl.SubtractionGame({1, 2}), 5)]
    >>> print(check_nimbers(games, [3, 2]))
    ✔ Right: the games are equivalent to *3, *2 (each G + *n is a P-position).
    >>> print(check_nimbers(games, [3, 5]))
    ✘ Game 2 (from 5): G + *5 is an N-position, so G is not ≡ *5 (G ≡ *n exactly when G + *n is a P-position).
    >>> print(check_nimbers(games, [3]))
    ✘ Give one n per game: 2 numbers expected.
    >>> print(check_nimbers(games, None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> check_nimbers([3], [3])
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: games must be (game, position) pairs, got 3
    """
    pairs = list(check_iterable(games, "games", error=InvalidArgumentError))
    for item in pairs:
        if (
            not isinstance(item, tuple)
            or len(item) != 2
            or not callable(getattr(item[0], "moves", None))
        ):
            raise InvalidArgumentError(f"games must be (game, position) pairs, got {item!r}")
    if answer is None:
        return FILL_IN
    given = check_iterable(answer, "answer", error=InvalidArgumentError)
    if len(given) != len(pairs):
        return Feedback(False, f"Give one n per game: {len(pairs)} numbers expected.")
    for i, ((game, position), n) in enumerate(zip(pairs, given, strict=True)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            return Feedback(False, f"Game {i + 1}: {n!r} is not a whole number n >= 0 for *n.")
        if grundy(game, position) != n:
            beside = outcome(Sum(game, Nim()), (position, n))
            return Feedback(
                False,
                f"Game {i + 1} (from {position!r}): G + *{n} is an {beside}-position, so G is "
                f"not ≡ *{n} (G ≡ *n exactly when G + *n is a P-position).",
            )
    shown = ", ".join(f"*{n}" for n in given)
    return Feedback(
        True, f"Right: the games are equivalent to {shown} (each G + *n is a P-position)."
    )


def _random_dag(rng: random.Random, size: int) -> GraphGame:
    """A random game graph on the nodes ``0..size-1``, every move to a smaller node."""
    edges = {v: sorted(w for w in range(v) if rng.random() < 0.45) for v in range(size)}
    return GraphGame(edges)


def equivalence_cases(count: int = 300, seed: int = 5) -> list[tuple[GraphGame, int, GraphGame, int]]:
    """Pairs of small games ``(G, x, H, y)`` for the exercise "is G ≡ H?".

    Telling pairs first (two empty games; *1 and *2, both N-positions but not equivalent;
    the same graph from two starts), then ``count`` random pairs of graphs with at most 7
    nodes, about half of them equivalent.

    Examples
    --------
    >>> import grundylib as gl
    >>> cases = equivalence_cases(40)
    >>> len(cases)
    44
    >>> same = sum(gl.grundy(G, x) == gl.grundy(H, y) for G, x, H, y in cases)
    >>> 10 < same < 34
    True
    """
    rng = random.Random(seed)
    nim_graph = GraphGame({n: list(range(n)) for n in range(4)})  # *0 .. *3 as a graph
    path = GraphGame({0: [], 1: [0], 2: [1], 3: [2]})  # 3 -> 2 -> 1 -> 0
    cases: list[tuple[GraphGame, int, GraphGame, int]] = [
        (nim_graph, 0, path, 0),
        (nim_graph, 1, nim_graph, 2),
        (path, 3, nim_graph, 1),
        (path, 2, nim_graph, 2),
    ]
    for _ in range(count):
        g_size, h_size = rng.randint(1, 7), rng.randint(1, 7)
        G, H = _random_dag(rng, g_size), _random_dag(rng, h_size)
        x, y = rng.randrange(g_size), rng.randrange(h_size)
        cases.append((G, x, H, y))
    return cases


def check_equivalence_function(function: Callable[..., Any] | None) -> Feedback:
    """Check a reader's ``is_equivalent(G, x, H, y)`` on 304 pairs of small game graphs.

    The function must return whether the game ``G`` started at ``x`` is equivalent to
    ``H`` started at ``y``; it is compared with the Grundy values the library computes.

    Examples
    --------
    >>> import grundylib as gl
    >>> def right(G, x, H, y):
    ...     return gl.grundy(G, x) == gl.grundy(H, y)
    >>> print(check_equivalence_function(right))
    ✔ Right: is_equivalent agrees with the reference on all 304 inputs.
    >>> def same_outcome(G, x, H, y):
    ...     return gl.outcome(G, x) == gl.outcome(H, y)
    >>> print(check_equivalence_function(same_outcome))  # doctest: +ELLIPSIS
    ✘ is_equivalent(GraphGame({0: [], 1: [0], 2: [0, 1], 3: [0, 1, 2]}), 1, ...), 2) returned True, but False was expected. G ≡ H exactly when G + H is a P-position: ...
    >>> print(check_equivalence_function(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    return check_function(
        function,
        lambda G, x, H, y: grundy(G, x) == grundy(H, y),
        equivalence_cases(),
        name="is_equivalent",
        unpack=True,
        accept=lambda got, expected: isinstance(got, bool) and got == expected,
        hint="G ≡ H exactly when G + H is a P-position: decide the outcome of the pair "
        "position (x, y) from its options, as in lesson 01.",
    )


_DRAWN = GraphGame(
    {
        "a": ["b", "c", "d"],
        "b": ["d", "e", "f", "h"],
        "c": ["e", "f"],
        "d": ["g", "h"],
        "e": ["g", "h", "i"],
        "f": ["h"],
        "g": ["i", "j"],
        "h": ["i"],
        "i": [],
        "j": [],
    }
)
"""The hand-drawn graph of lessons 04 and 05."""


def sum_winning_moves_cases(
    count: int = 300, seed: int = 2026
) -> list[tuple[list[Any], tuple[Any, ...]]]:
    """Sums ``(parts, position)`` for the exercise "list every winning move of a sum".

    Three telling sums first: Nim heaps 1 and 2 (one winning move), 3 and 3 (none), and
    the drawn graph of lesson 04 on ``c`` beside a Nim heap of 2, whose winning move in the
    graph *raises* its value from 1 to 2; then ``count`` random sums of one to four small
    games (Nim, take 1..2 and 1..3, ``S = {1, 4}`` and ``{2, 5, 7}``, take at least half, the
    drawn graph), heaps from 0 to 12.

    Examples
    --------
    >>> import grundylib as gl
    >>> cases = sum_winning_moves_cases()
    >>> len(cases)
    303
    >>> cases[2]
    ([GraphGame({'a': ['b', 'c', 'd'], ...}), Nim()], ('c', 2))
    >>> gl.winning_moves(gl.Sum(*cases[2][0]), cases[2][1])
    [('e', 2), ('c', 1)]
    """
    rng = random.Random(seed)
    small_games = [
        Nim(),
        BashGame(2),
        BashGame(3),
        SubtractionGame({1, 4}),
        SubtractionGame({2, 5, 7}),
        AtLeastHalf(),
        _DRAWN,
    ]
    cases: list[tuple[list[Any], tuple[Any, ...]]] = [
        ([Nim(), Nim()], (1, 2)),
        ([Nim(), Nim()], (3, 3)),
        ([_DRAWN, Nim()], ("c", 2)),
    ]
    for _ in range(count):
        parts = rng.sample(small_games, rng.randint(1, 4))
        position = tuple(
            rng.choice("abcdefghij") if part is _DRAWN else rng.randint(0, 12) for part in parts
        )
        cases.append((parts, position))
    return cases


def _same_moves(got: Any, expected: list[Any]) -> bool:
    """Whether ``got`` lists the positions of ``expected``, in any order."""
    try:
        return sorted(map(tuple, got)) == sorted(expected)
    except TypeError:  # not a list of positions
        return False


def _some_moves(moves: list[Any]) -> str:
    return f"a list of {len(moves)} winning move{'' if len(moves) == 1 else 's'}"


def check_sum_winning_moves(function: Callable[..., Any] | None) -> Feedback:
    """Check a reader's ``sum_winning_moves(parts, position)`` on 303 sums of small games.

    The function gets a list of games and one position per game, and must return every
    winning move of their sum, each as the position it leaves, in any order (``[]`` when
    there is none). It is compared with :func:`~grundylib.analysis.winning_moves` on the sum;
    a wrong answer is reported with the number of winning moves expected, never the moves.

    Examples
    --------
    >>> import grundylib as gl
    >>> def by_the_sum(parts, position):
    ...     return gl.winning_moves(gl.Sum(*parts), position)
    >>> print(check_sum_winning_moves(by_the_sum))
    ✔ Right: sum_winning_moves agrees with the reference on all 303 inputs.
    >>> def only_down(parts, position):  # lowers a part's value, never raises it
    ...     values = [gl.grundy(p, x) for p, x in zip(parts, position)]
    ...     total = gl.nim_sum(*values)
    ...     return [position[:i] + (y,) + position[i + 1:]
    ...             for i, (p, x) in enumerate(zip(parts, position))
    ...             if values[i] ^ total < values[i]
    ...             for y in p.moves(x) if gl.grundy(p, y) == values[i] ^ total]
    >>> print(check_sum_winning_moves(only_down))  # doctest: +ELLIPSIS
    ✘ sum_winning_moves([GraphGame(...), Nim()], ('c', 2)) returned [('c', 1)], but a list of 2 winning moves was expected. ...
    >>> print(check_sum_winning_moves(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    return check_function(
        function,
        lambda parts, position: winning_moves(Sum(*parts), position),
        sum_winning_moves_cases(),
        name="sum_winning_moves",
        unpack=True,
        accept=_same_moves,
        describe=_some_moves,
        hint="After a winning move the nim-sum of the parts' values is 0; try every option of "
        "every part.",
    )
