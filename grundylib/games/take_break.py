"""Take-and-break games: octal codes, Kayles and its relatives, Lasker's Nim, Grundy's game.

This module owns the rulesets in which a move removes counters from one heap and may
split what is left into two heaps: :class:`OctalGame` parses Guy–Smith octal codes
(``"0.77"`` is Kayles), the named shortcuts :class:`Kayles`, :class:`DawsonsKayles` and
:class:`Treblecross` are thin aliases, and :class:`LaskersNim` and :class:`GrundysGame`
are the two classical splitting games that no finite octal code describes. Fast Grundy
sequences and proved periods of these games live in :mod:`grundylib.sequences`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ..core import InvalidCodeError, check_natural
from ..game import HeapGame

__all__ = [
    "DawsonsKayles",
    "GrundysGame",
    "Kayles",
    "LaskersNim",
    "OctalGame",
    "Treblecross",
    "laskers_nim_grundy",
    "parse_octal_code",
]

_CODE = re.compile(r"([0-7]?)\.([0-7]+)")
_EXAMPLES = "such as '0.77', '.07' or '4.005'"


def parse_octal_code(code: Any) -> tuple[int, ...]:
    """Return the digits ``(d0, d1, ..., dt)`` of an octal code, trailing zeros dropped.

    The accepted forms are those of the literature: ``"0.77"``, ``".77"`` (no leading
    digit), trailing zeros (``"0.740"`` is ``"0.74"``) and a first digit of ``4``
    (``"4.005"``, ``"4.0"``). At least one digit must follow the point, so ``"4"``
    and ``"0."`` are rejected (write ``"4.0"`` and ``"0.0"``). The first digit may
    only be ``0`` or ``4``: removing no counters and leaving one heap (bit 2) would be
    a pass, which makes the game loopy, and bit 1 (leaving no heap) is meaningless there.

    Parameters
    ----------
    code : str
        The code, for example ``"0.77"``.

    Returns
    -------
    tuple of int
        ``digits[k]`` is the digit for removing ``k`` counters; ``digits[0]`` is the
        digit before the point. The last entry is non-zero unless the code is all zeros
        (then the result is ``(d0,)``).

    Raises
    ------
    InvalidCodeError
        If ``code`` is not a string of that form; the message quotes it.

    Examples
    --------
    >>> parse_octal_code("0.77"), parse_octal_code(".137"), parse_octal_code("4.0")
    ((0, 7, 7), (0, 1, 3, 7), (4,))
    >>> parse_octal_code("0.740")
    (0, 7, 4)
    >>> parse_octal_code("77")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidCodeError: code must be an octal code such as '0.77', '.07' or '4.005' (digits 0-7, a point, at least one digit after it), got '77'
    """
    if not isinstance(code, str):
        raise InvalidCodeError(f"code must be a string {_EXAMPLES}, got {code!r}")
    match = _CODE.fullmatch(code.strip())
    if match is None:
        raise InvalidCodeError(
            f"code must be an octal code {_EXAMPLES} (digits 0-7, a point, "
            f"at least one digit after it), got {code!r}"
        )
    first = int(match.group(1) or "0")
    if first not in (0, 4):
        raise InvalidCodeError(
            f"code must start with 0 or 4 before the point (a move must remove counters "
            f"or split a heap), got {code!r}"
        )
    digits = [first, *(int(c) for c in match.group(2))]
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


def format_octal_code(digits: tuple[int, ...]) -> str:
    """Return the canonical spelling of octal ``digits``: ``"0.77"``, ``"4.0"``.

    Examples
    --------
    >>> format_octal_code((0, 7, 7)), format_octal_code((4,))
    ('0.77', '4.0')
    """
    after = "".join(str(d) for d in digits[1:]) or "0"
    return f"{digits[0]}.{after}"


class OctalGame(HeapGame):
    """A take-and-break game given by its Guy–Smith octal code ``d0.d1d2d3...``.

    Digit ``d_k`` (``k = 0`` for the digit before the point, ``k >= 1`` for the
    ``k``-th digit after it) says what may remain after removing ``k`` counters from
    one heap of size ``h``; it is a sum of

    - 1: no heap (the whole heap is taken; needs ``h == k``),
    - 2: one heap (``h > k``),
    - 4: two non-empty heaps (``h > k + 1``), of any sizes adding up to ``h - k``.

    So ``"0.77"`` (Kayles) removes 1 or 2 counters and may leave 0, 1 or 2 heaps, and
    ``"4.0"`` only splits a heap into two. The accepted spellings are described in
    :func:`parse_octal_code`; the canonical one is kept and shown by ``repr``.

    Parameters
    ----------
    code : str
        The octal code, for example ``"0.77"``, ``".07"``, ``"0.137"`` or ``"4.7"``.

    Raises
    ------
    InvalidCodeError
        If ``code`` is malformed (``"77"``, ``"0.78"``, ``"0.7x"``, ``""``).

    Examples
    --------
    >>> import grundylib as gl
    >>> kayles = OctalGame(".770")
    >>> kayles
    OctalGame("0.77")
    >>> sorted(kayles.heap_options(4))
    [(1, 1), (1, 2), (2,), (3,)]
    >>> [gl.grundy(kayles, n) for n in range(12)]
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> OctalGame("0.7x")
    Traceback (most recent call last):
    ...
    grundylib.core.InvalidCodeError: code must be an octal code such as '0.77', ... got '0.7x'

    References
    ----------
    .. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
       Mathematical Plays*, vol. 1, ch. 4 "Taking and Breaking".
    .. [2] R. K. Guy and C. A. B. Smith, "The G-values of various games",
       Proc. Cambridge Philos. Soc. 52 (1956), 514-526.
    """

    def __init__(self, code: str) -> None:
        self.digits: tuple[int, ...] = parse_octal_code(code)
        self.code: str = format_octal_code(self.digits)

    @property
    def last_digit_position(self) -> int:
        """``t``, the position of the last non-zero digit (0 if there is none after the point)."""
        return len(self.digits) - 1

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield what may remain of a heap: ``()``, ``(h - k,)`` or ``(a, b)`` with ``a <= b``."""
        h = check_natural(heap, "heap size")
        for k, d in enumerate(self.digits):
            if d & 1 and h == k and k > 0:
                yield ()
            if d & 2 and h > k and k > 0:
                yield (h - k,)
            if d & 4 and h > k + 1:
                rest = h - k
                for a in range(1, rest // 2 + 1):
                    yield (a, rest - a)

    def rules_in_words(self) -> str:
        """Describe the moves in English, one sentence per number of counters removed.

        Examples
        --------
        >>> print(OctalGame("0.137").rules_in_words())
        Remove 1 counter: only a heap of exactly 1 (taking the whole heap).
        Remove 2 counters: from a heap of exactly 2 (taking the whole heap), or from a larger heap, leaving one heap.
        Remove 3 counters: from a heap of exactly 3 (taking the whole heap), or from a larger heap, leaving one heap or splitting the rest into two non-empty heaps.
        >>> print(OctalGame("4.0").rules_in_words())
        Remove no counters: split a heap into two non-empty heaps.
        """
        lines = []
        for k, d in enumerate(self.digits):
            if d == 0:
                continue
            if k == 0:
                lines.append("Remove no counters: split a heap into two non-empty heaps.")
                continue
            what = f"Remove {k} counter{'s' if k > 1 else ''}: "
            whole = f"a heap of exactly {k} (taking the whole heap)"
            leave = []
            if d & 2:
                leave.append("leaving one heap")
            if d & 4:
                leave.append("splitting the rest into two non-empty heaps")
            larger = "from a larger heap, " + " or ".join(leave) if leave else ""
            if d & 1 and not leave:
                lines.append(what + f"only {whole}.")
            elif d & 1:
                lines.append(what + f"from {whole}, or {larger}.")
            else:
                lines.append(what + f"only {larger}.")
        return "\n".join(lines) if lines else "No moves at all: every position is a P-position."

    def __repr__(self) -> str:
        return f'OctalGame("{self.code}")'


class Kayles(OctalGame):
    """Kayles, the octal game ``0.77``: knock down one pin or two adjacent pins.

    Examples
    --------
    >>> import grundylib as gl
    >>> Kayles(), Kayles().code
    (Kayles(), '0.77')
    >>> gl.grundy(Kayles(), (3, 4))
    2

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 4 (Kayles, period 12).
    """

    def __init__(self) -> None:
        super().__init__("0.77")

    def __repr__(self) -> str:
        return "Kayles()"


class DawsonsKayles(OctalGame):
    """Dawson's Kayles, the octal game ``0.07``: knock down exactly two adjacent pins.

    Its value at heap ``n`` equals the value of Dawson's chess (``0.137``) at ``n - 1``.

    Examples
    --------
    >>> import grundylib as gl
    >>> DawsonsKayles()
    DawsonsKayles()
    >>> [gl.grundy(DawsonsKayles(), n) for n in range(8)]
    [0, 0, 1, 1, 2, 0, 3, 1]

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 4 (Dawson's Kayles).
    """

    def __init__(self) -> None:
        super().__init__("0.07")

    def __repr__(self) -> str:
        return "DawsonsKayles()"


class Treblecross(OctalGame):
    """The octal game ``0.007``, which Winning Ways uses to solve Treblecross.

    Treblecross is one-dimensional noughts and crosses in which both players write X;
    Winning Ways lists it as the octal game ``0.007`` (remove three counters, leaving
    0, 1 or 2 heaps).

    Examples
    --------
    >>> import grundylib as gl
    >>> Treblecross()
    Treblecross()
    >>> [gl.grundy(Treblecross(), n) for n in range(8)]
    [0, 0, 0, 1, 1, 1, 2, 2]

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 4 (Treblecross, .007).
    """

    def __init__(self) -> None:
        super().__init__("0.007")

    def __repr__(self) -> str:
        return "Treblecross()"


def laskers_nim_grundy(n: int) -> int:
    """Return the Grundy value of a heap of ``n`` in Lasker's Nim (closed form).

    ``g(0) = 0`` and, for ``k >= 0``: ``g(4k+1) = 4k+1``, ``g(4k+2) = 4k+2``,
    ``g(4k+3) = 4k+4``, ``g(4k+4) = 4k+3``.

    Parameters
    ----------
    n : int
        A heap size, ``n >= 0``.

    Returns
    -------
    int

    Examples
    --------
    >>> [laskers_nim_grundy(n) for n in range(9)]
    [0, 1, 2, 4, 3, 5, 6, 8, 7]

    References
    ----------
    .. [1] E. Lasker, *Brettspiele der Völker* (1931); T. S. Ferguson, *Game Theory*,
       Part I, §4.3 exercise (Lasker's Nim).
    """
    n = check_natural(n, "heap size")
    if n == 0:
        return 0
    r = n % 4
    if r == 3:
        return n + 1
    if r == 0:
        return n - 1
    return n


class LaskersNim(HeapGame):
    """Lasker's Nim: remove any number of counters from a heap, or split it into two heaps.

    The closed form is :func:`laskers_nim_grundy`; it is deliberately *not* used by the
    evaluator, so :func:`grundylib.grundy` checks it by search.

    Examples
    --------
    >>> import grundylib as gl
    >>> LaskersNim()
    LaskersNim()
    >>> [gl.grundy(LaskersNim(), n) for n in range(9)]
    [0, 1, 2, 4, 3, 5, 6, 8, 7]
    >>> gl.grundy(LaskersNim(), (2, 5, 7))
    15

    References
    ----------
    .. [1] T. S. Ferguson, *Game Theory*, Part I, §4 (Lasker's Nim).
    """

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield ``(h - k,)`` for every take ``k``, then every split ``(a, h - a)``, ``a <= h - a``."""
        h = check_natural(heap, "heap size")
        for k in range(1, h + 1):
            yield (h - k,)
        for a in range(1, h // 2 + 1):
            yield (a, h - a)


class GrundysGame(HeapGame):
    """Grundy's game: split one heap into two non-empty heaps of *different* sizes.

    Examples
    --------
    >>> import grundylib as gl
    >>> GrundysGame()
    GrundysGame()
    >>> list(GrundysGame().heap_options(6))
    [(1, 5), (2, 4)]
    >>> [gl.grundy(GrundysGame(), n) for n in range(12)]
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]

    References
    ----------
    .. [1] Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 4 (Grundy's game).
    """

    def heap_options(self, heap: Any) -> Iterator[tuple[int, ...]]:
        """Yield ``(a, h - a)`` for ``1 <= a < h - a``."""
        h = check_natural(heap, "heap size")
        for a in range(1, (h + 1) // 2):
            yield (a, h - a)
