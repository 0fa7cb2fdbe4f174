"""A nation's Fate deck as data (1.3-1.9): what each of its 72 cards shows, never its text.

Every Fate card carries an order, an action, an event, a random hex, two dice (white and
coloured) and possibly a trigger (1.5-1.9). Some cards carry a value the rules read: the Revive
points (O31), the Infiltrate letter (O28), the Air Support dates (E50), the Breezy direction
(E54), the Gusts parity (E60) and the Marksmanship faction (A45). The printed composition is
publisher content: players enter their own decks; the demo box ships one plausible demo deck per
nation, labelled demo.
"""

from __future__ import annotations

from typing import Literal

from .base import FORMAT_VERSION, HEX_ID_PATTERN, Document, Provenance, WhenRule, dataclass, spec

# Orders O20-O31, actions A32-A48 and events E49-E80, by the names the data uses.
ORDER_RULES: dict[str, str] = {
    "advance": "O22", "asset_denied": "O23", "asset_request": "O24", "charge": "O25",
    "command_confusion": "O26", "fire": "O27", "infiltrate": "O28", "move": "O29",
    "reconnoiter": "O30", "revive": "O31",
}
ACTION_RULES: dict[str, str] = {
    "ambush": "A33", "bayonets": "A34", "bore_sighting": "A35", "command_confusion": "A36",
    "crossfire": "A37", "demolitions": "A38", "enfilade": "A39", "explosive_charge": "A40",
    "op_fire": "A41", "hand_grenades": "A42", "hidden_cave": "A43.1", "hidden_mines": "A43.2",
    "hidden_panji": "A43.3", "hidden_pillbox": "A43.4", "hidden_trenchline": "A43.5",
    "hidden_unit": "A43.6", "hidden_wire": "A43.7", "light_wounds": "A44", "marksmanship": "A45",
    "no_quarter": "A46", "smoke_screen": "A47", "sustained_fire": "A48",
}
EVENT_RULES: dict[str, str] = {
    "air_support": "E50", "battle_harden": "E51", "battlelust": "E52", "blaze": "E53",
    "breezy": "E54", "bushido": "E55", "deploy": "E56", "detritus_of_war": "E57",
    "field_of_battle": "E58", "field_promotion": "E59", "gusts": "E60", "hero": "E61",
    "interdiction": "E62", "jam": "E63", "kia": "E64", "malfunction": "E65", "medic": "E66",
    "mission_objective": "E67", "prisoners_of_war": "E68", "reconnaissance": "E69",
    "reinforcements": "E70", "scrounge": "E71", "shell_shock": "E72", "shellholes": "E73",
    "spider_hole": "E74", "stealth": "E75", "strategic_objective": "E76",
    "suppressing_fire": "E77", "banzai": "E78", "walking_wounded": "E79", "white_phosphorus": "E80",
}

OrderName = Literal[
    "advance", "asset_denied", "asset_request", "charge", "command_confusion", "fire",
    "infiltrate", "move", "reconnoiter", "revive",
]
ActionName = Literal[
    "ambush", "bayonets", "bore_sighting", "command_confusion", "crossfire", "demolitions",
    "enfilade", "explosive_charge", "op_fire", "hand_grenades", "hidden_cave", "hidden_mines",
    "hidden_panji", "hidden_pillbox", "hidden_trenchline", "hidden_unit", "hidden_wire",
    "light_wounds", "marksmanship", "no_quarter", "smoke_screen", "sustained_fire",
]
EventName = Literal[
    "air_support", "battle_harden", "battlelust", "blaze", "breezy", "bushido", "deploy",
    "detritus_of_war", "field_of_battle", "field_promotion", "gusts", "hero", "interdiction", "jam",
    "kia", "malfunction", "medic", "mission_objective", "prisoners_of_war", "reconnaissance",
    "reinforcements", "scrounge", "shell_shock", "shellholes", "spider_hole", "stealth",
    "strategic_objective", "suppressing_fire", "banzai", "walking_wounded", "white_phosphorus",
]
TriggerName = Literal["time", "sniper", "event", "disperse"]

DECK_SIZE = 72  # 1.3: three 72-card Fate decks


@dataclass
class FateCardSpec:
    """One Fate card: its number, order, action, event, random hex, dice, trigger and values."""

    number: int = spec(minimum=1, maximum=999, description="The card's number within its deck (e.g. 10 for JP-10).")
    order: OrderName = spec(description="The order at the top of the card (O22-O31).")
    action: ActionName = spec(description="The action below the photo (A33-A48).")
    event: EventName = spec(description="The event below the action (E50-E80).")
    hex: str = spec(pattern=HEX_ID_PATTERN, description="The random hex in the lower left (1.8).")
    white: int = spec(minimum=1, maximum=6, description="The white die (1.9).")
    coloured: int = spec(minimum=1, maximum=6, description="The coloured die (1.9).")
    trigger: TriggerName | None = spec(None, description="The red trigger box around the dice, if any (1.9.1).")
    revive: int | None = spec(None, minimum=1, maximum=5, description="Revive orders: points (O31).")
    infiltrate: str | None = spec(None, pattern=r"^[ABC]{1,3}$", description="Infiltrate orders: box letters A, B, C (O28).")
    air_support_from: int | None = spec(None, minimum=1930, maximum=1950, description="Air Support events: first year (E50).")
    air_support_to: int | None = spec(None, minimum=1930, maximum=1950, description="Air Support events: last year (E50).")
    breezy: int | None = spec(None, minimum=1, maximum=6, description="Breezy events: wind direction 1-6 (E54).")
    gusts: Literal["odd", "even"] | None = spec(None, description="Gusts events: which smoke is removed (E60).")
    marksmanship: str | None = spec(None, description="Marksmanship actions: the faction named (A45).")

    # each card-specific value exactly where the rules read it (O28, O31, A45, E50, E54, E60); elsewhere the
    # checks only warn, so the schema asks for the value and leaves the rest alone
    WHEN_RULES = (
        WhenRule("revive", "order", ("revive",)),
        WhenRule("infiltrate", "order", ("infiltrate",)),
        WhenRule("air_support_from", "event", ("air_support",)),
        WhenRule("air_support_to", "event", ("air_support",)),
        WhenRule("breezy", "event", ("breezy",)),
        WhenRule("gusts", "event", ("gusts",)),
        WhenRule("marksmanship", "action", ("marksmanship",)),
    )


@dataclass
class FateDeck(Document):
    """One nation's Fate deck (72 cards in CC:P), entered from the player's own copy."""

    KIND = "fate_deck"
    TITLE = "CC:P Scenario Studio Fate deck"

    kind: Literal["fate_deck"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    nation: str = spec(pattern=r"^[A-Z]{2,3}$", description="Nation code of the deck (JP, US, CW).")
    label: str = spec(pattern=r"^[A-Z]{1,4}$", description="Prefix of card ids, e.g. JP for JP-10.")
    cards: list[FateCardSpec] = spec(min_items=1, max_items=200)

    def card(self, number: int) -> FateCardSpec | None:
        return next((c for c in self.cards if c.number == number), None)
