"""Build one offline reveal.js deck per lesson notebook (`make slides`).

Each ``notebooks/NN_topic.ipynb`` becomes ``build/slides/NN_topic.slides.html``, rendered from the
committed outputs (nothing is re-executed), so plots show and widgets render from their saved
state. Every asset (reveal.js 4, MathJax 2, require.js, jQuery, the widgets HTML manager) comes
from ``slides/node_modules`` (``npm ci`` from ``slides/package-lock.json``) and is copied under
``build/slides/assets/``; the decks name them by relative path, so the folder works offline and
can be zipped or copied to a USB stick as it is.

Cells tagged ``solution`` are left out, ``notes`` cells become speaker notes (press ``s``),
``skip`` cells are skipped.

    python tools/build_slides.py [--notebooks DIR] [--out DIR] [NOTEBOOK ...]
"""

from __future__ import annotations

import argparse
import html
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

import nbformat
from nbconvert import SlidesExporter
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[1]
SLIDES_DIR = ROOT / "slides"
NODE_MODULES = SLIDES_DIR / "node_modules"
TEMPLATE_DIRS = SLIDES_DIR / "template"
TEMPLATE_NAME = "grundy_reveal"
SOLUTION_TAG = "solution"

# What each deck needs: (path under slides/node_modules, path under <out>/assets).
ASSETS: tuple[tuple[str, str], ...] = (
    ("reveal.js/dist/reveal.css", "reveal.js/dist/reveal.css"),
    ("reveal.js/dist/reveal.js", "reveal.js/dist/reveal.js"),
    ("reveal.js/dist/theme/white.css", "reveal.js/dist/theme/white.css"),
    ("reveal.js/dist/theme/fonts/source-sans-pro", "reveal.js/dist/theme/fonts/source-sans-pro"),
    ("reveal.js/plugin/notes/notes.js", "reveal.js/plugin/notes/notes.js"),
    ("requirejs/require.js", "require.js"),
    ("jquery/dist/jquery.min.js", "jquery.min.js"),
    ("mathjax/MathJax.js", "mathjax/MathJax.js"),
    ("mathjax/config/TeX-AMS_CHTML-full.js", "mathjax/config/TeX-AMS_CHTML-full.js"),
    ("mathjax/config/Safe.js", "mathjax/config/Safe.js"),
    ("mathjax/extensions", "mathjax/extensions"),
    ("mathjax/jax/element", "mathjax/jax/element"),
    ("mathjax/jax/input/TeX", "mathjax/jax/input/TeX"),
    ("mathjax/jax/output/CommonHTML", "mathjax/jax/output/CommonHTML"),
    ("mathjax/fonts/HTML-CSS/TeX/woff", "mathjax/fonts/HTML-CSS/TeX/woff"),
    ("@jupyter-widgets/html-manager/dist", "html-manager"),
)
# Bundles of the html-manager that the decks do not load (and a 6 MB source map).
SKIPPED_FILES = ("embed.js", "embed.js.map", "embed.js.LICENSE.txt", "libembed-amd.js")

# Links between lessons, `[lesson 02](02_nim.ipynb#Bouton)`, lead to the other deck instead.
LESSON_LINK = re.compile(r'href="([0-9][0-9]_[^"/]*)\.ipynb(?=[#"])')

# Exporter options: every URL is relative to the deck, inside <out>/assets.
ASSET_URLS: dict[str, str] = {
    "reveal_url_prefix": "assets/reveal.js",
    "require_js_url": "assets/require.js",
    "jquery_url": "assets/jquery.min.js",
    "mathjax_url": "assets/mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe",
    "widget_renderer_url": "assets/html-manager/embed-amd.js",
}


def lesson_notebooks(notebooks_dir: Path) -> list[Path]:
    """The lesson notebooks ``NN_topic.ipynb`` of a folder, in lesson order."""
    return sorted(notebooks_dir.glob("[0-9][0-9]_*.ipynb"))


def npm_is_current() -> bool:
    marker = NODE_MODULES / ".package-lock.json"  # written by npm when it installs
    lock = SLIDES_DIR / "package-lock.json"
    return marker.is_file() and marker.stat().st_mtime >= lock.stat().st_mtime


def ensure_node_modules() -> None:
    """Run ``npm ci`` in ``slides/`` when ``node_modules`` is missing or older than the lock."""
    if npm_is_current():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(
            "build_slides: slides/node_modules is missing and npm was not found.\n"
            "Install Node.js and npm (Debian/Ubuntu: sudo apt-get install npm), then run "
            "`make slides` again; it runs `npm ci --prefix slides` once."
        )
    print("build_slides: installing slide assets with `npm ci --prefix slides` ...", flush=True)
    subprocess.run([npm, "ci", "--prefix", str(SLIDES_DIR), "--no-audit", "--no-fund"], check=True)


def copy_assets(out_dir: Path) -> None:
    """Copy the files the decks load into ``out_dir/assets``."""
    ignore = shutil.ignore_patterns(*SKIPPED_FILES)
    for source, target in ASSETS:
        src, dst = NODE_MODULES / source, out_dir / "assets" / target
        if not src.exists():
            sys.exit(f"build_slides: {src} is missing; run `npm ci --prefix slides`")
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, dst, ignore=ignore, dirs_exist_ok=True)
        else:
            shutil.copy2(src, dst)


def make_exporter() -> SlidesExporter:
    """A SlidesExporter with local asset URLs and solution cells removed."""
    config = Config()
    config.TagRemovePreprocessor.enabled = True
    config.TagRemovePreprocessor.remove_cell_tags = {SOLUTION_TAG}
    config.SlidesExporter.reveal_theme = "white"  # its fonts are local; "simple" uses Google's
    config.SlidesExporter.reveal_scroll = True  # a slide taller than the screen scrolls
    for option, url in ASSET_URLS.items():
        config.SlidesExporter[option] = url
    return SlidesExporter(
        config=config,
        template_name=TEMPLATE_NAME,
        extra_template_basedirs=[str(TEMPLATE_DIRS)],
    )


def build_deck(notebook: Path, out_dir: Path, exporter: SlidesExporter | None = None) -> Path:
    """Write ``out_dir/<name>.slides.html`` for one notebook and return its path."""
    exporter = exporter or make_exporter()
    nb = nbformat.read(notebook, as_version=4)
    resources = {"metadata": {"name": notebook.stem}}
    html, _ = exporter.from_notebook_node(nb, resources=resources)
    html = LESSON_LINK.sub(r'href="\1.slides.html', html)
    deck = out_dir / f"{notebook.stem}.slides.html"
    deck.write_text(html, encoding="utf-8")
    return deck


def build_all(notebooks: Iterable[Path], out_dir: Path, install: bool = True) -> list[Path]:
    """Build a deck for each notebook into ``out_dir``, with the shared ``assets/`` folder."""
    if install:
        ensure_node_modules()
    out_dir.mkdir(parents=True, exist_ok=True)
    copy_assets(out_dir)
    exporter = make_exporter()
    notebooks = list(notebooks)
    decks = [build_deck(nb, out_dir, exporter) for nb in notebooks]
    write_index(notebooks, decks, out_dir)
    return decks


def deck_title(notebook: Path) -> str:
    """The lesson's first ``# `` heading, or its file name."""
    nb = nbformat.read(notebook, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return notebook.stem


def write_index(notebooks: Sequence[Path], decks: Sequence[Path], out_dir: Path) -> Path:
    """Write ``out_dir/index.html``: a page that lists every deck, for the lecture-hall machine."""
    items = "\n".join(
        f'    <li><a href="{html.escape(deck.name)}">{html.escape(deck_title(nb))}</a></li>'
        for nb, deck in zip(notebooks, decks, strict=True)
    )
    page = f"""<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Impartial games: lecture slides</title>
  <style>
    body {{ font-family: "Source Sans Pro", Helvetica, Arial, sans-serif; max-width: 44em;
           margin: 3em auto; padding: 0 1em; line-height: 1.5; color: #222; }}
    ul {{ list-style: none; padding: 0; }}
    li {{ margin: 0.4em 0; font-size: 1.2em; }}
    a {{ color: #1a5fb4; }}
  </style>
</head>
<body>
  <h1>Impartial games: lecture slides</h1>
  <p>One deck per lesson; every file is local, so this folder works offline.
     In a deck, press <kbd>s</kbd> for speaker notes and <kbd>Esc</kbd> for an overview.</p>
  <ul>
{items}
  </ul>
</body>
</html>
"""
    index = out_dir / "index.html"
    index.write_text(page, encoding="utf-8")
    return index


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebooks", type=Path, default=ROOT / "notebooks",
                        help="folder of NN_topic.ipynb lessons (default: notebooks/)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "slides",
                        help="output folder (default: build/slides/)")
    parser.add_argument("only", nargs="*", type=Path, metavar="NOTEBOOK",
                        help="build just these notebooks")
    args = parser.parse_args(argv)
    notebooks = args.only or lesson_notebooks(args.notebooks)
    if not notebooks:
        print(f"build_slides: no NN_*.ipynb notebooks in {args.notebooks}", file=sys.stderr)
        return 1
    for deck in build_all(notebooks, args.out):
        print(f"{deck}  ({deck.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
