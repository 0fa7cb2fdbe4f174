"""``generate``: one random scenario from a data set, a seed, house-rule options and a decider.

Same data set + options + seed (+ the same answers) -> the same scenario, byte for byte: all
randomness flows from ``random.Random(seed)`` (dice, chits, pre-step draws) and, for the auto
decider, from its own ``random.Random`` seeded from the same seed; nothing iterates a set.
"""

from __future__ import annotations

import random
from typing import Any

from .. import __version__
from ..model.base import FORMAT_VERSION
from ..model.dataset import DataSet
from ..model.scenario import Generation, Reinforcement, Scenario, ScenarioSide, Sides, UnitPlacement
from .context import RsgData, RsgError, prepare, resolve_options
from .deciders import AutoDecider, Decider
from .steps import (
    STEPS,
    GenState,
    fixed_allied,
    pre_allied_nation,
    pre_map,
    pre_orientation,
    pre_player_one,
    pre_year,
)

__all__ = ["RsgError", "auto_decider", "generate", "generate_state"]


def auto_decider(seed: int) -> AutoDecider:
    """The default decider of a seed: its own RNG, so scripted answers never shift the dice."""
    return AutoDecider(random.Random(f"ccp-rsg-auto:{seed}"))


def generate_state(
    data: RsgData | DataSet,
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    decider: Decider | None = None,
    map_id: str | None = None,
    year: int | None = None,
    allied: str | None = None,
) -> GenState:
    """Run the pre-steps and steps 1-15; the finished state (``generate`` turns it into a Scenario)."""
    if isinstance(data, DataSet):
        data = prepare(data)
    overrides = dict(options or {})
    if allied is not None:
        if allied not in data.allied_ids:
            raise RsgError(f"unknown Allied nation {allied!r} (the data set has: {', '.join(data.allied_ids)})")
        overrides["allied_nation"] = allied  # recorded as the house rule it fixes
    opts = resolve_options(data.ruleset, overrides) if overrides else data.default_options
    st = GenState(data, seed, opts, decider or auto_decider(seed), random.Random(seed))
    nation = fixed_allied(st, allied)
    pre_map(st, map_id)
    pre_orientation(st)
    pre_year(st, year, nation)
    pre_allied_nation(st, nation)
    pre_player_one(st)
    for step in STEPS:
        step(st)
    return st


def generate(
    data: RsgData | DataSet,
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    decider: Decider | None = None,
    map_id: str | None = None,
    year: int | None = None,
    allied: str | None = None,
) -> Scenario:
    """A complete generated scenario. Bad input (unknown map, option, year or nation; an answer that
    is not offered) raises RsgError with a one-line message."""
    st = generate_state(data, seed, options=options, decider=decider, map_id=map_id, year=year, allied=allied)
    return build_scenario(st)


def _side(st: GenState, s: str) -> ScenarioSide:
    side = st.sides[s]
    on_track = {i for idxs in side.on_track.values() for i in idxs}
    boxed = {i for idxs in side.infiltration.values() for i in idxs}
    units = [
        UnitPlacement(counter=c, weapon=w, hex=side.placements.get(i))
        for i, (c, w) in enumerate(side.units)
        if i not in on_track and i not in boxed
    ]
    # An Infiltration Box holds each unit followed by its weapon, if any (O28.1c, O28.2b).
    infiltration = {
        box: [cid for i in idxs for cid in (side.units[i][0], side.units[i][1]) if cid is not None]
        for box, idxs in side.infiltration.items()
    }
    spaces = sorted(set(side.on_track) | set(side.sighting_track))
    reinforcements = [
        Reinforcement(
            space=sp,
            units=[UnitPlacement(counter=side.units[i][0], weapon=side.units[i][1]) for i in side.on_track.get(sp, [])],
            sighting_markers=side.sighting_track.get(sp, 0),
        )
        for sp in spaces
    ]
    assert side.nation is not None and side.ob is not None
    return ScenarioSide(
        nation=side.nation.id,
        edge=side.edge,  # type: ignore[arg-type]
        posture=side.posture,  # type: ignore[arg-type]
        quality=side.quality,  # type: ignore[arg-type]
        order_limit=side.order_limit,
        hand_size=side.hand_size,
        discard_limit=side.discard_limit,
        initiative=side.initiative,
        surrender_space=side.surrender if s == "allied" else None,
        ob=side.ob.id,
        units=units,
        reinforcements=reinforcements,
        sighting_markers=len(side.sighting_hexes),
        sighting_marker_hexes=list(side.sighting_hexes),
        setup_area=list(side.setup_area),
        infiltration=infiltration,
    )


def build_scenario(st: GenState) -> Scenario:
    data = st.data
    plan = st.plan
    demo = " (demo data)" if data.provenance == "demo" else ""
    return Scenario(
        kind="scenario",
        format=FORMAT_VERSION,
        id=f"rsg-{plan.id}-{st.seed}",
        name=f"Random scenario {st.seed}: {plan.doc.name}, {st.year}{demo}",
        provenance="generated",
        map=plan.id,
        year=st.year,
        sides=Sides(japan=_side(st, "japan"), allied=_side(st, "allied")),
        sudden_death_space=st.sudden_death,
        orientation=st.orientation,  # type: ignore[arg-type]
        rotation=st.rotation,  # type: ignore[arg-type]
        night=st.night,
        vp_start=st.vp,
        time_start=st.time_start,
        mine_fp=st.mine_fp,
        first_player=st.first_player,  # type: ignore[arg-type]
        initiative_holder=st.initiative_holder or st.first_player,  # type: ignore[arg-type]
        objective_chits=st.chits,
        objective_control=dict(st.objective_control),  # type: ignore[arg-type]
        fortifications=list(st.fortifications),
        generation=Generation(
            data_set=data.data_set_id,
            data_set_provenance=data.provenance,  # type: ignore[arg-type]
            generator_version=__version__,
            seed=st.seed,
            dice=st.options.get("dice", "fate_deck"),  # type: ignore[arg-type]
            options=dict(st.options),
            log=st.log,
        ),
    )
