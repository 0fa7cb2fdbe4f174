"""``ccp-editor table export|import DOC TABLE FILE``: a document's table through a spreadsheet.

The same columns, cell text, encodings and delimiters as the table editors' Import/Export CSV
(``gui/tablecsv.py`` and ``io/csvfile.py``), so a file moves the same way from either: every list
table, and the roll tables (Support, Leader, Radio, Troop Quality) one row per entry with its roll.
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


def _load(path: str, table: str) -> tuple[Document, Any]:
    """The document at ``path`` holding ``table`` and its plain data as written."""
    from ..io.documents import read_document

    kind = _kind_of(table)
    if not Path(path).is_file():
        raise CliError(f"table: no such file: {path}")
    doc, loaded, problems = read_document(path)
    if doc is None or loaded is None:
        for p in problems:
            print(p.format(), file=sys.stderr)
        raise CliError(f"table: {path} is not a readable document")
    if doc.KIND != kind:
        raise CliError(f"table: {path} is a {doc.KIND} document; the table {table!r} is in a {kind} document")
    return doc, loaded.data


def _default_delimiter() -> str:
    from ..gui.tables import csv_preferences

    return csv_preferences()[0]


def _export(args: argparse.Namespace) -> int:
    from ..gui import pointers
    from ..gui.tablecsv import ROLL_TABLES, roll_rows, rows_of
    from ..io.csvfile import write_csv

    doc, _raw = _load(args.doc, args.table)
    delimiter = DELIMITER_CHOICES[args.delimiter] if args.delimiter else _default_delimiter()
    if args.table in ROLL_TABLES:
        header, rows = roll_rows(getattr(doc, args.table), args.table)
    else:
        spec = _specs()[args.table]
        items: Any = pointers.resolve(doc, spec.list_pointer) or []
        header, rows = rows_of(items, spec.columns())
    try:
        write_csv(args.file, header, rows, delimiter, bom=not args.no_bom)
    except OSError as exc:
        print(f"{args.file}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"{args.file}: {len(rows)} row(s) of {args.table}")
    return 0


def _merged(old_items: list[Any], raw_items: Any, new_items: list[Any], new_data: list[Any]) -> list[Any]:
    """The table's rows as they will be written: an unchanged row keeps its written form (``2`` stays
    ``2``, a key at its default stays), a changed or added row is written from the import."""
    if not isinstance(raw_items, list) or len(raw_items) != len(old_items):
        return new_data
    out = []
    for i, item in enumerate(new_items):
        if i < len(old_items) and old_items[i] == item:
            out.append(raw_items[i])
        elif i < len(raw_items) and isinstance(raw_items[i], dict) and isinstance(new_data[i], dict):
            out.append(_merged_row(raw_items[i], new_data[i]))
        else:
            out.append(new_data[i])
    return out


def _merged_row(raw: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """A changed row: its keys in their written order and form, the changed values from the import (a
    whole number stays whole where the file wrote it so)."""
    row = dict(raw)
    for k, v in new.items():
        if k in raw and raw[k] == v and type(raw[k]) is not bool and type(v) is not bool:
            continue
        if isinstance(v, float) and v.is_integer() and type(raw.get(k)) is int:
            v = int(v)
        row[k] = v
    return row


def _import(args: argparse.Namespace) -> int:
    import copy

    from ..core.checks import check_document
    from ..gui import pointers
    from ..gui.tablecsv import ROLL_TABLES, items_from_table, roll_columns_from_csv
    from ..io.csvfile import CsvError, read_csv
    from ..io.storage import save_document_data
    from ..model.base import ModelError, from_data, to_data

    doc, raw = _load(args.doc, args.table)
    data = to_data(doc)
    try:
        table = read_csv(args.file)
        for note in table.notes:
            print(f"{args.file}: note: {note}", file=sys.stderr)
        if args.table in ROLL_TABLES:
            items = roll_columns_from_csv(table)
            data.setdefault(args.table, {})["columns"] = items
            count = sum(len(c["entries"]) for c in items)
            key = f"/{args.table}/columns"
        else:
            spec = _specs()[args.table]
            items = items_from_table(table, spec.columns(), type(doc), spec.list_pointer)
            data[spec.list_pointer.strip("/")] = items
            count = len(items)
            key = spec.list_pointer
    except CsvError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    try:
        new_doc = from_data(type(doc), data, "")
    except ModelError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    if new_doc == doc:
        print(f"{args.doc}: unchanged ({count} row(s) of {args.table} as they were); nothing written")
        return 0
    errors = [f for f in check_document(new_doc) if f.severity == "error"]
    if errors and not args.force:
        for p in errors:
            print(f"{args.doc}: {p.pointer}: {p.message}", file=sys.stderr)
        print(f"{args.doc}: not changed ({len(errors)} problem(s); --force writes anyway)", file=sys.stderr)
        return 1
    # only the table is rewritten: the rest of the file, and every row the import left alone, as written
    written = copy.deepcopy(raw)
    try:
        parent, name = pointers.parent_and_key(written, key)
        old_rows, new_rows = pointers.resolve(doc, key), pointers.resolve(new_doc, key)
        plain = pointers.resolve(to_data(new_doc), key)  # the rows without their default-valued keys
        parent[name] = _merged(list(old_rows), parent.get(name), list(new_rows), plain)
        if from_data(type(doc), written, "") != new_doc:  # the written form must read as the import
            written = to_data(new_doc)
    except (KeyError, IndexError, TypeError, ValueError, ModelError, pointers.PointerError):
        written = to_data(new_doc)
    try:
        save_document_data(type(doc), written, args.doc)
    except OSError as exc:
        print(f"{args.doc}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"{args.doc}: {count} row(s) of {args.table} from {args.file}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("table", help="export a document's table to CSV or import it from CSV (spreadsheets)")
    tsub = p.add_subparsers(dest="table_command", metavar="ACTION")
    tables_help = ("counters, ob_cards, support_table, leader_table, radio_table, quality_table, chits, "
                   "fortifications, fate_cards, terrain, house_rules, fortification_vulnerability, smoke_cup")

    e = tsub.add_parser("export", help="write a table as CSV (UTF-8 with BOM unless --no-bom)")
    e.add_argument("doc", metavar="DOC", help="the document file (YAML)")
    e.add_argument("table", metavar="TABLE", help=tables_help)
    e.add_argument("file", metavar="FILE", help="the CSV file to write")
    e.add_argument("--delimiter", choices=sorted(DELIMITER_CHOICES), help="default: Preferences, else from the locale")
    e.add_argument("--no-bom", action="store_true", help="no byte-order mark (Excel then misreads accents)")
    e.set_defaults(func=_export)

    i = tsub.add_parser("import", help="replace a table by a CSV file (delimiter and encoding detected)")
    i.add_argument("doc", metavar="DOC", help="the document file (YAML), rewritten in place")
    i.add_argument("table", metavar="TABLE", help=tables_help)
    i.add_argument("file", metavar="FILE", help="the CSV file to read")
    i.add_argument("--force", action="store_true", help="write even if the document then has rule problems")
    i.set_defaults(func=_import)

    def usage(_args: argparse.Namespace) -> int:
        p.print_help(sys.stderr)
        return 2

    p.set_defaults(func=usage)
