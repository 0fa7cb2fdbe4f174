"""The countermix limits what comes into play (A44 Light Wounds, E56 Deploy, E59 Field Promotion,
E61 Hero, O28.1 / E70 Support Table units): a counter the mix has run out of is never placed."""

from __future__ import annotations

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.model.forces import Counter
from ccp_editor.play import events
from ccp_editor.play.turn import CardGame

from .test_play_cards import Policy, give, new_game, spec_with


def counter(g: CardGame, side: str, kind: str, quality: str | None = None) -> Counter:
    forces = g.s.dataset.forces[g.s.scenario.side(side).nation]
    return next(c for c in forces.counters if c.kind == kind and (quality is None or c.quality == quality))


def team_of_ob(g: CardGame, side: str) -> Counter:
    return counter(g, side, "team", g.s.scenario.side(side).quality)


def on_table(g: CardGame, counter_id: str) -> int:
    return sum(1 for p in g.s.doc.pieces if p.counter == counter_id)


def test_the_mix_holds_its_count_less_the_pieces_taken_out(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    team = team_of_ob(g, "japan")
    assert g.s.mix_left(team.id) is None and g.s.in_mix(team.id, 99)  # no count: no limit
    monkeypatch.setattr(team, "count", on_table(g, team.id) + 2)
    assert g.s.mix_left(team.id) == 2 and g.s.in_mix(team.id, 2) and not g.s.in_mix(team.id, 3)


@pytest.mark.parametrize(("left", "offered"), [
    (0, False),  # A44: no team of the OB quality left in the countermix, no Light Wounds
    (1, True),   # one left: the squad may take it
])
def test_A44_light_wounds_needs_a_team_in_the_countermix(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch,
                                                         left: int, offered: bool) -> None:
    pol = Policy("Light Wounds")
    g = new_game(demo_ds, japan=pol)
    give(g, "japan", action="light_wounds")
    team = team_of_ob(g, "japan")
    monkeypatch.setattr(team, "count", on_table(g, team.id) + left)
    r = g.do("break_unit", "J01")
    assert r.ok
    asked = [d for d in pol.asked if any("Light Wounds" in o.label for o in d.options)]
    assert bool(asked) == offered
    j01 = g.s.piece("J01")
    assert g.s.counter(j01).kind == ("team" if offered else "squad")
    if not offered:
        assert j01.broken  # the squad breaks as usual (3.2)
    assert g.s.mix_left(team.id) == 0


def test_A44_the_player_picks_the_team_when_several_qualify(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    team = team_of_ob(g, "japan")
    twin = Counter(id=f"{team.id}-b", name="Demo Line Team (second print)", kind="team", front=team.front, back=team.back,
                   faction=team.faction, quality=team.quality, figures=team.figures)
    forces = g.s.dataset.forces[g.s.scenario.side("japan").nation]
    monkeypatch.setattr(forces, "counters", [*forces.counters, twin])
    monkeypatch.setitem(g.s.counters, twin.id, twin)
    monkeypatch.setattr(team, "count", on_table(g, team.id))  # the first team is used up
    pol = Policy("second print")
    g.players["japan"] = pol
    give(g, "japan", action="light_wounds")
    g.do("break_unit", "J01")
    assert g.s.piece("J01").counter == twin.id
    assert any("Demo Line Team (second print) takes its place" in line for line in g.log)


def test_E56_deploy_is_skipped_when_the_mix_has_not_two_teams(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds, japan=Policy("deploy Demo Line Rifle Squad in E4"))
    team = team_of_ob(g, "japan")
    monkeypatch.setattr(team, "count", on_table(g, team.id) + 1)  # one team left: a squad needs two (E56)
    squads = [p.id for p in g.s.doc.pieces if g.s.counter(p).kind == "squad"]
    events.resolve(g, "japan", spec_with(g, "japan", event="deploy"))
    assert "Nothing to do: the countermix holds no two teams of the OB quality (E56)" in g.log[-1]
    assert [p.id for p in g.s.doc.pieces if g.s.counter(p).kind == "squad"] == squads
    # the session refuses it too, saying why
    r = g.s.deploy("J01")
    assert not r.ok and "countermix" in r.reason


def test_E56_deploy_with_two_teams_left_takes_them_both(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds, japan=Policy("deploy Demo Line Rifle Squad in E4"))
    team = team_of_ob(g, "japan")
    monkeypatch.setattr(team, "count", on_table(g, team.id) + 2)
    events.resolve(g, "japan", spec_with(g, "japan", event="deploy"))
    assert g.s.piece("J01-2") is not None and g.s.mix_left(team.id) == 0


@pytest.mark.parametrize(("event", "kind"), [("hero", "hero"), ("field_promotion", "private")])
def test_E59_E61_a_leader_the_mix_does_not_hold_is_not_placed(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch,
                                                               event: str, kind: str) -> None:
    g = new_game(demo_ds)
    try:
        c = counter(g, "allied", kind)
    except StopIteration:
        pytest.skip(f"the demo forces have no {kind}")
    monkeypatch.setattr(c, "count", 0)
    g.s.piece("A01").broken = True  # Field Promotion needs a broken unit to join
    events.resolve(g, "allied", spec_with(g, "allied", event=event))
    assert on_table(g, c.id) == 0
    assert f"the countermix holds no {c.name}" in g.log[-1]


def test_O28_E70_support_table_units_come_from_the_countermix(demo_ds: DataSet, monkeypatch: pytest.MonkeyPatch) -> None:
    g = new_game(demo_ds)
    forces = g.s.dataset.forces[g.s.scenario.side("allied").nation]
    units = {e.unit for col in forces.support_table.columns for e in col.entries if e.unit}
    for cid in units:
        monkeypatch.setattr(g.s.counters[cid], "count", on_table(g, cid))  # every one used up
    assert events.support_roll(g, "allied", "Reinforcements") == []
    events.resolve(g, "allied", spec_with(g, "allied", event="reinforcements"))
    assert "no unit of the rolled Support Table column is available" in g.log[-1]
