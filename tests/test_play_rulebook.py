"""The card game as the rulebook reads it: one table per finding, each case named by its rule.

O26 Command Confusion never given as an order; O28 Infiltrate only with a Hide or Reveal to make;
13.1.2d Sighting markers arriving by the Time track; the clock (13.1.2, 1.9.1.2, 10.1, O24.3.2):
an emptied draw pile always advances Time, the rolls of orders and actions set off their
triggers, and a drift check is no roll the Initiative may cancel."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play import orders
from ccp_editor.play.decisions import Decision
from ccp_editor.play.turn import CardGame

from .test_play_artillery import SPOTTER, SR, stack, with_radio
from .test_play_cards import Policy, give, new_game


def beach(ds: DataSet, japan: Policy | None = None, allied: Policy | None = None, seed: int = 1) -> CardGame:
    return new_game(ds, japan, allied, scenario="demo-beach-landing", seed=seed)


def card_with_letters(g: CardGame, letters: str) -> int:
    """An Infiltrate card naming exactly these letters, moved into Japan's hand."""
    p = g.decks.piles["japan"]
    for n in list(p.draw) + list(p.discard) + list(p.hand):
        spec = g.decks.spec("japan", n)
        if spec.order == "infiltrate" and spec.infiltrate == letters:
            if n not in p.hand:
                (p.draw if n in p.draw else p.discard).remove(n)
                p.hand.append(n)
            return n
    raise AssertionError(f"no Infiltrate {letters} card")


def set_sightings(g: CardGame, on_map: bool) -> None:
    for m in g.s.doc.sighting_markers:
        m.location, m.hex, m.time_space = ("map", "H5", None) if on_map else ("removed", None, None)
    g.s._reindex()


def fill_box(g: CardGame, box: str) -> None:
    unit = next(u for u in g.s.units("japan", "map") if g.s.counter(u).kind == "squad")
    unit.location, unit.hex, unit.box = "infiltration", None, box
    g.s._reindex()


# ----------------------------------------------------------------------------- O26 Command Confusion

def _cc_order(g: CardGame, n: int) -> bool:
    return any(o.value == (n, "command_confusion") for o in orders.order_options(g, "allied"))


def _cc_discard(g: CardGame, n: int) -> bool:
    asked: list[Decision] = []

    class Keep:
        name = "keep"

        def choose(self, d: Decision) -> int:
            asked.append(d)
            return 0

    g.players["allied"] = Keep()
    orders.pass_turn(g, "allied")
    return any(o.value == n for d in asked if d.kind == "discard" for o in d.options)


@pytest.mark.parametrize(("case", "offered", "expected"), [
    ("O26: a Command Confusion card cannot be played for an order", _cc_order, False),
    ("O21: a Command Confusion card may still be discarded on a pass", _cc_discard, True),
], ids=lambda v: v if isinstance(v, str) else "")
def test_O26_command_confusion_is_never_an_order(demo_ds: DataSet, case: str, offered: Callable, expected: bool) -> None:
    g = new_game(demo_ds)
    n = give(g, "allied", order="command_confusion")
    assert offered(g, n) is expected, case


# ----------------------------------------------------------------------------- O28 Infiltrate

@pytest.mark.parametrize(("case", "full", "marker", "playable", "kinds"), [
    ("O28.1: an empty box of the card's letter lets it Hide", False, False, True, {"hide"}),
    ("O28.2: a full box and a Sighting marker on the map let it Reveal", True, True, True, {"reveal"}),
    ("O28: a full box with no Sighting marker on the map: the card cannot be played", True, False, False, set()),
])
def test_O28_infiltrate_is_an_order_only_with_a_hide_or_reveal_to_make(demo_ds: DataSet, case: str, full: bool,
                                                                        marker: bool, playable: bool, kinds: set) -> None:
    g = beach(demo_ds)
    n = card_with_letters(g, "A")
    set_sightings(g, marker)
    if full:
        fill_box(g, "A")
    assert any(o.value == (n, "infiltrate") for o in orders.order_options(g, "japan")) is playable, case
    assert {what for what, _box in orders._infiltrate_uses(g, "A")} == kinds, case


# ----------------------------------------------------------------------------- 13.1.2d Sighting markers by Time

@pytest.mark.parametrize(("case", "space", "enters"), [
    ("13.1.2d: a Sighting marker on the Time space the marker reaches enters along Japan's edge", 1, True),
    ("13.1.2d: one on a later space waits", 2, False),
])
def test_13_1_2d_sighting_markers_arrive_by_the_time_track(demo_ds: DataSet, case: str, space: int, enters: bool) -> None:
    g = beach(demo_ds)
    s = g.s
    m = s.doc.sighting_markers[0]
    m.location, m.hex, m.time_space = "time_track", None, space
    s._reindex()
    s.tracks.time = 0
    g.do("advance_time", "allied", "by hand")
    assert (m.location == "map") is enters, case
    if enters:
        assert s.board.on_edge(m.hex, s.scenario.side("japan").edge), case
    else:
        assert m.location == "time_track" and m.time_space == space, case


# ----------------------------------------------------------------------------- 13.1.2 the clock

def _last_card(g: CardGame, side: str) -> None:
    """Leave one card in the side's draw pile, with no trigger."""
    p = g.decks.piles[side]
    keep = next(n for n in p.draw if g.decks.spec(side, n).trigger is None)
    p.discard.extend(n for n in p.draw if n != keep)
    p.draw[:] = [keep]


def _in_trigger(g: CardGame) -> None:
    g.do("roll", "allied", "a roll inside a trigger", triggers=False)  # 1.9.1.2: no trigger of its own


def _random_hex(g: CardGame) -> None:
    g.do("random_hex", "allied")


def _support(g: CardGame) -> None:
    from ccp_editor.play.events import support_roll

    support_roll(g, "allied", "Hidden Unit", triggers=True)


def _drift(g: CardGame) -> None:
    g.do("acquire_radio", "allied", "us-radio-10", 0)
    p = g.decks.piles["allied"]
    p.draw[:] = []
    stack(g, "allied", (6, 6), (2, 3))  # the accuracy roll, then the drift check: the pile's last card
    g.do("fire_for_effect", "allied", SPOTTER, SR)


@pytest.mark.parametrize(("case", "draw"), [
    ("13.1.2: the last card revealed inside a trigger still advances Time", _in_trigger),
    ("13.1.2: the last card revealed for a random hex advances Time", _random_hex),
    ("13.1.2: the last card of a Support Table roll advances Time", _support),
    ("13.1.2: the last card revealed for a drift check advances Time", _drift),
], ids=lambda v: v if isinstance(v, str) else "")
def test_13_1_2_an_emptied_draw_pile_always_advances_time(demo_ds: DataSet, case: str, draw: Callable) -> None:
    g = new_game(demo_ds)
    _last_card(g, "allied")
    time = g.s.tracks.time
    draw(g)
    assert g.s.tracks.time == time + 1, case
    assert g.decks.remaining("allied") > 0, case  # 13.1.2a: reshuffled by the advance, not by the next draw


def _with_event_on_top(g: CardGame, side: str) -> None:
    """The side's next roll is a card with an Event trigger, and the card revealed after it an event."""
    p = g.decks.piles[side]
    roll = next(n for n in p.draw if g.decks.face(side, n).trigger == "event")
    p.draw.remove(roll)
    p.draw.append(roll)


@pytest.mark.parametrize(("case", "triggers", "event_carried_out"), [
    ("1.9.1: a Support Table roll of an order or action sets off its trigger", True, True),
    ("1.9.1.2: a Support Table roll inside an event sets off none", False, False),
])
def test_1_9_1_support_table_rolls_set_off_triggers_outside_a_trigger(demo_ds: DataSet, case: str, triggers: bool,
                                                                      event_carried_out: bool) -> None:
    from ccp_editor.play.events import support_roll

    g = new_game(demo_ds)
    _with_event_on_top(g, "allied")
    events = g.counts["events"]
    support_roll(g, "allied", "Hidden Unit", triggers=triggers)
    assert (g.counts["events"] == events + 1) is event_carried_out, case


@pytest.mark.parametrize(("case", "purpose", "asked"), [
    ("10.1: the Accuracy roll may be cancelled with the Initiative", "Accuracy", True),
    ("O24.3.2.1: a drift check is no roll, the Initiative cannot cancel it", "drift", False),
])
def test_10_1_the_initiative_cancels_rolls_not_drift_checks(demo_ds: DataSet, case: str, purpose: str, asked: bool) -> None:
    seen: list[str] = []

    class Holder:
        name = "holder"

        def choose(self, d: Decision) -> int:
            if d.kind == "initiative":
                seen.append(d.prompt)
            return 0

    g = with_radio(demo_ds)
    g.players = {"japan": Holder(), "allied": Holder()}
    stack(g, "allied", (6, 6), (2, 3))
    g.do("fire_for_effect", "allied", SPOTTER, SR)
    assert any(purpose.lower() in p.lower() for p in seen) is asked, case
