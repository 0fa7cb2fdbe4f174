"""RSG 1-6: the sides and their forces (postures per scenario, troop quality, objective chits,
OB purchase, leader rolls, support rolls), in rule order."""

from __future__ import annotations

from ...model.forces import OBCard
from ...model.scenario import ChitDraw
from .. import logtext as L
from .state import (
    MAX_LEADER_REROLLS,
    MAX_REROLLS,
    MAX_SUPPORT_ROLLS,
    SIDES,
    SIGHTING_LIMIT,
    GenState,
    bad_answer,
    one_of,
)


def step1_postures(st: GenState) -> None:
    """RSG 1: postures "per scenario". A generated scenario has none fixed yet: they follow from
    the VP marker in step 7 and the rivers in step 8."""
    st.note("postures", "RSG 1", text=L.NO_POSTURES)


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
        note = L.NO_QUALITY_ENTRY
    side.quality = quality
    where = L.READ_ON_COLUMN.format(column=read) if read != roll else ""
    st.note(
        "troop_quality",
        "RSG 2; 11.3",
        actor="allied",
        choice=quality,
        text=L.QUALITY_ROLL.format(nation=nation.id, roll=roll, where=where, quality=quality, note=note),
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
        ob_id = one_of("ob", s, answer, offered)
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
            if u.infiltrator:
                side.infiltrators.extend(range(len(side.units), len(side.units) + u.count))
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
            text=L.OB_TAKEN.format(side=s, ob=ob.id, name=ob.name, vp=ob.point_value),
        )


def step5_leaders(st: GenState) -> None:
    """RSG 5: leader rolls with the white die only, plus the OB's modifier, on the nation's Leader
    Table (P1 first). house rule leader_roll_clamp: a result off the table reads its end row, or
    gives no leader. house rule leader_duplicates: a result naming only leaders the side already has
    is rolled again (the countermix holds one of each), or allowed. A roll the side paid for (its OB's
    leader rolls) never ends without a leader while the table has one the side lacks: after
    MAX_LEADER_REROLLS duplicate results the nearest row with such a leader is read (lower row
    first on equal distance). A row listing several leaders for the year lets the player pick one."""
    clamp = bool(st.options.get("leader_roll_clamp", True))
    reroll_duplicates = st.options.get("leader_duplicates", "reroll") == "reroll"
    for s in (st.p1, st.p2):
        side = st.sides[s]
        nation = side.nation
        assert nation is not None and side.ob is not None
        mod = side.ob.leader_modifier
        for _ in range(side.ob.leader_rolls):
            for attempt in range(MAX_LEADER_REROLLS + 1):
                die = st.dice.white(s)
                result = die + mod
                read = result
                rng = nation.leader_range
                if rng is not None and clamp:
                    read = min(max(result, rng[0]), rng[1])
                offered = list(nation.leaders(st.year, read))
                have = {unit for unit, _ in side.units}
                mods = f"{die}{mod:+d} = {result}" if mod else f"{die}"
                if not reroll_duplicates or not offered or any(leader not in have for leader in offered):
                    offered = [leader for leader in offered if not reroll_duplicates or leader not in have]
                    break
                if attempt < MAX_LEADER_REROLLS:
                    st.note("leader", "RSG 5 (G6)", actor=s,
                            text=L.LEADER_AGAIN.format(side=s, roll=mods, leaders=", ".join(offered)))
                    continue
                near = _nearest_new_leader_row(st, s, read)
                if near is None:
                    offered = []
                    why = L.EVERY_LEADER_TAKEN
                else:
                    offered = [leader for leader in nation.leaders(st.year, near) if leader not in have]
                    why = L.NEAREST_ROW.format(row=near)
                st.note("leader", "RSG 5 (G6)", actor=s,
                        text=L.LEADER_GIVE_UP.format(side=s, roll=mods, leaders=", ".join(nation.leaders(st.year, read)),
                                                     n=MAX_LEADER_REROLLS, why=why))
                if near is not None:
                    read = near
            leader = None
            if len(offered) == 1:
                leader = offered[0]
            elif offered:
                leader = one_of("leader", s, st.ask("leader", s, offered), offered)
            if leader is not None:
                side.units.append((leader, None))
            shown = L.LEADER_READ.format(row=read) if read != result else ""
            st.note(
                "leader",
                "RSG 5",
                actor=s,
                offered=offered if len(offered) > 1 else [],
                choice=leader or "",
                text=L.LEADER_ROLL.format(side=s, roll=mods, read=shown, leader=leader or L.NO_LEADER),
            )


def _nearest_new_leader_row(st: GenState, s: str, read: int) -> int | None:
    """The Leader Table row nearest ``read`` offering, in the year, a leader side ``s`` does not
    have (lower row first on equal distance); None when there is none."""
    side = st.sides[s]
    nation = side.nation
    assert nation is not None
    rng = nation.leader_range
    if rng is None:
        return None
    have = {unit for unit, _ in side.units}
    rows = sorted(range(rng[0], rng[1] + 1), key=lambda r: (abs(r - read), r))
    return next((r for r in rows if any(leader not in have for leader in nation.leaders(st.year, r))), None)


def step6_support(st: GenState) -> None:
    """RSG 6: the player the VP marker favours rolls on his Support Table and must buy at least one
    unit of the rolled column available in the year, paying its VP cost: a Sighting marker alone does
    not satisfy "at least one unit" when the column offers a unit (every unit of the year is
    affordable, since a payment may carry the marker across 0). If that moves the marker
    across 0, the opponent (now ahead) does the same, and so on until a purchase leaves the marker
    on the same side or on 0.

    House rules: support_multi_buy (several items per roll), support_unaffordable (nothing available
    in the column: skip = the loop ends, reroll = roll again), support_allow_sighting (Japanese
    Sighting markers buyable).
    """
    if st.vp == 0:
        st.note("support", "RSG 6", text=L.SUPPORT_AT_ZERO, vp_before=0, vp_after=0)
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
                text=L.SUPPORT_NOTHING.format(side=roller, roll=roll, year=st.year, then=L.ROLLS_AGAIN if again else L.NO_PURCHASE),
            )
            if again:
                rerolls += 1
                continue
            return
        rerolls = 0
        offered = [i.label for i in items]
        answer = st.ask("support", roller, offered, items=items, lead=st.lead(roller), multi=multi, roll=roll)
        if not isinstance(answer, list) or not answer or (not multi and len(answer) != 1):
            raise bad_answer("support", roller, "expected a list of one item label" + (" or more" if multi else ""))
        picked = []
        for label in answer:
            one_of("support", roller, label, offered)
            if label in picked:
                raise bad_answer("support", roller, f"{label!r} is bought twice from one column")
            picked.append(label)
        by_label = {i.label: i for i in items}
        if any(not i.sighting for i in items) and all(by_label[lab].sighting for lab in picked):
            raise bad_answer("support", roller, "must purchase at least one unit (RSG 6): a Sighting marker alone does not do")
        for label in picked:
            item = by_label[label]
            st.pay(roller, item.cost)
            if item.sighting:
                side.sighting += 1
            else:
                if item.infiltrator:
                    side.infiltrators.append(len(side.units))
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
            text=L.SUPPORT_BOUGHT.format(side=roller, roll=roll, items=bought),
        )
        now = st.ahead()
        if now is None or now == roller:
            return
        roller = now  # the marker crossed 0: the opponent repeats
    st.note("support", "RSG 6", text=L.SUPPORT_STOPPED.format(n=MAX_SUPPORT_ROLLS))
