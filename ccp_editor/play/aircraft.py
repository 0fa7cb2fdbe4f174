"""Aircraft as session operations (8, E50, O23.3, O24.4, O24.5).

Each side has one two-sided aircraft marker, fighter / dive bomber (``AircraftState`` in the
playtest document). ``AircraftOps`` adds its operations, one undo step each: placed in a hex (by
the Air Support event), flipped, removed (after a run, by Abort Run or by the enemy's Air
Support), the Bombing Run's target and Targeting roll, the Strafing Run's facing, and one air
attack on one hex. The card game's choices (which run, which hex, which direction, the Air Support
event itself) are in ``airops``.

Readings taken: an aircraft sees as from a level-5 hill (T89, O24.4a, O24.5b) and its attacks use
the Cover against aircraft (fortifications' second value, F101-F106); height advantage never
applies to it (16.4). The dive bomber's 12 FP attack follows its Targeting roll as ordnance does
(O27.2): hindrance lowers the roll, not the FP, and the any-ordnance FP modifiers of the target's
terrain apply (sand, T82); the fighter's 9 FP attacks lose the hindrance between it and each hex
(16.3.1). A melee hex is never attacked (19.1), as for a barrage. The name of a side's aircraft is
its nation's aircraft counter when the forces have one, else the generic fighter / dive bomber.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rules import SIDE_NAMES, ordnance_fire_modifiers
from ..model.playtest import AircraftState
from . import logtext as L
from .combat import CombatOps
from .results import ActionResult
from .rules import fortification_vulnerability
from .state import SIDES, operation

if TYPE_CHECKING:
    from ..core.hexgrid import HexGrid
    from ..model.fatedeck import FateCardSpec
    from .board import LosAnswer

FACES = ("fighter", "dive_bomber")
FACE_WORDS = L.AIR_FACE_WORDS
BOMBING_FP = 12  # O24.4c
STRAFING_FP = 9  # O24.5b


# ----------------------------------------------------------------------------- pure rules

def air_support_in_dates(spec: FateCardSpec, year: int) -> bool:
    """E50: the event happens only in a year inside the dates printed on the card; a card whose
    deck leaves a date out sets no limit on that side."""
    return (spec.air_support_from is None or spec.air_support_from <= year) and (
        spec.air_support_to is None or year <= spec.air_support_to)


def column_or_row(grid: HexGrid, hex_id: str) -> list[str]:
    """E50: every hex of the random hex's letter column or of its number row, in map order."""
    col, row = grid.offset(hex_id)
    return [h for h in grid.hex_ids if (o := grid.offset(h))[0] == col or o[1] == row]


def strafing_line(grid: HexGrid, start: str, direction: int) -> list[str]:
    """O24.5b: the hexes straight ahead of a fighter facing ``direction`` (compass 1-6), nearest
    first, as far as the map edge; its own hex is not in the line."""
    out: list[str] = []
    here = grid.neighbour(start, direction)
    while here is not None:
        out.append(here)
        here = grid.neighbour(here, direction)
    return out


# ----------------------------------------------------------------------------- session operations

class AircraftOps(CombatOps):
    """The aircraft markers and their runs as undoable operations."""

    def aircraft(self, side: str) -> AircraftState | None:
        """The side's aircraft on the map, None while it is in the countermix (the cheap check the
        card game makes before anything else about aircraft)."""
        for a in self.doc.aircraft:
            if a.side == side and a.hex is not None:
                return a
        return None

    def _aircraft_state(self, side: str) -> AircraftState:
        found = next((a for a in self.doc.aircraft if a.side == side), None)
        if found is None:
            found = AircraftState(side=side)  # type: ignore[arg-type]
            self.doc.aircraft.append(found)
        return found

    def aircraft_name(self, side: str, face: str | None = None) -> str:
        """The aircraft as players read it: the nation's aircraft counter with the face up, or the
        generic fighter / dive bomber of the side."""
        if face is None:
            a = next((a for a in self.doc.aircraft if a.side == side), None)
            face = a.face if a is not None else "fighter"
        nation = self.scenario.side(side).nation
        forces = self.dataset.forces.get(nation)
        counter = next((c for c in forces.counters if c.kind == "aircraft"), None) if forces is not None else None
        if counter is not None and counter.name:
            return L.AIR_NAMED.format(name=counter.name, face=FACE_WORDS[face])
        return L.AIR_GENERIC.format(face=FACE_WORDS[face], side=SIDE_NAMES[side])

    def air_los(self, from_hex: str, to_hex: str, *, cave_to: bool = False) -> LosAnswer:
        """LOS from an aircraft in ``from_hex``, as from a level-5 hill (T89, O24.4a, O24.5b), with
        the smoke, blaze and night of the moment, its causes and hindrance."""
        doc = self.doc
        return self.board.los(from_hex, to_hex, smoke=self.smoke(), blaze=self.blaze(), night=doc.scenario.night,
                              starshells=self.starshells(), cave_to=cave_to, aircraft=True)

    def air_view(self, from_hex: str) -> dict[str, tuple[bool, int]]:
        """LOS and hindrance to every hex from an aircraft in ``from_hex`` (T89, O24.4a, O24.5b), in
        one pass of the LOS engine, kept per state of the markers."""
        from ..core.los import Markers

        doc = self.doc
        state = tuple((m.type, m.hex, m.value) for m in doc.markers)
        cache: dict = self.__dict__.setdefault("_air_view", {})
        key = (from_hex, state)
        row = cache.get(key)
        if row is None:
            if len(cache) > 500:
                cache.clear()
            markers = Markers(smoke=self.smoke(), blaze=self.blaze(), night=doc.scenario.night, starshells=self.starshells())
            row = cache[key] = {h: (r.result != "blocked", r.hindrance)
                                for h, r in self.board.los_engine.visible_from(from_hex, markers, aircraft=True).items()}
        return row

    def air_sees(self, from_hex: str, hex_id: str, side: str | None = None) -> list:
        """The units of ``side`` (None: either side) in ``hex_id`` an aircraft in ``from_hex`` has
        LOS to; a unit inside a cave only along a LOS the cave allows (F102.2.2)."""
        units = self.units_at(hex_id, side)
        if not units or not self.air_view(from_hex).get(hex_id, (False, 0))[0]:
            return []
        return [u for u in units if not u.in_cave or self.air_los(from_hex, hex_id, cave_to=True).has_los]

    def bombing_targets(self, side: str) -> list[str]:
        """O24.4a: the hexes, other than its own, where the side's aircraft has LOS to an enemy
        unit; melee hexes left out (19.1). Empty with no aircraft on the map (no LOS worked out)."""
        a = self.aircraft(side)
        if a is None or a.hex is None:
            return []
        enemy = "allied" if side == "japan" else "japan"
        melee = set(self.melee_hexes())
        return [h for h in sorted(self.occupied_hexes(enemy))
                if h != a.hex and h not in melee and self.air_sees(a.hex, h, enemy)]

    def strafing_targets(self, side: str, direction: int) -> list[str]:
        """O24.5b: the hexes of the line ahead with a unit of either side in the fighter's LOS,
        nearest first (melee hexes left out, 19.1)."""
        a = self.aircraft(side)
        if a is None or a.hex is None:
            return []
        melee = set(self.melee_hexes())
        return [h for h in strafing_line(self.board.grid, a.hex, direction)
                if h not in melee and self.air_sees(a.hex, h)]

    def _no_aircraft(self, action: str, side: str) -> ActionResult | None:
        if side not in SIDES:
            return self._refuse(action, f"unknown side {side!r}")
        if self.aircraft(side) is None:
            return self._refuse(action, L.R_AIR_NONE.format(side=SIDE_NAMES[side]))
        return None

    @operation("Aircraft placed")
    def place_aircraft(self, side: str, hex_id: str, *, by_hand: bool = False) -> ActionResult:
        """E50: the side's aircraft goes into ``hex_id`` (any hex, whatever its terrain), from the
        countermix or from where it was; ``by_hand``: put there on the sandbox board, no event."""
        if side not in SIDES:
            return self._refuse("place_aircraft", f"unknown side {side!r}")
        if not self.board.contains(hex_id):
            return self._refuse("place_aircraft", f"{hex_id!r} is not a hex of this map")
        a = self._aircraft_state(side)
        a.hex = hex_id
        self._log((L.AIR_PLACED_BY_HAND if by_hand else L.AIR_PLACED).format(aircraft=self.aircraft_name(side), hex=hex_id),
                  actor=side)
        return ActionResult(True, "place_aircraft", details={"hex": hex_id})

    @operation("Aircraft flipped")
    def flip_aircraft(self, side: str, face: str) -> ActionResult:
        """O24.4, O24.5: the marker turned to its fighter or dive bomber side."""
        refused = self._no_aircraft("flip_aircraft", side)
        if refused is not None:
            return refused
        if face not in FACES:
            return self._refuse("flip_aircraft", f"an aircraft is a fighter or a dive bomber, not {face!r}")
        self._aircraft_state(side).face = face  # type: ignore[assignment]
        self._log(L.AIR_FLIPPED.format(aircraft=self.aircraft_name(side)), actor=side)
        return ActionResult(True, "flip_aircraft", details={"face": face})

    @operation("Aircraft removed")
    def remove_aircraft(self, side: str, why: str = "") -> ActionResult:
        """Back to the countermix: ``why`` "run" after a run (O24.4d, O24.5), "abort" by Abort Run
        (O23.3), "air_support" by the enemy's Air Support (E50), "" by hand."""
        refused = self._no_aircraft("remove_aircraft", side)
        if refused is not None:
            return refused
        text = {"run": L.AIR_REMOVED_RUN, "abort": L.AIR_REMOVED_ABORT, "air_support": L.AIR_REMOVED_SUPPORT}.get(why, L.AIR_REMOVED)
        self._log(text.format(aircraft=self.aircraft_name(side)), actor=side)
        self._aircraft_state(side).hex = None
        return ActionResult(True, "remove_aircraft", details={"why": why})

    @operation("Bombing Run")
    def bombing_run(self, side: str, hex_id: str) -> ActionResult:
        """O24.4a-b: the aircraft, flipped to its dive bomber side, dives on a hex where it has LOS
        to an enemy unit; the Targeting roll as ordnance (roll less hindrance must beat the range)."""
        refused = self._no_aircraft("bombing_run", side)
        if refused is not None:
            return refused
        if hex_id not in self.bombing_targets(side):
            return self._refuse("bombing_run", L.R_AIR_NO_TARGET.format(hex=hex_id))
        a = self._aircraft_state(side)
        a.face = "dive_bomber"
        assert a.hex is not None
        self._log(L.AIR_DIVES.format(aircraft=self.aircraft_name(side), hex=hex_id), actor=side)
        hindrance = self.air_view(a.hex)[hex_id][1]
        distance = self.board.grid.distance(a.hex, hex_id)
        tr = self._roll(side, L.AIR_TARGETING_ROLL, kind="targeting")
        hit = tr.value - hindrance > distance
        self._log((L.TARGETING_HIT if hit else L.TARGETING_MISS).format(roll=tr.value, n=hindrance, range=distance), actor=side)
        return ActionResult(True, "bombing_run", details={"hit": hit, "hex": hex_id})

    @operation("Strafing Run")
    def strafing_run(self, side: str, direction: int) -> ActionResult:
        """O24.5a: the aircraft, flipped to its fighter side, faces a compass direction; the details
        list the hexes of its line it will attack, nearest first (O24.5b)."""
        refused = self._no_aircraft("strafing_run", side)
        if refused is not None:
            return refused
        if direction not in range(1, 7):
            return self._refuse("strafing_run", f"a compass direction is 1 to 6, not {direction!r}")
        self._aircraft_state(side).face = "fighter"
        targets = self.strafing_targets(side, direction)
        self._log(L.AIR_FACES.format(aircraft=self.aircraft_name(side), n=direction), actor=side)
        if not targets:
            self._log(L.AIR_STRAFE_NONE.format(aircraft=self.aircraft_name(side)), actor=side)
        return ActionResult(True, "strafing_run", details={"direction": direction, "targets": targets})

    @operation("Air attack")
    def air_attack(self, side: str, hex_id: str) -> ActionResult:
        """One attack of the side's aircraft on one hex: the dive bomber's 12 FP (O24.4c: a
        fortification there falls to an attack roll equal to its 12-FP vulnerability number,
        before the defense rolls) or the fighter's 9 FP less the hindrance (O24.5b); every unit
        there in the aircraft's LOS defends (O27.3), with its Cover against aircraft."""
        refused = self._no_aircraft("air_attack", side)
        if refused is not None:
            return refused
        if not self.board.contains(hex_id):
            return self._refuse("air_attack", f"{hex_id!r} is not a hex of this map")
        a = self._aircraft_state(side)
        assert a.hex is not None
        if hex_id in self.melee_hexes():
            self._log(L.AIR_MELEE_SPARED.format(hex=hex_id), actor=side)
            return ActionResult(True, "air_attack", details={"spared": True})
        targets = self.air_sees(a.hex, hex_id)
        if not targets:
            return self._refuse("air_attack", L.R_AIR_NO_UNIT.format(hex=hex_id))
        bomber = a.face == "dive_bomber"
        fp = BOMBING_FP if bomber else STRAFING_FP
        mods = ordnance_fire_modifiers(self.rules, "aircraft", self.board.info(hex_id).terrain) if bomber else []
        hindrance = 0 if bomber else self.air_view(a.hex)[hex_id][1]  # a fire attack loses it (16.3.1)
        total_fp = fp + sum(v for _, v in mods) - hindrance
        text = L.AIR_BOMBS if bomber else L.AIR_STRAFES
        mod_text = (L.HINDRANCE.format(n=hindrance) if hindrance else "") + "".join(f" {v:+d} {k}" for k, v in mods)
        self._log(text.format(aircraft=self.aircraft_name(side), hex=hex_id, fp=fp, mods=mod_text, total=total_fp), actor=side)
        roll = self._roll(side, L.AIR_ATTACK_ON.format(hex=hex_id), against=self._defense_against(total_fp, hex_id, targets))
        total = total_fp + roll.value
        self._log(L.ATTACK_TOTAL.format(fp=total_fp, roll=roll.value, total=total), actor=side)
        number = fortification_vulnerability(self.rules, BOMBING_FP, bomber=True) if bomber else None
        destroyed, outcomes = self._indirect_hit(side, hex_id, roll.value, total, targets, number,
                                                 (L.AIR_FORT_DESTROYED, L.AIR_FORT_STANDS))
        return ActionResult(True, "air_attack", details={"attack_total": total, "roll": roll.value,
                                                         "fortification_destroyed": destroyed, "outcomes": outcomes})
