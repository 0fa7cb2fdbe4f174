"""Dragging a vertex repaints only the rectangle it touched: the rest of the traced shapes stays on
screen, and once the drag ends the picture is the one a full repaint draws."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ccp_editor.bench.mapeditor import _shared_vertex
from ccp_editor.bench.maps import larger_demo_map
from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.mapeditor.editor import MapEditor
from ccp_editor.io.dataset import demo_dataset_root

pytestmark = pytest.mark.skipif(demo_dataset_root() is None, reason="the demo data set is not present")


def _drawn(image: QImage) -> int:
    """Pixels with something drawn (not transparent), sampled every 8 px."""
    return sum(1 for y in range(0, image.height(), 8) for x in range(0, image.width(), 8) if image.pixelColor(x, y).alpha())


def _differing(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    n = diff = 0
    for y in range(0, a.height(), 4):
        for x in range(0, a.width(), 4):
            n += 1
            diff += a.pixel(x, y) != b.pixel(x, y)
    return diff / n


def test_a_vertex_drag_keeps_every_other_shape_and_ends_as_a_full_repaint(qtbot, tmp_path: Path) -> None:
    doc = larger_demo_map()
    root = demo_dataset_root()
    assert root is not None
    model = DocumentModel(doc, Path(root, "maps", f"{doc.id}.yaml"))
    editor = MapEditor(model)
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    QApplication.processEvents()
    canvas = editor.canvas
    vx, vy = _shared_vertex(doc)
    canvas.center_on_grid(vx, vy, pixels_per_grid=editor.state.grid_to_world().scale * 2)
    canvas.repaint()
    layer = canvas.shapes_img
    assert layer.image is not None
    before = _drawn(layer.image)
    assert before > 100

    start = canvas.to_widget(vx, vy).toPoint()
    QTest.mousePress(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    pos = start
    for k in range(1, 9):
        pos = QPoint(start.x() + 3 * k, start.y() + 2 * k)
        QTest.mouseMove(canvas, pos)
        canvas.repaint()
        QApplication.processEvents()
        # the frames redraw the edited corner only: the shapes elsewhere are still in the layer
        assert _drawn(layer.image) > 0.9 * before
    QTest.mouseRelease(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    canvas.repaint()
    QApplication.processEvents()
    assert doc.shapes.levels or doc.shapes.terrain
    after_drag = layer.image.copy()

    canvas._shapes_full = True  # what a full repaint of the same document draws
    canvas.repaint()
    assert _differing(after_drag, layer.image) < 0.002
    editor.close()
