"""The shipped data: the built-in CC:P rule set and the demo game box load, validate and keep the
promises the rest of the app relies on (counts, year coverage, house-rule keys, demo labelling)."""

from __future__ import annotations

from collections import Counter as Tally
from pathlib import Path

import pytest

from ccp_editor.core.checks import hex_figures
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.core.rules import setup_depth
from ccp_editor.core.validate import validate_file
from ccp_editor.io.dataset import builtin_ruleset_path, load_dataset
from ccp_editor.io.documents import load_document
from ccp_editor.model import Forces, RuleSet
from ccp_editor.model.dataset import DataSet
from ccp_editor.model.forces import RollTable
from ccp_editor.model.mapdoc import GridSettings

ROOT = Path(__file__).resolve().parent.parent
YEARS = range(1941, 1946)
NATIONS = ("JP", "US", "CW")
HOUSE_RULE_KEYS = {
    "map_choice": "G2", "orientation": "G2", "year_choice": "G2", "allied_nation": "G2", "player_one": "G2",
    "dice": "G16", "quality_dice": "G3", "support_multi_buy": "G8", "support_unaffordable": "G8",
    "support_allow_sighting": "G8", "allied_posture_vs_banzai": "G13", "first_player_conflict": "G13",
    "initiative_tie": "G13", "river_order": "G13", "rotated_river": "G13", "setup_order": "G13",
    "invader_on_map_max": "G12", "invader_reinforcement_space": "G12", "banzai_setup": "G12",
    "recon_objective_control": "G13", "sighting_may_cross_zero": "G8", "leader_roll_clamp": "G6",
}
# The files this data set ships besides the maps (which have their own tests).
DEMO_FILES = [
    "dataset.yaml", "forces/jp.yaml", "forces/us.yaml", "forces/cw.yaml", "tables/objective_chits.yaml",
    "tables/fortification_ob.yaml", "scenarios/demo-ridge-line.yaml", "scenarios/demo-beach-landing.yaml",
]


@pytest.fixture(scope="module")
def loaded() -> tuple[DataSet, list]:
    return load_dataset(ROOT)


@pytest.fixture(scope="module")
def ds(loaded: tuple[DataSet, list]) -> DataSet:
    return loaded[0]


@pytest.fixture(scope="module")
def rs() -> RuleSet:
    doc = load_document(builtin_ruleset_path("ccp"), RuleSet)
    assert isinstance(doc, RuleSet)
    return doc


# ----------------------------------------------------------------------------- loading and validation


def test_builtin_ruleset_validates_cleanly() -> None:
    assert [p.format() for p in validate_file(builtin_ruleset_path("ccp"))] == []


def test_demo_dataset_loads_every_document(loaded: tuple[DataSet, list]) -> None:
    ds, problems = loaded
    assert [p.format() for p in problems] == []
    assert ds.manifest is not None and ds.manifest.ruleset == "builtin:ccp"
    assert ds.ruleset is not None and ds.ruleset.provenance == "builtin"
    assert sorted(ds.forces) == sorted(NATIONS)
    assert ds.chits is not None and ds.fortification_ob is not None
    assert {"demo-ridge-line", "demo-beach-landing"} <= set(ds.scenarios)
    assert {"demo-inland", "demo-coastal"} <= set(ds.maps)


@pytest.mark.parametrize("rel", DEMO_FILES)
def test_demo_file_validates_cleanly(rel: str, ds: DataSet) -> None:
    problems = validate_file(ROOT / rel, ds)
    assert [p.format() for p in problems] == []


def test_every_document_of_the_box_has_no_errors(ds: DataSet) -> None:
    files = [ROOT / rel for rel in DEMO_FILES] + sorted((ROOT / "maps").glob("*.yaml"))
    errors = [p.format() for f in files for p in validate_file(f, ds) if p.severity == "error"]
    assert errors == []


def test_every_demo_document_is_labelled_demo(ds: DataSet) -> None:
    assert ds.manifest is not None and ds.manifest.provenance == "demo"
    docs = [*ds.forces.values(), ds.chits, ds.fortification_ob, *ds.maps.values(), *ds.scenarios.values()]
    assert [d.id for d in docs if d is None or d.provenance != "demo"] == []
    for f in ds.forces.values():
        assert "placeholder" in f.notes
        assert [c.id for c in f.counters if "Demo" not in c.name] == []
        assert [o.id for o in f.ob_cards if "Demo" not in o.name] == []
    for sc in ds.scenarios.values():
        assert "demo" in sc.special_rules.lower()


def test_shipped_files_carry_a_schema_header() -> None:
    for path in [builtin_ruleset_path("ccp"), *(ROOT / rel for rel in DEMO_FILES)]:
        assert path.read_text(encoding="utf-8").startswith("# yaml-language-server: $schema="), path


# ----------------------------------------------------------------------------- the rule set


def test_terrain_chart_matches_the_rules(rs: RuleSet) -> None:
    ranks = {t.id: t.rank for t in rs.terrain if t.kind == "type"}
    order = ["building", "hut", "bridge", "water_barrier", "swamp", "stream", "jungle", "bush", "grass",
             "palm", "gully", "beach", "open_ground"]
    assert sorted(ranks, key=lambda k: -(ranks[k] or 0)) == order
    t = rs.terrain_by_id()
    assert {k: t[k].cover for k in order} == {
        "building": 3, "hut": 2, "bridge": 1, "water_barrier": -2, "swamp": 2, "stream": -1, "jungle": 2,
        "bush": 2, "grass": 0, "palm": 1, "gully": 1, "beach": 0, "open_ground": 0}
    assert {k: t[k].move_cost for k in order if t[k].move == "cost"} == {
        "building": 2, "hut": 2, "swamp": 4, "stream": 3, "jungle": 3, "bush": 2, "grass": 2, "palm": 1,
        "gully": 2, "beach": 1.5, "open_ground": 1}
    assert (t["water_barrier"].move, t["blaze"].move, t["bridge"].route_cost) == ("all", "impassable", 1)
    assert (t["road"].route_cost, t["road"].route_cost_unseen, t["trail"].route_cost) == (1, 0.5, 1)
    assert t["hills"].uphill_per_level == 1
    assert {k for k, e in t.items() if e.los == "obstacle"} == {"building", "jungle", "swamp", "blaze"}
    assert {k: e.blind_hexes for k, e in t.items() if e.blind_hexes} == {"building": 1, "jungle": 1, "swamp": 1}
    assert {k: e.hindrance for k, e in t.items() if e.los == "hindrance" and k != "smoke"} == {
        "bush": 2, "grass": 3, "hut": 4, "palm": 1}
    assert {k for k, e in t.items() if e.water} == {"stream", "swamp", "water_barrier"}
    assert all(not e.night_extra for e in t.values() if e.kind != "type")
    assert {k for k, e in t.items() if e.kind == "feature"} == {"hills", "road", "trail"}
    assert {k for k, e in t.items() if e.kind == "marker"} == {"smoke", "blaze"}
    for k in ("stream", "swamp", "hut", "bush", "bridge"):
        assert t[k].reconstructed and "verify" in t[k].notes


def test_fortifications_postures_nations_and_depths(rs: RuleSet) -> None:
    covers = {f.id: (f.cover, f.cover_vs_indirect) for f in rs.fortifications}
    assert covers == {"bunker": (6, 7), "cave": (4, 8), "foxholes": (3, 4), "mines": (None, None),
                      "pillbox": (5, 6), "trench": (4, 5), "wire": (None, None)}
    cave = rs.fortification("cave")
    assert cave is not None and cave.japanese_only and cave.crest_only
    assert {p.id: p.hand_size for p in rs.postures} == {
        "invader": 7, "attacker": 6, "recon": 5, "defender": 4, "banzai": 3}
    assert {p.id for p in rs.postures if p.moves_first} == {"invader", "attacker", "banzai"}
    assert {p.id for p in rs.postures if p.japan_only} == {"banzai"}
    assert {n.id: (n.side, n.discard_limit, n.surrenders) for n in rs.nations} == {
        "JP": ("japan", 3, False), "US": ("allied", 5, True), "CW": ("allied", 4, True)}
    assert all(len(n.factions) >= 2 for n in rs.nations)
    assert {d.posture: (d.wide, d.narrow) for d in rs.setup_depths} == {
        "defender": (8, 12), "attacker": (2, 3), "recon": (4, 6), "invader": (1, 1), "banzai": (1, 1)}
    assert rs.years == list(YEARS) and rs.mine_strengths == [6, 7, 8]
    assert "guess" in rs.notes and "time_track_spaces" in rs.notes


def test_every_house_rule_key_is_present_with_a_valid_default(rs: RuleSet) -> None:
    rules = {h.key: h for h in rs.house_rules}
    assert set(HOUSE_RULE_KEYS) <= set(rules)
    for key, gap in HOUSE_RULE_KEYS.items():
        h = rules[key]
        assert h.gap == gap, key
        assert h.description and h.name, key
        if h.type == "choice":
            assert h.default in h.choices, key
        elif h.type == "bool":
            assert isinstance(h.default, bool), key
        else:
            assert isinstance(h.default, int) and not isinstance(h.default, bool), key
            assert h.minimum is not None and h.maximum is not None and h.minimum <= h.default <= h.maximum, key
    assert rules["dice"].default == "fate_deck" and rules["invader_on_map_max"].default == 50
    assert rules["support_multi_buy"].default is False and rules["leader_roll_clamp"].default is True


# ----------------------------------------------------------------------------- forces


def _forces(ds: DataSet, nation: str) -> Forces:
    return ds.forces[nation]


@pytest.mark.parametrize("nation", NATIONS)
def test_counters_cover_every_kind(ds: DataSet, nation: str) -> None:
    f = _forces(ds, nation)
    kinds = Tally(c.kind for c in f.counters)
    for kind in ("squad", "team"):
        assert {c.quality for c in f.counters if c.kind == kind} == {"elite", "line", "green"}
    assert kinds["leader"] >= 3 and kinds["hero"] == 1 and kinds["private"] == 1 and kinds["aircraft"] == 1
    assert all(isinstance(c.front.command, int) for c in f.counters if c.kind == "leader")
    assert kinds["scout" if nation != "JP" else "sogeki_hei"] == 1
    assert kinds["sogeki_hei" if nation != "JP" else "scout"] == 0
    private = next(c for c in f.counters if c.kind == "private")
    assert (private.front.morale, private.front.command) == (6, 2)
    weapons = [c for c in f.counters if c.kind == "weapon"]
    assert {w.weapon_type for w in weapons} == {"mg", "mortar", "flamethrower"}
    assert any(w.movement_modifier < 0 for w in weapons)
    mortars = [w for w in weapons if w.weapon_type == "mortar"]
    assert mortars and all(w.ordnance and w.smoke and w.front.range_min for w in mortars)
    radios = [c for c in f.counters if c.kind == "radio"]
    assert len(radios) >= 2 and all(8 <= (r.front.fp or 0) <= 12 for r in radios)
    for c in f.counters:
        assert c.id.startswith(nation.lower() + "-"), c.id
        assert c.figures == {"squad": 4, "team": 2}.get(c.kind, 1 if c.front.morale is not None else 0), c.id
        if c.front.morale is not None:
            assert c.back is not None and c.back.morale is not None and c.back.morale < c.front.morale, c.id


def test_counter_ids_are_unique_across_the_data_set(ds: DataSet) -> None:
    ids = [c.id for f in ds.forces.values() for c in f.counters]
    assert [i for i, n in Tally(ids).items() if n > 1] == []


@pytest.mark.parametrize("nation", NATIONS)
def test_ob_cards(ds: DataSet, nation: str) -> None:
    f = _forces(ds, nation)
    assert len(f.ob_cards) >= 3
    counters = ds.counters()
    for ob in f.ob_cards:
        assert 2 <= ob.point_value <= 8 and 2 <= ob.order_limit <= 5 and 0 <= ob.initiative <= 5, ob.id
        assert 1 <= ob.leader_rolls <= 3, ob.id
        assert (ob.surrender_space is not None) == (nation != "JP"), ob.id
        for u in ob.units:
            if u.weapon is not None:
                assert counters[u.weapon].kind == "weapon"
                carrier = counters[u.counter]
                assert carrier.kind in ("squad", "team") or counters[u.weapon].movement_modifier == 0, ob.id
    if nation == "JP":
        assert any(ob.banzai_force for ob in f.ob_cards)
        assert any(ob.sighting_markers for ob in f.ob_cards)
    else:
        assert not any(ob.banzai_force or ob.sighting_markers for ob in f.ob_cards)


def _offers(table: RollTable, roll: int, year: int) -> list:
    col = table.column(roll)
    return [e for e in (col.entries if col else []) if e.year_from <= year <= e.year_to]


@pytest.mark.parametrize("nation", NATIONS)
def test_tables_cover_every_roll_of_every_year(ds: DataSet, nation: str) -> None:
    f = _forces(ds, nation)
    assert (f.support_table.dice, f.leader_table.dice, f.radio_table.dice, f.quality_table.dice) == (
        "2d6", "white", "2d6", "2d6")
    assert f.support_table.roll_range() == f.radio_table.roll_range() == f.quality_table.roll_range() == (2, 12)
    assert f.leader_table.roll_range() == (1, 6)
    counters = ds.counters()
    for year in YEARS:
        for roll in range(2, 13):
            support = _offers(f.support_table, roll, year)
            assert support and all(1 <= e.vp_cost <= 4 for e in support), (roll, year)
            assert _offers(f.radio_table, roll, year), (roll, year)
            assert len(_offers(f.quality_table, roll, year)) == 1, (roll, year)
        for roll in range(1, 7):
            leaders = _offers(f.leader_table, roll, year)
            assert leaders and all(counters[e.unit].kind != "hero" for e in leaders), (roll, year)
    entries = [e for c in f.radio_table.columns for e in c.entries]
    assert any(e.artillery_denied for e in entries) and any(e.radio and e.vp_cost > 0 for e in entries)
    sighting = [e for c in f.support_table.columns for e in c.entries if e.sighting_marker]
    assert bool(sighting) == (nation == "JP")
    qualities = {e.quality for c in f.quality_table.columns for e in c.entries}
    assert qualities == {"elite", "line", "green"}


# ----------------------------------------------------------------------------- chits and fortifications


def test_objective_chits(ds: DataSet) -> None:
    assert ds.chits is not None
    chits = {c.letter: c for c in ds.chits.chits}
    assert len(chits) == 21 == len(ds.chits.chits)
    assert (chits["Y"].kind, chits["Z"].kind) == ("exit_bonus", "elimination_bonus")
    assert not chits["Y"].has_secret_side and not chits["Z"].has_secret_side
    assert [(chits[k].objective, chits[k].vp) for k in "CGK"] == [(3, 1), (3, 2), (3, 3)]
    for objective in range(1, 6):
        values = sorted(c.vp for c in chits.values() if c.kind == "single" and c.objective == objective)
        assert values == [1, 2, 3], objective
    assert sum(c.kind == "all" for c in chits.values()) >= 2
    assert [k for k, c in chits.items() if not c.has_secret_side and k not in "YZ"]
    assert all(c.text for c in chits.values())


def test_fortification_ob_prices_every_type_and_three_mine_strengths(ds: DataSet) -> None:
    fob = ds.fortification_ob
    assert fob is not None
    assert {i.type for i in fob.items} == {"bunker", "cave", "foxholes", "mines", "pillbox", "trench", "wire"}
    assert sorted(i.mine_fp for i in fob.items if i.type == "mines") == [6, 7, 8]
    assert all(i.max_count > 0 for i in fob.items)


# ----------------------------------------------------------------------------- scenarios


@pytest.mark.parametrize("scenario_id,allied", [("demo-ridge-line", "US"), ("demo-beach-landing", "CW")])
def test_sample_scenario_is_legal(ds: DataSet, scenario_id: str, allied: str) -> None:
    sc = ds.scenarios[scenario_id]
    rs = ds.ruleset
    assert rs is not None
    assert (sc.sides.japan.nation, sc.sides.allied.nation) == ("JP", allied)
    grid = HexGrid(ds.maps[sc.map].grid if sc.map in ds.maps else GridSettings())
    for side_id in ("japan", "allied"):
        side = sc.side(side_id)
        posture = rs.posture(side.posture)
        nation = rs.nation(side.nation)
        assert posture is not None and nation is not None
        assert side.hand_size == posture.hand_size and side.discard_limit == nation.discard_limit
        depth = setup_depth(rs, side.posture, sc.orientation, grid.depth_for_edge(side.edge))
        assert set(side.setup_area) == set(grid.band(side.edge, depth))
        assert side.ob is not None and ds.forces[side.nation].ob_card(side.ob) is not None
        placed = [u for u in side.units if u.hex is not None]
        assert placed and all(u.hex in side.setup_area for u in placed)
    assert max(hex_figures(sc, ds.counters()).values()) <= rs.stacking.max_figures
    assert any(s.reinforcements for s in (sc.sides.japan, sc.sides.allied))
    hexes = [f.hex for f in sc.fortifications]
    assert hexes and len(hexes) == len(set(hexes))
    edges = {h for e in ("top", "bottom", "left", "right") for h in grid.edge_hexes(e)}
    assert not edges & set(hexes)
    chits = sc.objective_chits
    assert chits.open and chits.secret_japan and chits.secret_allied
    assert sorted(sc.objective_control) == ["1", "2", "3", "4", "5"]
    orders = sc.sides.japan.order_limit + sc.sides.allied.order_limit
    modifier = rs.time.sudden_death_wide_modifier if sc.orientation == "wide" else rs.time.sudden_death_narrow_modifier
    assert sc.sudden_death_space == orders + modifier


def test_a_batch_of_games_leaves_the_collector_as_it_found_it():
    """``loaded_kept`` (the command line's ``play`` and the bench) freezes what was loaded and collects
    less often inside the block; after it, the collector runs as before, whatever happened inside."""
    import gc

    from ccp_editor.io.dataset import loaded_kept

    before = gc.get_threshold()
    with pytest.raises(RuntimeError), loaded_kept():
        assert gc.get_threshold()[0] > before[0]
        assert gc.get_freeze_count() > 0
        raise RuntimeError("a game failed")
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
