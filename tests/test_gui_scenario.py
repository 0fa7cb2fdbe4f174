"""The scenario editor driven through its widgets in the main window: an overstacked setup hex is
flagged in the problems dock (and cleared by undo), setup areas are painted hex by hex on the map
(one undo command per stroke), fortifications placed on the map are checked, fields edit the model."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton

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
