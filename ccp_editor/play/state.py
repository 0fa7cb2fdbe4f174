"""The session's state and history: the ``Playtest`` document, lookups, undo/redo, notifications.

``SessionState`` is the base every concern of the session builds on (``tracks``, ``pieces``,
``setup``, ``combat``, ``movement``; ``session.PlaytestSession`` is the facade). Every public
operation is wrapped by ``operation``: it runs on a snapshot, is refused after the game ended,
records one undo step with the cards it drew and notifies subscribers with a ``Change``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from greenlet import GreenletExit

from ..core.rules import SIDES as SIDES  # re-exported: the concerns import it from here
from ..core.rules import setup_depth
from ..model.dataset import DataSet
from ..model.forces import SOLDIER_KINDS, Counter
from ..model.playtest import ActionLogEntry, PieceState, Playtest, SightingMarkerState, Tracks
from ..model.ruleset import RuleSet
from ..model.scenario import Marker, PlacedFortification, Scenario
from . import logtext as L
from .board import Board, shared_board
from .fate import FateCard, Roller
from .results import ActionResult, Change, GameOver, RollRecord, SessionError, TriggerReport
from .rules import is_leader

#: The session's look-up tables that depend on the map and rule set alone (LOS answers per marker
#: state, LOS tables per smoke and blaze on the map, step prices, the Type beneath bridges): shared
#: by the sessions on one board. The lines each marked hex touches are the LOS engine's own.
MAP_CACHES = ("_los_cache", "_los_views", "_los_seen_rows", "_static_moves", "_type_below_cache")


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
    # the roller's state right after each card of ``cards`` was drawn: a re-roll goes on from the
    # state after the cancelled card, so the effects of its trigger (a reshuffle) are undone too (10.1)
    decks_after: list[Any] = field(default_factory=list)


def _clone(obj: Any) -> Any:
    """A shallow copy of a plain dataclass record (fields only), faster than ``copy.copy``."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


class OpContext:
    def __init__(self) -> None:
        self.rolls: list[RollRecord] = []
        self.messages: list[str] = []
        self.triggers: list[TriggerReport] = []
        self.cards: list[tuple[str, FateCard, str]] = []
        self.decks_after: list[Any] = []
        self.vp_change = 0
        self.in_trigger = False
        self.advancing_time = False  # inside a Time Marker Advance (13.1.2): its own reshuffle refills the pile
        self.eliminated_sides: set[str] = set()
        self.actor = ""


class ReplayRoller:
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


#: Whether a call of an operation (``self`` and its arguments) refuses only before changing anything.
CallTest = Callable[..., bool]


def operation(label: str, *, checks_first: bool | CallTest = False) -> Callable[[Callable[..., ActionResult]], Callable[..., ActionResult]]:
    """Wrap a public operation: refuse after game end, record undo, notify (see the module doc).
    ``checks_first``: the operation refuses only before it changes anything, so a headless game
    (no history, no subscriber) runs it without the snapshot a refusal would roll back to; it may
    be a test of the call (called with the session and the operation's arguments) when that
    depends on them: an Advance checks its weapon transfers one by one as it makes them."""

    def deco(fn: Callable[..., ActionResult]) -> Callable[..., ActionResult]:
        def wrapper(self: SessionState, *args: Any, **kwargs: Any) -> ActionResult:
            return self._run(label, fn, args, kwargs, checks_first)

        wrapper.__name__ = fn.__name__
        wrapper.__doc__ = fn.__doc__
        wrapper._impl = fn  # type: ignore[attr-defined]
        return wrapper

    return deco


class _ReadIndex:
    """Pieces by hex (units on the map, in document order) and weapon carriers, for ``reading``."""

    def __init__(self, pieces: list[PieceState], unit_counters: frozenset[str]) -> None:
        by_hex: dict[str, list[PieceState]] = {}
        carriers: dict[str, PieceState] = {}
        self.units_by_hex = by_hex
        self.carriers = carriers
        self.commands: dict[tuple[str, str], int] = {}  # (hex, side) -> leader command there (3.3.1.2)
        self.memo: dict[tuple, Any] = {}  # answers of other look-ups made inside the block (units, views)
        self.forts: dict[str, PlacedFortification] | None = None  # by hex, the first of each hex
        occupied: dict[str, set[str]] = {"japan": set(), "allied": set()}
        self.occupied = occupied  # by side, the hexes holding its units
        for p in pieces:
            if p.location == "map" and p.hex is not None and p.counter in unit_counters:
                found = by_hex.get(p.hex)
                if found is None:
                    by_hex[p.hex] = [p]
                else:
                    found.append(p)
                occupied[p.side].add(p.hex)
            if p.weapon is not None and p.weapon not in carriers:
                carriers[p.weapon] = p


_MISSING = object()


class _Reading:
    """The ``with`` block of ``SessionState.reading`` (a plain class: the block opens thousands of
    times in an automatic game)."""

    __slots__ = ("state", "outer", "steady")

    def __init__(self, state: SessionState, steady: bool = False) -> None:
        self.state = state
        self.outer = False
        self.steady = steady

    def __enter__(self) -> None:
        st = self.state
        if st._read_index is not None:
            self.outer = True
            return
        if self.steady:
            kept = st._steady_index
            if kept is not None and kept[0] == st._version:
                st._read_index = kept[1]
                return
            st._read_index = _ReadIndex(st.doc.pieces, st._unit_counters)
            st._steady_index = (st._version, st._read_index)
            return
        st._read_index = _ReadIndex(st.doc.pieces, st._unit_counters)

    def __exit__(self, *exc: object) -> None:
        if not self.outer:
            self.state._read_index = None


class SessionState:
    """State, lookups and history of one playtest; the concerns add the rule-checked operations."""

    _read_index: _ReadIndex | None = None
    #: Counts the changes of the state: every operation, undo, redo and ``touch``. A ``steady``
    #: read index (and the answers memoized in it) lives while the count stays the same.
    _version: int = 0
    _steady_index: tuple[int, _ReadIndex] | None = None
    #: (state count, whether each side has a unit on the map) after the last operation
    _sides_on_map: tuple[int, dict[str, bool]] | None = None
    #: False for headless games: no undo steps are kept and no change is computed unless someone
    #: subscribed (a refused operation is still rolled back).
    keep_history: bool = True
    # the tables of MAP_CACHES, the board's (set in __init__)
    _los_cache: dict
    _los_views: dict
    _los_seen_rows: dict
    _static_moves: dict
    _type_below_cache: dict

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
        self.board: Board = shared_board(map_doc, self.rules)
        # Answers that depend on the map and rules alone live on the board, for every game on it.
        for cache in MAP_CACHES:
            self.__dict__[cache] = self.board.__dict__.setdefault(cache, {})
        self.counters: dict[str, Counter] = dataset.counters()
        self._unit_counters = frozenset(cid for cid, c in self.counters.items() if c.kind in SOLDIER_KINDS)
        self.roller: Roller = roller
        self._undo: list[_Entry] = []
        self._redo: list[_Entry] = []
        self._listeners: list[Callable[[Change], None]] = []
        self._op: OpContext | None = None
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

    def subscribe(self, callback: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``callback(change)`` after every operation, undo and redo; returns an unsubscriber."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    def _notify(self, change: Change) -> None:
        for cb in list(self._listeners):
            cb(change)

    def _reindex(self) -> None:
        self._pieces = {p.id: p for p in self.doc.pieces}
        self._sightings = {s.id: s for s in self.doc.sighting_markers}

    @staticmethod
    def _copy_doc(doc: Playtest) -> Playtest:
        """A copy of the state that no later operation can change: pieces, markers, tracks and
        the other small records are copied; the scenario (copied on write) and the log entries
        (never changed once written) are shared, so a snapshot costs the same late in a long
        game as at its start."""
        new = _clone(doc)
        new.pieces = [_clone(p) for p in doc.pieces]
        new.markers = [_clone(m) for m in doc.markers]
        new.fortifications = [_clone(f) for f in doc.fortifications]
        new.sighting_markers = [_clone(m) for m in doc.sighting_markers]
        new.aircraft = [_clone(a) for a in doc.aircraft]
        t = new.tracks = _clone(doc.tracks)
        t.casualties_japan, t.casualties_allied = list(t.casualties_japan), list(t.casualties_allied)
        t.objective_control, t.revealed_chits = dict(t.objective_control), list(t.revealed_chits)
        new.decks_drawn = dict(doc.decks_drawn)
        new.deck_shuffles = dict(doc.deck_shuffles)
        new.log = list(doc.log)
        return new

    #: Per-state look-ups a fork starts without: they hold the pieces of the state they were made on.
    _FORK_DROPS = ("_read_index", "_steady_index", "_sides_on_map", "_los_now", "_move_contexts")

    def fork(self, roller: Roller) -> Any:
        """An independent copy of the game between two operations (a searched or redrawn game
        state): the document copied as an undo step copies it, the history, subscribers and
        per-state look-ups left behind, the map's tables and the data set shared. ``roller`` is the
        copy's own (a fork of this one's decks)."""
        if self._op is not None:
            raise SessionError("a game is copied between operations, not inside one")
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        for name in self._FORK_DROPS:
            new.__dict__.pop(name, None)
        new.doc = self._copy_doc(self.doc)
        new.roller = roller
        new._undo, new._redo, new._listeners = [], [], []
        new.keep_history = False
        new._reindex()
        return new

    def _snapshot(self) -> _State:
        return _State(self._copy_doc(self.doc), self.roller.state())

    def _restore(self, state: _State) -> None:
        self._version += 1
        self.doc = self._copy_doc(state.doc)
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
        return piece.counter in self._unit_counters

    def units(self, side: str | None = None, location: str | None = None) -> list[PieceState]:
        index = self._read_index
        if index is not None:
            found = index.memo.get(("units", side, location))
            if found is not None:
                return list(found)
        units = self._unit_counters
        out = [
            p for p in self.doc.pieces
            if p.counter in units and (side is None or p.side == side) and (location is None or p.location == location)
        ]
        if index is not None:
            index.memo[("units", side, location)] = tuple(out)
        return out

    def _sides_with_units(self) -> dict[str, bool]:
        """Whether each side has a unit on the map (13.3's last-unit check before and after every
        operation): one pass over the pieces, stopping once both sides are found."""
        units = self._unit_counters
        found = {"japan": False, "allied": False}
        left = 2
        for p in self.doc.pieces:
            if p.location == "map" and not found[p.side] and p.counter in units:
                found[p.side] = True
                left -= 1
                if not left:
                    break
        return found

    def has_units(self, side: str, location: str) -> bool:
        """Whether ``side`` has any unit at ``location`` (``bool(units(side, location))``, stopping
        at the first)."""
        units = self._unit_counters
        return any(p.side == side and p.location == location and p.counter in units for p in self.doc.pieces)

    def units_at(self, hex_id: str, side: str | None = None) -> list[PieceState]:
        index = self._read_index
        if index is not None:  # units only, in document order
            return [p for p in index.units_by_hex.get(hex_id, ())
                    if p.location == "map" and p.hex == hex_id and (side is None or p.side == side)]
        return [
            p for p in self.doc.pieces
            if p.location == "map" and p.hex == hex_id and self.is_unit(p) and (side is None or p.side == side)
        ]

    def reading(self) -> _Reading:
        """Answer the hex and carrier look-ups of many reads at once (a board repaint of thousands of
        pieces) from one index built on entry, instead of a scan of every piece per look-up. Nothing
        may move a piece inside the block; nested blocks share the outer index."""
        return _Reading(self)

    def steady(self) -> _Reading:
        """Like ``reading``, but the index and the answers memoized in it (``memo``) are kept
        until the state next changes: the decisions of a card game read the same state many
        times between two operations."""
        return _Reading(self, steady=True)

    def touch(self) -> None:
        """Note a change made outside an operation (a unit marked activated by the card game)."""
        self._version += 1

    def memo(self, key: tuple, work: Callable[[], Any]) -> Any:
        """``work()``, answered once per state inside a ``steady`` block (computed each time outside one)."""
        index = self._read_index
        if index is None:
            return work()
        found = index.memo.get(key, _MISSING)
        if found is _MISSING:
            found = index.memo[key] = work()
        return found

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
        if self._read_index is not None:
            return self._read_index.carriers.get(weapon_id)
        return next((p for p in self.doc.pieces if p.weapon == weapon_id), None)

    def occupied_hexes(self, side: str) -> set[str]:
        index = self._read_index
        if index is not None:
            return set(index.occupied[side])  # worked out with the index
        return {p.hex for p in self.units(side, "map") if p.hex}

    def figures_at(self, hex_id: str) -> int:
        """Soldier figures in a hex, both sides together (15.2)."""
        return sum(self.counter(p).figures for p in self.units_at(hex_id))

    def melee_hexes(self) -> list[str]:
        """Hexes holding units of both sides (19): they get a melee marker."""
        index = self._read_index
        if index is not None:
            found = index.memo.get(("melee",))
            if found is None:
                found = index.memo[("melee",)] = tuple(sorted(index.occupied["japan"] & index.occupied["allied"]))
            return list(found)
        return sorted(self.occupied_hexes("japan") & self.occupied_hexes("allied"))

    def fortification_at(self, hex_id: str) -> PlacedFortification | None:
        index = self._read_index
        if index is not None:
            forts = index.forts
            if forts is None:
                forts = index.forts = {}
                for f in self.doc.fortifications:
                    forts.setdefault(f.hex, f)
            return forts.get(hex_id)
        for f in self.doc.fortifications:
            if f.hex == hex_id:
                return f
        return None

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
        """The side's setup area: the scenario's hexes, else the rule set's depth from its edge
        (RSG 10, ``core.rules.setup_depth``)."""
        sc = self.scenario.side(side)
        if sc.setup_area:
            return list(sc.setup_area)
        depth = setup_depth(self.rules, sc.posture, self.scenario.orientation, self.board.grid.depth_for_edge(sc.edge))
        return self.board.band(sc.edge, depth)

    def vp_text(self) -> str:
        vp = self.tracks.vp
        return "0" if vp == 0 else (L.VP_JAPAN if vp > 0 else L.VP_ALLIES).format(n=abs(vp))

    def hand_size(self, side: str) -> int:
        return self.tracks.hand_size_japan if side == "japan" else self.tracks.hand_size_allied

    def due_reinforcements(self, side: str | None = None) -> list[PieceState]:
        """Units whose Time Track space has come: they enter along the friendly edge (13.1.2d)."""
        return [
            p for p in self.units(side, "time_track") if p.time_space is not None and p.time_space <= self.tracks.time
        ]

    def _run(self, label: str, fn: Callable[..., ActionResult], args: tuple, kwargs: dict,
             checks_first: bool | CallTest = False) -> ActionResult:
        if self.doc.phase == "ended" and label not in ("Note",):
            return ActionResult(False, label, L.R_GAME_OVER.format(why=self.doc.end_reason))
        if (checks_first and not self.keep_history and not self._listeners
                and (not callable(checks_first) or checks_first(self, *args, **kwargs))):
            return self._execute(label, fn, args, kwargs, None, None)
        before = self._snapshot()
        return self._execute(label, fn, args, kwargs, before, before)

    def _execute(
        self,
        label: str,
        fn: Callable[..., ActionResult],
        args: tuple,
        kwargs: dict,
        before: _State | None,
        base: _State | None,
        record_label: str | None = None,
    ) -> ActionResult:
        """Run ``fn``; ``before`` None (a checks-first operation of a headless game): a refusal
        has changed nothing, and an error leaves the game as the error found it. An operation
        called while another runs (a trigger carried out before the result of the roll that set
        it off, 1.9.1.3) is part of that one: its rolls, log and end of game are the outer one's."""
        if self._op is not None:
            self._version += 1
            return fn(self, *args, **kwargs)
        kept = self._sides_on_map
        units_before = kept[1] if kept is not None and kept[0] == self._version else self._sides_with_units()
        self._version += 1
        self._op = OpContext()
        try:
            try:
                result = fn(self, *args, **kwargs)
            except GameOver:
                result = ActionResult(True, label)
            units_now = None
            if result.ok and self.doc.phase == "play":
                units_now = self._sides_with_units()
                try:
                    self._check_last_unit(units_before, units_now)
                except GameOver:
                    units_now = None
        except BaseException as exc:
            # an error leaves the game as it was; a game dropped while it waited for an answer inside
            # the operation (``GreenletExit``: a searched copy let go, see play/engine.py) is not kept
            if before is not None and not isinstance(exc, GreenletExit):
                self._restore(before)
            self._op = None
            raise
        op = self._op
        self._op = None
        # who has units on the map now: the next operation's "before", unless something changes first
        self._sides_on_map = (self._version, units_now) if units_now is not None else None
        if not result.ok:
            if before is not None:
                self._restore(before)
            return result
        result.rolls = op.rolls + result.rolls
        result.messages = op.messages + result.messages
        result.triggers = op.triggers + result.triggers
        result.vp_change += op.vp_change
        if not self.keep_history or before is None or base is None:
            if self._listeners and before is not None:
                self._notify(self._diff(before.doc, self.doc, record_label or label))
            return result
        after = self._snapshot()
        entry = _Entry(record_label or label, before, after, base, fn.__name__, {"args": args, "kwargs": kwargs}, op.cards,
                       op.decks_after)
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
            if kind != "reveal" and self.keep_history:
                self._op.decks_after.append((len(self._op.cards) - 1, self.roller.state()))
        return card

    def _refuse(self, action: str, reason: str) -> ActionResult:
        return ActionResult(False, action, reason)

    def _get_units(self, ids: Iterable[str], action: str) -> tuple[list[PieceState], str]:
        ids = list(ids)
        if not ids:
            return [], L.R_NAME_A_UNIT
        units = []
        for pid in ids:
            p = self._pieces.get(pid)
            if p is None:
                return [], f"unknown piece {pid!r}"
            if not self.is_unit(p):
                return [], L.R_NOT_A_UNIT.format(piece=self.counter(p).name)
            units.append(p)
        if len({u.side for u in units}) > 1:
            return [], L.R_BOTH_SIDES
        if len(set(ids)) != len(ids):
            return [], L.R_NAMED_TWICE
        return units, ""

    def _check_last_unit(self, had_units: dict[str, bool], has_units: dict[str, bool]) -> None:
        """Game-end check after every successful operation in play; the tracks implement it (13.3)."""
