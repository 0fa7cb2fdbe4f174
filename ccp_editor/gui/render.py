"""Drawing a map document with Qt: to a PNG, to an SVG, or onto any QPainter (board views).

Everything is drawn from the document's grid-space shapes through one view transform, and a scan
is placed underneath through the map's calibration, so the picture shows at a glance whether the
tracing and the calibration agree with the printed map.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import shapely
from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QImageIOHandler,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from ..core.calibration import Affine, CalibrationError, map_calibration
from ..core.hexgrid import HexGrid
from ..core.terrain import area_geometry, line_geometry
from ..io.gate import GateError, scan_file
from ..io.images import MAX_SCAN_PIXELS
from ..io.storage import atomic_write_bytes
from ..model.mapdoc import LevelShape, LineShape, MapDocument, TerrainShape
from .scanread import scan_reader

# Colours chosen for this project (muted, print-like); not taken from any published map.
GROUND = QColor("#d3d7a4")  # level 0
LEVEL_COLOURS = {1: QColor("#dcc58e"), 2: QColor("#c8a26c"), 3: QColor("#a97f4f"), 4: QColor("#7d5a35")}
CREST_PEN = QColor("#5a3d1e")
TERRAIN_STYLES: dict[str, tuple[str, str | None, Qt.BrushStyle | None]] = {
    # type: (fill, pattern colour, pattern)
    "beach": ("#eee0b0", "#c9b27a", Qt.BrushStyle.Dense7Pattern),
    "gully": ("#9c8361", "#6d5a40", Qt.BrushStyle.FDiagPattern),
    "palm": ("#8fbf6a", "#3f7a2e", Qt.BrushStyle.Dense6Pattern),
    "grass": ("#c7cf78", "#8e9a3c", Qt.BrushStyle.VerPattern),
    "bush": ("#86ad58", "#4e7a2c", Qt.BrushStyle.Dense5Pattern),
    "jungle": ("#2f6b2d", "#1d4a1c", Qt.BrushStyle.Dense4Pattern),
    "swamp": ("#7c9b80", "#3f6f9a", Qt.BrushStyle.HorPattern),
    "water_barrier": ("#4f86bd", "#3a6fa3", Qt.BrushStyle.Dense6Pattern),
    "stream": ("#5b95c9", None, None),
    "hut": ("#9b7a5e", None, None),
    "building": ("#7f6552", None, None),
    "bridge": ("#8a7a66", None, None),
}
DRAW_ORDER = ["beach", "gully", "palm", "grass", "bush", "jungle", "swamp", "water_barrier", "hut", "building"]
LINE_STYLES = {
    "stream": ("#4f8cc4", None),
    "road": ("#e6d3a3", "#6e5a3a"),
    "trail": ("#e2c58a", "#5b4326"),
    "bridge": ("#8a7a66", "#3a2f25"),
}
OBJECTIVE_RED = QColor("#b3261e")
EXIT_GREEN = QColor("#5fae4f")
OVERRIDE_PEN = QColor("#d04fd0")


class RenderError(ValueError):
    """Something the renderer cannot do with this input (no scan, unreadable file, bad suffix)."""


def ensure_gui_app() -> QGuiApplication:
    """A Qt application object (offscreen when none is running) so fonts and painting work.

    A QApplication (a QGuiApplication that also allows widgets) is created, so a window opened
    later in the same process still works.
    """
    app = QGuiApplication.instance()
    if app is None:
        from PySide6.QtWidgets import QApplication

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(["ccp-editor-render"])
    return app  # type: ignore[return-value]


@dataclass
class RenderOptions:
    px_per_hex: float = 80.0  # pixels from corner to corner of a hex
    margin: float = 0.9  # grid units around the hex grid (room for exit arrows and boxes)
    ids: bool = True
    grid: bool = True
    overrides: bool = True  # outline hexes a tracer overrode
    terrain_opacity: float = 1.0
    scan: QImage | None = None  # drawn underneath through the calibration
    scan_transform: Affine | None = None  # grid -> scan pixels


LAYERS = ("scan", "ground", "levels", "terrain", "lines", "crests", "grid", "frame", "objectives", "exits",
          "artillery_boxes", "overrides", "title")
"""The map's drawing layers, bottom to top (``MapPainter.paint_<layer>``)."""


class MapPainter:
    """Paints a map document in output pixels; ``view`` maps grid space to those pixels.

    ``paint`` draws the whole map. Editors that cache layers call the public layer methods one at
    a time, in ``LAYERS`` order, each on the whole map or on the shapes they pass: ``paint_scan``,
    ``paint_ground``, ``paint_levels``, ``paint_terrain``, ``paint_lines``, ``paint_crests``,
    ``paint_grid``, ``paint_frame``, ``paint_objectives``, ``paint_exits``,
    ``paint_artillery_boxes``, ``paint_overrides``, ``paint_title``.
    """

    def __init__(self, map_doc: MapDocument, options: RenderOptions | None = None) -> None:
        self.map = map_doc  # read by the layers; ``set_map`` follows an edited document
        self.opt = options or RenderOptions()
        self.grid = HexGrid(map_doc.grid)
        min_x, min_y, max_x, max_y = self.grid.bounds()
        self.unit = self.opt.px_per_hex / 2.0
        m = self.opt.margin
        self.origin = (min_x - m, min_y - m)
        self.width = math.ceil((max_x - min_x + 2 * m) * self.unit)
        self.height = math.ceil((max_y - min_y + 2 * m) * self.unit)
        self.frame = (min_x, min_y, max_x, max_y)
        # Shapes are clipped to the map sheet in grid space: SVG output ignores painter clipping.
        self.sheet = shapely.box(min_x, min_y, max_x, max_y)

    def set_map(self, map_doc: MapDocument) -> None:
        """Paint another version of the same map (same grid): an editor's document after an edit."""
        self.map = map_doc

    def _clipped(self, geom):
        if geom is None:
            return None
        geom = geom.intersection(self.sheet)
        return None if geom.is_empty else geom

    @property
    def view(self) -> Affine:
        ox, oy = self.origin
        return Affine(self.unit, 0.0, -ox * self.unit, 0.0, self.unit, -oy * self.unit)

    def px(self, x: float, y: float) -> QPointF:
        return QPointF(*self.view.apply(x, y))

    # ------------------------------------------------------------------ painting
    def paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor("#f4efe1"))
        if self.opt.scan is not None and self.opt.scan_transform is not None:
            self.paint_scan(p)
            p.setOpacity(self.opt.terrain_opacity)
        else:
            p.setOpacity(self.opt.terrain_opacity)
            self.paint_ground(p)
        self.paint_levels(p)
        self.paint_terrain(p)
        self.paint_lines(p)
        self.paint_crests(p)
        p.setOpacity(1.0)
        if self.opt.grid:
            self.paint_grid(p)
        self.paint_frame(p)
        self.paint_objectives(p)
        self.paint_exits(p)
        self.paint_artillery_boxes(p)
        if self.opt.overrides:
            self.paint_overrides(p)
        self.paint_title(p)

    def frame_path(self) -> QPainterPath:
        min_x, min_y, max_x, max_y = self.frame
        path = QPainterPath()
        path.addRect(QRectF(self.px(min_x, min_y), self.px(max_x, max_y)))
        return path

    def paint_scan(self, p: QPainter) -> None:
        assert self.opt.scan_transform is not None and self.opt.scan is not None
        to_view = self.opt.scan_transform.inverse().then(self.view)
        p.save()
        p.setTransform(_qtransform(to_view), combine=False)
        p.drawImage(0, 0, self.opt.scan)
        p.restore()

    def _path(self, geom) -> QPainterPath:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        polys = getattr(geom, "geoms", [geom])
        for poly in polys:
            if not hasattr(poly, "exterior"):
                continue
            for ring in (poly.exterior, *poly.interiors):
                path.addPolygon(QPolygonF([self.px(x, y) for x, y in ring.coords]))
                path.closeSubpath()
        return path

    def paint_ground(self, p: QPainter) -> None:
        """The plain ground colour inside the map frame (under the terrain when no scan shows)."""
        p.fillPath(self.frame_path(), GROUND)

    def paint_levels(self, p: QPainter, shapes: Sequence[LevelShape] | None = None) -> None:
        """Hill levels, lowest first (all of the map's, or ``shapes``)."""
        for shape in sorted(self.map.shapes.levels if shapes is None else shapes, key=lambda s: s.level):
            geom = self._clipped(area_geometry(shape))
            if geom is not None:
                p.fillPath(self._path(geom), LEVEL_COLOURS.get(shape.level, LEVEL_COLOURS[4]))

    def paint_terrain(self, p: QPainter, shapes: Sequence[TerrainShape] | None = None) -> None:
        """Terrain areas in drawing order, patterned (all of the map's, or ``shapes``)."""
        order = {t: i for i, t in enumerate(DRAW_ORDER)}
        for shape in sorted(self.map.shapes.terrain if shapes is None else shapes, key=lambda s: order.get(s.type, -1)):
            geom = self._clipped(area_geometry(shape))
            if geom is None:
                continue
            fill, pattern_colour, pattern = TERRAIN_STYLES.get(shape.type, ("#b0b0b0", None, None))
            path = self._path(geom)
            colour = QColor(fill)
            if shape.type not in ("building", "hut", "water_barrier"):
                colour.setAlpha(225)  # the hill tint shows through vegetation, as on a printed map
            p.fillPath(path, colour)
            if pattern is not None and pattern_colour is not None:
                brush = QBrush(QColor(pattern_colour), pattern)
                brush.setTransform(QTransform.fromScale(max(self.unit / 40.0, 1.0), max(self.unit / 40.0, 1.0)))
                p.fillPath(path, brush)
            if shape.type in ("building", "hut"):
                p.setPen(QPen(QColor("#2e241b"), max(self.unit * 0.04, 1.0)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(path)

    def paint_lines(self, p: QPainter, shapes: Sequence[LineShape] | None = None) -> None:
        """Streams, trails, roads and bridges (all of the map's, or ``shapes``)."""
        order = {"stream": 0, "trail": 1, "road": 2, "bridge": 3}
        for line in sorted(self.map.shapes.lines if shapes is None else shapes, key=lambda ln: order.get(ln.type, 9)):
            geom = self._clipped(line_geometry(line))
            if geom is None:
                continue
            colour, casing = LINE_STYLES.get(line.type, ("#555555", None))
            width = max(line.width * self.unit, 1.0)
            cap = Qt.PenCapStyle.FlatCap if line.type in ("bridge", "stream") else Qt.PenCapStyle.RoundCap
            style = Qt.PenStyle.DashLine if line.type == "trail" else Qt.PenStyle.SolidLine
            for part in getattr(geom, "geoms", [geom]):
                if not hasattr(part, "coords") or len(part.coords) < 2:
                    continue
                pts = QPolygonF([self.px(x, y) for x, y in part.coords])
                if casing is not None:
                    p.setPen(QPen(QColor(casing), width * 1.45, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin))
                    p.drawPolyline(pts)
                p.setPen(QPen(QColor(colour), width, style, cap, Qt.PenJoinStyle.RoundJoin))
                p.drawPolyline(pts)

    def paint_crests(self, p: QPainter, shapes: Sequence[LevelShape] | None = None) -> None:
        """Crest lines: the outline of every level area (all of the map's, or ``shapes``)."""
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(CREST_PEN, max(self.unit * 0.035, 1.0)))
        for shape in self.map.shapes.levels if shapes is None else shapes:
            geom = area_geometry(shape)
            if geom is None:
                continue
            outline = self._clipped(geom.boundary)
            for part in getattr(outline, "geoms", [outline]) if outline is not None else []:
                if hasattr(part, "coords") and len(part.coords) >= 2:
                    p.drawPolyline(QPolygonF([self.px(x, y) for x, y in part.coords]))

    def paint_grid(self, p: QPainter) -> None:
        pen = QPen(QColor(20, 20, 20, 170), max(self.unit * 0.02, 0.8))
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for h in self.grid.hex_ids:
            p.drawPolygon(QPolygonF([self.px(x, y) for x, y in self.grid.corners(h)]))
        dot = max(self.unit * 0.07, 1.5)
        p.setPen(QPen(QColor(30, 30, 30), max(self.unit * 0.012, 0.6)))
        p.setBrush(QColor("white"))
        for h in self.grid.hex_ids:
            p.drawEllipse(self.px(*self.grid.center(h)), dot, dot)
        if not self.opt.ids:
            return
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(self.unit * 0.26), 6))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(15, 15, 15))
        for h in self.grid.hex_ids:
            cx, cy = self.grid.center(h)
            c = self.px(cx, cy - 0.62)
            w, hgt = self.unit * 0.9, self.unit * 0.32
            p.drawText(QRectF(c.x() - w / 2, c.y() - hgt / 2, w, hgt), Qt.AlignmentFlag.AlignCenter, h)

    def paint_frame(self, p: QPainter) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(40, 40, 40), max(self.unit * 0.05, 1.0)))
        p.drawPath(self.frame_path())

    def paint_objectives(self, p: QPainter) -> None:
        r = self.unit * 0.3
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(self.unit * 0.36), 6))
        font.setBold(True)
        p.setFont(font)
        for number, hex_id in sorted(self.map.objectives.items()):
            if not self.grid.contains(hex_id):
                continue
            cx, cy = self.grid.center(hex_id)
            c = self.px(cx, cy + 0.45)
            p.setPen(QPen(QColor("white"), max(self.unit * 0.04, 1.0)))
            p.setBrush(OBJECTIVE_RED)
            p.drawEllipse(c, r, r)
            p.setPen(QColor("white"))
            p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(number))

    def _exit_anchor(self, hex_id: str, edge: str) -> tuple[tuple[float, float], tuple[float, float]]:
        """Point on the map border next to the hex and the outward unit direction."""
        cx, cy = self.grid.center(hex_id)
        min_x, min_y, max_x, max_y = self.frame
        if edge == "top":
            return (cx, min_y), (0.0, -1.0)
        if edge == "bottom":
            return (cx, max_y), (0.0, 1.0)
        if edge == "left":
            return (min_x, cy), (-1.0, 0.0)
        return (max_x, cy), (1.0, 0.0)

    def paint_exits(self, p: QPainter) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(self.unit * 0.34), 6))
        font.setBold(True)
        p.setFont(font)
        for e in self.map.exit_points:
            if not self.grid.contains(e.hex):
                continue
            (bx, by), (dx, dy) = self._exit_anchor(e.hex, e.edge)
            nx, ny = -dy, dx
            # an arrow straddling the border, pointing off the map
            tail, head, half = -0.55, 0.62, 0.3
            pts = [
                (bx + dx * tail + nx * half * 0.6, by + dy * tail + ny * half * 0.6),
                (bx + dx * 0.2 + nx * half * 0.6, by + dy * 0.2 + ny * half * 0.6),
                (bx + dx * 0.2 + nx * half, by + dy * 0.2 + ny * half),
                (bx + dx * head, by + dy * head),
                (bx + dx * 0.2 - nx * half, by + dy * 0.2 - ny * half),
                (bx + dx * 0.2 - nx * half * 0.6, by + dy * 0.2 - ny * half * 0.6),
                (bx + dx * tail - nx * half * 0.6, by + dy * tail - ny * half * 0.6),
            ]
            p.setPen(QPen(QColor("#2f5e27"), max(self.unit * 0.025, 0.8)))
            p.setBrush(EXIT_GREEN)
            p.drawPolygon(QPolygonF([self.px(x, y) for x, y in pts]))
            c = self.px(bx + dx * -0.15, by + dy * -0.15)
            s = self.unit * 0.4
            p.setPen(QColor("white"))
            p.drawText(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s), Qt.AlignmentFlag.AlignCenter, str(e.value))

    def paint_artillery_boxes(self, p: QPainter) -> None:
        from ..core.mapmargin import BOX, artillery_box_origins

        size = BOX
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(self.unit * 0.2), 6))
        for x, y in artillery_box_origins(self.map, self.frame).values():
            rect = QRectF(self.px(x, y), self.px(x + size, y + size))
            p.setPen(QPen(QColor(30, 30, 30), max(self.unit * 0.04, 1.0)))
            p.setBrush(QColor(250, 246, 232, 235))
            p.drawRect(rect)
            p.setFont(font)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "Artillery\nBox")

    def paint_overrides(self, p: QPainter) -> None:
        pen = QPen(OVERRIDE_PEN, max(self.unit * 0.07, 1.5), Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for hex_id in self.map.overrides:
            if not self.grid.contains(hex_id):
                continue
            cx, cy = self.grid.center(hex_id)
            corners = [(cx + 0.85 * (x - cx), cy + 0.85 * (y - cy)) for x, y in self.grid.corners(hex_id)]
            p.drawPolygon(QPolygonF([self.px(x, y) for x, y in corners]))

    def paint_title(self, p: QPainter) -> None:
        min_x, min_y, max_x, max_y = self.frame
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(self.unit * 0.32), 7))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(30, 30, 30))
        label = self.map.id + ("  (demo)" if self.map.provenance == "demo" else "")
        top_right = self.px(max_x, min_y)
        rect = QRectF(top_right.x() - self.unit * 8, top_right.y() - self.unit * self.opt.margin, self.unit * 8, self.unit * self.opt.margin)
        p.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)


def _qtransform(a: Affine) -> QTransform:
    return QTransform(a.a, a.d, a.b, a.e, a.c, a.f)


def load_scan(map_doc: MapDocument, map_path: str | Path | None) -> tuple[QImage, Affine]:
    """The map's scan image and its calibration transform (grid -> scan pixels)."""
    ensure_gui_app()
    if map_doc.scan is None:
        raise RenderError(f"map {map_doc.id!r} has no scan")
    try:
        scan = scan_file(map_doc.scan.file, map_path)
    except GateError as exc:
        raise RenderError(f"map {map_doc.id!r}: {exc}") from None
    path = scan.path
    reader = scan_reader(scan)
    size = reader.size()  # from the header: nothing decoded yet
    if not reader.canRead() or not size.isValid() or size.isEmpty():
        raise RenderError(f"cannot read the scan image {path}: {reader.errorString()}")
    if (size.width(), size.height()) != (scan.info.width, scan.info.height):  # the budget was checked on the header's size
        raise RenderError(f"scan image {path}: its header says {scan.info.width} x {scan.info.height} pixels, the decoder {size.width()} x {size.height()}")
    factor = 1.0
    pixels = size.width() * size.height()
    if pixels > MAX_SCAN_PIXELS and not reader.supportsOption(QImageIOHandler.ImageOption.ScaledSize):
        raise RenderError(f"scan image {path}: {size.width()} x {size.height()} pixels is over the {MAX_SCAN_PIXELS // 1_000_000} megapixel budget for scans")
    if pixels > MAX_SCAN_PIXELS:  # a huge scan: decoded downsampled (natively), within the budget
        factor = math.sqrt(MAX_SCAN_PIXELS / pixels)
        reader.setScaledSize(QSize(max(1, int(size.width() * factor)), max(1, int(size.height() * factor))))
    image = reader.read()
    if image.isNull():
        raise RenderError(f"cannot read the scan image {path}: {reader.errorString()}")
    try:
        cal = map_calibration(map_doc)
    except CalibrationError as exc:
        raise RenderError(f"map {map_doc.id!r}: {exc}") from None
    assert cal is not None
    transform = cal.transform
    if factor != 1.0:
        transform = transform.then(Affine(image.width() / size.width(), 0.0, 0.0, 0.0, image.height() / size.height(), 0.0))
    return image, transform


def render_image(map_doc: MapDocument, options: RenderOptions | None = None) -> QImage:
    ensure_gui_app()
    mp = MapPainter(map_doc, options)
    image = QImage(QSize(mp.width, mp.height), QImage.Format.Format_RGB32)
    image.fill(QColor("#f4efe1"))
    painter = QPainter(image)
    try:
        mp.paint(painter)
    finally:
        painter.end()
    return image


def encoded_image(image: QImage, fmt: str = "PNG") -> bytes:
    """``image`` encoded in memory (written to disk by the caller, atomically); RenderError if Qt cannot."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if image.isNull() or not image.save(buffer, fmt):
        raise RenderError(f"could not encode the {image.width()} x {image.height()} picture as {fmt}")
    return bytes(buffer.data().data())


def svg_bytes(map_doc: MapDocument, options: RenderOptions | None = None) -> bytes:
    """The map as an SVG document, in memory."""
    ensure_gui_app()
    from PySide6.QtSvg import QSvgGenerator

    mp = MapPainter(map_doc, options)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    gen.setSize(QSize(mp.width, mp.height))
    gen.setViewBox(QRectF(0, 0, mp.width, mp.height))
    gen.setTitle(map_doc.name)
    gen.setDescription(f"CC:P Scenario Studio map {map_doc.id} ({map_doc.provenance})")
    painter = QPainter(gen)
    try:
        mp.paint(painter)
    finally:
        painter.end()
    return bytes(buffer.data().data())


def render_svg(map_doc: MapDocument, out: str | Path, options: RenderOptions | None = None) -> None:
    """Write the map as SVG (a temporary file renamed into place: a full disk keeps the old file)."""
    atomic_write_bytes(out, svg_bytes(map_doc, options), backup=False)


def render_to_file(
    map_doc: MapDocument,
    out: str | Path,
    *,
    px_per_hex: float = 80.0,
    scan: bool = False,
    map_path: str | Path | None = None,
) -> Path:
    """Write the map to ``out`` (.png or .svg); with ``scan`` the calibrated scan lies underneath.

    The picture is made in memory and written atomically: a failure (RenderError, OSError such as a
    full disk) leaves the previous file as it was."""
    out = Path(out)
    suffix = out.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise RenderError(f"output must end in .png or .svg, not {out.name!r}")
    if not (4 <= px_per_hex <= 1000):
        raise RenderError(f"scale must be between 4 and 1000 pixels per hex, not {px_per_hex:g}")
    options = RenderOptions(px_per_hex=px_per_hex)
    if scan:
        options.scan, options.scan_transform = load_scan(map_doc, map_path)
        options.terrain_opacity = 0.4
    if out.parent and not out.parent.exists():
        raise RenderError(f"no such folder: {out.parent}")
    if suffix == ".svg":
        render_svg(map_doc, out, options)
    else:
        atomic_write_bytes(out, encoded_image(render_image(map_doc, options)), backup=False)
    return out
