"""Matplotlib figures as sharp PNG images: two image pixels for every pixel they are shown at.

A browser shows an image at the width its metadata (or ``<img width>``) gives, in CSS pixels;
with twice as many pixels in the file the picture stays sharp on a high-resolution screen and
prints at 192 ppi or more (the handouts print it at 200 ppi), the same way IPython's "retina"
figures do.
"""

from __future__ import annotations

import io
import struct
from typing import Any

__all__ = ["PIXEL_DENSITY", "png_size", "sharp_png"]

PIXEL_DENSITY = 2
"""Image pixels per CSS pixel of every PNG the library draws."""


def png_size(data: bytes) -> tuple[int, int]:
    """The width and height of a PNG image, in its own pixels, read from its header.

    Examples
    --------
    >>> png_size(b"\\x89PNG\\r\\n\\x1a\\n" + bytes(8) + (300).to_bytes(4, "big") + (20).to_bytes(4, "big"))
    (300, 20)
    """
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def sharp_png(figure: Any, *, dpi: float | None = None, tight: bool = True) -> tuple[bytes, int, int]:
    """Save ``figure`` as a PNG with :data:`PIXEL_DENSITY` pixels per CSS pixel.

    Parameters
    ----------
    figure : matplotlib.figure.Figure
        The figure to save.
    dpi : float, optional
        CSS pixels per inch it is to be shown at (default: the figure's own ``dpi``).
    tight : bool, optional
        Whether to crop it to what is drawn (``bbox_inches="tight"``, as Jupyter does).

    Returns
    -------
    tuple of (bytes, int, int)
        The PNG data and the width and height, in CSS pixels, to show it at.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(2, 1), dpi=100)
    >>> data, width, height = sharp_png(fig, tight=False)
    >>> (width, height), png_size(data)
    ((200, 100), (400, 200))
    """
    shown_dpi = float(figure.dpi if dpi is None else dpi)
    buffer = io.BytesIO()
    extra: dict[str, Any] = {"bbox_inches": "tight"} if tight else {}
    figure.savefig(buffer, format="png", dpi=shown_dpi * PIXEL_DENSITY, **extra)
    data = buffer.getvalue()
    width, height = png_size(data)
    return data, round(width / PIXEL_DENSITY), round(height / PIXEL_DENSITY)
