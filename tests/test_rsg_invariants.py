"""Invariants of generated scenarios over thousands of seeds, on the demo data set and both demo maps."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.core.checks import check_scenario
from ccp_editor.io.dataset import demo_dataset_root, load_dataset
from ccp_editor.io.documents import validator
from ccp_editor.io.storage import document_text
from ccp_editor.model import Scenario, to_data
from ccp_editor.rsg.context import prepare, resolve_options
from ccp_editor.rsg.engine import generate
from ccp_editor.rsg.summary import summary_line

from .demo import demo_dataset

DS = demo_dataset()
DATA = prepare(DS)
N_DEFAULT = 2000
N_VARIANT = 1000
VARIANT = {
    "dice": "2d6",
    "quality_dice": "white",
    "support_multi_buy": "true",
    "support_unaffordable": "reroll",
    "support_allow_sighting": "false",
    "allied_posture_vs_banzai": "attacker",
    "first_player_conflict": "japan",
    "initiative_tie": "player_one",
    "river_order": "rotate_first",
    "rotated_river": "invader",
    "setup_order": "attacker_first",
    "invader_on_map_max": "30",
    "invader_reinforcement_space": "3",
    "banzai_setup": "time_space_1",
    "recon_objective_control": "nearest",
    "sighting_may_cross_zero": "true",
    "leader_roll_clamp": "false",
}
HAND = {"invader": 7, "attacker": 6, "recon": 5, "defender": 4, "banzai": 3}
DISCARD = {"JP": 3, "US": 5, "CW": 4}
DEPTH = {"defender": (8, 12), "attacker": (2, 3), "recon": (4, 6), "invader": (1, 1), "banzai": (1, 1)}
PAIRS_OK = {
    ("recon", "recon"),
    ("defender", "attacker"),
    ("attacker", "defender"),
    ("defender", "invader"),
    ("invader", "defender"),
}


@pytest.fixture(scope="module")
def default_runs() -> list[Scenario]:
    return [generate(DATA, s) for s in range(N_DEFAULT)]


@pytest.fixture(scope="module")
def variant_runs() -> list[Scenario]:
    maps = DATA.map_ids
    return [generate(DATA, s, options=VARIANT, map_id=maps[s % len(maps)]) for s in range(N_VARIANT)]


def _vp_after_support(sc: Scenario) -> int:
    last = [e for e in sc.generation.log if e.step in ("ob", "support") and e.vp_after is not None]
    return last[-1].vp_after


def _check_one(sc: Scenario, options: dict) -> None:
    j, a = sc.sides.japan, sc.sides.allied
    night = sc.night
    grid = DATA.plan(sc.map).grid
    plan = DATA.plan(sc.map)
    # hand and discard sizes (17, 12.3, 18)
    for side in (j, a):
        assert side.hand_size == HAND[side.posture]
        assert side.discard_limit == (2 if night else DISCARD[side.nation])
    # sudden death (RSG 12)
    assert sc.sudden_death_space == j.order_limit + a.order_limit + (1 if sc.orientation == "narrow" else -1)
    assert sc.time_start == 0
    # posture pairings (RSG 7-8)
    vp6 = _vp_after_support(sc)
    pair = (j.posture, a.posture)
    if j.posture == "banzai":
        expected = options.get("allied_posture_vs_banzai", "by_vp_marker")
        if expected == "by_vp_marker":  # RSG 7: the Banzai line changes Japan only
            expected = "recon" if vp6 == 0 else "attacker" if vp6 > 0 else "defender"
        assert a.posture in (expected, "invader" if expected == "attacker" else expected)
        assert j.quality == "line"
    else:
        assert pair in PAIRS_OK, pair
        if vp6 == 0:
            assert pair == ("recon", "recon")
        else:
            ahead = "japan" if vp6 > 0 else "allied"
            assert sc.side(ahead).posture == "defender"
    if "invader" in pair:
        invader = j if j.posture == "invader" else a
        rivers = set(DS.maps[sc.map].river_edges)
        assert sc.rotation == 90 or invader.edge in rivers
    # orientation matches the edges; rotation swaps wide and narrow
    for side in (j, a):
        assert grid.orientation_for_edge(side.edge) == sc.orientation
    # setup depths (RSG 10): bands of 8/2/4 wide, 12/3/6 narrow, Invader and Banzai on the edge
    for side in (j, a):
        wide, narrow = DEPTH[side.posture]
        depth = wide if sc.orientation == "wide" else narrow
        depths = Counter(grid.depth_from_edge(h, side.edge) for h in side.setup_area)
        assert sorted(depths) == list(range(1, depth + 1))
        assert set(depths.values()) == {grid.edge_length(side.edge)}
        for u in side.units:
            assert u.hex is None or u.hex in side.setup_area
    # Invader: at least half on the Time Track; Banzai per banzai_setup
    for side in (j, a):
        waiting = sum(len(r.units) for r in side.reinforcements)
        total = waiting + len(side.units)
        if side.posture == "invader":
            percent = int(options.get("invader_on_map_max", 50))
            assert len(side.units) <= total * percent // 100
            if percent <= 50:  # 17.4: at least half on the Time Track (the default, 50)
                assert waiting * 2 >= total
            assert {r.space for r in side.reinforcements if r.units} <= {int(options.get("invader_reinforcement_space", 1))}
        elif side.posture == "banzai" and options.get("banzai_setup") == "time_space_1":
            assert side.units == [] and [r.space for r in side.reinforcements] == [1]
        elif side.posture == "banzai":  # RSG 10: each unit on the edge or on Time space 1
            assert {r.space for r in side.reinforcements} <= {1}
            assert options.get("banzai_setup", "choose") == "choose" or waiting == 0
        else:
            assert waiting == 0
    # stacking at setup (15.2.3)
    figures: Counter[str] = Counter()
    for side in (j, a):
        for u in side.units:
            if u.hex:
                figures[u.hex] += DATA.figures[u.counter]
    assert not figures or max(figures.values()) <= 7
    # fortifications (RSG 9-10, F100-F107)
    hexes = [f.hex for f in sc.fortifications]
    assert len(hexes) == len(set(hexes))
    defender = next((s for s in ("japan", "allied") if sc.side(s).posture == "defender"), None)
    if sc.fortifications:
        assert defender is not None
        attacker = sc.side("allied" if defender == "japan" else "japan")
        area = set(sc.side(defender).setup_area)
        enemy_hexes = {u.hex for u in attacker.units}
        for f in sc.fortifications:
            facts = plan.facts[f.hex]
            assert not facts.water
            assert f.owner == defender
            if f.type == "cave":
                assert facts.crest and defender == "japan"
            assert f.hex not in enemy_hexes
            if attacker.posture != "invader":
                assert f.hex in area
        mines = {f.fp for f in sc.fortifications if f.type == "mines"}
        assert mines <= {sc.mine_fp} and len(mines) <= 1
        bought = [e for e in sc.generation.log if e.step == "fortifications"][0]
        lead = bought.vp_before if defender == "japan" else -bought.vp_before
        assert 0 <= (bought.vp_before - bought.vp_after) * (1 if defender == "japan" else -1) <= lead
    else:
        assert sc.mine_fp == 6
    # objective control (RSG 12)
    if defender is not None:
        assert set(sc.objective_control.values()) == {defender}
    elif options.get("recon_objective_control", "none") == "none":
        assert set(sc.objective_control.values()) == {None}
    # chits (RSG 3)
    ch = sc.objective_chits
    drawn = ch.open + ch.secret_japan + ch.secret_allied
    assert len(drawn) == 3 and len(set(drawn)) == 3 and len(ch.open) >= 1
    assert all(DATA.chit_secret[c] for c in ch.secret_japan + ch.secret_allied)
    assert len(ch.secret_japan) <= 1 and len(ch.secret_allied) <= 1
    # sighting markers (RSG 13)
    total_marks = j.sighting_markers + sum(r.sighting_markers for r in j.reinforcements)
    assert total_marks <= 8 and a.sighting_markers == 0
    assert len(j.sighting_marker_hexes) == j.sighting_markers
    assert set(j.sighting_marker_hexes) <= set(j.setup_area)
    # first player and initiative (RSG 14-15)
    first = sc.first_player
    movers = [s for s in ("japan", "allied") if sc.side(s).posture in ("banzai", "attacker", "invader")]
    if len(movers) == 1:
        assert first == movers[0]
    elif not movers:
        assert first == sc.initiative_holder
    if j.initiative != a.initiative:
        assert sc.initiative_holder == ("japan" if j.initiative > a.initiative else "allied")
    # the Allies surrender per their OB; Japan never (11.2)
    assert j.surrender_space is None and a.surrender_space == DS.forces[a.nation].ob_card(a.ob).surrender_space


def test_invariants_default_options(default_runs: list[Scenario]) -> None:
    assert len(default_runs) >= 2000
    for sc in default_runs:
        _check_one(sc, {})


def test_invariants_other_options(variant_runs: list[Scenario]) -> None:
    for sc in variant_runs:
        _check_one(sc, VARIANT)
        assert sc.generation.dice == "2d6"
        assert sc.generation.options["setup_order"] == "attacker_first"


def test_semantic_checks_pass(default_runs: list[Scenario], variant_runs: list[Scenario]) -> None:
    for sc in default_runs + variant_runs:
        errors = [f for f in check_scenario(sc, DS) if f.severity == "error"]
        assert errors == [], (sc.generation.seed, errors)


def test_schema_validation_passes(default_runs: list[Scenario], variant_runs: list[Scenario]) -> None:
    v = validator("scenario")
    for sc in default_runs[:250] + variant_runs[:150]:
        assert list(v.iter_errors(to_data(sc))) == [], sc.generation.seed


def test_every_case_is_exercised(default_runs: list[Scenario], variant_runs: list[Scenario]) -> None:
    """The seeds cover both maps, both orientations, every pairing, rotation, night and fortifications."""
    runs = default_runs + variant_runs
    assert {sc.map for sc in runs} == {"demo-inland", "demo-coastal"}
    assert {sc.orientation for sc in runs} == {"wide", "narrow"}
    pairs = {(sc.sides.japan.posture, sc.sides.allied.posture) for sc in runs}
    assert pairs >= PAIRS_OK | {("banzai", "defender"), ("banzai", "attacker")}
    assert {sc.rotation for sc in runs} == {0, 90}
    assert {sc.night for sc in runs} == {False, True}
    assert any(sc.fortifications for sc in runs)
    assert {f.type for sc in runs for f in sc.fortifications} >= {"foxholes", "mines", "wire", "cave"}
    assert all(f.fp == sc.mine_fp for sc in runs for f in sc.fortifications if f.type == "mines")
    guard = sum(1 for sc in default_runs for e in sc.generation.log if "support loop stopped" in e.text)
    assert guard < len(default_runs) // 100


def test_determinism_byte_for_byte(default_runs: list[Scenario], variant_runs: list[Scenario]) -> None:
    for sc in default_runs[:150]:
        again = generate(DATA, sc.generation.seed)
        assert document_text(again) == document_text(sc)
        assert summary_line(again) == summary_line(sc)
    maps = DATA.map_ids
    for sc in variant_runs[:50]:
        s = sc.generation.seed
        assert document_text(generate(DATA, s, options=VARIANT, map_id=maps[s % len(maps)])) == document_text(sc)


def test_a_fresh_data_set_gives_the_same_output(default_runs: list[Scenario]) -> None:
    """Nothing hidden in the prepared caches changes the result: a freshly loaded data set agrees."""
    ds2, _ = load_dataset(demo_dataset_root())
    for sc in default_runs[:40]:
        assert document_text(generate(ds2, sc.generation.seed)) == document_text(sc)


def _option_values() -> dict[str, list]:
    out: dict[str, list] = {}
    for h in DATA.ruleset.house_rules:
        if h.type == "bool":
            out[h.key] = [False, True]
        elif h.type == "int":
            lo, hi = h.minimum or 0, h.maximum or 100
            out[h.key] = sorted({lo, hi, h.default, (lo + hi) // 2})
        else:
            out[h.key] = list(h.choices)
    return out


OPTION_VALUES = _option_values()


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), picks=st.data())
def test_any_seed_and_house_rules_give_a_valid_scenario(seed: int, picks: st.DataObject) -> None:
    """Every combination of house-rule values keeps every invariant and passes the semantic checks."""
    options = {k: picks.draw(st.sampled_from(v), label=k) for k, v in OPTION_VALUES.items()}
    sc = generate(DATA, seed, options=options)
    assert sc.generation.options == resolve_options(DATA.ruleset, options)
    _check_one(sc, options)
    assert [f for f in check_scenario(sc, DS) if f.severity == "error"] == []
