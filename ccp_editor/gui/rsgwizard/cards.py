"""A Fate card as the wizard shows it: the white and the coloured die side by side, both read.

Drawn with QPainter in the app's own style (no publisher artwork): two die faces with pips, the
coloured die in the roller's deck colour, and the sum underneath.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from ..i18n import translate

# deck colours (1: Japan cherry red, US khaki, Commonwealth sand); our own shades
DECK_COLOURS = {"japan": QColor("#b8323c"), "allied": QColor("#8a7d4e"), "US": QColor("#8a7d4e"), "CW": QColor("#c2a36b")}
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def paint_die(p: QPainter, rect: QRectF, value: int, face: QColor, pip: QColor) -> None:
    p.setPen(QPen(QColor(40, 40, 40), 1.2))
    p.setBrush(face)
    p.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    r = rect.width() * 0.09
    for fx, fy in PIPS.get(value, []):
        p.drawEllipse(rect.left() + fx * rect.width() - r, rect.top() + fy * rect.height() - r, 2 * r, 2 * r)


class FateCardWidget(QWidget):
    """One Fate card: white die, coloured die and their sum (1.9)."""

    def __init__(self, white: int, coloured: int, deck: str = "japan", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.white = white
        self.coloured = coloured
        self.deck = deck
        self.setToolTip(translate("RsgCards", "white {white}, coloured {coloured}: sum {sum}").format(white=white, coloured=coloured, sum=white + coloured))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(92, 66)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = DECK_COLOURS.get(self.deck, DECK_COLOURS["japan"])
        card = QRectF(1, 1, self.width() - 2, self.height() - 2)
        p.setPen(QPen(colour.darker(140), 1.5))
        p.setBrush(QColor("#fbf8ef"))
        p.drawRoundedRect(card, 6, 6)
        size = 32.0
        paint_die(p, QRectF(10, 7, size, size), self.white, QColor("white"), QColor(30, 30, 30))
        paint_die(p, QRectF(50, 7, size, size), self.coloured, colour, QColor("white"))
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() - 1, 7))
        p.setFont(font)
        p.setPen(QColor(40, 40, 40))
        p.drawText(QRectF(0, 42, self.width(), 20), Qt.AlignmentFlag.AlignCenter, f"= {self.white + self.coloured}")
        p.end()


class CardRow(QWidget):
    """A row of Fate cards, or a note that none were turned up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.cards: list[FateCardWidget] = []

    def set_cards(self, cards: list[list[int]], deck: str = "japan", empty: str = "") -> None:
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            w = item.widget()
            if w is not None:
                w.deleteLater()
        self.cards = []
        for w, c in cards:
            card = FateCardWidget(w, c, deck)
            self.cards.append(card)
            self.layout_.addWidget(card)
        if not cards and empty:
            label = QLabel(empty)
            label.setStyleSheet("color: palette(mid);")
            self.layout_.addWidget(label)
        self.layout_.addStretch(1)
