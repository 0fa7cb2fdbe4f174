"""Scenario checks against the map as it is now and against the side's OB card.

A unit left in a hex that a change of the map turned into water is reported (F100.3), one in an
impassable hex or a blaze is an error (O29.4, T83), an Invader may start in the water (17.4); the map's
saved hex cache is not what is judged, its traced shapes are. A side whose Order Limit (11.3, 12.1),
quality (11.3) or posture (17.2, RSG step 7) differs from its OB card's is flagged. The same rule runs in
``ccp-editor validate`` and in the board's setup check."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.core.checks import check_scenario
from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.io.documents import load_document
from ccp_editor.io.storage import save_document
from ccp_editor.model.dataset import DataSet
from ccp_editor.model.mapdoc import MapDocument, TerrainShape
from ccp_editor.model.scenario import Marker, Scenario
from ccp_editor.play.session import PlaytestSession

from .demo_copy import DEMO, copy_demo

RIDGE = "demo-ridge-line"


def flooded(m: MapDocument, hex_id: str, terrain: str = "water_barrier") -> MapDocument:
    """The map with one more traced shape of ``terrain`` over ``hex_id``; the saved hex cache is left
    as it was (stale), as it is while a map is being traced in the app."""
    grid = HexGrid(m.grid)
    cx, cy = grid.center(hex_id)
    ring = [[cx + 0.9 * (x - cx), cy + 0.9 * (y - cy)] for x, y in grid.corners(hex_id)]
    shapes = copy.deepcopy(m.shapes)
    shapes.terrain.append(TerrainShape(id=f"flood-{hex_id}", type=terrain, polygon=ring))
    return replace(m, shapes=shapes)


def with_map(ds: DataSet, m: MapDocument) -> DataSet:
    out = copy.copy(ds)
    out.maps = {**ds.maps, m.id: m}
    return out


def unit_findings(sc: Scenario, ds: DataSet, side: str = "japan") -> list:
    return [f for f in check_scenario(sc, ds) if f.pointer.startswith(f"/sides/{side}/units/")]


def test_a_unit_in_a_hex_that_became_water_is_reported_from_the_traced_shapes(demo_ds: DataSet) -> None:
    sc = demo_ds.scenarios[RIDGE]
    assert sc.sides.japan.units[3].hex == "H5"
    assert unit_findings(sc, demo_ds) == []
    m = flooded(demo_ds.maps[sc.map], "H5")
    assert m.hex_info("H5").water is False  # the saved cache does not know yet
    found = unit_findings(sc, with_map(demo_ds, m))
    assert [(f.pointer, f.severity) for f in found] == [("/sides/japan/units/3/hex", "warning"), ("/sides/japan/units/4/hex", "warning")]
    assert "H5 is Water Barrier, water terrain" in found[0].message and "F100.3" in found[0].message


def test_an_invader_may_start_in_the_water(demo_ds: DataSet) -> None:
    sc = copy.deepcopy(demo_ds.scenarios[RIDGE])
    sc.sides.japan.posture = "invader"
    ds = with_map(demo_ds, flooded(demo_ds.maps[sc.map], "H5"))
    assert not [f for f in unit_findings(sc, ds) if "water" in f.message]  # 17.4


def test_a_unit_in_an_impassable_hex_or_a_blaze_is_an_error(demo_ds: DataSet) -> None:
    sc = copy.deepcopy(demo_ds.scenarios[RIDGE])
    rs = copy.deepcopy(demo_ds.ruleset)
    swamp = next(t for t in rs.terrain if t.id == "swamp")
    swamp.move = "impassable"  # a rule set whose chart makes swamp impassable
    ds = with_map(demo_ds, flooded(demo_ds.maps[sc.map], "K4", "swamp"))
    ds.ruleset = rs
    found = unit_findings(sc, ds)
    assert {(f.pointer, f.severity) for f in found} == {("/sides/japan/units/5/hex", "error"), ("/sides/japan/units/6/hex", "error")}
    assert "K4 is Swamp, impassable terrain: no unit may be there (O29.4, T97)" in found[0].message
    sc.markers.append(Marker(type="blaze", hex="E4"))
    blazing = [f for f in unit_findings(sc, demo_ds) if "ablaze" in f.message]
    assert [f.pointer for f in blazing] == [f"/sides/japan/units/{i}/hex" for i in range(3)]
    assert all(f.severity == "error" and "T83" in f.message for f in blazing)


def test_order_limit_quality_and_posture_are_checked_against_the_ob_card(demo_ds: DataSet) -> None:
    sc = copy.deepcopy(demo_ds.scenarios[RIDGE])
    card = demo_ds.forces["JP"].ob_card(sc.sides.japan.ob)
    assert (card.order_limit, card.quality, card.banzai_force) == (3, "line", False)

    def ob_findings(s: Scenario) -> list[tuple[str, str]]:
        return [(f.pointer, f.message) for f in check_scenario(s, demo_ds) if "OB card" in f.message]

    assert ob_findings(sc) == []
    sc.sides.japan.order_limit = 5
    sc.sides.japan.quality = "elite"
    assert ob_findings(sc) == [
        ("/sides/japan/order_limit", "OB card 'Demo Rifle Company' gives an Order Limit of 3, not 5 (11.3, 12.1)"),
        ("/sides/japan/quality", "OB card 'Demo Rifle Company' gives line quality, not elite (11.3)"),
    ]
    sc.sides.japan.order_limit, sc.sides.japan.quality, sc.sides.japan.posture = 3, "line", "banzai"
    assert ob_findings(sc) == [("/sides/japan/posture", "OB card 'Demo Rifle Company' is not a Banzai Force: "
                                "only a Banzai Force takes the Banzai posture (17.2, RSG step 7)")]
    # the Allies roll their quality (RSG step 2): their card names none, so any quality passes
    sc.sides.allied.quality = "green" if sc.sides.allied.quality != "green" else "elite"
    assert not [f for f in check_scenario(sc, demo_ds) if f.pointer == "/sides/allied/quality"]


def test_a_banzai_force_card_wants_the_banzai_posture_and_line_quality(demo_ds: DataSet) -> None:
    sc = copy.deepcopy(demo_ds.scenarios[RIDGE])
    ds = copy.copy(demo_ds)
    forces = copy.deepcopy(demo_ds.forces["JP"])
    forces.ob_card(sc.sides.japan.ob).banzai_force = True
    ds.forces = {**demo_ds.forces, "JP": forces}
    sc.sides.japan.quality = "elite"
    messages = {f.pointer: f.message for f in check_scenario(sc, ds) if "OB card" in f.message}
    assert "a Banzai Force is Line (17.2, RSG step 7)" in messages["/sides/japan/quality"]
    assert "the posture is Banzai, not defender" in messages["/sides/japan/posture"]


@pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
def test_validate_reports_units_in_the_water_and_a_changed_order_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = copy_demo(tmp_path / "box")
    map_path = root / "maps" / "demo-inland.yaml"
    save_document(flooded(load_document(map_path), "H5"), map_path)
    sc_path = root / "scenarios" / f"{RIDGE}.yaml"
    sc = load_document(sc_path)
    sc.sides.japan.order_limit = 4
    save_document(sc, sc_path)
    assert main(["validate", str(sc_path)]) == 1
    out = capsys.readouterr().out
    # the foxholes in H5 are now in water: an error (F100.3), judged by the same current map
    assert "/fortifications/1/hex: H5 is water terrain: no fortification (F100.3)" in out
    assert f"{sc_path}:" in out
    assert "/sides/japan/units/3/hex: H5 is Water Barrier, water terrain" in out and "[warning]" in out
    assert "/sides/japan/order_limit: OB card 'Demo Rifle Company' gives an Order Limit of 3, not 4 (11.3, 12.1)" in out


def test_the_board_setup_check_names_units_in_water_and_in_impassable_hexes(demo_ds: DataSet) -> None:
    sc = demo_ds.scenarios[RIDGE]
    ds = with_map(demo_ds, flooded(demo_ds.maps[sc.map], "H5"))
    s = PlaytestSession.create(sc, ds, placed=True)
    assert s.setup_warnings("japan") == [
        "H5 is Water Barrier, water terrain: no weapon fires from it (F100.3, T99); is the unit meant to start there?"
    ]
    assert not [p for p in s.setup_problems("japan") if "H5" in p]  # water is allowed, not illegal (T99)
    assert s.setup_warnings("allied") == []
    rs = copy.deepcopy(demo_ds.ruleset)
    next(t for t in rs.terrain if t.id == "water_barrier").move = "impassable"
    ds.ruleset = rs
    s = PlaytestSession.create(sc, ds, placed=True)
    assert "H5 is Water Barrier, impassable terrain: no unit may be there (O29.4, T99)" in s.setup_problems("japan")
    assert not s.start_play().ok


def test_a_map_edited_in_place_is_judged_as_it_is_now_and_unchanged_maps_are_keyed_once() -> None:
    """The content key of a map changes with an edit made in place (the map editor's way); inside
    ``maps_unchanged`` (a command reading a box) a map's key is worked out once and kept."""
    import copy

    from ccp_editor.core import maphexes
    from ccp_editor.io.dataset import builtin_ruleset

    from .demo import demo_dataset

    ds = demo_dataset()
    rs = builtin_ruleset()
    m = copy.deepcopy(next(iter(ds.maps.values())))
    before = maphexes._content_key(m, rs)
    m.shapes.terrain[0].polygon[0] = [m.shapes.terrain[0].polygon[0][0] + 0.01, m.shapes.terrain[0].polygon[0][1]]
    assert maphexes._content_key(m, rs) != before
    assert maphexes._content_key(copy.deepcopy(m), rs) == maphexes._content_key(m, rs)
    with maphexes.maps_unchanged():
        first = maphexes._content_key(m, rs)
        with maphexes.maps_unchanged():  # nested: still on
            assert maphexes._content_key(m, rs)[1] is first[1]
        assert maphexes._content_key(m, rs)[1] is first[1]
    assert maphexes._KEYS is None


def test_the_board_setup_panel_shows_the_water_warning(qtbot, demo_ds: DataSet) -> None:
    from PySide6.QtWidgets import QWidget

    from ccp_editor.gui.board.widget import BoardWidget

    sc = demo_ds.scenarios[RIDGE]
    ds = with_map(demo_ds, flooded(demo_ds.maps[sc.map], "H5"))
    board = BoardWidget(PlaytestSession.create(sc, ds, placed=True), ds)
    qtbot.addWidget(board)
    board.show()
    panel = board.findChild(QWidget, "setupPanel")
    label = panel.problem_labels["japan"]
    qtbot.waitUntil(label.isVisible, timeout=3000)
    assert "H5 is Water Barrier, water terrain" in label.text()
    assert not panel.problem_labels["allied"].isVisible()
