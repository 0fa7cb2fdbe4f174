"""Names, never raw option keys: the enum cells and combos of the chits, fortifications, terrain chart,
house rules and scenario form show words (in English and in Italian) while the documents keep their ids;
the Fate deck's tab names its nation; the wizard's log fits its Step and Rule texts and writes VP one way."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyleOptionViewItem

from ccp_editor.gui.document import DocumentModel
from ccp_editor.gui.editors.docview import DocumentView
from ccp_editor.gui.i18n import install_translator
from ccp_editor.gui.tables import TableEditor
from ccp_editor.io.dataset import load_dataset
from ccp_editor.rsg.stepwise import WizardInputs, vp_marker_text

from .test_gui_scenario import open_editor, window  # noqa: F401 (the scenario window fixture)
from .test_gui_shell import DEMO, copy_demo

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


KEEP: list = []


@pytest.fixture(autouse=True)
def _release() -> Iterator[None]:
    yield
    KEEP.clear()


@pytest.fixture
def loaded(tmp_path: Path):
    ds, _problems = load_dataset(copy_demo(tmp_path / "demo"))
    return ds


@pytest.fixture
def italian(qapp) -> Iterator[None]:
    assert install_translator("it")
    try:
        yield
    finally:
        install_translator("en")


def table(qtbot, ds, doc, subview: str) -> TableEditor:
    from ccp_editor.gui.editors import register_all

    register_all()
    model = DocumentModel(doc, Path(ds.paths[id(doc)]), ds)
    view = DocumentView(model)
    qtbot.addWidget(view)
    KEEP.extend((model, view))  # alive until the test ends (qtbot closes the view)
    view.resize(1280, 800)
    view.show()
    editor = view.subviews[subview]
    assert isinstance(editor, TableEditor)
    return editor


def column(editor: TableEditor, key: str) -> int:
    return next(i for i, c in enumerate(editor.model.columns) if c.key == key)


def shown(editor: TableEditor, key: str) -> list[str]:
    col = column(editor, key)
    return [editor.model.index(r, col).data() for r in range(editor.model.rowCount())]


def pick_in_combo(editor: TableEditor, row: int, key: str, label: str) -> None:
    """Edit a cell as a user does: the cell's combo box, the item with this name, commit."""
    index = editor.model.index(row, column(editor, key))
    delegate = editor.view.itemDelegateForIndex(index)
    box = delegate.createEditor(editor.view.viewport(), QStyleOptionViewItem(), index)
    assert isinstance(box, QComboBox)
    delegate.setEditorData(box, index)
    names = [box.itemText(i) for i in range(box.count())]
    assert label in names, names
    box.setCurrentIndex(names.index(label))
    delegate.setModelData(box, editor.model, index)
    box.deleteLater()


def fits(editor: TableEditor, key: str) -> bool:
    """Every name of the column is narrower than the column."""
    col = column(editor, key)
    metrics = editor.view.fontMetrics()
    return all(metrics.horizontalAdvance(t or "") + 8 <= editor.view.columnWidth(col) for t in shown(editor, key))


def test_chit_kinds_read_as_words_and_store_the_id(qtbot, loaded) -> None:
    editor = table(qtbot, loaded, loaded.chits, "chits")
    kinds = shown(editor, "kind")
    assert {"One objective", "All objectives", "Exit bonus"} <= set(kinds)
    assert not {"single", "all", "exit_bonus"} & set(kinds)
    row = kinds.index("One objective")
    pick_in_combo(editor, row, "kind", "Exit bonus")
    assert loaded.chits.chits[row].kind == "exit_bonus"
    assert ",exit_bonus," in editor.model.csv_text()  # the CSV keeps ids


def test_fortification_types_read_as_the_rule_sets_names(qtbot, loaded, italian) -> None:
    editor = table(qtbot, loaded, loaded.fortification_ob, "items")
    types = shown(editor, "type")
    assert "Buche" in types and "Casamatta" in types and "Mine" in types  # foxholes, pillbox, mines
    assert not {"foxholes", "pillbox", "mines"} & set(types)
    pick_in_combo(editor, 0, "type", "Reticolato")
    assert loaded.fortification_ob.items[0].type == "wire"


def test_terrain_chart_kind_move_and_los_read_as_words_that_fit(qtbot, loaded) -> None:
    editor = table(qtbot, loaded, loaded.ruleset, "terrain")
    assert "Terrain type" in shown(editor, "kind") and "type" not in shown(editor, "kind")
    assert "MP cost" in shown(editor, "move") and "Impassable" in shown(editor, "move")
    assert "Obstacle" in shown(editor, "los") and "obstacle" not in shown(editor, "los")
    for key in ("kind", "move", "los"):
        assert fits(editor, key), key
    row = shown(editor, "los").index("Obstacle")
    pick_in_combo(editor, row, "los", "Hindrance")
    assert loaded.ruleset.terrain[row].los == "hindrance"


def test_terrain_chart_in_italian(qtbot, loaded, italian) -> None:
    editor = table(qtbot, loaded, loaded.ruleset, "terrain")
    assert "Invalicabile" in shown(editor, "move") and fits(editor, "move")
    assert "Ostacolo" in shown(editor, "los")


def test_house_rule_defaults_and_choices_read_as_words(qtbot, loaded) -> None:
    editor = table(qtbot, loaded, loaded.ruleset, "house_rules")
    keys = [h.key for h in loaded.ruleset.house_rules]
    dice = keys.index("dice")
    default = editor.model.index(dice, column(editor, "default"))
    choices = editor.model.index(dice, column(editor, "choices"))
    assert default.data() == "Fate deck"
    assert choices.data() == "Fate deck, 2d6"
    assert editor.model.setData(default, "2d6")
    assert loaded.ruleset.house_rules[dice].default == "2d6"
    assert editor.model.setData(default, "Fate Deck")  # the shown word, in any case, stores the id
    assert loaded.ruleset.house_rules[dice].default == "fate_deck"
    assert editor.model.setData(choices, "Fate deck, 2d6")
    assert loaded.ruleset.house_rules[dice].choices == ["fate_deck", "2d6"]
    booleans = [i for i, h in enumerate(loaded.ruleset.house_rules) if h.type == "bool"]
    assert editor.model.index(booleans[0], column(editor, "default")).data() in ("yes", "no")
    assert editor.model.index(booleans[0], column(editor, "type")).data() == "Yes/no"
    player = keys.index("player_one")
    assert editor.model.index(player, column(editor, "choices")).data() == "random, Japan, Allies"


def test_house_rule_values_in_italian(qtbot, loaded, italian) -> None:
    editor = table(qtbot, loaded, loaded.ruleset, "house_rules")
    dice = [h.key for h in loaded.ruleset.house_rules].index("dice")
    default = editor.model.index(dice, column(editor, "default"))
    assert "_" not in default.data() and default.data() != "fate_deck"
    assert editor.model.setData(default, default.data())
    assert loaded.ruleset.house_rules[dice].default == "fate_deck"


def test_the_inspector_names_the_ids_too(loaded, italian) -> None:
    from ccp_editor.gui.describe import value_text

    assert value_text("exit_bonus", "kind", loaded.chits, loaded) == "Bonus di uscita"
    assert value_text("impassable", "move", loaded.ruleset, loaded) == "Invalicabile"
    assert value_text("pillbox", "type", loaded.fortification_ob, loaded) == "Casamatta"


def test_fate_deck_tab_names_its_nation(loaded) -> None:
    deck = loaded.fate_decks["JP"]
    model = DocumentModel(deck, Path(loaded.paths[id(deck)]), loaded)
    assert model.title() == "Fate deck: {}".format(loaded.ruleset.nation("JP").name)


def test_scenario_orientation_and_provenance_combos_show_words(qtbot, window) -> None:  # noqa: F811
    editor = open_editor(window)
    orientation = editor.findChild(QComboBox, "orientationCombo")
    provenance = editor.findChild(QComboBox, "provenanceCombo")
    assert provenance.currentText() == "Demo data"
    assert [orientation.itemText(i) for i in range(orientation.count())] == ["Wide (long edges)", "Narrow (short edges)"]
    other = 1 - orientation.currentIndex()
    expected = orientation.itemData(other)
    orientation.setCurrentIndex(other)
    assert editor.model.doc.orientation == expected in ("wide", "narrow")
    provenance.setCurrentIndex(provenance.findText("Your own"))
    assert editor.model.doc.provenance == "user"
    posture = editor.findChild(QComboBox, "alliedPosture")
    assert "Attacker" in [posture.itemText(i) for i in range(posture.count())]
    posture.setCurrentIndex(posture.findText("Defender"))
    assert editor.model.doc.sides.allied.posture == "defender"
    quality = editor.findChild(QComboBox, "japanQuality")
    quality.setCurrentIndex(quality.findText("Green"))
    assert editor.model.doc.sides.japan.quality == "green"


def test_wizard_log_fits_steps_and_rules_and_writes_vp_one_way(qtbot, loaded) -> None:
    from ccp_editor.gui.rsgwizard.wizard import LOG_COLUMN_MAX, WizardWidget

    w = WizardWidget(loaded)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.start(WizardInputs(seed=7))
    qtbot.mouseClick(w.auto_all_button, Qt.MouseButton.LeftButton)
    tree = w.log_tree
    metrics = tree.fontMetrics()
    assert tree.topLevelItemCount() > 10
    vps = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        for col in range(5):
            assert item.toolTip(col) == item.text(col)  # the full text, whatever the width
        for col in (0, 1):
            width = metrics.horizontalAdvance(item.text(col))
            assert width <= tree.columnWidth(col) or tree.columnWidth(col) == LOG_COLUMN_MAX, item.text(col)
        vps.append(item.text(3))
    assert "0 -> 0" not in vps
    assert all(" -> " in v or v in ("", vp_marker_text(0)) or v.startswith(("Japan +", "Allies +")) for v in vps)
