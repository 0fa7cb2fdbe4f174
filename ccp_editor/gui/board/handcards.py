"""The hand drawn as cards under the board, with the question and its other answers beside them.

Each card is drawn from the deck's data only (its number, order, action, event, random hex, dice,
trigger and card values; no published card text or art), the rule numbers in its tooltip. A card
that answers the pending question (played as an order, O21; as an action, A32; discarded, 12.3) is
raised and clickable; the others are drawn faded and say on hover why they cannot be played now.
The answers no card and no hex gives (pass, no action, no Op Fire, a smoke round...) are buttons
beside the question. The same answers stay in the question's list on the right, in the same order:
the list is the keyboard and screen-reader path, the cards and buttons the mouse's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...model.fatedeck import ACTION_RULES, EVENT_RULES, ORDER_RULES
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..i18n.logline import play_line
from .mapchoice import card_options, other_options
from .style import nation_colour

if TYPE_CHECKING:
    from ...model.fatedeck import FateCardSpec
    from ...play.decisions import Decision

CARD_SIZE = QSize(160, 104)
# the trigger boxes (1.9.1) and the Gusts values (E60), by the names the data uses
WORDS = {
    "time": QT_TRANSLATE_NOOP("HandCards", "Time"), "sniper": QT_TRANSLATE_NOOP("HandCards", "Sniper"),
    "event": QT_TRANSLATE_NOOP("HandCards", "Event"), "disperse": QT_TRANSLATE_NOOP("HandCards", "Disperse"),
    "odd": QT_TRANSLATE_NOOP("HandCards", "odd"), "even": QT_TRANSLATE_NOOP("HandCards", "even"),
}
BUTTONS_WIDTH = 340
MAX_BUTTONS = 6  # more answers than this stay in the list only (a long list is the list's job)


def name_of(key: str) -> str:
    """An order, action, event or trigger name as the player reads it, in his language."""
    name = translate("HandCards", WORDS[key]) if key in WORDS else translate("PlayLog", key.replace("_", " "))
    return f"{name[:1].upper()}{name[1:]}"


def card_values(spec: FateCardSpec) -> str:
    """The values a card carries for its own order, action or event (O28, O31, A45, E50, E54, E60)."""
    parts = []
    if spec.revive is not None:
        parts.append(translate("HandCards", "Revive {n}").format(n=spec.revive))
    if spec.infiltrate:
        parts.append(translate("HandCards", "Infiltrate {boxes}").format(boxes=spec.infiltrate))
    if spec.air_support_from is not None:
        parts.append(translate("HandCards", "Air {first}-{last}").format(first=spec.air_support_from,
                                                                       last=spec.air_support_to or ""))
    if spec.breezy is not None:
        parts.append(translate("HandCards", "Wind {n}").format(n=spec.breezy))
    if spec.gusts:
        parts.append(translate("HandCards", "Gusts {which}").format(which=translate("HandCards", WORDS.get(spec.gusts, spec.gusts))))
    if spec.marksmanship:
        parts.append(translate("HandCards", "Marksmanship {who}").format(who=spec.marksmanship))
    return ", ".join(parts)


def card_text(label: str, spec: FateCardSpec) -> str:
    """The card in one line (its accessible name): "JP-9: Advance, Sustained fire, Walking wounded"."""
    return translate("HandCards", "{label}: order {order}, action {action}, event {event}").format(
        label=label, order=name_of(spec.order), action=name_of(spec.action), event=name_of(spec.event))


def card_tooltip(label: str, spec: FateCardSpec) -> str:
    """Every part of the card with its rule number."""
    lines = [f"<b>{label}</b>",
             translate("HandCards", "Order: {name} ({rule})").format(name=name_of(spec.order), rule=ORDER_RULES.get(spec.order, "")),
             translate("HandCards", "Action: {name} ({rule})").format(name=name_of(spec.action), rule=ACTION_RULES.get(spec.action, "")),
             translate("HandCards", "Event: {name} ({rule})").format(name=name_of(spec.event), rule=EVENT_RULES.get(spec.event, "")),
             translate("HandCards", "Random hex {hex} (1.8), dice {white} and {coloured} (1.9)").format(
                 hex=spec.hex, white=spec.white, coloured=spec.coloured)]
    if spec.trigger:
        lines.append(translate("HandCards", "Trigger: {name} (1.9.1)").format(name=name_of(spec.trigger)))
    values = card_values(spec)
    if values:
        lines.append(values)
    return "<br>".join(lines)


class CardWidget(QAbstractButton):
    """One card of the hand, painted from its data; enabled when it answers the question."""

    def __init__(self, number: int, label: str, spec: FateCardSpec, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.label = label
        self.spec = spec
        self.colour = colour
        self.why_not = ""
        self.setObjectName(f"card_{label}")
        self.setFixedSize(CARD_SIZE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(card_text(label, spec))
        self.setText(card_text(label, spec))
        self.setToolTip(card_tooltip(label, spec))

    def set_playable(self, playable: bool, why_not: str = "") -> None:
        self.setEnabled(playable)
        self.why_not = "" if playable else why_not
        tip = card_tooltip(self.label, self.spec)
        if why_not and not playable:
            tip += "<br><i>" + why_not + "</i>"
        self.setToolTip(tip)
        self.setAccessibleDescription(self.why_not)  # a screen reader says why, as the tooltip does
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return CARD_SIZE

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        on = self.isEnabled()
        box = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        face = QColor(self.colour).lighter(135) if on else QColor("#e4e2dc")
        edge = QColor("#1b8a3a") if on else QColor("#9e9a90")
        if on and (self.underMouse() or self.hasFocus()):
            face = face.lighter(108)
            edge = QColor("#0d5c24")
        p.setBrush(face)
        p.setPen(QPen(edge, 3.0 if on else 1.2))
        p.drawRoundedRect(box, 7, 7)
        ink = QColor("#1d1d1b") if on else QColor("#7a776f")
        inner = box.adjusted(7, 4, -7, -4)
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.85))
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(self.font().pointSizeF() * 1.15)
        p.setPen(ink)
        p.setFont(small)
        line = inner.height() / 6.0
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.label)
        if self.spec.trigger:
            p.setPen(QColor("#b3261e") if on else ink)
            p.drawText(QRectF(inner.left(), inner.top(), inner.width(), line), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       name_of(self.spec.trigger))
            p.setPen(ink)
        p.setFont(bold)
        p.drawText(QRectF(inner.left(), inner.top() + line, inner.width(), line * 1.4),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(name_of(self.spec.order), Qt.TextElideMode.ElideRight, int(inner.width())))
        p.setFont(small)
        y = inner.top() + line * 2.5
        for text in (name_of(self.spec.action), name_of(self.spec.event)):
            p.drawText(QRectF(inner.left(), y, inner.width(), line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(inner.width())))
            y += line
        foot = f"{self.spec.hex}  ·  {self.spec.white}+{self.spec.coloured}"
        values = card_values(self.spec)
        if values:
            foot += "  ·  " + values
        p.setPen(QColor("#4a473f") if on else ink)
        p.drawText(QRectF(inner.left(), y + line * 0.1, inner.width(), line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(foot, Qt.TextElideMode.ElideRight, int(inner.width())))
        p.end()


class CardStrip(QWidget):
    """Under the board: the question, the hand as cards, the other answers as buttons, and the
    toggles of the side panels (so the map can take the whole width)."""

    answered = Signal(int)  # the option index a card or a button picks
    offered = Signal(list)  # several options a card plays: the list narrows to them
    take_screen = Signal()  # the player the screen passes to says he is there

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardStrip")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 2, 4, 2)
        outer.setSpacing(2)
        top = QHBoxLayout()
        self.prompt = QLabel()
        self.prompt.setObjectName("stripPrompt")
        self.prompt.setWordWrap(True)
        f = self.prompt.font()
        f.setBold(True)
        self.prompt.setFont(f)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.prompt)
        self.hint = QLabel()  # what the map answers now (the board's own panel, which says it too, starts folded)
        self.hint.setObjectName("stripHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("QLabel#stripHint { color: #4a473f; }")
        texts.addWidget(self.hint)
        top.addLayout(texts, 1)
        self.tracks_toggle = QToolButton()
        self.tracks_toggle.setObjectName("toggleBoardPanel")
        self.tracks_toggle.setCheckable(True)
        self.tracks_toggle.setText(translate("HandCards", "Tracks, dice, log"))
        self.tracks_toggle.setToolTip(translate("HandCards", "Show or hide the board's panel (tracks, dice and its log)"))
        self.side_toggle = QToolButton()
        self.side_toggle.setObjectName("toggleHandPanel")
        self.side_toggle.setCheckable(True)
        self.side_toggle.setChecked(True)
        self.side_toggle.setText(translate("HandCards", "Question list and game log"))
        self.side_toggle.setToolTip(translate("HandCards", "Show or hide the panel on the right (the hand and every answer as a "
                                              "list, the discards and the game log)"))
        top.addWidget(self.tracks_toggle)
        top.addWidget(self.side_toggle)
        outer.addLayout(top)
        row = QHBoxLayout()
        self.cards_box = QWidget()
        self.cards_layout = QHBoxLayout(self.cards_box)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.cards_layout.setSpacing(4)
        self.cards_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("handCards")
        scroll.setWidget(self.cards_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedHeight(CARD_SIZE.height() + 16)
        scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row.addWidget(scroll, 1)
        self.buttons_box = QWidget()
        self.buttons_box.setObjectName("stripAnswers")
        self.buttons_layout = QVBoxLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(2)
        self.buttons_layout.addStretch(1)  # the answers stack at the top, beside the question
        self.buttons_box.setMaximumWidth(BUTTONS_WIDTH)
        row.addWidget(self.buttons_box)
        outer.addLayout(row)
        self.cards: list[CardWidget] = []
        self.buttons: list[QPushButton] = []

    # ------------------------------------------------------------------ filling
    def show_table(self, prompt: str, decision: Decision | None, hand: list[tuple[int, str, FateCardSpec]], side: str,
                   nation: str, asked: bool, only: list[int] | None = None,
                   contains: Callable[[str], bool] | None = None, pass_to: str = "") -> None:
        """Draw the hand (``hand``: number, label, card; empty when the hand is secret) and the answers
        the viewer may give now (``asked``: the question is his), or while the screen passes the
        button of the player it passes to (``pass_to``)."""
        self.prompt.setText(prompt)
        for c in self.cards:
            c.setParent(None)
            c.deleteLater()
        self.cards = []
        colour = nation_colour(nation, side)
        mine = asked and decision is not None and decision.side == side  # the hand's owner is asked
        plays = card_options(decision if mine else None, [n for n, _l, _s in hand])
        for n, label, spec in hand:
            card = CardWidget(n, label, spec, colour)
            indices = plays.get(n, [])
            if only is not None:
                indices = [i for i in indices if i in only]
            card.set_playable(bool(indices), self._why_not(decision, spec, mine))
            card.clicked.connect(lambda _checked=False, ix=tuple(indices): self._card_clicked(list(ix)))
            self.cards_layout.insertWidget(self.cards_layout.count() - 1, card)
            self.cards.append(card)
        for b in self.buttons:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        if pass_to:  # the pass-the-screen page: its button here too, the right panel may be folded away
            b = QPushButton(pass_to)
            b.setObjectName("stripPassButton")
            b.clicked.connect(self.take_screen.emit)
            self.buttons_layout.insertWidget(self.buttons_layout.count() - 1, b)
            self.buttons.append(b)
            return
        if decision is None or not asked:
            return
        indices = only if only is not None else other_options(decision, contains)
        if len(indices) > MAX_BUTTONS:
            return
        for i in indices:
            text = play_line(decision.options[i].label)
            b = QPushButton(self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, BUTTONS_WIDTH - 24))
            b.setAccessibleName(text)
            b.setObjectName(f"answer_{i}")
            b.setToolTip(text)
            b.clicked.connect(lambda _checked=False, ix=i: self.answered.emit(ix))
            self.buttons_layout.insertWidget(self.buttons_layout.count() - 1, b)
            self.buttons.append(b)

    def _card_clicked(self, indices: list[int]) -> None:
        if len(indices) == 1:
            self.answered.emit(indices[0])
        elif indices:
            self.offered.emit(indices)

    @staticmethod
    def _why_not(decision: Decision | None, spec: Any, asked: bool) -> str:
        """Why a card cannot be played now, as a player reads it."""
        if decision is None:
            return translate("HandCards", "The game is over.")
        if not asked:
            return translate("HandCards", "Not your question: the other player answers now.")
        if decision.kind == "order":
            return translate("HandCards", "Its {order} order has nothing it could do now: only an order with a use "
                             "may be played (O21).").format(order=name_of(spec.order))
        if decision.kind == "action":
            return translate("HandCards", "Its {action} action does not answer this question (A32).").format(
                action=name_of(spec.action))
        return translate("HandCards", "Answer the question first: {prompt}").format(prompt=play_line(decision.prompt))
