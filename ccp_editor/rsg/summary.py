"""The ``--summary-json`` object: one generated scenario in one flat, stable JSON shape.

Keys and their order are fixed (``SUMMARY_KEYS``, ``SIDE_KEYS``); tools and tests rely on them.
"""

from __future__ import annotations

import json
from typing import Any

from ..model.scenario import LogEntry, Scenario, ScenarioSide
from .stepwise import vp_move_text

SUMMARY_KEYS = (
    "seed",
    "data_set",
    "map",
    "orientation",
    "rotation",
    "year",
    "night",
    "vp",
    "time_start",
    "sudden_death_space",
    "first_player",
    "initiative_holder",
    "mine_fp",
    "objectives",
    "objective_control",
    "fortifications",
    "sides",
    "log",
)
SIDE_KEYS = (
    "nation",
    "edge",
    "posture",
    "quality",
    "order_limit",
    "initiative",
    "hand_size",
    "discard_limit",
    "ob",
    "units",
    "sighting_markers",
    "surrender_space",
    "setup_area",
    "reinforcements",
    "infiltrators",
)
LOG_KEYS = ("step", "rule", "actor", "cards", "offered", "choice", "vp_before", "vp_after", "text")
POSTURE_NAMES = {
    "invader": "Invader",
    "attacker": "Attacker",
    "recon": "Recon",
    "defender": "Defender",
    "banzai": "Banzai",
}


def side_summary(side: ScenarioSide, side_id: str, weapons: frozenset[str] = frozenset()) -> dict[str, Any]:
    """One side's summary. ``weapons``: counter ids that are weapons, so ``infiltrators`` lists the
    units in the Infiltration Boxes without the weapons they carry (O28.1c)."""
    reinforcements: dict[str, list[str]] = {}
    markers = side.sighting_markers
    for r in side.reinforcements:
        reinforcements.setdefault(str(r.space), []).extend(u.counter for u in r.units)
        markers += r.sighting_markers
    return {
        "nation": side.nation,
        "edge": side.edge,
        "posture": POSTURE_NAMES.get(side.posture, side.posture),
        "quality": side.quality,
        "order_limit": side.order_limit,
        "initiative": side.initiative,
        "hand_size": side.hand_size,
        "discard_limit": side.discard_limit,
        "ob": side.ob,
        "units": [u.counter for u in side.units],
        "sighting_markers": markers,
        "surrender_space": side.surrender_space if side_id == "allied" else None,
        "setup_area": list(side.setup_area),
        "reinforcements": reinforcements,
        "infiltrators": [cid for _box, ids in sorted(side.infiltration.items()) for cid in ids if cid not in weapons],
    }


def log_summary(entry: LogEntry) -> dict[str, Any]:
    return {
        "step": entry.step,
        "rule": entry.rule,
        "actor": entry.actor,
        "cards": [list(c) for c in entry.cards],
        "offered": list(entry.offered),
        "choice": entry.choice,
        "vp_before": entry.vp_before,
        "vp_after": entry.vp_after,
        "text": entry.text,
    }


def summary(sc: Scenario, weapons: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The summary object of a generated scenario (keys exactly ``SUMMARY_KEYS``); ``weapons``: the
    data set's weapon counter ids (see ``side_summary``)."""
    gen = sc.generation
    chits = sc.objective_chits
    return {
        "seed": gen.seed if gen else None,
        "data_set": gen.data_set if gen else None,
        "map": sc.map,
        "orientation": sc.orientation,
        "rotation": sc.rotation,
        "year": sc.year,
        "night": sc.night,
        "vp": sc.vp_start,
        "time_start": sc.time_start,
        "sudden_death_space": sc.sudden_death_space,
        "first_player": sc.first_player,
        "initiative_holder": sc.initiative_holder,
        "mine_fp": sc.mine_fp,
        "objectives": {
            "open": list(chits.open),
            "secret": {"japan": list(chits.secret_japan), "allied": list(chits.secret_allied)},
        },
        "objective_control": dict(sorted(sc.objective_control.items())),
        "fortifications": [{"type": f.type, "hex": f.hex, "fp": f.fp} for f in sc.fortifications],
        "sides": {
            "japan": side_summary(sc.sides.japan, "japan", weapons),
            "allied": side_summary(sc.sides.allied, "allied", weapons),
        },
        "log": [log_summary(e) for e in (gen.log if gen else [])],
    }


def summary_line(sc: Scenario, weapons: frozenset[str] = frozenset()) -> str:
    """One line of JSON (stable key order, no spaces to spare)."""
    return json.dumps(summary(sc, weapons), separators=(",", ":"), ensure_ascii=False)


def weapon_ids(counters: dict[str, Any]) -> frozenset[str]:
    """The ids of the counters that are carried rather than units (weapons, radios, aircraft)."""
    return frozenset(cid for cid, c in counters.items() if c.kind in ("weapon", "radio", "aircraft"))


def format_log(sc: Scenario) -> str:
    """The step-by-step log as text a player can follow at the table."""
    gen = sc.generation
    lines = [f"# {sc.name}"]
    for e in gen.log if gen else []:
        cards = " ".join(f"[{w}/{c}]" for w, c in e.cards)
        vp = f"  VP {vp_move_text(e.vp_before, e.vp_after)}" if e.vp_before is not None and e.vp_after is not None else ""
        lines.append(f"{e.rule:<28} {e.step:<20} {cards + ' ' if cards else ''}{e.text}{vp}")
    return "\n".join(lines)
