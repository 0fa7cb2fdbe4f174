"""Setup of a playtest: placing units, Sighting markers and fortifications inside the setup areas,
the automatic setup and the start of play (9.1, 15.2.3, F100-F107).
"""

from __future__ import annotations

from dataclasses import replace

from ..core.rules import (
    SIDE_NAMES,
    fortification_problem,
    other_side,
    overstacked_by,
    stacking_limit,
    unit_hex_problem,
)
from ..core.wording import agree
from ..model.playtest import PieceState, SightingMarkerState
from ..model.scenario import PlacedFortification
from . import logtext as L
from .autosetup import SetupStack, plan_setup
from .pieces import PieceOps
from .results import ActionResult
from .rules import (
    command_given,
)
from .state import SIDES, operation


class SetupOps(PieceOps):
    """The setup-phase operations."""

    def setup_problems(self, side: str) -> list[str]:
        """What still keeps a side's setup from being legal: unplaced units, units outside the setup
        area, overstacked hexes (15.2.3), too many Invader units on the map (17.4)."""
        out = []
        area = set(self.setup_area(side))
        for u in self.units(side, "unplaced"):
            out.append(L.R_NOT_SET_UP.format(piece=self._name(u)))
        for u in self.units(side, "map"):
            if u.hex not in area and self.doc.phase == "setup":
                out.append(L.R_OUTSIDE_AREA.format(piece=self._name(u)))
        for _h, severity, why in self._unit_hex_problems(side):
            if severity == "error":
                out.append(why)
        for h in sorted({u.hex for u in self.units(side, "map") if u.hex}):
            if overstacked_by(self.figures_at(h), self.rules):
                out.append(L.R_STACKING.format(hex=h, n=self.figures_at(h), limit=stacking_limit(self.rules)))
        for s in self.doc.sighting_markers if side == "japan" else []:
            if s.location == "unplaced":
                out.append(L.R_SIGHTING_NOT_SET_UP)
        return out

    def setup_warnings(self, side: str) -> list[str]:
        """What looks wrong in a side's setup without making it illegal: units set up in water
        terrain (F100.3), as the scenario checks say (``core.rules.unit_hex_problem``)."""
        return [why for _h, severity, why in self._unit_hex_problems(side) if severity == "warning"]

    def _unit_hex_problems(self, side: str) -> list[tuple[str, str, str]]:
        """(hex, severity, why) for each hex of the side's units on the map that the terrain in it
        speaks against: impassable or ablaze (O29.4, T83), water (F100.3; not for an Invader, 17.4)."""
        invader = self.scenario.side(side).posture == "invader"
        blaze = self.blaze()
        out = []
        for h in sorted({u.hex for u in self.units(side, "map") if u.hex}):
            severity, why = unit_hex_problem(self.rules, h, self.board.info(h), blaze=h in blaze, invader=invader)
            if why:
                out.append((h, severity, why))
        return out

    def _check_setup_hex(self, units: list[PieceState], hex_id: str) -> str:
        if self.doc.phase != "setup":
            return L.R_SETUP_OVER_MOVE
        if not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of map {self.board.map.id}"
        side = units[0].side
        if hex_id not in set(self.setup_area(side)):
            return agree(SIDE_NAMES[side], L.R_OUTSIDE_SIDE_AREA_1, L.R_OUTSIDE_SIDE_AREA_N).format(hex=hex_id, side=SIDE_NAMES[side])
        if hex_id in self.blaze():
            return L.R_ABLAZE_NO_UNIT.format(hex=hex_id)
        if self.units_at(hex_id, other_side(side)):
            return L.R_ENEMY_UNITS.format(hex=hex_id)
        moving = {u.id for u in units}
        staying = sum(self.counter(p).figures for p in self.units_at(hex_id) if p.id not in moving)
        adding = sum(self.counter(u).figures for u in units)
        limit = stacking_limit(self.rules)
        if overstacked_by(staying + adding, self.rules):
            return L.R_OVERSTACKING.format(hex=hex_id, n=staying + adding, limit=limit)
        return ""

    def place_problem(self, unit_ids: str | list[str], hex_id: str) -> str:
        """Why ``place`` would refuse these units in ``hex_id`` now, or '' (also what the board's drag
        preview shows): inside the side's setup area, no blaze, no enemy, no overstacking (15.2.3)."""
        units, why = self._get_units([unit_ids] if isinstance(unit_ids, str) else unit_ids, "place")
        if why:
            return why
        why = self._check_setup_hex(units, hex_id)
        if why:
            return why
        away = next((u for u in units if u.location not in ("unplaced", "map", "time_track")), None)
        return f"{self._name(away)} is not available for setup ({away.location.replace('_', ' ')})" if away is not None else ""

    @operation("Set up")
    def place(self, unit_ids: str | list[str], hex_id: str) -> ActionResult:
        """Set up units (with their weapons) in a hex of their side's setup area; overstacking is
        refused (15.2.3)."""
        why = self.place_problem(unit_ids, hex_id)
        if why:
            return self._refuse("place", why)
        units = [self._pieces[i] for i in ([unit_ids] if isinstance(unit_ids, str) else unit_ids)]
        for u in units:
            self._set_position(u, "map", hex_id)
        self._log(L.SET_UP.format(pieces=self._names(units)), actor=units[0].side)
        return ActionResult(True, "place", details={"hex": hex_id})

    @operation("Take back")
    def unplace(self, unit_id: str) -> ActionResult:
        """Take a unit back off the map during setup."""
        units, why = self._get_units([unit_id], "unplace")
        if why:
            return self._refuse("unplace", why)
        if self.doc.phase != "setup":
            return self._refuse("unplace", L.R_SETUP_OVER)
        self._set_position(units[0], "unplaced")
        self._log(L.TAKEN_BACK.format(piece=self._name(units[0])), actor=units[0].side)
        return ActionResult(True, "unplace")

    @operation("Time Track")
    def set_time_space(self, unit_id: str, space: int) -> ActionResult:
        """At setup, put a unit on a Time Track space as a reinforcement (13.1.2d, 17.4)."""
        units, why = self._get_units([unit_id], "time track")
        if why:
            return self._refuse("set_time_space", why)
        if self.doc.phase != "setup":
            return self._refuse("set_time_space", L.R_REINFORCEMENTS_AT_SETUP)
        last = self.rules.time.time_track_spaces
        if not self.tracks.time < space <= last:
            return self._refuse("set_time_space", L.R_TIME_SPACE.format(n=self.tracks.time, last=last))
        self._set_position(units[0], "time_track", None, space)
        self._log(L.WAITS.format(piece=self._name(units[0]), n=space), actor=units[0].side)
        return ActionResult(True, "set_time_space")

    @operation("Sighting marker")
    def place_sighting(self, marker_id: str, hex_id: str) -> ActionResult:
        """Set up a Sighting marker like the Japanese forces (9.1), or move one in play (1.8.2, E75)."""
        why = self.sighting_problem(marker_id, hex_id)
        if why:
            return self._refuse("place_sighting", why)
        s = self._sightings[marker_id]
        s.location, s.hex, s.time_space = "map", hex_id, None
        self._log(L.SIGHTING_IN.format(hex=hex_id), actor="japan")
        return ActionResult(True, "place_sighting")

    def sighting_problem(self, marker_id: str, hex_id: str) -> str:
        """Why ``place_sighting`` would refuse now, or '' (also what the board's drag preview shows):
        at setup inside Japan's setup area (9.1); an arrived one along the friendly edge (13.1.2d)."""
        s = self._sightings.get(marker_id)
        if s is None:
            return f"unknown Sighting marker {marker_id!r}"
        if not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of this map"
        if s.location == "removed":
            return L.R_SIGHTING_OUT
        if self.doc.phase == "setup":
            if hex_id not in set(self.setup_area("japan")):
                return L.R_OUTSIDE_JAPAN_AREA.format(hex=hex_id)
        elif s.location == "time_track":
            if s.time_space is None or s.time_space > self.tracks.time:
                return L.R_SIGHTING_NOT_ARRIVED
            if not self.board.on_edge(hex_id, self.scenario.side("japan").edge):
                return L.R_FRIENDLY_EDGE
        elif s.location != "map":
            return L.R_SIGHTING_NOT_ON_MAP
        if hex_id in self.blaze():
            return L.R_ABLAZE.format(hex=hex_id)
        return ""

    @operation("Sighting marker enters", checks_first=True)
    def add_sighting(self, hex_id: str) -> ActionResult:
        """E70: a Sighting marker rolled on the Japanese Support Table enters play along Japan's
        friendly edge (never into a blaze, like any Sighting marker placed, T83); ``details["marker"]``
        names the new marker."""
        if self.doc.phase != "play" or not self.board.contains(hex_id) \
                or not self.board.on_edge(hex_id, self.scenario.side("japan").edge):
            return self._refuse("add_sighting", L.R_SIGHTING_ENTRY)
        if hex_id in self.blaze():
            return self._refuse("add_sighting", L.R_ABLAZE.format(hex=hex_id))
        n = len(self.doc.sighting_markers) + 1
        while f"S{n}" in self._sightings:
            n += 1
        self.doc.sighting_markers.append(SightingMarkerState(id=f"S{n}", location="map", hex=hex_id))
        self._reindex()
        self._log(L.SIGHTING_ENTERS.format(hex=hex_id), actor="japan")
        return ActionResult(True, "add_sighting", details={"marker": f"S{n}"})

    @operation("Remove Sighting marker")
    def remove_sighting(self, marker_id: str) -> ActionResult:
        """Take a Sighting marker out of play (Infiltrate Reveal, O28.2)."""
        s = self._sightings.get(marker_id)
        if s is None or s.location == "removed":
            return self._refuse("remove_sighting", f"no Sighting marker {marker_id!r} in play")
        text = L.SIGHTING_REMOVED_FROM.format(hex=s.hex) if s.location == "map" and s.hex else L.SIGHTING_REMOVED
        s.location, s.hex, s.time_space = "removed", None, None
        self._log(text, actor="japan")
        return ActionResult(True, "remove_sighting")

    def _fort_problem(self, fort_type: str, hex_id: str, owner: str, event: bool = False) -> str:
        if not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of this map"
        if self.rules.fortification(fort_type) is None:
            return f"unknown fortification {fort_type!r}"
        if self.fortification_at(hex_id) is not None:
            return L.R_ONE_FORTIFICATION.format(hex=hex_id)
        why = fortification_problem(self.rules, fort_type, water=self.board.is_water(hex_id),
                                    crest=self.board.is_crest(hex_id), owner=owner)
        if why:
            return f"{hex_id} is {why}" if why.startswith("water") else why
        if hex_id in self.blaze():
            return L.R_ABLAZE.format(hex=hex_id)
        if self.doc.phase == "setup":
            if hex_id not in set(self.setup_area(owner)):
                return L.R_OUTSIDE_OWNER_AREA.format(hex=hex_id)
        elif self.scenario.side(owner).posture != "defender" and not event:
            return L.R_DEFENDER_FORTS
        return ""

    @operation("Fortification", checks_first=True)
    def place_fortification(self, fort_type: str, hex_id: str, owner: str, *, event: bool = False) -> ActionResult:
        """Place a fortification: one per hex, never in water, caves only in Crest hexes and Japanese
        (F100-F107); at setup inside the owner's setup area, in play by the Defender only (A43)
        or by an event (``event``: Detritus of War E57, Shellholes E73)."""
        if owner not in SIDES:
            return self._refuse("place_fortification", f"unknown side {owner!r}")
        why = self._fort_problem(fort_type, hex_id, owner, event)
        if why:
            return self._refuse("place_fortification", why)
        fp = self.scenario.mine_fp if fort_type == "mines" else None
        self.doc.fortifications.append(PlacedFortification(type=fort_type, hex=hex_id, owner=owner, fp=fp))  # type: ignore[arg-type]
        name = SIDE_NAMES[owner]
        self._log(agree(name, L.PLACES_1, L.PLACES_N).format(side=name, fortification=fort_type, hex=hex_id), actor=owner)
        return ActionResult(True, "place_fortification")

    @operation("Remove fortification", checks_first=True)
    def remove_fortification(self, hex_id: str) -> ActionResult:
        """Remove a fortification (Demolitions A38, Explosive Charge A40, or a setup change)."""
        f = self.fortification_at(hex_id)
        if f is None:
            return self._refuse("remove_fortification", L.R_NO_FORTIFICATION.format(hex=hex_id))
        self.doc.fortifications.remove(f)
        self._log(L.FORT_REMOVED.format(fortification=f.type, hex=hex_id))
        return ActionResult(True, "remove_fortification")

    @operation("Move fortification")
    def move_fortification(self, from_hex: str, to_hex: str) -> ActionResult:
        """At setup, move a fortification to another legal hex of its owner's setup area."""
        f = self.fortification_at(from_hex)
        if f is None:
            return self._refuse("move_fortification", L.R_NO_FORTIFICATION.format(hex=from_hex))
        if self.doc.phase != "setup":
            return self._refuse("move_fortification", L.R_FORTS_AT_SETUP)
        self.doc.fortifications.remove(f)
        why = self._fort_problem(f.type, to_hex, f.owner)
        if why:
            return self._refuse("move_fortification", why)
        self.doc.fortifications.append(replace(f, hex=to_hex))
        self._log(L.FORT_MOVED.format(fortification=f.type, start=from_hex, hex=to_hex), actor=f.owner)
        return ActionResult(True, "move_fortification")

    @operation("Auto setup")
    def auto_setup(self, side: str, *, replace_all: bool = False) -> ActionResult:
        """A deterministic starting setup for a side: leaders stacked with squads, every objective in
        the setup area held, the best Cover preferred, weapons staying with their units, Sighting
        markers on the remaining best hexes. A start point to adjust by hand."""
        if side not in SIDES:
            return self._refuse("auto_setup", f"unknown side {side!r}")
        if self.doc.phase != "setup":
            return self._refuse("auto_setup", L.R_SETUP_OVER)
        if replace_all:
            for u in self.units(side, "map"):
                self._set_position(u, "unplaced")
        todo = self.units(side, "unplaced")
        sights = [s for s in self.doc.sighting_markers if side == "japan" and (s.location == "unplaced" or replace_all and s.location == "map")]
        area = [h for h in self.setup_area(side) if h not in self.blaze() and not self.units_at(h, other_side(side))]
        stacks = [
            SetupStack(u.id, self.counter(u).kind, self.counter(u).figures,
                       self.view(u.id).fp + (self.view(u.weapon).fp if u.weapon else 0),
                       command_given(self.counter(u), u.broken))
            for u in todo
        ]
        used = {h: self.figures_at(h) for h in area}
        objectives = [self.board.map.objectives[n] for n in sorted(self.board.map.objectives)]
        cover = {h: self.cover_at(h)[0] for h in area}
        area_set = set(area)
        join = [u.hex for u in sorted(self.units(side, "map"), key=lambda u: (-self.view(u.id).fp, u.id))
                if self.counter(u).kind in ("squad", "team") and u.hex in area_set]
        plan, left = plan_setup(stacks, area, cover, used, objectives, stacking_limit(self.rules),
                                self.board.grid.distance, sighting=len(sights), join_hexes=join)
        for uid, h in plan.units.items():
            self._set_position(self._pieces[uid], "map", h)
        for s, h in zip(sights, plan.sightings, strict=False):
            s.location, s.hex = "map", h
        placed = len(plan.units)
        if left:
            text = L.AUTO_SETUP_LEFT.format(side=SIDE_NAMES[side], n=placed, left=len(left), pieces=", ".join(self._called(i) for i in left))
        else:
            text = L.AUTO_SETUP.format(side=SIDE_NAMES[side], n=placed)
        self._log(text, actor=side)
        return ActionResult(True, "auto_setup", details={"placed": dict(plan.units), "left": left})

    @operation("Start play")
    def start_play(self, *, force: bool = False) -> ActionResult:
        """End setup: both sides' setups must be legal (``force`` skips unplaced units only)."""
        if self.doc.phase != "setup":
            return self._refuse("start_play", L.R_PLAY_STARTED)
        problems = [p for s in SIDES for p in self.setup_problems(s)]
        if force:
            problems = [p for p in problems if "is not set up" not in p]
        if problems:
            return self._refuse("start_play", "; ".join(problems[:5]) + (" ..." if len(problems) > 5 else ""))
        self.doc.phase = "play"
        name = SIDE_NAMES[self.tracks.turn_player]
        self._log(agree(name, L.PLAY_BEGINS_1, L.PLAY_BEGINS_N).format(side=name))
        return ActionResult(True, "start_play")

