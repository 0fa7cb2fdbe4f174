"""A setup made on the board written into the scenario (issue: the board as the scenario's setup
tool): units with their hexes (9.1, 15.2.3), reinforcements on the Time Track (13.1.2d), Japan's
Sighting markers (9.1), fortifications (F100-F107) and markers; the scenario checks find nothing in a
legal setup; a board whose forces changed, or whose play has begun, is refused with the reason."""

from __future__ import annotations

import copy

import pytest

from ccp_editor.core.checks import check_scenario
from ccp_editor.model.scenario import UnitPlacement
from ccp_editor.play.scenariosetup import FORCES_CHANGED, PLAY_BEGUN, SetupWriteError, scenario_with_setup
from ccp_editor.play.session import PlaytestSession, _build_pieces


def _blank(scenario):
    """The scenario with nothing set up, as New scenario makes it."""
    sc = copy.deepcopy(scenario)
    for side in (sc.sides.japan, sc.sides.allied):
        for u in side.units:
            u.hex = None
        side.sighting_marker_hexes = []
    sc.fortifications = []
    return sc


@pytest.mark.parametrize("sid", ["demo-ridge-line", "demo-beach-landing"])
def test_an_auto_setup_goes_into_the_scenario_and_opens_as_it_was(demo_ds, sid: str) -> None:
    sc = _blank(demo_ds.scenarios[sid])
    session = PlaytestSession.create(sc, demo_ds, seed=1)
    for side in ("japan", "allied"):
        assert session.auto_setup(side).ok
    written, summary = scenario_with_setup(session.to_playtest(), sc)
    assert all(u.hex for u in written.sides.japan.units + written.sides.allied.units)
    assert summary.on_map == len(written.sides.japan.units) + len(written.sides.allied.units)
    assert summary.off_map == []
    assert not [f for f in check_scenario(written, demo_ds) if f.severity == "error"]
    assert all(u.hex is None for u in sc.sides.japan.units)  # the scenario given is not touched
    again = PlaytestSession.create(written, demo_ds, seed=1)
    assert {(p.id, p.location, p.hex) for p in again.doc.pieces} == {(p.id, p.location, p.hex) for p in session.doc.pieces}


def test_piece_order_matches_the_sessions_numbering(demo_ds) -> None:
    """The write-back matches pieces by the board's numbering (units, then reinforcements)."""
    sc = demo_ds.scenarios["demo-beach-landing"]
    pieces, _ = _build_pieces(sc, demo_ds.counters(), True)
    for side_id, prefix in (("japan", "J"), ("allied", "A")):
        side = sc.side(side_id)
        units = [*side.units, *(u for r in side.reinforcements for u in r.units)]
        by_id = {p.id: p.counter for p in pieces}
        assert [by_id[f"{prefix}{n:02d}"] for n in range(1, len(units) + 1)] == [u.counter for u in units]


def test_reinforcements_sightings_fortifications_and_markers(demo_ds) -> None:
    sc = _blank(demo_ds.scenarios["demo-ridge-line"])
    sc.sides.japan.sighting_markers = 1
    session = PlaytestSession.create(sc, demo_ds, seed=3)
    assert session.auto_setup("japan").ok and session.auto_setup("allied").ok
    spare = session.units("allied", "map")[-1]
    assert session.set_time_space(spare.id, 3).ok  # a unit set aside as a reinforcement (13.1.2d)
    fort_hex = next(h for h in session.setup_area("allied")
                    if session.place_fortification("foxholes", h, "allied").ok)
    assert session.place_marker("blaze", next(h for h in session.setup_area("japan")
                                              if not session.units_at(h) and not session.board.is_water(h))).ok
    written, summary = scenario_with_setup(session.to_playtest(), sc)
    before = sum(len(r.units) for r in sc.sides.japan.reinforcements + sc.sides.allied.reinforcements)
    assert summary.reinforcements == before + 1
    third = [r for r in written.sides.allied.reinforcements if r.space == 3]
    assert spare.counter in [u.counter for r in third for u in r.units]
    assert len(written.sides.allied.units) == len(sc.sides.allied.units) - 1
    assert written.sides.japan.sighting_marker_hexes == [s.hex for s in session.sighting_markers() if s.location == "map"]
    assert summary.sightings == 1
    assert any(f.type == "foxholes" and f.hex == fort_hex and f.owner == "allied" for f in written.fortifications)
    assert [m.type for m in written.markers] == ["blaze"]


def test_unplaced_units_stay_to_be_set_up(demo_ds) -> None:
    sc = _blank(demo_ds.scenarios["demo-ridge-line"])
    session = PlaytestSession.create(sc, demo_ds, seed=1)
    assert session.auto_setup("japan").ok
    written, summary = scenario_with_setup(session.to_playtest(), sc)
    assert all(u.hex for u in written.sides.japan.units)
    assert all(u.hex is None for u in written.sides.allied.units)
    assert len(summary.off_map) == len(sc.sides.allied.units)


def test_refused_once_play_has_begun(demo_ds) -> None:
    sc = demo_ds.scenarios["demo-ridge-line"]
    session = PlaytestSession.create(sc, demo_ds, seed=1)
    assert session.start_play(force=True).ok
    with pytest.raises(SetupWriteError) as err:
        scenario_with_setup(session.to_playtest(), sc)
    assert err.value.template == PLAY_BEGUN and "Start play" in str(err.value)


def test_refused_when_the_scenarios_forces_changed(demo_ds) -> None:
    sc = demo_ds.scenarios["demo-ridge-line"]
    session = PlaytestSession.create(sc, demo_ds, seed=1)
    edited = copy.deepcopy(sc)
    edited.sides.allied.units.append(UnitPlacement(counter=sc.sides.allied.units[0].counter))
    with pytest.raises(SetupWriteError) as err:
        scenario_with_setup(session.to_playtest(), edited)
    assert err.value.template == FORCES_CHANGED and "Allied" in str(err.value)
