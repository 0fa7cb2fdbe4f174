"""The app's own temporary files: a name of its own, a record of each one, and a sweep that removes
nothing else.

Every save, copy and staging folder is first written under a temporary name and renamed into place.
A killed run leaves that temporary behind; the next write into the folder (and opening a game box)
removes it. Output folders are shared with other programs (a word processor's autosave, an editor's
swap file), so a file is only ever removed when both are true:

- its name has the app's own pattern, ``.<name>.ccp~<pid>-<12 hex digits>.tmp``, which no other
  program writes;
- the app holds a record of having made exactly that file (one small file per temporary in the
  user's state folder, written before the temporary and removed after the rename).

The writer's process id is in the name and the record: a temporary is stale once its writer is gone
(or, for a writer on another machine, after an hour), so a live save is never swept from under it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import shutil
import socket
import sys
import time
from pathlib import Path

OWN_TEMP_RE = re.compile(r"^\.(?P<name>.+)\.ccp~(?P<pid>\d+)-(?P<token>[0-9a-f]{12})\.tmp$")
STALE_TEMP_AGE_S = 3600.0  # a temporary of a writer on another machine is never this old while it writes
_NAME_CHARS = 120  # of the target's name kept in the temporary's (file names stop at 255 bytes)


def state_dir() -> Path:
    """Where the app keeps its records (``CCP_EDITOR_STATE_DIR``, else the platform's state folder)."""
    env = os.environ.get("CCP_EDITOR_STATE_DIR")
    if env:
        return Path(env)
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / "ccp-editor"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "ccp-editor"
    return Path(os.environ.get("XDG_STATE_HOME") or home / ".local" / "state") / "ccp-editor"


def records_dir() -> Path:
    return state_dir() / "temp-files"


def _real(path: Path) -> str:
    """One spelling per file, however the folder was reached (a linked box root, a relative path)."""
    return os.path.join(os.path.realpath(path.parent), path.name)


def _record_file(path: Path) -> Path:
    return records_dir() / (hashlib.sha256(_real(path).encode("utf-8", "surrogateescape")).hexdigest()[:40] + ".json")


def temp_name(name: str) -> str:
    """A fresh temporary name of the app's own pattern for a file to be called ``name``."""
    return f".{name[:_NAME_CHARS]}.ccp~{os.getpid()}-{secrets.token_hex(6)}.tmp"


def _record(path: Path) -> None:
    """Note that this process makes ``path`` (before it exists); a record that cannot be written
    only means the temporary will not be swept if this run is killed."""
    try:
        records_dir().mkdir(parents=True, exist_ok=True)
        entry = {"path": _real(path), "pid": os.getpid(), "host": socket.gethostname(), "time": time.time()}
        with open(_record_file(path), "w", encoding="utf-8") as fh:
            json.dump(entry, fh)
    except OSError:
        pass


def forget(path: str | Path) -> None:
    """The temporary was renamed into place or removed: drop its record."""
    try:
        os.unlink(_record_file(Path(path)))
    except OSError:
        pass


def new_temp_file(directory: Path, name: str, mode: int = 0o600) -> tuple[int, Path]:
    """Create (exclusively) and record a temporary file in ``directory`` for a file called ``name``."""
    for _ in range(100):
        path = directory / temp_name(name)
        _record(path)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode)
        except FileExistsError:
            continue
        except BaseException:
            forget(path)
            raise
        return fd, path
    raise FileExistsError(f"no free temporary name in {directory}")


def new_temp_dir(directory: Path, name: str) -> Path:
    """Create and record a temporary folder (a staging copy) in ``directory``."""
    for _ in range(100):
        path = directory / temp_name(name)
        _record(path)
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            continue
        except BaseException:
            forget(path)
            raise
        return path
    raise FileExistsError(f"no free temporary name in {directory}")


def discard(path: str | Path) -> None:
    """Remove a temporary this run made (a failed write) and its record."""
    p = Path(path)
    try:
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink(missing_ok=True)
    finally:
        forget(p)


def own_record(path: Path) -> dict | None:
    """The record of the app's temporary at ``path``: None unless the name is the app's own and a
    record of exactly this file exists."""
    if OWN_TEMP_RE.match(path.name) is None:
        return None
    try:
        with open(_record_file(path), encoding="utf-8") as fh:
            entry = json.loads(fh.read(4096))
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("path") != _real(path):
        return None
    return entry


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


def _stale(entry: dict, mtime: float, now: float) -> bool:
    pid = entry.get("pid")
    if entry.get("host") == socket.gethostname() and isinstance(pid, int):
        return pid != os.getpid() and not pid_alive(pid)
    return now - mtime > STALE_TEMP_AGE_S


def clean_stale_temps(directory: str | Path, *, now: float | None = None) -> list[Path]:
    """Remove the app's own temporaries that killed runs left in ``directory``; returns what went.

    Only a name of the app's pattern with a record of this very file is removed (never another
    program's temporary file, however old), and only once its writer is gone.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = [e for e in os.scandir(directory) if OWN_TEMP_RE.match(e.name)]
    except OSError:
        return removed
    for entry in entries:
        path = Path(entry.path)
        record = own_record(path)
        if record is None:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if entry.is_symlink() or not _stale(record, st.st_mtime, now):
            continue
        try:
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(path)
            elif entry.is_file(follow_symlinks=False):
                os.unlink(path)
            else:
                continue
        except OSError:
            continue
        forget(path)
        removed.append(path)
    return removed


def prune_records(*, limit: int = 2000) -> None:
    """Drop records whose temporary is gone (renamed by a run killed just after, or removed by hand)."""
    try:
        files = sorted(records_dir().glob("*.json"))[:limit]
    except OSError:
        return
    for rec in files:
        try:
            with open(rec, encoding="utf-8") as fh:
                entry = json.loads(fh.read(4096))
            gone = not isinstance(entry, dict) or not os.path.lexists(str(entry.get("path", "")))
        except (OSError, ValueError):
            gone = True
        if gone:
            try:
                os.unlink(rec)
            except OSError:
                pass


def clean_box_temps(root: str | Path, depth: int = 3, max_folders: int = 200) -> list[Path]:
    """``clean_stale_temps`` in a game box's folders (the box and its subfolders, not following
    links, at most ``max_folders``): what killed saves left, swept when the box is opened."""
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
    prune_records()
    return removed
