"""The board draws the nearest map image at once and renders the exact one a moment later; a board
closed in that moment drops the render instead of touching its deleted map item."""

from __future__ import annotations

import shiboken6
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from ccp_editor.gui.board.scene import MapItem
from ccp_editor.model.dataset import DataSet


def _paint_at(item: MapItem, scale: float) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    try:
        p.scale(scale, scale)
        item.paint(p, QStyleOptionGraphicsItem())
    finally:
        p.end()


def test_the_exact_image_follows_on_an_idle_moment(qtbot, demo_ds: DataSet) -> None:
    scene = QGraphicsScene()
    item = MapItem(demo_ds.maps["demo-inland"])
    scene.addItem(item)
    item.image_for(0.5)  # one image made: another zoom draws it scaled for now
    _paint_at(item, 0.8)
    assert item._pending is not None
    qtbot.waitUntil(lambda: item._pending is None and len(item._images) == 2, timeout=3000)


def test_a_board_closed_before_its_deferred_render_drops_it(qtbot, demo_ds: DataSet) -> None:
    scene = QGraphicsScene()
    item = MapItem(demo_ds.maps["demo-inland"])
    scene.addItem(item)
    item.image_for(0.5)
    _paint_at(item, 0.8)
    assert item._pending is not None
    shiboken6.delete(scene)  # the board's tab closed: the scene and its items go
    assert not shiboken6.isValid(item)
    qtbot.wait(200)  # the render's moment passes: no error in the event loop (pytest-qt fails the test on one)
