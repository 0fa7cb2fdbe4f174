"""One widget per kind of RSG question; each reads back an answer in the engine's answer format.

``make_choice(decision, state)`` builds the widget; ``value()`` is the answer and ``set_value()``
prefills one (the auto decider's suggestion). The engine checks every answer, so the widgets only
offer what the decision offered and leave the rules to it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...rsg.deciders import Decision
from ...rsg.steps import GenState
from ...rsg.stepwise import vp_marker_text
from ..i18n import COUNT, translate
from ..render import MapPainter, RenderOptions, render_image
from ..scenario.mapview import type_name
from .answer import ChoiceWidget, HexListChoice, counter_label
from .placement import map_choice

THUMB_SIZE = QSize(120, 84)
_THUMBS: dict[tuple[str, int], QPixmap] = {}


def map_preview(doc: Any, width: int) -> QPixmap:
    """The map drawn by the app's own renderer, ``width`` pixels wide (cached per map and width)."""
    key = (doc.id, width)
    if key not in _THUMBS:
        probe = MapPainter(doc, RenderOptions(px_per_hex=10.0))
        scale = width / max(probe.width, 1)
        image = render_image(doc, RenderOptions(px_per_hex=max(10.0 * scale * 2, 4.0), ids=width >= 400))
        _THUMBS[key] = QPixmap.fromImage(image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation))
    return _THUMBS[key]


def map_thumbnail(doc: Any) -> QIcon:
    """A small picture of a map for lists and combo boxes."""
    return QIcon(map_preview(doc, THUMB_SIZE.width()))


PLACE_LATER = "(players place it)"  # the English text of the 'place later' entry (shown translated)


class ListChoice(ChoiceWidget):
    """Pick one of the offered answers (map, year, OB card, leader, day or night)."""

    def __init__(self, decision: Decision, state: GenState, labels: list[str], parent: QWidget | None = None,
                 icons: list[QIcon] | None = None) -> None:
        super().__init__(decision, state, parent)
        self.list = QListWidget()
        self.list.setObjectName("choiceList")
        self.list.setWordWrap(True)
        if icons:
            self.list.setIconSize(THUMB_SIZE)
        for n, (value, label) in enumerate(zip(decision.offered, labels, strict=True)):
            item = QListWidgetItem(label)
            if icons:
                item.setIcon(icons[n])
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
        note = QLabel(translate("RsgChoices", "1 VP each; up to {n} now. VP marker: {vp}.").format(n=max(decision.offered), vp=vp_marker_text(state.vp)))
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


def fortification_label(kind: str, label: str) -> str:
    """A Fortification OB line as players read it: 'Foxholes', 'Mines, strength 6' (F104.2)."""
    name = type_name(kind).capitalize()
    strength = label.rpartition("-")[2] if kind == "mines" else ""
    return translate("RsgChoices", "{name}, strength {n}").format(name=name, n=strength) if strength.isdigit() else name


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
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.setMinimumHeight(160)
        self.spins: dict[str, QSpinBox] = {}
        for row, label in enumerate(decision.offered):
            kind, cost, most = self.prices[label]
            self.table.setItem(row, 0, QTableWidgetItem(fortification_label(kind, label)))
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


class SplitChoice(ChoiceWidget):
    """RSG 10: which Invader units land on the map (the rest wait on the Time Track), or which
    Banzai units wait on Time space 1 (the rest set up along the edge)."""

    def __init__(self, decision: Decision, state: GenState, parent: QWidget | None = None) -> None:
        super().__init__(decision, state, parent)
        if decision.step == "banzai_split":
            text = translate("RsgChoices", "Tick the units that wait on Time space 1; the others set up along your edge (RSG 10).")
        else:
            limit = decision.info["max_on_map"]
            text = translate("RsgChoices", "At most %n unit(s) set up on the map; the others wait on the Time Track (17.4).", None, COUNT, limit)
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
        rolls = card.leader_rolls
        extra.append(translate("RsgChoices", "%n leader roll(s)", None, COUNT, rolls) + modifier)
    if card.surrender_space is not None:
        extra.append(translate("RsgChoices", "surrender {n}").format(n=card.surrender_space))
    if card.banzai_force:
        extra.append(translate("RsgChoices", "Banzai Force"))
    if card.sighting_markers:
        markers = card.sighting_markers
        extra.append(translate("RsgChoices", "%n Sighting marker(s)", None, COUNT, markers))
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
    if step == "map":
        maps = state.data.ds.maps
        docs = [maps.get(m) for m in decision.offered]
        labels = [d.name if d is not None else str(m) for d, m in zip(docs, decision.offered, strict=True)]
        icons = [map_thumbnail(d) for d in docs] if all(d is not None for d in docs) else None
        return ListChoice(decision, state, labels, icons=icons)
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
    if step in ("fortification_hexes", "placement", "sighting_hexes"):
        return map_choice(decision, state)
    if step in ("invader_split", "banzai_split"):
        return SplitChoice(decision, state)
    if step == "infiltration_boxes":
        rows = [(counter_label(state, c, w), list(decision.offered)) for c, w in info["units"]]
        return HexListChoice(decision, state, rows, place=translate("RsgChoices", "Infiltration Box"))
    return ListChoice(decision, state, [str(v) for v in decision.offered])
