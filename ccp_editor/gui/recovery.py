"""Autosave of dirty documents to a recovery folder, and finding what a crashed session left.

Each running window owns a session folder ``<recovery>/<session id>/`` with a ``session.json``
(process id) and one YAML file per dirty document plus an index of where each came from. A clean
exit deletes the folder; a folder whose process is gone (or that this process abandoned) is what
a crash left behind, and is offered back at the next start.
"""

from __future__ import annotations

import json
import os
import shutil
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..io.storage import atomic_write_text

_LIVE_SESSIONS: set[str] = set()


def default_recovery_dir() -> Path:
    env = os.environ.get("CCP_EDITOR_RECOVERY_DIR")
    if env:
        return Path(env)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".ccp-editor") / "recovery"


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


@dataclass(frozen=True)
class RecoveredDocument:
    """One document a crashed session had unsaved."""

    session: str
    file: Path  # the recovery copy
    original: str | None  # where the document was saved before, if anywhere
    kind: str
    title: str
    saved_at: float


class RecoveryStore:
    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root else default_recovery_dir()
        self.session = uuid.uuid4().hex[:12]
        self.folder = self.root / self.session
        _LIVE_SESSIONS.add(self.session)
        self._index: dict[str, dict] = {}

    # ------------------------------------------------------------------ this session
    def _ensure(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        marker = self.folder / "session.json"
        if not marker.exists():
            atomic_write_text(marker, json.dumps({"pid": os.getpid(), "started": time.time()}), backup=False)

    def save(self, key: str, text: str, original: str | None, kind: str, title: str) -> Path:
        """Write one dirty document's text (atomic, so a crash mid-write loses nothing older)."""
        self._ensure()
        target = self.folder / f"{key}.yaml"
        atomic_write_text(target, text, backup=False)
        self._index[key] = {"original": original, "kind": kind, "title": title, "saved_at": time.time()}
        atomic_write_text(self.folder / "index.json", json.dumps(self._index, indent=1), backup=False)
        return target

    def forget(self, key: str) -> None:
        """A document was saved or closed: its recovery copy is no longer needed."""
        if key in self._index:
            del self._index[key]
            (self.folder / f"{key}.yaml").unlink(missing_ok=True)
            if self.folder.is_dir():
                atomic_write_text(self.folder / "index.json", json.dumps(self._index, indent=1), backup=False)

    def close(self) -> None:
        """Clean exit: nothing to recover from this session."""
        shutil.rmtree(self.folder, ignore_errors=True)
        _LIVE_SESSIONS.discard(self.session)

    def abandon(self) -> None:
        """Leave the files as a crash would (used to test the restore offer)."""
        _LIVE_SESSIONS.discard(self.session)

    # ------------------------------------------------------------------ crashed sessions
    def _orphans(self) -> list[Path]:
        if not self.root.is_dir():
            return []
        out = []
        for folder in sorted(self.root.iterdir()):
            if not folder.is_dir() or folder.name in _LIVE_SESSIONS:
                continue
            try:
                pid = int(json.loads((folder / "session.json").read_text()).get("pid", 0))
            except (OSError, ValueError, AttributeError):
                pid = 0
            if pid == os.getpid() or not pid or not _pid_alive(pid):
                out.append(folder)
        return out

    def crashed_documents(self) -> list[RecoveredDocument]:
        found = []
        for folder in self._orphans():
            try:
                index = json.loads((folder / "index.json").read_text())
            except (OSError, ValueError):
                continue
            if not isinstance(index, dict):
                continue
            for key, info in index.items():
                file = folder / f"{key}.yaml"
                if file.is_file() and isinstance(info, dict):
                    found.append(
                        RecoveredDocument(
                            folder.name,
                            file,
                            info.get("original"),
                            str(info.get("kind", "")),
                            str(info.get("title", key)),
                            float(info.get("saved_at", 0)),
                        )
                    )
        return found

    def discard_crashed(self) -> None:
        for folder in self._orphans():
            shutil.rmtree(folder, ignore_errors=True)
