"""Editors for the objective chits, the fortification OB and the Fate decks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from ...model.fatedeck import ACTION_RULES, EVENT_RULES, ORDER_RULES, FateCardSpec
from ...model.tables import FortificationPrice, ObjectiveChit
from .. import enums
from ..document import DocumentModel
from ..i18n import translate
from ..tablecsv import TableSpec, register_table
from ..tables import Column, TableEditor
from .docview import SUBVIEW_FACTORIES


def _next_letter(items: list) -> str:
    used = {c.letter for c in items}
    return next((ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in used), "A")


def chit_columns() -> list[Column]:
    return [
        Column("letter", translate("SmallTables", "Letter"), 60),
        Column("kind", translate("SmallTables", "Kind"), 140, choices=enums.choices("chit_kind")),
        Column("objective", translate("SmallTables", "Objective"), 80),
        Column("vp", translate("SmallTables", "VP"), 50),
        Column("has_secret_side", translate("SmallTables", "Secret side"), 90),
        Column("text", translate("SmallTables", "Text"), 360),
    ]


def chits_editor(model: DocumentModel) -> TableEditor:
    columns = chit_columns()
    return TableEditor(
        model,
        "/chits",
        columns,
        lambda items: ObjectiveChit(letter=_next_letter(items), kind="single", objective=1, vp=1),
        translate("SmallTables", "Objective chits (one row per chit)"),
    )


def fortification_choices(model: DocumentModel | None) -> Callable[[], list[tuple[Any, str]]]:
    """(id, name) of the fortification types: the rule set's names (F100-F106) when the document has
    one, else the built-in names; read when asked, so a rule set loaded later is used."""
    fallback = enums.choices("fortification")

    def choices() -> list[tuple[Any, str]]:
        ds = model.dataset if model is not None else None
        rs = ds.ruleset if ds is not None else None
        if rs is None or not rs.fortifications:
            return fallback()
        return [(f.id, enums.label("fortification", f.id) if f.name == enums.LABELS["fortification"].get(f.id) else f.name)
                for f in rs.fortifications]

    return choices


def fortification_columns(model: DocumentModel | None = None) -> list[Column]:
    return [
        Column("type", translate("SmallTables", "Type"), 120, choices=fortification_choices(model)),
        Column("vp_cost", translate("SmallTables", "VP cost"), 80),
        Column("max_count", translate("SmallTables", "Countermix limit"), 120),
        Column("mine_fp", translate("SmallTables", "Mine FP"), 80),
    ]


def fortifications_editor(model: DocumentModel) -> QWidget:
    columns = fortification_columns(model)
    return TableEditor(
        model,
        "/items",
        columns,
        lambda items: FortificationPrice(type="foxholes", vp_cost=1, max_count=1),
        translate("SmallTables", "What a Defender may buy at setup"),
    )


def _card_name_column(key: str, title: str, width: int, rules: dict[str, str]) -> Column:
    """A column showing 'Command confusion (O26)' for the stored name 'command_confusion'."""
    by_text = {f"{k.replace('_', ' ').capitalize()} ({r})".lower(): k for k, r in rules.items()}

    def display(value: object) -> str:
        return f"{str(value).replace('_', ' ').capitalize()} ({rules[value]})" if value in rules else str(value or "")

    def parse(text: str) -> str:
        t = text.strip().lower()
        return by_text.get(t) or t.split(" (")[0].replace(" ", "_")

    return Column(key, title, width, display=display, parse=parse)


def fate_card_columns() -> list[Column]:
    return [
        Column("number", translate("SmallTables", "Card"), 50),
        _card_name_column("order", translate("SmallTables", "Order"), 170, ORDER_RULES),
        _card_name_column("action", translate("SmallTables", "Action"), 170, ACTION_RULES),
        _card_name_column("event", translate("SmallTables", "Event"), 180, EVENT_RULES),
        Column("hex", translate("SmallTables", "Random hex"), 80),
        Column("white", translate("SmallTables", "White die"), 70),
        Column("coloured", translate("SmallTables", "Coloured die"), 90),
        Column("trigger", translate("SmallTables", "Trigger"), 80),
        Column("revive", translate("SmallTables", "Revive points"), 90),
        Column("infiltrate", translate("SmallTables", "Infiltrate box"), 90),
        Column("air_support_from", translate("SmallTables", "Air Support from"), 110),
        Column("air_support_to", translate("SmallTables", "Air Support to"), 100),
        Column("breezy", translate("SmallTables", "Breezy direction"), 110),
        Column("gusts", translate("SmallTables", "Gusts"), 60),
        Column("marksmanship", translate("SmallTables", "Marksmanship faction"), 140),
    ]


def fate_deck_editor(model: DocumentModel) -> TableEditor:
    """One row per Fate card (1.5-1.9): what the player's own deck shows, entered by hand."""
    columns = fate_card_columns()
    return TableEditor(
        model,
        "/cards",
        columns,
        lambda items: FateCardSpec(number=max((c.number for c in items), default=0) + 1, order="fire",
                                   action="op_fire", event="medic", hex="A1", white=1, coloured=1),
        translate("SmallTables", "Fate deck (one row per card; enter your own deck's cards)"),
    )


SUBVIEW_FACTORIES["objective_chits"] = lambda m: [("chits", translate("SmallTables", "Chits"), chits_editor(m))]
SUBVIEW_FACTORIES["fortification_ob"] = lambda m: [("items", translate("SmallTables", "Prices"), fortifications_editor(m))]
SUBVIEW_FACTORIES["fate_deck"] = lambda m: [("cards", translate("SmallTables", "Cards"), fate_deck_editor(m))]

register_table(TableSpec("chits", "objective_chits", "/chits", chit_columns))
register_table(TableSpec("fortifications", "fortification_ob", "/items", fortification_columns))
register_table(TableSpec("fate_cards", "fate_deck", "/cards", fate_card_columns))
