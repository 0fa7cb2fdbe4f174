"""A counter drawn from its stats, both sides, so a typo shows at a glance.

The layout is the project's own (no publisher artwork): morale top right, command or kind top left,
name in the middle, and firepower, range and movement along the bottom; a boxed FP gets a frame, an
ordnance weapon a white bar behind its stats, a smoke weapon an 'S'.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..model import Counter, Stats
from .i18n import translate

SIDE = 110


def _num(value: object) -> str:
    return "–" if value is None else str(value)


class CounterPreview(QWidget):
    def __init__(self, parent: QWidget | None = None, vertical: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("counterPreview")
        self.counter: Counter | None = None
        self.vertical = vertical  # back below front: a narrow pane beside a wide table
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(SIDE + 12, 2 * SIDE + 46) if self.vertical else QSize(2 * SIDE + 36, SIDE + 28)

    def _back_origin(self) -> tuple[float, float]:
        return (6, SIDE + 36) if self.vertical else (SIDE + 24, 18)

    def set_counter(self, counter: Counter | None) -> None:
        self.counter = counter
        self.setVisible(counter is not None)
        self.update()

    def paintEvent(self, _event: object) -> None:  # noqa: N802 (Qt override)
        if self.counter is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self.counter
        self._side(p, QRectF(6, 18, SIDE, SIDE), c, c.front, broken=False)
        p.setPen(self.palette().windowText().color())
        p.drawText(QRectF(6, 0, SIDE, 16), Qt.AlignmentFlag.AlignCenter, translate("CounterPreview", "front"))
        bx, by = self._back_origin()
        p.drawText(QRectF(bx, by - 18, SIDE, 16), Qt.AlignmentFlag.AlignCenter, translate("CounterPreview", "back"))
        if c.back is not None:
            self._side(p, QRectF(bx, by, SIDE, SIDE), c, c.back, broken=True)
        else:
            p.setPen(QPen(QColor(140, 140, 140), 1, Qt.PenStyle.DashLine))
            r = QRectF(bx, by, SIDE, SIDE)
            p.drawRoundedRect(r, 6, 6)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, translate("CounterPreview", "no back"))
        p.end()

    def _side(self, p: QPainter, r: QRectF, c: Counter, s: Stats, broken: bool) -> None:
        fill = QColor(176, 58, 46) if broken else QColor(214, 196, 150)
        if c.kind in ("weapon", "radio", "aircraft"):
            fill = QColor(120, 120, 120) if broken else QColor(230, 230, 225)
        ink = QColor(255, 255, 255) if broken and c.kind not in ("weapon", "radio", "aircraft") else QColor(20, 20, 20)
        p.setPen(QPen(QColor(40, 40, 40), 1.5))
        p.setBrush(fill)
        p.drawRoundedRect(r, 6, 6)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() - 1))
        big = QFont(self.font())
        big.setBold(True)
        big.setPointSizeF(small.pointSizeF() + 4)
        p.setFont(small)
        p.setPen(ink)
        top = QRectF(r.left() + 5, r.top() + 3, r.width() - 10, 18)
        if s.command is not None:
            p.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"[{s.command}]")
        else:
            p.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, c.kind)
        if s.morale is not None:
            p.setFont(big)
            p.drawText(top.adjusted(0, 0, 0, 6), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(s.morale))
        p.setFont(small)
        middle = QRectF(r.left() + 4, r.top() + 28, r.width() - 8, 34)
        p.drawText(middle, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, c.name)
        bottom = QRectF(r.left() + 4, r.bottom() - 34, r.width() - 8, 28)
        if c.ordnance:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255))
            p.drawRect(bottom)
            ink = QColor(20, 20, 20)
        third = bottom.width() / 3
        p.setFont(big)
        p.setPen(ink)
        fp_rect = QRectF(bottom.left(), bottom.top(), third, bottom.height())
        p.drawText(fp_rect, Qt.AlignmentFlag.AlignCenter, _num(s.fp))
        if s.fp_boxed:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ink, 1.5))
            p.drawRect(fp_rect.adjusted(6, 2, -6, -2))
        rng = _num(s.range) if s.range_min is None else f"{s.range_min}-{_num(s.range)}"
        p.drawText(QRectF(bottom.left() + third, bottom.top(), third, bottom.height()), Qt.AlignmentFlag.AlignCenter, rng)
        move = _num(s.movement)
        if c.movement_modifier:
            move = str(c.movement_modifier)
        p.drawText(QRectF(bottom.left() + 2 * third, bottom.top(), third, bottom.height()), Qt.AlignmentFlag.AlignCenter, move)
        if c.smoke:
            p.setFont(small)
            p.drawText(QRectF(r.left() + 5, r.bottom() - 52, 20, 16), Qt.AlignmentFlag.AlignLeft, "S")
        if c.figures:
            p.setFont(small)
            p.drawText(
                QRectF(r.right() - 40, r.bottom() - 52, 36, 16),
                Qt.AlignmentFlag.AlignRight,
                "•" * c.figures,
            )
