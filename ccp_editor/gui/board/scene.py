"""The board scene: the map painted by ``gui.render.MapPainter`` under counters, markers and overlays.

Scene coordinates are grid space times ``UNIT`` (the map document's one geometry), so a hex centre,
a click and a counter always agree. The scene never holds game state: ``sync()`` reads the session
and brings the items in line with it, after every operation, undo or redo.

Repaints stay cheap: the map is rendered once per device scale into an image (a blit per frame),
and each counter is a cached image of its look (see ``counters``).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shapely import Polygon, unary_union

from ...core.hexgrid import HexGrid
from ...core.rules import SIDES
from ...model.mapdoc import MapDocument
from ...play.naming import piece_name
from ...play.session import PlaytestSession
from ..i18n import side_name, translate
from ..i18n.logline import play_line
from ..render import MapPainter, RenderError, RenderOptions, load_scan
from .counters import CounterLook, counter_image, look_for, paint_counter
from .style import (
    COUNTER,
    FAN_GAP,
    FORT_BROWN,
    LOS_COLOURS,
    MOVE_BAD,
    MOVE_OK,
    SELECTED,
    STACK_STEP,
    UNIT,
    font,
    ink_for,
    side_colour,
)

Z_MAP, Z_SETUP, Z_HIGHLIGHT, Z_FORT, Z_STACK, Z_MARKER, Z_CONTROL, Z_MELEE = 0, 1, 2, 3, 10, 40, 41, 42
Z_PATH, Z_LOS, Z_FAN, Z_DRAG = 60, 61, 100, 200
MAX_MAP_PIXELS = 5200  # widest map image rendered; beyond it the largest one is scaled up


def _device_scale(painter: QPainter) -> float | None:
    """The painter's uniform scale, or None when it rotates or shears (then items draw directly)."""
    t = painter.worldTransform()
    if t.isRotating() or abs(t.m11() - t.m22()) > 1e-6 or t.m11() <= 0:
        return None
    return t.m11()


class MapItem(QGraphicsItem):
    """The map from its terrain data (optionally over its calibrated scan), as images per scale."""

    def __init__(self, map_doc: MapDocument, map_path: Path | None = None) -> None:
        super().__init__()
        self.map = map_doc
        self.map_path = map_path
        self.show_scan = False
        self._images: OrderedDict[int, QImage] = OrderedDict()
        probe = MapPainter(map_doc, RenderOptions(px_per_hex=2 * UNIT))
        self._origin = QPointF(probe.origin[0] * UNIT, probe.origin[1] * UNIT)
        self._rect = QRectF(self._origin.x(), self._origin.y(), probe.width, probe.height)
        self._pending: int | None = None
        self.setZValue(Z_MAP)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def scan_available(self) -> bool:
        return self.map.scan is not None and self.map_path is not None

    def set_show_scan(self, show: bool) -> str:
        """Show the calibrated scan underneath; returns a one-line reason when it cannot."""
        if show:
            try:
                load_scan(self.map, self.map_path)
            except RenderError as exc:
                return str(exc)
        self.show_scan = show
        self._images.clear()
        self.update()
        return ""

    def _render(self, key: int) -> QImage:
        scale = key / 1000.0
        options = RenderOptions(px_per_hex=2 * UNIT * scale)
        if self.show_scan:
            options.scan, options.scan_transform = load_scan(self.map, self.map_path)
            options.terrain_opacity = 0.35
        mp = MapPainter(self.map, options)
        image = QImage(mp.width, mp.height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#f4efe1"))
        p = QPainter(image)
        try:
            mp.paint(p)
        finally:
            p.end()
        self._images[key] = image
        while len(self._images) > 3:
            self._images.popitem(last=False)
        return image

    def image_for(self, scale: float) -> QImage:
        """The map image at ``scale`` device pixels per scene pixel (rendered on first use)."""
        key = self._key(scale)
        image = self._images.get(key)
        if image is None:
            image = self._render(key)
        self._images.move_to_end(key)
        return image

    def _key(self, scale: float) -> int:
        limit = MAX_MAP_PIXELS / self._rect.width()
        return max(1, round(min(scale, limit) * 1000))

    def _render_pending(self) -> None:
        if not shiboken6.isValid(self):  # the item went with its scene
            return
        key, self._pending = self._pending, None
        if key is not None and key not in self._images:
            self._render(key)
            if shiboken6.isValid(self):  # the render can outlast the board (a tab closed meanwhile)
                self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = _device_scale(p)
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        if scale is None:  # a rotated or sheared painter: paint the vectors (MapPainter's pixels are scene units)
            p.save()
            p.translate(self._origin)
            MapPainter(self.map, RenderOptions(px_per_hex=2 * UNIT)).paint(p)
            p.restore()
            return
        key = self._key(scale * dpr)
        image = self._images.get(key)
        if image is None and self._images:
            # Draw the nearest image scaled for now; the exact one follows on the next idle moment.
            best = min(self._images, key=lambda k: abs(k - key))
            image = self._images[best]
            scene = self.scene()
            if self._pending != key and scene is not None:
                self._pending = key
                # the scene is the timer's context: a board closed before it comes due drops the render
                QTimer.singleShot(60, scene, self._render_pending)
            p.drawImage(self._rect, image)
            return
        if image is None:
            image = self._render(key)
        if abs(key / 1000.0 - scale * dpr) > 1e-3:  # capped: scale the largest image up
            p.drawImage(self._rect, image)
            return
        top_left = p.worldTransform().map(self._rect.topLeft())
        p.save()
        p.resetTransform()
        image.setDevicePixelRatio(dpr)
        p.drawImage(QPointF(round(top_left.x()), round(top_left.y())), image)
        p.restore()


class CounterItem(QGraphicsItem):
    """One piece (or a Sighting marker) drawn from its look; the session owns its state."""

    def __init__(self, piece_id: str, look: CounterLook, hex_id: str | None) -> None:
        super().__init__()
        self.piece_id = piece_id
        self.look = look
        self.hex = hex_id
        self.selected = False
        self._rect = QRectF(-COUNTER / 2, -COUNTER / 2, COUNTER, COUNTER)
        self._bounds = self._rect.adjusted(-3, -3, 3, 3)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def set_look(self, look: CounterLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = _device_scale(p)
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        # the counter's edge, so a stack reads as a pile
        p.fillRect(self._rect.translated(1.6, 1.6), QColor(20, 20, 20, 150))
        if scale is None or scale * dpr > 6:
            paint_counter(p, self._rect, self.look)
        else:
            pixels = max(4, round(COUNTER * scale * dpr))
            image = counter_image(self.look, pixels)
            top_left = p.worldTransform().map(self._rect.topLeft())
            p.save()
            p.resetTransform()
            if image.devicePixelRatio() != dpr:
                image.setDevicePixelRatio(dpr)
            p.drawImage(QPointF(round(top_left.x()), round(top_left.y())), image)
            p.restore()
        if self.selected:
            p.setPen(QPen(SELECTED, 3.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self._rect.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)


class ChitItem(QGraphicsItem):
    """A small marker drawn by the app: fortification, smoke, blaze, starshell, control or melee."""

    def __init__(self, text: str, fill: QColor, size: float, shape: str = "rect", tooltip: str = "") -> None:
        super().__init__()
        self.text = text
        self.fill = fill
        self.size = size
        self.form = shape  # not "shape": that name is the Qt virtual items() calls
        w = size * (1.9 if shape == "wide" else 1.0)
        self._rect = QRectF(-w / 2, -size / 2, w, size)
        self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(QColor(20, 20, 20), 1.2))
        p.setBrush(self.fill)
        if self.form == "circle":
            p.drawEllipse(self._rect)
        else:
            p.drawRoundedRect(self._rect, 3, 3)
        p.setPen(ink_for(self.fill))
        n = max(len(self.text), 1)
        px = self.size * (0.62 if n <= 2 else 0.95 / n * (1.9 if self.form == "wide" else 1.0) * 1.25)
        p.setFont(font(min(px, self.size * 0.62), True))
        p.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class HexShadeItem(QGraphicsItem):
    """Hexes tinted in one colour (setup areas, reachable hexes), with an optional label each."""

    def __init__(self, grid: HexGrid, z: float) -> None:
        super().__init__()
        self.grid = grid
        self.setZValue(z)
        self._path = QPainterPath()
        self.hexes: list[str] = []  # the hexes tinted now (what a player sees highlighted)
        self._labels: dict[str, str] = {}
        self._fill = QColor(0, 0, 0, 0)
        self._outline = QColor(0, 0, 0, 0)
        self._rect = QRectF()

    def set_hexes(self, hexes: dict[str, str] | list[str], fill: QColor, outline: QColor | None = None) -> None:
        self.prepareGeometryChange()
        labels = hexes if isinstance(hexes, dict) else dict.fromkeys(hexes, "")
        self.hexes = [h for h in labels if self.grid.contains(h)]
        self._path = hexes_path(self.grid, self.hexes)
        self._labels = {h: t for h, t in labels.items() if t}
        self._fill = fill
        self._outline = outline or QColor(0, 0, 0, 0)
        self._rect = QRectF() if self._path.isEmpty() else self._path.boundingRect().adjusted(-4, -4, 4, 4)
        self.update()

    def clear(self) -> None:
        self.set_hexes([], QColor(0, 0, 0, 0))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._path.isEmpty():
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillPath(self._path, self._fill)
        if self._outline.alpha():
            p.setPen(QPen(self._outline, 5.0, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(self._path)
        if self._labels:  # the cheapest MP to each reachable hex, quieter than the dragged path's own
            p.setFont(font(UNIT * 0.22, False))
            for h, text in self._labels.items():
                c = hex_center(self.grid, h)
                box = QRectF(c.x() - UNIT * 0.3, c.y() + UNIT * 0.55, UNIT * 0.6, UNIT * 0.26)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 255, 255, 160))
                p.drawRoundedRect(box, 4, 4)
                p.setPen(QColor(20, 60, 20))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class PathItem(QGraphicsItem):
    """A line through hex centres with a note at its end: a dragged move or the LOS / range tool."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.points: list[QPointF] = []
        self.steps: list[tuple[QPointF, str]] = []
        self.note = ""
        self.colour = MOVE_OK
        self.dashed = False
        self._rect = QRectF()
        self._note_rect = QRectF()

    def set_path(self, points: list[QPointF], note: str, colour: QColor, steps: list[tuple[QPointF, str]] | None = None,
                 dashed: bool = False, note_left: bool = False) -> None:
        self.prepareGeometryChange()
        self.points, self.note, self.colour, self.steps, self.dashed = points, note, colour, steps or [], dashed
        self._note_rect = QRectF()
        if points:
            end = points[-1]
            width = QFontMetricsF(font(UNIT * 0.3, True)).horizontalAdvance(note) + 16
            left = end.x() - UNIT * 0.35 - width if note_left else end.x() + UNIT * 0.35
            self._note_rect = QRectF(left, end.y() + UNIT * 0.2, width, UNIT * 0.46)
            r = QPolygonF(points).boundingRect().adjusted(-UNIT, -UNIT, UNIT, UNIT)
            self._rect = r.united(self._note_rect.adjusted(-4, -4, 4, 4))
        else:
            self._rect = QRectF()
        self.update()

    def clear(self) -> None:
        self.set_path([], "", self.colour)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.points:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        style = Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine
        p.setPen(QPen(QColor(255, 255, 255, 200), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPolyline(QPolygonF(self.points))
        p.setPen(QPen(self.colour, 5, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPolyline(QPolygonF(self.points))
        p.setBrush(self.colour)
        for pt in self.points:
            p.drawEllipse(pt, 6, 6)
        p.setFont(font(UNIT * 0.26, True))
        for pt, text in self.steps:
            box = QRectF(pt.x() - UNIT * 0.32, pt.y() - UNIT * 0.62, UNIT * 0.64, UNIT * 0.3)
            p.setPen(QPen(self.colour, 1.5))
            p.setBrush(QColor(255, 255, 255, 235))
            p.drawRoundedRect(box, 4, 4)
            p.setPen(QColor(20, 20, 20))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if self.note:
            p.setFont(font(UNIT * 0.3, True))
            box = self._note_rect
            p.setPen(QPen(self.colour, 2))
            p.setBrush(QColor(255, 255, 255, 240))
            p.drawRoundedRect(box, 5, 5)
            p.setPen(QColor(20, 20, 20))
            p.drawText(box.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.note)


class FanBackdrop(QGraphicsItem):
    """The panel behind a fanned-out stack, so its counters read against a plain ground."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_FAN - 1)
        self._rect = QRectF()
        self.title = ""

    def set_rect(self, rect: QRectF, title: str) -> None:
        self.prepareGeometryChange()
        self._rect = rect
        self.title = title
        self.setVisible(not rect.isNull())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(QColor(30, 30, 30), 1.5))
        p.setBrush(QColor(250, 247, 238, 235))
        p.drawRoundedRect(self._rect, 8, 8)
        p.setPen(QColor(30, 30, 30))
        p.setFont(font(UNIT * 0.22, True))
        p.drawText(self._rect.adjusted(8, 2, -8, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.title)


# ----------------------------------------------------------------------------- geometry helpers


def artillery_box_text(session: PlaytestSession, side: str) -> str:
    """What a side's Artillery Box holds (6, 15.1.2): its radio (broken or not), the artillery denied
    marker, or nothing."""
    radio = session.radio_in_box(side)
    if radio is not None:
        text = piece_name(session, radio, where=False)
        fp = session.counter(radio).front.fp or 0
        return translate("Board", "{radio} ({fp} FP, broken)").format(radio=text, fp=fp) if radio.broken else (
            translate("Board", "{radio} ({fp} FP)").format(radio=text, fp=fp))
    if session.artillery_denied(side):
        return translate("Board", "artillery denied")
    return translate("Board", "empty")


def hex_center(grid: HexGrid, hex_id: str) -> QPointF:
    x, y = grid.center(hex_id)
    return QPointF(x * UNIT, y * UNIT)


def hex_polygon(grid: HexGrid, hex_id: str) -> QPolygonF:
    return QPolygonF([QPointF(x * UNIT, y * UNIT) for x, y in grid.corners(hex_id)])


def hexes_path(grid: HexGrid, hexes: list[str]) -> QPainterPath:
    """The outline of a set of hexes as one area (holes where a hex inside is left out). The union
    is shapely's: ``QPainterPath.simplified`` left some hexes out where their edges only nearly met."""
    path = QPainterPath()
    if not hexes:
        return path
    # corners rounded, so neighbours share their corners exactly and leave no sliver holes between them
    area = unary_union([Polygon([(round(x, 6), round(y, 6)) for x, y in grid.corners(h)]) for h in hexes])
    for poly in getattr(area, "geoms", [area]):
        for ring in (poly.exterior, *poly.interiors):
            path.addPolygon(QPolygonF([QPointF(x * UNIT, y * UNIT) for x, y in ring.coords]))
            path.closeSubpath()
    return path


def sighting_look(marker_id: str) -> CounterLook:
    return CounterLook(piece_id=marker_id, kind="sighting", nation="JP", side="japan")


# ----------------------------------------------------------------------------- the scene


class BoardScene(QGraphicsScene):
    """Items for one session's map and pieces; ``sync()`` follows the session's state."""

    def __init__(self, session: PlaytestSession, map_path: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.grid: HexGrid = session.board.grid
        self.map_item = MapItem(session.board.map, map_path)
        self.addItem(self.map_item)
        self.setSceneRect(self.map_item.boundingRect())
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setup_shade = {s: HexShadeItem(self.grid, Z_SETUP) for s in SIDES}
        self.highlight = HexShadeItem(self.grid, Z_HIGHLIGHT)
        self.path_item = PathItem(Z_PATH)
        self.los_item = PathItem(Z_LOS)
        self.backdrop = FanBackdrop()
        self.backdrop.setVisible(False)
        for item in (*self.setup_shade.values(), self.highlight, self.path_item, self.los_item, self.backdrop):
            self.addItem(item)
        self.counters: dict[str, CounterItem] = {}
        self.stacks: dict[str, list[str]] = {}
        self.chits: list[QGraphicsItem] = []
        self.selection: list[str] = []
        self.fanned: str | None = None
        self.show_setup_areas = True
        self.sync()

    # ------------------------------------------------------------------ coordinates
    def hex_center(self, hex_id: str) -> QPointF:
        return hex_center(self.grid, hex_id)

    def hex_at(self, pos: QPointF) -> str | None:
        return self.grid.hex_at_point(pos.x() / UNIT, pos.y() / UNIT)

    def off_map_edge(self, pos: QPointF) -> str | None:
        """Which printed edge a point off the map lies past (for exits), or None on the map: the
        edge of the nearest hex that the point lies furthest out from."""
        x, y = pos.x() / UNIT, pos.y() / UNIT
        if self.grid.hex_at_point(x, y) is not None:
            return None
        nearest = min(self.grid.hex_ids, key=lambda h: (self.grid.center(h)[0] - x) ** 2 + (self.grid.center(h)[1] - y) ** 2)
        cx, cy = self.grid.center(nearest)
        out = {"top": cy - y, "bottom": y - cy, "left": cx - x, "right": x - cx}
        edges = [e for e in out if nearest in self.grid.edge_hexes(e)]
        return max(edges, key=lambda e: out[e]) if edges else None

    def counter_at(self, pos: QPointF) -> CounterItem | None:
        """The topmost counter under a scene point."""
        hits = [i for i in self.items(pos) if isinstance(i, CounterItem)]
        return hits[0] if hits else None

    # ------------------------------------------------------------------ state -> items
    def set_session(self, session: PlaytestSession) -> None:
        self.session = session
        self.sync()

    def _desired(self) -> dict[str, list[tuple[str, CounterLook]]]:
        s = self.session
        out: dict[str, list[tuple[str, CounterLook]]] = {}
        for sm in s.doc.sighting_markers:
            if sm.location == "map" and sm.hex:
                out.setdefault(sm.hex, []).append((sm.id, sighting_look(sm.id)))
        hexes = sorted({p.hex for p in s.doc.pieces if p.location == "map" and p.hex})
        for h in hexes:
            for p in s.pieces_at(h):
                out.setdefault(h, []).append((p.id, look_for(s, p.id)))
        return out

    def sync(self) -> None:
        """Bring every item in line with the session (pieces, markers, overlays)."""
        with self.session.reading():  # one index for the thousands of look-ups below
            self._sync()

    def _sync(self) -> None:
        desired = self._desired()
        wanted = {pid for stack in desired.values() for pid, _ in stack}
        for pid in [p for p in self.counters if p not in wanted]:
            self.removeItem(self.counters.pop(pid))
        for h, stack in desired.items():
            for pid, look in stack:
                item = self.counters.get(pid)
                if item is None:
                    item = CounterItem(pid, look, h)
                    self.counters[pid] = item
                    self.addItem(item)
                else:
                    item.set_look(look)
                item.hex = h
                item.setToolTip(self._tooltip(pid))
        self.stacks = {h: [pid for pid, _ in stack] for h, stack in desired.items()}
        self.selection = [pid for pid in self.selection if pid in self.counters]
        for pid, item in self.counters.items():
            item.set_selected(pid in self.selection)
        fanned = self.fanned if self.fanned in self.stacks else None
        self.fanned = None
        self.layout_all()
        if fanned:
            self.fan(fanned)
        self._sync_chits()
        self._sync_setup_areas()

    def _tooltip(self, pid: str) -> str:
        s = self.session
        if s.piece(pid) is None:
            return translate("Board", "Sighting marker")
        v = s.view(pid)
        c = v.counter
        parts = [f"{piece_name(s, s.piece(pid))} ({side_name(v.side)}, {c.kind})"]
        if c.kind == "weapon":
            parts.append(translate("Board", "FP {fp}  range {range}").format(fp=v.fp, range=v.range)
                         + (translate("Board", "  move {n}").format(n=c.movement_modifier) if c.movement_modifier else ""))
        elif c.kind not in ("radio", "aircraft"):
            parts.append(translate("Board", "FP {fp}  range {range}  move {move}  morale {morale}").format(
                fp=v.fp, range=v.range, move=v.movement, morale=v.morale)
                + (translate("Board", "  command {n}").format(n=v.command) if v.command else ""))
        flags = [w for w, on in ((translate("Board", "broken"), v.broken), (translate("Board", "suppressed"), v.suppressed),
                                 (translate("Board", "veteran"), v.veteran)) if on]
        if flags:
            parts.append(", ".join(flags))
        weapon = s.piece(v.weapon) if v.weapon else None
        if weapon is not None:
            parts.append(translate("Board", "carries {weapon}").format(weapon=piece_name(s, weapon, where=False)))
        return "\n".join(parts)

    def stack_origin(self, hex_id: str, n: int) -> QPointF:
        c = self.hex_center(hex_id)
        shift = (n - 1) * STACK_STEP / 2
        return QPointF(c.x() - shift, c.y() + UNIT * 0.04 + shift)

    def layout_stack(self, hex_id: str) -> None:
        ids = self.stacks.get(hex_id, [])
        base = self.stack_origin(hex_id, len(ids))
        for i, pid in enumerate(ids):
            item = self.counters[pid]
            item.setPos(base.x() + i * STACK_STEP, base.y() - i * STACK_STEP)
            item.setZValue(Z_STACK + i * 0.01)

    def layout_all(self) -> None:
        self.backdrop.setVisible(False)
        for h in self.stacks:
            self.layout_stack(h)

    # ------------------------------------------------------------------ fanning
    def fan_rect(self, hex_id: str) -> QRectF:
        n = len(self.stacks.get(hex_id, []))
        per_row = min(n, 5)
        rows = (n + per_row - 1) // per_row if n else 0
        w = per_row * COUNTER + (per_row - 1) * FAN_GAP + 2 * FAN_GAP
        h = rows * COUNTER + (rows - 1) * FAN_GAP + 2 * FAN_GAP + UNIT * 0.3
        c = self.hex_center(hex_id)
        rect = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        scene = self.sceneRect()
        dx = max(scene.left() - rect.left(), 0) + min(scene.right() - rect.right(), 0)
        dy = max(scene.top() - rect.top(), 0) + min(scene.bottom() - rect.bottom(), 0)
        return rect.translated(dx, dy)

    def fan(self, hex_id: str) -> bool:
        """Spread a stack of two or more pieces out in rows over a plain panel."""
        ids = self.stacks.get(hex_id, [])
        if len(ids) < 2:
            return False
        if self.fanned == hex_id:
            return True
        self.collapse()
        rect = self.fan_rect(hex_id)
        per_row = min(len(ids), 5)
        top = rect.top() + FAN_GAP + UNIT * 0.3
        for i, pid in enumerate(ids):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(ids) - row * per_row)
            row_w = in_row * COUNTER + (in_row - 1) * FAN_GAP
            x = rect.center().x() - row_w / 2 + col * (COUNTER + FAN_GAP) + COUNTER / 2
            y = top + row * (COUNTER + FAN_GAP) + COUNTER / 2
            item = self.counters[pid]
            item.setPos(x, y)
            item.setZValue(Z_FAN + i * 0.01)
        self.backdrop.set_rect(rect, f"{hex_id}: {len(ids)} pieces")
        self.fanned = hex_id
        return True

    def collapse(self) -> None:
        if self.fanned is None:
            return
        h, self.fanned = self.fanned, None
        self.backdrop.setVisible(False)
        if h in self.stacks:
            self.layout_stack(h)

    # ------------------------------------------------------------------ selection
    def set_selection(self, ids: list[str]) -> None:
        self.selection = [pid for pid in ids if pid in self.counters]
        for pid, item in self.counters.items():
            item.set_selected(pid in self.selection)

    # ------------------------------------------------------------------ markers, forts, control
    def _sync_chits(self) -> None:
        for item in self.chits:
            self.removeItem(item)
        self.chits = []
        s = self.session
        small = UNIT * 0.4
        for f in s.doc.fortifications:
            c = self.hex_center(f.hex)
            label = {"foxholes": "FOX", "trench": "TRN", "wire": "WIRE", "mines": "MINE", "bunker": "BNK",
                     "pillbox": "PBX", "cave": "CAVE"}.get(f.type, f.type[:4].upper())
            item = ChitItem(label, FORT_BROWN, UNIT * 0.27, "wide", f"{f.type} ({side_name(f.owner)})"
                            + (f", {f.fp} FP" if f.fp else ""))
            item.setPos(c.x(), c.y() + UNIT * 0.71)  # under the stack, clear of its stats
            item.setZValue(Z_FORT + 30)
            self._add_chit(item)
        for m in s.doc.markers:
            c = self.hex_center(m.hex)
            if m.type == "smoke":
                item = ChitItem(str(m.value or 1), QColor("#9e9e9e"), small, "circle", f"smoke, hindrance {m.value or 1}")
            elif m.type == "blaze":
                item = ChitItem("FIRE", QColor("#e65100"), small, "wide", "blaze: impassable, blocks LOS")
            else:
                item = ChitItem("*", QColor("#fff59d"), small, "circle", "starshell")
            item.setPos(c.x() + UNIT * 0.55, c.y() - UNIT * 0.5)
            item.setZValue(Z_MARKER)
            self._add_chit(item)
        self._sync_artillery_boxes()
        self._sync_aircraft()
        for number, hex_id in sorted(s.board.map.objectives.items()):
            if not self.grid.contains(hex_id):
                continue
            holder = s.tracks.objective_control.get(number)
            if holder in SIDES:
                fill = side_colour(s.scenario.side(holder).nation, holder)
                who, mark = side_name(holder), s.scenario.side(holder).nation
            else:
                fill, who, mark = QColor("#e0e0e0"), "nobody", "-"
            c = self.hex_center(hex_id)
            item = ChitItem(mark, fill, UNIT * 0.36, "circle", f"objective {number} in {hex_id}: held by {who}")
            item.setPos(c.x() + UNIT * 0.62, c.y() + UNIT * 0.4)
            item.setZValue(Z_CONTROL)
            self._add_chit(item)
        for hex_id in s.melee_hexes():
            c = self.hex_center(hex_id)
            item = ChitItem("MELEE", QColor("#b71c1c"), UNIT * 0.34, "wide", f"melee in {hex_id}: resolve it from the hex menu")
            item.setPos(c.x(), c.y() - UNIT * 0.68)
            item.setZValue(Z_MELEE)
            self._add_chit(item)

    def artillery_box_centre(self, side: str) -> QPointF | None:
        """Where the side's Artillery Box is drawn: the map's box in a corner on the side's own edge
        (2.2c, 6), as ``MapPainter.paint_artillery_boxes`` places it; None when the map has none."""
        boxes = self.session.board.map.artillery_boxes
        edge = self.session.scenario.side(side).edge
        corner = next((c for c in boxes if edge in c), None)
        if corner is None:
            return None
        frame = self.__dict__.get("_frame")
        if frame is None:
            frame = self.__dict__["_frame"] = MapPainter(self.session.board.map, RenderOptions(px_per_hex=2 * UNIT)).frame
        min_x, min_y, max_x, max_y = frame
        size = 1.5
        x = min_x + 0.15 if "left" in corner else max_x - 0.15 - size
        y = min_y + 0.15 if "top" in corner else max_y - 0.15 - size
        return QPointF((x + size / 2) * UNIT, (y + size * 0.78) * UNIT)

    def _sync_artillery_boxes(self) -> None:
        """The radio or artillery denied marker in each side's Artillery Box, as a chit in the box."""
        s = self.session
        for side in SIDES:
            radio = s.radio_in_box(side)
            if radio is None and not s.artillery_denied(side):
                continue
            centre = self.artillery_box_centre(side)
            if centre is None:
                continue
            if radio is not None:
                text = f"{s.counter(radio).front.fp or 0} FP"
                fill = QColor("#9e9e9e") if radio.broken else side_colour(s.scenario.side(side).nation, side)
            else:
                text, fill = translate("Board", "DENIED"), QColor("#5d4037")
            tip = translate("Board", "Artillery Box ({side}): {what}").format(side=side_name(side), what=artillery_box_text(s, side))
            item = ChitItem(text, fill, UNIT * 0.34, "wide", tip)
            item.setPos(centre)
            item.setZValue(Z_MARKER)
            item.setData(0, f"artillery:{side}")
            self._add_chit(item)

    def _sync_aircraft(self) -> None:
        """Each side's aircraft on the map (8) as a chip in its hex, named in the tooltip."""
        s = self.session
        placed: set[str] = set()  # hexes with a chip already: the other side's goes below it, both seen
        for side in SIDES:
            a = s.aircraft(side)
            if a is None or a.hex is None or not self.grid.contains(a.hex):
                continue
            text = translate("Board", "DB") if a.face == "dive_bomber" else translate("Board", "FTR")
            tip = translate("Board", "Aircraft ({side}) in {hex}: {name}").format(
                side=side_name(side), hex=a.hex, name=play_line(s.aircraft_name(side)))
            item = ChitItem(text, side_colour(s.scenario.side(side).nation, side), UNIT * 0.34, "wide", tip)
            c = self.hex_center(a.hex)
            item.setPos(c.x() - UNIT * 0.55, c.y() - UNIT * (0.05 if a.hex in placed else 0.5))
            placed.add(a.hex)
            item.setZValue(Z_MARKER + 1)
            item.setData(0, f"aircraft:{side}")
            self._add_chit(item)

    def _add_chit(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self.chits.append(item)

    def _sync_setup_areas(self) -> None:
        s = self.session
        show = self.show_setup_areas and s.phase == "setup"
        for side, shade in self.setup_shade.items():
            if not show:
                shade.clear()
                continue
            colour = side_colour(s.scenario.side(side).nation, side)
            fill = QColor(colour)
            fill.setAlpha(70)
            outline = QColor(colour).darker(130)
            shade.set_hexes(s.setup_area(side), fill, outline)

    # ------------------------------------------------------------------ previews
    def show_reachable(self, reach: dict[str, tuple[float, list[str]]]) -> None:
        fill = QColor(MOVE_OK)
        fill.setAlpha(45)
        self.highlight.set_hexes({h: f"{c:g}" for h, (c, _) in reach.items() if self.grid.contains(h)}, fill)

    def show_hexes(self, hexes: list[str], colour: QColor) -> None:
        fill = QColor(colour)
        fill.setAlpha(60)
        self.highlight.set_hexes(hexes, fill, colour)

    def clear_previews(self) -> None:
        self.highlight.clear()
        self.path_item.clear()

    def show_move(self, path: list[str], steps: list[tuple[str, float]], note: str, legal: bool,
                  end: QPointF | None = None, note_left: bool = False) -> None:
        points = [self.hex_center(h) for h in path]
        if end is not None:
            points.append(end)
        labels = [(self.hex_center(h), f"{c:g}") for h, c in steps if self.grid.contains(h)]
        self.path_item.set_path(points, note, MOVE_OK if legal else MOVE_BAD, labels, note_left=note_left)

    def show_los(self, a: str, b: str, result: str, note: str, note_left: bool = False) -> None:
        self.los_item.set_path([self.hex_center(a), self.hex_center(b)], note, LOS_COLOURS.get(result, MOVE_BAD),
                               dashed=result == "blocked", note_left=note_left)

    def clear_los(self) -> None:
        self.los_item.clear()
