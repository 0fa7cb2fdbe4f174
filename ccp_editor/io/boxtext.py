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

# --- a scan's header (``io.images``)
IMAGE_NO_IHDR = QT_TRANSLATE_NOOP("BoxMessages", "a PNG without its IHDR header")
IMAGE_BAD_JPEG = QT_TRANSLATE_NOOP("BoxMessages", "a damaged JPEG (no image size found)")
IMAGE_CANNOT_READ = QT_TRANSLATE_NOOP("BoxMessages", "cannot read the image: {problem}")
IMAGE_TIFF_FAR = QT_TRANSLATE_NOOP("BoxMessages", "a TIFF whose size is not within its first {n} KB")
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
