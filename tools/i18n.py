"""Translations of the course: gettext catalogues kept in ``locale/``, applied to the notebooks.

The English notebooks are the one source. Their text is cut into *messages*: each paragraph of
a markdown cell (blocks separated by a blank line; a fenced code block or a display-math block
stays whole and is not translated) and each run of whole-line comments in a code cell. The
messages of ``notebooks/NAME.ipynb`` (and of ``notebooks/glossary.md``) live in
``locale/LANG/LC_MESSAGES/NAME.po``, a standard gettext catalogue that any PO editor opens.

    python tools/i18n.py links                    # the "中文版" line under each English title
    python tools/i18n.py extract [--lang zh_CN]   # add new English messages, mark changed ones fuzzy
    python tools/i18n.py apply [--lang zh_CN]     # write notebooks/zh_CN/*.ipynb and glossary.md
    python tools/i18n.py execute [NAME ...]       # run them and save their outputs
    python tools/i18n.py status [--lang zh_CN]    # untranslated and fuzzy messages per catalogue
    python tools/i18n.py todo NAME > todo.json    # the messages of one catalogue as JSON
    python tools/i18n.py fill NAME done.json      # write translations back from such a JSON file

``apply`` keeps every code cell's code: only its comments and the strings it prints are
translated, its reveal boxes carry the Chinese words, and paths that leave the notebooks folder
gain one ``../``; so a translated notebook computes exactly what the English one does, and says
it in Chinese. ``execute`` then runs each translated notebook to record its own outputs (the
checkers' feedback and the library's tables stay in English). An untranslated or fuzzy message is left in English; ``status`` (and the
tests) report it.
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import os
import re
import sys
import tokenize
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lessons import LANGUAGE_LINE, jupyterlab_bytes

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LOCALE = ROOT / "locale"
LANGUAGES = ("zh_CN",)
GLOSSARY = "glossary"

_BLANK = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)*")
_COMMENT = re.compile(r"^([ \t]*)# ?(.*)$")
_LETTER = re.compile(r"[A-Za-z]")


def sources() -> list[Path]:
    """The English sources that have a catalogue: every notebook of ``notebooks/`` and the glossary.

    The play page (``play.ipynb``) has no prose to translate and is left out.
    """
    notebooks = [p for p in sorted(NOTEBOOKS.glob("*.ipynb")) if p.stem != "play"]
    return [*notebooks, NOTEBOOKS / f"{GLOSSARY}.md"]


def split_blocks(text: str) -> list[str]:
    """Cut markdown into pieces: blocks and the blank-line runs between them, in order.

    ``"".join(split_blocks(text)) == text`` always holds; even positions are blocks, odd ones
    separators. A fenced code block (```) and a ``$$`` display-math block are never cut.

    >>> split_blocks("a\\nb\\n\\nc")
    ['a\\nb', '\\n\\n', 'c']
    >>> split_blocks("x\\n\\n```\\ncode\\n\\nmore\\n```\\n\\ny")
    ['x', '\\n\\n', '```\\ncode\\n\\nmore\\n```', '\\n\\n', 'y']
    """
    pieces: list[str] = []
    current = ""
    pos = 0
    for match in _BLANK.finditer(text):
        candidate = current + text[pos : match.start()]
        if _open_fence(candidate):
            current = candidate + match.group()
        else:
            pieces += [candidate, match.group()]
            current = ""
        pos = match.end()
    pieces.append(current + text[pos:])
    return pieces


def _open_fence(block: str) -> bool:
    """Whether ``block`` ends inside a fenced code block or a ``$$`` display-math block."""
    fences = sum(1 for line in block.splitlines() if line.lstrip().startswith("```"))
    return fences % 2 == 1 or block.count("$$") % 2 == 1


def translatable(block: str) -> bool:
    """Whether a markdown block is prose to translate (not code, not math alone, not empty).

    A display formula with words in it (``\\text{has the outcome of}``) is translated whole.
    """
    stripped = block.strip()
    if LANGUAGE_LINE.fullmatch(stripped + "\n") or LANGUAGE_LINE.fullmatch(stripped):
        return False
    if not _LETTER.search(stripped) or stripped.startswith("```"):
        return False
    if stripped.startswith("$$") and stripped.endswith("$$"):
        return re.search(r"\\text\{[^}]*[A-Za-z]{2}", stripped) is not None
    return True


def comment_runs(code: str) -> Iterator[tuple[int, int, str, str]]:
    """Runs of whole-line comments in code: ``(first line, end line, indent, text)``.

    >>> list(comment_runs("x = 1\\n# first\\n# second\\ny = 2"))
    [(1, 3, '', 'first\\nsecond')]
    """
    lines = code.split("\n")
    i = 0
    while i < len(lines):
        match = _COMMENT.match(lines[i])
        if match is None or lines[i].lstrip().startswith(("#!", "# noqa", "# type:")):
            i += 1
            continue
        indent, texts, start = match.group(1), [], i
        while i < len(lines):
            inner = _COMMENT.match(lines[i])
            if inner is None or inner.group(1) != indent:
                break
            texts.append(inner.group(2))
            i += 1
        text = "\n".join(texts)
        if _LETTER.search(text):
            yield start, i, indent, text


_TRAILING = re.compile(r"^(?P<code>[ \t]*[^#\s][^#]*?)(?P<gap>[ \t]+)# (?P<text>.*\S)[ \t]*$")


def trailing_comments(code: str) -> Iterator[tuple[int, str, str]]:
    """Comments at the end of code lines: ``(line, code and gap, text)``.

    A ``#`` inside a string is not a comment: a line is taken only when its code has no ``#``
    and an even number of each quote character.

    >>> list(trailing_comments('x = "P"  # your answer here\\nprint("#1")  # not # this'))
    [(0, 'x = "P"  ', 'your answer here')]
    """
    for number, line in enumerate(code.split("\n")):
        match = _TRAILING.match(line)
        if match is None:
            continue
        before = match.group("code")
        if before.count('"') % 2 or before.count("'") % 2 or match.group("text").startswith(
            ("noqa", "type:")
        ):
            continue
        if _LETTER.search(match.group("text")):
            yield number, before + match.group("gap"), match.group("text")


_PRINT_TEXT = re.compile(r"[A-Za-z]{3}")
_PHRASE = re.compile(r"[A-Za-z]{3}.*\s|\s.*[A-Za-z]{3}", re.S)


def printed_strings(code: str) -> list[tuple[int, int, str]]:
    """The string literals of code that a reader sees: ``(start offset, end offset, literal)``.

    They are every literal given to ``print(...)`` that has a word in it, and every other literal
    that reads as a phrase (a word and a space: a table's column, a name shown in a printout, a
    docstring), except a keyword argument's value (``loc="upper left"``, a setting, not words
    to read) and a reveal box's word (:func:`chinese_reveals` turns those). A single word outside
    ``print`` is left alone: it is far more often a key or a setting than text. The message is the
    literal exactly as written (prefix and quotes included), so that its translation is again a
    literal, with every ``{field}`` of an f-string kept; a literal is translated the same way
    wherever it occurs, so a key written twice still matches itself.

    >>> printed_strings('print(f"{n} positions", x)\\ny = "not printed"\\nz = "word"')
    [(6, 22, 'f"{n} positions"'), (31, 44, '"not printed"')]
    >>> printed_strings('plt.legend(loc="upper left")')
    []
    """
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return []
    starts = [0]
    for line in code.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    found: list[tuple[int, int, str]] = []
    depth, open_prints = 0, []
    for i, token in enumerate(tokens):
        if (token.type == tokenize.NAME and token.string == "print" and i + 1 < len(tokens)
                and tokens[i + 1].string == "("):
            open_prints.append(depth)
        elif token.string in "([{" and token.type == tokenize.OP:
            depth += 1
        elif token.string in ")]}" and token.type == tokenize.OP:
            depth -= 1
            if open_prints and open_prints[-1] == depth:
                open_prints.pop()
        elif token.type == tokenize.STRING and _PRINT_TEXT.search(token.string):
            keyword = i > 0 and tokens[i - 1].string == "=" and depth > 0
            reveal_word = token.string.strip("\"'") in _REVEAL_WORDS
            if open_prints or (_PHRASE.search(token.string) and not keyword and not reveal_word):
                start = starts[token.start[0] - 1] + token.start[1]
                end = starts[token.end[0] - 1] + token.end[1]
                found.append((start, end, token.string))
    return found


_REVEAL_WORDS = {"Reveal": "揭晓", "Model answer": "参考答案", "Solution": "解答", "Answer": "答案"}


def chinese_reveals(code: str) -> str:
    """``gl.course.reveal()`` boxes with the Chinese edition's words on them.

    >>> chinese_reveals('with gl.course.reveal():\\nwith gl.course.reveal("Model answer"):')
    'with gl.course.reveal("揭晓"):\\nwith gl.course.reveal("参考答案"):'
    """
    code = code.replace("gl.course.reveal()", 'gl.course.reveal("揭晓")')
    for english, chinese in _REVEAL_WORDS.items():
        code = code.replace(f'gl.course.reveal("{english}")', f'gl.course.reveal("{chinese}")')
    return code


Location = tuple[str, "int | None"]
"""Where a message is: the source's file name and the cell number (from 1), as gettext writes it."""


def messages(path: Path) -> Iterator[tuple[str, Location]]:
    """``(message, location)`` for every message of one English source, in reading order."""
    if path.suffix == ".md":
        for block in split_blocks(path.read_text(encoding="utf-8"))[::2]:
            if translatable(block):
                yield block, (path.name, None)
        return
    nb = nbformat.read(path, as_version=4)
    for index, cell in enumerate(nb.cells):
        where: Location = (path.name, index + 1)
        if cell.cell_type == "markdown":
            for block in split_blocks(cell.source)[::2]:
                if translatable(block):
                    yield block, where
        elif cell.cell_type == "code":
            for _, _, _, text in comment_runs(cell.source):
                yield text, where
            for _, _, text in trailing_comments(cell.source):
                yield text, where
            for _, _, literal in printed_strings(cell.source):
                yield literal, where


BOOK = "book"
"""The catalogue of the website's own words (landing page, links): ``tools/build_book.py``."""


def catalogue_sources() -> list[tuple[str, list[tuple[str, Location]]]]:
    """Every catalogue's name with its English messages and their locations, in reading order."""
    import build_book  # the book's own words (imported here: it imports this folder's lessons)

    found = [(path.stem, list(messages(path))) for path in sources()]
    found.append((BOOK, [(text, ("tools/build_book.py", None)) for text in build_book.book_messages()]))
    return found


def catalogue_path(lang: str, name: str) -> Path:
    """Where the catalogue of one source lives."""
    return LOCALE / lang / "LC_MESSAGES" / f"{name}.po"


def read_catalogue(lang: str, name: str) -> Catalog:
    """The catalogue of one source (empty if it does not exist yet)."""
    path = catalogue_path(lang, name)
    if not path.exists():
        return _new_catalog(lang)
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


_HEADER = "# Translations of the course on impartial games (grundylib).\n#"
_EPOCH = datetime(2026, 11, 26, tzinfo=UTC)
"""A fixed date for the header, so that a catalogue changes only when its messages change."""


def _new_catalog(lang: str | None) -> Catalog:
    catalog = Catalog(
        locale=lang,
        project="grundylib course",
        version="1",
        header_comment=_HEADER,
        creation_date=_EPOCH,
        revision_date=_EPOCH,
        fuzzy=False,
    )
    return catalog


def write_catalogue(catalog: Catalog, lang: str, name: str) -> None:
    """Save one catalogue (sorted by reading order, wrapped at 100 columns)."""
    path = catalogue_path(lang, name)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100, omit_header=False, ignore_obsolete=True)


def extract(lang: str) -> None:
    """Bring every catalogue up to date with the English sources.

    New messages are added untranslated; a changed message gets the old translation of the
    closest old message, marked fuzzy; messages no longer in the sources are dropped.
    """
    for name, found in catalogue_sources():
        template = _new_catalog(None)
        for text, where in found:
            existing = template.get(text)
            if existing is None:
                template.add(text, locations=[where])
            else:
                existing.locations.append(where)
        catalog = read_catalogue(lang, name)
        catalog.update(template, no_fuzzy_matching=False, update_header_comment=False)
        catalog.fuzzy = False
        catalog.creation_date = catalog.revision_date = _EPOCH
        write_catalogue(catalog, lang, name)


def _translator(catalog: Catalog) -> dict[str, str]:
    """English message -> translation, for the messages translated and not fuzzy."""
    table: dict[str, str] = {}
    for message in catalog:
        if message.id and message.string and not message.fuzzy:
            table[str(message.id)] = str(message.string)
    return table


def language_line(lang: str, name: str) -> str:
    """The line under the title that links the other edition of source ``name``.

    >>> language_line("en", "02_nim.ipynb")
    '*[中文版](zh_CN/02_nim.ipynb)*'
    >>> language_line("zh_CN", "02_nim.ipynb")
    '*[English edition](../02_nim.ipynb)*'
    """
    if lang == "en":
        return f"*[中文版](zh_CN/{name})*"
    return f"*[English edition](../{name})*"


def with_language_line(text: str, name: str) -> str:
    """Markdown whose first block is a title, with the English edition's language line under it."""
    if LANGUAGE_LINE.search(text):
        return text
    title, sep, rest = text.partition("\n")
    return f"{title}\n\n{language_line('en', name)}" + (f"\n\n{rest.lstrip(chr(10))}" if sep else "\n")


def links() -> list[Path]:
    """Put the language line under the title of every English source; return those changed."""
    changed: list[Path] = []
    for path in sources():
        if path.suffix == ".md":
            text = path.read_text(encoding="utf-8")
            new = with_language_line(text, path.name)
            if new != text:
                path.write_text(new, encoding="utf-8")
                changed.append(path)
            continue
        nb = nbformat.read(path, as_version=4)
        first = next(c for c in nb.cells if c.cell_type == "markdown")
        new = with_language_line(first.source, path.name)
        if new != first.source:
            first.source = new
            path.write_bytes(jupyterlab_bytes(nb))
            changed.append(path)
    return changed


_CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
_CJK_BREAK = re.compile(f"(?<=[{_CJK}])\n[ \t]*(?=[{_CJK}])")


def joined_chinese_lines(text: str) -> str:
    """``text`` without line breaks between two Chinese characters.

    A browser shows a line break inside a paragraph as a space, which Chinese text never has;
    a wrapped Chinese line is joined to the next (a new list item, a table row or a formula
    starts with another character and keeps its line).

    >>> joined_chinese_lines("删掉最后一条边的\\n一方获胜。\\n* 下一项")
    '删掉最后一条边的一方获胜。\\n* 下一项'
    """
    return _CJK_BREAK.sub("", text)


def translate_markdown(text: str, table: dict[str, str], name: str = "") -> str:
    """``text`` with every translated block replaced, separators kept, the language line turned."""
    pieces = split_blocks(text)
    for i in range(0, len(pieces), 2):
        if LANGUAGE_LINE.search(pieces[i]) and name:
            pieces[i] = LANGUAGE_LINE.sub(language_line("zh_CN", name), pieces[i])
        elif translatable(pieces[i]):
            pieces[i] = joined_chinese_lines(table.get(pieces[i], pieces[i]))
    return "".join(pieces)


def translate_code(code: str, table: dict[str, str]) -> str:
    """``code`` with its comments and printed strings translated, its reveal boxes in Chinese,
    and ``../`` paths one level deeper."""
    for start, end, literal in reversed(printed_strings(code)):
        if literal in table:
            code = code[:start] + table[literal] + code[end:]
    code = chinese_reveals(code)
    lines = code.split("\n")
    for number, before, text in trailing_comments(code):
        if text in table and "\n" not in table[text]:
            lines[number] = f"{before}# {table[text]}"
    for start, end, indent, text in reversed(list(comment_runs(code))):
        if text in table:
            lines[start:end] = [f"{indent}# {line}".rstrip() for line in table[text].split("\n")]
    return re.sub(r"([\"'])\.\./", r"\1../../", "\n".join(lines))


def apply(lang: str, out_dir: Path | None = None) -> list[Path]:
    """Write the translated notebooks and glossary into ``notebooks/LANG/``; return their paths."""
    out_dir = out_dir or NOTEBOOKS / lang
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for path in sources():
        table = _translator(read_catalogue(lang, path.stem))
        target = out_dir / path.name
        if path.suffix == ".md":
            target.write_text(
                translate_markdown(path.read_text(encoding="utf-8"), table, path.name),
                encoding="utf-8",
            )
        else:
            nb = copy.deepcopy(nbformat.read(path, as_version=4))
            # outputs already recorded by `execute` stay with a cell whose code is unchanged
            recorded = {}
            if target.exists():
                old = nbformat.read(target, as_version=4)
                recorded = {c.get("id"): c for c in old.cells if c.cell_type == "code"}
                # the saved widgets belong to the recorded outputs that show them
                if "widgets" in old.metadata:
                    nb.metadata["widgets"] = old.metadata["widgets"]
            for cell in nb.cells:
                if cell.cell_type == "markdown":
                    cell.source = translate_markdown(cell.source, table, path.name)
                elif cell.cell_type == "code":
                    cell.source = translate_code(cell.source, table)
                    cell.metadata.pop("execution", None)  # the English run's timings
                    before = recorded.get(cell.get("id"))
                    if before is not None and before.source == cell.source:
                        cell.outputs = before.outputs
                        cell.execution_count = before.execution_count
            target.write_bytes(jupyterlab_bytes(nb))
        written.append(target)
    return written


def execute(lang: str, names: Sequence[str] = ()) -> list[Path]:
    """Run the translated notebooks top to bottom and save their outputs (what nbval compares).

    Their printed text and reveal boxes differ from the English ones, so their outputs are
    their own. Run in ``notebooks/LANG/`` with ``PYTHONHASHSEED=0``, as the tests run them.
    """
    from nbclient import NotebookClient

    os.environ["PYTHONHASHSEED"] = "0"
    folder = NOTEBOOKS / lang
    done: list[Path] = []
    for path in sorted(folder.glob("*.ipynb")):
        if names and path.stem not in names:
            continue
        nb = nbformat.read(path, as_version=4)
        NotebookClient(nb, timeout=1200, kernel_name="python3",
                       resources={"metadata": {"path": str(folder)}}).execute()
        for cell in nb.cells:
            cell.metadata.pop("execution", None)
        path.write_bytes(jupyterlab_bytes(nb))
        done.append(path)
    return done


def status(lang: str) -> dict[str, tuple[int, int, int]]:
    """For each catalogue: ``(messages, untranslated, fuzzy)``."""
    report: dict[str, tuple[int, int, int]] = {}
    for name in [path.stem for path in sources()] + [BOOK]:
        catalog = read_catalogue(lang, name)
        entries = [m for m in catalog if m.id]
        untranslated = sum(1 for m in entries if not m.string)
        fuzzy = sum(1 for m in entries if m.string and m.fuzzy)
        report[name] = (len(entries), untranslated, fuzzy)
    return report


def todo(lang: str, name: str) -> list[dict[str, str | bool]]:
    """The messages of one catalogue, in reading order, as JSON-ready records."""
    return [
        {"en": str(m.id), "zh": str(m.string or ""), "fuzzy": bool(m.fuzzy)}
        for m in read_catalogue(lang, name)
        if m.id
    ]


def fill(lang: str, name: str, records: Sequence[dict[str, str]]) -> int:
    """Write translations (``{"en": ..., "zh": ...}`` records) into a catalogue; return how many."""
    catalog = read_catalogue(lang, name)
    count = 0
    for record in records:
        message = catalog.get(record["en"])
        if message is None:
            raise SystemExit(f"{name}: no message {record['en'][:60]!r}")
        if record.get("zh"):
            message.string = record["zh"]
            message.flags.discard("fuzzy")
            count += 1
    write_catalogue(catalog, lang, name)
    return count


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["links", "extract", "apply", "execute", "status", "todo", "fill"])
    parser.add_argument("name", nargs="?", help="catalogue name (todo, fill, execute)")
    parser.add_argument("json", nargs="?", help="JSON file of translations (fill)")
    parser.add_argument("--lang", default="zh_CN", choices=LANGUAGES)
    args = parser.parse_args(argv)
    if args.command == "links":
        for path in links():
            print(f"language line added: {path.relative_to(ROOT)}")
    elif args.command == "extract":
        extract(args.lang)
    elif args.command == "execute":
        for path in execute(args.lang, [args.name] if args.name else []):
            print(f"executed {path.relative_to(ROOT)}")
    elif args.command == "apply":
        for path in apply(args.lang):
            print(path.relative_to(ROOT))
    elif args.command == "status":
        for name, (total, untranslated, fuzzy) in status(args.lang).items():
            print(f"{name:40} {total:4} messages, {untranslated:4} untranslated, {fuzzy:3} fuzzy")
    elif args.command == "todo":
        json.dump(todo(args.lang, args.name), sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        records = json.loads(Path(args.json).read_text(encoding="utf-8"))
        print(f"{fill(args.lang, args.name, records)} translations written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
