"""The scenario sheet in the player's language and on the player's paper: Letter in the United
States and Canada, A4 elsewhere, unless asked otherwise (``--paper``, Preferences)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageSize
from PySide6.QtPdf import QPdfDocument

from ccp_editor.cli import main
from ccp_editor.gui.i18n import install_translator
from ccp_editor.gui.scenario.sheet import paper_for
from ccp_editor.io.dataset import demo_dataset_root

DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "demo-ridge-line.yaml"


def read_pdf(path: Path) -> tuple[tuple[float, float], str]:
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    size = doc.pagePointSize(0)
    text = " ".join(doc.getAllText(i).text() for i in range(doc.pageCount()))
    doc.close()
    return (round(size.width()), round(size.height())), " ".join(text.split())


@pytest.mark.parametrize(("language", "territory", "paper"), [
    (QLocale.Language.English, QLocale.Country.UnitedStates, QPageSize.PageSizeId.Letter),
    (QLocale.Language.French, QLocale.Country.Canada, QPageSize.PageSizeId.Letter),
    (QLocale.Language.English, QLocale.Country.UnitedKingdom, QPageSize.PageSizeId.A4),
    (QLocale.Language.Italian, QLocale.Country.Italy, QPageSize.PageSizeId.A4),
    (QLocale.Language.English, QLocale.Country.Australia, QPageSize.PageSizeId.A4),
])
def test_paper_follows_the_locale(language, territory, paper):
    locale = QLocale(language, territory)
    assert paper_for("auto", locale) == paper
    assert paper_for("a4", locale) == QPageSize.PageSizeId.A4
    assert paper_for("letter", locale) == QPageSize.PageSizeId.Letter


def test_sheet_command_line_paper_and_language(tmp_path):
    letter = tmp_path / "letter.pdf"
    try:
        assert main(["sheet", str(SCENARIO), "-o", str(letter), "--paper", "letter", "--language", "it", "--side", "japan"]) == 0
        size, text = read_pdf(letter)
        assert size == (612, 792)  # US Letter, in points
        assert "Copia del giocatore giapponese" in text and "Japanese player's copy" not in text
    finally:
        install_translator("en")
    a4 = tmp_path / "a4.pdf"
    assert main(["sheet", str(SCENARIO), "-o", str(a4), "--paper", "a4", "--language", "en", "--side", "japan"]) == 0
    size, text = read_pdf(a4)
    assert size == (595, 842)
    assert "Japanese player's copy" in text


def test_preferences_choose_the_paper(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from ccp_editor.gui.prefs import PreferencesDialog

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.paper.currentData() == "auto" and "(" in dialog.paper.currentText()
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.apply()
    assert settings.value("sheetPaper") == "letter"
