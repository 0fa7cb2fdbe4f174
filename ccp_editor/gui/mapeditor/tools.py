"""The map editor's tools: what a click, drag or key means in each mode.

Tools turn screen positions into grid-space points (snapped when snapping is on) and change the
document only through undoable commands: ``MapEditorState.push`` for node edits and the document
wrapper's insert/remove for whole shapes. While a shape is being drawn its points live in the tool
(Backspace or Ctrl+Z takes back the last click); finishing it is one undo step.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPainter, QPen, QPolygonF

from ...core import editing
from ...core.editing import EditError, RingRef, Snap, VertexRef
from ...model.mapdoc import LevelShape, LineShape, TerrainShape
from ..i18n import COUNT, translate
from .host import EditorHost

LINE_WIDTHS = {"road": 0.16, "trail": 0.12, "stream": 0.24, "bridge": 0.34}
DRAW_PEN = QColor("#e0218a")
DOUBLE_CLICK_PX = 3.0  # a double-click that finishes a shape: the second click this near the first...
DOUBLE_CLICK_S = 0.4  # ...and this soon after it
SNAP_PEN = QColor("#00a0ff")
SELECT_BAND = QColor("#ffb000")
CALIBRATION_PEN = QColor("#d01010")
RESIDUAL_EXAGGERATION = 10.0  # residual vectors are drawn ten times longer than they are
LOS_COLOURS = {"clear": QColor("#1f9d3a"), "hindered": QColor("#e0a000"), "blocked": QColor("#d01010")}
CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")
HEX_AREA = 1.5 * math.sqrt(3.0)  # one hex in grid units (centre to corner = 1)
HEX_PITCH = math.sqrt(3.0)  # centre to centre of two neighbouring hexes


def place_name(place: str) -> str:
    """A map edge or corner id ('top', 'bottom-left', ...) in words."""
    names = {
        "top": translate("MapEditor", "top"),
        "bottom": translate("MapEditor", "bottom"),
        "left": translate("MapEditor", "left"),
        "right": translate("MapEditor", "right"),
        "top-left": translate("MapEditor", "top-left"),
        "top-right": translate("MapEditor", "top-right"),
        "bottom-left": translate("MapEditor", "bottom-left"),
        "bottom-right": translate("MapEditor", "bottom-right"),
    }
    return names.get(place, place)


def los_result_name(result: str) -> str:
    names = {"clear": translate("MapEditor", "clear"), "hindered": translate("MapEditor", "hindered"), "blocked": translate("MapEditor", "blocked")}
    return names.get(result, result)


class Tool:
    """Base tool: no-op handlers and the helpers every tool needs."""

    name = "tool"
    title = "Tool"
    tip = ""  # what the tool does (tool tip and options page)

    def __init__(self, editor: EditorHost) -> None:
        self.editor = editor
        self.canvas = editor.canvas
        self.state = editor.state
        self.hover: QPointF | None = None

    # ------------------------------------------------------------------ helpers
    def message(self, text: str) -> None:
        self.state.message.emit(text)

    def accept_ring(self, ref: RingRef) -> bool:
        return self.state.editable(ref.layer, ref.index)

    def snapped(self, pos: QPointF, skip: tuple[RingRef, ...] = (), edges: bool = True) -> tuple[tuple[float, float], Snap | None]:
        """Grid point under ``pos``, moved onto a nearby vertex or edge when snapping is on."""
        x, y = self.canvas.to_grid(pos)
        if not self.state.snapping:
            return (x, y), None
        s = editing.snap(self.state.doc.shapes, x, y, self.canvas.tolerance(), skip=skip, edges=edges, accept=self.accept_ring)
        return (s.point if s else (x, y)), s

    def announce(self, what: str, shape) -> None:
        """'Added Jungle (3.2 hexes)': what a finished shape added, its size in hexes."""
        geom = editing.shape_geometry(shape)
        if geom is None:
            self.message(translate("MapEditor", "Added {what}").format(what=what))
        elif getattr(shape, "points", None) is not None:
            n = f"{geom.length / HEX_PITCH:.1f}"
            self.message(translate("MapEditor", "Added {what} ({n} hexes long)").format(what=what, n=n))
        elif geom.area / HEX_AREA < 0.1:  # a hut: a share of one hex, not "0.0 hexes"
            share = max(1, round(100 * geom.area / HEX_AREA))
            self.message(translate("MapEditor", "Added {what} ({n}% of a hex)").format(what=what, n=share))
        else:
            n = f"{geom.area / HEX_AREA:.1f}"
            self.message(translate("MapEditor", "Added {what} ({n} hexes)").format(what=what, n=n))

    def hex_at(self, pos: QPointF) -> str | None:
        return self.state.grid.hex_at_point(*self.canvas.to_grid(pos))

    # ------------------------------------------------------------------ events (override)
    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        pass

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        return False

    def move(self, pos: QPointF, mods: Qt.KeyboardModifier) -> None:
        self.hover = QPointF(pos)

    def release(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> None:
        pass

    def double_click(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        return False

    def key(self, ev: QKeyEvent) -> bool:
        return False

    def wants_key(self, ev: QKeyEvent) -> bool:
        return False

    def paint(self, p: QPainter) -> None:
        pass

    def paint_snap(self, p: QPainter) -> None:
        if self.hover is None or not self.state.snapping:
            return
        _pt, s = self.snapped(self.hover)
        if s is None:
            return
        c = self.canvas.to_widget(*s.point)
        p.setPen(QPen(SNAP_PEN, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if s.kind == "vertex":
            p.drawEllipse(c, 7, 7)
        else:
            p.drawPolygon(QPolygonF([c + QPointF(0, -7), c + QPointF(7, 0), c + QPointF(0, 7), c + QPointF(-7, 0)]))


# ----------------------------------------------------------------------------- select and vertex editing


class SelectTool(Tool):
    """Select shapes (Ctrl+click adds, a drag from empty ground or a Shift+drag selects what the
    rectangle holds); drag a vertex (every shape sharing it follows); double-click an edge to insert
    a vertex; Delete or right-click removes a vertex, Delete removes selected shapes."""

    name = "select"
    title = translate("MapEditor", "Select / edit vertices")
    tip = translate("MapEditor", "Select shapes (Ctrl+click adds; drag from empty ground or Shift+drag for a selection rectangle); drag a vertex (every shape sharing it follows); double-click an edge to insert a vertex; Delete or right-click removes a vertex, Delete removes selected shapes.")
    band_min_px = 4.0  # a shorter drag is a click

    def __init__(self, editor: EditorHost) -> None:
        super().__init__(editor)
        self._drag: list[VertexRef] | None = None
        self._drag_key = 0
        self._moved = False
        self._band: tuple[QPointF, QPointF, bool] | None = None  # start, end, adding (Ctrl)

    def deactivate(self) -> None:
        self._band = None

    def shapes_in(self, a: QPointF, b: QPointF) -> list[tuple[str, int]]:
        """The editable shapes lying wholly inside the widget rectangle a-b (in document order)."""
        from shapely.geometry import Polygon

        x0, x1 = sorted((a.x(), b.x()))
        y0, y1 = sorted((a.y(), b.y()))
        band = Polygon([self.canvas.to_grid(QPointF(x, y)) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))])
        out = []
        for layer in editing.LAYERS:
            for i, shape in enumerate(editing.shape_list(self.state.doc.shapes, layer)):
                g = editing.shape_geometry(shape)
                if g is not None and self.state.editable(layer, i) and band.covers(g):
                    out.append((layer, i))
        return out

    def _vertex_at(self, pos: QPointF) -> Snap | None:
        x, y = self.canvas.to_grid(pos)
        return editing.snap(self.state.doc.shapes, x, y, self.canvas.tolerance(), edges=False, accept=self.accept_ring)

    def _shape_at(self, pos: QPointF) -> tuple[str, int] | None:
        from shapely.geometry import Point

        x, y = self.canvas.to_grid(pos)
        pt = Point(x, y)
        tol = self.canvas.tolerance()
        doc = self.state.doc
        for i in reversed(range(len(doc.shapes.lines))):
            g = editing.shape_geometry(doc.shapes.lines[i])
            if g is not None and self.state.editable("lines", i) and g.distance(pt) <= max(tol, doc.shapes.lines[i].width / 2):
                return ("lines", i)
        for layer in ("terrain", "levels"):
            shapes = editing.shape_list(doc.shapes, layer)  # type: ignore[arg-type]
            order = sorted(range(len(shapes)), key=lambda k: -getattr(shapes[k], "level", 0)) if layer == "levels" else reversed(range(len(shapes)))
            for i in order:
                g = editing.shape_geometry(shapes[i])
                if g is not None and self.state.editable(layer, i) and g.covers(pt):
                    return (layer, i)
        return None

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        if button == Qt.MouseButton.RightButton:
            v = self._vertex_at(pos)
            if v is not None:
                self.delete_vertex_at(v.point)
                return True
            return False
        if button != Qt.MouseButton.LeftButton:
            return False
        v = self._vertex_at(pos)
        if v is not None:
            refs = [r for r in editing.shared_vertices(self.state.doc.shapes, *v.point) if self.accept_ring(r.ring)]
            self._drag, self._drag_key, self._moved = refs, self.state.next_drag_key(), False
            owner = (v.ring.layer, v.ring.index)
            if owner not in self.state.selection:
                self.state.select([owner])
            self.state.selected_vertex = v.point
            self.canvas.fast = True
            return True
        hit = self._shape_at(pos)
        if hit is None or mods & Qt.KeyboardModifier.ShiftModifier:
            # empty ground (or Shift): a selection rectangle; a mere click there clears the selection
            self._band = (QPointF(pos), QPointF(pos), bool(mods & Qt.KeyboardModifier.ControlModifier))
            return True
        if mods & Qt.KeyboardModifier.ControlModifier:
            sel = list(self.state.selection)
            sel.remove(hit) if hit in sel else sel.append(hit)
            self.state.select(sel)
        else:
            self.state.select([hit])
        return True

    def move(self, pos: QPointF, mods: Qt.KeyboardModifier) -> None:
        super().move(pos, mods)
        if self._band is not None:
            self._band = (self._band[0], QPointF(pos), self._band[2])
            return
        if not self._drag:
            return
        rings = tuple({r.ring for r in self._drag})
        point, _s = self.snapped(pos, skip=rings)
        self.move_vertices(self._drag, point, self._drag_key)
        self._moved = True

    def move_vertices(self, refs: list[VertexRef], point: tuple[float, float], merge_key: int | None = None) -> None:
        """Move the given vertices (one shared corner) to ``point`` as one undo step."""
        new = editing.moved_rings(self.state.doc.shapes, refs, point)
        self.state.push([(ref.pointer, pts) for ref, pts in new.items()], translate("MapEditor", "Move vertex"), merge_key)
        self.state.selected_vertex = (float(point[0]), float(point[1]))

    def release(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> None:
        if self._band is not None:
            start, _end, adding = self._band
            self._band = None
            if max(abs(pos.x() - start.x()), abs(pos.y() - start.y())) < self.band_min_px:
                if not adding and self.state.selection:
                    self.state.select([])
                return
            found = self.shapes_in(start, pos)
            chosen = list(self.state.selection) + [s for s in found if s not in self.state.selection] if adding else found
            self.state.select(chosen)
            self.message(translate("MapEditor", "%n shape(s) selected", None, COUNT, len(chosen)) if chosen else translate("MapEditor", "no shape lies wholly inside the rectangle"))
            return
        if self._drag is not None:
            self._drag = None
            self.canvas.fast = False
            if self._moved:
                self.state.refresh_problems()

    def double_click(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        if button != Qt.MouseButton.LeftButton:
            return False
        x, y = self.canvas.to_grid(pos)
        s = editing.snap(self.state.doc.shapes, x, y, self.canvas.tolerance(), accept=self.accept_ring)
        if s is None or s.kind != "edge":
            return False
        self.insert_vertex(s.ring, s.vertex, s.point)
        return True

    def insert_vertex(self, ring: RingRef, edge: int, point: tuple[float, float]) -> None:
        """A new vertex on an edge, in every ring that has the same edge (shared borders stay shared)."""
        shapes = self.state.doc.shapes
        pts = editing.open_ring(editing.ring_points(shapes, ring)) if ring.closed else editing.ring_points(shapes, ring)
        a, b = pts[edge], pts[(edge + 1) % len(pts)]
        targets = [(r, k) for r, k in editing.vertices_on_edge(shapes, a, b) if self.accept_ring(r)] or [(ring, edge)]
        changes = []
        for r, k in targets:
            changes.append((r.pointer, editing.insert_vertex(editing.ring_points(shapes, r), k, point, r.closed)))
        self.state.push(changes, translate("MapEditor", "Insert vertex"))
        self.state.selected_vertex = (float(point[0]), float(point[1]))
        self.state.refresh_problems()

    def delete_vertex_at(self, point: tuple[float, float]) -> None:
        shapes = self.state.doc.shapes
        refs = [r for r in editing.shared_vertices(shapes, *point) if self.accept_ring(r.ring)]
        changes = []
        try:
            for r in refs:
                changes.append((r.ring.pointer, editing.delete_vertex(editing.ring_points(shapes, r.ring), r.vertex, r.ring.closed)))
        except EditError as exc:
            self.message(str(exc))
            return
        self.state.push(changes, translate("MapEditor", "Delete vertex"))
        self.state.selected_vertex = None
        self.state.refresh_problems()

    def key(self, ev: QKeyEvent) -> bool:
        if ev.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if self.state.selected_vertex is not None:
                self.delete_vertex_at(self.state.selected_vertex)
                return True
            if self.state.selection:
                self.editor.delete_selected()
                return True
        return False

    def paint(self, p: QPainter) -> None:
        if self._band is not None:
            a, b, _adding = self._band
            fill = QColor(SELECT_BAND)
            fill.setAlpha(40)
            p.setPen(QPen(SELECT_BAND, 1, Qt.PenStyle.DashLine))
            p.setBrush(fill)
            p.drawRect(QRectF(a, b).normalized())
            return
        self.paint_snap(p)


# ----------------------------------------------------------------------------- drawing tools


class DrawTool(Tool):
    """Click points; a click on a vertex of the same ring as the previous click traces along that
    ring; Backspace or Ctrl+Z takes back the last click; Enter, double-click or right-click finishes."""

    closed = True
    minimum = 3

    def __init__(self, editor: EditorHost) -> None:
        super().__init__(editor)
        self.points: list[tuple[float, float]] = []
        self.runs: list[int] = []
        self.last_snap: Snap | None = None
        self._snaps: list[Snap | None] = []

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        self.points, self.runs, self._snaps, self.last_snap = [], [], [], None

    def add_point(self, pos: QPointF) -> None:
        point, s = self.snapped(pos)
        added: list[tuple[float, float]] = []
        prev = self._snaps[-1] if self._snaps else None
        if (
            self.state.trace_along
            and s is not None
            and prev is not None
            and s.kind == "vertex"
            and prev.kind == "vertex"
            and s.ring == prev.ring
        ):
            ring_pts = editing.ring_points(self.state.doc.shapes, s.ring)
            added = [(p[0], p[1]) for p in editing.trace_between(ring_pts, prev.vertex, s.vertex, s.ring.closed)]
        if self.points and math.dist(self.points[-1], point) < 1e-9:
            return
        added.append((float(point[0]), float(point[1])))
        self.points.extend(added)
        self.runs.append(len(added))
        self._snaps.append(s)

    def undo_point(self) -> bool:
        if not self.runs:
            return False
        n = self.runs.pop()
        del self.points[-n:]
        self._snaps.pop()
        return True

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        if button == Qt.MouseButton.LeftButton:
            if self._closes(pos):  # a click back on the first vertex closes the area
                self.finish()
                return True
            self.add_point(pos)
            self._last_click = (QPointF(pos), time.monotonic())
            return True
        if button == Qt.MouseButton.RightButton and self.points:
            self.finish()
            return True
        return False

    def _closes(self, pos: QPointF) -> bool:
        if not self.closed or len(self.points) < self.minimum:
            return False
        first = self.canvas.to_widget(*self.points[0])
        return math.dist((first.x(), first.y()), (pos.x(), pos.y())) <= self.canvas.snap_px

    def double_click(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        """Qt calls two clicks within its interval and a few pixels a double-click; tracing a tight
        curve makes such clicks on purpose. Only a second click on the same spot, quickly, finishes;
        any other is one more point."""
        if button != Qt.MouseButton.LeftButton or not self.points:
            return False
        last = getattr(self, "_last_click", None)
        near = last is not None and math.dist((last[0].x(), last[0].y()), (pos.x(), pos.y())) <= DOUBLE_CLICK_PX
        soon = last is not None and time.monotonic() - last[1] <= DOUBLE_CLICK_S
        if near and soon:
            self.finish()
        else:
            self.press(pos, button, mods)
        return True

    def wants_key(self, ev: QKeyEvent) -> bool:
        return bool(self.points) and (ev.matches(QKeySequence.StandardKey.Undo) or ev.key() == Qt.Key.Key_Escape)

    def key(self, ev: QKeyEvent) -> bool:
        if ev.key() == Qt.Key.Key_Backspace or ev.matches(QKeySequence.StandardKey.Undo):
            return self.undo_point()
        if ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
            return True
        if ev.key() == Qt.Key.Key_Escape and self.points:
            self.cancel()
            return True
        return False

    def finish(self) -> None:
        pts = [list(p) for p in self.points]
        if len({tuple(p) for p in pts}) < self.minimum:
            what = translate("MapEditor", "an area needs at least 3 points") if self.closed else translate("MapEditor", "a line needs at least 2 points")
            self.message(what)
            return
        self.commit(pts)
        self.cancel()
        self.state.refresh_problems()

    def commit(self, pts: list[list[float]]) -> None:
        raise NotImplementedError

    def paint(self, p: QPainter) -> None:
        pts = [self.canvas.to_widget(*q) for q in self.points]
        if self.hover is not None and pts:
            snapped, _s = self.snapped(self.hover)
            pts.append(self.canvas.to_widget(*snapped))
        if pts:
            p.setPen(QPen(QColor(255, 255, 255, 200), 4))
            p.drawPolyline(QPolygonF(pts))
            p.setPen(QPen(DRAW_PEN, 2, Qt.PenStyle.DashLine if self.closed else Qt.PenStyle.SolidLine))
            p.drawPolyline(QPolygonF(pts))
            if self.closed and len(pts) > 2:
                p.setPen(QPen(DRAW_PEN, 1, Qt.PenStyle.DotLine))
                p.drawLine(pts[-1], pts[0])
            p.setPen(QPen(QColor("#202020"), 1))
            p.setBrush(DRAW_PEN)
            for c in pts[: len(self.points)]:
                p.drawEllipse(c, 3.5, 3.5)
        self.paint_snap(p)


class AreaTool(DrawTool):
    """Trace an area of one terrain Type."""

    name = "area"
    title = translate("MapEditor", "Terrain area")
    tip = translate("MapEditor", "Trace an area of one terrain Type.")
    terrain_type = "jungle"

    def commit(self, pts: list[list[float]]) -> None:
        shapes = self.state.doc.shapes
        shape = TerrainShape(id=editing.next_shape_id(shapes, self.terrain_type.replace("_", "-")), type=self.terrain_type, polygon=pts)
        self.editor.model.insert_items("/shapes/terrain", len(shapes.terrain), [shape], translate("MapEditor", "Trace {what}").format(what=self.state.terrain_name(self.terrain_type)))
        self.state.select([("terrain", len(shapes.terrain) - 1)])
        self.announce(self.state.terrain_name(self.terrain_type), shape)


class LevelTool(DrawTool):
    """Trace a hill level region (draw level 2 inside level 1, and so on)."""

    name = "level"
    title = translate("MapEditor", "Hill level")
    tip = translate("MapEditor", "Trace a hill level region (draw level 2 inside level 1, and so on).")
    level = 1

    def commit(self, pts: list[list[float]]) -> None:
        shapes = self.state.doc.shapes
        shape = LevelShape(id=editing.next_shape_id(shapes, f"level{self.level}"), level=self.level, polygon=pts)
        self.editor.model.insert_items("/shapes/levels", len(shapes.levels), [shape], translate("MapEditor", "Trace level {n}").format(n=self.level))
        self.state.select([("levels", len(shapes.levels) - 1)])
        self.announce(translate("MapEditor", "hill level {n}").format(n=self.level), shape)


class LineTool(DrawTool):
    """Trace a road, trail or stream centre line."""

    name = "line"
    title = translate("MapEditor", "Road / trail / stream")
    tip = translate("MapEditor", "Trace a road, trail or stream centre line.")
    closed = False
    minimum = 2
    line_type = "road"
    width: float | None = None  # the drawn width chosen in the tool's options (None: the Type's usual)

    follow_scan = False  # follow the printed line on the scan between the clicked points

    def commit(self, pts: list[list[float]]) -> None:
        if self.follow_scan and self.line_type != "bridge":
            pts = self._followed(pts)
        shapes = self.state.doc.shapes
        width = self.width if self.width is not None and self.line_type != "bridge" else LINE_WIDTHS[self.line_type]
        shape = LineShape(id=editing.next_shape_id(shapes, self.line_type), type=self.line_type, points=pts, width=width)  # type: ignore[arg-type]
        self.editor.model.insert_items("/shapes/lines", len(shapes.lines), [shape], translate("MapEditor", "Trace {what}").format(what=self.state.terrain_name(self.line_type)))
        self.state.select([("lines", len(shapes.lines) - 1)])
        self.announce(self.state.terrain_name(self.line_type), shape)


    def _followed(self, pts: list[list[float]]) -> list[list[float]]:
        """The clicked ends and bends joined along the printed line (the clicks as they are when the
        scan cannot be read there)."""
        from ...core.linefollow import FollowError, follow
        from ..render import RenderError
        from .scanpixels import scan_pixels

        try:
            image, cal = scan_pixels(self.state, self.editor.model.path)
            return follow(image, cal, [(p[0], p[1]) for p in pts])
        except (FollowError, RenderError) as exc:
            self.message(translate("MapEditor", "Traced as clicked: {why}").format(why=exc))
            return pts


class BridgeTool(LineTool):
    """A bridge: its centre line from bank to bank."""

    name = "bridge"
    title = translate("MapEditor", "Bridge")
    tip = translate("MapEditor", "A bridge: its centre line from bank to bank.")
    line_type = "bridge"


class BuildingTool(DrawTool):
    """A building as a rectangle: two clicks along one wall, a third for its depth."""

    name = "building"
    title = translate("MapEditor", "Building")
    tip = translate("MapEditor", "A building as a rectangle: two clicks along one wall, a third for its depth.")
    structure_type = "building"

    def add_point(self, pos: QPointF) -> None:
        super().add_point(pos)
        if len(self.points) >= 3:
            self.finish()

    def rectangle(self, a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> list[list[float]]:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy)
        if length == 0:
            return []
        nx, ny = -dy / length, dx / length
        depth = (c[0] - b[0]) * nx + (c[1] - b[1]) * ny
        return [[a[0], a[1]], [b[0], b[1]], [b[0] + nx * depth, b[1] + ny * depth], [a[0] + nx * depth, a[1] + ny * depth]]

    def finish(self) -> None:
        if len(self.points) < 3:
            self.message(translate("MapEditor", "a building needs two clicks along a wall and one for its depth"))
            return
        rect = self.rectangle(*self.points[:3])
        if len(rect) < 4 or abs(_signed_area(rect)) < 1e-6:
            self.message(translate("MapEditor", "the building has no area"))
            self.cancel()
            return
        shapes = self.state.doc.shapes
        shape = TerrainShape(id=editing.next_shape_id(shapes, self.structure_type), type=self.structure_type, polygon=[[round(v, 6) for v in q] for q in rect])
        self.editor.model.insert_items("/shapes/terrain", len(shapes.terrain), [shape], translate("MapEditor", "Draw {what}").format(what=self.state.terrain_name(self.structure_type)))
        self.state.select([("terrain", len(shapes.terrain) - 1)])
        self.announce(self.state.terrain_name(self.structure_type), shape)
        self.cancel()
        self.state.refresh_problems()

    def paint(self, p: QPainter) -> None:
        if len(self.points) == 2 and self.hover is not None:
            c, _s = self.snapped(self.hover)
            rect = self.rectangle(self.points[0], self.points[1], c)
            if rect:
                p.setPen(QPen(DRAW_PEN, 2, Qt.PenStyle.DashLine))
                p.drawPolygon(QPolygonF([self.canvas.to_widget(*q) for q in rect]))
        super().paint(p)


def _signed_area(pts: list[list[float]]) -> float:
    return 0.5 * sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:] + pts[:1], strict=True))


class SplitTool(DrawTool):
    """Draw a cut line across the selected area; Enter splits it into parts."""

    name = "split"
    title = translate("MapEditor", "Split area")
    tip = translate("MapEditor", "Draw a cut line across the selected area; Enter splits it into parts.")
    closed = False
    minimum = 2

    def commit(self, pts: list[list[float]]) -> None:
        self.editor.split_selected(pts)


# ----------------------------------------------------------------------------- calibration
