"""Playtest sessions on the demo data set: setup, movement, fire, objectives, tracks, melee, undo,
save and resume. Hexes that depend on the demo map are checked as preconditions first."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.model.scenario import Scenario
from ccp_editor.play import logtext as L
from ccp_editor.play.fate import ScriptedRoller
from ccp_editor.play.rules import melee_fp
from ccp_editor.play.session import Change, PlaytestSession, SessionError

RIDGE = "demo-ridge-line"


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds  # the shared demo data set (conftest), loaded once per run


def fresh(ds: DataSet, scenario: str = RIDGE, cards: list | None = None, **kw) -> tuple[PlaytestSession, ScriptedRoller]:
    roller = ScriptedRoller(cards or [])
    return PlaytestSession.create(ds.scenarios[scenario], ds, roller=roller, placed=False, **kw), roller


def unit_of(s: PlaytestSession, side: str, kind: str, n: int = 0) -> str:
    ids = [p.id for p in s.units(side) if s.counter(p).kind == kind and p.location == "unplaced"]
    return ids[n]


def road_chain(s: PlaytestSession, area: list[str], length: int) -> list[str]:
    """``length`` hexes of the area linked by a road across the hexsides they share."""
    grid, board = s.board.grid, s.board

    def road_sides(h: str) -> set[int]:
        return {d for f in board.info(h).features if f.type == "road" for d in f.hexsides}

    area_set = set(area)
    for start in area:
        chain = [start]
        while len(chain) < length:
            here = chain[-1]
            nxt = None
            for d in sorted(road_sides(here)):
                n = grid.neighbour(here, d)
                back = (d + 2) % 6 + 1
                if n and n in area_set and n not in chain and back in road_sides(n) and board.info(n).terrain != "bridge":
                    nxt = n
                    break
            if nxt is None:
                break
            chain.append(nxt)
        if len(chain) == length:
            return chain
    pytest.skip("the demo map has no road of that length in the setup area")


# ----------------------------------------------------------------------------- creation and setup


def test_session_holds_every_piece_and_the_tracks(ds: DataSet) -> None:
    sc = ds.scenarios[RIDGE]
    s = PlaytestSession.create(sc, ds, seed=5)
    n_units = sum(len(sc.side(x).units) + sum(len(r.units) for r in sc.side(x).reinforcements) for x in ("japan", "allied"))
    assert len(s.units()) == n_units
    for p in s.doc.pieces:
        if p.weapon:
            w = s.piece(p.weapon)
            assert w is not None and s.counter(w).kind == "weapon" and w.hex == p.hex
    waiting = [p for p in s.units() if p.location == "time_track"]
    assert waiting and all(p.time_space for p in waiting)
    t = s.tracks
    assert (t.time, t.sudden_death_space, t.initiative_holder) == (sc.time_start, sc.sudden_death_space, sc.initiative_holder)
    assert (t.hand_size_japan, t.hand_size_allied) == (sc.sides.japan.hand_size, sc.sides.allied.hand_size)
    held = sum(s.objective_value(n, side) for n, side in sc.objective_control.items() if side == "japan")
    assert t.vp == sc.vp_start + held
    assert s.phase == "setup" and s.doc.log


def test_units_set_up_only_in_their_area_without_overstacking(ds: DataSet) -> None:
    s, _ = fresh(ds)
    area = s.setup_area("japan")
    enemy_area = set(s.setup_area("allied"))
    outside = next(h for h in s.board.grid.hex_ids if h not in area)
    sq1, sq2 = unit_of(s, "japan", "squad", 0), unit_of(s, "japan", "squad", 1)
    res = s.place(sq1, outside)
    assert not res.ok and "setup area" in res.reason
    hex_ = next(h for h in area if h not in enemy_area)
    assert s.place(sq1, hex_).ok
    res = s.place(sq2, hex_)
    assert not res.ok and "overstacking" in res.reason and "15.2.3" in res.reason
    assert s.piece(sq2).location == "unplaced"
    assert s.place(unit_of(s, "japan", "team"), hex_).ok  # 4 + 2 figures is fine
    assert s.figures_at(hex_) == 6


def test_auto_setup_both_sides_is_legal_and_deterministic(ds: DataSet) -> None:
    s, _ = fresh(ds)
    t, _ = fresh(ds)
    for side in ("japan", "allied"):
        assert s.auto_setup(side).ok and t.auto_setup(side).ok
    assert s.to_playtest().pieces == t.to_playtest().pieces
    assert s.setup_problems("japan") == [] and s.setup_problems("allied") == []
    # Leaders are stacked with squads, weapons stay with their units.
    for leader in [p for p in s.units() if s.counter(p).kind == "leader" and p.location == "map"]:
        assert any(s.counter(q).kind in ("squad", "team") for q in s.units_at(leader.hex, leader.side))
    for p in s.doc.pieces:
        if p.weapon:
            assert s.piece(p.weapon).hex == p.hex
    # Every objective inside a side's setup area is held by that side.
    for side in ("japan", "allied"):
        area = set(s.setup_area(side))
        for number, hex_ in s.board.map.objectives.items():
            if hex_ in area:
                assert s.units_at(hex_, side), f"objective {number} in {hex_} left empty"
    assert s.start_play().ok and s.phase == "play"


def test_start_play_refuses_an_unfinished_setup(ds: DataSet) -> None:
    s, _ = fresh(ds)
    res = s.start_play()
    assert not res.ok and "not set up" in res.reason
    assert s.phase == "setup"


def test_fortifications_follow_their_rules(ds: DataSet) -> None:
    s, _ = fresh(ds)
    water = next((h for h in s.setup_area("japan") if s.board.is_water(h)), None)
    if water is not None:
        res = s.place_fortification("foxholes", water, "japan")
        assert not res.ok and "water" in res.reason
    taken = s.doc.fortifications[0].hex
    res = s.place_fortification("pillbox", taken, s.doc.fortifications[0].owner)
    assert not res.ok and "one per hex" in res.reason
    flat = next(h for h in s.setup_area("japan") if not s.board.is_crest(h) and not s.fortification_at(h) and not s.board.is_water(h))
    res = s.place_fortification("cave", flat, "japan")
    assert not res.ok and "Crest" in res.reason
    assert s.place_fortification("foxholes", flat, "japan").ok


# ----------------------------------------------------------------------------- movement


def playing(ds: DataSet, placements: dict[str, str], cards: list | None = None, scenario: str = RIDGE) -> PlaytestSession:
    """A session in play with only the named units on the map (kind@n -> hex)."""
    s, _ = fresh(ds, scenario, cards)
    for key, hex_ in placements.items():
        side, kind, n = key.split(":")
        res = s.place(unit_of(s, side, kind, int(n)), hex_)
        assert res.ok, res.reason
    assert s.start_play(force=True).ok
    return s


def test_a_squad_moves_along_the_road_at_the_road_rate(ds: DataSet) -> None:
    probe, _ = fresh(ds)
    chain = road_chain(probe, probe.setup_area("japan"), 4)
    s = playing(ds, {"japan:squad:0": chain[0]})
    sq = s.units_at(chain[0])[0].id
    plan = s.plan_move([sq], chain[1:])
    assert plan.legal, plan.reason
    # No enemy on the map: the road costs 1/2 MP per hex (T94).
    assert [c for _, c in plan.steps] == [0.5, 0.5, 0.5] and plan.cost == 1.5
    res = s.move(sq, chain[1:])
    assert res.ok and res.details["cost"] == 1.5
    assert s.piece(sq).hex == chain[-1]


def test_road_rate_is_one_when_an_enemy_sees_the_hex(ds: DataSet) -> None:
    probe, _ = fresh(ds)
    chain = road_chain(probe, probe.setup_area("japan"), 3)
    watcher = next(h for h in probe.setup_area("allied") if probe.los(h, chain[1]).has_los)
    s = playing(ds, {"japan:squad:0": chain[0], "allied:squad:0": watcher})
    sq = s.units_at(chain[0])[0].id
    plan = s.plan_move([sq], chain[1:2])
    assert plan.legal and plan.steps == [(chain[1], 1.0)]


def test_a_move_into_an_enemy_hex_is_refused(ds: DataSet) -> None:
    j = next(h for h in ds.maps["demo-inland"].hexes if h == "K8")
    s = playing(ds, {"japan:squad:0": j, "allied:squad:0": "K9"})
    sq = s.units_at(j, "japan")[0].id
    res = s.move(sq, ["K9"])
    assert not res.ok and "enemy" in res.reason
    assert s.piece(sq).hex == j


def test_exits_only_through_an_enemy_edge_exit_point(ds: DataSet) -> None:
    m = ds.maps["demo-inland"]
    sc = ds.scenarios[RIDGE]
    assert sc.sides.japan.edge == "top"
    flank = next(x for x in m.exit_points if x.edge in ("left", "right"))
    own = next(x for x in m.exit_points if x.edge == "top")
    s = playing(ds, {"japan:squad:0": flank.hex, "japan:squad:1": own.hex})
    a = s.units_at(flank.hex)[0].id
    res = s.move(a, [], exit_edge=flank.edge)
    assert not res.ok and "flank" in res.reason
    b = s.units_at(own.hex)[0].id
    res = s.move(b, [], exit_edge="top")
    assert not res.ok and "own friendly edge" in res.reason
    # A hex on the enemy edge without an Exit Point.
    bare = next(h for h in s.board.grid.edge_hexes("bottom") if not s.board.exit_point(h, "bottom"))
    assert not s.plan_move([a], [], exit_edge="bottom").legal
    assert "Exit Point" in s._exit_problem("japan", bare, "bottom")[0]


def test_exit_through_an_exit_point_scores_its_value(ds: DataSet) -> None:
    m = ds.maps["demo-inland"]
    xp = max((x for x in m.exit_points if x.edge == "bottom"), key=lambda x: x.value)
    col = xp.hex.rstrip("0123456789")
    start = f"{col}8"
    s = playing(ds, {"japan:squad:0": start, "japan:squad:1": "B2"})
    sq = s.units_at(start)[0].id
    assert s.advance(sq, f"{col}9").ok and s.advance(sq, xp.hex).ok
    vp = s.tracks.vp
    assert not s.move(sq, [], exit_edge="bottom", exit_space=s.tracks.time).ok
    res = s.move(sq, [], exit_edge="bottom", exit_space=3)
    assert res.ok, res.reason
    assert res.details["cost"] == 1.0
    assert s.tracks.vp == vp + xp.value and res.vp_change == xp.value
    p = s.piece(sq)
    assert p.location == "time_track" and p.time_space == 3


def test_exit_bonus_chit_adds_one(ds: DataSet) -> None:
    sc = copy.deepcopy(ds.scenarios[RIDGE])
    sc.objective_chits.open.append("Y")
    s = PlaytestSession.create(sc, ds, roller=ScriptedRoller(), placed=False)
    xp = next(x for x in s.board.map.exit_points if x.edge == "bottom")
    assert s.chit_in_play("exit_bonus")
    assert s._exit_problem("japan", xp.hex, "bottom")[1][2] == xp.value + 1


# ----------------------------------------------------------------------------- fire and melee


def dice(total: int) -> tuple[int, int]:
    """A card whose two dice add up to ``total`` (2-12)."""
    assert 2 <= total <= 12, total
    return (1, total - 1) if total <= 7 else (6, total - 6)


def _defense_roll(base: int, attack: int, want: str) -> tuple[int, int]:
    for total in range(2, 13):
        dt = base + total
        got = "eliminated" if dt * 2 <= attack else "broken" if dt < attack else "suppressed" if dt == attack else "unaffected"
        if got == want:
            return dice(total)
    pytest.skip(f"no roll gives {want} against {attack} with a base of {base}")


def test_fire_with_a_scripted_roll_breaks_the_target(ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    us = s.units_at("H9")[0].id
    plan = s.plan_fire([us], "H5")
    assert plan.legal, plan.reason
    assert plan.total_fp == plan.base_fp + plan.group_bonus + plan.height - plan.hindrance
    attack = plan.total_fp + 12
    target = plan.targets[0]
    cover, source = s.cover_at("H5", s.piece(target.piece))
    assert (target.cover, target.cover_source) == (cover, source)
    s.roller.extend([(6, 6), _defense_roll(target.defense_base, attack, "broken")])
    res = s.fire(us, "H5")
    assert res.ok, res.reason
    assert res.details["outcomes"] == {target.piece: "broken"}
    assert s.piece(target.piece).broken
    assert [r.value for r in res.rolls] == [12, sum(_defense_roll(target.defense_base, attack, "broken"))]


def open_shot(ds: DataSet) -> tuple[str, str]:
    """An Allied setup hex and an open, unfortified Japanese setup hex it sees, 2-3 hexes away."""
    probe, _ = fresh(ds)
    jp = [h for h in probe.setup_area("japan") if probe.board.terrain_cover(h) <= 0 and not probe.fortification_at(h)
          and h not in probe.setup_area("allied")]
    for a in probe.setup_area("allied"):
        for h in jp:
            if 2 <= probe.board.grid.distance(a, h) <= 3 and probe.los(a, h).result == "clear":
                return a, h
    pytest.skip("no open shot on the demo map")


def test_fire_can_eliminate_and_scores_vp(ds: DataSet) -> None:
    firer, target_hex = open_shot(ds)
    s = playing(ds, {"allied:squad:0": firer, "japan:squad:0": target_hex})
    us = s.units_at(firer)[0].id
    plan = s.plan_fire([us], target_hex, fp_modifier=2)
    assert plan.legal, plan.reason
    attack = plan.total_fp + 12
    s.roller.extend([(6, 6), _defense_roll(plan.targets[0].defense_base, attack, "eliminated")])
    vp = s.tracks.vp
    res = s.fire(us, target_hex, fp_modifier=2)
    assert res.details["outcomes"][plan.targets[0].piece] == "eliminated"
    assert s.tracks.vp == vp - 2  # a squad is 2 VP to the Allies
    assert s.tracks.casualties_japan == [plan.targets[0].piece]


def test_fire_group_hindrance_and_refusals(ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "allied:team:0": "I9", "japan:squad:0": "H5"})
    a, b = s.units_at("H9")[0].id, s.units_at("I9")[0].id
    plan = s.plan_fire([a, b], "H5")
    if plan.legal:
        assert plan.group_bonus == 1 and plan.base_fp == max(fp for _, fp in plan.firing)
    res = s.plan_fire([a], "H8")
    assert not res.legal and "no enemy" in res.reason
    far = s.plan_fire([a], "H1")
    assert not far.legal


def test_a_time_trigger_on_a_fire_roll_advances_time(ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    us = s.units_at("H9")[0].id
    s.roller.extend([(6, 6, "time"), (6, 6)])
    t = s.tracks.time
    res = s.fire(us, "H5")
    assert res.ok and s.tracks.time == t + 1
    assert any(tr.kind == "time" and tr.resolved for tr in res.triggers)


def test_melee_eliminates_the_loser(ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "K8", "allied:squad:0": "K9", "japan:team:0": "B2"})
    us = s.units_at("K9")[0].id
    jp = s.units_at("K8")[0].id
    res = s.advance(us, "K8")
    assert res.ok and res.details["melee"] and "K8" in s.melee_hexes()
    assert not s.plan_fire([us], "K8").legal
    s.roller.extend([(1, 1), (6, 6)])  # Japan rolls first
    vp = s.tracks.vp
    res = s.melee("K8")
    assert res.ok and res.details["losers"] == ["japan"]
    assert s.piece(jp).location == "casualty" and s.piece(us).hex == "K8"
    assert s.tracks.vp == vp - 2


def test_melee_tie_in_a_pillbox_goes_to_its_holder(ds: DataSet) -> None:
    s, _ = fresh(ds)
    assert s.place(unit_of(s, "japan", "squad"), "K8").ok
    assert s.place_fortification("pillbox", "K8", "japan").ok or s.fortification_at("K8")
    assert s.place(unit_of(s, "allied", "squad"), "K9").ok
    assert s.place(unit_of(s, "japan", "team"), "B2").ok
    assert s.start_play(force=True).ok
    assert s.advance(s.units_at("K9")[0].id, "K8").ok
    fps = {side: melee_fp([(s.view(u.id).fp, s.counter(u).front.fp_boxed) for u in s.units_at("K8", side)])
           for side in ("japan", "allied")}
    gap = fps["japan"] - fps["allied"]
    assert abs(gap) <= 10
    s.roller.extend([dice(2 + max(-gap, 0)), dice(2 + max(gap, 0))])  # Japan rolls first
    res = s.melee("K8")
    assert res.details["totals"]["japan"] == res.details["totals"]["allied"]
    assert res.details["losers"] == ["allied"]
    assert s.units_at("K8", "japan") and not s.units_at("K8", "allied")


# ----------------------------------------------------------------------------- objectives and tracks


def test_taking_an_objective_moves_the_vp(ds: DataSet) -> None:
    m = ds.maps["demo-inland"]
    s, _ = fresh(ds)
    number = max(m.objectives, key=lambda n: (s.objective_value(n, "allied"), n))
    value = s.objective_value(number, "allied")
    assert value > 0 and s.tracks.objective_control[number] == "japan"
    goal = m.objectives[number]
    line = s.board.grid.line("L9", goal)
    s = playing(ds, {"allied:squad:0": "L9", "japan:team:0": "A1"})
    us = s.units_at("L9")[0].id
    for h in line[1:-1]:
        assert s.advance(us, h).ok
    vp = s.tracks.vp
    res = s.advance(us, goal)
    assert res.ok and s.tracks.objective_control[number] == "allied"
    assert s.tracks.vp == vp - 2 * value and res.vp_change == -2 * value


def test_time_advance_defender_vp_and_sudden_death(ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "B2", "allied:squad:0": "L9"})
    sd = s.tracks.sudden_death_space
    assert s.scenario.side("japan").posture == "defender"
    vp = s.tracks.vp
    for _ in range(sd - 1):
        assert s.advance_time("allied").ok
    assert s.tracks.vp == vp + sd - 1 and s.tracks.time == sd - 1
    s.roller.extend([(6, 6)])  # not less than the space: play goes on
    res = s.advance_time("allied")
    assert res.ok and s.phase == "play" and res.rolls[0].purpose == "sudden death roll"
    s.roller.extend([(1, 1)])
    res = s.advance_time("japan")
    assert res.ok and s.phase == "ended" and "sudden death" in s.doc.end_reason
    assert s.doc.winner == ("japan" if s.tracks.vp > 0 else "allied" if s.tracks.vp < 0 else s.tracks.initiative_holder)
    assert set(s.tracks.revealed_chits) >= {*s.scenario.objective_chits.secret_japan, *s.scenario.objective_chits.secret_allied}
    assert not s.move(s.units("japan", "map")[0].id, ["B3"]).ok


def test_reinforcements_arrive_on_their_time_space(ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "B2", "allied:squad:0": "L9"})
    waiting = [p for p in s.units("allied", "time_track")]
    assert waiting
    space = waiting[0].time_space
    for _ in range(space - s.tracks.time):
        s.advance_time("japan")
    due = s.due_reinforcements("allied")
    assert waiting[0].id in [p.id for p in due]
    res = s.enter_reinforcement(waiting[0].id, "E5")
    assert not res.ok and "friendly edge" in res.reason
    assert s.enter_reinforcement(waiting[0].id, "E10").ok


def test_a_reinforcement_enters_only_where_the_list_of_entry_hexes_says(ds: DataSet) -> None:
    """13.1.2d (and E70's unit, T83): a unit enters along its friendly edge, never into a blaze or a
    hex holding an enemy unit; the hexes the card game offers and the refusals of
    ``enter_reinforcement`` are one rule."""
    s = playing(ds, {"japan:squad:0": "B2", "allied:squad:0": "L9"})
    waiting = s.units("allied", "time_track")
    for _ in range(waiting[0].time_space - s.tracks.time):
        s.advance_time("japan")
    edge = s.edge_entry_hexes("allied")
    assert "E10" in edge and "E5" not in edge
    japanese = s.units("japan", "map")[0]
    s._set_position(japanese, "map", "E10")  # an enemy unit on the edge
    ablaze = next(h for h in edge if h != "E10" and not s.board.is_water(h))
    assert s.place_marker("blaze", ablaze).ok  # and a blaze on it
    now = s.edge_entry_hexes("allied")
    assert "E10" not in now and ablaze not in now and set(now) == set(edge) - {"E10", ablaze}
    assert s.edge_entry_problem("allied", ablaze) == L.R_ABLAZE.format(hex=ablaze)
    assert "enemy" in s.edge_entry_problem("allied", "E10")
    for h in [*edge, "E5"]:
        why = s.edge_entry_problem("allied", h)
        assert (h in now) == (why == "")
    refused = s.enter_reinforcement(waiting[0].id, "E10")
    assert not refused.ok and refused.reason == s.edge_entry_problem("allied", "E10")
    assert s.enter_reinforcement(waiting[0].id, now[0]).ok


def test_allied_surrender_ends_the_game(ds: DataSet) -> None:
    sc: Scenario = copy.deepcopy(ds.scenarios[RIDGE])
    sc.sides.allied.surrender_space = 2
    s = PlaytestSession.create(sc, ds, roller=ScriptedRoller(), placed=True)
    assert s.start_play(force=True).ok
    allied = [p.id for p in s.units("allied", "map") if s.counter(p).kind != "hero"]
    assert s.eliminate(allied[0]).ok and s.phase == "play"
    res = s.eliminate(allied[1])
    assert res.ok and s.phase == "ended" and s.doc.winner == "japan" and "surrender" in s.doc.end_reason
    assert s.tracks.casualties_allied == allied[:2]


def test_losing_the_last_unit_loses_the_game(ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "B2", "allied:squad:0": "L9"})
    jp = s.units_at("B2")[0].id
    assert s.break_unit(jp).ok and s.piece(jp).broken
    assert s.break_unit(jp).ok
    assert s.phase == "ended" and s.doc.winner == "allied" and "13.3b" in s.doc.end_reason


def test_initiative_reroll_cancels_the_last_roll_and_passes_the_card(ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    us = s.units_at("H9")[0].id
    plan = s.plan_fire([us], "H5")
    target = plan.targets[0]
    low = _defense_roll(target.defense_base, plan.total_fp + 12, "broken")
    s.roller.extend([(6, 6), low, (6, 6)])
    assert s.fire(us, "H5").ok and s.piece(target.piece).broken
    holder = s.tracks.initiative_holder
    assert not s.reroll("japan" if holder == "allied" else "allied").ok
    res = s.reroll(holder)
    assert res.ok, res.reason
    assert s.tracks.initiative_holder != holder
    assert not s.piece(target.piece).broken  # the defender re-rolled a 12
    assert [r.value for r in res.rolls] == [12, 12]
    assert s.undo() and s.piece(target.piece).broken and s.tracks.initiative_holder == holder


def test_weapon_transfer_rules(ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "E4", "japan:leader:0": "E4", "allied:squad:0": "L9"})
    sq = s.units_at("E4", "japan")
    squad = next(p for p in sq if s.counter(p).kind == "squad")
    leader = next(p for p in sq if s.counter(p).kind == "leader")
    if squad.weapon is None:
        pytest.skip("the first Japanese squad carries no weapon")
    w = squad.weapon
    res = s.transfer_weapon(w, leader.id)
    if s.counter(s.piece(w)).movement_modifier < 0:
        assert not res.ok and "leader" in res.reason
    else:
        assert res.ok and s.piece(leader.id).weapon == w and s.piece(squad.id).weapon is None


# ----------------------------------------------------------------------------- undo, redo, notifications, save


def test_undo_and_redo_every_operation(ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    changes: list[Change] = []
    s.subscribe(changes.append)
    us = s.units_at("H9")[0].id
    start = s.to_playtest()
    assert s.advance(us, "H8").ok
    assert changes[-1].parts >= {"pieces", "log"} and {"H9", "H8"} <= changes[-1].hexes
    moved = s.to_playtest()
    assert s.undo()
    assert s.to_playtest() == start and changes[-1].action.startswith("Undo")
    assert s.redo()
    assert s.to_playtest() == moved
    s.roller.extend([(2, 2), (6, 6)])
    assert s.fire(us, "H5").ok
    assert s.undo() and s.to_playtest() == moved
    assert s.roller.pending == 2  # the cards went back on the deck
    assert s.redo_label() == "Fire"
    assert not s.break_unit("nope").ok and s.can_redo()  # a refusal leaves history alone
    assert s.suppress(us).ok and not s.can_redo()


def test_save_and_resume_to_an_equal_state(ds: DataSet, tmp_path: Path) -> None:
    sc = ds.scenarios[RIDGE]
    s = PlaytestSession.create(sc, ds, seed=11)
    assert s.auto_setup("allied").ok and s.start_play().ok
    us = next(p.id for p in s.units("allied", "map") if s.counter(p).kind == "squad")
    for _ in range(3):
        s.roll("allied", "test roll")
    s.place_marker("smoke", "E7", 3)
    path = tmp_path / "play.yaml"
    s.save(path)
    assert path.read_text().startswith("# yaml-language-server")
    back = PlaytestSession.load(path, ds)
    assert back.to_playtest() == s.to_playtest()
    a, b = s.roll("japan"), back.roll("japan")
    assert a.details["card"] == b.details["card"]
    assert s.suppress(us).ok and back.suppress(us).ok
    assert back.to_playtest() == s.to_playtest()


def test_bad_saves_and_scenarios_give_one_line_errors(ds: DataSet, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: playtest\nformat: 1\n")
    with pytest.raises(SessionError) as err:
        PlaytestSession.load(bad, ds)
    assert "\n" not in str(err.value)
    sc = copy.deepcopy(ds.scenarios[RIDGE])
    sc.map = "no-such-map"
    with pytest.raises(SessionError, match="no-such-map"):
        PlaytestSession.create(sc, ds, seed=1)
    sc = copy.deepcopy(ds.scenarios[RIDGE])
    sc.sides.japan.units[0].counter = "no-such-counter"
    with pytest.raises(SessionError, match="no-such-counter"):
        PlaytestSession.create(sc, ds, seed=1)
    s = PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller())
    with pytest.raises(SessionError, match="scripted"):
        PlaytestSession.resume(s.to_playtest(), ds)


def test_a_save_that_does_not_fit_the_map_is_refused(ds: DataSet) -> None:
    s = PlaytestSession.create(ds.scenarios[RIDGE], ds, seed=2)
    doc = s.to_playtest()
    doc.pieces[0].hex = "Z9"
    doc.pieces[0].location = "map"
    with pytest.raises(SessionError, match="Z9"):
        PlaytestSession.resume(doc, ds)
    doc = s.to_playtest()
    doc.pieces[0].weapon = doc.pieces[1].id if s.counter(doc.pieces[1]).kind != "weapon" else doc.pieces[2].id
    with pytest.raises(SessionError, match="not a weapon"):
        PlaytestSession.resume(doc, ds)
