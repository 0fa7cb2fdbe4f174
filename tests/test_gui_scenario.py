"""The scenario editor driven through its widgets in the main window: an overstacked setup hex is
flagged in the problems dock (and cleared by undo), setup areas are painted hex by hex on the map
(one undo command per stroke), fortifications placed on the map are checked, fields edit the model."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton, QSpinBox, QWidget

from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.scenario.editor import ScenarioEditor

from .demo_copy import DEMO, copy_demo

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")



@pytest.fixture
def window(qtbot, tmp_path: Path):
    root = copy_demo(tmp_path / "box")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, tmp_path / "recovery")
    w.open_dataset(root)
    w.resize(1400, 900)
    w.show()
    yield w
    # edits are discarded without the unsaved-changes prompt (the window is not handed to qtbot,
    # which would close it before this runs)
    for model in w.all_documents():
        model.undo_stack.setClean()
    w.close()
    w.deleteLater()


def open_editor(window: MainWindow, scenario_id: str = "demo-ridge-line") -> ScenarioEditor:
    assert window.select_view(f"scenario:{scenario_id}")
    view = window.current_view()
    editor = view.subviews["scenario"]
    assert isinstance(editor, ScenarioEditor)
    assert view.tabs.currentWidget() is editor
    return editor


def problem_messages(window: MainWindow) -> list[str]:
    panel = window.problems_panel
    return [panel.topLevelItem(i).text(3) for i in range(panel.topLevelItemCount())]


def test_overstacking_a_setup_hex_is_flagged_and_undone(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    assert not [m for m in problem_messages(window) if "15.2.3" in m]
    units, _ = editor.side_tables["japan"]
    table = units.table
    # row 3 is a squad in H5; E4 already holds a squad, a team and a leader (7 figures)
    assert table.item(3, 2).text() == "H5"
    table.item(3, 2).setText("E4")
    assert model.doc.sides.japan.units[3].hex == "E4"
    qtbot.waitUntil(lambda: any("E4 holds 11 figures" in m and "15.2.3" in m for m in problem_messages(window)), timeout=3000)
    assert window.problems_dock.windowTitle().startswith("Problems (1 error")
    # the problem points at the hex field; jumping to it selects the unit's row
    window.jump_to_problem(str(model.path), "/sides/japan/units/0/hex")
    assert editor.sections.currentIndex() == 1
    model.undo_stack.undo()
    assert model.doc.sides.japan.units[3].hex == "H5"
    qtbot.waitUntil(lambda: table.item(3, 2).text() == "H5", timeout=2000)
    qtbot.waitUntil(lambda: not any("15.2.3" in m for m in problem_messages(window)), timeout=3000)


def test_setup_area_is_painted_hex_by_hex_in_one_undo_step(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    view = editor.map_view
    view.set_tool("area:allied")
    canvas = view.canvas
    area = set(model.doc.sides.allied.setup_area)
    targets = [h for h in ("E4", "F4", "G4") if h not in area]
    assert len(targets) == 3
    before = model.undo_stack.count()
    points = [canvas.hex_centre(h).toPoint() for h in targets]
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=points[0])
    for pt in points[1:]:
        qtbot.mouseMove(canvas, pos=pt)
        # offscreen platforms do not always report the held button on a synthetic move
        canvas.hexDragged.emit(canvas.hex_at(pt.toPointF()))
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=points[-1])
    assert set(targets) <= set(model.doc.sides.allied.setup_area)
    assert model.undo_stack.count() == before + 1
    # a stroke starting on a painted hex removes
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=points[0])
    assert targets[0] not in model.doc.sides.allied.setup_area
    model.undo_stack.undo()
    model.undo_stack.undo()
    assert set(model.doc.sides.allied.setup_area) == area


def test_fortification_in_water_is_flagged(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    view = editor.map_view
    view.set_tool("fortification")
    view.fort_type.setCurrentText("foxholes")
    n = len(model.doc.fortifications)
    qtbot.mouseClick(view.canvas, Qt.MouseButton.LeftButton, pos=view.canvas.hex_centre("F9").toPoint())
    assert len(model.doc.fortifications) == n + 1
    assert model.doc.fortifications[-1].hex == "F9"
    qtbot.waitUntil(lambda: any("F9 is water terrain" in m for m in problem_messages(window)), timeout=3000)
    view.set_tool("erase")
    qtbot.mouseClick(view.canvas, Qt.MouseButton.LeftButton, pos=view.canvas.hex_centre("F9").toPoint())
    assert len(model.doc.fortifications) == n


def test_fields_edit_the_model(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    night = editor.findChild(QCheckBox, "nightCheck")
    night.setChecked(True)
    assert model.doc.night is True
    qtbot.waitUntil(lambda: any("discard limit" in m for m in problem_messages(window)), timeout=3000)
    units_before = len(model.doc.sides.allied.units)
    ob = editor.findChild(QComboBox, "alliedOb")
    ob.setCurrentIndex(ob.findData("us-ob-weapons"))
    assert model.doc.sides.allied.ob == "us-ob-weapons"
    qtbot.mouseClick(editor.findChild(QPushButton, "alliedAddObUnits"), Qt.MouseButton.LeftButton)
    assert len(model.doc.sides.allied.units) > units_before
    assert model.doc.sides.allied.units[-1].hex is None
    chits = editor.findChild(QLineEdit, "chits_open")
    chits.setText("a k")
    chits.editingFinished.emit()
    assert model.doc.objective_chits.open == ["A", "K"]
    control = editor.findChild(QComboBox, "control_3")
    control.setCurrentIndex(control.findData("allied"))
    assert model.doc.objective_control["3"] == "allied"
    original_rules = model.doc.special_rules
    editor.special.setPlainText("No artillery before Time 2.")
    qtbot.waitUntil(lambda: model.doc.special_rules == "No artillery before Time 2.", timeout=3000)
    while model.undo_stack.canUndo():
        model.undo_stack.undo()
    assert model.doc.night is False
    assert model.doc.special_rules == original_rules


def test_bad_input_in_a_table_is_reported_not_raised(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    table = editor.fort_table
    qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
    row = table.table.rowCount() - 1
    table.table.item(row, 3).setText("lots")
    assert "not a whole number" in editor.message.text()
    assert editor.model.doc.fortifications[row].fp is None
    # not a hex id: kept in the document (so the text can be fixed) and flagged by the schema layer
    table.table.item(row, 1).setText("Z99")
    assert editor.model.doc.fortifications[row].hex == "Z99"
    qtbot.waitUntil(lambda: any("Z99" in m for m in problem_messages(window)), timeout=3000)


# ----------------------------------------------------------------------------- units dragged on the map


def _drag_on_canvas(qtbot, canvas, start, points) -> None:
    """Press at ``start``, pass over ``points`` and release on the last, all on the map canvas."""
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=start)
    for pt in points:
        qtbot.mouseMove(canvas, pos=pt)
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=points[-1])


def test_a_counter_dragged_to_another_hex_moves_the_unit_in_one_undo_step(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    view = editor.map_view
    canvas = view.canvas
    assert view.tool.currentData() == "units"  # the map starts with the units tool
    assert model.doc.sides.japan.units[3].hex == "H5"
    before = model.undo_stack.count()
    start = canvas.unit_centre("japan", 3).toPoint()
    assert canvas.unit_at(start.toPointF()) == ("japan", 3)
    _drag_on_canvas(qtbot, canvas, start, [canvas.hex_centre("H4").toPoint(), canvas.hex_centre("G4").toPoint()])
    assert model.doc.sides.japan.units[3].hex == "G4"
    assert model.doc.sides.japan.units[4].hex == "H5"  # only the dragged counter moved
    assert model.undo_stack.count() == before + 1
    assert model.undo_stack.undoText() == "Move Demo Line Rifle Squad from H5 to G4"
    assert "G4" in view.status.text()
    # the table shows the new hex; undo puts the unit back
    units, _ = editor.side_tables["japan"]
    qtbot.waitUntil(lambda: units.table.item(3, 2).text() == "G4", timeout=2000)
    model.undo_stack.undo()
    assert model.doc.sides.japan.units[3].hex == "H5"


def test_dropping_off_the_map_or_on_an_impassable_hex_is_refused(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    view = editor.map_view
    canvas = view.canvas
    before = model.undo_stack.count()
    # off the map: the margin of the canvas beside the picture
    off = canvas.hex_centre("A1").toPoint() - QPoint(canvas.hex_centre("B1").toPoint().x() - canvas.hex_centre("A1").toPoint().x(), 0) * 2
    assert canvas.hex_at(off.toPointF()) is None
    _drag_on_canvas(qtbot, canvas, canvas.unit_centre("japan", 3).toPoint(), [off])
    assert model.doc.sides.japan.units[3].hex == "H5"
    assert "Off the map" in view.status.text() and "Demo Line Rifle Squad" in view.status.text()
    # a blaze in G4 (T83): no unit may be there
    model.insert_items("/markers", len(model.doc.markers), [{"type": "blaze", "hex": "G4"}])
    before = model.undo_stack.count()
    _drag_on_canvas(qtbot, canvas, canvas.unit_centre("japan", 3).toPoint(), [canvas.hex_centre("G4").toPoint()])
    assert model.doc.sides.japan.units[3].hex == "H5"
    assert model.undo_stack.count() == before
    assert "G4 is ablaze" in view.status.text() and "T83" in view.status.text()


def test_a_unit_dragged_from_the_unit_list_onto_a_hex_is_placed(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    canvas = editor.map_view.canvas
    editor.sections.setCurrentIndex(2)  # Allies
    qtbot.mouseClick(editor.findChild(QPushButton, "alliedAddObUnits"), Qt.MouseButton.LeftButton)
    row = len(model.doc.sides.allied.units) - 1
    assert model.doc.sides.allied.units[row].hex is None
    units, _ = editor.side_tables["allied"]
    table = units.table
    qtbot.waitUntil(lambda: table.model().rowCount() == row + 1, timeout=2000)
    table.scrollTo(table.model().index(row, 0))
    viewport = table.viewport()
    press = table.visualRect(table.model().index(row, 0)).center()
    target = canvas.hex_centre("J9").toPoint()
    before = model.undo_stack.count()
    # the table keeps the mouse while the button is held: every event goes to it, at map positions
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
    qtbot.mouseMove(viewport, pos=press + QPoint(12, 0))
    assert editor.map_view.drags.active == ("allied", row)
    qtbot.mouseMove(viewport, pos=viewport.mapFromGlobal(canvas.mapToGlobal(target)))
    assert editor.map_view.drags.target == "J9"
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=viewport.mapFromGlobal(canvas.mapToGlobal(target)))
    assert model.doc.sides.allied.units[row].hex == "J9"
    assert model.undo_stack.count() == before + 1
    assert model.undo_stack.undoText().startswith("Place ") and model.undo_stack.undoText().endswith(" in J9")
    assert editor.map_view.drags.active is None


def test_units_left_in_water_after_the_map_changes_are_reported_in_the_problems_dock(qtbot, window: MainWindow) -> None:
    from .test_scenario_placement_checks import flooded

    editor = open_editor(window)
    model = editor.model
    ds = model.dataset
    assert not [m for m in problem_messages(window) if "Water Barrier" in m]
    # the map is traced again (as in the map editor: shapes change, the saved hex cache does not)
    m = ds.maps["demo-inland"]
    ds.maps["demo-inland"] = flooded(m, "H5")
    window.act_validate.trigger()  # F7
    # the squad and the leader in H5 (F100.3), and the trench there (F100.3)
    qtbot.waitUntil(lambda: sum("H5 is Water Barrier" in msg for msg in problem_messages(window)) == 2, timeout=3000)
    assert any("H5 is water terrain: no fortification" in msg for msg in problem_messages(window))
    ds.maps["demo-inland"] = m
    window.act_validate.trigger()
    qtbot.waitUntil(lambda: not any("Water Barrier" in msg for msg in problem_messages(window)), timeout=3000)


def test_an_order_limit_other_than_the_ob_cards_is_flagged(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    editor.sections.setCurrentIndex(1)
    spin = editor.findChild(QSpinBox, "japanOrders")
    spin.setValue(5)
    assert editor.model.doc.sides.japan.order_limit == 5
    qtbot.waitUntil(lambda: any("gives an Order Limit of 3, not 5 (11.3, 12.1)" in m for m in problem_messages(window)), timeout=3000)


def test_every_field_says_what_it_means(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    fields = [w for w in editor.findChildren(QWidget) if isinstance(w, (QLineEdit, QComboBox, QSpinBox, QCheckBox))
              and w.objectName() and not w.objectName().startswith("qt_") and w.parent() is not editor.map_view]
    names = {w.objectName() for w in fields}
    assert {"nameEdit", "mapCombo", "yearSpin", "nightCheck", "japanOrders", "alliedSurrender", "japanOb", "control_1"} <= names
    assert [w.objectName() for w in fields if not w.toolTip()] == []
    assert "(12.1)" in editor.findChild(QSpinBox, "japanOrders").toolTip()
    assert "F104.2" in editor.findChild(QComboBox, "mineCombo").toolTip()


def test_the_editor_fits_1280_by_800(qtbot, window: MainWindow) -> None:
    window.resize(1280, 800)
    editor = open_editor(window)
    qtbot.wait(50)
    bar = editor.sections.tabBar()
    assert all(bar.tabRect(i).right() <= bar.width() for i in range(bar.count()))  # no tab scrolled away
    # side by side, neither squeezed: the map keeps at least 40 % of the editor (it is fitted to its height)
    assert editor.map_view.width() >= 0.4 * editor.width() and editor.sections.width() >= bar.sizeHint().width()
    for side_id in ("japan", "allied"):
        combo = editor.findChild(QComboBox, f"{side_id}Ob")
        editor.sections.setCurrentIndex(1 if side_id == "japan" else 2)
        qtbot.wait(20)
        assert combo.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText()) + 20
        area = editor.sections.currentWidget()
        assert area.widget().width() <= area.viewport().width()  # nothing cut off at the right
        table = editor.side_tables[side_id][0].table
        header = table.horizontalHeader()
        assert header.sectionViewportPosition(4) + header.sectionSize(4) <= table.viewport().width() + 1  # Veteran visible
        # a name the column cuts short is whole in the cell's tooltip
        first = table.model().index(0, 0)
        assert first.data(Qt.ItemDataRole.ToolTipRole) == first.data(Qt.ItemDataRole.DisplayRole) != ""


def test_the_scenario_editor_at_1280_by_800_matches_its_reference(tmp_path: Path) -> None:
    """The whole window as ``ccp-editor gui --view scenario:ID --screenshot`` draws it: form and map
    side by side, hatched setup areas with the terrain showing through, one counter per unit."""
    import os
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    from .reference_images import assert_matches_reference

    out = tmp_path / "scenario.png"
    res = subprocess.run([sys.executable, "-m", "ccp_editor", "gui", "--view", "scenario:demo-ridge-line", "--screenshot", str(out),
                          "--size", "1280x800"], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert res.returncode == 0, res.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    assert_matches_reference(image, "scenario-ridge-line-1280x800")


def test_escape_cancels_a_drag_and_changes_nothing(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    canvas = editor.map_view.canvas
    before = model.undo_stack.count()
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=canvas.unit_centre("japan", 3).toPoint())
    qtbot.mouseMove(canvas, pos=canvas.hex_centre("G5").toPoint())
    assert editor.map_view.drags.target == "G5"
    qtbot.keyClick(canvas, Qt.Key.Key_Escape)
    assert editor.map_view.drags.active is None
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=canvas.hex_centre("G5").toPoint())
    assert model.doc.sides.japan.units[3].hex == "H5"
    assert model.undo_stack.count() == before
    assert editor.map_view.status.text() == "Drag cancelled"


def test_tracing_the_map_again_in_its_tab_rechecks_the_open_scenario(qtbot, window: MainWindow) -> None:
    """No F7 needed: an edit of the map document (as the map editor makes) re-checks the scenarios
    open on it, and the scenario's map view draws the map as it is now."""
    from ccp_editor.core.hexgrid import HexGrid

    editor = open_editor(window)
    assert window.select_view("map:demo-inland")
    map_model = window.current_model()
    assert map_model.kind == "map" and map_model.doc is editor.model.dataset.maps["demo-inland"]
    grid = HexGrid(map_model.doc.grid)
    cx, cy = grid.center("H5")
    ring = [[cx + 0.9 * (x - cx), cy + 0.9 * (y - cy)] for x, y in grid.corners("H5")]
    base = editor.map_view.canvas.base
    map_model.insert_items("/shapes/terrain", len(map_model.doc.shapes.terrain),
                           [{"id": "flood-H5", "type": "water_barrier", "polygon": ring}])
    assert map_model.doc.hex_info("H5").water is False  # the saved cache is not what is checked
    qtbot.waitUntil(lambda: sum("H5 is Water Barrier" in m for m in problem_messages(window)) == 2, timeout=5000)
    assert editor.map_view.canvas.base is not base  # redrawn with the water
    map_model.undo_stack.undo()
    qtbot.waitUntil(lambda: not any("Water Barrier" in m for m in problem_messages(window)), timeout=5000)


def test_clicking_a_counter_shows_its_unit_in_the_side_list(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    canvas = editor.map_view.canvas
    before = editor.model.undo_stack.count()
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.unit_centre("allied", 0).toPoint())
    assert editor.sections.currentIndex() == 2  # the Allies section
    table = editor.side_tables["allied"][0].table
    assert [i.row() for i in table.selectionModel().selectedRows()] == [0]
    assert editor.model.undo_stack.count() == before
    assert editor.map_view.status.text().endswith(f"in {editor.model.doc.sides.allied.units[0].hex}")


def test_a_drop_the_checks_will_flag_is_allowed_and_said_beforehand(qtbot, window: MainWindow) -> None:
    editor = open_editor(window)
    model = editor.model
    view = editor.map_view
    canvas = view.canvas
    area = set(model.doc.sides.japan.setup_area)
    outside = next(h for h in ("D9", "E9", "C9") if h not in area)
    qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=canvas.unit_centre("japan", 3).toPoint())
    qtbot.mouseMove(canvas, pos=canvas.hex_centre(outside).toPoint())
    assert view.drags.note == "outside the side's setup area: it will be flagged"
    assert "outside the side's setup area" in view.status.text()
    qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=canvas.hex_centre(outside).toPoint())
    assert model.doc.sides.japan.units[3].hex == outside
    qtbot.waitUntil(lambda: any(f"{outside} is outside the side's setup area" in m for m in problem_messages(window)), timeout=3000)
