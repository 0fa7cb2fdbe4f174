"""Following a printed road, trail or stream on the scan between the points a player clicks.

The player clicks the line's two ends (and any bends); the printed line's colour is read round
those clicks, every pixel near the stretch gets a cost from its CIELAB distance to that colour
(cheap on the line, dear off it), and the cheapest path between consecutive clicks is the traced
centre line: a least-cost path on a cost raster, found by relaxing the whole raster at once (numpy)
rather than node by node. The path is then simplified to a few points a person can still edit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from shapely.geometry import LineString

from .calibration import Calibration
from .scanfeatures import _SRGB_TO_LINEAR, box_mean, linear_to_lab

CELL = 0.03  # hex units: the cost raster's cell
MARGIN = 0.9  # hex units round the stretch between two clicks that the path may use (at least)
COLOUR_RADIUS = 0.05  # hex units round a click whose pixels give the line's colour
DISTANCE_SCALE = 12.0  # CIELAB units: a pixel this far from the line's colour costs twice a pixel on it
SIMPLIFY = 0.02  # hex units
MAX_CELLS = 160  # the cost raster's longest side: the relaxation's time grows with it
DIAGONAL = math.sqrt(2.0)


class FollowError(ValueError):
    """The clicks cannot be followed on this scan (off the scan, fewer than two)."""


def _crop(image: np.ndarray, x0: float, y0: float, x1: float, y1: float) -> tuple[np.ndarray, int, int]:
    h, w = image.shape[:2]
    ax, ay = max(0, int(math.floor(x0))), max(0, int(math.floor(y0)))
    bx, by = min(w, int(math.ceil(x1))), min(h, int(math.ceil(y1)))
    if bx - ax < 2 or by - ay < 2:
        raise FollowError("the clicks lie off the scan")
    return image[ay:by, ax:bx, :3], ax, ay


def _lab(pixels: np.ndarray) -> np.ndarray:
    return linear_to_lab(_SRGB_TO_LINEAR[pixels])


def line_colour(image: np.ndarray, cal: Calibration, points: Sequence[tuple[float, float]]) -> np.ndarray:
    """The printed line's CIELAB colour: the median of the pixels round the clicked points."""
    r = max(1.5, COLOUR_RADIUS * cal.transform.scale)
    samples = []
    for gx, gy in points:
        px, py = cal.grid_to_pixel(gx, gy)
        crop, ax, ay = _crop(image, px - r, py - r, px + r + 1, py + r + 1)
        yy, xx = np.mgrid[0 : crop.shape[0], 0 : crop.shape[1]]
        near = np.hypot(xx + ax + 0.5 - px, yy + ay + 0.5 - py) <= r
        samples.append(_lab(crop[near]))
    return np.median(np.concatenate(samples), axis=0)


def _relax(cost: np.ndarray, start: tuple[int, int]) -> np.ndarray:
    """Least accumulated cost from ``start`` to every cell (8 neighbours, edge = mean cost x length)."""
    dist = np.full(cost.shape, np.inf)
    dist[start] = 0.0
    steps = [(dy, dx, DIAGONAL if dy and dx else 1.0) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx]
    h, w = cost.shape
    for _ in range(4 * (h + w) + 10):
        before = dist.copy()
        for dy, dx, length in steps:
            src = dist[max(0, -dy) : h - max(0, dy), max(0, -dx) : w - max(0, dx)]
            here = cost[max(0, -dy) : h - max(0, dy), max(0, -dx) : w - max(0, dx)]
            dst = (slice(max(0, dy), h - max(0, -dy)), slice(max(0, dx), w - max(0, -dx)))
            cand = src + length * 0.5 * (here + cost[dst])
            np.minimum(dist[dst], cand, out=dist[dst])
        if np.array_equal(before, dist):
            break
    return dist


def _back(dist: np.ndarray, cost: np.ndarray, end: tuple[int, int], start: tuple[int, int]) -> list[tuple[int, int]]:
    path = [end]
    cur = end
    h, w = dist.shape
    for _ in range(h * w):
        if cur == start:
            break
        best, best_val = None, math.inf
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if not (dy or dx):
                    continue
                y, x = cur[0] + dy, cur[1] + dx
                if 0 <= y < h and 0 <= x < w and dist[y, x] < best_val:
                    best, best_val = (y, x), dist[y, x]
        if best is None or best_val >= dist[cur]:
            break
        cur = best
        path.append(cur)
    return path[::-1]


def _centre(dpix: np.ndarray, x: float, y: float, radius: float, depth: int = 0) -> tuple[float, float]:
    """A path point moved onto the middle of the printed line near it: the centroid of the
    line-coloured pixels within ``radius`` (the point as it was when there are none)."""
    h, w = dpix.shape
    r = int(math.ceil(radius))
    x0, x1, y0, y1 = max(0, int(x) - r), min(w, int(x) + r + 1), max(0, int(y) - r), min(h, int(y) + r + 1)
    if x1 <= x0 or y1 <= y0:
        return x, y
    win = dpix[y0:y1, x0:x1]
    yy, xx = np.mgrid[y0:y1, x0:x1]
    on = (win < DISTANCE_SCALE * 1.5) & ((xx + 0.5 - x) ** 2 + (yy + 0.5 - y) ** 2 <= radius * radius)
    if not on.any():
        return x, y
    cx, cy = float(xx[on].mean() + 0.5), float(yy[on].mean() + 0.5)
    if math.dist((cx, cy), (x, y)) < 0.25 or depth >= 4:
        return cx, cy
    return _centre(dpix, cx, cy, radius, depth + 1)  # the disc moves with it: a few rounds settle it


def follow(image: np.ndarray, cal: Calibration, clicks: Sequence[tuple[float, float]]) -> list[list[float]]:
    """The printed line through the clicked points (grid space, in order), as a simplified polyline."""
    if len(clicks) < 2:
        raise FollowError("click at least the line's two ends")
    colour = line_colour(image, cal, clicks)
    scale = cal.transform.scale
    base_cell = max(1, int(round(CELL * scale)))
    out: list[tuple[float, float]] = []
    for a, b in zip(clicks, clicks[1:], strict=False):
        pa, pb = cal.grid_to_pixel(*a), cal.grid_to_pixel(*b)
        m = max(MARGIN * scale, 0.6 * math.dist(pa, pb))  # a winding line strays from its chord
        crop, ax, ay = _crop(image, min(pa[0], pb[0]) - m, min(pa[1], pb[1]) - m, max(pa[0], pb[0]) + m, max(pa[1], pb[1]) + m)
        cell_px = max(base_cell, math.ceil(max(crop.shape[:2]) / MAX_CELLS))  # a long stretch: coarser, as fast
        hc, wc = crop.shape[0] // cell_px, crop.shape[1] // cell_px
        if hc < 2 or wc < 2:
            raise FollowError("the clicks are too close to follow anything between them")
        dpix = np.linalg.norm(_lab(crop) - colour, axis=-1)
        d = dpix[: hc * cell_px, : wc * cell_px].reshape(hc, cell_px, wc, cell_px).mean(axis=(1, 3))
        # a little blur: the middle of a printed line is cheaper than its edges, so the path keeps to it
        d = box_mean(d.astype(np.float32), np.ones_like(d, np.float32), 2)
        cost = 1.0 + (d / DISTANCE_SCALE) ** 2

        def cell(p: tuple[float, float], hc: int = hc, wc: int = wc, ax: int = ax, ay: int = ay, cell_px: int = cell_px) -> tuple[int, int]:
            return (min(hc - 1, max(0, int((p[1] - ay) / cell_px))), min(wc - 1, max(0, int((p[0] - ax) / cell_px))))

        start, end = cell(pa), cell(pb)
        dist = _relax(cost, start)
        cells = _back(dist, cost, end, start)
        inner = [_centre(dpix, (x + 0.5) * cell_px, (y + 0.5) * cell_px, max(2 * cell_px, COLOUR_RADIUS * scale)) for y, x in cells[1:-1]]
        pts = [pa] + [(ax + x, ay + y) for x, y in inner] + [pb]
        grid_pts = [cal.pixel_to_grid(px, py) for px, py in pts]
        kept = list(LineString(grid_pts).simplify(SIMPLIFY, preserve_topology=False).coords)  # each click stays a vertex
        out.extend(kept if not out else kept[1:])
    return [[round(x, 4), round(y, 4)] for x, y in out]
