"""Geometry editing of traced shapes, in grid space and without Qt.

The map editor's tools are thin: what a click means (which vertex or edge it snaps to, which other
shapes share a vertex, the vertices between two points of an existing ring, simplify, split,
merge) is decided here, so it is tested without a display and reused by scripts.

Rings are addressed by ``RingRef(layer, index, ring)``: ``layer`` is ``terrain``, ``levels`` or
``lines``; ``ring`` 0 is a polygon's outer ring (or a line's points) and ``k >= 1`` its hole ``k-1``.
Incremental derivation (``derive_hexes``) re-derives only the hexes a changed shape touches, so a
vertex drag updates the per-hex terrain at once.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

import shapely
from shapely.geometry import LineString, MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import split as shapely_split

from ..model.mapdoc import LevelShape, LineShape, MapDocument, Shapes, TerrainShape
from ..model.ruleset import RuleSet
from .hexgrid import HexGrid
from .terrain import (
    AREA_LINE_TYPES,
    Derivation,
    apply_overrides,
    area_geometry,
    derive,
    grid_geometry,
    line_geometry,
)

Layer = Literal["terrain", "levels", "lines"]
LAYERS: tuple[Layer, ...] = ("terrain", "levels", "lines")
SHARED_EPS = 1e-6  # grid units: vertices closer than this are one shared vertex


class EditError(ValueError):
    """An edit that would leave a shape without meaning (too few points, nothing to split...)."""


@dataclass(frozen=True)
class RingRef:
    layer: Layer
    index: int
    ring: int = 0

    @property
    def closed(self) -> bool:
        return self.layer != "lines"

    @property
    def pointer(self) -> str:
        """JSON pointer of the ring's point list in the map document."""
        base = f"/shapes/{self.layer}/{self.index}"
        if self.layer == "lines":
            return f"{base}/points"
        return f"{base}/polygon" if self.ring == 0 else f"{base}/holes/{self.ring - 1}"

    @property
    def shape_pointer(self) -> str:
        return f"/shapes/{self.layer}/{self.index}"


@dataclass(frozen=True)
class VertexRef:
    ring: RingRef
    vertex: int


@dataclass(frozen=True)
class Snap:
    """Where a click snapped: onto a vertex, onto an edge (``vertex`` = edge start), or nowhere."""

    point: tuple[float, float]
    kind: Literal["vertex", "edge"]
    ring: RingRef
    vertex: int


# ----------------------------------------------------------------------------- ring access


def shape_list(shapes: Shapes, layer: Layer) -> list:
    return {"terrain": shapes.terrain, "levels": shapes.levels, "lines": shapes.lines}[layer]


def ring_points(shapes: Shapes, ref: RingRef) -> list[list[float]]:
    shape = shape_list(shapes, ref.layer)[ref.index]
    if ref.layer == "lines":
        return shape.points
    return shape.polygon if ref.ring == 0 else shape.holes[ref.ring - 1]


def open_ring(points: Sequence[Sequence[float]]) -> list[list[float]]:
    """A closed ring's points without the optional repeated closing point."""
    pts = [[float(p[0]), float(p[1])] for p in points]
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts.pop()
    return pts


def iter_rings(shapes: Shapes, layers: Iterable[Layer] = LAYERS) -> Iterator[tuple[RingRef, list[list[float]]]]:
    """Every ring of the chosen layers, closed rings without their closing point."""
    for layer in layers:
        for i, shape in enumerate(shape_list(shapes, layer)):
            if layer == "lines":
                yield RingRef(layer, i, 0), [[float(p[0]), float(p[1])] for p in shape.points]
                continue
            yield RingRef(layer, i, 0), open_ring(shape.polygon)
            for k, hole in enumerate(shape.holes):
                yield RingRef(layer, i, k + 1), open_ring(hole)


def _segments(pts: list[list[float]], closed: bool) -> list[tuple[int, list[float], list[float]]]:
    n = len(pts)
    last = n if closed else n - 1
    return [(i, pts[i], pts[(i + 1) % n]) for i in range(max(last, 0)) if n > 1]


def nearest_on_segment(p: Sequence[float], a: Sequence[float], b: Sequence[float]) -> tuple[float, float, float]:
    """(x, y, t) of the point of segment a-b nearest to p, t in 0..1 along it."""
    ax, ay, bx, by = float(a[0]), float(a[1]), float(b[0]), float(b[1])
    dx, dy = bx - ax, by - ay
    den = dx * dx + dy * dy
    t = 0.0 if den == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / den))
    return ax + t * dx, ay + t * dy, t


# ----------------------------------------------------------------------------- snapping


def snap(
    shapes: Shapes,
    x: float,
    y: float,
    tolerance: float,
    *,
    layers: Iterable[Layer] = LAYERS,
    skip: Iterable[RingRef] = (),
    edges: bool = True,
    accept: Callable[[RingRef], bool] | None = None,
) -> Snap | None:
    """The vertex within ``tolerance`` (grid units) nearest to (x, y), else the nearest edge point.

    Vertices win over edges so borders drawn against each other share their corners exactly.
    ``skip`` leaves out the rings being dragged; ``accept`` filters rings (hidden or locked layers).
    """
    skipped = set(skip)
    tol2 = tolerance * tolerance
    best_v: tuple[float, Snap] | None = None
    best_e: tuple[float, Snap] | None = None
    for ref, pts in _raw_rings(shapes, layers):
        if ref in skipped or not pts or (accept is not None and not accept(ref)):
            continue
        # plain loops: rings are short, and this runs on every mouse move of a drag
        for i, q in enumerate(pts):
            d2 = (q[0] - x) ** 2 + (q[1] - y) ** 2
            if d2 <= tol2 and (best_v is None or d2 < best_v[0]):
                best_v = (d2, Snap((float(q[0]), float(q[1])), "vertex", ref, i))
        if not edges or best_v is not None or len(pts) < 2:
            continue
        n = len(pts)
        for k in range(n if ref.closed else n - 1):
            a, b = pts[k], pts[(k + 1) % n]
            ax, ay = a[0], a[1]
            dx, dy = b[0] - ax, b[1] - ay
            den = dx * dx + dy * dy
            t = 0.0 if den == 0 else min(1.0, max(0.0, ((x - ax) * dx + (y - ay) * dy) / den))
            px, py = ax + t * dx, ay + t * dy
            d2 = (px - x) ** 2 + (py - y) ** 2
            if d2 <= tol2 and (best_e is None or d2 < best_e[0]):
                best_e = (d2, Snap((float(px), float(py)), "edge", ref, k))
    if best_v is not None:
        return best_v[1]
    return best_e[1] if best_e is not None else None


def _raw_rings(shapes: Shapes, layers: Iterable[Layer]) -> Iterator[tuple[RingRef, Sequence[Sequence[float]]]]:
    """Like ``iter_rings`` but without copying: the stored point lists, closing point dropped."""
    for layer in layers:
        for i, shape in enumerate(shape_list(shapes, layer)):
            if layer == "lines":
                yield RingRef(layer, i, 0), shape.points
                continue
            for k, ring in enumerate([shape.polygon, *shape.holes]):
                yield RingRef(layer, i, k), ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else ring


def shared_vertices(shapes: Shapes, x: float, y: float, eps: float = SHARED_EPS, layers: Iterable[Layer] = LAYERS) -> list[VertexRef]:
    """Every vertex of every ring lying at (x, y): a shared border corner moves as one."""
    out: list[VertexRef] = []
    for ref, pts in iter_rings(shapes, layers):
        for i, p in enumerate(pts):
            if abs(p[0] - x) <= eps and abs(p[1] - y) <= eps:
                out.append(VertexRef(ref, i))
    return out


def vertices_on_edge(shapes: Shapes, a: Sequence[float], b: Sequence[float], eps: float = SHARED_EPS) -> list[tuple[RingRef, int]]:
    """Rings having a segment from a to b (either way): (ring, index of the segment start)."""
    out = []
    for ref, pts in iter_rings(shapes):
        for k, p, q in _segments(pts, ref.closed):
            same = _close(p, a, eps) and _close(q, b, eps)
            reverse = _close(p, b, eps) and _close(q, a, eps)
            if same or reverse:
                out.append((ref, k))
    return out


def _close(p: Sequence[float], q: Sequence[float], eps: float) -> bool:
    return abs(p[0] - q[0]) <= eps and abs(p[1] - q[1]) <= eps


# ----------------------------------------------------------------------------- ring edits


def moved_rings(shapes: Shapes, refs: Iterable[VertexRef], xy: Sequence[float]) -> dict[RingRef, list[list[float]]]:
    """New point lists of every ring in which a vertex of ``refs`` moves to ``xy``.

    A closed ring stored with its closing point keeps it in step with the first vertex.
    """
    out: dict[RingRef, list[list[float]]] = {}
    for ref in refs:
        pts = out.get(ref.ring)
        if pts is None:
            pts = [[float(p[0]), float(p[1])] for p in ring_points(shapes, ref.ring)]
            out[ref.ring] = pts
        pts[ref.vertex] = [float(xy[0]), float(xy[1])]
        if ref.ring.closed and ref.vertex == 0 and len(pts) > 1 and _close(
            ring_points(shapes, ref.ring)[-1], ring_points(shapes, ref.ring)[0], 0.0
        ):
            pts[-1] = [float(xy[0]), float(xy[1])]
    return out


def insert_vertex(points: Sequence[Sequence[float]], edge: int, xy: Sequence[float], closed: bool) -> list[list[float]]:
    """The ring with a new vertex on segment ``edge`` (between vertex ``edge`` and the next)."""
    pts = open_ring(points) if closed else [[float(p[0]), float(p[1])] for p in points]
    n = len(pts)
    if not (0 <= edge < (n if closed else n - 1)):
        raise EditError(f"segment {edge} does not exist")
    return [*pts[: edge + 1], [float(xy[0]), float(xy[1])], *pts[edge + 1 :]]


def delete_vertex(points: Sequence[Sequence[float]], vertex: int, closed: bool) -> list[list[float]]:
    """The ring without one vertex; refuses to go below 3 (area) or 2 (line) points."""
    pts = open_ring(points) if closed else [[float(p[0]), float(p[1])] for p in points]
    minimum = 3 if closed else 2
    if len(pts) <= minimum:
        what = "an area needs at least 3 corners" if closed else "a line needs at least 2 points"
        raise EditError(f"cannot delete the vertex: {what}")
    if not 0 <= vertex < len(pts):
        raise EditError(f"vertex {vertex} does not exist")
    return pts[:vertex] + pts[vertex + 1 :]


def trace_between(points: Sequence[Sequence[float]], i: int, j: int, closed: bool) -> list[list[float]]:
    """The vertices strictly between vertex ``i`` and vertex ``j`` of an existing ring, along the
    shorter way round: drawing a new border along an old one then shares every corner of it."""
    pts = open_ring(points) if closed else [[float(p[0]), float(p[1])] for p in points]
    n = len(pts)
    if i == j or not (0 <= i < n and 0 <= j < n):
        return []
    if not closed:
        step = 1 if j > i else -1
        return [pts[k] for k in range(i + step, j, step)]
    forward = [pts[(i + k) % n] for k in range(1, (j - i) % n)]
    backward = [pts[(i - k) % n] for k in range(1, (i - j) % n)]

    def length(path: list[list[float]]) -> float:
        seq = [pts[i], *path, pts[j]]
        return sum(math.dist(a, b) for a, b in zip(seq, seq[1:], strict=False))

    return forward if length(forward) <= length(backward) else backward


def simplify_ring(points: Sequence[Sequence[float]], tolerance: float, closed: bool) -> list[list[float]]:
    """Fewer vertices within ``tolerance`` grid units of the original, still a valid ring or line."""
    if tolerance <= 0:
        raise EditError("the simplify tolerance must be greater than 0")
    if closed:
        pts = open_ring(points)
        if len(pts) < 4:
            return pts
        geom = Polygon(pts).simplify(tolerance, preserve_topology=True)
        if geom.is_empty or not isinstance(geom, Polygon):
            return pts
        out = open_ring(geom.exterior.coords)
        return out if len(out) >= 3 else pts
    line = LineString([(float(p[0]), float(p[1])) for p in points]).simplify(tolerance, preserve_topology=True)
    return [[float(x), float(y)] for x, y in line.coords]


def _polygon(shell: Sequence[Sequence[float]], holes: Sequence[Sequence[Sequence[float]]] = ()) -> Polygon:
    poly = Polygon(open_ring(shell), [open_ring(h) for h in holes])
    if not poly.is_valid:
        raise EditError("the shape is not a valid area (it crosses itself); repair it first")
    return poly


def _rings_of(poly: Polygon, ndigits: int = 6) -> tuple[list[list[float]], list[list[list[float]]]]:
    def ring(coords: Iterable[Sequence[float]]) -> list[list[float]]:
        return [[round(float(x), ndigits), round(float(y), ndigits)] for x, y in open_ring(list(coords))]

    return ring(poly.exterior.coords), [ring(r.coords) for r in poly.interiors]


def split_area(
    shell: Sequence[Sequence[float]], holes: Sequence[Sequence[Sequence[float]]], cut: Sequence[Sequence[float]]
) -> list[tuple[list[list[float]], list[list[list[float]]]]]:
    """The parts of an area cut by a polyline drawn across it, largest first."""
    poly = _polygon(shell, holes)
    if len(cut) < 2:
        raise EditError("a cut needs at least 2 points")
    line = LineString([(float(p[0]), float(p[1])) for p in cut])
    parts = [g for g in shapely_split(poly, line).geoms if isinstance(g, Polygon) and g.area > 1e-9]
    if len(parts) < 2:
        raise EditError("the cut line must cross the shape from one side to the other")
    return [_rings_of(p) for p in sorted(parts, key=lambda g: -g.area)]


def merge_areas(
    areas: Sequence[tuple[Sequence[Sequence[float]], Sequence[Sequence[Sequence[float]]]]],
) -> tuple[list[list[float]], list[list[list[float]]]]:
    """One area from several that overlap or share a border."""
    if len(areas) < 2:
        raise EditError("select at least two shapes to merge")
    union = shapely.union_all([_polygon(s, h) for s, h in areas])
    if isinstance(union, MultiPolygon):
        # shared borders traced with tiny slop: close hairline gaps before giving up
        union = union.buffer(1e-7, join_style="mitre").buffer(-1e-7, join_style="mitre")
    if not isinstance(union, Polygon):
        raise EditError("the shapes neither overlap nor share a border, so they cannot become one")
    return _rings_of(union)


# ----------------------------------------------------------------------------- incremental derivation


def shape_geometry(shape: TerrainShape | LevelShape | LineShape) -> BaseGeometry | None:
    """The area a shape covers for derivation purposes (lines with their drawn width)."""
    if isinstance(shape, LineShape):
        geom = line_geometry(shape)
        if geom is None:
            return None
        return geom.buffer(max(shape.width, 0.02) / 2.0) if shape.type in AREA_LINE_TYPES else geom
    return area_geometry(shape)


def hexes_touched(map_doc: MapDocument, shape: TerrainShape | LevelShape | LineShape) -> set[str]:
    """Ids of the hexes a shape's geometry reaches (those whose derived values it can change)."""
    geom = shape_geometry(shape)
    if geom is None:
        return set()
    geo = grid_geometry(HexGrid(map_doc.grid))
    idx = geo.tree.query(geom, predicate="intersects")
    return {geo.ids[i] for i in idx.tolist()}


def derive_hexes(map_doc: MapDocument, ruleset: RuleSet, hex_ids: Iterable[str], previous: Derivation) -> Derivation:
    """``previous`` with the hexes ``hex_ids`` derived again from the current shapes.

    Only the shapes reaching those hexes take part: every per-hex value (Type shares, structure
    extent, level under the centre dot, crest, road hexsides) depends on the shapes that touch the
    hex alone, so the result equals a full derivation for them.
    """
    wanted = set(hex_ids)
    if not wanted:
        return previous
    geo = grid_geometry(HexGrid(map_doc.grid))
    index = {h: i for i, h in enumerate(geo.ids)}
    idx = [index[h] for h in wanted if h in index]
    if not idx:
        return previous
    region = shapely.union_all(geo.polygons[idx])
    shapely.prepare(region)

    def reaching(shapes: list) -> list:
        kept = []
        for s in shapes:
            g = shape_geometry(s)
            if g is not None and region.intersects(g):
                kept.append(s)
        return kept

    sub = copy.copy(map_doc)
    sub.shapes = Shapes(
        terrain=reaching(map_doc.shapes.terrain),
        levels=reaching(map_doc.shapes.levels),
        lines=reaching(map_doc.shapes.lines),
    )
    part = derive(sub, ruleset)
    hexes = dict(previous.hexes)
    for h in wanted:
        if h in part.hexes:
            hexes[h] = part.hexes[h]
    effective, overridden = apply_overrides(map_doc, hexes, ruleset)
    ambiguous = sorted(
        ({h for h in previous.ambiguous if h not in wanted} | {h for h in part.ambiguous if h in wanted}),
        key=lambda h: index.get(h, 0),
    )
    return Derivation(hexes=hexes, effective=effective, overridden=overridden, ambiguous=ambiguous, problems=previous.problems)


def next_shape_id(shapes: Shapes, stem: str) -> str:
    """A shape id not yet used in the map: ``stem-1``, ``stem-2``..."""
    taken = {s.id for layer in LAYERS for s in shape_list(shapes, layer)}
    k = 1
    while f"{stem}-{k}" in taken:
        k += 1
    return f"{stem}-{k}"
