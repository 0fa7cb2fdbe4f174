"""The map editor: fit the hex grid to a scan, trace the terrain, review the derived hexes.

A toolbar picks the tool; the canvas shows scan, shapes, derived hexes and grid; the side tabs hold
the tool's options, the layers (visibility, opacity, lock), the calibration (grid settings, control
points with residuals and RMS), the hex under review and the LOS answer. Every change is one undo
step on the map document's stack, shared with the rest of the application.
"""

from __future__ import annotations

import copy
import os
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...core import editing
from ...core.editing import EditError
from ...core.geojson import GeoJsonError, GeoJsonSpaceUnknown, read_geojson, write_geojson
from ...core.los import LosResult
from ...model.mapdoc import GridSettings, ScanInfo, Shapes
from ..document import DocumentModel
from ..i18n import translate
from ..render import RenderError, render_to_file
from .canvas import MapCanvas
from .hextools import TOOL_CLASSES, los_text
from .scan import SCAN_SUFFIXES, ScanError, ScanImage
from .state import MapEditorState
from .tools import LINE_WIDTHS, Tool

AREA_TYPES_EXCLUDED = ("stream", "bridge", "open_ground")


class MapEditor(QWidget):
    """One map document's editor (a sub-view of its document tab)."""

    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.state = MapEditorState(model, parent=self)
        self.canvas = MapCanvas(self.state)
        self.tools: dict[str, Tool] = {cls.name: cls(self) for cls in TOOL_CLASSES}
        self.tool_actions: dict[str, QAction] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("mapEditorTools")
        layout.addWidget(self.toolbar)
        self.actions_bar = QToolBar()
        self.actions_bar.setObjectName("mapEditorActions")
        layout.addWidget(self.actions_bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.canvas)
        self.side = QTabWidget()
        self.side.setMinimumWidth(300)
        split.addWidget(self.side)
        split.setStretchFactor(0, 1)
        split.setSizes([900, 330])
        layout.addWidget(split, 1)
        self.status = QLabel()
        self.status.setObjectName("mapEditorStatus")
        layout.addWidget(self.status)
        self._build_tools()
        self._build_actions()
        self._build_tool_options()
        self._build_layers()
        self._build_calibration()
        self._build_hex_panel()
        self._build_los_panel()
        self.state.message.connect(self.show_message)
        self.state.calibrationChanged.connect(self.refresh_calibration)
        self.state.gridChanged.connect(self.refresh_grid_form)
        self.state.derivedChanged.connect(self.refresh_hex_panel)
        self.state.layersChanged.connect(self._sync_toggles)
        self.canvas.hoverChanged.connect(self._hover)
        self.set_tool("select")
        self.refresh_calibration()
        self.refresh_grid_form()
        self.refresh_hex_panel()
        if self.state.scan_error:
            self.show_message(self.state.scan_error)

    # ------------------------------------------------------------------ building
    def _build_tools(self) -> None:
        group = QActionGroup(self)
        group.setExclusive(True)
        keys = {"select": "V", "calibrate": "C", "area": "A", "level": "H", "line": "L", "bridge": "B",
                "building": "U", "split": "X", "override": "O", "objective": "J", "exit": "E", "river": "R",
                "artillery": "Y", "los": "G"}
        for name, tool in self.tools.items():
            act = QAction(tool.title, self)
            act.setCheckable(True)
            act.setObjectName(f"tool_{name}")
            act.setToolTip(f"{tool.title} ({keys.get(name, '')})\n{tool.tip}")
            if name in keys:
                act.setShortcut(QKeySequence(keys[name]))
                act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(lambda _c=False, n=name: self.set_tool(n))
            group.addAction(act)
            self.toolbar.addAction(act)
            self.tool_actions[name] = act

    def _action(self, text: str, slot, tip: str = "", checkable: bool = False) -> QAction:
        act = QAction(text, self)
        act.setToolTip(tip or text)
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        self.actions_bar.addAction(act)
        return act

    def _build_actions(self) -> None:
        self.act_undo = self._action(translate("MapEditor", "Undo"), lambda: self.model.undo_stack.undo(), translate("MapEditor", "Undo the last edit (Ctrl+Z)"))
        self.act_redo = self._action(translate("MapEditor", "Redo"), lambda: self.model.undo_stack.redo(), translate("MapEditor", "Redo (Ctrl+Shift+Z)"))
        self.actions_bar.addSeparator()
        self.act_snap = self._action(translate("MapEditor", "Snap"), self._toggle_snap, translate("MapEditor", "Snap to vertices and edges (S)"), True)
        self.act_trace = self._action(translate("MapEditor", "Trace along"), self._toggle_trace, translate("MapEditor", "Clicking two vertices of one shape follows its border"), True)
        self.act_fit = self._action(translate("MapEditor", "Fit"), self.canvas.fit, translate("MapEditor", "Show the whole map"))
        self.actions_bar.addSeparator()
        self._action(translate("MapEditor", "Open scan..."), self.open_scan_dialog, translate("MapEditor", "Open a PNG, JPEG or TIFF scan of the map"))
        self._action(translate("MapEditor", "Import GeoJSON..."), self.import_geojson_dialog)
        self._action(translate("MapEditor", "Export GeoJSON..."), self.export_geojson_dialog)
        self._action(translate("MapEditor", "Export image..."), self.export_image_dialog, translate("MapEditor", "Export the map as PNG or SVG"))
        self.actions_bar.addSeparator()
        self._action(translate("MapEditor", "Simplify"), lambda: self.simplify_selected(self.simplify_tol.value()), translate("MapEditor", "Fewer vertices in the selected shapes"))
        self._action(translate("MapEditor", "Merge"), self.merge_selected, translate("MapEditor", "Join the selected areas of one Type into one"))
        self._action(translate("MapEditor", "Delete"), self.delete_selected, translate("MapEditor", "Delete the selected shapes"))
        self._sync_toggles()

    def _toggle_snap(self) -> None:
        self.state.snapping = self.act_snap.isChecked()
        self.show_message(translate("MapEditor", "snapping on") if self.state.snapping else translate("MapEditor", "snapping off"))

    def _toggle_trace(self) -> None:
        self.state.trace_along = self.act_trace.isChecked()

    def _sync_toggles(self) -> None:
        self.act_snap.setChecked(self.state.snapping)
        self.act_trace.setChecked(self.state.trace_along)
        self.canvas.update()

    def _area_types(self) -> list[str]:
        return [t.id for t in self.state.ruleset.terrain if t.kind == "type" and t.rank is not None and t.id not in AREA_TYPES_EXCLUDED]

    def _build_tool_options(self) -> None:
        self.options = QStackedWidget()
        self.option_pages: dict[str, QWidget] = {}
        self.side.addTab(self.options, translate("MapEditor", "Tool"))

        def page(name: str, rows: list[tuple[str, QWidget]], note: str = "") -> None:
            w = QWidget()
            form = QFormLayout(w)
            for label, widget in rows:
                form.addRow(label, widget)
            tool = self.tools[name]
            doc = QLabel(note or tool.tip)
            doc.setWordWrap(True)
            form.addRow(doc)
            self.options.addWidget(w)
            self.option_pages[name] = w

        self.simplify_tol = QDoubleSpinBox()
        self.simplify_tol.setRange(0.001, 1.0)
        self.simplify_tol.setDecimals(3)
        self.simplify_tol.setSingleStep(0.01)
        self.simplify_tol.setValue(0.03)
        self.snap_px = QSpinBox()
        self.snap_px.setRange(1, 40)
        self.snap_px.setValue(int(self.canvas.snap_px))
        self.snap_px.valueChanged.connect(lambda v: setattr(self.canvas, "snap_px", float(v)))
        page("select", [(translate("MapEditor", "Snap distance (px)"), self.snap_px), (translate("MapEditor", "Simplify tolerance (hex units)"), self.simplify_tol)])
        page("calibrate", [], translate("MapEditor", "Type the hex id in the Calibration tab, then click that hex's centre dot on the scan. "
                                 "Three hexes far apart fit the grid; more show which click is off. Drag a cross to "
                                 "adjust it, right-click to remove it."))
        self.area_type = QComboBox()
        self.area_type.addItems(self._area_types())
        self.area_type.setCurrentText("jungle")
        self.area_type.currentTextChanged.connect(lambda t: setattr(self.tools["area"], "terrain_type", t))
        self.tools["area"].terrain_type = self.area_type.currentText()  # type: ignore[attr-defined]
        page("area", [(translate("MapEditor", "Terrain Type"), self.area_type)])
        self.level_spin = QSpinBox()
        self.level_spin.setRange(1, 4)
        self.level_spin.valueChanged.connect(lambda v: setattr(self.tools["level"], "level", v))
        page("level", [(translate("MapEditor", "Level"), self.level_spin)])
        self.line_type = QComboBox()
        self.line_type.addItems(["road", "trail", "stream"])
        self.line_type.currentTextChanged.connect(lambda t: setattr(self.tools["line"], "line_type", t))
        page("line", [(translate("MapEditor", "Line"), self.line_type)])
        page("bridge", [], translate("MapEditor", "Click the bridge's centre line from one bank to the other; Enter finishes. Width {w} hex.").format(w=LINE_WIDTHS["bridge"]))
        self.building_type = QComboBox()
        self.building_type.addItems(["building", "hut"])
        self.building_type.currentTextChanged.connect(lambda t: setattr(self.tools["building"], "structure_type", t))
        page("building", [(translate("MapEditor", "Drawn as"), self.building_type)])
        page("split", [])
        self.ov_terrain = QComboBox()
        self.ov_terrain.addItem(translate("MapEditor", "(derived)"), None)
        for t in self.state.ruleset.terrain:
            if t.kind == "type":
                self.ov_terrain.addItem(t.id, t.id)
        self.ov_level = QComboBox()
        self.ov_level.addItem(translate("MapEditor", "(derived)"), None)
        for lv in range(5):
            self.ov_level.addItem(str(lv), lv)
        self.ov_crest = QComboBox()
        self.ov_crest.addItem(translate("MapEditor", "(derived)"), None)
        self.ov_crest.addItem(translate("MapEditor", "yes"), True)
        self.ov_crest.addItem(translate("MapEditor", "no"), False)
        self.ov_reason = QLineEdit()
        for combo, attr in ((self.ov_terrain, "terrain"), (self.ov_level, "level"), (self.ov_crest, "crest")):
            combo.currentIndexChanged.connect(lambda _i, c=combo, a=attr: setattr(self.tools["override"], a, c.currentData()))
        self.ov_reason.textChanged.connect(lambda t: setattr(self.tools["override"], "reason", t))
        page("override", [(translate("MapEditor", "Terrain"), self.ov_terrain), (translate("MapEditor", "Level"), self.ov_level), (translate("MapEditor", "Crest"), self.ov_crest), (translate("MapEditor", "Reason"), self.ov_reason)])
        self.objective_spin = QSpinBox()
        self.objective_spin.setRange(1, 5)
        self.objective_spin.valueChanged.connect(lambda v: setattr(self.tools["objective"], "number", v))
        page("objective", [(translate("MapEditor", "Objective"), self.objective_spin)])
        self.exit_spin = QSpinBox()
        self.exit_spin.setRange(0, 3)
        self.exit_spin.setValue(1)
        self.exit_spin.valueChanged.connect(lambda v: setattr(self.tools["exit"], "value", v))
        page("exit", [(translate("MapEditor", "Value"), self.exit_spin)])
        page("river", [])
        page("artillery", [])
        page("los", [])

    def _build_layers(self) -> None:
        w = QWidget()
        v = QVBoxLayout(w)
        self.layer_table = QTableWidget(len(self.state.layers), 4)
        self.layer_table.setObjectName("layers")
        self.layer_table.setHorizontalHeaderLabels([translate("MapEditor", "Layer"), translate("MapEditor", "Show"), translate("MapEditor", "Opacity"), translate("MapEditor", "Lock")])
        self.layer_table.verticalHeader().setVisible(False)
        self.layer_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.layer_widgets: dict[str, tuple[QCheckBox, QSlider, QCheckBox]] = {}
        for row, (name, layer) in enumerate(self.state.layers.items()):
            item = QTableWidgetItem(layer.title)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.layer_table.setItem(row, 0, item)
            show = QCheckBox()
            show.setChecked(layer.visible)
            opacity = QSlider(Qt.Orientation.Horizontal)
            opacity.setRange(0, 100)
            opacity.setValue(round(layer.opacity * 100))
            lock = QCheckBox()
            lock.setChecked(layer.locked)
            show.toggled.connect(lambda on, n=name: self.set_layer(n, visible=on))
            opacity.valueChanged.connect(lambda val, n=name: self.set_layer(n, opacity=val / 100.0))
            lock.toggled.connect(lambda on, n=name: self.set_layer(n, locked=on))
            self.layer_table.setCellWidget(row, 1, show)
            self.layer_table.setCellWidget(row, 2, opacity)
            self.layer_table.setCellWidget(row, 3, lock)
            self.layer_widgets[name] = (show, opacity, lock)
        v.addWidget(self.layer_table)
        form = QFormLayout()
        self.brightness = QSlider(Qt.Orientation.Horizontal)
        self.brightness.setRange(-100, 100)
        self.brightness.valueChanged.connect(self.set_brightness)
        form.addRow(translate("MapEditor", "Scan brightness"), self.brightness)
        v.addLayout(form)
        self.side.addTab(w, translate("MapEditor", "Layers"))

    def set_layer(self, name: str, *, visible: bool | None = None, opacity: float | None = None, locked: bool | None = None) -> None:
        layer = self.state.layers[name]
        if visible is not None:
            layer.visible = visible
        if opacity is not None:
            layer.opacity = max(0.0, min(1.0, opacity))
        if locked is not None:
            layer.locked = locked
        show, slider, lock = self.layer_widgets[name]
        for widget, value in ((show, layer.visible), (lock, layer.locked)):
            if widget.isChecked() != value:
                widget.setChecked(value)
        if slider.value() != round(layer.opacity * 100):
            slider.setValue(round(layer.opacity * 100))
        self.state.selection = [s for s in self.state.selection if self.state.editable(*s)]
        self.state.layersChanged.emit()

    def set_brightness(self, value: int) -> None:
        self.state.scan_brightness = int(value)
        if self.brightness.value() != value:
            self.brightness.setValue(value)
        self.canvas.update()

    def _build_calibration(self) -> None:
        w = QWidget()
        v = QVBoxLayout(w)
        form = QFormLayout()
        self.grid_columns = QSpinBox()
        self.grid_columns.setRange(1, 40)
        self.grid_rows = QSpinBox()
        self.grid_rows.setRange(1, 40)
        self.grid_col_labels = QLineEdit()
        self.grid_row_labels = QLineEdit()
        self.grid_offset = QComboBox()
        self.grid_offset.addItem(translate("MapEditor", "odd"), "odd")
        self.grid_offset.addItem(translate("MapEditor", "even"), "even")
        self.grid_orientation = QComboBox()
        self.grid_orientation.addItem(translate("MapEditor", "flat"), "flat")
        self.grid_orientation.addItem(translate("MapEditor", "pointy"), "pointy")
        self.grid_tolerance = QDoubleSpinBox()
        self.grid_tolerance.setRange(0.0, 0.5)
        self.grid_tolerance.setDecimals(3)
        self.grid_tolerance.setSingleStep(0.01)
        self.grid_tolerance.setSuffix(translate("MapEditor", " hex"))
        self.grid_tolerance.setToolTip(translate("MapEditor", "How far a drawing may cross a hexside and still be tracing slop there, in hex "
                                           "units (centre to corner = 1). A drawing inside a hex counts however small (T81.1)."))
        form.addRow(translate("MapEditor", "Columns"), self.grid_columns)
        form.addRow(translate("MapEditor", "Rows"), self.grid_rows)
        form.addRow(translate("MapEditor", "Column labels"), self.grid_col_labels)
        form.addRow(translate("MapEditor", "Row labels"), self.grid_row_labels)
        form.addRow(translate("MapEditor", "Lower columns"), self.grid_offset)
        form.addRow(translate("MapEditor", "Orientation"), self.grid_orientation)
        form.addRow(translate("MapEditor", "Hexside tolerance"), self.grid_tolerance)
        self.grid_columns.valueChanged.connect(lambda val: self.set_grid("columns", val))
        self.grid_rows.valueChanged.connect(lambda val: self.set_grid("rows", val))
        self.grid_offset.currentIndexChanged.connect(lambda _i: self.set_grid("offset", self.grid_offset.currentData()))
        self.grid_orientation.currentIndexChanged.connect(lambda _i: self.set_grid("orientation", self.grid_orientation.currentData()))
        self.grid_tolerance.valueChanged.connect(lambda val: self.set_grid("overlap_tolerance", round(val, 4)))
        self.grid_col_labels.editingFinished.connect(lambda: self.set_grid("column_labels", _labels(self.grid_col_labels.text())))
        self.grid_row_labels.editingFinished.connect(lambda: self.set_grid("row_labels", _labels(self.grid_row_labels.text())))
        v.addLayout(form)
        hexrow = QHBoxLayout()
        hexrow.addWidget(QLabel(translate("MapEditor", "Hex to click next")))
        self.next_hex = QLineEdit()
        self.next_hex.setObjectName("nextHex")
        self.next_hex.setPlaceholderText(translate("MapEditor", "e.g. A1"))
        hexrow.addWidget(self.next_hex)
        v.addLayout(hexrow)
        self.cp_table = QTableWidget(0, 5)
        self.cp_table.setObjectName("controlPoints")
        self.cp_table.setHorizontalHeaderLabels([translate("MapEditor", "Hex"), translate("MapEditor", "x px"), translate("MapEditor", "y px"), translate("MapEditor", "dx, dy"), translate("MapEditor", "residual px")])
        self.cp_table.verticalHeader().setVisible(False)
        self.cp_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        v.addWidget(self.cp_table, 1)
        self.rms_label = QLabel()
        self.rms_label.setObjectName("rms")
        self.rms_label.setWordWrap(True)
        v.addWidget(self.rms_label)
        remove = QPushButton(translate("MapEditor", "Remove selected point"))
        remove.clicked.connect(self.remove_selected_control_point)
        v.addWidget(remove)
        self.side.addTab(w, translate("MapEditor", "Calibration"))

    def _build_hex_panel(self) -> None:
        w = QWidget()
        v = QVBoxLayout(w)
        self.hex_info = QLabel(translate("MapEditor", "Point at a hex to see what was derived for it."))
        self.hex_info.setObjectName("hexInfo")
        self.hex_info.setWordWrap(True)
        v.addWidget(self.hex_info)
        v.addWidget(QLabel(translate("MapEditor", "Ambiguous hexes (review; double-click to show):")))
        self.ambiguous = QListWidget()
        self.ambiguous.setObjectName("ambiguous")
        self.ambiguous.itemDoubleClicked.connect(lambda item: self.show_hex(item.text().split()[0]))
        v.addWidget(self.ambiguous, 1)
        v.addWidget(QLabel(translate("MapEditor", "Geometry problems:")))
        self.problems = QListWidget()
        v.addWidget(self.problems, 1)
        self.side.addTab(w, translate("MapEditor", "Hexes"))

    def _build_los_panel(self) -> None:
        self.los_text = QPlainTextEdit()
        self.los_text.setReadOnly(True)
        self.los_text.setPlaceholderText(translate("MapEditor", "Choose the Line of sight tool and click two hexes."))
        self.side.addTab(self.los_text, translate("MapEditor", "LOS"))

    # ------------------------------------------------------------------ tools
    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        if self.canvas.tool is tool:
            return
        if self.canvas.tool is not None:
            self.canvas.tool.deactivate()
        self.canvas.tool = tool
        tool.activate()
        self.tool_actions[name].setChecked(True)
        self.options.setCurrentWidget(self.option_pages[name])
        if name == "calibrate":
            self.side.setCurrentIndex(self.side.indexOf(self.cp_table.parentWidget()))
        elif name == "los":
            self.side.setCurrentWidget(self.los_text)
        else:
            self.side.setCurrentWidget(self.options)
        self.canvas.update()

    def show_message(self, text: str) -> None:
        self.status.setText(text)

    # ------------------------------------------------------------------ calibration
    def next_calibration_hex(self, pos: QPointF) -> str:
        """The hex the next calibration click is for: the typed id, else the hex under the click."""
        text = self.next_hex.text().strip().upper()
        if text:
            return text
        if self.state.calibration is not None:
            return self.state.grid.hex_at_point(*self.canvas.to_grid(pos)) or ""
        return ""

    def calibration_point_added(self, hex_id: str) -> None:
        self.next_hex.clear()
        self.show_message(translate("MapEditor", "control point {hex} placed").format(hex=hex_id))

    def remove_selected_control_point(self) -> None:
        row = self.cp_table.currentRow()
        scan = self.state.doc.scan
        if scan is None or not 0 <= row < len(scan.control_points):
            return
        pts = copy.deepcopy(scan.control_points)
        removed = pts.pop(row)
        self.state.push([("/scan/control_points", pts)], translate("MapEditor", "Remove control point {hex}").format(hex=removed.hex))

    def refresh_calibration(self) -> None:
        scan = self.state.doc.scan
        cal = self.state.calibration
        points = scan.control_points if scan else []
        residuals = {r.hex: r for r in cal.residuals} if cal else {}
        self.cp_table.setRowCount(len(points))
        for row, cp in enumerate(points):
            r = residuals.get(cp.hex)
            values = [cp.hex, f"{cp.x:.1f}", f"{cp.y:.1f}", f"{r.dx:+.2f}, {r.dy:+.2f}" if r else "", f"{r.distance:.2f}" if r else ""]
            for col, text in enumerate(values):
                self.cp_table.setItem(row, col, QTableWidgetItem(text))
        if scan is None:
            self.rms_label.setText(translate("MapEditor", "No scan: open one to calibrate (tracing works without)."))
        elif cal is None:
            self.rms_label.setText(translate("MapEditor", "Not calibrated: {why}").format(why=self.state.calibration_error))
        else:
            self.rms_label.setText(
                translate("MapEditor", "RMS {rms:.2f} px, largest {worst:.2f} px over {n} points; {scale:.1f} px per hex unit, rotated {rot:+.2f} deg")
                .format(rms=cal.rms, worst=cal.max_residual, n=len(cal.residuals), scale=cal.transform.scale, rot=cal.transform.rotation_degrees)
            )
        self.canvas.update()

    def set_grid(self, field: str, value) -> None:
        current = getattr(self.state.doc.grid, field)
        if current == value:
            return
        grid = copy.deepcopy(self.state.doc.grid)
        setattr(grid, field, value)
        if field == "columns" and len(grid.column_labels) < value:
            grid.column_labels = _default_column_labels(value)
        if field == "rows" and len(grid.row_labels) < value:
            grid.row_labels = [str(i) for i in range(1, value + 1)]
        labels = {
            "columns": translate("MapEditor", "Grid columns"),
            "rows": translate("MapEditor", "Grid rows"),
            "offset": translate("MapEditor", "Grid offset"),
            "orientation": translate("MapEditor", "Grid orientation"),
            "overlap_tolerance": translate("MapEditor", "Grid hexside tolerance"),
            "column_labels": translate("MapEditor", "Grid column labels"),
            "row_labels": translate("MapEditor", "Grid row labels"),
        }
        label = labels.get(field) or translate("MapEditor", "Grid {field}").format(field=field.replace("_", " "))
        self.state.push([("/grid", grid)], label)

    def refresh_grid_form(self) -> None:
        g: GridSettings = self.state.doc.grid
        widgets = (self.grid_columns, self.grid_rows, self.grid_offset, self.grid_orientation, self.grid_tolerance, self.grid_col_labels, self.grid_row_labels)
        for wdg in widgets:
            wdg.blockSignals(True)
        self.grid_columns.setValue(g.columns)
        self.grid_rows.setValue(g.rows)
        self.grid_offset.setCurrentIndex(self.grid_offset.findData(g.offset))
        self.grid_orientation.setCurrentIndex(self.grid_orientation.findData(g.orientation))
        self.grid_tolerance.setValue(g.overlap_tolerance)
        self.grid_col_labels.setText(" ".join(g.column_labels))
        self.grid_row_labels.setText(" ".join(g.row_labels))
        for wdg in widgets:
            wdg.blockSignals(False)
        self.refresh_calibration()

    # ------------------------------------------------------------------ hexes
    def _hover(self, hex_id: str) -> None:
        if not hex_id:
            return
        d = self.state.latest_derivation()
        info = d.effective.get(hex_id)
        if info is None:
            return
        parts = [f"<b>{hex_id}</b>: {info.terrain}", translate("MapEditor", "level {n}").format(n=info.level)]
        if info.crest:
            parts.append(translate("MapEditor", "crest {levels}").format(levels=info.crest_levels))
        if info.water:
            parts.append(translate("MapEditor", "water"))
        if info.building:
            parts.append(translate("MapEditor", "building {id}").format(id=info.building))
        parts += [f"{f.type} {'/'.join(map(str, f.hexsides)) or '-'}" for f in info.features]
        if hex_id in d.overridden:
            parts.append("<i>" + translate("MapEditor", "overridden") + "</i>")
        if hex_id in d.ambiguous:
            parts.append("<span style='color:#c05000'>" + translate("MapEditor", "ambiguous: review") + "</span>")
        self.hex_info.setText(", ".join(parts))

    def refresh_hex_panel(self) -> None:
        d = self.state.derivation
        self.ambiguous.clear()
        for h in d.ambiguous:
            self.ambiguous.addItem(f"{h} {d.effective[h].terrain}")
        self.problems.clear()
        for f in d.problems:
            self.problems.addItem(f"{f.severity}: {f.message}")

    def show_hex(self, hex_id: str) -> None:
        if self.state.grid.contains(hex_id):
            self.canvas.center_on_grid(*self.state.grid.center(hex_id), max(self.canvas.pixels_per_grid(), 60.0))
            self._hover(hex_id)

    def show_los(self, result: LosResult | None, a: str, b: str) -> None:
        if result is None:
            self.los_text.setPlainText(translate("MapEditor", "From {a}: click the target hex.").format(a=a) if a else "")
        else:
            self.los_text.setPlainText(los_text(result, a, b))
        self.canvas.update()

    # ------------------------------------------------------------------ shape operations
    def _selected_areas(self) -> list[tuple[str, int]]:
        return [(la, i) for la, i in self.state.selection if la in ("terrain", "levels") and self.state.editable(la, i)]

    def delete_selected(self) -> None:
        sel = [s for s in self.state.selection if self.state.editable(*s)]
        if not sel:
            self.show_message(translate("MapEditor", "select shapes first"))
            return
        stack = self.model.undo_stack
        stack.beginMacro(translate("MapEditor", "Delete {n} shape(s)").format(n=len(sel)))
        for layer in ("terrain", "levels", "lines"):
            rows = [i for la, i in sel if la == layer]
            if rows:
                self.model.remove_items(f"/shapes/{layer}", rows)
        stack.endMacro()
        self.state.select([])
        self.state.refresh_problems()

    def simplify_selected(self, tolerance: float) -> None:
        sel = [s for s in self.state.selection if self.state.editable(*s)]
        if not sel:
            self.show_message(translate("MapEditor", "select shapes first"))
            return
        changes = []
        before = after = 0
        try:
            for layer, index in sel:
                for ref, pts in editing.iter_rings(self.state.doc.shapes, [layer]):  # type: ignore[list-item]
                    if ref.index != index:
                        continue
                    new = editing.simplify_ring(pts, tolerance, ref.closed)
                    before, after = before + len(pts), after + len(new)
                    if new != pts:
                        changes.append((ref.pointer, new))
        except EditError as exc:
            self.show_message(str(exc))
            return
        self.state.push(changes, translate("MapEditor", "Simplify"))
        self.state.refresh_problems()
        self.show_message(translate("MapEditor", "simplified: {a} -> {b} vertices").format(a=before, b=after))

    def merge_selected(self) -> None:
        sel = self._selected_areas()
        layers = {la for la, _ in sel}
        shapes = self.state.doc.shapes
        if len(sel) < 2 or len(layers) != 1:
            self.show_message(translate("MapEditor", "select two or more areas of one layer (Ctrl+click) to merge"))
            return
        layer = layers.pop()
        items = [editing.shape_list(shapes, layer)[i] for _la, i in sel]  # type: ignore[arg-type]
        kinds = {getattr(s, "type", None) or getattr(s, "level", None) for s in items}
        if len(kinds) != 1:
            self.show_message(translate("MapEditor", "only areas of the same Type (or level) merge"))
            return
        try:
            shell, holes = editing.merge_areas([(s.polygon, s.holes) for s in items])
        except EditError as exc:
            self.show_message(str(exc))
            return
        keep = sorted(i for _la, i in sel)
        stack = self.model.undo_stack
        stack.beginMacro(translate("MapEditor", "Merge {n} areas").format(n=len(keep)))
        first = copy.deepcopy(editing.shape_list(shapes, layer)[keep[0]])  # type: ignore[arg-type]
        first.polygon, first.holes = shell, holes
        self.state.push([(f"/shapes/{layer}/{keep[0]}", first)], translate("MapEditor", "Merge"))
        self.model.remove_items(f"/shapes/{layer}", keep[1:])
        stack.endMacro()
        self.state.select([(layer, keep[0])])
        self.state.refresh_problems()

    def split_selected(self, cut: list[list[float]]) -> None:
        sel = self._selected_areas()
        if len(sel) != 1:
            self.show_message(translate("MapEditor", "select one area, then draw the cut line across it"))
            return
        layer, index = sel[0]
        shapes = self.state.doc.shapes
        shape = editing.shape_list(shapes, layer)[index]  # type: ignore[arg-type]
        try:
            parts = editing.split_area(shape.polygon, shape.holes, cut)
        except EditError as exc:
            self.show_message(str(exc))
            return
        stack = self.model.undo_stack
        stack.beginMacro(translate("MapEditor", "Split {id}").format(id=shape.id))
        first = copy.deepcopy(shape)
        first.polygon, first.holes = parts[0]
        self.state.push([(f"/shapes/{layer}/{index}", first)], translate("MapEditor", "Split"))
        extra = []
        for k, (shell, holes) in enumerate(parts[1:], start=2):
            new = copy.deepcopy(shape)
            new.id = _unique_id(shapes, f"{shape.id}.{k}")
            new.polygon, new.holes = shell, holes
            extra.append(new)
        count = len(editing.shape_list(shapes, layer))  # type: ignore[arg-type]
        self.model.insert_items(f"/shapes/{layer}", count, extra)
        stack.endMacro()
        self.state.select([(layer, index)] + [(layer, count + k) for k in range(len(extra))])
        self.state.refresh_problems()
        self.show_message(translate("MapEditor", "split into {n} parts").format(n=len(parts)))

    # ------------------------------------------------------------------ files
    def _map_dir(self) -> Path:
        return self.model.path.parent if self.model.path is not None else Path.cwd()

    def open_scan(self, path: str | Path) -> bool:
        """Use an image as the map's scan (its control points are kept for re-fitting)."""
        path = Path(path)
        try:
            image = ScanImage(path)
        except ScanError as exc:
            self.show_message(str(exc))
            return False
        try:
            rel = os.path.relpath(path.resolve(), self._map_dir().resolve())
        except ValueError:
            rel = str(path.resolve())
        old = self.state.doc.scan
        info = ScanInfo(
            file=Path(rel).as_posix(),
            width=image.size.width(),
            height=image.size.height(),
            control_points=copy.deepcopy(old.control_points) if old else [],
            synthetic=False,
        )
        self.state.push([("/scan", info)], translate("MapEditor", "Open scan {name}").format(name=path.name))
        self.canvas.fit()
        return True

    def open_scan_dialog(self) -> None:
        pattern = " ".join(f"*{s}" for s in SCAN_SUFFIXES)
        path, _f = QFileDialog.getOpenFileName(self, translate("MapEditor", "Open scan"), str(self._map_dir()), translate("MapEditor", "Images ({p})").format(p=pattern))
        if path:
            self.open_scan(path)

    def export_geojson(self, path: str | Path, space: str = "grid") -> bool:
        try:
            write_geojson(self.state.doc, path, space)
        except (GeoJsonError, OSError) as exc:
            self.show_message(str(exc))
            return False
        self.show_message(translate("MapEditor", "wrote {path}").format(path=path))
        return True

    def import_geojson(self, path: str | Path, space: str | None = None, replace: bool = False) -> bool:
        """Add (or, with ``replace``, substitute) the traced shapes from a GeoJSON file: one undo step."""
        try:
            shapes, notes = read_geojson(path, self.state.doc, space)
        except GeoJsonSpaceUnknown:
            # QGIS re-saved the file without saying its space: the user says it (never a guess)
            chosen = self._space_choice(translate("MapEditor", "The file does not say its coordinates. Are they grid coordinates or scan pixels?"))
            if chosen is None:
                return False
            return self.import_geojson(path, chosen, replace)
        except GeoJsonError as exc:
            self.show_message(str(exc))
            return False
        current = Shapes() if replace else copy.deepcopy(self.state.doc.shapes)
        for layer in ("terrain", "levels", "lines"):
            target = editing.shape_list(current, layer)  # type: ignore[arg-type]
            for s in editing.shape_list(shapes, layer):  # type: ignore[arg-type]
                s.id = _unique_id(current, s.id)
                target.append(s)
        self.state.push([("/shapes", current)], translate("MapEditor", "Import {name}").format(name=Path(path).name))
        self.state.refresh_problems()
        note = translate("MapEditor", " ({n} skipped: {first})").format(n=len(notes), first=notes[0]) if notes else ""
        self.show_message(translate("MapEditor", "imported {n} shapes").format(n=sum(len(editing.shape_list(shapes, la)) for la in editing.LAYERS)) + note)
        return True

    def _space_choice(self, question: str | None = None) -> str | None:
        if self.state.calibration is None:
            return "grid"
        box = QMessageBox(self)
        box.setObjectName("geojsonSpaceBox")
        box.setWindowTitle(translate("MapEditor", "Coordinates"))
        box.setText(question or translate("MapEditor", "Grid coordinates, or scan pixels (to lie on the scan in QGIS)?"))
        grid = box.addButton(translate("MapEditor", "Grid"), QMessageBox.ButtonRole.AcceptRole)
        pixels = box.addButton(translate("MapEditor", "Scan pixels"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return "grid" if box.clickedButton() is grid else "pixels" if box.clickedButton() is pixels else None

    def export_geojson_dialog(self) -> None:
        space = self._space_choice()
        if space is None:
            return
        default = str(self._map_dir() / f"{self.state.doc.id}.geojson")
        path, _f = QFileDialog.getSaveFileName(self, translate("MapEditor", "Export GeoJSON"), default, "GeoJSON (*.geojson *.json)")
        if path:
            self.export_geojson(path, space)

    def import_geojson_dialog(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, translate("MapEditor", "Import GeoJSON"), str(self._map_dir()), "GeoJSON (*.geojson *.json)")
        if path:
            self.import_geojson(path)

    def export_image(self, path: str | Path, with_scan: bool = False) -> bool:
        try:
            render_to_file(self.state.doc, path, scan=with_scan, map_path=self.model.path)
        except (RenderError, OSError) as exc:
            self.show_message(str(exc))
            return False
        self.show_message(translate("MapEditor", "wrote {path}").format(path=path))
        return True

    def export_image_dialog(self) -> None:
        default = str(self._map_dir() / f"{self.state.doc.id}.png")
        path, _f = QFileDialog.getSaveFileName(self, translate("MapEditor", "Export image"), default, "PNG (*.png);;SVG (*.svg)")
        if path:
            self.export_image(path)

    # ------------------------------------------------------------------ keys
    def keyPressEvent(self, ev) -> None:  # noqa: N802 (Qt override)
        if ev.matches(QKeySequence.StandardKey.Undo):
            self.model.undo_stack.undo()
            return
        if ev.matches(QKeySequence.StandardKey.Redo):
            self.model.undo_stack.redo()
            return
        super().keyPressEvent(ev)


def _labels(text: str) -> list[str]:
    """Labels typed as 'A B C' or 'A,B,C' (or 'ABC' for single letters)."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if len(parts) == 1 and parts[0].isalpha() and len(parts[0]) > 2:
        return list(parts[0].upper())
    return [p.upper() for p in parts]


def _default_column_labels(n: int) -> list[str]:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return [letters[i] if i < 26 else letters[i // 26 - 1] + letters[i % 26] for i in range(n)]


def _unique_id(shapes: Shapes, stem: str) -> str:
    taken = {s.id for la in editing.LAYERS for s in editing.shape_list(shapes, la)}
    if stem not in taken:
        return stem
    k = 2
    while f"{stem}.{k}" in taken:
        k += 1
    return f"{stem}.{k}"

