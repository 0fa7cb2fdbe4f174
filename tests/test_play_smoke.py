"""Smoke in the card game, each case naming its rule: the smoke cup (T95, 1.9.2, 15.1.4), Smoke
Screen (A47), Detritus of War (E57a), White Phosphorus (E80) and ordnance smoke rounds (O27.2.1)."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from ccp_editor.model import to_data
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import actions, events, orders
from ccp_editor.play.decisions import Decision
from ccp_editor.play.players import GreedyPlayer, RandomPlayer, ScriptedPlayer
from ccp_editor.play.smoke import cup, on_map, place_random_smoke
from ccp_editor.play.turn import CardGame

from .test_play_cards import give, new_game, spec_with

GOLDEN = Path(__file__).parent / "golden"


class Chooser:
    """Answers with ``pick(decision)`` (an option index) and keeps every decision it was asked."""

    name = "chooser"

    def __init__(self, pick: Callable[[Decision], int] = lambda d: 0) -> None:
        self.pick = pick
        self.asked: list[Decision] = []

    def choose(self, decision: Decision) -> int:
        self.asked.append(decision)
        return self.pick(decision)


def first(*wanted: str) -> Callable[[Decision], int]:
    """The first option whose label holds the first wanted text found (else option 0)."""
    def pick(d: Decision) -> int:
        for w in wanted:
            for i, o in enumerate(d.options):
                if w in o.label:
                    return i
        return 0
    return pick


def at(g: CardGame, pid: str, hex_id: str) -> None:
    g.s.piece(pid).hex = hex_id
    g.s._reindex()


def smoke(g: CardGame) -> dict[str, int]:
    return {m.hex: m.value or 1 for m in g.s.doc.markers if m.type == "smoke"}


def land(g: CardGame) -> list[str]:
    """Land hexes with no unit, no marker: where a smoke can always go."""
    s = g.s
    marked = {m.hex for m in s.doc.markers}
    return [h for h in sorted(s.board.grid.hex_ids) if not s.board.is_water(h) and not s.units_at(h) and h not in marked]


def water(g: CardGame) -> str:
    return next(h for h in sorted(g.s.board.grid.hex_ids) if g.s.board.is_water(h))


def conserved(g: CardGame) -> bool:
    """Markers on the map and in the cup make up the rule set's composition (T95)."""
    return on_map(g.s) + Counter(cup(g.s)) == Counter(g.s.rules.smoke_markers())


# ----------------------------------------------------------------------------- the cup (T95)

def test_T95_the_default_cup_holds_both_parities_and_is_full_at_the_start(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    full = g.s.rules.smoke_markers()
    assert {v % 2 for v in full} == {0, 1}  # E60 Gusts removes odd or even values: both exist
    assert min(full) >= 1 and max(full) <= 8
    assert cup(g.s) == sorted(full) and conserved(g)


def test_T95_a_drawn_marker_leaves_the_cup_and_a_removed_one_goes_back(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    h = land(g)[0]
    before = len(cup(g.s))
    assert place_random_smoke(g, h)
    v = smoke(g)[h]
    assert len(cup(g.s)) == before - 1 and cup(g.s).count(v) == g.s.rules.smoke_markers().count(v) - 1
    assert conserved(g)
    g.do("remove_marker", "smoke", h)  # Disperse (1.9.2) puts it back in the cup
    assert len(cup(g.s)) == before and conserved(g)


@pytest.mark.parametrize(("rule", "where"), [("F100.3 water", "water"), ("T83 blaze", "blaze")])
def test_no_random_smoke_in_water_or_a_blaze_and_nothing_is_drawn(demo_ds: DataSet, rule: str, where: str) -> None:
    g = new_game(demo_ds)
    h = water(g) if where == "water" else land(g)[0]
    if where == "blaze":
        g.do("place_marker", "blaze", h)
    before = cup(g.s)
    assert not place_random_smoke(g, h)
    assert cup(g.s) == before and h not in smoke(g)
    assert g.log[-1].endswith("water terrain (F100.3)." if where == "water" else "it is ablaze (T83).")


def test_T95_an_empty_cup_places_nothing_and_says_so(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    hexes = land(g)
    n = len(cup(g.s))
    for h in hexes[:n]:
        assert place_random_smoke(g, h)
    assert cup(g.s) == [] and conserved(g)
    assert not place_random_smoke(g, hexes[n])
    assert "The smoke cup is empty" in g.log[-1]


@pytest.mark.parametrize(("old", "drawn", "stays", "back"), [
    (8, 3, 8, 3),  # 15.1.4: the drawn 3 goes back, the 8 stays
    (2, 6, 6, 2),  # the drawn 6 replaces the 2, which goes back
    (5, 5, 5, 5),  # a tie: the one already there stays
])
def test_15_1_4_the_highest_smoke_stays_and_the_lower_goes_back(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch,
                                                               old: int, drawn: int, stays: int, back: int) -> None:
    g = new_game(demo_ds)
    h = land(g)[0]
    g.do("place_marker", "smoke", h, old)
    monkeypatch.setattr(g.decks, "pick", lambda options: str(drawn))
    in_cup = Counter(cup(g.s))
    assert place_random_smoke(g, h)
    assert smoke(g)[h] == stays and [m.hex for m in g.s.doc.markers].count(h) == 1
    assert Counter(cup(g.s)) == in_cup - Counter([drawn]) + Counter([back])
    assert conserved(g) and "(15.1.4)" in " ".join(g.log[-3:])


@pytest.mark.parametrize("rule", ["E60 Gusts", "E54 drift off the map", "E53 blaze"])
def test_smoke_leaving_the_map_goes_back_to_the_cup(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch, rule: str) -> None:
    g = new_game(demo_ds)
    grid = g.s.board.grid
    h = next(x for x in land(g) if grid.neighbour(x, 1) is None) if "E54" in rule else land(g)[0]
    monkeypatch.setattr(g.decks, "pick", lambda options: "3")
    assert place_random_smoke(g, h) and len(cup(g.s)) == len(g.s.rules.smoke_markers()) - 1
    if "E60" in rule:
        events.resolve(g, "japan", replace(spec_with(g, "japan", event="gusts"), gusts="odd"))
    elif "E54" in rule:
        events.resolve(g, "japan", replace(spec_with(g, "japan", event="breezy"), breezy=1))
    else:
        monkeypatch.setattr(events, "_random_hex", lambda g, side: h)
        events.resolve(g, "japan", spec_with(g, "japan", event="blaze"))
    assert h not in smoke(g) and cup(g.s) == sorted(g.s.rules.smoke_markers())


def test_the_same_seed_draws_the_same_smoke(demo_ds: DataSet) -> None:
    runs = []
    for _ in range(2):
        g = new_game(demo_ds, seed=3)
        for h in land(g)[:6]:
            place_random_smoke(g, h)
        runs.append(smoke(g))
    assert runs[0] == runs[1] and len(set(runs[0].values())) > 1


# ----------------------------------------------------------------------------- E57a, E80

def test_E57a_detritus_of_war_places_a_random_smoke_in_its_random_hex(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    hexes = iter(land(g)[:3])
    first = land(g)[0]
    monkeypatch.setattr(events, "_random_hex", lambda g, side: next(hexes))
    events.resolve(g, "japan", spec_with(g, "japan", event="detritus_of_war"))
    assert first in smoke(g) and conserved(g)
    assert "Detritus" not in " ".join(line for line in g.log if "skipped" in line)


def test_E57a_a_water_hex_gets_no_smoke(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    wet = water(g)
    monkeypatch.setattr(events, "_random_hex", lambda g, side: wet)
    events.resolve(g, "japan", spec_with(g, "japan", event="detritus_of_war"))
    assert smoke(g) == {} and any(f"No smoke in {wet}: water terrain" in line for line in g.log)


# ----------------------------------------------------------------------------- A47 Smoke Screen

def smoke_screen_game(demo_ds: DataSet, pick: Callable[[Decision], int]) -> tuple[CardGame, Chooser]:
    allied = Chooser(pick)
    g = new_game(demo_ds, allied=allied)
    give(g, "allied", action="smoke_screen")
    return g, allied


def where_decisions(c: Chooser) -> list[Decision]:
    return [d for d in c.asked if d.prompt.startswith("Smoke Screen: next smoke")]


def test_A47_one_squad_one_smoke_in_or_next_to_its_hex_and_the_card_is_discarded(demo_ds: DataSet) -> None:
    g, allied = smoke_screen_game(demo_ds, first("play Smoke Screen", "smoke in D9"))
    card = next(n for n in g.decks.hand("allied") if g.decks.spec("allied", n).action == "smoke_screen")
    actions.smoke_screen(g, "allied", [g.s.piece(p) for p in ("A01", "A02", "A03")])  # one squad, a team, a leader
    assert list(smoke(g)) == ["D9"] and conserved(g)
    assert card in g.decks.discards("allied") and card not in g.decks.hand("allied")
    assert [{o.value[1] for o in d.options} for d in where_decisions(allied)] == [{"D10", "D9", "C10", "E10"}]
    assert any("action: smoke screen" in line for line in g.log)


def test_A47_two_squads_two_smoke_each_with_a_different_squad(demo_ds: DataSet) -> None:
    wanted = iter(["smoke in C10", "smoke in E10"])
    g, allied = smoke_screen_game(demo_ds, lambda d: first("play Smoke Screen")(d) if d.prompt.startswith("Smoke Screen: one")
                                  else first(next(wanted))(d))
    at(g, "A06", "D10")
    actions.smoke_screen(g, "allied", [g.s.piece(p) for p in ("A01", "A02", "A03", "A06")])
    assert sorted(smoke(g)) == ["C10", "E10"] and conserved(g)
    first_ask, second_ask = where_decisions(allied)
    chosen = first_ask.options[first("smoke in C10")(first_ask)].value[0]
    assert {o.value[0] for o in first_ask.options} == {"A01", "A06"}
    assert {o.value[0] for o in second_ask.options if o.value} == {"A01", "A06"} - {chosen}
    assert sum("drawn from the cup" in line for line in g.log) == 2


def test_A47_the_player_may_stop_drawing_after_the_first_smoke(demo_ds: DataSet) -> None:
    g, allied = smoke_screen_game(demo_ds, first("play Smoke Screen", "draw no more smoke", "smoke in C10"))
    at(g, "A06", "D10")
    actions.smoke_screen(g, "allied", [g.s.piece("A01"), g.s.piece("A06")])
    assert list(smoke(g)) == ["C10"]
    first_ask, second_ask = where_decisions(allied)
    assert not any(o.value is None for o in first_ask.options)  # a-c are done at least once
    assert second_ask.options[0].value is None


@pytest.mark.parametrize(("blaze", "offered"), [(None, {"H9", "H10"}), ("H10", set())])
def test_A47_never_into_water_or_a_blaze(demo_ds: DataSet, blaze: str | None, offered: set[str]) -> None:
    g, allied = smoke_screen_game(demo_ds, first("play Smoke Screen", "smoke in H10"))
    if blaze:
        g.do("place_marker", "blaze", blaze)
    actions.smoke_screen(g, "allied", [g.s.piece("A04")])  # H9: G9, G10, H8, I9, I10 are water
    asked = where_decisions(allied)
    assert ({o.value[1] for o in asked[0].options} if asked else set()) == offered  # one hex left: no question
    assert list(smoke(g)) == (["H10"] if offered else ["H9"])


@pytest.mark.parametrize(("case", "units"), [("no squad activated", ("A02", "A03")), ("no card in hand", ("A01",))])
def test_A47_is_not_offered_without_a_squad_or_a_card(demo_ds: DataSet, case: str, units: tuple[str, ...]) -> None:
    allied = Chooser(first("play Smoke Screen"))
    g = new_game(demo_ds, allied=allied)
    if case == "no squad activated":
        give(g, "allied", action="smoke_screen")
    else:
        for n in [n for n in g.decks.hand("allied") if g.decks.spec("allied", n).action == "smoke_screen"]:
            g.decks.play("allied", n)
    actions.smoke_screen(g, "allied", [g.s.piece(p) for p in units])
    assert allied.asked == [] and smoke(g) == {}


@pytest.mark.parametrize("order", ["move", "advance"])
def test_A47_comes_at_the_start_of_a_move_or_advance_before_anyone_moves(demo_ds: DataSet, order: str) -> None:
    # the squad in L10 alone: the Scout with it commands nobody (3.3.3a, O20.1)
    g, allied = smoke_screen_game(demo_ds, first("in L10 alone", "play Smoke Screen", "smoke in L9"))
    orders.execute(g, "allied", order, spec_with(g, "allied", order=order))
    kinds = [d.kind for d in allied.asked]
    assert kinds.index("action") < kinds.index("destination")
    assert "L9" in smoke(g)
    placed = next(i for i, line in enumerate(g.log) if "placed in L9" in line)
    moved = next(i for i, line in enumerate(g.log) if f" {order}s L10 > " in line)
    assert placed < moved


# ----------------------------------------------------------------------------- E80 White Phosphorus

def wp_game(demo_ds: DataSet, pick: Callable[[Decision], int], japan: Callable[[Decision], int] = lambda d: 0) -> tuple[CardGame, Chooser, Chooser]:
    allied, jp = Chooser(pick), Chooser(japan)
    g = new_game(demo_ds, allied=allied, japan=jp)
    return g, allied, jp


def white_phosphorus(g: CardGame, side: str = "allied") -> None:
    events.resolve(g, side, spec_with(g, side, event="white_phosphorus"))


def test_E80_smoke_next_to_an_own_unbroken_squad_and_the_enemy_there_breaks_one_unit(demo_ds: DataSet) -> None:
    g, allied, jp = wp_game(demo_ds, first("draw a smoke", "in D9"))
    at(g, "J04", "D9")  # a Japanese squad next to the US squad in D10
    at(g, "J05", "D9")  # and its leader
    white_phosphorus(g)
    assert "D9" in smoke(g) and conserved(g)
    broken = [p for p in ("J04", "J05") if g.s.piece(p).broken]
    assert len(broken) == 1  # each player breaks one unit of his own there
    assert not any(g.s.piece(p).broken for p in ("A01", "A02", "A03"))
    assert any(d.prompt == "White Phosphorus in D9: break which of your units?" and d.side == "japan" for d in jp.asked)
    hexes = {o.value for d in allied.asked if d.prompt.startswith("White Phosphorus: smoke") for o in d.options}
    assert "D10" not in hexes and "D9" in hexes  # adjacent only, never the squad's own hex


def test_E80_both_players_with_units_in_that_hex_each_break_one_of_their_own(demo_ds: DataSet) -> None:
    g, allied, jp = wp_game(demo_ds, first("draw a smoke", "in D9"))
    at(g, "J04", "D9")
    at(g, "A06", "D9")  # a US squad in the hex too (melee or not, the event does not care)
    white_phosphorus(g)
    assert g.s.piece("J04").broken and g.s.piece("A06").broken and not g.s.piece("A01").broken


def test_E80_the_player_may_draw_no_smoke(demo_ds: DataSet) -> None:
    g, allied, _ = wp_game(demo_ds, first("draw no smoke"))
    at(g, "J04", "D9")
    white_phosphorus(g)
    assert smoke(g) == {} and not g.s.piece("J04").broken and conserved(g)
    assert not any("drawn from the cup" in line for line in g.log)


def test_E80_without_an_unbroken_squad_it_is_skipped(demo_ds: DataSet) -> None:
    g, allied, _ = wp_game(demo_ds, first("draw a smoke"))
    for p in ("A01", "A04", "A06"):
        g.do("break_unit", p)
    allied.asked.clear()
    white_phosphorus(g)
    assert smoke(g) == {} and allied.asked == []
    assert g.log[-1].startswith("T1 Nothing to do: no hex next to an unbroken friendly squad")


# ----------------------------------------------------------------------------- O27.2.1 smoke rounds

def on_top(g: CardGame, side: str, white: int, coloured: int) -> None:
    """Put a card with these dice and no trigger on top of the side's draw pile (the next roll)."""
    n = spec_with(g, side, white=white, coloured=coloured, trigger=None).number
    piles = g.decks.piles[side]
    for pile in (piles.draw, piles.hand, piles.discard):
        if n in pile:
            pile.remove(n)
    piles.draw.append(n)


def test_O27_2_1_a_smoke_round_is_a_fire_use_of_its_own(demo_ds: DataSet) -> None:
    jp = Chooser(first("a smoke round", "smoke at K6"))
    g = new_game(demo_ds, japan=jp)
    on_top(g, "japan", 6, 6)
    orders.execute(g, "japan", "fire", spec_with(g, "japan", order="fire"))
    fire = next(d for d in jp.asked if d.prompt == "Fire: which group at which hex?")
    assert ("smoke", "J07w") in [o.value for o in fire.options]
    where = next(d for d in jp.asked if d.prompt.startswith("Smoke round: at which hex"))
    assert {o.value for o in where.options} == {"K5", "L3", "K6"}  # in range and LOS of K4, empty or not


@pytest.mark.parametrize(("dice", "hit"), [((6, 6), True), ((1, 1), False)])
def test_O27_2_1_a_hit_lands_a_random_smoke_and_no_fire_attack_is_rolled(demo_ds: DataSet, dice: tuple[int, int], hit: bool) -> None:
    jp = Chooser(first("a smoke round", "smoke at K6"))
    g = new_game(demo_ds, japan=jp)
    assert not g.s.units_at("K6")
    assert not g.s.fire(["J07w"], "K6").ok  # an ordinary shot needs an enemy unit there (O27.3)
    on_top(g, "japan", *dice)
    start = len(g.log)
    orders.execute(g, "japan", "fire", spec_with(g, "japan", order="fire"))
    text = "\n".join(g.log[start:])
    assert "fires a smoke round at K6 (O27.2.1)" in text and "Attack total" not in text
    assert ("K6" in smoke(g)) == hit and conserved(g)
    assert ("the smoke round lands in K6" in text) == hit and ("the smoke round misses" in text) == (not hit)
    assert g.s.piece("J07").activated  # the carrier fired (O20)


@pytest.mark.parametrize(("piece", "target", "why"), [
    ("J01w", "E5", "fires no smoke rounds (O27.2.1)"),  # a Light MG has no smoke
    ("J07w", "K3", "no LOS from K4 to K3"),
    ("J07w", "D10", "has range 8; D10 is 10 hexes away"),
    ("J07w", "K4", "no smoke can go in K4"),
])
def test_O27_2_1_smoke_rounds_are_refused_with_a_reason(demo_ds: DataSet, piece: str, target: str, why: str) -> None:
    g = new_game(demo_ds)
    r = g.s.fire_smoke(piece, target)
    assert not r.ok and why in r.reason


def test_O27_2_1_hindrance_lowers_the_targeting_roll(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    g.do("place_marker", "smoke", "K5", 8)  # smoke hinders into and out of its hex (16.3.4)
    on_top(g, "japan", 3, 3)  # 9 - 8 does not beat range 1
    r = g.do("fire_smoke", "J07w", "K5")
    assert r.ok and not r.details["hit"]
    assert any("Targeting 9 - 8 hindrance does not beat range 1" in line for line in g.log)


# ----------------------------------------------------------------------------- seeded games and replay

def smoke_lines(g: CardGame) -> list[str]:
    words = ("smoke", "Smoke", "cup")
    return [line for line in g.log if any(w in line for w in words)]


def test_a_seeded_game_draws_the_same_smoke_and_replays_to_the_same_state(demo_ds: DataSet) -> None:
    sc = demo_ds.scenarios["demo-ridge-line"]
    for seed in range(5, 40):  # the first seeded game that draws from the cup more than once
        a = CardGame.create(sc, demo_ds, {"japan": RandomPlayer(21), "allied": GreedyPlayer(22)}, seed=seed)
        a.run()
        if len([x for x in smoke_lines(a) if "drawn from the cup" in x]) >= 2:
            break
    b = CardGame.create(sc, demo_ds, {"japan": RandomPlayer(21), "allied": GreedyPlayer(22)}, seed=seed)
    b.run()
    assert a.log == b.log and len([x for x in smoke_lines(a) if "drawn from the cup" in x]) >= 2
    shared = ScriptedPlayer(a.choices)
    r = CardGame.create(sc, demo_ds, {"japan": shared, "allied": shared}, seed=seed)
    r.run()
    assert to_data(r.s.doc) == to_data(a.s.doc) and r.log == a.log
    assert on_map(r.s) == on_map(a.s) and cup(r.s) == cup(a.s)


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 3), ("demo-beach-landing", 5)])
def test_seeded_smoke_matches_its_golden(demo_ds: DataSet, scenario: str, seed: int) -> None:
    """Every smoke line of a seeded random game (draws, placements, returns, rounds, A47, E57, E80):
    regenerate with ``CCP_UPDATE_GOLDENS=1`` after a meant rules change and read the diff."""
    g = CardGame.create(demo_ds.scenarios[scenario], demo_ds, {"japan": RandomPlayer(f"{seed}j"), "allied": RandomPlayer(f"{seed}a")}, seed=seed)
    g.run()
    got = {"smoke": smoke_lines(g), "cup": cup(g.s), "on_map": sorted(smoke(g).items())}
    path = GOLDEN / f"cardgame-smoke-{scenario}-seed{seed}.json"
    if os.environ.get("CCP_UPDATE_GOLDENS") == "1":
        path.write_text(json.dumps(got, indent=1) + "\n", encoding="utf-8")
    assert json.loads(json.dumps(got)) == json.loads(path.read_text(encoding="utf-8"))
    assert any("drawn from the cup" in line for line in got["smoke"])


# ----------------------------------------------------------------------------- LOS through smoke (16.3.4)

@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 1), ("demo-ridge-line", 2), ("demo-beach-landing", 3)])
def test_16_3_4_a_los_through_smoke_is_the_los_engines_own_answer(demo_ds: DataSet, scenario: str, seed: int) -> None:
    """The session reads a line touching smoke (and no blaze) from the map's answer: smoke never
    blocks and its value hinders into, out of and through its hex. It must give what the LOS
    engine gives with the markers: result, hindrance and causes, blaze in play or not."""
    import random

    from ccp_editor.play.session import PlaytestSession

    s = PlaytestSession.create(demo_ds.scenarios[scenario], demo_ds, seed=seed)
    rng = random.Random(seed)
    ids = sorted(s.board.grid.hex_ids)
    dry = [h for h in ids if not s.board.is_water(h)]
    for _ in range(8):
        marked = rng.sample(dry, 7)
        s.doc.markers = []
        for h in marked[:6]:
            assert s.place_marker("smoke", h, rng.randint(1, 8)).ok
        if rng.random() < 0.5:
            assert s.place_marker("blaze", marked[6]).ok or s.units_at(marked[6])
        for _ in range(40):
            a, b = rng.choice(ids), rng.choice(ids)
            want = s.board.los(a, b, smoke=s.smoke(), blaze=s.blaze())
            got = s.los(a, b)
            assert (got.result, got.hindrance, got.causes) == (want.result, want.hindrance, want.causes), (a, b)
