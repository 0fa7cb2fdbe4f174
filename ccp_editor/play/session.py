"""A playtest in progress: state, rule-checked operations, undo/redo, notifications, save/resume.

``PlaytestSession`` is what the board view drives. Its state is the ``Playtest`` document itself
(pieces, tracks, markers, fortifications, log), so saving is writing that document and resuming is
reading it back. Every operation:

- checks the rules first and, when it refuses, returns ``ActionResult(ok=False, reason=...)`` with
  the state untouched;
- otherwise applies itself, logs what happened, records one undo step and notifies subscribers
  with a ``Change`` naming the hexes and parts of the state that changed.

Dice come from an injected roller (``FateDecks`` from a seed, or a ``ScriptedRoller`` in tests).
Die triggers are resolved as they are rolled (1.9): Time advances the time marker with its sudden
death roll, Sniper and Event reveal the next card and report the random hex and candidates, and
Disperse reports what could be removed. The Initiative holder may cancel the last roll of the last
operation (10): the operation is replayed from its start with a fresh card in place of that roll.

The board view's calls, at a glance:

- build: ``PlaytestSession.create(scenario, dataset, seed=...)``, ``load(path, dataset)``, ``save(path)``;
- read: ``pieces_at(hex)``, ``view(piece_id)`` (stats in effect), ``melee_hexes()``, ``track_display()``,
  ``setup_area(side)``, ``setup_problems(side)``, ``los(a, b)``, ``cover_at(hex)``, ``doc.log``;
- preview without changing anything: ``plan_move(ids, path, exit_edge)`` (MP per hex and the reason
  a drag is refused), ``reachable(ids)``, ``plan_fire(ids, hex)`` (the fire calculator);
- operations (each an ``ActionResult``): setup ``place``, ``unplace``, ``auto_setup``,
  ``set_time_space``, ``place_sighting``, ``place_fortification``, ``start_play``; play ``move``,
  ``advance``, ``fire``, ``melee``, ``break_unit``, ``rally``, ``suppress``, ``unsuppress``,
  ``set_veteran``, ``eliminate``, ``transfer_weapon``, ``enter_reinforcement``, ``place_marker``;
  tracks ``roll``, ``random_hex``, ``reroll``, ``advance_time``, ``adjust_vp``, ``reveal_chit``,
  ``set_hand_size``, ``set_posture``, ``end_turn``, ``end_game``, ``note``;
- history: ``undo()``, ``redo()``, ``undo_label()``, ``redo_label()``; changes: ``subscribe(callback)``.
"""

from __future__ import annotations

import copy
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..core.hexgrid import HexGrid
from ..model.dataset import DataSet
from ..model.forces import SOLDIER_KINDS, Counter
from ..model.playtest import ActionLogEntry, PieceState, Playtest, SightingMarkerState, Tracks
from ..model.ruleset import RuleSet
from ..model.scenario import Marker, PlacedFortification, Scenario
from .board import Board, LosAnswer
from .fate import FateCard, FateDecks, Roller
from .rules import (
    SIDE_NAMES,
    elimination_vp,
    fire_outcome,
    gives_command,
    is_leader,
    melee_fp,
    melee_losers,
    numeric_command,
    other_side,
    side_stats,
)
from .setup import SetupStack, plan_setup

SIDES = ("japan", "allied")
STRUCTURAL_FORTS = ("bunker", "pillbox")
TRENCH_LIKE = ("trench", "bunker", "pillbox")


class SessionError(ValueError):
    """A playtest that cannot be built or resumed (missing map, unknown counter...): one line."""


class _GameOver(Exception):
    """Raised inside an operation when the game ends: the rest of the operation does not happen."""


# ----------------------------------------------------------------------------- results and events


@dataclass
class RollRecord:
    """One revealed card and what it was used for."""

    side: str
    purpose: str
    card: FateCard
    value: int
    kind: str = "roll"  # roll | targeting | reveal
    trigger: str | None = None  # the trigger in effect (None inside a trigger or an ignored one)

    def text(self) -> str:
        what = f"{SIDE_NAMES[self.side]} {self.purpose}: {self.card.label} "
        if self.kind == "reveal":
            what += f"reveals hex {self.card.hex}"
        elif self.kind == "targeting":
            what += f"{self.card.white}x{self.card.coloured}={self.value}"
        else:
            what += f"{self.card.white}+{self.card.coloured}={self.value}"
        if self.trigger:
            what += f" ({self.trigger.upper()} trigger)"
        return what


@dataclass
class TriggerReport:
    """A die trigger met during an operation and how far the session resolved it."""

    kind: str
    side: str
    hex: str | None = None
    candidates: list[str] = field(default_factory=list)
    resolved: bool = False
    text: str = ""


@dataclass
class ActionResult:
    """What an operation did, or why it was refused (``ok`` False, state untouched)."""

    ok: bool
    action: str
    reason: str = ""
    messages: list[str] = field(default_factory=list)
    rolls: list[RollRecord] = field(default_factory=list)
    triggers: list[TriggerReport] = field(default_factory=list)
    vp_change: int = 0
    details: dict[str, Any] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return self.ok


@dataclass(frozen=True)
class Change:
    """A change notification: which parts of the state changed and the hexes to redraw."""

    action: str
    parts: frozenset[str]
    hexes: frozenset[str]


@dataclass
class MovePlan:
    """A checked path: legal or the reason why not, with the MP cost of each step."""

    legal: bool
    reason: str = ""
    steps: list[tuple[str, float]] = field(default_factory=list)
    cost: float = 0.0
    budget: float = 0.0
    exit_point: tuple[str, str, int] | None = None  # hex, edge, VP
    final_hex: str | None = None
    mined_hexes: list[str] = field(default_factory=list)


@dataclass
class FireTarget:
    piece: str
    morale: int
    cover: int
    command: int
    cover_source: str

    @property
    def defense_base(self) -> int:
        return self.morale + self.cover + self.command


@dataclass
class FirePlan:
    """The fire calculator's arithmetic before the dice (O27): legal or the reason why not."""

    legal: bool
    reason: str = ""
    firing: list[tuple[str, int]] = field(default_factory=list)  # piece id, effective FP
    base_fp: int = 0
    group_bonus: int = 0
    hindrance: int = 0
    height: int = 0
    modifiers: list[tuple[str, int]] = field(default_factory=list)
    total_fp: int = 0
    ordnance: bool = False
    range: int = 0
    targets: list[FireTarget] = field(default_factory=list)


@dataclass(frozen=True)
class PieceView:
    """A piece as the board draws it: counter, side, markers, weapon and stats in effect."""

    id: str
    counter: Counter
    side: str
    location: str
    hex: str | None
    broken: bool
    suppressed: bool
    veteran: bool
    weapon: str | None
    fp: int
    range: int
    movement: int
    morale: int
    command: int


@dataclass(frozen=True)
class TrackDisplay:
    """Everything the Track Display shows (11, 13), read from the state for the board's side panel."""

    vp: int
    vp_text: str
    time: int
    sudden_death_space: int
    last_time_space: int
    time_track: dict[int, list[str]]  # space -> piece and Sighting marker ids waiting there
    casualties: dict[str, list[str]]  # side -> piece ids, lowest space first
    surrender_space: int | None
    weapons_box: list[str]
    initiative_holder: str
    turn: int
    turn_player: str
    hand_sizes: dict[str, int]
    objectives: dict[str, tuple[str, str | None, int]]  # number -> hex, controller, VP to it
    open_chits: list[str]
    revealed_chits: list[str]
    melee_hexes: list[str]
    phase: str
    winner: str | None
    end_reason: str


# ----------------------------------------------------------------------------- history


@dataclass
class _State:
    doc: Playtest
    roller: dict[str, tuple[int, int]]


@dataclass
class _Entry:
    label: str
    before: _State
    after: _State
    base: _State
    op: str | None
    args: dict[str, Any]
    cards: list[tuple[str, FateCard, str]]  # side, card, kind


class _OpContext:
    def __init__(self) -> None:
        self.rolls: list[RollRecord] = []
        self.messages: list[str] = []
        self.triggers: list[TriggerReport] = []
        self.cards: list[tuple[str, FateCard, str]] = []
        self.vp_change = 0
        self.in_trigger = False
        self.eliminated_sides: set[str] = set()
        self.actor = ""


class _ReplayRoller:
    """Deals recorded cards first, then falls through to the real roller (Initiative re-rolls)."""

    def __init__(self, recorded: list[FateCard], real: Roller) -> None:
        self._recorded = list(recorded)
        self._real = real

    def draw(self, side: str) -> FateCard:
        if self._recorded:
            return self._recorded.pop(0)
        return self._real.draw(side)

    def reshuffle(self, side: str) -> None:
        if not self._recorded:
            self._real.reshuffle(side)

    def remaining(self, side: str) -> int:
        return self._real.remaining(side) if not self._recorded else 72

    def state(self) -> dict[str, tuple[int, int]]:
        return self._real.state()

    def restore(self, state: dict[str, tuple[int, int]]) -> None:
        self._real.restore(state)


def _operation(label: str) -> Callable[[Callable[..., ActionResult]], Callable[..., ActionResult]]:
    """Wrap a public operation: refuse after game end, record undo, notify (see the module doc)."""

    def deco(fn: Callable[..., ActionResult]) -> Callable[..., ActionResult]:
        def wrapper(self: PlaytestSession, *args: Any, **kwargs: Any) -> ActionResult:
            return self._run(label, fn, args, kwargs)

        wrapper.__name__ = fn.__name__
        wrapper.__doc__ = fn.__doc__
        wrapper._impl = fn  # type: ignore[attr-defined]
        return wrapper

    return deco


def _build_pieces(
    scenario: Scenario, counters: dict[str, Counter], placed: bool
) -> tuple[list[PieceState], list[SightingMarkerState]]:
    """Pieces of a new playtest: units with their weapons (ids J01, J01w...), reinforcements on
    their Time spaces, radios in the Artillery Box, infiltrators, and Japan's Sighting markers."""
    pieces: list[PieceState] = []
    sightings: list[SightingMarkerState] = []

    def known(counter_id: str, side_id: str) -> str:
        if counter_id not in counters:
            raise SessionError(f"scenario {scenario.id}: unknown counter {counter_id!r} ({side_id})")
        return counter_id

    for side_id, prefix in (("japan", "J"), ("allied", "A")):
        side = scenario.side(side_id)
        todo: list[tuple[Any, str, str | None, int | None]] = []
        for u in side.units:
            on_map = placed and u.hex is not None
            todo.append((u, "map" if on_map else "unplaced", u.hex if on_map else None, None))
        for r in side.reinforcements:
            todo += [(u, "time_track", None, r.space) for u in r.units]
        n = 0
        for u, location, hex_id, space in todo:
            n += 1
            pid = f"{prefix}{n:02d}"
            weapon_id = f"{pid}w" if u.weapon is not None else None
            pieces.append(PieceState(id=pid, counter=known(u.counter, side_id), side=side_id, location=location,  # type: ignore[arg-type]
                                     hex=hex_id, time_space=space, broken=u.broken, veteran=u.veteran, weapon=weapon_id))
            if weapon_id is not None:
                pieces.append(PieceState(id=weapon_id, counter=known(u.weapon, side_id), side=side_id,  # type: ignore[arg-type]
                                         location=location, hex=hex_id, time_space=space))  # type: ignore[arg-type]
        if side.radio is not None:
            pieces.append(PieceState(id=f"{prefix}R", counter=known(side.radio, side_id), side=side_id,  # type: ignore[arg-type]
                                     location="artillery_box"))
        for _box, ids in sorted(side.infiltration.items()):
            for cid in ids:
                n += 1
                pieces.append(PieceState(id=f"{prefix}{n:02d}", counter=known(cid, side_id), side=side_id,  # type: ignore[arg-type]
                                         location="infiltration"))
        if side_id == "japan":
            hexes = list(side.sighting_marker_hexes) if placed else []
            for i in range(max(side.sighting_markers, len(hexes))):
                h = hexes[i] if i < len(hexes) else None
                sightings.append(SightingMarkerState(id=f"S{len(sightings) + 1}", location="map" if h else "unplaced", hex=h))
            for r in side.reinforcements:
                sightings += [
                    SightingMarkerState(id=f"S{len(sightings) + k + 1}", location="time_track", time_space=r.space)
                    for k in range(r.sighting_markers)
                ]
    return pieces, sightings


# ----------------------------------------------------------------------------- the session


class PlaytestSession:
    """State and operations of one playtest (pure Python: the board widget sits on top)."""

    def __init__(self, doc: Playtest, dataset: DataSet, roller: Roller) -> None:
        if dataset.ruleset is None:
            raise SessionError("the data set has no rule set")
        scenario = doc.scenario
        map_doc = dataset.maps.get(scenario.map)
        if map_doc is None:
            raise SessionError(f"map {scenario.map!r} of scenario {scenario.id!r} is not in data set {dataset.id!r}")
        self.doc = doc
        self.dataset = dataset
        self.rules: RuleSet = dataset.ruleset
        self.board = Board(map_doc, self.rules)
        self.counters: dict[str, Counter] = dataset.counters()
        self.roller: Roller = roller
        self._undo: list[_Entry] = []
        self._redo: list[_Entry] = []
        self._listeners: list[Callable[[Change], None]] = []
        self._op: _OpContext | None = None
        self._reindex()
        self._validate()

    def _validate(self) -> None:
        """Refuse a save whose pieces do not fit the data set or the map (one line, never a crash later)."""
        ids = set()
        for p in self.doc.pieces:
            if p.id in ids:
                raise SessionError(f"piece id {p.id} is used twice")
            ids.add(p.id)
            if p.counter not in self.counters:
                raise SessionError(f"piece {p.id}: unknown counter {p.counter!r} in data set {self.dataset.id!r}")
            if p.location == "map" and (p.hex is None or not self.board.contains(p.hex)):
                raise SessionError(f"piece {p.id} is on the map at {p.hex!r}, which is not a hex of map {self.board.map.id}")
        for p in self.doc.pieces:
            if p.weapon is not None and (p.weapon not in self._pieces or self.counter(self._pieces[p.weapon]).kind != "weapon"):
                raise SessionError(f"piece {p.id} carries {p.weapon!r}, which is not a weapon piece")
        for sm in self.doc.sighting_markers:
            if sm.location == "map" and (sm.hex is None or not self.board.contains(sm.hex)):
                raise SessionError(f"Sighting marker {sm.id} is at {sm.hex!r}, which is not a hex of this map")
        for kind in ("markers", "fortifications"):
            for item in getattr(self.doc, kind):
                if not self.board.contains(item.hex):
                    raise SessionError(f"{kind[:-1]} at {item.hex!r}: not a hex of map {self.board.map.id}")

    # ------------------------------------------------------------------ construction
    @classmethod
    def create(
        cls,
        scenario: Scenario,
        dataset: DataSet,
        *,
        seed: int | None = None,
        roller: Roller | None = None,
        placed: bool = True,
        playtest_id: str | None = None,
    ) -> PlaytestSession:
        """A new playtest of ``scenario``: a piece for every unit and weapon (weapons attached),
        reinforcements on the Time Track, Sighting markers, radios, fortifications, markers and the
        tracks (VP with the open objectives already held, time, sudden death, Initiative, hands).
        ``placed=False`` ignores the scenario's hexes so both sides set up from scratch."""
        counters = dataset.counters()
        if dataset.ruleset is None:
            raise SessionError("the data set has no rule set")
        if seed is None and roller is None:
            seed = zlib.crc32(scenario.id.encode())
        pieces, sightings = _build_pieces(scenario, counters, placed)
        tracks = Tracks(
            vp=scenario.vp_start,
            time=scenario.time_start,
            sudden_death_space=scenario.sudden_death_space,
            initiative_holder=scenario.initiative_holder,
            turn_player=scenario.first_player,
            objective_control={k: v for k, v in scenario.objective_control.items()},
            hand_size_japan=scenario.sides.japan.hand_size,
            hand_size_allied=scenario.sides.allied.hand_size,
        )
        doc = Playtest(
            kind="playtest",
            format=1,
            id=playtest_id or f"{scenario.id}-play",
            name=f"Playtest: {scenario.name}",
            provenance="demo" if scenario.provenance == "demo" else "user",
            scenario=copy.deepcopy(scenario),
            pieces=pieces,
            tracks=tracks,
            markers=copy.deepcopy(scenario.markers),
            fortifications=copy.deepcopy(scenario.fortifications),
            seed=seed if roller is None else None,
            sighting_markers=sightings,
        )
        if roller is None:
            assert seed is not None
            map_doc = dataset.maps.get(scenario.map)
            hex_ids = HexGrid(map_doc.grid).hex_ids if map_doc is not None else []
            roller = FateDecks(seed, hex_ids, cls._deck_names(scenario))
        session = cls(doc, dataset, roller)
        # Open chits score at once for objectives already held (14.3.3).
        doc.tracks.vp += session._objective_score()
        session._log(f"Playtest of {scenario.name} created (VP {session.vp_text()}).", actor="")
        return session

    @staticmethod
    def _deck_names(scenario: Scenario) -> dict[str, str]:
        return {"japan": scenario.sides.japan.nation, "allied": scenario.sides.allied.nation}

    @classmethod
    def resume(cls, doc: Playtest, dataset: DataSet, roller: Roller | None = None) -> PlaytestSession:
        """Continue a saved playtest; the Fate decks come back from the seed and their counters."""
        doc = copy.deepcopy(doc)
        if roller is None:
            if doc.seed is None:
                raise SessionError("this playtest was played with scripted rolls: pass a roller to resume it")
            names = cls._deck_names(doc.scenario)
            map_doc = dataset.maps.get(doc.scenario.map)
            hex_ids = HexGrid(map_doc.grid).hex_ids if map_doc is not None else []
            state = {s: (doc.decks_drawn.get(s, 0), doc.deck_shuffles.get(s, 0)) for s in SIDES}
            try:
                roller = FateDecks(doc.seed, hex_ids, names, state)
            except ValueError as exc:
                raise SessionError(f"playtest {doc.id}: {exc}") from None
        return cls(doc, dataset, roller)

    @classmethod
    def load(cls, path: str | Path, dataset: DataSet, roller: Roller | None = None) -> PlaytestSession:
        """Read a playtest file and resume it; any problem is one line in a SessionError."""
        from ..io.documents import read_document

        doc, _, problems = read_document(path)
        if problems:
            raise SessionError(problems[0].format())
        if not isinstance(doc, Playtest):
            raise SessionError(f"{path}: not a playtest save")
        return cls.resume(doc, dataset, roller)

    def to_playtest(self) -> Playtest:
        """The save document: the state plus the decks' counters."""
        doc = copy.deepcopy(self.doc)
        state = self.roller.state()
        doc.decks_drawn = {s: v[0] for s, v in state.items()}
        doc.deck_shuffles = {s: v[1] for s, v in state.items() if v[1]}
        return doc

    def save(self, path: str | Path) -> None:
        from ..io.storage import save_document

        save_document(self.to_playtest(), path)

    # ------------------------------------------------------------------ notifications
    def subscribe(self, callback: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``callback(change)`` after every operation, undo and redo; returns an unsubscriber."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    def _notify(self, change: Change) -> None:
        for cb in list(self._listeners):
            cb(change)

    # ------------------------------------------------------------------ state helpers
    def _reindex(self) -> None:
        self._pieces = {p.id: p for p in self.doc.pieces}
        self._sightings = {s.id: s for s in self.doc.sighting_markers}

    def _snapshot(self) -> _State:
        memo: dict[int, Any] = {id(self.doc.scenario): self.doc.scenario}
        memo.update({id(e): e for e in self.doc.log})
        return _State(copy.deepcopy(self.doc, memo), self.roller.state())

    def _restore(self, state: _State) -> None:
        memo: dict[int, Any] = {id(state.doc.scenario): state.doc.scenario}
        memo.update({id(e): e for e in state.doc.log})
        self.doc = copy.deepcopy(state.doc, memo)
        self.roller.restore(state.roller)
        self._reindex()

    @property
    def phase(self) -> str:
        return self.doc.phase

    @property
    def tracks(self) -> Tracks:
        return self.doc.tracks

    @property
    def scenario(self) -> Scenario:
        return self.doc.scenario

    def piece(self, piece_id: str) -> PieceState | None:
        return self._pieces.get(piece_id)

    def counter(self, piece: PieceState) -> Counter:
        return self.counters[piece.counter]

    def is_unit(self, piece: PieceState) -> bool:
        return self.counter(piece).kind in SOLDIER_KINDS

    def units(self, side: str | None = None, location: str | None = None) -> list[PieceState]:
        return [
            p for p in self.doc.pieces
            if self.is_unit(p) and (side is None or p.side == side) and (location is None or p.location == location)
        ]

    def units_at(self, hex_id: str, side: str | None = None) -> list[PieceState]:
        return [
            p for p in self.doc.pieces
            if p.location == "map" and p.hex == hex_id and self.is_unit(p) and (side is None or p.side == side)
        ]

    def pieces_at(self, hex_id: str) -> list[PieceState]:
        """Units and weapons in a hex, each weapon right after its carrier, leaders last."""
        units = sorted(self.units_at(hex_id), key=lambda p: (p.side, is_leader(self.counter(p)), p.id))
        out: list[PieceState] = []
        for u in units:
            out.append(u)
            if u.weapon and u.weapon in self._pieces:
                out.append(self._pieces[u.weapon])
        return out

    def carrier_of(self, weapon_id: str) -> PieceState | None:
        return next((p for p in self.doc.pieces if p.weapon == weapon_id), None)

    def occupied_hexes(self, side: str) -> set[str]:
        return {p.hex for p in self.units(side, "map") if p.hex}

    def figures_at(self, hex_id: str) -> int:
        """Soldier figures in a hex, both sides together (15.2)."""
        return sum(self.counter(p).figures for p in self.units_at(hex_id))

    def melee_hexes(self) -> list[str]:
        """Hexes holding units of both sides (19): they get a melee marker."""
        return sorted(self.occupied_hexes("japan") & self.occupied_hexes("allied"))

    def fortification_at(self, hex_id: str) -> PlacedFortification | None:
        return next((f for f in self.doc.fortifications if f.hex == hex_id), None)

    def marker_at(self, hex_id: str, kind: str) -> Marker | None:
        return next((m for m in self.doc.markers if m.hex == hex_id and m.type == kind), None)

    def smoke(self) -> dict[str, int]:
        return {m.hex: m.value or 1 for m in self.doc.markers if m.type == "smoke"}

    def blaze(self) -> set[str]:
        return {m.hex for m in self.doc.markers if m.type == "blaze"}

    def starshells(self) -> set[str]:
        return {m.hex for m in self.doc.markers if m.type == "starshell"}

    def sighting_markers(self) -> list[SightingMarkerState]:
        return list(self.doc.sighting_markers)

    def setup_area(self, side: str) -> list[str]:
        """The side's setup area: the scenario's hexes, else the rule set's depth from its edge."""
        sc = self.scenario.side(side)
        if sc.setup_area:
            return list(sc.setup_area)
        depth = self.rules.setup_depth(sc.posture, self.scenario.orientation) or self.board.grid.depth_for_edge(sc.edge)
        return self.board.band(sc.edge, depth)

    def vp_text(self) -> str:
        vp = self.tracks.vp
        return "0" if vp == 0 else f"{abs(vp)} {'Japan' if vp > 0 else 'Allies'}"

    def hand_size(self, side: str) -> int:
        return self.tracks.hand_size_japan if side == "japan" else self.tracks.hand_size_allied

    def track_display(self) -> TrackDisplay:
        t = self.tracks
        waiting: dict[int, list[str]] = {}
        for p in self.doc.pieces:
            if p.location == "time_track" and p.time_space is not None and (self.is_unit(p) or self.counter(p).kind == "radio"):
                waiting.setdefault(p.time_space, []).append(p.id)
        for sm in self.doc.sighting_markers:
            if sm.location == "time_track" and sm.time_space is not None:
                waiting.setdefault(sm.time_space, []).append(sm.id)
        objectives = {
            n: (h, t.objective_control.get(n), self.objective_value(n, t.objective_control.get(n)))
            for n, h in sorted(self.board.map.objectives.items())
        }
        return TrackDisplay(
            vp=t.vp, vp_text=self.vp_text(), time=t.time, sudden_death_space=t.sudden_death_space,
            last_time_space=self.rules.time.time_track_spaces, time_track=dict(sorted(waiting.items())),
            casualties={"japan": list(t.casualties_japan), "allied": list(t.casualties_allied)},
            surrender_space=self.scenario.side("allied").surrender_space,
            weapons_box=[p.id for p in self.doc.pieces if p.location == "casualty" and self.counter(p).kind == "weapon"],
            initiative_holder=t.initiative_holder, turn=t.turn, turn_player=t.turn_player,
            hand_sizes={"japan": t.hand_size_japan, "allied": t.hand_size_allied},
            objectives=objectives, open_chits=list(self.scenario.objective_chits.open),
            revealed_chits=list(t.revealed_chits), melee_hexes=self.melee_hexes(),
            phase=self.doc.phase, winner=self.doc.winner, end_reason=self.doc.end_reason,
        )

    def due_reinforcements(self, side: str | None = None) -> list[PieceState]:
        """Units whose Time Track space has come: they enter along the friendly edge (13.1.2d)."""
        return [
            p for p in self.units(side, "time_track") if p.time_space is not None and p.time_space <= self.tracks.time
        ]

    # ------------------------------------------------------------------ stats in effect
    def _leader_command_at(self, hex_id: str | None, side: str) -> int:
        """Unit command in a hex: the unbroken command of every friendly leader there, added (3.3.1.2)."""
        if hex_id is None:
            return 0
        total = 0
        for p in self.units_at(hex_id, side):
            c = self.counter(p)
            if gives_command(c):
                total += numeric_command(side_stats(c, p.broken))
        return total

    def _in_wire(self, piece: PieceState) -> bool:
        f = self.fortification_at(piece.hex) if piece.location == "map" and piece.hex else None
        return f is not None and f.type == "wire"

    def view(self, piece_id: str) -> PieceView:
        """A piece with the stats it has right now (command, veteran, suppressed, wire, weapon)."""
        p = self._pieces[piece_id]
        c = self.counter(p)
        s = side_stats(c, p.broken)
        if c.kind == "weapon":
            carrier = self.carrier_of(p.id)
            cmd = 0
            if carrier is not None and self.counter(carrier).kind in ("squad", "team") and not c.ordnance:
                cmd = self._leader_command_at(carrier.hex, carrier.side)
            wire = 1 if carrier is not None and self._in_wire(carrier) else 0
            return PieceView(p.id, c, p.side, p.location, p.hex, p.broken, False, False, None,
                             (s.fp or 0) + cmd - wire, (s.range or 0) + cmd - wire, 0, 0, 0)
        mod = (1 if p.veteran else 0) - (1 if p.suppressed else 0)  # 4.1, 4.2
        wire = 1 if self._in_wire(p) else 0  # F107: FP, range and morale, not movement
        cmd = self._leader_command_at(p.hex, p.side) if c.kind in ("squad", "team") and p.location == "map" else 0
        wmod = 0
        if p.weapon and p.weapon in self._pieces:
            wmod = self.counter(self._pieces[p.weapon]).movement_modifier
        return PieceView(
            p.id, c, p.side, p.location, p.hex, p.broken, p.suppressed, p.veteran, p.weapon,
            fp=(s.fp or 0) + mod - wire + cmd,
            range=(s.range or 0) + mod - wire + cmd,
            movement=(s.movement or 0) + mod + cmd + wmod,
            morale=(s.morale or 0) + mod - wire + cmd,
            command=numeric_command(s) if is_leader(c) else 0,
        )

    def cover_at(self, hex_id: str, piece: PieceState | None = None, *, indirect: bool = False) -> tuple[int, str]:
        """Best Cover in a hex and where it comes from (T81.3): terrain or fortification, never both,
        less 1 per figure over the stacking limit (T81.3.2)."""
        best, source = self.board.terrain_cover(hex_id), self.board.info(hex_id).terrain
        fort = self.fortification_at(hex_id)
        if fort is not None:
            ft = self.rules.fortification(fort.type)
            if ft is not None and ft.cover is not None and (fort.type != "cave" or (piece is not None and piece.in_cave)):
                value = ft.cover_vs_indirect if indirect and ft.cover_vs_indirect is not None else ft.cover
                if value > best:
                    best, source = value, fort.type
        over = self.figures_at(hex_id) - self.rules.stacking.max_figures
        if over > 0:
            best -= over * self.rules.stacking.overstack_cover_penalty
            source += f", overstacked by {over}"
        return best, source

    # ------------------------------------------------------------------ running operations
    def _run(self, label: str, fn: Callable[..., ActionResult], args: tuple, kwargs: dict) -> ActionResult:
        if self.doc.phase == "ended" and label not in ("Note",):
            return ActionResult(False, label, f"the game is over: {self.doc.end_reason}")
        before = self._snapshot()
        return self._execute(label, fn, args, kwargs, before, before)

    def _execute(
        self,
        label: str,
        fn: Callable[..., ActionResult],
        args: tuple,
        kwargs: dict,
        before: _State,
        base: _State,
        record_label: str | None = None,
    ) -> ActionResult:
        self._op = _OpContext()
        units_before = {s: bool(self.units(s, "map")) for s in SIDES}
        try:
            try:
                result = fn(self, *args, **kwargs)
            except _GameOver:
                result = ActionResult(True, label)
            if result.ok and self.doc.phase == "play":
                try:
                    self._check_last_unit(units_before)
                except _GameOver:
                    pass
        except BaseException:
            self._restore(before)
            self._op = None
            raise
        op = self._op
        self._op = None
        if not result.ok:
            self._restore(before)
            return result
        result.rolls = op.rolls + result.rolls
        result.messages = op.messages + result.messages
        result.triggers = op.triggers + result.triggers
        result.vp_change += op.vp_change
        after = self._snapshot()
        entry = _Entry(record_label or label, before, after, base, fn.__name__, {"args": args, "kwargs": kwargs}, op.cards)
        self._undo.append(entry)
        self._redo.clear()
        self._notify(self._diff(before.doc, after.doc, record_label or label))
        return result

    def _diff(self, a: Playtest, b: Playtest, label: str) -> Change:
        parts: set[str] = set()
        hexes: set[str] = set()
        pa = {p.id: p for p in a.pieces}
        for p in b.pieces:
            q = pa.get(p.id)
            if q != p:
                parts.add("pieces")
                hexes.update(h for h in ((q.hex if q else None), p.hex) if h)
        for name in ("markers", "fortifications", "sighting_markers"):
            la, lb = getattr(a, name), getattr(b, name)
            if la != lb:
                parts.add(name)
                changed = [x for x in la if x not in lb] + [x for x in lb if x not in la]
                hexes.update(x.hex for x in changed if x.hex)
        if a.tracks != b.tracks:
            parts.add("tracks")
        if (a.phase, a.winner) != (b.phase, b.winner):
            parts.add("phase")
        if len(a.log) != len(b.log):
            parts.add("log")
        if a.scenario is not b.scenario:
            parts.add("scenario")
        return Change(label, frozenset(parts), frozenset(h for h in hexes if h))

    # ------------------------------------------------------------------ undo / redo
    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def history(self) -> list[str]:
        """Labels of the operations that can be undone, oldest first (for an undo view)."""
        return [e.label for e in self._undo]

    def undo_label(self) -> str | None:
        return self._undo[-1].label if self._undo else None

    def redo_label(self) -> str | None:
        return self._redo[-1].label if self._redo else None

    def undo(self) -> bool:
        """Step back one operation (dice and decks included); False when there is nothing to undo."""
        if not self._undo:
            return False
        entry = self._undo.pop()
        self._restore(entry.before)
        self._redo.append(entry)
        self._notify(self._diff(entry.after.doc, entry.before.doc, f"Undo {entry.label}"))
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        entry = self._redo.pop()
        self._restore(entry.after)
        self._undo.append(entry)
        self._notify(self._diff(entry.before.doc, entry.after.doc, f"Redo {entry.label}"))
        return True

    # ------------------------------------------------------------------ logging, dice, VP
    def _log(self, text: str, actor: str = "", rolls: Iterable[FateCard] = ()) -> None:
        self.doc.log.append(
            ActionLogEntry(text=text, turn=self.tracks.turn, actor=actor, rolls=[[c.white, c.coloured] for c in rolls])
        )
        if self._op is not None:
            self._op.messages.append(text)

    def _draw(self, side: str, kind: str) -> FateCard:
        card = self.roller.draw(side)
        if self._op is not None:
            self._op.cards.append((side, card, kind))
        return card

    def _roll(self, side: str, purpose: str, *, kind: str = "roll", triggers: bool = True) -> RollRecord:
        """Reveal a card for a roll, then resolve its trigger at once (1.9.1); an empty draw pile
        advances Time like a Time trigger, only once (13.1.2)."""
        op = self._op
        assert op is not None
        card = self._draw(side, kind)
        value = card.product if kind == "targeting" else card.total
        active = card.trigger if (triggers and not op.in_trigger) else None
        rec = RollRecord(side, purpose, card, value, kind, active)
        op.rolls.append(rec)
        self._log(rec.text(), actor=side, rolls=[card])
        emptied = self.roller.remaining(side) == 0
        if active == "time" or (emptied and not op.in_trigger):
            self._trigger_time(side, "Time trigger" if active == "time" else "draw pile ran out")
        if active in ("sniper", "event", "disperse"):
            self._trigger_other(side, active)
        return rec

    def _trigger_time(self, side: str, cause: str) -> None:
        op = self._op
        assert op is not None
        op.in_trigger = True
        try:
            report = TriggerReport("time", side, resolved=True, text=cause)
            op.triggers.append(report)
            self._time_advance(side, cause)
        finally:
            op.in_trigger = False

    def _trigger_other(self, side: str, kind: str) -> None:
        op = self._op
        assert op is not None
        op.in_trigger = True
        try:
            if kind == "disperse":
                cands = sorted(f"{m.type}@{m.hex}" for m in self.doc.markers if m.type in ("smoke", "starshell"))
                op.triggers.append(TriggerReport("disperse", side, candidates=cands,
                                                 text="remove one smoke or starshell (1.9.2)"))
                return
            rec = self._roll(side, f"{kind} trigger", kind="reveal", triggers=False)
            hex_id = rec.card.hex
            if kind == "sniper":
                cands: list[str] = []
                if hex_id and self.board.contains(hex_id):
                    for h in [hex_id, *self.board.grid.neighbours(hex_id).values()]:
                        cands += [p.id for p in self.units_at(h)]
                op.triggers.append(TriggerReport("sniper", side, hex_id, sorted(cands),
                                                 text=f"{SIDE_NAMES[side]} may break one unit in or next to {hex_id} (1.9.4)"))
            else:
                op.triggers.append(TriggerReport("event", side, None, [], text=f"carry out the event of {rec.card.label} (1.9.3)"))
            if kind == "sniper" and hex_id:
                self._move_sighting_to(hex_id)
        finally:
            op.in_trigger = False

    def _move_sighting_to(self, hex_id: str) -> None:
        """After a revealed random hex a Sighting marker on the map moves there (1.8.2): the nearest one
        not already in it (the Japanese player may move another with ``move_sighting``)."""
        if not self.board.contains(hex_id):
            return
        movable = [s for s in self.doc.sighting_markers if s.location == "map" and s.hex and s.hex != hex_id]
        if not movable:
            return
        best = min(movable, key=lambda s: (self.board.grid.distance(s.hex, hex_id), s.id))  # type: ignore[arg-type]
        self._log(f"Sighting marker {best.id} moves from {best.hex} to {hex_id} (1.8.2).", actor="japan")
        best.hex = hex_id

    def _add_vp(self, side: str, amount: int, why: str) -> None:
        if amount == 0:
            return
        self.tracks.vp += amount if side == "japan" else -amount
        if self._op is not None:
            self._op.vp_change += amount if side == "japan" else -amount
        self._log(f"{SIDE_NAMES[side]} {'gain' if amount > 0 else 'lose'} {abs(amount)} VP: {why} (VP {self.vp_text()}).",
                  actor=side)

    # ------------------------------------------------------------------ objectives (14.3)
    def _chit_table(self) -> dict[str, Any]:
        return {c.letter: c for c in self.dataset.chits.chits} if self.dataset.chits else {}

    def chit_in_play(self, kind: str) -> bool:
        """Whether an open chit of this kind (exit_bonus Y, elimination_bonus Z) is in play."""
        table = self._chit_table()
        letters = [*self.scenario.objective_chits.open]
        fallback = {"exit_bonus": self.rules.victory.exit_bonus_chit, "elimination_bonus": self.rules.victory.elimination_bonus_chit}
        for letter in letters:
            chit = table.get(letter)
            if (chit is not None and chit.kind == kind) or (chit is None and fallback.get(kind) == letter):
                return True
        return False

    def objective_value(self, number: str, side: str | None) -> int:
        """VP an objective is worth to ``side`` now: open chits naming it or all objectives, plus
        that side's revealed secret chits (14.3.3)."""
        table = self._chit_table()
        draw = self.scenario.objective_chits
        letters = list(draw.open)
        if side is not None:
            secret = draw.secret_japan if side == "japan" else draw.secret_allied
            letters += [c for c in secret if c in self.tracks.revealed_chits]
        total = 0
        for letter in letters:
            chit = table.get(letter)
            if chit is None:
                continue
            if chit.kind == "single" and str(chit.objective) == number or chit.kind == "all":
                total += chit.vp
        return total

    def _objective_score(self) -> int:
        """Signed VP the objectives are giving now (positive = Japan)."""
        score = 0
        for number in self.board.map.objectives:
            holder = self.tracks.objective_control.get(number)
            if holder in SIDES:
                v = self.objective_value(number, holder)
                score += v if holder == "japan" else -v
        return score

    def _update_control(self) -> None:
        """Objective control follows sole occupation (14.3.1); open chits move the VP with it."""
        if self.doc.phase != "play":
            return
        before = self._objective_score()
        for number in sorted(self.board.map.objectives):
            hexes = self.board.objective_hexes(number)
            present = {p.side for h in hexes for p in self.units_at(h)}
            if len(present) == 1:
                side = present.pop()
                old = self.tracks.objective_control.get(number)
                if old != side:
                    self.tracks.objective_control[number] = side
                    self._log(f"{SIDE_NAMES[side]} take control of objective {number} "
                              f"({self.board.map.objectives[number]}).", actor=side)
        delta = self._objective_score() - before
        if delta:
            self._add_vp("japan" if delta > 0 else "allied", abs(delta), "objective control changes")

    # ------------------------------------------------------------------ game end (13.3)
    def _end_game(self, winner: str, reason: str) -> None:
        self.doc.phase = "ended"
        self.doc.winner = winner  # type: ignore[assignment]
        self.doc.end_reason = reason
        self._log(f"Game over: {reason}. {SIDE_NAMES[winner]} win.")
        raise _GameOver

    def _end_by_vp(self, reason: str) -> None:
        """Reveal and score every secret chit, then the side the VP favour wins; 0 goes to the
        Initiative holder (13.3.2)."""
        draw = self.scenario.objective_chits
        hidden = [c for c in [*draw.secret_japan, *draw.secret_allied] if c not in self.tracks.revealed_chits]
        if hidden:
            before = self._objective_score()
            self.tracks.revealed_chits.extend(hidden)
            delta = self._objective_score() - before
            self._log(f"Secret chits revealed: {', '.join(hidden)}.")
            if delta:
                self._add_vp("japan" if delta > 0 else "allied", abs(delta), "secret objectives")
        vp = self.tracks.vp
        winner = "japan" if vp > 0 else "allied" if vp < 0 else self.tracks.initiative_holder
        self._end_game(winner, f"{reason}; VP {self.vp_text()}")

    def _check_last_unit(self, had_units: dict[str, bool]) -> None:
        """13.3 b/c: a side left with no unit on the map (and none in an Infiltration Box)."""
        gone = [s for s in SIDES if had_units[s] and not self.units(s, "map") and not self.units(s, "infiltration")]
        if not gone:
            return
        op = self._op
        eliminated = [s for s in gone if op is not None and s in op.eliminated_sides]
        if eliminated:
            if len(eliminated) == 2:
                self._end_game(self.tracks.initiative_holder, "both sides lost their last unit; the Initiative decides")
            loser = eliminated[0]
            self._end_game(other_side(loser), f"{SIDE_NAMES[loser]} have no unit left on the map (13.3b)")
        self._end_by_vp(f"{SIDE_NAMES[gone[0]]} have no unit left on the map (13.3c)")

    # ------------------------------------------------------------------ piece changes
    def _set_position(self, unit: PieceState, location: str, hex_id: str | None = None, space: int | None = None) -> None:
        unit.location = location  # type: ignore[assignment]
        unit.hex = hex_id
        unit.time_space = space
        if unit.weapon and unit.weapon in self._pieces:
            w = self._pieces[unit.weapon]
            w.location, w.hex, w.time_space = unit.location, hex_id, space

    def _break(self, piece: PieceState, why: str) -> None:
        """Break a unit or weapon; breaking a broken one eliminates it (3.2.4, 5)."""
        if piece.broken:
            self._eliminate(piece, f"{why}, already broken")
            return
        piece.broken = True
        self._log(f"{self._name(piece)} breaks ({why}).", actor=piece.side)

    def _name(self, piece: PieceState) -> str:
        where = f" in {piece.hex}" if piece.location == "map" and piece.hex else ""
        return f"{piece.id} {self.counter(piece).name}{where}"

    def _eliminate(self, piece: PieceState, why: str) -> None:
        """Eliminate a unit (with its weapon) or a weapon: VP to the opponent (14.1), the Casualty
        Track and the Allied surrender check (11.2), Banzai units back to the Time Track (17.2)."""
        c = self.counter(piece)
        op = self._op
        if c.kind == "weapon":
            carrier = self.carrier_of(piece.id)
            if carrier is not None:
                carrier.weapon = None
            piece.location, piece.hex, piece.time_space, piece.broken = "casualty", None, None, False
            self._log(f"{piece.id} {c.name} is eliminated ({why}): Weapons box.", actor=piece.side)
            return
        side = piece.side
        if op is not None:
            op.eliminated_sides.add(side)
        weapon = self._pieces.get(piece.weapon) if piece.weapon else None
        banzai = side == "japan" and self.scenario.side("japan").posture == "banzai" and c.kind != "hero"
        self._log(f"{self._name(piece)} is eliminated ({why}).", actor=side)
        piece.broken = piece.suppressed = piece.veteran = piece.activated = piece.in_cave = False
        if c.kind == "hero":
            self._set_position(piece, "exited")
        elif banzai:
            space = min(self.tracks.time + 1, self.rules.time.time_track_spaces)
            self._set_position(piece, "time_track", None, space)
            if weapon is not None:
                weapon.broken = False
            self._log(f"Banzai: {piece.id} waits on Time space {space} (17.2).", actor=side)
        else:
            self._set_position(piece, "casualty")
            if weapon is not None:
                piece.weapon = None
                weapon.broken = False
            track = self.tracks.casualties_japan if side == "japan" else self.tracks.casualties_allied
            track.append(piece.id)
        vp = elimination_vp(c, self.rules.victory, self.chit_in_play("elimination_bonus"))
        self._add_vp(other_side(side), vp, f"{c.name} eliminated")
        if not banzai and c.kind != "hero" and side == "allied":
            surrender = self.scenario.side("allied").surrender_space
            if surrender is not None and len(self.tracks.casualties_allied) >= surrender:
                self._end_game("japan", f"the Allies surrender: an eliminated unit reaches Casualty space {surrender} (11.2, 13.3a)")

    def _refuse(self, action: str, reason: str) -> ActionResult:
        return ActionResult(False, action, reason)

    def _get_units(self, ids: Iterable[str], action: str) -> tuple[list[PieceState], str]:
        ids = list(ids)
        if not ids:
            return [], "name at least one unit"
        units = []
        for pid in ids:
            p = self._pieces.get(pid)
            if p is None:
                return [], f"unknown piece {pid!r}"
            if not self.is_unit(p):
                return [], f"{pid} is a {self.counter(p).kind}, not a unit"
            units.append(p)
        if len({u.side for u in units}) > 1:
            return [], "units of both sides cannot act together"
        if len(set(ids)) != len(ids):
            return [], "a unit is named twice"
        return units, ""

    # ================================================================== setup (9.1, 15.2.3, F100)
    def setup_problems(self, side: str) -> list[str]:
        """What still keeps a side's setup from being legal: unplaced units, units outside the setup
        area, overstacked hexes (15.2.3), too many Invader units on the map (17.4)."""
        out = []
        area = set(self.setup_area(side))
        for u in self.units(side, "unplaced"):
            out.append(f"{u.id} {self.counter(u).name} is not set up")
        for u in self.units(side, "map"):
            if u.hex not in area and self.doc.phase == "setup":
                out.append(f"{u.id} in {u.hex} is outside the setup area")
        for h in sorted({u.hex for u in self.units(side, "map") if u.hex}):
            n = self.figures_at(h)
            if n > self.rules.stacking.max_figures:
                out.append(f"{h} holds {n} figures: more than {self.rules.stacking.max_figures} (15.2.3)")
        for s in self.doc.sighting_markers if side == "japan" else []:
            if s.location == "unplaced":
                out.append(f"Sighting marker {s.id} is not set up")
        return out

    def _check_setup_hex(self, units: list[PieceState], hex_id: str) -> str:
        if self.doc.phase != "setup":
            return "setup is over: use move or advance"
        if not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of map {self.board.map.id}"
        side = units[0].side
        if hex_id not in set(self.setup_area(side)):
            return f"{hex_id} is outside the {SIDE_NAMES[side]}' setup area"
        if hex_id in self.blaze():
            return f"{hex_id} is ablaze: no unit may be there (T83)"
        if self.units_at(hex_id, other_side(side)):
            return f"{hex_id} holds enemy units"
        moving = {u.id for u in units}
        staying = sum(self.counter(p).figures for p in self.units_at(hex_id) if p.id not in moving)
        adding = sum(self.counter(u).figures for u in units)
        limit = self.rules.stacking.max_figures
        if staying + adding > limit:
            return f"overstacking: {hex_id} would hold {staying + adding} figures, the limit at setup is {limit} (15.2.3)"
        return ""

    @_operation("Set up")
    def place(self, unit_ids: str | list[str], hex_id: str) -> ActionResult:
        """Set up units (with their weapons) in a hex of their side's setup area; overstacking is
        refused (15.2.3)."""
        units, why = self._get_units([unit_ids] if isinstance(unit_ids, str) else unit_ids, "place")
        if why:
            return self._refuse("place", why)
        why = self._check_setup_hex(units, hex_id)
        if why:
            return self._refuse("place", why)
        for u in units:
            if u.location not in ("unplaced", "map", "time_track"):
                return self._refuse("place", f"{u.id} is not available for setup ({u.location})")
            self._set_position(u, "map", hex_id)
        self._log(f"{', '.join(u.id for u in units)} set up in {hex_id}.", actor=units[0].side)
        return ActionResult(True, "place", details={"hex": hex_id})

    @_operation("Take back")
    def unplace(self, unit_id: str) -> ActionResult:
        """Take a unit back off the map during setup."""
        units, why = self._get_units([unit_id], "unplace")
        if why:
            return self._refuse("unplace", why)
        if self.doc.phase != "setup":
            return self._refuse("unplace", "setup is over")
        self._set_position(units[0], "unplaced")
        self._log(f"{unit_id} taken back for setup.", actor=units[0].side)
        return ActionResult(True, "unplace")

    @_operation("Time Track")
    def set_time_space(self, unit_id: str, space: int) -> ActionResult:
        """At setup, put a unit on a Time Track space as a reinforcement (13.1.2d, 17.4)."""
        units, why = self._get_units([unit_id], "time track")
        if why:
            return self._refuse("set_time_space", why)
        if self.doc.phase != "setup":
            return self._refuse("set_time_space", "reinforcements are placed at setup")
        last = self.rules.time.time_track_spaces
        if not self.tracks.time < space <= last:
            return self._refuse("set_time_space", f"space must be after the time marker ({self.tracks.time}) and at most {last}")
        self._set_position(units[0], "time_track", None, space)
        self._log(f"{unit_id} waits on Time space {space}.", actor=units[0].side)
        return ActionResult(True, "set_time_space")

    @_operation("Sighting marker")
    def place_sighting(self, marker_id: str, hex_id: str) -> ActionResult:
        """Set up a Sighting marker like the Japanese forces (9.1), or move one in play (1.8.2, E75)."""
        s = self._sightings.get(marker_id)
        if s is None:
            return self._refuse("place_sighting", f"unknown Sighting marker {marker_id!r}")
        if not self.board.contains(hex_id):
            return self._refuse("place_sighting", f"{hex_id!r} is not a hex of this map")
        if s.location == "removed":
            return self._refuse("place_sighting", f"{marker_id} is out of play")
        if self.doc.phase == "setup":
            if hex_id not in set(self.setup_area("japan")):
                return self._refuse("place_sighting", f"{hex_id} is outside Japan's setup area (9.1)")
        elif s.location == "time_track":
            if s.time_space is None or s.time_space > self.tracks.time:
                return self._refuse("place_sighting", f"{marker_id} has not arrived yet")
            if not self.board.on_edge(hex_id, self.scenario.side("japan").edge):
                return self._refuse("place_sighting", "reinforcements enter along the friendly edge (13.1.2d)")
        elif s.location != "map":
            return self._refuse("place_sighting", f"{marker_id} is not on the map")
        if hex_id in self.blaze():
            return self._refuse("place_sighting", f"{hex_id} is ablaze")
        s.location, s.hex, s.time_space = "map", hex_id, None
        self._log(f"Sighting marker {marker_id} in {hex_id}.", actor="japan")
        return ActionResult(True, "place_sighting")

    @_operation("Remove Sighting marker")
    def remove_sighting(self, marker_id: str) -> ActionResult:
        """Take a Sighting marker out of play (Infiltrate Reveal, O28.2)."""
        s = self._sightings.get(marker_id)
        if s is None or s.location == "removed":
            return self._refuse("remove_sighting", f"no Sighting marker {marker_id!r} in play")
        s.location, s.hex, s.time_space = "removed", None, None
        self._log(f"Sighting marker {marker_id} removed from play.", actor="japan")
        return ActionResult(True, "remove_sighting")

    def _fort_problem(self, fort_type: str, hex_id: str, owner: str) -> str:
        if not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of this map"
        ft = self.rules.fortification(fort_type)
        if ft is None:
            return f"unknown fortification {fort_type!r}"
        if self.fortification_at(hex_id) is not None:
            return f"{hex_id} already has a fortification (F100.3: one per hex)"
        if self.board.is_water(hex_id):
            return f"{hex_id} is water terrain: no fortification (F100.3)"
        if hex_id in self.blaze():
            return f"{hex_id} is ablaze"
        if ft.crest_only and not self.board.is_crest(hex_id):
            return f"a {ft.name.lower()} goes only in a Crest hex (F102)"
        if ft.japanese_only and owner != "japan":
            return f"{ft.name.lower()}s are Japanese only (F102)"
        if self.doc.phase == "setup":
            if hex_id not in set(self.setup_area(owner)):
                return f"{hex_id} is outside the owner's setup area"
        elif self.scenario.side(owner).posture != "defender":
            return "in play only the scenario Defender places fortifications (Hidden actions, A43)"
        return ""

    @_operation("Fortification")
    def place_fortification(self, fort_type: str, hex_id: str, owner: str) -> ActionResult:
        """Place a fortification: one per hex, never in water, caves only in Crest hexes and Japanese
        (F100-F107); at setup inside the owner's setup area, in play by the Defender only (A43)."""
        if owner not in SIDES:
            return self._refuse("place_fortification", f"unknown side {owner!r}")
        why = self._fort_problem(fort_type, hex_id, owner)
        if why:
            return self._refuse("place_fortification", why)
        fp = self.scenario.mine_fp if fort_type == "mines" else None
        self.doc.fortifications.append(PlacedFortification(type=fort_type, hex=hex_id, owner=owner, fp=fp))  # type: ignore[arg-type]
        self._log(f"{SIDE_NAMES[owner]} place {fort_type} in {hex_id}.", actor=owner)
        return ActionResult(True, "place_fortification")

    @_operation("Remove fortification")
    def remove_fortification(self, hex_id: str) -> ActionResult:
        """Remove a fortification (Demolitions A38, Explosive Charge A40, or a setup change)."""
        f = self.fortification_at(hex_id)
        if f is None:
            return self._refuse("remove_fortification", f"no fortification in {hex_id}")
        self.doc.fortifications.remove(f)
        self._log(f"{f.type} in {hex_id} removed.")
        return ActionResult(True, "remove_fortification")

    @_operation("Move fortification")
    def move_fortification(self, from_hex: str, to_hex: str) -> ActionResult:
        """At setup, move a fortification to another legal hex of its owner's setup area."""
        f = self.fortification_at(from_hex)
        if f is None:
            return self._refuse("move_fortification", f"no fortification in {from_hex}")
        if self.doc.phase != "setup":
            return self._refuse("move_fortification", "fortifications are moved at setup only")
        self.doc.fortifications.remove(f)
        why = self._fort_problem(f.type, to_hex, f.owner)
        if why:
            return self._refuse("move_fortification", why)
        self.doc.fortifications.append(replace(f, hex=to_hex))
        self._log(f"{f.type} moved from {from_hex} to {to_hex}.", actor=f.owner)
        return ActionResult(True, "move_fortification")

    @_operation("Auto setup")
    def auto_setup(self, side: str, *, replace_all: bool = False) -> ActionResult:
        """A deterministic starting setup for a side: leaders stacked with squads, every objective in
        the setup area held, the best Cover preferred, weapons staying with their units, Sighting
        markers on the remaining best hexes. A start point to adjust by hand."""
        if side not in SIDES:
            return self._refuse("auto_setup", f"unknown side {side!r}")
        if self.doc.phase != "setup":
            return self._refuse("auto_setup", "setup is over")
        if replace_all:
            for u in self.units(side, "map"):
                self._set_position(u, "unplaced")
        todo = self.units(side, "unplaced")
        sights = [s for s in self.doc.sighting_markers if side == "japan" and (s.location == "unplaced" or replace_all and s.location == "map")]
        area = [h for h in self.setup_area(side) if h not in self.blaze() and not self.units_at(h, other_side(side))]
        stacks = [
            SetupStack(u.id, self.counter(u).kind, self.counter(u).figures,
                       self.view(u.id).fp + (self.view(u.weapon).fp if u.weapon else 0),
                       numeric_command(self.counter(u).front) if is_leader(self.counter(u)) else 0)
            for u in todo
        ]
        used = {h: self.figures_at(h) for h in area}
        objectives = [self.board.map.objectives[n] for n in sorted(self.board.map.objectives)]
        cover = {h: self.cover_at(h)[0] for h in area}
        area_set = set(area)
        join = [u.hex for u in sorted(self.units(side, "map"), key=lambda u: (-self.view(u.id).fp, u.id))
                if self.counter(u).kind in ("squad", "team") and u.hex in area_set]
        plan, left = plan_setup(stacks, area, cover, used, objectives, self.rules.stacking.max_figures,
                                self.board.grid.distance, sighting=len(sights), join_hexes=join)
        for uid, h in plan.units.items():
            self._set_position(self._pieces[uid], "map", h)
        for s, h in zip(sights, plan.sightings, strict=False):
            s.location, s.hex = "map", h
        placed = len(plan.units)
        self._log(f"Auto setup for {SIDE_NAMES[side]}: {placed} unit(s) placed"
                  + (f", {len(left)} left over: {', '.join(left)}" if left else "") + ".", actor=side)
        return ActionResult(True, "auto_setup", details={"placed": dict(plan.units), "left": left})

    @_operation("Start play")
    def start_play(self, *, force: bool = False) -> ActionResult:
        """End setup: both sides' setups must be legal (``force`` skips unplaced units only)."""
        if self.doc.phase != "setup":
            return self._refuse("start_play", "play has already started")
        problems = [p for s in SIDES for p in self.setup_problems(s)]
        if force:
            problems = [p for p in problems if "is not set up" not in p]
        if problems:
            return self._refuse("start_play", "; ".join(problems[:5]) + (" ..." if len(problems) > 5 else ""))
        self.doc.phase = "play"
        self._log(f"Play begins; {SIDE_NAMES[self.tracks.turn_player]} take the first turn.")
        return ActionResult(True, "start_play")

    # ================================================================== movement (O29, O22, 14.2)
    def _budget(self, units: list[PieceState]) -> float:
        """A moving group's MP: movement + command + veteran - suppressed + weapon modifier, the
        slowest member's (O29, 10.6 checklist)."""
        return float(min(self.view(u.id).movement for u in units))

    def _exit_problem(self, side: str, hex_id: str, edge: str) -> tuple[str, tuple[str, str, int] | None]:
        friendly = self.scenario.side(side).edge
        if edge not in ("top", "bottom", "left", "right"):
            return f"unknown map edge {edge!r}", None
        if not self.board.on_edge(hex_id, edge):
            return f"{hex_id} is not on the {edge} edge", None
        if edge == friendly:
            return "a unit can never exit across its own friendly edge (14.2.1)", None
        if edge != self.board.enemy_edge(friendly):
            return f"the {edge} edge is a flank: flanks are impassable barriers (14.2.1)", None
        xp = self.board.exit_point(hex_id, edge)
        if xp is None:
            return f"{hex_id} has no Exit Point: units leave only through an enemy-edge Exit Point (14.2.1)", None
        bonus = 1 if self.chit_in_play("exit_bonus") else 0
        return "", (hex_id, edge, xp.value + bonus)

    def move_context(self, side: str):  # noqa: ANN201 - core.movement.MoveContext
        """What a Move by ``side`` depends on now: night, enemy hexes (road 1/2 rate), markers, forts."""
        from ..core.los import Markers
        from ..core.movement import MoveContext

        return MoveContext(
            self.board.map,
            self.rules,
            hexes=self.board.hexes,
            night=self.scenario.night,
            enemy_hexes=frozenset(self.occupied_hexes(other_side(side))),
            los=self.board.los_engine,
            markers=Markers(smoke=self.smoke(), blaze=self.blaze()),
            fortifications={f.hex: f.type for f in self.doc.fortifications},
            enemy_edge=self.board.enemy_edge(self.scenario.side(side).edge),
        )

    def reachable(self, unit_ids: list[str]) -> dict[str, tuple[float, list[str]]]:
        """Hexes a group can Move to with its MP (for highlighting a drag): hex -> (MP, path);
        ``"exit"`` when an Exit Point can be reached."""
        from ..core.movement import cheapest_paths

        units, why = self._get_units(unit_ids, "move")
        if why or self.doc.phase != "play" or any(u.location != "map" or u.hex != units[0].hex for u in units):
            return {}
        reach = cheapest_paths(units[0].hex or "", self._budget(units), self.move_context(units[0].side))
        return {h: (r.cost, r.path) for h, r in reach.items()}

    def plan_move(self, unit_ids: list[str], path: list[str], exit_edge: str | None = None) -> MovePlan:
        """Check a Move (O29) without doing it: the MP of each hex entered (``core.movement``) against
        the group's MP; never into enemy or blaze hexes, water barrier only as the first hex, wire
        stops, exit only off the enemy edge through an Exit Point for 1 MP (14.2)."""
        from ..core.movement import EXIT, path_cost

        units, why = self._get_units(unit_ids, "move")
        if why:
            return MovePlan(False, why)
        if self.doc.phase != "play":
            return MovePlan(False, "units move once play has begun (set up with place)")
        start = units[0].hex
        if any(u.location != "map" or u.hex != start for u in units):
            return MovePlan(False, "a moving group must start together in one hex on the map")
        assert start is not None
        side = units[0].side
        path = list(path)
        if path and path[0] == start:
            path = path[1:]
        if not path and exit_edge is None:
            return MovePlan(False, "the path is empty")
        for h in path:
            if not self.board.contains(h):
                return MovePlan(False, f"{h!r} is not a hex of this map")
        budget = self._budget(units)
        xp = None
        if exit_edge is not None:
            why, xp = self._exit_problem(side, path[-1] if path else start, exit_edge)
            if why:
                return MovePlan(False, why, budget=budget)
        full = [start, *path, *([EXIT] if exit_edge is not None else [])]
        pc = path_cost(full, self.move_context(side), budget)
        steps = [(h, budget if c.mp is None else c.mp) for h, c in zip(full[1:], pc.steps, strict=False)]
        if not pc.legal:
            return MovePlan(False, pc.reason + (f" ({pc.steps[-1].rule})" if pc.steps and pc.steps[-1].rule else ""),
                            steps, pc.total, budget)
        visited = [start, *path]
        return MovePlan(True, "", steps, pc.total, budget, xp, None if exit_edge is not None else visited[-1],
                        self._mined_along(visited, exit_edge is not None))

    def _mined_along(self, visited: list[str], exits: bool) -> list[str]:
        """Mined hexes the group enters or leaves on its way (F104), in order, each once per crossing."""
        out = []
        for i, h in enumerate(visited):
            f = self.fortification_at(h)
            if f is None or f.type != "mines":
                continue
            leaves = i < len(visited) - 1 or exits
            enters = i > 0
            out += [h] * (int(enters) + int(leaves))
        return out

    @_operation("Move")
    def move(
        self, unit_ids: str | list[str], path: list[str], exit_edge: str | None = None, exit_space: int | None = None
    ) -> ActionResult:
        """Move a unit or stack along a path, paying MP per hex (O29); exit through an enemy-edge
        Exit Point with ``exit_edge`` onto Time space ``exit_space`` (default the next one). Mines
        attack on entering or leaving (F104)."""
        ids = [unit_ids] if isinstance(unit_ids, str) else list(unit_ids)
        plan = self.plan_move(ids, path, exit_edge)
        if not plan.legal:
            return self._refuse("move", plan.reason)
        why = self._exit_space_problem(exit_space)
        if why:
            return self._refuse("move", why)
        units = [self._pieces[i] for i in ids]
        side = units[0].side
        route = " > ".join(f"{h}({c:g})" for h, c in plan.steps)
        dest = plan.final_hex or f"off the {exit_edge} edge"
        self._log(f"{', '.join(ids)} move {units[0].hex} > {route} to {dest}: {plan.cost:g} of {plan.budget:g} MP.", actor=side)
        for u in units:
            u.activated = True
            self._set_position(u, "map", plan.final_hex or (plan.steps[-1][0] if plan.steps else u.hex))
        self._mine_attacks(units, plan.mined_hexes, moving=True)
        if plan.exit_point is not None:
            self._exit(units, plan.exit_point, exit_space)
        self._update_control()
        return ActionResult(True, "move", details={"cost": plan.cost, "budget": plan.budget, "steps": plan.steps})

    @_operation("Advance")
    def advance(
        self,
        unit_ids: str | list[str],
        hex_id: str | None = None,
        exit_edge: str | None = None,
        transfers: dict[str, str] | None = None,
        exit_space: int | None = None,
    ) -> ActionResult:
        """Advance one adjacent hex whatever its terrain, enemy hexes included (then melee), or off the
        enemy edge through an Exit Point (O22); weapons may change hands first (O22.2)."""
        ids = [unit_ids] if isinstance(unit_ids, str) else list(unit_ids)
        units, why = self._get_units(ids, "advance")
        if why:
            return self._refuse("advance", why)
        if self.doc.phase != "play":
            return self._refuse("advance", "units advance once play has begun")
        why = self._exit_space_problem(exit_space)
        if why:
            return self._refuse("advance", why)
        start = units[0].hex
        if any(u.location != "map" or u.hex != start for u in units):
            return self._refuse("advance", "advancing units must start together in one hex on the map")
        assert start is not None
        side = units[0].side
        for weapon_id, to_id in (transfers or {}).items():
            why = self._transfer_problem(weapon_id, to_id)
            if why:
                return self._refuse("advance", why)
            self._do_transfer(weapon_id, to_id)
        if exit_edge is not None:
            why, xp = self._exit_problem(side, start, exit_edge)
            if why:
                return self._refuse("advance", why)
            self._log(f"{', '.join(ids)} advance off the {exit_edge} edge from {start}.", actor=side)
            for u in units:
                u.activated = True
            self._mine_attacks(units, self._mined_along([start], True), moving=False)
            assert xp is not None
            self._exit([u for u in units if u.location == "map"], xp, exit_space)
            self._update_control()
            return ActionResult(True, "advance")
        if hex_id is None or not self.board.contains(hex_id):
            return self._refuse("advance", f"{hex_id!r} is not a hex of this map")
        if self.board.grid.distance(start, hex_id) != 1:
            return self._refuse("advance", f"{hex_id} is not next to {start}: an Advance goes one hex (O22)")
        if hex_id in self.blaze():
            return self._refuse("advance", f"{hex_id} is ablaze: impassable (T83)")
        for u in units:
            u.activated = True
            self._set_position(u, "map", hex_id)
        melee = bool(self.units_at(hex_id, other_side(side)))
        self._log(f"{', '.join(ids)} advance {start} > {hex_id}" + (" into melee" if melee else "") + ".", actor=side)
        self._mine_attacks(units, self._mined_along([start, hex_id], False), moving=False)
        self._update_control()
        return ActionResult(True, "advance", details={"melee": melee})

    def _exit_space_problem(self, space: int | None) -> str:
        if space is None:
            return ""
        last = self.rules.time.time_track_spaces
        if not self.tracks.time < space <= last:
            return f"an exited unit waits on a Time space after {self.tracks.time}, at most {last} (14.2.2)"
        return ""

    def _exit(self, units: list[PieceState], exit_point: tuple[str, str, int], space: int | None = None) -> None:
        """Units leave the map (14.2.2): the Exit Point's VP each (a Hero none), then a later Time
        space (the next by default), unbroken, without veteran or suppressed markers; a Hero returns
        to the countermix."""
        hex_id, edge, vp = exit_point
        space = space or min(self.tracks.time + 1, self.rules.time.time_track_spaces)
        for u in units:
            c = self.counter(u)
            u.broken = u.suppressed = u.veteran = False
            if u.weapon and u.weapon in self._pieces:
                self._pieces[u.weapon].broken = False
            if c.kind == "hero":
                self._set_position(u, "exited")
                self._log(f"{u.id} {c.name} exits at {hex_id} and returns to the countermix (3.3.2).", actor=u.side)
                continue
            self._set_position(u, "time_track", None, space)
            self._log(f"{u.id} {c.name} exits at {hex_id} ({edge} edge) and waits on Time space {space}.", actor=u.side)
            self._add_vp(u.side, vp, f"{u.id} exits through the Exit Point at {hex_id}")

    def _mine_attacks(self, units: list[PieceState], mined: list[str], moving: bool) -> None:
        """One mine attack per mined hex entered or left, against the moving units together (F104):
        the opponent rolls, Cover is 0, ties break Moving units."""
        for h in mined:
            f = self.fortification_at(h)
            if f is None:
                continue
            targets = [u for u in units if u.location == "map"]
            if not targets:
                return
            side = targets[0].side
            fp = f.fp or self.scenario.mine_fp
            atk = self._roll(other_side(side), f"mine attack in {h}")
            total = fp + atk.value
            self._log(f"Mines in {h} attack: {fp} FP + {atk.value} = {total}.", actor=other_side(side))
            for u in sorted(targets, key=lambda p: (is_leader(self.counter(p)), p.id)):
                if u.location != "map":
                    continue
                v = self.view(u.id)
                self._defend(u, total, v.morale, 0, "mines", moving)

    # ================================================================== unit state changes
    @_operation("Break")
    def break_unit(self, piece_id: str) -> ActionResult:
        """Break a unit or weapon; a broken one is eliminated (3.2.4)."""
        p = self._pieces.get(piece_id)
        if p is None or p.location not in ("map", "time_track", "unplaced"):
            return self._refuse("break", f"no piece {piece_id!r} in play")
        self._break(p, "by hand")
        self._update_control()
        return ActionResult(True, "break")

    @_operation("Rally")
    def rally(self, piece_id: str) -> ActionResult:
        """Flip a broken unit (or repair a broken weapon) to its good side (3.2.5)."""
        p = self._pieces.get(piece_id)
        if p is None or not p.broken:
            return self._refuse("rally", f"{piece_id} is not a broken piece")
        p.broken = False
        self._log(f"{self._name(p)} rallies.", actor=p.side)
        return ActionResult(True, "rally")

    @_operation("Suppress")
    def suppress(self, piece_id: str) -> ActionResult:
        """Place a suppressed marker (4.2): one per unit."""
        p = self._pieces.get(piece_id)
        if p is None or not self.is_unit(p) or p.location != "map":
            return self._refuse("suppress", f"no unit {piece_id!r} on the map")
        if p.suppressed:
            return self._refuse("suppress", f"{piece_id} is already suppressed (15.1.1)")
        p.suppressed = True
        self._log(f"{self._name(p)} is suppressed.", actor=p.side)
        return ActionResult(True, "suppress")

    @_operation("Revive")
    def unsuppress(self, piece_id: str) -> ActionResult:
        """Remove a suppressed marker (Revive O31, Charge O25)."""
        p = self._pieces.get(piece_id)
        if p is None or not p.suppressed:
            return self._refuse("unsuppress", f"{piece_id} is not suppressed")
        p.suppressed = False
        self._log(f"{self._name(p)} is no longer suppressed.", actor=p.side)
        return ActionResult(True, "unsuppress")

    @_operation("Veteran")
    def set_veteran(self, piece_id: str, veteran: bool = True) -> ActionResult:
        """Give or take a veteran marker (4.1: Battle Harden, Bushido)."""
        p = self._pieces.get(piece_id)
        if p is None or not self.is_unit(p):
            return self._refuse("set_veteran", f"no unit {piece_id!r}")
        if p.veteran == veteran:
            return self._refuse("set_veteran", f"{piece_id} is {'already' if veteran else 'not'} a veteran")
        p.veteran = veteran
        self._log(f"{self._name(p)} {'becomes' if veteran else 'is no longer'} a veteran.", actor=p.side)
        return ActionResult(True, "set_veteran")

    @_operation("Eliminate")
    def eliminate(self, piece_id: str) -> ActionResult:
        """Eliminate a unit or weapon whatever the cause (KIA, event...): VP, casualties, surrender."""
        p = self._pieces.get(piece_id)
        if p is None or p.location not in ("map", "time_track", "unplaced", "infiltration"):
            return self._refuse("eliminate", f"no piece {piece_id!r} in play")
        self._eliminate(p, "by hand")
        self._update_control()
        return ActionResult(True, "eliminate")

    def _transfer_problem(self, weapon_id: str, to_id: str) -> str:
        w = self._pieces.get(weapon_id)
        if w is None or self.counter(w).kind != "weapon":
            return f"no weapon {weapon_id!r}"
        to = self._pieces.get(to_id)
        if to is None or not self.is_unit(to):
            return f"no unit {to_id!r}"
        giver = self.carrier_of(weapon_id)
        if w.location != "map" or to.location != "map" or w.hex != to.hex:
            return "a weapon changes hands only between units in the same hex (O22.2)"
        if to.side != w.side:
            return "a weapon goes only to a friendly unit"
        if giver is not None and giver.id == to.id:
            return f"{to_id} already carries {weapon_id}"
        if to.weapon:
            return f"{to_id} already carries a weapon (15.1.1)"
        if is_leader(self.counter(to)) and self.counter(w).movement_modifier < 0:
            return "a leader carries only a weapon without a negative movement modifier (5.2)"
        return ""

    def _do_transfer(self, weapon_id: str, to_id: str) -> None:
        giver = self.carrier_of(weapon_id)
        if giver is not None:
            giver.weapon = None
        self._pieces[to_id].weapon = weapon_id
        self._log(f"Weapon {weapon_id} passes {'from ' + giver.id + ' ' if giver else ''}to {to_id}.", actor=self._pieces[to_id].side)

    @_operation("Weapon transfer")
    def transfer_weapon(self, weapon_id: str, to_unit_id: str) -> ActionResult:
        """Hand a weapon to another friendly unit in the same hex (done during an Advance, O22.2)."""
        why = self._transfer_problem(weapon_id, to_unit_id)
        if why:
            return self._refuse("transfer_weapon", why)
        self._do_transfer(weapon_id, to_unit_id)
        return ActionResult(True, "transfer_weapon")

    @_operation("Reinforcement")
    def enter_reinforcement(self, unit_id: str, hex_id: str) -> ActionResult:
        """Bring an arrived reinforcement in along its friendly edge (13.1.2d)."""
        units, why = self._get_units([unit_id], "reinforce")
        if why:
            return self._refuse("enter_reinforcement", why)
        u = units[0]
        if u not in self.due_reinforcements():
            return self._refuse("enter_reinforcement", f"{unit_id} is not a reinforcement that has arrived")
        if not self.board.contains(hex_id) or not self.board.on_edge(hex_id, self.scenario.side(u.side).edge):
            return self._refuse("enter_reinforcement", f"{hex_id} is not on the {SIDE_NAMES[u.side]}' friendly edge (13.1.2d)")
        if hex_id in self.blaze():
            return self._refuse("enter_reinforcement", f"{hex_id} is ablaze")
        if self.units_at(hex_id, other_side(u.side)):
            return self._refuse("enter_reinforcement", f"{hex_id} holds enemy units")
        self._set_position(u, "map", hex_id)
        self._log(f"Reinforcement {self._name(u)} enters.", actor=u.side)
        self._update_control()
        return ActionResult(True, "enter_reinforcement")

    # ================================================================== markers
    @_operation("Marker")
    def place_marker(self, kind: str, hex_id: str, value: int | None = None) -> ActionResult:
        """Smoke (highest hindrance stays), blaze (removes smoke and fortifications; the hex must be
        empty of units) or starshell; never smoke or blaze in water (15.1, T83, T95)."""
        if kind not in ("smoke", "blaze", "starshell"):
            return self._refuse("place_marker", f"unknown marker {kind!r}")
        if not self.board.contains(hex_id):
            return self._refuse("place_marker", f"{hex_id!r} is not a hex of this map")
        if kind in ("smoke", "blaze") and self.board.is_water(hex_id):
            return self._refuse("place_marker", f"no {kind} in water terrain (F100.3)")
        if kind == "smoke":
            if hex_id in self.blaze():
                return self._refuse("place_marker", f"{hex_id} is ablaze: no smoke")
            v = value or 1
            old = self.marker_at(hex_id, "smoke")
            if old is not None:
                if (old.value or 1) >= v:
                    return self._refuse("place_marker", f"{hex_id} already has smoke {old.value}: the highest stays (15.1.4)")
                self.doc.markers.remove(old)
            self.doc.markers.append(Marker(type="smoke", hex=hex_id, value=v))
        elif kind == "blaze":
            if hex_id in self.blaze():
                return self._refuse("place_marker", f"{hex_id} is already ablaze")
            if self.units_at(hex_id):
                return self._refuse("place_marker", f"move the units out of {hex_id} first: a blaze displaces them (E53)")
            self.doc.markers = [m for m in self.doc.markers if not (m.hex == hex_id and m.type == "smoke")]
            self.doc.fortifications = [f for f in self.doc.fortifications if f.hex != hex_id]
            self.doc.markers.append(Marker(type="blaze", hex=hex_id))
        else:
            self.doc.markers.append(Marker(type="starshell", hex=hex_id))
        self._log(f"{kind.capitalize()}{f' {value}' if value else ''} placed in {hex_id}.")
        return ActionResult(True, "place_marker")

    @_operation("Remove marker")
    def remove_marker(self, kind: str, hex_id: str) -> ActionResult:
        m = self.marker_at(hex_id, kind)
        if m is None:
            return self._refuse("remove_marker", f"no {kind} in {hex_id}")
        self.doc.markers.remove(m)
        self._log(f"{kind.capitalize()} removed from {hex_id}.")
        return ActionResult(True, "remove_marker")

    # ================================================================== LOS and fire (16, O27)
    def los(self, from_hex: str, to_hex: str) -> LosAnswer:
        """The LOS / range tool: result, hindrance (night included), causes, range, height FP."""
        return self.board.los(from_hex, to_hex, smoke=self.smoke(), blaze=self.blaze(),
                              night=self.scenario.night, starshells=self.starshells())

    def plan_fire(
        self,
        firing_ids: list[str],
        target_hex: str,
        *,
        fp_modifier: int = 0,
    ) -> FirePlan:
        """The fire calculator (O27): fire group FP (best + 1 per other piece), leader command,
        height advantage, the largest hindrance (night included), and each target's morale, Cover
        (terrain or fortification, less overstacking) and command. No dice."""
        if self.doc.phase != "play":
            return FirePlan(False, "fire once play has begun")
        if not firing_ids:
            return FirePlan(False, "name at least one firing piece")
        if not self.board.contains(target_hex):
            return FirePlan(False, f"{target_hex!r} is not a hex of this map")
        pieces = []
        for pid in firing_ids:
            p = self._pieces.get(pid)
            if p is None or p.location != "map":
                return FirePlan(False, f"no piece {pid!r} on the map")
            pieces.append(p)
        side = pieces[0].side
        if any(p.side != side for p in pieces) or len(set(firing_ids)) != len(firing_ids):
            return FirePlan(False, "a fire group is one side's pieces, each named once")
        targets = self.units_at(target_hex, other_side(side))
        if not targets:
            return FirePlan(False, f"no enemy unit in {target_hex}")
        melee = set(self.melee_hexes())
        if target_hex in melee:
            return FirePlan(False, f"{target_hex} is a melee hex: no fire into it (19)")
        plan = FirePlan(True)
        ordnance = [p for p in pieces if self.counter(p).ordnance]
        if ordnance and len(pieces) > 1:
            return FirePlan(False, "ordnance fires alone: it cannot join a fire group (5.5)")
        plan.ordnance = bool(ordnance)
        hexes = sorted({p.hex for p in pieces if p.hex})
        flame = False
        hindrance = 0
        for p in pieces:
            c = self.counter(p)
            if p.hex in melee:
                return FirePlan(False, f"{p.id} is in a melee hex and cannot fire (19)")
            if c.kind == "weapon":
                carrier = self.carrier_of(p.id)
                if carrier is None:
                    return FirePlan(False, f"{p.id} is not carried by a unit")
                if p.broken:
                    return FirePlan(False, f"{p.id} is broken")
                if carrier.broken or carrier.suppressed:
                    return FirePlan(False, f"{carrier.id} is {'broken' if carrier.broken else 'suppressed'}: it cannot fire its weapon (3.2, 4.2)")
                if self.board.is_water(p.hex or ""):
                    return FirePlan(False, f"no weapon fires from water terrain ({p.hex}, F100.3)")
                if self._in_wire(carrier):
                    return FirePlan(False, f"no weapon fires from a wire hex ({p.hex}, F107)")
                flame = flame or c.weapon_type == "flamethrower"
            elif not self.is_unit(p):
                return FirePlan(False, f"{p.id} is a {c.kind}: it does not fire here")
            v = self.view(p.id)
            dist = self.board.grid.distance(p.hex or "", target_hex)
            rng_min = side_stats(c, p.broken).range_min or 0
            if dist > v.range:
                return FirePlan(False, f"{p.id} has range {v.range}; {target_hex} is {dist} hexes away")
            if dist < rng_min:
                return FirePlan(False, f"{p.id} has a minimum range of {rng_min} (5)")
            los = self.los(p.hex or "", target_hex)
            if not los.has_los:
                why = f": {los.causes[0]}" if los.causes else ""
                return FirePlan(False, f"no LOS from {p.hex} to {target_hex}{why}")
            hindrance = max(hindrance, los.hindrance)
            plan.range = max(plan.range, dist)
            if v.fp <= 0 and not plan.ordnance:
                return FirePlan(False, f"{p.id} has no FP to fire with")
            plan.firing.append((p.id, v.fp))
        if len(hexes) > 1:
            if not self._contiguous(hexes):
                return FirePlan(False, "a fire group's hexes must form a chain of adjacent hexes (O27.3.1)")
            if any(self.fortification_at(h) is not None and self.fortification_at(h).type == "wire" for h in hexes):  # type: ignore[union-attr]
                return FirePlan(False, "units in wire cannot form a fire group with pieces outside their hex (F107)")
        fps = sorted((fp for _, fp in plan.firing), reverse=True)
        plan.base_fp = fps[0]
        plan.group_bonus = len(fps) - 1
        from ..core.los import height_advantage_fp

        plan.height = height_advantage_fp([self.board.level(h) for h in hexes], self.board.level(target_hex))
        plan.hindrance = hindrance
        if fp_modifier:
            plan.modifiers.append(("actions", fp_modifier))
        if plan.ordnance:
            kind = self.counter(ordnance[0]).weapon_type
            terrain = self.board.info(target_hex).terrain
            if kind == "mortar" and terrain in ("jungle", "swamp"):
                plan.modifiers.append(("airburst (T91, T97)", 2))
            if terrain == "beach":
                plan.modifiers.append(("sand (T82)", -2))
            # Hindrance lowers the Targeting roll, not the attack that hits (16.3.1).
            plan.total_fp = plan.base_fp + plan.height + sum(v for _, v in plan.modifiers)
        else:
            plan.total_fp = plan.base_fp + plan.group_bonus + plan.height + sum(v for _, v in plan.modifiers) - hindrance
            if plan.total_fp <= 0:
                return replace(plan, legal=False,
                               reason=f"the hindrance of {hindrance} leaves no FP: the shot cannot be made (16.3.2)")
        indirect = plan.ordnance and self.counter(ordnance[0]).weapon_type == "mortar"
        for t in sorted(targets, key=lambda p: (is_leader(self.counter(p)), p.id)):
            v = self.view(t.id)
            cmd = self._leader_command_at(t.hex, t.side) if self.counter(t).kind in ("squad", "team") else 0
            if flame:
                cover, source = 0, "flamethrower (5.6)"
            else:
                cover, source = self.cover_at(target_hex, t, indirect=indirect)
            plan.targets.append(FireTarget(t.id, v.morale - cmd, cover, cmd, source))
        return plan

    def _contiguous(self, hexes: list[str]) -> bool:
        todo, seen = [hexes[0]], {hexes[0]}
        while todo:
            h = todo.pop()
            for n in hexes:
                if n not in seen and self.board.grid.distance(h, n) == 1:
                    seen.add(n)
                    todo.append(n)
        return len(seen) == len(hexes)

    @_operation("Fire")
    def fire(
        self,
        firing_ids: str | list[str],
        target_hex: str,
        *,
        target_moving: bool = False,
        fp_modifier: int = 0,
    ) -> ActionResult:
        """Resolve a fire attack (O27): the attacker's roll + FP against each target's morale + Cover
        + command + roll, leaders last; half or less eliminates, less breaks, a tie suppresses
        (breaks a Moving target). Ordnance must first beat the range with a Targeting roll."""
        ids = [firing_ids] if isinstance(firing_ids, str) else list(firing_ids)
        plan = self.plan_fire(ids, target_hex, fp_modifier=fp_modifier)
        if not plan.legal:
            return self._refuse("fire", plan.reason)
        side = self._pieces[ids[0]].side
        for pid in ids:
            p = self._pieces[pid]
            carrier = self.carrier_of(pid) if self.counter(p).kind == "weapon" else p
            if carrier is not None:
                carrier.activated = True
        self._log(f"{', '.join(ids)} fire at {target_hex}: FP {plan.base_fp} + {plan.group_bonus} group"
                  f"{f' {plan.height:+d} height' if plan.height else ''}"
                  f"{f' -{plan.hindrance} hindrance' if plan.hindrance and not plan.ordnance else ''}"
                  + "".join(f" {v:+d} {k}" for k, v in plan.modifiers) + f" = {plan.total_fp}.", actor=side)
        if plan.ordnance:
            tr = self._roll(side, "targeting roll", kind="targeting")
            need = plan.range
            if tr.value - plan.hindrance <= need:
                self._log(f"Targeting {tr.value} - {plan.hindrance} hindrance does not beat range {need}: a miss (O27.2.3).", actor=side)
                return ActionResult(True, "fire", details={"plan": plan, "hit": False})
            self._log(f"Targeting {tr.value} - {plan.hindrance} beats range {need}: a hit.", actor=side)
        atk = self._roll(side, f"fire attack on {target_hex}")
        total = plan.total_fp + atk.value
        self._log(f"Attack total {plan.total_fp} + {atk.value} = {total}.", actor=side)
        outcomes: dict[str, str] = {}
        for t in plan.targets:
            p = self._pieces[t.piece]
            if p.location != "map" or p.hex != target_hex:
                continue
            cmd = self._leader_command_at(p.hex, p.side) if self.counter(p).kind in ("squad", "team") else 0
            outcomes[p.id] = self._defend(p, total, t.morale + cmd, t.cover, t.cover_source, target_moving)
        self._update_control()
        return ActionResult(True, "fire", details={"plan": plan, "attack_total": total, "outcomes": outcomes})

    def _defend(self, p: PieceState, attack_total: int, morale: int, cover: int, source: str, moving: bool) -> str:
        roll = self._roll(p.side, f"defense of {p.id}")
        if p.location != "map":
            return "gone"
        dt = morale + cover + roll.value
        outcome = fire_outcome(attack_total, dt, moving)
        self._log(f"{p.id} defends: morale {morale} + cover {cover} ({source}) + {roll.value} = {dt} "
                  f"against {attack_total}: {outcome}.", actor=p.side)
        if outcome == "eliminated":
            self._eliminate(p, "fire")
        elif outcome == "broken":
            self._break(p, "fire")
        elif outcome == "suppressed" and not p.suppressed:
            p.suppressed = True
        return outcome

    # ================================================================== melee (19)
    @_operation("Melee")
    def melee(
        self,
        hex_id: str,
        *,
        modifiers: dict[str, int] | None = None,
        last_sole_occupant: str | None = None,
    ) -> ActionResult:
        """Resolve the melee in a hex (19.2): each side's Melee FP (units only, +1 per boxed FP) +
        a roll, Japan first; the lower total loses every unit there, a tie both, unless one side
        holds a bunker or pillbox as last sole occupant (defaults to the fortification's owner)."""
        if self.doc.phase != "play":
            return self._refuse("melee", "melee happens in play")
        if hex_id not in self.melee_hexes():
            return self._refuse("melee", f"{hex_id} holds no melee")
        mods = modifiers or {}
        fps = {}
        for s in SIDES:
            fps[s] = melee_fp([(self.view(u.id).fp, side_stats(self.counter(u), u.broken).fp_boxed)
                               for u in self.units_at(hex_id, s)])
        totals = {}
        for s in SIDES:
            r = self._roll(s, f"melee in {hex_id}")
            totals[s] = fps[s] + mods.get(s, 0) + r.value
            self._log(f"{SIDE_NAMES[s]} melee total: {fps[s]} FP{f' {mods[s]:+d}' if mods.get(s) else ''} + {r.value} = {totals[s]}.", actor=s)
        holder = None
        fort = self.fortification_at(hex_id)
        if fort is not None and fort.type in STRUCTURAL_FORTS:
            holder = last_sole_occupant or fort.owner
        losers = melee_losers(totals["japan"], totals["allied"], holder)
        for s in losers:
            for u in self.units_at(hex_id, s):
                self._eliminate(u, "melee")
        self._update_control()
        return ActionResult(True, "melee", details={"totals": totals, "losers": list(losers)})

    # ================================================================== tracks (11, 13, 10)
    def _time_advance(self, side: str, cause: str) -> None:
        """Time Marker Advance (13.1.2): reshuffle, sudden death roll, Defender +1 VP, reinforcements."""
        last = self.rules.time.time_track_spaces
        if self.tracks.time >= last:
            self._end_by_vp(f"the time marker is on the last space ({last})")
        self.tracks.time += 1
        t = self.tracks.time
        self._log(f"Time advances to space {t} ({cause}).", actor=side)
        self.roller.reshuffle(side)
        if t >= self.tracks.sudden_death_space:
            op = self._op
            assert op is not None
            was, op.in_trigger = op.in_trigger, True
            try:
                rec = self._roll(side, "sudden death roll", triggers=False)
            finally:
                op.in_trigger = was
            if rec.value < t:
                self._log(f"Sudden death: {rec.value} is less than {t}.", actor=side)
                self._end_by_vp(f"sudden death on Time space {t} (13.2.2)")
            self._log(f"Sudden death roll {rec.value} is not less than {t}: play goes on.", actor=side)
        for s in SIDES:
            if self.scenario.side(s).posture == "defender":
                self._add_vp(s, self.rules.victory.defender_vp_per_time_advance, "Defender, Time advance (17.3)")
        arrived = [p for p in self.doc.pieces if p.location == "time_track" and p.time_space == t]
        for p in arrived:
            if self.counter(p).kind == "radio":
                p.location, p.time_space = "artillery_box", None
                self._log(f"Radio {p.id} enters the Artillery Box.", actor=p.side)
        units = [p for p in arrived if self.is_unit(p)]
        sights = [s for s in self.doc.sighting_markers if s.location == "time_track" and s.time_space == t]
        if units or sights:
            self._log(f"Reinforcements arrive: {', '.join([u.id for u in units] + [s.id for s in sights])} "
                      "(enter along the friendly edge).")

    @_operation("Time advance")
    def advance_time(self, side: str) -> ActionResult:
        """Advance the time marker by hand (a draw pile ran out, or a trigger rolled off the app)."""
        if side not in SIDES:
            return self._refuse("advance_time", f"unknown side {side!r}")
        if self.doc.phase != "play":
            return self._refuse("advance_time", "time advances in play")
        assert self._op is not None
        self._op.in_trigger = True
        self._time_advance(side, "by hand")
        return ActionResult(True, "advance_time", details={"time": self.tracks.time})

    @_operation("Roll")
    def roll(self, side: str, purpose: str = "roll", *, targeting: bool = False) -> ActionResult:
        """The dice / Fate-deck roller: reveal a card, show its dice and trigger, resolve Time."""
        if side not in SIDES:
            return self._refuse("roll", f"unknown side {side!r}")
        rec = self._roll(side, purpose, kind="targeting" if targeting else "roll", triggers=self.doc.phase == "play")
        return ActionResult(True, "roll", details={"value": rec.value, "card": rec.card})

    @_operation("Reveal random hex")
    def random_hex(self, side: str) -> ActionResult:
        """Reveal a card for its random hex only (1.8): no dice, no trigger; Sighting marker follows."""
        if side not in SIDES:
            return self._refuse("random_hex", f"unknown side {side!r}")
        assert self._op is not None
        self._op.in_trigger = True
        rec = self._roll(side, "random hex", kind="reveal", triggers=False)
        if self.doc.phase == "play" and rec.card.hex:
            self._move_sighting_to(rec.card.hex)
        return ActionResult(True, "random_hex", details={"hex": rec.card.hex})

    def reroll(self, side: str) -> ActionResult:
        """The Initiative (10): its holder cancels the last roll of the last operation with all its
        effects, hands the card over, and the operation is replayed with a fresh card for that roll."""
        if side not in SIDES:
            return ActionResult(False, "reroll", f"unknown side {side!r}")
        if self.tracks.initiative_holder != side:
            return ActionResult(False, "reroll", f"{SIDE_NAMES[side]} do not hold the Initiative card")
        if not self._undo:
            return ActionResult(False, "reroll", "nothing has been rolled")
        entry = self._undo[-1]
        rolls = [i for i, (_, _, kind) in enumerate(entry.cards) if kind in ("roll", "targeting")]
        if not rolls or entry.op is None:
            return ActionResult(False, "reroll", f"the last action ({entry.label}) made no roll")
        keep = [card for _, card, _ in entry.cards[: rolls[-1]]]
        current = self._snapshot()
        fn = getattr(type(self), entry.op)._impl
        real = self.roller
        self._restore(entry.base)
        self.roller.restore(current.roller)  # the cancelled card stays spent
        holder = other_side(side)
        self.tracks.initiative_holder = holder  # type: ignore[assignment]
        self._log(f"{SIDE_NAMES[side]} use the Initiative: the last roll is cancelled and made again; "
                  f"{SIDE_NAMES[holder]} now hold the Initiative (10).", actor=side)
        base = self._snapshot()  # a further re-roll replays from here, Initiative change included
        self.roller = _ReplayRoller(keep, real)  # type: ignore[assignment]
        try:
            return self._execute(entry.label, fn, entry.args["args"], entry.args["kwargs"], current, base,
                                 record_label=f"{entry.label} (re-rolled)")
        finally:
            self.roller = real

    @_operation("Adjust VP")
    def adjust_vp(self, side: str, amount: int, reason: str) -> ActionResult:
        """Award or pay VP by hand (events, No Quarter, Light Wounds, support costs...)."""
        if side not in SIDES:
            return self._refuse("adjust_vp", f"unknown side {side!r}")
        if not reason.strip():
            return self._refuse("adjust_vp", "say why the VP change")
        self._add_vp(side, amount, reason)
        return ActionResult(True, "adjust_vp")

    @_operation("Reveal chit")
    def reveal_chit(self, letter: str) -> ActionResult:
        """Reveal a secret objective chit (E69): it scores at once for its owner (14.3.3)."""
        draw = self.scenario.objective_chits
        if letter not in [*draw.secret_japan, *draw.secret_allied]:
            return self._refuse("reveal_chit", f"{letter!r} is not a secret chit of this playtest")
        if letter in self.tracks.revealed_chits:
            return self._refuse("reveal_chit", f"chit {letter} is already revealed")
        before = self._objective_score()
        self.tracks.revealed_chits.append(letter)
        self._log(f"Secret chit {letter} revealed.")
        delta = self._objective_score() - before
        if delta:
            self._add_vp("japan" if delta > 0 else "allied", abs(delta), f"chit {letter}")
        return ActionResult(True, "reveal_chit")

    @_operation("Hand size")
    def set_hand_size(self, side: str, size: int) -> ActionResult:
        if side not in SIDES or not 0 <= size <= 10:
            return self._refuse("set_hand_size", "hand size must be 0-10 for japan or allied")
        if side == "japan":
            self.tracks.hand_size_japan = size
        else:
            self.tracks.hand_size_allied = size
        self._log(f"{SIDE_NAMES[side]} hand size: {size}.", actor=side)
        return ActionResult(True, "set_hand_size")

    @_operation("Posture")
    def set_posture(self, side: str, posture: str) -> ActionResult:
        """Change a side's posture in play (E78 Tennoheika Banzai!); the hand size follows (17)."""
        p = self.rules.posture(posture)
        if side not in SIDES or p is None:
            return self._refuse("set_posture", f"unknown side or posture {side!r}/{posture!r}")
        if p.japan_only and side != "japan":
            return self._refuse("set_posture", f"{p.name} is a Japanese posture only")
        sc = copy.deepcopy(self.doc.scenario)  # copy on write: undo snapshots share the scenario
        sc.side(side).posture = posture  # type: ignore[assignment]
        self.doc.scenario = sc
        if side == "japan":
            self.tracks.hand_size_japan = p.hand_size
        else:
            self.tracks.hand_size_allied = p.hand_size
        self._log(f"{SIDE_NAMES[side]} take the {p.name} posture (hand {p.hand_size}).", actor=side)
        return ActionResult(True, "set_posture")

    @_operation("End turn")
    def end_turn(self) -> ActionResult:
        """Hand the turn over: activation marks clear (12); a new turn number after both players."""
        if self.doc.phase != "play":
            return self._refuse("end_turn", "turns begin with play")
        for p in self.doc.pieces:
            p.activated = False
        nxt = other_side(self.tracks.turn_player)
        if nxt == self.scenario.first_player:
            self.tracks.turn += 1
        self.tracks.turn_player = nxt  # type: ignore[assignment]
        self._log(f"{SIDE_NAMES[nxt]}' turn.", actor=nxt)
        return ActionResult(True, "end_turn")

    @_operation("Note")
    def note(self, text: str) -> ActionResult:
        """Write a line in the action log (also after the game has ended)."""
        if not text.strip():
            return self._refuse("note", "the note is empty")
        self._log(text.strip())
        return ActionResult(True, "note")

    @_operation("End game")
    def end_game(self) -> ActionResult:
        """End the game on VP by agreement or at the end of the deck (13.3 c/d scoring)."""
        if self.doc.phase != "play":
            return self._refuse("end_game", "the game is not in play")
        self._end_by_vp("ended by the players")
        return ActionResult(True, "end_game")
