"""The generator's log sentences, written once: the engine formats them (English, stored in the
scenario's log) and the GUI reads a stored line back against them to show it in the player's language.

Each template is marked with ``QT_TRANSLATE_NOOP("RsgLog", ...)`` so ``pyside6-lupdate`` collects it;
a placeholder is filled with ``str.format``. ``WORDS`` are the short texts that fill a placeholder
("drawn at random"); side ids and these words are translated inside a line as well. No Qt here.
"""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

CONTEXT = "RsgLog"

# pre-steps (house rules map_choice, orientation, year_choice, allied_nation, player_one)
MAP_FIXED = QT_TRANSLATE_NOOP("RsgLog", "map {map} fixed by the user")
MAP_PICKED = QT_TRANSLATE_NOOP("RsgLog", "map {map} {how}")
ORIENTATION = QT_TRANSLATE_NOOP("RsgLog", "{orientation} ({how}); Japan at the {japan_edge} edge, Allies at the {allied_edge}")
WHITE_DIE = QT_TRANSLATE_NOOP("RsgLog", "white die {die}")
YEAR_FIXED = QT_TRANSLATE_NOOP("RsgLog", "year {year} fixed by the user")
YEAR_PICKED = QT_TRANSLATE_NOOP("RsgLog", "year {year} {how}")
ALLIED_NATION = QT_TRANSLATE_NOOP("RsgLog", "Japan against {nation} ({how})")
PLAYER_ONE = QT_TRANSLATE_NOOP("RsgLog", "Player 1 is {side} ({how})")
# RSG 1, 2, 4, 5, 6
NO_POSTURES = QT_TRANSLATE_NOOP("RsgLog", "no postures fixed by a scenario: assigned in steps 7-8")
QUALITY_ROLL = QT_TRANSLATE_NOOP("RsgLog", "{nation} quality roll {roll}{where}: {quality}{note}")
READ_ON_COLUMN = QT_TRANSLATE_NOOP("RsgLog", " read on column {column}")
NO_QUALITY_ENTRY = QT_TRANSLATE_NOOP("RsgLog", " (no table entry for the year: Line)")
OB_TAKEN = QT_TRANSLATE_NOOP("RsgLog", "{side} takes OB {ob} ({name}) and pays {vp} VP")
LEADER_AGAIN = QT_TRANSLATE_NOOP("RsgLog", "{side} leader roll {roll}: {leaders} already in the force; rolls again")
LEADER_GIVE_UP = QT_TRANSLATE_NOOP("RsgLog", "{side} leader roll {roll}: {leaders} already in the force after {n} rerolls; {why}")
EVERY_LEADER_TAKEN = QT_TRANSLATE_NOOP("RsgLog", "every leader of the table is already in the force")
NEAREST_ROW = QT_TRANSLATE_NOOP("RsgLog", "reads row {row}, the nearest with a leader the side lacks")
LEADER_ROLL = QT_TRANSLATE_NOOP("RsgLog", "{side} leader roll {roll}{read}: {leader}")
LEADER_READ = QT_TRANSLATE_NOOP("RsgLog", " (read {row})")
NO_LEADER = QT_TRANSLATE_NOOP("RsgLog", "no leader")
SUPPORT_AT_ZERO = QT_TRANSLATE_NOOP("RsgLog", "VP marker at 0: nobody rolls for support")
SUPPORT_NOTHING = QT_TRANSLATE_NOOP("RsgLog", "{side} support roll {roll}: nothing available in {year}{then}")
ROLLS_AGAIN = QT_TRANSLATE_NOOP("RsgLog", "; rolls again")
NO_PURCHASE = QT_TRANSLATE_NOOP("RsgLog", "; no purchase")
SUPPORT_BOUGHT = QT_TRANSLATE_NOOP("RsgLog", "{side} support roll {roll}: buys {items}")
SUPPORT_STOPPED = QT_TRANSLATE_NOOP("RsgLog", "support loop stopped after {n} rolls")
# RSG 7, 8, 9, 10, 11, 12, 13, 14, 15
VP_AT_ZERO = QT_TRANSLATE_NOOP("RsgLog", "VP at 0")
BOTH_RECON = QT_TRANSLATE_NOOP("RsgLog", "VP at 0: both Recon")
HOLDS_MARKER = QT_TRANSLATE_NOOP("RsgLog", "{side} holds the VP marker")
POSTURES_BY_MARKER = QT_TRANSLATE_NOOP("RsgLog", "{side} holds the VP marker: {defender} Defender, {attacker} Attacker")
BANZAI_KEEP = QT_TRANSLATE_NOOP("RsgLog", "{marker}; Banzai Force: Japan Banzai (quality Line), the Allies keep {posture}")
BANZAI_FIXED = QT_TRANSLATE_NOOP("RsgLog", "{marker}; Banzai Force: Japan Banzai (quality Line), the Allies {posture} "
                                 "(house rule allied_posture_vs_banzai)")
RIVER_INVADER = QT_TRANSLATE_NOOP("RsgLog", "{side} attacks across the river on the {edge} edge: Invader")
RIVER_TURN = QT_TRANSLATE_NOOP("RsgLog", "river on the {sides} edge: map turned 90 degrees clockwise, now {orientation}")
EDGES_NOW = QT_TRANSLATE_NOOP("RsgLog", "Japan at {japan_edge}, Allies at {allied_edge}")
RIVERS_BOTH = QT_TRANSLATE_NOOP("RsgLog", "rivers on both edges: the {side} Invader keeps its posture after the turn "
                                "(house rule river_order = invader_first, the step's order)")
RIVER_NO_EFFECT = QT_TRANSLATE_NOOP("RsgLog", "river on the {sides} edge: no side affected")
# a count's singular and plural are two sentences (the English and Italian forms agree with the number)
SETUP_SIDE = QT_TRANSLATE_NOOP("RsgLog", "{side} {posture} at the {edge} edge, {n} hexes: {placed} units placed{more}")
SETUP_SIDE_ONE = QT_TRANSLATE_NOOP("RsgLog", "{side} {posture} at the {edge} edge, {n} hexes: {placed} unit placed{more}")
ON_TRACK = QT_TRANSLATE_NOOP("RsgLog", ", {n} on the Time Track")
IN_BOXES = QT_TRANSLATE_NOOP("RsgLog", ", {n} in the Infiltration Boxes")
ON_TRACK_IN_BOXES = QT_TRANSLATE_NOOP("RsgLog", ", {n} on the Time Track, {boxed} in the Infiltration Boxes")
CONTROLS_ALL = QT_TRANSLATE_NOOP("RsgLog", "{side} (Defender) controls all objectives")
NEARER_EDGE = QT_TRANSLATE_NOOP("RsgLog", "no Defender: each objective to the side with the nearer edge")
UNCONTROLLED = QT_TRANSLATE_NOOP("RsgLog", "no Defender: objectives start uncontrolled")
TIME_START = QT_TRANSLATE_NOOP("RsgLog", "Time {time}")
SURRENDER = QT_TRANSLATE_NOOP("RsgLog", "Surrender {space}")
MINES_FP = QT_TRANSLATE_NOOP("RsgLog", "mines {fp} FP")
SUDDEN_DEATH = QT_TRANSLATE_NOOP("RsgLog", "Sudden Death {japan} + {allied} {modifier} ({orientation}) = {total}")
SIGHTING_BOUGHT = QT_TRANSLATE_NOOP("RsgLog", "Japan buys {n} Sighting markers for {n_vp} VP (up to {most})")
SIGHTING_BOUGHT_ONE = QT_TRANSLATE_NOOP("RsgLog", "Japan buys {n} Sighting marker for {n_vp} VP (up to {most})")
SIGHTING_FULL = QT_TRANSLATE_NOOP("RsgLog", "Japan buys none: it already has {n}, the most")
SIGHTING_NO_LEAD = QT_TRANSLATE_NOOP("RsgLog", "Japan buys none: no VP lead to spend (house rule sighting_may_cross_zero = false)")
SIGHTING_DECLINED = QT_TRANSLATE_NOOP("RsgLog", "Japan buys none (declined; up to {most} offered)")
SIGHTING_TOTAL = QT_TRANSLATE_NOOP("RsgLog", "{n} in all{where}")
SIGHTING_BANZAI = QT_TRANSLATE_NOOP("RsgLog", ", on Time space 1 with the Banzai force")
SIGHTING_IN = QT_TRANSLATE_NOOP("RsgLog", ", in {hexes}")
INITIATIVE = QT_TRANSLATE_NOOP("RsgLog", "Initiative {japan} vs {allied}: {side} takes the card; hands {japan_hand}/{allied_hand}, "
                               "discard limits {japan_discard}/{allied_discard}")
FORTS_BOUGHT = QT_TRANSLATE_NOOP("RsgLog", "{side} buys {items} for {cost} of {lead} VP")
FORTS_DECLINED = QT_TRANSLATE_NOOP("RsgLog", "{side} buys nothing (declined; {lead} VP to spend)")
FORTS_PLACED = QT_TRANSLATE_NOOP("RsgLog", "{side} places {items}")
MOVES_FIRST = QT_TRANSLATE_NOOP("RsgLog", "{posture} moves first")
HIGHER_INITIATIVE = QT_TRANSLATE_NOOP("RsgLog", "the higher Initiative")
SIDE_FIXED = QT_TRANSLATE_NOOP("RsgLog", "{side} fixed")
BOTH_FIRST = QT_TRANSLATE_NOOP("RsgLog", "Japan {japan} and Allies {allied} both move first: house rule first_player_conflict = {mode}, {rule}")
RECON_VS_RECON = QT_TRANSLATE_NOOP("RsgLog", "Recon against Recon: the higher Initiative")
HIGH_ROLL = QT_TRANSLATE_NOOP("RsgLog", "high roll")
PLAYER_1 = QT_TRANSLATE_NOOP("RsgLog", "Player 1")
INFILTRATORS_NORMAL = QT_TRANSLATE_NOOP("RsgLog", "{n} {side} units marked as infiltrators set up normally: Infiltrate is Japanese only")
INFILTRATORS_NORMAL_ONE = QT_TRANSLATE_NOOP("RsgLog", "{n} {side} unit marked as an infiltrator sets up normally: Infiltrate is Japanese only")
# The same lines as scenarios generated before the two forms stored them, still read back in the player's language.
SETUP_SIDE_OLD = QT_TRANSLATE_NOOP("RsgLog", "{side} {posture} at the {edge} edge, {n} hexes: {placed} unit(s) placed{more}")
SIGHTING_BOUGHT_OLD = QT_TRANSLATE_NOOP("RsgLog", "Japan buys {n} Sighting marker(s) for {n_vp} VP (up to {most})")
INFILTRATORS_NORMAL_OLD = QT_TRANSLATE_NOOP("RsgLog", "{n} {side} unit(s) marked as infiltrators set up normally: Infiltrate is Japanese only")
INFILTRATORS_WAIT = QT_TRANSLATE_NOOP("RsgLog", "Japan's infiltrators wait in the Infiltration Boxes ({boxes}); they enter by Infiltrate, Reveal")
NO_RIVER = QT_TRANSLATE_NOOP("RsgLog", "no river on the map's edges")
NO_DEFENDER = QT_TRANSLATE_NOOP("RsgLog", "no Defender: no fortifications")
BUYS_NOTHING = QT_TRANSLATE_NOOP("RsgLog", "{side} buys nothing: {why}")
NO_PRICE_LIST = QT_TRANSLATE_NOOP("RsgLog", "no fortification price list")
NO_LEAD = QT_TRANSLATE_NOOP("RsgLog", "no VP lead to spend")
CHOOSES_TIME = QT_TRANSLATE_NOOP("RsgLog", "Japan ({posture}) chooses {time}")
IS_DAY = QT_TRANSLATE_NOOP("RsgLog", "Japan is {posture}: day")
GOES_FIRST = QT_TRANSLATE_NOOP("RsgLog", "{side} goes first ({how})")
INITIATIVE_TIE = QT_TRANSLATE_NOOP("RsgLog", "Initiative tie at {initiative}: {side} ({how})")

# the words that fill a placeholder
CHOSEN = QT_TRANSLATE_NOOP("RsgLog", "chosen by the players")
AT_RANDOM = QT_TRANSLATE_NOOP("RsgLog", "drawn at random")
BY_OPTION = QT_TRANSLATE_NOOP("RsgLog", "fixed by option")
FIXED = QT_TRANSLATE_NOOP("RsgLog", "fixed")
WORDS: tuple[str, ...] = (
    CHOSEN, AT_RANDOM, BY_OPTION, FIXED, HIGHER_INITIATIVE, HIGH_ROLL, PLAYER_1, EVERY_LEADER_TAKEN, NO_LEADER, NO_PRICE_LIST, NO_LEAD,
    QT_TRANSLATE_NOOP("RsgLog", "wide"), QT_TRANSLATE_NOOP("RsgLog", "narrow"),
    QT_TRANSLATE_NOOP("RsgLog", "top"), QT_TRANSLATE_NOOP("RsgLog", "bottom"),
    QT_TRANSLATE_NOOP("RsgLog", "left"), QT_TRANSLATE_NOOP("RsgLog", "right"),
    QT_TRANSLATE_NOOP("RsgLog", "elite"), QT_TRANSLATE_NOOP("RsgLog", "line"), QT_TRANSLATE_NOOP("RsgLog", "green"),
    QT_TRANSLATE_NOOP("RsgLog", "attacker"), QT_TRANSLATE_NOOP("RsgLog", "defender"),
    QT_TRANSLATE_NOOP("RsgLog", "Attacker"), QT_TRANSLATE_NOOP("RsgLog", "Defender"), QT_TRANSLATE_NOOP("RsgLog", "Recon"),
    QT_TRANSLATE_NOOP("RsgLog", "Invader"),
    QT_TRANSLATE_NOOP("RsgLog", "recon"), QT_TRANSLATE_NOOP("RsgLog", "invader"), QT_TRANSLATE_NOOP("RsgLog", "banzai"),
    QT_TRANSLATE_NOOP("RsgLog", "day"), QT_TRANSLATE_NOOP("RsgLog", "night"),
)

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every sentence (with or without placeholders), for reading a stored line back."""

LEGACY: tuple[str, ...] = (SETUP_SIDE_OLD, SIGHTING_BOUGHT_OLD, INFILTRATORS_NORMAL_OLD)
"""Templates only older scenario files use: read back, never written."""
