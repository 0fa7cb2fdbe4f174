"""Generic table editing of a list inside a document: Qt model, delegate, and the editor widget.

A ``ListTableModel`` shows the items of the list at a JSON pointer, one column per field (nested
fields by sub-pointer, e.g. ``front/fp``). Every edit goes through the DocumentModel as one undo
command; cells with a validation problem get a coloured background and the message as tooltip.
The ``TableEditor`` adds row operations: insert, remove, copy and paste (as YAML on the clipboard,
so rows move between documents and text editors), and CSV import/export.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSettings,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QStyledItemDelegate,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..io.csvfile import (
    DELIMITERS,
    CsvError,
    CsvTable,
    delimiter_for_decimal_point,
    parse_csv_text,
    read_csv,
)
from ..io.yamlio import DocumentError, dump_text, load_text
from ..model.base import ModelError, from_data, to_data
from . import cells, pointers
from .document import DocumentModel
from .frozentable import FrozenTableView
from .i18n import COUNT, translate
from .i18n.logline import check_line, located_line
from .tablecsv import TABLE_SPECS, Column, items_from_table, rows_of
from .tablesheet import list_column_choices, list_column_types, read_table_file, write_table_file
from .widgets import add_tool_buttons, error_background, warning_background

_Index = QModelIndex | QPersistentModelIndex
CHOICE_PADDING = 36  # px beside a choice column's longest name: cell margins and the combo's arrow
CHOICE_MAX = 220  # px: a choice column widened to its names stops here (long counter names)
log = logging.getLogger(__name__)
__all__ = ["Column", "CsvError", "ListTableModel", "TableEditor", "csv_preferences", "read_csv_text"]


def csv_preferences() -> tuple[str, bool]:
    """(delimiter, BOM) for CSV exports: Preferences, else the locale's list separator and a BOM."""
    settings = QSettings()
    default = delimiter_for_decimal_point(QLocale().decimalPoint())
    delimiter = str(settings.value("csvDelimiter", default) or default)
    if delimiter not in DELIMITERS:
        delimiter = default
    bom = str(settings.value("csvBom", "true")).lower() not in ("false", "0", "no")
    return delimiter, bom


def read_csv_text(path: str | Path, sheet: str | None = None) -> CsvTable:
    """A CSV file as spreadsheets save it (encoding and delimiter detected, guesses logged), or an
    ``.xlsx`` workbook's sheet (``sheet``, else the first): the suffix decides."""
    table = read_table_file(path, sheet) if Path(path).suffix.lower() == ".xlsx" else read_csv(path)
    for note in table.notes:
        log.info("%s: %s", table.file, check_line(note))
    return table


def _spreadsheet_filters() -> str:
    return ";;".join((
        translate("Tables", "Spreadsheets (*.csv *.xlsx)"),
        translate("Tables", "CSV files (*.csv)"),
        translate("Tables", "Excel workbooks (*.xlsx)"),
    ))


def ask_spreadsheet_to_write(parent: QWidget, title: str, suggested: str = "") -> str:
    """A file name for an export, from the Save dialog: a name typed without a suffix gets the one of the
    chosen filter (.xlsx for Excel workbooks, else .csv). Empty when cancelled."""
    path, chosen = QFileDialog.getSaveFileName(parent, title, suggested, _spreadsheet_filters())
    if path and not Path(path).suffix:
        path += ".xlsx" if "*.csv" not in chosen else ".csv"
    return path


def ask_spreadsheet_to_read(parent: QWidget, title: str) -> str:
    path, _ = QFileDialog.getOpenFileName(parent, title, "", _spreadsheet_filters())
    return path


ROW_COPY_KEYS = "Ctrl+Shift+C"  # the Edit menu's Copy Rows; Ctrl+C copies the cell
ROW_PASTE_KEYS = "Ctrl+Shift+V"


def _looks_like_rows(text: str) -> bool:
    """Clipboard text that Copy Rows made (YAML mappings), not a cell value."""
    stripped = text.lstrip()
    return stripped.startswith("- ") and ":" in stripped.splitlines()[0]


_ROLES = frozenset({
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.CheckStateRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole,
})


@lru_cache(maxsize=4096)
def _type_at(doc_type: type, pointer: str) -> Any:
    """A field's type, asked for every painted cell: looked up once per (document kind, pointer)."""
    return pointers.type_at(doc_type, pointer)


class ListTableModel(QAbstractTableModel):
    """The items of the list at ``list_pointer`` in a document, as a table."""

    editRejected = Signal(str)

    def __init__(self, doc: DocumentModel, list_pointer: str | None, columns: list[Column], parent: Any = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.list_pointer = list_pointer
        self.columns = columns
        doc.changed.connect(self._on_changed)
        doc.structureChanged.connect(self._on_structure)
        doc.problemsChanged.connect(self._on_problems)

    # ------------------------------------------------------------------ plumbing
    def set_list_pointer(self, list_pointer: str | None) -> None:
        self.beginResetModel()
        self.list_pointer = list_pointer
        self.endResetModel()

    def items(self) -> list[Any]:
        if self.list_pointer is None:
            return []
        try:
            value = self.doc.value(self.list_pointer)
        except pointers.PointerError:
            return []
        return value if isinstance(value, list) else []

    def item_type(self) -> Any:
        assert self.list_pointer is not None
        return pointers.item_type(type(self.doc.doc), self.list_pointer)

    def cell_pointer(self, row: int, column: int) -> str:
        return f"{self.list_pointer}/{row}/{self.columns[column].key}"

    def row_pointer(self, row: int) -> str:
        return f"{self.list_pointer}/{row}"

    def field_type(self, column: int) -> Any:
        assert self.list_pointer is not None
        return _type_at(type(self.doc.doc), f"{self.list_pointer}/0/{self.columns[column].key}")

    def raw_value(self, row: int, column: int) -> Any:
        try:
            return pointers.resolve(self.items()[row], "/" + self.columns[column].key)
        except (pointers.PointerError, IndexError):
            return None

    def _on_changed(self, pointer: str) -> None:
        lp = self.list_pointer
        if lp is None:
            return
        if pointer == "" or lp == pointer or lp.startswith(pointer + "/"):
            self.beginResetModel()
            self.endResetModel()
            return
        if pointer.startswith(lp + "/"):
            rest = pointer[len(lp) + 1 :].split("/")
            try:
                row = int(rest[0])
            except ValueError:
                return
            if 0 <= row < self.rowCount():
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def _on_structure(self, pointer: str) -> None:
        lp = self.list_pointer
        if lp is None:
            return
        if pointer == "" or pointer == lp or lp.startswith(pointer + "/"):
            self.beginResetModel()
            self.endResetModel()

    def _on_problems(self) -> None:
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, self.columnCount() - 1),
                [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole],
            )

    # ------------------------------------------------------------------ Qt model interface
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.items())

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            if not 0 <= section < len(self.columns):
                return None
            col = self.columns[section]
            return col.tip or col.title.replace("\n", " ")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.columns[section].title if 0 <= section < len(self.columns) else None
        return str(section + 1)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        col = self.columns[index.column()]
        if not col.editable:
            return base
        if cells.is_bool(self.field_type(index.column())):
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base | Qt.ItemFlag.ItemIsEditable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES or not index.isValid() or not (0 <= index.row() < self.rowCount()):
            return None  # a painted cell asks for a dozen roles: only these have answers
        row, column = index.row(), index.column()
        col = self.columns[column]
        value = self.raw_value(row, column)
        is_bool = cells.is_bool(self.field_type(column)) if col.editable else False
        if role == Qt.ItemDataRole.DisplayRole:
            if is_bool:
                return None
            if col.choices is not None and value is not None:
                return dict(col.choices()).get(value, str(value))  # an unknown value shows as itself
            return col.display(value) if col.display else cells.to_text(value)
        if role == Qt.ItemDataRole.EditRole:
            return col.display(value) if col.display else cells.to_text(value)
        if role == Qt.ItemDataRole.CheckStateRole and is_bool:
            return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole):
            found = self.cell_problems(row, column)
            if role == Qt.ItemDataRole.ToolTipRole:
                return "\n".join(check_line(p.message) for p in found) if found else None
            if found:
                error = any(p.severity == "error" for p in found)
                return QBrush(error_background() if error else warning_background())
        return None

    def cell_problems(self, row: int, column: int) -> list:
        """Problems at this cell and at the parts of the row holding it (a counter's front side
        for its front stats), plus those about the whole row when this is its first column."""
        found = list(self.doc.problems_below(self.cell_pointer(row, column)))
        parts = self.columns[column].key.split("/")
        for depth in range(1, len(parts)):
            found += self.doc.problems_at(f"{self.row_pointer(row)}/{'/'.join(parts[:depth])}")
        if column == 0:
            found += self.doc.problems_at(self.row_pointer(row))
        return found

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid():
            return False
        row, column = index.row(), index.column()
        col = self.columns[column]
        pointer = self.cell_pointer(row, column)
        try:
            if role == Qt.ItemDataRole.CheckStateRole:
                data: Any = Qt.CheckState(value) == Qt.CheckState.Checked
            elif role == Qt.ItemDataRole.EditRole:
                text = "" if value is None else str(value)
                if col.choices is not None:
                    data = choice_value(col, text)
                    optional, alternatives = cells.alternatives(self.field_type(column))
                    if data is None and not optional:
                        if str not in alternatives:
                            labels = ", ".join(label for _value, label in col.choices())
                            raise ModelError("", translate("Tables", "choose one of: {choices}").format(choices=labels))
                        data = ""  # a required reference left empty: reported as incomplete
                elif col.expand is not None and len(fields := col.expand(text)) > 1:
                    self._assign_several(row, fields)
                    return True
                else:
                    assert self.list_pointer is not None
                    if "pattern" in pointers.field_constraints(type(self.doc.doc), f"{self.list_pointer}/0/{col.key}"):
                        text = text.strip()  # an id or a reference: spaces around it are a slip (a name keeps them)
                    data = col.parse(text) if col.parse else cells.from_text(self.field_type(column), text, pointer)
            else:
                return False
            self._assign(row, col.key, data)
        except ModelError as exc:
            self.editRejected.emit(f"{col.title.replace(chr(10), ' ')}: {exc.message}")
            return False
        except pointers.PointerError as exc:
            self.editRejected.emit(str(exc))
            return False
        return True

    def _assign_several(self, row: int, fields: dict[str, Any]) -> None:
        """Set several fields of a row from one cell's text (a year range typed into From) as one
        undo step; a value that does not fit changes nothing."""
        for key, data in fields.items():
            pointers.convert(type(self.doc.doc), f"{self.row_pointer(row)}/{key}", data)
        stack = self.doc.undo_stack
        titles = [c.title.replace("\n", " ") for c in self.columns if c.key in fields] or list(fields)
        stack.beginMacro(translate("Tables", "Set {fields}").format(fields=translate("Tables", " and ").join(titles)))
        try:
            for key, data in fields.items():
                self.doc.set_value(f"{self.row_pointer(row)}/{key}", data)
        finally:
            stack.endMacro()

    def _assign(self, row: int, key: str, data: Any) -> None:
        """Set a field; a null parent on the way (a missing back side) is created with it."""
        base = self.row_pointer(row)
        parts = key.split("/")
        for depth in range(1, len(parts)):
            parent_pointer = base + "/" + "/".join(parts[:depth])
            if pointers.resolve(self.doc.doc, parent_pointer) is None:
                nested = cells.nest({"/".join(parts[depth:]): data})
                self.doc.set_value(parent_pointer, nested)
                return
        self.doc.set_value(f"{base}/{key}", data)

    # ------------------------------------------------------------------ CSV (flat, one row per item)
    def csv_rows(self) -> tuple[list[str], list[list[str]]]:
        return rows_of(self.items(), self.columns)

    def csv_text(self) -> str:
        """The table as CSV text (comma-separated, no BOM: for the clipboard and tests)."""
        from ..io.csvfile import csv_text

        return csv_text(*self.csv_rows(), bom=False)

    def items_from_csv(self, table: CsvTable | str) -> list[dict[str, Any]]:
        """Plain data for every CSV row; CsvError at FILE:ROW:COLUMN of the first bad value."""
        if isinstance(table, str):
            table = parse_csv_text(table)
        assert self.list_pointer is not None
        return items_from_table(table, self.columns, type(self.doc.doc), self.list_pointer)

    def import_csv_text(self, text: CsvTable | str) -> int:
        """Replace the whole list by the CSV rows, as one undo command; returns the row count."""
        data = self.items_from_csv(text)
        assert self.list_pointer is not None
        self.doc.set_value(self.list_pointer, data, translate("Tables", "Import table"))
        return len(data)


def choice_value(col: Column, text: str) -> Any:
    """The value of a choice column for what was typed or picked: a value or its label (any case);
    empty clears it; anything else is refused, naming the choices."""
    text = text.strip()
    if not text:
        return None
    assert col.choices is not None
    options = col.choices()
    for value, label in options:
        if text.casefold() in (str(value).casefold(), label.casefold()):
            return value
    listed = ", ".join(label for _value, label in options)
    if not listed:
        raise ModelError("", translate("Tables", "{text!r} is not offered here: there is nothing to choose from").format(text=text))
    raise ModelError("", translate("Tables", "{text!r} is not one of: {choices}").format(text=text, choices=listed))


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box for fields with a fixed set of values (kind, quality, terrain kind...)."""

    def createEditor(self, parent: QWidget, option: Any, index: _Index) -> QWidget:  # noqa: N802
        model = index.model()
        while hasattr(model, "sourceModel"):
            model = model.sourceModel()
        if isinstance(model, ListTableModel):
            col = model.columns[index.column()]
            if col.choices is not None:
                box = QComboBox(parent)
                box.setObjectName("choiceCombo")
                optional, alternatives = cells.alternatives(model.field_type(index.column()))
                if optional or str in alternatives:  # a required choice offers no empty item
                    box.addItem("", None)
                for value, label in col.choices():
                    box.addItem(label, value)
                return box
            tp = model.field_type(index.column())
            options = cells.choices(tp)
            if options:
                box = QComboBox(parent)
                optional, _ = cells.alternatives(tp)
                if optional:
                    box.addItem("")
                box.addItems([str(o) for o in options])
                return box
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            current = str(index.data(Qt.ItemDataRole.EditRole) or "")
            found = editor.findData(current) if editor.objectName() == "choiceCombo" else -1
            if found >= 0:
                editor.setCurrentIndex(found)
            else:
                editor.setCurrentText(current)
            return
        super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: Any, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            if editor.objectName() == "choiceCombo":
                model.setData(index, editor.currentData() or "", Qt.ItemDataRole.EditRole)
            else:
                model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)


class TableEditor(QWidget):
    """A table of list items with row operations; emits the pointer of the current cell."""

    selectionChanged = Signal(str)
    message = Signal(str)

    def __init__(
        self,
        doc: DocumentModel,
        list_pointer: str | None,
        columns: list[Column],
        new_item: Callable[[list[Any]], Any],
        title: str = "",
        parent: QWidget | None = None,
        frozen: int = 0,
    ) -> None:
        super().__init__(parent)
        self.doc = doc
        self.new_item = new_item
        self.model = ListTableModel(doc, list_pointer, columns, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.title_label = QLabel(title)
        bar.addWidget(self.title_label)
        bar.addStretch(1)
        self.buttons: dict[str, QToolButton] = add_tool_buttons(
            bar,
            (
                ("add", translate("Tables", "Add"), self.insert_row),
                ("remove", translate("Tables", "Remove"), self.remove_rows),
                ("copy", translate("Tables", "Copy"), self.copy_rows),
                ("paste", translate("Tables", "Paste"), self.paste_rows),
                ("import", translate("Tables", "Import CSV or Excel..."), self.import_csv_dialog),
                ("export", translate("Tables", "Export CSV or Excel..."), self.export_csv_dialog),
            ),
        )
        tips = {
            "add": translate("Tables", "Insert an empty row after the current one (Ctrl+I)"),
            "remove": translate("Tables", "Remove the selected rows (Ctrl+Shift+Del)"),
            "copy": translate("Tables", "Copy the selected rows (Ctrl+Shift+C); Ctrl+C copies the selected cells"),
            "paste": translate("Tables", "Insert the rows on the clipboard (Ctrl+Shift+V); Ctrl+V pastes into the cell"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        layout.addLayout(bar)
        self.view = FrozenTableView()
        self.view.setObjectName("tableView")
        self.view.setModel(self.model)
        self.view.setItemDelegate(ChoiceDelegate(self.view))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().setDefaultSectionSize(22)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        header = self.view.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.AlignmentFlag.AlignVCenter)
        metrics = self.view.fontMetrics()
        for i, c in enumerate(columns):
            # never narrower than its title: a truncated header reads as another column; a choice
            # column fits its longest name (in the current language) and the combo's arrow
            labels = [label for _value, label in c.choices()] if c.choices is not None else []
            widest = min(max((metrics.horizontalAdvance(t) for t in labels), default=0) + CHOICE_PADDING, CHOICE_MAX) if labels else 0
            self.view.setColumnWidth(i, max(c.width, header.sectionSizeHint(i), widest))
        self.view.freeze(frozen)
        layout.addWidget(self.view)
        self.status = QLabel()
        self.status.setObjectName("tableStatus")
        layout.addWidget(self.status)
        self.model.editRejected.connect(self._rejected)
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self.model.modelReset.connect(self._reconnect)
        self._add_shortcuts()

    def _add_shortcuts(self) -> None:
        from PySide6.QtGui import QAction

        # Ctrl+C / Ctrl+V are the cells' (as in a spreadsheet); whole rows are the Edit menu's
        # Copy Rows / Paste Rows (Ctrl+Shift+C / Ctrl+Shift+V)
        for keys, slot in (
            (QKeySequence.StandardKey.Copy, self.copy_cells),
            (QKeySequence.StandardKey.Paste, self.paste_cells),
            (QKeySequence("Ctrl+Shift+Del"), self.remove_rows),
        ):
            action = QAction(self.view)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.triggered.connect(slot)
            self.view.addAction(action)

    def _reconnect(self) -> None:
        self.view.selectionModel().currentChanged.connect(self._current_changed, Qt.ConnectionType.UniqueConnection)

    def _rejected(self, text: str) -> None:
        self.status.setText(translate("Tables", "Not changed: {reason}").format(reason=text))
        self.message.emit(text)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and self.model.list_pointer is not None:
            self.selectionChanged.emit(self.model.cell_pointer(current.row(), current.column()))
            found = self.model.cell_problems(current.row(), current.column())
            self.status.setText("; ".join(check_line(p.message) for p in found))

    def _context_menu(self, pos: Any) -> None:
        menu = self.context_menu()
        menu.exec(self.view.viewport().mapToGlobal(pos))

    def context_menu(self) -> QMenu:
        """The cell menu, each entry showing its shortcut."""
        menu = QMenu(self)
        for entry in (
            (translate("Tables", "Copy Cell"), self.copy_cells, QKeySequence.StandardKey.Copy),
            (translate("Tables", "Paste into Cell"), self.paste_cells, QKeySequence.StandardKey.Paste),
            None,
            (translate("Tables", "Insert Row"), self.insert_row, QKeySequence("Ctrl+I")),
            (translate("Tables", "Remove Rows"), self.remove_rows, QKeySequence("Ctrl+Shift+Del")),
            None,
            (translate("Tables", "Copy Rows"), self.copy_rows, QKeySequence(ROW_COPY_KEYS)),
            (translate("Tables", "Paste Rows"), self.paste_rows, QKeySequence(ROW_PASTE_KEYS)),
        ):
            if entry is None:
                menu.addSeparator()
                continue
            label, slot, shortcut = entry
            action = menu.addAction(label, slot)
            action.setShortcut(QKeySequence(shortcut))
        return menu

    # ------------------------------------------------------------------ cells
    def selected_cells(self) -> list[QModelIndex]:
        found = sorted(self.view.selectionModel().selectedIndexes(), key=lambda i: (i.row(), i.column()))
        current = self.view.currentIndex()
        return found or ([current] if current.isValid() else [])

    def copy_cells(self) -> str:
        """Put the selected cells on the clipboard as text, a row per line, tab between columns
        (what a spreadsheet pastes); returns the text."""
        chosen = self.selected_cells()
        if not chosen:
            return ""
        rows: dict[int, dict[int, str]] = {}
        for index in chosen:
            rows.setdefault(index.row(), {})[index.column()] = self._cell_text(index)
        columns = sorted({c for r in rows.values() for c in r})
        text = "\n".join("\t".join(rows[r].get(c, "") for c in columns) for r in sorted(rows))
        QGuiApplication.clipboard().setText(text)
        n = len(chosen)
        self.status.setText(translate("Tables", "Copied the cell") if n == 1 else translate("Tables", "Copied {n} cells").format(n=n))
        return text

    def _cell_text(self, index: QModelIndex) -> str:
        col = self.model.columns[index.column()]
        value = self.model.raw_value(index.row(), index.column())
        if col.choices is not None and value is not None:
            return str(value)
        return str(self.model.data(index, Qt.ItemDataRole.EditRole) or "")

    def paste_cells(self) -> int:
        """Paste clipboard text into the cells from the current one (tab-separated columns, one
        row per line) as one undo step; whole rows copied with Copy Rows are inserted as rows.
        Returns how many cells (or rows) changed."""
        text = QGuiApplication.clipboard().text()
        if _looks_like_rows(text):
            return self.paste_rows()
        current = self.view.currentIndex()
        if not current.isValid() or not text:
            return 0
        grid = [line.split("\t") for line in text.rstrip("\n").split("\n")]
        changed = 0
        self.doc.undo_stack.beginMacro(translate("Tables", "Paste cells"))
        try:
            for dr, values in enumerate(grid):
                for dc, value in enumerate(values):
                    index = self.model.index(current.row() + dr, current.column() + dc)
                    if not index.isValid() or not self.model.flags(index) & Qt.ItemFlag.ItemIsEditable:
                        continue
                    if self.model.setData(index, value, Qt.ItemDataRole.EditRole):
                        changed += 1
        finally:
            self.doc.undo_stack.endMacro()
        if not changed:  # nothing fitted: no empty step in the history
            stack = self.doc.undo_stack
            macro = stack.command(stack.index() - 1)
            if macro is not None and macro.childCount() == 0:
                macro.setObsolete(True)
                stack.undo()
        return changed

    # ------------------------------------------------------------------ rows
    def selected_rows(self) -> list[int]:
        rows = {i.row() for i in self.view.selectionModel().selectedIndexes()}
        current = self.view.currentIndex()
        if not rows and current.isValid():
            rows = {current.row()}
        return sorted(rows)

    def insert_row(self) -> None:
        if self.model.list_pointer is None:
            return
        rows = self.selected_rows()
        at = rows[-1] + 1 if rows else self.model.rowCount()
        self.doc.insert_items(self.model.list_pointer, at, [self.new_item(self.model.items())])  # named by describe_edit
        self.view.setCurrentIndex(self.model.index(at, 0))

    def remove_rows(self) -> None:
        rows = self.selected_rows()
        if rows and self.model.list_pointer is not None:
            self.doc.remove_items(self.model.list_pointer, rows)  # named by describe_edit

    def copy_rows(self) -> str:
        """Put the selected rows on the clipboard as YAML; returns the text."""
        items = self.model.items()
        rows = [r for r in self.selected_rows() if r < len(items)]
        if not rows:
            return ""
        text = dump_text([to_data(items[r]) for r in rows])
        QGuiApplication.clipboard().setText(text)
        self.status.setText(translate("Tables", "Copied %n row(s)", None, COUNT, len(rows)))
        return text

    def paste_rows(self) -> int:
        """Insert rows from clipboard YAML after the current row; returns how many."""
        if self.model.list_pointer is None:
            return 0
        text = QGuiApplication.clipboard().text()
        try:
            data = load_text(text, "clipboard").data
        except DocumentError as exc:
            self._rejected(translate("Tables", "the clipboard holds no rows: {problem}").format(problem=check_line(exc.problem.message)))
            return 0
        data = data if isinstance(data, list) else [data]
        tp = self.model.item_type()
        try:
            items = [from_data(tp, d, "") for d in data]
        except ModelError as exc:
            self._rejected(translate("Tables", "the clipboard rows do not fit this table: {error}").format(error=str(exc)))
            return 0
        rows = self.selected_rows()
        at = rows[-1] + 1 if rows else self.model.rowCount()
        self.doc.insert_items(self.model.list_pointer, at, items, translate("Tables", "Paste %n row(s)", None, COUNT, len(items)))
        self.status.setText(translate("Tables", "Pasted %n row(s)", None, COUNT, len(items)))
        return len(items)

    # ------------------------------------------------------------------ CSV
    def sheet_name(self) -> str:
        """The table's name (``counters``, ``chits``...): the workbook's sheet, as ``ccp-editor table`` names it."""
        kind = getattr(self.doc.doc, "KIND", "")
        for name, spec in TABLE_SPECS.items():
            if spec.kind == kind and spec.list_pointer == self.model.list_pointer:
                return name
        return (self.model.list_pointer or "/table").rsplit("/", 1)[-1]

    def export_csv(self, path: str | Path, delimiter: str | None = None, bom: bool | None = None) -> None:
        """Write the table as the file's suffix says: CSV (delimiter and BOM from Preferences unless given)
        or an ``.xlsx`` workbook (typed cells, drop-downs). CsvError for another suffix; OSError."""
        pref_delimiter, pref_bom = csv_preferences()
        header, rows = self.model.csv_rows()
        assert self.model.list_pointer is not None
        types = list_column_types(self.model.columns, type(self.doc.doc), self.model.list_pointer)
        write_table_file(path, self.sheet_name(), header, rows, types, list_column_choices(self.model.columns, types),
                         delimiter=delimiter or pref_delimiter, bom=pref_bom if bom is None else bom)

    def import_csv(self, path: str | Path) -> int:
        """Replace the table by a CSV file or ``.xlsx`` workbook (one undo command). Raises CsvError / OSError."""
        return self.model.import_csv_text(read_csv_text(path, self.sheet_name()))

    def export_csv_dialog(self) -> None:
        path = ask_spreadsheet_to_write(self, translate("Tables", "Export table"), f"{self.sheet_name()}.csv")
        if path:
            try:
                self.export_csv(path)
            except CsvError as exc:
                self._rejected(located_line(exc.where, exc.message))
                return
            except OSError as exc:
                self._rejected(str(exc))
                return
            self.status.setText(translate("Tables", "Exported {path}").format(path=path))

    def import_csv_dialog(self) -> None:
        path = ask_spreadsheet_to_read(self, translate("Tables", "Import table"))
        if path:
            try:
                n = self.import_csv(path)
            except CsvError as exc:
                self._rejected(located_line(exc.where, exc.message))
                return
            except (OSError, UnicodeDecodeError) as exc:
                self._rejected(str(exc))
                return
            self.status.setText(translate("Tables", "Imported %n row(s) from {path}", None, COUNT, n).format(path=path))

    # ------------------------------------------------------------------ navigation
    def select_pointer(self, pointer: str) -> bool:
        lp = self.model.list_pointer
        if lp is None or not (pointer == lp or pointer.startswith(lp + "/")):
            return False
        rest = pointer[len(lp) + 1 :]
        if not rest:
            return True
        head, _, sub = rest.partition("/")
        try:
            row = int(head)
        except ValueError:
            return False
        column = 0
        for i, c in enumerate(self.model.columns):
            if sub == c.key or sub.startswith(c.key + "/"):
                column = i
                break
            if sub and c.key.startswith(sub + "/") and column == 0:
                column = i
        index = self.model.index(row, column)
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)
        return True
