"""Hand-tracing frictions, each driven as a person does it: quick clicks that are not a double-click,
ambiguous hexes before Mark ready, three control points, numbers that move on, artillery boxes where
the map prints them, a hut's size in words."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ccp_editor.core.readiness import readiness_problems
from ccp_editor.model.mapdoc import Shapes, TerrainShape

from .test_gui_mapeditor import copy_map, grid_click, open_editor

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _no_shapes(doc) -> None:
    doc.shapes = Shapes()
    doc.overrides = {}


def test_ambiguous_hexes_hold_up_mark_ready_until_reviewed(qtbot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, copy_map(tmp_path), mutate=_no_shapes)
    grid = editor.state.grid
    cx, cy = grid.center("C5")
    top = cy - math.sqrt(3) / 2
    square = [[cx - 0.3, top - 0.12], [cx + 0.3, top - 0.12], [cx + 0.3, cy + 0.2], [cx - 0.3, cy + 0.2]]
    editor.model.insert_items("/shapes/terrain", 0, [TerrainShape(id="j", type="jungle", polygon=square)], "add")
    editor.state.derivation  # noqa: B018 (derive now)
    editor.refresh_hex_panel()
    assert editor.ambiguous.count() >= 1
    first = editor.ambiguous.item(0).text()
    assert "Open Ground" in first or "Jungle" in first  # names, not ids
    assert any("ambiguous hexes not reviewed" in r for r in readiness_problems(editor.state.doc))
    editor.side.setCurrentIndex(editor.side.indexOf(editor.ambiguous.parentWidget()))
    for i in range(editor.ambiguous.count()):
        editor.ambiguous.setCurrentRow(i)
        QTest.mouseClick(editor.reviewed_button, LEFT)
    assert not any("ambiguous" in r for r in readiness_problems(editor.state.doc))
    assert "(reviewed)" in editor.ambiguous.item(0).text()
    editor.model.undo_stack.undo()  # each mark is one undo step
    assert any("ambiguous" in r for r in readiness_problems(editor.state.doc))


def _double_click_event(canvas, pos: QPointF) -> None:
    gpos = canvas.mapToGlobal(pos.toPoint())
    ev = QMouseEvent(QEvent.Type.MouseButtonDblClick, pos, QPointF(gpos), LEFT, LEFT, NONE)
    QApplication.sendEvent(canvas, ev)
    release = QMouseEvent(QEvent.Type.MouseButtonRelease, pos, QPointF(gpos), LEFT, Qt.MouseButton.NoButton, NONE)
    QApplication.sendEvent(canvas, release)


def test_quick_clicks_apart_are_two_points_and_a_real_double_click_closes(qtbot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, copy_map(tmp_path), mutate=_no_shapes)
    editor.set_tool("area")
    editor.state.snapping = False
    c = editor.canvas
    pts = [c.to_widget(4.0, 4.0), c.to_widget(6.0, 4.0), c.to_widget(6.0, 6.0)]
    for p in pts:
        QTest.mouseClick(c, LEFT, NONE, p.toPoint())
    # a quick click 6 px from the last one: Qt reports it as a double-click, but it is a new point
    quick = pts[-1] + QPointF(6, 0)
    _double_click_event(c, quick)
    assert editor.state.doc.shapes.terrain == []
    assert len(editor.tools["area"].points) == 4
    # a real double-click (second click on the same spot) closes the shape with the points so far
    far = c.to_widget(4.0, 6.5)
    QTest.mouseClick(c, LEFT, NONE, far.toPoint())
    _double_click_event(c, far)
    assert len(editor.state.doc.shapes.terrain) == 1
    assert len(editor.state.doc.shapes.terrain[0].polygon) == 5


def test_a_click_on_the_first_vertex_closes_the_shape(qtbot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, copy_map(tmp_path), mutate=_no_shapes)
    editor.set_tool("area")
    editor.state.snapping = False
    for x, y in ((4.0, 4.0), (6.0, 4.0), (6.0, 6.0), (4.02, 4.01)):
        grid_click(editor, x, y)
    assert len(editor.state.doc.shapes.terrain) == 1
    assert len(editor.state.doc.shapes.terrain[0].polygon) == 3


def test_three_control_points_say_exact_fit(qtbot, tmp_path: Path) -> None:
    def three(doc) -> None:
        doc.scan.control_points = doc.scan.control_points[:3]

    editor = open_editor(qtbot, copy_map(tmp_path), mutate=three)
    assert editor.rms_label.text().startswith("Exact fit; add a fourth point to measure the error")
    assert [editor.cp_table.item(r, 1).text() for r in range(3)] == ["", "", ""]


def test_objective_and_exit_numbers_move_on_after_each_placement(qtbot, tmp_path: Path) -> None:
    def bare(doc) -> None:
        doc.objectives = {}
        doc.exit_points = []

    editor = open_editor(qtbot, copy_map(tmp_path), mutate=bare)
    editor.set_tool("objective")
    for i, h in enumerate(("C3", "F6", "J2"), start=1):
        grid_click(editor, *editor.state.grid.center(h))
        assert editor.state.doc.objectives[str(i)] == h
        assert editor.objective_spin.value() == i + 1
    editor.set_tool("exit")
    for h, value in (("A3", 1), ("A5", 2)):
        grid_click(editor, *editor.state.grid.center(h))
        assert [e.value for e in editor.state.doc.exit_points if e.hex == h] == [value]
    assert editor.exit_spin.value() == 3


def test_artillery_boxes_are_drawn_in_the_scans_corners_not_over_the_corner_hexes(qtbot, tmp_path: Path) -> None:
    from ccp_editor.core.mapmargin import artillery_box_origins

    editor = open_editor(qtbot, copy_map(tmp_path), mutate=lambda d: setattr(d, "artillery_boxes", []))
    editor.set_tool("artillery")
    x0, y0, x1, y1 = editor.state.grid_bounds()
    grid_click(editor, x0 + 0.3, y0 + 0.3)
    grid_click(editor, x1 - 0.3, y1 - 0.3)
    assert sorted(editor.state.doc.artillery_boxes) == ["bottom-right", "top-left"]
    boxes = artillery_box_origins(editor.state.doc, (x0, y0, x1, y1))
    tlx, tly = boxes["top-left"]
    assert tlx < x0 and tly < y0  # in the printed margin, beyond the grid
    brx, bry = boxes["bottom-right"]
    assert brx + 1.5 > x1 and bry + 1.5 > y1


def test_a_hut_reports_its_size_as_a_share_of_a_hex(qtbot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, copy_map(tmp_path), mutate=_no_shapes)
    editor.set_tool("building")
    editor.building_type.set_id("hut")
    editor.state.snapping = False
    cx, cy = editor.state.grid.center("E5")
    for x, y in ((cx - 0.15, cy - 0.1), (cx + 0.15, cy - 0.1), (cx + 0.15, cy + 0.1)):
        grid_click(editor, x, y)
    assert editor.state.doc.shapes.terrain[-1].type == "hut"
    text = editor.status.text()
    assert "Added Hut (" in text and "% of a hex)" in text and "0.0 hexes" not in text
