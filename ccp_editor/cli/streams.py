"""Files named on the command line, the same way for every command.

- ``-`` is standard input where a file is read and standard output where one is written; a command
  that writes its data to standard output says what it did on standard error, so a pipe gets the data
  alone.
- A missing input file is a usage error (exit 2) naming the path.
- An output file's folder must exist (exit 2 otherwise): a mistyped path never leaves a new tree of
  folders behind; ``--parents`` creates them.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from .errors import CliError

STDIO = "-"
MAX_STDIN_BYTES = 64 * 1024 * 1024  # more than any document, CSV or GeoJSON file the readers accept


def is_stdio(value: str | os.PathLike[str] | None) -> bool:
    return value is not None and str(value) == STDIO


def report_stream(*outputs: str | None) -> IO[str]:
    """Where a command says what it did: standard error when its data goes to standard output."""
    return sys.stderr if any(is_stdio(o) for o in outputs) else sys.stdout


def require_input(value: str, what: str = "file") -> Path:
    """An input path that exists (``-`` excepted); CliError (exit 2) naming it otherwise."""
    path = Path(value)
    if is_stdio(value):
        return path
    if not path.exists():
        raise CliError(f"no such {what}: {value}")
    if path.is_dir():
        raise CliError(f"{value}: is a folder, not a {what}")
    return path


def check_output_folder(value: str | os.PathLike[str], parents: bool = False) -> Path:
    """The output path, its folder checked: missing -> CliError (exit 2) unless ``parents`` creates it."""
    path = Path(value)
    folder = path.parent if str(path.parent) else Path(".")
    if folder.is_dir():
        return path
    if folder.exists():
        raise CliError(f"cannot write {value}: {folder} is not a folder")
    if not parents:
        raise CliError(f"cannot write {value}: no such folder {folder} (--parents creates it)")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CliError(f"cannot create the folder {folder}: {exc.strerror or exc}") from None
    return path


@contextlib.contextmanager
def input_file(value: str, suffix: str = "", what: str = "file") -> Iterator[Path]:
    """The file to read: ``value`` itself, or for ``-`` a temporary copy of standard input (bounded)
    ending in ``suffix``, removed afterwards."""
    if not is_stdio(value):
        yield require_input(value, what)
        return
    data = sys.stdin.buffer.read(MAX_STDIN_BYTES + 1)
    if len(data) > MAX_STDIN_BYTES:
        raise CliError(f"standard input is over {MAX_STDIN_BYTES // (1024 * 1024)} MiB")
    fd, name = tempfile.mkstemp(prefix="ccp-editor-stdin-", suffix=suffix)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        yield Path(name)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(name)


@contextlib.contextmanager
def output_file(value: str, suffix: str = "", parents: bool = False) -> Iterator[Path]:
    """The file to write: ``value`` (its folder checked), or for ``-`` a temporary file whose bytes go
    to standard output once the writer is done (nothing is sent if it fails)."""
    if not is_stdio(value):
        yield check_output_folder(value, parents)
        return
    folder = tempfile.mkdtemp(prefix="ccp-editor-stdout-")
    path = Path(folder) / f"out{suffix}"
    try:
        yield path
        if path.is_file():
            sys.stdout.flush()
            with open(path, "rb") as fh:
                shutil.copyfileobj(fh, sys.stdout.buffer)
            sys.stdout.buffer.flush()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def add_parents(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--parents", action="store_true", help="create the output file's missing folders")


def add_json(parser: argparse.ArgumentParser, what: str = "what was done") -> None:
    parser.add_argument("--json", action="store_true", help=f"print {what} as one JSON object")


def emit_json(report: dict[str, Any], stream: IO[str] | None = None) -> None:
    import json

    print(json.dumps(report, indent=1, default=str), file=stream or sys.stdout)
