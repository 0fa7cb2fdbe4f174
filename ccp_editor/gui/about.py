"""Help > About: what the app is and where its data comes from."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__
from .i18n import translate


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        translate("MainWindow", "About CC:P Scenario Studio"),
        translate(
            "MainWindow", "<b>CC:P Scenario Studio</b> {version}<br>Trace maps, enter forces data, generate, design"
            " and playtest scenarios for Combat Commander: Pacific.<br><br>Enter the game's tables from"
            " your own copy; the shipped demo data set holds placeholder values only."
        ).format(version=__version__),
    )
