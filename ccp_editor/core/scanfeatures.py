"""What a scan looks like around each point: colour and texture per block of pixels (DESIGN §7).

A printed map shows terrain as tints, often with symbols drawn over them (tree crowns on jungle,
stipple on brush, tufts on grass, wave marks on water, contour lines on hills), under lighting that
is never even. Colour alone cannot tell brush stipple from a darker tint, so each block of ``B x B``
pixels gets texture figures beside its colour, all read in one pass over the pixels:

- its mean colour in linear RGB (so a shading factor multiplies it, and can be divided out later);
- the spread of log-luminance inside the block (fine texture: stipple, hatching), unchanged by a
  shading factor since it is a difference of logs;
- the mean absolute step of log-luminance across and down (edges of symbols, and their direction:
  wave marks and contour lines run mostly across);
- the share of pixels much darker than the block (ink of the symbols).

The grid knows the scan (calibration), so the blocks under hexsides, centre dots and hex labels,
which say nothing about the terrain, are masked and left out of every window average.

Pure numpy on purpose: the one pass over the pixels costs about 0.3 s on a 4,400 x 2,900 scan and
every later step works on the ~100 x smaller block raster, so an image library would save little
of the 5-second budget while adding a large native dependency.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .calibration import Affine

STRIP_BLOCKS = 24  # blocks of rows read per strip: bounds the memory of the pixel pass
BLOCKS_PER_HEX = 18  # block raster resolution: this many blocks from a hex centre to a corner
DARK_RATIO = 0.62  # a pixel under this share of its block's luminance is ink
LOG_EPS = 0.01
OUTLINE_HALF_WIDTH = 0.05  # hex units either side of a hexside masked (the printed outline)
DOT_RADIUS = 0.14  # hex units around the centre dot masked
LABEL_BOX = (0.5, -0.84, -0.40)  # half width, top and bottom (hex units from the centre) of the hex id
SQRT3 = math.sqrt(3.0)

_SRGB_TO_LINEAR = np.array(
    [(v / 12.92) if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in (np.arange(256) / 255.0)],
    dtype=np.float32,
)
_LUMA = np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)


@dataclass
class BlockStats:
    """Per-block figures of a scan (rows x columns of blocks of ``size`` pixels)."""

    size: int
    rgb: np.ndarray  # (h, w, 3) mean linear RGB
    fine: np.ndarray  # (h, w) standard deviation of log-luminance inside the block
    grad_x: np.ndarray  # (h, w) mean |step| of log-luminance along a row
    grad_y: np.ndarray  # (h, w) mean |step| down a column
    dark: np.ndarray  # (h, w) share of ink pixels

    @property
    def shape(self) -> tuple[int, int]:
        return self.fine.shape  # type: ignore[return-value]


def block_size(pixels_per_hex: float) -> int:
    """Block edge in pixels giving about ``BLOCKS_PER_HEX`` blocks per hex radius."""
    return max(1, int(round(pixels_per_hex / BLOCKS_PER_HEX)))


def block_stats(image: np.ndarray, size: int, progress=None) -> BlockStats:
    """One pass over ``image`` (H x W x 3 uint8 RGB) in strips; the right and bottom remainders
    narrower than a block are left out."""
    if image.ndim != 3 or image.shape[2] < 3 or image.dtype != np.uint8:
        raise ValueError("a scan is an H x W x 3 array of 8-bit RGB")
    hb, wb = image.shape[0] // size, image.shape[1] // size
    if hb < 2 or wb < 2:
        raise ValueError("the scan is smaller than two blocks")
    rgb = np.empty((hb, wb, 3), np.float32)
    fine = np.empty((hb, wb), np.float32)
    gx = np.empty((hb, wb), np.float32)
    gy = np.empty((hb, wb), np.float32)
    dark = np.empty((hb, wb), np.float32)
    w = wb * size
    n = float(size * size)
    for b0 in range(0, hb, STRIP_BLOCKS):
        b1 = min(hb, b0 + STRIP_BLOCKS)
        strip = image[b0 * size : b1 * size, :w, :3]
        h = strip.shape[0]
        lin = _SRGB_TO_LINEAR[strip]  # (h, w, 3) float32
        rgb[b0:b1] = lin.reshape(b1 - b0, size, wb, size, 3).mean(axis=(1, 3))
        lum = lin @ _LUMA
        del lin
        loglum = np.log(lum + LOG_EPS)
        blocks = loglum.reshape(b1 - b0, size, wb, size)
        mean = blocks.mean(axis=(1, 3))
        sq = np.square(blocks).mean(axis=(1, 3))
        fine[b0:b1] = np.sqrt(np.maximum(sq - mean * mean, 0.0))
        step = np.empty((h, w), np.float32)
        np.abs(np.diff(loglum, axis=1), out=step[:, :-1])
        step[:, -1] = step[:, -2]
        gx[b0:b1] = step.reshape(b1 - b0, size, wb, size).mean(axis=(1, 3))
        np.abs(np.diff(loglum, axis=0), out=step[:-1])
        step[-1] = step[-2] if h > 1 else 0.0
        gy[b0:b1] = step.reshape(b1 - b0, size, wb, size).mean(axis=(1, 3))
        del step, loglum, blocks
        lb = lum.reshape(b1 - b0, size, wb, size)
        ref = lb.mean(axis=(1, 3))[:, None, :, None] * DARK_RATIO
        dark[b0:b1] = (lb < ref).sum(axis=(1, 3)) / n
        del lum, lb
        if progress is not None:
            progress(b1 / hb)
    return BlockStats(size, rgb, fine, gx, gy, dark)


# ----------------------------------------------------------------------------- block geometry


def block_grid_coords(shape: tuple[int, int], size: int, pixel_to_grid: Affine) -> tuple[np.ndarray, np.ndarray]:
    """Grid-space coordinates of each block centre."""
    hb, wb = shape
    py = (np.arange(hb, dtype=np.float64) + 0.5) * size
    px = (np.arange(wb, dtype=np.float64) + 0.5) * size
    t = pixel_to_grid
    gx = t.a * px[None, :] + t.b * py[:, None] + t.c
    gy = t.d * px[None, :] + t.e * py[:, None] + t.f
    return gx, gy


def hex_local(x: np.ndarray, y: np.ndarray, pointy: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Offset of each grid point from the centre of the hex it lies in (flat layout, y down)."""
    if pointy:  # the pointy layout is the flat one turned a quarter (HexGrid._in)
        x, y = y, -x
    q = x * (2.0 / 3.0)
    r = -x / 3.0 + y * (SQRT3 / 3.0)
    s = -q - r
    rq, rr, rs = np.round(q), np.round(r), np.round(s)
    dq, dr, ds = np.abs(rq - q), np.abs(rr - r), np.abs(rs - s)
    fix_q = (dq > dr) & (dq > ds)
    fix_r = ~fix_q & (dr > ds)
    rq = np.where(fix_q, -rr - rs, rq)
    rr = np.where(fix_r, -rq - rs, rr)
    cx = 1.5 * rq
    cy = SQRT3 * (rr + rq / 2.0)
    return x - cx, y - cy


def print_mask(gx: np.ndarray, gy: np.ndarray, pointy: bool, block_in_hex_units: float) -> np.ndarray:
    """True where a block lies on what the grid prints (hexsides, centre dot, hex label)."""
    dx, dy = hex_local(gx, gy, pointy)
    inner = np.maximum(np.abs(dy), np.maximum(np.abs(0.5 * SQRT3 * dx + 0.5 * dy), np.abs(0.5 * SQRT3 * dx - 0.5 * dy)))
    to_side = SQRT3 / 2.0 - inner
    pad = block_in_hex_units * 0.75
    mask = to_side < OUTLINE_HALF_WIDTH + pad
    mask |= np.hypot(dx, dy) < DOT_RADIUS + pad
    half, top, bottom = LABEL_BOX
    mask |= (np.abs(dx) < half + pad) & (dy > top - pad) & (dy < bottom + pad)
    return mask


# ----------------------------------------------------------------------------- window filters


def box_mean(values: np.ndarray, weights: np.ndarray, radius: int) -> np.ndarray:
    """Weighted mean over a (2r+1)-square window; cells of weight 0 are left out. ``values`` may
    carry trailing channels."""
    if values.ndim == 3:
        return np.stack([box_mean(values[..., k], weights, radius) for k in range(values.shape[2])], axis=-1)
    num = box_sum(values * weights, radius)
    den = box_sum(weights, radius)
    out = np.where(den > 1e-6, num / np.maximum(den, 1e-6), 0.0)
    return out.astype(np.float32)


def box_sum(a: np.ndarray, radius: int) -> np.ndarray:
    """Sum over a (2r+1)-square window clipped at the raster edge (running sums, one axis at a time)."""
    out = a.astype(np.float64)
    for axis in (0, 1):
        n = out.shape[axis]
        c = np.cumsum(out, axis=axis)
        zero = np.zeros_like(c.take([0], axis=axis))
        c = np.concatenate([zero, c], axis=axis)
        hi = np.minimum(np.arange(n) + radius + 1, n)
        lo = np.maximum(np.arange(n) - radius, 0)
        out = c.take(hi, axis=axis) - c.take(lo, axis=axis)
    return out


def linear_to_lab(rgb: np.ndarray) -> np.ndarray:
    """CIELAB (D65) of linear RGB: perceptual distances between printed tints."""
    m = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]], np.float32)
    xyz: np.ndarray = rgb @ m.T
    xyz = xyz / np.array([0.95047, 1.0, 1.08883], np.float32)
    eps = 216 / 24389
    f: np.ndarray = np.where(xyz > eps, np.cbrt(np.maximum(xyz, eps)), (24389 / 27 * xyz + 16) / 116)
    lab = np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)
    return lab.astype(np.float32)
