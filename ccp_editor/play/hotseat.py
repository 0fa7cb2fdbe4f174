"""Hotseat play without widgets: two players at one screen, or one against an automatic side.

Like the random battle wizard, the game is re-run from its seed with the answers given so far: a
``_Human`` player answers from that list and stops the game at the first unanswered question
(``StopAtDecision``), so the window shows that moment with everything known then (hands, public
discard piles, the log). Answering appends and re-runs; undo drops the last answer. With
``no_undo_past_reveal`` (for games that count) undo is refused once a card has been revealed since
that answer was given (a roll, a random hex, a card drawn into a hand or looked at).

Pure Python (no Qt), so the hotseat logic is tested without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..model.dataset import DataSet
from ..model.scenario import Scenario
from .decisions import Decision
from .players import make_player
from .turn import CardGame


class StopAtDecision(Exception):  # noqa: N818 (a control-flow signal, not an error)
    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class _Human:
    """Answers from the shared list; the first question past its end stops the game there."""

    name = "human"

    def __init__(self, answers: list[int], revealed_at: list[int], game_ref: list[CardGame]) -> None:
        self.answers = answers
        self.next = 0
        self.revealed_at = revealed_at
        self.game_ref = game_ref

    def choose(self, decision: Decision) -> int:
        if self.next >= len(self.answers):
            raise StopAtDecision(decision)
        i = self.answers[self.next]
        if self.next >= len(self.revealed_at):
            self.revealed_at.append(self.game_ref[0].decks.revealed if self.game_ref else 0)
        self.next += 1
        return i


@dataclass
class Snapshot:
    """The game at a human decision (or at its end)."""

    game: CardGame
    decision: Decision | None
    revealed: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return self.decision is None


class HotseatSession:
    """A card game played by people (and possibly one automatic side), replayed per answer."""

    def __init__(self, scenario: Scenario, dataset: DataSet, *, seed: int = 1,
                 sides: dict[str, str] | None = None, no_undo_past_reveal: bool = False) -> None:
        self.scenario = scenario
        self.dataset = dataset
        self.seed = seed
        self.sides = sides or {"japan": "human", "allied": "human"}
        for kind in self.sides.values():
            if kind != "human":
                make_player(kind, seed)  # a ValueError names the kinds
        self.no_undo_past_reveal = no_undo_past_reveal
        self.answers: list[int] = []
        self._revealed_at: list[int] = []  # cards revealed when each answered question was asked

    def run(self) -> Snapshot:
        """Replay the game with the answers so far, up to the next human question or the end."""
        game_ref: list[CardGame] = []
        revealed_at: list[int] = []
        human = _Human(self.answers, revealed_at, game_ref)
        players = {s: (human if k == "human" else make_player(k, f"{self.seed}:{s}")) for s, k in self.sides.items()}

        game = CardGame.create(self.scenario, self.dataset, players, seed=self.seed, start=False)  # type: ignore[arg-type]
        game_ref.append(game)
        try:
            game.setup()
            game.run()
        except StopAtDecision as stop:
            self._revealed_at = revealed_at
            return Snapshot(game, stop.decision, game.decks.revealed)
        self._revealed_at = revealed_at
        return Snapshot(game, None, game.decks.revealed)

    def answer(self, index: int) -> Snapshot:
        self.answers.append(index)
        return self.run()

    def can_undo(self, current: Snapshot) -> bool:
        """Undo drops the last answer; refused past a revealed card when the option is on."""
        if not self.answers:
            return False
        if not self.no_undo_past_reveal:
            return True
        asked_at = self._revealed_at[len(self.answers) - 1] if len(self._revealed_at) >= len(self.answers) else None
        return asked_at is not None and asked_at == current.revealed

    def undo(self, current: Snapshot) -> Snapshot | None:
        if not self.can_undo(current):
            return None
        self.answers.pop()
        return self.run()


# ----------------------------------------------------------------------------- the board as an answer

BOARD_ORDERS = ("move", "advance")  # the orders whose units the board's drag can move


@dataclass(frozen=True)
class BoardAnswer:
    """What a drag on the board means for the pending decision: the option it picks (``index``),
    whether a destination must follow (an activation dragged to a hex), or why it is refused
    (``why``: over, order, answer_first, not_activated, not_activable, not_destination)."""

    index: int | None = None
    then_destination: bool = False
    why: str = ""

    @property
    def ok(self) -> bool:
        return self.index is not None


def drag_moves(decision: Decision | None) -> tuple[str, ...] | None:
    """The units a drag moves while this decision waits (a Move or Advance destination), or
    None when the board's own stack rules apply (an activation) or nothing may move."""
    if decision is not None and decision.kind == "destination" and decision.order in BOARD_ORDERS:
        return decision.pieces
    return None


def board_answer(decision: Decision | None, ids: list[str], target: str | None, exit_edge: str | None) -> BoardAnswer:
    """The option a drag of ``ids`` to ``target`` (or off the map by ``exit_edge``) answers
    (O20, O22, O29): the destination of the activated Move or Advance, or the activation of the
    dragged stack for a Move or Advance order just played (its destination then asked the same
    way). Anything else is refused with the reason, so the board never moves a unit the cards
    have not moved."""
    if decision is None:
        return BoardAnswer(why="over")
    if decision.kind == "order":
        return BoardAnswer(why="order")
    if decision.order not in BOARD_ORDERS or decision.kind not in ("destination", "activate"):
        return BoardAnswer(why="answer_first")
    if decision.kind == "activate":
        wanted = set(ids)
        for i, o in enumerate(decision.options):
            if set(o.value) == wanted:
                return BoardAnswer(i, then_destination=True)
        return BoardAnswer(why="not_activable")
    if not set(ids) & set(decision.pieces):
        return BoardAnswer(why="not_activated")
    for i, o in enumerate(decision.options):
        where = o.value[0] if decision.order == "move" else o.value
        if (exit_edge is not None and where == "exit") or (exit_edge is None and target is not None and where == target):
            return BoardAnswer(i)
    return BoardAnswer(why="not_destination")
