"""The map editor's hex and calibration tools: control points, per-hex overrides, objectives, exit
points, river edges, Artillery Box, and the LOS probe (the tracing tools are in ``tools``)."""

from __future__ import annotations

import copy
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ...core.hexgrid import EDGES
from ...core.los import LosEngine, LosError, LosResult
from ...model.mapdoc import ControlPoint, ExitPoint, HexOverride
from ..i18n import translate
from .host import EditorHost
from .proposals import ProposeRectTool, SampleTool
from .tools import (
    CALIBRATION_PEN,
    DRAW_PEN,
    LOS_COLOURS,
    RESIDUAL_EXAGGERATION,
    AreaTool,
    BridgeTool,
    BuildingTool,
    LevelTool,
    LineTool,
    SelectTool,
    SplitTool,
    Tool,
    los_result_name,
    place_name,
)


class CalibrateTool(Tool):
    """Click the centre dot of the hex named in the calibration panel (>= 3 hexes); drag a control
    point to adjust it; right-click removes it. The grid follows the fit at once."""

    name = "calibrate"
    title = translate("MapEditor", "Calibrate")
    tip = translate("MapEditor", "Click the centre dot of the hex named in the calibration panel (>= 3 hexes); drag a control point to adjust it; right-click removes it. The grid follows the fit at once.")
    grab_px = 10.0

    def __init__(self, editor: EditorHost) -> None:
        super().__init__(editor)
        self._drag: int | None = None
        self._key = 0

    def _point_at(self, pos: QPointF) -> int | None:
        scan = self.state.doc.scan
        if scan is None:
            return None
        best = None
        for i, cp in enumerate(scan.control_points):
            d = math.dist((pos.x(), pos.y()), (self.canvas.world_to_widget_pt(cp.x, cp.y).x(), self.canvas.world_to_widget_pt(cp.x, cp.y).y()))
            if d <= self.grab_px and (best is None or d < best[0]):
                best = (d, i)
        return best[1] if best else None

    def _points(self) -> list[ControlPoint]:
        scan = self.state.doc.scan
        return copy.deepcopy(scan.control_points) if scan is not None else []

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        if self.state.doc.scan is None:
            self.message(translate("MapEditor", "open a scan first (Scan > Open scan...)"))
            return button == Qt.MouseButton.LeftButton
        hit = self._point_at(pos)
        if button == Qt.MouseButton.RightButton:
            if hit is None:
                return False
            pts = self._points()
            removed = pts.pop(hit)
            self.state.push([("/scan/control_points", pts)], translate("MapEditor", "Remove control point {hex}").format(hex=removed.hex))
            return True
        if button != Qt.MouseButton.LeftButton:
            return False
        if hit is not None:
            self._drag, self._key = hit, self.state.next_drag_key()
            return True
        wx, wy = self.canvas.to_world(pos)
        hex_id = self.editor.next_calibration_hex(pos)
        if not hex_id:
            self.message(translate("MapEditor", "type the id of the hex you are clicking in the calibration panel"))
            return True
        if not self.state.grid.contains(hex_id):
            self.message(translate("MapEditor", "{hex} is not a hex of this map").format(hex=hex_id))
            return True
        pts = [cp for cp in self._points() if cp.hex != hex_id]
        pts.append(ControlPoint(hex=hex_id, x=round(wx, 2), y=round(wy, 2)))
        self.state.push([("/scan/control_points", pts)], translate("MapEditor", "Control point {hex}").format(hex=hex_id))
        self.editor.calibration_point_added(hex_id)
        return True

    def move(self, pos: QPointF, mods: Qt.KeyboardModifier) -> None:
        super().move(pos, mods)
        if self._drag is None:
            return
        wx, wy = self.canvas.to_world(pos)
        pts = self._points()
        pts[self._drag].x, pts[self._drag].y = round(wx, 2), round(wy, 2)
        self.state.push([("/scan/control_points", pts)], translate("MapEditor", "Move control point"), self._key)

    def release(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> None:
        self._drag = None

    def paint(self, p: QPainter) -> None:
        paint_control_points(self.canvas, p)


def paint_control_points(canvas, p: QPainter) -> None:
    """Crosses at the clicked centre dots, each with its residual drawn ten times longer."""
    st = canvas.state
    scan = st.doc.scan
    if scan is None:
        return
    residuals = {r.hex: r for r in st.calibration.residuals} if st.calibration else {}
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    font.setBold(True)
    p.setFont(font)
    metrics = QFontMetricsF(font)
    for cp in scan.control_points:
        c = canvas.world_to_widget_pt(cp.x, cp.y)
        p.setPen(QPen(QColor("white"), 4))
        p.drawLine(c + QPointF(-9, 0), c + QPointF(9, 0))
        p.drawLine(c + QPointF(0, -9), c + QPointF(0, 9))
        p.setPen(QPen(CALIBRATION_PEN, 2))
        p.drawLine(c + QPointF(-9, 0), c + QPointF(9, 0))
        p.drawLine(c + QPointF(0, -9), c + QPointF(0, 9))
        r = residuals.get(cp.hex)
        label = cp.hex if r is None else f"{cp.hex} {r.distance:.1f}px"
        if r is not None:
            fitted = canvas.world_to_widget_pt(cp.x - r.dx * RESIDUAL_EXAGGERATION, cp.y - r.dy * RESIDUAL_EXAGGERATION)
            p.setPen(QPen(QColor("#ff00ff"), 2))
            p.drawLine(c, fitted)
        rect = label_rect(c, metrics.horizontalAdvance(label) + 4, metrics.height() + 2, canvas.width(), canvas.height())
        p.setPen(QColor("white"))
        p.drawText(rect.translated(1, 1), Qt.AlignmentFlag.AlignLeft, label)
        p.setPen(CALIBRATION_PEN)
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft, label)


def label_rect(anchor: QPointF, width: float, height: float, view_width: float, view_height: float) -> QRectF:
    """Where a control point's label goes: above right of its cross, flipped to the left or below
    when that would cut it at the canvas edge (then moved inside it as far as it must)."""
    x = anchor.x() + 10 if anchor.x() + 10 + width <= view_width else anchor.x() - 10 - width
    y = anchor.y() - 4 - height if anchor.y() - 4 - height >= 0 else anchor.y() + 6
    x = max(0.0, min(x, view_width - width))
    y = max(0.0, min(y, view_height - height))
    return QRectF(x, y, width, height)


# ----------------------------------------------------------------------------- hex tools


class HexTool(Tool):
    """A tool acting on the hex (or map edge / corner) under a click."""

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        self.click(pos, button == Qt.MouseButton.RightButton)
        return True

    def click(self, pos: QPointF, remove: bool) -> None:
        raise NotImplementedError

    def nearest_edge(self, pos: QPointF) -> str:
        x, y = self.canvas.to_grid(pos)
        min_x, min_y, max_x, max_y = self.state.grid_bounds()
        dist = {"top": abs(y - min_y), "bottom": abs(y - max_y), "left": abs(x - min_x), "right": abs(x - max_x)}
        return min(EDGES, key=lambda e: dist[e])

    def paint(self, p: QPainter) -> None:
        if self.hover is None:
            return
        h = self.hex_at(self.hover)
        if h:
            p.setPen(QPen(DRAW_PEN, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(self.canvas._hex_polygon(h, 0.95))


class OverrideTool(HexTool):
    """Click a hex to give it the override set in the tool options; right-click clears it."""

    name = "override"
    title = translate("MapEditor", "Hex override")
    tip = translate("MapEditor", "Click a hex to give it the override set in the tool options; right-click clears it.")
    terrain: str | None = None
    level: int | None = None
    crest: bool | None = None
    reason = ""

    def click(self, pos: QPointF, remove: bool) -> None:
        h = self.hex_at(pos)
        if h is None:
            return
        overrides = copy.deepcopy(self.state.doc.overrides)
        if remove or (self.terrain is None and self.level is None and self.crest is None):
            if h not in overrides:
                return
            del overrides[h]
            label = translate("MapEditor", "Clear override {hex}").format(hex=h)
        else:
            overrides[h] = HexOverride(terrain=self.terrain, level=self.level, crest=self.crest, reason=self.reason)
            label = translate("MapEditor", "Override {hex}").format(hex=h)
        self.state.push([("/overrides", overrides)], label)


class ObjectiveTool(HexTool):
    """Click a hex to put objective N there (1-5); right-click removes the objective in a hex."""

    name = "objective"
    title = translate("MapEditor", "Objectives")
    tip = translate("MapEditor", "Click a hex to put objective N there (1-5); right-click removes the objective in a hex.")
    number = 1

    def click(self, pos: QPointF, remove: bool) -> None:
        h = self.hex_at(pos)
        if h is None:
            return
        objectives = dict(self.state.doc.objectives)
        if remove:
            objectives = {k: v for k, v in objectives.items() if v != h}
            label = translate("MapEditor", "Remove objective in {hex}").format(hex=h)
        else:
            objectives[str(self.number)] = h
            label = translate("MapEditor", "Objective {n} in {hex}").format(n=self.number, hex=h)
        self.state.push([("/objectives", dict(sorted(objectives.items())))], label)
        if not remove:  # on to the next number not yet placed, as a person placing 1 to 5 expects
            free = [n for n in range(1, 6) if str(n) not in objectives]
            self.number = next((n for n in free if n > self.number), free[0] if free else self.number)
            spin = getattr(self.editor, "objective_spin", None)
            if spin is not None:
                spin.setValue(self.number)


class ExitTool(HexTool):
    """Click an edge hex to mark an exit point (value from the options) on the nearest map edge."""

    name = "exit"
    title = translate("MapEditor", "Exit points")
    tip = translate("MapEditor", "Click an edge hex to mark an exit point (value from the options) on the nearest map edge.")
    value = 1

    def click(self, pos: QPointF, remove: bool) -> None:
        h = self.hex_at(pos)
        if h is None:
            return
        grid = self.state.grid
        edges = [e for e in EDGES if h in grid.edge_hexes(e)]
        if not edges:
            self.message(translate("MapEditor", "{hex} is not on a map edge").format(hex=h))
            return
        near = self.nearest_edge(pos)
        edge = near if near in edges else edges[0]
        exits = [e for e in copy.deepcopy(self.state.doc.exit_points) if not (e.hex == h and e.edge == edge)]
        if not remove:
            exits.append(ExitPoint(hex=h, edge=edge, value=self.value))  # type: ignore[arg-type]
        label = translate("MapEditor", "Remove exit {hex}") if remove else translate("MapEditor", "Exit point {hex}")
        self.state.push([("/exit_points", exits)], label.format(hex=h))
        if not remove:  # the next exit point takes the next value (1, 2, 3, then 0 and round again)
            self.value = (self.value + 1) % 4
            spin = getattr(self.editor, "exit_spin", None)
            if spin is not None:
                spin.setValue(self.value)


class RiverTool(HexTool):
    """Click near a map edge to mark (or unmark) a water-barrier river along it."""

    name = "river"
    title = translate("MapEditor", "River edges")
    tip = translate("MapEditor", "Click near a map edge to mark (or unmark) a water-barrier river along it.")

    def click(self, pos: QPointF, remove: bool) -> None:
        edge = self.nearest_edge(pos)
        edges = list(self.state.doc.river_edges)
        if edge in edges:
            edges.remove(edge)
        elif not remove:
            edges.append(edge)
        else:
            return
        self.state.push([("/river_edges", edges)], translate("MapEditor", "River edge {edge}").format(edge=place_name(edge)))


class ArtilleryTool(HexTool):
    """Click near a map corner to place (or remove) an artillery box there; at most two."""

    name = "artillery"
    title = translate("MapEditor", "Artillery boxes")
    tip = translate("MapEditor", "Click near a map corner to place (or remove) an artillery box there; at most two.")

    def click(self, pos: QPointF, remove: bool) -> None:
        x, y = self.canvas.to_grid(pos)
        min_x, min_y, max_x, max_y = self.state.grid_bounds()
        vertical = "top" if abs(y - min_y) <= abs(y - max_y) else "bottom"
        horizontal = "left" if abs(x - min_x) <= abs(x - max_x) else "right"
        corner = f"{vertical}-{horizontal}"
        boxes = list(self.state.doc.artillery_boxes)
        if corner in boxes:
            boxes.remove(corner)
        elif remove:
            return
        elif len(boxes) >= 2:
            self.message(translate("MapEditor", "a map has at most two artillery boxes: remove one first"))
            return
        else:
            boxes.append(corner)
        self.state.push([("/artillery_boxes", boxes)], translate("MapEditor", "Artillery box {corner}").format(corner=place_name(corner)))


class LosTool(HexTool):
    """Click two hexes: the line, its result and the hexes that block or hinder are drawn."""

    name = "los"
    title = translate("MapEditor", "Line of sight")
    tip = translate("MapEditor", "Click two hexes: the line, its result and the hexes that block or hinder are drawn.")

    def __init__(self, editor: EditorHost) -> None:
        super().__init__(editor)
        self.first: str | None = None
        self.second: str | None = None
        self.result: LosResult | None = None
        self._engine: LosEngine | None = None
        self._engine_key: object = None
        for sig in (self.state.shapesChanged, self.state.derivedChanged, self.state.gridChanged):
            sig.connect(self._invalidate)

    def _invalidate(self) -> None:
        self._engine = None
        if self.first and self.second:
            self.evaluate()

    def engine(self) -> LosEngine:
        if self._engine is None:
            self._engine = LosEngine(self.state.doc, self.state.ruleset, hexes=self.state.derivation.effective)
        return self._engine

    def click(self, pos: QPointF, remove: bool) -> None:
        h = self.hex_at(pos)
        if h is None or remove:
            self.first = self.second = None
            self.result = None
            self.editor.show_los(None, "", "")
            return
        if self.first is None or self.second is not None:
            self.first, self.second, self.result = h, None, None
            self.editor.show_los(None, h, "")
            return
        self.second = h
        self.evaluate()

    def evaluate(self) -> None:
        if not (self.first and self.second):
            return
        try:
            self.result = self.engine().query(self.first, self.second)
        except LosError as exc:
            self.message(str(exc))
            self.result = None
        self.editor.show_los(self.result, self.first, self.second)

    def paint(self, p: QPainter) -> None:
        super().paint(p)
        grid = self.state.grid
        if self.first and grid.contains(self.first):
            p.setPen(QPen(QColor("#1030c0"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(self.canvas._hex_polygon(self.first, 0.9))
        if not (self.first and self.second and self.result) or not grid.contains(self.second):
            return
        colour = LOS_COLOURS[self.result.result]
        for cause in self.result.by:
            if grid.contains(cause.hex):
                c = LOS_COLOURS["blocked" if cause.hindrance is None else "hindered"]
                fill = QColor(c)
                fill.setAlpha(70)
                p.setPen(QPen(c, 3))
                p.setBrush(fill)
                p.drawPolygon(self.canvas._hex_polygon(cause.hex, 0.9))
        a = self.canvas.to_widget(*grid.center(self.first))
        b = self.canvas.to_widget(*grid.center(self.second))
        p.setPen(QPen(QColor("white"), 6))
        p.drawLine(a, b)
        p.setPen(QPen(colour, 3))
        p.drawLine(a, b)


def los_text(result: LosResult, a: str, b: str) -> str:
    """The LOS answer in words: result, hindrance and each cause with its rule."""
    head = translate("MapEditor", "LOS {a} -> {b}: {result}").format(a=a, b=b, result=los_result_name(result.result))
    if result.hindrance:
        head += translate("MapEditor", " (hindrance {n})").format(n=result.hindrance)
    lines = [head]
    for c in result.by:
        what = translate("MapEditor", "hindrance {n}").format(n=c.hindrance) if c.hindrance is not None else translate("MapEditor", "blocks")
        shape = translate("MapEditor", ", shape {id}").format(id=c.shape) if c.shape else ""
        lines.append(f"  {c.hex}: {c.terrain} {what} ({c.rule}{shape})")
    return "\n".join(lines)


TOOL_CLASSES: list[type[Tool]] = [
    SelectTool,
    CalibrateTool,
    AreaTool,
    LevelTool,
    LineTool,
    BridgeTool,
    BuildingTool,
    SplitTool,
    SampleTool,
    ProposeRectTool,
    OverrideTool,
    ObjectiveTool,
    ExitTool,
    RiverTool,
    ArtilleryTool,
    LosTool,
]
