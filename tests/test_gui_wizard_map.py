"""The random battle wizard's pieces on the map, its readable inputs and finish page, one VP notation,
the prefilled answer being Auto's, and the generated battle opening as its public view."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox

from ccp_editor.gui.rsgwizard.placement import MapHexChoice
from ccp_editor.gui.rsgwizard.wizard import WizardWidget
from ccp_editor.rsg.context import prepare
from ccp_editor.rsg.deciders import RecordingDecider
from ccp_editor.rsg.engine import auto_decider, generate, generate_state
from ccp_editor.rsg.stepwise import WizardInputs, WizardSession, vp_marker_text, vp_move_text
from ccp_editor.rsg.summary import format_log

from .test_gui_wizard import DEMO, make_wizard, visible_text
from .windows import discard_unsaved

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


@pytest.fixture
def ds(demo_ds):
    return demo_ds


def at_question(qtbot, ds, step: str, seeds=range(1, 60), **inputs) -> WizardWidget:
    """A wizard stopped at the first question of kind ``step`` (Auto answering the ones before)."""
    for seed in seeds:
        w = make_wizard(qtbot, ds)
        w.start(WizardInputs(seed=seed, **inputs))
        if w.auto_until(step):
            qtbot.wait(20)
            return w
        w.close()
    pytest.fail(f"no seed reaches a {step} question")


def click_hex(qtbot, choice: MapHexChoice, hex_id: str, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(choice.view.viewport(), button, pos=choice.view.view_point(hex_id))


def test_a_click_on_a_hex_places_the_selected_unit_and_a_drag_moves_it(qtbot, ds) -> None:
    w = at_question(qtbot, ds, "placement")
    choice = w.choice
    assert isinstance(choice, MapHexChoice) and choice.view.isVisible()
    d = w.session.snapshot.decision
    area = list(d.offered)
    outside = next(h for h in w.session.snapshot.state.plan.hexes if h not in area)
    choice.set_value([None] * len(d.info["units"]))
    assert choice.selected_row() == 0

    # a click on a hex of the setup area puts the selected unit there and selects the next one
    click_hex(qtbot, choice, area[0])
    assert choice.value()[0] == area[0]
    assert choice.selected_row() == 1
    assert 0 in choice.view.pieces  # its counter stands on the map
    assert choice.view.hex_at(choice.view.pieces[0].pos()) == area[0]

    # a hex outside the area is refused with a reason, and nothing moves
    click_hex(qtbot, choice, outside)
    assert choice.value()[1] is None
    assert outside in choice.hint.text()

    # a counter dragged to another hex moves there
    view = choice.view
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(area[0]))
    qtbot.mouseMove(view.viewport(), view.view_point(area[-1]))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(area[-1]))
    assert choice.value()[0] == area[-1]

    # the list beside the map is the same answer (and works from the keyboard)
    combo = choice.combos[0]
    assert combo.currentData() == area[-1]
    combo.setCurrentIndex(combo.findData(area[1]))
    assert view.hex_at(view.pieces[0].pos()) == area[1]

    # a right click takes the unit back off the map (the players place it later)
    click_hex(qtbot, choice, area[1], Qt.MouseButton.RightButton)
    assert choice.value()[0] is None and 0 not in view.pieces

    # a row of the list dropped on a hex places that piece (as the board takes counters from its panel)
    mime = choice.table.mimeData([choice.table.item(0, 0)])
    drop = QDropEvent(QPointF(view.view_point(area[3])), Qt.DropAction.MoveAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dropEvent(drop)
    assert choice.value()[0] == area[3]

    click_hex(qtbot, choice, area[3], Qt.MouseButton.RightButton)
    assert choice.value()[0] is None
    choice.select_row(0)
    click_hex(qtbot, choice, area[2])
    assert choice.value()[0] == area[2]
    qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    assert not w.error_label.text(), w.error_label.text()
    placed = [a for a in w.session.answers if a["step"] == "placement"][-1]
    assert placed["choice"][0] == area[2]


@pytest.mark.parametrize("step", ["fortification_hexes", "sighting_hexes"])
def test_fortifications_and_sighting_markers_are_placed_on_the_map(qtbot, ds, step: str) -> None:
    w = at_question(qtbot, ds, step)
    choice = w.choice
    assert isinstance(choice, MapHexChoice)
    open_hexes = choice.legal[0]
    target = open_hexes[len(open_hexes) // 2]
    others = [v for v in choice.value()[1:]]
    if target in others:  # one fortification per hex: free the hex first
        target = next(h for h in open_hexes if h not in others)
    click_hex(qtbot, choice, target)
    assert choice.value()[0] == target
    qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    assert not w.error_label.text(), w.error_label.text()
    assert [a for a in w.session.answers if a["step"] == step][-1]["choice"][0] == target


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 8, 13, 21])
def test_the_prefilled_answer_is_what_auto_chooses_in_this_battle(ds, seed: int) -> None:
    data = prepare(ds)
    inputs = WizardInputs(seed=seed, options={"map_choice": "choose", "year_choice": "choose"})
    session = WizardSession(data, inputs)
    prefills = []
    while session.snapshot.decision is not None:
        prefills.append(session.suggestion())
        session.auto_current()
    full = RecordingDecider(auto_decider(seed))
    generate_state(data, seed, options=inputs.engine_options(), decider=full)
    assert prefills == [a["choice"] for a in full.answers]
    assert session.answers == full.answers


def test_the_widget_shows_the_prefill_and_a_players_own_answer_does_not_shift_autos_later_ones(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=6, options={"map_choice": "choose"}))
    d = w.session.snapshot.decision
    assert d.step == "map"
    assert w.choice.value() == w.session.suggestion()
    other = next(m for m in d.offered if m != w.session.suggestion())
    w.session.answer(other)
    # Auto for the rest of this battle is the prefill at every question from here on
    shadow = WizardSession(w.session.data, w.session.inputs)
    shadow.answer(other)
    while shadow.snapshot.decision is not None:
        expected = shadow.suggestion()
        shadow.auto_current()
        assert shadow.answers[-1]["choice"] == expected
    w.auto_all()
    assert w.session.answers == shadow.answers


def test_house_rules_read_as_words_with_units_and_the_advanced_ones_folded(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    raw = {str(c) for h in ds.ruleset.house_rules for c in h.choices if "_" in str(c)}
    assert {"fate_deck", "invader_first"} <= raw
    shown = visible_text(w.inputs_page)
    combos = [c for c in w.inputs_page.findChildren(QComboBox) if c.isVisible()]
    shown += "\n".join(c.itemText(i) for c in combos for i in range(c.count()))
    assert not [r for r in raw if r in shown]
    assert "Fate deck, as at the table" in shown
    assert w.option_widgets["invader_on_map_max"].text() == "50 %"
    # the advanced house rules are folded away until asked for
    assert w.option_widgets["dice"].isVisible()
    assert not w.option_widgets["river_order"].isVisible()
    qtbot.mouseClick(w.options_panel.toggle, Qt.MouseButton.LeftButton)
    assert w.option_widgets["river_order"].isVisible()
    advanced = [c for c in w.options_panel.advanced.findChildren(QComboBox)]
    assert "Invader check first, then rotation" in [c.itemText(i) for c in advanced for i in range(c.count())]
    # a readable value still reaches the engine as the rule set's id
    dice = w.option_widgets["dice"]
    dice.setCurrentIndex(dice.findText("Two independent dice"))
    w.option_widgets["river_order"].setCurrentIndex(1)
    assert w.inputs().options == {"dice": "2d6", "river_order": "rotate_first"}


def test_the_map_question_shows_names_and_pictures(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=4, options={"map_choice": "choose"}))
    items = [w.choice.list.item(i) for i in range(w.choice.list.count())]
    assert [i.text() for i in items] == [ds.maps[m].name for m in w.session.snapshot.decision.offered]
    assert all(not i.icon().isNull() for i in items)
    assert not [i for i in items if i.text() in ds.maps]
    # the inputs page names the maps too, each with its picture
    texts = [w.map_combo.itemText(i) for i in range(w.map_combo.count())]
    assert ds.maps["demo-coastal"].name in texts and "demo-coastal" not in " ".join(texts)
    assert not w.map_combo.itemIcon(w.map_combo.findData("demo-coastal")).isNull()


def test_one_vp_notation_in_the_header_the_log_and_the_generators_text_log(qtbot, ds) -> None:
    assert (vp_marker_text(3), vp_marker_text(-2), vp_marker_text(0)) == ("Japan +3", "Allies +2", "0")
    assert vp_move_text(1, -2) == "Japan +1 -> Allies +2"
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=3))
    w.auto_all()
    sc = w.scenario()
    assert w.vp_label.text() == f"VP marker: {vp_marker_text(sc.vp_start)}"
    moves = [e for e in w.session.log() if e.vp_before is not None and e.vp_after is not None]
    assert moves
    column = [w.log_tree.topLevelItem(i).text(3) for i in range(w.log_tree.topLevelItemCount())]
    assert [c for c in column if c] == [vp_move_text(e.vp_before, e.vp_after) for e in moves]
    text = format_log(generate(prepare(ds), 3))
    assert f"VP {vp_move_text(moves[0].vp_before, moves[0].vp_after)}" in text
    assert "+0 ->" not in text and "-> +" not in text
    assert vp_marker_text(sc.vp_start) in w.finished_summary.text()


def test_the_finish_page_names_the_ob_cards_shows_the_map_and_folds_the_command_line(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=3))
    w.auto_all()
    sc = w.scenario()
    summary = w.finished_summary.text()
    names = {c.id: c.name for f in ds.forces.values() for c in f.ob_cards}
    for ob in (sc.sides.japan.ob, sc.sides.allied.ob):
        assert names[ob] in summary and ob not in summary
    assert sc.map not in summary and ds.maps[sc.map].name in summary
    assert "goes first" not in summary and "first player" not in summary.lower()
    assert w.finished_map.isVisible() and not w.finished_map.pixmap().isNull()
    assert not w.command_label.isVisible()
    assert "ccp-editor generate" not in visible_text(w.finished_view)
    qtbot.mouseClick(w.details_button, Qt.MouseButton.LeftButton)
    assert w.command_label.isVisible() and "ccp-editor generate --seed 3" in w.command_label.text()


def test_the_generated_battle_opens_with_the_secret_chits_hidden(qtbot, tmp_path: Path, ds) -> None:
    from ccp_editor.gui.mainwindow import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, tmp_path / "recovery")
    qtbot.addWidget(window, before_close_func=discard_unsaved)
    window.resize(1280, 800)
    window.show()
    window.open_dataset(DEMO)
    window.action("actRandomBattle").trigger()
    wizard = window.tabs.currentWidget()
    wizard.start(WizardInputs(seed=22))
    wizard.auto_all()
    chits = wizard.scenario().objective_chits
    assert chits.secret_japan and chits.secret_allied
    qtbot.mouseClick(wizard.open_button, Qt.MouseButton.LeftButton)
    view = window.current_view()
    raw = view.tabs.indexOf(view.subviews["yaml"])
    assert not view.tabs.isTabEnabled(raw)  # the YAML would show both players' chits
    lines = {s: view.findChild(QLineEdit, f"chits_secret_{s}") for s in ("japan", "allied")}
    secret = {"japan": " ".join(chits.secret_japan), "allied": " ".join(chits.secret_allied)}
    for side, line in lines.items():
        assert line.text() == secret[side]  # the document keeps them...
        assert secret[side] not in line.displayText()  # ...but nobody sees them
        assert line.isReadOnly()

    # the Allied player asks: the screen is handed over first, then only his chits show
    reveal = next(a for a in lines["allied"].actions() if a.objectName() == "reveal_allied")
    reveal.trigger()
    dialog = window.findChild(QMessageBox, "passScreenDialog")
    assert dialog is not None and dialog.isVisible() and "Allied player" in dialog.text()
    assert secret["allied"] not in lines["allied"].displayText()
    accept = next(b for b in dialog.buttons() if "Allied player" in b.text())
    qtbot.mouseClick(accept, Qt.MouseButton.LeftButton)
    assert lines["allied"].displayText() == secret["allied"]
    assert secret["japan"] not in lines["japan"].displayText()
    reveal.trigger()  # and hidden again
    assert secret["allied"] not in lines["allied"].displayText()
    assert list(window.current_model().doc.objective_chits.secret_japan) == list(chits.secret_japan)


def test_the_wizards_log_names_ob_cards_units_and_maps(qtbot, ds) -> None:
    w = make_wizard(qtbot, ds)
    w.start(WizardInputs(seed=3))
    w.auto_all()
    sc = w.scenario()
    shown = [w.log_tree.topLevelItem(i).text(4) for i in range(w.log_tree.topLevelItemCount())]
    ids = {sc.sides.japan.ob, sc.sides.allied.ob, sc.map} | {c.id for f in ds.forces.values() for c in f.counters}
    text = "\n".join(shown)
    assert not [i for i in ids if re.search(rf"\b{re.escape(i)}\b", text)]
    assert not re.search(r"\b(japan|allied)\b", text)
    assert "Japan goes first" in text
    names = {c.id: c.name for f in ds.forces.values() for c in f.ob_cards}
    assert f"OB card \u201c{names[sc.sides.japan.ob]}\u201d" in text
    # the stored log keeps the ids scripts read
    assert any(sc.sides.japan.ob in e.text for e in sc.generation.log)


def test_the_fortification_purchase_names_each_line_and_the_sighting_purchase_uses_the_vp_notation(qtbot, ds) -> None:
    w = at_question(qtbot, ds, "fortifications")
    table = w.choice.table
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    offered = w.session.snapshot.decision.offered
    assert not set(names) & set(offered) - {n for n in names if n[:1].isupper()}
    assert "Foxholes" in names and not [n for n in names if "-" in n]
    assert any(n.startswith("Mines, strength ") for n in names)
    w2 = at_question(qtbot, ds, "sighting_markers")
    assert f"VP marker: {vp_marker_text(w2.session.snapshot.state.vp)}." in visible_text(w2)
