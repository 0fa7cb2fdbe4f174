"""Placing and moving a scenario's units by dragging counters onto its map.

A counter pressed on the map, or a row pressed in a side's unit list, follows the mouse over the map;
the hex under it is outlined green where the unit may go, amber where it may but the checks will flag it
(outside the side's setup area, water) and red where it may not. Released on a hex,
the unit's hex changes by one undoable edit of the scenario document; released off the map or on a
hex no unit may enter (impassable terrain or a blaze: O29.4, T83, judged by ``core.rules`` against
the map as traced now) nothing changes and the status line says why.

The drag is followed with the mouse events the pressed widget keeps receiving while the button is
held (Qt's implicit grab), not with a platform drag-and-drop session, so the same code runs with a
real mouse and with the synthetic events of the tests.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox

from ...core.maphexes import current_hexes
from ...core.rules import unit_hex_problem
from ..i18n import translate
from .overlay import ScenarioPainter


class DragHost(Protocol):
    """What a unit drag uses of the scenario map view (``mapview.ScenarioMapView``), named here so
    the two modules do not import each other."""

    model: Any  # the scenario's DocumentModel
    canvas: Any  # the MapCanvas: hex_at, to_image, painter_, plus QWidget's mapFromGlobal, rect, update
    tool: QComboBox
    unitClicked: Any  # Signal(str, int)

    def unit_name(self, side: str, index: int) -> str: ...

    def show_status(self, text: str, refused: bool = False, warned: bool = False) -> None: ...

    def put_unit(self, side: str, index: int, hex_id: str) -> bool: ...

OK_COLOUR = QColor(30, 150, 60)
REFUSED_COLOUR = QColor(200, 30, 30)
WARNED_COLOUR = QColor(230, 140, 0)


def kind_label(kind: str) -> str:
    """The two letters a unit's counter shows on the scenario map (the legend explains them)."""
    return {
        "squad": translate("ScenarioMap", "Sq"), "team": translate("ScenarioMap", "Tm"), "leader": translate("ScenarioMap", "Ld"), "hero": translate("ScenarioMap", "Hr"), "scout": translate("ScenarioMap", "Sc"),
        "sogeki_hei": translate("ScenarioMap", "SH"), "private": translate("ScenarioMap", "Pv"),
    }.get(kind, "?")


class UnitDrags:
    """The drag in progress (if any) of one unit of the map view's scenario."""

    def __init__(self, view: DragHost) -> None:
        self.view = view
        self.active: tuple[str, int] | None = None
        self.from_list = False
        self.target: str | None = None
        self.problem = ""
        self.note = ""  # what the checks will flag where the unit would go (outside its area, water)
        self.at: QPointF | None = None  # the mouse, in map picture pixels

    def enabled(self) -> bool:
        """Counters on the map are dragged with the Units tool (the painting tools paint instead)."""
        return self.view.tool.currentData() == "units"

    # ------------------------------------------------------------------ gesture
    def begin(self, side: str, index: int, global_pos: QPointF, from_list: bool = False) -> None:
        units = self.view.model.doc.side(side).units  # type: ignore[attr-defined]
        if not 0 <= index < len(units) or self.view.canvas.painter_ is None:
            return
        self.active, self.from_list, self.target, self.problem, self.note, self.at = (side, index), from_list, None, "", "", None
        self.view.canvas.painter_.hidden_unit = self.active
        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.ClosedHandCursor))
        self.move(global_pos)

    def move(self, global_pos: QPointF) -> None:
        if self.active is None:
            return
        canvas = self.view.canvas
        pos = canvas.mapFromGlobal(global_pos)
        inside = canvas.rect().contains(pos.toPoint())
        self.target = canvas.hex_at(pos) if inside else None
        self.at = canvas.to_image(pos) if inside else None
        self.problem, self.note = self.judge(*self.active, self.target)
        name = self.view.unit_name(*self.active)
        if self.problem:
            self.view.show_status(self.problem, refused=True)
        else:
            text = translate("ScenarioMap", "Drop to put {unit} in {hex}").format(unit=name, hex=self.target)
            self.view.show_status(f"{text} ({self.note})" if self.note else text, warned=bool(self.note))
        canvas.update()

    def drop(self, global_pos: QPointF) -> bool:
        """End the drag where the mouse is: True when the unit's hex changed."""
        if self.active is None:
            return False
        self.move(global_pos)
        (side, index), target, problem, from_list = self.active, self.target, self.problem, self.from_list
        self.cancel()
        unit = self.view.model.doc.side(side).units[index]  # type: ignore[attr-defined]
        if not from_list and target is not None and target == unit.hex:
            # a click on a counter (or a drag back to its own hex): show the unit in its side's list
            self.view.show_status(translate("ScenarioMap", "{unit} in {hex}").format(unit=self.view.unit_name(side, index), hex=target))
            self.view.unitClicked.emit(side, index)
            return False
        if problem:
            self.view.show_status(problem, refused=True)
            return False
        assert target is not None
        return self.view.put_unit(side, index, target)

    def escape(self, event: QEvent) -> bool:
        """Escape drops nothing: the drag ends where it started. True when the key was used."""
        if isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape and self.active is not None:
            self.cancel()
            self.view.show_status(translate("ScenarioMap", "Drag cancelled"))
            return True
        return False

    def cancel(self) -> None:
        if self.active is None:
            return
        self.active = None
        if self.view.canvas.painter_ is not None:
            self.view.canvas.painter_.hidden_unit = None
        QApplication.restoreOverrideCursor()
        self.view.canvas.update()

    # ------------------------------------------------------------------ rules
    def judge(self, side: str, index: int, hex_id: str | None) -> tuple[str, str]:
        """(why the unit may not be dropped there, what the checks will flag there), each '' when
        nothing: refused off the map and in a hex no unit may be in; flagged outside the side's setup
        area and in water terrain (the same rules as the scenario checks)."""
        name = self.view.unit_name(side, index)
        if hex_id is None:
            return (translate("ScenarioMap", "Off the map: {unit} is not placed") if self.from_list
                    else translate("ScenarioMap", "Off the map: {unit} stays where it was")).format(unit=name), ""
        model = self.view.model
        sc = model.doc
        ds = model.dataset
        m = ds.maps.get(sc.map) if ds is not None else None  # type: ignore[attr-defined]
        rs = ds.ruleset if ds is not None else None
        info = current_hexes(m, rs).get(hex_id) if m is not None else None
        blaze = any(mk.type == "blaze" and mk.hex == hex_id for mk in sc.markers)  # type: ignore[attr-defined]
        severity, why = unit_hex_problem(rs, hex_id, info, blaze=blaze,
                                         invader=sc.side(side).posture == "invader")  # type: ignore[attr-defined]
        if severity == "error":
            return translate("ScenarioMap", "Refused: {why}").format(why=why), ""
        area = sc.side(side).setup_area  # type: ignore[attr-defined]
        if area and hex_id not in area:
            return "", translate("ScenarioMap", "outside the side's setup area: it will be flagged")
        return "", why

    # ------------------------------------------------------------------ picture
    def paint(self, p: QPainter, sp: ScenarioPainter) -> None:
        """The target hex outlined (green: allowed, red: refused) and the counter under the mouse."""
        assert self.active is not None
        unit = sp.mp.unit
        if self.target is not None:
            p.setBrush(Qt.BrushStyle.NoBrush)
            colour = REFUSED_COLOUR if self.problem else WARNED_COLOUR if self.note else OK_COLOUR
            p.setPen(QPen(colour, max(unit * 0.08, 2.0)))
            p.drawPolygon(sp.hex_polygon(self.target, 0.92))
        if self.at is not None:
            side, index = self.active
            size = unit * 0.44
            r = QRectF(self.at.x() - size / 2, self.at.y() - size / 2, size, size)
            p.setOpacity(0.85)
            sp.paint_counter(p, side, self.view.model.doc.side(side).units[index], r)  # type: ignore[attr-defined]
            p.setOpacity(1.0)


class UnitListDragSource(QObject):
    """Lets the rows of a side's unit table be dragged onto the map: press a row, move past the drag
    distance, release over a hex. Shorter moves keep the table's own click and selection."""

    def __init__(self, table: QAbstractItemView, side: str, drags: UnitDrags) -> None:
        super().__init__(table)
        self.table = table
        self.side = side
        self.drags = drags
        self._press: tuple[int, QPointF] | None = None
        table.viewport().installEventFilter(self)
        table.installEventFilter(self)  # key presses (Escape) go to the table, not its viewport

    def eventFilter(self, _obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.KeyPress and self.drags.active is not None and self.drags.from_list:
            return self.drags.escape(event)
        if kind not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease):
            return False
        e: Any = event
        assert isinstance(e, QMouseEvent)
        if kind == QEvent.Type.MouseButtonPress:
            row = self.table.indexAt(e.position().toPoint()).row()
            self._press = (row, e.position()) if e.button() == Qt.MouseButton.LeftButton and row >= 0 else None
            return False
        if kind == QEvent.Type.MouseMove:
            if self.drags.active is not None and self.drags.from_list:
                self.drags.move(e.globalPosition())
                return True
            if self._press is not None and (e.position() - self._press[1]).manhattanLength() >= QApplication.startDragDistance():
                self.drags.begin(self.side, self._press[0], e.globalPosition(), from_list=True)
                self._press = None
                return True
            return False
        self._press = None
        if e.button() == Qt.MouseButton.LeftButton and self.drags.active is not None and self.drags.from_list:
            self.drags.drop(e.globalPosition())
            return True
        return False
