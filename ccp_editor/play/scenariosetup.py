"""The board as a scenario's setup tool: what a playtest's setup means for the scenario document.

A scenario is set up on the board (units in their setup areas 9.1, 15.2.3; Japan's Sighting
markers 9.1; fortifications F100-F107; markers a special rule puts on the map at start), and
``scenario_with_setup`` writes that position back into the scenario: each unit's hex, its weapon
(which unit carries it), broken and veteran state, the units set aside on the Time Track as
reinforcements (13.1.2d), the Sighting markers' hexes, the fortifications and the markers. The rest
of the scenario (sides, postures, setup areas, objectives, special rules) stays as it is.

The board's pieces come from the scenario in a fixed order (``session._build_pieces``: each side's
units, then its reinforcements' units, ids J01, J02... and A01...; a unit's weapon is the unit's id
plus ``w``), so a piece is matched to its scenario unit by that order, checked by counter. A board
whose scenario's forces changed since it opened, or whose play has begun, is refused with the
reason; the reasons are templates the window shows in the player's language. No Qt here.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ..model.i18n import QT_TRANSLATE_NOOP
from ..model.playtest import PieceState, Playtest
from ..model.scenario import Reinforcement, Scenario, ScenarioSide, UnitPlacement

CONTEXT = "ScenarioSetup"

PLAY_BEGUN = QT_TRANSLATE_NOOP(
    "ScenarioSetup", "play has begun on this board: undo Start play to write its setup into the scenario")
OTHER_SCENARIO = QT_TRANSLATE_NOOP("ScenarioSetup", "this board plays {board}, not {scenario}")
OTHER_MAP = QT_TRANSLATE_NOOP("ScenarioSetup", "the scenario is now on map {map}, the board on {board}")
FORCES_CHANGED = QT_TRANSLATE_NOOP(
    "ScenarioSetup", "the scenario's {side} forces changed since this board opened: open it on the board again")
LOOSE_WEAPON = QT_TRANSLATE_NOOP("ScenarioSetup", "no unit carries the weapon {weapon}: give it to a unit first")
SIDE_WORDS = {"japan": QT_TRANSLATE_NOOP("ScenarioSetup", "Japanese"), "allied": QT_TRANSLATE_NOOP("ScenarioSetup", "Allied")}


class SetupWriteError(ValueError):
    """The board's setup cannot go into this scenario: ``template`` (a ``ScenarioSetup`` text) and its
    ``values`` say why; ``str()`` is the English sentence."""

    def __init__(self, template: str, **values: str) -> None:
        super().__init__(template.format(**values))
        self.template = template
        self.values = values


@dataclass
class SetupSummary:
    """What a written setup holds, for the sentence the board shows after writing it."""

    on_map: int = 0
    off_map: list[str] = field(default_factory=list)  # counter ids of units still to be set up
    reinforcements: int = 0
    sightings: int = 0
    fortifications: int = 0
    markers: int = 0


def _scenario_units(side: ScenarioSide) -> list[UnitPlacement]:
    """The side's units in the order the board numbers its pieces."""
    return [*side.units, *(u for r in side.reinforcements for u in r.units)]


def scenario_with_setup(playtest: Playtest, target: Scenario) -> tuple[Scenario, SetupSummary]:
    """``target`` with the board's setup written into it (a new object; ``target`` is unchanged).

    ``playtest.scenario`` is the scenario as the board opened it: its forces must still be
    ``target``'s, unit for unit. Raises ``SetupWriteError`` otherwise, or once play has begun."""
    if playtest.phase != "setup":
        raise SetupWriteError(PLAY_BEGUN)
    origin = playtest.scenario
    if origin.id != target.id:
        raise SetupWriteError(OTHER_SCENARIO, board=origin.name, scenario=target.name)
    if origin.map != target.map:
        raise SetupWriteError(OTHER_MAP, map=target.map, board=origin.map)
    pieces = {p.id: p for p in playtest.pieces}
    out = copy.deepcopy(target)
    summary = SetupSummary()
    for side_id, prefix in (("japan", "J"), ("allied", "A")):
        then, now = origin.side(side_id), out.side(side_id)
        units = _scenario_units(then)
        wanted = [(u.counter, u.weapon) for u in units]
        if wanted != [(u.counter, u.weapon) for u in _scenario_units(now)]:
            raise SetupWriteError(FORCES_CHANGED, side=SIDE_WORDS[side_id])
        placed: list[PieceState] = []
        for n, u in enumerate(units, start=1):
            piece = pieces.get(f"{prefix}{n:02d}")
            if piece is None or piece.counter != u.counter:
                raise SetupWriteError(FORCES_CHANGED, side=SIDE_WORDS[side_id])
            placed.append(piece)
        carried = {p.weapon for p in placed if p.weapon}
        for n, u in enumerate(units, start=1):
            own = pieces.get(f"{prefix}{n:02d}w")
            if u.weapon is not None and (own is None or own.id not in carried):
                raise SetupWriteError(LOOSE_WEAPON, weapon=own.counter if own is not None else u.weapon)
        _write_side(now, placed, pieces, summary)
        if side_id == "japan":
            setup_markers = max(then.sighting_markers, len(then.sighting_marker_hexes))
            hexes = [s.hex for s in playtest.sighting_markers[:setup_markers] if s.location == "map" and s.hex]
            now.sighting_marker_hexes = hexes
            now.sighting_markers = max(now.sighting_markers, len(hexes))
            summary.sightings = len(hexes)
    out.fortifications = copy.deepcopy(playtest.fortifications)
    out.markers = copy.deepcopy(playtest.markers)
    summary.fortifications, summary.markers = len(out.fortifications), len(out.markers)
    return out, summary


def _write_side(side: ScenarioSide, placed: list[PieceState], pieces: dict[str, PieceState],
                summary: SetupSummary) -> None:
    """The side's units from its pieces: on the map with their hex, off it still to be set up, on a
    Time space as a reinforcement there (13.1.2d); the Sighting markers a reinforcement brings stay."""
    units: list[UnitPlacement] = []
    waiting: dict[int, list[UnitPlacement]] = {}
    for p in placed:
        weapon = pieces[p.weapon].counter if p.weapon and p.weapon in pieces else None
        on_map = p.location == "map" and p.hex is not None
        unit = UnitPlacement(counter=p.counter, weapon=weapon, hex=p.hex if on_map else None,
                             broken=p.broken, veteran=p.veteran)
        if p.location == "time_track" and p.time_space is not None:
            waiting.setdefault(p.time_space, []).append(unit)
            summary.reinforcements += 1
            continue
        units.append(unit)
        if on_map:
            summary.on_map += 1
        else:
            summary.off_map.append(p.counter)
    spaces = sorted({*waiting, *(r.space for r in side.reinforcements if r.sighting_markers)})
    markers: dict[int, int] = {}
    for r in side.reinforcements:
        markers[r.space] = markers.get(r.space, 0) + r.sighting_markers
    side.units = units
    side.reinforcements = [Reinforcement(space=s, units=waiting.get(s, []), sighting_markers=markers.get(s, 0))
                           for s in spaces]
