"""What a player is asked during a generation, and who answers: the steps ask, a decider answers.

Kept below both ``steps`` and ``deciders`` so neither imports the other to name these types.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

DECISION_STEPS = (
    "map",
    "year",
    "ob",
    "leader",
    "support",
    "fortifications",
    "fortification_hexes",
    "infiltration_boxes",
    "invader_split",
    "banzai_split",
    "placement",
    "night",
    "sighting_markers",
    "sighting_hexes",
)


@dataclass(slots=True)
class Decision:
    """One question to a player. ``offered`` lists the legal answers (or the legal hexes); ``info``
    carries what a heuristic needs and is never recorded."""

    step: str
    side: str | None
    offered: list[Any]
    info: dict[str, Any] = field(default_factory=dict)


class Decider(Protocol):
    """Answers a decision; ``state`` is the generation so far (``steps.state.GenState``), read only."""

    def decide(self, decision: Decision, state: Any) -> Any: ...
