"""Which option of the card game's pending question a card or a hex click picks (no Qt).

The card game asks; its options are the only answers (``play.decisions``). This module reads them
as a player sees the table, without deciding any rule itself:

- a card of the hand answers the options that play it (an order, O21; an action, A32; a discard,
  12.3) - a card no option plays is not offered, and says why;
- a Fire order (O27) or Op Fire (A41) is answered on the map in two clicks: the firing hex(es)
  first (a fire group of several hexes, O27.3.1, by adding its hexes one by one), then one of the
  targets that group may legally fire at; only the pairs the options hold are reachable;
- a Move or Advance (O22, O29) by its units' hex, then the destination;
- any other question whose options are hexes by the hex, and one whose options are units on the
  map (a Sniper's victim, E: the unit a piece is left out of a group for...) by the unit's hex.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...play.decisions import Decision
    from ...play.session import PlaytestSession

CARD_KINDS = frozenset({"order", "action", "discard"})  # the questions a card of the hand answers


def card_of(decision: Decision, value: Any) -> int | None:
    """The hand card an option's value plays (order ``(n, order)``, action ``(n, ...)``, discard
    ``n``), else None."""
    if decision.kind not in CARD_KINDS:
        return None
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, tuple) and value and isinstance(value[0], int) and not isinstance(value[0], bool):
        return value[0]
    return None


def card_options(decision: Decision | None, hand: list[int]) -> dict[int, list[int]]:
    """Per card of the hand, the indices of the options that play it (in the list's order)."""
    out: dict[int, list[int]] = {n: [] for n in hand}
    if decision is None:
        return out
    for i, o in enumerate(decision.options):
        n = card_of(decision, o.value)
        if n in out:
            out[n].append(i)
    return out


def other_options(decision: Decision | None, contains: Callable[[str], bool] | None = None) -> list[int]:
    """The options no card and no hex answers (pass, no action, no Op Fire...), offered as buttons."""
    if decision is None:
        return []
    kind = map_kind(decision, contains)
    if kind in ("activate", "destination"):
        return []
    if kind == "hex":
        return [i for i, o in enumerate(decision.options) if not (isinstance(o.value, str) and contains is not None
                                                                  and contains(o.value))]
    return [i for i, o in enumerate(decision.options) if card_of(decision, o.value) is None and not is_fire(o.value)]


def is_fire(value: Any) -> bool:
    """A fire attack's value: ``(group, target)`` (``play.firegroups.FireChoice``)."""
    return (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], list)
            and isinstance(value[1], str) and all(isinstance(p, str) for p in value[0]))


def map_kind(decision: Decision | None, contains: Callable[[str], bool] | None = None) -> str:
    """How the map answers this question: fire, activate, destination, hex (options that are hexes
    of the map, ``contains``), or "" (not at all)."""
    if decision is None or not decision.options:
        return ""
    if any(is_fire(o.value) for o in decision.options):
        return "fire"
    if decision.order in ("move", "advance") and decision.kind in ("activate", "destination"):
        return decision.kind
    if contains is not None and decision.kind not in CARD_KINDS and any(
            isinstance(o.value, str) and contains(o.value) for o in decision.options):
        return "hex"
    return ""


def piece_hex(session: PlaytestSession, pid: str) -> str | None:
    """The hex a piece fires or moves from (a weapon's: its carrier's)."""
    p = session.piece(pid)
    if p is None:
        return None
    if p.hex:
        return p.hex
    carrier = session.carrier_of(pid)
    return carrier.hex if carrier is not None else None


@dataclass
class FireOption:
    index: int
    hexes: frozenset[str]
    target: str


@dataclass
class MapChoice:
    """The clicks given so far on the map for one question (the firing hexes picked)."""

    session: PlaytestSession
    decision: Decision
    firing: set[str] = field(default_factory=set)

    # ------------------------------------------------------------------ fire (O27, A41)
    def fire_options(self) -> list[FireOption]:
        out = []
        for i, o in enumerate(self.decision.options):
            if is_fire(o.value):
                hexes = frozenset(h for h in (piece_hex(self.session, p) for p in o.value[0]) if h)
                out.append(FireOption(i, hexes, o.value[1]))
        return out

    def firing_hexes(self) -> set[str]:
        """The hexes that may still join the firing group picked so far (every firing hex at first)."""
        return {h for f in self.fire_options() if self.firing <= f.hexes for h in f.hexes}

    def targets(self) -> list[str]:
        """The hexes the picked group may fire at: only the pairs the question offers."""
        if not self.firing:
            return []
        return sorted({f.target for f in self.fire_options() if f.hexes == self.firing})

    def group_pieces(self) -> list[str]:
        """Every piece the picked firing hexes offer to fire (whatever the target)."""
        out: list[str] = []
        for o in self.decision.options:
            if is_fire(o.value) and frozenset(h for h in (piece_hex(self.session, p) for p in o.value[0]) if h) == self.firing:
                out += [p for p in o.value[0] if p not in out]
        return out

    def fire_at(self, target: str) -> list[int]:
        """The options that fire the picked group at ``target`` (two when ordnance may fire alone)."""
        return [f.index for f in self.fire_options() if f.hexes == self.firing and f.target == target]

    # ------------------------------------------------------------------ Move, Advance (O22, O29)
    def activations(self) -> dict[str, int]:
        """Per hex, the activation a click there gives: the option moving the most units of that hex
        alone (a smaller group or several hexes stay in the list, or a Shift+drag)."""
        best: dict[str, tuple[int, int]] = {}
        for i, o in enumerate(self.decision.options):
            ids = tuple(o.value) if isinstance(o.value, (tuple, list)) else ()
            hexes = {piece_hex(self.session, p) for p in ids}
            if len(hexes) != 1 or None in hexes:
                continue
            h = next(iter(hexes))
            assert h is not None
            if h not in best or len(ids) > best[h][1]:
                best[h] = (i, len(ids))
        return {h: i for h, (i, _n) in best.items()}

    def destinations(self) -> dict[str, int]:
        """Per destination hex, the option ending the Move or Advance there (exits left to the list)."""
        out: dict[str, int] = {}
        for i, o in enumerate(self.decision.options):
            where = o.value[0] if self.decision.order == "move" and isinstance(o.value, tuple) else o.value
            if isinstance(where, str) and where != "exit":
                out.setdefault(where, i)
        return out

    def hex_options(self) -> dict[str, int]:
        contains = self.session.board.contains
        return {o.value: i for i, o in reversed(list(enumerate(self.decision.options)))
                if isinstance(o.value, str) and contains(o.value)}

    def kind(self) -> str:
        """fire, activate, destination, hex, piece, or "" (the map answers nothing)."""
        kind = map_kind(self.decision, self.session.board.contains)
        if kind in ("", "hex") and self.decision.kind not in CARD_KINDS and self.piece_options():
            return "piece"  # units named by their ids: never read as hexes
        return kind

    def piece_options(self) -> dict[str, list[int]]:
        """Per hex, the options that name a unit or weapon standing there."""
        out: dict[str, list[int]] = {}
        for i, o in enumerate(self.decision.options):
            if isinstance(o.value, str) and self.session.piece(o.value) is not None:
                h = piece_hex(self.session, o.value)
                if h and self.session.board.contains(h):
                    out.setdefault(h, []).append(i)
        return out

    # ------------------------------------------------------------------ a click
    def click(self, hex_id: str) -> tuple[str, list[int]]:
        """What a click on ``hex_id`` does: ("answer", [index]), ("choose", [indices]) when several
        options fit, ("group", []) when the firing group changed, or ("none", [])."""
        kind = self.kind()
        if kind == "fire":
            if self.firing and hex_id in self.targets():
                found = self.fire_at(hex_id)
                return ("answer" if len(found) == 1 else "choose", found)
            if hex_id in self.firing:
                self.firing.discard(hex_id)
                return "group", []
            if hex_id in self.firing_hexes():
                self.firing.add(hex_id)
                return "group", []
            if any(hex_id in f.hexes for f in self.fire_options()):
                self.firing = {hex_id}  # a hex of another group: start that one
                return "group", []
            return "none", []
        if kind == "piece":
            found = self.piece_options().get(hex_id, [])
            return ("answer" if len(found) == 1 else "choose", found) if found else ("none", [])
        table = {"activate": self.activations, "destination": self.destinations, "hex": self.hex_options}.get(kind)
        if table is None:
            return "none", []
        index = table().get(hex_id)
        return ("answer", [index]) if index is not None else ("none", [])
