"""Fate decks in play: each side's draw pile, hand and discard pile from its ``fate_deck`` document
(1.1-1.3, 12.4, 13.1.2).

``CardDecks`` is the session's roller for the card game: a roll reveals the top card of the
roller's draw pile onto his discard pile (1.3) and reads its dice, trigger and random hex. Hands
are dealt from the same pile; a Time Marker Advance reshuffles the discard pile (hands stay in
hand) into a new draw pile (13.1.2a). Shuffles are seeded per side and per reshuffle, so the same
seed deals the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..model.fatedeck import FateCardSpec, FateDeck
from .fate import FateCard

SIDES = ("japan", "allied")


@dataclass
class Piles:
    """One side's cards by number: draw pile (top = last), hand (in the order drawn) and discards."""

    draw: list[int]
    hand: list[int]
    discard: list[int]
    shuffles: int = 0


class CardDecks:
    """Both sides' Fate decks in play; implements the session's ``Roller`` protocol."""

    def __init__(self, decks: dict[str, FateDeck], seed: int) -> None:
        missing = [s for s in SIDES if s not in decks]
        if missing:
            raise ValueError(f"no Fate deck for {', '.join(missing)}")
        self.seed = seed
        self.decks = decks
        self._specs = {s: {c.number: c for c in d.cards} for s, d in decks.items()}
        self._faces: dict[tuple[str, int], FateCard] = {}
        self.piles = {s: Piles([], [], sorted(self._specs[s])) for s in SIDES}
        self.revealed = 0  # cards taken off a draw pile so far (rolls, random hexes, hands)
        self.picks = 0  # blind draws of other things (objective chits) so far
        #: the top card of a side's draw pile its owner has looked at (Reconnoiter, O30), until it leaves
        self.peeked: dict[str, int | None] = {s: None for s in SIDES}
        #: "" for the game itself; a redrawn world (``GameState.sample_hidden``) gets its own, so its
        #: later shuffles and blind picks are not the real game's
        self.salt = ""
        for s in SIDES:
            self._shuffle(s)

    def fork(self) -> CardDecks:
        """An independent copy of the piles (the decks' contents are shared: they never change)."""
        new = object.__new__(CardDecks)
        new.__dict__.update(self.__dict__)
        new.piles = {s: Piles(list(p.draw), list(p.hand), list(p.discard), p.shuffles) for s, p in self.piles.items()}
        new.peeked = dict(self.peeked)
        return new

    # ------------------------------------------------------------------ cards
    def spec(self, side: str, number: int) -> FateCardSpec:
        return self._specs[side][number]

    def face(self, side: str, number: int) -> FateCard:
        """The card as a roll reads it: dice, trigger, random hex (1.7-1.9); a face never changes,
        so each card's is made once."""
        found = self._faces.get((side, number))
        if found is None:
            c = self._specs[side][number]
            found = self._faces[(side, number)] = FateCard(self.decks[side].label, c.number, c.white, c.coloured,
                                                           c.trigger, c.hex)
        return found

    def pick(self, options: list[str]) -> str:
        """One of ``options`` at random (a chit drawn blind, E67, E76), seeded by the game's seed and
        the number of picks so far, so the same seed draws the same."""
        self.picks += 1
        return random.Random(f"ccp-pick:{self.seed}{self.salt}:{self.picks}").choice(sorted(options))

    def label(self, side: str, number: int) -> str:
        return f"{self.decks[side].label}-{number}"

    def hand(self, side: str) -> list[int]:
        return list(self.piles[side].hand)

    def discards(self, side: str) -> list[int]:
        """The discard pile, oldest first: public (1.3)."""
        return list(self.piles[side].discard)

    # ------------------------------------------------------------------ Roller protocol
    def _shuffle(self, side: str) -> None:
        p = self.piles[side]
        cards = sorted(p.discard + p.draw)
        random.Random(f"ccp-cards:{self.seed}{self.salt}:{side}:{p.shuffles}").shuffle(cards)
        p.draw, p.discard = cards, []
        self.peeked[side] = None
        p.shuffles += 1

    def draw(self, side: str) -> FateCard:
        """Reveal the top card onto the discard pile (1.3); an empty pile is reshuffled first."""
        p = self.piles[side]
        if not p.draw:
            self._shuffle(side)
        n = p.draw.pop()
        self.peeked[side] = None
        p.discard.append(n)
        self.revealed += 1
        return self.face(side, n)

    def remaining(self, side: str) -> int:
        return len(self.piles[side].draw)

    def reshuffle(self, side: str) -> None:
        """Time Marker Advance (13.1.2a): the discard pile and the draw pile make a new draw pile."""
        self._shuffle(side)

    def state(self) -> dict:  # type: ignore[type-arg]
        return {s: (tuple(p.draw), tuple(p.hand), tuple(p.discard), p.shuffles) for s, p in self.piles.items()}

    def playtest_state(self) -> dict[str, tuple[int, int]]:
        """The decks as a playtest save counts them (cards out of the draw pile, reshuffles), for a
        position saved from the board after leaving the card game: the sandbox goes on from there."""
        return {s: (min(max(len(p.hand) + len(p.discard), 0), 72), p.shuffles) for s, p in self.piles.items()}

    def restore(self, state: dict) -> None:  # type: ignore[type-arg]
        for s, (draw, hand, discard, shuffles) in state.items():
            self.piles[s] = Piles(list(draw), list(hand), list(discard), shuffles)

    # ------------------------------------------------------------------ hands
    def deal_one(self, side: str) -> int | None:
        """Draw the top card into the hand (12.4); None when the draw pile is empty (Time advances)."""
        p = self.piles[side]
        if not p.draw:
            return None
        n = p.draw.pop()
        self.peeked[side] = None
        p.hand.append(n)
        self.revealed += 1
        return n

    def play(self, side: str, number: int) -> FateCardSpec:
        """A card leaves the hand for the discard pile, face up (orders, actions, discards)."""
        p = self.piles[side]
        p.hand.remove(number)
        p.discard.append(number)
        return self._specs[side][number]

    def peek(self, side: str) -> int | None:
        """Reconnoiter (O30) looks at the top card: it counts as revealed to its owner."""
        p = self.piles[side]
        if not p.draw:
            return None
        self.revealed += 1
        self.peeked[side] = p.draw[-1]
        return p.draw[-1]

    def take_top(self, side: str, where: str) -> None:
        """Reconnoiter (O30): the top card goes back, to the discard pile or into the hand."""
        p = self.piles[side]
        if not p.draw or where == "back":
            return
        n = p.draw.pop()
        self.peeked[side] = None
        (p.hand if where == "hand" else p.discard).append(n)
