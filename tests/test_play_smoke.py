"""Smoke in the card game, each case naming its rule: the smoke cup (T95, 1.9.2, 15.1.4), Smoke
Screen (A47), Detritus of War (E57a), White Phosphorus (E80) and ordnance smoke rounds (O27.2.1)."""

from __future__ import annotations

from collections import Counter

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play import events
from ccp_editor.play.smoke import cup, on_map, place_random_smoke
from ccp_editor.play.turn import CardGame

from .test_play_cards import new_game, spec_with


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


@pytest.mark.parametrize(("old", "drawn_high"), [(8, False), (1, True)])
def test_15_1_4_the_highest_smoke_stays_and_the_lower_goes_back(demo_ds: DataSet, old: int, drawn_high: bool) -> None:
    g = new_game(demo_ds)
    h = land(g)[0]
    g.do("place_marker", "smoke", h, old)
    assert place_random_smoke(g, h)
    now = smoke(g)[h]
    assert (now > old) if drawn_high else (now == old)
    assert list(smoke(g)).count(h) == 1 and conserved(g)
    assert "(15.1.4)" in g.log[-2 if drawn_high else -1]


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
