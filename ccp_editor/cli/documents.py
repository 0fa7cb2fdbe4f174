"""``ccp-editor validate`` and ``ccp-editor schemas``: checking documents against schemas and rules."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from .errors import CliError


def _validate(args: argparse.Namespace) -> int:
    from ..core.maphexes import maps_unchanged
    from ..core.validate import UsageError, validate_paths

    if not args.paths:
        raise CliError("validate: name at least one file or folder")
    try:
        with maps_unchanged():  # a command reading files edits no map: each map's key is worked out once
            problems = validate_paths(args.paths)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps([p.as_json() for p in problems], indent=1))
    else:
        for p in problems:
            print(p.format() if p.severity == "error" else f"{p.format()} [{p.severity}]")
    return 1 if any(p.severity == "error" for p in problems) else 0


def _schemas(args: argparse.Namespace) -> int:
    from ..io.schemas import schema_files, write_schemas

    folder = Path(args.dir)
    if args.check:
        stale = [name for name, text in schema_files().items() if not (folder / name).is_file() or (folder / name).read_text() != text]
        for name in stale:
            print(f"{folder / name}: out of date (run: ccp-editor schemas --write)")
        return 1 if stale else 0
    if args.write:
        for path in write_schemas(folder):
            print(path)
        return 0
    for name in schema_files():
        print(name)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="check documents: schema, then rules and references")
    p.add_argument("paths", nargs="*", metavar="PATH", help="files and/or folders (searched recursively)")
    p.add_argument("--json", action="store_true", help="print the problems as a JSON list")
    p.set_defaults(func=_validate)

    p = sub.add_parser("schemas", help="list, write or check the JSON Schemas of every document kind")
    p.add_argument("--dir", default="schemas", help="folder of schema files (default: schemas)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--write", action="store_true", help="write the schema files")
    g.add_argument("--check", action="store_true", help="exit 1 if the files differ from the models")
    p.set_defaults(func=_schemas)
