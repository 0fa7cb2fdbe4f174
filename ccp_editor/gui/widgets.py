"""Small shared widgets: the demo-data badge, a label that elides, headings, palette-aware colours and tool-button rows."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from .i18n import translate


def heading(label: QLabel, larger: int, bold: bool = True) -> QLabel:
    """Make ``label`` a heading: ``larger`` points over the application font, bold unless told."""
    font = label.font()
    font.setBold(bold)
    font.setPointSize(font.pointSize() + larger)
    label.setFont(font)
    return label


def is_dark() -> bool:
    """Whether the current (system) palette is a dark one."""
    app = QGuiApplication.instance()
    if app is None:
        return False
    window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return window.lightness() < 128


def error_background() -> QColor:
    return QColor(120, 30, 30) if is_dark() else QColor(255, 205, 205)


def warning_background() -> QColor:
    return QColor(110, 90, 20) if is_dark() else QColor(255, 240, 190)


class DemoBadge(QLabel):
    """A visible 'demo data' label wherever a document's provenance is demo."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("Widgets", "DEMO DATA"), parent)
        self.setObjectName("demoBadge")
        self.setToolTip(translate("Widgets", "Placeholder values for trying the app, not the published game data."))
        self.setStyleSheet(
            "QLabel#demoBadge { background: #d9822b; color: white; font-weight: bold;"
            " border-radius: 4px; padding: 2px 8px; }"
        )


def add_tool_buttons(bar: QBoxLayout, specs: Iterable[tuple[str, str, Callable[[], object]]]) -> dict[str, QToolButton]:
    """Add a row of tool buttons to a layout; ``specs`` is (object name, text, slot) per button.

    Buttons get the object name ``<name>Button`` so tests and style sheets can find them.
    """
    buttons = {}
    for name, text, slot in specs:
        button = QToolButton()
        button.setText(text)
        button.setObjectName(f"{name}Button")
        button.clicked.connect(slot)
        bar.addWidget(button)
        buttons[name] = button
    return buttons


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with an ellipsis instead of widening the window
    (a long title or file path never forces the main window past its 1280-pixel minimum)."""

    def __init__(self, mode: Qt.TextElideMode = Qt.TextElideMode.ElideRight, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._mode = mode
        self.setMinimumWidth(40)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        self._full = text
        self.setToolTip(text)
        self._elide()

    def text(self) -> str:
        """The whole text (the label may show it shortened)."""
        return self._full

    def sizeHint(self):  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        hint.setWidth(self.fontMetrics().horizontalAdvance(self._full) + 4)
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        super().setText(self.fontMetrics().elidedText(self._full, self._mode, max(self.width() - 2, 0)))
