"""O24 Asset Request, the artillery options: Communication Established (O24.1), Fire For Effect
(O24.3) and Illumination (O24.7), as the card game puts them to the player.

Each option is offered only when legal (``request_options``: the Artillery Box, day or night, an
unbroken radio, a leader to activate); the steps are the session's operations (``radios``), so each
is one undo step and the log names every roll. The greedy player's scores: Fire For Effect by the
enemy units a spotting round would catch in its blast area, never a blast over its own units.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial

from ..core.rules import other_side
from ..model.playtest import PieceState
from . import logtext as L
from .decisions import Game, Option
from .radios import artillery_modifiers, blast_area, drift, radio_entries

__all__ = ["artillery_modifiers", "blast_area", "drift", "has_use", "radio_entries", "request", "request_options"]


# ----------------------------------------------------------------------------- the card game's choices

def _unit_counts(g: Game, side: str) -> dict[str, tuple[int, int]]:
    """Enemy and friendly units per occupied hex, once per state."""
    s = g.s

    def work() -> dict[str, tuple[int, int]]:
        out: dict[str, tuple[int, int]] = {}
        for u in s.units(None, "map"):
            if u.hex is not None:
                enemy, friendly = out.get(u.hex, (0, 0))
                out[u.hex] = (enemy + (u.side != side), friendly + (u.side == side))
        return out

    return s.memo(("artillery_counts", side), work)


def _blast_score(g: Game, side: str, centre: str) -> tuple[int, int]:
    """Enemy and friendly units in the blast area around ``centre`` (the greedy player's guide)."""
    counts = _unit_counts(g, side)
    enemy = friendly = 0
    for h in blast_area(g.s.board.grid, centre):
        e, f = counts.get(h, (0, 0))
        enemy, friendly = enemy + e, friendly + f
    return enemy, friendly


def _worth(g: Game, side: str, centre: str) -> float:
    """The greedy player's worth of a spotting round at ``centre``: the enemy units its blast area
    would catch; never a blast over friendly units (below zero, so last among the hexes)."""
    enemy, friendly = _blast_score(g, side, centre)
    return float(enemy) if not friendly else -1.0 - friendly


def _best_spot(g: Game, side: str, leader: PieceState) -> float:
    """The best blast a leader could call down: only hexes next to an enemy unit can score."""
    s = g.s

    def work() -> float:
        counts = _unit_counts(g, side)
        near = {h for h, (e, _f) in counts.items() if e}
        for h in list(near):
            near.update(s.board.grid.neighbours(h).values())
        seen = s.seen_from(leader.hex or "", cave_from=s.inside_cave(leader))
        hexes = [h for h in near if h in seen and not s.near_melee(h)]
        return max((_worth(g, side, h) for h in hexes), default=0.0)

    return s.memo(("artillery_best", side, leader.id), work)


def _leaders(g: Game, side: str) -> list[PieceState]:
    s = g.s
    return [u for u in s.units(side, "map") if s.can_spot(u)]


def _random_smoke() -> Callable[[Game, str], bool] | None:
    """The smoke cup's random smoke (``play.smoke.place_random_smoke``) a smoke barrage places in
    each hex of the blast area (O24.3.3), or None while the smoke cup is missing."""
    try:
        module = importlib.import_module(".smoke", __package__)
    except ImportError:
        return None
    return getattr(module, "place_random_smoke", None)


def request_options(g: Game, side: str) -> list[Option]:
    """The artillery options of an Asset Request legal now (O24): Communication Established with
    an empty Artillery Box by day (O24.1, 15.1.2, 18.4), Fire For Effect with an unbroken radio
    (O24.3; a smoke barrage with a smoke-capable radio), Illumination at night (O24.7); each needs
    a leader to activate."""
    s = g.s
    with s.steady():
        return s.memo(("artillery_options", side), lambda: _request_options(g, side))[:]


def _request_options(g: Game, side: str, scored: bool = True) -> list[Option]:
    """``scored=False``: the same options without their scores (whether there is any: the best
    blast a spotter could call down is worked out only for the choice)."""
    s = g.s
    leaders = _leaders(g, side)
    if not leaders or s.doc.phase != "play":
        return []
    out: list[Option] = []
    night = s.scenario.night
    if not s.artillery_box_full(side) and not (night and s.rules.night.no_communication_established):
        out.append(Option(L.P_ART_ESTABLISH, ("established", False), 1.0))
    radio = s.radio_in_box(side)
    if radio is not None and not radio.broken:
        # The leader's own hex is in his LOS: a spotting round has somewhere to go unless a melee is near.
        spotters = [u for u in leaders if not s.near_melee(u.hex or "") or s.spotting_hexes(u.id)]
        if spotters:
            c = s.counter(radio)

            def score() -> float:  # the best blast a spotter could call down: read by a greedy player only
                with s.steady():
                    best = max(_best_spot(g, side, u) for u in spotters) if scored else 0.0
                return 1.0 + 2.0 * best if best > 0 else 0.0  # nothing to catch: not worth the card

            out.append(Option.lazy(partial(L.P_ART_FFE.format, radio=c.name), ("fire_for_effect", False), score))
            if c.smoke and _random_smoke() is not None:
                out.append(Option(L.P_ART_FFE_SMOKE.format(radio=c.name), ("fire_for_effect", True), 0.5))
    if night:
        out.append(Option(L.P_ART_ILLUMINATION, ("illumination", False), 0.8))
    return out


def has_use(g: Game, side: str) -> bool:
    s = g.s
    with s.steady():
        assert s._read_index is not None
        full = s._read_index.memo.get(("artillery_options", side))
        if full is not None:
            return bool(full)
        return bool(s.memo(("artillery_any", side), lambda: _request_options(g, side, scored=False)))


def request(g: Game, side: str, what: str, smoke: bool = False) -> None:
    """Carry out the artillery option picked for an Asset Request."""
    {"established": lambda: _establish(g, side), "fire_for_effect": lambda: _fire_for_effect(g, side, smoke),
     "illumination": lambda: _illuminate(g, side)}[what]()


def _pick_leader(g: Game, side: str, score: dict[str, float] | None = None) -> PieceState | None:
    leaders = _leaders(g, side)
    if not leaders:
        return None
    opts = [Option(L.P_ART_LEADER_IS.format(piece=g.name(u)), [u.id], (score or {}).get(u.id, 0.0)) for u in leaders]
    return g.s.piece(g.ask(side, "activate", L.P_ART_LEADER, opts).value[0])


def _establish(g: Game, side: str) -> None:
    """O24.1: a leader calls, the Radio Table is rolled, the side takes a radio (paying its VP) or
    the artillery denied marker from the column; something must be taken."""
    leader = _pick_leader(g, side)
    if leader is None:
        return
    r = g.do("call_radio", side, leader.id)
    if not r.ok or g.over:
        return
    s = g.s
    opts = []
    for radio, cost in r.details["entries"]:
        if radio is None:
            opts.append(Option(L.P_ART_DENIED, (None, 0), -1.0))
        elif radio in s.counters:
            c = s.counters[radio]
            opts.append(Option(L.P_ART_RADIO.format(radio=c.name, fp=c.front.fp or 0, n=cost), (radio, cost),
                               float(c.front.fp or 0) / 4 - cost))
    if not opts:
        opts.append(Option(L.P_ART_DENIED, (None, 0), -1.0))
    radio, cost = g.ask(side, "target", L.P_ART_RADIO_WHICH, opts).value
    g.do("acquire_radio", side, radio, cost)


def _sr_options(g: Game, side: str, leader: PieceState, barrage: bool) -> list[Option]:
    s = g.s
    opts = []
    for h in s.spotting_hexes(leader.id, barrage=barrage):
        if barrage:
            enemy, friendly = _blast_score(g, side, h)
            opts.append(Option(L.P_ART_SR.format(hex=h, enemy=enemy, friendly=friendly), h, _worth(g, side, h)))
        else:
            enemy = sum(len(s.units_at(x, other_side(side))) for x in s.board.grid.within(h, s.rules.night.starshell_radius))
            opts.append(Option(L.P_ART_SR_LIGHT.format(hex=h, enemy=enemy), h, float(enemy)))
    # The hexes worth a look first (most enemy units), then the rest in map order.
    return sorted(opts, key=lambda o: -o.score)


def _fire_for_effect(g: Game, side: str, smoke: bool) -> None:
    """O24.3: spotter, spotting round, Accuracy and drift, then one Impact roll per hex of the blast
    area holding a unit or fortification, in the order the firer picks; or seven random smoke."""
    s = g.s
    with s.steady():
        best = {u.id: _best_spot(g, side, u) if s.spotting_hexes(u.id) else -99.0 for u in _leaders(g, side)}
    leader = _pick_leader(g, side, best)
    if leader is None:
        return
    with s.steady():
        opts = _sr_options(g, side, leader, True)
    if not opts:
        return
    sr = g.ask(side, "target", L.P_ART_SR_WHERE, opts).value
    r = g.do("fire_for_effect", side, leader.id, sr, smoke=smoke)
    landing = r.details.get("landing") if r.ok else None
    if landing is None or g.over:
        return
    place = _random_smoke()
    if smoke and place is not None:
        g.note(L.ART_SMOKE_BARRAGE.format(hex=landing))
        for h in blast_area(s.board.grid, landing):
            place(g, h)
        return
    todo = list(r.details["targets"])
    while todo and not g.over:
        opts = [Option(L.P_ART_IMPACT_HEX.format(hex=h), h,
                       float(len(s.units_at(h, other_side(side))) - len(s.units_at(h, side)))) for h in todo]
        h = g.ask(side, "target", L.P_ART_IMPACT_NEXT, opts).value
        todo.remove(h)
        if s.units_at(h) or s.fortification_at(h):
            g.do("artillery_impact", side, h)


def _illuminate(g: Game, side: str) -> None:
    """O24.7: a leader puts the spotting round in his LOS; a starshell goes where it lands."""
    leader = _pick_leader(g, side)
    if leader is None:
        return
    with g.s.steady():
        opts = _sr_options(g, side, leader, False)
    if not opts:
        return
    sr = g.ask(side, "target", L.P_ART_SR_WHERE, opts).value
    g.do("illuminate", side, leader.id, sr)
