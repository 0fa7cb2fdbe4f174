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

from ..model.i18n import QT_TRANSLATE_NOOP

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
SIGHTING_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker removed from play.")
SIGHTING_REMOVED_FROM = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker in {hex} removed from play.")
SIGHTING_MOVES = QT_TRANSLATE_NOOP("PlayLog", "The Sighting marker in {start} moves to {hex} (1.8.2).")
PLACES_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} places {fortification} in {hex}.")
PLACES_N = QT_TRANSLATE_NOOP("PlayLog", "{side} place {fortification} in {hex}.")
FORT_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "{fortification} in {hex} removed.")
FORT_MOVED = QT_TRANSLATE_NOOP("PlayLog", "{fortification} moved from {start} to {hex}.")
AUTO_SETUP = QT_TRANSLATE_NOOP("PlayLog", "Auto setup for {side}: {n} unit(s) placed.")
AUTO_SETUP_LEFT = QT_TRANSLATE_NOOP("PlayLog", "Auto setup for {side}: {n} unit(s) placed, {left} left over: {pieces}.")
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
INITIATIVE_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} uses the Initiative: the last roll is cancelled and made again; {holder} now holds the Initiative (10).")
INITIATIVE_N = QT_TRANSLATE_NOOP("PlayLog", "{side} use the Initiative: the last roll is cancelled and made again; {holder} now holds the Initiative (10).")
INITIATIVE_1N = QT_TRANSLATE_NOOP("PlayLog", "{side} uses the Initiative: the last roll is cancelled and made again; {holder} now hold the Initiative (10).")
INITIATIVE_NN = QT_TRANSLATE_NOOP("PlayLog", "{side} use the Initiative: the last roll is cancelled and made again; {holder} now hold the Initiative (10).")
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
JAPAN_PAY = QT_TRANSLATE_NOOP("PlayLog", "Japan pay for {piece} (O28.1)")
CHIT = QT_TRANSLATE_NOOP("PlayLog", "chit {chit}")
LAST_SPACE = QT_TRANSLATE_NOOP("PlayLog", "the time marker is on the last space ({n})")
SUDDEN_DEATH_ON = QT_TRANSLATE_NOOP("PlayLog", "sudden death on Time space {n} (13.2.2)")
NO_UNIT_LEFT_1 = QT_TRANSLATE_NOOP("PlayLog", "{side} has no unit left on the map (13.3c)")
NO_UNIT_LEFT_N = QT_TRANSLATE_NOOP("PlayLog", "{side} have no unit left on the map (13.3c)")
NO_UNIT_LEFT_B1 = QT_TRANSLATE_NOOP("PlayLog", "{side} has no unit left on the map (13.3b)")
NO_UNIT_LEFT_BN = QT_TRANSLATE_NOOP("PlayLog", "{side} have no unit left on the map (13.3b)")
SURRENDER = QT_TRANSLATE_NOOP("PlayLog", "the Allies surrender: an eliminated unit reaches Casualty space {n} (11.2, 13.3a)")
ON_VP = QT_TRANSLATE_NOOP("PlayLog", "{why}; VP {vp}")
VP_JAPAN = QT_TRANSLATE_NOOP("PlayLog", "{n} Japan")
VP_ALLIES = QT_TRANSLATE_NOOP("PlayLog", "{n} Allies")

# --- the card game's own lines (orders, actions, events)
ORDER = QT_TRANSLATE_NOOP("PlayLog", "{side} order: {order} with {card}")
ACTION = QT_TRANSLATE_NOOP("PlayLog", "{side} action: {action} with {card}: {what}")
EVENT = QT_TRANSLATE_NOOP("PlayLog", "{side} event: {event} ({rule}, {card})")
EVENT_SKIPPED = QT_TRANSLATE_NOOP("PlayLog", "{event} ({rule}) is not played by this version: skipped.")
NOTHING_TO_DO = QT_TRANSLATE_NOOP("PlayLog", "Nothing to do: {why}.")
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
COMMAND_CONFUSION = QT_TRANSLATE_NOOP("PlayLog", "Command Confusion: nothing happens (O26).")
INFILTRATE_FULL = QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: the boxes the card names are full and no Sighting marker is on the map.")
INFILTRATE_NONE = QT_TRANSLATE_NOOP("PlayLog", "Infiltrate: no unit of the rolled column is available this year.")
HIDDEN_UNIT_NONE = QT_TRANSLATE_NOOP("PlayLog", "No unit of the rolled column is available this year: nothing is placed.")
DETRITUS_SMOKE = QT_TRANSLATE_NOOP("PlayLog", "The smoke of Detritus of War is skipped (the smoke cup is not modelled).")
RECON_KEEPS_1 = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} keeps the top card in place.")
RECON_KEEPS_N = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} keep the top card in place.")
RECON_TAKES_1 = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} takes the top card into the hand.")
RECON_TAKES_N = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} take the top card into the hand.")
RECON_DISCARDS_1 = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} discards the top card.")
RECON_DISCARDS_N = QT_TRANSLATE_NOOP("PlayLog", "Reconnoiter: {side} discard the top card.")

SIGHTING = QT_TRANSLATE_NOOP("PlayLog", "Sighting marker")

# the words that fill a placeholder
WORDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("PlayLog", "fire"), QT_TRANSLATE_NOOP("PlayLog", "melee"), QT_TRANSLATE_NOOP("PlayLog", "by hand"),
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
PATTERNS: dict[str, str] = {"trigger": r"[A-Z]+", "hex": _HEX, "start": _HEX, "to": _HEX, "card": r"\S+-\d+", "box": r"[A-C]"}
"""What some placeholders can hold (a hex id, a card label, a trigger), so the reader splits a line
whose piece names hold brackets or words of the template at the right place."""

NUMERIC: frozenset[str] = frozenset({"n", "roll", "total", "fp", "group", "morale", "cover", "attack", "white", "coloured",
                                     "range", "left"})
"""Placeholders that hold a number (signed): the reader matches digits there, nothing else."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every sentence (with or without placeholders), for reading a stored line back."""
