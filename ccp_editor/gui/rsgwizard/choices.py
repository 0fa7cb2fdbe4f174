"""One widget per kind of RSG question; each reads back an answer in the engine's answer format.

``make_choice(decision, state)`` builds the widget; ``value()`` is the answer and ``set_value()``
prefills one (the auto decider's suggestion). The engine checks every answer, so the widgets only
offer what the decision offered and leave the rules to it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rsg.deciders import Decision
from ...rsg.steps import GenState
from ..i18n import translate

PLACE_LATER = "(players place it)"  # the English text of the 'place later' entry (shown translated)


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


class ListChoice(ChoiceWidget):
    """Pick one of the offered answers (map, year, OB card, leader, day or night)."""

    def __init__(self, decision: Decision, state: GenState, labels: list[str], parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        self.list = QListWidget()
        self.list.setObjectName("choiceList")
        self.list.setWordWrap(True)
        for value, label in zip(decision.offered, labels, strict=True):
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, value)
            self.list.addItem(item)
        self.list.currentRowChanged.connect(lambda _r: self.edited.emit())
        self.box.addWidget(self.list)

    def value(self) -> Any:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def set_value(self, value: Any) -> None:
        for row in range(self.list.count()):
            v = self.list.item(row).data(Qt.ItemDataRole.UserRole)
            if v == value and isinstance(v, bool) == isinstance(value, bool):
                self.list.setCurrentRow(row)
                return


class NightChoice(ChoiceWidget):
    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        self.group = QButtonGroup(self)
        self.day = QRadioButton(translate("RsgChoices", "Day"))
        self.night = QRadioButton(translate("RsgChoices", "Night: night rules (18): discard limit 2, night hindrance, starshells"))
        for i, b in enumerate((self.day, self.night)):
            self.group.addButton(b, i)
            self.box.addWidget(b)
        self.day.setChecked(True)
        self.group.idClicked.connect(lambda _i: self.edited.emit())

    def value(self) -> Any:
        return self.night.isChecked()

    def set_value(self, value: Any) -> None:
        (self.night if value else self.day).setChecked(True)


class SupportChoice(ChoiceWidget):
    """RSG 6: one item of the rolled column (several with the multi-buy house rule)."""

    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        info = decision.info
        self.multi = bool(info.get("multi"))
        lead = info.get("lead", 0)
        note = QLabel(
            translate("RsgChoices", "Column {roll}; your lead is {lead} VP. Every purchase slides the VP marker toward "
                "your opponent; crossing 0 hands the roll over.").format(roll=info.get("roll"), lead=lead)
            + (translate("RsgChoices", " Several items may be bought.") if self.multi else "")
        )
        note.setWordWrap(True)
        self.box.addWidget(note)
        self.list = QListWidget()
        self.list.setObjectName("choiceList")
        for it in info["items"]:
            if it.sighting:
                name = translate("RsgChoices", "Sighting marker")
            else:
                name = counter_label(state, it.unit or "", it.weapon)
            item = QListWidgetItem(translate("RsgChoices", "{name}: {cost} VP").format(name=name, cost=it.cost))
            item.setData(Qt.ItemDataRole.UserRole, it.label)
            if self.multi:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.currentRowChanged.connect(lambda _r: self.edited.emit())
        self.list.itemChanged.connect(lambda _i: self.edited.emit())
        self.box.addWidget(self.list)

    def value(self) -> Any:
        if self.multi:
            return [
                self.list.item(r).data(Qt.ItemDataRole.UserRole)
                for r in range(self.list.count())
                if self.list.item(r).checkState() == Qt.CheckState.Checked
            ]
        item = self.list.currentItem()
        return [item.data(Qt.ItemDataRole.UserRole)] if item is not None else []

    def set_value(self, value: Any) -> None:
        wanted = list(value or [])
        for r in range(self.list.count()):
            item = self.list.item(r)
            hit = item.data(Qt.ItemDataRole.UserRole) in wanted
            if self.multi:
                item.setCheckState(Qt.CheckState.Checked if hit else Qt.CheckState.Unchecked)
            elif hit:
                self.list.setCurrentRow(r)


class CountChoice(ChoiceWidget):
    """RSG 13: how many Sighting markers Japan buys."""

    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        note = QLabel(translate("RsgChoices", "1 VP each; up to {n} now. Japan's lead is {vp} VP.").format(n=max(decision.offered), vp=state.vp))
        note.setWordWrap(True)
        self.box.addWidget(note)
        self.spin = QSpinBox()
        self.spin.setObjectName("choiceCount")
        self.spin.setRange(min(decision.offered), max(decision.offered))
        self.spin.valueChanged.connect(lambda _v: self.edited.emit())
        self.box.addWidget(self.spin)
        self.box.addStretch(1)

    def value(self) -> Any:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        if isinstance(value, int):
            self.spin.setValue(value)


class FortificationChoice(ChoiceWidget):
    """RSG 9: how many of each fortification, within the Defender's lead."""

    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        info = decision.info
        self.budget = int(info["budget"])
        self.prices: dict[str, tuple[str, int, int]] = info["prices"]
        self.total = QLabel()
        self.box.addWidget(self.total)
        self.table = QTableWidget(len(decision.offered), 3)
        self.table.setObjectName("fortificationTable")
        self.table.setHorizontalHeaderLabels([translate("RsgChoices", "Fortification"), translate("RsgChoices", "VP each (available)"), translate("RsgChoices", "Buy")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.spins: dict[str, QSpinBox] = {}
        for row, label in enumerate(decision.offered):
            _t, cost, most = self.prices[label]
            self.table.setItem(row, 0, QTableWidgetItem(label))
            self.table.setItem(row, 1, QTableWidgetItem(f"{cost} ({most})"))
            spin = QSpinBox()
            spin.setRange(0, most)
            spin.valueChanged.connect(self._changed)
            self.spins[label] = spin
            self.table.setCellWidget(row, 2, spin)
        self.box.addWidget(self.table)
        self._changed()

    def _changed(self, *_args: object) -> None:
        spent = sum(self.prices[k][1] * s.value() for k, s in self.spins.items())
        colour = "#b3261e" if spent > self.budget else "palette(text)"
        spent_text = translate("RsgChoices", "Spent {spent} of the Defender's lead of {budget} VP").format(spent=spent, budget=self.budget)
        self.total.setText(f"<span style='color:{colour}'>{spent_text}</span>")
        self.edited.emit()

    def value(self) -> Any:
        return [label for label, s in self.spins.items() for _ in range(s.value())]

    def set_value(self, value: Any) -> None:
        for label, s in self.spins.items():
            s.setValue(list(value or []).count(label))


class HexListChoice(ChoiceWidget):
    """A hex per item: fortifications (RSG 10), units at setup (RSG 10) or Sighting markers (RSG 13)."""

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
        self.table = QTableWidget(len(rows), 2)
        self.table.setObjectName("hexTable")
        self.table.setHorizontalHeaderLabels([translate("RsgChoices", "Piece"), place or translate("RsgChoices", "Hex")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.combos: list[QComboBox] = []
        for row, (label, hexes) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(label))
            combo = QComboBox()
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


class SplitChoice(ChoiceWidget):
    """RSG 10: which Invader units land on the map (the rest wait on the Time Track), or which
    Banzai units wait on Time space 1 (the rest set up along the edge)."""

    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        if decision.step == "banzai_split":
            text = translate("RsgChoices", "Tick the units that wait on Time space 1; the others set up along your edge (RSG 10).")
        else:
            limit = decision.info["max_on_map"]
            text = translate("RsgChoices", "At most {n} unit(s) set up on the map; the others wait on the Time Track (17.4).").format(n=limit)
        note = QLabel(text)
        note.setWordWrap(True)
        self.box.addWidget(note)
        self.list = QListWidget()
        self.list.setObjectName("choiceList")
        units = decision.info["units"]
        for i in decision.offered:
            cid, weapon = units[i]
            item = QListWidgetItem(counter_label(state, cid, weapon))
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.itemChanged.connect(lambda _i: self.edited.emit())
        self.box.addWidget(self.list)

    def value(self) -> Any:
        return [
            self.list.item(r).data(Qt.ItemDataRole.UserRole)
            for r in range(self.list.count())
            if self.list.item(r).checkState() == Qt.CheckState.Checked
        ]

    def set_value(self, value: Any) -> None:
        wanted = set(value or [])
        for r in range(self.list.count()):
            item = self.list.item(r)
            item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole) in wanted else Qt.CheckState.Unchecked)


def _ob_label(state: GenState, card: Any) -> str:
    units = ", ".join(f"{u.count}x {counter_label(state, u.counter, u.weapon)}" for u in card.units)
    extra = []
    if card.leader_rolls:
        modifier = f" {card.leader_modifier:+d}" if card.leader_modifier else ""
        extra.append(translate("RsgChoices", "{n} leader roll(s)").format(n=card.leader_rolls) + modifier)
    if card.surrender_space is not None:
        extra.append(translate("RsgChoices", "surrender {n}").format(n=card.surrender_space))
    if card.banzai_force:
        extra.append(translate("RsgChoices", "Banzai Force"))
    if card.sighting_markers:
        extra.append(translate("RsgChoices", "{n} Sighting marker(s)").format(n=card.sighting_markers))
    if card.quality:
        extra.append(card.quality)
    tail = f"; {', '.join(extra)}" if extra else ""
    head = translate("RsgChoices", "{name} [{id}]: {vp} VP, Order Limit {order_limit}, Initiative {initiative}").format(
        name=card.name, id=card.id, vp=card.point_value, order_limit=card.order_limit, initiative=card.initiative
    )
    return f"{head}{tail}\n    {units}"


def make_choice(decision: Decision, state: GenState) -> ChoiceWidget:
    """The answer widget for a question."""
    step = decision.step
    info = decision.info
    if step == "ob":
        labels = [_ob_label(state, c) for c in info["cards"]]
        return ListChoice(decision, state, labels)
    if step == "leader":
        return ListChoice(decision, state, [counter_label(state, c) for c in decision.offered])
    if step == "night":
        return NightChoice(decision, state)
    if step == "support":
        return SupportChoice(decision, state)
    if step == "sighting_markers":
        return CountChoice(decision, state)
    if step == "fortifications":
        return FortificationChoice(decision, state)
    if step == "fortification_hexes":
        rows = [(f"{i + 1}. {t}", list(info["legal"][t])) for i, t in enumerate(info["types"])]
        return HexListChoice(decision, state, rows)
    if step == "placement":
        area = list(decision.offered)
        rows = [(counter_label(state, c, w), area) for c, w in info["units"]]
        return HexListChoice(decision, state, rows, allow_later=True)
    if step == "sighting_hexes":
        rows = [(translate("RsgChoices", "Sighting marker {n}").format(n=i + 1), list(decision.offered)) for i in range(info["count"])]
        return HexListChoice(decision, state, rows)
    if step in ("invader_split", "banzai_split"):
        return SplitChoice(decision, state)
    if step == "infiltration_boxes":
        rows = [(counter_label(state, c, w), list(decision.offered)) for c, w in info["units"]]
        return HexListChoice(decision, state, rows, place=translate("RsgChoices", "Infiltration Box"))
    return ListChoice(decision, state, [str(v) for v in decision.offered])
