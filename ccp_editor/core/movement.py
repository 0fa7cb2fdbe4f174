"""Movement cost and legal moves (O29, 14.2, 18.2, T81-T99, F106, F107; rules digest §10.6).

``enter_cost`` prices one step into a neighbouring hex:

- the Type's cost (T81), +1 at night on Types only (18.2): roads, trails and hills are Features;
- +1 MP per level gained uphill (T89.1), nothing going down;
- route rates (T84 bridge, T94 road, T98 trail) when the hexside crossed is one the route crosses
  in *both* hexes: road 1, or 1/2 when no enemy unit has LOS to the hex entered; trail 1; bridge 1
  (a Type, so +1 at night). A route never costs more than the Type it runs through;
- water barrier "all" (T99): only as the first hex of a Move, which must start adjacent, and the
  Move ends there;
- trench to trench, bunker or pillbox (or back) between adjacent hexes: always 1 MP, even uphill
  (F106.2);
- wire (F107): entering or leaving a wire hex ends the Move;
- blaze is impassable (T83); enemy-occupied hexes are forbidden (O29);
- leaving the map only from an Exit Point hex on the *enemy* edge, for 1 MP (14.2.1); flank and
  friendly edges never.

``cheapest_paths`` is Dijkstra over those steps within an MP budget; ``path_cost`` prices a given
path and says why a step is illegal. Both read their step prices from a ``StepPrices`` source:
``ContextPrices`` (the default) asks ``enter_cost``; a caller that keeps prices between searches
(the card game, thousands of Moves on one map) passes its own, priced by ``price_step`` all the
same, so there is one search and one price of each step.

A unit's movement allowance may change along the way (3.3.1.2: a leader's command adds to the
movement of the squads and teams in its hex; O29.2: a group goes as far as its slowest member at
any point of the Move), so both take an ``allowance`` (hex -> MP) besides the starting budget: a
step is paid only when the MP spent, the step included, fit the allowance both in the hex left
and in the hex entered (reading taken: the MP remaining before a step are the allowance where the
unit stands less the MP spent, O29.1, and the MP spent never exceed the allowance where it is).
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from ..model.i18n import QT_TRANSLATE_NOOP
from ..model.mapdoc import HexInfo, MapDocument
from ..model.ruleset import RuleSet, TerrainEntry
from .hexgrid import HexGrid, opposite_direction
from .los import LosEngine, Markers
from .rules import TRENCH_LIKE
from .terrain import derive

EXIT = "exit"  # the pseudo-hex beyond an enemy-edge Exit Point (14.2.1)
ROUTES = ("road", "trail", "bridge")


@dataclass(frozen=True)
class Cost:
    """The price of one step. ``mp`` is None when the step costs all remaining MP (water barrier)."""

    mp: float | None
    legal: bool = True
    reason: str = ""
    rule: str = ""
    ends_move: bool = False
    first_step_only: bool = False
    parts: tuple[str, ...] = ()

    def as_json(self) -> dict[str, object]:
        return {
            "mp": "all" if self.mp is None and self.legal else self.mp,
            "legal": self.legal,
            "reason": self.reason,
            "rule": self.rule,
            "ends_move": self.ends_move,
            "parts": list(self.parts),
        }


# The reasons a Move is refused, marked for translation (the board shows them in the player's language
# through the play log's reader, which lists them with its own templates).
NO_EXIT_POINT = QT_TRANSLATE_NOOP("PlayLog", "{start} has no Exit Point on the enemy edge: units leave the map only there")
NOT_ADJACENT = QT_TRANSLATE_NOOP("PlayLog", "{hex} is not adjacent to {start}")
ABLAZE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is ablaze: impassable")
ENEMY_HEX = QT_TRANSLATE_NOOP("PlayLog", "{hex} holds enemy units: a Move may not enter it")
IMPASSABLE = QT_TRANSLATE_NOOP("PlayLog", "{hex} ({terrain}) is impassable")
ALL_MP = QT_TRANSLATE_NOOP("PlayLog", "{terrain} costs all MP: only from the starting hex, and the Move ends")
ENDED = QT_TRANSLATE_NOOP("PlayLog", "the previous step ended the Move")
LEAVING_WIRE = QT_TRANSLATE_NOOP("PlayLog", "leaving the wire in {hex} ends the Move (F107)")
STEP = QT_TRANSLATE_NOOP("PlayLog", "step {n} into {hex}: {why}")
NEEDS_MP = QT_TRANSLATE_NOOP("PlayLog", "needs {mp} MP, only {budget} available")
MOVE_TEXTS: tuple[str, ...] = (NO_EXIT_POINT, NOT_ADJACENT, ABLAZE, ENEMY_HEX, IMPASSABLE, ALL_MP, ENDED, LEAVING_WIRE, STEP, NEEDS_MP)


def _illegal(reason: str, rule: str) -> Cost:
    return Cost(mp=None, legal=False, reason=reason, rule=rule)


@dataclass
class MoveContext:
    """What a move depends on besides the two hexes: the map, night, enemies, markers, forts."""

    map_doc: MapDocument
    ruleset: RuleSet
    hexes: Mapping[str, HexInfo] | None = None  # effective (overrides applied); derived when None
    night: bool = False
    enemy_hexes: frozenset[str] = frozenset()
    los: LosEngine | Callable[[str, str], bool] | None = None  # enemy hex -> hex entered: has LOS?
    markers: Markers = field(default_factory=Markers)
    fortifications: Mapping[str, str] = field(default_factory=dict)  # hex -> fortification id
    enemy_edge: str | None = None  # the moving side's enemy edge, for exits
    # Answers kept: a context is never changed once built, so each is the same every time it is
    # asked. ``below``: the Type beneath a route Type per hex (the map's alone: contexts of one map
    # may share it); ``seen``: whether an enemy unit sees a hex (T94); ``costs``: the price of
    # entering a hex from a neighbour (``enter_cost``).
    below: dict[str, str] = field(default_factory=dict, init=False, repr=False)
    seen: dict[str, bool] = field(default_factory=dict, init=False, repr=False)
    costs: dict[tuple[str, str], Cost] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.grid = HexGrid(self.map_doc.grid)
        if self.hexes is None:
            self.hexes = derive(self.map_doc, self.ruleset).effective
        self.chart: dict[str, TerrainEntry] = self.ruleset.terrain_by_id()
        self.enemy_hexes = frozenset(self.enemy_hexes)

    def info(self, hex_id: str) -> HexInfo:
        info = self.hexes.get(hex_id) if self.hexes is not None else None
        if info is None:
            raise ValueError(f"{hex_id!r} is not a hex of map {self.map_doc.id!r}")
        return info

    def enemy_sees(self, hex_id: str) -> bool:
        """Whether any enemy unit has LOS to ``hex_id`` (for the road's 1/2 MP rate, T94)."""
        if hex_id not in self.seen:
            if not self.enemy_hexes:
                self.seen[hex_id] = False
            else:
                if self.los is None:
                    self.los = LosEngine(self.map_doc, self.ruleset, self.hexes)
                if isinstance(self.los, LosEngine):
                    results, _ = self.los.batch([(e, hex_id) for e in sorted(self.enemy_hexes)], self.markers)
                    self.seen[hex_id] = any(r != "blocked" for r in results)
                else:
                    fn = self.los
                    self.seen[hex_id] = any(fn(e, hex_id) for e in sorted(self.enemy_hexes))
        return self.seen[hex_id]

    def exit_hexes(self) -> set[str]:
        """Hexes with an Exit Point on the enemy edge: the only way off the map (14.2.1)."""
        if self.enemy_edge is None:
            return set()
        return {e.hex for e in self.map_doc.exit_points if e.edge == self.enemy_edge}


def _route_connects(frm: HexInfo, to: HexInfo, direction: int) -> list[str]:
    """Route features of ``to`` that run across the hexside crossed, continuing a route of ``frm``."""
    back = opposite_direction(direction)
    from_routes = {f.type for f in frm.features if f.type in ROUTES and direction in f.hexsides}
    if not from_routes:
        return []
    return [f.type for f in to.features if f.type in ROUTES and back in f.hexsides and (f.type != "road" or from_routes & {"road", "bridge"})]


def enter_cost(from_hex: str, to_hex: str, ctx: MoveContext) -> Cost:
    """MP to Move from ``from_hex`` into the adjacent ``to_hex`` (or off the map: ``EXIT``), kept
    in the context (``price_step`` works it out)."""
    key = (from_hex, to_hex)
    cost = ctx.costs.get(key)
    if cost is None:
        cost = ctx.costs[key] = price_step(from_hex, to_hex, ctx)
    return cost


def price_step(from_hex: str, to_hex: str, ctx: MoveContext) -> Cost:
    """The price of one step in ``ctx``, worked out each time it is asked: every rule of the module
    doc, in order (adjacency, blaze T83, enemy units O29, the chart's terrain, routes, hills). A
    ``StepPrices`` source that keeps prices of its own gets each of them from here."""
    frm = ctx.info(from_hex)
    if to_hex == EXIT:
        if from_hex in ctx.exit_hexes():
            return Cost(mp=1.0, rule="14.2.1", ends_move=True, parts=("exit 1",))
        return _illegal(NO_EXIT_POINT.format(start=from_hex), "14.2.1")
    to = ctx.info(to_hex)
    direction = ctx.grid.direction_to(from_hex, to_hex)
    if direction is None:
        return _illegal(NOT_ADJACENT.format(hex=to_hex, start=from_hex), "O29")
    if to_hex in ctx.markers.blaze:
        return _illegal(ABLAZE.format(hex=to_hex), "T83")
    if to_hex in ctx.enemy_hexes:
        return _illegal(ENEMY_HEX.format(hex=to_hex), "O29")
    entry = ctx.chart.get(to.terrain)
    if entry is None:
        return _illegal(f"{to_hex} has terrain {to.terrain!r}, which the rule set does not define", "T81")
    if entry.move == "impassable":
        return _illegal(IMPASSABLE.format(hex=to_hex, terrain=to.terrain), entry.rule)
    wire = "wire" in (ctx.fortifications.get(from_hex), ctx.fortifications.get(to_hex))
    wire_note = ("wire: the Move ends",) if wire else ()
    if entry.move == "all":
        return Cost(
            mp=None,
            rule=entry.rule,
            ends_move=True,
            first_step_only=True,
            reason=ALL_MP.format(terrain=to.terrain),
            parts=(f"{to.terrain} all", *wire_note),
        )
    forts = (ctx.fortifications.get(from_hex), ctx.fortifications.get(to_hex))
    if all(f in TRENCH_LIKE for f in forts) and "trench" in forts:
        return Cost(mp=1.0, rule="F106.2", ends_move=wire, parts=("trench to trench 1", *wire_note))

    night_extra = 1 if ctx.night else 0
    parts: list[str] = []
    if entry.move_cost is not None:
        base = float(entry.move_cost)
        parts.append(f"{to.terrain} {base:g}")
    else:
        base, name = _other_terrain_cost(ctx, to_hex, to)
        parts.append(f"{name} {base:g} ({to.terrain} off its route)")
    if night_extra and entry.night_extra:
        base += night_extra
        parts.append("night +1")
    rule = entry.rule

    for route in _route_connects(frm, to, direction):
        r_entry = ctx.chart.get(route)
        if r_entry is None or r_entry.route_cost is None:
            continue
        rate = float(r_entry.route_cost)
        label = f"{route} {rate:g}"
        if route == "road" and r_entry.route_cost_unseen is not None and not ctx.enemy_sees(to_hex):
            rate = float(r_entry.route_cost_unseen)
            label = f"road {rate:g} (no enemy LOS)"
        if route == "bridge" and night_extra and r_entry.night_extra:
            rate += night_extra
            label += " +1 night"
        if rate < base:
            base, parts, rule = rate, [label], r_entry.rule

    climb = max(to.level - frm.level, 0)
    hills = ctx.chart.get("hills")
    per_level = hills.uphill_per_level if hills is not None else 1
    if climb and per_level:
        base += climb * per_level
        parts.append(f"uphill +{climb * per_level}")
    return Cost(mp=base, rule=rule, ends_move=wire, parts=(*parts, *wire_note))


def _other_terrain_cost(ctx: MoveContext, hex_id: str, info: HexInfo) -> tuple[float, str]:
    """Cost of the next Type below a route Type (a bridge's stream) when entered off its route.

    The hex's stored Type is the top of the hierarchy (T81.1); the one beneath comes from the
    traced shapes, like the derivation, or open ground when nothing else is drawn there.
    """
    if hex_id not in ctx.below:
        ctx.below[hex_id] = _type_below(ctx, hex_id, info)
    below = ctx.below[hex_id]
    entry = ctx.chart.get(below)
    cost = entry.move_cost if entry is not None and entry.move_cost is not None else 1.0
    return float(cost), below


def _type_below(ctx: MoveContext, hex_id: str, info: HexInfo) -> str:
    """The hex's Type when the drawings of its own Type are taken away (derived the same way)."""
    shapes = replace(
        ctx.map_doc.shapes,
        terrain=[s for s in ctx.map_doc.shapes.terrain if s.type != info.terrain],
        levels=[],
        lines=[ln for ln in ctx.map_doc.shapes.lines if ln.type != info.terrain],
    )
    other = derive(replace(ctx.map_doc, shapes=shapes, overrides={}), ctx.ruleset).hexes.get(hex_id)
    top = ctx.chart.get(info.terrain)
    if other is None or top is None:
        return "open_ground"
    entry = ctx.chart.get(other.terrain)
    if entry is None or entry.rank is None or (top.rank is not None and entry.rank >= top.rank):
        return "open_ground"
    return other.terrain


@dataclass
class Reach:
    """A hex reachable within the budget: total MP, the path (start first) and whether it ends there."""

    hex: str
    cost: float
    path: list[str]
    ends_move: bool = False


@dataclass(frozen=True)
class Allowance:
    """A group's MP wherever it may stand during a Move (3.3.1.2, O29.2; module doc): ``elsewhere``
    but in the hexes of ``where``. Any function of a hex does as well; this one the search reads
    without calling it at every step."""

    elsewhere: float
    where: Mapping[str, float] = field(default_factory=dict)

    def __call__(self, hex_id: str) -> float:
        return self.where.get(hex_id, self.elsewhere)


class StepPrices(Protocol):
    """Where the move search and ``path_cost`` read the price of a step in their context."""

    def step(self, from_hex: str, to_hex: str) -> Cost:
        """The price of one step (``price_step`` in the context)."""
        ...

    def steps_from(self, here: str) -> Sequence[tuple[str, Cost]]:
        """Every step out of ``here`` with its price: its neighbours in the grid's order, then off
        the map (``EXIT``)."""
        ...


class ContextPrices:
    """The prices of a context as ``enter_cost`` gives them (kept in the context)."""

    def __init__(self, ctx: MoveContext) -> None:
        self.ctx = ctx

    def step(self, from_hex: str, to_hex: str) -> Cost:
        return enter_cost(from_hex, to_hex, self.ctx)

    def steps_from(self, here: str) -> list[tuple[str, Cost]]:
        ctx = self.ctx
        return [(nxt, enter_cost(here, nxt, ctx)) for nxt in (*ctx.grid.neighbours(here).values(), EXIT)]


def cheapest_paths(start: str, budget: float, ctx: MoveContext,
                   allowance: Allowance | Callable[[str], float] | None = None, *,
                   prices: StepPrices | None = None) -> dict[str, Reach]:
    """Every hex (and ``EXIT``) a Move from ``start`` can reach within ``budget`` MP, cheapest first.

    A unit may not enter a hex it cannot pay for in full (O29). Steps that end the Move (wire,
    water barrier, exit) are not expanded; a water barrier only as the first step; a unit starting
    in wire moves one hex only. ``allowance``: the MP in each hex when it changes along the way
    (module doc); ``budget`` is then the allowance at ``start``. ``prices``: where the step prices
    come from (``ContextPrices(ctx)`` when None).
    """
    ctx.info(start)
    steps_from = (prices or ContextPrices(ctx)).steps_from
    wire_start = ctx.fortifications.get(start) == "wire"
    best: dict[str, tuple[float, list[str]]] = {start: (0.0, [start])}
    ends_move: set[str] = set()  # hexes whose cheapest step in ends the Move
    counter = itertools.count()
    heap: list[tuple[float, int, str]] = [(0.0, next(counter), start)]
    done: set[str] = set()
    # the most MP any hex allows bounds every step; the allowance of the two hexes then each step
    mp_at: Callable[[str, float], float] | None = None
    elsewhere = budget
    if allowance is None:
        limit = budget + 1e-9
    elif isinstance(allowance, Allowance):
        elsewhere, mp_at = allowance.elsewhere, allowance.where.get
        limit = max(budget, elsewhere, *allowance.where.values()) + 1e-9
    else:
        limit, mp_at = math.inf, (lambda h, _default: allowance(h))
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        spent, _, here = pop(heap)
        if here in done:
            continue
        done.add(here)
        if here in ends_move or here == EXIT:
            continue
        path = best[here][1]
        for nxt, cost in steps_from(here):
            if nxt in done or not cost.legal:
                continue  # a hex done has its cheapest path: no step costs less than nothing
            if cost.first_step_only and here != start:
                continue
            mp = cost.mp
            if mp is None:  # all the MP (a water barrier): only from the start, with some MP
                if spent > 0 or budget <= 0:
                    continue
                total = budget
            else:
                total = spent + mp
            if total > limit or (mp_at is not None and total > min(mp_at(here, elsewhere), mp_at(nxt, elsewhere)) + 1e-9):
                continue
            old = best.get(nxt)
            if old is None or total < old[0] - 1e-9:
                best[nxt] = (total, [*path, nxt])
                if cost.ends_move or (here == start and wire_start):
                    ends_move.add(nxt)
                else:
                    ends_move.discard(nxt)
                push(heap, (total, next(counter), nxt))
    del best[start]
    return {h: Reach(h, total, path, h in ends_move) for h, (total, path) in best.items()}


@dataclass
class PathCost:
    """The price of a whole path; ``step`` is the index (1 = first hex entered) of an illegal step."""

    total: float
    legal: bool
    reason: str = ""
    step: int | None = None
    steps: list[Cost] = field(default_factory=list)
    all_mp: bool = False


def path_cost(path: Sequence[str], ctx: MoveContext, budget: float | None = None, *, spent: float = 0.0,
              allowance: Allowance | Callable[[str], float] | None = None, prices: StepPrices | None = None) -> PathCost:
    """Price a path (start hex first) step by step, saying why the first illegal step is illegal.
    ``spent``: MP the units already spent earlier in the same Move (the path then goes on from
    where they stand); ``allowance``: the MP in each hex when it changes along the way (module
    doc), ``budget`` being the allowance at the start; ``prices``: as for ``cheapest_paths``."""
    if not path:
        return PathCost(0.0, False, "an empty path")
    try:
        ctx.info(path[0])
    except ValueError as exc:
        return PathCost(0.0, False, str(exc), 0)
    step_price = (prices or ContextPrices(ctx)).step
    total = spent
    steps: list[Cost] = []
    all_mp = False
    for i, (here, nxt) in enumerate(_pairs(path), start=1):
        if nxt != EXIT and nxt not in ctx.hexes:
            return PathCost(total, False, f"{nxt!r} is not a hex of map {ctx.map_doc.id!r}", i, steps)
        if steps and (steps[-1].ends_move or (i == 2 and ctx.fortifications.get(path[0]) == "wire")):
            why = steps[-1].reason or ENDED
            if i == 2 and ctx.fortifications.get(path[0]) == "wire":
                why = LEAVING_WIRE.format(hex=path[0])
            return PathCost(total, False, STEP.format(n=i, hex=nxt, why=why), i, steps)
        cost = step_price(here, nxt)
        steps.append(cost)
        if not cost.legal:
            return PathCost(total, False, STEP.format(n=i, hex=nxt, why=cost.reason), i, steps)
        if cost.first_step_only and i != 1:
            return PathCost(total, False, STEP.format(n=i, hex=nxt, why=cost.reason), i, steps)
        cap = budget if allowance is None or budget is None else min(allowance(here), allowance(nxt))
        if cost.mp is None:
            all_mp = True
            total = budget if budget is not None else total
        else:
            total += cost.mp
        if cap is not None and total > cap + 1e-9:
            return PathCost(total, False, STEP.format(n=i, hex=nxt, why=NEEDS_MP.format(mp=f"{total:g}", budget=f"{cap:g}")), i, steps, all_mp)
    return PathCost(total, True, "", None, steps, all_mp)


def _pairs(path: Sequence[str]) -> Iterable[tuple[str, str]]:
    return zip(path, path[1:], strict=False)
