"""Dock panels: data-set browser, problems list and log (the welcome page is ``gui/start``)."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QPlainTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from ..io.yamlio import Problem
from .i18n import translate
from .widgets import error_background, warning_background
from .workspace import GROUPS, Workspace, group_title

PATH_ROLE = Qt.ItemDataRole.UserRole
POINTER_ROLE = Qt.ItemDataRole.UserRole + 1


class DataSetBrowser(QTreeWidget):
    """The documents of the open data set, grouped by kind; activating one opens it."""

    openRequested = Signal(str)

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setObjectName("dataSetBrowser")
        self.setHeaderLabels([translate("Panels", "Document"), translate("Panels", "Provenance")])
        self.setColumnWidth(0, 210)
        self.itemActivated.connect(self._activated)
        self.itemDoubleClicked.connect(self._activated)
        workspace.datasetChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        for group in GROUPS:
            item = QTreeWidgetItem([group_title(group), ""])
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            groups[group] = item
        for entry in self.workspace.entries():
            child = QTreeWidgetItem([entry.label, entry.provenance])
            child.setData(0, PATH_ROLE, str(entry.path))
            child.setToolTip(0, str(entry.path))
            groups[entry.group].addChild(child)
        for group in GROUPS:
            item = groups[group]
            item.setText(1, str(item.childCount()))
            self.addTopLevelItem(item)
            item.setExpanded(True)

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        path = item.data(0, PATH_ROLE)
        if path:
            self.openRequested.emit(path)


class ProblemsPanel(QTreeWidget):
    """Validation problems as ``file:line:col: pointer: message``; activating one jumps to the field."""

    problemActivated = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemsPanel")
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setHeaderLabels([translate("Panels", "Severity"), translate("Panels", "Location"), translate("Panels", "Pointer"), translate("Panels", "Message")])
        self.setColumnWidth(0, 70)
        self.setColumnWidth(1, 260)
        self.setColumnWidth(2, 230)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)

    def set_problems(self, problems: list[Problem]) -> None:
        self.clear()
        items = []
        for p in problems:
            location = f"{Path(p.file).name}:{p.line}:{p.column}"
            severity = translate("Panels", "error") if p.severity == "error" else translate("Panels", "warning")
            item = QTreeWidgetItem([severity, location, p.pointer or "/", p.message])
            item.setData(0, PATH_ROLE, p.file)
            item.setData(0, POINTER_ROLE, p.pointer)
            item.setToolTip(3, p.format())
            item.setToolTip(1, p.file)
            colour = error_background() if p.severity == "error" else warning_background()
            item.setBackground(0, QBrush(colour))
            items.append(item)
        self.addTopLevelItems(items)

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.problemActivated.emit(item.data(0, PATH_ROLE), item.data(0, POINTER_ROLE))


class LogPanel(QPlainTextEdit):
    """What the application did (opened, saved, restored...), newest last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        self.setReadOnly(True)
        self.setMaximumBlockCount(2000)

    def log(self, message: str) -> None:
        self.appendPlainText(f"{time.strftime('%H:%M:%S')}  {message}")
