"""Conway's genus and hereditary tameness, checked against a brute force written here.

The brute force shares no code with :mod:`grundylib.genus`: it plays the misère sum of a
position and a list of Nim heaps by a plain memoised search, and finds each misère
Grundy value as the least ``n`` for which adding a heap of ``n`` makes a misère
P-position (Winning Ways' definition of g⁻ through outcomes). The games are random:
graph games on random acyclic graphs, subtraction games and small octal games,
Kayles and Dawson's Kayles among them.

Published values: CGSuite's own test table (``data/cgsuite_genus.csv``, transcribed from
``GameHeapTest.scala`` in aaron-siegel/cgsuite) prints the nim value, misère nim value and
genus of heaps 0-20 of Nim, Grundy's game, Kayles, Dawson's Kayles, the subtraction game
{2, 3, 7} and the hexadecimal game 0.3F. CGSuite prints a position whose misère canonical
form is a Nim heap by its value alone, and otherwise its *extended* genus, whose superscript
may stop sooner than Winning Ways' (Kayles 7: ``2^2`` where the classical symbol is
``2^20``); the tests check that ``str`` prints every row exactly as CGSuite does, and that
every term CGSuite prints is the brute-force one. On random games, CGSuite's superscript is
checked against the brute force too, and a genus prints as a value alone exactly when
:func:`grundylib.misere_canonical_form` is a Nim heap. The values stated in the text of
Winning Ways and On Numbers and Games for Nim positions (``0^120``, ``1^031``, ``2^20``,
``3^31``, ..., ``0^02``, ``1^13``) are tested too, as :meth:`Genus.classical` writes them.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Hashable
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

import pytest

import grundylib as gl
from grundylib.genus import Genus

K = 7  # terms γ0 .. γ6 compared with the brute force


def brute_force_terms(game: Any, position: Hashable, k: int) -> tuple[int, ...]:
    """γ0 by a plain normal-play mex, γj (j >= 1) as the least n with o⁻(G + (j-1)·*2 + *n) = P."""

    @cache
    def options(p: Hashable) -> tuple[Hashable, ...]:
        return tuple(dict.fromkeys(game.moves(p)))

    @cache
    def normal(p: Hashable) -> int:
        seen = {normal(q) for q in options(p)}
        return next(n for n in range(len(seen) + 1) if n not in seen)

    @cache
    def mover_wins(p: Hashable, heaps: tuple[int, ...]) -> bool:
        """Misère: the player who cannot move wins."""
        successors = [(q, heaps) for q in options(p)]
        for i, h in enumerate(heaps):
            for smaller in range(h):
                rest = heaps[:i] + heaps[i + 1 :] + ((smaller,) if smaller else ())
                successors.append((p, tuple(sorted(rest))))
        if not successors:
            return True
        return any(not mover_wins(q, hs) for q, hs in successors)

    def misere_value(twos: int) -> int:
        n = 0
        while True:
            heaps = tuple(sorted((2,) * twos + ((n,) if n else ())))
            if not mover_wins(position, heaps):
                return n
            n += 1

    return (normal(position), *(misere_value(j - 1) for j in range(1, k)))


def random_dag(rng: random.Random, size: int) -> gl.GraphGame:
    """Node i may move to any smaller node, each edge kept with a random probability."""
    density = rng.uniform(0.15, 0.6)
    edges = {i: [j for j in range(i) if rng.random() < density] for i in range(size)}
    return gl.GraphGame(edges)


def check_against_brute_force(game: Any, position: Hashable) -> gl.Genus:
    found = gl.genus(game, position)
    expected = brute_force_terms(game, position, K)
    assert found.terms(K) == expected, (game, position, str(found))
    # γk = 0 exactly when position + (k-1)·*2 is a misère P-position
    for j in range(1, 4):
        sum_game = gl.Sum(game, gl.Nim())
        lost = gl.outcome(sum_game, (position, (2,) * (j - 1)), misere=True) == gl.Outcome.P
        assert (found.terms(j + 1)[j] == 0) == lost
    return found


@pytest.mark.parametrize("seed", range(40))
def test_random_graph_games_agree_with_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.randint(1, 9)
    game = random_dag(rng, size)
    for node in range(size):
        check_against_brute_force(game, node)


@pytest.mark.parametrize("seed", range(15))
def test_random_subtraction_games_agree_with_brute_force(seed: int) -> None:
    rng = random.Random(100 + seed)
    takes = set(rng.sample(range(1, 6), rng.randint(1, 3)))
    game = gl.SubtractionGame(takes)
    for heap in range(11):
        check_against_brute_force(game, heap)


OCTAL_CODES = ["0.07", "0.137", "0.77", "0.6", "0.51", "0.33", "4.7", "0.4"]


@pytest.mark.parametrize("code", OCTAL_CODES)
def test_small_octal_games_agree_with_brute_force(code: str) -> None:
    game = gl.OctalGame(code)
    for heap in range(8):
        check_against_brute_force(game, heap)


def test_kayles_and_dawsons_kayles_heaps_agree_with_brute_force() -> None:
    for game in (gl.Kayles(), gl.DawsonsKayles()):
        for heap in range(11):
            check_against_brute_force(game, heap)


def test_kayles_genera_to_twenty_are_eventually_alternating_and_consistent() -> None:
    """Heaps 0..20: γ0 is the Grundy value, the tail alternates, the symbol reads back."""
    for game in (gl.Kayles(), gl.DawsonsKayles()):
        for heap in range(21):
            g = gl.genus(game, heap)
            assert g.normal == gl.grundy(game, heap)
            assert g.misere_grundy == gl.misere_grundy(game, heap)
            terms = g.terms(30)
            assert all(terms[j] == terms[j + 2] for j in range(len(g.misere) - 1, 28))


def test_nim_heaps_have_winning_ways_genera() -> None:
    """Winning Ways, vol. 3, ch. 13: *0 = 0^120, *1 = 1^031, and *n = n^{n, n XOR 2} for n >= 2."""
    got = [gl.genus(gl.Nim(), n).classical() for n in range(8)]
    assert got == ["0^120", "1^031", "2^20", "3^31", "4^46", "5^57", "6^64", "7^75"]
    assert gl.genus(gl.Nim(), (2, 2)).classical() == "0^02"
    assert gl.genus(gl.Nim(), (2, 2, 1)).classical() == "1^13"
    assert gl.genus(gl.Nim(), 12).classical() == "12^{12,14}"


def test_nim_positions_have_exactly_the_tame_genera() -> None:
    found = set()
    for heaps in combinations_with_replacement(range(6), 3):
        g = gl.genus(gl.Nim(), heaps)
        assert g.is_tame, (heaps, str(g))
        assert gl.is_tame(gl.Nim(), heaps)
        found.add(g)
    tame = {Genus(0, (1, 2, 0)), Genus(0, (0, 2)), Genus(1, (0, 3, 1)), Genus(1, (1, 3))}
    tame |= {Genus(a, (a, a ^ 2)) for a in range(2, 8)}
    assert found == tame


def test_tameness_is_hereditary() -> None:
    """Kayles 7 has the tame genus 2^20, but its follower Kayles 5 (4^146) is wild."""
    seven = gl.genus(gl.Kayles(), 7)
    assert seven.classical() == "2^20" and seven.is_tame
    assert not gl.is_tame(gl.Kayles(), 7)
    assert [gl.is_tame(gl.Kayles(), n) for n in range(6)] == [True] * 5 + [False]
    assert gl.is_tame(gl.SubtractionGame({1, 2}), 30)


def test_printed_symbol_is_the_shortest_with_an_alternating_end() -> None:
    for code in OCTAL_CODES:
        for heap in range(12):
            g = gl.genus(gl.OctalGame(code), heap)
            s = g.misere
            assert len(s) >= 2
            terms = g.terms(len(s) + 10)[1:]
            assert all(terms[j] == terms[j + 2] for j in range(len(s) - 2, len(terms) - 2))
            shorter = len(s) - 3  # one value less would have to alternate from there
            assert len(s) == 2 or terms[shorter] != terms[shorter + 2]
            assert g.classical() == f"{g.normal}^" + "".join(map(str, s)) or max(s) >= 10


def test_genus_is_a_value_with_a_pasteable_repr() -> None:
    g = gl.genus(gl.Kayles(), 9)
    assert eval(repr(g), {"Genus": Genus}) == g
    assert g.classical() == "4^046" and g.terms(0) == () and g.terms(3) == (4, 0, 4)
    with pytest.raises(AttributeError):
        g.normal = 3  # type: ignore[misc]


def test_long_chains_need_no_recursion() -> None:
    n = 3 * sys.getrecursionlimit()
    assert gl.genus(gl.SubtractionGame({1}), n).classical() == "0^120"
    assert gl.genus(gl.SubtractionGame({1}), n + 1).classical() == "1^031"
    assert str(gl.genus(gl.SubtractionGame({1}), n)) == "0"  # a chain is 0 or *1
    chain = gl.GraphGame({i: [i - 1] if i else [] for i in range(n)})
    assert gl.is_tame(chain, n - 1)


def test_bad_input_gives_clear_errors() -> None:
    with pytest.raises(gl.InvalidPositionError, match=r"heap size.*-3"):
        gl.genus(gl.Kayles(), -3)
    with pytest.raises(gl.InvalidPositionError, match=r"heap size.*-1"):
        gl.is_tame(gl.Nim(), (2, -1))
    loop = gl.GraphGame({"a": ["b"], "b": ["a"]})
    with pytest.raises(gl.LoopyGameError, match="'a' -> 'b' -> 'a'"):
        gl.genus(loop, "a")
    with pytest.raises(gl.LoopyGameError):
        gl.is_tame(loop, "b")
    with pytest.raises(gl.InvalidArgumentError, match="game must have a moves"):
        gl.genus(3, 3)  # type: ignore[arg-type]
    with pytest.raises(gl.InvalidArgumentError, match=r"max_positions.*0"):
        gl.genus(gl.Nim(), 3, max_positions=0)
    with pytest.raises(gl.PositionLimitError, match="max_positions=10"):
        gl.genus(gl.Kayles(), 30, max_positions=10)
    with pytest.raises(gl.InvalidPositionError, match=r"position must be hashable.*\[1, 2\]"):
        gl.genus(gl.Nim(), [1, 2])
    with pytest.raises(gl.InvalidArgumentError, match=r"k must be a non-negative integer, got -2"):
        Genus(0, (1, 2, 0)).terms(-2)


# --------------------------------------------------------------------------- CGSuite's table


def _cgsuite_rows() -> list[dict[str, str]]:
    import csv
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "data" / "cgsuite_genus.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _cgsuite_game(ruleset: str, code: str) -> Any:
    if ruleset == "GrundysGame":
        return gl.GrundysGame()
    if ruleset.startswith("Subtraction"):
        return gl.SubtractionGame({2, 3, 7})
    return gl.OctalGame(code)


def _superscript(text: str) -> list[int]:
    """CGSuite's superscript: one digit per term, or ``(a,b,...)`` when a term has two digits."""
    if text.startswith("("):
        return [int(part) for part in text[1:-1].split(",")]
    return [int(ch) for ch in text]


def test_the_cgsuite_table_has_every_heap_of_six_games() -> None:
    rows = _cgsuite_rows()
    assert len(rows) == 6 * 21
    assert {row["code"] for row in rows} == {"0.[3]", "4!.0", "0.77", "0.07", "0.0330003", "0.3F"}


@pytest.mark.parametrize("row", _cgsuite_rows(), ids=lambda r: f"{r['code']}:{r['heap']}")
def test_every_term_cgsuite_prints_is_ours(row: dict[str, str]) -> None:
    """Nim value, misère nim value and every printed digit of the genus agree with CGSuite."""
    game = _cgsuite_game(row["ruleset"], row["code"])
    ours = gl.genus(game, int(row["heap"]))
    assert ours.normal == int(row["nim_value"])
    assert ours.misere_grundy == int(row["misere_nim_value"])
    value, _, superscript = row["genus"].partition("^")
    assert ours.normal == int(value)
    if superscript:
        printed = _superscript(superscript)
        assert list(ours.terms(len(printed) + 1)[1:]) == printed, (str(ours), row["genus"])


@pytest.mark.parametrize("row", _cgsuite_rows(), ids=lambda r: f"{r['code']}:{r['heap']}")
def test_every_genus_prints_exactly_as_cgsuite(row: dict[str, str]) -> None:
    game = _cgsuite_game(row["ruleset"], row["code"])
    assert str(gl.genus(game, int(row["heap"]))) == row["genus"]


def test_cgsuite_notation_is_shorter_than_the_classical_symbol_only_where_stated() -> None:
    """The three rows the brief cites, and Nim heaps printing their value alone."""
    kayles = gl.Kayles()
    assert [(str(gl.genus(kayles, n)), gl.genus(kayles, n).classical()) for n in (7, 16, 19)] == [
        ("2^2", "2^20"),
        ("1^13", "1^13"),
        ("2^20", "2^20"),
    ]
    assert str(gl.genus(gl.OctalGame("0.3F"), 12)) == "6^(1,9,10,8)"
    assert [str(gl.genus(gl.Nim(), n)) for n in range(4)] == ["0", "1", "2", "3"]
    assert str(Genus(0, (1, 2, 0))) == "0^120"  # built by hand: no canonical form, classical
    assert str(Genus(6, (1, 9, 10, 8), extended=(1, 9, 10, 8))) == "6^(1,9,10,8)"


@pytest.mark.parametrize("seed", range(60))
def test_printed_genus_agrees_with_brute_force_and_canonical_form(seed: int) -> None:
    """On random games: CGSuite's superscript is a prefix of the brute-force terms, and the
    genus prints as a value alone exactly when the misère canonical form is a Nim heap."""
    rng = random.Random(1000 + seed)
    size = rng.randint(3, 10)
    game = random_dag(rng, size)
    for p in range(size):
        g = gl.genus(game, p)
        form = gl.misere_canonical_form(game, p)
        assert g.extended is not None
        expected = brute_force_terms(game, p, len(g.extended) + 1)
        assert (g.normal, *g.extended) == expected, (p, str(g), g.classical())
        assert (str(g) == str(g.normal)) == form.is_nim_heap
        if form.is_nim_heap:  # a Nim heap's genus is that of the heap
            assert g == gl.genus(gl.Nim(), form.grundy)



# More of CGSuite's printed genera, from GameHeapTest.scala in aaron-siegel/cgsuite (commit
# e909ab8b): "define coordinate games properly" prints the genera of Wythoff's game at (10, n)
# and of Fibonacci Nim at (10, n) (ten counters, at most 2n to take; our position
# (10, min(2n, 10))), and "define TakeAndBreak properly" those of the subtraction game
# all-but {2, 3, 7} (code 0.3003330[3]), n = 0..20.
CGSUITE_WYTHOFF_10 = (
    "10,11,9,8^8,13^(13),12^(12),0^0,15^(15),16^(16),17^(17),14^(14),18^(18),7^7,6^6,2^2,"
    "3^3,1^1,4^4,5^5,23^(23),28^(28)"
)
CGSUITE_FIBONACCI_10 = "0,2,2,2,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5"
CGSUITE_ALL_BUT_2_3_7 = "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10"


def test_more_rows_print_exactly_as_cgsuite() -> None:
    wythoff = [str(gl.genus(gl.Wythoff(), (10, n))) for n in range(21)]
    assert ",".join(wythoff) == CGSUITE_WYTHOFF_10
    fibonacci = [str(gl.genus(gl.FibonacciNim(), (10, min(2 * n, 10)))) for n in range(21)]
    assert ",".join(fibonacci) == CGSUITE_FIBONACCI_10
    all_but = [str(gl.genus(gl.OctalGame("0.3003330[3]"), n)) for n in range(21)]
    assert ",".join(all_but) == CGSUITE_ALL_BUT_2_3_7
