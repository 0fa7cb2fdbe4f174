"""Proposing terrain in the map editor, driven as a player does: clicks on the Propose panel's
buttons and on the canvas; accepting is one undo step (DESIGN §7)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from ccp_editor.core import proposeeval, scansynth
from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.mapeditor import MapEditor
from ccp_editor.io.storage import save_document

LEFT = Qt.MouseButton.LeftButton


def synthetic_box(tmp_path: Path, seed: int = 12) -> Path:
    scan = scansynth.render(scansynth.random_layout(seed), 1100, 760, scheme="vivid", seed=seed)
    doc = proposeeval.sample_map(scan.truth)
    doc = replace(doc, scan=replace(doc.scan, file="scan.png"))
    img = np.ascontiguousarray(scan.image)
    q = QImage(img.data, img.shape[1], img.shape[0], img.shape[1] * 3, QImage.Format.Format_RGB888)
    assert q.save(str(tmp_path / "scan.png"))
    path = tmp_path / "synthetic.yaml"
    save_document(doc, path)
    return path


@pytest.fixture
def editor(qtbot, tmp_path: Path) -> MapEditor:
    model, problems = DocumentModel.open(synthetic_box(tmp_path))
    assert model is not None, problems
    ed = MapEditor(model)
    qtbot.addWidget(ed)
    ed.resize(1280, 800)
    ed.show()
    qtbot.waitExposed(ed)
    ed.side.setCurrentWidget(ed.proposals)
    return ed


def test_propose_then_reject_one_untick_one_and_accept_as_one_undo_step(qtbot, editor: MapEditor) -> None:
    panel = editor.proposals
    before_terrain = len(editor.state.doc.shapes.terrain)
    before_levels = len(editor.state.doc.shapes.levels)
    QTest.mouseClick(panel.btn_map, LEFT)
    assert panel.list.count() >= 5
    assert any("Jungle" in panel.list.item(i).text() for i in range(panel.list.count()))
    # The highlighted one is rejected, the next one unticked: neither reaches the map.
    panel.list.setCurrentRow(0)
    n = panel.list.count()
    QTest.mouseClick(panel.btn_reject, LEFT)
    assert panel.list.count() == n - 1
    panel.list.item(0).setCheckState(Qt.CheckState.Unchecked)
    steps = editor.model.undo_stack.count()
    QTest.mouseClick(panel.btn_accept, LEFT)
    assert editor.model.undo_stack.count() == steps + 1
    added = len(editor.state.doc.shapes.terrain) + len(editor.state.doc.shapes.levels) - before_terrain - before_levels
    assert added == n - 2
    assert panel.list.count() == 0
    assert "one Undo" in editor.status.text()
    editor.model.undo_stack.undo()
    assert len(editor.state.doc.shapes.terrain) == before_terrain
    assert len(editor.state.doc.shapes.levels) == before_levels


def test_sample_points_clicked_on_the_canvas_count_as_samples(qtbot, editor: MapEditor) -> None:
    panel = editor.proposals
    QTest.mouseClick(panel.btn_points, LEFT)
    assert editor.canvas.tool is editor.tools["sample"]
    panel.kind.setCurrentIndex(panel.kind.findData("jungle"))
    where = editor.canvas.to_widget(10.0, 8.0).toPoint()
    QTest.mouseClick(editor.canvas, LEFT, Qt.KeyboardModifier.NoModifier, where)
    assert [(p.kind) for p in panel.points] == ["jungle"]
    assert "1 clicked point" in panel.samples_label.text()
    QTest.mouseClick(editor.canvas, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, where)
    assert panel.points == []
    assert len(panel.samples()) == len(panel.samples()) and panel.samples()


def test_cancel_in_the_progress_dialog_leaves_the_map_alone(qtbot, editor: MapEditor, monkeypatch) -> None:
    from PySide6.QtWidgets import QProgressDialog

    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    steps = editor.model.undo_stack.count()
    assert editor.proposals.run(None) is False
    assert "cancelled" in editor.status.text()
    assert editor.proposals.list.count() == 0
    assert editor.model.undo_stack.count() == steps


def test_propose_in_view_keeps_to_the_visible_rectangle(qtbot, editor: MapEditor) -> None:
    c = editor.canvas
    QTest.mouseClick(editor.proposals.btn_map, LEFT)
    whole = len(editor.proposals.proposal.terrain)
    c._user_view = True  # as after a zoom by the wheel: the view stays where it is
    c.zoom *= 3
    c.offset = QPointF(0, 0)
    x0, y0, x1, y1 = editor.proposals.visible_rect()
    QTest.mouseClick(editor.proposals.btn_view, LEFT)
    from shapely.geometry import Polygon

    for s in editor.proposals.proposal.terrain:
        bx0, by0, bx1, by1 = Polygon(s.polygon).bounds
        assert bx0 >= x0 - 1e-3 and bx1 <= x1 + 1e-3 and by0 >= y0 - 1e-3 and by1 <= y1 + 1e-3  # saved precision
    assert len(editor.proposals.proposal.terrain) < whole


def test_a_rectangle_dragged_on_the_canvas_is_proposed_alone_and_accepted_as_one_undo_step(qtbot, editor: MapEditor) -> None:
    from shapely.geometry import Polygon, box

    panel, c = editor.proposals, editor.canvas
    QTest.mouseClick(panel.btn_rect, LEFT)
    assert c.tool is editor.tools["propose_rect"]
    assert editor.tool_actions["propose_rect"].isChecked()
    assert editor.side.currentWidget() is panel  # the list to accept from stays in sight
    # a mere click is no rectangle: nothing is proposed, and the status line says what to do
    here = c.to_widget(8.0, 6.0).toPoint()
    QTest.mouseClick(c, LEFT, Qt.KeyboardModifier.NoModifier, here)
    assert panel.list.count() == 0
    assert "Drag a rectangle" in editor.status.text()
    # a drag from one corner to the other, through the points between, as a hand moves
    a, b = c.to_widget(3.0, 2.5).toPoint(), c.to_widget(12.0, 9.0).toPoint()
    QTest.mousePress(c, LEFT, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(c, a + (b - a) * (k / 5))
    assert editor.tools["propose_rect"]._band is not None  # the rectangle is drawn while dragging
    QTest.mouseRelease(c, LEFT, Qt.KeyboardModifier.NoModifier, b)
    proposal = panel.proposal
    assert panel.list.count() == len(proposal.terrain) + len(proposal.levels) >= 2
    corners = [c.to_grid(QPointF(x, y)) for x in (a.x(), b.x()) for y in (a.y(), b.y())]  # the view is turned with the scan
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    rect = box(min(xs), min(ys), max(xs), max(ys)).buffer(1e-3)  # the saved precision
    for s in [*proposal.terrain, *proposal.levels]:
        assert rect.covers(Polygon(s.polygon, s.holes)), s.id
    assert "proposed" in editor.status.text()
    # accepting adds them all as one undo step; one Undo takes them all back
    before = len(editor.state.doc.shapes.terrain) + len(editor.state.doc.shapes.levels)
    steps = editor.model.undo_stack.count()
    n = panel.list.count()
    QTest.mouseClick(panel.btn_accept_all, LEFT)
    assert editor.model.undo_stack.count() == steps + 1
    assert len(editor.state.doc.shapes.terrain) + len(editor.state.doc.shapes.levels) == before + n
    editor.model.undo_stack.undo()
    assert len(editor.state.doc.shapes.terrain) + len(editor.state.doc.shapes.levels) == before
