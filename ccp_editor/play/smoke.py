"""The smoke cup (T95, 1.9.2, 15.1.4): smoke markers drawn at random, their Hindrance printed on them.

Before play every smoke marker goes into an opaque cup (T95); a rule that places "a random smoke"
draws one (A47 Smoke Screen, E57a Detritus of War, E80 White Phosphorus, O27.2.1 smoke rounds, an
artillery smoke barrage) and a marker leaving the map goes back in (Disperse 1.9.2, E54 drifting off,
E60 Gusts, a blaze, and the lower of two smokes in one hex, 15.1.4).

The cup is never stored: it is the rule set's composition (``RuleSet.smoke_cup``, inferred counts)
less the smoke markers on the map, so every removal returns its marker by itself and a save, a
resume and a replay carry the cup with the markers. Draws use the game's seeded generator
(``CardDecks.pick``), so the same seed draws the same smoke.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from . import logtext as L

if TYPE_CHECKING:
    from .decisions import Game
    from .session import PlaytestSession


def on_map(s: PlaytestSession) -> Counter[int]:
    """The smoke markers on the map by Hindrance (a marker without a value reads 1, as the LOS does)."""
    return Counter(m.value or 1 for m in s.doc.markers if m.type == "smoke")


def cup(s: PlaytestSession) -> list[int]:
    """The markers in the cup, lowest first: the composition less the markers on the map (a marker
    placed by hand beyond the composition takes none from the cup)."""
    left = Counter(s.rules.smoke_markers()) - on_map(s)
    return sorted(left.elements())


def smoke_problem(s: PlaytestSession, hex_id: str) -> str:
    """Why no smoke may go in the hex (water F100.3, blaze T83), as a log line; "" when it may."""
    if s.board.is_water(hex_id):
        return L.SMOKE_NOT_WATER.format(hex=hex_id)
    if hex_id in s.blaze():
        return L.SMOKE_NOT_BLAZE.format(hex=hex_id)
    return ""


def can_take_smoke(s: PlaytestSession, hex_id: str) -> bool:
    return s.board.contains(hex_id) and not smoke_problem(s, hex_id)


def draw_smoke(g: Game) -> int | None:
    """Draw one marker from the cup (T95) with the game's seeded generator; None, logged, when the
    cup is empty. The marker stays in the cup until it is placed."""
    markers = cup(g.s)
    if not markers:
        g.note(L.SMOKE_CUP_EMPTY)
        return None
    value = int(g.decks.pick([str(v) for v in markers]))
    g.note(L.SMOKE_DRAWN.format(n=value, left=len(markers) - 1))
    return value


def place_drawn_smoke(g: Game, hex_id: str, value: int) -> bool:
    """Put a drawn marker in the hex. Only one smoke per hex, the highest stays (15.1.4): the lower
    of the two goes back to the cup, which is the drawn one when the hex already holds as much."""
    s = g.s
    old = s.marker_at(hex_id, "smoke")
    if old is not None and (old.value or 1) >= value:
        g.note(L.SMOKE_LOWER_BACK.format(n=value, old=old.value or 1, hex=hex_id))
        return True
    if old is not None:
        g.note(L.SMOKE_REPLACED.format(old=old.value or 1, hex=hex_id))
    return g.do("place_marker", "smoke", hex_id, value).ok


def place_random_smoke(g: Game, hex_id: str) -> bool:
    """A random smoke from the cup into ``hex_id``; False, with the reason logged, when the hex is
    water or ablaze or the cup is empty (nothing is drawn then)."""
    why = smoke_problem(g.s, hex_id)
    if why:
        g.note(why)
        return False
    value = draw_smoke(g)
    if value is None:
        return False
    return place_drawn_smoke(g, hex_id, value)
