"""Aircraft in the card game: the Air Support event (E50), Asset Request's Bombing Run (O24.4) and
Strafing Run (O24.5), and Asset Denied's Abort Run (O23.3), as the card game puts them to the player.

Each option is offered only when legal, and the check is one look at the aircraft markers: a run
needs the side's own aircraft on the map, Abort Run the enemy's; no LOS is worked out until an
option's label is read (``Option.lazy``). The steps are the session's operations
(``aircraft``), one undo step each. Pull Up! (O24.4, O24.5): an Air Support event that occurs
during a run (set off by a roll of the run) cancels the rest of it with no further effect, the
aircraft staying wherever the event left it. What each choice would catch (the units a run would
attack, the enemy units in LOS of an Air Support hex) is named in its label and read by the greedy
player (``bomb_targets``, ``strafe_score``, ``air_support_seen``).
"""

from __future__ import annotations

from functools import partial

from ..core.rules import other_side
from ..model.fatedeck import FateCardSpec
from . import logtext as L
from .aircraft import air_support_in_dates, column_or_row, strafing_line
from .decisions import Game, Option

RUNS = ("bombing_run", "strafing_run")


# ----------------------------------------------------------------------------- what a run would catch

def _seen(g: Game, side: str, from_hex: str, hex_id: str, whose: str | None) -> int:
    return len(g.s.air_sees(from_hex, hex_id, whose))


def bomb_targets(g: Game, side: str) -> dict[str, int]:
    """O24.4a: each hex the dive bomber may target, with the enemy units it sees there."""
    s = g.s
    a = s.aircraft(side)
    if a is None or a.hex is None:
        return {}
    here = a.hex
    enemy = other_side(side)
    return s.memo(("air_bomb", side), lambda: {h: _seen(g, side, here, h, enemy) for h in s.bombing_targets(side)})


def strafe_score(g: Game, side: str, direction: int) -> tuple[int, int]:
    """O24.5b: the enemy and friendly units the fighter would attack facing ``direction``."""
    s = g.s
    a = s.aircraft(side)
    if a is None or a.hex is None:
        return 0, 0
    here = a.hex

    def work() -> tuple[int, int]:
        enemy = friendly = 0
        for h in s.strafing_targets(side, direction):
            enemy += _seen(g, side, here, h, other_side(side))
            friendly += _seen(g, side, here, h, side)
        return enemy, friendly

    return s.memo(("air_strafe", side, direction), work)


# ----------------------------------------------------------------------------- O24.4, O24.5

def request_options(g: Game, side: str) -> list[Option]:
    """The runs an Asset Request may order now (O24): both need the side's aircraft on the map,
    whatever its face (the run flips it)."""
    s = g.s
    if s.aircraft(side) is None or s.doc.phase != "play":
        return []
    bomber, fighter = s.aircraft_name(side, "dive_bomber"), s.aircraft_name(side, "fighter")
    return [
        Option.lazy(lambda: L.P_AIR_BOMB.format(aircraft=bomber), ("bombing_run", None)),
        Option.lazy(lambda: L.P_AIR_STRAFE.format(aircraft=fighter), ("strafing_run", None)),
    ]


def has_use(g: Game, side: str) -> bool:
    return g.s.aircraft(side) is not None and g.s.doc.phase == "play"


def request(g: Game, side: str, what: str) -> None:
    """Carry out the run picked for an Asset Request."""
    (_bombing_run if what == "bombing_run" else _strafing_run)(g, side)


def _air_supports(g: Game) -> int:
    return g.counts.get("air_support", 0)


def _pulled_up(g: Game, before: int) -> bool:
    """Pull Up! (O24.4, O24.5): an Air Support event has occurred since the run began."""
    if _air_supports(g) != before:
        g.note(L.AIR_PULL_UP)
        return True
    return g.over


def _end_run(g: Game, side: str) -> None:
    """O24.4d, O24.5: the aircraft goes back to the countermix once its run is over."""
    if not g.over and g.s.aircraft(side) is not None:
        g.do("remove_aircraft", side, "run")


def _bombing_run(g: Game, side: str) -> None:
    """O24.4: flipped to its dive bomber side, the aircraft picks a hex where it sees an enemy unit
    (none: straight to step d), rolls to target it as ordnance and on a hit makes a 12 FP attack."""
    s = g.s
    before = _air_supports(g)
    with s.steady():
        targets = dict(bomb_targets(g, side))
    if not targets:
        g.do("flip_aircraft", side, "dive_bomber")
        g.note(L.AIR_NO_TARGET.format(aircraft=s.aircraft_name(side)))
        return _end_run(g, side)
    # listed for a reader: the hexes where it sees the most enemy units first
    opts = [Option(L.P_AIR_BOMB_HEX.format(hex=h, n=n), h) for h, n in sorted(targets.items(), key=lambda hn: -hn[1])]
    h = g.ask(side, "target", L.P_AIR_BOMB_WHERE, opts, context={"about": "bomb"}).value
    r = g.do("bombing_run", side, h)
    if _pulled_up(g, before):
        return
    if r.ok and r.details.get("hit"):
        a = s.aircraft(side)
        if a is not None and a.hex is not None and s.air_sees(a.hex, h):
            g.do("air_attack", side, h)
            if _pulled_up(g, before):
                return
    _end_run(g, side)


def _strafing_run(g: Game, side: str) -> None:
    """O24.5: flipped to its fighter side, the aircraft faces a compass direction and attacks each
    hex of the line ahead where it sees a unit of either side, nearest first, with 9 FP."""
    s = g.s
    before = _air_supports(g)
    a = s.aircraft(side)
    assert a is not None and a.hex is not None
    here, grid = a.hex, s.board.grid

    def option(d: int) -> Option:
        def label() -> str:
            enemy, friendly = strafe_score(g, side, d)
            return L.P_AIR_STRAFE_DIR.format(n=d, enemy=enemy, friendly=friendly)

        # The value carries the line ahead, so the board can show it while the option is looked at.
        return Option.lazy(label, (d, tuple(strafing_line(grid, here, d))))

    direction = g.ask(side, "target", L.P_AIR_STRAFE_WHICH, [option(d) for d in range(1, 7)],
                      context={"about": "strafe"}).value[0]
    r = g.do("strafing_run", side, direction)
    if _pulled_up(g, before):
        return
    for h in r.details.get("targets", []) if r.ok else []:
        a = s.aircraft(side)
        if a is None or a.hex is None:
            return
        if s.air_sees(a.hex, h):
            g.do("air_attack", side, h)
            if _pulled_up(g, before):
                return
    _end_run(g, side)


# ----------------------------------------------------------------------------- O23.3

def abort_options(g: Game, side: str) -> list[Option]:
    """O23.3 Abort Run: offered while the enemy aircraft is on the map."""
    enemy = other_side(side)
    if g.s.aircraft(enemy) is None:
        return []
    return [Option(L.P_AIR_ABORT.format(aircraft=g.s.aircraft_name(enemy)), ("abort_run", enemy))]


def abort_run(g: Game, side: str) -> None:
    g.do("remove_aircraft", other_side(side), "abort")


# ----------------------------------------------------------------------------- E50

def air_support(g: Game, side: str, spec: FateCardSpec) -> None:
    """E50: nothing outside the card's dates or at night (18.6); else the enemy aircraft on the map
    is removed, or failing that the player places his own in a hex of his choice in the random
    hex's letter column or number row (moving it if it was on the map already)."""
    s = g.s
    if not air_support_in_dates(spec, s.scenario.year):
        return g.note(L.NOTHING_TO_DO.format(why=L.SKIP_AIR_DATES))
    if s.scenario.night:
        return g.note(L.NOTHING_TO_DO.format(why=L.SKIP_AIR_NIGHT))
    g.counts["air_support"] = _air_supports(g) + 1  # the event occurs: a run under way pulls up
    enemy = other_side(side)
    if s.aircraft(enemy) is not None:
        g.do("remove_aircraft", enemy, "air_support")
        return
    r = g.do("random_hex", side)
    random_hex = r.details.get("hex") if r.ok else None
    if not random_hex or not s.board.grid.contains(random_hex) or g.over:
        return
    opts = [Option.lazy(partial(_air_hex_label, g, side, x), x) for x in column_or_row(s.board.grid, random_hex)]
    h = g.ask(side, "event", L.P_AIR_WHERE, opts, context={"about": "air_support"}).value
    g.do("place_aircraft", side, h)


def air_support_seen(g: Game, side: str, hex_id: str) -> int:
    """E50: the enemy units an aircraft placed in ``hex_id`` would see."""
    s = g.s
    foe = other_side(side)
    view = s.air_view(hex_id)
    return sum(len(s.units_at(x, foe)) for x in s.occupied_hexes(foe) if x != hex_id and view.get(x, (False, 0))[0])


def _air_hex_label(g: Game, side: str, hex_id: str) -> str:
    return L.P_AIR_HEX.format(hex=hex_id, n=air_support_seen(g, side, hex_id))


__all__ = ["RUNS", "abort_options", "abort_run", "air_support", "air_support_seen", "bomb_targets", "has_use",
           "request", "request_options", "strafe_score"]
