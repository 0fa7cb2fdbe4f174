"""A new, valid scenario on a map: both sides, their postures and setup areas, ready to set up.

The values a scenario needs are read from the rule set: the hand size of each posture (17), each
nation's discard limit (12.3), the setup depth of each posture (RSG 10) counted from the side's edge,
and the sudden death space (RSG 12: both order limits plus the orientation modifier). When a side's
forces come from an OB card, its order limit, Initiative, quality, surrender space and units come
from the card; the units wait off the map until they are set up on the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.dataset import DataSet
from ..model.forces import OBCard
from ..model.mapdoc import MapDocument
from ..model.scenario import Scenario, ScenarioSide, Sides, UnitPlacement
from .hexgrid import HexGrid
from .rules import setup_depth

DEFAULT_ORDER_LIMIT = 3
OPPOSITE_EDGE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}


class ScenarioSetupError(ValueError):
    """A choice that cannot make a valid scenario (unknown nation, posture, OB card or year)."""


@dataclass
class SideChoice:
    """What the designer picked for one side."""

    nation: str
    posture: str
    ob: str | None = None


def _ob_card(ds: DataSet, nation: str, ob_id: str | None) -> OBCard | None:
    if ob_id is None:
        return None
    forces = ds.forces.get(nation)
    card = forces.ob_card(ob_id) if forces is not None else None
    if card is None:
        raise ScenarioSetupError(f"unknown OB card {ob_id!r} for {nation}")
    return card


def _side(ds: DataSet, m: MapDocument, side_id: str, choice: SideChoice, edge: str, orientation: str) -> ScenarioSide:
    rs = ds.ruleset
    assert rs is not None
    nation = rs.nation(choice.nation)
    if nation is None or nation.side != side_id:
        names = ", ".join(n.id for n in rs.nations if n.side == side_id)
        raise ScenarioSetupError(f"{choice.nation!r} does not fight on the {side_id} side (choose: {names})")
    posture = rs.posture(choice.posture)
    if posture is None:
        raise ScenarioSetupError(f"unknown posture {choice.posture!r} (choose: {', '.join(p.id for p in rs.postures)})")
    if posture.japan_only and side_id != "japan":
        raise ScenarioSetupError(f"{posture.name} is a Japanese posture only ({posture.rule})")
    grid = HexGrid(m.grid)
    depth = setup_depth(rs, posture.id, orientation, grid.depth_for_edge(edge))
    card = _ob_card(ds, choice.nation, choice.ob)
    units: list[UnitPlacement] = []
    if card is not None:
        for u in card.units:
            units += [UnitPlacement(counter=u.counter, weapon=u.weapon) for _ in range(u.count)]
    return ScenarioSide(
        nation=choice.nation,
        edge=edge,  # type: ignore[arg-type]
        posture=posture.id,
        quality=(card.quality if card and card.quality else "line"),
        order_limit=card.order_limit if card else DEFAULT_ORDER_LIMIT,
        hand_size=posture.hand_size,
        discard_limit=nation.discard_limit,
        initiative=card.initiative if card else 0,
        surrender_space=(card.surrender_space if card else None) if side_id == "allied" else None,
        faction=card.faction if card else None,
        ob=card.id if card else None,
        units=units,
        sighting_markers=card.sighting_markers if (card and side_id == "japan") else 0,
        setup_area=grid.band(edge, depth),
    )


def build_scenario(
    ds: DataSet,
    map_id: str,
    scenario_id: str,
    name: str,
    year: int,
    japan: SideChoice,
    allied: SideChoice,
    japan_edge: str = "top",
) -> Scenario:
    """A scenario on ``map_id`` with both sides' setup areas filled from their posture depths."""
    rs = ds.ruleset
    if rs is None:
        raise ScenarioSetupError("the data set has no rule set")
    m = ds.maps.get(map_id)
    if m is None:
        raise ScenarioSetupError(f"unknown map {map_id!r} (the data set has: {', '.join(sorted(ds.maps)) or 'none'})")
    if year not in rs.years:
        raise ScenarioSetupError(f"year {year} is not one of the rule set's years ({rs.years[0]}-{rs.years[-1]})")
    if japan_edge not in OPPOSITE_EDGE:
        raise ScenarioSetupError(f"unknown edge {japan_edge!r}")
    grid = HexGrid(m.grid)
    orientation = grid.orientation_for_edge(japan_edge)
    allied_edge = OPPOSITE_EDGE[japan_edge]
    jp = _side(ds, m, "japan", japan, japan_edge, orientation)
    al = _side(ds, m, "allied", allied, allied_edge, orientation)
    modifier = rs.time.sudden_death_wide_modifier if orientation == "wide" else rs.time.sudden_death_narrow_modifier
    sudden_death = max(0, min(rs.time.time_track_spaces, jp.order_limit + al.order_limit + modifier))
    japan_first = (rs.posture(jp.posture).moves_first if rs.posture(jp.posture) else True) or not (
        rs.posture(al.posture) and rs.posture(al.posture).moves_first  # type: ignore[union-attr]
    )
    return Scenario(
        kind="scenario",
        format=1,
        id=scenario_id,
        name=name,
        provenance="user",
        map=map_id,
        year=year,
        sides=Sides(japan=jp, allied=al),
        sudden_death_space=sudden_death,
        orientation=orientation,  # type: ignore[arg-type]
        time_start=rs.time.time_start,
        first_player="japan" if japan_first else "allied",
        initiative_holder="japan" if jp.initiative >= al.initiative else "allied",
    )
