"""JSON Schema errors said in plain words: what the field is called and what it expects.

``jsonschema`` words its messages for programmers ("-3 is less than the minimum of 0", "'x' does
not match '^[A-Z]{2,3}$'"). Every schema problem the app shows (the Problems panel, the table
cells, ``ccp-editor validate``) is worded here instead, naming the field by its label and saying
what is expected. The position and pointer stay as they are; only the message changes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import jsonschema

# Field names as the editors label them; a field not listed reads as its name with spaces.
FIELD_LABELS: dict[str, str] = {
    "id": "Id",
    "name": "Name",
    "fp": "FP",
    "fp_boxed": "Boxed FP",
    "range": "Range",
    "range_min": "Minimum range",
    "movement": "Movement",
    "morale": "Morale",
    "command": "Command",
    "figures": "Figures",
    "movement_modifier": "Movement modifier",
    "weapon_type": "Weapon type",
    "years": "Years",
    "year": "Year",
    "year_from": "First year (From)",
    "year_to": "Last year (To)",
    "point_value": "Points",
    "order_limit": "Order limit",
    "initiative": "Initiative",
    "surrender_space": "Surrender space",
    "leader_rolls": "Leader rolls",
    "leader_modifier": "Leader modifier",
    "banzai_force": "Banzai force",
    "sighting_markers": "Sighting markers",
    "sighting_marker": "Sighting marker",
    "vp_cost": "VP cost",
    "vp": "VP",
    "vp_start": "Starting VP",
    "time_start": "Starting Time space",
    "sudden_death_space": "Sudden Death space",
    "hand_size": "Hand size",
    "roll": "Roll",
    "nation": "Nation",
    "hex": "Hex",
    "counter": "Counter",
    "count": "Count",
    "weapon": "Weapon",
    "unit": "Unit",
    "radio": "Radio",
    "artillery_denied": "Artillery denied",
    "quality": "Quality",
    "faction": "Faction",
    "kind": "Kind",
    "format": "Format",
    "provenance": "Provenance",
}

# The patterns the models use, described the way a player would read them.
PATTERN_WORDS: dict[str, str] = {
    r"^[A-Za-z0-9][A-Za-z0-9_.-]*$": "an id: letters, digits, '-', '_' or '.', starting with a letter or digit, no spaces",
    r"^([A-Za-z0-9][A-Za-z0-9_.-]*)?$": "an id: letters, digits, '-', '_' or '.', starting with a letter or digit, no spaces",
    r"^[a-z0-9][a-z0-9_-]*$": "lower-case letters, digits, '-' or '_', no spaces",
    r"^[A-Z]{2,3}$": "two or three capital letters, such as JP or US",
    r"^[A-Z]{1,2}[0-9]{1,2}$": "a hex id such as C7 (column letter, row number)",
}

_TYPE_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "string": "text",
    "boolean": "true or false",
    "array": "a list",
    "object": "a set of 'field: value' lines",
    "null": "empty",
}

_SIDES = {"front": "front", "back": "back"}


def humanize(key: str) -> str:
    """``point_value`` -> ``Point value``: a field with no label of its own."""
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:] if text else key


def field_label(path: list[Any] | tuple[Any, ...]) -> str:
    """The label of the field at ``path`` (the error's absolute path): its last named key, with the
    counter side or the list position where that tells two fields apart."""
    keys = [p for p in path if isinstance(p, str)]
    if not keys:
        return "The document"
    key = keys[-1]
    label = FIELD_LABELS.get(key, humanize(key))
    if len(keys) >= 2 and keys[-2] in _SIDES:
        label += f" ({_SIDES[keys[-2]]})"
    last = path[-1] if path else None
    if isinstance(last, int) and key in ("years",):
        label = ("First year" if last == 0 else "Last year") + " of Years"
    elif isinstance(last, int):
        label = f"Item {last + 1} of {label}"
    return label


def value_words(value: Any) -> str:
    """A value as it would be typed, quoted when it is text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "empty"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, (list, dict)):
        return "a list" if isinstance(value, list) else "a set of fields"
    return str(value)


def _number(x: Any) -> str:
    return str(int(x)) if isinstance(x, float) and x.is_integer() else str(x)


def _types(types: Any) -> str:
    names = [types] if isinstance(types, str) else list(types)
    words = [_TYPE_WORDS.get(t, t) for t in names if t != "null"]
    text = " or ".join(words) if words else "empty"
    return text + (" (or empty)" if "null" in names and words else "")


def plain_message(error: jsonschema.ValidationError) -> str:
    """One sentence for a schema error: the field's label, what it expects, and what it holds."""
    kind = error.validator
    arg = error.validator_value
    value = error.instance
    label = field_label(list(error.absolute_path))
    if kind == "minimum":
        return f"{label} must be {_number(arg)} or more, not {value_words(value)}"
    if kind == "maximum":
        return f"{label} must be {_number(arg)} or less, not {value_words(value)}"
    if kind == "exclusiveMinimum":
        return f"{label} must be more than {_number(arg)}, not {value_words(value)}"
    if kind == "exclusiveMaximum":
        return f"{label} must be less than {_number(arg)}, not {value_words(value)}"
    if kind == "maxLength":
        return f"{label} is too long: at most {arg} characters, this has {len(value)}"
    if kind == "minLength":
        if arg == 1:
            return f"{label} is empty: type a value"
        return f"{label} is too short: at least {arg} characters, this has {len(value)}"
    if kind == "type" and _is_years(error) and not isinstance(value, list):
        return f"{label} must be a first and a last year, such as [1942, 1945], not {_type_of(value)}"
    if kind == "type":
        return f"{label} must be {_types(arg)}, not {_type_of(value)}"
    if kind in ("enum", "const"):
        options = [arg] if kind == "const" else list(arg)
        listed = ", ".join(str(o) if isinstance(o, str) else value_words(o) for o in options)
        return f"{label} must be one of: {listed} (not {value_words(value)})" if len(options) > 1 else (
            f"{label} must be {listed}, not {value_words(value)}"
        )
    if kind == "required":
        missing = _missing(error)
        return f"{FIELD_LABELS.get(missing, humanize(missing))} is missing: '{missing}' is required here"
    if kind == "pattern" and value == "":
        return f"{label} is empty: type a value"
    if kind == "pattern":
        words = PATTERN_WORDS.get(str(arg))
        if words is None:
            return f"{label} {value_words(value)} is not in the expected form"
        return f"{label} {value_words(value)} is not {words}"
    if kind == "additionalProperties":
        return "a field here is not part of this kind of document"
    if kind == "minItems":
        if _is_years(error):
            return f"{label} needs a first and a last year, such as 1942-1945"
        return f"{label} needs at least {arg} item{'s' if arg != 1 else ''}, it has {len(value)}"
    if kind == "maxItems":
        if _is_years(error):
            return f"{label} is a first and a last year, such as 1942-1945, not {len(value)} years"
        return f"{label} has at most {arg} item{'s' if arg != 1 else ''}, it has {len(value)}"
    if kind == "uniqueItems":
        return f"{label} lists the same value twice"
    if kind == "propertyNames":
        return f"{label}: a key is not in the expected form"
    if kind in ("anyOf", "oneOf"):
        return f"{label}: {value_words(value)} is not a value this field accepts"
    return f"{label}: {error.message}"


def _type_of(value: Any) -> str:
    if isinstance(value, bool):
        return f"{value_words(value)} (true/false)"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, float):
        return f"{_number(value)} (a decimal number)" if not value.is_integer() else _number(value)
    if isinstance(value, int):
        return str(value)
    if value is None:
        return "empty"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a set of fields"
    return type(value).__name__


def _missing(error: jsonschema.ValidationError) -> str:
    m = re.match(r"^'([^']*)' is a required property", error.message)
    if m:
        return m.group(1)
    required = error.validator_value or []
    present = error.instance if isinstance(error.instance, dict) else {}
    return next((str(k) for k in required if k not in present), "a field")


def _is_years(error: jsonschema.ValidationError) -> bool:
    keys = [p for p in error.absolute_path if isinstance(p, str)]
    return bool(keys) and keys[-1] == "years"
