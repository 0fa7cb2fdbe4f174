"""Which sample each block of a scan looks like: colour and texture under uneven light (DESIGN §7).

Every sample class (a terrain Type on a hill level, as the player's samples show it) is a Gaussian
in a feature space of CIELAB colour (near and over a wider window) and texture (ink share, fine
spread, edges across and down, spread of the block colours over the window); a block goes to the
class it is most likely under. Lighting is made even in between two passes: the first pass says
what each block is, the ratio of its luminance to its class's gives the light falling on it, and a
smooth surface fitted through those ratios (robustly, so the first pass's mistakes do not bend it)
is divided out before the second pass.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .scanfeatures import _SRGB_TO_LINEAR, LOG_EPS, BlockStats, box_mean, box_sum, linear_to_lab

COLOUR_RADIUS = 0.11  # hex units: window of the near colour
TEXTURE_RADIUS = 0.17  # hex units: window of the texture figures (a tree crown or two)
MODE_RADIUS = 0.12  # hex units: majority filter that clears specks
REGULARISE = 0.01  # added to each class covariance (standardised units)
# Least spread a class is given per feature, in the feature's own units: a small sample of a flat
# tint is tighter than the same tint a hex away (print, noise and JPEG vary a little).
FLOOR = np.array([2.0] * 6 + [0.45] * 5, np.float32)
SHADING_DEGREE = 3
PIXEL_DELTA_E = 10.0  # a pixel further than this from every tint around is print, and abstains
PIXEL_CHUNK = 2048  # blocks whose pixels are read at once (bounds the memory)
SCORE_CHUNK = 8192  # blocks scored at once against every class (bounds the memory)
REJECT_QUANTILE_SIGMAS = 3.0  # without an open-ground sample, further than this (in chi-square sigmas) is none of them


@dataclass
class Features:
    values: np.ndarray  # (h, w, F) float32
    lum: np.ndarray  # (h, w) near-window luminance before shading is divided out
    rgb: np.ndarray  # (h, w, 3) near-window linear RGB (shading divided out when given)


def _radius(hex_units: float, blocks_per_unit: float) -> int:
    return max(1, int(round(hex_units * blocks_per_unit)))


def features(stats: BlockStats, mask: np.ndarray, blocks_per_unit: float, shading: np.ndarray | None = None) -> Features:
    """The feature raster; ``shading`` (h, w) divides the colours when given."""
    weights = (~mask).astype(np.float32)
    rgb = stats.rgb if shading is None else stats.rgb / shading[..., None]
    rc = _radius(COLOUR_RADIUS, blocks_per_unit)
    rt = _radius(TEXTURE_RADIUS, blocks_per_unit)
    near = box_mean(rgb, weights, rc)
    # A block deep under the grid's print (a centre dot, a hex label) has no unmasked block in its
    # near window: it reads a window widened until it has some, rather than black, which would
    # teach a sample class (and the flat ground an overprint is measured against) a colour no
    # terrain has.
    empty = box_sum(weights, rc) < 0.5
    r = rc
    while empty.any() and r < max(mask.shape):
        r *= 2
        near = np.where(empty[..., None], box_mean(rgb, weights, r), near)
        empty &= box_sum(weights, r) < 0.5
    block = np.where(mask[..., None], near, rgb)
    lab_near = linear_to_lab(near)
    lab_block = linear_to_lab(block)
    loglum = np.log(block @ np.array([0.2126, 0.7152, 0.0722], np.float32) + LOG_EPS)
    m1 = box_mean(loglum, weights, rt)
    m2 = box_mean(loglum * loglum, weights, rt)
    coarse = np.sqrt(np.maximum(m2 - m1 * m1, 0.0))
    tex = [box_mean(a, weights, rt) for a in (stats.fine, stats.grad_x, stats.grad_y, stats.dark)]
    cols = [lab_near[..., k] for k in range(3)] + [lab_block[..., k] for k in range(3)]
    cols += [np.log(t + 0.01) for t in tex] + [np.log(coarse + 0.01)]
    values = np.stack(cols, axis=-1).astype(np.float32)
    lum = near @ np.array([0.2126, 0.7152, 0.0722], np.float32)
    return Features(values, lum, near)


def overprinted(rows: np.ndarray, rgb: np.ndarray, ratio: np.ndarray) -> np.ndarray:
    """Feature rows of a tint as it would look printed over another ground: its colours multiplied
    by ``ratio`` (per channel, linear RGB); the texture figures, ratios of luminance, stay."""
    before = linear_to_lab(rgb[None, :].astype(np.float32))[0]
    after = linear_to_lab((rgb * ratio)[None, :].astype(np.float32))[0]
    out = rows.copy()
    out[:, 0:3] += after - before
    out[:, 3:6] += after - before
    return out


@dataclass
class GaussianClasses:
    """Per-class means and inverse covariances in standardised feature units."""

    centre: np.ndarray  # (F,)
    scale: np.ndarray  # (F,)
    means: np.ndarray  # (K, F)
    root: np.ndarray  # (K, F, F): root @ root.T is the inverse covariance
    logdet: np.ndarray  # (K,)

    def scores(self, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(best class per row, its Mahalanobis distance squared) for values (N, F).

        Every class at once, a chunk of rows at a time: the rows times all the classes' roots side
        by side is one matrix product, and the squares summed per class another, instead of a
        pass over the rows per class (a third of the time on a large scan)."""
        k, f = self.means.shape
        z = ((values - self.centre) / self.scale).astype(np.float32)
        roots = np.concatenate(list(self.root.astype(np.float32)), axis=1)  # (F, K * F)
        offset = np.concatenate([self.means[c].astype(np.float32) @ self.root[c].astype(np.float32) for c in range(k)])
        per_class = np.kron(np.eye(k, dtype=np.float32), np.ones((f, 1), np.float32))  # sums each class's F squares
        half_logdet = (0.5 * self.logdet).astype(np.float32)
        best = np.empty(len(z), np.int32)
        best_maha = np.empty(len(z), np.float32)
        for i in range(0, len(z), SCORE_CHUNK):
            y = z[i : i + SCORE_CHUNK] @ roots
            y -= offset
            np.square(y, out=y)
            maha = y @ per_class  # (n, K)
            chosen = (maha * np.float32(-0.5) - half_logdet).argmax(axis=1)
            best[i : i + SCORE_CHUNK] = chosen
            best_maha[i : i + SCORE_CHUNK] = np.take_along_axis(maha, chosen[:, None], axis=1)[:, 0]
        return best, best_maha


def fit_classes(samples: list[np.ndarray], everything: np.ndarray) -> GaussianClasses:
    """One Gaussian per list of sample rows (each (n_k, F)); ``everything`` standardises."""
    centre = everything.mean(axis=0)
    scale = everything.std(axis=0) + 1e-6
    f = everything.shape[1]
    means, inverses, logdets = [], [], []
    for rows in samples:
        z = (rows - centre) / scale
        mu = z.mean(axis=0)
        cov = np.cov(z, rowvar=False) if len(z) > 1 else np.zeros((f, f))
        cov = cov + REGULARISE * np.eye(f) + np.diag((FLOOR[:f] / scale) ** 2)
        sign, logdet = np.linalg.slogdet(cov)
        means.append(mu)
        inverses.append(np.linalg.cholesky(np.linalg.inv(cov)).astype(np.float32))
        logdets.append(logdet if sign > 0 else 0.0)
    return GaussianClasses(centre, scale, np.array(means), np.array(inverses), np.array(logdets))


def fit_shading(ratio: np.ndarray, weight: np.ndarray, degree: int = SHADING_DEGREE) -> np.ndarray:
    """A smooth light field through per-block luminance ratios: a polynomial in x and y fitted to
    their logs, twice, the second time without the blocks the first fit explains worst."""
    h, w = ratio.shape
    step = max(1, int(np.sqrt(h * w / 20000)))
    ys, xs = np.mgrid[0:h:step, 0:w:step]
    lr = np.log(np.clip(ratio[::step, ::step], 0.05, 20.0)).ravel()
    wt = weight[::step, ::step].ravel().astype(np.float64)

    def design(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        u, v = x / max(w - 1, 1) * 2 - 1, y / max(h - 1, 1) * 2 - 1
        return np.stack([u**i * v**j for i in range(degree + 1) for j in range(degree + 1 - i)], axis=-1)

    a = design(xs.ravel().astype(np.float64), ys.ravel().astype(np.float64))
    keep = wt > 0
    coef = np.zeros(a.shape[1])
    for _ in range(2):
        if keep.sum() < a.shape[1] * 4:
            return np.ones((h, w), np.float32)
        coef, *_ = np.linalg.lstsq(a[keep] * wt[keep, None], lr[keep] * wt[keep], rcond=None)
        resid = np.abs(a @ coef - lr)
        cut = np.quantile(resid[keep], 0.7) * 2.0 + 0.02
        keep = keep & (resid < cut)
    yy, xx = np.mgrid[0:h, 0:w]
    field = np.exp(design(xx.ravel().astype(np.float64), yy.ravel().astype(np.float64)) @ coef).reshape(h, w)
    return (field / np.median(field)).astype(np.float32)


def mode_filter(labels: np.ndarray, classes: int, radius: int, keep: np.ndarray | None = None) -> np.ndarray:
    """Each cell takes the most common label of its window (specks, hex outlines and labels go);
    labels < 0 take part as one more class."""
    shifted = labels + 1
    best = np.zeros(labels.shape, np.float64)
    out = labels.copy()
    for k in range(classes + 1):
        count = box_sum((shifted == k).astype(np.float32), radius)
        if keep is not None:
            count = count + keep * (shifted == k)
        better = count > best
        out[better] = k - 1
        best[better] = count[better]
    return out


def open_classes(labels: np.ndarray, classes: int, radius: int, unknown: int = -2) -> np.ndarray:
    """Each class opened (eroded, then grown back) by ``radius``: what is thinner than the window
    (a sliver of mixed colour along a border, a contour line read as texture) becomes ``unknown``."""
    full = box_sum(np.ones(labels.shape, np.float32), radius)
    out = np.full(labels.shape, unknown, labels.dtype)
    for k in range(-1, classes):
        mask = labels == k
        if not mask.any():
            continue
        core = box_sum(mask.astype(np.float32), radius) >= full - 0.5
        kept = mask & (box_sum(core.astype(np.float32), radius) > 0.5)
        out[kept] = k
    return out


def class_colours(rows: list[np.ndarray], unmasked: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Per class: the mean CIELAB of its sample blocks (their own colour, not the window's) and how
    far, in delta E, its blocks stray from it (a flat tint stays within print noise; symbols do not,
    and their tint is then read from the lighter pixels, ``tint_offsets``)."""
    means, spreads = [], []
    for r, keep in zip(rows, unmasked, strict=True):
        lab = r[:, 3:6]
        own = lab[keep] if keep.sum() >= 4 else lab
        mu = own.mean(axis=0)
        means.append(mu)
        spreads.append(float(np.sqrt(np.mean(np.sum((own - mu) ** 2, axis=1)))))
    return np.array(means, np.float32), np.array(spreads, np.float32)


def refine_borders(
    labels: np.ndarray,
    before: np.ndarray,
    pixels: np.ndarray,
    size: int,
    shading: np.ndarray,
    means: np.ndarray,
    flat: np.ndarray | None,
    radius: int,
) -> np.ndarray:
    """Borders redrawn from the pixels. The window figures that tell terrain apart blur a border
    over a few blocks, and the blocks under the grid's print take their nearest neighbour's class
    (a hexside and a hex label masked together let a tint touching the hexside run a fifth of a
    hex into the next hex). So near a border (within ``radius`` cells of two classes, in ``labels``
    or in ``before`` the slivers were opened away) each block's pixels vote for the class whose
    tint (``means``, CIELAB) they are near, light evened out, among the classes around only: a
    pixel of mixed colour between two tints never votes for a third it resembles. Printed lines,
    dots, labels and the symbols' ink are far from every tint and abstain. A block takes the class
    most of its pixels chose; one with no vote (all print) gets -2. With ``flat`` given, only
    where every class around is flat (True) is looked at. ``pixels``: the scan under the raster."""
    k = len(means)
    present = np.stack(
        [box_sum(((labels == c) | (before == c)).astype(np.float32), radius) > 0.5 for c in range(k)], axis=-1
    )
    border = present.sum(axis=-1) >= 2
    only_flat = ~(present & ~flat[None, None, :]).any(axis=-1) if flat is not None else np.ones(border.shape, bool)
    ys, xs = np.nonzero(border & only_flat & (labels >= 0))
    out = labels.copy()
    if not len(ys):
        return out
    means32 = means.astype(np.float32)
    for i in range(0, len(ys), PIXEL_CHUNK):
        y, x = ys[i : i + PIXEL_CHUNK], xs[i : i + PIXEL_CHUNK]
        lab = pixel_lab(pixels, size, shading, y, x)
        d = lab @ (-2.0 * means32.T)  # (n, px, k): squared distance less the pixel's own |lab|^2
        d += np.sum(means32 * means32, axis=1)
        d = np.where(present[y, x][:, None, :], d, np.inf)
        best = d.argmin(axis=-1)
        nearest = np.take_along_axis(d, best[..., None], axis=-1)[..., 0] + np.sum(lab * lab, axis=-1)
        near = nearest < PIXEL_DELTA_E**2
        cell = best + k * np.arange(len(y))[:, None]
        votes = np.bincount(cell[near], minlength=len(y) * k).reshape(len(y), k)
        won = votes.argmax(axis=1)
        out[y, x] = np.where(votes.max(axis=1) > 0, won, -2)
    return out


def pixel_lab(pixels: np.ndarray, size: int, shading: np.ndarray, ys: np.ndarray, xs: np.ndarray) -> np.ndarray:
    """CIELAB of the pixels of blocks (ys, xs), light evened out: (n, size * size, 3)."""
    hb, wb = shading.shape
    tiles = pixels[: hb * size, : wb * size, :3].reshape(hb, size, wb, size, 3)
    lin = _SRGB_TO_LINEAR[tiles[ys, :, xs, :]].reshape(len(ys), size * size, 3) / shading[ys, xs][:, None, None]
    return linear_to_lab(lin)


def tint_offsets(pixels: np.ndarray, size: int, shading: np.ndarray, rows: list[np.ndarray]) -> np.ndarray:
    """Per class: how far the colour of its lighter pixels (the tint under the symbols) lies from
    the mean of all its pixels (tint and ink together, as the block figures see it)."""
    out = []
    w = shading.shape[1]
    for r in rows:
        r = r[:: max(1, len(r) // 400)]
        lab = pixel_lab(pixels, size, shading, r // w, r % w).reshape(-1, 3)
        light = lab[lab[:, 0] >= np.median(lab[:, 0])]
        out.append(light.mean(axis=0) - lab.mean(axis=0))
    return np.array(out, np.float32)
