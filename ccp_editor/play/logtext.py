"""The playtest's sentences, written once: the session and the card game format them (English, kept
in the saved playtest's log) and the board reads a stored line back against them to show it in the
player's language, as the generator's log does (``rsg/logtext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("PlayLog", ...)`` so ``pyside6-lupdate`` collects
it; a placeholder is filled with ``str.format``. Where English agreement differs after a side's name
("Japan gains", "the Allies gain") there are two templates, picked with ``core.wording.agree``, so
each language words both its own way. ``WORDS`` are the short texts that fill a placeholder
("fire", "unaffected"). Pieces are named by ``naming.piece_name``, never by an internal id. No Qt here.
"""

from __future__ import annotations

from ..core.movement import MOVE_TEXTS
from ..model.i18n import QT_TRANSLATE_NOOP
from .logtextair import *  # noqa: F403  (the aircraft's sentences belong to this catalogue too)
from .logtextair import AIR_FACE_WORDS, AIR_OPERATIONS

CONTEXT = "PlayLog"

# --- the session's log (pieces, setup, tracks, combat, movement)
CREATED = QT_TRANSLATE_NOOP("PlayLog", "Playtest of {scenario} created (VP {vp}).")
BREAKS = QT_TRANSLATE_NOOP("PlayLog", "{piece} breaks ({why}).")
ALREADY_BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{why}, already broken")
LIGHT_WOUNDS = QT_TRANSLATE_NOOP("PlayLog", "{piece} takes Light Wounds: a {team} takes its place (A44).")
LIGHT_WOUNDS_BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{piece} takes Light Wounds: a {team} (broken) takes its place (A44).")
WEAPON_ELIMINATED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is eliminated ({why}): Weapons box.")
ELIMINATED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is eliminated ({why}).")
BANZAI_WAITS = QT_TRANSLATE_NOOP("PlayLog", "Banzai: {piece} waits on Time space {n} (17.2).")
RALLIES = QT_TRANSLATE_NOOP("PlayLog", "{piece} rallies.")
SUPPRESSED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is suppressed.")
UNSUPPRESSED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is no longer suppressed.")
VETERAN = QT_TRANSLATE_NOOP("PlayLog", "{piece} becomes a veteran.")
NOT_VETERAN = QT_TRANSLATE_NOOP("PlayLog", "{piece} is no longer a veteran.")
ENTERS_CAVE = QT_TRANSLATE_NOOP("PlayLog", "{piece} enters the cave in {hex} (F102.1.1).")
LEAVES_CAVE = QT_TRANSLATE_NOOP("PlayLog", "{piece} leaves the cave in {hex} (F102.1.1).")
DISPLACED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is placed in {hex} from {start} ({why}).")
DEPLOYS = QT_TRANSLATE_NOOP("PlayLog", "{piece} deploys into two {team} teams (E56).")
SCROUNGE = QT_TRANSLATE_NOOP("PlayLog", "{weapon} returns broken with {piece} (E71).")
WEAPON_PASSES = QT_TRANSLATE_NOOP("PlayLog", "{weapon} passes to {piece}.")
WEAPON_PASSES_FROM = QT_TRANSLATE_NOOP("PlayLog", "{weapon} passes from {giver} to {piece}.")
REINFORCEMENT_ENTERS = QT_TRANSLATE_NOOP("PlayLog", "Reinforcement {piece} enters.")
MARKER_PLACED = QT_TRANSLATE_NOOP("PlayLog", "{marker} placed in {hex}.")
SMOKE_PLACED = QT_TRANSLATE_NOOP("PlayLog", "Smoke {n} placed in {hex}.")
MARKER_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "{marker} removed from {hex}.")
ENTERS_PLAY = QT_TRANSLATE_NOOP("PlayLog", "{piece} enters play.")
ENTERS_PLAY_BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{piece} enters play broken.")
RETURNS_CASUALTY = QT_TRANSLATE_NOOP("PlayLog", "{piece} returns from the Casualty Track, broken.")
HIDES = QT_TRANSLATE_NOOP("PlayLog", "{piece} hides in Infiltration Box {box} (O28.1).")
INFILTRATORS_APPEAR = QT_TRANSLATE_NOOP("PlayLog", "Infiltrators from Box {box} appear in {hex}; the Sighting marker there leaves play (O28.2).")
SET_UP = QT_TRANSLATE_NOOP("PlayLog", "{pieces} set up.")
TAKEN_BACK = QT_TRANSLATE_NOOP("PlayLog", "{piece} taken back for setup.")
WAITS = QT_TRANSLATE_NOOP("PlayLog", "{piece} waits on Time space {n}.")
SIGHTING_IN = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker in {hex}.")
SIGHTING_ENTERS = QT_TRANSLATE_NOOP("PlayLog", "A new Sighting marker enters in {hex} (Reinforcements).")
SIGHTING_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker removed from play.")
SIGHTING_REMOVED_FROM = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker in {hex} removed from play.")
SIGHTING_MOVES = QT_TRANSLATE_NOOP("PlayLog", "The Sighting marker in {start} moves to {hex} (1.8.2).")
PLACES_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} places {fortification} in {hex}.")
PLACES_N = QT_TRANSLATE_NOOP("PlayLog", "{side} place {fortification} in {hex}.")
FORT_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "{fortification} in {hex} removed.")
FORT_MOVED = QT_TRANSLATE_NOOP("PlayLog", "{fortification} moved from {start} to {hex}.")
AUTO_SETUP = QT_TRANSLATE_NOOP("PlayLog", "Auto setup for {side}: units placed: {n}.")
AUTO_SETUP_LEFT = QT_TRANSLATE_NOOP("PlayLog", "Auto setup for {side}: units placed: {n}, left over: {left} ({pieces}).")
PLAY_BEGINS_1 = QT_TRANSLATE_NOOP("PlayLog", "Play begins; {side} takes the first turn.")
PLAY_BEGINS_N = QT_TRANSLATE_NOOP("PlayLog", "Play begins; {side} take the first turn.")
GAINS_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} gains {n} VP: {why} (VP {vp}).")
GAINS_N = QT_TRANSLATE_NOOP("PlayLog", "{side} gain {n} VP: {why} (VP {vp}).")
LOSES_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} loses {n} VP: {why} (VP {vp}).")
LOSES_N = QT_TRANSLATE_NOOP("PlayLog", "{side} lose {n} VP: {why} (VP {vp}).")
CONTROL_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} takes control of objective {n} ({hex}).")
CONTROL_N = QT_TRANSLATE_NOOP("PlayLog", "{side} take control of objective {n} ({hex}).")
GAME_OVER_1 = QT_TRANSLATE_NOOP("PlayLog", "Game over: {why}. {side} wins.")
GAME_OVER_N = QT_TRANSLATE_NOOP("PlayLog", "Game over: {why}. {side} win.")
CHITS_REVEALED = QT_TRANSLATE_NOOP("PlayLog", "Secret chits revealed: {chits}.")
TIME_ADVANCES = QT_TRANSLATE_NOOP("PlayLog", "Time advances to space {n} ({why}).")
SUDDEN_DEATH = QT_TRANSLATE_NOOP("PlayLog", "Sudden death: {roll} is less than {n}.")
SUDDEN_DEATH_NOT = QT_TRANSLATE_NOOP("PlayLog", "Sudden death roll {roll} is not less than {n}: play goes on.")
RADIO_ARRIVES = QT_TRANSLATE_NOOP("PlayLog", "{piece} enters the Artillery Box.")
REINFORCEMENTS_ARRIVE = QT_TRANSLATE_NOOP("PlayLog", "Reinforcements arrive: {pieces} (enter along the friendly edge).")
INITIATIVE_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} uses the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now holds the Initiative (10).")
INITIATIVE_N = QT_TRANSLATE_NOOP("PlayLog", "{side} use the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now holds the Initiative (10).")
INITIATIVE_1N = QT_TRANSLATE_NOOP("PlayLog", "{side} uses the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now hold the Initiative (10).")
INITIATIVE_NN = QT_TRANSLATE_NOOP("PlayLog", "{side} use the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now hold the Initiative (10).")
CHIT_REVEALED = QT_TRANSLATE_NOOP("PlayLog", "Secret chit {chit} revealed.")
CHIT_OPEN = QT_TRANSLATE_NOOP("PlayLog", "Objective chit {chit} drawn and placed open.")
CHIT_SECRET = QT_TRANSLATE_NOOP("PlayLog", "{side} draw a secret objective chit.")
HAND_SIZE = QT_TRANSLATE_NOOP("PlayLog", "{side} hand size: {n}.")
POSTURE_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} takes the {posture} posture (hand {n}).")
POSTURE_N = QT_TRANSLATE_NOOP("PlayLog", "{side} take the {posture} posture (hand {n}).")
TURN_1 = QT_TRANSLATE_NOOP("PlayLog", "{side}'s turn.")
TURN_N = QT_TRANSLATE_NOOP("PlayLog", "{side}' turn.")
FIRE = QT_TRANSLATE_NOOP("PlayLog", "{pieces} fire at {hex}: FP {fp} + {group} group{mods} = {total}.")
FIRES = QT_TRANSLATE_NOOP("PlayLog", "{pieces} fires at {hex}: FP {fp} + {group} group{mods} = {total}.")
HEIGHT = QT_TRANSLATE_NOOP("PlayLog", " {n} height")
HINDRANCE = QT_TRANSLATE_NOOP("PlayLog", " -{n} hindrance")
CAVE_HIDDEN = QT_TRANSLATE_NOOP("PlayLog", "{pieces} inside the cave in {hex}: out of sight from upslope, not affected (F102.2.2)")
CAVE_HIDDEN_LOG = QT_TRANSLATE_NOOP("PlayLog", "{pieces} inside the cave in {hex}: out of sight from upslope, not affected (F102.2.2).")
TARGETING_MISS = QT_TRANSLATE_NOOP("PlayLog", "Targeting {roll} - {n} hindrance does not beat range {range}: a miss (O27.2.3).")
TARGETING_HIT = QT_TRANSLATE_NOOP("PlayLog", "Targeting {roll} - {n} beats range {range}: a hit.")
ATTACK_TOTAL = QT_TRANSLATE_NOOP("PlayLog", "Attack total {fp} + {roll} = {total}.")
DEFENDS = QT_TRANSLATE_NOOP("PlayLog", "{piece} defends: morale {morale} + cover {cover} ({source}) + {roll} = {total} against {attack}: {outcome}.")
MELEE_TOTAL = QT_TRANSLATE_NOOP("PlayLog", "{side} melee total: {fp} FP + {roll} = {total}.")
MELEE_TOTAL_MOD = QT_TRANSLATE_NOOP("PlayLog", "{side} melee total: {fp} FP {mod} + {roll} = {total}.")
MOVE = QT_TRANSLATE_NOOP("PlayLog", "{pieces} move {start} > {route} to {dest}: {cost} of {mp} MP.")
MOVES = QT_TRANSLATE_NOOP("PlayLog", "{pieces} moves {start} > {route} to {dest}: {cost} of {mp} MP.")
OFF_EDGE = QT_TRANSLATE_NOOP("PlayLog", "off the {edge} edge")
ADVANCE_OFF = QT_TRANSLATE_NOOP("PlayLog", "{pieces} advance off the {edge} edge from {start}.")
ADVANCES_OFF = QT_TRANSLATE_NOOP("PlayLog", "{pieces} advances off the {edge} edge from {start}.")
ADVANCE = QT_TRANSLATE_NOOP("PlayLog", "{pieces} advance {start} > {hex}{how}.")
ADVANCES = QT_TRANSLATE_NOOP("PlayLog", "{pieces} advances {start} > {hex}{how}.")
ADVANCE_MELEE = QT_TRANSLATE_NOOP("PlayLog", "{pieces} advance {start} > {hex}{how} into melee.")
ADVANCES_MELEE = QT_TRANSLATE_NOOP("PlayLog", "{pieces} advances {start} > {hex}{how} into melee.")
THROUGH_TUNNELS = QT_TRANSLATE_NOOP("PlayLog", " through the cave tunnels (F102.3)")
EXITS_COUNTERMIX = QT_TRANSLATE_NOOP("PlayLog", "{piece} exits at {hex} and returns to the countermix (3.3.2).")
EXITS_WAITS = QT_TRANSLATE_NOOP("PlayLog", "{piece} exits at {hex} ({edge} edge) and waits on Time space {n}.")
EXIT_VP = QT_TRANSLATE_NOOP("PlayLog", "{piece} exits through the Exit Point at {hex}")
MINES_ATTACK = QT_TRANSLATE_NOOP("PlayLog", "Mines in {hex} attack: {fp} FP + {roll} = {total}.")
ROLL = QT_TRANSLATE_NOOP("PlayLog", "{side} {purpose}: {card} {white}+{coloured}={total}")
ROLL_TIMES = QT_TRANSLATE_NOOP("PlayLog", "{side} {purpose}: {card} {white}x{coloured}={total}")
ROLL_HEX = QT_TRANSLATE_NOOP("PlayLog", "{side} {purpose}: {card} reveals hex {hex}")
TRIGGER = QT_TRANSLATE_NOOP("PlayLog", "{what} ({trigger} trigger)")
# the purposes of a roll and the reasons inside a sentence
FIRE_ATTACK_ON = QT_TRANSLATE_NOOP("PlayLog", "fire attack on {hex}")
DEFENSE_OF = QT_TRANSLATE_NOOP("PlayLog", "defense of {piece}")
MELEE_IN = QT_TRANSLATE_NOOP("PlayLog", "melee in {hex}")
MINE_ATTACK_IN = QT_TRANSLATE_NOOP("PlayLog", "mine attack in {hex}")
ELIMINATED_WHY = QT_TRANSLATE_NOOP("PlayLog", "{piece} eliminated")
OVERSTACKED = QT_TRANSLATE_NOOP("PlayLog", "{terrain}, overstacked by {n}")
JAPAN_PAY = QT_TRANSLATE_NOOP("PlayLog", "Japan pays for {piece} (O28.1)")
CHIT = QT_TRANSLATE_NOOP("PlayLog", "chit {chit}")
LAST_SPACE = QT_TRANSLATE_NOOP("PlayLog", "the time marker is on the last space ({n})")
SUDDEN_DEATH_ON = QT_TRANSLATE_NOOP("PlayLog", "sudden death on Time space {n} (13.2.2)")
NO_UNIT_LEFT_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} has no unit left on the map (13.3c)")
NO_UNIT_LEFT_N = QT_TRANSLATE_NOOP("PlayLog", "{side} have no unit left on the map (13.3c)")
NO_UNIT_LEFT_B1 = QT_TRANSLATE_NOOP("PlayLog", "{side} has no unit left on the map (13.3b)")
NO_UNIT_LEFT_BN = QT_TRANSLATE_NOOP("PlayLog", "{side} have no unit left on the map (13.3b)")
SURRENDER = QT_TRANSLATE_NOOP("PlayLog", "the Allies surrender: an eliminated unit reaches Casualty space {n} (11.2, 13.3a)")
ON_VP = QT_TRANSLATE_NOOP("PlayLog", "{why}, with VP {vp}")  # no "; " inside: it sits in GAME_OVER_*
VP_JAPAN = QT_TRANSLATE_NOOP("PlayLog", "Japan +{n}")  # the VP marker, written as the wizard writes it
VP_ALLIES = QT_TRANSLATE_NOOP("PlayLog", "Allies +{n}")

# --- the card game's own lines (orders, actions, events)
ORDER = QT_TRANSLATE_NOOP("PlayLog", "{side} order: {order} with {card}")
ACTION = QT_TRANSLATE_NOOP("PlayLog", "{side} action: {action} with {card}: {what}")
EVENT = QT_TRANSLATE_NOOP("PlayLog", "{side} event: {event} ({rule}, {card})")
EVENT_SKIPPED = QT_TRANSLATE_NOOP("PlayLog", "{event} ({rule}) is not played by this version: skipped.")
NOTHING_TO_DO = QT_TRANSLATE_NOOP("PlayLog", "Nothing to do: {why}.")
SKIP_WATER_OR_ABLAZE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is water or already ablaze")
SKIP_NO_FORTIFICATION = QT_TRANSLATE_NOOP("PlayLog", "no {fortification} in {hex}: {why}")
SKIP_NO_ODD_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "no odd smoke")
SKIP_NO_EVEN_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "no even smoke")
SKIP_ALL_ABLAZE = QT_TRANSLATE_NOOP("PlayLog", "every hex at {hex} is ablaze")
PASSES_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} passes.")
PASSES_N = QT_TRANSLATE_NOOP("PlayLog", "{side} pass.")
DISCARDS_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} discards {card}.")
DISCARDS_N = QT_TRANSLATE_NOOP("PlayLog", "{side} discard {card}.")
CANNOT_MOVE = QT_TRANSLATE_NOOP("PlayLog", "{pieces} cannot move anywhere.")
MOVE_STOPS = QT_TRANSLATE_NOOP("PlayLog", "The Move stops: {why}")
WIRE_STOPS = QT_TRANSLATE_NOOP("PlayLog", "Wire in {hex}: the Move ends there (F107).")
TRENCH_TO_TRENCH = QT_TRANSLATE_NOOP("PlayLog", "{hex}: moved trench to trench, no Op Fire at the units entering it (F106.2).")
TURN_LIMIT = QT_TRANSLATE_NOOP("PlayLog", "Game stopped at the turn limit ({n}).")
SUSTAINED_FIRE = QT_TRANSLATE_NOOP("PlayLog", "Sustained Fire: doubles, {piece} breaks (A48).")
NOWHERE_FROM_BLAZE = QT_TRANSLATE_NOOP("PlayLog", "{piece} has nowhere to go from the blaze.")
SMOKE_DRIFTS_OFF = QT_TRANSLATE_NOOP("PlayLog", "The smoke in {hex} drifts off the map and is removed (E54a).")
SMOKE_DRIFTS_INTO = QT_TRANSLATE_NOOP("PlayLog", "The smoke in {hex} drifts into {to} and is removed (E54a).")
KEEP_POSTURE = QT_TRANSLATE_NOOP("PlayLog", "Japan keep their posture.")
INFILTRATE_FULL = QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: the boxes the card names are full and no Sighting marker is on the map.")
INFILTRATE_NONE = QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: no unit of the rolled column is available this year.")
HIDDEN_UNIT_NONE = QT_TRANSLATE_NOOP("PlayLog", "No unit of the rolled column is available this year: nothing is placed.")
RECON_KEEPS_1 = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} keeps the top card in place.")
RECON_KEEPS_N = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} keep the top card in place.")
RECON_TAKES_1 = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} takes the top card into the hand.")
RECON_TAKES_N = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} take the top card into the hand.")
RECON_DISCARDS_1 = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} discards the top card.")
RECON_DISCARDS_N = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} discard the top card.")

# --- the card game's prompts and options
P_BREAK_NONE = QT_TRANSLATE_NOOP("PlayLog", "break no unit")
SUPPORT_ROLL = QT_TRANSLATE_NOOP("PlayLog", "Support Table roll ({why})")  # why: SUPPORT_WHY
P_INIT_ROLL_JAPAN = QT_TRANSLATE_NOOP(
    "PlayLog", "Japanese {what}: roll {n}{result} — use the Initiative to cancel it? The card then passes to {other} (10.1).")
P_INIT_ROLL_ALLIED = QT_TRANSLATE_NOOP(
    "PlayLog", "Allied {what}: roll {n}{result} — use the Initiative to cancel it? The card then passes to {other} (10.1).")
# what the roll must beat ({result} above: RollRecord.contest): O27.3.4 fire, O27.2.3 targeting, 19.2 melee
INIT_VS_DEFENSE = QT_TRANSLATE_NOOP("PlayLog", ", total {total} against Defense {n} (Morale + Cover) and its roll")
INIT_VS_ATTACK = QT_TRANSLATE_NOOP("PlayLog", ", Defense total {total} against attack total {n}")
INIT_VS_RANGE = QT_TRANSLATE_NOOP("PlayLog", ", {total} after hindrance against range {n} (a hit needs more)")
INIT_VS_MELEE_FP = QT_TRANSLATE_NOOP("PlayLog", ", melee total {total} against Melee FP {n} and a roll")
INIT_VS_MELEE = QT_TRANSLATE_NOOP("PlayLog", ", melee total {total} against {n}")
P_INIT_KEEP = QT_TRANSLATE_NOOP("PlayLog", "keep the roll")
P_INIT_REROLL = QT_TRANSLATE_NOOP("PlayLog", "re-roll it and hand the Initiative to {other}")
P_BREAK = QT_TRANSLATE_NOOP("PlayLog", "break {piece}")
P_SNIPER = QT_TRANSLATE_NOOP("PlayLog", "Sniper at {hex}: break which unit?")
P_DISPERSE = QT_TRANSLATE_NOOP("PlayLog", "Disperse: remove which marker?")
P_ENTER_AT = QT_TRANSLATE_NOOP("PlayLog", "enter {piece} at {hex}")
P_WHERE_ENTER = QT_TRANSLATE_NOOP("PlayLog", "Where does {piece} enter?")
P_ORDER = QT_TRANSLATE_NOOP("PlayLog", "{side}: order {n} of {limit}")
P_PLAY_ORDER = QT_TRANSLATE_NOOP("PlayLog", "play {label} as an order")
P_PASS = QT_TRANSLATE_NOOP("PlayLog", "pass (discard up to the discard limit)")
P_STOP = QT_TRANSLATE_NOOP("PlayLog", "give no more orders this turn")
P_DISCARD_NO_MORE = QT_TRANSLATE_NOOP("PlayLog", "discard no more")
P_DISCARD = QT_TRANSLATE_NOOP("PlayLog", "discard {label}")
P_DISCARD_UP_TO = QT_TRANSLATE_NOOP("PlayLog", "{side} discard (up to {n})")
P_HIDE_BOX = QT_TRANSLATE_NOOP("PlayLog", "Hide: roll the Support Table for Box {box}")
P_REVEAL_BOX = QT_TRANSLATE_NOOP("PlayLog", "Reveal Box {box} at the Sighting marker in {hex}")
P_WHICH_BOX = QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: which box?")
P_HIDE_NOTHING = QT_TRANSLATE_NOOP("PlayLog", "hide nothing")
P_WHICH_HIDES = QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: which unit hides in Box {box} (its VP cost is paid)?")
P_FIRE_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Fire: which group at which hex?")
P_STACK = QT_TRANSLATE_NOOP("PlayLog", "{order} the stack in {hex} (units: {n})")
P_ALONE = QT_TRANSLATE_NOOP("PlayLog", "{order} {piece} alone")
P_LEADER_HEX = QT_TRANSLATE_NOOP("PlayLog", "{order} {leader} with the units it commands in {hex} (units: {n})")
P_LEADER_RADIUS = QT_TRANSLATE_NOOP("PlayLog", "{order} {leader} with every unit it commands within {r} hexes (units: {n})")
P_STAY = QT_TRANSLATE_NOOP("PlayLog", "stay in {hex}")
P_ACTIVATE = QT_TRANSLATE_NOOP("PlayLog", "{order}: activate which units?")
P_MOVE_TO = QT_TRANSLATE_NOOP("PlayLog", "move to {hex} ({cost} MP)")
P_EXIT_MAP = QT_TRANSLATE_NOOP("PlayLog", "exit the map ({cost} MP)")
P_MOVE_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Move: to which hex?")
P_ADVANCE_TO = QT_TRANSLATE_NOOP("PlayLog", "advance to {hex}")
P_ADVANCE_TO_MELEE = QT_TRANSLATE_NOOP("PlayLog", "advance to {hex} (into melee)")
P_TUNNELS = QT_TRANSLATE_NOOP("PlayLog", "advance through the cave tunnels to {hex}")
P_TUNNELS_MELEE = QT_TRANSLATE_NOOP("PlayLog", "advance through the cave tunnels to {hex} (into melee)")
P_ADVANCE_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Advance: into which hex?")
P_ADVANCE_OFF = QT_TRANSLATE_NOOP("PlayLog", "advance off the map through the Exit Point")
P_NO_TRANSFER = QT_TRANSLATE_NOOP("PlayLog", "hand over no (more) weapons")
P_TRANSFER = QT_TRANSLATE_NOOP("PlayLog", "{weapon} to {piece}")
P_TRANSFER_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Advance: hand a weapon to a unit stacked with it (O22.2)?")
P_RALLY = QT_TRANSLATE_NOOP("PlayLog", "rally {piece}")
P_UNSUPPRESS = QT_TRANSLATE_NOOP("PlayLog", "remove the suppressed marker of {piece}")
P_REVIVE = QT_TRANSLATE_NOOP("PlayLog", "Revive ({n} points)")
P_REVIVE_ONE = QT_TRANSLATE_NOOP("PlayLog", "Revive ({n} point)")
P_PUT_BACK = QT_TRANSLATE_NOOP("PlayLog", "put it back")
P_DISCARD_IT = QT_TRANSLATE_NOOP("PlayLog", "discard it")
P_TAKE_IT = QT_TRANSLATE_NOOP("PlayLog", "take it into the hand")
P_RECON = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: the top card is {label}")
CARD_LABEL = QT_TRANSLATE_NOOP("PlayLog", "{card} ({order})")
P_JAM = QT_TRANSLATE_NOOP("PlayLog", "Weapon Jam: break {piece}")
P_JAM_ELIMINATE = QT_TRANSLATE_NOOP("PlayLog", "Weapon Jam: eliminate {piece} (already broken)")
P_COMMS = QT_TRANSLATE_NOOP("PlayLog", "Communication Disrupted: {piece}")
P_DENIED = QT_TRANSLATE_NOOP("PlayLog", "Asset Denied: which?")
P_REPAIR = QT_TRANSLATE_NOOP("PlayLog", "repair {piece}")
P_REPAIR_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Asset Request: repair which?")
P_MELEE_FIRST = QT_TRANSLATE_NOOP("PlayLog", "Resolve which melee first?")
P_MELEE_IN = QT_TRANSLATE_NOOP("PlayLog", "melee in {hex}")
P_NO_ACTIONS = QT_TRANSLATE_NOOP("PlayLog", "play no (more) actions")
P_FIRE_ACTION = QT_TRANSLATE_NOOP("PlayLog", "Fire at {hex}: play an action?")
P_NO = QT_TRANSLATE_NOOP("PlayLog", "no")
P_NO_OP_FIRE = QT_TRANSLATE_NOOP("PlayLog", "no Op Fire")
P_OP_FIRE = QT_TRANSLATE_NOOP("PlayLog", "Op Fire at the units entering {hex}?")
P_OP_FIRE_AGAIN = QT_TRANSLATE_NOOP("PlayLog", "again, with no card (A41.2): {attack}")
P_NO_HIDDEN_FORT = QT_TRANSLATE_NOOP("PlayLog", "no Hidden fortification")
P_DEFEND_HIDDEN = QT_TRANSLATE_NOOP("PlayLog", "Your units in {hex} are about to defend: a Hidden fortification?")
P_ENTERED_HIDDEN = QT_TRANSLATE_NOOP("PlayLog", "Enemy units entered {hex}: a Hidden fortification?")
P_NO_HIDDEN_UNIT = QT_TRANSLATE_NOOP("PlayLog", "no Hidden Unit")
P_HIDDEN_UNIT_FREE = QT_TRANSLATE_NOOP("PlayLog", "Hidden Unit: a free Support Table unit (A43.6)")
P_PASS_HIDDEN = QT_TRANSLATE_NOOP("PlayLog", "The opponent passes: Hidden Unit?")
P_HIDDEN_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Hidden Unit: which unit?")
P_HIDDEN_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Hidden Unit: in which hex?")
P_IN_HEX = QT_TRANSLATE_NOOP("PlayLog", "in {hex}")
P_NO_DEMOLITIONS = QT_TRANSLATE_NOOP("PlayLog", "no Demolitions")
P_PASS_DEMOLITIONS = QT_TRANSLATE_NOOP("PlayLog", "The opponent passes: Demolitions?")
P_NO_AMBUSH = QT_TRANSLATE_NOOP("PlayLog", "no Ambush")
P_AMBUSH = QT_TRANSLATE_NOOP("PlayLog", "Melee in {hex}: Ambush?")
P_NO_BAYONETS = QT_TRANSLATE_NOOP("PlayLog", "no Bayonets")
P_BAYONETS_OPT = QT_TRANSLATE_NOOP("PlayLog", "Bayonets: +2 to the melee total (A34)")
P_BAYONETS = QT_TRANSLATE_NOOP("PlayLog", "Melee in {hex}: Bayonets?")
P_NO_QUARTER_OPT = QT_TRANSLATE_NOOP("PlayLog", "No Quarter: +2 VP (A46)")
P_NO_QUARTER = QT_TRANSLATE_NOOP("PlayLog", "Melee in {hex} survived: No Quarter?")
P_SPIDER = QT_TRANSLATE_NOOP("PlayLog", "Spider Hole: where does the Hero appear?")
P_WW_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Walking Wounded: where?")
P_MOVE_NOTHING = QT_TRANSLATE_NOOP("PlayLog", "move nothing")
P_STEALTH = QT_TRANSLATE_NOOP("PlayLog", "Stealth: which unit goes to which adjacent hex?")
P_DEPLOY_NONE = QT_TRANSLATE_NOOP("PlayLog", "deploy no squad")
P_DEPLOY = QT_TRANSLATE_NOOP("PlayLog", "Deploy: which squad becomes two teams?")
P_NO_WEAPON = QT_TRANSLATE_NOOP("PlayLog", "take no weapon")
P_SCROUNGE = QT_TRANSLATE_NOOP("PlayLog", "Scrounge: which weapon goes to which unit (broken)?")
P_WEAPON_TO = QT_TRANSLATE_NOOP("PlayLog", "{weapon} to {piece}")
P_KEEP_POSTURE = QT_TRANSLATE_NOOP("PlayLog", "keep the posture")
P_TAKE_BANZAI = QT_TRANSLATE_NOOP("PlayLog", "take the Banzai posture")
P_BANZAI = QT_TRANSLATE_NOOP("PlayLog", "Tennoheika Banzai!: take the Banzai posture?")
P_BANZAI_DISCARD = QT_TRANSLATE_NOOP("PlayLog", "Banzai: discard down to the hand size")
P_HERO_ENTERS = QT_TRANSLATE_NOOP("PlayLog", "the Hero enters {hex}")
P_HERO_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Hero: in which hex?")
P_RECON_CHIT = QT_TRANSLATE_NOOP("PlayLog", "Reconnaissance: reveal which chit?")
P_REINF_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Reinforcements: which unit?")
P_REINF_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Reinforcements: enter where?")
P_REINF_SIGHTING = QT_TRANSLATE_NOOP("PlayLog", "a Sighting marker")
P_REINF_SIGHTING_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Reinforcements: where does the Sighting marker enter?")
P_REINF_WHICH_SIGHTING = QT_TRANSLATE_NOOP("PlayLog", "Reinforcements: which unit or Sighting marker?")
R_SIGHTING_ENTRY = QT_TRANSLATE_NOOP("PlayLog", "a new Sighting marker enters play only along Japan's friendly edge, by a Reinforcements event (E70)")
P_ENTER_HEX = QT_TRANSLATE_NOOP("PlayLog", "enter at {hex}")

P_FIRE_GROUP = QT_TRANSLATE_NOOP("PlayLog", "{pieces} fire at {hex} ({n} FP)")
P_FIRE_GROUP_SHORT = QT_TRANSLATE_NOOP("PlayLog", "{pieces} fire at {hex} ({n} FP; out of range: {short})")
P_FIRE_BONUS = QT_TRANSLATE_NOOP("PlayLog", "{action} (+{n} FP, {rule})")
P_LET_BREAK = QT_TRANSLATE_NOOP("PlayLog", "let it break")
P_LET_DIE = QT_TRANSLATE_NOOP("PlayLog", "let it be eliminated")
P_LIGHT_WOUNDS = QT_TRANSLATE_NOOP("PlayLog", "Light Wounds: pay 1 VP, a {team} takes its place (A44)")
P_WOULD_BREAK = QT_TRANSLATE_NOOP("PlayLog", "{piece} would break: play Light Wounds?")
P_WOULD_DIE = QT_TRANSLATE_NOOP("PlayLog", "{piece} would be eliminated: play Light Wounds?")
A_BECOMES = QT_TRANSLATE_NOOP("PlayLog", "{piece} becomes a {team}")
P_EXPLOSIVE = QT_TRANSLATE_NOOP("PlayLog", "Explosive Charge: destroy the {fortification} in {hex} (A40)")
P_DOUBLES = QT_TRANSLATE_NOOP("PlayLog", "Doubles against an adjacent fortification")
A_FORT_DESTROYED = QT_TRANSLATE_NOOP("PlayLog", "the {fortification} in {hex} is destroyed")
P_HIDDEN_A = QT_TRANSLATE_NOOP("PlayLog", "{action}: a {fortification} in {hex} ({rule})")
P_HIDDEN = QT_TRANSLATE_NOOP("PlayLog", "{action}: {fortification} in {hex} ({rule})")
A_FORT_IN = QT_TRANSLATE_NOOP("PlayLog", "{fortification} in {hex}")
P_REMOVE_FORT = QT_TRANSLATE_NOOP("PlayLog", "remove the {fortification} in {hex}")
A_FORT_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "the fortification in {hex} is removed")
A_PLUS_FP = QT_TRANSLATE_NOOP("PlayLog", "+{n} FP")
A_AT_HEX = QT_TRANSLATE_NOOP("PlayLog", "at {hex}")
P_UNIT_WITH = QT_TRANSLATE_NOOP("PlayLog", "{unit} with {weapon}")
RULE_NOTE = QT_TRANSLATE_NOOP("PlayLog", "{why} ({rule})")
BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{piece} (broken)")
BROKEN_IN = QT_TRANSLATE_NOOP("PlayLog", "{piece} (broken) in {hex}")
SIGHTING = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker")

# --- refusals: why an operation is not allowed
R_NOT_BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not a broken piece")
R_ALREADY_SUPPRESSED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is already suppressed (15.1.1)")
R_NOT_SUPPRESSED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not suppressed")
R_ALREADY_VETERAN = QT_TRANSLATE_NOOP("PlayLog", "{piece} is already a veteran")
R_NOT_VETERAN = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not a veteran")
R_CAVES_JAPANESE = QT_TRANSLATE_NOOP("PlayLog", "only Japanese units can use caves (F102.1)")
R_NO_CAVE = QT_TRANSLATE_NOOP("PlayLog", "{hex} has no cave (F102)")
R_ALREADY_IN_CAVE = QT_TRANSLATE_NOOP("PlayLog", "{piece} is already inside the cave")
R_NOT_IN_CAVE = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not inside the cave")
R_NOT_NEXT_TO = QT_TRANSLATE_NOOP("PlayLog", "{hex} is not next to {start}")
R_ABLAZE_T83 = QT_TRANSLATE_NOOP("PlayLog", "{hex} is ablaze (T83)")
R_IMPASSABLE = QT_TRANSLATE_NOOP("PlayLog", "{hex} ({terrain}) is impassable")
R_HAS_WEAPON = QT_TRANSLATE_NOOP("PlayLog", "{piece} already has a weapon")
R_SAME_HEX = QT_TRANSLATE_NOOP("PlayLog", "a weapon changes hands only between units in the same hex (O22.2)")
R_FRIENDLY_ONLY = QT_TRANSLATE_NOOP("PlayLog", "a weapon goes only to a friendly unit")
R_CARRIES_IT = QT_TRANSLATE_NOOP("PlayLog", "{piece} already carries {weapon}")
R_CARRIES_ONE = QT_TRANSLATE_NOOP("PlayLog", "{piece} already carries a weapon (15.1.1)")
R_LEADER_WEAPON = QT_TRANSLATE_NOOP("PlayLog", "a leader carries only a weapon without a negative movement modifier (5.2)")
R_NOT_ARRIVED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not a reinforcement that has arrived")
R_NOT_FRIENDLY_EDGE_1 = QT_TRANSLATE_NOOP("PlayLog", "{hex} is not on {side}'s friendly edge (13.1.2d)")
R_NOT_FRIENDLY_EDGE_N = QT_TRANSLATE_NOOP("PlayLog", "{hex} is not on the {side}' friendly edge (13.1.2d)")
R_ABLAZE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is ablaze")
R_ENEMY_UNITS = QT_TRANSLATE_NOOP("PlayLog", "{hex} holds enemy units")
R_NO_MARKER_IN_WATER = QT_TRANSLATE_NOOP("PlayLog", "no {marker} in water terrain (F100.3)")
R_ABLAZE_NO_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is ablaze: no smoke")
R_HIGHEST_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "{hex} already has smoke {n}: the highest stays (15.1.4)")
R_ALREADY_ABLAZE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is already ablaze")
R_BLAZE_DISPLACES = QT_TRANSLATE_NOOP("PlayLog", "move the units out of {hex} first: a blaze displaces them (E53)")
R_NO_MARKER_IN = QT_TRANSLATE_NOOP("PlayLog", "no {marker} in {hex}")
R_NOT_ELIMINATED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not an eliminated unit")
R_BOX_FULL = QT_TRANSLATE_NOOP("PlayLog", "Infiltration Box {box} is not empty")
R_BOX_EMPTY = QT_TRANSLATE_NOOP("PlayLog", "Infiltration Box {box} is empty")
R_NOT_SET_UP = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not set up")
R_OUTSIDE_AREA = QT_TRANSLATE_NOOP("PlayLog", "{piece} is outside the setup area")
R_STACKING = QT_TRANSLATE_NOOP("PlayLog", "{hex} holds {n} figures: more than {limit} (15.2.3)")
R_SIGHTING_NOT_SET_UP = QT_TRANSLATE_NOOP("PlayLog", "a Sighting marker is not set up")
R_SETUP_OVER_MOVE = QT_TRANSLATE_NOOP("PlayLog", "setup is over: use move or advance")
R_OUTSIDE_SIDE_AREA_1 = QT_TRANSLATE_NOOP("PlayLog", "{hex} is outside {side}'s setup area")
R_OUTSIDE_SIDE_AREA_N = QT_TRANSLATE_NOOP("PlayLog", "{hex} is outside the {side}' setup area")
R_ABLAZE_NO_UNIT = QT_TRANSLATE_NOOP("PlayLog", "{hex} is ablaze: no unit may be there (T83)")
R_OVERSTACKING = QT_TRANSLATE_NOOP("PlayLog", "overstacking: {hex} would hold {n} figures, the limit at setup is {limit} (15.2.3)")
R_SETUP_OVER = QT_TRANSLATE_NOOP("PlayLog", "setup is over")
R_REINFORCEMENTS_AT_SETUP = QT_TRANSLATE_NOOP("PlayLog", "reinforcements are placed at setup")
R_TIME_SPACE = QT_TRANSLATE_NOOP("PlayLog", "space must be after the time marker ({n}) and at most {last}")
R_SIGHTING_OUT = QT_TRANSLATE_NOOP("PlayLog", "the Sighting marker is out of play")
R_OUTSIDE_JAPAN_AREA = QT_TRANSLATE_NOOP("PlayLog", "{hex} is outside Japan's setup area (9.1)")
R_SIGHTING_NOT_ARRIVED = QT_TRANSLATE_NOOP("PlayLog", "the Sighting marker has not arrived yet")
R_FRIENDLY_EDGE = QT_TRANSLATE_NOOP("PlayLog", "reinforcements enter along the friendly edge (13.1.2d)")
R_SIGHTING_NOT_ON_MAP = QT_TRANSLATE_NOOP("PlayLog", "the Sighting marker is not on the map")
R_ONE_FORTIFICATION = QT_TRANSLATE_NOOP("PlayLog", "{hex} already has a fortification (F100.3: one per hex)")
R_OUTSIDE_OWNER_AREA = QT_TRANSLATE_NOOP("PlayLog", "{hex} is outside the owner's setup area")
R_DEFENDER_FORTS = QT_TRANSLATE_NOOP("PlayLog", "in play only the scenario Defender places fortifications (Hidden actions, A43)")
R_NO_FORTIFICATION = QT_TRANSLATE_NOOP("PlayLog", "no fortification in {hex}")
R_FORTS_AT_SETUP = QT_TRANSLATE_NOOP("PlayLog", "fortifications are moved at setup only")
R_PLAY_STARTED = QT_TRANSLATE_NOOP("PlayLog", "play has already started")
R_FIRE_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "fire once play has begun")
R_NAME_FIRER = QT_TRANSLATE_NOOP("PlayLog", "name at least one firing piece")
R_ONE_SIDE_GROUP = QT_TRANSLATE_NOOP("PlayLog", "a fire group is one side's pieces, each named once")
R_NO_ENEMY = QT_TRANSLATE_NOOP("PlayLog", "no enemy unit in {hex}")
R_MELEE_HEX = QT_TRANSLATE_NOOP("PlayLog", "{hex} is a melee hex: no fire into it (19)")
R_ORDNANCE_ALONE = QT_TRANSLATE_NOOP("PlayLog", "ordnance fires alone: it cannot join a fire group (5.5)")
R_IN_MELEE = QT_TRANSLATE_NOOP("PlayLog", "{piece} is in a melee hex and cannot fire (19)")
R_NOT_CARRIED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not carried by a unit")
R_IS_BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{piece} is broken")
R_CARRIER_BROKEN = QT_TRANSLATE_NOOP("PlayLog", "{piece} is broken: it cannot fire its weapon (3.2, 4.2)")
R_CARRIER_SUPPRESSED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is suppressed: it cannot fire its weapon (3.2, 4.2)")
R_WATER_WEAPON = QT_TRANSLATE_NOOP("PlayLog", "no weapon fires from water terrain ({hex}, F100.3)")
R_WIRE_WEAPON = QT_TRANSLATE_NOOP("PlayLog", "no weapon fires from a wire hex ({hex}, F107)")
R_DOES_NOT_FIRE = QT_TRANSLATE_NOOP("PlayLog", "{piece} does not fire here")
R_OUT_OF_RANGE = QT_TRANSLATE_NOOP("PlayLog", "{piece} has range {range}; {hex} is {n} hexes away")
R_MIN_RANGE = QT_TRANSLATE_NOOP("PlayLog", "{piece} has a minimum range of {n} (5)")
R_NO_LOS = QT_TRANSLATE_NOOP("PlayLog", "no LOS from {start} to {hex}")
R_NO_LOS_WHY = QT_TRANSLATE_NOOP("PlayLog", "no LOS from {start} to {hex}: {why}")
R_NO_FP = QT_TRANSLATE_NOOP("PlayLog", "{piece} has no FP to fire with")
R_CHAIN = QT_TRANSLATE_NOOP("PlayLog", "a fire group's hexes must form a chain of adjacent hexes (O27.3.1)")
R_WIRE_GROUP = QT_TRANSLATE_NOOP("PlayLog", "units in wire cannot form a fire group with pieces outside their hex (F107)")
R_HINDRANCE_NO_FP = QT_TRANSLATE_NOOP("PlayLog", "the hindrance of {n} leaves no FP: the shot cannot be made (16.3.2)")
R_NONE_SEEN = QT_TRANSLATE_NOOP("PlayLog", "no enemy unit in {hex} can be seen: {why}")
R_MELEE_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "melee happens in play")
R_NO_MELEE = QT_TRANSLATE_NOOP("PlayLog", "{hex} holds no melee")
R_NOT_ON_EDGE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is not on the {edge} edge")
R_OWN_EDGE = QT_TRANSLATE_NOOP("PlayLog", "a unit can never exit across its own friendly edge (14.2.1)")
R_FLANK = QT_TRANSLATE_NOOP("PlayLog", "the {edge} edge is a flank: flanks are impassable barriers (14.2.1)")
R_NO_EXIT_POINT = QT_TRANSLATE_NOOP("PlayLog", "{hex} has no Exit Point: units leave only through an enemy-edge Exit Point (14.2.1)")
R_MOVE_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "units move once play has begun (set up with place)")
R_ONE_UNIT_ACTIVATES = QT_TRANSLATE_NOOP("PlayLog", "an order activates one unit: {piece} commands no other (O20.1, 3.3.1.1)")
R_NOT_COMMANDED = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not a unit {leader} commands (O20.1, 3.3.1.1)")
R_GROUP_TOGETHER = QT_TRANSLATE_NOOP("PlayLog", "a moving group must start together in one hex on the map")
R_ADVANCE_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "units advance once play has begun")
R_ADVANCE_TOGETHER = QT_TRANSLATE_NOOP("PlayLog", "advancing units must start together in one hex on the map")
R_ADVANCE_ONE_HEX = QT_TRANSLATE_NOOP("PlayLog", "{hex} is not next to {start}: an Advance goes one hex (O22), or cave to cave from inside a cave (F102.3)")
R_ABLAZE_IMPASSABLE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is ablaze: impassable (T83)")
R_EXIT_SPACE = QT_TRANSLATE_NOOP("PlayLog", "an exited unit waits on a Time space after {n}, at most {last} (14.2.2)")
R_NO_MINES = QT_TRANSLATE_NOOP("PlayLog", "no mines in {hex}")
R_TIME_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "time advances in play")
R_SAY_WHY = QT_TRANSLATE_NOOP("PlayLog", "say why the VP change")
R_CHIT_REVEALED = QT_TRANSLATE_NOOP("PlayLog", "chit {chit} is already revealed")
R_JAPANESE_POSTURE = QT_TRANSLATE_NOOP("PlayLog", "{posture} is a Japanese posture only")
R_TURNS_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "turns begin with play")
R_EMPTY_NOTE = QT_TRANSLATE_NOOP("PlayLog", "the note is empty")
R_NOT_IN_PLAY = QT_TRANSLATE_NOOP("PlayLog", "the game is not in play")
R_NO_INITIATIVE_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} does not hold the Initiative card")
R_NO_INITIATIVE_N = QT_TRANSLATE_NOOP("PlayLog", "{side} do not hold the Initiative card")
R_NO_ROLL = QT_TRANSLATE_NOOP("PlayLog", "the last action ({what}) made no roll")
R_GAME_OVER = QT_TRANSLATE_NOOP("PlayLog", "the game is over: {why}")
R_NAME_A_UNIT = QT_TRANSLATE_NOOP("PlayLog", "name at least one unit")
R_NOT_A_UNIT = QT_TRANSLATE_NOOP("PlayLog", "{piece} is not a unit")
R_BOTH_SIDES = QT_TRANSLATE_NOOP("PlayLog", "units of both sides cannot act together")
R_NAMED_TWICE = QT_TRANSLATE_NOOP("PlayLog", "a unit is named twice")

# --- multi-hex fire groups (O27.3.1)
P_FIRE_CHAIN = QT_TRANSLATE_NOOP("PlayLog", "{pieces} fire together at {hex} ({n} FP; activated by {leader})")
P_FIRE_LEAVE_OUT = QT_TRANSLATE_NOOP("PlayLog", "Fire group at {hex}: leave a piece out?")
P_FIRE_AS_IS = QT_TRANSLATE_NOOP("PlayLog", "fire with all {n} pieces ({fp} FP)")
P_FIRE_DROP = QT_TRANSLATE_NOOP("PlayLog", "leave out {piece} (then {n} FP)")
# --- smoke (the smoke cup T95, A47 Smoke Screen, E57a, E80, O27.2.1 smoke rounds)
SMOKE_DRAWN = QT_TRANSLATE_NOOP("PlayLog", "Smoke {n} drawn from the cup ({left} left in it).")
SMOKE_LOWER_BACK = QT_TRANSLATE_NOOP("PlayLog", "The smoke {n} goes back to the cup: the smoke {old} in {hex} stays (15.1.4).")
SMOKE_REPLACED = QT_TRANSLATE_NOOP("PlayLog", "The smoke {old} in {hex} goes back to the cup: the higher one stays (15.1.4).")
SMOKE_CUP_EMPTY = QT_TRANSLATE_NOOP("PlayLog", "The smoke cup is empty: no smoke is drawn.")
SMOKE_NOT_WATER = QT_TRANSLATE_NOOP("PlayLog", "No smoke in {hex}: water terrain (F100.3).")
SMOKE_NOT_BLAZE = QT_TRANSLATE_NOOP("PlayLog", "No smoke in {hex}: it is ablaze (T83).")
SMOKE_ROUND = QT_TRANSLATE_NOOP("PlayLog", "{piece} fires a smoke round at {hex} (O27.2.1).")
SMOKE_ROUND_MISS = QT_TRANSLATE_NOOP("PlayLog", "Targeting {roll} - {n} hindrance does not beat range {range}: the smoke round misses (O27.2.1).")
SMOKE_ROUND_HIT = QT_TRANSLATE_NOOP("PlayLog", "Targeting {roll} - {n} beats range {range}: the smoke round lands in {hex} (O27.2.1).")
R_NO_SMOKE_ROUNDS = QT_TRANSLATE_NOOP("PlayLog", "{piece} fires no smoke rounds (O27.2.1)")
R_SMOKE_NOT_HERE = QT_TRANSLATE_NOOP("PlayLog", "no smoke can go in {hex}")
P_SMOKE_ROUND = QT_TRANSLATE_NOOP("PlayLog", "{piece}: a smoke round at a hex in range (O27.2.1)")
P_SMOKE_ROUND_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Smoke round: at which hex (declared before the Targeting roll)?")
P_SMOKE_AT = QT_TRANSLATE_NOOP("PlayLog", "smoke at {hex} (range {n})")
P_SMOKE_SCREEN = QT_TRANSLATE_NOOP("PlayLog", "Smoke Screen: one smoke with or next to each activated squad (A47)?")
P_NO_SMOKE_SCREEN = QT_TRANSLATE_NOOP("PlayLog", "no Smoke Screen")
P_PLAY_SMOKE_SCREEN = QT_TRANSLATE_NOOP("PlayLog", "play Smoke Screen: up to {n} smoke")
P_SMOKE_SCREEN_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Smoke Screen: next smoke with which squad, in which hex?")
P_SMOKE_STOP = QT_TRANSLATE_NOOP("PlayLog", "draw no more smoke")
P_SMOKE_WITH = QT_TRANSLATE_NOOP("PlayLog", "smoke in {hex}, with {piece}")
A_SMOKE_SCREEN = QT_TRANSLATE_NOOP("PlayLog", "smoke with the activated squads")
P_WP = QT_TRANSLATE_NOOP("PlayLog", "White Phosphorus: draw a smoke and place it next to one of your unbroken squads?")
P_WP_NO = QT_TRANSLATE_NOOP("PlayLog", "draw no smoke")
P_WP_YES = QT_TRANSLATE_NOOP("PlayLog", "draw a smoke")
P_WP_WHERE = QT_TRANSLATE_NOOP("PlayLog", "White Phosphorus: smoke {n} into which hex?")
P_WP_BREAK = QT_TRANSLATE_NOOP("PlayLog", "White Phosphorus in {hex}: break which of your units?")
SKIP_NO_WP_HEX = QT_TRANSLATE_NOOP("PlayLog", "no hex next to an unbroken friendly squad can take smoke")
SKIP_CUP_EMPTY = QT_TRANSLATE_NOOP("PlayLog", "the smoke cup is empty")
# --- countermix limits and the card game on one screen (A44, E56)
R_NO_TEAM_IN_MIX = QT_TRANSLATE_NOOP("PlayLog", "the countermix holds no two {quality} teams to deploy into (E56)")
DEPLOYS_TWO = QT_TRANSLATE_NOOP("PlayLog", "{piece} deploys into a {team} and a {team2} (E56).")
SKIP_NO_TEAMS = QT_TRANSLATE_NOOP("PlayLog", "the countermix holds no two teams of the OB quality (E56)")
R_NOT_IN_MIX = QT_TRANSLATE_NOOP("PlayLog", "the countermix holds no more {piece}")
SKIP_NOT_IN_MIX = QT_TRANSLATE_NOOP("PlayLog", "the countermix holds no {piece} (E59, E61)")
P_DEPLOY_INTO = QT_TRANSLATE_NOOP("PlayLog", "deploy {piece} into {teams}")
P_DEPLOY_INTO_WEAPON = QT_TRANSLATE_NOOP("PlayLog", "deploy {piece} into {teams}, the weapon to the second team")
P_DEPLOY_INTO_SUPPRESSED = QT_TRANSLATE_NOOP("PlayLog", "deploy {piece} into {teams}, the suppressed marker to the second team")
P_DEPLOY_INTO_VETERAN = QT_TRANSLATE_NOOP("PlayLog", "deploy {piece} into {teams}, the veteran marker to the second team")
P_HERO_RALLY = QT_TRANSLATE_NOOP("PlayLog", "Hero: which broken unit rallies?")
P_PROMOTION_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Field Promotion: join which broken unit?")
P_WW_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Walking Wounded: which unit returns?")
P_REMOVE_MARKER_IN = QT_TRANSLATE_NOOP("PlayLog", "remove the {marker} in {hex}")
P_BATTLE_HARDEN = QT_TRANSLATE_NOOP("PlayLog", "Battle Harden: which unit?")
P_BUSHIDO = QT_TRANSLATE_NOOP("PlayLog", "Bushido: which unit?")
P_INTERDICTION = QT_TRANSLATE_NOOP("PlayLog", "Interdiction: suppress which unit?")
P_KIA = QT_TRANSLATE_NOOP("PlayLog", "KIA: eliminate which broken unit?")
P_MEDIC = QT_TRANSLATE_NOOP("PlayLog", "Medic!: rally which unit?")
P_POW = QT_TRANSLATE_NOOP("PlayLog", "Prisoners of War: which unit?")
P_SUPPRESSING = QT_TRANSLATE_NOOP("PlayLog", "Suppressing Fire: which unit?")
P_BLAZE_PLACE = QT_TRANSLATE_NOOP("PlayLog", "place {piece} in {hex}")
P_BLAZE_PLACE_MELEE = QT_TRANSLATE_NOOP("PlayLog", "place {piece} in {hex} (into melee)")
P_BLAZE_WHERE = QT_TRANSLATE_NOOP("PlayLog", "A blaze fills {start}: where does {piece} go?")
P_STEALTH_UNIT = QT_TRANSLATE_NOOP("PlayLog", "move {piece} to {hex}")
P_STEALTH_UNIT_MELEE = QT_TRANSLATE_NOOP("PlayLog", "move {piece} to {hex} (into melee)")
P_STEALTH_SIGHTING = QT_TRANSLATE_NOOP("PlayLog", "move the Sighting marker in {start} to {hex}")

# the words that fill a placeholder
# --- the events' prompts (which unit an event takes)

# --- artillery (O24): Communication Established, Fire For Effect, Illumination
ART_CALLS = QT_TRANSLATE_NOOP("PlayLog", "{piece} calls for a radio (O24.1).")
ART_RADIO_TABLE = QT_TRANSLATE_NOOP("PlayLog", "Radio Table roll")
ART_RADIO_ARRIVES = QT_TRANSLATE_NOOP("PlayLog", "Artillery Box ({side}): {radio}, {fp} FP (O24.1c).")
ART_RADIO_COST = QT_TRANSLATE_NOOP("PlayLog", "{radio} (O24.1c)")
ART_DENIED = QT_TRANSLATE_NOOP("PlayLog", "Artillery Box ({side}): the artillery denied marker (O24.1d).")
ART_SPOTS = QT_TRANSLATE_NOOP("PlayLog", "{piece} spots for {radio}: spotting round in {hex} (O24.3.1).")
ART_SPOTS_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "{piece} spots for {radio}, smoke announced: spotting round in {hex} (O24.3.1).")
ART_SPOTS_STARSHELL = QT_TRANSLATE_NOOP("PlayLog", "{piece} calls for illumination: spotting round in {hex} (O24.7).")
ART_ACCURACY = QT_TRANSLATE_NOOP("PlayLog", "accuracy roll")
ART_DRIFT_CHECK = QT_TRANSLATE_NOOP("PlayLog", "drift check")
ART_HIT = QT_TRANSLATE_NOOP("PlayLog", "Accuracy {roll} - {n} hindrance beats range {range}: accurate, minor drift (O24.3.2.1).")
ART_MISS = QT_TRANSLATE_NOOP("PlayLog", "Accuracy {roll} - {n} hindrance does not beat range {range}: inaccurate, major drift (O24.3.2.2).")
ART_MINOR_DRIFT = QT_TRANSLATE_NOOP("PlayLog", "The spotting round drifts one hex in direction {white}, then one in direction {coloured} (O24.3.2.1).")
ART_MAJOR_DRIFT = QT_TRANSLATE_NOOP("PlayLog", "The spotting round drifts {coloured} hexes in direction {white} (O24.3.2.2).")
ART_LANDS = QT_TRANSLATE_NOOP("PlayLog", "The spotting round lands in {hex}.")
ART_OFF_MAP = QT_TRANSLATE_NOOP("PlayLog", "The spotting round drifts off the map: no effect (O24.3.2.3).")
ART_IMPACT_ON = QT_TRANSLATE_NOOP("PlayLog", "impact roll on {hex}")
ART_IMPACT = QT_TRANSLATE_NOOP("PlayLog", "{radio} strikes {hex}: FP {fp}{mods} = {total} (O24.3.3).")
ART_FORT_DESTROYED = QT_TRANSLATE_NOOP("PlayLog", "Impact roll {roll} equals the vulnerability number: the {fort} in {hex} is destroyed (O24.3.4).")
ART_FORT_STANDS = QT_TRANSLATE_NOOP("PlayLog", "Impact roll {roll}, vulnerability number {n}: the {fort} in {hex} stands (O24.3.4).")
ART_MELEE_SPARED = QT_TRANSLATE_NOOP("PlayLog", "{hex} is a melee hex: the barrage cannot strike it (19.1).")
ART_EMPTY_AREA = QT_TRANSLATE_NOOP("PlayLog", "No unit or fortification in the blast area around {hex}: nothing to strike (O24.3.3).")
ART_SMOKE_BARRAGE = QT_TRANSLATE_NOOP("PlayLog", "Smoke barrage around {hex} (O24.3.3).")
ART_STARSHELL = QT_TRANSLATE_NOOP("PlayLog", "A starshell lights up {hex} (O24.7c).")
P_ART_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Asset Request: which?")
P_ART_ESTABLISH = QT_TRANSLATE_NOOP("PlayLog", "Communication Established: roll on the Radio Table (O24.1)")
P_ART_FFE = QT_TRANSLATE_NOOP("PlayLog", "Fire For Effect with {radio} (O24.3)")
P_ART_FFE_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "Fire For Effect with {radio}: smoke barrage (O24.3)")
P_ART_ILLUMINATION = QT_TRANSLATE_NOOP("PlayLog", "Illumination: a starshell (O24.7)")
P_ART_LEADER = QT_TRANSLATE_NOOP("PlayLog", "Which leader?")
P_ART_LEADER_IS = QT_TRANSLATE_NOOP("PlayLog", "activate {piece}")
P_ART_SR_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Spotting round: in which hex?")
P_ART_SR = QT_TRANSLATE_NOOP("PlayLog", "{hex} (blast area: {enemy} enemy, {friendly} friendly units)")
P_ART_SR_LIGHT = QT_TRANSLATE_NOOP("PlayLog", "{hex} ({enemy} enemy units within 2 hexes)")
P_ART_RADIO_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Radio Table: which?")
P_ART_RADIO = QT_TRANSLATE_NOOP("PlayLog", "{radio} ({fp} FP) for {n} VP")
P_ART_DENIED = QT_TRANSLATE_NOOP("PlayLog", "the artillery denied marker")
P_ART_IMPACT_NEXT = QT_TRANSLATE_NOOP("PlayLog", "Which hex does the barrage strike next?")
P_ART_IMPACT_HEX = QT_TRANSLATE_NOOP("PlayLog", "strike {hex}")
R_ART_NIGHT = QT_TRANSLATE_NOOP("PlayLog", "no Communication Established at night (18.4)")
R_ART_BOX_FULL = QT_TRANSLATE_NOOP("PlayLog", "the Artillery Box ({side}) already holds a radio or an artillery denied marker (15.1.2)")
R_ART_NOT_SPOTTER = QT_TRANSLATE_NOOP("PlayLog", "{piece} cannot be activated for an Asset Request: an unbroken, unsuppressed, unactivated leader is needed (O24)")
R_ART_NO_RADIO = QT_TRANSLATE_NOOP("PlayLog", "no unbroken radio in the Artillery Box ({side}) (O24.3)")
R_ART_NO_LOS = QT_TRANSLATE_NOOP("PlayLog", "{piece} has no LOS to {hex} (O24.3.1)")
R_ART_NEAR_MELEE = QT_TRANSLATE_NOOP("PlayLog", "{hex} is in or next to a melee hex: no spotting round there (O24.3.1)")
R_ART_DAY = QT_TRANSLATE_NOOP("PlayLog", "Illumination only at night (18.5)")
R_ART_NOT_RADIO = QT_TRANSLATE_NOOP("PlayLog", "{radio} is not a radio counter")
R_ART_NOTHING_THERE = QT_TRANSLATE_NOOP("PlayLog", "no unit or fortification in {hex}: the barrage does not strike it (O24.3.3)")
R_ART_NO_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "{radio} cannot fire smoke")
ARTILLERY_OPERATIONS: dict[str, str] = {
    "call_radio": QT_TRANSLATE_NOOP("PlayLog", "Communication Established"),
    "acquire_radio": QT_TRANSLATE_NOOP("PlayLog", "Artillery Box"),
    "fire_for_effect": QT_TRANSLATE_NOOP("PlayLog", "Fire For Effect"),
    "illuminate": QT_TRANSLATE_NOOP("PlayLog", "Illumination"),
    "artillery_impact": QT_TRANSLATE_NOOP("PlayLog", "Artillery impact"),
}


WORDS: tuple[str, ...] = (
    # what a Support Table roll is for (SUPPORT_ROLL): O28 Infiltrate, E70 Reinforcements, A43.6 Hidden Unit
    QT_TRANSLATE_NOOP("PlayLog", "Infiltrate"),
    QT_TRANSLATE_NOOP("PlayLog", "Reinforcements"),
    QT_TRANSLATE_NOOP("PlayLog", "Hidden Unit"),
    # the fire actions a player is offered (A35-A48)
    QT_TRANSLATE_NOOP("PlayLog", "sustained fire"),
    QT_TRANSLATE_NOOP("PlayLog", "marksmanship"),
    QT_TRANSLATE_NOOP("PlayLog", "crossfire"),
    QT_TRANSLATE_NOOP("PlayLog", "enfilade"),
    QT_TRANSLATE_NOOP("PlayLog", "hand grenades"),
    # the events (E50-E80) and actions (A33-A48) as the log names them
    QT_TRANSLATE_NOOP("PlayLog", "air support"),
    QT_TRANSLATE_NOOP("PlayLog", "battle harden"),
    QT_TRANSLATE_NOOP("PlayLog", "battlelust"),
    QT_TRANSLATE_NOOP("PlayLog", "blaze"),
    QT_TRANSLATE_NOOP("PlayLog", "breezy"),
    QT_TRANSLATE_NOOP("PlayLog", "bushido"),
    QT_TRANSLATE_NOOP("PlayLog", "deploy"),
    QT_TRANSLATE_NOOP("PlayLog", "detritus of war"),
    QT_TRANSLATE_NOOP("PlayLog", "field of battle"),
    QT_TRANSLATE_NOOP("PlayLog", "field promotion"),
    QT_TRANSLATE_NOOP("PlayLog", "gusts"),
    QT_TRANSLATE_NOOP("PlayLog", "hero"),
    QT_TRANSLATE_NOOP("PlayLog", "interdiction"),
    QT_TRANSLATE_NOOP("PlayLog", "jam"),
    QT_TRANSLATE_NOOP("PlayLog", "kia"),
    QT_TRANSLATE_NOOP("PlayLog", "malfunction"),
    QT_TRANSLATE_NOOP("PlayLog", "medic"),
    QT_TRANSLATE_NOOP("PlayLog", "mission objective"),
    QT_TRANSLATE_NOOP("PlayLog", "prisoners of war"),
    QT_TRANSLATE_NOOP("PlayLog", "reconnaissance"),
    QT_TRANSLATE_NOOP("PlayLog", "reinforcements"),
    QT_TRANSLATE_NOOP("PlayLog", "scrounge"),
    QT_TRANSLATE_NOOP("PlayLog", "shell shock"),
    QT_TRANSLATE_NOOP("PlayLog", "shellholes"),
    QT_TRANSLATE_NOOP("PlayLog", "spider hole"),
    QT_TRANSLATE_NOOP("PlayLog", "stealth"),
    QT_TRANSLATE_NOOP("PlayLog", "strategic objective"),
    QT_TRANSLATE_NOOP("PlayLog", "suppressing fire"),
    QT_TRANSLATE_NOOP("PlayLog", "banzai"),
    QT_TRANSLATE_NOOP("PlayLog", "walking wounded"),
    QT_TRANSLATE_NOOP("PlayLog", "white phosphorus"),
    QT_TRANSLATE_NOOP("PlayLog", "ambush"),
    QT_TRANSLATE_NOOP("PlayLog", "bayonets"),
    QT_TRANSLATE_NOOP("PlayLog", "bore sighting"),
    QT_TRANSLATE_NOOP("PlayLog", "demolitions"),
    QT_TRANSLATE_NOOP("PlayLog", "explosive charge"),
    QT_TRANSLATE_NOOP("PlayLog", "op fire"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden cave"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden mines"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden panji"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden pillbox"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden trenchline"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden unit"),
    QT_TRANSLATE_NOOP("PlayLog", "hidden wire"),
    QT_TRANSLATE_NOOP("PlayLog", "light wounds"),
    QT_TRANSLATE_NOOP("PlayLog", "no quarter"),
    QT_TRANSLATE_NOOP("PlayLog", "smoke screen"),
    # the orders (O20-O31), as a card's label and the log name them
    QT_TRANSLATE_NOOP("PlayLog", "asset denied"), QT_TRANSLATE_NOOP("PlayLog", "asset request"),
    QT_TRANSLATE_NOOP("PlayLog", "charge"), QT_TRANSLATE_NOOP("PlayLog", "command confusion"),
    QT_TRANSLATE_NOOP("PlayLog", "infiltrate"), QT_TRANSLATE_NOOP("PlayLog", "reconnoiter"), QT_TRANSLATE_NOOP("PlayLog", "revive"),
    QT_TRANSLATE_NOOP("PlayLog", "move"), QT_TRANSLATE_NOOP("PlayLog", "advance"),
    QT_TRANSLATE_NOOP("PlayLog", "Move"), QT_TRANSLATE_NOOP("PlayLog", "Advance"),
    QT_TRANSLATE_NOOP("PlayLog", "fire"), QT_TRANSLATE_NOOP("PlayLog", "melee"), QT_TRANSLATE_NOOP("PlayLog", "by hand"),
    QT_TRANSLATE_NOOP("PlayLog", "Weapon Jam, O23.1"), QT_TRANSLATE_NOOP("PlayLog", "Communication Disrupted, O23.2"),
    QT_TRANSLATE_NOOP("PlayLog", "sniper, 1.9.4"), QT_TRANSLATE_NOOP("PlayLog", "ended by the players"),
    QT_TRANSLATE_NOOP("PlayLog", "sniper trigger"), QT_TRANSLATE_NOOP("PlayLog", "event trigger"),
    QT_TRANSLATE_NOOP("PlayLog", "smoke"), QT_TRANSLATE_NOOP("PlayLog", "starshell"),
    QT_TRANSLATE_NOOP("PlayLog", "unaffected"), QT_TRANSLATE_NOOP("PlayLog", "suppressed"),
    QT_TRANSLATE_NOOP("PlayLog", "broken"), QT_TRANSLATE_NOOP("PlayLog", "eliminated"),
    QT_TRANSLATE_NOOP("PlayLog", "mines"), QT_TRANSLATE_NOOP("PlayLog", "Time trigger"),
    QT_TRANSLATE_NOOP("PlayLog", "draw pile ran out"), QT_TRANSLATE_NOOP("PlayLog", "targeting roll"),
    QT_TRANSLATE_NOOP("PlayLog", "random hex"), QT_TRANSLATE_NOOP("PlayLog", "sudden death roll"),
    QT_TRANSLATE_NOOP("PlayLog", "event check"), QT_TRANSLATE_NOOP("PlayLog", "Defender, Time advance (17.3)"),
    QT_TRANSLATE_NOOP("PlayLog", "objective control changes"), QT_TRANSLATE_NOOP("PlayLog", "secret objectives"),
    QT_TRANSLATE_NOOP("PlayLog", "Light Wounds (A44)"), QT_TRANSLATE_NOOP("PlayLog", "flamethrower (5.6)"),
    QT_TRANSLATE_NOOP("PlayLog", "Smoke"), QT_TRANSLATE_NOOP("PlayLog", "Blaze"), QT_TRANSLATE_NOOP("PlayLog", "Starshell"),
    QT_TRANSLATE_NOOP("PlayLog", "TIME"), QT_TRANSLATE_NOOP("PlayLog", "SNIPER"), QT_TRANSLATE_NOOP("PlayLog", "EVENT"),
    QT_TRANSLATE_NOOP("PlayLog", "DISPERSE"),
    QT_TRANSLATE_NOOP("PlayLog", "top"), QT_TRANSLATE_NOOP("PlayLog", "bottom"),
    QT_TRANSLATE_NOOP("PlayLog", "left"), QT_TRANSLATE_NOOP("PlayLog", "right"),
    QT_TRANSLATE_NOOP("PlayLog", "Attacker"), QT_TRANSLATE_NOOP("PlayLog", "Defender"), QT_TRANSLATE_NOOP("PlayLog", "Recon"),
    QT_TRANSLATE_NOOP("PlayLog", "Banzai"),
    QT_TRANSLATE_NOOP("PlayLog", "grass"), QT_TRANSLATE_NOOP("PlayLog", "brush"), QT_TRANSLATE_NOOP("PlayLog", "jungle"),
    QT_TRANSLATE_NOOP("PlayLog", "woods"), QT_TRANSLATE_NOOP("PlayLog", "bridge"), QT_TRANSLATE_NOOP("PlayLog", "building"),
    QT_TRANSLATE_NOOP("PlayLog", "trench"), QT_TRANSLATE_NOOP("PlayLog", "foxholes"), QT_TRANSLATE_NOOP("PlayLog", "wire"),
    QT_TRANSLATE_NOOP("PlayLog", "cave"), QT_TRANSLATE_NOOP("PlayLog", "pillbox"), QT_TRANSLATE_NOOP("PlayLog", "bunker"),
)

_HEX = r"[A-Za-z]{1,3}\d{1,3}"
PATTERNS: dict[str, str] = {"trigger": r"[A-Z]+", "hex": _HEX, "start": _HEX, "to": _HEX, "card": r"\S+-\d+", "box": r"[A-C]",
                            "rule": r"[A-Z]{0,2}\d+(?:\.\d+)*[a-z]?"}
"""What some placeholders can hold (a hex id, a card label, a trigger), so the reader splits a line
whose piece names hold brackets or words of the template at the right place."""

OPERATION_LABELS: tuple[str, ...] = tuple(ARTILLERY_OPERATIONS.values()) + tuple(AIR_OPERATIONS.values()) + (
    QT_TRANSLATE_NOOP("PlayLog", "Adjust VP"),
    QT_TRANSLATE_NOOP("PlayLog", "Advance"),
    QT_TRANSLATE_NOOP("PlayLog", "Auto setup"),
    QT_TRANSLATE_NOOP("PlayLog", "Back from the Casualty Track"),
    QT_TRANSLATE_NOOP("PlayLog", "Break"),
    QT_TRANSLATE_NOOP("PlayLog", "Cave"),
    QT_TRANSLATE_NOOP("PlayLog", "Deploy"),
    QT_TRANSLATE_NOOP("PlayLog", "Displace"),
    QT_TRANSLATE_NOOP("PlayLog", "Eliminate"),
    QT_TRANSLATE_NOOP("PlayLog", "End game"),
    QT_TRANSLATE_NOOP("PlayLog", "End turn"),
    QT_TRANSLATE_NOOP("PlayLog", "Enters by event"),
    QT_TRANSLATE_NOOP("PlayLog", "Fire"),
    QT_TRANSLATE_NOOP("PlayLog", "Fortification"),
    QT_TRANSLATE_NOOP("PlayLog", "Hand size"),
    QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: Hide"),
    QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: Reveal"),
    QT_TRANSLATE_NOOP("PlayLog", "Marker"),
    QT_TRANSLATE_NOOP("PlayLog", "Melee"),
    QT_TRANSLATE_NOOP("PlayLog", "Mine attack"),
    QT_TRANSLATE_NOOP("PlayLog", "Move fortification"),
    QT_TRANSLATE_NOOP("PlayLog", "Move"),
    QT_TRANSLATE_NOOP("PlayLog", "Note"),
    QT_TRANSLATE_NOOP("PlayLog", "Objective chit"),
    QT_TRANSLATE_NOOP("PlayLog", "Posture"),
    QT_TRANSLATE_NOOP("PlayLog", "Rally"),
    QT_TRANSLATE_NOOP("PlayLog", "Reinforcement"),
    QT_TRANSLATE_NOOP("PlayLog", "Remove Sighting marker"),
    QT_TRANSLATE_NOOP("PlayLog", "Remove fortification"),
    QT_TRANSLATE_NOOP("PlayLog", "Remove marker"),
    QT_TRANSLATE_NOOP("PlayLog", "Reveal chit"),
    QT_TRANSLATE_NOOP("PlayLog", "Reveal random hex"),
    QT_TRANSLATE_NOOP("PlayLog", "Revive"),
    QT_TRANSLATE_NOOP("PlayLog", "Roll"),
    QT_TRANSLATE_NOOP("PlayLog", "Scrounge"),
    QT_TRANSLATE_NOOP("PlayLog", "Set up"),
    QT_TRANSLATE_NOOP("PlayLog", "Sighting marker"),
    QT_TRANSLATE_NOOP("PlayLog", "Start play"),
    QT_TRANSLATE_NOOP("PlayLog", "Suppress"),
    QT_TRANSLATE_NOOP("PlayLog", "Take back"),
    QT_TRANSLATE_NOOP("PlayLog", "Time Track"),
    QT_TRANSLATE_NOOP("PlayLog", "Time advance"),
    QT_TRANSLATE_NOOP("PlayLog", "Veteran"),
    QT_TRANSLATE_NOOP("PlayLog", "Weapon transfer"),
)
"""The labels of the session's operations (``state.operation``), as Undo and Redo name them."""
REROLLED = QT_TRANSLATE_NOOP("PlayLog", "{what} (re-rolled)")

# the operations, as a message names them ("Rally refused: ...")
OPERATIONS: dict[str, str] = {**ARTILLERY_OPERATIONS, **AIR_OPERATIONS,
    "break": QT_TRANSLATE_NOOP("PlayLog", "Break"),
    "rally": QT_TRANSLATE_NOOP("PlayLog", "Rally"),
    "suppress": QT_TRANSLATE_NOOP("PlayLog", "Suppress"),
    "unsuppress": QT_TRANSLATE_NOOP("PlayLog", "Remove suppression"),
    "set_veteran": QT_TRANSLATE_NOOP("PlayLog", "Veteran"),
    "set_in_cave": QT_TRANSLATE_NOOP("PlayLog", "Cave"),
    "eliminate": QT_TRANSLATE_NOOP("PlayLog", "Eliminate"),
    "transfer_weapon": QT_TRANSLATE_NOOP("PlayLog", "Weapon transfer"),
    "enter_reinforcement": QT_TRANSLATE_NOOP("PlayLog", "Reinforcement"),
    "place_marker": QT_TRANSLATE_NOOP("PlayLog", "Marker"),
    "remove_marker": QT_TRANSLATE_NOOP("PlayLog", "Remove marker"),
    "bring_in": QT_TRANSLATE_NOOP("PlayLog", "Bring into play"),
    "return_casualty": QT_TRANSLATE_NOOP("PlayLog", "Return from the Casualty Track"),
    "infiltrate_hide": QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: Hide"),
    "infiltrate_reveal": QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: Reveal"),
    "deploy": QT_TRANSLATE_NOOP("PlayLog", "Deploy"),
    "scrounge": QT_TRANSLATE_NOOP("PlayLog", "Scrounge"),
    "place": QT_TRANSLATE_NOOP("PlayLog", "Set up"),
    "unplace": QT_TRANSLATE_NOOP("PlayLog", "Take back"),
    "set_time_space": QT_TRANSLATE_NOOP("PlayLog", "Time Track"),
    "place_sighting": QT_TRANSLATE_NOOP("PlayLog", "Sighting marker"),
    "remove_sighting": QT_TRANSLATE_NOOP("PlayLog", "Remove Sighting marker"),
    "place_fortification": QT_TRANSLATE_NOOP("PlayLog", "Fortification"),
    "remove_fortification": QT_TRANSLATE_NOOP("PlayLog", "Remove fortification"),
    "move_fortification": QT_TRANSLATE_NOOP("PlayLog", "Move fortification"),
    "auto_setup": QT_TRANSLATE_NOOP("PlayLog", "Auto setup"),
    "start_play": QT_TRANSLATE_NOOP("PlayLog", "Start play"),
    "fire": QT_TRANSLATE_NOOP("PlayLog", "Fire"),
    "fire_smoke": QT_TRANSLATE_NOOP("PlayLog", "Fire"),
    "melee": QT_TRANSLATE_NOOP("PlayLog", "Melee"),
    "move": QT_TRANSLATE_NOOP("PlayLog", "Move"),
    "advance": QT_TRANSLATE_NOOP("PlayLog", "Advance"),
    "mine_attack": QT_TRANSLATE_NOOP("PlayLog", "Mine attack"),
    "advance_time": QT_TRANSLATE_NOOP("PlayLog", "Time advance"),
    "roll": QT_TRANSLATE_NOOP("PlayLog", "Roll"),
    "random_hex": QT_TRANSLATE_NOOP("PlayLog", "Random hex"),
    "reroll": QT_TRANSLATE_NOOP("PlayLog", "Re-roll"),
    "adjust_vp": QT_TRANSLATE_NOOP("PlayLog", "VP change"),
    "reveal_chit": QT_TRANSLATE_NOOP("PlayLog", "Reveal chit"),
    "add_chit": QT_TRANSLATE_NOOP("PlayLog", "Objective chit"),
    "set_hand_size": QT_TRANSLATE_NOOP("PlayLog", "Hand size"),
    "set_posture": QT_TRANSLATE_NOOP("PlayLog", "Posture"),
    "end_turn": QT_TRANSLATE_NOOP("PlayLog", "End turn"),
    "note": QT_TRANSLATE_NOOP("PlayLog", "Note"),
    "end_game": QT_TRANSLATE_NOOP("PlayLog", "End game"),
}

WORDS = WORDS + OPERATION_LABELS + tuple(AIR_FACE_WORDS.values())

NUMERIC: frozenset[str] = frozenset({"n", "roll", "total", "fp", "group", "morale", "cover", "attack", "white", "coloured",
                                     "range", "left"})
"""Placeholders that hold a number (signed): the reader matches digits there, nothing else."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
) + MOVE_TEXTS
"""Every sentence (with or without placeholders), for reading a stored line back."""
