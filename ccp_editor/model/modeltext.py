"""The typed model's sentences, written once: ``model.base`` formats them (English, what a CSV import
or the command line reports when a value does not fit its field) and the GUI reads a stored message
back against them to show it in the player's language, as it does the checks' messages
(``core/checktext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("ModelMessages", ...)`` so ``pyside6-lupdate``
collects it; a value a message quotes is passed already quoted (``repr``). No Qt here.
"""

from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP

CONTEXT = "ModelMessages"

ONE_OF = QT_TRANSLATE_NOOP("ModelMessages", "must be one of {options}, not {value}")
EXPECTED = QT_TRANSLATE_NOOP("ModelMessages", "expected {expected}, got {kind}")
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("ModelMessages", "unknown field {value}")
MISSING_FIELD = QT_TRANSLATE_NOOP("ModelMessages", "missing required field {value}")

KINDS: dict[type, str] = {
    dict: QT_TRANSLATE_NOOP("ModelMessages", "a mapping"),
    list: QT_TRANSLATE_NOOP("ModelMessages", "a list"),
    str: QT_TRANSLATE_NOOP("ModelMessages", "text"),
    bool: QT_TRANSLATE_NOOP("ModelMessages", "true/false"),
    int: QT_TRANSLATE_NOOP("ModelMessages", "a whole number"),
    float: QT_TRANSLATE_NOOP("ModelMessages", "a number"),
    type(None): QT_TRANSLATE_NOOP("ModelMessages", "nothing (null)"),
}
"""What a value is, as a message names it."""

WORDS: tuple[str, ...] = (*KINDS.values(), QT_TRANSLATE_NOOP("ModelMessages", "true or false"))

PATTERNS: dict[str, str] = {"value": r"'[^']*'|\"[^\"]*\"|-?[0-9.]+|True|False|None"}
"""A quoted value (``repr``) or a plain one (a number, True, False, None)."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every sentence, for reading a stored message back."""
