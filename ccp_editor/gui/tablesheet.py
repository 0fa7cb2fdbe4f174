"""A document's table as a spreadsheet file, CSV or ``.xlsx``, chosen by the file's suffix; no Qt.

The CSV exchange's column model (``tablecsv.py``: the columns, their cell text, the roll tables one row per
entry) is the one source: a workbook gets the same header and rows, each cell typed from the model's field
(a whole number or a number as a number, true/false as a boolean, anything else as text) and each column of
fixed values as a drop-down of the values the file stores. Reading a workbook gives the same text cells as a
CSV file, so import checks it with the same code and messages. The table editors and ``ccp-editor table``
both come through here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..io.csvfile import CsvTable, read_csv, write_csv
from ..io.xlsxfile import read_xlsx, table_format, write_xlsx
from ..model.base import ModelError
from ..model.forces import TableEntry
from . import cells, pointers
from .tablecsv import ROLL_TABLES, Column


def list_column_types(columns: list[Column], doc_cls: type, list_pointer: str) -> list[Any]:
    """The model type behind each column (None where the column writes its own text: years, a side)."""
    types: list[Any] = []
    for c in columns:
        if c.display or c.parse:
            types.append(None)
            continue
        try:
            types.append(pointers.type_at(doc_cls, f"{list_pointer}/0/{c.key}"))
        except (pointers.PointerError, KeyError, TypeError):
            types.append(None)
    return types


def roll_column_types(table_key: str) -> list[Any]:
    """The types of a roll table's columns: the roll, then the entry fields."""
    return [int, *[pointers.type_at(TableEntry, f"/{f}") for f in ROLL_TABLES[table_key]]]


def roll_column_choices(table_key: str) -> list[list[Any] | None]:
    """A roll table's drop-downs: the fields of fixed values (a Troop Quality entry's quality)."""
    return [cells.choices(tp) for tp in roll_column_types(table_key)]


def list_column_choices(columns: list[Column], types: list[Any]) -> list[list[Any] | None]:
    """The values a drop-down offers per column: the column's own choices, else a fixed set from the model."""
    out: list[list[Any] | None] = []
    for c, tp in zip(columns, types, strict=True):
        values: list[Any] | None = None
        if c.choices is not None and not (c.display or c.parse):
            try:
                values = [v for v, _label in c.choices() if v is not None and v != ""]
            except Exception:  # noqa: BLE001 - choices that need a context the export lacks: a free column
                values = None
        elif tp is not None:
            values = cells.choices(tp)
        out.append(values or None)
    return out


def typed_value(tp: Any, text: str) -> Any:
    """The workbook value of a cell's text: a number or a boolean where the field is one, else the text."""
    if text == "":
        return None
    if tp is None:
        return text
    try:
        value = cells.from_text(tp, text)
    except ModelError:
        return text  # written as it is; importing it again reports it where it stands
    if isinstance(value, (bool, int, float)):
        return value
    return text


def write_table_file(
    path: str | Path,
    sheet: str,
    header: list[str],
    rows: list[list[str]],
    types: Sequence[Any] = (),
    choices: Sequence[list[Any] | None] = (),
    *,
    delimiter: str = ",",
    bom: bool = True,
) -> str:
    """Write the table as the file's suffix says (``.xlsx`` typed, else CSV text); returns the format.
    CsvError (nothing written) for a suffix the app does not write; OSError from the file system."""
    fmt = table_format(path)
    if fmt == "xlsx":
        kinds = list(types) or [None] * len(header)
        typed = [[typed_value(kinds[i] if i < len(kinds) else None, t) for i, t in enumerate(row)] for row in rows]
        write_xlsx(path, sheet, header, typed, list(choices) or None)
    else:
        write_csv(path, header, rows, delimiter, bom)
    return fmt


def read_table_file(path: str | Path, sheet: str | None = None, display: str | None = None) -> CsvTable:
    """A CSV file or an ``.xlsx`` workbook (its sheet named ``sheet``, else the first) as a table of text
    cells; CsvError for a file that cannot be one, or a suffix the app does not read."""
    if table_format(path) == "xlsx":
        return read_xlsx(path, display, sheet)
    return read_csv(path, display)
