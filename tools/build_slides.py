"""Build one offline reveal.js deck per lesson notebook (`make slides`).

Each ``notebooks/NN_topic.ipynb`` becomes ``build/slides/NN_topic.slides.html``, rendered from the
committed outputs (nothing is re-executed), so plots show and widgets render from their saved
state. Every asset (reveal.js 4, MathJax 2, require.js, jQuery, the widgets HTML manager) comes
from ``slides/node_modules`` (``npm ci`` from ``slides/package-lock.json``) and is copied under
``build/slides/assets/``; the decks name them by relative path, so the folder works offline and
can be zipped or copied to a USB stick as it is.

Cells tagged ``solution`` are left out, a cell's metadata ``speaker_notes`` (and any ``notes``
cell) becomes reveal.js speaker notes (``<aside class="notes">``, press ``s``), ``skip`` cells are
skipped, and a note under every widget says that its controls need a running kernel (``make
lab``, ``make play``). The pages the lessons link to (the glossary, the troubleshooting notebook) are written
as plain HTML beside the decks (``glossary.html``), and the decks' links lead there.

A deck newer than its notebook, these tools and the template is not rebuilt (``--force``
rebuilds it), and the assets are copied again only when ``slides/package-lock.json``'s
install is newer than the copy.

    python tools/build_slides.py [--notebooks DIR] [--out DIR] [--force] [NOTEBOOK ...]
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

import mistune
import nbformat
from nbconvert import SlidesExporter
from nbformat import NotebookNode
from nbformat.v4 import new_markdown_cell
from traitlets.config import Config

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lessons import (
    EXERCISE_TAG,
    LANGUAGE_LINE,
    MATHJAX_FILES,
    REVEAL_TAG,
    SOLUTION_TAG,
    cell_source,
    lesson_notebooks,
    lesson_title,
    tags,
    with_widget_notes,
    without_language_line,
)

__all__ = ["build_all", "build_companions", "build_deck", "companion_html", "deck_inputs",
           "deck_path", "is_current", "lesson_notebooks", "main", "make_exporter",
           "with_speaker_notes"]

ROOT = Path(__file__).resolve().parents[1]
SLIDES_DIR = ROOT / "slides"
NODE_MODULES = SLIDES_DIR / "node_modules"
TEMPLATE_DIRS = SLIDES_DIR / "template"
TEMPLATE_NAME = "grundy_reveal"

# What each deck needs: (path under slides/node_modules, path under <out>/assets).
ASSETS: tuple[tuple[str, str], ...] = (
    ("reveal.js/dist/reveal.css", "reveal.js/dist/reveal.css"),
    ("reveal.js/dist/reveal.js", "reveal.js/dist/reveal.js"),
    ("reveal.js/dist/theme/white.css", "reveal.js/dist/theme/white.css"),
    ("reveal.js/dist/theme/fonts/source-sans-pro", "reveal.js/dist/theme/fonts/source-sans-pro"),
    ("reveal.js/plugin/notes/notes.js", "reveal.js/plugin/notes/notes.js"),
    ("requirejs/require.js", "require.js"),
    ("jquery/dist/jquery.min.js", "jquery.min.js"),
    *MATHJAX_FILES,
    ("@jupyter-widgets/html-manager/dist", "html-manager"),
)
# Bundles of the html-manager that the decks do not load (and a 6 MB source map).
SKIPPED_FILES = ("embed.js", "embed.js.map", "embed.js.LICENSE.txt", "libembed-amd.js")

# Links between lessons, `[lesson 02](02_nim.ipynb#Bouton)`, lead to the other deck instead.
LESSON_LINK = re.compile(r'href="([0-9][0-9]_[^"/]*)\.ipynb(?=[#"])')

COMPANIONS = {"glossary.md": "Glossary", "troubleshooting.ipynb": "Troubleshooting"}
"""Pages of ``notebooks/`` the lessons link to, written as ``<stem>.html`` beside the decks."""
COMPANION_LINK = re.compile(r'href="(' + "|".join(
    re.escape(Path(name).stem) + re.escape(Path(name).suffix) for name in COMPANIONS
) + r')(?=[#"])')

# Exporter options: every URL is relative to the deck, inside <out>/assets.
ASSET_URLS: dict[str, str] = {
    "reveal_url_prefix": "assets/reveal.js",
    "require_js_url": "assets/require.js",
    "jquery_url": "assets/jquery.min.js",
    "mathjax_url": "assets/mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe",
    "widget_renderer_url": "assets/html-manager/embed-amd.js",
}


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


def deck_inputs() -> list[Path]:
    """The files besides its notebook that a deck is made from: these tools and the template."""
    here = Path(__file__).resolve().parent
    template = sorted(p for p in TEMPLATE_DIRS.rglob("*") if p.is_file())
    return [here / "build_slides.py", here / "lessons.py", *template]


def is_current(target: Path, sources: Iterable[Path]) -> bool:
    """Whether ``target`` exists and is newer than every one of ``sources``."""
    if not target.exists():
        return False
    built = target.stat().st_mtime_ns
    return all(source.stat().st_mtime_ns < built for source in sources)


ASSETS_STAMP = ".copied"
"""Written in ``<out>/assets`` once every asset is copied: newer than the npm lock, no copy."""


def copy_assets(out_dir: Path) -> None:
    """Copy the files the decks load into ``out_dir/assets`` (unless they are already there)."""
    stamp = out_dir / "assets" / ASSETS_STAMP
    lock = NODE_MODULES / ".package-lock.json"
    if lock.exists() and is_current(stamp, [lock, Path(__file__).resolve()]):
        return
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
    stamp.write_text("", encoding="utf-8")


def make_exporter() -> SlidesExporter:
    """A SlidesExporter with local asset URLs, solution cells removed, answers kept closed.

    A reveal's code (its asserts state the answer) is left out and only its closed box shows;
    an exercise's input cell shows on the slide without the checker's "fill in your answer
    first" reply, which would only make sense to a student at a keyboard.
    """
    config = Config()
    config.TagRemovePreprocessor.enabled = True
    config.TagRemovePreprocessor.remove_cell_tags = {SOLUTION_TAG}
    config.TagRemovePreprocessor.remove_input_tags = {REVEAL_TAG}
    config.TagRemovePreprocessor.remove_all_outputs_tags = {EXERCISE_TAG}
    config.SlidesExporter.reveal_theme = "white"  # its fonts are local; "simple" uses Google's
    config.SlidesExporter.reveal_scroll = True  # a slide taller than the screen scrolls
    for option, url in ASSET_URLS.items():
        config.SlidesExporter[option] = url
    return SlidesExporter(
        config=config,
        template_name=TEMPLATE_NAME,
        extra_template_basedirs=[str(TEMPLATE_DIRS)],
    )


def with_speaker_notes(nb: NotebookNode) -> NotebookNode:
    """A copy of ``nb`` where each cell's ``metadata.speaker_notes`` follows it as a notes cell.

    nbconvert's reveal template turns a ``notes`` cell into ``<aside class="notes">`` of the
    slide it falls on. The notes of a cell that never reaches the deck (a solution, a skipped
    cell) go with the last cell before it that does.
    """
    copy = nbformat.from_dict(nb)
    cells: list[NotebookNode] = []
    for cell in copy.cells:
        notes = str(cell.metadata.pop("speaker_notes", "") or "").strip()
        cells.append(cell)
        if notes and SOLUTION_TAG not in tags(cell):
            cells.append(new_markdown_cell(notes, metadata={"slideshow": {"slide_type": "notes"}}))
    copy.cells = cells
    return copy


def _link_targets(html: str) -> str:
    html = LESSON_LINK.sub(r'href="\1.slides.html', html)
    return COMPANION_LINK.sub(lambda m: f'href="{Path(m.group(1)).stem}.html', html)


def build_deck(notebook: Path, out_dir: Path, exporter: SlidesExporter | None = None) -> Path:
    """Write ``out_dir/<name>.slides.html`` for one notebook and return its path."""
    exporter = exporter or make_exporter()
    nb = with_widget_notes(
        with_speaker_notes(without_language_line(nbformat.read(notebook, as_version=4)))
    )
    resources = {"metadata": {"name": notebook.stem}}
    html, _ = exporter.from_notebook_node(nb, resources=resources)
    html = _link_targets(html)
    deck = deck_path(notebook, out_dir)
    deck.write_text(html, encoding="utf-8")
    return deck


PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body {{ font-family: "Source Sans Pro", Helvetica, sans-serif; max-width: 60em; margin: 2em auto;
       padding: 0 1em; line-height: 1.45; color: #222; }}
table {{ border-collapse: collapse; }}
th, td {{ border: 1px solid #bbb; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }}
th {{ background: #eee; }}
code {{ background: #f4f4f4; padding: 0 0.2em; }}
</style>
<script type="text/x-mathjax-config">
MathJax.Hub.Config({{tex2jax: {{inlineMath: [["$", "$"]], processEscapes: true}},
                    messageStyle: "none"}});
</script>
<script src="assets/mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe"></script>
</head>
<body>
{body}
</body>
</html>
"""


def companion_html(source: Path) -> str:
    """A Markdown page (or a notebook's Markdown cells) as a plain, offline HTML page."""
    if source.suffix == ".ipynb":
        nb = nbformat.read(source, as_version=4)
        text = "\n\n".join(cell_source(c) for c in nb.cells if c.cell_type == "markdown")
    else:
        text = source.read_text(encoding="utf-8")
    text = LANGUAGE_LINE.sub("", text)  # the deck's folder has no Chinese edition beside it
    # keep TeX away from Markdown (underscores, backslashes): MathJax typesets it in the page
    maths: list[str] = []

    def keep(match: re.Match[str]) -> str:
        maths.append(match.group(0))
        return f"MATH{len(maths) - 1}X"

    text = re.sub(r"\$\$.+?\$\$|\$[^$\n]+\$", keep, text, flags=re.DOTALL)
    render = mistune.create_markdown(escape=True, plugins=["table", "strikethrough"])
    body = str(render(text))
    body = re.sub(r"MATH(\d+)X", lambda m: html.escape(maths[int(m.group(1))]), body)
    title = COMPANIONS.get(source.name, source.stem.replace("_", " ").capitalize())
    return _link_targets(PAGE.format(title=html.escape(title), body=body))


def build_companions(notebooks_dir: Path, out_dir: Path) -> list[Path]:
    """Write ``<stem>.html`` for each of :data:`COMPANIONS` found in ``notebooks_dir``."""
    written = []
    for name in COMPANIONS:
        source = notebooks_dir / name
        if source.is_file():
            target = out_dir / f"{source.stem}.html"
            target.write_text(companion_html(source), encoding="utf-8")
            written.append(target)
    return written


def deck_path(notebook: Path, out_dir: Path) -> Path:
    """Where the deck of ``notebook`` is written."""
    return out_dir / f"{notebook.stem}.slides.html"


def build_all(notebooks: Iterable[Path], out_dir: Path, install: bool = True,
              notebooks_dir: Path | None = None, force: bool = False) -> list[Path]:
    """Build a deck for each notebook into ``out_dir``, with the shared ``assets/`` folder.

    A deck newer than its notebook and than :func:`deck_inputs` is kept as it is, unless
    ``force``; so ``make book`` after a change rebuilds only the decks it affects. The companion
    pages (glossary, troubleshooting) come from ``notebooks_dir`` (default: the folder of the
    first notebook). Return the decks' paths.
    """
    notebooks = list(notebooks)
    if install:
        ensure_node_modules()
    out_dir.mkdir(parents=True, exist_ok=True)
    copy_assets(out_dir)
    source = notebooks_dir or (notebooks[0].parent if notebooks else None)
    if source is not None:
        build_companions(source, out_dir)
    inputs = deck_inputs()
    exporter: SlidesExporter | None = None
    decks = []
    for nb in notebooks:
        deck = deck_path(nb, out_dir)
        if force or not is_current(deck, [nb, *inputs]):
            exporter = exporter or make_exporter()
            deck = build_deck(nb, out_dir, exporter)
        decks.append(deck)
    write_index(notebooks, decks, out_dir)
    return decks


def write_index(notebooks: Sequence[Path], decks: Sequence[Path], out_dir: Path) -> Path:
    """Write ``out_dir/index.html``: a page that lists every deck, for the lecture-hall machine."""
    items = "\n".join(
        f'    <li><a href="{html.escape(deck.name)}">{html.escape(lesson_title(nbformat.read(nb, as_version=4), nb.stem))}</a></li>'
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
    parser.add_argument("--force", action="store_true",
                        help="rebuild every deck, even one newer than its notebook and the tools")
    args = parser.parse_args(argv)
    notebooks = args.only or lesson_notebooks(args.notebooks)
    if not notebooks:
        print(f"build_slides: no NN_*.ipynb notebooks in {args.notebooks}", file=sys.stderr)
        return 1
    for deck in build_all(notebooks, args.out, notebooks_dir=args.notebooks, force=args.force):
        print(f"{deck}  ({deck.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
