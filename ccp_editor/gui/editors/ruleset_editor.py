"""Editors for the rule set: the terrain chart and the house-rule options."""

from __future__ import annotations

from ...model.ruleset import HouseRule, TerrainEntry
from ..document import DocumentModel
from ..i18n import translate
from ..tablecsv import TableSpec, register_table
from ..tables import Column, TableEditor
from .docview import SUBVIEW_FACTORIES


def terrain_columns() -> list[Column]:
    return [
        Column("id", translate("RuleSetEditor", "Id"), 110),
        Column("name", translate("RuleSetEditor", "Name"), 120),
        Column("rule", translate("RuleSetEditor", "Rule"), 55),
        Column("kind", translate("RuleSetEditor", "Kind"), 75),
        Column("rank", translate("RuleSetEditor", "Rank"), 50),
        Column("move", translate("RuleSetEditor", "Move"), 75),
        Column("move_cost", translate("RuleSetEditor", "MP"), 45),
        Column("route_cost", translate("RuleSetEditor", "Route MP"), 70),
        Column("route_cost_unseen", translate("RuleSetEditor", "Unseen MP"), 75),
        Column("uphill_per_level", translate("RuleSetEditor", "Uphill"), 55),
        Column("cover", translate("RuleSetEditor", "Cover"), 55),
        Column("los", translate("RuleSetEditor", "LOS"), 80),
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


def house_rule_columns() -> list[Column]:
    return [
        Column("key", translate("RuleSetEditor", "Key"), 170),
        Column("name", translate("RuleSetEditor", "Name"), 200),
        Column("gap", translate("RuleSetEditor", "Gap"), 50),
        Column("type", translate("RuleSetEditor", "Type"), 65),
        Column("default", translate("RuleSetEditor", "Default"), 110),
        Column("choices", translate("RuleSetEditor", "Choices"), 200),
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


SUBVIEW_FACTORIES["ruleset"] = lambda m: [
    ("terrain", translate("RuleSetEditor", "Terrain chart"), terrain_editor(m)),
    ("house_rules", translate("RuleSetEditor", "House rules"), house_rules_editor(m)),
]

register_table(TableSpec("terrain", "ruleset", "/terrain", terrain_columns))
register_table(TableSpec("house_rules", "ruleset", "/house_rules", house_rule_columns))
