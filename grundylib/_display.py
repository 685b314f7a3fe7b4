"""How rulesets show themselves in Jupyter: their rules in words and a table of first values.

A ruleset's ``_repr_html_`` (see :class:`grundylib.game.Ruleset`) shows its rules in
words and a small table of first values; this module builds that HTML. It finds the
values from the rules (never typed in) with a small search of its own,
:func:`first_values`: the rulesets sit below the search engine in the layers of the
package, and a display must stay cheap, so the search gives up after
:data:`DISPLAY_MAX_POSITIONS` positions (or at a cycle) and the rules are shown alone.

This module sits at the bottom of the package, beside :mod:`grundylib.core`, so the
rulesets of :mod:`grundylib.game` and :mod:`grundylib.games` can use it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Literal, Protocol

from .core import GrundyError, LoopyGameError, PositionLimitError, least_missing, shorten

__all__ = [
    "DISPLAY_MAX_POSITIONS",
    "FIRST_HEAPS",
    "LAST_MOVE_WINS",
    "ValueTable",
    "first_values",
    "grid_table",
    "in_words",
    "line_table",
    "list_table",
    "ruleset_html",
    "summary_of",
    "values_of",
]

DISPLAY_MAX_POSITIONS = 5_000
"""How many positions the table of a ruleset's display may explore; past it, rules only."""

FIRST_HEAPS = 12
"""A heap game's display shows the Grundy values of the heaps ``0 .. FIRST_HEAPS - 1``."""


LAST_MOVE_WINS = "The player who cannot move loses."
"""The normal play rule, which ends the rules in words of most rulesets."""


def in_words(numbers: Sequence[int], shown: int = 6) -> str:
    """Return ``numbers`` as a reader writes them in a sentence: ``"1, 3 or 4"``.

    Long lists show their first ``shown`` numbers and the last one.

    Examples
    --------
    >>> in_words([1, 3, 4]), in_words([2]), in_words(range(1, 101))
    ('1, 3 or 4', '2', '1, 2, 3, 4, 5, 6, ... or 100')
    """
    items = [shorten(n) for n in numbers]
    if len(items) > shown + 1:
        items = [*items[:shown], "...", items[-1]]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def first_values(
    options: Callable[[Any], Iterable[Sequence[Any]]],
    positions: Iterable[Hashable],
    max_positions: int = DISPLAY_MAX_POSITIONS,
) -> dict[Hashable, int]:
    """Return the Grundy value of each of ``positions``, by a bounded depth-first search.

    ``options(p)`` yields the options of ``p``, each a tuple of independent parts whose
    values are nim-summed (a game's move is the tuple ``(q,)``; a heap game's option is
    the tuple of heaps it leaves, by the Sprague–Grundy theorem). The search keeps every
    value it finds, so positions that share options are cheap.

    Raises
    ------
    PositionLimitError
        When more than ``max_positions`` positions are met.
    LoopyGameError
        When a position can be reached from itself (its value is then undefined).

    Examples
    --------
    >>> moves = lambda n: [(n - k,) for k in (1, 2) if k <= n]
    >>> first_values(moves, range(6))
    {0: 0, 1: 1, 2: 2, 3: 0, 4: 1, 5: 2}
    >>> first_values(lambda n: [((n + 1) % 3,)], [0])
    Traceback (most recent call last):
    ...
    grundylib.core.LoopyGameError: the move graph has a cycle: 0 -> 1 -> 2 -> 0; ...
    >>> from itertools import count
    >>> first_values(lambda n: ((k,) for k in count(n + 1)), [0])
    Traceback (most recent call last):
    ...
    grundylib.core.PositionLimitError: max_positions=5000 was passed by the options of 0
    """
    values: dict[Hashable, int] = {}
    met = 0

    def read(position: Hashable) -> list[Sequence[Any]]:
        """The options of ``position``, at most ``max_positions`` of them (an endless list stops)."""
        found = list(islice(options(position), max_positions + 1))
        if len(found) > max_positions:
            raise PositionLimitError(
                f"max_positions={max_positions} was passed by the options of {shorten(position)}"
            )
        return found

    for start in positions:
        if start in values:
            continue
        path: list[Hashable] = [start]
        stack: list[tuple[Hashable, list[Sequence[Any]], set[int]]] = []
        on_path = {start}
        stack.append((start, read(start), set()))
        met += 1
        while stack:
            position, todo, seen = stack[-1]
            while todo:
                parts = todo[-1]
                missing = next((p for p in parts if p not in values), None)
                if missing is None:
                    total = 0
                    for p in parts:
                        total ^= values[p]
                    seen.add(total)
                    todo.pop()
                    continue
                if missing in on_path:
                    raise LoopyGameError(path[path.index(missing) :])
                met += 1
                if met > max_positions:
                    raise PositionLimitError(
                        f"max_positions={max_positions} was passed while tabulating "
                        f"from {shorten(start)}"
                    )
                path.append(missing)
                on_path.add(missing)
                stack.append((missing, read(missing), set()))
                break
            else:
                values[position] = least_missing(seen)
                stack.pop()
                on_path.discard(path.pop())
    return values


def values_of(game: Any, positions: Iterable[Hashable]) -> dict[Hashable, int]:
    """Return the Grundy values of ``positions`` in ``game`` (and of the positions met on the way).

    Examples
    --------
    >>> import grundylib as gl
    >>> values = values_of(gl.Wythoff(), [(1, 2), (2, 2)])
    >>> values[(1, 2)], values[(2, 2)]
    (0, 1)
    """
    return first_values(lambda p: [(q,) for q in game.moves(p)], positions)


@dataclass(frozen=True)
class ValueTable:
    """A small table of values that a ruleset shows under its rules.

    Each row is a label and a tuple of positions (``None`` for an empty cell); a cell
    shows the value of its position in :attr:`values` (``cell="value"``) or the position
    itself (``cell="position"``, for a list of P-positions).
    """

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, tuple[Hashable | None, ...]], ...]
    values: Mapping[Hashable, int] = field(default_factory=dict)
    cell: Literal["value", "position"] = "value"

    def html(self) -> str:
        """Return the table as HTML, every text escaped.

        Examples
        --------
        >>> t = line_table("Grundy values", "heap", "value", [0, 1], {0: 0, 1: 1})
        >>> print(t.html())  # doctest: +NORMALIZE_WHITESPACE
        <table><caption>Grundy values</caption>
        <thead><tr><th>heap</th><th>0</th><th>1</th></tr></thead>
        <tbody><tr><th>value</th><td>0</td><td>1</td></tr></tbody></table>
        """
        esc = html.escape
        head = ""
        if self.header:
            head = "<thead><tr>" + "".join(f"<th>{esc(h)}</th>" for h in self.header)
            head += "</tr></thead>\n"
        body = []
        for label, positions in self.rows:
            cells = []
            for p in positions:
                if p is None:
                    cells.append("<td></td>")
                elif self.cell == "position":
                    cells.append(f"<td>{esc(_label(p))}</td>")
                else:
                    cells.append(f"<td>{self.values[p]}</td>")
            body.append(f"<tr><th>{esc(label)}</th>{''.join(cells)}</tr>")
        return (
            f"<table><caption>{esc(self.caption)}</caption>\n{head}"
            f"<tbody>{''.join(body)}</tbody></table>"
        )


def _label(position: Hashable) -> str:
    """A position as a reader writes it: ``3``, ``(2, 1)``, ``'THH'``."""
    return repr(position)


def line_table(
    caption: str,
    key: str,
    value: str,
    positions: Sequence[Hashable],
    values: Mapping[Hashable, int],
    labels: Sequence[str] | None = None,
) -> ValueTable:
    """A one-row table: the positions (or ``labels``) across the top, their values below.

    Examples
    --------
    >>> line_table("c", "heap", "g", [0, 1], {0: 0, 1: 1}).rows
    (('g', (0, 1)),)
    """
    names = labels if labels is not None else [_label(p) for p in positions]
    return ValueTable(caption, (key, *names), ((value, tuple(positions)),), values)


def grid_table(
    caption: str,
    corner: str,
    rows: Sequence[int],
    columns: Sequence[int],
    position: Callable[[int, int], Hashable | None],
    values: Mapping[Hashable, int],
) -> ValueTable:
    """A two-way table: the value of ``position(r, c)`` in row ``r``, column ``c``.

    Examples
    --------
    >>> t = grid_table("c", "a \\\\ b", [0, 1], [0, 1], lambda a, b: (a, b), {})
    >>> t.header, t.rows[1]
    (('a \\\\ b', '0', '1'), ('1', ((1, 0), (1, 1))))
    """
    return ValueTable(
        caption,
        (corner, *(str(c) for c in columns)),
        tuple((str(r), tuple(position(r, c) for c in columns)) for r in rows),
        values,
    )


def list_table(caption: str, label: str, positions: Sequence[Hashable]) -> ValueTable:
    """A one-row table listing ``positions`` themselves (the P-positions of a range, say).

    Examples
    --------
    >>> list_table("c", "P-positions", [(1,), (2, 1)]).rows
    (('P-positions', ((1,), (2, 1))),)
    """
    return ValueTable(caption, (), ((label, tuple(positions)),), {p: 0 for p in positions}, "position")


class Shown(Protocol):
    """What :func:`ruleset_html` needs: the rules in words, and perhaps a table."""

    def rules_in_words(self) -> str: ...

    def _value_table(self) -> ValueTable | None: ...


_ROLE = re.compile(r":[a-z]+:`~?([^`]*)`")


def summary_of(cls: type) -> str:
    """Return the first paragraph of a class docstring as plain text (reST marks dropped).

    Examples
    --------
    >>> class Hop:
    ...     '''Hop: move the ``token`` one or two squares (see :func:`hop`).
    ...
    ...     More.'''
    >>> summary_of(Hop)
    'Hop: move the token one or two squares (see hop).'
    >>> import grundylib as gl
    >>> class Bare(gl.HeapGame):
    ...     def heap_options(self, heap):
    ...         return []
    >>> summary_of(Bare)
    'Bare: a game given by its moves.'
    """
    bases = ("grundylib.game", "abc", "typing", "builtins")  # their docstrings describe no rules
    own = (c for c in cls.__mro__ if c.__module__ not in bases)
    doc = next((c.__doc__ for c in own if c.__doc__), None)
    if doc is None:
        return f"{cls.__name__}: a game given by its moves."
    doc = doc.strip()
    first = " ".join(line.strip() for line in doc.split("\n\n")[0].splitlines())
    first = _ROLE.sub(lambda m: m.group(1).rsplit(".", 1)[-1], first)
    return first.replace("``", "").replace("**", "").replace("*", "")


def ruleset_html(game: Shown) -> str:
    """Return the HTML a ruleset shows in Jupyter: its name, rules and table of values.

    The table is left out when it cannot be computed cheaply (a loopy game, a search
    past :data:`DISPLAY_MAX_POSITIONS`, a ruleset that refuses the positions): the
    rules alone are shown then.

    Examples
    --------
    >>> import grundylib as gl
    >>> text = ruleset_html(gl.SubtractionGame({1, 2}))
    >>> print(text.split("<table>")[0])
    <div class="grundylib-ruleset"><p><strong>SubtractionGame({1, 2})</strong></p>
    <p>Take s counters from one heap, where s is 1 or 2. The player who cannot move loses.</p>
    <BLANKLINE>
    """
    try:
        table = game._value_table()
    except (GrundyError, TypeError, ValueError, RecursionError):  # a ruleset's own refusal
        table = None
    lines = "<br/>".join(html.escape(line) for line in game.rules_in_words().splitlines())
    parts = [
        f'<div class="grundylib-ruleset"><p><strong>{html.escape(shorten(game))}</strong></p>',
        f"<p>{lines}</p>",
    ]
    if table is not None:
        parts.append(table.html())
    return "\n".join(parts) + "</div>"
