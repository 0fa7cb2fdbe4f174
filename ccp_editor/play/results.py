"""What playtest operations return and report: results, rolls, triggers, plans, views, changes.

Plain data shared by the session's concerns and read by the board view; no behaviour beyond small
formatting helpers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.rules import SIDE_NAMES
from ..model.forces import Counter
from . import logtext as L
from .fate import FateCard


class SessionError(ValueError):
    """A playtest that cannot be built or resumed (missing map, unknown counter...): one line."""


class GameOver(Exception):
    """Raised inside an operation when the game ends: the rest of the operation does not happen."""


# ----------------------------------------------------------------------------- results and events


@dataclass
class RollRecord:
    """One revealed card and what it was used for."""

    side: str
    purpose: str
    card: FateCard
    value: int
    kind: str = "roll"  # roll | targeting | reveal (a random hex) | dice (read for its dice, no roll)
    trigger: str | None = None  # the trigger in effect (None inside a trigger or an ignored one)
    # what the roll must beat, for the Initiative question (10.1): a ``logtext.INIT_VS_*`` template,
    # the number the roll is added to (its total: base + value) and the number it is compared with
    against: tuple[str, int, int] | None = None

    def contest(self) -> str:
        """The roll's total and what it must beat (", total 12 against Defense 9..."), or ''."""
        if self.against is None:
            return ""
        template, base, n = self.against
        return template.format(total=base + self.value, n=n)

    def text(self) -> str:
        side, card = SIDE_NAMES[self.side], self.card
        if self.kind == "reveal":
            what = L.ROLL_HEX.format(side=side, purpose=self.purpose, card=card.label, hex=card.hex)
        else:
            what = (L.ROLL_TIMES if self.kind == "targeting" else L.ROLL).format(
                side=side, purpose=self.purpose, card=card.label, white=card.white, coloured=card.coloured, total=self.value)
        if self.trigger:
            what = L.TRIGGER.format(what=what, trigger=self.trigger.upper())
        return what


@dataclass
class TriggerReport:
    """A die trigger met during an operation and how far the session resolved it."""

    kind: str
    side: str
    hex: str | None = None
    candidates: list[str] = field(default_factory=list)
    resolved: bool = False
    text: str = ""


@dataclass
class ActionResult:
    """What an operation did, or why it was refused (``ok`` False, state untouched)."""

    ok: bool
    action: str
    reason: str = ""
    messages: list[str] = field(default_factory=list)
    rolls: list[RollRecord] = field(default_factory=list)
    triggers: list[TriggerReport] = field(default_factory=list)
    vp_change: int = 0
    details: dict[str, Any] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return self.ok


@dataclass(frozen=True)
class Change:
    """A change notification: which parts of the state changed and the hexes to redraw."""

    action: str
    parts: frozenset[str]
    hexes: frozenset[str]


@dataclass
class MovePlan:
    """A checked path: legal or the reason why not, with the MP cost of each step."""

    legal: bool
    reason: str = ""
    steps: list[tuple[str, float]] = field(default_factory=list)
    cost: float = 0.0
    budget: float = 0.0
    exit_point: tuple[str, str, int] | None = None  # hex, edge, VP
    final_hex: str | None = None
    mined_hexes: list[str] = field(default_factory=list)


@dataclass
class FireTarget:
    piece: str
    morale: int
    cover: int
    command: int
    cover_source: str

    @property
    def defense_base(self) -> int:
        return self.morale + self.cover + self.command


@dataclass
class FirePlan:
    """The fire calculator's arithmetic before the dice (O27): legal or the reason why not."""

    legal: bool
    reason: str = ""
    firing: list[tuple[str, int]] = field(default_factory=list)  # piece id, effective FP
    base_fp: int = 0
    group_bonus: int = 0
    hindrance: int = 0
    height: int = 0
    modifiers: list[tuple[str, int]] = field(default_factory=list)
    total_fp: int = 0
    ordnance: bool = False
    range: int = 0
    targets: list[FireTarget] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # e.g. units out of sight inside a cave (F102.2.2)


@dataclass(frozen=True)
class PieceView:
    """A piece as the board draws it: counter, side, markers, weapon and stats in effect."""

    id: str
    counter: Counter
    side: str
    location: str
    hex: str | None
    broken: bool
    suppressed: bool
    veteran: bool
    weapon: str | None
    fp: int
    range: int
    movement: int
    morale: int
    command: int


@dataclass(frozen=True)
class TrackDisplay:
    """Everything the Track Display shows (11, 13), read from the state for the board's side panel."""

    vp: int
    vp_text: str
    time: int
    sudden_death_space: int
    last_time_space: int
    time_track: dict[int, list[str]]  # space -> piece and Sighting marker ids waiting there
    casualties: dict[str, list[str]]  # side -> piece ids, lowest space first
    surrender_space: int | None
    weapons_box: list[str]
    initiative_holder: str
    turn: int
    turn_player: str
    hand_sizes: dict[str, int]
    objectives: Mapping[str, tuple[str, str | None, int]]  # number -> hex, controller, VP to it
    open_chits: list[str]
    revealed_chits: list[str]
    melee_hexes: list[str]
    phase: str
    winner: str | None
    end_reason: str
