"""O24 Asset Request, the artillery options: Communication Established (O24.1), Fire For Effect (O24.3) and
Illumination (O24.7), each case by its rule number, on the demo ridge line with scripted dice.

The Allied leader in H9 sees the Japanese stack in H5 (a squad and a leader in a trench) across open
ground four hexes away; the demo US Radio 10 has 10 FP, whose vulnerability number is 4."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import artillery, orders
from ccp_editor.play.artillery import blast_area, drift, radio_entries
from ccp_editor.play.players import GreedyPlayer
from ccp_editor.play.rules import fortification_vulnerability
from ccp_editor.play.session import PlaytestSession
from ccp_editor.play.turn import CardGame

from .test_play_cards import Policy, give, new_game

SPOTTER = "A05"  # Demo leader in H9
TARGET = "H5"  # two Japanese units in a trench
SR = "H6"  # next to them, in the spotter's LOS


def stack(g: CardGame, side: str, *dice: tuple[int, int]) -> None:
    """Put cards with these dice and no trigger on top of the side's draw pile, the first drawn first
    (a card found in the hand swaps places with one of the draw pile)."""
    p = g.decks.piles[side]
    chosen: list[int] = []
    for white, coloured in dice:
        chosen.append(next(n for n in p.draw + p.discard + p.hand if n not in chosen and g.decks.spec(side, n).trigger is None
                           and (g.decks.spec(side, n).white, g.decks.spec(side, n).coloured) == (white, coloured)))
    for n in chosen:
        if n in p.hand:
            swap = next(m for m in p.draw if m not in chosen)
            p.draw.remove(swap)
            p.hand[p.hand.index(n)] = swap
        else:
            (p.draw if n in p.draw else p.discard).remove(n)
    p.draw.extend(reversed(chosen))


def night_game(ds: DataSet, allied: Policy | None = None) -> CardGame:
    sc = copy.deepcopy(ds.scenarios["demo-ridge-line"])
    sc.night = True
    return CardGame.create(sc, ds, {"japan": Policy(), "allied": allied or Policy()}, seed=1)


def with_radio(ds: DataSet, allied: Policy | None = None, counter: str = "us-radio-10") -> CardGame:
    g = new_game(ds, allied=allied)
    assert g.do("acquire_radio", "allied", counter, 0).ok
    return g


def lines(g: CardGame, text: str) -> list[str]:
    return [e.text for e in g.s.doc.log if text in e.text]


# ----------------------------------------------------------------------------- the rule set's gap

@pytest.mark.parametrize(
    ("fp", "bomber", "number"),
    [(8, False, 2), (9, False, 3), (10, False, 4), (11, False, 5), (12, False, 6), (12, True, 6), (13, False, None), (8, True, None)],
)
def test_o24_3_4_fortification_vulnerability_by_fp_and_the_bomber_row(fp: int, bomber: bool, number: int | None) -> None:
    assert fortification_vulnerability(builtin_ruleset(), fp, bomber=bomber) == number


def test_o24_3_4_vulnerability_reads_the_rule_set_not_a_constant() -> None:
    rs = builtin_ruleset()
    row = next(v for v in rs.fortification_vulnerability if v.fp == 10 and not v.bomber)
    row.number = 9
    assert fortification_vulnerability(rs, 10) == 9
    assert all(v.inferred for v in builtin_ruleset().fortification_vulnerability)  # a gap: marked inferred


# ----------------------------------------------------------------------------- O24.1 Communication Established

@pytest.mark.parametrize(
    ("dice", "prefer", "radio", "cost"),
    [
        ((1, 1), "", "us-radio-12", 4),  # column 2 in 1943: the 12-FP radio (the denied entry ended in 1942)
        ((1, 2), "", None, 0),  # column 3: artillery denied
        ((1, 3), "", "us-radio-10", 2),
        ((3, 4), "Demo Radio 12", "us-radio-12", 3),  # column 7: the player picks either radio
        ((3, 4), "Demo Radio 10", "us-radio-10", 3),
        ((4, 6), "", None, 0),  # column 10: artillery denied
        ((5, 6), "", "us-radio-10", 1),
    ],
)
def test_O24_1_communication_established_rolls_the_radio_table_and_pays_the_vp(
        demo_ds: DataSet, dice: tuple[int, int], prefer: str, radio: str | None, cost: int) -> None:
    g = new_game(demo_ds, allied=Policy(*([prefer] if prefer else [])))
    s = g.s
    vp = s.tracks.vp
    stack(g, "allied", dice)
    assert any(o.value == ("established", False) for o in artillery.request_options(g, "allied"))
    artillery.request(g, "allied", "established")
    box = s.radio_in_box("allied")
    if radio is None:
        assert box is None and s.tracks.artillery_denied_allied  # O24.1d
        assert lines(g, "Artillery Box (Allies): the artillery denied marker")
    else:
        assert box is not None and box.counter == radio and not box.broken  # O24.1c
        assert lines(g, f"Artillery Box (Allies): {s.counters[radio].name}, {s.counters[radio].front.fp} FP")
    assert s.tracks.vp == vp + cost  # the VP marker moves toward Japan by the radio's cost
    leaders = [u for u in s.units("allied", "map") if u.activated]
    assert len(leaders) == 1 and s.counter(leaders[0]).kind in ("leader", "scout", "hero")  # a leader, activated
    assert lines(g, "Radio Table roll")


def test_O24_1b_an_empty_column_still_gives_the_artillery_denied_marker(demo_ds: DataSet) -> None:
    forces = demo_ds.forces["US"]
    assert [e.radio for e in radio_entries(forces, 7, 1943)] == ["us-radio-10", "us-radio-12"]
    only = radio_entries(forces, 99, 1943)
    assert len(only) == 1 and only[0].artillery_denied
    assert radio_entries(None, 7, 1943)[0].artillery_denied


def test_18_4_no_communication_established_at_night(demo_ds: DataSet) -> None:
    g = night_game(demo_ds)
    assert all(o.value[0] != "established" for o in artillery.request_options(g, "allied"))
    r = g.do("call_radio", "allied", SPOTTER)
    assert not r.ok and "18.4" in r.reason


@pytest.mark.parametrize("filled_with", ["us-radio-10", None])
def test_15_1_2_a_full_artillery_box_refuses_communication_established(demo_ds: DataSet, filled_with: str | None) -> None:
    g = new_game(demo_ds)
    assert g.do("acquire_radio", "allied", filled_with, 0).ok
    assert all(o.value[0] != "established" for o in artillery.request_options(g, "allied"))
    assert not g.do("call_radio", "allied", SPOTTER).ok
    r = g.do("acquire_radio", "allied", "us-radio-12", 0)
    assert not r.ok and "15.1.2" in r.reason


@pytest.mark.parametrize("state", ["broken", "suppressed", "activated", "squad"])
def test_O24_only_an_unbroken_unsuppressed_unactivated_leader_is_activated(demo_ds: DataSet, state: str) -> None:
    g = with_radio(demo_ds)
    s = g.s
    pid = "A04" if state == "squad" else SPOTTER
    if state != "squad":
        setattr(s.piece(pid), state, True)
        s.touch()
    r = g.do("fire_for_effect", "allied", pid, SR)
    assert not r.ok and "leader is needed" in r.reason


# ----------------------------------------------------------------------------- O24.3 Fire For Effect

def test_O24_3_2_1_a_hit_drifts_one_hex_white_then_one_coloured(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    grid = g.s.board.grid
    stack(g, "allied", (6, 6), (2, 3))  # Accuracy 36 beats range 3; drift 2 then 3
    r = g.do("fire_for_effect", "allied", SPOTTER, SR)
    assert r.ok and r.details["accurate"]
    assert r.details["landing"] == grid.neighbour(grid.neighbour(SR, 2), 3)
    assert g.s.piece(SPOTTER).activated
    assert lines(g, "drifts one hex in direction 2, then one in direction 3")


def test_O24_3_2_1_opposite_dice_bring_the_round_back(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    stack(g, "allied", (6, 6), (1, 4))
    assert g.do("fire_for_effect", "allied", SPOTTER, SR).details["landing"] == SR


def test_O24_3_2_2_a_miss_drifts_the_coloured_die_in_the_white_direction(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    grid = g.s.board.grid
    stack(g, "allied", (1, 2), (4, 2))  # Accuracy 2 does not beat range 3; 2 hexes in direction 4
    r = g.do("fire_for_effect", "allied", SPOTTER, SR)
    assert not r.details["accurate"]
    assert r.details["landing"] == grid.neighbour(grid.neighbour(SR, 4), 4)
    assert lines(g, "drifts 2 hexes in direction 4")


def test_O24_3_2_hindrance_lowers_the_accuracy_roll(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    far = "I5"  # hindrance 3 from H9, range 4
    assert s.los("H9", far).hindrance == 3
    stack(g, "allied", (2, 3), (1, 4))  # 6 - 3 = 3 does not beat range 4
    assert not g.do("fire_for_effect", "allied", SPOTTER, far).details["accurate"]


def test_O24_3_2_3_off_the_map_even_briefly_cancels_the_strike(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    grid = s.board.grid
    edge = "H1"
    assert grid.neighbour(edge, 1) is None and edge in s.spotting_hexes(SPOTTER)
    before = len(lines(g, "impact roll on"))
    stack(g, "allied", (6, 6), (1, 4))  # out through the top edge, then back: still cancelled
    r = g.do("fire_for_effect", "allied", SPOTTER, edge)
    assert r.ok and r.details["landing"] is None and r.details["targets"] == []
    assert lines(g, "drifts off the map") and len(lines(g, "impact roll on")) == before
    assert drift(grid, edge, 1, 4, True) == ([], None)
    assert drift(grid, edge, 4, 1, True)[1] == edge


def test_O24_3_3_one_impact_per_hex_holding_a_unit_or_fortification(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds, allied=Policy())
    s = g.s
    stack(g, "allied", (6, 6), (1, 4))  # lands on the spotting round's hex
    r = g.do("fire_for_effect", "allied", SPOTTER, SR)
    area = blast_area(s.board.grid, SR)
    assert len(area) == 7
    expected = [h for h in area if s.units_at(h) or s.fortification_at(h)]
    assert r.details["targets"] == expected and TARGET in expected and len(expected) < 7


def test_O24_3_3_the_whole_order_strikes_each_target_once_in_the_firers_order(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds, allied=Policy("Demo Captain", f"{SR} (blast area"))
    s = g.s
    at_risk = {"J04", "J05"}
    stack(g, "allied", (6, 6), (1, 4), (5, 5), (1, 1), (1, 1))  # accuracy, drift, impact 10, two defense rolls
    orders._asset_request(g, "allied")
    impacts = lines(g, "impact roll on")
    assert len(impacts) == 1 and TARGET in impacts[0]  # the only hex of the blast area with units or a fortification
    assert lines(g, "Demo Radio 10 strikes H5: FP 10 = 10 (O24.3.3)")
    assert lines(g, "Attack total 10 + 10 = 20")
    hit = [pid for pid in at_risk if s.piece(pid).location != "map" or s.piece(pid).broken]
    assert hit, "a 20 attack against morale 8 + cover + 2 breaks or eliminates"


@pytest.mark.parametrize(("dice", "destroyed"), [((1, 3), True), ((2, 2), True), ((3, 3), False), ((6, 6), False)])
def test_O24_3_4_an_impact_roll_equal_to_the_vulnerability_number_destroys_the_fortification(
        demo_ds: DataSet, dice: tuple[int, int], destroyed: bool) -> None:
    g = with_radio(demo_ds)  # 10 FP: vulnerability 4
    s = g.s
    assert s.fortification_at("F4").type == "pillbox" and not s.units_at("F4")
    stack(g, "allied", dice)
    r = g.do("artillery_impact", "allied", "F4")
    assert r.ok and r.details["fortification_destroyed"] is destroyed
    assert (s.fortification_at("F4") is None) is destroyed
    assert lines(g, "is destroyed (O24.3.4)" if destroyed else "stands (O24.3.4)")


def test_O24_3_4_the_fortification_goes_before_its_units_defend(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    stack(g, "allied", (2, 2), (6, 6), (6, 6))  # impact 4 = vulnerability: the trench goes first
    g.do("artillery_impact", "allied", TARGET)
    assert s.fortification_at(TARGET) is None
    defends = lines(g, "defends:")
    assert defends and all("trench" not in d for d in defends)


def test_O24_3_3_cover_against_artillery_and_terrain_modifiers(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    stack(g, "allied", (6, 5), (6, 6), (6, 6))
    g.do("artillery_impact", "allied", TARGET)
    trench = s.rules.fortification("trench")
    assert any(f"cover {trench.cover_vs_indirect} (trench)" in d for d in lines(g, "defends:"))  # F106: 5 vs artillery
    ruleset = builtin_ruleset()
    assert artillery.artillery_modifiers(ruleset, "jungle")[0][1] == 2  # airburst (T91)
    assert artillery.artillery_modifiers(ruleset, "beach")[0][1] == -2  # sand (T82)
    assert artillery.artillery_modifiers(ruleset, "open") == []


def test_O24_3_3_a_hex_without_units_or_fortification_is_not_struck(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    r = g.do("artillery_impact", "allied", SR)
    assert not r.ok and "O24.3.3" in r.reason


def test_O24_3_1_no_spotting_round_in_or_next_to_a_melee_hex(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    s.piece("A06").hex = TARGET  # a US squad joins the Japanese: melee in H5
    s._reindex()
    assert TARGET in s.melee_hexes()
    banned = {TARGET, *s.board.grid.neighbours(TARGET).values()}
    hexes = s.spotting_hexes(SPOTTER)
    assert hexes and not banned & set(hexes)
    r = g.do("fire_for_effect", "allied", SPOTTER, SR)
    assert not r.ok and "O24.3.1" in r.reason
    stack(g, "allied", (6, 6))
    spared = g.do("artillery_impact", "allied", TARGET)  # a round that drifted there spares it (19.1)
    assert spared.ok and spared.details.get("spared")
    assert s.piece("A06").location == "map" and not s.piece("A06").broken


def test_O24_3_needs_an_unbroken_radio(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    assert any(o.value[0] == "fire_for_effect" for o in artillery.request_options(g, "allied"))
    s.radio_in_box("allied").broken = True
    s.touch()
    assert all(o.value[0] != "fire_for_effect" for o in artillery.request_options(g, "allied"))
    assert not g.do("fire_for_effect", "allied", SPOTTER, SR).ok
    assert orders.order_has_use(g, "allied", "asset_request")  # Communication Restored still (O24.2)


def test_O23_2_communication_disrupted_breaks_then_returns_the_radio_to_the_countermix(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    s = g.s
    radio = s.radio_in_box("allied")
    assert g.do("break_unit", radio.id).ok and radio.broken
    vp = s.tracks.vp
    assert g.do("break_unit", radio.id).ok and s.radio_in_box("allied") is None
    assert radio.location == "exited" and s.tracks.vp == vp and radio.id not in s.tracks.casualties_allied
    assert not s.artillery_box_full("allied")  # O24.1 may call a new radio


def test_greedy_spots_the_hex_that_catches_the_most_enemy_units(demo_ds: DataSet) -> None:
    g = with_radio(demo_ds)
    g.players["allied"] = GreedyPlayer(1)
    n = give(g, "allied", order="asset_request")
    assert any(o.value == (n, "asset_request") for o in orders.order_options(g, "allied"))
    stack(g, "allied", (6, 6), (1, 4))
    orders._asset_request(g, "allied")
    spots = lines(g, "spots for Demo Radio 10")
    assert spots
    sr = spots[0].split("spotting round in ")[1].split(" ")[0]
    assert TARGET in blast_area(g.s.board.grid, sr)


# ----------------------------------------------------------------------------- O24.7 Illumination

def test_O24_7_illumination_is_offered_at_night_only(demo_ds: DataSet) -> None:
    day = new_game(demo_ds)
    assert all(o.value[0] != "illumination" for o in artillery.request_options(day, "allied"))
    r = day.do("illuminate", "allied", SPOTTER, SR)
    assert not r.ok and "18.5" in r.reason
    night = night_game(demo_ds)
    assert any(o.value[0] == "illumination" for o in artillery.request_options(night, "allied"))


def test_O24_7_a_starshell_lands_where_the_spotting_round_drifts(demo_ds: DataSet) -> None:
    g = night_game(demo_ds)
    grid = g.s.board.grid
    stack(g, "allied", (1, 1), (2, 1))  # night hindrance = range: a miss, 1 hex in direction 2
    r = g.do("illuminate", "allied", SPOTTER, SR)
    assert r.ok and not r.details["accurate"]
    assert g.s.starshells() == {grid.neighbour(SR, 2)}
    assert g.s.piece(SPOTTER).activated
    assert lines(g, "A starshell lights up")


def test_O24_7_off_the_map_no_starshell(demo_ds: DataSet) -> None:
    g = night_game(demo_ds)
    stack(g, "allied", (6, 6), (1, 4))
    r = g.do("illuminate", "allied", SPOTTER, "H1")
    assert r.ok and r.details["landing"] is None and g.s.starshells() == set()


# ----------------------------------------------------------------------------- save, undo

def test_the_artillery_denied_marker_is_saved_and_resumed(demo_ds: DataSet, tmp_path: Path) -> None:
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3)
    s.start_play(force=True)
    assert s.acquire_radio("japan", None).ok
    path = tmp_path / "denied.yaml"
    s.save(path)
    resumed = PlaytestSession.load(path, demo_ds)
    assert resumed.tracks.artillery_denied_japan and not resumed.tracks.artillery_denied_allied
    assert resumed.artillery_box_full("japan") and not resumed.artillery_box_full("allied")


def test_an_acquired_radio_is_one_undo_step(demo_ds: DataSet) -> None:
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3)
    s.start_play(force=True)
    vp = s.tracks.vp
    assert s.acquire_radio("allied", "us-radio-12", 4).ok
    assert s.radio_in_box("allied") is not None and s.tracks.vp == vp + 4
    assert s.undo_label() == "Artillery Box"
    s.undo()
    assert s.radio_in_box("allied") is None and s.tracks.vp == vp


# ----------------------------------------------------------------------------- whole games

def _box_invariant(g: CardGame) -> None:
    """15.1.2: one radio or artillery denied marker per Artillery Box, never both."""
    s = g.s
    for side in ("japan", "allied"):
        radios = [p for p in s.doc.pieces if p.side == side and p.location == "artillery_box"]
        assert len(radios) <= 1 and not (radios and s.artillery_denied(side)), side


@pytest.mark.parametrize("night", [False, True])
def test_random_games_play_the_artillery_and_keep_the_invariants(demo_ds: DataSet, night: bool) -> None:
    from ccp_editor.play.players import RandomPlayer

    from .test_play_games import Checker

    sc = copy.deepcopy(demo_ds.scenarios["demo-ridge-line"])
    sc.night = night
    seen: dict[str, int] = {"calls for a radio": 0, "strikes": 0, "starshell lights up": 0}
    for seed in range(2 if night else 4):
        g = CardGame.create(sc, demo_ds, {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
        checker = Checker(g)
        g.listeners.append(lambda kind, _payload, g=g: _box_invariant(g))
        g.run()
        checker.check_state()
        assert g.over
        for key in seen:
            seen[key] += sum(key in line for line in g.log)
    if night:  # 18.4, 18.5: no radio is called at night, starshells are
        assert seen["calls for a radio"] == 0 and seen["starshell lights up"] > 0
    else:
        assert seen["calls for a radio"] > 0 and seen["strikes"] > 0 and seen["starshell lights up"] == 0
