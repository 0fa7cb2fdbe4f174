"""House-rule names and values of the built-in rule set, in the player's language.

A rule set is data: its house rules carry English names and value ids (``ccp_editor/rulesets/ccp.yaml``).
The names and values of the built-in rule set are marked here so ``pyside6-lupdate`` collects them; the GUI
shows any rule set's name or value through ``rule_name`` / ``rule_value``, which translate those it knows
and show a rule set's own texts as written. A test keeps this list equal to the built-in rule set.
"""

from __future__ import annotations

from typing import Any

from . import QT_TRANSLATE_NOOP, translate

NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("HouseRules", "Map choice"),
    QT_TRANSLATE_NOOP("HouseRules", "Map orientation"),
    QT_TRANSLATE_NOOP("HouseRules", "Year choice"),
    QT_TRANSLATE_NOOP("HouseRules", "Allied nation"),
    QT_TRANSLATE_NOOP("HouseRules", "Player 1"),
    QT_TRANSLATE_NOOP("HouseRules", "Dice"),
    QT_TRANSLATE_NOOP("HouseRules", "Troop quality dice"),
    QT_TRANSLATE_NOOP("HouseRules", "Several items per support roll"),
    QT_TRANSLATE_NOOP("HouseRules", "Unaffordable support roll"),
    QT_TRANSLATE_NOOP("HouseRules", "Sighting markers from the Support Table"),
    QT_TRANSLATE_NOOP("HouseRules", "Allied posture against a Banzai Force"),
    QT_TRANSLATE_NOOP("HouseRules", "First player when both move first"),
    QT_TRANSLATE_NOOP("HouseRules", "Initiative tie"),
    QT_TRANSLATE_NOOP("HouseRules", "River checks order"),
    QT_TRANSLATE_NOOP("HouseRules", "Rivers after rotation"),
    QT_TRANSLATE_NOOP("HouseRules", "Setup order"),
    QT_TRANSLATE_NOOP("HouseRules", "Invader units on the map"),
    QT_TRANSLATE_NOOP("HouseRules", "Invader reinforcement space"),
    QT_TRANSLATE_NOOP("HouseRules", "Banzai setup"),
    QT_TRANSLATE_NOOP("HouseRules", "Objective control in Recon against Recon"),
    QT_TRANSLATE_NOOP("HouseRules", "Sighting markers may cross zero"),
    QT_TRANSLATE_NOOP("HouseRules", "Clamp modified leader rolls"),
    QT_TRANSLATE_NOOP("HouseRules", "Leader already in the force"),
)
VALUES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("HouseRuleValues", "random"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "choose"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "wide"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "narrow"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "US"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "CW"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "japan"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "allied"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "fate_deck"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "2d6"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "white"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "skip"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "reroll"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "by_vp_marker"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "defender"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "attacker"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "recon"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "initiative"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "roll"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "player_one"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "invader_first"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "rotate_first"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "keep"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "invader"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "defender_first"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "attacker_first"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "edge"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "time_space_1"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "none"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "nearest"),
    QT_TRANSLATE_NOOP("HouseRuleValues", "allow"),
)


def rule_name(rule: Any) -> str:
    """A house rule's name as the player reads it."""
    return translate("HouseRules", rule.name)


def rule_value(value: object) -> str:
    """A house-rule value as the player reads it: yes/no, a number, or a named choice ("by VP marker")."""
    if isinstance(value, bool):
        return translate("HouseRuleValues", "yes") if value else translate("HouseRuleValues", "no")
    text = str(value)
    shown = translate("HouseRuleValues", text)
    return shown.replace("_", " ") if shown == text else shown
