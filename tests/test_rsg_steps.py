"""Each RSG step, table-driven against the rule text (rsg_procedure.md §2), on the demo data set."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from ccp_editor.rsg import steps
from ccp_editor.rsg.context import RsgData, RsgError, prepare, resolve_options
from ccp_editor.rsg.deciders import Answer, Decision, ScriptedDecider
from ccp_editor.rsg.engine import auto_decider

from .demo import demo_dataset

DS = demo_dataset()  # loaded clean: demo_dataset checks it
DATA = prepare(DS)


class StubDice:
    """Dice that deal given cards, so a step can be checked against the rule for a known roll."""

    def __init__(self, cards: list[tuple[int, int]]) -> None:
        self.cards = list(cards)
        self.drawn: list[list[int]] = []

    def card(self, side: str) -> tuple[int, int]:
        c = self.cards.pop(0)
        self.drawn.append(list(c))
        return c

    def roll(self, side: str) -> int:
        w, c = self.card(side)
        return w + c

    def white(self, side: str) -> int:
        return self.card(side)[0]

    def take(self) -> list[list[int]]:
        d, self.drawn = self.drawn, []
        return d

    def reshuffle_all(self) -> None:
        pass


class Capture:
    """A decider that remembers the decisions it was asked and answers with a function."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer
        self.seen: list[Decision] = []

    def decide(self, decision: Decision, state: steps.GenState) -> Any:
        self.seen.append(decision)
        return self.answer(decision) if callable(self.answer) else self.answer


def make_state(
    options: dict | None = None,
    decider: Any = None,
    map_id: str = "demo-inland",
    year: int = 1943,
    allied: str = "US",
    data: RsgData = DATA,
    seed: int = 0,
) -> steps.GenState:
    opts = resolve_options(data.ruleset, options or {})
    st = steps.GenState(data, seed, opts, decider or auto_decider(seed), random.Random(seed))
    steps.pre_map(st, map_id)
    steps.pre_orientation(st)
    steps.pre_year(st, year, allied)
    steps.pre_allied_nation(st, allied)
    steps.pre_player_one(st)
    return st


def give_obs(st: steps.GenState, japan: str = "jp-ob-rifle", allied: str = "us-ob-platoon") -> None:
    for side_id, ob_id in (("japan", japan), ("allied", allied)):
        side = st.sides[side_id]
        ob = side.nation.forces.ob_card(ob_id)
        side.ob = ob
        side.order_limit = ob.order_limit
        side.initiative = ob.initiative
        side.surrender = ob.surrender_space if side_id == "allied" else None
        for u in ob.units:
            side.units.extend([(u.counter, u.weapon)] * u.count)


def test_demo_data_loads() -> None:
    assert DS.forces and DS.maps  # demo_dataset() refuses a demo box with errors
    assert set(DATA.map_ids) >= {"demo-inland", "demo-coastal"}


# ----------------------------------------------------------------------------- RSG 2


@pytest.mark.parametrize(
    "year, dice, card, expected",
    [
        (1942, "2d6", (1, 1), "green"),
        (1942, "2d6", (3, 3), "line"),
        (1942, "2d6", (5, 6), "elite"),
        (1943, "2d6", (1, 2), "line"),
        (1943, "2d6", (4, 5), "elite"),
        (1943, "white", (1, 6), "green"),  # white 1 is off the 2-12 table: read on column 2
        (1943, "white", (6, 1), "line"),
    ],
)
def test_step2_troop_quality(year: int, dice: str, card: tuple[int, int], expected: str) -> None:
    """RSG 2: the Allied player rolls on his Troop Quality table (dice: house rule quality_dice)."""
    st = make_state({"quality_dice": dice}, year=year)
    st.dice = StubDice([card])
    steps.step2_troop_quality(st)
    assert st.sides["allied"].quality == expected
    assert st.log[-1].cards == [list(card)] and st.log[-1].actor == "allied"


# ----------------------------------------------------------------------------- RSG 3


def _letters_to_indices(letters: str) -> list[int]:
    return [DATA.chit_letters.index(x) for x in letters]


@pytest.mark.parametrize(
    "p1, drawn, open_, secret_japan, secret_allied",
    [
        ("japan", "ABC", ["A"], ["B"], ["C"]),
        ("allied", "ABC", ["A"], ["C"], ["B"]),
        ("japan", "ADC", ["A", "D"], [], ["C"]),  # D has no secret side: played open (14.3.4)
        ("japan", "ABZ", ["A", "Z"], ["B"], []),
        ("allied", "YJQ", ["Y", "J", "Q"], [], []),
    ],
)
def test_step3_chits(p1: str, drawn: str, open_: list, secret_japan: list, secret_allied: list) -> None:
    """RSG 3: P1 draws one open and one secret chit, P2 one secret; no secret side -> open."""
    st = make_state({"player_one": p1})

    class FixedDraw(random.Random):
        def sample(self, population: Any, k: int, **kw: Any) -> list:  # type: ignore[override]
            return _letters_to_indices(drawn)

    st.rng = FixedDraw(0)
    steps.step3_objective_chits(st)
    assert (st.chits.open, st.chits.secret_japan, st.chits.secret_allied) == (open_, secret_japan, secret_allied)


# ----------------------------------------------------------------------------- RSG 4


def test_step4_ob_payment_moves_the_marker_toward_the_opponent() -> None:
    """RSG 4: both choose, each pays its point value (Japan paying moves the marker to the Allies)."""
    answers = [Answer("ob", "jp-ob-snlf", "japan"), Answer("ob", "us-ob-weapons", "allied")]
    st = make_state(decider=ScriptedDecider(answers))
    steps.step4_order_of_battle(st)
    assert st.vp == -7 + 3
    j, a = st.sides["japan"], st.sides["allied"]
    assert (j.ob.id, j.order_limit, j.initiative, j.quality) == ("jp-ob-snlf", 4, 4, "elite")
    assert (a.ob.id, a.surrender) == ("us-ob-weapons", 6)
    assert [e.vp_after for e in st.log if e.step == "ob"] == [-7, -4]


def test_step4_rejects_an_ob_not_available_in_the_year() -> None:
    st = make_state(decider=ScriptedDecider([Answer("ob", "jp-ob-snlf")]), year=1941)
    with pytest.raises(RsgError, match="not offered"):
        steps.step4_order_of_battle(st)


# ----------------------------------------------------------------------------- RSG 5


@pytest.mark.parametrize(
    "ob, white, clamp, expected",
    [
        ("jp-ob-banzai", 1, True, "jp-leader-0"),  # 1 - 1 = 0: read on the first row
        ("jp-ob-banzai", 1, False, None),  # off the table: no leader
        ("jp-ob-snlf", 6, True, "jp-leader-2"),  # 6 + 1 = 7: read on the last row
        ("jp-ob-snlf", 6, False, None),
        ("jp-ob-rifle", 2, True, "jp-leader-1b"),
        ("jp-ob-rifle", 6, True, "jp-leader-2"),
    ],
)
def test_step5_leader_roll_white_die_and_modifier(ob: str, white: int, clamp: bool, expected: str | None) -> None:
    """RSG 5: white die only, plus the OB's modifier (house rule leader_roll_clamp off the table)."""
    st = make_state({"leader_roll_clamp": clamp, "player_one": "japan"})
    give_obs(st, japan=ob)
    st.sides["japan"].ob = copy.copy(st.sides["japan"].ob)
    st.sides["japan"].ob.leader_rolls = 1
    st.sides["allied"].ob = copy.copy(st.sides["allied"].ob)
    st.sides["allied"].ob.leader_rolls = 0
    units_before = list(st.sides["japan"].units)
    st.dice = StubDice([(white, 3)])
    steps.step5_leaders(st)
    added = st.sides["japan"].units[len(units_before):]
    assert added == ([(expected, None)] if expected else [])


def test_step5_a_row_with_two_leaders_is_a_choice() -> None:
    """Row 4 of the demo Japanese table lists two leaders from 1942: the player picks."""
    cap = Capture(lambda d: d.offered[-1])
    st = make_state({"player_one": "japan", "leader_duplicates": "allow"}, decider=cap)
    give_obs(st, japan="jp-ob-patrol")
    st.sides["allied"].ob = copy.copy(st.sides["allied"].ob)
    st.sides["allied"].ob.leader_rolls = 0
    st.dice = StubDice([(4, 1)])
    steps.step5_leaders(st)
    assert cap.seen[0].step == "leader" and cap.seen[0].offered == ["jp-leader-1a", "jp-sogeki-hei"]
    assert st.sides["japan"].units[-1] == ("jp-sogeki-hei", None)


# ----------------------------------------------------------------------------- RSG 6


def test_step6_no_rolls_at_zero() -> None:
    st = make_state()
    give_obs(st)
    st.vp = 0
    steps.step6_support(st)
    assert st.vp == 0 and "nobody rolls" in st.log[-1].text


def test_step6_player_ahead_rolls_and_stops_when_the_marker_stays() -> None:
    """RSG 6: the player with the VP marker rolls first and must buy one item of the column."""
    st = make_state(decider=ScriptedDecider([Answer("support", ["jp-squad-line"], "japan")]))
    give_obs(st)
    st.vp = 3
    st.dice = StubDice([(3, 4)])  # column 7: jp-squad-line 2 VP, jp-squad-green 1 VP (1943+)
    steps.step6_support(st)
    sup = [e for e in st.log if e.step == "support"]
    assert [(e.actor, e.vp_before, e.vp_after) for e in sup] == [("japan", 3, 1)]
    assert sup[0].offered == ["jp-squad-line", "jp-squad-green"]
    assert st.sides["japan"].units[-1] == ("jp-squad-line", None)


def test_step6_crossing_zero_hands_the_roll_to_the_opponent() -> None:
    """RSG 6: "Opponent repeats if VP crosses 0"; the loop ends on 0 or without a crossing."""
    def pick(d: Decision) -> list[str]:  # Japan buys dear, the Allies cheap
        items = sorted(d.info["items"], key=lambda i: i.cost)
        return [(items[-1] if d.side == "japan" else items[0]).label]

    st = make_state(decider=Capture(pick), year=1942)  # column 7: JP squad 2 VP; US squad 2 VP, green squad 1 VP
    give_obs(st)
    st.vp = 1
    st.dice = StubDice([(3, 4)] * steps.MAX_SUPPORT_ROLLS)
    steps.step6_support(st)
    sup = [e for e in st.log if e.step == "support"]
    assert sup[0].actor == "japan" and sup[0].vp_before == 1 and sup[0].vp_after == -1
    for prev, nxt in zip(sup, sup[1:], strict=False):
        assert (prev.vp_after > 0) != (prev.vp_before > 0), "a roll follows only a crossing"
        assert nxt.actor == ("japan" if prev.vp_after > 0 else "allied")
    last = sup[-1]
    assert [(e.actor, e.vp_before, e.vp_after) for e in sup] == [("japan", 1, -1), ("allied", -1, 0)]
    assert last.vp_after == 0


@pytest.mark.parametrize(
    "multi, answer, ok",
    [
        (False, [], False),  # must buy at least one
        (False, ["jp-squad-line", "jp-squad-green"], False),
        (True, ["jp-squad-line", "jp-squad-green"], True),
        (True, ["jp-squad-line", "jp-squad-line"], False),
        (False, ["us-squad-line"], False),
    ],
)
def test_step6_answers_are_checked(multi: bool, answer: list, ok: bool) -> None:
    st = make_state({"support_multi_buy": multi}, decider=ScriptedDecider([Answer("support", answer)]))
    give_obs(st)
    st.vp = 9
    st.dice = StubDice([(3, 4)])
    if ok:
        steps.step6_support(st)
        assert st.vp == 9 - 3
    else:
        with pytest.raises(RsgError):
            steps.step6_support(st)


@pytest.mark.parametrize("mode, rolls", [("skip", 1), ("reroll", 2)])
def test_step6_nothing_available(mode: str, rolls: int) -> None:
    """House rule support_unaffordable: an empty column ends the loop (skip) or is rolled again."""
    data = RsgData(DS)  # fresh caches: this test empties one column
    data.nations["JP"]._support[(1943, 4, True)] = ()
    st = make_state({"support_unaffordable": mode}, data=data)
    give_obs(st)
    st.vp = 2
    st.dice = StubDice([(2, 2), (3, 4)])
    steps.step6_support(st)
    sup = [e for e in st.log if e.step == "support"]
    assert len(sup) == rolls
    assert "nothing available" in sup[0].text


# ----------------------------------------------------------------------------- RSG 7


@pytest.mark.parametrize(
    "vp, banzai, vs_banzai, japan, allied",
    [
        (0, False, "defender", "recon", "recon"),
        (3, False, "defender", "defender", "attacker"),
        (-2, False, "defender", "attacker", "defender"),
        # RSG 7, the Banzai line changes Japan only: the Allies keep what the VP marker gave them
        (0, True, "by_vp_marker", "banzai", "recon"),
        (4, True, "by_vp_marker", "banzai", "attacker"),
        (-2, True, "by_vp_marker", "banzai", "defender"),
        # house rule allied_posture_vs_banzai fixing the Allied posture
        (0, True, "defender", "banzai", "defender"),
        (5, True, "attacker", "banzai", "attacker"),
        (-1, True, "recon", "banzai", "recon"),
    ],
)
def test_step7_postures(vp: int, banzai: bool, vs_banzai: str, japan: str, allied: str) -> None:
    """RSG 7: 0 -> both Recon; ahead -> Defender, other Attacker; Banzai Force -> Banzai, Line."""
    st = make_state({"allied_posture_vs_banzai": vs_banzai})
    give_obs(st, japan="jp-ob-banzai" if banzai else "jp-ob-snlf")
    st.sides["japan"].quality = "elite"
    st.vp = vp
    steps.step7_postures(st)
    assert (st.sides["japan"].posture, st.sides["allied"].posture) == (japan, allied)
    if banzai:
        assert st.sides["japan"].quality == "line"


# ----------------------------------------------------------------------------- RSG 8


@pytest.mark.parametrize(
    "rivers, jp_edge, jp_posture, al_posture, options, expected",
    [
        # river on the Attacker's edge -> Invader, no turn
        ({"bottom"}, "bottom", "attacker", "defender", {}, ("invader", "defender", "bottom", "top", 0, "wide")),
        # river on the Defender's / Recon's / Banzai's edge -> turn 90 degrees clockwise, wide <-> narrow
        ({"bottom"}, "bottom", "defender", "attacker", {}, ("defender", "attacker", "right", "left", 90, "narrow")),
        ({"bottom"}, "bottom", "recon", "recon", {}, ("recon", "recon", "right", "left", 90, "narrow")),
        ({"bottom"}, "bottom", "banzai", "defender", {}, ("banzai", "defender", "right", "left", 90, "narrow")),
        ({"top"}, "bottom", "attacker", "defender", {}, ("attacker", "defender", "right", "left", 90, "narrow")),
        # both apply: invader_first makes the Invader, then turns; rotate_first turns first
        ({"top", "bottom"}, "bottom", "attacker", "defender", {}, ("invader", "defender", "right", "left", 90, "narrow")),
        (
            {"top", "bottom"},
            "bottom",
            "attacker",
            "defender",
            {"river_order": "rotate_first"},
            ("attacker", "defender", "right", "left", 90, "narrow"),
        ),
        # a river on an edge after the turn: keep ignores it, invader applies the Invader check
        ({"bottom", "left"}, "bottom", "defender", "attacker", {}, ("defender", "attacker", "right", "left", 90, "narrow")),
        (
            {"bottom", "left"},
            "bottom",
            "defender",
            "attacker",
            {"rotated_river": "invader"},
            ("defender", "invader", "right", "left", 90, "narrow"),
        ),
        (set(), "bottom", "defender", "attacker", {}, ("defender", "attacker", "bottom", "top", 0, "wide")),
        ({"left"}, "left", "attacker", "defender", {"orientation": "narrow"}, ("invader", "defender", "left", "right", 0, "narrow")),
    ],
)
def test_step8_rivers(rivers: set, jp_edge: str, jp_posture: str, al_posture: str, options: dict, expected: tuple) -> None:
    """RSG 8: river on the Attacker's edge -> Invader; on a Defender/Recon/Banzai edge -> rotate."""
    opts = {"orientation": "wide", **options}
    st = make_state(opts)
    plan = copy.copy(st.plan)
    plan.river_edges = frozenset(rivers)
    st.plan = plan
    opposite = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
    st.sides["japan"].edge, st.sides["allied"].edge = jp_edge, opposite[jp_edge]
    st.sides["japan"].posture, st.sides["allied"].posture = jp_posture, al_posture
    steps.step8_rivers(st)
    j, a = st.sides["japan"], st.sides["allied"]
    assert (j.posture, a.posture, j.edge, a.edge, st.rotation, st.orientation) == expected


# ----------------------------------------------------------------------------- RSG 9


def _defender_state(lead: int, japan_defends: bool = True, options: dict | None = None, decider: Any = None) -> steps.GenState:
    st = make_state(options, decider=decider)
    give_obs(st)
    d, o = ("japan", "allied") if japan_defends else ("allied", "japan")
    st.sides[d].posture, st.sides[o].posture = "defender", "attacker"
    st.vp = lead if japan_defends else -lead
    return st


@pytest.mark.parametrize(
    "answer, message",
    [
        (["bunker", "bunker"], "more than the lead"),  # 6 VP of a 5 VP lead
        (["mines-6", "mines-7"], "one strength"),
        (["pillbox", "pillbox", "pillbox"], "counter"),
        (["tank-trap"], "not offered"),
    ],
)
def test_step9_purchase_rules(answer: list, message: str) -> None:
    """RSG 9: up to the Defender's VP; no mixed-FP mines; countermix limits."""
    st = _defender_state(5 if "bunker" in answer else 20, decider=ScriptedDecider([Answer("fortifications", answer)]))
    with pytest.raises(RsgError, match=message):
        steps.step9_fortifications(st)


def test_step9_pays_and_sets_the_mine_strength() -> None:
    st = _defender_state(6, decider=ScriptedDecider([Answer("fortifications", ["mines-8", "mines-8"])]))
    steps.step9_fortifications(st)
    assert st.vp == 0 and st.mine_fp == 8 and st.fort_types == ["mines", "mines"]


@pytest.mark.parametrize("japan_defends, cave_offered", [(True, True), (False, False)])
def test_step9_caves_only_for_a_japanese_defender(japan_defends: bool, cave_offered: bool) -> None:
    cap = Capture([])
    st = _defender_state(4, japan_defends, decider=cap)
    steps.step9_fortifications(st)
    assert ("cave" in cap.seen[0].offered) is cave_offered
    assert cap.seen[0].info["budget"] == 4


@pytest.mark.parametrize("postures, vp", [(("recon", "recon"), 0), (("banzai", "attacker"), 3), (("defender", "attacker"), 0)])
def test_step9_nothing_without_a_defender_or_a_lead(postures: tuple, vp: int) -> None:
    cap = Capture([])
    st = make_state(decider=cap)
    give_obs(st)
    st.sides["japan"].posture, st.sides["allied"].posture = postures
    st.vp = vp
    steps.step9_fortifications(st)
    assert cap.seen == [] and st.fort_types == []


def test_fortification_hexes_are_checked() -> None:
    st = _defender_state(3)
    st.fort_types = ["foxholes", "foxholes"]
    area = steps.setup_band(st, "japan")
    dry = next(h for h in area if not st.plan.facts[h].water)
    water = next(h for h in st.plan.hexes if st.plan.facts[h].water)
    for bad, message in (([dry, dry], "two fortifications"), ([water, dry], "not a legal hex"), ([dry], "list of 2")):
        st.decider = ScriptedDecider([Answer("fortification_hexes", bad)])
        st.sides["japan"].setup_area = steps.setup_band(st, "japan")
        with pytest.raises(RsgError, match=message):
            steps.place_fortifications(st, "japan")


# ----------------------------------------------------------------------------- RSG 10


@pytest.mark.parametrize(
    "posture, orientation, depth",
    [
        ("defender", "wide", 8),
        ("defender", "narrow", 12),
        ("attacker", "wide", 2),
        ("attacker", "narrow", 3),
        ("recon", "wide", 4),
        ("recon", "narrow", 6),
        ("invader", "wide", 1),
        ("banzai", "narrow", 1),
    ],
)
def test_step10_setup_depths(posture: str, orientation: str, depth: int) -> None:
    """RSG 10: Defender 8/12, Attacker 2/3, Recon 4/6 hexes deep; Invader and Banzai on the edge."""
    st = make_state({"orientation": orientation})
    side = st.sides["japan"]
    side.posture = posture
    area = steps.setup_band(st, "japan")
    depths = {st.plan.grid.depth_from_edge(h, side.edge) for h in area}
    assert depths == set(range(1, depth + 1))
    assert len(area) == depth * st.plan.grid.edge_length(side.edge)


@pytest.mark.parametrize("percent, on_map", [(50, 4), (30, 2), (0, 0)])  # 50 is the most (RSG 10, 17.4b)
def test_step10_invader_keeps_at_least_half_on_the_time_track(percent: int, on_map: int) -> None:
    st = _defender_state(0, japan_defends=False, options={"invader_on_map_max": percent, "invader_reinforcement_space": 2})
    st.sides["japan"].posture = "invader"
    st.sides["japan"].units = st.sides["japan"].units[:8] + [("jp-squad-line", None)] * (8 - len(st.sides["japan"].units))
    steps.step10_setup(st)
    j = st.sides["japan"]
    waiting = j.on_track.get(2, [])
    assert sum(1 for h in j.placements.values() if h is not None) == on_map
    assert len(waiting) == 8 - on_map


@pytest.mark.parametrize("mode, track", [("edge", False), ("time_space_1", True)])
def test_step10_banzai_setup(mode: str, track: bool) -> None:
    st = make_state({"banzai_setup": mode})
    give_obs(st, japan="jp-ob-banzai")
    st.sides["japan"].posture, st.sides["allied"].posture = "banzai", "defender"
    steps.step10_setup(st)
    j = st.sides["japan"]
    assert (j.on_track.get(1) == list(range(len(j.units)))) is track
    if not track:
        assert all(st.plan.grid.depth_from_edge(h, j.edge) == 1 for h in j.placements.values())


def test_step10_placement_answers_are_checked() -> None:
    st = make_state()
    give_obs(st)
    st.sides["japan"].posture, st.sides["allied"].posture = "recon", "recon"
    st.sides["japan"].setup_area = steps.setup_band(st, "japan")
    n = len(st.sides["japan"].units)
    far = next(h for h in st.plan.hexes if h not in st.sides["japan"].setup_area)
    inside = st.sides["japan"].setup_area[0]
    for bad, message in (([far] * n, "outside"), ([inside] * n, "more than 7 figures"), ([inside], "list of")):
        st.figures = {}
        st.decider = ScriptedDecider([Answer("placement", bad)])
        with pytest.raises(RsgError, match=message):
            steps.place_units(st, "japan")


# ----------------------------------------------------------------------------- RSG 11


@pytest.mark.parametrize(
    "posture, asked",
    [("banzai", True), ("attacker", True), ("invader", True), ("defender", False), ("recon", False)],
)
def test_step11_japan_chooses_day_or_night(posture: str, asked: bool) -> None:
    cap = Capture(True)
    st = make_state(decider=cap)
    st.sides["japan"].posture = posture
    steps.step11_day_night(st)
    assert st.night is asked and bool(cap.seen) is asked


# ----------------------------------------------------------------------------- RSG 12


@pytest.mark.parametrize(
    "jp, al, orientation, sd",
    [(3, 4, "wide", 6), (3, 4, "narrow", 8), (6, 6, "narrow", 13), (1, 1, "wide", 1), (2, 5, "wide", 6)],
)
def test_step12_sudden_death(jp: int, al: int, orientation: str, sd: int) -> None:
    """RSG 12: Japanese + Allied Order Limits, +1 on a narrow map, -1 on a wide one."""
    st = make_state()
    st.orientation = orientation
    st.sides["japan"].order_limit, st.sides["allied"].order_limit = jp, al
    st.sides["japan"].posture = st.sides["allied"].posture = "recon"
    steps.step12_markers(st)
    assert st.sudden_death == sd and st.time_start == 0


@pytest.mark.parametrize(
    "postures, mode, expected",
    [
        (("defender", "attacker"), "none", "japan"),
        (("invader", "defender"), "none", "allied"),
        (("recon", "recon"), "none", None),
        (("banzai", "attacker"), "none", None),
    ],
)
def test_step12_objective_control(postures: tuple, mode: str, expected: str | None) -> None:
    """RSG 12: the Defender controls all objectives; without one, none (default)."""
    st = make_state({"recon_objective_control": mode})
    st.sides["japan"].posture, st.sides["allied"].posture = postures
    steps.step12_markers(st)
    assert st.objective_control == dict.fromkeys(["1", "2", "3", "4", "5"], expected)


def test_step12_nearest_control_in_recon() -> None:
    st = make_state({"recon_objective_control": "nearest", "orientation": "wide"})
    st.sides["japan"].posture = st.sides["allied"].posture = "recon"
    steps.step12_markers(st)
    for key, h in st.plan.objectives.items():
        dj = st.plan.grid.depth_from_edge(h, st.sides["japan"].edge)
        da = st.plan.grid.depth_from_edge(h, st.sides["allied"].edge)
        assert st.objective_control[key] == ("japan" if dj < da else "allied" if da < dj else None)


# ----------------------------------------------------------------------------- RSG 13


@pytest.mark.parametrize(
    "vp, existing, may_cross, most",
    [(5, 0, False, 5), (12, 0, False, 8), (3, 2, False, 3), (10, 3, False, 5), (-2, 0, False, 0), (-2, 0, True, 8), (0, 8, True, 0)],
)
def test_step13_sighting_markers(vp: int, existing: int, may_cross: bool, most: int) -> None:
    """RSG 13: up to 8 at 1 VP each (house rule sighting_may_cross_zero bounds them by the lead)."""
    cap = Capture(lambda d: max(d.offered) if d.step == "sighting_markers" else d.offered[: d.info["count"]])
    st = make_state({"sighting_may_cross_zero": may_cross}, decider=cap)
    give_obs(st)
    st.sides["japan"].posture = "attacker"
    st.sides["japan"].setup_area = steps.setup_band(st, "japan")
    st.sides["japan"].sighting = existing
    st.vp = vp
    steps.step13_sighting_markers(st)
    asked = [d for d in cap.seen if d.step == "sighting_markers"]
    assert (max(asked[0].offered) if asked else 0) == most
    assert st.vp == vp - most
    assert st.sides["japan"].sighting == existing + most <= 8
    assert len(st.sides["japan"].sighting_hexes) == existing + most


# ----------------------------------------------------------------------------- RSG 14-15


@pytest.mark.parametrize(
    "posture, nation, night, hand, discard",
    [
        ("invader", "US", False, 7, 5),
        ("attacker", "CW", False, 6, 4),
        ("recon", "US", False, 5, 5),
        ("defender", "CW", True, 4, 2),
        ("attacker", "US", True, 6, 2),
    ],
)
def test_step14_hand_and_discard(posture: str, nation: str, night: bool, hand: int, discard: int) -> None:
    """Hand size by posture (17); discard limit US 5, CW 4, Japan 3, all 2 at night (12.3, 18)."""
    st = make_state(allied=nation)
    give_obs(st, allied=f"{nation.lower()}-ob-platoon")
    st.sides["allied"].posture, st.sides["japan"].posture = posture, "banzai"
    st.night = night
    steps.step14_initiative(st)
    a, j = st.sides["allied"], st.sides["japan"]
    assert (a.hand_size, a.discard_limit) == (hand, discard)
    assert (j.hand_size, j.discard_limit) == (3, 2 if night else 3)


@pytest.mark.parametrize(
    "jp, al, init, option, first",
    [
        ("attacker", "defender", (1, 5), "initiative", "japan"),
        ("defender", "attacker", (5, 1), "initiative", "allied"),
        ("invader", "defender", (1, 5), "initiative", "japan"),
        ("defender", "invader", (5, 1), "initiative", "allied"),
        ("banzai", "defender", (1, 5), "initiative", "japan"),
        ("banzai", "recon", (1, 5), "initiative", "japan"),
        ("recon", "recon", (4, 2), "initiative", "japan"),
        ("recon", "recon", (1, 3), "initiative", "allied"),
        ("banzai", "attacker", (1, 5), "initiative", "allied"),
        ("banzai", "attacker", (1, 5), "japan", "japan"),
        ("banzai", "attacker", (5, 1), "allied", "allied"),
    ],
)
def test_step15_first_player(jp: str, al: str, init: tuple, option: str, first: str) -> None:
    """RSG 15: Banzai/Attacker/Invader first; Recon vs Recon, the higher Initiative."""
    st = make_state({"first_player_conflict": option})
    st.sides["japan"].posture, st.sides["allied"].posture = jp, al
    st.sides["japan"].initiative, st.sides["allied"].initiative = init
    steps.step15_first_player(st)
    assert st.first_player == first
    assert st.initiative_holder in (None, "japan" if init[0] > init[1] else "allied")


@pytest.mark.parametrize(
    "mode, p1, cards, holder",
    [("japan", "allied", [], "japan"), ("allied", "japan", [], "allied"), ("player_one", "allied", [], "allied"),
     ("roll", "japan", [(3, 3), (3, 3), (1, 1), (6, 6)], "allied")],
)
def test_initiative_tie(mode: str, p1: str, cards: list, holder: str) -> None:
    """RSG 14: higher Initiative takes the card; a tie is the house rule initiative_tie."""
    st = make_state({"initiative_tie": mode, "player_one": p1})
    st.sides["japan"].initiative = st.sides["allied"].initiative = 3
    st.dice = StubDice(cards)
    st.sides["japan"].posture = st.sides["allied"].posture = "recon"
    steps.step14_initiative(st)
    assert st.initiative_holder == holder


def test_steps_are_in_rule_order() -> None:
    names = [f.__name__ for f in steps.STEPS]
    assert names == sorted(names, key=lambda n: int(n.split("_")[0][4:]))
    assert len(names) == 15
    for f in steps.STEPS:
        assert f"RSG {int(f.__name__.split('_')[0][4:])}" in (f.__doc__ or "")
