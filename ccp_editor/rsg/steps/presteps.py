"""Pre-steps: map, orientation, year, Allied nation and Player 1.

The procedure starts with these decided; how is a gap (rsg_procedure G2). Each is a house rule;
CLI flags can fix map, year and nation.
"""

from __future__ import annotations

from .. import logtext as L
from ..context import RsgError
from .state import SIDES, GenState, one_of


def pre_map(st: GenState, map_id: str | None) -> None:
    """Pre-step: the map (house rule map_choice)."""
    data = st.data
    if map_id is not None:
        st.plan = data.plan(map_id)
        st.note("map", "RSG pre-step (G2)", text=L.MAP_FIXED.format(map=map_id), choice=map_id)
        return
    if not data.map_ids:  # only ready maps are drawn or offered; a draft must be named
        drafts = ", ".join(data.draft_map_ids)
        raise RsgError(f"no map of the data set is marked ready (drafts: {drafts}); name one with --map or mark it ready")
    if st.options.get("map_choice") == "choose":
        answer = st.ask("map", None, list(data.map_ids))
        chosen = one_of("map", None, answer, list(data.map_ids))
        how = L.CHOSEN
    else:
        chosen = data.map_ids[st.rng.randrange(len(data.map_ids))]
        how = L.AT_RANDOM
    st.plan = data.plan(chosen)
    st.note("map", "RSG pre-step (G2)", offered=list(data.map_ids), choice=chosen, text=L.MAP_PICKED.format(map=chosen, how=how))


def pre_orientation(st: GenState) -> None:
    """Pre-step: wide (players on the long edges) or narrow; which edge each side holds.

    Random orientation reads Japan's white die: 1-3 wide, 4-6 narrow. Japan's edge is then one of
    the two edges of that orientation at random; the Allies hold the opposite one.
    """
    mode = st.options.get("orientation", "random")
    if mode == "random":
        die = st.dice.white("japan")
        st.orientation = "wide" if die <= 3 else "narrow"
        how = L.WHITE_DIE.format(die=die)
    else:
        st.orientation = str(mode)
        how = L.BY_OPTION
    pair = st.plan.edges_for(st.orientation)
    japan_edge = pair[st.rng.randrange(2)]
    st.sides["japan"].edge = japan_edge
    st.sides["allied"].edge = pair[1] if japan_edge == pair[0] else pair[0]
    st.note(
        "orientation",
        "RSG pre-step (G2); RSG 10",
        actor="japan" if mode == "random" else "",
        choice=st.orientation,
        text=L.ORIENTATION.format(orientation=st.orientation, how=how, japan_edge=japan_edge, allied_edge=st.sides["allied"].edge),
    )


def fixed_allied(st: GenState, allied: str | None) -> str | None:
    """The Allied nation fixed by the caller or by the allied_nation option, checked."""
    data = st.data
    chosen = allied if allied is not None else st.options.get("allied_nation", "random")
    if chosen == "random":
        return None
    if chosen not in data.allied_ids:
        raise RsgError(f"unknown Allied nation {chosen!r} (the data set has: {', '.join(data.allied_ids)})")
    return str(chosen)


def pre_year(st: GenState, year: int | None, allied: str | None) -> None:
    """Pre-step: the year (house rule year_choice), among years with OB cards for both sides."""
    years = st.data.years(allied)
    if not years:
        raise RsgError("no year has OB cards for both sides in this data set")
    if year is not None:
        if year not in years:
            raise RsgError(f"year {year} is outside the data set (years with forces: {years[0]}-{years[-1]})")
        st.year = year
        st.note("year", "RSG pre-step (G2)", choice=str(year), text=L.YEAR_FIXED.format(year=year))
        return
    if st.options.get("year_choice") == "choose":
        answer = st.ask("year", None, list(years))
        if isinstance(answer, str) and answer.isdigit():
            answer = int(answer)
        st.year = one_of("year", None, answer, list(years))
        how = L.CHOSEN
    else:
        st.year = years[st.rng.randrange(len(years))]
        how = L.AT_RANDOM
    st.note("year", "RSG pre-step (G2)", offered=[str(y) for y in years], choice=str(st.year), text=L.YEAR_PICKED.format(year=st.year, how=how))


def pre_allied_nation(st: GenState, allied: str | None) -> None:
    """Pre-step: US or Commonwealth (house rule allied_nation), among nations with OBs that year."""
    data = st.data
    if allied is not None:
        nation = allied
        how = L.FIXED
    else:
        candidates = [a for a in data.allied_ids if data.nations[a].obs_for(st.year)]
        nation = candidates[st.rng.randrange(len(candidates))]
        how = L.AT_RANDOM
    if not data.nations[nation].obs_for(st.year):
        raise RsgError(f"{nation} has no OB card for {st.year} in this data set")
    st.sides["allied"].nation = data.nations[nation]
    st.sides["japan"].nation = data.japan
    st.note("allied_nation", "RSG pre-step (G2)", choice=nation, text=L.ALLIED_NATION.format(nation=nation, how=how))


def pre_player_one(st: GenState) -> None:
    """Pre-step: who is Player 1 (house rule player_one)."""
    mode = st.options.get("player_one", "random")
    st.p1 = SIDES[st.rng.randrange(2)] if mode == "random" else str(mode)
    how = L.AT_RANDOM if mode == "random" else L.BY_OPTION
    st.note("player_one", "RSG pre-step (G2)", choice=st.p1, text=L.PLAYER_ONE.format(side=st.p1, how=how))
