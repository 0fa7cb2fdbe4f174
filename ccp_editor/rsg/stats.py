"""``rsg-stats``: what the generator produces over many seeds.

No statistical study of the CC RSG exists, so these distributions are how a data set and its house
rules are judged: how often each posture pairing, night, orientation, OB, support item and
fortification comes up, where the VP marker starts and where Sudden Death falls.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..model.scenario import Scenario
from .context import RsgData
from .engine import generate
from .summary import POSTURE_NAMES


class RsgStats:
    """Running tallies over generated scenarios."""

    def __init__(self) -> None:
        self.count = 0
        self.first_seed: int | None = None
        self.orientation: Counter[str] = Counter()
        self.rotation: Counter[int] = Counter()
        self.posture_pairs: Counter[str] = Counter()
        self.night: Counter[str] = Counter()
        self.vp_start: Counter[int] = Counter()
        self.ob_choices: dict[str, Counter[str]] = {}
        self.support_rolls: dict[str, Counter[int]] = {}
        self.support_purchases: dict[str, dict[int, Counter[str]]] = {}
        self.fortifications: Counter[str] = Counter()
        self.fortified_scenarios = 0
        self.sighting_markers: Counter[int] = Counter()
        self.sighting_bought: Counter[int] = Counter()
        self.infiltrators: Counter[int] = Counter()
        self.banzai_time_space_1: Counter[int] = Counter()
        self.mine_fp: Counter[int] = Counter()
        self.sudden_death: Counter[int] = Counter()
        self.first_player: Counter[str] = Counter()
        self.maps: Counter[str] = Counter()
        self.years: Counter[int] = Counter()
        self.allied_nation: Counter[str] = Counter()

    def add(self, sc: Scenario) -> None:
        self.count += 1
        j, a = sc.sides.japan, sc.sides.allied
        self.orientation[sc.orientation] += 1
        self.rotation[sc.rotation] += 1
        self.posture_pairs[f"{POSTURE_NAMES[j.posture]} vs {POSTURE_NAMES[a.posture]}"] += 1
        self.night["night" if sc.night else "day"] += 1
        self.vp_start[sc.vp_start] += 1
        for side in (j, a):
            self.ob_choices.setdefault(side.nation, Counter())[side.ob or ""] += 1
        nations = {"japan": j.nation, "allied": a.nation}
        for e in sc.generation.log if sc.generation else ():
            if e.step != "support" or not e.cards:
                continue
            nation = nations.get(e.actor, e.actor)
            w, c = e.cards[-1]
            roll = w + c
            self.support_rolls.setdefault(nation, Counter())[roll] += 1
            if e.choice:
                column = self.support_purchases.setdefault(nation, {}).setdefault(roll, Counter())
                for label in e.choice.split():
                    column[label] += 1
        self.sighting_markers[j.sighting_markers + sum(r.sighting_markers for r in j.reinforcements)] += 1
        for e in sc.generation.log if sc.generation else ():
            if e.step == "sighting_markers" and e.choice.isdigit():
                self.sighting_bought[int(e.choice)] += 1
        self.infiltrators[sum(len(v) for v in j.infiltration.values())] += 1
        if j.posture == "banzai":
            self.banzai_time_space_1[sum(len(r.units) for r in j.reinforcements if r.space == 1)] += 1
        if sc.fortifications:
            self.fortified_scenarios += 1
            for f in sc.fortifications:
                self.fortifications[f.type] += 1
        if any(f.type == "mines" for f in sc.fortifications):
            self.mine_fp[sc.mine_fp] += 1
        self.sudden_death[sc.sudden_death_space] += 1
        self.first_player[sc.first_player] += 1
        self.maps[sc.map] += 1
        self.years[sc.year] += 1
        self.allied_nation[a.nation] += 1

    def as_json(self) -> dict[str, Any]:
        """Plain data, every mapping in a stable order (numbers ascending, names by count then name)."""

        def named(c: Counter) -> dict[str, int]:
            return {str(k): v for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0])))}

        def numbered(c: Counter) -> dict[str, int]:
            return {str(k): v for k, v in sorted(c.items())}

        return {
            "scenarios": self.count,
            "orientation": named(self.orientation),
            "rotation": numbered(self.rotation),
            "posture_pairs": named(self.posture_pairs),
            "night": named(self.night),
            "vp_start": numbered(self.vp_start),
            "ob_choices": {n: named(c) for n, c in sorted(self.ob_choices.items())},
            "support_rolls": {n: numbered(c) for n, c in sorted(self.support_rolls.items())},
            "support_purchases": {
                n: {str(r): named(c) for r, c in sorted(cols.items())} for n, cols in sorted(self.support_purchases.items())
            },
            "fortifications": named(self.fortifications),
            "fortified_scenarios": self.fortified_scenarios,
            "sighting_markers": numbered(self.sighting_markers),
            "sighting_markers_bought": numbered(self.sighting_bought),
            "infiltration_box_pieces": numbered(self.infiltrators),
            "banzai_units_on_time_space_1": numbered(self.banzai_time_space_1),
            "mine_fp": numbered(self.mine_fp),
            "sudden_death_space": numbered(self.sudden_death),
            "first_player": named(self.first_player),
            "maps": named(self.maps),
            "years": numbered(self.years),
            "allied_nation": named(self.allied_nation),
        }

    def format_text(self) -> str:
        """A readable report: each distribution with counts and shares."""
        n = max(self.count, 1)
        data = self.as_json()
        out = [f"{self.count} scenarios"]

        def block(title: str, dist: dict[str, int], total: int = n) -> None:
            out.append(f"\n{title}")
            for k, v in dist.items():
                out.append(f"  {k:<28} {v:>8}  {100.0 * v / max(total, 1):5.1f}%")

        block("orientation", data["orientation"])
        block("map rotation", data["rotation"])
        block("posture pairs (Japan vs Allies)", data["posture_pairs"])
        block("day / night", data["night"])
        block("starting VP (positive = Japan ahead)", data["vp_start"])
        for nation, dist in data["ob_choices"].items():
            block(f"OB choices, {nation}", dist)
        for nation, cols in data["support_purchases"].items():
            rolls = data["support_rolls"].get(nation, {})
            out.append(f"\nsupport purchases, {nation} (by roll column)")
            for roll, dist in cols.items():
                items = ", ".join(f"{k} {v}" for k, v in dist.items())
                out.append(f"  {roll:>2}: {rolls.get(roll, 0):>7} roll(s); bought {items}")
        forts = sum(self.fortifications.values())
        block(f"fortifications bought ({forts} in {self.fortified_scenarios} scenarios)", data["fortifications"], forts)
        block("mine strength (scenarios with mines)", data["mine_fp"], sum(self.mine_fp.values()))
        block("Japanese Sighting markers at start (all sources)", data["sighting_markers"])
        block("Sighting markers bought in step 13", data["sighting_markers_bought"])
        block("pieces in the Infiltration Boxes (units and weapons)", data["infiltration_box_pieces"])
        block("Banzai units waiting on Time space 1 (Banzai games)", data["banzai_units_on_time_space_1"],
              sum(self.banzai_time_space_1.values()))
        block("sudden death space", data["sudden_death_space"])
        block("first player", data["first_player"])
        block("maps", data["maps"])
        block("years", data["years"])
        block("Allied nation", data["allied_nation"])
        return "\n".join(out)


def run_stats(
    data: RsgData,
    n: int,
    seed: int = 0,
    *,
    options: dict[str, Any] | None = None,
    map_id: str | None = None,
    progress: Callable[[int], None] | None = None,
    every: int = 1000,
) -> tuple[RsgStats, bool]:
    """Generate seeds ``seed .. seed+n-1`` and tally them. Returns (stats, interrupted): Ctrl-C stops
    the run cleanly and the tallies so far are kept."""
    stats = RsgStats()
    stats.first_seed = seed
    try:
        for i in range(n):
            stats.add(generate(data, seed + i, options=options, map_id=map_id))
            if progress is not None and (i + 1) % every == 0:
                progress(i + 1)
    except KeyboardInterrupt:
        return stats, True
    if progress is not None and n % every:
        progress(n)
    return stats, False
