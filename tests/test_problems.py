"""The problem set (grundylib.problems, lesson 12).

Every solver prints the published sample output exactly, read from ``grundylib/data/problems/*.json``;
the three problems whose sample is not quoted say so (null) and are checked like the
rest, by brute force: each solver is compared on small inputs with a search of the whole move
graph (:func:`grundylib.game_graph`, which takes a mex at every node and never uses a formula
or the Sprague–Grundy theorem).
"""

from __future__ import annotations

import json
from itertools import combinations, combinations_with_replacement, product
from pathlib import Path
from typing import Any

import pytest

import grundylib as gl
from grundylib import problems

P, N = gl.Outcome.P, gl.Outcome.N
PROBLEM_DIR = Path(__file__).resolve().parents[1] / "grundylib" / "data" / "problems"
FILES = {path.stem: json.loads(path.read_text("utf-8")) for path in PROBLEM_DIR.glob("*.json")}
WITH_SAMPLE = sorted(k for k, v in FILES.items() if v["sample_input"] is not None)
WITHOUT_SAMPLE = sorted(k for k, v in FILES.items() if v["sample_input"] is None)


def brute_outcome(game: Any, position: Any) -> gl.Outcome:
    """The outcome of ``position`` from the labelled move graph (no theory used)."""
    outcome: gl.Outcome = gl.game_graph(game, position).nodes[position]["outcome"]
    return outcome


# --------------------------------------------------------------------------- the samples


def test_every_problem_file_has_a_solver() -> None:
    assert sorted(FILES) == sorted(problems.SOLVERS) == sorted(problems.TECHNIQUES)
    assert len(FILES) == 13


@pytest.mark.parametrize("key", WITH_SAMPLE)
def test_solver_reproduces_the_published_sample(key: str) -> None:
    data = FILES[key]
    samples = [(data["sample_input"], data["sample_output"])]
    samples += [(s["input"], s["output"]) for s in data.get("additional_samples", [])]
    for given, expected in samples:
        assert problems.SOLVERS[key](given) == expected
    assert problems.reproduces_sample(key) is True


def test_codeforces_15c_has_two_samples_and_both_are_checked() -> None:
    assert len(problems.load_problem("codeforces_15C").samples) == 2


@pytest.mark.parametrize("key", WITHOUT_SAMPLE)
def test_a_problem_without_a_sample_prints_only_its_citation(key: str) -> None:
    problem = problems.load_problem(key)
    assert problem.samples == [] and problem.source_of_sample is None
    assert problems.reproduces_sample(key) is None
    assert problem.sample_text() == f"{problem.judge_name} {problem.id} · {problem.title}\n{problem.url}"


def test_the_problems_without_a_sample_are_the_two_known_ones() -> None:
    assert WITHOUT_SAMPLE == ["hdu_2188", "hdu_3980"]


def test_load_problem_matches_the_file() -> None:
    problem = problems.load_problem("lightoj_1315")
    raw = FILES["lightoj_1315"]
    assert (problem.judge, problem.id, problem.url) == (raw["judge"], raw["id"], raw["url"])
    assert problem.sample_input == raw["sample_input"]
    text = problem.sample_text()
    assert raw["sample_input"] in text and raw["sample_output"] in text and raw["url"] in text


# --------------------------------------------------------------------------- brute force


def test_poj_1740_pairing_rule_against_brute_force() -> None:
    game = gl.NewStoneGame()
    cases = [piles for n in (1, 2, 3) for piles in combinations_with_replacement(range(1, 4), n)]
    text = "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in cases) + "0\n"
    expected = ["1" if gl.outcome(game, p) == N else "0" for p in cases]
    assert problems.solve_poj_1740(text).split("\n") == expected
    assert set(expected) == {"0", "1"}


def test_poj_1704_against_brute_force() -> None:
    game = gl.CoinsOnStrip()
    cases = [c for n in (1, 2, 3, 4) for c in combinations(range(1, 8), n)]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n{' '.join(map(str, c[::-1]))}\n" for c in cases)
    expected = [
        "Georgia will win" if brute_outcome(game, c) == N else "Bob will win" for c in cases
    ]
    assert problems.solve_poj_1704(text).split("\n") == expected


def test_hdu_1536_against_brute_force() -> None:
    for subtraction_set in ([2, 5], [1, 2, 3, 4, 5], [1, 3, 4], [3, 7]):
        game = gl.SubtractionGame(subtraction_set)
        positions = [*combinations_with_replacement(range(0, 9), 2), (2, 4, 7)]
        text = f"{len(subtraction_set)} {' '.join(map(str, subtraction_set))}\n{len(positions)}\n"
        text += "".join(f"{len(p)} {' '.join(map(str, p))}\n" for p in positions) + "0\n"
        expected = "".join("W" if brute_outcome(game, p) == N else "L" for p in positions)
        assert problems.solve_hdu_1536(text) == expected


def test_codeforces_15c_against_brute_force() -> None:
    quarries = [(x, m) for x in (1, 2, 3) for m in (1, 2)]
    for pair in combinations(quarries, 2):
        text = f"2\n{pair[0][0]} {pair[0][1]}\n{pair[1][0]} {pair[1][1]}\n"
        dumpers = gl.IndustrialNim.start(pair)
        winner = "tolik" if brute_outcome(gl.Nim(), dumpers) == N else "bolik"
        assert problems.solve_codeforces_15c(text) == winner


def board_graph(size: int) -> gl.GraphGame:
    """The hyper knight's moves on the cells with ``x + y < size``, written out as edges."""
    cells = [(x, y) for x in range(size) for y in range(size) if x + y < size]
    edges = {
        (x, y): [
            (x + dx, y + dy)
            for dx, dy in problems.HYPER_KNIGHT_MOVES
            if x + dx >= 0 and y + dy >= 0
        ]
        for x, y in cells
    }
    return gl.GraphGame(edges)


def test_hyper_knight_moves_lower_the_sum_of_coordinates() -> None:
    assert all(dx + dy < 0 for dx, dy in problems.HYPER_KNIGHT_MOVES)
    assert {(dy, dx) for dx, dy in problems.HYPER_KNIGHT_MOVES} == set(problems.HYPER_KNIGHT_MOVES)


def test_lightoj_1315_single_knights_against_the_board_graph() -> None:
    board, knight = board_graph(10), problems.HyperKnight()
    G = gl.game_graph(board, (9, 0))
    for cell in board.graph.nodes:
        if cell not in G:
            G = gl.game_graph(board, cell)
        assert gl.grundy(knight, cell) == G.nodes[cell]["grundy"]


def test_lightoj_1315_two_knights_against_the_product_graph() -> None:
    board = board_graph(9)
    pairs = [((a, b), (c, d)) for a, b, c, d in product(range(4), repeat=4)][::7]
    text = f"{len(pairs)}\n" + "".join(f"2\n{a} {b}\n{c} {d}\n" for (a, b), (c, d) in pairs)
    expected = [
        f"Case {i}: {'Alice' if brute_outcome(gl.Sum(board, board), pair) == N else 'Bob'}"
        for i, pair in enumerate(pairs, 1)
    ]
    assert problems.solve_lightoj_1315(text).split("\n") == expected
    assert {line.split()[-1] for line in expected} == {"Alice", "Bob"}


def test_hdu_1848_against_brute_force() -> None:
    game = gl.SubtractionGame([1, 2, 3, 5, 8])
    cases = list(combinations_with_replacement(range(1, 9), 3))
    text = "".join(f"{m} {n} {p}\n" for m, n, p in cases) + "0 0 0\n"
    expected = ["Fibo" if brute_outcome(game, c) == N else "Nacci" for c in cases]
    assert problems.solve_hdu_1848(text).split("\n") == expected


def test_hdu_1847_rule_against_brute_force() -> None:
    G = gl.game_graph(gl.SubtractionGame([1, 2, 4, 8, 16, 32, 64]), 100)
    text = "\n".join(str(n) for n in range(1, 101))
    expected = ["Kiki" if G.nodes[n]["outcome"] == N else "Cici" for n in range(1, 101)]
    assert problems.solve_hdu_1847(text).split("\n") == expected


def test_poj_1067_rule_against_brute_force() -> None:
    G = gl.game_graph(gl.Wythoff(), (15, 15))
    cells = sorted(G)
    text = "\n".join(f"{a} {b}" for a, b in cells)
    expected = ["1" if G.nodes[c]["outcome"] == N else "0" for c in cells]
    assert problems.solve_poj_1067(text).split("\n") == expected


def test_poj_1067_large_piles() -> None:
    a, b = gl.wythoff_pair(10**8)
    assert problems.solve_poj_1067(f"{a} {b}\n{a} {b + 1}") == "0\n1"


def test_hdu_2149_against_the_auction_played_literally() -> None:
    cases = [(m, n) for m in range(1, 13) for n in range(1, 13)]
    text = "".join(f"{m} {n}\n" for m, n in cases)
    expected = []
    for m, n in cases:
        race = problems.RaceToTotal(m, n)
        raises = [k for k in range(1, n + 1) if gl.outcome(race, min(k, m)) == P]
        expected.append(" ".join(map(str, raises)) or "none")
    assert problems.solve_hdu_2149(text).split("\n") == expected


def test_hdu_1849_against_brute_force() -> None:
    cases = [c for n in (1, 2, 3) for c in combinations_with_replacement(range(0, 6), n)]
    text = "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases) + "0\n"
    expected = ["Rabbit Win!" if brute_outcome(gl.Nim(), c) == N else "Grass Win!" for c in cases]
    assert problems.solve_hdu_1849(text).split("\n") == expected


def test_hdu_3980_against_the_chain_played_literally() -> None:
    cases = [(n, m) for m in (1, 2, 3, 4) for n in range(1, 13)]
    text = f"{len(cases)}\n" + "".join(f"{n} {m}\n" for n, m in cases)
    expected = [
        f"Case #{i}: "
        + ("aekdycoin" if brute_outcome(problems.PaintChain(m), (0,) * n) == N else "abcdxyzk")
        for i, (n, m) in enumerate(cases, 1)
    ]
    assert problems.solve_hdu_3980(text).split("\n") == expected


def test_hdu_2188_against_the_race_played_literally() -> None:
    cases = [(n, m) for n in range(1, 25) for m in range(1, 8)]
    text = f"{len(cases)}\n" + "".join(f"{n} {m}\n" for n, m in cases)
    expected = [
        "Grass" if brute_outcome(problems.RaceToTotal(n, m), 0) == N else "Rabbit" for n, m in cases
    ]
    assert problems.solve_hdu_2188(text).split("\n") == expected


def test_paint_chain_line_game_is_dawsons_kayles_for_m_2() -> None:
    line = problems.paint_chain_line_game(2)
    assert line == gl.OctalGame("0.07") and line.digits == gl.DawsonsKayles().digits


# --------------------------------------------------------------------------- errors


def test_input_errors_quote_the_bad_value() -> None:
    with pytest.raises(gl.InvalidArgumentError, match="integers only, got 'x'"):
        problems.solve_poj_1067("1 x")
    with pytest.raises(gl.InvalidArgumentError, match="text ended in the middle"):
        problems.solve_poj_1704("1\n3\n1 2")
    with pytest.raises(gl.InvalidArgumentError, match="key must name a file"):
        problems.load_problem("poj_9999")
    with pytest.raises(gl.InvalidArgumentError, match="m must be a positive integer, got 0"):
        problems.PaintChain(0)


def test_public_api() -> None:
    assert gl.problems is problems and "problems" in gl.__all__
    assert all(hasattr(problems, name) for name in problems.__all__)


def cutting_first_player_wins(sheets: tuple[tuple[int, int], ...], memo: dict[Any, bool]) -> bool:
    """POJ 2311 played by its own rules: cutting out a 1 x 1 piece wins at once."""
    if sheets in memo:
        return memo[sheets]
    wins = False
    for i, (w, h) in enumerate(sheets):
        rest = sheets[:i] + sheets[i + 1 :]
        cuts = [((a, h), (w - a, h)) for a in range(1, w)]
        cuts += [((w, b), (w, h - b)) for b in range(1, h)]
        for first, second in cuts:
            if (1, 1) in (first, second):
                wins = True
                break
            if not cutting_first_player_wins(tuple(sorted((*rest, first, second))), memo):
                wins = True
                break
        if wins:
            break
    memo[sheets] = wins
    return wins


def test_poj_2311_against_the_original_rules() -> None:
    memo: dict[Any, bool] = {}
    cases = [(w, h) for w in range(2, 7) for h in range(2, 7) if w * h <= 24]
    answers = problems.solve_poj_2311("".join(f"{w} {h}\n" for w, h in cases)).split("\n")
    assert answers == [
        "WIN" if cutting_first_player_wins(((w, h),), memo) else "LOSE" for w, h in cases
    ]
    # the reduced ruleset's own outcomes, from its move graph
    assert [brute_outcome(gl.CuttingGame(), c) == gl.Outcome.N for c in cases] == [
        a == "WIN" for a in answers
    ]
    # two sheets: the XOR of their values decides, as in the original game
    for pair in [((2, 2), (4, 2)), ((4, 2), (4, 2)), ((3, 3), (5, 2))]:
        first = gl.outcome(gl.CuttingGame(), pair) == gl.Outcome.N
        assert first == cutting_first_player_wins(tuple(sorted(pair)), memo)


def test_poj_2311_rejects_strips() -> None:
    with pytest.raises(gl.InvalidPositionError, match=r"got \(1, 5\)"):
        problems.solve_poj_2311("1 5")
