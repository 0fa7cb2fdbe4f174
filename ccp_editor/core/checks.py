"""Semantic checks: what a schema cannot say. References resolve, ids are unique, and the rules a
document can break (setup stacking, fortification placement, mines, Banzai, surrender) are caught.

Each check returns ``Finding`` tuples (JSON pointer, message, severity); the I/O layer turns them
into positioned problems. No I/O, no Qt.
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Callable, Iterable
from typing import Any

from ..model.base import Document
from ..model.cardgame import CardGameSave
from ..model.dataset import DataSet, DataSetManifest
from ..model.fatedeck import DECK_SIZE, FateCardSpec, FateDeck
from ..model.forces import (
    FIGURES,
    LEADER_KINDS,
    NEEDED_STATS,
    QUALITY_KINDS,
    SOLDIER_KINDS,
    Counter,
    Forces,
    OBCard,
    RollTable,
)
from ..model.mapdoc import GridSettings, MapDocument
from ..model.playtest import Playtest
from ..model.ruleset import RuleSet
from ..model.scenario import Scenario, ScenarioSide
from ..model.tables import FortificationOB, FortificationPrice, ObjectiveChit, ObjectiveChits
from . import checktext as T
from .findings import Finding
from .hexgrid import HexGrid, HexIdError
from .maphexes import current_hexes
from .rules import (
    SIDES,
    fate_deck_minimum,
    fate_deck_size_problem,
    fortification_problem,
    largest_hand,
    setup_stacking_problem,
    unit_hex_problem,
)
from .wording import article


def _duplicates(values: Iterable[str]) -> set[str]:
    return {v for v, n in Tally(values).items() if n > 1}


def _unique_ids(items: list, attr: str, base: str, what: str) -> list[Finding]:
    dup = _duplicates(getattr(i, attr) for i in items)
    return [
        Finding(f"{base}/{i}/{attr}", T.DUPLICATE.format(what=what, id=repr(getattr(item, attr))))
        for i, item in enumerate(items)
        if getattr(item, attr) in dup
    ]


# ----------------------------------------------------------------------------- rule set


def check_ruleset(rs: RuleSet, ds: DataSet | None = None) -> list[Finding]:
    out = _unique_ids(rs.terrain, "id", "/terrain", "terrain id")
    out += _unique_ids(rs.postures, "id", "/postures", "posture")
    out += _unique_ids(rs.nations, "id", "/nations", "nation")
    out += _unique_ids(rs.house_rules, "key", "/house_rules", "house-rule key")
    ranks = [t.rank for t in rs.terrain if t.kind == "type" and t.rank is not None]
    dup_ranks = _duplicates(str(r) for r in ranks)
    for i, t in enumerate(rs.terrain):
        p = f"/terrain/{i}"
        if t.kind == "type" and t.rank is None:
            out.append(Finding(f"{p}/rank", T.TERRAIN_NEEDS_RANK.format(id=repr(t.id))))
        if t.rank is not None and str(t.rank) in dup_ranks:
            out.append(Finding(f"{p}/rank", T.RANK_SHARED.format(n=t.rank)))
        if t.move == "cost" and t.move_cost is None:
            out.append(Finding(f"{p}/move_cost", T.NO_MOVE_COST.format(id=repr(t.id))))
        if t.los == "hindrance" and not t.hindrance:
            out.append(Finding(f"{p}/hindrance", T.NO_HINDRANCE.format(id=repr(t.id))))
    if not any(t.id == "open_ground" for t in rs.terrain):
        out.append(Finding("/terrain", T.NEEDS_OPEN_GROUND))
    for i, h in enumerate(rs.house_rules):
        p = f"/house_rules/{i}"
        if h.type == "choice" and h.default not in h.choices:
            out.append(Finding(f"{p}/default", T.DEFAULT_NOT_CHOICE.format(id=repr(h.default))))
        if h.type == "bool" and not isinstance(h.default, bool):
            out.append(Finding(f"{p}/default", T.BOOL_DEFAULT))
        if h.type == "int" and (isinstance(h.default, bool) or not isinstance(h.default, int)):
            out.append(Finding(f"{p}/default", T.INT_DEFAULT))
    for i, m in enumerate(rs.mine_strengths):
        if m not in (6, 7, 8):
            out.append(Finding(f"/mine_strengths/{i}", T.MINE_STRENGTH.format(n=m)))
    return out


# ----------------------------------------------------------------------------- forces


def _year_ok(rs: RuleSet | None, year: int) -> bool:
    return rs is None or not rs.years or min(rs.years) <= year <= max(rs.years)


def check_forces(f: Forces, ds: DataSet | None = None) -> list[Finding]:
    rs = ds.ruleset if ds else None
    out = _unique_ids(f.counters, "id", "/counters", "counter id")
    out += _unique_ids(f.ob_cards, "id", "/ob_cards", "OB card id")
    own = {c.id: c for c in f.counters}
    everywhere = ds.counters() if ds else own
    counters = {**everywhere, **own}
    nation = rs.nation(f.nation) if rs else None
    if rs is not None and nation is None:
        out.append(Finding("/nation", T.NATION_NOT_IN_RULESET.format(id=repr(f.nation))))
    if ds is not None:
        for i, c in enumerate(f.counters):
            other = ds.counter_nation(c.id)
            if other is not None and other != f.nation:
                out.append(Finding(f"/counters/{i}/id", T.COUNTER_ID_ELSEWHERE.format(id=repr(c.id), nation=other)))
    factions = {x.id: x.name for x in nation.factions} if nation is not None else None
    for i, c in enumerate(f.counters):
        p = f"/counters/{i}"
        if not c.name.strip():
            out.append(Finding(f"{p}/name", T.COUNTER_NO_NAME))
        missing = [_STAT_WORDS[s] for s in NEEDED_STATS.get(c.kind, ()) if getattr(c.front, s) is None]
        if missing:
            out.append(Finding(f"{p}/front", T.COUNTER_NO_STATS.format(stats=_and(missing))))
        out += _faction(c.faction, factions, f.nation, f"{p}/faction")
        expected = FIGURES.get(c.kind, 0)
        if c.figures != expected:
            template = T.FIGURES_ONE if expected == 1 else T.FIGURES
            out.append(Finding(f"{p}/figures", template.format(kind=article(c.kind), expected=expected, figures=c.figures)))
        if c.kind in QUALITY_KINDS and c.quality is None:
            out.append(Finding(f"{p}/quality", T.NEEDS_QUALITY.format(kind=article(c.kind))))
        if c.kind == "leader" and not isinstance(c.front.command, int):
            out.append(Finding(f"{p}/front/command", T.LEADER_COMMAND))
        if c.kind == "scout" and c.front.command != "M":
            out.append(Finding(f"{p}/front/command", T.SCOUT_COMMAND))
        if c.kind == "sogeki_hei":
            if f.nation != "JP":
                out.append(Finding(f"{p}/kind", T.SOGEKI_JAPANESE))
            if not c.ordnance:
                out.append(Finding(f"{p}/ordnance", T.SOGEKI_ORDNANCE))
        if c.kind in ("squad", "team", "leader", "hero", "scout", "sogeki_hei", "private") and c.back is None:
            out.append(Finding(f"{p}/back", T.NEEDS_BROKEN_SIDE.format(kind=article(c.kind)), "warning"))
        if c.kind == "radio" and c.front.fp is not None and not 8 <= c.front.fp <= 12:
            out.append(Finding(f"{p}/front/fp", T.RADIO_FP.format(fp=c.front.fp)))
        if c.kind != "weapon" and (c.movement_modifier or c.weapon_type):
            out.append(Finding(f"{p}/kind", T.WEAPONS_ONLY))
        if c.years and c.years[0] > c.years[1]:
            out.append(Finding(f"{p}/years", T.FIRST_YEAR_AFTER_LAST))
    for i, ob in enumerate(f.ob_cards):
        p = f"/ob_cards/{i}"
        if not ob.name.strip():
            out.append(Finding(f"{p}/name", T.OB_NO_NAME))
        if not ob.units:
            out.append(Finding(f"{p}/units", T.OB_NO_UNITS))
        out += _faction(ob.faction, factions, f.nation, f"{p}/faction")
        for j, u in enumerate(ob.units):
            out += _unit_with_weapon(u.counter, u.weapon, counters, f"{p}/units/{j}")
        if ob.banzai_force and f.nation != "JP":
            out.append(Finding(f"{p}/banzai_force", T.BANZAI_FORCE_JAPANESE))
        if nation is not None and not nation.surrenders and ob.surrender_space is not None:
            out.append(Finding(f"{p}/surrender_space", T.NEVER_SURRENDERS.format(nation=nation.name)))
        if nation is not None and nation.surrenders and ob.surrender_space is None:
            out.append(Finding(f"{p}/surrender_space", T.ALLIED_SURRENDER_SPACE))
        if ob.years[0] > ob.years[1]:
            out.append(Finding(f"{p}/years", T.FIRST_YEAR_AFTER_LAST))
        if ob.sighting_markers and f.nation != "JP":
            out.append(Finding(f"{p}/sighting_markers", T.SIGHTING_JAPANESE_ONLY))
    out += _check_table(f.support_table, "/support_table", counters, rs, f.nation, "support")
    out += _check_table(f.leader_table, "/leader_table", counters, rs, f.nation, "leader")
    out += _check_table(f.radio_table, "/radio_table", counters, rs, f.nation, "radio")
    out += _check_table(f.quality_table, "/quality_table", counters, rs, f.nation, "quality")
    return out


_STAT_WORDS = {"fp": "FP", "range": "range", "movement": "movement", "morale": "morale", "command": "command"}


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _faction(faction: str | None, factions: dict[str, str] | None, nation: str, pointer: str) -> list[Finding]:
    """A faction must be one the rule set gives the nation (1, 11.3: a nation has its factions)."""
    if faction is None or factions is None or faction in factions:
        return []
    if not factions:
        return [Finding(pointer, T.NO_FACTIONS.format(nation=nation, faction=repr(faction)))]
    names = ", ".join(f"{name} ({key})" for key, name in factions.items())
    return [Finding(pointer, T.NOT_A_FACTION.format(faction=repr(faction), nation=nation, names=names))]


def _called(counter: Counter) -> str:
    """A known counter as a message names it: its name, with the id a table cell holds ("Light Mortar
    (us-light-mortar)"), so the player recognises it and finds the cell."""
    return f"{counter.name} ({counter.id})" if counter.name and counter.name != counter.id else repr(counter.id)


def _unit_with_weapon(counter_id: str, weapon_id: str | None, counters: dict, base: str) -> list[Finding]:
    """A unit reference, and the weapon it carries (5.2: leaders only without a movement penalty, 3.3.5)."""
    out = []
    c = counters.get(counter_id)
    if not counter_id:
        out.append(Finding(f"{base}/counter", T.UNIT_NO_COUNTER))
    elif c is None:
        out.append(Finding(f"{base}/counter", T.UNKNOWN_COUNTER.format(id=repr(counter_id))))
    elif c.kind not in SOLDIER_KINDS:
        out.append(Finding(f"{base}/counter", T.NOT_A_UNIT.format(counter=_called(c), kind=article(c.kind))))
    if weapon_id is not None:
        w = counters.get(weapon_id)
        if w is None:
            out.append(Finding(f"{base}/weapon", T.UNKNOWN_WEAPON.format(id=repr(weapon_id))))
        elif w.kind != "weapon":
            out.append(Finding(f"{base}/weapon", T.NOT_A_WEAPON.format(counter=_called(w), kind=article(w.kind))))
        elif c is not None and c.kind in LEADER_KINDS and w.movement_modifier < 0:
            out.append(Finding(f"{base}/weapon", T.LEADER_WEAPON))
    return out


_ENTRY_WORDS = {"unit": "unit", "sighting_marker": "sighting marker", "radio": "radio", "artillery_denied": "'artillery denied'", "quality": "quality"}


def _check_table(
    table: RollTable, base: str, counters: dict, rs: RuleSet | None, nation: str, what: str
) -> list[Finding]:
    out = []
    seen = _duplicates(str(c.roll) for c in table.columns)
    for i, col in enumerate(table.columns):
        p = f"{base}/columns/{i}"
        if str(col.roll) in seen:
            out.append(Finding(f"{p}/roll", T.ROLL_TWICE.format(roll=col.roll)))
        for j, e in enumerate(col.entries):
            q = f"{p}/entries/{j}"
            if e.year_from > e.year_to:
                out.append(Finding(f"{q}/year_to", T.YEARS_BACKWARDS.format(first=e.year_from, last=e.year_to)))
            for y, key in ((e.year_from, "year_from"), (e.year_to, "year_to")):
                if not _year_ok(rs, y):
                    out.append(Finding(f"{q}/{key}", T.YEAR_OUTSIDE.format(year=y)))
            if e.unit is not None:
                c = counters.get(e.unit)
                if c is None:
                    out.append(Finding(f"{q}/unit", T.UNKNOWN_COUNTER.format(id=repr(e.unit))))
                elif c.kind not in SOLDIER_KINDS:
                    out.append(Finding(f"{q}/unit", T.NOT_A_UNIT.format(counter=_called(c), kind=article(c.kind))))
                elif what == "leader" and c.kind not in LEADER_KINDS:
                    out.append(Finding(f"{q}/unit", T.LEADER_TABLE_LEADERS.format(kind=article(c.kind))))
            if e.weapon is not None:
                w = counters.get(e.weapon)
                if w is None:
                    out.append(Finding(f"{q}/weapon", T.UNKNOWN_WEAPON.format(id=repr(e.weapon))))
                elif w.kind != "weapon":
                    out.append(Finding(f"{q}/weapon", T.NOT_A_WEAPON.format(counter=_called(w), kind=article(w.kind))))
                if e.unit is None:
                    out.append(Finding(f"{q}/weapon", T.SUPPORT_WEAPON_UNIT))
            if e.radio is not None:
                r = counters.get(e.radio)
                if r is None:
                    out.append(Finding(f"{q}/radio", T.UNKNOWN_RADIO.format(id=repr(e.radio))))
                elif r.kind != "radio":
                    out.append(Finding(f"{q}/radio", T.NOT_A_RADIO.format(counter=_called(r), kind=article(r.kind))))
            if e.sighting_marker and nation != "JP":
                out.append(Finding(f"{q}/sighting_marker", T.SIGHTING_JAPANESE_ONLY))
            filled = [
                k
                for k, v in (
                    ("unit", e.unit),
                    ("radio", e.radio),
                    ("sighting_marker", e.sighting_marker or None),
                    ("artillery_denied", e.artillery_denied or None),
                    ("quality", e.quality),
                )
                if v is not None
            ]
            allowed = {
                "support": {"unit", "sighting_marker"},
                "leader": {"unit"},
                "radio": {"radio", "artillery_denied"},
                "quality": {"quality"},
            }[what]
            if not filled:
                out.append(Finding(q, T.ENTRY_INCOMPLETE.format(what=" or ".join(_ENTRY_WORDS[k] for k in sorted(allowed)))))
            elif len(filled) != 1 or filled[0] not in allowed:
                out.append(
                    Finding(q, T.ENTRY_EXACTLY_ONE.format(table=article(what), fields=", ".join(sorted(allowed))))
                )
    return out


# ----------------------------------------------------------------------------- tables


def check_chits(doc: ObjectiveChits, ds: DataSet | None = None) -> list[Finding]:
    out = _unique_ids(doc.chits, "letter", "/chits", "chit letter")
    for i, c in enumerate(doc.chits):
        p = f"/chits/{i}"
        (names,) = ObjectiveChit.WHEN_RULES  # the rule the schema files state too
        if names.applies(c) and c.objective is None:
            out.append(Finding(f"{p}/objective", T.CHIT_NAMES_OBJECTIVE))
        if not names.applies(c) and c.objective is not None:
            out.append(Finding(f"{p}/objective", T.CHIT_NO_OBJECTIVE.format(kind=article(c.kind))))
        if c.kind in ("exit_bonus", "elimination_bonus") and c.has_secret_side:
            out.append(Finding(f"{p}/has_secret_side", T.BONUS_CHITS_OPEN))
    return out


def check_fortification_ob(doc: FortificationOB, ds: DataSet | None = None) -> list[Finding]:
    out = []
    keys = [f"{i.type}:{i.mine_fp}" for i in doc.items]
    dup = _duplicates(keys)
    for i, item in enumerate(doc.items):
        p = f"/items/{i}"
        if keys[i] in dup:
            out.append(Finding(p, T.PRICED_TWICE.format(fortification=item.type)))
        (strength,) = FortificationPrice.WHEN_RULES  # the rule the schema files state too (F104.2)
        if strength.applies(item) and item.mine_fp is None:
            out.append(Finding(f"{p}/mine_fp", T.MINES_PRICE_STRENGTH))
        if not strength.applies(item) and item.mine_fp is not None:
            out.append(Finding(f"{p}/mine_fp", T.ONLY_MINES_STRENGTH))
    return out


def check_fate_deck(doc: FateDeck, ds: DataSet | None = None) -> list[Finding]:
    """A Fate deck: unique card numbers, 72 cards (1.3), and each card-specific value present
    exactly where the rules read it (O28, O31, A45, E50, E54, E60)."""
    out = []
    dup = _duplicates(str(c.number) for c in doc.cards)
    out += [Finding(f"/cards/{i}/number", T.CARD_TWICE.format(card=f"{doc.label}-{c.number}"))
            for i, c in enumerate(doc.cards) if str(c.number) in dup]
    too_small = fate_deck_size_problem(len(doc.cards), largest_hand(ds.ruleset if ds is not None else None))
    if too_small:
        out.append(Finding("/cards", too_small))
    elif len(doc.cards) != DECK_SIZE:
        out.append(Finding("/cards", T.DECK_SIZE.format(n=DECK_SIZE, count=len(doc.cards)), "warning"))
    out += _random_hexes(doc, ds)
    if ds is not None and ds.ruleset is not None and ds.ruleset.nations and ds.ruleset.nation(doc.nation) is None:
        out.append(Finding("/nation", T.UNKNOWN_NATION.format(id=repr(doc.nation))))
    words = {"revive": T.REVIVE_POINTS, "infiltrate": T.INFILTRATE_BOXES, "air_support_from": T.AIR_SUPPORT_FIRST,
             "air_support_to": T.AIR_SUPPORT_LAST, "breezy": T.BREEZY_WIND, "gusts": T.GUSTS_ODD_EVEN,
             "marksmanship": T.MARKSMANSHIP_FACTION}
    for i, c in enumerate(doc.cards):
        for rule in FateCardSpec.WHEN_RULES:  # the rules the schema files state too
            value, message = rule.value(c), words[rule.field]
            if rule.applies(c) and value is None:
                out.append(Finding(f"/cards/{i}/{rule.field}", message))
            elif not rule.applies(c) and value is not None:
                out.append(Finding(f"/cards/{i}/{rule.field}", T.ONLY_WHERE_NEEDED.format(why=message), "warning"))
        if c.air_support_from is not None and c.air_support_to is not None and c.air_support_from > c.air_support_to:
            out.append(Finding(f"/cards/{i}/air_support_to", T.AIR_SUPPORT_BACKWARDS))
        if c.order == "charge" and doc.nation != "JP":
            out.append(Finding(f"/cards/{i}/order", T.CHARGE_JAPANESE))
    return out


def _random_hexes(doc: FateDeck, ds: DataSet | None) -> list[Finding]:
    """Each card's random hex names a hex of a map it can be played on (1.8): of a map of the game
    box, or of the standard map when the box has none yet."""
    maps = list(ds.maps.values()) if ds is not None else []
    grids = [_hex_id_set(m.grid) for m in maps] or [_hex_id_set(GridSettings())]
    out = []
    for i, c in enumerate(doc.cards):
        if not any(c.hex in ids for ids in grids):
            if maps:
                message = T.RANDOM_HEX_OFF_MAPS.format(hex=c.hex)
            else:
                g = GridSettings()
                message = T.RANDOM_HEX_OFF_GRID.format(hex=c.hex, columns=g.columns, rows=g.rows)
            out.append(Finding(f"/cards/{i}/hex", message))
    return out


def scenario_deck_findings(sc: Scenario, ds: DataSet, valid: frozenset[str] | None) -> list[Finding]:
    """The two sides' Fate decks can be played in this scenario: each holds more cards than its
    side's hand (1.1, 1.3, 1.9) and names only hexes of the scenario's map as random hexes (1.8)."""
    out = []
    for side_id in SIDES:
        side = sc.side(side_id)
        deck = ds.fate_decks.get(side.nation)
        if deck is None:
            continue
        if len(deck.cards) < fate_deck_minimum(side.hand_size):
            out.append(Finding(f"/sides/{side_id}/hand_size", T.DECK_TOO_SMALL_FOR_HAND.format(
                nation=side.nation, count=len(deck.cards), hand=side.hand_size, n=fate_deck_minimum(side.hand_size))))
        off = next((c for c in deck.cards if valid is not None and c.hex not in valid), None)
        if off is not None:
            out.append(Finding("/map", T.RANDOM_HEX_OFF_MAP.format(
                card=f"{deck.label}-{off.number}", nation=side.nation, hex=off.hex, map=sc.map)))
    return out


# ----------------------------------------------------------------------------- maps


def check_map(m: MapDocument, ds: DataSet | None = None) -> list[Finding]:
    out: list[Finding] = []
    grid = HexGrid(m.grid)
    rs = ds.ruleset if ds else None
    terrain = rs.terrain_by_id() if rs else {}
    if m.grid.columns > len(m.grid.column_labels):
        out.append(Finding("/grid/column_labels", T.COLUMN_LABELS.format(n=m.grid.columns)))
    if m.grid.rows > len(m.grid.row_labels):
        out.append(Finding("/grid/row_labels", T.ROW_LABELS.format(n=m.grid.rows)))

    def hex_ok(hex_id: str, pointer: str) -> bool:
        if not grid.contains(hex_id):
            out.append(Finding(pointer, T.NOT_A_HEX.format(hex=repr(hex_id))))
            return False
        return True

    for key, h in m.objectives.items():
        hex_ok(h, f"/objectives/{key}")
    dup = _duplicates(m.objectives.values())
    for key, h in m.objectives.items():
        if h in dup:
            out.append(Finding(f"/objectives/{key}", T.OBJECTIVES_SHARE.format(hex=h)))
    missing = [str(n) for n in range(1, 6) if str(n) not in m.objectives]
    if missing:
        template = T.OBJECTIVE_MISSING if len(missing) == 1 else T.OBJECTIVES_MISSING
        out.append(Finding("/objectives", template.format(objectives=", ".join(missing)), "warning"))
    for i, e in enumerate(m.exit_points):
        if hex_ok(e.hex, f"/exit_points/{i}/hex") and e.hex not in grid.edge_hexes(e.edge):
            out.append(Finding(f"/exit_points/{i}/hex", T.EXIT_NOT_ON_EDGE.format(hex=e.hex, edge=e.edge)))
    if len(m.artillery_boxes) == 2:
        a, b = m.artillery_boxes
        opposite = {"top-left": "bottom-right", "bottom-right": "top-left", "top-right": "bottom-left", "bottom-left": "top-right"}
        if opposite[a] != b:
            out.append(Finding("/artillery_boxes", T.ARTILLERY_CORNERS))
    for hex_id, info in m.hexes.items():
        p = f"/hexes/{hex_id}"
        hex_ok(hex_id, p)
        if terrain and info.terrain not in terrain:
            out.append(Finding(f"{p}/terrain", T.UNKNOWN_TERRAIN.format(id=repr(info.terrain))))
        for j, feat in enumerate(info.features):
            if terrain and feat.type not in terrain:
                out.append(Finding(f"{p}/features/{j}/type", T.UNKNOWN_FEATURE.format(id=repr(feat.type))))
    for hex_id, ov in m.overrides.items():
        p = f"/overrides/{hex_id}"
        hex_ok(hex_id, p)
        if terrain and ov.terrain is not None and ov.terrain not in terrain:
            out.append(Finding(f"{p}/terrain", T.UNKNOWN_TERRAIN.format(id=repr(ov.terrain))))
    out += _unique_ids(m.shapes.terrain, "id", "/shapes/terrain", "shape id")
    out += _unique_ids(m.shapes.levels, "id", "/shapes/levels", "shape id")
    out += _unique_ids(m.shapes.lines, "id", "/shapes/lines", "shape id")
    for i, s in enumerate(m.shapes.terrain):
        if terrain and s.type not in terrain:
            out.append(Finding(f"/shapes/terrain/{i}/type", T.UNKNOWN_TERRAIN.format(id=repr(s.type))))
    if m.scan is not None:
        for i, cp in enumerate(m.scan.control_points):
            hex_ok(cp.hex, f"/scan/control_points/{i}/hex")
    from .terrain import geometry_findings  # shapely loads only when a map is checked

    out += geometry_findings(m, ds.ruleset if ds is not None else None)
    return out


# ----------------------------------------------------------------------------- scenarios


def hex_figures(sc: Scenario, counters: dict) -> dict[str, int]:
    """Soldier figures per hex at setup, both sides together (15.2)."""
    figures: dict[str, int] = {}
    for side in (sc.sides.japan, sc.sides.allied):
        for u in side.units:
            if u.hex is None:
                continue
            c = counters.get(u.counter)
            figures[u.hex] = figures.get(u.hex, 0) + (c.figures if c else 0)
    return figures


_HEX_ID_SETS: dict[str, frozenset[str]] = {}


def _hex_id_set(settings: Any) -> frozenset[str]:
    """The hex ids of a grid, worked out once per grid setting (every generated scenario is checked)."""
    key = repr(settings)
    ids = _HEX_ID_SETS.get(key)
    if ids is None:
        if len(_HEX_ID_SETS) > 64:
            _HEX_ID_SETS.clear()
        ids = _HEX_ID_SETS[key] = HexGrid(settings).hex_id_set
    return ids


def check_scenario(sc: Scenario, ds: DataSet | None = None) -> list[Finding]:
    out: list[Finding] = []
    rs = ds.ruleset if ds else None
    counters = ds.counters() if ds else {}
    m = ds.maps.get(sc.map) if ds else None
    if ds is not None and m is None:
        out.append(Finding("/map", T.UNKNOWN_MAP.format(id=repr(sc.map), maps=", ".join(sorted(ds.maps)) or "none")))
    valid = _hex_id_set(m.grid) if m else None
    # what is in each hex now: derived from the map's traced shapes, not its saved cache, so a map
    # traced again since the scenario was placed is what the placements are judged against
    terrain = current_hexes(m, rs) if m else {}
    blazes = {mk.hex for mk in sc.markers if mk.type == "blaze"}
    if rs is not None and not _year_ok(rs, sc.year):
        out.append(Finding("/year", T.YEAR_OUTSIDE.format(year=sc.year)))
    if rs is not None and sc.mine_fp not in rs.mine_strengths:
        out.append(Finding("/mine_fp", T.MINE_STRENGTH_NOT_ONE_OF.format(fp=sc.mine_fp, strengths=rs.mine_strengths)))
    if rs is not None:
        out += _time_track_spaces(sc, rs.time.time_track_spaces)

    def hex_ok(h: str, pointer: str) -> bool:
        if valid is not None and h not in valid:
            out.append(Finding(pointer, T.NOT_A_HEX_OF_MAP.format(hex=repr(h), map=sc.map)))
            return False
        return True

    if ds is not None:
        out += scenario_deck_findings(sc, ds, valid)
    for side_id in SIDES:
        side = sc.side(side_id)
        p = f"/sides/{side_id}"
        nation = rs.nation(side.nation) if rs else None
        if rs is not None and nation is None:
            out.append(Finding(f"{p}/nation", T.UNKNOWN_NATION.format(id=repr(side.nation))))
        elif nation is not None and nation.side != side_id:
            out.append(Finding(f"{p}/nation", T.WRONG_SIDE.format(nation=nation.name, side=side_id)))
        if side.posture == "banzai" and side_id != "japan":
            out.append(Finding(f"{p}/posture", T.BANZAI_JAPANESE))
        if side_id == "japan" and side.surrender_space is not None:
            out.append(Finding(f"{p}/surrender_space", T.JAPAN_NO_SURRENDER))
        posture = rs.posture(side.posture) if rs else None
        if posture is not None and side.hand_size != posture.hand_size:
            out.append(
                Finding(f"{p}/hand_size", T.HAND_SIZE.format(posture=article(posture.name), n=posture.hand_size, hand=side.hand_size), "warning")
            )
        if nation is not None:
            limit = rs.night.discard_limit if (sc.night and rs) else nation.discard_limit
            if side.discard_limit != limit:
                out.append(Finding(f"{p}/discard_limit", T.DISCARD_LIMIT.format(nation=nation.name, n=limit), "warning"))
        if side.sighting_markers and side_id != "japan":
            out.append(Finding(f"{p}/sighting_markers", T.SIGHTING_JAPANESE_ONLY))
        if ds is not None and side.ob is not None:
            forces = ds.forces.get(side.nation)
            card = forces.ob_card(side.ob) if forces is not None else None
            if card is None:
                out.append(Finding(f"{p}/ob", T.UNKNOWN_OB.format(id=repr(side.ob), nation=side.nation)))
            else:
                out += _ob_card_mismatches(side, card, p)
        area = set(side.setup_area)
        for i, h in enumerate(side.setup_area):
            if valid is not None and h not in valid:
                hex_ok(h, f"{p}/setup_area/{i}")
        units = [(f"{p}/units/{i}", u) for i, u in enumerate(side.units)]
        units += [
            (f"{p}/reinforcements/{i}/units/{j}", u)
            for i, r in enumerate(side.reinforcements)
            for j, u in enumerate(r.units)
        ]
        for up, u in units:
            if counters:
                out += _unit_with_weapon(u.counter, u.weapon, counters, up)
            if u.hex is None or not hex_ok(u.hex, f"{up}/hex"):
                continue
            if area and u.hex not in area:
                out.append(Finding(f"{up}/hex", T.OUTSIDE_SETUP_AREA.format(hex=u.hex)))
            severity, why = unit_hex_problem(rs, u.hex, terrain.get(u.hex), blaze=u.hex in blazes,
                                            invader=side.posture == "invader")
            if why:
                out.append(Finding(f"{up}/hex", why, severity))
        for i, h in enumerate(side.sighting_marker_hexes):
            hex_ok(h, f"{p}/sighting_marker_hexes/{i}")
    if counters:
        for h, n in sorted(hex_figures(sc, counters).items()):
            why = setup_stacking_problem(h, n, rs)
            if why:
                out.append(Finding(_first_unit_pointer(sc, h), why))
    # fortifications (F100-F107)
    seen: dict[str, int] = {}
    for i, f in enumerate(sc.fortifications):
        p = f"/fortifications/{i}"
        if not hex_ok(f.hex, f"{p}/hex"):
            continue
        if f.hex in seen:
            out.append(Finding(f"{p}/hex", T.FORTIFICATION_TWICE.format(hex=f.hex)))
        seen.setdefault(f.hex, i)
        info = terrain.get(f.hex) if m else None
        if rs is not None and rs.fortification(f.type) is not None:
            # one rule for checks, generator and board (core.rules); without a map only the owner is known
            why = fortification_problem(rs, f.type, water=bool(info and info.water),
                                        crest=info is None or info.crest, owner=f.owner)
            if why.startswith("water"):
                out.append(Finding(f"{p}/hex", f"{f.hex} is {why}"))
            elif "Crest" in why:
                out.append(Finding(f"{p}/hex", f"{why.removesuffix(' (F102)')}; {f.hex} is not one (F102)"))
            elif why:
                out.append(Finding(f"{p}/owner", why))
    mine_fps = sorted({f.fp if f.fp is not None else sc.mine_fp for f in sc.fortifications if f.type == "mines"})
    if len(mine_fps) > 1 or (mine_fps and mine_fps[0] != sc.mine_fp):
        first = next(i for i, f in enumerate(sc.fortifications) if f.type == "mines" and (f.fp or sc.mine_fp) != sc.mine_fp)
        out.append(
            Finding(f"/fortifications/{first}/fp", T.MIXED_MINES.format(strengths=mine_fps, fp=sc.mine_fp))
        )
    for i, f in enumerate(sc.fortifications):
        if f.fp is not None and f.type != "mines":
            out.append(Finding(f"/fortifications/{i}/fp", T.ONLY_MINES_FP))
    for i, mk in enumerate(sc.markers):
        if hex_ok(mk.hex, f"/markers/{i}/hex") and m is not None:
            info = terrain.get(mk.hex)
            if info is not None and info.water and mk.type in ("smoke", "blaze"):
                out.append(Finding(f"/markers/{i}/hex", T.NO_MARKER_IN_WATER.format(marker=mk.type)))
    # objectives and chits
    chits = ds.chits if ds else None
    letters = [*sc.objective_chits.open, *sc.objective_chits.secret_japan, *sc.objective_chits.secret_allied]
    for letter in _duplicates(letters):
        out.append(Finding("/objective_chits", T.CHIT_TWICE.format(chit=letter)))
    if chits is not None:
        for key in ("open", "secret_japan", "secret_allied"):
            for i, letter in enumerate(getattr(sc.objective_chits, key)):
                chit = chits.chit(letter)
                if chit is None:
                    out.append(Finding(f"/objective_chits/{key}/{i}", T.UNKNOWN_CHIT.format(id=repr(letter))))
                elif key != "open" and not chit.has_secret_side:
                    out.append(
                        Finding(f"/objective_chits/{key}/{i}", T.CHIT_NOT_SECRET.format(chit=letter))
                    )
    for key in sc.objective_control:
        if m is not None and key not in m.objectives:
            out.append(Finding(f"/objective_control/{key}", T.NO_OBJECTIVE.format(map=sc.map, n=key), "warning"))
    return out


def _ob_card_mismatches(side: ScenarioSide, card: OBCard, p: str) -> list[Finding]:
    """The OB stats marker takes its values from the side's OB card (11.3): the Order Limit (12.1), a
    fixed quality and, for a Banzai Force, the Banzai posture with Line quality (17.2, RSG step 7).
    An Allied card names no quality (the Allies roll theirs, RSG step 2)."""
    out = []
    if side.order_limit != card.order_limit:
        out.append(Finding(f"{p}/order_limit", T.OB_ORDER_LIMIT.format(card=repr(card.name), n=card.order_limit,
                                                                      limit=side.order_limit), "warning"))
    quality = "line" if card.banzai_force else card.quality
    if quality is not None and side.quality != quality:
        why = "a Banzai Force is Line (17.2, RSG step 7)" if card.banzai_force else "11.3"
        out.append(Finding(f"{p}/quality", T.OB_QUALITY.format(card=repr(card.name), quality=quality, side_quality=side.quality, why=why), "warning"))
    if card.banzai_force and side.posture != "banzai":
        out.append(Finding(f"{p}/posture", T.OB_BANZAI.format(card=repr(card.name), posture=side.posture), "warning"))
    elif not card.banzai_force and side.posture == "banzai":
        out.append(Finding(f"{p}/posture", T.OB_NOT_BANZAI.format(card=repr(card.name)), "warning"))
    return out


def _time_track_spaces(sc: Scenario, last: int) -> list[Finding]:
    """Markers and reinforcements a scenario puts on the Time Track must be on it (0 to its last space)."""
    out = []
    for key in ("time_start", "sudden_death_space"):
        value = getattr(sc, key)
        if value > last:
            out.append(Finding(f"/{key}", T.PAST_TIME_TRACK.format(space=value, last=last)))
    for side_id in SIDES:
        for i, r in enumerate(sc.side(side_id).reinforcements):
            if r.space > last:
                out.append(Finding(f"/sides/{side_id}/reinforcements/{i}/space", T.PAST_TIME_TRACK.format(space=r.space, last=last)))
    return out


def _first_unit_pointer(sc: Scenario, hex_id: str) -> str:
    for side_id in SIDES:
        for i, u in enumerate(sc.side(side_id).units):
            if u.hex == hex_id:
                return f"/sides/{side_id}/units/{i}/hex"
    return "/sides"


# ----------------------------------------------------------------------------- playtest, data set


def check_playtest(pt: Playtest, ds: DataSet | None = None) -> list[Finding]:
    out = [Finding(f"/scenario{f.pointer}", f.message, f.severity) for f in check_scenario(pt.scenario, ds)
           if "figures at setup" not in f.message]
    out += _unique_ids(pt.pieces, "id", "/pieces", "piece id")
    ids = {p.id for p in pt.pieces}
    counters = ds.counters() if ds else {}
    m = ds.maps.get(pt.scenario.map) if ds else None
    grid = HexGrid(m.grid) if m else None
    for i, piece in enumerate(pt.pieces):
        p = f"/pieces/{i}"
        if counters and piece.counter not in counters:
            out.append(Finding(f"{p}/counter", T.UNKNOWN_COUNTER.format(id=repr(piece.counter))))
        if piece.location == "map" and piece.hex is None:
            out.append(Finding(f"{p}/hex", T.PIECE_NEEDS_HEX))
        if piece.hex is not None and grid is not None:
            try:
                grid.offset(piece.hex)
            except HexIdError:
                out.append(Finding(f"{p}/hex", T.NOT_A_HEX_OF_MAP.format(hex=repr(piece.hex), map=pt.scenario.map)))
        if piece.weapon is not None and piece.weapon not in ids:
            out.append(Finding(f"{p}/weapon", T.UNKNOWN_WEAPON_PIECE.format(id=repr(piece.weapon))))
    for key in ("casualties_japan", "casualties_allied"):
        for i, pid in enumerate(getattr(pt.tracks, key)):
            if pid not in ids:
                out.append(Finding(f"/tracks/{key}/{i}", T.UNKNOWN_PIECE.format(id=repr(pid))))
    rs = ds.ruleset if ds else None
    if rs is not None:
        out += _track_ranges(pt, rs)
    return out


def check_card_game(save: CardGameSave, ds: DataSet | None = None) -> list[Finding]:
    """The scenario of a card game save, checked as a playtest's is; the answers are checked by
    giving them again (``play.hotseat``), since only the game knows each question's options."""
    return [Finding(f"/scenario{f.pointer}", f.message, f.severity) for f in check_scenario(save.scenario, ds)
            if "figures at setup" not in f.message]


def _track_ranges(pt: Playtest, rs: RuleSet) -> list[Finding]:
    """Time and Sudden Death markers on the rule set's Time Track (0 to its last space)."""
    out = []
    last = rs.time.time_track_spaces
    for key in ("time", "sudden_death_space"):
        value = getattr(pt.tracks, key)
        if value > last:
            out.append(Finding(f"/tracks/{key}", T.PAST_TIME_TRACK.format(space=value, last=last)))
    return out


def check_manifest(doc: DataSetManifest, ds: DataSet | None = None) -> list[Finding]:
    return []


CHECKS: dict[str, Callable[[Document, DataSet | None], list[Finding]]] = {
    "ruleset": check_ruleset,  # type: ignore[dict-item]
    "forces": check_forces,  # type: ignore[dict-item]
    "objective_chits": check_chits,  # type: ignore[dict-item]
    "fortification_ob": check_fortification_ob,  # type: ignore[dict-item]
    "fate_deck": check_fate_deck,  # type: ignore[dict-item]
    "map": check_map,  # type: ignore[dict-item]
    "scenario": check_scenario,  # type: ignore[dict-item]
    "playtest": check_playtest,  # type: ignore[dict-item]
    "card_game": check_card_game,  # type: ignore[dict-item]
    "dataset": check_manifest,  # type: ignore[dict-item]
}


def check_document(doc: Document, ds: DataSet | None = None) -> list[Finding]:
    return CHECKS[doc.KIND](doc, ds)
