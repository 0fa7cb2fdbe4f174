"""The map editor's view: scan tiles underneath, the map painted by the shared renderer on top.

World space is scan pixels when the map has a scan (so the scan is drawn without resampling
through the calibration) and a fixed scale of grid space otherwise; the calibration maps grid space
into it. The view maps world space to the widget by zoom and pan. Traced shapes are painted by
``render.MapPainter`` layer by layer, each with its visibility and opacity; the derived hex terrain,
selection, handles and tool feedback are drawn over it.
"""

from __future__ import annotations

import copy
import math
import time
from collections.abc import Callable

import numpy as np
import shapely
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QWidget
from shapely.geometry import LineString, Polygon

from ...core.calibration import Affine
from ...core.editing import LAYERS, iter_rings, ring_points, shape_list
from ...core.terrain import area_geometry, line_geometry
from ...model.mapdoc import MapDocument
from ..i18n import translate
from ..render import TERRAIN_STYLES, MapPainter, RenderOptions
from .state import SHAPE_POINTER, MapEditorState

PAPER = QColor("#e9e4d6")
SELECT_PEN = QColor("#ffb000")
HANDLE_FILL = QColor("#ffffff")
AMBIGUOUS_PEN = QColor("#ff6a00")
RIVER_BLUE = QColor("#3a74b8")
MIN_ZOOM, MAX_ZOOM = 0.01, 40.0
CLIP_MARGIN = 0.6  # grid units around a partial repaint (wider than any pen or line)
MAX_LAYER_PIXELS = 4096  # widest layer image; beyond it the image is scaled up


class LayerPainter(MapPainter):
    """The shared map painter at the editor's cached-layer resolution, called one layer at a time."""

    def __init__(self, doc: MapDocument) -> None:
        super().__init__(doc, RenderOptions(px_per_hex=80.0))


def shape_bounds(shape) -> tuple[float, float, float, float] | None:
    """Grid-space bounding box of a shape, widened by what its drawing adds (line width, pens)."""
    pts = getattr(shape, "points", None) or getattr(shape, "polygon", None)
    if not pts:
        return None
    arr = np.asarray(pts, dtype=float)
    if arr.ndim != 2 or arr.shape[1] < 2 or not np.all(np.isfinite(arr)):
        return None
    pad = 0.1 + float(getattr(shape, "width", 0.0))
    return (float(arr[:, 0].min()) - pad, float(arr[:, 1].min()) - pad, float(arr[:, 0].max()) + pad, float(arr[:, 1].max()) + pad)


def clipped_areas(shapes: list, box: tuple[float, float, float, float]) -> list:
    """Copies of area shapes cut to a grid box (one copy per piece)."""
    out = []
    for shape in shapes:
        geom = area_geometry(shape)
        if geom is None:
            continue
        cut = shapely.clip_by_rect(geom, *box)
        for part in getattr(cut, "geoms", [cut]):
            if isinstance(part, Polygon) and not part.is_empty:
                piece = copy.copy(shape)
                piece.polygon = [list(c) for c in part.exterior.coords]
                piece.holes = [[list(c) for c in r.coords] for r in part.interiors]
                out.append(piece)
    return out


def clipped_lines(lines: list, box: tuple[float, float, float, float]) -> list:
    out = []
    for line in lines:
        geom = line_geometry(line)
        if geom is None:
            continue
        cut = shapely.clip_by_rect(geom, *box)
        for part in getattr(cut, "geoms", [cut]):
            if isinstance(part, LineString) and not part.is_empty and len(part.coords) >= 2:
                piece = copy.copy(line)
                piece.points = [list(c) for c in part.coords]
                out.append(piece)
    return out


def _raw_rings(shapes):
    """Every ring's stored point list (closing point kept, as the document holds it)."""
    for ref, _pts in iter_rings(shapes):
        yield ref, ring_points(shapes, ref)


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def _union(a: tuple[float, float, float, float] | None, b: tuple[float, float, float, float] | None):
    if a is None:
        return b
    if b is None:
        return a
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


class LayerImage:
    """One group of layers rendered in world space at a level of detail, re-rendered in parts.

    The frame then blits the image (scale and translate only); an edit re-renders just the
    rectangle it touched.
    """

    def __init__(self) -> None:
        self.image: QImage | None = None
        self.key: tuple | None = None
        self.world_rect = QRectF()
        self.lod = 1.0
        self.image_from_grid = Affine.identity()

    def prepare(self, key: tuple, world_rect: QRectF, lod: float, grid_to_world: Affine) -> bool:
        """(Re)allocate for a new key; returns True when the whole image must be rendered."""
        if self.key == key and self.image is not None:
            return False
        self.key = key
        self.world_rect = QRectF(world_rect)
        self.lod = lod
        w = max(1, math.ceil(world_rect.width() * lod))
        h = max(1, math.ceil(world_rect.height() * lod))
        self.image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        self.image.fill(Qt.GlobalColor.transparent)
        self.image_from_grid = grid_to_world.then(
            Affine(lod, 0.0, -world_rect.left() * lod, 0.0, lod, -world_rect.top() * lod)
        )
        return True

    def region(self, bounds: tuple[float, float, float, float]) -> QRectF:
        """Image pixels covering a grid-space box."""
        xs, ys = [], []
        for x in (bounds[0], bounds[2]):
            for y in (bounds[1], bounds[3]):
                px, py = self.image_from_grid.apply(x, y)
                xs.append(px)
                ys.append(py)
        return QRectF(math.floor(min(xs)) - 2, math.floor(min(ys)) - 2, math.ceil(max(xs) - min(xs)) + 5, math.ceil(max(ys) - min(ys)) + 5)

    def render(
        self, paint, mp: MapPainter, bounds: tuple[float, float, float, float] | None = None, antialias: bool = True
    ) -> None:
        """Clear (a part of) the image and paint it again with ``paint(painter)`` in the map
        painter's coordinates."""
        assert self.image is not None
        p = QPainter(self.image)
        try:
            clip = self.region(bounds) if bounds is not None else QRectF(self.image.rect())
            p.setClipRect(clip)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
            p.fillRect(clip, Qt.GlobalColor.transparent)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, antialias)
            p.setTransform(qtransform(mp.view.inverse().then(self.image_from_grid)))
            paint(p)
        finally:
            p.end()

    def draw(self, p: QPainter) -> None:
        if self.image is not None:
            p.drawImage(self.world_rect, self.image)


def qtransform(a: Affine) -> QTransform:
    return QTransform(a.a, a.d, a.b, a.e, a.c, a.f)


class MapCanvas(QWidget):
    """Pan (drag empty space or middle button), zoom (wheel), and the current tool's clicks."""

    hoverChanged = Signal(str)  # hex id under the mouse ('' off the map)
    viewChanged = Signal()

    def __init__(self, state: MapEditorState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.zoom = 1.0
        self.offset = QPointF(0.0, 0.0)
        self._user_view = False  # until the user pans or zooms, the view keeps fitting the map
        self._fitting = False
        self.snap_px = 10.0
        self.tool = None
        self.extra_painters: list[Callable[[QPainter], None]] = []
        self.last_frame_ms = 0.0
        self.fast = False  # cheaper scan filtering while something is being dragged
        self._rough: tuple[float, float, float, float] | None = None  # drawn without antialiasing
        self._painter: LayerPainter | None = None
        self._painter_key: tuple | None = None
        self._pan_from: QPointF | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(300, 240)
        for sig in (state.shapesChanged, state.calibrationChanged, state.gridChanged, state.layersChanged,
                    state.selectionChanged, state.scanChanged, state.derivedChanged):
            sig.connect(self.update)
        state.model.changed.connect(self._model_changed)
        state.model.structureChanged.connect(self._structure_changed)
        self._fitted = False
        self.shapes_img = LayerImage()
        self.derived_img = LayerImage()
        self.overlay_img = LayerImage()
        self._bounds: dict[tuple[str, int], tuple[float, float, float, float]] = {}
        self._rings: dict[str, np.ndarray] = {}
        self._dirty: tuple[float, float, float, float] | None = None
        self._shapes_full = True
        self._overlay_dirty = True
        self._derived_drawn: dict | None = None
        self._derived_ambiguous: set[str] = set()
        self._derived_obj = None

    # ------------------------------------------------------------------ transforms
    def world_to_widget(self) -> Affine:
        return Affine(self.zoom, 0.0, self.offset.x(), 0.0, self.zoom, self.offset.y())

    def grid_to_widget(self) -> Affine:
        return self.state.grid_to_world().then(self.world_to_widget())

    def to_widget(self, x: float, y: float) -> QPointF:
        return QPointF(*self.grid_to_widget().apply(x, y))

    def to_grid(self, pos: QPointF) -> tuple[float, float]:
        return self.grid_to_widget().inverse().apply(pos.x(), pos.y())

    def to_world(self, pos: QPointF) -> tuple[float, float]:
        return ((pos.x() - self.offset.x()) / self.zoom, (pos.y() - self.offset.y()) / self.zoom)

    def world_to_widget_pt(self, x: float, y: float) -> QPointF:
        return QPointF(x * self.zoom + self.offset.x(), y * self.zoom + self.offset.y())

    def pixels_per_grid(self) -> float:
        return self.grid_to_widget().scale

    def tolerance(self) -> float:
        """The snapping distance in grid units (``snap_px`` screen pixels)."""
        return self.snap_px / max(self.pixels_per_grid(), 1e-9)

    def set_view(self, zoom: float, offset: QPointF) -> None:
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self.offset = QPointF(offset)
        self._user_view = not self._fitting
        self.update()
        self.viewChanged.emit()

    def fit(self) -> None:
        """Show the whole map sheet (and the scan, when there is one)."""
        g2w = self.state.grid_to_world()
        min_x, min_y, max_x, max_y = self.state.grid_bounds()
        pts = [g2w.apply(x, y) for x in (min_x - 1, max_x + 1) for y in (min_y - 1, max_y + 1)]
        if self.state.scan is not None and self.state.calibration is None:
            pts += [(0.0, 0.0), (float(self.state.scan.size.width()), float(self.state.scan.size.height()))]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        w, h = max(xs) - min(xs), max(ys) - min(ys)
        zoom = min(self.width() / max(w, 1e-9), self.height() / max(h, 1e-9))
        ox = (self.width() - w * zoom) / 2 - min(xs) * zoom
        oy = (self.height() - h * zoom) / 2 - min(ys) * zoom
        self._fitting = True
        try:
            self.set_view(zoom, QPointF(ox, oy))
        finally:
            self._fitting = False

    def center_on_grid(self, x: float, y: float, pixels_per_grid: float | None = None) -> None:
        """Centre the view on a grid point, optionally at a given scale."""
        scale = self.state.grid_to_world().scale
        zoom = self.zoom if pixels_per_grid is None else pixels_per_grid / scale
        wx, wy = self.state.grid_to_world().apply(x, y)
        self.set_view(zoom, QPointF(self.width() / 2 - wx * zoom, self.height() / 2 - wy * zoom))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self._fitted and not self._user_view:
            self.fit()

    # ------------------------------------------------------------------ painting
    def map_painter(self) -> LayerPainter:
        doc = self.state.doc
        key = (id(doc), repr(doc.grid))
        if self._painter is None or self._painter_key != key:
            self._painter = LayerPainter(doc)
            self._painter_key = key
        self._painter.set_map(doc)
        return self._painter

    def _model_changed(self, pointer: str) -> None:
        m = SHAPE_POINTER.match(pointer)
        if m:
            key = (m.group(1), int(m.group(2)))
            shapes = shape_list(self.state.doc.shapes, key[0])  # type: ignore[arg-type]
            shape = shapes[key[1]] if key[1] < len(shapes) else None
            dirty = self._changed_bounds(pointer, shape)
            self._dirty = _union(self._dirty, dirty if dirty is not None else _union(self._bounds.get(key), shape_bounds(shape)))
            if shape is not None and (b := shape_bounds(shape)) is not None:
                self._bounds[key] = b
        elif pointer == "" or pointer.startswith(("/shapes", "/grid", "/scan")):
            self._shapes_full = True
            self._overlay_dirty = True
        else:
            self._overlay_dirty = True
        self.update()

    def _changed_bounds(self, pointer: str, shape) -> tuple[float, float, float, float] | None:
        """Grid box of what a point-list edit can change: the moved vertices and their neighbours
        before and after, padded by the shape's drawn width; None when it cannot tell."""
        if shape is None or not pointer.endswith(("/polygon", "/points")) and "/holes/" not in pointer:
            return None
        old = self._rings.get(pointer)
        try:
            new = np.asarray(self.state.model.value(pointer), dtype=float)
        except (LookupError, ValueError):
            return None
        self._rings[pointer] = new
        if old is None or old.shape != new.shape or new.ndim != 2 or len(new) < 2:
            return None
        moved = np.nonzero(np.any(old != new, axis=1))[0]
        if not len(moved):
            return None
        n = len(new)
        rows = np.unique(np.concatenate([moved, (moved - 1) % n, (moved + 1) % n]))
        pts = np.concatenate([old[rows], new[rows]])
        pad = 0.15 + float(getattr(shape, "width", 0.0))
        return (float(pts[:, 0].min()) - pad, float(pts[:, 1].min()) - pad, float(pts[:, 0].max()) + pad, float(pts[:, 1].max()) + pad)

    def _structure_changed(self, _pointer: str) -> None:
        self._shapes_full = True
        self._overlay_dirty = True
        self.update()

    def _map_world_rect(self) -> QRectF:
        g2w = self.state.grid_to_world()
        min_x, min_y, max_x, max_y = self.state.grid_bounds()
        m = 1.2
        pts = [g2w.apply(x, y) for x in (min_x - m, max_x + m) for y in (min_y - m, max_y + m)]
        xs, ys = [q[0] for q in pts], [q[1] for q in pts]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def _lod(self, world: QRectF) -> float:
        lod = 2.0 ** math.ceil(math.log2(max(self.zoom * self.devicePixelRatioF(), 1e-6)))
        return min(lod, MAX_LAYER_PIXELS / max(world.width(), world.height(), 1.0))

    def _layer_key(self, names: list[str]) -> tuple:
        return tuple((n, self.state.layers[n].visible, self.state.layers[n].opacity) for n in names if n in self.state.layers)

    def _base_key(self, world: QRectF, lod: float) -> tuple:
        a = self.state.grid_to_world()
        return (lod, world.getRect(), repr(self.state.doc.grid), (a.a, a.b, a.c, a.d, a.e, a.f), id(self.state.doc))

    def _scan_shown(self) -> bool:
        return self.state.scan is not None and self.state.layer("scan").visible

    def _update_layers(self) -> None:
        """Bring the layer images up to date: whole when the view level or layers changed, else only
        the rectangle of the last edit (shapes) or the hexes whose derived value changed."""
        st = self.state
        mp = self.map_painter()
        world = self._map_world_rect()
        lod = self._lod(world)
        base = self._base_key(world, lod)
        g2w = st.grid_to_world()
        shape_layers = [n for n in st.layers if n == "levels" or n == "lines" or n.startswith("terrain:")]
        if self.shapes_img.prepare((*base, self._layer_key(shape_layers), self._scan_shown()), world, lod, g2w) or self._shapes_full:
            self._bounds = {}
            self._rings = {ref.pointer: np.asarray(pts, dtype=float) for ref, pts in _raw_rings(st.doc.shapes)}
            for layer in LAYERS:
                for i, shape in enumerate(shape_list(st.doc.shapes, layer)):
                    b = shape_bounds(shape)
                    if b is not None:
                        self._bounds[(layer, i)] = b
            self.shapes_img.render(lambda p: self._paint_shapes(p, mp, None), mp)
            self._shapes_full = False
            self._dirty = None
        elif self._dirty is not None:
            bounds = self._dirty
            # While dragging, the edited area is redrawn without antialiasing; the release redraws it
            # smoothly (see mouseReleaseEvent).
            # only that rectangle is cleared and repainted: the rest of the image keeps its shapes
            self.shapes_img.render(lambda p: self._paint_shapes(p, mp, bounds), mp, bounds, antialias=not self.fast)
            if self.fast:
                self._rough = _union(self._rough, bounds)
            self._dirty = None
        d = st.latest_derivation()
        derived_key = (*base, self._layer_key(["derived"]))
        if self.derived_img.prepare(derived_key, world, lod, g2w) or self._derived_drawn is None:
            self.derived_img.render(lambda p: self._paint_derived(p, d, None), mp, None)
        elif d is not self._derived_obj:
            changed = [h for h, info in d.effective.items() if self._derived_drawn.get(h) != info]
            changed += [h for h in set(d.ambiguous) ^ self._derived_ambiguous]
            if changed:
                bounds = None
                grid = st.grid
                for h in changed:
                    if grid.contains(h):
                        xs, ys = zip(*grid.corners(h), strict=True)
                        bounds = _union(bounds, (min(xs) - 0.1, min(ys) - 0.1, max(xs) + 0.1, max(ys) + 0.1))
                if bounds is not None:
                    self.derived_img.render(lambda p: self._paint_derived(p, d, bounds), mp, bounds)
        self._derived_drawn = dict(d.effective)
        self._derived_ambiguous = set(d.ambiguous)
        self._derived_obj = d
        overlay_key = (*base, self._layer_key(["grid", "markers", "derived"]))
        if self.overlay_img.prepare(overlay_key, world, lod, g2w) or self._overlay_dirty:
            self.overlay_img.render(lambda p: self._paint_overlay(p, mp), mp)
            self._overlay_dirty = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        t0 = time.perf_counter()
        p = QPainter(self)
        try:
            self.paint(p, event.rect())
        finally:
            p.end()
        self.last_frame_ms = (time.perf_counter() - t0) * 1000.0

    def paint(self, p: QPainter, rect) -> None:
        st = self.state
        self._update_layers()
        if not self._scan_covers(rect):
            p.fillRect(rect, PAPER)
        p.save()
        p.setTransform(qtransform(self.world_to_widget()))
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not self.fast)
        tl, br = self.to_world(QPointF(rect.topLeft())), self.to_world(QPointF(rect.bottomRight()))
        visible = QRectF(QPointF(*tl), QPointF(*br)).adjusted(-2, -2, 2, 2)
        if self._scan_shown():
            st.scan.draw(p, visible, self.zoom, st.layer("scan").opacity, st.scan_brightness)  # type: ignore[union-attr]
        self.shapes_img.draw(p)
        if st.layer("derived").visible:
            self.derived_img.draw(p)
        self.overlay_img.draw(p)
        p.restore()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, not self.fast)  # wide outlines cost most while dragging
        self._paint_selection(p)
        if self.tool is not None:
            self.tool.paint(p)
        for extra in self.extra_painters:  # panels' overlays (proposals, sample points), in widget pixels
            extra(p)

    def _scan_covers(self, rect) -> bool:
        """Whether the opaque scan hides every pixel of ``rect`` (so the paper need not be painted)."""
        st = self.state
        if not self._scan_shown() or st.layer("scan").opacity < 1.0 or st.scan is None:
            return False
        tl, br = self.to_world(QPointF(rect.topLeft())), self.to_world(QPointF(rect.bottomRight()))
        size = st.scan.size
        return min(tl[0], br[0]) >= 0 and min(tl[1], br[1]) >= 0 and max(tl[0], br[0]) <= size.width() and max(
            tl[1], br[1]
        ) <= size.height()

    def _paint_shapes(self, p: QPainter, mp: LayerPainter, bounds) -> None:
        """Levels, terrain by Type, lines and crests (only the shapes reaching ``bounds``)."""
        st = self.state
        doc = st.doc

        def near(layer: str, i: int) -> bool:
            b = self._bounds.get((layer, i))
            return bounds is None or (b is not None and _overlaps(b, bounds))

        levels = [s for i, s in enumerate(doc.shapes.levels) if near("levels", i)]
        lines = [s for i, s in enumerate(doc.shapes.lines) if near("lines", i)]
        terrain = [(i, s) for i, s in enumerate(doc.shapes.terrain) if near("terrain", i)]
        if bounds is not None:
            # A partial repaint strokes and fills only the pieces near the edit; the cut edges lie
            # outside the clip, so the picture is the same as a full repaint.
            box = (bounds[0] - CLIP_MARGIN, bounds[1] - CLIP_MARGIN, bounds[2] + CLIP_MARGIN, bounds[3] + CLIP_MARGIN)
            levels = clipped_areas(levels, box)
            lines = clipped_lines(lines, box)
            terrain = [(0, t) for t in clipped_areas([t for _i, t in terrain], box)]
        lv = st.layer("levels")
        try:
            if lv.visible:
                p.setOpacity(lv.opacity)
                if not self._scan_shown():
                    mp.paint_ground(p)
                mp.paint_levels(p, levels)
            for name, layer in st.layers.items():
                if name.startswith("terrain:") and layer.visible:
                    type_id = name.split(":", 1)[1]
                    subset = [s for _i, s in terrain if s.type == type_id]
                    if subset:
                        p.setOpacity(layer.opacity)
                        mp.paint_terrain(p, subset)
            ln = st.layer("lines")
            if ln.visible and lines:
                p.setOpacity(ln.opacity)
                mp.paint_lines(p, lines)
            if lv.visible and levels:
                p.setOpacity(lv.opacity)
                mp.paint_crests(p, levels)
        finally:
            p.setOpacity(1.0)

    def _paint_overlay(self, p: QPainter, mp: LayerPainter) -> None:
        st = self.state
        grid = st.layer("grid")
        if grid.visible:
            p.setOpacity(grid.opacity)
            mp.paint_grid(p)
            mp.paint_frame(p)
        markers = st.layer("markers")
        if markers.visible:
            p.setOpacity(markers.opacity)
            mp.paint_objectives(p)
            mp.paint_exits(p)
            mp.paint_artillery_boxes(p)
            self._paint_rivers(p, mp)
        if st.layer("derived").visible:
            p.setOpacity(1.0)
            mp.paint_overrides(p)
        p.setOpacity(1.0)

    def _hex_polygon(self, hex_id: str, shrink: float = 1.0) -> QPolygonF:
        grid = self.state.grid
        cx, cy = grid.center(hex_id)
        return QPolygonF([self.to_widget(cx + shrink * (x - cx), cy + shrink * (y - cy)) for x, y in grid.corners(hex_id)])

    def _paint_derived(self, p: QPainter, d, bounds) -> None:
        """Each hex's derived Type as a coloured band inside it, level and crest as text; hexes
        whose Type depends on the tracing tolerance get a dashed orange outline for review."""
        st = self.state
        grid = st.grid
        mp = self.map_painter()
        unit = mp.unit
        opacity = st.layer("derived").opacity
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(int(unit * 0.24), 6))
        p.setFont(font)
        ambiguous = set(d.ambiguous)
        bands: dict[str, QPainterPath] = {}
        outlines = QPainterPath()
        texts: list[tuple[QPointF, str]] = []
        level_text, crest_text = translate("MapEditor", "L{n}"), translate("MapEditor", " crest")
        for hex_id, info in d.effective.items():
            cx, cy = grid.center(hex_id)
            if bounds is not None and not _overlaps((cx - 1, cy - 1, cx + 1, cy + 1), bounds):
                continue
            corners = grid.corners(hex_id)
            outer = QPolygonF([mp.px(cx + 0.86 * (x - cx), cy + 0.86 * (y - cy)) for x, y in corners])
            inner = QPolygonF([mp.px(cx + 0.7 * (x - cx), cy + 0.7 * (y - cy)) for x, y in corners])
            path = bands.setdefault(TERRAIN_STYLES.get(info.terrain, ("#e8e3c9", None, None))[0], QPainterPath())
            path.addPolygon(outer)
            path.closeSubpath()
            path.addPolygon(inner)
            path.closeSubpath()
            if hex_id in ambiguous:
                outlines.addPolygon(QPolygonF([mp.px(cx + 0.95 * (x - cx), cy + 0.95 * (y - cy)) for x, y in corners]))
                outlines.closeSubpath()
            if info.level or info.crest:
                texts.append((mp.px(cx, cy + 0.42), level_text.format(n=info.level) + (crest_text if info.crest else "")))
        p.setOpacity(opacity)
        p.setPen(Qt.PenStyle.NoPen)
        for colour, path in bands.items():
            path.setFillRule(Qt.FillRule.OddEvenFill)
            p.fillPath(path, QColor(colour))
        p.setPen(QColor("#3b2a14"))
        for c, text in texts:
            p.drawText(QRectF(c.x() - unit, c.y() - unit * 0.2, 2 * unit, unit * 0.4), Qt.AlignmentFlag.AlignCenter, text)
        p.setOpacity(1.0)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(AMBIGUOUS_PEN, unit * 0.07, Qt.PenStyle.DashLine))
        p.drawPath(outlines)

    def _paint_rivers(self, p: QPainter, mp: MapPainter) -> None:
        doc = self.state.doc
        if not doc.river_edges:
            return
        min_x, min_y, max_x, max_y = self.state.grid_bounds()
        ends = {
            "top": ((min_x, min_y), (max_x, min_y)),
            "bottom": ((min_x, max_y), (max_x, max_y)),
            "left": ((min_x, min_y), (min_x, max_y)),
            "right": ((max_x, min_y), (max_x, max_y)),
        }
        p.setPen(QPen(RIVER_BLUE, mp.unit * 0.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        for edge in doc.river_edges:
            a, b = ends[edge]
            p.drawLine(mp.px(*a), mp.px(*b))

    def _paint_selection(self, p: QPainter) -> None:
        st = self.state
        if not st.selection:
            return
        wanted = set(st.selection)
        p.save()
        for ref, pts in iter_rings(st.doc.shapes):
            if (ref.layer, ref.index) not in wanted or len(pts) < 2:
                continue
            poly = QPolygonF([self.to_widget(x, y) for x, y in pts])
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(0, 0, 0, 160), 4))
            (p.drawPolygon if ref.closed else p.drawPolyline)(poly)
            p.setPen(QPen(SELECT_PEN, 2))
            (p.drawPolygon if ref.closed else p.drawPolyline)(poly)
            p.setPen(QPen(QColor("#202020"), 1))
            p.setBrush(HANDLE_FILL)
            shown = QRectF(self.rect()).adjusted(-4, -4, 4, 4)
            for pt in poly:
                if shown.contains(pt):
                    p.drawRect(QRectF(pt.x() - 3.5, pt.y() - 3.5, 7, 7))
        if st.selected_vertex is not None:
            c = self.to_widget(*st.selected_vertex)
            p.setBrush(SELECT_PEN)
            p.drawRect(QRectF(c.x() - 5, c.y() - 5, 10, 10))
        p.restore()

    # ------------------------------------------------------------------ input
    def event(self, ev: QEvent) -> bool:
        # Ctrl+Z while a shape is being drawn takes back the last vertex, not the last edit.
        if ev.type() == QEvent.Type.ShortcutOverride and self.tool is not None and isinstance(ev, QKeyEvent):
            if self.tool.wants_key(ev):
                ev.accept()
                return True
        return super().event(ev)

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.setFocus()
        pos = ev.position()
        if ev.button() == Qt.MouseButton.MiddleButton or (
            ev.button() == Qt.MouseButton.LeftButton and ev.modifiers() & Qt.KeyboardModifier.AltModifier
        ):
            self._pan_from = pos
            return
        if self.tool is not None and self.tool.press(pos, ev.button(), ev.modifiers()):
            self.update()
            return
        if ev.button() == Qt.MouseButton.LeftButton:
            self._pan_from = pos

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = ev.position()
        # While a button is held (a drag or a pan), frames use nearest-pixel scaling of the scan
        # and layer images; the release repaints with smooth filtering.
        self.fast = bool(ev.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.MiddleButton))
        if self._pan_from is not None:
            delta = pos - self._pan_from
            self._pan_from = pos
            self.set_view(self.zoom, self.offset + delta)
            return
        if self.tool is not None:
            self.tool.move(pos, ev.modifiers())
        gx, gy = self.to_grid(pos)
        self.hoverChanged.emit(self.state.grid.hex_at_point(gx, gy) or "")
        self.update()

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self.fast:
            self.fast = False
            if self._rough is not None:
                self._dirty = _union(self._dirty, self._rough)
                self._rough = None
            self.update()
        if self._pan_from is not None:
            self._pan_from = None
            return
        if self.tool is not None:
            self.tool.release(ev.position(), ev.button(), ev.modifiers())
        self.update()

    def mouseDoubleClickEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self.tool is not None and self.tool.double_click(ev.position(), ev.button(), ev.modifiers()):
            self.update()
            return
        super().mouseDoubleClickEvent(ev)

    def wheelEvent(self, ev: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        steps = ev.angleDelta().y() / 120.0
        if not steps:
            return
        factor = math.pow(1.2, steps)
        pos = ev.position()
        wx, wy = self.to_world(pos)
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        self.set_view(zoom, QPointF(pos.x() - wx * zoom, pos.y() - wy * zoom))

    def keyPressEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if self.tool is not None and self.tool.key(ev):
            self.update()
            return
        if ev.key() == Qt.Key.Key_S and not ev.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.state.snapping = not self.state.snapping
            self.state.message.emit(translate("MapEditor", "snapping on") if self.state.snapping else translate("MapEditor", "snapping off"))
            self.state.layersChanged.emit()
            return
        if ev.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            c = QPointF(self.width() / 2, self.height() / 2)
            wx, wy = self.to_world(c)
            z = self.zoom * 1.25
            self.set_view(z, QPointF(c.x() - wx * z, c.y() - wy * z))
            return
        if ev.key() == Qt.Key.Key_Minus:
            c = QPointF(self.width() / 2, self.height() / 2)
            wx, wy = self.to_world(c)
            z = self.zoom / 1.25
            self.set_view(z, QPointF(c.x() - wx * z, c.y() - wy * z))
            return
        super().keyPressEvent(ev)
