"""Tables as spreadsheet workbooks (``.xlsx``, Office Open XML) through openpyxl, beside ``csvfile.py``.

A table is written to one sheet: the header row frozen and bold, numbers and true/false as typed cells (a
spreadsheet sums and sorts them), text as text cells that a spreadsheet never evaluates, even when it starts
with ``=``, and a column of fixed values (a counter's kind, a terrain's Move) as a drop-down list. Reading
gives the same ``CsvTable`` of text cells as a CSV file, each cell written as ``gui/cells.py`` reads it, so
the table editors and ``ccp-editor table`` check a workbook row by row with the same positioned messages.

A workbook is a zip of XML: a shared one is read with limits (its size on disk, the size of its parts
unpacked, the rows and columns of the sheet) before any cell is looked at, and anything openpyxl cannot
read is one message, never a traceback. ``table_format`` names the format from the file's suffix and refuses
the ones the app does not read (``.ods``, ``.xls``) with what to do instead.
"""

from __future__ import annotations

import datetime
import io
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import csvtext as T
from .csvfile import MAX_CSV_BYTES, CsvError, CsvTable, field_text
from .storage import atomic_write_bytes
from .yamlio import DocumentError, read_bounded

MAX_XLSX_BYTES = MAX_CSV_BYTES  # the file on disk: a full table is a few dozen KB
MAX_XLSX_UNPACKED = 64 * 1024 * 1024  # all parts unpacked: a zip bomb stops here, before any XML is parsed
MAX_XLSX_PARTS = 2000
MAX_ROWS = 100_000
MAX_COLUMNS = 500
CSV_SUFFIXES = (".csv", ".tsv", ".txt")
XLSX_SUFFIXES = (".xlsx", ".xlsm")
_LIST_LIMIT = 255  # Excel's limit on a drop-down written inline; longer lists go on a hidden sheet
_VALIDATED_ROWS = 5000  # rows below the data that keep the drop-down, for rows the user adds


def table_format(path: str | Path) -> str:
    """``"csv"`` or ``"xlsx"`` from the file's suffix (``-``, standard input/output, is CSV);
    CsvError naming the file for an OpenDocument or old Excel sheet and for any other suffix."""
    name = str(path)
    suffix = Path(name).suffix.lower()
    if name == "-" or suffix in CSV_SUFFIXES:
        return "csv"
    if suffix in XLSX_SUFFIXES:
        return "xlsx"
    if suffix in (".ods", ".fods"):
        raise CsvError(T.ODS_NOT_READ, name)
    if suffix == ".xls":
        raise CsvError(T.XLS_NOT_READ, name)
    raise CsvError(T.UNKNOWN_TABLE_SUFFIX.format(suffix=suffix) if suffix else T.NO_TABLE_SUFFIX, name)


def _sheet_title(name: str) -> str:
    cleaned = "".join("_" if c in "[]:*?/\\" else c for c in name).strip("'") or "table"
    return cleaned[:31]


def _column_letter(n: int) -> str:
    from openpyxl.utils import get_column_letter

    return get_column_letter(n)


def workbook_bytes(
    sheet: str,
    header: Sequence[str],
    rows: Sequence[Sequence[Any]],
    choices: Sequence[Sequence[Any] | None] | None = None,
) -> bytes:
    """An ``.xlsx`` workbook of one sheet: ``rows`` hold typed values (str, int, float, bool or None);
    ``choices[i]``, when given, makes column ``i`` a drop-down of those values."""
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    ws = book.active
    ws.title = _sheet_title(sheet)
    ws.append(list(header))
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for values in rows:
        ws.append([None if v == "" else v for v in values])
    for row in ws.iter_rows(min_row=2):
        for cell in row:
            if isinstance(cell.value, str):
                cell.data_type = "s"  # text stays text: never a formula, whatever it starts with
    ws.freeze_panes = "A2"
    for i, title in enumerate(header, start=1):
        width = max([len(str(title))] + [len(str(r[i - 1])) for r in rows[:200] if i - 1 < len(r) and r[i - 1] is not None])
        ws.column_dimensions[_column_letter(i)].width = min(max(width + 2, 6), 40)
    lists = None
    last = max(len(rows) + 1, _VALIDATED_ROWS)
    for i, options in enumerate(choices or [], start=1):
        if not options:
            continue
        letter = _column_letter(i)
        texts = [str(o) for o in options]
        inline = '"' + ",".join(texts) + '"'
        if len(inline) - 2 <= _LIST_LIMIT and not any("," in t or '"' in t for t in texts):
            formula = inline
        else:
            if lists is None:
                lists = book.create_sheet("lists")
                lists.sheet_state = "hidden"
            for r, text in enumerate(texts, start=1):
                lists.cell(row=r, column=i, value=text).data_type = "s"
            formula = f"lists!${letter}$1:${letter}${len(texts)}"
        rule = DataValidation(type="list", formula1=formula, allow_blank=True, showErrorMessage=True)
        rule.error = T.XLSX_PICK_FROM_LIST
        rule.add(f"{letter}2:{letter}{last}")
        ws.add_data_validation(rule)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def write_xlsx(
    path: str | Path,
    sheet: str,
    header: Sequence[str],
    rows: Sequence[Sequence[Any]],
    choices: Sequence[Sequence[Any] | None] | None = None,
) -> None:
    """Write the workbook atomically (a temporary file renamed over the target)."""
    atomic_write_bytes(path, workbook_bytes(sheet, header, rows, choices), backup=False)


def cell_text(value: Any) -> str:
    """A workbook cell as the text a CSV cell would hold (``field_text``); dates as ISO dates."""
    if isinstance(value, datetime.datetime):
        return value.date().isoformat() if value.time() == datetime.time() else value.isoformat()
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return field_text(value)


def read_xlsx(path: str | Path, display: str | None = None, sheet: str | None = None) -> CsvTable:
    """The table on the sheet named ``sheet`` (else the first sheet) of an ``.xlsx`` workbook, as text
    cells with their row numbers; CsvError naming the file (and row) of the problem."""
    file = display or str(path)
    try:
        raw = read_bounded(path, MAX_XLSX_BYTES, file, what="spreadsheet files")
    except DocumentError as exc:
        raise CsvError(exc.problem.message, file) from None
    try:
        parts = zipfile.ZipFile(io.BytesIO(raw)).infolist()
    except (zipfile.BadZipFile, ValueError, OSError):
        raise CsvError(T.NOT_XLSX, file) from None
    if len(parts) > MAX_XLSX_PARTS or sum(p.file_size for p in parts) > MAX_XLSX_UNPACKED:
        raise CsvError(T.XLSX_TOO_BIG.format(limit=MAX_XLSX_UNPACKED // (1024 * 1024)), file)
    from openpyxl import load_workbook

    try:
        book = load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
    except Exception:  # openpyxl raises many kinds on a broken workbook; the user needs one line  # noqa: BLE001
        raise CsvError(T.NOT_XLSX, file) from None
    try:
        names = book.sheetnames
        if not names:
            raise CsvError(T.EMPTY, file)
        wanted = _sheet_title(sheet) if sheet else None
        ws = book[wanted] if wanted in names else book[names[0]]
        rows: list[tuple[int, list[str]]] = []
        try:
            for number, values in enumerate(ws.iter_rows(values_only=True), start=1):
                if number > MAX_ROWS + 1:
                    raise CsvError(T.XLSX_TOO_MANY_ROWS.format(limit=MAX_ROWS), file, number)
                if len(values) > MAX_COLUMNS:
                    raise CsvError(T.XLSX_TOO_MANY_COLUMNS.format(limit=MAX_COLUMNS), file, number)
                rows.append((number, [cell_text(v) for v in values]))
        except CsvError:
            raise
        except Exception:  # noqa: BLE001 - a malformed sheet part
            raise CsvError(T.NOT_XLSX, file, len(rows) + 1) from None
    finally:
        book.close()
    if not rows:
        raise CsvError(T.EMPTY, file)
    header = [h.strip() for h in rows[0][1]]
    while header and not header[-1]:
        header.pop()
    body = [(n, v[: len(header)]) for n, v in rows[1:] if any(c.strip() for c in v[: len(header)])]
    return CsvTable(header, body, file, "xlsx", "")
