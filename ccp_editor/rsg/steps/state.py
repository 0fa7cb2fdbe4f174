"""The state one generation builds, and the helpers every stage shares.

Rule references: "RSG n" is step n of the CC:P setup procedure (rsg_procedure.md §2, from the
reference manual [003]); other numbers are rulebook rules. Every gap is a house-rule option of the
rule set (``state.options``), recorded in the generated scenario.

The VP marker is one signed number: positive = Japan ahead. Paying X VP moves the marker X spaces
toward the opponent (rsg_procedure §1.2).
"""

from __future__ import annotations

import random
from typing import Any

from ...core.rules import SIDES
from ...model.forces import OBCard
from ...model.scenario import ChitDraw, LogEntry, PlacedFortification
from .. import logtext as L
from ..context import MapPlan, NationData, RsgData, RsgError
from ..decision import Decider, Decision
from ..dice import Dice

OTHER = {"japan": "allied", "allied": "japan"}
MAX_SUPPORT_ROLLS = 40  # a guard against tables whose costs never settle the loop
MAX_REROLLS = 12
SIGHTING_LIMIT = 8  # RSG 13: up to 8 markers
MAX_LEADER_REROLLS = 6  # RSG 5: rerolls of a result naming only leaders the side has


class SideState:
    """One side while the scenario is being built."""

    __slots__ = (
        "discard_limit",
        "edge",
        "hand_size",
        "id",
        "infiltration",
        "infiltrators",
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
        self.infiltrators: list[int] = []  # indices into units marked as infiltrators (RSG 10)
        self.infiltration: dict[str, list[int]] = {}  # Infiltration Box letter -> unit indices (O28)
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


def bad_answer(decision: str, side: str | None, message: str) -> RsgError:
    """The error for a decider answer that is not legal."""
    who = f" ({side})" if side else ""
    return RsgError(f"answer to {decision}{who}: {message}")


def one_of(step: str, side: str | None, answer: Any, offered: list[Any]) -> Any:
    """The offered value equal to ``answer`` (True is not 1); an error otherwise."""
    for o in offered:
        if answer == o and isinstance(answer, bool) == isinstance(o, bool):
            return o
    shown = ", ".join(map(str, offered[:12])) + (" ..." if len(offered) > 12 else "")
    raise bad_answer(step, side, f"{answer!r} is not offered (offered: {shown})")


def hex_list(step: str, side: str | None, answer: Any, count: int, allow_null: bool = False) -> list[str | None]:
    """Check an answer is a list of ``count`` hex ids (or nulls when allowed)."""
    if not isinstance(answer, list) or len(answer) != count:
        raise bad_answer(step, side, f"expected a list of {count} hex(es)")
    for h in answer:
        if not (isinstance(h, str) or (allow_null and h is None)):
            raise bad_answer(step, side, f"{h!r} is not a hex id")
    return answer



def defender_side(st: GenState) -> str | None:
    """The side whose posture is Defender, if any (RSG 7)."""
    return next((s for s in SIDES if st.sides[s].posture == "defender"), None)


def setup_band(st: GenState, s: str) -> tuple[str, ...]:
    """The hexes of a side's setup area: its posture's depth counted from its edge (RSG 10)."""
    side = st.sides[s]
    depth = st.data.depth(side.posture, st.orientation, st.plan.board_depth(side.edge))
    return st.plan.band(side.edge, depth)


def initiative_winner(st: GenState) -> str:
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
        how = L.HIGH_ROLL
    elif mode == "player_one":
        winner, how = st.p1, L.PLAYER_1
    else:
        winner, how = str(mode), L.BY_OPTION
    st.initiative_holder = winner
    st.note("initiative_tie", "RSG 14 (G13)", actor=winner, choice=winner, text=L.INITIATIVE_TIE.format(initiative=j, side=winner, how=how))
    return winner
