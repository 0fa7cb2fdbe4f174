"""The emulated Fate decks and the scripted roller used by playtests."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.play.fate import DECK_SIZE, TRIGGER_MIX, FateDecks, ScriptedRoller, ScriptExhausted

HEXES = [f"{c}{r}" for c in "ABCDEFGHIJKLMNO" for r in range(1, 11)]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), side=st.sampled_from(["japan", "allied"]))
def test_a_deck_holds_every_pair_twice_and_the_documented_triggers(seed: int, side: str) -> None:
    decks = FateDecks(seed, HEXES)
    cards = [decks.draw(side) for _ in range(DECK_SIZE)]
    pairs = Counter((c.white, c.coloured) for c in cards)
    assert len(pairs) == 36 and set(pairs.values()) == {2}
    triggers = Counter(c.trigger for c in cards if c.trigger)
    assert dict(triggers) == TRIGGER_MIX
    assert len({c.number for c in cards}) == DECK_SIZE
    assert all(c.hex in HEXES for c in cards)
    assert decks.remaining(side) == 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), draws=st.lists(st.sampled_from(["japan", "allied"]), max_size=160))
def test_a_deck_resumes_from_its_counters(seed: int, draws: list[str]) -> None:
    a = FateDecks(seed, HEXES)
    for side in draws:
        a.draw(side)
    b = FateDecks(seed, HEXES, state=a.state())
    assert [a.draw("japan") for _ in range(5)] == [b.draw("japan") for _ in range(5)]
    assert [a.draw("allied") for _ in range(5)] == [b.draw("allied") for _ in range(5)]


def test_decks_are_independent_and_seeded() -> None:
    a, b = FateDecks(7, HEXES), FateDecks(7, HEXES)
    assert [a.draw("japan") for _ in range(10)] == [b.draw("japan") for _ in range(10)]
    c = FateDecks(8, HEXES)
    assert [c.draw("japan") for _ in range(10)] != [FateDecks(7, HEXES).draw("japan") for _ in range(10)]


def test_reshuffle_starts_a_new_order() -> None:
    decks = FateDecks(3, HEXES)
    first = [decks.draw("allied") for _ in range(DECK_SIZE)]
    decks.reshuffle("allied")
    second = [decks.draw("allied") for _ in range(DECK_SIZE)]
    assert sorted(first, key=lambda c: c.number) == sorted(second, key=lambda c: c.number)
    assert first != second
    assert decks.state()["allied"] == (DECK_SIZE, 1)


def test_bad_deck_state_is_refused() -> None:
    with pytest.raises(ValueError, match="out of range"):
        FateDecks(1, HEXES, state={"japan": (99, 0)})


def test_scripted_roller_deals_in_order_and_reports_running_out() -> None:
    r = ScriptedRoller([(1, 2), (6, 6, "time"), (3, 4, "sniper", "C7")])
    a, b, c = r.draw("japan"), r.draw("allied"), r.draw("japan")
    assert (a.total, b.total, b.trigger, c.hex, c.product) == (3, 12, "time", "C7", 12)
    assert b.doubles and not a.doubles
    with pytest.raises(ScriptExhausted):
        r.draw("japan")
    with pytest.raises(ValueError, match="1-6"):
        ScriptedRoller([(0, 7)])
