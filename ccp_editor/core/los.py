"""Line of sight (rules 16.1-16.3, 18.3, 7.2, T83, T88, T89.2-T89.5, T95).

The rules trace LOS with a taut string from centre dot to centre dot and look at what the string
touches in the *drawn* picture, so this engine works on the traced shapes, not on hex Types:

- **16.1** only the parts of obstacle and hindrance drawings lying in *intervening* hexes count:
  the string is cut where it leaves the firer's hex and enters the target's, and only that middle
  part is tested; smoke counts in the end hexes too (16.3.4). Drawings are also clipped to each
  hex once, to name the hex a cause lies in and to find blind hexes.
- **16.2 / 16.3** an obstacle blocks; a hindrance lowers FP by its value; only the single largest
  hindrance applies (16.3.3). A building is a structure drawn over two or more hexes, a hut one
  inside a single hex (T85, T90): the same classification the terrain derivation uses.
- **T89** hills: a hex's level is the level under its centre dot. Between hexes of equal level any
  higher ground in an intervening hex blocks (T89.3.3). Between different levels the higher end must
  cross a crest line (drop below its level) inside its own hex, and the line may not meet ground of
  the higher end's level, or higher, in any intervening hex (T89.3.2): from below this is "only the
  first crest hex of each higher level"; from above, "crest line before hexside, and never again a
  crest line of the same or higher level".
- **T89.4 / T89.5** an obstacle or hindrance counts for LOS to or from a hill hex only when its
  drawing sits at the same or a higher level than that hex; its base level is the level of the
  ground under each part of the drawing (drawings are split along crest lines).
- **T89.4.1** blind hexes: a lower jungle, swamp or building seen from above hides the hex directly
  beyond it when that hex is at or below the obstacle's level. Seen from the other end this is the
  "building in the first intervening hex" case of the rule's example.
- **T88** a unit in a gully is seen only from an adjacent or a higher hex (and sees only those).
- **T83 / T95** blaze and smoke markers fill their whole hex, hexsides included; blaze blocks at
  every level, smoke hinders into, out of and through its hex at every level (``marker_effect``;
  the lines a marker touches: ``LosEngine.marker_reach``). The card game, which keeps the map's own
  LOS of every pair, adds the markers with these two (``LosEngine.seen_with_markers``).
- **18.3 / 7.2** at night every LOS has a hindrance equal to the range (at least 1), not added to
  the others; a starshell within 2 hexes of the *target* cancels it.
- Aircraft trace LOS as if on a level-5 hill (O24.4, O24.5).
- **F102.2** caves: another hex is downslope of a cave when the string, where it crosses a hexside
  of the cave's hex, is over ground lower than the cave hex's level; otherwise it is upslope. Units
  inside a cave see, and are seen from, downslope hexes only (``query(..., cave_from=, cave_to=)``):
  an upslope LOS to or from them is blocked, naming the cave hex and F102.2.2.

LOS is reciprocal: each pair is evaluated in a canonical order (lower end first), so swapping the
ends can only change the night hindrance, which depends on where the starshells light the target.
Everything that depends on the map alone is computed once per ``LosEngine``; a query (or a batch
of thousands) is a few vectorized shapely predicates against prepared drawings and level regions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..model.mapdoc import HexInfo, MapDocument
from ..model.ruleset import RuleSet
from .hexgrid import HexGrid
from .terrain import MAX_LEVEL, STRUCTURE_TYPES, derive, grid_geometry

AIRCRAFT_LEVEL = 5  # aircraft check LOS as if on a level-5 hill (O24.4, O24.5)
MARKER_EPS = 1e-7  # markers fill their hex *including* its hexsides: a line along one is affected
LEVEL_EPS = 1e-4  # a line merely grazing a crest line does not climb onto that level
MIN_PIECE_AREA = 1e-9
GULLY = "gully"

Result = Literal["clear", "hindered", "blocked"]
RESULTS: tuple[Result, ...] = ("clear", "hindered", "blocked")
CLEAR, HINDERED, BLOCKED = 0, 1, 2


class LosError(ValueError):
    """A query naming a hex that is not on the map, or a marker in an impossible place."""


@dataclass(frozen=True)
class LosCause:
    """What blocked or hindered a LOS: the hex, the terrain, the rule and the traced shape."""

    hex: str
    terrain: str
    rule: str
    shape: str | None = None
    hindrance: int | None = None

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {"hex": self.hex, "terrain": self.terrain, "rule": self.rule, "shape": self.shape}
        if self.hindrance is not None:
            out["hindrance"] = self.hindrance
        return out


@dataclass
class LosResult:
    """The answer to one LOS question; ``by`` names the causes in order from the firer."""

    result: Result
    hindrance: int = 0
    by: list[LosCause] = field(default_factory=list)

    @property
    def has_los(self) -> bool:
        return self.result != "blocked"

    def as_json(self) -> dict[str, object]:
        return {"result": self.result, "hindrance": self.hindrance, "by": [c.as_json() for c in self.by]}


@dataclass
class Markers:
    """The changing state that affects LOS: smoke (hex -> hindrance), blaze, night and starshells."""

    smoke: dict[str, int] = field(default_factory=dict)
    blaze: set[str] = field(default_factory=set)
    night: bool = False
    starshells: set[str] = field(default_factory=set)

    def empty(self) -> bool:
        return not (self.smoke or self.blaze or self.night)


def height_advantage_fp(firer_levels: Sequence[int], target_level: int, *, radio_or_aircraft: bool = False) -> int:
    """FP modifier for height (T89.2): -1 when the target is higher than any one firing piece, +1 when
    it is lower than any one; both can apply to a group spread over levels (then they cancel).
    Attacks by radios and aircraft are exempt."""
    if radio_or_aircraft or not firer_levels:
        return 0
    up = any(target_level > lv for lv in firer_levels)
    down = any(target_level < lv for lv in firer_levels)
    return (1 if down else 0) - (1 if up else 0)


def marker_effect(blocked: Any, hindrance: Any, blaze: Any, smoke: Any) -> tuple[Any, Any]:
    """How the markers a line touches change its LOS (T83, T95; 16.2.2, 16.3.3, 16.3.4): a blaze
    blocks it, at every level; smoke never blocks, it hinders by the value on the marker, and of all
    the hindrances only the largest counts. ``blocked`` / ``hindrance``: the line without markers;
    ``blaze``: whether it touches a blaze hex; ``smoke``: the largest smoke value it touches (0 for
    none). Single values or numpy arrays alike (the engine evaluates thousands of lines at once)."""
    return blocked | blaze, np.maximum(hindrance, smoke)


def _valid_polygon(ring: Sequence[Sequence[float]], holes: Iterable[Sequence[Sequence[float]]] = ()) -> BaseGeometry | None:
    """The area a traced ring stands for, made valid for computing (the document is untouched)."""
    shell = [(float(p[0]), float(p[1])) for p in ring]
    if len(set(shell)) < 3:
        return None
    poly: BaseGeometry = Polygon(shell, [[(float(p[0]), float(p[1])) for p in h] for h in holes if len(h) >= 3])
    if not poly.is_valid:
        poly = shapely.make_valid(poly)
        poly = shapely.union_all([g for g in getattr(poly, "geoms", [poly]) if g.area > 0]) if poly.area > 0 else poly
    if poly.is_empty or poly.area <= 0:
        return None
    return poly


def _parts(geom: BaseGeometry) -> list[BaseGeometry]:
    """The areal parts of a clip result (drops the slivers and lines a clip can leave)."""
    if geom.is_empty:
        return []
    parts = list(getattr(geom, "geoms", [geom]))
    out: list[BaseGeometry] = []
    for p in parts:
        if p.geom_type == "GeometryCollection" or p.geom_type.startswith("Multi"):
            out += _parts(p)
        elif p.geom_type == "Polygon" and p.area > MIN_PIECE_AREA:
            out.append(p)
    return out


class LosEngine:
    """Everything LOS needs from one map, computed once: hexes, drawings split by ground level (whole
    and clipped per hex), level regions and drop areas, hex centres, distances and STRtrees."""

    def __init__(self, map_doc: MapDocument, ruleset: RuleSet, hexes: Mapping[str, HexInfo] | None = None) -> None:
        self.map = map_doc
        self.ruleset = ruleset
        self.grid = HexGrid(map_doc.grid)
        geo = grid_geometry(self.grid)
        self.ids: tuple[str, ...] = geo.ids
        self.index = {h: i for i, h in enumerate(self.ids)}
        self.hex_polygons = geo.polygons
        self.centres = geo.centres
        self.hexes: dict[str, HexInfo] = dict(hexes) if hexes is not None else derive(map_doc, ruleset).effective
        self.levels = np.array([self.hexes[h].level if h in self.hexes else 0 for h in self.ids], dtype=int)
        self.terrain = [self.hexes[h].terrain if h in self.hexes else "open_ground" for h in self.ids]
        self.gully = np.array([t == GULLY for t in self.terrain], dtype=bool)
        cubes = np.array([[c.q, c.r, c.s] for c in (self.grid.cube(h) for h in self.ids)], dtype=int)
        self.dist = np.abs(cubes[:, None, :] - cubes[None, :, :]).max(axis=2)
        self._marker_polys = shapely.buffer(self.hex_polygons, MARKER_EPS, join_style="mitre")
        for g in self._marker_polys:
            shapely.prepare(g)
        # Outward normals of the sides of a hex (all hexes are translates of each other), used to
        # find where a line from the centre dot leaves its own hex.
        corners = np.array(self.grid.corners(self.ids[0])) - self.centres[0]
        mids = (corners + np.roll(corners, -1, axis=0)) / 2.0
        self._apothem = float(np.linalg.norm(mids[0]))
        self._normals = mids / self._apothem
        self._chart = ruleset.terrain_by_id()
        self._build_level_geometry(map_doc)
        self._build_drawings(map_doc)

    # ------------------------------------------------------------------ precomputation
    def _build_level_geometry(self, map_doc: MapDocument) -> None:
        """Level regions U_L (ground at level L or higher), per-hex pieces of them, drop areas, bands."""
        shapes = [(s, _valid_polygon(s.polygon, s.holes)) for s in map_doc.shapes.levels]
        shapes = [(s, g) for s, g in shapes if g is not None]
        self.level_union: dict[int, BaseGeometry | None] = {}
        self._up: dict[int, BaseGeometry] = {}
        for level in range(1, MAX_LEVEL + 1):
            geoms = [g for s, g in shapes if s.level >= level]
            u = shapely.union_all(geoms) if geoms else None
            self.level_union[level] = u
            if u is not None:
                # Shrunk a hair: a line merely grazing a crest line does not climb onto the level.
                shrunk = u.buffer(-LEVEL_EPS)
                if not shrunk.is_empty:
                    shapely.prepare(shrunk)
                    self._up[level] = shrunk
        # Per-hex pieces of each level shape, only to name the hex and shape in explanations.
        geoms, hexes, levels, names = [], [], [], []
        for s, g in shapes:
            shrunk = g.buffer(-LEVEL_EPS)
            if shrunk.is_empty:
                continue
            for i in geo_query(self.hex_polygons, shrunk):
                for part in _parts(shapely.intersection(self.hex_polygons[i], shrunk)):
                    geoms.append(part)
                    hexes.append(i)
                    levels.append(s.level)
                    names.append(s.id)
        self._lvl_geoms = np.array(geoms, dtype=object)
        self._lvl_hex = np.array(hexes, dtype=int)
        self._lvl_level = np.array(levels, dtype=int)
        self._lvl_shape = names
        for g in self._lvl_geoms:
            shapely.prepare(g)
        self._lvl_tree = shapely.STRtree(self._lvl_geoms)
        # Drop area of each hex: its ground below the level at its centre dot (where a crest line
        # lies inside the hex). Looking down needs the line to reach it before the hexside.
        drops = np.full(len(self.ids), None, dtype=object)
        for i, lv in enumerate(self.levels):
            u = self.level_union.get(int(lv)) if lv >= 1 else None
            if u is None:
                continue
            d = shapely.difference(self.hex_polygons[i], u)
            if d.area > MIN_PIECE_AREA:
                shapely.prepare(d)
                drops[i] = d
        self._drops = drops
        self._has_drop = np.array([d is not None for d in drops], dtype=bool)

    def _split_by_level(self, geom: BaseGeometry) -> list[tuple[int, BaseGeometry]]:
        """A drawing split along crest lines, each part with the level of the ground under it."""
        if self.level_union.get(1) is None:
            return [(0, p) for p in _parts(geom)]
        out: list[tuple[int, BaseGeometry]] = []
        for level in range(0, MAX_LEVEL + 1):
            here = geom if level == 0 else self.level_union.get(level)
            if here is None:
                break
            part = geom if level == 0 else shapely.intersection(geom, here)
            upper = self.level_union.get(level + 1)
            if upper is not None:
                part = shapely.difference(part, upper)
            out += [(level, p) for p in _parts(part)]
        return out

    def _build_drawings(self, map_doc: MapDocument) -> None:
        """Obstacle and hindrance drawings split by ground level, whole and clipped to each hex."""
        building_ids = {info.building for info in self.hexes.values() if info.building}
        rows: list[tuple[BaseGeometry, bool, int, int, int, str, str]] = []
        self.los_shapes: list[BaseGeometry] = []  # whole drawings, for the raw-intersection floor
        for s in map_doc.shapes.terrain:
            kind = s.type
            if kind in STRUCTURE_TYPES:
                kind = "building" if s.id in building_ids else "hut"
            entry = self._chart.get(kind)
            if entry is None or entry.kind != "type" or entry.los == "clear":
                continue
            g = _valid_polygon(s.polygon, s.holes)
            if g is None:
                continue
            self.los_shapes.append(g)
            for level, part in self._split_by_level(g):
                rows.append(
                    (part, entry.los == "obstacle", int(entry.hindrance or 0), level, int(entry.blind_hexes), kind, s.id)
                )
        self._dr_geoms = np.array([r[0] for r in rows], dtype=object)
        for g in self._dr_geoms:
            shapely.prepare(g)
        self._dr_obstacle = np.array([r[1] for r in rows], dtype=bool)
        self._dr_value = np.array([r[2] for r in rows], dtype=int)
        self._dr_base = np.array([r[3] for r in rows], dtype=int)
        self._dr_blind = np.array([r[4] for r in rows], dtype=int)
        self._dr_terrain = [r[5] for r in rows]
        self._dr_shape = [r[6] for r in rows]
        self._dr_tree = shapely.STRtree(self._dr_geoms)
        # The same drawings clipped to each hex: which hex a line meets a drawing in.
        pieces: list[list[tuple[int, BaseGeometry]]] = []
        pc_geoms, pc_hex, pc_drawing = [], [], []
        for j, g in enumerate(self._dr_geoms):
            mine = []
            for i in geo_query(self.hex_polygons, g):
                mine += [(i, p) for p in _parts(shapely.intersection(self.hex_polygons[i], g))]
            pieces.append(mine)
            pc_geoms += [p for _, p in mine]
            pc_hex += [i for i, _ in mine]
            pc_drawing += [j] * len(mine)
        self._dr_pieces = pieces
        self._pieces_of_drawing: list[np.ndarray] = []
        first = 0
        for mine in pieces:
            self._pieces_of_drawing.append(np.arange(first, first + len(mine)))
            first += len(mine)
        self._pc_hex = np.array(pc_hex, dtype=int)
        self._pc_drawing = np.array(pc_drawing, dtype=int)
        self._pc_geoms = np.array(pc_geoms, dtype=object)
        for g in self._pc_geoms:
            shapely.prepare(g)

    # ------------------------------------------------------------------ public queries
    def hex_index(self, hex_id: str) -> int:
        try:
            return self.index[hex_id]
        except KeyError:
            raise LosError(f"{hex_id!r} is not a hex of map {self.map.id!r}") from None

    def level(self, hex_id: str) -> int:
        return int(self.levels[self.hex_index(hex_id)])

    def query(
        self,
        from_hex: str,
        to_hex: str,
        markers: Markers | None = None,
        *,
        aircraft: bool = False,
        cave_from: bool = False,
        cave_to: bool = False,
    ) -> LosResult:
        """LOS from ``from_hex`` (the firer; an aircraft when ``aircraft``) to ``to_hex`` (the target).
        ``cave_from`` / ``cave_to``: the unit at that end is inside a cave in its hex (F102.2.2)."""
        a, b = self.hex_index(from_hex), self.hex_index(to_hex)
        markers = self._checked(markers)
        for hex_id, inside in ((from_hex, cave_from), (to_hex, cave_to)):
            if inside:
                self._check_cave(hex_id)
        codes, hind, causes = self._evaluate(np.array([a]), np.array([b]), markers, explain=True, aircraft=aircraft)
        result = LosResult(RESULTS[int(codes[0])], int(hind[0]), causes[0] if causes else [])
        cave_causes = [
            LosCause(cave, "cave", "F102.2.2", None)
            for cave, other, inside in ((from_hex, to_hex, cave_from), (to_hex, from_hex, cave_to))
            if inside and cave != other and self.cave_slope(cave, other) == "upslope"
        ]
        if cave_causes:
            blocking = [c for c in result.by if c.hindrance is None] if result.result == "blocked" else []
            return LosResult("blocked", 0, [*cave_causes, *blocking])
        return result

    def _check_cave(self, hex_id: str) -> None:
        info = self.hexes.get(hex_id)
        if info is None or not info.crest:
            raise LosError(f"{hex_id} is not a Hill Crest hex: a cave may only be in one (F102)")

    def cave_slope(self, cave_hex: str, other_hex: str) -> Literal["downslope", "upslope"]:
        """Whether ``other_hex`` is downslope or upslope of a cave in ``cave_hex`` (F102.2.1): the
        ground level where the centre-to-centre string crosses the cave hex's hexside, compared with
        the cave hex's level (lower: downslope; equal or higher: upslope)."""
        c, o = self.hex_index(cave_hex), self.hex_index(other_hex)
        if c == o:
            raise LosError(f"{cave_hex}: a hex is neither upslope nor downslope of itself")
        p0, p1 = self.centres[c], self.centres[o]
        d = p1 - p0
        u = d / float(np.hypot(*d))
        out = self._apothem / float((self._normals @ u).max())
        point = shapely.points(*(p0 + u * out))
        ground = 0
        for level in range(1, MAX_LEVEL + 1):
            region = self.level_union.get(level)
            if region is None or not shapely.intersects(region, point):
                break
            ground = level
        return "downslope" if ground < int(self.levels[c]) else "upslope"

    def has_los(self, from_hex: str, to_hex: str, markers: Markers | None = None) -> bool:
        codes, _ = self.batch([(from_hex, to_hex)], markers)
        return codes[0] != "blocked"

    def batch(
        self, pairs: Sequence[tuple[str, str]], markers: Markers | None = None
    ) -> tuple[list[Result], list[int]]:
        """Results and hindrances of many (from, to) pairs at once, without the explanations."""
        if not pairs:
            return [], []
        a = np.array([self.hex_index(p[0]) for p in pairs], dtype=int)
        b = np.array([self.hex_index(p[1]) for p in pairs], dtype=int)
        codes, hind, _ = self._evaluate(a, b, self._checked(markers), explain=False)
        return [RESULTS[int(c)] for c in codes], [int(h) for h in hind]

    def all_pairs(self, markers: Markers | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Every unordered pair of distinct hexes: (first index, second index, result code, hindrance);
        codes index ``RESULTS``. For bulk views (what a hex can see) and the bench."""
        a, b = np.triu_indices(len(self.ids), k=1)
        codes, hind, _ = self._evaluate(a, b, self._checked(markers), explain=False)
        return a, b, codes, hind

    def matrix(self) -> tuple[np.ndarray, np.ndarray]:
        """The map's own LOS (no markers) of every ordered pair, each hex with itself included:
        result codes (indexes of ``RESULTS``) and hindrances, row = firer, column = target, in the
        order of ``ids``. Each unordered pair is evaluated once (LOS is reciprocal: module doc)."""
        n = len(self.ids)
        a, b = np.triu_indices(n, k=0)
        codes, hind, _ = self._evaluate(a, b, Markers(), explain=False)
        c = np.zeros((n, n), dtype=int)
        h = np.zeros((n, n), dtype=int)
        c[a, b] = codes
        c[b, a] = codes
        h[a, b] = hind
        h[b, a] = hind
        return c, h

    def visible_from(self, hex_id: str, markers: Markers | None = None, *, aircraft: bool = False) -> dict[str, LosResult]:
        """Every hex's LOS from one hex (results and hindrances, no explanations); ``aircraft``:
        seen from an aircraft there, as from a level-5 hill (O24.4, O24.5)."""
        i = self.hex_index(hex_id)
        b = np.arange(len(self.ids))
        codes, hind, _ = self._evaluate(np.full(len(b), i), b, self._checked(markers), explain=False, aircraft=aircraft)
        return {self.ids[j]: LosResult(RESULTS[int(codes[j])], int(hind[j])) for j in b}

    # ------------------------------------------------------------------ markers on the map's own LOS
    def marker_reach(self, marked_hex: str) -> dict[str, frozenset[str]]:
        """The lines a smoke or blaze marker in ``marked_hex`` touches (T83, T95: a marker fills its
        hex, hexsides included): by end hex, the hexes whose centre-to-centre line from it meets the
        marker's area, the test ``_evaluate`` makes; a hex's own centre counts as the line from it to
        itself. Every line of the map queried once per marked hex, kept by the engine."""
        reach: dict[str, dict[str, frozenset[str]]] = self.__dict__.setdefault("_marker_reach_kept", {})
        found = reach.get(marked_hex)
        if found is None:
            found = reach[marked_hex] = self._marker_reach(marked_hex)
        return found

    def _marker_reach(self, marked_hex: str) -> dict[str, frozenset[str]]:
        if marked_hex not in self.index:
            return {}
        lines = self.__dict__.get("_every_line")
        if lines is None:  # every pair of hexes once (a line is the same both ways), and each centre
            a, b = np.triu_indices(len(self.ids), k=0)
            centres = np.asarray(self.centres)
            geoms = np.empty(len(a), dtype=object)
            apart = a != b
            geoms[apart] = shapely.linestrings(np.stack([centres[a[apart]], centres[b[apart]]], axis=1))
            geoms[~apart] = shapely.points(centres[a[~apart]])
            lines = self.__dict__["_every_line"] = (shapely.STRtree(geoms), a, b)
        tree, a, b = lines
        hit = tree.query(self._marker_polys[self.index[marked_hex]], predicate="intersects")
        ends: dict[str, set[str]] = {}
        for i, j in zip(a[hit].tolist(), b[hit].tolist(), strict=True):
            ends.setdefault(self.ids[i], set()).add(self.ids[j])
            ends.setdefault(self.ids[j], set()).add(self.ids[i])
        return {h: frozenset(others) for h, others in ends.items()}

    def marker_touches(self, from_hex: str, to_hex: str, marked_hex: str) -> bool:
        """Whether the line between two hexes touches a marker in ``marked_hex`` (``marker_reach``)."""
        return to_hex in self.marker_reach(marked_hex).get(from_hex, ())

    def seen_with_markers(self, from_hex: str, seen: frozenset[str], blaze: Iterable[str]) -> frozenset[str]:
        """The hexes in LOS from ``from_hex`` once the markers are counted, by day: ``seen`` (those in
        LOS without markers) less the lines a blaze touches, as ``marker_effect`` has it (a blaze
        blocks, smoke only hinders)."""
        for h in blaze:
            touched = self.marker_reach(h).get(from_hex)
            if touched:
                seen = seen - touched
        return seen

    # ------------------------------------------------------------------ evaluation
    def _checked(self, markers: Markers | None) -> Markers:
        """Markers on real hexes and in legal places (15.1.4, 15.1.5, F100.3)."""
        markers = markers or Markers()
        for h in [*markers.smoke, *markers.blaze, *markers.starshells]:
            self.hex_index(h)
        for h, v in markers.smoke.items():
            if int(v) < 1:
                raise LosError(f"smoke in {h} needs a hindrance of at least 1, not {v}")
            if h in markers.blaze:
                raise LosError(f"{h} cannot hold both smoke and a blaze (15.1.5)")
        for h in [*markers.smoke, *markers.blaze]:
            info = self.hexes.get(h)
            if info is not None and info.water:
                raise LosError(f"{h} is water terrain ({info.terrain}): no smoke or blaze there (F100.3)")
        return markers

    def _intervening_segments(self, lo: np.ndarray, hi: np.ndarray, far: np.ndarray) -> np.ndarray:
        """The part of each centre-to-centre line outside both end hexes (None when adjacent)."""
        out = np.full(len(lo), None, dtype=object)
        if not far.any():
            return out
        p0 = self.centres[lo[far]]
        p1 = self.centres[hi[far]]
        d = p1 - p0
        length = np.hypot(d[:, 0], d[:, 1])
        u = d / length[:, None]
        # Distance from a centre dot to its own hexside along u (the same at both ends, reversed).
        exit_a = self._apothem / (u @ self._normals.T).max(axis=1) + MARKER_EPS
        exit_b = self._apothem / ((-u) @ self._normals.T).max(axis=1) + MARKER_EPS
        keep = exit_a + exit_b < length
        s0 = p0 + u * exit_a[:, None]
        s1 = p1 - u * exit_b[:, None]
        segs = np.full(len(p0), None, dtype=object)
        if keep.any():
            segs[keep] = shapely.linestrings(np.stack([s0[keep], s1[keep]], axis=1))
        out[far] = segs
        return out

    def _evaluate(
        self, a: np.ndarray, b: np.ndarray, markers: Markers, *, explain: bool, aircraft: bool = False
    ) -> tuple[np.ndarray, np.ndarray, list[list[LosCause]] | None]:
        """Result codes and hindrances for pairs ``a[k]`` (firer) -> ``b[k]`` (target)."""
        m = len(a)
        la = self.levels[a].copy()
        lb = self.levels[b]
        if aircraft:
            la[:] = AIRCRAFT_LEVEL
        # Canonical order: lower end first, ties by index; the same line either way round.
        swap = (la > lb) | ((la == lb) & (a > b))
        lo = np.where(swap, b, a)
        hi = np.where(swap, a, b)
        lo_lv = np.where(swap, lb, la)
        top = np.where(swap, la, lb)
        hi_air = swap if aircraft else np.zeros(m, dtype=bool)
        equal = lo_lv == top
        pair_dist = self.dist[a, b]

        blocked = np.zeros(m, dtype=bool)
        hind = np.zeros(m, dtype=int)
        drawn_hits: dict[int, list[int]] = {}
        mid = self._intervening_segments(lo, hi, pair_dist >= 2)
        has_mid = np.array([g is not None for g in mid], dtype=bool)

        # Hills (T89.3.2, T89.3.3): ground at or above the limit in an intervening hex blocks. For
        # equal levels the limit is one level up; otherwise it is the higher end's own level.
        limit = np.where(equal, lo_lv + 1, top)
        for level, region in self._up.items():
            idx = np.nonzero(has_mid & (limit == level))[0]
            if len(idx):
                blocked[idx] |= np.asarray(shapely.intersects(mid[idx], region), dtype=bool)

        # Looking down (T89.3.2): the higher end must cross a crest line inside its own hex.
        down = np.nonzero(~equal & ~hi_air & (a != b))[0]
        if len(down):
            ok = self._has_drop[hi[down]].copy()
            if ok.any():
                sel = down[ok]
                full = shapely.linestrings(np.stack([self.centres[lo[sel]], self.centres[hi[sel]]], axis=1))
                ok[ok] = np.asarray(shapely.intersects(full, self._drops[hi[sel]]), dtype=bool)
            blocked[down[~ok]] = True

        # Drawn obstacles and hindrances (16.1-16.3, T89.4, T89.5) met by the intervening line.
        with_mid = np.nonzero(has_mid)[0]
        if len(with_mid) and len(self._dr_geoms):
            if len(with_mid) > 64:
                seg_tree = shapely.STRtree(mid[with_mid])
                dj, sk = seg_tree.query(self._dr_geoms, predicate="intersects")
            else:
                sk, dj = self._dr_tree.query(mid[with_mid], predicate="intersects")
            k = with_mid[sk]
            if explain:
                for kk, jj in zip(k.tolist(), dj.tolist(), strict=True):
                    drawn_hits.setdefault(kk, []).append(jj)
            base = self._dr_base[dj]
            counts = base >= top[k]
            obst = self._dr_obstacle[dj]
            blocked[k[counts & obst]] = True
            hin = counts & ~obst
            if hin.any():
                np.maximum.at(hind, k[hin], self._dr_value[dj[hin]])
            # Blind hexes (T89.4.1): a lower obstacle hides the hex directly beyond it from the
            # higher end, when that hex is at or below the obstacle's level.
            maybe = ~counts & obst & (self._dr_blind[dj] > 0) & (lo_lv[k] <= base)
            for kk, jj in zip(k[maybe].tolist(), dj[maybe].tolist(), strict=True):
                if blocked[kk]:
                    continue
                reach = int(self._dr_blind[jj])
                near = [p for i, p in self._dr_pieces[jj] if i != hi[kk] and i != lo[kk] and self.dist[i, lo[kk]] <= reach]
                if near and shapely.intersects(mid[kk], np.array(near, dtype=object)).any():
                    blocked[kk] = True

        # Gully (T88): seen only from an adjacent or a higher hex, and sees only those.
        adjacent = pair_dist <= 1
        for end, end_lv, other_lv, end_air in ((a, la, lb, aircraft), (b, lb, la, False)):
            if not end_air:
                blocked |= self.gully[end] & ~adjacent & (other_lv <= end_lv)

        # Markers fill their whole hex, hexsides included; end hexes count (16.2.2, 16.3.4).
        if markers.blaze or markers.smoke:
            full = np.empty(m, dtype=object)
            same = a == b
            if (~same).any():
                full[~same] = shapely.linestrings(np.stack([self.centres[lo[~same]], self.centres[hi[~same]]], axis=1))
            if same.any():
                full[same] = shapely.points(self.centres[a[same]])
            in_blaze = np.zeros(m, dtype=bool)
            in_smoke = np.zeros(m, dtype=int)
            for h in markers.blaze:
                in_blaze |= np.asarray(shapely.intersects(full, self._marker_polys[self.index[h]]), dtype=bool)
            for h, v in markers.smoke.items():
                touched = np.asarray(shapely.intersects(full, self._marker_polys[self.index[h]]), dtype=bool)
                in_smoke[touched] = np.maximum(in_smoke[touched], int(v))
            blocked, hind = marker_effect(blocked, hind, in_blaze, in_smoke)

        # Night (18.3): hindrance = range, at least 1, unless a starshell lights the target (7.2).
        if markers.night:
            lit = np.zeros(m, dtype=bool)
            for s in markers.starshells:
                lit |= self.dist[self.index[s], b] <= self.ruleset.night.starshell_radius
            night = np.maximum(pair_dist, 1)
            night[lit] = 0
            hind = np.maximum(hind, night)

        codes = np.where(blocked, BLOCKED, np.where(hind > 0, HINDERED, CLEAR))
        hind = np.where(blocked, 0, hind)
        causes = None
        if explain:
            causes = [
                self._explain(int(a[k]), int(b[k]), int(lo[k]), int(hi[k]), int(lo_lv[k]), int(top[k]),
                              bool(hi_air[k]), mid[k], bool(blocked[k]), int(hind[k]), markers, aircraft,
                              drawn_hits.get(k, []))
                for k in range(m)
            ]
        return codes, hind, causes

    def _explain(
        self, a: int, b: int, lo: int, hi: int, lo_lv: int, top: int, hi_air: bool, mid: BaseGeometry | None,
        blocked: bool, hindrance: int, markers: Markers, aircraft: bool, drawings: list[int],
    ) -> list[LosCause]:
        """The causes behind one result, in order from the firer: every blocking cause when blocked,
        else the cause(s) of the single largest hindrance."""
        found: list[tuple[float, LosCause]] = []
        if not blocked and not hindrance:
            return []

        def note(hex_i: int, cause: LosCause) -> None:
            along = float(np.hypot(*(self.centres[hex_i] - self.centres[a])))
            found.append((along, cause))

        equal = lo_lv == top
        on_hill = top > 0
        if mid is not None and blocked:
            limit = lo_lv + 1 if equal else top
            for it in self._lvl_tree.query(mid, predicate="intersects").tolist():
                lv = int(self._lvl_level[it])
                if lv >= limit:
                    rule = "T89.3.3" if equal or lv > top else "T89.3.2"
                    h = int(self._lvl_hex[it])
                    note(h, LosCause(self.ids[h], "hills", rule, self._lvl_shape[it]))
        if mid is not None and drawings:
            cand = np.concatenate([self._pieces_of_drawing[j] for j in drawings])
            cand = cand[np.asarray(shapely.intersects(self._pc_geoms[cand], mid), dtype=bool)]
            for it in cand.tolist():
                h, jj = int(self._pc_hex[it]), int(self._pc_drawing[it])
                if h in (lo, hi):
                    continue
                base = int(self._dr_base[jj])
                obstacle = bool(self._dr_obstacle[jj])
                terrain, shape = self._dr_terrain[jj], self._dr_shape[jj]
                if base >= top:
                    if obstacle:
                        note(h, LosCause(self.ids[h], terrain, "T89.4" if on_hill else "16.2", shape))
                    else:
                        value = int(self._dr_value[jj])
                        note(h, LosCause(self.ids[h], terrain, "T89.5" if on_hill else "16.3", shape, value))
                elif obstacle and self._dr_blind[jj] > 0 and lo_lv <= base and self.dist[h, lo] <= self._dr_blind[jj]:
                    note(h, LosCause(self.ids[h], terrain, "T89.4.1", shape))
        if not equal and not hi_air and a != b:
            full = shapely.linestrings([self.centres[lo], self.centres[hi]])
            if self._drops[hi] is None or not shapely.intersects(full, self._drops[hi]):
                note(hi, LosCause(self.ids[hi], "hills", "T89.3.2", None))
        if self.dist[a, b] > 1:
            la = AIRCRAFT_LEVEL if aircraft else int(self.levels[a])
            lb = int(self.levels[b])
            if self.gully[a] and not aircraft and lb <= la:
                note(a, LosCause(self.ids[a], GULLY, "T88", None))
            if self.gully[b] and la <= lb:
                note(b, LosCause(self.ids[b], GULLY, "T88", None))
        if markers.blaze or markers.smoke:
            full = shapely.linestrings([self.centres[a], self.centres[b]]) if a != b else shapely.points(self.centres[a])
            for h in sorted(markers.blaze):
                if shapely.intersects(full, self._marker_polys[self.index[h]]):
                    note(self.index[h], LosCause(h, "blaze", "16.2.2", None))
            for h, v in sorted(markers.smoke.items()):
                if shapely.intersects(full, self._marker_polys[self.index[h]]):
                    note(self.index[h], LosCause(h, "smoke", "16.3.4", None, int(v)))
        if markers.night and hindrance:
            lit = any(self.dist[self.index[s], b] <= self.ruleset.night.starshell_radius for s in markers.starshells)
            if not lit:
                note(b, LosCause(self.ids[b], "night", "18.3", None, max(int(self.dist[a, b]), 1)))
        found.sort(key=lambda fc: fc[0])
        if blocked:
            chosen = [c for _, c in found if c.hindrance is None]
        else:
            chosen = [c for _, c in found if c.hindrance is not None and c.hindrance == hindrance]
        return list(dict.fromkeys(chosen))


def geo_query(polygons: np.ndarray, geom: BaseGeometry) -> list[int]:
    """Indices of the hex polygons that share area with ``geom``."""
    hit = shapely.intersects(polygons, geom)
    return np.nonzero(hit)[0].tolist()
