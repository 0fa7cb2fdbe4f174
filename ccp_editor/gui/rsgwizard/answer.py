"""The base of the wizard's answer widgets, how a unit is named in them, and the hex-per-piece list.

``ChoiceWidget`` subclasses read back an answer in the engine's answer format (``value()``) and
take a prefill (``set_value()``); ``HexListChoice`` is one hex box per piece, the keyboard way of
the map placement (``placement``) and the Infiltration Box question.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rsg.deciders import Decision
from ...rsg.steps import GenState
from ..i18n import translate


def counter_label(state: GenState, counter_id: str, weapon: str | None = None) -> str:
    """A unit as players read it: name and main stats from its counter, plus its weapon."""
    c = state.data.counters.get(counter_id)
    text = counter_id
    if c is not None:
        f = c.front
        stats = "/".join(str(v) for v in (f.fp, f.range, f.movement, f.morale) if v is not None)
        text = f"{c.name} ({stats})" if stats else c.name
    if weapon:
        w = state.data.counters.get(weapon)
        text += f" + {w.name if w is not None else weapon}"
    return text


class ChoiceWidget(QWidget):
    """Base of the answer widgets: each subclass has ``value()`` (the answer) and ``set_value()``;
    ``edited`` fires when the player changes the answer."""

    edited = Signal()

    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision = decision
        self.state = state
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)


class HexListChoice(ChoiceWidget):
    """A hex per item: fortifications (RSG 10), units at setup (RSG 10) or Sighting markers (RSG 13)."""

    table_class: type[QTableWidget] = QTableWidget

    def __init__(
        self,
        decision: Decision,
        state: GenState,
        rows: list[tuple[str, list[str]]],
        allow_later: bool = False,
        parent: QWidget | None = None,
        place: str | None = None,
    ) -> None:
        super().__init__(decision, state, parent)
        self.allow_later = allow_later
        self.table = self.table_class(len(rows), 2)
        self.table.setObjectName("hexTable")
        self.table.setHorizontalHeaderLabels([translate("RsgChoices", "Piece"), place or translate("RsgChoices", "Hex")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.combos: list[QComboBox] = []
        for row, (label, hexes) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(label))
            combo = QComboBox()
            combo.setMinimumContentsLength(4)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            if allow_later:
                combo.addItem(translate("RsgChoices", "(players place it)"), None)
            for h in hexes:
                combo.addItem(h, h)
            combo.currentIndexChanged.connect(lambda _i: self.edited.emit())
            self.combos.append(combo)
            self.table.setCellWidget(row, 1, combo)
        self.box.addWidget(self.table)

    def value(self) -> Any:
        return [c.currentData() for c in self.combos]

    def set_value(self, value: Any) -> None:
        for combo, h in zip(self.combos, list(value or []), strict=False):
            i = combo.findData(h)
            if i >= 0:
                combo.setCurrentIndex(i)
