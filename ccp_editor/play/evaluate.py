"""How good a game position looks to one side, between 0 (lost) and 1 (won): what a searching
player scores the end of a look-ahead with.

A finished game scores its result (13.3). Otherwise the VP track (14: objectives held, enemies
eliminated and exited units are already on it) counts, and the units each side still has fighting,
each worth the VP its loss would give the opponent (14.1; a broken unit counts half: it cannot fire
or move until rallied, 3.3.1), and the weight of
the lead grows as Time runs toward the sudden death space (13.1): a lead late in the game is
worth more than the same lead early.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..core.rules import other_side
from ..model.forces import SOLDIER_KINDS
from .rules import elimination_vp

if TYPE_CHECKING:
    from .engine import GameState

#: how much of a unit's worth (the VP its elimination would give the opponent, 14.1) counts while it is
#: on the map, in good order; a broken unit counts half (it can neither fire nor move until rallied)
UNIT_WEIGHT = 1.0
#: the lead (in VP) that scores about 0.73 at the start of the game
SCALE = 6.0


def material(state: GameState, side: str) -> float:
    """The side's fighting units on the map and still to come, each worth the VP its elimination
    would give the opponent (14.1: a leader by its command), a broken one half of it."""
    s = state.game.s
    total = 0.0
    victory = s.rules.victory
    for p in s.doc.pieces:
        if p.side != side or p.location not in ("map", "time_track", "unplaced"):
            continue
        counter = s.counter(p)
        if counter.kind not in SOLDIER_KINDS:
            continue
        worth = max(elimination_vp(counter, victory), 1)
        total += worth / 2 if p.broken else worth
    return total


def evaluate(state: GameState, side: str) -> float:
    """The position's worth to ``side`` in [0, 1] (see the module's docstring)."""
    result = state.result()
    if result is not None:
        if result.winner is None:
            return 0.5
        return 1.0 if result.winner == side else 0.0
    s = state.game.s
    vp = s.tracks.vp if side == "japan" else -s.tracks.vp
    lead = vp + UNIT_WEIGHT * (material(state, side) - material(state, other_side(side)))
    t = s.tracks
    left = max(t.sudden_death_space - t.time, 1)
    urgency = 1.0 + 2.0 / left  # the last spaces before sudden death weigh the lead up to three times
    return 1.0 / (1.0 + math.exp(-lead * urgency / SCALE))
