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
from . import pointers
from .i18n import tr

TR_CONTEXT = "Describe"
SEPARATOR = " › "
_MAX_TEXT = 44


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


def field_labels() -> dict[str, str]:
    """Shown names of the fields documents store (the table headers' words, spelled out)."""
    return {
        "name": _tr("name"), "id": _tr("id"), "kind": _tr("kind"), "faction": _tr("faction"), "quality": _tr("quality"),
        "figures": _tr("figures"), "front": _tr("front"), "back": _tr("broken side"), "fp": _tr("FP"),
        "fp_boxed": _tr("boxed FP"), "range": _tr("range"), "range_min": _tr("minimum range"), "movement": _tr("movement"),
        "morale": _tr("morale"), "command": _tr("command"), "ordnance": _tr("ordnance"), "smoke": _tr("smoke"),
        "movement_modifier": _tr("movement modifier"), "weapon_type": _tr("weapon type"), "years": _tr("years"),
        "counter": _tr("counter"), "count": _tr("count"), "weapon": _tr("weapon"), "infiltrator": _tr("infiltrator"),
        "point_value": _tr("points"), "order_limit": _tr("order limit"), "initiative": _tr("initiative"),
        "surrender_space": _tr("surrender space"), "leader_rolls": _tr("leader rolls"), "leader_modifier": _tr("leader modifier"),
        "banzai_force": _tr("Banzai force"), "sighting_markers": _tr("sighting markers"), "unit": _tr("unit"),
        "radio": _tr("radio"), "sighting_marker": _tr("sighting marker"), "artillery_denied": _tr("artillery denied"),
        "vp_cost": _tr("VP cost"), "year_from": _tr("first year"), "year_to": _tr("last year"), "roll": _tr("roll"),
        "dice": _tr("dice"), "nation": _tr("nation"), "edge": _tr("edge"), "posture": _tr("posture"),
        "hand_size": _tr("hand size"), "discard_limit": _tr("discard limit"), "ob": _tr("OB card"),
        "setup_area": _tr("setup area"), "infiltration": _tr("infiltration boxes"), "hex": _tr("hex"),
        "broken": _tr("broken"), "veteran": _tr("veteran"), "map": _tr("map"), "year": _tr("year"),
        "sudden_death_space": _tr("sudden death space"), "game": _tr("game"), "orientation": _tr("orientation"),
        "rotation": _tr("rotation"), "night": _tr("night"), "vp_start": _tr("starting VP"), "time_start": _tr("starting time"),
        "mine_fp": _tr("mine FP"), "first_player": _tr("first player"), "initiative_holder": _tr("Initiative holder"),
        "objective_chits": _tr("objective chits"), "objective_control": _tr("objective control"),
        "special_rules": _tr("special rules"), "sighting_marker_hexes": _tr("sighting marker hexes"),
        "space": _tr("Time space"), "type": _tr("type"), "owner": _tr("owner"), "value": _tr("value"),
        "letter": _tr("letter"), "objective": _tr("objective"), "vp": _tr("VP"), "has_secret_side": _tr("secret side"),
        "text": _tr("text"), "max_count": _tr("most allowed"), "max_total": _tr("most in all"), "grid": _tr("grid"),
        "scan": _tr("scan"), "objectives": _tr("objectives"), "exit_points": _tr("exit points"), "overrides": _tr("overrides"),
        "river_edges": _tr("river edges"), "artillery_boxes": _tr("artillery boxes"), "level": _tr("level"),
        "label": _tr("label"), "polygon": _tr("outline"), "points": _tr("points"), "width": _tr("width"),
        "holes": _tr("holes"), "control_points": _tr("control points"), "columns": _tr("columns"), "rows": _tr("rows"),
        "column_labels": _tr("column labels"), "row_labels": _tr("row labels"), "offset": _tr("offset"),
        "overlap_tolerance": _tr("hexside tolerance"), "terrain": _tr("terrain"), "crest": _tr("crest"), "water": _tr("water"),
        "reason": _tr("reason"), "order": _tr("order"), "action": _tr("action"), "event": _tr("event"),
        "white": _tr("white die"), "coloured": _tr("coloured die"), "trigger": _tr("trigger"), "number": _tr("number"),
        "open": _tr("open chits"), "secret_japan": _tr("Japan's secret chits"), "secret_allied": _tr("Allies' secret chits"),
        "provenance": _tr("provenance"), "description": _tr("description"), "rule": _tr("rule"), "notes": _tr("notes"),
        "default": _tr("default"), "hand": _tr("hand"), "reinforcements": _tr("reinforcements"), "units": _tr("units"),
    }


def item_nouns() -> dict[str, tuple[str, str]]:
    """(one, many) for the items of each list a document holds, by the list's key."""
    return {
        "counters": (_tr("counter"), _tr("counters")), "ob_cards": (_tr("OB card"), _tr("OB cards")),
        "units": (_tr("unit"), _tr("units")), "reinforcements": (_tr("reinforcement group"), _tr("reinforcement groups")),
        "columns": (_tr("column"), _tr("columns")), "entries": (_tr("entry"), _tr("entries")),
        "chits": (_tr("chit"), _tr("chits")), "items": (_tr("fortification"), _tr("fortifications")),
        "fortifications": (_tr("fortification"), _tr("fortifications")), "markers": (_tr("marker"), _tr("markers")),
        "cards": (_tr("card"), _tr("cards")), "terrain": (_tr("terrain shape"), _tr("terrain shapes")),
        "levels": (_tr("hill level"), _tr("hill levels")), "lines": (_tr("line"), _tr("lines")),
        "control_points": (_tr("control point"), _tr("control points")), "setup_area": (_tr("hex"), _tr("hexes")),
        "sighting_marker_hexes": (_tr("hex"), _tr("hexes")), "postures": (_tr("posture"), _tr("postures")),
        "nations": (_tr("nation"), _tr("nations")), "house_rules": (_tr("house rule"), _tr("house rules")),
        "exit_points": (_tr("exit point"), _tr("exit points")), "log": (_tr("log entry"), _tr("log entries")),
    }


def table_titles() -> dict[str, str]:
    return {
        "support_table": _tr("Support table"), "leader_table": _tr("Leader table"), "radio_table": _tr("Radio table"),
        "quality_table": _tr("Troop Quality table"), "sides": "", "shapes": "", "generation": _tr("generation record"),
    }


def side_title(side_id: str) -> str:
    return {"japan": _tr("Japan"), "allied": _tr("Allies")}.get(side_id, side_id)


def _words() -> dict[str, str]:
    """Stored id words shown as words (postures, qualities, edges...)."""
    return {
        "attacker": _tr("Attacker"), "defender": _tr("Defender"), "recon": _tr("Recon"), "invader": _tr("Invader"),
        "banzai": _tr("Banzai"), "elite": _tr("elite"), "line": _tr("line"), "green": _tr("green"),
        "top": _tr("top"), "bottom": _tr("bottom"), "left": _tr("left"), "right": _tr("right"),
        "japan": _tr("Japan"), "allied": _tr("Allies"),
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
            text += _tr(" with {weapon}").format(weapon=counter_name(doc, dataset, weapon, nation))
        return text
    weapon = getattr(item, "weapon", None) or getattr(item, "radio", None)
    if isinstance(weapon, str):
        return counter_name(doc, dataset, weapon, nation)
    if hasattr(item, "letter"):
        return str(item.letter)
    if hasattr(item, "roll") and hasattr(item, "entries"):
        return _tr("for roll {roll}").format(roll=item.roll)
    if hasattr(item, "space") and hasattr(item, "units"):
        return _tr("Time space {n}").format(n=item.space)
    kind = getattr(item, "type", None)
    where = getattr(item, "hex", None)
    if kind is not None and where is not None:
        return _tr("{type} in {hex}").format(type=_words().get(str(kind), str(kind).replace("_", " ")), hex=where)
    if where is not None:
        return str(where)
    if kind is not None:
        return str(kind).replace("_", " ")
    if hasattr(item, "number"):
        return str(item.number)
    if hasattr(item, "level"):
        return _tr("level {n}").format(n=item.level)
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
            one = nouns.get(parent_key, (_tr("item"), _tr("items")))[0]
            name = item_name(child, doc, dataset, nation) if child is not None else ""
            if not name:
                name = _tr("#{n}").format(n=int(token) + 1 if token.isdigit() else token)
            out.append(f"{one} {_short(name)}".strip())
        elif isinstance(node, dict):
            if parent_key == "objective_control" or parent_key == "objectives":
                out.append(_tr("objective {n}").format(n=token))
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
        return _tr("Whole document")
    text = SEPARATOR.join(segments(doc, pointer, dataset))
    return text[:1].upper() + text[1:] if text else _tr("Whole document")


# ----------------------------------------------------------------------------- values and edits


def value_text(value: Any, key: str, doc: Any, dataset: DataSet | None, nation: str | None = None) -> str:
    """A stored value in words: names for ids, yes/no, counts of long lists."""
    if value is None or value == "":
        return _tr("nothing")
    if isinstance(value, bool):
        return _tr("yes") if value else _tr("no")
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
        words = _words()
        if value in words:
            return words[value]
        return f"“{_short(value)}”" if key in ("name", "text", "special_rules", "label", "reason") else _short(value.replace("_", " "))
    if isinstance(value, list):
        if key == "years" and len(value) == 2 and all(isinstance(v, int) for v in value):
            return f"{value[0]}–{value[1]}"
        if all(isinstance(v, str) for v in value) and len(value) <= 4:
            return ", ".join(value) if value else _tr("nothing")
        many = item_nouns().get(key, (_tr("item"), _tr("items")))[1]
        return _tr("{n} {things}").format(n=len(value), things=many)
    if isinstance(value, dict) or is_dataclass(value):
        return ""
    return str(value)


def describe_edit(doc: Any, op: str, pointer: str, dataset: DataSet | None = None,
                  old: Any = None, new: Any = None, items: list[Any] | None = None) -> str:
    """One undo step in words. ``op`` is "set", "insert", "remove" or "replace"; ``items`` the
    inserted or removed items. Called before the edit is applied, so ``doc`` still holds the old state."""
    if op == "replace":
        return _tr("Replace the whole document")
    try:
        tokens = pointers.split(pointer)
    except pointers.PointerError:
        tokens = []
    nation = _nation_of(doc, tokens)
    if op in ("insert", "remove"):
        key = tokens[-1] if tokens else ""
        one, many = item_nouns().get(key, (_tr("item"), _tr("items")))
        owner = SEPARATOR.join(segments(doc, pointers.join(*tokens[:-1]), dataset)) if len(tokens) > 1 else ""
        items = items or []
        if len(items) == 1:
            name = _short(item_name(items[0], doc, dataset, nation))
            what = f"{one} {name}".strip()
        else:
            what = _tr("{n} {things}").format(n=len(items), things=many)
        if op == "insert":
            text = _tr("Add {what} to {owner}") if owner else _tr("Add {what}")
        else:
            text = _tr("Remove {what} from {owner}") if owner else _tr("Remove {what}")
        return text.format(what=what, owner=owner)
    # a value set
    key = tokens[-1] if tokens else ""
    if key == "hex" and len(tokens) >= 2 and "units" in tokens:
        unit = pointers.resolve(doc, pointers.join(*tokens[:-1])) if _exists(doc, tokens[:-1]) else None
        name = _short(item_name(unit, doc, dataset, nation, with_weapon=False)) if unit is not None else _tr("unit")
        if new:
            return _tr("Move {unit} to {hex}").format(unit=name, hex=new)
        return _tr("Take {unit} off the map").format(unit=name)
    parts = segments(doc, pointer, dataset)
    field = parts[-1] if parts else _tr("document")
    owner_parts = parts[:-1]
    shown = value_text(new, key, doc, dataset, nation)
    field_lower = field[:1].lower() + field[1:] if field[:1].isupper() and not field[:2].isupper() else field
    if not owner_parts:
        if not shown:
            return _tr("Change {field}").format(field=field_lower)
        return _tr("Set {field} to {value}").format(field=field_lower, value=shown)
    owner = SEPARATOR.join(owner_parts)
    if not shown:
        return _tr("Change {field} of {owner}").format(field=field_lower, owner=owner)
    if len(owner_parts) == 1:
        template = agree(owner, _tr("Set {owner}'s {field} to {value}"), _tr("Set the {owner}' {field} to {value}"))
        return template.format(owner=owner, field=field_lower, value=shown)
    return _tr("Set {field} of {owner} to {value}").format(field=field_lower, owner=owner, value=shown)


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
