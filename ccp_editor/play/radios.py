"""The Artillery Box and the artillery strike as session operations (O24.1, O24.3, O24.7, 15.1.2).

``ArtilleryOps`` adds the rule-checked operations, one undo step each: the leader's call and Radio
Table roll, the radio or artillery denied marker put in the Artillery Box, the spotting round's
accuracy and drift (a starshell where it lands for Illumination), one impact per hex. The card
game's choices during an Asset Request order are in ``artillery``.

Readings taken: the drift checks reveal a card for its dice only, so they never set off a trigger
(O24.3.2.1-2), but the Radio Table, accuracy and impact rolls are rolls like any other. An Impact
roll follows the fire attack rules (O24.3.3): every unit in the hex defends, friend or foe, with the
Cover a fortification gives against artillery, and the attack total takes the terrain's modifiers
for radios (sand, T82) and for mortars and artillery (airbursts, T91, T97); hindrance never lowers
it (16.3.1). The Fortification Vulnerability numbers come from the rule set
(``rules.fortification_vulnerability``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rules import SIDE_NAMES
from ..model.forces import LEADER_KINDS, Forces, TableEntry
from ..model.playtest import PieceState
from ..model.scenario import Marker
from . import logtext as L
from .combat import CombatOps
from .results import ActionResult
from .rules import fortification_vulnerability
from .state import SIDES, operation

if TYPE_CHECKING:
    from ..core.hexgrid import HexGrid
    from ..model.ruleset import RuleSet



# ----------------------------------------------------------------------------- pure rules

def radio_entries(forces: Forces | None, roll: int, year: int) -> list[TableEntry]:
    """O24.1b: the radio or artillery denied entries of the Radio Table column ``roll`` available in
    ``year``; an empty or missing column leaves only the artillery denied marker ("something must
    be chosen")."""
    column = forces.radio_table.column(roll) if forces is not None else None
    found = [e for e in (column.entries if column else []) if (e.radio or e.artillery_denied) and e.year_from <= year <= e.year_to]
    return found or [TableEntry(artillery_denied=True)]


def drift(grid: HexGrid, start: str, white: int, coloured: int, accurate: bool) -> tuple[list[str], str | None]:
    """The spotting round's drift (O24.3.2): accurate, one hex in the white die's direction then one
    in the coloured die's; inaccurate, ``coloured`` hexes in the white die's direction. Returns the
    hexes passed through and where it lands, None once it leaves the map, even briefly (O24.3.2.3)."""
    steps = [white, coloured] if accurate else [white] * coloured
    path: list[str] = []
    here: str | None = start
    for direction in steps:
        here = grid.neighbour(here, direction) if here is not None else None
        if here is None:
            return path, None
        path.append(here)
    return path, here


def blast_area(grid: HexGrid, centre: str) -> list[str]:
    """O24.3.3: the landing hex and its neighbours on the map (seven hexes away from the edges)."""
    return [centre, *sorted(grid.neighbours(centre).values())]


def artillery_modifiers(rules: RuleSet, terrain: str) -> list[tuple[str, int]]:
    """FP modifiers of an artillery Impact on ``terrain``: the rule set's rows for any ordnance and
    radio (sand, T82) and for mortar or artillery fire (airbursts, T91, T97)."""
    return [(f"{m.label} ({m.rule})", m.fp) for m in rules.fire_modifiers
            if terrain in m.terrain and m.weapon_type in (None, "mortar", "artillery")]


# ----------------------------------------------------------------------------- session operations

class ArtilleryOps(CombatOps):
    """The Artillery Box and the artillery strike's steps as undoable operations."""

    def radio_in_box(self, side: str) -> PieceState | None:
        """The side's radio in its Artillery Box (6: one at a time), broken or not."""
        return next((p for p in self.doc.pieces if p.side == side and p.location == "artillery_box"
                     and self.counter(p).kind == "radio"), None)

    def artillery_denied(self, side: str) -> bool:
        return self.tracks.artillery_denied_japan if side == "japan" else self.tracks.artillery_denied_allied

    def artillery_box_full(self, side: str) -> bool:
        """15.1.2: one radio or artillery denied marker per box."""
        return self.radio_in_box(side) is not None or self.artillery_denied(side)

    def can_spot(self, piece: PieceState) -> bool:
        """O24.1-O24.3, O24.7: an unbroken, unsuppressed leader on the map not activated yet this
        turn (a Hero as often as wanted, 3.3.2); Scouts, Sogeki Hei and Heroes are leaders in every
        other respect (3.3.2-3.3.4)."""
        c = self.counter(piece)
        return (c.kind in LEADER_KINDS and piece.location == "map" and piece.hex is not None and not piece.broken
                and not piece.suppressed and (not piece.activated or c.kind == "hero"))

    def near_melee(self, hex_id: str) -> bool:
        """O24.3.1, 19.1: a melee hex or a hex next to one."""
        melee = self.melee_hexes()
        if not melee:
            return False
        return hex_id in melee or any(n in melee for n in self.board.grid.neighbours(hex_id).values())

    def spotting_hexes(self, spotter_id: str, *, barrage: bool = True) -> list[str]:
        """Where the spotter may put the spotting round: any hex in his LOS (O24.3.1, O24.7a), an
        impassable one included; for a barrage, not in or next to a melee hex."""
        p = self._pieces.get(spotter_id)
        if p is None or p.hex is None:
            return []
        return list(self.memo(("spotting_hexes", spotter_id, barrage), lambda: self._spotting_hexes(p, barrage)))

    def _spotting_hexes(self, p: PieceState, barrage: bool) -> tuple[str, ...]:
        assert p.hex is not None
        cave = self.inside_cave(p)
        melee = set(self.melee_hexes())
        banned = set()
        if barrage:
            for h in melee:
                banned.add(h)
                banned.update(self.board.grid.neighbours(h).values())
        seen = self.seen_from(p.hex, cave_from=cave)
        return tuple(h for h in self.board.grid.hex_ids if h not in banned and h in seen)

    def _spotter_problem(self, side: str, spotter_id: str) -> str:
        p = self._pieces.get(spotter_id)
        if p is None or p.side != side or not self.can_spot(p):
            return L.R_ART_NOT_SPOTTER.format(piece=self._called(spotter_id) if p is not None else spotter_id)
        return ""

    @operation("Communication Established")
    def call_radio(self, side: str, leader_id: str) -> ActionResult:
        """O24.1a: the leader is activated and the side rolls on its nation's Radio Table; the
        details name the entries of that column available this year (O24.1b)."""
        if side not in SIDES or self.doc.phase != "play":
            return self._refuse("call_radio", L.R_TIME_IN_PLAY)
        if self.scenario.night and self.rules.night.no_communication_established:
            return self._refuse("call_radio", L.R_ART_NIGHT)
        if self.artillery_box_full(side):
            return self._refuse("call_radio", L.R_ART_BOX_FULL.format(side=SIDE_NAMES[side]))
        why = self._spotter_problem(side, leader_id)
        if why:
            return self._refuse("call_radio", why)
        leader = self._pieces[leader_id]
        leader.activated = True
        self._log(L.ART_CALLS.format(piece=self._name(leader)), actor=side)
        rec = self._roll(side, L.ART_RADIO_TABLE)
        entries = radio_entries(self.dataset.forces.get(self.scenario.side(side).nation), rec.value, self.scenario.year)
        choices = [(e.radio if not e.artillery_denied else None, e.vp_cost if not e.artillery_denied else 0) for e in entries]
        return ActionResult(True, "call_radio", details={"roll": rec.value, "entries": choices})

    @operation("Artillery Box", checks_first=True)
    def acquire_radio(self, side: str, radio: str | None, vp_cost: int = 0) -> ActionResult:
        """O24.1c-d: a radio goes into the side's Artillery Box, its VP cost paid (the VP marker
        moves toward the opponent); ``radio`` None puts the artillery denied marker there."""
        if side not in SIDES:
            return self._refuse("acquire_radio", f"unknown side {side!r}")
        if self.artillery_box_full(side):
            return self._refuse("acquire_radio", L.R_ART_BOX_FULL.format(side=SIDE_NAMES[side]))
        if radio is None:
            if side == "japan":
                self.tracks.artillery_denied_japan = True
            else:
                self.tracks.artillery_denied_allied = True
            self._log(L.ART_DENIED.format(side=SIDE_NAMES[side]), actor=side)
            return ActionResult(True, "acquire_radio", details={"radio": None})
        c = self.counters.get(radio)
        if c is None or c.kind != "radio":
            return self._refuse("acquire_radio", L.R_ART_NOT_RADIO.format(radio=c.name if c else radio))
        piece = next((p for p in self.doc.pieces if p.counter == radio and p.side == side and p.location == "exited"), None)
        if piece is None:
            prefix = "J" if side == "japan" else "A"
            pid, n = f"{prefix}R", 1
            while pid in self._pieces:
                n += 1
                pid = f"{prefix}R{n}"
            piece = PieceState(id=pid, counter=radio, side=side)  # type: ignore[arg-type]
            self.doc.pieces.append(piece)
            self._reindex()
        piece.location, piece.hex, piece.time_space, piece.broken = "artillery_box", None, None, False
        self._log(L.ART_RADIO_ARRIVES.format(radio=c.name, fp=c.front.fp or 0, side=SIDE_NAMES[side]), actor=side)
        self._add_vp(side, -vp_cost, L.ART_RADIO_COST.format(radio=c.name))
        return ActionResult(True, "acquire_radio", details={"radio": piece.id})

    def _place_spotting_round(self, side: str, spotter: PieceState, sr_hex: str) -> tuple[bool, str | None]:
        """O24.3.2: the Accuracy roll (a Targeting roll at the spotter's range, less the hindrance,
        16.3.1), then the drift check from a revealed card's dice, no trigger."""
        cave = self.inside_cave(spotter)
        los = self.los(spotter.hex or "", sr_hex, cave_from=cave)
        distance = self.board.grid.distance(spotter.hex or "", sr_hex)
        tr = self._roll(side, L.ART_ACCURACY, kind="targeting")
        accurate = tr.value - los.hindrance > distance
        self._log((L.ART_HIT if accurate else L.ART_MISS).format(roll=tr.value, n=los.hindrance, range=distance), actor=side)
        # O24.3.2.1-2: a card revealed for its dice, not a roll: no trigger, and no roll the
        # Initiative may cancel (10.1); its pile running out still advances Time (13.1.2)
        card = self._roll(side, L.ART_DRIFT_CHECK, kind="dice", triggers=False).card
        if accurate:
            self._log(L.ART_MINOR_DRIFT.format(white=card.white, coloured=card.coloured), actor=side)
        else:
            self._log(L.ART_MAJOR_DRIFT.format(white=card.white, coloured=card.coloured), actor=side)
        _path, landing = drift(self.board.grid, sr_hex, card.white, card.coloured, accurate)
        if landing is None or not self.board.contains(landing):
            self._log(L.ART_OFF_MAP, actor=side)
            return accurate, None
        self._log(L.ART_LANDS.format(hex=landing), actor=side)
        return accurate, landing

    def _spot_problem(self, side: str, spotter_id: str, sr_hex: str, barrage: bool) -> str:
        why = self._spotter_problem(side, spotter_id)
        if why:
            return why
        if not self.board.contains(sr_hex):
            return f"{sr_hex!r} is not a hex of this map"
        spotter = self._pieces[spotter_id]
        if not self.los(spotter.hex or "", sr_hex, cave_from=self.inside_cave(spotter)).has_los:
            return L.R_ART_NO_LOS.format(piece=self._name(spotter), hex=sr_hex)
        if barrage and self.near_melee(sr_hex):
            return L.R_ART_NEAR_MELEE.format(hex=sr_hex)
        return ""

    @operation("Fire For Effect")
    def fire_for_effect(self, side: str, spotter_id: str, sr_hex: str, *, smoke: bool = False) -> ActionResult:
        """O24.3.1-O24.3.2: the leader spots, the spotting round goes into a hex in his LOS (not in
        or next to a melee hex), the Accuracy roll and the drift. The details give where it landed
        (None: off the map, the order ends) and the hexes of the blast area to strike (O24.3.3)."""
        if side not in SIDES or self.doc.phase != "play":
            return self._refuse("fire_for_effect", L.R_TIME_IN_PLAY)
        radio = self.radio_in_box(side)
        if radio is None or radio.broken:
            return self._refuse("fire_for_effect", L.R_ART_NO_RADIO.format(side=SIDE_NAMES[side]))
        c = self.counter(radio)
        if smoke and not c.smoke:
            return self._refuse("fire_for_effect", L.R_ART_NO_SMOKE.format(radio=c.name))
        why = self._spot_problem(side, spotter_id, sr_hex, barrage=True)
        if why:
            return self._refuse("fire_for_effect", why)
        spotter = self._pieces[spotter_id]
        spotter.activated = True
        text = L.ART_SPOTS_SMOKE if smoke else L.ART_SPOTS
        self._log(text.format(piece=self._name(spotter), radio=c.name, hex=sr_hex), actor=side)
        accurate, landing = self._place_spotting_round(side, spotter, sr_hex)
        targets: list[str] = []
        if landing is not None:
            targets = [h for h in blast_area(self.board.grid, landing) if self.units_at(h) or self.fortification_at(h)]
            if not smoke and not targets:
                self._log(L.ART_EMPTY_AREA.format(hex=landing), actor=side)
        return ActionResult(True, "fire_for_effect", details={"accurate": accurate, "landing": landing, "targets": targets})

    @operation("Illumination")
    def illuminate(self, side: str, leader_id: str, sr_hex: str) -> ActionResult:
        """O24.7 (night only, 18.5): the leader puts the spotting round in a hex in his LOS; after
        the Accuracy roll and the drift a starshell goes where it lands (none off the map)."""
        if side not in SIDES or self.doc.phase != "play":
            return self._refuse("illuminate", L.R_TIME_IN_PLAY)
        if not self.scenario.night:
            return self._refuse("illuminate", L.R_ART_DAY)
        why = self._spot_problem(side, leader_id, sr_hex, barrage=False)
        if why:
            return self._refuse("illuminate", why)
        leader = self._pieces[leader_id]
        leader.activated = True
        self._log(L.ART_SPOTS_STARSHELL.format(piece=self._name(leader), hex=sr_hex), actor=side)
        accurate, landing = self._place_spotting_round(side, leader, sr_hex)
        if landing is not None:
            self.doc.markers.append(Marker(type="starshell", hex=landing))
            self._log(L.ART_STARSHELL.format(hex=landing), actor=side)
        return ActionResult(True, "illuminate", details={"accurate": accurate, "landing": landing})

    @operation("Artillery impact")
    def artillery_impact(self, side: str, hex_id: str) -> ActionResult:
        """O24.3.3-O24.3.4: one Impact roll on a hex of the blast area holding a unit or a
        fortification: the radio's FP + the roll; a roll equal to the vulnerability number
        destroys the fortification first; then each unit there defends as against a fire attack,
        with the fortification's Cover against artillery (O27.3.4). A melee hex is spared (19.1)."""
        radio = self.radio_in_box(side) if side in SIDES else None
        if radio is None:
            return self._refuse("artillery_impact", L.R_ART_NO_RADIO.format(side=SIDE_NAMES.get(side, side)))
        if not self.board.contains(hex_id):
            return self._refuse("artillery_impact", f"{hex_id!r} is not a hex of this map")
        units = self.units_at(hex_id)
        fort = self.fortification_at(hex_id)
        if not units and fort is None:
            return self._refuse("artillery_impact", L.R_ART_NOTHING_THERE.format(hex=hex_id))
        if hex_id in self.melee_hexes():
            self._log(L.ART_MELEE_SPARED.format(hex=hex_id), actor=side)
            return ActionResult(True, "artillery_impact", details={"spared": True})
        c = self.counter(radio)
        fp = c.front.fp or 0
        mods = artillery_modifiers(self.rules, self.board.info(hex_id).terrain)
        total_fp = fp + sum(v for _, v in mods)
        self._log(L.ART_IMPACT.format(radio=c.name, hex=hex_id, fp=fp, mods="".join(f" {v:+d} {k}" for k, v in mods),
                                      total=total_fp), actor=side)
        roll = self._roll(side, L.ART_IMPACT_ON.format(hex=hex_id), against=self._defense_against(total_fp, hex_id, self.units_at(hex_id)))
        total = total_fp + roll.value
        self._log(L.ATTACK_TOTAL.format(fp=total_fp, roll=roll.value, total=total), actor=side)
        destroyed, outcomes = self._indirect_hit(side, hex_id, roll.value, total, self.units_at(hex_id),
                                                 fortification_vulnerability(self.rules, fp),
                                                 (L.ART_FORT_DESTROYED, L.ART_FORT_STANDS))
        return ActionResult(True, "artillery_impact", details={"attack_total": total, "roll": roll.value,
                                                               "fortification_destroyed": destroyed, "outcomes": outcomes})
