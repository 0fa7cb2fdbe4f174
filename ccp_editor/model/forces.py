"""Forces data of one nation: counters, OB cards and the roll tables.

The values come from the user's own player aids (publisher content is never shipped); the demo
data set fills them with labelled placeholders.
"""

from __future__ import annotations

import re
from typing import Literal

from .base import FORMAT_VERSION, Document, Provenance, WhenRule, dataclass, spec

CounterKind = Literal[
    "squad", "team", "leader", "hero", "scout", "sogeki_hei", "private", "weapon", "radio", "aircraft"
]
Quality = Literal["elite", "line", "green"]
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]*$"
# A reference still to be chosen (a new row) is empty: the rules check reports it as incomplete,
# and the file still opens so the row can be finished.
REF_PATTERN = r"^([A-Za-z0-9][A-Za-z0-9_.-]*)?$"
LEADER_KINDS = ("leader", "hero", "scout", "sogeki_hei", "private")
SOLDIER_KINDS = ("squad", "team", *LEADER_KINDS)
ALL_KINDS = ("squad", "team", *LEADER_KINDS, "weapon", "radio", "aircraft")
NEEDED_STATS = {  # what a counter of each kind prints on its front (3.1): a new row lacks them
    "squad": ("fp", "range", "movement", "morale"),
    "team": ("fp", "range", "movement", "morale"),
    "leader": ("command", "movement", "morale"),
    "hero": ("fp", "range", "movement", "morale"),
    "scout": ("movement", "morale"),
    "sogeki_hei": ("fp", "range", "movement", "morale"),
    "private": ("movement", "morale"),
    "weapon": ("fp", "range"),
    "radio": ("fp",),
}
FIGURES = {"squad": 4, "team": 2, **dict.fromkeys(LEADER_KINDS, 1)}  # stacking figures (15.2); 0 for the rest
QUALITY_KINDS = ("squad", "team")  # a squad or team shows its troop quality


def _counter_rules() -> tuple[WhenRule, ...]:
    stats = ("fp", "range", "movement", "morale", "command")
    needed = [WhenRule(f"front.{s}", "kind", tuple(k for k, v in NEEDED_STATS.items() if s in v)) for s in stats]
    figures = [WhenRule("figures", "kind", tuple(k for k in ALL_KINDS if FIGURES.get(k, 0) == n), equals=n)
               for n in sorted(set(FIGURES.values()) | {0})]
    return (*needed, *figures, WhenRule("quality", "kind", QUALITY_KINDS), WhenRule("front.command", "kind", ("scout",), equals="M"))


@dataclass
class Stats:
    """One side of a counter. Unused stats stay null (a weapon has no morale)."""

    fp: int | None = spec(None, minimum=0, maximum=36)
    fp_boxed: bool = spec(False, description="Boxed FP: +1 in melee (3.1.6).")
    range: int | None = spec(None, minimum=0, maximum=40)
    range_min: int | None = spec(None, minimum=0, maximum=40, description="Mortars: minimum range.")
    movement: int | None = spec(None, minimum=0, maximum=12)
    morale: int | None = spec(None, minimum=0, maximum=12)
    command: int | Literal["M", "-"] | None = spec(
        None, description="Leaders: a number, 'M' for a Scout, '-' for the Sogeki Hei (3.1)."
    )


@dataclass
class Counter:
    """A unit, weapon, radio or aircraft counter, both sides."""

    id: str = spec(pattern=ID_PATTERN)
    name: str = spec(description="Empty in a new row until typed (reported as incomplete).")
    kind: CounterKind
    front: Stats
    back: Stats | None = spec(None, description="Broken side; null when the counter has none.")
    faction: str | None = None
    quality: Quality | None = None
    figures: int = spec(0, minimum=0, maximum=4, description="Soldier figures for stacking: 4 squad, 2 team, 1 leader.")
    ordnance: bool = spec(False, description="White bar behind the stats (5.5).")
    smoke: bool = spec(False, description="Smoke-capable weapon.")
    movement_modifier: int = spec(0, maximum=0, description="Negative modifier to the carrier's movement (5.2).")
    weapon_type: str | None = spec(None, description="mg, mortar, flamethrower, gun... (weapons only).")
    years: list[int] | None = spec(None, min_items=2, max_items=2, description="First and last year of use.")
    count: int | None = spec(None, minimum=0, maximum=99, description=(
        "How many of this counter the countermix holds (A44, E56: no team left, no replacement); empty: no limit."))

    WHEN_RULES = _counter_rules()


@dataclass
class OBUnit:
    counter: str = spec(pattern=REF_PATTERN, description="Empty in a new row until chosen (reported as incomplete).")
    count: int = spec(1, minimum=1, maximum=20)
    weapon: str | None = spec(None, pattern=ID_PATTERN, description="A weapon the unit carries.")
    infiltrator: bool = spec(
        False, description="Japan: the unit sets up by the Infiltrate order mechanics, in an Infiltration Box (RSG 10, O28)."
    )


@dataclass
class OBCard:
    """An Order of Battle card a player buys in the random scenario generation."""

    id: str = spec(pattern=ID_PATTERN)
    name: str = spec(description="Empty in a new row until typed (reported as incomplete).")
    point_value: int = spec(minimum=0, maximum=40)
    order_limit: int = spec(minimum=1, maximum=6)
    initiative: int = spec(minimum=0, maximum=20)
    units: list[OBUnit] = spec(description="At least one (a card without units is reported as incomplete).")
    faction: str | None = None
    quality: Quality | None = spec(None, description="Fixed quality (Japanese OBs); Allies roll for theirs.")
    surrender_space: int | None = spec(None, minimum=1, maximum=20, description="Allies only (11.2).")
    leader_rolls: int = spec(0, minimum=0, maximum=6)
    leader_modifier: int = spec(0, minimum=-6, maximum=6)
    banzai_force: bool = spec(False, description="Japan only: the side takes the Banzai posture (RSG 7).")
    sighting_markers: int = spec(0, minimum=0, maximum=8)
    years: list[int] = spec(default_factory=lambda: [1941, 1945], min_items=2, max_items=2)


@dataclass
class TableEntry:
    """One item of a roll table column; which fields apply depends on the table."""

    unit: str | None = spec(None, pattern=ID_PATTERN)
    weapon: str | None = spec(None, pattern=ID_PATTERN)
    radio: str | None = spec(None, pattern=ID_PATTERN)
    sighting_marker: bool = False
    infiltrator: bool = spec(False, description="Support Table unit that sets up as an infiltrator (RSG 10, O28).")
    artillery_denied: bool = False
    quality: Quality | None = None
    vp_cost: int = spec(0, minimum=0, maximum=20)
    year_from: int = spec(1941, minimum=1930, maximum=1950)
    year_to: int = spec(1945, minimum=1930, maximum=1950)


@dataclass
class RollColumn:
    roll: int = spec(minimum=0, maximum=36, description="The roll (or modified roll) that selects this column.")
    entries: list[TableEntry] = spec(default_factory=list)


@dataclass
class RollTable:
    """Support, Leader, Radio or Troop Quality table: columns by roll, entries by year."""

    dice: Literal["2d6", "white", "colored"] = "2d6"
    columns: list[RollColumn] = spec(default_factory=list)

    def column(self, roll: int) -> RollColumn | None:
        return next((c for c in self.columns if c.roll == roll), None)

    def roll_range(self) -> tuple[int, int] | None:
        rolls = [c.roll for c in self.columns]
        return (min(rolls), max(rolls)) if rolls else None


@dataclass
class Forces(Document):
    """One nation's forces: counters, OB cards, and the Support, Leader, Radio and Troop Quality tables."""

    KIND = "forces"
    TITLE = "CC:P Scenario Studio forces"

    kind: Literal["forces"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = spec(min_length=1)
    nation: str = spec(pattern=r"^[A-Z]{2,3}$")
    provenance: Provenance
    counters: list[Counter] = spec(default_factory=list)
    ob_cards: list[OBCard] = spec(default_factory=list)
    support_table: RollTable = spec(default_factory=RollTable)
    leader_table: RollTable = spec(default_factory=lambda: RollTable(dice="white"))
    radio_table: RollTable = spec(default_factory=RollTable)
    quality_table: RollTable = spec(default_factory=RollTable)
    notes: str = ""

    def counter(self, counter_id: str) -> Counter | None:
        return next((c for c in self.counters if c.id == counter_id), None)

    def ob_card(self, ob_id: str) -> OBCard | None:
        return next((o for o in self.ob_cards if o.id == ob_id), None)


_YEAR_RANGE = re.compile(r"^(\d{4})\s*(?:-|–|—|to|\.\.)\s*(\d{2}|\d{4})$")


def parse_years(text: str) -> list[int] | None:
    """A first and a last year as players write them: '1942-1945', '1942–45', '1942 1944',
    '1942, 1944', '1942 to 1945' or one year ('1943' = that year only). Empty text is None.
    ValueError (one plain sentence) for anything else, e.g. a range that runs backwards."""
    text = text.strip()
    if not text:
        return None
    m = _YEAR_RANGE.match(text)
    if m:
        first, last = m.group(1), m.group(2)
        if len(last) == 2:  # '1942-45': the century of the first year
            last = first[:2] + last
        years = [int(first), int(last)]
    else:
        parts = [p for p in re.split(r"[\s,;/]+", text) if p]
        if not all(re.fullmatch(r"\d{4}", p) for p in parts) or len(parts) > 2:
            raise ValueError(f"{text!r} is not a first and a last year: write them like 1942-1945 or 1942 1945")
        years = [int(p) for p in parts] * (2 if len(parts) == 1 else 1)
    if years[0] > years[1]:
        raise ValueError(f"{text!r} runs backwards: write the first year first, like {years[1]}-{years[0]}")
    return years
