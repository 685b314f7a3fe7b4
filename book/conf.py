"""Sphinx configuration of the course website (`make book`).

`tools/build_book.py` stages the lessons, the glossary and the landing page next to this file's
copy in ``build/book_src`` and runs ``sphinx-build`` on that folder. The site is built from the
committed, executed notebooks (nothing is re-executed) and works offline: MathJax, require.js and
the widgets' HTML manager are local files (from ``slides/node_modules``), and the search index is
a local script.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
try:  # written by tools/build_book.py for the edition being built
    from book_lang import LANGUAGE, OTHER_LABEL, OTHER_PREFIX, SEARCH_DICT, SEARCH_TEXT, TITLE
except ImportError:  # built by hand from this folder: the English edition, no switch
    LANGUAGE, OTHER_LABEL, OTHER_PREFIX = "en", "", ""
    SEARCH_DICT, SEARCH_TEXT, TITLE = "", "Search the course…", "Impartial games: a course with grundylib"

project = "Impartial games with grundylib"
language = LANGUAGE
# Chinese search: jieba cuts the text into words, with every Chinese term of the glossary a word.
if SEARCH_DICT:
    html_search_options = {"dict": str(Path(__file__).resolve().parent / SEARCH_DICT)}
author = "the grundylib authors"
copyright = "the grundylib authors"

extensions = ["myst_nb", "sphinx_togglebutton"]
exclude_patterns = ["_build", "**.ipynb_checkpoints"]
root_doc = "index"

# The notebooks are shown as they were committed: executed and checked by nbval in `make test`.
nb_execution_mode = "off"
nb_merge_streams = True
myst_enable_extensions = ["dollarmath", "amsmath", "colon_fence"]
myst_heading_anchors = 3
suppress_warnings = ["myst.header", "mystnb.unknown_mime_type"]

html_theme = "sphinx_book_theme"
html_title = TITLE
html_static_path = ["_static"]
html_extra_path = ["_extra"]  # the slides and the notebooks, copied as they are
html_copy_source = False
html_show_sourcelink = False
html_theme_options = {
    "show_toc_level": 2,
    "use_download_button": False,  # each lesson links its own notebook and slides
    "use_fullscreen_button": False,
    "search_bar_text": SEARCH_TEXT,
}
html_last_updated_fmt = None

# Every script is local, so the site works from a USB stick or a lecture-hall machine offline.
mathjax_path = "mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe"
# MyST-NB marks notebook containers "tex2jax_ignore" (for MathJax 3): MathJax 2 processes only the
# elements Sphinx marks as math, and the outputs.
mathjax2_config = {
    "tex2jax": {
        "inlineMath": [["\\(", "\\)"]],
        "displayMath": [["\\[", "\\]"]],
        "processEscapes": True,
        "ignoreClass": "tex2jax_ignore|mathjax_ignore|document",
        "processClass": "math|output_area",
    }
}
nb_ipywidgets_js = {
    "require.js": {},
    "html-manager/embed-amd.js": {"data-jupyter-widgets-cdn-only": "false"},
}


def _language_switch(app: Any, pagename: str, templatename: str, context: dict[str, Any],
                     doctree: Any) -> None:
    """Put a link to the same page of the other edition at the top of every page."""
    if OTHER_PREFIX and "body" in context:
        link = f'{OTHER_PREFIX}{pagename}.html'
        context["body"] = (
            f'<p class="language-switch"><a href="{link}" hreflang='
            f'"{"zh-CN" if LANGUAGE == "en" else "en"}">{OTHER_LABEL}</a></p>\n' + context["body"]
        )


def setup(app: Any) -> dict[str, Any]:
    app.connect("html-page-context", _language_switch)
    if LANGUAGE == "zh_CN":
        from sphinx.search.zh import SearchChinese

        class ChineseSearch(SearchChinese):  # type: ignore[misc]
            """Chinese words by jieba; Latin words stemmed by the English stemmer, whose script is
            the one Sphinx ships for Chinese pages (Sphinx 9.0 names it "ChineseStemmer" in the
            page, which no script defines, and the search page stops)."""

            language_name = "English"

        app.add_search_language(ChineseSearch)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
