"""The checks' messages, written once: ``core.checks`` formats them (English, what the command line
prints and a report quotes) and the GUI reads a stored message back against them to show it in the
player's language, as it does the generator's and the playtest's logs (``rsg/logtext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("Checks", ...)`` so ``pyside6-lupdate`` collects it;
a placeholder is filled with ``str.format``; an id a message quotes is passed already quoted
(``repr``), so the English text stays what it always was. ``WORDS`` are the short texts that fill a
placeholder ("counter id", "a squad"). No Qt here.
"""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Checks"

# --- ids and references shared by every document
DUPLICATE = QT_TRANSLATE_NOOP("Checks", "duplicate {what} {id}")
UNKNOWN_COUNTER = QT_TRANSLATE_NOOP("Checks", "unknown counter {id}")
UNKNOWN_WEAPON = QT_TRANSLATE_NOOP("Checks", "unknown weapon {id}")
UNKNOWN_RADIO = QT_TRANSLATE_NOOP("Checks", "unknown radio {id}")
UNKNOWN_NATION = QT_TRANSLATE_NOOP("Checks", "unknown nation {id}")
UNKNOWN_TERRAIN = QT_TRANSLATE_NOOP("Checks", "unknown terrain {id}")
UNKNOWN_FEATURE = QT_TRANSLATE_NOOP("Checks", "unknown feature {id}")
UNKNOWN_CHIT = QT_TRANSLATE_NOOP("Checks", "unknown chit {id}")
UNKNOWN_PIECE = QT_TRANSLATE_NOOP("Checks", "unknown piece {id}")
UNKNOWN_WEAPON_PIECE = QT_TRANSLATE_NOOP("Checks", "unknown weapon piece {id}")
FIRST_YEAR_AFTER_LAST = QT_TRANSLATE_NOOP("Checks", "first year is after last year")
YEAR_OUTSIDE = QT_TRANSLATE_NOOP("Checks", "year {year} is outside the rule set's years")
SIGHTING_JAPANESE_ONLY = QT_TRANSLATE_NOOP("Checks", "Sighting markers are Japanese only (9)")
PAST_TIME_TRACK = QT_TRANSLATE_NOOP("Checks", "space {space} is past the end of the Time Track (space {last})")

# --- forces: counters, OB cards, roll tables
NATION_NOT_IN_RULESET = QT_TRANSLATE_NOOP("Checks", "nation {id} is not in the rule set")
COUNTER_ID_ELSEWHERE = QT_TRANSLATE_NOOP("Checks", "counter id {id} is also used by {nation}")
COUNTER_NO_NAME = QT_TRANSLATE_NOOP("Checks", "incomplete counter: enter its name")
COUNTER_NO_STATS = QT_TRANSLATE_NOOP("Checks", "incomplete counter: enter the {stats} of its front side (3.1)")
# a count's singular and plural are two sentences, so English and Italian agree with the number
FIGURES = QT_TRANSLATE_NOOP("Checks", "{kind} has {expected} figures, not {figures} (3)")
FIGURES_ONE = QT_TRANSLATE_NOOP("Checks", "{kind} has {expected} figure, not {figures} (3)")
NEEDS_QUALITY = QT_TRANSLATE_NOOP("Checks", "{kind} needs a quality (elite, line or green)")
LEADER_COMMAND = QT_TRANSLATE_NOOP("Checks", "a leader needs a numeric command")
SCOUT_COMMAND = QT_TRANSLATE_NOOP("Checks", "a Scout's command is 'M' (3.3.3)")
SOGEKI_JAPANESE = QT_TRANSLATE_NOOP("Checks", "the Sogeki Hei is Japanese only (3.3.4)")
SOGEKI_ORDNANCE = QT_TRANSLATE_NOOP("Checks", "the Sogeki Hei is treated as ordnance (3.3.4)")
NEEDS_BROKEN_SIDE = QT_TRANSLATE_NOOP("Checks", "{kind} needs its broken side")
RADIO_FP = QT_TRANSLATE_NOOP("Checks", "radio FP {fp} is outside 8-12 (6)")
WEAPONS_ONLY = QT_TRANSLATE_NOOP("Checks", "only weapons have a movement modifier or weapon type")
OB_NO_NAME = QT_TRANSLATE_NOOP("Checks", "incomplete OB card: enter its name")
OB_NO_UNITS = QT_TRANSLATE_NOOP("Checks", "incomplete OB card: enter its units")
BANZAI_FORCE_JAPANESE = QT_TRANSLATE_NOOP("Checks", "only a Japanese OB can be a Banzai Force (17.2)")
NEVER_SURRENDERS = QT_TRANSLATE_NOOP("Checks", "{nation} never surrenders (11.2)")
ALLIED_SURRENDER_SPACE = QT_TRANSLATE_NOOP("Checks", "an Allied OB names its surrender space (11.2)")
NO_FACTIONS = QT_TRANSLATE_NOOP("Checks", "the rule set gives {nation} no factions, so {faction} cannot be one (11.3)")
NOT_A_FACTION = QT_TRANSLATE_NOOP("Checks", "{faction} is not a faction of {nation}: choose one of {names} (11.3)")
UNIT_NO_COUNTER = QT_TRANSLATE_NOOP("Checks", "incomplete unit: choose its counter")
NOT_A_UNIT = QT_TRANSLATE_NOOP("Checks", "{counter} is {kind}, not a unit")
NOT_A_WEAPON = QT_TRANSLATE_NOOP("Checks", "{counter} is {kind}, not a weapon")
NOT_A_RADIO = QT_TRANSLATE_NOOP("Checks", "{counter} is {kind}, not a radio")
LEADER_WEAPON = QT_TRANSLATE_NOOP("Checks", "a leader cannot carry a weapon with a negative movement modifier (3.3.5)")
ROLL_TWICE = QT_TRANSLATE_NOOP("Checks", "roll {roll} has two columns")
YEARS_BACKWARDS = QT_TRANSLATE_NOOP("Checks", "years {first}-{last} run backwards")
LEADER_TABLE_LEADERS = QT_TRANSLATE_NOOP("Checks", "the Leader Table lists leaders, not {kind}")
SUPPORT_WEAPON_UNIT = QT_TRANSLATE_NOOP("Checks", "a Support Table weapon goes with the unit listed with it (5.2)")
ENTRY_INCOMPLETE = QT_TRANSLATE_NOOP("Checks", "incomplete entry: enter its {what}")

# --- maps
COLUMN_LABELS = QT_TRANSLATE_NOOP("Checks", "{n} columns need as many labels")
ROW_LABELS = QT_TRANSLATE_NOOP("Checks", "{n} rows need as many labels")
NOT_A_HEX = QT_TRANSLATE_NOOP("Checks", "{hex} is not a hex of this map")
OBJECTIVES_SHARE = QT_TRANSLATE_NOOP("Checks", "two objectives share hex {hex}")
OBJECTIVES_MISSING = QT_TRANSLATE_NOOP("Checks", "objectives {objectives} not placed: a map has five (2.3)")
OBJECTIVE_MISSING = QT_TRANSLATE_NOOP("Checks", "objective {objectives} not placed: a map has five (2.3)")
EXIT_NOT_ON_EDGE = QT_TRANSLATE_NOOP("Checks", "{hex} is not on the {edge} edge (2.4)")
ARTILLERY_CORNERS = QT_TRANSLATE_NOOP("Checks", "the Artillery Boxes sit in opposite corners (2.2c)")

# --- scenarios
UNKNOWN_MAP = QT_TRANSLATE_NOOP("Checks", "unknown map {id} (the data set has: {maps})")
MINE_STRENGTH_NOT_ONE_OF = QT_TRANSLATE_NOOP("Checks", "mine strength {fp} is not one of {strengths}")
NOT_A_HEX_OF_MAP = QT_TRANSLATE_NOOP("Checks", "{hex} is not a hex of map {map}")
WRONG_SIDE = QT_TRANSLATE_NOOP("Checks", "{nation} does not fight on the {side} side")
BANZAI_JAPANESE = QT_TRANSLATE_NOOP("Checks", "Banzai is a Japanese posture only (17.2)")
JAPAN_NO_SURRENDER = QT_TRANSLATE_NOOP("Checks", "Japan never surrenders: no surrender space (11.2)")
HAND_SIZE = QT_TRANSLATE_NOOP("Checks", "{posture} hand holds {n} cards, not {hand}")
DISCARD_LIMIT = QT_TRANSLATE_NOOP("Checks", "{nation}'s discard limit is {n} here (12.3, 18)")
UNKNOWN_OB = QT_TRANSLATE_NOOP("Checks", "unknown OB card {id} for {nation}")
OUTSIDE_SETUP_AREA = QT_TRANSLATE_NOOP("Checks", "{hex} is outside the side's setup area")
FORTIFICATION_TWICE = QT_TRANSLATE_NOOP("Checks", "{hex} already has a fortification (F100.3: one per hex)")
MIXED_MINES = QT_TRANSLATE_NOOP("Checks", "mixed mine strengths {strengths}: a scenario has one mine FP, {fp} (F104.2)")
ONLY_MINES_FP = QT_TRANSLATE_NOOP("Checks", "only mines have an FP")
NO_MARKER_IN_WATER = QT_TRANSLATE_NOOP("Checks", "no {marker} in water terrain (F100.3)")
CHIT_TWICE = QT_TRANSLATE_NOOP("Checks", "chit {chit} is drawn twice")
CHIT_NOT_SECRET = QT_TRANSLATE_NOOP("Checks", "chit {chit} has no secret side: it must be played open (14.3.4)")
NO_OBJECTIVE = QT_TRANSLATE_NOOP("Checks", "map {map} has no objective {n}")
OB_ORDER_LIMIT = QT_TRANSLATE_NOOP("Checks", "OB card {card} gives an Order Limit of {n}, not {limit} (11.3, 12.1)")
OB_QUALITY = QT_TRANSLATE_NOOP("Checks", "OB card {card} gives {quality} quality, not {side_quality} ({why})")
OB_BANZAI = QT_TRANSLATE_NOOP("Checks", "OB card {card} is a Banzai Force: the posture is Banzai, not {posture} (17.2, RSG step 7)")
OB_NOT_BANZAI = QT_TRANSLATE_NOOP(
    "Checks", "OB card {card} is not a Banzai Force: only a Banzai Force takes the Banzai posture (17.2, RSG step 7)")

# --- rule sets
TERRAIN_NEEDS_RANK = QT_TRANSLATE_NOOP("Checks", "terrain type {id} needs a hierarchy rank (T81.1)")
RANK_SHARED = QT_TRANSLATE_NOOP("Checks", "rank {n} is shared: the hierarchy must be a strict order")
NO_MOVE_COST = QT_TRANSLATE_NOOP("Checks", "{id} is paid by cost but has no move_cost")
NO_HINDRANCE = QT_TRANSLATE_NOOP("Checks", "{id} is a hindrance without a hindrance value")
NEEDS_OPEN_GROUND = QT_TRANSLATE_NOOP("Checks", "the chart needs 'open_ground', the default type (T92)")
DEFAULT_NOT_CHOICE = QT_TRANSLATE_NOOP("Checks", "default {id} is not one of the choices")
BOOL_DEFAULT = QT_TRANSLATE_NOOP("Checks", "a bool option needs true or false as default")
INT_DEFAULT = QT_TRANSLATE_NOOP("Checks", "an int option needs a whole number as default")
MINE_STRENGTH = QT_TRANSLATE_NOOP("Checks", "mine strength {n} is not 6, 7 or 8 (F104.2)")

# --- roll table entries, chits, fortification OB, Fate decks
ENTRY_EXACTLY_ONE = QT_TRANSLATE_NOOP("Checks", "{table} table entry names exactly one of: {fields}")
CHIT_NAMES_OBJECTIVE = QT_TRANSLATE_NOOP("Checks", "a single-objective chit names its objective (1-5)")
CHIT_NO_OBJECTIVE = QT_TRANSLATE_NOOP("Checks", "{kind} chit names no objective")
BONUS_CHITS_OPEN = QT_TRANSLATE_NOOP("Checks", "the exit and elimination bonus chits are open only (14.3.3)")
PRICED_TWICE = QT_TRANSLATE_NOOP("Checks", "{fortification} is priced twice")
MINES_PRICE_STRENGTH = QT_TRANSLATE_NOOP("Checks", "a mines price names its strength: 6, 7 or 8 FP (F104.2)")
ONLY_MINES_STRENGTH = QT_TRANSLATE_NOOP("Checks", "only mines have a strength")
CARD_TWICE = QT_TRANSLATE_NOOP("Checks", "card {card} appears twice")
DECK_TOO_SMALL = QT_TRANSLATE_NOOP(
    "Checks",
    "a Fate deck needs at least {n} cards to be played: a full hand of {hand} (1.1) and one more card for the rolls, "
    "which always come off the draw pile, never out of the hand (1.3, 1.9, 13.1.2); this one has {count}",
)
DECK_TOO_SMALL_FOR_HAND = QT_TRANSLATE_NOOP(
    "Checks",
    "a hand of {hand} needs a Fate deck of at least {n} cards (1.1, 1.3, 1.9); the {nation} deck has only {count}",
)
RANDOM_HEX_OFF_MAPS = QT_TRANSLATE_NOOP(
    "Checks", "random hex {hex} is not a hex of any map of this game box: a random hex names a hex of the map in play (1.8)"
)
RANDOM_HEX_OFF_GRID = QT_TRANSLATE_NOOP(
    "Checks", "random hex {hex} is not a hex of a {columns} x {rows} map: a random hex names a hex of the map in play (1.8)"
)
RANDOM_HEX_OFF_MAP = QT_TRANSLATE_NOOP(
    "Checks", "card {card} of the {nation} Fate deck has the random hex {hex}, which is not a hex of map {map} (1.8)"
)
DECK_SIZE = QT_TRANSLATE_NOOP("Checks", "a Fate deck has {n} cards (1.3); this one has {count}")
REVIVE_POINTS = QT_TRANSLATE_NOOP("Checks", "a Revive order shows its points, 1-5 (O31)")
INFILTRATE_BOXES = QT_TRANSLATE_NOOP("Checks", "an Infiltrate order shows its box letters (O28)")
AIR_SUPPORT_FIRST = QT_TRANSLATE_NOOP("Checks", "an Air Support event shows its first year (E50)")
AIR_SUPPORT_LAST = QT_TRANSLATE_NOOP("Checks", "an Air Support event shows its last year (E50)")
BREEZY_WIND = QT_TRANSLATE_NOOP("Checks", "a Breezy event shows its wind direction, 1-6 (E54)")
GUSTS_ODD_EVEN = QT_TRANSLATE_NOOP("Checks", "a Gusts event shows odd or even (E60)")
MARKSMANSHIP_FACTION = QT_TRANSLATE_NOOP("Checks", "a Marksmanship action names a faction (A45)")
ONLY_WHERE_NEEDED = QT_TRANSLATE_NOOP("Checks", "only the card that needs it shows this value ({why})")
AIR_SUPPORT_BACKWARDS = QT_TRANSLATE_NOOP("Checks", "the last Air Support year comes before the first")
CHARGE_JAPANESE = QT_TRANSLATE_NOOP("Checks", "Charge is a Japanese order (O25)")

# --- what ``core.rules`` says about a hex at setup, and how a scenario check reports it
STACKING = QT_TRANSLATE_NOOP("Checks", "{hex} holds {n} figures at setup: more than {limit} (15.2.3)")
UNKNOWN_FORTIFICATION = QT_TRANSLATE_NOOP("Checks", "unknown fortification {id}")
WATER_NO_FORTIFICATION = QT_TRANSLATE_NOOP("Checks", "water terrain: no fortification (F100.3)")
CREST_ONLY_TYPE = QT_TRANSLATE_NOOP("Checks", "a {fortification} goes only in a Crest hex (F102)")
FORTIFICATION_IN_WATER = QT_TRANSLATE_NOOP("Checks", "{hex} is water terrain: no fortification (F100.3)")
CREST_ONLY = QT_TRANSLATE_NOOP("Checks", "a {fortification} goes only in a Crest hex; {hex} is not one (F102)")
FORTIFICATION_JAPANESE = QT_TRANSLATE_NOOP("Checks", "{fortification}s are Japanese only (F102)")
ABLAZE = QT_TRANSLATE_NOOP("Checks", "{hex} is ablaze: no unit may be there (T83, 15.1.5)")
IMPASSABLE = QT_TRANSLATE_NOOP("Checks", "{hex} is {terrain}, impassable terrain: no unit may be there (O29.4, {rule})")
WATER_UNIT = QT_TRANSLATE_NOOP(
    "Checks", "{hex} is {terrain}, water terrain: no weapon fires from it (F100.3{rule}); is the unit meant to start there?")

# --- traced shapes (``core.terrain``)
SHAPE_PROBLEM = QT_TRANSLATE_NOOP("Checks", "shape {id}: {problem}")
RING_POINTS_1 = QT_TRANSLATE_NOOP("Checks", "{ring} has only {n} distinct point: it is not a closed ring")
RING_POINTS_N = QT_TRANSLATE_NOOP("Checks", "{ring} has only {n} distinct points: it is not a closed ring")
RING_FLAT = QT_TRANSLATE_NOOP("Checks", "{ring} has zero area (its points lie on one line)")
RING_CROSSES = QT_TRANSLATE_NOOP("Checks", "{ring} crosses itself{where}")
OUTER_RING = QT_TRANSLATE_NOOP("Checks", "outer ring")
HOLE = QT_TRANSLATE_NOOP("Checks", "hole {n}")
AT_POINT = QT_TRANSLATE_NOOP("Checks", " at ({x}, {y})")
HOLE_OUTSIDE = QT_TRANSLATE_NOOP("Checks", "hole {n} lies outside its shell")
HOLE_CROSSES = QT_TRANSLATE_NOOP("Checks", "hole {n} crosses its shell")
HOLES_OVERLAP = QT_TRANSLATE_NOOP("Checks", "holes overlap or touch badly{where}")
LINE_NO_LENGTH = QT_TRANSLATE_NOOP("Checks", "line {id}: fewer than 2 distinct points, so it has no length")
LINE_NO_WIDTH = QT_TRANSLATE_NOOP("Checks", "line {id}: a {type} of width 0 covers no area")
AREA_NO_RANK = QT_TRANSLATE_NOOP("Checks", "shape {id}: {terrain} is a {kind} without a hierarchy rank, so its area sets no hex Type")
OFF_MAP = QT_TRANSLATE_NOOP("Checks", "shape {id} lies entirely off the map")
LINE_CORNER = QT_TRANSLATE_NOOP(
    "Checks", "line {id} passes through a hex corner at ({x}, {y}): the hexside it crosses there is undefined")
SHAPE_TERRAIN_IGNORED = QT_TRANSLATE_NOOP("Checks", "shape {id}: unknown terrain {terrain}, ignored")
LINE_NO_TYPE = QT_TRANSLATE_NOOP("Checks", "line {id}: the rule set has no {terrain} Type")

# --- why a map cannot be marked ready (``core.readiness``)
NOT_CALIBRATED = QT_TRANSLATE_NOOP("Checks", "the scan is not calibrated: {problem}")
CONTROL_POINT_OFF = QT_TRANSLATE_NOOP(
    "Checks", "a control point is {off} hex off the fitted grid (at most {most}): check the clicked hexes in the calibration")
NOTHING_TRACED = QT_TRANSLATE_NOOP("Checks", "nothing is traced yet: trace the terrain over the scan")
OBJECTIVES_OFF_MAP = QT_TRANSLATE_NOOP("Checks", "objectives on no hex of the map: {objectives}")
OBJECTIVE_OFF_MAP = QT_TRANSLATE_NOOP("Checks", "objective on no hex of the map: {objectives}")
AMBIGUOUS_NOT_REVIEWED = QT_TRANSLATE_NOOP(
    "Checks", "ambiguous hexes not reviewed: {hexes}; look at each (Hexes tab) and mark it reviewed or override it"
)
NO_EXIT_POINTS = QT_TRANSLATE_NOOP("Checks", "no Exit Points: mark them on the map edges (2.4)")
ARTILLERY_NOT_OPPOSITE = QT_TRANSLATE_NOOP("Checks", "the two Artillery Boxes are not set in opposite corners (2.2c)")

# --- calibrating a scan (``core.calibration``)
SINGULAR = QT_TRANSLATE_NOOP("Checks", "the transform is singular: the scan points lie on one line")
POINT_LISTS_DIFFER = QT_TRANSLATE_NOOP("Checks", "grid and pixel point lists differ in length")
TOO_FEW_POINTS = QT_TRANSLATE_NOOP("Checks", "an affine fit needs at least 3 control points, got {n}")
POINTS_NOT_FINITE = QT_TRANSLATE_NOOP("Checks", "control points must be finite numbers")
POINTS_ON_A_LINE = QT_TRANSLATE_NOOP(
    "Checks", "the control points lie on one line: pick hexes that span the map in both directions")
HEX_TWO_POINTS = QT_TRANSLATE_NOOP("Checks", "hex {hex} is used by two control points: each point needs its own hex")
POINT_NOT_A_HEX = QT_TRANSLATE_NOOP("Checks", "control point hex {id} is not a hex of this map")

# --- playtests
PIECE_NEEDS_HEX = QT_TRANSLATE_NOOP("Checks", "a piece on the map needs a hex")

WORDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Checks", "counter id"),
    QT_TRANSLATE_NOOP("Checks", "OB card id"),
    QT_TRANSLATE_NOOP("Checks", "shape id"),
    QT_TRANSLATE_NOOP("Checks", "FP"),
    QT_TRANSLATE_NOOP("Checks", "range"),
    QT_TRANSLATE_NOOP("Checks", "movement"),
    QT_TRANSLATE_NOOP("Checks", "morale"),
    QT_TRANSLATE_NOOP("Checks", "command"),
    QT_TRANSLATE_NOOP("Checks", "a squad"),
    QT_TRANSLATE_NOOP("Checks", "a team"),
    QT_TRANSLATE_NOOP("Checks", "a leader"),
    QT_TRANSLATE_NOOP("Checks", "a hero"),
    QT_TRANSLATE_NOOP("Checks", "a scout"),
    QT_TRANSLATE_NOOP("Checks", "a sogeki_hei"),
    QT_TRANSLATE_NOOP("Checks", "a private"),
    QT_TRANSLATE_NOOP("Checks", "a weapon"),
    QT_TRANSLATE_NOOP("Checks", "a radio"),
    QT_TRANSLATE_NOOP("Checks", "a support"),
    QT_TRANSLATE_NOOP("Checks", "unit"),
    QT_TRANSLATE_NOOP("Checks", "unit or sighting marker"),
    QT_TRANSLATE_NOOP("Checks", "radio or 'artillery denied'"),
    QT_TRANSLATE_NOOP("Checks", "quality"),
    QT_TRANSLATE_NOOP("Checks", "a quality"),
    QT_TRANSLATE_NOOP("Checks", "japan"),
    QT_TRANSLATE_NOOP("Checks", "allied"),
)
"""Short texts that fill a placeholder: what a duplicate id is, the stats a counter lacks, a kind."""

NUMERIC: frozenset[str] = frozenset({"n", "count", "limit", "expected", "figures", "fp", "space", "last", "year", "roll", "first", "hand"})
"""Placeholders that hold a number: the reader matches digits there, nothing else."""

PATTERNS: dict[str, str] = {"id": r"'[^']*'|\"[^\"]*\""}
"""What an id placeholder holds: a quoted id (``repr``), so "duplicate counter id 'x'" splits after "id"."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every message (with or without placeholders), for reading a stored message back."""
