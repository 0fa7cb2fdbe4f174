"""Objective chits and the Fortification OB: small game-wide tables."""

from __future__ import annotations

from typing import Literal

from .base import FORMAT_VERSION, Document, Provenance, WhenRule, dataclass, spec

ChitKind = Literal["single", "all", "exit_bonus", "elimination_bonus"]


@dataclass
class ObjectiveChit:
    letter: str = spec(pattern=r"^[A-Z]$")
    kind: ChitKind = spec(description="One objective, all five, +1 per exit (Y) or +1 per elimination (Z).")
    objective: int | None = spec(None, minimum=1, maximum=5, description="For 'single' chits.")
    vp: int = spec(0, minimum=0, maximum=10)
    has_secret_side: bool = spec(True, description="A chit drawn secret without a secret side is played open.")
    text: str = spec("", description="Short description in the user's own words.")

    WHEN_RULES = (WhenRule("objective", "kind", ("single",), null_elsewhere=True),)


@dataclass
class ObjectiveChits(Document):
    """The objective chit list (21 in CC:P)."""

    KIND = "objective_chits"
    TITLE = "CC:P Scenario Studio objective chits"

    kind: Literal["objective_chits"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    chits: list[ObjectiveChit] = spec(min_items=1)

    def chit(self, letter: str) -> ObjectiveChit | None:
        return next((c for c in self.chits if c.letter == letter), None)


@dataclass
class FortificationPrice:
    type: Literal["bunker", "cave", "foxholes", "mines", "pillbox", "trench", "wire"]
    vp_cost: int = spec(minimum=0, maximum=20)
    max_count: int = spec(minimum=0, maximum=20, description="Countermix limit.")
    mine_fp: int | None = spec(None, minimum=6, maximum=8, description="Mines only: 6, 7 or 8 FP.")

    WHEN_RULES = (WhenRule("mine_fp", "type", ("mines",), null_elsewhere=True),)  # F104.2


@dataclass
class FortificationOB(Document):
    """What a Defender may buy at setup, at what VP cost and how many (the playbook's Fortification OB)."""

    KIND = "fortification_ob"
    TITLE = "CC:P Scenario Studio fortification OB"

    kind: Literal["fortification_ob"]
    format: int = spec(minimum=1, maximum=FORMAT_VERSION)
    id: str = spec(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    items: list[FortificationPrice] = spec(min_items=1)
    max_total: int | None = spec(None, minimum=0, description="Most fortifications in all, if limited.")

    def price(self, fort_type: str, mine_fp: int | None = None) -> FortificationPrice | None:
        for item in self.items:
            if item.type == fort_type and (fort_type != "mines" or item.mine_fp == mine_fp):
                return item
        return None
