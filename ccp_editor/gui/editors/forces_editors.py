"""Editors for a nation's forces: counters (with a preview), OB cards (with their unit lists) and
the Support / Leader / Radio / Troop Quality roll tables as grids by roll column and year."""

from __future__ import annotations

import re
from collections import Counter as Tally
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...io.csvfile import CsvError, CsvTable, csv_text, parse_csv_text, write_csv
from ...model import Counter, OBCard, OBUnit, RollColumn, Stats, TableEntry
from ...model.base import ModelError
from ...model.forces import LEADER_KINDS, SOLDIER_KINDS, parse_years
from .. import cells
from ..counter_preview import CounterPreview
from ..document import DocumentModel
from ..i18n import translate
from ..i18n.logline import check_line, located_line
from ..tablecsv import ROLL_TABLES, TableSpec, register_table, roll_columns_from_csv, roll_rows
from ..tables import Column, TableEditor, csv_preferences, read_csv_text
from ..widgets import add_tool_buttons, error_background, warning_background
from .docview import SUBVIEW_FACTORIES

_Index = QModelIndex | QPersistentModelIndex
TABLES = ("support_table", "leader_table", "radio_table", "quality_table")
TABLE_FIELDS = ROLL_TABLES
DEFAULT_YEARS = [1941, 1942, 1943, 1944, 1945]


def table_title(key: str) -> str:
    return {
        "support_table": translate("ForcesEditors", "Support"),
        "leader_table": translate("ForcesEditors", "Leaders"),
        "radio_table": translate("ForcesEditors", "Radio"),
        "quality_table": translate("ForcesEditors", "Troop quality"),
    }[key]


# ----------------------------------------------------------------------------- counters

STAT_FIELDS = (
    ("fp", "FP"),
    ("fp_boxed", "FP□"),
    ("range", "Rng"),
    ("range_min", "Min rng"),
    ("movement", "Mv"),
    ("morale", "Mor"),
    ("command", "Cmd"),
)


def stat_tips() -> dict[str, str]:
    """What each short stat header means (the printed counter, 3.1)."""
    return {
        "fp": translate("ForcesEditors", "FP: firepower"),
        "fp_boxed": translate("ForcesEditors", "FP□: the firepower is printed in a box: +1 in melee (3.1.6)"),
        "range": translate("ForcesEditors", "Rng: range in hexes"),
        "range_min": translate("ForcesEditors", "Min rng: minimum range in hexes (mortars)"),
        "movement": translate("ForcesEditors", "Mv: movement"),
        "morale": translate("ForcesEditors", "Mor: morale"),
        "command": translate("ForcesEditors", "Cmd: command; a number for a leader, M for a Scout, - for the Sogeki Hei (3.1)"),
    }


Choices = Callable[[], list[tuple[Any, str]]]


def faction_choices(model: DocumentModel) -> Choices:
    """The factions the rule set gives the document's nation, as (id, name), read when asked."""

    def choices() -> list[tuple[Any, str]]:
        ds = model.dataset
        rs = ds.ruleset if ds is not None else None
        nation = rs.nation(model.doc.nation) if rs is not None else None  # type: ignore[attr-defined]
        return [(f.id, f.name) for f in nation.factions] if nation is not None else []

    return choices


def counter_choices(model: DocumentModel, kinds: tuple[str, ...]) -> Choices:
    """Counters of the given kinds as (id, shown name): the document's own first, then the other
    nations' (a table may name them); a name two counters share is told apart by its id."""

    def choices() -> list[tuple[Any, str]]:
        own = list(model.doc.counters)  # type: ignore[attr-defined]
        seen = {c.id for c in own}
        ds = model.dataset
        others = [c for c in (ds.counters().values() if ds is not None else []) if c.id not in seen]
        pool = [c for c in own + others if c.kind in kinds and c.id]
        nation = str(model.doc.nation)  # type: ignore[attr-defined]
        nations = {c.id: n for n, f in (ds.forces.items() if ds is not None else []) for c in f.counters}
        of = {c.id: nation if c.id in seen else nations.get(c.id, "") for c in pool}
        shared = Tally(c.name for c in pool)
        shared_in_nation = Tally((c.name, of[c.id]) for c in pool)

        def label(c: Any) -> str:
            if c.name and shared[c.name] == 1:
                return c.name
            if c.name and shared_in_nation[(c.name, of[c.id])] == 1 and of[c.id]:
                return f"{c.name} ({of[c.id]})"
            return f"{c.name or c.id} ({c.id})"

        return [(c.id, label(c)) for c in pool]

    return choices


def kind_choices() -> list[tuple[Any, str]]:
    """Counter kinds by name (3): what the Kind column shows and offers."""
    return [
        ("squad", translate("ForcesEditors", "Squad")), ("team", translate("ForcesEditors", "Team")),
        ("leader", translate("ForcesEditors", "Leader")), ("hero", translate("ForcesEditors", "Hero")),
        ("scout", translate("ForcesEditors", "Scout")), ("sogeki_hei", translate("ForcesEditors", "Sogeki Hei")),
        ("private", translate("ForcesEditors", "Private")), ("weapon", translate("ForcesEditors", "Weapon")),
        ("radio", translate("ForcesEditors", "Radio")), ("aircraft", translate("ForcesEditors", "Aircraft")),
    ]


def quality_choices() -> list[tuple[Any, str]]:
    """Troop qualities by name (elite, line, green)."""
    return [("elite", translate("ForcesEditors", "Elite")), ("line", translate("ForcesEditors", "Line")),
            ("green", translate("ForcesEditors", "Green"))]


def years_text(years: list[int] | None) -> str:
    return f"{years[0]}-{years[1]}" if years and len(years) == 2 else cells.to_text(years)


def _parse_years(text: str) -> list[int] | None:
    """'1942-1945', '1942–45', '1942 1944', '1942, 1944' or one year; empty = every year."""
    try:
        return parse_years(text)
    except ValueError as exc:
        raise ModelError("", str(exc)) from None


def _parse_required_years(text: str) -> list[int]:
    years = _parse_years(text)
    if years is None:
        raise ModelError("", translate("ForcesEditors", "an OB card needs its first and last year, such as 1941-1945"))
    return years


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
    ]
    return cols


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


def entry_label(e: TableEntry, names: dict[str, str] | None = None) -> str:
    """A roll-table entry in a few words, as a grid cell lists it: counters by their names when
    ``names`` (id -> name) knows them, else by id."""
    names = names or {}
    if e.unit:
        text = names.get(e.unit, e.unit) + (f" +{names.get(e.weapon, e.weapon)}" if e.weapon else "")
        if e.infiltrator:
            text += " " + translate("ForcesEditors", "(infiltrator)")
    elif e.radio:
        text = names[e.radio] if e.radio in names else translate("ForcesEditors", "radio {id}").format(id=e.radio)
    elif e.sighting_marker:
        text = translate("ForcesEditors", "Sighting marker")
    elif e.artillery_denied:
        text = translate("ForcesEditors", "Artillery denied")
    elif e.quality:
        text = dict(quality_choices()).get(e.quality, e.quality)
    else:
        text = translate("ForcesEditors", "(nothing entered yet)")
    if e.vp_cost:
        text += f" ({e.vp_cost} VP)"
    return text


class RollGridModel(QAbstractTableModel):
    """Read-only overview: one column per roll, one row per year, each cell the entries available."""

    def __init__(self, doc: DocumentModel, table_key: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.table_key = table_key
        self._years = self._compute_years()
        self._names = self._counter_names()
        doc.changed.connect(self._reset)
        doc.structureChanged.connect(self._reset)
        doc.problemsChanged.connect(self._problems)

    def _reset(self, *_args: object) -> None:
        self.beginResetModel()
        self._years = self._compute_years()
        self._names = self._counter_names()
        self.endResetModel()

    def _counter_names(self) -> dict[str, str]:
        """Counter names by id, the document's own over the other nations'."""
        ds = self.doc.dataset
        names = {c.id: c.name for c in (ds.counters().values() if ds is not None else []) if c.name}
        names.update({c.id: c.name for c in self.doc.doc.counters if c.name})  # type: ignore[attr-defined]
        return names

    def _problems(self) -> None:
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def table(self) -> Any:
        return getattr(self.doc.doc, self.table_key)

    def _compute_years(self) -> list[int]:
        ds = self.doc.dataset
        years = list(ds.ruleset.years) if ds is not None and ds.ruleset is not None and ds.ruleset.years else []
        if not years:
            found = [y for c in self.table().columns for e in c.entries for y in (e.year_from, e.year_to)]
            years = list(range(min(found), max(found) + 1)) if found else list(DEFAULT_YEARS)
        return sorted(set(years))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._years)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.table().columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            cols = self.table().columns
            return translate("ForcesEditors", "Roll {roll}").format(roll=cols[section].roll) if 0 <= section < len(cols) else None
        return str(self._years[section]) if 0 <= section < len(self._years) else None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def stray(self, e: TableEntry) -> bool:
        """An entry no year row would show: its years run backwards or lie outside the table's."""
        return bool(self._years) and (e.year_from > e.year_to or e.year_to < self._years[0] or e.year_from > self._years[-1])

    def entries_at(self, row: int, column: int) -> list[tuple[int, TableEntry]]:
        """The entries of a roll column available in a year; a stray entry (bad years) is listed in
        every year, marked, so that a typo never makes an entry vanish from the grid."""
        year = self._years[row]
        col = self.table().columns[column]
        return [(j, e) for j, e in enumerate(col.entries) if e.year_from <= year <= e.year_to or self.stray(e)]

    def entry_problems(self, column: int, j: int) -> list:
        return list(self.doc.problems_below(f"/{self.table_key}/columns/{column}/entries/{j}"))

    def entry_text(self, column: int, j: int, e: TableEntry) -> str:
        """The entry's label; one with an error starts with a warning sign, a stray one shows its years."""
        text = entry_label(e, self._names)
        if self.stray(e):
            text += f" [{e.year_from}-{e.year_to}]"
        if any(p.severity == "error" for p in self.entry_problems(column, j)) or self.stray(e):
            text = "⚠ " + text
        return text

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < self.rowCount() and 0 <= index.column() < self.columnCount()):
            return None
        column = index.column()
        entries = self.entries_at(index.row(), column)
        if role == Qt.ItemDataRole.DisplayRole:
            return "\n".join(self.entry_text(column, j, e) for j, e in entries)
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole):
            base = f"/{self.table_key}/columns/{column}"
            found = list(self.doc.problems_at(base)) + list(self.doc.problems_below(f"{base}/roll"))
            lines = [check_line(p.message) for p in found]
            for j, e in entries:
                mine = self.entry_problems(column, j)
                found += mine
                lines += [f"{entry_label(e, self._names)}: {check_line(p.message)}" for p in mine]
            if role == Qt.ItemDataRole.ToolTipRole:
                return "\n".join(lines) or None
            if found:
                error = any(p.severity == "error" for p in found)
                return QBrush(error_background() if error else warning_background())
        return None


def _entry_columns(table_key: str, model: DocumentModel | None = None) -> list[Column]:
    titles = {
        "unit": translate("ForcesEditors", "Unit"),
        "weapon": translate("ForcesEditors", "Weapon"),
        "radio": translate("ForcesEditors", "Radio"),
        "sighting_marker": translate("ForcesEditors", "Sighting marker"),
        "infiltrator": translate("ForcesEditors", "Infiltrator"),
        "artillery_denied": translate("ForcesEditors", "Artillery denied"),
        "quality": translate("ForcesEditors", "Quality"),
        "vp_cost": translate("ForcesEditors", "VP cost"),
        "year_from": translate("ForcesEditors", "From"),
        "year_to": translate("ForcesEditors", "To"),
    }
    widths = {"unit": 190, "weapon": 170, "radio": 170, "quality": 90, "sighting_marker": 120, "artillery_denied": 120}
    kinds = {
        "unit": LEADER_KINDS if table_key == "leader_table" else SOLDIER_KINDS,
        "weapon": ("weapon",),
        "radio": ("radio",),
    }
    tips = {
        "year_from": translate("ForcesEditors", "First year of the entry; a range typed here (1942-1945, 1942–45, 1942 1945) sets both years"),
        "year_to": translate("ForcesEditors", "Last year of the entry; a range typed here (1942-1945, 1942–45, 1942 1945) sets both years"),
    }
    return [
        Column(
            k, titles[k], widths.get(k, 90),
            choices=(counter_choices(model, kinds[k]) if model is not None and k in kinds
                     else quality_choices if k == "quality" else None),
            tip=tips.get(k, ""),
            expand=_year_range_cell if k in ("year_from", "year_to") else None,
        )
        for k in TABLE_FIELDS[table_key]
    ]


def _year_range_cell(text: str) -> dict[str, Any]:
    """A From or To cell given a range ('1942-1945', '1942–45', '1942 1945'): both years; one year
    is left to the cell's own field."""
    if re.fullmatch(r"\s*\d{4}\s*", text):
        return {}
    years = _parse_years(text)
    return {"year_from": years[0], "year_to": years[1]} if years else {}


def _new_entry(table_key: str, years: list[int]) -> TableEntry:
    """An entry for every year of the table that names nothing yet: the rules check reports it as
    incomplete until its unit, radio or quality is entered."""
    first, last = (min(years), max(years)) if years else (1941, 1945)
    return TableEntry(year_from=first, year_to=last)


class RollTableEditor(QWidget):
    """One roll table: dice, the roll x year grid, and the entries of the selected roll column."""

    selectionChanged = Signal(str)

    def __init__(self, model: DocumentModel, table_key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = model
        self.table_key = table_key
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(translate("ForcesEditors", "Dice:")))
        self.dice = QComboBox()
        self.dice.setObjectName("diceCombo")
        for value, label in (
            ("2d6", translate("ForcesEditors", "Two dice (2d6)")),
            ("white", translate("ForcesEditors", "White die")),
            ("colored", translate("ForcesEditors", "Colored die")),
        ):
            self.dice.addItem(label, value)
        self.dice.activated.connect(self._dice_chosen)
        bar.addWidget(self.dice)
        bar.addSpacing(16)
        bar.addWidget(QLabel(translate("ForcesEditors", "Selected column roll:")))
        self.roll = QSpinBox()
        self.roll.setObjectName("rollSpin")
        self.roll.setRange(0, 36)
        self.roll.editingFinished.connect(self._roll_edited)
        bar.addWidget(self.roll)
        bar.addStretch(1)
        self.buttons: dict[str, QToolButton] = add_tool_buttons(
            bar,
            (
                ("addColumn", translate("ForcesEditors", "Add column"), self.add_column),
                ("removeColumn", translate("ForcesEditors", "Remove column"), self.remove_column),
                ("import", translate("ForcesEditors", "Import CSV..."), self.import_csv_dialog),
                ("export", translate("ForcesEditors", "Export CSV..."), self.export_csv_dialog),
            ),
        )
        layout.addLayout(bar)
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.grid_model = RollGridModel(model, table_key, self)
        self.grid = QTableView()
        self.grid.setObjectName("rollGrid")
        self.grid.setModel(self.grid_model)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.setWordWrap(True)
        self.grid.horizontalHeader().setDefaultSectionSize(190)  # room for two counter names
        self.grid.verticalHeader().setDefaultSectionSize(44)
        splitter.addWidget(self.grid)
        self.entries = TableEditor(
            model, None, _entry_columns(table_key, model), lambda _items: _new_entry(table_key, self.grid_model._years),
            translate("ForcesEditors", "Entries of the selected column"),
        )
        self.entries.buttons["import"].hide()
        self.entries.buttons["export"].hide()
        splitter.addWidget(self.entries)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter)
        self.status = QLabel()
        self.status.setObjectName("rollStatus")
        layout.addWidget(self.status)
        self.grid.selectionModel().currentChanged.connect(self._grid_current)
        self.grid_model.modelReset.connect(self._after_reset)
        self.grid_model.dataChanged.connect(lambda *_a: self.grid.resizeRowsToContents())
        self.entries.selectionChanged.connect(self.selectionChanged)
        model.changed.connect(lambda _p: self._sync_controls())
        model.structureChanged.connect(lambda _p: self._sync_controls())
        self.column = -1
        if self.table().columns:
            self.select_column(0)
        self._sync_controls()
        self.grid.resizeRowsToContents()

    def table(self) -> Any:
        return getattr(self.doc.doc, self.table_key)

    # ------------------------------------------------------------------ selection
    def select_column(self, column: int) -> None:
        cols = self.table().columns
        if not 0 <= column < len(cols):
            self.column = -1
            self.entries.model.set_list_pointer(None)
            self.entries.title_label.setText(translate("ForcesEditors", "No column selected"))
            return
        self.column = column
        pointer = f"/{self.table_key}/columns/{column}/entries"
        if self.entries.model.list_pointer != pointer:
            self.entries.model.set_list_pointer(pointer)
        self.entries.title_label.setText(translate("ForcesEditors", "Entries of roll {roll}").format(roll=cols[column].roll))
        self._sync_controls()
        self.selectionChanged.emit(f"/{self.table_key}/columns/{column}")

    def _grid_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.select_column(current.column())

    def _after_reset(self) -> None:
        self.grid.selectionModel().currentChanged.connect(self._grid_current, Qt.ConnectionType.UniqueConnection)
        if self.column >= len(self.table().columns):
            self.select_column(len(self.table().columns) - 1)
        elif self.column < 0 and self.table().columns:
            self.select_column(0)
        self.grid.resizeRowsToContents()

    def _sync_controls(self) -> None:
        table = self.table()
        self.dice.setCurrentIndex(self.dice.findData(table.dice))
        cols = table.columns
        self.roll.setEnabled(0 <= self.column < len(cols))
        if 0 <= self.column < len(cols) and not self.roll.hasFocus():
            self.roll.setValue(cols[self.column].roll)

    # ------------------------------------------------------------------ edits
    def _dice_chosen(self, _index: int) -> None:
        self.doc.set_value(f"/{self.table_key}/dice", self.dice.currentData(), translate("ForcesEditors", "Set dice"))

    def _roll_edited(self) -> None:
        if 0 <= self.column < len(self.table().columns):
            self.doc.set_value(f"/{self.table_key}/columns/{self.column}/roll", self.roll.value(), translate("ForcesEditors", "Set column roll"))

    def add_column(self) -> None:
        cols = self.table().columns
        roll = max((c.roll for c in cols), default=1) + 1
        at = self.column + 1 if self.column >= 0 else len(cols)
        self.doc.insert_items(f"/{self.table_key}/columns", at, [RollColumn(roll=min(roll, 36))], translate("ForcesEditors", "Add column"))
        self.select_column(at)

    def remove_column(self) -> None:
        if 0 <= self.column < len(self.table().columns):
            self.doc.remove_items(f"/{self.table_key}/columns", [self.column], translate("ForcesEditors", "Remove column"))

    # the Edit menu's row operations act on the entries
    def insert_row(self) -> None:
        self.entries.insert_row()

    def remove_rows(self) -> None:
        self.entries.remove_rows()

    def copy_rows(self) -> str:
        return self.entries.copy_rows()

    def paste_rows(self) -> int:
        return self.entries.paste_rows()

    # ------------------------------------------------------------------ CSV: one row per entry, with its roll
    def csv_rows(self) -> tuple[list[str], list[list[str]]]:
        return roll_rows(self.table(), self.table_key)

    def csv_text(self) -> str:
        return csv_text(*self.csv_rows(), bom=False)

    def columns_from_csv(self, table: CsvTable | str) -> list[dict[str, Any]]:
        """Roll columns (in first-seen order) from CSV rows; CsvError at FILE:ROW:COLUMN."""
        if isinstance(table, str):
            table = parse_csv_text(table)
        return roll_columns_from_csv(table, lambda text: translate("ForcesEditors", text))

    def import_csv_text(self, text: CsvTable | str) -> int:
        data = self.columns_from_csv(text)
        self.doc.set_value(f"/{self.table_key}/columns", data, translate("ForcesEditors", "Import CSV"))
        self.select_column(0 if data else -1)
        return sum(len(c["entries"]) for c in data)

    def export_csv(self, path: str | Path, delimiter: str | None = None, bom: bool | None = None) -> None:
        pref_delimiter, pref_bom = csv_preferences()
        write_csv(path, *self.csv_rows(), delimiter or pref_delimiter, pref_bom if bom is None else bom)

    def import_csv(self, path: str | Path) -> int:
        return self.import_csv_text(read_csv_text(path))

    def export_csv_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("ForcesEditors", "Export CSV"), f"{self.table_key}.csv", translate("ForcesEditors", "CSV files (*.csv)"))
        if path:
            try:
                self.export_csv(path)
            except OSError as exc:
                self.status.setText(str(exc))
                return
            self.status.setText(translate("ForcesEditors", "Exported {path}").format(path=path))

    def import_csv_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("ForcesEditors", "Import CSV"), "", translate("ForcesEditors", "CSV files (*.csv)"))
        if path:
            try:
                n = self.import_csv(path)
            except (OSError, UnicodeDecodeError, CsvError) as exc:
                reason = located_line(exc.where, exc.message) if isinstance(exc, CsvError) else str(exc)
                self.status.setText(translate("ForcesEditors", "Not imported: {reason}").format(reason=reason))
                return
            self.status.setText(translate("ForcesEditors", "Imported {n} entries from {path}").format(n=n, path=path))

    # ------------------------------------------------------------------ navigation
    def select_pointer(self, pointer: str) -> bool:
        base = f"/{self.table_key}"
        if not (pointer == base or pointer.startswith(base + "/")):
            return False
        m = re.match(rf"^{re.escape(base)}/columns/(\d+)(/.*)?$", pointer)
        if m:
            column = int(m.group(1))
            self.select_column(column)
            index = self.grid_model.index(0, column)
            if index.isValid():
                self.grid.setCurrentIndex(index)
            self.entries.select_pointer(pointer)
        return True


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

__all__ = ["CountersEditor", "OBCardsEditor", "RollGridModel", "RollTableEditor", "entry_label", "parse_units", "units_text"]
