"""``ccp-editor table export|import DOC TABLE FILE``: a document's table through a spreadsheet.

The same columns, cell text, encodings and delimiters as the table editors' Import/Export
(``gui/tablecsv.py``, ``gui/tablesheet.py``, ``io/csvfile.py``, ``io/xlsxfile.py``), so a file moves the
same way from either: every list table, and the roll tables (Support, Leader, Radio, Troop Quality) one
row per entry with its roll. FILE's suffix picks the format: ``.csv`` (``.tsv`` tab-separated, ``.txt``)
or an ``.xlsx`` workbook; any other (``.ods`` included) is a usage error naming what to do.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import CliError

if TYPE_CHECKING:
    from ..gui.tablecsv import TableSpec
    from ..model.base import Document

DELIMITER_CHOICES = {"comma": ",", "semicolon": ";", "tab": "\t"}


def _specs() -> dict[str, TableSpec]:
    from ..gui.editors import forces_editors, ruleset_editor, small_tables  # noqa: F401  (register their tables)
    from ..gui.tablecsv import TABLE_SPECS

    return TABLE_SPECS


def _kind_of(table: str) -> str:
    """The document kind holding ``table`` (a list table or a roll table); CliError (exit 2) if none."""
    from ..gui.tablecsv import ROLL_KIND, ROLL_TABLES

    specs = _specs()
    if table in ROLL_TABLES:
        return ROLL_KIND
    if table in specs:
        return specs[table].kind
    names = sorted([*specs, *ROLL_TABLES])
    raise CliError(f"table: unknown table {table!r} (one of: {', '.join(names)})")


def _load(path: str, table: str) -> Document:
    from ..io.documents import read_document

    kind = _kind_of(table)
    if not Path(path).is_file():
        raise CliError(f"table: no such file: {path}")
    doc, _loaded, problems = read_document(path)
    if doc is None:
        for p in problems:
            print(p.format(), file=sys.stderr)
        raise CliError(f"table: {path} is not a readable document")
    if doc.KIND != kind:
        raise CliError(f"table: {path} is a {doc.KIND} document; the table {table!r} is in a {kind} document")
    return doc


def _default_delimiter() -> str:
    from ..gui.tables import csv_preferences

    return csv_preferences()[0]


def _format_of(path: str) -> str:
    """``csv`` or ``xlsx`` from the file's suffix; CliError (exit 2) for any other."""
    from ..io.csvfile import CsvError
    from ..io.xlsxfile import table_format

    try:
        return table_format(path)
    except CsvError as exc:
        raise CliError(f"table: {exc}") from None


def _export(args: argparse.Namespace) -> int:
    from ..gui import pointers
    from ..gui.tablecsv import ROLL_TABLES, roll_rows, rows_of
    from ..gui.tablesheet import (
        list_column_choices,
        list_column_types,
        roll_column_choices,
        roll_column_types,
        write_table_file,
    )

    _format_of(args.file)
    doc = _load(args.doc, args.table)
    if args.delimiter:
        delimiter = DELIMITER_CHOICES[args.delimiter]
    else:
        delimiter = "\t" if Path(args.file).suffix.lower() == ".tsv" else _default_delimiter()
    if args.table in ROLL_TABLES:
        header, rows = roll_rows(getattr(doc, args.table), args.table)
        types: list[Any] = roll_column_types(args.table)
        choices: list[Any] = roll_column_choices(args.table)
    else:
        spec = _specs()[args.table]
        items: Any = pointers.resolve(doc, spec.list_pointer) or []
        columns = spec.columns()
        header, rows = rows_of(items, columns)
        types = list_column_types(columns, type(doc), spec.list_pointer)
        choices = list_column_choices(columns, types)
    try:
        write_table_file(args.file, args.table, header, rows, types, choices, delimiter=delimiter, bom=not args.no_bom)
    except OSError as exc:
        print(f"{args.file}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"{args.file}: {len(rows)} row(s) of {args.table}")
    return 0


def _import(args: argparse.Namespace) -> int:
    from ..core.checks import check_document
    from ..gui.tablecsv import ROLL_TABLES, items_from_table, roll_columns_from_csv
    from ..gui.tablesheet import read_table_file
    from ..io.csvfile import CsvError
    from ..io.storage import save_document
    from ..model.base import ModelError, from_data, to_data

    _format_of(args.file)
    doc = _load(args.doc, args.table)
    data = to_data(doc)
    try:
        table = read_table_file(args.file, sheet=args.table)
        for note in table.notes:
            print(f"{args.file}: note: {note}", file=sys.stderr)
        if args.table in ROLL_TABLES:
            items = roll_columns_from_csv(table)
            data.setdefault(args.table, {})["columns"] = items
            count = sum(len(c["entries"]) for c in items)
        else:
            spec = _specs()[args.table]
            items = items_from_table(table, spec.columns(), type(doc), spec.list_pointer)
            data[spec.list_pointer.strip("/")] = items
            count = len(items)
    except CsvError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    try:
        new_doc = from_data(type(doc), data, "")
    except ModelError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    errors = [f for f in check_document(new_doc) if f.severity == "error"]
    if errors and not args.force:
        for p in errors:
            print(f"{args.doc}: {p.pointer}: {p.message}", file=sys.stderr)
        print(f"{args.doc}: not changed ({len(errors)} problem(s); --force writes anyway)", file=sys.stderr)
        return 1
    try:
        save_document(new_doc, args.doc)
    except OSError as exc:
        print(f"{args.doc}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"{args.doc}: {count} row(s) of {args.table} from {args.file}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("table", help="export a document's table to CSV or .xlsx, or import it from one (spreadsheets)")
    tsub = p.add_subparsers(dest="table_command", metavar="ACTION")
    tables_help = ("counters, ob_cards, support_table, leader_table, radio_table, quality_table, chits, "
                   "fortifications, fate_cards, terrain, house_rules, fortification_vulnerability, smoke_cup")

    e = tsub.add_parser("export", help="write a table as CSV (UTF-8 with BOM unless --no-bom) or an .xlsx workbook")
    e.add_argument("doc", metavar="DOC", help="the document file (YAML)")
    e.add_argument("table", metavar="TABLE", help=tables_help)
    e.add_argument("file", metavar="FILE", help="the file to write: FILE.csv (.tsv tab-separated) or FILE.xlsx (typed cells, drop-downs)")
    e.add_argument("--delimiter", choices=sorted(DELIMITER_CHOICES), help="default: Preferences, else from the locale")
    e.add_argument("--no-bom", action="store_true", help="no byte-order mark (Excel then misreads accents)")
    e.set_defaults(func=_export)

    i = tsub.add_parser("import", help="replace a table by a CSV file (delimiter and encoding detected) or an .xlsx workbook")
    i.add_argument("doc", metavar="DOC", help="the document file (YAML), rewritten in place")
    i.add_argument("table", metavar="TABLE", help=tables_help)
    i.add_argument("file", metavar="FILE", help="FILE.csv or FILE.xlsx (the sheet named TABLE, else the first)")
    i.add_argument("--force", action="store_true", help="write even if the document then has rule problems")
    i.set_defaults(func=_import)

    def usage(_args: argparse.Namespace) -> int:
        p.print_help(sys.stderr)
        return 2

    p.set_defaults(func=usage)
