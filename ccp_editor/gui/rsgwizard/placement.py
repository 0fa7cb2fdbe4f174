"""Placing pieces on the map during the random battle: units at setup, fortifications, Sighting markers.

The map is the board's own picture (``board.scene.MapItem`` over ``render.MapPainter``) with the
setup area tinted and the hexes open to the selected piece outlined. A click on a hex puts the
selected piece there and selects the next one still to place; a counter dragged to another hex
moves; a right click takes a unit back off the map (the players place it later). The list beside
the map holds one hex box per piece, so everything can also be done from the keyboard; the map and
the list are two views of the same answer.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsScene,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...play.rules import side_stats
from ...rsg.deciders import Decision
from ...rsg.steps import GenState
from ...rsg.stepwise import side_name
from ..board.counters import CounterLook, weapon_badge
from ..board.scene import ChitItem, CounterItem, HexShadeItem, MapItem, hex_center, hex_polygon, sighting_look
from ..board.style import FORT_BROWN, STACK_STEP, UNIT
from ..i18n import translate
from ..scenario.mapview import type_name
from .answer import HexListChoice, counter_label

Z_AREA, Z_OPEN, Z_FIXED, Z_PIECE, Z_DRAG = 1, 2, 5, 10, 100


def printed_look(state: GenState, counter_id: str, weapon: str | None, side: str, piece_id: str) -> CounterLook:
    """A counter as printed (front side), drawn like the board draws it; no playtest session needed."""
    c = state.data.counters.get(counter_id)
    nation = _nation(state, side)
    if c is None:
        return CounterLook(piece_id=piece_id, kind="squad", nation=nation, side=side)
    s = side_stats(c, False)
    badge = ""
    if weapon and (w := state.data.counters.get(weapon)) is not None:
        badge = weapon_badge(w)
    rng = "" if s.range is None else (f"{s.range_min}-{s.range}" if s.range_min else str(s.range))
    return CounterLook(
        piece_id=piece_id,
        kind=c.kind,
        nation=nation,
        side=side,
        has_back=c.back is not None,
        fp="" if s.fp is None else str(s.fp),
        fp_boxed=s.fp_boxed,
        range=rng,
        move="" if s.movement is None else str(s.movement),
        morale="" if s.morale is None else str(s.morale),
        command="" if s.command is None else str(s.command),
        weapon=badge,
        weapon_type=(c.weapon_type or "").lower(),
        ordnance=c.ordnance,
        smoke=c.smoke,
        figures=c.figures,
    )


def _nation(state: GenState, side: str) -> str:
    nation = state.sides[side].nation if side in state.sides else None
    return getattr(nation, "id", "") or ""


PIECE_ROW_MIME = "application/x-ccp-wizard-piece-row"


class PieceTable(QTableWidget):
    """The list of pieces beside the map; a row dragged onto the map places its piece."""

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)

    def mimeData(self, items: list[QTableWidgetItem]) -> QMimeData:  # noqa: N802 (Qt override)
        data = QMimeData()
        rows = sorted({i.row() for i in items})
        if rows:
            data.setData(PIECE_ROW_MIME, QByteArray(str(rows[0]).encode()))
        return data


class PlacementView(QGraphicsView):
    """The map with the pieces; reports clicks on hexes, drags of pieces and right clicks."""

    hexClicked = Signal(str)
    pieceMoved = Signal(int, str)  # row, hex
    pieceSelected = Signal(int)
    pieceRemoved = Signal(int)

    def __init__(self, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("placementMap")
        self.grid = state.plan.grid
        scene = QGraphicsScene(self)
        self.map_item = MapItem(state.plan.doc)
        scene.addItem(self.map_item)
        scene.setSceneRect(self.map_item.boundingRect())
        self.area = HexShadeItem(self.grid, Z_AREA)
        self.open = HexShadeItem(self.grid, Z_OPEN)
        scene.addItem(self.area)
        scene.addItem(self.open)
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setToolTip(translate("RsgChoices", "Mouse wheel: zoom in and out"))
        self.setMinimumSize(320, 220)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.pieces: dict[int, Any] = {}  # row -> scene item
        self.fixed: list[Any] = []  # what is already on the map and not part of this answer
        self._drag: int | None = None
        self._press: QPointF | None = None
        self.focus = self.sceneRect()

    def set_focus(self, hexes: list[str]) -> None:
        """Show these hexes (and a hex around them) as large as the view allows."""
        rect = None
        for h in hexes:
            if self.grid.contains(h):
                r = hex_polygon(self.grid, h).boundingRect()
                rect = r if rect is None else rect.united(r)
        if rect is None:
            self.focus = self.sceneRect()
        else:
            m = UNIT * 1.2
            self.focus = rect.adjusted(-m, -m, m, m).intersected(self.sceneRect())
        self.fit()

    def fit(self) -> None:
        self._scrollbars(False)
        self.fitInView(self.focus, Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_scale = self.transform().m11()

    def _scrollbars(self, shown: bool) -> None:
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if shown else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        """Zoom around the pointer, from the fitted view up to four times larger."""
        fitted = getattr(self, "_fit_scale", self.transform().m11())
        now = self.transform().m11()
        factor = 1.2 ** (event.angleDelta().y() / 120)
        target = min(max(now * factor, fitted), fitted * 4)
        if target != now:
            self._scrollbars(target > fitted * 1.001)
            self.scale(target / now, target / now)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if abs(self.transform().m11() - getattr(self, "_fit_scale", 0.0)) < 1e-9 or not hasattr(self, "_fit_scale"):
            self.fit()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().showEvent(event)
        self.fit()

    def hex_at(self, scene_pos: QPointF) -> str | None:
        return self.grid.hex_at_point(scene_pos.x() / UNIT, scene_pos.y() / UNIT)

    def view_point(self, hex_id: str):  # noqa: ANN201 (a QPoint)
        """Where a hex centre is in viewport pixels (for tests and tooltips)."""
        return self.mapFromScene(hex_center(self.grid, hex_id))

    def set_pieces(self, items: dict[int, tuple[Any, str | None]]) -> None:
        """Show each row's piece (an item made by the choice) at its hex; stacked pieces fan a little."""
        scene = self.scene()
        for item in self.pieces.values():
            scene.removeItem(item)
        self.pieces = {}
        stacks: dict[str, int] = {}
        for row, (item, hex_id) in items.items():
            if hex_id is None or not self.grid.contains(hex_id):
                continue
            n = stacks.get(hex_id, 0)
            stacks[hex_id] = n + 1
            c = hex_center(self.grid, hex_id)
            item.setPos(c.x() + n * STACK_STEP, c.y() - n * STACK_STEP)
            item.setZValue(Z_PIECE + n)
            item.setData(0, row)
            scene.addItem(item)
            self.pieces[row] = item

    def show_fixed(self, items: list[tuple[Any, str, str]]) -> None:
        """Pieces already on the map that this answer does not move (the other side's units, the
        fortifications): (item, hex, tooltip), drawn under the pieces being placed, a little aside."""
        scene = self.scene()
        stacks: dict[str, int] = {}
        for item, hex_id, tip in items:
            if not self.grid.contains(hex_id):
                continue
            n = stacks.get(hex_id, 0)
            stacks[hex_id] = n + 1
            c = hex_center(self.grid, hex_id)
            item.setPos(c.x() - (n + 2) * STACK_STEP, c.y() + (n + 2) * STACK_STEP)
            item.setZValue(Z_FIXED + n)
            item.setOpacity(0.85)
            item.setToolTip(tip)
            scene.addItem(item)
            self.fixed.append(item)

    def _row_at(self, scene_pos: QPointF) -> int | None:
        for item in self.scene().items(scene_pos):
            row = item.data(0)
            if isinstance(row, int) and self.pieces.get(row) is item:
                return row
        return None

    # a row of the piece list dropped on a hex (as the board takes a counter from its panel)
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        if event.mimeData().hasFormat(PIECE_ROW_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 (Qt override)
        if event.mimeData().hasFormat(PIECE_ROW_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        if not event.mimeData().hasFormat(PIECE_ROW_MIME):
            super().dropEvent(event)
            return
        row = int(bytes(event.mimeData().data(PIECE_ROW_MIME).data()).decode())
        hex_id = self.hex_at(self.mapToScene(event.position().toPoint()))
        if hex_id is not None:
            self.pieceMoved.emit(row, hex_id)
        event.acceptProposedAction()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = self.mapToScene(event.position().toPoint())
        row = self._row_at(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if row is not None:
                self.pieceRemoved.emit(row)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = pos
        if row is not None:
            self._drag = row
            self.pieceSelected.emit(row)
            self.pieces[row].setZValue(Z_DRAG)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = self.mapToScene(event.position().toPoint())
        if self._drag is not None and self._drag in self.pieces:
            self.pieces[self._drag].setPos(pos)
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        h = self.hex_at(pos)
        over_piece = self._row_at(pos) is not None
        self.viewport().setCursor(Qt.CursorShape.OpenHandCursor if over_piece else
                                  Qt.CursorShape.PointingHandCursor if h else Qt.CursorShape.ArrowCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = self.mapToScene(event.position().toPoint())
        h = self.hex_at(pos)
        row, self._drag = self._drag, None
        self.viewport().unsetCursor()
        if row is not None:
            start = self._press
            moved = start is not None and (pos - start).manhattanLength() > UNIT * 0.3
            if moved and h is not None:
                self.pieceMoved.emit(row, h)
            else:
                self.pieceSelected.emit(row)  # a click on a counter only selects it (and puts it back)
            return
        if h is not None:
            self.hexClicked.emit(h)


class MapHexChoice(HexListChoice):
    """A hex per piece, chosen on the map (with the list of pieces and their hex boxes beside it).

    ``legal[row]`` is the hexes open to that row's piece; ``area`` is the setup area (the rest of
    the map is dimmed). A row of the list dragged onto the map places its piece too."""

    table_class = PieceTable

    def __init__(
        self,
        decision: Decision,
        state: GenState,
        rows: list[tuple[str, list[str]]],
        pieces: list[Any],
        area: list[str],
        allow_later: bool = False,
        place: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(decision, state, rows, allow_later, parent, place)
        self.make_piece = pieces  # row -> callable making a fresh scene item for it
        self.legal = [hexes for _label, hexes in rows]
        self.hint = QLabel(
            translate("RsgChoices", "Click a hex to place the selected piece (or drag it there from the list); the next one is then selected. Drag a counter on the map to move it.")
            + (translate("RsgChoices", " Right-click a counter to take it off the map (the players place it later).") if allow_later else "")
        )
        self.hint.setObjectName("placementHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(dark);")
        self.view = PlacementView(state)
        # the hexes outside the setup area are dimmed, so the area stands out with its terrain unhidden
        self.area = list(area)
        inside = set(self.area)
        self.view.area.set_hexes([h for h in state.plan.hexes if h not in inside], QColor(20, 20, 20, 150))
        self.view.set_focus(sorted({h for hexes in self.legal for h in hexes} | set(self.area)))
        self.box.removeWidget(self.table)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(self.table)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.table.setMinimumWidth(200)
        self.table.setMaximumWidth(320)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.box.addWidget(self.hint)
        self.box.addWidget(split, 1)
        self.table.currentCellChanged.connect(lambda row, *_: self._selected(row))
        self.view.hexClicked.connect(self.place_selected)
        self.view.pieceMoved.connect(self.place)
        self.view.pieceSelected.connect(self.select_row)
        self.view.pieceRemoved.connect(self.remove)
        self.edited.connect(self._sync)
        self._sync()
        self.select_row(0)

    # ------------------------------------------------------------------ answer <-> map
    def selected_row(self) -> int:
        return self.table.currentRow()

    def select_row(self, row: int) -> None:
        if 0 <= row < self.table.rowCount():
            self.table.setCurrentCell(row, 0)
            self._selected(row)

    def _selected(self, row: int) -> None:
        # the hexes open to this piece, where they differ from the tinted area (caves: crest hexes only)
        if 0 <= row < len(self.legal) and set(self.legal[row]) != set(self.area):
            self.view.open.set_hexes(list(self.legal[row]), QColor(30, 136, 229, 90))
        else:
            self.view.open.clear()

    def place(self, row: int, hex_id: str) -> bool:
        """Put one row's piece in a hex; False (nothing changes) when the hex is not open to it."""
        if not 0 <= row < len(self.combos):
            return False
        i = self.combos[row].findData(hex_id)
        if i < 0:
            self.hint.setText(translate("RsgChoices", "{hex} is not open to this piece: choose a hex in the shaded area.").format(hex=hex_id))
            self._sync()
            return False
        self.combos[row].setCurrentIndex(i)
        self._sync()
        return True

    def place_selected(self, hex_id: str) -> None:
        """A click on a hex: place the selected piece, then select the next piece still to place."""
        row = self.selected_row()
        if row < 0 or not self.place(row, hex_id):
            return
        values = self.value()
        later = [r for r in range(row + 1, len(values)) if values[r] is None] if self.allow_later else []
        self.select_row(later[0] if later else min(row + 1, len(values) - 1))

    def remove(self, row: int) -> None:
        if self.allow_later and 0 <= row < len(self.combos):
            self.combos[row].setCurrentIndex(0)
            self.select_row(row)

    def _sync(self) -> None:
        values = self.value()
        self.view.set_pieces({row: (self.make_piece[row](), h) for row, h in enumerate(values)})


def unit_pieces(state: GenState, side: str, units: list[tuple[str, str | None]]) -> list[Any]:
    return [lambda c=c, w=w, i=i: CounterItem(f"u{i}", printed_look(state, c, w, side, f"u{i}"), None)
            for i, (c, w) in enumerate(units)]


def fortification_pieces(types: list[str]) -> list[Any]:
    def make(t: str) -> Any:
        name = type_name(t)
        label = "".join(w[0] for w in name.split())[:2].upper() if " " in name else name[:3].capitalize()
        return ChitItem(label, FORT_BROWN, UNIT * 0.8, "rect", name)
    return [lambda t=t: make(t) for t in types]


def sighting_pieces(count: int) -> list[Any]:
    return [lambda i=i: CounterItem(f"s{i}", sighting_look(f"s{i}"), None) for i in range(count)]


def placed_before(state: GenState, side: str, own: bool = False) -> list[tuple[Any, str, str]]:
    """What is on the map when ``side`` places its pieces: the fortifications (placed before the units,
    RSG 9-10), the units of the side that set up first and, with ``own``, the side's own units (its
    Sighting markers go down after setup, RSG 13). Counters on the map are in plain view of both
    players; only secret chits and the hands are hidden."""
    out: list[tuple[Any, str, str]] = []
    for f in state.fortifications:
        name = type_name(f.type)
        out.append((fortification_pieces([f.type])[0](), f.hex,
                    translate("RsgChoices", "{what}, placed by {side}").format(what=name.capitalize(), side=side_name(f.owner))))
    for other in state.sides:
        if other == side and not own:
            continue
        units = state.sides[other].units
        for i, h in sorted(state.sides[other].placements.items()):
            if h is None or i >= len(units):
                continue
            c, w = units[i]
            item = CounterItem(f"x{other}{i}", printed_look(state, c, w, other, f"x{other}{i}"), None)
            out.append((item, h, translate("RsgChoices", "{unit}, set up by {side}").format(unit=counter_label(state, c, w), side=side_name(other))))
    return out


def map_choice(decision: Decision, state: GenState) -> MapHexChoice:
    """Fortifications, units at setup and Sighting markers are placed on the map (RSG 10, 13)."""
    info = decision.info
    side = decision.side or "japan"
    area = list(state.sides[side].setup_area) if side in state.sides else list(decision.offered)
    if decision.step == "fortification_hexes":
        rows = [(f"{i + 1}. {type_name(t).capitalize()}", list(info["legal"][t])) for i, t in enumerate(info["types"])]
        return MapHexChoice(decision, state, rows, fortification_pieces(list(info["types"])), area)
    if decision.step == "placement":
        offered = list(decision.offered)
        units = list(info["units"])
        rows = [(counter_label(state, c, w), offered) for c, w in units]
        choice = MapHexChoice(decision, state, rows, unit_pieces(state, side, units), area, allow_later=True)
        choice.view.show_fixed(placed_before(state, side))
        return choice
    rows = [(translate("RsgChoices", "Sighting marker {n}").format(n=i + 1), list(decision.offered)) for i in range(info["count"])]
    choice = MapHexChoice(decision, state, rows, sighting_pieces(int(info["count"])), area)
    choice.view.show_fixed(placed_before(state, side, own=True))  # the whole setup, to place them against
    return choice
