"""JSON Schema errors said in plain words: what the field is called and what it expects.

``jsonschema`` words its messages for programmers ("-3 is less than the minimum of 0", "'x' does
not match '^[A-Z]{2,3}$'"). Every schema problem the app shows (the Problems panel, the table
cells, ``ccp-editor validate``) is worded here instead, naming the field by its label and saying
what is expected. The position and pointer stay as they are; only the message changes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from . import schematext as T

if TYPE_CHECKING:
    import jsonschema

FIELD_LABELS = T.FIELD_LABELS
PATTERN_WORDS = T.PATTERN_WORDS
_TYPE_WORDS = T.TYPE_WORDS
_SIDE_LABELS = {"front": T.FRONT_SIDE, "back": T.BACK_SIDE}


def humanize(key: str) -> str:
    """``point_value`` -> ``Point value``: a field with no label of its own."""
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:] if text else key


def field_label(path: list[Any] | tuple[Any, ...]) -> str:
    """The label of the field at ``path`` (the error's absolute path): its last named key, with the
    counter side or the list position where that tells two fields apart."""
    keys = [p for p in path if isinstance(p, str)]
    if not keys:
        return T.THE_DOCUMENT
    key = keys[-1]
    label = FIELD_LABELS.get(key, humanize(key))
    if len(keys) >= 2 and keys[-2] in _SIDE_LABELS:
        label = _SIDE_LABELS[keys[-2]].format(label=label)
    last = path[-1] if path else None
    if isinstance(last, int) and key in ("years",):
        label = T.FIRST_YEAR if last == 0 else T.LAST_YEAR
    elif isinstance(last, int):
        label = T.ITEM_OF.format(n=last + 1, label=label)
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
        return T.TYPE_WORDS["array"] if isinstance(value, list) else T.FIELDS
    return str(value)


def _number(x: Any) -> str:
    return str(int(x)) if isinstance(x, float) and x.is_integer() else str(x)


def _types(types: Any) -> str:
    names = [types] if isinstance(types, str) else list(types)
    words = [_TYPE_WORDS.get(t, t) for t in names if t != "null"]
    text = " or ".join(words) if words else "empty"
    return T.OR_EMPTY.format(expected=text) if "null" in names and words else text


def plain_message(error: jsonschema.ValidationError) -> str:
    """One sentence for a schema error: the field's label, what it expects, and what it holds."""
    kind = error.validator
    arg = error.validator_value
    value = error.instance
    label = field_label(list(error.absolute_path))
    if kind == "minimum":
        return T.AT_LEAST.format(label=label, n=_number(arg), value=value_words(value))
    if kind == "maximum":
        return T.AT_MOST.format(label=label, n=_number(arg), value=value_words(value))
    if kind == "exclusiveMinimum":
        return T.MORE_THAN.format(label=label, n=_number(arg), value=value_words(value))
    if kind == "exclusiveMaximum":
        return T.LESS_THAN.format(label=label, n=_number(arg), value=value_words(value))
    if kind == "maxLength":
        return T.TOO_LONG.format(label=label, n=arg, count=len(value))
    if kind == "minLength":
        if arg == 1:
            return T.EMPTY.format(label=label)
        return T.TOO_SHORT.format(label=label, n=arg, count=len(value))
    if kind == "type" and _is_years(error) and not isinstance(value, list):
        return T.YEARS_TYPE.format(label=label, value=_type_of(value))
    if kind == "type":
        return T.MUST_BE.format(label=label, expected=_types(arg), value=_type_of(value))
    if kind in ("enum", "const"):
        options = [arg] if kind == "const" else list(arg)
        listed = ", ".join(str(o) if isinstance(o, str) else value_words(o) for o in options)
        return T.ONE_OF.format(label=label, options=listed, value=value_words(value)) if len(options) > 1 else (
            T.MUST_BE.format(label=label, expected=listed, value=value_words(value))
        )
    if kind == "required":
        missing = _missing(error)
        return T.MISSING.format(label=FIELD_LABELS.get(missing, humanize(missing)), key=missing)
    if kind == "pattern" and value == "":
        return T.EMPTY.format(label=label)
    if kind == "pattern":
        words = PATTERN_WORDS.get(str(arg))
        if words is None:
            return T.NOT_IN_FORM.format(label=label, value=value_words(value))
        return T.NOT_FORM.format(label=label, value=value_words(value), expected=words)
    if kind == "additionalProperties":
        return T.EXTRA_FIELD
    if kind == "minItems":
        if _is_years(error):
            return T.YEARS_TOO_FEW.format(label=label)
        return (T.TOO_FEW_1 if arg == 1 else T.TOO_FEW_N).format(label=label, n=arg, count=len(value))
    if kind == "maxItems":
        if _is_years(error):
            return T.YEARS_TOO_MANY.format(label=label, count=len(value))
        return (T.TOO_MANY_1 if arg == 1 else T.TOO_MANY_N).format(label=label, n=arg, count=len(value))
    if kind == "uniqueItems":
        return T.TWICE.format(label=label)
    if kind == "propertyNames":
        return T.BAD_KEY.format(label=label)
    if kind in ("anyOf", "oneOf"):
        return T.NOT_ACCEPTED.format(label=label, value=value_words(value))
    return f"{label}: {error.message}"


def _type_of(value: Any) -> str:
    if isinstance(value, bool):
        return f"{value_words(value)} (true/false)"
    if isinstance(value, str):
        return T.THE_TEXT.format(id=repr(value))
    if isinstance(value, float):
        return T.DECIMAL.format(number=_number(value)) if not value.is_integer() else _number(value)
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
