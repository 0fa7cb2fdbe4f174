"""GeoJSON export and import of a map's traced shapes (opens in QGIS; no Qt here).

Coordinates are written in one of two spaces:

- ``grid``: the map's grid space (hex circumradius 1, centre of the first hex at 0,0);
- ``pixels``: scan pixels through the map's calibration, so the shapes lie on the scan when both
  are opened in QGIS.

GIS tools put y up while grid space and image rows grow down, so y is written negated in both
spaces (QGIS shows an image without georeference with pixel row r at y = -r, which is why the pixel
export lines up with the raw scan).

The space is said twice: a top-level ``ccp`` member, and a ``ccp_space`` property on every
feature, which QGIS keeps when it re-saves a layer (it drops unknown top-level members). An import
uses either; when the file says neither (or the caller overrides it), the caller must choose
(``GeoJsonSpaceUnknown``), and a file none of whose shapes reaches the map in the chosen space is
refused, so a pixel file is never silently read as grid coordinates. A shape the file's own space
puts over the map edge is kept as it is, as the map editor keeps it: the only bound is the model's
(``COORDINATE_LIMIT`` hex units), the same both ways.

A grid-space file is plain RFC 7946 (no ``crs``; its numbers are small enough to pass for lon/lat).
A scan-space file declares a projected ``crs`` (``EPSG:3857``, pixels taken as metres): GDAL and
QGIS keep it, and a writer that insists on RFC 7946 (``ogr2ogr -lco RFC7946=YES``) reprojects the
positions to lon/lat instead of dropping them; such a file (its ``crs`` gone while the ``ccp`` member,
which ogr2ogr keeps, names it; or both gone and every position a lon/lat) is projected back on import,
to about a hundredth of a pixel.

Polygons follow RFC 7946 section 3.1.6: exterior rings counter-clockwise, holes clockwise (in the
file's y-up coordinates). A ring the map stores the other way round, or closed, is listed in the
feature's ``ccp_turned`` / ``ccp_closed`` property, so an import gives back the map's own rings.

Each feature's properties say what it is: ``layer`` (terrain, level, line), ``id``, and ``type``,
``level``, ``width`` or ``label`` as the layer needs. Polygons become terrain or level shapes,
LineStrings become lines; Multi* geometries become one shape per part.
"""

from __future__ import annotations

import copy
import json
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from ..io import yamltext as T
from ..io.gate import read_bounded
from ..io.storage import atomic_write_text
from ..io.yamlio import DocumentError, may_hold_surrogate, printable, surrogate_pointer
from ..model.mapdoc import COORDINATE_LIMIT, LevelShape, LineShape, MapDocument, Shapes, TerrainShape
from .calibration import CalibrationError, map_calibration

Space = Literal["grid", "pixels"]
SPACES: tuple[str, ...] = ("grid", "pixels")
LINE_TYPES = ("road", "trail", "stream", "bridge")
MAX_GEOJSON_BYTES = 32 * 1024 * 1024  # a traced map is well under 1 MB; QGIS exports add little
MAX_POSITIONS = 100_000  # in one ring or line
# A whole file: a map document holds at most 16 MiB and 2,000,000 values (``io.yamlio``), some 800,000
# points at best; traced maps have hundreds of shapes and tens of thousands of points.
MAX_TOTAL_POSITIONS = 500_000
MAX_FEATURES = 20_000
MAX_NUMBER_DIGITS = 300  # as in documents (``io.yamlio``)
ID_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


class GeoJsonError(ValueError):
    """A file that is not usable GeoJSON for a map, or a space the map cannot provide."""


class GeoJsonSpaceUnknown(GeoJsonError):
    """The file does not say whether it holds grid coordinates or scan pixels: ask the user."""


SPACE_PROPERTY = "ccp_space"
TURNED_PROPERTY = "ccp_turned"  # indexes of the rings turned round for RFC 7946 (0 = exterior)
CLOSED_PROPERTY = "ccp_closed"  # indexes of the rings the map stores with their closing point
MAP_MARGIN = 1.0  # hex units around the grid's outer corners a shape must reach in a chosen space
SCAN_CRS = "urn:ogc:def:crs:EPSG::3857"  # a projected CRS: pixels as metres, so GDAL never reads lon/lat
EARTH_RADIUS = 6378137.0  # of EPSG:3857, to undo an RFC 7946 writer's reprojection


Transform = Callable[[float, float], tuple[float, float]]


def _transforms(map_doc: MapDocument, space: str) -> tuple[Transform, Transform]:
    """(grid -> file, file -> grid) coordinate functions for ``space``."""
    if space == "grid":
        return (lambda x, y: (x, -y)), (lambda x, y: (x, -y))
    if space != "pixels":
        raise GeoJsonError(f"unknown coordinate space {space!r} (use grid or pixels)")
    try:
        cal = map_calibration(map_doc)
    except CalibrationError as exc:
        raise GeoJsonError(f"pixel coordinates need a calibration: {exc}") from None
    if cal is None:
        raise GeoJsonError("pixel coordinates need a calibrated scan, and this map has no scan")

    def out(x: float, y: float) -> tuple[float, float]:
        px, py = cal.grid_to_pixel(x, y)
        return px, -py

    def back(x: float, y: float) -> tuple[float, float]:
        return cal.pixel_to_grid(x, -y)

    return out, back


def _ring(points: list[list[float]], fn: Transform, closed: bool, digits: int | None) -> list[list[float]]:
    pts = [[float(p[0]), float(p[1])] for p in points]
    if closed and pts and pts[0] != pts[-1]:
        pts.append(list(pts[0]))
    if digits is None:  # grid space: the map's own numbers, y negated (exact)
        return [list(fn(x, y)) for x, y in pts]
    return [[round(v, digits) for v in fn(x, y)] for x, y in pts]


def _signed_area(ring: list[list[float]]) -> float:
    """Shoelace area: positive when the ring runs counter-clockwise (y up)."""
    return 0.5 * sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(ring, ring[1:] + ring[:1], strict=True))


def _needs_turn(ring: list[list[float]], counter_clockwise: bool) -> bool:
    """Whether the (closed) ring runs against ``counter_clockwise``; a ring without area never does."""
    area = _signed_area(ring)
    return len(ring) > 3 and area != 0 and (area > 0) != counter_clockwise


def _turned(ring: list[list[float]]) -> list[list[float]]:
    """The closed ring run the other way round from the same first point."""
    return [ring[0], *reversed(ring[1:-1]), ring[0]]


def _polygon_rings(
    polygon: list[list[float]], holes: list[list[list[float]]], fn: Transform, digits: int | None, props: dict[str, Any]
) -> list[list[list[float]]]:
    """RFC 7946 3.1.6: the exterior ring counter-clockwise, holes clockwise; the rings turned or stored
    closed are listed in ``props`` so an import restores them."""
    rings, turned, closed = [], [], []
    for k, ring in enumerate([polygon, *holes]):
        if len(ring) > 1 and list(ring[0]) == list(ring[-1]):
            closed.append(k)
        out = _ring(ring, fn, True, digits)
        if _needs_turn(out, k == 0):
            out = _turned(out)
            turned.append(k)
        rings.append(out)
    if turned:
        props[TURNED_PROPERTY] = turned
    if closed:
        props[CLOSED_PROPERTY] = closed
    return rings


def to_geojson(map_doc: MapDocument, space: str = "grid") -> dict[str, Any]:
    """A GeoJSON FeatureCollection of every traced shape of the map."""
    out_fn, _ = _transforms(map_doc, space)
    digits = 3 if space == "pixels" else None
    features: list[dict[str, Any]] = []
    for s in map_doc.shapes.terrain:
        props: dict[str, Any] = {"layer": "terrain", "id": s.id, "type": s.type}
        if s.label:
            props["label"] = s.label
        props[SPACE_PROPERTY] = space
        rings = _polygon_rings(s.polygon, s.holes, out_fn, digits, props)
        features.append({"type": "Feature", "id": s.id, "properties": props, "geometry": {"type": "Polygon", "coordinates": rings}})
    for lv in map_doc.shapes.levels:
        props = {"layer": "level", "id": lv.id, "level": lv.level, SPACE_PROPERTY: space}
        rings = _polygon_rings(lv.polygon, lv.holes, out_fn, digits, props)
        features.append({"type": "Feature", "id": lv.id, "properties": props, "geometry": {"type": "Polygon", "coordinates": rings}})
    for ln in map_doc.shapes.lines:
        props = {"layer": "line", "id": ln.id, "type": ln.type, "width": ln.width, SPACE_PROPERTY: space}
        coords = _ring(ln.points, out_fn, False, digits)
        features.append({"type": "Feature", "id": ln.id, "properties": props, "geometry": {"type": "LineString", "coordinates": coords}})
    collection: dict[str, Any] = {"type": "FeatureCollection", "name": map_doc.id}
    if space == "pixels":  # not lon/lat: a GIS writer that wants RFC 7946 reprojects instead of dropping them
        collection["crs"] = {"type": "name", "properties": {"name": SCAN_CRS}}
    collection["ccp"] = {"map": map_doc.id, "space": space, "y_axis": "up", "provenance": map_doc.provenance}
    if space == "pixels":
        collection["ccp"]["crs"] = SCAN_CRS  # said again here: an RFC 7946 writer drops the crs, not this
    collection["features"] = features
    return collection


def write_geojson(map_doc: MapDocument, path: str | Path, space: str = "grid") -> Path:
    """Write the shapes to ``path``; raises GeoJsonError or OSError."""
    data = to_geojson(map_doc, space)
    path = Path(path)
    atomic_write_text(path, json.dumps(data, indent=1) + "\n", backup=False)
    return path


# ----------------------------------------------------------------------------- import


def _number_pair(value: Any, where: str) -> tuple[float, float]:
    if not isinstance(value, list | tuple) or len(value) < 2:
        raise GeoJsonError(f"{where}: a position must be [x, y]")
    x, y = value[0], value[1]
    if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, int | float) or not isinstance(y, int | float):
        raise GeoJsonError(f"{where}: a position must hold numbers")
    try:
        fx, fy = float(x), float(y)
    except OverflowError:
        raise GeoJsonError(f"{where}: a position's number is too large for a coordinate") from None
    if not (math.isfinite(fx) and math.isfinite(fy)):
        raise GeoJsonError(f"{where}: a position must be finite")
    return fx, fy


def _positions(value: Any, where: str, fn: Transform, exact: bool = False) -> list[list[float]]:
    """The positions of a ring or line in grid space; ``exact`` keeps every digit (grid space)."""
    if not isinstance(value, list):
        raise GeoJsonError(f"{where}: expected a list of positions")
    out = []
    if len(value) > MAX_POSITIONS:
        raise GeoJsonError(f"{where}: more than {MAX_POSITIONS:,} positions")
    for k, p in enumerate(value):
        x, y = fn(*_number_pair(p, f"{where}[{k}]"))
        if not (abs(x) <= COORDINATE_LIMIT and abs(y) <= COORDINATE_LIMIT):
            raise GeoJsonError(f"{where}[{k}]: position lies over {COORDINATE_LIMIT:g} hex units from the map, skipped")
        out.append([x, y] if exact else [round(x, 6), round(y, 6)])
    return out


def _index_list(value: Any) -> set[int]:
    return {k for k in value if isinstance(k, int) and not isinstance(k, bool)} if isinstance(value, list) else set()


def _map_rings(poly: list[Any], where: str, back: Transform, exact: bool, props: dict[str, Any]) -> list[list[list[float]]]:
    """A polygon's rings in grid space, turned and opened as the map stored them (``ccp_turned``,
    ``ccp_closed``); a file without those properties keeps its own order, closing point dropped."""
    ours = TURNED_PROPERTY in props or SPACE_PROPERTY in props  # a feature this module wrote
    turned = _index_list(props.get(TURNED_PROPERTY)) if ours else None
    closed = _index_list(props.get(CLOSED_PROPERTY))
    rings = []
    for j, r in enumerate(poly):
        ring = _positions(r, f"{where} ring {j + 1}", back, exact)
        if turned is not None and len(ring) > 1 and ring[0] == ring[-1]:
            # RFC 7946 order in the file (y up) is the opposite turn in grid space (y down)
            rfc = not _needs_turn(_flip_y(ring), j == 0)
            if rfc == (j in turned):
                ring = _turned(ring)
        rings.append(ring if j in closed else _open(ring))
    return rings


def _flip_y(ring: list[list[float]]) -> list[list[float]]:
    return [[x, -y] for x, y in ring]


def _undo_rfc7946(data: dict[str, Any]) -> dict[str, Any]:
    """A scan-space collection an RFC 7946 writer reprojected from EPSG:3857 to lon/lat, as pixels again."""

    def project(value: Any) -> Any:
        if isinstance(value, list) and len(value) >= 2 and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value[:2]):
            lon, lat = float(value[0]), float(value[1])
            return [EARTH_RADIUS * math.radians(lon), EARTH_RADIUS * math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))]
        return [project(v) for v in value] if isinstance(value, list) else value

    out = dict(data)
    out["features"] = [
        {**f, "geometry": {**f["geometry"], "coordinates": project(f["geometry"].get("coordinates"))}}
        if isinstance(f, dict) and isinstance(f.get("geometry"), dict) else f
        for f in data["features"]
    ]
    return out


def _reprojected_to_lonlat(data: dict[str, Any]) -> bool:
    """Whether a scan-space file went through an RFC 7946 writer: its ``crs`` is gone (so lon/lat by the
    RFC) while its ``ccp`` member says it was written with one (ogr2ogr keeps that member), or, the member
    dropped too (QGIS), every position is a longitude and latitude. A file written before the ``crs`` was
    declared has a ``ccp`` member without it and is read as pixels, as it always was."""
    if "crs" in data:
        return False
    meta = data.get("ccp")
    if isinstance(meta, dict):
        return meta.get("crs") == SCAN_CRS

    def lonlat(value: Any) -> bool:
        if isinstance(value, list) and len(value) >= 2 and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value[:2]):
            return abs(value[0]) <= 180 and abs(value[1]) < 85.06  # the pseudo-Mercator's own latitude range
        return all(lonlat(v) for v in value) if isinstance(value, list) else True

    return all(lonlat(f["geometry"].get("coordinates")) for f in data["features"] if isinstance(f, dict) and isinstance(f.get("geometry"), dict))


def _open(ring: list[list[float]]) -> list[list[float]]:
    return ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else ring


def _clean_id(value: Any, fallback: str) -> str:
    text = str(value) if value is not None else ""
    if text and set(text) <= ID_CHARS:
        return text  # a valid shape id comes back as it was written
    text = "".join(ch if ch in ID_CHARS else "-" for ch in text).strip("-.")
    return text or fallback


def from_geojson(data: Any, map_doc: MapDocument, space: str | None = None) -> tuple[Shapes, list[str]]:
    """Shapes read from a GeoJSON object, and one note per feature skipped.

    ``space`` overrides what the file says (its ``ccp.space`` member or its features'
    ``ccp_space`` property). Raises GeoJsonSpaceUnknown when neither says (after checking the
    rest of the file), GeoJsonError when the object is not a FeatureCollection, nothing usable is
    in it, or (in a space the caller chose) none of its shapes reaches the map.
    """
    if not isinstance(data, dict) or data.get("type") != "FeatureCollection":
        raise GeoJsonError("not a GeoJSON FeatureCollection")
    features = data.get("features")
    if not isinstance(features, list):
        raise GeoJsonError("the FeatureCollection has no 'features' list")
    declared = file_space(data)
    chosen = space or declared
    if chosen is None:
        _read_features(features, map_doc, "grid")  # report a broken file before asking about its space
        raise GeoJsonSpaceUnknown(
            "the file does not say whether it holds grid coordinates or scan pixels "
            f"(no 'ccp' member or '{SPACE_PROPERTY}' property): choose the space"
        )
    if chosen == "pixels" and _reprojected_to_lonlat(data):
        features = _undo_rfc7946(data)["features"]
    shapes, notes = _read_features(features, map_doc, chosen)
    if chosen != declared:  # the file's own space is trusted; a chosen one must put the shapes on the map
        _check_inside(shapes, map_doc, chosen)
    return shapes, notes


def file_space(data: Any) -> str | None:
    """The space a collection says it is in: its ``ccp`` member, else its features' property."""
    if not isinstance(data, dict):
        return None
    meta = data.get("ccp")
    if isinstance(meta, dict) and meta.get("space") in SPACES:
        return str(meta["space"])
    features = data.get("features")
    for feat in features if isinstance(features, list) else []:
        props = feat.get("properties") if isinstance(feat, dict) else None
        if isinstance(props, dict) and props.get(SPACE_PROPERTY) in SPACES:
            return str(props[SPACE_PROPERTY])
    return None


def _check_inside(shapes: Shapes, map_doc: MapDocument, space: str) -> None:
    """Refuse a file none of whose shapes reaches the map (within ``MAP_MARGIN``): the sign of a file
    read in the wrong space. Shapes that overhang the edge, or lie beside a map others cover, are kept,
    as the map editor keeps them."""
    from .hexgrid import HexGrid

    x0, y0, x1, y1 = HexGrid(map_doc.grid).bounds()
    nearest, closest = math.inf, ""
    for layer in (shapes.terrain, shapes.levels, shapes.lines):
        for shape in layer:
            pts = shape.points if isinstance(shape, LineShape) else shape.polygon
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            gap = max(x0 - max(xs), min(xs) - x1, y0 - max(ys), min(ys) - y1, 0.0)  # box to box
            if gap < nearest:
                nearest, closest = gap, shape.id
    if nearest > MAP_MARGIN:
        other = "scan pixels" if space == "grid" else "grid coordinates"
        raise GeoJsonError(
            f"no shape of the file reaches the map in {space} space, the nearest ({closest}) lies "
            f"{nearest:,.0f} hex units away: is the file in {other}? Nothing was imported"
        )


def _read_features(features: list[Any], map_doc: MapDocument, chosen: str) -> tuple[Shapes, list[str]]:
    _, back = _transforms(map_doc, chosen)
    exact = chosen == "grid"
    shapes = Shapes()
    notes: list[str] = []
    taken: dict[str, set[str]] = {"terrain": set(), "level": set(), "line": set()}  # unique per layer, as the checks ask

    def unique(stem: str, layer: str) -> str:
        new, k = stem, 2
        while new in taken[layer]:
            new, k = f"{stem}.{k}", k + 1
        taken[layer].add(new)
        return new

    for n, feat in enumerate(features):
        where = f"feature {n + 1}"
        try:
            _read_feature(feat, where, back, shapes, unique, exact)
        except GeoJsonError as exc:
            notes.append(str(exc))
    if not (shapes.terrain or shapes.levels or shapes.lines):
        detail = f": {notes[0]}" if notes else ""
        raise GeoJsonError(f"no usable shapes in the file{detail}")
    return shapes, notes


def _read_feature(
    feat: Any, where: str, back: Transform, shapes: Shapes, unique: Callable[[str, str], str], exact: bool = False
) -> None:
    if not isinstance(feat, dict) or feat.get("type") != "Feature":
        raise GeoJsonError(f"{where}: not a GeoJSON Feature, skipped")
    props = feat.get("properties") or {}
    if not isinstance(props, dict):
        raise GeoJsonError(f"{where}: properties must be an object, skipped")
    geom = feat.get("geometry")
    if not isinstance(geom, dict):
        raise GeoJsonError(f"{where}: no geometry, skipped")
    gtype = geom.get("type")
    coords = geom.get("coordinates")
    stem = _clean_id(props.get("id", feat.get("id")), f"imported-{where.split()[-1]}")
    if gtype in ("Polygon", "MultiPolygon"):
        polys = [coords] if gtype == "Polygon" else coords
        if not isinstance(polys, list):
            raise GeoJsonError(f"{where}: bad {gtype} coordinates, skipped")
        layer = str(props.get("layer") or ("level" if "level" in props else "terrain"))
        for k, poly in enumerate(polys):
            if not isinstance(poly, list) or not poly:
                raise GeoJsonError(f"{where}: a polygon needs an outer ring, skipped")
            rings = _map_rings(poly, where, back, exact, props)
            if len(rings[0]) < 3:
                raise GeoJsonError(f"{where}: the outer ring has fewer than 3 points, skipped")
            if layer not in ("level", "terrain"):
                raise GeoJsonError(f"{where}: layer {layer!r} holds no areas, skipped")
            sid = unique(stem if k == 0 else f"{stem}.{k + 1}", layer)
            if layer == "level":
                level = props.get("level")
                if isinstance(level, float) and level.is_integer():
                    level = int(level)  # GDAL / QGIS write a mixed layer's integer field as Real
                if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 4:
                    raise GeoJsonError(f"{where}: a level area needs a 'level' property from 1 to 4, skipped")
                shapes.levels.append(LevelShape(id=sid, level=level, polygon=rings[0], holes=rings[1:]))
            elif layer == "terrain":
                ttype = props.get("type")
                if not isinstance(ttype, str) or not ttype or not all(c.islower() or c == "_" for c in ttype):
                    raise GeoJsonError(f"{where}: a terrain area needs a 'type' property (a terrain id), skipped")
                label = props.get("label")
                shapes.terrain.append(
                    TerrainShape(id=sid, type=ttype, polygon=rings[0], holes=rings[1:], label=str(label) if label else "")
                )
            else:
                raise GeoJsonError(f"{where}: layer {layer!r} holds no areas, skipped")
        return
    if gtype in ("LineString", "MultiLineString"):
        lines = [coords] if gtype == "LineString" else coords
        if not isinstance(lines, list):
            raise GeoJsonError(f"{where}: bad {gtype} coordinates, skipped")
        ltype = props.get("type")
        if ltype not in LINE_TYPES:
            raise GeoJsonError(f"{where}: a line needs 'type' road, trail, stream or bridge, skipped")
        width = props.get("width", 0.12)
        if isinstance(width, bool) or not isinstance(width, int | float) or not 0 <= width <= 2:
            raise GeoJsonError(f"{where}: 'width' must be a number from 0 to 2, skipped")
        for k, line in enumerate(lines):
            pts = _positions(line, where, back, exact)
            if len(pts) < 2:
                raise GeoJsonError(f"{where}: a line needs at least 2 points, skipped")
            sid = unique(stem if k == 0 else f"{stem}.{k + 1}", "line")
            shapes.lines.append(LineShape(id=sid, type=ltype, points=pts, width=float(width)))
        return
    raise GeoJsonError(f"{where}: geometry {gtype!r} is not a Polygon or LineString, skipped")


def read_geojson(path: str | Path, map_doc: MapDocument, space: str | None = None) -> tuple[Shapes, list[str]]:
    """Shapes from a GeoJSON file; raises GeoJsonError with a one-line reason."""
    path = Path(path)
    if not path.exists():
        raise GeoJsonError(f"no such file: {path}")
    try:
        text = read_bounded(path, MAX_GEOJSON_BYTES, what="GeoJSON files", text=True).decode("utf-8-sig")
    except DocumentError as exc:
        raise GeoJsonError(f"{path}: {exc.problem.message}") from None
    except UnicodeDecodeError as exc:
        raise GeoJsonError(f"{path}: not valid UTF-8 text (byte offset {exc.start})") from None
    try:
        data = _bounded_json(text)
    except _NotANumber as exc:
        line, col = _text_position(text, text.find(exc.literal))
        raise GeoJsonError(f"{path}:{line}:{col}: {exc}") from None
    except _Refused as exc:
        raise GeoJsonError(f"{path}: {exc}; nothing was imported") from None
    except json.JSONDecodeError as exc:
        raise GeoJsonError(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise GeoJsonError(f"{path}: nested too deeply to be GeoJSON") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise GeoJsonError(f"{path}: not valid JSON ({exc})") from None
    return from_geojson(data, map_doc, space)


class _NotANumber(ValueError):
    """A number literal no coordinate can be (thousands of digits, beyond a float, not finite)."""

    def __init__(self, literal: str, why: str) -> None:
        super().__init__(why)
        self.literal = literal


class _Refused(ValueError):
    """A file refused as a whole before any geometry work: more features or positions than a map can
    hold, or text that is not text (a lone surrogate)."""


_POSITION_START = re.compile(r"\[\s*-?[0-9.]")  # an array that starts with a number: a position
_LONG_NUMBER = re.compile(f"[0-9]{{{MAX_NUMBER_DIGITS + 1}}}")


def _bounded_json(text: str) -> Any:
    """``json.loads`` of a text first measured at C speed: more features than ``MAX_FEATURES`` or
    positions than ``MAX_TOTAL_POSITIONS`` (arrays opening on a number), or a number of thousands of
    digits, are refused before anything is parsed, so a hostile file costs a scan of its text, not
    minutes of geometry and gigabytes. The features are counted again while parsing (a ``type`` that
    escapes its letters is still a Feature)."""
    if text.count('"Feature"') > MAX_FEATURES:
        raise _Refused(f"{text.count(chr(34) + 'Feature' + chr(34)):,} features: a map holds at most "
                       f"{MAX_FEATURES:,} traced shapes")
    if text.count("[") > MAX_TOTAL_POSITIONS:
        positions = sum(1 for _ in _POSITION_START.finditer(text))
        if positions > MAX_TOTAL_POSITIONS:
            raise _Refused(f"{positions:,} positions: a map holds at most {MAX_TOTAL_POSITIONS:,} traced points")
    long = _LONG_NUMBER.search(text)
    if long is not None:
        start = long.start()
        while start and text[start - 1] in "0123456789.eE+-":
            start -= 1
        end = long.end()
        while end < len(text) and text[end] in "0123456789.eE+-":
            end += 1
        raise _NotANumber(text[start:end], f"not valid JSON for a map: a number of {end - start:,} characters "
                                           f"(a coordinate has at most {MAX_NUMBER_DIGITS} digits)")
    features = 0

    def constant(literal: str) -> float:
        raise _NotANumber(literal, f"{literal} is not finite: a coordinate must be a finite number")

    def obj(pairs: dict[str, Any]) -> dict[str, Any]:
        nonlocal features
        if pairs.get("type") == "Feature":
            features += 1
            if features > MAX_FEATURES:
                raise _Refused(f"more than {MAX_FEATURES:,} features: a map holds at most that many traced shapes")
        return pairs

    data = json.loads(text, parse_constant=constant, object_hook=obj)
    if may_hold_surrogate(text) and (where := surrogate_pointer(data)) is not None:
        raise _Refused(f"{printable(where[0]) or '/'}: {T.LONE_SURROGATE}")
    return data


def _text_position(text: str, index: int) -> tuple[int, int]:
    if index < 0:
        return 1, 1
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def merge_shapes(current: Shapes, imported: Shapes, replace: bool = False) -> Shapes:
    """The map's shapes after an import: ``imported`` added (ids made unique) or, with
    ``replace``, instead of the current ones. ``current`` is left as it was."""
    merged = Shapes() if replace else copy.deepcopy(current)
    kept = {s.id for layer in (merged.terrain, merged.levels, merged.lines) for s in layer}
    for source, target in ((imported.terrain, merged.terrain), (imported.levels, merged.levels), (imported.lines, merged.lines)):
        taken = set(kept)  # apart from the map's own ids, unique within a layer, as the file had them
        for shape in source:
            new = copy.deepcopy(shape)
            stem, k = new.id, 2
            while new.id in taken:
                new.id, k = f"{stem}.{k}", k + 1
            taken.add(new.id)
            target.append(new)  # type: ignore[arg-type]
    return merged
