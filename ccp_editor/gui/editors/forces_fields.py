"""What the forces editors share: table titles, column tips, the choices a cell offers (factions,
counters, kinds, qualities) and the year fields' reading and writing."""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex

from ...model.base import ModelError
from ...model.forces import parse_years
from .. import cells
from ..document import DocumentModel
from ..i18n import translate
from ..tablecsv import ROLL_TABLES

_Index = QModelIndex | QPersistentModelIndex
TABLES = ("support_table", "leader_table", "radio_table", "quality_table")
TABLE_FIELDS = ROLL_TABLES
DEFAULT_YEARS = [1941, 1942, 1943, 1944, 1945]




def table_title(key: str) -> str:
    return {
        "support_table": translate("ForcesEditors", "Support"),
        "leader_table": translate("ForcesEditors", "Leaders"),
        "radio_table": translate("ForcesEditors", "Radio"),
        "quality_table": translate("ForcesEditors", "Troop quality"),
    }[key]


# ----------------------------------------------------------------------------- counters

STAT_FIELDS = (
    ("fp", "FP"),
    ("fp_boxed", "FP□"),
    ("range", "Rng"),
    ("range_min", "Min rng"),
    ("movement", "Mv"),
    ("morale", "Mor"),
    ("command", "Cmd"),
)


def stat_tips() -> dict[str, str]:
    """What each short stat header means (the printed counter, 3.1)."""
    return {
        "fp": translate("ForcesEditors", "FP: firepower"),
        "fp_boxed": translate("ForcesEditors", "FP□: the firepower is printed in a box: +1 in melee (3.1.6)"),
        "range": translate("ForcesEditors", "Rng: range in hexes"),
        "range_min": translate("ForcesEditors", "Min rng: minimum range in hexes (mortars)"),
        "movement": translate("ForcesEditors", "Mv: movement"),
        "morale": translate("ForcesEditors", "Mor: morale"),
        "command": translate("ForcesEditors", "Cmd: command; a number for a leader, M for a Scout, - for the Sogeki Hei (3.1)"),
    }


Choices = Callable[[], list[tuple[Any, str]]]


def faction_choices(model: DocumentModel) -> Choices:
    """The factions the rule set gives the document's nation, as (id, name), read when asked."""

    def choices() -> list[tuple[Any, str]]:
        ds = model.dataset
        rs = ds.ruleset if ds is not None else None
        nation = rs.nation(model.doc.nation) if rs is not None else None  # type: ignore[attr-defined]
        return [(f.id, f.name) for f in nation.factions] if nation is not None else []

    return choices


def counter_choices(model: DocumentModel, kinds: tuple[str, ...]) -> Choices:
    """Counters of the given kinds as (id, shown name): the document's own first, then the other
    nations' (a table may name them); a name two counters share is told apart by its id."""

    def choices() -> list[tuple[Any, str]]:
        own = list(model.doc.counters)  # type: ignore[attr-defined]
        seen = {c.id for c in own}
        ds = model.dataset
        others = [c for c in (ds.counters().values() if ds is not None else []) if c.id not in seen]
        pool = [c for c in own + others if c.kind in kinds and c.id]
        nation = str(model.doc.nation)  # type: ignore[attr-defined]
        nations = {c.id: n for n, f in (ds.forces.items() if ds is not None else []) for c in f.counters}
        of = {c.id: nation if c.id in seen else nations.get(c.id, "") for c in pool}
        shared = Tally(c.name for c in pool)
        shared_in_nation = Tally((c.name, of[c.id]) for c in pool)

        def label(c: Any) -> str:
            if c.name and shared[c.name] == 1:
                return c.name
            if c.name and shared_in_nation[(c.name, of[c.id])] == 1 and of[c.id]:
                return f"{c.name} ({of[c.id]})"
            return f"{c.name or c.id} ({c.id})"

        return [(c.id, label(c)) for c in pool]

    return choices


def kind_choices() -> list[tuple[Any, str]]:
    """Counter kinds by name (3): what the Kind column shows and offers."""
    return [
        ("squad", translate("ForcesEditors", "Squad")), ("team", translate("ForcesEditors", "Team")),
        ("leader", translate("ForcesEditors", "Leader")), ("hero", translate("ForcesEditors", "Hero")),
        ("scout", translate("ForcesEditors", "Scout")), ("sogeki_hei", translate("ForcesEditors", "Sogeki Hei")),
        ("private", translate("ForcesEditors", "Private")), ("weapon", translate("ForcesEditors", "Weapon")),
        ("radio", translate("ForcesEditors", "Radio")), ("aircraft", translate("ForcesEditors", "Aircraft")),
    ]


def quality_choices() -> list[tuple[Any, str]]:
    """Troop qualities by name (elite, line, green)."""
    return [("elite", translate("ForcesEditors", "Elite")), ("line", translate("ForcesEditors", "Line")),
            ("green", translate("ForcesEditors", "Green"))]


def years_text(years: list[int] | None) -> str:
    return f"{years[0]}-{years[1]}" if years and len(years) == 2 else cells.to_text(years)


def _parse_years(text: str) -> list[int] | None:
    """'1942-1945', '1942–45', '1942 1944', '1942, 1944' or one year; empty = every year."""
    try:
        return parse_years(text)
    except ValueError as exc:
        raise ModelError("", str(exc)) from None


def _parse_required_years(text: str) -> list[int]:
    years = _parse_years(text)
    if years is None:
        raise ModelError("", translate("ForcesEditors", "an OB card needs its first and last year, such as 1941-1945"))
    return years


