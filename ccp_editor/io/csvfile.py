"""CSV files as spreadsheets write and read them: encoding, delimiter, BOM and positioned errors.

Excel in a European locale saves ``;``-separated files, LibreOffice may save Windows-1252, and
Excel only reads UTF-8 correctly when the file starts with a BOM. This module is the one place
that knows this; the desktop table editors and ``ccp-editor table`` both read and write through
it, so a file moves the same way through either. It knows nothing of documents: a file is a
header and rows of text cells, each row with its number in the file.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

from . import csvtext as T
from .gate import read_bounded
from .storage import atomic_write_text
from .yamlio import DocumentError

MAX_CSV_BYTES = 8 * 1024 * 1024  # a table of every counter of a nation is a few KB
DELIMITERS = (",", ";", "\t")
DELIMITER_NAMES = T.DELIMITER_NAMES


class CsvError(ValueError):
    """A CSV file that cannot become a table: ``FILE:ROW:COLUMN: message`` (1-based; parts known)."""

    def __init__(self, message: str, file: str = "", row: int = 0, column: int = 0) -> None:
        self.message = message
        self.file = file
        self.row = row
        self.column = column
        self.where = ":".join(str(p) for p in (file, row or "", column or "") if p != "")
        super().__init__(f"{self.where}: {message}" if self.where else message)


@dataclass
class CsvTable:
    """The cells of a CSV file: the header row and the non-empty rows with their row numbers."""

    header: list[str]
    rows: list[tuple[int, list[str]]]
    file: str = ""
    encoding: str = "utf-8"
    delimiter: str = ","
    notes: list[str] = field(default_factory=list)  # what was guessed, for the log / status line

    def column_number(self, key: str) -> int:
        """The 1-based column of a header name (0 if absent)."""
        return self.header.index(key) + 1 if key in self.header else 0

    def error(self, message: str, row: int = 0, key: str = "") -> CsvError:
        """A positioned error at ``row`` (file row number) and the column named ``key``."""
        return CsvError(message, self.file, row, self.column_number(key) if key else 0)

    def records(self) -> list[tuple[int, dict[str, str]]]:
        """Every row as {header name: cell}, blank header cells dropped."""
        return [(n, {h: v for h, v in zip(self.header, values, strict=False) if h}) for n, values in self.rows]


def decode_csv(raw: bytes, file: str = "") -> tuple[str, str, list[str]]:
    """(text, encoding name, notes): UTF-8 with or without BOM, UTF-16 with a BOM or by its zero
    bytes, and Windows-1252 as the fallback (said in the notes, since it is a guess)."""
    if raw.startswith(b"\xef\xbb\xbf"):
        if _utf8_ok(raw[3:]):
            return raw[3:].decode("utf-8"), "utf-8-sig", []
        return _fallback(raw[3:], file, "UTF-8 with BOM")
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16"), "utf-16", []
        except UnicodeDecodeError as exc:
            raise CsvError(T.NOT_UTF16.format(offset=exc.start), file) from None
    if len(raw) >= 4 and raw.count(0) * 3 >= len(raw):  # UTF-16 without BOM: every other byte zero
        codec = "utf-16-le" if raw[1] == 0 else "utf-16-be"
        try:
            return raw.decode(codec), codec, [T.NO_BOM.format(codec=codec.upper())]
        except UnicodeDecodeError:
            pass
    if _utf8_ok(raw):
        return raw.decode("utf-8"), "utf-8", []
    return _fallback(raw, file, "UTF-8")


def _utf8_ok(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _fallback(raw: bytes, file: str, tried: str) -> tuple[str, str, list[str]]:
    try:
        text = raw.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise CsvError(
            T.UNREADABLE_TEXT.format(tried=tried, byte=f"{raw[exc.start]:02x}", offset=exc.start),
            file,
        ) from None
    return text, "cp1252", [T.READ_AS_1252.format(tried=tried)]


def sniff_delimiter(text: str) -> str:
    """The delimiter of the header line: whichever of ``,`` ``;`` tab splits it into most cells."""
    first = text.lstrip("\ufeff").splitlines()[0] if text.strip() else ""
    best, best_count = ",", 1
    for candidate in DELIMITERS:
        try:
            cells = next(csv.reader([first], delimiter=candidate), [])
        except csv.Error:
            continue
        if len(cells) > best_count:
            best, best_count = candidate, len(cells)
    return best


def parse_csv_text(text: str, file: str = "", delimiter: str | None = None) -> CsvTable:
    """The header and rows of CSV text (delimiter detected when not given). Raises CsvError."""
    text = text.lstrip("\ufeff")
    delim = delimiter or sniff_delimiter(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delim)
    rows: list[tuple[int, list[str]]] = []
    try:
        for values in reader:
            rows.append((reader.line_num, values))
    except csv.Error as exc:
        raise CsvError(T.NOT_CSV.format(problem=exc), file, reader.line_num + 1) from None
    if not rows:
        raise CsvError(T.EMPTY, file)
    header = [h.strip() for h in (unguard_cell(c) for c in rows[0][1])]
    seen: dict[str, int] = {}
    for number, name in enumerate(header, 1):
        if name and name in seen:
            raise CsvError(T.COLUMN_TWICE.format(id=repr(name), first=seen[name], second=number), file, rows[0][0], number)
        seen.setdefault(name, number)
    body = [(n, [unguard_cell(c) for c in v]) for n, v in rows[1:] if any(c.strip() for c in v)]
    return CsvTable(header, body, file, "utf-8", delim)


# Spreadsheet formula injection (OWASP, "CSV Injection"): a cell starting with one of these is run as a
# formula by Excel and LibreOffice. Such a cell is written with a leading apostrophe, which spreadsheets
# show as text, and the apostrophe is taken off again on import; a cell that really starts with an
# apostrophe gets one more, so the round trip gives back exactly what was written. Plain numbers
# ("-1", "+2.5") are left alone: a spreadsheet reads them as the same number.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
GUARD = "'"
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?")


def field_text(value: object) -> str:
    """A plain value as a CSV field holds it: numbers as written (2, not 2.0), true/false, nothing for None.
    The table editors' cells and the workbook reader both word their values this way."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    return str(value)


def guard_cell(text: str) -> str:
    """The cell as written: a formula-like text (or one starting with the guard) behind one apostrophe."""
    if text.startswith(GUARD) or (text.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.fullmatch(text)):
        return GUARD + text
    return text


def unguard_cell(text: str) -> str:
    """The cell as read: exactly the apostrophe ``guard_cell`` added taken off (any other text as it is)."""
    if text.startswith(GUARD) and len(text) > 1 and text[1:].startswith((GUARD, *FORMULA_STARTS)):
        return text[1:]
    return text


def read_csv(path: str | Path, display: str | None = None) -> CsvTable:
    """A CSV file (a regular file of at most MAX_CSV_BYTES): encoding and delimiter detected.

    Raises CsvError naming the file (and row) of the problem."""
    file = display or str(path)
    try:
        raw = read_bounded(path, MAX_CSV_BYTES, file, what="CSV files", text=True)
    except DocumentError as exc:
        raise CsvError(exc.problem.message, file) from None
    text, encoding, notes = decode_csv(raw, file)
    table = parse_csv_text(text, file)
    table.encoding = encoding
    table.notes = notes
    if table.delimiter != ",":
        table.notes.append(T.SEPARATED.format(delimiter=DELIMITER_NAMES[table.delimiter]))
    return table


def csv_text(header: list[str], rows: list[list[str]], delimiter: str = ",", bom: bool = True) -> str:
    """CSV text as a spreadsheet reads it: CRLF rows, quoted where needed, a BOM unless ``bom`` is off."""
    if delimiter not in DELIMITERS:
        raise ValueError(f"unsupported CSV delimiter {delimiter!r} (use , ; or tab)")
    lines = [delimiter.join(_quoted(guard_cell(str(c)), delimiter) for c in row) for row in (header, *rows)]
    return ("\ufeff" if bom else "") + "".join(line + "\r\n" for line in lines)


def _quoted(cell: str, delimiter: str) -> str:
    """A cell in quotes where a reader could otherwise change it: the delimiter, a quote or a line break
    inside, or spaces around it (which some spreadsheets trim from an unquoted cell)."""
    if (delimiter in cell or '"' in cell or "\n" in cell or "\r" in cell
            or cell != cell.strip()):
        return '"' + cell.replace('"', '""') + '"'
    return cell


def write_csv(path: str | Path, header: list[str], rows: list[list[str]], delimiter: str = ",", bom: bool = True) -> None:
    """Write a CSV file atomically (UTF-8; with a BOM by default so Excel shows accents right)."""
    atomic_write_text(path, csv_text(header, rows, delimiter, bom), backup=False)


def delimiter_for_decimal_point(decimal_point: str) -> str:
    """The delimiter spreadsheets of a locale expect: ``;`` where the decimal point is a comma."""
    return ";" if decimal_point == "," else ","
