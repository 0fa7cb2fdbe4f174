"""The board handled as players expect: a drag moves the whole stack (Shift+drag one counter), one
undo step per drag; Fire with a stack drops the pieces that cannot reach the target and says why;
the fire dialog's range is the grid's range; the VP track reads at the panel's normal width."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from ccp_editor.gui.board import BoardWidget
from ccp_editor.gui.board.counters import short_name
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.fate import ScriptedRoller
from ccp_editor.play.session import PlaytestSession

RIDGE = "demo-ridge-line"
pytestmark = pytest.mark.skipif(demo_dataset_root() is None, reason="the demo data set is not present")
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds


def make_board(qtbot, session: PlaytestSession, ds: DataSet) -> BoardWidget:
    board = BoardWidget(session, ds)
    qtbot.addWidget(board)
    board.resize(1500, 950)
    board.show()
    qtbot.waitExposed(board)
    board.view.set_zoom(1.0)
    return board


def unplaced(s: PlaytestSession, side: str, kind: str, n: int = 0) -> str:
    return [p.id for p in s.units(side) if s.counter(p).kind == kind and p.location == "unplaced"][n]


def playing(ds: DataSet, placements: list[tuple[str, str, str]]) -> PlaytestSession:
    """A session in play with only the named units (side, kind, hex) on the map."""
    s = PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller([]), placed=False)
    for side, kind, hex_ in placements:
        assert s.place(unplaced(s, side, kind), hex_).ok
    assert s.start_play(force=True).ok
    return s


def stack_hex(ds: DataSet) -> tuple[str, str]:
    """A Japanese setup hex with an adjacent open-ground hex of the area (1 MP for any stack)."""
    probe = PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller([]), placed=False)
    area = set(probe.setup_area("japan"))
    for h in sorted(area):
        for n in probe.board.grid.neighbours(h).values():
            if n in area and probe.board.info(n).terrain == probe.board.info(h).terrain == "open_ground":
                return h, n
    pytest.skip("no two adjacent open hexes in the Japanese setup area")


def drag(board: BoardWidget, piece_id: str, to_hex: str, modifier=NO_MOD) -> None:
    """Press on a counter (its stack fanned out under the mouse first), move to a hex, release there."""
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.counters[piece_id].scenePos())
    QTest.mouseMove(viewport, board.view.piece_point(piece_id))  # hovering spreads the stack
    QTest.mousePress(viewport, LEFT, modifier, board.view.piece_point(piece_id))
    mid = (board.view.piece_point(piece_id) + board.view.viewport_point(to_hex)) / 2
    QTest.mouseMove(viewport, mid)
    QTest.mouseMove(viewport, board.view.viewport_point(to_hex))
    QTest.mouseRelease(viewport, LEFT, modifier, board.view.viewport_point(to_hex))


# ----------------------------------------------------------------------------- 1. dragging stacks


def test_a_drag_moves_the_whole_stack_in_one_undo_step(qtbot, ds: DataSet) -> None:
    a, b = stack_hex(ds)
    s = playing(ds, [("japan", "squad", a), ("japan", "team", a), ("japan", "leader", a), ("allied", "squad", "H9")])
    board = make_board(qtbot, s, ds)
    stack = sorted(u.id for u in s.units_at(a, "japan"))
    assert len(stack) == 3
    team = next(u.id for u in s.units_at(a) if s.counter(u).kind == "team")
    steps = board.document.undo_stack.count()
    drag(board, team, b)
    assert sorted(u.id for u in s.units_at(b, "japan")) == stack, board.message_text()
    assert not s.units_at(a)
    for pid in stack:  # the counters stand where the state has them
        assert board.scene.hex_at(board.scene.counters[pid].scenePos()) == b
    assert board.document.undo_stack.count() == steps + 1  # one Move, one undo step
    board.act_undo.trigger()
    assert sorted(u.id for u in s.units_at(a, "japan")) == stack


def test_shift_drag_takes_one_counter_out_of_the_stack(qtbot, ds: DataSet) -> None:
    a, b = stack_hex(ds)
    s = playing(ds, [("japan", "squad", a), ("japan", "team", a), ("allied", "squad", "H9")])
    board = make_board(qtbot, s, ds)
    team = next(u.id for u in s.units_at(a) if s.counter(u).kind == "team")
    squad = next(u.id for u in s.units_at(a) if s.counter(u).kind == "squad")
    steps = board.document.undo_stack.count()
    drag(board, team, b, SHIFT)
    assert s.piece(team).hex == b and s.piece(squad).hex == a, board.message_text()
    assert board.document.undo_stack.count() == steps + 1


def test_in_setup_a_drag_moves_the_stack_and_shift_one_counter(qtbot, ds: DataSet) -> None:
    a, b = stack_hex(ds)
    s = PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller([]), placed=False)
    squad, team = unplaced(s, "japan", "squad"), unplaced(s, "japan", "team")
    assert s.place([squad, team], a).ok
    board = make_board(qtbot, s, ds)
    steps = board.document.undo_stack.count()
    drag(board, squad, b)
    assert s.piece(squad).hex == b and s.piece(team).hex == b, board.message_text()
    assert board.document.undo_stack.count() == steps + 1
    drag(board, team, a, SHIFT)
    assert s.piece(team).hex == a and s.piece(squad).hex == b, board.message_text()


def test_the_selection_hint_names_the_modifier(qtbot, ds: DataSet) -> None:
    a, _b = stack_hex(ds)
    s = playing(ds, [("japan", "squad", a), ("allied", "squad", "H9")])
    board = make_board(qtbot, s, ds)
    board.click_piece(None, False)
    assert "Shift+drag: that counter alone" in board.selection_label.text()


def test_a_selected_pair_drags_without_the_rest_of_the_stack(qtbot, ds: DataSet) -> None:
    a, b = stack_hex(ds)
    s = playing(ds, [("japan", "squad", a), ("japan", "team", a), ("japan", "leader", a), ("allied", "squad", "H9")])
    board = make_board(qtbot, s, ds)
    by_kind = {s.counter(u).kind: u.id for u in s.units_at(a)}
    board.scene.set_selection([by_kind["squad"], by_kind["leader"]])
    drag(board, by_kind["squad"], b)
    assert {s.piece(by_kind["squad"]).hex, s.piece(by_kind["leader"]).hex, s.piece(by_kind["team"]).hex} == {b, a}
    assert s.piece(by_kind["team"]).hex == a and s.piece(by_kind["leader"]).hex == b


# ----------------------------------------------------------------------------- 2. fire with a stack


def _fire_case(ds: DataSet) -> tuple[PlaytestSession, str, str, str]:
    """A Japanese squad and team in adjacent hexes and an Allied squad the squad reaches and the
    team does not (out of range or without LOS)."""
    probe = PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller([]), placed=False)
    grid = probe.board.grid
    area = set(probe.setup_area("japan"))
    target = "K9"
    for sq_hex in sorted(area, key=lambda h: grid.distance(h, target)):
        for tm_hex in grid.neighbours(sq_hex).values():
            if tm_hex not in area or grid.distance(tm_hex, target) <= grid.distance(sq_hex, target):
                continue
            s = playing(ds, [("japan", "squad", sq_hex), ("japan", "team", tm_hex), ("allied", "squad", target)])
            squad, team = s.units_at(sq_hex)[0].id, s.units_at(tm_hex)[0].id
            if not s.fire_reach_problem(squad, target) and s.fire_reach_problem(team, target):
                return s, squad, team, target
    pytest.skip("no firing position found")


def test_fire_with_a_stack_drops_the_pieces_that_cannot_reach_and_says_why(qtbot, ds: DataSet) -> None:
    s, squad, team, target = _fire_case(ds)
    board = make_board(qtbot, s, ds)
    board.scene.set_selection([squad, team])
    board.act_fire.trigger()
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, _vp(board, target))
    dialog = board.fire_dialog
    assert dialog is not None and dialog.firing_ids == [squad]
    assert dialog.plan is not None and dialog.plan.legal, dialog.plan.reason
    assert s.fire_reach_problem(team, target)
    message = board.message_text()
    named = f"{short_name(s.counter(s.piece(team)))} in {s.piece(team).hex}"  # by counter name, not id
    assert message.startswith("Left out of the fire group") and named in message and team not in message
    assert ("hexes away" in message) or ("no LOS to" in message)  # and why
    assert dialog.dropped_label.isVisible() and dialog.dropped_label.text() == message
    assert dialog.roll_button.isEnabled()


def _vp(board: BoardWidget, hex_id: str) -> QPoint:
    board.view.centerOn(board.scene.hex_center(hex_id))
    return board.view.viewport_point(hex_id)


def _shown_range(dialog) -> str:
    m = re.search(r"\(range ([0-9?\-]+)", dialog.header.text())
    assert m, dialog.header.text()
    return m.group(1)


def test_the_fire_dialog_range_is_the_grid_range_in_every_case(qtbot, ds: DataSet) -> None:
    """Single pieces at 0..12 hexes, ordnance (a mortar, whose Targeting roll must beat the range,
    O27.2), refused shots (out of range, minimum range, no LOS, ordnance in a group), and two- and
    three-hex fire groups: the header and each row show the rules' range, the hexes counted up to
    and including the target (10.6), which is the grid distance."""
    s = PlaytestSession.create(ds.scenarios[RIDGE], ds, roller=ScriptedRoller([]), placed=False)
    # a chain of hexes D8-D7-D6 in LOS of D9 (checked below through legal plans)
    for uid, hex_ in (("J01", "D8"), ("J02", "D7"), ("J07", "D6"), (unplaced(s, "allied", "squad"), "D9")):
        assert s.place(uid, hex_).ok
    assert s.start_play(force=True).ok
    board = make_board(qtbot, s, ds)
    grid = s.board.grid
    squad, team, mortar = "J01", "J02", "J07w"
    assert s.piece(mortar).hex == "D6" and s.counter(s.piece(mortar)).ordnance
    seen = set()
    targets = [h for h in grid.hex_ids if grid.distance("D8", h) <= 12]
    groups = ([squad], [team], [mortar], [squad, team], [squad, team, "J07"], [squad, mortar])
    for hex_, group in itertools.product(targets[::7] + ["D8", "D9", "D7"], groups):
        dialog = board.open_fire_dialog(group, hex_)
        assert dialog is not None
        ranges = sorted({grid.distance(s.piece(pid).hex, hex_) for pid in dialog.firing_ids})
        want = str(ranges[0]) if len(ranges) == 1 else f"{ranges[0]}-{ranges[-1]}"
        assert _shown_range(dialog) == want, (group, hex_, dialog.header.text())
        for row, pid in enumerate(dialog.firing_ids):
            assert dialog.firing_table.item(row, 3).text() == str(grid.distance(s.piece(pid).hex, hex_))
        seen.add((dialog.plan.legal, len(ranges)))
        dialog.close()
    assert {(False, 1), (False, 2), (True, 1), (True, 2), (True, 3)} <= seen  # refused shots show their true range too
    for a, b in itertools.product(["D8", "D6"], targets[::9]):  # the LOS / range tool agrees
        board.probe_los(a, b)
        assert f"{a}>{b} range {grid.distance(a, b)}:" in board.message_text()


# ----------------------------------------------------------------------------- 3. the VP track


def _ink_rows(image: QImage, rect, ink: QColor) -> int:
    rows = 0
    for y in range(int(rect.top()), int(rect.bottom()) + 1):
        for x in range(int(rect.left()), int(rect.right()) + 1):
            c = image.pixelColor(x, y)
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) < 90:
                rows += 1
                break
    return rows


@pytest.mark.parametrize("vp", [2, -7, 10])
def test_vp_marker_digits_are_readable_at_the_panel_width(qtbot, ds: DataSet, vp: int) -> None:
    """At 1280x800 in the Play layout the panel is about 340 px wide: the marker's digits measure
    at least 9 px tall (they measured about 4 px before)."""
    from ccp_editor.gui.board.style import ink_for

    s = playing(ds, [("japan", "squad", "K8"), ("allied", "squad", "K9")])
    assert s.adjust_vp("japan" if vp > 0 else "allied", abs(vp), "test").ok
    board = make_board(qtbot, s, ds)
    strip = board.tracks.strip
    strip.resize(340, strip.height())
    image = strip.grab().toImage()
    rect = strip.vp_marker_rect()
    holder = "japan" if vp > 0 else "allied"
    ink = ink_for(strip.colours[holder])
    height = _ink_rows(image, rect.adjusted(2, 2, -2, -2), ink)
    print(f"VP {vp}: digit height {height} px, marker {rect.width():.0f} px wide")
    assert height >= 9, height
    assert rect.width() >= 13
