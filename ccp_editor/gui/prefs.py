"""The Preferences dialog: language, autosave interval, CSV exports, the sheets' paper and task layouts (stored with QSettings)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSettings
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ..io.csvfile import delimiter_for_decimal_point
from .i18n import LANGUAGES, translate


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self.settings = settings
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setObjectName("languageCombo")
        self.language.addItem(translate("Preferences", "System language"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        current = str(settings.value("language", "system"))
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        form.addRow(translate("Preferences", "Language:"), self.language)
        note = QLabel(translate("Preferences", "A new language applies the next time the application starts."))
        note.setWordWrap(True)
        form.addRow("", note)
        self.autosave = QSpinBox()
        self.autosave.setObjectName("autosaveSpin")
        self.autosave.setRange(5, 3600)
        self.autosave.setSuffix(translate("Preferences", " s"))
        self.autosave.setValue(int(settings.value("autosaveSeconds", 30)))
        form.addRow(translate("Preferences", "Autosave unsaved documents every:"), self.autosave)
        self.csv_delimiter = QComboBox()
        self.csv_delimiter.setObjectName("csvDelimiterCombo")
        for label, value in ((translate("Preferences", "Comma (,)"), ","), (translate("Preferences", "Semicolon (;)"), ";"), (translate("Preferences", "Tab"), "\t")):
            self.csv_delimiter.addItem(label, value)
        default = delimiter_for_decimal_point(QLocale().decimalPoint())
        current_delimiter = str(settings.value("csvDelimiter", default) or default)
        self.csv_delimiter.setCurrentIndex(max(0, self.csv_delimiter.findData(current_delimiter)))
        form.addRow(translate("Preferences", "CSV export separator:"), self.csv_delimiter)
        self.csv_bom = QCheckBox(translate("Preferences", "Start CSV exports with a byte-order mark (Excel needs it for accents)"))
        self.csv_bom.setObjectName("csvBomCheck")
        self.csv_bom.setChecked(str(settings.value("csvBom", "true")).lower() not in ("false", "0", "no"))
        form.addRow("", self.csv_bom)
        self.paper = QComboBox()
        self.paper.setObjectName("paperCombo")
        from .scenario.sheet import paper_for

        local = "Letter" if paper_for("auto") == QPageSize.PageSizeId.Letter else "A4"
        for label, value in ((translate("Preferences", "From the locale ({paper})").format(paper=local), "auto"), ("A4", "a4"),
                             (translate("Preferences", "US Letter"), "letter")):
            self.paper.addItem(label, value)
        self.paper.setCurrentIndex(max(0, self.paper.findData(str(settings.value("sheetPaper", "auto")))))
        form.addRow(translate("Preferences", "Paper for scenario sheets:"), self.paper)
        self.follow_layout = QCheckBox(translate("Preferences", "Switch the task layout (Trace, Design, Play) with the current tab"))
        self.follow_layout.setObjectName("followLayoutCheck")
        self.follow_layout.setChecked(str(settings.value("layout/followDocument", "true")).lower() not in ("false", "0", "no"))
        form.addRow("", self.follow_layout)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply(self) -> None:
        self.settings.setValue("language", self.language.currentData())
        self.settings.setValue("autosaveSeconds", self.autosave.value())
        self.settings.setValue("csvDelimiter", self.csv_delimiter.currentData())
        self.settings.setValue("csvBom", "true" if self.csv_bom.isChecked() else "false")
        self.settings.setValue("sheetPaper", self.paper.currentData())
        self.settings.setValue("layout/followDocument", "true" if self.follow_layout.isChecked() else "false")
        self.settings.sync()
