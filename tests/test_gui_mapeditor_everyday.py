"""Everyday map editing without friction, driven by real keys and clicks: tool letters from the
canvas, the grouped tool palette at 1280 and 1600 pixels, readable layers, visible residuals, the
LOS answer beside the map, feedback after a shape, select all and the selection rectangle, and
saving (rounded coordinates, a fresh derived hex cache on a ready map)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from ccp_editor.core.terrain import derive
from ccp_editor.gui.mainwindow import MainWindow
from ccp_editor.gui.mapeditor import MapEditor
from ccp_editor.gui.mapeditor.hextools import label_rect
from ccp_editor.gui.mapeditor.palette import TOOL_KEYS
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.io.documents import load_document
from ccp_editor.model.mapdoc import MapDocument
from ccp_editor.play.board import Board

from .reference_images import assert_matches_reference
from .test_gui_mapeditor import copy_map, drag, empty_shapes, grid_click, open_editor
from .windows import discard_unsaved

DEMO = demo_dataset_root()


@pytest.fixture
def inland(tmp_path: Path) -> Path:
    return copy_map(tmp_path)


def trace_square(ed: MapEditor, hex_id: str, half: float = 0.6) -> None:
    cx, cy = ed.state.grid.center(hex_id)
    ed.canvas.center_on_grid(cx, cy, 70.0)
    ed.set_tool("area")
    for dx, dy in ((-half, -half), (half, -half), (half, half), (-half, half)):
        grid_click(ed, cx + dx, cy + dy)
    QTest.keyClick(ed.canvas, Qt.Key.Key_Return)


# ----------------------------------------------------------------------------- 1. tool letters


def test_every_tool_letter_works_with_the_canvas_focused(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    ed.canvas.setFocus()
    qtbot.waitUntil(ed.canvas.hasFocus, timeout=2000)
    assert len(TOOL_KEYS) == 16  # the Sample and Propose-in-a-rectangle tools of the Propose tab included
    for name, key in TOOL_KEYS.items():
        QTest.keyClick(ed.canvas, getattr(Qt.Key, f"Key_{key}"))
        assert ed.canvas.tool is ed.tools[name], f"{key} should choose {name}"
        assert ed.tool_actions[name].isChecked()
    # the group button shows the tool its letter chose
    QTest.keyClick(ed.canvas, Qt.Key.Key_B)
    assert ed.palette.group_buttons["trace"].defaultAction() is ed.tool_actions["bridge"]
    # a text field of the editor keeps its letters
    ed.set_tool("calibrate")
    ed.next_hex.setFocus()
    qtbot.waitUntil(ed.next_hex.hasFocus, timeout=2000)
    QTest.keyClicks(ed.next_hex, "A1")
    assert ed.next_hex.text() == "A1" and ed.canvas.tool is ed.tools["calibrate"]


# ----------------------------------------------------------------------------- 2, (a), 3, 4: at 1280 and 1600


def make_window(qtbot, tmp_path: Path, size: tuple[int, int]) -> tuple[MainWindow, MapEditor]:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "rec")
    qtbot.addWidget(window, before_close_func=discard_unsaved)
    assert DEMO is not None and window.open_dataset(DEMO)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.select_view("map:demo-inland")
    editor = window.findChild(MapEditor)
    assert editor is not None
    qtbot.waitUntil(lambda: editor.isVisible() and editor.width() > 0, timeout=3000)
    return window, editor


@pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_every_tool_is_reachable_and_the_window_keeps_its_width(qtbot, tmp_path: Path, size: tuple[int, int]) -> None:
    window, ed = make_window(qtbot, tmp_path, size)
    assert window.width() == size[0], "the map editor must not force the window wider"
    assert window.minimumSizeHint().width() <= 1280
    for bar in (ed.toolbar, ed.actions_bar):
        overflow = bar.findChild(QToolButton, "qt_toolbar_ext_button")
        assert overflow is None or not overflow.isVisible(), f"{bar.objectName()} overflows behind its arrow"
    assert [n for n in TOOL_KEYS if not ed.palette.reachable(n)] == []
    # with side panels open the editor may get little more than half the window: both bars still fit
    assert ed.minimumSizeHint().width() <= 640
    assert max(ed.toolbar.sizeHint().width(), ed.actions_bar.sizeHint().width()) <= 700
    # inside the main window too, every letter works from the canvas (no window key takes it)
    ed.canvas.setFocus()
    qtbot.waitUntil(ed.canvas.hasFocus, timeout=2000)
    for name, key in TOOL_KEYS.items():
        QTest.keyClick(ed.canvas, getattr(Qt.Key, f"Key_{key}"))
        assert ed.canvas.tool is ed.tools[name], f"{key} should choose {name} in the window"
    # Line of sight is a button of its own: one click
    los = ed.toolbar.widgetForAction(ed.tool_actions["los"])
    qtbot.mouseClick(los, Qt.MouseButton.LeftButton)
    assert ed.canvas.tool is ed.tools["los"]
    # a tool from a group menu: the group's button then shows it
    menu = ed.palette.group_buttons["marks"].menu()
    exit_act = next(a for a in menu.actions() if a is ed.tool_actions["exit"])
    exit_act.trigger()
    assert ed.canvas.tool is ed.tools["exit"]
    assert ed.palette.group_buttons["marks"].defaultAction() is exit_act
    # 3. the Layers tab: every layer's name shown whole, its lock and opacity on the same row
    ed.side.setCurrentIndex(ed.side.indexOf(ed.layer_table.parentWidget()))
    table = ed.layer_table
    assert table.rowCount() == len(ed.state.layers) == 17
    for row, (name, layer) in enumerate(ed.state.layers.items()):
        show, opacity, lock = ed.layer_widgets[name]
        assert show.text() == layer.title
        assert show.width() >= show.sizeHint().width(), f"layer name {layer.title!r} is cut"
        for col, widget in ((1, lock), (2, opacity)):
            cell = table.visualRect(table.model().index(row, col))
            assert cell.top() == table.visualRect(table.model().index(row, 0)).top()
            assert widget.width() > 0
        assert table.columnViewportPosition(2) + table.columnWidth(2) <= table.viewport().width()
    # 4. the calibration table shows its residual column
    ed.set_tool("calibrate")
    qtbot.waitUntil(lambda: ed.cp_table.isVisible(), timeout=2000)
    header = ed.cp_table.horizontalHeader()
    assert header.model().headerData(1, Qt.Orientation.Horizontal) == "Residual px"
    right = header.sectionViewportPosition(2) + header.sectionSize(2)
    assert 0 < right <= ed.cp_table.viewport().width(), "the residual and dx, dy columns must be visible"
    assert ed.cp_table.item(0, 1).text() != ""
    # 5. every side tab is in sight, LOS the last one included: no scroll arrows, each title whole
    bar = ed.side.tabBar()
    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    assert arrows == [], "the side tab bar hides tabs behind its scroll arrows"
    titles = [bar.tabText(i) for i in range(bar.count())]
    assert {"Tool", "Layers", "Calibration", "Propose", "Hexes", "LOS"} <= set(titles)
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        assert bar.rect().contains(rect), f"tab {bar.tabText(i)!r} lies outside the tab bar"
        assert rect.width() >= bar.tabSizeHint(i).width(), f"tab {bar.tabText(i)!r} is squeezed"
    los_tab = bar.tabRect(ed.side.indexOf(ed.los_text)).center()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=los_tab)
    assert ed.side.currentWidget() is ed.los_text


def test_control_point_labels_stay_inside_the_canvas() -> None:
    inside = label_rect(QPointF(100, 100), 80, 16, 600, 400)
    assert inside.left() > 100 and inside.bottom() < 100  # above right, as usual
    right = label_rect(QPointF(590, 100), 80, 16, 600, 400)
    assert right.right() <= 600 and right.right() < 590  # flipped to the left of the cross
    top = label_rect(QPointF(100, 5), 80, 16, 600, 400)
    assert top.top() >= 0 and top.top() > 5  # below the cross
    corner = label_rect(QPointF(598, 398), 80, 16, 600, 400)
    assert QRect(0, 0, 600, 400).contains(corner.toRect())


# ----------------------------------------------------------------------------- 5. LOS beside the map


def test_los_answer_is_shown_beside_the_map_not_over_its_corner(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    corner = QRect(0, 0, 360, 120)
    ed.set_tool("los")
    before = ed.canvas.grab().toImage().copy(corner)
    grid = ed.state.grid
    grid_click(ed, *grid.center("K8"))
    grid_click(ed, *grid.center("O8"))
    tool = ed.tools["los"]
    assert tool.result is not None
    assert ed.status.text().startswith(f"LOS K8 -> O8: {tool.result.result}")
    assert ed.los_text.toPlainText().startswith("LOS K8 -> O8")
    assert ed.side.currentWidget() is ed.los_text
    after = ed.canvas.grab().toImage().copy(corner)
    assert after == before, "nothing is painted over the map's top-left hexes"


# ----------------------------------------------------------------------------- 6. feedback, no stale text


def test_finishing_a_shape_says_what_was_added_and_old_messages_go(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    trace_square(ed, "G5", 0.6)
    text = ed.status.text()
    m = re.fullmatch(r"Added Jungle \((\d+\.\d) hexes\)", text)
    assert m, text
    assert float(m.group(1)) == pytest.approx(1.44 / 2.598, abs=0.06)
    assert ed.model.undo_stack.undoText() == "Trace Jungle"  # the history names the Type too
    assert ed.area_type.currentText() == "Jungle" and ed.area_type.current_id() == "jungle"
    ed.set_tool("line")
    assert "Added" not in ed.status.text() and ed.status.text().startswith("Road / trail / stream")
    cx, cy = ed.state.grid.center("G5")
    grid_click(ed, cx - 1.7, cy)
    grid_click(ed, cx + 1.7, cy)
    QTest.keyClick(ed.canvas, Qt.Key.Key_Return)
    assert re.fullmatch(r"Added Road \(2\.0 hexes long\)", ed.status.text()), ed.status.text()
    ed.model.undo_stack.undo()  # the message was about the undone road: it goes
    assert "Added" not in ed.status.text()
    ed.show_message("snapping off")
    ed._status_timer.setInterval(50)
    ed._status_timer.start()
    qtbot.waitUntil(lambda: ed.status.text() != "snapping off", timeout=2000)
    assert ed.status.text().startswith(ed.canvas.tool.title)


# ----------------------------------------------------------------------------- 8. select all, rectangle, one undo


def test_select_all_rectangle_and_deleting_a_selection_is_one_undo_step(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    for h in ("C3", "D3", "G7"):
        trace_square(ed, h, 0.4)
    ed.canvas.fit()
    ed.set_tool("select")
    ed.canvas.setFocus()
    qtbot.waitUntil(ed.canvas.hasFocus, timeout=2000)
    QTest.keyClick(ed.canvas, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert sorted(ed.state.selection) == [("terrain", 0), ("terrain", 1), ("terrain", 2)]
    assert ed.status.text() == "3 shapes selected"
    # a click on empty ground clears; a rectangle around C3 and D3 (not G7) selects those two
    grid = ed.state.grid
    (ax, ay), (bx, by) = grid.center("C3"), grid.center("D3")
    top_left = ed.canvas.to_widget(min(ax, bx) - 0.9, min(ay, by) - 0.9).toPoint()
    bottom_right = ed.canvas.to_widget(max(ax, bx) + 0.9, max(ay, by) + 0.9).toPoint()
    QTest.mouseClick(ed.canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, top_left)
    assert ed.state.selection == []
    drag(ed.canvas, top_left, bottom_right)
    assert sorted(ed.state.selection) == [("terrain", 0), ("terrain", 1)]
    # Ctrl+A, Delete: all three go in one step, one Undo brings all three back
    QTest.keyClick(ed.canvas, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    count = ed.model.undo_stack.count()
    QTest.keyClick(ed.canvas, Qt.Key.Key_Delete)
    assert ed.state.doc.shapes.terrain == []
    assert ed.status.text() == "Deleted 3 shapes; Undo brings them back"
    assert ed.model.undo_stack.count() == count + 1
    ed.model.undo_stack.undo()
    assert len(ed.state.doc.shapes.terrain) == 3


def test_a_selection_rectangle_does_not_pan(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland, empty_shapes)
    ed.set_tool("select")
    offset = QPointF(ed.canvas.offset)
    drag(ed.canvas, QPoint(100, 100), QPoint(220, 180))
    assert ed.canvas.offset == offset
    assert ed.status.text() == "no shape lies wholly inside the rectangle"


# ----------------------------------------------------------------------------- 7 and (b): saving


def test_save_rounds_traced_points_and_keeps_the_derived_hexes(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    trace_square(ed, "G5", 0.6137)
    polygon = ed.state.doc.shapes.terrain[-1].polygon
    assert any(len(repr(v).split(".")[1]) > 3 for p in polygon for v in p), "clicks give long decimals"
    derived = derive(ed.state.doc, ed.state.ruleset).hexes
    ed.model.save()
    text = inland.read_text()
    assert not re.search(r"\d\.\d{4,}", text.split("\nhexes:")[0]), "saved coordinates have at most 3 decimals"
    saved = load_document(inland, MapDocument)
    assert saved.shapes == ed.state.doc.shapes  # what is on screen is what is on disk
    assert derive(saved, ed.state.ruleset).hexes == derived
    assert "rounded to 3 decimals" in ed.status.text()
    assert not ed.model.dirty


def test_tracing_on_a_ready_map_refreshes_its_stored_hexes_on_save(qtbot, inland: Path) -> None:
    shipped = load_document(inland, MapDocument)
    assert shipped.status == "ready" and shipped.hexes, "the demo map is ready and stores its derived hexes"
    target = next(h for h, info in shipped.hexes.items() if info.terrain == "open_ground" and h not in shipped.overrides)
    ed = open_editor(qtbot, inland)
    trace_square(ed, target, 0.5)
    assert ed.state.derivation.hexes[target].terrain == "jungle"
    # before any save, a board opened from the open document reads the new terrain
    qtbot.waitUntil(lambda: ed.state.doc.hexes[target].terrain == "jungle", timeout=2000)
    assert Board(ed.state.doc, ed.state.ruleset).info(target).terrain == "jungle"
    ed.model.undo_stack.undo()
    qtbot.waitUntil(lambda: ed.state.doc.hexes[target].terrain == "open_ground", timeout=2000)
    ed.model.undo_stack.redo()
    qtbot.waitUntil(lambda: ed.state.doc.hexes[target].terrain == "jungle", timeout=2000)
    ed.model.save()
    saved = load_document(inland, MapDocument)
    assert saved.hexes[target].terrain == "jungle", "the stored cache follows the new tracing"
    assert saved.hexes == derive(saved, ed.state.ruleset).hexes
    assert Board(saved, ed.state.ruleset).info(target).terrain == "jungle"  # what the board reads
    assert Board(ed.state.doc, ed.state.ruleset).info(target).terrain == "jungle"  # the open document too


def test_saving_a_ready_map_whose_cache_is_stale_derives_it_again(qtbot, inland: Path) -> None:
    """A cache left stale by another writer (here: set by hand) is derived again by the save."""
    shipped = load_document(inland, MapDocument)
    target = next(h for h, info in shipped.hexes.items() if info.terrain == "open_ground" and h not in shipped.overrides)

    def stale(doc: MapDocument) -> None:
        doc.hexes[target].terrain = "swamp"

    ed = open_editor(qtbot, inland, stale)
    ed.model.save()
    assert load_document(inland, MapDocument).hexes[target].terrain == "open_ground"
    assert "stored hex terrain brought up to date in 1 hex" in ed.status.text()


# ----------------------------------------------------------------------------- reference picture


def test_map_editor_at_1280x800_matches_its_reference(qtbot, inland: Path) -> None:
    ed = open_editor(qtbot, inland)
    ed.resize(1280, 800)
    ed.side.setCurrentIndex(ed.side.indexOf(ed.layer_table.parentWidget()))
    qtbot.wait(50)
    assert_matches_reference(ed.grab().toImage(), "map-editor-1280x800")
