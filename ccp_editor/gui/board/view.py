"""The board view: zoom and pan, stacks fanning out under the mouse, drag to move with the path's
MP cost shown, the LOS / range tool and a minimap.

The view turns mouse gestures into requests to the board controller (``BoardWidget``), which calls
the session; a refused request leaves the state untouched and ``sync()`` puts the counters back.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView

from .host import BoardHost, DragState
from .panels import PIECE_MIME
from .scene import Z_DRAG, BoardScene
from .style import COUNTER, MOVE_OK, STACK_STEP

MIN_ZOOM, MAX_ZOOM = 0.15, 4.0


class Minimap(QGraphicsView):
    """The whole map in a corner of the board; the frame is the part the board shows. Click or
    drag in it to look elsewhere."""

    def __init__(self, board_view: BoardView) -> None:
        super().__init__(board_view.scene(), board_view)
        self.board_view = board_view
        self.setObjectName("minimap")
        self.setInteractive(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.Box)
        self.setStyleSheet("QGraphicsView#minimap { border: 2px solid #333; background: #5b5b55; }")
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.setFixedSize(230, 180)
        self.hide()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().resizeEvent(event)
        self.fit()

    def drawForeground(self, p: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt override)
        view = self.board_view
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        p.setPen(QPen(QColor("#ffeb3b"), 0))
        p.setBrush(QColor(255, 235, 59, 40))
        p.drawRect(shown.intersected(self.sceneRect()))

    def _look_at(self, pos: QPoint) -> None:
        self.board_view.centerOn(self.mapToScene(pos))
        self.viewport().update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._look_at(event.position().toPoint())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._look_at(event.position().toPoint())

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        event.ignore()


class BoardView(QGraphicsView):
    """Mouse: drag a counter to move its whole stack (Shift: that counter alone; Ctrl: Advance),
    drag the map to pan, wheel to zoom, right-click for the piece and hex menu; hovering spreads a
    stack."""

    def __init__(self, scene: BoardScene, board: BoardHost) -> None:
        super().__init__(scene)
        self.board = board
        self.setObjectName("boardView")
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setBackgroundBrush(QColor("#5b5b55"))
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setAcceptDrops(True)
        self.mode = "select"  # select | los | target
        self._press: tuple[QPointF, QPoint, str | None, Qt.KeyboardModifier] | None = None
        self._pan: QPoint | None = None
        self._click: tuple[QPoint, str] | None = None  # a press that may end as a click on a hex
        self.drag: DragState | None = None
        self.los_start: str | None = None
        self.minimap = Minimap(self)
        self.horizontalScrollBar().valueChanged.connect(self.minimap.viewport().update)
        self.verticalScrollBar().valueChanged.connect(self.minimap.viewport().update)
        self.auto_fit = True  # keep the whole map in view on resize until the user zooms or pans

    @property
    def board_scene(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    # ------------------------------------------------------------------ zoom and pan
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, value: float) -> None:
        self.auto_fit = False
        value = max(MIN_ZOOM, min(MAX_ZOOM, value))
        factor = value / self.zoom()
        self.scale(factor, factor)
        self._place_minimap()

    def _place_minimap(self) -> None:
        """The minimap shows in the lower right corner only while part of the map is out of view."""
        m = self.minimap
        room, scene = self.maximumViewportSize(), self.sceneRect()
        whole = self.zoom() <= min(room.width() / max(scene.width(), 1), room.height() / max(scene.height(), 1)) + 1e-3
        width = max(120, min(230, self.viewport().width() // 4))
        m.setFixedSize(width, round(width * self.sceneRect().height() / max(self.sceneRect().width(), 1)) + 4)
        m.move(self.viewport().width() - m.width() - 8, self.viewport().height() - m.height() - 8)
        m.setVisible(not whole)
        m.fit()
        m.viewport().update()

    def zoom_by(self, factor: float) -> None:
        self.set_zoom(self.zoom() * factor)

    def fit(self) -> None:
        """The whole map in view; it stays fitted through resizes until the user zooms or pans."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom() < MIN_ZOOM or self.zoom() > MAX_ZOOM:
            self.set_zoom(self.zoom())
        self.auto_fit = True
        self._place_minimap()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15 ** steps)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()
        self._place_minimap()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().showEvent(event)
        if self.auto_fit:
            self.fit()

    def viewport_point(self, hex_id: str) -> QPoint:
        """Where a hex centre is in viewport pixels (tests click there)."""
        return self.mapFromScene(self.board_scene.hex_center(hex_id))

    def piece_point(self, piece_id: str) -> QPoint:
        item = self.board_scene.counters[piece_id]
        return self.mapFromScene(item.scenePos())

    # ------------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = event.position()
        scene_pos = self.mapToScene(pos.toPoint())
        sc = self.board_scene
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan = pos.toPoint()
            return
        if event.button() == Qt.MouseButton.RightButton:
            item = sc.counter_at(scene_pos)
            hex_id = item.hex if item is not None else sc.hex_at(scene_pos)
            self.board.context_menu(hex_id, item.piece_id if item else None, event.globalPosition().toPoint())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        hex_id = sc.hex_at(scene_pos)
        if self.mode == "los":
            if hex_id is not None:
                self.los_start = hex_id
                self.board.probe_los(hex_id, hex_id)
            return
        if self.mode == "target":
            self.mode = "select"
            self.viewport().unsetCursor()
            if hex_id is not None:
                self.board.fire_at(hex_id)
            return
        if self.board.armed is not None:
            if hex_id is not None:
                self.board.place_armed(hex_id)
            return
        item = sc.counter_at(scene_pos)
        mods = event.modifiers()
        clicked = item.hex if item is not None and item.hex else hex_id  # a fanned counter: its own hex
        self._click = (pos.toPoint(), clicked) if clicked is not None else None
        if item is not None:
            self.board.click_piece(item.piece_id, bool(mods & Qt.KeyboardModifier.ControlModifier))
            self._press = (scene_pos, pos.toPoint(), item.piece_id, mods)
        else:
            self.board.click_piece(None, False)
            self._press = None
            self._pan = pos.toPoint()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = event.position().toPoint()
        scene_pos = self.mapToScene(pos)
        sc = self.board_scene
        if self._pan is not None:
            delta = pos - self._pan
            self._pan = pos
            if delta.manhattanLength():
                self.auto_fit = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            return
        if self.mode == "los" and self.los_start is not None:
            hex_id = sc.hex_at(scene_pos)
            if hex_id is not None:
                self.board.probe_los(self.los_start, hex_id)
            return
        if self._press is not None and self.drag is None:
            if (pos - self._press[1]).manhattanLength() >= QApplication.startDragDistance():
                self._begin_drag()
        if self.drag is not None:
            self._drag_to(scene_pos)
            return
        self._hover(scene_pos)
        self.board.map_hover(sc.hex_at(scene_pos))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        click, self._click = self._click, None
        if click is not None and self.drag is None and event.button() == Qt.MouseButton.LeftButton \
                and (event.position().toPoint() - click[0]).manhattanLength() < QApplication.startDragDistance() \
                and self.board.map_click(click[1]):
            self._pan = None  # the click answered the card game's question
            self._press = None
            return
        if self._pan is not None:
            self._pan = None
            return
        if self.mode == "los":
            self.los_start = None
            return
        drag, self.drag = self.drag, None
        self._press = None
        if drag is None:
            return
        self.board_scene.clear_previews()
        self.board.finish_drag(drag)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        item = self.board_scene.counter_at(self.mapToScene(event.position().toPoint()))
        if item is not None:
            self.board.select_stack(item.piece_id)

    def leaveEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().leaveEvent(event)
        if self.drag is None:
            self.board_scene.collapse()

    # ------------------------------------------------------------------ hover: fan stacks
    def _hover(self, scene_pos: QPointF) -> None:
        sc = self.board_scene
        if sc.fanned is not None:
            if sc.fan_rect(sc.fanned).adjusted(-6, -6, 6, 6).contains(scene_pos):
                return
            sc.collapse()
        item = sc.counter_at(scene_pos)
        if item is not None and item.hex is not None:
            sc.fan(item.hex)

    # ------------------------------------------------------------------ dragging
    def _begin_drag(self) -> None:
        assert self._press is not None
        _scene_pos, _pt, piece_id, mods = self._press
        if piece_id is None:
            return
        ids = self.board.drag_group(piece_id, single=bool(mods & Qt.KeyboardModifier.ShiftModifier))
        if not ids:
            self._press = None
            return
        sc = self.board_scene
        start = sc.counters[ids[0]].hex
        if start is None:
            return
        moving = set(ids)
        for pid in ids:
            p = self.board.session.piece(pid)
            if p is not None and p.weapon:
                moving.add(p.weapon)
        sc.collapse()
        items = [sc.counters[pid] for pid in sc.stacks.get(start, []) if pid in moving]
        advance = bool(mods & Qt.KeyboardModifier.ControlModifier)
        self.drag = DragState(ids, items, start, [start], advance)
        if not advance and self.board.session.phase == "play" and self.board.session.piece(ids[0]) is not None:
            self.drag.reach = self.board.session.reachable(ids)
            sc.show_reachable(self.drag.reach)

    def _drag_to(self, scene_pos: QPointF) -> None:
        d = self.drag
        assert d is not None
        sc = self.board_scene
        for i, item in enumerate(d.items):
            item.setPos(scene_pos.x() + i * STACK_STEP, scene_pos.y() - i * STACK_STEP - COUNTER * 0.15)
            item.setZValue(Z_DRAG + i * 0.01)
        hex_id = sc.hex_at(scene_pos)
        d.exit_edge = None
        if hex_id is None:
            d.exit_edge = sc.off_map_edge(scene_pos)
        else:
            self._extend(d, hex_id)
        d.target = hex_id
        legal, note, steps = self.board.preview_drag(d)
        d.legal, d.note = legal, note
        path = d.path if not d.advance else [d.start] + ([hex_id] if hex_id else [])
        if self.board.session.phase != "play":
            path = [d.start] + ([hex_id] if hex_id else [])
        sc.show_move(path, steps, note, legal, scene_pos if d.exit_edge else None, self.note_left(scene_pos))
        self.board.show_message(note or "", legal)

    def _extend(self, d: DragState, hex_id: str) -> None:
        """Follow the cursor: back up along the path, step to a neighbour, or jump by the cheapest
        path when the cursor skipped hexes."""
        grid = self.board_scene.grid
        if hex_id in d.path:
            del d.path[d.path.index(hex_id) + 1:]
        elif grid.distance(d.path[-1], hex_id) == 1:
            d.path.append(hex_id)
        elif hex_id in d.reach:
            d.path[:] = list(d.reach[hex_id][1])
        else:
            d.path.extend(grid.line(d.path[-1], hex_id)[1:])

    def note_left(self, scene_pos: QPointF) -> bool:
        """Whether a note next to this point reads better on its left (it is in the right half)."""
        return self.mapFromScene(scene_pos).x() > self.viewport().width() / 2

    def drag_note(self) -> str:
        """The MP note shown next to the dragged counters (empty when not dragging)."""
        return self.drag.note if self.drag is not None else ""

    # ------------------------------------------------------------------ drops from the setup list
    def dragEnterEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        if event.mimeData().hasFormat(PIECE_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        if event.mimeData().hasFormat(PIECE_MIME):
            hex_id = self.board_scene.hex_at(self.mapToScene(event.position().toPoint()))
            if hex_id is not None:
                self.board_scene.show_hexes([hex_id], MOVE_OK)
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        if not event.mimeData().hasFormat(PIECE_MIME):
            super().dropEvent(event)
            return
        self.board_scene.clear_previews()
        piece_id = bytes(event.mimeData().data(PIECE_MIME).data()).decode()
        hex_id = self.board_scene.hex_at(self.mapToScene(event.position().toPoint()))
        if hex_id is not None:
            self.board.arm(piece_id)
            self.board.place_armed(hex_id)
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        self.board_scene.clear_previews()
        super().dragLeaveEvent(event)

