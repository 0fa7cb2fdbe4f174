"""The ``ccp-editor`` command: the desktop app and its command-line tools.

One module per command group, each with a ``register(subparsers)`` function, listed in
``COMMAND_MODULES`` in the order ``--help`` shows them. Exit codes: 0 success, 1 problems found,
2 usage errors.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .. import __version__
from .errors import CliError

__all__ = ["CliError", "build_parser", "main"]

COMMAND_MODULES = [
    "ccp_editor.cli.app",
    "ccp_editor.cli.documents",
    "ccp_editor.bench.command",  # the bench sits above the commands it measures
    "ccp_editor.cli.maps",
    "ccp_editor.cli.los",
    "ccp_editor.cli.move",
    "ccp_editor.cli.generate",
    "ccp_editor.cli.new",
    "ccp_editor.cli.play",
    "ccp_editor.cli.tables",
    "ccp_editor.cli.sheet",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ccp-editor",
        description="CC:P Scenario Studio: trace maps, enter forces data, generate, design and playtest scenarios.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
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
