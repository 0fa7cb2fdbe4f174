"""The finished battle's answers as a ``--choices`` file (the wizard's Save choices... button), and the
command line that plays the same battle from it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog

from ...io.storage import save_data
from ..i18n import translate

WizardWidget = Any  # the wizard (``wizard.WizardWidget``), named loosely: it imports this module


def save_choices(w: WizardWidget, path: str | Path) -> None:
    """Write the wizard's answers so far as a ``--choices`` file."""
    if w.session is not None:
        save_data(w.session.choices_data(), path)


def save_choices_dialog(w: WizardWidget) -> None:
    """Ask where, write the file, and show the command line that replays the battle from it."""
    if w.session is None:
        return
    path, _ = QFileDialog.getSaveFileName(
        w, translate("RsgWizard", "Save choices"), f"choices-{w.session.inputs.seed}.yaml", translate("RsgWizard", "YAML (*.yaml *.yml)")
    )
    if not path:
        return
    try:
        save_choices(w, path)
    except OSError as exc:
        w.error_label.setText(translate("RsgWizard", "Could not save {path}: {error}").format(path=path, error=exc.strerror or exc))
        return
    w.command_label.setText(
        translate("RsgWizard", "Same battle from the command line:") + "<br><tt>" + w.session.command_line(Path(path).name) + "</tt>"
    )
