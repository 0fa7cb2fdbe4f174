"""The YAML reader's sentences, written once: ``io.yamlio`` formats them (English, what ``ccp-editor
validate`` prints) and the GUI reads a stored message back against them to show it in the player's
language, as it does the checks' messages (``core/checktext.py``).

Each template is marked with ``QT_TRANSLATE_NOOP("YamlMessages", ...)`` so ``pyside6-lupdate``
collects it; a value a message quotes is passed already quoted (``repr``). No Qt here.
"""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

CONTEXT = "YamlMessages"

# --- one plain value, two readings (YAML 1.1 here, YAML 1.2 in editors)
DIALECT_BOOL = QT_TRANSLATE_NOOP(
    "YamlMessages", "{value} is true/false here (YAML 1.1) but text in editors (YAML 1.2): write true/false, or quote it")
DIALECT_BASE60 = QT_TRANSLATE_NOOP(
    "YamlMessages", "{value} is a base-60 number here (YAML 1.1) but text in editors (YAML 1.2): quote it")
DIALECT_UNDERSCORE = QT_TRANSLATE_NOOP(
    "YamlMessages", "{value} is a number here (YAML 1.1) but text in editors (YAML 1.2): write it without underscores")
DIALECT_EXPONENT = QT_TRANSLATE_NOOP(
    "YamlMessages",
    "{value} is text here (YAML 1.1) but a number in editors (YAML 1.2): write it with a dot (1.0e3) or quote it")
DIALECT_OCTAL = QT_TRANSLATE_NOOP(
    "YamlMessages",
    "{value} is an octal number here (YAML 1.1) but decimal in editors (YAML 1.2): drop the leading 0 or quote it")
DIALECT_BINARY = QT_TRANSLATE_NOOP(
    "YamlMessages", "{value} is a binary number here (YAML 1.1) but text in editors (YAML 1.2): write it in decimal or quote it")

# --- reading the file
NOT_UTF8 = QT_TRANSLATE_NOOP("YamlMessages", "not valid UTF-8 text (byte 0x{byte} at offset {offset})")
CANNOT_READ = QT_TRANSLATE_NOOP("YamlMessages", "cannot read file: {reason}")
NOT_REGULAR = QT_TRANSLATE_NOOP("YamlMessages", "cannot read file: it is {kind}, not a regular file")
TOO_LARGE = QT_TRANSLATE_NOOP("YamlMessages", "file too large ({size} bytes; {what} are limited to {limit})")
TOO_LARGE_OVER = QT_TRANSLATE_NOOP("YamlMessages", "file too large (over {size} bytes; {what} are limited to {limit})")
NOT_TEXT = QT_TRANSLATE_NOOP("YamlMessages", "this is {format}, not text: {what} are text files")
TEXT_TOO_LARGE = QT_TRANSLATE_NOOP("YamlMessages", "text too large ({size} characters)")

# --- parsing
SYNTAX = QT_TRANSLATE_NOOP("YamlMessages", "YAML syntax: {problem}")
NOT_ALLOWED = QT_TRANSLATE_NOOP("YamlMessages", "{what} not allowed in YAML ({problem})")
YAML_ERROR = QT_TRANSLATE_NOOP("YamlMessages", "YAML error: {problem}")
NESTED_TOO_DEEPLY = QT_TRANSLATE_NOOP("YamlMessages", "document nested too deeply")
PLAIN_KEYS = QT_TRANSLATE_NOOP("YamlMessages", "mapping keys must be plain values")
ONE_DOCUMENT = QT_TRANSLATE_NOOP("YamlMessages", "only one YAML document per file is allowed")
NESTED_MORE_THAN = QT_TRANSLATE_NOOP("YamlMessages", "nested more than {n} levels deep")
UNKNOWN_ALIAS = QT_TRANSLATE_NOOP("YamlMessages", "unknown alias *{anchor}")
ALIAS_KEY = QT_TRANSLATE_NOOP("YamlMessages", "aliases cannot be mapping keys")
EMPTY_DOCUMENT = QT_TRANSLATE_NOOP("YamlMessages", "empty document: expected a mapping")
ALIASES_TOO_LARGE = QT_TRANSLATE_NOOP("YamlMessages", "document too large once aliases are expanded (over {size} nodes)")
TAG_NOT_ALLOWED = QT_TRANSLATE_NOOP("YamlMessages", "YAML tag {tag} is not allowed")
DUPLICATE_KEY = QT_TRANSLATE_NOOP("YamlMessages", "duplicate key {value}")
NUMBER_TOO_LONG = QT_TRANSLATE_NOOP("YamlMessages", "number too long ({size} digits)")
BAD_VALUE = QT_TRANSLATE_NOOP("YamlMessages", "bad value {value}: {problem}")
LONE_SURROGATE = QT_TRANSLATE_NOOP(
    "YamlMessages",
    "this text holds a lone surrogate (an escape between \\uD800 and \\uDFFF), which is not a character: remove it "
    "or write the character itself",
)
NOT_FINITE = QT_TRANSLATE_NOOP("YamlMessages", "number {value} is not finite")

# why a save is refused before anything is written (``yamlio.savable_problem``)
UNSAVABLE_BYTES = QT_TRANSLATE_NOOP(
    "YamlMessages", "the document would be {size} bytes; documents are limited to {limit} so it could not be reopened")
UNSAVABLE_VALUES = QT_TRANSLATE_NOOP(
    "YamlMessages", "the document would hold {nodes} values; documents are limited to {limit} so it could not be reopened")
UNSAVABLE_DEPTH = QT_TRANSLATE_NOOP("YamlMessages", "the document would be nested {depth} levels deep; the limit is {limit}")


WORDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("YamlMessages", "a folder"),
    QT_TRANSLATE_NOOP("YamlMessages", "a pipe (FIFO)"),
    QT_TRANSLATE_NOOP("YamlMessages", "a device"),
    QT_TRANSLATE_NOOP("YamlMessages", "a socket"),
    QT_TRANSLATE_NOOP("YamlMessages", "not a regular file"),
    QT_TRANSLATE_NOOP("YamlMessages", "documents"),
    QT_TRANSLATE_NOOP("YamlMessages", "CSV files"),
    QT_TRANSLATE_NOOP("YamlMessages", "byte"),
)
"""Texts that fill a placeholder whole: what a path is when it is not a file, what is limited."""

NUMERIC: frozenset[str] = frozenset({"n", "offset"})

PATTERNS: dict[str, str] = {"value": r"'[^']*'|\"[^\"]*\"", "size": r"[0-9][0-9,]*"}
"""A quoted value (``repr``); a size as written with thousands separators ("12,345")."""

TEMPLATES: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and name != "CONTEXT"
)
"""Every sentence, for reading a stored message back."""

