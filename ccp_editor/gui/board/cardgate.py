"""The board during a card game: it obeys the cards.

While a card game runs, the embedded board is no sandbox: a drag moves units only when it answers
the pending decision (the destination of an activated Move or Advance, or the activation of the
dragged stack for the order just played, O20/O22/O29); any other drag is refused with the reason on
the message line. The sandbox controls (setup, dice, markers, track edits, free fire and the board's
own history) are disabled with a tooltip; Undo is the card game's, which keeps the "no undo past a
revealed card" option. Leaving or finishing the game gives the sandbox back (``BoardWidget.set_card_game``).

Which option a drag answers is decided by ``play.hotseat.board_answer`` (no Qt); this module words it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QColor

from ...play.hotseat import BoardAnswer, board_answer, drag_moves
from ...play.naming import names
from ..i18n import translate
from ..i18n.logline import play_line
from .mapchoice import MapChoice
from .scene import Z_HIGHLIGHT, HexShadeItem
from .style import MOVE_OK

FIRING = QColor("#e08a00")  # hexes that may fire (amber)
PICKED = QColor("#1e88e5")  # the firing group picked so far (the selection's blue)
TARGET = QColor("#c62828")  # the hexes the picked group may fire at (red)

if TYPE_CHECKING:
    from ...play.decisions import Decision
    from ...play.session import PlaytestSession
    from .host import DragState
    from .scene import BoardScene


class BoardWidget(Protocol):
    """What the gate uses of the board (``widget.BoardWidget``, which imports this module)."""

    scene: BoardScene

    @property
    def session(self) -> PlaytestSession: ...

    def show_message(self, text: str, ok: bool = True) -> None: ...


class CardTable(Protocol):
    """What the gate needs of the card game's window (``HotseatWidget``)."""

    @property
    def asked(self) -> Decision | None: ...

    @property
    def thinking(self) -> bool: ...

    def screen_hidden(self) -> bool: ...

    def answer(self, index: int) -> None: ...

    def take_back(self, count: int) -> None: ...

    def undo_answer(self) -> bool: ...

    def can_undo_answer(self) -> bool: ...

    def save_game(self, as_new: bool) -> bool: ...

    def offer(self, indices: list[int]) -> None: ...


class ChoiceMarks:
    """The firing group picked and its legal targets, over the board's own highlight."""

    def __init__(self, scene: BoardScene) -> None:
        self.picked = HexShadeItem(scene.grid, Z_HIGHLIGHT + 0.2)
        self.targets = HexShadeItem(scene.grid, Z_HIGHLIGHT + 0.1)
        scene.addItem(self.picked)
        scene.addItem(self.targets)

    def show(self, picked: list[str], targets: list[str]) -> None:
        for item, hexes, colour, alpha in ((self.picked, picked, PICKED, 120), (self.targets, targets, TARGET, 90)):
            fill = QColor(colour)
            fill.setAlpha(alpha)  # stronger than the candidates' tint: what is picked and where it can fire
            item.set_hexes(hexes, fill, colour)


def marks_of(scene: BoardScene) -> ChoiceMarks:
    marks = getattr(scene, "choice_marks", None)
    if marks is None:
        marks = ChoiceMarks(scene)
        scene.choice_marks = marks  # type: ignore[attr-defined]
    return marks


def side_player(side: str) -> str:
    """"the Japanese player", "the Allied player", translated."""
    return translate("CardGameBoard", "the Japanese player") if side == "japan" else translate("CardGameBoard", "the Allied player")


def _order_word(order: str) -> str:
    return translate("PlayLog", order.capitalize())


SANDBOX_TIP = "Not during a card game: the cards decide this. Leave the card game to use the board as a sandbox."


class CardGameGate:
    """The board's drags answer the card game's decisions; everything else is refused."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self._choice: MapChoice | None = None
        self._hovered: str | None = None

    def choice(self, board: BoardWidget) -> MapChoice | None:
        """The clicks given on the map for the pending question (new for each question)."""
        d = self.decision
        if d is None:
            self._choice = None
        elif self._choice is None or self._choice.decision is not d or self._choice.session is not board.session:
            self._choice = MapChoice(board.session, d)
        return self._choice if self._choice is not None and self._choice.kind() else None

    def _not_a_target(self, board: BoardWidget, c: MapChoice, hex_id: str) -> bool:
        """A click on an enemy hex the picked group may not fire at: why, in the session's words (O27:
        range, LOS, melee...), and nothing answered."""
        s = board.session
        d = c.decision
        if c.kind() != "fire" or not c.firing or not any(p.hex == hex_id and p.side != d.side for p in s.pieces_at(hex_id)):
            return False
        group = c.group_pieces()
        plan = s.plan_fire(group, hex_id, detail=False) if group else None
        why = play_line(plan.reason) if plan is not None and not plan.legal and plan.reason else translate(
            "CardGameBoard", "this Fire order offers no attack on it")
        board.show_message(translate("CardGameBoard", "{hexes} cannot fire at {hex}: {why}.").format(
            hexes=", ".join(sorted(c.firing)), hex=hex_id, why=why), False)
        return True

    def hover(self, board: BoardWidget, hex_id: str | None) -> None:
        """Before any firing hex is picked, the mouse over one shows the targets it may fire at alone
        (a preview: nothing is picked until the click)."""
        if hex_id == self._hovered:
            return
        self._hovered = hex_id
        c = self.choice(board) if not self.table.screen_hidden() else None
        if c is None or c.kind() != "fire" or c.firing:
            return
        alone = frozenset({hex_id}) if hex_id else frozenset()
        targets = sorted({f.target for f in c.fire_options() if f.hexes == alone})
        marks_of(board.scene).show([], targets)

    def fire_targets(self, board: BoardWidget) -> list[str]:
        c = self.choice(board)
        return c.targets() if c is not None and c.kind() == "fire" else []

    def click(self, board: BoardWidget, hex_id: str) -> bool:
        """A click on a hex: it picks or drops a firing hex, fires at a highlighted target, activates
        a Move or Advance stack, ends it on a highlighted destination, or answers a hex question
        (O22, O27, O29, A41). False when the click answers nothing (the board's own click then)."""
        if self.table.screen_hidden():
            return False
        c = self.choice(board)
        if c is None:
            return False
        kind = c.kind()
        what, indices = c.click(hex_id)
        if what == "none":
            return self._not_a_target(board, c, hex_id)
        d = c.decision
        if what == "group":
            self.table.offer([])  # a narrowed list (two ways to fire at one target) opens again
            self.show_decision(board)
            if c.firing:
                n = len(c.targets())
                board.show_message(translate("CardGameBoard", "Firing from {hexes}: click one of the {n} red target hexes "
                                             "(click another amber hex to add it to the group).").format(
                    hexes=", ".join(sorted(c.firing)), n=n) if n else translate(
                    "CardGameBoard", "Firing from {hexes}: add an adjacent amber hex to make a fire group.").format(
                    hexes=", ".join(sorted(c.firing))), True)
            else:
                board.show_message(translate("CardGameBoard", "Click the hex that fires (amber)."), True)
            return True
        if what == "choose":
            self.table.offer(indices)
            board.show_message(translate("CardGameBoard", "{n} ways to fire at {hex}: pick one beside the question.").format(
                n=len(indices), hex=hex_id) if kind == "fire" else translate(
                "CardGameBoard", "{n} answers name a unit in {hex}: pick one beside the question.").format(n=len(indices), hex=hex_id), True)
            return True
        label = d.options[indices[0]].label
        self.table.answer(indices[0])
        board.show_message(translate("CardGameBoard", "Answered: {option}").format(option=play_line(label)), True)
        return True

    # ------------------------------------------------------------------ the decision shown
    @property
    def decision(self) -> Decision | None:
        return self.table.asked

    def sandbox_tip(self) -> str:
        return translate("CardGameBoard", SANDBOX_TIP)

    def save(self, as_new: bool = False) -> bool:
        """The board's Save and Save As save the card game while it runs (not the board's position)."""
        return self.table.save_game(as_new)

    def reason(self, board: BoardWidget, answer: BoardAnswer, ids: list[str], target: str | None) -> str:
        """Why a drag does not answer the pending decision, as a player reads it."""
        d = self.decision
        s = board.session
        pieces = names(s, [p for p in (s.piece(i) for i in ids) if p is not None]) or translate("CardGameBoard", "These pieces")
        if d is None and self.table.thinking:
            return translate("CardGameBoard", "The automatic side is answering: the pieces move when it has.")
        if answer.why == "over" or d is None:
            return translate("CardGameBoard", "The game is over: the pieces stay where the cards left them.")
        order = _order_word(d.order) if d.order else ""
        if answer.why == "order":
            return translate("CardGameBoard", "It is {player}'s turn: play an order first (a Move or Advance card lets you "
                             "drag the units it activates).").format(player=side_player(d.side))
        if answer.why == "not_activated":
            moving = names(s, [p for p in (s.piece(i) for i in d.pieces) if p is not None])
            return translate("CardGameBoard", "Only the units activated for this {order} move now: {pieces}.").format(
                order=order, pieces=moving)
        if answer.why == "not_activable":
            return translate("CardGameBoard", "{pieces} cannot be activated together for this {order}: drag a stack the list "
                             "offers (Shift+drag: one unit).").format(pieces=pieces, order=order)
        if answer.why == "not_destination":
            where = target or translate("CardGameBoard", "Off the map")
            return translate("CardGameBoard", "{hex} is not a destination of this {order}: drop the units on a hex the list "
                             "offers.").format(hex=where, order=order)
        return translate("CardGameBoard", "Answer the question on the right first: {prompt}").format(prompt=play_line(d.prompt))

    def _hidden(self, board: BoardWidget) -> bool:
        if not self.table.screen_hidden():
            return False
        d = self.decision
        who = side_player(d.side) if d is not None else ""
        board.show_message(translate("CardGameBoard", "Pass the screen first: the board waits for {player}.").format(player=who), False)
        return True

    # ------------------------------------------------------------------ drags
    def drag_group(self, board: BoardWidget, piece_id: str, default: list[str]) -> list[str]:
        """The units a drag moves now: the activated ones for a destination, the board's stack
        for an activation; none (with the reason shown) when no drag answers the decision."""
        if self._hidden(board):
            return []
        d = self.decision
        moving = drag_moves(d)
        if moving is not None:
            s = board.session
            p = s.piece(piece_id)
            carrier = s.carrier_of(piece_id) if p is not None and not s.is_unit(p) else p
            active = [q for q in (s.piece(i) for i in moving) if q is not None and q.location == "map"]
            # a counter of the activated units' stack grabs them (the others there stay)
            if carrier is not None and active and (carrier.id in moving or (carrier.hex == active[0].hex and carrier.side == active[0].side)):
                return [q.id for q in active]
            board.show_message(self.reason(board, BoardAnswer(why="not_activated"), default, None), False)
            return []
        answer = board_answer(d, default, None, None)
        if answer.ok or answer.why == "not_activable":
            return default  # an activation: which stack is known at the drop
        board.show_message(self.reason(board, answer, default, None), False)
        return []

    def preview(self, board: BoardWidget, d: DragState, sandbox: tuple[bool, str, list[tuple[str, float]]]
                ) -> tuple[bool, str, list[tuple[str, float]]]:
        """The drop's note: the option it would pick, or why it would be refused."""
        answer = board_answer(self.decision, d.ids, d.target, d.exit_edge)
        _legal, note, steps = sandbox
        if answer.then_destination:
            return _legal, note, steps  # the destination is asked once the stack is activated
        if answer.index is not None and self.decision is not None:
            return True, play_line(self.decision.options[answer.index].label), steps
        return False, self.reason(board, answer, d.ids, d.target), steps

    def drop(self, board: BoardWidget, d: DragState) -> bool:
        """Answer the decision with the drop (activation first when needed); False if refused."""
        ids, target, edge = d.ids, d.target, d.exit_edge
        answer = board_answer(self.decision, ids, target, edge)
        if not answer.ok:
            board.show_message(self.reason(board, answer, ids, target), False)
            return False
        assert answer.index is not None
        if not answer.then_destination:
            label = self.decision.options[answer.index].label if self.decision is not None else ""
            self.table.answer(answer.index)
            board.show_message(translate("CardGameBoard", "Answered: {option}").format(option=play_line(label)), True)
            return True
        self.table.answer(answer.index)  # the stack is activated; its destination is the next question
        follow = self.decision
        if follow is None or drag_moves(follow) is None or not set(ids) & set(follow.pieces):
            board.show_message(translate("CardGameBoard", "Activated; this order had a single destination."), True)
            return True
        second = board_answer(follow, ids, target, edge)
        if not second.ok:
            why = self.reason(board, second, ids, target)
            self.table.take_back(1)  # nothing was revealed between the activation and its destination
            board.show_message(why, False)
            return False
        assert second.index is not None
        label = follow.options[second.index].label
        self.table.answer(second.index)
        board.show_message(translate("CardGameBoard", "Answered: {option}").format(option=play_line(label)), True)
        return True

    def destinations(self) -> list[str]:
        """The hexes the pending Move or Advance may end in (empty for any other decision)."""
        d = self.decision
        if d is None or drag_moves(d) is None:
            return []
        return [h for h in (o.value[0] if d.order == "move" else o.value for o in d.options) if h != "exit"]

    def show_decision(self, board: BoardWidget) -> None:
        """On the board, what the pending Move or Advance asks: its units selected, the hexes they
        may end in highlighted (after every redraw, so a refused drop shows them again)."""
        d = self.decision
        moving = drag_moves(d)
        marks = marks_of(board.scene)
        c = self.choice(board)
        hidden = self.table.screen_hidden()
        kind = c.kind() if c is not None and not hidden else ""
        if c is not None and kind == "fire":
            firing = {h for f in c.fire_options() for h in f.hexes}  # the others too: a click there starts that group
            board.scene.show_hexes(sorted(firing - c.firing), FIRING)
            marks.show(sorted(c.firing), c.targets())
            return
        marks.show([], [])
        if c is not None and kind == "activate":
            board.scene.show_hexes(sorted(c.activations()), MOVE_OK)
            return
        if c is not None and kind == "hex":
            board.scene.show_hexes(sorted(c.hex_options()), FIRING)
            return
        if c is not None and kind == "piece":
            board.scene.show_hexes(sorted(c.piece_options()), FIRING)
            return
        if moving is None or hidden:
            return
        board.scene.set_selection([i for i in moving if i in board.scene.counters])
        board.scene.show_hexes(self.destinations(), MOVE_OK)

    def hint(self, board: BoardWidget) -> str:
        """The line under the tracks: what the board can do now."""
        d = self.decision
        if d is not None and drag_moves(d) is not None and not self.table.screen_hidden():
            s = board.session
            return translate("CardGameBoard", "{order}: click a highlighted hex or drag {pieces} there (or pick the hex in the list).").format(
                order=_order_word(d.order), pieces=names(s, [p for p in (s.piece(i) for i in d.pieces) if p is not None]))
        c = self.choice(board) if not self.table.screen_hidden() else None
        kind = c.kind() if c is not None else ""
        if kind == "fire":
            return translate("CardGameBoard", "Fire: click the hex that fires (amber; more adjacent hexes make a fire group), "
                             "then one of its targets (red).")
        if kind == "activate":
            return translate("CardGameBoard", "{order}: click the units' hex (green) or drag them to where they go.").format(
                order=_order_word(d.order) if d is not None else "")
        if kind == "hex":
            return translate("CardGameBoard", "Click one of the highlighted hexes (or pick it in the list).")
        if kind == "piece":
            return translate("CardGameBoard", "Click the hex of the unit you choose (highlighted), or pick it in the list.")
        return translate("CardGameBoard", "The cards decide: give orders and answer on the right; when a Move or Advance "
                         "asks where to go, drag its units here. Right-click a hex for LOS.")

    # ------------------------------------------------------------------ history
    def undo(self, board: BoardWidget) -> bool:
        if self.table.undo_answer():
            board.show_message(translate("CardGameBoard", "The last answer is undone."), True)
            return True
        board.show_message(translate("CardGameBoard", "Nothing to undo: no answer yet, or a card has been revealed since "
                                     "(this game counts)."), False)
        return False

    def can_undo(self) -> bool:
        return self.table.can_undo_answer()
