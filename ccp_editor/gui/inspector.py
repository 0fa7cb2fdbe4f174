"""The inspector dock: what is selected, its value, its problems, and a counter preview."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ..io.yamlio import dump_text
from ..model import Counter, to_data
from . import pointers
from .counter_preview import CounterPreview
from .document import DocumentModel
from .i18n import translate
from .widgets import DemoBadge
from .workspace import Workspace, group_title


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
        self.pointer_label.setWordWrap(True)
        form.addRow(translate("Inspector", "Document:"), self.doc_label)
        form.addRow(translate("Inspector", "Kind:"), self.kind_label)
        form.addRow(translate("Inspector", "Selected:"), self.pointer_label)
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

    def show_dataset(self, workspace: Workspace | None) -> None:
        self.model = None
        self.pointer = ""
        name = workspace.name if workspace else translate("Inspector", "No data set")
        self.doc_label.setText(name)
        self.kind_label.setText(translate("Inspector", "data set"))
        self.pointer_label.setText("")
        self.badge.setVisible(bool(workspace and workspace.is_demo))
        self.preview.set_counter(None)
        self.problems_label.setText("")
        counts = workspace.counts() if workspace else {}
        self.value_view.setPlainText("\n".join(f"{group_title(k)}: {v}" for k, v in counts.items()))  # names, not keys

    def show_selection(self, model: DocumentModel, pointer: str) -> None:
        self.model = model
        self.pointer = pointer
        self.doc_label.setText(model.display_name())
        self.kind_label.setText(model.kind)
        self.pointer_label.setText(pointer or "/")
        self.badge.setVisible(model.is_demo)
        try:
            value = pointers.resolve(model.doc, pointer)
        except pointers.PointerError:
            value = None
        counter = value if isinstance(value, Counter) else None
        if counter is None and pointer.startswith("/counters/"):
            try:
                maybe = pointers.resolve(model.doc, "/".join(pointer.split("/")[:3]))
                counter = maybe if isinstance(maybe, Counter) else None
            except pointers.PointerError:
                counter = None
        self.preview.set_counter(counter)
        if pointer:
            data = to_data(value)
            text = dump_text(data) if isinstance(data, (dict, list)) else str(data)
        else:
            text = translate("Inspector", "Select a cell to see its value and problems here.")
        self.value_view.setPlainText(text)
        self.refresh_problems()

    def refresh_problems(self) -> None:
        if self.model is None:
            self.problems_label.setText("")
            return
        found = self.model.problems_below(self.pointer) if self.pointer else self.model.problems
        if not found:
            self.problems_label.setText(translate("Inspector", "No problems."))
            return
        lines = [f"• {p.pointer}: {p.message}" for p in found[:8]]
        if len(found) > 8:
            lines.append(translate("Inspector", "... and {n} more").format(n=len(found) - 8))
        self.problems_label.setText("\n".join(lines))
