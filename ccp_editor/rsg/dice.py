"""Dice for the random scenario generation.

CC:P has no real dice: a "roll" reveals the top card of the roller's Fate deck and reads its white
and coloured dice (1.9). Each player's 72-card deck is emulated as holding every white/coloured pair
twice (rsg_procedure §1.1, inferred from 72 = 2 x 36), dealt from a shuffled deck and reshuffled when
exhausted. The ``2d6`` option replaces the decks with independent dice. Every source draws from one
injected ``random.Random`` so a generation is reproducible from its seed.
"""

from __future__ import annotations

import random
from typing import Literal

from ..core.rules import SIDES

PAIRS: tuple[tuple[int, int], ...] = tuple((w, c) for w in range(1, 7) for c in range(1, 7))
DECK: tuple[tuple[int, int], ...] = PAIRS * 2
DECK_SIZE = len(DECK)

DiceMode = Literal["fate_deck", "2d6"]


class FateDeck:
    """One player's emulated Fate deck.

    Dealing a uniformly chosen card of those left is the same as shuffling once and dealing from the
    top (a lazy Fisher-Yates shuffle), but costs nothing for the cards never dealt: a generation
    only looks at a dozen cards of each deck.
    """

    __slots__ = ("_cards", "_rng", "reshuffles")

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._cards = list(DECK)
        self.reshuffles = 0

    def draw(self) -> tuple[int, int]:
        cards = self._cards
        if not cards:
            cards = self._cards = list(DECK)
            self.reshuffles += 1
        i = self._rng.randrange(len(cards))
        card = cards[i]
        cards[i] = cards[-1]
        cards.pop()
        return card

    def remaining(self) -> int:
        return len(self._cards)

    def reshuffle(self) -> None:
        """Gather the discards back into a full deck (RSG 14 shuffles before the hands are dealt)."""
        self._cards = list(DECK)
        self.reshuffles += 1


class IndependentDice:
    """Two independent six-sided dice, for the ``dice: 2d6`` house rule."""

    __slots__ = ("_rng",)

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def draw(self) -> tuple[int, int]:
        r = self._rng.randrange(36)
        return (r // 6 + 1, r % 6 + 1)


class Dice:
    """The rolls of one generation: a card source per side and a record of the cards drawn.

    ``take()`` hands the cards drawn since the last call to the step log, so every log entry shows
    the cards behind its rolls.
    """

    __slots__ = ("_drawn", "mode", "sources")

    def __init__(self, rng: random.Random, mode: DiceMode = "fate_deck") -> None:
        if mode not in ("fate_deck", "2d6"):
            raise ValueError(f"unknown dice mode {mode!r}")
        self.mode = mode
        if mode == "fate_deck":
            self.sources: dict[str, FateDeck | IndependentDice] = {s: FateDeck(rng) for s in SIDES}
        else:
            shared = IndependentDice(rng)
            self.sources = dict.fromkeys(SIDES, shared)
        self._drawn: list[list[int]] = []

    def card(self, side: str) -> tuple[int, int]:
        """Reveal one card (or throw both dice) for ``side``: (white, coloured)."""
        card = self.sources[side].draw()
        self._drawn.append([card[0], card[1]])
        return card

    def roll(self, side: str) -> int:
        """A normal roll: the sum of both dice, 2-12 (1.9)."""
        w, c = self.card(side)
        return w + c

    def white(self, side: str) -> int:
        """The white die alone, 1-6 (the RSG leader roll, step 5)."""
        return self.card(side)[0]

    def pending(self) -> list[list[int]]:
        """The cards drawn since the last log entry, without taking them: what a player waiting on a
        decision (a support purchase, a leader pick) has just seen turned up."""
        return [list(c) for c in self._drawn]

    def take(self) -> list[list[int]]:
        drawn = self._drawn
        self._drawn = []
        return drawn

    def reshuffle_all(self) -> None:
        for src in self.sources.values():
            if isinstance(src, FateDeck):
                src.reshuffle()


def sum_distribution() -> dict[int, float]:
    """Exact probability of each 2d6 sum for one card of a full deck (or one throw of two dice)."""
    counts: dict[int, int] = {}
    for w, c in PAIRS:
        counts[w + c] = counts.get(w + c, 0) + 1
    return {s: n / len(PAIRS) for s, n in sorted(counts.items())}
