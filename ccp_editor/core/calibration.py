"""Scan calibration: one affine transform per map, from grid space to scan pixels.

A tracer clicks the centre dots of a few hexes on the scan (control points); a least-squares
affine fit then ties every grid-space coordinate to a pixel and back. The same transform serves
the tracing editor, the board view and the exports, so clicks, counters and terrain line up.
Residuals tell the tracer how well the points agree: a large one usually means a mis-clicked or
mislabelled hex.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..model.mapdoc import ControlPoint, MapDocument
from . import checktext as T
from .hexgrid import HexGrid, HexIdError

# Smallest/largest singular value of the centred control-point cloud below which the points are
# treated as lying on one line (grid centres are exact, so a true line gives ~1e-16).
COLLINEAR_RATIO = 1e-6


class CalibrationError(ValueError):
    """A control-point set that cannot define a transform (too few, duplicate, collinear, unknown)."""


@dataclass(frozen=True)
class Affine:
    """``px = a*x + b*y + c``, ``py = d*x + e*y + f``."""

    a: float
    b: float
    c: float
    d: float
    e: float
    f: float

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.b * y + self.c, self.d * x + self.e * y + self.f)

    @property
    def determinant(self) -> float:
        return self.a * self.e - self.b * self.d

    def inverse(self) -> Affine:
        det = self.determinant
        if abs(det) < 1e-12:
            raise CalibrationError(T.SINGULAR)
        a, b, d, e = self.e / det, -self.b / det, -self.d / det, self.a / det
        return Affine(a, b, -(a * self.c + b * self.f), d, e, -(d * self.c + e * self.f))

    def then(self, other: Affine) -> Affine:
        """This transform followed by ``other``."""
        return Affine(
            other.a * self.a + other.b * self.d,
            other.a * self.b + other.b * self.e,
            other.a * self.c + other.b * self.f + other.c,
            other.d * self.a + other.e * self.d,
            other.d * self.b + other.e * self.e,
            other.d * self.c + other.e * self.f + other.f,
        )

    @property
    def scale(self) -> float:
        """Mean pixels per grid unit (geometric mean of the two axis scales)."""
        return math.sqrt(abs(self.determinant))

    @property
    def rotation_degrees(self) -> float:
        """Rotation of the grid's x axis on the scan, clockwise positive (pixel y grows down)."""
        return math.degrees(math.atan2(self.d, self.a))

    @classmethod
    def identity(cls) -> Affine:
        return cls(1.0, 0.0, 0.0, 0.0, 1.0, 0.0)

    @classmethod
    def similarity(cls, scale: float, degrees: float, tx: float, ty: float) -> Affine:
        """Uniform scale, then rotation (clockwise on screen), then translation."""
        c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
        return cls(scale * c, -scale * s, tx, scale * s, scale * c, ty)


@dataclass(frozen=True)
class Residual:
    hex: str
    dx: float
    dy: float

    @property
    def distance(self) -> float:
        return math.hypot(self.dx, self.dy)


@dataclass(frozen=True)
class Calibration:
    """The fitted transform with its per-point residuals (pixels) and their RMS."""

    transform: Affine
    inverse: Affine
    residuals: tuple[Residual, ...]
    rms: float

    def grid_to_pixel(self, x: float, y: float) -> tuple[float, float]:
        return self.transform.apply(x, y)

    def pixel_to_grid(self, px: float, py: float) -> tuple[float, float]:
        return self.inverse.apply(px, py)

    @property
    def max_residual(self) -> float:
        return max((r.distance for r in self.residuals), default=0.0)


def fit_affine(
    grid_points: Sequence[tuple[float, float]], pixel_points: Sequence[tuple[float, float]]
) -> tuple[Affine, list[tuple[float, float]]]:
    """Least-squares affine fit; returns the transform and the (dx, dy) residual of each point.

    Refuses fewer than three pairs or grid points on one line, where the fit is not unique.
    """
    if len(grid_points) != len(pixel_points):
        raise CalibrationError(T.POINT_LISTS_DIFFER)
    n = len(grid_points)
    if n < 3:
        raise CalibrationError(T.TOO_FEW_POINTS.format(n=n))
    g = np.asarray(grid_points, dtype=float)
    p = np.asarray(pixel_points, dtype=float)
    if not (np.all(np.isfinite(g)) and np.all(np.isfinite(p))):
        raise CalibrationError(T.POINTS_NOT_FINITE)
    centred = g - g.mean(axis=0)
    sv = np.linalg.svd(centred, compute_uv=False)
    if sv[0] == 0 or sv[-1] / sv[0] < COLLINEAR_RATIO:
        raise CalibrationError(T.POINTS_ON_A_LINE)
    design = np.column_stack([g, np.ones(n)])
    coef, *_ = np.linalg.lstsq(design, p, rcond=None)
    (a, d), (b, e), (c, f) = coef.tolist()
    transform = Affine(a, b, c, d, e, f)
    fitted = design @ coef
    residuals = [(float(dx), float(dy)) for dx, dy in (p - fitted)]
    return transform, residuals


def calibrate(control_points: Sequence[ControlPoint], grid: HexGrid) -> Calibration:
    """Fit a map's calibration from its control points (hex id -> pixel of the centre dot)."""
    seen: set[str] = set()
    grid_pts: list[tuple[float, float]] = []
    pixel_pts: list[tuple[float, float]] = []
    for cp in control_points:
        if cp.hex in seen:
            raise CalibrationError(T.HEX_TWO_POINTS.format(hex=cp.hex))
        seen.add(cp.hex)
        try:
            grid_pts.append(grid.center(cp.hex))
        except HexIdError:
            raise CalibrationError(T.POINT_NOT_A_HEX.format(id=repr(cp.hex))) from None
        pixel_pts.append((cp.x, cp.y))
    transform, res = fit_affine(grid_pts, pixel_pts)
    inverse = transform.inverse()
    residuals = tuple(Residual(cp.hex, dx, dy) for cp, (dx, dy) in zip(control_points, res, strict=True))
    rms = math.sqrt(sum(r.distance**2 for r in residuals) / len(residuals))
    return Calibration(transform, inverse, residuals, rms)


def map_calibration(map_doc: MapDocument) -> Calibration | None:
    """The map's calibration, or None when it has no scan; raises CalibrationError on a bad set."""
    if map_doc.scan is None:
        return None
    return calibrate(map_doc.scan.control_points, HexGrid(map_doc.grid))
