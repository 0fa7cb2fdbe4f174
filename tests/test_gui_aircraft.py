"""Aircraft on the board (8): each side's aircraft as a chip in its hex, and the card game window's
previews of a strafing run's line (O24.5), a bombing target (O24.4a) and the hexes Air Support allows
(E50), through the real widgets offscreen."""

from __future__ import annotations

import dataclasses

from ccp_editor.gui.board import BoardWidget
from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import logtext as L
from ccp_editor.play.aircraft import column_or_row, strafing_line
from ccp_editor.play.decisions import Decision, Option
from ccp_editor.play.hotseat import HotseatSession
from ccp_editor.play.session import PlaytestSession

from .test_gui_artillery import _painted


def _air_chits(board: BoardWidget) -> dict[str, object]:
    return {item.data(0).split(":")[1]: item for item in board.scene.chits
            if isinstance(item.data(0), str) and item.data(0).startswith("aircraft:")}


def test_8_the_aircraft_shows_as_a_chip_in_its_hex_named_in_its_tooltip(qtbot, demo_ds: DataSet) -> None:
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3)
    assert s.start_play(force=True).ok
    board = BoardWidget(s, demo_ds)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    assert _air_chits(board) == {}
    board.perform(s.place_aircraft("allied", "C3"))
    chip = _air_chits(board)["allied"]
    assert chip.text == "FTR"  # type: ignore[attr-defined]
    assert "Demo Fighter-Bomber (fighter)" in chip.toolTip() and "C3" in chip.toolTip()  # type: ignore[attr-defined]
    near, far = board.scene.hex_center("C3"), board.scene.hex_center("E3")
    assert (chip.pos() - near).manhattanLength() < (chip.pos() - far).manhattanLength()  # type: ignore[attr-defined]
    board.perform(s.flip_aircraft("allied", "dive_bomber"))
    assert _air_chits(board)["allied"].text == "DB"  # type: ignore[attr-defined]
    board.perform(s.remove_aircraft("allied"))
    assert _air_chits(board) == {}


def test_the_card_game_window_previews_the_strafing_line_and_the_air_support_hexes(qtbot, demo_ds: DataSet) -> None:
    w = HotseatWidget(HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=1))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    scene = w.board.scene
    grid = scene.grid
    d = grid.direction_to("H10", "H9")
    line = tuple(strafing_line(grid, "H10", d))
    w.snap = dataclasses.replace(w.snap, decision=Decision("allied", "target", L.P_AIR_STRAFE_WHICH, [
        Option("direction", (d, line)), Option("other", (1, ()))]))
    w._preview(0)
    shaded = _painted(scene.highlight._path)
    assert all(shaded(scene.hex_center(h)) for h in line)
    assert not shaded(scene.hex_center("A1"))
    hexes = column_or_row(grid, "D4")
    w.snap = dataclasses.replace(w.snap, decision=Decision("allied", "event", L.P_AIR_WHERE, [Option(h, h) for h in hexes]))
    w._preview(3)
    shaded = _painted(scene.highlight._path)
    assert all(shaded(scene.hex_center(h)) for h in hexes)
    assert not shaded(scene.hex_center("H8"))


def test_8_the_sandbox_hex_menu_places_turns_over_and_removes_each_sides_aircraft(qtbot, demo_ds: DataSet) -> None:
    """By hand, as the cards would (E50, O24.4, O24.5): the hex menu's Aircraft entries, named by the
    aircraft counter, each one undoable step."""
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3)
    assert s.start_play(force=True).ok
    board = BoardWidget(s, demo_ds)
    qtbot.addWidget(board)

    def entries(hex_id: str) -> dict[str, object]:
        menu = board.build_menu(hex_id, None)
        air = next(a.menu() for a in menu.actions() if a.text() == "Aircraft")
        mine = next(a.menu() for a in air.actions() if a.text().startswith("Allies: "))
        return {a.text(): a for a in mine.actions()}

    def pick(hex_id: str, text: str) -> None:
        entries(hex_id)[text].trigger()  # type: ignore[attr-defined]

    assert "Demo Fighter-Bomber" in s.aircraft_name("allied")
    assert list(entries("C3")) == ["Place it here"]
    pick("C3", "Place it here")
    assert s.aircraft("allied").hex == "C3" and s.aircraft("japan") is None and "allied" in _air_chits(board)
    assert s.doc.log[-1].text.endswith("placed over C3 by hand.")  # no Air Support event (E50) is claimed
    pick("E5", "Move it here")  # one aircraft a side
    assert s.aircraft("allied").hex == "E5"
    board.perform(s.place_aircraft("japan", "E5", by_hand=True))  # both sides' aircraft in one hex: both seen
    chips = _air_chits(board)
    assert not chips["japan"].sceneBoundingRect().intersects(chips["allied"].sceneBoundingRect())  # type: ignore[attr-defined]
    board.perform(s.remove_aircraft("japan"))
    assert list(entries("E5")) == ["Turn it to its dive bomber side", "Back to the countermix"]
    pick("E5", "Turn it to its dive bomber side")
    assert s.aircraft("allied").face == "dive_bomber" and _air_chits(board)["allied"].text == "DB"  # type: ignore[attr-defined]
    pick("E5", "Back to the countermix")
    assert s.aircraft("allied") is None and "allied" not in _air_chits(board)
    assert s.undo() and s.aircraft("allied").hex == "E5"
