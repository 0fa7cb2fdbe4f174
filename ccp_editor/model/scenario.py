"""The scenario document (rsg_procedure.md §7, ccp_rules.md §9): preset, custom or generated."""

from __future__ import annotations

from typing import Any, Literal

from .base import FORMAT_VERSION, HEX_ID_PATTERN, Document, Provenance, dataclass, spec
from .forces import ID_PATTERN, Quality
from .mapdoc import Edge
from .ruleset import FortificationId, PostureId, SideId


@dataclass
class UnitPlacement:
    """A unit (with its weapon) of a side: on a hex, or still to be placed in the setup area."""

    counter: str = spec(pattern=ID_PATTERN)
    weapon: str | None = spec(None, pattern=ID_PATTERN)
    hex: str | None = spec(None, pattern=HEX_ID_PATTERN, description="Null until set up.")
    broken: bool = False
    veteran: bool = False


@dataclass
class Reinforcement:
    space: int = spec(minimum=1, maximum=20, description="Time Track space where the pieces wait (13.1.2d).")
    units: list[UnitPlacement] = spec(default_factory=list)
    sighting_markers: int = spec(0, minimum=0, maximum=8)


@dataclass
class ScenarioSide:
    nation: str = spec(pattern=r"^[A-Z]{2,3}$")
    edge: Edge = spec(description="The side's friendly edge, as printed on the map.")
    posture: PostureId
    quality: Quality
    order_limit: int = spec(minimum=1, maximum=6)
    hand_size: int = spec(minimum=1, maximum=10)
    discard_limit: int = spec(minimum=0, maximum=10)
    initiative: int = spec(0, minimum=0, maximum=20)
    surrender_space: int | None = spec(None, minimum=1, maximum=20, description="Allies only.")
    faction: str | None = None
    ob: str | None = spec(None, description="OB card id, when the forces come from one.")
    units: list[UnitPlacement] = spec(default_factory=list)
    reinforcements: list[Reinforcement] = spec(default_factory=list)
    sighting_markers: int = spec(0, minimum=0, maximum=8)
    sighting_marker_hexes: list[str] = spec(default_factory=list, item_pattern=HEX_ID_PATTERN)
    radio: str | None = spec(None, description="Radio counter in the Artillery Box at start.")
    setup_area: list[str] = spec(default_factory=list, item_pattern=HEX_ID_PATTERN, unique=True)
    infiltration: dict[str, list[str]] = spec(default_factory=dict, key_pattern=r"^[ABC]$")


@dataclass
class Sides:
    japan: ScenarioSide
    allied: ScenarioSide


@dataclass
class PlacedFortification:
    type: FortificationId
    hex: str = spec(pattern=HEX_ID_PATTERN)
    owner: SideId = "japan"
    fp: int | None = spec(None, minimum=6, maximum=8, description="Mines only: their attack strength (F104.2).")


@dataclass
class Marker:
    type: Literal["smoke", "blaze", "starshell"]
    hex: str = spec(pattern=HEX_ID_PATTERN)
    value: int | None = spec(None, minimum=1, maximum=8, description="Smoke hindrance.")


@dataclass
class ChitDraw:
    open: list[str] = spec(default_factory=list, item_pattern=r"^[A-Z]$")
    secret_japan: list[str] = spec(default_factory=list, item_pattern=r"^[A-Z]$")
    secret_allied: list[str] = spec(default_factory=list, item_pattern=r"^[A-Z]$")


@dataclass
class LogEntry:
    """One step of a generation, as a player doing it by hand would write it down."""

    step: str
    rule: str = ""
    actor: str = ""
    cards: list[list[int]] = spec(default_factory=list, description="Fate cards drawn as [white, coloured].")
    offered: list[str] = spec(default_factory=list)
    choice: str = ""
    vp_before: int | None = None
    vp_after: int | None = None
    text: str = ""


@dataclass
class Generation:
    """Where a scenario came from, so it can be regenerated and its house rules seen."""

    data_set: str
    data_set_provenance: Provenance = "demo"
    generator: str = "ccp-editor"
    generator_version: str = ""
    seed: int | None = None
    dice: Literal["fate_deck", "2d6"] = "fate_deck"
    options: dict[str, Any] = spec(default_factory=dict, description="House-rule options used.")
    log: list[LogEntry] = spec(default_factory=list)


@dataclass
class Scenario(Document):
    """A scenario: map and orientation, date, both sides, objectives, markers, setup and special rules."""

    KIND = "scenario"
    TITLE = "CC:P Scenario Studio scenario"

    kind: Literal["scenario"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    map: str = spec(description="Map id of the data set.")
    year: int = spec(minimum=1930, maximum=1950)
    sides: Sides
    sudden_death_space: int = spec(minimum=0, maximum=20)
    game: Literal["CCP", "CCE"] = "CCP"
    orientation: Literal["wide", "narrow"] = "wide"
    rotation: Literal[0, 90, 180, 270] = 0
    night: bool = False
    vp_start: int = spec(0, minimum=-99, maximum=99, description="Signed: positive = Japan ahead.")
    time_start: int = spec(0, minimum=0, maximum=20)
    mine_fp: int = spec(6, minimum=6, maximum=8)
    first_player: SideId = "japan"
    initiative_holder: SideId = "japan"
    objective_chits: ChitDraw = spec(default_factory=ChitDraw)
    objective_control: dict[str, SideId | None] = spec(default_factory=dict, key_pattern=r"^[1-5]$")
    fortifications: list[PlacedFortification] = spec(default_factory=list)
    markers: list[Marker] = spec(default_factory=list)
    special_rules: str = ""
    generation: Generation | None = None

    def side(self, side_id: str) -> ScenarioSide:
        return self.sides.japan if side_id == "japan" else self.sides.allied
