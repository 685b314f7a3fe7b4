"""Every figure a lesson draws is readable at the size it is shown.

Each lesson is executed in a fresh kernel whose first, injected (never saved) cell makes
``tools/figure_fonts.py`` watch matplotlib: every figure the inline backend shows (or a game graph
draws as its own picture) is measured as it is printed, at the width the handout's A4 column
gives it (688 CSS px; JupyterLab and the book show it as large or larger). A figure fails when a
text is smaller than 8 pt there, is clipped by its Axes or the picture's edge, is drawn across a
node's rim, or overlaps another text. The report names the lesson's cell (0-based index, as
``nbformat`` counts) and the faulty texts.

The unit tests below check the measurement itself on made-up figures. Executing every lesson
takes about two and a half minutes on two idle cores; it is part of every test run, so a lesson
cannot gain an unreadable figure unnoticed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import matplotlib
import nbformat
import pytest
from helpers import load_tool

matplotlib.use("Agg")
import matplotlib.pyplot as plt

ROOT = Path(__file__).resolve().parents[1]
figure_fonts = load_tool("figure_fonts")
lessons = load_tool("lessons")
LESSONS: list[Path] = lessons.lesson_notebooks(ROOT / "notebooks")

SETUP = f"""\
import sys as _sys
_sys.path.insert(0, {str(ROOT / "tools")!r})
import figure_fonts as _figure_fonts
_figure_fonts.install_recorder()
"""
PROBE = "import json as _json; print(_json.dumps(_figure_fonts.take_records()))"


def _figure(label_pt: float, width_in: float = 4.0) -> Any:
    fig, ax = plt.subplots(figsize=(width_in, 3.0), dpi=96)
    ax.plot([0, 1], [0, 1])
    ax.tick_params(labelsize=10)
    ax.xaxis.label.set_size(10)
    ax.text(0.5, 0.5, "node 7", fontsize=label_pt, ha="center")
    return fig


def test_a_6_pt_label_is_reported() -> None:
    report = figure_fonts.measure_figure(_figure(6.0))
    plt.close("all")
    assert report.smallest_pt == pytest.approx(6.0 * 0.96)  # a PNG prints at 96 % (200 ppi)
    assert report.problems() == ["'node 7': 5.8 pt"]


def test_a_9_pt_label_passes() -> None:
    report = figure_fonts.measure_figure(_figure(9.0))
    plt.close("all")
    assert report.smallest_pt == pytest.approx(9.0 * 0.96)
    assert report.problems() == []


def test_a_wide_figure_is_shown_smaller() -> None:
    # 14 inches at 96 px per inch are 1344 px: shrunk to fit the 688 px column
    report = figure_fonts.measure_figure(_figure(12.0, width_in=14.0), tight=False)
    plt.close("all")
    assert report.width_px == pytest.approx(1344.0)
    assert report.scale == pytest.approx(688 / 1344, abs=1e-3)
    assert "'node 7': 6.1 pt" in report.problems()


def test_the_pixels_per_inch_of_a_png_count_those_of_an_svg_do_not() -> None:
    fig = _figure(9.0, width_in=3.0)
    fig.set_dpi(192)  # 192 CSS px per inch in a PNG (a retina PNG keeps figure.dpi's 100)
    as_png = figure_fonts.measure_figure(fig, fmt="png")
    as_svg = figure_fonts.measure_figure(fig, fmt="svg")
    plt.close("all")
    # 9 pt at 192 px per inch, printed at 96 % (a retina PNG at 200 ppi)
    assert as_png.smallest_pt == pytest.approx(18.0 * 0.96)
    assert as_svg.smallest_pt == pytest.approx(9.0)


def test_clipped_overlapping_and_rim_texts_are_reported() -> None:
    import networkx as nx

    fig, ax = plt.subplots(figsize=(3, 3), dpi=96)
    G = nx.path_graph(2)
    pos = {0: (0.0, 0.0), 1: (1.0, 0.0)}
    nx.draw_networkx_nodes(G, pos, ax=ax, node_size=600)
    nx.draw_networkx_labels(G, {0: (0.0, -0.12), 1: (1.0, 0.0)}, labels={0: "rim", 1: "b"}, ax=ax)
    ax.set_xlim(-0.2, 1.0)  # node 1 and its label half outside the Axes
    ax.set_ylim(-1.0, 1.0)  # "rim" written 0.12 below node 0's centre: across its edge
    ax.text(-0.1, 0.5, "first text", fontsize=10)
    ax.text(-0.08, 0.5, "second text", fontsize=10)
    found = "\n".join(figure_fonts.measure_figure(fig, tight=False).problems())
    plt.close("all")
    assert "'b': clipped" in found
    assert "'rim': on a node's rim" in found
    assert "'first text': overlaps 'second text'" in found


def _row_of_numbers(width_in: float) -> Any:
    fig, ax = plt.subplots(figsize=(width_in, 1), dpi=96)
    ax.set_xlim(-0.5, 15.5)
    for x in range(16):
        ax.text(x, 0.5, str(10 + x % 6), fontsize=9, ha="center")
    return fig


def test_digits_that_run_together_are_reported() -> None:
    # 16 two-digit numbers at 9 pt (about 14 px wide) in an Axes of 2.3 in: 14 px apart
    crowded = figure_fonts.measure_figure(_row_of_numbers(3.0)).problems()
    # in an Axes of 4.7 in: 28 px apart, a gap as wide as a number
    spaced = figure_fonts.measure_figure(_row_of_numbers(6.0)).problems()
    plt.close("all")
    assert len(crowded) == 16 and all("overlaps" in p for p in crowded)
    assert spaced == []


def _lesson_figures(notebook: Path) -> list[tuple[int, dict[str, Any]]]:
    """Execute ``notebook`` with the recorder; return (cell index, record) per shown figure."""
    from nbclient import NotebookClient

    nb = nbformat.read(notebook, as_version=4)
    client = NotebookClient(
        nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(notebook.parent)}}
    )
    found: list[tuple[int, dict[str, Any]]] = []
    with client.setup_kernel(env={**os.environ, "PYTHONHASHSEED": "0"}):
        client.execute_cell(nbformat.v4.new_code_cell(SETUP), -1, store_history=False)
        for index, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            client.execute_cell(cell, index)
            probe = nbformat.v4.new_code_cell(PROBE)
            client.execute_cell(probe, -1, store_history=False)
            text = "".join(o.get("text", "") for o in probe.outputs if o.output_type == "stream")
            found += [(index, record) for record in json.loads(text or "[]")]
    return found


SHOWN = 6
"""Faulty texts listed per figure (the rest are counted)."""


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda path: path.stem)
def test_every_figure_of_the_lesson_is_readable(lesson: Path) -> None:
    figures = _lesson_figures(lesson)
    report = []
    for index, record in figures:
        problems = record["problems"]
        if problems:
            more = f"\n    ... and {len(problems) - SHOWN} more" if len(problems) > SHOWN else ""
            report.append(
                f"cell {index} ({record.get('title') or 'untitled'}, shown "
                f"{record.get('width_px', 0):.0f} px at scale {record.get('scale', 1):.2f}, "
                f"smallest {record.get('smallest_pt', 0):.1f} pt):\n    "
                + "\n    ".join(problems[:SHOWN])
                + more
            )
    print(f"{lesson.stem}: {len(figures)} figures measured")
    assert report == [], f"{lesson.stem}: unreadable figures\n" + "\n".join(report)
