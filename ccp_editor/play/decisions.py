"""Decisions of the card game: what a player is asked and the options he has, each legal.

The game asks, its players answer: the engine lists every legal option at each decision point
(which card to play as an order, which units to activate, which target or hex, whether to play
an action card now, which unit a Sniper breaks...) and a ``Player`` returns the index of its
choice. Automatic players, a scripted replay and the hotseat window all answer the same questions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class Option:
    """One legal answer: what the player sees, what the engine does with it, and how good it
    looks to a simple greedy player (higher is better)."""

    label: str
    value: Any = None
    score: float = 0.0


@dataclass
class Decision:
    """A question to one side: ``kind`` names it (order, activate, target, destination, action,
    discard, sniper, event, reconnoiter, reinforcement, melee_action)."""

    side: str
    kind: str
    prompt: str
    options: list[Option] = field(default_factory=list)


class Player(Protocol):
    """Answers decisions for one side; must return an index into ``decision.options``."""

    name: str

    def choose(self, decision: Decision) -> int: ...
