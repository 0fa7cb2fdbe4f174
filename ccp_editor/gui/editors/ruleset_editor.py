"""Editors for the rule set: the terrain chart and the house-rule options."""

from __future__ import annotations

from typing import Any

from ...model.base import ModelError
from ...model.ruleset import HouseRule, TerrainEntry, VulnerabilityEntry
from .. import cells, enums
from ..document import DocumentModel
from ..i18n import translate
from ..i18n.houserules import VALUES, rule_value
from ..tablecsv import TableSpec, register_table
from ..tables import Column, TableEditor
from .docview import SUBVIEW_FACTORIES


def terrain_columns() -> list[Column]:
    return [
        Column("id", translate("RuleSetEditor", "Id"), 110),
        Column("name", translate("RuleSetEditor", "Name"), 120),
        Column("rule", translate("RuleSetEditor", "Rule"), 55),
        Column("kind", translate("RuleSetEditor", "Kind"), 110, choices=enums.choices("terrain_kind")),
        Column("rank", translate("RuleSetEditor", "Rank"), 50),
        Column("move", translate("RuleSetEditor", "Move"), 100, choices=enums.choices("terrain_move")),
        Column("move_cost", translate("RuleSetEditor", "MP"), 45),
        Column("route_cost", translate("RuleSetEditor", "Route MP"), 70),
        Column("route_cost_unseen", translate("RuleSetEditor", "Unseen MP"), 75),
        Column("uphill_per_level", translate("RuleSetEditor", "Uphill"), 55),
        Column("cover", translate("RuleSetEditor", "Cover"), 55),
        Column("los", translate("RuleSetEditor", "LOS"), 90, choices=enums.choices("los")),
        Column("hindrance", translate("RuleSetEditor", "Hindrance"), 75),
        Column("blind_hexes", translate("RuleSetEditor", "Blind"), 50),
        Column("water", translate("RuleSetEditor", "Water"), 50),
        Column("night_extra", translate("RuleSetEditor", "Night +1"), 65),
        Column("reconstructed", translate("RuleSetEditor", "Reconstructed"), 95),
        Column("notes", translate("RuleSetEditor", "Notes"), 240),
    ]


def terrain_editor(model: DocumentModel) -> TableEditor:
    columns = terrain_columns()
    return TableEditor(
        model,
        "/terrain",
        columns,
        lambda items: TerrainEntry(id="new_terrain", name=translate("RuleSetEditor", "New terrain"), rule="T", kind="feature"),
        translate("RuleSetEditor", "Terrain chart (T81-T99)"),
    )


def _value_ids() -> dict[str, Any]:
    """What a house-rule value reads as (any case) -> the id the rule set stores."""
    known: dict[str, Any] = {rule_value(v).casefold(): v for v in VALUES}
    known.update({rule_value(True).casefold(): True, rule_value(False).casefold(): False})
    return known


def _value_id(text: str) -> Any:
    """The id for a shown value: a known name, else the text itself ("by VP marker" -> by_vp_marker)."""
    text = text.strip()
    found = _value_ids().get(text.casefold())
    return found if found is not None else text.replace(" ", "_")


def _parse_rule_value(text: str) -> Any:
    """A default as typed or shown ("fate deck", "yes", "50") -> the stored id, bool or number."""
    value = _value_id(text)
    if isinstance(value, bool):
        return value
    try:
        return cells.from_text(bool | int | str, value)
    except ModelError:
        return value


def _choices_text(values: Any) -> str:
    return ", ".join(rule_value(v) for v in values or [])


def _parse_choices(text: str) -> list[str]:
    """Choices shown as names separated by commas ("random, fate deck") -> their ids."""
    parts = text.split(",") if "," in text else text.split()
    return [str(_value_id(p)) for p in parts if p.strip()]


def house_rule_columns() -> list[Column]:
    return [
        Column("key", translate("RuleSetEditor", "Key"), 170),
        Column("name", translate("RuleSetEditor", "Name"), 200),
        Column("gap", translate("RuleSetEditor", "Gap"), 50),
        Column("type", translate("RuleSetEditor", "Type"), 80, choices=enums.choices("house_rule_type")),
        Column("default", translate("RuleSetEditor", "Default"), 130, display=rule_value, parse=_parse_rule_value),
        Column("choices", translate("RuleSetEditor", "Choices"), 260, display=_choices_text, parse=_parse_choices),
        Column("minimum", translate("RuleSetEditor", "Min"), 45),
        Column("maximum", translate("RuleSetEditor", "Max"), 45),
        Column("description", translate("RuleSetEditor", "Description"), 400),
    ]


def house_rules_editor(model: DocumentModel) -> TableEditor:
    columns = house_rule_columns()
    return TableEditor(
        model,
        "/house_rules",
        columns,
        lambda items: HouseRule(key="new_option", name=translate("RuleSetEditor", "New option"), gap="G", default=False, type="bool"),
        translate("RuleSetEditor", "House-rule options: documented defaults for the gaps the rules leave open"),
    )


def vulnerability_columns() -> list[Column]:
    return [
        Column("fp", translate("RuleSetEditor", "FP"), 50),
        Column("bomber", translate("RuleSetEditor", "Dive bomber"), 90),
        Column("number", translate("RuleSetEditor", "Impact roll"), 90),
        Column("inferred", translate("RuleSetEditor", "Inferred"), 70),
    ]


def vulnerability_editor(model: DocumentModel) -> TableEditor:
    """The Track Display's Fortification Vulnerability box (O24.3.4): its numbers are not in the rulebook
    text, so players check the inferred defaults against their copy here."""
    return TableEditor(
        model,
        "/fortification_vulnerability",
        vulnerability_columns(),
        lambda items: VulnerabilityEntry(fp=8, number=2),
        translate("RuleSetEditor", "Fortification vulnerability (O24.3.4): the Impact roll that destroys a fortification"),
    )


SUBVIEW_FACTORIES["ruleset"] = lambda m: [
    ("terrain", translate("RuleSetEditor", "Terrain chart"), terrain_editor(m)),
    ("house_rules", translate("RuleSetEditor", "House rules"), house_rules_editor(m)),
    ("fortification_vulnerability", translate("RuleSetEditor", "Fortification vulnerability"), vulnerability_editor(m)),
]

register_table(TableSpec("terrain", "ruleset", "/terrain", terrain_columns))
register_table(TableSpec("house_rules", "ruleset", "/house_rules", house_rule_columns))
register_table(TableSpec("fortification_vulnerability", "ruleset", "/fortification_vulnerability", vulnerability_columns))
