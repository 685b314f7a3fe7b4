"""Try first, in the book: no lesson page shows an answer before the reader clicks it open.

The site of `make book` (tools/build_book.py) is built once from a copy of notebooks/ (without
the slides, which these tests do not open), plus two small lessons with answers in
every shape (``try_first.mechanism_notebook``): one whose answers are closed and one whose reveal prints its answer. Each page is
opened in headless Chromium from ``file://`` with every other request blocked; no piece of any
``solution`` or ``reveal`` cell may be visible (``try_first.VISIBLE_TEXT_JS``: closed
``<details>`` and collapsed toggles are in the page but not shown). Then one written answer and
one code answer are clicked open, and their text must appear.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import CHROMIUM_ARGS, load_tool
from try_first import (
    VISIBLE_TEXT_JS,
    answer_snippets,
    describe,
    mechanism_notebook,
    normalize,
    visible_leaks,
)

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")

build_book = load_tool("build_book")
LESSONS = [p.stem for p in build_book.lesson_notebooks(ROOT / "notebooks")]
CLOSED, LEAKING = "98_closed_answers", "99_leaking_answer"

ARTICLE_TEXT_JS = f"() => ({VISIBLE_TEXT_JS})(document.querySelector('article') || document.body)"


def _missing(what: str, hint: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{what} is required in CI: {hint}")
    pytest.skip(f"{what} not found; to run this test: {hint}")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    """The site built from notebooks/ and the two check lessons; yields (site, notebooks)."""
    build_slides = load_tool("build_slides")
    if not build_slides.npm_is_current():
        if shutil.which("npm") is None:
            _missing("npm", "sudo apt-get install npm (make book runs `npm ci --prefix slides`)")
        build_slides.ensure_node_modules()  # the book's offline scripts come from there
    notebooks = tmp_path_factory.mktemp("try_first_notebooks")
    shutil.copytree(ROOT / "notebooks", notebooks, dirs_exist_ok=True)
    nbformat.write(mechanism_notebook(leaking=False), notebooks / f"{CLOSED}.ipynb")
    nbformat.write(mechanism_notebook(leaking=True), notebooks / f"{LEAKING}.ipynb")
    out = tmp_path_factory.mktemp("try_first_book")
    src = tmp_path_factory.mktemp("try_first_book_src")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(build_book, "NOTEBOOKS", notebooks)
        status = build_book.main(
            ["--out", str(out), "--src", str(src), "--slides", str(src / "no-slides")]
        )
    assert status == 0, "sphinx-build failed"
    yield out, notebooks


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        _missing("chromium", "sudo apt-get install chromium")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


def open_page(browser: Any, path: Path) -> Any:
    """A lesson page loaded from file:// (nothing else), its scripts run and formulas typeset."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(60_000)
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file://")
               else route.abort())
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    page.wait_for_function(
        "() => !document.querySelector('.math') || (window.MathJax && MathJax.Hub"
        " && MathJax.Hub.queue.pending === 0 && MathJax.Hub.queue.running === 0)"
    )
    page.wait_for_timeout(500)
    return page


def cells_of(notebooks: Path, stem: str) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(
        (notebooks / f"{stem}.ipynb").read_text(encoding="utf-8")
    )["cells"]
    return cells


def leaks_on(page: Any, snippets: dict[int, list[str]]) -> dict[int, list[str]]:
    return visible_leaks(page.evaluate(ARTICLE_TEXT_JS), snippets)


def open_answer(page: Any, snippets: list[str]) -> bool:
    """Click open the closed ``<details>`` (toggle, hidden cell, written answer) that holds one
    of ``snippets``, as a reader does: on its summary line. Whether there was one to open."""
    closed = page.locator("article details:not([open])")
    for index in range(closed.count()):
        details = closed.nth(index)
        held = f" {normalize(details.evaluate('d => d.textContent'))} "
        if any(f" {s} " in held for s in snippets):
            summary = details.locator(":scope > summary")
            summary.scroll_into_view_if_needed()
            summary.click()
            page.wait_for_timeout(300)
            return True
    return False


def check_opening_shows(page: Any, cells: list[dict[str, Any]],
                        snippets: dict[int, list[str]]) -> list[int]:
    """Open the first written answer and the first code answer; each must then show its text."""
    chosen = []
    for kind in ("markdown", "code"):
        index = next((i for i, found in snippets.items()
                      if cells[i]["cell_type"] == kind and found), None)
        if index is None:
            continue
        assert open_answer(page, snippets[index]), f"cell {index}: no closed answer holds it"
        assert leaks_on(page, {index: snippets[index]}), (
            f"cell {index} was clicked open, but none of its text shows"
        )
        chosen.append(index)
    return chosen


@pytest.mark.parametrize("stem", LESSONS)
def test_no_answer_shows_on_a_lesson_page_before_it_is_opened(
        site: tuple[Path, Path], browser: Any, stem: str) -> None:
    out, notebooks = site
    cells = cells_of(notebooks, stem)
    snippets = answer_snippets(cells)
    assert all(snippets.values()), f"answer cells without a distinctive snippet: {snippets}"
    page = open_page(browser, out / f"{stem}.html")
    try:
        leaks = leaks_on(page, snippets)
        assert not leaks, (
            f"{stem}: {len(leaks)} of {len(snippets)} answer cells show their answer before "
            f"they are opened — {describe(leaks, snippets)}"
        )
        assert check_opening_shows(page, cells, snippets), f"{stem}: no answer to open"
    finally:
        page.close()


def test_the_check_passes_on_closed_answers(site: tuple[Path, Path], browser: Any) -> None:
    out, notebooks = site
    cells = cells_of(notebooks, CLOSED)
    snippets = answer_snippets(cells)
    assert len(snippets) == 3 and all(snippets.values())
    page = open_page(browser, out / f"{CLOSED}.html")
    try:
        assert leaks_on(page, snippets) == {}
        # the written answer passed through as a closed <details>, its Markdown and formula
        # parsed inside; the code reveal's output is a closed <details> too
        written = page.locator("article details:not([open])").filter(has_text="Model answer")
        assert written.count() == 1
        assert written.locator(".MathJax_CHTML").count() > 0, "the formula is not typeset"
        assert written.locator("p").count() > 0, "the Markdown inside is not parsed"
        assert "{toggle}" not in page.content()
        assert sorted(check_opening_shows(page, cells, snippets)) == [2, 3]
        assert open_answer(page, snippets[4]), "the reveal's output is not a closed <details>"
        assert 4 in leaks_on(page, snippets)
    finally:
        page.close()


def test_the_check_fails_on_a_printed_answer(site: tuple[Path, Path], browser: Any) -> None:
    out, notebooks = site
    snippets = answer_snippets(cells_of(notebooks, LEAKING))
    page = open_page(browser, out / f"{LEAKING}.html")
    try:
        leaks = leaks_on(page, snippets)
        assert set(leaks) == {4}, describe(leaks, snippets)
        # only what the reveal printed shows, its source stays hidden
        assert not any(re.match(r"print ", s) for s in leaks[4]), leaks[4]
    finally:
        page.close()


def test_book_copy_keeps_details_and_hides_reveal_sources() -> None:
    page = build_book.book_copy(mechanism_notebook(leaking=False), "98_closed_answers")
    by_tag = {tuple(c.metadata.get("tags", [])): c for c in page.cells if c.metadata.get("tags")}
    written = next(c for c in page.cells if c.cell_type == "markdown"
                   and "solution" in c.metadata.get("tags", []))
    assert written.source.startswith("<details>") and "{toggle}" not in written.source
    assert ("solution", "hide-cell") in by_tag and ("reveal", "hide-input") in by_tag
    old = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("# Lesson 97 · Old"),
        nbformat.v4.new_markdown_cell(
            "**Model answer** (click to expand)\n\nSix.", metadata={"tags": ["solution"]}),
    ])
    assert build_book.book_copy(old, "97_old").cells[-1].source.startswith(":::{toggle}")
