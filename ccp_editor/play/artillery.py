"""O24 Asset Request, the artillery options: Communication Established (O24.1), Fire For Effect
(O24.3) and Illumination (O24.7), as the card game puts them to the player.

Each option is offered only when legal (``request_options``: the Artillery Box, day or night, an
unbroken radio, a leader to activate); the steps are the session's operations (``radios``), so each
is one undo step and the log names every roll. The hexes a spotting round may go to are listed with
the units of each side its blast area would catch (``blast_counts``), the most enemy units first.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial
from typing import Any

from ..core.rules import other_side
from ..model.playtest import PieceState
from . import logtext as L
from .decisions import Game, Option
from .radios import artillery_modifiers, blast_area, drift, radio_entries

__all__ = ["artillery_modifiers", "blast_area", "blast_counts", "drift", "has_use", "leaders", "radio_entries", "request",
           "request_options", "spotters", "unit_counts"]


# ----------------------------------------------------------------------------- the card game's choices

def unit_counts(g: Game, side: str) -> dict[str, tuple[int, int]]:
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


def blast_counts(g: Game, side: str, centre: str) -> tuple[int, int]:
    """Enemy and friendly units in the blast area around ``centre`` (O24.3.4)."""
    counts = unit_counts(g, side)
    enemy = friendly = 0
    for h in blast_area(g.s.board.grid, centre):
        e, f = counts.get(h, (0, 0))
        enemy, friendly = enemy + e, friendly + f
    return enemy, friendly


def leaders(g: Game, side: str) -> list[PieceState]:
    """The side's leaders that may be activated to call the artillery (O24)."""
    s = g.s
    return [u for u in s.units(side, "map") if s.can_spot(u)]


def spotters(g: Game, side: str) -> list[PieceState]:
    """The leaders that have somewhere to put a spotting round (O24.3.1): the leader's own hex is in
    his LOS, so every one does unless a melee is near it."""
    s = g.s
    return [u for u in leaders(g, side) if not s.near_melee(u.hex or "") or s.spotting_hexes(u.id)]


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


def _request_options(g: Game, side: str) -> list[Option]:
    s = g.s
    if not leaders(g, side) or s.doc.phase != "play":
        return []
    out: list[Option] = []
    night = s.scenario.night
    if not s.artillery_box_full(side) and not (night and s.rules.night.no_communication_established):
        out.append(Option(L.P_ART_ESTABLISH, ("established", False)))
    radio = s.radio_in_box(side)
    if radio is not None and not radio.broken and spotters(g, side):
        c = s.counter(radio)
        out.append(Option.lazy(partial(L.P_ART_FFE.format, radio=c.name), ("fire_for_effect", False)))
        if c.smoke and _random_smoke() is not None:
            out.append(Option(L.P_ART_FFE_SMOKE.format(radio=c.name), ("fire_for_effect", True)))
    if night:
        out.append(Option(L.P_ART_ILLUMINATION, ("illumination", False)))
    return out


def has_use(g: Game, side: str) -> bool:
    s = g.s
    with s.steady():
        assert s._read_index is not None
        full = s._read_index.memo.get(("artillery_options", side))
        if full is not None:
            return bool(full)
        return bool(s.memo(("artillery_any", side), lambda: _request_options(g, side)))


def request(g: Game, side: str, what: str, smoke: bool = False) -> None:
    """Carry out the artillery option picked for an Asset Request."""
    {"established": lambda: _establish(g, side), "fire_for_effect": lambda: _fire_for_effect(g, side, smoke),
     "illumination": lambda: _illuminate(g, side)}[what]()


def _pick_leader(g: Game, side: str, context: dict[str, Any] | None = None) -> PieceState | None:
    found = leaders(g, side)
    if not found:
        return None
    opts = [Option(L.P_ART_LEADER_IS.format(piece=g.name(u)), [u.id]) for u in found]
    return g.s.piece(g.ask(side, "activate", L.P_ART_LEADER, opts, context=context).value[0])


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
            opts.append(Option(L.P_ART_DENIED, (None, 0)))
        elif radio in s.counters:
            c = s.counters[radio]
            opts.append(Option(L.P_ART_RADIO.format(radio=c.name, fp=c.front.fp or 0, n=cost), (radio, cost)))
    if not opts:
        opts.append(Option(L.P_ART_DENIED, (None, 0)))
    radio, cost = g.ask(side, "target", L.P_ART_RADIO_WHICH, opts, context={"about": "radio"}).value
    g.do("acquire_radio", side, radio, cost)


def starshell_counts(g: Game, side: str, centre: str) -> int:
    """The enemy units a starshell at ``centre`` would light up (O24.7)."""
    s = g.s
    return sum(len(s.units_at(x, other_side(side))) for x in s.board.grid.within(centre, s.rules.night.starshell_radius))


def _sr_options(g: Game, side: str, leader: PieceState, barrage: bool) -> list[Option]:
    """The hexes a spotting round may go to, listed for a reader: the most enemy units caught
    first, a blast over friendly units after every other, the rest in map order."""
    s = g.s
    listed: list[tuple[float, Option]] = []
    for h in s.spotting_hexes(leader.id, barrage=barrage):
        if barrage:
            enemy, friendly = blast_counts(g, side, h)
            first = float(enemy) if not friendly else -1.0 - friendly
            listed.append((-first, Option(L.P_ART_SR.format(hex=h, enemy=enemy, friendly=friendly), h)))
        else:
            enemy = starshell_counts(g, side, h)
            listed.append((-float(enemy), Option(L.P_ART_SR_LIGHT.format(hex=h, enemy=enemy), h)))
    return [o for _first, o in sorted(listed, key=lambda x: x[0])]


def _fire_for_effect(g: Game, side: str, smoke: bool) -> None:
    """O24.3: spotter, spotting round, Accuracy and drift, then one Impact roll per hex of the blast
    area holding a unit or fortification, in the order the firer picks; or seven random smoke."""
    s = g.s
    leader = _pick_leader(g, side, {"about": "spotter"})
    if leader is None:
        return
    with s.steady():
        opts = _sr_options(g, side, leader, True)
    if not opts:
        return
    sr = g.ask(side, "target", L.P_ART_SR_WHERE, opts, context={"about": "spotting_round", "barrage": True}).value
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
        opts = [Option(L.P_ART_IMPACT_HEX.format(hex=h), h) for h in todo]
        h = g.ask(side, "target", L.P_ART_IMPACT_NEXT, opts, context={"about": "impact"}).value
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
    sr = g.ask(side, "target", L.P_ART_SR_WHERE, opts, context={"about": "spotting_round", "barrage": False}).value
    g.do("illuminate", side, leader.id, sr)
