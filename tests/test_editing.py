"""Qt-free editing geometry: snapping, shared vertices, vertex edits, trace-along, simplify, split,
merge and incremental derivation (equal to a full derivation)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon

from ccp_editor.core import editing
from ccp_editor.core.editing import EditError, RingRef, VertexRef
from ccp_editor.core.terrain import derive
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.io.documents import load_document
from ccp_editor.model.mapdoc import LineShape, MapDocument, Shapes, TerrainShape

RS = builtin_ruleset()
MAPS = Path(__file__).resolve().parent.parent / "maps"


def two_squares() -> Shapes:
    """Two unit squares sharing the border x = 1 (vertices (1,0) and (1,1) shared)."""
    a = TerrainShape(id="a", type="jungle", polygon=[[0, 0], [1, 0], [1, 1], [0, 1]])
    b = TerrainShape(id="b", type="swamp", polygon=[[1, 0], [2, 0], [2, 1], [1, 1], [1, 0]])
    road = LineShape(id="r", type="road", points=[[0, 3], [2, 3]])
    return Shapes(terrain=[a, b], lines=[road])


def test_snap_prefers_a_vertex_over_a_nearer_edge() -> None:
    shapes = two_squares()
    s = editing.snap(shapes, 1.05, 0.02, 0.1)
    assert s is not None and s.kind == "vertex" and s.point == (1.0, 0.0)


def test_snap_to_an_edge_projects_onto_it() -> None:
    s = editing.snap(two_squares(), 0.5, 3.04, 0.1)
    assert s is not None and s.kind == "edge" and s.ring == RingRef("lines", 0) and s.point == pytest.approx((0.5, 3.0))


def test_snap_outside_tolerance_skip_and_accept() -> None:
    shapes = two_squares()
    assert editing.snap(shapes, 5, 5, 0.1) is None
    s = editing.snap(shapes, 0.02, 0.02, 0.1, skip=[RingRef("terrain", 0)])
    assert s is None
    s = editing.snap(shapes, 1.02, 0.0, 0.1, accept=lambda r: r.index == 1)
    assert s is not None and s.ring == RingRef("terrain", 1)


def test_shared_vertex_moves_in_both_shapes_and_keeps_closing_point() -> None:
    shapes = two_squares()
    refs = editing.shared_vertices(shapes, 1.0, 0.0)
    assert {r.ring.index for r in refs} == {0, 1}
    new = editing.moved_rings(shapes, refs, (1.2, -0.1))
    assert new[RingRef("terrain", 0)][1] == [1.2, -0.1]
    b = new[RingRef("terrain", 1)]
    assert b[0] == [1.2, -0.1] and b[-1] == [1.2, -0.1]  # the stored closing point follows


def test_insert_and_delete_vertex() -> None:
    ring = [[0, 0], [1, 0], [1, 1]]
    assert editing.insert_vertex(ring, 2, (0.5, 0.5), True) == [[0, 0], [1, 0], [1, 1], [0.5, 0.5]]
    assert editing.insert_vertex([[0, 0], [2, 0]], 0, (1, 0), False) == [[0, 0], [1, 0], [2, 0]]
    with pytest.raises(EditError, match="at least 3"):
        editing.delete_vertex(ring, 0, True)
    with pytest.raises(EditError, match="at least 2"):
        editing.delete_vertex([[0, 0], [1, 1]], 0, False)
    with pytest.raises(EditError, match="does not exist"):
        editing.insert_vertex(ring, 7, (0, 0), True)
    assert editing.delete_vertex([[0, 0], [1, 0], [1, 1], [0, 1]], 1, True) == [[0, 0], [1, 1], [0, 1]]


def test_trace_between_takes_the_shorter_way_round() -> None:
    ring = [[0, 0], [1, 0], [2, 0], [2, 1], [1, 1], [0, 1]]
    assert editing.trace_between(ring, 0, 2, True) == [[1, 0]]
    assert editing.trace_between(ring, 2, 0, True) == [[1, 0]]
    assert editing.trace_between(ring, 1, 4, True) in ([[2, 0], [2, 1]], [[0, 0], [0, 1]])
    assert editing.trace_between([[0, 0], [1, 0], [2, 0], [3, 0]], 3, 0, False) == [[2, 0], [1, 0]]
    assert editing.trace_between(ring, 3, 3, True) == []


def test_simplify_drops_collinear_and_tiny_wiggles() -> None:
    ring = [[0, 0], [0.5, 0.001], [1, 0], [1, 1], [0, 1]]
    out = editing.simplify_ring(ring, 0.01, True)
    assert len(out) == 4 and Polygon(out).is_valid
    assert editing.simplify_ring([[0, 0], [1, 0.001], [2, 0]], 0.01, False) == [[0, 0], [2, 0]]
    with pytest.raises(EditError):
        editing.simplify_ring(ring, 0, True)


def test_split_and_merge_round_trip_the_area() -> None:
    square = [[0, 0], [2, 0], [2, 2], [0, 2]]
    parts = editing.split_area(square, [], [[1, -1], [1, 3]])
    assert len(parts) == 2
    assert sum(Polygon(s).area for s, _h in parts) == pytest.approx(4.0)
    shell, holes = editing.merge_areas(parts)
    assert Polygon(shell, holes).area == pytest.approx(4.0)
    with pytest.raises(EditError, match="cross"):
        editing.split_area(square, [], [[5, 5], [6, 6]])
    with pytest.raises(EditError, match="neither overlap"):
        editing.merge_areas([(square, []), ([[5, 5], [6, 5], [6, 6]], [])])
    with pytest.raises(EditError, match="at least two"):
        editing.merge_areas([(square, [])])
    with pytest.raises(EditError, match="crosses itself"):
        editing.split_area([[0, 0], [2, 2], [2, 0], [0, 2]], [], [[1, -1], [1, 3]])


def test_vertices_on_edge_finds_both_directions() -> None:
    found = editing.vertices_on_edge(two_squares(), (1, 0), (1, 1))
    assert {(r.index, k) for r, k in found} == {(0, 1), (1, 3)}


def test_next_shape_id_is_unused() -> None:
    shapes = two_squares()
    shapes.terrain[0].id = "jungle-1"
    assert editing.next_shape_id(shapes, "jungle") == "jungle-2"


@pytest.fixture(scope="module")
def demo() -> MapDocument:
    return load_document(MAPS / "demo-inland.yaml", MapDocument)  # type: ignore[return-value]


@settings(max_examples=12, deadline=None)
@given(
    shape=st.integers(min_value=0, max_value=17),
    vertex=st.integers(min_value=0, max_value=200),
    dx=st.floats(min_value=-0.8, max_value=0.8),
    dy=st.floats(min_value=-0.8, max_value=0.8),
)
def test_incremental_derivation_equals_a_full_one(demo: MapDocument, shape: int, vertex: int, dx: float, dy: float) -> None:
    before = derive(demo, RS)
    doc = copy.deepcopy(demo)
    target = doc.shapes.terrain[shape % len(doc.shapes.terrain)]
    ring = RingRef("terrain", doc.shapes.terrain.index(target))
    pts = editing.open_ring(target.polygon)
    i = vertex % len(pts)
    old_hexes = editing.hexes_touched(doc, target)
    new = editing.moved_rings(doc.shapes, [VertexRef(ring, i)], (pts[i][0] + dx, pts[i][1] + dy))
    target.polygon = new[ring]
    hexes = old_hexes | editing.hexes_touched(doc, target)
    inc = editing.derive_hexes(doc, RS, hexes, before)
    full = derive(doc, RS)
    assert inc.hexes == full.hexes
    assert inc.effective == full.effective
    assert sorted(inc.ambiguous) == sorted(full.ambiguous)


def test_derive_hexes_without_hexes_returns_previous(demo: MapDocument) -> None:
    d = derive(demo, RS)
    assert editing.derive_hexes(demo, RS, [], d) is d
    assert editing.derive_hexes(demo, RS, ["Z99"], d) is d
