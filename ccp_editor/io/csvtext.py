"""The CSV reader's sentences, written once: ``io.csvfile`` formats them (English, what ``ccp-editor
table import`` prints) and the GUI reads a stored message back against them to show it in the
player's language, as it does the checks' messages (``core/checktext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("CsvMessages", ...)`` so ``pyside6-lupdate``
collects it. No Qt here.
"""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

CONTEXT = "CsvMessages"

NOT_UTF16 = QT_TRANSLATE_NOOP("CsvMessages", "not valid UTF-16 text (at byte offset {offset})")
NO_BOM = QT_TRANSLATE_NOOP("CsvMessages", "no byte-order mark: read as {codec}")
UNREADABLE_TEXT = QT_TRANSLATE_NOOP(
    "CsvMessages", "neither {tried} nor Windows-1252 text (byte 0x{byte} at offset {offset}); save the file as UTF-8 CSV")
READ_AS_1252 = QT_TRANSLATE_NOOP("CsvMessages", "not {tried} text: read as Windows-1252")
NOT_CSV = QT_TRANSLATE_NOOP("CsvMessages", "not readable as CSV: {problem}")
EMPTY = QT_TRANSLATE_NOOP("CsvMessages", "the file is empty")
COLUMN_TWICE = QT_TRANSLATE_NOOP(
    "CsvMessages", "column {id} appears twice (columns {first} and {second}): keep one, or rename the other")
UNKNOWN_COLUMN = QT_TRANSLATE_NOOP("CsvMessages", "unknown column {id} (expected: {columns})")
COLUMN_PROBLEM = QT_TRANSLATE_NOOP("CsvMessages", "column {key}: {problem}")
CELL_NOT = QT_TRANSLATE_NOOP("CsvMessages", "{id} is not {expected}")
ONE_OF_VALUES = QT_TRANSLATE_NOOP("CsvMessages", "one of {options}")
SEPARATED = QT_TRANSLATE_NOOP("CsvMessages", "{delimiter}-separated")
# spreadsheet workbooks (io/xlsxfile.py) and the file types tables are not exchanged in
ODS_NOT_READ = QT_TRANSLATE_NOOP(
    "CsvMessages", "OpenDocument spreadsheets are not read or written: save the sheet as .xlsx or .csv (in LibreOffice: File > Save a Copy)")
XLS_NOT_READ = QT_TRANSLATE_NOOP("CsvMessages", "old Excel workbooks (.xls) are not read or written: save the sheet as .xlsx or .csv")
UNKNOWN_TABLE_SUFFIX = QT_TRANSLATE_NOOP("CsvMessages", "a table file ends in .csv or .xlsx, not {suffix}")
NO_TABLE_SUFFIX = QT_TRANSLATE_NOOP("CsvMessages", "a table file ends in .csv or .xlsx")
NOT_XLSX = QT_TRANSLATE_NOOP("CsvMessages", "not a readable .xlsx workbook")
XLSX_TOO_BIG = QT_TRANSLATE_NOOP("CsvMessages", "the workbook unpacks to more than {limit} MiB")
XLSX_TOO_MANY_ROWS = QT_TRANSLATE_NOOP("CsvMessages", "the sheet has more than {limit} rows")
XLSX_TOO_MANY_COLUMNS = QT_TRANSLATE_NOOP("CsvMessages", "the sheet has more than {limit} columns")
XLSX_PICK_FROM_LIST = QT_TRANSLATE_NOOP("CsvMessages", "Pick a value from the list")

DELIMITER_NAMES: dict[str, str] = {
    ",": QT_TRANSLATE_NOOP("CsvMessages", "comma"),
    ";": QT_TRANSLATE_NOOP("CsvMessages", "semicolon"),
    "\t": QT_TRANSLATE_NOOP("CsvMessages", "tab"),
}

WORDS: tuple[str, ...] = (
    *DELIMITER_NAMES.values(),
    QT_TRANSLATE_NOOP("CsvMessages", "UTF-8"),
    QT_TRANSLATE_NOOP("CsvMessages", "UTF-8 with BOM"),
    QT_TRANSLATE_NOOP("CsvMessages", "a whole number"),
    QT_TRANSLATE_NOOP("CsvMessages", "a number"),
    QT_TRANSLATE_NOOP("CsvMessages", "true or false"),
    QT_TRANSLATE_NOOP("CsvMessages", "text"),
    QT_TRANSLATE_NOOP("CsvMessages", "a list of values separated by spaces"),
)
"""Texts that fill a placeholder whole: a delimiter's name, the encoding that was tried."""

NUMERIC: frozenset[str] = frozenset({"offset", "first", "second", "limit"})

PATTERNS: dict[str, str] = {"id": r"'[^']*'|\"[^\"]*\"", "key": r"[\w/.-]+", "suffix": r"\.\S*"}
"""A quoted column name (``repr``); a column key ("front/fp")."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every sentence, for reading a stored message back."""
