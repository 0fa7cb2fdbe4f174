"""Synthetic scans with known ground truth: the measure of proposals (DESIGN §7).

A terrain layout is made at random (blobs of each Type, hills of one or two levels), drawn as a
printed map would be, either as flat tints or printed-style (symbols over a tint: tree crowns on
jungle, stipple on bush, tufts on grass, reeds on swamp, waves on water, contour lines round
hills), with the grid's outlines, centre dots and hex labels over it; then scanned badly: turned,
stretched, blurred, unevenly lit, noisy and JPEG-compressed (8 x 8 DCT quantisation with the
standard tables and 4:2:0 chroma, as a JPEG encoder does). The layout is a map document, so its
derived hexes are the truth a proposal is scored against.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from ..model.mapdoc import ControlPoint, GridSettings, LevelShape, MapDocument, ScanInfo, Shapes, TerrainShape
from .calibration import Affine
from .hexgrid import HexGrid
from .scanfeatures import LABEL_BOX, SQRT3, hex_local

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Scheme:
    """The colours of one printing: ground per hill level, and each Type's tint and ink."""

    name: str
    ground: tuple[RGB, ...]  # level 0, 1, 2
    tints: dict[str, RGB]
    ink: dict[str, RGB]
    grid: RGB = (40, 38, 36)
    contour: RGB = (110, 70, 40)


SCHEMES = {
    "classic": Scheme(
        "classic",
        ((214, 208, 160), (196, 170, 118), (168, 132, 88)),
        {"jungle": (92, 142, 70), "bush": (150, 178, 96), "grass": (196, 204, 120), "swamp": (128, 160, 150),
         "water_barrier": (112, 160, 200), "palm": (170, 190, 110), "beach": (232, 216, 160)},
        {"jungle": (38, 78, 34), "bush": (84, 112, 52), "grass": (120, 130, 50), "swamp": (50, 90, 90),
         "water_barrier": (40, 80, 140), "palm": (70, 100, 40), "beach": (180, 150, 100)},
    ),
    "muted": Scheme(
        "muted",
        ((200, 198, 176), (182, 168, 140), (160, 140, 112)),
        {"jungle": (110, 134, 96), "bush": (156, 170, 120), "grass": (190, 192, 146), "swamp": (130, 150, 146),
         "water_barrier": (130, 156, 180), "palm": (168, 178, 130), "beach": (222, 212, 176)},
        {"jungle": (56, 80, 50), "bush": (96, 112, 72), "grass": (128, 128, 80), "swamp": (60, 86, 86),
         "water_barrier": (60, 84, 120), "palm": (84, 100, 60), "beach": (170, 150, 120)},
    ),
    "vivid": Scheme(
        "vivid",
        ((226, 222, 150), (214, 180, 100), (190, 140, 70)),
        {"jungle": (40, 130, 50), "bush": (120, 176, 60), "grass": (180, 210, 90), "swamp": (70, 150, 140),
         "water_barrier": (60, 130, 210), "palm": (150, 190, 80), "beach": (240, 220, 140)},
        {"jungle": (10, 60, 20), "bush": (50, 100, 30), "grass": (100, 130, 30), "swamp": (20, 80, 80),
         "water_barrier": (20, 60, 150), "palm": (50, 90, 20), "beach": (190, 150, 80)},
    ),
}
DEFAULT_TYPES = ("jungle", "bush", "grass", "swamp", "water_barrier")


@dataclass
class SyntheticScan:
    image: np.ndarray  # H x W x 3 uint8
    truth: MapDocument  # the layout, calibrated to the image by control points


def blob(rng: np.random.Generator, cx: float, cy: float, radius: float, wobble: float = 0.25, n: int = 28) -> Polygon:
    """A smooth irregular area round a point."""
    t = np.linspace(0, 2 * math.pi, n, endpoint=False)
    r = np.full(n, radius)
    for k in (2, 3, 5):
        r *= 1 + wobble / k * np.sin(k * t + rng.uniform(0, 2 * math.pi))
    return Polygon(np.column_stack([cx + r * np.cos(t), cy + r * np.sin(t)])).buffer(0)


def random_layout(seed: int, types: Sequence[str] = DEFAULT_TYPES, hills: int = 2, grid: GridSettings | None = None) -> MapDocument:
    """A map of random blobs per Type and hills of one or two levels (no scan yet)."""
    rng = np.random.default_rng(seed)
    settings = grid or GridSettings()
    hg = HexGrid(settings)
    x0, y0, x1, y1 = hg.bounds()
    board = shapely.box(x0 - 1, y0 - 1, x1 + 1, y1 + 1)
    levels: list[LevelShape] = []
    for i in range(hills):
        cx, cy = rng.uniform(x0 + 3, x1 - 3), rng.uniform(y0 + 3, y1 - 3)
        r1 = rng.uniform(2.0, 3.2)
        one = _snapped(blob(rng, cx, cy, r1))
        levels.append(LevelShape(id=f"hill{i}-1", level=1, polygon=_coords(one), holes=[_coords(r) for r in one.interiors]))
        if rng.random() < 0.75:
            two = _snapped(blob(rng, cx + rng.uniform(-0.4, 0.4), cy + rng.uniform(-0.4, 0.4), r1 * rng.uniform(0.35, 0.5)).intersection(one.buffer(-0.4)))
            if two.area > 0.5:
                levels.append(LevelShape(id=f"hill{i}-2", level=2, polygon=_coords(two), holes=[_coords(r) for r in two.interiors]))
    taken: BaseGeometry = Polygon()
    terrain: list[TerrainShape] = []
    for t in types:
        for k in range(int(rng.integers(2, 4))):
            for _ in range(20):
                cx, cy = rng.uniform(x0 - 0.5, x1 + 0.5), rng.uniform(y0 - 0.5, y1 + 0.5)
                if not taken.buffer(0.3).contains(Point(cx, cy)):
                    break
            area = shapely.set_precision(blob(rng, cx, cy, rng.uniform(1.0, 2.2)).difference(taken).intersection(board), COORD_GRID)
            for j, part in enumerate(p for p in shapely.get_parts(area) if isinstance(p, Polygon) and p.area > 0.6):
                terrain.append(TerrainShape(id=f"{t}-{k}-{j}", type=t, polygon=_coords(part), holes=[_coords(r) for r in part.interiors]))
                taken = taken.union(part)
    return MapDocument(kind="map", format=1, id=f"synthetic-{seed}", name=f"Synthetic {seed}", provenance="demo",
                       status="draft", grid=settings, shapes=Shapes(terrain=terrain, levels=levels))


COORD_GRID = 1e-4  # the layout's coordinates are kept to 4 decimals


def _snapped(geom: BaseGeometry) -> Polygon:
    """The largest part of ``geom`` on the 4-decimal grid the layout is written in: rounding each
    vertex on its own makes a ring that nearly touches itself cross itself (an invalid polygon),
    snapping the whole geometry keeps it valid."""
    parts = [p for p in shapely.get_parts(shapely.set_precision(geom, COORD_GRID)) if isinstance(p, Polygon)]
    return max(parts, key=lambda p: p.area) if parts else Polygon()


def _coords(geom) -> list[list[float]]:
    ring = geom.exterior if hasattr(geom, "exterior") else geom
    return [[round(x, 4), round(y, 4)] for x, y in list(ring.coords)[:-1]]


# ----------------------------------------------------------------------------- rasterising


def fill(raster: np.ndarray, geom: BaseGeometry, value: int, to_pixel: Affine) -> None:
    """Paint ``value`` where pixel centres lie inside ``geom`` (grid space), by even-odd scanlines."""
    g = shapely.affinity.affine_transform(geom, [to_pixel.a, to_pixel.b, to_pixel.d, to_pixel.e, to_pixel.c, to_pixel.f])
    h, w = raster.shape
    edges = []
    for part in shapely.get_parts(g):
        if not isinstance(part, Polygon) or part.is_empty:
            continue
        for ring in (part.exterior, *part.interiors):
            c = np.asarray(ring.coords)
            edges.append(np.column_stack([c[:-1], c[1:]]))
    if not edges:
        return
    e = np.concatenate(edges)
    r0 = max(0, int(math.floor(e[:, [1, 3]].min())))
    r1 = min(h, int(math.ceil(e[:, [1, 3]].max())) + 1)
    if r1 <= r0:
        return
    yc = np.arange(r0, r1) + 0.5
    ya, yb = e[:, 1][None, :], e[:, 3][None, :]
    cross = (ya <= yc[:, None]) != (yb <= yc[:, None])
    rows, idx = np.nonzero(cross)
    ex = e[idx]
    x = ex[:, 0] + (yc[rows] - ex[:, 1]) * (ex[:, 2] - ex[:, 0]) / (ex[:, 3] - ex[:, 1])
    col = np.clip(np.ceil(x - 0.5).astype(np.int64), 0, w)
    toggles = np.zeros((r1 - r0, w + 1), np.int16)
    np.add.at(toggles, (rows, col), 1)
    inside = (np.cumsum(toggles, axis=1)[:, :w] % 2).astype(bool)
    raster[r0:r1][inside] = value


def _disc(radius: float, ring: float = 0.0) -> np.ndarray:
    r = max(radius, 0.8)
    n = int(math.ceil(r)) + 1
    yy, xx = np.mgrid[-n : n + 1, -n : n + 1]
    d = np.hypot(xx, yy)
    return (d <= r) & (d >= r - ring) if ring else d <= r


def _stroke(length: float, width: float, angle: float, wave: float = 0.0) -> np.ndarray:
    n = int(math.ceil(length / 2 + width + abs(wave))) + 1
    yy, xx = np.mgrid[-n : n + 1, -n : n + 1].astype(float)
    c, s = math.cos(angle), math.sin(angle)
    u, v = xx * c + yy * s, -xx * s + yy * c
    if wave:
        v = v - wave * np.sin(u / max(length, 1) * 2 * math.pi)
    return (np.abs(u) <= length / 2) & (np.abs(v) <= width / 2)


def _stamps(unit: float) -> dict[str, tuple[float, list[tuple[np.ndarray, str]]]]:
    """Per Type: lattice spacing (pixels) and the kernels (with 'ink' or 'tint') drawn at each point."""
    lw = max(1.0, unit * 0.012)
    return {
        "jungle": (unit * 0.21, [(_disc(unit * 0.085), "ink_soft"), (_disc(unit * 0.085, lw * 1.3), "ink")]),
        "bush": (unit * 0.065, [(_disc(unit * 0.014), "ink")]),
        "grass": (unit * 0.15, [(_stroke(unit * 0.07, lw, math.radians(a)), "ink") for a in (70, 90, 110)]),
        "swamp": (unit * 0.16, [(_stroke(unit * 0.1, lw, 0.0), "ink"), (_stroke(unit * 0.06, lw, math.radians(90)), "ink")]),
        "water_barrier": (unit * 0.17, [(_stroke(unit * 0.12, lw, 0.0, wave=unit * 0.012), "ink")]),
        "palm": (unit * 0.2, [(_stroke(unit * 0.09, lw, math.radians(a)), "ink") for a in (0, 60, 120)]),
        "beach": (unit * 0.08, [(_disc(unit * 0.01), "ink")]),
    }


def render(
    truth: MapDocument,
    width: int,
    height: int,
    *,
    scheme: str = "classic",
    printed: bool = False,
    degrees: float = 0.7,
    stretch: float = 1.003,
    seed: int = 0,
    jpeg_quality: int | None = 80,
    noise: float = 3.0,
    shading: float = 0.2,
    blur: bool = True,
) -> SyntheticScan:
    """Draw ``truth`` on a ``width`` x ``height`` scan and record its calibration (9 control points)."""
    rng = np.random.default_rng(seed + 7919)
    pal = SCHEMES[scheme]
    grid = HexGrid(truth.grid)
    x0, y0, x1, y1 = grid.bounds()
    unit = min(width * 0.94 / (x1 - x0), height * 0.94 / (y1 - y0))
    base = Affine.similarity(unit, degrees, 0.0, 0.0).then(Affine(stretch, 0, 0, 0, 1.0, 0))
    cx, cy = base.apply((x0 + x1) / 2, (y0 + y1) / 2)
    to_pixel = base.then(Affine(1, 0, width / 2 - cx, 0, 1, height / 2 - cy))
    level = np.zeros((height, width), np.uint8)
    for lv in sorted(truth.shapes.levels, key=lambda s: s.level):
        fill(level, Polygon(lv.polygon, lv.holes), lv.level, to_pixel)
    types = sorted({s.type for s in truth.shapes.terrain})
    label = np.zeros((height, width), np.uint8)
    for s in truth.shapes.terrain:
        if s.type in types:
            fill(label, Polygon(s.polygon, s.holes), types.index(s.type) + 1, to_pixel)
    ground = np.array(pal.ground, np.float32)
    img = ground[np.minimum(level, len(ground) - 1)]
    # Terrain tints are overprinted on the hill tints (multiplied), so a hill shows under a wood.
    hill = img / ground[0]
    for i, t in enumerate(types, start=1):
        img[label == i] = pal.tints.get(t, (128, 128, 128))
    del ground
    if printed:
        _draw_symbols(img, label, types, pal, unit, rng)
    terrain = label > 0
    img[terrain] *= hill[terrain]
    del hill, terrain
    if printed:
        edge = np.zeros_like(level, bool)
        edge[:, 1:] |= level[:, 1:] != level[:, :-1]
        edge[1:, :] |= level[1:, :] != level[:-1, :]
        edge = _grow(edge, max(1, int(unit * 0.008)))
        img[edge] = pal.contour
    del label, level
    _draw_grid(img, to_pixel, grid, pal, unit)
    if blur:
        img = (img + np.roll(img, 1, 0) + np.roll(img, -1, 0) + np.roll(img, 1, 1) + np.roll(img, -1, 1)) / 5.0
    if shading:
        yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
        u, v = xx / width - 0.5, yy / height - 0.5
        light = 1.0 - shading * (0.6 * (u + 0.5) * (0.3 + v + 0.5) / 1.3 + 0.8 * (u * u + v * v))
        img *= light[..., None]
        del yy, xx, u, v, light
    if noise:
        img += rng.normal(0.0, noise, img.shape).astype(np.float32)
    out = np.clip(img, 0, 255).astype(np.uint8)
    del img
    if jpeg_quality:
        out = jpeg_roundtrip(out, jpeg_quality)
    doc = _calibrated(truth, to_pixel, width, height)
    return SyntheticScan(out, doc)


def _grow(mask: np.ndarray, r: int) -> np.ndarray:
    out = mask.copy()
    for _ in range(r):
        out[1:] |= out[:-1].copy()
        out[:, 1:] |= out[:, :-1].copy()
    return out


def _draw_symbols(img: np.ndarray, label: np.ndarray, types: list[str], pal: Scheme, unit: float, rng: np.random.Generator) -> None:
    h, w = label.shape
    stamps = _stamps(unit)
    for i, t in enumerate(types, start=1):
        if t not in stamps:
            continue
        spacing, kernels = stamps[t]
        ink = np.array(pal.ink.get(t, (40, 40, 40)), np.float32)
        soft = (np.array(pal.tints.get(t, (128, 128, 128)), np.float32) + ink) / 2
        ys, xs = np.nonzero(label[:: max(1, int(spacing)), :: max(1, int(spacing))] == i)
        for y, x in zip(ys * int(spacing), xs * int(spacing), strict=True):
            py = int(y + rng.uniform(-0.3, 0.3) * spacing)
            px = int(x + rng.uniform(-0.3, 0.3) * spacing) + (int(spacing / 2) if (y // int(spacing)) % 2 else 0)
            for kernel, what in kernels:
                k = kernel.shape[0] // 2
                ya, yb, xa, xb = py - k, py + k + 1, px - k, px + k + 1
                if ya < 0 or xa < 0 or yb > h or xb > w:
                    continue
                sel = kernel & (label[ya:yb, xa:xb] == i)
                img[ya:yb, xa:xb][sel] = ink if what == "ink" else soft


def _draw_grid(img: np.ndarray, to_pixel: Affine, grid: HexGrid, pal: Scheme, unit: float) -> None:
    inv = to_pixel.inverse()
    h, w = img.shape[:2]
    half_line = max(0.6, unit * 0.012) / unit
    dot = 0.07
    colour = np.array(pal.grid, np.float32)
    half, top, bottom = LABEL_BOX
    x0, y0, x1, y1 = grid.bounds()
    for r0 in range(0, h, 256):
        r1 = min(h, r0 + 256)
        yy, xx = np.mgrid[r0:r1, 0:w].astype(np.float64) + 0.5
        gx = inv.a * xx + inv.b * yy + inv.c
        gy = inv.d * xx + inv.e * yy + inv.f
        inboard = (gx > x0 - 0.1) & (gx < x1 + 0.1) & (gy > y0 - 0.1) & (gy < y1 + 0.1)
        dx, dy = hex_local(gx, gy, grid.settings.orientation == "pointy")
        inner = np.maximum(np.abs(dy), np.maximum(np.abs(0.5 * SQRT3 * dx + 0.5 * dy), np.abs(0.5 * SQRT3 * dx - 0.5 * dy)))
        part = img[r0:r1]
        part[inboard & (np.abs(SQRT3 / 2 - inner) < half_line)] = colour
        d = np.hypot(dx, dy)
        part[inboard & (d < dot)] = (250, 250, 245)
        part[inboard & (np.abs(d - dot) < half_line)] = colour
        # The hex label: four glyph-like bars in the label box.
        lab = inboard & (np.abs(dx) < 0.22) & (dy > -0.74) & (dy < -0.52)
        glyph = (np.floor((dx + 0.22) / 0.055) % 2 == 0) | (np.abs(dy + 0.63) < 0.025)
        part[lab & glyph] = colour
        del yy, xx, gx, gy, dx, dy, inner, d
    _ = (half, top, bottom)


def _calibrated(truth: MapDocument, to_pixel: Affine, width: int, height: int) -> MapDocument:
    grid = HexGrid(truth.grid)
    cols, rows = grid.columns, grid.rows
    pts = []
    for c in (0, cols // 2, cols - 1):
        for r in (0, rows // 2, rows - 1):
            h = grid.hex_id(c, r)
            x, y = to_pixel.apply(*grid.center(h))
            pts.append(ControlPoint(hex=h, x=round(x, 2), y=round(y, 2)))
    from dataclasses import replace

    return replace(truth, scan=ScanInfo(file="synthetic.jpg", width=width, height=height, control_points=pts, synthetic=True))


# ----------------------------------------------------------------------------- JPEG


_LUMA_Q = np.array([
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
    14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
    49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99], np.float32).reshape(8, 8)
_CHROMA_Q = np.full((8, 8), 99, np.float32)
_CHROMA_Q[:4, :4] = np.array([17, 18, 24, 47, 18, 21, 26, 66, 24, 26, 56, 99, 47, 66, 99, 99], np.float32).reshape(4, 4)


def _dct_matrix() -> np.ndarray:
    m = np.zeros((8, 8), np.float32)
    for k in range(8):
        for n in range(8):
            m[k, n] = (math.sqrt(1 / 8) if k == 0 else math.sqrt(2 / 8)) * math.cos(math.pi * (2 * n + 1) * k / 16)
    return m


def _quantise(plane: np.ndarray, table: np.ndarray) -> np.ndarray:
    h, w = plane.shape
    hp, wp = -(-h // 8) * 8, -(-w // 8) * 8
    p = np.pad(plane, ((0, hp - h), (0, wp - w)), mode="edge") - 128.0
    d = _dct_matrix()
    blocks = p.reshape(hp // 8, 8, wp // 8, 8).transpose(0, 2, 1, 3)
    coef = d @ blocks @ d.T
    coef = np.round(coef / table) * table
    back = (d.T @ coef @ d).transpose(0, 2, 1, 3).reshape(hp, wp)
    return back[:h, :w] + 128.0


def jpeg_roundtrip(image: np.ndarray, quality: int = 80) -> np.ndarray:
    """What a baseline JPEG encoder at ``quality`` leaves of an RGB image."""
    s = 5000 / quality if quality < 50 else 200 - 2 * quality
    lq = np.clip(np.floor((_LUMA_Q * s + 50) / 100), 1, 255)
    cq = np.clip(np.floor((_CHROMA_Q * s + 50) / 100), 1, 255)
    out = np.empty_like(image)
    h, w = image.shape[:2]
    for r0 in range(0, h, 512):
        r1 = min(h, r0 + 512)
        rgb = image[r0:r1].astype(np.float32)
        y = rgb @ np.array([0.299, 0.587, 0.114], np.float32)
        cb = rgb @ np.array([-0.168736, -0.331264, 0.5], np.float32) + 128
        cr = rgb @ np.array([0.5, -0.418688, -0.081312], np.float32) + 128
        y = _quantise(y, lq)
        hh, ww = cb.shape
        chans = []
        for c in (cb, cr):
            c2 = np.pad(c, ((0, hh % 2), (0, ww % 2)), mode="edge")
            small = c2.reshape(c2.shape[0] // 2, 2, c2.shape[1] // 2, 2).mean(axis=(1, 3))
            small = _quantise(small, cq)
            chans.append(np.repeat(np.repeat(small, 2, 0), 2, 1)[:hh, :ww] - 128)
        cb, cr = chans
        rgb = np.stack([y + 1.402 * cr, y - 0.344136 * cb - 0.714136 * cr, y + 1.772 * cb], axis=-1)
        out[r0:r1] = np.clip(np.round(rgb), 0, 255).astype(np.uint8)
    return out
