"""The card game save: a scenario, the deck seed, who plays each side and every answer given.

A saved card game is given its answers again from its seed (``play.hotseat``), so the answers are
the whole game: the save holds them and nothing derived. The scenario is kept in the save (as a
playtest save keeps it), so editing the scenario later never changes a game in progress.

Format 2 holds every answer, both sides', in the order asked: an automatic side that searches
answers by the time it had, so its answers cannot be worked out again. Format 1 held the people's
answers only (the automatic sides answered again from the seed); it is still read, and written
as format 2 at the next save.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from .base import Document, Provenance, dataclass, spec
from .scenario import Scenario

PlayerKind = Literal["human", "auto", "greedy", "ismcts"]
MAX_ANSWERS = 100_000  # far beyond any game (a long one takes about 1,500 answers); bounds a hostile file
CARD_GAME_FORMAT = 2  # every answer of both sides (1: the people's answers only)


@dataclass
class CardGamePlayers:
    """Who answers for each side: a person at this screen, the random-legal player, the greedy one or the planner."""

    japan: PlayerKind = "human"
    allied: PlayerKind = "human"


@dataclass
class CardGameSave(Document):
    """A card game in progress (or finished): replaying its answers from its seed gives the game back."""

    KIND = "card_game"
    TITLE = "CC:P Scenario Studio card game save"
    FORMAT: ClassVar[int] = CARD_GAME_FORMAT

    kind: Literal["card_game"]
    format: int = spec(minimum=1, maximum=CARD_GAME_FORMAT,
                       description="2: every answer of both sides; 1: the people's answers only (read, and saved as 2).")
    id: str = spec(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")
    name: str = spec(min_length=1)
    provenance: Provenance
    scenario: Scenario
    seed: int = spec(minimum=0, maximum=2**53, description="Seed of the shuffles: the same seed deals the same cards.")
    players: CardGamePlayers = spec(default_factory=CardGamePlayers)
    no_undo_past_reveal: bool = spec(False, description="A game that counts: no answer is taken back once a card is revealed.")
    initiative: bool = spec(True, description="The Initiative's holder is offered a re-roll the instant each die roll is made (10.1); false: never.")
    answers: list[int] = spec(default_factory=list, max_items=MAX_ANSWERS, item_minimum=0, item_maximum=9999,
                              description="The option chosen at each question, both sides, in the order asked "
                                          "(format 1: at each question put to a person).")
