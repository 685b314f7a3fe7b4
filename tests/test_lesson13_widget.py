"""The move buttons of ``gl.play`` on a board game of lesson 13 speak of squares, not heaps."""

import grundylib as gl


def ladder_board() -> gl.GraphGame:
    """The ladder board of lesson 13: 2 or 3 squares down, a ladder from 1 up to 4."""
    return gl.GraphGame(
        {s: [s - k for k in (2, 3) if k <= s] + ([4] if s == 1 else []) for s in range(9)}
    )


def test_graph_game_moves_are_arrows_not_takes() -> None:
    player = gl.play(ladder_board(), 1)
    assert player.describe(1, 4) == "→ 4"
    assert player.describe(8, 5) == "→ 5"
    assert all("take" not in player.describe(8, o) for o in (5, 6))


def test_heap_games_still_take() -> None:
    assert gl.play(gl.BashGame(3), 7).describe(7, 5) == "take 2 (leave 5)"
    assert gl.play(gl.Nim(), (3, 4)).describe((3, 4), (3, 1)) == "take 3 from heap 2 → (3, 1)"
