"""Board colours and sizes, in one place so counters, overlays and track displays agree.

The colours are the project's own choices (muted, print-like), not taken from any published game
component. A nation without an entry gets a stable colour derived from its code.
"""

from __future__ import annotations

import zlib

from PySide6.QtGui import QColor, QFont

# Scene units: one grid unit (hex centre to corner) is UNIT scene pixels at zoom 1.
UNIT = 60.0
COUNTER = 62.0  # counter side in scene pixels
STACK_STEP = 5.0  # offset of each counter on the one below it
FAN_GAP = 6.0

NATION_COLOURS = {
    "JP": "#e6cf84",  # khaki yellow
    "US": "#8fa562",  # olive drab
    "CW": "#c9a57a",  # tan
    "AU": "#c9a57a",
    "NZ": "#c9a57a",
    "IN": "#c9a57a",
    "CN": "#8fa0b8",
    "NL": "#d79a62",
    "DE": "#9aa3ad",
    "SU": "#a8b07a",
    "GB": "#c9a57a",
}
SIDE_FALLBACK = {"japan": "#e6cf84", "allied": "#8fa562"}
BROKEN_RED = QColor("#b3261e")
SUPPRESSED = QColor("#f2a516")
VETERAN = QColor("#2d6fb7")
SELECTED = QColor("#1e88e5")
MOVE_OK = QColor("#1b8a3a")
MOVE_BAD = QColor("#c62828")
LOS_COLOURS = {"clear": QColor("#1b8a3a"), "hindered": QColor("#e08a00"), "blocked": QColor("#c62828")}
SIGHTING = QColor("#6a4c93")
FORT_BROWN = QColor("#6d4c2f")


def nation_colour(nation: str, side: str = "") -> QColor:
    """The counter colour of a nation (a stable derived colour for nations without one)."""
    code = (nation or "").upper()
    if code in NATION_COLOURS:
        return QColor(NATION_COLOURS[code])
    if not code:
        return QColor(SIDE_FALLBACK.get(side, "#b8b8b8"))
    hue = zlib.crc32(code.encode()) % 360
    return QColor.fromHsl(hue, 90, 165)


def side_colour(nation: str, side: str) -> QColor:
    """A stronger tone of the nation colour for markers, overlays and track chips."""
    return nation_colour(nation, side).darker(150)


def ink_for(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    return QColor(20, 20, 20) if background.lightnessF() > 0.5 else QColor(250, 250, 250)


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f
