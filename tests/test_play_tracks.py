"""Playtest rules beyond the main flow: game end by exit, Heroes, Banzai, mines, ordnance, triggers,
night, markers, chits, postures, the Track Display and refusals of bad input."""

from __future__ import annotations

import copy

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.model.scenario import PlacedFortification, Scenario, UnitPlacement
from ccp_editor.play.fate import DECK_SIZE, ScriptedRoller
from ccp_editor.play.rules import fire_outcome
from ccp_editor.play.session import PlaytestSession

RIDGE = "demo-ridge-line"


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds  # the shared demo data set (conftest), loaded once per run


def scenario(ds: DataSet, **changes) -> Scenario:
    sc = copy.deepcopy(ds.scenarios[RIDGE])
    for k, v in changes.items():
        setattr(sc, k, v)
    return sc


def in_play(ds: DataSet, sc: Scenario, placements: list[tuple[str, str]], cards: list | None = None) -> PlaytestSession:
    """Only the listed units (counter id, hex) on the map, play begun."""
    s = PlaytestSession.create(sc, ds, roller=ScriptedRoller(cards or []), placed=False)
    used: set[str] = set()
    for counter, hex_ in placements:
        pid = next(p.id for p in s.doc.pieces if p.counter == counter and p.location == "unplaced" and p.id not in used)
        used.add(pid)
        res = s.place(pid, hex_)
        assert res.ok, res.reason
    assert s.start_play(force=True).ok
    return s


def test_exiting_the_last_unit_ends_the_game_on_vp(ds: DataSet) -> None:
    m = ds.maps["demo-inland"]
    xp = next(x for x in m.exit_points if x.edge == "bottom")
    col = xp.hex.rstrip("0123456789")
    s = in_play(ds, scenario(ds), [("jp-squad-line", f"{col}8"), ("us-squad-elite", "A9" if col != "A" else "O9")])
    sq = s.units("japan", "map")[0].id
    assert s.advance(sq, f"{col}9").ok and s.advance(sq, xp.hex).ok
    res = s.advance(sq, exit_edge="bottom")
    assert res.ok and s.phase == "ended" and "13.3c" in s.doc.end_reason


def test_hero_scores_nothing_and_returns_to_the_countermix(ds: DataSet) -> None:
    sc = scenario(ds)
    sc.sides.japan.units.append(UnitPlacement(counter="jp-hero"))
    s = in_play(ds, sc, [("jp-hero", "E4"), ("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    hero = next(p.id for p in s.units("japan", "map") if s.counter(p).kind == "hero")
    vp = s.tracks.vp
    assert s.eliminate(hero).ok
    assert s.tracks.vp == vp and s.piece(hero).location == "exited" and not s.tracks.casualties_japan


def test_banzai_eliminations_go_to_the_next_time_space(ds: DataSet) -> None:
    sc = scenario(ds)
    sc.sides.japan.posture = "banzai"
    s = in_play(ds, sc, [("jp-squad-line", "E4"), ("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    sq = s.units_at("E4")[0].id
    vp = s.tracks.vp
    assert s.eliminate(sq).ok
    p = s.piece(sq)
    assert p.location == "time_track" and p.time_space == s.tracks.time + 1
    assert s.tracks.vp == vp - 2 and not s.tracks.casualties_japan


def test_elimination_bonus_chit_adds_one(ds: DataSet) -> None:
    sc = scenario(ds)
    sc.objective_chits.open.append("Z")
    s = in_play(ds, sc, [("jp-squad-line", "E4"), ("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    vp = s.tracks.vp
    assert s.eliminate(s.units_at("E4")[0].id).ok
    assert s.tracks.vp == vp - 3


def test_mines_attack_units_advancing_in(ds: DataSet) -> None:
    sc = scenario(ds, fortifications=[PlacedFortification(type="mines", hex="K8", owner="japan", fp=7)])
    s = in_play(ds, sc, [("jp-squad-line", "B2"), ("us-squad-elite", "K9")], cards=[(6, 6), (1, 1)])
    us = s.units_at("K9")[0].id
    morale = s.view(us).morale
    res = s.advance(us, "K8")
    assert res.ok
    assert [r.purpose for r in res.rolls] == ["mine attack in K8", f"defense of {s.counter(s.piece(us)).name} in K8"]
    assert any("Mines in K8 attack: 7 FP" in m for m in res.messages)
    # Cover is 0 against mines (F104): 7 + 12 against morale + 0 + 2.
    want = fire_outcome(19, morale + 2)
    assert want in ("broken", "eliminated")
    assert s.piece(us).broken if want == "broken" else s.piece(us).location == "casualty"


def test_ordnance_must_hit_first(ds: DataSet) -> None:
    s = PlaytestSession.create(scenario(ds), ds, roller=ScriptedRoller(), placed=False)
    mortar = next((p for p in s.doc.pieces if s.counter(p).ordnance and p.location == "unplaced"), None)
    if mortar is None:
        pytest.skip("no ordnance weapon set up in the demo scenario")
    carrier = s.carrier_of(mortar.id)
    stats = s.counter(mortar).front
    allied_area = set(s.setup_area("allied"))
    shots = [
        (a, b) for a in s.setup_area("japan") for b in sorted(allied_area)
        if a not in allied_area and not s.board.is_water(a)
        and (stats.range_min or 0) + 1 <= s.board.grid.distance(a, b) <= min(stats.range or 0, 6)
        and s.los(a, b).result == "clear"
    ]
    if not shots:
        pytest.skip("no clear mortar shot between the setup areas")
    here, target = shots[0]
    assert s.place(carrier.id, here).ok
    assert s.place(next(p.id for p in s.units("allied") if s.counter(p).kind == "squad"), target).ok
    assert s.start_play(force=True).ok
    plan = s.plan_fire([mortar.id], target)
    if not plan.legal:
        pytest.skip(plan.reason)
    assert plan.ordnance and plan.group_bonus == 0
    res = s.plan_fire([mortar.id, carrier.id], target)
    assert not res.legal and "ordnance" in res.reason
    s.roller.extend([(1, 1)])
    res = s.fire(mortar.id, target)
    assert res.ok and res.details["hit"] is False and res.rolls[0].kind == "targeting"
    s.roller.extend([(6, 6), (6, 6), (6, 6), (6, 6)])
    res = s.fire(mortar.id, target)
    assert res.ok and res.details["attack_total"] == plan.total_fp + 12


def test_sniper_trigger_reports_candidates_and_moves_a_sighting_marker(ds: DataSet) -> None:
    sc = scenario(ds)
    sc.sides.japan.sighting_markers = 1
    s = PlaytestSession.create(sc, ds, roller=ScriptedRoller([(2, 3, "sniper"), (4, 4, None, "H9")]), placed=False)
    assert s.place(next(p.id for p in s.units("japan") if s.counter(p).kind == "squad"), "B2").ok
    assert s.place_sighting("S1", "C3").ok
    us = next(p.id for p in s.units("allied") if s.counter(p).kind == "squad")
    assert s.place(us, "H9").ok
    assert s.start_play(force=True).ok
    res = s.roll("allied", "test")
    sniper = next(t for t in res.triggers if t.kind == "sniper")
    assert sniper.hex == "H9" and us in sniper.candidates and not sniper.resolved
    assert s._sightings["S1"].hex == "H9"


def test_night_hindrance_is_at_least_the_range(ds: DataSet) -> None:
    sc = scenario(ds, night=True)
    s = in_play(ds, sc, [("jp-squad-line", "H5"), ("us-squad-elite", "H9")])
    ans = s.los("H9", "H5")
    if ans.has_los:
        assert ans.hindrance >= ans.range


def test_markers_follow_their_rules(ds: DataSet) -> None:
    s = in_play(ds, scenario(ds), [("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    water = next(h for h in s.board.grid.hex_ids if s.board.is_water(h))
    assert not s.place_marker("smoke", water, 3).ok
    assert s.place_marker("smoke", "E7", 2).ok
    assert not s.place_marker("smoke", "E7", 1).ok
    assert s.place_marker("smoke", "E7", 4).ok and s.marker_at("E7", "smoke").value == 4
    fort = s.doc.fortifications[0].hex
    if not s.units_at(fort) and not s.board.is_water(fort):
        assert s.place_marker("blaze", fort).ok and s.fortification_at(fort) is None
    assert not s.place_marker("blaze", "B2").ok  # units must leave first
    assert s.place_marker("blaze", "C2").ok
    res = s.move(s.units_at("B2")[0].id, ["C2"])
    assert not res.ok and "ablaze" in res.reason


def test_chits_postures_turns_and_track_display(ds: DataSet) -> None:
    s = in_play(ds, scenario(ds), [("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    secret = s.scenario.objective_chits.secret_japan[0]
    vp = s.tracks.vp
    assert s.reveal_chit(secret).ok and not s.reveal_chit(secret).ok
    chit = ds.chits.chit(secret)
    expected = chit.vp if chit.kind == "single" and s.tracks.objective_control.get(str(chit.objective)) == "japan" else None
    if expected is not None:
        assert s.tracks.vp == vp + expected
    assert s.set_posture("japan", "banzai").ok and s.hand_size("japan") == 3
    assert not s.set_posture("allied", "banzai").ok
    first = s.tracks.turn_player
    assert s.end_turn().ok and s.end_turn().ok and s.tracks.turn == 2 and s.tracks.turn_player == first
    td = s.track_display()
    assert td.time == s.tracks.time and set(td.objectives) == set(s.board.map.objectives)
    assert td.hand_sizes["japan"] == 3 and td.surrender_space == s.scenario.sides.allied.surrender_space
    assert any(ids for ids in td.time_track.values())
    assert s.undo() and s.undo() and s.undo() and s.hand_size("japan") == s.scenario.sides.japan.hand_size


def test_time_track_end_and_empty_deck(ds: DataSet) -> None:
    sc = scenario(ds, sudden_death_space=20)
    s = in_play(ds, sc, [("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    last = s.rules.time.time_track_spaces
    for _ in range(last):
        assert s.advance_time("allied").ok
    assert s.tracks.time == last and s.phase == "play"
    assert s.advance_time("allied").ok and s.phase == "ended" and "last space" in s.doc.end_reason
    seeded = PlaytestSession.create(ds.scenarios[RIDGE], ds, seed=3)
    assert seeded.start_play(force=True).ok
    t = seeded.tracks.time
    for _ in range(DECK_SIZE):
        seeded.roll("japan")
        if seeded.phase != "play":
            break
    assert seeded.tracks.time > t


def test_bad_input_is_refused_with_a_reason(ds: DataSet) -> None:
    s = in_play(ds, scenario(ds), [("jp-squad-line", "B2"), ("us-squad-elite", "L9")])
    jp = s.units_at("B2")[0].id
    us = s.units_at("L9")[0].id
    cases = [
        s.move("Z99", ["B3"]),
        s.move([jp, us], ["B3"]),
        s.move(jp, ["Q42"]),
        s.move(jp, ["B5"]),
        s.move(jp, []),
        s.advance(jp, "D7"),
        s.fire([jp], "Q1"),
        s.fire([], "L9"),
        s.place(jp, "B3"),
        s.rally(jp),
        s.suppress("nobody"),
        s.transfer_weapon("nothing", jp),
        s.adjust_vp("japan", 1, " "),
        s.roll("martians"),
        s.melee("B2"),
        s.reroll("japan" if s.tracks.initiative_holder == "allied" else "allied"),
        s.place_fortification("moat", "B3", "japan"),
        s.set_hand_size("japan", 99),
    ]
    for res in cases:
        assert not res.ok and res.reason and "\n" not in res.reason
    assert s.piece(jp).hex == "B2"
    assert sorted(s.reachable([jp]))
    assert s.reachable([us, jp]) == {}
