"""Misère canonical forms, checked against a brute force of misère equivalence.

Two games are misère equivalent when adding any game ``X`` to either gives the same misère
outcome. The brute force here shares no code with :mod:`grundylib.misere_canonical`: it
plays ``G + X`` by a plain memoised search over the positions of ``G`` and a game tree
``X`` (nested frozensets), and compares ``G`` and ``H`` on a fixed set of opponents ``X``:
every game born by day 4 and every sum of two of them. Games with equal canonical forms
must agree against every opponent; games with different forms must be told apart by some
game, found among those opponents or among games whose one or two options are followers
of the two forms, their mates or games born by day 3 (the day-4 list alone cannot separate
Kayles-like games born on day 7: heap 6 of 4.7 from ``*2``). Every game must also behave
like its own canonical form.

Textbook facts: Nim heaps are canonical; ``*1 + *1 = 0`` but ``*2 + *2`` is no Nim heap;
``{*1} = 0`` (the proviso holds: its option ``*1`` is a misère P-position) but ``{*2}`` is
canonical; the numbers of games born by days 0-4 are 1, 2, 3, 5, 22 (Conway, *On Numbers
and Games*, ch. 12; Siegel, "On the structure of misère impartial games", 2020).
"""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Hashable
from functools import cache
from typing import Any

import pytest

import grundylib as gl
from grundylib import MisereGame

Tree = frozenset  # a game tree: the frozenset of its options' trees


def tree(game: MisereGame) -> Tree[Any]:
    """The plain game tree of a canonical form (the brute force reads only trees)."""
    return frozenset(tree(o) for o in game.options)


def born_by(day: int) -> list[MisereGame]:
    """Every canonical game born by ``day``, from all sets of games born the day before."""
    games = [MisereGame.from_options([])]
    for _ in range(day):
        games = list(
            {
                MisereGame.from_options(subset)
                for r in range(len(games) + 1)
                for subset in itertools.combinations(games, r)
            }
        )
    return games


DAY_4 = [tree(g) for g in born_by(4)]
OPPONENTS: list[tuple[Tree[Any], ...]] = [(x,) for x in DAY_4]
OPPONENTS += list(itertools.combinations_with_replacement(DAY_4, 2))


class Referee:
    """Misère outcomes of ``position + X1 + X2 + ...`` in one game, by plain search."""

    def __init__(self, game: Any) -> None:
        self.game = game

        @cache
        def options(p: Hashable) -> tuple[Hashable, ...]:
            return tuple(dict.fromkeys(game.moves(p)))

        @cache
        def mover_wins(p: Hashable, trees: tuple[Tree[Any], ...]) -> bool:
            """Misère: a player with no move wins."""
            moves = [(q, trees) for q in options(p)]
            for i, t in enumerate(trees):
                rest = trees[:i] + trees[i + 1 :]
                moves += [(p, tuple(sorted((*rest, u), key=hash))) for u in t]
            return not moves or any(not mover_wins(q, ts) for q, ts in moves)

        self.mover_wins = mover_wins

    def profile(self, p: Hashable) -> tuple[bool, ...]:
        """The outcome of ``p + X`` for every opponent ``X``."""
        return tuple(self.mover_wins(p, tuple(sorted(x, key=hash))) for x in OPPONENTS)

    def tell_apart(self, p: Hashable, q: Hashable, pool: list[Tree[Any]]) -> bool:
        """Whether some ``X`` separates ``p`` from ``q``: a fixed opponent, or a game whose
        one or two options come from ``pool`` (Conway's proof builds separating games from
        followers and their mates, which the fixed list may be too young to contain)."""
        if self.profile(p) != self.profile(q):
            return True
        for r in (1, 2):
            for options in itertools.combinations(pool, r):
                x = (frozenset(options),)
                if self.mover_wins(p, x) != self.mover_wins(q, x):
                    return True
        return False


@cache
def mate(t: Tree[Any]) -> Tree[Any]:
    """Conway's mate: ``0⁻ = *1`` and ``G⁻ = {G'⁻}`` otherwise."""
    return frozenset({frozenset()}) if not t else frozenset(mate(o) for o in t)


def followers(t: Tree[Any]) -> set[Tree[Any]]:
    found, todo = set(), [t]
    while todo:
        u = todo.pop()
        if u not in found:
            found.add(u)
            todo.extend(u)
    return found


def separating_pool(*forms: MisereGame) -> list[Tree[Any]]:
    """Followers of the forms, their mates, and the games born by day 3."""
    pool = {tree(g) for g in born_by(3)}
    for f in forms:
        pool |= {u for t in followers(tree(f)) for u in (t, mate(t))}
    return sorted(pool, key=hash)


class _TreeGame:
    """Game trees as a game: a position is a tree, its options are its elements."""

    def moves(self, position: Tree[Any]) -> list[Tree[Any]]:
        return list(position)


def random_dag(rng: random.Random, size: int) -> gl.GraphGame:
    density = rng.uniform(0.2, 0.7)
    return gl.GraphGame({i: [j for j in range(i) if rng.random() < density] for i in range(size)})


@pytest.mark.parametrize("seed", range(120))
def test_forms_are_equal_exactly_when_no_game_tells_the_positions_apart(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.randint(3, 8)
    game = random_dag(rng, size)
    referee = Referee(game)
    positions = list(range(size))
    forms = {p: gl.misere_canonical_form(game, p) for p in positions}
    profiles = {p: referee.profile(p) for p in positions}
    for p, q in itertools.combinations(positions, 2):
        if forms[p] == forms[q]:
            assert profiles[p] == profiles[q], (p, q, forms[p])
        else:
            pool = separating_pool(forms[p], forms[q])
            assert referee.tell_apart(p, q, pool), (p, q, forms[p], forms[q])
    tree_referee = Referee(_TreeGame())
    for p in positions:  # a game and its canonical form are equivalent
        assert tree_referee.profile(tree(forms[p])) == profiles[p], (p, forms[p])


@pytest.mark.parametrize("code", ["0.07", "0.77", "0.137", "0.26", "4.7"])
def test_octal_heaps_behave_like_their_forms(code: str) -> None:
    game = gl.OctalGame(code)
    referee, tree_referee = Referee(game), Referee(_TreeGame())
    forms = {h: gl.misere_canonical_form(game, h) for h in range(7)}
    profiles = {h: referee.profile(h) for h in range(7)}
    for h in range(7):
        assert tree_referee.profile(tree(forms[h])) == profiles[h], (code, h, forms[h])
    for a, b in itertools.combinations(range(7), 2):
        if forms[a] == forms[b]:
            assert profiles[a] == profiles[b], (code, a, b)
        else:
            pool = separating_pool(forms[a], forms[b])
            assert referee.tell_apart(a, b, pool), (code, a, b)


def test_games_born_by_day_four() -> None:
    """Conway, ONAG ch. 12: 1, 2, 3, 5 and 22 misère games are born by days 0 to 4."""
    assert [len(born_by(d)) for d in range(5)] == [1, 2, 3, 5, 22]
    assert sorted(str(g) for g in born_by(3)) == ["*", "*2", "*2#", "*3", "0"]


def test_nim_heaps_are_canonical_and_small_sums_are_textbook() -> None:
    nim = [MisereGame.nim(n) for n in range(8)]
    for n in range(8):
        assert gl.misere_canonical_form(gl.Nim(), n) is nim[n]
        assert nim[n].options == frozenset(nim[:n]) and nim[n].is_nim_heap
        assert (nim[n].grundy, nim[n].misere_grundy) == (n, {0: 1, 1: 0}.get(n, n))
    assert nim[1] + nim[1] == nim[0]  # *1 + *1 = 0
    two_twos = nim[2] + nim[2]
    assert two_twos != nim[0] and not two_twos.is_nim_heap  # *2 + *2 is not 0
    assert two_twos.options == {nim[2], nim[3]}
    assert gl.misere_canonical_form(gl.Nim(), (2, 2)) is two_twos
    assert gl.misere_canonical_form(gl.Nim(), (1, 1, 3)) is nim[3]
    assert nim[2] + nim[3] == nim[2] + nim[2] + nim[1]  # *1 cancels only itself
    assert MisereGame.from_options([nim[1]]) is nim[0]  # {*1} = 0: the proviso holds
    assert MisereGame.from_options([nim[2]]).options == {nim[2]}  # {*2} is canonical
    assert MisereGame.from_options([nim[0], nim[2]]) is nim[1]  # *2 reverses through *1


def test_small_kayles_rows() -> None:
    """Kayles rows of 0-4 pins are Nim heaps (4 pins: *1); 5 pins is the first wild one."""
    kayles = [gl.misere_canonical_form(gl.Kayles(), n) for n in range(8)]
    assert kayles[:5] == [MisereGame.nim(n) for n in (0, 1, 2, 3, 1)]
    assert not kayles[5].is_nim_heap and kayles[5].misere_grundy == 1
    assert kayles[5].grundy == 4 and kayles[5].phylum == "restless"
    assert kayles[6] == MisereGame.nim(3)  # CGSuite prints Kayles 6 as 3
    assert kayles[7].phylum == "reversibly tame"
    assert gl.misere_canonical_form(gl.Kayles(), (1, 1, 5)) == kayles[5]


def test_forms_are_values() -> None:
    g = gl.misere_canonical_form(gl.Kayles(), 5)
    assert eval(repr(g), {"MisereGame": MisereGame}) is g
    assert copy.copy(g) is g and copy.deepcopy(g) is g
    assert hash(g) == hash(MisereGame.from_options(g.options))
    assert g.birthday == 5 and g.outcome == gl.Outcome.N
    with pytest.raises(AttributeError):
        g.grundy = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        MisereGame()


def test_long_chains_need_no_recursion() -> None:
    import sys

    n = 3 * sys.getrecursionlimit()
    assert gl.misere_canonical_form(gl.SubtractionGame({1}), n) == MisereGame.nim(0)
    assert gl.misere_canonical_form(gl.SubtractionGame({1}), n + 1) == MisereGame.nim(1)


def test_bad_input_gives_clear_errors() -> None:
    with pytest.raises(gl.InvalidArgumentError, match="game must have a moves"):
        gl.misere_canonical_form(3, 3)  # type: ignore[arg-type]
    with pytest.raises(gl.InvalidPositionError, match=r"position must be hashable.*\[1, 2\]"):
        gl.misere_canonical_form(gl.Nim(), [1, 2])
    with pytest.raises(gl.LoopyGameError, match="'a' -> 'b' -> 'a'"):
        gl.misere_canonical_form(gl.GraphGame({"a": ["b"], "b": ["a"]}), "a")
    with pytest.raises(gl.PositionLimitError, match="max_positions=10"):
        gl.misere_canonical_form(gl.Kayles(), 30, max_positions=10)
    with pytest.raises(gl.InvalidArgumentError, match=r"options must be MisereGame values, got 3"):
        MisereGame.from_options([3])  # type: ignore[list-item]
    with pytest.raises(gl.InvalidArgumentError, match=r"n must be a non-negative integer, got -1"):
        MisereGame.nim(-1)


# --------------------------------------------------------------------------- CGSuite's table

# CGSuite's own known answers for misère canonical games, from
# lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala in
# aaron-siegel/cgsuite (commit e909ab8b): the game as typed in CGSuite, its birthday, printed
# genus, IsEven, IsGenerallyTame, IsGenerallyRestive, IsTameable, IsRestless, NimValue and
# MisereNimValue. (A duplicated row of the source is kept once.)
CGSUITE_GAMES = [
    ("*[0]", 0, "0", True, True, False, True, False, 0, 1),
    ("*[1]", 1, "1", False, True, False, True, False, 1, 0),
    ("*[2]", 2, "2", True, True, False, True, False, 2, 2),
    ("*[[2]]", 3, "0^0", True, True, False, True, False, 0, 0),
    ("*[[[2]]]", 4, "1^1", True, True, False, True, False, 1, 1),
    ("*[2]+*[2]", 4, "0^0", True, True, False, True, False, 0, 0),
    ("*[[*[2]+*[[2]]]]", 6, "0^0", True, True, False, True, False, 0, 0),
    ("*[[2],0]", 4, "1^2", True, False, True, False, False, 1, 2),
    ("*[[2],1]", 4, "2^1420", True, False, False, False, True, 2, 1),
    ("*[[*[4]+*[2]]]", 7, "0^0", True, True, False, True, False, 0, 0),
    ("*[[[2]],[[2],1]]", 5, "0^0", True, True, False, True, False, 0, 0),
    ("*[[[2]],[[[2],0],0,1]]", 6, "0^0", True, True, False, True, False, 0, 0),
    (
        "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
        6,
        "0^120",
        True,
        False,
        False,
        True,
        False,
        0,
        1,
    ),
    ("*[[[2],2,0],[[2],3],1]", 5, "0^2", True, False, True, False, False, 0, 2),
]


def parse_cgsuite(text: str) -> MisereGame:
    """CGSuite's input: ``*[a, b, ...]`` (one element: its value; several: the game with those
    options), ``[a, b, ...]`` (the game with those options), ``n`` (a Nim heap), ``x + y``."""
    pos = 0

    def expr() -> MisereGame:
        nonlocal pos
        value = term()
        while pos < len(text) and text[pos] == "+":
            pos += 1
            value = value + term()
        return value

    def items() -> list[MisereGame]:
        nonlocal pos
        assert text[pos] == "["
        pos += 1
        found = []
        while text[pos] != "]":
            found.append(expr())
            if text[pos] == ",":
                pos += 1
        pos += 1
        return found

    def term() -> MisereGame:
        nonlocal pos
        if text.startswith("*[", pos):
            pos += 1
            found = items()
            return found[0] if len(found) == 1 else MisereGame.from_options(found)
        if text[pos] == "[":
            return MisereGame.from_options(items())
        start = pos
        while pos < len(text) and text[pos].isdigit():
            pos += 1
        return MisereGame.nim(int(text[start:pos]))

    value = expr()
    assert pos == len(text), text
    return value


@pytest.mark.parametrize("row", CGSUITE_GAMES, ids=[row[0] for row in CGSUITE_GAMES])
def test_cgsuite_known_answers(row: tuple[Any, ...]) -> None:
    text, birthday, genus, even, tame, restive, tameable, restless, nim_value, misere = row
    g = parse_cgsuite(text)
    printed = str(gl.Genus(g.grundy, (g.misere_grundy, 0), extended=g.genus_superscript))
    assert (g.birthday, printed, g.grundy, g.misere_grundy) == (birthday, genus, nim_value, misere)
    assert (g + MisereGame.nim(1) not in g.options) == even
    tame_phyla = {"nim heap", "hereditarily tame", "reversibly tame"}
    assert (g.phylum in tame_phyla) == tame
    assert (g.phylum in {"hereditarily restive", "reversibly restive"}) == restive
    assert (g.phylum in tame_phyla | {"tameable"}) == tameable
    assert (g.phylum == "restless") == restless


# How CGSuite displays the same games (MisereCanonicalGameTestCase.scala, second column), and
# the form of Grundy's game with 22 tokens (GameHeapTest.scala, "game.heap.GrundysGame
# .MisereCanonicalForm"), at the same commit.
CGSUITE_DISPLAYS = [
    ("*[0]", "*[0]"),
    ("*[1]", "*[1]"),
    ("*[2]", "*[2]"),
    ("*[[2]]", "*[2#]"),
    ("*[[[2]]]", "*[2##]"),
    ("*[2]+*[2]", "*[2[2]]"),
    ("*[[*[2]+*[[2]]]]", "*[2[#2#]]"),
    ("*[[2],0]", "*[2#0]"),
    ("*[[2],1]", "*[2#1]"),
    ("*[[*[4]+*[2]]]", "*[4[2#]]"),
    ("*[[[2]],[[2],1]]", "*[(2#1)2##]"),
    ("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]"),
    ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]"),
    ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]"),
]
GRUNDY_22 = "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"


def parse_cgsuite_display(text: str) -> MisereGame:
    """CGSuite's printed form ``*[...]``: a digit is a Nim heap, ``(...)`` the game with the
    options inside, and what follows an element changes it, left to right: ``#`` makes the
    game whose only option it is, a digit ``d`` (inside ``[...]``) adds ``*d``. A single
    element between the outer brackets is the game itself, several are its options."""
    assert text.startswith("*[") and text.endswith("]")
    body, pos = text[2:-1], 0

    def elements(stop: str) -> list[MisereGame]:
        nonlocal pos
        found = []
        while pos < len(body) and body[pos] != stop:
            found.append(element())
        return found

    def element() -> MisereGame:
        nonlocal pos
        if body[pos] == "(":
            pos += 1
            value = MisereGame.from_options(elements(")"))
            pos += 1
        else:
            value = MisereGame.nim(int(body[pos]))
            pos += 1
        while pos < len(body) and body[pos] in "#[":
            if body[pos] == "#":
                value = MisereGame.from_options([value])
                pos += 1
                continue
            pos += 1
            while body[pos] != "]":
                if body[pos] == "#":
                    value = MisereGame.from_options([value])
                else:
                    value = value + MisereGame.nim(int(body[pos]))
                pos += 1
            pos += 1
        return value

    found = elements("")
    return found[0] if len(found) == 1 else MisereGame.from_options(found)


@pytest.mark.parametrize(("typed", "shown"), CGSUITE_DISPLAYS)
def test_cgsuite_displays_the_same_canonical_forms(typed: str, shown: str) -> None:
    assert parse_cgsuite_display(shown) == parse_cgsuite(typed)


def test_grundys_game_with_22_tokens_has_cgsuites_canonical_form() -> None:
    form = gl.misere_canonical_form(gl.GrundysGame(), 22)
    assert form == parse_cgsuite_display(GRUNDY_22)
    assert len(form.options) == 5 and form.birthday == 10  # five options, born on day 10
