"""RSG 7-10: postures, rivers, fortification purchase and setup, in rule order."""

from __future__ import annotations

from ...core.hexgrid import rotate_edge, swap_orientation
from ...core.rules import fortification_allowed
from ...model.scenario import PlacedFortification
from .. import logtext as L
from .state import (
    OTHER,
    SIDES,
    GenState,
    bad_answer,
    defender_side,
    hex_list,
    initiative_winner,
    one_of,
    setup_band,
)


def step7_postures(st: GenState) -> None:
    """RSG 7: VP at 0 -> both Recon; otherwise the side holding the VP marker is Defender and the
    other Attacker. A Banzai Force OB changes Japan's posture (to Banzai) and quality (to Line)
    only: the Allies keep the posture the VP marker gave them (step 8 may still make an Allied
    Attacker an Invader). House rule allied_posture_vs_banzai: by_vp_marker (the text) or a fixed
    Allied posture."""
    j, a = st.sides["japan"], st.sides["allied"]
    ahead = st.ahead()
    if ahead is None:
        j.posture = a.posture = "recon"
        text = L.BOTH_RECON
    else:
        st.sides[ahead].posture = "defender"
        st.sides[OTHER[ahead]].posture = "attacker"
        text = L.POSTURES_BY_MARKER.format(side=ahead, defender=ahead, attacker=OTHER[ahead])
    if j.ob is not None and j.ob.banzai_force:
        j.posture = "banzai"
        j.quality = "line"
        mode = str(st.options.get("allied_posture_vs_banzai", "by_vp_marker"))
        if ahead is None:
            marker = L.VP_AT_ZERO
        else:
            marker = L.HOLDS_MARKER.format(side=ahead)
        if mode == "by_vp_marker":
            text = L.BANZAI_KEEP.format(marker=marker, posture=a.posture.capitalize())
        else:
            a.posture = mode
            text = L.BANZAI_FIXED.format(marker=marker, posture=mode.capitalize())
    st.note("postures", "RSG 7; 17", choice=f"{j.posture}/{a.posture}", text=text)


def step8_rivers(st: GenState) -> None:
    """RSG 8: a river on the Attacker's edge makes it the Invader; a river on a Defender, Recon or
    Banzai edge turns the map 90 degrees clockwise (the sides' printed edges rotate, wide and narrow
    swap). Rivers on both sides' edges: both lines apply, in the order the step lists them by default
    (house rule river_order): the Attacker becomes the Invader, then the map turns for the other side
    and the Invader keeps its posture, setting up on its edge after the turn. The map turns once
    only; house rule rotated_river says what a river on an edge after the turn does."""
    rivers = st.plan.river_edges
    if not rivers:
        st.note("rivers", "RSG 8", text=L.NO_RIVER)
        return
    done: list[str] = []

    def invaders() -> None:
        for s in SIDES:
            side = st.sides[s]
            if side.posture == "attacker" and side.edge in rivers:
                side.posture = "invader"
                done.append(L.RIVER_INVADER.format(side=s, edge=side.edge))

    def needs_turn() -> bool:
        return any(st.sides[s].posture in ("defender", "recon", "banzai") and st.sides[s].edge in rivers for s in SIDES)

    def turn() -> None:
        who = [s for s in SIDES if st.sides[s].posture in ("defender", "recon", "banzai") and st.sides[s].edge in rivers]
        for s in SIDES:
            st.sides[s].edge = rotate_edge(st.sides[s].edge, 90)
        st.rotation = 90
        st.orientation = swap_orientation(st.orientation)
        done.append(
            L.RIVER_TURN.format(sides="/".join(who), orientation=st.orientation) + "; "
            + L.EDGES_NOW.format(japan_edge=st.sides["japan"].edge, allied_edge=st.sides["allied"].edge)
        )

    if st.options.get("river_order") == "rotate_first":
        if needs_turn():
            turn()
        invaders()
    else:
        invaders()
        if needs_turn():
            made = [s for s in SIDES if st.sides[s].posture == "invader"]
            turn()
            if made:
                done.append(L.RIVERS_BOTH.format(side=made[0]))
            if st.options.get("rotated_river") == "invader":
                invaders()
    st.note(
        "rivers",
        "RSG 8; 17.4",
        choice=f"rotation {st.rotation}",
        text="; ".join(done) if done else L.RIVER_NO_EFFECT.format(sides="/".join(sorted(rivers))),
    )


def fortification_hexes(st: GenState, defender: str, exclude: set[str] | frozenset[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Legal fortification hexes (any type, caves): the Defender's area without water (F100.3), or
    against an Invader any non-water hex without enemy units (RSG 10); caves only in crest hexes
    (F102)."""
    facts = st.plan.facts
    if st.sides[OTHER[defender]].posture == "invader":
        pool: tuple[str, ...] = st.plan.hexes
    else:
        pool = setup_band(st, defender)
    rules = st.data.ruleset
    candidates = tuple(h for h in pool if facts[h].passable and h not in exclude)

    def legal(fort_type: str) -> tuple[str, ...]:
        return tuple(h for h in candidates
                     if fortification_allowed(rules, fort_type, water=facts[h].water, crest=facts[h].crest, owner=defender))

    anywhere = next((ft.id for ft in rules.fortifications if not ft.crest_only and not ft.japanese_only), None)
    return (legal(anywhere) if anywhere else ()), legal("cave")


def step9_fortifications(st: GenState) -> None:
    """RSG 9: the Defender buys fortifications for at most its VP lead (the marker may reach 0, not
    cross it), from the Fortification OB: one mine strength only (F104.2), caves only for a
    Japanese Defender with crest hexes to use (F102), never more than the counters or legal hexes."""
    defender = defender_side(st)
    if defender is None:
        st.note("fortifications", "RSG 9", text=L.NO_DEFENDER)
        return
    lead = st.lead(defender)
    if lead <= 0 or not st.data.fort_items:
        why = L.NO_PRICE_LIST if not st.data.fort_items else L.NO_LEAD
        st.note("fortifications", "RSG 9", actor=defender, text=L.BUYS_NOTHING.format(side=defender, why=why), vp_before=st.vp, vp_after=st.vp)
        return
    enemy = st.sides[OTHER[defender]]
    exclude: frozenset[str] = frozenset()
    if enemy.posture == "invader" and st.options.get("setup_order") == "attacker_first":
        exclude = frozenset(setup_band(st, enemy.id))  # the Invader's units will already stand there
    base, caves = fortification_hexes(st, defender, exclude)
    japanese = st.sides[defender].nation is not None and st.sides[defender].nation.id == "JP" and defender == "japan"
    prices: dict[str, tuple[str, int, int, int | None]] = {}
    for item in st.data.fort_items:
        if item.max_count <= 0:
            continue
        if item.type == "cave" and (not japanese or not caves):
            continue
        label = f"mines-{item.mine_fp}" if item.type == "mines" else item.type
        prices[label] = (item.type, item.vp_cost, item.max_count, item.mine_fp)
    room = {t: len(base) for t, _, _, _ in prices.values()}
    room["cave"] = len(caves)
    room["any"] = len(base)
    affordable = [k for k, v in prices.items() if v[1] <= lead]
    if not affordable or not base:
        if not base:
            why = "no legal hex for a fortification in its setup area"
        elif not prices:
            why = "the Fortification OB offers nothing"
        else:
            why = f"the cheapest fortification costs {min(v[1] for v in prices.values())} VP, more than the lead of {lead}"
        st.note("fortifications", "RSG 9", actor=defender, text=f"{defender} buys nothing: nothing affordable ({why})",
                vp_before=st.vp, vp_after=st.vp)
        return
    offered = list(prices)
    answer = st.ask(
        "fortifications",
        defender,
        offered,
        budget=lead,
        prices={k: (v[0], v[1], v[2]) for k, v in prices.items()},
        room=room,
        max_total=st.data.fort_max_total,
    )
    if not isinstance(answer, list):
        raise bad_answer("fortifications", defender, "expected a list of fortification labels")
    counts: dict[str, int] = {}
    cost = 0
    mine_labels = set()
    for label in answer:
        one_of("fortifications", defender, label, offered)
        t, c, most, fp = prices[label]
        counts[t] = counts.get(t, 0) + 1
        if counts[t] > most:
            raise bad_answer("fortifications", defender, f"only {most} {t} counter(s) available")
        cost += c
        if t == "mines":
            mine_labels.add(label)
    if len(mine_labels) > 1:
        raise bad_answer("fortifications", defender, "mines of one strength only (F104.2)")
    if cost > lead:
        raise bad_answer("fortifications", defender, f"costs {cost} VP, more than the lead of {lead}")
    if st.data.fort_max_total is not None and len(answer) > st.data.fort_max_total:
        raise bad_answer("fortifications", defender, f"at most {st.data.fort_max_total} fortifications")
    if len(answer) > len(base) or counts.get("cave", 0) > len(caves):
        raise bad_answer("fortifications", defender, "more fortifications than legal hexes")
    st.fort_types = [prices[label][0] for label in answer]
    if mine_labels:
        st.mine_fp = prices[next(iter(mine_labels))][3] or st.mine_fp
    before = st.vp
    st.pay(defender, cost)
    if answer:
        bought = L.FORTS_BOUGHT.format(side=defender, items=", ".join(answer), cost=cost, lead=lead)
        if mine_labels:
            bought += "; " + L.MINES_FP.format(fp=st.mine_fp) + " (F104.2)"
    else:
        bought = L.FORTS_DECLINED.format(side=defender, lead=lead)
    st.note(
        "fortifications",
        "RSG 9; F100-F107",
        actor=defender,
        offered=[f"{k} ({v[1]} VP)" for k, v in prices.items()],
        choice=" ".join(answer),
        vp_before=before,
        vp_after=st.vp,
        text=bought,
    )


def setup_order(st: GenState) -> list[str]:
    """Who sets up first (RSG 10): Recon against Recon the higher Initiative, else house rule setup_order."""
    j, a = st.sides["japan"].posture, st.sides["allied"].posture
    if j == a == "recon":
        first = initiative_winner(st)
        return [first, OTHER[first]]
    defender = defender_side(st)
    if defender is None:  # only Banzai against an Allied Attacker or Recon: the Allies count as defending
        defender = "allied"
    first = defender if st.options.get("setup_order", "defender_first") == "defender_first" else OTHER[defender]
    return [first, OTHER[first]]


def place_fortifications(st: GenState, defender: str) -> None:
    """The Defender places what it bought in step 9 (RSG 10; F100.3 one per hex; F102 caves)."""
    if not st.fort_types:
        return
    enemy_hexes = {h for h, n in st.figures.items() if n > 0} if st.sides[OTHER[defender]].posture == "invader" else set()
    base, caves = fortification_hexes(st, defender, enemy_hexes)
    legal = {t: (caves if t == "cave" else base) for t in set(st.fort_types)}
    answer = st.ask(
        "fortification_hexes",
        defender,
        list(base),
        types=list(st.fort_types),
        legal=legal,
        enemy_edge=st.sides[OTHER[defender]].edge,
    )
    hexes = hex_list("fortification_hexes", defender, answer, len(st.fort_types))
    seen: set[str] = set()
    forts = []
    owner = defender
    for t, h in zip(st.fort_types, hexes, strict=True):
        if h in seen:
            raise bad_answer("fortification_hexes", defender, f"{h} gets two fortifications (one per hex, F100.3)")
        if h not in legal[t]:
            raise bad_answer("fortification_hexes", defender, f"{h} is not a legal hex for {t}")
        seen.add(h)  # type: ignore[arg-type]
        forts.append(PlacedFortification(type=t, hex=h, owner=owner, fp=st.mine_fp if t == "mines" else None))  # type: ignore[arg-type]
    st.fortifications = forts
    st.note(
        "fortification_hexes",
        "RSG 10; F100.3; F102",
        actor=defender,
        choice=" ".join(f"{f.type}@{f.hex}" for f in forts),
        text=L.FORTS_PLACED.format(side=defender, items=", ".join(f"{f.type} in {f.hex}" for f in forts)),
    )


INFILTRATION_BOXES = ("A", "B", "C")


def place_infiltrators(st: GenState, s: str) -> set[int]:
    """RSG 10 "Infiltrators: use Infiltrate order mechanics": a Japanese unit its OB or support marks
    as an infiltrator does not set up on the map; like a unit hidden by an Infiltrate order (O28.1c)
    it goes, with its weapon, into an Infiltration Box (A, B or C, the player's choice: no order card
    names one at setup), and enters play by a Reveal onto a Sighting marker's hex (O28.2). Infiltrate
    is Japanese only (O28): an Allied unit so marked sets up normally. Returns the boxed unit indices."""
    side = st.sides[s]
    if not side.infiltrators:
        return set()
    if s != "japan":
        st.note("infiltrators", "RSG 10; O28", actor=s,
                text=(L.INFILTRATORS_NORMAL_ONE if len(side.infiltrators) == 1 else L.INFILTRATORS_NORMAL).format(
                    n=len(side.infiltrators), side=s))
        return set()
    chosen = list(side.infiltrators)
    answer = st.ask("infiltration_boxes", s, list(INFILTRATION_BOXES), units=[side.units[i] for i in chosen])
    if not isinstance(answer, list) or len(answer) != len(chosen):
        raise bad_answer("infiltration_boxes", s, f"expected a list of {len(chosen)} box letter(s) (A, B or C)")
    boxes: dict[str, list[int]] = {}
    for i, letter in zip(chosen, answer, strict=True):
        one_of("infiltration_boxes", s, letter, list(INFILTRATION_BOXES))
        boxes.setdefault(letter, []).append(i)
    side.infiltration = dict(sorted(boxes.items()))
    shown = "; ".join(
        f"box {b}: " + ", ".join(side.units[i][0] + (f" with {side.units[i][1]}" if side.units[i][1] else "") for i in idx)
        for b, idx in side.infiltration.items()
    )
    st.note("infiltrators", "RSG 10; O28.1c; O28.2", actor=s, choice=" ".join(answer),
            text=L.INFILTRATORS_WAIT.format(boxes=shown))
    return set(chosen)


def place_units(st: GenState, s: str) -> None:
    """One side's units into its setup area, or onto the Time Track (Invader, Banzai) (RSG 10; 15.2.3)."""
    side = st.sides[s]
    units = side.units
    boxed = place_infiltrators(st, s)
    on_map = [i for i in range(len(units)) if i not in boxed]
    if side.posture == "invader":
        # Counted over the units that set up on the map or the Time Track (infiltrators wait in
        # their boxes), so both "half or fewer on the map" (RSG 10) and "at least half on the Time
        # Track" (17.4b) hold.
        limit = len(on_map) * int(st.options.get("invader_on_map_max", 50)) // 100
        answer = st.ask("invader_split", s, list(on_map), units=units, max_on_map=limit)
        if not isinstance(answer, list) or len(answer) > limit or len(set(answer)) != len(answer):
            raise bad_answer("invader_split", s, f"expected at most {limit} distinct unit numbers")
        for i in answer:
            if not isinstance(i, int) or isinstance(i, bool) or i not in on_map:
                raise bad_answer("invader_split", s, f"{i!r} is not the number of a unit to set up")
        space = int(st.options.get("invader_reinforcement_space", 1))
        rest = [i for i in on_map if i not in set(answer)]
        on_map = sorted(answer)
        if rest:
            side.on_track[space] = rest
    elif side.posture == "banzai":
        # RSG 10: each Banzai unit along the edge or on Time space 1 (house rule banzai_setup).
        mode = st.options.get("banzai_setup", "choose")
        if mode == "choose":
            answer = st.ask("banzai_split", s, list(on_map), units=units)
            if not isinstance(answer, list) or len(set(answer)) != len(answer):
                raise bad_answer("banzai_split", s, "expected a list of distinct unit numbers")
            for i in answer:
                if not isinstance(i, int) or isinstance(i, bool) or i not in on_map:
                    raise bad_answer("banzai_split", s, f"{i!r} is not the number of a unit to set up")
            waiting = sorted(answer)
        else:
            waiting = list(on_map) if mode == "time_space_1" else []
        if waiting:
            side.on_track[1] = waiting
        on_map = [i for i in on_map if i not in set(waiting)]
    if not on_map:
        return
    area = side.setup_area
    role = "defender" if side.posture == "defender" else "forward"
    depth = st.data.depth(side.posture, st.orientation, st.plan.board_depth(side.edge))
    ranking = st.plan.unit_ranking(side.edge, depth, role)
    # No unit sets up in a hex holding an enemy fortification: fortifications stand where no enemy
    # unit is (RSG 10, "without enemy units"), whichever side placed first.
    blocked = frozenset(f.hex for f in st.fortifications if f.owner != s)
    placed_units = [units[i] for i in on_map]
    answer = st.ask(
        "placement",
        s,
        [h for h in area if h not in blocked],
        units=placed_units,
        ranking=tuple(h for h in ranking if h not in blocked),
        figures=st.figures,
    )
    hexes = hex_list("placement", s, answer, len(on_map), allow_null=True)
    area_set = frozenset(area)
    figures = st.data.figures
    limit = st.data.max_figures
    load = st.figures
    for i, h in zip(on_map, hexes, strict=True):
        if h is not None:
            if h not in area_set:
                raise bad_answer("placement", s, f"{h} is outside the {side.posture} setup area")
            if h in blocked:
                raise bad_answer("placement", s, f"{h} holds an enemy fortification")
            n = figures.get(units[i][0], 0)
            if load.get(h, 0) + n > limit:
                raise bad_answer("placement", s, f"{h} would hold more than {limit} figures (15.2.3)")
            load[h] = load.get(h, 0) + n
        side.placements[i] = h


def step10_setup(st: GenState) -> None:
    """RSG 10: setup areas by posture (Defender 8/12 deep, Attacker 2/3, Recon 4/6, Invader and Banzai
    on their edge), counted from each side's edge; the Recon side with the higher Initiative sets up
    first, otherwise the house rule setup_order. The Defender's fortifications go in its area (against
    an Invader: any non-water hex without enemy units). An Invader keeps at most
    invader_on_map_max percent of its units on the map, the rest on Time space
    invader_reinforcement_space; Banzai per banzai_setup. No overstacking (15.2.3)."""
    for s in SIDES:
        st.sides[s].setup_area = setup_band(st, s)
    order = setup_order(st)
    defender = defender_side(st)
    texts = []
    for s in order:
        side = st.sides[s]
        if s == defender:
            place_fortifications(st, s)
        place_units(st, s)
        on_map = sum(1 for h in side.placements.values() if h is not None)
        waiting = sum(len(v) for v in side.on_track.values())
        boxed = sum(len(v) for v in side.infiltration.values())
        if waiting and boxed:
            more = L.ON_TRACK_IN_BOXES.format(n=waiting, boxed=boxed)
        else:
            more = L.ON_TRACK.format(n=waiting) if waiting else L.IN_BOXES.format(n=boxed) if boxed else ""
        template = L.SETUP_SIDE_ONE if on_map == 1 else L.SETUP_SIDE
        texts.append(template.format(side=s, posture=side.posture, edge=side.edge, n=len(side.setup_area),
                                     placed=on_map, more=more))
    st.note("setup", "RSG 10; 15.2.3; 17.4", choice=" then ".join(order), text="; ".join(texts))
