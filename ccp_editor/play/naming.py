"""How every sentence of the playtest names a piece: its counter's name and where it stands, never
an internal piece id (those stay in the saved document for the program's own use).

"Demo Rifle Squad in C5"; a second counter of the same name in the same place gets a number,
"Demo Rifle Squad (2) in C5"; a weapon stands where its carrier is. The log, the refusals, the card
game's prompts and the board's messages all call ``piece_name``, so a player reads one name per piece.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..model.forces import Counter
from ..model.playtest import PieceState
from . import logtext as L


class _Pieces(Protocol):
    doc: Any

    def counter(self, piece: PieceState) -> Counter: ...

    def carrier_of(self, weapon_id: str) -> PieceState | None: ...


def piece_place(session: _Pieces, piece: PieceState) -> tuple[str, str | None]:
    """Where a piece is for naming: its location and hex (a carried weapon's is its carrier's)."""
    if piece.location == "map" and piece.hex is None and session.counter(piece).kind == "weapon":
        carrier = session.carrier_of(piece.id)
        if carrier is not None:
            return carrier.location, carrier.hex
    return piece.location, piece.hex


def piece_name(session: _Pieces, piece: PieceState, *, where: bool = True, broken: bool = False) -> str:
    """``piece`` as a player reads it: "Rifle Squad in C5", "Rifle Squad (2) in C5" when two
    counters of that name share the place; ``where=False`` leaves the hex out, ``broken=True``
    says "(broken)" after the name."""
    counter = session.counter
    name = counter(piece).name
    hx, loc, side = piece.hex, piece.location, piece.side  # the cheapest test first: this runs for every name
    same = [p.id for p in session.doc.pieces
            if p.hex == hx and p.location == loc and p.side == side and counter(p).name == name]
    nth = ""
    if len(same) > 1 and piece.id in same:
        same.sort()
        nth = f" ({same.index(piece.id) + 1})"
    hex_id = None
    if where:
        place = piece_place(session, piece)
        if place[0] == "map":
            hex_id = place[1]
    if broken and piece.broken:
        return (L.BROKEN_IN.format(piece=f"{name}{nth}", hex=hex_id) if hex_id else L.BROKEN.format(piece=f"{name}{nth}"))
    return f"{name}{nth} in {hex_id}" if hex_id else f"{name}{nth}"


def names(session: _Pieces, pieces: list[PieceState], *, where: bool = True) -> str:
    """Several pieces in one sentence: "Rifle Squad, Light Machine Gun in C5" (the hex said once
    when they share it)."""
    if not where:
        return ", ".join(piece_name(session, p, where=False) for p in pieces)
    hexes = {piece_place(session, p)[1] for p in pieces}
    if len(pieces) > 1 and len(hexes) == 1 and None not in hexes:
        return ", ".join(piece_name(session, p, where=False) for p in pieces) + f" in {hexes.pop()}"
    return ", ".join(piece_name(session, p) for p in pieces)
