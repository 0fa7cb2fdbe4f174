"""Who may act and which fire attacks are legal: shared by the orders (O20, O27) and the actions
that answer them (Op Fire, A41), so neither module imports the other for it. Smoke rounds
(O27.2.1) are Fire uses of their own, one per smoke-capable ordnance piece, their target hex asked
next (``smoke_targets``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rules import other_side
from . import logtext as L
from .decisions import Game, Option

if TYPE_CHECKING:
    from ..model.playtest import PieceState


def can_activate(g: Game, p: PieceState) -> bool:
    """O20: once per turn, a Hero as often as wanted (3.3.2)."""
    return p.location == "map" and (not p.activated or g.s.counter(p).kind == "hero")


def fire_groups(g: Game, side: str, *, op_fire_at: str | None = None, ready: set[str] | None = None,
                first: bool = False) -> list[Option]:
    """Legal fire attacks: per hex, its unactivated units with their working weapons (pieces out
    of range left out), ordnance alone (5.5, O27.2); ``op_fire_at`` limits them to that hex, with
    no ordnance (A41.3)."""
    s = g.s
    with s.steady():
        key = ("fire_groups", side, op_fire_at, frozenset(ready) if ready is not None else None)
        if first:
            full = s._read_index.memo.get(key) if s._read_index is not None else None
            if full is not None:
                return full[:1]
            return s.memo((*key, "first"), lambda: _fire_groups(g, side, op_fire_at, ready, True))[:]
        return s.memo(key, lambda: _fire_groups(g, side, op_fire_at, ready, False))[:]


def _fire_groups(g: Game, side: str, op_fire_at: str | None, ready: set[str] | None, first: bool) -> list[Option]:
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
            continue
        if ready is not None:
            if u.id not in ready:
                continue
        elif not can_activate(g, u):
            continue
        by_hex.setdefault(u.hex, []).append(u)
    for hex_id, units in sorted(by_hex.items()):
        pieces: list[tuple[str, int, bool]] = []  # id, range, ordnance
        for u in units:
            v = s.view(u.id)
            if not u.broken and v.fp > 0 and not s.counter(u).ordnance:
                pieces.append((u.id, v.range, False))
            elif s.counter(u).ordnance and not u.broken and not op_fire_at:
                pieces.append((u.id, v.range, True))
            w = s.piece(u.weapon) if u.weapon else None
            if w is not None and not w.broken and not u.broken and not u.suppressed:
                wv = s.view(w.id)
                ordnance = s.counter(w).ordnance
                if ordnance and op_fire_at:
                    continue
                pieces.append((w.id, wv.range, ordnance))
        if not pieces:
            continue
        caves = any(s.inside_cave(s.piece(pid)) for pid, _, _ in pieces)  # type: ignore[arg-type]
        reach = max(rng for _, rng, _ in pieces)
        for target in enemy_hexes:
            dist = s.board.grid.distance(hex_id, target)
            if dist > reach:
                continue  # out of every piece's range: no group
            if not caves and not s.los(hex_id, target).has_los:
                continue  # the calculator refuses any group here (no LOS, 16): skip its reasons
            normal = [pid for pid, rng, ordn in pieces if not ordn and rng >= dist]
            short = [pid for pid, rng, ordn in pieces if not ordn and rng < dist]
            groups = ([normal] if normal else []) + [[pid] for pid, rng, ordn in pieces if ordn and rng >= dist]
            for group in groups:
                plan = s.plan_fire(group, target)
                if plan.legal:
                    best = max((plan.total_fp - t.morale - t.cover for t in plan.targets), default=0)
                    names = ", ".join(g.name(s.piece(pid)) for pid in group)  # type: ignore[arg-type]
                    if group is normal and short:
                        shorts = ", ".join(g.name(s.piece(pid)) for pid in short)  # type: ignore[arg-type]
                        label = L.P_FIRE_GROUP_SHORT.format(pieces=names, hex=target, n=plan.total_fp, short=shorts)
                    else:
                        label = L.P_FIRE_GROUP.format(pieces=names, hex=target, n=plan.total_fp)
                    out.append(Option(label, (group, target), 5.0 + best))
                    if first:
                        return out
    return out




def smoke_rounds(g: Game, side: str) -> list[Option]:
    """O27.2.1: a Fire use per smoke-capable ordnance piece (a unit's or its weapon) that may be
    activated and has a hex to smoke; scored low, since a greedy player should rather shoot."""
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
                out.append(Option(L.P_SMOKE_ROUND.format(piece=g.name(p)), ("smoke", p.id), 0.3))
    return out


def smoke_targets(g: Game, piece_id: str, *, first: bool = False) -> list[str]:
    """The hexes a smoke round of this piece may target, nearest first: any hex in range and LOS
    that may take smoke, enemy or not (O27.2.1); ``first`` stops at the first."""
    return g.s.smoke_round_targets(piece_id, first=first)
