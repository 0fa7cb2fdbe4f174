"""Counters drawn by the app from their stats: no publisher artwork is ever used.

A ``CounterLook`` is everything a counter shows, read from the session (stats in effect, side,
markers); ``paint_counter`` draws it into any rectangle and ``counter_image`` keeps rendered
images by (look, pixel size) so a board full of counters repaints with plain image blits.

Layout (the project's own): nation colour; a unit glyph in the middle (infantry box, leader star,
weapon silhouette...) with the piece id under it; command top left, morale top right in a circle;
firepower (framed when boxed), range and movement along the bottom. The broken side carries a red
bar across the top; suppressed, veteran and carried-weapon badges sit on the left and right edges.
A stat that differs from the printed one (leader command, veteran, suppressed, wire) is tinted.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from ...model.forces import Counter
from ...play.rules import side_stats
from ...play.session import PieceView, PlaytestSession
from .style import BROKEN_RED, SIGHTING, SUPPRESSED, VETERAN, font, ink_for, nation_colour

UP = QColor("#0d47a1")
DOWN = QColor("#b71c1c")


@dataclass(frozen=True)
class CounterLook:
    """What one counter shows; hashable, so it keys the image cache."""

    piece_id: str
    kind: str
    nation: str
    side: str
    broken: bool = False
    has_back: bool = True
    fp: str = ""
    fp_boxed: bool = False
    range: str = ""
    move: str = ""
    morale: str = ""
    command: str = ""
    deltas: tuple[int, int, int, int] = (0, 0, 0, 0)  # fp, range, move, morale vs the printed side
    suppressed: bool = False
    veteran: bool = False
    weapon: str = ""  # short label of a carried weapon
    weapon_type: str = ""
    ordnance: bool = False
    smoke: bool = False
    figures: int = 0
    label: str = ""  # the counter's name as the face prints it (never the piece's internal id)


def short_name(counter: Counter) -> str:
    """A counter's name without the demo prefix or a trailing nation tag, for tooltips and badges."""
    name = counter.name
    if name.lower().startswith("demo "):
        name = name[5:]
    if name.endswith(")") and "(" in name:
        name = name[: name.rfind("(")].rstrip()
    return name


def weapon_badge(counter: Counter) -> str:
    """Two or three letters for a carried weapon: MG, HMG, MTR, FT, GUN..."""
    kind = (counter.weapon_type or "").lower()
    name = short_name(counter).lower()
    if kind == "mg":
        return "HMG" if "heavy" in name else "MG"
    if kind == "mortar":
        return "MTR"
    if kind == "flamethrower":
        return "FT"
    if kind:
        return kind[:3].upper()
    letters = "".join(w[0] for w in short_name(counter).split() if w)
    return letters[:3].upper() or "W"


def _sign(a: int, b: int) -> int:
    return (a > b) - (a < b)


def look_for(session: PlaytestSession, piece_id: str, nation: str | None = None) -> CounterLook:
    """The look of a piece now: the side in use, stats in effect and its markers."""
    view: PieceView = session.view(piece_id)
    c = view.counter
    piece = session.piece(piece_id)
    assert piece is not None
    printed = side_stats(c, piece.broken)
    nation = nation or session.scenario.side(view.side).nation
    weapon = ""
    if view.weapon:
        w = session.piece(view.weapon)
        if w is not None:
            weapon = weapon_badge(session.counter(w))
    rng = "" if printed.range is None else str(view.range)
    if printed.range_min:
        rng = f"{printed.range_min}-{view.range}"
    if c.kind == "weapon":
        move = str(c.movement_modifier) if c.movement_modifier else ""
        morale = ""
        deltas = (_sign(view.fp, printed.fp or 0), _sign(view.range, printed.range or 0), 0, 0)
    elif c.kind in ("radio", "aircraft"):
        move, morale, deltas = "", "", (0, 0, 0, 0)
    else:
        move = "" if printed.movement is None else str(view.movement)
        morale = "" if printed.morale is None else str(view.morale)
        deltas = (
            _sign(view.fp, printed.fp or 0),
            _sign(view.range, printed.range or 0),
            _sign(view.movement, printed.movement or 0),
            _sign(view.morale, printed.morale or 0),
        )
    command = "" if printed.command is None else str(printed.command)
    fp = "" if printed.fp is None else str(view.fp)
    return CounterLook(
        piece_id=piece_id,
        label=short_name(c),
        kind=c.kind,
        nation=nation,
        side=view.side,
        broken=piece.broken,
        has_back=c.back is not None,
        fp=fp,
        fp_boxed=printed.fp_boxed,
        range=rng,
        move=move,
        morale=morale,
        command=command,
        deltas=deltas,
        suppressed=view.suppressed,
        veteran=view.veteran,
        weapon=weapon,
        weapon_type=(c.weapon_type or "").lower(),
        ordnance=c.ordnance,
        smoke=c.smoke,
        figures=c.figures,
    )


# ----------------------------------------------------------------------------- painting


def _background(look: CounterLook) -> QColor:
    base = nation_colour(look.nation, look.side)
    if look.kind in ("weapon", "radio", "aircraft"):
        base = QColor.fromHslF(base.hslHueF(), base.hslSaturationF() * 0.35, 0.86)
    if look.broken:
        base = base.darker(135) if look.has_back else QColor(150, 150, 150)
    return base


def _glyph(p: QPainter, r: QRectF, look: CounterLook, ink: QColor) -> None:
    """The unit glyph, drawn in ``r`` (kind first, weapon type for weapons)."""
    w = max(r.width() * 0.045, 1.0)
    p.setPen(QPen(ink, w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    cx, cy = r.center().x(), r.center().y()
    kind = look.kind
    if kind in ("squad", "team"):
        bw = r.width() * (0.62 if kind == "squad" else 0.46)
        bh = r.height() * 0.62
        box = QRectF(cx - bw / 2, cy - bh / 2, bw, bh)
        p.drawRect(box)
        p.drawLine(box.topLeft(), box.bottomRight())
        p.drawLine(box.bottomLeft(), box.topRight())
    elif kind in ("leader", "hero", "private"):
        rad = min(r.width(), r.height()) * 0.42
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = rad if i % 2 == 0 else rad * 0.42
            pts.append(QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a)))
        p.setBrush(ink if kind != "private" else Qt.BrushStyle.NoBrush)
        p.drawPolygon(QPolygonF(pts))
        if kind == "hero":
            p.setPen(_bg_pen(look))
            p.setFont(font(rad * 0.8, True))
            p.drawText(QRectF(cx - rad, cy - rad * 0.8, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter, "H")
    elif kind == "scout":
        ew, eh = r.width() * 0.6, r.height() * 0.42
        path = QPainterPath()
        path.moveTo(cx - ew / 2, cy)
        path.quadTo(cx, cy - eh, cx + ew / 2, cy)
        path.quadTo(cx, cy + eh, cx - ew / 2, cy)
        p.drawPath(path)
        p.setBrush(ink)
        p.drawEllipse(QPointF(cx, cy), eh * 0.28, eh * 0.28)
    elif kind == "sogeki_hei":
        rad = min(r.width(), r.height()) * 0.34
        p.drawEllipse(QPointF(cx, cy), rad, rad)
        p.drawLine(QPointF(cx - rad * 1.3, cy), QPointF(cx + rad * 1.3, cy))
        p.drawLine(QPointF(cx, cy - rad * 1.3), QPointF(cx, cy + rad * 1.3))
    elif kind == "radio":
        h = r.height() * 0.7
        p.drawLine(QPointF(cx, cy + h / 2), QPointF(cx, cy - h / 2))
        for k in (0.25, 0.45):
            arc = QRectF(cx - r.width() * k, cy - h / 2 - r.width() * k * 0.4, 2 * r.width() * k, 2 * r.width() * k)
            p.drawArc(arc, 30 * 16, 120 * 16)
    elif kind == "aircraft":
        p.drawLine(QPointF(r.left() + r.width() * 0.15, cy), QPointF(r.right() - r.width() * 0.15, cy))
        p.drawLine(QPointF(cx, cy - r.height() * 0.35), QPointF(cx, cy + r.height() * 0.4))
        p.drawLine(QPointF(cx - r.width() * 0.15, cy + r.height() * 0.35), QPointF(cx + r.width() * 0.15, cy + r.height() * 0.35))
    elif look.weapon_type == "mortar":
        p.drawLine(QPointF(cx - r.width() * 0.12, cy + r.height() * 0.3), QPointF(cx + r.width() * 0.18, cy - r.height() * 0.38))
        p.drawLine(QPointF(cx - r.width() * 0.32, cy + r.height() * 0.34), QPointF(cx + r.width() * 0.12, cy + r.height() * 0.34))
        p.drawLine(QPointF(cx + r.width() * 0.05, cy - r.height() * 0.05), QPointF(cx + r.width() * 0.2, cy + r.height() * 0.34))
    elif look.weapon_type == "flamethrower":
        path = QPainterPath()
        path.moveTo(cx, cy + r.height() * 0.38)
        path.cubicTo(cx - r.width() * 0.38, cy + r.height() * 0.2, cx - r.width() * 0.05, cy - r.height() * 0.1, cx, cy - r.height() * 0.42)
        path.cubicTo(cx + r.width() * 0.1, cy - r.height() * 0.05, cx + r.width() * 0.38, cy + r.height() * 0.2, cx, cy + r.height() * 0.38)
        p.setBrush(QColor("#e65100"))
        p.drawPath(path)
    else:  # machine guns, guns and anything else with a barrel
        y = cy - r.height() * 0.05
        p.drawLine(QPointF(r.left() + r.width() * 0.12, y), QPointF(r.right() - r.width() * 0.08, y))
        p.drawLine(QPointF(cx - r.width() * 0.05, y), QPointF(cx - r.width() * 0.25, cy + r.height() * 0.35))
        p.drawLine(QPointF(cx - r.width() * 0.05, y), QPointF(cx + r.width() * 0.15, cy + r.height() * 0.35))
        if look.weapon_type not in ("mg", ""):
            p.drawEllipse(QPointF(cx - r.width() * 0.05, cy + r.height() * 0.2), r.width() * 0.12, r.width() * 0.12)


def _bg_pen(look: CounterLook) -> QColor:
    return _background(look)


def _stat_colour(delta: int, ink: QColor) -> QColor:
    if delta > 0:
        return UP if ink.lightnessF() < 0.5 else QColor("#90caf9")
    if delta < 0:
        return DOWN if ink.lightnessF() < 0.5 else QColor("#ffcdd2")
    return ink


def paint_counter(p: QPainter, r: QRectF, look: CounterLook) -> None:
    """Draw one counter into ``r`` (any size: every measure is relative to it)."""
    if look.kind == "sighting":
        _paint_sighting(p, r, look)
        return
    s = r.width()
    bg = _background(look)
    ink = ink_for(bg)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    radius = s * 0.08
    p.setPen(QPen(QColor(25, 25, 25), max(s * 0.025, 0.8)))
    p.setBrush(bg)
    p.drawRoundedRect(r.adjusted(s * 0.01, s * 0.01, -s * 0.01, -s * 0.01), radius, radius)
    if look.broken:
        bar = QRectF(r.left() + s * 0.03, r.top() + s * 0.03, s * 0.94, s * 0.1)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BROKEN_RED)
        p.drawRect(bar)
    top = r.top() + s * (0.14 if look.broken else 0.04)
    # command (leaders) or figures, top left
    p.setPen(ink)
    if look.command:
        p.setFont(font(s * 0.2, True))
        p.drawText(QRectF(r.left() + s * 0.05, top, s * 0.4, s * 0.22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"[{look.command}]")
    elif look.figures:
        dot = s * 0.035
        for i in range(look.figures):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ink)
            p.drawEllipse(QPointF(r.left() + s * (0.1 + 0.09 * i), top + s * 0.09), dot, dot)
    # morale, top right in a circle
    if look.morale:
        c = QPointF(r.right() - s * 0.17, top + s * 0.12)
        rad = s * 0.13
        p.setPen(QPen(ink, max(s * 0.018, 0.6)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, rad, rad)
        p.setFont(font(s * 0.19, True))
        p.setPen(_stat_colour(look.deltas[3], ink))
        p.drawText(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter, look.morale)
    # glyph and name
    glyph = QRectF(r.left() + s * 0.25, top + s * 0.2, s * 0.5, s * 0.3)
    _glyph(p, glyph, look, ink)
    p.setPen(ink)
    p.setFont(font(s * 0.14, False))
    p.drawText(QRectF(r.left(), glyph.bottom() - s * 0.01, s, s * 0.16), Qt.AlignmentFlag.AlignCenter,
               p.fontMetrics().elidedText(look.label, Qt.TextElideMode.ElideRight, int(s * 0.94)))
    # stats along the bottom
    bottom = QRectF(r.left() + s * 0.04, r.bottom() - s * 0.3, s * 0.92, s * 0.26)
    if look.ordnance:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255))
        p.drawRect(bottom)
    stat_ink = QColor(20, 20, 20) if look.ordnance else ink
    third = bottom.width() / 3
    p.setFont(font(s * 0.24, True))
    for i, (text, delta) in enumerate(((look.fp, look.deltas[0]), (look.range, look.deltas[1]), (look.move, look.deltas[2]))):
        if not text:
            continue
        cell = QRectF(bottom.left() + i * third, bottom.top(), third, bottom.height())
        if i == 1 and "-" in text:
            p.setFont(font(s * 0.17, True))
        p.setPen(_stat_colour(delta, stat_ink))
        p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
        p.setFont(font(s * 0.24, True))
        if i == 0 and look.fp_boxed:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(stat_ink, max(s * 0.02, 0.6)))
            p.drawRect(cell.adjusted(third * 0.12, s * 0.01, -third * 0.12, -s * 0.01))
    if look.smoke:
        p.setPen(stat_ink)
        p.setFont(font(s * 0.13, True))
        p.drawText(QRectF(r.left() + s * 0.05, bottom.top() - s * 0.15, s * 0.2, s * 0.15), Qt.AlignmentFlag.AlignLeft, "S")
    _badges(p, r, look)
    p.restore()


def _paint_sighting(p: QPainter, r: QRectF, look: CounterLook) -> None:
    """A Japanese Sighting marker: a question mark on the marker colour, with its id."""
    s = r.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(QColor(25, 25, 25), max(s * 0.025, 0.8)))
    p.setBrush(SIGHTING)
    p.drawRoundedRect(r.adjusted(s * 0.01, s * 0.01, -s * 0.01, -s * 0.01), s * 0.08, s * 0.08)
    p.setPen(QColor(250, 250, 250))
    p.setFont(font(s * 0.55, True))
    p.drawText(QRectF(r.left(), r.top(), s, s * 0.75), Qt.AlignmentFlag.AlignCenter, "?")
    p.setFont(font(s * 0.16, True))
    p.drawText(QRectF(r.left(), r.top() + s * 0.7, s, s * 0.25), Qt.AlignmentFlag.AlignCenter, look.label)
    p.restore()


def _badge(p: QPainter, centre: QPointF, rad: float, fill: QColor, text: str) -> None:
    p.setPen(QPen(QColor(20, 20, 20), max(rad * 0.12, 0.5)))
    p.setBrush(fill)
    p.drawEllipse(centre, rad, rad)
    p.setPen(ink_for(fill))
    p.setFont(font(rad * 1.15, True))
    p.drawText(QRectF(centre.x() - rad, centre.y() - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter, text)


def _badges(p: QPainter, r: QRectF, look: CounterLook) -> None:
    s = r.width()
    rad = s * 0.12
    y = r.top() + s * 0.48
    if look.suppressed:
        _badge(p, QPointF(r.left() + rad * 0.95, y), rad, SUPPRESSED, "S")
    if look.veteran:
        _badge(p, QPointF(r.left() + rad * 0.95, y + (2.1 * rad if look.suppressed else 0)), rad, VETERAN, "V")
    if look.weapon:
        p.setFont(font(s * 0.13, True))
        w = s * (0.13 * len(look.weapon) + 0.08)
        box = QRectF(r.right() - w - s * 0.02, y - s * 0.09, w, s * 0.18)
        p.setPen(QPen(QColor(20, 20, 20), max(s * 0.012, 0.5)))
        p.setBrush(QColor(40, 40, 40))
        p.drawRoundedRect(box, s * 0.03, s * 0.03)
        p.setPen(QColor(250, 250, 250))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, look.weapon)


# ----------------------------------------------------------------------------- image cache

_CACHE: OrderedDict[tuple[CounterLook, int], QImage] = OrderedDict()
CACHE_SIZE = 1200


def counter_image(look: CounterLook, pixels: int) -> QImage:
    """The counter rendered ``pixels`` wide (premultiplied ARGB, the fastest to blit), cached."""
    key = (look, pixels)
    image = _CACHE.get(key)
    if image is not None:
        _CACHE.move_to_end(key)
        return image
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    try:
        paint_counter(p, QRectF(0, 0, pixels, pixels), look)
    finally:
        p.end()
    _CACHE[key] = image
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return image


def clear_cache() -> None:
    _CACHE.clear()
