"""What one side may know of a card game, and a whole game consistent with it.

A side sees the board, the tracks, the log, both discard piles (1.3), its own hand and secret
objective chits, how many cards the other side holds and how many are left in each draw pile, and
the top card of its own draw pile once it has looked at it (Reconnoiter, O30). It does not see the
opponent's hand, the order of either draw pile, the opponent's unrevealed secret chits (E67), nor
how later shuffles will fall.

``observation(state, side)`` is that view as one comparable value: two games a side cannot tell
apart give equal observations. ``sample_hidden(state, side, rng)`` is a copy of the game in which
everything the side cannot see is drawn again at random from what it has not seen: the opponent's
hand and both draw piles from the unseen cards, the opponent's secret chits from the chits out of
sight, the decks' future shuffles from ``rng``. A searching player plays its look-ahead in such
worlds (determinized Information Set MCTS), so what it decides depends on its observation alone.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from ..core.rules import other_side


class _GameState(Protocol):
    """What this module reads of ``engine.GameState`` (which offers these functions as its own
    ``observation`` and ``sample_hidden``: a protocol here keeps the two modules out of a cycle)."""

    game: Any
    replayable: bool

    @property
    def decision(self) -> Any: ...

    def legal_actions(self) -> list[Any]: ...

    def clone(self, *, keep_checkpoints: bool | None = None) -> Any: ...


S = TypeVar("S", bound=_GameState)  # a game state, and the copy of the same type


@dataclass(frozen=True)
class Observation:
    """One side's view of the game (see the module's docstring); equal views compare equal."""

    side: str
    hand: tuple[int, ...]
    opponent_hand_size: int
    draw_sizes: tuple[tuple[str, int], ...]
    discards: tuple[tuple[str, tuple[int, ...]], ...]
    shuffles: tuple[tuple[str, int], ...]
    top_seen: int | None
    secret_chits: tuple[str, ...]
    opponent_secret_chits: int
    open_chits: tuple[str, ...]
    board: tuple[Any, ...]
    tracks: tuple[Any, ...]
    log: tuple[str, ...]
    question: tuple[Any, ...] | None


def _record(obj: Any) -> tuple[Any, ...]:
    return tuple(sorted((k, _frozen(v)) for k, v in vars(obj).items()))


def _frozen(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return tuple(_frozen(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _frozen(x)) for k, x in v.items()))
    if isinstance(v, (set, frozenset)):
        return tuple(sorted(v))
    return v


def observation(state: _GameState, side: str) -> Observation:
    """What ``side`` may know now (see the module's docstring)."""
    game = state.game
    decks, s = game.decks, game.s
    opp = other_side(side)
    mine = decks.piles[side]
    peeked = decks.peeked.get(side)
    top_seen = peeked if peeked is not None and mine.draw and mine.draw[-1] == peeked else None
    chits = s.scenario.objective_chits
    own_secret = chits.secret_japan if side == "japan" else chits.secret_allied
    their_secret = chits.secret_allied if side == "japan" else chits.secret_japan
    revealed = set(s.tracks.revealed_chits)
    doc = s.doc
    board = (tuple(_record(p) for p in doc.pieces), tuple(_record(m) for m in doc.markers),
             tuple(_record(f) for f in doc.fortifications), tuple(_record(m) for m in doc.sighting_markers),
             tuple(_record(a) for a in doc.aircraft), doc.phase, doc.winner, doc.end_reason)
    d = state.decision
    question = None
    if d is not None and d.side == side:
        question = (d.kind, d.order, d.pieces, tuple(state.legal_actions()))
    return Observation(
        side=side,
        hand=tuple(mine.hand),
        opponent_hand_size=len(decks.piles[opp].hand),
        draw_sizes=tuple((x, len(p.draw)) for x, p in sorted(decks.piles.items())),
        discards=tuple((x, tuple(p.discard)) for x, p in sorted(decks.piles.items())),
        shuffles=tuple((x, p.shuffles) for x, p in sorted(decks.piles.items())),
        top_seen=top_seen,
        secret_chits=tuple(own_secret),
        opponent_secret_chits=len(their_secret),
        open_chits=tuple(chits.open),
        board=board,
        tracks=_record(s.tracks) + (("revealed", tuple(sorted(revealed))),),
        log=tuple(game.log),
        question=question,
    )


def sample_hidden(state: S, side: str, rng: random.Random) -> S:
    """A copy of ``state`` with everything ``side`` cannot see drawn again from ``rng`` (see the
    module's docstring). The draw depends on the side's observation and ``rng`` only: the real
    arrangement of the hidden cards never leaks into it. The copy is not replayable past a turn's
    order question (``GameState.replayable``)."""
    world: S = state.clone(keep_checkpoints=False)
    game = world.game
    decks = game.decks
    opp = other_side(side)
    mine, theirs = decks.piles[side], decks.piles[opp]
    peeked = decks.peeked.get(side)
    top = peeked if peeked is not None and mine.draw and mine.draw[-1] == peeked else None
    own_pool = sorted(mine.draw[:-1] if top is not None else mine.draw)
    rng.shuffle(own_pool)
    mine.draw = own_pool + ([top] if top is not None else [])
    pool = sorted(theirs.hand + theirs.draw)
    rng.shuffle(pool)
    held = len(theirs.hand)
    theirs.hand, theirs.draw = pool[:held], pool[held:]
    decks.peeked[opp] = None  # what the opponent looked at is not known to this side
    decks.salt = f":world{rng.getrandbits(48)}"
    _redraw_secret_chits(world, opp, rng)
    world.replayable = False
    return world


def _redraw_secret_chits(world: _GameState, opp: str, rng: random.Random) -> None:
    """The opponent's unrevealed secret chits (E67) drawn again from the chits out of sight."""
    s = world.game.s
    chits = s.scenario.objective_chits
    theirs = chits.secret_japan if opp == "japan" else chits.secret_allied
    revealed = set(s.tracks.revealed_chits)
    hidden = [c for c in theirs if c not in revealed]
    if not hidden:
        return
    secret_sided = {c.letter for c in s.dataset.chits.chits if c.has_secret_side} if s.dataset.chits else set()
    pool = sorted({*s.chits_out_of_play(), *hidden})
    pool = [c for c in pool if c in secret_sided] or pool
    rng.shuffle(pool)
    if len(pool) < len(hidden):
        return
    sc = copy.copy(s.doc.scenario)  # copy on write: the copy's own chit draw, the rest shared
    draw = sc.objective_chits = copy.copy(sc.objective_chits)
    kept = [c for c in theirs if c in revealed]
    new = kept + pool[:len(hidden)]
    if opp == "japan":
        draw.secret_japan = new
    else:
        draw.secret_allied = new
    s.doc.scenario = sc
