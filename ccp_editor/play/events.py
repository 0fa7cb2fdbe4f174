"""Events E49-E80: carried out when an Event trigger reveals a card (1.9.3), by the player who
rolled it, who makes its decisions. Steps go in order, what is impossible is skipped, and rolls
inside an event set off no trigger (1.9.1.2). Random hexes reveal the next card's hex (1.8); a
Sighting marker follows it (1.8.2, done by the session's random hex).

Implemented: E51 Battle Harden, E52 Battlelust, E53 Blaze (units displaced to adjacent hexes or
eliminated), E54 Breezy (smoke drifts, blaze spreads), E55 Bushido, E57 Detritus of War (a random smoke, wire and
mines), E58 Field of Battle, E59 Field
Promotion, E60 Gusts, E61 Hero, E62 Interdiction, E63 Jam, E64 KIA, E65 Malfunction, E66 Medic!,
E68 Prisoners of War, E69 Reconnaissance, E71 Scrounge, E72 Shell Shock, E73 Shellholes, E74
Spider Hole, E75 Stealth, E77 Suppressing Fire, E78 Tennoheika Banzai!, E79 Walking Wounded, E70
Reinforcements (units; a Sighting marker entry is not offered), E56 Deploy, E67 Mission
Objective, E76 Strategic Objective (chits drawn with the game's seeded generator), E80 White Phosphorus
(smoke from the cup, ``smoke.py``), E50 Air Support (``airops``: the enemy aircraft removed or one's own
placed in the random hex's column or row).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.rules import SIDE_NAMES, other_side
from ..core.wording import agree
from ..model.fatedeck import EVENT_RULES, FateCardSpec
from ..model.i18n import QT_TRANSLATE_NOOP
from . import logtext as L
from .airops import air_support
from .decisions import Game, Option
from .smoke import can_take_smoke, cup, draw_smoke, place_drawn_smoke, place_random_smoke

if TYPE_CHECKING:
    from ..model.playtest import PieceState


def resolve(g: Game, side: str, spec: FateCardSpec) -> None:
    """Carry out the event of ``spec`` for ``side`` (1.9.3)."""
    rule = EVENT_RULES[spec.event]
    g.note(L.EVENT.format(side=SIDE_NAMES[side], event=spec.event.replace("_", " "), rule=rule, card=g.decks.label(side, spec.number)))
    fn = HANDLERS.get(spec.event)
    if fn is None:
        g.note(L.EVENT_SKIPPED.format(event=spec.event.replace("_", " ").capitalize(), rule=rule))
        return
    fn(g, side, spec)


def _skip(g: Game, why: str) -> None:
    g.note(L.NOTHING_TO_DO.format(why=why))


def _pick(g: Game, side: str, prompt: str, pieces: list[PieceState], about: str) -> PieceState | None:
    """One of ``pieces``, picked by ``side``; ``about`` names the event asking."""
    if not pieces:
        return None
    opts = [Option(g.name(p), p.id) for p in pieces]
    pid = g.ask(side, "event", prompt, opts, context={"about": about}).value
    return g.s.piece(pid)


def _random_hex(g: Game, side: str) -> str | None:
    r = g.do("random_hex", side)
    return r.details.get("hex") if r.ok else None


def _nearest(g: Game, hex_id: str, pieces: list[PieceState]) -> list[PieceState]:
    """The pieces nearest the hex (ties: the reader picks, 10.6)."""
    s = g.s

    def where(p: PieceState) -> str | None:
        if s.counter(p).kind == "weapon":
            c = s.carrier_of(p.id)
            return c.hex if c is not None and c.location == "map" else None
        return p.hex if p.location == "map" else None

    placed = [(s.board.grid.distance(hex_id, h), p) for p in pieces if (h := where(p))]
    if not placed:
        return []
    best = min(d for d, _ in placed)
    return [p for d, p in placed if d == best]


def _weapons(g: Game, side: str | None = None) -> list[PieceState]:
    s = g.s
    out = []
    for u in s.units(side, "map"):
        w = s.piece(u.weapon) if u.weapon else None
        if w is not None:
            out.append(w)
    return out


# ----------------------------------------------------------------------------- the events

def battle_harden(g: Game, side: str, spec: FateCardSpec) -> None:
    """E51: a veteran marker on a friendly unit."""
    p = _pick(g, side, L.P_BATTLE_HARDEN, [u for u in g.s.units(side, "map") if not u.veteran], "battle_harden")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no friendly unit without a veteran marker"))
    g.do("set_veteran", p.id, True)


def battlelust(g: Game, side: str, spec: FateCardSpec) -> None:
    """E52: +1 VP if more enemy than friendly units are on the Casualty Track."""
    t = g.s.tracks
    mine, theirs = (t.casualties_japan, t.casualties_allied) if side == "japan" else (t.casualties_allied, t.casualties_japan)
    if len(theirs) > len(mine):
        g.do("adjust_vp", side, 1, QT_TRANSLATE_NOOP("PlayLog", "Battlelust (E52)"))
    else:
        _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the enemy has no more units on the Casualty Track"))


def _clear_for_blaze(g: Game, hex_id: str, keep_out: set[str]) -> None:
    """E53c / E54c: the units in a hex a blaze is about to fill leave it, their owners placing each
    in an adjacent hex that holds no blaze (nor one about to come, ``keep_out``), the inactive
    player first; a unit with nowhere to go is eliminated."""
    s = g.s
    active = s.tracks.turn_player
    for owner in (other_side(active), active):
        for u in s.units_at(hex_id, owner):
            if g.over:
                return
            hexes = [h for h in sorted(s.board.grid.neighbours(hex_id).values())
                     if h not in keep_out and not s.displace_problem(u.id, h)]
            if not hexes:
                g.note(L.NOWHERE_FROM_BLAZE.format(piece=g.name(u)))
                g.do("eliminate", u.id)
                continue
            enemy = s.occupied_hexes(other_side(owner))
            opts = [Option((L.P_BLAZE_PLACE_MELEE if h in enemy else L.P_BLAZE_PLACE).format(piece=g.name(u), hex=h), h)
                    for h in hexes]
            choice = g.ask(owner, "event", L.P_BLAZE_WHERE.format(start=hex_id, piece=g.name(u)), opts,
                           context={"about": "blaze_displace"})
            g.do("displace", u.id, choice.value, "driven out by a blaze (E53)")


def blaze(g: Game, side: str, spec: FateCardSpec) -> None:
    """E53: a blaze in the random hex unless water or ablaze; it removes smoke and fortifications
    there, and its units are displaced to adjacent hexes or eliminated (E53c)."""
    h = _random_hex(g, side)
    s = g.s
    if h is None or s.board.is_water(h) or h in s.blaze():
        return _skip(g, L.SKIP_WATER_OR_ABLAZE.format(hex=h))
    _clear_for_blaze(g, h, {h})
    if not g.over:
        g.do("place_marker", "blaze", h)


def breezy(g: Game, side: str, spec: FateCardSpec) -> None:
    """E54: every smoke drifts one hex downwind (the card's compass direction), gone off the map
    or into water or blaze; then a blaze spreads to each non-water, non-blaze hex next to and
    downwind of a blaze, displacing the units there (E54c) and removing fortifications."""
    s = g.s
    wind = spec.breezy
    if wind is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the card names no wind direction"))
    grid = s.board.grid
    blaze_now = s.blaze()
    smoke = sorted(((m.hex, m.value or 1) for m in s.doc.markers if m.type == "smoke"), key=lambda x: (-x[1], x[0]))
    moved = False
    for h, _ in smoke:
        g.do("remove_marker", "smoke", h)
    for h, v in smoke:  # highest first: where two drift together the highest stays (15.1.4)
        to = grid.neighbour(h, wind)
        if to is None or s.board.is_water(to) or to in blaze_now:
            g.note(L.SMOKE_DRIFTS_OFF.format(hex=h) if to is None else L.SMOKE_DRIFTS_INTO.format(hex=h, to=to))
            continue
        if s.marker_at(to, "smoke") is None:
            g.do("place_marker", "smoke", to, v)
            moved = True
    spread = sorted({n for b in blaze_now for n in [grid.neighbour(b, wind)]
                     if n is not None and not s.board.is_water(n) and n not in blaze_now})
    for h in spread:
        if g.over:
            return
        _clear_for_blaze(g, h, set(spread))
        if not g.over:
            g.do("place_marker", "blaze", h)
    if not smoke and not spread and not moved:
        _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no smoke to drift and no blaze to spread"))


def stealth(g: Game, side: str, spec: FateCardSpec) -> None:
    """E75: one friendly unit (or, for Japan, a Sighting marker) on the map goes to an adjacent
    hex; not a Move, so no mine attacks (F104.1) and no Op Fire; never into a blaze or an
    impassable hex."""
    s = g.s
    enemy = s.occupied_hexes(other_side(side))
    opts = [Option(L.P_MOVE_NOTHING, None)]
    for u in s.units(side, "map"):
        for h in sorted(s.board.grid.neighbours(u.hex or "").values()):
            if not s.displace_problem(u.id, h):
                opts.append(Option((L.P_STEALTH_UNIT_MELEE if h in enemy else L.P_STEALTH_UNIT).format(piece=g.name(u), hex=h),
                                   ("unit", u.id, h)))
    if side == "japan":
        for m in s.doc.sighting_markers:
            if m.location == "map" and m.hex:
                for h in sorted(s.board.grid.neighbours(m.hex).values()):
                    if h not in s.blaze():
                        opts.append(Option(L.P_STEALTH_SIGHTING.format(start=m.hex, hex=h), ("sighting", m.id, h)))
    if len(opts) == 1:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no friendly unit can be placed next to its hex"))
    choice = g.ask(side, "event", L.P_STEALTH, opts, context={"about": "stealth"}).value
    if choice is None:
        return
    what, pid, h = choice
    if what == "unit":
        g.do("displace", pid, h, "Stealth (E75)")
    else:
        g.do("place_sighting", pid, h)


def deploy(g: Game, side: str, spec: FateCardSpec) -> None:
    """E56: a friendly squad becomes two teams of the OB quality; its markers may be split."""
    s = g.s
    squads = [u for u in s.units(side, "map") if s.counter(u).kind == "squad"]
    if not squads:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no friendly squad on the map"))
    pairs = s.deploy_teams(side)  # both teams from the countermix (E56)
    if not pairs:
        return _skip(g, L.SKIP_NO_TEAMS)
    texts = {(): L.P_DEPLOY_INTO, ("weapon",): L.P_DEPLOY_INTO_WEAPON, ("suppressed",): L.P_DEPLOY_INTO_SUPPRESSED,
             ("veteran",): L.P_DEPLOY_INTO_VETERAN}
    opts = [Option(L.P_DEPLOY_NONE, None)]
    for u in squads:
        markers = [m for m, on in (("weapon", u.weapon), ("suppressed", u.suppressed), ("veteran", u.veteran)) if on]
        splits: list[tuple[str, ...]] = [()] + [(m,) for m in markers]
        for pair in pairs:
            teams = " + ".join(s.counters[t].name for t in pair)
            for split in splits:
                opts.append(Option(texts[split].format(piece=g.name(u), teams=teams), (u.id, split, pair)))
    choice = g.ask(side, "event", L.P_DEPLOY, opts, context={"about": "deploy"}).value
    if choice is not None:
        g.do("deploy", choice[0], choice[1], choice[2])


def _draw_chit(g: Game, side: str, where: str) -> None:
    pool = g.s.chits_out_of_play()
    if not pool:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "every objective chit is already in play"))
    g.do("add_chit", g.decks.pick(pool), where)


def mission_objective(g: Game, side: str, spec: FateCardSpec) -> None:
    """E67: the player draws a secret objective chit at random (open if it has no secret side)."""
    _draw_chit(g, side, side)


def strategic_objective(g: Game, side: str, spec: FateCardSpec) -> None:
    """E76: an objective chit is drawn at random and placed open; it scores at once."""
    _draw_chit(g, side, "open")


def scrounge(g: Game, side: str, spec: FateCardSpec) -> None:
    """E71: an eliminated weapon (either side's) returns broken with one of the player's units
    that has none, whatever its kind (leaders and Heroes included)."""
    s = g.s
    weapons = [p for p in s.doc.pieces if p.location == "casualty" and s.counter(p).kind == "weapon"]
    units = [u for u in s.units(side, "map") if u.weapon is None]
    if not weapons or not units:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no eliminated weapon") if not weapons else QT_TRANSLATE_NOOP("PlayLog", "every friendly unit already has a weapon"))
    opts = [Option(L.P_NO_WEAPON, None)]
    seen: set[str] = set()
    for w in weapons:
        if w.counter in seen:
            continue  # one of each kind of weapon is enough to choose from
        seen.add(w.counter)
        opts += [Option(L.P_WEAPON_TO.format(weapon=s.counter(w).name, piece=g.name(u)), (w.id, u.id)) for u in units]
    choice = g.ask(side, "event", L.P_SCROUNGE, opts, context={"about": "scrounge"}).value
    if choice is not None:
        g.do("scrounge", *choice)


def bushido(g: Game, side: str, spec: FateCardSpec) -> None:
    """E55: Japan rallies a broken unit and makes it a veteran."""
    if side != "japan":
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "Bushido is Japanese"))
    p = _pick(g, side, L.P_BUSHIDO, [u for u in g.s.units("japan", "map") if u.broken], "bushido")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no broken Japanese unit"))
    g.do("rally", p.id)
    if not p.veteran:
        g.do("set_veteran", p.id, True)


def detritus_of_war(g: Game, side: str, spec: FateCardSpec) -> None:
    """E57: a random smoke from the cup (a), wire (b) and mines (c), each in its own random hex,
    skipped where impossible (water, blaze, a fortification already there)."""
    h = _random_hex(g, side)
    if h is not None:
        place_random_smoke(g, h)
    for fort in ("wire", "mines"):
        h = _random_hex(g, side)
        if h is None:
            continue
        owner = side
        r = g.s.place_fortification(fort, h, owner, event=True)
        g.sync_log()
        if not r.ok:
            _skip(g, L.SKIP_NO_FORTIFICATION.format(fortification=fort, hex=h, why=r.reason))


def field_of_battle(g: Game, side: str, spec: FateCardSpec) -> None:
    """E58: the receiving player gains 1 VP when he controls more objectives than his opponent
    (nobody gains it otherwise: the card rewards its reader only)."""
    control = list(g.s.tracks.objective_control.values())
    if sum(c == side for c in control) <= sum(c == other_side(side) for c in control):
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the player does not control more objectives than his opponent"))
    g.do("adjust_vp", side, 1, QT_TRANSLATE_NOOP("PlayLog", "Field of Battle (E58)"))


def gusts(g: Game, side: str, spec: FateCardSpec) -> None:
    """E60: remove all odd- or all even-valued smoke, as the card says."""
    odd = spec.gusts != "even"
    gone = [m for m in g.s.doc.markers if m.type == "smoke" and ((m.value or 1) % 2 == 1) == odd]
    if not gone:
        return _skip(g, L.SKIP_NO_ODD_SMOKE if odd else L.SKIP_NO_EVEN_SMOKE)
    for m in gone:
        g.do("remove_marker", "smoke", m.hex)


def interdiction(g: Game, side: str, spec: FateCardSpec) -> None:
    """E62: suppress an unsuppressed unit in a hex with Cover < 1."""
    s = g.s
    cands = [u for u in s.units(None, "map") if not u.suppressed and u.hex and s.cover_at(u.hex, u)[0] < 1]
    p = _pick(g, side, L.P_INTERDICTION, cands, "interdiction")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no unsuppressed unit in a hex with Cover below 1"))
    g.do("suppress", p.id)


def jam(g: Game, side: str, spec: FateCardSpec) -> None:
    """E63: break the Japanese weapon nearest the random hex (eliminate it if broken)."""
    h = _random_hex(g, side)
    near = _nearest(g, h, _weapons(g, "japan")) if h else []
    p = _pick(g, side, f"Jam: the nearest Japanese weapon to {h}", near, "jam")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no Japanese weapon on the map"))
    g.do("break_unit", p.id)


def kia(g: Game, side: str, spec: FateCardSpec) -> None:
    """E64: eliminate any broken unit, either side."""
    p = _pick(g, side, L.P_KIA, [u for u in g.s.units(None, "map") if u.broken], "kia")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no broken unit on the map"))
    g.do("eliminate", p.id)


def malfunction(g: Game, side: str, spec: FateCardSpec) -> None:
    """E65: break the unbroken weapon nearest the random hex, either side."""
    h = _random_hex(g, side)
    near = _nearest(g, h, [w for w in _weapons(g) if not w.broken]) if h else []
    p = _pick(g, side, f"Malfunction: the nearest weapon to {h}", near, "malfunction")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no unbroken weapon on the map"))
    g.do("break_unit", p.id)


def medic(g: Game, side: str, spec: FateCardSpec) -> None:
    """E66: the receiving player must rally one broken unit, enemy or friendly."""
    p = _pick(g, side, L.P_MEDIC, [u for u in g.s.units(None, "map") if u.broken], "medic")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no broken unit on the map"))
    g.do("rally", p.id)


def prisoners_of_war(g: Game, side: str, spec: FateCardSpec) -> None:
    """E68: the receiving player must eliminate one of his own broken units in or next to a hex
    holding an enemy unit (the enemy scores it, 14.1)."""
    s = g.s
    enemy = s.occupied_hexes(other_side(side))
    cands = [u for u in s.units(side, "map") if u.broken and u.hex
             and any(s.board.grid.distance(u.hex, h) <= 1 for h in enemy)]
    p = _pick(g, side, L.P_POW, cands, "prisoners_of_war")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no broken friendly unit in or next to an enemy unit"))
    g.do("eliminate", p.id)


def reconnaissance(g: Game, side: str, spec: FateCardSpec) -> None:
    """E69: the opponent reveals one of his secret chits; it scores at once."""
    draw = g.s.scenario.objective_chits
    theirs = draw.secret_allied if side == "japan" else draw.secret_japan
    hidden = [c for c in theirs if c not in g.s.tracks.revealed_chits]
    if not hidden:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the opponent has no secret chit left"))
    letter = g.ask(other_side(side), "event", L.P_RECON_CHIT, [Option(L.CHIT.format(chit=c), c) for c in hidden]).value
    g.do("reveal_chit", letter)


def shell_shock(g: Game, side: str, spec: FateCardSpec) -> None:
    """E72: break the unit nearest the random hex."""
    h = _random_hex(g, side)
    near = _nearest(g, h, g.s.units(None, "map")) if h else []
    p = _pick(g, side, f"Shell Shock: the nearest unit to {h}", near, "shell_shock")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no unit on the map"))
    g.do("break_unit", p.id)


def shellholes(g: Game, side: str, spec: FateCardSpec) -> None:
    """E73: foxholes in the random hex unless water, ablaze or fortified."""
    h = _random_hex(g, side)
    if h is None:
        return
    r = g.s.place_fortification("foxholes", h, side, event=True)
    g.sync_log()
    if not r.ok:
        _skip(g, L.SKIP_NO_FORTIFICATION.format(fortification="foxholes", hex=h, why=r.reason))


def suppressing_fire(g: Game, side: str, spec: FateCardSpec) -> None:
    """E77: suppress an enemy unit within the range and LOS of a functioning friendly MG: the MG
    unbroken, its carrier neither broken nor suppressed."""
    s = g.s
    mgs = []
    for u in s.units(side, "map"):
        w = s.piece(u.weapon) if u.weapon else None
        if w is not None and not w.broken and s.counter(w).weapon_type == "mg" and not u.broken and not u.suppressed and u.hex:
            mgs.append((u.hex, s.view(w.id).range))
    cands = [e for e in s.units(other_side(side), "map") if not e.suppressed and e.hex
             and any(s.board.grid.distance(h, e.hex) <= rng and s.los(h, e.hex).has_los for h, rng in mgs)]
    p = _pick(g, side, L.P_SUPPRESSING, cands, "suppressing_fire")
    if p is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no enemy unit within range and LOS of a working friendly MG"))
    g.do("suppress", p.id)


def banzai(g: Game, side: str, spec: FateCardSpec) -> None:
    """E78: Japan takes the Banzai posture: mandatory with the VP on the Allied side, optional at
    0 or on the Japanese side; the hand is then cut to the Banzai hand size (17.2)."""
    s = g.s
    if s.scenario.side("japan").posture == "banzai":
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "Japan already has the Banzai posture"))
    if s.tracks.vp >= 0:
        opts = [Option(L.P_KEEP_POSTURE, False), Option(L.P_TAKE_BANZAI, True)]
        if not g.ask("japan", "event", L.P_BANZAI, opts, context={"about": "banzai"}).value:
            return g.note(L.KEEP_POSTURE)
    g.do("set_posture", "japan", "banzai")
    while len(g.decks.hand("japan")) > g.hand_size("japan"):
        hand = g.decks.hand("japan")
        n = g.ask("japan", "discard", L.P_BANZAI_DISCARD,
                  [Option(L.P_DISCARD.format(label=g.card_label("japan", c)), c) for c in hand]).value
        g.decks.play("japan", n)
        name = SIDE_NAMES["japan"]
        g.note(agree(name, L.DISCARDS_1, L.DISCARDS_N).format(side=name, card=g.decks.label("japan", n)))


def _counter_of(g: Game, side: str, kind: str) -> str | None:
    """The side's nation's counter of a kind (its Hero, its "Private")."""
    nation = g.s.scenario.side(side).nation
    forces = g.s.dataset.forces.get(nation)
    if forces is None:
        return None
    return next((c.id for c in forces.counters if c.kind == kind), None)


def _in_play(g: Game, side: str, counter_id: str) -> bool:
    return any(p.counter == counter_id and p.side == side and p.location not in ("exited",) for p in g.s.doc.pieces)


def hero(g: Game, side: str, spec: FateCardSpec) -> None:
    """E61: the Hero in any friendly hex, then one broken unit there rallies (3.3.2)."""
    s = g.s
    cid = _counter_of(g, side, "hero")
    if cid is None or _in_play(g, side, cid):
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the Hero is already in play or the forces have none"))
    if not s.in_mix(cid):
        return _skip(g, L.SKIP_NOT_IN_MIX.format(piece=s.counters[cid].name))
    hexes = sorted(h for h in s.occupied_hexes(side) if h not in s.blaze())
    if not hexes:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no friendly hex"))
    opts = [Option(L.P_HERO_ENTERS.format(hex=h), h) for h in hexes]
    h = g.ask(side, "event", L.P_HERO_WHERE, opts, context={"about": "hero"}).value
    g.do("bring_in", cid, side, h)
    broken = [u for u in s.units_at(h, side) if u.broken]
    p = _pick(g, side, L.P_HERO_RALLY, broken, "hero_rally")
    if p is not None:
        g.do("rally", p.id)


def field_promotion(g: Game, side: str, spec: FateCardSpec) -> None:
    """E59: the nation's "Private" leader joins one of the side's broken units."""
    s = g.s
    cid = _counter_of(g, side, "private")
    if cid is None or _in_play(g, side, cid):
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the Private is already in play or the forces have none"))
    if not s.in_mix(cid):
        return _skip(g, L.SKIP_NOT_IN_MIX.format(piece=s.counters[cid].name))
    p = _pick(g, side, L.P_PROMOTION_WHERE, [u for u in s.units(side, "map") if u.broken], "field_promotion")
    if p is None or p.hex is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no broken friendly unit"))
    g.do("bring_in", cid, side, p.hex)


def spider_hole(g: Game, side: str, spec: FateCardSpec) -> None:
    """E74: the Japanese Hero is taken from wherever it is (the map, the Track Display or the
    countermix), then placed in or next to the random hex, unbroken and unsuppressed, with its
    weapon and veteran marker; never into a blaze or an impassable hex (T83)."""
    if side != "japan":
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "Spider Hole is Japanese"))
    s = g.s
    cid = _counter_of(g, "japan", "hero")
    if cid is None:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "the Japanese forces have no Hero"))
    if not _in_play(g, "japan", cid) and not s.in_mix(cid):
        return _skip(g, L.SKIP_NOT_IN_MIX.format(piece=s.counters[cid].name))
    h = _random_hex(g, side)
    if h is None:
        return
    cands = [x for x in [h, *sorted(s.board.grid.neighbours(h).values())]
             if x not in s.blaze() and (t := s.board.terrain(x)) is not None and t.move != "impassable"]
    if not cands:
        return _skip(g, L.SKIP_ALL_ABLAZE.format(hex=h))
    where = g.ask(side, "event", L.P_SPIDER, [Option(L.P_IN_HEX.format(hex=x), x) for x in cands]).value
    g.do("bring_in", cid, "japan", where, relocate=True)


def walking_wounded(g: Game, side: str, spec: FateCardSpec) -> None:
    """E79: an eliminated unit of either side returns broken in or next to the random hex."""
    s = g.s
    h = _random_hex(g, side)
    dead = [p for p in s.doc.pieces if p.location == "casualty" and s.is_unit(p)]
    if h is None or not dead:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no eliminated unit"))
    p = _pick(g, side, L.P_WW_WHICH, dead, "walking_wounded")
    cands = [x for x in [h, *sorted(s.board.grid.neighbours(h).values())] if x not in s.blaze()]
    if p is None or not cands:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no hex to return to"))
    where = g.ask(side, "event", L.P_WW_WHERE, [Option(L.P_IN_HEX.format(hex=x), x) for x in cands]).value
    g.do("return_casualty", p.id, where)


def support_roll(g: Game, side: str, why: str, *, sightings: bool = False, triggers: bool = False) -> list[Option]:
    """Roll on the nation's Support Table: the unit entries
    of that column available in the scenario year and left in the countermix (O28.1; E70 and
    A43.6 place a counter the same way, so the mix limits them too), as options. ``sightings``:
    Japan's Sighting marker entries of the column too (E70 lets a unit or a Sighting marker be taken;
    Infiltrate Hide takes a unit only, O28.1b), as the option value ``SIGHTING``. ``triggers``:
    the roll of an order or action (O28.1a, A43.6a) sets off its die triggers like any roll;
    the one of an event (E70) is made inside a trigger and cannot (1.9.1.2)."""
    s = g.s
    forces = s.dataset.forces.get(s.scenario.side(side).nation)
    r = g.do("roll", side, L.SUPPORT_ROLL.format(why=why), triggers=triggers)
    if forces is None or not r.ok or g.over:  # a trigger of the roll may have ended the game
        return []
    column = forces.support_table.column(r.details["value"])
    year = s.scenario.year
    out = []
    for e in column.entries if column else []:
        if e.unit and e.year_from <= year <= e.year_to and e.unit in s.counters and s.in_mix(e.unit) \
                and (not e.weapon or s.in_mix(e.weapon)):  # O28.1: "available in the countermix"
            name = s.counters[e.unit].name
            if e.weapon and e.weapon in s.counters:
                name = L.P_UNIT_WITH.format(unit=name, weapon=s.counters[e.weapon].name)
            out.append(Option(name, (e.unit, e.weapon, e.vp_cost)))
        elif sightings and side == "japan" and e.sighting_marker and e.year_from <= year <= e.year_to \
                and SIGHTING not in [o.value for o in out]:  # 9: Japan's alone; one choice however often listed
            out.append(Option(L.P_REINF_SIGHTING, SIGHTING))
    return out


#: The option value of a Support Table Sighting marker entry (``support_roll``).
SIGHTING = ("sighting", None, 0)


def reinforcements(g: Game, side: str, spec: FateCardSpec) -> None:
    """E70: a free Support Table unit along the friendly edge, not in an impassable hex, or for Japan a
    Sighting marker there when the rolled column lists one for the year."""
    s = g.s
    opts = support_roll(g, side, "Reinforcements", sightings=True)
    if not opts:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no unit of the rolled Support Table column is available this year"))
    prompt = L.P_REINF_WHICH_SIGHTING if any(o.value == SIGHTING for o in opts) else L.P_REINF_WHICH
    choice = g.ask(side, "event", prompt, opts, context={"about": "support"}).value
    if choice == SIGHTING:  # E70 b-c: a Sighting marker, free, on any hex of the friendly edge
        hexes = [h for h in s.board.band(s.scenario.side(side).edge, 1) if h not in s.blaze()]
        if not hexes:
            return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no hex of the friendly edge can take a Sighting marker"))
        h = g.ask(side, "event", L.P_REINF_SIGHTING_WHERE, [Option(L.P_ENTER_HEX.format(hex=x), x) for x in hexes]).value
        g.do("add_sighting", h)
        return
    unit, weapon, _cost = choice
    hexes = s.edge_entry_hexes(side)  # 13.1.2d, as an arrived reinforcement
    if not hexes:
        return _skip(g, QT_TRANSLATE_NOOP("PlayLog", "no free hex on the friendly edge"))
    h = g.ask(side, "event", L.P_REINF_WHERE, [Option(L.P_ENTER_HEX.format(hex=x), x) for x in hexes]).value
    g.do("bring_in", unit, side, h, weapon=weapon)


def white_phosphorus(g: Game, side: str, spec: FateCardSpec) -> None:
    """E80: the player may draw a random smoke and place it in a hex adjacent to one of his
    unbroken squads (not water, not ablaze); if he does, each player with units in that hex breaks
    one of his own units there, of his choosing (inactive player first; a broken one so chosen is
    eliminated, 3.2)."""
    s = g.s
    squads = [u for u in s.units(side, "map") if not u.broken and s.counter(u).kind == "squad" and u.hex]
    hexes = sorted({h for u in squads for h in s.board.grid.neighbours(u.hex or "").values() if can_take_smoke(s, h)})
    if not hexes:
        return _skip(g, L.SKIP_NO_WP_HEX)
    if not cup(s):
        return _skip(g, L.SKIP_CUP_EMPTY)
    if not g.ask(side, "event", L.P_WP, [Option(L.P_WP_NO, False), Option(L.P_WP_YES, True)],
                 context={"about": "white_phosphorus", "hexes": tuple(hexes)}).value:
        return
    value = draw_smoke(g)
    if value is None:
        return
    h = g.ask(side, "event", L.P_WP_WHERE.format(n=value), [Option(L.P_IN_HEX.format(hex=x), x) for x in hexes],
              context={"about": "white_phosphorus_hex"}).value
    place_drawn_smoke(g, h, value)
    active = s.tracks.turn_player
    for owner in (other_side(active), active):
        units = s.units_at(h, owner)
        if not units or g.over:
            continue
        p = _pick(g, owner, L.P_WP_BREAK.format(hex=h), units, "white_phosphorus_break")
        if p is not None:
            g.do("break_unit", p.id)


HANDLERS: dict[str, Callable[[Game, str, FateCardSpec], None]] = {
    "air_support": air_support,
    "reinforcements": reinforcements,
    "hero": hero, "field_promotion": field_promotion, "spider_hole": spider_hole, "walking_wounded": walking_wounded,
    "battle_harden": battle_harden, "battlelust": battlelust, "blaze": blaze, "bushido": bushido,
    "detritus_of_war": detritus_of_war, "field_of_battle": field_of_battle, "gusts": gusts,
    "interdiction": interdiction, "jam": jam, "kia": kia, "malfunction": malfunction, "medic": medic,
    "prisoners_of_war": prisoners_of_war, "reconnaissance": reconnaissance, "shell_shock": shell_shock,
    "shellholes": shellholes, "suppressing_fire": suppressing_fire, "banzai": banzai,
    "breezy": breezy, "stealth": stealth, "scrounge": scrounge, "deploy": deploy,
    "mission_objective": mission_objective, "strategic_objective": strategic_objective,
    "white_phosphorus": white_phosphorus,
}
