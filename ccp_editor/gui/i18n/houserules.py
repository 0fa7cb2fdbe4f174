"""House-rule names, descriptions and values of the built-in rule set, in the player's language.

A rule set is data: its house rules carry English names, descriptions and value ids
(``ccp_editor/rulesets/ccp.yaml``). Those of the built-in rule set are marked here so ``pyside6-lupdate``
collects them; the GUI shows any rule set's texts through ``rule_name``, ``rule_description`` and
``rule_value``, which translate the texts they know and show a rule set's own texts as written. A test
keeps these lists equal to the built-in rule set.
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

DESCRIPTIONS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("HouseRuleHelp", "random: one map drawn with equal chance from the data set's maps; choose: the players pick. The RSG steps never say how the map is found, so the default keeps the generation fully random."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "random: white die 1-3 wide (players on the long edges), 4-6 narrow (players on the short edges); wide/narrow: fixed. The rules give depths for both and no way to pick one, so an even chance keeps both in play."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "random: one year drawn with equal chance from the years the rule set and the forces data support; choose: the players pick. Undefined in the RSG steps; an even draw keeps every table year in use."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "random: US or Commonwealth with equal chance (among those the data set has forces for); US or CW: fixed. The RSG steps do not say who Japan fights, so neither is favoured."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "random: either side is Player 1 with equal chance; japan/allied: fixed. Player 1 draws the open and one secret chit (RSG 3) and the procedure never says who that is, so a coin flip is fairest."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "fate_deck: rolls come from an emulated 72-card Fate deck (each white/coloured pair twice), as at the table; 2d6: independent dice. The game has no real dice, so the deck is the faithful default."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "2d6: the Allied Troop Quality roll is the sum of both dice (columns 2-12); white: the white die only (columns 1-6). The RSG step does not name the dice; a normal roll is the sum (1.9), hence 2d6."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "false: a support roll buys exactly one item of its column; true: the roller may buy several items of the column. The step says 'at least one unit'; one per roll is the literal minimum and keeps the VP swing of a single roll small."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "skip: when the column offers no item available for the year (or none the roller may pay for), the roll buys nothing and the support loop ends; reroll: roll again until a column offers one. 'Must purchase ... if possible' reads as a purchase only when one exists (as O28.1b ends an order it cannot fill), hence skip."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "true: Japanese Support Table sighting-marker entries may be bought during support rolls; false: only units. They are genuine Support Table items (E70), so they stay buyable by default."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "by_vp_marker: the Banzai line of RSG 7 changes Japan's posture and quality only, so the Allies keep the posture the VP marker gave them (VP at 0: Recon; Japan holding the marker: Attacker; the Allies holding it: Defender). defender, attacker or recon: a house rule fixing the Allied posture instead. The text is the default."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "Who takes the first turn when both postures move first (e.g. Banzai against an Allied Attacker). initiative: the higher OB Initiative number (as for Recon against Recon); japan/allied: fixed. Reusing the Recon tie-break keeps one rule for all ties."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "Who takes the Initiative card when both OB Initiative numbers are equal. roll: each side rolls, high roll wins, ties re-rolled; japan/allied/player_one: fixed. A roll favours no side."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "RSG step 8 when both checks apply. invader_first: an Attacker on a river edge becomes Invader before any rotation is considered; rotate_first: rotate for the other side's river first, then check the Attacker's new edge. The step lists the Invader check first, hence the default."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "keep: after a rotation, rivers on the new edges are ignored (the map is turned once only); invader: an Attacker now facing a river becomes Invader. Rotating again could loop, so one turn is final."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "Which side sets up first outside Recon against Recon (there the higher Initiative goes first). defender_first: the Defender (or Banzai's opponent) places first; attacker_first: the other way. Defender first is the series' usual practice."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "The most of an Invader's units, in percent (rounded down), that set up on the map; the rest wait on the Time Track. RSG 10 says half or fewer on the map and 17.4b at least half on the Time Track, so 50 is the most the text allows; a lower value keeps more of the landing back."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "The Time Track space where an Invader's off-map units wait. The rules leave it open; space 1 brings the landing in at the first Time advance, like a second wave."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "RSG 10 lets a Banzai unit set up along Japan's edge or on Time space 1, and nothing asks the whole force to do the same. choose: the Japanese player picks, unit by unit, which wait on Time space 1 (none, some or all); edge: every unit on the edge; time_space_1: every unit on Time space 1. The text allows the mix, so the player's choice is the default."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "none: no objective starts controlled; nearest: each objective starts controlled by the side whose friendly edge is nearer (ties uncontrolled). Step 12 gives all objectives to the Defender and there is none here, and objectives may start uncontrolled (14.3.1)."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "true: Japan may buy up to 8 Sighting markers at 1 VP each whatever its lead, the marker crossing 0 if need be: step 13 sets no cap but 8 (step 9 caps the fortification purchase at the lead, step 13 does not). false: a house rule keeping the purchase within Japan's lead. The text is the default."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "true: a modified white-die result above or below the Leader Table is read on its last or first row; false: an off-table result gives no leader. The table's extreme rows are the natural reading of a modifier pushing past them."),
    QT_TRANSLATE_NOOP("HouseRuleHelp", "reroll: a leader roll that names only leaders the side already has is rolled again (up to six times, then no leader); allow: the side may take the same leader counter twice. The countermix holds one counter of each leader, so the default never puts a counter on the table twice."),
)


def rule_name(rule: Any) -> str:
    """A house rule's name as the player reads it."""
    return translate("HouseRules", rule.name)


def rule_description(rule: Any) -> str:
    """What a house rule's values do, as the player reads it (a tooltip)."""
    return translate("HouseRuleHelp", rule.description) if rule.description else ""


def rule_value(value: object) -> str:
    """A house-rule value as the player reads it: yes/no, a number, or a named choice ("by VP marker")."""
    if isinstance(value, bool):
        return translate("HouseRuleValues", "yes") if value else translate("HouseRuleValues", "no")
    text = str(value)
    shown = translate("HouseRuleValues", text)
    if shown != text:
        return shown
    return ENGLISH_VALUES.get(text, text.replace("_", " "))


# How the English interface writes the value ids that do not read as words by themselves (the
# other languages translate the ids above).
ENGLISH_VALUES: dict[str, str] = {
    "japan": "Japan", "allied": "Allies", "US": "US", "CW": "Commonwealth", "fate_deck": "Fate deck",
    "white": "white die", "by_vp_marker": "by VP marker", "player_one": "Player 1", "time_space_1": "Time space 1",
    "invader_first": "Invader first", "rotate_first": "rotate first", "defender_first": "Defender first",
    "attacker_first": "Attacker first", "defender": "Defender", "attacker": "Attacker", "recon": "Recon",
    "invader": "Invader", "edge": "on the edge",
}
