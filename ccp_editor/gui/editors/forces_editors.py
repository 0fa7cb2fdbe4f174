"""Editors for a nation's forces: counters (with a preview) and OB cards (with their unit lists), and
the forces document's tabs with the roll tables (``roll_tables``)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...model import Counter, OBCard, OBUnit, Stats
from ...model.base import ModelError
from ...model.forces import SOLDIER_KINDS
from .. import cells
from ..counter_preview import CounterPreview
from ..document import DocumentModel
from ..i18n import translate
from ..tablecsv import TableSpec, register_table
from ..tables import Column, TableEditor
from .docview import SUBVIEW_FACTORIES
from .forces_fields import (
    STAT_FIELDS,
    TABLE_FIELDS,
    TABLES,
    Choices,
    _parse_required_years,
    _parse_years,
    counter_choices,
    faction_choices,
    kind_choices,
    quality_choices,
    stat_tips,
    table_title,
    years_text,
)
from .roll_tables import RollGridModel, RollTableEditor, entry_label


def counter_columns(factions: Choices | None = None) -> list[Column]:
    cols = [
        Column("id", translate("ForcesEditors", "Id"), 120, tip=translate("ForcesEditors", "The counter's id: OB cards and roll tables name the counter by it")),
        Column("name", translate("ForcesEditors", "Name"), 140, tip=translate("ForcesEditors", "The name printed on the counter")),
        Column("kind", translate("ForcesEditors", "Kind"), 80, tip=translate("ForcesEditors", "Squad, team, leader, hero, scout, Sogeki Hei, private, weapon, radio or aircraft"),
               choices=kind_choices),
        Column("faction", translate("ForcesEditors", "Faction"), 130, tip=translate("ForcesEditors", "One of the nation's factions in the rule set"), choices=factions),
        Column("quality", translate("ForcesEditors", "Quality"), 60, tip=translate("ForcesEditors", "Elite, line or green (squads and teams)"), choices=quality_choices),
        Column("figures", translate("ForcesEditors", "Figures"), 55, tip=translate("ForcesEditors", "Soldier figures for stacking: 4 for a squad, 2 a team, 1 a leader (3)")),
    ]
    tips = stat_tips()
    for side, label, where in (
        ("front", translate("ForcesEditors", "front"), translate("ForcesEditors", "front (unbroken) side")),
        ("back", translate("ForcesEditors", "back"), translate("ForcesEditors", "back (broken) side")),
    ):
        if side == "back":
            cols.append(
                Column("back", translate("ForcesEditors", "Broken\nside"), 60, display=lambda v: "" if v is None else "true", parse=_parse_has_back,
                       tip=translate("ForcesEditors", "The counter has a broken side: its stats are in the 'back' columns"))
            )
        for key, short in STAT_FIELDS:
            cols.append(Column(f"{side}/{key}", f"{short}\n{label}", 50, tip=f"{tips[key]} — {where}"))
    cols += [
        Column("ordnance", translate("ForcesEditors", "Ordnance"), 70, tip=translate("ForcesEditors", "A white bar behind the stats: the weapon is ordnance (5.5)")),
        Column("smoke", translate("ForcesEditors", "Smoke"), 55, tip=translate("ForcesEditors", "The weapon can fire smoke")),
        Column("movement_modifier", translate("ForcesEditors", "Mv mod"), 60,
               tip=translate("ForcesEditors", "Mv mod: movement modifier, what carrying the weapon takes off the carrier's movement (0 or less, 5.2)")),
        Column("weapon_type", translate("ForcesEditors", "Weapon type"), 85, tip=translate("ForcesEditors", "mg, mortar, flamethrower, gun... (weapons only)")),
        Column("years", translate("ForcesEditors", "Years"), 85, display=years_text, parse=_parse_years,
               tip=translate("ForcesEditors", "First and last year of use, such as 1942-1945 (or 1942–45, 1942 1945); empty for every year")),
        Column("count", translate("ForcesEditors", "In mix"), 55, display=lambda v: "" if v is None else str(v), parse=_parse_count,
               tip=translate("ForcesEditors", "How many of this counter the countermix holds: Light Wounds and Deploy need a team "
                             "left in it (A44, E56); empty for no limit")),
    ]
    return cols


def _parse_count(text: str) -> int | None:
    """'' for no countermix limit, else a whole number."""
    return cells.from_text(int, text) if text.strip() else None


def _parse_has_back(text: str) -> dict | None:
    """'true' gives a counter a broken side (stats typed in the back columns), '' removes it."""
    return {} if cells.from_text(bool, text or "false") else None


def _unused_id(prefix: str, used: set[str]) -> str:
    n = 1
    while f"{prefix}-{n}" in used:
        n += 1
    return f"{prefix}-{n}"


def _new_counter(items: list[Counter], nation: str = "") -> Counter:
    """An empty counter: only an unused id (a key the user renames); no name and no stats, so the
    rules check reports it as incomplete until they are typed."""
    prefix = f"{nation.lower()}-counter" if nation else "counter"
    return Counter(id=_unused_id(prefix, {c.id for c in items}), name="", kind="squad", front=Stats())


class CountersEditor(QWidget):
    """Every counter of the nation, both sides' stats, with a drawn preview of the current one."""

    selectionChanged = Signal(str)

    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = model
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        nation = str(model.doc.nation)  # type: ignore[attr-defined]
        self.table = TableEditor(
            model, "/counters", counter_columns(faction_choices(model)), lambda items: _new_counter(items, nation),
            translate("ForcesEditors", "Counters (both sides)"), frozen=2,
        )
        splitter.addWidget(self.table)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(QLabel(translate("ForcesEditors", "Preview")))
        self.preview = CounterPreview(vertical=True)
        side_layout.addWidget(self.preview)
        side_layout.addStretch(1)
        side.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)  # the width goes to the 26 columns; the preview keeps its own
        splitter.setStretchFactor(1, 0)
        layout.addWidget(splitter)
        self.table.selectionChanged.connect(self._selected)
        self.table.selectionChanged.connect(self.selectionChanged)
        model.changed.connect(lambda _p: self._refresh_preview())
        model.structureChanged.connect(lambda _p: self._refresh_preview())
        self._row = 0 if model.doc.counters else -1  # type: ignore[attr-defined]
        self._refresh_preview()

    def _selected(self, pointer: str) -> None:
        parts = pointer.split("/")
        if len(parts) > 2 and parts[2].isdigit():
            self._row = int(parts[2])
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        counters = self.doc.doc.counters  # type: ignore[attr-defined]
        self.preview.set_counter(counters[self._row] if 0 <= self._row < len(counters) else None)

    def __getattr__(self, name: str) -> Any:
        # row operations and CSV are the table's (Edit menu dispatch)
        if name in ("insert_row", "remove_rows", "copy_rows", "paste_rows", "import_csv_dialog", "export_csv_dialog",
                    "import_csv", "export_csv"):
            return getattr(self.table, name)
        raise AttributeError(name)

    def select_pointer(self, pointer: str) -> bool:
        return self.table.select_pointer(pointer)


# ----------------------------------------------------------------------------- OB cards

_UNIT_RE = re.compile(
    r"^(?:(\d+)\s*[x×*]\s*)?([A-Za-z0-9][A-Za-z0-9_.-]*)(?:\s*\+\s*([A-Za-z0-9][A-Za-z0-9_.-]*))?(\s+infiltrator)?$"
)


def units_text(units: list[OBUnit] | None) -> str:
    """'2x jp_squad +jp_lmg; jp_leader': counts and attached weapons in one cell; units that set up
    as infiltrators (RSG 10, O28) end with ' infiltrator'."""
    parts = []
    for u in units or []:
        text = f"{u.count}x {u.counter}" if u.count != 1 else u.counter
        if u.weapon:
            text += f" +{u.weapon}"
        if u.infiltrator:
            text += " infiltrator"
        parts.append(text)
    return "; ".join(parts)


def parse_units(text: str) -> list[dict[str, Any]]:
    out = []
    for part in [p.strip() for p in text.split(";") if p.strip()]:
        m = _UNIT_RE.match(part)
        if not m:
            raise ModelError("", translate("ForcesEditors", "{part!r} is not 'COUNT x COUNTER +WEAPON'").format(part=part))
        unit: dict[str, Any] = {"counter": m.group(2)}
        if m.group(1):
            unit["count"] = int(m.group(1))
        if m.group(3):
            unit["weapon"] = m.group(3)
        if m.group(4):
            unit["infiltrator"] = True
        out.append(unit)
    return out


def ob_columns(factions: Choices | None = None) -> list[Column]:
    return [
        Column("id", translate("ForcesEditors", "Id"), 110, tip=translate("ForcesEditors", "The card's id: scenarios and the generator name the card by it")),
        Column("name", translate("ForcesEditors", "Name"), 150, tip=translate("ForcesEditors", "The name printed on the card")),
        Column("point_value", translate("ForcesEditors", "Points"), 55, tip=translate("ForcesEditors", "What the card costs in the random battle generator (VP)")),
        Column("order_limit", translate("ForcesEditors", "Order limit"), 75, tip=translate("ForcesEditors", "Orders the side may give each turn (1-6)")),
        Column("initiative", translate("ForcesEditors", "Initiative"), 70, tip=translate("ForcesEditors", "Initiative value: the higher side holds the Initiative card")),
        Column("faction", translate("ForcesEditors", "Faction"), 130, tip=translate("ForcesEditors", "One of the nation's factions in the rule set"), choices=factions),
        Column("quality", translate("ForcesEditors", "Quality"), 60, tip=translate("ForcesEditors", "Fixed troop quality (Japanese cards); Allied cards roll for it"),
               choices=quality_choices),
        Column("surrender_space", translate("ForcesEditors", "Surrender"), 70, tip=translate("ForcesEditors", "Allied cards: the surrender space on the Time track (11.2)")),
        Column("leader_rolls", translate("ForcesEditors", "Leader rolls"), 80, tip=translate("ForcesEditors", "Rolls on the Leader table")),
        Column("leader_modifier", translate("ForcesEditors", "Leader mod"), 75, tip=translate("ForcesEditors", "Modifier to the Leader table rolls")),
        Column("banzai_force", translate("ForcesEditors", "Banzai"), 55, tip=translate("ForcesEditors", "Japanese cards: the side takes the Banzai posture")),
        Column("sighting_markers", translate("ForcesEditors", "Sighting"), 65, tip=translate("ForcesEditors", "Japanese cards: Sighting markers (9)")),
        Column("years", translate("ForcesEditors", "Years"), 85, display=years_text, parse=_parse_required_years,
               tip=translate("ForcesEditors", "First and last year the card is used, such as 1942-1945 (or 1942–45, 1942 1945)")),
        Column("units", translate("ForcesEditors", "Units"), 320, display=units_text, parse=parse_units,
               tip=translate("ForcesEditors", "The units: COUNT x COUNTER +WEAPON, separated by ';' (add 'infiltrator' for Japanese infiltrators)")),
    ]


def _new_ob(items: list[OBCard]) -> OBCard:
    """An OB card with an unused id, no name and no units (reported as incomplete until entered)."""
    return OBCard(id=_unused_id("ob", {o.id for o in items}), name="", point_value=0, order_limit=1, initiative=0, units=[])


class OBCardsEditor(QWidget):
    """The OB cards, and below them the unit list of the current card."""

    selectionChanged = Signal(str)

    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = model
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.cards = TableEditor(model, "/ob_cards", ob_columns(faction_choices(model)), _new_ob, translate("ForcesEditors", "OB cards"), frozen=2)
        splitter.addWidget(self.cards)
        unit_cols = [
            Column("counter", translate("ForcesEditors", "Counter"), 200, choices=counter_choices(model, SOLDIER_KINDS)),
            Column("count", translate("ForcesEditors", "Count"), 60),
            Column("weapon", translate("ForcesEditors", "Weapon"), 200, choices=counter_choices(model, ("weapon",))),
            Column("infiltrator", translate("ForcesEditors", "Infiltrator"), 75),
        ]
        self.units = TableEditor(
            model, None, unit_cols, lambda items: OBUnit(counter=""), translate("ForcesEditors", "Units of the selected card")
        )
        splitter.addWidget(self.units)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter)
        self.cards.selectionChanged.connect(self._card_selected)
        self.cards.selectionChanged.connect(self.selectionChanged)
        self.units.selectionChanged.connect(self.selectionChanged)
        if model.doc.ob_cards:  # type: ignore[attr-defined]
            self._show_card(0)
        model.changed.connect(self._renamed)

    def _renamed(self, pointer: str) -> None:
        m = re.match(r"^/ob_cards/(\d+)/units$", self.units.model.list_pointer or "")
        if m and (pointer in ("", "/ob_cards") or pointer.startswith(f"/ob_cards/{m.group(1)}")):
            self._units_title(int(m.group(1)))

    def _show_card(self, row: int) -> None:
        self.units.model.set_list_pointer(f"/ob_cards/{row}/units")
        self._units_title(row)

    def _units_title(self, row: int) -> None:
        cards = self.doc.doc.ob_cards  # type: ignore[attr-defined]
        name = cards[row].name if 0 <= row < len(cards) else ""
        self.units.title_label.setText(
            translate("ForcesEditors", "Units of {card}").format(card=name) if name
            else translate("ForcesEditors", "Units of card {n}").format(n=row + 1)
        )

    def _card_selected(self, pointer: str) -> None:
        parts = pointer.split("/")
        if len(parts) > 2 and parts[2].isdigit():
            row = int(parts[2])
            if self.units.model.list_pointer != f"/ob_cards/{row}/units":
                self._show_card(row)

    def __getattr__(self, name: str) -> Any:
        if name in ("insert_row", "remove_rows", "copy_rows", "paste_rows", "import_csv_dialog", "export_csv_dialog",
                    "import_csv", "export_csv"):
            return getattr(self.cards, name)
        raise AttributeError(name)

    def select_pointer(self, pointer: str) -> bool:
        m = re.match(r"^/ob_cards/(\d+)/units(/.*)?$", pointer)
        if m:
            self._show_card(int(m.group(1)))
            self.cards.select_pointer(f"/ob_cards/{m.group(1)}/units")
            return self.units.select_pointer(pointer)
        return self.cards.select_pointer(pointer)


# ----------------------------------------------------------------------------- roll tables


def _forces_subviews(model: DocumentModel) -> list[tuple[str, str, QWidget]]:
    views: list[tuple[str, str, QWidget]] = [
        ("counters", translate("ForcesEditors", "Counters"), CountersEditor(model)),
        ("ob_cards", translate("ForcesEditors", "OB cards"), OBCardsEditor(model)),
    ]
    for key in TABLES:
        views.append((key, table_title(key), RollTableEditor(model, key)))
    return views


SUBVIEW_FACTORIES["forces"] = _forces_subviews
register_table(TableSpec("counters", "forces", "/counters", counter_columns))
register_table(TableSpec("ob_cards", "forces", "/ob_cards", ob_columns))

__all__ = ["TABLE_FIELDS", "CountersEditor", "OBCardsEditor", "RollGridModel", "RollTableEditor", "entry_label", "parse_units", "units_text"]
