"""The rule set document: the rulebook's numbers, each with the rule it comes from.

A rule set is data, so another game of the family (CC:E, a house-ruled CC:P) is another file, not
another program. Gaps the rules leave open are ``HouseRule`` options with a documented default.
"""

from __future__ import annotations

from typing import Literal

from .base import FORMAT_VERSION, Document, Provenance, dataclass, spec

TerrainKind = Literal["type", "feature", "marker"]
LosKind = Literal["clear", "hindrance", "obstacle"]
MoveSpecial = Literal["cost", "all", "impassable", "route", "uphill", "other"]
PostureId = Literal["invader", "attacker", "recon", "defender", "banzai"]
FortificationId = Literal["bunker", "cave", "foxholes", "mines", "pillbox", "trench", "wire"]
SideId = Literal["japan", "allied"]


@dataclass
class TerrainEntry:
    """One line of the Terrain Chart."""

    id: str = spec(pattern=r"^[a-z_]+$", description="Identifier used by maps (e.g. 'jungle').")
    name: str = spec(min_length=1)
    rule: str = spec(description="Rule number, e.g. 'T91'.")
    kind: TerrainKind = spec(description="Terrain Type (green), Feature (tan) or marker-terrain.")
    rank: int | None = spec(
        None, minimum=0, description="Hierarchy rank for Types (T81.1): the highest ranked Type in a hex wins."
    )
    move: MoveSpecial = spec("cost", description="How entering is paid: a fixed cost or a special rule.")
    move_cost: float | None = spec(None, minimum=0, description="MP to enter by day, when move is 'cost'.")
    route_cost: float | None = spec(
        None, minimum=0, description="MP when entering along the feature (road, trail, bridge)."
    )
    route_cost_unseen: float | None = spec(
        None, minimum=0, description="MP along the road when no enemy unit has LOS to the hex entered (T94)."
    )
    uphill_per_level: int = spec(0, minimum=0, description="Extra MP per level gained (hills, T89.1).")
    cover: int | None = spec(None, description="Cover added to morale (T81.3); null when the other terrain's.")
    los: LosKind = spec("clear")
    hindrance: int | None = spec(None, minimum=0, description="Hindrance value when los is 'hindrance'.")
    blind_hexes: int = spec(0, minimum=0, description="Blind hexes made for a higher viewer (T89.4.1).")
    water: bool = spec(False, description="Water terrain (F100.3): no weapon fire, smoke, blaze or fortification.")
    night_extra: bool = spec(True, description="Whether night adds +1 MP (Types only, 18.2).")
    reconstructed: bool = spec(False, description="Value rebuilt from a damaged rulebook text: verify it.")
    notes: str = spec("")


@dataclass
class FortificationType:
    id: FortificationId
    name: str
    rule: str
    cover: int | None = spec(None, description="Cover for units in the hex; null when it gives none.")
    cover_vs_indirect: int | None = spec(None, description="Cover against aircraft, mortars and artillery.")
    japanese_only: bool = False
    crest_only: bool = spec(False, description="May only be placed in a Crest hex (caves, F102).")
    notes: str = ""


@dataclass
class FireModifier:
    """An FP modifier of ordnance attacks on a kind of terrain (O27.2)."""

    label: str = spec(min_length=1, description="What the log and the fire calculator call it.")
    fp: int = spec(description="Added to the attack's FP (negative to subtract).")
    terrain: list[str] = spec(min_items=1, description="Terrain types of the target hex it applies to.")
    rule: str = spec(description="Rule number, e.g. 'T91'.")
    weapon_type: str | None = spec(None, description="Only this ordnance (e.g. mortar); null for any ordnance.")


def _default_fire_modifiers() -> list[FireModifier]:
    return [
        FireModifier("airburst", 2, ["jungle", "swamp"], "T91, T97", "mortar"),
        FireModifier("sand", -2, ["beach"], "T82"),
    ]


@dataclass
class VulnerabilityEntry:
    """One line of the Fortification Vulnerability box of the Track Display (O24.3.4): an artillery (or
    dive bomber, O24.4c) Impact roll exactly equal to ``number`` destroys the fortification in the hex."""

    fp: int = spec(minimum=1, maximum=20, description="The radio's FP (or the dive bomber's, on the bomber row).")
    number: int = spec(minimum=2, maximum=12, description="The Impact roll (the two dice) that destroys a fortification.")
    bomber: bool = spec(False, description="The dive bomber's row (O24.4c) rather than a radio's.")
    inferred: bool = spec(
        True, description="Not in the rulebook text (printed on the Track Display only): verify against your copy."
    )


def _default_vulnerability() -> list[VulnerabilityEntry]:
    """Inferred (gap G15): the rulebook names the box but not its numbers. A bigger barrage should wreck a
    fortification more often, so each FP step moves the number one step toward the likeliest roll, 7."""
    rows = [VulnerabilityEntry(fp, fp - 6) for fp in range(8, 13)]
    return [*rows, VulnerabilityEntry(12, 6, bomber=True)]


@dataclass
class SmokeMarkers:
    """How many smoke markers of one Hindrance value the cup holds (T95: values printed on the markers)."""

    hindrance: int = spec(minimum=1, maximum=8, description="The Hindrance printed on the marker (T95, 16.3.4).")
    count: int = spec(minimum=0, maximum=40, description="Markers of this value in the game.")


def _default_smoke_cup() -> list[SmokeMarkers]:
    """Inferred: T95 reads "1-8" and the examples use 4 and 5, but the counts per value are not in the
    rules; two of each value keeps both parities for Gusts (E60) and enough for a barrage."""
    return [SmokeMarkers(v, 2) for v in range(1, 9)]


@dataclass
class Posture:
    id: PostureId
    name: str
    rule: str
    hand_size: int = spec(minimum=1, maximum=10)
    japan_only: bool = False
    moves_first: bool = spec(False, description="Takes the first turn in a generated scenario (RSG step 15).")
    privileges: list[str] = spec(default_factory=list, description="Rule numbers only this posture may use.")


@dataclass
class Faction:
    id: str = spec(pattern=r"^[a-z0-9_]+$")
    name: str = spec(min_length=1)


@dataclass
class Nation:
    id: str = spec(pattern=r"^[A-Z]{2,3}$", description="JP, US, CW...")
    name: str = spec(min_length=1)
    side: SideId = spec(description="Japan or the Allies.")
    discard_limit: int = spec(minimum=0, maximum=10, description="Discard limit by day (12.3).")
    surrenders: bool = spec(True, description="Whether a Surrender marker is used (11.2: Japan never surrenders).")
    factions: list[Faction] = spec(default_factory=list)
    rule: str = "12.3"


@dataclass
class VictoryRules:
    squad_elimination: int = 2
    team_elimination: int = 1
    leader_elimination_base: int = spec(1, description="Leader VP = this + its unbroken command (14.1).")
    hero_elimination: int = 0
    commandless_leader_elimination: int = spec(1, description="Scout and Sogeki Hei (no numeric command).")
    exit_bonus_chit: str = spec("Y", description="Letter of the chit adding +1 to every Exit Point.")
    elimination_bonus_chit: str = spec("Z", description="Letter of the chit adding +1 per elimination.")
    defender_vp_per_time_advance: int = 1
    rule: str = "14"


@dataclass
class StackingRules:
    max_figures: int = spec(7, minimum=1)
    squad_figures: int = 4
    team_figures: int = 2
    leader_figures: int = 1
    overstack_cover_penalty: int = spec(1, description="Cover lost per figure over the limit (T81.3.2).")
    strict_at_setup: bool = spec(True, description="No overstacking at initial setup (15.2.3).")
    rule: str = "15.2"


@dataclass
class SetupDepth:
    posture: PostureId
    wide: int = spec(minimum=1, maximum=15, description="Hexes deep when the players sit on the long edges.")
    narrow: int = spec(minimum=1, maximum=15, description="Hexes deep when the players sit on the short edges.")
    rule: str = "RSG 10"


@dataclass
class TimeRules:
    time_start: int = spec(0, minimum=0)
    time_track_spaces: int = spec(12, minimum=1, description="Last Time Track space (data gap: check the Track Display).")
    sudden_death_wide_modifier: int = -1
    sudden_death_narrow_modifier: int = 1
    sudden_death_formula: str = "japan order limit + allied order limit + orientation modifier"
    rule: str = "13; RSG 12"


@dataclass
class NightRules:
    discard_limit: int = 2
    terrain_type_move_extra: int = 1
    hindrance_equals_range: bool = True
    starshell_radius: int = 2
    no_communication_established: bool = True
    air_support_disabled: bool = True
    rule: str = "18"


@dataclass
class HouseRule:
    """A named option filling a gap the rules leave open; every generated scenario records its value."""

    key: str = spec(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = spec(min_length=1)
    gap: str = spec(description="The gap this fills (rsg_procedure §6 numbering, e.g. 'G8').")
    default: bool | int | str = spec(description="The documented default.")
    type: Literal["bool", "int", "choice"] = "choice"
    choices: list[str] = spec(default_factory=list)
    minimum: int | None = None
    maximum: int | None = None
    description: str = spec("", description="What each value does and why the default was chosen.")


@dataclass
class RuleSet(Document):
    """A game's rules as data: terrain chart, fortifications, postures, nations, victory, stacking,
    setup depths, time, night and the house-rule options that fill the rules' gaps."""

    KIND = "ruleset"
    TITLE = "CC:P Scenario Studio rule set"

    kind: Literal["ruleset"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = spec(min_length=1)
    game: Literal["CCP", "CCE"]
    provenance: Provenance
    years: list[int] = spec(min_items=1, item_minimum=1930, item_maximum=1950)
    terrain: list[TerrainEntry] = spec(min_items=1)
    fortifications: list[FortificationType] = spec(default_factory=list)
    fire_modifiers: list[FireModifier] = spec(
        default_factory=_default_fire_modifiers, description="FP modifiers of ordnance attacks by target terrain (O27.2)."
    )
    fortification_vulnerability: list[VulnerabilityEntry] = spec(
        default_factory=_default_vulnerability,
        description="Impact roll destroying a fortification, by radio FP and the dive bomber's row (O24.3.4, O24.4c).",
    )
    mine_strengths: list[int] = spec(default_factory=lambda: [6, 7, 8], description="F104.2")
    default_mine_fp: int = 6
    smoke_cup: list[SmokeMarkers] = spec(
        default_factory=_default_smoke_cup,
        description="The smoke markers drawn at random from the cup (T95, 1.9.2); inferred composition: the rules give no counts.",
    )
    postures: list[Posture] = spec(default_factory=list)
    nations: list[Nation] = spec(default_factory=list)
    victory: VictoryRules = spec(default_factory=VictoryRules)
    stacking: StackingRules = spec(default_factory=StackingRules)
    setup_depths: list[SetupDepth] = spec(default_factory=list)
    time: TimeRules = spec(default_factory=TimeRules)
    night: NightRules = spec(default_factory=NightRules)
    house_rules: list[HouseRule] = spec(default_factory=list)
    notes: str = ""

    # ------------------------------------------------------------------ look-ups
    def terrain_by_id(self) -> dict[str, TerrainEntry]:
        return {t.id: t for t in self.terrain}

    def nation(self, nation_id: str) -> Nation | None:
        return next((n for n in self.nations if n.id == nation_id), None)

    def posture(self, posture_id: str) -> Posture | None:
        return next((p for p in self.postures if p.id == posture_id), None)

    def fortification(self, fort_id: str) -> FortificationType | None:
        return next((f for f in self.fortifications if f.id == fort_id), None)

    def smoke_markers(self) -> list[int]:
        """Every smoke marker of the game by its Hindrance, lowest first (the full cup, T95)."""
        return [m.hindrance for m in sorted(self.smoke_cup, key=lambda m: m.hindrance) for _ in range(m.count)]

    def house_rule_defaults(self) -> dict[str, bool | int | str]:
        return {h.key: h.default for h in self.house_rules}
