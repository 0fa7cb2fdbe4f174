"""Saving documents: atomic, with one backup, in a stable order with a schema header line.

Every writer of the app goes through ``atomic_write_text``, so all of them behave alike: a save
through a symbolic link replaces the file the link points at (the link and any other links to
the shared original stay), a crash leaves the old file or the new one, and the temporary files a
killed save left behind are removed by the next save into the same folder (or by ``clean_stale_temps``
when a game box is opened). A document is only written if it can be read back under the load limits.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from ..model import Document, to_data
from .yamlio import dump_text, savable_problem

# ".<name>.<pid>-<random>.tmp" (this version) or ".<name>.<random>.tmp" (older versions)
_TEMP_RE = re.compile(r"^\.(?P<name>.+)\.(?:(?P<pid>\d+)-)?[a-z0-9_]{8}\.tmp$")
STALE_TEMP_AGE_S = 3600.0  # a temp file of a live writer is never this old


class UnsavableDocument(OSError):
    """The document is too large to be read back; nothing was written."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(reason)
        self.strerror = reason
        self.filename = str(path)


def clean_box_temps(root: str | Path, depth: int = 3, max_folders: int = 200) -> list[Path]:
    """``clean_stale_temps`` in a game box's folders (the box and its subfolders, not following
    links, at most ``max_folders``): what interrupted saves left, swept when the box is opened."""
    removed: list[Path] = []
    queue: list[tuple[Path, int]] = [(Path(root), 0)]
    seen = 0
    while queue and seen < max_folders:
        folder, level = queue.pop(0)
        seen += 1
        removed += clean_stale_temps(folder)
        if level >= depth:
            continue
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            if not entry.name.startswith(".") and entry.is_dir(follow_symlinks=False):
                queue.append((Path(entry.path), level + 1))
    return removed


def write_target(path: str | Path) -> Path:
    """The file a save to ``path`` really writes: the end of a chain of symbolic links, if any."""
    path = Path(path)
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


def pid_alive(pid: int, *, unknown: bool = True) -> bool:
    """Whether process ``pid`` still runs; ``unknown`` is the answer when the system will not say
    (keep a temp file that may be a live writer's; offer a recovery copy rather than hide it)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return unknown
    return True


def clean_stale_temps(directory: str | Path, *, now: float | None = None) -> list[Path]:
    """Remove the temporary files interrupted saves left in ``directory``; returns what was removed.

    A temp file is stale when the process that wrote it is gone, or when it is older than
    ``STALE_TEMP_AGE_S`` (older versions did not record the process; a network folder may be
    shared by machines whose processes cannot be seen).
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMP_RE.match(entry.name)
        if m is None:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not entry.is_file(follow_symlinks=False):
            continue
        pid = int(m.group("pid")) if m.group("pid") else None
        old = now - st.st_mtime > STALE_TEMP_AGE_S
        dead = pid is not None and pid != os.getpid() and not pid_alive(pid)
        if old or dead:
            try:
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def schema_reference(doc_cls: type[Document], target: Path) -> str:
    """The ``$schema=`` value, always a relative path to a schema file that exists: the ``schemas/``
    folder above the file, else the shipped demo box's; else where a game box keeps it."""
    from .dataset import demo_dataset_root

    folder = target.parent.resolve()
    for parent in [folder, *folder.parents]:
        candidate = parent / "schemas" / doc_cls.schema_filename()
        if candidate.is_file():
            return os.path.relpath(candidate, folder)
    demo = demo_dataset_root()
    if demo is not None and (demo / "schemas" / doc_cls.schema_filename()).is_file():
        return os.path.relpath(demo / "schemas" / doc_cls.schema_filename(), folder)
    return box_schema_reference(doc_cls)


def box_schema_reference(doc_cls: type[Document]) -> str:
    """The schema of a document kept one folder down in a game box (``scenarios/x.yaml``)."""
    return f"../schemas/{doc_cls.schema_filename()}"


def document_text(doc: Document, target: Path | None = None) -> str:
    ref = schema_reference(type(doc), target) if target is not None else box_schema_reference(type(doc))
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
    """Write ``text`` (UTF-8, line ends as given) so that a crash leaves either the old file or the new
    one, never half of one.

    The previous version is kept as ``<name>.bak`` (itself replaced atomically). A symbolic link
    is written through: the file it points at gets the new text and the link stays a link.
    """
    atomic_write_bytes(path, text.encode("utf-8"), backup=backup)


def atomic_write_bytes(path: str | Path, data: bytes, *, backup: bool = True) -> None:
    """``atomic_write_text`` for bytes (a spreadsheet workbook): the same temporary file, fsync and rename."""
    path = write_target(path)
    directory = path.parent if str(path.parent) else Path(".")
    directory.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(directory)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=directory)
    try:
        os.chmod(tmp_name, _mode_for(path))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if backup and path.exists():
            bak = path.with_name(path.name + ".bak")
            fd_b, tmp_bak = tempfile.mkstemp(prefix=f".{bak.name}.{os.getpid()}-", suffix=".tmp", dir=directory)
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
    """Save a document; raises UnsavableDocument (an OSError) before writing anything when the
    file could not be reopened under the load limits, OSError when the disk refuses."""
    path = Path(path)
    data = to_data(doc)
    ref = schema_reference(type(doc), write_target(path))
    text = dump_text(data, header=f"yaml-language-server: $schema={ref}")
    reason = savable_problem(data, text)
    if reason is not None:
        raise UnsavableDocument(path, reason)
    atomic_write_text(path, text, backup=backup)


def save_data(data: Any, path: str | Path, header: str | None = None) -> None:
    text = dump_text(data, header=header)
    reason = savable_problem(data, text)
    if reason is not None:
        raise UnsavableDocument(Path(path), reason)
    atomic_write_text(path, text)
