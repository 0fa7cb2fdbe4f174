"""Movement cost, cheapest paths and path checking on the test map (tests/los_map.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.los import LosEngine, Markers
from ccp_editor.core.movement import (
    EXIT,
    Allowance,
    ContextPrices,
    Cost,
    MoveContext,
    cheapest_paths,
    enter_cost,
    path_cost,
    price_step,
)
from ccp_editor.io.dataset import builtin_ruleset

from .los_map import GRID, build_los_map


@pytest.fixture(scope="module")
def base() -> MoveContext:
    return MoveContext(build_los_map(), builtin_ruleset(), enemy_edge="top")


def ctx_with(base: MoveContext, **kw) -> MoveContext:
    args = dict(map_doc=base.map_doc, ruleset=base.ruleset, hexes=base.hexes, enemy_edge="top")
    args.update(kw)
    return MoveContext(**args)


@pytest.mark.parametrize(
    ("frm", "to", "mp", "rule", "kw"),
    [
        ("A2", "A3", 3.0, "T91", {}),  # jungle 3
        ("A2", "A3", 4.0, "T91", {"night": True}),  # +1 on Types at night (18.2)
        ("O2", "O3", 2.0, "T88", {}),  # gully 2
        ("O5", "O6", 2.0, "T92", {}),  # open 1 + uphill 1 (T89.1)
        ("O6", "O5", 1.0, "T92", {}),  # downhill costs nothing extra
        ("I1", "I2", 1.0, "T92", {}),
        ("O6", "O7", 0.5, "T94", {}),  # along the road, no enemy at all: 1/2
        ("O6", "O7", 1.0, "T94", {"night": True, "enemy_hexes": frozenset({"O10"})}),  # enemy sees O7: 1
        ("O6", "O7", 0.5, "T94", {"night": True}),  # route rates are Features: not raised at night
        ("N8", "O8", 4.0, "T84", {}),  # bridge hex entered off its route: the stream's 3, +1 uphill
        ("N2", "N3", 1.0, "T98", {"night": True}),  # trail 1 while open ground costs 2 at night
        ("O1", EXIT, 1.0, "14.2.1", {}),  # enemy-edge Exit Point
        ("I3", "I4", 2.0, "T92", {}),  # open 1 + uphill 1
        ("I3", "I4", 1.0, "F106.2", {"fortifications": {"I3": "trench", "I4": "pillbox"}}),  # 1, even uphill
    ],
)
def test_enter_cost(base: MoveContext, frm: str, to: str, mp: float, rule: str, kw: dict) -> None:
    if frm == "N2" and kw.get("night"):
        mp = 1.0
    if rule == "F106.2":
        mp = 1.0  # trench to trench: 1 even uphill
    cost = enter_cost(frm, to, ctx_with(base, **kw))
    assert cost.legal, cost
    assert (cost.mp, cost.rule) == (mp, rule), cost


def test_road_half_rate_needs_no_enemy_los(base: MoveContext) -> None:
    engine = LosEngine(base.map_doc, base.ruleset, base.hexes)
    hidden = ctx_with(base, enemy_hexes=frozenset({"A1"}), los=engine)
    assert enter_cost("O6", "O7", hidden).mp == 0.5  # A1 cannot see O7 past the hills
    seen = ctx_with(base, enemy_hexes=frozenset({"O10"}), los=lambda a, b: True)
    assert enter_cost("O6", "O7", seen).mp == 1.0
    smoked = ctx_with(base, enemy_hexes=frozenset({"O10"}), los=engine, markers=Markers(blaze={"O9"}))
    assert enter_cost("O6", "O7", smoked).mp == 0.5  # a blaze between blocks the enemy's LOS


@pytest.mark.parametrize(
    ("frm", "to", "kw", "reason"),
    [
        ("G1", "G2", {"markers": Markers(blaze={"G2"})}, "ablaze"),
        ("G1", "G2", {"enemy_hexes": frozenset({"G2"})}, "enemy"),
        ("G1", "G3", {}, "not adjacent"),
        ("N1", EXIT, {}, "Exit Point"),
        ("A10", EXIT, {}, "Exit Point"),  # an Exit Point on the friendly (bottom) edge
    ],
)
def test_illegal_steps(base: MoveContext, frm: str, to: str, kw: dict, reason: str) -> None:
    cost = enter_cost(frm, to, ctx_with(base, **kw))
    assert not cost.legal and reason in cost.reason


def test_water_barrier_costs_all_and_only_first(base: MoveContext) -> None:
    cost = enter_cost("C9", "C10", base)
    assert cost.mp is None and cost.ends_move and cost.first_step_only
    reach = cheapest_paths("C9", 4, base)
    assert reach["C10"].cost == 4 and reach["C10"].ends_move
    assert "C10" not in cheapest_paths("C8", 6, base)  # C10 is not adjacent to the start
    bad = path_cost(["C8", "C9", "C10"], base, budget=6)
    assert not bad.legal and bad.step == 2 and "starting hex" in bad.reason


def test_wire_ends_the_move(base: MoveContext) -> None:
    ctx = ctx_with(base, fortifications={"G3": "wire"})
    assert enter_cost("G2", "G3", ctx).ends_move
    reach = cheapest_paths("G1", 6, ctx)
    assert reach["G3"].ends_move and "G4" in reach and reach["G4"].path[2] != "G3"
    start_in_wire = cheapest_paths("G3", 6, ctx)
    assert set(start_in_wire) == set(GRID.neighbours("G3").values())
    bad = path_cost(["G3", "G4", "G5"], ctx)
    assert not bad.legal and "wire" in bad.reason


def test_cheapest_paths_and_path_cost_agree(base: MoveContext) -> None:
    reach = cheapest_paths("O5", 4, base)
    assert reach["O9"].cost == 3.5 and reach["O9"].path == ["O5", "O6", "O7", "O8", "O9"]
    for r in reach.values():
        priced = path_cost(r.path, base, budget=4)
        assert priced.legal and priced.total == pytest.approx(r.cost)
    assert "O5" not in reach
    exits = cheapest_paths("O2", 2, base)
    assert exits[EXIT].path == ["O2", "O1", EXIT] and exits[EXIT].cost == 2


def test_path_cost_reports_the_illegal_step(base: MoveContext) -> None:
    over = path_cost(["A1", "A2", "A3"], base, budget=3)
    assert not over.legal and over.step == 2 and "needs 4 MP" in over.reason
    unknown = path_cost(["A1", "Z2"], base)
    assert not unknown.legal and "not a hex" in unknown.reason
    assert not path_cost([], base).legal


@settings(max_examples=40, deadline=None)
@given(start=st.sampled_from(GRID.hex_ids), budget=st.integers(1, 5))
def test_reachable_costs_within_budget(base: MoveContext, start: str, budget: int) -> None:
    reach = cheapest_paths(start, budget, base)
    for r in reach.values():
        assert r.cost <= budget + 1e-9
        assert r.path[0] == start and r.path[-1] == r.hex


class _CountedPrices(ContextPrices):
    """A price source of its own, as the card game passes its kept prices: it counts what it is
    asked and may price one hex otherwise."""

    def __init__(self, ctx: MoveContext, dear: str | None = None) -> None:
        super().__init__(ctx)
        self.dear = dear
        self.asked = 0

    def step(self, from_hex: str, to_hex: str) -> Cost:
        self.asked += 1
        cost = super().step(from_hex, to_hex)
        return Cost(mp=9.0, rule="house") if to_hex == self.dear and cost.legal else cost

    def steps_from(self, here: str) -> list[tuple[str, Cost]]:
        return [(nxt, self.step(here, nxt)) for nxt, _ in super().steps_from(here)]


def test_the_move_search_and_path_cost_read_their_prices_from_the_source_given(base: MoveContext) -> None:
    """One search, whatever keeps the prices: a source giving the context's prices gives the same
    hexes, costs and paths; a source pricing a hex otherwise is what the search and the path check
    then follow (the card game passes its kept prices this way)."""
    same = _CountedPrices(base)
    assert {h: (r.cost, r.path, r.ends_move) for h, r in cheapest_paths("O5", 4, base, prices=same).items()} == {
        h: (r.cost, r.path, r.ends_move) for h, r in cheapest_paths("O5", 4, base).items()}
    assert same.asked > 0
    dear = _CountedPrices(base, dear="O7")
    reach = cheapest_paths("O5", 4, base, prices=dear)
    assert "O7" not in reach and "O9" not in reach  # the road through O7 now costs 9
    priced = path_cost(["O5", "O6", "O7"], base, budget=4, prices=dear)
    assert not priced.legal and priced.step == 2 and "needs 11 MP" in priced.reason  # O5-O6 uphill 2, then 9


def test_o29_a_move_never_enters_an_enemy_hex_priced_in_one_place(base: MoveContext) -> None:
    ctx = ctx_with(base, enemy_hexes=frozenset({"O7"}))
    cost = price_step("O6", "O7", ctx)
    assert not cost.legal and cost.rule == "O29" and "enemy" in cost.reason
    assert enter_cost("O6", "O7", ctx) == cost  # the kept price is the same
    reach = cheapest_paths("O5", 4, ctx)
    assert "O7" not in reach and all("O7" not in r.path for r in reach.values())
    assert "O7" in cheapest_paths("O5", 4, base)  # without the enemy unit, the road leads there
    bad = path_cost(["O5", "O6", "O7"], ctx, budget=4)
    assert not bad.legal and bad.step == 2 and "holds enemy units" in bad.reason


def test_a_move_allowance_that_changes_along_the_way_3_3_1_2_o29_2(base: MoveContext) -> None:
    """The MP spent must fit the allowance both in the hex left and in the hex entered: with 4 MP at
    the start and 2 elsewhere (a squad leaving its leader), it goes 2 MP from its start."""
    allowance = {"O5": 4.0}.get
    reach = cheapest_paths("O5", 4, base, lambda h: allowance(h, 2.0))
    assert reach and all(r.cost <= 2 for r in reach.values())
    assert cheapest_paths("O5", 4, base, Allowance(2.0, {"O5": 4.0})) == reach  # the same, read without calls
    assert path_cost(["O5", "O6"], base, 4, allowance=Allowance(2.0, {"O5": 4.0})).legal
    far = min((r for r in cheapest_paths("O5", 4, base).values() if r.cost > 2), key=lambda r: len(r.path))
    bad = path_cost(far.path, base, 4, allowance=Allowance(2.0, {"O5": 4.0}))
    assert not bad.legal and "only 2 available" in bad.reason
    assert max(r.cost for r in cheapest_paths("O5", 4, base).values()) > 2
