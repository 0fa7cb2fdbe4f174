"""Lines with a width: where a bridge, a stream or a road counts (T81.1, T84, T94, T96, T98).

- A **stream** drawn as a line is present wherever its drawn width lies (T81.1 asks no share and no
  centre dot): the hexside tolerance forgives the outline of a traced *area* that strays over a
  hexside, not a printed river running along one, which is in both hexes it covers.
- A **bridge** is a bridge hex only where it spans the water (T84): it may span one hex or several,
  and the bit of it reaching across its outermost hexsides never makes the hexes beyond bridge hexes,
  however far the drawing pokes. Read here as: the hexes the bridge passes through between its ends,
  plus an end hex only where the bridge there lies over water (a bridge drawn wholly inside one hex
  is that hex's).
- A **road** or **trail** running along a hexside, within its drawn half-width of it, is in both hexes
  (the rules read a road hexside from either side, T94): those hexes record the side it runs along.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
import shapely
from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry


class GridGeometry(Protocol):
    """What these rules read of ``terrain.GridGeometry`` (hex polygons, hexsides, their trees)."""

    @property
    def polygons(self) -> np.ndarray: ...

    @property
    def tree(self) -> shapely.STRtree: ...

    @property
    def sides(self) -> np.ndarray: ...

    @property
    def side_tree(self) -> shapely.STRtree: ...

ALONG_SHARE = 0.5  # of a hexside's length within the road's half-width for the road to run along it
MIN_LENGTH = 0.05  # hex units of line near a hex for it to count


def bridge_hexes(geo: GridGeometry, line: LineString, water: BaseGeometry | None) -> set[int]:
    """Hex indices where a bridge line spans the water (T84)."""
    idx = geo.tree.query(line, predicate="intersects")
    inside = {int(i) for i in idx if shapely.length(shapely.intersection(geo.polygons[i], line)) > 1e-9}
    if not inside:
        return set()
    ends: set[int] = set()
    for end in (Point(line.coords[0]), Point(line.coords[-1])):
        hit = geo.tree.query(end, predicate="intersects")
        ends.update(int(i) for i in hit if int(i) in inside)
    if inside <= ends and len(inside) == 1:
        return inside  # drawn wholly inside one hex
    out = inside - ends
    if water is not None and not water.is_empty:
        for i in ends:
            piece = shapely.intersection(geo.polygons[i], line)
            if shapely.length(shapely.intersection(piece, water)) > MIN_LENGTH:
                out.add(i)
    return out


def along_hexsides(geo: GridGeometry, line: LineString, width: float) -> dict[int, set[int]]:
    """Hex index -> compass sides a road or trail runs along, within half its drawn width."""
    half = max(width / 2.0, 1e-6)
    near = shapely.buffer(line, half, cap_style="flat")
    idx = geo.side_tree.query(near, predicate="intersects")
    out: dict[int, set[int]] = {}
    if not len(idx):
        return out
    sides = geo.sides[idx]
    covered = shapely.length(shapely.intersection(sides, near)) / np.maximum(shapely.length(sides), 1e-12)
    for k, share in zip(idx.tolist(), covered.tolist(), strict=True):
        if share >= ALONG_SHARE:
            out.setdefault(k // 6, set()).add(k % 6 + 1)
    return out
