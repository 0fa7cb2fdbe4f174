"""Saving documents: atomic, with one backup, in a stable order with a schema header line."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from ..model import Document, to_data
from .yamlio import dump_text


def schema_reference(doc_cls: type[Document], target: Path) -> str:
    """The ``$schema=`` value: a relative path when a ``schemas/`` folder is above the file, else the $id."""
    for parent in [target.parent.resolve(), *target.parent.resolve().parents]:
        candidate = parent / "schemas" / doc_cls.schema_filename()
        if candidate.is_file():
            return os.path.relpath(candidate, target.parent.resolve())
    return doc_cls.schema_id()


def document_text(doc: Document, target: Path | None = None) -> str:
    ref = schema_reference(type(doc), target) if target is not None else type(doc).schema_id()
    return dump_text(to_data(doc), header=f"yaml-language-server: $schema={ref}")


def _mode_for(path: Path) -> int:
    """Keep an existing file's permissions; a new file gets the usual 0666 less the umask."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def atomic_write_text(path: str | Path, text: str, *, backup: bool = True) -> None:
    """Write ``text`` so that a crash leaves either the old file or the new one, never half of one.

    The previous version is kept as ``<name>.bak`` (itself replaced atomically).
    """
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    directory.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    try:
        os.chmod(tmp_name, _mode_for(path))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if backup and path.exists():
            bak = path.with_name(path.name + ".bak")
            fd_b, tmp_bak = tempfile.mkstemp(prefix=f".{bak.name}.", suffix=".tmp", dir=directory)
            os.close(fd_b)
            try:
                shutil.copy2(path, tmp_bak)
                os.replace(tmp_bak, bak)
            except OSError:
                if os.path.exists(tmp_bak):
                    os.unlink(tmp_bak)
                raise
        os.replace(tmp_name, path)
    except BaseException:
        if os.path.exists(tmp_name):
            os.unlink(tmp_name)
        raise
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def save_document(doc: Document, path: str | Path, *, backup: bool = True) -> None:
    path = Path(path)
    atomic_write_text(path, document_text(doc, path), backup=backup)


def save_data(data: Any, path: str | Path, header: str | None = None) -> None:
    atomic_write_text(path, dump_text(data, header=header))
