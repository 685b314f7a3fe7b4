"""The course website of `make book` (tools/build_book.py) and the deck index of `make slides`.

The site is built once, with the decks inside, from the committed notebooks. Then it is read as
files (every lesson listed, every page linking its slides and its notebook, no remote asset) and
opened in headless Chromium from ``file://`` with every other request blocked: the landing page
lists every lesson, a lesson page shows typeset formulas, a plot and its collapsed solutions, and
the offline search finds Bouton's theorem in lesson 02.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import CHROMIUM_ARGS, cell_tags, load_tool

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")

build_book = load_tool("build_book")
build_slides = load_tool("build_slides")
LESSONS: list[Path] = build_book.lesson_notebooks(ROOT / "notebooks")

# An asset the browser would fetch: a script, style sheet, image, frame, font or CSS url().
REMOTE_ASSET = re.compile(
    r"<(?:script|img|iframe|source|video|audio|embed)\b[^>]*\bsrc=[\"']?https?://"
    r"|<link\b[^>]*\bhref=[\"']?https?://"
    r"|url\(\s*[\"']?https?://",
    re.I,
)


def _missing(what: str, hint: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{what} is required in CI: {hint}")
    pytest.skip(f"{what} not found; to run this test: {hint}")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the decks and the site once, into temporary folders."""
    if not build_slides.npm_is_current() and shutil.which("npm") is None:
        _missing("npm", "sudo apt-get install npm (make book runs `npm ci --prefix slides`)")
    slides = tmp_path_factory.mktemp("slides")
    build_slides.build_all(LESSONS, slides)  # installs the pinned npm assets when needed
    out = tmp_path_factory.mktemp("book")
    src = tmp_path_factory.mktemp("book_src")
    status = build_book.main(["--out", str(out), "--src", str(src), "--slides", str(slides)])
    assert status == 0, "sphinx-build failed"
    zh_src = tmp_path_factory.mktemp("book_src_zh_CN")
    status = build_book.main(["--lang", "zh_CN", "--out", str(out / "zh_CN"), "--src", str(zh_src),
                              "--slides", str(slides)])
    assert status == 0, "sphinx-build failed on the Chinese edition"
    return out


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


class OfflinePage:
    """A page that may load ``file://`` URLs only; everything else is blocked and recorded."""

    def __init__(self, browser: Any) -> None:
        self.blocked: list[str] = []
        self.failed: list[str] = []
        self.page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.page.route("**/*", self._route)
        self.page.on("requestfailed", lambda request: self.failed.append(request.url))

    def _route(self, route: Any) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()


def test_every_lesson_has_a_page_with_its_slides_and_notebook(site: Path) -> None:
    for lesson in LESSONS:
        page = site / f"{lesson.stem}.html"
        assert page.is_file(), f"no page for {lesson.name}"
        html = page.read_text(encoding="utf-8")
        for link in (f"slides/{lesson.stem}.slides.html", f"notebooks/{lesson.name}"):
            assert f'href="{link}"' in html, f"{page.name} does not link {link}"
            assert (site / link).is_file(), f"{page.name} links {link}, which is not in the site"


def test_the_site_names_no_remote_asset(site: Path) -> None:
    offenders = []
    for path in site.rglob("*"):
        if path.suffix in {".html", ".css"} and "slides" not in path.relative_to(site).parts:
            found = REMOTE_ASSET.findall(path.read_text(encoding="utf-8", errors="replace"))
            offenders += [f"{path.relative_to(site)}: {hit}" for hit in found]
    assert offenders == []


def test_the_slides_index_lists_every_deck(site: Path) -> None:
    index = (site / "slides" / "index.html").read_text(encoding="utf-8")
    for lesson in LESSONS:
        assert f'href="{lesson.stem}.slides.html"' in index


def test_the_landing_page_lists_every_lesson(site: Path, browser: Any) -> None:
    offline = OfflinePage(browser)
    offline.page.goto((site / "index.html").as_uri())
    links = offline.page.eval_on_selector_all(
        "article a.reference.internal", "els => els.map(a => a.getAttribute('href'))"
    )
    for lesson in LESSONS:
        assert f"{lesson.stem}.html" in links, f"the landing page does not list {lesson.stem}"
    assert offline.blocked == [] and offline.failed == []


def test_a_lesson_page_shows_math_a_plot_and_collapsed_solutions(site: Path,
                                                                 browser: Any) -> None:
    lesson = next(nb for nb in LESSONS if nb.stem.startswith("02_"))
    solutions = sum("solution" in cell_tags(cell) for cell in _cells(lesson))
    offline = OfflinePage(browser)
    page = offline.page
    page.goto((site / f"{lesson.stem}.html").as_uri())
    page.wait_for_function(
        "() => window.MathJax && MathJax.Hub && MathJax.Hub.queue.pending === 0"
        " && document.querySelectorAll('.MathJax_CHTML').length > 0",
        timeout=60_000,
    )
    plots = page.evaluate(
        "Array.from(document.querySelectorAll('.cell_output img'))"
        ".filter(i => i.complete && i.naturalWidth > 0).length"
    )
    assert plots > 0, "no plot was drawn"
    assert page.evaluate("document.querySelectorAll('.jupyter-widgets').length") > 0
    # Every solution is behind a control the reader clicks: closed <details> or a toggle.
    closed = page.evaluate(
        "document.querySelectorAll('details.hide:not([open]), details.toggle-details:not([open]),"
        " .toggle-hidden').length"
    )
    assert solutions > 0 and closed >= solutions
    assert offline.blocked == [] and offline.failed == []


def test_the_offline_search_finds_bouton_in_lesson_02(site: Path, browser: Any) -> None:
    offline = OfflinePage(browser)
    offline.page.goto((site / "search.html").as_uri() + "?q=Bouton")
    offline.page.wait_for_selector("ul.search li a", timeout=60_000)
    hits = offline.page.eval_on_selector_all(
        "ul.search li a", "els => els.map(a => a.getAttribute('href'))"
    )
    assert any(hit.startswith("02_nim_and_boutons_theorem.html") for hit in hits), hits
    assert offline.blocked == []


def test_every_page_links_the_same_page_of_the_other_edition(site: Path) -> None:
    pages = [p for p in site.glob("*.html") if p.stem not in {"search", "genindex"}]
    pages += [p for p in (site / "zh_CN").glob("*.html") if p.stem not in {"search", "genindex"}]
    assert len(pages) >= 2 * (len(LESSONS) + 3)
    for page in pages:
        html = page.read_text(encoding="utf-8")
        found = re.search(r'<p class="language-switch"><a href="([^"]+)"', html)
        assert found, f"{page.relative_to(site)} has no language switch"
        assert (page.parent / found.group(1)).resolve().is_file(), (
            f"{page.relative_to(site)} switches to {found.group(1)}, which is not in the site")


def test_the_chinese_edition_has_every_lesson_in_chinese(site: Path) -> None:
    for lesson in LESSONS:
        html = (site / "zh_CN" / f"{lesson.stem}.html").read_text(encoding="utf-8")
        assert 'lang="zh-CN"' in html
        title = re.search(r"<h1>(.*?)<", html)
        assert title and title.group(1).startswith("第"), f"{lesson.stem}: {title}"


@pytest.mark.parametrize("term, page", [("巴什", "01_p_and_n_positions.html"),
                                        ("克朗", "10_green_hackenbush.html"),
                                        ("巴什博弈", "06_classic_games.html")])
def test_the_chinese_search_finds_chinese_terms(site: Path, browser: Any, term: str,
                                                page: str) -> None:
    offline = OfflinePage(browser)
    offline.page.goto((site / "zh_CN" / "search.html").as_uri() + f"?q={term}")
    offline.page.wait_for_selector("ul.search li a", timeout=60_000)
    hits = offline.page.eval_on_selector_all(
        "ul.search li a", "els => els.map(a => a.getAttribute('href'))"
    )
    assert any(hit.startswith(page) for hit in hits), hits
    assert offline.blocked == []


def _cells(notebook: Path) -> list[dict[str, Any]]:
    import json

    cells: list[dict[str, Any]] = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return cells


def test_a_widget_on_a_page_says_it_needs_a_running_kernel() -> None:
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

    view = {"application/vnd.jupyter.widget-view+json": {
        "model_id": "0" * 32, "version_major": 2, "version_minor": 0}}
    nb = new_notebook(cells=[new_markdown_cell("# Lesson 01 · Widgets"),
                             new_code_cell("gl.play_nim((3, 4, 5))",
                                           outputs=[new_output("display_data", data=view)]),
                             new_code_cell("1 + 1")])
    page = build_book.book_copy(nb, "01_widgets")
    sources = [c.source for c in page.cells]
    widget = sources.index("gl.play_nim((3, 4, 5))")
    assert 'class="widget-note"' in sources[widget + 1] and "make lab" in sources[widget + 1]
    assert sum('class="widget-note"' in s for s in sources) == 1
