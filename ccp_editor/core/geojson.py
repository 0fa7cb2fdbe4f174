"""GeoJSON export and import of a map's traced shapes (opens in QGIS; no Qt here).

Coordinates are written in one of two spaces:

- ``grid``: the map's grid space (hex circumradius 1, centre of the first hex at 0,0);
- ``pixels``: scan pixels through the map's calibration, so the shapes lie on the scan when both
  are opened in QGIS.

GIS tools put y up while grid space and image rows grow down, so y is written negated in both
spaces (QGIS shows an image without georeference with pixel row r at y = -r, which is why the pixel
export lines up with the raw scan). The collection carries a ``ccp`` member naming the space; an
import uses it when present (QGIS drops it on re-save, so the caller can say the space instead).

Each feature's properties say what it is: ``layer`` (terrain, level, line), ``id``, and ``type``,
``level``, ``width`` or ``label`` as the layer needs. Polygons become terrain or level shapes,
LineStrings become lines; Multi* geometries become one shape per part.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from ..io.storage import atomic_write_text
from ..io.yamlio import DocumentError, read_bounded
from ..model.mapdoc import COORDINATE_LIMIT, LevelShape, LineShape, MapDocument, Shapes, TerrainShape
from .calibration import CalibrationError, map_calibration

Space = Literal["grid", "pixels"]
SPACES: tuple[str, ...] = ("grid", "pixels")
LINE_TYPES = ("road", "trail", "stream", "bridge")
MAX_GEOJSON_BYTES = 32 * 1024 * 1024  # a traced map is well under 1 MB; QGIS exports add little
MAX_POSITIONS = 100_000  # in one ring or line
ID_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


class GeoJsonError(ValueError):
    """A file that is not usable GeoJSON for a map, or a space the map cannot provide."""


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


def _ring(points: list[list[float]], fn: Transform, closed: bool, digits: int) -> list[list[float]]:
    pts = [[float(p[0]), float(p[1])] for p in points]
    if closed and pts and pts[0] != pts[-1]:
        pts.append(list(pts[0]))
    return [[round(v, digits) for v in fn(x, y)] for x, y in pts]


def to_geojson(map_doc: MapDocument, space: str = "grid") -> dict[str, Any]:
    """A GeoJSON FeatureCollection of every traced shape of the map."""
    out_fn, _ = _transforms(map_doc, space)
    digits = 3 if space == "pixels" else 6
    features: list[dict[str, Any]] = []
    for s in map_doc.shapes.terrain:
        props: dict[str, Any] = {"layer": "terrain", "id": s.id, "type": s.type}
        if s.label:
            props["label"] = s.label
        rings = [_ring(s.polygon, out_fn, True, digits)] + [_ring(h, out_fn, True, digits) for h in s.holes]
        features.append({"type": "Feature", "id": s.id, "properties": props, "geometry": {"type": "Polygon", "coordinates": rings}})
    for lv in map_doc.shapes.levels:
        rings = [_ring(lv.polygon, out_fn, True, digits)] + [_ring(h, out_fn, True, digits) for h in lv.holes]
        props = {"layer": "level", "id": lv.id, "level": lv.level}
        features.append({"type": "Feature", "id": lv.id, "properties": props, "geometry": {"type": "Polygon", "coordinates": rings}})
    for ln in map_doc.shapes.lines:
        props = {"layer": "line", "id": ln.id, "type": ln.type, "width": ln.width}
        coords = _ring(ln.points, out_fn, False, digits)
        features.append({"type": "Feature", "id": ln.id, "properties": props, "geometry": {"type": "LineString", "coordinates": coords}})
    return {
        "type": "FeatureCollection",
        "name": map_doc.id,
        "ccp": {"map": map_doc.id, "space": space, "y_axis": "up", "provenance": map_doc.provenance},
        "features": features,
    }


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
    if not (math.isfinite(x) and math.isfinite(y)):
        raise GeoJsonError(f"{where}: a position must be finite")
    return float(x), float(y)


def _positions(value: Any, where: str, fn: Transform) -> list[list[float]]:
    if not isinstance(value, list):
        raise GeoJsonError(f"{where}: expected a list of positions")
    out = []
    if len(value) > MAX_POSITIONS:
        raise GeoJsonError(f"{where}: more than {MAX_POSITIONS:,} positions")
    for k, p in enumerate(value):
        x, y = fn(*_number_pair(p, f"{where}[{k}]"))
        if not (abs(x) <= COORDINATE_LIMIT and abs(y) <= COORDINATE_LIMIT):
            raise GeoJsonError(f"{where}[{k}]: position lies over {COORDINATE_LIMIT:g} hex units from the map, skipped")
        out.append([round(x, 6), round(y, 6)])
    return out


def _open(ring: list[list[float]]) -> list[list[float]]:
    return ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else ring


def _clean_id(value: Any, fallback: str) -> str:
    text = str(value) if value is not None else ""
    text = "".join(ch if ch in ID_CHARS else "-" for ch in text).strip("-.")
    return text or fallback


def from_geojson(data: Any, map_doc: MapDocument, space: str | None = None) -> tuple[Shapes, list[str]]:
    """Shapes read from a GeoJSON object, and one note per feature skipped.

    ``space`` overrides the collection's own ``ccp.space`` (default grid). Raises GeoJsonError when
    the object is not a FeatureCollection or nothing usable is in it.
    """
    if not isinstance(data, dict) or data.get("type") != "FeatureCollection":
        raise GeoJsonError("not a GeoJSON FeatureCollection")
    features = data.get("features")
    if not isinstance(features, list):
        raise GeoJsonError("the FeatureCollection has no 'features' list")
    meta = data.get("ccp") if isinstance(data.get("ccp"), dict) else {}
    chosen = space or str(meta.get("space", "grid"))
    _, back = _transforms(map_doc, chosen)
    shapes = Shapes()
    notes: list[str] = []
    taken: set[str] = set()

    def unique(stem: str) -> str:
        new, k = stem, 2
        while new in taken:
            new, k = f"{stem}.{k}", k + 1
        taken.add(new)
        return new

    for n, feat in enumerate(features):
        where = f"feature {n + 1}"
        try:
            _read_feature(feat, where, back, shapes, unique)
        except GeoJsonError as exc:
            notes.append(str(exc))
    if not (shapes.terrain or shapes.levels or shapes.lines):
        detail = f": {notes[0]}" if notes else ""
        raise GeoJsonError(f"no usable shapes in the file{detail}")
    return shapes, notes


def _read_feature(feat: Any, where: str, back: Transform, shapes: Shapes, unique: Callable[[str], str]) -> None:
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
            rings = [_open(_positions(r, f"{where} ring {j + 1}", back)) for j, r in enumerate(poly)]
            if len(rings[0]) < 3:
                raise GeoJsonError(f"{where}: the outer ring has fewer than 3 points, skipped")
            sid = unique(stem if k == 0 else f"{stem}.{k + 1}")
            if layer == "level":
                level = props.get("level")
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
            pts = _positions(line, where, back)
            if len(pts) < 2:
                raise GeoJsonError(f"{where}: a line needs at least 2 points, skipped")
            sid = unique(stem if k == 0 else f"{stem}.{k + 1}")
            shapes.lines.append(LineShape(id=sid, type=ltype, points=pts, width=float(width)))
        return
    raise GeoJsonError(f"{where}: geometry {gtype!r} is not a Polygon or LineString, skipped")


def read_geojson(path: str | Path, map_doc: MapDocument, space: str | None = None) -> tuple[Shapes, list[str]]:
    """Shapes from a GeoJSON file; raises GeoJsonError with a one-line reason."""
    path = Path(path)
    if not path.exists():
        raise GeoJsonError(f"no such file: {path}")
    try:
        text = read_bounded(path, MAX_GEOJSON_BYTES, what="GeoJSON files").decode("utf-8-sig")
    except DocumentError as exc:
        raise GeoJsonError(f"{path}: {exc.problem.message}") from None
    except UnicodeDecodeError as exc:
        raise GeoJsonError(f"{path}: not valid UTF-8 text (byte offset {exc.start})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise GeoJsonError(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise GeoJsonError(f"{path}: nested too deeply to be GeoJSON") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise GeoJsonError(f"{path}: not valid JSON ({exc})") from None
    return from_geojson(data, map_doc, space)
