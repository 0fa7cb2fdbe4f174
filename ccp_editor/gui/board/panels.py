"""The board's side panels: Track Display, dice / Fate-deck roller, action log and setup.

Each panel reads the session through the board controller and calls its operations; none of them
keeps game state or applies a rule itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.rules import SIDE_NAMES, SIDES
from ...core.wording import agree
from ...play.fate import FateCard
from ...play.naming import piece_name
from ...play.session import ActionResult, PlaytestSession, TrackDisplay
from ..i18n import COUNT, side_name, translate, vp_text
from ..i18n.logline import play_line
from .counters import short_name
from .host import BoardHost
from .scene import artillery_box_text
from .style import BROKEN_RED, SIGHTING, font, ink_for, side_colour

PIECE_MIME = "application/x-ccp-piece"
VP_SPAN = 10


def side_chip(session: PlaytestSession, side: str) -> str:
    """A side's name on its colour, as rich text."""
    colour = side_colour(session.scenario.side(side).nation, side)
    ink = ink_for(colour).name()
    return f"<span style='background:{colour.name()}; color:{ink}; padding:1px 4px'>&nbsp;{side_name(side)}&nbsp;</span>"


# ----------------------------------------------------------------------------- Track Display


def _fitting_font(text: str, width: float, largest: float, bold: bool) -> QFont:
    """The largest font up to ``largest`` px in which ``text`` fits ``width`` (never below 6 px), so a
    track's numbers grow with its cells instead of staying at a fixed fraction of them."""
    px = largest
    while px > 6 and QFontMetricsF(font(px, bold)).horizontalAdvance(text) > width:
        px -= 0.5
    return font(px, bold)


def initials(name: str) -> str:
    """A casualty as its small space reads it: the initials of its counter's short name
    ("Elite Squad" -> "ES"), up to three letters."""
    words = [w for w in name.replace("(", " ").replace(")", " ").split() if w[:1].isalnum()]
    return "".join(w[0].upper() for w in words)[:3] or "?"


class TrackStrip(QWidget):
    """The tracks drawn as rows of spaces: VP, Time (with sudden death), both Casualty Tracks."""

    ROW = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.display: TrackDisplay | None = None
        self.colours = {"japan": QColor("#8a7433"), "allied": QColor("#55683a")}
        self.nations = {"japan": "JP", "allied": "US"}
        self.labels: dict[str, str] = {}  # a casualty's piece id -> the few letters its space shows
        self.setMinimumHeight(self.ROW * 4 + 30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(340, self.ROW * 4 + 30)

    def set_display(self, display: TrackDisplay, colours: dict[str, QColor], nations: dict[str, str],
                    names: dict[str, str] | None = None) -> None:
        """``names``: each casualty's counter name (its space shows the initials, the tooltip the names)."""
        self.display = display
        self.colours = colours
        self.nations = nations
        names = names or {}
        self.labels = {pid: initials(name) for pid, name in names.items()}
        tips = [f"{self.nations.get(side, side)}: " + ", ".join(names.get(pid, pid) for pid in display.casualties[side])
                for side in SIDES if display.casualties[side]]
        self.setToolTip("\n".join(tips))
        self.update()

    def _row(self, p: QPainter, y: float, label: str, cells: list[str], marks: dict[int, tuple[str, QColor]],
             outline: dict[int, QColor] | None = None) -> None:
        left = 70.0
        w = max((self.width() - left - 6) / max(len(cells), 1), 8.0)
        p.setPen(self.palette().windowText().color())
        p.setFont(font(11, True))
        p.drawText(QRectF(2, y, left - 6, self.ROW - 4), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, label)
        for i, text in enumerate(cells):
            r = QRectF(left + i * w, y, w - 1, self.ROW - 6)
            p.setPen(QPen(QColor(90, 90, 90), 1))
            p.setBrush(QColor(248, 244, 232))
            p.drawRect(r)
            if outline and i in outline:
                p.setPen(QPen(outline[i], 2.5))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(r.adjusted(1, 1, -1, -1))
            if i in marks:
                mark, colour = marks[i]
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 3, 3)
                p.setPen(ink_for(colour))
                p.setFont(_fitting_font(mark, r.width() - 2, 11.0, True))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, mark)
            elif text:
                p.setPen(QColor(60, 60, 60))
                p.setFont(_fitting_font(text, r.width() - 2, 10.0, False))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    VP_MARK_PX = 14  # the VP marker's digits: about 10 px tall, as large as the panel's own text

    def vp_marker_rect(self) -> QRectF:
        """Where the VP marker is drawn: on its space, wider than the space when two digits need it."""
        d = self.display
        vp = 0 if d is None else d.vp
        values = self.vp_window(vp)
        left = 70.0
        w = max((self.width() - left - 6) / len(values), 8.0)
        at = values.index(max(values[0], min(values[-1], vp)))
        width = max(w - 5, QFontMetricsF(font(self.VP_MARK_PX, True)).horizontalAdvance(str(abs(vp))) + 6)
        cx = left + at * w + (w - 1) / 2
        return QRectF(cx - width / 2, 4 + 1, width, self.ROW - 8)

    def _vp_marker(self, p: QPainter, d: TrackDisplay) -> None:
        holder = "japan" if d.vp > 0 else "allied" if d.vp < 0 else d.initiative_holder
        colour = self.colours[holder]
        pill = self.vp_marker_rect()
        p.setPen(QPen(QColor(20, 20, 20), 1))
        p.setBrush(colour)
        p.drawRoundedRect(pill, 4, 4)
        p.setPen(ink_for(colour))
        p.setFont(font(self.VP_MARK_PX, True))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(abs(d.vp)))

    def vp_window(self, vp: int) -> list[int]:
        """The VP spaces drawn: as many as fit at 16 px or more each in the width the strip really
        has (the whole track from -20 to 20 would leave a few pixels a space), an odd count centred
        on the marker within the track; never fewer than 7."""
        fit = int((self.width() - 76) // 16)  # whole 16 px spaces in the row
        half = max(3, min(VP_SPAN, (fit - 1) // 2))  # 2 * half + 1 spaces, no more than fit
        mid = max(-VP_SPAN + half, min(VP_SPAN - half, vp))
        return list(range(mid - half, mid + half + 1))

    def paintEvent(self, _event: object) -> None:  # noqa: N802 (Qt override)
        d = self.display
        if d is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # VP: Allies to the left, Japan to the right, 0 in the middle; as many spaces as can be read
        # at this width (at least 16 px each), the window following the marker.
        values = self.vp_window(d.vp)
        cells = [str(abs(v)) if v % 5 == 0 else "" for v in values]
        if values[0] == -VP_SPAN or values[0] < 0:
            cells[0] = side_name("allied")[0]
        if values[-1] > 0:
            cells[-1] = side_name("japan")[0]
        at = values.index(max(values[0], min(values[-1], d.vp)))
        cells[at] = ""
        self._row(p, 4, translate("Board", "VP"), cells, {})
        self._vp_marker(p, d)
        # Time: the marker, the sudden death space and waiting reinforcements.
        last = max(d.last_time_space, d.time, d.sudden_death_space)
        cells = [str(len(d.time_track.get(i, []))) + "+" if d.time_track.get(i) else str(i) for i in range(last + 1)]
        outline = {d.sudden_death_space: BROKEN_RED} if d.sudden_death_space <= last else {}
        self._row(p, 4 + self.ROW, translate("Board", "Time"), cells, {d.time: ("T", QColor(30, 30, 30))}, outline)
        # Casualties, lowest space first; the Allied surrender space outlined.
        for k, side in enumerate(SIDES):
            ids = d.casualties[side]
            n = max(len(ids), 10, (d.surrender_space or 0) if side == "allied" else 0)
            cells = [self.labels.get(ids[i], "?") if i < len(ids) else str(i + 1) for i in range(n)]
            marks = {i: (self.labels.get(ids[i], "?"), self.colours[side]) for i in range(len(ids))}
            surrender = {d.surrender_space - 1: BROKEN_RED} if side == "allied" and d.surrender_space else {}
            self._row(p, 4 + self.ROW * (2 + k), translate("Board", "Cas. {nation}").format(nation=self.nations.get(side, side)),
                      cells, marks, surrender)
        p.setPen(self.palette().windowText().color())
        p.setFont(font(9))
        legend = translate("Board", "T: time marker · red: sudden death, surrender · n+: arrivals")
        p.drawText(QRectF(4, 4 + self.ROW * 4, self.width() - 8, 22),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, legend)
        p.end()


class PanelTabs(QTabWidget):
    """The board's tabs (setup, dice, log) in whatever height is left under the tracks: never taller
    than the window, a page whose content cannot shrink scrolls inside its tab. Pages are addressed
    by their content, as if they were not wrapped."""

    MIN_HEIGHT = 180  # the tab bar and about six log lines

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(self.MIN_HEIGHT)
        # the height the column leaves, not the tallest page's: the pages scroll instead
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._pages: dict[int, QWidget] = {}  # id of a content widget -> the page that holds it

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # the tracks above ask first; the tabs take what is left (their stretch), at least this
        return QSize(super().sizeHint().width(), self.MIN_HEIGHT)

    def add_page(self, content: QWidget, title: str, scroll: bool = True) -> None:
        """A tab showing ``content``; ``scroll``: in a scroll area (a list that scrolls itself needs none)."""
        page = content
        if scroll:
            area = QScrollArea()
            area.setWidget(content)
            area.setWidgetResizable(True)
            area.setFrameShape(QScrollArea.Shape.NoFrame)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            page = area
        self._pages[id(content)] = page
        self.addTab(page, title)

    def page_of(self, content: QWidget) -> QWidget:
        return self._pages.get(id(content), content)

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt override)
        super().setCurrentWidget(self.page_of(widget))

    def currentWidget(self) -> QWidget:  # noqa: N802 (Qt override)
        page = super().currentWidget()
        return page.widget() if isinstance(page, QScrollArea) and id(page.widget()) in self._pages else page

    def indexOf(self, widget: QWidget) -> int:  # noqa: N802 (Qt override)
        return super().indexOf(self.page_of(widget))


class _TopScroll(QScrollArea):
    """The tracks and the selection: as tall as they are (not QScrollArea's few-lines guess), less and
    scrolling when the window is short."""

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt override)
        super().setWidget(widget)
        widget.installEventFilter(self)  # its content changes its height: the column lays out again

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        inner = self.widget()
        return hint if inner is None else QSize(hint.width(), inner.sizeHint().height() + 2 * self.frameWidth())


def side_column(tracks: QWidget, selection: QWidget, tabs: PanelTabs) -> tuple[QWidget, QScrollArea]:
    """The board's side column, never taller than the window: the tracks and the selection on top
    scroll when the height runs short; the tabs (setup, dice, the log's newest lines) keep at least
    their minimum below. Returns the column and its top scroll area."""
    top = QWidget()
    top_layout = QVBoxLayout(top)
    top_layout.setContentsMargins(0, 0, 0, 0)
    top_layout.addWidget(tracks)
    top_layout.addWidget(selection)
    scroll = _TopScroll()
    scroll.setObjectName("boardPanelTop")
    scroll.setWidget(top)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setMinimumHeight(60)
    scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    column = QWidget()
    column.setObjectName("boardPanel")
    column.setMinimumWidth(260)
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(scroll)
    layout.addWidget(tabs, 1)
    return column, scroll


class TrackDisplayWidget(QWidget):
    """The Track Display (11, 13): VP, Time and sudden death, casualties and surrender, the
    Initiative holder, hand sizes, turn, objectives and their control."""

    def __init__(self, board: BoardHost) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("trackDisplay")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(3)
        self.status_label = QLabel()
        self.status_label.setObjectName("turnStatus")
        self.vp_label = QLabel()
        self.vp_label.setObjectName("vpLabel")
        f = self.vp_label.font()
        f.setPointSizeF(f.pointSizeF() + 4)
        f.setBold(True)
        self.vp_label.setFont(f)
        self.time_label = QLabel()
        self.time_label.setObjectName("timeLabel")
        self.time_label.setWordWrap(True)
        self.initiative_label = QLabel()
        self.initiative_label.setObjectName("initiativeLabel")
        self.strip = TrackStrip()
        hands = QHBoxLayout()
        hands.addWidget(QLabel(translate("Board", "Hand sizes:")))
        self.hand_spins: dict[str, QSpinBox] = {}
        for side in SIDES:
            spin = QSpinBox()
            spin.setRange(0, 10)
            spin.setObjectName(f"hand_{side}")
            spin.valueChanged.connect(lambda v, s=side: self._hand_changed(s, v))
            self.hand_spins[side] = spin
            hands.addWidget(QLabel(side_name(side)))
            hands.addWidget(spin)
        hands.addStretch(1)
        self.objectives_label = QLabel()
        self.objectives_label.setObjectName("objectivesLabel")
        self.objectives_label.setWordWrap(True)
        self.casualty_label = QLabel()
        self.casualty_label.setObjectName("casualtyLabel")
        self.casualty_label.setWordWrap(True)
        self.artillery_label = QLabel()
        self.artillery_label.setObjectName("artilleryLabel")
        self.artillery_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.vp_label)
        top.addStretch(1)
        top.addWidget(self.initiative_label)
        layout.addWidget(self.status_label)
        layout.addLayout(top)
        layout.addWidget(self.time_label)
        layout.addWidget(self.strip)
        layout.addWidget(self.casualty_label)
        layout.addWidget(self.artillery_label)
        layout.addLayout(hands)
        layout.addWidget(self.objectives_label)
        self._updating = False

    def _hand_changed(self, side: str, value: int) -> None:
        if self._updating:
            return
        s = self.board.session
        if s.hand_size(side) != value:
            self.board.perform(s.set_hand_size(side, value))

    def refresh(self) -> None:
        s = self.board.session
        d = s.track_display()
        self._updating = True
        try:
            phase = {"setup": translate("Board", "setup"), "play": translate("Board", "play"), "ended": translate("Board", "game over")}.get(d.phase, d.phase)
            status = translate("Board", "Turn {turn} · {side} to play · {phase}").format(turn=d.turn, side=side_name(d.turn_player), phase=phase)
            if d.winner:
                winner = SIDE_NAMES[d.winner]  # the English name decides the agreement, the shown name is translated
                status += " · " + agree(winner, translate("Board", "{side} wins: {reason}"), translate("Board", "{side} win: {reason}")).format(side=side_name(d.winner), reason=play_line(d.end_reason or ""))
            if d.melee_hexes:
                status += " · " + translate("Board", "melee in {hexes}").format(hexes=", ".join(d.melee_hexes))
            self.status_label.setText(status)
            self.status_label.setWordWrap(True)
            self.vp_label.setText(translate("Board", "VP {text}").format(text=vp_text(d.vp)))
            self.time_label.setText(translate("Board", "Time {time} of {last} · sudden death from space {sd}").format(
                time=d.time, last=d.last_time_space, sd=d.sudden_death_space))
            self.initiative_label.setText(translate("Board", "Initiative: ") + side_chip(s, d.initiative_holder))
            colours = {side: side_colour(s.scenario.side(side).nation, side) for side in SIDES}
            names = {pid: short_name(s.counter(p)) for side in SIDES for pid in d.casualties[side] if (p := s.piece(pid)) is not None}
            self.strip.set_display(d, colours, {side: s.scenario.side(side).nation for side in SIDES}, names)
            cas = []
            for side in SIDES:
                n = len(d.casualties[side])
                text = f"{side_name(side)} {n}"
                if side == "allied" and d.surrender_space:
                    text += translate("Board", " (surrender at {n})").format(n=d.surrender_space)
                cas.append(text)
            self.casualty_label.setText(translate("Board", "Casualties: ") + " · ".join(cas)
                                        + (translate("Board", " · Weapons box: ") + ", ".join(
                                            short_name(s.counter(w)) for w in (s.piece(pid) for pid in d.weapons_box) if w is not None)
                                           if d.weapons_box else ""))
            self.artillery_label.setText(translate("Board", "Artillery Boxes: ") + " · ".join(
                f"{side_name(side)}: {artillery_box_text(s, side)}" for side in SIDES))
            for side, spin in self.hand_spins.items():
                spin.setValue(d.hand_sizes[side])
            lines = []
            for number, (hex_id, holder, value) in d.objectives.items():
                who = side_chip(s, holder) if holder in SIDES else translate("Board", "nobody")
                lines.append(translate("Board", "Objective {n} ({hex}): {who}, {vp} VP").format(n=number, hex=hex_id, who=who, vp=value))
            chits = translate("Board", "Open chits: {open}").format(open=", ".join(d.open_chits) or "-")
            if d.revealed_chits:
                chits += " · " + translate("Board", "revealed: {chits}").format(chits=", ".join(d.revealed_chits))
            self.objectives_label.setText("<br>".join([*lines, chits]))
        finally:
            self._updating = False


# ----------------------------------------------------------------------------- dice / Fate deck


class DiceFace(QWidget):
    """The last revealed card: white and coloured die, total, trigger and random hex."""

    PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (0, 2), (2, 0), (2, 2)],
            5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)], 6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}

    def __init__(self) -> None:
        super().__init__()
        self.card: FateCard | None = None
        self.value_text = ""
        self.setMinimumHeight(64)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(300, 64)

    def set_card(self, card: FateCard | None, value_text: str = "") -> None:
        self.card = card
        self.value_text = value_text
        self.update()

    def _die(self, p: QPainter, r: QRectF, value: int, fill: QColor, pip: QColor) -> None:
        p.setPen(QPen(QColor(30, 30, 30), 1.5))
        p.setBrush(fill)
        p.drawRoundedRect(r, 7, 7)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pip)
        step = r.width() / 4
        for gx, gy in self.PIPS.get(value, []):
            p.drawEllipse(QPointF(r.left() + step * (gx + 1), r.top() + step * (gy + 1)), step * 0.38, step * 0.38)

    def paintEvent(self, _event: object) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.card is None:
            p.setPen(self.palette().windowText().color())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("Board", "No card revealed yet"))
            p.end()
            return
        c = self.card
        self._die(p, QRectF(6, 6, 50, 50), c.white, QColor("white"), QColor(20, 20, 20))
        self._die(p, QRectF(64, 6, 50, 50), c.coloured, QColor("#c62828"), QColor("white"))
        p.setPen(self.palette().windowText().color())
        p.setFont(font(22, True))
        p.drawText(QRectF(122, 4, 80, 34), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.value_text)
        p.setFont(font(11))
        p.drawText(QRectF(122, 36, 180, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"{c.label} · hex {c.hex or '-'}")
        if c.trigger:
            r = QRectF(206, 8, 92, 28)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#6a1b9a"))
            p.drawRoundedRect(r, 5, 5)
            p.setPen(QColor("white"))
            p.setFont(font(12, True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, c.trigger.upper())
        p.end()


class FatePanel(QWidget):
    """The dice / Fate-deck roller: reveal a card for a side, see its dice and the trigger it sets
    off (resolved by the session), the Initiative re-roll and what is left in each deck."""

    def __init__(self, board: BoardHost) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("fatePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.side_box = QComboBox()
        self.side_box.setObjectName("rollSide")
        for side in SIDES:
            self.side_box.addItem(side_name(side), side)
        row.addWidget(QLabel(translate("Board", "Side:")))
        row.addWidget(self.side_box, 1)
        layout.addLayout(row)
        grid = QGridLayout()
        self.roll_button = QPushButton(translate("Board", "Roll"))
        self.roll_button.setObjectName("rollButton")
        self.targeting_button = QPushButton(translate("Board", "Targeting roll"))
        self.hex_button = QPushButton(translate("Board", "Random hex"))
        self.reroll_button = QPushButton(translate("Board", "Use Initiative (re-roll)"))
        self.reroll_button.setObjectName("rerollButton")
        self.time_button = QPushButton(translate("Board", "Advance Time"))
        self.roll_button.clicked.connect(lambda: self.board.perform(self.board.session.roll(self.side(), "roll")))
        self.targeting_button.clicked.connect(
            lambda: self.board.perform(self.board.session.roll(self.side(), "targeting roll", targeting=True)))
        self.hex_button.clicked.connect(lambda: self.board.perform(self.board.session.random_hex(self.side())))
        self.reroll_button.clicked.connect(
            lambda: self.board.perform(self.board.session.reroll(self.board.session.tracks.initiative_holder)))
        self.time_button.clicked.connect(lambda: self.board.perform(self.board.session.advance_time(self.side())))
        grid.addWidget(self.roll_button, 0, 0)
        grid.addWidget(self.targeting_button, 0, 1)
        grid.addWidget(self.hex_button, 1, 0)
        grid.addWidget(self.time_button, 1, 1)
        grid.addWidget(self.reroll_button, 2, 0, 1, 2)
        layout.addLayout(grid)
        self.face = DiceFace()
        layout.addWidget(self.face)
        self.decks_label = QLabel()
        self.decks_label.setObjectName("decksLabel")
        self.decks_label.setWordWrap(True)
        layout.addWidget(self.decks_label)
        layout.addWidget(QLabel(translate("Board", "Rolls and triggers of the last action:")))
        self.events = QListWidget()
        self.events.setObjectName("rollEvents")
        layout.addWidget(self.events, 1)

    def side(self) -> str:
        return str(self.side_box.currentData())

    def show_result(self, result: ActionResult) -> None:
        """Show the cards an operation revealed and the triggers they set off."""
        if not result.ok or not (result.rolls or result.triggers):
            return
        self.events.clear()
        for rec in result.rolls:
            self.events.addItem(play_line(rec.text()))
        for t in result.triggers:
            done = translate("Board", "resolved") if t.resolved else translate("Board", "to resolve")
            where = f" {t.hex}" if t.hex else ""
            cands = f" [{', '.join(t.candidates)}]" if t.candidates else ""
            item = QListWidgetItem(f"{t.kind.upper()} ({side_name(t.side)}{where}, {done}): {play_line(t.text)}{cands}")
            item.setForeground(QColor("#6a1b9a"))
            self.events.addItem(item)
        last = result.rolls[-1] if result.rolls else None
        if last is not None:
            text = f"= {last.value}" if last.kind != "reveal" else translate("Board", "hex")
            self.face.set_card(last.card, text)

    def refresh(self) -> None:
        s = self.board.session
        parts = []
        for side in SIDES:
            try:
                left = s.roller.remaining(side)
            except ValueError:
                continue
            parts.append(translate("Board", "{side} deck: %n card(s) left", None, COUNT, left).format(side=side_name(side)))
        holder = s.tracks.initiative_holder
        self.decks_label.setText(" · ".join(parts) + " · " + translate("Board", "Initiative: {side}").format(side=side_name(holder)))
        self.reroll_button.setText(translate("Board", "{side} use the Initiative (re-roll)").format(side=side_name(holder)))
        playing = s.phase == "play"
        self.time_button.setEnabled(playing)


# ----------------------------------------------------------------------------- action log


class ActionLogPanel(QListWidget):
    """The session's action log, newest at the bottom, coloured by who acted."""

    def __init__(self, board: BoardHost) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("actionLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self._shown: list[tuple[int, str, str]] = []
        self._at_end = True  # the newest line was in view: a resize keeps it there
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def _scrolled(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum() - 2

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().resizeEvent(event)
        if self._at_end:
            QTimer.singleShot(0, self._to_newest)  # a shorter tab keeps the newest line, not the oldest

    def refresh(self) -> None:
        s = self.board.session
        log = s.doc.log
        # by what the lines say, not by object: a card game taken back to a kept state (an undo) or given
        # its saved answers again has the same lines as new objects, and only the new ones are added
        ids = [(e.turn, e.text, e.actor) for e in log]
        if ids == self._shown:
            return
        common = 0
        for a, b in zip(ids, self._shown, strict=False):
            if a != b:
                break
            common += 1
        while self.count() > common:
            self.takeItem(self.count() - 1)
        for entry in log[common:]:
            item = QListWidgetItem(f"T{entry.turn}  {play_line(entry.text)}")
            if entry.actor in SIDES:
                item.setForeground(side_colour(s.scenario.side(entry.actor).nation, entry.actor).darker(130))
            self.addItem(item)
        self._shown = ids
        self._to_newest()
        QTimer.singleShot(0, self._to_newest)  # again once the wrapped lines are laid out

    def _to_newest(self) -> None:
        """The newest line in view: the wrapped lines laid out first, or the scroll range is a guess."""
        if self.count():
            self.doItemsLayout()
            self.scrollToItem(self.item(self.count() - 1), QListWidget.ScrollHint.PositionAtBottom)

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


# ----------------------------------------------------------------------------- setup


class PieceList(QListWidget):
    """Pieces waiting to be placed: click one then a hex, or drag it onto the board."""

    def __init__(self, board: BoardHost) -> None:
        super().__init__()
        self.board = board
        self.setDragEnabled(True)
        self.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.itemClicked.connect(lambda item: self.board.arm(str(item.data(Qt.ItemDataRole.UserRole))))

    def startDrag(self, _actions: Qt.DropAction) -> None:  # noqa: N802 (Qt override)
        item = self.currentItem()
        if item is None:
            return
        mime = QMimeData()
        mime.setData(PIECE_MIME, str(item.data(Qt.ItemDataRole.UserRole)).encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.MoveAction)


class SetupPanel(QWidget):
    """Per side: the units still to set up (or, in play, reinforcements that have arrived), the
    auto-setup button and what keeps the setup from being legal; then the Start play button."""

    def __init__(self, board: BoardHost) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("setupPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.write_button = QPushButton(translate("Board", "Write setup into the scenario"))
        self.write_button.setObjectName("writeSetup")
        self.write_button.setToolTip(translate(
            "Board", "Put the units' hexes, the Sighting markers, fortifications and markers into the scenario "
            "document as one edit (Undo in its tab takes it back)"))
        self.write_button.clicked.connect(lambda: self.board.write_setup())
        layout.addWidget(self.write_button)
        self.groups: dict[str, QGroupBox] = {}
        self.lists: dict[str, PieceList] = {}
        self.auto_buttons: dict[str, QPushButton] = {}
        self.problem_labels: dict[str, QLabel] = {}
        for side in SIDES:
            box = QGroupBox()
            inner = QVBoxLayout(box)
            inner.setContentsMargins(4, 4, 4, 4)
            lst = PieceList(board)
            lst.setObjectName(f"setupList_{side}")
            lst.setMinimumHeight(70)
            auto = QPushButton(translate("Board", "Auto-setup"))
            auto.setObjectName(f"autoSetup_{side}")
            auto.setToolTip(translate("Board", "Leaders with squads, objectives held, best Cover first, weapons with their units"))
            auto.clicked.connect(lambda _=False, s=side: self.board.perform(self.board.session.auto_setup(s)))
            problems = QLabel()
            problems.setWordWrap(True)
            problems.setStyleSheet("color: #b3261e")
            inner.addWidget(lst, 1)
            inner.addWidget(auto)
            inner.addWidget(problems)
            layout.addWidget(box, 1)
            self.groups[side], self.lists[side], self.auto_buttons[side], self.problem_labels[side] = box, lst, auto, problems
        self.start_button = QPushButton(translate("Board", "Start play"))
        self.start_button.setObjectName("startPlay")
        self.start_button.clicked.connect(lambda: self.board.perform(self.board.session.start_play()))
        layout.addWidget(self.start_button)

    def refresh(self) -> None:
        s = self.board.session
        setup = s.phase == "setup"
        self.hint.setText(
            translate("Board", "Click a unit then a hex of its shaded setup area (or drag it there); drag placed counters to move them.")
            if setup else translate("Board", "Arrived reinforcements and Sighting markers: click one, then a hex of the friendly edge."))
        for side in SIDES:
            sc = s.scenario.side(side)
            lst = self.lists[side]
            lst.clear()
            if setup:
                waiting = s.units(side, "unplaced")
            else:
                waiting = s.due_reinforcements(side)
            for u in waiting:
                c = s.counter(u)
                weapon = ""
                if u.weapon and s.piece(u.weapon) is not None:
                    weapon = f" + {short_name(s.counter(s.piece(u.weapon)))}"
                item = QListWidgetItem(f"{piece_name(s, u)}{weapon}")
                item.setData(Qt.ItemDataRole.UserRole, u.id)
                item.setToolTip(f"{c.name} ({c.kind}, {c.figures} figures)")
                lst.addItem(item)
            if side == "japan":
                for sm in s.sighting_markers():
                    due = sm.location == "time_track" and (sm.time_space or 0) <= s.tracks.time and not setup
                    if (setup and sm.location == "unplaced") or due:
                        item = QListWidgetItem(translate("Board", "Sighting marker"))
                        item.setData(Qt.ItemDataRole.UserRole, sm.id)
                        item.setForeground(SIGHTING)
                        lst.addItem(item)
            count = lst.count()
            what = translate("Board", "{n} to place").format(n=count) if setup else translate("Board", "%n arrived", None, COUNT, count)
            self.groups[side].setTitle(f"{side_name(side)} ({sc.nation}): " + what)
            self.groups[side].setToolTip(f"{side_name(side)}: {sc.posture}, {sc.edge} edge")
            self.auto_buttons[side].setVisible(setup)
            problems = s.setup_problems(side) if setup else []
            problems = [p for p in problems if "is not set up" not in p] + (s.setup_warnings(side) if setup else [])
            self.problem_labels[side].setText("; ".join(problems[:3]))
            self.problem_labels[side].setVisible(bool(problems))
        self.start_button.setVisible(setup)
        self.write_button.setVisible(setup and getattr(self.board, "shell", None) is not None)
