"""The greedy player: at each decision, the option that looks best now (one ply, no search).

The rules list what is legal and hold no preference (``decisions.Option`` has a label and a value,
nothing else); this module is the player's own reading of a decision: it scores every option from
the question (``kind``, ``order``, ``side``, ``pieces``, the option values, the public facts in
``context``) and the game that asks it (``Decision.game``), in the state the question found, and
takes the highest score, ties broken by its own seeded generator. It reads only what its side may
know: the board, the tracks, its own hand and a card it looked at, never the opponent's hand or the
order of a draw pile.

Its habits: fire with the best odds, move toward an objective or the enemy while keeping Cover
under fire (``movescore``), play an action card whenever it adds something, keep cards when
nothing worth a card can be done, re-roll its own poor contests and the opponent's good ones.
The scores of artillery, aircraft, actions and events are in ``greedysupport``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from ..core.rules import other_side
from ..model.fatedeck import FateCardSpec
from . import airops, artillery, greedysupport, movescore
from . import logtext as L
from .decisions import Decision, Game
from .firegroups import FireChoice, has_fire_group, smoke_rounds
from .orders import infiltrate_uses, order_has_use, repairable, stacks

if TYPE_CHECKING:
    from ..model.playtest import PieceState

Scorer = Callable[[Game, Decision], list[float]]


class GreedyPlayer:
    """The best-scored legal option (``scores``), ties broken by its own seeded generator."""

    name = "greedy"

    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(f"ccp-greedy:{seed}")

    def choose(self, decision: Decision) -> int:
        return self.pick(scores(decision))

    def pick(self, worth: list[float]) -> int:
        """The index of the best of ``worth`` (a decision's ``scores``), ties drawn at random."""
        best = max(worth)
        top = [i for i, w in enumerate(worth) if w == best]
        return top[0] if len(top) == 1 else self.rng.choice(top)


def scores(decision: Decision) -> list[float]:
    """The greedy player's score of each option of ``decision`` (higher is better); 0 for every
    option of a question it has no preference in (a random pick among them)."""
    about = decision.context.get("about", decision.kind)
    scorer = SCORERS.get(about) or greedysupport.SCORERS.get(about)
    if scorer is None:
        return [0.0] * len(decision.options)
    if decision.game is None:
        raise ValueError(f"the greedy player reads the game that asks; this decision has none: {decision.prompt}")
    return scorer(decision.game, decision)


def _each(worth: Callable[[Any], float]) -> Scorer:
    """A scorer that weighs each option's value alone."""
    return lambda g, d: [worth(o.value) for o in d.options]


# ----------------------------------------------------------------------------- where to go

def goals(g: Game, side: str) -> list[str]:
    """Where the side wants to be: the enemy's hexes and the objectives it does not control."""
    s = g.s
    return sorted(s.occupied_hexes(other_side(side))) + [h for n, h in sorted(s.board.map.objectives.items())
                                                         if s.tracks.objective_control.get(n) != side]


def closeness(g: Game, side: str, hex_id: str) -> float:
    """Minus the distance from ``hex_id`` to the nearest goal (``goals``)."""
    found = goals(g, side)
    if hex_id not in g.s.board.hexes:
        return -min((g.s.board.grid.distance(hex_id, h) for h in found), default=0)
    rows = [g.s.board.distances_from(h) for h in found]
    return -min((row[hex_id] for row in rows), default=0)


def closeness_all(g: Game, hexes: list[str], found: list[str]) -> dict[str, float]:
    """``closeness`` of many hexes at once, to the goals ``found``."""
    board = g.s.board
    rows = [board.distances_from(h) for h in found]
    out: dict[str, float] = {}
    for h in hexes:
        if h in board.hexes and all(h in row for row in rows):
            out[h] = -min((row[h] for row in rows), default=0)
        else:
            out[h] = -min((board.grid.distance(h, x) for x in found), default=0)
    return out


#: What leaving the map through an enemy-edge Exit Point is worth (14.2): more than any hex.
EXIT = 10.0


def _move_destinations(g: Game, d: Decision) -> list[float]:
    """A Move's destination: nearer a goal, keeping Cover under fire (``movescore.keeps_cover``,
    each hex's path in its option value); the exit above all."""
    s = g.s
    units = [p for p in (s.piece(i) for i in d.pieces) if p is not None]
    paths = {v[0]: (0.0, v[1]) for v in (o.value for o in d.options) if v[0] != "exit"}
    near = closeness_all(g, list(paths), goals(g, d.side))
    bonus = movescore.keeps_cover(g, d.side, units, paths)
    return [EXIT if v[0] == "exit" else near[v[0]] + bonus(v[0]) for v in (o.value for o in d.options)]


def _advance_destinations(g: Game, d: Decision) -> list[float]:
    """An Advance's destination: nearer a goal, into an enemy hex (melee) better still; the exit
    above all."""
    enemy = g.s.occupied_hexes(other_side(d.side))
    hexes = [o.value for o in d.options if o.value != "exit"]
    near = closeness_all(g, hexes, goals(g, d.side))
    return [EXIT if o.value == "exit" else near[o.value] + (3.0 if o.value in enemy else 0.0) for o in d.options]


def _destinations(g: Game, d: Decision) -> list[float]:
    return (_move_destinations if d.order == "move" else _advance_destinations)(g, d)


#: Which activation of a Move or Advance goes first: a leader with every unit in its radius, then
#: a whole stack or a leader with his hex, then a unit alone out of a larger stack.
SHAPES = {"stack": 1.0, "alone": 0.5, "hex": 1.0, "radius": 1.1}


def _activations(g: Game, d: Decision) -> list[float]:
    """``SHAPES``; for a Move, units pinned in Cover under fire go last (``movescore``)."""
    worth = [SHAPES[shape] for shape in d.context["shapes"]]
    if d.order != "move":
        return worth
    s = g.s
    return [movescore.activation_worth(g, d.side, [s.piece(i) for i in o.value], w)  # type: ignore[misc]
            for o, w in zip(d.options, worth, strict=True)]


# ----------------------------------------------------------------------------- orders and cards

#: A pass (O21) or no more orders: an order scoring no more than this does nothing worth a card,
#: so the card is better kept or discarded.
PASS = 0.5
#: Orders worth their card whatever the state (when they have a use at all).
ORDERS = {"fire": 6.0, "advance": 3.0, "move": 4.0, "revive": 2.0, "charge": 5.0, "reconnoiter": 1.0, "asset_denied": 1.0}


def order_worth(g: Game, side: str, spec: FateCardSpec) -> float:
    """An order by kind (``ORDERS``); the others by the best thing they would do now, at or below
    ``PASS`` when nothing (an artillery strike with no enemy to catch, a smoke round alone, an
    Infiltrate Hide that no Reveal could follow)."""
    kind = spec.order
    if kind == "fire" and not has_fire_group(g, side):  # smoke rounds only (O27.2.1)
        return 1.0 if smoke_rounds(g, side) else 0.0
    if kind == "move":  # nothing when every hex's movers are pinned in Cover under fire
        return movescore.move_worth(g, side, partial(stacks, g, side), ORDERS["move"])
    if kind in ORDERS:
        return ORDERS[kind]
    if kind == "asset_request":
        values = [("repair", p.id) for p in repairable(g, side)]
        values += [o.value for o in artillery.request_options(g, side) + airops.request_options(g, side)]
        best = max((greedysupport.request_worth(g, side, v) for v in values), default=0.0)
        return best if best > PASS else 0.0  # a smoke barrage alone (0.5) is no reason to give up a pass
    if kind == "infiltrate":
        uses = infiltrate_uses(g, spec.infiltrate or "ABC")
        if any(what == "reveal" for what, _box in uses):
            return 2.0
        return 1.0 if any(hide_pays_back(g, side, box, spec.number) for _what, box in uses) else 0.0
    return 0.0


def hide_pays_back(g: Game, side: str, box: str, card: int | None = None) -> bool:
    """An Infiltrate Hide (O28.1) pays back its VP only with a Reveal: a Sighting marker must be on
    the map and another Infiltrate card naming the box in the side's own hand."""
    if not any(m.location == "map" and m.hex for m in g.s.doc.sighting_markers):
        return False
    return any(n != card and g.decks.spec(side, n).order == "infiltrate" and box in (g.decks.spec(side, n).infiltrate or "ABC")
               for n in g.decks.hand(side))


def _orders(g: Game, d: Decision) -> list[float]:
    return [PASS if o.value in ("pass", "stop") else order_worth(g, d.side, g.decks.spec(d.side, o.value[0]))
            for o in d.options]


def _pass_discards(g: Game, d: Decision) -> list[float]:
    """A card whose order has no use, or none worth a card now, goes on a pass (O21)."""
    def worth(n: int | None) -> float:
        if n is None:
            return PASS
        spec = g.decks.spec(d.side, n)
        return 1.0 if not order_has_use(g, d.side, spec.order) or order_worth(g, d.side, spec) <= PASS else 0.0
    return [worth(o.value) for o in d.options]


def _reconnoiter(g: Game, d: Decision) -> list[float]:
    """O30: a Fire, Move or Advance card looked at is taken into the hand, any other discarded."""
    useful = g.decks.spec(d.side, d.context["card"]).order in ("fire", "move", "advance")
    worth = {"back": 0.0, "discard": 0.5 if not useful else -1.0, "hand": 1.0 if useful else 0.2}
    return [worth[o.value] for o in d.options]


def _infiltrate_boxes(g: Game, d: Decision) -> list[float]:
    """O28: a Reveal near a goal; a Hide only when it pays back (``hide_pays_back``)."""
    s = g.s

    def worth(value: tuple) -> float:
        what, box, marker = value
        if what == "hide":
            return 1.0 if hide_pays_back(g, d.side, box) else -99.0
        m = next(m for m in s.doc.sighting_markers if m.id == marker)
        return 2.0 + closeness(g, d.side, m.hex or "")
    return [worth(o.value) for o in d.options]


def _infiltrate_units(g: Game, d: Decision) -> list[float]:
    """O28.1: VP are paid only for a unit a Reveal can bring in, the cheapest first."""
    pays = hide_pays_back(g, d.side, d.context["box"])
    return [0.0 if o.value is None else (1.0 - 0.2 * o.value[2]) if pays else -1.0 - o.value[2] for o in d.options]


# ----------------------------------------------------------------------------- fire

def fire_worth(g: Game, value: Any) -> float:
    """A fire attack by its best odds against a target in the hex (its FP against the target's
    morale and Cover); a smoke round (O27.2.1) low, since shooting is better."""
    if not isinstance(value, FireChoice):
        return 0.3
    plan = g.s.plan_fire(value[0], value[1])
    return 5.0 + max((plan.total_fp - t.morale - t.cover for t in plan.targets), default=0)


def _fire(g: Game, d: Decision) -> list[float]:
    return [0.0 if o.value is None else fire_worth(g, o.value) for o in d.options]


def _smoke_round_hexes(g: Game, d: Decision) -> list[float]:
    """O27.2.1: smoke on an enemy hex, the more units there the better."""
    s = g.s
    enemy = s.occupied_hexes(other_side(d.side))
    return [1.0 + 0.1 * len(s.units_at(h)) if h in enemy else 0.0 for h in (o.value for o in d.options)]


# ----------------------------------------------------------------------------- the turn's questions

#: Rolls whose higher total favours the side that rolls (attack, defense, melee, impact): the
#: greedy player re-rolls its own poor ones and the opponent's good ones; other rolls (tables,
#: sudden death, drift) it leaves alone.
CONTESTS = tuple(t.split("{")[0] for t in (L.FIRE_ATTACK_ON, L.DEFENSE_OF, L.MELEE_IN, L.MINE_ATTACK_IN,
                                             L.AIR_ATTACK_ON, L.ART_IMPACT_ON))


def reroll_worth(holder: str, roll: Any) -> float:
    """An Initiative re-roll (10.1): worth it on its own poor roll of a contest (4 or less; a
    targeting product of 6 or less) or the opponent's good one (10 or more; 20 or more)."""
    if roll.kind == "targeting":
        poor, good = roll.value <= 6, roll.value >= 20
    elif roll.purpose.startswith(CONTESTS):
        poor, good = roll.value <= 4, roll.value >= 10
    else:
        return -1.0
    return 1.0 if (poor if roll.side == holder else good) else -1.0


def _initiative(g: Game, d: Decision) -> list[float]:
    return [reroll_worth(d.side, d.context["roll"]) if o.value else 0.0 for o in d.options]


def _sniper(g: Game, d: Decision) -> list[float]:
    """1.9.4: break an enemy unit, never a friendly one."""
    def worth(pid: str | None) -> float:
        if pid is None:
            return 0.0
        p: PieceState | None = g.s.piece(pid)
        return 2.0 if p is not None and p.side != d.side else -2.0
    return [worth(o.value) for o in d.options]


def _reinforcement(g: Game, d: Decision) -> list[float]:
    """13.1.2d: enter nearest an objective."""
    s = g.s
    found = [h for _, h in sorted(s.board.map.objectives.items())]
    return [-min((s.board.grid.distance(h, x) for x in found), default=0) for h in (o.value for o in d.options)]


SCORERS: dict[str, Scorer] = {
    "order": _orders,
    "pass_discard": _pass_discards,
    "activation": _activations,
    "destination": _destinations,
    "fire": _fire,
    "op_fire": _fire,
    "smoke_round": _smoke_round_hexes,
    "leave_out": _each(lambda pid: 1.0 if pid is None else 0.0),  # a whole group fires (O27.3.1)
    "transfer": _each(lambda t: 0.5 if t is None else 0.0),  # weapons stay with their carriers (O22.2)
    "revive": _each(lambda v: 2.0 if v[0] == "rally" else 1.0),  # a broken unit before a suppressed one (O31)
    "reconnoiter": _reconnoiter,
    "infiltrate_box": _infiltrate_boxes,
    "infiltrate_unit": _infiltrate_units,
    "initiative": _initiative,
    "sniper": _sniper,
    "reinforcement": _reinforcement,
}
