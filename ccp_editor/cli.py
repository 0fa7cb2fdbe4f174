"""The ``ccp-editor`` command: the desktop app and its command-line tools.

Sub-commands live next to what they drive; each module listed in ``COMMAND_MODULES`` has a
``register(subparsers)`` function. Exit codes: 0 success, 1 problems found, 2 usage errors.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__

COMMAND_MODULES = [
    "ccp_editor.maps_cli",
    "ccp_editor.los_cli",
    "ccp_editor.rsg.cli",
]


class CliError(Exception):
    """A usage error: printed as one line, exit code 2."""


def _validate(args: argparse.Namespace) -> int:
    from .io.validate import UsageError, validate_paths

    if not args.paths:
        raise CliError("validate: name at least one file or folder")
    try:
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
    from .schemas import schema_files, write_schemas

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


def _bench(args: argparse.Namespace) -> int:
    from .bench import run_bench

    only = [n.strip() for n in args.only.split(",") if n.strip()] if args.only else None
    try:
        figures = run_bench(only, progress=not args.json)
    except KeyError as exc:
        raise CliError(f"bench: unknown figure {exc.args[0]!r}") from None
    print(json.dumps(figures, indent=None if args.json else 2))
    return 0


def _gui(args: argparse.Namespace) -> int:
    from .gui.app import run_gui

    return run_gui(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ccp-editor",
        description="CC:P Scenario Studio: trace maps, enter forces data, generate, design and playtest scenarios.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("gui", help="open the desktop application (default)")
    p.add_argument("--open", metavar="FILE", help="open a document or data set folder")
    p.add_argument(
        "--view",
        metavar="NAME",
        help="show a given view: welcome, forces:NATION (counters), ob:NATION, support:NATION, leader:NATION,"
        " radio:NATION, quality:NATION, chits, fortifications, ruleset, houserules, map:ID, scenario:ID,"
        " yaml:VIEW (that view's document as raw YAML, e.g. yaml:forces:JP) or a document path",
    )
    p.add_argument("--screenshot", metavar="FILE", help="render the window offscreen to a PNG and exit")
    p.add_argument("--size", default="1280x800", help="window size for --screenshot (WIDTHxHEIGHT)")
    p.set_defaults(func=_gui)

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

    p = sub.add_parser("bench", help="measure performance figures (printed as JSON)")
    p.add_argument("--json", action="store_true", help="one line of JSON, no progress on stderr")
    p.add_argument("--only", metavar="NAME,NAME", help="measure only these figures")
    p.set_defaults(func=_bench)

    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not argv:
        argv = ["gui"]
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse already printed its message
        return int(exc.code or 0) if exc.code in (0, None) else 2
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"ccp-editor: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("ccp-editor: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
