"""Which units one order or Op Fire action activates (O20.1, O20.2, 3.3.1.1, A41.2).

An order activates one friendly unit not yet activated this turn. When that first unit is a
leader that gives command (a Scout or the Sogeki Hei does not, 3.3.3a, 3.3.4), it may in turn
activate any of the friendly non-leader units within its command radius (0: its own hex, N: up
to N hexes away) that were not activated this turn either; never another leader. A Hero may be
activated again (3.3.2b). An Op Fire action activates the same way (A41.2, 3.3.1.1).

So a legal activation is one unit alone, or a leader first and, after it, non-leaders it
commands; ``activation_problem`` says why a set of units is not one. ``activations`` lists the
activations a Move or Advance order offers: each unit alone, each leader with the units it
commands in its own hex, and each leader with every unit it commands within its radius.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import logtext as L
from .rules import gives_command, is_leader

if TYPE_CHECKING:
    from ..model.playtest import PieceState
    from .decisions import Game
    from .session import PlaytestSession


def can_activate(g: Game, p: PieceState) -> bool:
    """O20.2: once per turn, a Hero as often as wanted (3.3.2b)."""
    return p.location == "map" and (not p.activated or g.s.counter(p).kind == "hero")


def commanding(s: PlaytestSession, p: PieceState) -> bool:
    """Whether the unit, activated first, may activate others (3.3.1.1): a leader with a command
    number; a Scout or the Sogeki Hei has none (3.3.3a, 3.3.4)."""
    return gives_command(s.counter(p))


def commands(s: PlaytestSession, leader: PieceState, unit: PieceState) -> bool:
    """Whether ``leader`` may activate ``unit`` with itself (3.3.1.1): a friendly non-leader in
    its command radius, counted from the leader's hex (its command in effect, broken side too)."""
    if unit is leader or unit.side != leader.side or is_leader(s.counter(unit)):
        return False
    if not leader.hex or not unit.hex or not commanding(s, leader):
        return False
    return s.board.grid.distance(leader.hex, unit.hex) <= s.view(leader.id).command


def activation_problem(s: PlaytestSession, units: list[PieceState]) -> str:
    """Why these units are not one activation (O20.1), or '': one unit, or a leader first with
    friendly non-leader units in its command radius after it."""
    if len(units) <= 1:
        return ""
    leader = units[0]
    if not commanding(s, leader):
        return L.R_ONE_UNIT_ACTIVATES.format(piece=s._name(leader))
    for u in units[1:]:
        if not commands(s, leader, u):
            return L.R_NOT_COMMANDED.format(piece=s._name(u), leader=s._name(leader))
    return ""


def activations(g: Game, side: str, ok: Callable[[PieceState], bool]) -> list[tuple[str, list[PieceState]]]:
    """The activations a Move or Advance order offers (O20.1), each as (how, units), the first
    unit the one activated by the card: ``alone`` each unit by itself, ``hex`` each commanding
    leader with the units it commands in its own hex, ``radius`` each commanding leader with
    every unit it commands within its radius when some are outside its hex. ``ok`` says which
    units may carry out the order (every unit offered may still be activated this turn)."""
    s = g.s
    units = [u for u in s.units(side, "map") if u.hex and can_activate(g, u) and ok(u)]
    by_hex: dict[str, list[PieceState]] = {}
    for u in units:
        by_hex.setdefault(u.hex or "", []).append(u)
    out: list[tuple[str, list[PieceState]]] = []
    for hex_id in sorted(by_hex, key=s.board.grid.hex_order.__getitem__):
        here = by_hex[hex_id]
        for leader in here:
            if not commanding(s, leader):
                continue
            radius = s.view(leader.id).command
            mine = [u for u in here if commands(s, leader, u)]
            if mine:
                out.append(("hex", [leader, *mine]))
            if radius >= 1:
                wider = [u for u in units if u.hex != hex_id and commands(s, leader, u)]
                if wider:
                    out.append(("radius", [leader, *mine, *wider]))
        out += [("alone", [u]) for u in here]
    return out


def by_hex(units: list[PieceState]) -> list[list[PieceState]]:
    """An activation's units by hex, the first unit's hex first (O29.2: units that begin the
    order stacked may move together; units in other hexes move one after another)."""
    groups: dict[str, list[PieceState]] = {}
    for u in units:
        groups.setdefault(u.hex or "", []).append(u)
    return list(groups.values())
