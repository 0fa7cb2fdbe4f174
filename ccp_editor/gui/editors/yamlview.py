"""The raw YAML of a document, kept in sync both ways with the model.

Model changes rewrite the text (unless the user is in the middle of typing); typed text is applied
after a short pause, as one undo command, only when it is a valid document — otherwise the
problems are shown under the editor and the model stays as it was.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QFontDatabase, QShowEvent, QTextCursor, QTextFormat
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QTextEdit, QVBoxLayout, QWidget

from ...io.yamlio import Problem
from ..document import DocumentModel
from ..i18n import translate
from ..i18n.logline import check_line
from ..widgets import error_background

APPLY_DELAY_MS = 600


class YamlView(QWidget):
    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("yamlEditor")
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(self.editor)
        self.status = QLabel()
        self.status.setObjectName("yamlStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(APPLY_DELAY_MS)
        self._timer.timeout.connect(self.apply_text)
        self._updating = False
        self._pending = False
        self.editor.textChanged.connect(self._typed)
        model.changed.connect(self._model_changed)
        model.structureChanged.connect(self._model_changed)
        # The text of a big document takes a while to write out, so it is made when the view is
        # shown (and kept current while it is), not on every edit made in the other views.
        self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        if self._stale and not self._pending:
            self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """Show the model's text (keeps the cursor line and scroll position)."""
        self._stale = False
        text = self.model.text()
        if text == self.editor.toPlainText():
            return
        bar = self.editor.verticalScrollBar().value()
        line = self.editor.textCursor().blockNumber()
        self._updating = True
        self.editor.setPlainText(text)
        self._updating = False
        block = self.editor.document().findBlockByNumber(min(line, self.editor.blockCount() - 1))
        self.editor.setTextCursor(QTextCursor(block))
        self.editor.verticalScrollBar().setValue(bar)
        self._show_problems([])

    def _model_changed(self, _pointer: str = "") -> None:
        if self._pending:
            return
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def _typed(self) -> None:
        if self._updating:
            return
        self._pending = True
        self._timer.start()

    def apply_text(self) -> list[Problem]:
        """Apply the typed text to the model now; returns the problems that stopped it, if any."""
        self._timer.stop()
        self._pending = False
        problems = self.model.set_text(self.editor.toPlainText())
        self._show_problems(problems)
        if not problems:
            self.refresh()
        return problems

    def _show_problems(self, problems: list[Problem]) -> None:
        if not problems:
            self.status.setText(translate("YamlView", "In sync with the tables."))
            self.editor.setExtraSelections([])
            return
        first = problems[0]
        self.status.setText(
            translate("YamlView", "Not applied: {line}:{column}: {pointer}: {message}").format(
                line=first.line, column=first.column, pointer=first.pointer or "/", message=check_line(first.message)
            )
        )
        selections = []
        for p in problems[:50]:
            sel = QTextEdit.ExtraSelection()
            sel.format.setBackground(QColor(error_background()))
            sel.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            block = self.editor.document().findBlockByNumber(max(0, p.line - 1))
            sel.cursor = QTextCursor(block)
            selections.append(sel)
        self.editor.setExtraSelections(selections)

    def select_pointer(self, pointer: str) -> None:
        """Move the cursor to the line of a problem's pointer, when the text has it."""
        if self._stale:
            self.refresh()
        for p in self.model.problems_below(pointer) or []:
            block = self.editor.document().findBlockByNumber(max(0, p.line - 1))
            self.editor.setTextCursor(QTextCursor(block))
            self.editor.centerCursor()
            return
