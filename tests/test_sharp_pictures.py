"""Every picture the library draws for a page has two image pixels per CSS pixel it is shown at.

Jupyter's "retina" figures do the same; a picture drawn at one pixel per CSS pixel looks blurred on
a high-resolution screen and prints at 96 ppi in a handout (which needs 200 ppi or more).
"""

from __future__ import annotations

import base64
import re

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

import grundylib as gl
from grundylib._png import PIXEL_DENSITY, png_size, sharp_png


def test_a_sharp_png_has_twice_the_pixels_of_its_shown_size() -> None:
    fig, ax = plt.subplots(figsize=(3, 2), dpi=100)
    ax.plot([0, 1], [1, 0])
    data, width, height = sharp_png(fig, tight=False)
    plt.close(fig)
    assert (width, height) == (300, 200)
    assert png_size(data) == (600, 400)
    assert PIXEL_DENSITY == 2


def test_a_widget_picture_carries_its_shown_size() -> None:
    p = gl.play_nim((13, 12, 8))
    p.hint()
    (image,) = p.hint_output.outputs
    shown = image["metadata"]["image/png"]
    width, height = png_size(base64.b64decode(image["data"]["image/png"]))
    assert abs(width - 2 * shown["width"]) <= 1 and abs(height - 2 * shown["height"]) <= 1


def test_a_picture_in_a_reveal_box_is_shown_at_half_its_pixels() -> None:
    with gl.course.reveal() as box:
        _fig, ax = plt.subplots(figsize=(2, 1), dpi=100)
        ax.set_title("a picture")
    html = box._repr_html_()
    assert html.startswith("<details>") and html.count("<img") == 1
    shown = int(re.search(r'width="(\d+)"', html).group(1))
    png = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)", html).group(1))
    assert abs(png_size(png)[0] - 2 * shown) <= 1  # an odd width is rounded
