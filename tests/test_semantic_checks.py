"""One failing case for every semantic check: the rules and references a schema cannot express."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from ccp_editor.core.checks import check_document
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.model import DOCUMENT_CLASSES, HexInfo, MapDocument, from_data, to_data
from ccp_editor.model.dataset import DataSet

HEXES = [f"{c}{r}" for c in "ABCDEFGHIJKLMNO" for r in range(1, 11)]


def _stats(**kw: Any) -> dict[str, Any]:
    return {"fp": 2, "range": 4, "movement": 4, "morale": 8, **kw}


JP = {
    "kind": "forces",
    "format": 1,
    "id": "jp-test",
    "name": "Test Japan",
    "nation": "JP",
    "provenance": "user",
    "counters": [
        {"id": "jp-sq", "name": "Squad", "kind": "squad", "quality": "line", "figures": 4, "front": _stats(), "back": _stats(fp=1)},
        {"id": "jp-tm", "name": "Team", "kind": "team", "quality": "line", "figures": 2, "front": _stats(), "back": _stats(fp=1)},
        {"id": "jp-ldr", "name": "Leader", "kind": "leader", "figures": 1, "front": _stats(command=1), "back": _stats(command=0)},
        {"id": "jp-mg", "name": "MG", "kind": "weapon", "weapon_type": "mg", "front": {"fp": 5, "range": 8}},
        {"id": "jp-hmg", "name": "HMG", "kind": "weapon", "weapon_type": "mg", "movement_modifier": -1, "front": {"fp": 7, "range": 12}},
        {"id": "jp-radio", "name": "Radio", "kind": "radio", "front": {"fp": 10}},
    ],
    "ob_cards": [
        {
            "id": "jp-ob1",
            "name": "Rifle company",
            "point_value": 4,
            "order_limit": 3,
            "initiative": 2,
            "units": [{"counter": "jp-sq", "count": 3, "weapon": "jp-mg"}, {"counter": "jp-ldr"}],
        }
    ],
    "support_table": {
        "dice": "2d6",
        "columns": [{"roll": 7, "entries": [{"unit": "jp-sq", "weapon": "jp-mg", "vp_cost": 2, "year_from": 1942, "year_to": 1944}]}],
    },
    "radio_table": {"columns": [{"roll": 7, "entries": [{"radio": "jp-radio", "vp_cost": 2}]}]},
}

US = {
    "kind": "forces",
    "format": 1,
    "id": "us-test",
    "name": "Test US",
    "nation": "US",
    "provenance": "user",
    "counters": [
        {"id": "us-sq", "name": "Squad", "kind": "squad", "quality": "line", "figures": 4, "front": _stats(), "back": _stats(fp=1)},
    ],
    "ob_cards": [
        {
            "id": "us-ob1",
            "name": "Rifle company",
            "point_value": 4,
            "order_limit": 3,
            "initiative": 2,
            "surrender_space": 6,
            "units": [{"counter": "us-sq", "count": 3}],
        }
    ],
}

CHITS = {
    "kind": "objective_chits",
    "format": 1,
    "id": "c",
    "name": "Chits",
    "provenance": "user",
    "chits": [
        {"letter": "A", "kind": "single", "objective": 1, "vp": 2},
        {"letter": "B", "kind": "all", "vp": 1},
        {"letter": "Y", "kind": "exit_bonus", "has_secret_side": False},
    ],
}

FORT_OB = {
    "kind": "fortification_ob",
    "format": 1,
    "id": "f",
    "name": "Forts",
    "provenance": "user",
    "items": [{"type": "foxholes", "vp_cost": 1, "max_count": 4}, {"type": "mines", "vp_cost": 2, "max_count": 3, "mine_fp": 7}],
}


def _side(nation: str, edge: str, posture: str, hand: int, discard: int, units: list, area: list, **kw: Any) -> dict:
    return {
        "nation": nation,
        "edge": edge,
        "posture": posture,
        "quality": "line",
        "order_limit": 3,
        "hand_size": hand,
        "discard_limit": discard,
        "units": units,
        "setup_area": area,
        **kw,
    }


SCENARIO = {
    "kind": "scenario",
    "format": 1,
    "id": "s",
    "name": "Scenario",
    "provenance": "user",
    "map": "test-map",
    "year": 1943,
    "sudden_death_space": 5,
    "sides": {
        "japan": _side(
            "JP",
            "top",
            "defender",
            4,
            3,
            [{"counter": "jp-sq", "hex": "C3", "weapon": "jp-mg"}, {"counter": "jp-ldr", "hex": "C3"}],
            [h for h in HEXES if int(h[1:]) <= 8],
            ob="jp-ob1",
        ),
        "allied": _side(
            "US", "bottom", "attacker", 6, 5, [{"counter": "us-sq", "hex": "C10"}], [h for h in HEXES if int(h[1:]) >= 9], surrender_space=6
        ),
    },
    "objective_chits": {"open": ["B"], "secret_japan": ["A"]},
    "fortifications": [{"type": "foxholes", "hex": "D4"}, {"type": "cave", "hex": "F5"}],
}


def _map() -> MapDocument:
    hexes = {h: HexInfo(terrain="open_ground") for h in HEXES}
    hexes["E5"] = HexInfo(terrain="stream", water=True)
    hexes["F5"] = HexInfo(terrain="open_ground", level=1, crest=True, crest_levels=[0, 1])
    return MapDocument(kind="map", format=1, id="test-map", name="Test map", provenance="user", hexes=hexes,
                       objectives={"1": "C3", "2": "H5", "3": "K8", "4": "M2", "5": "B9"})


@pytest.fixture(scope="module")
def ds() -> DataSet:
    d = DataSet()
    d.ruleset = builtin_ruleset()
    d.forces = {"JP": from_data(DOCUMENT_CLASSES["forces"], JP), "US": from_data(DOCUMENT_CLASSES["forces"], US)}
    d.chits = from_data(DOCUMENT_CLASSES["objective_chits"], CHITS)
    d.fortification_ob = from_data(DOCUMENT_CLASSES["fortification_ob"], FORT_OB)
    m = _map()
    d.maps = {m.id: m}
    return d


BASES = {"forces": JP, "scenario": SCENARIO, "objective_chits": CHITS, "fortification_ob": FORT_OB, "map": to_data(_map())}


def _findings(ds: DataSet, kind: str, mutate: Callable[[dict], None] | None = None) -> list:
    data = copy.deepcopy(BASES[kind])
    if mutate:
        mutate(data)
    doc = from_data(DOCUMENT_CLASSES[kind], data)
    return check_document(doc, ds)


@pytest.mark.parametrize("kind", sorted(BASES))
def test_the_base_documents_are_clean(ds: DataSet, kind: str) -> None:
    assert [f for f in _findings(ds, kind) if f.severity == "error"] == []


def _set(path: str, value: Any) -> Callable[[dict], None]:
    def apply(data: dict) -> None:
        *parents, last = path.strip("/").split("/")
        node: Any = data
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return apply


def _append(path: str, value: Any) -> Callable[[dict], None]:
    def apply(data: dict) -> None:
        node: Any = data
        for p in path.strip("/").split("/"):
            node = node[int(p)] if isinstance(node, list) else node[p]
        node.append(copy.deepcopy(value))

    return apply


CASES = [
    # (id, kind, mutation, pointer, message fragment)
    ("duplicate counter id", "forces", _set("/counters/1/id", "jp-sq"), "/counters/1/id", "duplicate counter id"),
    ("unknown OB counter", "forces", _set("/ob_cards/0/units/0/counter", "jp-ghost"), "/ob_cards/0/units/0/counter", "unknown counter"),
    ("OB weapon is not a weapon", "forces", _set("/ob_cards/0/units/0/weapon", "jp-tm"), "/ob_cards/0/units/0/weapon", "not a weapon"),
    ("leader with heavy weapon", "forces", _set("/ob_cards/0/units/1/weapon", "jp-hmg"), "/ob_cards/0/units/1/weapon", "negative movement"),
    ("support names unknown unit", "forces", _set("/support_table/columns/0/entries/0/unit", "jp-nobody"), "/support_table/columns/0/entries/0/unit", "unknown counter"),
    ("support year outside rules", "forces", _set("/support_table/columns/0/entries/0/year_to", 1949), "/support_table/columns/0/entries/0/year_to", "outside the rule set's years"),
    ("support years backwards", "forces", _set("/support_table/columns/0/entries/0/year_from", 1945), "/support_table/columns/0/entries/0/year_to", "run backwards"),
    ("support weapon without unit", "forces", _set("/support_table/columns/0/entries/0/unit", None), "/support_table/columns/0/entries/0/weapon", "goes with the unit"),
    ("radio entry not a radio", "forces", _set("/radio_table/columns/0/entries/0/radio", "jp-mg"), "/radio_table/columns/0/entries/0/radio", "not a radio"),
    ("wrong figures", "forces", _set("/counters/0/figures", 3), "/counters/0/figures", "4 figure"),
    ("Japanese surrender space", "forces", _set("/ob_cards/0/surrender_space", 5), "/ob_cards/0/surrender_space", "never surrenders"),
    ("banzai OB not japanese", "forces", lambda d: (d.update(nation="US"), d["ob_cards"][0].update(banzai_force=True)), "/ob_cards/0/banzai_force", "Banzai"),
    ("duplicate chit letter", "objective_chits", _set("/chits/1/letter", "A"), "/chits/1/letter", "duplicate chit letter"),
    ("single chit without objective", "objective_chits", _set("/chits/0/objective", None), "/chits/0/objective", "names its objective"),
    ("mines without strength", "fortification_ob", _set("/items/1/mine_fp", None), "/items/1/mine_fp", "6, 7 or 8"),
    ("unknown map hex objective", "map", _set("/objectives/1", "Z99"), "/objectives/1", "not a hex of this map"),
    ("exit point off its edge", "map", _set("/exit_points", [{"hex": "C5", "edge": "top", "value": 2}]), "/exit_points/0/hex", "not on the top edge"),
    ("unknown terrain in cache", "map", _set("/hexes/A1/terrain", "lava"), "/hexes/A1/terrain", "unknown terrain"),
    ("artillery boxes not opposite", "map", _set("/artillery_boxes", ["top-left", "top-right"]), "/artillery_boxes", "opposite corners"),
    ("unknown map", "scenario", _set("/map", "nowhere"), "/map", "unknown map"),
    ("unknown counter in scenario", "scenario", _set("/sides/japan/units/0/counter", "jp-ghost"), "/sides/japan/units/0/counter", "unknown counter"),
    ("hex not on map", "scenario", _set("/sides/japan/units/0/hex", "Q1"), "/sides/japan/units/0/hex", "not a hex of map"),
    ("unit outside setup area", "scenario", _set("/sides/allied/units/0/hex", "C2"), "/sides/allied/units/0/hex", "outside the side's setup area"),
    ("overstacking at setup", "scenario", _append("/sides/japan/units", {"counter": "jp-sq", "hex": "C3"}), "/sides/japan/units/0/hex", "more than 7 (15.2.3)"),
    ("second fortification in a hex", "scenario", _append("/fortifications", {"type": "wire", "hex": "D4"}), "/fortifications/2/hex", "already has a fortification"),
    ("fortification in water", "scenario", _set("/fortifications/0/hex", "E5"), "/fortifications/0/hex", "water terrain"),
    ("cave outside crest", "scenario", _set("/fortifications/1/hex", "D6"), "/fortifications/1/hex", "Crest hex"),
    ("cave not Japanese", "scenario", _set("/fortifications/1/owner", "allied"), "/fortifications/1/owner", "Japanese only"),
    ("mixed mine FP", "scenario", _set("/fortifications", [{"type": "mines", "hex": "D4", "fp": 6}, {"type": "mines", "hex": "D5", "fp": 8}]), "/fortifications/1/fp", "mixed mine strengths"),
    ("banzai for the Allies", "scenario", _set("/sides/allied/posture", "banzai"), "/sides/allied/posture", "Japanese posture only"),
    ("Japanese surrender space in scenario", "scenario", _set("/sides/japan/surrender_space", 4), "/sides/japan/surrender_space", "never surrenders"),
    ("weapon not a weapon in scenario", "scenario", _set("/sides/japan/units/0/weapon", "jp-ldr"), "/sides/japan/units/0/weapon", "not a weapon"),
    ("unknown chit", "scenario", _set("/objective_chits/open", ["Q"]), "/objective_chits/open/0", "unknown chit"),
    ("secret chit without secret side", "scenario", _set("/objective_chits/secret_allied", ["Y"]), "/objective_chits/secret_allied/0", "must be played open"),
    ("chit drawn twice", "scenario", _set("/objective_chits/secret_allied", ["B"]), "/objective_chits", "drawn twice"),
    ("unknown OB card", "scenario", _set("/sides/japan/ob", "jp-ob9"), "/sides/japan/ob", "unknown OB card"),
    ("wrong nation for side", "scenario", _set("/sides/japan/nation", "US"), "/sides/japan/nation", "does not fight on the japan side"),
    ("year outside rule set", "scenario", _set("/year", 1948), "/year", "outside the rule set's years"),
    ("sighting markers for the Allies", "scenario", _set("/sides/allied/sighting_markers", 2), "/sides/allied/sighting_markers", "Japanese only"),
]


@pytest.mark.parametrize(("kind", "mutate", "pointer", "fragment"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_semantic_check_fires(ds: DataSet, kind: str, mutate, pointer: str, fragment: str) -> None:
    findings = _findings(ds, kind, mutate)
    hits = [f for f in findings if f.pointer == pointer and fragment in f.message]
    assert hits, f"expected {pointer}: ...{fragment}... in {findings}"


def test_ruleset_checks() -> None:
    rs = copy.deepcopy(builtin_ruleset())
    types = [t for t in rs.terrain if t.kind == "type"]
    types[1].rank = types[0].rank
    rs.mine_strengths = [6, 9]
    choice = next(h for h in rs.house_rules if h.type == "choice")
    choice.default = "no-such-choice"
    rs.terrain = [t for t in rs.terrain if t.id != "open_ground"]
    messages = [f.message for f in check_document(rs, None)]
    assert any("hierarchy must be a strict order" in m for m in messages)
    assert any("mine strength 9" in m for m in messages)
    assert any("is not one of the choices" in m for m in messages)
    assert any("needs 'open_ground'" in m for m in messages)
    assert check_document(builtin_ruleset(), None) == []


def test_a_counter_of_the_wrong_kind_is_named_with_its_id(ds: DataSet) -> None:
    """The message names the counter as players know it, with the id the cell holds to find it."""
    findings = _findings(ds, "scenario", _set("/sides/japan/units/0/weapon", "jp-ldr"))
    hit = next(f for f in findings if f.pointer == "/sides/japan/units/0/weapon")
    assert hit.message == "Leader (jp-ldr) is a leader, not a weapon"
