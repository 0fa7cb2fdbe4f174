"""Who may act and which fire attacks are legal: shared by the orders (O20, O27) and the actions
that answer them (Op Fire, A41), so neither module imports the other for it. Smoke rounds
(O27.2.1) are Fire uses of their own, one per smoke-capable ordnance piece, their target hex asked
next (``smoke_targets``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..core.rules import other_side
from . import logtext as L
from .activation import can_activate, commanding, commands
from .decisions import Game, Option
from .rules import is_leader

if TYPE_CHECKING:
    from ..model.playtest import PieceState


def fire_groups(g: Game, side: str, *, op_fire_at: str | None = None, again: set[str] | None = None) -> list[Option]:
    """Legal fire attacks, each by the pieces of one activation (O20.1, ``activation``): per
    hex, each leader with the units it commands there, or each unit alone where no leader
    commands it, with their working weapons (pieces out of range left out), ordnance alone (5.5,
    O27.2); then groups of several hexes a leader commands (``_chains``). ``op_fire_at`` limits
    them to that hex, with no ordnance (A41.3a). ``again``: the units already activated for Op
    Fire during this Move, which fire again in any group of theirs with no new activation (A41.2,
    A41.3b). Whether there is any: ``has_fire_group``."""
    s = g.s
    with s.steady():
        key = ("fire_groups", side, op_fire_at, frozenset(again) if again is not None else None)
        return s.memo(key, lambda: _fire_groups(g, side, op_fire_at, again, False))[:]


def has_fire_group(g: Game, side: str) -> bool:
    """Whether ``fire_groups(g, side)`` offers any attack (a Fire order's use, O27), once per
    state: the full list when it was already worked out for this state, else the search stopped
    at the first legal attack."""
    s = g.s
    with s.steady():
        assert s._read_index is not None
        full = s._read_index.memo.get(("fire_groups", side, None, None))
        if full is not None:
            return bool(full)
        return s.memo(("has_fire_group", side), lambda: bool(_fire_groups(g, side, None, None, True)))


def _fire_groups(g: Game, side: str, op_fire_at: str | None, again: set[str] | None, first: bool) -> list[Option]:
    """Every legal attack, in a fixed order: each hex's groups at each target (hexes and targets
    sorted), ordnance alone after its hex's groups; then the groups of several hexes (O27.3.1,
    ``_chains``). With ``first``, stops at the first legal one (whether a Fire order has a use)."""
    s = g.s
    out: list[Option] = []
    enemy_hexes = [op_fire_at] if op_fire_at else sorted(s.occupied_hexes(other_side(side)))
    melee = set(s.melee_hexes())
    enemy_hexes = [h for h in enemy_hexes if h not in melee]
    if not enemy_hexes:
        return out
    by_hex: dict[str, list[PieceState]] = {}
    for u in s.units(side, "map"):
        if u.hex is None or u.hex in melee:
            continue  # 19.1, O27.1.2: no fire from a melee hex
        if again is not None:
            if u.id not in again:
                continue
        elif not can_activate(g, u):
            continue
        by_hex.setdefault(u.hex, []).append(u)
    seen: dict[str, list[str]] = {}  # hex -> the enemy hexes it may fire at (LOS from the hex, or a cave there)
    pieces_at: dict[str, list[tuple[str, int, bool]]] = {}
    op_fire = op_fire_at is not None
    for hex_id, units in sorted(by_hex.items()):
        for option in _hex_attacks(g, hex_id, units, enemy_hexes, op_fire, again is not None, seen, pieces_at):
            out.append(option)
            if first:
                return out
    if CHAINS:
        out += _chains(g, by_hex, seen, pieces_at, enemy_hexes, first and not out, again is not None)
    return out


def _activations_in_hex(g: Game, units: list[PieceState], free: bool) -> list[tuple[str | None, list[PieceState]]]:
    """The ways one hex's units may be activated to fire together (O20.1, 3.3.1.1), each as
    (the commanding leader or None, its units): each leader with the non-leaders it commands
    there, and each unit no leader there commands by itself. ``free``: units already activated
    for Op Fire during this Move fire as one group (A41.2)."""
    if free:
        return [(None, units)]
    s = g.s
    out: list[tuple[str | None, list[PieceState]]] = []
    led: set[str] = set()
    for leader in units:
        if commanding(s, leader):
            mine = [u for u in units if commands(s, leader, u)]
            out.append((leader.id, [leader, *mine]))
            led.update(u.id for u in mine)
            led.add(leader.id)
    out += [(None, [u]) for u in units if u.id not in led]
    return out


def _hex_attacks(g: Game, hex_id: str, units: list[PieceState], enemy_hexes: list[str], op_fire: bool, free: bool,
                 seen: dict[str, list[str]], pieces_at: dict[str, list[tuple[str, int, bool]]]) -> Iterator[Option]:
    """The legal attacks of one hex's units (that may act, out of melee) at the enemy hexes, in
    order: per target the group of each activation (``_activations_in_hex``), then each
    ordnance piece alone (its carrier activated by itself); notes in ``seen`` the targets the
    hex may fire at and in ``pieces_at`` its pieces that may fire."""
    s = g.s
    # A hex that sees no enemy hex fires at none (16): its pieces' stats are never needed.
    # (A unit inside a cave sees otherwise: the calculator decides for such hexes.)
    caves = any(s.inside_cave(u) for u in units)
    if caves:
        targets = enemy_hexes
    else:
        visible = s.seen_from(hex_id)
        targets = [t for t in enemy_hexes if t in visible]
    seen[hex_id] = targets
    if not targets:
        return
    pieces = pieces_at[hex_id] = _hex_pieces(g, units, op_fire)
    if not pieces:
        return
    reach = max(rng for _, rng, _ in pieces)
    groups = [(leader, {pid for u in members for pid in (u.id, u.weapon) if pid}) for leader, members in _activations_in_hex(g, units, free)]
    for target in targets:
        dist = s.board.grid.distance(hex_id, target)
        if dist > reach:
            continue  # out of every piece's range: no group
        for leader, ids in groups:
            normal = [pid for pid, rng, ordn in pieces if pid in ids and not ordn and rng >= dist]
            if not normal and leader is None:
                continue
            short = [pid for pid, rng, ordn in pieces if pid in ids and not ordn and rng < dist]
            if normal:
                plan = s.plan_fire(normal, target, detail=False)
                if plan.legal:
                    yield _option(g, normal, target, plan.total_fp, short, leader)
        for pid, rng, ordn in pieces:
            if ordn and rng >= dist:
                plan = s.plan_fire([pid], target, detail=False)
                if plan.legal:
                    yield _option(g, [pid], target, plan.total_fp, [])


def _hex_pieces(g: Game, units: list[PieceState], op_fire: bool) -> list[tuple[str, int, bool]]:
    """The pieces of one hex's units that may fire: (id, range in effect, ordnance). A broken
    unit fires its own (broken side's) FP but never its weapon (3.2.3, 3.2.5); a weapon needs an
    unbroken, unsuppressed carrier (5.1); no ordnance in Op Fire (A41.3a)."""
    s = g.s
    pieces: list[tuple[str, int, bool]] = []
    for u in units:
        v = s.view(u.id)
        if s.counter(u).ordnance:
            if not op_fire:
                pieces.append((u.id, v.range, True))
        elif v.fp > 0:
            pieces.append((u.id, v.range, False))
        if u.broken:
            continue  # 3.2.3: a broken unit cannot fire its weapon
        w = s.piece(u.weapon) if u.weapon else None
        if w is not None and not w.broken and not u.suppressed:
            wv = s.view(w.id)
            ordnance = s.counter(w).ordnance
            if ordnance and op_fire:
                continue
            pieces.append((w.id, wv.range, ordnance))
    return pieces


#: Offer fire groups of several hexes (O27.3.1); off, a group is one hex's pieces.
CHAINS = True


def _chains(g: Game, by_hex: dict[str, list[PieceState]], seen: dict[str, list[str]],
            pieces_at: dict[str, list[tuple[str, int, bool]]], enemy_hexes: list[str], first: bool,
            free: bool = False) -> list[Option]:
    """Fire groups of several hexes (O27.3.1): a leader that may still be activated activates the
    friendly non-leader units within its command radius (O20.1, 3.3.1.1); per target hex, the
    hexes in that radius whose pieces have LOS and range to it form chains of adjacent hexes, and
    each maximal chain of two or more hexes is one option (its pieces out of range left out).
    Never a hex with wire (F107), never ordnance (O27.3.1.1). After choosing, the player may leave
    pieces out (``refine_group``), so every smaller legal group stays within reach. ``free``: the
    units already activated for Op Fire during this Move chain with no leader (A41.2)."""
    s = g.s
    grid = s.board.grid
    out: list[Option] = []
    if len(pieces_at) < 2:
        return out  # a chain needs pieces in two hexes
    wire = {h for h in by_hex if (f := s.fortification_at(h)) is not None and f.type == "wire"}
    # per leader: the non-ordnance pieces it may activate (its own and non-leaders'), by hex in
    # its radius; a leader with fewer than two such hexes has no chain to offer
    commands: list[tuple[str | None, dict[str, list[tuple[str, int]]]]] = []
    if free:
        every = {h: [(pid, rng) for pid, rng, ordn in pieces if not ordn] for h, pieces in pieces_at.items() if h not in wire}
        commands.append((None, {h: mine for h, mine in every.items() if mine}))
    for h0 in sorted(by_hex) if not free else ():
        if h0 in wire:
            continue
        for leader in by_hex[h0]:
            if not commanding(s, leader):
                continue
            radius = s.view(leader.id).command
            if radius < 1:
                continue
            near: dict[str, list[tuple[str, int]]] = {}
            for h, units in by_hex.items():
                if h in wire or h not in pieces_at or grid.distance(h0, h) > radius:
                    continue
                ids = {u.id for u in units if u is leader or not is_leader(s.counter(u))}
                ids |= {u.weapon for u in units if u.weapon and u.id in ids}  # type: ignore[misc]
                mine = [(pid, rng) for pid, rng, ordn in pieces_at[h] if pid in ids and not ordn]
                if mine:
                    near[h] = mine
            if len(near) > 1:
                commands.append((leader.id, near))
    if not commands:
        return out
    sees = {h: set(targets) for h, targets in seen.items()}
    offered: set[tuple[frozenset[str], str]] = set()
    for target in enemy_hexes:
        for leader_id, near in commands:
            # per hex in the radius: the pieces that reach the target
            reach: dict[str, list[str]] = {}
            for h, mine in near.items():
                if target in sees[h]:
                    dist = grid.distance(h, target)
                    firing = [pid for pid, rng in mine if rng >= dist]
                    if firing:
                        reach[h] = firing
            if len(reach) < 2:
                continue
            for chain in _components(grid, reach):
                if len(chain) < 2:
                    continue
                group = [pid for h in chain for pid in reach[h]]
                key = (frozenset(group), target)
                if key in offered:
                    continue
                offered.add(key)
                plan = s.plan_fire(group, target, detail=False)
                if plan.legal:
                    out.append(_chain_option(g, group, target, plan.total_fp, leader_id) if leader_id is not None
                               else _option(g, group, target, plan.total_fp, []))
                    if first:
                        return out
    return out


def _components(grid, hexes: dict[str, list[str]]) -> list[list[str]]:  # noqa: ANN001 - a HexGrid
    """The hexes grouped into chains of adjacent hexes, each chain's hexes sorted."""
    todo = sorted(hexes)
    seen: set[str] = set()
    out = []
    for start in todo:
        if start in seen:
            continue
        seen.add(start)
        chain, stack = [start], [start]
        while stack:
            h = stack.pop()
            for n in grid.neighbours(h).values():
                if n in hexes and n not in seen:
                    seen.add(n)
                    chain.append(n)
                    stack.append(n)
        out.append(sorted(chain))
    return out


def _chain_option(g: Game, group: list[str], target: str, fp: int, leader: str) -> Option:
    s = g.s

    def label() -> str:
        names = ", ".join(g.name(s.piece(pid)) for pid in group)
        return L.P_FIRE_CHAIN.format(pieces=names, hex=target, n=fp, leader=g.name(s.piece(leader)))

    return Option.lazy(label, FireChoice(group, target, leader))


class FireChoice(tuple):
    """The value of a fire option: ``(group, target)``, the leader who activated it (``leader``,
    else None) and whether its units were already activated for Op Fire during this Move
    (``again``, A41.2)."""

    leader: str | None = None
    again: bool = False

    def __new__(cls, group: list[str], target: str, leader: str | None = None, again: bool = False) -> FireChoice:
        obj = super().__new__(cls, (group, target))
        obj.leader = leader
        obj.again = again
        return obj


def refine_group(g: Game, side: str, choice: tuple) -> list[str]:
    """O27.3.1: fire groups are never mandatory. After choosing a group a leader activated (in
    its hex or a chain of hexes) the player may leave pieces out, one at a time, while the rest
    still makes a legal attack (a chain of adjacent hexes, each piece with LOS and range); a
    unit's own group is fired whole. Returns the pieces that fire; the activating leader is
    activated with them, firing or not (O20.1)."""
    group, target = list(choice[0]), choice[1]
    leader = getattr(choice, "leader", None)
    s = g.s
    if leader is None:
        return group
    while len(group) > 1 and not g.over:
        keep = s.plan_fire(group, target, detail=False)
        opts = [Option(L.P_FIRE_AS_IS.format(n=len(group), fp=keep.total_fp), None)]
        for pid in group:
            rest = [x for x in group if x != pid]
            plan = s.plan_fire(rest, target, detail=False)
            if plan.legal:
                opts.append(Option.lazy(_drop_label(g, pid, plan.total_fp), pid))
        if len(opts) == 1:
            break
        pid = g.ask(side, "target", L.P_FIRE_LEAVE_OUT.format(hex=target), opts, context={"about": "leave_out"}).value
        if pid is None:
            break
        group.remove(pid)
    lead = s.piece(leader)
    if lead is not None and not lead.activated:
        lead.activated = True  # O20.1: the leader that activated the group, firing or not
        s.touch()
    return group


def _drop_label(g: Game, pid: str, fp: int):  # noqa: ANN202 - the label function of a lazy option
    return lambda: L.P_FIRE_DROP.format(piece=g.name(g.s.piece(pid)), n=fp)


def _option(g: Game, group: list[str], target: str, fp: int, short: list[str], leader: str | None = None) -> Option:
    """A fire attack as an option; its label (names) is worked out only when read."""
    s = g.s

    def label() -> str:
        names = ", ".join(g.name(s.piece(pid)) for pid in group)
        if short:
            shorts = ", ".join(g.name(s.piece(pid)) for pid in short)
            return L.P_FIRE_GROUP_SHORT.format(pieces=names, hex=target, n=fp, short=shorts)
        return L.P_FIRE_GROUP.format(pieces=names, hex=target, n=fp)

    return Option.lazy(label, FireChoice(group, target, leader))


def smoke_rounds(g: Game, side: str) -> list[Option]:
    """O27.2.1: a Fire use per smoke-capable ordnance piece (a unit's or its weapon) that may be
    activated and has a hex to smoke."""
    s = g.s
    with s.steady():
        return s.memo(("smoke_rounds", side), lambda: _smoke_rounds(g, side))[:]


def _smoke_rounds(g: Game, side: str) -> list[Option]:
    s = g.s
    out: list[Option] = []
    for u in s.units(side, "map"):
        if not can_activate(g, u):
            continue
        for pid in (u.id, u.weapon):
            p = s.piece(pid) if pid else None
            if p is None or not (s.counter(p).ordnance and s.counter(p).smoke):
                continue
            if smoke_targets(g, p.id, first=True):
                out.append(Option(L.P_SMOKE_ROUND.format(piece=g.name(p)), ("smoke", p.id)))
    return out


def smoke_targets(g: Game, piece_id: str, *, first: bool = False) -> list[str]:
    """The hexes a smoke round of this piece may target, nearest first: any hex in range and LOS
    that may take smoke, enemy or not (O27.2.1); ``first`` stops at the first."""
    return g.s.smoke_round_targets(piece_id, first=first)
