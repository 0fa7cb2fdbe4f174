"""Auto-setup: a deterministic, legal starting setup for one side, to adjust by hand.

The plan follows what a player usually does first: every leader goes with a squad (the strongest
squads first, the best leaders first) so its command counts; each objective inside the setup area
gets a stack (the strongest first) so it is held; the remaining stacks take the hexes with the best
Cover, nearest an objective, one stack per hex while hexes last. Weapons are not pieces of their own
here: they stay with the units that carry them. Nothing is random: same input, same setup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..model.forces import LEADER_KINDS


@dataclass(frozen=True)
class SetupStack:
    """One unit to place: id, kind, figures, firepower (with its weapon) and command."""

    id: str
    kind: str
    figures: int
    strength: int
    command: int = 0


@dataclass
class SetupPlan:
    units: dict[str, str] = field(default_factory=dict)  # unit id -> hex
    sightings: list[str] = field(default_factory=list)  # hexes for Sighting markers, in order


def _groups(units: Sequence[SetupStack]) -> list[list[SetupStack]]:
    """Leaders joined to squads (else teams), strongest first; other units alone."""
    leaders = sorted((u for u in units if u.kind in LEADER_KINDS),
                     key=lambda u: (-u.command, u.id))
    squads = sorted((u for u in units if u.kind == "squad"), key=lambda u: (-u.strength, u.id))
    teams = sorted((u for u in units if u.kind == "team"), key=lambda u: (-u.strength, u.id))
    others = sorted((u for u in units if u.kind not in ("squad", "team") and u not in leaders), key=lambda u: u.id)
    groups = [[s] for s in squads] + [[t] for t in teams]
    for i, leader in enumerate(leaders):
        if groups:
            groups[i % len(groups)].append(leader)
        else:
            groups.append([leader])
    groups += [[o] for o in others]
    return sorted(groups, key=lambda g: (-sum(u.strength + 2 * u.command for u in g), g[0].id))


def plan_setup(
    units: Sequence[SetupStack],
    area: Sequence[str],
    cover: dict[str, int],
    figures_used: dict[str, int],
    objectives: Sequence[str],
    limit: int,
    distance: Callable[[str, str], int],
    sighting: int = 0,
    join_hexes: Sequence[str] = (),
) -> tuple[SetupPlan, list[str]]:
    """Place ``units`` in ``area`` without passing ``limit`` figures in a hex (15.2.3).

    Returns the plan and the ids that found no room. ``objectives`` lists objective hexes in order
    of number (one hex each: holding any hex of a building holds it); those inside the area are held first.
    ``join_hexes`` hold friendly squads or teams already set up: a leader with no unit of its own
    to lead joins the first of them with room.
    """
    plan = SetupPlan()
    area_set = set(area)
    order = {h: i for i, h in enumerate(area)}
    used = {h: figures_used.get(h, 0) for h in area}
    targets = [h for h in dict.fromkeys(objectives) if h in area_set]

    def near_objective(h: str) -> int:
        return min((distance(h, o) for o in objectives), default=0)

    ranked = sorted(area, key=lambda h: (-cover.get(h, 0), near_objective(h), order[h]))
    taken: set[str] = set()
    left: list[str] = []
    queue = list(_groups(units))
    while queue:
        group = queue.pop(0)
        size = sum(u.figures for u in group)
        if size > limit and len(group) > 1:
            # Too many leaders for one hex: the stack keeps what fits, the rest set up on their own.
            kept: list[SetupStack] = []
            for u in group:
                if sum(k.figures for k in kept) + u.figures <= limit:
                    kept.append(u)
                else:
                    queue.append([u])
            group, size = kept, sum(u.figures for u in kept)
        if all(u.kind in LEADER_KINDS for u in group):
            join = next((h for h in join_hexes if h in used and used[h] + size <= limit), None)
            if join is not None:
                used[join] += size
                for u in group:
                    plan.units[u.id] = join
                continue
        free_targets = [h for h in targets if h not in taken and used[h] + size <= limit]
        choice = free_targets[0] if free_targets else None
        if choice is None:
            choice = next((h for h in ranked if h not in taken and used[h] + size <= limit), None)
        if choice is None:
            choice = next((h for h in ranked if used[h] + size <= limit), None)
        if choice is None:
            # No hex holds the whole group: place its members one by one.
            for u in group:
                h = next((h for h in ranked if used[h] + u.figures <= limit), None)
                if h is None:
                    left.append(u.id)
                    continue
                used[h] += u.figures
                plan.units[u.id] = h
            continue
        used[choice] += size
        taken.add(choice)
        for u in group:
            plan.units[u.id] = choice
    free = [h for h in ranked if h not in taken] or list(ranked)
    for i in range(sighting):
        if free:
            plan.sightings.append(free[i % len(free)])
    return plan, left
