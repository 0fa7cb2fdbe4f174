"""The house rules on the wizard's inputs page: readable values, units, and the common ones first.

The rule set names each option and documents its values; the values themselves are ids
(``fate_deck``, ``invader_first``), so the page shows them through ``option_value_label``. The few
options players change most are shown at once; the others sit behind an "Advanced" disclosure.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...model.ruleset import HouseRule
from ..i18n import translate
from ..i18n.houserules import rule_description, rule_name

# the options shown at once; every other one is folded under "Advanced"
COMMON_OPTIONS = ("player_one", "dice", "support_multi_buy", "support_allow_sighting", "banzai_setup", "invader_on_map_max")


def option_value_label(key: str, value: Any) -> str:
    """A house-rule value as players read it (the rule set stores an id)."""
    labels = {
        ("player_one", "random"): translate("RsgOptions", "Drawn at random"),
        ("dice", "fate_deck"): translate("RsgOptions", "Fate deck, as at the table"),
        ("dice", "2d6"): translate("RsgOptions", "Two independent dice"),
        ("quality_dice", "2d6"): translate("RsgOptions", "Both dice (2-12)"),
        ("quality_dice", "white"): translate("RsgOptions", "White die only (1-6)"),
        ("support_unaffordable", "skip"): translate("RsgOptions", "Buy nothing and stop the support rolls"),
        ("support_unaffordable", "reroll"): translate("RsgOptions", "Roll again"),
        ("allied_posture_vs_banzai", "by_vp_marker"): translate("RsgOptions", "As the VP marker gave it"),
        ("first_player_conflict", "initiative"): translate("RsgOptions", "Higher OB Initiative"),
        ("initiative_tie", "roll"): translate("RsgOptions", "Roll off"),
        ("initiative_tie", "player_one"): translate("RsgOptions", "Player 1"),
        ("river_order", "invader_first"): translate("RsgOptions", "Invader check first, then rotation"),
        ("river_order", "rotate_first"): translate("RsgOptions", "Rotation check first, then Invader"),
        ("rotated_river", "keep"): translate("RsgOptions", "Ignore rivers on the new edges"),
        ("rotated_river", "invader"): translate("RsgOptions", "A river on the new edge makes an Invader"),
        ("setup_order", "defender_first"): translate("RsgOptions", "Defender sets up first"),
        ("setup_order", "attacker_first"): translate("RsgOptions", "Attacker sets up first"),
        ("banzai_setup", "choose"): translate("RsgOptions", "The Japanese player chooses for each unit"),
        ("banzai_setup", "edge"): translate("RsgOptions", "Every unit along the edge"),
        ("banzai_setup", "time_space_1"): translate("RsgOptions", "Every unit on Time space 1"),
        ("recon_objective_control", "none"): translate("RsgOptions", "No objective starts controlled"),
        ("recon_objective_control", "nearest"): translate("RsgOptions", "The side with the nearer edge"),
        ("leader_duplicates", "reroll"): translate("RsgOptions", "Roll again"),
        ("leader_duplicates", "allow"): translate("RsgOptions", "Take the same leader again"),
    }
    if (key, value) in labels:
        return labels[(key, value)]
    common = {
        "random": translate("RsgOptions", "At random"), "japan": translate("RsgOptions", "Japan"), "allied": translate("RsgOptions", "Allies"), "defender": translate("RsgOptions", "Defender"),
        "attacker": translate("RsgOptions", "Attacker"), "recon": translate("RsgOptions", "Recon"), "choose": translate("RsgOptions", "The players choose"),
    }
    return common.get(str(value), str(value).replace("_", " ").capitalize())


def option_widget(h: HouseRule) -> QWidget:
    """The input of one house rule, set to its default; its tooltip says what the values do."""
    if h.type == "bool":
        w: QWidget = QCheckBox()
        w.setChecked(bool(h.default))
    elif h.type == "int":
        spin = QSpinBox()
        spin.setRange(h.minimum if h.minimum is not None else -999, h.maximum if h.maximum is not None else 999)
        if h.key == "invader_on_map_max":
            spin.setSuffix(" %")
        elif h.key == "invader_reinforcement_space":
            spin.setPrefix(translate("RsgOptions", "Time space "))
        spin.setValue(int(h.default))
        w = spin
    else:
        combo = QComboBox()
        for value in h.choices:
            combo.addItem(option_value_label(h.key, value), value)
        combo.setCurrentIndex(max(combo.findData(h.default), 0))
        w = combo
    w.setObjectName(f"option_{h.key}")
    w.setToolTip(f"{h.gap}: {rule_description(h)}" if h.description else h.gap)
    return w


def option_value(w: QWidget) -> Any:
    """The value an option input holds, as the rule set spells it."""
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QSpinBox):
        return w.value()
    assert isinstance(w, QComboBox)
    return w.currentData()


class OptionsPanel(QWidget):
    """The house-rule inputs: the common ones, then the rest behind an "Advanced" disclosure."""

    def __init__(self, rules: list[HouseRule], skip: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.widgets: dict[str, QWidget] = {}
        common = QFormLayout()
        advanced_page = QWidget()
        advanced_page.setObjectName("advancedOptions")
        advanced = QFormLayout(advanced_page)
        advanced.setContentsMargins(16, 0, 0, 0)
        for h in rules:
            if h.key in skip:
                continue
            w = option_widget(h)
            label = QLabel(rule_name(h))
            label.setToolTip(w.toolTip())
            label.setBuddy(w)
            (common if h.key in COMMON_OPTIONS else advanced).addRow(label, w)
            self.widgets[h.key] = w
        box.addLayout(common)
        n = advanced.rowCount()
        self.toggle = QToolButton()
        self.toggle.setObjectName("advancedToggle")
        self.toggle.setText(translate("RsgOptions", "Advanced house rules ({n})").format(n=n))
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self._fold)
        self.toggle.setVisible(n > 0)
        box.addWidget(self.toggle)
        box.addWidget(advanced_page)
        self.advanced = advanced_page
        advanced_page.setVisible(False)
        box.addStretch(1)

    def _fold(self, open_: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.advanced.setVisible(open_)
