"""A labelled game graph that shows itself in Jupyter as a picture.

:func:`grundylib.game_graph` returns a :class:`GameGraph`: a ``networkx.DiGraph`` in every
respect, whose ``_repr_png_`` draws it with :func:`grundylib.draw_game_graph` (or
:func:`grundylib.draw_loopy_graph` when it has cycles). matplotlib, and the drawing modules
that load it, are imported only when a graph is drawn.
"""

from __future__ import annotations

import networkx as nx

from ._png import sharp_png

__all__ = ["MAX_DRAWN_NODES", "GameGraph"]

MAX_DRAWN_NODES = 150
"""A :class:`GameGraph` with more nodes than this does not draw itself (it would be unreadable)."""


class GameGraph(nx.DiGraph):  # type: ignore[type-arg]
    """A labelled game graph that draws itself in Jupyter; a ``networkx.DiGraph`` otherwise.

    :func:`grundylib.game_graph` returns one. Its ``_repr_png_`` draws it with
    :func:`grundylib.draw_game_graph` (P- and N-positions in two colours), or with
    :func:`grundylib.draw_loopy_graph` when it has cycles, if its nodes are labelled and
    at most :data:`MAX_DRAWN_NODES`; copies, subgraphs and reversed
    graphs keep the class. ``str`` shows it as networkx shows a ``DiGraph``.

    Examples
    --------
    >>> import grundylib as gl
    >>> G = gl.game_graph(gl.SubtractionGame({1, 2}), 4)
    >>> isinstance(G, nx.DiGraph), str(G)
    (True, 'DiGraph with 5 nodes and 7 edges')
    >>> from grundylib._png import png_size
    >>> png, shown = G._repr_png_()
    >>> png[:8], abs(png_size(png)[0] - 2 * shown["width"]) <= 1  # twice the pixels shown
    (b'\\x89PNG\\r\\n\\x1a\\n', True)
    """

    def __str__(self) -> str:
        return "DiGraph" + super().__str__().removeprefix(type(self).__name__)

    def _repr_png_(self) -> tuple[bytes, dict[str, int]] | None:
        """Draw the graph as a PNG image with its size to show it at (twice as many pixels, for
        a sharp picture), or return None when it is too big or unlabelled."""
        if len(self) > MAX_DRAWN_NODES or len(self) == 0:
            return None
        if any("outcome" not in data for _, data in self.nodes(data=True)):
            return None
        # matplotlib is heavy, so it is loaded only when a graph is drawn; a bare Figure
        # (no pyplot) keeps Jupyter from showing the picture a second time
        from matplotlib.figure import Figure

        from .loopy_plot import draw_loopy_graph
        from .plotting import draw_game_graph

        side = min(6.0, 3.0 + 0.25 * len(self))  # with its legend, a printed page's width
        figure = Figure(figsize=(side, max(3.0, 0.6 * side)))
        if nx.is_directed_acyclic_graph(self):
            draw_game_graph(self, ax=figure.add_subplot())
        else:  # a loopy game's graph: values in the nodes, draws in their own colour
            draw_loopy_graph(self, ax=figure.add_subplot())
        data, width, height = sharp_png(figure)
        return data, {"width": width, "height": height}
