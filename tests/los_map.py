"""A small purpose-built map for the LOS and movement tests, built in Python (no YAML fixture).

Every feature sits where a straight centre-to-centre line of one column meets it, so each LOS case
in ``test_los.py`` can be worked by hand. Hex centres (odd-q, flat-topped, circumradius 1):
x = 1.5 * column index, y = sqrt(3) * (row - 1), plus sqrt(3)/2 in the odd columns B, D, F...

- column A: jungle drawn round the centre of A3; a jungle patch in the left corner of A7 that a
  line down the column misses;
- column C: grass C3, bush C4, palm C7;
- column E: a building drawn across the E3/E4 hexside; a hut inside E7;
- column G: open ground (markers and night);
- columns H-J: a hill rising southwards: level 1 from y = 5.0 (crest hex I4), level 2 from
  y = 8.4 (crest hex I6), level 3 from y = 11.9 (crest hex I8); level-0 jungle in I3; a building
  on level 1 drawn across I5 and J5;
- column K: swamp K3;
- column M: a level-1 ridge over M1-M3 with grass on it in M2, a level-0 valley with jungle in M5
  and grass in M6, and a second level-1 ridge from M7 (crest hex) with jungle on it in M8;
- column O: a gully in O3 and a level-1 knoll from O6 (crest hex); for the movement tests a road
  down O6-O9 crossing a creek (N8-O8) on a bridge in O8, a trail down N1-N4 and a pond (water
  barrier) in C10; Exit Points in O1 (top edge) and A10 (bottom edge).
"""

from __future__ import annotations

import math

from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.model.mapdoc import (
    ExitPoint,
    GridSettings,
    LevelShape,
    LineShape,
    MapDocument,
    Shapes,
    TerrainShape,
)

GRID = HexGrid(GridSettings())
BOTTOM = 17.0  # below the last row: level regions run off the bottom edge


def hexagon(hex_id: str, radius: float = 0.6) -> list[list[float]]:
    """A hexagon of ``radius`` round a hex's centre dot (a drawing wholly inside that hex)."""
    cx, cy = GRID.center(hex_id)
    return [[cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i))] for i in range(6)]


def rect(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def around(hex_id: str, dx0: float, dy0: float, dx1: float, dy1: float) -> list[list[float]]:
    cx, cy = GRID.center(hex_id)
    return rect(cx + dx0, cy + dy0, cx + dx1, cy + dy1)


def terrain(shape_id: str, kind: str, polygon: list[list[float]]) -> TerrainShape:
    return TerrainShape(id=shape_id, type=kind, polygon=polygon)


def build_los_map() -> MapDocument:
    """The test map (15 x 10, odd-q); ``hexes`` is left empty: the engine derives it from the shapes."""
    shapes = Shapes(
        terrain=[
            terrain("jungle_a3", "jungle", hexagon("A3")),
            terrain("jungle_a7_corner", "jungle", around("A7", -0.75, -0.3, -0.35, 0.3)),
            terrain("grass_c3", "grass", hexagon("C3")),
            terrain("bush_c4", "bush", hexagon("C4")),
            terrain("palm_c7", "palm", hexagon("C7")),
            terrain("building_e3", "building", rect(5.6, 3.0, 6.4, 5.6)),
            terrain("hut_e7", "hut", around("E7", -0.3, -0.3, 0.3, 0.3)),
            terrain("jungle_i3", "jungle", hexagon("I3")),
            terrain("building_i5", "building", rect(11.6, 6.6, 13.3, 7.3)),
            terrain("swamp_k3", "swamp", hexagon("K3")),
            terrain("grass_m2", "grass", hexagon("M2")),
            terrain("jungle_m5", "jungle", hexagon("M5")),
            terrain("grass_m6", "grass", hexagon("M6")),
            terrain("jungle_m8", "jungle", hexagon("M8")),
            terrain("gully_o3", "gully", hexagon("O3", 0.8)),
            terrain("pond_c10", "water_barrier", hexagon("C10", 0.9)),
        ],
        levels=[
            LevelShape(id="hill_1", level=1, polygon=rect(10.3, 5.0, 13.7, BOTTOM)),
            LevelShape(id="hill_2", level=2, polygon=rect(10.9, 8.4, 13.1, BOTTOM)),
            LevelShape(id="hill_3", level=3, polygon=rect(11.4, 11.9, 12.6, BOTTOM)),
            LevelShape(id="ridge_north", level=1, polygon=rect(17.2, -1.0, 18.8, 4.8)),
            LevelShape(id="ridge_south", level=1, polygon=rect(17.2, 10.0, 18.8, BOTTOM)),
            LevelShape(id="knoll", level=1, polygon=rect(20.2, 8.2, 22.5, BOTTOM)),
        ],
        lines=[
            LineShape(id="road_o", type="road", points=[list(GRID.center("O6")), list(GRID.center("O9"))]),
            LineShape(id="trail_n", type="trail", points=[list(GRID.center("N1")), list(GRID.center("N4"))]),
            LineShape(id="creek", type="stream", points=[list(GRID.center("N8")), list(GRID.center("O8")), [22.6, 11.2]]),
            LineShape(id="bridge_o8", type="bridge", points=[[21.0, 11.22], [21.0, 13.03]], width=0.3),
        ],
    )
    return MapDocument(
        kind="map",
        format=1,
        id="los-test",
        name="LOS test map",
        provenance="demo",
        grid=GridSettings(),
        shapes=shapes,
        exit_points=[
            ExitPoint(hex="O1", edge="top", value=2),
            ExitPoint(hex="A10", edge="bottom", value=1),
        ],
    )
