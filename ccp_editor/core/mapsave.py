"""A map as it is written to disk: coordinates at tracing precision, the derived hex cache current.

Tracing places points by clicking a scan, so a position is good to about a thousandth of a hex at
best; storing sixteen decimals only adds noise to every diff. ``tidy_for_save`` rounds every traced
point to ``COORD_DECIMALS`` decimals in hex units (centre to corner = 1). Rounding moves a point by
at most half a thousandth of a hex, which could still tip a hex whose terrain sits right on the
tracing tolerance; such a shape keeps its full precision, so the derived hexes never change because
of the rounding. Rounding twice gives the same result as rounding once.

A map that stores its derived hex cache (every ready map does, ``readiness.mark_ready``) gets the
cache derived again from the saved shapes, so the board never reads hexes that later tracing made
stale.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ..model.mapdoc import MapDocument, Shapes
from ..model.ruleset import RuleSet
from .editing import LAYERS, hexes_touched, shape_list
from .terrain import Derivation, derive

COORD_DECIMALS = 3  # hex units: a thousandth of a hex is finer than any click on a scan


@dataclass
class SaveTidy:
    """What ``tidy_for_save`` did: the map to write and the facts a save message can report."""

    doc: MapDocument
    rounded_shapes: int = 0  # shapes whose points were rounded
    kept_precise: list[str] = field(default_factory=list)  # ids of shapes rounding would have changed a hex of
    cache_refreshed: bool = False  # the stored derived hexes were derived again
    cache_changed: list[str] = field(default_factory=list)  # hexes whose stored value was stale


def round_points(points: list[list[float]], decimals: int = COORD_DECIMALS) -> list[list[float]]:
    """Every coordinate rounded to ``decimals`` places (``-0.0`` written as ``0.0``)."""
    return [[round(float(v), decimals) + 0.0 for v in p] for p in points]


def _rounded_shape(shape, decimals: int):
    out = copy.deepcopy(shape)
    if hasattr(out, "points"):
        out.points = round_points(out.points, decimals)
    else:
        out.polygon = round_points(out.polygon, decimals)
        out.holes = [round_points(h, decimals) for h in out.holes]
    return out


def round_shapes(shapes: Shapes, decimals: int = COORD_DECIMALS) -> Shapes:
    """A copy of the traced shapes with every point rounded (no derivation check: see ``tidy_for_save``)."""
    out = copy.deepcopy(shapes)
    for layer in LAYERS:
        target = shape_list(out, layer)
        target[:] = [_rounded_shape(s, decimals) for s in target]
    return out


def tidy_for_save(doc: MapDocument, ruleset: RuleSet, current: Derivation | None = None) -> SaveTidy:
    """The map as it should be saved: points rounded where that changes no derived hex, and a
    stored derived hex cache brought up to date. ``current`` is the derivation of ``doc`` when the
    caller has it (the map editor always does), saving one full derivation."""
    before = current if current is not None else derive(doc, ruleset)
    out = copy.deepcopy(doc)
    rounded = round_shapes(doc.shapes)
    changed = {
        (layer, i)
        for layer in LAYERS
        for i, (a, b) in enumerate(zip(shape_list(doc.shapes, layer), shape_list(rounded, layer), strict=True))
        if a != b
    }
    kept: set[tuple[str, int]] = set()
    out.shapes = rounded
    after = derive(out, ruleset) if changed else before
    while changed - kept:
        moved = {h for h in before.hexes if before.hexes[h] != after.hexes.get(h)}
        if not moved:
            break
        # shapes whose rounding reaches a hex that changed keep their full precision
        culprits = {
            key for key in changed - kept
            if hexes_touched(doc, shape_list(doc.shapes, key[0])[key[1]]) & moved  # type: ignore[arg-type]
        }
        if not culprits:  # cannot tell which: keep every point as it was
            culprits = changed - kept
        for layer, i in culprits:
            shape_list(out.shapes, layer)[i] = copy.deepcopy(shape_list(doc.shapes, layer)[i])  # type: ignore[arg-type]
        kept |= culprits
        after = derive(out, ruleset)
    result = SaveTidy(
        doc=out,
        rounded_shapes=len(changed - kept),
        kept_precise=sorted(shape_list(doc.shapes, la)[i].id for la, i in kept),  # type: ignore[arg-type]
    )
    if doc.hexes or doc.status == "ready":
        result.cache_refreshed = True
        result.cache_changed = sorted(h for h in set(doc.hexes) | set(after.hexes) if doc.hexes.get(h) != after.hexes.get(h))
        out.hexes = after.hexes
    return result
