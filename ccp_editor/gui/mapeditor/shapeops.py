"""What the map editor does to selected shapes: select all, delete, simplify, merge and split.

Each operation is one undo step on the map document's stack (a macro when it touches several
lists), so deleting twenty selected shapes is taken back by one Undo.
"""

from __future__ import annotations

import copy

from PySide6.QtWidgets import QDoubleSpinBox

from ...core import editing
from ...core.editing import EditError
from ...model.mapdoc import Shapes
from ..document import DocumentModel
from ..i18n import COUNT, translate
from .state import MapEditorState


class ShapeOperations:
    """The map editor's operations on the selection (mixed into ``MapEditor``)."""

    state: MapEditorState
    model: DocumentModel
    simplify_tol: QDoubleSpinBox

    def show_message(self, text: str) -> None: ...

    def set_tool(self, name: str) -> None: ...

    def select_all(self) -> None:
        """Select every shape on a shown, unlocked layer (Ctrl+A), with the Select tool."""
        items = [
            (layer, i)
            for layer in editing.LAYERS
            for i in range(len(editing.shape_list(self.state.doc.shapes, layer)))
            if self.state.editable(layer, i)
        ]
        self.set_tool("select")
        self.state.select(items)
        self.show_message(translate("MapEditor", "%n shape(s) selected", None, COUNT, len(items)) if items else translate("MapEditor", "no shape to select"))

    def _selected_areas(self) -> list[tuple[str, int]]:
        return [(la, i) for la, i in self.state.selection if la in ("terrain", "levels") and self.state.editable(la, i)]

    def delete_selected(self) -> None:
        sel = [s for s in self.state.selection if self.state.editable(*s)]
        if not sel:
            self.show_message(translate("MapEditor", "select shapes first"))
            return
        stack = self.model.undo_stack
        stack.beginMacro(translate("MapEditor", "Delete %n shape(s)", None, COUNT, len(sel)))
        for layer in ("terrain", "levels", "lines"):
            rows = [i for la, i in sel if la == layer]
            if rows:
                self.model.remove_items(f"/shapes/{layer}", rows)
        stack.endMacro()
        self.state.select([])
        self.state.refresh_problems()
        self.show_message(translate("MapEditor", "Deleted %n shape(s); Undo brings them back", None, COUNT, len(sel)))

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
        self.show_message(translate("MapEditor", "Merged {n} areas into one").format(n=len(keep)))

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


def _unique_id(shapes: Shapes, stem: str) -> str:
    taken = {s.id for la in editing.LAYERS for s in editing.shape_list(shapes, la)}
    if stem not in taken:
        return stem
    k = 2
    while f"{stem}.{k}" in taken:
        k += 1
    return f"{stem}.{k}"
