"""An Italian player reads the board's action log, its messages and the card game's log in Italian,
with pieces named by their counters (never an internal id); in English nothing changes."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from ccp_editor.gui.i18n import install_translator
from ccp_editor.model.dataset import DataSet

ENGLISH = re.compile(r"\b(takes|gains?|loses?|fires?|moves?|turn|defends|against|Auto setup|Play begins)\b")
PIECE_ID = re.compile(r"\b[JA]\d\d(?:w+|-\d+)?\b")


@pytest.fixture
def italian(qapp) -> Iterator[None]:
    assert install_translator("it")
    try:
        yield
    finally:
        install_translator("en")


def _board(qtbot, demo_ds: DataSet):  # noqa: ANN202
    from ccp_editor.gui.board import BoardWidget
    from ccp_editor.play.session import PlaytestSession

    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=3, placed=False)
    board = BoardWidget(s, demo_ds)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    for side in ("japan", "allied"):
        qtbot.mouseClick(board.setup_panel.auto_buttons[side], Qt.MouseButton.LeftButton)
    assert s.start_play(force=True).ok
    board.refresh()
    return board, s


def test_the_italian_board_shows_its_log_and_messages_in_italian(qtbot, demo_ds: DataSet, italian) -> None:
    board, s = _board(qtbot, demo_ds)
    unit = next(u for u in s.units(s.tracks.turn_player, "map"))
    board.perform(s.rally(unit.id))  # refused: not broken
    message = board.message_text()
    assert message == f"Riorganizza rifiutato: {s.counter(unit).name} in {unit.hex} non è rotta", message
    assert unit.id not in message
    board.perform(s.suppress(unit.id))
    assert board.message_text().endswith("è soppressa."), board.message_text()
    board.perform(s.end_turn())
    board.refresh()
    texts = board.log_panel.texts()
    assert any("Schieramento automatico per Giappone" in t for t in texts), texts
    assert any("Turno " in t for t in texts), texts
    assert any(f"{s.counter(unit).name} in {unit.hex} è soppressa." in t for t in texts), texts
    english = [t for t in texts if ENGLISH.search(t.split("  ", 1)[1])]
    assert english == [], english
    assert [t for t in texts if PIECE_ID.search(t)] == []


def test_in_english_the_board_shows_the_stored_lines_as_they_are(qtbot, demo_ds: DataSet, qapp) -> None:
    install_translator("en")
    board, s = _board(qtbot, demo_ds)
    board.refresh()
    assert [t.split("  ", 1)[1] for t in board.log_panel.texts()] == [e.text for e in s.doc.log]


def test_the_card_game_log_reads_in_italian(qtbot, demo_ds: DataSet, italian) -> None:
    from ccp_editor.gui.board.hotseat import HotseatWidget
    from ccp_editor.play.hotseat import HotseatSession

    w = HotseatWidget(HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=1))
    qtbot.addWidget(w)
    qtbot.mouseClick(w.pass_button, Qt.MouseButton.LeftButton)
    rows = [w.options.item(i).text() for i in range(w.options.count())]
    w.options.setCurrentRow(rows.index(next(r for r in rows if r.startswith("pass"))))
    qtbot.mouseClick(w.choose_button, Qt.MouseButton.LeftButton)
    log = w.log.toPlainText()
    assert "Schieramento automatico per" in log and "Si comincia" in log, log
    assert "Auto setup" not in log and "Play begins" not in log
    assert not PIECE_ID.search(log)


def test_a_counter_face_prints_the_counter_name_not_the_piece_id(qtbot, demo_ds: DataSet, qapp) -> None:
    from ccp_editor.gui.board.counters import look_for, short_name

    board, s = _board(qtbot, demo_ds)
    for u in s.units(None, "map"):
        look = look_for(s, u.id)
        assert look.label == short_name(s.counter(u)) and u.id not in look.label


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 1), ("demo-beach-landing", 2)])
def test_every_line_of_an_automatic_game_reads_in_italian(demo_ds: DataSet, italian, scenario: str, seed: int) -> None:
    from ccp_editor.gui.i18n.logline import play_line
    from ccp_editor.play.players import GreedyPlayer, RandomPlayer
    from ccp_editor.play.turn import CardGame

    g = CardGame.create(demo_ds.scenarios[scenario], demo_ds, {"japan": RandomPlayer(f"{seed}j"), "allied": GreedyPlayer(f"{seed}a")},
                        seed=seed)
    shown: list[str] = []
    g.listeners.append(lambda kind, d: shown.append(d.prompt) if kind == "decision" else None)
    g.run()
    lines = [line.split(" ", 1)[1] for line in g.log]
    assert len(lines) > 100
    assert [line for line in lines if play_line(line) == line] == []
    english = [play_line(line) for line in lines if ENGLISH.search(play_line(line))]
    assert english == [], english[:5]
    assert [p for p in shown if play_line(p) == p] == []


def test_a_refused_move_says_why_in_italian(qtbot, demo_ds: DataSet, italian) -> None:
    from ccp_editor.gui.i18n.logline import play_line

    board, s = _board(qtbot, demo_ds)
    u = s.units(s.tracks.turn_player, "map")[0]
    far = next(h for h in s.board.grid.hex_ids if s.board.grid.distance(u.hex, h) == 3)
    plan = s.plan_move([u.id], [far])
    assert not plan.legal and plan.reason.startswith(f"step 1 into {far}: {far} is not adjacent to {u.hex}")
    assert play_line(plan.reason) == f"passo 1 in {far}: {far} non è adiacente a {u.hex} (O29)"


def test_a_counter_tooltip_names_the_weapon_it_carries(qtbot, demo_ds: DataSet, qapp) -> None:
    from ccp_editor.play.naming import piece_name

    board, s = _board(qtbot, demo_ds)
    carrier = next(u for u in s.units(None, "map") if u.weapon)
    tip = board.scene._tooltip(carrier.id)
    assert f"carries {piece_name(s, s.piece(carrier.weapon), where=False)}" in tip
    assert not PIECE_ID.search(tip), tip


@pytest.mark.parametrize(("line", "expected"), [
    ("Game over: sudden death on Time space 8 (13.2.2), with VP Allies +13. Allies win.",
     "Partita finita: morte improvvisa sulla casella del Tempo 8 (13.2.2), con PV Alleati +13. Vincono gli Alleati."),
    ("Japanese Support Table roll (Infiltrate): roll 9 — use the Initiative to cancel it? The card then passes to Japan (10.1).",
     "Tiro giapponese, tiro sulla tabella del Supporto (Infiltrazione): 9 — usare l'Iniziativa per annullarlo? La carta passa "
     "poi all'avversario (Giappone) (10.1)."),
    ("Allied fire attack on H5: roll 7, total 12 against Defense 9 (Morale + Cover) and its roll — use the Initiative to "
     "cancel it? The card then passes to Japan (10.1).",
     "Tiro alleato, attacco di fuoco su H5: 7, totale 12 contro Difesa 9 (Morale + Copertura) più il suo tiro — usare "
     "l'Iniziativa per annullarlo? La carta passa poi all'avversario (Giappone) (10.1)."),
    ("Japanese defense of Demo Line Rifle Squad in H5: roll 5, Defense total 18 against attack total 20 — use the "
     "Initiative to cancel it? The card then passes to Allies (10.1).",
     "Tiro giapponese, difesa di Demo Line Rifle Squad in H5: 5, totale di Difesa 18 contro totale d'attacco 20 — usare "
     "l'Iniziativa per annullarlo? La carta passa poi all'avversario (Alleati) (10.1)."),
    ("Japanese melee in D4: roll 6, melee total 11 against Melee FP 4 and a roll — use the Initiative to cancel it? The "
     "card then passes to Allies (10.1).",
     "Tiro giapponese, mischia in D4: 6, totale di mischia 11 contro PF di mischia 4 più un tiro — usare l'Iniziativa per "
     "annullarlo? La carta passa poi all'avversario (Alleati) (10.1)."),
])
def test_the_end_of_a_game_and_the_initiative_question_read_in_italian(italian, line: str, expected: str) -> None:  # noqa: ANN001
    """10.1, 13.2.2: lines that nest a sentence in a sentence read whole, no English left in them."""
    from ccp_editor.gui.i18n.logline import play_line

    assert play_line(line) == expected


def test_the_game_over_line_of_the_tracks_reads_in_italian(qtbot, demo_ds: DataSet, italian) -> None:
    """13.3: the winner and why, both in Italian (the reason is kept in English in the save)."""
    board, s = _board(qtbot, demo_ds)
    board.perform(s.end_game())
    board.refresh()
    text = board.tracks.status_label.text()
    reason = text.split(": ", 1)[1]
    assert "vince" in text or "vincono" in text, text
    assert "with VP" not in reason and "ended by" not in reason and "Japan" not in reason, text
    from ccp_editor.gui.i18n.logline import play_line
    from ccp_editor.play import logtext as L

    why = play_line(L.ON_VP.format(why=L.SUDDEN_DEATH_ON.format(n=7), vp="Japan +16"))  # the way most games end
    assert "sudden death" not in why and "Time space" not in why and "Japan" not in why, why


def test_trigger_rolls_and_op_fire_targets_read_in_italian(italian) -> None:
    """The sniper and event triggers' rolls (1.9.3, 1.9.4) and an Op Fire's target (A41) in the log."""
    from ccp_editor.gui.i18n.logline import play_line
    from ccp_editor.play import logtext as L

    roll = play_line(L.ROLL_HEX.format(side="Japan", purpose="sniper trigger", card="JP-14", hex="B6"))
    assert "sniper" not in roll and "cecchino" in roll, roll
    action = play_line(L.ACTION.format(side="Allies", action="op fire", card="US-6", what=L.A_AT_HEX.format(hex="G6")))
    assert " at G6" not in action and "in G6" in action, action
