"""How right a proposal is, hex by hex, against a scan's ground truth (DESIGN §7).

The player's part is simulated as the issue asks: one small sample area per terrain Type (and of
bare ground at each hill level, and of open ground), traced on the synthetic scan where the Type
is widest; the proposal then fills the map, and the map (samples plus proposal) is derived by
T81.1 and compared with the truth derived the same way.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import polylabel

from ..model.mapdoc import LevelShape, MapDocument, Shapes, TerrainShape
from ..model.ruleset import RuleSet
from .hexgrid import HexGrid
from .propose import with_proposal
from .terrain import derive, grid_geometry

SAMPLE_RADIUS = 0.35  # hex units: a small traced sample area


def _widest_point(region: BaseGeometry) -> tuple[float, float, float] | None:
    parts = [p for p in shapely.get_parts(region) if isinstance(p, Polygon) and p.area > 0.05]
    if not parts:
        return None
    best = None
    for p in parts:
        c = polylabel(p, tolerance=0.02)
        d = p.exterior.distance(c)
        for ring in p.interiors:
            d = min(d, ring.distance(c))
        if best is None or d > best[2]:
            best = (c.x, c.y, d)
    return best


def sample_map(truth: MapDocument) -> MapDocument:
    """A copy of ``truth`` with no traced terrain but one small traced sample area per Type, open
    ground and each hill level's bare ground, each where its kind is widest (a Type on flat ground
    when it has room there, as a player samples a typical patch)."""
    board = shapely.union_all(grid_geometry(HexGrid(truth.grid)).polygons).buffer(-0.3)
    areas: dict[str, list[Polygon]] = {}
    for s in truth.shapes.terrain:
        areas.setdefault(s.type, []).append(Polygon(s.polygon, s.holes))
    terrain_all = shapely.union_all([g for gs in areas.values() for g in gs]) if areas else Polygon()
    levels = [(s.level, Polygon(s.polygon, s.holes)) for s in truth.shapes.levels]
    out_terrain: list[TerrainShape] = []
    out_levels: list[LevelShape] = []

    def circle(x: float, y: float, d: float):
        r = min(SAMPLE_RADIUS, 0.8 * d)
        return [[round(x + r * dx, 4), round(y + r * dy, 4)] for dx, dy in _UNIT_RING]

    lv_union = shapely.union_all([g for _, g in levels]) if levels else Polygon()
    for t in sorted(areas):
        # A player samples a typical patch: on flat ground where the Type has room there (a sample
        # on a hill whose level is not traced would teach the hill's tint as the Type's colour).
        where = shapely.union_all(areas[t]).intersection(board)
        spot = _widest_point(where.difference(lv_union))
        if spot is None or spot[2] < 0.25:
            spot = _widest_point(where)
        if spot:
            out_terrain.append(TerrainShape(id=f"sample-{t}", type=t, polygon=circle(*spot)))
    spot = _widest_point(board.difference(terrain_all).difference(lv_union))
    if spot:
        out_terrain.append(TerrainShape(id="sample-open", type="open_ground", polygon=circle(*spot)))
    for level in sorted({lv for lv, _ in levels}):
        here = shapely.union_all([g for lv, g in levels if lv >= level])
        higher = [g for lv, g in levels if lv > level]
        if higher:
            here = here.difference(shapely.union_all(higher))
        spot = _widest_point(here.difference(terrain_all).intersection(board))
        if spot:
            out_levels.append(LevelShape(id=f"sample-level{level}", level=level, polygon=circle(*spot)))
    doc = copy.deepcopy(truth)
    doc.shapes = Shapes(terrain=out_terrain, levels=out_levels, lines=[])
    doc.hexes = {}
    return doc


_UNIT_RING = [(__import__("math").cos(i * 0.3926991), __import__("math").sin(i * 0.3926991)) for i in range(16)]


__all__ = ["Score", "sample_map", "score", "with_proposal"]


@dataclass
class Score:
    """Hexes right per true Type, hill levels right, and the corrections a player still makes."""

    hexes: int = 0
    type_right: int = 0
    level_right: int = 0
    corrections: int = 0
    per_type: dict[str, list[int]] = field(default_factory=dict)  # type -> [right, total]
    wrong: list[str] = field(default_factory=list)

    @property
    def type_share(self) -> float:
        return self.type_right / self.hexes if self.hexes else 0.0

    @property
    def level_share(self) -> float:
        return self.level_right / self.hexes if self.hexes else 0.0


def score(truth: MapDocument, result: MapDocument, ruleset: RuleSet) -> Score:
    a = derive(truth, ruleset).hexes
    b = derive(result, ruleset).hexes
    out = Score()
    for h, info in a.items():
        got = b[h]
        out.hexes += 1
        right = got.terrain == info.terrain
        lv = got.level == info.level
        out.type_right += right
        out.level_right += lv
        row = out.per_type.setdefault(info.terrain, [0, 0])
        row[0] += right
        row[1] += 1
        if not (right and lv):
            out.corrections += 1
            out.wrong.append(f"{h}: {info.terrain}/{info.level} -> {got.terrain}/{got.level}")
    return out
