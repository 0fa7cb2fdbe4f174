"""Terrain proposed from a calibrated scan (DESIGN §7; the derivation then reads it by T81.1).

The player shows what each terrain looks like, by areas already traced or by a few clicked points
per type (hill levels too), and the app proposes the rest of the map as areas:

1. blocks of the scan are described by colour and texture (``scanfeatures``), the grid's printed
   outlines, dots and labels masked;
2. each block goes to the sample class it most resembles under evened-out light
   (``scanclassify``), specks are cleared by a majority filter; near a border the blocks are
   redrawn from their pixels (each pixel votes for the nearest tint around; the grid's print and
   the symbols' ink abstain), so borders sit where the print puts them, not where a window or the
   masked grid print moves them;
3. the class raster becomes polygons whose borders are shared exactly (they are built from the same
   raster cell edges) and are simplified together (a coverage simplification keeps neighbours
   meeting without gap or overlap); a hill level's tint band gives its level area;
4. what the player traced by hand is cut out: a proposal never overwrites it.

A Type the samples show on one hill level only (jungle, say) does not tell the level under it; each
such patch takes the level most of the ground round it shows. Thin slivers (a border's mixed colour,
a contour line read as texture) are opened away before the polygons are made.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import Point, Polygon, box
from shapely.geometry.base import BaseGeometry

from ..model.i18n import QT_TRANSLATE_NOOP
from ..model.mapdoc import LevelShape, MapDocument, TerrainShape
from .calibration import Affine, Calibration, map_calibration
from .hexgrid import HexGrid
from .mapsave import COORD_DECIMALS
from .scanclassify import (
    MODE_RADIUS,
    REJECT_QUANTILE_SIGMAS,
    GaussianClasses,
    class_colours,
    features,
    fit_classes,
    fit_shading,
    mode_filter,
    open_classes,
    overprinted,
    refine_borders,
    tint_offsets,
)
from .scanfeatures import block_grid_coords, block_size, block_stats, print_mask
from .terrain import HEX_AREA, STRUCTURE_TYPES, area_geometry, grid_geometry

OPEN_GROUND = "open_ground"
MIN_SAMPLE_BLOCKS = 8
POINT_SAMPLE_RADIUS = 0.22  # hex units around a clicked sample point
MIN_PART_SHARE = 0.06  # of a hex: smaller proposed pieces are specks
SIMPLIFY_CELLS = 1.2  # coverage simplification tolerance, in block cells
MAX_LEVEL = 4
OVERPRINT = True  # look for each sampled Type on every sampled hill tint too
REFINE_BORDERS = True  # borders redrawn from the pixels (off: as the block windows place them)
REFINE_TEXTURED = True  # ... between symbol-covered Types too, from the tint under their symbols
REFINE_BAND = 0.22  # hex units either side of a border that the window figures may have moved
FLAT_SPREAD = 2.0  # delta E: a class whose sample blocks stray less than this is a flat tint (its mean is its tint)
OPEN_RADIUS = 0.18  # hex units: what is thinner than about twice this goes (a contour line's texture band)

Progress = Callable[[float, str], bool]  # (share done, what) -> False to cancel


NO_GROUND_SAMPLE = QT_TRANSLATE_NOOP(
    "Proposals",
    "no sample shows flat open ground: open ground that looks like a sampled Type is proposed as it, and no hill "
    "level is proposed; click Open Ground sample points, then propose again",
)


class ProposalCancelled(Exception):
    """The player cancelled a proposal."""


class ProposalError(ValueError):
    """A proposal cannot be made (no calibration, no samples, a scan too small)."""


@dataclass(frozen=True)
class Sample:
    """What one terrain looks like: a traced or clicked area in grid space.

    ``terrain`` None is open ground; ``level`` None takes the level from the map's traced hills."""

    geom: BaseGeometry
    terrain: str | None = None
    level: int | None = None

    @classmethod
    def point(cls, x: float, y: float, terrain: str | None = None, level: int | None = None) -> Sample:
        return cls(Point(x, y).buffer(POINT_SAMPLE_RADIUS), terrain, level)


@dataclass
class Proposal:
    """Proposed areas, in grid space, with the class share the scan showed for each Type."""

    terrain: list[TerrainShape] = field(default_factory=list)
    levels: list[LevelShape] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.terrain and not self.levels


def samples_from_map(map_doc: MapDocument, types: Sequence[str] | None = None) -> list[Sample]:
    """The map's traced areas as samples: each terrain area of a wanted Type, and the bare ground
    of each traced hill level (the level's region less the traced areas on it)."""
    out: list[Sample] = []
    traced = []
    for s in map_doc.shapes.terrain:
        geom = area_geometry(s)
        if geom is None:
            continue
        traced.append(geom)
        if s.type in STRUCTURE_TYPES or (types is not None and s.type not in types):
            continue
        out.append(Sample(geom, None if s.type == OPEN_GROUND else s.type))
    covered = shapely.union_all(traced) if traced else None
    levels = [(s.level, area_geometry(s)) for s in map_doc.shapes.levels]
    for level in range(1, MAX_LEVEL + 1):
        here = [g for lv, g in levels if lv == level and g is not None]
        higher = [g for lv, g in levels if lv > level and g is not None]
        if not here:
            continue
        ground = shapely.union_all(here)
        if higher:
            ground = ground.difference(shapely.union_all(higher))
        if covered is not None:
            ground = ground.difference(covered)
        if not ground.is_empty and ground.area > 0.05:
            out.append(Sample(ground, None, level))
    return out


@dataclass
class _Raster:
    """The block raster of the part of the scan a proposal reads."""

    size: int
    origin: tuple[int, int]  # pixel (x, y) of the raster's first cell
    gx: np.ndarray
    gy: np.ndarray
    mask: np.ndarray
    blocks_per_unit: float


def _check(progress: Progress | None, share: float, what: str) -> None:
    if progress is not None and progress(share, what) is False:
        raise ProposalCancelled()


def propose(
    image: np.ndarray,
    map_doc: MapDocument,
    samples: Sequence[Sample],
    *,
    calibration: Calibration | None = None,
    region: tuple[float, float, float, float] | None = None,
    types: Sequence[str] | None = None,
    progress: Progress | None = None,
) -> Proposal:
    """Propose terrain areas and hill levels for ``map_doc`` from its scan ``image`` (H x W x 3
    uint8 RGB, the calibration's pixels); ``region`` limits it to a grid-space rectangle."""
    cal = calibration if calibration is not None else map_calibration(map_doc)
    if cal is None:
        raise ProposalError("the map has no calibrated scan")
    grid = HexGrid(map_doc.grid)
    board = shapely.union_all(grid_geometry(grid).polygons)
    area = board if region is None else board.intersection(box(*region))
    if area.is_empty:
        raise ProposalError("the rectangle lies outside the map")
    pixels_per_unit = cal.transform.scale
    size = block_size(pixels_per_unit)
    # The pixels the area needs, with a margin for the windows, and those of the samples.
    needed = shapely.union_all([area.buffer(0.4), *(s.geom for s in samples)])
    outline = shapely.affinity.affine_transform(needed, _coeffs(cal.transform))
    x0, y0, x1, y1 = outline.bounds
    h, w = image.shape[:2]
    px0, py0 = max(0, int(x0)) // size * size, max(0, int(y0)) // size * size
    px1, py1 = min(w, int(math.ceil(x1))), min(h, int(math.ceil(y1)))
    if px1 - px0 < size * 4 or py1 - py0 < size * 4:
        raise ProposalError("the scan does not cover the map")
    _check(progress, 0.0, "reading the scan")
    stats = block_stats(
        image[py0:py1, px0:px1], size, None if progress is None else (lambda s: _check(progress, 0.45 * s, "reading the scan"))
    )
    pixel_to_grid = Affine(1, 0, px0, 0, 1, py0).then(cal.inverse)
    gx, gy = block_grid_coords(stats.shape, size, pixel_to_grid)
    bpu = pixels_per_unit / size
    raster = _Raster(size, (px0, py0), gx, gy, print_mask(gx, gy, map_doc.grid.orientation == "pointy", 1.0 / bpu), bpu)
    labels, levels, names = _classify(stats, image[py0:py1, px0:px1], raster, map_doc, samples, types, progress)
    _check(progress, 0.8, "drawing the areas")
    proposal = _vectorise(labels, levels, names, raster, pixel_to_grid, map_doc, area)
    if not any(s.terrain is None and s.level in (None, 0) for s in samples):
        proposal.notes.append(NO_GROUND_SAMPLE)
    return proposal


# ----------------------------------------------------------------------------- classification


@dataclass
class _Classes:
    names: list[tuple[str, int]]  # (terrain, level) per class
    rows: list[np.ndarray]  # indices of training blocks


def _training(samples: Sequence[Sample], raster: _Raster, map_doc: MapDocument, types: Sequence[str] | None) -> _Classes:
    traced_levels = [(s.level, area_geometry(s)) for s in map_doc.shapes.levels]
    flat_gx, flat_gy = raster.gx.ravel(), raster.gy.ravel()
    usable = np.ones(raster.mask.size, bool)  # masked blocks too: their window figures leave the print out
    groups: dict[tuple[str, int], list[np.ndarray]] = {}
    erode = 0.1  # the sample's edge blocks see the neighbouring terrain through their windows
    for s in samples:
        terrain = s.terrain or OPEN_GROUND
        if types is not None and terrain != OPEN_GROUND and terrain not in types:
            continue
        geom = s.geom
        inner = geom.buffer(-erode)
        if inner.is_empty or inner.area < 0.35 * geom.area:
            inner = geom.buffer(-erode / 3)
        if inner.is_empty:
            inner = geom
        minx, miny, maxx, maxy = inner.bounds
        near = np.nonzero(usable & (flat_gx >= minx) & (flat_gx <= maxx) & (flat_gy >= miny) & (flat_gy <= maxy))[0]
        if not len(near):
            continue
        shapely.prepare(inner)
        idx = near[shapely.contains_xy(inner, flat_gx[near], flat_gy[near])]
        if not len(idx):
            continue
        if s.level is not None:
            groups.setdefault((terrain, s.level), []).append(idx)
            continue
        lv = np.zeros(len(idx), dtype=int)
        for level, g in traced_levels:
            if g is None:
                continue
            inside = shapely.contains_xy(g, flat_gx[idx], flat_gy[idx])
            lv[inside] = np.maximum(lv[inside], level)
        for level in np.unique(lv).tolist():
            groups.setdefault((terrain, int(level)), []).append(idx[lv == level])
    names, rows = [], []
    for key in sorted(groups):
        idx = np.unique(np.concatenate(groups[key]))
        if len(idx) >= MIN_SAMPLE_BLOCKS:
            names.append(key)
            rows.append(idx)
    return _Classes(names, rows)


def _add_overprints(classes: _Classes, rows: list[np.ndarray], rgb: np.ndarray) -> None:
    """A Type sampled on one ground only is also looked for on every other hill level sampled:
    terrain tints are printed over the hill tints, so jungle on a hill is jungle's colour times the
    hill's over the flat ground's (CIELAB shifted accordingly, texture unchanged)."""
    ground = {lv: rgb[r].mean(axis=0) for (t, lv), r in zip(classes.names, classes.rows, strict=True) if t == OPEN_GROUND}
    seen = set(classes.names)
    for (t, lv), r, feature_rows in list(zip(classes.names, classes.rows, rows, strict=True)):
        if t == OPEN_GROUND or lv not in ground:
            continue
        for other, colour in ground.items():
            if (t, other) in seen:
                continue
            seen.add((t, other))
            classes.names.append((t, other))
            classes.rows.append(r)
            rows.append(overprinted(feature_rows, rgb[r].mean(axis=0), colour / np.maximum(ground[lv], 1e-4)))


def _predict(model: GaussianClasses, values: np.ndarray, reject: bool) -> np.ndarray:
    flat = values.reshape(-1, values.shape[-1])
    best = np.empty(len(flat), np.int32)
    maha = np.empty(len(flat), np.float64)
    chunk = 200_000
    for i in range(0, len(flat), chunk):
        best[i : i + chunk], maha[i : i + chunk] = model.scores(flat[i : i + chunk])
    if reject:
        f = values.shape[-1]
        best[maha > f + REJECT_QUANTILE_SIGMAS * math.sqrt(2 * f)] = -1
    return best.reshape(values.shape[:2])


def _classify(
    stats, pixels: np.ndarray, raster: _Raster, map_doc: MapDocument, samples: Sequence[Sample], types: Sequence[str] | None, progress: Progress | None
) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """Terrain index raster (into the returned names, -1 open ground), level raster, names."""
    classes = _training(samples, raster, map_doc, types)
    if not classes.names:
        raise ProposalError("no sample shows what a terrain looks like on this scan")
    has_open = any(t == OPEN_GROUND for t, _ in classes.names)
    _check(progress, 0.5, "telling terrain apart")
    feats = features(stats, raster.mask, raster.blocks_per_unit)
    flat = feats.values.reshape(-1, feats.values.shape[-1])
    sub = flat[:: max(1, len(flat) // 50_000)]
    model = fit_classes([flat[r] for r in classes.rows], sub)
    first = _predict(model, feats.values, reject=not has_open)
    # Even the light: each block's luminance against its class's, a smooth field through them.
    class_lum = np.array([feats.lum.ravel()[r].mean() for r in classes.rows], np.float32)
    expected = np.where(first >= 0, class_lum[np.maximum(first, 0)], 1.0)
    weight = ((first >= 0) & ~raster.mask).astype(np.float32)
    shading = fit_shading(feats.lum / np.maximum(expected, 1e-4), weight)
    _check(progress, 0.6, "evening out the light")
    feats = features(stats, raster.mask, raster.blocks_per_unit, shading)
    flat = feats.values.reshape(-1, feats.values.shape[-1])
    rows = [flat[r] for r in classes.rows]
    if OVERPRINT:
        _add_overprints(classes, rows, feats.rgb.reshape(-1, 3))
    model = fit_classes(rows, flat[:: max(1, len(flat) // 50_000)])
    joint = _predict(model, feats.values, reject=not has_open)
    _check(progress, 0.7, "clearing specks")
    # What the grid prints says nothing of the terrain: those blocks take their nearest neighbour's class.
    joint = _fill_unknown(np.where(raster.mask, -2, joint), unknown=-2, coarse=1)
    radius = max(1, int(round(MODE_RADIUS * raster.blocks_per_unit)))
    joint = mode_filter(joint, len(classes.names), radius)
    # Slivers thinner than a window (mixed colour along a border, contour lines read as texture)
    # go, and their blocks take the class next to them.
    wide = max(radius, int(round(OPEN_RADIUS * raster.blocks_per_unit)))
    opened_from = joint
    joint = _fill_unknown(open_classes(joint, len(classes.names), wide), unknown=-2, coarse=1)
    if REFINE_BORDERS:
        unmasked = ~raster.mask.ravel()
        means, spreads = class_colours(rows, [unmasked[r] for r in classes.rows])
        band = max(1, int(round(REFINE_BAND * raster.blocks_per_unit)))
        flat_k = spreads < FLAT_SPREAD
        if REFINE_TEXTURED:
            means = means + np.where(flat_k[:, None], 0.0, tint_offsets(pixels, raster.size, shading, classes.rows)).astype(np.float32)
        refined = refine_borders(joint, opened_from, pixels, raster.size, shading, means, None if REFINE_TEXTURED else flat_k, band)
        refined = _fill_unknown(refined, unknown=-2, coarse=1)
        joint = np.where(refined != joint, mode_filter(refined, len(classes.names), 1), joint)
    # Terrain per block, and the level where the class shows it.
    terrains = sorted({t for t, _ in classes.names if t != OPEN_GROUND})
    t_index = np.array([terrains.index(t) if t != OPEN_GROUND else -1 for t, _ in classes.names] + [-1], np.int32)
    levels_of: dict[str, set[int]] = {}
    for t, lv in classes.names:
        levels_of.setdefault(t, set()).add(lv)
    any_levels = any(lv for _, lv in classes.names)
    knows = np.array([len(levels_of[t]) > 1 or (t == OPEN_GROUND) for t, _ in classes.names] + [not any_levels], bool)
    level_of = np.array([lv for _, lv in classes.names] + [0], np.int32)
    terrain = t_index[joint]  # -1 (rejected) maps to the last entry
    level = np.where(knows[joint], level_of[joint], -1).astype(np.int32)
    if any_levels and 0 not in levels_of.get(OPEN_GROUND, set()):
        # Hill tints without a sample of the flat ground: level 0 cannot be told from them, so no
        # level is proposed (a note says why); the terrain Types still are.
        level[:] = 0
    elif any_levels:
        level = _fill_by_border(level)
    else:
        level[:] = 0
    return terrain, level, terrains


def _fill_by_border(level: np.ndarray, coarse: int = 3) -> np.ndarray:
    """Each connected region of unknown level (-1) takes the level most of its border shows: a wood
    or a pond drawn over the ground hides the hill under it, and the ground round it tells."""
    unknown = level < 0
    if not unknown.any():
        return level
    if unknown.all():
        return np.zeros_like(level)
    h, w = level.shape
    small = level[::coarse, ::coarse]
    unk = small < 0
    sh, sw = small.shape
    comp = np.where(unk, np.arange(sh * sw).reshape(sh, sw), -1)
    big = sh * sw + 1
    while True:  # each unknown cell takes the least id of its unknown neighbours, until stable
        c = np.where(unk, comp, big)
        m = c.copy()
        m[1:] = np.minimum(m[1:], c[:-1])
        m[:-1] = np.minimum(m[:-1], c[1:])
        m[:, 1:] = np.minimum(m[:, 1:], c[:, :-1])
        m[:, :-1] = np.minimum(m[:, :-1], c[:, 1:])
        m = np.where(unk, m, -1)
        if (m == comp).all():
            break
        comp = m
    votes = np.zeros((sh * sw, MAX_LEVEL + 1), np.int64)
    for a, b in (((slice(1, None), slice(None)), (slice(None, -1), slice(None))),
                 ((slice(None, -1), slice(None)), (slice(1, None), slice(None))),
                 ((slice(None), slice(1, None)), (slice(None), slice(None, -1))),
                 ((slice(None), slice(None, -1)), (slice(None), slice(1, None)))):
        ca, lb = comp[a], small[b]
        pair = (ca >= 0) & (lb >= 0)
        np.add.at(votes, (ca[pair], np.minimum(lb[pair], MAX_LEVEL)), 1)
    chosen = votes.argmax(axis=1)
    filled = np.where(unk, chosen[np.maximum(comp, 0)], small)
    filled = np.where(unk & (votes.sum(axis=1)[np.maximum(comp, 0)] == 0), 0, filled)
    up = np.repeat(np.repeat(filled, coarse, axis=0), coarse, axis=1)[:h, :w]
    return np.where(unknown, up, level).astype(np.int32)


def _fill_unknown(values: np.ndarray, unknown: int = -1, coarse: int = 4) -> np.ndarray:
    """Cells holding ``unknown`` take the value of the nearest known cell (grown ring by ring, on a
    raster ``coarse`` times coarser, then read back)."""
    known = values != unknown
    if known.all():
        return values
    if not known.any():
        return np.where(known, values, 0 if unknown == -1 else -1)
    h, w = values.shape
    small = values[::coarse, ::coarse].copy()
    while (small == unknown).any():
        grown = small.copy()
        for axis, shift in ((0, 1), (0, -1), (1, 1), (1, -1)):
            moved = np.roll(small, shift, axis=axis)
            if axis == 0:
                moved[0 if shift == 1 else -1, :] = unknown
            else:
                moved[:, 0 if shift == 1 else -1] = unknown
            take = (grown == unknown) & (moved != unknown)
            grown[take] = moved[take]
        if (grown == small).all():
            break
        small = grown
    if coarse > 1:
        small = np.repeat(np.repeat(small, coarse, axis=0), coarse, axis=1)[:h, :w]
    return np.where(known, values, small)


# ----------------------------------------------------------------------------- polygons


def _coeffs(t: Affine) -> list[float]:
    return [t.a, t.b, t.d, t.e, t.c, t.f]


def raster_polygons(labels: np.ndarray, values: Sequence[int]) -> list[BaseGeometry]:
    """One (multi)polygon per value: the union of its cells, in cell units (x = column). Cells of
    different values meet along the same cell edges, so the polygons share their borders exactly."""
    h, w = labels.shape
    change = np.ones((h, w + 1), bool)
    change[:, 1:w] = labels[:, 1:] != labels[:, :-1]
    out = []
    for v in values:
        boxes = []
        rows, starts = np.nonzero(change[:, :w] & (labels == v))
        if len(rows):
            # The end of each run: the next change at or after start + 1 in the same row.
            ends = np.empty(len(rows), np.int64)
            for i in np.unique(rows):
                cols = np.nonzero(change[i])[0]
                sel = rows == i
                ends[sel] = cols[np.searchsorted(cols, starts[sel], side="right")]
            boxes = shapely.box(starts, rows, ends, rows + 1)
        out.append(shapely.union_all(boxes) if len(boxes) else Polygon())
    return out


def _vectorise(
    terrain: np.ndarray,
    level: np.ndarray,
    names: list[str],
    raster: _Raster,
    pixel_to_grid: Affine,
    map_doc: MapDocument,
    area: BaseGeometry,
) -> Proposal:
    cell_to_grid = Affine(raster.size, 0, 0, 0, raster.size, 0).then(pixel_to_grid)
    coeffs = _coeffs(cell_to_grid)
    tol = SIMPLIFY_CELLS
    min_area = MIN_PART_SHARE * HEX_AREA
    proposal = Proposal()

    hand = [g for g in (area_geometry(s) for s in map_doc.shapes.terrain) if g is not None]
    hand_union = shapely.union_all(hand) if hand else None
    t_values = list(range(-1, len(names)))
    polys = raster_polygons(terrain, t_values)
    polys = list(shapely.coverage_simplify(np.array(polys, dtype=object), tol)) if len(polys) > 1 else polys
    taken = {s.id for s in map_doc.shapes.terrain}
    for v, geom in zip(t_values, polys, strict=True):
        if v < 0 or geom is None or geom.is_empty:
            continue
        g = shapely.affinity.affine_transform(geom, coeffs).intersection(area)
        g = _without_small_holes(shapely.set_precision(g, 10**-COORD_DECIMALS), min_area)  # as saved; neighbours snap alike
        if hand_union is not None:  # after the holes are filled: a hole left for hand tracing stays
            g = g.difference(hand_union.buffer(2 * 10**-COORD_DECIMALS))
        for k, part in enumerate(_parts(g, min_area), start=1):
            shape_id = _free_id(f"proposed-{names[v].replace('_', '-')}-{k}", taken)
            proposal.terrain.append(TerrainShape(id=shape_id, type=names[v], polygon=_ring(part.exterior), holes=[_ring(r) for r in part.interiors]))

    if (level > 0).any():
        hand_levels = [g for g in (area_geometry(s) for s in map_doc.shapes.levels) if g is not None]
        hand_lv = shapely.union_all(hand_levels) if hand_levels else None
        top = int(level.max())
        bands = raster_polygons(level, list(range(0, top + 1)))
        bands = list(shapely.coverage_simplify(np.array(bands, dtype=object), tol))
        taken_lv = {s.id for s in map_doc.shapes.levels}
        for lv in range(1, top + 1):
            region = shapely.union_all([b for b in bands[lv:] if b is not None and not b.is_empty])
            if region.is_empty:
                continue
            g = shapely.affinity.affine_transform(region, coeffs).intersection(area)
            g = _without_small_holes(shapely.set_precision(g, 10**-COORD_DECIMALS), min_area * 3)
            if hand_lv is not None:
                g = g.difference(hand_lv.buffer(2 * 10**-COORD_DECIMALS))
            for k, part in enumerate(_parts(g, min_area * 3), start=1):
                shape_id = _free_id(f"proposed-level{lv}-{k}", taken_lv)
                proposal.levels.append(LevelShape(id=shape_id, level=lv, polygon=_ring(part.exterior), holes=[_ring(r) for r in part.interiors]))
    return proposal


def _without_small_holes(geom: BaseGeometry, min_area: float) -> BaseGeometry:
    """The areas with their holes under ``min_area`` filled (the specks in them were dropped)."""
    parts = [Polygon(p.exterior, [r for r in p.interiors if Polygon(r).area >= min_area])
             for p in shapely.get_parts(geom) if isinstance(p, Polygon) and not p.is_empty]
    return shapely.union_all(parts) if parts else geom


def _parts(geom: BaseGeometry, min_area: float) -> list[Polygon]:
    parts = [p for p in shapely.get_parts(geom) if isinstance(p, Polygon) and p.area >= min_area]
    return sorted(parts, key=lambda p: (-p.area, p.bounds))


def _ring(ring) -> list[list[float]]:
    pts = [[round(x, 6), round(y, 6)] for x, y in ring.coords]
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts.pop()
    return pts


def _free_id(base: str, taken: set[str]) -> str:
    shape_id, n = base, 1
    while shape_id in taken:
        n += 1
        shape_id = f"{base}.{n}"
    taken.add(shape_id)
    return shape_id


# ----------------------------------------------------------------------------- what it changes


def with_proposal(map_doc: MapDocument, proposal: Proposal) -> MapDocument:
    """A copy of the map with every proposed area accepted."""
    doc = copy.deepcopy(map_doc)
    doc.shapes.terrain = [*doc.shapes.terrain, *proposal.terrain]
    doc.shapes.levels = [*doc.shapes.levels, *proposal.levels]
    return doc


@dataclass(frozen=True)
class ProposalLine:
    """One Type (or hill level) of a proposal: its areas and the hexes it changes."""

    what: str  # a terrain id, or "level N"
    areas: int
    hexes: tuple[str, ...]  # hexes whose derived Type (or level) becomes this one


def summarise(map_doc: MapDocument, proposal: Proposal, ruleset) -> list[ProposalLine]:
    """Per proposed Type and level: how many areas, and which hexes accepting them all would change."""
    from .terrain import derive

    before = derive(map_doc, ruleset).hexes
    after = derive(with_proposal(map_doc, proposal), ruleset).hexes
    out: list[ProposalLine] = []
    for t in sorted({s.type for s in proposal.terrain}):
        hexes = tuple(h for h in before if after[h].terrain == t and before[h].terrain != t)
        out.append(ProposalLine(t, sum(1 for s in proposal.terrain if s.type == t), hexes))
    for lv in sorted({s.level for s in proposal.levels}):
        hexes = tuple(h for h in before if after[h].level == lv and before[h].level != lv)
        out.append(ProposalLine(f"level {lv}", sum(1 for s in proposal.levels if s.level == lv), hexes))
    return out
