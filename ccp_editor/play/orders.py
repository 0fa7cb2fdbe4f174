"""Orders O20-O31 and melee (19) of the card game, on top of the session's rule operations.

Each order lists its legal uses now (``order_has_use``); a card whose order has none cannot be played as
an order (it can still be discarded on a pass). Activation (O20, ``activation``): an order
activates one unit, once a turn (Heroes excepted, 3.3.2b); a leader activated first activates
the non-leader units it chooses within its command radius (3.3.1.1). A Move or Advance takes a
unit alone, a leader with the units it commands in its hex, or a leader with every unit it
commands within its radius, each hex's units then moving in turn (O29.2); a Fire group is the
pieces of one such activation, in one hex or a chain of adjacent hexes (O27.3.1, ``firegroups``).
Broken units may do what unbroken ones do but fire weapons (3.2.3, 3.2.5): they Advance and fire
their own FP; units in a melee hex may Move or Advance out of it but never fire (19.1).

Implemented: O21 Pass, O22 Advance (into melee, weapons kept, cave to cave F102.3), O23 Asset Denied (Weapon Jam,
Communication Disrupted, and Abort Run in ``airops``), O24 Asset Request (Communication Restored, Weapon Repair, in
``artillery`` Communication Established, Fire For Effect and Illumination, in ``airops`` the Bombing and
Strafing Runs), O25
Charge, O26 Command Confusion (never given as an order: a dud, discarded on a pass), O27 Fire (fire groups of one hex or a chain of hexes, ordnance alone with its Targeting
roll, smoke rounds O27.2.1 at any hex in range), O29 Move (stacks, one hex at a time with Op Fire after every hex entered, none trench to
trench, F106.2), O30 Reconnoiter, O31 Revive, O28 Infiltrate (Hide and Reveal).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ..core.rules import SIDE_NAMES, TRENCH_LIKE, other_side
from ..core.wording import agree
from ..model.fatedeck import FateCardSpec
from ..model.forces import LEADER_KINDS
from . import logtext as L
from .activation import activations, by_hex
from .decisions import Game, Option
from .firegroups import can_activate, fire_groups, has_fire_group, refine_group, smoke_rounds, smoke_targets
from .smoke import place_random_smoke

if TYPE_CHECKING:
    from ..model.playtest import PieceState


# ----------------------------------------------------------------------------- activation (O20)

def stacks(g: Game, side: str) -> dict[str, list[PieceState]]:
    """Units that may still be activated, by hex; melee hexes too, whose units may Move or
    Advance out (19.1: they only may not fire)."""
    with g.s.steady():
        found = g.s.memo(("stacks", side), lambda: _stacks(g, side))
        return {h: list(units) for h, units in found.items()}


def _stacks(g: Game, side: str) -> dict[str, tuple[PieceState, ...]]:
    out: dict[str, list[PieceState]] = {}
    for u in g.s.units(side, "map"):
        if u.hex and can_activate(g, u):
            out.setdefault(u.hex, []).append(u)
    return {h: tuple(units) for h, units in out.items()}


# ----------------------------------------------------------------------------- options

def order_has_use(g: Game, side: str, kind: str) -> bool:
    """Whether an order of this kind has a legal use now (pure look-ups: one read index)."""
    s = g.s
    with s.steady():
        if kind == "reconnoiter":  # the draw pile changes without the state changing
            return bool(s.memo(("recon_leaders", side), lambda: _recon_leaders(g, side))) and g.decks.remaining(side) > 0
        return s.memo(("uses", side, kind), lambda: _has_use(g, side, kind))


def _has_use(g: Game, side: str, kind: str) -> bool:
    s = g.s
    if kind == "command_confusion":
        return False  # O26: the card can never be played for an order (a dud in the hand; discard it on a pass)
    if kind == "fire":
        return has_fire_group(g, side) or bool(smoke_rounds(g, side))
    if kind in ("move", "advance"):
        st = stacks(g, side)
        if kind == "advance":
            return bool(st)  # 3.2.5: broken units Advance too
        return any(s.view(u.id).movement > 0 for us in st.values() for u in us)
    if kind == "revive":
        return any(u.broken or u.suppressed for u in s.units(side, "map"))
    if kind == "reconnoiter":
        return bool(_recon_leaders(g, side)) and g.decks.remaining(side) > 0
    if kind == "charge":
        return side == "japan" and s.scenario.side("japan").posture == "banzai" and bool(stacks(g, side))
    if kind == "asset_denied":
        return s.aircraft(other_side(side)) is not None or bool(_enemy_radios(g, side)) or bool(_jam_targets(g, side))
    if kind == "asset_request":
        from . import airops
        from .artillery import has_use

        return airops.has_use(g, side) or bool(repairable(g, side)) or has_use(g, side)
    if kind == "infiltrate":  # per card: its letters (``infiltrate_uses``)
        return side == "japan"
    return False


def infiltrate_uses(g: Game, letters: str) -> list[tuple[str, str]]:
    """O28: for each letter of the card, Hide when its Infiltration Box is empty, Reveal when it
    holds a unit or marker and a Sighting marker is on the map; with neither for any letter the
    card cannot be played as an order. (kind, box) pairs."""
    s = g.s
    full = {p.box for p in s.doc.pieces if p.location == "infiltration" and p.box}
    marker = any(m.location == "map" and m.hex for m in s.doc.sighting_markers)
    return [("hide", box) if box not in full else ("reveal", box) for box in letters if box not in full or marker]


def order_options(g: Game, side: str) -> list[Option]:
    """The order decision (12.1, O21): each card whose order has a legal use, else pass (before
    the first order) or stop giving orders (after it)."""
    with g.s.steady():
        return _order_options(g, side)


def _order_options(g: Game, side: str) -> list[Option]:
    usable: dict[str, bool] = {}
    opts: list[Option] = []
    for n in g.decks.hand(side):
        spec = g.decks.spec(side, n)
        if spec.order not in usable:
            usable[spec.order] = order_has_use(g, side, spec.order)
        if usable[spec.order] and (spec.order != "infiltrate" or infiltrate_uses(g, spec.infiltrate or "ABC")):
            opts.append(Option.lazy(partial(L.P_PLAY_ORDER.format, label=g.card_label(side, n)), (n, spec.order)))
    if g.orders_this_turn == 0:
        opts.append(Option(L.P_PASS, "pass"))
    else:
        opts.append(Option(L.P_STOP, "stop"))
    return opts


def pass_turn(g: Game, side: str) -> None:
    """O21: discard any number of cards (even none) up to the discard limit (12.3); then, if one
    or more were discarded, the opponent may answer with Hidden Unit (A43.6) or Demolitions (A38)."""
    limit = g.discard_limit(side)
    g.note(agree(SIDE_NAMES[side], L.PASSES_1, L.PASSES_N).format(side=SIDE_NAMES[side]))
    from .actions import on_pass

    discarded = 0
    for _ in range(limit):
        hand = g.decks.hand(side)
        if not hand or g.over:
            break
        opts = [Option(L.P_DISCARD_NO_MORE, None)] + [
            Option.lazy(partial(L.P_DISCARD.format, label=g.card_label(side, n)), n) for n in hand
        ]
        choice = g.ask(side, "discard", L.P_DISCARD_UP_TO.format(side=SIDE_NAMES[side], n=limit), opts,
                       context={"about": "pass_discard"})
        if choice.value is None:
            break
        g.decks.play(side, choice.value)
        discarded += 1
        g.note(agree(SIDE_NAMES[side], L.DISCARDS_1, L.DISCARDS_N).format(side=SIDE_NAMES[side], card=g.decks.label(side, choice.value)))
    if discarded and not g.over:  # A38, A43.6: only when the passing player discarded one card or more
        on_pass(g, other_side(side))


# ----------------------------------------------------------------------------- execution

def execute(g: Game, side: str, kind: str, spec: FateCardSpec) -> None:
    {
        "fire": lambda: _fire(g, side),
        "move": lambda: _move(g, side),
        "advance": lambda: _advance(g, side),
        "revive": lambda: _revive(g, side, spec.revive or 1),
        "reconnoiter": lambda: _reconnoiter(g, side),
        "charge": lambda: _charge(g, side),
        "asset_denied": lambda: _asset_denied(g, side),
        "asset_request": lambda: _asset_request(g, side),
        "infiltrate": lambda: _infiltrate(g, side, spec.infiltrate or "ABC"),
    }[kind]()


def _infiltrate(g: Game, side: str, letters: str) -> None:
    """O28 (Japan): for a box the card names, Hide when it is empty (a Support Table unit, its VP
    paid) or Reveal when it is full and a Sighting marker is on the map."""
    from .events import support_roll

    s = g.s
    markers = [m for m in s.doc.sighting_markers if m.location == "map" and m.hex]
    opts = []
    for what, box in infiltrate_uses(g, letters):
        if what == "hide":
            opts.append(Option(L.P_HIDE_BOX.format(box=box), ("hide", box, None)))
        else:
            opts += [Option(L.P_REVEAL_BOX.format(box=box, hex=m.hex), ("reveal", box, m.id)) for m in markers]
    if not opts:
        g.note(L.INFILTRATE_FULL)
        return
    what, box, marker = g.ask(side, "target", L.P_WHICH_BOX, opts, context={"about": "infiltrate_box"}).value
    if what == "reveal":
        g.do("infiltrate_reveal", box, marker)
        return
    units = support_roll(g, side, "Infiltrate", triggers=True)  # an order's roll: its triggers count (1.9.1)
    if not units:
        g.note(L.INFILTRATE_NONE)
        return
    units.append(Option(L.P_HIDE_NOTHING, None))
    choice = g.ask(side, "target", L.P_WHICH_HIDES.format(box=box), units, context={"about": "infiltrate_unit", "box": box}).value
    if choice is not None:
        unit, weapon, cost = choice
        g.do("infiltrate_hide", box, unit, weapon, cost)


def _fire(g: Game, side: str) -> None:
    """O27: pick the fire group and target, play fire actions, resolve."""
    from .actions import fire_with_actions

    opts = fire_groups(g, side) + smoke_rounds(g, side)
    if not opts:
        return
    choice = g.ask(side, "target", L.P_FIRE_WHICH, opts, context={"about": "fire"})
    if choice.value[0] == "smoke":
        _smoke_round(g, side, choice.value[1])
        return
    target = choice.value[1]
    group = refine_group(g, side, choice.value)
    fire_with_actions(g, side, group, target, moving=False)


def _smoke_round(g: Game, side: str, piece_id: str) -> None:
    """O27.2.1: the target hex is declared before the Targeting roll; a hit lands a random smoke
    from the cup there instead of a Fire Attack."""
    s = g.s
    start = s.piece(piece_id)
    carrier = s.carrier_of(piece_id) if start is not None and s.counter(start).kind == "weapon" else start
    origin = carrier.hex if carrier is not None and carrier.hex else ""
    opts = [Option(L.P_SMOKE_AT.format(hex=h, n=s.board.grid.distance(origin, h)), h) for h in smoke_targets(g, piece_id)]
    if not opts:
        return
    target = g.ask(side, "target", L.P_SMOKE_ROUND_WHERE, opts, context={"about": "smoke_round"}).value
    r = g.do("fire_smoke", piece_id, target)
    if r.ok and r.details.get("hit") and not g.over:
        place_random_smoke(g, target)


def _pick_stack(g: Game, side: str, kind: str, ok: Any) -> list[PieceState]:
    """The units the order activates (O20.1, ``activation.activations``), the first activated
    (a leader, when it activates others) first."""
    with g.s.steady():  # the same state the order's options were read from
        opts, shapes = _stack_options(g, side, kind, ok)
    if not opts:
        return []
    ids = g.ask(side, "activate", L.P_ACTIVATE.format(order=kind.capitalize()), opts, order=kind,
                context={"about": "activation", "shapes": shapes}).value
    return [g.s.piece(i) for i in ids]  # type: ignore[misc]


def _stack_options(g: Game, side: str, kind: str, ok: Any) -> tuple[list[Option], tuple[str, ...]]:
    """The activations as options: a unit alone, a leader with the units it commands in its hex
    (read "the stack" when that is every unit there that may still act), a leader with every
    unit it commands within its radius (O20.1, ``activation.activations``); with each option's
    shape: ``stack`` (every unit of the hex that may act), ``alone``, ``hex`` or ``radius``."""
    acts = activations(g, side, ok)
    per_hex: dict[str, int] = {}
    for how, units in acts:
        if how == "alone":
            per_hex[units[0].hex or ""] = per_hex.get(units[0].hex or "", 0) + 1
    opts = []
    shapes: list[str] = []
    for how, units in acts:
        ids = [u.id for u in units]
        lead = units[0]
        here = per_hex[lead.hex or ""]
        if (how == "alone" and here == 1) or (how == "hex" and len(units) == here):
            label: Any = partial(str, L.P_STACK.format(order=kind, hex=lead.hex, n=len(units)))
            how = "stack"
        elif how == "alone":
            label = partial(_alone_label, g, kind, lead)
        elif how == "hex":
            label = partial(_leader_label, g, L.P_LEADER_HEX, kind, lead, len(units))
        else:
            label = partial(_leader_label, g, L.P_LEADER_RADIUS, kind, lead, len(units))
        opts.append(Option.lazy(label, ids))
        shapes.append(how)
    return opts, tuple(shapes)


def _alone_label(g: Game, kind: str, unit: PieceState) -> str:
    return L.P_ALONE.format(order=kind, piece=g.name(unit))


def _leader_label(g: Game, text: str, kind: str, leader: PieceState, n: int) -> str:
    return text.format(order=kind, leader=g.name(leader), hex=leader.hex, n=n, r=g.s.view(leader.id).command)


def _move(g: Game, side: str, *, free_op_fire: bool = False, stack: list[PieceState] | None = None,
          fired: set[str] | None = None) -> None:
    """O29: the activated units move hex by hex, each hex's units together and one hex's after
    another (O29.2), along legal paths; after every hex entered the opponent may Op Fire at it
    (A41), the units activated for Op Fire staying so for the whole Move (``fired``). Exits
    through an enemy-edge Exit Point (14.2)."""
    s = g.s
    units = stack or _pick_stack(g, side, "move", lambda u: s.view(u.id).movement > 0)
    if not units:
        return
    fired = set() if fired is None else fired
    groups = by_hex(units)
    moved = False
    for i, group in enumerate(groups):
        alive = [u for u in group if u.location == "map"]
        if g.over:
            return
        if not alive:
            continue
        # O20.3: someone must move; a later hex's units may stay once one has, or before the last
        may_stay = len(groups) > 1 and (moved or i < len(groups) - 1)
        moved = _move_group(g, side, alive, fired, free_op_fire=free_op_fire, smoke=units if stack is None and i == 0 else None,
                            may_stay=may_stay) or moved


def _move_group(g: Game, side: str, units: list[PieceState], fired: set[str], *, free_op_fire: bool,
                smoke: list[PieceState] | None, may_stay: bool) -> bool:
    """One hex's activated units moving together (O29.2): each hex entered is paid from what is
    left of their MP where they stand (O29.1, ``MovementOps.allowance``), checked again at every
    hex, since Op Fire, a leader left behind or one reached changes it. True when they moved."""
    from .actions import hidden_after_entry, offer_op_fire

    s = g.s
    ids = [u.id for u in units]
    with s.steady():  # between operations: the units' views read once per state
        reach = s.reachable(ids)
    start = units[0].hex or ""
    # destinations listed in map order (H6 before H10)
    dests = sorted((h for h in reach if h not in ("exit", start)), key=s.board.grid.hex_order.__getitem__)
    opts = [Option.lazy(partial(_move_label, h, reach[h][0]), (h, reach[h][1])) for h in dests]
    if "exit" in reach:
        cost, path = reach["exit"]
        opts.append(Option(L.P_EXIT_MAP.format(cost=f"{cost:g}"), ("exit", path)))
    if not opts:
        g.note(L.CANNOT_MOVE.format(pieces=", ".join(g.name(u) for u in units)))
        for u in units:
            u.activated = True
        g.s.touch()
        return False
    if may_stay:
        opts.append(Option.lazy(partial(L.P_STAY.format, hex=start), (start, [start])))
    if smoke is not None:  # a Move order (not a Charge): Smoke Screen before anyone moves (A47)
        from .actions import smoke_screen

        smoke_screen(g, side, smoke)
    dest, path = g.ask(side, "destination", L.P_MOVE_WHERE, opts, order="move", pieces=tuple(ids)).value
    steps = [h for h in path if h not in (start, "exit")]
    if dest == start:
        for u in units:
            u.activated = True  # O20.1: activated, staying put
        g.s.touch()
        return False
    enemy_edge = s.board.enemy_edge(s.scenario.side(side).edge)
    spent = 0.0  # MP paid so far: each step's log line gives the running total (O29)
    for i, h in enumerate(steps):
        alive = [u.id for u in units if u.location == "map"]
        if not alive or g.over:
            return True
        last = i == len(steps) - 1
        exit_edge = enemy_edge if (last and dest == "exit") else None
        r = g.do("move", alive, [h], exit_edge, spent=spent)
        if not r.ok:
            g.note(L.MOVE_STOPS.format(why=r.reason))
            return i > 0
        spent = float(r.details.get("cost", spent))
        if g.over:
            return True
        if exit_edge is None and hidden_after_entry(g, other_side(side), h):
            g.note(L.WIRE_STOPS.format(hex=h))
            return True
        if _trench_to_trench(g, steps[i - 1] if i else start, h):
            g.note(L.TRENCH_TO_TRENCH.format(hex=h))
            continue
        offer_op_fire(g, other_side(side), h, fired, free=free_op_fire)
    if dest == "exit" and not steps:
        alive = [u.id for u in units if u.location == "map"]
        if alive:
            g.do("move", alive, [], enemy_edge, spent=spent)
    return True


def _move_label(hex_id: str, cost: float) -> str:
    return L.P_MOVE_TO.format(hex=hex_id, cost=f"{cost:g}")


def _trench_to_trench(g: Game, frm: str | None, to: str) -> bool:
    """F106.2: a step from a trench into an adjacent trench, bunker or pillbox (or back) cannot
    be Op Fired at in the hex entered."""
    forts = tuple(f.type if f is not None else None for f in (g.s.fortification_at(frm or ""), g.s.fortification_at(to)))
    return all(f in TRENCH_LIKE for f in forts) and "trench" in forts


def _advance(g: Game, side: str) -> None:
    """O22: each activated hex's units enter one adjacent hex whatever its terrain, enemy hexes
    included (melee follows, 19), or leave off the enemy edge through an Exit Point (O22.2, 14.2.1),
    one hex's units after another; each advancing unit may hand its weapon to a friendly unit
    stacked with it before or after it advances (O22.2, ``_advance_transfers``). Broken units
    Advance too (3.2.5), and so do units in a melee hex, out of it (19.1)."""
    units = _pick_stack(g, side, "advance", lambda u: True)
    if not units:
        return
    groups = by_hex(units)
    moved = False
    for i, group in enumerate(groups):
        alive = [u for u in group if u.location == "map"]
        if g.over:
            return
        if alive:
            may_stay = len(groups) > 1 and (moved or i < len(groups) - 1)
            moved = _advance_group(g, side, alive, units if i == 0 else None, may_stay) or moved


def _advance_group(g: Game, side: str, units: list[PieceState], smoke: list[PieceState] | None, may_stay: bool) -> bool:
    s = g.s
    start = units[0].hex or ""
    enemy = s.occupied_hexes(other_side(side))
    blaze = s.blaze()
    dests = [h for h in sorted(s.board.grid.neighbours(start).values(), key=s.board.grid.hex_order.__getitem__)
             if h not in blaze]
    ids = [u.id for u in units]
    near = set(s.board.grid.neighbours(start).values())
    caves = [f.hex for f in s.doc.fortifications  # F102.3: cave to cave through the tunnels
             if f.type == "cave" and f.hex not in near and f.hex not in blaze and s.tunnel(ids, f.hex)]
    opts = [Option.lazy(partial((L.P_ADVANCE_TO_MELEE if h in enemy else L.P_ADVANCE_TO).format, hex=h), h) for h in dests]
    opts += [Option.lazy(partial((L.P_TUNNELS_MELEE if h in enemy else L.P_TUNNELS).format, hex=h), h) for h in caves]
    exit_edge = s.board.enemy_edge(s.scenario.side(side).edge)
    if not s.advance_problem(ids, None, exit_edge):
        opts.append(Option(L.P_ADVANCE_OFF, "exit"))
    if not opts:
        return False
    if may_stay:
        opts.append(Option.lazy(partial(L.P_STAY.format, hex=start), start))
    if smoke is not None:
        from .actions import smoke_screen

        smoke_screen(g, side, smoke)  # A47: before anyone advances
    h = g.ask(side, "destination", L.P_ADVANCE_WHERE, opts, order="advance", pieces=tuple(ids)).value
    if h == start:
        for u in units:
            u.activated = True  # O20.1: activated, staying put
        s.touch()
        return False
    before = _advance_transfers(g, side, units, start)
    if h == "exit":
        return g.do("advance", ids, None, exit_edge, transfers=before).ok
    r = g.do("advance", ids, h, transfers=before)
    if r.ok and not g.over:
        for w, to in _advance_transfers(g, side, units, h).items():
            g.do("transfer_weapon", w, to)
        from .actions import hidden_after_entry

        hidden_after_entry(g, other_side(side), h)
    return r.ok


def _advance_transfers(g: Game, side: str, units: list[PieceState], hex_id: str) -> dict[str, str]:
    """O22.2: which advancing units hand their weapon to a friendly unit in ``hex_id`` (the start
    hex before the Advance, the hex entered after it); the receiver need not be activated. A
    weapon changes hands once."""
    s = g.s
    out: dict[str, str] = {}
    while not g.over:
        given = set(out)
        receivers = [u for u in s.units_at(hex_id, side) if u.id not in out.values()]
        opts = [Option(L.P_NO_TRANSFER, None)]
        for u in units:
            w = s.piece(u.weapon) if u.weapon and u.location == "map" and u.hex == hex_id else None
            if w is None or w.id in given:
                continue
            opts += [Option(L.P_TRANSFER.format(weapon=g.name(w), piece=g.name(to)), (w.id, to.id))
                     for to in receivers if to.id != u.id and not s._transfer_problem(w.id, to.id)]
        if len(opts) == 1:
            break
        choice = g.ask(side, "target", L.P_TRANSFER_WHICH, opts, context={"about": "transfer"}).value
        if choice is None:
            break
        out[choice[0]] = choice[1]
        if len(units) == 1:
            break
    return out


def _revive(g: Game, side: str, points: int) -> None:
    """O31: each point rallies a broken unit or removes a suppressed marker, no roll."""
    s = g.s
    for _ in range(points):
        opts = []
        for u in s.units(side, "map"):
            if u.broken:
                opts.append(Option(L.P_RALLY.format(piece=g.name(u)), ("rally", u.id)))
            elif u.suppressed:
                opts.append(Option(L.P_UNSUPPRESS.format(piece=g.name(u)), ("unsuppress", u.id)))
        if not opts or g.over:
            return
        op, pid = g.ask(side, "revive", (L.P_REVIVE_ONE if points == 1 else L.P_REVIVE).format(n=points), opts).value
        g.do(op, pid)


def _recon_leaders(g: Game, side: str) -> list[PieceState]:
    """O30: unbroken, unsuppressed leaders not yet activated this turn (O20.2) with a LOS to an
    enemy unit."""
    s = g.s
    enemy = sorted(s.occupied_hexes(other_side(side)))
    out = []
    for u in s.units(side, "map"):
        if s.counter(u).kind in LEADER_KINDS and not u.broken and not u.suppressed and u.hex and can_activate(g, u):
            if not s.seen_from(u.hex).isdisjoint(enemy):
                out.append(u)
    return out


def _reconnoiter(g: Game, side: str) -> None:
    """O30: activate one leader that may reconnoiter (``_recon_leaders``), then look at the top
    card; put it back, discard it or take it into the hand."""
    leaders = _recon_leaders(g, side)
    top = g.decks.peek(side)
    if top is None or not leaders:
        return
    ids = g.ask(side, "activate", L.P_ART_LEADER, [Option(L.P_ART_LEADER_IS.format(piece=g.name(u)), [u.id]) for u in leaders],
                order="reconnoiter").value
    _activate(g, ids[0])
    opts = [Option(L.P_PUT_BACK, "back"), Option(L.P_DISCARD_IT, "discard"), Option(L.P_TAKE_IT, "hand")]
    # the card looked at is the asking side's to know (O30), the rest of its pile is not
    where = g.ask(side, "reconnoiter", L.P_RECON.format(label=g.card_label(side, top)), opts, context={"card": top}).value
    g.decks.take_top(side, where)
    name = SIDE_NAMES[side]
    one, many = {"back": (L.RECON_KEEPS_1, L.RECON_KEEPS_N), "hand": (L.RECON_TAKES_1, L.RECON_TAKES_N)}.get(
        where, (L.RECON_DISCARDS_1, L.RECON_DISCARDS_N))
    g.note(agree(name, one, many).format(side=name))
    if g.decks.remaining(side) == 0:
        g.do("advance_time", side, "draw pile ran out")


def _charge(g: Game, side: str) -> None:
    """O25: every unactivated Japanese unit loses suppression, rallies and activates for Move;
    the Allies Op Fire for free, with no card."""
    s = g.s
    st = stacks(g, side)
    for units in st.values():
        for u in units:
            if u.suppressed:
                g.do("unsuppress", u.id)
            if u.broken:
                g.do("rally", u.id)
    fired: set[str] = set()  # A41.3b: Op Firing units stay activated for the whole Charge's Move
    for _hex, units in sorted(st.items()):
        alive = [u for u in units if u.location == "map" and not g.over]
        if alive and any(s.view(u.id).movement > 0 for u in alive):
            _move(g, side, free_op_fire=True, stack=alive, fired=fired)
        for u in alive:
            u.activated = True
        g.s.touch()


def _jam_targets(g: Game, side: str) -> list[PieceState]:
    """O23.1 Weapon Jam: an enemy weapon in the LOS of a friendly unit, broken or not (a broken
    one is eliminated, 5.4)."""
    s = g.s
    mine = sorted(s.occupied_hexes(side))
    out = []
    for u in s.units(other_side(side), "map"):
        w = s.piece(u.weapon) if u.weapon else None
        if w is not None and u.hex and any(u.hex in s.seen_from(h) for h in mine):
            out.append(w)
    return out


def _enemy_radios(g: Game, side: str) -> list[PieceState]:
    return [p for p in g.s.doc.pieces if p.side != side and p.location == "artillery_box" and g.s.counter(p).kind == "radio"]


def _asset_denied(g: Game, side: str) -> None:
    """O23: Weapon Jam breaks an enemy weapon in a friendly unit's LOS; Communication Disrupted
    breaks the enemy radio (eliminates a broken one); Abort Run removes the enemy aircraft
    (``airops``)."""
    from . import airops

    opts = [Option((L.P_JAM_ELIMINATE if w.broken else L.P_JAM).format(piece=g.name(w)), w.id) for w in _jam_targets(g, side)]
    opts += [Option(L.P_COMMS.format(piece=g.name(r)), r.id) for r in _enemy_radios(g, side)]
    opts += airops.abort_options(g, side)
    if opts:
        value = g.ask(side, "target", L.P_DENIED, opts, context={"about": "asset_denied"}).value
        if isinstance(value, tuple):
            airops.abort_run(g, side)
        else:
            radio = g.s.counter(g.s.piece(value)).kind == "radio"  # type: ignore[arg-type]
            g.do("break_unit", value, "Communication Disrupted, O23.2" if radio else "Weapon Jam, O23.1")


def repairable(g: Game, side: str) -> list[PieceState]:
    """O24.6 Weapon Repair: a broken weapon whose carrier is unbroken, unsuppressed and not yet
    activated (it is the unit activated); O24.2 Communication Restored: the broken radio, with an
    unbroken, unsuppressed leader to activate (``can_spot``)."""
    s = g.s
    out = []
    for u in s.units(side, "map"):
        w = s.piece(u.weapon) if u.weapon else None
        if w is not None and w.broken and not u.broken and not u.suppressed and can_activate(g, u):
            out.append(w)
    if any(s.can_spot(u) for u in s.units(side, "map")):
        out += [p for p in s.doc.pieces if p.side == side and p.location == "artillery_box" and p.broken]
    return out


def _activate(g: Game, piece_id: str) -> None:
    """O20.1: the unit an order activates (a Hero may be again, 3.3.2)."""
    p = g.s.piece(piece_id)
    if p is not None:
        p.activated = True
        g.s.touch()


def _asset_request(g: Game, side: str) -> None:
    """O24: Communication Restored fixes the radio, Weapon Repair a broken weapon; the artillery
    options (Communication Established, Fire For Effect, Illumination) are in ``artillery``, the
    Bombing and Strafing Runs in ``airops``."""
    from . import airops, artillery

    opts = [Option(L.P_REPAIR.format(piece=g.name(p)), ("repair", p.id)) for p in repairable(g, side)]
    more = artillery.request_options(g, side) + airops.request_options(g, side)
    if opts or more:
        what, arg = g.ask(side, "target", L.P_ART_WHICH if more else L.P_REPAIR_WHICH, opts + more,
                          context={"about": "asset_request"}).value
        if what == "repair":
            s = g.s
            if s.counter(s.piece(arg)).kind == "radio":  # type: ignore[arg-type]
                leaders = [u for u in s.units(side, "map") if s.can_spot(u)]
                ids = g.ask(side, "activate", L.P_ART_LEADER,
                            [Option(L.P_ART_LEADER_IS.format(piece=g.name(u)), [u.id]) for u in leaders]).value
                _activate(g, ids[0])  # O24.2
            else:
                carrier = s.carrier_of(arg)
                if carrier is not None:
                    _activate(g, carrier.id)  # O24.6
            g.do("rally", arg)
        elif what in airops.RUNS:
            airops.request(g, side, what)
        else:
            artillery.request(g, side, what, arg)


# ----------------------------------------------------------------------------- melee (19)

def resolve_melees(g: Game) -> None:
    """19: at the start of the Allied turn, each melee hex in the order the Allies choose:
    Ambushes first (A33, inactive player first), then Bayonets (A34), then the melee rolls."""
    from .actions import melee_actions

    while not g.over:
        hexes = g.s.melee_hexes()
        if not hexes:
            return
        h = g.ask("allied", "melee", L.P_MELEE_FIRST, [Option(L.P_MELEE_IN.format(hex=x), x) for x in hexes]).value
        mods = melee_actions(g, h)
        if g.over or h not in g.s.melee_hexes():
            continue
        survivors_before = {sd: bool(g.s.units_at(h, sd)) for sd in ("japan", "allied")}
        g.do("melee", h, modifiers=mods)
        from .actions import no_quarter

        no_quarter(g, h, survivors_before)
