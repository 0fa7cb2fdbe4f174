"""The random scenario generation, one function per step, in rule order.

- ``state``: the generation state (sides, VP marker, log) and the helpers the stages share.
- ``presteps``: map, orientation, year, Allied nation, Player 1 (a gap: G2).
- ``forces``: RSG 1-6, postures per scenario, troop quality, chits, OB, leaders, support.
- ``battle``: RSG 7-10, postures, rivers, fortifications, setup areas and placement.
- ``start``: RSG 11-15, day or night, markers, Sighting markers, Initiative, first player.

``STEPS`` lists steps 1-15 in rule order; the engine runs the pre-steps, then ``STEPS``.
"""

from __future__ import annotations

from .battle import (
    fortification_hexes,
    place_fortifications,
    place_units,
    setup_order,
    step7_postures,
    step8_rivers,
    step9_fortifications,
    step10_setup,
)
from .forces import (
    step1_postures,
    step2_troop_quality,
    step3_objective_chits,
    step4_order_of_battle,
    step5_leaders,
    step6_support,
)
from .presteps import fixed_allied, pre_allied_nation, pre_map, pre_orientation, pre_player_one, pre_year
from .start import (
    step11_day_night,
    step12_markers,
    step13_sighting_markers,
    step14_initiative,
    step15_first_player,
)
from .state import (
    MAX_LEADER_REROLLS,
    MAX_REROLLS,
    MAX_SUPPORT_ROLLS,
    OTHER,
    SIDES,
    SIGHTING_LIMIT,
    GenState,
    SideState,
    defender_side,
    initiative_winner,
    setup_band,
)

STEPS = (
    step1_postures,
    step2_troop_quality,
    step3_objective_chits,
    step4_order_of_battle,
    step5_leaders,
    step6_support,
    step7_postures,
    step8_rivers,
    step9_fortifications,
    step10_setup,
    step11_day_night,
    step12_markers,
    step13_sighting_markers,
    step14_initiative,
    step15_first_player,
)

__all__ = [
    "MAX_LEADER_REROLLS",
    "MAX_REROLLS",
    "MAX_SUPPORT_ROLLS",
    "OTHER",
    "SIDES",
    "SIGHTING_LIMIT",
    "STEPS",
    "GenState",
    "SideState",
    "defender_side",
    "fixed_allied",
    "fortification_hexes",
    "initiative_winner",
    "place_fortifications",
    "place_units",
    "pre_allied_nation",
    "pre_map",
    "pre_orientation",
    "pre_player_one",
    "pre_year",
    "setup_band",
    "setup_order",
    *[s.__name__ for s in STEPS],
]
