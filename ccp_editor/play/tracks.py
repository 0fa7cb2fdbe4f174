"""Tracks of a playtest: dice and triggers, VP and objectives, time and sudden death, the Initiative
re-roll, turns and the end of the game (1.9, 10, 11, 13, 14.3).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ..core.rules import SIDE_NAMES, other_side
from ..core.wording import agree
from ..model.ruleset import SideId
from . import logtext as L
from .naming import piece_name
from .results import ActionResult, GameOver, RollRecord, TrackDisplay, TriggerReport
from .state import SIDES, ReplayRoller, SessionState, operation

#: Re-rolls of one roll, a stop for two automatic players handing the Initiative back and forth.
MAX_REROLLS = 50


class TrackOps(SessionState):
    """Dice, triggers, VP, objectives, time, Initiative, turns and game end."""

    #: Asked the instant a die roll is made, before its trigger or result is carried out (10.1):
    #: True has the Initiative holder cancel it; the card passes to the opponent and the roll is
    #: made again, and the new holder is asked about the new roll. The card game sets it; a bare
    #: session never asks (its board cancels the last operation's last roll instead, ``reroll``).
    on_roll: Callable[[RollRecord], bool] | None = None
    #: Asked the instant a Sniper, Event or Disperse trigger is met, before the result of the roll
    #: that set it off is carried out (1.9.1.3), with the trigger and the card revealed for it
    #: (None for Disperse): True when it was carried out then, inside the operation that rolled it
    #: (its own rolls set off no trigger, 1.9.1.2). The card game sets it; a bare session leaves
    #: the trigger in the operation's result for its player to carry out.
    on_trigger: Callable[[TriggerReport, RollRecord | None], bool] | None = None

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

    def _roll(self, side: str, purpose: str, *, kind: str = "roll", triggers: bool = True,
              against: tuple[str, int, int] | None = None) -> RollRecord:
        """Reveal a card for a roll, then resolve its trigger at once (1.9.1); an empty draw pile
        advances Time like a Time trigger, only once (13.1.2). ``kind``: ``roll``, ``targeting``,
        ``reveal`` (a random hex, 1.8) or ``dice`` (a card read for its dice that is no roll, the
        drift checks O24.3.2.1-2): the last two are no die roll the Initiative may cancel (10.1).

        The pile running out is no die trigger but the state of the deck (13.1.2): it advances Time
        wherever the card was revealed, inside a trigger too (1.9.1.2 silences the triggers printed
        on such a roll, not the empty pile); 1.9.1.1 then resolves the card's own trigger after it.
        ``against``: what the roll must beat (``RollRecord.against``), named in the Initiative question."""
        op = self._op
        assert op is not None
        rec = self._reveal(side, purpose, kind, triggers)
        rec.against = against
        self._log(rec.text(), actor=side, rolls=[rec.card])  # logged first: the Initiative question is about it
        if kind not in ("reveal", "dice") and self.on_roll is not None:
            for _ in range(MAX_REROLLS):
                if self.doc.phase != "play" or not self.on_roll(rec):
                    break
                self._cancel_roll(rec)
                rec = self._reveal(side, purpose, kind, triggers)
                rec.against = against
                self._log(rec.text(), actor=side, rolls=[rec.card])
        op.rolls.append(rec)
        emptied = self.roller.remaining(side) == 0
        active = rec.trigger
        if active == "time" or (emptied and not op.advancing_time):
            self._trigger_time(side, "Time trigger" if active == "time" else "draw pile ran out")
        if active in ("sniper", "event", "disperse"):
            self._trigger_other(side, active)
        return rec

    def _reveal(self, side: str, purpose: str, kind: str, triggers: bool) -> RollRecord:
        op = self._op
        assert op is not None
        card = self._draw(side, kind)
        value = card.product if kind == "targeting" else card.total
        active = card.trigger if (triggers and not op.in_trigger) else None
        return RollRecord(side, purpose, card, value, kind, active)

    def _cancel_roll(self, rec: RollRecord) -> None:
        """10.1: the holder cancels the roll just made, before its trigger or result: its card stays
        spent (the log shows it), the Initiative passes to the opponent. A cancelled card that was
        the last of its draw pile still ran the pile out: Time advances before the roll is made
        again (13.1.2)."""
        op = self._op
        assert op is not None
        self._hand_over_initiative(self.tracks.initiative_holder)
        if self.roller.remaining(rec.side) == 0 and not op.advancing_time:
            self._trigger_time(rec.side, "draw pile ran out")

    def _hand_over_initiative(self, holder: str) -> None:
        """10.1: ``holder`` used the Initiative to cancel a roll; the card passes to the opponent."""
        new = other_side(holder)
        self.tracks.initiative_holder = new  # type: ignore[assignment]
        user, other = SIDE_NAMES[holder], SIDE_NAMES[new]
        text = agree(user, agree(other, L.INITIATIVE_1, L.INITIATIVE_1N), agree(other, L.INITIATIVE_N, L.INITIATIVE_NN))
        self._log(text.format(side=user, holder=other), actor=holder)

    def _trigger_time(self, side: str, cause: str) -> None:
        op = self._op
        assert op is not None
        was = op.in_trigger, op.advancing_time
        op.in_trigger = op.advancing_time = True  # its reshuffle refills the pile: no second advance inside it
        try:
            report = TriggerReport("time", side, resolved=True, text=cause)
            op.triggers.append(report)
            self._time_advance(side, cause)
        finally:
            op.in_trigger, op.advancing_time = was

    def _trigger_other(self, side: str, kind: str) -> None:
        op = self._op
        assert op is not None
        was = op.in_trigger
        op.in_trigger = True
        try:
            if kind == "disperse":
                removable = sorted(f"{m.type}@{m.hex}" for m in self.doc.markers if m.type in ("smoke", "starshell"))
                report = TriggerReport("disperse", side, candidates=removable, text="remove one smoke or starshell (1.9.2)")
                op.triggers.append(report)
                if self.on_trigger is not None:
                    report.resolved = self.on_trigger(report, None)
                return
            rec = self._roll(side, f"{kind} trigger", kind="reveal", triggers=False)
            hex_id = rec.card.hex
            if kind == "sniper":
                cands: list[str] = []
                if hex_id and self.board.contains(hex_id):
                    for h in [hex_id, *self.board.grid.neighbours(hex_id).values()]:
                        cands += [p.id for p in self.units_at(h)]
                report = TriggerReport("sniper", side, hex_id, sorted(cands),
                                       text=f"{SIDE_NAMES[side]} may break one unit in or next to {hex_id} (1.9.4)")
            else:
                report = TriggerReport("event", side, None, [], text=f"carry out the event of {rec.card.label} (1.9.3)")
            op.triggers.append(report)
            if kind == "sniper" and hex_id:
                self._move_sighting_to(hex_id)
            if self.on_trigger is not None:
                report.resolved = self.on_trigger(report, rec)
        finally:
            op.in_trigger = was

    def _move_sighting_to(self, hex_id: str) -> None:
        """After a revealed random hex a Sighting marker on the map moves there (1.8.2): the nearest one
        not already in it (the Japanese player may move another with ``move_sighting``)."""
        if not self.board.contains(hex_id):
            return
        movable = [s for s in self.doc.sighting_markers if s.location == "map" and s.hex and s.hex != hex_id]
        if not movable:
            return
        best = min(movable, key=lambda s: (self.board.grid.distance(s.hex, hex_id), s.id))  # type: ignore[arg-type]
        self._log(L.SIGHTING_MOVES.format(start=best.hex, hex=hex_id), actor="japan")
        best.hex = hex_id

    def _add_vp(self, side: str, amount: int, why: str) -> None:
        if amount == 0:
            return
        self.tracks.vp += amount if side == "japan" else -amount
        if self._op is not None:
            self._op.vp_change += amount if side == "japan" else -amount
        name = SIDE_NAMES[side]
        text = agree(name, L.GAINS_1, L.GAINS_N) if amount > 0 else agree(name, L.LOSES_1, L.LOSES_N)
        self._log(text.format(side=name, n=abs(amount), why=why, vp=self.vp_text()), actor=side)

    def _chit_table(self) -> dict[str, Any]:
        chits = self.dataset.chits
        if not chits:
            return {}
        kept = self.__dict__.get("_chits")
        if kept is None or kept[0] is not chits or kept[1] != len(chits.chits):
            kept = self.__dict__["_chits"] = (chits, len(chits.chits), {c.letter: c for c in chits.chits})
        return kept[2]

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
        """Objective control follows sole occupation (14.3.1); open chits move the VP with it.
        Called after every operation that moves or removes a unit, so it reads the pieces once
        and scores the objectives only when a control changes (the score depends on nothing else
        this step changes)."""
        if self.doc.phase != "play":
            return
        board = self.board
        kept = board.__dict__.get("_objective_places")
        if kept is None:
            by_hex: dict[str, list[str]] = {}
            for number in board.map.objectives:
                for h in board.objective_hexes(number):
                    by_hex.setdefault(h, []).append(number)
            kept = board.__dict__["_objective_places"] = (by_hex, tuple(sorted(board.map.objectives)))
        by_hex, numbers = kept
        present_at: dict[str, set[SideId]] = {}
        units = self._unit_counters
        for p in self.doc.pieces:
            if p.location == "map" and p.hex in by_hex and p.counter in units:
                for number in by_hex[p.hex]:  # type: ignore[index]
                    present = present_at.get(number)
                    if present is None:
                        present_at[number] = {p.side}
                    else:
                        present.add(p.side)
        control = self.tracks.objective_control
        changes = []
        for number in numbers:
            present = present_at.get(number)
            if present is not None and len(present) == 1:
                side = next(iter(present))
                if control.get(number) != side:
                    changes.append((number, side))
        if not changes:
            return
        before = self._objective_score()
        for number, side in changes:
            control[number] = side
            name = SIDE_NAMES[side]
            self._log(agree(name, L.CONTROL_1, L.CONTROL_N).format(side=name, n=number, hex=board.map.objectives[number]),
                      actor=side)
        delta = self._objective_score() - before
        if delta:
            self._add_vp("japan" if delta > 0 else "allied", abs(delta), "objective control changes")

    def _end_game(self, winner: str, reason: str) -> None:
        self.doc.phase = "ended"
        self.doc.winner = winner  # type: ignore[assignment]
        self.doc.end_reason = reason
        self._log(agree(SIDE_NAMES[winner], L.GAME_OVER_1, L.GAME_OVER_N).format(why=reason, side=SIDE_NAMES[winner]))
        raise GameOver

    def _end_by_vp(self, reason: str) -> None:
        """Reveal and score every secret chit, then the side the VP favour wins; 0 goes to the
        Initiative holder (13.3.2)."""
        draw = self.scenario.objective_chits
        hidden = [c for c in [*draw.secret_japan, *draw.secret_allied] if c not in self.tracks.revealed_chits]
        if hidden:
            before = self._objective_score()
            self.tracks.revealed_chits.extend(hidden)
            delta = self._objective_score() - before
            self._log(L.CHITS_REVEALED.format(chits=", ".join(hidden)))
            if delta:
                self._add_vp("japan" if delta > 0 else "allied", abs(delta), "secret objectives")
        vp = self.tracks.vp
        winner = "japan" if vp > 0 else "allied" if vp < 0 else self.tracks.initiative_holder
        self._end_game(winner, L.ON_VP.format(why=reason, vp=self.vp_text()))

    def _check_last_unit(self, had_units: dict[str, bool], has_units: dict[str, bool]) -> None:
        """13.3 b/c: a side left with no unit on the map (and none in an Infiltration Box);
        ``had_units`` / ``has_units``: whether each side had / has a unit on the map."""
        gone = [s for s in SIDES if had_units[s] and not has_units[s] and not self.has_units(s, "infiltration")]
        if not gone:
            return
        op = self._op
        eliminated = [s for s in gone if op is not None and s in op.eliminated_sides]
        if eliminated:
            if len(eliminated) == 2:
                self._end_game(self.tracks.initiative_holder, "both sides lost their last unit; the Initiative decides")
            loser = eliminated[0]
            self._end_game(other_side(loser), agree(SIDE_NAMES[loser], L.NO_UNIT_LEFT_B1, L.NO_UNIT_LEFT_BN).format(side=SIDE_NAMES[loser]))
        self._end_by_vp(agree(SIDE_NAMES[gone[0]], L.NO_UNIT_LEFT_1, L.NO_UNIT_LEFT_N).format(side=SIDE_NAMES[gone[0]]))

    def _time_advance(self, side: str, cause: str) -> None:
        """Time Marker Advance (13.1.2): reshuffle, sudden death roll, Defender +1 VP, reinforcements."""
        last = self.rules.time.time_track_spaces
        if self.tracks.time >= last:
            self._end_by_vp(L.LAST_SPACE.format(n=last))
        self.tracks.time += 1
        t = self.tracks.time
        self._log(L.TIME_ADVANCES.format(n=t, why=cause), actor=side)
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
                self._log(L.SUDDEN_DEATH.format(roll=rec.value, n=t), actor=side)
                self._end_by_vp(L.SUDDEN_DEATH_ON.format(n=t))
            self._log(L.SUDDEN_DEATH_NOT.format(roll=rec.value, n=t), actor=side)
        for s in SIDES:
            if self.scenario.side(s).posture == "defender":
                self._add_vp(s, self.rules.victory.defender_vp_per_time_advance, "Defender, Time advance (17.3)")
        arrived = [p for p in self.doc.pieces if p.location == "time_track" and p.time_space == t]
        for p in arrived:
            if self.counter(p).kind == "radio":
                p.location, p.time_space = "artillery_box", None
                self._log(L.RADIO_ARRIVES.format(piece=self.counter(p).name), actor=p.side)
        units = [p for p in arrived if self.is_unit(p)]
        sights = [s for s in self.doc.sighting_markers if s.location == "time_track" and s.time_space == t]
        if units or sights:
            self._log(L.REINFORCEMENTS_ARRIVE.format(pieces=", ".join([piece_name(self, u) for u in units] + [L.SIGHTING] * len(sights))))

    @operation("Time advance")
    def advance_time(self, side: str, cause: str = "by hand") -> ActionResult:
        """Advance the time marker by hand (a draw pile ran out, or a trigger rolled off the app)."""
        if side not in SIDES:
            return self._refuse("advance_time", f"unknown side {side!r}")
        if self.doc.phase != "play":
            return self._refuse("advance_time", L.R_TIME_IN_PLAY)
        assert self._op is not None
        self._op.in_trigger = self._op.advancing_time = True
        self._time_advance(side, cause)
        return ActionResult(True, "advance_time", details={"time": self.tracks.time})

    @operation("Roll")
    def roll(self, side: str, purpose: str = "roll", *, targeting: bool = False, triggers: bool = True) -> ActionResult:
        """The dice / Fate-deck roller: reveal a card, show its dice and trigger, resolve Time.
        ``triggers=False`` for a roll made inside a trigger, whose triggers are ignored (1.9.1.2)."""
        if side not in SIDES:
            return self._refuse("roll", f"unknown side {side!r}")
        assert self._op is not None
        if not triggers:
            self._op.in_trigger = True
        rec = self._roll(side, purpose, kind="targeting" if targeting else "roll", triggers=self.doc.phase == "play" and triggers)
        return ActionResult(True, "roll", details={"value": rec.value, "card": rec.card})

    @operation("Reveal random hex")
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
        """The Initiative (10) on the board outside a card game: its holder cancels the last roll of
        the last operation (an undo step) with all its effects, hands the card over, and the operation
        is replayed with a fresh card for that roll. A card game asks at each roll instead (``on_roll``)."""
        if side not in SIDES:
            return ActionResult(False, "reroll", f"unknown side {side!r}")
        if self.tracks.initiative_holder != side:
            return ActionResult(False, "reroll", agree(SIDE_NAMES[side], L.R_NO_INITIATIVE_1, L.R_NO_INITIATIVE_N).format(side=SIDE_NAMES[side]))
        if not self._undo:  # nothing to undo (or no history kept): no roll to cancel
            return ActionResult(False, "reroll", "nothing has been rolled")
        entry = self._undo[-1]
        rolls = [i for i, (_, _, kind) in enumerate(entry.cards) if kind in ("roll", "targeting")]
        if not rolls or entry.op is None:
            return ActionResult(False, "reroll", L.R_NO_ROLL.format(what=entry.label))
        keep = [card for _, card, _ in entry.cards[: rolls[-1]]]
        current = self._snapshot()  # the state now: a refused replay goes back to it
        fn = getattr(type(self), entry.op)._impl
        real = self.roller
        self._restore(entry.base)
        # the cancelled card stays spent; what its trigger did to the decks (a reshuffle) is undone
        after_cancelled = dict(entry.decks_after).get(rolls[-1])
        self.roller.restore(after_cancelled if after_cancelled is not None else current.roller)
        self._hand_over_initiative(side)
        base = self._snapshot()  # a further re-roll replays from here, Initiative change included
        self.roller = ReplayRoller(keep, real)  # type: ignore[assignment]
        try:
            return self._execute(entry.label, fn, entry.args["args"], entry.args["kwargs"], current, base,
                                 record_label=L.REROLLED.format(what=entry.label))
        finally:
            self.roller = real

    @operation("Adjust VP")
    def adjust_vp(self, side: str, amount: int, reason: str) -> ActionResult:
        """Award or pay VP by hand (events, No Quarter, Light Wounds, support costs...)."""
        if side not in SIDES:
            return self._refuse("adjust_vp", f"unknown side {side!r}")
        if not reason.strip():
            return self._refuse("adjust_vp", L.R_SAY_WHY)
        self._add_vp(side, amount, reason)
        return ActionResult(True, "adjust_vp")

    @operation("Reveal chit")
    def reveal_chit(self, letter: str) -> ActionResult:
        """Reveal a secret objective chit (E69): it scores at once for its owner (14.3.3)."""
        draw = self.scenario.objective_chits
        if letter not in [*draw.secret_japan, *draw.secret_allied]:
            return self._refuse("reveal_chit", f"{letter!r} is not a secret chit of this playtest")
        if letter in self.tracks.revealed_chits:
            return self._refuse("reveal_chit", L.R_CHIT_REVEALED.format(chit=letter))
        before = self._objective_score()
        self.tracks.revealed_chits.append(letter)
        self._log(L.CHIT_REVEALED.format(chit=letter))
        delta = self._objective_score() - before
        if delta:
            self._add_vp("japan" if delta > 0 else "allied", abs(delta), L.CHIT.format(chit=letter))
        return ActionResult(True, "reveal_chit")

    def chits_out_of_play(self) -> list[str]:
        """Objective chit letters not yet drawn in this game (E67, E76 draw from these)."""
        chits = self.dataset.chits
        if not chits:
            return []
        draw = self.scenario.objective_chits
        used = {*draw.open, *draw.secret_japan, *draw.secret_allied}
        return sorted(c.letter for c in chits.chits if c.letter not in used)

    @operation("Objective chit")
    def add_chit(self, letter: str, where: str) -> ActionResult:
        """A newly drawn objective chit joins the others (E67 Mission Objective: secret for the
        drawer, open if it has no secret side; E76 Strategic Objective: open); an open one scores
        at once for the objectives' controllers (14.3.3)."""
        chit = self._chit_table().get(letter)
        if chit is None or letter not in self.chits_out_of_play():
            return self._refuse("add_chit", f"chit {letter!r} is not out of play")
        if where not in ("open", *SIDES):
            return self._refuse("add_chit", f"a chit goes open or to japan or allied, not {where!r}")
        if where != "open" and not chit.has_secret_side:
            where = "open"
        before = self._objective_score()
        sc = copy.deepcopy(self.doc.scenario)  # copy on write: undo snapshots share the scenario
        draw = sc.objective_chits
        (draw.open if where == "open" else draw.secret_japan if where == "japan" else draw.secret_allied).append(letter)
        self.doc.scenario = sc
        if where == "open":
            self._log(L.CHIT_OPEN.format(chit=letter))
        else:
            self._log(L.CHIT_SECRET.format(side=SIDE_NAMES[where]), actor=where)
        delta = self._objective_score() - before
        if delta:
            self._add_vp("japan" if delta > 0 else "allied", abs(delta), L.CHIT.format(chit=letter))
        return ActionResult(True, "add_chit", details={"where": where})

    @operation("Hand size")
    def set_hand_size(self, side: str, size: int) -> ActionResult:
        if side not in SIDES or not 0 <= size <= 10:
            return self._refuse("set_hand_size", "hand size must be 0-10 for japan or allied")
        if side == "japan":
            self.tracks.hand_size_japan = size
        else:
            self.tracks.hand_size_allied = size
        self._log(L.HAND_SIZE.format(side=SIDE_NAMES[side], n=size), actor=side)
        return ActionResult(True, "set_hand_size")

    @operation("Posture")
    def set_posture(self, side: str, posture: str) -> ActionResult:
        """Change a side's posture in play (E78 Tennoheika Banzai!); the hand size follows (17)."""
        p = self.rules.posture(posture)
        if side not in SIDES or p is None:
            return self._refuse("set_posture", f"unknown side or posture {side!r}/{posture!r}")
        if p.japan_only and side != "japan":
            return self._refuse("set_posture", L.R_JAPANESE_POSTURE.format(posture=p.name))
        sc = copy.deepcopy(self.doc.scenario)  # copy on write: undo snapshots share the scenario
        sc.side(side).posture = posture  # type: ignore[assignment]
        self.doc.scenario = sc
        if side == "japan":
            self.tracks.hand_size_japan = p.hand_size
        else:
            self.tracks.hand_size_allied = p.hand_size
        self._log(agree(SIDE_NAMES[side], L.POSTURE_1, L.POSTURE_N).format(side=SIDE_NAMES[side], posture=p.name, n=p.hand_size),
                  actor=side)
        return ActionResult(True, "set_posture")

    @operation("End turn", checks_first=True)
    def end_turn(self) -> ActionResult:
        """Hand the turn over: activation marks clear (12); a new turn number after both players."""
        if self.doc.phase != "play":
            return self._refuse("end_turn", L.R_TURNS_IN_PLAY)
        for p in self.doc.pieces:
            p.activated = False
        nxt = other_side(self.tracks.turn_player)
        if nxt == self.scenario.first_player:
            self.tracks.turn += 1
        self.tracks.turn_player = nxt  # type: ignore[assignment]
        self._log(agree(SIDE_NAMES[nxt], L.TURN_1, L.TURN_N).format(side=SIDE_NAMES[nxt]), actor=nxt)
        return ActionResult(True, "end_turn")

    @operation("Note")
    def note(self, text: str) -> ActionResult:
        """Write a line in the action log (also after the game has ended)."""
        if not text.strip():
            return self._refuse("note", L.R_EMPTY_NOTE)
        self._log(text.strip())
        return ActionResult(True, "note")

    @operation("End game")
    def end_game(self) -> ActionResult:
        """End the game on VP by agreement or at the end of the deck (13.3 c/d scoring)."""
        if self.doc.phase != "play":
            return self._refuse("end_game", L.R_NOT_IN_PLAY)
        self._end_by_vp("ended by the players")
        return ActionResult(True, "end_game")

