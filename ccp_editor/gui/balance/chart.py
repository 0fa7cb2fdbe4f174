"""The Balance panel's two charts, painted with QPainter: win rates with their 95% interval, and how
many games ended on each VP.

``WinChart`` draws one horizontal bar per row (a side, a player) from 0 to 100%, the interval as a
whisker over the bar's end, and the rate written after it. ``VpHistogram`` draws a bar per VP range
(positive in Japan's favour), the side a bar favours given by its colour, the 0 line marked.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import translate

SIDE_COLOURS = {"japan": QColor("#c8a43b"), "allied": QColor("#5b7d4a"), "": QColor("#8a8a8a")}


@dataclass(frozen=True)
class RateRow:
    """One bar: a label, wins out of games as a rate with its interval (fractions of 1), its colour key."""

    label: str
    rate: float
    low: float
    high: float
    colour: str = ""


class WinChart(QWidget):
    """Win rates as horizontal bars with the 95% interval drawn over each bar's end."""

    ROW_H = 26

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[RateRow] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.ROW_H * 2 + 24)

    def set_rows(self, rows: list[RateRow]) -> None:
        self.rows = rows
        self.setMinimumHeight(self.ROW_H * max(2, len(rows)) + 24)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(420, self.minimumHeight())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        fm = p.fontMetrics()
        label_w = max([fm.horizontalAdvance(r.label) for r in self.rows] + [40]) + 10
        value_w = fm.horizontalAdvance("100% (100-100%)") + 10
        left, right = label_w, max(label_w + 40, self.width() - value_w)
        span = right - left
        grid = QPen(text)
        grid.setStyle(Qt.PenStyle.DotLine)
        grid.setColor(QColor(text.red(), text.green(), text.blue(), 90))
        top = 4
        bottom = top + self.ROW_H * len(self.rows)
        for pct in (0, 25, 50, 75, 100):
            x = left + span * pct / 100
            p.setPen(grid)
            p.drawLine(QPointF(x, top), QPointF(x, bottom))
            p.setPen(text)
            p.drawText(QRectF(x - 20, bottom + 2, 40, 16), Qt.AlignmentFlag.AlignCenter, f"{pct}%")
        for i, row in enumerate(self.rows):
            y = top + i * self.ROW_H
            p.setPen(text)
            p.drawText(QRectF(0, y, label_w - 6, self.ROW_H), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, row.label)
            bar = QRectF(left, y + 5, span * row.rate, self.ROW_H - 10)
            p.fillRect(bar, SIDE_COLOURS.get(row.colour, SIDE_COLOURS[""]))
            whisker = QPen(text, 2)
            p.setPen(whisker)
            mid = y + self.ROW_H / 2
            x0, x1 = left + span * row.low, left + span * row.high
            p.drawLine(QPointF(x0, mid), QPointF(x1, mid))
            p.drawLine(QPointF(x0, mid - 6), QPointF(x0, mid + 6))
            p.drawLine(QPointF(x1, mid - 6), QPointF(x1, mid + 6))
            p.setPen(text)
            value = translate("Balance", "{rate}% ({low}-{high}%)").format(
                rate=round(row.rate * 100), low=round(row.low * 100), high=round(row.high * 100))
            p.drawText(QRectF(right + 6, y, value_w, self.ROW_H), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, value)
        p.end()


class VpHistogram(QWidget):
    """Games per final-VP range: a bar per range, coloured by the side the VP favour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[int, int, int]] = []
        self.setMinimumSize(360, 170)

    def set_bars(self, bars: list[tuple[int, int, int]]) -> None:
        self.bars = bars
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(420, 200)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        p.setPen(text)
        fm = p.fontMetrics()
        title = translate("Balance", "Final VP (right: Japan's favour; left: the Allies')")
        p.drawText(QRectF(0, 0, self.width(), fm.height() + 2), Qt.AlignmentFlag.AlignCenter, title)
        if not self.bars:
            p.end()
            return
        top, bottom = fm.height() + 8, self.height() - fm.height() - 6
        left, right = 34, self.width() - 8
        most = max(c for _, _, c in self.bars) or 1
        width = (right - left) / len(self.bars)
        p.drawText(QRectF(0, top - fm.height() / 2, left - 4, fm.height()), Qt.AlignmentFlag.AlignRight, str(most))
        p.drawLine(QPointF(left, bottom), QPointF(right, bottom))
        label_every = max(1, round(len(self.bars) * fm.horizontalAdvance("-00..-00") / max(1, right - left)))
        for i, (a, b, c) in enumerate(self.bars):
            x = left + i * width
            h = (bottom - top) * c / most
            side = "japan" if a > 0 else "allied" if b < 0 else ""
            p.fillRect(QRectF(x + 1, bottom - h, width - 2, h), SIDE_COLOURS[side])
            if a <= 0 <= b:
                zero = QPen(text, 1, Qt.PenStyle.DashLine)
                p.setPen(zero)
                zx = x + width * (0 - a + 0.5) / (b - a + 1)
                p.drawLine(QPointF(zx, top), QPointF(zx, bottom))
                p.setPen(text)
            if i % label_every == 0:
                label = str(a) if a == b else f"{a}..{b}"
                p.drawText(QRectF(x - 20, bottom + 2, width + 40, fm.height()), Qt.AlignmentFlag.AlignCenter, label)
        p.end()
