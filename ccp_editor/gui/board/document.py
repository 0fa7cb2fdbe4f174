"""A playtest as a shell document: the session, its file, and a Qt undo stack mirroring its history.

The session keeps its own history (every operation is one undo step, dice included). The window's
History dock, Edit > Undo and the dirty mark work on ``QUndoStack``s, so each operation the session
reports is pushed here as one command whose undo and redo call the session's. Saving marks the
stack clean; an operation, an undo or a redo after that makes the playtest dirty again.

A board that sets up a scenario (``link_setup``: New scenario › "Create and set up on the board")
has that scenario's file as its path: saving it writes the setup into the scenario document and
saves the scenario (``board/setupwrite.py``); saving to another file writes a playtest there and
ends the link.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...io.storage import document_text
from ...play.session import Change, PlaytestSession
from ..i18n import translate
from ..i18n.logline import play_line


def save_folder(dataset: object) -> Path:
    """Where the board's own files go first: the open game box, the home folder for the read-only
    demo box (saving there is refused)."""
    from ...io.gamebox import is_shipped_demo

    root = getattr(dataset, "root", None)
    return Path(str(root)) if root is not None and not is_shipped_demo(str(root)) else Path.home()


class SetupLink(Protocol):
    """The scenario a board sets up: its file, and how the board's setup is saved into it."""

    @property
    def path(self) -> Path | None: ...

    def save(self) -> None:
        """Write the setup into the scenario and save its file; raises OSError."""
        ...


class PlaytestDocument(QObject):
    """One open playtest (``ShellDocument``); ``sessionReplaced`` fires when a save is resumed in it."""

    dirtyChanged = Signal(bool)
    pathChanged = Signal()
    sessionReplaced = Signal(object)

    def __init__(self, session: PlaytestSession, path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.path: Path | None = Path(path) if path is not None else None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self._replaying = False
        self.setup_target: SetupLink | None = None
        self._unsubscribe = session.subscribe(self._on_change)

    def link_setup(self, target: SetupLink) -> None:
        """Save from now on writes the setup into ``target``'s scenario (its file is this path)."""
        self.setup_target = target
        self.path = target.path
        self.pathChanged.emit()

    def _clean_changed(self, clean: bool) -> None:
        self.dirtyChanged.emit(not clean)

    # ------------------------------------------------------------------ ShellDocument
    @property
    def kind(self) -> str:
        return "playtest"

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self.path.name if self.path is not None else self.session.doc.id

    def title(self) -> str:
        """The tab's text: the saved file's name, or the scenario's name (never the playtest's id)."""
        if self.setup_target is not None:
            return translate("Board", "Setup: {name}").format(name=self.session.scenario.name or self.display_name())
        name = self.path.name if self.path is not None else (self.session.scenario.name or self.display_name())
        return translate("Board", "Board: {name}").format(name=name)

    def text(self) -> str:
        return document_text(self.session.to_playtest(), self.path)

    def save(self, path: str | Path | None = None) -> None:
        """Atomic save with a backup; raises OSError when it cannot write."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise OSError(translate("Board", "no file name given"))
        link = self.setup_target
        # this board's own path is the scenario's file too (even when that was renamed since): never a
        # playtest written over a scenario
        own = {p.resolve() for p in (self.path, link.path if link is not None else None) if p is not None}
        if link is not None and target.resolve() in own:
            link.save()
            if link.path is not None and link.path != self.path:
                self.path = link.path
                self.pathChanged.emit()
            self.undo_stack.setClean()
            return
        self.session.save(target)
        self.setup_target = None  # a playtest file of its own from now on
        moved = target != self.path
        self.path = target
        self.undo_stack.setClean()
        if moved:
            self.pathChanged.emit()

    # ------------------------------------------------------------------ the session
    def set_session(self, session: PlaytestSession, path: str | Path | None = None) -> None:
        """Show another session (a resumed save): a fresh history, clean."""
        self._unsubscribe()
        self.session = session
        self.setup_target = None
        self.path = Path(path) if path is not None else None
        self.undo_stack.clear()
        self._unsubscribe = session.subscribe(self._on_change)
        self.sessionReplaced.emit(session)
        self.pathChanged.emit()

    def mark_recovered(self) -> None:
        """A copy restored after a crash: unsaved until the player saves it."""
        self.undo_stack.resetClean()

    def close(self) -> None:
        self._unsubscribe()

    def _on_change(self, change: Change) -> None:
        if not self._replaying:
            self.undo_stack.push(_SessionStep(self, change.action))

    def replay(self, undo: bool) -> bool:
        self._replaying = True
        try:
            return self.session.undo() if undo else self.session.redo()
        finally:
            self._replaying = False


class _SessionStep(QUndoCommand):
    """One session operation on the Qt stack; it was already applied when pushed."""

    def __init__(self, document: PlaytestDocument, label: str) -> None:
        super().__init__(play_line(label))
        self.document = document
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.document.replay(undo=False)

    def undo(self) -> None:
        self.document.replay(undo=True)
