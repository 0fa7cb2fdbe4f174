"""The map editor: fit the hex grid to a scan, trace the terrain, review the derived hexes.

A toolbar picks the tool; the canvas shows scan, shapes, derived hexes and grid; the side tabs hold
the tool's options, the layers (visibility, opacity, lock), the calibration (grid settings, control
points with residuals and RMS), the hex under review and the LOS answer. Every change is one undo
step on the map document's stack, shared with the rest of the application.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.los import LosResult
from ...core.readiness import REVIEWED
from ...model.mapdoc import GridSettings, HexOverride
from ..document import DocumentModel
from ..i18n import COUNT, translate
from ..i18n.logline import check_line
from ..widgets import ElidedLabel
from .canvas import MapCanvas
from .files import MapFiles
from .hextools import TOOL_CLASSES, los_text
from .linewidth import LineWidths
from .palette import ToolPalette
from .proposals import ProposalPanel
from .shapeops import ShapeOperations
from .state import MapEditorState
from .tools import LINE_WIDTHS, Tool

AREA_TYPES_EXCLUDED = ("stream", "bridge", "open_ground")
MESSAGE_MS = 10_000  # how long a message stays on the editor's status line


class MapEditor(ShapeOperations, MapFiles, QWidget):
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
        self.palette = self.toolbar = ToolPalette(self.tools, self)
        layout.addWidget(self.toolbar)
        self.actions_bar = QToolBar()
        self.actions_bar.setObjectName("mapEditorActions")
        layout.addWidget(self.actions_bar)
        self.split = split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.canvas)
        self.side = QTabWidget()
        self.side.setMinimumWidth(300)
        split.addWidget(self.side)
        split.setStretchFactor(0, 1)
        split.setSizes([900, 330])
        layout.addWidget(split, 1)
        self.setFocusProxy(self.canvas)  # focus given to the editor goes to the canvas: its keys work at once
        self.status = ElidedLabel()  # a long message ends in "…" and never widens the editor
        self.status.setObjectName("mapEditorStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.status)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.setInterval(MESSAGE_MS)
        self._status_timer.timeout.connect(self.show_tool_hint)
        self._build_tools()
        self._build_actions()
        self._build_tool_options()
        self._build_layers()
        self._build_calibration()
        self._build_hex_panel()
        self._build_los_panel()
        self.proposals = ProposalPanel(self)
        # after Calibration: calibrate, propose, then review the Hexes (the tab bar shows it at 1280 px)
        self.side.insertTab(self.side.indexOf(self.cp_table.parentWidget()) + 1, self.proposals, translate("MapEditor", "Propose"))
        self._fit_side_tabs()
        self.state.message.connect(self.show_message)
        self.state.calibrationChanged.connect(self.refresh_calibration)
        self.state.gridChanged.connect(self.refresh_grid_form)
        self.state.derivedChanged.connect(self.refresh_hex_panel)
        self.state.layersChanged.connect(self._sync_toggles)
        self.canvas.hoverChanged.connect(self._hover)
        # an edit, undo or redo makes the last message old news: the line goes back to the tool's hint
        self.model.undo_stack.indexChanged.connect(self._stack_moved)
        self.model.saved.connect(self._saved)
        self.set_tool("select")
        self.refresh_calibration()
        self.refresh_grid_form()
        self.refresh_hex_panel()
        if self.state.scan_error:
            self.show_message(self.state.scan_error)

    # ------------------------------------------------------------------ building
    def _fit_side_tabs(self) -> None:
        """The side panel opens as wide as its tab titles: every tab (LOS, the last, too) is in sight
        instead of behind the tab bar's scroll arrows, in any language. It can still be dragged
        narrower (down to 300 px, when the editor gets half a window), the arrows then showing."""
        bar = self.side.tabBar()
        needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 2 * self.side.style().pixelMetric(QStyle.PixelMetric.PM_TabBarBaseOverlap) + 8
        self.split.setSizes([900, max(330, needed)])

    def _build_tools(self) -> None:
        self.palette.toolChosen.connect(self.set_tool)
        self.tool_actions = self.palette.actions_by_tool

    def _action(self, text: str, slot, tip: str = "", checkable: bool = False, bar: bool = True) -> QAction:
        act = QAction(text, self)
        act.setToolTip(tip or text)
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        if bar:
            self.actions_bar.addAction(act)
        return act

    def _build_actions(self) -> None:
        self.act_undo = self._action(translate("MapEditor", "Undo"), lambda: self.model.undo_stack.undo(), translate("MapEditor", "Undo the last edit (Ctrl+Z)"))
        self.act_redo = self._action(translate("MapEditor", "Redo"), lambda: self.model.undo_stack.redo(), translate("MapEditor", "Redo (Ctrl+Shift+Z)"))
        self.actions_bar.addSeparator()
        self.act_snap = self._action(translate("MapEditor", "Snap"), self._toggle_snap, translate("MapEditor", "Snap to vertices and edges (S)"), True)
        self.act_snap.setShortcut(QKeySequence("S"))
        self.act_snap.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(self.act_snap)  # S wherever the editor has the focus (a text field keeps it)
        self.act_trace = self._action(translate("MapEditor", "Trace along"), self._toggle_trace, translate("MapEditor", "Clicking two vertices of one shape follows its border"), True)
        self.act_fit = self._action(translate("MapEditor", "Fit"), self.canvas.fit, translate("MapEditor", "Show the whole map"))
        self.actions_bar.addSeparator()
        # the scan and the exchange formats share one menu button, so the bar fits a narrow editor
        files = QToolButton()
        files.setObjectName("mapEditorFiles")
        files.setText(translate("MapEditor", "Scan and files"))
        files.setToolTip(translate("MapEditor", "Open a scan; import or export GeoJSON; export the map as an image"))
        files.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(files)
        menu.setToolTipsVisible(True)
        for text, slot, tip in (
            (translate("MapEditor", "Open scan..."), self.open_scan_dialog, translate("MapEditor", "Open a PNG, JPEG or TIFF scan of the map")),
            (translate("MapEditor", "Import GeoJSON..."), self.import_geojson_dialog, ""),
            (translate("MapEditor", "Export GeoJSON..."), self.export_geojson_dialog, ""),
            (translate("MapEditor", "Write world file for QGIS"), lambda: self.write_world_file(),
             translate("MapEditor", "A world file and a Georeferencer points file next to the scan, so QGIS lays the scan under exported shapes")),
            (translate("MapEditor", "Export image..."), self.export_image_dialog, translate("MapEditor", "Export the map as PNG or SVG")),
        ):
            menu.addAction(self._action(text, slot, tip, bar=False))
        files.setMenu(menu)
        self.actions_bar.addWidget(files)
        self.actions_bar.addSeparator()
        self.act_select_all = self._action(translate("MapEditor", "Select all"), self.select_all, translate("MapEditor", "Select every shape that can be edited (Ctrl+A)"))
        self.act_select_all.setShortcut(QKeySequence.StandardKey.SelectAll)
        self.act_select_all.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.canvas.addAction(self.act_select_all)  # Ctrl+A in a text field still selects its text
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
        self.widths = LineWidths(self)
        page("select", [(translate("MapEditor", "Snap distance (px)"), self.snap_px), (translate("MapEditor", "Simplify tolerance (hex units)"), self.simplify_tol),
                        (translate("MapEditor", "Width of selected lines"), self.widths.selected_width)])
        page("calibrate", [], translate("MapEditor", "Type the hex id in the Calibration tab, then click that hex's centre dot on the scan. "
                                 "Three hexes far apart fit the grid; more show which click is off. Drag a cross to "
                                 "adjust it, right-click to remove it."))
        name = self.state.terrain_name
        self.area_type = TypeCombo([(t, name(t)) for t in self._area_types()])
        self.area_type.set_id("jungle")
        self.area_type.idChanged.connect(lambda t: setattr(self.tools["area"], "terrain_type", t))
        self.tools["area"].terrain_type = self.area_type.current_id()  # type: ignore[attr-defined]
        page("area", [(translate("MapEditor", "Terrain Type"), self.area_type)])
        self.level_spin = QSpinBox()
        self.level_spin.setRange(1, 4)
        self.level_spin.valueChanged.connect(lambda v: setattr(self.tools["level"], "level", v))
        page("level", [(translate("MapEditor", "Level"), self.level_spin)])
        self.line_type = TypeCombo([(t, name(t)) for t in ("road", "trail", "stream")])
        self.line_type.idChanged.connect(lambda t: setattr(self.tools["line"], "line_type", t))
        self.line_type.idChanged.connect(self.widths.line_type_changed)
        self.follow_scan = QCheckBox(translate("MapEditor", "Follow the printed line on the scan"))
        self.follow_scan.setObjectName("followScan")
        self.follow_scan.setToolTip(translate("MapEditor", "Click the line's two ends (and any bends); the app follows the print between them"))
        self.follow_scan.toggled.connect(lambda on: setattr(self.tools["line"], "follow_scan", on))
        page("line", [(translate("MapEditor", "Line"), self.line_type), (translate("MapEditor", "Width"), self.widths.new_width), ("", self.follow_scan)])
        page("bridge", [], translate("MapEditor", "Click the bridge's centre line from one bank to the other; Enter finishes. Width {w} hex.").format(w=LINE_WIDTHS["bridge"]))
        self.building_type = TypeCombo([(t, name(t)) for t in ("building", "hut")])
        self.building_type.idChanged.connect(lambda t: setattr(self.tools["building"], "structure_type", t))
        page("building", [(translate("MapEditor", "Drawn as"), self.building_type)])
        page("split", [])
        page("sample", [], translate("MapEditor", "Choose what the points show in the Propose tab, then click points of the scan that show it; right-click removes one."))
        page("propose_rect", [], translate("MapEditor", "Drag a rectangle over the scan: terrain is proposed inside it only, from the samples of the whole map. The proposals show in the Propose tab, where you accept or reject them."))
        self.ov_terrain = QComboBox()
        self.ov_terrain.addItem(translate("MapEditor", "(derived)"), None)
        for t in self.state.ruleset.terrain:
            if t.kind == "type":
                self.ov_terrain.addItem(t.name, t.id)
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
        """One row per layer: its name (the check box shows or hides it), a lock, an opacity slider."""
        w = QWidget()
        v = QVBoxLayout(w)
        self.layer_table = QTableWidget(len(self.state.layers), 3)
        self.layer_table.setObjectName("layers")
        self.layer_table.setHorizontalHeaderLabels([translate("MapEditor", "Layer"), translate("MapEditor", "Lock"), translate("MapEditor", "Opacity")])
        self.layer_table.verticalHeader().setVisible(False)
        self.layer_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.layer_table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.layer_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        self.layer_table.setColumnWidth(2, 72)
        self.layer_widgets: dict[str, tuple[QCheckBox, QSlider, QCheckBox]] = {}
        for row, (name, layer) in enumerate(self.state.layers.items()):
            show = QCheckBox(layer.title)
            show.setObjectName(f"layerShow_{name}")
            show.setToolTip(translate("MapEditor", "Show or hide: {layer}").format(layer=layer.title))
            show.setChecked(layer.visible)
            opacity = QSlider(Qt.Orientation.Horizontal)
            opacity.setRange(0, 100)
            opacity.setValue(round(layer.opacity * 100))
            opacity.setToolTip(translate("MapEditor", "Opacity of {layer}").format(layer=layer.title))
            lock = QCheckBox()
            lock.setToolTip(translate("MapEditor", "Lock {layer}: its shapes cannot be selected or changed").format(layer=layer.title))
            lock.setChecked(layer.locked)
            show.toggled.connect(lambda on, n=name: self.set_layer(n, visible=on))
            opacity.valueChanged.connect(lambda val, n=name: self.set_layer(n, opacity=val / 100.0))
            lock.toggled.connect(lambda on, n=name: self.set_layer(n, locked=on))
            self.layer_table.setCellWidget(row, 0, _padded(show))
            self.layer_table.setCellWidget(row, 1, _padded(lock, centred=True))
            self.layer_table.setCellWidget(row, 2, _padded(opacity))
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
        # the residuals come first after the hex: they are what a calibration is judged by
        columns = [
            (translate("MapEditor", "Hex"), translate("MapEditor", "The hex whose centre dot was clicked")),
            (translate("MapEditor", "Residual px"), translate("MapEditor", "How far the click lies from the fitted grid, in scan pixels")),
            (translate("MapEditor", "dx, dy"), translate("MapEditor", "The residual across and down, in scan pixels")),
            (translate("MapEditor", "Scan x, y"), translate("MapEditor", "Where the click is on the scan, in pixels")),
        ]
        self.cp_table = QTableWidget(0, len(columns))
        self.cp_table.setObjectName("controlPoints")
        self.cp_table.setHorizontalHeaderLabels([title for title, _tip in columns])
        for col, (_title, tip) in enumerate(columns):
            self.cp_table.horizontalHeaderItem(col).setToolTip(tip)
        header = self.cp_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.cp_table.verticalHeader().setVisible(False)
        self.cp_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
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
        v.addWidget(_wrapped(translate("MapEditor", "Ambiguous hexes (review; double-click to show):")))
        self.ambiguous = QListWidget()
        self.ambiguous.setObjectName("ambiguous")
        self.ambiguous.itemDoubleClicked.connect(lambda item: self.show_hex(item.text().split()[0]))
        v.addWidget(self.ambiguous, 1)
        self.reviewed_button = QPushButton(translate("MapEditor", "Mark reviewed"))
        self.reviewed_button.setObjectName("markReviewed")
        self.reviewed_button.setToolTip(translate("MapEditor", "The highlighted hex is right as derived: it no longer holds up Mark ready"))
        self.reviewed_button.clicked.connect(self.mark_reviewed)
        v.addWidget(self.reviewed_button)
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
        self.palette.show_tool(name)
        self.show_tool_hint()
        self.options.setCurrentWidget(self.option_pages[name])
        if name == "calibrate":
            self.side.setCurrentIndex(self.side.indexOf(self.cp_table.parentWidget()))
        elif name == "los":
            self.side.setCurrentWidget(self.los_text)
        elif name in ("sample", "propose_rect") and getattr(self, "proposals", None) is not None:
            # what the points show and the proposals to accept are in the Propose tab: it stays in sight
            self.side.setCurrentWidget(self.proposals)
        else:
            self.side.setCurrentWidget(self.options)
        self.canvas.update()

    def show_message(self, text: str) -> None:
        """A message on the editor's status line; after ``MESSAGE_MS``, or at the next edit, undo or
        tool change, the line shows the current tool's hint again (never stale text)."""
        self.status.setStyleSheet("")
        self.status.setText(text)
        self.status.setToolTip(text)
        self._status_timer.start()

    def show_tool_hint(self) -> None:
        self._status_timer.stop()
        tool = self.canvas.tool
        if tool is None:
            self.status.setText("")
            return
        self.status.setStyleSheet("color: palette(dark);")
        self.status.setText(f"{tool.title}: {tool.tip}")
        self.status.setToolTip(tool.tip)

    def _stack_moved(self, _index: int) -> None:
        self.show_tool_hint()

    def _saved(self, note: str) -> None:
        if note:
            self.show_message(translate("MapEditor", "Saved: {what}.").format(what=note))

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
            exact = len(points) <= 3  # residuals of an exact fit are zero by construction: not shown
            values = [cp.hex, f"{r.distance:.2f}" if r and not exact else "", f"{r.dx:+.2f}, {r.dy:+.2f}" if r and not exact else "", f"{cp.x:.1f}, {cp.y:.1f}"]
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.cp_table.setItem(row, col, item)
        if scan is None:
            self.rms_label.setText(translate("MapEditor", "No scan: open one to calibrate (tracing works without)."))
        elif cal is None:
            self.rms_label.setText(translate("MapEditor", "Not calibrated: {why}").format(why=self.state.calibration_error))
        elif len(cal.residuals) <= 3:  # three points fit an affine exactly: no error to measure
            self.rms_label.setText(
                translate("MapEditor", "Exact fit; add a fourth point to measure the error. {scale:.1f} px per hex unit, rotated {rot:+.2f} deg")
                .format(scale=cal.transform.scale, rot=cal.transform.rotation_degrees)
            )
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
            note = translate("MapEditor", " (reviewed)") if h in self.state.doc.overrides else ""
            self.ambiguous.addItem(f"{h} {self.state.terrain_name(d.effective[h].terrain)}{note}")
        self.problems.clear()
        for f in d.problems:
            severity = translate("Panels", "error") if f.severity == "error" else translate("Panels", "warning")
            self.problems.addItem(f"{severity}: {check_line(f.message)}")

    def mark_reviewed(self) -> None:
        """Mark the highlighted ambiguous hex reviewed: an override that changes nothing (one undo step)."""
        item = self.ambiguous.currentItem()
        if item is None:
            self.show_message(translate("MapEditor", "Pick an ambiguous hex in the list first"))
            return
        hex_id = item.text().split()[0]
        if hex_id in self.state.doc.overrides:
            return
        overrides = copy.deepcopy(self.state.doc.overrides)
        overrides[hex_id] = HexOverride(reason=REVIEWED)
        self.state.push([("/overrides", overrides)], translate("MapEditor", "Mark {hex} reviewed").format(hex=hex_id))
        row = self.ambiguous.currentRow()
        self.refresh_hex_panel()
        self.ambiguous.setCurrentRow(row)
        self.show_message(translate("MapEditor", "{hex} marked reviewed").format(hex=hex_id))

    def show_hex(self, hex_id: str) -> None:
        if self.state.grid.contains(hex_id):
            self.canvas.center_on_grid(*self.state.grid.center(hex_id), max(self.canvas.pixels_per_grid(), 60.0))
            self._hover(hex_id)

    def show_los(self, result: LosResult | None, a: str, b: str) -> None:
        """The LOS answer in the LOS tab and its first line on the status line: beside the map, so
        the answer hides none of the hexes it talks about."""
        if result is None:
            text = translate("MapEditor", "From {a}: click the target hex.").format(a=a) if a else ""
            self.los_text.setPlainText(text)
            if text and self.canvas.tool is self.tools["los"]:
                self.show_message(text)
        else:
            text = los_text(result, a, b)
            self.los_text.setPlainText(text)
            causes = text.split("\n")[1:]
            extra = translate("MapEditor", " (%n reason(s) in the LOS tab)", None, COUNT, len(causes)) if causes else ""
            if self.canvas.tool is self.tools["los"]:
                self.show_message(text.split("\n")[0] + extra)
        self.canvas.update()

    # ------------------------------------------------------------------ keys
    def keyPressEvent(self, ev) -> None:  # noqa: N802 (Qt override)
        if ev.matches(QKeySequence.StandardKey.Undo):
            self.model.undo_stack.undo()
            return
        if ev.matches(QKeySequence.StandardKey.Redo):
            self.model.undo_stack.redo()
            return
        super().keyPressEvent(ev)


class TypeCombo(QComboBox):
    """A choice among rule-set ids shown by their names ('Jungle' for 'jungle'); ``current_id``,
    ``set_id`` and ``idChanged`` speak ids."""

    idChanged = Signal(str)

    def __init__(self, items: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for ident, name in items:
            self.addItem(name, ident)
        self.currentIndexChanged.connect(lambda _i: self.idChanged.emit(self.current_id()))

    def current_id(self) -> str:
        return str(self.currentData() or "")

    def set_id(self, ident: str) -> bool:
        """Choose the item of ``ident``; False when there is none."""
        index = self.findData(ident)
        if index < 0:
            return False
        self.setCurrentIndex(index)
        return True


def _wrapped(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def _padded(widget: QWidget, centred: bool = False) -> QWidget:
    """A table cell holding ``widget`` with a little room around it."""
    cell = QWidget()
    row = QHBoxLayout(cell)
    row.setContentsMargins(4, 0, 4, 0)
    if centred:
        row.addStretch(1)
    row.addWidget(widget)
    if centred:
        row.addStretch(1)
    return cell


def _labels(text: str) -> list[str]:
    """Labels typed as 'A B C' or 'A,B,C' (or 'ABC' for single letters)."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if len(parts) == 1 and parts[0].isalpha() and len(parts[0]) > 2:
        return list(parts[0].upper())
    return [p.upper() for p in parts]


def _default_column_labels(n: int) -> list[str]:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return [letters[i] if i < 26 else letters[i // 26 - 1] + letters[i % 26] for i in range(n)]
