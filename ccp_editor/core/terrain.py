"""Per-hex terrain derived from the traced shapes (DESIGN §5, rules digest §3).

The tracer draws what the printed map shows (terrain areas, hill level regions, roads, trails,
streams and bridges) and everything a rule needs per hex is computed from that drawing:

- **presence** of a drawing in a hex is decided by what it does at the hexsides, not by its share
  of the hex: a drawing lying inside a hex is present there however small (T81.1 asks no share and
  no centre dot); a drawing that merely crosses a hexside into a hex, reaching no deeper than the
  map's hexside tolerance (a distance in hex units, centre to corner = 1), is tracing slop there.
  The map edge counts as a hexside.
- **terrain Type** (T81.1): the highest-ranked Type present in the hex, else Open Ground.
- **buildings and huts** (T85, T90): a structure present in two or more hexes (it crosses a
  hexside) is a building, and each of its hexes carries the shape id so a building objective knows
  the whole building; a structure present in one hex is a hut.
- **streams and bridges** are lines with a width (``terrainlines``): a stream is present wherever its
  width lies; a bridge makes bridge hexes only where it spans the water, never beyond its ends (T84).
- **features** road and trail (T94, T98) with the compass hexsides (1-6) their line crosses; a bridge
  hex records the hexsides its bridge line crosses.
- **level** (T89): the level region under the centre dot; **crest** when more than one level is
  present in the hex (the same presence test), with the levels present.
- **water** (F100.3): from the rule set's chart for the hex's Type (so a bridge over a stream is dry).

Overrides win over the derived value and are reported; hexes whose Type would flip if the hexside
tolerance were halved or doubled are reported as *ambiguous*, so a tracer knows what to review. Invalid
geometry is reported with the shape id and repaired only when asked (``repair_shapes``).
"""

from __future__ import annotations

import copy
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import shapely
from shapely.geometry import LinearRing, LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from ..model.mapdoc import (
    GridSettings,
    HexFeature,
    HexInfo,
    LevelShape,
    LineShape,
    MapDocument,
    Shapes,
    TerrainShape,
)
from ..model.ruleset import RuleSet
from . import checktext as T
from . import terrainlines
from .findings import Finding
from .hexcache import cache_differences as cache_differences  # where it lived first
from .hexgrid import HexGrid

OPEN_GROUND = "open_ground"
STRUCTURE_TYPES = ("building", "hut")
AREA_LINE_TYPES = ("stream", "bridge")  # lines that are Terrain Types: buffered into areas
FEATURE_LINE_TYPES = ("road", "trail")  # lines that are Features: recorded with their hexsides
HEX_AREA = 1.5 * math.sqrt(3.0)  # flat-topped hex of circumradius 1
AMBIGUITY_FACTORS = (0.5, 2.0)  # "a little": halving or doubling the tolerance
MIN_FEATURE_LENGTH = 0.05  # grid units of road/trail inside a hex for it to count without a hexside
CORNER_EPS = 0.02  # a line meeting a hexside this close to a corner has no defined hexside
MAX_LEVEL = 4
MIN_SHARE = 1e-9  # a piece of a drawing smaller than this share of a hex is numerical noise
TOUCH_EPS = 1e-7  # numerical slack where a drawing meets a hexside (seams shorter than 100x this are corners)
ADJACENT_CENTRES = 1.8  # centre distance of neighbouring hexes is sqrt(3) in hex units


@dataclass
class Derivation:
    """Result of deriving a map's hexes from its shapes."""

    hexes: dict[str, HexInfo]  # derived from shapes, overrides not applied (the map's cache)
    effective: dict[str, HexInfo]  # overrides applied
    overridden: list[str]  # hexes whose effective value differs because of an override
    ambiguous: list[str]  # hexes whose Type flips when the tolerance moves a little
    problems: list[Finding] = field(default_factory=list)  # geometry problems, shape id in the message


# ----------------------------------------------------------------------------- grid geometry cache


@dataclass(frozen=True)
class GridGeometry:
    ids: tuple[str, ...]
    polygons: np.ndarray  # shapely Polygons, one per hex, in ``ids`` order
    tree: shapely.STRtree
    centres: np.ndarray  # (n, 2)
    sides: np.ndarray  # LineStrings, 6 per hex: index = hex * 6 + (direction - 1)
    side_tree: shapely.STRtree


def _grid_key(settings: GridSettings) -> tuple:
    return (
        settings.orientation,
        settings.columns,
        settings.rows,
        tuple(settings.column_labels),
        tuple(settings.row_labels),
        settings.offset,
    )


@lru_cache(maxsize=16)
def _grid_geometry_cached(key: tuple) -> GridGeometry:
    orientation, columns, rows, col_labels, row_labels, offset = key
    grid = HexGrid(
        GridSettings(
            orientation=orientation,
            columns=columns,
            rows=rows,
            column_labels=list(col_labels),
            row_labels=list(row_labels),
            offset=offset,
        )
    )
    ids = tuple(grid.hex_ids)
    rings = np.array([[*grid.corners(h), grid.corners(h)[0]] for h in ids], dtype=float)
    polygons = shapely.polygons(rings)
    centres = np.array([grid.center(h) for h in ids], dtype=float)
    side_coords = np.array([grid.side_segment(h, d) for h in ids for d in range(1, 7)], dtype=float)
    sides = shapely.linestrings(side_coords)
    return GridGeometry(ids, polygons, shapely.STRtree(polygons), centres, sides, shapely.STRtree(sides))


def grid_geometry(grid: HexGrid) -> GridGeometry:
    """Hex polygons, centres and hexside segments of a grid, built once per grid layout."""
    return _grid_geometry_cached(_grid_key(grid.settings))


# ----------------------------------------------------------------------------- shape geometry


def _clean_ring(ring: Iterable[Iterable[float]]) -> list[tuple[float, float]]:
    """Points without consecutive repeats and without the optional closing point."""
    pts: list[tuple[float, float]] = []
    for p in ring:
        t = (float(p[0]), float(p[1]))
        if not pts or pts[-1] != t:
            pts.append(t)
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts.pop()
    return pts


def _collinear(pts: list[tuple[float, float]]) -> bool:
    """All points on one line (a ring that can enclose nothing, whatever its order)."""
    x0, y0 = pts[0]
    far = max(pts, key=lambda p: (p[0] - x0) ** 2 + (p[1] - y0) ** 2)
    dx, dy = far[0] - x0, far[1] - y0
    norm = math.hypot(dx, dy)
    if norm == 0:
        return True
    return all(abs((x - x0) * dy - (y - y0) * dx) / norm < 1e-9 for x, y in pts)


def _encloses_nothing(pts: list[tuple[float, float]]) -> bool:
    return len(set(pts)) < 3 or _collinear(pts)


def _ring_problem(pts: list[tuple[float, float]], what: str) -> str | None:
    """Why a ring cannot bound an area, or None when it is a simple closed ring."""
    distinct = len(set(pts))
    if distinct < 3:
        return (T.RING_POINTS_1 if distinct == 1 else T.RING_POINTS_N).format(ring=what, n=distinct)
    if _collinear(pts):
        return T.RING_FLAT.format(ring=what)
    ring = LinearRing(pts)
    if not ring.is_simple:
        reason = shapely.is_valid_reason(Polygon(pts))
        where = _reason_location(reason)
        return T.RING_CROSSES.format(ring=what, where=where)
    return None


def _reason_location(reason: str) -> str:
    """' at (x, y)' from a GEOS validity reason such as 'Self-intersection[1 1]'."""
    if "[" in reason and reason.endswith("]"):
        coords = reason[reason.index("[") + 1 : -1].split()
        if len(coords) >= 2:
            try:
                return T.AT_POINT.format(x=f"{float(coords[0]):.3g}", y=f"{float(coords[1]):.3g}")
            except ValueError:
                return ""
    return ""


def _area_shape_findings(shape: TerrainShape | LevelShape, pointer: str) -> list[Finding]:
    out: list[Finding] = []
    shape_id = repr(shape.id)
    shell = _clean_ring(shape.polygon)
    shell_problem = _ring_problem(shell, T.OUTER_RING)
    if shell_problem:
        out.append(Finding(f"{pointer}/polygon", T.SHAPE_PROBLEM.format(id=shape_id, problem=shell_problem)))
    good_holes: list[list[tuple[float, float]]] = []
    for j, hole in enumerate(shape.holes):
        pts = _clean_ring(hole)
        problem = _ring_problem(pts, T.HOLE.format(n=j + 1))
        if problem:
            out.append(Finding(f"{pointer}/holes/{j}", T.SHAPE_PROBLEM.format(id=shape_id, problem=problem)))
            continue
        if shell_problem is None:
            outer, inner = Polygon(shell), Polygon(pts)
            if not outer.intersects(inner) or outer.intersection(inner).area < 1e-12:
                out.append(Finding(f"{pointer}/holes/{j}", T.SHAPE_PROBLEM.format(id=shape_id, problem=T.HOLE_OUTSIDE.format(n=j + 1))))
                continue
            if not outer.contains(inner):
                out.append(Finding(f"{pointer}/holes/{j}", T.SHAPE_PROBLEM.format(id=shape_id, problem=T.HOLE_CROSSES.format(n=j + 1))))
                continue
        good_holes.append(pts)
    if not out and good_holes:
        reason = shapely.is_valid_reason(Polygon(shell, good_holes))
        if reason != "Valid Geometry":
            out.append(Finding(f"{pointer}/holes", T.SHAPE_PROBLEM.format(id=shape_id, problem=T.HOLES_OVERLAP.format(where=_reason_location(reason)))))
    return out


def _line_findings(line: LineShape, pointer: str) -> list[Finding]:
    distinct = len({(float(p[0]), float(p[1])) for p in line.points})
    out = []
    if distinct < 2:
        out.append(Finding(f"{pointer}/points", T.LINE_NO_LENGTH.format(id=repr(line.id))))
    if line.type in AREA_LINE_TYPES and line.width <= 0:
        out.append(Finding(f"{pointer}/width", T.LINE_NO_WIDTH.format(id=repr(line.id), type=line.type), "warning"))
    return out


def area_geometry(shape: TerrainShape | LevelShape) -> BaseGeometry | None:
    """The polygonal area a shape stands for, made valid for computing (the document is untouched)."""
    shell = _clean_ring(shape.polygon)
    if _encloses_nothing(shell):
        return None
    poly = _valid_area(shell, [h for h in (_clean_ring(r) for r in shape.holes) if not _encloses_nothing(h)])
    if poly.is_empty or poly.area <= 0:
        return None
    return poly


def _valid_area(shell: list[tuple[float, float]], holes: list[list[tuple[float, float]]]) -> BaseGeometry:
    """The area a possibly invalid polygon stands for: its shell (made valid) minus its holes, so a
    hole outside the shell removes nothing and a self-crossing ring keeps both lobes."""
    poly = Polygon(shell, holes)
    if poly.is_valid:
        return poly
    area = shapely.make_valid(Polygon(shell), method="structure", keep_collapsed=False)
    cut = [shapely.make_valid(Polygon(h), method="structure", keep_collapsed=False) for h in holes]
    if cut:
        area = area.difference(shapely.union_all(cut))
    return area


def line_geometry(line: LineShape) -> LineString | None:
    pts = [(float(p[0]), float(p[1])) for p in line.points]
    dedup = [p for i, p in enumerate(pts) if i == 0 or p != pts[i - 1]]
    if len(dedup) < 2:
        return None
    return LineString(dedup)


def _line_area(line: LineShape, geom: LineString) -> BaseGeometry | None:
    if line.width <= 0:
        return None
    return geom.buffer(line.width / 2.0, cap_style="flat", join_style="round")


def geometry_findings(map_doc: MapDocument, ruleset: RuleSet | None = None) -> list[Finding]:
    """Invalid geometry (self-intersection, unclosed ring, zero area, hole outside its shell, a line
    without length), each with the shape id; plus shapes the derivation cannot use."""
    out: list[Finding] = []
    for i, s in enumerate(map_doc.shapes.terrain):
        out += _area_shape_findings(s, f"/shapes/terrain/{i}")
    for i, s in enumerate(map_doc.shapes.levels):
        out += _area_shape_findings(s, f"/shapes/levels/{i}")
    for i, line in enumerate(map_doc.shapes.lines):
        out += _line_findings(line, f"/shapes/lines/{i}")
    if ruleset is not None:
        chart = ruleset.terrain_by_id()
        for i, s in enumerate(map_doc.shapes.terrain):
            entry = chart.get(s.type)
            if entry is not None and (entry.kind != "type" or entry.rank is None):
                out.append(
                    Finding(
                        f"/shapes/terrain/{i}/type",
                        T.AREA_NO_RANK.format(id=repr(s.id), terrain=repr(s.type), kind=entry.kind),
                        "warning",
                    )
                )
    board = shapely.box(*shapely.total_bounds(grid_geometry(HexGrid(map_doc.grid)).polygons))
    for kind, shapes in (("terrain", map_doc.shapes.terrain), ("levels", map_doc.shapes.levels)):
        for i, s in enumerate(shapes):
            geom = area_geometry(s)
            if geom is not None and not geom.intersects(board):
                out.append(Finding(f"/shapes/{kind}/{i}/polygon", T.OFF_MAP.format(id=repr(s.id)), "warning"))
    return out



# ----------------------------------------------------------------------------- derivation


def _union(geoms: list[BaseGeometry]) -> BaseGeometry | None:
    geoms = [g for g in geoms if g is not None and not g.is_empty]
    if not geoms:
        return None
    if len(geoms) == 1:
        return geoms[0]
    return shapely.union_all(geoms)


@dataclass
class _Presence:
    """Where one drawing is present, at each tolerance of ``_tolerances`` (see ``_presence``)."""

    idx: np.ndarray  # hexes the drawing has area in
    shares: np.ndarray  # share of each of those hexes it covers
    present: np.ndarray  # (len(tolerances), len(idx)) booleans


def _tolerances(tol: float) -> tuple[float, ...]:
    """The map's tolerance and the "a little" variants used to report ambiguous hexes."""
    return (tol, *(tol * f for f in AMBIGUITY_FACTORS))


@lru_cache(maxsize=16)
def _board(key: tuple) -> BaseGeometry:
    """The whole map (the union of its hexes), prepared."""
    board = shapely.union_all(_grid_geometry_cached(key).polygons)
    shapely.prepare(board)
    return board


@lru_cache(maxsize=16)
def _side_neighbours(key: tuple) -> tuple[np.ndarray, np.ndarray]:
    """For each hexside (index hex * 6 + direction - 1): the hex across it (-1 off the map), and
    whether it lies on the map edge."""
    geo = _grid_geometry_cached(key)
    n = len(geo.ids)
    mids = shapely.get_coordinates(shapely.centroid(geo.sides)).reshape(n, 6, 2)
    across = np.full((n, 6), -1, dtype=int)
    c = geo.centres
    for i in range(n):
        d = np.hypot(c[:, 0] - c[i, 0], c[:, 1] - c[i, 1])
        for j in np.nonzero((d > 0) & (d < ADJACENT_CENTRES))[0]:
            mid = (c[i] + c[j]) / 2.0
            across[i, int(np.argmin(np.hypot(*(mids[i] - mid).T)))] = j
    return across.reshape(-1), across.reshape(-1) < 0


def _presence(
    geo: GridGeometry, area: BaseGeometry | None, tols: tuple[float, ...], board: BaseGeometry, key: tuple
) -> _Presence:
    """Where a drawing is present (T81.1, T84, T85/T90), decided at the hexsides (see ``_judge``)."""
    if area is None or area.is_empty:
        return _judge(geo, np.zeros(0, dtype=int), np.zeros(0, dtype=object), tols, key, np.zeros(0, dtype=bool))
    idx = geo.tree.query(area, predicate="intersects")
    pieces = shapely.intersection(geo.polygons[idx], area)
    across, edge = _side_neighbours(key)
    off_edge = np.zeros(len(geo.sides), dtype=bool)
    if not shapely.covers(board, area):
        off_map = shapely.difference(area, board)
        if not off_map.is_empty:
            sides = np.nonzero(edge)[0]
            off_edge[sides] = shapely.intersects(geo.sides[sides], off_map)
    return _judge(geo, idx, pieces, tols, key, off_edge)


def _judge(
    geo: GridGeometry, idx: np.ndarray, pieces: np.ndarray, tols: tuple[float, ...], key: tuple, off_edge: np.ndarray,
    only: np.ndarray | None = None,
) -> _Presence:
    """Presence of a drawing from its pieces (``pieces[k]`` = the drawing inside hex ``idx[k]``).

    A piece is slop when the drawing crosses a hexside into that hex (it also has area in the hex
    across that side; or, for a map-edge side marked in ``off_edge``, beyond the map) and the whole
    piece lies within the tolerance of the hexsides it crosses. Any other piece with area, however
    small, is present. ``only`` limits the hexes judged (the others still tell which sides it crosses).
    """
    empty = _Presence(np.zeros(0, dtype=int), np.zeros(0), np.zeros((len(tols), 0), dtype=bool))
    if not len(idx):
        return empty
    shares = shapely.area(pieces) / HEX_AREA
    keep = shares > MIN_SHARE  # a drawing merely touching a hex along its side has no area there
    idx, pieces, shares = idx[keep], pieces[keep], shares[keep]
    has_area = np.zeros(len(geo.ids), dtype=bool)
    has_area[idx] = True
    if only is not None:
        mine = np.isin(idx, only)
        idx, pieces, shares = idx[mine], pieces[mine], shares[mine]
    k = len(idx)
    if not k:
        return empty
    across, edge = _side_neighbours(key)
    sides = (idx[:, None] * 6 + np.arange(6)[None, :]).reshape(-1)
    owner = np.repeat(np.arange(k), 6)
    crossing = off_edge[sides].copy()
    inner = ~edge[sides]
    crossing[inner] = has_area[across[sides[inner]]]
    present = np.ones((len(tols), k), dtype=bool)
    if not crossing.any():
        return _Presence(idx, shares, present)
    # the seams: the stretches of those hexsides the piece covers
    with_seams = np.unique(owner[crossing])
    grown = np.empty(k, dtype=object)
    grown[with_seams] = shapely.buffer(pieces[with_seams], TOUCH_EPS * 10, quad_segs=1, join_style="mitre")
    seam_lines = shapely.intersection(geo.sides[sides[crossing]], grown[owner[crossing]])
    seam_owner = owner[crossing]
    real = ~shapely.is_empty(seam_lines) & (shapely.length(seam_lines) > TOUCH_EPS * 100)
    seam_lines, seam_owner = seam_lines[real], seam_owner[real]
    if not len(seam_lines):
        return _Presence(idx, shares, present)
    sel = np.unique(seam_owner)
    seams = np.array(
        [shapely.geometrycollections(seam_lines[seam_owner == i].tolist()) for i in sel.tolist()], dtype=object
    )
    # The piece is slop when nothing of it lies farther than the tolerance from those seams. A piece
    # larger than the whole band along its seams certainly reaches farther; only the others are cut.
    seam_len = shapely.length(seams)
    area = shares[sel] * HEX_AREA
    for row, tol in enumerate(tols):
        if tol <= 0:
            continue
        band = tol * seam_len + math.pi * tol * tol
        doubt = np.nonzero(area <= band * (1 + 1e-6))[0]
        if len(doubt):
            zone = shapely.buffer(seams[doubt], tol, quad_segs=4)
            rest = shapely.area(shapely.difference(pieces[sel[doubt]], zone)) / HEX_AREA
            present[row, sel[doubt]] = rest > MIN_SHARE
    return _Presence(idx, shares, present)


@dataclass
class _Tables:
    """Presence of every drawing computed once, at the map's tolerance and its "a little" variants."""

    types: dict[str, _Presence]  # ranked non-structure Type -> where its drawings are present
    lines: list[tuple[str, _Presence]]  # streams and bridges drawn as lines (``terrainlines``)
    structures: list[tuple[str, str, _Presence]]  # (shape id, drawn type, presence)
    ranks: dict[str, int]


def _classify(tables: _Tables, row: int, n: int) -> tuple[list[str], list[str | None]]:
    """Type and building identity of every hex at the tolerance of ``row``."""
    best_rank = np.full(n, -1, dtype=float)
    best_type: list[str] = [OPEN_GROUND] * n
    building: list[str | None] = [None] * n
    for type_id, pres in [*tables.types.items(), *tables.lines]:
        rank = tables.ranks[type_id]
        for i in pres.idx[pres.present[row]].tolist():
            if rank > best_rank[i]:
                best_rank[i], best_type[i] = rank, type_id
    building_share = np.zeros(n)
    for shape_id, _drawn, pres in tables.structures:
        counted = pres.idx[pres.present[row]].tolist()
        shares = dict(zip(pres.idx.tolist(), pres.shares.tolist(), strict=True))
        if not counted and shares:
            counted = [max(shares, key=lambda h: shares[h])]  # all slop: it stands where its largest part is
        kind = "building" if len(counted) >= 2 else "hut"
        rank = tables.ranks.get(kind)
        if rank is None:
            continue
        for i in counted:
            if kind == "building" and rank >= best_rank[i] and shares[i] > building_share[i]:
                building[i], building_share[i] = shape_id, shares[i]
            if rank > best_rank[i]:
                best_rank[i], best_type[i] = rank, kind
    building = [b if t == "building" else None for b, t in zip(building, best_type, strict=True)]
    return best_type, building


def _line_presence(geo: GridGeometry, by_line: dict, water: BaseGeometry | None, tols: tuple[float, ...], board, key) -> list:
    """Streams present wherever their drawn width lies; bridges only where they span the water (T84)."""
    out = []
    no_slop = tuple(0.0 for _ in tols)
    streams = _union([a for _, a in by_line.get("stream", [])])
    if streams is not None:
        out.append(("stream", _presence(geo, streams, no_slop, board, key)))
    for geom, area in by_line.get("bridge", []):
        pres = _presence(geo, area, no_slop, board, key)
        pres.present &= np.isin(pres.idx, list(terrainlines.bridge_hexes(geo, geom, water)))[None, :]
        out.append(("bridge", pres))
    return out


def _hexsides(geo: GridGeometry, line: LineString, problems: list[Finding], pointer: str, line_id: str) -> dict[int, set[int]]:
    """Hex index -> compass directions of the hexsides the line crosses."""
    out: dict[int, set[int]] = {}
    idx = geo.side_tree.query(line, predicate="intersects")
    warned = False
    for k in idx.tolist():
        side = geo.sides[k]
        hit = line.intersection(side)
        a, b = side.coords[0], side.coords[-1]
        points = [hit] if isinstance(hit, Point) else list(getattr(hit, "geoms", [hit]))
        usable = False
        for p in points:
            if p.is_empty:
                continue
            rep = p.representative_point() if not isinstance(p, Point) else p
            if min(math.dist((rep.x, rep.y), a), math.dist((rep.x, rep.y), b)) > CORNER_EPS:
                usable = True
            elif not warned:
                problems.append(
                    Finding(
                        pointer,
                        T.LINE_CORNER.format(id=repr(line_id), x=f"{rep.x:.3g}", y=f"{rep.y:.3g}"),
                        "warning",
                    )
                )
                warned = True
        if usable:
            out.setdefault(k // 6, set()).add(k % 6 + 1)
    return out


def _lengths(geo: GridGeometry, line: LineString) -> dict[int, float]:
    idx = geo.tree.query(line, predicate="intersects")
    if not len(idx):
        return {}
    lengths = shapely.length(shapely.intersection(geo.polygons[idx], line))
    return dict(zip(idx.tolist(), lengths.tolist(), strict=True))


def derive(map_doc: MapDocument, ruleset: RuleSet, tolerance: float | None = None) -> Derivation:
    """Derive every hex of the map from its shapes; see the module docstring for the rules."""
    tol = map_doc.grid.overlap_tolerance if tolerance is None else float(tolerance)
    grid = HexGrid(map_doc.grid)
    geo = grid_geometry(grid)
    n = len(geo.ids)
    chart = ruleset.terrain_by_id()
    ranks = {t.id: t.rank for t in ruleset.terrain if t.kind == "type" and t.rank is not None}
    problems = geometry_findings(map_doc, ruleset)

    tols = _tolerances(tol)
    key = _grid_key(grid.settings)
    board = _board(key)
    # Terrain areas by Type; structures one by one (building or hut depends on how many hexes).
    by_type: dict[str, list[BaseGeometry]] = {}
    structures: list[tuple[str, str, _Presence]] = []
    for i, s in enumerate(map_doc.shapes.terrain):
        if s.type not in chart:
            problems.append(Finding(f"/shapes/terrain/{i}/type", T.SHAPE_TERRAIN_IGNORED.format(id=repr(s.id), terrain=repr(s.type))))
            continue
        geom = area_geometry(s)
        if geom is None:
            continue
        if s.type in STRUCTURE_TYPES:
            structures.append((s.id, s.type, _presence(geo, geom, tols, board, key)))
        elif s.type in ranks:
            by_type.setdefault(s.type, []).append(geom)
    line_geoms: list[tuple[int, LineShape, LineString]] = []
    by_line: dict[str, list[tuple[LineString, BaseGeometry | None]]] = {}
    for i, line in enumerate(map_doc.shapes.lines):
        geom = line_geometry(line)
        if geom is None:
            continue
        line_geoms.append((i, line, geom))
        if line.type in AREA_LINE_TYPES:
            if line.type not in ranks:
                problems.append(Finding(f"/shapes/lines/{i}/type", T.LINE_NO_TYPE.format(id=repr(line.id), terrain=repr(line.type))))
                continue
            by_line.setdefault(line.type, []).append((geom, _line_area(line, geom)))
    tables = _Tables({t: _presence(geo, _union(gs), tols, board, key) for t, gs in by_type.items()}, _line_presence(
        geo, by_line, _union([*(g for t, gs in by_type.items() if t in chart and chart[t].water for g in gs),
                              *(a for _, a in by_line.get("stream", []))]), tols, board, key), structures, ranks)

    types, buildings = _classify(tables, 0, n)
    flips: set[int] = set()
    if tol > 0:
        for row in range(1, len(tols)):
            other, _ = _classify(tables, row, n)
            flips.update(i for i in range(n) if other[i] != types[i])

    # Levels: U_L = everything at level L or higher; the level at a point is the highest L covering it.
    centre_level = np.zeros(n, dtype=int)
    level_areas = [(s.level, area_geometry(s)) for s in map_doc.shapes.levels]
    unions: dict[int, BaseGeometry | None] = {0: board}
    for level in range(1, MAX_LEVEL + 1):
        u = _union([g for lv, g in level_areas if lv >= level])
        unions[level] = u
        if u is not None:
            shapely.prepare(u)
            inside = shapely.contains_xy(u, geo.centres[:, 0], geo.centres[:, 1])
            centre_level[inside] = level
    # The ground at each level (its region less the higher ones) is present in a hex by the same
    # hexside test as any drawing: a level that merely crosses a hexside by the tolerance makes no crest.
    level_present: dict[int, set[int]] = {lv: set() for lv in range(MAX_LEVEL + 1)}
    if unions[1] is not None:
        # Only hexes a level-1 region reaches can show more than one level. The ground at each level
        # (its region less the higher ones) is present in a hex by the same hexside test as any
        # drawing; hills run on beyond the map edge, so a map-edge side a level covers is crossed.
        across, edge = _side_neighbours(key)
        hilly = geo.tree.query(unions[1], predicate="intersects")
        near = across.reshape(-1, 6)[hilly].reshape(-1)
        look = np.union1d(hilly, near[near >= 0])
        polys = geo.polygons[look]
        cover = [polys] + [shapely.intersection(polys, unions[lv]) if unions[lv] is not None else None
                           for lv in range(1, MAX_LEVEL + 1)]
        for level in range(MAX_LEVEL + 1):
            if cover[level] is None:
                continue
            upper = cover[level + 1] if level < MAX_LEVEL else None
            ground = shapely.difference(cover[level], upper) if upper is not None else cover[level]
            pres = _judge(geo, look, ground, (tol,), key, edge, only=hilly)
            level_present[level] = set(pres.idx[pres.present[0]].tolist())

    # Features: road and trail hexsides; bridges record theirs in bridge hexes.
    features: list[dict[str, set[int]]] = [{} for _ in range(n)]
    for i, line, geom in line_geoms:
        if line.type not in (*FEATURE_LINE_TYPES, "bridge"):
            continue
        sides = _hexsides(geo, geom, problems, f"/shapes/lines/{i}/points", line.id)
        if line.type in FEATURE_LINE_TYPES:  # along a hexside within its half-width: in both hexes (T94)
            for h, along in terrainlines.along_hexsides(geo, geom, line.width).items():
                sides.setdefault(h, set()).update(along)
        lengths = _lengths(geo, geom)
        for h in set(sides) | {h for h, length in lengths.items() if length > MIN_FEATURE_LENGTH}:
            if line.type == "bridge" and types[h] != "bridge":
                continue
            features[h].setdefault(line.type, set()).update(sides.get(h, set()))

    hexes: dict[str, HexInfo] = {}
    for i, hex_id in enumerate(geo.ids):
        level = int(centre_level[i])
        present = {lv for lv in range(MAX_LEVEL + 1) if i in level_present[lv]} | {level}
        crest = len(present) > 1
        terrain = types[i]
        entry = chart.get(terrain)
        hexes[hex_id] = HexInfo(
            terrain=terrain,
            features=[HexFeature(type=t, hexsides=sorted(s)) for t, s in sorted(features[i].items())],
            level=level,
            crest=crest,
            crest_levels=sorted(present) if crest else [],
            water=bool(entry.water) if entry is not None else False,
            building=buildings[i],
        )

    effective, overridden = apply_overrides(map_doc, hexes, ruleset)
    ambiguous = [geo.ids[i] for i in sorted(flips)]
    return Derivation(hexes=hexes, effective=effective, overridden=overridden, ambiguous=ambiguous, problems=problems)


def apply_overrides(
    map_doc: MapDocument, hexes: dict[str, HexInfo], ruleset: RuleSet
) -> tuple[dict[str, HexInfo], list[str]]:
    """Effective hexes (overrides win) and the hexes an override actually changes.

    An override of the Type alone also resets water from the chart and drops building identity
    when the new Type is not a building, so the hex stays self-consistent.
    """
    chart = ruleset.terrain_by_id()
    effective = dict(hexes)
    overridden: list[str] = []
    for hex_id in hexes:
        ov = map_doc.overrides.get(hex_id)
        if ov is None:
            continue
        base = hexes[hex_id]
        terrain = ov.terrain if ov.terrain is not None else base.terrain
        if ov.water is not None:
            water = ov.water
        elif ov.terrain is not None and terrain in chart:
            water = chart[terrain].water
        else:
            water = base.water
        crest = ov.crest if ov.crest is not None else base.crest
        level = ov.level if ov.level is not None else base.level
        crest_levels = base.crest_levels if crest else []
        if crest and not crest_levels:
            crest_levels = sorted({level, max(level - 1, 0)} if level else {0, 1})
        new = HexInfo(
            terrain=terrain,
            features=base.features,
            level=level,
            crest=crest,
            crest_levels=crest_levels,
            water=water,
            building=base.building if terrain == "building" else None,
        )
        effective[hex_id] = new
        if new != base:
            overridden.append(hex_id)
    return effective, overridden


# ----------------------------------------------------------------------------- repair (on request)


def _ring_data(coords: Iterable[Iterable[float]]) -> list[list[float]]:
    pts = _clean_ring(coords)
    return [[round(x, 4), round(y, 4)] for x, y in pts]


def _repaired_polygons(shape: TerrainShape | LevelShape) -> list[Polygon]:
    shell = _clean_ring(shape.polygon)
    if _encloses_nothing(shell):
        return []
    holes = [h for h in (_clean_ring(r) for r in shape.holes) if not _encloses_nothing(h)]
    poly = Polygon(shell, holes)
    if poly.is_valid:
        return [poly]
    fixed = _valid_area(shell, holes)
    parts = [g for g in shapely.get_parts(fixed) if isinstance(g, Polygon) and g.area > 1e-9]
    return sorted(parts, key=lambda g: -g.area)


def repair_report(map_doc: MapDocument) -> tuple[MapDocument, list[str]]:
    """A repaired copy and one line per change made.

    Self-intersecting areas are split into valid parts (the largest keeps the id, the others get
    ``id.2``, ``id.3``...), holes outside their shell are dropped, rings without area and lines without
    length are removed, and repeated points are dropped.
    """
    doc = copy.deepcopy(map_doc)
    notes: list[str] = []

    def fix_areas(shapes: list, make) -> list:
        out = []
        taken = {s.id for s in shapes}
        for s in shapes:
            before = (_ring_data(s.polygon), [_ring_data(h) for h in s.holes])
            written = []
            parts = _repaired_polygons(s)
            if not parts:
                notes.append(f"removed shape {s.id!r}: it encloses no area")
                continue
            if len(parts) > 1:
                notes.append(f"split shape {s.id!r} into {len(parts)} valid parts")
            for k, part in enumerate(parts):
                shell = _ring_data(part.exterior.coords)
                holes = [_ring_data(r.coords) for r in part.interiors]
                candidate = Polygon(shell, holes)
                if not candidate.is_valid:  # rounding broke it: keep full precision
                    shell = [list(p) for p in _clean_ring(part.exterior.coords)]
                    holes = [[list(p) for p in _clean_ring(r.coords)] for r in part.interiors]
                new_id = s.id
                if k:
                    suffix = k + 1
                    while f"{s.id}.{suffix}" in taken:
                        suffix += 1
                    new_id = f"{s.id}.{suffix}"
                    taken.add(new_id)
                out.append(make(s, new_id, shell, holes))
                written.append((shell, holes))
            if len(parts) == 1 and written[0] != before:
                notes.append(f"repaired shape {s.id!r}")
        return out

    terrain = fix_areas(
        doc.shapes.terrain,
        lambda s, i, shell, holes: TerrainShape(id=i, type=s.type, polygon=shell, holes=holes, label=s.label),
    )
    levels = fix_areas(
        doc.shapes.levels,
        lambda s, i, shell, holes: LevelShape(id=i, level=s.level, polygon=shell, holes=holes),
    )
    lines = []
    for line in doc.shapes.lines:
        pts = [[float(p[0]), float(p[1])] for p in line.points]
        dedup = [p for k, p in enumerate(pts) if k == 0 or p != pts[k - 1]]
        if len(dedup) < 2:
            notes.append(f"removed line {line.id!r}: it has no length")
            continue
        if len(dedup) != len(pts):
            notes.append(f"dropped repeated points of line {line.id!r}")
        lines.append(LineShape(id=line.id, type=line.type, points=dedup, width=line.width))
    doc.shapes = Shapes(terrain=terrain, levels=levels, lines=lines)
    return doc, notes


def repair_shapes(map_doc: MapDocument) -> MapDocument:
    """A copy of the map with its invalid geometry repaired (see ``repair_report``)."""
    return repair_report(map_doc)[0]
