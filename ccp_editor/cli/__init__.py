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

__all__ = ["CliError", "build_parser", "gui_main", "main"]

# command name -> the module whose ``register`` adds it, in the order ``--help`` shows them
COMMANDS = {
    "gui": "ccp_editor.cli.app",
    "validate": "ccp_editor.cli.documents",
    "schemas": "ccp_editor.cli.documents",
    "bench": "ccp_editor.bench.command",  # the bench sits above the commands it measures
    "map": "ccp_editor.cli.maps",
    "render": "ccp_editor.cli.maps",
    "los": "ccp_editor.cli.los",
    "move": "ccp_editor.cli.move",
    "generate": "ccp_editor.cli.generate",
    "rsg-stats": "ccp_editor.cli.generate",
    "new": "ccp_editor.cli.new",
    "box": "ccp_editor.cli.box",
    "play": "ccp_editor.cli.play",
    "balance": "ccp_editor.cli.balance",
    "table": "ccp_editor.cli.tables",
    "sheet": "ccp_editor.cli.sheet",
    "completion": "ccp_editor.cli.shellhelp",
    "man": "ccp_editor.cli.shellhelp",
    "install-desktop": "ccp_editor.cli.desktop",
    "uninstall-desktop": "ccp_editor.cli.desktop",
}
COMMAND_MODULES = list(dict.fromkeys(COMMANDS.values()))


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``ccp-editor`` parser. Given the ``command`` about to run, only the module registering
    it is imported (a start of the app reads no other command's options); otherwise every one,
    for ``--help`` and for the message naming the valid commands."""
    parser = argparse.ArgumentParser(
        prog="ccp-editor",
        description="CC:P Scenario Studio: trace maps, enter forces data, generate, design and playtest scenarios.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = [COMMANDS[command]] if command in COMMANDS else COMMAND_MODULES
    for name in modules:
        importlib.import_module(name).register(sub)
    return parser


def _printable_streams() -> None:
    """Text that is not text (a lone surrogate read from a hostile file's escape) is printed as its
    ``\\udnnn`` escape instead of ending the command in UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a stream already written in another way keeps its own
                pass


def main(argv: Sequence[str] | None = None) -> int:
    _printable_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        argv = ["gui"]
    parser = build_parser(argv[0])
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


def gui_main(argv: Sequence[str] | None = None) -> int:
    """``ccp-editor-gui [FILE] [gui options]``: the desktop app as a GUI script (no console window on
    Windows), what the desktop launcher runs; a file or folder given first is opened (``gui --open``)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and not argv[0].startswith("-"):
        argv = ["--open", *argv]
    return main(["gui", *argv])


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
