"""A list inside a document as CSV cells and back, without Qt.

The table editors and ``ccp-editor table`` share this: the same columns (``TABLE_SPECS``, filled
by the editor modules next to their widgets), the same cell text and the same positioned errors.
The file format itself (encoding, delimiter, BOM) is ``io/csvfile.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..io.csvfile import CsvTable
from ..model.base import ModelError, from_data
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
        raise table.error(f"unknown column {unknown[0]!r} (expected: {', '.join(by_key)})", 1, unknown[0])
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
                tp = pointers.type_at(doc_cls, f"{list_pointer}/0/{key}")
                flat[key] = col.parse(text) if col.parse else cells.from_text(tp, text)
            except ModelError as exc:
                raise table.error(f"column {key}: {exc.message}", number, key) from None
        data = cells.nest(flat)
        try:
            from_data(item_tp, data, "")
        except ModelError as exc:
            field_key = exc.path.strip("/")
            where = f"column {field_key}: " if field_key else ""
            raise table.error(where + exc.message, number, field_key if field_key in by_key else "") from None
        out.append(data)
    return out
