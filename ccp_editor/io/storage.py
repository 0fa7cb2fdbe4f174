"""Saving documents and every other output: atomic, confined to the game box, with one backup.

Every writer of the app goes through ``atomic_write_bytes`` (``atomic_write_text`` for text), so all of
them behave alike:

- the new content goes to a temporary file of the app's own (``io/tempfiles.py``), is flushed to the
  disk and renamed over the old file: a full disk or a kill leaves the old file whole, never half of
  a new one, and the error reaches the caller;
- a file inside a game box (a folder holding ``dataset.yaml``) is never created outside it: a link
  (or a linked folder, or a dangling link) that leads out of the box is refused; rewriting an
  existing file outside the box through a link needs ``outside_box=True`` (an explicit option on the
  command line, a question in the window), and then its backup stays beside the link, in the box;
- the previous version is kept as ``<name>.bak``; a save through a link writes the file the link
  points at and the link stays a link;
- what killed writes left in the folder is swept first (only the app's own, recorded temporaries).

A document is only written if it can be read back under the load limits.
"""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from ..model import Document, to_data
from .tempfiles import (  # noqa: F401  (re-exported: the window and the recovery store sweep through here)
    STALE_TEMP_AGE_S,
    clean_box_temps,
    clean_stale_temps,
    discard,
    forget,
    new_temp_dir,
    new_temp_file,
    pid_alive,
)
from .yamlio import dump_text, savable_problem

BOX_MANIFEST = "dataset.yaml"


class UnsavableDocument(OSError):
    """The document is too large to be read back; nothing was written."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(reason)
        self.strerror = reason
        self.filename = str(path)


class OutsideBoxWrite(OSError):
    """A write that a link (or a linked folder) would take out of its game box; nothing was written.

    ``new`` is True when the file does not exist yet there (never allowed); otherwise rewriting it
    may be asked for explicitly (``outside_box=True``).
    """

    def __init__(self, path: Path, target: Path, root: Path, new: bool) -> None:
        if new:
            reason = f"{path} leads outside the game box {root} (to {target}): no new file is created outside the box"
        else:
            reason = f"{path} is a link to {target}, outside the game box {root}: rewriting it there must be asked for"
        super().__init__(errno.EPERM, reason)
        self.strerror = reason
        self.filename = str(path)
        self.path, self.target, self.root, self.new = path, target, root, new

    def __str__(self) -> str:
        return self.strerror or ""


_ALLOWED_OUTSIDE: ContextVar[dict[Path, Path | None] | None] = ContextVar("allowed_outside_box", default=None)


@contextmanager
def outside_box_allowed(target: str | Path, *, link: str | Path | None = None) -> Iterator[None]:
    """Inside the block, rewriting the existing file ``target`` outside its game box is allowed (the
    window asked the user first); ``link``, the box's own name for it, is where its backup goes."""
    real = Path(os.path.realpath(target))
    token = _ALLOWED_OUTSIDE.set({**(_ALLOWED_OUTSIDE.get() or {}), real: Path(link) if link is not None else None})
    try:
        yield
    finally:
        _ALLOWED_OUTSIDE.reset(token)


def box_roots_of(path: str | Path) -> list[Path]:
    """Every game box ``path`` is written into, nearest first: the folders above it (as spelled,
    links not followed) that hold a manifest."""
    lexical = Path(os.path.abspath(path))
    return [folder for folder in lexical.parents if os.path.isfile(folder / BOX_MANIFEST)]


def box_root_of(path: str | Path) -> Path | None:
    """The nearest game box ``path`` is written into, or None outside any box."""
    roots = box_roots_of(path)
    return roots[0] if roots else None


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def write_plan(path: str | Path, *, outside_box: bool = False) -> tuple[Path, Path | None]:
    """(the file a write to ``path`` really replaces, where its backup goes or None).

    Raises OutsideBoxWrite when a link leads the write out of a box ``path`` lies in (every box
    above it counts: a linked folder that leads into another box still leaves this one).
    """
    lexical = Path(os.path.abspath(path))
    target = Path(os.path.realpath(lexical))
    bak: Path | None = target.with_name(target.name + ".bak")
    allowed = _ALLOWED_OUTSIDE.get() or {}
    link_in_box = allowed.get(target)
    if link_in_box is not None:  # the box's link to it: the backup stays in the box
        link = Path(os.path.abspath(link_in_box))
        return target, Path(os.path.realpath(link.parent)) / (link.name + ".bak")
    escaped = [root for root in box_roots_of(lexical) if not _inside(target, Path(os.path.realpath(root)))]
    if not escaped:
        return target, bak
    root = escaped[-1]
    if not os.path.isfile(target):
        raise OutsideBoxWrite(Path(path), target, root, new=True)
    if not outside_box and target not in allowed:
        raise OutsideBoxWrite(Path(path), target, root, new=False)
    beside_link = Path(os.path.realpath(lexical.parent))
    return target, (beside_link / (lexical.name + ".bak") if _inside(beside_link, Path(os.path.realpath(root))) else None)


def write_target(path: str | Path) -> Path:
    """The file a save to ``path`` really writes: the end of a chain of symbolic links, if any."""
    path = Path(path)
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


SCHEMA_HEADER = "# yaml-language-server: $schema="


def written_schema_reference(target: Path) -> str | None:
    """The ``$schema=`` value on the first line of the file at ``target``, if it has one."""
    try:
        with open(target, "rb") as fh:
            first = fh.readline(4096).decode("utf-8-sig", errors="replace").strip()
    except OSError:
        return None
    if first.startswith(SCHEMA_HEADER) and len(first) > len(SCHEMA_HEADER):
        return first[len(SCHEMA_HEADER):].strip()
    return None


def schema_reference(doc_cls: type[Document], target: Path) -> str:
    """The ``$schema=`` value, a relative path to a schema file: the ``schemas/`` folder of the game
    box above the file; outside a box, the header the file already has (a rewrite never points it into
    the installed app's folder, which moves with every upgrade); else the shipped demo box's; else where
    a game box keeps it."""
    from .dataset import demo_dataset_root

    folder = target.parent.resolve()
    for parent in [folder, *folder.parents]:
        candidate = parent / "schemas" / doc_cls.schema_filename()
        if candidate.is_file():
            return os.path.relpath(candidate, folder)
    own = written_schema_reference(target)
    if own is not None:
        return own
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


def _fsync_dir(directory: Path) -> None:
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


def _write_temp(directory: Path, name: str, mode: int, data: bytes | None, source: Path | None) -> Path:
    """A recorded temporary in ``directory`` holding ``data`` (or a copy of ``source``), on the disk."""
    fd, tmp = new_temp_file(directory, name)
    try:
        with os.fdopen(fd, "wb") as fh:
            if source is not None:
                with open(source, "rb") as src:
                    shutil.copyfileobj(src, fh, 1 << 20)
            else:
                fh.write(data or b"")
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
    except BaseException:
        discard(tmp)
        raise
    return tmp


def _atomic_replace(path: str | Path, data: bytes | None, source: Path | None, backup: bool, outside_box: bool) -> Path:
    target, bak = write_plan(path, outside_box=outside_box)
    directory = target.parent
    directory.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(directory)
    tmp = _write_temp(directory, target.name, _mode_for(target), data, source)
    try:
        if backup and bak is not None and target.exists():
            bak_tmp = _write_temp(bak.parent, bak.name, _mode_for(target), None, target)
            try:
                os.replace(bak_tmp, bak)
            except BaseException:
                discard(bak_tmp)
                raise
            forget(bak_tmp)
        os.replace(tmp, target)
    except BaseException:
        discard(tmp)
        raise
    forget(tmp)
    _fsync_dir(directory)
    return target


def atomic_write_bytes(path: str | Path, data: bytes, *, backup: bool = True, outside_box: bool = False) -> Path:
    """Write ``data`` so that a crash or a full disk leaves either the old file or the new one.

    The previous version is kept as ``<name>.bak`` (itself replaced atomically). A symbolic link
    is written through: the file it points at gets the new content and the link stays a link.
    Raises OSError (OutsideBoxWrite for a link out of the game box); returns the file written.
    """
    return _atomic_replace(path, data, None, backup, outside_box)


def atomic_write_text(path: str | Path, text: str, *, backup: bool = True, outside_box: bool = False) -> Path:
    """``atomic_write_bytes`` of ``text`` in UTF-8, lines as given."""
    return _atomic_replace(path, text.encode("utf-8"), None, backup, outside_box)


def atomic_copy(source: str | Path, path: str | Path, *, outside_box: bool = False) -> Path:
    """Copy a file (a scan into a box) the same way: a temporary of the app's own, then a rename."""
    return _atomic_replace(path, None, Path(source), False, outside_box)


def save_document(doc: Document, path: str | Path, *, backup: bool = True, outside_box: bool = False) -> None:
    """Save a document; raises UnsavableDocument (an OSError) before writing anything when the
    file could not be reopened under the load limits, OSError when the disk refuses."""
    path = Path(path)
    data = to_data(doc)
    ref = schema_reference(type(doc), write_target(path))
    text = dump_text(data, header=f"yaml-language-server: $schema={ref}")
    reason = savable_problem(data, text)
    if reason is not None:
        raise UnsavableDocument(path, reason)
    atomic_write_text(path, text, backup=backup, outside_box=outside_box)


def save_document_data(doc_cls: type[Document], data: Any, path: str | Path, *, backup: bool = True,
                       outside_box: bool = False) -> None:
    """Save a document's plain data as it stands (numbers in their written form, default-valued keys
    kept), with the schema header ``save_document`` writes; for an edit of part of a file."""
    path = Path(path)
    ref = schema_reference(doc_cls, write_target(path))
    text = dump_text(data, header=f"yaml-language-server: $schema={ref}")
    reason = savable_problem(data, text)
    if reason is not None:
        raise UnsavableDocument(path, reason)
    atomic_write_text(path, text, backup=backup, outside_box=outside_box)


def save_data(data: Any, path: str | Path, header: str | None = None, *, outside_box: bool = False) -> None:
    text = dump_text(data, header=header)
    reason = savable_problem(data, text)
    if reason is not None:
        raise UnsavableDocument(Path(path), reason)
    atomic_write_text(path, text, outside_box=outside_box)
