"""Names of the words documents store as ids (a chit's kind, a terrain's LOS, a scenario's provenance).

One table for every enum cell and combo: a table column takes ``choices(DOMAIN)`` (its cells show the
name, its combo offers the names, the document keeps the id), a form combo takes ``named(DOMAIN)`` and
a text shows ``label(DOMAIN, value)``. An id this table does not know shows as itself, so a rule set's
own value stays readable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model.i18n import QT_TRANSLATE_NOOP
from .i18n import translate

LABELS: dict[str, dict[str, str]] = {
    "chit_kind": {
        "single": QT_TRANSLATE_NOOP("Enums", "One objective"),
        "all": QT_TRANSLATE_NOOP("Enums", "All objectives"),
        "exit_bonus": QT_TRANSLATE_NOOP("Enums", "Exit bonus"),
        "elimination_bonus": QT_TRANSLATE_NOOP("Enums", "Elimination bonus"),
    },
    "fortification": {
        "bunker": QT_TRANSLATE_NOOP("Enums", "Bunker"),
        "cave": QT_TRANSLATE_NOOP("Enums", "Cave"),
        "foxholes": QT_TRANSLATE_NOOP("Enums", "Foxholes"),
        "mines": QT_TRANSLATE_NOOP("Enums", "Mines"),
        "pillbox": QT_TRANSLATE_NOOP("Enums", "Pillbox"),
        "trench": QT_TRANSLATE_NOOP("Enums", "Trench"),
        "wire": QT_TRANSLATE_NOOP("Enums", "Wire"),
    },
    "terrain_kind": {
        "type": QT_TRANSLATE_NOOP("Enums", "Terrain type"),
        "feature": QT_TRANSLATE_NOOP("Enums", "Feature"),
        "marker": QT_TRANSLATE_NOOP("Enums", "Marker"),
    },
    "terrain_move": {
        "cost": QT_TRANSLATE_NOOP("Enums", "MP cost"),
        "all": QT_TRANSLATE_NOOP("Enums", "All MP"),
        "impassable": QT_TRANSLATE_NOOP("Enums", "Impassable"),
        "route": QT_TRANSLATE_NOOP("Enums", "Along route"),
        "uphill": QT_TRANSLATE_NOOP("Enums", "Uphill"),
        "other": QT_TRANSLATE_NOOP("Enums", "Other rule"),
    },
    "los": {
        "clear": QT_TRANSLATE_NOOP("Enums", "Clear"),
        "hindrance": QT_TRANSLATE_NOOP("Enums", "Hindrance"),
        "obstacle": QT_TRANSLATE_NOOP("Enums", "Obstacle"),
    },
    "orientation": {
        "wide": QT_TRANSLATE_NOOP("Enums", "Wide (long edges)"),
        "narrow": QT_TRANSLATE_NOOP("Enums", "Narrow (short edges)"),
    },
    "provenance": {
        "user": QT_TRANSLATE_NOOP("Enums", "Your own"),
        "demo": QT_TRANSLATE_NOOP("Enums", "Demo data"),
        "generated": QT_TRANSLATE_NOOP("Enums", "Generated"),
        "builtin": QT_TRANSLATE_NOOP("Enums", "Built-in"),
        "preset": QT_TRANSLATE_NOOP("Enums", "Preset"),
    },
    "posture": {
        "attacker": QT_TRANSLATE_NOOP("Enums", "Attacker"),
        "defender": QT_TRANSLATE_NOOP("Enums", "Defender"),
        "recon": QT_TRANSLATE_NOOP("Enums", "Recon"),
        "invader": QT_TRANSLATE_NOOP("Enums", "Invader"),
        "banzai": QT_TRANSLATE_NOOP("Enums", "Banzai"),
    },
    "quality": {
        "elite": QT_TRANSLATE_NOOP("Enums", "Elite"),
        "line": QT_TRANSLATE_NOOP("Enums", "Line"),
        "green": QT_TRANSLATE_NOOP("Enums", "Green"),
    },
    "edge": {
        "top": QT_TRANSLATE_NOOP("Enums", "Top"),
        "bottom": QT_TRANSLATE_NOOP("Enums", "Bottom"),
        "left": QT_TRANSLATE_NOOP("Enums", "Left"),
        "right": QT_TRANSLATE_NOOP("Enums", "Right"),
    },
    "house_rule_type": {
        "bool": QT_TRANSLATE_NOOP("Enums", "Yes/no"),
        "int": QT_TRANSLATE_NOOP("Enums", "Number"),
        "choice": QT_TRANSLATE_NOOP("Enums", "Choice"),
    },
}


# Which table names a field's ids, by document kind and field name (the Inspector's "value in words").
FIELD_DOMAINS: dict[tuple[str, str], str] = {
    ("objective_chits", "kind"): "chit_kind",
    ("fortification_ob", "type"): "fortification",
    ("ruleset", "kind"): "terrain_kind",
    ("ruleset", "move"): "terrain_move",
    ("ruleset", "los"): "los",
    ("scenario", "orientation"): "orientation",
    ("scenario", "provenance"): "provenance",
}


def field_label(doc_kind: str, key: str, value: Any) -> str | None:
    """The shown name of a field's id when this table names that field and knows the id, else None
    (the document's own ``kind: ruleset`` is not a terrain kind)."""
    domain = FIELD_DOMAINS.get((doc_kind, key))
    return label(domain, value) if domain is not None and str(value) in LABELS[domain] else None


def label(domain: str, value: Any) -> str:
    """The shown name of ``value`` (an id of ``domain``); an unknown id shows as itself."""
    text = LABELS.get(domain, {}).get(str(value))
    return translate("Enums", text) if text is not None else ("" if value is None else str(value))


def choices(domain: str) -> Callable[[], list[tuple[Any, str]]]:
    """(id, name) pairs for a table ``Column(choices=...)``, read when asked (the language may change)."""
    return lambda: [(value, translate("Enums", text)) for value, text in LABELS[domain].items()]


def named(domain: str, values: list[Any] | None = None) -> Callable[[], list[tuple[str, Any]]]:
    """(name, id) pairs for a form combo (``Binder.combo``): the combo shows names, the model keeps ids."""
    return lambda: [(label(domain, v), v) for v in (values if values is not None else list(LABELS[domain]))]
