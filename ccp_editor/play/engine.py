"""The card game as a state one can step, copy and redraw: what the players, the hotseat window and
the search work on.

``GameState`` wraps a ``CardGame``. The game's rules still ask their questions from where a rule
needs them (an Initiative re-roll inside a Defense roll, a Sniper inside a Fire...); the game runs
as a coroutine that pauses at each question with more than one legal answer, so:

- ``current_player()`` is the side asked (or ``TERMINAL``), ``legal_actions()`` its answers as
  plain hashable values (the question's kind and the option's arguments; no label, no score:
  ``describe`` words one, the players score them), ``apply(action)`` answers and runs the game on
  to its next question;
- ``clone()`` copies it: a game paused at a turn's order question is copied at once (the session
  and the piles; the map's tables and the data set are shared); one paused deeper is copied from the
  turn's last order question and the answers since then are given again (a few, never the whole
  game: nothing replays from the seed once a game has passed its first order question);
- ``observation(side)`` and ``sample_hidden(side, rng)`` (``play/hidden.py``) are what a side may
  know and a world consistent with it.

Dice and draws come from the seeded Fate decks as before, so ``play --seed`` and saves (the seed and
the answers) give the same game.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from greenlet import getcurrent, greenlet

from .decisions import Decision, Option
from .results import SessionError

if TYPE_CHECKING:
    import random

    from ..model.dataset import DataSet
    from ..model.scenario import Scenario
    from .hidden import Observation
    from .turn import CardGame, GameSummary

TERMINAL = "terminal"


class Action(NamedTuple):
    """One legal answer as a value: the question's kind and the option's arguments (a card, a hex,
    units...). Equal actions mean the same answer; ``describe`` words one for people."""

    kind: str
    value: Hashable


def freeze(value: Any) -> Hashable:
    """An option's arguments as a hashable value (lists become tuples, sets frozensets)."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items()))
    return value


@dataclass(frozen=True)
class GameResult:
    """How a finished game ended: the winner (None for a draw), the VP track, the end condition
    (``turn.end_key``) and the session's reason in words, with the turns played."""

    winner: str | None
    vp: int
    end: str
    reason: str
    turns: int


class _Asker:
    """The game's player on both sides: every question with several answers pauses the game's
    coroutine and hands the question to whoever runs it (``GameState``), which switches back in
    with the index of the answer."""

    name = "engine"

    def choose(self, decision: Decision) -> int:
        answer = getcurrent().parent.switch(decision)
        return int(answer)


_ASKER = _Asker()


@dataclass
class _Origin:
    """What rebuilds a game from its start: a copy of a state paused before the first order
    question replays from here (the only replay from the seed, a few answers at most)."""

    scenario: Scenario
    dataset: DataSet
    seed: int
    initiative: bool
    max_turns: int


@dataclass
class _Checkpoint:
    """A frozen copy of the game at a turn's order question, and how many answers came before it."""

    game: CardGame
    answered: int


class GameState:
    """A card game one can step, copy and redraw (see the module's docstring)."""

    def __init__(self, game: CardGame, origin: _Origin | None, *, keep_checkpoints: bool = True) -> None:
        self.game = game
        game.players = {"japan": _ASKER, "allied": _ASKER}
        self._origin = origin
        self.keep_checkpoints = keep_checkpoints
        self.history: list[int] = []  # the index of every answer given, in the order asked
        self._decision: Decision | None = None
        self._summary: GameSummary | None = None
        self._actions: list[Action] | None = None
        self._g: greenlet | None = None
        self._pending_resume = False  # a copy made at an order question, its coroutine not started yet
        self._checkpoint: _Checkpoint | None = None
        self.replayable = True  # False once hidden cards were redrawn: a deep copy could not replay

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, scenario: Scenario, dataset: DataSet, *, seed: int = 1, initiative: bool = True,
            max_turns: int | None = None, keep_checkpoints: bool = True) -> GameState:
        """A new game (setup, hands dealt), run to its first question. Raises ``SessionError`` for
        a scenario this game box cannot play."""
        from .turn import MAX_TURNS, CardGame

        turns = MAX_TURNS if max_turns is None else max_turns
        game = CardGame.create(scenario, dataset, {"japan": _ASKER, "allied": _ASKER}, seed=seed, start=False,
                               initiative=initiative, max_turns=turns)
        state = cls(game, _Origin(scenario, dataset, seed, initiative, turns), keep_checkpoints=keep_checkpoints)
        state._start(resume=False, setup=True)
        return state

    def _start(self, *, resume: bool, setup: bool) -> None:
        game = self.game

        def body() -> GameSummary:
            if setup:
                game.setup()
            return game.run(resume=resume)

        self._g = greenlet(body)
        self._pending_resume = False
        self._run(None)

    def _run(self, answer: int | None) -> None:
        assert self._g is not None
        out = self._g.switch() if answer is None else self._g.switch(answer)
        self._actions = None
        if self._g.dead:
            self._decision, self._summary, self._g = None, out, None
        else:
            self._decision = out

    # ------------------------------------------------------------------ the game's questions
    @property
    def decision(self) -> Decision | None:
        """The waiting question as the rules put it (its options' labels worded on this state), or
        None once the game is over."""
        if self._pending_resume:
            self._start(resume=True, setup=False)  # a copy's own question, read on its own state
        return self._decision

    def current_player(self) -> str:
        """The side whose answer the game waits for, or ``TERMINAL``."""
        return TERMINAL if self._decision is None else self._decision.side

    def is_terminal(self) -> bool:
        return self._decision is None

    def legal_actions(self) -> list[Action]:
        """The answers to the waiting question, in the order the question lists them (empty once
        the game is over)."""
        if self._actions is None:
            d = self._decision
            self._actions = [] if d is None else [Action(d.kind, freeze(o.value)) for o in d.options]
        return self._actions

    def options(self) -> list[Option]:
        """The waiting question's options as the rules made them (their labels for a describer)."""
        d = self.decision
        return [] if d is None else list(d.options)

    def index_of(self, action: Action) -> int:
        try:
            return self.legal_actions().index(action)
        except ValueError:
            d = self._decision
            raise SessionError(f"{action!r} is not a legal answer to {d.prompt if d else 'a finished game'}") from None

    def apply(self, action: Action) -> None:
        """Answer the waiting question with ``action`` and run the game to its next question."""
        self.apply_index(self.index_of(action))

    def apply_index(self, index: int) -> None:
        """Answer with the option at ``index`` of the waiting question."""
        d = self.decision  # a copy's coroutine starts here
        if d is None:
            raise SessionError("the game is over: no question waits")
        if not 0 <= index < len(d.options):
            raise SessionError(f"answer {index} does not fit {d.prompt} ({len(d.options)} options)")
        if self.keep_checkpoints and self.game.resumable and self.replayable:
            self._checkpoint = _Checkpoint(self.game.fork({"japan": _ASKER, "allied": _ASKER}), len(self.history))
        self.history.append(index)
        self._run(index)

    def result(self) -> GameResult | None:
        """How the game ended, or None while it goes on."""
        if self._summary is None:
            return None
        s = self._summary
        return GameResult(s.winner, s.vp, s.end, s.reason, s.turns)

    def summary(self) -> GameSummary:
        """The game's figures so far (``ccp-editor play --json``): final once it is over."""
        return self._summary if self._summary is not None else self.game.summary()

    # ------------------------------------------------------------------ what a side may know
    def observation(self, side: str) -> Observation:
        """Exactly what ``side`` may know now (``hidden.observation``)."""
        from .hidden import observation

        return observation(self, side)

    def sample_hidden(self, side: str, rng: random.Random) -> GameState:
        """A copy with everything ``side`` cannot see drawn again from ``rng`` (``hidden.sample_hidden``)."""
        from .hidden import sample_hidden

        return sample_hidden(self, side, rng)

    # ------------------------------------------------------------------ copies
    def clone(self, *, keep_checkpoints: bool | None = None) -> GameState:
        """An independent copy of this state: stepping one never changes the other."""
        keep = self.keep_checkpoints if keep_checkpoints is None else keep_checkpoints
        game = self.game
        if self._decision is None or game.resumable or self._pending_resume:
            new = GameState(game.fork({"japan": _ASKER, "allied": _ASKER}), self._origin, keep_checkpoints=keep)
            new._decision, new._summary, new._actions = self._decision, self._summary, self.legal_actions()
            new._pending_resume = self._decision is not None
            new.history = list(self.history)
            new._checkpoint, new.replayable = self._checkpoint, self.replayable
            return new
        if not self.replayable:
            raise SessionError("a redrawn world is copied at a turn's order question only")
        cp = self._checkpoint
        if cp is not None:
            new = GameState(cp.game.fork({"japan": _ASKER, "allied": _ASKER}), self._origin, keep_checkpoints=keep)
            new.history = list(self.history[:cp.answered])
            new._checkpoint = cp
            new._start(resume=True, setup=False)
            tail = self.history[cp.answered:]
        else:
            new = self._from_origin(keep)
            tail = self.history
        for i in tail:
            new.history.append(i)
            new._run(i)
        return new

    def _from_origin(self, keep: bool) -> GameState:
        o = self._origin
        if o is None:
            raise SessionError("this game has no start to copy it from")
        from .turn import CardGame

        game = CardGame.create(o.scenario, o.dataset, {"japan": _ASKER, "allied": _ASKER}, seed=o.seed, start=False,
                               initiative=o.initiative, max_turns=o.max_turns)
        new = GameState(game, o, keep_checkpoints=keep)
        new._start(resume=False, setup=True)
        return new


def decide(player: Any, state: GameState) -> int:
    """The index of ``player``'s answer to the waiting question: through ``act(state)`` (an
    ``Action``; the searching players) or ``choose(decision)`` (an index; the simple players). A
    player thinking for long should be handed a ``clone()``, so the window keeps its own state."""
    act = getattr(player, "act", None)
    if act is not None:
        return state.index_of(act(state))
    decision = state.decision
    assert decision is not None
    return int(player.choose(decision))


def play(state: GameState, players: dict[str, Any]) -> GameState:
    """Run ``state`` to its end with ``players`` (by side), each answering through ``decide``."""
    while not state.is_terminal():
        state.apply_index(decide(players[state.current_player()], state))
    return state
