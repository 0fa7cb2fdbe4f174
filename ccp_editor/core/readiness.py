"""Is a map finished enough to play on? The checks behind a map's ``status: ready``.

A map is a draft while it is being traced. It may be marked ready once the scan is calibrated,
its terrain is traced, its five objectives are placed (2.3), it has Exit Points (2.4) and its two
Artillery Boxes sit in opposite corners (2.2c). The random generator and the wizard offer only
ready maps, so a half-traced map never turns up in a generated battle by chance.
"""

from __future__ import annotations

import copy

from ..model.mapdoc import MapDocument
from ..model.ruleset import RuleSet
from . import checktext as T
from .calibration import CalibrationError, map_calibration
from .hexgrid import HexGrid

OBJECTIVE_NUMBERS = ("1", "2", "3", "4", "5")
OPPOSITE_CORNERS = {
    "top-left": "bottom-right",
    "bottom-right": "top-left",
    "top-right": "bottom-left",
    "bottom-left": "top-right",
}
# A calibration whose worst control point is off by more than this many hex units (centre to
# corner = 1) has a mis-clicked or mislabelled point: half a hex is already a different hex.
MAX_RESIDUAL_HEX_UNITS = 0.35


REVIEWED = "reviewed"  # the reason of an override that changes nothing: a person looked at the hex


def unreviewed_ambiguous(m: MapDocument, ruleset: RuleSet) -> list[str]:
    """Ambiguous hexes (their Type flips when the hexside tolerance moves a little) that nobody has
    looked at: an override of the hex, even one changing nothing (a "reviewed" mark), settles it."""
    from .terrain import derive

    return [h for h in derive(m, ruleset).ambiguous if h not in m.overrides]


def readiness_problems(m: MapDocument, ruleset: RuleSet | None = None) -> list[str]:
    """Why the map cannot be marked ready yet, one sentence each; empty when it can."""
    out: list[str] = []
    grid = HexGrid(m.grid)
    if m.scan is not None:
        try:
            cal = map_calibration(m)
        except CalibrationError as exc:
            out.append(T.NOT_CALIBRATED.format(problem=exc))
        else:
            if cal is not None:
                worst = cal.max_residual / max(cal.transform.scale, 1e-9)
                if worst > MAX_RESIDUAL_HEX_UNITS:
                    out.append(
                        T.CONTROL_POINT_OFF.format(off=f"{worst:.2f}", most=MAX_RESIDUAL_HEX_UNITS)
                    )
    if not (m.shapes.terrain or m.shapes.levels or m.shapes.lines):
        out.append(T.NOTHING_TRACED)
    else:
        from ..io.dataset import builtin_ruleset

        ambiguous = unreviewed_ambiguous(m, ruleset or builtin_ruleset())
        if ambiguous:
            shown = ", ".join(ambiguous[:12]) + (" ..." if len(ambiguous) > 12 else "")
            out.append(T.AMBIGUOUS_NOT_REVIEWED.format(hexes=shown))
    missing = [n for n in OBJECTIVE_NUMBERS if n not in m.objectives]
    if missing:
        out.append((T.OBJECTIVE_MISSING if len(missing) == 1 else T.OBJECTIVES_MISSING).format(objectives=", ".join(missing)))
    bad = [f"{n}={h}" for n, h in sorted(m.objectives.items()) if not grid.contains(h)]
    if bad:
        out.append((T.OBJECTIVE_OFF_MAP if len(bad) == 1 else T.OBJECTIVES_OFF_MAP).format(objectives=", ".join(bad)))
    if not m.exit_points:
        out.append(T.NO_EXIT_POINTS)
    if len(m.artillery_boxes) != 2 or OPPOSITE_CORNERS[m.artillery_boxes[0]] != m.artillery_boxes[1]:
        out.append(T.ARTILLERY_NOT_OPPOSITE)
    return out


def is_ready(m: MapDocument) -> bool:
    return m.status == "ready"


def mark_ready(m: MapDocument, ruleset: RuleSet) -> MapDocument:
    """A copy of the map marked ready, with its derived hex cache stored fresh (callers check first)."""
    from .terrain import derive

    out = copy.deepcopy(m)
    out.hexes = derive(m, ruleset).hexes
    out.status = "ready"
    return out
