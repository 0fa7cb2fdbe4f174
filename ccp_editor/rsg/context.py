"""What a generation reads but never changes, prepared once per data set and map.

A generation must be cheap (thousands per second), so everything static is worked out here once:
tables filtered by year and roll, OB cards by year, per-hex terrain facts, setup bands, hex rankings
for the auto decider, and the legal hexes for fortifications. ``prepare(ds)`` builds an ``RsgData``;
map plans are built on first use and kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..core.hexgrid import HexGrid
from ..core.rules import setup_depth
from ..model.dataset import DataSet
from ..model.forces import Forces, OBCard, TableEntry
from ..model.mapdoc import MapDocument
from ..model.ruleset import HouseRule, Posture, RuleSet

FEATURE_ROUTES = ("road", "trail")


class RsgError(ValueError):
    """Bad input to a generation (unknown map, option, year or nation; a bad answer): a usage error."""


# ----------------------------------------------------------------------------- options


def parse_option_value(rule: HouseRule, raw: Any) -> bool | int | str:
    """Check (and, for text from the command line, convert) one house-rule value."""
    if rule.type == "bool":
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "yes", "on", "1"):
            return True
        if text in ("false", "no", "off", "0"):
            return False
        raise RsgError(f"option {rule.key} takes true or false, not {raw!r}")
    if rule.type == "int":
        if isinstance(raw, bool):
            raise RsgError(f"option {rule.key} takes a whole number, not {raw!r}")
        try:
            value = int(str(raw).strip())
        except ValueError:
            raise RsgError(f"option {rule.key} takes a whole number, not {raw!r}") from None
        if rule.minimum is not None and value < rule.minimum:
            raise RsgError(f"option {rule.key} must be at least {rule.minimum}, not {value}")
        if rule.maximum is not None and value > rule.maximum:
            raise RsgError(f"option {rule.key} must be at most {rule.maximum}, not {value}")
        return value
    text = str(raw).strip()
    if text not in rule.choices:
        raise RsgError(f"option {rule.key} must be one of {', '.join(rule.choices)}, not {text!r}")
    return text


def resolve_options(ruleset: RuleSet, overrides: dict[str, Any] | None = None) -> dict[str, bool | int | str]:
    """Every house rule of the rule set with its value for this generation, keys sorted."""
    rules = {h.key: h for h in ruleset.house_rules}
    values: dict[str, bool | int | str] = {k: h.default for k, h in rules.items()}
    for key, raw in (overrides or {}).items():
        rule = rules.get(key)
        if rule is None:
            known = ", ".join(sorted(rules)) or "none"
            raise RsgError(f"unknown option {key!r} (the rule set has: {known})")
        values[key] = parse_option_value(rule, raw)
    return dict(sorted(values.items()))


# ----------------------------------------------------------------------------- tables


@dataclass(frozen=True, slots=True)
class SupportItem:
    """A Support Table entry available in the scenario year, with the label a decider answers with."""

    label: str
    unit: str | None
    weapon: str | None
    sighting: bool
    cost: int
    year_from: int
    infiltrator: bool = False


def _entries_for_year(entries: list[TableEntry], year: int) -> list[TableEntry]:
    return [e for e in entries if e.year_from <= year <= e.year_to]


def item_label(entry: TableEntry) -> str:
    if entry.sighting_marker:
        return "sighting_marker"
    if entry.weapon:
        return f"{entry.unit}+{entry.weapon}"
    return str(entry.unit)


class NationData:
    """One nation's forces, with its tables looked up by year and roll (memoized)."""

    def __init__(self, forces: Forces, discard_limit: int, side: str) -> None:
        self.forces = forces
        self.id = forces.nation
        self.discard_limit = discard_limit
        self.side = side
        self._obs: dict[int, list[OBCard]] = {}
        self._support: dict[tuple[int, int, bool], tuple[SupportItem, ...]] = {}
        self._leader: dict[tuple[int, int], tuple[str, ...]] = {}
        self._quality: dict[tuple[int, int], str | None] = {}

    def obs_for(self, year: int) -> list[OBCard]:
        """OB cards usable in ``year``, in data order."""
        got = self._obs.get(year)
        if got is None:
            got = self._obs[year] = [o for o in self.forces.ob_cards if o.years[0] <= year <= o.years[1]]
        return got

    def support(self, year: int, roll: int, allow_sighting: bool) -> tuple[SupportItem, ...]:
        key = (year, roll, allow_sighting)
        got = self._support.get(key)
        if got is None:
            column = self.forces.support_table.column(roll)
            items = []
            seen = set()
            for e in _entries_for_year(column.entries if column else [], year):
                if e.sighting_marker and not allow_sighting:
                    continue
                if e.unit is None and not e.sighting_marker:
                    continue
                label = item_label(e)
                if label in seen:
                    continue
                seen.add(label)
                items.append(SupportItem(label, e.unit, e.weapon, e.sighting_marker, e.vp_cost, e.year_from, e.infiltrator))
            got = self._support[key] = tuple(items)
        return got

    @cached_property
    def leader_range(self) -> tuple[int, int] | None:
        return self.forces.leader_table.roll_range()

    @cached_property
    def quality_range(self) -> tuple[int, int] | None:
        return self.forces.quality_table.roll_range()

    def leaders(self, year: int, roll: int) -> tuple[str, ...]:
        """The leaders a (modified) leader roll offers in ``year``: usually one."""
        key = (year, roll)
        got = self._leader.get(key)
        if got is None:
            column = self.forces.leader_table.column(roll)
            found = [e.unit for e in _entries_for_year(column.entries if column else [], year) if e.unit]
            got = self._leader[key] = tuple(dict.fromkeys(found))  # type: ignore[arg-type]
        return got

    def quality(self, year: int, roll: int) -> str | None:
        key = (year, roll)
        if key not in self._quality:
            column = self.forces.quality_table.column(roll)
            found = next((e.quality for e in _entries_for_year(column.entries if column else [], year) if e.quality), None)
            self._quality[key] = found
        return self._quality[key]


# ----------------------------------------------------------------------------- maps


@dataclass(frozen=True, slots=True)
class HexFacts:
    """What setup needs to know about one hex."""

    terrain: str
    water: bool
    crest: bool
    cover: int
    route: bool
    passable: bool


class MapPlan:
    """One map, prepared: grid, per-hex facts, bands and rankings (all memoized)."""

    def __init__(self, doc: MapDocument, ruleset: RuleSet) -> None:
        self.doc = doc
        self.id = doc.id
        self.grid = HexGrid(doc.grid)
        terrain = ruleset.terrain_by_id()
        self.hexes: tuple[str, ...] = tuple(self.grid.hex_ids)
        facts: dict[str, HexFacts] = {}
        for h in self.hexes:
            info = doc.hex_info(h)
            tid = info.terrain if info is not None else "open_ground"
            entry = terrain.get(tid)
            water = bool((info is not None and info.water) or (entry is not None and entry.water))
            route = bool(info is not None and any(f.type in FEATURE_ROUTES for f in info.features))
            facts[h] = HexFacts(
                terrain=tid,
                water=water,
                crest=bool(info is not None and info.crest),
                cover=(entry.cover or 0) if entry is not None else 0,
                route=route,
                passable=entry is None or entry.move != "impassable",
            )
        self.facts = facts
        self.objectives: dict[str, str] = {k: v for k, v in sorted(doc.objectives.items()) if self.grid.contains(v)}
        self.objective_hexes = frozenset(self.objectives.values())
        self.river_edges = frozenset(doc.river_edges)
        if self.grid.columns >= self.grid.rows:
            self.long_edges, self.short_edges = ("top", "bottom"), ("left", "right")
        else:
            self.long_edges, self.short_edges = ("left", "right"), ("top", "bottom")
        self.depths: dict[str, dict[str, int]] = {
            e: {h: self.grid.depth_from_edge(h, e) for h in self.hexes} for e in ("top", "bottom", "left", "right")
        }
        self.objective_distance: dict[str, int] = {
            h: min((self.grid.distance(h, o) for o in self.objective_hexes), default=99) for h in self.hexes
        }
        self._bands: dict[tuple[str, int], tuple[str, ...]] = {}
        self._rankings: dict[tuple[str, int, str], tuple[str, ...]] = {}
        self._fort_rankings: dict[tuple[tuple[str, ...], str, str], tuple[str, ...]] = {}

    def edges_for(self, orientation: str) -> tuple[str, str]:
        return self.long_edges if orientation == "wide" else self.short_edges

    def board_depth(self, edge: str) -> int:
        return self.grid.depth_for_edge(edge)

    def band(self, edge: str, depth: int) -> tuple[str, ...]:
        """Hexes within ``depth`` of ``edge`` (a setup area), in grid order."""
        key = (edge, depth)
        got = self._bands.get(key)
        if got is None:
            d = self.depths[edge]
            got = self._bands[key] = tuple(h for h in self.hexes if d[h] <= depth)
        return got

    def unit_ranking(self, edge: str, depth: int, role: str) -> tuple[str, ...]:
        """Hexes of a setup area, best first, for placing units (auto decider heuristic).

        Passable, dry hexes come first. A defending side values cover and nearness to objectives;
        a side that moves first values cover and being forward (closer to the enemy), to start the
        attack from good ground. Ties fall back to grid order, so the ranking is deterministic.
        """
        key = (edge, depth, role)
        got = self._rankings.get(key)
        if got is None:
            d = self.depths[edge]

            def score(h: str) -> tuple:
                f = self.facts[h]
                usable = f.passable and not f.water
                obj = self.objective_distance[h]
                if role == "defender":
                    value = 2 * f.cover + (6 if obj == 0 else 3 if obj == 1 else 1 if obj == 2 else 0)
                else:
                    value = 2 * f.cover + d[h]
                return (not usable, -value)

            got = self._rankings[key] = tuple(sorted(self.band(edge, depth), key=score))
        return got

    def fortification_ranking(self, legal: tuple[str, ...], fort_type: str, enemy_edge: str) -> tuple[str, ...]:
        """Legal hexes, best first, for one fortification type (auto decider heuristic).

        Cover-giving works (foxholes, trench, pillbox, bunker, cave) go on and next to objectives,
        and where the terrain itself gives little cover. Obstacles (mines, wire) go on the lines of
        approach: open or route hexes facing the enemy edge, near objectives.
        """
        key = (legal, fort_type, enemy_edge)
        got = self._fort_rankings.get(key)
        if got is None:
            d = self.depths[enemy_edge]

            def score(h: str) -> int:
                f = self.facts[h]
                obj = self.objective_distance[h]
                near = 8 if obj == 0 else 5 if obj == 1 else 2 if obj == 2 else 0
                if fort_type in ("mines", "wire"):
                    approach = max(0, 6 - d[h])
                    return near // 2 + approach + (3 if f.route else 0) + (2 if f.cover <= 0 else 0)
                return near + max(0, 3 - f.cover)

            got = self._fort_rankings[key] = tuple(sorted(legal, key=lambda h: -score(h)))
        return got


# ----------------------------------------------------------------------------- the data set


class RsgData:
    """A data set prepared for generation."""

    def __init__(self, ds: DataSet) -> None:
        if ds.ruleset is None:
            raise RsgError("the data set has no rule set")
        self.ds = ds
        self.ruleset: RuleSet = ds.ruleset
        self.data_set_id = ds.id
        self.provenance = ds.provenance
        self.house_rules = {h.key: h for h in self.ruleset.house_rules}
        self.nations: dict[str, NationData] = {}
        for nation_id, forces in sorted(ds.forces.items()):
            nation = self.ruleset.nation(nation_id)
            if nation is None:
                continue
            self.nations[nation_id] = NationData(forces, nation.discard_limit, nation.side)
        japan = [n for n in self.nations.values() if n.side == "japan"]
        if not japan:
            raise RsgError("the data set has no Japanese forces")
        self.japan = japan[0]
        self.allied_ids = [n.id for n in self.nations.values() if n.side == "allied"]
        if not self.allied_ids:
            raise RsgError("the data set has no Allied forces")
        self.counters = ds.counters()
        self.figures = {cid: c.figures for cid, c in self.counters.items()}
        self.counter_fp = {cid: c.front.fp or 0 for cid, c in self.counters.items()}
        if ds.chits is None or not ds.chits.chits:
            raise RsgError("the data set has no objective chits")
        self.chit_letters: tuple[str, ...] = tuple(c.letter for c in ds.chits.chits)
        self.chit_secret = {c.letter: c.has_secret_side for c in ds.chits.chits}
        self.fort_items = list(ds.fortification_ob.items) if ds.fortification_ob else []
        self.fort_max_total = ds.fortification_ob.max_total if ds.fortification_ob else None
        self.fort_types = {f.id: f for f in self.ruleset.fortifications}
        self.postures = {p.id: p for p in self.ruleset.postures}
        if not ds.maps:
            raise RsgError("the data set has no maps")
        # only ready maps are drawn or offered; a draft is used only when named (core.readiness)
        self.map_ids: list[str] = sorted(k for k, m in ds.maps.items() if m.status == "ready")
        self.draft_map_ids: list[str] = sorted(k for k, m in ds.maps.items() if m.status != "ready")
        self._plans: dict[str, MapPlan] = {}
        self.max_figures = self.ruleset.stacking.max_figures

    @cached_property
    def default_options(self) -> dict[str, bool | int | str]:
        return resolve_options(self.ruleset)

    def plan(self, map_id: str) -> MapPlan:
        got = self._plans.get(map_id)
        if got is None:
            doc = self.ds.maps.get(map_id)
            if doc is None:
                raise RsgError(f"unknown map {map_id!r} (the data set has: {', '.join(sorted(self.ds.maps))})")
            got = self._plans[map_id] = MapPlan(doc, self.ruleset)
        return got

    def years(self, allied: str | None = None) -> list[int]:
        """Years the rule set lists in which Japan and (one of) the Allied nation(s) have an OB card."""
        allied_ids = [allied] if allied else self.allied_ids
        return [
            y
            for y in self.ruleset.years
            if self.japan.obs_for(y) and any(self.nations[a].obs_for(y) for a in allied_ids if a in self.nations)
        ]

    def depth(self, posture: str, orientation: str, board_depth: int) -> int:
        """How deep a side of ``posture`` sets up (RSG 10): the rule set's depth (``core.rules``)."""
        return setup_depth(self.ruleset, posture, orientation, board_depth)

    def posture(self, posture: str) -> Posture:
        """The rule set's entry of a posture the procedure gives a side (RSG 7, 8): its hand size (1.1,
        17) and whether it moves first (RSG 15) come from there; a rule set without it cannot generate."""
        p = self.postures.get(posture)
        if p is None:
            raise RsgError(f"the rule set has no {posture} posture (17): its hand size and first turn are needed")
        return p

    def hand_size(self, posture: str) -> int:
        """The hand a side of ``posture`` holds (1.1, 17), from the rule set."""
        return self.posture(posture).hand_size

    def moves_first(self, posture: str) -> bool:
        """Whether a side of ``posture`` takes the first turn (RSG 15), from the rule set."""
        return self.posture(posture).moves_first


_PREPARED: dict[int, tuple[DataSet, RsgData]] = {}
_KEEP = 8  # prepared data sets kept (a GUI session or a test run uses a handful)


def prepare(ds: DataSet) -> RsgData:
    """The prepared form of a data set, built once and reused (the most recent few are kept)."""
    got = _PREPARED.get(id(ds))
    if got is None or got[0] is not ds:
        got = (ds, RsgData(ds))
        _PREPARED[id(ds)] = got
        while len(_PREPARED) > _KEEP:
            del _PREPARED[next(iter(_PREPARED))]
    return got[1]


def forget(ds: DataSet) -> None:
    """Drop the prepared form of a data set whose maps or forces changed (the next ``prepare`` rebuilds it)."""
    _PREPARED.pop(id(ds), None)
