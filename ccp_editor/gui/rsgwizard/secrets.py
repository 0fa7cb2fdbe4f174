"""A generated battle opens as its public view: each player's secret chits stay hidden in the
scenario editor until the screen is passed to him (14.3.4: a secret chit is shown to no opponent).

The secret chit fields are masked and read-only; the eye button in each asks for the screen to be
passed to that player (the same wording as the wizard's pass-the-screen page) and shows his chits
only once he confirms. Pressing it again hides them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QLineEdit, QMessageBox, QTabWidget, QWidget

from ...core.rules import SIDES
from ...rsg.stepwise import side_name
from ..i18n import translate


def eye_icon() -> QIcon:
    """An eye, drawn by the app (no theme icon is needed)."""
    pix = QPixmap(32, 32)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(QColor(60, 60, 60), 2.4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QRectF(3, 9, 26, 14))
    p.setBrush(QColor(60, 60, 60))
    p.drawEllipse(QPointF(16, 16), 4.5, 4.5)
    p.end()
    return QIcon(pix)


def pass_texts(side: str) -> tuple[str, str, str]:
    """Title, note and button of the pass-the-screen question for one player."""
    if side == "japan":
        return (translate("RsgSecrets", "Pass the screen to the Japanese player"),
                translate("RsgSecrets", "The Allied player looks away. The Japanese secret chits show when the Japanese player confirms."),
                translate("RsgSecrets", "I am the Japanese player: show my chits"))
    return (translate("RsgSecrets", "Pass the screen to the Allied player"),
            translate("RsgSecrets", "The Japanese player looks away. The Allied secret chits show when the Allied player confirms."),
            translate("RsgSecrets", "I am the Allied player: show my chits"))


class SecretField(QObject):
    """One secret chit field, masked until its player has the screen."""

    def __init__(self, line: QLineEdit, side: str) -> None:
        super().__init__(line)
        self.line = line
        self.side = side
        self.dialog: QMessageBox | None = None
        self.action = QAction(eye_icon(), "", line)
        self.action.setObjectName(f"reveal_{side}")
        self.action.triggered.connect(self.toggle)
        line.addAction(self.action, QLineEdit.ActionPosition.TrailingPosition)
        self.hide()

    @property
    def shown(self) -> bool:
        return self.line.echoMode() == QLineEdit.EchoMode.Normal

    def hide(self) -> None:
        self.line.setEchoMode(QLineEdit.EchoMode.Password)
        self.line.setReadOnly(True)
        text = translate("RsgSecrets", "Hidden: only {side} may see these. Click the eye to pass the screen to that player.").format(
            side=side_name(self.side))
        self.line.setToolTip(text)
        self.action.setToolTip(translate("RsgSecrets", "Show {side}'s secret chits...").format(side=side_name(self.side)))

    def reveal(self) -> None:
        self.line.setEchoMode(QLineEdit.EchoMode.Normal)
        self.line.setReadOnly(False)
        self.line.setToolTip(translate("RsgSecrets", "Shown to {side} only: click the eye to hide them again.").format(side=side_name(self.side)))
        self.action.setToolTip(translate("RsgSecrets", "Hide {side}'s secret chits").format(side=side_name(self.side)))

    def toggle(self) -> None:
        if self.shown:
            self.hide()
            return
        title, note, button = pass_texts(self.side)
        box = QMessageBox(self.line.window())
        box.setObjectName("passScreenDialog")
        box.setWindowTitle(translate("RsgSecrets", "Pass the screen"))
        box.setText(f"<b>{title}</b>")
        box.setInformativeText(note)
        ok = box.addButton(button, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda b: self.reveal() if b is ok else None)
        self.dialog = box
        box.open()


def _owner_model(widget: QWidget) -> object | None:
    w: QObject | None = widget
    while w is not None:
        model = getattr(w, "model", None)
        if model is not None and not callable(model):
            return model
        w = w.parent()
    return None


def _fold_raw_views(window: QWidget, model: object) -> None:
    """The raw YAML shows every field, both players' secret chits included: closed in the public view."""
    for tabs in window.findChildren(QTabWidget, "subviews"):
        view = tabs.parent()
        if getattr(view, "model", None) is not model:
            continue
        raw = getattr(view, "subviews", {}).get("yaml")
        i = tabs.indexOf(raw) if raw is not None else -1
        if i >= 0:
            tabs.setTabEnabled(i, False)
            tabs.setTabToolTip(i, translate("RsgSecrets", "Closed in the public view: the YAML shows both players' secret chits. "
                                      "It opens when the saved scenario is opened again."))


def conceal_secret_chits(window: QWidget, model: object) -> dict[str, SecretField]:
    """Mask the secret chit fields of ``model``'s scenario editor in ``window`` (by side) and close
    its raw YAML view."""
    _fold_raw_views(window, model)
    fields: dict[str, SecretField] = {}
    for side in SIDES:
        for line in window.findChildren(QLineEdit, f"chits_secret_{side}"):
            if _owner_model(line) is model and not isinstance(getattr(line, "_secret", None), SecretField):
                field = SecretField(line, side)
                line._secret = field  # type: ignore[attr-defined]
                fields[side] = field
    return fields
