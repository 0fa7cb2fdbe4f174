"""The open data set and the documents opened from it (one DocumentModel per file)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..io.dataset import MANIFEST, load_dataset, resolve_ruleset_path
from ..io.documents import read_document
from ..io.storage import clean_box_temps
from ..io.yamlio import DocumentError, Problem, load_file
from ..model.dataset import DataSet
from .describe import location
from .document import DocumentModel
from .i18n import translate

GROUPS = ("ruleset", "forces", "objective_chits", "fortification_ob", "fate_deck", "map", "scenario")


@dataclass(frozen=True)
class Entry:
    """One document of the data set as the browser lists it."""

    group: str
    label: str
    path: Path
    provenance: str
    key: str  # the --view name part: 'JP', 'chits', a map id...


def group_title(group: str) -> str:
    return {
        "ruleset": translate("Workspace", "Rule set"),
        "forces": translate("Workspace", "Forces"),
        "objective_chits": translate("Workspace", "Objective chits"),
        "fortification_ob": translate("Workspace", "Fortification OB"),
        "fate_deck": translate("Workspace", "Fate decks"),
        "map": translate("Workspace", "Maps"),
        "scenario": translate("Workspace", "Scenarios"),
    }[group]


class Workspace(QObject):
    """Loads a data set folder and hands out one shared DocumentModel per document file."""

    documentOpened = Signal(object)
    documentClosed = Signal(object)
    datasetChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.root: Path | None = None
        self.dataset: DataSet = DataSet()
        self.load_problems: list[Problem] = []
        self.documents: dict[Path, DocumentModel] = {}

    # ------------------------------------------------------------------ data set
    def open_dataset(self, root: str | Path) -> None:
        root = Path(root).resolve()
        clean_box_temps(root)  # what saves killed in an earlier session left behind
        self.dataset, self.load_problems = load_dataset(root)
        self.root = root
        self.datasetChanged.emit()

    def fail_dataset(self, root: str | Path, message: str) -> None:
        """A box that could not be loaded at all: an empty data set and one problem saying why."""
        root = Path(root).resolve()
        self.dataset = DataSet(None, root)
        self.load_problems = [Problem(str(root / MANIFEST), 1, 1, "", message)]
        self.root = root
        self.datasetChanged.emit()

    def validate_dataset(self) -> list[Problem]:
        """Both validation layers for every document of the data set (shown before any is opened)."""
        from ..core.validate import box_problems, validate_file

        out: list[Problem] = []
        for entry in self.entries():
            out += validate_file(entry.path, self.dataset)
        if self.dataset.manifest is not None:
            out += box_problems(self.dataset)
        return out

    @property
    def name(self) -> str:
        if self.dataset.manifest is not None:
            return self.dataset.manifest.name
        return translate("Workspace", "No data set")

    @property
    def is_demo(self) -> bool:
        return self.dataset.manifest is not None and self.dataset.provenance == "demo"

    def _path_of(self, doc: object) -> Path | None:
        p = self.dataset.paths.get(id(doc))
        return Path(p).resolve() if p is not None else None

    def entries(self) -> list[Entry]:
        """Every document of the data set, grouped by kind, in a stable order."""
        ds = self.dataset
        out: list[Entry] = []
        if ds.manifest is None:
            return out
        if ds.ruleset is not None:
            path = self._path_of(ds.ruleset) or resolve_ruleset_path(ds.manifest.ruleset, Path(ds.root or "."))
            out.append(Entry("ruleset", ds.ruleset.name, path, ds.ruleset.provenance, "ruleset"))
        for nation, forces in sorted(ds.forces.items()):
            path = self._path_of(forces)
            if path:
                out.append(Entry("forces", f"{nation}: {forces.name}", path, forces.provenance, nation))
        if ds.chits is not None and (path := self._path_of(ds.chits)):
            out.append(Entry("objective_chits", ds.chits.name, path, ds.chits.provenance, "chits"))
        if ds.fortification_ob is not None and (path := self._path_of(ds.fortification_ob)):
            out.append(Entry("fortification_ob", ds.fortification_ob.name, path, ds.fortification_ob.provenance, "fortifications"))
        for nation, deck in sorted(ds.fate_decks.items()):
            if path := self._path_of(deck):
                out.append(Entry("fate_deck", f"{nation}: {deck.name}", path, deck.provenance, f"fate-{nation}"))
        for map_id, m in sorted(ds.maps.items()):
            if path := self._path_of(m):
                out.append(Entry("map", m.name or map_id, path, m.provenance, map_id))
        for sc_id, sc in sorted(ds.scenarios.items()):
            if path := self._path_of(sc):
                out.append(Entry("scenario", getattr(sc, "name", "") or sc_id, path, sc.provenance, sc_id))
        return out

    def counts(self) -> dict[str, int]:
        tally = dict.fromkeys(GROUPS, 0)
        for e in self.entries():
            tally[e.group] += 1
        return tally

    def find_entry(self, group: str, key: str) -> Entry | None:
        return next((e for e in self.entries() if e.group == group and e.key == key), None)

    def link_into_box(self, path: str | Path) -> Path | None:
        """The box's own name (a link in the box) for a document of the box whose file lies outside
        it; None for a file inside the box or one the box does not list."""
        if self.root is None:
            return None
        real, root = Path(os.path.realpath(path)), Path(os.path.realpath(self.root))
        if real == root or root in real.parents:
            return None
        return next((Path(str(p)) for p in self.dataset.paths.values() if Path(os.path.realpath(str(p))) == real), None)

    def _dataset_doc(self, path: Path) -> object | None:
        ds = self.dataset
        for doc in [ds.ruleset, ds.chits, ds.fortification_ob, *ds.forces.values(), *ds.maps.values(), *ds.scenarios.values()]:
            if doc is not None and self._path_of(doc) == path:
                return doc
        return None

    def where(self, problem: Problem, open_models: Iterable[DocumentModel] = ()) -> str:
        """A problem's place in words ("Counter Rifle squad › FP"), read from the document it is in."""
        doc: object | None = None
        for model in open_models:
            if (model.path is not None and str(model.path) == problem.file) or model.display_name() == problem.file:
                doc = model.doc
                break
        if doc is None and problem.file:
            path = Path(problem.file).resolve()
            found = self.documents.get(path)
            doc = found.doc if found is not None else self._dataset_doc(path)
        return location(doc, problem.pointer, self.dataset)

    # ------------------------------------------------------------------ documents
    def open_document(self, path: str | Path) -> tuple[DocumentModel | None, list[Problem]]:
        """The document at ``path``: already open, from the data set, or read from disk."""
        path = Path(path).resolve()
        if path in self.documents:
            return self.documents[path], []
        doc = self._dataset_doc(path)
        if doc is not None:
            try:
                loaded = load_file(path)
            except DocumentError:
                loaded = None
            model = DocumentModel(doc, path, self.dataset, loaded, self)  # type: ignore[arg-type]
        else:
            if not path.is_file():
                return None, [Problem(str(path), 1, 1, "", translate("Workspace", "no such file"))]
            doc2, loaded, problems = read_document(path)
            if doc2 is None:
                return None, problems
            model = DocumentModel(doc2, path, self.dataset, loaded, self)
        self.documents[path] = model
        model.changed.connect(lambda _p, m=model: self._box_document_changed(m))
        model.structureChanged.connect(lambda _p, m=model: self._box_document_changed(m))
        self.documentOpened.emit(model)
        return model, []

    def _box_document_changed(self, source: DocumentModel) -> None:
        """A map, forces or table edited in its tab changes what the open scenarios are checked
        against (units left in the water after the map is traced again): they check again."""
        if source.kind in ("scenario", "playtest"):
            return
        for model in self.documents.values():
            if model is not source and model.kind in ("scenario", "playtest"):
                model.revalidate_soon()

    def add_document(self, model: DocumentModel) -> None:
        """Track a document that has no file yet (File > New)."""
        model.setParent(self)
        self.documentOpened.emit(model)

    def rekey(self, model: DocumentModel) -> None:
        """A document was saved under a new name."""
        for key, value in list(self.documents.items()):
            if value is model:
                del self.documents[key]
        if model.path is not None:
            self.documents[model.path.resolve()] = model

    def close_document(self, model: DocumentModel) -> None:
        for key, value in list(self.documents.items()):
            if value is model:
                del self.documents[key]
        if model.dirty and model.path is not None:
            # discarded edits: the shared data set must hold the file's content again
            model.reload()
        self.documentClosed.emit(model)
