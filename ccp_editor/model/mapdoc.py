"""The map document: grid settings, scan calibration, traced shapes in grid space and the derived cache.

Geometry is stored in *grid space*: hex-size units (centre-to-corner = 1) with the centre of the
first hex (column 0, row 0) at the origin, x to the right and y down the printed map. Scans are
tied to it by an affine calibration, so the same shapes serve the editor, the board and exports.
"""

from __future__ import annotations

from typing import Annotated, Literal

from .base import FORMAT_VERSION, HEX_ID_PATTERN, Document, Provenance, dataclass, spec

Edge = Literal["top", "bottom", "left", "right"]
Corner = Literal["top-left", "top-right", "bottom-left", "bottom-right"]
# Grid-space coordinates stay within this many hex units of the origin: a 40 x 40 grid spans about
# 60 x 70 units, so this leaves ample room for tracing beyond the edge while keeping every area and
# distance computation far from floating-point overflow (a coordinate of 1e154 squared is infinite).
COORDINATE_LIMIT = 1000.0
# Scan pixels (control points) likewise: ten times the largest scan the editor opens.
PIXEL_LIMIT = 1_000_000.0
Point = Annotated[
    list[float],
    {"minItems": 2, "maxItems": 2, "items": {"type": "number", "minimum": -COORDINATE_LIMIT, "maximum": COORDINATE_LIMIT}},
]
Ring = list[Point]


@dataclass
class GridSettings:
    """The hex grid. CC maps: 15 lettered columns x 10 numbered rows, flat-topped (inferred: check a scan)."""

    orientation: Literal["flat", "pointy"] = spec("flat", description="Flat-topped hexes: compass 1 = top.")
    columns: int = spec(15, minimum=1, maximum=40)
    rows: int = spec(10, minimum=1, maximum=40)
    column_labels: list[str] = spec(
        default_factory=lambda: list("ABCDEFGHIJKLMNO"), item_pattern=r"^[A-Z]{1,2}$", unique=True
    )
    row_labels: list[str] = spec(
        default_factory=lambda: [str(i) for i in range(1, 11)], item_pattern=r"^[0-9]{1,2}$", unique=True
    )
    offset: Literal["odd", "even"] = spec(
        "odd", description="Which columns (0-based) sit half a hex lower: 'odd' puts B, D, F... lower."
    )
    overlap_tolerance: float = spec(
        0.1,
        minimum=0,
        maximum=0.5,
        description=(
            "Hexside tolerance, in hex units (centre to corner = 1): a drawing that crosses a hexside into a hex "
            "by no more than this is tracing slop there (T81.1; T84's bridge overhang). A drawing inside a hex "
            "counts however small."
        ),
    )


@dataclass
class ControlPoint:
    hex: str = spec(pattern=HEX_ID_PATTERN)
    x: float = spec(description="Scan pixel column of the hex's centre dot.", minimum=-PIXEL_LIMIT, maximum=PIXEL_LIMIT)
    y: float = spec(description="Scan pixel row of the hex's centre dot.", minimum=-PIXEL_LIMIT, maximum=PIXEL_LIMIT)


@dataclass
class ScanInfo:
    file: str = spec(min_length=1, description="Image path, relative to the map file.")
    width: int | None = spec(None, minimum=1, maximum=int(PIXEL_LIMIT))
    height: int | None = spec(None, minimum=1, maximum=int(PIXEL_LIMIT))
    control_points: list[ControlPoint] = spec(default_factory=list)
    synthetic: bool = spec(False, description="Rendered from the shapes (demo), not a real scan.")


@dataclass
class TerrainShape:
    """A traced area of one terrain type (jungle, swamp, building...)."""

    id: str = spec(pattern=r"^[A-Za-z0-9_.-]+$")
    type: str = spec(pattern=r"^[a-z_]+$", description="A terrain id of the rule set.")
    polygon: Ring = spec(min_items=3, description="Outer ring in grid space; closing point optional.")
    holes: list[Ring] = spec(default_factory=list)
    label: str = ""


@dataclass
class LevelShape:
    """A hill level region; regions nest like a wedding cake (level 2 inside level 1)."""

    id: str = spec(pattern=r"^[A-Za-z0-9_.-]+$")
    level: int = spec(minimum=1, maximum=4)
    polygon: Ring = spec(min_items=3)
    holes: list[Ring] = spec(default_factory=list)


@dataclass
class LineShape:
    """A traced road, trail, stream or bridge centre line."""

    id: str = spec(pattern=r"^[A-Za-z0-9_.-]+$")
    type: Literal["road", "trail", "stream", "bridge"]
    points: list[Point] = spec(min_items=2)
    width: float = spec(0.12, minimum=0, maximum=2, description="Drawn width in hex units (for LOS and rendering).")


@dataclass
class Shapes:
    terrain: list[TerrainShape] = spec(default_factory=list)
    levels: list[LevelShape] = spec(default_factory=list)
    lines: list[LineShape] = spec(default_factory=list)


@dataclass
class HexFeature:
    type: str = spec(pattern=r"^[a-z_]+$", description="road, trail, bridge or stream.")
    hexsides: list[int] = spec(default_factory=list, item_minimum=1, item_maximum=6, unique=True)


@dataclass
class HexInfo:
    """Derived terrain of one hex (a cache of the shapes; ``map derive --check`` proves it current)."""

    terrain: str = spec(pattern=r"^[a-z_]+$")
    features: list[HexFeature] = spec(default_factory=list)
    level: int = spec(0, minimum=0, maximum=4)
    crest: bool = False
    crest_levels: list[int] = spec(default_factory=list, description="Levels present inside a crest hex.")
    water: bool = False
    building: str | None = spec(None, description="Identity of the multi-hex building this hex belongs to.")


@dataclass
class HexOverride:
    """A tracer's correction that wins over the derived value; null fields keep the derived value."""

    terrain: str | None = spec(None, pattern=r"^[a-z_]+$")
    level: int | None = spec(None, minimum=0, maximum=4)
    crest: bool | None = None
    water: bool | None = None
    reason: str = ""


@dataclass
class ExitPoint:
    hex: str = spec(pattern=HEX_ID_PATTERN)
    edge: Edge
    value: int = spec(minimum=0, maximum=3)


@dataclass
class MapDocument(Document):
    """A map: grid, scan calibration, traced terrain, derived hexes, objectives, exits and rivers."""

    KIND = "map"
    TITLE = "CC:P Scenario Studio map"

    kind: Literal["map"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    status: Literal["draft", "ready"] = spec(
        "ready",
        description="'draft' while being traced: the generator and the wizard offer only ready maps."
        " Maps written before the field existed count as ready.",
    )
    grid: GridSettings = spec(default_factory=GridSettings)
    scan: ScanInfo | None = None
    shapes: Shapes = spec(default_factory=Shapes)
    hexes: dict[str, HexInfo] = spec(default_factory=dict, key_pattern=HEX_ID_PATTERN)
    overrides: dict[str, HexOverride] = spec(default_factory=dict, key_pattern=HEX_ID_PATTERN)
    objectives: dict[str, str] = spec(
        default_factory=dict, key_pattern=r"^[1-5]$", description="Objective number -> hex id (2.3)."
    )
    exit_points: list[ExitPoint] = spec(default_factory=list)
    river_edges: list[Edge] = spec(default_factory=list, unique=True, description="Edges with a water barrier river.")
    artillery_boxes: list[Corner] = spec(
        default_factory=list, max_items=2, unique=True, description="The two opposite corners (2.2c)."
    )
    notes: str = ""

    def hex_info(self, hex_id: str) -> HexInfo | None:
        """Derived info with any override applied."""
        info = self.hexes.get(hex_id)
        override = self.overrides.get(hex_id)
        if info is None or override is None:
            return info
        from dataclasses import replace

        return replace(
            info,
            terrain=override.terrain if override.terrain is not None else info.terrain,
            level=override.level if override.level is not None else info.level,
            crest=override.crest if override.crest is not None else info.crest,
            water=override.water if override.water is not None else info.water,
        )
