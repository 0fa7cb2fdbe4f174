"""Editors for the objective chits and the fortification OB."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ...model.tables import FortificationPrice, ObjectiveChit
from ..document import DocumentModel
from ..i18n import tr
from ..tables import Column, TableEditor
from .docview import SUBVIEW_FACTORIES

TR_CONTEXT = "SmallTables"


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


def _next_letter(items: list) -> str:
    used = {c.letter for c in items}
    return next((ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in used), "A")


def chits_editor(model: DocumentModel) -> TableEditor:
    columns = [
        Column("letter", _tr("Letter"), 60),
        Column("kind", _tr("Kind"), 140),
        Column("objective", _tr("Objective"), 80),
        Column("vp", _tr("VP"), 50),
        Column("has_secret_side", _tr("Secret side"), 90),
        Column("text", _tr("Text"), 360),
    ]
    return TableEditor(
        model,
        "/chits",
        columns,
        lambda items: ObjectiveChit(letter=_next_letter(items), kind="single", objective=1, vp=1),
        _tr("Objective chits (one row per chit)"),
    )


def fortifications_editor(model: DocumentModel) -> QWidget:
    columns = [
        Column("type", _tr("Type"), 120),
        Column("vp_cost", _tr("VP cost"), 80),
        Column("max_count", _tr("Countermix limit"), 120),
        Column("mine_fp", _tr("Mine FP"), 80),
    ]
    return TableEditor(
        model,
        "/items",
        columns,
        lambda items: FortificationPrice(type="foxholes", vp_cost=1, max_count=1),
        _tr("What a Defender may buy at setup"),
    )


SUBVIEW_FACTORIES["objective_chits"] = lambda m: [("chits", _tr("Chits"), chits_editor(m))]
SUBVIEW_FACTORIES["fortification_ob"] = lambda m: [("items", _tr("Prices"), fortifications_editor(m))]
