"""A scenario drawn over its map: setup areas hex by hex, fortifications, objective control,
exit points, markers, Sighting markers and units.

The map itself comes from the shared ``MapPainter`` (gui/render.py); this module only adds the
scenario's layers through the same grid-to-pixel transform, so the editor's map view and the
printed sheet show exactly the same picture.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QPolygonF, QTransform

from ...core.rules import SIDES
from ...model.mapdoc import MapDocument
from ...model.scenario import Scenario, UnitPlacement
from ..render import MapPainter, RenderOptions, ensure_gui_app

# setup areas: a light wash with a diagonal hatching and an inner outline in the side's colour, so
# the terrain under the area stays readable (the wash alone hid it at 80/255)
SIDE_FILL = {"japan": QColor(205, 45, 55, 34), "allied": QColor(40, 95, 205, 34)}
SIDE_HATCH = {"japan": Qt.BrushStyle.BDiagPattern, "allied": Qt.BrushStyle.FDiagPattern}
SIDE_LINE = {"japan": QColor(170, 25, 35), "allied": QColor(25, 70, 170)}
SIDE_SHORT = {"japan": "J", "allied": "A"}
FORT_SHORT = {
    "foxholes": "Fx",
    "trench": "Tr",
    "wire": "Wi",
    "pillbox": "Pb",
    "bunker": "Bk",
    "cave": "Cv",
    "mines": "Mi",
}
MARKER_COLOURS = {"smoke": QColor(150, 150, 150, 200), "blaze": QColor(235, 110, 20, 210), "starshell": QColor(250, 240, 120, 210)}


class ScenarioPainter:
    """Paints a scenario on its map at ``px_per_hex``; ``hex_at`` maps a pixel back to a hex id."""

    def __init__(self, scenario: Scenario, map_doc: MapDocument, px_per_hex: float = 60.0, ids: bool = True) -> None:
        self.scenario = scenario
        self.map = map_doc
        self.mp = MapPainter(map_doc, RenderOptions(px_per_hex=px_per_hex, ids=ids, overrides=False))
        self.grid = self.mp.grid
        self.highlight: set[str] = set()
        self.highlight_side: str = "japan"
        # the editor draws one counter per unit (to drag them); the printed sheet one badge per stack
        self.unit_label: Callable[[UnitPlacement], str] | None = None
        self.hidden_unit: tuple[str, int] | None = None  # the unit being dragged, drawn at the mouse instead

    @property
    def size(self) -> QSize:
        return QSize(self.mp.width, self.mp.height)

    def hex_polygon(self, hex_id: str, shrink: float = 1.0) -> QPolygonF:
        cx, cy = self.grid.center(hex_id)
        return QPolygonF([self.mp.px(cx + shrink * (x - cx), cy + shrink * (y - cy)) for x, y in self.grid.corners(hex_id)])

    def hex_at(self, x: float, y: float) -> str | None:
        """The hex under an output pixel (None off the map)."""
        gx, gy = self.mp.view.inverse().apply(x, y)
        return self.grid.hex_at_point(gx, gy)

    def paint(self, p: QPainter, base: QImage | None = None) -> None:
        """The map (or a cached image of it) and every scenario layer."""
        if base is not None:
            p.drawImage(0, 0, base)
        else:
            self.mp.paint(p)
        self.paint_overlay(p)

    def paint_overlay(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        sc = self.scenario
        unit = self.mp.unit
        # setup areas, hex by hex; a hex in both areas gets both tints
        for side_id in SIDES:
            side = sc.side(side_id)
            hatch = QBrush(SIDE_LINE[side_id], SIDE_HATCH[side_id])
            hatch.setTransform(QTransform.fromScale(max(unit / 40, 1.0), max(unit / 40, 1.0)))
            outline = QPen(SIDE_LINE[side_id], max(unit * 0.035, 1.2))
            for h in side.setup_area:
                if self.grid.contains(h):
                    poly = self.hex_polygon(h, 0.96)
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(SIDE_FILL[side_id])
                    p.drawPolygon(poly)
                    p.setOpacity(0.35)
                    p.setBrush(hatch)
                    p.drawPolygon(poly)
                    p.setOpacity(1.0)
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.setPen(outline)
                    p.drawPolygon(self.hex_polygon(h, 0.88))
        if self.highlight:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SIDE_LINE.get(self.highlight_side, QColor("black")), max(unit * 0.06, 1.5)))
            for h in self.highlight:
                if self.grid.contains(h):
                    p.drawPolygon(self.hex_polygon(h, 0.9))
        # objective control: a ring in the controller's colour
        for key, h in sorted(self.map.objectives.items()):
            owner = sc.objective_control.get(key)
            if owner is None or not self.grid.contains(h):
                continue
            cx, cy = self.grid.center(h)
            c = self.mp.px(cx, cy + 0.45)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SIDE_LINE[owner], max(unit * 0.08, 2.0)))
            p.drawEllipse(c, unit * 0.42, unit * 0.42)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(unit * 0.24), 7))
        font.setBold(True)
        p.setFont(font)
        # fortifications: a labelled tile left of the centre dot
        for f in sc.fortifications:
            if not self.grid.contains(f.hex):
                continue
            cx, cy = self.grid.center(f.hex)
            c = self.mp.px(cx - 0.42, cy + 0.05)
            r = QRectF(c.x() - unit * 0.24, c.y() - unit * 0.17, unit * 0.48, unit * 0.34)
            p.setPen(QPen(QColor(30, 30, 30), 1.0))
            p.setBrush(QColor(245, 235, 200))
            p.drawRect(r)
            p.setPen(SIDE_LINE.get(f.owner, QColor("black")))
            label = FORT_SHORT.get(f.type, f.type[:2])
            if f.type == "mines":
                label += str(f.fp or sc.mine_fp)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
        # smoke, blaze, starshell markers
        for mk in sc.markers:
            if not self.grid.contains(mk.hex):
                continue
            cx, cy = self.grid.center(mk.hex)
            c = self.mp.px(cx + 0.42, cy + 0.05)
            p.setPen(QPen(QColor(40, 40, 40), 1.0))
            p.setBrush(MARKER_COLOURS.get(mk.type, QColor("grey")))
            p.drawEllipse(c, unit * 0.2, unit * 0.2)
            p.setPen(QColor(20, 20, 20))
            text = mk.type[:2].title() + (str(mk.value) if mk.value else "")
            p.drawText(QRectF(c.x() - unit * 0.3, c.y() - unit * 0.15, unit * 0.6, unit * 0.3), Qt.AlignmentFlag.AlignCenter, text)
        # Sighting markers: a "?" tile
        for h in sc.sides.japan.sighting_marker_hexes:
            if not self.grid.contains(h):
                continue
            cx, cy = self.grid.center(h)
            c = self.mp.px(cx, cy - 0.3)
            r = QRectF(c.x() - unit * 0.15, c.y() - unit * 0.15, unit * 0.3, unit * 0.3)
            p.setPen(QPen(SIDE_LINE["japan"], 1.2))
            p.setBrush(QColor(255, 250, 235))
            p.drawRect(r)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")
        if self.unit_label is not None:
            self.paint_counters(p)
            return
        # units: one badge per side and hex with the number of pieces
        for side_id, dx in (("japan", -0.22), ("allied", 0.22)):
            counts: dict[str, int] = {}
            for u in sc.side(side_id).units:
                if u.hex is not None:
                    counts[u.hex] = counts.get(u.hex, 0) + 1
            for h, n in sorted(counts.items()):
                if not self.grid.contains(h):
                    continue
                cx, cy = self.grid.center(h)
                c = self.mp.px(cx + dx, cy + 0.12)
                r = QRectF(c.x() - unit * 0.2, c.y() - unit * 0.16, unit * 0.4, unit * 0.32)
                p.setPen(QPen(QColor(20, 20, 20), 1.0))
                p.setBrush(QBrush(SIDE_LINE[side_id]))
                p.drawRoundedRect(r, 3, 3)
                p.setPen(QColor("white"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{SIDE_SHORT[side_id]}{n}")

    def unit_rects(self) -> list[tuple[str, int, QRectF]]:
        """(side, index in the side's units, rectangle) of every unit on the map, in drawing order:
        the units of a hex side by side in a row under its centre dot (the editor's counters)."""
        unit = self.mp.unit
        by_hex: dict[str, list[tuple[str, int]]] = {}
        for side_id in SIDES:
            for i, u in enumerate(self.scenario.side(side_id).units):
                if u.hex is not None and self.grid.contains(u.hex) and (side_id, i) != self.hidden_unit:
                    by_hex.setdefault(u.hex, []).append((side_id, i))
        out = []
        for h, units in by_hex.items():
            cx, cy = self.grid.center(h)
            c = self.mp.px(cx, cy + 0.3)
            size = unit * min(0.44, 1.5 / len(units))
            left = c.x() - size * len(units) / 2
            for k, (side_id, i) in enumerate(units):
                out.append((side_id, i, QRectF(left + k * size + size * 0.05, c.y() - size / 2, size * 0.9, size * 0.9)))
        return out

    def unit_at(self, x: float, y: float) -> tuple[str, int] | None:
        """The unit whose counter is under an output pixel (the last drawn wins, as on screen)."""
        for side_id, i, r in reversed(self.unit_rects()):
            if r.adjusted(-1, -1, 1, 1).contains(QPointF(x, y)):
                return side_id, i
        return None

    def paint_counter(self, p: QPainter, side_id: str, u: UnitPlacement, r: QRectF) -> None:
        """One unit as a small counter in its side's colour: its short label, a bar for a weapon."""
        p.setPen(QPen(QColor(20, 20, 20), 1.0))
        p.setBrush(QBrush(SIDE_LINE[side_id]))
        p.drawRoundedRect(r, 2, 2)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(r.height() * 0.5), 6))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("white"))
        label = self.unit_label(u) if self.unit_label is not None else "?"
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
        if u.weapon:
            p.fillRect(QRectF(r.left() + 2, r.bottom() - r.height() * 0.16, r.width() - 4, r.height() * 0.1), QColor("white"))

    def paint_counters(self, p: QPainter) -> None:
        for side_id, i, r in self.unit_rects():
            self.paint_counter(p, side_id, self.scenario.side(side_id).units[i], r)

    def render(self) -> QImage:
        """The whole picture as an image."""
        ensure_gui_app()
        image = QImage(self.size, QImage.Format.Format_RGB32)
        image.fill(QColor("#f4efe1"))
        p = QPainter(image)
        try:
            self.paint(p)
        finally:
            p.end()
        return image

    def centre(self, hex_id: str) -> QPointF:
        return self.mp.px(*self.grid.center(hex_id))
