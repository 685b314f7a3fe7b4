"""The printed handouts of `make handouts` (tools/build_handouts.py).

Every lesson is printed once, into a temporary folder, by headless Chromium with every non-file
request blocked. Each PDF must have pages and carry its lesson's title as text; the solutions
must be left out; the HTML it was printed from names no remote asset; and the bound course PDF
has every lesson's pages with a bookmark per lesson.
"""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from helpers import load_tool

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
build_handouts = load_tool("build_handouts")
LESSONS: list[Path] = build_handouts.lesson_notebooks(ROOT / "notebooks")
REMOTE_ASSET = re.compile(
    r"<(?:script|img|iframe|source)\b[^>]*\bsrc=[\"']?https?://|<link\b[^>]*\bhref=[\"']?https?://",
    re.I,
)


@pytest.fixture(scope="module")
def handouts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("chromium is required in CI: sudo apt-get install chromium")
        pytest.skip("chromium not found; to run this test: sudo apt-get install chromium")
    build_slides = load_tool("build_slides")
    if not build_slides.npm_is_current():
        if shutil.which("npm") is None:
            if os.environ.get("CI"):
                pytest.fail("npm is required in CI: sudo apt-get install npm")
            pytest.skip("npm not found; to run this test: sudo apt-get install npm")
        build_slides.ensure_node_modules()  # the pinned MathJax and widget scripts
    out = tmp_path_factory.mktemp("handouts")
    assert build_handouts.main(["--out", str(out)]) == 0
    return out


def _text(pdf: Path) -> tuple[int, str]:
    from pypdf import PdfReader

    reader = PdfReader(pdf)
    text = "\n".join(page.extract_text() for page in reader.pages)
    return len(reader.pages), unicodedata.normalize("NFKC", text)  # "ﬀ" ligatures -> "ff"


def _title(notebook: Path) -> str:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    first = "".join(cells[0]["source"]).splitlines()[0]
    return first.lstrip("# ").strip()


def _words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{4,}", text)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda path: path.stem)
def test_each_handout_has_pages_and_its_title(handouts: Path, lesson: Path) -> None:
    pages, text = _text(handouts / f"{lesson.stem}.pdf")
    assert pages > 0
    # Text extraction may split a line differently: compare the title's words in order.
    flat = " ".join(_words(text))
    assert " ".join(_words(_title(lesson))) in flat, f"title of {lesson.stem} not in its PDF"


def _lines(cells: list[dict[str, Any]], in_solutions: bool) -> set[str]:
    """The stripped source lines of the solution cells (or of every other cell)."""
    return {
        line.strip()
        for cell in cells
        if ("solution" in cell.get("metadata", {}).get("tags", [])) == in_solutions
        for line in "".join(cell["source"]).splitlines()
    }


def test_handouts_leave_the_solutions_out(handouts: Path) -> None:
    checked = 0
    for lesson in LESSONS:
        cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
        # lines only a solution has (an exercise's skeleton may repeat a solution's first line)
        elsewhere = "\n".join(_lines(cells, False))
        solution_lines = {
            line for line in _lines(cells, True)
            if len(line) > 30 and line not in elsewhere
            and not line.startswith(("import", "assert", "print"))
        }
        _, text = _text(handouts / f"{lesson.stem}.pdf")
        flat = " ".join(text.split())
        leaked = [line for line in solution_lines if " ".join(line.split()) in flat]
        assert leaked == [], f"{lesson.stem} prints solution lines"
        checked += len(solution_lines)
    assert checked > 100, "too few solution lines to look for"


def test_handouts_name_no_remote_asset(handouts: Path) -> None:
    for page in (handouts / "html").glob("*.html"):
        assert REMOTE_ASSET.findall(page.read_text(encoding="utf-8")) == [], page.name


def test_the_course_pdf_binds_every_lesson(handouts: Path) -> None:
    from pypdf import PdfReader

    course = PdfReader(handouts / "course.pdf")
    expected = sum(_text(handouts / f"{lesson.stem}.pdf")[0] for lesson in LESSONS)
    assert len(course.pages) == expected
    assert len(course.outline) == len(LESSONS)


def _fonts(pdf: Path) -> set[str]:
    from pypdf import PdfReader

    names = set()
    for page in PdfReader(pdf).pages:
        resources = page.get("/Resources") or {}
        for font in (resources.get("/Font") or {}).values():
            names.add(str(font.get_object().get("/BaseFont", "")))
    return names


ICON = re.compile(r'"icon":\s*"[a-z]')


def test_widget_icons_print_with_their_font(handouts: Path) -> None:
    with_icons = [
        lesson for lesson in LESSONS
        if ICON.search((handouts / "html" / f"{lesson.stem}.html").read_text(encoding="utf-8"))
    ]
    assert with_icons, "no lesson shows a widget with an icon: nothing to check"
    for lesson in with_icons:
        fonts = _fonts(handouts / f"{lesson.stem}.pdf")
        assert any("FontAwesome" in name for name in fonts), f"{lesson.stem} prints no icon font"


Matrix = tuple[float, float, float, float, float, float]


def _times(m: Matrix, n: Matrix) -> Matrix:
    """The PDF matrix product ``m × n`` (``m`` applied first)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
            e * p + f * r + t, e * q + f * s + u)


def _images(reader: Any, content: Any, resources: Any, ctm: Matrix,
            found: list[tuple[int, float]]) -> None:
    """Each image a content stream paints: its width in pixels and in points on the page.

    Follows the graphics state (``q``/``Q``/``cm``) and descends into form XObjects, as a PDF
    viewer does; an image is painted into the unit square mapped by the current matrix.
    """
    from pypdf.generic import ContentStream

    xobjects = resources.get("/XObject") if resources else None
    xobjects = xobjects.get_object() if xobjects is not None else {}
    saved: list[Matrix] = []
    for operands, operator in ContentStream(content, reader).operations:
        if operator == b"q":
            saved.append(ctm)
        elif operator == b"Q":
            ctm = saved.pop()
        elif operator == b"cm":
            ctm = _times(tuple(float(x) for x in operands), ctm)  # type: ignore[arg-type]
        elif operator == b"Do":
            xobject = xobjects[operands[0]].get_object()
            if xobject["/Subtype"] == "/Image":
                found.append((int(xobject["/Width"]), math.hypot(ctm[0], ctm[1])))
            elif xobject["/Subtype"] == "/Form":
                matrix = tuple(float(x) for x in xobject.get("/Matrix", [1, 0, 0, 1, 0, 0]))
                _images(reader, xobject, xobject.get("/Resources", resources),
                        _times(matrix, ctm), found)  # type: ignore[arg-type]


def _resolutions(pdf: Path) -> list[float]:
    """The pixels per inch of every picture printed in ``pdf`` (72 points to the inch)."""
    from pypdf import PdfReader

    reader = PdfReader(pdf)
    found: list[tuple[int, float]] = []
    for page in reader.pages:
        _images(reader, page.get_contents(), page.get("/Resources"), (1, 0, 0, 1, 0, 0), found)
    return [pixels / (points / 72) for pixels, points in found if points > 0]


def test_every_picture_prints_at_200_ppi_or_more(handouts: Path) -> None:
    printed = 0
    blurred = []
    for lesson in LESSONS:
        resolutions = _resolutions(handouts / f"{lesson.stem}.pdf")
        printed += len(resolutions)
        blurred += [f"{lesson.stem}: {ppi:.0f} ppi" for ppi in resolutions if ppi < 199.5]
    assert printed > 20, "too few pictures in the handouts to check"
    assert blurred == [], "pictures printed below 200 ppi:\n" + "\n".join(blurred)


def test_the_chinese_handout_prints_its_text_in_a_cjk_font(handouts: Path) -> None:
    from pypdf import PdfReader

    lesson = ROOT / "notebooks" / "zh_CN" / "02_nim_and_boutons_theorem.ipynb"
    out = handouts / "zh_CN"
    assert build_handouts.main(["--lang", "zh_CN", "--out", str(out), str(lesson)]) == 0
    pages, text = _text(out / f"{lesson.stem}.pdf")
    title = _title(lesson)
    assert pages > 0 and re.search(r"[\u4e00-\u9fff]", title), title
    chinese = "".join(re.findall(r"[\u4e00-\u9fff]", title))
    assert chinese in "".join(re.findall(r"[\u4e00-\u9fff]", text)), "the Chinese title is not text"
    fonts: set[str] = set()
    for page in PdfReader(out / f"{lesson.stem}.pdf").pages:
        for font in (page.get("/Resources") or {}).get("/Font", {}).values():
            fonts.add(str(font.get_object().get("/BaseFont", "")))
    assert any(re.search(r"WenQuanYi|WQY|CJK|NotoSansSC|Noto Sans", f, re.I) for f in fonts), fonts
