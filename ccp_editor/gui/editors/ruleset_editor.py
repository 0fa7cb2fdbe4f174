"""Editors for the rule set: the terrain chart and the house-rule options."""

from __future__ import annotations

from ...model.ruleset import HouseRule, TerrainEntry
from ..document import DocumentModel
from ..i18n import tr
from ..tablecsv import TableSpec, register_table
from ..tables import Column, TableEditor
from .docview import SUBVIEW_FACTORIES

TR_CONTEXT = "RuleSetEditor"


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


def terrain_columns() -> list[Column]:
    return [
        Column("id", _tr("Id"), 110),
        Column("name", _tr("Name"), 120),
        Column("rule", _tr("Rule"), 55),
        Column("kind", _tr("Kind"), 75),
        Column("rank", _tr("Rank"), 50),
        Column("move", _tr("Move"), 75),
        Column("move_cost", _tr("MP"), 45),
        Column("route_cost", _tr("Route MP"), 70),
        Column("route_cost_unseen", _tr("Unseen MP"), 75),
        Column("uphill_per_level", _tr("Uphill"), 55),
        Column("cover", _tr("Cover"), 55),
        Column("los", _tr("LOS"), 80),
        Column("hindrance", _tr("Hindrance"), 75),
        Column("blind_hexes", _tr("Blind"), 50),
        Column("water", _tr("Water"), 50),
        Column("night_extra", _tr("Night +1"), 65),
        Column("reconstructed", _tr("Reconstructed"), 95),
        Column("notes", _tr("Notes"), 240),
    ]


def terrain_editor(model: DocumentModel) -> TableEditor:
    columns = terrain_columns()
    return TableEditor(
        model,
        "/terrain",
        columns,
        lambda items: TerrainEntry(id="new_terrain", name=_tr("New terrain"), rule="T", kind="feature"),
        _tr("Terrain chart (T81-T99)"),
    )


def house_rule_columns() -> list[Column]:
    return [
        Column("key", _tr("Key"), 170),
        Column("name", _tr("Name"), 200),
        Column("gap", _tr("Gap"), 50),
        Column("type", _tr("Type"), 65),
        Column("default", _tr("Default"), 110),
        Column("choices", _tr("Choices"), 200),
        Column("minimum", _tr("Min"), 45),
        Column("maximum", _tr("Max"), 45),
        Column("description", _tr("Description"), 400),
    ]


def house_rules_editor(model: DocumentModel) -> TableEditor:
    columns = house_rule_columns()
    return TableEditor(
        model,
        "/house_rules",
        columns,
        lambda items: HouseRule(key="new_option", name=_tr("New option"), gap="G", default=False, type="bool"),
        _tr("House-rule options: documented defaults for the gaps the rules leave open"),
    )


SUBVIEW_FACTORIES["ruleset"] = lambda m: [
    ("terrain", _tr("Terrain chart"), terrain_editor(m)),
    ("house_rules", _tr("House rules"), house_rules_editor(m)),
]

register_table(TableSpec("terrain", "ruleset", "/terrain", terrain_columns))
register_table(TableSpec("house_rules", "ruleset", "/house_rules", house_rule_columns))
