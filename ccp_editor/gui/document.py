"""The Qt side of one open document: the typed model object, its undo stack and live validation.

Views never change the model themselves: they call ``set_value`` / ``insert_items`` /
``remove_items`` / ``replace_document``, each of which pushes one QUndoCommand. The commands apply
the change to the model and the wrapper emits a signal naming the JSON pointer that changed, so every
view (tables, YAML text, inspector, problems) redraws from the same source.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..core.checks import Finding, check_document
from ..io.documents import parse_text, read_document, schema_problems
from ..io.gate import MAX_BYTES, read_bounded
from ..io.storage import document_text, save_document
from ..io.uniqueness import clashes_with_box
from ..io.yamlio import DocumentError, Loaded, Problem, load_text
from ..model import Document, to_data
from ..model.dataset import DataSet
from . import pointers
from .describe import describe_edit
from .i18n import translate

VALIDATION_DELAY_MS = 120

# kind -> what saving does to such a document first (no undo step: the same document, written
# tidily); it returns a sentence for the user, or "". The map editor registers the rounding of
# traced points and the refresh of the derived hex cache (core.mapsave).
SAVE_PREPARERS: dict[str, Callable[[DocumentModel], str]] = {}


class DocumentModel(QObject):
    """One document being edited. ``changed`` carries the pointer of a changed value ('' = all);
    ``structureChanged`` the pointer of a list whose rows were inserted or removed ('' = all)."""

    changed = Signal(str)
    structureChanged = Signal(str)
    problemsChanged = Signal()
    dirtyChanged = Signal(bool)
    pathChanged = Signal()
    saved = Signal(str)  # after a save: what the save tidied ('' when nothing)

    def __init__(
        self,
        doc: Document,
        path: Path | None = None,
        dataset: DataSet | None = None,
        loaded: Loaded | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.doc = doc
        self.path = Path(path) if path else None
        self.dataset = dataset
        self._disk_loaded = loaded
        self.disk_text = self._read_disk_text()
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.problems: list[Problem] = []
        self._by_pointer: dict[str, list[Problem]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(VALIDATION_DELAY_MS)
        self._timer.timeout.connect(self.validate_now)
        self.validate_now()

    def _clean_changed(self, clean: bool) -> None:
        self.dirtyChanged.emit(not clean)

    # ------------------------------------------------------------------ loading
    @classmethod
    def open(cls, path: str | Path, dataset: DataSet | None = None) -> tuple[DocumentModel | None, list[Problem]]:
        """Read a file; returns (None, problems) when it is not a valid document."""
        doc, loaded, problems = read_document(path)
        if doc is None:
            return None, problems
        return cls(doc, Path(path), dataset, loaded), []

    def _read_disk_text(self) -> str | None:
        if self.path is None or not self.path.is_file():
            return None
        try:  # through the read gate: a regular file within the document limit
            return read_bounded(self.path, MAX_BYTES, text=True).decode("utf-8")
        except (DocumentError, UnicodeDecodeError):
            return None

    # ------------------------------------------------------------------ facts
    @property
    def kind(self) -> str:
        return self.doc.KIND

    @property
    def provenance(self) -> str:
        return str(getattr(self.doc, "provenance", "user"))

    @property
    def is_demo(self) -> bool:
        return self.provenance == "demo"

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        name = self.path.name if self.path else translate("DocumentModel", "untitled.yaml")
        return name

    def title(self) -> str:
        """Short tab title: what the document is, e.g. 'forces JP' or 'ruleset'."""
        if self.kind in ("forces", "fate_deck"):
            nation = self.doc.nation  # type: ignore[attr-defined]
            rs = self.dataset.ruleset if self.dataset is not None else None
            found = rs.nation(nation) if rs is not None else None
            name = found.name if found is not None else nation
            if self.kind == "fate_deck":
                return translate("DocumentModel", "Fate deck: {nation}").format(nation=name)
            return translate("DocumentModel", "Forces: {nation}").format(nation=name)
        labels = {
            "ruleset": translate("DocumentModel", "Rule set"),
            "objective_chits": translate("DocumentModel", "Objective chits"),
            "fortification_ob": translate("DocumentModel", "Fortification OB"),
            "fate_deck": translate("DocumentModel", "Fate deck"),
            "map": translate("DocumentModel", "Map"),
            "scenario": translate("DocumentModel", "Scenario"),
            "playtest": translate("DocumentModel", "Playtest"),
            "dataset": translate("DocumentModel", "Data set"),
        }
        label = labels.get(self.kind, self.kind)
        if self.kind in ("map", "scenario", "playtest"):
            name = getattr(self.doc, "name", "") or getattr(self.doc, "id", "")
            return translate("DocumentModel", "{kind}: {name}").format(kind=label, name=name) if name else label
        return label

    def value(self, pointer: str) -> Any:
        return pointers.resolve(self.doc, pointer)

    def text(self) -> str:
        """The YAML text the document would be saved as."""
        return document_text(self.doc, self.path)

    # ------------------------------------------------------------------ edits (each one undo command)
    def set_value(self, pointer: str, data: Any, label: str | None = None) -> bool:
        """Set the node at ``pointer`` from plain data. Raises ModelError when the value does not fit
        the field's type; returns False when nothing changes."""
        value = pointers.convert(type(self.doc), pointer, data)
        old = pointers.resolve(self.doc, pointer)
        if to_data(old) == to_data(value) and type(old) is type(value):
            return False
        self.undo_stack.push(SetValueCommand(self, pointer, copy.deepcopy(old), value, label))
        return True

    def insert_items(self, list_pointer: str, index: int, items: list[Any], label: str | None = None) -> None:
        """Insert typed items (or plain data, converted) into the list at ``list_pointer``."""
        tp = pointers.item_type(type(self.doc), list_pointer)
        typed = [pointers.from_data(tp, to_data(i), f"{list_pointer}/{index + n}") for n, i in enumerate(items)]
        self.undo_stack.push(InsertItemsCommand(self, list_pointer, index, typed, label))

    def remove_items(self, list_pointer: str, indexes: list[int], label: str | None = None) -> None:
        rows = sorted(set(indexes))
        if rows:
            self.undo_stack.push(RemoveItemsCommand(self, list_pointer, rows, label))

    def replace_document(self, doc: Document, label: str | None = None) -> None:
        if to_data(doc) == to_data(self.doc):
            return
        self.undo_stack.push(ReplaceDocumentCommand(self, doc, label))

    def set_text(self, text: str) -> list[Problem]:
        """Apply YAML text (the raw view): the document is replaced only if the text is a valid
        document of the same kind; otherwise the problems are returned and nothing changes."""
        doc, _loaded, problems = parse_text(text, self.display_name())
        if doc is None:
            return problems
        if doc.KIND != self.kind:
            return [Problem(self.display_name(), 1, 1, "/kind", translate("DocumentModel", "the kind of a document cannot change here"))]
        self.replace_document(doc, translate("DocumentModel", "Edit YAML"))
        return []

    # ------------------------------------------------------------------ applying (called by commands)
    def _apply_set(self, pointer: str, value: Any) -> None:
        pointers.assign(self.doc, pointer, copy.deepcopy(value))
        self._touched()
        self.changed.emit(pointer)

    def _apply_insert(self, list_pointer: str, index: int, items: list[Any]) -> None:
        target = pointers.resolve(self.doc, list_pointer)
        target[index:index] = copy.deepcopy(items)
        self._touched()
        self.structureChanged.emit(list_pointer)

    def _apply_remove(self, list_pointer: str, rows: list[int]) -> list[Any]:
        target = pointers.resolve(self.doc, list_pointer)
        removed = [target[r] for r in rows]
        for r in reversed(rows):
            del target[r]
        self._touched()
        self.structureChanged.emit(list_pointer)
        return removed

    def _apply_restore(self, list_pointer: str, rows: list[int], items: list[Any]) -> None:
        target = pointers.resolve(self.doc, list_pointer)
        for r, item in zip(rows, items, strict=True):
            target.insert(r, copy.deepcopy(item))
        self._touched()
        self.structureChanged.emit(list_pointer)

    def _apply_replace(self, doc: Document) -> None:
        old = self.doc
        self.doc = copy.deepcopy(doc)
        self._swap_in_dataset(old, self.doc)
        self._touched()
        self.structureChanged.emit("")
        self.changed.emit("")

    def _swap_in_dataset(self, old: Document, new: Document) -> None:
        ds = self.dataset
        if ds is None:
            return
        if ds.ruleset is old:
            ds.ruleset = new  # type: ignore[assignment]
        if ds.chits is old:
            ds.chits = new  # type: ignore[assignment]
        if ds.fortification_ob is old:
            ds.fortification_ob = new  # type: ignore[assignment]
        for table in (ds.forces, ds.maps, ds.scenarios):
            for key, value in list(table.items()):
                if value is old:
                    table[key] = new  # type: ignore[assignment]
        if id(old) in ds.paths:
            ds.paths[id(new)] = ds.paths.pop(id(old))

    def _touched(self) -> None:
        if self.dataset is not None:
            self.dataset.invalidate()
        self._timer.start()

    # ------------------------------------------------------------------ validation
    def revalidate_soon(self) -> None:
        """Check again after the usual pause: another document this one refers to has changed."""
        self._timer.start()

    def validate_now(self) -> None:
        """Shape (JSON Schema) then rules checks, positioned in the text the document saves as."""
        self._timer.stop()
        file = str(self.path) if self.path else self.display_name()
        loaded = self._disk_loaded if (self._disk_loaded is not None and not self.dirty) else None
        if loaded is None:
            try:
                loaded = load_text(self.text(), file)
            except DocumentError as exc:
                self._set_problems([exc.problem])
                return
        problems = schema_problems(loaded, self.kind)
        try:
            findings = check_document(self.doc, self.dataset)
        except (IndexError, KeyError, TypeError, ValueError, AttributeError, ArithmeticError) as exc:
            # a shape problem the schema layer already reports stops the rules layer; without one,
            # the failure itself is the problem shown (never a silent "no problems")
            findings = [] if problems else [Finding("", translate("DocumentModel", "the rules check stopped: {error}").format(error=f"{type(exc).__name__}: {exc}"))]
        semantic = [loaded.problem(f.pointer, f.message, f.severity) for f in findings]
        semantic += [loaded.problem(pointer, message) for pointer, message in clashes_with_box(self.dataset, self.doc, self.path)]
        self._set_problems(sorted(problems + semantic, key=lambda p: (p.line, p.column)))

    def _set_problems(self, problems: list[Problem]) -> None:
        self.problems = problems
        index: dict[str, list[Problem]] = {}
        for p in problems:
            index.setdefault(p.pointer, []).append(p)
        self._by_pointer = index
        self.problemsChanged.emit()

    def problems_at(self, pointer: str) -> list[Problem]:
        """Problems reported exactly at ``pointer``."""
        return self._by_pointer.get(pointer, [])

    def problems_below(self, pointer: str) -> list[Problem]:
        """Problems at ``pointer`` or anywhere inside it."""
        prefix = pointer + "/"
        return [p for p in self.problems if p.pointer == pointer or p.pointer.startswith(prefix)]

    # ------------------------------------------------------------------ files
    def save(self, path: str | Path | None = None) -> None:
        """Atomic save (with a .bak of the previous file); raises OSError on failure."""
        target = Path(path) if path else self.path
        if target is None:
            raise OSError(translate("DocumentModel", "no file name given"))
        prepare = SAVE_PREPARERS.get(self.kind)
        note = prepare(self) if prepare is not None else ""
        save_document(self.doc, target)
        changed_path = target != self.path
        self.path = target
        self.disk_text = self._read_disk_text()
        self._disk_loaded = None
        self.undo_stack.setClean()
        if changed_path:
            self.pathChanged.emit()
        self.validate_now()
        self.saved.emit(note)

    def changed_on_disk(self) -> bool:
        """True when the file now differs from what was last read or written here."""
        current = self._read_disk_text()
        return current is not None and current != self.disk_text

    def reload(self) -> list[Problem]:
        """Replace the document by the file's current content; clears the undo history."""
        if self.path is None:
            return []
        doc, loaded, problems = read_document(self.path)
        if doc is None:
            self.disk_text = self._read_disk_text()
            return problems
        if doc.KIND != self.kind:
            return [Problem(str(self.path), 1, 1, "/kind", translate("DocumentModel", "the file now holds another kind of document"))]
        old = self.doc
        self.doc = doc
        self._swap_in_dataset(old, doc)
        self._disk_loaded = loaded
        self.disk_text = self._read_disk_text()
        self.undo_stack.clear()
        if self.dataset is not None:
            self.dataset.invalidate()
        self.structureChanged.emit("")
        self.changed.emit("")
        self.validate_now()
        return []


# ----------------------------------------------------------------------------- undo commands


class SetValueCommand(QUndoCommand):
    def __init__(self, model: DocumentModel, pointer: str, old: Any, new: Any, label: str | None) -> None:
        super().__init__(label or describe_edit(model.doc, "set", pointer, model.dataset, old, new))
        self.model, self.pointer, self.old, self.new = model, pointer, old, new

    def redo(self) -> None:
        self.model._apply_set(self.pointer, self.new)

    def undo(self) -> None:
        self.model._apply_set(self.pointer, self.old)


class InsertItemsCommand(QUndoCommand):
    def __init__(self, model: DocumentModel, list_pointer: str, index: int, items: list[Any], label: str | None) -> None:
        super().__init__(label or describe_edit(model.doc, "insert", list_pointer, model.dataset, items=items))
        self.model, self.list_pointer, self.index, self.items = model, list_pointer, index, items

    def redo(self) -> None:
        self.model._apply_insert(self.list_pointer, self.index, self.items)

    def undo(self) -> None:
        self.model._apply_remove(self.list_pointer, list(range(self.index, self.index + len(self.items))))


class RemoveItemsCommand(QUndoCommand):
    def __init__(self, model: DocumentModel, list_pointer: str, rows: list[int], label: str | None) -> None:
        self.model, self.list_pointer, self.rows = model, list_pointer, rows
        target = pointers.resolve(model.doc, list_pointer)
        gone = [target[r] for r in rows if 0 <= r < len(target)]
        super().__init__(label or describe_edit(model.doc, "remove", list_pointer, model.dataset, items=gone))
        self.removed: list[Any] = []

    def redo(self) -> None:
        self.removed = self.model._apply_remove(self.list_pointer, self.rows)

    def undo(self) -> None:
        self.model._apply_restore(self.list_pointer, self.rows, self.removed)


class ReplaceDocumentCommand(QUndoCommand):
    def __init__(self, model: DocumentModel, doc: Document, label: str | None) -> None:
        super().__init__(label or describe_edit(model.doc, "replace", ""))
        self.model = model
        self.old = copy.deepcopy(model.doc)
        self.new = copy.deepcopy(doc)

    def redo(self) -> None:
        self.model._apply_replace(self.new)

    def undo(self) -> None:
        self.model._apply_replace(self.old)
