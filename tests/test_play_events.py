"""Events added to the card game, each case naming its rule: Blaze on occupied hexes (E53c), Breezy
(E54), Stealth (E75) and Scrounge (E71)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.model.playtest import SightingMarkerState
from ccp_editor.play import events, orders
from ccp_editor.play.turn import CardGame

from .test_play_cards import Policy, give, new_game, spec_with


def at(g: CardGame, pid: str, hex_id: str) -> None:
    g.s.piece(pid).hex = hex_id
    g.s._reindex()


def smoke(g: CardGame) -> dict[str, int]:
    return {m.hex: m.value for m in g.s.doc.markers if m.type == "smoke"}


def test_E53_blaze_drives_the_units_out_to_adjacent_hexes(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    monkeypatch.setattr(events, "_random_hex", lambda g, side: "E4")
    events.resolve(g, "allied", spec_with(g, "allied", event="blaze"))
    s = g.s
    assert "E4" in s.blaze()
    for pid in ("J01", "J02", "J03"):
        p = s.piece(pid)
        assert p.location == "map" and s.board.grid.distance(p.hex, "E4") == 1, pid
    assert any("driven out by a blaze (E53)" in line for line in g.log)


def test_E53_a_unit_with_no_hex_to_go_to_is_eliminated(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    for h in g.s.board.grid.neighbours("E4").values():
        if not g.s.units_at(h) and not g.s.board.is_water(h):
            g.do("place_marker", "blaze", h)
    assert set(g.s.board.grid.neighbours("E4").values()) <= g.s.blaze()
    monkeypatch.setattr(events, "_random_hex", lambda g, side: "E4")
    events.resolve(g, "allied", spec_with(g, "allied", event="blaze"))
    assert g.s.piece("J01").location == "casualty" and g.s.piece("J02").location == "casualty"
    assert "E4" in g.s.blaze()


def land(g: CardGame, h: str | None) -> bool:
    return h is not None and not g.s.board.is_water(h) and not g.s.units_at(h)


@pytest.mark.parametrize("wind", [1, 2, 3, 4, 5, 6])
def test_E54_breezy_drifts_smoke_downwind_and_spreads_blaze(demo_ds: DataSet, wind: int) -> None:
    g = new_game(demo_ds)
    s, grid = g.s, g.s.board.grid
    ids = sorted(grid.hex_ids)
    fire = next(h for h in ids if land(g, h) and land(g, grid.neighbour(h, wind)))
    downwind = grid.neighbour(fire, wind)
    near = {fire, downwind, *grid.neighbours(fire).values(), *grid.neighbours(downwind).values()}
    puff = next(h for h in ids if land(g, h) and land(g, grid.neighbour(h, wind)) and h not in near
                and grid.neighbour(h, wind) not in near)
    g.do("place_marker", "smoke", puff, 3)
    g.do("place_marker", "blaze", fire)
    at(g, "J04", downwind)
    events.resolve(g, "japan", replace(spec_with(g, "japan", event="breezy"), breezy=wind))
    assert smoke(g) == {grid.neighbour(puff, wind): 3}
    assert s.blaze() == {fire, downwind}
    j04 = s.piece("J04")
    assert j04.location == "map" and j04.hex not in s.blaze() and grid.distance(j04.hex, downwind) == 1
    assert any("driven out by a blaze" in line for line in g.log)


def test_E54_smoke_blown_into_a_blaze_or_off_the_map_is_removed(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    grid = g.s.board.grid
    edge = next(h for h in grid.hex_ids if grid.neighbour(h, 1) is None and not g.s.board.is_water(h) and not g.s.units_at(h))
    g.do("place_marker", "smoke", edge, 2)
    inner = next(h for h in sorted(grid.hex_ids) if land(g, h) and land(g, grid.neighbour(h, 1)) and h != edge)
    g.do("place_marker", "smoke", inner, 4)
    g.do("place_marker", "blaze", grid.neighbour(inner, 1))
    events.resolve(g, "japan", replace(spec_with(g, "japan", event="breezy"), breezy=1))
    assert smoke(g) == {}
    assert any("off the map" in line for line in g.log)


def test_E75_stealth_places_a_unit_next_door_without_a_move_or_a_mine_attack(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("Demo Elite Squad (US) in D10 to D9"))
    s = g.s
    g.do("place_fortification", "mines", "D9", "japan", event=True)
    before = len(s.doc.log)
    events.resolve(g, "allied", spec_with(g, "allied", event="stealth"))
    a01 = s.piece("A01")
    assert a01.hex == "D9" and not a01.activated and not a01.broken
    assert not any("Mines in" in e.text for e in s.doc.log[before:]), "F104.1: no mine attack outside a Move"


def test_E75_japan_may_move_a_sighting_marker(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=Policy("Sighting marker"))
    s = g.s
    marker = SightingMarkerState(id="S1", location="map", hex="F6")
    s.doc.sighting_markers.append(marker)
    s._reindex()
    events.resolve(g, "japan", spec_with(g, "japan", event="stealth"))
    assert marker.hex in g.s.board.grid.neighbours("F6").values()


def test_E71_scrounge_gives_an_eliminated_weapon_broken_to_a_unit_without_one(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("to Demo Elite Squad (US) in D10"))
    g.do("eliminate", "J01w")
    events.resolve(g, "allied", spec_with(g, "allied", event="scrounge"))
    w, a01 = g.s.piece("J01w"), g.s.piece("A01")
    assert a01.weapon == "J01w" and w.broken and w.side == "allied" and w.hex == "D10"


def test_E71_scrounge_with_an_empty_weapons_box_is_skipped(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    events.resolve(g, "allied", spec_with(g, "allied", event="scrounge"))
    assert "Nothing to do: no eliminated weapon" in g.log[-1]


@pytest.mark.parametrize(("broken", "answer", "counter_after", "vp_change"), [
    (False, "Light Wounds", "team", -1),    # A44: an unbroken squad breaking becomes an unbroken team
    (True, "Light Wounds", "team", -1),     # A44: a broken squad breaking again comes back a broken team
    (False, "let it", "squad", 0),           # declined: the squad breaks as usual (3.2)
])
def test_A44_light_wounds_swaps_a_breaking_squad_for_a_team(demo_ds: DataSet, broken: bool, answer: str,
                                                           counter_after: str, vp_change: int) -> None:
    g = new_game(demo_ds, japan=Policy(answer))
    give(g, "japan", action="light_wounds")
    s = g.s
    j01 = s.piece("J01")
    j01.broken = broken
    j01.suppressed = True
    vp = s.tracks.vp
    r = g.do("break_unit", "J01")
    assert r.ok
    j01 = s.piece("J01")
    assert s.counter(j01).kind == counter_after
    assert s.tracks.vp == vp + vp_change  # Japan losing 1 VP moves the marker toward the Allies
    if counter_after == "team":
        assert j01.location == "map" and j01.broken == broken and j01.suppressed and j01.weapon == "J01w"
        assert s.counter(j01).quality == s.scenario.side("japan").quality
        assert "light_wounds" not in [g.decks.spec("japan", n).action for n in g.decks.hand("japan")]
    else:
        assert j01.broken


def test_A44_light_wounds_is_not_offered_against_an_outright_elimination(demo_ds: DataSet) -> None:
    pol = Policy("Light Wounds")
    g = new_game(demo_ds, japan=pol)
    give(g, "japan", action="light_wounds")
    g.do("eliminate", "J01")
    assert g.s.piece("J01").location == "casualty"
    assert not [d for d in pol.asked if "Light Wounds" in d.prompt]


@pytest.mark.parametrize(("split", "first_keeps", "second_gets"), [
    ("", {"weapon", "suppressed"}, set()),                       # E56: every marker may stay together
    ("the weapon to the second team", {"suppressed"}, {"weapon"}),  # E56: markers may be split
    ("the suppressed marker to the second team", {"weapon"}, {"suppressed"}),  # 4.2.3: one team keeps it
])
def test_E56_deploy_turns_a_squad_into_two_teams_of_the_ob_quality(demo_ds: DataSet, split: str,
                                                                   first_keeps: set, second_gets: set) -> None:
    team = "Demo Line Team + Demo Line Team"
    want = f"deploy Demo Line Rifle Squad in E4 into {team}, {split}" if split else f"deploy Demo Line Rifle Squad in E4 into {team}"
    pol = Policy(want)
    g = new_game(demo_ds, japan=pol)
    s = g.s
    j01 = s.piece("J01")
    j01.suppressed = j01.activated = True
    figures = s.figures_at("E4")
    events.resolve(g, "japan", spec_with(g, "japan", event="deploy"))
    first, second = s.piece("J01"), s.piece("J01-2")
    assert second is not None, [o.label for d in pol.asked for o in d.options]
    for p in (first, second):
        assert s.counter(p).kind == "team" and s.counter(p).quality == s.scenario.side("japan").quality
        assert p.hex == "E4" and p.activated  # the same unit: activated if the squad was (E56)

    def markers(p) -> set:  # noqa: ANN001
        return {m for m, on in (("weapon", p.weapon), ("suppressed", p.suppressed), ("veteran", p.veteran)) if on}

    assert markers(first) == first_keeps and markers(second) == second_gets
    assert s.figures_at("E4") == figures  # a squad's four figures become two teams of two


def test_E56_deploy_with_no_squad_on_the_map_is_skipped(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    for u in g.s.units("allied", "map"):
        if g.s.counter(u).kind == "squad":
            g.do("eliminate", u.id)
    events.resolve(g, "allied", spec_with(g, "allied", event="deploy"))
    assert "Nothing to do: no friendly squad on the map" in g.log[-1]


@pytest.mark.parametrize(("forts", "op_fire_offered"), [
    ((None, None), True),                 # A41: Op Fire after the hex entered
    (("trench", "trench"), False),        # F106.2: trench to trench, no Op Fire in the hex entered
    (("trench", "pillbox"), False),       # F106.2: trench into a pillbox too
    (("foxholes", "trench"), True),       # F106.2 needs a trench-like fortification at both ends
])
def test_F106_2_no_op_fire_at_a_move_from_trench_to_trench(demo_ds: DataSet, forts: tuple, op_fire_offered: bool) -> None:
    japan = Policy("no Op Fire")
    # H9 holds two leaders: the Captain activates the squad there, the Corporal stays (O20.1)
    g = new_game(demo_ds, japan=japan, allied=Policy("Captain (command 2) in H9 with the units", "move to H10"))
    give(g, "japan", action="op_fire")
    for h, f in zip(("H9", "H10"), forts, strict=True):
        if f:
            assert g.do("place_fortification", f, h, "allied", event=True).ok
    orders._move(g, "allied")
    assert g.s.piece("A04").hex == "H10"
    assert any(d.kind == "op_fire" for d in japan.asked) == op_fire_offered
    assert any("F106.2" in line for line in g.log) == (not op_fire_offered)


def test_F102_3_from_inside_a_cave_japan_advances_to_any_other_cave(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    s = g.s
    crests = [h for h in sorted(s.board.hexes) if s.board.is_crest(h) and not s.board.is_water(h)
              and not s.fortification_at(h) and not s.units_at(h)]
    start, far = next((a, b) for a in crests for b in crests if s.board.grid.distance(a, b) > 2)
    stack = ["J01", "J02", "J03"]
    for pid in stack:
        at(g, pid, start)
    g.players["japan"] = Policy(f"advance the stack in {start}", f"through the cave tunnels to {far}")
    for h in (start, far):
        assert g.do("place_fortification", "cave", h, "japan", event=True).ok
    assert s.advance_problem(stack, far).startswith(f"{far} is not next to")  # outside the cave: one hex (O22)
    for pid in stack:
        assert g.do("set_in_cave", pid).ok
    assert s.advance_problem(stack, far) == ""
    orders._advance(g, "japan")
    asked = [[o.label for o in d.options] for d in g.players["japan"].asked]
    assert all(s.piece(p).hex == far and s.piece(p).in_cave for p in stack), (asked, g.log[-3:])
    assert any("through the cave tunnels (F102.3)" in e.text for e in s.doc.log)


def test_F102_3_never_for_allied_units_nor_to_a_hex_without_a_cave(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    s = g.s
    assert not s.tunnel(["A01"], "E4")  # Allied units are never inside a cave (F102.1)
    assert not s.tunnel(["J01"], "K4")  # J01 is not inside a cave: an Advance goes one hex (O22)


def test_E76_strategic_objective_draws_an_open_chit_that_scores_at_once(demo_ds: DataSet) -> None:
    drawn = []
    for _ in range(2):
        g = new_game(demo_ds)
        s = g.s
        pool, opened = s.chits_out_of_play(), list(s.scenario.objective_chits.open)
        vp, score = s.tracks.vp, s._objective_score()
        events.resolve(g, "allied", spec_with(g, "allied", event="strategic_objective"))
        new = [c for c in s.scenario.objective_chits.open if c not in opened]
        assert len(new) == 1 and new[0] in pool
        assert s.tracks.vp - vp == s._objective_score() - score  # 14.3.3: open chits score for the controllers
        drawn.append(new[0])
    assert drawn[0] == drawn[1]  # the same seed draws the same chit


def test_E67_mission_objective_draws_a_secret_chit_for_the_drawer(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    s = g.s
    draw = s.scenario.objective_chits
    before = {"open": list(draw.open), "japan": list(draw.secret_japan)}
    vp = s.tracks.vp
    events.resolve(g, "japan", spec_with(g, "japan", event="mission_objective"))
    draw = s.scenario.objective_chits
    new_secret = [c for c in draw.secret_japan if c not in before["japan"]]
    new_open = [c for c in draw.open if c not in before["open"]]
    assert len(new_secret) + len(new_open) == 1
    if new_secret:
        assert s._chit_table()[new_secret[0]].has_secret_side and s.tracks.vp == vp  # secret: no VP until revealed
    else:
        assert not s._chit_table()[new_open[0]].has_secret_side  # E67: played open when it has no secret side


def test_E76_with_every_chit_in_play_is_skipped(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    for letter in g.s.chits_out_of_play():
        assert g.do("add_chit", letter, "open").ok
    events.resolve(g, "allied", spec_with(g, "allied", event="strategic_objective"))
    assert "Nothing to do: every objective chit is already in play" in g.log[-1]
