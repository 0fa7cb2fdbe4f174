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

from .errors import OUTSIDE_BOX_HELP, CliError, write_failed
from .streams import add_json, add_parents

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


def _load(path: str, table: str, data: str | None = None) -> tuple[Document, Any]:
    """The document named ``path`` (a file, ``-``, or an id of the game box) holding ``table``, and its
    plain data as written."""
    from ..io.documents import read_document
    from .loading import document_path
    from .streams import input_file

    kind = _kind_of(table)
    with input_file(str(document_path(path, kind, data)), ".yaml", "document") as source:
        doc, loaded, problems = read_document(source, "<stdin>" if path == "-" else None)
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
    from .outputs import check_output
    from .streams import emit_json, output_file, report_stream

    doc, _raw = _load(args.doc, args.table, args.data)
    if args.file != "-":
        check_output(args.file, [args.doc], "table export")
    fmt = "csv" if args.file == "-" else _format_of(args.file)
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
    suffix = Path(args.file).suffix.lower() if args.file != "-" else f".{fmt}"
    try:
        with output_file(args.file, suffix, args.parents) as target:
            write_table_file(target, args.table, header, rows, types, choices, delimiter=delimiter, bom=not args.no_bom)
    except OSError as exc:
        return write_failed(args.file, exc)
    stream = report_stream(args.file)
    if args.json:
        emit_json({"document": args.doc, "table": args.table, "file": args.file, "format": fmt, "rows": len(rows)}, stream)
    else:
        print(f"{args.file}: {len(rows)} row(s) of {args.table}", file=stream)
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

    from ..core.importcheck import import_errors
    from ..gui import pointers
    from ..gui.tablecsv import ROLL_TABLES, items_from_table, roll_columns_from_csv
    from ..gui.tablesheet import read_table_file
    from ..io.csvfile import CsvError
    from ..io.dataset import dataset_for
    from ..io.storage import save_document_data
    from ..model.base import ModelError, from_data, to_data
    from .loading import document_path
    from .outputs import check_not_demo
    from .streams import emit_json, input_file

    if args.doc == "-":
        raise CliError("table import: DOC is rewritten in place, so it cannot be standard input")
    if args.file != "-":
        _format_of(args.file)
    target = document_path(args.doc, _kind_of(args.table), args.data)
    check_not_demo(target, "table import")
    doc, raw = _load(str(target), args.table)
    data = to_data(doc)
    try:
        with input_file(args.file, ".csv") as source:
            table = read_table_file(source, sheet=args.table, display="<stdin>" if args.file == "-" else args.file)
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
    report = {"document": args.doc, "table": args.table, "file": args.file, "rows": count, "written": False}
    if new_doc == doc:
        if args.json:
            emit_json(report)
        else:
            print(f"{args.doc}: unchanged ({count} row(s) of {args.table} as they were); nothing written")
        return 0
    errors = import_errors(new_doc, target, dataset_for(target))
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
        save_document_data(type(doc), written, target, outside_box=args.outside_box)
    except OSError as exc:
        return write_failed(args.doc, exc)
    if args.json:
        emit_json({**report, "written": True})
    else:
        print(f"{args.doc}: {count} row(s) of {args.table} from {args.file}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("table", help="export a document's table to CSV or .xlsx, or import it from one (spreadsheets)")
    tsub = p.add_subparsers(dest="table_command", metavar="ACTION")
    tables_help = ("counters, ob_cards, support_table, leader_table, radio_table, quality_table, chits, "
                   "fortifications, fate_cards, terrain, house_rules, fortification_vulnerability, smoke_cup")

    e = tsub.add_parser("export", help="write a table as CSV (UTF-8 with BOM unless --no-bom) or an .xlsx workbook")
    e.add_argument("doc", metavar="DOC", help="the document: a YAML file, - for standard input, or an id of the game box (jp, us, ruleset...)")
    e.add_argument("--data", metavar="DIR", help="game box to look DOC up in (default: the one holding the current folder, else the demo box)")
    e.add_argument("table", metavar="TABLE", help=tables_help)
    e.add_argument("file", metavar="FILE", help="the file to write: FILE.csv (.tsv tab-separated), FILE.xlsx (typed cells, drop-downs), or - for CSV on standard output")
    e.add_argument("--delimiter", choices=sorted(DELIMITER_CHOICES), help="default: Preferences, else from the locale")
    e.add_argument("--no-bom", action="store_true", help="no byte-order mark (Excel then misreads accents)")
    add_parents(e)
    add_json(e, "{document, table, file, rows}")
    e.set_defaults(func=_export)

    i = tsub.add_parser("import", help="replace a table by a CSV file (delimiter and encoding detected) or an .xlsx workbook")
    i.add_argument("doc", metavar="DOC", help="the document, rewritten in place: a YAML file or an id of the game box")
    i.add_argument("--data", metavar="DIR", help="game box to look DOC up in (default: the one holding the current folder)")
    i.add_argument("table", metavar="TABLE", help=tables_help)
    i.add_argument("file", metavar="FILE", help="FILE.csv or FILE.xlsx (the sheet named TABLE, else the first), or - for CSV on standard input")
    i.add_argument("--force", action="store_true", help="write even if the document then has rule problems")
    i.add_argument("--outside-box", action="store_true", help=OUTSIDE_BOX_HELP)
    add_json(i, "{document, table, file, rows, written}")
    i.set_defaults(func=_import)

    def usage(_args: argparse.Namespace) -> int:
        p.print_help(sys.stderr)
        return 2

    p.set_defaults(func=usage)
