"""Caves in the playtest's fire checks (F102.1, F102.2.2): units inside a cave are out of sight of
fire from upslope, and see only downslope. On the demo map every crest hex has its higher ground
inside it, so from a cave every other hex is upslope (the downslope case is covered on the LOS
test map in test_los_caves.py)."""

from __future__ import annotations

import pytest

from ccp_editor.model.dataset import DataSet
from ccp_editor.play.fate import ScriptedRoller
from ccp_editor.play.session import PlaytestSession

RIDGE = "demo-ridge-line"


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds


def fresh(ds: DataSet) -> PlaytestSession:
    return PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller([]), placed=False)


def unplaced(s: PlaytestSession, side: str, kind: str, n: int = 0) -> str:
    return [p.id for p in s.units(side) if s.counter(p).kind == kind and p.location == "unplaced"][n]


def cave_shot(ds: DataSet) -> tuple[str, str]:
    """A Japanese crest hex (where a cave may go) and an Allied setup hex that sees it, 2-4 away."""
    probe = fresh(ds)
    for h in probe.setup_area("japan"):
        if not probe.board.is_crest(h) or probe.board.is_water(h) or probe.fortification_at(h):
            continue
        for a in probe.setup_area("allied"):
            if 2 <= probe.board.grid.distance(a, h) <= 4 and probe.los(a, h).has_los:
                return h, a
    pytest.skip("no Allied setup hex sees a Japanese crest hex on the demo map")


def in_play(ds: DataSet, extra_team: bool = False) -> tuple[PlaytestSession, str, str, list[str], str]:
    cave, firer_hex = cave_shot(ds)
    s = fresh(ds)
    assert s.place_fortification("cave", cave, "japan").ok
    placed = []
    for kind in ("squad", "team") if extra_team else ("squad",):
        jp = unplaced(s, "japan", kind, 0)
        res = s.place(jp, cave)
        assert res.ok, res.reason
        placed.append(jp)
    us = unplaced(s, "allied", "squad", 0)
    assert s.place(us, firer_hex).ok
    assert s.start_play(force=True).ok
    return s, cave, firer_hex, placed, us


def test_f102_1_only_japanese_units_enter_a_cave(ds: DataSet) -> None:
    s, cave, _, jp, us = in_play(ds)
    assert s.set_in_cave(jp[0]).ok and s.piece(jp[0]).in_cave
    assert not s.set_in_cave(us).ok  # F102.1: Allied units are never inside a cave
    assert not s.set_in_cave(jp[0]).ok  # already inside
    assert s.set_in_cave(jp[0], False).ok and not s.piece(jp[0]).in_cave


def test_f102_2_2_fire_from_upslope_cannot_see_units_inside_the_cave(ds: DataSet) -> None:
    s, cave, firer_hex, jp, us = in_play(ds)
    assert s.board.los_engine.cave_slope(cave, firer_hex) == "upslope"
    assert s.plan_fire([us], cave).legal  # outside the cave: a normal target
    assert s.set_in_cave(jp[0]).ok
    plan = s.plan_fire([us], cave)
    name = s.counter(s.piece(jp[0])).name
    assert not plan.legal and "F102.2.2" in plan.reason and name in plan.reason and jp[0] not in plan.reason


def test_f102_2_2_fire_affects_the_units_outside_the_cave_only(ds: DataSet) -> None:
    s, cave, firer_hex, jp, us = in_play(ds, extra_team=True)
    assert s.set_in_cave(jp[0]).ok
    plan = s.plan_fire([us], cave)
    assert plan.legal, plan.reason
    assert [t.piece for t in plan.targets] == [jp[1]]
    assert any("F102.2.2" in n and s.counter(s.piece(jp[0])).name in n and jp[0] not in n for n in plan.notes)


def test_f102_2_2_a_unit_inside_a_cave_sees_only_downslope(ds: DataSet) -> None:
    s, cave, firer_hex, jp, us = in_play(ds)
    assert s.plan_fire([jp[0]], firer_hex).legal or "range" in s.plan_fire([jp[0]], firer_hex).reason
    assert s.set_in_cave(jp[0]).ok
    plan = s.plan_fire([jp[0]], firer_hex)
    assert not plan.legal and "F102.2.2" in plan.reason
    los = s.los(cave, firer_hex, cave_from=True)
    assert not los.has_los and any("F102.2.2" in c for c in los.causes)
