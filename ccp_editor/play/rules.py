"""Small pure rule functions of play: counter sides, elimination VP, fire defense outcomes, melee.

Kept apart from the session so each rule reads on its own with its rule number and can be tested
without a board.
"""

from __future__ import annotations

from typing import Literal

from ..core.rules import SIDES, other_side
from ..model.forces import LEADER_KINDS, Counter, Stats
from ..model.ruleset import RuleSet, VictoryRules

FireOutcome = Literal["eliminated", "broken", "suppressed", "unaffected"]
SQUAD_TEAM = ("squad", "team")


def side_stats(counter: Counter, broken: bool) -> Stats:
    """The counter side in use: the broken side when broken and printed (3.2)."""
    if broken and counter.back is not None:
        return counter.back
    return counter.front


def numeric_command(stats: Stats) -> int:
    """A leader's command as a number: 'M' (Scout) and '-' (Sogeki Hei) give none (3.1, 3.3.3-3.3.4)."""
    return stats.command if isinstance(stats.command, int) else 0


def is_leader(counter: Counter) -> bool:
    return counter.kind in LEADER_KINDS


def gives_command(counter: Counter) -> bool:
    """Scouts and the Sogeki Hei never raise other units' stats (3.3.3, 3.3.4)."""
    return counter.kind in ("leader", "hero", "private")


def command_given(counter: Counter, broken: bool) -> int:
    """What a piece adds to the squads and teams in its hex (3.3.1.2): a leader's or Hero's command
    on the side in use (3.2); a Scout and the Sogeki Hei add none (3.3.3, 3.3.4), nor does any other
    piece."""
    return numeric_command(side_stats(counter, broken)) if gives_command(counter) else 0


def takes_command(counter: Counter) -> bool:
    """Whether a piece adds the command of the friendly leaders in its hex to its FP, range, morale
    and movement (3.3.1.2): squads and teams do, leaders never."""
    return counter.kind in SQUAD_TEAM


def elimination_vp(counter: Counter, rules: VictoryRules, bonus_chit: bool = False) -> int:
    """VP the opponent scores for an eliminated unit (14.1): squad 2, team 1, leader 1 + unbroken
    command, Hero 0; objective chit Z adds 1 to each award. A Hero awards nothing, chit or not (3.3.2)."""
    if counter.kind == "hero":
        return rules.hero_elimination
    if counter.kind == "squad":
        vp = rules.squad_elimination
    elif counter.kind == "team":
        vp = rules.team_elimination
    elif counter.kind in LEADER_KINDS:
        command = counter.front.command
        if isinstance(command, int):
            vp = rules.leader_elimination_base + command
        else:
            vp = rules.commandless_leader_elimination
    else:
        return 0
    return vp + (1 if bonus_chit else 0)


def fire_outcome(attack_total: int, defense_total: int, moving: bool = False) -> FireOutcome:
    """Fire Defense result (O27.3.4): half the Attack Total or less eliminates, less breaks, a tie
    suppresses (breaks a Moving unit), more is unaffected."""
    if defense_total * 2 <= attack_total:
        return "eliminated"
    if defense_total < attack_total:
        return "broken"
    if defense_total == attack_total:
        return "broken" if moving else "suppressed"
    return "unaffected"


def melee_fp(unit_fps: list[tuple[int, bool]]) -> int:
    """Melee FP of one side (19.2.1): the units' FP added, +1 for each boxed FP; weapons never count."""
    return sum(max(fp, 0) + (1 if boxed else 0) for fp, boxed in unit_fps)


def melee_losers(japan_total: int, allied_total: int, fortified_holder: str | None = None) -> tuple[str, ...]:
    """Sides eliminated by a melee (19.2.3): the lower total loses everything; a tie kills both,
    unless one side holds a bunker or pillbox as its last sole occupant, which then wins."""
    if japan_total < allied_total:
        return ("japan",)
    if allied_total < japan_total:
        return ("allied",)
    if fortified_holder in SIDES:
        return (other_side(fortified_holder),)
    return SIDES


def fortification_vulnerability(ruleset: RuleSet, fp: int, bomber: bool = False) -> int | None:
    """The Impact roll that destroys a fortification under a barrage of ``fp`` (O24.3.4), or under the dive
    bomber's 12-FP attack with ``bomber`` (O24.4c). None when the rule set has no row for it."""
    return next((v.number for v in ruleset.fortification_vulnerability if v.fp == fp and v.bomber == bomber), None)
