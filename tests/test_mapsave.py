"""Saving a map: traced points rounded to a thousandth of a hex in one place (idempotent), never
at the cost of a derived hex, and the stored derived hex cache of a ready map brought up to date."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.core.mapsave import COORD_DECIMALS, round_points, tidy_for_save
from ccp_editor.core.terrain import derive
from ccp_editor.model.dataset import DataSet
from ccp_editor.model.mapdoc import MapDocument, TerrainShape


def _all_points(doc: MapDocument) -> list[float]:
    out: list[float] = []
    for s in doc.shapes.terrain + doc.shapes.levels:
        out += [v for p in s.polygon for v in p] + [v for h in s.holes for p in h for v in p]
    for line in doc.shapes.lines:
        out += [v for p in line.points for v in p]
    return out


def _jittered(doc: MapDocument, noise: list[float]) -> MapDocument:
    """The map with every traced point moved by tiny amounts (what clicks on a scan give)."""
    out = copy.deepcopy(doc)
    k = 0
    for s in out.shapes.terrain + out.shapes.levels:
        for ring in [s.polygon, *s.holes]:
            for p in ring:
                p[0] += noise[k % len(noise)]
                p[1] -= noise[(k + 1) % len(noise)]
                k += 2
    return out


def test_round_points_is_idempotent_and_writes_no_negative_zero() -> None:
    pts = [[1.23456789, -0.0001], [2.0004999, 3.9995001]]
    once = round_points(pts)
    assert once == [[1.235, 0.0], [2.0, 4.0]]
    assert round_points(once) == once
    assert str(once[0][1]) == "0.0"


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(noise=st.lists(st.floats(min_value=-0.004, max_value=0.004, allow_nan=False), min_size=3, max_size=9))
def test_tidy_rounds_every_point_keeps_every_derived_hex_and_is_idempotent(demo_ds: DataSet, noise: list[float]) -> None:
    rs = demo_ds.ruleset
    assert rs is not None
    doc = _jittered(demo_ds.maps["demo-inland"], noise)
    before = derive(doc, rs).hexes
    tidy = tidy_for_save(doc, rs)
    assert derive(tidy.doc, rs).hexes == before, "rounding must not change a derived hex"
    kept = set(tidy.kept_precise)
    for s in tidy.doc.shapes.terrain + tidy.doc.shapes.levels:
        if s.id not in kept:
            assert all(round(v, COORD_DECIMALS) == v for p in s.polygon for v in p)
    again = tidy_for_save(tidy.doc, rs)
    assert again.doc == tidy.doc and again.rounded_shapes == 0


def test_a_shape_whose_rounding_would_change_a_hex_keeps_its_precision(demo_ds: DataSet) -> None:
    """A jungle strip whose tip crosses into the next hex right at the hexside tolerance: whether
    that hex counts it depends on the fourth decimal, so that shape is written as traced."""
    rs = demo_ds.ruleset
    assert rs is not None
    base = copy.deepcopy(demo_ds.maps["demo-inland"])
    base.shapes.terrain = []
    base.shapes.levels = []
    base.shapes.lines = []
    base.overrides = {}
    tol = base.grid.overlap_tolerance
    from ccp_editor.core.hexgrid import HexGrid

    grid = HexGrid(base.grid)
    cx, cy = grid.center("G5")
    ex, ey = grid.center("H5")  # the neighbour across the G5/H5 hexside
    # a long thin jungle strip from G5's centre towards H5, its tip just reaching past the hexside
    # by a depth that rounding to 3 decimals would put on the other side of the tolerance
    found = None
    for step in range(1, 400):
        reach = tol - 0.02 + step * 0.00013
        doc = copy.deepcopy(base)
        dx, dy = ex - cx, ey - cy
        length = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / length, dy / length
        tip = 0.5 * length + reach + 0.00037
        px, py = -uy * 0.2, ux * 0.2
        poly = [[cx + px, cy + py], [cx + ux * tip + px, cy + uy * tip + py], [cx + ux * tip - px, cy + uy * tip - py], [cx - px, cy - py]]
        doc.shapes.terrain = [TerrainShape(id="strip", type="jungle", polygon=poly)]
        before = derive(doc, rs).hexes
        rounded = copy.deepcopy(doc)
        rounded.shapes.terrain[0].polygon = round_points(poly)
        if derive(rounded, rs).hexes != before:
            found = doc
            break
    assert found is not None, "no borderline strip found to test with"
    tidy = tidy_for_save(found, rs)
    assert tidy.kept_precise == ["strip"]
    assert tidy.doc.shapes.terrain[0].polygon == found.shapes.terrain[0].polygon
    assert derive(tidy.doc, rs).hexes == derive(found, rs).hexes


def test_a_ready_maps_stale_cache_is_derived_again_and_a_draft_without_cache_stays_without(demo_ds: DataSet) -> None:
    rs = demo_ds.ruleset
    assert rs is not None
    doc = copy.deepcopy(demo_ds.maps["demo-inland"])
    assert doc.status == "ready" and doc.hexes
    target = next(h for h, i in doc.hexes.items() if i.terrain == "open_ground" and h not in doc.overrides)
    from ccp_editor.core.hexgrid import HexGrid

    cx, cy = HexGrid(doc.grid).center(target)
    doc.shapes.terrain.append(TerrainShape(id="new-jungle", type="jungle", polygon=[[cx - 0.5, cy - 0.5], [cx + 0.5, cy - 0.5], [cx + 0.5, cy + 0.5], [cx - 0.5, cy + 0.5]]))
    assert doc.hexes[target].terrain == "open_ground"  # stale
    tidy = tidy_for_save(doc, rs)
    assert tidy.cache_refreshed and target in tidy.cache_changed
    assert tidy.doc.hexes[target].terrain == "jungle"
    assert tidy.doc.hexes == derive(tidy.doc, rs).hexes
    draft = copy.deepcopy(doc)
    draft.status = "draft"
    draft.hexes = {}
    assert tidy_for_save(draft, rs).doc.hexes == {}
