"""Small bound widgets of the scenario editor: the open-chit line, the control combo and the
reinforcement table. Each reads and writes one pointer of the scenario through the editor's
``Binder``, so every change is one undoable edit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import translate


class Binder(Protocol):
    """What these widgets use of the editor's binder (``editor.Binder``)."""

    model: Any
    loaders: list[Callable[[], None]]

    def value(self, pointer: str) -> Any: ...

    def commit(self, pointer: str, value: Any, label: str | None = None) -> None: ...

    def report(self, message: str) -> None: ...


class ChitLine(QLineEdit):
    """Chit letters, space separated (e.g. 'A K')."""

    def __init__(self, binder: Binder, pointer: str, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.binder = binder
        self.pointer = pointer
        self.setPlaceholderText(translate("ScenarioEditor", "letters, e.g. A K"))
        self.editingFinished.connect(self._commit)
        binder.loaders.append(self.load)

    def load(self) -> None:
        text = " ".join(self.binder.value(self.pointer) or [])
        if self.text() != text:
            self.blockSignals(True)
            self.setText(text)
            self.blockSignals(False)

    def _commit(self) -> None:
        letters = [t.upper() for t in self.text().replace(",", " ").split()]
        if letters != list(self.binder.value(self.pointer) or []):
            self.binder.commit(self.pointer, letters)


class ControlCombo(QComboBox):
    """Who controls one objective at the start."""

    def __init__(self, binder: Binder, key: str, owners: list[tuple[str, Any]]) -> None:
        super().__init__()
        self.setObjectName(f"control_{key}")
        self.binder = binder
        self.key = key
        for label, v in owners:
            self.addItem(label, v)
        self.currentIndexChanged.connect(self._commit)
        binder.loaders.append(self.load)

    def load(self) -> None:
        control = self.binder.model.doc.objective_control  # type: ignore[attr-defined]
        self.blockSignals(True)
        self.setCurrentIndex(max(self.findData(control.get(self.key)), 0))
        self.blockSignals(False)

    def _commit(self, _i: int) -> None:
        control = dict(self.binder.model.doc.objective_control)  # type: ignore[attr-defined]
        control[self.key] = self.currentData()
        self.binder.commit("/objective_control", dict(sorted(control.items())), translate("ScenarioEditor", "Objective {n} control").format(n=self.key))


class ReinforcementTable(QWidget):
    """Reinforcements: Time space, units ('counter' or 'counter+weapon', comma separated), Sighting markers."""

    def __init__(self, binder: Binder, pointer: str, name: str) -> None:
        super().__init__()
        self.binder = binder
        self.pointer = pointer
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName(name)
        self.table.setHorizontalHeaderLabels([translate("ScenarioEditor", "Time space"), translate("ScenarioEditor", "Units"), translate("ScenarioEditor", "Sighting markers")])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemChanged.connect(self._changed)
        self.table.setMinimumHeight(110)
        box.addWidget(self.table)
        row = QHBoxLayout()
        add = QPushButton(translate("ScenarioEditor", "Add"))
        add.setObjectName(f"{name}Add")
        add.clicked.connect(self.add_row)
        remove = QPushButton(translate("ScenarioEditor", "Remove"))
        remove.clicked.connect(self.remove_rows)
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        box.addLayout(row)
        binder.loaders.append(self.load)

    def load(self) -> None:
        rows = list(self.binder.value(self.pointer) or [])
        t = self.table
        t.blockSignals(True)
        t.setRowCount(len(rows))
        for r, rf in enumerate(rows):
            units = ", ".join(f"{u.counter}+{u.weapon}" if u.weapon else u.counter for u in rf.units)
            for c, text in enumerate((str(rf.space), units, str(rf.sighting_markers))):
                t.setItem(r, c, QTableWidgetItem(text))
        t.blockSignals(False)

    def _changed(self, cell: QTableWidgetItem) -> None:
        r, c = cell.row(), cell.column()
        base = f"{self.pointer}/{r}"
        text = cell.text().strip()
        if c == 1:
            units = []
            for part in (p.strip() for p in text.split(",")):
                if part:
                    counter, _, weapon = part.partition("+")
                    units.append({"counter": counter.strip(), "weapon": weapon.strip() or None})
            self.binder.commit(f"{base}/units", units)
            return
        try:
            value = int(text)
        except ValueError:
            self.binder.report(translate("ScenarioEditor", "{field}: {text} is not a whole number").format(field=base, text=repr(text)))
            self.load()
            return
        self.binder.commit(f"{base}/{'space' if c == 0 else 'sighting_markers'}", value)

    def add_row(self) -> None:
        n = len(list(self.binder.value(self.pointer) or []))
        self.binder.model.insert_items(self.pointer, n, [{"space": 1, "units": []}], translate("ScenarioEditor", "Add reinforcements"))

    def remove_rows(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        if rows:
            self.binder.model.remove_items(self.pointer, rows, translate("ScenarioEditor", "Remove reinforcements"))
