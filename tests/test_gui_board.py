"""The playtest board driven through its real widgets offscreen: setup (click-to-place, auto-setup),
dragging counters with the MP shown, a refused move, fire with a scripted roll, taking an objective,
stacks fanning out, the LOS tool, the roller, undo/redo and save/resume."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ccp_editor.gui.board import BoardWidget
from ccp_editor.gui.board.integration import new_session
from ccp_editor.gui.board.panels import VP_SPAN
from ccp_editor.io.dataset import demo_dataset_root
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.fate import ScriptedRoller
from ccp_editor.play.naming import piece_name
from ccp_editor.play.session import PlaytestSession

RIDGE = "demo-ridge-line"
DEMO = demo_dataset_root()
pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


@pytest.fixture(scope="module")
def ds(demo_ds: DataSet) -> DataSet:
    return demo_ds  # the shared demo data set (conftest), loaded once per run


def make_board(qtbot, session: PlaytestSession, ds: DataSet) -> BoardWidget:
    board = BoardWidget(session, ds)
    qtbot.addWidget(board)
    board.resize(1500, 950)
    board.show()
    qtbot.waitExposed(board)
    board.view.set_zoom(1.0)
    return board


def fresh(ds: DataSet, cards: list | None = None, scenario: str = RIDGE) -> PlaytestSession:
    return PlaytestSession.create(ds.scenarios[scenario], ds, roller=ScriptedRoller(cards or []), placed=False)


def unit_of(s: PlaytestSession, side: str, kind: str, n: int = 0) -> str:
    return [p.id for p in s.units(side) if s.counter(p).kind == kind and p.location == "unplaced"][n]


def playing(ds: DataSet, placements: dict[str, str], cards: list | None = None) -> PlaytestSession:
    """A session in play with only the named units on the map (side:kind:n -> hex)."""
    s = fresh(ds, cards)
    for key, hex_ in placements.items():
        side, kind, n = key.split(":")
        assert s.place(unit_of(s, side, kind, int(n)), hex_).ok
    assert s.start_play(force=True).ok
    return s


def vp(board: BoardWidget, hex_id: str) -> QPoint:
    """Viewport point of a hex centre, after scrolling the hex into view."""
    board.view.centerOn(board.scene.hex_center(hex_id))
    return board.view.viewport_point(hex_id)


def drag(board: BoardWidget, piece_hex: str, hexes: list[str], modifier=NO_MOD) -> None:
    """Press on the stack in ``piece_hex``, pass over each hex of ``hexes``, release on the last."""
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.hex_center(piece_hex))
    QTest.mousePress(viewport, LEFT, modifier, board.view.viewport_point(piece_hex))
    for h in hexes:
        QTest.mouseMove(viewport, board.view.viewport_point(h))
    QTest.mouseRelease(viewport, LEFT, modifier, board.view.viewport_point(hexes[-1]))


def road_chain(s: PlaytestSession, area: list[str], length: int) -> list[str]:
    """``length`` hexes of the area linked by road across the hexsides they share (no bridge)."""
    grid, board = s.board.grid, s.board

    def road_sides(h: str) -> set[int]:
        return {d for f in board.info(h).features if f.type == "road" for d in f.hexsides}

    area_set = set(area)
    for start in area:
        chain = [start]
        while len(chain) < length:
            nxt = next((n for d in sorted(road_sides(chain[-1]))
                        if (n := grid.neighbour(chain[-1], d)) and n in area_set and n not in chain
                        and (d + 2) % 6 + 1 in road_sides(n) and board.info(n).terrain != "bridge"), None)
            if nxt is None:
                break
            chain.append(nxt)
        if len(chain) == length and board.info(start).terrain != "bridge":
            return chain
    pytest.skip("the demo map has no road of that length in the setup area")


# ----------------------------------------------------------------------------- setup


def test_auto_setup_both_sides_from_the_setup_panel(qtbot, ds: DataSet) -> None:
    s = fresh(ds)
    board = make_board(qtbot, s, ds)
    panel = board.setup_panel
    assert panel.lists["japan"].count() > 0 and panel.lists["allied"].count() > 0
    assert not board.scene.counters  # nothing on the map yet
    for side in ("japan", "allied"):
        qtbot.mouseClick(panel.auto_buttons[side], LEFT)
        assert board.last_result is not None and board.last_result.ok
    assert panel.lists["japan"].count() == 0 and panel.lists["allied"].count() == 0
    assert s.setup_problems("japan") == [] and s.setup_problems("allied") == []
    on_map = {p.id for p in s.doc.pieces if p.location == "map"} | {m.id for m in s.sighting_markers() if m.location == "map"}
    assert set(board.scene.counters) == on_map
    for pid, item in board.scene.counters.items():
        p = s.piece(pid)
        hex_ = p.hex if p is not None else next(m.hex for m in s.sighting_markers() if m.id == pid)
        assert board.scene.hex_at(item.scenePos()) == hex_, pid
    qtbot.mouseClick(panel.start_button, LEFT)
    assert s.phase == "play" and not panel.start_button.isVisible()
    assert "play" in board.tracks.status_label.text()


def test_click_to_place_refuses_overstacking_and_outside_the_area(qtbot, ds: DataSet) -> None:
    s = fresh(ds)
    board = make_board(qtbot, s, ds)
    lst = board.setup_panel.lists["japan"]
    area = s.setup_area("japan")
    hex_ = next(h for h in area if h not in set(s.setup_area("allied")) and not s.board.is_water(h))
    outside = next(h for h in s.board.grid.hex_ids if h not in set(area))

    def click_unit(uid: str) -> None:
        row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == uid)
        rect = lst.visualItemRect(lst.item(row))
        qtbot.mouseClick(lst.viewport(), LEFT, pos=rect.center())
        assert board.armed == uid

    sq1, sq2 = unit_of(s, "japan", "squad", 0), unit_of(s, "japan", "squad", 1)
    click_unit(sq1)
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, outside))
    assert "refused" in board.message_text() and "setup area" in board.message_text()
    assert s.piece(sq1).location == "unplaced" and board.armed is None
    click_unit(sq1)
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, hex_))
    assert s.piece(sq1).hex == hex_ and sq1 in board.scene.counters
    click_unit(sq2)
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, hex_))
    assert "overstacking" in board.message_text() and "15.2.3" in board.message_text()
    assert s.piece(sq2).location == "unplaced" and sq2 not in board.scene.counters


# ----------------------------------------------------------------------------- movement


def test_drag_a_squad_along_a_road_shows_the_mp(qtbot, ds: DataSet) -> None:
    probe = fresh(ds)
    chain = road_chain(probe, probe.setup_area("japan"), 4)
    s = playing(ds, {"japan:squad:0": chain[0]})
    board = make_board(qtbot, s, ds)
    squad = s.units_at(chain[0])[0].id
    budget = s.view(squad).movement
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.hex_center(chain[1]))
    QTest.mousePress(viewport, LEFT, NO_MOD, board.view.piece_point(squad))
    notes = []
    for h in chain[1:]:
        QTest.mouseMove(viewport, board.view.viewport_point(h))
        notes.append(board.view.drag_note())
    # No enemy sees the road: half an MP per hex (T94), shown while dragging.
    assert notes == [f"0.5 / {budget} MP", f"1 / {budget} MP", f"1.5 / {budget} MP"]
    assert board.scene.path_item.note == notes[-1]
    assert board.view.drag.reach  # the reachable hexes are highlighted
    QTest.mouseRelease(viewport, LEFT, NO_MOD, board.view.viewport_point(chain[-1]))
    assert s.piece(squad).hex == chain[-1]
    assert f"1.5 of {budget} MP" in board.message_text()
    assert board.scene.hex_at(board.scene.counters[squad].scenePos()) == chain[-1]
    assert board.scene.path_item.points == []  # previews cleared after the drop


@pytest.mark.parametrize(("modifier", "whole"), [(NO_MOD, True), (Qt.KeyboardModifier.ShiftModifier, False)])
def test_dragging_a_stack_moves_it_whole_and_shift_takes_one_counter(qtbot, ds: DataSet, modifier, whole: bool) -> None:
    s = playing(ds, {"japan:squad:0": "K8", "japan:leader:0": "K8"})
    board = make_board(qtbot, s, ds)
    stack = [p.id for p in s.units_at("K8")]
    target = next(h for h in sorted(s.board.grid.neighbours("K8").values()) if s.plan_move(stack, [h]).legal)
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.hex_center("K8"))
    pressed = board.scene.counter_at(board.scene.hex_center("K8")).piece_id  # the counter on top
    QTest.mousePress(viewport, LEFT, modifier, board.view.viewport_point("K8"))
    QTest.mouseMove(viewport, board.view.viewport_point(target))
    QTest.mouseRelease(viewport, LEFT, modifier, board.view.viewport_point(target))
    moved = {p.id for p in s.units_at(target)}
    assert moved == (set(stack) if whole else {pressed}), board.message_text()


def test_a_move_into_an_enemy_hex_is_refused_and_the_piece_goes_back(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "K8", "allied:squad:0": "K9"})
    board = make_board(qtbot, s, ds)
    squad = s.units_at("K8", "japan")[0].id
    before = board.scene.counters[squad].scenePos()
    drag(board, "K8", ["K9"])
    assert "refused" in board.message_text() and "enemy" in board.message_text()
    assert s.piece(squad).hex == "K8"
    assert board.scene.counters[squad].scenePos() == before
    assert not s.can_undo() or s.undo_label() != "Move"


def test_ctrl_drag_advances_into_the_enemy_hex_and_melee_resolves(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "K8", "allied:squad:0": "K9", "japan:team:0": "B2"}, cards=[(1, 1), (6, 6)])
    board = make_board(qtbot, s, ds)
    us = s.units_at("K9")[0].id
    drag(board, "K9", ["K8"], Qt.KeyboardModifier.ControlModifier)
    assert s.piece(us).hex == "K8" and "K8" in s.melee_hexes()
    assert "melee" in board.tracks.status_label.text()
    menu = board.build_menu("K8", None)
    melee = next(a for a in menu.actions() if a.text() == "Resolve melee")
    melee.trigger()
    assert board.last_result.ok and board.last_result.details["losers"] == ["japan"]
    assert not s.units_at("K8", "japan")


def test_hovering_a_stack_fans_it_out(qtbot, ds: DataSet) -> None:
    s = fresh(ds)
    assert s.auto_setup("japan").ok
    board = make_board(qtbot, s, ds)
    hex_ = next(h for h, ids in board.scene.stacks.items() if len(ids) >= 3)
    ids = board.scene.stacks[hex_]
    QTest.mouseMove(board.view.viewport(), vp(board, hex_))
    assert board.scene.fanned == hex_
    spots = {(round(board.scene.counters[p].pos().x()), round(board.scene.counters[p].pos().y())) for p in ids}
    assert len(spots) == len(ids)  # every counter of the stack shows on its own
    far = next(h for h in s.board.grid.hex_ids if s.board.grid.distance(h, hex_) >= 4 and h not in board.scene.stacks)
    QTest.mouseMove(board.view.viewport(), vp(board, far))
    assert board.scene.fanned is None


def test_a_press_on_a_marker_chit_pans_the_board_and_picks_no_counter(qtbot, ds: DataSet) -> None:
    """Objective chits lie under the mouse as often as counters do; a press on one used to take the
    whole application down (the chit's look shadowed the item's shape)."""
    s = fresh(ds)
    board = make_board(qtbot, s, ds)
    chit = next(i for i in board.scene.chits if board.scene.counter_at(i.scenePos()) is None)
    board.view.centerOn(chit.scenePos())
    point = board.view.mapFromScene(chit.scenePos())
    QTest.mousePress(board.view.viewport(), LEFT, NO_MOD, point)
    QTest.mouseRelease(board.view.viewport(), LEFT, NO_MOD, point)
    assert board.scene.items(chit.scenePos())[0] is chit
    assert board.scene.selection == []


# ----------------------------------------------------------------------------- fire, objectives, tracks


def _defense_roll(base: int, attack: int, want: str) -> tuple[int, int]:
    for total in range(2, 13):
        dt = base + total
        got = "eliminated" if dt * 2 <= attack else "broken" if dt < attack else "suppressed" if dt == attack else "unaffected"
        if got == want:
            return (1, total - 1) if total <= 7 else (6, total - 6)
    pytest.skip(f"no roll gives {want}")


def test_fire_with_a_scripted_roll_breaks_the_target_on_the_board(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    board = make_board(qtbot, s, ds)
    us = s.units_at("H9")[0].id
    target = s.units_at("H5")[0].id
    plan = s.plan_fire([us], "H5")
    assert plan.legal, plan.reason
    s.roller.extend([(6, 6), _defense_roll(plan.targets[0].defense_base, plan.total_fp + 12, "broken")])
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, "H9"))
    assert board.selection() == [us]
    board.act_fire.trigger()
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, "H5"))
    dialog = board.fire_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.terms["base"].text() == str(plan.base_fp)
    assert dialog.terms["total"].text().startswith(f"<b>{plan.total_fp}</b>")
    assert dialog.target_table.item(0, 4).text() == str(plan.targets[0].defense_base)
    assert not board.scene.counters[target].look.broken
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert s.piece(target).broken
    assert board.scene.counters[target].look.broken  # the counter shows its broken side
    assert "broken" in dialog.outcome.text() and not dialog.roll_button.isEnabled()
    assert board.fate.events.count() == 2 and "12" in board.fate.events.item(0).text()


def test_fire_calculator_shows_why_a_shot_cannot_be_made(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H1"})
    board = make_board(qtbot, s, ds)
    us = s.units_at("H9")[0].id
    dialog = board.open_fire_dialog([us], "H1")
    assert dialog is not None and not dialog.roll_button.isEnabled()
    assert dialog.reason.text().startswith("Cannot fire")
    assert f"(range {s.board.grid.distance('H9', 'H1')}" in dialog.header.text()  # the real distance, not a false 0
    assert s.roller.pending == 0 and s.piece(us).hex == "H9"


def test_fire_with_a_stack_leaves_out_the_pieces_out_of_range_and_says_so(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "allied:leader:0": "H9", "japan:squad:0": "H5"})
    board = make_board(qtbot, s, ds)
    squad = next(p.id for p in s.units_at("H9") if s.counter(p).kind == "squad")
    leader = next(p for p in s.units_at("H9") if s.counter(p).kind == "leader")
    assert not s.plan_fire([squad, leader.id], "H5").legal  # the whole stack: the leader's range 1 refuses it
    dialog = board.open_fire_dialog([squad, leader.id], "H5")
    assert dialog is not None and dialog.firing_ids == [squad] and dialog.roll_button.isEnabled()
    # the squad's FP counts the leader's command in its hex, shown apart (3.3.1.2)
    assert dialog.firing_table.item(0, 2).text() == f"+{s.view(leader.id).command}" == f"+{s.command_bonus(squad)}"
    message = board.message_text()
    assert message.startswith("Left out of the fire group") and "the target is 4 hexes away" in message
    assert leader.id not in message and f"{piece_name(s, leader)}" in message and "in H9" in message  # counter names, not ids


def test_taking_an_objective_changes_the_vp_on_the_track_display(qtbot, ds: DataSet) -> None:
    m = ds.maps["demo-inland"]
    probe = fresh(ds)
    number = max(m.objectives, key=lambda n: (probe.objective_value(n, "allied"), n))
    goal = m.objectives[number]
    line = probe.board.grid.line("L9", goal)
    s = playing(ds, {"allied:squad:0": "L9", "japan:team:0": "A1"})
    board = make_board(qtbot, s, ds)
    for a, b in zip(line[:-2], line[1:-1], strict=True):
        drag(board, a, [b], Qt.KeyboardModifier.ControlModifier)
        assert board.last_result.ok, board.last_result.reason
    before = board.tracks.vp_label.text()
    assert before == f"VP {s.vp_text()}" and s.tracks.objective_control[number] == "japan"
    drag(board, line[-2], [goal], Qt.KeyboardModifier.ControlModifier)
    assert s.tracks.objective_control[number] == "allied"
    after = board.tracks.vp_label.text()
    assert after != before and after == f"VP {s.vp_text()}"
    assert f"Objective {number} ({goal}): " in board.tracks.objectives_label.text()
    assert "VP" in board.message_text()


def test_roller_shows_a_time_trigger_and_the_track_follows(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "B2", "allied:squad:0": "L9"}, cards=[(3, 4, "time")])
    board = make_board(qtbot, s, ds)
    board.tabs.setCurrentWidget(board.fate)
    time = s.tracks.time
    qtbot.mouseClick(board.fate.roll_button, LEFT)
    assert s.tracks.time == time + 1
    texts = [board.fate.events.item(i).text() for i in range(board.fate.events.count())]
    assert any("TIME" in t and "resolved" in t for t in texts)
    assert board.fate.face.card is not None and board.fate.face.card.trigger == "time"
    assert f"Time {time + 1} of" in board.tracks.time_label.text()


def test_los_tool_reports_range_and_result(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "D6", "allied:squad:0": "K9"})
    board = make_board(qtbot, s, ds)
    board.act_los.trigger()
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.hex_center("G8"))
    QTest.mousePress(viewport, LEFT, NO_MOD, board.view.viewport_point("D6"))
    QTest.mouseMove(viewport, board.view.viewport_point("K9"))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, board.view.viewport_point("K9"))
    ans = s.los("D6", "K9")
    assert board.scene.los_item.note.startswith(f"D6>K9 range {ans.range}: {ans.result}")
    assert board.message_text().startswith("D6>K9")
    board.act_escape.trigger()
    assert board.view.mode == "select" and board.scene.los_item.points == []


def test_context_menu_breaks_rallies_and_hands_over_a_weapon(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "E4", "japan:leader:0": "E4", "allied:squad:0": "L9"})
    board = make_board(qtbot, s, ds)
    squad = next(p for p in s.units_at("E4") if s.counter(p).kind == "squad")

    def do(pid: str, text: str) -> None:
        menu = board.build_menu("E4", pid)
        act = next(a for a in menu.actions() if a.text() == text)
        act.trigger()

    do(squad.id, "Break")
    assert squad.broken and board.scene.counters[squad.id].look.broken
    do(squad.id, "Rally")
    assert not squad.broken and not board.scene.counters[squad.id].look.broken
    do(squad.id, "Suppress")
    assert board.scene.counters[squad.id].look.suppressed
    if squad.weapon:
        menu = board.build_menu("E4", squad.id)
        sub = next(a.menu() for a in menu.actions() if a.menu() is not None and a.text().startswith("Hand the"))
        sub.actions()[0].trigger()
        assert board.last_result is not None and board.last_result.action == "transfer_weapon"


def test_zoom_pan_and_minimap(qtbot, ds: DataSet) -> None:
    s = fresh(ds)
    board = make_board(qtbot, s, ds)
    view = board.view
    z = view.zoom()
    pos = QPointF(view.viewport().rect().center())
    event = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(0, 0), QPoint(0, 240), Qt.MouseButton.NoButton,
                        NO_MOD, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom() == pytest.approx(z * 1.15 ** 2)
    board.act_fit.trigger()
    assert view.zoom() < z * 1.15 ** 2
    assert not view.minimap.isVisible()  # the whole map is in view: no minimap needed
    view.set_zoom(2.0)
    h0 = view.horizontalScrollBar().value()
    mini = view.minimap
    assert mini.isVisible()
    target = mini.mapFromScene(board.scene.hex_center("O1"))
    QTest.mouseClick(mini.viewport(), LEFT, NO_MOD, target)
    assert view.horizontalScrollBar().value() > h0
    centre = view.mapToScene(view.viewport().rect().center())
    assert board.scene.hex_at(centre) in ("O1", "N1", "O2", "N2") or (centre - board.scene.hex_center("O1")).manhattanLength() < 400


# ----------------------------------------------------------------------------- history and files


def test_undo_and_redo_from_the_board(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    board = make_board(qtbot, s, ds)
    us = s.units_at("H9")[0].id
    drag(board, "H9", ["H8"], Qt.KeyboardModifier.ControlModifier)
    assert s.piece(us).hex == "H8" and board.act_undo.isEnabled()
    assert board.act_undo.text() == "Undo Advance"
    board.act_undo.trigger()
    assert s.piece(us).hex == "H9" and board.scene.hex_at(board.scene.counters[us].scenePos()) == "H9"
    assert board.act_redo.isEnabled() and "Undone" in board.message_text()
    board.act_redo.trigger()
    assert s.piece(us).hex == "H8" and board.scene.hex_at(board.scene.counters[us].scenePos()) == "H8"
    assert not board.act_redo.isEnabled()


def test_save_and_resume_to_an_equal_state(qtbot, ds: DataSet, tmp_path: Path) -> None:
    s = new_session(ds.scenarios[RIDGE], ds, seed=7)
    board = make_board(qtbot, s, ds)
    qtbot.mouseClick(board.setup_panel.start_button, LEFT)
    assert s.phase == "play"
    for _ in range(3):
        qtbot.mouseClick(board.fate.roll_button, LEFT)
    squad = next(p.id for p in s.units("allied", "map") if s.counter(p).kind == "squad")
    assert s.suppress(squad).ok
    path = tmp_path / "ridge-play.yaml"
    board.path = path
    board.act_save.trigger()
    assert path.is_file() and "Saved" in board.message_text()
    other = make_board(qtbot, fresh(ds), ds)
    assert other.resume(path)
    assert other.session.to_playtest() == s.to_playtest()
    assert other.tracks.vp_label.text() == board.tracks.vp_label.text()
    assert set(other.scene.counters) == set(board.scene.counters)
    assert other.scene.counters[squad].look == board.scene.counters[squad].look
    assert other.log_panel.texts() == board.log_panel.texts()
    # both go on identically: the decks were restored from the seed and the counters
    qtbot.mouseClick(board.fate.roll_button, LEFT)
    qtbot.mouseClick(other.fate.roll_button, LEFT)
    assert other.fate.face.card == board.fate.face.card


def test_resuming_a_bad_file_is_one_line(qtbot, ds: DataSet, tmp_path: Path) -> None:
    board = make_board(qtbot, fresh(ds), ds)
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: playtest\nformat: 1\n")
    assert not board.resume(bad)
    assert board.message_text().startswith("Cannot resume") and "\n" not in board.message_text()
    assert not board.resume(tmp_path / "missing.yaml")
    sc = copy.deepcopy(ds.scenarios[RIDGE])
    scripted = PlaytestSession.create(sc, ds, roller=ScriptedRoller())
    scripted.save(tmp_path / "scripted.yaml")
    assert not board.resume(tmp_path / "scripted.yaml") and "scripted" in board.message_text()


def test_initiative_reroll_button_cancels_the_last_roll(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"allied:squad:0": "H9", "japan:squad:0": "H5"})
    board = make_board(qtbot, s, ds)
    us, target = s.units_at("H9")[0].id, s.units_at("H5")[0].id
    plan = s.plan_fire([us], "H5")
    s.roller.extend([(6, 6), _defense_roll(plan.targets[0].defense_base, plan.total_fp + 12, "broken"), (6, 6)])
    dialog = board.open_fire_dialog([us], "H5")
    assert dialog is not None
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert board.scene.counters[target].look.broken
    holder = s.tracks.initiative_holder
    assert board.fate.reroll_button.text().startswith({"japan": "Japan", "allied": "Allies"}[holder])
    qtbot.mouseClick(board.fate.reroll_button, LEFT)
    assert board.last_result.ok, board.last_result.reason
    assert s.tracks.initiative_holder != holder
    assert not board.scene.counters[target].look.broken  # the defender's new card saved it


def test_reinforcements_enter_from_the_panel_along_the_friendly_edge(qtbot, ds: DataSet) -> None:
    s = playing(ds, {"japan:squad:0": "B2", "allied:squad:0": "L9"})
    board = make_board(qtbot, s, ds)
    waiting = s.units("allied", "time_track")[0]
    board.tabs.setCurrentWidget(board.fate)
    for _ in range(waiting.time_space - s.tracks.time):
        qtbot.mouseClick(board.fate.time_button, LEFT)
    board.tabs.setCurrentWidget(board.setup_panel)
    lst = board.setup_panel.lists["allied"]
    row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == waiting.id)
    qtbot.mouseClick(lst.viewport(), LEFT, pos=lst.visualItemRect(lst.item(row)).center())
    assert board.armed == waiting.id
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, "E5"))
    assert "friendly edge" in board.message_text() and s.piece(waiting.id).location == "time_track"
    qtbot.mouseClick(lst.viewport(), LEFT, pos=lst.visualItemRect(lst.item(row)).center())
    QTest.mouseClick(board.view.viewport(), LEFT, NO_MOD, vp(board, "E10"))
    entered = s.piece(waiting.id)
    assert entered.location == "map" and entered.hex == "E10" and waiting.id in board.scene.counters


def test_dragging_off_the_enemy_edge_exits_and_scores(qtbot, ds: DataSet) -> None:
    m = ds.maps["demo-inland"]
    xp = max((x for x in m.exit_points if x.edge == "bottom"), key=lambda x: x.value)
    col = xp.hex.rstrip("0123456789")
    s = playing(ds, {"japan:squad:0": f"{col}8", "japan:squad:1": "B2"})
    board = make_board(qtbot, s, ds)
    squad = s.units_at(f"{col}8")[0].id
    drag(board, f"{col}8", [f"{col}9"], Qt.KeyboardModifier.ControlModifier)
    drag(board, f"{col}9", [xp.hex], Qt.KeyboardModifier.ControlModifier)
    assert s.piece(squad).hex == xp.hex
    vp_before = s.tracks.vp
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.hex_center(xp.hex))
    beyond = board.view.mapFromScene(board.scene.hex_center(xp.hex) + QPointF(0, 70))
    QTest.mousePress(viewport, LEFT, NO_MOD, board.view.viewport_point(xp.hex))
    QTest.mouseMove(viewport, beyond)
    assert "exit" in board.view.drag_note()
    QTest.mouseRelease(viewport, LEFT, NO_MOD, beyond)
    assert s.piece(squad).location == "time_track" and s.tracks.vp == vp_before + xp.value
    assert squad not in board.scene.counters


def test_scan_underneath_and_setup_area_toggles(qtbot, ds: DataSet) -> None:
    board = make_board(qtbot, fresh(ds), ds)
    assert board.act_scan.isEnabled()
    board.act_scan.trigger()
    assert board.scene.map_item.show_scan and board.act_scan.isChecked()
    image = board.view.grab()
    assert not image.isNull()
    board.act_scan.trigger()
    assert not board.scene.map_item.show_scan
    assert not board.scene.setup_shade["japan"].boundingRect().isEmpty()
    board.act_areas.trigger()
    assert board.scene.setup_shade["japan"].boundingRect().isEmpty()


def test_setup_drag_rearranges_and_the_hex_menu_places_fortifications(qtbot, ds: DataSet) -> None:
    s = fresh(ds)
    board = make_board(qtbot, s, ds)
    area = [h for h in s.setup_area("japan") if h not in set(s.setup_area("allied")) and not s.board.is_water(h)
            and not s.fortification_at(h)]
    a, b = area[0], next(h for h in area[1:] if s.board.grid.distance(h, area[0]) >= 2)
    squad = unit_of(s, "japan", "squad")
    assert s.place(squad, a).ok
    drag(board, a, [b])
    assert s.piece(squad).hex == b and board.scene.hex_at(board.scene.counters[squad].scenePos()) == b
    menu = board.build_menu(a, None)
    forts = next(act.menu() for act in menu.actions() if act.menu() is not None and act.text() == "Fortification")
    foxholes = next(act for act in forts.actions() if "oxhole" in act.text())
    foxholes.trigger()
    assert board.last_result.ok and s.fortification_at(a) is not None
    assert any(getattr(item, "text", "") == "FOX" for item in board.scene.chits)
    water = next((h for h in s.setup_area("japan") if s.board.is_water(h) and not s.fortification_at(h)), None)
    if water is not None:
        menu = board.build_menu(water, None)
        forts = next(act.menu() for act in menu.actions() if act.menu() is not None and act.text() == "Fortification")
        next(act for act in forts.actions() if "oxhole" in act.text()).trigger()
        assert "refused" in board.message_text() and "water" in board.message_text()


@pytest.mark.parametrize("vp", [0, 3, -8, 14])
def test_the_vp_track_shows_readable_spaces_around_the_marker(qtbot, ds: DataSet, vp: int) -> None:
    board = make_board(qtbot, playing(ds, {"japan:squad:0": "K8"}), ds)
    strip = board.tracks.strip
    values = strip.vp_window(vp)
    assert (strip.width() - 76) / len(values) >= 16  # each space wide enough to read its number
    shown = max(-VP_SPAN, min(VP_SPAN, vp))  # beyond the last space the marker waits at the end (11.1)
    assert shown in values and values == list(range(values[0], values[-1] + 1))
    assert -VP_SPAN <= values[0] and values[-1] <= VP_SPAN
