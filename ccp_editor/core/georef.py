"""Georeferencing a calibrated scan for GIS tools: a world file and a QGIS Georeferencer points file.

QGIS opens the exported GeoJSON (``core.geojson``) and the scan; with a world file next to the scan
(``.pgw`` for PNG, ``.jgw`` for JPEG, ``.tfw`` for TIFF) it lays the scan under the shapes without
hand work. The world file says where each pixel's centre lies in the GeoJSON's coordinates (grid
space with y up, or the scan's own pixels with y up). The ``.points`` file lists the map's control
points as QGIS's Georeferencer reads them (map x/y, source pixel x and y with the row negated), so
the fit can be checked or redone there.
"""

from __future__ import annotations

from pathlib import Path

from ..io.storage import atomic_write_text
from ..model.mapdoc import MapDocument
from .calibration import Affine, CalibrationError, map_calibration
from .hexgrid import HexGrid

WORLD_SUFFIXES = {".png": ".pgw", ".jpg": ".jgw", ".jpeg": ".jgw", ".tif": ".tfw", ".tiff": ".tfw"}


class GeorefError(ValueError):
    """No calibrated scan to georeference."""


def _pixel_to_file(map_doc: MapDocument, space: str) -> Affine:
    """Scan pixel coordinates to the GeoJSON file's coordinates (y up)."""
    if space == "pixels":
        return Affine(1.0, 0.0, 0.0, 0.0, -1.0, 0.0)
    if space != "grid":
        raise GeorefError(f"unknown coordinate space {space!r} (use grid or pixels)")
    try:
        cal = map_calibration(map_doc)
    except CalibrationError as exc:
        raise GeorefError(f"the scan's calibration cannot be fitted: {exc}") from None
    if cal is None:
        raise GeorefError("the map has no scan to georeference")
    return cal.inverse.then(Affine(1.0, 0.0, 0.0, 0.0, -1.0, 0.0))


def world_file_text(map_doc: MapDocument, space: str = "grid") -> str:
    """The six lines of a world file: x and y per pixel column, per row, then the top-left pixel's
    centre (pixel (0, 0) covers [0, 1) x [0, 1), so its centre is at 0.5, 0.5)."""
    if map_doc.scan is None:
        raise GeorefError("the map has no scan to georeference")
    t = _pixel_to_file(map_doc, space)
    cx, cy = t.apply(0.5, 0.5)
    return "\n".join(f"{v:.10f}" for v in (t.a, t.d, t.b, t.e, cx, cy)) + "\n"


def points_file_text(map_doc: MapDocument, space: str = "grid") -> str:
    """A QGIS Georeferencer ``.points`` file of the map's control points."""
    if map_doc.scan is None:
        raise GeorefError("the map has no scan to georeference")
    t = _pixel_to_file(map_doc, space)
    grid = HexGrid(map_doc.grid)
    cal = map_calibration(map_doc) if space == "grid" else None
    residuals = {r.hex: r for r in cal.residuals} if cal is not None else {}
    lines = ["#CRS: ", "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual"]
    for cp in map_doc.scan.control_points:
        if space == "grid":
            gx, gy = grid.center(cp.hex)
            mx, my = gx, -gy
        else:
            mx, my = t.apply(cp.x, cp.y)
        r = residuals.get(cp.hex)
        dx, dy, res = (r.dx, -r.dy, r.distance) if r is not None else (0.0, 0.0, 0.0)
        lines.append(f"{mx:.6f},{my:.6f},{cp.x:.4f},{-cp.y:.4f},1,{dx:.4f},{dy:.4f},{res:.4f}")
    return "\n".join(lines) + "\n"


def georef_paths(map_doc: MapDocument, map_path: str | Path | None) -> tuple[Path, Path]:
    """Where the world file and the points file go: next to the scan, named after it."""
    if map_doc.scan is None:
        raise GeorefError("the map has no scan to georeference")
    base = Path(map_path).parent if map_path is not None else Path.cwd()
    scan = base / map_doc.scan.file
    suffix = WORLD_SUFFIXES.get(scan.suffix.lower())
    if suffix is None:
        raise GeorefError(f"{scan.name}: a world file is written for PNG, JPEG or TIFF scans")
    return scan.with_suffix(suffix), scan.with_name(scan.name + ".points")


def write_georeference(map_doc: MapDocument, map_path: str | Path | None, space: str = "grid") -> tuple[Path, Path]:
    """Write the world file and the points file next to the scan (atomically); returns their paths."""
    world, points = georef_paths(map_doc, map_path)
    world_text, points_text = world_file_text(map_doc, space), points_file_text(map_doc, space)
    atomic_write_text(world, world_text, backup=False)
    atomic_write_text(points, points_text, backup=False)
    return world, points
