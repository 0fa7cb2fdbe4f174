"""The Preferences dialog: language and autosave interval (stored with QSettings)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from .i18n import LANGUAGES, tr

TR_CONTEXT = "Preferences"


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(_tr("Preferences"))
        self.settings = settings
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setObjectName("languageCombo")
        self.language.addItem(_tr("System language"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        current = str(settings.value("language", "system"))
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        form.addRow(_tr("Language:"), self.language)
        note = QLabel(_tr("A new language applies the next time the application starts."))
        note.setWordWrap(True)
        form.addRow("", note)
        self.autosave = QSpinBox()
        self.autosave.setObjectName("autosaveSpin")
        self.autosave.setRange(5, 3600)
        self.autosave.setSuffix(_tr(" s"))
        self.autosave.setValue(int(settings.value("autosaveSeconds", 30)))
        form.addRow(_tr("Autosave unsaved documents every:"), self.autosave)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply(self) -> None:
        self.settings.setValue("language", self.language.currentData())
        self.settings.setValue("autosaveSeconds", self.autosave.value())
        self.settings.sync()
