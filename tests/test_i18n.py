"""The Chinese edition (tools/i18n.py): catalogues complete, translations faithful, notebooks current.

The English notebooks are the one source; ``locale/zh_CN/LC_MESSAGES/*.po`` hold the translation
of every paragraph and code comment, and ``notebooks/zh_CN/`` is what ``tools/i18n.py apply``
writes from them (the notebooks themselves run under strict nbval with the English ones). So an
English edit that is not carried into the Chinese edition fails here: its message is new
(untranslated) or changed (fuzzy), or the committed Chinese notebook is no longer what the
catalogues give.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from helpers import load_tool

ROOT = Path(__file__).resolve().parents[1]
i18n = load_tool("i18n")
LANG = "zh_CN"
CATALOGUES = i18n.catalogue_sources()
NAMES = [name for name, _ in CATALOGUES]

# What a translation must keep exactly: formulas, inline code, link targets and HTML tags.
KEPT = re.compile(r"\$\$.+?\$\$|\$[^$]+\$|`[^`\n]+`|\]\([^)\s]+\)|</?[A-Za-z][^>\n]*>", re.S)
# Chinese text the fixed phrases of the course must use, so the tools recognise answers.
FIXED = {
    "<b>Model answer</b> (click to open)": "<b>参考答案</b>（点击展开）",
    "<b>Reveal</b> (click to open)": "<b>揭晓</b>（点击展开）",
}


def _entries(name: str) -> list[object]:
    return [m for m in i18n.read_catalogue(LANG, name) if m.id]


def _kept(text: str) -> list[str]:
    """The formulas, code spans, link targets and tags of a message, lines rewrapped alike."""
    items = [re.sub(r"\s+", " ", item) for item in KEPT.findall(text)]
    # the words of a display formula (\text{...}, \textbf{...}) are translated, and Chinese word
    # order may add one or move the spacing and the full stop; its mathematics must stay
    return [_display_maths(item) if item.startswith("$$") else item for item in items]


def _display_maths(formula: str) -> str:
    """A display formula without its words, spacing commands and full stops."""
    formula = re.sub(r"\\text[a-z]*\{[^}]*\}", "", formula)
    return re.sub(r"\\[;,:! ]|\\q?quad|[.\s]", "", formula)


@pytest.mark.parametrize("name, found", CATALOGUES, ids=NAMES)
def test_each_catalogue_holds_exactly_the_messages_of_its_source(
    name: str, found: list[tuple[str, object]]
) -> None:
    wanted = {text for text, _ in found}
    held = {str(m.id) for m in _entries(name)}  # type: ignore[attr-defined]
    assert wanted - held == set(), f"{name}: run `make translations` (new English text)"
    assert held - wanted == set(), f"{name}: run `make translations` (text no longer in English)"


@pytest.mark.parametrize("name", NAMES)
def test_every_message_is_translated_and_none_is_fuzzy(name: str) -> None:
    entries = _entries(name)
    untranslated = [str(m.id)[:60] for m in entries if not m.string]  # type: ignore[attr-defined]
    fuzzy = [str(m.id)[:60] for m in entries if m.string and m.fuzzy]  # type: ignore[attr-defined]
    assert untranslated == [], f"{name}: {len(untranslated)} untranslated, first {untranslated[:3]}"
    assert fuzzy == [], f"{name}: {len(fuzzy)} fuzzy (the English changed), first {fuzzy[:3]}"


@pytest.mark.parametrize("name", NAMES)
def test_translations_keep_formulas_code_links_and_tags(name: str) -> None:
    problems = []
    for message in _entries(name):
        english, chinese = str(message.id), str(message.string)  # type: ignore[attr-defined]
        if not chinese:
            continue
        expected, got = _kept(english), _kept(chinese)
        # every tag and link as often as in English; every formula and code span at least once
        # (Chinese word order may name "$k$" once where English says it twice, or repeat one)
        structure = Counter(i for i in expected if i[0] in "<]") - Counter(i for i in got if i[0] in "<]")
        lost = set(expected) - set(got)
        flat = re.sub(r"\s+", " ", english)
        # a formula may be repeated, or a part of one named alone ($n$ of $n \ge 1$); never invented
        new = {item for item in set(got) - set(expected) if item.strip("$`") not in flat}
        if lost or new or structure:
            problems.append(f"{english[:50]!r}: lost {sorted(lost | set(structure))}, new {sorted(new)}")
    assert problems == [], f"{len(problems)} messages: " + "\n".join(problems[:5])


@pytest.mark.parametrize("name", NAMES)
def test_answers_open_with_the_fixed_chinese_words(name: str) -> None:
    wrong = []
    for message in _entries(name):
        english, chinese = str(message.id), str(message.string)  # type: ignore[attr-defined]
        for old, new in FIXED.items():
            if chinese and english.count(old) != chinese.count(new):
                wrong.append(f"{english[:50]!r} needs {new!r}")
    assert wrong == [], "\n".join(wrong[:5])


def test_the_committed_chinese_notebooks_are_what_the_catalogues_give(tmp_path: Path) -> None:
    import nbformat

    written = i18n.apply(LANG, tmp_path)
    stale = []
    for path in written:
        committed = ROOT / "notebooks" / LANG / path.name
        if not committed.exists():
            stale.append(path.name)
        elif path.suffix == ".md":
            if committed.read_text(encoding="utf-8") != path.read_text(encoding="utf-8"):
                stale.append(path.name)
        else:  # the text of every cell; the outputs are the notebook's own (nbval checks them)
            ours = [(c.cell_type, c.source) for c in nbformat.read(committed, as_version=4).cells]
            wanted = [(c.cell_type, c.source) for c in nbformat.read(path, as_version=4).cells]
            if ours != wanted:
                stale.append(path.name)
    assert stale == [], f"run `make translations`: {stale}"


def test_printed_strings_keep_their_fields_and_stay_literals() -> None:
    import ast

    import nbformat

    literals = {  # the messages that are strings a lesson prints (not comments that quote one)
        literal
        for source in i18n.sources() if source.suffix == ".ipynb"
        for cell in nbformat.read(source, as_version=4).cells if cell.cell_type == "code"
        for _, _, literal in i18n.printed_strings(cell.source)
    }
    problems = []
    for name in NAMES:
        for message in _entries(name):
            english, chinese = str(message.id), str(message.string)  # type: ignore[attr-defined]
            if not chinese or english not in literals:
                continue
            try:  # a translated literal is a literal again, with the same prefix and quotes
                tree = ast.parse(chinese, mode="eval")
            except SyntaxError:
                problems.append(f"{name}: {chinese[:50]!r} is not a Python string")
                continue
            if not isinstance(tree.body, (ast.Constant, ast.JoinedStr)):
                problems.append(f"{name}: {chinese[:50]!r} is not one string literal")
            fields = sorted(re.findall(r"\{[^{}]*\}", english))
            if sorted(re.findall(r"\{[^{}]*\}", chinese)) != fields:
                problems.append(f"{name}: {chinese[:50]!r} changed the fields {fields}")
    assert problems == [], "\n".join(problems[:5])


def test_each_edition_links_the_other_under_its_title() -> None:
    for source in i18n.sources():
        english = source.read_text(encoding="utf-8")
        chinese = (ROOT / "notebooks" / LANG / source.name).read_text(encoding="utf-8")
        assert f"[中文版](zh_CN/{source.name})" in english, source.name
        assert f"[English edition](../{source.name})" in chinese, source.name
