"""Pieces of a playtest: stats in effect, Cover, breaking and eliminating, weapon transfers,
reinforcements and map markers (3, 4, 5, 14.1, 15.1, T81.3, F107).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.rules import SIDE_NAMES, other_side, overstack_cover_penalty, overstacked_by
from ..core.wording import agree
from ..model.forces import Counter
from ..model.playtest import PieceState
from ..model.scenario import Marker
from . import logtext as L
from .naming import names, piece_name
from .results import ActionResult, PieceView
from .rules import (
    command_given,
    elimination_vp,
    is_leader,
    numeric_command,
    side_stats,
    takes_command,
)
from .state import operation
from .tracks import TrackOps

#: What breaks a piece on the sandbox board, as the log says it (a word of ``logtext.WORDS``).
BY_HAND = "by hand"


class PieceOps(TrackOps):
    """Stats in effect and the operations that change one piece or marker."""

    def _leader_command_at(self, hex_id: str | None, side: str) -> int:
        """Unit command in a hex: the command of every friendly leader there, added (3.3.1.2)."""
        if hex_id is None:
            return 0
        index = self._read_index
        if index is not None and (hex_id, side) in index.commands:
            return index.commands[(hex_id, side)]
        total = 0
        for p in self.units_at(hex_id, side):
            total += command_given(self.counter(p), p.broken)
        if index is not None:
            index.commands[(hex_id, side)] = total
        return total

    def command_bonus(self, piece_id: str) -> int:
        """The leader command counted in a piece's stats now (3.3.1.2): a squad or team on the map
        adds the command of the friendly leaders in its hex; a weapon other than ordnance, carried by
        one, adds its carrier's to its FP and range; every other piece none. The fire calculator
        shows it, the stats in effect (``view``), the targets' morale and the Move's MP count it."""
        p = self._pieces.get(piece_id)
        return 0 if p is None else self._command_for(p, self.counter(p))

    def _command_for(self, p: PieceState, c: Counter) -> int:
        if c.kind == "weapon":
            if c.ordnance:
                return 0
            carrier = self.carrier_of(p.id)
            if carrier is None:
                return 0
            p, c = carrier, self.counter(carrier)
        if not takes_command(c) or p.location != "map":
            return 0
        return self._leader_command_at(p.hex, p.side)

    def _in_wire(self, piece: PieceState) -> bool:
        f = self.fortification_at(piece.hex) if piece.location == "map" and piece.hex else None
        return f is not None and f.type == "wire"

    def view(self, piece_id: str) -> PieceView:
        """A piece with the stats it has right now (command, veteran, suppressed, wire, weapon)."""
        index = self._read_index
        if index is not None:
            found = index.memo.get(("view", piece_id))
            if found is None:
                found = index.memo[("view", piece_id)] = self._view(piece_id)
            return found
        return self._view(piece_id)

    def _view(self, piece_id: str) -> PieceView:
        p = self._pieces[piece_id]
        c = self.counter(p)
        s = side_stats(c, p.broken)
        views: dict = self.__dict__.setdefault("_views", {})  # every view met, by what it is made of
        if c.kind == "weapon":
            carrier = self.carrier_of(p.id)
            cmd = self._command_for(p, c)
            wire = 1 if carrier is not None and self._in_wire(carrier) else 0
            key: tuple = (p.id, p.counter, p.side, p.location, p.hex, p.broken, cmd, wire)
            found = views.get(key)
            if found is None:
                if len(views) > 20_000:
                    views.clear()
                found = views[key] = PieceView(p.id, c, p.side, p.location, p.hex, p.broken, False, False, None,
                                               (s.fp or 0) + cmd - wire, (s.range or 0) + cmd - wire, 0, 0, 0)
            return found
        mod = (1 if p.veteran else 0) - (1 if p.suppressed else 0)  # 4.1, 4.2
        wire = 1 if self._in_wire(p) else 0  # F107: FP, range and morale, not movement
        cmd = self._command_for(p, c)
        wmod = 0
        if p.weapon and p.weapon in self._pieces:
            wmod = self.counter(self._pieces[p.weapon]).movement_modifier
        key = (p.id, p.counter, p.side, p.location, p.hex, p.broken, p.suppressed, p.veteran, p.weapon, wire, cmd, wmod)
        found = views.get(key)
        if found is not None:
            return found
        if len(views) > 20_000:
            views.clear()
        found = views[key] = PieceView(
            p.id, c, p.side, p.location, p.hex, p.broken, p.suppressed, p.veteran, p.weapon,
            fp=(s.fp or 0) + mod - wire + cmd,
            range=(s.range or 0) + mod - wire + cmd,
            movement=(s.movement or 0) + mod + cmd + wmod,
            morale=(s.morale or 0) + mod - wire + cmd,
            command=numeric_command(s) if is_leader(c) else 0,
        )
        return found

    def cover_at(self, hex_id: str, piece: PieceState | None = None, *, indirect: bool = False) -> tuple[int, str]:
        """Best Cover in a hex and where it comes from (T81.3): terrain or fortification, never both,
        less 1 per figure over the stacking limit (T81.3.2)."""
        best, source = self.board.terrain_cover(hex_id), self.board.info(hex_id).terrain
        fort = self.fortification_at(hex_id)
        if fort is not None:
            ft = self.rules.fortification(fort.type)
            if ft is not None and ft.cover is not None and (fort.type != "cave" or (piece is not None and piece.in_cave)):
                value = ft.cover_vs_indirect if indirect and ft.cover_vs_indirect is not None else ft.cover
                if value > best:
                    best, source = value, fort.type
        over = overstacked_by(self.figures_at(hex_id), self.rules)
        if over > 0:
            best -= overstack_cover_penalty(self.figures_at(hex_id), self.rules)
            source = L.OVERSTACKED.format(terrain=source, n=over)
        return best, source

    def _set_position(self, unit: PieceState, location: str, hex_id: str | None = None, space: int | None = None) -> None:
        unit.location = location  # type: ignore[assignment]
        unit.hex = hex_id
        unit.time_space = space
        if unit.weapon and unit.weapon in self._pieces:
            w = self._pieces[unit.weapon]
            w.location, w.hex, w.time_space = unit.location, hex_id, space

    #: Asked the instant a squad on the map would break (or, broken, be eliminated by breaking
    #: again): True plays Light Wounds (A44). The card game sets it; a bare session never asks.
    #: It may answer with the team counter chosen when several qualify.
    on_squad_break: Callable[[PieceState], bool | str] | None = None

    def mix_left(self, counter_id: str) -> int | None:
        """How many counters of this id the countermix still holds: the forces' ``count`` less the
        pieces of it taken out (on the map or a track, in a box, waiting to set up, on the Casualty
        Track); an exited Hero is back in it (3.3.2). None: the forces set no limit."""
        c = self.counters.get(counter_id)
        if c is None or c.count is None:
            return None
        out = sum(1 for p in self.doc.pieces if p.counter == counter_id and not (p.location == "exited" and c.kind == "hero"))
        return max(0, c.count - out)

    def in_mix(self, counter_id: str, n: int = 1) -> bool:
        """Whether the countermix holds ``n`` more counters of this id (no limit set: always)."""
        left = self.mix_left(counter_id)
        return left is None or left >= n

    def light_wounds_teams(self, side: str, n: int = 1) -> list[str]:
        """A44, E56: the teams of the side's nation and OB quality (11.3) that the countermix still
        holds ``n`` of, in the forces' order: a squad is replaced by one of them (two for Deploy)."""
        sd = self.scenario.side(side)
        forces = self.dataset.forces.get(sd.nation)
        if forces is None:
            return []
        return [c.id for c in forces.counters if c.kind == "team" and c.quality == sd.quality and self.in_mix(c.id, n)]

    def light_wounds_team(self, side: str) -> str | None:
        """A44: the first team of the OB quality left in the countermix, or None."""
        return next(iter(self.light_wounds_teams(side)), None)

    def _break(self, piece: PieceState, why: str) -> None:
        """Break a unit or weapon; breaking a broken one eliminates it (3.2.4, 5); a squad may take
        Light Wounds instead (A44)."""
        if self.on_squad_break is not None and piece.location == "map" and self.counter(piece).kind == "squad" \
                and self.light_wounds_team(piece.side):
            chosen = self.on_squad_break(piece)
            if chosen:
                self._light_wounds(piece, chosen if isinstance(chosen, str) else None)
                return
        if piece.broken:
            self._eliminate(piece, L.ALREADY_BROKEN.format(why=why))
            return
        piece.broken = True
        self._log(L.BREAKS.format(piece=self._name(piece), why=why), actor=piece.side)

    def _light_wounds(self, piece: PieceState, team: str | None = None) -> None:
        """A44: lose 1 VP; the squad goes back to the countermix and a team of the OB quality takes
        its place, broken if it was, with its weapon, suppressed and veteran markers and its
        activation: the same unit. ``team``: the one chosen when several are left in the mix."""
        team = team or self.light_wounds_team(piece.side)
        assert team is not None
        old = self._name(piece)
        piece.counter = team
        text = L.LIGHT_WOUNDS_BROKEN if piece.broken else L.LIGHT_WOUNDS
        self._log(text.format(piece=old, team=self.counters[team].name), actor=piece.side)
        self._add_vp(piece.side, -1, "Light Wounds (A44)")

    def _name(self, piece: PieceState, where: bool = True) -> str:
        """The piece as every sentence names it (``naming.piece_name``), never its id."""
        return piece_name(self, piece, where=where)

    def _names(self, pieces: list[PieceState], where: bool = True) -> str:
        return names(self, pieces, where=where)

    def _called(self, piece_id: str) -> str:
        """A piece named by its id in a request: its name, or the id quoted when no piece has it."""
        p = self._pieces.get(piece_id)
        return self._name(p) if p is not None else repr(piece_id)

    def _eliminate(self, piece: PieceState, why: str) -> None:
        """Eliminate a unit (with its weapon) or a weapon: VP to the opponent (14.1), the Casualty
        Track and the Allied surrender check (11.2), Banzai units back to the Time Track (17.2)."""
        c = self.counter(piece)
        op = self._op
        if c.kind == "radio":  # O23.2: an eliminated radio goes back to the countermix, no VP
            piece.location, piece.hex, piece.time_space, piece.broken = "exited", None, None, False
            self._log(L.ELIMINATED.format(piece=self._name(piece), why=why), actor=piece.side)
            return
        if c.kind == "weapon":
            carrier = self.carrier_of(piece.id)
            if carrier is not None:
                carrier.weapon = None
            piece.location, piece.hex, piece.time_space, piece.broken = "casualty", None, None, False
            self._log(L.WEAPON_ELIMINATED.format(piece=self._name(piece), why=why), actor=piece.side)
            return
        side = piece.side
        if op is not None:
            op.eliminated_sides.add(side)
        weapon = self._pieces.get(piece.weapon) if piece.weapon else None
        banzai = side == "japan" and self.scenario.side("japan").posture == "banzai" and c.kind != "hero"
        self._log(L.ELIMINATED.format(piece=self._name(piece), why=why), actor=side)
        piece.broken = piece.suppressed = piece.veteran = piece.activated = piece.in_cave = False
        if c.kind == "hero":
            self._set_position(piece, "exited")
        elif banzai:
            space = min(self.tracks.time + 1, self.rules.time.time_track_spaces)
            self._set_position(piece, "time_track", None, space)
            if weapon is not None:
                weapon.broken = False
            self._log(L.BANZAI_WAITS.format(piece=self._name(piece), n=space), actor=side)
        else:
            self._set_position(piece, "casualty")
            if weapon is not None:
                piece.weapon = None
                weapon.broken = False
            track = self.tracks.casualties_japan if side == "japan" else self.tracks.casualties_allied
            track.append(piece.id)
        vp = elimination_vp(c, self.rules.victory, self.chit_in_play("elimination_bonus"))
        self._add_vp(other_side(side), vp, L.ELIMINATED_WHY.format(piece=c.name))
        if not banzai and c.kind != "hero" and side == "allied":
            surrender = self.scenario.side("allied").surrender_space
            if surrender is not None and len(self.tracks.casualties_allied) >= surrender:
                self._end_game("japan", L.SURRENDER.format(n=surrender))

    @operation("Break", checks_first=True)
    def break_unit(self, piece_id: str, why: str = BY_HAND) -> ActionResult:
        """Break a unit or weapon; a broken one is eliminated (3.2.4). ``why``: what broke it, as the
        log says it (a word of ``logtext.WORDS``; by hand on the sandbox board)."""
        p = self._pieces.get(piece_id)
        if p is None or p.location not in ("map", "time_track", "unplaced", "artillery_box"):
            return self._refuse("break", f"no piece {piece_id!r} in play")
        self._break(p, why)
        self._update_control()
        return ActionResult(True, "break")

    @operation("Rally", checks_first=True)
    def rally(self, piece_id: str) -> ActionResult:
        """Flip a broken unit (or repair a broken weapon) to its good side (3.2.5)."""
        p = self._pieces.get(piece_id)
        if p is None or not p.broken:
            return self._refuse("rally", L.R_NOT_BROKEN.format(piece=self._called(piece_id)))
        p.broken = False
        self._log(L.RALLIES.format(piece=self._name(p)), actor=p.side)
        return ActionResult(True, "rally")

    @operation("Suppress")
    def suppress(self, piece_id: str) -> ActionResult:
        """Place a suppressed marker (4.2): one per unit."""
        p = self._pieces.get(piece_id)
        if p is None or not self.is_unit(p) or p.location != "map":
            return self._refuse("suppress", f"no unit {piece_id!r} on the map")
        if p.suppressed:
            return self._refuse("suppress", L.R_ALREADY_SUPPRESSED.format(piece=self._called(piece_id)))
        p.suppressed = True
        self._log(L.SUPPRESSED.format(piece=self._name(p)), actor=p.side)
        return ActionResult(True, "suppress")

    @operation("Revive", checks_first=True)
    def unsuppress(self, piece_id: str) -> ActionResult:
        """Remove a suppressed marker (Revive O31, Charge O25)."""
        p = self._pieces.get(piece_id)
        if p is None or not p.suppressed:
            return self._refuse("unsuppress", L.R_NOT_SUPPRESSED.format(piece=self._called(piece_id)))
        p.suppressed = False
        self._log(L.UNSUPPRESSED.format(piece=self._name(p)), actor=p.side)
        return ActionResult(True, "unsuppress")

    @operation("Veteran")
    def set_veteran(self, piece_id: str, veteran: bool = True) -> ActionResult:
        """Give or take a veteran marker (4.1: Battle Harden, Bushido)."""
        p = self._pieces.get(piece_id)
        if p is None or not self.is_unit(p):
            return self._refuse("set_veteran", f"no unit {piece_id!r}")
        if p.veteran == veteran:
            return self._refuse("set_veteran", (L.R_ALREADY_VETERAN if veteran else L.R_NOT_VETERAN).format(piece=self._called(piece_id)))
        p.veteran = veteran
        self._log((L.VETERAN if veteran else L.NOT_VETERAN).format(piece=self._name(p)), actor=p.side)
        return ActionResult(True, "set_veteran")

    @operation("Cave")
    def set_in_cave(self, piece_id: str, inside: bool = True) -> ActionResult:
        """Put a Japanese unit inside the cave of its hex, or take it out (F102.1, F102.1.1): inside,
        it sees and is seen only downslope (F102.2.2) and uses the cave's Cover (F102.2.3)."""
        p = self._pieces.get(piece_id)
        if p is None or not self.is_unit(p) or p.location != "map" or p.hex is None:
            return self._refuse("set_in_cave", f"no unit {piece_id!r} on the map")
        if p.side != "japan":
            return self._refuse("set_in_cave", L.R_CAVES_JAPANESE)
        fort = self.fortification_at(p.hex)
        if inside and (fort is None or fort.type != "cave"):
            return self._refuse("set_in_cave", L.R_NO_CAVE.format(hex=p.hex))
        if p.in_cave == inside:
            return self._refuse("set_in_cave", (L.R_ALREADY_IN_CAVE if inside else L.R_NOT_IN_CAVE).format(piece=self._called(piece_id)))
        p.in_cave = inside
        self._log((L.ENTERS_CAVE if inside else L.LEAVES_CAVE).format(piece=self._name(p), hex=p.hex), actor=p.side)
        return ActionResult(True, "set_in_cave")

    def displace_problem(self, unit_id: str, hex_id: str) -> str:
        """Why a unit cannot be put into ``hex_id`` next to its own hex outside a Move, or '': a
        blaze pushing it out (E53c, E54c) or Stealth (E75) place it in an adjacent hex that is
        neither ablaze nor impassable (T83)."""
        u = self._pieces.get(unit_id)
        if u is None or not self.is_unit(u) or u.location != "map" or u.hex is None:
            return f"no unit {unit_id!r} on the map"
        if not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of this map"
        if self.board.grid.distance(u.hex, hex_id) != 1:
            return L.R_NOT_NEXT_TO.format(hex=hex_id, start=u.hex)
        if hex_id in self.blaze():
            return L.R_ABLAZE_T83.format(hex=hex_id)
        entry = self.board.terrain(hex_id)
        if entry is not None and entry.move == "impassable":
            return L.R_IMPASSABLE.format(hex=hex_id, terrain=entry.id)
        return ""

    @operation("Displace")
    def displace(self, unit_id: str, hex_id: str, why: str = "Stealth (E75)") -> ActionResult:
        """Put a unit (with its weapon) into an adjacent hex without a Move: no MP, no mine attack
        (F104.1), no Op Fire, its activation unchanged (E53c, E54c, E75); an enemy there makes a
        melee (19)."""
        problem = self.displace_problem(unit_id, hex_id)
        if problem:
            return self._refuse("displace", problem)
        u = self._pieces[unit_id]
        start = u.hex
        u.in_cave = False
        self._set_position(u, "map", hex_id)
        self._log(L.DISPLACED.format(piece=self._name(u), hex=hex_id, start=start, why=why), actor=u.side)
        self._update_control()
        return ActionResult(True, "displace")

    @operation("Deploy")
    def deploy(self, unit_id: str, second: tuple[str, ...] = (), teams: tuple[str, str] | None = None) -> ActionResult:
        """E56: a squad on the map becomes two teams of the side's OB quality, broken if it was and
        activated if it was (the same unit); its weapon, suppressed and veteran markers stay with
        the first team except those named in ``second`` ("weapon", "suppressed", "veteran"),
        which go to the new one (4.1, 4.2.3). Both teams come from the countermix: ``teams`` names
        them when the player chose (by default the first team of the OB quality the mix holds two of)."""
        u = self._pieces.get(unit_id)
        if u is None or u.location != "map" or self.counter(u).kind != "squad":
            return self._refuse("deploy", f"no squad {unit_id!r} on the map")
        pairs = self.deploy_teams(u.side)
        if not pairs or (teams is not None and teams not in pairs):
            return self._refuse("deploy", L.R_NO_TEAM_IN_MIX.format(quality=self.scenario.side(u.side).quality))
        team, team2 = teams or pairs[0]
        unknown = set(second) - {"weapon", "suppressed", "veteran"}
        if unknown:
            return self._refuse("deploy", f"unknown marker {sorted(unknown)[0]!r}")
        n = 2
        while f"{u.id}-{n}" in self._pieces:
            n += 1
        other = PieceState(id=f"{u.id}-{n}", counter=team2, side=u.side, location="map", hex=u.hex,
                           broken=u.broken, activated=u.activated)
        old = self._name(u)
        u.counter = team
        if "weapon" in second and u.weapon:
            other.weapon, u.weapon = u.weapon, None
        if "suppressed" in second and u.suppressed:
            other.suppressed, u.suppressed = True, False
        if "veteran" in second and u.veteran:
            other.veteran, u.veteran = True, False
        self.doc.pieces.append(other)
        self._reindex()
        if team == team2:
            self._log(L.DEPLOYS.format(piece=old, team=self.counters[team].name), actor=u.side)
        else:
            self._log(L.DEPLOYS_TWO.format(piece=old, team=self.counters[team].name, team2=self.counters[team2].name), actor=u.side)
        self._update_control()
        return ActionResult(True, "deploy", details={"new": other.id})

    def deploy_teams(self, side: str) -> list[tuple[str, str]]:
        """E56: the pairs of teams of the OB quality the countermix can give for one squad: two of
        one counter, or one each of two (the squad going back frees no team)."""
        one = self.light_wounds_teams(side)
        pairs = [(t, t) for t in one if self.in_mix(t, 2)]
        pairs += [(a, b) for i, a in enumerate(one) for b in one[i + 1:]]
        return pairs

    @operation("Scrounge")
    def scrounge(self, weapon_id: str, unit_id: str) -> ActionResult:
        """E71: an eliminated weapon of either side comes back from the Weapons box, broken, with a
        unit of the receiving player that has no weapon."""
        w = self._pieces.get(weapon_id)
        u = self._pieces.get(unit_id)
        if w is None or self.counter(w).kind != "weapon" or w.location != "casualty":
            return self._refuse("scrounge", f"{weapon_id!r} is not an eliminated weapon")
        if u is None or not self.is_unit(u) or u.location != "map":
            return self._refuse("scrounge", f"no unit {unit_id!r} on the map")
        if u.weapon is not None:
            return self._refuse("scrounge", L.R_HAS_WEAPON.format(piece=self._name(u)))
        w.side = u.side
        w.broken = True
        u.weapon = w.id
        self._set_position(u, "map", u.hex)
        self._log(L.SCROUNGE.format(weapon=self.counter(w).name, piece=self._name(u)), actor=u.side)
        return ActionResult(True, "scrounge")

    @operation("Eliminate")
    def eliminate(self, piece_id: str) -> ActionResult:
        """Eliminate a unit or weapon whatever the cause (KIA, event...): VP, casualties, surrender."""
        p = self._pieces.get(piece_id)
        if p is None or p.location not in ("map", "time_track", "unplaced", "infiltration"):
            return self._refuse("eliminate", f"no piece {piece_id!r} in play")
        self._eliminate(p, "by hand")
        self._update_control()
        return ActionResult(True, "eliminate")

    def _transfer_problem(self, weapon_id: str, to_id: str) -> str:
        w = self._pieces.get(weapon_id)
        if w is None or self.counter(w).kind != "weapon":
            return f"no weapon {weapon_id!r}"
        to = self._pieces.get(to_id)
        if to is None or not self.is_unit(to):
            return f"no unit {to_id!r}"
        giver = self.carrier_of(weapon_id)
        if w.location != "map" or to.location != "map" or w.hex != to.hex:
            return L.R_SAME_HEX
        if to.side != w.side:
            return L.R_FRIENDLY_ONLY
        if giver is not None and giver.id == to.id:
            return L.R_CARRIES_IT.format(piece=self._called(to_id), weapon=self._called(weapon_id))
        if to.weapon:
            return L.R_CARRIES_ONE.format(piece=self._called(to_id))
        if is_leader(self.counter(to)) and self.counter(w).movement_modifier < 0:
            return L.R_LEADER_WEAPON
        return ""

    def _do_transfer(self, weapon_id: str, to_id: str) -> None:
        giver = self.carrier_of(weapon_id)
        if giver is not None:
            giver.weapon = None
        self._pieces[to_id].weapon = weapon_id
        weapon, to = self._called(weapon_id), self._called(to_id)
        text = L.WEAPON_PASSES_FROM.format(weapon=weapon, giver=self._name(giver), piece=to) if giver else L.WEAPON_PASSES.format(weapon=weapon, piece=to)
        self._log(text, actor=self._pieces[to_id].side)

    @operation("Weapon transfer")
    def transfer_weapon(self, weapon_id: str, to_unit_id: str) -> ActionResult:
        """Hand a weapon to another friendly unit in the same hex (done during an Advance, O22.2)."""
        why = self._transfer_problem(weapon_id, to_unit_id)
        if why:
            return self._refuse("transfer_weapon", why)
        self._do_transfer(weapon_id, to_unit_id)
        return ActionResult(True, "transfer_weapon")

    def edge_entry_problem(self, side: str, hex_id: str) -> str:
        """Why a unit of ``side`` may not enter play at ``hex_id`` along its friendly edge, or '':
        an arrived reinforcement (13.1.2d) and a Reinforcements event's unit (E70) enter a hex of
        that edge holding no blaze (T83) and no enemy unit."""
        return self._edge_entry_refusal(side, hex_id, self.blaze(), self.occupied_hexes(other_side(side)))

    def edge_entry_hexes(self, side: str) -> list[str]:
        """The hexes of ``side``'s friendly edge where a unit may enter now (``edge_entry_problem``)."""
        blaze, enemy = self.blaze(), self.occupied_hexes(other_side(side))
        return [h for h in self.board.band(self.scenario.side(side).edge, 1)
                if not self._edge_entry_refusal(side, h, blaze, enemy)]

    def _edge_entry_refusal(self, side: str, hex_id: str, blaze: set[str], enemy: set[str]) -> str:
        if not self.board.contains(hex_id) or not self.board.on_edge(hex_id, self.scenario.side(side).edge):
            return agree(SIDE_NAMES[side], L.R_NOT_FRIENDLY_EDGE_1, L.R_NOT_FRIENDLY_EDGE_N).format(hex=hex_id, side=SIDE_NAMES[side])
        if hex_id in blaze:
            return L.R_ABLAZE.format(hex=hex_id)
        if hex_id in enemy:
            return L.R_ENEMY_UNITS.format(hex=hex_id)
        return ""

    @operation("Reinforcement")
    def enter_reinforcement(self, unit_id: str, hex_id: str) -> ActionResult:
        """Bring an arrived reinforcement in along its friendly edge (13.1.2d)."""
        units, why = self._get_units([unit_id], "reinforce")
        if why:
            return self._refuse("enter_reinforcement", why)
        u = units[0]
        if u not in self.due_reinforcements():
            return self._refuse("enter_reinforcement", L.R_NOT_ARRIVED.format(piece=self._called(unit_id)))
        why = self.edge_entry_problem(u.side, hex_id)
        if why:
            return self._refuse("enter_reinforcement", why)
        self._set_position(u, "map", hex_id)
        self._log(L.REINFORCEMENT_ENTERS.format(piece=self._name(u)), actor=u.side)
        self._update_control()
        return ActionResult(True, "enter_reinforcement")

    @operation("Marker", checks_first=True)
    def place_marker(self, kind: str, hex_id: str, value: int | None = None) -> ActionResult:
        """Smoke (highest hindrance stays), blaze (removes smoke and fortifications; the hex must be
        empty of units) or starshell; never smoke or blaze in water (15.1, T83, T95)."""
        if kind not in ("smoke", "blaze", "starshell"):
            return self._refuse("place_marker", f"unknown marker {kind!r}")
        if not self.board.contains(hex_id):
            return self._refuse("place_marker", f"{hex_id!r} is not a hex of this map")
        if kind in ("smoke", "blaze") and self.board.is_water(hex_id):
            return self._refuse("place_marker", L.R_NO_MARKER_IN_WATER.format(marker=kind))
        if kind == "smoke":
            if hex_id in self.blaze():
                return self._refuse("place_marker", L.R_ABLAZE_NO_SMOKE.format(hex=hex_id))
            v = value or 1
            old = self.marker_at(hex_id, "smoke")
            if old is not None:
                if (old.value or 1) >= v:
                    return self._refuse("place_marker", L.R_HIGHEST_SMOKE.format(hex=hex_id, n=old.value))
                self.doc.markers.remove(old)
            self.doc.markers.append(Marker(type="smoke", hex=hex_id, value=v))
        elif kind == "blaze":
            if hex_id in self.blaze():
                return self._refuse("place_marker", L.R_ALREADY_ABLAZE.format(hex=hex_id))
            if self.units_at(hex_id):
                return self._refuse("place_marker", L.R_BLAZE_DISPLACES.format(hex=hex_id))
            self.doc.markers = [m for m in self.doc.markers if not (m.hex == hex_id and m.type == "smoke")]
            self.doc.fortifications = [f for f in self.doc.fortifications if f.hex != hex_id]
            self.doc.markers.append(Marker(type="blaze", hex=hex_id))
        else:
            self.doc.markers.append(Marker(type="starshell", hex=hex_id))
        self._log(L.SMOKE_PLACED.format(n=value, hex=hex_id) if value else L.MARKER_PLACED.format(marker=kind.capitalize(), hex=hex_id))
        return ActionResult(True, "place_marker")

    @operation("Remove marker", checks_first=True)
    def remove_marker(self, kind: str, hex_id: str) -> ActionResult:
        m = self.marker_at(hex_id, kind)
        if m is None:
            return self._refuse("remove_marker", L.R_NO_MARKER_IN.format(marker=kind, hex=hex_id))
        self.doc.markers.remove(m)
        self._log(L.MARKER_REMOVED.format(marker=kind.capitalize(), hex=hex_id))
        return ActionResult(True, "remove_marker")


    @operation("Enters by event")
    def bring_in(self, counter_id: str, side: str, hex_id: str, *, broken: bool = False, weapon: str | None = None,
                 relocate: bool = False) -> ActionResult:
        """A unit enters play by an event or action (Hero E61, Field Promotion E59, Spider Hole E74,
        Reinforcements E70, Hidden Unit A43.6): the piece of that counter back from the countermix
        if it was there, else a new piece; a Support Table weapon comes with its unit (5.2).
        ``relocate``: the side's piece of that counter is taken from wherever it is in play (the
        map, the Time track, an Infiltration Box) with its weapon and veteran marker (E74a)."""
        if weapon is not None and (weapon not in self.counters or self.counters[weapon].kind != "weapon"):
            return self._refuse("bring_in", f"no weapon counter {weapon!r}")
        c = self.counters.get(counter_id)
        if c is None or c.kind not in ("squad", "team", "leader", "hero", "private", "scout", "sogeki_hei"):
            return self._refuse("bring_in", f"no unit counter {counter_id!r}")
        if side not in ("japan", "allied") or not self.board.contains(hex_id):
            return self._refuse("bring_in", f"{hex_id!r} is not a hex of this map")
        if hex_id in self.blaze():
            return self._refuse("bring_in", L.R_ABLAZE_T83.format(hex=hex_id))
        piece = next((p for p in self.doc.pieces if p.counter == counter_id and p.side == side and p.location == "exited"), None)
        if piece is None and relocate:
            piece = next((p for p in self.doc.pieces if p.counter == counter_id and p.side == side
                          and p.location in ("map", "time_track", "infiltration")), None)
            if piece is not None:
                piece.box, piece.in_cave = None, False
        if piece is None and not self.in_mix(counter_id):
            return self._refuse("bring_in", L.R_NOT_IN_MIX.format(piece=c.name))
        if weapon is not None and not self.in_mix(weapon):
            return self._refuse("bring_in", L.R_NOT_IN_MIX.format(piece=self.counters[weapon].name))
        if piece is None:
            prefix = "J" if side == "japan" else "A"
            n = sum(1 for p in self.doc.pieces if p.side == side) + 1
            while f"{prefix}{n:02d}" in self._pieces:
                n += 1
            piece = PieceState(id=f"{prefix}{n:02d}", counter=counter_id, side=side)  # type: ignore[arg-type]
            self.doc.pieces.append(piece)
            self._reindex()
        piece.broken, piece.suppressed = broken, False
        if weapon is not None and piece.weapon is None:
            wid = f"{piece.id}w"
            while wid in self._pieces:
                wid += "w"
            self.doc.pieces.append(PieceState(id=wid, counter=weapon, side=side))  # type: ignore[arg-type]
            piece.weapon = wid
            self._reindex()
        self._set_position(piece, "map", hex_id)
        self._log((L.ENTERS_PLAY_BROKEN if broken else L.ENTERS_PLAY).format(piece=self._name(piece)), actor=side)
        self._update_control()
        return ActionResult(True, "bring_in", details={"piece": piece.id})

    @operation("Back from the Casualty Track")
    def return_casualty(self, piece_id: str, hex_id: str) -> ActionResult:
        """Walking Wounded (E79): an eliminated unit comes back broken (its VP stay scored)."""
        p = self._pieces.get(piece_id)
        if p is None or p.location != "casualty" or not self.is_unit(p):
            return self._refuse("return_casualty", L.R_NOT_ELIMINATED.format(piece=self._called(piece_id)))
        if not self.board.contains(hex_id) or hex_id in self.blaze():
            return self._refuse("return_casualty", f"{hex_id!r} cannot take a unit")
        track = self.tracks.casualties_japan if p.side == "japan" else self.tracks.casualties_allied
        if piece_id in track:
            track.remove(piece_id)
        p.broken = True
        self._set_position(p, "map", hex_id)
        self._log(L.RETURNS_CASUALTY.format(piece=self._name(p)), actor=p.side)
        self._update_control()
        return ActionResult(True, "return_casualty")

    @operation("Infiltrate: Hide", checks_first=True)
    def infiltrate_hide(self, box: str, counter_id: str, weapon: str | None = None, vp_cost: int = 0) -> ActionResult:
        """O28.1 Hide: a Support Table unit goes into an empty Infiltration Box; Japan pays its VP."""
        if box not in ("A", "B", "C"):
            return self._refuse("infiltrate_hide", f"no Infiltration Box {box!r}")
        if any(p.location == "infiltration" and p.box == box for p in self.doc.pieces):
            return self._refuse("infiltrate_hide", L.R_BOX_FULL.format(box=box))
        c = self.counters.get(counter_id)
        if c is None or not self.is_unit(PieceState(id="x", counter=counter_id, side="japan")):
            return self._refuse("infiltrate_hide", f"no unit counter {counter_id!r}")
        n = sum(1 for p in self.doc.pieces if p.side == "japan") + 1
        while f"J{n:02d}" in self._pieces:
            n += 1
        piece = PieceState(id=f"J{n:02d}", counter=counter_id, side="japan", location="infiltration", box=box)
        self.doc.pieces.append(piece)
        if weapon is not None and weapon in self.counters:
            self.doc.pieces.append(PieceState(id=f"{piece.id}w", counter=weapon, side="japan", location="infiltration"))
            piece.weapon = f"{piece.id}w"
        self._reindex()
        self._log(L.HIDES.format(piece=self._name(piece), box=box), actor="japan")
        if vp_cost:
            self._add_vp("allied", vp_cost, L.JAPAN_PAY.format(piece=c.name))
        return ActionResult(True, "infiltrate_hide", details={"piece": piece.id})

    @operation("Infiltrate: Reveal")
    def infiltrate_reveal(self, box: str, marker_id: str) -> ActionResult:
        """O28.2 Reveal: the box's units appear in a Sighting marker's hex; the marker leaves play (9.3)."""
        units = [p for p in self.doc.pieces if p.location == "infiltration" and p.box == box and self.is_unit(p)]
        if not units:
            return self._refuse("infiltrate_reveal", L.R_BOX_EMPTY.format(box=box))
        sm = self._sightings.get(marker_id)
        if sm is None or sm.location != "map" or sm.hex is None:
            return self._refuse("infiltrate_reveal", f"no Sighting marker {marker_id!r} on the map")
        hex_id = sm.hex
        for u in units:
            u.box = None
            self._set_position(u, "map", hex_id)
        sm.location, sm.hex = "removed", None
        self._log(L.INFILTRATORS_APPEAR.format(box=box, hex=hex_id), actor="japan")
        self._update_control()
        return ActionResult(True, "infiltrate_reveal")
