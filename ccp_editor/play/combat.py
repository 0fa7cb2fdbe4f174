"""Combat of a playtest: LOS, the fire calculator, fire attacks and their defense rolls, melee
(16, O27, 19).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..core.los import height_advantage_fp, marker_effect
from ..core.rules import SIDE_NAMES, STRUCTURAL_FORTS, ordnance_fire_modifiers, other_side
from ..model.playtest import PieceState
from . import logtext as L
from .board import LosAnswer
from .results import ActionResult, FirePlan, FireTarget, PieceView
from .rules import (
    fire_outcome,
    is_leader,
    melee_fp,
    melee_losers,
    side_stats,
)
from .setup import SetupOps
from .state import SIDES, operation


class CombatOps(SetupOps):
    """LOS, fire and melee."""

    def los(self, from_hex: str, to_hex: str, *, cave_from: bool = False, cave_to: bool = False) -> LosAnswer:
        """The LOS / range tool: result, hindrance (night included), causes, range, height FP;
        ``cave_from`` / ``cave_to``: the unit at that end is inside a cave (F102.2.2).

        Answers are kept per pair of hexes and cave ends. Smoke and blaze change a LOS only when
        the line touches their hex (16.2.2, 16.3.4), so by day a pair whose line touches no marker
        gets the map's own answer, worked out once per map; otherwise the answer is kept per state of
        the markers in the hexes the line touches (at night, 18.3, per state of every marker).

        By day, without caves, the answers are also kept per state of the smoke and blaze on the
        whole map (``_los_view``): the look-up a game makes thousands of times between two changes
        of the markers is one dictionary read."""
        if not (cave_from or cave_to):
            view = self.__dict__.get("_los_now")
            if view is None or view[0] != self._version or view[1] is not self.doc.markers or self._op is not None:
                view = self._los_view()
            if view is not None:
                table = view[2]
                found = table.get((from_hex, to_hex))
                if found is None:
                    found = table[(from_hex, to_hex)] = self._los_answer(from_hex, to_hex, False, False)
                return found
        return self._los_answer(from_hex, to_hex, cave_from, cave_to)

    def _los_view(self) -> tuple[int, list, dict, dict, frozenset[str]] | None:
        """The LOS answers for the smoke and blaze on the map now, by day (None at night: every
        marker matters there, 18.3): (state count, markers, answers by pair, hexes seen by firing
        hex, blaze hexes). Kept on the board per state of those markers, so the games on one map
        share it; remembered until the next change of the state."""
        doc = self.doc
        if doc.scenario.night:
            return None
        markers = doc.markers
        state = tuple(sorted((m.type, m.hex, m.value) for m in markers if m.type in ("smoke", "blaze")))
        views: dict = self._los_views
        tables = views.get(state)
        if tables is None:
            if len(views) > 256:
                views.clear()
            tables = views[state] = ({}, {}, frozenset(h for kind, h, _ in state if kind == "blaze"))
        view = (self._version, markers, *tables)
        if self._op is None:
            self.__dict__["_los_now"] = view
        return view

    def seen_from(self, from_hex: str, *, cave_from: bool = False) -> frozenset[str]:
        """The map's hexes in LOS from ``from_hex`` now: ``h`` is in it exactly when
        ``los(from_hex, h, cave_from=...).has_los`` (16), for the look-ups that ask about many
        hexes at once (targets, spotting rounds, enemy sight). By day smoke only hinders (16.3.4)
        and a blaze blocks the lines touching its hex (T83), so the hexes seen are the map's own
        row less the lines touching a blaze (``LosEngine.seen_with_markers``); kept per state of the
        markers."""
        if not cave_from:
            view = self.__dict__.get("_los_now")
            if view is None or view[0] != self._version or view[1] is not self.doc.markers or self._op is not None:
                view = self._los_view()
            if view is not None:
                seen = view[3]
                found = seen.get(from_hex)
                if found is None:
                    found = seen[from_hex] = self._seen_by_day(from_hex, view[4])
                return found
        return frozenset(h for h in self.board.grid.hex_ids if self.los(from_hex, h, cave_from=cave_from).has_los)

    def _seen_by_day(self, from_hex: str, blaze: frozenset[str]) -> frozenset[str]:
        """The map's own hexes seen (``Board.plain_seen``) with the blaze counted (T83, the LOS
        engine's ``seen_with_markers``)."""
        kept: dict = self._los_seen_rows
        found = kept.get(from_hex)
        if found is None:
            index = self.board.los_engine.index
            missing = [h for h in self.board.grid.hex_ids if h not in index]  # none on a map's own grid
            found = kept[from_hex] = (self.board.plain_seen(from_hex), missing)
        base, missing = found
        if blaze:
            base = self.board.los_engine.seen_with_markers(from_hex, base, blaze)
        if missing:
            base = base | {h for h in missing if self.los(from_hex, h).has_los}
        return base

    def _los_answer(self, from_hex: str, to_hex: str, cave_from: bool, cave_to: bool) -> LosAnswer:
        doc = self.doc
        night = doc.scenario.night
        if not night:
            markers = doc.markers
            if not markers or self._los_untouched(markers, from_hex, to_hex):
                if not (cave_from or cave_to):
                    found = self.board.plain_los(from_hex, to_hex)
                    if found is not None:
                        return found
                cache: dict = self.__dict__.setdefault("_los_cache", {})
                key: tuple = (from_hex, to_hex, cave_from, cave_to)
                answer = cache.get(key)
                if answer is None:
                    answer = cache[key] = self.board.los(from_hex, to_hex, cave_from=cave_from, cave_to=cave_to)
                return answer
        cache = self.__dict__.setdefault("_los_cache", {})
        if night:
            state = tuple((m.type, m.hex, m.value) for m in doc.markers)
        else:  # by day only the smoke and blaze in the hexes the line touches matter (16.2.2, 16.3.4)
            touches = self.board.los_engine.marker_touches
            state = tuple((m.type, m.hex, m.value) for m in doc.markers
                          if m.type in ("smoke", "blaze") and touches(from_hex, to_hex, m.hex))
        key = (from_hex, to_hex, cave_from, cave_to, state, night)
        answer = cache.get(key)
        if answer is None:
            if len(cache) > 50_000:
                cache.clear()
            if not (night or cave_from or cave_to) and all(kind == "smoke" for kind, _, _ in state):
                answer = self._los_through_smoke(from_hex, to_hex, max(v or 1 for _, _, v in state))
            if answer is None:
                answer = self.board.los(from_hex, to_hex, smoke=self.smoke(), blaze=self.blaze(),
                                        night=night, starshells=self.starshells(),
                                        cave_from=cave_from, cave_to=cave_to)
            cache[key] = answer
        return answer

    def _los_through_smoke(self, from_hex: str, to_hex: str, smoke: int) -> LosAnswer | None:
        """The LOS of a line that touches smoke and no blaze (``smoke``: the largest value it
        touches), from the map's own answer with the markers counted as the LOS engine counts them
        (``core.los.marker_effect``: 16.3.3, 16.3.4, T95). The causes, rarely read, are worked out
        by the LOS engine when asked."""
        base = self.board.plain_los(from_hex, to_hex)
        if base is None:
            return base
        blocked, hindrance = marker_effect(not base.has_los, base.hindrance, False, smoke)
        if blocked:
            return base
        hindrance = int(hindrance)
        markers = self.smoke()
        board = self.board  # the answer is kept on the board: it holds no game
        return LosAnswer(from_hex, to_hex, base.range, "hindered" if hindrance else "clear", hindrance,
                         lambda: board.los(from_hex, to_hex, smoke=markers).causes, base.height_fp)

    def _los_untouched(self, markers: list, from_hex: str, to_hex: str) -> bool:
        # The smoke and blaze hexes, kept between two operations (only an operation changes the
        # markers, and every operation counts a new version); inside one, worked out each time.
        kept = self.__dict__.get("_los_marked")
        if kept is not None and kept[0] == self._version and kept[1] is markers and self._op is None:
            marked = kept[2]
        else:
            marked = frozenset(m.hex for m in markers if m.type in ("smoke", "blaze"))
            if self._op is None:
                self.__dict__["_los_marked"] = (self._version, markers, marked)
        touches = self.board.los_engine.marker_touches
        return not any(touches(from_hex, to_hex, m) for m in marked)

    def inside_cave(self, p: PieceState) -> bool:
        """A Japanese unit stacked under a cave marker is inside it (F102.1); a weapon goes with
        its carrier."""
        unit = self.carrier_of(p.id) if self.counter(p).kind == "weapon" else p
        if unit is None or not unit.in_cave or unit.hex is None:
            return False
        fort = self.fortification_at(unit.hex)
        return fort is not None and fort.type == "cave"

    def plan_fire(
        self,
        firing_ids: list[str],
        target_hex: str,
        *,
        fp_modifier: int = 0,
        detail: bool = True,
    ) -> FirePlan:
        """The fire calculator (O27): fire group FP (best + 1 per other piece), leader command,
        height advantage, the largest hindrance (night included), and each target's morale, Cover
        (terrain or fortification, less overstacking) and command. No dice. ``detail=False``
        leaves the targets' morale and Cover out (legality and FP only: what listing the legal
        attacks needs)."""
        if self.doc.phase != "play":
            return FirePlan(False, L.R_FIRE_IN_PLAY)
        if not firing_ids:
            return FirePlan(False, L.R_NAME_FIRER)
        if not self.board.contains(target_hex):
            return FirePlan(False, f"{target_hex!r} is not a hex of this map")
        pieces = []
        for pid in firing_ids:
            p = self._pieces.get(pid)
            if p is None or p.location != "map" or p.hex is None:
                return FirePlan(False, f"no piece {pid!r} on the map")
            pieces.append(p)
        side = pieces[0].side
        if len(pieces) > 1 and (any(p.side != side for p in pieces) or len(set(firing_ids)) != len(firing_ids)):
            return FirePlan(False, L.R_ONE_SIDE_GROUP)
        targets = self.units_at(target_hex, other_side(side))
        if not targets:
            return FirePlan(False, L.R_NO_ENEMY.format(hex=target_hex))
        melee = self.melee_hexes()  # a few hexes at most
        if target_hex in melee:
            return FirePlan(False, L.R_MELEE_HEX.format(hex=target_hex))
        plan = FirePlan(True)
        ordnance = [p for p in pieces if self.counter(p).ordnance]
        if ordnance and len(pieces) > 1:
            return FirePlan(False, L.R_ORDNANCE_ALONE)
        plan.ordnance = bool(ordnance)
        hexes = sorted({p.hex for p in pieces if p.hex})
        distance = self.board.grid.distance
        flame = False
        hindrance = 0
        for p in pieces:
            c = self.counter(p)
            if p.hex in melee:
                return FirePlan(False, L.R_IN_MELEE.format(piece=self._name(p)))
            if c.kind == "weapon":
                carrier = self.carrier_of(p.id)
                if carrier is None:
                    return FirePlan(False, L.R_NOT_CARRIED.format(piece=self._name(p)))
                if p.broken:
                    return FirePlan(False, L.R_IS_BROKEN.format(piece=self._name(p)))
                if carrier.broken or carrier.suppressed:
                    return FirePlan(False, (L.R_CARRIER_BROKEN if carrier.broken else L.R_CARRIER_SUPPRESSED).format(piece=self._name(carrier)))
                if self.board.is_water(p.hex or ""):
                    return FirePlan(False, L.R_WATER_WEAPON.format(hex=p.hex))
                if self._in_wire(carrier):
                    return FirePlan(False, L.R_WIRE_WEAPON.format(hex=p.hex))
                flame = flame or c.weapon_type == "flamethrower"
            elif not self.is_unit(p):
                return FirePlan(False, L.R_DOES_NOT_FIRE.format(piece=self._name(p)))
            v = self.view(p.id)
            dist = distance(p.hex or "", target_hex)
            why, los = self._reach(p, v, dist, target_hex)
            if why:
                return FirePlan(False, why)
            assert los is not None  # within reach: the LOS it fires along
            hindrance = max(hindrance, los.hindrance)
            plan.range = max(plan.range, dist)
            if v.fp <= 0 and not plan.ordnance:
                return FirePlan(False, L.R_NO_FP.format(piece=self._name(p)))
            plan.firing.append((p.id, v.fp))
        if len(hexes) > 1:
            if not self._contiguous(hexes):
                return FirePlan(False, L.R_CHAIN)
            if any(self.fortification_at(h) is not None and self.fortification_at(h).type == "wire" for h in hexes):  # type: ignore[union-attr]
                return FirePlan(False, L.R_WIRE_GROUP)
        plan.base_fp = max([fp for _, fp in plan.firing])
        plan.group_bonus = len(plan.firing) - 1
        level = self.board.level
        plan.height = height_advantage_fp([level(h) for h in hexes] if len(hexes) > 1 else [level(hexes[0])], level(target_hex))
        plan.hindrance = hindrance
        if fp_modifier:
            plan.modifiers.append(("actions", fp_modifier))
        if plan.ordnance:
            kind = self.counter(ordnance[0]).weapon_type
            terrain = self.board.info(target_hex).terrain
            plan.modifiers += ordnance_fire_modifiers(self.rules, kind, terrain)
            # Hindrance lowers the Targeting roll, not the attack that hits (16.3.1).
            plan.total_fp = plan.base_fp + plan.height + sum([v for _, v in plan.modifiers])
        else:
            mods = sum([v for _, v in plan.modifiers]) if plan.modifiers else 0
            plan.total_fp = plan.base_fp + plan.group_bonus + plan.height + mods - hindrance
            if plan.total_fp <= 0:
                return replace(plan, legal=False,
                               reason=L.R_HINDRANCE_NO_FP.format(n=hindrance))
        # F102.2.2: units inside a cave are out of sight of (and immune to) fire from upslope.
        hidden = [
            t for t in targets
            if self.inside_cave(t)
            and not all(self.los(p.hex or "", target_hex, cave_from=self.inside_cave(p), cave_to=True).has_los for p in pieces)
        ]
        if hidden:
            targets = [t for t in targets if t not in hidden]
            note = L.CAVE_HIDDEN.format(pieces=", ".join(self._name(t, where=False) for t in hidden), hex=target_hex)
            if not targets:
                return FirePlan(False, L.R_NONE_SEEN.format(hex=target_hex, why=note))
            plan.notes.append(note)
        if not detail:
            return plan
        indirect = plan.ordnance and self.counter(ordnance[0]).weapon_type == "mortar"
        for t in sorted(targets, key=lambda p: (is_leader(self.counter(p)), p.id)):
            v = self.view(t.id)
            cmd = self.command_bonus(t.id)
            if flame:
                cover, source = 0, "flamethrower (5.6)"
            else:
                cover, source = self.cover_at(target_hex, t, indirect=indirect)
            plan.targets.append(FireTarget(t.id, v.morale - cmd, cover, cmd, source))
        return plan

    def fire_reach_problem(self, piece_id: str, target_hex: str) -> str:
        """Why a piece on the map cannot reach ``target_hex`` with its fire: beyond its range,
        inside its minimum range (5) or without LOS (16); "" when it can. The one place a fire
        group is checked for reach, so the board can drop such pieces from a group and say why."""
        p = self._pieces.get(piece_id)
        if p is None or p.location != "map" or p.hex is None:
            return f"no piece {piece_id!r} on the map"
        return self._reach(p, self.view(p.id), self.board.grid.distance(p.hex, target_hex), target_hex)[0]

    def _reach(self, p: PieceState, v: PieceView, dist: int, target_hex: str) -> tuple[str, LosAnswer | None]:
        """``fire_reach_problem`` of a piece on the map with its view and distance to the target,
        and the LOS it fires along (None when out of range)."""
        rng_min = side_stats(self.counter(p), p.broken).range_min or 0
        if dist > v.range:
            return L.R_OUT_OF_RANGE.format(piece=self._name(p), range=v.range, hex=target_hex, n=dist), None
        if dist < rng_min:
            return L.R_MIN_RANGE.format(piece=self._name(p), n=rng_min), None
        los = self.los(p.hex or "", target_hex, cave_from=self.inside_cave(p))
        if not los.has_los:
            if los.causes:
                return L.R_NO_LOS_WHY.format(start=p.hex, hex=target_hex, why=los.causes[0]), los
            return L.R_NO_LOS.format(start=p.hex, hex=target_hex), los
        return "", los

    def _contiguous(self, hexes: list[str]) -> bool:
        todo, seen = [hexes[0]], {hexes[0]}
        while todo:
            h = todo.pop()
            for n in hexes:
                if n not in seen and self.board.grid.distance(h, n) == 1:
                    seen.add(n)
                    todo.append(n)
        return len(seen) == len(hexes)

    @operation("Fire", checks_first=True)
    def fire(
        self,
        firing_ids: str | list[str],
        target_hex: str,
        *,
        target_moving: bool = False,
        fp_modifier: int = 0,
    ) -> ActionResult:
        """Resolve a fire attack (O27): the attacker's roll + FP against each target's morale + Cover
        + command + roll, leaders last; half or less eliminates, less breaks, a tie suppresses
        (breaks a Moving target). Ordnance must first beat the range with a Targeting roll."""
        ids = [firing_ids] if isinstance(firing_ids, str) else list(firing_ids)
        with self.reading():  # nothing moves while the calculator reads: one index for its look-ups
            plan = self.plan_fire(ids, target_hex, fp_modifier=fp_modifier)
        if not plan.legal:
            return self._refuse("fire", plan.reason)
        side = self._pieces[ids[0]].side
        for pid in ids:
            p = self._pieces[pid]
            carrier = self.carrier_of(pid) if self.counter(p).kind == "weapon" else p
            if carrier is not None:
                carrier.activated = True
        mods = (L.HEIGHT.format(n=f"{plan.height:+d}") if plan.height else "") + (
            L.HINDRANCE.format(n=plan.hindrance) if plan.hindrance and not plan.ordnance else "") + "".join(
            f" {v:+d} {k}" for k, v in plan.modifiers)
        text = L.FIRE if len(ids) > 1 else L.FIRES
        self._log(text.format(pieces=self._names([self._pieces[i] for i in ids]), hex=target_hex, fp=plan.base_fp,
                              group=plan.group_bonus, mods=mods, total=plan.total_fp), actor=side)
        for note in plan.notes:
            self._log(note[0].upper() + note[1:] + ".", actor=side)
        if plan.ordnance:
            tr = self._roll(side, "targeting roll", kind="targeting", against=(L.INIT_VS_RANGE, -plan.hindrance, plan.range))
            need = plan.range
            if tr.value - plan.hindrance <= need:
                self._log(L.TARGETING_MISS.format(roll=tr.value, n=plan.hindrance, range=need), actor=side)
                return ActionResult(True, "fire", details={"plan": plan, "hit": False})
            self._log(L.TARGETING_HIT.format(roll=tr.value, n=plan.hindrance, range=need), actor=side)
        atk = self._roll(side, L.FIRE_ATTACK_ON.format(hex=target_hex), against=self._weakest_defense(plan, target_hex))
        total = plan.total_fp + atk.value
        self._log(L.ATTACK_TOTAL.format(fp=plan.total_fp, roll=atk.value, total=total), actor=side)
        if atk.card.doubles:
            self._explosive_charge(side, ids, target_hex, plan)
        outcomes: dict[str, str] = {}
        for t in plan.targets:
            p = self._pieces[t.piece]
            if p.location != "map" or p.hex != target_hex:
                continue
            cmd = self.command_bonus(p.id)
            outcomes[p.id] = self._defend(p, total, t.morale + cmd, t.cover, t.cover_source, target_moving)
        self._update_control()
        return ActionResult(True, "fire", details={"plan": plan, "attack_total": total, "outcomes": outcomes})

    def _weakest_defense(self, plan: FirePlan, target_hex: str) -> tuple[str, int, int] | None:
        """What a Fire attack roll must beat, for the Initiative question (10.1): the lowest Morale +
        Cover (+ a stacked leader's command) among the targets, before their Defense rolls (O27.3.4)."""
        values = [t.morale + t.cover + self.command_bonus(p.id)
                  for t in plan.targets if (p := self._pieces[t.piece]).location == "map" and p.hex == target_hex]
        return (L.INIT_VS_DEFENSE, plan.total_fp, min(values)) if values else None

    def _defense_against(self, base: int, hex_id: str, units: list[PieceState], *, cover: bool = True) -> tuple[str, int, int] | None:
        """What an attack roll on a hex from artillery, aircraft or mines must beat, for the Initiative
        question (10.1): the lowest Morale + Cover against such attacks among the units there (none
        for mines, F104), before their Defense rolls (O27.3.4)."""
        values = [self.view(p.id).morale + (self.cover_at(hex_id, p, indirect=True)[0] if cover else 0)
                  for p in units if p.location == "map" and p.hex == hex_id]
        return (L.INIT_VS_DEFENSE, base, min(values)) if values else None

    #: Asked right after a Fire Attack roll of doubles against an adjacent hex holding a
    #: fortification (A40 Explosive Charge) with the firing side and the hex: True removes the
    #: fortification before any Defense roll. The card game sets it; a bare session never asks.
    on_explosive_charge: Callable[[str, str], bool] | None = None

    def _explosive_charge(self, side: str, ids: list[str], target_hex: str, plan: FirePlan) -> None:
        """A40: the fortification goes before the Defense rolls, so the targets defend with the
        Cover the hex has without it (a flamethrower's 0 stays, 5.6)."""
        fort = self.fortification_at(target_hex)
        if fort is None or self.on_explosive_charge is None:
            return
        hexes = set()
        for pid in ids:
            p = self._pieces[pid]
            unit = self.carrier_of(pid) if self.counter(p).kind == "weapon" else p
            if unit is not None and unit.hex:
                hexes.add(unit.hex)
        if not any(self.board.grid.distance(h, target_hex) == 1 for h in hexes) or not self.on_explosive_charge(side, target_hex):
            return
        self.doc.fortifications.remove(fort)
        self.touch()
        self._log(L.FORT_REMOVED.format(fortification=fort.type, hex=target_hex), actor=side)
        indirect = any(self.counter(self._pieces[i]).ordnance and self.counter(self._pieces[i]).weapon_type == "mortar" for i in ids)
        for t in plan.targets:
            p = self._pieces[t.piece]
            if t.cover_source != "flamethrower (5.6)" and p.location == "map" and p.hex == target_hex:
                t.cover, t.cover_source = self.cover_at(target_hex, p, indirect=indirect)

    def _smoke_piece_problem(self, piece_id: str) -> tuple[str, PieceState | None]:
        """Why this piece cannot fire a smoke round at all now (O27.2.1), and the unit in whose
        hex it fires: a working smoke-capable ordnance piece, its carrier fit, not from water,
        wire or a melee hex."""
        if self.doc.phase != "play":
            return L.R_FIRE_IN_PLAY, None
        p = self._pieces.get(piece_id)
        if p is None:
            return f"no piece {piece_id!r}", None
        c = self.counter(p)
        if not (c.ordnance and c.smoke):
            return L.R_NO_SMOKE_ROUNDS.format(piece=self._name(p)), None
        unit = self.carrier_of(p.id) if c.kind == "weapon" else p
        if unit is None or unit.location != "map" or unit.hex is None:
            return L.R_NOT_CARRIED.format(piece=self._name(p)), None
        if p.broken:
            return L.R_IS_BROKEN.format(piece=self._name(p)), None
        if c.kind == "weapon":
            if unit.broken or unit.suppressed:
                return (L.R_CARRIER_BROKEN if unit.broken else L.R_CARRIER_SUPPRESSED).format(piece=self._name(unit)), None
            if self.board.is_water(unit.hex):
                return L.R_WATER_WEAPON.format(hex=unit.hex), None
            if self._in_wire(unit):
                return L.R_WIRE_WEAPON.format(hex=unit.hex), None
        if unit.hex in self.melee_hexes():
            return L.R_IN_MELEE.format(piece=self._name(p)), None
        return "", unit

    def smoke_round_problem(self, piece_id: str, target_hex: str) -> str:
        """Why this piece cannot fire a smoke round at the hex now, "" when it can (O27.2.1): fired
        as any shot (range, minimum range, LOS, never into a melee) at any hex a smoke may go in,
        enemy units there or not."""
        why, unit = self._smoke_piece_problem(piece_id)
        if why or unit is None:
            return why
        if not self.board.contains(target_hex):
            return f"{target_hex!r} is not a hex of this map"
        if target_hex in self.melee_hexes():
            return L.R_MELEE_HEX.format(hex=target_hex)
        if target_hex == unit.hex or self.board.is_water(target_hex) or target_hex in self.blaze():
            return L.R_SMOKE_NOT_HERE.format(hex=target_hex)
        return self.fire_reach_problem(piece_id, target_hex)

    def smoke_round_targets(self, piece_id: str, *, first: bool = False) -> list[str]:
        """Every hex ``smoke_round_problem`` allows, nearest first (``first``: the nearest only).
        By day without a cave, the hexes in LOS are read from ``seen_from`` (one set for the start
        hex) instead of working the LOS out hex by hex."""
        why, unit = self._smoke_piece_problem(piece_id)
        if why or unit is None or unit.hex is None:
            return []
        p = self._pieces[piece_id]
        start, reach = unit.hex, self.view(piece_id).range
        nearest = max(1, side_stats(self.counter(p), p.broken).range_min or 0)
        board = self.board
        blaze, melee = self.blaze(), set(self.melee_hexes())
        cave = self.inside_cave(p)
        seen = None if cave or self.doc.scenario.night else self.seen_from(start)  # at night: hex by hex, in range
        out = []
        for d, h in board.by_distance(start):
            if d > reach:
                break
            if d < nearest or h in blaze or h in melee:
                continue
            if seen is not None:
                if h not in seen:
                    continue
            elif not self.los(start, h, cave_from=cave).has_los:
                continue
            if board.is_water(h):
                continue
            out.append(h)
            if first:
                break
        return out

    @operation("Fire")
    def fire_smoke(self, piece_id: str, target_hex: str) -> ActionResult:
        """A smoke round (O27.2.1), declared before the Targeting roll: a hit (the roll less the
        hindrance beats the range, O27.2.3, 16.3.1) lands a random smoke in the hex, placed by the
        card game from the smoke cup; no Fire Attack is rolled. ``details["hit"]`` says which."""
        why = self.smoke_round_problem(piece_id, target_hex)
        if why:
            return self._refuse("fire_smoke", why)
        p = self._pieces[piece_id]
        unit = self.carrier_of(p.id) if self.counter(p).kind == "weapon" else p
        assert unit is not None and unit.hex is not None
        unit.activated = True
        side = p.side
        self._log(L.SMOKE_ROUND.format(piece=self._name(p), hex=target_hex), actor=side)
        hindrance = self.los(unit.hex, target_hex, cave_from=self.inside_cave(p)).hindrance
        need = self.board.grid.distance(unit.hex, target_hex)
        tr = self._roll(side, "targeting roll", kind="targeting", against=(L.INIT_VS_RANGE, -hindrance, need))
        hit = tr.value - hindrance > need
        text = L.SMOKE_ROUND_HIT if hit else L.SMOKE_ROUND_MISS
        self._log(text.format(roll=tr.value, n=hindrance, range=need, hex=target_hex), actor=side)
        return ActionResult(True, "fire_smoke", details={"hit": hit, "hex": target_hex})

    def _indirect_hit(self, side: str, hex_id: str, roll: int, total: int, units: list[PieceState],
                      vulnerability: int | None, texts: tuple[str, str]) -> tuple[bool, dict[str, str]]:
        """An artillery impact (O24.3.4) or a bombing or strafing attack (O24.4c, O24.5) on one hex: a roll
        equal to the fortification's vulnerability number destroys it first (``texts``: the destroyed and
        the stands lines; None: no fortification is at risk), then every unit of ``units`` still in the
        hex defends against ``total`` with its Cover against aircraft, mortars and artillery (O27.3.4)."""
        destroyed = False
        fort = self.fortification_at(hex_id)
        if fort is not None and vulnerability is not None:
            if roll == vulnerability:
                self.doc.fortifications.remove(fort)
                destroyed = True
                self._log(texts[0].format(roll=roll, fort=fort.type, hex=hex_id), actor=side)
            else:
                self._log(texts[1].format(roll=roll, n=vulnerability, fort=fort.type, hex=hex_id), actor=side)
        outcomes: dict[str, str] = {}
        for p in sorted(units, key=lambda u: (is_leader(self.counter(u)), u.side, u.id)):
            if p.location != "map" or p.hex != hex_id:
                continue
            cover, source = self.cover_at(hex_id, p, indirect=True)
            outcomes[p.id] = self._defend(p, total, self.view(p.id).morale, cover, source, False)
        self._update_control()
        return destroyed, outcomes

    def _defend(self, p: PieceState, attack_total: int, morale: int, cover: int, source: str, moving: bool) -> str:
        roll = self._roll(p.side, L.DEFENSE_OF.format(piece=self._name(p)), against=(L.INIT_VS_ATTACK, morale + cover, attack_total))
        if p.location != "map":
            return "gone"
        dt = morale + cover + roll.value
        outcome = fire_outcome(attack_total, dt, moving)
        self._log(L.DEFENDS.format(piece=self._name(p), morale=morale, cover=cover, source=source.replace("_", " "), roll=roll.value, total=dt,
                                   attack=attack_total, outcome=outcome), actor=p.side)
        if outcome == "eliminated":
            self._eliminate(p, "fire")
        elif outcome == "broken":
            self._break(p, "fire")
        elif outcome == "suppressed" and not p.suppressed:
            p.suppressed = True
        return outcome

    @operation("Melee")
    def melee(
        self,
        hex_id: str,
        *,
        modifiers: dict[str, int] | None = None,
        last_sole_occupant: str | None = None,
    ) -> ActionResult:
        """Resolve the melee in a hex (19.2): each side's Melee FP (units only, +1 per boxed FP) +
        a roll, Japan first; the lower total loses every unit there, a tie both, unless one side
        holds a bunker or pillbox as last sole occupant (defaults to the fortification's owner)."""
        if self.doc.phase != "play":
            return self._refuse("melee", L.R_MELEE_IN_PLAY)
        if hex_id not in self.melee_hexes():
            return self._refuse("melee", L.R_NO_MELEE.format(hex=hex_id))
        mods = modifiers or {}
        fps = {}
        for s in SIDES:
            fps[s] = melee_fp([(self.view(u.id).fp, side_stats(self.counter(u), u.broken).fp_boxed)
                               for u in self.units_at(hex_id, s)])
        totals: dict[str, int] = {}
        for s in SIDES:
            other = other_side(s)
            against = (L.INIT_VS_MELEE, fps[s] + mods.get(s, 0), totals[other]) if other in totals else (
                L.INIT_VS_MELEE_FP, fps[s] + mods.get(s, 0), fps[other] + mods.get(other, 0))
            r = self._roll(s, L.MELEE_IN.format(hex=hex_id), against=against)
            totals[s] = fps[s] + mods.get(s, 0) + r.value
            text = L.MELEE_TOTAL_MOD.format(mod=f"{mods[s]:+d}", side=SIDE_NAMES[s], fp=fps[s], roll=r.value, total=totals[s]) if mods.get(s) else (
                L.MELEE_TOTAL.format(side=SIDE_NAMES[s], fp=fps[s], roll=r.value, total=totals[s]))
            self._log(text, actor=s)
        holder = None
        fort = self.fortification_at(hex_id)
        if fort is not None and fort.type in STRUCTURAL_FORTS:
            holder = last_sole_occupant or fort.owner
        losers = melee_losers(totals["japan"], totals["allied"], holder)
        for s in losers:
            for u in self.units_at(hex_id, s):
                self._eliminate(u, "melee")
        self._update_control()
        return ActionResult(True, "melee", details={"totals": totals, "losers": list(losers)})

