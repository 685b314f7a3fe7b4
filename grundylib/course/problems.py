"""Contest problems of the problem set (lesson 12), solved with the library: read the judge's input, print its output.

This module owns one solver per problem of the problem set (lesson 12): a function
``solve_<judge>_<id>(text) -> str`` that reads the input exactly as the judge gives it and
returns the output text (lines joined by newlines, no trailing newline). Each solver turns
the input into positions of a ruleset of the catalogue (the three small rulesets made
for these problems, :class:`~grundylib.HyperKnight`, :class:`~grundylib.PaintChain` and
:class:`~grundylib.RaceToTotal`, live in :mod:`grundylib.games` and are also reachable
from here; the last two serve as brute force) and answers with :func:`grundylib.grundy`, :func:`grundylib.nim_sum` or a proved rule.
It also reads the problem files of ``grundylib/data/problems`` (:func:`load_problem`),
whose samples were quoted from public copies of the statements (see the README there).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..analysis import grundy, outcome, winning_moves
from ..core import (
    InvalidArgumentError,
    Outcome,
    check_natural,
    check_positive,
    nim_sum,
)
from ..games.bash import BashGame
from ..games.cutting import CuttingGame
from ..games.hyper_knight import HYPER_KNIGHT_MOVES, HyperKnight
from ..games.industrial import industrial_nim_sum
from ..games.new_stone import new_stone_game_first_player_wins
from ..games.paint_chain import PaintChain, paint_chain_line_game
from ..games.race_to_total import RaceToTotal
from ..games.staircase import georgia_and_bob_heaps
from ..games.subtraction import SubtractionGame
from ..games.wythoff import is_wythoff_p_position
from ._feedback import Feedback, check_function, graded

__all__ = [
    "DATA_DIR",
    "HYPER_KNIGHT_MOVES",
    "SOLVERS",
    "TECHNIQUES",
    "HyperKnight",
    "PaintChain",
    "Problem",
    "RaceToTotal",
    "check_solver",
    "fibonacci_takes",
    "load_problem",
    "paint_chain_line_game",
    "reproduces_sample",
    "solve_codeforces_15c",
    "solve_hdu_1536",
    "solve_hdu_1847",
    "solve_hdu_1848",
    "solve_hdu_1849",
    "solve_hdu_2149",
    "solve_hdu_2188",
    "solve_hdu_3980",
    "solve_lightoj_1315",
    "solve_poj_1067",
    "solve_poj_1704",
    "solve_poj_1740",
    "solve_poj_2311",
]

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "problems"
"""Where the problem files ``<judge>_<id>.json`` live (package data, installed with grundylib)."""


# --------------------------------------------------------------------------- reading input


class Tokens:
    """The whitespace-separated integers of a judge's input, read one at a time.

    Examples
    --------
    >>> t = Tokens("2\\n3 4")
    >>> t.next(), t.take(2), t.done()
    (2, [3, 4], True)
    >>> Tokens("1 x")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidArgumentError: text must hold integers only, got 'x'
    """

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise InvalidArgumentError(f"text must be the input as a string, got {text!r}")
        self.values: list[int] = []
        for word in text.split():
            try:
                self.values.append(int(word))
            except ValueError:
                raise InvalidArgumentError(f"text must hold integers only, got {word!r}") from None
        self.index = 0

    def done(self) -> bool:
        """Whether every integer has been read."""
        return self.index >= len(self.values)

    def next(self) -> int:
        """Return the next integer; raise if the input ended."""
        if self.done():
            raise InvalidArgumentError(
                f"text ended in the middle of a test case, after {len(self.values)} numbers"
            )
        self.index += 1
        return self.values[self.index - 1]

    def take(self, count: int) -> list[int]:
        """Return the next ``count`` integers."""
        return [self.next() for _ in range(check_natural(count, "count", InvalidArgumentError))]


def natural_list(values: list[int], name: str) -> tuple[int, ...]:
    """Return ``values`` as a tuple after checking each is a non-negative integer."""
    return tuple(check_natural(v, name, InvalidArgumentError) for v in values)


# --------------------------------------------------------------------------- solvers


def solve_codeforces_15c(text: str) -> str:
    """Answer Codeforces 15C from its input text: ``"tolik"`` if the first player wins.

    Parameters
    ----------
    text : str
        ``n`` on the first line, then ``n`` lines ``x m``.

    Returns
    -------
    str
        ``"tolik"`` (first player wins) or ``"bolik"``.

    Examples
    --------
    >>> solve_codeforces_15c("2\\n2 1\\n3 2\\n")
    'tolik'

    References
    ----------
    .. [1] Codeforces problem 15C, "Industrial Nim", https://codeforces.com/problemset/problem/15/C
    """
    numbers = Tokens(text).values
    if not numbers or len(numbers) != 1 + 2 * numbers[0]:
        raise InvalidArgumentError(
            f"text must be n followed by n pairs x m, got {len(numbers)} numbers"
        )
    pairs = list(zip(numbers[1::2], numbers[2::2], strict=True))
    return "tolik" if industrial_nim_sum(pairs) else "bolik"


def solve_poj_1740(text: str) -> str:
    """Answer POJ 1740 "A New Stone Game": ``1`` if Alice (first) wins, else ``0``, per case.

    Input: cases ``n`` followed by ``n`` pile sizes; ``n = 0`` ends the input. The answer
    is the pairing rule :func:`~grundylib.new_stone_game_first_player_wins` (the player to
    move loses exactly when equal piles pair up).

    Parameters
    ----------
    text : str
        The judge's input.

    Returns
    -------
    str
        One line per case.

    Examples
    --------
    The sample of the statement:

    >>> print(solve_poj_1740("3\\n2 1 3\\n2\\n1 1\\n0"))
    1
    0

    References
    ----------
    .. [1] POJ 1740, "A New Stone Game", http://poj.org/problem?id=1740
    """
    tokens, lines = Tokens(text), []
    while True:
        n = tokens.next()
        if n == 0:
            break
        piles = natural_list(tokens.take(check_positive(n, "n", InvalidArgumentError)), "pile size")
        lines.append("1" if new_stone_game_first_player_wins(piles) else "0")
    return "\n".join(lines)


def solve_poj_1704(text: str) -> str:
    """Answer POJ 1704 "Georgia and Bob": who wins each case, Georgia moving first.

    Input: ``T``, then per case ``N`` and the ``N`` occupied cells (in any order). Pair
    the coins from the right; the gaps inside the pairs are Nim heaps
    (:func:`~grundylib.georgia_and_bob_heaps`); Georgia wins when their nim-sum is not 0.

    Examples
    --------
    >>> print(solve_poj_1704("2\\n3\\n1 2 3\\n8\\n1 5 6 7 9 12 14 17"))
    Bob will win
    Georgia will win

    References
    ----------
    .. [1] POJ 1704, "Georgia and Bob", http://poj.org/problem?id=1704
    """
    tokens = Tokens(text)
    lines = []
    for _ in range(tokens.next()):
        cells = tokens.take(tokens.next())
        heaps = georgia_and_bob_heaps(cells)
        lines.append("Georgia will win" if nim_sum(*heaps) else "Bob will win")
    return "\n".join(lines)


def solve_hdu_1536(text: str) -> str:
    """Answer HDU 1536 "S-Nim": ``W`` or ``L`` for each position, one line per test case.

    Input: test cases ``k s_1 .. s_k``, then ``m`` and ``m`` lines ``l h_1 .. h_l``; a
    lone ``0`` ends the input. Each case is :class:`~grundylib.SubtractionGame` with the
    set S; a position wins for the player to move when the nim-sum of its heaps' Grundy
    values (found by mex) is not 0.

    Examples
    --------
    >>> print(solve_hdu_1536(
    ...     "2 2 5\\n3\\n2 5 12\\n3 2 4 7\\n4 2 3 7 12\\n"
    ...     "5 1 2 3 4 5\\n3\\n2 5 12\\n3 2 4 7\\n4 2 3 7 12\\n0"))
    LWW
    WWL

    References
    ----------
    .. [1] HDU 1536, "S-Nim", https://acm.hdu.edu.cn/showproblem.php?pid=1536
    """
    tokens, lines = Tokens(text), []
    while True:
        k = tokens.next()
        if k == 0:
            break
        game = SubtractionGame(tokens.take(check_positive(k, "k", InvalidArgumentError)))
        letters = []
        for _ in range(tokens.next()):
            heaps = natural_list(tokens.take(tokens.next()), "heap size")
            letters.append("W" if grundy(game, heaps) else "L")
        lines.append("".join(letters))
    return "\n".join(lines)


def solve_lightoj_1315(text: str) -> str:
    """Answer LightOJ 1315 "Game of Hyper Knights": ``Case k: Alice`` or ``Case k: Bob``.

    Input: ``T``, then per case ``n`` and ``n`` lines ``x y``. Each knight is a game of
    its own (:class:`HyperKnight`); Alice, who moves first, wins when the nim-sum of the
    knights' Grundy values is not 0.

    Examples
    --------
    >>> print(solve_lightoj_1315("2\\n1\\n1 0\\n2\\n2 5\\n3 5"))
    Case 1: Bob
    Case 2: Alice

    References
    ----------
    .. [1] LightOJ 1315, "Game of Hyper Knights", https://lightoj.com/problem/game-of-hyper-knights
    """
    tokens, lines = Tokens(text), []
    game = HyperKnight()
    for case in range(1, tokens.next() + 1):
        knights = tuple((tokens.next(), tokens.next()) for _ in range(tokens.next()))
        # a knight at (499, 499) reaches about 500 000 cells: allow that many
        value = grundy(game, knights, max_positions=2_000_000)
        lines.append(f"Case {case}: {'Alice' if value else 'Bob'}")
    return "\n".join(lines)


def fibonacci_takes(limit: int) -> list[int]:
    """Return the Fibonacci numbers ``1, 2, 3, 5, 8, ...`` up to ``limit`` (HDU 1848's moves).

    Examples
    --------
    >>> fibonacci_takes(20)
    [1, 2, 3, 5, 8, 13]
    """
    check_natural(limit, "limit", InvalidArgumentError)
    takes, a, b = [], 1, 2
    while a <= limit:
        takes.append(a)
        a, b = b, a + b
    return takes


def solve_hdu_1848(text: str) -> str:
    """Answer HDU 1848 "Fibonacci again and again": ``Fibo`` if the first player wins.

    Input: lines ``m n p`` (three heaps), ended by ``0 0 0``. A move takes a Fibonacci
    number of stones from one heap: a :class:`~grundylib.SubtractionGame` whose set is
    ``{1, 2, 3, 5, 8, ...}``; the first player wins when the heaps' Grundy values have a
    non-zero nim-sum.

    Examples
    --------
    >>> print(solve_hdu_1848("1 1 1\\n1 4 1\\n0 0 0"))
    Fibo
    Nacci

    References
    ----------
    .. [1] HDU 1848, "Fibonacci again and again", https://acm.hdu.edu.cn/showproblem.php?pid=1848
    """
    tokens, cases = Tokens(text), []
    while True:
        heaps = natural_list(tokens.take(3), "heap size")
        if heaps == (0, 0, 0):
            break
        cases.append(heaps)
    game = SubtractionGame(fibonacci_takes(max([1, *(h for c in cases for h in c)])))
    return "\n".join("Fibo" if grundy(game, heaps) else "Nacci" for heaps in cases)


def solve_hdu_1847(text: str) -> str:
    """Answer HDU 1847 "Good Luck in CET-4 Everybody!": ``Kiki`` (first) or ``Cici`` wins.

    Input: one ``n`` per line until the end. A move takes a power of two (1, 2, 4, ...)
    from one pile. The player to move loses exactly when ``n`` is a multiple of 3: no
    power of two is a multiple of 3, so from a multiple of 3 every move leaves a
    non-multiple; from ``3q + r`` (``r`` = 1 or 2, both powers of two) take ``r``.

    Examples
    --------
    >>> print(solve_hdu_1847("1\\n3"))
    Kiki
    Cici

    References
    ----------
    .. [1] HDU 1847, "Good Luck in CET-4 Everybody!",
       https://acm.hdu.edu.cn/showproblem.php?pid=1847
    """
    tokens, lines = Tokens(text), []
    while not tokens.done():
        n = check_natural(tokens.next(), "n", InvalidArgumentError)
        lines.append("Kiki" if n % 3 else "Cici")
    return "\n".join(lines)


def solve_poj_1067(text: str) -> str:
    """Answer POJ 1067 (Wythoff's game): ``1`` if the first player wins, else ``0``.

    Input: lines ``a b`` (the two piles) until the end. The player to move loses exactly
    at the Wythoff pairs ``(floor(kφ), floor(kφ) + k)``
    (:func:`~grundylib.is_wythoff_p_position`, exact integer arithmetic).

    Examples
    --------
    >>> print(solve_poj_1067("2 1\\n8 4\\n4 7"))
    0
    1
    0

    References
    ----------
    .. [1] POJ 1067, http://poj.org/problem?id=1067
    """
    tokens, lines = Tokens(text), []
    while not tokens.done():
        a, b = tokens.next(), tokens.next()
        lines.append("0" if is_wythoff_p_position(a, b) else "1")
    return "\n".join(lines)


def solve_hdu_2149(text: str) -> str:
    """Answer HDU 2149 "Public Sale": every first raise that wins for Lele, or ``none``.

    Input: lines ``M N`` (reserve price, largest raise) until the end. Lele wins with a
    first raise ``k`` when it leaves a losing amount ``M - k`` of the Bash game
    :class:`~grundylib.BashGame` ``(N)`` (a multiple of ``N + 1``, found by
    :func:`~grundylib.winning_moves`); when ``N >= M`` every raise from ``M`` to ``N``
    wins at once too.

    Examples
    --------
    >>> print(solve_hdu_2149("4 2\\n3 2\\n3 5"))
    1
    none
    3 4 5

    References
    ----------
    .. [1] HDU 2149, "Public Sale", https://acm.hdu.edu.cn/showproblem.php?pid=2149
    """
    tokens, lines = Tokens(text), []
    while not tokens.done():
        reserve = check_positive(tokens.next(), "M", InvalidArgumentError)
        largest = check_positive(tokens.next(), "N", InvalidArgumentError)
        left = winning_moves(BashGame(largest), reserve)  # amounts still missing
        raises = sorted(
            {reserve - check_natural(r, "amount", InvalidArgumentError) for r in left}
            | set(range(reserve + 1, largest + 1))
        )
        lines.append(" ".join(map(str, raises)) if raises else "none")
    return "\n".join(lines)


def solve_hdu_1849(text: str) -> str:
    """Answer HDU 1849 "Rabbit and Grass": ``Rabbit Win!`` (first) or ``Grass Win!``.

    Input: cases ``m`` and the ``m`` token cells, ended by ``m = 0``. A token on cell
    ``c`` is a Nim heap of ``c`` (it moves any distance towards cell 0), so Rabbit wins
    when the nim-sum of the cells is not 0.

    Examples
    --------
    >>> print(solve_hdu_1849("2\\n3 5\\n3\\n3 5 6\\n0"))
    Rabbit Win!
    Grass Win!

    References
    ----------
    .. [1] HDU 1849, "Rabbit and Grass", https://acm.hdu.edu.cn/showproblem.php?pid=1849
    """
    tokens, lines = Tokens(text), []
    while True:
        m = tokens.next()
        if m == 0:
            break
        cells = natural_list(tokens.take(check_positive(m, "m", InvalidArgumentError)), "cell")
        lines.append("Rabbit Win!" if nim_sum(*cells) else "Grass Win!")
    return "\n".join(lines)


def solve_hdu_3980(text: str) -> str:
    """Answer HDU 3980 "Paint Chain": ``Case #x: aekdycoin`` (first) or ``abcdxyzk``.

    Input: ``T``, then lines ``n m``. With fewer than ``m`` beads the first player has no
    move. Otherwise every first move is the same up to rotation: it cuts the circle into
    a line of ``n - m`` beads, where the game is :func:`paint_chain_line_game` (an octal
    game, value by mex); the first player wins when that line is a P-position.

    Examples
    --------
    >>> print(solve_hdu_3980("3\\n7 2\\n6 2\\n2 3"))
    Case #1: aekdycoin
    Case #2: abcdxyzk
    Case #3: abcdxyzk

    References
    ----------
    .. [1] HDU 3980, "Paint Chain", https://acm.hdu.edu.cn/showproblem.php?pid=3980
    """
    tokens, lines = Tokens(text), []
    for case in range(1, tokens.next() + 1):
        n = check_natural(tokens.next(), "n", InvalidArgumentError)
        m = check_positive(tokens.next(), "m", InvalidArgumentError)
        first_wins = n >= m and grundy(paint_chain_line_game(m), n - m) == 0
        lines.append(f"Case #{case}: {'aekdycoin' if first_wins else 'abcdxyzk'}")
    return "\n".join(lines)


def solve_hdu_2188(text: str) -> str:
    """Answer HDU 2188 (the volunteers' donation race): ``Grass`` (first) or ``Rabbit``.

    Input: ``C``, then ``C`` lines ``n m``: donations of 1 to ``m`` yuan, and whoever
    first brings the total to ``n`` or more wins. This is :class:`~grundylib.BashGame`
    ``(m)`` with a heap of ``n``: the first player wins unless ``n`` is a multiple of
    ``m + 1``.

    Examples
    --------
    >>> print(solve_hdu_2188("2\\n8 3\\n9 3"))
    Rabbit
    Grass

    References
    ----------
    .. [1] HDU 2188, https://acm.hdu.edu.cn/showproblem.php?pid=2188
    """
    tokens, lines = Tokens(text), []
    for _ in range(tokens.next()):
        n = check_positive(tokens.next(), "n", InvalidArgumentError)
        m = check_positive(tokens.next(), "m", InvalidArgumentError)
        lines.append("Grass" if outcome(BashGame(m), n) == Outcome.N else "Rabbit")
    return "\n".join(lines)


def solve_poj_2311(text: str) -> str:
    """Answer POJ 2311 "Cutting Game": ``WIN`` if the first player wins, else ``LOSE``, per line.

    Input: lines ``W H`` (``2 <= W, H <= 200``, the sheet's width and height) until the end
    of the input. A cut that leaves a strip of width 1 loses at once (the opponent cuts a
    ``1 x 1`` piece from it), so the game is :class:`~grundylib.CuttingGame`, normal play on
    the cuts that leave both pieces at least ``2 x 2``; the first player wins exactly when
    the sheet's value is not 0.

    Examples
    --------
    >>> print(solve_poj_2311("2 2\\n3 2\\n4 2"))
    LOSE
    LOSE
    WIN

    References
    ----------
    .. [1] POJ 2311, "Cutting Game", http://poj.org/problem?id=2311
    """
    tokens, lines, game = Tokens(text), [], CuttingGame()
    while not tokens.done():
        sheet = (tokens.next(), tokens.next())
        lines.append("WIN" if outcome(game, sheet) == Outcome.N else "LOSE")
    return "\n".join(lines)


# --------------------------------------------------------------------------- the problem set


SOLVERS: dict[str, Callable[[str], str]] = {
    "hdu_1849": solve_hdu_1849,
    "hdu_2188": solve_hdu_2188,
    "hdu_2149": solve_hdu_2149,
    "hdu_1847": solve_hdu_1847,
    "hdu_1848": solve_hdu_1848,
    "hdu_1536": solve_hdu_1536,
    "lightoj_1315": solve_lightoj_1315,
    "codeforces_15C": solve_codeforces_15c,
    "poj_1067": solve_poj_1067,
    "poj_1704": solve_poj_1704,
    "poj_1740": solve_poj_1740,
    "hdu_3980": solve_hdu_3980,
    "poj_2311": solve_poj_2311,
}
"""The solver of each problem, by the name of its file in :data:`DATA_DIR`, in lesson order."""

TECHNIQUES: dict[str, str] = {
    "poj_1740": "pairing (copy the twin pile)",
    "poj_1704": "staircase Nim: gaps of coin pairs",
    "hdu_1536": "subtraction game, mex, XOR",
    "codeforces_15C": "Nim, prefix XOR with period 4",
    "lightoj_1315": "sum of knight games, mex, XOR",
    "hdu_1848": "subtraction game (Fibonacci takes), XOR",
    "hdu_1847": "subtraction game (powers of 2): n mod 3",
    "poj_1067": "Wythoff pairs (golden ratio)",
    "hdu_2149": "Bachet's game, list winning moves",
    "hdu_1849": "Nim",
    "hdu_3980": "split game (octal), first move cuts the circle",
    "hdu_2188": "Bachet's game",
    "poj_2311": "sheets as components, mex, XOR",
}
"""The idea each solver uses, in a few words (the closing table of lesson 12)."""


@dataclass(frozen=True)
class Problem:
    """One problem of the set, as stored in ``grundylib/data/problems/<key>.json``.

    ``sample_input`` and ``sample_output`` are ``None`` when no sample of the statement is
    quoted; ``samples`` lists every quoted (input, output) pair.
    """

    key: str
    judge: str
    id: str
    title: str
    url: str
    summary: str
    sample_input: str | None
    sample_output: str | None
    source_of_sample: str | None
    notes: str
    additional_samples: tuple[tuple[str, str], ...] = ()

    @property
    def samples(self) -> list[tuple[str, str]]:
        """Every quoted (input, output) pair of the statement, the main sample first."""
        if self.sample_input is None or self.sample_output is None:
            return []
        return [(self.sample_input, self.sample_output), *self.additional_samples]

    def sample_text(self) -> str:
        """The citation (judge, number, title, address), then every sample of the statement.

        Examples
        --------
        >>> print(load_problem("hdu_1847").sample_text())
        HDU 1847 · Good Luck in CET-4 Everybody!
        https://acm.hdu.edu.cn/showproblem.php?pid=1847
        Sample Input
        1
        3
        Sample Output
        Kiki
        Cici
        """
        parts = [f"{self.judge_name} {self.id} · {self.title}", self.url]
        for number, (given, expected) in enumerate(self.samples, 1):
            suffix = f" {number}" if len(self.samples) > 1 else ""
            parts += [f"Sample Input{suffix}", given, f"Sample Output{suffix}", expected]
        return "\n".join(parts)

    @property
    def judge_name(self) -> str:
        """The judge as usually written: ``POJ``, ``HDU``, ``LightOJ``, ``Codeforces``."""
        names = {"poj": "POJ", "hdu": "HDU", "lightoj": "LightOJ", "codeforces": "Codeforces"}
        return names.get(self.judge, self.judge)


def load_problem(key: str) -> Problem:
    """Return the problem stored in ``grundylib/data/problems/<key>.json``.

    Parameters
    ----------
    key : str
        The file's name without ``.json``, such as ``"poj_1704"`` (the keys of
        :data:`SOLVERS`).

    Raises
    ------
    InvalidArgumentError
        If there is no such problem file (the files are package data, installed with
        grundylib).

    Examples
    --------
    >>> p = load_problem("poj_1704")
    >>> p.judge_name, p.id, p.title, len(p.samples)
    ('POJ', '1704', 'Georgia and Bob', 1)
    >>> load_problem("hdu_3980").samples
    []
    """
    path = DATA_DIR / f"{key}.json"
    if not isinstance(key, str) or not path.is_file():
        raise InvalidArgumentError(f"key must name a file of {DATA_DIR}, got {key!r}")
    raw: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    extra = tuple((s["input"], s["output"]) for s in raw.get("additional_samples", []))
    return Problem(
        key=key,
        judge=raw["judge"],
        id=str(raw["id"]),
        title=raw["title"],
        url=raw["url"],
        summary=raw["summary"],
        sample_input=raw["sample_input"],
        sample_output=raw["sample_output"],
        source_of_sample=raw["source_of_sample"],
        notes=raw["notes"],
        additional_samples=extra,
    )


def reproduces_sample(key: str) -> bool | None:
    """Return whether the solver prints every published sample output exactly, or ``None``.

    ``None`` means no sample of the statement is quoted for the problem.

    Examples
    --------
    >>> reproduces_sample("poj_1704"), reproduces_sample("codeforces_15C")
    (True, True)
    >>> reproduces_sample("hdu_3980") is None
    True
    """
    if not isinstance(key, str) or key not in SOLVERS:
        raise InvalidArgumentError(f"key must be one of {sorted(SOLVERS)}, got {key!r}")
    samples = load_problem(key).samples
    if not samples:
        return None
    return all(SOLVERS[key](given) == expected for given, expected in samples)


def _solver_inputs(key: str) -> list[str]:
    """Small judge inputs for :func:`check_solver`: the sample first, then telling cases."""
    rng = random.Random(1848)
    if key != "hdu_1848":
        raise InvalidArgumentError(f"key must be a problem with a solver exercise, got {key!r}")
    small = [(m, n, p) for m in range(1, 5) for n in range(1, 5) for p in range(1, 5)]
    large = [tuple(rng.randint(1, 1000) for _ in range(3)) for _ in range(40)]
    inputs = ["1 1 1\n1 4 1\n0 0 0"]
    inputs += [f"{m} {n} {p}\n0 0 0" for m, n, p in small + large]
    for _ in range(5):  # several cases in one input, as a judge gives them
        lines = [" ".join(str(rng.randint(1, 1000)) for _ in range(3)) for _ in range(6)]
        inputs.append("\n".join([*lines, "0 0 0"]))
    return inputs


@graded  # obeys gl.exercises.strict(), as the checkers of gl.exercises do
def check_solver(student_function: Callable[[str], Any] | None, key: str = "hdu_1848") -> Feedback:
    """Test a reader's solver ``f(text) -> str`` for problem ``key`` on many judge inputs.

    The solver reads the whole input text and returns the output text; it is run on the
    sample and on more than a hundred further inputs, and compared with the library's solver
    (a trailing newline does not matter). Only HDU 1848 has such an exercise.

    Examples
    --------
    >>> print(check_solver(solve_hdu_1848))
    ✔ Right: your solver agrees with the reference on all 110 inputs.
    >>> print(check_solver(lambda text: "Fibo"))  # doctest: +ELLIPSIS
    ✘ your solver('1 1 1\\n1 4 1\\n0 0 0') returned 'Fibo', but ... was expected. ...
    >>> print(check_solver(None))
    ✘ Fill in your answer first (replace None), then run this cell again.
    """
    inputs = _solver_inputs(key)
    reference = SOLVERS[key]

    def same(got: Any, expected: str) -> bool:
        return isinstance(got, str) and got.rstrip("\n") == expected

    return check_function(
        student_function, reference, inputs, name="your solver", accept=same,
        hint="Print one line per case, in order, and stop at the line 0 0 0. A heap's Grundy value "
             "is the mex of the values it can reach by a Fibonacci take.",
    )
