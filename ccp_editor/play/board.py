"""The map as play sees it: per-hex terrain, cover, edges, objectives, exits, LOS and move costs.

A thin adapter over the core: hexes come from the map's derived cache (or ``core.terrain.derive``
when the cache is empty), LOS from ``core.los.LosEngine`` and move costs from ``core.movement``, so
the board view, the fire calculator and the move checker all read one answer.
"""

from __future__ import annotations

import functools
import pickle
from collections import OrderedDict
from collections.abc import Callable, Iterable
from functools import cached_property

from ..core.hexgrid import OPPOSITE_EDGE, HexGrid
from ..core.maphexes import current_hexes
from ..model.mapdoc import ExitPoint, HexInfo, MapDocument
from ..model.ruleset import RuleSet, TerrainEntry

OPEN_GROUND = "open_ground"
_BOARDS: OrderedDict[tuple[int, int], tuple[MapDocument, RuleSet, bytes, Board]] = OrderedDict()
_BOARDS_KEPT = 4


class LosAnswer:
    """LOS and range between two hexes, as the LOS / range tool shows it. ``causes`` may be given
    as a function, called the first time they are read: a game asks thousands of LOS answers and
    reads the causes of few."""

    __slots__ = ("from_hex", "to_hex", "range", "result", "hindrance", "_causes", "height_fp")

    def __init__(self, from_hex: str, to_hex: str, range: int, result: str, hindrance: int,  # noqa: A002
                 causes: tuple[str, ...] | Callable[[], tuple[str, ...]], height_fp: int) -> None:
        self.from_hex = from_hex
        self.to_hex = to_hex
        self.range = range
        self.result = result  # "clear" | "hindered" | "blocked"
        self.hindrance = hindrance
        self._causes = causes
        self.height_fp = height_fp

    @property
    def causes(self) -> tuple[str, ...]:
        if callable(self._causes):
            self._causes = tuple(self._causes())
        return self._causes

    @property
    def has_los(self) -> bool:
        return self.result != "blocked"

    def _key(self) -> tuple:
        return (self.from_hex, self.to_hex, self.range, self.result, self.hindrance, self.causes, self.height_fp)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LosAnswer) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"LosAnswer(from_hex={self.from_hex!r}, to_hex={self.to_hex!r}, range={self.range}, "
                f"result={self.result!r}, hindrance={self.hindrance}, causes={self.causes!r}, height_fp={self.height_fp})")


class Board:
    """One map under one rule set, with everything play needs to look up per hex."""

    def __init__(self, map_doc: MapDocument, ruleset: RuleSet) -> None:
        self.map = map_doc
        self.ruleset = ruleset
        self.grid = HexGrid(map_doc.grid)
        self._cache_distances()
        self.chart: dict[str, TerrainEntry] = ruleset.terrain_by_id()
        # the map as traced now, not its saved cache (a map edited in the app since its last save)
        self.hexes: dict[str, HexInfo] = dict(current_hexes(map_doc, ruleset))
        self._default = HexInfo(terrain=OPEN_GROUND)

    def _cache_distances(self) -> None:
        """Keep every distance the grid works out: play asks the same few thousand pairs of hexes
        over and over (ranges, command radius, closeness to objectives)."""
        known: dict[tuple[str, str], int] = {}
        work = self.grid.distance

        def distance(a: str, b: str) -> int:
            d = known.get((a, b))
            if d is None:
                d = known[(a, b)] = work(a, b)
            return d

        self.grid.distance = distance  # type: ignore[method-assign]

    def distances_from(self, hex_id: str) -> dict[str, int]:
        """Every hex's distance from one hex, kept (closeness to objectives is asked per hex)."""
        rows: dict = self.__dict__.setdefault("_distance_rows", {})
        row = rows.get(hex_id)
        if row is None:
            row = rows[hex_id] = {h: self.grid.distance(h, hex_id) for h in self.grid.hex_ids}
        return row

    def by_distance(self, hex_id: str) -> tuple[tuple[int, str], ...]:
        """Every hex with its distance from one hex, nearest first (ties by hex id), kept: the
        targets of a smoke round are looked for nearest first."""
        rows: dict = self.__dict__.setdefault("_by_distance", {})
        row = rows.get(hex_id)
        if row is None:
            row = rows[hex_id] = tuple(sorted((self.grid.distance(hex_id, h), h) for h in self.grid.hex_ids))
        return row

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
        kept: dict = self.__dict__.setdefault("_objective_hexes", {})
        found = kept.get((number, hex_id))
        if found is None:
            info = self.info(hex_id)
            found = kept[(number, hex_id)] = tuple(self.building_hexes(hex_id) if info.terrain == "building" else [hex_id])
        return list(found)

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
        aircraft: bool = False,
    ) -> LosAnswer:
        """LOS, hindrance (night included) and range from the firer's hex to the target's;
        ``cave_from`` / ``cave_to``: the unit at that end is inside a cave (F102.2.2);
        ``aircraft``: the firer is an aircraft, seeing as from a level-5 hill (T89, O24.4-O24.5)."""
        from ..core.los import Markers, height_advantage_fp

        markers = Markers(smoke=dict(smoke or {}), blaze=set(blaze), night=night, starshells=set(starshells))
        res = self.los_engine.query(from_hex, to_hex, markers, cave_from=cave_from, cave_to=cave_to, aircraft=aircraft)
        causes = tuple(f"{c.hex} {c.terrain} ({c.rule})" for c in res.by)
        height = height_advantage_fp([self.level(from_hex)], self.level(to_hex), radio_or_aircraft=aircraft)
        return LosAnswer(from_hex, to_hex, self.grid.distance(from_hex, to_hex), res.result, res.hindrance, causes, height)

    def _causes(self, from_hex: str, to_hex: str) -> tuple[str, ...]:
        return self.los(from_hex, to_hex).causes

    @cached_property
    def _los_matrix(self) -> tuple[dict[str, int], list[list[int]], list[list[int]]]:
        """The map's own LOS of every pair of hexes, worked out at once on the first LOS a game
        asks (``LosEngine.matrix``): the engine's index, result codes and hindrances."""
        codes, hindrances = self.los_engine.matrix()
        return self.los_engine.index, codes.tolist(), hindrances.tolist()

    def plain_los(self, from_hex: str, to_hex: str) -> LosAnswer | None:
        """``los`` with no marker on the map and no unit in a cave, from the map's LOS of every
        pair, kept; causes are worked out only when read (the same answers as ``los``). None for
        a hex the LOS engine does not know."""
        plain: dict = self.__dict__.setdefault("_plain_los", {})
        found = plain.get((from_hex, to_hex))
        if found is None:
            from ..core.los import RESULTS, height_advantage_fp

            index, codes, hindrances = self._los_matrix
            i, j = index.get(from_hex), index.get(to_hex)
            if i is None or j is None:
                return None
            code = codes[i][j]
            causes: tuple[str, ...] | Callable[[], tuple[str, ...]] = ()
            if code:  # not clear
                causes = functools.partial(self._causes, from_hex, to_hex)
            found = plain[(from_hex, to_hex)] = LosAnswer(
                from_hex, to_hex, self.grid.distance(from_hex, to_hex), RESULTS[code], hindrances[i][j], causes,
                height_advantage_fp([self.level(from_hex)], self.level(to_hex)))
        return found

    def plain_seen(self, from_hex: str) -> frozenset[str]:
        """The hexes in ``plain_los`` from one hex (empty for a hex the LOS engine does not know)."""
        seen: dict = self.__dict__.setdefault("_plain_seen", {})
        found = seen.get(from_hex)
        if found is None:
            from ..core.los import BLOCKED

            index, codes, _ = self._los_matrix
            i = index.get(from_hex)
            ids = self.los_engine.ids
            found = seen[from_hex] = frozenset() if i is None else frozenset(
                ids[j] for j, code in enumerate(codes[i]) if code != BLOCKED)
        return found

    def los_row(self, from_hex: str) -> dict[str, LosAnswer]:
        """Every hex's ``plain_los`` from one hex."""
        return {h: answer for h in self.los_engine.ids if (answer := self.plain_los(from_hex, h)) is not None}


def _content(map_doc: MapDocument, ruleset: RuleSet) -> bytes:
    """The map and rule set written out: it changes with any edit made in place (the map editor,
    the rule-set editor), at a fraction of a millisecond."""
    try:
        return pickle.dumps((map_doc, ruleset), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - any value pickle refuses: its text is as good a key
        return repr((map_doc, ruleset)).encode()


def shared_board(map_doc: MapDocument, ruleset: RuleSet) -> Board:
    """The board of this map under this rule set, kept for the games that follow on it in this
    process (the window's next game, a batch of games): its LOS answers, step prices and distances
    are worked out once, not per game. Kept while the same map and rule set objects are unchanged
    in content; an edit in place gives a new board."""
    key = (id(map_doc), id(ruleset))
    content = _content(map_doc, ruleset)
    kept = _BOARDS.get(key)
    if kept is not None and kept[0] is map_doc and kept[1] is ruleset and kept[2] == content:
        _BOARDS.move_to_end(key)
        return kept[3]
    board = Board(map_doc, ruleset)
    _BOARDS[key] = (map_doc, ruleset, content, board)
    while len(_BOARDS) > _BOARDS_KEPT:
        _BOARDS.popitem(last=False)
    return board
