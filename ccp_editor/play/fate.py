"""Rolls for a playtest: an emulated Fate deck per side, or a script for tests (rules 1.3, 1.8, 1.9).

CC:P has no dice. A roll reveals the top card of the roller's Fate deck and reads its white and
coloured dice; a random hex reads the card's hex id; some dice carry a trigger (Disperse, Event,
Sniper, Time). The real card list is publisher content, so each 72-card deck is *emulated*:

- every white/coloured pair appears exactly twice (72 = 2 x 36), as the scenario generator assumes;
- a seeded subset of the cards carries a trigger, ``TRIGGER_MIX`` per deck (a demo composition,
  not the printed one: 6 Time, 4 Sniper, 4 Event and 2 Disperse cards);
- each card shows a random hex id of the map being played, chosen with the same seed.

A deck is a fixed layout (from the seed and the deck's side) dealt in a seeded order per shuffle, so
its whole state is two numbers, cards drawn since the last reshuffle and reshuffles so far, which the
playtest save stores (``decks_drawn``, ``deck_shuffles``). Hands are not emulated: a reshuffle brings
all 72 cards back.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from ..core.rules import SIDES

Trigger = Literal["time", "sniper", "event", "disperse"]
TRIGGERS: tuple[Trigger, ...] = ("time", "sniper", "event", "disperse")
TRIGGER_MIX: dict[Trigger, int] = {"time": 6, "sniper": 4, "event": 4, "disperse": 2}
DECK_SIZE = 72


@dataclass(frozen=True)
class FateCard:
    """One revealed card: its dice, trigger and random hex."""

    deck: str
    number: int
    white: int
    coloured: int
    trigger: Trigger | None = None
    hex: str | None = None

    @property
    def total(self) -> int:
        """A normal roll: both dice added (1.9)."""
        return self.white + self.coloured

    @property
    def product(self) -> int:
        """A Targeting roll: both dice multiplied (O27.2.3)."""
        return self.white * self.coloured

    @property
    def doubles(self) -> bool:
        return self.white == self.coloured

    @property
    def label(self) -> str:
        return f"{self.deck}-{self.number}"

    def describe(self) -> str:
        text = f"{self.label} [{self.white}+{self.coloured}={self.total}]"
        if self.trigger:
            text += f" {self.trigger.upper()} trigger"
        return text


class Roller(Protocol):
    """Where cards come from. The session never touches global randomness."""

    def draw(self, side: str) -> FateCard: ...

    def reshuffle(self, side: str) -> None: ...

    def remaining(self, side: str) -> int: ...

    def state(self) -> dict[str, tuple[int, int]]: ...

    def restore(self, state: dict[str, tuple[int, int]]) -> None: ...


def _deck_layout(seed: int, side: str, deck: str, hex_ids: Sequence[str]) -> list[FateCard]:
    """The 72 cards of one deck in card-number order: pairs twice, seeded triggers and hexes."""
    rng = random.Random(f"ccp-fate:{seed}:{side}:layout")
    pairs = [(w, c) for w in range(1, 7) for c in range(1, 7)] * 2
    trigger_of: list[Trigger | None] = [None] * DECK_SIZE
    slots = rng.sample(range(DECK_SIZE), sum(TRIGGER_MIX.values()))
    k = 0
    for trig, count in TRIGGER_MIX.items():
        for _ in range(count):
            trigger_of[slots[k]] = trig
            k += 1
    hexes = [rng.choice(hex_ids) if hex_ids else None for _ in range(DECK_SIZE)]
    return [
        FateCard(deck, i + 1, w, c, trigger_of[i], hexes[i]) for i, (w, c) in enumerate(pairs)
    ]


class FateDecks:
    """Both sides' emulated Fate decks, reproducible from a seed and two counters per deck."""

    def __init__(
        self,
        seed: int,
        hex_ids: Sequence[str] = (),
        deck_names: dict[str, str] | None = None,
        state: dict[str, tuple[int, int]] | None = None,
    ) -> None:
        self.seed = seed
        names = deck_names or {"japan": "JP", "allied": "AL"}
        self._layout = {s: _deck_layout(seed, s, names.get(s, s.upper()), list(hex_ids)) for s in SIDES}
        self._drawn = dict.fromkeys(SIDES, 0)
        self._shuffles = dict.fromkeys(SIDES, 0)
        self._orders: dict[tuple[str, int], list[int]] = {}
        if state:
            self.restore(state)

    def _order(self, side: str) -> list[int]:
        key = (side, self._shuffles[side])
        order = self._orders.get(key)
        if order is None:
            order = list(range(DECK_SIZE))
            random.Random(f"ccp-fate:{self.seed}:{side}:shuffle:{key[1]}").shuffle(order)
            self._orders[key] = order
        return order

    def _side(self, side: str) -> str:
        if side not in self._layout:
            raise ValueError(f"unknown side {side!r}")
        return side

    def draw(self, side: str) -> FateCard:
        """Reveal the top card; an empty deck is reshuffled first (the session advances Time, 13.1)."""
        side = self._side(side)
        if self._drawn[side] >= DECK_SIZE:
            self.reshuffle(side)
        card = self._layout[side][self._order(side)[self._drawn[side]]]
        self._drawn[side] += 1
        return card

    def remaining(self, side: str) -> int:
        return DECK_SIZE - self._drawn[self._side(side)]

    def reshuffle(self, side: str) -> None:
        side = self._side(side)
        self._shuffles[side] += 1
        self._drawn[side] = 0

    def state(self) -> dict[str, tuple[int, int]]:
        return {s: (self._drawn[s], self._shuffles[s]) for s in SIDES}

    def restore(self, state: dict[str, tuple[int, int]]) -> None:
        for s, (drawn, shuffles) in state.items():
            if s in self._layout:
                if not 0 <= drawn <= DECK_SIZE or shuffles < 0:
                    raise ValueError(f"deck state for {s} out of range: drawn {drawn}, shuffles {shuffles}")
                self._drawn[s], self._shuffles[s] = drawn, shuffles

    def cards(self, side: str) -> list[FateCard]:
        """The deck's 72 cards in number order (for the deck viewer)."""
        return list(self._layout[self._side(side)])


class ScriptExhausted(RuntimeError):
    """A scripted roller ran out of cards: the test asked for more rolls than it scripted."""


CardSpec = FateCard | tuple[int, int] | tuple[int, int, Trigger | None] | tuple[int, int, Trigger | None, str | None]


class ScriptedRoller:
    """Cards dealt in the order given, whichever side draws: decisions and dice made explicit for tests.

    Each item is a ``FateCard`` or ``(white, coloured[, trigger[, hex]])``.
    """

    def __init__(self, cards: Iterable[CardSpec] = ()) -> None:
        self._cards: list[FateCard] = []
        self._next = 0
        self.extend(cards)

    def extend(self, cards: Iterable[CardSpec]) -> None:
        for spec in cards:
            if isinstance(spec, FateCard):
                self._cards.append(spec)
                continue
            w, c, *rest = spec
            if not (1 <= w <= 6 and 1 <= c <= 6):
                raise ValueError(f"dice must be 1-6, got {w} and {c}")
            trig = rest[0] if rest else None
            hex_id = rest[1] if len(rest) > 1 else None
            self._cards.append(FateCard("SCRIPT", len(self._cards) + 1, w, c, trig, hex_id))

    def draw(self, side: str) -> FateCard:
        if self._next >= len(self._cards):
            raise ScriptExhausted(f"scripted roller has no card left for {side} (dealt {self._next})")
        card = self._cards[self._next]
        self._next += 1
        return card

    def remaining(self, side: str) -> int:
        # A script never runs a deck out: emptying a draw pile is a deck event, not a scripted one.
        return DECK_SIZE

    def reshuffle(self, side: str) -> None:
        return None

    def state(self) -> dict[str, tuple[int, int]]:
        return {"script": (self._next, 0)}

    def restore(self, state: dict[str, tuple[int, int]]) -> None:
        self._next = state.get("script", (self._next, 0))[0]

    @property
    def pending(self) -> int:
        return len(self._cards) - self._next
