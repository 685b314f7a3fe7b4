"""Lesson 10 (Green Hackenbush): values, cuts, and a student's tree evaluator and winning cut.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import copy
from typing import Any

from ..analysis import grundy
from ..core import (
    GrundyError,
    nim_sum,
)
from ..games.hackenbush import (
    GreenHackenbush,
    check_edge,
    edge_numbers,
    hackenbush_cut,
    hackenbush_pieces,
    hackenbush_position,
    hackenbush_value,
    tree,
)
from ._feedback import FILL_IN, Feedback

__all__ = [
    "check_hackenbush_cut",
    "check_hackenbush_value",
    "check_tree_value_function",
    "check_winning_cut_function",
]


def as_whole_number(answer: Any) -> int | None:
    """Return ``answer`` as an int when it is one (``3``, ``"3"``, ``"*3"``), else None.

    Examples
    --------
    >>> as_whole_number("*3"), as_whole_number(" 4 "), as_whole_number(2.5), as_whole_number(True)
    (3, 4, None, None)
    """
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer if answer >= 0 else None
    if isinstance(answer, str):
        text = answer.strip().lstrip("*").strip()
        return int(text) if text.isdigit() else None
    return None


def check_hackenbush_value(picture: Any, answer: Any) -> Feedback:
    """Check the Grundy value of a Green Hackenbush picture, worked out by hand.

    Parameters
    ----------
    picture : tuple of edges
        The picture (see :func:`grundylib.hackenbush_position`).
    answer : int or str
        The value: ``3``, ``"3"`` or the nimber ``"*3"``.

    Examples
    --------
    >>> import grundylib as gl
    >>> picture = gl.hackenbush_sum(gl.bamboo(2), gl.polygon(3, stem=1))
    >>> print(check_hackenbush_value(picture, "*0"))
    ✔ Right: the picture is worth 0 (pieces worth 2 and 2, nim-added).
    >>> print(check_hackenbush_value(picture, 4))
    ✘ Not 4: the picture stands on the ground in 2 pieces; value each piece (fuse its cycles into loops, then use the colon principle from the top down) and nim-add the values.
    >>> print(check_hackenbush_value(gl.hackenbush_sum(gl.bamboo(2), gl.bamboo(3)), 0))
    ✘ Not 0: the picture stands on the ground in 2 pieces; value each piece (use the colon principle from the top down) and nim-add the values.
    >>> print(check_hackenbush_value(picture, 2.5))
    ✘ Give the value as a whole number such as 3 (or the nimber "*3"), got 2.5.
    """
    if answer is None:
        return FILL_IN
    edges = hackenbush_position(picture)
    value = as_whole_number(answer)
    if value is None:
        return Feedback(
            False,
            f'Give the value as a whole number such as 3 (or the nimber "*3"), got {answer!r}.',
        )
    pieces = hackenbush_pieces(edges)
    values = [hackenbush_value(p) for p in pieces]
    expected = nim_sum(*values)
    if value == expected:
        how = (
            f" (pieces worth {', '.join(map(str, values[:-1]))} and {values[-1]}, nim-added)"
            if len(values) > 1
            else ""
        )
        return Feedback(True, f"Right: the picture is worth {expected}{how}.")
    # every edge is joined to the ground, so the picture is a tree exactly when it has one
    # edge fewer than vertices (a loop or a second edge between two vertices is one too many)
    has_cycles = len(edges) > len({v for e in edges for v in e}) - 1
    if len(pieces) > 1:
        fuse = "fuse its cycles into loops, then " if has_cycles else ""
        return Feedback(
            False,
            f"Not {value}: the picture stands on the ground in {len(pieces)} pieces; value each "
            f"piece ({fuse}use the colon principle from the top down) and nim-add the values.",
        )
    if has_cycles:
        return Feedback(
            False,
            f"Not {value}: first fuse every cycle into one vertex (its edges become loops, "
            "an even number of loops is worth 0, an odd number 1), then use the colon principle.",
        )
    return Feedback(
        False,
        f"Not {value}: work from the top down; at each vertex replace the branches above it by "
        "one stalk whose length is the nim-sum of (1 + value) over those branches.",
    )


def check_hackenbush_cut(picture: Any, answer: Any) -> Feedback:
    """Check a winning cut: an edge ``(u, v)``, or its number when edges are numbered 1, 2, ...

    Parameters
    ----------
    picture : tuple of edges
        The picture; its edges are numbered as the drawings and the player number them,
        piece by piece from the left, bottom up within a piece (see
        :func:`grundylib.games.hackenbush.edge_numbers`, and ``draw_hackenbush(...,
        numbered=True)``).
    answer : tuple or int
        The edge to cut, as ``(u, v)`` in either order, or its number.

    Examples
    --------
    >>> import grundylib as gl
    >>> picture = gl.hackenbush_sum(gl.bamboo(3), gl.bamboo(1))
    >>> print(check_hackenbush_cut(picture, (2, 1)))
    ✔ Right: cutting (1, 2) leaves value 0, a P-position.
    >>> print(check_hackenbush_cut(picture, 2))   # the stalk of 3 is numbered 1, 2, 3 from the ground
    ✔ Right: cutting (1, 2) leaves value 0, a P-position.
    >>> print(check_hackenbush_cut(picture, (0, 1)))
    ✘ Cutting (0, 1) leaves value 1 ≠ 0: your opponent could win from there.
    >>> print(check_hackenbush_cut(picture, (5, 6)))
    ✘ (5, 6) is not an edge of the picture: give an edge (u, v) or an edge number from 1 to 4.
    """
    if answer is None:
        return FILL_IN
    edges = hackenbush_position(picture)
    wrong_form = Feedback(
        False,
        f"{answer!r} is not an edge of the picture: give an edge (u, v) or an edge number "
        f"from 1 to {len(edges)}.",
    )
    if isinstance(answer, int) and not isinstance(answer, bool):
        if not 1 <= answer <= len(edges):
            return wrong_form
        edge = edges[edge_numbers(edges).index(answer)]
    else:
        try:
            edge = check_edge(answer)
        except GrundyError:
            return wrong_form
        if edge not in edges:
            return wrong_form
    if hackenbush_value(edges) == 0:
        return Feedback(
            False, "This picture is worth 0: no cut wins, so every answer is a losing move."
        )
    left = hackenbush_value(hackenbush_cut(edges, edge))
    if left == 0:
        return Feedback(True, f"Right: cutting {edge} leaves value 0, a P-position.")
    return Feedback(
        False, f"Cutting {edge} leaves value {left} ≠ 0: your opponent could win from there."
    )


def rooted_trees(edges: int) -> list[list[Any]]:
    """Return one nested-list tree (see :func:`grundylib.tree`) per rooted tree with ``edges`` edges.

    Examples
    --------
    >>> [len(rooted_trees(n)) for n in range(6)]
    [1, 1, 2, 4, 9, 20]
    """
    by_size: list[list[list[Any]]] = [[[]]]
    for n in range(1, edges + 1):
        found: dict[str, list[Any]] = {}
        # a tree with n edges: a first branch (an edge with a tree of k - 1 edges above it)
        # and the rest, a tree with n - k edges
        for k in range(1, n + 1):
            for top in by_size[k - 1]:
                for rest in by_size[n - k]:
                    children = sorted([top, *rest], key=repr)
                    found.setdefault(canonical_tree(children), children)
        by_size.append(list(found.values()))
    return by_size[edges]


def canonical_tree(children: list[Any]) -> str:
    """A string equal for two nested-list trees exactly when they are the same rooted tree."""
    return "[" + ",".join(sorted(canonical_tree(c) for c in children)) + "]"


def check_tree_value_function(function: Any) -> Feedback:
    """Check a reader's colon-principle function on every rooted tree with up to 8 edges.

    ``function(children)`` receives a tree as nested lists of children, as
    :func:`grundylib.tree` takes it, and must return its Green Hackenbush value. It is
    compared with :func:`grundylib.hackenbush_value` on every rooted tree with 1 to 8
    edges (485 trees, OEIS A000081).

    Examples
    --------
    >>> def value(children):
    ...     result = 0
    ...     for child in children:
    ...         result ^= 1 + value(child)
    ...     return result
    >>> print(check_tree_value_function(value))
    ✔ Right: your function agrees with the library on all 485 trees with 1 to 8 edges.
    >>> print(check_tree_value_function(lambda children: len(children)))
    ✘ function([[], []]) returned 2, which is not the value of that tree: draw it and work it out by hand.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(
            False, f"Give a function of one argument (the nested list of children), got {function!r}."
        )
    count = 0
    for n in range(1, 9):
        for children in rooted_trees(n):
            count += 1
            expected = hackenbush_value(tree(children))
            try:
                got = function(children)
            except Exception as error:
                return Feedback(
                    False,
                    f"function({children!r}) raised {type(error).__name__}: {error}.",
                )
            if got != expected:
                return Feedback(
                    False,
                    f"function({children!r}) returned {got!r}, which is not the value of that "
                    "tree: draw it and work it out by hand.",
                )
    return Feedback(
        True, f"Right: your function agrees with the library on all {count} trees with 1 to 8 edges."
    )


def mirror_tree(children: list[Any]) -> list[Any]:
    """The same tree with the children of every vertex in the opposite order.

    Examples
    --------
    >>> mirror_tree([[[], [[]]], []])
    [[], [[[]], []]]
    """
    return [mirror_tree(child) for child in reversed(children)]


def branch_cut(children: list[Any], path: Any) -> list[Any] | None:
    """The tree left when the edge at the end of ``path`` is cut, or None if no edge is there.

    ``path`` lists child indices from the ground: ``[i]`` is the edge from the ground to its
    ``i``-th child, ``[i, j]`` the edge from that child to its ``j``-th child, and so on.

    Examples
    --------
    >>> branch_cut([[[], [[]]], []], [0, 1])
    [[[]], []]
    >>> branch_cut([[[], [[]]], []], [1, 0]) is None
    True
    """
    if not isinstance(path, (list, tuple)) or not path:
        return None
    i, *rest = path
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(children):
        return None
    if not rest:
        return children[:i] + children[i + 1 :]
    above = branch_cut(children[i], rest)
    return None if above is None else [*children[:i], above, *children[i + 1 :]]


def check_winning_cut_function(function: Any) -> Feedback:
    """Check a reader's winning-cut function on every rooted tree with up to 8 edges.

    ``function(children)`` receives a tree as nested lists of children, as
    :func:`grundylib.tree` takes it, and returns the edge to cut as a path of child indices
    from the ground (``[0, 1]``: the ground's first child, then that vertex's second child;
    cut the edge into the last one), or None when the tree is worth 0 and no cut wins. Each
    of the 485 rooted trees with 1 to 8 edges is tried with its children in two orders (once
    if both are the same), and
    the tree left by the cut is valued by a search of its moves (brute force).

    Examples
    --------
    >>> import grundylib as gl
    >>> def paths(children, below=()):
    ...     for i, child in enumerate(children):
    ...         yield [*below, i]
    ...         yield from paths(child, [*below, i])
    >>> def cut(children):  # tries every edge; the climb finds a winning one without trying
    ...     wins = (p for p in paths(children)
    ...             if gl.hackenbush_value(gl.tree(branch_cut(children, p))) == 0)
    ...     return next(wins, None)
    >>> print(check_winning_cut_function(cut))
    ✔ Right: of the 916 trees tried (1 to 8 edges), your cut wins on the 795 that are not worth 0, and you return None on the 121 worth 0.
    >>> print(check_winning_cut_function(lambda children: [0]))
    ✘ winning_cut([[], []]) returned [0], but that tree is worth 0: no cut wins there, so return None.
    """
    if function is None:
        return FILL_IN
    if not callable(function):
        return Feedback(
            False, f"Give a function of one argument (the nested list of children), got {function!r}."
        )
    game = GreenHackenbush()
    tried = winning = 0
    for n in range(1, 9):
        for shape in rooted_trees(n):
            mirror = mirror_tree(shape)
            for children in [shape] if mirror == shape else [shape, mirror]:
                tried += 1
                value = hackenbush_value(tree(children))
                try:
                    got = function(copy.deepcopy(children))
                except Exception as error:
                    return Feedback(
                        False, f"winning_cut({children!r}) raised {type(error).__name__}: {error}."
                    )
                if value == 0:
                    if got is not None:
                        return Feedback(
                            False,
                            f"winning_cut({children!r}) returned {got!r}, but that tree is worth "
                            "0: no cut wins there, so return None.",
                        )
                    continue
                winning += 1
                if got is None:
                    return Feedback(
                        False,
                        f"winning_cut({children!r}) returned None, but that tree is not worth 0: "
                        "some cut wins. Value each branch, then climb from the ground.",
                    )
                after = branch_cut(children, got)
                if after is None:
                    return Feedback(
                        False,
                        f"winning_cut({children!r}) returned {got!r}, which is not a path to an "
                        "edge of that tree: give a list of child indices from the ground, such "
                        "as [0, 1].",
                    )
                left = grundy(game, tree(after))  # brute force: search the moves
                if left != 0:
                    return Feedback(
                        False,
                        f"winning_cut({children!r}) returned {got!r}: cutting that edge leaves "
                        f"value {left} ≠ 0. At each vertex follow a branch whose value has a 1 "
                        "in the leading binary digit of the change you need.",
                    )
    return Feedback(
        True,
        f"Right: of the {tried} trees tried (1 to 8 edges), your cut wins on the {winning} "
        f"that are not worth 0, and you return None on the {tried - winning} worth 0.",
    )
