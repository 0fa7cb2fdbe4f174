"""Actions A32-A48 of the card game: played from the hand, by either player, whenever their
prerequisite holds (12.2); their effects add up.

Implemented: A33 Ambush, A34 Bayonets, A35 Bore Sighting (Defender only), A36 Command Confusion
(a dud: never worth playing, so never offered), A37 Crossfire, A38 Demolitions, A39 Enfilade,
A40 Explosive Charge, A41 Op Fire (after every hex a Move enters; no ordnance), A42 Hand
Grenades, A43.1 Hidden Cave, A43.2 Hidden Mines, A43.3 Hidden Panji Trap, A43.4 Hidden Pillbox,
A43.5 Hidden Trenchline, A43.6 Hidden Unit, A43.7 Hidden Wire (all scenario Defender only; cave
and panji Japanese too), A44 Light Wounds (asked by the session the instant a squad would break),
A45 Marksmanship, A46 No Quarter, A47 Smoke Screen (at the start of a Move or Advance, smoke
from the cup, ``smoke.py``), A48 Sustained Fire.

Reading taken: the session rolls a fire attack and its defense rolls in one operation, so the
"just before a Defense roll" Hidden fortifications (A43.1, A43.4, A43.5) are offered to the
Defender just before the attack is rolled, for the target hex.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..core.rules import SIDE_NAMES, other_side
from ..model.fatedeck import ACTION_RULES as ACTION_RULE
from ..model.i18n import QT_TRANSLATE_NOOP
from . import logtext as L
from .decisions import Game, Option
from .firegroups import FireChoice, fire_groups, refine_group
from .smoke import can_take_smoke, cup, place_random_smoke

if TYPE_CHECKING:
    from ..model.playtest import PieceState


def cards_with(g: Game, side: str, action: str) -> list[int]:
    return [n for n in g.decks.hand(side) if g.decks.spec(side, n).action == action]


def play_action(g: Game, side: str, number: int, what: str) -> None:
    spec = g.decks.play(side, number)
    g.counts["actions"] += 1
    g.note(L.ACTION.format(side=SIDE_NAMES[side], action=spec.action.replace("_", " "), card=g.decks.label(side, number), what=what))


def light_wounds(g: Game, piece: PieceState) -> bool | str:
    """A44: the instant a friendly squad would break (or, already broken, be eliminated by
    breaking again), its owner may play Light Wounds: 1 VP, and a team of his OB quality takes its
    place, one the countermix still holds (the player picks when several do); none left, no
    Light Wounds. Never against an outright elimination (the session asks on breaks only).
    Returns the team chosen, or False."""
    if g.over:
        return False
    side = piece.side
    cards = cards_with(g, side, "light_wounds")
    teams = g.s.light_wounds_teams(side)  # only teams the countermix still holds
    if not cards or not teams:
        return False
    opts = [Option(L.P_LET_DIE if piece.broken else L.P_LET_BREAK, None)]
    opts += [Option(L.P_LIGHT_WOUNDS.format(team=g.s.counters[t].name), (cards[0], t)) for t in teams]
    prompt = (L.P_WOULD_DIE if piece.broken else L.P_WOULD_BREAK).format(piece=g.name(piece))
    choice = g.ask(side, "action", prompt, opts, context={"about": "light_wounds"}).value
    if choice is None:
        return False
    n, team = choice
    play_action(g, side, n, L.A_BECOMES.format(piece=g.name(piece), team=g.s.counters[team].name))
    return team


def _fire_bonuses(g: Game, side: str, group: list[str], target: str, moving: bool) -> dict[str, tuple[int, str]]:
    """The FP actions whose prerequisite holds for this attack, each with its FP and rule."""
    s = g.s
    pieces = [s.piece(pid) for pid in group]
    hexes = {p.hex for p in pieces if p is not None and p.location == "map"}
    hexes |= {c.hex for p in pieces if p is not None and s.counter(p).kind == "weapon" for c in [s.carrier_of(p.id)] if c}
    out: dict[str, tuple[int, str]] = {}
    if any(h and s.board.grid.distance(h, target) == 1 for h in hexes):
        out["hand_grenades"] = (2, "A42")
    if moving:
        out["crossfire"] = (2, "A37")
    if len(group) > 1:
        out["enfilade"] = (len(group) - 1, "A39")
    kinds = {s.counter(p).weapon_type for p in pieces if p is not None and s.counter(p).kind == "weapon"}
    if kinds & {"mg", "mortar"}:
        out["sustained_fire"] = (2, "A48")
    if s.scenario.side(side).posture == "defender" and any(
        p is not None and s.counter(p).kind == "weapon" and (s.counter(p).front.fp or 0) >= 5 for p in pieces
    ):
        out["bore_sighting"] = (2, "A35")
    return out


def _marksmanship_ok(g: Game, side: str, group: list[str], faction: str | None) -> bool:
    """A45: a squad or team of the named faction fires."""
    s = g.s
    for pid in group:
        p = s.piece(pid)
        if p is not None and s.counter(p).kind in ("squad", "team") and s.counter(p).faction == faction:
            return True
    return False


def fire_with_actions(g: Game, side: str, group: list[str], target: str, *, moving: bool) -> None:
    """Play FP actions before the attack, any number of each (A32: two cards of one action
    count twice), resolve it (O27.3) — Explosive Charge is asked inside it, between the attack
    roll and the Defense rolls (A40, ``explosive_charge``) — then Sustained Fire's doubles (A48,
    one firing MG or mortar breaks per card played)."""
    s = g.s
    bonuses = _fire_bonuses(g, side, group, target, moving)
    total = 0
    played: list[str] = []
    while True:
        opts = [Option(L.P_NO_ACTIONS, None)]
        for n in g.decks.hand(side):
            a = g.decks.spec(side, n).action
            if a in bonuses:
                fp, rule = bonuses[a]
                opts.append(Option(L.P_FIRE_BONUS.format(action=a.replace("_", " "), n=fp, rule=rule), (n, a, fp)))
            elif a == "marksmanship" and _marksmanship_ok(g, side, group, g.decks.spec(side, n).marksmanship):
                opts.append(Option(L.P_FIRE_BONUS.format(action="marksmanship", n=2, rule="A45"), (n, a, 2)))
        if len(opts) == 1:
            break
        choice = g.ask(side, "action", L.P_FIRE_ACTION.format(hex=target), opts, context={"about": "fire_action"})
        if choice.value is None:
            break
        n, a, fp = choice.value
        played.append(a)
        total += fp
        play_action(g, side, n, L.A_PLUS_FP.format(n=fp))
    hidden_before_defense(g, other_side(side), target)
    if g.over:
        return
    r = g.do("fire", group, target, target_moving=moving, fp_modifier=total)
    if not r.ok or g.over:
        return
    attack = next((x for x in r.rolls if x.purpose.startswith("fire attack")), None)
    if attack is None:
        return
    if attack.card.doubles:
        for _ in range(played.count("sustained_fire")):
            weapon = next((p for pid in group for p in [s.piece(pid)] if p is not None and s.counter(p).kind == "weapon"
                           and s.counter(p).weapon_type in ("mg", "mortar") and p.location == "map" and not g.over), None)
            if weapon is None:
                break
            g.note(L.SUSTAINED_FIRE.format(piece=g.name(weapon)))
            g.do("break_unit", weapon.id)


def explosive_charge(g: Game, side: str, hex_id: str) -> bool:
    """A40: asked by the session inside a Fire Attack whose roll is doubles against an adjacent
    hex holding a fortification, before any Defense roll: playing the card removes it then."""
    fort = g.s.fortification_at(hex_id)
    cards = cards_with(g, side, "explosive_charge")
    if fort is None or not cards or g.over:
        return False
    opts = [Option(L.P_NO, None), Option(L.P_EXPLOSIVE.format(fortification=fort.type, hex=hex_id), cards[0])]
    n = g.ask(side, "action", L.P_DOUBLES, opts, context={"about": "explosive_charge"}).value
    if n is None:
        return False
    play_action(g, side, n, L.A_FORT_DESTROYED.format(fortification=fort.type, hex=hex_id))
    return True


def offer_op_fire(g: Game, side: str, hex_id: str, fired: set[str], *, free: bool = False) -> None:
    """A41.2: after a Move enters a hex, the opponent may make one Fire Attack at it (A41.3c):
    with a Fire action card, by units activated for it now as for a Fire order (O20.1), or with
    no card by units already activated for Op Fire during this Move (``fired``: they stay so for
    the whole Move, A41.3b); O25.2: after a Charge, activating needs no card either."""
    s = g.s
    if not s.units_at(hex_id, other_side(side)) or g.over:
        return
    cards = [] if free else cards_with(g, side, "op_fire")
    fresh = fire_groups(g, side, op_fire_at=hex_id) if free or cards else []
    again = fire_groups(g, side, op_fire_at=hex_id, again=fired) if fired else []
    if not fresh and not again:
        return
    opts = [Option(L.P_NO_OP_FIRE, None)] + fresh
    opts += [Option.lazy(partial(_again_label, o), FireChoice(o.value[0], o.value[1], o.value.leader, again=True))
             for o in again]
    choice = g.ask(side, "op_fire", L.P_OP_FIRE.format(hex=hex_id), opts)
    if choice.value is None:
        return
    target = choice.value[1]
    if not free and not choice.value.again:
        play_action(g, side, cards[0], L.A_AT_HEX.format(hex=target))
    group = refine_group(g, side, choice.value)
    leader = getattr(choice.value, "leader", None)
    if leader is not None:
        fired.add(leader)  # activated for Op Fire with its group: it stays so for the whole Move (A41.2)
    for pid in group:
        p = s.piece(pid)
        carrier = s.carrier_of(pid) if p is not None and s.counter(p).kind == "weapon" else p
        if carrier is not None:
            fired.add(carrier.id)
    fire_with_actions(g, side, group, target, moving=True)


def _again_label(option: Option) -> str:
    return L.P_OP_FIRE_AGAIN.format(attack=option.label)


def _defender(g: Game, side: str) -> bool:
    """A43: the scenario Defender only (17.3)."""
    return g.s.scenario.side(side).posture == "defender"


def hidden_before_defense(g: Game, side: str, hex_id: str) -> None:
    """A43.1 Hidden Cave (Japanese, Crest hex), A43.4 Hidden Pillbox, A43.5 Hidden Trenchline:
    the Defender places it in his units' hex about to defend (not water, no fortification)."""
    s = g.s
    if not _defender(g, side) or not s.units_at(hex_id, side) or g.over:
        return
    kinds = {"hidden_pillbox": "pillbox", "hidden_trenchline": "trench"}
    if side == "japan":
        kinds["hidden_cave"] = "cave"
    opts = [Option(L.P_NO_HIDDEN_FORT, None)]
    for n in g.decks.hand(side):
        a = g.decks.spec(side, n).action
        if a in kinds and not s._fort_problem(kinds[a], hex_id, side, True):
            opts.append(Option(L.P_HIDDEN_A.format(action=a.replace("_", " "), fortification=kinds[a], hex=hex_id, rule=ACTION_RULE[a]),
                               (n, kinds[a])))
    if len(opts) == 1:
        return
    choice = g.ask(side, "action", L.P_DEFEND_HIDDEN.format(hex=hex_id), opts, context={"about": "hidden_fortification"}).value
    if choice is not None:
        n, kind = choice
        play_action(g, side, n, L.A_FORT_IN.format(fortification=kind, hex=hex_id))
        g.do("place_fortification", kind, hex_id, side, event=True)


def hidden_after_entry(g: Game, side: str, hex_id: str) -> bool:
    """A43.2 Hidden Mines (attack at once), A43.3 Hidden Panji Trap (Japanese: mines or wire),
    A43.7 Hidden Wire (the Move ends): just after an enemy Move or Advance into the hex.
    True when the mover's Move ends there."""
    s = g.s
    if not _defender(g, side) or g.over or not s.units_at(hex_id, other_side(side)):
        return False
    opts = [Option(L.P_NO_HIDDEN_FORT, None)]
    for n in g.decks.hand(side):
        a = g.decks.spec(side, n).action
        kinds = {"hidden_mines": ["mines"], "hidden_wire": ["wire"]}.get(a, [])
        if a == "hidden_panji" and side == "japan":
            kinds = ["mines", "wire"]
        for kind in kinds:
            if not s._fort_problem(kind, hex_id, side, True):
                opts.append(Option(L.P_HIDDEN.format(action=a.replace("_", " "), fortification=kind, hex=hex_id, rule=ACTION_RULE[a]),
                                   (n, kind)))
    if len(opts) == 1:
        return False
    choice = g.ask(side, "action", L.P_ENTERED_HIDDEN.format(hex=hex_id), opts, context={"about": "hidden_fortification"}).value
    if choice is None:
        return False
    n, kind = choice
    play_action(g, side, n, L.A_FORT_IN.format(fortification=kind, hex=hex_id))
    g.do("place_fortification", kind, hex_id, side, event=True)
    if kind == "mines":
        g.do("mine_attack", hex_id)
        return False
    return True  # F107: entering wire ends the Move


def hidden_unit(g: Game, side: str) -> None:
    """A43.6: on the opponent's pass, the Defender rolls his Support Table and places a unit of
    that column for free in his original setup area, in an empty hex with Cover 1 or more."""
    from .events import support_roll

    s = g.s
    cards = cards_with(g, side, "hidden_unit")
    if not cards or not _defender(g, side) or g.over:
        return
    hexes = [h for h in s.setup_area(side) if not s.units_at(h) and h not in s.blaze() and s.cover_at(h)[0] >= 1]
    if not hexes:
        return
    opts = [Option(L.P_NO_HIDDEN_UNIT, None), Option(L.P_HIDDEN_UNIT_FREE, cards[0])]
    n = g.ask(side, "action", L.P_PASS_HIDDEN, opts, context={"about": "hidden_unit"}).value
    if n is None:
        return
    play_action(g, side, n, QT_TRANSLATE_NOOP("PlayLog", "a Support Table roll"))
    units = support_roll(g, side, "Hidden Unit", triggers=True)  # an action's roll: its triggers count (1.9.1)
    if not units:
        g.note(L.HIDDEN_UNIT_NONE)
        return
    unit, weapon, _cost = g.ask(side, "action", L.P_HIDDEN_WHICH, units, context={"about": "support"}).value
    h = g.ask(side, "action", L.P_HIDDEN_WHERE, [Option(L.P_IN_HEX.format(hex=x), x) for x in hexes]).value
    g.do("bring_in", unit, side, h, weapon=weapon)


def on_pass(g: Game, side: str) -> None:
    """On the opponent's pass: A43.6 Hidden Unit, A38 Demolitions."""
    hidden_unit(g, side)
    demolitions(g, side)


def demolitions(g: Game, side: str) -> None:
    """A38 Demolitions: when the opponent passes, remove a fortification in a hex with a friendly unit."""
    cards = cards_with(g, side, "demolitions")
    if not cards:
        return
    s = g.s
    mine = s.occupied_hexes(side)
    forts = [f for f in s.doc.fortifications if f.hex in mine]
    if not forts:
        return
    opts = [Option(L.P_NO_DEMOLITIONS, None)] + [Option(L.P_REMOVE_FORT.format(fortification=f.type, hex=f.hex), f.hex) for f in forts]
    h = g.ask(side, "action", L.P_PASS_DEMOLITIONS, opts, context={"about": "demolitions"}).value
    if h is not None:
        play_action(g, side, cards[0], L.A_FORT_REMOVED.format(hex=h))
        g.do("remove_fortification", h)


def melee_actions(g: Game, hex_id: str) -> dict[str, int]:
    """At the start of a melee (19.2): Ambush (A33), inactive player (Japan) first, breaks one
    enemy unit there; then Bayonets (A34) add 2 to a side's melee total."""
    s = g.s
    for side in ("japan", "allied"):
        while not g.over:  # A32: as many Ambush cards as the player wishes
            cards = cards_with(g, side, "ambush")
            enemies = [u for u in s.units_at(hex_id, other_side(side))]
            if not (cards and enemies and s.units_at(hex_id, side)):
                break
            opts = [Option(L.P_NO_AMBUSH, None)] + [Option(L.P_BREAK.format(piece=g.name(u)), u.id) for u in enemies]
            pid = g.ask(side, "melee_action", L.P_AMBUSH.format(hex=hex_id), opts, context={"about": "ambush"}).value
            if pid is None:
                break
            play_action(g, side, cards[0], f"{g.name(s.piece(pid))} breaks")  # type: ignore[arg-type]
            g.do("break_unit", pid)
    mods: dict[str, int] = {}
    for side in ("japan", "allied"):
        while not g.over:  # A32: two Bayonets add +4
            cards = cards_with(g, side, "bayonets")
            if not (cards and s.units_at(hex_id, side) and hex_id in s.melee_hexes()):
                break
            opts = [Option(L.P_NO_BAYONETS, None), Option(L.P_BAYONETS_OPT, cards[0])]
            n = g.ask(side, "melee_action", L.P_BAYONETS.format(hex=hex_id), opts, context={"about": "bayonets"}).value
            if n is None:
                break
            play_action(g, side, n, QT_TRANSLATE_NOOP("PlayLog", "+2 in melee"))
            mods[side] = mods.get(side, 0) + 2
    return mods


def no_quarter(g: Game, hex_id: str, before: dict[str, bool]) -> None:
    """A46: +2 VP after a melee the player's units survive."""
    s = g.s
    for side in ("japan", "allied"):
        if g.over or not before.get(side) or not s.units_at(hex_id, side):
            continue
        cards = cards_with(g, side, "no_quarter")
        if cards:
            opts = [Option(L.P_NO, None), Option(L.P_NO_QUARTER_OPT, cards[0])]
            n = g.ask(side, "action", L.P_NO_QUARTER.format(hex=hex_id), opts, context={"about": "no_quarter"}).value
            if n is not None:
                play_action(g, side, n, QT_TRANSLATE_NOOP("PlayLog", "+2 VP"))
                g.do("adjust_vp", side, 2, QT_TRANSLATE_NOOP("PlayLog", "No Quarter (A46)"))




def smoke_screen(g: Game, side: str, units: list[PieceState]) -> None:
    """A47: at the start of a Move or Advance that activated at least one squad, before anyone
    moves, the active player may play Smoke Screen: one random smoke per activated squad, each
    with a different squad, in its hex or an adjacent one (not water, not ablaze), until every
    squad has had one or the player stops drawing. Several cards may be played (O20.5)."""
    s = g.s
    squads = [u for u in units if u.location == "map" and u.hex and s.counter(u).kind == "squad"]
    if not squads:
        return
    grid = s.board.grid

    def spots(u: PieceState) -> list[str]:
        return [h for h in [u.hex or "", *sorted(grid.neighbours(u.hex or "").values())] if can_take_smoke(s, h)]

    while not g.over:
        cards = cards_with(g, side, "smoke_screen")
        if not cards or not cup(s) or not any(spots(u) for u in squads):
            return
        squad_ids = tuple(u.id for u in squads)
        opts = [Option(L.P_NO_SMOKE_SCREEN, None),
                Option.lazy(partial(L.P_PLAY_SMOKE_SCREEN.format, n=len(squads)), cards[0])]
        n = g.ask(side, "action", L.P_SMOKE_SCREEN, opts, context={"about": "smoke_screen", "squads": squad_ids}).value
        if n is None:
            return
        play_action(g, side, n, L.A_SMOKE_SCREEN)
        left = list(squads)
        placed = 0
        while left and cup(s) and not g.over:
            opts = [Option(L.P_SMOKE_STOP, None)] if placed else []
            for u in left:
                opts += [Option(L.P_SMOKE_WITH.format(hex=h, piece=g.name(u)), (u.id, h)) for h in spots(u)]
            if len(opts) <= (1 if placed else 0):
                break
            choice = g.ask(side, "action", L.P_SMOKE_SCREEN_WHERE, opts, context={"about": "smoke_screen_hex"}).value
            if choice is None:
                break
            pid, h = choice
            left = [u for u in left if u.id != pid]
            place_random_smoke(g, h)
            placed += 1
