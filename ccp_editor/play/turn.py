"""The card game: turns of orders from a secret hand, actions in answer, triggers and events,
hand refill and the end of the game (1.1, 1.9, 12, 13, 19).

``CardGame`` drives a ``PlaytestSession`` (which owns the rules of movement, fire, tracks and
time) with ``CardDecks`` as its roller, so every roll is a card of the roller's Fate deck. A turn
(12): melees are resolved at the start of the Allied player's turn (19); the active player gives
orders up to his order limit (12.1), each by playing a card from his hand, or passes and discards
up to his discard limit (O21, 12.3); then he draws up to his hand size (12.4) and the turn passes.
Each roll's trigger is resolved the instant it is met, before the result of the roll that set it
off (1.9.1.3): Time by the session (13.1.2: reshuffle, sudden death roll, Defender VP,
reinforcements), Sniper, Event and Disperse here (1.9.2-1.9.4, ``_on_trigger``, asked by the
session inside the operation that rolled), rolls inside them without triggers (1.9.1.2).

The Initiative (10.1): the instant any die roll is made, before its trigger or result is carried
out, the session asks the holder of the Initiative card (``_on_roll``) whether to cancel it; a
cancelled roll is made again with the next card and the card passes to the opponent, who is asked
the same about the new roll, without limit.

Example (1.9.1.3): a Defense roll of 7 with an Event trigger locks in its result, the event is
carried out (a veteran marker on that very unit, say), then the unit takes the locked-in result.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.rules import SIDE_NAMES, fate_deck_size_problem, other_side
from ..model.dataset import DataSet
from ..model.scenario import Scenario
from . import events, orders
from . import logtext as L
from .actions import explosive_charge, light_wounds
from .cards import CardDecks
from .decisions import Decision, Option, Player
from .naming import piece_name
from .results import ActionResult, RollRecord, SessionError, TriggerReport
from .session import PlaytestSession
from .state import SIDES

MAX_TURNS = 400  # a safety stop: a game where both sides only pass without discarding never advances Time


@dataclass
class GameSummary:
    """How a game ended: what ``ccp-editor play --json`` prints."""

    winner: str | None
    vp: int
    turns: int
    orders: int
    actions: int
    events: int
    end: str
    reason: str

    def as_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "vp": self.vp, "turns": self.turns, "orders": self.orders,
                "actions": self.actions, "events": self.events, "end": self.end}


def end_key(reason: str) -> str:
    """The end condition named by the session's reason (13.3)."""
    r = reason.lower()
    if "surrender" in r:
        return "surrender"
    if "sudden death" in r:
        return "sudden_death"
    if "13.3b" in r or "both sides lost" in r:
        return "last_unit"
    if "13.3c" in r:
        return "exit"
    if "last space" in r:
        return "time_track_end"
    if "turn limit" in r:
        return "turn_limit"
    return "agreed"


class CardGame:
    """One game of cards on a playtest session; players answer its decisions."""

    def __init__(self, session: PlaytestSession, decks: CardDecks, players: dict[str, Player],
                 *, max_turns: int = MAX_TURNS, initiative: bool = True) -> None:
        self.s = session
        self.initiative = initiative  # the holder is offered each re-roll (10.1); False: never used
        self.decks = decks
        self.players = players
        self.max_turns = max_turns
        self.counts = {"orders": 0, "actions": 0, "events": 0}
        self.turns = 0
        self.log: list[str] = []
        self.choices: list[int] = []
        self.orders_this_turn = 0
        self.listeners: list[Any] = []
        self._log_seen = len(session.doc.log)
        self.sync_log()
        self.resumable = False  # True while the order question of a turn waits (a fork may resume there)
        self._hook(session)

    def _hook(self, session: PlaytestSession) -> None:
        """The session's questions inside an operation go to this game (bound methods, so a fork's
        session asks the fork)."""
        session.on_roll = self._on_roll if self.initiative else None
        session.on_squad_break = self._light_wounds  # A44, asked inside a break
        session.on_explosive_charge = self._explosive_charge  # A40, before the Defense rolls
        session.on_trigger = self._on_trigger  # 1.9.1.3: a trigger before the result of its roll

    def _light_wounds(self, piece: Any) -> Any:
        return light_wounds(self, piece)

    def _explosive_charge(self, side: str, hex_id: str) -> Any:
        return explosive_charge(self, side, hex_id)

    def fork(self, players: dict[str, Player]) -> CardGame:
        """An independent copy of the game while its turn's order question waits (``resumable``)
        or between turns, answered by ``players``; ``run(resume=True)`` goes on from that question.
        The session and the piles are copied, the data set, map tables and card faces shared."""
        new = object.__new__(CardGame)
        new.__dict__.update(self.__dict__)
        new.decks = self.decks.fork()
        new.s = self.s.fork(new.decks)
        new.players = players
        new.counts = dict(self.counts)
        new.log = list(self.log)
        new.choices = list(self.choices)
        new.listeners = []
        new._hook(new.s)
        return new

    # ------------------------------------------------------------------ construction
    @classmethod
    def create(cls, scenario: Scenario, dataset: DataSet, players: dict[str, Player], *, seed: int = 1,
               history: bool = False, max_turns: int = MAX_TURNS, start: bool = True,
               initiative: bool = True) -> CardGame:
        """A new game: both Fate decks from the data set (one per nation), setup done where the
        scenario leaves units unplaced, hands dealt (1.1); ``start=False`` leaves that to ``setup``.
        The map's LOS answers and step prices are kept on its board for the next game on the same
        map in this process (``board.shared_board``). ``initiative=False``: nobody is offered the
        Initiative re-roll (10.1) in this game."""
        decks = {}
        for side in SIDES:
            nation = scenario.side(side).nation
            deck = dataset.fate_decks.get(nation)
            if deck is None:
                raise SessionError(f"the data set has no Fate deck for {nation} ({SIDE_NAMES[side]}): add a fate_deck document")
            decks[side] = deck
            too_small = fate_deck_size_problem(len(deck.cards), scenario.side(side).hand_size)
            if too_small:
                raise SessionError(f"{nation} Fate deck ({SIDE_NAMES[side]}): {too_small}")
        cards = CardDecks(decks, seed)
        session = PlaytestSession.create(scenario, dataset, roller=cards)
        for deck in decks.values():
            off = next((c for c in deck.cards if not session.board.contains(c.hex)), None)
            if off is not None:  # 1.8: a random hex is read on the map in play
                raise SessionError(f"card {deck.label}-{off.number} of the {deck.nation} Fate deck has the random hex "
                                   f"{off.hex}, which is not a hex of map {scenario.map} (1.8)")
        session.keep_history = history
        game = cls(session, cards, players, max_turns=max_turns, initiative=initiative)
        if start:
            game.setup()
        return game

    def setup(self) -> None:
        s = self.s
        if s.phase == "setup":
            for side in SIDES:
                if any(u.location == "unplaced" for u in s.units(side)):
                    self.do("auto_setup", side)
            r = s.start_play()
            if not r.ok:
                r = s.start_play(force=True)
                if not r.ok:
                    raise SessionError(f"the scenario cannot start: {r.reason}")
            self.sync_log()
        for side in (s.tracks.turn_player, other_side(s.tracks.turn_player)):
            self.refill(side)

    # ------------------------------------------------------------------ plumbing
    @property
    def over(self) -> bool:
        return self.s.doc.phase == "ended"

    def note(self, text: str) -> None:
        self.log.append(f"T{self.s.tracks.turn} {text}")

    def sync_log(self) -> None:
        entries = self.s.doc.log
        for e in entries[self._log_seen:]:
            self.log.append(f"T{e.turn} {e.text}")
        self._log_seen = len(entries)

    def ask(self, side: str, kind: str, prompt: str, options: list[Option], *, order: str = "",
            pieces: tuple[str, ...] = (), context: Mapping[str, Any] | None = None) -> Option:
        """Put a decision to ``side``'s player; a decision with one option answers itself.
        ``order`` and ``pieces``: the order being carried out and the units it moves (the board
        answers a Move or Advance with a drag); ``context``: public facts of the question
        (``Decision.context``)."""
        if not options:
            raise SessionError(f"no legal option for {prompt}")
        if len(options) == 1:
            return options[0]
        decision = Decision(side, kind, prompt, options, order, tuple(pieces), self, context or {})
        self.sync_log()  # a question inside an operation (a roll's Initiative): the log shows up to it
        for cb in self.listeners:
            cb("decision", decision)
        i = self.players[side].choose(decision)
        if not 0 <= i < len(options):
            raise SessionError(f"{SIDE_NAMES[side]} chose option {i} of {len(options)} for {prompt}")
        self.choices.append(i)
        return options[i]

    def do(self, name: str, *args: Any, **kwargs: Any) -> ActionResult:
        """Run one session operation, then resolve the triggers its rolls set off."""
        result: ActionResult = getattr(self.s, name)(*args, **kwargs)
        self.sync_log()
        if result.ok and not self.over:
            self._resolve_triggers(result)
            if not self.over:
                self.reinforcements()
        for cb in self.listeners:
            cb("operation", result)
        return result

    def _on_roll(self, roll: RollRecord) -> bool:
        """10.1: the instant a die roll is made, before its trigger or result, the Initiative holder
        may cancel it; the session then hands the card over and makes the roll again, and the new
        holder is asked about the new roll (``TrackOps.on_roll``)."""
        if self.over:
            return False
        holder = self.s.tracks.initiative_holder
        other = SIDE_NAMES[other_side(holder)]
        options = [Option(L.P_INIT_KEEP, False), Option(L.P_INIT_REROLL.format(other=other), True)]
        question = L.P_INIT_ROLL_JAPAN if roll.side == "japan" else L.P_INIT_ROLL_ALLIED
        prompt = question.format(what=roll.purpose, n=roll.value, result=roll.contest(), other=other)
        return bool(self.ask(holder, "initiative", prompt, options, context={"roll": roll}).value)

    def name(self, piece: Any) -> str:
        """A piece as players read it: its counter's name and where it is, never an internal id;
        a second piece of the same counter in the same hex gets a number ("... (2)")."""
        return self.s.memo(("name", piece.id), lambda: self._name(piece))

    def _name(self, piece: Any) -> str:
        return piece_name(self.s, piece, broken=True)

    def card_label(self, side: str, number: int) -> str:
        labels: dict = self.__dict__.setdefault("_card_labels", {})  # a card's label never changes
        found = labels.get((side, number))
        if found is None:
            spec = self.decks.spec(side, number)
            found = labels[(side, number)] = L.CARD_LABEL.format(card=self.decks.label(side, number),
                                                                 order=spec.order.replace("_", " "))
        return found

    # ------------------------------------------------------------------ triggers (1.9)
    def _on_trigger(self, t: TriggerReport, rec: RollRecord | None) -> bool:
        """1.9.1.3: a Sniper, Event or Disperse trigger is carried out in its entirety the instant
        it is met, before the result of the roll that set it off; what it does is part of the
        operation that rolled (``SessionState._execute``)."""
        if self.over:
            return False
        self.sync_log()  # the roll that set it off is logged before what the trigger does
        if t.kind == "sniper":
            self._sniper(t.side, t.hex, t.candidates)
        elif t.kind == "event" and rec is not None:
            self.counts["events"] += 1
            events.resolve(self, rec.side, self.decks.spec(rec.side, rec.card.number))
        elif t.kind == "disperse":
            self._disperse(t.side, t.candidates)
        else:
            return False
        return True

    def _resolve_triggers(self, result: ActionResult) -> None:
        reveals = [r for r in result.rolls if r.purpose == "event trigger"]
        for t in result.triggers:
            if self.over:
                return
            if t.resolved:
                if t.kind == "event" and reveals:
                    reveals.pop(0)
                continue
            if t.kind == "sniper":
                self._sniper(t.side, t.hex, t.candidates)
            elif t.kind == "event" and reveals:
                rec = reveals.pop(0)
                spec = self.decks.spec(rec.side, rec.card.number)
                self.counts["events"] += 1
                events.resolve(self, rec.side, spec)
            elif t.kind == "disperse":
                self._disperse(t.side, t.candidates)

    def _sniper(self, side: str, hex_id: str | None, candidates: list[str]) -> None:
        """1.9.4: the roller may break one unit in or next to the random hex (1.8.2: a Sighting
        marker follows the hex)."""
        opts = [Option(L.P_BREAK_NONE, None)]
        for pid in candidates:
            p = self.s.piece(pid)
            if p is None or p.location != "map":
                continue
            opts.append(Option(L.P_BREAK.format(piece=self.name(p)), pid))
        choice = self.ask(side, "sniper", L.P_SNIPER.format(hex=hex_id), opts)
        if choice.value is not None:
            self.do("break_unit", choice.value, "sniper, 1.9.4")

    def _disperse(self, side: str, candidates: list[str]) -> None:
        """1.9.2: remove one smoke or starshell marker."""
        if not candidates:
            return
        opts = [Option(L.P_REMOVE_MARKER_IN.format(marker=c.split("@")[0].capitalize(), hex=c.split("@")[1]), c) for c in candidates]
        choice = self.ask(side, "disperse", L.P_DISPERSE, opts)
        kind, hex_id = choice.value.split("@")
        self.do("remove_marker", kind, hex_id)

    def reinforcements(self) -> None:
        """13.1.2d: arrived units and Sighting markers enter along the owner's friendly edge,
        inactive player first (a Sighting marker is Japan's, 9)."""
        s = self.s
        time = s.tracks.time
        waiting = [p.time_space for p in s.doc.pieces if p.location == "time_track"]
        waiting += [m.time_space for m in s.doc.sighting_markers if m.location == "time_track"]
        if not any(t is not None and t <= time for t in waiting):
            return  # nothing waits on a Time space that has come (asked after every operation)
        active = s.tracks.turn_player
        for side in (other_side(active), active):
            if side == "japan":
                self._sighting_reinforcements()
            for u in s.due_reinforcements(side):
                if self.over:
                    return
                hexes = s.edge_entry_hexes(side)
                if not hexes:
                    continue
                opts = [Option(L.P_ENTER_AT.format(piece=self.name(u), hex=h), h) for h in hexes]
                choice = self.ask(side, "reinforcement", L.P_WHERE_ENTER.format(piece=self.name(u)), opts)
                self.do("enter_reinforcement", u.id, choice.value)

    def _sighting_reinforcements(self) -> None:
        """13.1.2d: a Sighting marker whose Time space has come enters any hex of Japan's friendly
        edge but a blaze (``sighting_problem``)."""
        s = self.s
        for m in s.doc.sighting_markers:
            if self.over or m.location != "time_track" or m.time_space is None or m.time_space > s.tracks.time:
                continue
            hexes = [h for h in s.board.band(s.scenario.side("japan").edge, 1) if not s.sighting_problem(m.id, h)]
            if not hexes:
                continue
            opts = [Option(L.P_ENTER_HEX.format(hex=h), h) for h in hexes]
            choice = self.ask("japan", "reinforcement", L.P_REINF_SIGHTING_WHERE, opts)
            self.do("place_sighting", m.id, choice.value)

    # ------------------------------------------------------------------ hands (1.1, 12.4)
    def hand_size(self, side: str) -> int:
        return self.s.hand_size(side)

    def refill(self, side: str) -> None:
        """Draw up to the hand size; drawing the last card of the pile advances Time (12.4, 13.1.2)."""
        while len(self.decks.piles[side].hand) < self.hand_size(side) and not self.over:
            n = self.decks.deal_one(side)
            if n is None or self.decks.remaining(side) == 0:
                self.do("advance_time", side, "draw pile ran out")
                if n is None:
                    continue

    def discard_limit(self, side: str) -> int:
        """12.3: the nation's discard limit; 2 at night (18)."""
        rules = self.s.rules
        if self.s.scenario.night:
            return rules.night.discard_limit
        nation = rules.nation(self.s.scenario.side(side).nation)
        return nation.discard_limit if nation is not None else 2

    # ------------------------------------------------------------------ turns (12)
    def play_turn(self) -> None:
        s = self.s
        side = s.tracks.turn_player
        if side == "allied":
            orders.resolve_melees(self)
        self.orders_this_turn = 0
        self._orders(side)

    def _orders(self, side: str) -> None:
        """The rest of a turn from its next order question (12.1-12.4): where a fork resumes."""
        s = self.s
        limit = s.scenario.side(side).order_limit
        while not self.over and self.orders_this_turn < limit:
            opts = orders.order_options(self, side)
            self.resumable = True
            try:
                choice = self.ask(side, "order", L.P_ORDER.format(side=SIDE_NAMES[side], n=self.orders_this_turn + 1, limit=limit), opts)
            finally:
                self.resumable = False
            if choice.value == "pass":
                orders.pass_turn(self, side)
                break
            if choice.value == "stop":
                break
            number, kind = choice.value
            spec = self.decks.play(side, number)
            self.counts["orders"] += 1
            self.orders_this_turn += 1
            self.note(L.ORDER.format(side=SIDE_NAMES[side], order=kind.replace("_", " "), card=self.decks.label(side, number)))
            orders.execute(self, side, kind, spec)
        if not self.over:
            self.refill(side)
        if not self.over:
            self.do("end_turn")
        self.turns += 1

    def run(self, *, resume: bool = False) -> GameSummary:
        """Play turns until the game ends (13.3); past ``max_turns`` it ends on VP as agreed.
        ``resume``: a fork made at a turn's order question goes on from that question."""
        if resume and not self.over:
            self._orders(self.s.tracks.turn_player)
        while not self.over:
            if self.turns >= self.max_turns:
                self.s._op = None
                self.do("end_game")
                self.note(L.TURN_LIMIT.format(n=self.max_turns))
                self.s.doc.end_reason = f"turn limit ({self.max_turns}); {self.s.doc.end_reason}"
                break
            self.play_turn()
        return self.summary()

    def summary(self) -> GameSummary:
        reason = self.s.doc.end_reason or ""
        return GameSummary(self.s.doc.winner, self.s.tracks.vp, self.turns, self.counts["orders"],
                           self.counts["actions"], self.counts["events"], end_key(reason), reason)
