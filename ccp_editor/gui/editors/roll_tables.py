"""The Support / Leader / Radio / Troop Quality roll tables of a nation's forces, as grids by roll
column and year (one cell lists a column's entries for that year)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...io.csvfile import CsvError, CsvTable, csv_text, parse_csv_text
from ...model import RollColumn, TableEntry
from ...model.forces import LEADER_KINDS, SOLDIER_KINDS
from ..document import DocumentModel
from ..i18n import COUNT, translate
from ..i18n.logline import check_line, located_line
from ..tablecsv import roll_columns_from_csv, roll_rows
from ..tables import (
    Column,
    TableEditor,
    ask_spreadsheet_to_read,
    ask_spreadsheet_to_write,
    csv_preferences,
    read_csv_text,
)
from ..tablesheet import roll_column_choices, roll_column_types, write_table_file
from ..widgets import add_tool_buttons, error_background, warning_background
from .forces_fields import (
    DEFAULT_YEARS,
    TABLE_FIELDS,
    _Index,
    _parse_years,
    counter_choices,
    quality_choices,
)


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
                ("import", translate("ForcesEditors", "Import CSV or Excel..."), self.import_csv_dialog),
                ("export", translate("ForcesEditors", "Export CSV or Excel..."), self.export_csv_dialog),
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
        self.doc.set_value(f"/{self.table_key}/columns", data, translate("ForcesEditors", "Import table"))
        self.select_column(0 if data else -1)
        return sum(len(c["entries"]) for c in data)

    def export_csv(self, path: str | Path, delimiter: str | None = None, bom: bool | None = None) -> None:
        """Write the table as the file's suffix says: CSV (Preferences' delimiter and BOM unless given) or
        an ``.xlsx`` workbook (rolls and numbers as numbers). CsvError for another suffix; OSError."""
        pref_delimiter, pref_bom = csv_preferences()
        write_table_file(path, self.table_key, *self.csv_rows(), roll_column_types(self.table_key),
                         roll_column_choices(self.table_key), delimiter=delimiter or pref_delimiter,
                         bom=pref_bom if bom is None else bom)

    def import_csv(self, path: str | Path) -> int:
        return self.import_csv_text(read_csv_text(path, self.table_key))

    def export_csv_dialog(self) -> None:
        path = ask_spreadsheet_to_write(self, translate("ForcesEditors", "Export table"), f"{self.table_key}.csv")
        if path:
            try:
                self.export_csv(path)
            except CsvError as exc:
                self.status.setText(located_line(exc.where, exc.message))
                return
            except OSError as exc:
                self.status.setText(str(exc))
                return
            self.status.setText(translate("ForcesEditors", "Exported {path}").format(path=path))

    def import_csv_dialog(self) -> None:
        path = ask_spreadsheet_to_read(self, translate("ForcesEditors", "Import table"))
        if path:
            try:
                n = self.import_csv(path)
            except (OSError, UnicodeDecodeError, CsvError) as exc:
                reason = located_line(exc.where, exc.message) if isinstance(exc, CsvError) else str(exc)
                self.status.setText(translate("ForcesEditors", "Not imported: {reason}").format(reason=reason))
                return
            self.status.setText(translate("ForcesEditors", "Imported %n entries from {path}", None, COUNT, n).format(path=path))

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


