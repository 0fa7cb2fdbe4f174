"""The scenario editor's map: the map underlay with the scenario's layers, and tools that edit them.

Tools: paint a side's setup area hex by hex (a drag adds or removes hexes; one undo command per
stroke), put a fortification or a marker in a hex, set an objective's controller, erase. Every edit
goes through the DocumentModel, and the view redraws from the model's change signals.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...core.rules import SIDES
from ..document import DocumentModel
from ..i18n import COUNT, translate
from .overlay import ScenarioPainter
from .unitdrag import UnitDrags, kind_label

FORT_TYPES = ("foxholes", "trench", "wire", "pillbox", "bunker", "cave", "mines")
MARKER_TYPES = ("smoke", "blaze", "starshell")


def tools() -> list[tuple[str, str]]:
    """(key, shown name) of the map tools."""
    return [
        ("units", translate("ScenarioMap", "Place and move units")),
        ("inspect", translate("ScenarioMap", "Inspect")),
        ("area:japan", translate("ScenarioMap", "Paint Japanese setup area")),
        ("area:allied", translate("ScenarioMap", "Paint Allied setup area")),
        ("fortification", translate("ScenarioMap", "Place fortification")),
        ("marker", translate("ScenarioMap", "Place marker")),
        ("erase", translate("ScenarioMap", "Erase fortification / marker")),
    ]


def type_name(type_id: str) -> str:
    """The shown name of a fortification or marker type (the scenario stores the id)."""
    return {
        "foxholes": translate("ScenarioMap", "foxholes"), "trench": translate("ScenarioMap", "trench"), "wire": translate("ScenarioMap", "wire"), "pillbox": translate("ScenarioMap", "pillbox"),
        "bunker": translate("ScenarioMap", "bunker"), "cave": translate("ScenarioMap", "cave"), "mines": translate("ScenarioMap", "mines"),
        "smoke": translate("ScenarioMap", "smoke"), "blaze": translate("ScenarioMap", "blaze"), "starshell": translate("ScenarioMap", "starshell"),
    }.get(type_id, type_id)


def fort_type_items() -> list[tuple[str, str]]:
    return [(type_name(t), t) for t in FORT_TYPES]


def marker_type_items() -> list[tuple[str, str]]:
    return [(type_name(t), t) for t in MARKER_TYPES]


class MapCanvas(QWidget):
    """The picture, scaled to fit; ``hexPressed``/``hexDragged``/``strokeFinished`` report gestures."""

    hexPressed = Signal(str)
    hexDragged = Signal(str)
    strokeFinished = Signal()
    hexHovered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioMapCanvas")
        self.painter_: ScenarioPainter | None = None
        self.base: QImage | None = None
        self.stroke: set[str] = set()
        self.stroke_add = True
        self.drags: UnitDrags | None = None  # set by the map view: moves counters pressed on the map
        self._pressed = False  # the left button is down on the canvas (synthetic moves may not say so)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Escape cancels a drag
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(700, 500)

    def set_painter(self, sp: ScenarioPainter | None) -> None:
        self.painter_ = sp
        self.base = None
        if sp is not None:
            image = QImage(sp.size, QImage.Format.Format_RGB32)
            image.fill(QColor("#f4efe1"))
            p = QPainter(image)
            sp.mp.paint(p)
            p.end()
            self.base = image
        self.update()

    def _fit(self) -> tuple[float, QPointF]:
        sp = self.painter_
        assert sp is not None
        w, h = sp.size.width(), sp.size.height()
        s = min(self.width() / max(w, 1), self.height() / max(h, 1))
        return s, QPointF((self.width() - w * s) / 2, (self.height() - h * s) / 2)

    def hex_at(self, pos: QPointF) -> str | None:
        if self.painter_ is None:
            return None
        s, off = self._fit()
        return self.painter_.hex_at((pos.x() - off.x()) / s, (pos.y() - off.y()) / s)

    def to_image(self, pos: QPointF) -> QPointF:
        """A widget point in the map picture's pixels."""
        assert self.painter_ is not None
        s, off = self._fit()
        return QPointF((pos.x() - off.x()) / s, (pos.y() - off.y()) / s)

    def unit_at(self, pos: QPointF) -> tuple[str, int] | None:
        """(side, index) of the unit counter under a widget point."""
        if self.painter_ is None or self.painter_.unit_label is None:
            return None
        q = self.to_image(pos)
        return self.painter_.unit_at(q.x(), q.y())

    def unit_centre(self, side: str, index: int) -> QPointF:
        """Widget coordinates of a unit counter's centre (for tests)."""
        assert self.painter_ is not None
        s, off = self._fit()
        r = next(r for sd, i, r in self.painter_.unit_rects() if (sd, i) == (side, index))
        return QPointF(off.x() + r.center().x() * s, off.y() + r.center().y() * s)

    def hex_centre(self, hex_id: str) -> QPointF:
        """Widget coordinates of a hex's centre dot (for tests and tooltips)."""
        assert self.painter_ is not None
        s, off = self._fit()
        c = self.painter_.centre(hex_id)
        return QPointF(off.x() + c.x() * s, off.y() + c.y() * s)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.fillRect(self.rect(), self.palette().window())
        sp = self.painter_
        if sp is None:
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("ScenarioMap", "The scenario's map is not in the data set"))
            return
        s, off = self._fit()
        p.translate(off)
        p.scale(s, s)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        sp.paint(p, self.base)
        if self.drags is not None and self.drags.active is not None:
            self.drags.paint(p, sp)
        if self.stroke:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 140) if not self.stroke_add else QColor(255, 215, 0, 120))
            for h in self.stroke:
                p.drawPolygon(sp.hex_polygon(h, 0.9))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(0, 0, sp.size.width(), sp.size.height()))
        p.end()

    def mousePressEvent(self, e: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if e.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            unit = self.unit_at(e.position()) if self.drags is not None and self.drags.enabled() else None
            if unit is not None:
                assert self.drags is not None
                self.drags.begin(*unit, self.mapToGlobal(e.position()))
                return
            h = self.hex_at(e.position())
            if h is not None:
                self.hexPressed.emit(h)

    def mouseMoveEvent(self, e: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self.drags is not None and self.drags.active is not None:
            self.drags.move(self.mapToGlobal(e.position()))
            return
        h = self.hex_at(e.position())
        if h is None:
            return
        self.hexHovered.emit(h)
        if self._pressed or e.buttons() & Qt.MouseButton.LeftButton:
            self.hexDragged.emit(h)

    def keyPressEvent(self, e: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if self.drags is None or not self.drags.escape(e):
            super().keyPressEvent(e)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if e.button() == Qt.MouseButton.LeftButton:
            self._pressed = False
            if self.drags is not None and self.drags.active is not None:
                self.drags.drop(self.mapToGlobal(e.position()))
                return
            self.strokeFinished.emit()


class ScenarioMapView(QWidget):
    """Map, tool bar and status line for one scenario document. ``unitClicked`` (side, index in the
    side's units) when a unit's counter is clicked without being moved."""

    unitClicked = Signal(str, int)

    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._map_id: str | None = None
        self._map_key = ""
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.tool = QComboBox()
        self.tool.setObjectName("mapTool")
        for key, label in tools():
            self.tool.addItem(label, key)
        bar.addWidget(QLabel(translate("ScenarioMap", "Tool")))
        bar.addWidget(self.tool)
        self.fort_type = QComboBox()
        for label, value in fort_type_items():
            self.fort_type.addItem(label, value)
        self.fort_type.setToolTip(translate("ScenarioMap", "Fortification type"))
        bar.addWidget(self.fort_type)
        self.owner = QComboBox()
        self.owner.addItem(translate("ScenarioMap", "Japan"), "japan")
        self.owner.addItem(translate("ScenarioMap", "Allies"), "allied")
        self.owner.setToolTip(translate("ScenarioMap", "Owner of the fortification"))
        bar.addWidget(self.owner)
        self.marker_type = QComboBox()
        for label, value in marker_type_items():
            self.marker_type.addItem(label, value)
        bar.addWidget(self.marker_type)
        bar.addStretch(1)
        box.addLayout(bar)
        self.canvas = MapCanvas()
        self.drags = UnitDrags(self)
        self.canvas.drags = self.drags
        box.addWidget(self.canvas, 1)
        self.status = QLabel()
        self.status.setObjectName("mapStatus")
        self.status.setWordWrap(True)
        box.addWidget(self.status)
        legend = QLabel(
            translate("ScenarioMap", "<span style='color:#aa1923'>&#9632;</span> Japanese setup area &nbsp; "
                "<span style='color:#1946aa'>&#9632;</span> Allied setup area (hatched) &nbsp; "
                "Sq Tm Ld Hr Sc Pv SH: squad, team, leader, hero, scout, private, Sogeki Hei (bar: with a weapon) &nbsp; "
                "ring: objective control &nbsp; Fx Tr Wi Pb Bk Cv Mi: fortifications &nbsp; ?: Sighting marker")
        )
        legend.setObjectName("mapLegend")
        legend.setWordWrap(True)
        box.addWidget(legend)
        self.tool.currentIndexChanged.connect(self._tool_changed)
        self.canvas.hexPressed.connect(self._pressed)
        self.canvas.hexDragged.connect(self._dragged)
        self.canvas.strokeFinished.connect(self._stroke_done)
        self.canvas.hexHovered.connect(self._hovered)
        model.changed.connect(self.refresh)
        model.structureChanged.connect(self.refresh)
        model.problemsChanged.connect(self.refresh)  # also after a map this scenario is on has changed
        self._tool_changed()
        self.refresh()

    # ------------------------------------------------------------------ model -> view
    def refresh(self, *_args: Any) -> None:
        sc = self.model.doc
        ds = self.model.dataset
        map_doc = ds.maps.get(sc.map) if ds is not None else None  # type: ignore[attr-defined]
        if map_doc is None:
            self._map_id = None
            self.canvas.set_painter(None)
            return
        # the map as it is now: traced again in its own tab, it is drawn again here
        key = repr((map_doc.grid, map_doc.shapes, map_doc.overrides, map_doc.objectives, map_doc.exit_points))
        if self._map_id != sc.map or self.canvas.painter_ is None or self.canvas.painter_.map is not map_doc or key != self._map_key:  # type: ignore[attr-defined]
            self._map_id = sc.map  # type: ignore[attr-defined]
            self._map_key = key
            self.drags.cancel()
            painter = ScenarioPainter(sc, map_doc)  # type: ignore[arg-type]
            painter.unit_label = self._unit_label
            self.canvas.set_painter(painter)
        else:
            self.canvas.painter_.scenario = sc  # type: ignore[assignment]
        self.canvas.update()

    def _tool_changed(self, *_args: Any) -> None:
        key = self.tool.currentData()
        tips = {
            "units": translate("ScenarioMap", "Drag a counter to another hex to move it, or a row of a side's unit list onto the map to place it."),
            "area:japan": translate("ScenarioMap", "Click or drag over hexes to add them to the setup area; start on a shaded hex to remove."),
            "area:allied": translate("ScenarioMap", "Click or drag over hexes to add them to the setup area; start on a shaded hex to remove."),
            "fortification": translate("ScenarioMap", "Click a hex to put the chosen fortification there (F100-F107)."),
            "marker": translate("ScenarioMap", "Click a hex to put the chosen marker there."),
            "erase": translate("ScenarioMap", "Click a hex to remove its fortification, or else its marker."),
            "inspect": translate("ScenarioMap", "Point at a hex to see what is in it."),
        }
        self.show_status(tips.get(key, ""))
        self.fort_type.setVisible(key == "fortification")
        self.owner.setVisible(key == "fortification")
        self.marker_type.setVisible(key == "marker")

    def set_tool(self, key: str) -> None:
        i = self.tool.findData(key)
        if i >= 0:
            self.tool.setCurrentIndex(i)

    # ------------------------------------------------------------------ units
    def _counter(self, counter_id: str | None) -> Any:
        ds = self.model.dataset
        return ds.counters().get(counter_id) if ds is not None and counter_id else None

    def _unit_label(self, u: Any) -> str:
        c = self._counter(u.counter)
        return kind_label(c.kind) if c is not None else "?"

    def unit_name(self, side: str, index: int) -> str:
        """A unit as players name it: the counter's name, with its weapon's."""
        u = self.model.doc.side(side).units[index]  # type: ignore[attr-defined]
        c, w = self._counter(u.counter), self._counter(u.weapon)
        name = c.name if c is not None else u.counter
        if u.weapon:
            name = translate("ScenarioMap", "{unit} with {weapon}").format(unit=name, weapon=w.name if w is not None else u.weapon)
        return name

    def show_status(self, text: str, refused: bool = False, warned: bool = False) -> None:
        self.status.setStyleSheet("color: #b3261e;" if refused else "color: #9a5b00;" if warned else "")
        self.status.setText(text)

    def put_unit(self, side: str, index: int, hex_id: str) -> bool:
        """Set up (or move) one unit in a hex: one undoable edit. False when it is already there."""
        u = self.model.doc.side(side).units[index]  # type: ignore[attr-defined]
        if u.hex == hex_id:
            return False
        name = self.unit_name(side, index)
        label = (translate("ScenarioMap", "Place {unit} in {hex}").format(unit=name, hex=hex_id) if u.hex is None
                 else translate("ScenarioMap", "Move {unit} from {old} to {hex}").format(unit=name, old=u.hex, hex=hex_id))
        self.model.set_value(f"/sides/{side}/units/{index}/hex", hex_id, label)
        self.show_status(label)
        return True

    # ------------------------------------------------------------------ gestures -> model
    def _hovered(self, h: str) -> None:
        sc = self.model.doc
        parts = [h]
        for side_id, name in (("japan", translate("ScenarioMap", "Japanese setup area")), ("allied", translate("ScenarioMap", "Allied setup area"))):
            if h in sc.side(side_id).setup_area:  # type: ignore[attr-defined]
                parts.append(name)
        for f in sc.fortifications:  # type: ignore[attr-defined]
            if f.hex == h:
                owner = translate("ScenarioMap", "Japan") if f.owner == "japan" else translate("ScenarioMap", "Allies")
                parts.append(f"{type_name(f.type)} ({owner})")
        units = [self.unit_name(s, i) for s in SIDES for i, u in enumerate(sc.side(s).units) if u.hex == h]  # type: ignore[attr-defined]
        if units:
            parts.append(translate("ScenarioMap", "units: {units}").format(units=", ".join(units)))
        self.show_status("; ".join(parts))

    def _pressed(self, h: str) -> None:
        key = self.tool.currentData()
        if key.startswith("area:"):
            side = key[5:]
            self.canvas.stroke_add = h not in self.model.doc.side(side).setup_area  # type: ignore[attr-defined]
            self.canvas.stroke = {h}
            self.canvas.update()
        elif key == "fortification":
            self.place_fortification(h, self.fort_type.currentData(), self.owner.currentData())
        elif key == "marker":
            self.place_marker(h, self.marker_type.currentData())
        elif key == "erase":
            self.erase(h)
        else:
            self._hovered(h)

    def _dragged(self, h: str) -> None:
        if self.canvas.stroke and h not in self.canvas.stroke:
            self.canvas.stroke.add(h)
            self.canvas.update()

    def _stroke_done(self) -> None:
        key = self.tool.currentData()
        if key.startswith("area:") and self.canvas.stroke:
            self.paint_area(key[5:], sorted(self.canvas.stroke), self.canvas.stroke_add)
        self.canvas.stroke = set()
        self.canvas.update()

    def paint_area(self, side: str, hexes: list[str], add: bool) -> None:
        """Add hexes to (or remove them from) a side's setup area: one undo command."""
        current = list(self.model.doc.side(side).setup_area)  # type: ignore[attr-defined]
        grid = self.canvas.painter_.grid if self.canvas.painter_ else None
        if add:
            new = current + [h for h in hexes if h not in current]
            if grid is not None:
                order = {h: i for i, h in enumerate(grid.hex_ids)}
                new.sort(key=lambda h: order.get(h, len(order)))
        else:
            drop = set(hexes)
            new = [h for h in current if h not in drop]
        n = len(hexes)
        if side == "japan":
            label = (translate("ScenarioMap", "Add to Japanese setup area (%n hex(es))", None, COUNT, n) if add
                     else translate("ScenarioMap", "Remove from Japanese setup area (%n hex(es))", None, COUNT, n))
        else:
            label = (translate("ScenarioMap", "Add to Allied setup area (%n hex(es))", None, COUNT, n) if add
                     else translate("ScenarioMap", "Remove from Allied setup area (%n hex(es))", None, COUNT, n))
        self.model.set_value(f"/sides/{side}/setup_area", new, label)

    def place_fortification(self, h: str, fort_type: str, owner: str) -> None:
        sc = self.model.doc
        item: dict[str, Any] = {"type": fort_type, "hex": h, "owner": owner}
        if fort_type == "mines":
            item["fp"] = sc.mine_fp  # type: ignore[attr-defined]
        self.model.insert_items("/fortifications", len(sc.fortifications), [item], translate("ScenarioMap", "Place {type} in {hex}").format(type=type_name(fort_type), hex=h))  # type: ignore[attr-defined]

    def place_marker(self, h: str, marker_type: str) -> None:
        sc = self.model.doc
        item: dict[str, Any] = {"type": marker_type, "hex": h}
        if marker_type == "smoke":
            item["value"] = 2
        self.model.insert_items("/markers", len(sc.markers), [item], translate("ScenarioMap", "Place {type} in {hex}").format(type=type_name(marker_type), hex=h))  # type: ignore[attr-defined]

    def erase(self, h: str) -> None:
        sc = self.model.doc
        forts = [i for i, f in enumerate(sc.fortifications) if f.hex == h]  # type: ignore[attr-defined]
        if forts:
            self.model.remove_items("/fortifications", forts, translate("ScenarioMap", "Remove fortification in {hex}").format(hex=h))
            return
        markers = [i for i, m in enumerate(sc.markers) if m.hex == h]  # type: ignore[attr-defined]
        if markers:
            self.model.remove_items("/markers", markers, translate("ScenarioMap", "Remove marker in {hex}").format(hex=h))
