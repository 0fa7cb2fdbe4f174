"""What the map editor's views share: the document, calibration, derived hexes, layers, selection.

Edits go through ``push`` as one QUndoCommand each (``SetNodesCommand``); the command writes the
model through the document wrapper, whose ``changed`` signal tells this state which shapes moved.
Derived hexes are then recomputed only where those shapes were and are now (``derive_hexes``),
lazily on the next read, so a drag redraws with fresh terrain at once.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand

from ...core.calibration import Affine, Calibration, CalibrationError, map_calibration
from ...core.editing import LAYERS, derive_hexes, hexes_touched, shape_list
from ...core.hexgrid import HexGrid
from ...core.terrain import Derivation, derive
from ...io.dataset import builtin_ruleset
from ...io.gate import GateError, scan_file
from ...model.mapdoc import MapDocument
from ...model.ruleset import RuleSet
from ..document import DocumentModel
from ..i18n import translate
from ..i18n.logline import check_line
from ..render import DRAW_ORDER
from .scan import ScanError, ScanImage

DEFAULT_WORLD_SCALE = 60.0  # world units per grid unit when there is no calibrated scan
SHAPE_POINTER = re.compile(r"^/shapes/(terrain|levels|lines)/(\d+)(/.*)?$")


@dataclass
class LayerState:
    title: str
    visible: bool = True
    opacity: float = 1.0
    locked: bool = False


def layer_names(ruleset: RuleSet) -> list[str]:
    """Layer keys in painting order: scan, levels, one per terrain Type, lines, derived, grid, markers."""
    ranked = [t.id for t in ruleset.terrain if t.kind == "type" and t.rank is not None]
    types = [t for t in DRAW_ORDER if t in ranked] + [t for t in ranked if t not in DRAW_ORDER and t not in ("stream", "bridge")]
    types += [t for t in ("open_ground",) if t in ranked and t not in types]
    return ["scan", "levels", *[f"terrain:{t}" for t in types], "lines", "derived", "grid", "markers"]


def _copied(value: Any) -> Any:
    """A copy of a node's value; a point list (every mouse move of a drag copies a whole ring,
    old and new) is copied point by point, anything else deeply."""
    if type(value) is list and all(type(q) is list and all(type(c) is float or type(c) is int for c in q) for q in value):
        return [q[:] for q in value]
    return copy.deepcopy(value)


class SetNodesCommand(QUndoCommand):
    """Several document nodes set in one step (a shared vertex moves in every ring holding it).

    Commands pushed with the same ``merge_key`` merge, so one drag is one undo step.
    """

    MERGE_ID = 0x6D65

    def __init__(self, model: DocumentModel, changes: list[tuple[str, Any]], label: str, merge_key: int | None = None) -> None:
        super().__init__(label)
        self.model = model
        self.changes = [(ptr, _copied(model.value(ptr)), _copied(new)) for ptr, new in changes]
        self.merge_key = merge_key

    def redo(self) -> None:
        for ptr, _old, new in self.changes:
            self.model._apply_set(ptr, new)

    def undo(self) -> None:
        for ptr, old, _new in reversed(self.changes):
            self.model._apply_set(ptr, old)

    def id(self) -> int:  # noqa: A003 (Qt API name)
        return self.MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt override)
        if not isinstance(other, SetNodesCommand) or other.merge_key != self.merge_key or self.merge_key is None:
            return False
        mine = {ptr: i for i, (ptr, _o, _n) in enumerate(self.changes)}
        for ptr, old, new in other.changes:
            if ptr in mine:
                i = mine[ptr]
                self.changes[i] = (ptr, self.changes[i][1], new)
            else:
                self.changes.append((ptr, old, new))
        return True


class MapEditorState(QObject):
    """Shared state of one map editor."""

    shapesChanged = Signal()
    derivedChanged = Signal()
    calibrationChanged = Signal()
    gridChanged = Signal()
    layersChanged = Signal()
    selectionChanged = Signal()
    scanChanged = Signal()
    message = Signal(str)

    def __init__(self, model: DocumentModel, ruleset: RuleSet | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.ruleset = ruleset or (model.dataset.ruleset if model.dataset and model.dataset.ruleset else builtin_ruleset())
        self.layers: dict[str, LayerState] = {}
        names = {t.id: t.name for t in self.ruleset.terrain}
        for name in layer_names(self.ruleset):
            type_id = name.split(":", 1)[1] if ":" in name else ""
            title = names.get(type_id) or type_id.replace("_", " ") or name
            self.layers[name] = LayerState(title=title)
        self.layers["scan"].title = translate("MapEditor", "Scan")
        self.layers["levels"].title = translate("MapEditor", "Hill levels")
        self.layers["lines"].title = translate("MapEditor", "Roads, trails, streams")
        self.layers["derived"] = LayerState(translate("MapEditor", "Derived hex terrain"), True, 0.45)
        self.layers["grid"].title = translate("MapEditor", "Grid and hex ids")
        self.layers["markers"].title = translate("MapEditor", "Objectives and exits")
        self.snapping = True
        self.trace_along = True
        self.scan_brightness = 0
        self.selection: list[tuple[str, int]] = []  # (layer, index)
        self.selected_vertex: tuple[float, float] | None = None
        self.scan: ScanImage | None = None
        self.scan_error = ""
        self.calibration: Calibration | None = None
        self.calibration_error = ""
        self._derivation: Derivation | None = None
        self._shape_hexes: dict[tuple[str, int], set[str]] = {}
        self._dirty_shapes: set[tuple[str, int]] = set()
        self._full_pending = True
        self._notify = QTimer(self)
        self._notify.setSingleShot(True)
        self._notify.setInterval(0)
        self._notify.timeout.connect(self._emit_derived)
        self._drag_serial = 0
        self._grid: HexGrid | None = None
        self._grid_key = ""
        self._grid_bounds = (0.0, 0.0, 0.0, 0.0)
        model.changed.connect(self._model_changed)
        model.structureChanged.connect(self._model_structure_changed)
        self._recalibrate()
        self.load_scan()

    # ------------------------------------------------------------------ facts
    @property
    def doc(self) -> MapDocument:
        return self.model.doc  # type: ignore[return-value]

    @property
    def grid(self) -> HexGrid:
        """The map's grid, rebuilt only when its settings change."""
        key = repr(self.doc.grid)
        if self._grid is None or self._grid_key != key:
            self._grid, self._grid_key = HexGrid(copy.deepcopy(self.doc.grid)), key
            self._grid_bounds = self._grid.bounds()
        return self._grid

    def grid_bounds(self) -> tuple[float, float, float, float]:
        self.grid  # noqa: B018 (refreshes the cached bounds)
        return self._grid_bounds

    def scan_path(self) -> Path | None:
        if self.doc.scan is None:
            return None
        base = self.model.path.parent if self.model.path is not None else Path.cwd()
        return base / self.doc.scan.file

    def grid_to_world(self) -> Affine:
        """Grid space to the editor's world: scan pixels when calibrated, a fixed scale otherwise."""
        if self.calibration is not None:
            return self.calibration.transform
        if self.scan is not None:
            min_x, min_y, max_x, max_y = self.grid_bounds()
            scale = min(self.scan.size.width() / (max_x - min_x + 2), self.scan.size.height() / (max_y - min_y + 2))
            return Affine(scale, 0.0, (1 - min_x) * scale, 0.0, scale, (1 - min_y) * scale)
        s = DEFAULT_WORLD_SCALE
        return Affine(s, 0.0, 2 * s, 0.0, s, 2 * s)

    def world_to_grid(self) -> Affine:
        return self.grid_to_world().inverse()

    def layer(self, name: str) -> LayerState:
        return self.layers[name]

    def shape_layer_key(self, layer: str, index: int) -> str:
        """The layers-panel key governing a shape (its Type for terrain)."""
        if layer == "terrain":
            key = f"terrain:{self.doc.shapes.terrain[index].type}"
            return key if key in self.layers else "levels"
        return layer

    def editable(self, layer: str, index: int) -> bool:
        state = self.layers.get(self.shape_layer_key(layer, index))
        return state is None or (state.visible and not state.locked)

    def next_drag_key(self) -> int:
        self._drag_serial += 1
        return self._drag_serial

    # ------------------------------------------------------------------ edits
    def push(self, changes: list[tuple[str, Any]], label: str, merge_key: int | None = None) -> None:
        """One undoable edit of one or more document nodes (typed values)."""
        if not changes:
            return
        self.model.undo_stack.push(SetNodesCommand(self.model, changes, label, merge_key))

    # ------------------------------------------------------------------ scan and calibration
    def load_scan(self) -> None:
        """The map's scan, through the read gate first: a scan named outside the map's game box
        (an absolute path, a ``..`` out of it) or not a PNG, JPEG or TIFF by its content is never
        opened; the reason shows where the scan would be."""
        path = self.scan_path()
        self.scan, self.scan_error = None, ""
        if path is not None and self.doc.scan is not None:
            try:
                scan_file(self.doc.scan.file, self.model.path)
            except GateError as exc:
                self.scan_error = check_line(str(exc))
                self.message.emit(self.scan_error)
                path = None
        if path is not None:
            try:
                self.scan = ScanImage(path)
                if self.scan.note:
                    self.message.emit(self.scan.note)
            except ScanError as exc:
                self.scan_error = str(exc)
                self.message.emit(self.scan_error)
        self.scanChanged.emit()

    def _recalibrate(self) -> None:
        try:
            self.calibration = map_calibration(self.doc)
            self.calibration_error = ""
        except CalibrationError as exc:
            self.calibration = None
            self.calibration_error = str(exc)
        self.calibrationChanged.emit()

    # ------------------------------------------------------------------ derivation
    @property
    def derivation(self) -> Derivation:
        """Current derived hexes; pending shape edits are applied incrementally first."""
        if self._derivation is None or self._full_pending:
            self._derive_all()
        elif self._dirty_shapes:
            hexes: set[str] = set()
            for key in self._dirty_shapes:
                new = self._touched(key)
                hexes |= self._shape_hexes.get(key, set()) | new
                self._shape_hexes[key] = new
            self._dirty_shapes = set()
            self._derivation = derive_hexes(self.doc, self.ruleset, hexes, self._derivation)
        return self._derivation

    def latest_derivation(self) -> Derivation:
        """The derivation as last computed (a frame never waits for one: the update follows the
        frame through a zero-delay timer); computed now only when there is none yet."""
        if self._derivation is None:
            return self.derivation
        return self._derivation

    def _touched(self, key: tuple[str, int]) -> set[str]:
        layer, index = key
        shapes = shape_list(self.doc.shapes, layer)  # type: ignore[arg-type]
        if index >= len(shapes):
            return set()
        return hexes_touched(self.doc, shapes[index])

    def _derive_all(self) -> None:
        self._derivation = derive(self.doc, self.ruleset)
        self._shape_hexes = {}
        for layer in LAYERS:
            for i in range(len(shape_list(self.doc.shapes, layer))):
                self._shape_hexes[(layer, i)] = self._touched((layer, i))
        self._dirty_shapes = set()
        self._full_pending = False

    def refresh_problems(self) -> None:
        """Full derivation (with geometry problems) once an edit is finished."""
        self._full_pending = True
        self._notify.start()

    def _emit_derived(self) -> None:
        self._sync_hex_cache(self.derivation)
        self.derivedChanged.emit()

    def _sync_hex_cache(self, d: Derivation) -> None:
        """A map that stores its derived hexes (every ready map) keeps them current while it is
        traced, so a board opened from the open document never reads stale hexes; saving writes
        them (``core.mapsave`` derives them again for any other writer). No undo step: the cache
        follows the shapes, whose edits are the undoable ones."""
        doc = self.doc
        if doc.hexes and doc.hexes != d.hexes:
            doc.hexes = copy.deepcopy(d.hexes)

    def _model_changed(self, pointer: str) -> None:
        m = SHAPE_POINTER.match(pointer)
        if m:
            self._dirty_shapes.add((m.group(1), int(m.group(2))))
            self.shapesChanged.emit()
        elif pointer.startswith("/shapes") or pointer == "" or pointer.startswith("/grid"):
            self._full_pending = True
            if pointer == "" or pointer.startswith("/grid"):
                self._recalibrate()
                self.gridChanged.emit()
            self.shapesChanged.emit()
        elif pointer.startswith("/overrides"):
            self._full_pending = True
        if pointer.startswith("/scan") or pointer == "":
            if pointer in ("", "/scan", "/scan/file"):
                self.load_scan()
            self._recalibrate()
        self._notify.start()

    def _model_structure_changed(self, pointer: str) -> None:
        self._full_pending = True
        if pointer == "" or pointer.startswith("/scan"):
            self._recalibrate()
        self.selection = [(la, i) for la, i in self.selection if i < len(shape_list(self.doc.shapes, la))]  # type: ignore[arg-type]
        self.shapesChanged.emit()
        self._notify.start()

    def terrain_name(self, type_id: str) -> str:
        """A terrain Type's name in the rule set ('Jungle' for 'jungle')."""
        entry = self.ruleset.terrain_by_id().get(type_id)
        return entry.name if entry is not None else type_id.replace("_", " ")

    # ------------------------------------------------------------------ selection
    def select(self, items: list[tuple[str, int]]) -> None:
        self.selection = items
        self.selected_vertex = None
        self.selectionChanged.emit()
