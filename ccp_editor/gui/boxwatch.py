"""The open game box as it is now: the Problems panel, the browser and the generator follow every change.

Without this the box's checks ran once, when it was opened: a box that gained a ready map and forces
kept saying "random battles need ... the box has none yet" until a restart. ``BoxFollower`` (a
``Feature``) checks the box again, shortly after any of:

- a document of the box is saved, or the window adds one (New, Save As, Import: ``datasetChanged``);
- a file appears, changes or goes in the box's folders behind the window's back (another program,
  ``ccp-editor box import`` in a terminal): a ``QFileSystemWatcher`` on the manifest and the
  folders. The box is then read again and takes the new files in; documents open in a tab keep
  their own object (their tab asks about changes on disk, as before).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer

from ..io.dataset import MANIFEST, load_dataset, stat_key
from ..rsg.context import forget

CHECK_DELAY_MS = 150  # a burst of saves (Save All, an import) is checked once
SYNC_DELAY_MS = 250


class BoxFollower(QObject):
    """Keeps the loaded box, its problems and the browser in step with the files."""

    def __init__(self, main: Any) -> None:
        super().__init__(main)
        self.main = main
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._disk_changed)
        self.watcher.fileChanged.connect(self._disk_changed)
        self.check_timer = QTimer(self)
        self.check_timer.setSingleShot(True)
        self.check_timer.setInterval(CHECK_DELAY_MS)
        self.check_timer.timeout.connect(self.check)
        self.sync_timer = QTimer(self)
        self.sync_timer.setSingleShot(True)
        self.sync_timer.setInterval(SYNC_DELAY_MS)
        self.sync_timer.timeout.connect(self.sync)
        self._root: Path | None = None
        self._manifest_key: tuple[int, int] | None = None
        self._followed: set[int] = set()
        self.checks = 0  # how many times the box was checked again (for tests and the log)
        main.workspace.datasetChanged.connect(self._dataset_changed)
        main.documentShown.connect(self._follow_document)

    # ------------------------------------------------------------------ what sets it off
    def _dataset_changed(self) -> None:
        root = self.main.workspace.root
        if root != self._root:  # a box just opened: the window checks it once painted
            self._root = root
            self._watch(root)
            return
        self._watch(root)
        self.check_timer.start()

    def _follow_document(self, model: Any) -> None:
        key = id(model)
        if key in self._followed:
            return
        self._followed.add(key)
        model.saved.connect(lambda _note: self.check_timer.start())
        model.destroyed.connect(lambda *_a: self._followed.discard(key))

    def _disk_changed(self, _path: str) -> None:
        self.sync_timer.start()

    def _watch(self, root: Path | None) -> None:
        old = self.watcher.files() + self.watcher.directories()
        if old:
            self.watcher.removePaths(old)
        if root is None:
            return
        ds = self.main.workspace.dataset
        folders = {root, root / "forces", root / "tables"}
        if ds.manifest is not None:
            folders |= {root / ds.manifest.maps, root / ds.manifest.scenarios}
        for p in ds.paths.values():
            folders.add(Path(str(p)).parent)
        paths = [str(p) for p in sorted(folders) if p.is_dir() and (p == root or root in p.resolve().parents or p.parent == root)]
        if (root / MANIFEST).is_file():
            paths.append(str(root / MANIFEST))
        self._manifest_key = stat_key(root / MANIFEST)
        if paths:
            self.watcher.addPaths(paths)

    # ------------------------------------------------------------------ what it does
    def check(self) -> None:
        """The box's checks again (the window's own check: every document and the box as a whole)."""
        if self.main.workspace.root is None:
            return
        self.checks += 1
        self.main._validate_dataset()

    def changed_on_disk(self) -> bool:
        """Whether a file of the box changed, went or came since it was read, leaving out the files
        open in tabs (their own saves; their tab asks about other changes): cheap stats, no parsing."""
        ws = self.main.workspace
        root = ws.root
        if root is None:
            return False
        open_paths = set(ws.documents)
        known = {Path(str(p)): e[0] for p, e in ws.dataset.sources.items()}
        if stat_key(root / MANIFEST) != self._manifest_key:
            return True
        for path, key in known.items():
            if path not in open_paths and stat_key(path) != key:
                return True
        for folder in self.watcher.directories():
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                if entry.name.startswith(".") or not entry.name.endswith((".yaml", ".yml")) or entry.name == MANIFEST:
                    continue
                path = Path(entry.path).resolve()
                if path not in known and path not in open_paths:
                    return True
        return False

    def sync(self) -> bool:
        """Read the box again when its files changed on disk; True when something was taken in."""
        ws = self.main.workspace
        root = ws.root
        if root is None or not (root / MANIFEST).is_file():
            return False
        ds = ws.dataset
        if not self.changed_on_disk():
            return False
        fresh, problems = load_dataset(root)
        open_docs = {path: model.doc for path, model in ws.documents.items()}

        def keep(doc: Any) -> Any:
            if doc is None:
                return None
            path = Path(str(fresh.paths.get(id(doc), ""))).resolve()
            chosen = open_docs.get(path, doc)
            paths[id(chosen)] = fresh.paths.get(id(doc))
            return chosen

        paths: dict[int, object] = {}
        ds.manifest = fresh.manifest
        ds.ruleset = keep(fresh.ruleset)
        ds.forces = {k: keep(v) for k, v in fresh.forces.items()}
        ds.fate_decks = {k: keep(v) for k, v in fresh.fate_decks.items()}
        ds.chits = keep(fresh.chits)
        ds.fortification_ob = keep(fresh.fortification_ob)
        ds.maps = {k: keep(v) for k, v in fresh.maps.items()}
        ds.scenarios = {k: keep(v) for k, v in fresh.scenarios.items()}
        ds.paths = paths
        ds.sources = fresh.sources
        ds.clashes = fresh.clashes
        ds.invalidate()
        forget(ds)
        ws.load_problems = problems
        self._manifest_key = stat_key(root / MANIFEST)
        ws.datasetChanged.emit()
        return True


class BoxFollowFeature:
    """Installs the ``BoxFollower`` on the window (a ``Feature``)."""

    def install(self, shell: Any) -> None:
        shell.box_follower = BoxFollower(shell)
