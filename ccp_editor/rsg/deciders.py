"""Who makes the players' choices during a generation: injected, never global.

The engine asks a ``Decider`` one ``Decision`` at a time (which OB, which support item, which
fortifications and where, day or night...) and checks every answer against what it offered, so a
scripted or GUI decider cannot produce an illegal scenario.

- ``AutoDecider``: sensible, documented heuristics, with its own seeded RNG for variety.
- ``ScriptedDecider``: answers read from a YAML/JSON list, for tests and to replay a user's choices;
  answers run out -> an optional fallback decider, else an error.
- ``RecordingDecider``: wraps another decider and keeps its answers, so any run can be replayed.

Decision keys and answer shapes (``choice`` in an answer file):

==================== ========================= =====================================================
step                 answer                    meaning
==================== ========================= =====================================================
map                  map id                    map_choice = choose
year                 year                      year_choice = choose
ob                   OB card id                RSG 4, per side
leader               leader counter id         RSG 5, when a table row lists several for the year
support              [item labels]             RSG 6: one label (several with support_multi_buy)
fortifications       [labels, repeats allowed] RSG 9: e.g. [foxholes, mines-7, mines-7]
fortification_hexes  [hex per fortification]   RSG 10, in the order bought
infiltration_boxes   [box letter per unit]     RSG 10: A, B or C for each Japanese infiltrator (O28)
invader_split        [unit indices on the map] RSG 10: the rest wait on the Time Track
banzai_split         [unit indices to wait]    RSG 10: Banzai units on Time space 1 (banzai_setup = choose)
placement            [hex or null per unit]    RSG 10: null leaves a unit for the players to place
night                true / false              RSG 11 (Japan)
sighting_markers     count                     RSG 13 (Japan)
sighting_hexes       [hex per marker]          RSG 13
==================== ========================= =====================================================
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.rules import SIDES
from .context import RsgError, SupportItem
from .decision import DECISION_STEPS, Decider, Decision

if TYPE_CHECKING:  # pragma: no cover
    from .steps.state import GenState



# ----------------------------------------------------------------------------- auto


class AutoDecider:
    """Heuristic choices that keep the generated battles varied and sensible.

    - map / year (when the options say "choose"): at random.
    - OB (RSG 4): at random among the OB cards of the year whose point value is within
      ``ob_budget`` (all of them with the default); the cheapest when none fits.
    - Leader (RSG 5), when a row offers several for the year: at random.
    - Support (RSG 6): the purchase is a tax on the lead, so the cheapest unit that keeps the roller
      ahead (the marker neither reaches nor crosses 0, which would hand the roll over or make both
      sides Recon); the newest kit of the year on equal cost. When every unit would reach or cross
      0, the cheapest. A Sighting marker only when the column offers no unit (the step asks for at
      least one unit). With multi-buy, further items of the column (markers too) while the roller
      stays ahead.
    - Fortifications (RSG 9): spend the Defender's whole lead (the step allows the marker to reach 0,
      and the posture is already fixed); each work drawn at random among those still affordable, with
      legal hexes and counters left, weighted by price (dearer works give more cover), so every kind
      is bought; one mine strength (F104.2), drawn among those that fit.
    - Fortification hexes: cover works on and next to objectives and in poor-cover terrain; mines and
      wire on the lines of approach (forward, open or road hexes near objectives). Caves in crest hexes.
    - Infiltrators (RSG 10): one to a box, A, B, C in turn, so each Infiltrate card can reveal one.
    - Invader split: as many units on the map as allowed, squads with weapons first, then squads,
      leaders and teams.
    - Banzai split: the whole force on the edge, ready to charge; in about one game in three the
      teams wait on Time space 1 as a second wave (RSG 10 allows each unit either place).
    - Placement: squads and teams one to a hex, best hexes first (cover and objectives for a
      Defender; cover and forward ground for the others), leaders stacked with the squads; no
      overstacking, water and impassable hexes last.
    - Night (RSG 11): a Banzai or Invader Japan fights at night (darkness covers the charge or the
      landing); an Attacker only when the Allied firepower exceeds its own (night hindrance equals
      the range, which blunts the stronger fire).
    - Sighting markers (RSG 13): an Attacker, Invader or Banzai Japan buys 2 to 4 to screen its
      approach; a Defender or Recon Japan buys at most 2 and never more than leaves it ahead; with
      infiltrators in boxes, at least one marker per box so each can be revealed (O28.2).
    """

    def __init__(self, rng: random.Random | None = None, ob_budget: int | None = None) -> None:
        self.rng = rng or random.Random(0)
        self.ob_budget = ob_budget

    def decide(self, decision: Decision, state: GenState) -> Any:
        handler = getattr(self, f"_{decision.step}")
        return handler(decision, state)

    # -- pre-steps
    def _map(self, d: Decision, state: GenState) -> Any:
        return self.rng.choice(d.offered)

    def _year(self, d: Decision, state: GenState) -> Any:
        return self.rng.choice(d.offered)

    # -- RSG 4
    def _ob(self, d: Decision, state: GenState) -> Any:
        cards = d.info["cards"]
        if self.ob_budget is None:
            return self.rng.choice(cards).id
        fits = [c for c in cards if c.point_value <= self.ob_budget]
        if not fits:
            return min(cards, key=lambda c: (c.point_value, c.id)).id
        return self.rng.choice(fits).id

    # -- RSG 5
    def _leader(self, d: Decision, state: GenState) -> Any:
        return self.rng.choice(d.offered)

    # -- RSG 6
    def _support(self, d: Decision, state: GenState) -> Any:
        items: tuple[SupportItem, ...] = d.info["items"]
        lead = d.info["lead"]
        units = [i for i in items if not i.sighting] or list(items)  # RSG 6: at least one unit
        keep_ahead = sorted((i for i in units if i.cost < lead), key=lambda i: (i.cost, -i.year_from))
        if keep_ahead:
            first = keep_ahead[0]
        else:
            first = min(units, key=lambda i: (i.cost, -i.year_from))
        chosen = [first.label]
        if d.info["multi"]:
            left = lead - first.cost
            for item in sorted(items, key=lambda i: (i.cost, -i.year_from)):
                if item is not first and item.cost < left:
                    chosen.append(item.label)
                    left -= item.cost
        return chosen

    # -- RSG 9
    def _fortifications(self, d: Decision, state: GenState) -> Any:
        budget: int = d.info["budget"]
        prices: dict[str, tuple[str, int, int]] = d.info["prices"]  # label -> (type, cost, max_count)
        room: dict[str, int] = d.info["room"]  # type -> legal hexes
        max_total: int | None = d.info["max_total"]
        mines = [lab for lab, (t, c, _) in prices.items() if t == "mines" and c <= budget]
        mine_label = self.rng.choice(sorted(mines)) if mines else None  # one strength (F104.2), any that fits
        labels = [lab for lab, (t, _, _) in prices.items() if t != "mines" or lab == mine_label]
        counts: dict[str, int] = {}
        bought: list[str] = []
        left = budget
        while (max_total is None or len(bought) < max_total) and left > 0:
            options = [
                lab
                for lab in labels
                if prices[lab][1] <= left
                and counts.get(prices[lab][0], 0) < min(prices[lab][2], room.get(prices[lab][0], 0))
                and len(bought) < room.get("any", 0)
            ]
            if not options:
                break
            # dearer works give more cover: weight each by its price, so every kind turns up
            lab = self.rng.choices(options, weights=[prices[o][1] for o in options])[0]
            t, cost, _ = prices[lab]
            bought.append(lab)
            counts[t] = counts.get(t, 0) + 1
            left -= cost
        return bought

    def _fortification_hexes(self, d: Decision, state: GenState) -> Any:
        plan = state.plan
        types: list[str] = d.info["types"]
        legal_by_type: dict[str, tuple[str, ...]] = d.info["legal"]
        enemy_edge: str = d.info["enemy_edge"]
        taken: set[str] = set()
        out = []
        for t in types:
            ranking = plan.fortification_ranking(legal_by_type[t], t, enemy_edge)
            free = [h for h in ranking[:12] if h not in taken] or [h for h in ranking if h not in taken]
            # a little variety among the best few hexes, so repeated runs do not always fortify the same spots
            h = free[self.rng.randrange(min(3, len(free)))]
            taken.add(h)
            out.append(h)
        return out

    # -- RSG 10
    def _infiltration_boxes(self, d: Decision, state: GenState) -> Any:
        boxes: list[str] = list(d.offered)
        return [boxes[i % len(boxes)] for i in range(len(d.info["units"]))]

    def _invader_split(self, d: Decision, state: GenState) -> Any:
        units: list[tuple[str, str | None]] = d.info["units"]
        kinds = state.data.counters
        limit: int = d.info["max_on_map"]

        def rank(i: int) -> tuple[int, int]:
            cid, weapon = units[i]
            kind = kinds[cid].kind if cid in kinds else "squad"
            order = {"squad": 1, "leader": 2, "team": 3}.get(kind, 4)
            if kind == "squad" and weapon:
                order = 0
            return (order, i)

        return sorted(sorted(range(len(units)), key=rank)[:limit])

    def _banzai_split(self, d: Decision, state: GenState) -> Any:
        units: list[tuple[str, str | None]] = d.info["units"]
        kinds = state.data.counters
        if self.rng.random() >= 1 / 3:
            return []
        return [i for i in d.offered if (kinds[units[i][0]].kind if units[i][0] in kinds else "squad") == "team"]

    def _placement(self, d: Decision, state: GenState) -> Any:
        units: list[tuple[str, str | None]] = d.info["units"]
        hexes: tuple[str, ...] = d.info["ranking"]
        figures_at: dict[str, int] = d.info["figures"]
        limit = state.data.max_figures
        counters = state.data.counters
        load = dict(figures_at)
        out: list[str | None] = [None] * len(units)
        squads_at: list[str] = []
        used: set[str] = set()

        def fig(cid: str) -> int:
            c = counters.get(cid)
            return c.figures if c is not None else 0

        def put(i: int, h: str) -> None:
            out[i] = h
            load[h] = load.get(h, 0) + fig(units[i][0])
            used.add(h)

        order = sorted(range(len(units)), key=lambda i: (fig(units[i][0]) != 4, fig(units[i][0]) != 2, i))
        leader_turn = 0
        for i in order:
            n = fig(units[i][0])
            if n == 1 and squads_at:
                for k in range(len(squads_at)):
                    h = squads_at[(leader_turn + k) % len(squads_at)]
                    if load.get(h, 0) + n <= limit:
                        put(i, h)
                        leader_turn += k + 1
                        break
                if out[i] is not None:
                    continue
            target = next((h for h in hexes if h not in used and load.get(h, 0) + n <= limit), None)
            if target is None:
                target = next((h for h in hexes if load.get(h, 0) + n <= limit), None)
            if target is None:
                continue  # no room left: the unit stays for the players to place
            put(i, target)
            if n == 4:
                squads_at.append(target)
        return out

    # -- RSG 11
    def _night(self, d: Decision, state: GenState) -> Any:
        posture = state.sides["japan"].posture
        if posture in ("banzai", "invader"):
            return True
        return state.firepower("allied") > state.firepower("japan")

    # -- RSG 13
    def _sighting_markers(self, d: Decision, state: GenState) -> Any:
        most = max(d.offered)
        japan = state.sides["japan"]
        boxes = len(japan.infiltration)  # each box's Reveal needs a marker on the map (O28.2)
        if japan.posture in ("attacker", "invader", "banzai"):
            want = 2 + self.rng.randrange(3)
        else:
            want = min(2, max(0, state.vp - 1))
        return min(most, max(want, boxes))

    def _sighting_hexes(self, d: Decision, state: GenState) -> Any:
        ranking: tuple[str, ...] = d.info["ranking"]
        count: int = d.info["count"]
        dry = [h for h in ranking if not state.plan.facts[h].water]
        wet = [h for h in ranking if state.plan.facts[h].water]
        pool = dry + wet
        return pool[:count]


# ----------------------------------------------------------------------------- scripted


@dataclass(slots=True)
class Answer:
    step: str
    choice: Any
    side: str | None = None
    index: int = 0


def parse_answers(data: Any, source: str = "answers") -> list[Answer]:
    """Answers from plain data: a list of {step, choice[, side]} or a mapping with an ``answers`` list."""
    if isinstance(data, dict):
        if "answers" not in data:
            raise RsgError(f"{source}: expected a list of answers or a mapping with 'answers'")
        data = data["answers"]
    if not isinstance(data, list):
        raise RsgError(f"{source}: expected a list of answers, got {type(data).__name__}")
    out = []
    for i, item in enumerate(data):
        if not isinstance(item, dict) or "step" not in item or "choice" not in item:
            raise RsgError(f"{source}: answer {i + 1} needs 'step' and 'choice'")
        extra = set(item) - {"step", "choice", "side"}
        if extra:
            raise RsgError(f"{source}: answer {i + 1} has unknown field(s) {', '.join(sorted(extra))}")
        step = item["step"]
        if step not in DECISION_STEPS:
            raise RsgError(f"{source}: answer {i + 1}: unknown step {step!r} (steps: {', '.join(DECISION_STEPS)})")
        side = item.get("side")
        if side is not None and side not in SIDES:
            raise RsgError(f"{source}: answer {i + 1}: side must be japan or allied, not {side!r}")
        out.append(Answer(step=step, choice=item["choice"], side=side, index=i + 1))
    return out


MAX_CHOICES_BYTES = 1024 * 1024  # a whole generation's answers are a few KB


def load_answers(path: str | Path) -> list[Answer]:
    """Read an answer file (YAML or JSON); bad files raise RsgError with a one-line message.

    Read like every document: at most MAX_CHOICES_BYTES from a regular file, UTF-8, nesting and
    size limited, no YAML tags, positions in the message.
    """
    from ..io.gate import read_bounded
    from ..io.yamlio import DocumentError, decode, load_text

    source = str(path)
    try:
        raw = read_bounded(path, MAX_CHOICES_BYTES, source, what="choices files", text=True)
        loaded = load_text(decode(raw, source), source)
    except DocumentError as exc:
        problem = exc.problem
        if problem.message.startswith("cannot read file: "):
            raise RsgError(f"cannot read choices file {source}: {problem.message.split(': ', 1)[1]}") from None
        raise RsgError(f"choices file {problem.file}:{problem.line}:{problem.column}: {problem.message}") from None
    return parse_answers(loaded.data, source)


class ScriptedDecider:
    """Answers from a list, matched by step (and side when given), in order.

    The engine checks each answer against what it offered; a missing answer goes to ``fallback``
    (e.g. an AutoDecider, so a file may fix only some choices) or is an error.
    """

    def __init__(self, answers: Iterable[Answer], fallback: Decider | None = None) -> None:
        self.pending = list(answers)
        self.fallback = fallback

    def decide(self, decision: Decision, state: GenState) -> Any:
        for i, a in enumerate(self.pending):
            if a.step == decision.step and (a.side is None or a.side == decision.side):
                del self.pending[i]
                return a.choice
        if self.fallback is not None:
            return self.fallback.decide(decision, state)
        who = f" for {decision.side}" if decision.side else ""
        raise RsgError(f"no scripted answer for step {decision.step!r}{who}")


class RecordingDecider:
    """Passes every decision to ``inner`` and keeps the answers (plain data, in order)."""

    def __init__(self, inner: Decider) -> None:
        self.inner = inner
        self.answers: list[dict[str, Any]] = []

    def decide(self, decision: Decision, state: GenState) -> Any:
        choice = self.inner.decide(decision, state)
        entry: dict[str, Any] = {"step": decision.step}
        if decision.side is not None:
            entry["side"] = decision.side
        entry["choice"] = _plain(choice)
        self.answers.append(entry)
        return choice


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
