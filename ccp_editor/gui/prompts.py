"""The questions the application asks the user, as real message boxes.

Kept in one class so a window can be driven in tests by answering the boxes (or replacing them).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from .i18n import translate


class Prompts:
    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def _box(self, icon: QMessageBox.Icon, title: str, text: str, detail: str = "") -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, self.parent)
        box.setObjectName("promptBox")
        if detail:
            box.setInformativeText(detail)
        return box

    def unsaved_changes(self, names: list[str]) -> str:
        """'save', 'discard' or 'cancel' for documents with unsaved changes."""
        box = self._box(
            QMessageBox.Icon.Warning,
            translate("Prompts", "Unsaved changes"),
            translate("Prompts", "Save changes to these documents before closing?"),
            "\n".join(names),
        )
        box.setStandardButtons(
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        return {
            QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard",
        }.get(QMessageBox.StandardButton(answer), "cancel")

    def restore_recovered(self, titles: list[str]) -> bool:
        box = self._box(
            QMessageBox.Icon.Question,
            translate("Prompts", "Recover unsaved work"),
            translate("Prompts", "The application did not close normally last time. Restore the unsaved documents?"),
            "\n".join(titles),
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return QMessageBox.StandardButton(box.exec()) == QMessageBox.StandardButton.Yes

    def reload_changed(self, name: str, dirty: bool) -> bool:
        detail = translate("Prompts", "Reloading discards your unsaved changes to it.") if dirty else ""
        box = self._box(
            QMessageBox.Icon.Question,
            translate("Prompts", "File changed on disk"),
            translate("Prompts", "{name} was changed by another program. Reload it?").format(name=name),
            detail,
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return QMessageBox.StandardButton(box.exec()) == QMessageBox.StandardButton.Yes

    def rewrite_outside_box(self, path: str, target: str, root: str) -> bool:
        """A save would rewrite a file outside the game box that a link in the box points to."""
        box = self._box(
            QMessageBox.Icon.Warning,
            translate("Prompts", "File outside the game box"),
            translate("Prompts", "{path} is a link to {target}, which lies outside the game box {root}. Save over that file?").format(
                path=path, target=target, root=root
            ),
            translate("Prompts", "The previous version is kept beside the link, in the game box. No file is left outside the box."),
        )
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return QMessageBox.StandardButton(box.exec()) == QMessageBox.StandardButton.Save

    def show_problems(self, title: str, text: str, detail: str = "") -> QMessageBox:
        """A file could not be read: say so without blocking (start-up and screenshots go on). The
        box of an earlier failure is closed first: the Problems panel keeps every file's problems."""
        earlier = getattr(self, "last_box", None)
        if earlier is not None:
            try:
                earlier.close()
            except RuntimeError:  # already deleted (closed by the user: WA_DeleteOnClose)
                pass
        box = self._box(QMessageBox.Icon.Warning, title, text)
        box.setObjectName("problemsBox")
        if detail:
            box.setDetailedText(detail)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.last_box = box
        return box

    def error(self, title: str, text: str) -> None:
        box = self._box(QMessageBox.Icon.Critical, title, text)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.exec()
