"""Dock panels: data-set browser, problems list, log and the welcome page."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..io.yamlio import Problem
from .i18n import tr
from .widgets import DemoBadge, error_background, warning_background
from .workspace import GROUPS, Workspace, group_title

TR_CONTEXT = "Panels"
PATH_ROLE = Qt.ItemDataRole.UserRole
POINTER_ROLE = Qt.ItemDataRole.UserRole + 1


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


class DataSetBrowser(QTreeWidget):
    """The documents of the open data set, grouped by kind; activating one opens it."""

    openRequested = Signal(str)

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setObjectName("dataSetBrowser")
        self.setHeaderLabels([_tr("Document"), _tr("Provenance")])
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
        self.setHeaderLabels([_tr("Severity"), _tr("Location"), _tr("Pointer"), _tr("Message")])
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
            severity = _tr("error") if p.severity == "error" else _tr("warning")
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


class WelcomePage(QWidget):
    """The first tab: which data set is open, whether it is demo data, and what it holds.

    When the box fails to load (a broken manifest, a missing file) it says so here, next to the
    buttons that open another box, so a bad box never leaves the user stuck."""

    openDataSetRequested = Signal()
    openDemoRequested = Signal()

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setObjectName("welcomePage")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 28, 32, 28)
        title = QLabel(_tr("CC:P Scenario Studio"))
        font = title.font()
        font.setPointSize(font.pointSize() + 10)
        font.setBold(True)
        title.setFont(font)
        outer.addWidget(title)
        row = QHBoxLayout()
        self.dataset_label = QLabel()
        f2 = self.dataset_label.font()
        f2.setPointSize(f2.pointSize() + 4)
        self.dataset_label.setFont(f2)
        row.addWidget(self.dataset_label)
        self.badge = DemoBadge()
        row.addWidget(self.badge)
        row.addStretch(1)
        outer.addLayout(row)
        self.root_label = QLabel()
        self.root_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.root_label)
        self.form = QFormLayout()
        self.form.setContentsMargins(0, 16, 0, 16)
        outer.addLayout(self.form)
        self.hint = QLabel(
            _tr(
                "Double-click a document in the data-set browser to edit it. Every change can be undone"
                " (Edit > Undo) and problems appear in the Problems panel as you type."
            )
        )
        self.hint.setWordWrap(True)
        outer.addWidget(self.hint)
        self.trouble = QLabel()
        self.trouble.setObjectName("welcomeTrouble")
        self.trouble.setWordWrap(True)
        outer.addWidget(self.trouble)
        buttons = QHBoxLayout()
        self.open_button = QPushButton(_tr("Open Data Set..."))
        self.open_button.setObjectName("welcomeOpenDataSet")
        self.open_button.clicked.connect(self.openDataSetRequested)
        buttons.addWidget(self.open_button)
        self.demo_button = QPushButton(_tr("Open the Demo Data Set"))
        self.demo_button.setObjectName("welcomeOpenDemo")
        self.demo_button.clicked.connect(self.openDemoRequested)
        buttons.addWidget(self.demo_button)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        outer.addStretch(1)
        workspace.datasetChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        ws = self.workspace
        self.dataset_label.setText(_tr("Data set: {name}").format(name=ws.name))
        self.badge.setVisible(ws.is_demo)
        self.root_label.setText(str(ws.root) if ws.root else _tr("Open a data set folder with File > Open Data Set."))
        while self.form.rowCount():
            self.form.removeRow(0)
        counts = ws.counts()
        for group in GROUPS:
            value = QLabel(str(counts[group]))
            value.setObjectName(f"count_{group}")
            self.form.addRow(group_title(group) + ":", value)
        errors = sum(1 for p in ws.load_problems if p.severity == "error")
        self.form.addRow(_tr("Load problems:"), QLabel(str(errors)))
        if errors:
            self.trouble.setText(
                _tr(
                    "<b>This data set did not load completely</b>: {n} problem(s), listed in the Problems"
                    " panel below. Fix them in the files, or open another data set."
                ).format(n=errors)
            )
        else:
            self.trouble.setText("")
        self.trouble.setVisible(bool(errors))
