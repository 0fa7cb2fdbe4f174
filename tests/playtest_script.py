"""A scripted playtest: fixed choices on seeded Fate decks, so its log and final state must never drift.

The script drives every kind of operation the board offers (setup, fortifications, markers, moves,
advances into melee, fire, weapon transfers, reinforcements, rolls and triggers, the Initiative
re-roll, undo/redo, tracks) through the public session API only, choosing deterministically from
what the session says is legal. ``golden_record`` is what the golden test stores and compares.
"""

from __future__ import annotations

from typing import Any

from ccp_editor.model import to_data
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.session import ActionResult, PlaytestSession

SIDES = ("japan", "allied")


class Script:
    def __init__(self, session: PlaytestSession) -> None:
        self.s = session
        self.record: list[list[Any]] = []

    def do(self, name: str, *args: Any, **kwargs: Any) -> ActionResult:
        result = getattr(self.s, name)(*args, **kwargs)
        self.record.append([name, [str(a) for a in args], result.ok, result.reason])
        return result

    def enemies(self, side: str) -> list[str]:
        other = "allied" if side == "japan" else "japan"
        return sorted(self.s.occupied_hexes(other))

    def try_fire(self, side: str) -> bool:
        s = self.s
        for u in sorted(s.units(side, "map"), key=lambda p: p.id):
            if u.broken or u.activated:
                continue
            for h in self.enemies(side):
                shooters = [u.id] + ([u.weapon] if u.weapon and s.piece(u.weapon) and not s.piece(u.weapon).broken else [])
                for group in (shooters, [u.id]):
                    if s.plan_fire(group, h).legal:
                        self.do("fire", group, h)
                        return True
        return False

    def try_move(self, side: str) -> bool:
        s = self.s
        goals = self.enemies(side) + [h for _, h in sorted(s.board.map.objectives.items())]
        for u in sorted(s.units(side, "map"), key=lambda p: p.id):
            if u.activated or u.location != "map":
                continue
            reach = s.reachable([u.id])
            options = [(h, r) for h, r in reach.items() if h != "exit" and h != u.hex]
            if not options:
                continue

            def score(item: tuple[str, tuple[float, list[str]]]) -> tuple[int, float, str]:
                h, (cost, _) = item
                return (min(s.board.grid.distance(h, g) for g in goals) if goals else 0, cost, h)

            hex_id, (_, path) = min(options, key=score)
            if s.board.grid.distance(u.hex or "", hex_id) == 0:
                continue
            self.do("move", [u.id], path)
            return True
        return False

    def try_advance(self, side: str) -> bool:
        s = self.s
        for u in sorted(s.units(side, "map"), key=lambda p: p.id):
            if u.activated or u.broken:
                continue
            for h in self.enemies(side):
                if s.board.grid.distance(u.hex or "", h) == 1:
                    self.do("advance", [u.id], h)
                    return True
        return False


def scripted_playtest(ds: DataSet, scenario_id: str, seed: int, turns: int = 24) -> tuple[PlaytestSession, Script]:
    s = PlaytestSession.create(ds.scenarios[scenario_id], ds, seed=seed, placed=False)
    sc = Script(s)
    for side in SIDES:
        sc.do("auto_setup", side)
    # Fortifications: the first legal hexes of each side's setup area (refusals are recorded too).
    for fort, owner in (("mines", "allied"), ("wire", "allied"), ("trench", "japan"), ("cave", "japan"), ("cave", "allied")):
        for h in sorted(s.setup_area(owner))[:12]:
            if sc.do("place_fortification", fort, h, owner).ok:
                break
    sc.do("place_marker", "smoke", sorted(s.setup_area("japan"))[-1], 2)
    sc.do("start_play", force=True)
    for turn in range(turns):
        if s.phase != "play":
            break
        side = s.tracks.turn_player
        if turn % 4 == 1:
            sc.do("roll", side, "event check")
        if turn % 5 == 2:
            sc.do("random_hex", side)
        acted = sc.try_fire(side)
        if acted and s.phase == "play" and turn % 3 == 0:
            sc.do("reroll", s.tracks.initiative_holder)
        if s.phase == "play" and sc.try_advance(side):
            for h in s.melee_hexes():
                sc.do("melee", h)
        if s.phase == "play":
            acted = sc.try_move(side) or acted
        if s.phase == "play" and turn % 6 == 3 and s.can_undo():
            s.undo()
            sc.record.append(["undo", [], True, ""])
            s.redo()
            sc.record.append(["redo", [], True, ""])
        if s.phase == "play":
            for p in s.due_reinforcements(side):
                edge = s.scenario.side(side).edge
                for h in sorted(s.board.band(edge, 1)):
                    if sc.do("enter_reinforcement", p.id, h).ok:
                        break
        if s.phase == "play" and turn == 7:
            sc.do("advance_time", side)
            sc.do("adjust_vp", side, 1, "scripted event")
        if s.phase == "play" and turn == 9:
            broken = [u for u in s.units(None, "map") if u.broken]
            if broken:
                sc.do("rally", broken[0].id)
            sc.do("set_hand_size", side, 5)
        if s.phase == "play":
            sc.do("end_turn")
    if s.phase == "play":
        sc.do("end_game")
    sc.do("note", "end of the scripted playtest")
    return s, sc


def golden_record(ds: DataSet, scenario_id: str, seed: int) -> dict[str, Any]:
    s, sc = scripted_playtest(ds, scenario_id, seed)
    state = to_data(s.to_playtest())
    state.pop("scenario", None)
    log = state.pop("log")
    return {"actions": sc.record, "log": [e["text"] for e in log], "final_state": state}
