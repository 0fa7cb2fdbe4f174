"""The card game at one screen: the board, the hand of the player at the screen, the public
discard piles, the question put to him and the game log.

Each hand is secret: when the question passes to the other player, a "pass the screen" page
hides everything until that player confirms (as the random battle wizard does). A side can be
automatic (random legal or greedy); then the screen stays with the human player, and the automatic
side's answers are worked out on a copy of the game in a worker thread ("thinking...") while the
window stays live: the tab can be closed or the last answer undone meanwhile, and the answers are
given to the game here, on the window's thread, once worked out. The opponent is prompted in his
turn when an action is possible ("Op Fire at ...?"). Undo goes back to the state the last answer
found; the "no undo past a revealed card" option refuses it once a card has been revealed since.
"""

from __future__ import annotations

import re
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.validate import semantic_problems
from ...io.documents import read_document
from ...io.gate import read_bounded
from ...io.yamlio import DocumentError, Loaded, Problem
from ...model import Document
from ...model.cardgame import CardGameSave
from ...model.dataset import DataSet
from ...model.fatedeck import ACTION_RULES, EVENT_RULES, ORDER_RULES
from ...model.scenario import Scenario
from ...play.decisions import Decision
from ...play.hotseat import HotseatSession, ReplayError, Snapshot, drag_moves
from ...play.logtext import P_AIR_STRAFE_WHICH, P_AIR_WHERE, P_ART_SR_WHERE
from ...play.players import PLAYER_KINDS
from ...play.radios import blast_area
from ...play.results import SessionError
from ..i18n import QT_TRANSLATE_NOOP, translate, vp_text
from ..i18n.logline import play_line
from ..widgets import heading
from .cardgamedoc import CardGameDocument
from .cardgate import CardGameGate, marks_of
from .handcards import CardStrip
from .mapchoice import is_fire, piece_hex
from .newgame import NewCardGameDialog
from .widget import BoardWidget

SIDE_TITLES = {"japan": QT_TRANSLATE_NOOP("Hotseat", "Japanese"), "allied": QT_TRANSLATE_NOOP("Hotseat", "Allied")}


def _log_line(line: str) -> str:
    """A card game log line ("T3 text") in the player's language, its turn kept."""
    turn, _, text = line.partition(" ")
    return f"{turn} {play_line(text)}" if text else play_line(line)


def side_title(side: str) -> str:
    """The side as an adjective ("the Japanese player"), translated."""
    return translate("Hotseat", SIDE_TITLES[side]) if side in SIDE_TITLES else side


def _name(key: str, rules: dict[str, str]) -> str:
    """An order, action or event as the hand shows it, in the player's language ("Fuoco (O27)"); the
    names are marked for translation with the play log's words (``play/logtext.py``)."""
    name = translate("PlayLog", key.replace("_", " "))
    return f"{name[:1].upper()}{name[1:]} ({rules.get(key, '')})"


# questions that show nothing secret, put to whichever player is asked without passing the screen: the
# Initiative re-roll (10.1) is asked of its holder after the opponent's rolls as often as after his own
PUBLIC_KINDS = frozenset({"initiative"})

HAND_MIN_WIDTH = 320  # px: the hand's card names and the prompts wrap but stay readable
THINK_POLL_MS = 15  # how often the window looks whether the automatic side has answered
# one thread works out automatic answers for every open game: a searching player takes a core, and a
# job of a closed game or an undone answer stops at its next question (its answers are dropped)
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ccp-automatic-side")


class HotseatWidget(QWidget):
    """One card game: board on the left, the player's side of the table on the right."""

    def __init__(self, session: HotseatSession, parent: QWidget | None = None, snapshot: Snapshot | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hotseat")
        self.session = session
        self.viewer: str | None = None
        self.document: CardGameDocument | None = None  # set when the window shows the game as a document
        self.shell: Any = None  # the window that saves that document
        self.snap: Snapshot = snapshot if snapshot is not None else session.snapshot()
        self._thinking: Future[list[int]] | None = None  # the automatic side's answers being worked out
        self._cancel = threading.Event()
        self._auto_error = ""  # why the automatic side gave no answer (the game waits at its question)
        self._sandbox: Any = None  # a copy of the game the board plays on while the player has left it
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(THINK_POLL_MS)
        self._think_timer.timeout.connect(self._poll_thinking)
        humans = [s for s, k in session.sides.items() if k == "human"]
        self.humans = humans
        if len(humans) == 1:
            self.viewer = humans[0]

        self.board = BoardWidget(self.snap.game.s, session.dataset)
        self.gate = CardGameGate(self)
        self.left = False  # the player left the card game: the board is a sandbox on its position
        right = QWidget()
        rl = QVBoxLayout(right)
        self.stack = QStackedWidget()
        rl.addWidget(self.stack)

        # the pass-the-screen page
        pass_page = QWidget()
        pl = QVBoxLayout(pass_page)
        pl.addStretch(1)
        self.pass_label = QLabel()
        self.pass_label.setObjectName("passLabel")
        self.pass_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pass_label.setWordWrap(True)
        heading(self.pass_label, 4, bold=False)
        self.pass_note = QLabel(translate("Hotseat", "The other player looks away: the hand on the next page is secret."))
        self.pass_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pass_note.setWordWrap(True)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passButton")
        self.pass_button.clicked.connect(self._take_screen)
        pl.addWidget(self.pass_label)
        pl.addWidget(self.pass_note)
        pl.addWidget(self.pass_button, 0, Qt.AlignmentFlag.AlignCenter)
        pl.addStretch(2)
        self.stack.addWidget(pass_page)

        # the play page
        play = QWidget()
        ql = QVBoxLayout(play)
        self.status = QLabel()
        self.status.setObjectName("gameStatus")
        self.status.setWordWrap(True)
        ql.addWidget(self.status)
        self.hand_title = QLabel()
        ql.addWidget(self.hand_title)
        self.hand = QListWidget()
        self.hand.setObjectName("handList")
        self.hand.setWordWrap(True)
        self.hand.setMaximumHeight(110)  # the cards under the board are the hand to look at; this is its text
        ql.addWidget(self.hand, 1)
        self.discards = QLabel()
        self.discards.setObjectName("discardPiles")
        self.discards.setWordWrap(True)
        ql.addWidget(self.discards)
        self.prompt = QLabel()
        self.prompt.setObjectName("decisionPrompt")
        self.prompt.setWordWrap(True)
        pf = self.prompt.font()
        pf.setBold(True)
        self.prompt.setFont(pf)
        ql.addWidget(self.prompt)
        self.decision_hint = QLabel()
        self.decision_hint.setObjectName("decisionHint")
        self.decision_hint.setWordWrap(True)
        ql.addWidget(self.decision_hint)
        self.options = QListWidget()
        self.options.setObjectName("decisionOptions")
        self.options.setWordWrap(True)
        self.options.itemActivated.connect(lambda _item: self._choose())  # double-click or Enter
        self.options.currentRowChanged.connect(self._preview)
        ql.addWidget(self.options, 3)
        buttons = QHBoxLayout()
        self.choose_button = QPushButton(translate("Hotseat", "Choose"))
        self.choose_button.setObjectName("chooseButton")
        self.choose_button.clicked.connect(self._choose)
        self.undo_button = QPushButton(translate("Hotseat", "Undo last answer"))
        self.undo_button.setObjectName("undoAnswer")
        self.undo_button.clicked.connect(self._undo)
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.undo_button)
        ql.addLayout(buttons)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveCardGame")
        self.leave_button.clicked.connect(self.toggle_leave)
        ql.addWidget(self.leave_button)
        self.log = QPlainTextEdit()
        self.log.setObjectName("gameLog")
        self.log.setReadOnly(True)
        ql.addWidget(self.log, 2)
        self.stack.addWidget(play)

        # the hand as cards under the board, the question and its other answers beside them: with both
        # side panels folded away the map takes the window's width and the game is still played
        self.strip = CardStrip()
        self.strip.answered.connect(self.answer)
        self.strip.offered.connect(self.offer)
        self.strip.take_screen.connect(self._take_screen)
        self.strip.tracks_toggle.toggled.connect(self._show_board_panel)
        self.strip.side_toggle.toggled.connect(self._show_side_panel)
        self._offered: list[int] | None = None
        self._filling = False
        self.right = right
        left_col = QWidget()
        lc = QVBoxLayout(left_col)
        lc.setContentsMargins(0, 0, 0, 0)
        lc.setSpacing(0)
        lc.addWidget(self.board, 1)
        lc.addWidget(self.strip)
        split = QSplitter()
        split.setObjectName("hotseatSplitter")
        split.addWidget(left_col)
        split.addWidget(right)
        split.setStretchFactor(0, 3)  # a wider window widens the board, not the hand
        split.setStretchFactor(1, 1)
        split.setCollapsible(0, False)
        right.setMinimumWidth(HAND_MIN_WIDTH)
        self.splitter = split
        self._balanced = False
        self._user_sized = False  # once the user drags the divider, the widths are theirs
        split.splitterMoved.connect(lambda *_a: setattr(self, "_user_sized", True))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)
        self.refresh()
        self._think()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().showEvent(event)
        if not self._balanced:
            self._balanced = True
            QTimer.singleShot(0, self._balance)  # once the tab has its final size

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().resizeEvent(event)
        if self._balanced and not self._user_sized:
            self._balance()  # the docks of the layout it left went away, or the window changed

    def _balance(self) -> None:
        """The board gets most of the width; the hand, prompts and log keep a readable column
        (320-380 px, about 27 % of the window); the board's own panel stays folded unless asked for."""
        width = self.splitter.width()
        hand = max(HAND_MIN_WIDTH, min(380, int(width * 0.27)))
        self.splitter.setSizes([max(width - hand, 100), hand])
        self._show_board_panel(self.strip.tracks_toggle.isChecked())

    def _show_board_panel(self, on: bool) -> None:
        """The board's own panel (tracks, dice, its log): folded away in a card game unless asked for,
        the status line above the hand says turn, time and VP."""
        split = self.board.splitter
        split.setCollapsible(1, True)
        if on:
            self.board._balance()
        else:
            split.setSizes([max(split.width(), 100), 0])

    def _show_side_panel(self, on: bool) -> None:
        """The panel on the right (the lists and the game log): hidden, the map takes its width too."""
        self.right.setVisible(on)

    # ------------------------------------------------------------------ drawing
    def title(self) -> str:
        return translate("Hotseat", "Card game: {name}").format(name=self.session.scenario.name)

    @property
    def asked(self) -> Decision | None:
        """The question waiting for a person at this screen: None once the game is over or while an
        automatic side answers."""
        d = self.snap.decision
        return d if d is not None and self.session.sides.get(d.side, "human") == "human" else None

    @property
    def thinking(self) -> bool:
        """An automatic side's answers are being worked out in the background."""
        return self._thinking is not None

    def refresh(self) -> None:
        snap = self.snap
        g = snap.game
        d = snap.decision
        auto = d is not None and self.asked is None  # an automatic side's question: it is thinking
        shown = self._sandbox.game.s if self.left and self._sandbox is not None else g.s
        if self.board.session is not shown:
            self.board.set_session(shown)
        playing = d is not None and not self.left
        if (self.board.card_game is not None) != playing:
            self.board.set_card_game(self.gate if playing else None)  # finished or left: the sandbox again
        self.leave_button.setText(translate("Hotseat", "Back to the card game") if self.left
                                  else translate("Hotseat", "Leave the card game"))
        self.leave_button.setToolTip("" if self.left else translate(
            "Hotseat", "The board becomes a sandbox on this position; nothing done there counts"))
        self.leave_button.setVisible(d is not None and not auto)
        asker = d.side if d is not None and not auto else None
        public = d is not None and d.kind in PUBLIC_KINDS  # asked across the table: no hand is shown for it
        if asker is not None and len(self.humans) == 2 and asker != self.viewer and not public:
            self.viewer = None
            who = side_title(asker)
            self.pass_label.setText(translate("Hotseat", "Pass the screen to the {who} player").format(who=who))
            self.pass_button.setText(translate("Hotseat", "I am the {who} player").format(who=who))
            self._pending_viewer = asker
            self.stack.setCurrentIndex(0)
            self.board.show_card_decision()
            self._offered = None
            self._fill_strip(None)
            return
        self.stack.setCurrentIndex(1)
        self.board.show_card_decision()
        s = g.s
        t = s.tracks
        self.status.setText(translate("Hotseat", "Turn {turn}: the {player} player's turn. Time {time} (sudden death {sd}). VP {vp}. "
                                "Orders {orders}, actions {actions}, events {events}.").format(
            turn=t.turn, player=side_title(t.turn_player), time=t.time, sd=t.sudden_death_space,
            vp=vp_text(t.vp), orders=g.counts["orders"], actions=g.counts["actions"], events=g.counts["events"]))
        viewer = self.viewer if not (public and asker != self.viewer) else None
        self.hand.clear()
        if d is None or not self.humans:  # the game is over, or nobody at the table: no hand is secret
            self.hand_title.setText(translate("Hotseat", "Both hands, open: the game is over") if d is None
                                    else translate("Hotseat", "Both hands, open: both sides are automatic"))
            for side in ("japan", "allied"):
                head = QListWidgetItem(translate("Hotseat", "{who} hand: {n} of {size} cards").format(
                    who=side_title(side), n=len(g.decks.hand(side)), size=g.hand_size(side)))
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: read, never picked
                font = head.font()
                font.setBold(True)
                head.setFont(font)
                self.hand.addItem(head)
                self._add_hand(g, side)
        elif viewer is not None:
            self.hand_title.setText(translate("Hotseat", "Your hand ({who}): {n} of {size} cards").format(
                who=side_title(viewer), n=len(g.decks.hand(viewer)), size=g.hand_size(viewer)))
            self._add_hand(g, viewer)
        else:
            self.hand_title.setText(translate("Hotseat", "Hands are secret"))
        piles = []
        for side in ("japan", "allied"):
            top = g.decks.discards(side)[-3:]
            shown = ", ".join(g.decks.label(side, n) + " " + translate("PlayLog", g.decks.spec(side, n).order.replace("_", " "))
                              for n in reversed(top))
            piles.append(translate("Hotseat", "{who} discards ({n}): {top}").format(who=side_title(side), n=len(g.decks.discards(side)),
                                                                     top=shown or translate("Hotseat", "none")))
        self.discards.setText("\n".join(piles))
        self.options.clear()
        self.decision_hint.setText("")
        asking = d is not None and not self.left and not auto  # over, left or thinking: no list of options
        self.options.setVisible(asking)
        self.choose_button.setVisible(asking)
        if d is None:
            why = play_line(s.doc.end_reason or "")
            why = why[:1].upper() + why[1:]
            if s.doc.winner in SIDE_TITLES:
                self.prompt.setText(translate("Hotseat", "Game over: the {who} player wins. {why}").format(who=side_title(s.doc.winner), why=why))
            else:
                self.prompt.setText(translate("Hotseat", "Game over: nobody wins. {why}").format(why=why))
            self.choose_button.setEnabled(False)
        elif self.left:
            self.prompt.setText(translate("Hotseat", "You left the card game: the board is a sandbox on this position and "
                                          "nothing done there counts. Back to the card game puts the position back."))
            self.choose_button.setEnabled(False)
        elif auto:
            self.prompt.setText(self._auto_error or translate("Hotseat", "The {who} side is thinking...").format(who=side_title(d.side)))
            self.choose_button.setEnabled(False)
        else:
            if public and len(self.humans) == 2:
                self.prompt.setText(translate("Hotseat", "The {who} player: {prompt}").format(
                    who=side_title(d.side), prompt=play_line(d.prompt)))
            else:
                self.prompt.setText(play_line(d.prompt))
            if d.kind == "order":
                self.decision_hint.setText(translate("Hotseat", "Play a card from your hand as an order, or pass. After a Move "
                                                     "or Advance you may drag its units on the board."))
            elif self.gate.destinations():
                self.decision_hint.setText(self.gate.hint(self.board))
            for o in d.options:
                self.options.addItem(play_line(o.label))
            self._filling = True  # the first row is current by default, not picked: the map shows the question
            self.options.setCurrentRow(0)
            self._filling = False
            self.choose_button.setEnabled(True)
        self.undo_button.setEnabled(not self.left and self.session.can_undo(snap))
        self._offered = None
        self._fill_strip(viewer)
        self.log.setPlainText("\n".join(_log_line(line) for line in g.log[-200:]))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())

    # ------------------------------------------------------------------ what the board's gate asks (CardTable)
    def screen_hidden(self) -> bool:
        """The pass-the-screen page is up: nobody's decision may be answered from the board."""
        return self.stack.currentIndex() == 0

    def answer(self, index: int) -> None:
        """Answer the pending decision with option ``index`` (a click in the list or a drag); the
        game's document (when the window shows it as one) records it as one undo step. The
        automatic side, if it is asked next, then thinks in the background."""
        d = self.asked
        if d is None or self.left or not 0 <= index < len(d.options):
            return  # over, left for the sandbox, or the automatic side's turn to answer
        label = d.options[index].label
        self.board.show_message("")  # what the board said was about the question just answered
        if d.kind in PUBLIC_KINDS and d.side != self.viewer and len(self.humans) == 2:
            self.viewer = None  # the other player answered across the table: the screen is passed back before a hand shows
        self._step(lambda: self.session.answer(index, automatic=False))
        if self.document is not None:
            self.document.answered(index, label)
        self._think()

    def _step(self, give: Any) -> None:
        """Step the live game (``give`` returns its snapshot after), the board redrawn once after
        rather than at each operation, then the window."""
        with self.board.quiet():
            self.snap = give()
        self.board.refresh()
        self.refresh()

    # ------------------------------------------------------------------ the automatic side, in the background
    def _think(self) -> None:
        """Start working out the automatic side's answers when it is asked (not while the player
        has left the game for the sandbox)."""
        if self._thinking is not None or self.left or self.session.automatic_side() is None:
            return
        self._cancel = threading.Event()
        self._auto_error = ""
        self._thinking = _THINKER.submit(self.session.automatic_job(), self._cancel)
        self._think_timer.start()
        self.refresh()

    def stop_thinking(self) -> None:
        """Drop the answers being worked out (the tab closes, or an undo makes them moot)."""
        self._cancel.set()
        self._thinking = None
        self._think_timer.stop()

    def _poll_thinking(self) -> None:
        job = self._thinking
        if job is None or not job.done():
            return
        self.stop_thinking()
        try:
            indices = job.result()
        except Exception as exc:  # noqa: BLE001 - a player's failure is shown; the game waits at its question
            self._auto_error = translate("Hotseat", "The automatic side could not answer: {why}").format(why=exc)
            self.board.show_message(self._auto_error, False)
            self.refresh()
            return
        self._step(lambda: self.session.give_automatic(indices))
        if self.document is not None:
            self.document.after_change()
        self._think()  # a long run of automatic answers comes in batches

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        self.stop_thinking()
        super().closeEvent(event)

    def offer(self, indices: list[int]) -> None:
        """Several answers fit one click (a card played two ways, ordnance firing alone or with its
        hex): the list narrows to them and they are buttons beside the question."""
        d = self.asked
        if d is None or (not indices and self._offered is None):
            return
        self._offered = list(indices) or None  # none: every answer again (the map's pick changed)
        for row in range(self.options.count()):
            self.options.setRowHidden(row, bool(indices) and row not in indices)
        self.options.setCurrentRow(indices[0] if indices else 0)
        self._fill_strip(self.viewer if self.stack.currentIndex() == 1 else None)

    def _fill_strip(self, viewer: str | None) -> None:
        """The cards under the board: the viewer's hand (none while the screen passes or the hands
        are secret), the question and its other answers."""
        g, d = self.snap.game, self.asked
        hidden = self.stack.currentIndex() == 0
        hand = []
        side = viewer or (d.side if d is not None else "japan")  # the automatic side asked: the viewer's
        if viewer is not None and not hidden:
            hand = [(n, g.decks.label(viewer, n), g.decks.spec(viewer, n)) for n in g.decks.hand(viewer)]
        prompt = self.pass_label.text() if hidden else self.prompt.text()
        nation = g.s.scenario.side(side).nation if side in ("japan", "allied") else ""
        asked = d is not None and not hidden and not self.left
        on_map = asked and (self.gate.choice(self.board) is not None or bool(self.gate.destinations()))
        self.strip.hint.setText(self.gate.hint(self.board) if on_map else "")
        self.strip.hint.setVisible(bool(self.strip.hint.text()))
        self.strip.show_table(prompt, d, hand, side, nation, asked=asked,
                              only=self._offered, contains=g.s.board.contains,
                              pass_to=self.pass_button.text() if hidden else "")

    def take_back(self, count: int) -> None:
        """Drop the last answers given by one gesture (an activation whose drop was no destination)."""
        for _ in range(count):
            if not self.undo_answer():
                break

    def drop_answer(self) -> bool:
        """Take back the last answer (refused past a revealed card in a game that counts): the game
        goes back to the state that answer found; what the automatic side was working out is dropped."""
        if not self.session.can_undo(self.snap):
            return False
        self.stop_thinking()
        snap = self.session.undo(self.snap)
        if snap is None:
            return False
        self.snap = snap
        self.refresh()
        self._think()
        return True

    def undo_answer(self) -> bool:
        """The game's Undo button: the document's undo step when there is one, so the window's
        History and Edit > Undo stay in step with it."""
        doc = self.document
        if doc is not None and doc.undo_stack.canUndo():
            n = len(self.session.answers)
            doc.undo_stack.undo()
            return len(self.session.answers) < n
        ok = self.drop_answer()
        if doc is not None:
            doc.after_change()
        return ok

    def can_undo_answer(self) -> bool:
        return self.session.can_undo(self.snap)

    def save_game(self, as_new: bool) -> bool:
        """Save the game through the window (its file dialog, its problems), as File > Save does."""
        if self.shell is None or self.document is None:
            self.board.show_message(translate("Hotseat", "Open the card game in the main window to save it"), False)
            return False
        return bool(self.shell.save_model_as(self.document) if as_new else self.shell.save_model(self.document))

    def toggle_leave(self) -> None:
        """Leave the card game (the board becomes a sandbox on the current position) or come back
        to it (the position the cards reached is shown again, whatever was done in the sandbox)."""
        if self.thinking:
            return
        self.left = not self.left
        # the sandbox plays on a copy of the game: the game itself is never touched there
        self._sandbox = self.session.state.clone() if self.left else None
        self.snap = self.session.snapshot()
        self.refresh()
        self._think()

    def _add_hand(self, g: Any, side: str) -> None:
        for n in g.decks.hand(side):
            c = g.decks.spec(side, n)
            self.hand.addItem(f"{g.decks.label(side, n)}: {_name(c.order, ORDER_RULES)} / "
                              f"{_name(c.action, ACTION_RULES)} / {_name(c.event, EVENT_RULES)}")

    def _preview(self, row: int) -> None:
        """Show on the board the hex an option names (a spotting round: its whole blast area, O24.3.3; a
        bombing target, O24.4a), a strafing direction's line ahead (O24.5), or the hexes Air Support
        allows (E50)."""
        d = self.asked
        scene = self.board.scene
        if d is None or not 0 <= row < len(d.options):
            return
        value = d.options[row].value
        if drag_moves(d) is not None:  # a Move or Advance: every destination stays highlighted, the row's route drawn
            self._preview_route(d, row)
            return
        if is_fire(value) and not self.screen_hidden() and not self._filling:  # its group and target, as clicks mark them
            self.board.show_card_decision()
            marks_of(scene).show(sorted({h for h in (piece_hex(self.board.session, p) for p in value[0]) if h}), [value[1]])
            return
        if d.prompt == P_AIR_STRAFE_WHICH and isinstance(value, tuple):  # the line ahead of the fighter (O24.5)
            scene.show_hexes(list(value[1]), QColor("#c62828"))
            return
        if not isinstance(value, str) or not scene.grid.contains(value):
            self.board.show_card_decision()  # nothing of this option to show: what the decision shows
            return
        if d.prompt == P_AIR_WHERE:  # every hex Air Support allows (E50)
            scene.show_hexes([o.value for o in d.options], QColor("#1565c0"))
            return
        hexes = blast_area(scene.grid, value) if d.prompt == P_ART_SR_WHERE else [value]
        scene.show_hexes(hexes, QColor("#c62828"))

    def _preview_route(self, d: Any, row: int) -> None:
        """The route of the Move or Advance row picked in the list, from the units' hex to where it ends
        (off the map for an exit), over the highlighted destinations."""
        scene, s = self.board.scene, self.board.session
        start = next((p.hex for p in (s.piece(i) for i in d.pieces) if p is not None and p.hex), None)
        value = d.options[row].value
        route = list(value[1]) if d.order == "move" else [start, value]
        hexes = [h for h in route if h and scene.grid.contains(h)]
        if not hexes or self.screen_hidden():
            scene.path_item.clear()
            return
        # the label on the side of the destination nearer the map's middle: never cut off at its edge
        right = scene.hex_center(hexes[-1]).x() > scene.sceneRect().center().x()
        scene.show_move(hexes, [], d.options[row].label, True, note_left=right)

    # ------------------------------------------------------------------ answers
    def _take_screen(self) -> None:
        self.viewer = getattr(self, "_pending_viewer", None)
        self.refresh()

    def _choose(self) -> None:
        if self.asked is None:
            return
        row = self.options.currentRow()
        if row < 0:
            return
        self.answer(row)

    def _undo(self) -> None:
        self.undo_answer()


def add_game(shell: Any, widget: HotseatWidget, path: str | Path | None = None) -> HotseatWidget:
    """Show a card game as a document tab: dirty mark, Save / Save As, History, recovery."""
    widget.document = CardGameDocument(widget, path)
    widget.shell = shell
    widget.document.add_saved_steps()
    shell.add_document_tab(widget.document, widget)
    return widget


def open_hotseat(main_window: Any, scenario: Scenario, dataset: DataSet, *, sides: dict[str, str] | None = None,
                 seed: int = 1, no_undo_past_reveal: bool = False, initiative: bool = True) -> HotseatWidget:
    """Show a new card game as a tab of the main window."""
    w = HotseatWidget(HotseatSession(scenario, dataset, seed=seed, sides=sides, no_undo_past_reveal=no_undo_past_reveal,
                                     initiative=initiative))
    return add_game(main_window, w)


_KIND_CARD_GAME = re.compile(r"^kind:\s*['\"]?card_game['\"]?\s*$", re.MULTILINE)


def is_card_game_file(path: str | Path) -> bool:
    """Whether a YAML file is a card game save (read from its first lines only)."""
    try:
        head = read_bounded(path, 4096, head=True).decode("utf-8", errors="replace")
    except DocumentError:
        return False
    return bool(_KIND_CARD_GAME.search(head))


def _replayed(shell: Any, save: CardGameSave, loaded: Loaded | None, path: Path | None) -> HotseatWidget | None:
    """The saved game replayed in a new widget, or None with the reason shown (which answer no
    longer fits, when the game box changed since the save)."""
    where = str(path) if path is not None else save.name
    try:
        session, snap = HotseatSession.from_save(save, shell.dataset)
    except ReplayError as exc:
        message = translate("Hotseat", "the game does not replay with this game box: {why}").format(why=exc)
        problem = (loaded.problem(f"/answers/{exc.index}", message) if loaded is not None
                   else Problem(where, 1, 1, f"/answers/{exc.index}", message))
        shell.report(translate("Hotseat", "Cannot open {path}: {error}").format(path=where, error=problem.format()))
        if path is not None:
            shell.report_open_failure(path, [problem])
        return None
    except (SessionError, ValueError, KeyError) as exc:
        shell.report(translate("Hotseat", "Cannot open {path}: {error}").format(path=where, error=exc))
        return None
    return HotseatWidget(session, snapshot=snap)


def open_card_game_file(shell: Any, path: str | Path) -> HotseatWidget | None:
    """Resume a saved card game in a new tab, at the question it stopped on."""
    path = Path(path)
    doc, loaded, problems = read_document(path)
    if isinstance(doc, CardGameSave) and loaded is not None:
        problems = [p for p in semantic_problems(doc, loaded, shell.dataset) if p.severity == "error"]
    if doc is None or problems:
        why = problems[0].format() if problems else translate("Hotseat", "unreadable")
        shell.report(translate("Hotseat", "Cannot open {path}: {error}").format(path=path, error=why))
        if problems:
            shell.report_open_failure(path, problems)
        return None
    if not isinstance(doc, CardGameSave):
        shell.report(translate("Hotseat", "{path} is not a card game save").format(path=path))
        return None
    w = _replayed(shell, doc, loaded, path)
    if w is None:
        return None
    add_game(shell, w, path)
    shell.report(translate("Hotseat", "Resumed card game {path}").format(path=path))
    return w


def restore_card_game(shell: Any, doc: Document, original: str | None) -> CardGameDocument | None:
    """A card game recovered after a crash opens at its last question, unsaved."""
    if not isinstance(doc, CardGameSave):
        return None
    w = _replayed(shell, doc, None, None)
    if w is None:
        return None
    add_game(shell, w, original)
    assert w.document is not None
    w.document.mark_recovered()
    return w.document


def resume_card_game_dialog(shell: Any) -> HotseatWidget | None:
    from PySide6.QtWidgets import QFileDialog

    start = str(shell.data_root() or Path.home())
    path, _ = QFileDialog.getOpenFileName(shell.window_widget(), translate("Hotseat", "Resume a card game"), start,
                                          translate("Hotseat", "Card game (*.yaml *.yml)"))
    return open_card_game_file(shell, path) if path else None


def show_hotseat_view(main_window: Any, arg: str) -> bool:
    """``--view cardgame:SCENARIO_ID`` (both human) or ``cardgame:SCENARIO_ID:allied=greedy`` (auto, greedy, ismcts)."""
    dataset: DataSet = main_window.workspace.dataset
    scenario_id, _, rest = arg.partition(":")
    sc = dataset.scenarios.get(scenario_id)
    if sc is None:
        return False
    sides = {"japan": "human", "allied": "human"}
    if rest:
        side, _, kind = rest.partition("=")
        if side in sides and kind in PLAYER_KINDS:
            sides[side] = kind
    if not _unplayable(main_window, sc, dataset):
        open_hotseat(main_window, sc, dataset, sides=sides)
    return True


def _unplayable(shell: Any, scenario: Scenario, dataset: DataSet) -> bool:
    """Fate decks this scenario's card game cannot be played with (too few cards for the hand, random
    hexes off the map): their problems in the Problems panel and a dialog, and no game opened."""
    from ...core.validate import playable_problems

    problems = playable_problems(scenario, dataset)
    if problems:
        shell.report_open_failure(problems[0].file, problems)
    return bool(problems)


def play_card_game_dialog(main_window: Any) -> HotseatWidget | None:
    """Pick a scenario, who plays each side and the game's options, then open the card game."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    dataset: DataSet = main_window.workspace.dataset
    current = main_window.current_document() if hasattr(main_window, "current_document") else None
    dialog = NewCardGameDialog(dataset, main_window, getattr(current, "id", None) if isinstance(current, Scenario) else None)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    game = dialog.choice()
    if game is None or _unplayable(main_window, game.scenario, dataset):
        return None
    try:
        return open_hotseat(main_window, game.scenario, dataset, sides=game.sides, seed=game.seed,
                            no_undo_past_reveal=game.no_undo_past_reveal, initiative=game.initiative)
    except (ValueError, KeyError, SessionError) as exc:
        QMessageBox.warning(main_window, translate("Hotseat", "Play the card game"), str(exc))
        return None
