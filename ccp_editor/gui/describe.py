"""Words for places and edits in a document: what users read instead of JSON pointers.

``location(doc, pointer)`` names a node ("Counter Demo Rifle Squad › FP", "Japan › Posture");
``describe_edit(...)`` names an undo step ("Set Japan's posture to Attacker", "Add counter Rifle
squad", "Move Demo Sergeant to C5"). Every undo command of ``DocumentModel`` takes its text from
here when its caller gives none, and the Problems dock and the Inspector show ``location``.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from ..core.wording import agree
from ..model.dataset import DataSet
from . import enums, pointers
from .i18n import translate

SEPARATOR = " › "
_MAX_TEXT = 44


def field_labels() -> dict[str, str]:
    """Shown names of the fields documents store (the table headers' words, spelled out)."""
    return {
        "name": translate("Describe", "name"), "id": translate("Describe", "id"), "kind": translate("Describe", "kind"), "faction": translate("Describe", "faction"), "quality": translate("Describe", "quality"),
        "figures": translate("Describe", "figures"), "front": translate("Describe", "front"), "back": translate("Describe", "broken side"), "fp": translate("Describe", "FP"),
        "fp_boxed": translate("Describe", "boxed FP"), "range": translate("Describe", "range"), "range_min": translate("Describe", "minimum range"), "movement": translate("Describe", "movement"),
        "morale": translate("Describe", "morale"), "command": translate("Describe", "command"), "ordnance": translate("Describe", "ordnance"), "smoke": translate("Describe", "smoke"),
        "movement_modifier": translate("Describe", "movement modifier"), "weapon_type": translate("Describe", "weapon type"), "years": translate("Describe", "years"),
        "counter": translate("Describe", "counter"), "count": translate("Describe", "count"), "weapon": translate("Describe", "weapon"), "infiltrator": translate("Describe", "infiltrator"),
        "point_value": translate("Describe", "points"), "order_limit": translate("Describe", "order limit"), "initiative": translate("Describe", "initiative"),
        "surrender_space": translate("Describe", "surrender space"), "leader_rolls": translate("Describe", "leader rolls"), "leader_modifier": translate("Describe", "leader modifier"),
        "banzai_force": translate("Describe", "Banzai force"), "sighting_markers": translate("Describe", "sighting markers"), "unit": translate("Describe", "unit"),
        "radio": translate("Describe", "radio"), "sighting_marker": translate("Describe", "sighting marker"), "artillery_denied": translate("Describe", "artillery denied"),
        "vp_cost": translate("Describe", "VP cost"), "year_from": translate("Describe", "first year"), "year_to": translate("Describe", "last year"), "roll": translate("Describe", "roll"),
        "dice": translate("Describe", "dice"), "nation": translate("Describe", "nation"), "edge": translate("Describe", "edge"), "posture": translate("Describe", "posture"),
        "hand_size": translate("Describe", "hand size"), "discard_limit": translate("Describe", "discard limit"), "ob": translate("Describe", "OB card"),
        "setup_area": translate("Describe", "setup area"), "infiltration": translate("Describe", "infiltration boxes"), "hex": translate("Describe", "hex"),
        "broken": translate("Describe", "broken"), "veteran": translate("Describe", "veteran"), "map": translate("Describe", "map"), "year": translate("Describe", "year"),
        "sudden_death_space": translate("Describe", "sudden death space"), "game": translate("Describe", "game"), "orientation": translate("Describe", "orientation"),
        "rotation": translate("Describe", "rotation"), "night": translate("Describe", "night"), "vp_start": translate("Describe", "starting VP"), "time_start": translate("Describe", "starting time"),
        "mine_fp": translate("Describe", "mine FP"), "first_player": translate("Describe", "first player"), "initiative_holder": translate("Describe", "Initiative holder"),
        "objective_chits": translate("Describe", "objective chits"), "objective_control": translate("Describe", "objective control"),
        "special_rules": translate("Describe", "special rules"), "sighting_marker_hexes": translate("Describe", "sighting marker hexes"),
        "space": translate("Describe", "Time space"), "type": translate("Describe", "type"), "owner": translate("Describe", "owner"), "value": translate("Describe", "value"),
        "letter": translate("Describe", "letter"), "objective": translate("Describe", "objective"), "vp": translate("Describe", "VP"), "has_secret_side": translate("Describe", "secret side"),
        "text": translate("Describe", "text"), "max_count": translate("Describe", "most allowed"), "max_total": translate("Describe", "most in all"), "grid": translate("Describe", "grid"),
        "scan": translate("Describe", "scan"), "objectives": translate("Describe", "objectives"), "exit_points": translate("Describe", "exit points"), "overrides": translate("Describe", "overrides"),
        "river_edges": translate("Describe", "river edges"), "artillery_boxes": translate("Describe", "artillery boxes"), "level": translate("Describe", "level"),
        "label": translate("Describe", "label"), "polygon": translate("Describe", "outline"), "points": translate("Describe", "points"), "width": translate("Describe", "width"),
        "holes": translate("Describe", "holes"), "control_points": translate("Describe", "control points"), "columns": translate("Describe", "columns"), "rows": translate("Describe", "rows"),
        "column_labels": translate("Describe", "column labels"), "row_labels": translate("Describe", "row labels"), "offset": translate("Describe", "offset"),
        "overlap_tolerance": translate("Describe", "hexside tolerance"), "terrain": translate("Describe", "terrain"), "crest": translate("Describe", "crest"), "water": translate("Describe", "water"),
        "reason": translate("Describe", "reason"), "order": translate("Describe", "order"), "action": translate("Describe", "action"), "event": translate("Describe", "event"),
        "white": translate("Describe", "white die"), "coloured": translate("Describe", "coloured die"), "trigger": translate("Describe", "trigger"), "number": translate("Describe", "number"),
        "open": translate("Describe", "open chits"), "secret_japan": translate("Describe", "Japan's secret chits"), "secret_allied": translate("Describe", "Allies' secret chits"),
        "provenance": translate("Describe", "provenance"), "description": translate("Describe", "description"), "rule": translate("Describe", "rule"), "notes": translate("Describe", "notes"),
        "default": translate("Describe", "default"), "hand": translate("Describe", "hand"), "reinforcements": translate("Describe", "reinforcements"), "units": translate("Describe", "units"),
    }


def item_nouns() -> dict[str, tuple[str, str]]:
    """(one, many) for the items of each list a document holds, by the list's key."""
    return {
        "counters": (translate("Describe", "counter"), translate("Describe", "counters")), "ob_cards": (translate("Describe", "OB card"), translate("Describe", "OB cards")),
        "units": (translate("Describe", "unit"), translate("Describe", "units")), "reinforcements": (translate("Describe", "reinforcement group"), translate("Describe", "reinforcement groups")),
        "columns": (translate("Describe", "column"), translate("Describe", "columns")), "entries": (translate("Describe", "entry"), translate("Describe", "entries")),
        "chits": (translate("Describe", "chit"), translate("Describe", "chits")), "items": (translate("Describe", "fortification"), translate("Describe", "fortifications")),
        "fortifications": (translate("Describe", "fortification"), translate("Describe", "fortifications")), "markers": (translate("Describe", "marker"), translate("Describe", "markers")),
        "cards": (translate("Describe", "card"), translate("Describe", "cards")), "terrain": (translate("Describe", "terrain shape"), translate("Describe", "terrain shapes")),
        "levels": (translate("Describe", "hill level"), translate("Describe", "hill levels")), "lines": (translate("Describe", "line"), translate("Describe", "lines")),
        "control_points": (translate("Describe", "control point"), translate("Describe", "control points")), "setup_area": (translate("Describe", "hex"), translate("Describe", "hexes")),
        "sighting_marker_hexes": (translate("Describe", "hex"), translate("Describe", "hexes")), "postures": (translate("Describe", "posture"), translate("Describe", "postures")),
        "nations": (translate("Describe", "nation"), translate("Describe", "nations")), "house_rules": (translate("Describe", "house rule"), translate("Describe", "house rules")),
        "exit_points": (translate("Describe", "exit point"), translate("Describe", "exit points")), "log": (translate("Describe", "log entry"), translate("Describe", "log entries")),
    }


def table_titles() -> dict[str, str]:
    return {
        "support_table": translate("Describe", "Support table"), "leader_table": translate("Describe", "Leader table"), "radio_table": translate("Describe", "Radio table"),
        "quality_table": translate("Describe", "Troop Quality table"), "sides": "", "shapes": "", "generation": translate("Describe", "generation record"),
    }


def side_title(side_id: str) -> str:
    return {"japan": translate("Describe", "Japan"), "allied": translate("Describe", "Allies")}.get(side_id, side_id)


def _words() -> dict[str, str]:
    """Stored id words shown as words (postures, qualities, edges...)."""
    return {
        "attacker": translate("Describe", "Attacker"), "defender": translate("Describe", "Defender"), "recon": translate("Describe", "Recon"), "invader": translate("Describe", "Invader"),
        "banzai": translate("Describe", "Banzai"), "elite": translate("Describe", "elite"), "line": translate("Describe", "line"), "green": translate("Describe", "green"),
        "top": translate("Describe", "top"), "bottom": translate("Describe", "bottom"), "left": translate("Describe", "left"), "right": translate("Describe", "right"),
        "japan": translate("Describe", "Japan"), "allied": translate("Describe", "Allies"),
    }


# ----------------------------------------------------------------------------- names of things


def counter_name(doc: Any, dataset: DataSet | None, counter_id: str, nation: str | None = None) -> str:
    """A counter's name from the document itself (forces) or the data set's forces; the id if unknown."""
    sources = []
    if hasattr(doc, "counter") and callable(doc.counter):
        sources.append(doc)
    if dataset is not None:
        if nation and nation in dataset.forces:
            sources.append(dataset.forces[nation])
        sources += list(dataset.forces.values())
    for forces in sources:
        counter = forces.counter(counter_id)
        if counter is not None:
            return counter.name
    return counter_id


def _short(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= _MAX_TEXT else text[: _MAX_TEXT - 1] + "…"


def _nation_of(doc: Any, tokens: list[str]) -> str | None:
    if len(tokens) >= 2 and tokens[0] == "sides":
        side = getattr(getattr(doc, "sides", None), tokens[1], None)
        return getattr(side, "nation", None)
    return getattr(doc, "nation", None)


def item_name(item: Any, doc: Any, dataset: DataSet | None, nation: str | None = None, with_weapon: bool = True) -> str:
    """What a list item is called: its name, its counter's name, its hex, its roll..."""
    if isinstance(item, str):
        return item
    name = getattr(item, "name", None)
    if isinstance(name, str) and name:
        return name
    counter = getattr(item, "counter", None) or getattr(item, "unit", None)
    if isinstance(counter, str):
        text = counter_name(doc, dataset, counter, nation)
        weapon = getattr(item, "weapon", None)
        if weapon and with_weapon:
            text += translate("Describe", " with {weapon}").format(weapon=counter_name(doc, dataset, weapon, nation))
        return text
    weapon = getattr(item, "weapon", None) or getattr(item, "radio", None)
    if isinstance(weapon, str):
        return counter_name(doc, dataset, weapon, nation)
    if hasattr(item, "letter"):
        return str(item.letter)
    if hasattr(item, "roll") and hasattr(item, "entries"):
        return translate("Describe", "for roll {roll}").format(roll=item.roll)
    if hasattr(item, "space") and hasattr(item, "units"):
        return translate("Describe", "Time space {n}").format(n=item.space)
    kind = getattr(item, "type", None)
    where = getattr(item, "hex", None)
    if kind is not None and where is not None:
        return translate("Describe", "{type} in {hex}").format(type=_words().get(str(kind), str(kind).replace("_", " ")), hex=where)
    if where is not None:
        return str(where)
    if kind is not None:
        rs = dataset.ruleset if dataset is not None else None
        terrain = rs.terrain_by_id().get(str(kind)) if rs is not None else None
        return terrain.name if terrain is not None else str(kind).replace("_", " ")
    if hasattr(item, "number"):
        return str(item.number)
    if hasattr(item, "level"):
        return translate("Describe", "level {n}").format(n=item.level)
    return ""


def segments(doc: Any, pointer: str, dataset: DataSet | None = None) -> list[str]:
    """The readable steps from the document to the node ``pointer`` names."""
    try:
        tokens = pointers.split(pointer)
    except pointers.PointerError:
        return [pointer]
    labels = field_labels()
    nouns = item_nouns()
    tables = table_titles()
    nation = _nation_of(doc, tokens)
    out: list[str] = []
    node: Any = doc
    for i, token in enumerate(tokens):
        parent_key = tokens[i - 1] if i else ""
        try:
            child = pointers.resolve(node, "/" + token.replace("~", "~0").replace("/", "~1"))
        except pointers.PointerError:
            child = None
        if isinstance(node, list):
            one = nouns.get(parent_key, (translate("Describe", "item"), translate("Describe", "items")))[0]
            name = item_name(child, doc, dataset, nation) if child is not None else ""
            if not name:
                name = translate("Describe", "#{n}").format(n=int(token) + 1 if token.isdigit() else token)
            out.append(f"{one} {_short(name)}".strip())
        elif isinstance(node, dict):
            if parent_key == "objective_control" or parent_key == "objectives":
                out.append(translate("Describe", "objective {n}").format(n=token))
            else:
                out.append(token)
        elif token == "sides" and i == 0:
            pass
        elif parent_key == "sides":
            out.append(side_title(token))
        elif token in tables and i == 0:
            if tables[token]:
                out.append(tables[token])
        elif token == "front" and i < len(tokens) - 1:
            pass  # a counter's front is the counter itself: "Counter X › FP"
        elif isinstance(child, list) and i < len(tokens) - 1:
            pass  # the list's items name themselves: "Japan › unit X", not "Japan › units › unit X"
        else:
            out.append(labels.get(token, token.replace("_", " ")))
        node = child if child is not None else node
    return [s for s in out if s]


def location(doc: Any, pointer: str, dataset: DataSet | None = None) -> str:
    """A node as users read it: "Counter Demo Elite Squad › FP"; the document itself when empty."""
    if not pointer:
        return translate("Describe", "Whole document")
    text = SEPARATOR.join(segments(doc, pointer, dataset))
    return text[:1].upper() + text[1:] if text else translate("Describe", "Whole document")


# ----------------------------------------------------------------------------- values and edits


def value_text(value: Any, key: str, doc: Any, dataset: DataSet | None, nation: str | None = None) -> str:
    """A stored value in words: names for ids, yes/no, counts of long lists."""
    if value is None or value == "":
        return translate("Describe", "nothing")
    if isinstance(value, bool):
        return translate("Describe", "yes") if value else translate("Describe", "no")
    if isinstance(value, str):
        if key in ("counter", "weapon", "unit", "radio"):
            return counter_name(doc, dataset, value, nation)
        if key == "posture" and dataset is not None and dataset.ruleset is not None:
            posture = dataset.ruleset.posture(value)
            if posture is not None:
                return posture.name
        if key == "nation" and dataset is not None and dataset.ruleset is not None:
            found = dataset.ruleset.nation(value)
            if found is not None:
                return found.name
        if key == "ob" and dataset is not None:
            for forces in dataset.forces.values():
                card = forces.ob_card(value)
                if card is not None:
                    return card.name
        if key == "map" and dataset is not None and value in dataset.maps:
            return dataset.maps[value].name
        named = enums.field_label(str(getattr(doc, "kind", "")), key, value)
        if named is not None:
            return named
        words = _words()
        if value in words:
            return words[value]
        return f"“{_short(value)}”" if key in ("name", "text", "special_rules", "label", "reason") else _short(value.replace("_", " "))
    if isinstance(value, list):
        if key == "years" and len(value) == 2 and all(isinstance(v, int) for v in value):
            return f"{value[0]}–{value[1]}"
        if all(isinstance(v, str) for v in value) and len(value) <= 4:
            return ", ".join(value) if value else translate("Describe", "nothing")
        many = item_nouns().get(key, (translate("Describe", "item"), translate("Describe", "items")))[1]
        return translate("Describe", "{n} {things}").format(n=len(value), things=many)
    if isinstance(value, dict) or is_dataclass(value):
        return ""
    return str(value)


def describe_edit(doc: Any, op: str, pointer: str, dataset: DataSet | None = None,
                  old: Any = None, new: Any = None, items: list[Any] | None = None) -> str:
    """One undo step in words. ``op`` is "set", "insert", "remove" or "replace"; ``items`` the
    inserted or removed items. Called before the edit is applied, so ``doc`` still holds the old state.
    Naming an edit never stops it: a document in an odd shape gets a plain "Edit" entry."""
    try:
        return _describe_edit(doc, op, pointer, dataset, new, items)
    except (LookupError, TypeError, ValueError, AttributeError):
        return translate("Describe", "Edit")


def _describe_edit(doc: Any, op: str, pointer: str, dataset: DataSet | None, new: Any, items: list[Any] | None) -> str:
    if op == "replace":
        return translate("Describe", "Replace the whole document")
    try:
        tokens = pointers.split(pointer)
    except pointers.PointerError:
        tokens = []
    nation = _nation_of(doc, tokens)
    if op in ("insert", "remove"):
        key = tokens[-1] if tokens else ""
        one, many = item_nouns().get(key, (translate("Describe", "item"), translate("Describe", "items")))
        owner = SEPARATOR.join(segments(doc, pointers.join(*tokens[:-1]), dataset)) if len(tokens) > 1 else ""
        items = items or []
        if len(items) == 1:
            name = _short(item_name(items[0], doc, dataset, nation))
            what = f"{one} {name}".strip()
        else:
            what = translate("Describe", "{n} {things}").format(n=len(items), things=many)
        if op == "insert":
            text = translate("Describe", "Add {what} to {owner}") if owner else translate("Describe", "Add {what}")
        else:
            text = translate("Describe", "Remove {what} from {owner}") if owner else translate("Describe", "Remove {what}")
        return text.format(what=what, owner=owner)
    # a value set
    key = tokens[-1] if tokens else ""
    if key == "hex" and len(tokens) >= 2 and "units" in tokens:
        unit = pointers.resolve(doc, pointers.join(*tokens[:-1])) if _exists(doc, tokens[:-1]) else None
        name = _short(item_name(unit, doc, dataset, nation, with_weapon=False)) if unit is not None else translate("Describe", "unit")
        if new:
            return translate("Describe", "Move {unit} to {hex}").format(unit=name, hex=new)
        return translate("Describe", "Take {unit} off the map").format(unit=name)
    parts = segments(doc, pointer, dataset)
    field = parts[-1] if parts else translate("Describe", "document")
    owner_parts = parts[:-1]
    shown = value_text(new, key, doc, dataset, nation)
    field_lower = field[:1].lower() + field[1:] if field[:1].isupper() and not field[:2].isupper() else field
    if new is None or new == "" or new == []:
        if owner_parts:
            return translate("Describe", "Clear {field} of {owner}").format(field=field_lower, owner=SEPARATOR.join(owner_parts))
        return translate("Describe", "Clear {field}").format(field=field_lower)
    if not owner_parts:
        if not shown:
            return translate("Describe", "Change {field}").format(field=field_lower)
        return translate("Describe", "Set {field} to {value}").format(field=field_lower, value=shown)
    owner = SEPARATOR.join(owner_parts)
    if not shown:
        return translate("Describe", "Change {field} of {owner}").format(field=field_lower, owner=owner)
    if len(owner_parts) == 1:
        template = agree(owner, translate("Describe", "Set {owner}'s {field} to {value}"), translate("Describe", "Set the {owner}' {field} to {value}"))
        return template.format(owner=owner, field=field_lower, value=shown)
    return translate("Describe", "Set {field} of {owner} to {value}").format(field=field_lower, owner=owner, value=shown)


def _exists(doc: Any, tokens: list[str]) -> bool:
    try:
        pointers.resolve(doc, pointers.join(*tokens))
        return True
    except pointers.PointerError:
        return False


def plain_fields(value: Any) -> list[tuple[str, str, Any]]:
    """(key, label, value) of a record's fields, for the Inspector."""
    labels = field_labels()
    if is_dataclass(value):
        return [(f.name, labels.get(f.name, f.name.replace("_", " ")), getattr(value, f.name)) for f in fields(value)]
    if isinstance(value, dict):
        return [(str(k), str(k), v) for k, v in value.items()]
    return []
