"""The random scenario generation, one function per step, in rule order.

Rule references: "RSG n" is step n of the CC:P setup procedure (rsg_procedure.md §2, from the
reference manual [003]); other numbers are rulebook rules. The pre-steps (map, orientation, year,
Allied nation, Player 1) fill a gap: the procedure starts with them decided. Every other gap is a
house-rule option of the rule set (``state.options``), recorded in the generated scenario.

The VP marker is one signed number: positive = Japan ahead. Paying X VP moves the marker X spaces
toward the opponent (rsg_procedure §1.2).
"""

from __future__ import annotations

import random
from typing import Any

from ..core.hexgrid import rotate_edge, swap_orientation
from ..model.forces import OBCard
from ..model.scenario import ChitDraw, LogEntry, PlacedFortification
from .context import MapPlan, NationData, RsgData, RsgError
from .deciders import Decider, Decision
from .dice import Dice

SIDES = ("japan", "allied")
OTHER = {"japan": "allied", "allied": "japan"}
MAX_SUPPORT_ROLLS = 40  # a guard against tables whose costs never settle the loop
MAX_REROLLS = 12
SIGHTING_LIMIT = 8  # RSG 13: up to 8 markers


class SideState:
    """One side while the scenario is being built."""

    __slots__ = (
        "discard_limit",
        "edge",
        "hand_size",
        "id",
        "initiative",
        "nation",
        "ob",
        "on_track",
        "order_limit",
        "placements",
        "posture",
        "quality",
        "setup_area",
        "sighting",
        "sighting_hexes",
        "sighting_track",
        "surrender",
        "units",
    )

    def __init__(self, side_id: str) -> None:
        self.id = side_id
        self.nation: NationData | None = None
        self.edge = ""
        self.posture = ""
        self.quality = "line"
        self.ob: OBCard | None = None
        self.order_limit = 1
        self.initiative = 0
        self.surrender: int | None = None
        self.units: list[tuple[str, str | None]] = []
        self.sighting = 0
        self.setup_area: tuple[str, ...] = ()
        self.placements: dict[int, str | None] = {}
        self.on_track: dict[int, list[int]] = {}
        self.sighting_hexes: list[str] = []
        self.sighting_track: dict[int, int] = {}
        self.hand_size = 0
        self.discard_limit = 0


class GenState:
    """Everything one generation changes. Steps read and write it; deciders only read it."""

    def __init__(
        self,
        data: RsgData,
        seed: int,
        options: dict[str, Any],
        decider: Decider,
        rng: random.Random,
    ) -> None:
        self.data = data
        self.seed = seed
        self.options = options
        self.decider = decider
        self.rng = rng
        self.dice = Dice(rng, options.get("dice", "fate_deck"))
        self.log: list[LogEntry] = []
        self.plan: MapPlan = None  # type: ignore[assignment]  # set by the map pre-step
        self.orientation = "wide"
        self.rotation = 0
        self.year = 0
        self.vp = 0
        self.p1 = "japan"
        self.night = False
        self.sides = {s: SideState(s) for s in SIDES}
        self.chits = ChitDraw()
        self.fort_types: list[str] = []
        self.fortifications: list[PlacedFortification] = []
        self.mine_fp = data.ruleset.default_mine_fp
        self.figures: dict[str, int] = {}
        self.objective_control: dict[str, str | None] = {}
        self.time_start = data.ruleset.time.time_start
        self.sudden_death = 0
        self.initiative_holder: str | None = None
        self.first_player = "japan"

    # ------------------------------------------------------------------ helpers
    @property
    def p2(self) -> str:
        return OTHER[self.p1]

    def ahead(self) -> str | None:
        return "japan" if self.vp > 0 else "allied" if self.vp < 0 else None

    def lead(self, side: str) -> int:
        return self.vp if side == "japan" else -self.vp

    def pay(self, side: str, cost: int) -> None:
        """Paying VP slides the marker toward the opponent (O24.1c, O28.1b)."""
        self.vp += -cost if side == "japan" else cost

    def firepower(self, side: str) -> int:
        fp = self.data.counter_fp
        return sum(fp.get(c, 0) + (fp.get(w, 0) if w else 0) for c, w in self.sides[side].units)

    def note(
        self,
        step: str,
        rule: str,
        actor: str = "",
        text: str = "",
        offered: list[str] | None = None,
        choice: str = "",
        vp_before: int | None = None,
        vp_after: int | None = None,
    ) -> None:
        """Add a log entry carrying the cards drawn since the previous one."""
        self.log.append(
            LogEntry(
                step=step,
                rule=rule,
                actor=actor,
                cards=self.dice.take(),
                offered=offered if offered is not None else [],
                choice=choice,
                vp_before=vp_before,
                vp_after=vp_after,
                text=text,
            )
        )

    def ask(self, step: str, side: str | None, offered: list[Any], **info: Any) -> Any:
        return self.decider.decide(Decision(step, side, offered, info), self)


def _bad(decision: str, side: str | None, message: str) -> RsgError:
    who = f" ({side})" if side else ""
    return RsgError(f"answer to {decision}{who}: {message}")


def _one_of(step: str, side: str | None, answer: Any, offered: list[Any]) -> Any:
    for o in offered:
        if answer == o and isinstance(answer, bool) == isinstance(o, bool):
            return o
    shown = ", ".join(map(str, offered[:12])) + (" ..." if len(offered) > 12 else "")
    raise _bad(step, side, f"{answer!r} is not offered (offered: {shown})")


def _hex_list(step: str, side: str | None, answer: Any, count: int, allow_null: bool = False) -> list[str | None]:
    if not isinstance(answer, list) or len(answer) != count:
        raise _bad(step, side, f"expected a list of {count} hex(es)")
    for h in answer:
        if not (isinstance(h, str) or (allow_null and h is None)):
            raise _bad(step, side, f"{h!r} is not a hex id")
    return answer


# ============================================================================= pre-steps
# The procedure starts with map, orientation, year, Allied nation and Player 1 decided; how is a
# gap (rsg_procedure G2). Each is a house rule; CLI flags can fix map, year and nation.


def pre_map(st: GenState, map_id: str | None) -> None:
    """Pre-step: the map (house rule map_choice)."""
    data = st.data
    if map_id is not None:
        st.plan = data.plan(map_id)
        st.note("map", "RSG pre-step (G2)", text=f"map {map_id} fixed by the user", choice=map_id)
        return
    if not data.map_ids:
        drafts = ", ".join(data.draft_map_ids)
        raise RsgError(f"no map of the data set is marked ready (drafts: {drafts}); name one with --map or mark it ready")
    if st.options.get("map_choice") == "choose":
        answer = st.ask("map", None, list(data.map_ids))
        chosen = _one_of("map", None, answer, list(data.map_ids))
        how = "chosen by the players"
    else:
        chosen = data.map_ids[st.rng.randrange(len(data.map_ids))]
        how = "drawn at random"
    st.plan = data.plan(chosen)
    st.note("map", "RSG pre-step (G2)", offered=list(data.map_ids), choice=chosen, text=f"map {chosen} {how}")


def pre_orientation(st: GenState) -> None:
    """Pre-step: wide (players on the long edges) or narrow; which edge each side holds.

    Random orientation reads Japan's white die: 1-3 wide, 4-6 narrow. Japan's edge is then one of
    the two edges of that orientation at random; the Allies hold the opposite one.
    """
    mode = st.options.get("orientation", "random")
    if mode == "random":
        die = st.dice.white("japan")
        st.orientation = "wide" if die <= 3 else "narrow"
        how = f"white die {die}"
    else:
        st.orientation = str(mode)
        how = "fixed by option"
    pair = st.plan.edges_for(st.orientation)
    japan_edge = pair[st.rng.randrange(2)]
    st.sides["japan"].edge = japan_edge
    st.sides["allied"].edge = pair[1] if japan_edge == pair[0] else pair[0]
    st.note(
        "orientation",
        "RSG pre-step (G2); RSG 10",
        actor="japan" if mode == "random" else "",
        choice=st.orientation,
        text=f"{st.orientation} ({how}); Japan at the {japan_edge} edge, Allies at the {st.sides['allied'].edge}",
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
        st.note("year", "RSG pre-step (G2)", choice=str(year), text=f"year {year} fixed by the user")
        return
    if st.options.get("year_choice") == "choose":
        answer = st.ask("year", None, list(years))
        if isinstance(answer, str) and answer.isdigit():
            answer = int(answer)
        st.year = _one_of("year", None, answer, list(years))
        how = "chosen by the players"
    else:
        st.year = years[st.rng.randrange(len(years))]
        how = "drawn at random"
    st.note("year", "RSG pre-step (G2)", offered=[str(y) for y in years], choice=str(st.year), text=f"year {st.year} {how}")


def pre_allied_nation(st: GenState, allied: str | None) -> None:
    """Pre-step: US or Commonwealth (house rule allied_nation), among nations with OBs that year."""
    data = st.data
    if allied is not None:
        nation = allied
        how = "fixed"
    else:
        candidates = [a for a in data.allied_ids if data.nations[a].obs_for(st.year)]
        nation = candidates[st.rng.randrange(len(candidates))]
        how = "drawn at random"
    if not data.nations[nation].obs_for(st.year):
        raise RsgError(f"{nation} has no OB card for {st.year} in this data set")
    st.sides["allied"].nation = data.nations[nation]
    st.sides["japan"].nation = data.japan
    st.note("allied_nation", "RSG pre-step (G2)", choice=nation, text=f"Japan against {nation} ({how})")


def pre_player_one(st: GenState) -> None:
    """Pre-step: who is Player 1 (house rule player_one)."""
    mode = st.options.get("player_one", "random")
    st.p1 = SIDES[st.rng.randrange(2)] if mode == "random" else str(mode)
    how = "drawn at random" if mode == "random" else "fixed by option"
    st.note("player_one", "RSG pre-step (G2)", choice=st.p1, text=f"Player 1 is {st.p1} ({how})")


# ============================================================================= steps 1-15


def step1_postures(st: GenState) -> None:
    """RSG 1: postures "per scenario". A generated scenario has none fixed yet: they follow from
    the VP marker in step 7 and the rivers in step 8."""
    st.note("postures", "RSG 1", text="no postures fixed by a scenario: assigned in steps 7-8")


def step2_troop_quality(st: GenState) -> None:
    """RSG 2: the Allied player rolls for troop quality (Elite/Line/Green) on his nation's table.

    The dice are a house rule (quality_dice: 2d6 sum or white die). A roll outside the table is read
    on its nearest column.
    """
    side = st.sides["allied"]
    nation = side.nation
    assert nation is not None
    white_only = st.options.get("quality_dice") == "white"
    roll = st.dice.white("allied") if white_only else st.dice.roll("allied")
    quality = nation.quality(st.year, roll)
    read = roll
    if quality is None and nation.quality_range is not None:
        lo, hi = nation.quality_range
        read = min(max(roll, lo), hi)
        quality = nation.quality(st.year, read)
    note = ""
    if quality is None:
        quality = "line"
        note = " (no table entry for the year: Line)"
    side.quality = quality
    where = f" read on column {read}" if read != roll else ""
    st.note(
        "troop_quality",
        "RSG 2; 11.3",
        actor="allied",
        choice=quality,
        text=f"{nation.id} quality roll {roll}{where}: {quality}{note}",
    )


def step3_objective_chits(st: GenState) -> None:
    """RSG 3: P1 draws one open and one secret chit, P2 one secret (14.3.3). A chit drawn secret
    that has no secret side is played open (14.3.4)."""
    letters = st.data.chit_letters
    drawn = [letters[i] for i in st.rng.sample(range(len(letters)), min(3, len(letters)))]
    draw = ChitDraw()
    secret = st.data.chit_secret
    moved = []
    for k, letter in enumerate(drawn):
        owner = st.p1 if k < 2 else st.p2
        if k == 0:
            draw.open.append(letter)
        elif secret.get(letter, True):
            (draw.secret_japan if owner == "japan" else draw.secret_allied).append(letter)
        else:
            draw.open.append(letter)
            moved.append(letter)
    st.chits = draw
    text = f"P1 ({st.p1}) draws {drawn[0]} open"
    if len(drawn) > 1:
        text += f" and {drawn[1]} secret; P2 ({st.p2}) draws {drawn[2]} secret" if len(drawn) > 2 else f" and {drawn[1]} secret"
    if moved:
        text += f"; {', '.join(moved)} has no secret side: played open"
    st.note("objective_chits", "RSG 3; 14.3.3-14.3.4", actor=st.p1, choice=" ".join(drawn), text=text)


def step4_order_of_battle(st: GenState) -> None:
    """RSG 4: both players choose an OB card at the same time (hidden choices), then each pays its
    point value: the VP marker moves toward the opponent."""
    chosen: dict[str, OBCard] = {}
    for s in SIDES:
        side = st.sides[s]
        assert side.nation is not None
        cards = side.nation.obs_for(st.year)
        offered = [c.id for c in cards]
        answer = st.ask("ob", s, offered, cards=cards)
        ob_id = _one_of("ob", s, answer, offered)
        chosen[s] = cards[offered.index(ob_id)]
    for s in SIDES:
        side = st.sides[s]
        ob = chosen[s]
        side.ob = ob
        side.order_limit = ob.order_limit
        side.initiative = ob.initiative
        if s == "allied":
            side.surrender = ob.surrender_space
        elif ob.quality is not None:
            side.quality = ob.quality
        for u in ob.units:
            side.units.extend([(u.counter, u.weapon)] * u.count)
        if s == "japan" and ob.sighting_markers:
            side.sighting = min(SIGHTING_LIMIT, ob.sighting_markers)
        before = st.vp
        st.pay(s, ob.point_value)
        st.note(
            "ob",
            "RSG 4",
            actor=s,
            offered=[c.id for c in side.nation.obs_for(st.year)],  # type: ignore[union-attr]
            choice=ob.id,
            vp_before=before,
            vp_after=st.vp,
            text=f"{s} takes OB {ob.id} ({ob.name}) and pays {ob.point_value} VP",
        )


def step5_leaders(st: GenState) -> None:
    """RSG 5: leader rolls with the white die only, plus the OB's modifier, on the nation's Leader
    Table (P1 first). house rule leader_roll_clamp: a result off the table reads its end row, or
    gives no leader. house rule leader_duplicates: a result naming only leaders the side already has
    is rolled again (the countermix holds one of each), or allowed. A row listing several leaders for
    the year lets the player pick one."""
    clamp = bool(st.options.get("leader_roll_clamp", True))
    reroll_duplicates = st.options.get("leader_duplicates", "reroll") == "reroll"
    for s in (st.p1, st.p2):
        side = st.sides[s]
        nation = side.nation
        assert nation is not None and side.ob is not None
        mod = side.ob.leader_modifier
        for _ in range(side.ob.leader_rolls):
            exhausted = False
            for attempt in range(MAX_LEADER_REROLLS + 1):
                die = st.dice.white(s)
                result = die + mod
                read = result
                rng = nation.leader_range
                if rng is not None and clamp:
                    read = min(max(result, rng[0]), rng[1])
                offered = list(nation.leaders(st.year, read))
                have = {unit for unit, _ in side.units}
                if not reroll_duplicates or not offered or any(leader not in have for leader in offered):
                    offered = [leader for leader in offered if not reroll_duplicates or leader not in have]
                    break
                mods = f"{die}{mod:+d} = {result}" if mod else f"{die}"
                exhausted = attempt == MAX_LEADER_REROLLS
                st.note(
                    "leader",
                    "RSG 5 (G6)",
                    actor=s,
                    text=f"{s} leader roll {mods}: {', '.join(offered)} already in the force; "
                    + ("no leader" if exhausted else "rolls again"),
                )
            if exhausted:
                continue
            leader = None
            if len(offered) == 1:
                leader = offered[0]
            elif offered:
                leader = _one_of("leader", s, st.ask("leader", s, offered), offered)
            if leader is not None:
                side.units.append((leader, None))
            mods = f"{die}{mod:+d} = {result}" if mod else f"{die}"
            shown = f" (read {read})" if read != result else ""
            st.note(
                "leader",
                "RSG 5",
                actor=s,
                offered=offered if len(offered) > 1 else [],
                choice=leader or "",
                text=f"{s} leader roll {mods}{shown}: {leader or 'no leader'}",
            )


MAX_LEADER_REROLLS = 6


def step6_support(st: GenState) -> None:
    """RSG 6: the player the VP marker favours rolls on his Support Table and must buy at least one
    item of the rolled column available in the year, paying its VP cost. If that moves the marker
    across 0, the opponent (now ahead) does the same, and so on until a purchase leaves the marker
    on the same side or on 0.

    House rules: support_multi_buy (several items per roll), support_unaffordable (nothing available
    in the column: skip = the loop ends, reroll = roll again), support_allow_sighting (Japanese
    Sighting markers buyable).
    """
    if st.vp == 0:
        st.note("support", "RSG 6", text="VP marker at 0: nobody rolls for support", vp_before=0, vp_after=0)
        return
    multi = bool(st.options.get("support_multi_buy", False))
    reroll = st.options.get("support_unaffordable") == "reroll"
    allow_sighting = bool(st.options.get("support_allow_sighting", True))
    roller = st.ahead()
    assert roller is not None
    rolls = rerolls = 0
    while rolls < MAX_SUPPORT_ROLLS:
        side = st.sides[roller]
        nation = side.nation
        assert nation is not None
        roll = st.dice.roll(roller)
        rolls += 1
        sighting_ok = allow_sighting and roller == "japan" and side.sighting < SIGHTING_LIMIT
        items = nation.support(st.year, roll, sighting_ok)
        before = st.vp
        if not items:
            again = reroll and rerolls < MAX_REROLLS
            st.note(
                "support",
                "RSG 6",
                actor=roller,
                vp_before=before,
                vp_after=before,
                text=f"{roller} support roll {roll}: nothing available in {st.year}" + ("; rolls again" if again else "; no purchase"),
            )
            if again:
                rerolls += 1
                continue
            return
        rerolls = 0
        offered = [i.label for i in items]
        answer = st.ask("support", roller, offered, items=items, lead=st.lead(roller), multi=multi, roll=roll)
        if not isinstance(answer, list) or not answer or (not multi and len(answer) != 1):
            raise _bad("support", roller, "expected a list of one item label" + (" or more" if multi else ""))
        picked = []
        for label in answer:
            _one_of("support", roller, label, offered)
            if label in picked:
                raise _bad("support", roller, f"{label!r} is bought twice from one column")
            picked.append(label)
        by_label = {i.label: i for i in items}
        for label in picked:
            item = by_label[label]
            st.pay(roller, item.cost)
            if item.sighting:
                side.sighting += 1
            else:
                side.units.append((item.unit, item.weapon))  # type: ignore[arg-type]
        bought = ", ".join(f"{lab} ({by_label[lab].cost} VP)" for lab in picked)
        st.note(
            "support",
            "RSG 6",
            actor=roller,
            offered=offered,
            choice=" ".join(picked),
            vp_before=before,
            vp_after=st.vp,
            text=f"{roller} support roll {roll}: buys {bought}",
        )
        now = st.ahead()
        if now is None or now == roller:
            return
        roller = now  # the marker crossed 0: the opponent repeats
    st.note("support", "RSG 6", text=f"support loop stopped after {MAX_SUPPORT_ROLLS} rolls")


def step7_postures(st: GenState) -> None:
    """RSG 7: VP at 0 -> both Recon; otherwise the side ahead is Defender and the other Attacker.
    A Banzai Force OB makes Japan Banzai with quality Line; the Allied posture then is the house
    rule allied_posture_vs_banzai."""
    j, a = st.sides["japan"], st.sides["allied"]
    ahead = st.ahead()
    if ahead is None:
        j.posture = a.posture = "recon"
        text = "VP at 0: both Recon"
    else:
        st.sides[ahead].posture = "defender"
        st.sides[OTHER[ahead]].posture = "attacker"
        text = f"{ahead} is ahead: {ahead} Defender, {OTHER[ahead]} Attacker"
    if j.ob is not None and j.ob.banzai_force:
        j.posture = "banzai"
        j.quality = "line"
        a.posture = str(st.options.get("allied_posture_vs_banzai", "defender"))
        text += f"; Banzai Force: Japan Banzai (quality Line), Allies {a.posture}"
    st.note("postures", "RSG 7; 17", choice=f"{j.posture}/{a.posture}", text=text)


def step8_rivers(st: GenState) -> None:
    """RSG 8: a river on the Attacker's edge makes it the Invader; a river on a Defender, Recon or
    Banzai edge turns the map 90 degrees clockwise (the sides' printed edges rotate, wide and narrow
    swap). House rules river_order (which check first when both apply) and rotated_river (what a
    river on an edge after the turn does)."""
    rivers = st.plan.river_edges
    if not rivers:
        st.note("rivers", "RSG 8", text="no river on the map's edges")
        return
    done: list[str] = []

    def invaders() -> None:
        for s in SIDES:
            side = st.sides[s]
            if side.posture == "attacker" and side.edge in rivers:
                side.posture = "invader"
                done.append(f"{s} attacks across the river on the {side.edge} edge: Invader")

    def needs_turn() -> bool:
        return any(st.sides[s].posture in ("defender", "recon", "banzai") and st.sides[s].edge in rivers for s in SIDES)

    def turn() -> None:
        who = [s for s in SIDES if st.sides[s].posture in ("defender", "recon", "banzai") and st.sides[s].edge in rivers]
        for s in SIDES:
            st.sides[s].edge = rotate_edge(st.sides[s].edge, 90)
        st.rotation = 90
        st.orientation = swap_orientation(st.orientation)
        done.append(
            f"river on the {'/'.join(who)} edge: map turned 90 degrees clockwise, now {st.orientation}; "
            f"Japan at {st.sides['japan'].edge}, Allies at {st.sides['allied'].edge}"
        )

    if st.options.get("river_order") == "rotate_first":
        if needs_turn():
            turn()
        invaders()
    else:
        invaders()
        if needs_turn():
            turn()
            if st.options.get("rotated_river") == "invader":
                invaders()
    st.note(
        "rivers",
        "RSG 8; 17.4",
        choice=f"rotation {st.rotation}",
        text="; ".join(done) if done else f"river on the {'/'.join(sorted(rivers))} edge: no side affected",
    )


def _defender(st: GenState) -> str | None:
    return next((s for s in SIDES if st.sides[s].posture == "defender"), None)


def _area(st: GenState, s: str) -> tuple[str, ...]:
    side = st.sides[s]
    depth = st.data.depth(side.posture, st.orientation, st.plan.board_depth(side.edge))
    return st.plan.band(side.edge, depth)


def _fort_base(st: GenState, defender: str, exclude: set[str] | frozenset[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Legal fortification hexes (any type, caves): the Defender's area without water (F100.3), or
    against an Invader any non-water hex without enemy units (RSG 10); caves only in crest hexes
    (F102)."""
    facts = st.plan.facts
    if st.sides[OTHER[defender]].posture == "invader":
        pool: tuple[str, ...] = st.plan.hexes
    else:
        pool = _area(st, defender)
    base = tuple(h for h in pool if not facts[h].water and facts[h].passable and h not in exclude)
    caves = tuple(h for h in base if facts[h].crest)
    return base, caves


def step9_fortifications(st: GenState) -> None:
    """RSG 9: the Defender buys fortifications for at most its VP lead (the marker may reach 0, not
    cross it), from the Fortification OB: one mine strength only (F104.2), caves only for a
    Japanese Defender with crest hexes to use (F102), never more than the counters or legal hexes."""
    defender = _defender(st)
    if defender is None:
        st.note("fortifications", "RSG 9", text="no Defender: no fortifications")
        return
    lead = st.lead(defender)
    if lead <= 0 or not st.data.fort_items:
        why = "no fortification price list" if not st.data.fort_items else "the Defender has no VP lead to spend"
        st.note("fortifications", "RSG 9", actor=defender, text=why, vp_before=st.vp, vp_after=st.vp)
        return
    enemy = st.sides[OTHER[defender]]
    exclude: frozenset[str] = frozenset()
    if enemy.posture == "invader" and st.options.get("setup_order") == "attacker_first":
        exclude = frozenset(_area(st, enemy.id))  # the Invader's units will already stand there
    base, caves = _fort_base(st, defender, exclude)
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
        raise _bad("fortifications", defender, "expected a list of fortification labels")
    counts: dict[str, int] = {}
    cost = 0
    mine_labels = set()
    for label in answer:
        _one_of("fortifications", defender, label, offered)
        t, c, most, fp = prices[label]
        counts[t] = counts.get(t, 0) + 1
        if counts[t] > most:
            raise _bad("fortifications", defender, f"only {most} {t} counter(s) available")
        cost += c
        if t == "mines":
            mine_labels.add(label)
    if len(mine_labels) > 1:
        raise _bad("fortifications", defender, "mines of one strength only (F104.2)")
    if cost > lead:
        raise _bad("fortifications", defender, f"costs {cost} VP, more than the lead of {lead}")
    if st.data.fort_max_total is not None and len(answer) > st.data.fort_max_total:
        raise _bad("fortifications", defender, f"at most {st.data.fort_max_total} fortifications")
    if len(answer) > len(base) or counts.get("cave", 0) > len(caves):
        raise _bad("fortifications", defender, "more fortifications than legal hexes")
    st.fort_types = [prices[label][0] for label in answer]
    if mine_labels:
        st.mine_fp = prices[next(iter(mine_labels))][3] or st.mine_fp
    before = st.vp
    st.pay(defender, cost)
    st.note(
        "fortifications",
        "RSG 9; F100-F107",
        actor=defender,
        offered=[f"{k} ({v[1]} VP)" for k, v in prices.items()],
        choice=" ".join(answer),
        vp_before=before,
        vp_after=st.vp,
        text=f"{defender} buys {', '.join(answer) or 'nothing'} for {cost} of {lead} VP; mines {st.mine_fp} FP",
    )


def _initiative_winner(st: GenState) -> str:
    """The higher OB Initiative number; a tie is the house rule initiative_tie (RSG 10, 14)."""
    if st.initiative_holder is not None:
        return st.initiative_holder
    j, a = st.sides["japan"].initiative, st.sides["allied"].initiative
    if j != a:
        st.initiative_holder = "japan" if j > a else "allied"
        return st.initiative_holder
    mode = st.options.get("initiative_tie", "roll")
    if mode == "roll":
        winner = st.p1
        for _ in range(MAX_REROLLS):
            rj, ra = st.dice.roll("japan"), st.dice.roll("allied")
            if rj != ra:
                winner = "japan" if rj > ra else "allied"
                break
        how = "high roll"
    elif mode == "player_one":
        winner, how = st.p1, "Player 1"
    else:
        winner, how = str(mode), "fixed by option"
    st.initiative_holder = winner
    st.note("initiative_tie", "RSG 14 (G13)", actor=winner, choice=winner, text=f"Initiative tie at {j}: {winner} ({how})")
    return winner


def _setup_order(st: GenState) -> list[str]:
    j, a = st.sides["japan"].posture, st.sides["allied"].posture
    if j == a == "recon":
        first = _initiative_winner(st)
        return [first, OTHER[first]]
    defender = _defender(st)
    if defender is None:  # only Banzai against an Allied Attacker or Recon: the Allies count as defending
        defender = "allied"
    first = defender if st.options.get("setup_order", "defender_first") == "defender_first" else OTHER[defender]
    return [first, OTHER[first]]


def _place_fortifications(st: GenState, defender: str) -> None:
    if not st.fort_types:
        return
    enemy_hexes = {h for h, n in st.figures.items() if n > 0} if st.sides[OTHER[defender]].posture == "invader" else set()
    base, caves = _fort_base(st, defender, enemy_hexes)
    legal = {t: (caves if t == "cave" else base) for t in set(st.fort_types)}
    answer = st.ask(
        "fortification_hexes",
        defender,
        list(base),
        types=list(st.fort_types),
        legal=legal,
        enemy_edge=st.sides[OTHER[defender]].edge,
    )
    hexes = _hex_list("fortification_hexes", defender, answer, len(st.fort_types))
    seen: set[str] = set()
    forts = []
    owner = defender
    for t, h in zip(st.fort_types, hexes, strict=True):
        if h in seen:
            raise _bad("fortification_hexes", defender, f"{h} gets two fortifications (one per hex, F100.3)")
        if h not in legal[t]:
            raise _bad("fortification_hexes", defender, f"{h} is not a legal hex for {t}")
        seen.add(h)  # type: ignore[arg-type]
        forts.append(PlacedFortification(type=t, hex=h, owner=owner, fp=st.mine_fp if t == "mines" else None))  # type: ignore[arg-type]
    st.fortifications = forts
    st.note(
        "fortification_hexes",
        "RSG 10; F100.3; F102",
        actor=defender,
        choice=" ".join(f"{f.type}@{f.hex}" for f in forts),
        text=f"{defender} places {', '.join(f'{f.type} in {f.hex}' for f in forts)}",
    )


def _place_units(st: GenState, s: str) -> None:
    side = st.sides[s]
    units = side.units
    on_map = list(range(len(units)))
    if side.posture == "invader":
        limit = len(units) * int(st.options.get("invader_on_map_max", 50)) // 100
        answer = st.ask("invader_split", s, list(range(len(units))), units=units, max_on_map=limit)
        if not isinstance(answer, list) or len(answer) > limit or len(set(answer)) != len(answer):
            raise _bad("invader_split", s, f"expected at most {limit} distinct unit numbers")
        for i in answer:
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(units):
                raise _bad("invader_split", s, f"{i!r} is not a unit number 0-{len(units) - 1}")
        on_map = sorted(answer)
        space = int(st.options.get("invader_reinforcement_space", 1))
        rest = [i for i in range(len(units)) if i not in set(on_map)]
        if rest:
            side.on_track[space] = rest
    elif side.posture == "banzai" and st.options.get("banzai_setup") == "time_space_1":
        side.on_track[1] = on_map
        on_map = []
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
    hexes = _hex_list("placement", s, answer, len(on_map), allow_null=True)
    area_set = frozenset(area)
    figures = st.data.figures
    limit = st.data.max_figures
    load = st.figures
    for i, h in zip(on_map, hexes, strict=True):
        if h is not None:
            if h not in area_set:
                raise _bad("placement", s, f"{h} is outside the {side.posture} setup area")
            if h in blocked:
                raise _bad("placement", s, f"{h} holds an enemy fortification")
            n = figures.get(units[i][0], 0)
            if load.get(h, 0) + n > limit:
                raise _bad("placement", s, f"{h} would hold more than {limit} figures (15.2.3)")
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
        st.sides[s].setup_area = _area(st, s)
    order = _setup_order(st)
    defender = _defender(st)
    texts = []
    for s in order:
        side = st.sides[s]
        if s == defender:
            _place_fortifications(st, s)
        _place_units(st, s)
        on_map = sum(1 for h in side.placements.values() if h is not None)
        waiting = sum(len(v) for v in side.on_track.values())
        texts.append(
            f"{s} {side.posture} at the {side.edge} edge, {len(side.setup_area)} hexes: "
            f"{on_map} unit(s) placed" + (f", {waiting} on the Time Track" if waiting else "")
        )
    st.note("setup", "RSG 10; 15.2.3; 17.4", choice=" then ".join(order), text="; ".join(texts))


def step11_day_night(st: GenState) -> None:
    """RSG 11: a Banzai, Attacker or Invader Japan chooses day or night; otherwise day (18)."""
    posture = st.sides["japan"].posture
    if posture in ("banzai", "attacker", "invader"):
        answer = st.ask("night", "japan", [False, True])
        st.night = _one_of("night", "japan", answer, [False, True])
        st.note("night", "RSG 11; 18", actor="japan", offered=["day", "night"], choice="night" if st.night else "day",
                text=f"Japan ({posture}) chooses {'night' if st.night else 'day'}")
    else:
        st.night = False
        st.note("night", "RSG 11; 18", choice="day", text=f"Japan is {posture}: day")


def step12_markers(st: GenState) -> None:
    """RSG 12: objective control (the Defender holds all; without a Defender the house rule
    recon_objective_control), Time at 0, the Allied Surrender marker from its OB (11.2), the mine
    strength, and Sudden Death = Japanese + Allied Order Limits, +1 narrow / -1 wide."""
    defender = _defender(st)
    plan = st.plan
    control: dict[str, str | None] = {}
    if defender is not None:
        control = dict.fromkeys(plan.objectives, defender)
        how = f"{defender} (Defender) controls all objectives"
    elif st.options.get("recon_objective_control") == "nearest":
        je, ae = st.sides["japan"].edge, st.sides["allied"].edge
        for key, h in plan.objectives.items():
            dj, da = plan.depths[je][h], plan.depths[ae][h]
            control[key] = "japan" if dj < da else "allied" if da < dj else None
        how = "no Defender: each objective to the side with the nearer edge"
    else:
        control = dict.fromkeys(plan.objectives)
        how = "no Defender: objectives start uncontrolled"
    st.objective_control = control
    tr = st.data.ruleset.time
    mod = tr.sudden_death_narrow_modifier if st.orientation == "narrow" else tr.sudden_death_wide_modifier
    j, a = st.sides["japan"].order_limit, st.sides["allied"].order_limit
    st.sudden_death = j + a + mod
    st.time_start = tr.time_start
    st.note(
        "markers",
        "RSG 12; 11; 13.1; F104.2",
        choice=f"sudden death {st.sudden_death}",
        text=(
            f"{how}; Time {st.time_start}; Surrender {st.sides['allied'].surrender}; mines {st.mine_fp} FP; "
            f"Sudden Death {j} + {a} {mod:+d} ({st.orientation}) = {st.sudden_death}"
        ),
    )


def step13_sighting_markers(st: GenState) -> None:
    """RSG 13: Japan buys up to 8 Sighting markers at 1 VP each (the total, with any from its OB or
    support, stays at most 8) and deploys them in its setup area. House rule
    sighting_may_cross_zero: false keeps the purchase within Japan's lead."""
    side = st.sides["japan"]
    most = SIGHTING_LIMIT - side.sighting
    if not st.options.get("sighting_may_cross_zero", False):
        most = min(most, max(st.vp, 0))
    most = max(most, 0)
    offered = list(range(most + 1))
    answer = st.ask("sighting_markers", "japan", offered) if most > 0 else 0
    k = _one_of("sighting_markers", "japan", answer, offered)
    before = st.vp
    st.pay("japan", k)
    side.sighting += k
    total = side.sighting
    if total and side.posture == "banzai" and st.options.get("banzai_setup") == "time_space_1":
        side.sighting_track[1] = total
        where = "on Time space 1 with the Banzai force"
    elif total:
        area = side.setup_area
        count = min(total, len(area))
        ranking = st.plan.unit_ranking(side.edge, st.data.depth(side.posture, st.orientation, st.plan.board_depth(side.edge)), "forward")
        answer = st.ask("sighting_hexes", "japan", list(area), ranking=ranking, count=count)
        hexes = _hex_list("sighting_hexes", "japan", answer, count)
        area_set = frozenset(area)
        if len(set(hexes)) != len(hexes):
            raise _bad("sighting_hexes", "japan", "one Sighting marker per hex")
        for h in hexes:
            if h not in area_set:
                raise _bad("sighting_hexes", "japan", f"{h} is outside Japan's setup area")
        side.sighting_hexes = hexes  # type: ignore[assignment]
        side.sighting = count
        where = "in " + " ".join(hexes)  # type: ignore[arg-type]
    else:
        where = ""
    st.note(
        "sighting_markers",
        "RSG 13; 9",
        actor="japan",
        choice=str(k),
        vp_before=before,
        vp_after=st.vp,
        text=f"Japan buys {k} Sighting marker(s) (up to {most}); {total} in all" + (f", {where}" if where else ""),
    )


def step14_initiative(st: GenState) -> None:
    """RSG 14: the higher OB Initiative number takes the Initiative card (tie: house rule
    initiative_tie); each player shuffles his Fate deck and draws his posture's hand (1.1, 17)."""
    holder = _initiative_winner(st)
    st.dice.reshuffle_all()
    data = st.data
    night_limit = data.ruleset.night.discard_limit
    for s in SIDES:
        side = st.sides[s]
        side.hand_size = data.hand_size(side.posture)
        side.discard_limit = night_limit if st.night else side.nation.discard_limit  # type: ignore[union-attr]
    j, a = st.sides["japan"], st.sides["allied"]
    st.note(
        "initiative",
        "RSG 14; 10; 12.3; 18",
        actor=holder,
        choice=holder,
        text=(
            f"Initiative {j.initiative} vs {a.initiative}: {holder} takes the card; hands {j.hand_size}/{a.hand_size}, "
            f"discard limits {j.discard_limit}/{a.discard_limit}"
        ),
    )


def step15_first_player(st: GenState) -> None:
    """RSG 15: a Banzai, Attacker or Invader side moves first; Recon against Recon, the higher
    Initiative. Both first-moving (Banzai against an Allied Attacker): the house rule
    first_player_conflict."""
    data = st.data
    jf = data.moves_first(st.sides["japan"].posture)
    af = data.moves_first(st.sides["allied"].posture)
    if jf != af:
        st.first_player = "japan" if jf else "allied"
        how = f"{st.sides[st.first_player].posture} moves first"
    elif jf and af:
        mode = st.options.get("first_player_conflict", "initiative")
        st.first_player = _initiative_winner(st) if mode == "initiative" else str(mode)
        how = f"both postures move first: {mode}"
    else:
        st.first_player = _initiative_winner(st)
        how = "higher Initiative"
    st.note("first_player", "RSG 15", actor=st.first_player, choice=st.first_player, text=f"{st.first_player} goes first ({how})")


STEPS = (
    step1_postures,
    step2_troop_quality,
    step3_objective_chits,
    step4_order_of_battle,
    step5_leaders,
    step6_support,
    step7_postures,
    step8_rivers,
    step9_fortifications,
    step10_setup,
    step11_day_night,
    step12_markers,
    step13_sighting_markers,
    step14_initiative,
    step15_first_player,
)
