"""The schema problems' sentences, written once: ``io.schema_messages`` formats them (English, what
``ccp-editor validate`` prints) and the GUI reads a stored message back against them to show it in
the player's language, as it does the checks' messages (``core/checktext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("SchemaMessages", ...)`` so ``pyside6-lupdate``
collects it. ``WORDS`` are the texts that fill a placeholder: field labels, what a field expects,
what it holds. No Qt here.
"""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

CONTEXT = "SchemaMessages"

AT_LEAST = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be {n} or more, not {value}")
AT_MOST = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be {n} or less, not {value}")
MORE_THAN = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be more than {n}, not {value}")
LESS_THAN = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be less than {n}, not {value}")
TOO_LONG = QT_TRANSLATE_NOOP("SchemaMessages", "{label} is too long: at most {n} characters, this has {count}")
TOO_SHORT = QT_TRANSLATE_NOOP("SchemaMessages", "{label} is too short: at least {n} characters, this has {count}")
EMPTY = QT_TRANSLATE_NOOP("SchemaMessages", "{label} is empty: type a value")
YEARS_TYPE = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be a first and a last year, such as [1942, 1945], not {value}")
MUST_BE = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be {expected}, not {value}")
ONE_OF = QT_TRANSLATE_NOOP("SchemaMessages", "{label} must be one of: {options} (not {value})")
MISSING = QT_TRANSLATE_NOOP("SchemaMessages", "{label} is missing: '{key}' is required here")
NOT_IN_FORM = QT_TRANSLATE_NOOP("SchemaMessages", "{label} {value} is not in the expected form")
NOT_FORM = QT_TRANSLATE_NOOP("SchemaMessages", "{label} {value} is not {expected}")
EXTRA_FIELD = QT_TRANSLATE_NOOP("SchemaMessages", "a field here is not part of this kind of document")
YEARS_TOO_FEW = QT_TRANSLATE_NOOP("SchemaMessages", "{label} needs a first and a last year, such as 1942-1945")
TOO_FEW_1 = QT_TRANSLATE_NOOP("SchemaMessages", "{label} needs at least {n} item, it has {count}")
TOO_FEW_N = QT_TRANSLATE_NOOP("SchemaMessages", "{label} needs at least {n} items, it has {count}")
YEARS_TOO_MANY = QT_TRANSLATE_NOOP("SchemaMessages", "{label} is a first and a last year, such as 1942-1945, not {count} years")
TOO_MANY_1 = QT_TRANSLATE_NOOP("SchemaMessages", "{label} has at most {n} item, it has {count}")
TOO_MANY_N = QT_TRANSLATE_NOOP("SchemaMessages", "{label} has at most {n} items, it has {count}")
TWICE = QT_TRANSLATE_NOOP("SchemaMessages", "{label} lists the same value twice")
BAD_KEY = QT_TRANSLATE_NOOP("SchemaMessages", "{label}: a key is not in the expected form")
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("SchemaMessages", "unknown field {id}: check its spelling, or remove it")
MORE_PROBLEMS = QT_TRANSLATE_NOOP("SchemaMessages", "... and {n} more problems in this file (fix these first)")
MORE_PROBLEMS_AT_LEAST = QT_TRANSLATE_NOOP("SchemaMessages", "... and more than {n} more problems in this file (fix these first)")
NOT_ACCEPTED = QT_TRANSLATE_NOOP("SchemaMessages", "{label}: {value} is not a value this field accepts")

# the parts a placeholder holds
ITEM_OF = QT_TRANSLATE_NOOP("SchemaMessages", "Item {n} of {label}")
FRONT_SIDE = QT_TRANSLATE_NOOP("SchemaMessages", "{label} (front)")
BACK_SIDE = QT_TRANSLATE_NOOP("SchemaMessages", "{label} (back)")
THE_TEXT = QT_TRANSLATE_NOOP("SchemaMessages", "the text {id}")
DECIMAL = QT_TRANSLATE_NOOP("SchemaMessages", "{number} (a decimal number)")
OR_EMPTY = QT_TRANSLATE_NOOP("SchemaMessages", "{expected} (or empty)")

FIELD_LABELS: dict[str, str] = {
    "id": QT_TRANSLATE_NOOP("SchemaMessages", "Id"),
    "name": QT_TRANSLATE_NOOP("SchemaMessages", "Name"),
    "fp": QT_TRANSLATE_NOOP("SchemaMessages", "FP"),
    "fp_boxed": QT_TRANSLATE_NOOP("SchemaMessages", "Boxed FP"),
    "range": QT_TRANSLATE_NOOP("SchemaMessages", "Range"),
    "range_min": QT_TRANSLATE_NOOP("SchemaMessages", "Minimum range"),
    "movement": QT_TRANSLATE_NOOP("SchemaMessages", "Movement"),
    "morale": QT_TRANSLATE_NOOP("SchemaMessages", "Morale"),
    "command": QT_TRANSLATE_NOOP("SchemaMessages", "Command"),
    "figures": QT_TRANSLATE_NOOP("SchemaMessages", "Figures"),
    "movement_modifier": QT_TRANSLATE_NOOP("SchemaMessages", "Movement modifier"),
    "weapon_type": QT_TRANSLATE_NOOP("SchemaMessages", "Weapon type"),
    "years": QT_TRANSLATE_NOOP("SchemaMessages", "Years"),
    "year": QT_TRANSLATE_NOOP("SchemaMessages", "Year"),
    "year_from": QT_TRANSLATE_NOOP("SchemaMessages", "First year (From)"),
    "year_to": QT_TRANSLATE_NOOP("SchemaMessages", "Last year (To)"),
    "point_value": QT_TRANSLATE_NOOP("SchemaMessages", "Points"),
    "order_limit": QT_TRANSLATE_NOOP("SchemaMessages", "Order limit"),
    "initiative": QT_TRANSLATE_NOOP("SchemaMessages", "Initiative"),
    "surrender_space": QT_TRANSLATE_NOOP("SchemaMessages", "Surrender space"),
    "leader_rolls": QT_TRANSLATE_NOOP("SchemaMessages", "Leader rolls"),
    "leader_modifier": QT_TRANSLATE_NOOP("SchemaMessages", "Leader modifier"),
    "banzai_force": QT_TRANSLATE_NOOP("SchemaMessages", "Banzai force"),
    "sighting_markers": QT_TRANSLATE_NOOP("SchemaMessages", "Sighting markers"),
    "sighting_marker": QT_TRANSLATE_NOOP("SchemaMessages", "Sighting marker"),
    "vp_cost": QT_TRANSLATE_NOOP("SchemaMessages", "VP cost"),
    "vp": QT_TRANSLATE_NOOP("SchemaMessages", "VP"),
    "vp_start": QT_TRANSLATE_NOOP("SchemaMessages", "Starting VP"),
    "time_start": QT_TRANSLATE_NOOP("SchemaMessages", "Starting Time space"),
    "sudden_death_space": QT_TRANSLATE_NOOP("SchemaMessages", "Sudden Death space"),
    "hand_size": QT_TRANSLATE_NOOP("SchemaMessages", "Hand size"),
    "roll": QT_TRANSLATE_NOOP("SchemaMessages", "Roll"),
    "nation": QT_TRANSLATE_NOOP("SchemaMessages", "Nation"),
    "hex": QT_TRANSLATE_NOOP("SchemaMessages", "Hex"),
    "counter": QT_TRANSLATE_NOOP("SchemaMessages", "Counter"),
    "count": QT_TRANSLATE_NOOP("SchemaMessages", "Count"),
    "weapon": QT_TRANSLATE_NOOP("SchemaMessages", "Weapon"),
    "unit": QT_TRANSLATE_NOOP("SchemaMessages", "Unit"),
    "radio": QT_TRANSLATE_NOOP("SchemaMessages", "Radio"),
    "artillery_denied": QT_TRANSLATE_NOOP("SchemaMessages", "Artillery denied"),
    "quality": QT_TRANSLATE_NOOP("SchemaMessages", "Quality"),
    "faction": QT_TRANSLATE_NOOP("SchemaMessages", "Faction"),
    "kind": QT_TRANSLATE_NOOP("SchemaMessages", "Kind"),
    "format": QT_TRANSLATE_NOOP("SchemaMessages", "Format"),
    "provenance": QT_TRANSLATE_NOOP("SchemaMessages", "Provenance"),
}
"""Field names as the editors label them; a field not listed reads as its name with spaces."""

ID_WORDS = QT_TRANSLATE_NOOP(
    "SchemaMessages", "an id: letters, digits, '-', '_' or '.', starting with a letter or digit, no spaces")
PATTERN_WORDS: dict[str, str] = {
    r"^[A-Za-z0-9][A-Za-z0-9_.-]*$": ID_WORDS,
    r"^([A-Za-z0-9][A-Za-z0-9_.-]*)?$": ID_WORDS,
    r"^[a-z0-9][a-z0-9_-]*$": QT_TRANSLATE_NOOP("SchemaMessages", "lower-case letters, digits, '-' or '_', no spaces"),
    r"^[A-Z]{2,3}$": QT_TRANSLATE_NOOP("SchemaMessages", "two or three capital letters, such as JP or US"),
    r"^[A-Z]{1,2}[0-9]{1,2}$": QT_TRANSLATE_NOOP("SchemaMessages", "a hex id such as C7 (column letter, row number)"),
}
"""The patterns the models use, described the way a player would read them."""

TYPE_WORDS: dict[str, str] = {
    "integer": QT_TRANSLATE_NOOP("SchemaMessages", "a whole number"),
    "number": QT_TRANSLATE_NOOP("SchemaMessages", "a number"),
    "string": QT_TRANSLATE_NOOP("SchemaMessages", "text"),
    "boolean": QT_TRANSLATE_NOOP("SchemaMessages", "true or false"),
    "array": QT_TRANSLATE_NOOP("SchemaMessages", "a list"),
    "object": QT_TRANSLATE_NOOP("SchemaMessages", "a set of 'field: value' lines"),
    "null": QT_TRANSLATE_NOOP("SchemaMessages", "empty"),
}

THE_DOCUMENT = QT_TRANSLATE_NOOP("SchemaMessages", "The document")
FIRST_YEAR = QT_TRANSLATE_NOOP("SchemaMessages", "First year of Years")
LAST_YEAR = QT_TRANSLATE_NOOP("SchemaMessages", "Last year of Years")
FIELDS = QT_TRANSLATE_NOOP("SchemaMessages", "a set of fields")
TRUE_FALSE = QT_TRANSLATE_NOOP("SchemaMessages", "true (true/false)")
FALSE_TRUE = QT_TRANSLATE_NOOP("SchemaMessages", "false (true/false)")

WORDS: tuple[str, ...] = (
    *FIELD_LABELS.values(), *PATTERN_WORDS.values(), *TYPE_WORDS.values(),
    THE_DOCUMENT, FIRST_YEAR, LAST_YEAR, FIELDS, TRUE_FALSE, FALSE_TRUE,
)
"""Texts that fill a placeholder whole: a field's label, what it expects, what it holds."""

NUMERIC: frozenset[str] = frozenset({"n", "count"})
"""Placeholders that hold a number: the reader matches digits there, nothing else."""

PATTERNS: dict[str, str] = {"id": r"'[^']*'|\"[^\"]*\""}
"""What an id placeholder holds: a quoted text (``repr``)."""

_PARTS = {"ITEM_OF", "FRONT_SIDE", "BACK_SIDE", "THE_TEXT", "DECIMAL", "OR_EMPTY"}
TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT" and (name in _PARTS or "{" in value)
)
"""Every sentence with a placeholder, and the parts a placeholder holds, for reading a message back."""
