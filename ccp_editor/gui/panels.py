"""Dock panels: data-set browser, problems list and log (the welcome page is ``gui/start``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QBrush, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QPlainTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from ..io.yamlio import Problem
from .i18n import translate
from .i18n.logline import check_line
from .widgets import error_background, warning_background
from .workspace import GROUPS, Workspace, group_title

PATH_ROLE = Qt.ItemDataRole.UserRole
POINTER_ROLE = Qt.ItemDataRole.UserRole + 1
LINE_ROLE = Qt.ItemDataRole.UserRole + 2


def provenance_title(provenance: str) -> str:
    """Where a document comes from, in a word the narrow Data set panel has room for."""
    titles = {
        "builtin": translate("Panels", "Built-in"), "demo": translate("Panels", "Demo"),
        "user": translate("Panels", "Yours"), "generated": translate("Panels", "Generated"),
    }
    return titles.get(provenance, provenance)


class DataSetBrowser(QTreeWidget):
    """The documents of the open data set, grouped by kind; activating one opens it."""

    openRequested = Signal(str)

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setObjectName("dataSetBrowser")
        self.setHeaderLabels([translate("Panels", "Document"), translate("Panels", "Source")])
        # the names take the width the panel has, the short provenance ("demo", "user") what it needs:
        # no name cut to fit a fixed column, no horizontal scroll bar at the Design layout's 230 px
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
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
            origin = provenance_title(entry.provenance)
            child = QTreeWidgetItem([entry.label, origin])
            child.setData(0, PATH_ROLE, str(entry.path))
            child.setToolTip(0, f"{entry.label}\n{origin}\n{entry.path}")
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
    """Validation problems: severity, file and line, where in words ("Counter Rifle squad › FP") and
    the message. The JSON pointer stays in the tooltip and in what Copy puts on the clipboard
    (``file:line:col: /pointer: message``); activating a problem jumps to the field."""

    problemActivated = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemsPanel")
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setHeaderLabels([translate("Panels", "Severity"), translate("Panels", "File"), translate("Panels", "Where"), translate("Panels", "Message")])
        self.setColumnWidth(0, 70)
        self.setColumnWidth(1, 170)
        self.setColumnWidth(2, 260)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.copy_action = QAction(translate("Panels", "Copy"), self)
        self.copy_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy_current)
        self.addAction(self.copy_action)

    def set_problems(self, problems: list[Problem], where: Callable[[Problem], str] | None = None) -> None:
        """Show ``problems``; ``where(problem)`` names the place in words (the pointer when not given)."""
        self.clear()
        items = []
        for p in problems:
            location = f"{Path(p.file).name}:{p.line}"
            severity = translate("Panels", "error") if p.severity == "error" else translate("Panels", "warning")
            place = where(p) if where is not None else (p.pointer or "/")
            item = QTreeWidgetItem([severity, location, place, check_line(p.message)])
            item.setData(0, PATH_ROLE, p.file)
            item.setData(0, POINTER_ROLE, p.pointer)
            item.setData(0, LINE_ROLE, p.format())
            item.setToolTip(3, p.format())
            item.setToolTip(2, p.pointer or "/")
            item.setToolTip(1, f"{p.file}:{p.line}:{p.column}")
            colour = error_background() if p.severity == "error" else warning_background()
            item.setBackground(0, QBrush(colour))
            items.append(item)
        self.addTopLevelItems(items)

    def copy_current(self) -> str:
        """The current problem as ``file:line:col: /pointer: message`` on the clipboard (for reports)."""
        item = self.currentItem()
        if item is None:
            return ""
        text = str(item.data(0, LINE_ROLE) or "")
        QGuiApplication.clipboard().setText(text)
        return text

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
