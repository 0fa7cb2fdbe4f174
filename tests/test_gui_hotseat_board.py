"""The board during a card game obeys the cards (O20, O22, O29): a drag is refused outside a
decision it can answer, accepted as the destination of an activated Move; the sandbox controls are
off while the game runs and back once it is left."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.gui.board.widget import BoardWidget
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.hotseat import HotseatSession
from ccp_editor.play.turn import CardGame

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


class _Stop(Exception):  # noqa: N818
    pass


def answers_to(ds: DataSet, stop, seed: int, limit: int = 400) -> list[int] | None:  # noqa: ANN001
    """Answers from the start (Move cards played whenever one can be) until ``stop(decision)``."""
    rng = random.Random(seed)
    answers: list[int] = []

    class Recorder:
        name = "recorder"

        def choose(self, d) -> int:  # noqa: ANN001
            if stop(d):
                raise _Stop
            if len(answers) >= limit:
                raise _Stop
            moves = [i for i, o in enumerate(d.options) if d.kind == "order" and isinstance(o.value, tuple) and o.value[1] == "move"]
            answers.append(moves[0] if moves else rng.randrange(len(d.options)))
            return answers[-1]

    found = []
    try:
        CardGame.create(ds.scenarios["demo-ridge-line"], ds, {"japan": Recorder(), "allied": Recorder()}, seed=seed).run()
    except _Stop:
        found.append(True)
    return answers if found and len(answers) < limit else None


def at(ds: DataSet, stop) -> HotseatWidget:  # noqa: ANN001
    for seed in range(1, 20):
        answers = answers_to(ds, stop, seed)
        if answers is not None:
            session = HotseatSession(ds.scenarios["demo-ridge-line"], ds, seed=seed)
            session.replay(list(answers))
            w = HotseatWidget(session)
            if w.stack.currentIndex() == 0:
                QTest.mouseClick(w.pass_button, LEFT)
            return w
    raise AssertionError("no game reached the decision")


def drag(board: BoardWidget, piece_id: str, to_hex: str) -> None:
    """Press on a counter (its stack fanned out first), move to a hex, release there."""
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.counters[piece_id].scenePos())
    QTest.mouseMove(viewport, board.view.piece_point(piece_id))
    QTest.mousePress(viewport, LEFT, NO_MOD, board.view.piece_point(piece_id))
    mid = (board.view.piece_point(piece_id) + board.view.viewport_point(to_hex)) / 2
    QTest.mouseMove(viewport, mid)
    QTest.mouseMove(viewport, board.view.viewport_point(to_hex))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, board.view.viewport_point(to_hex))


def _neighbour(board: BoardWidget, hex_id: str) -> str:
    s = board.session
    return next(h for h in sorted(s.board.grid.neighbours(hex_id).values()) if s.board.contains(h))


def test_a_drag_outside_any_decision_is_refused_with_the_reason(qtbot, demo_ds: DataSet) -> None:
    w = at(demo_ds, lambda d: d.kind == "order")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    d = w.snap.decision
    assert d is not None and d.kind == "order"
    s = w.board.session
    unit = next(u for u in s.units(d.side, "map"))
    start = unit.hex
    answers = list(w.session.answers)
    drag(w.board, unit.id, _neighbour(w.board, start))
    assert s.piece(unit.id).hex == start  # nothing moved
    assert w.session.answers == answers  # and nothing was answered
    side = "Japanese" if d.side == "japan" else "Allied"
    assert f"It is the {side} player's turn: play an order first" in w.board.message_text()
    # the counter is drawn back in its hex, where the state has it
    assert w.board.scene.counters[unit.id].hex == start


def test_a_drag_answers_the_destination_of_an_activated_move(qtbot, demo_ds: DataSet) -> None:
    w = at(demo_ds, lambda d: d.kind == "destination" and d.order == "move"
           and sum(1 for o in d.options if o.value[0] != "exit") >= 2)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    d = w.snap.decision
    assert d.kind == "destination" and d.pieces
    s = w.board.session
    mover = s.piece(d.pieces[0])
    start = mover.hex
    dests = [o.value[0] for o in d.options if o.value[0] != "exit"]
    # an enemy unit cannot be dragged while the Move waits for its destination
    enemy = next(u for u in s.units("allied" if d.side == "japan" else "japan", "map"))
    drag(w.board, enemy.id, _neighbour(w.board, enemy.hex))
    assert "Only the units activated for this Move move now" in w.board.message_text()
    assert w.snap.decision is d
    # a hex the Move cannot reach is refused, naming it
    far = next(h for h in sorted(s.board.hexes) if h not in dests and h != start and s.board.contains(h)
               and s.board.grid.distance(h, start) > 8)
    drag(w.board, mover.id, far)
    assert f"{far} is not a destination of this Move" in w.board.message_text()
    assert w.snap.decision is d
    # a destination the list offers is the answer: the game goes on from there
    target = dests[-1]
    n = len(w.session.answers)
    drag(w.board, mover.id, target)
    assert len(w.session.answers) == n + 1
    assert w.session.answers[-1] == next(i for i, o in enumerate(d.options) if o.value[0] == target)
    moved = w.snap.game.s.piece(mover.id)
    assert moved.location != "map" or moved.hex != start  # it moved (or fell to Op Fire on the way)
    assert "move to" in w.board.message_text()


def test_sandbox_controls_are_off_during_the_card_game_and_back_after(qtbot, demo_ds: DataSet) -> None:
    w = at(demo_ds, lambda d: d.kind == "order")
    qtbot.addWidget(w)
    b = w.board
    sandbox = [b.act_end_turn, b.act_end_game, b.act_vp, b.act_note, b.act_fire, b.act_resume, b.act_redo]
    panels = [b.setup_panel, b.fate.roll_button, b.fate.hex_button, b.fate.time_button, *b.tracks.hand_spins.values()]
    assert not any(a.isEnabled() for a in sandbox)
    assert not any(p.isEnabled() for p in panels)
    assert "Not during a card game" in b.act_end_turn.toolTip()
    assert "Not during a card game" in b.fate.roll_button.toolTip()
    assert b.act_los.isEnabled() and b.act_zoom_in.isEnabled()  # looking at the board stays
    menu = b.build_menu(b.session.units("japan", "map")[0].hex, None)
    texts = [a.text() for a in menu.actions() if a.text()]
    assert "Break" not in texts and not any("Markers" in t for t in texts)
    # leaving the card game gives the sandbox back, with its own tooltips
    QTest.mouseClick(w.leave_button, LEFT)
    assert b.card_game is None
    assert b.act_end_turn.isEnabled() and b.act_vp.isEnabled() and b.fate.roll_button.isEnabled()
    assert b.setup_panel.isEnabled() and all(sp.isEnabled() for sp in b.tracks.hand_spins.values())
    assert "Not during a card game" not in b.fate.roll_button.toolTip()
    assert not w.choose_button.isEnabled()
    # and coming back puts the cards in charge again, on the position they reached
    QTest.mouseClick(w.leave_button, LEFT)
    assert b.card_game is not None and not b.act_end_turn.isEnabled() and w.choose_button.isEnabled()


def test_the_board_undo_is_the_card_games_and_keeps_the_reveal_rule(qtbot, demo_ds: DataSet) -> None:
    w = at(demo_ds, lambda d: d.kind == "destination")
    qtbot.addWidget(w)
    n = len(w.session.answers)
    assert n > 0
    assert w.board.act_undo.isEnabled() == w.session.can_undo(w.snap)
    w.session.no_undo_past_reveal = True
    w.refresh()
    if not w.session.can_undo(w.snap):
        assert not w.board.undo() and "a card has been revealed" in w.board.message_text()
        assert len(w.session.answers) == n
    w.session.no_undo_past_reveal = False
    w.refresh()
    assert w.board.undo() and len(w.session.answers) == n - 1


def test_one_drag_activates_a_stack_for_the_move_and_answers_its_destination(qtbot, demo_ds: DataSet) -> None:
    """O20, O29: with a Move card just played, dragging a stack the activation offers activates it
    and moves it: two answers from one gesture."""
    w = at(demo_ds, lambda d: d.kind == "activate" and d.order == "move")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    d = w.snap.decision
    s = w.board.session
    for o in d.options:
        ids = list(o.value)
        group = w.board._stack_group(ids[0], single=False)  # a plain drag takes the stack
        if set(group) == set(ids):
            break
    else:
        raise AssertionError("no activation option is a stack the board drags")
    start = s.piece(ids[0]).hex
    target = next(h for h in sorted(s.reachable(ids)) if h not in ("exit", start))
    n = len(w.session.answers)
    drag(w.board, ids[0], target)
    assert len(w.session.answers) == n + 2, w.board.message_text()
    assert w.session.answers[n] == d.options.index(o)
    assert w.board.message_text().startswith("Answered: move to")


def test_every_destination_stays_highlighted_whichever_row_of_the_list_is_picked(qtbot, demo_ds: DataSet) -> None:
    """O29, O22: a Move's or an Advance's destinations are all shown on the board, as its hint says,
    while the player looks through the list."""
    for order in ("move", "advance"):
        w = at(demo_ds, lambda d, order=order: d.kind == "destination" and d.order == order)
        qtbot.addWidget(w)
        scene = w.board.scene
        wanted = w.gate.destinations()
        assert len(wanted) >= 2 and "highlighted hex" in w.decision_hint.text()
        for row in (0, w.options.count() - 1):
            w.options.setCurrentRow(row)
            shown = {h for h in wanted if scene.highlight._path.contains(scene.hex_center(h))}
            assert shown == set(wanted), (order, row)
            # the picked row's route is drawn from the units' hex to its destination, named as in the list
            d = w.snap.decision
            value = d.options[row].value
            dest = value[0] if order == "move" else value
            start = w.board.session.piece(d.pieces[0]).hex
            route = scene.path_item.points
            assert route[0] == scene.hex_center(start), (order, row)
            if dest != "exit":
                assert route[-1] == scene.hex_center(dest), (order, row)
            assert scene.path_item.note == d.options[row].label
            assert scene.sceneRect().contains(scene.path_item._note_rect)  # the label is never cut off


def test_destinations_are_listed_in_map_order(qtbot, demo_ds: DataSet) -> None:
    """A Move's destinations read as the map does: H6 before H10, never sorted as text."""
    w = at(demo_ds, lambda d: d.kind == "destination" and d.order == "move")
    qtbot.addWidget(w)
    hexes = [o.value[0] for o in w.snap.decision.options if o.value[0] != "exit"]
    order = w.board.session.board.grid.hex_order
    assert hexes == sorted(hexes, key=order.__getitem__) and len(hexes) >= 2
