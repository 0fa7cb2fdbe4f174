"""The random battle wizard without widgets: inputs, answers so far, and re-running the engine.

The wizard is a decider. Each run replays the whole generation from the seed with a
``ScriptedDecider`` holding the answers given so far; its fallback raises ``StopAtDecision`` at the
first unanswered question, so the wizard can show that step with everything the engine knew at that
moment (log, cards turned up, offered options). Answering appends to the list and re-runs; going
back truncates it. Because the answers are recorded in the engine's own answer format, the same seed
and answers give the same scenario through ``ccp-editor generate --seed N --choices FILE``.

Pure Python (no Qt), so the wizard logic is tested without a display.
"""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..model.i18n import QT_TRANSLATE_NOOP
from ..model.scenario import LogEntry, Scenario
from .context import RsgData, RsgError
from .deciders import Decision, ScriptedDecider, parse_answers
from .engine import auto_decider, build_scenario, generate_state
from .steps import GenState

TR_CONTEXT = "RsgWizardSteps"



def translated(text: str) -> str:
    """A text of this module in the GUI's language (unchanged when Qt is not loaded)."""
    core = sys.modules.get("PySide6.QtCore")
    return core.QCoreApplication.translate(TR_CONTEXT, text) if core is not None else text


SIDE_NAMES = {"japan": QT_TRANSLATE_NOOP("RsgWizardSteps", "Japan"), "allied": QT_TRANSLATE_NOOP("RsgWizardSteps", "Allies")}


def side_name(side: str) -> str:
    """A side as the wizard shows it (Japan / Allies, translated)."""
    return translated(SIDE_NAMES[side]) if side in SIDE_NAMES else side


def vp_marker_text(vp: int) -> str:
    """Where the VP marker stands, written one way everywhere (wizard header, logs, finish page, the
    generator's text log): 'Japan +3', 'Allies +2' or '0'. ``vp`` is signed, positive = Japan ahead."""
    if vp > 0:
        return translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "Japan +{n}")).format(n=vp)
    if vp < 0:
        return translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "Allies +{n}")).format(n=-vp)
    return "0"


def vp_move_text(before: int, after: int) -> str:
    """A VP marker move: 'Japan +6 -> Japan +3'."""
    return f"{vp_marker_text(before)} -> {vp_marker_text(after)}"


@dataclass(frozen=True)
class StepInfo:
    """One line of the wizard's step list: the rule summarised in our own words and its reference."""

    key: str
    label: str
    title: str
    rule: str
    summary: str


STEPS: tuple[StepInfo, ...] = (
    StepInfo("pre:map", "Pre", QT_TRANSLATE_NOOP("RsgWizardSteps", "Map"), QT_TRANSLATE_NOOP("RsgWizardSteps", "RSG pre-step (house rule map_choice)"),
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The procedure starts with a map on the table; it does not say how it is picked. The map is drawn "
             "from the seed, fixed before starting, or chosen by the players, as the house rule says.")),
    StepInfo("pre:orientation", "Pre", QT_TRANSLATE_NOOP("RsgWizardSteps", "Orientation and edges"), QT_TRANSLATE_NOOP("RsgWizardSteps", "RSG pre-step; RSG 10"),
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Wide: the players sit at the long edges (10 hexes deep). Narrow: at the short edges (15 deep). "
             "Japan's white die decides (1-3 wide, 4-6 narrow) unless fixed; Japan's edge is then drawn.")),
    StepInfo("pre:year", "Pre", QT_TRANSLATE_NOOP("RsgWizardSteps", "Year"), QT_TRANSLATE_NOOP("RsgWizardSteps", "RSG pre-step (house rule year_choice)"),
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The year decides which OB cards, support items and leaders can appear.")),
    StepInfo("pre:allied_nation", "Pre", QT_TRANSLATE_NOOP("RsgWizardSteps", "Allied nation"), QT_TRANSLATE_NOOP("RsgWizardSteps", "RSG pre-step (house rule allied_nation)"),
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Japan fights the US or the Commonwealth; only nations with OB cards for the year can be drawn.")),
    StepInfo("pre:player_one", "Pre", QT_TRANSLATE_NOOP("RsgWizardSteps", "Player 1"), QT_TRANSLATE_NOOP("RsgWizardSteps", "RSG pre-step (house rule player_one)"),
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The procedure names a Player 1 and a Player 2 without saying who is who; the house rule decides.")),
    StepInfo("1", "1", QT_TRANSLATE_NOOP("RsgWizardSteps", "Postures per scenario"), "RSG 1",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "A prepared scenario would name the postures here. A random one gets them from the VP marker in "
             "step 7 and the rivers in step 8.")),
    StepInfo("2", "2", QT_TRANSLATE_NOOP("RsgWizardSteps", "Allied troop quality"), "RSG 2; 11.3",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The Allied player rolls on his nation's Troop Quality table: Elite, Line or Green. Japan's "
             "quality comes with its OB card.")),
    StepInfo("3", "3", QT_TRANSLATE_NOOP("RsgWizardSteps", "Objective chits"), "RSG 3; 14.3.3-14.3.4",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Player 1 draws one open and one secret chit, Player 2 one secret chit. A chit with no secret side "
             "drawn secretly is played open. Each player keeps his secret chit to himself.")),
    StepInfo("4", "4", QT_TRANSLATE_NOOP("RsgWizardSteps", "Order of Battle"), "RSG 4",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Both players pick an OB card in secret, reveal them together, then each pays its point value: the "
             "VP marker slides toward the opponent.")),
    StepInfo("5", "5", QT_TRANSLATE_NOOP("RsgWizardSteps", "Leaders"), "RSG 5",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Each OB lists leader rolls. A leader roll reads the white die only, plus the OB's modifier, on the "
             "nation's Leader Table.")),
    StepInfo("6", "6", QT_TRANSLATE_NOOP("RsgWizardSteps", "Support"), "RSG 6",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The player the VP marker favours rolls on his Support Table and must buy at least one item of that "
             "column for the year. If his payment carries the marker across 0, the other player does the same.")),
    StepInfo("7", "7", QT_TRANSLATE_NOOP("RsgWizardSteps", "Postures"), "RSG 7; 17",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "VP marker at 0: both Recon. Otherwise the side ahead defends and the other attacks. A Banzai Force "
             "OB makes Japan Banzai (quality Line); the Allies keep the posture the VP marker gave them.")),
    StepInfo("8", "8", QT_TRANSLATE_NOOP("RsgWizardSteps", "Rivers"), "RSG 8; 17.4",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "An Attacker whose edge has a river becomes the Invader. A river on a Defender, Recon or Banzai edge "
             "turns the map a quarter turn, which swaps wide and narrow.")),
    StepInfo("9", "9", QT_TRANSLATE_NOOP("RsgWizardSteps", "Fortifications"), "RSG 9; F100-F107",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The Defender may spend up to his VP lead on the Fortification OB: one mine strength only, caves "
             "only for Japan in crest hexes, never in water.")),
    StepInfo("10", "10", QT_TRANSLATE_NOOP("RsgWizardSteps", "Setup"), "RSG 10; 15.2.3; 17.4",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Setup areas by posture, counted from each side's edge. The Defender's fortifications go in his "
             "area; an Invader keeps at least half his units on the Time Track; each Banzai unit goes on the edge or "
             "on Time space 1; infiltrators wait in the Infiltration Boxes. No overstacking.")),
    StepInfo("11", "11", QT_TRANSLATE_NOOP("RsgWizardSteps", "Day or night"), "RSG 11; 18",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "A Banzai, Attacker or Invader Japan chooses day or night; otherwise the battle is by day.")),
    StepInfo("12", "12", QT_TRANSLATE_NOOP("RsgWizardSteps", "Markers"), "RSG 12; 11; 13.1; F104.2",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The Defender controls every objective; Time starts at 0; the Allied Surrender marker comes from "
             "the OB; Sudden Death is the two Order Limits added, +1 narrow or -1 wide.")),
    StepInfo("13", "13", QT_TRANSLATE_NOOP("RsgWizardSteps", "Sighting markers"), "RSG 13; 9",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "Japan may buy up to eight Sighting markers at 1 VP each and sets them up in its area.")),
    StepInfo("14", "14", QT_TRANSLATE_NOOP("RsgWizardSteps", "Initiative and hands"), "RSG 14; 10; 12.3; 18",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "The higher OB Initiative number takes the Initiative card. Each player shuffles and draws his "
             "posture's hand.")),
    StepInfo("15", "15", QT_TRANSLATE_NOOP("RsgWizardSteps", "First player"), "RSG 15",
             QT_TRANSLATE_NOOP("RsgWizardSteps", "A Banzai, Attacker or Invader moves first; Recon against Recon, the Initiative holder.")),
)
STEP_BY_KEY = {s.key: s for s in STEPS}
STEP_ORDER = {s.key: i for i, s in enumerate(STEPS)}

# the step each kind of decision belongs to
DECISION_STEP_KEY = {
    "map": "pre:map",
    "year": "pre:year",
    "ob": "4",
    "leader": "5",
    "support": "6",
    "fortifications": "9",
    "fortification_hexes": "10",
    "invader_split": "10",
    "banzai_split": "10",
    "infiltration_boxes": "10",
    "placement": "10",
    "night": "11",
    "sighting_markers": "13",
    "sighting_hexes": "13",
}
# answers a player gives behind the screen: the other player must not see them (RSG 4: simultaneous)
SECRET_DECISIONS = frozenset({"ob"})

_RSG_NUMBER = re.compile(r"RSG (\d+)")


def step_key_of_entry(entry: LogEntry) -> str:
    """The step list line a log entry belongs to, read from its rule reference."""
    if entry.rule.startswith("RSG pre-step"):
        return f"pre:{entry.step}"
    m = _RSG_NUMBER.search(entry.rule)
    return m.group(1) if m else "15"


_ID_TOKEN = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b")
_OB_WITH_NAME = re.compile(r"\bOB ([a-z0-9-]+) \(([^)]*)\)")
_SIDE_WORD = re.compile(r"\b(japan|allied)\b")


def readable_text(text: str, data: RsgData | None) -> str:
    """A generator log line as players read it: OB cards, counters and maps by name, the sides
    capitalised ('japan takes OB jp-ob-banzai (Demo Banzai Force)' -> 'Japan takes OB card
    "Demo Banzai Force"'). The stored log keeps the ids, which scripts and the golden files read."""
    if data is None:
        return text
    ds = data.ds
    names: dict[str, str] = {m: doc.name for m, doc in ds.maps.items()}
    for forces in ds.forces.values():
        names.update({c.id: c.name for c in forces.counters})
        names.update({c.id: f"\u201c{c.name}\u201d" for c in forces.ob_cards})
    text = _OB_WITH_NAME.sub(lambda m: translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "OB card")) + f" \u201c{m.group(2)}\u201d", text)
    text = _ID_TOKEN.sub(lambda m: names.get(m.group(0), m.group(0)), text)
    side_words = {"japan": translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "Japan")), "allied": translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "Allied"))}
    return _SIDE_WORD.sub(lambda m: side_words[m.group(1)], text)


def public_text(entry: LogEntry, data: RsgData | None = None, line: Callable[[str], str] | None = None) -> str:
    """The log text both players may read: secret chit letters are left out (14.3.4); ``line`` gives
    the sentence in the GUI's language (``gui.i18n.logline``); with ``data``, ids read as names
    (``readable_text``)."""
    text = _public_text(entry)
    return readable_text(line(text) if line is not None else text, data)


def _public_text(entry: LogEntry) -> str:
    if entry.step == "objective_chits":
        letters = entry.choice.split()
        shown = letters[:1]
        moved = re.search(r"; (.+) has no secret side", entry.text)
        tail = translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "; {chit} has no secret side and is played open")).format(chit=moved.group(1)) if moved else ""
        return translated(
            QT_TRANSLATE_NOOP("RsgWizardSteps", "Player 1 ({side}) draws {chits} open and one secret chit; Player 2 draws one secret chit{tail}")
        ).format(side=side_name(entry.actor), chits=" ".join(shown) or translated(QT_TRANSLATE_NOOP("RsgWizardSteps", "nothing")), tail=tail)
    return entry.text


@dataclass
class WizardInputs:
    """What is locked before starting. None / 'random' leaves an input to the seed (or to the players,
    with the 'choose' house rules)."""

    seed: int = 1
    map_id: str | None = None
    year: int | None = None
    allied: str | None = None
    orientation: str = "random"
    options: dict[str, Any] = field(default_factory=dict)

    def engine_options(self) -> dict[str, Any]:
        opts = dict(self.options)
        if self.orientation != "random":
            opts["orientation"] = self.orientation
        return opts


class StopAtDecision(Exception):  # noqa: N818 (a control-flow signal, not an error)
    """Raised by the wizard's fallback decider at the first question nobody has answered yet;
    ``suggestion`` is what Auto would answer to it in this battle."""

    def __init__(self, decision: Decision, state: GenState, suggestion: Any = None) -> None:
        super().__init__(decision.step)
        self.decision = decision
        self.state = state
        self.suggestion = suggestion


class _AutoAlongside:
    """The answers given so far, with the auto decider asked every question alongside them.

    The auto decider draws from its own dice, so what it answers at a question depends on every
    question it was asked before. Asking it the answered questions too keeps its dice where a run of
    Auto from the start would have them: the open question then gets exactly the answer "Auto" gives
    in this battle, which is what the wizard prefills. ``unanswered(decision, state, auto_answer)``
    handles the first question without an answer (stop there, or take Auto's answer)."""

    def __init__(self, seed: int, answers: list[dict[str, Any]], unanswered: Any) -> None:
        self.auto = auto_decider(seed)
        self.unanswered = unanswered
        self.current: Any = None
        self.scripted = ScriptedDecider(parse_answers(list(answers), "wizard answers"), fallback=self._Open(self))

    class _Open:
        def __init__(self, outer: _AutoAlongside) -> None:
            self.outer = outer

        def decide(self, decision: Decision, state: GenState) -> Any:
            return self.outer.unanswered(decision, state, self.outer.current)

    def decide(self, decision: Decision, state: GenState) -> Any:
        try:
            self.current = _plain(self.auto.decide(decision, state))
        except RsgError:  # Auto has no answer here (the players' earlier answers led somewhere it cannot go)
            self.current = None
        return self.scripted.decide(decision, state)


def _stop(decision: Decision, state: GenState, suggestion: Any) -> Any:
    raise StopAtDecision(decision, state, suggestion)


class _LastState:
    """Wraps a decider and remembers the state it last saw (the partial state of a failed run)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.state: GenState | None = None

    def decide(self, decision: Decision, state: GenState) -> Any:
        self.state = state
        return self.inner.decide(decision, state)


@dataclass
class Snapshot:
    """Where a run got to: the state, the open question (None when finished) and the cards it shows."""

    state: GenState | None
    decision: Decision | None
    pending_cards: list[list[int]]
    error: str | None = None
    suggestion: Any = None  # what Auto answers to the open question in this battle

    @property
    def finished(self) -> bool:
        return self.state is not None and self.decision is None and self.error is None

    @property
    def step_key(self) -> str | None:
        return DECISION_STEP_KEY.get(self.decision.step) if self.decision is not None else None


class WizardSession:
    """One generation in progress: the inputs, the answers given so far and the latest snapshot."""

    def __init__(self, data: RsgData, inputs: WizardInputs) -> None:
        self.data = data
        self.inputs = inputs
        self.answers: list[dict[str, Any]] = []
        self.snapshot = self.run()

    # ------------------------------------------------------------------ running
    def _generate(self, decider: Any) -> GenState:
        i = self.inputs
        return generate_state(
            self.data,
            i.seed,
            options=i.engine_options(),
            decider=decider,
            map_id=i.map_id,
            year=i.year,
            allied=i.allied,
        )

    def run(self) -> Snapshot:
        """Replay the answers from the seed up to the first open question (or to the end)."""
        watch = _LastState(_AutoAlongside(self.inputs.seed, self.answers, _stop))
        try:
            state = self._generate(watch)
        except StopAtDecision as stop:
            snap = Snapshot(stop.state, stop.decision, stop.state.dice.pending(), suggestion=stop.suggestion)
        except RsgError as exc:
            snap = Snapshot(watch.state, None, [], str(exc))
        else:
            snap = Snapshot(state, None, [])
        self.snapshot = snap
        return snap

    def answer(self, choice: Any) -> Snapshot:
        """Answer the open question and go on; an answer the engine refuses is dropped, and the
        returned snapshot (still at the same question) carries the engine's one-line reason."""
        d = self.snapshot.decision
        if d is None:
            raise RsgError("there is no open question to answer")
        entry: dict[str, Any] = {"step": d.step}
        if d.side is not None:
            entry["side"] = d.side
        entry["choice"] = _plain(choice)
        self.answers.append(entry)
        snap = self.run()
        if snap.error is not None:
            self.answers.pop()
            error = snap.error
            snap = self.run()
            snap.error = error
            self.snapshot = snap
        return snap

    def suggestion(self) -> Any:
        """What "Auto" answers to the open question in this battle (used to prefill)."""
        snap = self.snapshot
        return snap.suggestion if snap.decision is not None else None

    def auto_current(self) -> Snapshot:
        """Let the auto decider answer the open question."""
        return self.answer(self.suggestion())

    def auto_rest(self) -> Snapshot:
        """Let the auto decider answer every remaining question; its answers are recorded, so the
        choices file still reproduces the scenario."""
        recorded: list[dict[str, Any]] = []

        def take(decision: Decision, _state: GenState, suggestion: Any) -> Any:
            entry: dict[str, Any] = {"step": decision.step}
            if decision.side is not None:
                entry["side"] = decision.side
            entry["choice"] = suggestion
            recorded.append(entry)
            return suggestion

        try:
            self._generate(_AutoAlongside(self.inputs.seed, self.answers, take))
        except RsgError as exc:
            snap = self.run()
            snap.error = str(exc)
            return snap
        self.answers.extend(recorded)
        return self.run()

    def back_to(self, step_key: str) -> Snapshot:
        """Drop every answer given at ``step_key`` or later and re-run from the seed."""
        limit = STEP_ORDER[step_key]
        self.answers = [a for a in self.answers if STEP_ORDER[DECISION_STEP_KEY[a["step"]]] < limit]
        return self.run()

    def back_one(self) -> Snapshot:
        """Withdraw the last answer."""
        if self.answers:
            self.answers.pop()
        return self.run()

    # ------------------------------------------------------------------ reading
    def scenario(self) -> Scenario:
        snap = self.snapshot
        if not snap.finished or snap.state is None:
            raise RsgError("the generation is not finished")
        return build_scenario(snap.state)

    def log(self) -> list[LogEntry]:
        st = self.snapshot.state
        return list(st.log) if st is not None else []

    def step_status(self) -> dict[str, str]:
        """Each step key -> done / current / pending."""
        snap = self.snapshot
        if snap.finished:
            return dict.fromkeys(STEP_BY_KEY, "done")
        current = snap.step_key
        if current is None:  # an error before any question
            done_keys = {step_key_of_entry(e) for e in self.log()}
            return {k: "done" if k in done_keys else "pending" for k in STEP_BY_KEY}
        limit = STEP_ORDER[current]
        return {k: "done" if STEP_ORDER[k] < limit else "current" if k == current else "pending" for k in STEP_BY_KEY}

    def entries_for(self, step_key: str) -> list[LogEntry]:
        return [e for e in self.log() if step_key_of_entry(e) == step_key]

    def choices_data(self) -> dict[str, Any]:
        """The answers as an answer file (``ccp-editor generate --choices``)."""
        return {"answers": [dict(a) for a in self.answers]}

    def command_line(self, choices_file: str = "choices.yaml") -> str:
        """The command that regenerates this scenario."""
        i = self.inputs
        argv = ["ccp-editor", "generate", "--seed", str(i.seed)]
        if i.map_id is not None:
            argv += ["--map", i.map_id]
        if i.year is not None:
            argv += ["--year", str(i.year)]
        if i.allied is not None:
            argv += ["--allied", i.allied]
        for key, value in sorted(i.engine_options().items()):
            text = str(value).lower() if isinstance(value, bool) else str(value)
            argv += ["--option", f"{key}={text}"]
        argv += ["--choices", choices_file]
        return " ".join(shlex.quote(a) for a in argv)


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
