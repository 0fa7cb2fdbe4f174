"""The card game, rule by rule: Fate decks in play (1.3, 12.4, 13.1.2), orders (O21-O31), actions
(A33-A48), events (E51-E78), melee (19) and triggers (1.9), each case naming its rule."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play import actions, events, firegroups, orders
from ccp_editor.play.cards import CardDecks
from ccp_editor.play.decisions import Decision
from ccp_editor.play.turn import CardGame, end_key


class Policy:
    """Picks the first option whose label contains one of ``prefer`` (else the first option)."""

    name = "policy"

    def __init__(self, *prefer: str) -> None:
        self.prefer = list(prefer)
        self.asked: list[Decision] = []

    def choose(self, decision: Decision) -> int:
        self.asked.append(decision)
        for want in self.prefer:
            for i, o in enumerate(decision.options):
                if want in o.label:
                    return i
        return 0


def new_game(ds: DataSet, japan: Policy | None = None, allied: Policy | None = None,
             scenario: str = "demo-ridge-line", seed: int = 1) -> CardGame:
    return CardGame.create(ds.scenarios[scenario], ds, {"japan": japan or Policy(), "allied": allied or Policy()}, seed=seed)


def give(g: CardGame, side: str, *, order: str | None = None, action: str | None = None, event: str | None = None) -> int:
    """Put a card with this order/action/event from the draw pile into the hand."""
    p = g.decks.piles[side]
    for n in list(p.draw) + list(p.discard):
        spec = g.decks.spec(side, n)
        if (order is None or spec.order == order) and (action is None or spec.action == action) and (event is None or spec.event == event):
            (p.draw if n in p.draw else p.discard).remove(n)
            p.hand.append(n)
            return n
    raise AssertionError(f"no {order or action or event} card in the {side} deck")


def spec_with(g: CardGame, side: str, **want: object):  # noqa: ANN201
    for c in g.decks.decks[side].cards:
        if all(getattr(c, k) == v for k, v in want.items()):
            return c
    raise AssertionError(f"no card with {want}")


# ----------------------------------------------------------------------------- decks and hands

def test_hands_are_dealt_to_the_posture_hand_size_and_the_decks_hold_72_cards(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    assert len(g.decks.hand("japan")) == 4  # Defender (17.3, 1.1)
    assert len(g.decks.hand("allied")) == 6  # Attacker (17.1)
    for side in ("japan", "allied"):
        p = g.decks.piles[side]
        assert len(p.draw) + len(p.hand) + len(p.discard) == 72  # 1.3


def test_same_seed_same_shuffle_and_a_reshuffle_keeps_the_hand(demo_ds: DataSet) -> None:
    decks = {s: demo_ds.fate_decks[n] for s, n in (("japan", "JP"), ("allied", "US"))}
    a, b = CardDecks(decks, 7), CardDecks(decks, 7)
    assert [a.draw("japan").number for _ in range(10)] == [b.draw("japan").number for _ in range(10)]
    a.deal_one("japan")
    hand = a.hand("japan")
    a.reshuffle("japan")  # 13.1.2a: discards back into the draw pile, the hand stays
    assert a.hand("japan") == hand and a.discards("japan") == [] and a.remaining("japan") == 71


def test_an_empty_draw_pile_during_the_refill_advances_time_once(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    p = g.decks.piles["allied"]
    p.discard.extend(p.draw[1:])
    del p.draw[1:]
    p.hand.pop()
    time = g.s.tracks.time
    g.refill("allied")  # 12.4 with 13.1.2: the last card drawn advances Time, the pile is reshuffled
    assert g.s.tracks.time == time + 1
    assert len(g.decks.hand("allied")) == 6 and g.decks.remaining("allied") > 0


# ----------------------------------------------------------------------------- orders

def test_O21_pass_discards_up_to_the_discard_limit(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("discard US"))
    orders.pass_turn(g, "allied")
    assert len(g.decks.hand("allied")) == 6 - 5  # US discard limit 5 (12.3)


def test_O27_fire_resolves_an_attack_and_activates_the_firers(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("play no"))
    groups = firegroups.fire_groups(g, "allied")
    assert groups, "the demo setup has a legal shot"
    group, target = groups[0].value
    before = len(g.s.doc.log)
    orders._fire(g, "allied")
    assert any("Attack total" in e.text for e in g.s.doc.log[before:])
    firer = g.s.piece(group[0])
    carrier = g.s.carrier_of(firer.id) if g.s.counter(firer).kind == "weapon" else firer
    assert carrier.activated  # O20: once a turn
    assert all(carrier.id not in o.value[0] for o in firegroups.fire_groups(g, "allied"))


def test_O29_move_goes_hex_by_hex_and_the_enemy_is_offered_op_fire(demo_ds: DataSet) -> None:
    japan = Policy("no Op Fire")
    g = new_game(demo_ds, japan=japan, allied=Policy("move the stack in D10", "move to C8"))
    give(g, "japan", action="op_fire")
    orders._move(g, "allied")
    assert {g.s.piece(i).hex for i in ("A01", "A02", "A03")} == {"C8"}
    assert all(g.s.piece(i).activated for i in ("A01", "A02", "A03"))
    assert any(d.kind == "op_fire" for d in japan.asked)  # A41 offered after a hex entered


def test_A41_op_fire_breaks_or_hits_a_moving_stack_with_a_card_played(demo_ds: DataSet) -> None:
    japan = Policy("fire at")
    g = new_game(demo_ds, japan=japan, allied=Policy("move the stack in D10", "move to C8"))
    n = give(g, "japan", action="op_fire")
    counts = g.counts["actions"]
    orders._move(g, "allied")
    if any(d.kind == "op_fire" for d in japan.asked):
        assert n in g.decks.discards("japan") and g.counts["actions"] > counts
        assert any("target_moving" not in e.text and "fire at C8" in e.text or "fire at D" in e.text for e in g.s.doc.log)


def test_O22_advance_into_an_enemy_hex_makes_a_melee_resolved_at_the_allied_turn(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    s = g.s
    s.doc.pieces[s.doc.pieces.index(s.piece("A06"))].hex = "K5"  # next to the Japanese in K4
    s._reindex()
    allied = Policy("advance the stack in K5", "into melee")
    g.players["allied"] = allied
    orders._advance(g, "allied")
    assert "K4" in s.melee_hexes()
    g.players["allied"] = Policy("melee in K4")
    orders.resolve_melees(g)  # 19: the lower total loses everything there
    assert "K4" not in s.melee_hexes()


def test_O31_revive_rallies_with_the_card_points(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("rally"))
    for pid in ("A01", "A04"):
        g.s.piece(pid).broken = True
    orders._revive(g, "allied", 2)
    assert not g.s.piece("A01").broken and not g.s.piece("A04").broken


def test_O30_reconnoiter_takes_the_top_card_into_the_hand(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=Policy("take it into the hand"))
    top = g.decks.peek("japan")
    orders._reconnoiter(g, "japan")
    assert top in g.decks.hand("japan")


def test_O23_weapon_jam_breaks_an_enemy_weapon_in_a_friendly_units_los(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=Policy("Weapon Jam"))
    targets = orders._jam_targets(g, "japan")
    if not targets:
        pytest.skip("no enemy weapon in LOS in this setup")
    orders._asset_denied(g, "japan")
    assert g.s.piece(targets[0].id).broken
    assert g.s.doc.log[-1].text.endswith("breaks (Weapon Jam, O23.1).")  # the log says why, not "by hand"


def test_O25_charge_needs_the_banzai_posture(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    assert not orders.order_has_use(g, "japan", "charge")
    g.do("set_posture", "japan", "banzai")
    assert orders.order_has_use(g, "japan", "charge")


# ----------------------------------------------------------------------------- actions

@pytest.mark.parametrize(("rule", "action", "moving", "adjacent"), [
    ("A37", "crossfire", True, False),
    ("A42", "hand_grenades", False, True),
])
def test_fire_actions_add_fp_when_their_prerequisite_holds(demo_ds: DataSet, rule: str, action: str, moving: bool, adjacent: bool) -> None:
    g = new_game(demo_ds)
    s = g.s
    if adjacent:
        s.piece("A06").hex = "K5"
        s._reindex()
        bonuses = actions._fire_bonuses(g, "allied", ["A06"], "K4", moving)
    else:
        bonuses = actions._fire_bonuses(g, "allied", ["A06"], "K4", moving)
    assert bonuses[action][1] == rule and bonuses[action][0] == 2


def test_A35_bore_sighting_is_defender_only(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    assert "bore_sighting" not in actions._fire_bonuses(g, "allied", ["A02w", "A02"], "H5", False)  # Attacker


def test_A34_bayonets_and_A46_no_quarter_in_melee(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=Policy("Bayonets:", "No Quarter:"), allied=Policy("no Bayonets", "no Ambush", "no"))
    s = g.s
    s.piece("A06").hex = "K4"
    s._reindex()
    give(g, "japan", action="bayonets")
    mods = actions.melee_actions(g, "K4")
    assert mods == {"japan": 2}
    give(g, "japan", action="no_quarter")
    vp = s.tracks.vp
    actions.no_quarter(g, "K4", {"japan": True, "allied": True})
    assert s.tracks.vp == vp + 2


# ----------------------------------------------------------------------------- events

def _to_open_ground(g: CardGame, pid: str) -> None:
    s = g.s
    h = next(h for h in s.board.grid.hex_ids if not s.units_at(h) and s.cover_at(h)[0] < 1)
    s.piece(pid).hex = h


def _broken(g: CardGame, *ids: str) -> None:
    for pid in ids:
        g.s.piece(pid).broken = True


EVENT_CASES: list[tuple[str, str, str, Callable[[CardGame], None], Callable[[CardGame], bool]]] = [
    ("E51", "battle_harden", "japan", lambda g: None, lambda g: any(u.veteran for u in g.s.units("japan", "map"))),
    ("E52", "battlelust", "japan", lambda g: g.s.tracks.casualties_allied.append("A06"), lambda g: g.s.tracks.vp == 3),
    ("E55", "bushido", "japan", lambda g: _broken(g, "J01"), lambda g: not g.s.piece("J01").broken and g.s.piece("J01").veteran),
    ("E58", "field_of_battle", "japan", lambda g: None, lambda g: g.s.tracks.vp == 3),
    ("E64", "kia", "japan", lambda g: _broken(g, "A01"), lambda g: g.s.piece("A01").location == "casualty"),
    ("E66", "medic", "allied", lambda g: _broken(g, "A01"), lambda g: not g.s.piece("A01").broken),
    ("E68", "prisoners_of_war", "allied", lambda g: (_broken(g, "A06"), setattr(g.s.piece("A06"), "hex", "K5")),
     lambda g: g.s.piece("A06").location == "casualty"),
    ("E62", "interdiction", "japan", lambda g: _to_open_ground(g, "A06"), lambda g: any(u.suppressed for u in g.s.units(None, "map"))),
    ("E72", "shell_shock", "japan", lambda g: None, lambda g: any(u.broken for u in g.s.units(None, "map"))),
    ("E61", "hero", "allied", lambda g: _broken(g, "A01"),
     lambda g: any(g.s.counter(u).kind == "hero" for u in g.s.units("allied", "map")) and not g.s.piece("A01").broken),
    ("E59", "field_promotion", "japan", lambda g: _broken(g, "J06"),
     lambda g: any(g.s.counter(u).kind == "private" and u.hex == "K4" for u in g.s.units("japan", "map"))),
    ("E74", "spider_hole", "japan", lambda g: None, lambda g: any(g.s.counter(u).kind == "hero" for u in g.s.units("japan", "map"))),
    ("E79", "walking_wounded", "allied", lambda g: g.do("eliminate", "A06"),
     lambda g: g.s.piece("A06").location == "map" and g.s.piece("A06").broken and "A06" not in g.s.tracks.casualties_allied),
    ("E78", "banzai", "japan", lambda g: None, lambda g: g.s.scenario.side("japan").posture == "banzai" and len(g.decks.hand("japan")) <= 3),
]


@pytest.mark.parametrize(("rule", "event", "side", "prepare", "check"), EVENT_CASES, ids=[c[0] for c in EVENT_CASES])
def test_events(demo_ds: DataSet, rule: str, event: str, side: str, prepare: Callable, check: Callable) -> None:
    pol = Policy("take the Banzai")
    g = new_game(demo_ds, japan=pol, allied=Policy())
    prepare(g)
    g.s._reindex()
    spec = spec_with(g, side, event=event) if event != "banzai" else spec_with(g, "japan", event="banzai")
    events.resolve(g, side, spec)
    assert check(g), rule


def test_E60_gusts_removes_the_smoke_of_the_cards_parity(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    g.do("place_marker", "smoke", "F6", 3)
    g.do("place_marker", "smoke", "G7", 4)
    spec = spec_with(g, "japan", event="gusts")
    events.resolve(g, "japan", spec)
    left = {m.value for m in g.s.doc.markers if m.type == "smoke"}
    assert left == ({4} if spec.gusts == "odd" else {3})


def test_an_impossible_event_is_skipped_and_said_so(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    events.resolve(g, "allied", spec_with(g, "allied", event="medic"))  # E66 with no broken unit
    assert "Nothing to do" in g.log[-1]


def test_unimplemented_events_are_named_not_silently_ignored(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every event E49-E80 is played now; one without a handler would still be named in the log."""
    assert set(events.HANDLERS) >= {"air_support"}
    monkeypatch.delitem(events.HANDLERS, "air_support")
    g = new_game(demo_ds)
    events.resolve(g, "allied", spec_with(g, "allied", event="air_support"))
    assert "not played by this version" in g.log[-1]


# ----------------------------------------------------------------------------- triggers and the end

def test_a_sniper_trigger_breaks_the_chosen_unit(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=Policy("break Demo"))
    g._sniper("japan", "D10", ["A01", "A03"])  # 1.9.4
    assert g.s.piece("A01").broken
    assert any(e.text.endswith("breaks (sniper, 1.9.4).") for e in g.s.doc.log)


def test_end_keys_name_the_ways_a_game_ends() -> None:
    assert end_key("sudden death on Time space 7 (13.2.2), with VP Japan +3") == "sudden_death"
    assert end_key("the Allies surrender: an eliminated unit reaches Casualty space 5 (11.2, 13.3a)") == "surrender"
    assert end_key("Allies have no unit left on the map (13.3b)") == "last_unit"
    assert end_key("Japan has no unit left on the map (13.3c), with VP 0") == "exit"


def test_a_whole_game_ends_by_the_rules(demo_ds: DataSet) -> None:
    from ccp_editor.play.players import RandomPlayer

    g = CardGame.create(demo_ds.scenarios["demo-beach-landing"], demo_ds,
                        {"japan": RandomPlayer(1), "allied": RandomPlayer(2)}, seed=3)
    summary = g.run()
    assert g.over and summary.end in ("sudden_death", "surrender", "last_unit", "exit", "time_track_end")
    assert summary.orders > 0 and summary.winner in ("japan", "allied")


def test_A43_4_hidden_pillbox_is_placed_by_the_defender_before_its_units_defend(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, japan=Policy("hidden pillbox"))  # Japan is the ridge-line Defender
    give(g, "japan", action="hidden_pillbox")
    hexes = sorted(h for h in g.s.occupied_hexes("japan") if g.s.fortification_at(h) is None and not g.s.board.is_water(h))
    actions.hidden_before_defense(g, "japan", hexes[0])
    assert g.s.fortification_at(hexes[0]).type == "pillbox"
    assert g.counts["actions"] == 1


def test_A43_hidden_actions_are_for_the_scenario_defender_only(demo_ds: DataSet) -> None:
    g = new_game(demo_ds, allied=Policy("hidden"))
    give(g, "allied", action="hidden_pillbox")
    actions.hidden_before_defense(g, "allied", "D10")  # the Allies attack here (17.3)
    assert g.s.fortification_at("D10") is None


@pytest.mark.parametrize(("rule", "action", "fort", "move_ends"), [("A43.7", "hidden_wire", "wire", True),
                                                                   ("A43.2", "hidden_mines", "mines", False)])
def test_hidden_wire_and_mines_just_after_an_enemy_enters(demo_ds: DataSet, rule: str, action: str, fort: str, move_ends: bool) -> None:
    g = new_game(demo_ds, japan=Policy(action.replace("_", " ")))
    give(g, "japan", action=action)
    s = g.s
    h = next(x for x in s.board.grid.neighbours("D10").values()
             if not s.units_at(x) and s.fortification_at(x) is None and not s.board.is_water(x))
    s.piece("A01").hex = h
    s._reindex()
    log = len(s.doc.log)
    assert actions.hidden_after_entry(g, "japan", h) is move_ends, rule
    assert s.fortification_at(h).type == fort
    if fort == "mines":
        assert any("Mines in" in e.text for e in s.doc.log[log:])  # the attack comes at once (F104)


def test_E70_reinforcements_bring_a_free_support_table_unit_to_the_friendly_edge(demo_ds: DataSet) -> None:
    for seed in range(1, 12):
        g = new_game(demo_ds, seed=seed)
        before = {p.id for p in g.s.doc.pieces}
        vp = g.s.tracks.vp
        events.resolve(g, "allied", spec_with(g, "allied", event="reinforcements"))
        new = [p for p in g.s.doc.pieces if p.id not in before and g.s.is_unit(p)]
        if new:
            assert new[0].hex in g.s.board.band(g.s.scenario.side("allied").edge, 1)
            assert g.s.tracks.vp == vp  # free (E70)
            assert any("Support Table roll" in e.text and "trigger" not in e.text.split("=")[-1] for e in g.s.doc.log)
            return
    raise AssertionError("no available unit rolled in 11 games")


def test_A43_6_hidden_unit_on_the_opponents_pass(demo_ds: DataSet) -> None:
    for seed in range(1, 12):
        g = new_game(demo_ds, japan=Policy("Hidden Unit:"), seed=seed)
        give(g, "japan", action="hidden_unit")
        before = {p.id for p in g.s.doc.pieces}
        actions.on_pass(g, "japan")  # the Allies passed; Japan is the Defender
        new = [p for p in g.s.doc.pieces if p.id not in before and g.s.is_unit(p)]
        assert g.counts["actions"] == 1
        if new:
            assert new[0].hex in g.s.setup_area("japan") and g.s.cover_at(new[0].hex)[0] >= 1
            return
    raise AssertionError("no available unit rolled in 11 games")


@pytest.mark.parametrize("nation", ["JP", "US", "CW"])
def test_the_shipped_demo_decks_are_the_generated_demo_mix(demo_ds: DataSet, nation: str) -> None:
    from collections import Counter as Tally

    from ccp_editor.model import to_data
    from ccp_editor.play.demodecks import demo_deck

    deck = demo_ds.fate_decks[nation]
    assert deck.provenance == "demo" and "demo" in deck.name.lower()
    assert to_data(deck) == to_data(demo_deck(nation))
    assert len(deck.cards) == 72
    assert set(Tally((c.white, c.coloured) for c in deck.cards).values()) == {2}  # every pair twice
    assert Tally(c.trigger for c in deck.cards if c.trigger) == {"time": 6, "sniper": 4, "event": 4, "disperse": 2}
    assert ("charge" in {c.order for c in deck.cards}) == (nation == "JP")  # O25 is Japanese


def test_O28_infiltrate_hides_a_paid_unit_then_reveals_it_at_a_sighting_marker(demo_ds: DataSet) -> None:
    for seed in range(1, 15):
        g = new_game(demo_ds, japan=Policy("Hide", "Reveal"), scenario="demo-beach-landing", seed=seed)
        s = g.s
        if not any(m.location == "map" for m in s.doc.sighting_markers):
            s.doc.sighting_markers[0].location, s.doc.sighting_markers[0].hex = "map", "H5"
            s._reindex()
        vp = s.tracks.vp
        orders._infiltrate(g, "japan", "A")
        hidden = [p for p in s.doc.pieces if p.location == "infiltration" and p.box == "A"]
        if not hidden:
            continue
        cost = vp - s.tracks.vp
        assert cost >= 0  # O28.1: Japan pays the unit's VP cost
        marker = next(m for m in s.doc.sighting_markers if m.location == "map")
        where = marker.hex
        orders._infiltrate(g, "japan", "A")
        assert all(p.location == "map" and p.hex == where for p in hidden if s.is_unit(p))
        assert marker.location == "removed"  # 9.3: out of play
        return
    raise AssertionError("no available unit rolled in 14 games")


def test_players_read_counter_names_not_internal_ids(demo_ds: DataSet) -> None:
    g = new_game(demo_ds)
    for o in firegroups.fire_groups(g, "allied") + [o for o in orders.order_options(g, "allied")]:
        assert not re.search(r"\b[AJ]\d\d\b", o.label), o.label
    assert g.name(g.s.piece("A01")).endswith("in D10") and "A01" not in g.name(g.s.piece("A01"))


def _japan_support_column_with_sighting(g: CardGame) -> bool:
    """Whether Japan's next Support Table roll (the top card of its draw pile) reads a column with a
    Sighting marker entry for the scenario year."""
    s = g.s
    top = g.decks.piles["japan"].draw[-1]
    column = s.dataset.forces[s.scenario.side("japan").nation].support_table.column(g.decks.face("japan", top).total)
    return any(e.sighting_marker and e.year_from <= s.scenario.year <= e.year_to for e in (column.entries if column else []))


def test_E70_reinforcements_may_bring_japan_a_sighting_marker_onto_its_friendly_edge(demo_ds: DataSet) -> None:
    """E70 b-c: a unit or a Sighting marker, at no cost, placed on any hex of the friendly edge; the marker
    then moves to revealed random hexes like any other (1.8.2)."""
    for seed in range(1, 60):
        japan = Policy("Sighting marker")
        g = new_game(demo_ds, japan=japan, seed=seed)
        if not _japan_support_column_with_sighting(g):
            continue
        s = g.s
        before = {m.id for m in s.doc.sighting_markers}
        vp = s.tracks.vp
        events.resolve(g, "japan", spec_with(g, "japan", event="reinforcements"))
        new = [m for m in s.doc.sighting_markers if m.id not in before]
        assert len(new) == 1 and new[0].location == "map"
        assert s.board.on_edge(new[0].hex, s.scenario.side("japan").edge)
        assert s.tracks.vp == vp  # free (E70)
        which, where = [d for d in japan.asked if d.kind == "event"][:2]
        assert which.prompt == "Reinforcements: which unit or Sighting marker?"
        assert where.prompt == "Reinforcements: where does the Sighting marker enter?"
        assert [o.label for o in which.options].count("a Sighting marker") == 1
        assert any(e.text == f"A new Sighting marker enters in {new[0].hex} (Reinforcements)." for e in s.doc.log)
        return
    raise AssertionError("no Sighting marker entry rolled in 59 games")


def test_O28_1_infiltrate_hide_offers_units_only_never_a_sighting_marker(demo_ds: DataSet) -> None:
    """O28.1b: Hide takes a unit; the Sighting marker entries of the column are not choices."""
    for seed in range(1, 60):
        g = new_game(demo_ds, seed=seed)
        if not _japan_support_column_with_sighting(g):
            continue
        opts = events.support_roll(g, "japan", "Infiltrate")
        assert all(o.value != events.SIGHTING for o in opts)
        return
    raise AssertionError("no Sighting marker entry rolled in 59 games")


@pytest.mark.parametrize("where, why", [("inland", "friendly edge"), ("ablaze", "ablaze")])
def test_E70_a_new_sighting_marker_enters_only_on_a_free_friendly_edge_hex(demo_ds: DataSet, where: str, why: str) -> None:
    """E70c along the friendly edge; never into a blaze (T83), like every Sighting marker placed."""
    g = new_game(demo_ds)
    s = g.s
    edge = s.board.band(s.scenario.side("japan").edge, 1)
    if where == "inland":
        h = next(x for x in s.board.hexes if x not in edge)
    else:
        h = next(x for x in edge if not s.units_at(x) and not s.board.is_water(x))
        assert s.place_marker("blaze", h).ok
    count = len(s.doc.sighting_markers)
    r = s.add_sighting(h)
    assert not r.ok and why in r.reason
    assert len(s.doc.sighting_markers) == count
