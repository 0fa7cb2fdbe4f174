"""How a Move looks to the greedy player: scores only, never what is legal (the rules decide that).

A veteran keeps his units in cover while the enemy can shoot at them: a group standing in Cover
(T81.3) in the LOS and range of an enemy unit leaves it only for a hex that is in Cover too, that
holds an objective it does not control yet (14.3), or to exit the map (14.2). Such a group is
"pinned" when no hex it can reach is one of those: the greedy player then prefers to activate
other units, and to give no Move order at all when every unit that could move is pinned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.rules import other_side, overstack_cover_penalty

if TYPE_CHECKING:
    from ..model.playtest import PieceState
    from .decisions import Game

#: What leaving Cover under fire for open ground costs in the greedy player's eyes: more than any
#: gain in distance to a goal on the demo maps.
LEAVE_COVER = 50.0
#: What each hex on the way without Cover and under fire costs such a group (Op Fire, A41):
#: a run through three of them outweighs a goal three hexes nearer.
EXPOSED_STEP = 3.0


def in_cover(g: Game, hex_id: str, figures: int = 0) -> bool:
    """The hex gives Cover (T81.3), once ``figures`` more soldiers stand there (an overstacked
    hex loses Cover, T81.3.2)."""
    s = g.s
    cover = s.cover_at(hex_id)[0]
    if figures:
        now = s.figures_at(hex_id)
        cover += overstack_cover_penalty(now, s.rules) - overstack_cover_penalty(now + figures, s.rules)
    return cover > 0


def takes_objective(g: Game, side: str, hex_id: str) -> bool:
    s = g.s
    return any(h == hex_id and s.tracks.objective_control.get(n) != side for n, h in s.board.map.objectives.items())


def under_fire(g: Game, side: str, hex_id: str) -> bool:
    """An enemy unit on the map sees the hex within its range or its weapon's (16, 3.1.2)."""
    s = g.s
    with s.steady():
        return s.memo(("under_fire", side, hex_id), lambda: _under_fire(g, side, hex_id))


def _under_fire(g: Game, side: str, hex_id: str) -> bool:
    s = g.s
    grid = s.board.grid
    for e in s.units(other_side(side), "map"):
        if not e.hex or hex_id not in s.seen_from(e.hex):
            continue
        reach = s.view(e.id).range
        if e.weapon and s.piece(e.weapon) is not None:
            reach = max(reach, s.view(e.weapon).range)
        if grid.distance(e.hex, hex_id) <= reach:
            return True
    return False


def keeps_cover(g: Game, side: str, units: list[PieceState],
                paths: dict[str, tuple[float, list[str]]] | None = None) -> Callable[[str], float]:
    """The destination bonus of a group: ``-EXPOSED_STEP`` per hex it would stand in, on its
    way (``paths``: hex -> (MP, path)) or at its end, without Cover and under fire; and, when it
    stands in Cover under fire, ``-LEAVE_COVER`` for a hex without Cover once the group is there
    and without an objective to take. A hex in Cover, an objective to take and an exit cost
    nothing at the end. Worked out at the first reading: a random player reads no score."""
    start = units[0].hex or ""
    kept: list[tuple[int, bool]] = []

    def bonus(h: str) -> float:
        if not kept:
            figures = sum(g.s.counter(u).figures for u in units)
            kept.append((figures, in_cover(g, start) and under_fire(g, side, start)))
        figures, pinned_here = kept[0]
        if h == start:
            return 0.0
        route = paths[h][1][1:-1] if paths is not None and h in paths else []
        worth = -EXPOSED_STEP * sum(1 for x in route if not in_cover(g, x, figures) and under_fire(g, side, x))
        if h == "exit" or in_cover(g, h, figures) or takes_objective(g, side, h):
            return worth
        if pinned_here:
            return worth - LEAVE_COVER
        return worth - (EXPOSED_STEP if under_fire(g, side, h) else 0.0)
    return bonus


def pinned(g: Game, side: str, units: list[PieceState]) -> bool:
    """The group stands in Cover under fire and can reach no hex ``keeps_cover`` accepts."""
    start = units[0].hex or ""
    if not in_cover(g, start) or not under_fire(g, side, start):
        return False
    reach = g.s.reachable([u.id for u in units])
    figures = sum(g.s.counter(u).figures for u in units)
    return not any(h == "exit" or in_cover(g, h, figures) or takes_objective(g, side, h) for h in reach if h != start)


def activation_worth(g: Game, side: str, units: list[PieceState], score: float) -> float:
    """An activation's score for a Move: ``score``, less one when the first hex's units are pinned."""
    first = [u for u in units if u.hex == units[0].hex]
    return score - 1.0 if pinned(g, side, first) else score


def move_worth(g: Game, side: str, units_by_hex: Callable[[], dict[str, list[PieceState]]], score: float) -> float:
    """The Move order's score: ``score``, or nothing when every hex's units that could move are
    pinned (moving them would only leave Cover under fire)."""
    movers = [[u for u in units if g.s.view(u.id).movement > 0] for units in units_by_hex().values()]
    movers = [m for m in movers if m]
    if movers and all(pinned(g, side, m) for m in movers):
        return 0.0
    return score
