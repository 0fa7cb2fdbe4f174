"""Lines with a width (T81.1, T84, T94): a stream along a hexside is in both hexes, a bridge makes
bridge hexes only where it spans the water however far its ends poke, a road along a hexside counts
for both hexes."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.core.terrain import derive
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.model.mapdoc import LineShape, MapDocument, Shapes, TerrainShape

GRID = HexGrid()
RS = builtin_ruleset()


def new_map(terrain=(), lines=()) -> MapDocument:
    m = MapDocument(kind="map", format=1, id="t", name="test", provenance="user")
    m.shapes = Shapes(terrain=list(terrain), levels=[], lines=list(lines))
    return m


def shared_side(a: str, direction: int) -> tuple[tuple[float, float], tuple[float, float]]:
    return GRID.side_segment(a, direction)


def test_stream_along_a_hexside_is_a_stream_in_both_hexes_it_covers() -> None:
    # G5's lower-right side (compass 3) is shared with H6 (odd-q: H sits lower); a narrow stream on it
    (x0, y0), (x1, y1) = shared_side("G5", 3)
    across = GRID.neighbour("G5", 3)
    stream = LineShape(id="s", type="stream", points=[[x0, y0], [x1, y1]], width=0.16)
    d = derive(new_map(lines=[stream]), RS)
    assert d.hexes["G5"].terrain == "stream" and d.hexes[across].terrain == "stream"
    # the same river a little off the side still covers both, however thinly (T81.1)
    nx, ny = (y1 - y0), -(x1 - x0)
    n = math.hypot(nx, ny)
    off = [[x0 + 0.05 * nx / n, y0 + 0.05 * ny / n], [x1 + 0.05 * nx / n, y1 + 0.05 * ny / n]]
    d = derive(new_map(lines=[LineShape(id="s", type="stream", points=off, width=0.16)]), RS)
    assert d.hexes["G5"].terrain == "stream" and d.hexes[across].terrain == "stream"


def test_wider_stream_reaches_more_hexes() -> None:
    (x, y0), (_, y1) = GRID.center("G2"), GRID.center("G8")
    narrow = derive(new_map(lines=[LineShape(id="s", type="stream", points=[[x, y0], [x, y1]], width=0.1)]), RS)
    wide = derive(new_map(lines=[LineShape(id="s", type="stream", points=[[x, y0], [x, y1]], width=1.2)]), RS)
    count = lambda d: sum(h.terrain == "stream" for h in d.hexes.values())  # noqa: E731
    assert count(wide) > count(narrow)
    assert d_all_water(wide)


def d_all_water(d) -> bool:
    return all(h.water for h in d.hexes.values() if h.terrain == "stream")


@settings(max_examples=25, deadline=None)
@given(st.floats(0.05, 0.95))
def test_a_bridge_poking_into_the_next_hexes_never_makes_them_bridge_hexes(poke: float) -> None:
    """T84: however far the drawing reaches across G5's outer hexsides, F5/F6 and H5/H6 stay dry."""
    stream = LineShape(id="stream", type="stream", points=[list(GRID.center("G1")), list(GRID.center("G10"))], width=0.25)
    cx, cy = GRID.center("G5")
    half = 1.0 + poke  # G5's side corners are 1 from its centre: the bridge crosses them by ``poke``
    bridge = LineShape(id="br", type="bridge", points=[[cx - half, cy], [cx + half, cy]], width=0.3)
    d = derive(new_map(lines=[stream, bridge]), RS)
    assert d.hexes["G5"].terrain == "bridge" and not d.hexes["G5"].water
    for h in ("F5", "F6", "H5", "H6"):
        assert d.hexes[h].terrain == "open_ground", (h, poke)


def test_a_bridge_spanning_two_hexes_of_water_makes_both_bridge_hexes_and_not_its_ends() -> None:
    water = TerrainShape(id="w", type="water_barrier", polygon=[[8.2, 6.0], [10.9, 6.0], [10.9, 11.0], [8.2, 11.0]])
    a, b = GRID.center("G5"), GRID.center("H5")
    bridge = LineShape(id="br", type="bridge", points=[[a[0] - 0.3, a[1]], [b[0] + 1.6, b[1]]], width=0.3)
    d = derive(new_map(terrain=[water], lines=[bridge]), RS)
    spanned = [h for h, info in d.hexes.items() if info.terrain == "bridge"]
    end_hexes = {GRID.hex_at_point(*bridge.points[-1])}
    assert spanned and not set(spanned) & end_hexes - {"G5", "H5"}
    assert "G5" in spanned  # the end inside G5 lies over the water there


def test_a_bridge_over_no_water_in_one_hex_is_that_hexs_bridge() -> None:
    cx, cy = GRID.center("C3")
    d = derive(new_map(lines=[LineShape(id="br", type="bridge", points=[[cx - 0.3, cy], [cx + 0.3, cy]], width=0.2)]), RS)
    assert d.hexes["C3"].terrain == "bridge"


def test_a_road_along_a_hexside_counts_for_both_hexes_with_that_side() -> None:
    (x0, y0), (x1, y1) = shared_side("D4", 2)
    across = GRID.neighbour("D4", 2)
    # traced a hair inside D4, as a person clicking along the printed road does
    mx, my = GRID.center("D4")
    pull = 0.03
    pts = [[x0 + (mx - x0) * pull, y0 + (my - y0) * pull], [x1 + (mx - x1) * pull, y1 + (my - y1) * pull]]
    d = derive(new_map(lines=[LineShape(id="r", type="road", points=pts, width=0.16)]), RS)
    roads = {h: f for h, info in d.hexes.items() for f in info.features if f.type == "road"}
    assert set(roads) >= {"D4", across}
    assert 2 in roads["D4"].hexsides and 5 in roads[across].hexsides
