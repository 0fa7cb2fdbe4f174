"""Hotseat play without widgets: two players at one screen, or one against an automatic side.

Like the random battle wizard, the game is re-run from its seed with the answers given so far: a
``_Human`` player answers from that list and stops the game at the first unanswered question
(``StopAtDecision``), so the window shows that moment with everything known then (hands, public
discard piles, the log). Answering appends and re-runs; undo drops the last answer. With
``no_undo_past_reveal`` (for games that count) undo is refused once a card has been revealed since
that answer was given (a roll, a random hex, a card drawn into a hand or looked at).

Since the answers are the whole game, a save (``model.cardgame.CardGameSave``) holds the scenario, the
seed, who plays each side and the answers: ``to_save`` writes one, ``from_save`` replays one and says
which answer no longer fits when the game box changed under it (``ReplayError``), and ``finish``
plays a saved game on to its end with automatic players for the people (``ccp-editor play SAVE``).

Pure Python (no Qt), so the hotseat logic is tested without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..model.cardgame import CardGamePlayers, CardGameSave
from ..model.dataset import DataSet
from ..model.scenario import Scenario
from .decisions import Decision
from .players import make_player
from .turn import CardGame


class StopAtDecision(Exception):  # noqa: N818 (a control-flow signal, not an error)
    #: The session leaves its state as the question found it (mid-operation, a roll made): the game is
    #: replayed from its seed on the answer, and meanwhile the board shows what the question is about.
    keeps_state = True

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class ReplayError(ValueError):
    """Saved answers that do not replay: ``index`` is the answer (0-based) that does not fit."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__(message)
        self.index = index


def _check_answer(decision: Decision, answer: int, index: int) -> None:
    if not 0 <= answer < len(decision.options):
        raise ReplayError(index, f"answer {index + 1} chooses {answer}, but the question ({decision.prompt}) "
                                 f"has options 0 to {len(decision.options) - 1}")


class _Human:
    """Answers from the shared list; the first question past its end stops the game there."""

    name = "human"

    def __init__(self, answers: list[int], revealed_at: list[int], game_ref: list[CardGame]) -> None:
        self.answers = answers
        self.next = 0
        self.revealed_at = revealed_at
        self.game_ref = game_ref
        self.labels: list[str] = []  # each answer's option, as the log words it

    def choose(self, decision: Decision) -> int:
        if self.next >= len(self.answers):
            raise StopAtDecision(decision)
        i = self.answers[self.next]
        _check_answer(decision, i, self.next)
        self.labels.append(decision.options[i].label)
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
                 sides: dict[str, str] | None = None, no_undo_past_reveal: bool = False, initiative: bool = True) -> None:
        self.scenario = scenario
        self.dataset = dataset
        self.seed = seed
        self.sides = sides or {"japan": "human", "allied": "human"}
        for kind in self.sides.values():
            if kind != "human":
                make_player(kind, seed)  # a ValueError names the kinds
        self.no_undo_past_reveal = no_undo_past_reveal
        self.initiative = initiative  # the Initiative re-roll offered after each roll (10.1)
        self.answers: list[int] = []
        self._revealed_at: list[int] = []  # cards revealed when each answered question was asked
        self.labels: list[str] = []  # the option each answer chose, from the last replay

    def run(self) -> Snapshot:
        """Replay the game with the answers so far, up to the next human question or the end."""
        game_ref: list[CardGame] = []
        revealed_at: list[int] = []
        human = _Human(self.answers, revealed_at, game_ref)
        players = {s: (human if k == "human" else make_player(k, f"{self.seed}:{s}")) for s, k in self.sides.items()}

        game = CardGame.create(self.scenario, self.dataset, players, seed=self.seed, start=False,  # type: ignore[arg-type]
                               initiative=self.initiative)
        game_ref.append(game)
        try:
            game.setup()
            game.run()
        except StopAtDecision as stop:
            self._revealed_at, self.labels = revealed_at, human.labels
            return Snapshot(game, stop.decision, game.decks.revealed)
        self._revealed_at, self.labels = revealed_at, human.labels
        if human.next < len(self.answers):
            raise ReplayError(human.next, f"the game ends after answer {human.next}, but {len(self.answers)} answers are saved")
        return Snapshot(game, None, game.decks.revealed)

    # ------------------------------------------------------------------ saves
    def to_save(self, game_id: str, name: str) -> CardGameSave:
        """The game as a save document (the scenario, seed, players and answers)."""
        return CardGameSave(kind="card_game", format=1, id=game_id, name=name, provenance="user",
                            scenario=self.scenario, seed=self.seed,
                            players=CardGamePlayers(**self.sides),  # type: ignore[arg-type]
                            no_undo_past_reveal=self.no_undo_past_reveal, initiative=self.initiative,
                            answers=list(self.answers))

    @classmethod
    def from_save(cls, save: CardGameSave, dataset: DataSet) -> tuple[HotseatSession, Snapshot]:
        """The saved game, replayed to where it stopped. Raises ``ReplayError`` (which answer does not
        fit) or ``ValueError`` (a scenario this game box cannot play)."""
        sides: dict[str, str] = {"japan": save.players.japan, "allied": save.players.allied}
        session = cls(save.scenario, dataset, seed=save.seed, sides=sides, no_undo_past_reveal=save.no_undo_past_reveal,
                      initiative=save.initiative)
        session.answers = list(save.answers)
        return session, session.run()

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


class _ThenPlayer:
    """The saved answers first (one list for both people, in the order asked), then each side's
    automatic player: how ``finish`` plays a saved game on."""

    name = "saved"

    def __init__(self, answers: list[int], fallback: dict[str, Any]) -> None:
        self.answers = answers
        self.next = 0
        self.fallback = fallback

    def choose(self, decision: Decision) -> int:
        if self.next < len(self.answers):
            i = self.answers[self.next]
            _check_answer(decision, i, self.next)
            self.next += 1
            return i
        return int(self.fallback[decision.side].choose(decision))


def finish(save: CardGameSave, dataset: DataSet, japan: str = "auto", allied: str = "auto") -> CardGame:
    """Play a saved game to its end: its automatic sides as saved, its people's saved answers, then
    ``japan`` / ``allied`` (auto or greedy) in the people's places. Raises ``ReplayError`` when an
    answer does not fit, ``ValueError`` for an unknown player kind or an unplayable scenario."""
    kinds = {"japan": save.players.japan, "allied": save.players.allied}
    fallback = {"japan": make_player(japan, f"{save.seed}:japan:finish"), "allied": make_player(allied, f"{save.seed}:allied:finish")}
    saved = _ThenPlayer(list(save.answers), fallback)
    players = {s: (saved if k == "human" else make_player(k, f"{save.seed}:{s}")) for s, k in kinds.items()}
    game = CardGame.create(save.scenario, dataset, players, seed=save.seed, start=False,  # type: ignore[arg-type]
                           initiative=save.initiative)
    game.setup()  # as the window's replay does, so a saved game finishes the same game it started
    game.run()
    if saved.next < len(save.answers):
        raise ReplayError(saved.next, f"the game ends after answer {saved.next}, but {len(save.answers)} answers are saved")
    return game


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
