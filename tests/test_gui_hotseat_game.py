"""A whole card game played in the window with real clicks, as two newcomers at one screen would,
and once against the automatic side: from the first card to the end (13.3), the hands secret
behind the pass-the-screen page, Move destinations answered by dragging on the board.

With ``CCP_SHOTS=DIR`` each distinct screen (pass page, order, activation, destination, Op Fire,
event, melee, game over...) is saved there at 1280×800, for looking at."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.gui.mainwindow import MainWindow

from .demo_copy import DEMO
from .windows import demo_box_window, discard_unsaved

pytestmark = [pytest.mark.skipif(DEMO is None, reason="the demo data set is not present"), pytest.mark.slow]

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot, tmp_path: Path):
    w = demo_box_window(qtbot, tmp_path)
    yield w
    discard_unsaved(w)
    w.close()
    w.deleteLater()


def click_option(game: HotseatWidget, row: int) -> None:
    """Click the option's row in the list, then Choose."""
    item = game.options.item(row)
    game.options.scrollToItem(item)
    QTest.mouseClick(game.options.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     game.options.visualItemRect(item).center())
    assert game.options.currentRow() == row
    QTest.mouseClick(game.choose_button, LEFT)


def drag_to(game: HotseatWidget, piece_id: str, hex_id: str) -> None:
    board = game.board
    viewport = board.view.viewport()
    board.view.centerOn(board.scene.counters[piece_id].scenePos())
    QTest.mouseMove(viewport, board.view.piece_point(piece_id))
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, board.view.piece_point(piece_id))
    QTest.mouseMove(viewport, (board.view.piece_point(piece_id) + board.view.viewport_point(hex_id)) / 2)
    QTest.mouseMove(viewport, board.view.viewport_point(hex_id))
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, board.view.viewport_point(hex_id))


def screen_name(game: HotseatWidget) -> str:
    d = game.snap.decision
    if d is None:
        return "game-over"
    if game.stack.currentIndex() == 0:
        return "pass-the-screen"
    if d.kind == "action" and "Op Fire" in d.prompt:
        return "op-fire"
    return f"{d.kind}-{d.order}" if d.order else d.kind


def play(window: MainWindow, view: str, seed: int, shots: Path | None, tag: str, limit: int = 900) -> HotseatWidget:
    """Answer every question with a click (a drag for Move destinations) until the game ends."""
    assert window.select_view(view)
    game = window.tabs.currentWidget()
    assert isinstance(game, HotseatWidget)
    rng = random.Random(seed)
    seen: set[str] = set()
    across = False  # the last answer came from the player away from the screen (an Initiative question)
    for _step in range(limit):
        while game.thinking:  # the automatic side answers in the background
            QTest.qWait(5)
        name = screen_name(game)
        if game.snap.game.counts["events"] and "event" not in name and "event-resolved" not in seen:
            name = "event-resolved"  # the first event resolved shows in the log and on the board
        if shots is not None and name not in seen:
            seen.add(name)
            QTest.qWait(30)
            window.grab().save(str(shots / f"{tag}-{len(seen):02d}-{name}.png"))
        d = game.snap.decision
        if d is None:
            break
        if across and d.kind != "initiative":  # no hand opens before the screen is passed back (10.1 asked across)
            assert game.stack.currentIndex() == 0 or game.hand.count() == 0
        if game.stack.currentIndex() == 0:
            assert game.hand.count() == 0 and game.hand_title.text() == "Hands are secret" or not game.hand.isVisible()
            QTest.mouseClick(game.pass_button, LEFT)
            assert game.viewer == d.side
            across = False
            continue
        # the Initiative re-roll is asked across the table, the hands hidden meanwhile (10.1)
        assert game.viewer in (d.side, None) or len(game.humans) == 1 or (d.kind == "initiative" and game.hand.count() == 0)
        labels = [o.label for o in d.options]
        if d.kind == "destination" and d.order == "move" and rng.random() < 0.7:
            row = rng.randrange(len(d.options))
            dest = d.options[row].value[0]
            if dest != "exit":
                n = len(game.session.answers)
                drag_to(game, d.pieces[0], dest)
                assert len(game.session.answers) == n + 1, game.board.message_text()
                continue
        if d.kind == "order" and "refused-drag" not in seen:  # a newcomer first tries to drag a unit
            seen.add("refused-drag")
            unit = game.board.session.units(d.side, "map")[0]
            start, n = unit.hex, len(game.session.answers)
            drag_to(game, unit.id, next(iter(game.board.session.board.grid.neighbours(start).values())))
            assert game.board.session.piece(unit.id).hex == start and len(game.session.answers) == n
            assert "play an order first" in game.board.message_text()
            if shots is not None:
                window.grab().save(str(shots / f"{tag}-00-refused-drag.png"))
        if d.kind == "order":  # newcomers give orders more often than they pass
            plays = [i for i, o in enumerate(d.options) if isinstance(o.value, tuple)]
            row = rng.choice(plays) if plays and rng.random() < 0.75 else rng.randrange(len(labels))
        elif d.kind == "discard":
            row = rng.randrange(1, len(labels)) if rng.random() < 0.8 else 0
        else:
            row = rng.randrange(len(labels))
        if len(game.humans) == 2:
            across = across or (d.kind == "initiative" and d.side != game.viewer)
        click_option(game, row)
    return game


@pytest.mark.parametrize(("view", "tag"), [("cardgame:demo-ridge-line", "hotseat"),
                                           ("cardgame:demo-ridge-line:japan=greedy", "vs-auto")])
def test_a_whole_card_game_played_with_clicks(qtbot, window: MainWindow, view: str, tag: str) -> None:
    shots = Path(os.environ["CCP_SHOTS"]) if os.environ.get("CCP_SHOTS") else None
    game = play(window, view, 3, shots, tag)
    assert game.snap.decision is None, "the game did not end"
    assert game.board.session.doc.phase == "ended"
    assert game.prompt.text().startswith("Game over")
    assert game.board.card_game is None  # finished: the board is a sandbox again
    # nothing is secret once the game is over: both hands are shown, each under its heading
    g = game.snap.game
    shown = [game.hand.item(i).text() for i in range(game.hand.count())]
    assert game.hand_title.text() == "Both hands, open: the game is over"
    assert shown[0] == f"Japanese hand: {len(g.decks.hand('japan'))} of {g.hand_size('japan')} cards"
    assert sum(text.startswith("Allied hand:") for text in shown) == 1
    assert len(shown) == 2 + len(g.decks.hand("japan")) + len(g.decks.hand("allied"))
