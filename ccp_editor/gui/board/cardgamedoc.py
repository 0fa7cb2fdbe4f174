"""A card game as a shell document: its save file, its dirty mark, and one undo step per answer.

The game is its answers (``play.hotseat``): each answer a person gives is one command on the Qt undo
stack (the History dock and Edit > Undo show it; undone, the game goes back to the state it found) and the stack's clean state is the dirty mark, as for every
document. A game that counts (``no_undo_past_reveal``) empties the stack once a card has been
revealed, so nothing before it can be taken back, from the window or from the game's own button;
the game then stays marked unsaved until it is saved.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from ...io.storage import document_text, save_document
from ...model.cardgame import CardGameSave
from ...play.hotseat import HotseatSession
from ..i18n import translate
from ..i18n.logline import play_line


class GameWidget(Protocol):
    """What the document needs of the card game's window (``HotseatWidget``), named by a protocol
    so the board package keeps no import cycle."""

    session: HotseatSession

    def answer(self, index: int) -> None: ...

    def drop_answer(self) -> bool: ...

    def can_undo_answer(self) -> bool: ...


def game_id(scenario_id: str, seed: int) -> str:
    """The save's id: the scenario's id and the seed (both shown in nothing the player reads)."""
    base = re.sub(r"[^A-Za-z0-9_-]", "-", scenario_id).strip("-_") or "game"
    return f"{base}-game-{seed}"


class CardGameDocument(QObject):
    """One open card game (``ShellDocument``)."""

    dirtyChanged = Signal(bool)
    pathChanged = Signal()

    def __init__(self, widget: GameWidget, path: str | Path | None = None) -> None:
        super().__init__(widget if isinstance(widget, QWidget) else None)
        self.widget = widget
        self.path: Path | None = Path(path) if path is not None else None
        self.undo_stack = QUndoStack(self)
        # a method of this object, not a lambda: Qt drops the connection when the document goes, so the
        # stack's last cleanChanged while a closed game is torn down reaches nothing
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self._saved: list[int] | None = list(widget.session.answers)
        self._applying = False

    @Slot(bool)
    def _clean_changed(self, clean: bool) -> None:
        self.dirtyChanged.emit(not clean)

    # ------------------------------------------------------------------ ShellDocument
    @property
    def kind(self) -> str:
        return "card_game"

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        """The file's name, or the id a first save proposes as one (the scenario's id and the seed)."""
        return self.path.name if self.path is not None else self.to_save().id

    def title(self) -> str:
        name = self.path.name if self.path is not None else (self.widget.session.scenario.name or self.display_name())
        return translate("Hotseat", "Card game: {name}").format(name=name)

    def to_save(self) -> CardGameSave:
        s = self.widget.session
        return s.to_save(game_id(s.scenario.id, s.seed), s.scenario.name or s.scenario.id)

    def text(self) -> str:
        return document_text(self.to_save(), self.path)

    def save(self, path: str | Path | None = None) -> None:
        """Atomic save with a backup; raises OSError when it cannot write."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise OSError(translate("Board", "no file name given"))
        save_document(self.to_save(), target)
        moved = target != self.path
        self.path = target
        self._saved = list(self.widget.session.answers)
        self.undo_stack.setClean()
        if moved:
            self.pathChanged.emit()

    def add_saved_steps(self) -> None:
        """The answers of a resumed game as undo steps (a game that counts keeps those it may
        still take back), the stack clean: the game as it is on disk."""
        session = self.widget.session
        answers = session.answers
        for given in session.given:  # the people's answers (the automatic side's follow each)
            self.undo_stack.push(_AnswerStep(self, answers[given.at], given.label))
        self.after_change()
        self.undo_stack.setClean()

    def mark_recovered(self) -> None:
        """A copy restored after a crash: unsaved until the players save it."""
        self._saved = None
        self.undo_stack.resetClean()

    # ------------------------------------------------------------------ answers
    def answered(self, index: int, label: str) -> None:
        """An answer the widget has just given: one undo step (already applied)."""
        if not self._applying:
            self.undo_stack.push(_AnswerStep(self, index, label))
        self.after_change()

    def after_change(self) -> None:
        """In a game that counts, forget the steps a revealed card closed (still unsaved after);
        answers the automatic side gave after a save (it was thinking when the game was saved, or
        a resumed game stopped at its question) make the game unsaved: the file lacks them."""
        session = self.widget.session
        if self.undo_stack.count() and session.no_undo_past_reveal and not self.widget.can_undo_answer():
            self.undo_stack.clear()
            if self._saved != session.answers:
                self.undo_stack.resetClean()
        elif not self._applying and self.undo_stack.isClean() and self._saved is not None \
                and self._saved != session.answers:  # (an undo or redo step says it by the stack's index)
            self.undo_stack.resetClean()

    def apply(self, undo: bool, index: int) -> None:
        self._applying = True
        try:
            if undo:
                self.widget.drop_answer()
            else:
                self.widget.answer(index)
            self.after_change()
        finally:
            self._applying = False


class _AnswerStep(QUndoCommand):
    """One answer on the Qt stack; it was already given when pushed."""

    def __init__(self, document: CardGameDocument, index: int, label: str) -> None:
        super().__init__(play_line(label))
        self.document = document
        self.index = index
        self._given = True

    def redo(self) -> None:
        if self._given:
            self._given = False
            return
        self.document.apply(False, self.index)

    def undo(self) -> None:
        self.document.apply(True, self.index)
