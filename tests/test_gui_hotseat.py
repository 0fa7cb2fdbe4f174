"""Hotseat card game at one screen: secret hands behind a pass-the-screen page, an Op Fire
prompt answered by the opponent in the active player's turn, an event resolved on the board, and
the no-undo-past-a-revealed-card option."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.hotseat import HotseatSession


class _Found(Exception):  # noqa: N818
    pass


def answers_until(ds: DataSet, kind: str, seed: int = 2, limit: int = 3000) -> tuple[list[int], str]:
    """Random answers from the start until a decision of ``kind`` is asked (in one pass, the way
    the hotseat session records them); that decision's side."""
    from ccp_editor.play.turn import CardGame

    rng = random.Random(seed)
    answers: list[int] = []
    found: list[str] = []

    class Recorder:
        name = "recorder"

        def choose(self, d) -> int:  # noqa: ANN001
            if d.kind == kind:
                found.append(d.side)
                raise _Found
            if len(answers) >= limit:
                raise _Found
            answers.append(rng.randrange(len(d.options)))
            return answers[-1]

    rec = Recorder()
    try:
        CardGame.create(ds.scenarios["demo-ridge-line"], ds, {"japan": rec, "allied": rec}, seed=seed).run()
    except _Found:
        pass
    if not found:
        return [], ""
    return answers, found[0]


def first_game_with(ds: DataSet, kind: str, seeds: range = range(2, 30)) -> tuple[list[int], str, int]:
    """The first seed whose random game asks a decision of ``kind``, with the answers up to it."""
    for seed in seeds:
        answers, side = answers_until(ds, kind, seed)
        if side:
            return answers, side, seed
    raise AssertionError(f"no {kind} decision in {len(seeds)} random games")


def test_the_hand_is_hidden_until_its_player_takes_the_screen(qtbot, demo_ds: DataSet) -> None:
    w = HotseatWidget(HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=1))
    qtbot.addWidget(w)
    assert w.stack.currentIndex() == 0 and "Allied" in w.pass_label.text()
    assert w.hand.count() == 0  # nothing secret drawn yet
    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 1
    assert w.hand.count() == 6  # the Attacker's hand (17.1)
    assert "US-" in w.hand.item(0).text()
    # the Allies pass: the screen goes to Japan, whose hand is then shown instead
    rows = [w.options.item(i).text() for i in range(w.options.count())]
    w.options.setCurrentRow(rows.index(next(r for r in rows if r.startswith("pass"))))
    qtbot.mouseClick(w.choose_button, Qt.MouseButton.LeftButton)
    while w.stack.currentIndex() == 1 and w.snap.decision is not None and w.snap.decision.side == "allied":
        w.options.setCurrentRow(0)  # discard no more
        qtbot.mouseClick(w.choose_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 0 and "Japanese" in w.pass_label.text()
    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    assert "JP-" in w.hand.item(0).text() and "Allied discards" in w.discards.text()


def test_the_opponent_is_prompted_for_op_fire_and_answers(qtbot, demo_ds: DataSet) -> None:
    answers, side, seed = first_game_with(demo_ds, "op_fire")
    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=seed)
    h.replay(answers)
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    if w.stack.currentIndex() == 0:
        qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    assert w.viewer == side and "Op Fire" in w.prompt.text()
    rows = [w.options.item(i).text() for i in range(w.options.count())]
    w.options.setCurrentRow(next(i for i, r in enumerate(rows) if "fire at" in r))
    actions = w.snap.game.counts["actions"]
    qtbot.mouseClick(w.choose_button, Qt.MouseButton.LeftButton)
    g = w.snap.game
    assert g.counts["actions"] > actions or w.snap.decision.kind == "action"
    assert any("op fire" in line for line in g.log)


def test_an_event_is_resolved_on_the_board(qtbot, demo_ds: DataSet) -> None:
    answers, side, seed = first_game_with(demo_ds, "event")
    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=seed)
    h.replay(answers)
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    if w.stack.currentIndex() == 0:
        qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    assert " event: " in "\n".join(w.snap.game.log[-10:]) or w.snap.decision.kind == "event"
    before = len(w.snap.game.log)
    w.options.setCurrentRow(w.options.count() - 1)  # the first option often declines ("move nothing")
    qtbot.mouseClick(w.choose_button, Qt.MouseButton.LeftButton)
    assert w.board.session is w.snap.game.s  # the board shows the game after the event
    assert len(w.snap.game.log) > before


def test_no_undo_past_a_revealed_card(demo_ds: DataSet) -> None:
    sc = demo_ds.scenarios["demo-ridge-line"]
    free = HotseatSession(sc, demo_ds, seed=1)
    strict = HotseatSession(sc, demo_ds, seed=1, no_undo_past_reveal=True)
    for h in (free, strict):
        snap = h.run()
        rows = [o.label for o in snap.decision.options]
        snap = h.answer(next(i for i, r in enumerate(rows) if "(fire)" in r))  # a fire order: cards are revealed
        while snap.decision is not None and snap.decision.side == "allied" and snap.decision.kind != "order":
            snap = h.answer(0)
        h.last = snap  # type: ignore[attr-defined]
    for h in (free, strict):  # take back every answer the option allows
        snap = h.last  # type: ignore[attr-defined]
        while h.can_undo(snap):
            snap = h.undo(snap)
        h.last = snap  # type: ignore[attr-defined]
    assert free.answers == []  # all the way back to the first card
    assert strict.answers and strict.undo(strict.last) is None  # type: ignore[attr-defined]  # the fire order's cards stay revealed


def test_one_player_against_the_automatic_side_keeps_the_screen(qtbot, demo_ds: DataSet) -> None:
    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=4, sides={"japan": "greedy", "allied": "human"})
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    assert w.stack.currentIndex() == 1 and w.viewer == "allied"
    for _ in range(6):
        if w.snap.decision is None:
            break
        w.options.setCurrentRow(w.options.count() - 1)
        qtbot.mouseClick(w.choose_button, Qt.MouseButton.LeftButton)
        if w.thinking:  # the automatic side answers in the background, the window live meanwhile
            assert w.prompt.text() == "The Japanese side is thinking..." and not w.choose_button.isEnabled()
            assert w.asked is None and w.hand.count() and w.stack.currentIndex() == 1
        qtbot.waitUntil(lambda: not w.thinking, timeout=20000)
        assert w.stack.currentIndex() == 1 and w.snap.decision is None or w.snap.decision.side == "allied"
    assert w.snap.game.turns >= 1


def test_undo_and_closing_while_the_automatic_side_thinks(qtbot, demo_ds: DataSet, monkeypatch) -> None:  # noqa: ANN001
    """The automatic side's answers are worked out in another thread: meanwhile the player may undo
    (the game goes back to the state the answer found, the pending answers are dropped) or close
    the tab (the work stops at its next question and nothing is given to the closed game)."""
    import threading

    from ccp_editor.play import hotseat

    gate = threading.Event()
    real_job = hotseat.HotseatSession.automatic_job

    def slow_job(self):  # noqa: ANN001, ANN202 - holds the worker until the test lets it go
        job = real_job(self)

        def held(cancel: threading.Event) -> list[int]:
            gate.wait(20)
            return job(cancel)
        return held

    monkeypatch.setattr(hotseat.HotseatSession, "automatic_job", slow_job)
    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=4, sides={"japan": "greedy", "allied": "human"})
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    gate.set()
    qtbot.waitUntil(lambda: not w.thinking, timeout=20000)
    d = w.snap.decision
    assert d is not None and d.side == "allied"
    log, prompt = list(w.snap.game.log), d.prompt
    gate.clear()
    # answer until the automatic side is asked next
    while not w.thinking:
        w.answer(0)
    assert w.prompt.text().endswith("is thinking...") and w.undo_button.isEnabled()
    # a drag meanwhile answers nothing and says why
    unit = w.board.session.units("allied", "map")[0]
    target = next(iter(w.board.session.board.grid.neighbours(unit.hex).values()))
    drop = hotseat.board_answer(w.gate.decision, [unit.id], target, None)
    assert not drop.ok and w.gate.reason(w.board, drop, [unit.id], target).startswith("The automatic side is answering")
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert not w.thinking and w.asked is not None and w.asked.side == "allied"
    while len(h.given) > 0 and w.undo_answer():
        pass
    assert w.snap.decision.prompt == prompt and w.snap.game.log == log and w.board.session is w.snap.game.s
    gate.set()
    qtbot.wait(100)  # a dropped job's answers never reach the game
    assert w.snap.game.log == log
    gate.clear()
    while not w.thinking:
        w.answer(0)
    n = len(h.answers)
    w.close()
    gate.set()
    qtbot.wait(100)
    assert len(h.answers) == n and not w.thinking


def test_the_play_menu_opens_a_game_against_the_automatic_side_and_its_tab_closes(qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QDialog

    from ccp_editor.gui.board.newgame import NewCardGameDialog
    from ccp_editor.gui.mainwindow import MainWindow
    from ccp_editor.io.dataset import demo_dataset_root

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    qtbot.addWidget(window)
    assert window.open_dataset(demo_dataset_root())
    seen = {}

    def answer(dialog: NewCardGameDialog) -> int:  # one page: scenario, players, seed, options
        seen["scenarios"] = [dialog.scenario.itemText(i) for i in range(dialog.scenario.count())]
        dialog.scenario.setCurrentIndex(seen["scenarios"].index("Demo: Ridge Line (Japan vs US)"))
        assert not dialog.opponent.isEnabled()  # two people: no automatic opponent to choose
        dialog.mode.setCurrentIndex(1)  # the Allies against the automatic Japanese
        seen["opponents"] = [dialog.opponent.itemText(i) for i in range(dialog.opponent.count())]
        assert dialog.opponent.isEnabled() and dialog.opponent.currentData() == "ismcts"  # the strong one first
        dialog.opponent.setCurrentIndex(dialog.opponent.findData("greedy"))
        dialog.seed.setValue(4242)
        assert dialog.initiative.isChecked() and not dialog.counts.isChecked()  # the rules as written, undo allowed
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewCardGameDialog, "exec", answer)
    window.action("actCardGame").trigger()
    assert "Demo: Beach Landing (Japan vs Commonwealth)" in seen["scenarios"]  # names, never ids
    assert seen["opponents"] == ["Automatic: strong (plans ahead)", "Automatic: fast", "Automatic: random"]
    w = window.tabs.currentWidget()
    assert isinstance(w, HotseatWidget) and w.session.sides == {"japan": "greedy", "allied": "human"}
    assert w.session.seed == 4242 and w.session.initiative
    assert w.stack.currentIndex() == 1 and w.viewer == "allied" and w.hand.count() == 6
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(w))
    assert window.tabs.indexOf(w) == -1


def test_a_new_game_dialog_gets_a_fresh_seed_each_time(qtbot, demo_ds: DataSet) -> None:
    from ccp_editor.gui.board.newgame import NewCardGameDialog

    seeds = set()
    for _ in range(3):
        d = NewCardGameDialog(demo_ds)
        qtbot.addWidget(d)
        seeds.add(d.choice().seed)  # type: ignore[union-attr]
    assert len(seeds) == 3


def test_a_game_of_two_automatic_sides_plays_itself_to_the_end_in_the_window(qtbot, demo_ds: DataSet) -> None:
    """Two automatic sides (a save can hold such a game): their answers come in batches from the
    worker thread, the window redrawn between them, until the game is over with both hands open."""
    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3, sides={"japan": "auto", "allied": "auto"})
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    seen: set[int] = set()
    qtbot.waitUntil(lambda: seen.add(len(h.answers)) or w.snap.decision is None, timeout=120000)
    assert not w.thinking and len(seen) > 2  # shown as it went, not all at once
    assert w.hand_title.text() == "Both hands, open: the game is over" and w.prompt.text().startswith("Game over")
    assert w.board.session is w.snap.game.s and w.board.session.doc.phase == "ended"


def _shown(w: HotseatWidget) -> tuple:
    """What the window shows of the game: the board's counters and their hexes, its log panel and
    tracks, the status line, the hand, the discard piles, the question and the game log."""
    board = w.board
    return ({pid: item.hex for pid, item in board.scene.counters.items()}, board.log_panel.texts(),
            board.session.tracks.time, board.session.tracks.vp, w.status.text(),
            [w.hand.item(i).text() for i in range(w.hand.count())], w.discards.text(), w.prompt.text(),
            [w.options.item(i).text() for i in range(w.options.count())], w.log.toPlainText())


def test_every_part_of_the_window_shows_the_moment_after_answers_and_undo(qtbot, demo_ds: DataSet) -> None:
    """The game changes in place with each answer and goes back to a kept state on undo: the board's
    counters, its log and tracks, the hand, the piles, the question and the game log always show
    the game at the question asked, as a window opened on that question shows it."""
    import random

    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=6, sides={"japan": "human", "allied": "greedy"})
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: not w.thinking, timeout=20000)
    rng, seen = random.Random(6), []
    for _ in range(25):
        if w.asked is None:
            break
        seen.append((h.answers, _shown(w)))
        w.answer(rng.randrange(len(w.asked.options)))
        qtbot.waitUntil(lambda: not w.thinking, timeout=20000)
    assert len(seen) == 25 and w.board.session is w.snap.game.s
    # a window opened afresh on the game as it stands shows the same
    fresh = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=6, sides=dict(h.sides))
    fresh.replay(h.answers)
    other = HotseatWidget(fresh)
    qtbot.addWidget(other)
    assert _shown(other) == _shown(w)
    for answers, shown in reversed(seen):
        assert w.undo_answer()
        assert h.answers == answers and _shown(w) == shown


def test_an_automatic_side_that_fails_is_named_and_the_game_waits(qtbot, demo_ds: DataSet, monkeypatch) -> None:  # noqa: ANN001
    from ccp_editor.play import hotseat

    def broken(self, limit: int = 40):  # noqa: ANN001, ANN202, ARG001
        def job(cancel) -> list[int]:  # noqa: ANN001, ARG001
            raise RuntimeError("no answer found")
        return job

    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=4, sides={"japan": "greedy", "allied": "human"})
    monkeypatch.setattr(hotseat.HotseatSession, "automatic_job", broken)
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    while w.asked is not None:  # the Allies' answers until Japan is asked
        w.answer(0)
    n = len(h.answers)
    qtbot.waitUntil(lambda: not w.thinking, timeout=20000)
    assert "The automatic side could not answer: no answer found" in w.board.message_text()
    assert w.prompt.text() == "The automatic side could not answer: no answer found"
    assert len(h.answers) == n and h.automatic_side() == "japan" and w.asked is None
    assert w.undo_answer() and w.asked is not None  # the player can take the answer back and go on
