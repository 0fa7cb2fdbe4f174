"""One document's tab: a header (name, file, demo badge) over its sub-views and the raw YAML."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QTabWidget, QVBoxLayout, QWidget

from ...io.documents import read_document
from ..document import DocumentModel
from ..i18n import COUNT, translate
from ..subviews import COMMON_SUBVIEW_FACTORIES, SUBVIEW_FACTORIES
from ..widgets import DemoBadge, ElidedLabel, heading
from .yamlview import YamlView


def saved_message(model: Any, path: Path | str) -> str:
    """What the status bar says after a save: the problems the file still carries, since the
    generator and the board read it as it is."""
    problems = list(getattr(model, "problems", []) or [])
    errors = sum(1 for p in problems if p.severity == "error")
    warnings = len(problems) - errors
    if errors and read_document(path)[0] is None:
        return translate(
            "DocumentView", "Saved {path} with %n error(s): the app, the generator and the board cannot read it "
            "until they are fixed (see the Problems panel)", None, COUNT, errors
        ).format(path=path)
    if errors:
        return translate(
            "DocumentView", "Saved {path} with {errors} and {warnings}: the generator and the board "
            "will use it as it is (see the Problems panel)"
        ).format(path=path, errors=translate("DocumentView", "%n error(s)", None, COUNT, errors),
                 warnings=translate("DocumentView", "%n warning(s)", None, COUNT, warnings))
    if warnings:
        return translate("DocumentView", "Saved {path} with %n warning(s) (see the Problems panel)", None, COUNT, warnings).format(path=path)
    return translate("DocumentView", "Saved {path}").format(path=path)


class DocumentView(QWidget):
    """Everything about one open document; ``selectionChanged`` carries the selected pointer."""

    selectionChanged = Signal(str)

    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        header = QHBoxLayout()
        self.title = heading(ElidedLabel(), 2)
        header.addWidget(self.title)
        self.badge = DemoBadge()
        header.addWidget(self.badge)
        header.addStretch(1)
        self.path_label = ElidedLabel(Qt.TextElideMode.ElideMiddle)
        header.addWidget(self.path_label)
        layout.addLayout(header)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("subviews")
        self.tabs.setDocumentMode(True)
        layout.addWidget(self.tabs)
        self.subviews: dict[str, QWidget] = {}
        factory = SUBVIEW_FACTORIES.get(model.kind)
        for name, title, widget in factory(model) if factory else []:
            self._add(name, title, widget)
        for common in COMMON_SUBVIEW_FACTORIES:
            for name, title, widget in common(model):
                self._add(name, title, widget)
        self.yaml = YamlView(model)
        self._add("yaml", translate("DocumentView", "YAML"), self.yaml)
        model.changed.connect(self._refresh_header)
        model.dirtyChanged.connect(self._refresh_header)
        model.pathChanged.connect(self._refresh_header)
        self._refresh_header()

    def _add(self, name: str, title: str, widget: QWidget) -> None:
        self.subviews[name] = widget
        self.tabs.addTab(widget, title)
        signal = getattr(widget, "selectionChanged", None)
        if signal is not None:
            signal.connect(self.selectionChanged)

    def _refresh_header(self, *_args: object) -> None:
        name = getattr(self.model.doc, "name", "") or self.model.title()
        title = self.model.title()
        self.title.setText((title if name in title else f"{title} — {name}") + (" *" if self.model.dirty else ""))
        self.badge.setVisible(self.model.is_demo)
        self.path_label.setText(str(self.model.path) if self.model.path else translate("DocumentView", "not saved yet"))

    def show_subview(self, name: str) -> bool:
        widget = self.subviews.get(name)
        if widget is None:
            return False
        self.tabs.setCurrentWidget(widget)
        return True

    def current_subview(self) -> QWidget:
        return self.tabs.currentWidget()

    def select_pointer(self, pointer: str) -> None:
        """Show the sub-view holding ``pointer`` and select its cell (the YAML line otherwise)."""
        for widget in self.subviews.values():
            select = getattr(widget, "select_pointer", None)
            if widget is not self.yaml and select is not None and select(pointer):
                self.tabs.setCurrentWidget(widget)
                return
        self.tabs.setCurrentWidget(self.yaml)
        self.yaml.select_pointer(pointer)
