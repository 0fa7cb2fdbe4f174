"""RSG 11-15: day or night, markers, Sighting markers, Initiative and hands, first player."""

from __future__ import annotations

from .. import logtext as L
from .state import (
    SIDES,
    SIGHTING_LIMIT,
    GenState,
    bad_answer,
    defender_side,
    hex_list,
    initiative_winner,
    one_of,
)


def step11_day_night(st: GenState) -> None:
    """RSG 11: a Banzai, Attacker or Invader Japan chooses day or night; otherwise day (18)."""
    posture = st.sides["japan"].posture
    if posture in ("banzai", "attacker", "invader"):
        answer = st.ask("night", "japan", [False, True])
        st.night = one_of("night", "japan", answer, [False, True])
        st.note("night", "RSG 11; 18", actor="japan", offered=["day", "night"], choice="night" if st.night else "day",
                text=L.CHOOSES_TIME.format(posture=posture, time="night" if st.night else "day"))
    else:
        st.night = False
        st.note("night", "RSG 11; 18", choice="day", text=L.IS_DAY.format(posture=posture))


def step12_markers(st: GenState) -> None:
    """RSG 12: objective control (the Defender holds all; without a Defender the house rule
    recon_objective_control), Time at 0, the Allied Surrender marker from its OB (11.2), the mine
    strength, and Sudden Death = Japanese + Allied Order Limits, +1 narrow / -1 wide."""
    defender = defender_side(st)
    plan = st.plan
    control: dict[str, str | None] = {}
    if defender is not None:
        control = dict.fromkeys(plan.objectives, defender)
        how = L.CONTROLS_ALL.format(side=defender)
    elif st.options.get("recon_objective_control") == "nearest":
        je, ae = st.sides["japan"].edge, st.sides["allied"].edge
        for key, h in plan.objectives.items():
            dj, da = plan.depths[je][h], plan.depths[ae][h]
            control[key] = "japan" if dj < da else "allied" if da < dj else None
        how = L.NEARER_EDGE
    else:
        control = dict.fromkeys(plan.objectives)
        how = L.UNCONTROLLED
    st.objective_control = control
    tr = st.data.ruleset.time
    mod = tr.sudden_death_narrow_modifier if st.orientation == "narrow" else tr.sudden_death_wide_modifier
    j, a = st.sides["japan"].order_limit, st.sides["allied"].order_limit
    st.sudden_death = j + a + mod
    st.time_start = tr.time_start
    # the Mines data box matters only when mines are on the map (F104.2)
    mines = L.MINES_FP.format(fp=st.mine_fp) + "; " if any(f.type == "mines" for f in st.fortifications) else ""
    st.note(
        "markers",
        "RSG 12; 11; 13.1; F104.2",
        choice=f"sudden death {st.sudden_death}",
        text=(
            f"{how}; {L.TIME_START.format(time=st.time_start)}; {L.SURRENDER.format(space=st.sides['allied'].surrender)}; "
            f"{mines}{L.SUDDEN_DEATH.format(japan=j, allied=a, modifier=f'{mod:+d}', orientation=st.orientation, total=st.sudden_death)}"
        ),
    )


def step13_sighting_markers(st: GenState) -> None:
    """RSG 13: Japan buys up to 8 Sighting markers at 1 VP each and deploys them in its setup area.
    The step sets no cap at Japan's lead (step 9 has one, step 13 does not), so the marker may cross
    0 whatever Japan's posture. Reading: with any markers from its OB or support, Japan holds at most
    8 (the most a scenario gives, 9.1). House rule sighting_may_cross_zero = false keeps the purchase
    within Japan's lead instead."""
    side = st.sides["japan"]
    room = max(SIGHTING_LIMIT - side.sighting, 0)
    most = room
    capped = not st.options.get("sighting_may_cross_zero", True)
    if capped:
        most = min(most, max(st.vp, 0))
    offered = list(range(most + 1))
    answer = st.ask("sighting_markers", "japan", offered) if most > 0 else 0
    k = one_of("sighting_markers", "japan", answer, offered)
    before = st.vp
    st.pay("japan", k)
    side.sighting += k
    if k:
        bought = (L.SIGHTING_BOUGHT_ONE if k == 1 else L.SIGHTING_BOUGHT).format(n=k, n_vp=k, most=most)
    elif room == 0:
        bought = L.SIGHTING_FULL.format(n=SIGHTING_LIMIT)
    elif most == 0:
        bought = L.SIGHTING_NO_LEAD
    else:
        bought = L.SIGHTING_DECLINED.format(most=most)
    total = side.sighting
    if total and side.posture == "banzai" and not any(h is not None for h in side.placements.values()):
        side.sighting_track[1] = total
        where = L.SIGHTING_BANZAI
    elif total:
        area = side.setup_area
        count = min(total, len(area))
        ranking = st.plan.unit_ranking(side.edge, st.data.depth(side.posture, st.orientation, st.plan.board_depth(side.edge)), "forward")
        answer = st.ask("sighting_hexes", "japan", list(area), ranking=ranking, count=count)
        hexes = hex_list("sighting_hexes", "japan", answer, count)
        area_set = frozenset(area)
        if len(set(hexes)) != len(hexes):
            raise bad_answer("sighting_hexes", "japan", "one Sighting marker per hex")
        for h in hexes:
            if h not in area_set:
                raise bad_answer("sighting_hexes", "japan", f"{h} is outside Japan's setup area")
        side.sighting_hexes = hexes  # type: ignore[assignment]
        side.sighting = count
        where = L.SIGHTING_IN.format(hexes=" ".join(hexes))  # type: ignore[arg-type]
    else:
        where = ""
    st.note(
        "sighting_markers",
        "RSG 13; 9",
        actor="japan",
        choice=str(k),
        vp_before=before,
        vp_after=st.vp,
        text=f"{bought}; " + L.SIGHTING_TOTAL.format(n=total, where=where),
    )


def step14_initiative(st: GenState) -> None:
    """RSG 14: the higher OB Initiative number takes the Initiative card (tie: house rule
    initiative_tie); each player shuffles his Fate deck and draws his posture's hand (1.1, 17)."""
    holder = initiative_winner(st)
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
        text=L.INITIATIVE.format(
            japan=j.initiative, allied=a.initiative, side=holder, japan_hand=j.hand_size, allied_hand=a.hand_size,
            japan_discard=j.discard_limit, allied_discard=a.discard_limit,
        ),
    )


def step15_first_player(st: GenState) -> None:
    """RSG 15: a Banzai, Attacker or Invader side moves first; Recon against Recon, the higher
    Initiative. Both postures moving first (Banzai against an Allied Attacker or Invader): the house
    rule first_player_conflict decides, and the log names it."""
    data = st.data
    jp, ap = st.sides["japan"].posture, st.sides["allied"].posture
    jf = data.moves_first(jp)
    af = data.moves_first(ap)
    if jf != af:
        st.first_player = "japan" if jf else "allied"
        how = L.MOVES_FIRST.format(posture=st.sides[st.first_player].posture.capitalize())
    elif jf and af:
        mode = st.options.get("first_player_conflict", "initiative")
        if mode == "initiative":
            st.first_player = initiative_winner(st)
            rule = L.HIGHER_INITIATIVE
        else:
            st.first_player = str(mode)
            rule = L.SIDE_FIXED.format(side=mode)
        how = L.BOTH_FIRST.format(japan=jp.capitalize(), allied=ap.capitalize(), mode=mode, rule=rule)
    else:
        st.first_player = initiative_winner(st)
        how = L.RECON_VS_RECON
    st.note("first_player", "RSG 15", actor=st.first_player, choice=st.first_player, text=L.GOES_FIRST.format(side=st.first_player, how=how))
