"""The inspector dock: what is selected (by name), its value in words, its problems, a counter preview.

It follows its document: every edit (a cell, an undo, a YAML change) redraws it at once, so it
never shows a value the document no longer holds.
"""

from __future__ import annotations

from dataclasses import is_dataclass
from typing import Any

from PySide6.QtWidgets import QFormLayout, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ..model import Counter
from . import pointers
from .counter_preview import CounterPreview
from .describe import item_name, location, plain_fields, value_text
from .document import DocumentModel
from .i18n import translate
from .i18n.logline import check_line
from .widgets import DemoBadge
from .workspace import Workspace, group_title

MAX_PROBLEMS = 8


def kind_title(kind: str) -> str:
    """A document kind as users call it (one document: "Map", not "Maps")."""
    names = {
        "ruleset": translate("Inspector", "Rule set"), "forces": translate("Inspector", "Forces"),
        "objective_chits": translate("Inspector", "Objective chits"), "fortification_ob": translate("Inspector", "Fortification OB"),
        "fate_deck": translate("Inspector", "Fate deck"), "map": translate("Inspector", "Map"), "scenario": translate("Inspector", "Scenario"),
        "playtest": translate("Inspector", "Playtest"), "dataset": translate("Inspector", "Data set"),
    }
    return names.get(kind, kind.replace("_", " "))


class Inspector(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inspector")
        self.model: DocumentModel | None = None
        self.pointer = ""
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.doc_label = QLabel()
        self.doc_label.setWordWrap(True)
        self.kind_label = QLabel()
        self.pointer_label = QLabel()
        self.pointer_label.setObjectName("inspectorSelected")
        self.pointer_label.setWordWrap(True)
        form.addRow(translate("Inspector", "Document:"), self.doc_label)
        form.addRow(translate("Inspector", "Kind:"), self.kind_label)
        form.addRow(translate("Inspector", "Selected:"), self.pointer_label)
        self.form = form
        layout.addLayout(form)
        self.badge = DemoBadge()
        layout.addWidget(self.badge)
        self.preview = CounterPreview()
        layout.addWidget(self.preview)
        self.problems_label = QLabel()
        self.problems_label.setObjectName("inspectorProblems")
        self.problems_label.setWordWrap(True)
        layout.addWidget(self.problems_label)
        self.value_view = QPlainTextEdit()
        self.value_view.setReadOnly(True)
        self.value_view.setObjectName("inspectorValue")
        layout.addWidget(self.value_view, 1)
        self.show_dataset(None)

    # ------------------------------------------------------------------ following a document
    def _follow(self, model: DocumentModel | None) -> None:
        if model is self.model:
            return
        if self.model is not None:
            try:
                self.model.changed.disconnect(self._model_changed)
                self.model.structureChanged.disconnect(self._model_changed)
                self.model.problemsChanged.disconnect(self.refresh_problems)
            except (RuntimeError, TypeError):  # the model is already gone
                pass
        self.model = model
        if model is not None:
            model.changed.connect(self._model_changed)
            model.structureChanged.connect(self._model_changed)
            model.problemsChanged.connect(self.refresh_problems)

    def _model_changed(self, _pointer: str = "") -> None:
        if self.model is not None:
            self.show_selection(self.model, self.pointer)

    # ------------------------------------------------------------------ showing
    def show_dataset(self, workspace: Workspace | None) -> None:
        self._follow(None)
        self.pointer = ""
        name = workspace.name if workspace else translate("Inspector", "No data set")
        self.doc_label.setText(name)
        self.kind_label.setText(translate("Inspector", "Data set"))
        self.pointer_label.setText("")
        self.pointer_label.setToolTip("")
        self.form.setRowVisible(self.pointer_label, False)  # a data set has no selection: no empty row
        self.badge.setVisible(bool(workspace and workspace.is_demo))
        self.preview.set_counter(None)
        self.problems_label.setText("")
        counts = workspace.counts() if workspace else {}
        self.value_view.setPlainText("\n".join(f"{group_title(k)}: {v}" for k, v in counts.items()))  # names, not keys

    def show_selection(self, model: DocumentModel, pointer: str) -> None:
        self._follow(model)
        self.pointer = pointer
        self.form.setRowVisible(self.pointer_label, True)
        doc = model.doc
        self.doc_label.setText(getattr(doc, "name", "") or model.display_name())
        self.doc_label.setToolTip(str(model.path) if model.path else model.display_name())
        self.kind_label.setText(kind_title(model.kind))
        self.badge.setVisible(model.is_demo)
        try:
            value = pointers.resolve(doc, pointer)
            gone = False
        except pointers.PointerError:
            value, gone = None, True
        self.pointer_label.setText(location(doc, pointer, model.dataset) if pointer else translate("Inspector", "Whole document"))
        self.pointer_label.setToolTip(pointer)  # the exact place, for reports and the YAML view
        counter = value if isinstance(value, Counter) else None
        if counter is None and pointer.startswith("/counters/"):
            try:
                maybe = pointers.resolve(doc, "/".join(pointer.split("/")[:3]))
                counter = maybe if isinstance(maybe, Counter) else None
            except pointers.PointerError:
                counter = None
        self.preview.set_counter(counter)
        if gone:
            text = translate("Inspector", "The selected item is no longer in the document.")
        elif pointer:
            text = self._value_text(value, pointer.rsplit("/", 1)[-1], model)
        else:
            text = translate("Inspector", "Select a cell to see its value and problems here.")
        self.value_view.setPlainText(text)
        self.refresh_problems()

    def _value_text(self, value: Any, key: str, model: DocumentModel, depth: int = 0) -> str:
        """A value in words, a record as labelled lines (nested records indented); never "None"."""
        doc, ds = model.doc, model.dataset
        indent = "  " * depth
        if is_dataclass(value) or isinstance(value, dict):
            lines = []
            for key_of, label, field_value in plain_fields(value):
                if is_dataclass(field_value) or isinstance(field_value, dict):
                    lines.append(f"{indent}{label}:")
                    lines.append(self._value_text(field_value, label, model, depth + 1))
                elif isinstance(field_value, list) and field_value and not isinstance(field_value[0], (str, int, float)):
                    lines.append(f"{indent}{label}: " + translate("Inspector", "{n} entries").format(n=len(field_value)))
                else:
                    lines.append(f"{indent}{label}: {value_text(field_value, key_of, doc, ds) or '—'}")
            return "\n".join(lines) if lines else indent + translate("Inspector", "(empty)")
        if isinstance(value, list) and value and not isinstance(value[0], (str, int, float)):
            return "\n".join(f"{indent}{n + 1}. {_item_line(item, model)}" for n, item in enumerate(value))
        if value is None or value == "" or value == []:
            return indent + translate("Inspector", "(empty)")
        text = value_text(value, key, doc, ds) or str(value)
        if isinstance(value, str) and text.startswith("“") and text.endswith("”"):
            text = value  # the whole text, unquoted and untrimmed: it is the only thing shown
        return indent + text

    def refresh_problems(self) -> None:
        if self.model is None:
            self.problems_label.setText("")
            return
        found = self.model.problems_below(self.pointer) if self.pointer else self.model.problems
        if not found:
            self.problems_label.setText(translate("Inspector", "No problems."))
            return
        doc, ds = self.model.doc, self.model.dataset
        lines = [f"• {location(doc, p.pointer, ds)}: {check_line(p.message)}" for p in found[:MAX_PROBLEMS]]
        if len(found) > MAX_PROBLEMS:
            lines.append(translate("Inspector", "... and {n} more").format(n=len(found) - MAX_PROBLEMS))
        self.problems_label.setText("\n".join(lines))


def _item_line(item: Any, model: DocumentModel) -> str:
    return item_name(item, model.doc, model.dataset) or translate("Inspector", "(unnamed)")
