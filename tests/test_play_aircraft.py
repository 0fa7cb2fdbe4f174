"""Aircraft (8): Air Support (E50), the Bombing Run (O24.4), the Strafing Run (O24.5), Pull Up! and
Abort Run (O23.3), each case by its rule number, on the demo ridge line (1943, by day) with
stacked cards.

The Japanese squad and sergeant hold a trench in H5; the Allied squad, captain and corporal stand in
H9 on the same column; the demo US aircraft counter is the "Demo Fighter-Bomber"."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play import airops, events, orders
from ccp_editor.play.aircraft import air_support_in_dates, column_or_row, strafing_line
from ccp_editor.play.players import GreedyPlayer, RandomPlayer
from ccp_editor.play.session import PlaytestSession
from ccp_editor.play.turn import CardGame

from .test_play_artillery import stack
from .test_play_cards import Policy, new_game, spec_with

TRENCH = "H5"  # Japanese squad + sergeant, in a trench
ALLIES = "H9"  # Allied squad, captain and corporal


def on_top(g: CardGame, side: str, *numbers: int) -> None:
    """Put these cards on top of the side's draw pile, the first drawn first."""
    p = g.decks.piles[side]
    for n in numbers:
        for pile in (p.draw, p.discard, p.hand):
            if n in pile:
                pile.remove(n)
    p.draw.extend(reversed(numbers))


def quiet(g: CardGame, side: str, count: int) -> None:
    """``count`` trigger-free cards on top of the side's draw pile (rolls that set nothing off)."""
    p = g.decks.piles[side]
    picks = [n for n in p.draw if g.decks.spec(side, n).trigger is None][-count:]
    on_top(g, side, *picks)


def air_game(ds: DataSet, hex_id: str, allied: Policy | None = None, japan: Policy | None = None) -> CardGame:
    g = new_game(ds, allied=allied, japan=japan)
    assert g.do("place_aircraft", "allied", hex_id).ok
    return g


def toward(g: CardGame, start: str, nxt: str) -> int:
    d = g.s.board.grid.direction_to(start, nxt)
    assert d is not None
    return d


# ----------------------------------------------------------------------------- pure rules

@pytest.mark.parametrize(
    ("frm", "to", "year", "occurs"),
    [(1942, 1944, 1943, True), (1942, 1944, 1942, True), (1942, 1944, 1944, True), (1942, 1944, 1941, False),
     (1942, 1944, 1945, False), (None, 1943, 1941, True), (1944, None, 1943, False), (None, None, 1945, True)],
)
def test_e50_occurs_only_inside_the_cards_dates(frm: int | None, to: int | None, year: int, occurs: bool, demo_ds: DataSet) -> None:
    spec = dataclasses.replace(demo_ds.fate_decks["US"].cards[0], air_support_from=frm, air_support_to=to)
    assert air_support_in_dates(spec, year) is occurs


@pytest.mark.parametrize("random_hex", ["D4", "A1", "O10", "H5"])
def test_e50_the_aircraft_goes_in_the_random_hexs_letter_column_or_number_row(random_hex: str, demo_ds: DataSet) -> None:
    grid = new_game(demo_ds).s.board.grid
    hexes = column_or_row(grid, random_hex)
    col, row = grid.offset(random_hex)
    assert len(hexes) == grid.rows + grid.columns - 1 == 24  # the E50 example: ten of a letter, fifteen of a number
    assert all(grid.offset(h)[0] == col or grid.offset(h)[1] == row for h in hexes)


@pytest.mark.parametrize(("start", "nxt", "first", "last"), [("H10", "H9", "H9", "H1"), ("A5", "B5", None, None)])
def test_o24_5_the_strafing_line_runs_straight_to_the_map_edge(start: str, nxt: str, first: str | None, last: str | None,
                                                                demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    grid = g.s.board.grid
    line = strafing_line(grid, start, toward(g, start, nxt))
    assert start not in line and line[0] == nxt
    if last is not None:
        assert line[-1] == last and len(line) == 9
    assert all(grid.distance(a, b) == 1 for a, b in itertools.pairwise([start, *line]))
    assert grid.neighbour(line[-1], toward(g, start, nxt)) is None  # the map edge


# ----------------------------------------------------------------------------- the marker in the save (8)

def test_8_aircraft_place_flip_remove_are_one_undo_step_each(demo_ds: DataSet) -> None:
    s = new_game(demo_ds).s
    s.keep_history = True
    assert s.aircraft("allied") is None
    assert s.place_aircraft("allied", "C3").ok
    assert s.aircraft("allied").hex == "C3"  # type: ignore[union-attr]
    assert s.aircraft_name("allied") == "Demo Fighter-Bomber (fighter)"
    assert s.flip_aircraft("allied", "dive_bomber").ok
    assert s.aircraft_name("allied") == "Demo Fighter-Bomber (dive bomber)"
    assert s.remove_aircraft("allied").ok and s.aircraft("allied") is None
    s.undo()
    assert s.aircraft("allied").face == "dive_bomber"  # type: ignore[union-attr]
    s.undo()
    assert s.aircraft("allied").face == "fighter"  # type: ignore[union-attr]
    s.undo()
    assert s.aircraft("allied") is None
    assert not s.flip_aircraft("allied", "fighter").ok  # nothing on the map to flip
    assert not s.place_aircraft("allied", "Z99").ok


def test_8_a_nation_without_an_aircraft_counter_gets_the_generic_name(demo_ds: DataSet) -> None:
    s = new_game(demo_ds).s
    forces = s.dataset.forces[s.scenario.side("japan").nation]
    saved = forces.counters
    forces.counters = [c for c in saved if c.kind != "aircraft"]
    try:
        assert s.aircraft_name("japan", "dive_bomber") == "dive bomber (Japan)"
    finally:
        forces.counters = saved


def test_8_the_aircraft_is_saved_and_old_saves_without_it_still_load(demo_ds: DataSet, tmp_path: Path) -> None:
    import yaml

    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3)
    s.start_play()
    s.place_aircraft("japan", "K8")
    s.flip_aircraft("japan", "dive_bomber")
    path = tmp_path / "air.yaml"
    s.save(path)
    back = PlaytestSession.load(path, demo_ds)
    assert back.aircraft("japan") is not None and back.aircraft("japan").hex == "K8"  # type: ignore[union-attr]
    assert back.aircraft("japan").face == "dive_bomber"  # type: ignore[union-attr]
    data = yaml.safe_load(path.read_text())
    del data["aircraft"]
    path.write_text(yaml.safe_dump(data))
    old = PlaytestSession.load(path, demo_ds)
    assert old.aircraft("japan") is None and old.doc.aircraft == []


# ----------------------------------------------------------------------------- E50 Air Support

def _e50(g: CardGame, side: str, **dates: int | None):  # noqa: ANN202
    spec = spec_with(g, side, event="air_support")
    return dataclasses.replace(spec, **dates) if dates else spec


@pytest.mark.parametrize(
    ("dates", "night", "placed", "why"),
    [({"air_support_from": 1944, "air_support_to": 1945}, False, False, "Air Support dates"),
     ({"air_support_from": 1941, "air_support_to": 1942}, False, False, "Air Support dates"),
     ({"air_support_from": 1941, "air_support_to": 1945}, True, False, "no aircraft at night (18.6)"),
     ({"air_support_from": 1941, "air_support_to": 1945}, False, True, "")],
)
def test_e50_air_support_only_in_its_dates_and_never_at_night(dates: dict, night: bool, placed: bool, why: str,
                                                              demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    g.s.doc.scenario.night = night
    events.resolve(g, "allied", _e50(g, "allied", **dates))
    assert (g.s.aircraft("allied") is not None) is placed
    if why:
        assert any(why in t for t in g.log)


def test_e50_places_the_aircraft_in_the_chosen_hex_of_the_random_hexs_column_or_row(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("O"))  # prefers a hex of the O column when the row offers one
    events.resolve(g, "allied", _e50(g, "allied"))
    revealed = next(e.text for e in g.s.doc.log if "random hex" in e.text).split()[-1]
    a = g.s.aircraft("allied")
    assert a is not None and a.hex in column_or_row(g.s.board.grid, revealed)
    assert any("arrives over" in e.text and "(E50)" in e.text for e in g.s.doc.log)


def test_e50_removes_the_enemy_aircraft_instead_of_placing_ones_own(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    g.do("place_aircraft", "japan", "K8")
    events.resolve(g, "allied", _e50(g, "allied"))
    assert g.s.aircraft("japan") is None
    assert g.s.aircraft("allied") is None  # the event ends there
    assert any("driven off the map (E50)" in e.text for e in g.s.doc.log)


# ----------------------------------------------------------------------------- O24.4 Bombing Run

def test_o24_4a_targets_are_hexes_with_an_enemy_unit_in_the_bombers_los_never_its_own(demo_ds: DataSet) -> None:
    g = air_game(demo_ds, TRENCH)
    targets = g.s.bombing_targets("allied")
    assert TRENCH not in targets  # its own hex
    assert "E4" in targets and ALLIES not in targets  # enemy units only
    assert all(g.s.units_at(h, "japan") for h in targets)
    assert new_game(demo_ds).s.bombing_targets("allied") == []  # no aircraft, no LOS worked out


def test_o24_4a_the_aircraft_sees_from_level_5_over_what_blocks_a_ground_los(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    s = g.s
    pairs = [(a, b) for a in s.board.grid.hex_ids for b in ("K4", "E4", TRENCH)
             if a != b and not s.los(a, b).has_los and s.air_view(a)[b][0]]
    assert pairs, "some hex is blind from the ground but seen from the air"
    a, b = pairs[0]
    g.do("place_aircraft", "allied", a)
    assert b in s.bombing_targets("allied")


@pytest.mark.parametrize(("targeting", "hit"), [((1, 1), False), ((3, 3), True)])
def test_o24_4b_the_targeting_roll_as_ordnance_then_the_bomber_leaves(targeting: tuple[int, int], hit: bool, demo_ds: DataSet) -> None:
    g = air_game(demo_ds, "H7", allied=Policy("Bombing Run", TRENCH))  # range 2 to the trench
    stack(g, "allied", targeting, (3, 3))
    quiet(g, "japan", 4)
    airops.request(g, "allied", "bombing_run")
    texts = [e.text for e in g.s.doc.log]
    assert any("dives on H5 (O24.4a)" in t for t in texts)
    assert any("bombs H5: FP 12" in t for t in texts) is hit
    assert g.s.aircraft("allied") is None  # O24.4d
    assert any("after its run" in t for t in texts)


def test_o24_4c_a_12_fp_attack_and_the_fortification_on_the_bomber_row(demo_ds: DataSet) -> None:
    g = air_game(demo_ds, "H7", allied=Policy(TRENCH))
    stack(g, "allied", (3, 3), (3, 3))  # a hit, then an attack roll of 6: the 12-FP bomber row's number
    quiet(g, "japan", 4)
    airops.request(g, "allied", "bombing_run")
    assert g.s.fortification_at(TRENCH) is None
    assert any("the trench in H5 is destroyed (O24.4c)" in e.text for e in g.s.doc.log)
    assert any("Attack total 12 + 6 = 18." in e.text for e in g.s.doc.log)


def test_o24_4a_no_target_in_los_goes_straight_to_step_d(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = air_game(demo_ds, "A1")
    monkeypatch.setattr(g.s, "bombing_targets", lambda side: [])  # no enemy unit in its LOS
    drawn = len(g.decks.piles["allied"].draw)
    airops.request(g, "allied", "bombing_run")
    assert g.s.aircraft("allied") is None
    assert len(g.decks.piles["allied"].draw) == drawn  # no Targeting roll
    assert any("no bombing target (O24.4a)" in t for t in g.log)


# ----------------------------------------------------------------------------- O24.5 Strafing Run

def test_o24_5b_nine_fp_on_every_hex_ahead_with_a_unit_in_los_friend_or_foe(demo_ds: DataSet) -> None:
    g = air_game(demo_ds, "H10")
    d = toward(g, "H10", "H9")
    assert g.s.strafing_targets("allied", d) == [ALLIES, TRENCH]  # nearest first, friends included
    g.players["allied"] = Policy(f"direction {d}:")
    quiet(g, "allied", 2)
    quiet(g, "japan", 4)
    airops.request(g, "allied", "strafing_run")
    texts = [e.text for e in g.s.doc.log]
    assert any(f"faces direction {d}" in t for t in texts)
    assert any("strafes H9: FP 9" in t for t in texts) and any("strafes H5: FP 9" in t for t in texts)
    assert g.s.aircraft("allied") is None  # removed after the run
    strafes = [t for t in texts if "strafes" in t]
    assert strafes[0].startswith("Demo Fighter-Bomber (fighter) strafes H9")  # closest to farthest


def test_o24_5_the_greedy_player_scores_a_run_by_enemy_less_friendly_units(demo_ds: DataSet) -> None:
    g = air_game(demo_ds, "H10")
    d = toward(g, "H10", "H9")
    assert airops.strafe_score(g, "allied", d) == (2, 3)  # two Japanese in H5, three of its own in H9
    opts = airops.request_options(g, "allied")
    assert [o.value[0] for o in opts] == ["bombing_run", "strafing_run"]
    decision_opts = [o for o in opts]
    best = GreedyPlayer(1)
    from ccp_editor.play.decisions import Decision

    assert decision_opts[best.choose(Decision("allied", "target", "?", decision_opts, game=g,
                                                        context={"about": "asset_request"}))].value[0] == "bombing_run"


# ----------------------------------------------------------------------------- Pull Up! and Abort Run

def test_o24_4_pull_up_an_air_support_event_during_the_run_cancels_it(demo_ds: DataSet) -> None:
    g = air_game(demo_ds, "H7", allied=Policy(TRENCH))
    trigger = next(n for n in g.decks.piles["allied"].draw if g.decks.spec("allied", n).trigger == "event")
    support = next(c.number for c in g.decks.decks["allied"].cards
                   if c.event == "air_support" and air_support_in_dates(c, 1943) and c.number != trigger)
    on_top(g, "allied", trigger, support)
    airops.request(g, "allied", "bombing_run")
    assert any("Pull Up!" in t for t in g.log)
    assert not any("bombs" in e.text for e in g.s.doc.log)  # no further effect
    assert g.s.aircraft("allied") is not None  # the event moved it; the run does not remove it


def test_o23_3_abort_run_removes_the_enemy_aircraft(demo_ds: DataSet) -> None:
    g = air_game(demo_ds, "C3", japan=Policy("Abort Run"))
    assert orders._has_use(g, "japan", "asset_denied")
    orders._asset_denied(g, "japan")
    assert g.s.aircraft("allied") is None
    assert any("Abort Run: Demo Fighter-Bomber (fighter) leaves the map (O23.3)." == e.text for e in g.s.doc.log)


def test_o24_the_runs_are_offered_only_with_ones_own_aircraft_on_the_map(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    assert airops.request_options(g, "allied") == [] and airops.abort_options(g, "japan") == []
    g.do("place_aircraft", "allied", "C3")
    assert len(airops.request_options(g, "allied")) == 2
    assert airops.request_options(g, "japan") == [] and len(airops.abort_options(g, "japan")) == 1


# ----------------------------------------------------------------------------- seeded games

@pytest.mark.parametrize("kind", [RandomPlayer, GreedyPlayer])
def test_seeded_games_play_the_aircraft(kind: type, demo_ds: DataSet) -> None:
    """Whole games on the ridge line (1943, the demo decks' Air Support dates): aircraft arrive and fly
    their runs, and every one of them leaves the map again or is still there at the end."""
    seen = set()
    for seed in range(1, 40):  # the first seeds where both happen: random 15, greedy 25
        g = CardGame.create(demo_ds.scenarios["demo-ridge-line"], demo_ds,
                            {"japan": kind(seed), "allied": kind(seed + 50)}, seed=seed)
        g.run()
        texts = [e.text for e in g.s.doc.log]
        seen.update(k for k in ("arrives over", "after its run", "strafing run", "dives on") if any(k in t for t in texts))
        if {"arrives over", "after its run"} <= seen:
            break
    assert {"arrives over", "after its run"} <= seen
