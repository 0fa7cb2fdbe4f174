"""Autosave of dirty documents to a recovery folder, and finding what a crashed session left.

Each running window owns a session folder ``<recovery>/<session id>/`` with a ``session.json``
(process id) and one YAML file per dirty document plus an index of where each came from. A clean
exit deletes the folder; a folder whose process is gone (or that this process abandoned) is what
a crash left behind, and is offered back at the next start.

A restored document is *adopted*: its text is written into this session's folder before the
crashed copy is released, so at every moment one copy exists on disk until the document is saved
or the user discards it, and a second crash right after restoring loses nothing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..io.gate import MAX_BYTES, read_bounded
from ..io.storage import atomic_write_text, clean_stale_temps, pid_alive
from ..io.yamlio import DocumentError

_LIVE_SESSIONS: set[str] = set()
_RECOVERY_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def default_recovery_dir() -> Path:
    env = os.environ.get("CCP_EDITOR_RECOVERY_DIR")
    if env:
        return Path(env)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".ccp-editor") / "recovery"


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

    def adopt(self, key: str, recovered: RecoveredDocument, text: str, original: str | None = None) -> Path:
        """Take a crashed session's document into this session (written before the old copy is
        released, so a crash in between leaves two copies, never none)."""
        target = self.save(key, text, original if original is not None else recovered.original, recovered.kind, recovered.title)
        self.release(recovered)
        return target

    def release(self, recovered: RecoveredDocument) -> None:
        """Remove one crashed document's copy; its session folder goes once nothing is left in it."""
        folder = self.root / recovered.session
        key = recovered.file.stem
        try:
            index = json.loads(read_bounded(folder / "index.json", MAX_BYTES).decode("utf-8"))
        except (DocumentError, ValueError):
            index = None
        if isinstance(index, dict):
            index.pop(key, None)
        recovered.file.unlink(missing_ok=True)
        if isinstance(index, dict) and index:
            atomic_write_text(folder / "index.json", json.dumps(index, indent=1), backup=False)
        else:
            shutil.rmtree(folder, ignore_errors=True)

    @staticmethod
    def read(recovered: RecoveredDocument) -> str:
        """The text of a recovery copy (bounded like any document); raises DocumentError."""
        raw = read_bounded(recovered.file, MAX_BYTES)
        return raw.decode("utf-8", errors="replace")

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
        clean_stale_temps(self.root)
        out = []
        for folder in sorted(self.root.iterdir()):
            if not folder.is_dir() or folder.name in _LIVE_SESSIONS:
                continue
            clean_stale_temps(folder)
            try:
                pid = int(json.loads(read_bounded(folder / "session.json", 4096)).get("pid", 0))
            except (DocumentError, ValueError, TypeError, AttributeError):
                pid = 0
            if pid == os.getpid() or not pid or not pid_alive(pid, unknown=False):
                out.append(folder)
        return out

    def crashed_documents(self) -> list[RecoveredDocument]:
        found = []
        for folder in self._orphans():
            try:
                index = json.loads(read_bounded(folder / "index.json", MAX_BYTES))
            except (DocumentError, ValueError):
                continue
            if not isinstance(index, dict):
                continue
            for key, info in index.items():
                file = folder / f"{key}.yaml"
                if file.is_file() and isinstance(info, dict) and _RECOVERY_KEY.match(str(key)):
                    found.append(
                        RecoveredDocument(
                            folder.name,
                            file,
                            info.get("original"),
                            str(info.get("kind", "")),
                            str(info.get("title", key)),
                            float(saved) if isinstance(saved := info.get("saved_at"), (int, float)) else 0.0,
                        )
                    )
        return found

    def discard_crashed(self, keep: list[RecoveredDocument] | None = None) -> None:
        """The user said no to the offer: remove what crashed sessions left (except ``keep``)."""
        kept = {r.session for r in keep or []}
        for folder in self._orphans():
            if folder.name in kept:
                continue
            shutil.rmtree(folder, ignore_errors=True)
