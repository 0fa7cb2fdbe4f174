"""The map as play sees it: per-hex terrain, cover, edges, objectives, exits, LOS and move costs.

A thin adapter over the core: hexes come from the map's derived cache (or ``core.terrain.derive``
when the cache is empty), LOS from ``core.los.LosEngine`` and move costs from ``core.movement``, so
the board view, the fire calculator and the move checker all read one answer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from ..core.hexgrid import OPPOSITE_EDGE, HexGrid
from ..core.maphexes import current_hexes
from ..model.mapdoc import ExitPoint, HexInfo, MapDocument
from ..model.ruleset import RuleSet, TerrainEntry

OPEN_GROUND = "open_ground"


@dataclass(frozen=True)
class LosAnswer:
    """LOS and range between two hexes, as the LOS / range tool shows it."""

    from_hex: str
    to_hex: str
    range: int
    result: str  # "clear" | "hindered" | "blocked"
    hindrance: int
    causes: tuple[str, ...]
    height_fp: int

    @property
    def has_los(self) -> bool:
        return self.result != "blocked"


class Board:
    """One map under one rule set, with everything play needs to look up per hex."""

    def __init__(self, map_doc: MapDocument, ruleset: RuleSet) -> None:
        self.map = map_doc
        self.ruleset = ruleset
        self.grid = HexGrid(map_doc.grid)
        self.chart: dict[str, TerrainEntry] = ruleset.terrain_by_id()
        # the map as traced now, not its saved cache (a map edited in the app since its last save)
        self.hexes: dict[str, HexInfo] = dict(current_hexes(map_doc, ruleset))
        self._default = HexInfo(terrain=OPEN_GROUND)

    # ------------------------------------------------------------------ hexes
    def contains(self, hex_id: str) -> bool:
        return self.grid.contains(hex_id)

    def info(self, hex_id: str) -> HexInfo:
        return self.hexes.get(hex_id, self._default)

    def terrain(self, hex_id: str) -> TerrainEntry | None:
        return self.chart.get(self.info(hex_id).terrain)

    def terrain_cover(self, hex_id: str) -> int:
        entry = self.terrain(hex_id)
        return entry.cover if entry is not None and entry.cover is not None else 0

    def is_water(self, hex_id: str) -> bool:
        info = self.info(hex_id)
        entry = self.chart.get(info.terrain)
        return bool(info.water or (entry is not None and entry.water))

    def level(self, hex_id: str) -> int:
        return self.info(hex_id).level

    def is_crest(self, hex_id: str) -> bool:
        return self.info(hex_id).crest

    def building_hexes(self, hex_id: str) -> list[str]:
        """Every hex of the building ``hex_id`` belongs to (T85), or just the hex."""
        building = self.info(hex_id).building
        if not building:
            return [hex_id]
        return sorted(h for h, i in self.hexes.items() if i.building == building)

    # ------------------------------------------------------------------ edges, objectives, exits
    @cached_property
    def edge_sets(self) -> dict[str, frozenset[str]]:
        return {e: frozenset(self.grid.edge_hexes(e)) for e in ("top", "bottom", "left", "right")}

    def on_edge(self, hex_id: str, edge: str) -> bool:
        return hex_id in self.edge_sets[edge]

    def enemy_edge(self, friendly_edge: str) -> str:
        return OPPOSITE_EDGE[friendly_edge]

    def flank_edges(self, friendly_edge: str) -> tuple[str, str]:
        return tuple(e for e in ("top", "right", "bottom", "left") if e not in (friendly_edge, OPPOSITE_EDGE[friendly_edge]))  # type: ignore[return-value]

    def exit_point(self, hex_id: str, edge: str) -> ExitPoint | None:
        return next((x for x in self.map.exit_points if x.hex == hex_id and x.edge == edge), None)

    def objective_hexes(self, number: str) -> list[str]:
        """The hexes an objective stands for: its hex, or its whole building (14.3.2)."""
        hex_id = self.map.objectives.get(number)
        if hex_id is None:
            return []
        info = self.info(hex_id)
        return self.building_hexes(hex_id) if info.terrain == "building" else [hex_id]

    def band(self, edge: str, depth: int) -> list[str]:
        return self.grid.band(edge, depth)

    # ------------------------------------------------------------------ LOS
    @cached_property
    def los_engine(self):  # noqa: ANN201 - core.los is imported lazily: it pulls in shapely trees
        from ..core.los import LosEngine

        return LosEngine(self.map, self.ruleset, self.hexes)

    def los(
        self,
        from_hex: str,
        to_hex: str,
        *,
        smoke: dict[str, int] | None = None,
        blaze: Iterable[str] = (),
        night: bool = False,
        starshells: Iterable[str] = (),
        cave_from: bool = False,
        cave_to: bool = False,
    ) -> LosAnswer:
        """LOS, hindrance (night included) and range from the firer's hex to the target's;
        ``cave_from`` / ``cave_to``: the unit at that end is inside a cave (F102.2.2)."""
        from ..core.los import Markers, height_advantage_fp

        markers = Markers(smoke=dict(smoke or {}), blaze=set(blaze), night=night, starshells=set(starshells))
        res = self.los_engine.query(from_hex, to_hex, markers, cave_from=cave_from, cave_to=cave_to)
        causes = tuple(f"{c.hex} {c.terrain} ({c.rule})" for c in res.by)
        height = height_advantage_fp([self.level(from_hex)], self.level(to_hex))
        return LosAnswer(from_hex, to_hex, self.grid.distance(from_hex, to_hex), res.result, res.hindrance, causes, height)
