"""A list inside a document as CSV cells and back, without Qt.

The table editors and ``ccp-editor table`` share this: the same columns (``TABLE_SPECS``, filled
by the editor modules next to their widgets), the same cell text and the same positioned errors.
The roll tables (Support, Leader, Radio, Troop Quality) are grids, written one row per entry with
its column's roll (``ROLL_TABLES``). The file format itself (encoding, delimiter, BOM) is
``io/csvfile.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..io import csvtext
from ..io.csvfile import CsvTable
from ..model.base import ModelError, from_data
from ..model.forces import RollTable, TableEntry
from ..model.i18n import QT_TRANSLATE_NOOP
from . import cells, pointers


@dataclass
class Column:
    """One column: a field of the row item named by a sub-pointer ('name', 'front/fp')."""

    key: str
    title: str
    width: int = 0
    editable: bool = True
    display: Callable[[Any], str] | None = None  # a custom text for the cell
    parse: Callable[[str], Any] | None = None  # a custom text -> plain data for the cell
    tip: str = ""  # what the column means, shown as the header's tooltip
    choices: Callable[[], list[tuple[Any, str]]] | None = None  # (value, label) offered in a combo box
    expand: Callable[[str], dict[str, Any]] | None = None  # text that sets several fields of the row at once


@dataclass
class TableSpec:
    """A table the GUI can export: its document kind, the list's pointer and its columns."""

    name: str
    kind: str
    list_pointer: str
    columns: Callable[[], list[Column]]


TABLE_SPECS: dict[str, TableSpec] = {}


def register_table(spec: TableSpec) -> None:
    TABLE_SPECS[spec.name] = spec


def cell_text(column: Column, value: Any) -> str:
    return column.display(value) if column.display else cells.to_text(value)


def rows_of(items: list[Any], columns: list[Column]) -> tuple[list[str], list[list[str]]]:
    """(header, rows) of the items: one row per item, one cell per column."""
    header = [c.key for c in columns]
    rows = []
    for item in items:
        row = []
        for c in columns:
            try:
                value = pointers.resolve(item, "/" + c.key)
            except pointers.PointerError:
                value = None
            row.append(cell_text(c, value))
        rows.append(row)
    return header, rows


def items_from_table(table: CsvTable, columns: list[Column], doc_cls: type, list_pointer: str) -> list[dict[str, Any]]:
    """Plain data for every CSV row; CsvError at ``FILE:ROW:COLUMN`` of the first bad value."""
    by_key = {c.key: c for c in columns}
    unknown = [h for h in table.header if h and h not in by_key]
    if unknown:
        raise table.error(csvtext.UNKNOWN_COLUMN.format(id=repr(unknown[0]), columns=", ".join(by_key)), 1, unknown[0])
    item_tp = pointers.item_type(doc_cls, list_pointer)
    out = []
    for number, record in table.records():
        flat: dict[str, Any] = {}
        # an empty cell is the field's default; an empty parent column (a counter's broken side)
        # also drops the columns below it
        absent = {k for k, v in record.items() if not v.strip()}
        for key, text in record.items():
            if not text.strip() or any(key.startswith(a + "/") for a in absent):
                continue
            col = by_key[key]
            if not col.editable and not col.parse:
                continue
            try:
                field = f"{list_pointer}/0/{key}"
                tp = pointers.type_at(doc_cls, field)
                if "pattern" in pointers.field_constraints(doc_cls, field):
                    text = text.strip()  # an id or a reference: spaces around it are a spreadsheet's slip
                flat[key] = col.parse(text) if col.parse else cells.from_text(tp, text)
            except ModelError as exc:
                raise table.error(csvtext.COLUMN_PROBLEM.format(key=key, problem=exc.message), number, key) from None
        data = cells.nest(flat)
        try:
            from_data(item_tp, data, "")
        except ModelError as exc:
            field_key = exc.path.strip("/")
            message = csvtext.COLUMN_PROBLEM.format(key=field_key, problem=exc.message) if field_key else exc.message
            raise table.error(message, number, field_key if field_key in by_key else "") from None
        out.append(data)
    return out


# The roll tables of a forces document and the entry fields each one uses (its CSV columns after "roll").
ROLL_TABLES: dict[str, list[str]] = {
    "support_table": ["unit", "weapon", "sighting_marker", "infiltrator", "vp_cost", "year_from", "year_to"],
    "leader_table": ["unit", "vp_cost", "year_from", "year_to"],
    "radio_table": ["radio", "artillery_denied", "vp_cost", "year_from", "year_to"],
    "quality_table": ["quality", "year_from", "year_to"],
}
ROLL_KIND = "forces"

# Shown by the roll table editor in the player's language (context ForcesEditors), in English elsewhere.
_NEEDS_ROLL = QT_TRANSLATE_NOOP("ForcesEditors", "the first row must name the columns, including 'roll'")
_UNKNOWN = QT_TRANSLATE_NOOP("ForcesEditors", "unknown column {name!r}")
_BAD_ROLL = QT_TRANSLATE_NOOP("ForcesEditors", "roll {value!r} is not a whole number")


def roll_rows(table: RollTable, table_key: str) -> tuple[list[str], list[list[str]]]:
    """(header, rows) of a roll table: one row per entry with its column's roll; an empty column is
    one row with the roll alone, so it survives the round trip."""
    fields = ROLL_TABLES[table_key]
    rows: list[list[str]] = []
    for col in table.columns:
        if not col.entries:
            rows.append([str(col.roll), *[""] * len(fields)])
        for e in col.entries:
            rows.append([str(col.roll), *[cells.to_text(getattr(e, f)) for f in fields]])
    return ["roll", *fields], rows


def roll_columns_from_csv(table: CsvTable, shown: Callable[[str], str] = lambda text: text) -> list[dict[str, Any]]:
    """Roll columns (in first-seen order) from CSV rows; CsvError at FILE:ROW:COLUMN.

    ``shown`` gives the messages in the GUI's language; the command line keeps them in English."""
    if "roll" not in table.header:
        raise table.error(shown(_NEEDS_ROLL), 1)
    allowed = {"roll", *TableEntry.__dataclass_fields__}
    unknown = [h for h in table.header if h and h not in allowed]
    if unknown:
        raise table.error(shown(_UNKNOWN).format(name=unknown[0]), 1, unknown[0])
    columns: dict[int, list[dict[str, Any]]] = {}
    for number, record in table.records():
        try:
            roll = cells.from_text(int, record.get("roll", ""))
        except ModelError:
            raise table.error(shown(_BAD_ROLL).format(value=record.get("roll")), number, "roll") from None
        entry: dict[str, Any] = {}
        for key, value in record.items():
            if key == "roll" or not value.strip():
                continue
            try:
                entry[key] = cells.from_text(pointers.type_at(TableEntry, f"/{key}"), value)
            except ModelError as exc:
                raise table.error(exc.message, number, key) from None
        bucket = columns.setdefault(roll, [])
        if entry:
            try:
                from_data(TableEntry, entry)
            except ModelError as exc:
                raise table.error(str(exc), number) from None
            bucket.append(entry)
    return [{"roll": roll, "entries": entries} for roll, entries in columns.items()]
