"""The playtest save: a scenario being played, with every piece's state, the tracks and the log."""

from __future__ import annotations

from typing import Literal

from .base import FORMAT_VERSION, HEX_ID_PATTERN, Document, Provenance, dataclass, spec
from .forces import ID_PATTERN
from .ruleset import SideId
from .scenario import Marker, PlacedFortification, Scenario

Location = Literal["map", "time_track", "casualty", "exited", "infiltration", "artillery_box", "unplaced"]
Phase = Literal["setup", "play", "ended"]


@dataclass
class PieceState:
    id: str = spec(pattern=r"^[A-Za-z0-9_.-]+$", description="Unique piece id within the playtest.")
    counter: str = spec(pattern=ID_PATTERN)
    side: SideId
    location: Location = "unplaced"
    hex: str | None = spec(None, pattern=HEX_ID_PATTERN)
    time_space: int | None = spec(None, minimum=0, maximum=20)
    broken: bool = False
    suppressed: bool = False
    veteran: bool = False
    weapon: str | None = spec(None, description="Piece id of the weapon this unit carries.")
    in_cave: bool = False
    activated: bool = False
    box: str | None = spec(None, pattern=r"^[ABC]$", description="The Infiltration Box of a unit waiting there (O28).")


@dataclass
class SightingMarkerState:
    """A Japanese Sighting marker (9): on the map, waiting on the Time Track, unplaced or out of play."""

    id: str = spec(pattern=r"^[A-Za-z0-9_.-]+$")
    location: Literal["map", "time_track", "unplaced", "removed"] = "unplaced"
    hex: str | None = spec(None, pattern=HEX_ID_PATTERN)
    time_space: int | None = spec(None, minimum=0, maximum=20)


@dataclass
class AircraftState:
    """A side's one two-sided aircraft marker (8): its face up and its hex, None while it waits in
    the countermix (placed by Air Support E50, removed after a run O24.4-O24.5 or by Abort Run O23.3)."""

    side: SideId
    face: Literal["fighter", "dive_bomber"] = "fighter"
    hex: str | None = spec(None, pattern=HEX_ID_PATTERN)


@dataclass
class Tracks:
    # Hard bounds a save can never exceed, whatever the rule set; the rule set's own ranges (the
    # Time Track's length, the hand sizes) are checked against it when the save is loaded.
    vp: int = spec(0, minimum=-999, maximum=999, description="Signed: positive = Japan ahead.")
    time: int = spec(0, minimum=0, maximum=99)
    sudden_death_space: int = spec(0, minimum=0, maximum=99)
    initiative_holder: SideId = "japan"
    turn_player: SideId = "japan"
    turn: int = spec(1, minimum=1, maximum=100_000)
    casualties_japan: list[str] = spec(default_factory=list, description="Piece ids, lowest space first.")
    casualties_allied: list[str] = spec(default_factory=list)
    objective_control: dict[str, SideId | None] = spec(default_factory=dict, key_pattern=r"^[1-5]$")
    revealed_chits: list[str] = spec(default_factory=list)
    hand_size_japan: int = spec(0, minimum=0, maximum=99)
    hand_size_allied: int = spec(0, minimum=0, maximum=99)
    artillery_denied_japan: bool = spec(
        False, description="An 'artillery denied' marker fills Japan's Artillery Box (O24.1d, 15.1.2)."
    )
    artillery_denied_allied: bool = spec(False, description="The same for the Allies' Artillery Box.")


@dataclass
class ActionLogEntry:
    text: str
    turn: int = spec(1, minimum=1)
    actor: str = ""
    rolls: list[list[int]] = spec(default_factory=list)


@dataclass
class Playtest(Document):
    """A playtest in progress: the scenario, piece states, tracks, markers, fortifications and the log."""

    KIND = "playtest"
    TITLE = "CC:P Scenario Studio playtest save"

    kind: Literal["playtest"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    scenario: Scenario
    pieces: list[PieceState] = spec(default_factory=list)
    tracks: Tracks = spec(default_factory=Tracks)
    markers: list[Marker] = spec(default_factory=list)
    fortifications: list[PlacedFortification] = spec(default_factory=list)
    seed: int | None = spec(None, description="Seed of the Fate deck emulation, for a faithful resume.")
    decks_drawn: dict[str, int] = spec(
        default_factory=dict, description="Cards drawn per deck since its last reshuffle."
    )
    deck_shuffles: dict[str, int] = spec(default_factory=dict, description="Reshuffles per deck since the seed.")
    phase: Phase = spec("setup", description="Setup (stacking strictly enforced, 15.2.3), play, or ended.")
    winner: SideId | None = spec(None, description="Set when the game has ended (13.3).")
    end_reason: str = ""
    sighting_markers: list[SightingMarkerState] = spec(default_factory=list)
    aircraft: list[AircraftState] = spec(
        default_factory=list, description="Each side's aircraft marker, once it has been in play (8); at most one per side."
    )
    log: list[ActionLogEntry] = spec(default_factory=list)
