"""Print every lesson as a PDF handout into ``build/handouts/`` (`make handouts`).

Each committed, executed ``notebooks/NN_topic.ipynb`` is exported to HTML by nbconvert (solution
and reveal cells left out, so a handout never gives an exercise away), with a print style sheet
that wraps long code lines, scales plots to the page and prints every picture at 200 ppi or
more, and with MathJax and the widgets' HTML
manager as local files (from ``slides/node_modules``). Headless Chromium (Debian's ``chromium``,
driven by Playwright) typesets the formulas, draws each widget from its saved state (its static
picture) and prints A4 pages with the lesson's title and page numbers; pypdf binds the lessons
into ``build/handouts/course.pdf`` with a bookmark per lesson.

    python tools/build_handouts.py [--lang en|zh_CN] [--out DIR] [NOTEBOOK ...]

``--lang zh_CN`` prints the Chinese edition (``notebooks/zh_CN/``) into ``build/handouts/zh_CN/``,
its text in a CJK font (WenQuanYi Micro Hei or Noto Sans CJK, whichever the system has).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter
from pypdf import PdfWriter
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from lessons import (  # noqa: E402
    PAGE_SCRIPTS,
    lesson_notebooks,
    lesson_title,
    without_language_line,
)

NODE_MODULES = ROOT / "slides" / "node_modules"
CHROMIUM = "/usr/bin/chromium"
LEFT_OUT_TAGS = ("solution", "reveal")

ASSETS = PAGE_SCRIPTS

PRINT_CSS = """
<style>
  @page { size: A4; margin: 16mm 14mm 18mm 14mm; }
  body { font-size: 10.5pt; }
  /* Chinese text (the terms in the English edition, all of the Chinese one) in a CJK font */
  .jp-RenderedHTMLCommon { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Helvetica,
    Arial, "WenQuanYi Micro Hei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif; }
  .jp-Notebook { padding: 0 !important; }
  .jp-InputPrompt, .jp-OutputPrompt { display: none !important; }
  pre, code, .jp-OutputArea-output pre { white-space: pre-wrap !important; word-break: break-word; }
  img, svg, .jp-RenderedImage img { max-width: 100% !important; height: auto !important; }
  .jp-Cell { break-inside: avoid-page; }
  .jp-RenderedHTMLCommon table { font-size: 9pt; }
  h1, h2, h3 { break-after: avoid-page; }
</style>
"""

PRINT_PPI = 200
"""The least image pixels per inch of a printed picture."""

# A picture with twice the pixels of its size on screen (Jupyter's "retina" figures, every picture
# the library draws) would print at 192 ppi: shrink it a little, to PRINT_PPI. A picture with fewer
# pixels is left as it is (shrinking it to PRINT_PPI would make it unreadably small).
AT_PRINT_PPI = """(ppi) => {
  for (const img of document.querySelectorAll('img')) {
    const shown = img.getBoundingClientRect().width;
    const atPpi = img.naturalWidth * 96 / ppi;
    if (img.naturalWidth > 0 && atPpi < shown && atPpi >= 0.9 * shown) {
      img.style.width = `${atPpi}px`;
    }
  }
}"""

# Ready for print when MathJax has typeset every formula and every widget view is drawn.
READY = """() => {
  const mathDone = !window.MathJax || !MathJax.Hub ||
    (MathJax.Hub.queue.pending === 0 && MathJax.Hub.queue.running === 0);
  const views = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]');
  const drawn = document.querySelectorAll('.widget-subarea, .jupyter-widgets');
  return mathDone && (views.length === 0 || drawn.length > 0);
}"""


ICON_FONTS = "@jupyter-widgets/html-manager/dist"
"""Where the widgets' HTML manager keeps its Font Awesome files (named by their hash)."""
ICON_FONT_SUFFIXES = (".woff2", ".woff", ".ttf", ".eot", ".svg")


def copy_icon_fonts(html_dir: Path) -> list[Path]:
    """Copy the widgets' icon fonts to where the page asks for them, so buttons show their icons.

    The HTML manager's style sheet names each Font Awesome file relative to the page (webpack's
    public path is empty), under ``@jupyter-widgets/`` and ``@jupyter-widgets/html-manager/dist/``
    (two copies of the style sheet); without the files there an icon prints as an empty box.
    """
    fonts = [f for f in (NODE_MODULES / ICON_FONTS).iterdir() if f.suffix in ICON_FONT_SUFFIXES]
    copied = []
    for folder in (html_dir / "@jupyter-widgets", html_dir / ICON_FONTS):
        folder.mkdir(parents=True, exist_ok=True)
        for font in fonts:
            shutil.copy2(font, folder / font.name)
            copied.append(folder / font.name)
    return copied


def exporter(assets: str) -> HTMLExporter:
    config = Config()
    config.TagRemovePreprocessor.enabled = True
    config.TagRemovePreprocessor.remove_cell_tags = set(LEFT_OUT_TAGS)
    config.TagRemovePreprocessor.remove_input_tags = {"hide-input"}  # set-up a reader need not see
    html = HTMLExporter(config=config, template_name="lab")
    html.mathjax_url = f"{assets}/mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe"
    html.require_js_url = f"{assets}/require.js"
    html.widget_renderer_url = f"{assets}/html-manager/embed-amd.js"
    return html


def write_html(notebook: Path, out_dir: Path, html: HTMLExporter) -> tuple[Path, str]:
    nb = without_language_line(nbformat.read(notebook, as_version=4))
    body, _ = html.from_notebook_node(nb)
    body = body.replace("</head>", PRINT_CSS + "</head>", 1)
    target = out_dir / f"{notebook.stem}.html"
    target.write_text(body, encoding="utf-8")
    return target, lesson_title(nb, notebook.stem)


def print_pdfs(pages: Sequence[tuple[Path, Path, str]]) -> None:
    """Print each ``(html, pdf, title)`` with headless Chromium, offline."""
    from playwright.sync_api import Route, sync_playwright

    def local_only(route: Route) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            route.abort()

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )
        try:
            page = browser.new_page()
            page.route("**/*", local_only)
            for html_path, pdf_path, title in pages:
                page.goto(html_path.resolve().as_uri())
                page.wait_for_function(READY, timeout=120_000)
                page.wait_for_timeout(300)  # let the last widget view finish its layout
                page.evaluate("document.fonts.ready.then(() => true)")  # the icons' font too
                page.emulate_media(media="print")  # sizes as printed (images within the column)
                page.evaluate(AT_PRINT_PPI, PRINT_PPI)
                footer = (
                    '<div style="font-size:8px;width:100%;padding:0 14mm;color:#555;">'
                    f'{title}<span style="float:right"><span class="pageNumber"></span> / '
                    '<span class="totalPages"></span></span></div>'
                )
                page.pdf(
                    path=str(pdf_path), format="A4", print_background=True,
                    display_header_footer=True, header_template="<span></span>",
                    footer_template=footer, prefer_css_page_size=True,
                )
        finally:
            browser.close()


def bind(pdfs: Sequence[tuple[Path, str]], target: Path) -> None:
    """Bind the lessons' PDFs into one, with a bookmark per lesson."""
    writer = PdfWriter()
    for pdf, title in pdfs:
        start = len(writer.pages)
        writer.append(str(pdf))
        writer.add_outline_item(title=title, page_number=start)
    with target.open("wb") as handle:
        writer.write(handle)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=("en", "zh_CN"), default="en",
                        help="the edition: en (default) or zh_CN (Simplified Chinese)")
    parser.add_argument("--out", type=Path, default=None,
                        help="default build/handouts (en) or build/handouts/zh_CN (zh_CN)")
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="lessons to print (default: every notebooks/NN_topic.ipynb)")
    args = parser.parse_args(argv)
    folder = ROOT / "notebooks" / ("" if args.lang == "en" else args.lang)
    notebooks = args.notebooks or lesson_notebooks(folder)
    missing = [name for name, _ in ASSETS if not (NODE_MODULES / name).exists()]
    if missing:
        raise SystemExit("the offline scripts are missing from slides/node_modules: "
                         "run `npm ci --prefix slides` (make handouts does it)")
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"handouts are printed by Chromium, not found at {CHROMIUM}: "
                         "install Debian's `chromium` package")
    out: Path = args.out or ROOT / "build" / "handouts" / ("" if args.lang == "en" else args.lang)
    html_dir = out / "html"
    if html_dir.exists():
        shutil.rmtree(html_dir)
    html_dir.mkdir(parents=True)
    for name, target in ASSETS:
        source, dest = NODE_MODULES / name, html_dir / "assets" / target
        dest.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, dest)
        else:
            shutil.copy2(source, dest)

    copy_icon_fonts(html_dir)

    html = exporter("assets")
    pages = []
    for notebook in notebooks:
        page, title = write_html(notebook, html_dir, html)
        pages.append((page, out / f"{notebook.stem}.pdf", title))
    print_pdfs(pages)
    if not args.notebooks:
        bind([(pdf, title) for _, pdf, title in pages], out / "course.pdf")
    for _, pdf, _ in pages:
        print(f"wrote {pdf}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
