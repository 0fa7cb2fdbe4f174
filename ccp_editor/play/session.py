"""A playtest in progress: the session facade the board view, the commands and the tests drive.

``PlaytestSession`` is what the board view drives. It is built from one module per concern, each
adding its operations to the one below: ``state`` (the document, lookups, undo/redo,
notifications), ``tracks`` (dice, triggers, VP, objectives, time, game end), ``pieces`` (stats in
effect, Cover, breaking, eliminating, transfers, markers), ``setup`` (setup areas, fortifications,
auto setup), ``combat`` (LOS, fire, melee), ``movement`` (Move, Advance, exits, mines) and
``radios`` (the Artillery Box and the artillery strike, O24) and ``aircraft`` (Air Support, Bombing
and Strafing Runs, Abort Run: 8, E50, O23.3, O24.4-O24.5); this
module adds construction, save and resume. The result types live in ``results``. Its state is the ``Playtest`` document itself
(pieces, tracks, markers, fortifications, log), so saving is writing that document and resuming is
reading it back. Every operation:

- checks the rules first and, when it refuses, returns ``ActionResult(ok=False, reason=...)`` with
  the state untouched;
- otherwise applies itself, logs what happened, records one undo step and notifies subscribers
  with a ``Change`` naming the hexes and parts of the state that changed.

Dice come from an injected roller (``FateDecks`` from a seed, or a ``ScriptedRoller`` in tests).
Die triggers are resolved as they are rolled (1.9): Time advances the time marker with its sudden
death roll, Sniper and Event reveal the next card and report the random hex and candidates, and
Disperse reports what could be removed; a card game carries Sniper, Event and Disperse out at once,
before the roll's result (1.9.1.3, ``on_trigger``). The Initiative holder may cancel the last roll of the last
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
from pathlib import Path
from typing import Any

from ..core.hexgrid import HexGrid
from ..model.dataset import DataSet
from ..model.forces import Counter
from ..model.playtest import PieceState, Playtest, SightingMarkerState, Tracks
from ..model.scenario import Scenario
from . import logtext as L
from .aircraft import AircraftOps
from .fate import FateDecks, Roller
from .movement import MovementOps
from .radios import ArtilleryOps
from .results import (
    ActionResult,
    Change,
    FirePlan,
    FireTarget,
    MovePlan,
    PieceView,
    RollRecord,
    SessionError,
    TrackDisplay,
    TriggerReport,
)
from .state import SIDES

__all__ = [
    "ActionResult",
    "Change",
    "FirePlan",
    "FireTarget",
    "MovePlan",
    "PieceView",
    "PlaytestSession",
    "RollRecord",
    "SessionError",
    "TrackDisplay",
    "TriggerReport",
]


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
        for box, ids in sorted(side.infiltration.items()):
            for cid in ids:
                n += 1
                pieces.append(PieceState(id=f"{prefix}{n:02d}", counter=known(cid, side_id), side=side_id,  # type: ignore[arg-type]
                                         location="infiltration", box=box))
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


class PlaytestSession(AircraftOps, ArtilleryOps, MovementOps):
    """State and operations of one playtest (pure Python: the board widget sits on top)."""

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
        session._log(L.CREATED.format(scenario=scenario.name, vp=session.vp_text()), actor="")
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
        # a card game's decks know their piles; a save counts cards drawn, as the sandbox's decks do
        counted = getattr(self.roller, "playtest_state", None)
        state = counted() if counted is not None else self.roller.state()
        if counted is not None and doc.seed is None:
            doc.seed = int(getattr(self.roller, "seed", 0))  # resumed with the sandbox's own decks from here
        doc.decks_drawn = {s: v[0] for s, v in state.items()}
        doc.deck_shuffles = {s: v[1] for s, v in state.items() if v[1]}
        return doc

    def save(self, path: str | Path) -> None:
        from ..io.storage import save_document

        save_document(self.to_playtest(), path)
