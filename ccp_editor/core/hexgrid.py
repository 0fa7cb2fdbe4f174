"""Hex grid math for CC maps (flat-topped, lettered columns, numbered rows, offset columns).

Grid space: hex-size units (centre to corner = 1); the centre of column 0, row 0 at the origin;
x to the right, y down the printed map. Offset parity, counts and labels are per-map settings
because they are inferred, not printed in the rules: they must be checkable against each scan.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from ..model.mapdoc import GridSettings

SQRT3 = math.sqrt(3.0)

# Compass directions 1-6, 1 = top of the map, clockwise (2.2b; digits inferred from the series).
# Cube (q, r, s) steps for flat-topped hexes, with y growing downwards.
CUBE_DIRECTIONS: dict[int, tuple[int, int, int]] = {
    1: (0, -1, 1),
    2: (1, -1, 0),
    3: (1, 0, -1),
    4: (0, 1, -1),
    5: (-1, 1, 0),
    6: (-1, 0, 1),
}
OPPOSITE_DIRECTION: dict[int, int] = {d: (d + 2) % 6 + 1 for d in CUBE_DIRECTIONS}
EDGES = ("top", "right", "bottom", "left")
OPPOSITE_EDGE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}


class HexIdError(ValueError):
    """A hex id that does not name a hex of this grid."""


@dataclass(frozen=True)
class Cube:
    q: int
    r: int
    s: int

    def __add__(self, other: Cube) -> Cube:
        return Cube(self.q + other.q, self.r + other.r, self.s + other.s)

    def distance(self, other: Cube) -> int:
        return max(abs(self.q - other.q), abs(self.r - other.r), abs(self.s - other.s))


def cube_round(q: float, r: float, s: float) -> Cube:
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    else:
        rs = -rq - rr
    return Cube(int(rq), int(rr), int(rs))


class HexGrid:
    """One map's grid: ids, neighbours, distances, lines, edges and grid-space geometry."""

    def __init__(self, settings: GridSettings | None = None) -> None:
        self.settings = settings or GridSettings()
        s = self.settings
        self.columns = min(s.columns, len(s.column_labels))
        self.rows = min(s.rows, len(s.row_labels))
        self._parity = 1 if s.offset == "odd" else 0
        # Pointy-topped grids are the flat layout turned 90 degrees clockwise about hex (0, 0):
        # the lettered lines then run across the map and compass 1 faces the right-hand side.
        self._pointy = s.orientation == "pointy"
        self._col_index = {label: i for i, label in enumerate(s.column_labels[: self.columns])}
        self._row_index = {label: i for i, label in enumerate(s.row_labels[: self.rows])}
        # The grid never changes once built: cubes and neighbour lists are computed once per hex
        # (a whole automatic game asks for them hundreds of thousands of times).
        self._cubes: dict[str, Cube] = {}
        self._neighbours: dict[str, dict[int, str]] = {}

    # ------------------------------------------------------------------ ids and coordinates
    @cached_property
    def hex_ids(self) -> list[str]:
        """Every hex id, column by column (A1, A2, ... O10)."""
        return [self.hex_id(c, r) for c in range(self.columns) for r in range(self.rows)]

    @cached_property
    def hex_id_set(self) -> frozenset[str]:
        return frozenset(self.hex_ids)

    @cached_property
    def hex_order(self) -> dict[str, int]:
        """Each hex id's place in map order (A1, A2, ... A10, B1): lists of hexes read as the map
        does, H6 before H10 (a sort of the ids as text would put H10 first)."""
        return {h: i for i, h in enumerate(self.hex_ids)}

    def hex_id(self, col: int, row: int) -> str:
        if not (0 <= col < self.columns and 0 <= row < self.rows):
            raise HexIdError(f"column {col}, row {row} is off the map")
        return f"{self.settings.column_labels[col]}{self.settings.row_labels[row]}"

    def offset(self, hex_id: str) -> tuple[int, int]:
        """(column, row), 0-based, of a hex id such as 'C7'."""
        i = 0
        while i < len(hex_id) and hex_id[i].isalpha():
            i += 1
        col = self._col_index.get(hex_id[:i])
        row = self._row_index.get(hex_id[i:])
        if col is None or row is None or i == 0:
            raise HexIdError(f"{hex_id!r} is not a hex of this map")
        return col, row

    def contains(self, hex_id: str) -> bool:
        return hex_id in self.hex_id_set

    def to_cube(self, col: int, row: int) -> Cube:
        """Offset (column, row) to cube coordinates (Red Blob's odd-q / even-q)."""
        q = col
        r = row - (col - (col & 1)) // 2 if self._parity else row - (col + (col & 1)) // 2
        return Cube(q, r, -q - r)

    def from_cube(self, cube: Cube) -> tuple[int, int]:
        q = cube.q
        row = cube.r + (q - (q & 1)) // 2 if self._parity else cube.r + (q + (q & 1)) // 2
        return q, row

    def cube(self, hex_id: str) -> Cube:
        c = self._cubes.get(hex_id)
        if c is None:
            c = self._cubes[hex_id] = self.to_cube(*self.offset(hex_id))
        return c

    def hex_at_cube(self, cube: Cube) -> str | None:
        col, row = self.from_cube(cube)
        if 0 <= col < self.columns and 0 <= row < self.rows:
            return self.hex_id(col, row)
        return None

    # ------------------------------------------------------------------ neighbours and distance
    def neighbour(self, hex_id: str, direction: int) -> str | None:
        """The hex across side ``direction`` (compass 1-6), or None off the map."""
        if direction not in CUBE_DIRECTIONS:
            raise ValueError(f"compass direction must be 1-6, not {direction!r}")
        return self._around(hex_id).get(direction)

    def _around(self, hex_id: str) -> dict[int, str]:
        """The neighbours by direction, computed once per hex (never handed out: callers get copies)."""
        cached = self._neighbours.get(hex_id)
        if cached is None:
            cached = {}
            c = self.cube(hex_id)
            for d, (dq, dr, ds) in CUBE_DIRECTIONS.items():
                n = self.hex_at_cube(c + Cube(dq, dr, ds))
                if n is not None:
                    cached[d] = n
            self._neighbours[hex_id] = cached
        return cached

    def neighbours(self, hex_id: str) -> dict[int, str]:
        return dict(self._around(hex_id))

    def direction_to(self, a: str, b: str) -> int | None:
        """Compass direction from ``a`` to an adjacent ``b``."""
        return next((d for d, n in self._around(a).items() if n == b), None)

    def distance(self, a: str, b: str) -> int:
        return self.cube(a).distance(self.cube(b))

    def within(self, hex_id: str, radius: int) -> list[str]:
        """Hexes at range 0..radius (the hex itself included)."""
        c0 = self.cube(hex_id)
        out = []
        for dq in range(-radius, radius + 1):
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
                h = self.hex_at_cube(Cube(c0.q + dq, c0.r + dr, c0.s - dq - dr))
                if h is not None:
                    out.append(h)
        return out

    def ring(self, hex_id: str, radius: int) -> list[str]:
        return [h for h in self.within(hex_id, radius) if self.distance(hex_id, h) == radius]

    def line(self, a: str, b: str) -> list[str]:
        """Hexes a straight line from centre to centre passes, ends included (nudged to break ties)."""
        ca, cb = self.cube(a), self.cube(b)
        n = ca.distance(cb)
        if n == 0:
            return [a]
        out: list[str] = []
        for i in range(n + 1):
            t = i / n
            q = ca.q + (cb.q - ca.q) * t
            r = ca.r + (cb.r - ca.r) * t
            s = ca.s + (cb.s - ca.s) * t
            # A line along a hexside ties two hexes: take one side, or the other at a map edge.
            h = None
            for eps in (1e-6, -1e-6):
                h = self.hex_at_cube(cube_round(q + eps, r + eps, s - 2 * eps))
                if h is not None:
                    break
            if h is not None and (not out or out[-1] != h):
                out.append(h)
        return out

    # ------------------------------------------------------------------ geometry (grid space)
    def center(self, hex_id: str) -> tuple[float, float]:
        col, row = self.offset(hex_id)
        return self.center_of(col, row)

    def center_of(self, col: int, row: int) -> tuple[float, float]:
        c = self.to_cube(col, row)
        return self._out(1.5 * c.q, SQRT3 * (c.r + c.q / 2.0))

    def _out(self, x: float, y: float) -> tuple[float, float]:
        """Flat-layout coordinates to this grid's orientation (a quarter turn for pointy grids)."""
        return (-y, x) if self._pointy else (x, y)

    def _in(self, x: float, y: float) -> tuple[float, float]:
        return (y, -x) if self._pointy else (x, y)

    def corners(self, hex_id: str) -> list[tuple[float, float]]:
        """The six corners, clockwise from the right-hand corner of the flat layout."""
        fx, fy = self._in(*self.center(hex_id))
        return [
            self._out(fx + math.cos(math.radians(60 * i)), fy + math.sin(math.radians(60 * i))) for i in range(6)
        ]

    def side_segment(self, hex_id: str, direction: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """End points of the hexside facing compass ``direction``."""
        c = self.corners(hex_id)
        # corners: 0 right, 1 lower-right, 2 lower-left, 3 left, 4 upper-left, 5 upper-right (y down)
        pairs = {1: (4, 5), 2: (5, 0), 3: (0, 1), 4: (1, 2), 5: (2, 3), 6: (3, 4)}
        if direction not in pairs:
            raise ValueError(f"compass direction must be 1-6, not {direction!r}")
        i, j = pairs[direction]
        return c[i], c[j]

    def hex_at_point(self, x: float, y: float) -> str | None:
        """The hex containing a grid-space point, or None off the map."""
        x, y = self._in(x, y)
        q = (2.0 / 3.0) * x
        r = (-1.0 / 3.0) * x + (SQRT3 / 3.0) * y
        return self.hex_at_cube(cube_round(q, r, -q - r))

    def bounds(self) -> tuple[float, float, float, float]:
        """(min_x, min_y, max_x, max_y) of the whole grid in grid space."""
        xs, ys = [], []
        for h in self.hex_ids:
            for x, y in self.corners(h):
                xs.append(x)
                ys.append(y)
        return min(xs), min(ys), max(xs), max(ys)

    # ------------------------------------------------------------------ edges and orientation
    def _flat_edge(self, edge: str) -> str:
        """The edge of the flat layout that lies at printed ``edge`` (they differ on pointy grids)."""
        if edge not in EDGES:
            raise ValueError(f"unknown edge {edge!r}")
        return EDGES[(EDGES.index(edge) - 1) % 4] if self._pointy else edge

    def edge_hexes(self, edge: str) -> list[str]:
        """Hexes along a printed map edge ('top', 'bottom', 'left', 'right')."""
        edge = self._flat_edge(edge)
        if edge == "left":
            return [self.hex_id(0, r) for r in range(self.rows)]
        if edge == "right":
            return [self.hex_id(self.columns - 1, r) for r in range(self.rows)]
        if edge == "top":
            return [self.hex_id(c, 0) for c in range(self.columns)]
        if edge == "bottom":
            return [self.hex_id(c, self.rows - 1) for c in range(self.columns)]
        raise ValueError(f"unknown edge {edge!r}")

    def depth_from_edge(self, hex_id: str, edge: str) -> int:
        """1 for hexes on ``edge``, 2 for the next row or column in, and so on."""
        col, row = self.offset(hex_id)
        edge = self._flat_edge(edge)
        if edge == "top":
            return row + 1
        if edge == "bottom":
            return self.rows - row
        if edge == "left":
            return col + 1
        if edge == "right":
            return self.columns - col
        raise ValueError(f"unknown edge {edge!r}")

    def band(self, edge: str, depth: int) -> list[str]:
        """Hexes within ``depth`` rows (or columns) of an edge: a setup area."""
        return [h for h in self.hex_ids if self.depth_from_edge(h, edge) <= depth]

    def edge_length(self, edge: str) -> int:
        return self.columns if self._flat_edge(edge) in ("top", "bottom") else self.rows

    def orientation_for_edge(self, edge: str) -> str:
        """'wide' when players sit on the long edges (a shallow board), 'narrow' on the short ones."""
        return "wide" if self.edge_length(edge) >= self.depth_for_edge(edge) else "narrow"

    def depth_for_edge(self, edge: str) -> int:
        """How many hexes deep the board is for a player sitting at ``edge``."""
        return self.rows if self._flat_edge(edge) in ("top", "bottom") else self.columns


def rotate_edge(edge: str, degrees: int) -> str:
    """The printed edge a player faces after the map is turned ``degrees`` clockwise on the table.

    Turning the map 90 degrees clockwise brings its printed left edge to the top: a player who
    faced the printed bottom edge now faces the printed right edge (RSG step 8).
    """
    if edge not in EDGES:
        raise ValueError(f"unknown edge {edge!r}")
    if degrees % 90:
        raise ValueError(f"the map turns in quarter turns, not {degrees} degrees")
    steps = (degrees // 90) % 4
    # Each printed edge moves one place clockwise per quarter turn, so the edge now in front of a
    # seat is the one that was one place counter-clockwise of it.
    return EDGES[(EDGES.index(edge) - steps) % 4]


def opposite_direction(direction: int) -> int:
    """The compass direction pointing back across the same hexside (1 <-> 4, 2 <-> 5, 3 <-> 6)."""
    if direction not in OPPOSITE_DIRECTION:
        raise ValueError(f"compass direction must be 1-6, not {direction!r}")
    return OPPOSITE_DIRECTION[direction]


def swap_orientation(orientation: str) -> str:
    """Wide <-> narrow: what a quarter turn of the map does to the players' orientation (RSG step 8)."""
    return "narrow" if orientation == "wide" else "wide"


def iter_pairs(ids: list[str]) -> Iterator[tuple[str, str]]:
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            yield a, b
