"""Decisions of the card game: what a player is asked and the options he has, each legal.

The game asks, its players answer: the engine lists every legal option at each decision point
(which card to play as an order, which units to activate, which target or hex, whether to play
an action card now, which unit a Sniper breaks...) and a ``Player`` returns the index of its
choice. Automatic players, a scripted replay and the hotseat window all answer the same questions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .cards import CardDecks
    from .results import ActionResult
    from .session import PlaytestSession


class Option:
    """One legal answer: what the player sees (``label``) and what the engine does with it
    (``value``). The rules hold no preference: how good an option looks is the automatic player's
    own reading of the decision (``greedy``).

    ``Option.lazy`` defers the label to its first reading: a random-legal player reads none (it
    needs the count and its choice); the hotseat window reads them while the decision is open."""

    __slots__ = ("_label", "value")

    def __init__(self, label: str, value: Any = None) -> None:
        self._label: str | Callable[[], str] = label
        self.value = value

    @classmethod
    def lazy(cls, label: Callable[[], str], value: Any = None) -> Option:
        """An option whose label is worked out when read."""
        return cls(label, value)  # type: ignore[arg-type]

    @property
    def label(self) -> str:
        label = self._label
        if not isinstance(label, str):
            label = self._label = label()
        return label

    def _key(self) -> tuple:
        return (self.label, self.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Option) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Option(label={self.label!r}, value={self.value!r})"


@dataclass
class Decision:
    """A question to one side: ``kind`` names it (order, activate, target, destination, action,
    discard, sniper, event, reconnoiter, reinforcement, melee_action). ``order`` names the order
    being carried out (an activation or a destination of a Move or Advance) and ``pieces`` the
    units it moves, so the board can answer it with a drag. ``game`` is the game that asks (an
    automatic player reads the board from it, in the state the question found); ``context`` holds
    public facts of the question the option values leave out (``about``: which question it is, when
    ``kind`` is shared by several; the squads of a Smoke Screen, the roll an Initiative re-roll
    would cancel...), never what the side may not see."""

    side: str
    kind: str
    prompt: str
    options: list[Option] = field(default_factory=list)
    order: str = ""
    pieces: tuple[str, ...] = ()
    game: Game | None = field(default=None, repr=False, compare=False)
    context: Mapping[str, Any] = field(default_factory=dict, compare=False)


class Player(Protocol):
    """Answers decisions for one side; must return an index into ``decision.options``."""

    name: str

    def choose(self, decision: Decision) -> int: ...


class Game(Protocol):
    """What the orders, actions and events use of the running card game (``turn.CardGame`` is the
    one implementation): they take this view, so none of them imports the engine that calls them."""

    s: PlaytestSession
    decks: CardDecks
    counts: dict[str, int]
    orders_this_turn: int

    @property
    def over(self) -> bool: ...

    def note(self, text: str) -> None: ...

    def sync_log(self) -> None: ...

    def ask(self, side: str, kind: str, prompt: str, options: list[Option], *, order: str = "",
            pieces: tuple[str, ...] = (), context: Mapping[str, Any] | None = None) -> Option: ...

    def do(self, name: str, *args: Any, **kwargs: Any) -> ActionResult: ...

    def name(self, piece: Any) -> str: ...

    def card_label(self, side: str, number: int) -> str: ...

    def hand_size(self, side: str) -> int: ...

    def discard_limit(self, side: str) -> int: ...
