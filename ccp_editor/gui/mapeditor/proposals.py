"""Terrain proposed from the scan, in the map editor (DESIGN §7; ``core.propose`` does the work).

The player shows what each terrain looks like, by the areas already traced or by clicking sample
points with the Sample tool, asks for a proposal of the whole map or of the part in view, and sees
the proposed areas hatched over the scan. Each can be looked at, unticked or rejected; accepting
adds the ticked ones to the map as ONE undo step, after which they are ordinary shapes the normal
tools adjust. Work on a large scan shows progress and can be cancelled.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shapely.geometry import Polygon

from ...core.propose import Proposal, ProposalCancelled, ProposalError, Sample, propose, samples_from_map
from ...core.terrain import HEX_AREA, STRUCTURE_TYPES
from ...model.mapdoc import LevelShape, TerrainShape
from ..i18n import COUNT, translate
from .state import MapEditorState
from .tools import Tool

OPEN = "open_ground"
SAMPLE_COLOURS = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
PROPOSAL_PEN = QColor(230, 20, 140)


@dataclass
class SamplePoint:
    x: float
    y: float
    kind: str  # a terrain id, or "level:N"


class SampleTool(Tool):
    """Click a point of the scan that shows the terrain chosen in the Propose panel (right-click
    removes the nearest sample point)."""

    name = "sample"
    title = translate("MapEditor", "Sample point")
    tip = translate("MapEditor", "Click points of the scan that show the terrain chosen in the Propose panel; right-click removes one")

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        panel: ProposalPanel | None = getattr(self.editor, "proposals", None)
        if panel is None:
            return False
        x, y = self.canvas.to_grid(pos)
        if button == Qt.MouseButton.RightButton:
            panel.remove_point_near(x, y, self.canvas.tolerance() * 3)
        else:
            panel.add_point(x, y)
        self.canvas.update()
        return True


class ProposeRectTool(Tool):
    """Drag a rectangle over the scan: the proposal is made for that rectangle only (the samples
    still come from the whole map), and replaces the one in the Propose panel."""

    name = "propose_rect"
    title = translate("MapEditor", "Propose in a rectangle")
    tip = translate("MapEditor", "Drag a rectangle over the scan: terrain is proposed inside it only")
    min_px = 6.0  # a shorter drag is a click, not a rectangle

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self._band: tuple[QPointF, QPointF] | None = None

    def deactivate(self) -> None:
        self._band = None

    def press(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> bool:
        if button != Qt.MouseButton.LeftButton:
            return False
        self._band = (QPointF(pos), QPointF(pos))
        return True

    def move(self, pos: QPointF, mods: Qt.KeyboardModifier) -> None:
        super().move(pos, mods)
        if self._band is not None:
            self._band = (self._band[0], QPointF(pos))
            self.canvas.update()

    def release(self, pos: QPointF, button: Qt.MouseButton, mods: Qt.KeyboardModifier) -> None:
        if self._band is None:
            return
        start = self._band[0]
        self._band = None
        self.canvas.update()
        if max(abs(pos.x() - start.x()), abs(pos.y() - start.y())) < self.min_px:
            self.message(translate("MapEditor", "Drag a rectangle over the part of the scan to propose"))
            return
        panel: ProposalPanel | None = getattr(self.editor, "proposals", None)
        if panel is not None:
            panel.run(self.grid_rect(start, pos))

    def grid_rect(self, a: QPointF, b: QPointF) -> tuple[float, float, float, float]:
        """The grid-space rectangle round the widget rectangle a-b (the view may be turned)."""
        corners = [self.canvas.to_grid(QPointF(x, y)) for x in (a.x(), b.x()) for y in (a.y(), b.y())]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        return (min(xs), min(ys), max(xs), max(ys))

    def paint(self, p: QPainter) -> None:
        if self._band is None:
            return
        a, b = self._band
        p.save()
        p.setPen(QPen(PROPOSAL_PEN, 1.5, Qt.PenStyle.DashLine))
        p.setBrush(QBrush(QColor(PROPOSAL_PEN.red(), PROPOSAL_PEN.green(), PROPOSAL_PEN.blue(), 40)))
        p.drawRect(QRectF(a, b).normalized())
        p.restore()


class ProposalPanel(QWidget):
    """The Propose side panel: samples, the proposal list and its accept / reject buttons."""

    def __init__(self, editor) -> None:
        super().__init__()
        self.editor = editor
        self.state: MapEditorState = editor.state
        self.points: list[SamplePoint] = []
        self.proposal = Proposal()
        self.highlight: int | None = None
        v = QVBoxLayout(self)
        intro = QLabel(translate(
            "MapEditor",
            "The traced areas show what each terrain looks like: one small area of each Type (and of the bare "
            "ground of each hill level, and of open ground) is enough. You can also click sample points.",
        ))
        intro.setWordWrap(True)
        v.addWidget(intro)
        form = QFormLayout()
        self.kind = QComboBox()
        self.kind.setObjectName("sampleKind")
        for ident, name in self._kinds():
            self.kind.addItem(name, ident)
        form.addRow(translate("MapEditor", "Sample of:"), self.kind)
        v.addLayout(form)
        row = QHBoxLayout()
        self.btn_points = QPushButton(translate("MapEditor", "Click sample points"))
        self.btn_points.clicked.connect(lambda: self.editor.set_tool("sample"))
        self.btn_clear_points = QPushButton(translate("MapEditor", "Clear points"))
        self.btn_clear_points.clicked.connect(self.clear_points)
        row.addWidget(self.btn_points)
        row.addWidget(self.btn_clear_points)
        v.addLayout(row)
        self.samples_label = QLabel()
        self.samples_label.setWordWrap(True)
        v.addWidget(self.samples_label)
        row = QHBoxLayout()
        self.btn_map = QPushButton(translate("MapEditor", "Propose whole map"))
        self.btn_map.setObjectName("proposeMap")
        self.btn_map.clicked.connect(lambda: self.run(None))
        self.btn_view = QPushButton(translate("MapEditor", "Propose in view"))
        self.btn_view.setToolTip(translate("MapEditor", "Propose only the part of the map the canvas shows (zoom to a rectangle first)"))
        self.btn_view.clicked.connect(lambda: self.run(self.visible_rect()))
        self.btn_rect = QPushButton(translate("MapEditor", "Propose in a rectangle"))
        self.btn_rect.setObjectName("proposeRect")
        self.btn_rect.setToolTip(translate("MapEditor", "Then drag a rectangle over the scan: terrain is proposed inside it only"))
        self.btn_rect.clicked.connect(lambda: self.editor.set_tool("propose_rect"))
        row.addWidget(self.btn_map)
        row.addWidget(self.btn_view)
        v.addLayout(row)
        v.addWidget(self.btn_rect)
        self.list = QListWidget()
        self.list.setObjectName("proposalList")
        self.list.currentRowChanged.connect(self._current)
        v.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.btn_accept_all = QPushButton(translate("MapEditor", "Accept all"))
        self.btn_accept_all.setObjectName("acceptAll")
        self.btn_accept_all.clicked.connect(lambda: self.accept(all_items=True))
        self.btn_accept = QPushButton(translate("MapEditor", "Accept ticked"))
        self.btn_accept.setObjectName("acceptTicked")
        self.btn_accept.clicked.connect(lambda: self.accept(all_items=False))
        self.btn_reject = QPushButton(translate("MapEditor", "Reject"))
        self.btn_reject.setObjectName("rejectProposal")
        self.btn_reject.setToolTip(translate("MapEditor", "Drop the highlighted proposal"))
        self.btn_reject.clicked.connect(self.reject_current)
        for b in (self.btn_accept_all, self.btn_accept, self.btn_reject):
            row.addWidget(b)
        v.addLayout(row)
        self.editor.canvas.extra_painters += [self.paint_proposals, self.paint_points]
        self.state.shapesChanged.connect(self.refresh_samples)
        self.refresh()

    # ------------------------------------------------------------------ samples
    def _kinds(self) -> list[tuple[str, str]]:
        names = {t.id: t.name for t in self.state.ruleset.terrain}
        kinds = [(OPEN, names.get(OPEN, translate("MapEditor", "Open ground")))]
        for t in self.state.ruleset.terrain:
            if t.kind == "type" and t.rank is not None and t.id not in (OPEN, *STRUCTURE_TYPES, "stream", "bridge"):
                kinds.append((t.id, t.name))
        kinds += [(f"level:{n}", translate("MapEditor", "Hill level {n}").format(n=n)) for n in range(1, 5)]
        return kinds

    def add_point(self, x: float, y: float) -> None:
        self.points.append(SamplePoint(x, y, str(self.kind.currentData())))
        self.refresh_samples()

    def remove_point_near(self, x: float, y: float, radius: float) -> None:
        near = [(abs(p.x - x) + abs(p.y - y), i) for i, p in enumerate(self.points)]
        if near:
            d, i = min(near)
            if d <= radius:
                del self.points[i]
        self.refresh_samples()

    def clear_points(self) -> None:
        self.points.clear()
        self.refresh_samples()
        self.editor.canvas.update()

    def samples(self) -> list[Sample]:
        out = samples_from_map(self.state.doc)
        for p in self.points:
            if p.kind.startswith("level:"):
                out.append(Sample.point(p.x, p.y, None, int(p.kind.split(":")[1])))
            else:
                out.append(Sample.point(p.x, p.y, None if p.kind == OPEN else p.kind))
        return out

    def refresh_samples(self) -> None:
        traced = len(samples_from_map(self.state.doc))
        clicked = len(self.points)
        self.samples_label.setText(
            translate("MapEditor", "Samples: {areas}, {points}.").format(
                areas=translate("MapEditor", "%n traced area(s)", None, COUNT, traced),
                points=translate("MapEditor", "%n clicked point(s)", None, COUNT, clicked))
        )

    # ------------------------------------------------------------------ proposing
    def visible_rect(self) -> tuple[float, float, float, float]:
        c = self.editor.canvas
        corners = [c.to_grid(QPointF(x, y)) for x in (0, c.width()) for y in (0, c.height())]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        return (min(xs), min(ys), max(xs), max(ys))

    def run(self, region: tuple[float, float, float, float] | None) -> bool:
        """Make a proposal (whole map, or ``region`` in grid space); False when it was not made."""
        from ..render import RenderError, load_scan
        from ..scanarray import rgb_array

        st = self.state
        if st.calibration is None:
            self.editor.show_message(translate("MapEditor", "Calibrate the scan first: a proposal reads the scan through the calibration"))
            return False
        samples = self.samples()
        if not samples:
            self.editor.show_message(translate("MapEditor", "Trace one small area of each terrain, or click sample points, first"))
            return False
        dialog = QProgressDialog(translate("MapEditor", "Reading the scan..."), translate("MapEditor", "Cancel"), 0, 100, self)
        dialog.setWindowTitle(translate("MapEditor", "Propose terrain"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.setValue(0)

        def progress(share: float, _what: str) -> bool:
            dialog.setValue(int(share * 100))
            QApplication.processEvents()
            return not dialog.wasCanceled()

        try:
            image, transform = load_scan(st.doc, self.editor.model.path)
            from ...core.calibration import Calibration

            cal = Calibration(transform, transform.inverse(), (), 0.0)
            proposal = propose(rgb_array(image), st.doc, samples, calibration=cal, region=region, progress=progress)
        except ProposalCancelled:
            self.editor.show_message(translate("MapEditor", "Proposal cancelled"))
            return False
        except (ProposalError, RenderError) as exc:
            self.editor.show_message(str(exc))
            return False
        finally:
            dialog.reset()
            dialog.deleteLater()
        self.proposal = proposal
        self.refresh()
        n = len(proposal.terrain) + len(proposal.levels)
        said = (translate("MapEditor", "%n area(s) proposed: untick or reject what is wrong, then accept", None, COUNT, n)
                if n else translate("MapEditor", "Nothing to propose: the samples match what is traced"))
        self.editor.show_message("; ".join([said, *(translate("Proposals", note) for note in proposal.notes)]))
        return True

    # ------------------------------------------------------------------ list
    def _items(self) -> list[TerrainShape | LevelShape]:
        return [*self.proposal.terrain, *self.proposal.levels]

    def _describe(self, shape: TerrainShape | LevelShape) -> str:
        hexes = Polygon(shape.polygon, shape.holes).area / HEX_AREA
        size = translate("MapEditor", "about {n} hexes").format(n=f"{hexes:.1f}") if hexes >= 0.95 else translate(
            "MapEditor", "under one hex")
        if isinstance(shape, LevelShape):
            return translate("MapEditor", "Hill level {n}, {size}").format(n=shape.level, size=size)
        return translate("MapEditor", "{terrain}, {size}").format(terrain=self.state.terrain_name(shape.type), size=size)

    def refresh(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for shape in self._items():
            item = QListWidgetItem(self._describe(shape))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        has = self.list.count() > 0
        for b in (self.btn_accept_all, self.btn_accept, self.btn_reject):
            b.setEnabled(has)
        self.highlight = None
        self.refresh_samples()
        self.editor.canvas.update()

    def _current(self, row: int) -> None:
        self.highlight = row if row >= 0 else None
        self.editor.canvas.update()

    def reject_current(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            self.editor.show_message(translate("MapEditor", "Pick a proposal in the list first"))
            return
        nt = len(self.proposal.terrain)
        if row < nt:
            del self.proposal.terrain[row]
        else:
            del self.proposal.levels[row - nt]
        self.refresh()

    def accept(self, all_items: bool) -> int:
        """Add the proposals (all, or the ticked ones) to the map as one undo step."""
        items = self._items()
        chosen = [s for i, s in enumerate(items) if all_items or self.list.item(i).checkState() == Qt.CheckState.Checked]
        if not chosen:
            self.editor.show_message(translate("MapEditor", "No proposal ticked"))
            return 0
        doc = self.state.doc
        terrain = [s for s in chosen if isinstance(s, TerrainShape)]
        levels = [s for s in chosen if isinstance(s, LevelShape)]
        changes = []
        if terrain:
            changes.append(("/shapes/terrain", [*copy.deepcopy(doc.shapes.terrain), *terrain]))
        if levels:
            changes.append(("/shapes/levels", [*copy.deepcopy(doc.shapes.levels), *levels]))
        count = len(chosen)
        self.state.push(changes, translate("MapEditor", "Accept %n proposed area(s)", None, COUNT, count))
        self.proposal = Proposal()
        self.refresh()
        self.editor.show_message(translate("MapEditor", "Added %n proposed area(s); one Undo takes them back", None, COUNT, count))
        return len(chosen)

    # ------------------------------------------------------------------ painting
    def _path(self, shape: TerrainShape | LevelShape) -> QPainterPath:
        c = self.editor.canvas
        path = QPainterPath()
        for ring in (shape.polygon, *shape.holes):
            path.addPolygon(QPolygonF([c.to_widget(x, y) for x, y in ring]))
            path.closeSubpath()
        return path

    def paint_proposals(self, p: QPainter) -> None:
        items = self._items()
        if not items:
            return
        p.save()
        for i, shape in enumerate(items):
            ticked = self.list.item(i) is None or self.list.item(i).checkState() == Qt.CheckState.Checked
            strong = i == self.highlight
            colour = QColor(PROPOSAL_PEN)
            colour.setAlpha(255 if strong else (200 if ticked else 90))
            p.setPen(QPen(colour, 3 if strong else 1.5, Qt.PenStyle.SolidLine if ticked else Qt.PenStyle.DashLine))
            brush = QBrush(QColor(colour.red(), colour.green(), colour.blue(), 110 if strong else 60), Qt.BrushStyle.BDiagPattern)
            p.setBrush(brush)
            p.drawPath(self._path(shape))
        p.restore()

    def paint_points(self, p: QPainter) -> None:
        kinds = [k for k, _ in self._kinds()]
        p.save()
        for pt in self.points:
            colour = QColor(SAMPLE_COLOURS[kinds.index(pt.kind) % len(SAMPLE_COLOURS)] if pt.kind in kinds else "#000")
            c = self.editor.canvas.to_widget(pt.x, pt.y)
            p.setPen(QPen(QColor("white"), 3))
            p.drawEllipse(c, 6, 6)
            p.setPen(QPen(colour, 2))
            p.drawEllipse(c, 6, 6)
            p.drawLine(c + QPointF(-3, 0), c + QPointF(3, 0))
            p.drawLine(c + QPointF(0, -3), c + QPointF(0, 3))
        p.restore()
