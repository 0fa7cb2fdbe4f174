"""The playtest board: the view, the Track Display, the roller, the log and the setup panel around
one ``PlaytestSession``.

``BoardWidget`` is the controller between widgets and session: gestures and buttons become session
operations, every ``ActionResult`` is shown (a refusal in red, with the rule it cites), and every
change notification from the session redraws the scene and panels. It applies no rule itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...model.dataset import DataSet
from ...play.logtext import OPERATIONS
from ...play.naming import piece_name
from ...play.rules import side_stats
from ...play.session import ActionResult, Change, PlaytestSession, SessionError
from ..i18n import side_name, translate
from ..i18n.logline import play_line
from ..widgets import DemoBadge
from .cardgate import CardGameGate
from .document import PlaytestDocument, save_folder
from .fire import FireCalculatorDialog
from .host import DragState
from .menus import board_menu
from .panels import ActionLogPanel, FatePanel, PanelTabs, SetupPanel, TrackDisplayWidget, side_column
from .scene import BoardScene
from .view import BoardView


def map_path_of(dataset: DataSet, session: PlaytestSession) -> Path | None:
    """The file the session's map was read from (its scan path is relative to it)."""
    path = dataset.paths.get(id(session.board.map))
    return Path(str(path)) if path is not None else None


class BoardWidget(QWidget):
    """One playtest on its board, with every panel; ``perform`` shows what an operation did."""

    sessionReplaced = Signal(object)
    titleChanged = Signal(str)

    def __init__(self, session: PlaytestSession, dataset: DataSet, path: str | Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardWidget")
        self.dataset = dataset
        self.document = PlaytestDocument(session, path, self)
        self.document.pathChanged.connect(lambda: self.titleChanged.emit(self.title()))
        self.document.dirtyChanged.connect(lambda _dirty: self.titleChanged.emit(self.title()))
        self.armed: str | None = None
        self.card_game: CardGameGate | None = None  # set while a card game drives this board
        self.shell: Any = None  # the main window showing this board (its Save goes through it)
        self.setup_problems_box: QMessageBox | None = None
        self._card_tips: dict[object, str] = {}  # the sandbox controls' own tooltips, while a card game hides them
        self.last_result: ActionResult | None = None
        self.fire_dialog: FireCalculatorDialog | None = None
        self._balanced = False
        self._unsubscribe = session.subscribe(self._on_change)
        self.document.sessionReplaced.connect(self._session_replaced)
        self.document.undo_stack.indexChanged.connect(self._history_index_changed)

        self.scene = BoardScene(session, map_path_of(dataset, session))
        self.view = BoardView(self.scene, self)
        self.tracks = TrackDisplayWidget(self)
        self.fate = FatePanel(self)
        self.log_panel = ActionLogPanel(self)
        self.setup_panel = SetupPanel(self)
        self.selection_label = QLabel()
        self.selection_label.setObjectName("selectionLabel")
        self.selection_label.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("boardMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.tabs = PanelTabs()  # the height the column leaves: the column fits the window, the log's end in view
        self.tabs.setObjectName("boardTabs")
        self.tabs.add_page(self.setup_panel, translate("Board", "Setup"))
        self.tabs.add_page(self.fate, translate("Board", "Dice / Fate"))
        self.tabs.add_page(self.log_panel, translate("Board", "Log"), scroll=False)
        self.side_panel, self.side_scroll = side_column(self.tracks, self.selection_label, self.tabs)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.side_panel)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([1000, 340])
        self.splitter.setCollapsible(0, False)

        self.toolbar = QToolBar()
        self.toolbar.setObjectName("boardToolbar")
        self._build_actions()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.message)
        self.refresh()
        if session.phase != "setup":
            self.tabs.setCurrentWidget(self.log_panel)

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        super().showEvent(event)
        if not self._balanced:
            self._balanced = True
            QTimer.singleShot(0, self._balance)  # once the tab has its final size

    def _balance(self) -> None:
        """The map gets two thirds of the width, the panels the rest (260-380 px)."""
        width = self.splitter.width()
        side = max(260, min(380, width // 3))
        self.splitter.setSizes([max(width - side, 100), side])

    # ------------------------------------------------------------------ actions
    def _action(self, text: str, slot, shortcut: str | QKeySequence.StandardKey | None = None,
                checkable: bool = False, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        act.setCheckable(checkable)
        if tip:
            act.setToolTip(tip)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_undo = self._action(translate("Board", "Undo"), self.undo, K.Undo)
        self.act_redo = self._action(translate("Board", "Redo"), self.redo, K.Redo)
        self.act_save = self._action(translate("Board", "Save"), lambda: self.save(), K.Save, tip=translate("Board", "Save the playtest"))
        self.act_save_as = self._action(translate("Board", "Save As..."), self.save_as, K.SaveAs)
        self.act_resume = self._action(translate("Board", "Resume..."), self.resume_dialog, tip=translate("Board", "Resume a saved playtest"))
        self.act_start = self._action(translate("Board", "Start play"), lambda: self.perform(self.session.start_play()))
        self.act_los = self._action(translate("Board", "LOS / range"), self.toggle_los, "L", checkable=True,
                                    tip=translate("Board", "Drag from hex to hex: LOS, hindrance, range and why"))
        self.act_fire = self._action(translate("Board", "Fire..."), self.fire_mode, "F",
                                     tip=translate("Board", "Fire with the selected pieces: click the target hex"))
        self.act_end_turn = self._action(translate("Board", "End turn"), lambda: self.perform(self.session.end_turn()))
        self.act_end_game = self._action(translate("Board", "End game"), lambda: self.perform(self.session.end_game()))
        self.act_note = self._action(translate("Board", "Note..."), self.note_dialog)
        self.act_vp = self._action(translate("Board", "Adjust VP..."), self.adjust_vp_dialog)
        self.act_zoom_in = self._action(translate("Board", "Zoom in"), lambda: self.view.zoom_by(1.25), K.ZoomIn)
        self.act_zoom_out = self._action(translate("Board", "Zoom out"), lambda: self.view.zoom_by(0.8), K.ZoomOut)
        self.act_fit = self._action(translate("Board", "Fit"), self.view.fit, "0")
        self.act_scan = self._action(translate("Board", "Scan"), self.toggle_scan, checkable=True,
                                     tip=translate("Board", "Show the map's calibrated scan under the terrain"))
        self.act_scan.setEnabled(self.scene.map_item.scan_available())
        self.act_areas = self._action(translate("Board", "Setup areas"), self.toggle_setup_areas, checkable=True)
        self.act_areas.setChecked(True)
        self.act_escape = self._action(translate("Board", "Cancel"), self.cancel_modes, "Esc")
        for group in ((self.act_undo, self.act_redo), (self.act_save, self.act_save_as, self.act_resume),
                      (self.act_start, self.act_los, self.act_fire, self.act_end_turn, self.act_end_game, self.act_note,
                       self.act_vp),
                      (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_scan, self.act_areas)):
            for act in group:
                self.toolbar.addAction(act)
            self.toolbar.addSeparator()
        self.demo_badge = DemoBadge()
        self.toolbar.addWidget(self.demo_badge)

    def use_shell_shortcuts(self) -> None:
        """Inside the main window, Save, Save As, Undo and Redo are the window's (they act on this
        board's document), so the board's own buttons drop their shortcuts to keep keys unambiguous."""
        for act in (self.act_undo, self.act_redo, self.act_save, self.act_save_as):
            act.setShortcut(QKeySequence())

    # ------------------------------------------------------------------ session and refresh
    @property
    def session(self) -> PlaytestSession:
        return self.document.session

    @property
    def path(self) -> Path | None:
        return self.document.path

    @path.setter
    def path(self, value: str | Path | None) -> None:
        self.document.path = Path(value) if value is not None else None
        self.document.pathChanged.emit()

    def set_session(self, session: PlaytestSession, path: str | Path | None = None) -> None:
        """Show another session (a resumed save) on this board."""
        self.document.set_session(session, path)

    def _session_replaced(self, session: PlaytestSession) -> None:
        self._unsubscribe()
        self._unsubscribe = session.subscribe(self._on_change)
        self.armed = None
        self.scene.set_selection([])
        self.scene.set_session(session)
        self.refresh()
        self.sessionReplaced.emit(session)

    def _on_change(self, change: Change) -> None:
        self.refresh()

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """The session changed by many operations (a card game's answer) with no redraw at each:
        the caller redraws once after (``refresh``)."""
        self._unsubscribe()
        try:
            yield
        finally:
            self._unsubscribe = self.session.subscribe(self._on_change)

    def title(self) -> str:
        return self.document.title()

    def _history_index_changed(self, _index: int) -> None:
        if shiboken6.isValid(self.document.undo_stack):  # not while the board is being torn down
            self._refresh_history_actions()

    def _refresh_history_actions(self) -> None:
        """Undo / Redo name what was done on this board (the History dock shows the same stack)."""
        if self.card_game is not None:
            self._apply_card_game()
            return
        stack = self.document.undo_stack
        self.act_undo.setEnabled(stack.canUndo())
        self.act_redo.setEnabled(stack.canRedo())
        self.act_undo.setText(translate("Board", "Undo {what}").format(what=stack.undoText()) if stack.canUndo() else translate("Board", "Undo"))
        self.act_redo.setText(translate("Board", "Redo {what}").format(what=stack.redoText()) if stack.canRedo() else translate("Board", "Redo"))

    def refresh(self) -> None:
        """Redraw the board and every panel from the session."""
        s = self.session
        self.scene.sync()
        self.tracks.refresh()
        self.fate.refresh()
        self.log_panel.refresh()
        self.setup_panel.refresh()
        self._refresh_history_actions()
        self.act_start.setEnabled(s.phase == "setup")
        for act in (self.act_fire, self.act_end_turn, self.act_end_game):
            act.setEnabled(s.phase == "play")
        self._apply_card_game()
        self.demo_badge.setVisible(s.doc.provenance == "demo")
        if self.card_game is not None:
            self.card_game.show_decision(self)
        self._show_selection()
        self.titleChanged.emit(self.title())

    # ------------------------------------------------------------------ the card game
    def set_card_game(self, gate: CardGameGate | None) -> None:
        """Let a card game drive this board (drags answer its decisions, the sandbox controls are
        off), or with None give the sandbox back."""
        self.card_game = gate
        self.cancel_modes()
        self.refresh()

    def show_card_decision(self) -> None:
        """Draw what the card game's pending decision asks of the board (its units selected, where
        they may go), or nothing while the screen passes."""
        self.scene.clear_previews()
        self.scene.set_selection([])
        if self.card_game is not None:
            self.card_game.show_decision(self)
        self._show_selection()

    def _sandbox_widgets(self) -> list[QWidget]:
        f = self.fate
        return [self.setup_panel, f.side_box, f.roll_button, f.targeting_button, f.hex_button, f.reroll_button,
                f.time_button, *self.tracks.hand_spins.values()]

    def _apply_card_game(self) -> None:
        """During a card game the sandbox-only controls are off, each saying why; Undo is the
        card game's own (it keeps the no-undo-past-a-revealed-card option)."""
        gate = self.card_game
        sandbox = (self.act_redo, self.act_resume, self.act_start, self.act_fire,
                   self.act_end_turn, self.act_end_game, self.act_note, self.act_vp)
        if gate is None:
            if self._card_tips:
                for thing, tip in self._card_tips.items():
                    thing.setToolTip(tip)  # type: ignore[attr-defined]
                for w in self._sandbox_widgets():
                    w.setEnabled(True)
                self._card_tips = {}
                self.act_undo.setToolTip("")
                for act in (self.act_save, self.act_save_as, self.act_resume, self.act_note, self.act_vp):
                    act.setEnabled(True)
                self.fate.refresh()
                self._refresh_history_actions()
            return
        tip = gate.sandbox_tip()
        if not self._card_tips:
            self._card_tips = {thing: thing.toolTip() for thing in (*sandbox, *self._sandbox_widgets(), self.act_save, self.act_save_as)}
        for act in (self.act_save, self.act_save_as):
            act.setEnabled(True)
        self.act_save.setToolTip(translate("Board", "Save the card game (its answers, to replay it at this question)"))
        self.act_save_as.setToolTip(translate("Board", "Save the card game under a new file name"))
        for act in sandbox:
            act.setEnabled(False)
            act.setToolTip(tip)
        for w in self._sandbox_widgets():
            w.setEnabled(False)
            w.setToolTip(tip)
        self.act_undo.setText(translate("Board", "Undo last answer"))
        self.act_undo.setEnabled(gate.can_undo())
        self.act_undo.setToolTip(translate("Board", "Undo the card game's last answer (refused past a revealed card "
                                           "when the game counts)"))

    # ------------------------------------------------------------------ results
    def perform(self, result: ActionResult) -> ActionResult:
        """Show what an operation did (or why it was refused) and the cards it revealed."""
        self.last_result = result
        if result.ok:
            text = play_line(result.messages[-1]) if result.messages else result.action.replace("_", " ").capitalize()
            if result.vp_change:
                text += " " + translate("Board", "(VP {change:+d})").format(change=result.vp_change)
            self.show_message(text, True)
        else:
            what = translate("PlayLog", OPERATIONS.get(result.action, result.action.replace("_", " ").capitalize()))
            self.show_message(translate("Board", "{what} refused: {reason}").format(what=what, reason=play_line(result.reason)), False)
        self.fate.show_result(result)
        if result.ok and self.session.phase == "ended":
            self.tabs.setCurrentWidget(self.log_panel)
        return result

    def show_message(self, text: str, ok: bool = True) -> None:
        colour = "#1b5e20" if ok else "#b3261e"
        self.message.setStyleSheet(f"QLabel#boardMessage {{ color: {colour}; padding: 2px 6px; font-weight: bold; }}")
        self.message.setText(text)

    def message_text(self) -> str:
        return self.message.text()

    # ------------------------------------------------------------------ selection
    def click_piece(self, piece_id: str | None, add: bool) -> None:
        """Select a piece; with ``add``, add it (or take it out) when it stands in the same hex."""
        if piece_id is None:
            if not add:
                self.scene.set_selection([])
            self._show_selection()
            return
        current = list(self.scene.selection)
        if add and current:
            hex_now = self.scene.counters[current[0]].hex
            if self.scene.counters[piece_id].hex == hex_now or self.session.phase == "play":
                current = [p for p in current if p != piece_id] if piece_id in current else [*current, piece_id]
                self.scene.set_selection(current)
                self._show_selection()
                return
        if piece_id not in current:
            self.scene.set_selection([piece_id])
        self._show_selection()

    def map_click(self, hex_id: str) -> bool:
        """A click on a hex: during a card game it may answer the pending question (a firing hex, a
        target, a stack to activate, a destination); otherwise the board's click stands."""
        return self.card_game is not None and self.card_game.click(self, hex_id)

    def map_hover(self, hex_id: str | None) -> None:
        """The mouse over a hex: during a card game's Fire order, a firing hex shows where it may fire."""
        if self.card_game is not None:
            self.card_game.hover(self, hex_id)

    def select_stack(self, piece_id: str) -> None:
        """Select every piece of the clicked piece's side in its hex (units and their weapons)."""
        p = self.session.piece(piece_id)
        if p is None or p.hex is None:
            return
        ids = [q.id for q in self.session.pieces_at(p.hex) if q.side == p.side]
        self.scene.set_selection(ids)
        self._show_selection()

    def selection(self) -> list[str]:
        return list(self.scene.selection)

    def _show_selection(self) -> None:
        s = self.session
        lines = []
        for pid in self.scene.selection:
            p = s.piece(pid)
            if p is None:
                lines.append(translate("Board", "Sighting marker"))
                continue
            v = s.view(pid)
            flags = "".join(f" · {w}" for w, on in (("broken", v.broken), ("suppressed", v.suppressed),
                                                     ("veteran", v.veteran)) if on)
            lines.append(f"<b>{piece_name(s, p)}</b> ({side_name(v.side)}): "
                         f"FP {v.fp} R {v.range} M {v.movement} ML {v.morale}{flags}")
        hint = translate("Board", "Selected: ") + "<br>".join(lines) if lines else translate(
            "Board", "Click a counter to select it (Ctrl+click: add, double-click: its stack); drag to move its stack "
            "(Shift+drag: that counter alone, Ctrl+drag: Advance); right-click for more.")
        if self.armed:
            hint = translate("Board", "Click a hex to place {unit} (Esc cancels).").format(unit=self.piece_text(self.armed))
        if self.card_game is not None:
            hint = self.card_game.hint(self) + ("<br>" + "<br>".join(lines) if lines else "")
        self.selection_label.setText(hint)

    # ------------------------------------------------------------------ dragging (view -> session)
    def drag_group(self, piece_id: str, single: bool = False) -> list[str]:
        """The ids a drag from ``piece_id`` moves, as players expect of a stack: a Sighting marker;
        the selected units of that hex when two or more are selected; otherwise every unit of that
        side in the hex that may move with it (in play, those that can enter a hex). With ``single`` (Shift)
        only the dragged unit (a weapon drags its carrier). During a card game, only what answers
        its decision (``CardGameGate``)."""
        if self.card_game is not None:
            return self.card_game.drag_group(self, piece_id, self._stack_group(piece_id, single))
        return self._stack_group(piece_id, single)

    def _stack_group(self, piece_id: str, single: bool) -> list[str]:
        s = self.session
        p = s.piece(piece_id)
        if p is None:
            return [piece_id] if any(m.id == piece_id for m in s.sighting_markers()) else []
        if not s.is_unit(p):
            carrier = s.carrier_of(p.id)
            if carrier is None:
                return []
            p = carrier
        if p.hex is None:
            return []
        if single:
            return [p.id]
        chosen = []
        for pid in self.scene.selection:
            q = s.piece(pid)
            if q is None:
                continue
            if not s.is_unit(q):
                q = s.carrier_of(q.id)
            if q is not None and q.hex == p.hex and q.side == p.side and q.id not in chosen:
                chosen.append(q.id)
        if p.id in chosen and len(chosen) > 1:
            return chosen
        stack = [u.id for u in s.units_at(p.hex, p.side)]
        if s.phase == "play":  # a unit that cannot enter any hex does not move (O29) nor hold the stack back
            stack = [uid for uid in stack if uid == p.id or any(h != p.hex for h in s.reachable([uid]))]
        return stack or [p.id]

    def preview_drag(self, d: DragState) -> tuple[bool, str, list[tuple[str, float]]]:
        """What dropping here would do: legal or not, the note to show, MP per hex entered."""
        if self.card_game is not None:
            d.advance = self.card_game.decision is not None and self.card_game.decision.order == "advance"
            return self.card_game.preview(self, d, self._preview_drag(d))
        return self._preview_drag(d)

    def _preview_drag(self, d: DragState) -> tuple[bool, str, list[tuple[str, float]]]:
        s = self.session
        sighting = s.piece(d.ids[0]) is None
        if d.target is None and d.exit_edge is None:
            return False, translate("Board", "off the map"), []
        # The session says what is legal; the board only shows it.
        if sighting or s.phase == "setup":
            if d.target is None:
                return False, translate("Board", "off the map"), []
            if d.target == d.start:
                return True, "", []
            why = s.sighting_problem(d.ids[0], d.target) if sighting else s.place_problem(d.ids, d.target)
            return not why, play_line(why) if why else translate("Board", "set up in {hex}").format(hex=d.target), []
        if s.phase != "play":
            return False, translate("Board", "the game is over"), []
        if d.advance:
            why = s.advance_problem(d.ids, d.target, d.exit_edge)
            if why:
                return False, play_line(why), []
            if d.exit_edge is not None:
                return True, translate("Board", "Advance off the {edge} edge").format(edge=d.exit_edge), []
            return True, translate("Board", "Advance to {hex}").format(hex=d.target), []
        if len(d.path) < 2 and d.exit_edge is None:
            return True, "", []
        plan = s.plan_move(d.ids, d.path[1:], d.exit_edge)
        mp = f"{plan.cost:g} / {plan.budget:g} MP"
        if plan.legal:
            note = mp
            if plan.exit_point is not None:
                note += " · " + translate("Board", "exit: {vp} VP").format(vp=plan.exit_point[2])
            if plan.mined_hexes:
                note += " · " + translate("Board", "mines!")
            return True, note, plan.steps
        return False, (f"{mp} · " if plan.steps else "") + play_line(plan.reason), plan.steps

    def finish_drag(self, d: DragState) -> ActionResult | None:
        """Drop: set up, Move along the path (or exit), Advance, or place a Sighting marker; during
        a card game, the answer to its decision (or the reason it is not one)."""
        s = self.session
        result: ActionResult | None = None
        if self.card_game is not None:
            if not self.card_game.drop(self, d):
                self.scene.sync()  # a refused drop puts the counters back where the state has them
                self.card_game.show_decision(self)
            return None
        if d.target is None and d.exit_edge is None:
            self.show_message(translate("Board", "Dropped off the map: nothing moved."), False)
        elif s.piece(d.ids[0]) is None:
            if d.target is not None and d.target != d.start:
                result = self.perform(s.place_sighting(d.ids[0], d.target))
        elif s.phase == "setup":
            if d.target is not None and d.target != d.start:
                result = self.perform(s.place(d.ids, d.target))
        elif d.advance:
            if d.exit_edge is not None:
                result = self.perform(s.advance(d.ids, exit_edge=d.exit_edge))
            elif d.target != d.start:
                result = self.perform(s.advance(d.ids, d.target))
        elif len(d.path) > 1 or d.exit_edge is not None:
            result = self.perform(s.move(d.ids, d.path[1:], d.exit_edge))
        self.scene.sync()  # a refused drop puts the counters back where the state has them
        return result

    # ------------------------------------------------------------------ placing from the setup panel
    def arm(self, piece_id: str) -> None:
        """Pick a waiting unit or Sighting marker: the next hex clicked receives it."""
        self.armed = piece_id
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self._show_selection()

    def disarm(self) -> None:
        self.armed = None
        self.view.viewport().unsetCursor()
        self._show_selection()

    def place_armed(self, hex_id: str) -> ActionResult | None:
        """Set up (setup), bring in an arrived reinforcement (play) or place a Sighting marker."""
        pid = self.armed
        self.disarm()
        if pid is None:
            return None
        if self.card_game is not None:
            self.show_message(self.card_game.sandbox_tip(), False)
            return None
        s = self.session
        if s.piece(pid) is None:
            return self.perform(s.place_sighting(pid, hex_id))
        if s.phase == "setup":
            return self.perform(s.place(pid, hex_id))
        return self.perform(s.enter_reinforcement(pid, hex_id))

    # ------------------------------------------------------------------ tools
    def cancel_modes(self) -> None:
        self.disarm()
        self.view.mode = "select"
        self.act_los.setChecked(False)
        self.scene.clear_los()
        self.scene.clear_previews()

    def toggle_los(self, on: bool | None = None) -> None:
        on = self.act_los.isChecked() if on is None else on
        self.act_los.setChecked(on)
        self.view.mode = "los" if on else "select"
        if not on:
            self.scene.clear_los()
        else:
            self.show_message(translate("Board", "LOS / range: drag from one hex to another."), True)

    def probe_los(self, a: str, b: str) -> None:
        """Show LOS, hindrance (night included), range and the reason from hex ``a`` to ``b``."""
        ans = self.session.los(a, b)
        note = (f"{a}>{b} " + translate('Board', 'range') + f" {ans.range}: {ans.result}")
        if ans.hindrance:
            note += (" (" + translate('Board', 'hindrance') + f" {ans.hindrance})")
        if ans.height_fp:
            note += (" " + translate('Board', 'height') + f" {ans.height_fp:+d} FP")
        self.scene.show_los(a, b, ans.result, note, self.view.note_left(self.scene.hex_center(b)))
        why = "; ".join(ans.causes)
        self.show_message(note + (f" — {why}" if why else ""), ans.has_los)

    def fire_mode(self) -> None:
        if not self.scene.selection:
            self.show_message(translate("Board", "Select the firing pieces first (Ctrl+click adds one)."), False)
            return
        self.view.mode = "target"
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.show_message(translate("Board", "Fire: click the target hex (Esc cancels)."), True)

    def fire_at(self, hex_id: str) -> FireCalculatorDialog | None:
        return self.open_fire_dialog(self.scene.selection, hex_id)

    def open_fire_dialog(self, firing_ids: list[str], target_hex: str) -> FireCalculatorDialog | None:
        """The fire calculator for a group and target; shown without blocking the board. Pieces of
        a group that cannot reach the target (range, minimum range, LOS) drop out of it and the
        message line says which and why; only when none can reach is the whole fire refused."""
        s = self.session
        ids = [pid for pid in firing_ids if s.piece(pid) is not None]
        if not ids:
            self.show_message(translate("Board", "Select the firing pieces first."), False)
            return None
        left_out: list[str] = []
        if len(ids) > 1 and s.phase == "play" and s.board.contains(target_hex):
            able, out = self._able_to_fire(ids, target_hex)
            if able and out:  # when none can fire, the calculator shows why with them all
                ids, left_out = able, out
        if self.fire_dialog is not None:
            self.fire_dialog.close()
        dialog = FireCalculatorDialog(self, ids, target_hex, left_out=left_out)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.fire_dialog = dialog
        if left_out:
            self.show_message(dialog.left_out_text(), True)
        dialog.show()
        return dialog

    def _able_to_fire(self, ids: list[str], target_hex: str) -> tuple[list[str], list[str]]:
        """A selected stack fires with the pieces that can: those the session finds out of range,
        inside their minimum range or without LOS to the target (O27, 5, 16) and those with no FP
        of their own (a leader lends command instead, 3.3.1) are left out, each named by its
        counter with why, instead of the whole shot being refused."""
        s = self.session
        keep: list[str] = []
        out: list[str] = []
        for pid in ids:
            p = s.piece(pid)
            assert p is not None
            c = s.counter(p)
            if p.location != "map" or not p.hex or (c.kind != "weapon" and not s.is_unit(p)):
                keep.append(pid)  # the calculator says what is wrong with it
                continue
            v = s.view(pid)
            dist = s.board.grid.distance(p.hex, target_hex)
            name = piece_name(s, p)
            if s.fire_reach_problem(pid, target_hex):  # the rule is the session's; the words are the board's
                if dist > v.range:
                    out.append(translate("Board", "{piece} (range {range}, the target is {distance} hexes away)").format(
                        piece=name, range=v.range, distance=dist))
                elif dist < (side_stats(c, p.broken).range_min or 0):
                    out.append(translate("Board", "{piece} (minimum range {range}, the target is {distance} hexes away)").format(
                        piece=name, range=side_stats(c, p.broken).range_min, distance=dist))
                else:
                    los = s.los(p.hex, target_hex)
                    why = los.causes[0] if los.causes else ""
                    out.append(translate("Board", "{piece} (no LOS to {hex}{why})").format(
                        piece=name, hex=target_hex, why=f": {why}" if why else ""))
            elif v.fp <= 0 and not c.ordnance:
                out.append(translate("Board", "{piece} (no FP to fire with)").format(piece=name))
            else:
                keep.append(pid)
        return keep, out

    def toggle_scan(self) -> None:
        why = self.scene.map_item.set_show_scan(self.act_scan.isChecked())
        if why:
            self.act_scan.setChecked(False)
            self.show_message(why, False)

    def toggle_setup_areas(self) -> None:
        self.scene.show_setup_areas = self.act_areas.isChecked()
        self.scene.sync()

    # ------------------------------------------------------------------ history
    def undo(self) -> bool:
        """Undo through the document's stack, so the History dock and the dirty mark follow."""
        if self.card_game is not None:
            return self.card_game.undo(self)
        label = self.session.undo_label()
        if not self.document.undo_stack.canUndo():
            self.show_message(translate("Board", "Nothing to undo."), False)
            return False
        self.document.undo_stack.undo()
        self.show_message(translate("Board", "Undone: {what}").format(what=label), True)
        return True

    def redo(self) -> bool:
        if self.card_game is not None:
            self.show_message(self.card_game.sandbox_tip(), False)
            return False
        label = self.session.redo_label()
        if not self.document.undo_stack.canRedo():
            self.show_message(translate("Board", "Nothing to redo."), False)
            return False
        self.document.undo_stack.redo()
        self.show_message(translate("Board", "Redone: {what}").format(what=label), True)
        return True

    # ------------------------------------------------------------------ save and resume
    def save(self, path: str | Path | None = None) -> bool:
        """Write the playtest (atomic, with a backup); asks for a file the first time. Inside the
        window the window saves it (File › Save: the box's folder, a setup into its scenario). While
        a card game drives the board, the card game is saved instead."""
        if self.card_game is not None:
            return self.card_game.save(as_new=False)
        if self.shell is not None and path is None:
            saved = bool(self.shell.save_model(self.document))
            if saved and self.document.setup_target is None:  # a setup board says what went into its scenario
                self.show_message(translate("Board", "Saved {path}").format(path=self.path), True)
            return saved
        target = Path(path) if path is not None else self.path
        if target is None:
            return self.save_as()
        try:
            self.document.save(target)
        except OSError as exc:
            self.show_message(translate("Board", "Could not save {path}: {error}").format(path=target, error=exc.strerror or exc), False)
            return False
        self.show_message(translate("Board", "Saved {path}").format(path=target), True)
        self.titleChanged.emit(self.title())
        return True

    def save_as(self) -> bool:
        if self.card_game is not None:
            return self.card_game.save(as_new=True)
        if self.shell is not None:
            return bool(self.shell.save_model_as(self.document))
        start = str(self.path or save_folder(self.dataset) / f"{self.session.doc.id}.yaml")
        path, _ = QFileDialog.getSaveFileName(self, translate("Board", "Save playtest"), start, translate("Board", "Playtest (*.yaml *.yml)"))
        return self.save(path) if path else False

    def write_setup(self) -> bool:
        """The Setup panel's button: this setup into the scenario document (``setupwrite``)."""
        from .setupwrite import write_setup

        return write_setup(self)

    def resume(self, path: str | Path) -> bool:
        """Replace this board's session with a saved playtest; a bad file is one line, never a crash."""
        try:
            session = PlaytestSession.load(path, self.dataset)
        except SessionError as exc:
            self.show_message(translate("Board", "Cannot resume: {error}").format(error=exc), False)
            return False
        except OSError as exc:
            self.show_message(translate("Board", "Cannot resume: {error}").format(error=exc.strerror or exc), False)
            return False
        self.set_session(session, path)
        self.show_message(translate("Board", "Resumed {path}").format(path=path), True)
        return True

    def resume_dialog(self) -> bool:
        start = str(self.path.parent if self.path else save_folder(self.dataset))
        path, _ = QFileDialog.getOpenFileName(self, translate("Board", "Resume playtest"), start, translate("Board", "Playtest (*.yaml *.yml)"))
        return self.resume(path) if path else False

    # ------------------------------------------------------------------ dialogs
    def note_dialog(self) -> None:
        text, ok = QInputDialog.getText(self, translate("Board", "Note"), translate("Board", "Line for the action log:"))
        if ok:
            self.perform(self.session.note(text))

    def adjust_vp_dialog(self) -> None:
        sides = [side_name("japan"), side_name("allied")]
        who, ok = QInputDialog.getItem(self, translate("Board", "Adjust VP"), translate("Board", "Side gaining (negative: paying) VP:"), sides, 0, False)
        if not ok:
            return
        amount, ok = QInputDialog.getInt(self, translate("Board", "Adjust VP"), translate("Board", "VP:"), 1, -20, 20)
        if not ok:
            return
        reason, ok = QInputDialog.getText(self, translate("Board", "Adjust VP"), translate("Board", "Why:"))
        if ok:
            self.perform(self.session.adjust_vp("japan" if who == sides[0] else "allied", amount, reason))

    # ------------------------------------------------------------------ context menu
    def context_menu(self, hex_id: str | None, piece_id: str | None, pos: QPoint) -> None:
        menu = self.build_menu(hex_id, piece_id)
        if not menu.isEmpty():
            menu.exec(pos)

    def build_menu(self, hex_id: str | None, piece_id: str | None) -> QMenu:
        """The right-click menu for a piece and the hex under it (``menus.board_menu``)."""
        return board_menu(self, hex_id, piece_id)

    def _los_from(self, hex_id: str) -> None:
        self.toggle_los(True)
        self.view.los_start = None
        self.probe_los(hex_id, hex_id)
        self.show_message(translate("Board", "LOS / range from {hex}: drag from it to a target hex.").format(hex=hex_id), True)

    def piece_text(self, piece_id: str) -> str:
        """A piece as a prompt names it: its counter's name, and its hex when on the map."""
        p = self.session.piece(piece_id)
        if p is None:
            return translate("Board", "Sighting marker")
        return piece_name(self.session, p)

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001 (Qt override)
        self._unsubscribe()
        self.document.close()
        if self.fire_dialog is not None:
            self.fire_dialog.close()
        super().closeEvent(event)
