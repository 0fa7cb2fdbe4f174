"""The game box's sentences, written once: ``io.dataset`` (the manifest's paths) and ``core.validate``
(scans, calibration, the box as a whole) format them in English, what ``ccp-editor validate``
prints, and the GUI reads a stored message back against them to show it in the player's language,
as it does the checks' messages (``core/checktext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("BoxMessages", ...)`` so ``pyside6-lupdate``
collects it; a path a message quotes is passed already quoted (``repr``). No Qt here.
"""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

CONTEXT = "BoxMessages"

# --- the manifest's paths (``io.dataset``)
UNKNOWN_BUILTIN = QT_TRANSLATE_NOOP("BoxMessages", "unknown built-in rule set {path} (this app has: {names})")
ABSOLUTE_PATH = QT_TRANSLATE_NOOP(
    "BoxMessages", "{path}: a {what} of the game box must be a path relative to the box, not an absolute path")
LEAVES_BOX = QT_TRANSLATE_NOOP("BoxMessages", "{path}: this path leaves the game box ('..'); name a {what} inside it")
NO_SUCH_FILE = QT_TRANSLATE_NOOP("BoxMessages", "{path}: no such file in the game box")
NO_SUCH_FOLDER = QT_TRANSLATE_NOOP("BoxMessages", "{path}: no such folder in the game box")
EXPECTED_FOLDER = QT_TRANSLATE_NOOP("BoxMessages", "{path}: expected a folder")
CANNOT_READ_KIND = QT_TRANSLATE_NOOP("BoxMessages", "{path}: cannot read it: it is {kind}")
FOLDER_LINK_OUTSIDE = QT_TRANSLATE_NOOP("BoxMessages", "{path}: this folder is a link to {target}, outside the game box")
LINK_OUTSIDE = QT_TRANSLATE_NOOP("BoxMessages", "{path} is a link to {target}, outside the game box")
BROKEN_LINK = QT_TRANSLATE_NOOP("BoxMessages", "{path}: cannot read it (a broken link?)")
TOO_MANY_FILES = QT_TRANSLATE_NOOP("BoxMessages", "more than {size} documents in this folder; the rest are not read")
WRONG_KIND = QT_TRANSLATE_NOOP("BoxMessages", "expected a {expected} document here, got {kind}")

# --- the box as a whole, scans and calibration (``core.validate``)
RANDOM_BATTLES_NEED = QT_TRANSLATE_NOOP("BoxMessages", "random battles need {what}: the box has none yet")
CALIBRATION = QT_TRANSLATE_NOOP("BoxMessages", "calibration: {problem}")
CALIBRATION_SCALE = QT_TRANSLATE_NOOP("BoxMessages", "calibration: a hex would be {size} pixels across; check the control points")
CALIBRATION_POINT = QT_TRANSLATE_NOOP(
    "BoxMessages", "calibration: {hex} is {size} px from where the other points put it; is it on the right hex?")
SCAN_ABSOLUTE = QT_TRANSLATE_NOOP("BoxMessages", "{path}: the scan must be named relative to the map file, not by an absolute path")
SCAN_LEAVES_BOX = QT_TRANSLATE_NOOP("BoxMessages", "{path}: this path leaves the game box ('..')")
SCAN_NOT_FOUND = QT_TRANSLATE_NOOP("BoxMessages", "{path}: scan image not found")
SCAN_FORMAT = QT_TRANSLATE_NOOP("BoxMessages", "{path}: scans must be PNG, JPEG or TIFF")
SCAN_DOWNSAMPLED = QT_TRANSLATE_NOOP("BoxMessages", "{path}: {problem}; it is shown downsampled")
SCAN_TOO_BIG = QT_TRANSLATE_NOOP("BoxMessages", "{path}: {problem}; save it as JPEG or smaller")
BOX_BYTES = QT_TRANSLATE_NOOP(
    "BoxMessages", "the game box's files add up to more than {limit} bytes ({used} read, this one {size}): not read")
BOX_VALUES = QT_TRANSLATE_NOOP("BoxMessages", "the game box's files hold more than {limit} values: not read")
LISTED_TWICE = QT_TRANSLATE_NOOP("BoxMessages", "{path} is listed {n} times: list each file once (it was read once)")
SAME_FILE = QT_TRANSLATE_NOOP("BoxMessages", "{path} is the same file as {first}: it was read once")
NOT_READ_MORE = QT_TRANSLATE_NOOP("BoxMessages", "{n} more files of the game box were not read (over its budget)")
MANIFEST_NOT_FILE = QT_TRANSLATE_NOOP("BoxMessages", "the manifest {manifest} is {kind}, not a regular file")
SCAN_SIZE = QT_TRANSLATE_NOOP(
    "BoxMessages", "the map says the scan is {width} x {height} pixels but {file} is {real_width} x {real_height}")
HEX_CACHE = QT_TRANSLATE_NOOP("BoxMessages", "hex {hex}: {what} (derive the hexes again: map derive --write)")
MORE_HEXES = QT_TRANSLATE_NOOP("BoxMessages", "{n} more hexes disagree with the traced shapes")
PATH_PROBLEM = QT_TRANSLATE_NOOP("BoxMessages", "{path}: {problem}")

# --- ids two documents share (``io.uniqueness``)
DUPLICATE_ID = QT_TRANSLATE_NOOP(
    "BoxMessages",
    "duplicate {kind} id {path}: {file} and {others} both use it (ids must be unique in a game box; one would hide the other)")
DUPLICATE_NATION = QT_TRANSLATE_NOOP(
    "BoxMessages",
    "duplicate {kind} nation {path}: {file} and {others} both use it (nations must be unique in a game box; one would hide the other)")
ID_TAKEN = QT_TRANSLATE_NOOP("BoxMessages", "the id {path} is already used by {file} (ids must be unique in a game box)")
NATION_TAKEN = QT_TRANSLATE_NOOP("BoxMessages", "the nation {path} is already used by {file} (nations must be unique in a game box)")

# --- making documents and boxes (``io.gamebox``)
NO_SUCH_FOLDER_AT = QT_TRANSLATE_NOOP("BoxMessages", "no such folder: {file}")
NOT_A_BOX = QT_TRANSLATE_NOOP("BoxMessages", "{file} is not a game box (no {manifest}); make one with: ccp-editor new dataset DIR")
ID_EMPTY = QT_TRANSLATE_NOOP("BoxMessages", "the id is empty")
ID_INVALID = QT_TRANSLATE_NOOP(
    "BoxMessages", "{path} is not a valid id: use letters, digits, '-' and '_', starting with a letter or digit")
ID_INVALID_LOWER = QT_TRANSLATE_NOOP(
    "BoxMessages", "{path} is not a valid id: use lower-case letters, digits, '-' and '_', starting with a letter or digit")
ID_USED = QT_TRANSLATE_NOOP("BoxMessages", "the id {path} is already used by another {kind} of this game box")
MANIFEST_UNREADABLE = QT_TRANSLATE_NOOP("BoxMessages", "cannot read the game box manifest: {problem}")
OTHER_DRIVE = QT_TRANSLATE_NOOP("BoxMessages", "{file} is on another drive than the game box {root}")
OUTSIDE_BOX = QT_TRANSLATE_NOOP("BoxMessages", "{file} is outside the game box {root}: save it inside the box so the box can use it")
WRONG_FOLDER = QT_TRANSLATE_NOOP("BoxMessages", "{file} is not in the box's {folder}/ folder, where {kind}s are read from")
EXISTS = QT_TRANSLATE_NOOP("BoxMessages", "{file} already exists: choose another id or file name")
EXISTS_ID = QT_TRANSLATE_NOOP("BoxMessages", "{file} already exists: choose another id")
LINK_IN_THE_WAY = QT_TRANSLATE_NOOP(
    "BoxMessages", "{file} is a link to {target}: a new document is never written through a link; remove it or choose another id")
FOLDER_NOT_EMPTY = QT_TRANSLATE_NOOP("BoxMessages", "{file} already exists and is not empty: choose a new folder")
BOX_NEEDS_NAME = QT_TRANSLATE_NOOP("BoxMessages", "the game box needs a name")
BOX_ID_INVALID = QT_TRANSLATE_NOOP("BoxMessages", "{path} is not a valid game box id: use lower-case letters, digits, '-' and '_'")
NO_DEMO = QT_TRANSLATE_NOOP("BoxMessages", "the demo game box is not installed with this copy of the app")
GRID_SIZE = QT_TRANSLATE_NOOP("BoxMessages", "a map has 1 to 40 columns and 1 to 40 rows")
GRID_SHAPE = QT_TRANSLATE_NOOP("BoxMessages", "orientation is flat or pointy; parity is odd or even")
NO_SUCH_SCAN = QT_TRANSLATE_NOOP("BoxMessages", "no such scan image: {file}")
SCAN_OVER_BUDGET = QT_TRANSLATE_NOOP(
    "BoxMessages", "{file}: {width} x {height} pixels is over the {budget} megapixel budget for scans; save it as JPEG or smaller")

KIND_LABELS: dict[str, str] = {
    "forces": QT_TRANSLATE_NOOP("BoxMessages", "forces document"),
    "fate_deck": QT_TRANSLATE_NOOP("BoxMessages", "Fate deck"),
    "objective_chits": QT_TRANSLATE_NOOP("BoxMessages", "objective chits document"),
    "fortification_ob": QT_TRANSLATE_NOOP("BoxMessages", "fortification OB"),
    "map": QT_TRANSLATE_NOOP("BoxMessages", "map"),
    "scenario": QT_TRANSLATE_NOOP("BoxMessages", "scenario"),
    "dataset": QT_TRANSLATE_NOOP("BoxMessages", "game box"),
}
"""A document's kind as a sentence names it."""

# --- a scan's header (``io.images``)
IMAGE_NO_IHDR = QT_TRANSLATE_NOOP("BoxMessages", "a PNG without its IHDR header")
IMAGE_BAD_JPEG = QT_TRANSLATE_NOOP("BoxMessages", "a damaged JPEG (no image size found)")
IMAGE_CANNOT_READ = QT_TRANSLATE_NOOP("BoxMessages", "cannot read the image: {problem}")
IMAGE_TIFF_WIDTH_TWICE = QT_TRANSLATE_NOOP(
    "BoxMessages", "a TIFF that gives its width twice ({first} and {second}): save it again from an image editor")
IMAGE_TIFF_HEIGHT_TWICE = QT_TRANSLATE_NOOP(
    "BoxMessages", "a TIFF that gives its height twice ({first} and {second}): save it again from an image editor")
IMAGE_TIFF_NO_SIZE = QT_TRANSLATE_NOOP("BoxMessages", "a TIFF without its width and height")
IMAGE_EMPTY = QT_TRANSLATE_NOOP("BoxMessages", "the file is empty")
IMAGE_UNKNOWN = QT_TRANSLATE_NOOP("BoxMessages", "not a PNG, JPEG or TIFF image")
IMAGE_SIZE = QT_TRANSLATE_NOOP("BoxMessages", "a {format} of {width} x {height} pixels")
OVER_BUDGET = QT_TRANSLATE_NOOP(
    "BoxMessages", "{width} x {height} pixels ({megapixels} megapixels) is over the {budget}-megapixel budget for scans")

NEEDS: dict[str, str] = {
    "ruleset": QT_TRANSLATE_NOOP("BoxMessages", "a rule set"),
    "japan": QT_TRANSLATE_NOOP("BoxMessages", "Japanese forces"),
    "allied": QT_TRANSLATE_NOOP("BoxMessages", "Allied forces"),
    "chits": QT_TRANSLATE_NOOP("BoxMessages", "objective chits"),
    "maps": QT_TRANSLATE_NOOP("BoxMessages", "maps"),
}
"""What random battles need, as the warning lists it."""

WORDS: tuple[str, ...] = (
    *NEEDS.values(),
    *KIND_LABELS.values(),
    QT_TRANSLATE_NOOP("BoxMessages", "a folder"),
    QT_TRANSLATE_NOOP("BoxMessages", "forces"),
    QT_TRANSLATE_NOOP("BoxMessages", "scenario"),
    QT_TRANSLATE_NOOP("BoxMessages", "map"),
    QT_TRANSLATE_NOOP("BoxMessages", "fate deck"),
    QT_TRANSLATE_NOOP("BoxMessages", "objective chits"),
    QT_TRANSLATE_NOOP("BoxMessages", "fortification ob"),
    QT_TRANSLATE_NOOP("BoxMessages", "ruleset"),
    QT_TRANSLATE_NOOP("BoxMessages", "not a regular file (a pipe or a device)"),
)
"""Texts that fill a placeholder whole."""

NUMERIC: frozenset[str] = frozenset({"n", "real_width", "real_height"})

PATTERNS: dict[str, str] = {"path": r"'[^']*'|\"[^\"]*\""}
"""A quoted path (``repr``)."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every sentence, for reading a stored message back."""
