"""Terrain derivation from traced shapes: hierarchy and tolerance (T81.1), levels and crests (T89),
buildings and huts (T85, T90), bridge over stream (T84), features and hexsides, overrides,
ambiguous hexes and invalid geometry."""

from __future__ import annotations

import math

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon

from ccp_editor.core import checks
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.core.terrain import (
    HEX_AREA,
    cache_differences,
    derive,
    geometry_findings,
    repair_report,
    repair_shapes,
)
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.model.mapdoc import (
    HexFeature,
    HexInfo,
    HexOverride,
    LevelShape,
    LineShape,
    MapDocument,
    Shapes,
    TerrainShape,
)

GRID = HexGrid()
RS = builtin_ruleset()


def new_map(terrain=(), levels=(), lines=(), tolerance: float | None = None) -> MapDocument:
    m = MapDocument(kind="map", format=1, id="t", name="test", provenance="user")
    m.shapes = Shapes(terrain=list(terrain), levels=list(levels), lines=list(lines))
    if tolerance is not None:
        m.grid.overlap_tolerance = tolerance
    return m


def hex_polygon(hex_id: str) -> Polygon:
    return Polygon(GRID.corners(hex_id))


def share_of(hex_id: str, share: float, side: str = "left") -> list[list[float]]:
    """A polygon covering exactly ``share`` of the hex, cut by a vertical line from one side."""
    poly = hex_polygon(hex_id)
    x0, y0, x1, y1 = poly.bounds
    lo, hi = x0, x1
    for _ in range(60):
        mid = (lo + hi) / 2
        box = shapely.box(x0 - 1, y0 - 1, mid, y1 + 1) if side == "left" else shapely.box(x1 + 1 - (mid - x0) - 1, y0 - 1, x1 + 1, y1 + 1)
        if poly.intersection(box).area / HEX_AREA < share:
            lo = mid
        else:
            hi = mid
    part = poly.intersection(box)
    return [[x, y] for x, y in list(part.exterior.coords)[:-1]]


def spill(hex_id: str, depth: float) -> list[list[float]]:
    """A drawing over the middle of ``hex_id`` that crosses its top hexside (direction 1) by ``depth``
    hex units into the hex above."""
    cx, cy = GRID.center(hex_id)
    top = cy - math.sqrt(3) / 2
    return [[cx - 0.5, top - depth], [cx + 0.5, top - depth], [cx + 0.5, cy + 0.5], [cx - 0.5, cy + 0.5]]


def small(hex_id: str, radius: float = 0.6, dx: float = 0.0, dy: float = 0.0) -> list[list[float]]:
    cx, cy = GRID.center(hex_id)
    return [[cx + dx + radius * math.cos(math.radians(60 * i)), cy + dy + radius * math.sin(math.radians(60 * i))] for i in range(6)]


def shape(sid: str, kind: str, polygon, holes=()) -> TerrainShape:
    return TerrainShape(id=sid, type=kind, polygon=polygon, holes=list(holes))


def non_open(hexes: dict[str, HexInfo]) -> dict[str, str]:
    return {h: i.terrain for h, i in hexes.items() if i.terrain != "open_ground"}


# ----------------------------------------------------------------------------- hierarchy and tolerance


def test_empty_map_is_all_open_ground_level_0() -> None:
    d = derive(new_map(), RS)
    assert len(d.hexes) == 150
    assert all(i == HexInfo(terrain="open_ground") for i in d.hexes.values())
    assert d.ambiguous == [] and d.overridden == [] and d.problems == []


def test_higher_type_wins_even_when_it_covers_a_small_part() -> None:
    # T81.1: bush fills 85% of E5, jungle only 15% (away from the centre dot): jungle wins.
    m = new_map([shape("bush", "bush", share_of("E5", 0.85, "left")), shape("jungle", "jungle", share_of("E5", 0.15, "right"))])
    assert derive(m, RS).hexes["E5"].terrain == "jungle"


def test_a_type_drawn_inside_a_hex_counts_however_small() -> None:
    # T81.1: a Type counts even when it does not dominate the hex or reach the centre dot: a 1%
    # jungle sliver lying inside E5 (touching its hexside, not crossing it) makes E5 jungle.
    m = new_map([shape("bush", "bush", share_of("E5", 0.9, "left")), shape("jungle", "jungle", share_of("E5", 0.01, "right"))])
    assert derive(m, RS).hexes["E5"].terrain == "jungle"
    tiny = new_map([shape("j", "jungle", small("E5", 0.05, dx=0.6))])
    assert non_open(derive(tiny, RS).hexes) == {"E5": "jungle"}


@pytest.mark.parametrize(
    "depth, tolerance, above",
    [
        (0.06, None, "open_ground"),  # slop: crosses the hexside by less than the default 0.1 hex units
        (0.06, 0.05, "jungle"),  # the map's tolerance is smaller: a real part of the drawing
        (0.3, None, "jungle"),  # a drawing reaching well across the hexside is present on both sides
        (0.3, 0.0, "jungle"),
    ],
)
def test_slop_is_a_hexside_crossing_shallower_than_the_tolerance(depth: float, tolerance: float | None, above: str) -> None:
    m = new_map([shape("j", "jungle", spill("D4", depth))], tolerance=tolerance)
    d = derive(m, RS)
    assert d.hexes["D4"].terrain == "jungle"
    assert d.hexes["D3"].terrain == above


def test_full_hierarchy_order_in_one_hex() -> None:
    # every Type drawn as a 20% sliver of the same hex in turn: the highest present wins
    order = ["beach", "gully", "palm", "grass", "bush", "jungle", "water_barrier", "hut"]
    ranks = {t.id: t.rank for t in RS.terrain}
    for k in range(1, len(order) + 1):
        present = order[:k]
        shapes = [shape(f"s{i}", t, share_of("H4", 0.2, "left" if i % 2 else "right")) for i, t in enumerate(present)]
        got = derive(new_map(shapes), RS).hexes["H4"].terrain
        assert got == max(present, key=lambda t: ranks[t])


def test_tolerance_default_per_map_and_per_call() -> None:
    m = new_map([shape("j", "jungle", spill("C4", 0.15))])
    assert derive(m, RS).hexes["C3"].terrain == "jungle"  # default 0.1 hex units
    assert derive(m, RS, tolerance=0.2).hexes["C3"].terrain == "open_ground"
    m.grid.overlap_tolerance = 0.2
    assert derive(m, RS).hexes["C3"].terrain == "open_ground"
    assert derive(m, RS, tolerance=0.0).hexes["C3"].terrain == "jungle"


def test_spill_across_a_hexside_below_the_tolerance_stays_in_its_hex() -> None:
    # jungle drawn over D4 but 0.06 units past its top hexside into D3
    cx, cy = GRID.center("D4")
    poly = [[cx - 0.5, cy - 0.866 - 0.06], [cx + 0.5, cy - 0.866 - 0.06], [cx + 0.5, cy + 0.5], [cx - 0.5, cy + 0.5]]
    d = derive(new_map([shape("j", "jungle", poly)]), RS)
    assert non_open(d.hexes) == {"D4": "jungle"}


# ----------------------------------------------------------------------------- ambiguity


def test_ambiguous_hex_is_reported() -> None:
    # jungle crossing from F7 into F6 by 0.15: present at 0.1, slop at 0.2 -> ambiguous; a tiny
    # drawing inside G6 is present at any tolerance, so G6 is not
    m = new_map([shape("a", "jungle", spill("F7", 0.15)), shape("b", "jungle", small("G6", 0.1))])
    d = derive(m, RS)
    assert d.hexes["F6"].terrain == "jungle" and d.hexes["G6"].terrain == "jungle"
    assert d.ambiguous == ["F6"]


def test_ambiguous_when_halving_the_tolerance_would_add_a_type() -> None:
    m = new_map([shape("a", "swamp", spill("F7", 0.07))])
    d = derive(m, RS)
    assert d.hexes["F6"].terrain == "open_ground"
    assert d.ambiguous == ["F6"]


# ----------------------------------------------------------------------------- levels and crests


def test_level_is_the_region_under_the_centre_dot_and_crest_lists_levels() -> None:
    # level 1 covers the left 60% of F5 (centre dot inside), level 2 nested inside it over 30%
    levels = [LevelShape(id="l1", level=1, polygon=share_of("F5", 0.6)), LevelShape(id="l2", level=2, polygon=share_of("F5", 0.3))]
    info = derive(new_map(levels=levels), RS).hexes["F5"]
    assert info.level == 1
    assert info.crest is True
    assert info.crest_levels == [0, 1, 2]


def test_whole_hex_inside_a_level_is_not_a_crest() -> None:
    levels = [LevelShape(id="l1", level=1, polygon=small("F5", 1.3)), LevelShape(id="l2", level=2, polygon=small("F5", 1.2))]
    d = derive(new_map(levels=levels), RS)
    assert d.hexes["F5"].level == 2 and not d.hexes["F5"].crest
    for n in GRID.neighbours("F5").values():  # the ring of 1.3/1.2 reaches into each neighbour
        assert d.hexes[n].crest and d.hexes[n].crest_levels == [0, 1, 2] and d.hexes[n].level == 0


def test_level_crossing_a_hexside_by_slop_makes_no_crest() -> None:
    # T89.3.1 with the hexside test: level 1 over F6 crossing into F5 by 0.05 is slop in F5
    d = derive(new_map(levels=[LevelShape(id="l1", level=1, polygon=spill("F6", 0.05))]), RS)
    assert d.hexes["F5"] == HexInfo(terrain="open_ground")
    assert d.hexes["F6"].crest  # the level shape covers only part of F6


def test_small_level_inside_a_hex_makes_a_crest() -> None:
    # a knoll drawn inside F5 away from the centre dot still shows two levels in the hex (T89.3.1)
    d = derive(new_map(levels=[LevelShape(id="l1", level=1, polygon=small("F5", 0.1, dx=0.5))]), RS)
    assert d.hexes["F5"].crest and d.hexes["F5"].crest_levels == [0, 1] and d.hexes["F5"].level == 0


def test_level_shapes_need_not_be_nested() -> None:
    # a level-3 region traced on its own still sets level 3 under the centre dot
    d = derive(new_map(levels=[LevelShape(id="top", level=3, polygon=small("K7", 0.5))]), RS)
    assert d.hexes["K7"].level == 3
    assert d.hexes["K7"].crest_levels == [0, 3]


# ----------------------------------------------------------------------------- buildings and huts


def test_structure_over_two_hexes_is_a_building_with_identity() -> None:
    # a rectangle across the E5/E6 hexside, 0.4 units into each hex
    cx, cy = GRID.center("E5")
    rect = [[cx - 0.4, cy + 0.466], [cx + 0.4, cy + 0.466], [cx + 0.4, cy + 1.266], [cx - 0.4, cy + 1.266]]
    d = derive(new_map([shape("temple", "building", rect)]), RS)
    assert non_open(d.hexes) == {"E5": "building", "E6": "building"}
    assert d.hexes["E5"].building == d.hexes["E6"].building == "temple"


def test_structure_inside_one_hex_is_a_hut_even_if_drawn_as_building() -> None:
    d = derive(new_map([shape("shed", "building", small("E5", 0.3))]), RS)
    assert non_open(d.hexes) == {"E5": "hut"}
    assert d.hexes["E5"].building is None


def test_hut_crossing_a_hexside_becomes_a_building() -> None:
    cx, cy = GRID.center("E5")
    rect = [[cx - 0.3, cy + 0.5], [cx + 0.3, cy + 0.5], [cx + 0.3, cy + 1.2], [cx - 0.3, cy + 1.2]]
    d = derive(new_map([shape("h", "hut", rect)]), RS)
    assert non_open(d.hexes) == {"E5": "building", "E6": "building"}


def test_structure_poking_slightly_across_a_hexside_stays_a_hut() -> None:
    cx, cy = GRID.center("E5")
    rect = [[cx - 0.3, cy + 0.2], [cx + 0.3, cy + 0.2], [cx + 0.3, cy + 0.92], [cx - 0.3, cy + 0.92]]
    d = derive(new_map([shape("h", "building", rect)]), RS)
    assert non_open(d.hexes) == {"E5": "hut"}


def test_tiny_hut_below_the_tolerance_still_counts_where_it_stands() -> None:
    d = derive(new_map([shape("h", "hut", small("E5", 0.12, dx=0.3))]), RS)
    assert non_open(d.hexes) == {"E5": "hut"}


def test_building_identity_follows_the_larger_structure_in_a_shared_hex() -> None:
    cx, cy = GRID.center("E5")
    big = [[cx - 0.6, cy + 0.1], [cx + 0.6, cy + 0.1], [cx + 0.6, cy + 1.3], [cx - 0.6, cy + 1.3]]
    # a second structure across the E6/F6 hexside, with less of itself in E6
    (ax, ay), (bx, by) = GRID.center("E6"), GRID.center("F6")
    mx, my = (ax + bx) / 2, (ay + by) / 2
    other = [[mx - 0.35, my - 0.25], [mx + 0.35, my - 0.25], [mx + 0.35, my + 0.25], [mx - 0.35, my + 0.25]]
    d = derive(new_map([shape("big", "building", big), shape("other", "building", other)]), RS)
    assert d.hexes["E5"].building == "big"
    assert d.hexes["E6"].building == "big"
    assert d.hexes["F6"].building == "other"


# ----------------------------------------------------------------------------- lines: stream, bridge, road, trail


def column_line(col: str, first: int, last: int, kind: str, width: float = 0.2, sid: str = "ln") -> LineShape:
    (x, y0), (_, y1) = GRID.center(f"{col}{first}"), GRID.center(f"{col}{last}")
    return LineShape(id=sid, type=kind, points=[[x, y0], [x, y1]], width=width)


def test_stream_is_water_and_bridge_over_it_is_not() -> None:
    stream = column_line("G", 1, 10, "stream", width=0.25, sid="stream")
    cx, cy = GRID.center("G5")
    bridge = LineShape(id="bridge", type="bridge", points=[[cx - 0.95, cy], [cx + 0.95, cy]], width=0.3)
    d = derive(new_map(lines=[stream, bridge]), RS)
    assert d.hexes["G4"].terrain == "stream" and d.hexes["G4"].water
    assert d.hexes["G5"].terrain == "bridge" and not d.hexes["G5"].water
    # the bridge pokes across G5's left and right corners' sides only slightly: F5/F6, H5/H6 stay dry land
    for h in ("F5", "F6", "H5", "H6"):
        assert d.hexes[h].terrain == "open_ground"
    assert d.hexes["G5"].features == [HexFeature(type="bridge", hexsides=[])]


def test_bridge_poking_across_its_end_hexside_records_it_but_not_the_far_hex() -> None:
    stream = column_line("G", 1, 10, "stream", width=0.25, sid="stream")
    cx, cy = GRID.center("G5")
    # along a road from F5 (lower left) to H4 (upper right), 0.95 out each way past sides 5 and 2
    ux, uy = math.cos(math.radians(-30)), math.sin(math.radians(-30))
    bridge = LineShape(id="br", type="bridge", points=[[cx - 0.95 * ux, cy - 0.95 * uy], [cx + 0.95 * ux, cy + 0.95 * uy]], width=0.3)
    d = derive(new_map(lines=[stream, bridge]), RS)
    assert d.hexes["G5"].terrain == "bridge"
    assert d.hexes["G5"].features == [HexFeature(type="bridge", hexsides=[2, 5])]
    assert GRID.neighbour("G5", 2) == "H4" and GRID.neighbour("G5", 5) == "F5"
    assert d.hexes["H4"].terrain == "open_ground" and d.hexes["F5"].terrain == "open_ground"
    assert not d.hexes["H4"].features and not d.hexes["F5"].features


def test_road_and_trail_record_the_hexsides_they_cross() -> None:
    road = column_line("B", 2, 4, "road", width=0.15, sid="road")
    # a trail from C3 down-right into D3 (compass 3), then up-right into E3 (compass 2)
    trail = LineShape(id="trail", type="trail", points=[GRID.center("C3"), GRID.center("D3"), GRID.center("E3")])
    d = derive(new_map(lines=[road, trail]), RS)
    assert d.hexes["B2"].features == [HexFeature(type="road", hexsides=[4])]
    assert d.hexes["B3"].features == [HexFeature(type="road", hexsides=[1, 4])]
    assert d.hexes["B4"].features == [HexFeature(type="road", hexsides=[1])]
    assert d.hexes["C3"].features == [HexFeature(type="trail", hexsides=[3])]
    assert GRID.neighbour("C3", 3) == "D3" and GRID.neighbour("D3", 2) == "E3"
    assert d.hexes["D3"].features == [HexFeature(type="trail", hexsides=[2, 6])]
    assert d.hexes["E3"].features == [HexFeature(type="trail", hexsides=[5])]
    assert all(i.terrain == "open_ground" for i in d.hexes.values())  # features set no Type


def test_road_running_off_the_map_crosses_the_map_edge_side() -> None:
    x, y = GRID.center("A5")
    d = derive(new_map(lines=[LineShape(id="r", type="road", points=[[x - 2.0, y], [x + 1.5, y + 0.866]])]), RS)
    assert d.hexes["A5"].features[0].type == "road"
    assert {5, 6} & set(d.hexes["A5"].features[0].hexsides)  # entered across its left-hand side


def test_line_through_a_hex_corner_is_warned_about() -> None:
    # from C3's centre straight out through its lower-right corner (where C3, C4 and D3 meet)
    a = GRID.center("C3")
    corner = GRID.corners("C3")[1]
    far = (2 * corner[0] - a[0], 2 * corner[1] - a[1])
    d = derive(new_map(lines=[LineShape(id="r", type="road", points=[list(a), list(far)])]), RS)
    warnings = [f for f in d.problems if f.severity == "warning"]
    assert len(warnings) == 1 and "'r'" in warnings[0].message and "corner" in warnings[0].message
    assert warnings[0].pointer == "/shapes/lines/0/points"


# ----------------------------------------------------------------------------- overrides


def test_overrides_win_and_are_reported() -> None:
    m = new_map([shape("j", "jungle", small("C3", 0.8))])
    m.overrides = {
        "C3": HexOverride(terrain="open_ground", reason="scan shows a clearing"),
        "C4": HexOverride(terrain="swamp"),
        "C5": HexOverride(level=2, crest=True),
        "C6": HexOverride(terrain="open_ground"),  # same as derived: wins, but changes nothing
    }
    d = derive(m, RS)
    assert d.hexes["C3"].terrain == "jungle"  # the cache stays as the shapes say
    assert d.effective["C3"].terrain == "open_ground"
    assert d.effective["C4"].terrain == "swamp" and d.effective["C4"].water  # water follows the chart
    assert d.effective["C5"].level == 2 and d.effective["C5"].crest and d.effective["C5"].crest_levels
    assert d.overridden == ["C3", "C4", "C5"]


def test_override_water_flag_alone() -> None:
    m = new_map()
    m.overrides = {"A1": HexOverride(water=True)}
    d = derive(m, RS)
    assert d.effective["A1"].water and d.effective["A1"].terrain == "open_ground"
    assert d.overridden == ["A1"]


# ----------------------------------------------------------------------------- invalid geometry


BOWTIE = [[0, 0], [2, 2], [2, 0], [0, 2]]
SQUARE = [[0, 0], [4, 0], [4, 4], [0, 4]]


@pytest.mark.parametrize(
    ("polygon", "holes", "pointer", "message"),
    [
        (BOWTIE, [], "/shapes/terrain/0/polygon", "crosses itself at (1, 1)"),
        ([[0, 0], [1, 1], [0, 0]], [], "/shapes/terrain/0/polygon", "only 2 distinct points"),
        ([[1, 1], [1, 1], [1, 1]], [], "/shapes/terrain/0/polygon", "only 1 distinct point"),
        ([[0, 0], [1, 1], [2, 2], [3, 3]], [], "/shapes/terrain/0/polygon", "zero area"),
        (SQUARE, [[[6, 6], [7, 6], [7, 7]]], "/shapes/terrain/0/holes/0", "hole 1 lies outside its shell"),
        (SQUARE, [[[3, 3], [5, 3], [5, 5]]], "/shapes/terrain/0/holes/0", "hole 1 crosses its shell"),
        (SQUARE, [[[1, 1], [2, 2], [2, 1], [1, 2]]], "/shapes/terrain/0/holes/0", "hole 1 crosses itself"),
        (SQUARE, [[[1, 1], [1, 1], [2, 2]]], "/shapes/terrain/0/holes/0", "hole 1 has only 2 distinct points"),
    ],
)
def test_invalid_geometry_is_reported_with_the_shape_id(polygon, holes, pointer, message) -> None:
    m = new_map([shape("bad-1", "jungle", polygon, holes)])
    found = geometry_findings(m, RS)
    assert [(f.pointer, f.severity) for f in found] == [(pointer, "error")]
    assert "'bad-1'" in found[0].message and message in found[0].message
    d = derive(m, RS)  # derivation still runs, with the problem reported
    assert found[0] in d.problems


def test_invalid_level_and_line_shapes_are_reported() -> None:
    m = new_map(
        levels=[LevelShape(id="hill-x", level=1, polygon=BOWTIE)],
        lines=[LineShape(id="road-x", type="road", points=[[1, 1], [1, 1]]), LineShape(id="st", type="stream", points=[[0, 0], [3, 0]], width=0)],
    )
    found = {(f.pointer, f.severity): f.message for f in geometry_findings(m)}
    assert "'hill-x'" in found[("/shapes/levels/0/polygon", "error")]
    assert "'road-x'" in found[("/shapes/lines/0/points", "error")]
    assert "'st'" in found[("/shapes/lines/1/width", "warning")]


def test_overlapping_holes_are_reported() -> None:
    holes = [[[1, 1], [3, 1], [3, 3], [1, 3]], [[2, 2], [3.5, 2], [3.5, 3.5], [2, 3.5]]]
    found = geometry_findings(new_map([shape("holes", "bush", SQUARE, holes)]))
    assert len(found) == 1 and "'holes'" in found[0].message and found[0].pointer == "/shapes/terrain/0/holes"


def test_feature_typed_area_and_off_map_shape_are_warned() -> None:
    m = new_map([shape("hl", "hills", small("B2")), shape("far", "jungle", [[100, 100], [101, 100], [101, 101]])])
    msgs = {f.pointer: (f.message, f.severity) for f in geometry_findings(m, RS)}
    assert msgs["/shapes/terrain/0/type"][1] == "warning" and "'hl'" in msgs["/shapes/terrain/0/type"][0]
    assert msgs["/shapes/terrain/1/polygon"] == ("shape 'far' lies entirely off the map", "warning")


def test_unknown_terrain_is_reported_and_ignored() -> None:
    d = derive(new_map([shape("q", "lava", small("B2"))]), RS)
    assert any("'q'" in f.message and "lava" in f.message for f in d.problems)
    assert d.hexes["B2"].terrain == "open_ground"


def test_geometry_check_is_registered_for_validation() -> None:
    m = new_map([shape("bad-1", "jungle", BOWTIE)])
    assert any("'bad-1'" in f.message for f in checks.check_map(m, None))


def test_valid_shapes_produce_no_findings() -> None:
    m = new_map([shape("ok", "jungle", SQUARE, [[[1, 1], [2, 1], [2, 2]]])], [LevelShape(id="l", level=1, polygon=SQUARE)])
    assert geometry_findings(m, RS) == []


def test_repair_only_on_request() -> None:
    m = new_map(
        [
            shape("bow", "jungle", BOWTIE),
            shape("flat", "bush", [[0, 0], [1, 1], [2, 2]]),
            shape("holed", "grass", SQUARE, [[[6, 6], [7, 6], [7, 7]], [[1, 1], [2, 1], [2, 2]]]),
        ],
        lines=[LineShape(id="dot", type="road", points=[[1, 1], [1, 1]]), LineShape(id="ok", type="trail", points=[[0, 0], [0, 0], [1, 0]])],
    )
    before = repr(m)
    derive(m, RS)
    assert repr(m) == before  # derivation never changes the document
    fixed, notes = repair_report(m)
    assert repr(m) == before  # nor does repair: it returns a copy
    assert geometry_findings(fixed, RS) == []
    ids = [s.id for s in fixed.shapes.terrain]
    assert ids == ["bow", "bow.2", "holed"]
    assert fixed.shapes.terrain[2].holes == [[[1.0, 1.0], [2.0, 1.0], [2.0, 2.0]]]
    assert [ln.id for ln in fixed.shapes.lines] == ["ok"]
    assert fixed.shapes.lines[0].points == [[0.0, 0.0], [1.0, 0.0]]
    assert any("split shape 'bow'" in n for n in notes)
    assert any("removed shape 'flat'" in n for n in notes)
    assert any("removed line 'dot'" in n for n in notes)
    assert repair_shapes(m).shapes == fixed.shapes


def test_repair_leaves_valid_shapes_alone() -> None:
    m = new_map([shape("ok", "jungle", [[0.0, 0.0], [4.0, 0.0], [4.0, 4.0], [0.0, 4.0]])])
    fixed, notes = repair_report(m)
    assert notes == [] and fixed.shapes == m.shapes


# ----------------------------------------------------------------------------- cache comparison


def test_cache_differences_name_each_field() -> None:
    m = new_map([shape("j", "jungle", small("C3"))], lines=[column_line("E", 2, 4, "road")])
    derived = derive(m, RS).hexes
    stored = dict(derived)
    stored["C3"] = HexInfo(terrain="bush", level=1)
    stored["E3"] = HexInfo(terrain="open_ground")
    del stored["O10"]
    diffs = cache_differences(stored, derived)
    assert set(diffs) == {"C3", "E3", "O10"}
    assert any("terrain: stored bush, shapes give jungle" in d for d in diffs["C3"])
    assert any("level: stored 1, shapes give 0" in d for d in diffs["C3"])
    assert diffs["E3"] == ["features: stored none, shapes give road 1/4"]
    assert diffs["O10"] == ["missing from the stored cache"]
    assert cache_differences(derived, derived) == {}


# ----------------------------------------------------------------------------- property


@settings(max_examples=25, deadline=None)
@given(
    hexes=st.sets(st.sampled_from(GRID.hex_ids), min_size=1, max_size=12),
    kind=st.sampled_from(["jungle", "bush", "grass", "palm", "swamp", "beach"]),
    grow=st.floats(-0.2, -0.01),
)
def test_a_traced_hex_set_derives_back_to_itself(hexes: set[str], kind: str, grow: float) -> None:
    area = shapely.union_all([hex_polygon(h) for h in hexes]).buffer(grow, join_style="mitre")
    parts = list(getattr(area, "geoms", [area]))
    shapes = [shape(f"s{i}", kind, [list(p) for p in part.exterior.coords], [[list(p) for p in r.coords] for r in part.interiors]) for i, part in enumerate(parts)]
    d = derive(new_map(shapes), RS)
    assert {h for h, i in d.hexes.items() if i.terrain == kind} == hexes
    assert all(i.water == (kind == "swamp") for h, i in d.hexes.items() if h in hexes)
