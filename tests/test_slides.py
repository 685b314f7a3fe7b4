"""The offline lecture decks of `make slides` (tools/build_slides.py).

Every lesson notebook builds into a reveal.js deck that names no http(s) asset, has the slides its
metadata asks for, and no solution; one deck is opened in headless Chromium with the network cut
off, and must come up with reveal.js ready, the formulas typeset, widgets and plots drawn.
The screenshot lands in build/screenshots/slides_NN.png.

Before the lessons exist, a small fixture notebook stands in so the machinery is still tested.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import CHROMIUM_ARGS, cell_tags, load_tool
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOTS = ROOT / "build" / "screenshots"


build_slides = load_tool("build_slides")
REAL_NOTEBOOKS: list[Path] = build_slides.lesson_notebooks(ROOT / "notebooks")
FIXTURE_NAME = "00_fixture.ipynb"
NOTEBOOK_NAMES = [nb.name for nb in REAL_NOTEBOOKS] or [FIXTURE_NAME]


def _missing(what: str, hint: str) -> None:
    """Fail in CI, skip elsewhere, when a system tool the test needs is absent."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} is required in CI: {hint}")
    pytest.skip(f"{what} not found; to run this test: {hint}")


def _fixture_notebook(folder: Path) -> Path:
    """An executed stand-in lesson: math, a plot, a widget, notes, skip and solution cells."""

    def cell(kind: str, source: str, slide: str = "-", *tags: str) -> Any:
        new = new_markdown_cell if kind == "md" else new_code_cell
        metadata: dict[str, Any] = {"slideshow": {"slide_type": slide}}
        if tags:
            metadata["tags"] = list(tags)
        return new(source, metadata=metadata)

    from nbclient import NotebookClient

    nb = new_notebook(cells=[
        cell("md", "# Fixture lesson\n\nThe mex: $\\operatorname{mex}\\{0, 1, 3\\} = 2$.", "slide"),
        cell("md", "Say hello first.", "notes"),
        cell("code", "%matplotlib inline\nimport matplotlib.pyplot as plt\nimport ipywidgets", "skip"),
        cell("md", "## A plot\n\n$$g(n) = n \\bmod 4$$", "slide"),
        cell("code", "plt.plot([n % 4 for n in range(12)], 'o-')\nplt.show()", "fragment"),
        cell("md", "## A widget", "subslide"),
        cell("code", "ipywidgets.HBox([ipywidgets.IntSlider(value=7, max=20, description='heap'),\n"
                     "                 ipywidgets.Button(description='take', icon='check')])"),
        cell("code", "print('FIXTURE-SOLUTION', 3 ^ 5)", "slide", "solution"),
        cell("md", "## Summary: $0$ means a P-position", "slide"),
    ])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FIXTURE_NAME
    nbformat.write(nb, path)
    return path


@pytest.fixture(scope="module")
def notebooks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if REAL_NOTEBOOKS:
        return {nb.name: nb for nb in REAL_NOTEBOOKS}
    return {FIXTURE_NAME: _fixture_notebook(tmp_path_factory.mktemp("notebooks"))}


@pytest.fixture(scope="module")
def decks(notebooks: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Build every deck once, into a temporary folder (build/slides is left alone)."""
    if not build_slides.npm_is_current() and shutil.which("npm") is None:
        _missing("npm", "sudo apt-get install npm (make slides runs `npm ci --prefix slides`)")
    out = tmp_path_factory.mktemp("slides")
    built = build_slides.build_all(notebooks.values(), out)
    return {nb: deck for nb, deck in zip(notebooks, built, strict=True)}


# --- what the notebook asks for, read from its JSON without nbconvert ------------------------

def _cells(notebook: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return cells


def _slide_type(cell: dict[str, Any]) -> str:
    return str(cell.get("metadata", {}).get("slideshow", {}).get("slide_type") or "-")


def expected_slides(notebook: Path) -> int:
    """Slides + subslides among the cells that reach the deck (the first shown cell opens one)."""
    kept = [_slide_type(c) for c in _cells(notebook) if "solution" not in cell_tags(c)]
    shown = [t for t in kept if t not in ("skip", "notes")]
    starts = sum(t in ("slide", "subslide") for t in shown)
    return starts + (1 if shown and shown[0] not in ("slide", "subslide") else 0)


# --- what the deck contains ------------------------------------------------------------------

class _DeckParser(HTMLParser):
    """Counts leaf <section>s (the slides one sees) and collects asset references."""

    def __init__(self) -> None:
        super().__init__()
        self.open_sections: list[bool] = []  # per open <section>: has a nested <section>?
        self.leaf_sections = 0
        self.assets: list[tuple[str, str]] = []  # (tag, url) of src=/href= outside <a>
        self.notes = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "section":
            if self.open_sections:
                self.open_sections[-1] = True
            self.open_sections.append(False)
        if tag == "aside" and ("class", "notes") in attrs:
            self.notes += 1
        for name, value in attrs:
            if name in ("src", "href") and value and tag != "a":
                self.assets.append((tag, value))

    def handle_endtag(self, tag: str) -> None:
        if tag == "section" and not self.open_sections.pop():
            self.leaf_sections += 1


def parse_deck(deck: Path) -> _DeckParser:
    parser = _DeckParser()
    parser.feed(deck.read_text(encoding="utf-8"))
    return parser


REMOTE = r"""\s*["']?\s*(?:https?:)?//"""
# Remote references that may hide in scripts and styles, not just in tag attributes.
REMOTE_PATTERNS = [
    re.compile(r"\b(?:src|href)\s*=" + REMOTE, re.I),
    re.compile(r"url\(" + REMOTE, re.I),
    re.compile(r"@import\s+(?:url\()?" + REMOTE, re.I),
    re.compile(r"""\bimport\b[^;\n]*?["'](?:https?:)?//""", re.I),  # import x from 'https://...'
    re.compile(r"""["'](?:https?:)?//[^"'\s]+\.(?:m?js|css|woff2?|ttf|otf|eot)(?:\?[^"']*)?["']"""),
]
ANCHOR_TAG = re.compile(r"<a\b[^>]*>", re.I)


def remote_references(text: str) -> list[str]:
    """Every way ``text`` (HTML without its <a> tags, or CSS) reaches for a remote asset."""
    text = ANCHOR_TAG.sub("<a>", text)
    return [m.group(0) for pattern in REMOTE_PATTERNS for m in pattern.finditer(text)]


def local_css(deck: Path, parser: _DeckParser) -> list[Path]:
    """The deck's local stylesheets and the ones they @import."""
    todo = [deck.parent / url for tag, url in parser.assets if tag == "link"]
    seen: list[Path] = []
    while todo:
        css = todo.pop().resolve()
        if css in seen or css.suffix != ".css":
            continue
        seen.append(css)
        for ref in re.findall(r"""@import\s+(?:url\()?\s*["']?([^"')\s;]+)""", css.read_text()):
            todo.append(css.parent / ref)
    return seen


# --- the tests -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_deck_builds_without_solutions(name: str, notebooks: dict[str, Path],
                                       decks: dict[str, Path]) -> None:
    deck = decks[name]
    assert deck.name == name.replace(".ipynb", ".slides.html")
    html = deck.read_text(encoding="utf-8")
    assert "reveal" in html and "<section" in html
    assert "celltag_solution" not in html
    for cell in _cells(notebooks[name]):
        if "solution" in cell_tags(cell) and cell.get("id"):
            assert f'id="cell-id={cell["id"]}"' not in html, "a solution cell reached the deck"


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_deck_assets_are_local(name: str, decks: dict[str, Path]) -> None:
    deck = decks[name]
    parser = parse_deck(deck)
    assert remote_references(deck.read_text(encoding="utf-8")) == []
    for tag, url in parser.assets:
        if url.startswith(("data:", "#")):
            continue
        target = deck.parent / url.split("?")[0]
        assert target.is_file(), f"<{tag}> names {url}, missing from {deck.parent}"
    stylesheets = local_css(deck, parser)
    assert stylesheets, "the deck links no local stylesheet (reveal.css, theme)"
    for css in stylesheets:
        assert remote_references(css.read_text(encoding="utf-8")) == [], css


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_deck_has_the_slides_its_metadata_asks_for(name: str, notebooks: dict[str, Path],
                                                   decks: dict[str, Path]) -> None:
    parser = parse_deck(decks[name])
    assert parser.leaf_sections == expected_slides(notebooks[name])
    notes = [c for c in _cells(notebooks[name])
             if "solution" not in cell_tags(c)
             and (_slide_type(c) == "notes" or c.get("metadata", {}).get("speaker_notes"))]
    assert parser.notes == len(notes), "each cell's speaker notes become one <aside class=notes>"


def test_speaker_notes_metadata_becomes_a_notes_aside(tmp_path: Path) -> None:
    nb = new_notebook(cells=[
        new_markdown_cell("# Lesson 99 · Notes", metadata={
            "slideshow": {"slide_type": "slide"}, "speaker_notes": "NOTES FOR THE TITLE"}),
        new_code_cell("print(1)", metadata={"slideshow": {"slide_type": "-"}, "tags": ["solution"],
                                            "speaker_notes": "NOTES OF A SOLUTION"}),
        new_markdown_cell("## Second", metadata={"slideshow": {"slide_type": "slide"}}),
    ])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}
    source = tmp_path / "99_notes.ipynb"
    nbformat.write(nb, source)
    deck = build_slides.build_deck(source, tmp_path)
    html = deck.read_text(encoding="utf-8")
    assert parse_deck(deck).notes == 1 and parse_deck(deck).leaf_sections == 2
    aside = re.search(r'<aside class="notes">(.*?)</aside>', html, re.DOTALL)
    assert aside and "NOTES FOR THE TITLE" in aside.group(1)
    assert "NOTES OF A SOLUTION" not in html


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_every_relative_link_of_a_deck_opens(name: str, decks: dict[str, Path]) -> None:
    deck = decks[name]
    html = deck.read_text(encoding="utf-8")
    links = set(re.findall(r'<a\b[^>]*\bhref="([^"#]+)(?:#[^"]*)?"', html))
    relative = [url for url in links if not re.match(r"^[a-z]+:", url)]
    assert all(url.endswith(".html") for url in relative), relative
    assert [url for url in relative if not (deck.parent / url).is_file()] == []


def test_glossary_page_beside_the_decks(decks: dict[str, Path]) -> None:
    out = next(iter(decks.values())).parent
    glossary = out / "glossary.html"
    if not (ROOT / "notebooks" / "glossary.md").is_file():
        pytest.skip("no notebooks/glossary.md")
    html = glossary.read_text(encoding="utf-8")
    assert "<table>" in html and "必败态" in html and "P-position" in html
    assert remote_references(html) == []
    for url in re.findall(r'<script src="([^"?]+)', html):
        assert (out / url).is_file(), url
    for url in re.findall(r'<a\b[^>]*\bhref="([^"#]+)', html):
        if not re.match(r"^[a-z]+:", url):
            assert url.endswith(".html") and (out / url).is_file(), url


def _showcase(decks: dict[str, Path]) -> str:
    """The deck to open in the browser: the first with a widget, else the first."""
    for name, deck in decks.items():
        if WIDGET_VIEW in deck.read_text(encoding="utf-8"):
            return name
    return next(iter(decks))


# MathJax 2 marks typeset formulas with these classes (CommonHTML output, or HTML-CSS).
MATH_SELECTOR = ".MathJax_CHTML, .MathJax, .MathJax_Display"
# Besides the title slide (slides_NN.png), one picture of the first slide showing each of these.
FEATURES = {
    "widget": ".jupyter-widgets .lm-Widget",
    "plot": ".jp-RenderedImage img",
    "math": ".MJXc-display, .MathJax_Display",  # displayed formulas; inline ones show anyway
}
GO_TO_FIRST_SLIDE_WITH = """(selector) => {
  const hit = document.querySelector(selector);
  if (!hit) return false;
  const indices = Reveal.getIndices(hit.closest('section'));
  Reveal.slide(indices.h, indices.v);
  return true;
}"""


def test_deck_renders_offline_in_chromium(notebooks: dict[str, Path],
                                          decks: dict[str, Path]) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        _missing("chromium", "sudo apt-get install chromium")
    name = _showcase(decks)
    deck = decks[name]
    html = deck.read_text(encoding="utf-8")
    source = "".join("".join(c["source"]) for c in _cells(notebooks[name]))
    has_math = re.search(r"\$[^$]+\$", source) is not None
    has_widgets = WIDGET_VIEW in html

    blocked: list[str] = []
    failed: list[str] = []
    errors: list[str] = []

    def only_local_files(route: Any) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.route("**/*", only_local_files)
            page.on("requestfailed", lambda request: failed.append(request.url))
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(deck.as_uri())
            page.wait_for_function("() => window.Reveal && Reveal.isReady()", timeout=30_000)
            assert page.evaluate("Reveal.getTotalSlides()") == expected_slides(notebooks[name])
            if has_math:
                page.wait_for_function(
                    "(selector) => window.MathJax && MathJax.Hub && MathJax.Hub.queue.pending === 0"
                    " && document.querySelectorAll(selector).length > 0",
                    arg=MATH_SELECTOR,
                    timeout=30_000,
                )
            if has_widgets:
                page.wait_for_function(
                    "() => document.querySelectorAll('.jupyter-widgets .lm-Widget').length > 0",
                    timeout=30_000,
                )
            broken = page.evaluate(
                "Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0))"
                ".map(i => i.src.slice(0, 80))"
            )
            assert broken == [], "images that did not load"
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            shots = {"": "title", **{f"_{what}": css for what, css in FEATURES.items()}}
            for suffix, selector in shots.items():
                if suffix and not page.evaluate(GO_TO_FIRST_SLIDE_WITH, selector):
                    continue
                page.wait_for_timeout(1_000)  # let the slide transition finish
                page.screenshot(path=str(SCREENSHOTS / f"slides_{name[:2]}{suffix}.png"))
        finally:
            browser.close()
    assert blocked == [], "the deck reached for the network"
    assert failed == [], "local assets that failed to load"
    assert errors == [], "JavaScript errors in the deck"


# --- in the browser: every slide fits, formulas show once --------------------------------------

DECK_WIDTH, DECK_HEIGHT = 960, 700  # reveal.js's slide size in nbconvert's template
HEIGHTS = ROOT / "build" / "slide-heights"

# A widget's saved view in a deck (the template's own script names the type too, unquoted).
WIDGET_VIEW = '<script type="application/vnd.jupyter.widget-view+json">'

WAIT_FOR_TYPESETTING = """() => window.Reveal && Reveal.isReady()
  && !document.documentElement.classList.contains('mathjax-pending')
  && (!window.MathJax || !MathJax.Hub || MathJax.Hub.queue.pending === 0)"""

MEASURE_SLIDES = r"""() => {
  const measured = [];
  for (const slide of Reveal.getSlides()) {
    const where = Reveal.getIndices(slide);
    Reveal.slide(where.h, where.v);
    slide.querySelectorAll('.fragment').forEach(f => f.classList.add('visible'));
    // nbconvert's "scroll" option squeezes a tall slide into a scroll box: measure it unsqueezed
    slide.style.height = ''; slide.style.overflowY = ''; slide.style.marginTop = '';
    const heading = slide.querySelector('h1, h2, h3, h4');
    const title = (heading ? heading.textContent : slide.textContent)
      .replace(/¶/g, '').replace(/\s+/g, ' ').trim().slice(0, 70);
    measured.push({h: where.h, v: where.v, title: title,
                   height: Math.max(slide.scrollHeight, slide.offsetHeight)});
  }
  return measured;
}"""


@pytest.fixture(scope="module")
def chromium_page() -> Any:
    """A headless Chromium page of the deck size that can open local files only."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        _missing("chromium", "sudo apt-get install chromium")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.route("**/*", lambda route: route.continue_()
                       if route.request.url.startswith("file://") else route.abort())
            yield page
        finally:
            browser.close()


def slide_heights(page: Any, deck: Path) -> list[dict[str, Any]]:
    """Open ``deck`` and measure every slide with all its fragments shown."""
    page.goto(deck.as_uri())
    page.wait_for_function(WAIT_FOR_TYPESETTING, timeout=60_000)
    if WIDGET_VIEW in deck.read_text(encoding="utf-8"):
        page.wait_for_function(
            "() => document.querySelectorAll('.jupyter-widgets .lm-Widget').length > 0",
            timeout=30_000)
    measured: list[dict[str, Any]] = page.evaluate(MEASURE_SLIDES)
    return measured


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_every_slide_fits_the_deck_height(name: str, decks: dict[str, Path],
                                          chromium_page: Any) -> None:
    measured = slide_heights(chromium_page, decks[name])
    assert len(measured) == parse_deck(decks[name]).leaf_sections
    assert all(m["height"] > 0 for m in measured), "slides that were not laid out"
    HEIGHTS.mkdir(parents=True, exist_ok=True)
    (HEIGHTS / f"{name[:-6]}.json").write_text(json.dumps(measured, indent=1), encoding="utf-8")
    too_tall = [f"slide {m['h']}.{m['v']} {m['title']!r}: {m['height']} px"
                for m in measured if m["height"] > DECK_HEIGHT]
    assert too_tall == [], (
        f"{len(too_tall)} of {len(measured)} slides are taller than {DECK_HEIGHT} px with every "
        "fragment shown:\n" + "\n".join(too_tall))


def test_the_height_check_catches_a_tall_slide(tmp_path: Path, chromium_page: Any) -> None:
    nb = new_notebook(cells=[
        new_markdown_cell("## Short", metadata={"slideshow": {"slide_type": "slide"}}),
        new_markdown_cell("## Tall\n\n" + "\n\n".join(f"line {i}" for i in range(30)),
                          metadata={"slideshow": {"slide_type": "slide"}}),
        new_markdown_cell("\n\n".join(f"more {i}" for i in range(12)),
                          metadata={"slideshow": {"slide_type": "subslide"}}),
        new_markdown_cell("\n\n".join(f"fragment {i}" for i in range(12)),
                          metadata={"slideshow": {"slide_type": "fragment"}}),
    ])
    source = tmp_path / "99_tall.ipynb"
    nbformat.write(nb, source)
    (deck,) = build_slides.build_all([source], tmp_path / "out")
    heights = {m["title"][:8]: m["height"] for m in slide_heights(chromium_page, deck)}
    assert heights["Short"] < DECK_HEIGHT < heights["Tall"]
    assert heights["more 0 m"] > DECK_HEIGHT  # only with its fragment shown


POLL_FORMULAS = r"""() => {
  const root = document.documentElement;
  const slide = document.querySelector('.slides section.present:not(.stack)')
             || document.querySelector('.slides section.present');
  if (!slide || root.classList.contains('mathjax-pending')) return {hidden: true};
  const shown = e => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden';
  const markdown = Array.from(slide.querySelectorAll('.jp-RenderedMarkdown')).filter(shown);
  const text = markdown.map(e => {
    const copy = e.cloneNode(true);
    copy.querySelectorAll('script, .MJX_Assistive_MathML').forEach(x => x.remove());
    return copy.textContent;
  }).join(' ');
  return {hidden: false,
          raw: (text.match(/\$[^$\n]+\$/g) || []).length,
          previews: Array.from(slide.querySelectorAll('.MathJax_Preview'))
                      .filter(e => shown(e) && e.textContent.trim()).length,
          typeset: slide.querySelectorAll('.MathJax_CHTML, .MathJax_Display').length};
}"""


def test_formulas_show_once_while_the_deck_opens(notebooks: dict[str, Path],
                                                 decks: dict[str, Path],
                                                 chromium_page: Any) -> None:
    """From the first moment the slide shows until MathJax is done, no formula shows twice."""
    with_math = [n for n in decks
                 if re.search(r"\$[^$\n]+\$", "".join(
                     "".join(c["source"]) for c in _cells(notebooks[n])
                     if c["cell_type"] == "markdown" and _slide_type(c) == "slide"))]
    if not with_math:
        pytest.skip("no lesson has a formula on a slide")
    deck = decks[with_math[0]]
    page = chromium_page
    page.goto(deck.as_uri())
    page.wait_for_function(WAIT_FOR_TYPESETTING, timeout=60_000)
    where = page.evaluate("""() => {
      const hit = document.querySelector('.MathJax_CHTML, .MathJax_Display');
      return hit ? Reveal.getIndices(hit.closest('section')) : null; }""")
    assert where is not None, "no typeset formula in the deck"
    page.goto("about:blank")
    page.goto(f"{deck.as_uri()}#/{where['h']}/{where.get('v') or 0}", wait_until="commit")
    polls: list[dict[str, Any]] = []
    for _ in range(1200):  # 60 s at most
        with contextlib.suppress(Exception):  # the page may still be loading
            polls.append(page.evaluate(POLL_FORMULAS))
            if page.evaluate(f"({WAIT_FOR_TYPESETTING})()"):
                polls.append(page.evaluate(POLL_FORMULAS))
                break
        page.wait_for_timeout(50)
    else:
        pytest.fail("MathJax did not finish in 60 s")
    shown = [p for p in polls if not p["hidden"]]
    assert shown, "the slide never showed"
    assert [p for p in shown if p["raw"] or p["previews"]] == [], "raw TeX or a preview showed"
    assert shown[-1]["typeset"] > 0 and shown[-1]["raw"] == 0


def _lesson(folder: Path, name: str, title: str) -> Path:
    nb = new_notebook(cells=[new_markdown_cell(f"# {title}\n\nText.",
                                               metadata={"slideshow": {"slide_type": "slide"}})])
    path = folder / name
    nbformat.write(nb, path)
    return path


def _age(path: Path, seconds: float) -> None:
    """Set ``path``'s modification time ``seconds`` into the past."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - int(seconds * 1e9)))


def test_a_second_build_rebuilds_only_what_changed(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """`make book` runs `make slides`: a deck newer than its inputs is not built again."""
    monkeypatch.setattr(build_slides, "copy_assets", lambda out_dir: None)
    template = tmp_path / "template.j2"
    template.write_text("", encoding="utf-8")
    monkeypatch.setattr(build_slides, "deck_inputs", lambda: [template])
    built: list[str] = []
    real_build = build_slides.build_deck

    def counting(notebook: Path, out_dir: Path, exporter: Any = None) -> Path:
        built.append(notebook.name)
        return real_build(notebook, out_dir, exporter)

    monkeypatch.setattr(build_slides, "build_deck", counting)
    src, out = tmp_path / "notebooks", tmp_path / "out"
    src.mkdir()
    first = _lesson(src, "01_one.ipynb", "Lesson 01 · One")
    second = _lesson(src, "02_two.ipynb", "Lesson 02 · Two")
    for path in (first, second, template):
        _age(path, 60)

    def build(force: bool = False) -> list[str]:
        built.clear()
        decks = build_slides.build_all([first, second], out, install=False, force=force)
        assert [d.name for d in decks] == ["01_one.slides.html", "02_two.slides.html"]
        assert all(d.is_file() for d in decks)
        return list(built)

    assert build() == ["01_one.ipynb", "02_two.ipynb"]
    assert build() == []  # nothing changed
    _lesson(src, "02_two.ipynb", "Lesson 02 · Two, changed")  # written now: newer than its deck
    assert build() == ["02_two.ipynb"]
    assert "Two, changed" in (out / "02_two.slides.html").read_text(encoding="utf-8")
    template.write_text("{# changed #}", encoding="utf-8")  # the template: every deck
    assert build() == ["01_one.ipynb", "02_two.ipynb"]
    assert build(force=True) == ["01_one.ipynb", "02_two.ipynb"]


def test_the_deck_inputs_are_the_tools_and_the_template() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in build_slides.deck_inputs()}
    assert {"tools/build_slides.py", "tools/lessons.py"} <= names
    assert any(n.startswith("slides/template/") and n.endswith(".j2") for n in names)


def _widget_notebook(folder: Path) -> Path:
    """A lesson with one widget output (its saved view), a plain output and a solution widget."""
    from nbformat.v4 import new_output

    view = {"application/vnd.jupyter.widget-view+json": {
        "model_id": "0" * 32, "version_major": 2, "version_minor": 0},
        "text/plain": "NimPlayer((3, 4, 5))"}
    widget = new_code_cell("gl.play_nim((3, 4, 5))", outputs=[
        new_output("display_data", data=view)])
    plain = new_code_cell("1 + 1", outputs=[new_output("execute_result", data={"text/plain": "2"},
                                                       execution_count=2)])
    solution = new_code_cell("# Solution (click to open)\ngl.play_nim((1, 2))",
                             metadata={"tags": ["solution"]},
                             outputs=[new_output("display_data", data=view)])
    nb = new_notebook(cells=[
        new_markdown_cell("# Lesson 01 · Widgets", metadata={"slideshow": {"slide_type": "slide"}}),
        widget, plain, solution])
    path = folder / "01_widgets.ipynb"
    nbformat.write(nb, path)
    return path


def test_a_widget_says_it_needs_a_running_kernel(tmp_path: Path) -> None:
    """On a slide, a widget draws from its saved state and does nothing: a note says so."""
    lessons = load_tool("lessons")
    nb = nbformat.read(_widget_notebook(tmp_path), as_version=4)
    noted = lessons.with_widget_notes(nb)
    kinds = [("note" if "widget-note" in cell_tags(c) else c.cell_type) for c in noted.cells]
    assert kinds == ["markdown", "code", "note", "code", "code"]  # not after the solution
    assert lessons.slide_type(noted.cells[2]) == "-"  # on the widget's slide
    deck = build_slides.build_deck(tmp_path / "01_widgets.ipynb", tmp_path)
    page = deck.read_text(encoding="utf-8")
    assert page.count('class="widget-note"') == 1
    assert "make lab" in page and "make play" in page
    assert page.index("NimPlayer((3, 4, 5))") < page.index('class="widget-note"')



def test_the_widget_note_shows_on_the_widgets_slide(tmp_path: Path, chromium_page: Any) -> None:
    source = _widget_notebook(tmp_path)
    nb = nbformat.read(source, as_version=4)
    nb.cells.append(new_markdown_cell("## No widget here",
                                      metadata={"slideshow": {"slide_type": "slide"}}))
    nbformat.write(nb, source)
    (deck,) = build_slides.build_all([source], tmp_path / "out")
    chromium_page.goto(deck.as_uri())
    chromium_page.wait_for_function("() => window.Reveal && Reveal.isReady()", timeout=60_000)
    bar = chromium_page.locator("#grundy-widget-note")
    assert bar.is_visible() and "make lab" in bar.inner_text()
    chromium_page.evaluate("() => Reveal.slide(1, 0)")
    assert not bar.is_visible()
    chromium_page.evaluate("() => Reveal.slide(0, 0)")
    assert bar.is_visible()


MEASURE_CODE = r"""() => {
  const cut = [];
  for (const slide of Reveal.getSlides()) {
    const where = Reveal.getIndices(slide);
    Reveal.slide(where.h, where.v);
    slide.querySelectorAll('.fragment').forEach(f => f.classList.add('visible'));
    const edge = slide.getBoundingClientRect().right;
    for (const pre of slide.querySelectorAll('.jp-InputArea-editor pre, .jp-OutputArea-output pre')) {
      if (pre.offsetParent === null) continue;
      const right = pre.getBoundingClientRect().right;
      if (pre.scrollWidth > pre.clientWidth + 1 || right > edge + 1)
        cut.push({h: where.h, v: where.v, text: pre.textContent.trim().slice(0, 60),
                  scroll: pre.scrollWidth, client: pre.clientWidth, right: right, edge: edge});
    }
  }
  return cut;
}"""


def code_cut_off(page: Any, deck: Path) -> list[dict[str, Any]]:
    """The code and printouts of ``deck`` wider than their box or than the slide."""
    page.goto(deck.as_uri())
    page.wait_for_function(WAIT_FOR_TYPESETTING, timeout=60_000)
    cut: list[dict[str, Any]] = page.evaluate(MEASURE_CODE)
    return cut


@pytest.mark.parametrize("name", NOTEBOOK_NAMES)
def test_no_code_runs_off_the_right_edge_of_a_slide(name: str, decks: dict[str, Path],
                                                    chromium_page: Any) -> None:
    assert code_cut_off(chromium_page, decks[name]) == []


def test_a_long_line_of_code_wraps_on_its_slide(tmp_path: Path, chromium_page: Any) -> None:
    from nbformat.v4 import new_output

    long_call = ("gl.winning_moves(gl.Sum(gl.SubtractionGame({1, 3, 4}), gl.Nim(), "
                 "gl.OctalGame('0.77'), gl.OctalGame('0.07')), (21, 5, 13, 8, 40, 2, 9, 11))")
    nb = new_notebook(cells=[
        new_markdown_cell("## Long", metadata={"slideshow": {"slide_type": "slide"}}),
        new_code_cell(long_call, outputs=[new_output(
            "stream", name="stdout", text="[" + ", ".join(f"({i}, {i + 1})" for i in range(40))
            + "]\n")]),
    ])
    source = tmp_path / "99_long.ipynb"
    nbformat.write(nb, source)
    (deck,) = build_slides.build_all([source], tmp_path / "out")
    assert code_cut_off(chromium_page, deck) == []
    text = chromium_page.evaluate(
        "() => document.querySelector('.jp-InputArea-editor pre').innerText")
    assert " ".join(text.split()) == " ".join(long_call.split())  # all of it, wrapped
