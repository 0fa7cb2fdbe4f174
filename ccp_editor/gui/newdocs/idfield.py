"""A name with its id: the id is proposed from the name until the user edits it, and checked live."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit

from ...io.gamebox import id_problem, propose_id
from ..i18n import translate
from ..i18n.logline import check_line


class NameAndId(QObject):
    """Two line edits added to a form: Name and Id, plus a line saying why the id cannot be used."""

    changed = Signal()

    def __init__(self, form: QFormLayout, kind: str, taken: Iterable[str], name: str = "", ident: str = "") -> None:
        super().__init__(form)
        self.kind = kind
        self.taken = set(taken)
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("nameEdit")
        self.id_edit = QLineEdit()
        self.id_edit.setObjectName("idEdit")
        self.id_edit.setToolTip(translate("NewDocuments", "Unique in the game box: letters, digits, '-' and '_'. Scenarios and files refer to it."))
        self.message = QLabel()
        self.message.setObjectName("idProblem")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        form.addRow(translate("NewDocuments", "Name"), self.name_edit)
        form.addRow(translate("NewDocuments", "Id"), self.id_edit)
        form.addRow("", self.message)
        self._auto = not ident
        self.id_edit.setText(ident or propose_id(name or "new", self.taken, kind))
        self.name_edit.textEdited.connect(self._name_edited)
        self.id_edit.textEdited.connect(self._id_edited)
        self.check()

    def _name_edited(self, text: str) -> None:
        if self._auto:
            self.id_edit.setText(propose_id(text or "new", self.taken, self.kind))
        self.check()

    def _id_edited(self, _text: str) -> None:
        self._auto = False
        self.check()

    @property
    def ident(self) -> str:
        return self.id_edit.text().strip()

    @property
    def name(self) -> str:
        return self.name_edit.text().strip()

    def problem(self) -> str | None:
        if not self.name:
            return translate("NewDocuments", "Give it a name.")
        problem = id_problem(self.kind, self.ident, self.taken)
        return check_line(problem) if problem else None

    def check(self) -> bool:
        id_problem_text = id_problem(self.kind, self.ident, self.taken)  # the name's own problem shows at the bottom
        self.message.setText(check_line(id_problem_text) if id_problem_text else "")
        self.message.setVisible(bool(id_problem_text))
        self.changed.emit()
        return self.problem() is None
