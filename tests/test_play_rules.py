"""Pure rule functions of play and the auto-setup planner."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.model.dataset import DataSet
from ccp_editor.model.forces import Counter, Stats
from ccp_editor.model.ruleset import VictoryRules
from ccp_editor.play.autosetup import SetupStack, plan_setup
from ccp_editor.play.rules import (
    command_given,
    elimination_vp,
    fire_outcome,
    melee_fp,
    melee_losers,
    takes_command,
)
from ccp_editor.play.session import PlaytestSession


def _counter(kind: str, command: int | str | None = None) -> Counter:
    return Counter(id=f"x-{kind}", name=kind, kind=kind, front=Stats(fp=1, command=command))  # type: ignore[arg-type]


def test_elimination_vp_follows_14_1() -> None:
    v = VictoryRules()
    assert elimination_vp(_counter("squad"), v) == 2
    assert elimination_vp(_counter("team"), v) == 1
    assert elimination_vp(_counter("leader", 2), v) == 3
    assert elimination_vp(_counter("scout", "M"), v) == 1
    assert elimination_vp(_counter("hero", 2), v) == 0
    assert elimination_vp(_counter("squad"), v, bonus_chit=True) == 3
    assert elimination_vp(_counter("hero", 2), v, bonus_chit=True) == 0


@settings(max_examples=200, deadline=None)
@given(attack=st.integers(min_value=1, max_value=40), defense=st.integers(min_value=0, max_value=40), moving=st.booleans())
def test_fire_outcome_matches_o27_3_4(attack: int, defense: int, moving: bool) -> None:
    out = fire_outcome(attack, defense, moving)
    if defense * 2 <= attack:
        assert out == "eliminated"
    elif defense < attack:
        assert out == "broken"
    elif defense == attack:
        assert out == ("broken" if moving else "suppressed")
    else:
        assert out == "unaffected"


def test_fire_outcome_example_of_the_rulebook() -> None:
    # Attack Total 19 against Defense Totals 9, 14, 19 and 20.
    assert [fire_outcome(19, d) for d in (9, 14, 19, 20)] == ["eliminated", "broken", "suppressed", "unaffected"]


def test_melee_arithmetic_and_ties() -> None:
    assert melee_fp([(5, True), (2, False), (-1, False)]) == 8
    assert melee_losers(10, 12) == ("japan",)
    assert melee_losers(12, 10) == ("allied",)
    assert melee_losers(11, 11) == ("japan", "allied")
    assert melee_losers(11, 11, fortified_holder="allied") == ("japan",)


GRID = HexGrid()
AREA = GRID.band("top", 3)

unit_lists = st.lists(
    st.tuples(st.sampled_from(["squad", "team", "leader"]), st.integers(min_value=0, max_value=9)), max_size=14
)


@settings(max_examples=60, deadline=None)
@given(units=unit_lists, cover_seed=st.integers(min_value=0, max_value=5), sighting=st.integers(min_value=0, max_value=4))
def test_plan_setup_never_overstacks_and_is_deterministic(units: list[tuple[str, int]], cover_seed: int, sighting: int) -> None:
    figures = {"squad": 4, "team": 2, "leader": 1}
    stacks = [SetupStack(f"U{i}", k, figures[k], s, 1 if k == "leader" else 0) for i, (k, s) in enumerate(units)]
    cover = {h: (i * 7 + cover_seed) % 4 for i, h in enumerate(AREA)}
    objectives = ["C2", "H3", "L9"]
    args = (stacks, AREA, cover, {}, objectives, 7, GRID.distance)
    plan, left = plan_setup(*args, sighting=sighting)
    again, left_again = plan_setup(*args, sighting=sighting)
    assert plan == again and left == left_again
    assert not left
    per_hex: dict[str, int] = {}
    for uid, h in plan.units.items():
        assert h in AREA
        per_hex[h] = per_hex.get(h, 0) + figures[next(k for (k, _), s in zip(units, stacks, strict=True) if s.id == uid)]
    assert all(n <= 7 for n in per_hex.values())
    assert len(plan.sightings) == sighting
    if any(k in ("squad", "team") for k, _ in units):
        # Objectives inside the area are held first.
        assert {"C2", "H3"} & set(plan.units.values())


def test_leaders_go_with_the_strongest_squads_and_objectives_first() -> None:
    stacks = [
        SetupStack("S1", "squad", 4, 5),
        SetupStack("S2", "squad", 4, 9),
        SetupStack("L2", "leader", 1, 1, command=2),
        SetupStack("L1", "leader", 1, 1, command=1),
    ]
    cover = dict.fromkeys(AREA, 0) | {"E1": 3}
    plan, left = plan_setup(stacks, AREA, cover, {}, ["H3"], 7, GRID.distance)
    assert not left
    assert plan.units["S2"] == plan.units["L2"] == "H3"
    assert plan.units["S1"] == plan.units["L1"] == "E1"


def test_a_lone_leader_joins_a_squad_already_set_up() -> None:
    plan, _ = plan_setup([SetupStack("L", "leader", 1, 1, 1)], AREA, {}, {"F2": 4}, [], 7, GRID.distance,
                         join_hexes=["F2"])
    assert plan.units == {"L": "F2"}


def test_leader_command_3_3_1_2_given_by_leaders_taken_by_squads_and_teams() -> None:
    assert command_given(_counter("leader", 2), False) == 2
    assert command_given(_counter("hero", 1), False) == 1
    assert command_given(_counter("scout", "M"), False) == 0  # 3.3.3
    assert command_given(_counter("sogeki_hei", "-"), False) == 0  # 3.3.4
    assert command_given(_counter("squad", 2), False) == 0
    assert [k for k in ("squad", "team", "leader", "hero", "scout", "weapon") if takes_command(_counter(k))] == ["squad", "team"]


def test_leader_command_3_3_1_2_counted_in_a_pieces_stats_is_the_one_the_fire_calculator_shows(demo_ds: DataSet) -> None:
    """The demo ridge line: Lieutenant J03 (command 2) in E4 with squad J01 (its MG J01w) and team
    J02; K4 has no leader (team J07 with its mortar); L10 a Scout (A07) with squad A06."""
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=1)
    bonus = {p: s.command_bonus(p) for p in ("J01", "J01w", "J02", "J03", "J07", "J07w", "A06", "A07", "A09")}
    assert bonus == {"J01": 2, "J01w": 2, "J02": 2, "J03": 0, "J07": 0, "J07w": 0, "A06": 0, "A07": 0, "A09": 0}
    printed = s.counter(s.piece("J01")).front
    view = s.view("J01")
    assert (view.fp, view.range, view.morale, view.movement) == (
        printed.fp + 2, printed.range + 2, printed.morale + 2, printed.movement + 2)
    assert s.view("J01w").fp == s.counter(s.piece("J01w")).front.fp + 2  # a carried MG, not ordnance
