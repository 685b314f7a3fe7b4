"""Green Hackenbush: the colon and fusion principles against brute force on every small picture.

The brute force is the search of :func:`grundylib.game_graph` on the ruleset's moves; it
knows nothing of colon or fusion. Every rooted graph with up to 7 edges (connected
multigraphs with loops, with the ground as a distinguished vertex, up to isomorphism)
is enumerated by adding one edge at a time; random larger pictures come from hypothesis.
"""

from __future__ import annotations

import itertools
from collections import Counter

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import networkx as nx
import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundylib as gl
from grundylib.games.hackenbush import GROUND, check_picture

GAME = gl.GreenHackenbush()
MAX_EDGES = 7


# --- the enumeration: every rooted graph with up to 7 edges, up to isomorphism ---------------


def canonical_form(edges: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The least relabelled edge list over the relabellings that respect colour refinement.

    Colours (ground or not, loops, neighbours' colours with multiplicities) are refined
    until stable; they are invariant under isomorphisms fixing the ground, so the minimum
    over all orderings within colour classes is the same for isomorphic pictures.
    """
    vertices = sorted({GROUND} | {v for e in edges for v in e})
    loops = Counter(u for u, v in edges if u == v)
    multiplicity = Counter((u, v) for u, v in edges if u != v)
    neighbours: dict[int, list[tuple[int, int]]] = {v: [] for v in vertices}
    for (u, v), m in multiplicity.items():
        neighbours[u].append((v, m))
        neighbours[v].append((u, m))
    colour = {v: (v != GROUND, loops[v], len(neighbours[v])) for v in vertices}
    while True:
        signature = {
            v: (colour[v], tuple(sorted((colour[w], m) for w, m in neighbours[v])))
            for v in vertices
        }
        ranks = {s: i for i, s in enumerate(sorted(set(signature.values())))}
        refined = {v: ranks[signature[v]] for v in vertices}
        stable = len(set(refined.values())) == len(set(colour.values()))
        colour = refined  # type: ignore[assignment]
        if stable:
            break
    classes: dict[object, list[int]] = {}
    for v in vertices:
        classes.setdefault(colour[v], []).append(v)
    groups = [classes[c] for c in sorted(classes)]  # type: ignore[type-var]
    best = None
    for orders in itertools.product(*(itertools.permutations(g) for g in groups)):
        label = {v: i for i, v in enumerate(itertools.chain.from_iterable(orders))}
        form = tuple(sorted((min(label[u], label[v]), max(label[u], label[v])) for u, v in edges))
        if best is None or form < best:
            best = form
    assert best is not None
    return best


def rooted_graphs(max_edges: int) -> list[list[tuple[tuple[int, int], ...]]]:
    """Level k: one picture of each isomorphism class with k edges, all joined to the ground.

    Every such picture with k >= 1 edges has an edge whose removal leaves the rest joined to
    the ground (a loop, an edge on a cycle, or the edge to a leaf that is not the ground),
    so adding an edge (a loop, an edge between two vertices, or an edge to a new vertex) to
    every picture of level k - 1 reaches every class of level k.
    """
    levels: list[list[tuple[tuple[int, int], ...]]] = [[()]]
    for _ in range(max_edges):
        seen: set[tuple[tuple[int, int], ...]] = set()
        level = []
        for picture in levels[-1]:
            vertices = sorted({GROUND} | {v for e in picture for v in e})
            new = vertices[-1] + 1
            for i, u in enumerate(vertices):
                for w in [*vertices[i:], new]:
                    form = canonical_form((*picture, (u, w)))
                    if form not in seen:
                        seen.add(form)
                        level.append(form)
        levels.append(level)
    return levels


@pytest.fixture(scope="module")
def levels() -> list[list[tuple[tuple[int, int], ...]]]:
    return rooted_graphs(MAX_EDGES)


def test_the_enumeration_agrees_with_networkx_isomorphism_up_to_five_edges(levels):
    """Dedupe the same candidates with networkx's multigraph isomorphism test instead."""

    def as_graph(edges):
        G = nx.MultiGraph()
        G.add_node(GROUND)
        G.add_edges_from(edges)
        nx.set_node_attributes(G, {v: v == GROUND for v in G}, "ground")
        return G

    def same(a, b):
        return a["ground"] == b["ground"]

    classes = [[()]]
    for _ in range(5):
        found: list[nx.MultiGraph] = []
        for picture in classes[-1]:
            vertices = sorted({GROUND} | {v for e in picture for v in e})
            for i, u in enumerate(vertices):
                for w in [*vertices[i:], vertices[-1] + 1]:
                    G = as_graph((*picture, (u, w)))
                    if not any(nx.is_isomorphic(G, H, node_match=same) for H in found):
                        found.append(G)
        classes.append([tuple(sorted(G.edges())) for G in found])
    assert [len(c) for c in classes] == [len(level) for level in levels[:6]]


def test_one_and_two_edge_pictures_are_the_ones_drawn_by_hand(levels):
    assert sorted(levels[1]) == [((0, 0),), ((0, 1),)]
    # a stalk, two edges on the ground, two parallel edges, an edge with a loop on top,
    # an edge and a loop on the ground, two loops on the ground
    assert len(levels[2]) == 6


def test_every_rooted_graph_with_up_to_7_edges_fast_value_equals_brute_force(levels):
    pictures = [p for level in levels for p in level]
    assert [len(level) for level in levels] == [1, 2, 6, 20, 74, 289, 1203, 5221]

    class EveryPicture:
        """A start position whose options are all the pictures: one search labels them all."""

        def moves(self, position):
            return pictures if position == "every picture" else GAME.moves(position)

    G = gl.game_graph(EveryPicture(), "every picture", max_positions=100_000)
    assert G.number_of_nodes() == 27_639  # 27,638 labelled pictures and the start
    wrong = [p for p in pictures if G.nodes[p]["grundy"] != gl.hackenbush_value(p)]
    assert wrong == []
    values = Counter(G.nodes[p]["grundy"] for p in pictures)
    assert values[0] == 603 and max(values) == 7


@st.composite
def pictures(draw, min_edges=1, max_edges=11):
    """A picture grown edge by edge: each new edge starts at a vertex already joined to the ground."""
    n = draw(st.integers(min_edges, max_edges))
    edges: list[tuple[int, int]] = []
    top = 0
    for _ in range(n):
        u = draw(st.integers(0, top))
        kind = draw(st.sampled_from(["new", "new", "old", "loop"]))
        if kind == "new":
            top += 1
            edges.append((u, top))
        elif kind == "old":
            edges.append((u, draw(st.integers(0, top))))
        else:
            edges.append((u, u))
    return gl.hackenbush_position(edges)


@given(pictures(min_edges=8, max_edges=12))
def test_random_larger_pictures_fast_value_equals_gl_grundy(picture):
    assert gl.hackenbush_value(picture) == gl.grundy(GAME, picture)


@given(pictures(max_edges=9))
def test_winning_cuts_are_the_winning_moves_of_the_search(picture):
    cuts = gl.hackenbush_winning_cuts(picture)
    assert [gl.hackenbush_cut(picture, e) for e in cuts] == gl.winning_moves(GAME, picture)


@given(pictures(max_edges=10))
def test_fusion_keeps_the_value_and_leaves_a_tree_with_loops(picture):
    fused = gl.fuse(picture)
    assert len(fused) == len(picture)
    assert gl.grundy(GAME, fused) == gl.grundy(GAME, picture)
    tree_edges = [(u, v) for u, v in fused if u != v]
    G = nx.MultiGraph(tree_edges)
    G.add_node(GROUND)
    assert nx.is_forest(G) and not any(c > 1 for c in Counter(tree_edges).values())


def test_bamboo_stalks_are_nim_heaps_and_sums_are_nim_sums():
    assert [gl.grundy(GAME, gl.bamboo(n)) for n in range(8)] == list(range(8))
    for heaps in itertools.product(range(4), repeat=3):
        picture = gl.hackenbush_sum(*(gl.bamboo(h) for h in heaps))
        assert gl.grundy(GAME, picture) == gl.nim_sum(*heaps) == gl.hackenbush_value(picture)


def test_colon_principle_worked_examples():
    # an edge carrying stalks of 1 and 2: 1 + (1 ⊕ 2) = 4
    assert gl.hackenbush_value(gl.tree([[[], [[]]]])) == 4 == gl.grundy(GAME, gl.tree([[[], [[]]]]))
    # odd and even cycles on a stalk: a triangle fuses to 3 loops, a square to 4
    assert [gl.hackenbush_value(gl.polygon(n, stem=1)) for n in range(1, 7)] == [2, 1, 2, 1, 2, 1]
    assert [gl.grundy(GAME, gl.polygon(n, stem=1)) for n in range(1, 7)] == [2, 1, 2, 1, 2, 1]


def test_long_pictures_need_no_recursion():
    assert gl.hackenbush_value(gl.bamboo(20_000)) == 20_000  # far past the recursion limit
    big = gl.polygon(10_001, stem=5_000)  # an odd cycle: 5,000 + (1 for its loops)
    assert gl.hackenbush_value(big) == 5_000 + 1


def test_moves_cut_one_copy_and_drop_what_falls():
    picture = ((0, 1), (1, 2), (1, 2), (2, 3))
    assert list(GAME.moves(picture)) == [(), ((0, 1), (1, 2), (2, 3)), ((0, 1), (1, 2), (1, 2))]
    assert gl.hackenbush_cut(picture, (2, 1)) == ((0, 1), (1, 2), (2, 3))
    assert list(GAME.moves(())) == []


def test_networkx_round_trip_and_relabelling():
    G = nx.MultiGraph([("g", "a"), ("a", "b"), ("b", "g"), ("b", "b")])
    position = gl.hackenbush_position(G, ground="g")
    assert position == ((0, 1), (0, 2), (1, 2), (2, 2))
    H = gl.hackenbush_graph(position)
    assert H.graph["ground"] == 0 and H.number_of_edges() == 4
    assert gl.hackenbush_position(H) == position
    G.graph["ground"] = "g"
    assert gl.hackenbush_value(G) == gl.grundy(GAME, position)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: GAME.moves([(0, 1)]).__next__(), "position must be a tuple of edges"),
        (lambda: list(GAME.moves(((0, 1), (2, 3)))), "every edge must be connected to the ground"),
        (lambda: list(GAME.moves(((0, 1, 2),))), "edge must be a pair of vertices (u, v), got (0, 1, 2)"),
        (lambda: list(GAME.moves(((0, "a"),))), "vertex must be a non-negative integer, got 'a'"),
        (lambda: list(GAME.moves(((True, 1),))), "vertex must be a non-negative integer, got True"),
        (lambda: gl.bamboo(-1), "n must be a non-negative integer, got -1"),
        (lambda: gl.polygon(0), "n must be a positive integer, got 0"),
        (lambda: gl.tree([[], "x"]), "tree must be nested lists of children, got 'x'"),
        (lambda: gl.hackenbush_position(nx.MultiGraph([(1, 2)]), ground=0), "ground must be a vertex"),
        (lambda: gl.hackenbush_position(nx.DiGraph([(0, 1)])), "picture must be an undirected graph"),
        (lambda: gl.hackenbush_position("01"), "picture must be a list of edges"),
        (lambda: gl.hackenbush_cut(((0, 1),), (0, 2)), "edge must be an edge of the picture"),
    ],
)
def test_bad_input_gets_a_clear_error(call, message):
    with pytest.raises(gl.GrundyError) as info:
        call()
    assert message in str(info.value)
    assert str(info.value)[0].islower()


def test_huge_pictures_are_refused_before_work():
    with pytest.raises(gl.PositionLimitError):
        gl.bamboo(10**12)
    with pytest.raises(gl.PositionLimitError):
        check_picture(((0, 1),) * (10**6 + 1))


def test_repr_equality_and_analysis_functions():
    assert repr(GAME) == "GreenHackenbush()" and eval(repr(GAME), {"GreenHackenbush": gl.GreenHackenbush}) == GAME
    assert hash(GAME) == hash(gl.GreenHackenbush())
    picture = gl.hackenbush_sum(gl.bamboo(2), gl.polygon(3, stem=1))
    assert gl.outcome(GAME, picture) == gl.Outcome.P  # 2 ⊕ 2 = 0
    G = gl.game_graph(GAME, picture)
    assert G.nodes[picture]["grundy"] == 0


def test_drawing_labels_every_edge_and_keeps_the_layout():
    start = gl.hackenbush_sum(gl.tree([[[], []]]), gl.polygon(2, stem=1), gl.polygon(1))
    layout = gl.hackenbush_layout(start)
    ax = gl.draw_hackenbush(start, edge_labels=range(1, len(start) + 1), highlight={0})
    assert sorted(int(t.get_text()) for t in ax.texts) == list(range(1, len(start) + 1))
    after = gl.hackenbush_cut(start, (0, 1))
    ax2 = gl.draw_hackenbush(after, layout=layout)
    assert ax2.get_xlim() == ax.get_xlim()
    assert ax.figure.get_figheight() <= 3.5
    plt.close("all")
    with pytest.raises(gl.InvalidArgumentError, match="layout must place every vertex"):
        gl.draw_hackenbush(start, layout={1: (0.0, 1.0)})
    plt.close("all")


def test_random_pictures_are_seeded_and_grounded():
    for seed in range(30):
        picture = gl.random_hackenbush(9, seed=seed)
        assert picture == gl.random_hackenbush(9, seed=seed) and len(picture) == 9
        assert check_picture(picture) == picture
        plain = gl.random_hackenbush(9, seed=seed, cycles=False)
        assert nx.is_tree(gl.hackenbush_graph(plain))


def _pieces_by_networkx(picture):
    """Each vertex's smallest 2-edge-connected partner, by networkx's bridges (a reference)."""
    G = nx.MultiGraph([(u, v) for u, v in picture if u != v])
    G.add_node(GROUND)
    bridges = {frozenset(e) for e in nx.bridges(G)}
    kept = nx.Graph()
    kept.add_nodes_from(G)
    kept.add_edges_from((u, v) for u, v in G.edges() if frozenset((u, v)) not in bridges)
    return {v: min(c) for c in nx.connected_components(kept) for v in c}


@given(pictures(max_edges=40))
def test_the_bridge_search_finds_the_pieces_networkx_finds(picture):
    from grundylib.games.hackenbush import fused_vertices

    assert fused_vertices(picture) == _pieces_by_networkx(picture)


@pytest.mark.parametrize("cycles", [False, True])
def test_big_random_pictures_fuse_like_networkx(cycles):
    from grundylib.games.hackenbush import fused_vertices

    picture = gl.random_hackenbush(3000, seed=11, cycles=cycles)
    assert fused_vertices(picture) == _pieces_by_networkx(picture)
