"""The greedy player's scores of the support a side calls and the cards it answers with: artillery
(O24.1, O24.3, O24.7), aircraft (O24.4, O24.5, O23.3, E50), actions (A32-A48) and events (E49-E80).
The orders, moves and fire are scored in ``greedy``, which asks here by the question's ``about``.

Each scorer reads the decision (its option values and public ``context``) and the game that asks,
in the state the question found; none changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.rules import other_side
from . import airops, artillery
from .decisions import Decision, Game
from .events import SIGHTING
from .rules import elimination_vp

if TYPE_CHECKING:
    from ..model.playtest import PieceState

Scorer = Callable[[Game, Decision], list[float]]


def _each(worth: Callable[[Any], float]) -> Scorer:
    return lambda g, d: [worth(o.value) for o in d.options]


def _play_it(value: Any) -> float:
    """A card or a choice that only adds (a Hidden fortification, Bayonets, a squad deployed...):
    anything rather than nothing."""
    return 0.0 if value is None else 1.0


def _pieces(worth: Callable[[Game, str, PieceState], float]) -> Scorer:
    """A scorer of options whose values are piece ids, by the piece."""
    def score(g: Game, d: Decision) -> list[float]:
        return [worth(g, d.side, g.s.piece(o.value)) for o in d.options]  # type: ignore[arg-type]
    return score


# ----------------------------------------------------------------------------- artillery (O24)

def blast_worth(g: Game, side: str, centre: str) -> float:
    """A spotting round at ``centre``: the enemy units its blast area would catch; never a blast
    over friendly units (below zero)."""
    enemy, friendly = artillery.blast_counts(g, side, centre)
    return float(enemy) if not friendly else -1.0 - friendly


def best_spot(g: Game, side: str, leader: PieceState) -> float:
    """The best blast a leader could call down: only hexes next to an enemy unit can score."""
    s = g.s

    def work() -> float:
        counts = artillery.unit_counts(g, side)
        near = {h for h, (e, _f) in counts.items() if e}
        for h in list(near):
            near.update(s.board.grid.neighbours(h).values())
        seen = s.seen_from(leader.hex or "", cave_from=s.inside_cave(leader))
        hexes = [h for h in near if h in seen and not s.near_melee(h)]
        return max((blast_worth(g, side, h) for h in hexes), default=0.0)

    return s.memo(("artillery_best", side, leader.id), work)


def fire_for_effect_worth(g: Game, side: str) -> float:
    """Fire For Effect (O24.3) by the best blast a spotter could call down; nothing to catch, not
    worth the card."""
    s = g.s
    with s.steady():
        best = max(best_spot(g, side, u) for u in artillery.spotters(g, side))
    return 1.0 + 2.0 * best if best > 0 else 0.0


def strafe_worth(g: Game, side: str, direction: int) -> float:
    """A Strafing Run (O24.5) facing ``direction``: the enemy units it would attack less the friendly ones."""
    enemy, friendly = airops.strafe_score(g, side, direction)
    return float(enemy - friendly)


def request_worth(g: Game, side: str, value: tuple) -> float:
    """An Asset Request's use (O24): a repair, an artillery mission or an air run."""
    what, arg = value
    if what == "fire_for_effect":
        return 0.5 if arg else fire_for_effect_worth(g, side)  # a smoke barrage: low
    if what == "illumination":
        return 0.8
    if what == "bombing_run":
        return 1.0 + 2.0 * max(airops.bomb_targets(g, side).values(), default=0)
    if what == "strafing_run":
        return 1.0 + 2.0 * max(0.0, max(strafe_worth(g, side, d) for d in range(1, 7)))
    return 1.0  # repair (O24.2, O24.6), Communication Established (O24.1)


def _asset_request(g: Game, d: Decision) -> list[float]:
    return [request_worth(g, d.side, o.value) for o in d.options]


def _spotters(g: Game, d: Decision) -> list[float]:
    """O24.3.1: the leader with the best blast to call down; one with no hex to spot, last."""
    s = g.s
    leaders = [s.piece(o.value[0]) for o in d.options]
    with s.steady():
        return [best_spot(g, d.side, u) if s.spotting_hexes(u.id) else -99.0 for u in leaders]  # type: ignore[arg-type, union-attr]


def _spotting_rounds(g: Game, d: Decision) -> list[float]:
    """A blast area over the most enemy units (O24.3); a starshell over the most enemy units (O24.7)."""
    s = g.s
    with s.steady():
        if d.context.get("barrage"):
            return [blast_worth(g, d.side, o.value) for o in d.options]
        return [float(artillery.starshell_counts(g, d.side, o.value)) for o in d.options]


def _radio(g: Game, d: Decision) -> list[float]:
    """O24.1: the radio with the most FP for its VP; the artillery denied marker last."""
    def worth(value: tuple) -> float:
        radio, cost = value
        if radio is None:
            return -1.0
        return float(g.s.counters[radio].front.fp or 0) / 4 - cost
    return [worth(o.value) for o in d.options]


def _impact(g: Game, d: Decision) -> list[float]:
    """O24.3.4: the Impact rolls where the most enemy and fewest friendly units are, first."""
    s = g.s
    return [float(len(s.units_at(h, other_side(d.side))) - len(s.units_at(h, d.side))) for h in (o.value for o in d.options)]


# ----------------------------------------------------------------------------- aircraft

def _bomb(g: Game, d: Decision) -> list[float]:
    """O24.4a: the hex where the dive bomber sees the most enemy units."""
    with g.s.steady():
        targets = airops.bomb_targets(g, d.side)
    return [float(targets[o.value]) for o in d.options]


def _asset_denied(g: Game, d: Decision) -> list[float]:
    """O23: jam a weapon (eliminate a broken one) before an Abort Run, a radio last."""
    s = g.s

    def worth(value: Any) -> float:
        if isinstance(value, tuple):
            return 1.5  # Abort Run (O23.3)
        p = s.piece(value)
        assert p is not None
        return 1.0 if s.counter(p).kind == "radio" else 2.0 + p.broken
    return [worth(o.value) for o in d.options]


# ----------------------------------------------------------------------------- actions (A32-A48)

def _smoke_screen(g: Game, d: Decision) -> list[float]:
    """A47: worth a card when an enemy unit sees one of the squads."""
    s = g.s
    enemy = sorted(s.occupied_hexes(other_side(d.side)))
    squads = [p for p in (s.piece(i) for i in d.context["squads"]) if p is not None]
    seen = any(s.los(e, u.hex or "").has_los for e in enemy for u in squads)
    return [0.0 if o.value is None else (1.0 if seen else -0.5) for o in d.options]


def _smoke_screen_hexes(g: Game, d: Decision) -> list[float]:
    """A47: smoke between the squad and the enemy; else in its own hex."""
    s = g.s
    grid = s.board.grid
    enemy = sorted(s.occupied_hexes(other_side(d.side)))

    def worth(value: tuple | None) -> float:
        if value is None:
            return 0.0
        pid, h = value
        u = s.piece(pid)
        assert u is not None
        near = min((grid.distance(u.hex or "", e) for e in enemy), default=0)
        closer = min((grid.distance(h, e) for e in enemy), default=near) < near
        return 1.0 if closer else (0.5 if h == u.hex else 0.1)
    return [worth(o.value) for o in d.options]


def _demolitions(g: Game, d: Decision) -> list[float]:
    """A38: an enemy fortification, never one's own."""
    def worth(h: str | None) -> float:
        if h is None:
            return 0.0
        fort = g.s.fortification_at(h)
        return 1.0 if fort is not None and fort.owner != d.side else -1.0
    return [worth(o.value) for o in d.options]


def _support(g: Game, d: Decision) -> list[float]:
    """A Support Table unit (A43.6, E70): the dearest, free as it comes; a Sighting marker low."""
    return [0.5 if o.value == SIGHTING else float(o.value[2]) for o in d.options]


# ----------------------------------------------------------------------------- events (E49-E80)

def _enemy_first(g: Game, side: str, p: PieceState) -> float:
    return 1.0 if p.side != side else -1.0


def _own_first(g: Game, side: str, p: PieceState) -> float:
    return 1.0 if p.side == side else -1.0


def _cheapest(g: Game, side: str, p: PieceState) -> float:
    """The unit whose elimination gives the opponent the fewest VP (14.1)."""
    return -float(elimination_vp(g.s.counter(p), g.s.rules.victory))


def _blaze_displace(g: Game, d: Decision) -> list[float]:
    """E53c: never into a melee."""
    enemy = g.s.occupied_hexes(other_side(d.side))
    return [-1.0 if o.value in enemy else 0.0 for o in d.options]


def _stealth(g: Game, d: Decision) -> list[float]:
    """E75: a unit to a hex without enemy; a Sighting marker less."""
    enemy = g.s.occupied_hexes(other_side(d.side))

    def worth(value: tuple | None) -> float:
        if value is None:
            return 0.0
        if value[0] == "sighting":
            return 0.2
        return -1.0 if value[2] in enemy else 0.5
    return [worth(o.value) for o in d.options]


def _hero(g: Game, d: Decision) -> list[float]:
    """E61: the Hero where the most friendly units are broken."""
    s = g.s
    return [1.0 + sum(1 for u in s.units_at(h, d.side) if u.broken) for h in (o.value for o in d.options)]


def phosphorus_worth(g: Game, side: str, hex_id: str) -> float:
    """E80: a hex with enemy units and none of one's own."""
    s = g.s
    return (1.0 if s.units_at(hex_id, other_side(side)) else 0.0) - (1.0 if s.units_at(hex_id, side) else 0.0)


def _white_phosphorus(g: Game, d: Decision) -> list[float]:
    best = max(phosphorus_worth(g, d.side, h) for h in d.context["hexes"])
    return [best if o.value else 0.0 for o in d.options]


def _white_phosphorus_hexes(g: Game, d: Decision) -> list[float]:
    return [phosphorus_worth(g, d.side, o.value) for o in d.options]


def _air_support(g: Game, d: Decision) -> list[float]:
    """E50: the hex whose aircraft sees the most enemy units."""
    return [float(airops.air_support_seen(g, d.side, o.value)) for o in d.options]


SCORERS: dict[str, Scorer] = {
    # artillery and aircraft
    "asset_request": _asset_request,
    "spotter": _spotters,
    "spotting_round": _spotting_rounds,
    "radio": _radio,
    "impact": _impact,
    "bomb": _bomb,
    "strafe": lambda g, d: [strafe_worth(g, d.side, o.value[0]) for o in d.options],
    "asset_denied": _asset_denied,
    "air_support": _air_support,
    # actions
    "fire_action": _each(lambda v: 0.0 if v is None else float(v[2])),  # the most FP first
    "light_wounds": _each(_play_it),
    "explosive_charge": _each(_play_it),
    "hidden_fortification": _each(_play_it),
    "hidden_unit": _each(_play_it),
    "ambush": _each(_play_it),
    "bayonets": _each(_play_it),
    "no_quarter": _each(_play_it),
    "demolitions": _demolitions,
    "smoke_screen": _smoke_screen,
    "smoke_screen_hex": _smoke_screen_hexes,
    "support": _support,
    # events
    "deploy": _each(_play_it),
    "scrounge": _each(_play_it),
    "banzai": _each(lambda v: 1.0 if v else 0.0),  # E78: always take the Banzai posture
    "blaze_displace": _blaze_displace,
    "stealth": _stealth,
    "hero": _hero,
    "interdiction": _pieces(_enemy_first),
    "kia": _pieces(_enemy_first),
    "malfunction": _pieces(_enemy_first),
    "shell_shock": _pieces(_enemy_first),
    "medic": _pieces(_own_first),
    "walking_wounded": _pieces(_own_first),
    "prisoners_of_war": _pieces(_cheapest),
    "white_phosphorus_break": _pieces(lambda g, side, p: -1.0 if p.broken else 0.0),  # an unbroken unit breaks, not dies
    "white_phosphorus": _white_phosphorus,
    "white_phosphorus_hex": _white_phosphorus_hexes,
}
