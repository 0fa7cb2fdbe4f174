"""What a batch of automatic games says about a scenario's balance: win rates with their 95%
interval, the VP the games ended on, how they ended, how long they lasted.

Plain arithmetic over ``GameRecord`` values (what ``play/balance.py`` plays); no game engine here,
so the command line, the window and the tests read the same numbers.

- A win rate's interval is the Wilson score interval (95%): it stays inside 0-100% and is honest
  for the few games of a quick check and for rates near 0 or 1, where the normal approximation is
  not.
- A draw (the game ended with nobody the winner) counts as a game won by neither side: it lowers
  both sides' rates and is reported on its own.
- VP are as the VP marker reads them (11): positive in Japan's favour, negative in the Allies'.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..core.rules import SIDE_NAMES, SIDES
from ..core.wording import capitalised, wins

Z95 = 1.959963984540054  # the two-sided 95% quantile of the normal distribution
VP_BINS = 12  # at most this many bars in the VP histogram


@dataclass(frozen=True)
class GamePlan:
    """One game of a batch: its place in the batch, its seed and who plays each side."""

    index: int
    seed: int
    japan: str
    allied: str
    budget_ms: float | None = None  # the planner's thinking time per question (None: its default)

    def kind(self, side: str) -> str:
        return self.japan if side == "japan" else self.allied


@dataclass(frozen=True)
class GameRecord:
    """How one game of a batch ended (``error`` set: it stopped on an engine failure instead)."""

    plan: GamePlan
    winner: str | None = None
    vp: int = 0
    turns: int = 0
    orders: int = 0
    actions: int = 0
    end: str = ""
    error: str | None = None


@dataclass(frozen=True)
class Rate:
    """``wins`` out of ``games`` with the Wilson 95% interval, each a fraction of 1."""

    wins: int
    games: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def margin(self) -> float:
        """The interval's larger half-width: the "± 3%" of a sentence."""
        return max(self.rate - self.low, self.high - self.rate)

    def as_json(self) -> dict[str, Any]:
        return {"wins": self.wins, "games": self.games, "rate": round(self.rate, 4),
                "low": round(self.low, 4), "high": round(self.high, 4)}


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``wins`` successes in ``games`` trials; (0, 1) for no games."""
    if games <= 0:
        return 0.0, 1.0
    if not 0 <= wins <= games:
        raise ValueError(f"{wins} wins out of {games} games")
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(wins: int, games: int) -> Rate:
    low, high = wilson(wins, games)
    return Rate(wins, games, low, high)


def quantile(sorted_values: list[int], q: float) -> float:
    """The ``q`` quantile by linear interpolation between the closest ranks (numpy's default)."""
    if not sorted_values:
        return 0.0
    pos = q * (len(sorted_values) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def histogram(values: list[int], bins: int = VP_BINS) -> list[tuple[int, int, int]]:
    """``(first, last, count)`` per bar: whole-number bars of equal width covering every value."""
    if not values:
        return []
    lo, hi = min(values), max(values)
    width = max(1, math.ceil((hi - lo + 1) / bins))
    start = math.floor(lo / width) * width
    counts = Counter((v - start) // width for v in values)
    last = (hi - start) // width
    return [(start + i * width, start + (i + 1) * width - 1, counts.get(i, 0)) for i in range(last + 1)]


@dataclass
class BalanceResult:
    """The aggregate of a batch: per side, per player kind (when the seats were swapped), per seating."""

    scenario: str  # the scenario's name as shown
    japan: str  # the player kind asked for each side (seat-swapped games put each on the other side too)
    allied: str
    seed: int
    planned: int  # games asked for
    records: list[GameRecord] = field(default_factory=list)  # every game played, in batch order
    cancelled: bool = False
    seconds: float = 0.0
    jobs: int = 1

    @property
    def swapped(self) -> bool:
        """Whether the seats were swapped: the players differ, so each plays each side."""
        return self.japan != self.allied

    @property
    def played(self) -> list[GameRecord]:
        """The games that reached their end (the ones an engine failure stopped are left out)."""
        return [r for r in self.records if r.error is None]

    @property
    def failed(self) -> list[GameRecord]:
        return [r for r in self.records if r.error is not None]

    @property
    def games(self) -> int:
        return len(self.played)

    def side_rate(self, side: str) -> Rate:
        return rate(sum(r.winner == side for r in self.played), self.games)

    @property
    def draws(self) -> int:
        return sum(r.winner is None for r in self.played)

    def kinds(self) -> list[str]:
        return list(dict.fromkeys([self.japan, self.allied]))

    def kind_rate(self, kind: str) -> Rate:
        """How often ``kind`` won, whichever side it played (seat-swapped batches)."""
        return rate(sum(r.winner is not None and r.plan.kind(r.winner) == kind for r in self.played), self.games)

    def seatings(self) -> list[dict[str, Any]]:
        """Per seating (who played Japan, who the Allies): games and each side's wins."""
        out: dict[tuple[str, str], dict[str, Any]] = {}
        for r in self.played:
            key = (r.plan.japan, r.plan.allied)
            row = out.setdefault(key, {"japan": key[0], "allied": key[1], "games": 0, "japan_wins": 0,
                                       "allied_wins": 0, "draws": 0})
            row["games"] += 1
            row["draws" if r.winner is None else f"{r.winner}_wins"] += 1
        order = [(self.japan, self.allied), (self.allied, self.japan)]
        return [out[k] for k in order if k in out]

    def vp_values(self) -> list[int]:
        return sorted(r.vp for r in self.played)

    def vp_summary(self) -> dict[str, float]:
        values = self.vp_values()
        if not values:
            return {}
        keys = {"min": 0.0, "q10": 0.1, "q25": 0.25, "median": 0.5, "q75": 0.75, "q90": 0.9, "max": 1.0}
        out = {k: round(quantile(values, q), 2) for k, q in keys.items()}
        out["mean"] = round(sum(values) / len(values), 2)
        return out

    def vp_histogram(self) -> list[tuple[int, int, int]]:
        return histogram(self.vp_values())

    def ends(self) -> dict[str, int]:
        """End conditions (13.3) with their counts, most frequent first."""
        return dict(Counter(r.end for r in self.played).most_common())

    def mean(self, what: str) -> float:
        played = self.played
        return sum(getattr(r, what) for r in played) / len(played) if played else 0.0

    def leader(self) -> str:
        """The side that won more often (Japan on a tie)."""
        return max(SIDES, key=lambda s: (self.side_rate(s).wins, s == "japan"))

    def sentence(self) -> str:
        """"Japan wins 62% ± 3% (400 games, greedy vs greedy)": the side that won more often."""
        if not self.games:
            return f"No game was played ({self.japan} vs {self.allied})."
        side = self.leader()
        r = self.side_rate(side)
        return capitalised(f"{wins(SIDE_NAMES[side])} {percent(r.rate)} ± {percent(r.margin)} "
                           f"({self.games} game{'s' if self.games != 1 else ''}, {self.japan} vs {self.allied}).")

    def player_sentence(self) -> str:
        """"greedy wins 91% ± 3% against auto, on either side.": the stronger player of a seat-swapped
        batch (empty when the seats were not swapped)."""
        if not self.swapped or not self.games:
            return ""
        best = max(self.kinds(), key=lambda k: self.kind_rate(k).wins)
        other = next(k for k in self.kinds() if k != best)
        r = self.kind_rate(best)
        return f"{best} wins {percent(r.rate)} ± {percent(r.margin)} against {other}, on either side."

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "scenario": self.scenario, "japan": self.japan, "allied": self.allied, "seed": self.seed,
            "jobs": self.jobs, "planned": self.planned, "games": self.games, "cancelled": self.cancelled,
            "seat_swapped": self.swapped,
            "sides": {s: self.side_rate(s).as_json() for s in SIDES}, "draws": self.draws,
        }
        if self.swapped:
            out["players"] = {k: self.kind_rate(k).as_json() for k in self.kinds()}
        out["seatings"] = self.seatings()
        out["vp"] = {**self.vp_summary(), "histogram": [{"from": a, "to": b, "games": c} for a, b, c in self.vp_histogram()]}
        out["ends"] = self.ends()
        out["turns_mean"] = round(self.mean("turns"), 2)
        out["orders_mean"] = round(self.mean("orders"), 2)
        out["actions_mean"] = round(self.mean("actions"), 2)
        out["failed"] = [{"seed": r.plan.seed, "japan": r.plan.japan, "allied": r.plan.allied, "error": r.error}
                         for r in self.failed]
        out["seconds"] = round(self.seconds, 2)
        return out


def percent(fraction: float) -> str:
    return f"{round(fraction * 100)}%"
