"""Hotseat play without widgets: two players at one screen, or one against an automatic side.

The game is a live ``engine.GameState``: an answer applies one action to it and the automatic
side(s) answer on (``engine.decide``) up to the next question put to a person or the end, so an
answer costs the same at the 300th as at the first; nothing is replayed from the seed during play.
Before each person's answer the state the question found is kept (a ``clone``), and undo goes
back to it: the last ``KEEP_RECENT`` answers keep theirs, older ones one in ``KEEP_EVERY`` (undoing
to between two of those gives the answers since the kept one again, at most that many), so a long
game holds a bounded number of copies. With ``no_undo_past_reveal`` (for games that count) undo is
refused once a card has been revealed since that answer was given (a roll, a random hex, a card
drawn into a hand or looked at).

An automatic side is a fresh player for each of its questions, seeded by the game's seed, the
side and the number of answers before it, so a question asked again after an undo gets the same
answer from a random or greedy side, and its answer can be worked out on a copy in another
thread (``automatic_job``) while the window stays live, then given here (``give_automatic``).

A save (``model.cardgame.CardGameSave``) holds the scenario, the seed, who plays each side and
every answer of both sides in the order asked (format 2: a searching side's answers depend on the
time it had, so they cannot be worked out again). ``from_save`` gives them again (a format-1
save, which held the people's answers only, is replayed with the seeded automatic players of its
day and then holds every answer) and says which answer no longer fits when the game box changed
under it (``ReplayError``); ``finish`` plays a saved game on to its end with automatic players for
the people (``ccp-editor play SAVE``).

Pure Python (no Qt), so the hotseat logic is tested without a display.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..model.cardgame import CARD_GAME_FORMAT, CardGamePlayers, CardGameSave
from ..model.dataset import DataSet
from ..model.scenario import Scenario
from .decisions import Decision
from .engine import GameState, decide
from .players import make_player
from .results import SessionError
from .turn import CardGame

KEEP_RECENT = 40  # the last answers of the people each keep the state their question found
KEEP_EVERY = 10  # older ones keep one in ten: an undo back there gives at most this many answers again


class ReplayError(ValueError):
    """Saved answers that do not replay: ``index`` is the answer (0-based) that does not fit."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__(message)
        self.index = index


def _check_answer(decision: Decision, answer: int, index: int) -> None:
    if not 0 <= answer < len(decision.options):
        raise ReplayError(index, f"answer {index + 1} chooses {answer}, but the question ({decision.prompt}) "
                                 f"has options 0 to {len(decision.options) - 1}")


def _too_many(given: int, saved: int) -> ReplayError:
    return ReplayError(given, f"the game ends after answer {given}, but {saved} answers are saved")


@dataclass
class Snapshot:
    """The game at a question (a person's, or the automatic side's while it thinks) or at its end.
    ``game`` is the live game: it changes in place with the next answer, so a reader takes what it
    shows from the latest snapshot (an undo gives another game object)."""

    game: CardGame
    decision: Decision | None
    revealed: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return self.decision is None


@dataclass
class Given:
    """A person's answer: its place among all answers (``at``), its option as the log words it, the
    cards revealed when the question was asked, and the state the question found (kept for undo;
    None once thinned out)."""

    at: int
    label: str
    revealed: int
    before: GameState | None


class HotseatSession:
    """A card game played by people (and possibly one automatic side) on a live game state."""

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
        self.given: list[Given] = []  # the people's answers, in order
        self._state: GameState | None = None

    # ------------------------------------------------------------------ the game now
    @property
    def state(self) -> GameState:
        """The live game (made on first use: setup, hands dealt, run to its first question)."""
        if self._state is None:
            self._state = self._new()
        return self._state

    def _new(self) -> GameState:
        return GameState.new(self.scenario, self.dataset, seed=self.seed, initiative=self.initiative)

    @property
    def answers(self) -> list[int]:
        """Every answer given so far, both sides, in the order asked (what a save holds)."""
        return list(self.state.history)

    @property
    def labels(self) -> list[str]:
        """The option each of the people's answers chose, as the log words it."""
        return [g.label for g in self.given]

    def snapshot(self) -> Snapshot:
        """The game as it stands (no answer given, nothing replayed)."""
        s = self.state
        return Snapshot(s.game, s.decision, s.game.decks.revealed)

    def automatic_side(self) -> str | None:
        """The automatic side whose answer the game waits for, or None (a person's question, or the end)."""
        d = self.state.decision
        return d.side if d is not None and self.sides.get(d.side, "human") != "human" else None

    def player_for(self, side: str, answered: int | None = None) -> Any:
        """The automatic player for ``side``'s next question: seeded by the game's seed, the side and
        the answers before it, so the same question gets the same answer after an undo."""
        n = len(self.state.history) if answered is None else answered
        return make_player(self.sides[side], f"{self.seed}:{side}:{n}")

    def run(self) -> Snapshot:
        """The automatic sides' answers, worked out here, up to the next question put to a person
        or the end; the game then."""
        state = self.state
        while (side := self.automatic_side()) is not None:
            player = self.player_for(side)
            state.apply_index(decide(player, state.clone() if hasattr(player, "act") else state))
        return self.snapshot()

    # ------------------------------------------------------------------ answers
    def answer(self, index: int, *, automatic: bool = True) -> Snapshot:
        """A person's answer to the waiting question, then (``automatic``) the automatic sides' up to
        the next question put to a person. Raises ``SessionError`` for an answer that does not fit
        or a question that is not a person's."""
        state = self.state
        d = state.decision
        if d is None:
            raise SessionError("the game is over: no question waits")
        if self.sides.get(d.side, "human") != "human":
            raise SessionError(f"the question waits for the automatic {d.side} side: {d.prompt}")
        if not 0 <= index < len(d.options):
            raise SessionError(f"answer {index} does not fit {d.prompt} ({len(d.options)} options)")
        given = Given(len(state.history), d.options[index].label, state.game.decks.revealed, state.clone())
        state.apply_index(index)
        self._keep(given)
        return self.run() if automatic else self.snapshot()

    def _keep(self, given: Given) -> None:
        """Add a person's answer; the one that just left the recent ones keeps its state only if it
        is one in ``KEEP_EVERY`` (the first always: nothing before it to undo from)."""
        self.given.append(given)
        old = len(self.given) - 1 - KEEP_RECENT
        if old > 0 and old % KEEP_EVERY:
            self.given[old].before = None

    def automatic_job(self, limit: int = 40) -> Callable[[threading.Event], list[int]]:
        """What another thread runs to work out the automatic sides' answers up to the next question
        put to a person (at most ``limit``: a game of two automatic sides is shown as it goes): it
        copies the game there (a copy is stepped in the thread that made it) and returns the
        answers, which ``give_automatic`` then gives here. The live game is only read meanwhile; the
        job stops between two answers once its event is set (the window closed or an undo made it
        moot)."""
        state = self.state
        state.decision  # noqa: B018 - a copy's coroutine starts here, in this thread, not in the worker's
        sides, seed = dict(self.sides), self.seed

        def job(cancel: threading.Event) -> list[int]:
            copy = state.clone()
            out: list[int] = []
            while (len(out) < limit and not copy.is_terminal() and sides.get(copy.current_player(), "human") != "human"
                   and not cancel.is_set()):
                side = copy.current_player()
                player = make_player(sides[side], f"{seed}:{side}:{len(copy.history)}")
                index = decide(player, copy.clone() if hasattr(player, "act") else copy)  # a searcher may step what it is handed
                out.append(index)
                copy.apply_index(index)
            return out

        return job

    def give_automatic(self, indices: list[int]) -> Snapshot:
        """Give the automatic sides' answers a job worked out (each checked against its question)."""
        state = self.state
        for index in indices:
            if self.automatic_side() is None:
                break
            state.apply_index(index)
        return self.snapshot()

    # ------------------------------------------------------------------ undo
    def can_undo(self, current: Snapshot) -> bool:
        """Undo takes back the last person's answer; refused past a revealed card when the option is on."""
        if not self.given:
            return False
        return not self.no_undo_past_reveal or self.given[-1].revealed == current.revealed

    def undo(self, current: Snapshot) -> Snapshot | None:
        """Back to the state the last person's answer found (its kept copy, or the nearest kept one
        before it with the answers since given again), or None when refused."""
        if not self.can_undo(current):
            return None
        last = self.given.pop()
        if last.before is not None:
            self._state = last.before
            return self.snapshot()
        base = next((g for g in reversed(self.given) if g.before is not None), None)
        history = self.state.history
        if base is not None and base.before is not None:
            state, at = base.before.clone(), base.at
        else:  # no state kept (a game given again without them): from the start
            state, at = self._new(), 0
        for index in history[at:last.at]:
            state.apply_index(index)
        self._state = state
        return self.snapshot()

    # ------------------------------------------------------------------ saves
    def to_save(self, game_id: str, name: str) -> CardGameSave:
        """The game as a save document (the scenario, seed, players and every answer of both sides)."""
        return CardGameSave(kind="card_game", format=CARD_GAME_FORMAT, id=game_id, name=name, provenance="user",
                            scenario=self.scenario, seed=self.seed,
                            players=CardGamePlayers(**self.sides),  # type: ignore[arg-type]
                            no_undo_past_reveal=self.no_undo_past_reveal, initiative=self.initiative,
                            answers=self.answers)

    @classmethod
    def from_save(cls, save: CardGameSave, dataset: DataSet, *, keep: bool = True) -> tuple[HotseatSession, Snapshot]:
        """The saved game, its answers given again up to where it stopped (``keep``: with states kept
        for undo). Raises ``ReplayError`` (which answer does not fit) or ``ValueError`` (a scenario
        this game box cannot play)."""
        sides: dict[str, str] = {"japan": save.players.japan, "allied": save.players.allied}
        session = cls(save.scenario, dataset, seed=save.seed, sides=sides, no_undo_past_reveal=save.no_undo_past_reveal,
                      initiative=save.initiative)
        session.replay(list(save.answers), save.format, keep=keep)
        return session, session.snapshot()

    def replay(self, answers: list[int], fmt: int = CARD_GAME_FORMAT, *, keep: bool = True) -> dict[str, Any]:
        """A new game from the seed with saved ``answers``: every answer of both sides (format 2),
        or the people's only (format 1: the automatic sides answer again with their seeded players
        of that format, one per side for the whole game, returned for ``finish`` to go on with)."""
        self._state, self.given = None, []
        state = self.state
        if fmt >= 2:
            for k, index in enumerate(answers):
                d = state.decision
                if d is None:
                    raise _too_many(k, len(answers))
                _check_answer(d, index, k)
                self._record(state, d, index, keep)
                state.apply_index(index)
            return {}
        streams = {s: make_player(k, f"{self.seed}:{s}") for s, k in self.sides.items() if k != "human"}
        n = 0
        while (d := state.decision) is not None:
            if d.side in streams:
                state.apply_index(decide(streams[d.side], state))
                continue
            if n >= len(answers):
                break
            _check_answer(d, answers[n], n)
            self._record(state, d, answers[n], keep)
            state.apply_index(answers[n])
            n += 1
        if n < len(answers):
            raise _too_many(n, len(answers))
        return streams

    def _record(self, state: GameState, d: Decision, index: int, keep: bool) -> None:
        """A saved answer of a person given again: kept for undo one in ``KEEP_EVERY`` (and the first)."""
        if self.sides.get(d.side, "human") != "human":
            return
        n = len(self.given)
        before = state.clone() if keep and n % KEEP_EVERY == 0 else None
        self.given.append(Given(len(state.history), d.options[index].label, state.game.decks.revealed, before))


def finish(save: CardGameSave, dataset: DataSet, japan: str = "auto", allied: str = "auto") -> CardGame:
    """Play a saved game to its end: its saved answers, then ``japan`` / ``allied`` (auto or greedy)
    in the people's places and its automatic sides as saved (a format-1 save's go on with the
    players that gave its answers). Raises ``ReplayError`` when an answer does not fit,
    ``ValueError`` for an unknown player kind or an unplayable scenario."""
    fallback = {"japan": make_player(japan, f"{save.seed}:japan:finish"), "allied": make_player(allied, f"{save.seed}:allied:finish")}
    sides: dict[str, str] = {"japan": save.players.japan, "allied": save.players.allied}
    session = HotseatSession(save.scenario, dataset, seed=save.seed, sides=sides,
                              no_undo_past_reveal=save.no_undo_past_reveal, initiative=save.initiative)
    streams = session.replay(list(save.answers), save.format, keep=False)
    state = session.state
    while (d := state.decision) is not None:
        side = d.side
        if sides[side] == "human":
            player = fallback[side]
        else:
            player = streams.get(side) or session.player_for(side)
        state.apply_index(decide(player, state))
    return state.game


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
