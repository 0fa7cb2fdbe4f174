"""Hex grid math: the CC layout checks and Hypothesis properties (round trips, metric, neighbours)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.hexgrid import (
    CUBE_DIRECTIONS,
    EDGES,
    HexGrid,
    HexIdError,
    opposite_direction,
    rotate_edge,
    swap_orientation,
)
from ccp_editor.model.mapdoc import GridSettings

GRID = HexGrid()
EVEN = HexGrid(GridSettings(offset="even"))
POINTY = HexGrid(GridSettings(orientation="pointy"))
SMALL = HexGrid(GridSettings(columns=6, rows=4))
GRIDS = st.sampled_from([GRID, EVEN, POINTY, SMALL])


@st.composite
def grid_and_hex(draw: st.DrawFn) -> tuple[HexGrid, str]:
    grid = draw(GRIDS)
    return grid, draw(st.sampled_from(grid.hex_ids))


@st.composite
def grid_and_hexes(draw: st.DrawFn, n: int) -> tuple:
    grid = draw(GRIDS)
    return (grid, *[draw(st.sampled_from(grid.hex_ids)) for _ in range(n)])


def test_cc_layout() -> None:
    assert len(GRID.hex_ids) == 150 and GRID.hex_ids[0] == "A1" and GRID.hex_ids[-1] == "O10"
    # A public CC:E map data set: A4 touches B3 and B4, C5 touches D4 and D5 (odd columns lower).
    assert {"B3", "B4"} <= set(GRID.neighbours("A4").values())
    assert {"D4", "D5"} <= set(GRID.neighbours("C5").values())
    assert GRID.neighbour("C5", 1) == "C4" and GRID.neighbour("C5", 4) == "C6"
    assert GRID.neighbour("A1", 1) is None
    assert GRID.center("B1")[1] > GRID.center("A1")[1]  # B sits half a hex lower
    assert len(GRID.edge_hexes("top")) == 15 and len(GRID.edge_hexes("left")) == 10
    assert GRID.depth_from_edge("C7", "bottom") == 4 and GRID.depth_from_edge("C7", "left") == 3
    assert GRID.orientation_for_edge("bottom") == "wide" and GRID.orientation_for_edge("left") == "narrow"
    assert GRID.depth_for_edge("top") == 10 and GRID.depth_for_edge("right") == 15
    assert len(GRID.band("bottom", 2)) == 30


def test_bad_input_is_refused() -> None:
    for bad in ("", "P1", "A11", "A0", "1A", "a1"):
        with pytest.raises(HexIdError):
            GRID.offset(bad)
    with pytest.raises(ValueError, match="1-6"):
        GRID.neighbour("A1", 7)
    with pytest.raises(ValueError, match="unknown edge"):
        rotate_edge("up", 90)
    with pytest.raises(ValueError, match="quarter turns"):
        rotate_edge("top", 45)


def test_rotation_matches_the_table() -> None:
    # The map turned a quarter clockwise: the printed right edge comes to the bottom seat.
    assert rotate_edge("bottom", 90) == "right"
    assert rotate_edge("top", 90) == "left"
    assert rotate_edge("top", -90) == "right"
    assert swap_orientation("wide") == "narrow" and swap_orientation("narrow") == "wide"
    # After a quarter turn the players sit on the former flanks: wide <-> narrow.
    for edge in EDGES:
        assert GRID.orientation_for_edge(rotate_edge(edge, 90)) == swap_orientation(GRID.orientation_for_edge(edge))


def test_pointy_grid_is_the_flat_one_turned() -> None:
    assert POINTY.edge_hexes("top") == GRID.edge_hexes("left")
    assert POINTY.orientation_for_edge("left") == "wide"
    for h in ("A1", "C5", "O10"):
        assert POINTY.hex_at_point(*POINTY.center(h)) == h


@settings(max_examples=200, deadline=None)
@given(gh=grid_and_hex())
def test_id_offset_cube_round_trip(gh: tuple[HexGrid, str]) -> None:
    grid, h = gh
    col, row = grid.offset(h)
    assert grid.hex_id(col, row) == h
    cube = grid.to_cube(col, row)
    assert cube.q + cube.r + cube.s == 0
    assert grid.from_cube(cube) == (col, row)
    assert grid.hex_at_cube(grid.cube(h)) == h


@settings(max_examples=200, deadline=None)
@given(gh=grid_and_hexes(3))
def test_distance_is_a_metric(gh: tuple) -> None:
    grid, a, b, c = gh
    assert grid.distance(a, b) == grid.distance(b, a)
    assert (grid.distance(a, b) == 0) == (a == b)
    assert grid.distance(a, c) <= grid.distance(a, b) + grid.distance(b, c)


@settings(max_examples=200, deadline=None)
@given(gh=grid_and_hex(), d=st.sampled_from(sorted(CUBE_DIRECTIONS)))
def test_neighbour_symmetry(gh: tuple[HexGrid, str], d: int) -> None:
    grid, h = gh
    n = grid.neighbour(h, d)
    if n is not None:
        assert grid.neighbour(n, opposite_direction(d)) == h
        assert grid.distance(h, n) == 1 and grid.direction_to(h, n) == d
        # the hexside facing d is the one the neighbour faces back across
        a1, b1 = grid.side_segment(h, d)
        a2, b2 = grid.side_segment(n, opposite_direction(d))
        assert {tuple(round(v, 9) for v in p) for p in (a1, b1)} == {tuple(round(v, 9) for v in p) for p in (a2, b2)}


@settings(max_examples=200, deadline=None)
@given(gh=grid_and_hexes(2))
def test_line_ends_and_length(gh: tuple) -> None:
    grid, a, b = gh
    line = grid.line(a, b)
    assert line[0] == a and line[-1] == b
    assert len(line) == grid.distance(a, b) + 1
    assert all(grid.distance(p, q) == 1 for p, q in zip(line, line[1:], strict=False))


@settings(max_examples=150, deadline=None)
@given(gh=grid_and_hex(), radius=st.integers(0, 4))
def test_within_and_ring_sizes(gh: tuple[HexGrid, str], radius: int) -> None:
    grid, h = gh
    inside = grid.within(h, radius)
    assert set(inside) == {x for x in grid.hex_ids if grid.distance(h, x) <= radius}
    assert len(inside) == len(set(inside)) <= 1 + 3 * radius * (radius + 1)
    ring = grid.ring(h, radius)
    assert set(ring) == {x for x in grid.hex_ids if grid.distance(h, x) == radius}
    assert len(ring) <= (6 * radius if radius else 1)
    col, row = grid.offset(h)
    if radius <= min(col, row, grid.columns - 1 - col, grid.rows - 1 - row) // 2:
        assert len(inside) == 1 + 3 * radius * (radius + 1)  # well inside the map: the full hexagon


@settings(max_examples=200, deadline=None)
@given(gh=grid_and_hex(), dx=st.floats(-0.8, 0.8), dy=st.floats(-0.8, 0.8))
def test_hex_at_point(gh: tuple[HexGrid, str], dx: float, dy: float) -> None:
    grid, h = gh
    x, y = grid.center(h)
    assert grid.hex_at_point(x, y) == h
    if dx * dx + dy * dy < 0.75:  # inside the inscribed circle
        assert grid.hex_at_point(x + dx, y + dy) == h


@settings(max_examples=50, deadline=None)
@given(edge=st.sampled_from(EDGES), turns=st.integers(-8, 8))
def test_rotate_edge_four_quarter_turns(edge: str, turns: int) -> None:
    once = rotate_edge(edge, 90 * turns)
    assert rotate_edge(rotate_edge(rotate_edge(rotate_edge(edge, 90), 90), 90), 90) == edge
    assert rotate_edge(once, -90 * turns) == edge
