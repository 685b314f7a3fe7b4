"""CGSuite's take-and-break notation in OctalGame: ``!``, hexadecimal digits, repeating blocks.

Every value is compared with a brute force written here from the definition of the
digits (its own option generator and its own mex), never with the library's search.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement

import numpy as np
import pytest

import grundylib as gl
from grundylib.census import census_row
from grundylib.games.take_break import parse_take_break_code
from grundylib.sequences import _general_sequence, _rules_of, _sequence_chunks

HEX = "0123456789ABCDEF"


# --------------------------------------------------------------------------- brute force


def digit_of(digits: list[tuple[int, bool]], period: int, k: int) -> tuple[int, bool]:
    """The digit for removing k counters, the last ``period`` digits repeating."""
    if k < len(digits):
        return digits[k]
    if not period:
        return 0, False
    first = len(digits) - period
    return digits[first + (k - first) % period]


def brute_options(digits: list[tuple[int, bool]], period: int, h: int) -> set[tuple[int, ...]]:
    """Every multiset of heaps a heap of h may leave, from the definition of the digits."""
    options: set[tuple[int, ...]] = set()
    for k in range(h + 1):
        d, unequal = digit_of(digits, period, k)
        rest = h - k
        for parts in range(4):
            if not d >> parts & 1 or (parts < 2 and k == 0):
                continue
            for split in combinations_with_replacement(range(1, rest + 1), parts):
                if sum(split) != rest:
                    continue
                if unequal and len(set(split)) < len(split):
                    continue
                options.add(tuple(sorted(split)))
    return options


def mex_over(options: Callable[[int], Iterable[tuple[int, ...]]], n: int) -> list[int]:
    """Values of heaps 0..n-1: the mex of the nim-sums of each heap's options, by hand."""
    values: list[int] = []
    for h in range(n):
        seen = set()
        for option in options(h):
            x = 0
            for part in option:
                x ^= values[part]
            seen.add(x)
        v = 0
        while v in seen:
            v += 1
        values.append(v)
    return values


def brute_values(digits: list[tuple[int, bool]], period: int, n: int) -> list[int]:
    return mex_over(lambda h: brute_options(digits, period, h), n)


def spell(digits: list[tuple[int, bool]], period: int) -> str:
    """Write digits as a code; the block, if any, holds the last ``period`` digits."""
    chars = [HEX[d] + ("!" if u else "") for d, u in digits]
    tail = len(chars) - 1 - period
    block = "[" + "".join(chars[1 + tail :]) + "]" if period else ""
    return f"{chars[0]}.{''.join(chars[1 : 1 + tail])}{block}"


def random_code(rng: random.Random) -> tuple[list[tuple[int, bool]], int]:
    first = (rng.choice([0, 0, 4, 8, 12]), rng.random() < 0.3)
    body = [(rng.randrange(16), rng.random() < 0.3) for _ in range(rng.randint(1, 4))]
    period = rng.randint(1, min(2, len(body))) if rng.random() < 0.3 else 0
    return [first, *body], period


RANDOM_CODES = [random_code(random.Random(seed)) for seed in range(60)]


# --------------------------------------------------------------------------- the grammar


@pytest.mark.parametrize(
    ("code", "canonical"),
    [
        ("4!.0", "4!.0"),
        ("0.F", "0.F"),
        ("0.7f0", "0.7F"),
        (".b", "0.B"),
        ("0.[3]", "0.[3]"),
        ("4.[3]", "4.[3]"),
        ("0.1[37]", "0.1[37]"),
        ("0.33[33]", "0.[3]"),  # the shortest block, started as early as possible
        ("0.1[3737]", "0.1[37]"),
        ("0.3[0]", "0.3"),  # a block of zeros adds nothing
        ("0.3!", "0.3"),  # '!' on a digit leaving at most one heap changes nothing
        ("0.7!4!", "0.7!4!"),
        ("C!.0", "C!.0"),
    ],
)
def test_cgsuite_spellings_round_trip(code: str, canonical: str) -> None:
    game = gl.OctalGame(code)
    assert game.code == canonical
    assert repr(game) == f'OctalGame("{canonical}")'
    assert eval(repr(game), vars(gl)) == game
    assert gl.OctalGame(canonical).parsed == game.parsed


@pytest.mark.parametrize(
    ("code", "problem"),
    [
        ("0.[3", "close its '[' block"),
        ("0.[]", "at least one digit inside"),
        ("!.0", "'!' right after a digit"),
        ("0.!7", "'!' right after a digit"),
        ("0.7!!", "'!' right after a digit"),
        ("0[.3]", "after the point"),
        ("[0].3", "after the point"),
        ("0.[3]7", "no digit may follow"),
        ("0.[3][7]", "at most one"),
        ("0.]3", "open a '[' before"),
        ("0.7x", "not contain 'x'"),
        ("0.7G", "hexadecimal digits 0-9 and A-F"),
        ("2.7", "start with 0, 4, 8 or C"),
        ("D.7", "start with 0, 4, 8 or C"),
        ("44.7", "at most one digit before the point"),
        ("0.", "at least one digit after the point"),
    ],
)
def test_malformed_codes_name_the_code_and_the_problem(code: str, problem: str) -> None:
    pattern = rf"^code must .*{re.escape(problem)}.*, got {re.escape(repr(code))}$"
    with pytest.raises(gl.InvalidCodeError, match=pattern):
        gl.OctalGame(code)


def test_parse_is_consistent_with_the_written_digits() -> None:
    for digits, period in RANDOM_CODES:
        parsed = parse_take_break_code(spell(digits, period))
        for k in range(12):
            d, u = digit_of(digits, period, k)
            assert parsed.digit(k) == (d, u and d >= 4), (spell(digits, period), k)


# --------------------------------------------------------------------------- the moves


def test_heap_options_follow_the_definition() -> None:
    for digits, period in RANDOM_CODES:
        game = gl.OctalGame(spell(digits, period))
        for h in range(11):
            options = list(game.heap_options(h))
            assert len(options) == len(set(options)), (game, h)  # each option once
            assert set(options) == brute_options(digits, period, h), (game, h)


def test_unequal_and_three_heap_options() -> None:
    assert list(gl.OctalGame("0.F!").heap_options(7)) == [(6,), (1, 5), (2, 4), (1, 2, 3)]
    assert sorted(gl.OctalGame("8.0").heap_options(6)) == [(1, 1, 4), (1, 2, 3), (2, 2, 2)]
    assert list(gl.OctalGame("4!.0").heap_options(6)) == list(gl.GrundysGame().heap_options(6))


def test_rules_in_words_describe_the_new_digits() -> None:
    words = gl.OctalGame("4!.F[3]").rules_in_words()
    assert "two non-empty heaps of different sizes" in words
    assert "three non-empty heaps" in words
    assert "repeats for ever" in words


# --------------------------------------------------------------------------- the values


def test_grundys_game_is_4_bang_point_0() -> None:
    n = 400
    expected = brute_values([(4, True)], 0, 120)
    grundy = gl.grundy_sequence(gl.GrundysGame(), n)
    assert grundy.tolist() == gl.grundy_sequence(gl.OctalGame("4!.0"), n).tolist()
    assert grundy[:120].tolist() == expected
    assert [gl.grundy(gl.OctalGame("4!.0"), h) for h in range(60)] == expected[:60]
    # the special case is gone: the same rules, read from the code
    assert _rules_of(gl.GrundysGame()).key == _rules_of(gl.OctalGame("4!.0")).key  # type: ignore[union-attr]


def test_nim_and_laskers_nim_are_repeating_codes() -> None:
    n = 300
    nim = gl.grundy_sequence(gl.OctalGame("0.[3]"), n)
    assert nim.tolist() == [gl.grundy(gl.Nim(), h) for h in range(n)]
    lasker = gl.grundy_sequence(gl.OctalGame("4.[3]"), n)
    assert lasker.tolist() == gl.grundy_sequence(gl.LaskersNim(), n, method="reference").tolist()
    assert nim[:60].tolist() == brute_values([(0, False), (3, False)], 1, 60)
    assert lasker[:60].tolist() == brute_values([(4, False), (3, False)], 1, 60)
    assert [gl.grundy(gl.OctalGame("4.[3]"), h) for h in range(40)] == lasker[:40].tolist()


@pytest.mark.parametrize("index", range(len(RANDOM_CODES)))
def test_compiled_values_match_a_brute_force(index: int) -> None:
    digits, period = RANDOM_CODES[index]
    game = gl.OctalGame(spell(digits, period))
    n = 45
    assert gl.grundy_sequence(game, n, progress=False).tolist() == brute_values(digits, period, n)


def test_the_plain_kernel_serves_what_the_sparse_one_cannot() -> None:
    for code in ["0.F", "0.[3]", "4.[3]", "0.7!4", "8.0"]:
        assert _rules_of(gl.OctalGame(code)) is None, code
    for code in ["0.77", "4!.0", "0.7!4!"]:
        assert _rules_of(gl.OctalGame(code)) is not None, code
    # a long run of a mixed code: the sparse kernel on the same rules agrees where it applies
    mixed = gl.grundy_sequence("0.6!6!", 2000)
    assert mixed.tolist() == gl.grundy_sequence(gl.OctalGame("0.6!6!"), 2000).tolist()
    assert mixed[:80].tolist() == brute_values([(0, False), (6, True), (6, True)], 0, 80)


@pytest.mark.parametrize("code", ["4!.0", "0.6!6!", "0.4!4!", "0.7!7!", "0.26!", "4!.4!4!", "0.15!6!"])
def test_the_sparse_kernel_bars_equal_parts_as_the_plain_one_does(code: str) -> None:
    # every splitting digit has `!`: the sparse kernel serves the code with equal parts
    # barred; the plain kernel (a mex over every option) must give the same long run
    game = gl.OctalGame(code)
    assert _rules_of(game) is not None
    plain = _general_sequence(game, 3000, progress=False)
    assert plain is not None
    assert gl.grundy_sequence(game, 3000, progress=False).tolist() == plain.tolist()


def test_sequence_chunks_use_the_same_values() -> None:
    chunks = np.concatenate(list(_sequence_chunks("0.1[37]", 100, chunk=32)))
    assert chunks.tolist() == brute_values([(0, False), (1, False), (3, False), (7, False)], 2, 100)


# --------------------------------------------------------------------------- the theorem


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("0.[3]", "repeat for ever"),
        ("4.[3]", "repeat for ever"),
        ("0.F", "three heaps"),
        ("4!.0", "forbids equal parts"),
        ("0.7!", "forbids equal parts"),
    ],
)
def test_the_proof_is_refused_with_a_reason(code: str, reason: str) -> None:
    with pytest.raises(gl.InvalidCodeError, match=f"does not cover {re.escape(repr(code))}: .*{reason}"):
        gl.octal_period(code)
    with pytest.raises(gl.InvalidCodeError, match=f"does not cover OctalGame.*{reason}"):
        gl.octal_period(gl.OctalGame(code))


def test_the_proof_is_offered_where_the_theorem_applies() -> None:
    # '!' on a digit leaving at most one heap is no constraint: 0.3! is 0.3
    assert gl.octal_period("0.3!").period == gl.octal_period("0.3").period == 2
    assert gl.octal_period("0.77").period == 12


def _census_status(code: str) -> str:
    return str(census_row(code, 200)["status"])


def test_census_reports_new_codes_as_not_covered() -> None:
    assert _census_status("4!.0") == "not covered by the theorem"
    assert _census_status("0.F") == "not covered by the theorem"
    assert _census_status("0.77") == "proved"


def mex_over_heap_options(game: gl.OctalGame, n: int) -> list[int]:
    """A brute force that reads the ruleset's own heap_options (and nothing else of the library)."""
    return mex_over(game.heap_options, n)


@pytest.mark.parametrize("code", ["4!.0", "0.[3]", "4.[3]", "0.F", "0.1[37]", "8!.0", "0.B!6"])
def test_compiled_values_match_a_brute_force_over_heap_options(code: str) -> None:
    game = gl.OctalGame(code)
    assert gl.grundy_sequence(game, 70).tolist() == mex_over_heap_options(game, 70)


def _digit_of(code: str, k: int) -> int:
    """Digit k (k >= 1) of a code with at most one '[...]' block, read by hand from the text."""
    after = code.split(".", 1)[1]
    head, _, block = after.partition("[")
    block = block.rstrip("]")
    if k <= len(head):
        return int(head[k - 1], 16)
    if not block:
        return 0
    return int(block[(k - len(head) - 1) % len(block)], 16)


def test_the_canonical_spelling_keeps_every_digit_of_a_repeating_code() -> None:
    """Folding the digits before a block into it keeps the game: every digit read alike."""
    rng = random.Random(2026)
    for _ in range(3000):
        block = "".join(rng.choice("01234567") for _ in range(rng.randint(1, 5)))
        reps = rng.randint(0, 3)
        tail = (block * (reps + 1))[rng.randint(0, len(block)) :]  # digits continuing it backwards
        head = "".join(rng.choice("01234567") for _ in range(rng.randint(0, 3)))
        code = f"0.{head}{tail}[{block}]"
        spelled = parse_take_break_code(code).spelling
        for k in range(1, 3 * len(code)):
            assert _digit_of(spelled, k) == _digit_of(code, k), (code, spelled, k)
        assert len(spelled) <= len(code)
