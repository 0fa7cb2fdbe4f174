"""Documents as typed objects (no Qt, no I/O): the data layer every other part builds on."""

from .base import FORMAT_VERSION, Document, ModelError, from_data, json_schema, to_data
from .cardgame import CardGamePlayers, CardGameSave
from .dataset import DataSetManifest
from .fatedeck import FateCardSpec, FateDeck
from .forces import Counter, Forces, OBCard, OBUnit, RollColumn, RollTable, Stats, TableEntry
from .mapdoc import (
    ControlPoint,
    ExitPoint,
    GridSettings,
    HexFeature,
    HexInfo,
    HexOverride,
    LevelShape,
    LineShape,
    MapDocument,
    ScanInfo,
    Shapes,
    TerrainShape,
)
from .playtest import Playtest
from .ruleset import RuleSet
from .scenario import Scenario, ScenarioSide
from .tables import FortificationOB, ObjectiveChits

DOCUMENT_CLASSES: dict[str, type] = {
    cls.KIND: cls
    for cls in (RuleSet, Forces, ObjectiveChits, FortificationOB, FateDeck, MapDocument, Scenario, Playtest, CardGameSave, DataSetManifest)
}

__all__ = [
    "DOCUMENT_CLASSES",
    "CardGamePlayers",
    "CardGameSave",
    "FORMAT_VERSION",
    "ControlPoint",
    "Counter",
    "DataSetManifest",
    "Document",
    "ExitPoint",
    "FateCardSpec",
    "FateDeck",
    "Forces",
    "FortificationOB",
    "GridSettings",
    "HexFeature",
    "HexInfo",
    "HexOverride",
    "LevelShape",
    "LineShape",
    "MapDocument",
    "ModelError",
    "OBCard",
    "OBUnit",
    "ObjectiveChits",
    "Playtest",
    "RollColumn",
    "RollTable",
    "RuleSet",
    "ScanInfo",
    "Scenario",
    "ScenarioSide",
    "Shapes",
    "Stats",
    "TableEntry",
    "TerrainShape",
    "from_data",
    "json_schema",
    "to_data",
]
