"""The rules shared by the checks, the generator and the playtest, each tested once with its number,
on the built-in rule set and on a rule set whose values differ (the rules read them, not constants)."""

from __future__ import annotations

import copy

import pytest

from ccp_editor.core import rules
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.model.dataset import DataSet
from ccp_editor.model.ruleset import FireModifier


def test_side_names_and_order() -> None:
    assert rules.SIDES == ("japan", "allied")
    assert [rules.SIDE_NAMES[s] for s in rules.SIDES] == ["Japan", "Allies"]
    assert rules.other_side("japan") == "allied" and rules.other_side("allied") == "japan"


def test_stacking_limit_15_2_and_setup_overstacking_15_2_3_read_the_rule_set() -> None:
    rs = builtin_ruleset()
    limit = rs.stacking.max_figures
    assert rules.stacking_limit(rs) == limit and rules.stacking_limit(None) == rules.DEFAULT_STACKING_LIMIT
    assert rules.setup_stacking_problem("C3", limit, rs) == ""
    assert "(15.2.3)" in rules.setup_stacking_problem("C3", limit + 1, rs)
    loose = copy.deepcopy(rs)
    loose.stacking.max_figures = limit + 2
    assert rules.setup_stacking_problem("C3", limit + 1, loose) == ""
    loose.stacking.strict_at_setup = False
    assert rules.setup_stacking_problem("C3", limit + 5, loose) == ""


def test_overstacked_cover_penalty_t81_3_2() -> None:
    rs = copy.deepcopy(builtin_ruleset())
    limit = rs.stacking.max_figures
    assert rules.overstack_cover_penalty(limit, rs) == 0
    assert rules.overstack_cover_penalty(limit + 2, rs) == 2 * rs.stacking.overstack_cover_penalty
    rs.stacking.overstack_cover_penalty = 3
    assert rules.overstack_cover_penalty(limit + 2, rs) == 6


def test_fortification_placement_f100_3_water_and_f102_caves() -> None:
    rs = builtin_ruleset()
    assert "F100.3" in rules.fortification_problem(rs, "foxholes", water=True, crest=False, owner="allied")
    assert rules.fortification_problem(rs, "foxholes", water=False, crest=False, owner="allied") == ""
    assert "Crest" in rules.fortification_problem(rs, "cave", water=False, crest=False, owner="japan")
    assert "Japanese only" in rules.fortification_problem(rs, "cave", water=False, crest=True, owner="allied")
    assert rules.fortification_allowed(rs, "cave", water=False, crest=True, owner="japan")


def test_fortification_placement_follows_the_rule_sets_crest_only_and_japanese_only() -> None:
    rs = copy.deepcopy(builtin_ruleset())
    cave = rs.fortification("cave")
    assert cave is not None and cave.crest_only and cave.japanese_only
    cave.crest_only = cave.japanese_only = False
    assert rules.fortification_allowed(rs, "cave", water=False, crest=False, owner="allied")
    trench = rs.fortification("trench")
    assert trench is not None
    trench.crest_only = True
    assert not rules.fortification_allowed(rs, "trench", water=False, crest=False, owner="allied")


def test_trench_like_fortifications_f106() -> None:
    assert rules.TRENCH_LIKE == {"trench", "bunker", "pillbox"}
    assert rules.STRUCTURAL_FORTS == {"bunker", "pillbox"}  # 19.2.3 melee ties


def test_ordnance_fire_modifiers_t91_t97_t82_come_from_the_rule_set() -> None:
    rs = copy.deepcopy(builtin_ruleset())
    assert rules.ordnance_fire_modifiers(rs, "mortar", "jungle") == [("airburst (T91, T97)", 2)]
    assert rules.ordnance_fire_modifiers(rs, "gun", "jungle") == []
    assert rules.ordnance_fire_modifiers(rs, "gun", "beach") == [("sand (T82)", -2)]
    rs.fire_modifiers.append(FireModifier("house rule", 1, ["open"], "HR1"))
    assert rules.ordnance_fire_modifiers(rs, None, "open") == [("house rule (HR1)", 1)]


def test_the_terrain_a_unit_sets_up_in_o29_4_t83_f100_3_17_4() -> None:
    from ccp_editor.model.mapdoc import HexInfo

    rs = builtin_ruleset()
    open_ground = HexInfo(terrain="open_ground")
    sea = HexInfo(terrain="water_barrier", water=True)
    assert rules.unit_hex_problem(rs, "C3", open_ground) == ("", "")
    assert rules.unit_hex_problem(rs, "C3", None) == ("", "")
    severity, why = rules.unit_hex_problem(rs, "C3", open_ground, blaze=True)
    assert severity == "error" and why == "C3 is ablaze: no unit may be there (T83, 15.1.5)"
    severity, why = rules.unit_hex_problem(rs, "F10", sea)
    assert severity == "warning" and why.startswith("F10 is Water Barrier, water terrain") and "(F100.3, T99)" in why
    assert rules.unit_hex_problem(rs, "F10", sea, invader=True) == ("", "")  # an Invader lands from the sea (17.4)
    # a chart that makes a terrain impassable makes it an error (O29.4), whatever else it is
    strict = copy.deepcopy(rs)
    next(t for t in strict.terrain if t.id == "water_barrier").move = "impassable"
    severity, why = rules.unit_hex_problem(strict, "F10", sea, invader=True)
    assert severity == "error" and why == "F10 is Water Barrier, impassable terrain: no unit may be there (O29.4, T99)"


def test_setup_depth_rsg_10_comes_from_the_rule_set_for_the_generator_and_a_new_scenario(demo_ds: DataSet) -> None:
    from ccp_editor.rsg.context import RsgData

    rs = builtin_ruleset()
    assert rules.setup_depth(rs, "defender", "wide", 15) == 8
    assert rules.setup_depth(rs, "defender", "narrow", 15) == 12
    assert rules.setup_depth(rs, "defender", "narrow", 10) == 10  # never deeper than the map
    assert [rules.setup_depth(rs, p, "wide", 15) for p in ("attacker", "recon", "invader", "banzai")] == [2, 4, 1, 1]
    changed = copy.deepcopy(rs)
    next(d for d in changed.setup_depths if d.posture == "attacker").wide = 5
    changed.setup_depths = [d for d in changed.setup_depths if d.posture != "recon"]
    assert rules.setup_depth(changed, "attacker", "wide", 15) == 5
    assert rules.setup_depth(changed, "recon", "wide", 15) == 15  # no depth given: the whole map
    ds = copy.copy(demo_ds)
    ds.ruleset = changed
    data = RsgData(ds)
    assert data.depth("attacker", "wide", 15) == 5 and data.depth("defender", "narrow", 9) == 9


def test_hand_sizes_1_1_17_and_first_turn_rsg_15_of_a_generation_come_from_the_rule_set(demo_ds: DataSet) -> None:
    from ccp_editor.rsg.context import RsgData, RsgError

    data = RsgData(demo_ds)
    assert {p: data.hand_size(p) for p in ("invader", "attacker", "recon", "defender", "banzai")} == {
        "invader": 7, "attacker": 6, "recon": 5, "defender": 4, "banzai": 3}
    assert [p for p in ("invader", "attacker", "recon", "defender", "banzai") if data.moves_first(p)] == [
        "invader", "attacker", "banzai"]
    changed = copy.deepcopy(builtin_ruleset())
    recon = changed.posture("recon")
    assert recon is not None
    recon.hand_size, recon.moves_first = 6, True
    changed.postures = [p for p in changed.postures if p.id != "banzai"]
    ds = copy.copy(demo_ds)
    ds.ruleset = changed
    data = RsgData(ds)
    assert data.hand_size("recon") == 6 and data.moves_first("recon")
    with pytest.raises(RsgError, match="no banzai posture"):
        data.hand_size("banzai")
