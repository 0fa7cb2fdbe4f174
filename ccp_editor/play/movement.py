"""Movement of a playtest: Move with MP per hex, Advance, exits through Exit Points and mine
attacks (O29, O22, 14.2, F104).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.los import Markers
from ..core.movement import EXIT, Allowance, Cost, MoveContext, cheapest_paths, path_cost, price_step
from ..core.rules import other_side
from ..model.playtest import PieceState
from . import logtext as L
from .combat import CombatOps
from .results import ActionResult, MovePlan
from .rules import command_given, is_leader, takes_command
from .state import _clone, operation


def _transfers_of(unit_ids: object, hex_id: object = None, exit_edge: object = None,
                  transfers: dict[str, str] | None = None, exit_space: object = None) -> dict[str, str] | None:
    """The weapon transfers of an Advance call (O22.2): checked one by one as they are made, so
    only an Advance without them refuses before changing anything."""
    return transfers


class MovementOps(CombatOps):
    """Move, Advance, exits and mines."""

    def allowance(self, units: list[PieceState]) -> tuple[float, dict[str, float]]:
        """A moving group's MP wherever it may stand during this Move (O29.2, 3.3.1.2): the
        slowest member's, a leader's command counting for the squads and teams in its hex only.
        The leaders moving with the group go with it; a friendly leader staying behind adds
        nothing once the group has left its hex, one the group reaches adds its command there.
        Returns (the MP in a hex without a staying friendly leader, {hex: MP} where it differs):
        a squad leaving its leader's hex alone has its own MP, not the leader's bonus."""
        start = units[0].hex
        side = units[0].side
        moving_ids = {u.id for u in units}
        moving_cmd = sum(command_given(self.counter(u), u.broken) for u in units)
        here = self._leader_command_at(start, side)  # what ``command_bonus`` counts where they stand
        gets = [takes_command(self.counter(u)) for u in units]
        base = [self.view(u.id).movement - (here if g else 0) for u, g in zip(units, gets, strict=True)]

        def mp(cmd: int) -> float:
            return float(min(b + (cmd if g else 0) for b, g in zip(base, gets, strict=True)))

        away = mp(moving_cmd)
        over: dict[str, float] = {}
        if any(gets):
            staying: dict[str, int] = {}
            for p in self.units(side, "map"):
                if p.id not in moving_ids and p.hex:
                    staying[p.hex] = staying.get(p.hex, 0) + command_given(self.counter(p), p.broken)
            over = {h: mp(moving_cmd + cmd) for h, cmd in staying.items() if cmd}
        if start is not None:
            over[start] = float(min(self.view(u.id).movement for u in units))
        return away, {h: v for h, v in over.items() if v != away}

    def _exit_problem(self, side: str, hex_id: str, edge: str) -> tuple[str, tuple[str, str, int] | None]:
        friendly = self.scenario.side(side).edge
        if edge not in ("top", "bottom", "left", "right"):
            return f"unknown map edge {edge!r}", None
        if not self.board.on_edge(hex_id, edge):
            return L.R_NOT_ON_EDGE.format(hex=hex_id, edge=edge), None
        if edge == friendly:
            return L.R_OWN_EDGE, None
        if edge != self.board.enemy_edge(friendly):
            return L.R_FLANK.format(edge=edge), None
        xp = self.board.exit_point(hex_id, edge)
        if xp is None:
            return L.R_NO_EXIT_POINT.format(hex=hex_id), None
        bonus = 1 if self.chit_in_play("exit_bonus") else 0
        return "", (hex_id, edge, xp.value + bonus)

    def move_pricing(self, side: str) -> tuple[MoveContext, _StepCosts]:
        """What a Move by ``side`` depends on now (night, enemy hexes for O29 and the road's 1/2 rate,
        markers, forts) and the step prices the move search reads in it."""
        enemy = frozenset(self.occupied_hexes(other_side(side)))
        signature = (side, enemy, tuple((m.type, m.hex, m.value) for m in self.doc.markers),
                     tuple((f.type, f.hex) for f in self.doc.fortifications), self.scenario.night)
        contexts: dict = self.__dict__.setdefault("_move_contexts", {})
        found = contexts.get(signature)
        if found is not None:
            return found
        if len(contexts) > 256:
            contexts.clear()
        # A context is the map's template with this situation filled in (building one from
        # scratch re-reads the grid and the terrain chart).
        board = self.board
        template = board.__dict__.get("_move_template")
        if template is None:
            template = board.__dict__["_move_template"] = MoveContext(board.map, self.rules, hexes=board.hexes)
            template.grid = board.grid  # the board's grid: its neighbour tables are already built
        ctx = _clone(template)
        ctx.night = self.scenario.night
        ctx.enemy_hexes = enemy
        ctx.los = board.los_engine
        ctx.markers = Markers(smoke=self.smoke(), blaze=self.blaze())
        ctx.fortifications = {f.hex: f.type for f in self.doc.fortifications}
        ctx.enemy_edge = board.enemy_edge(self.scenario.side(side).edge)
        ctx.seen = {}
        # The Type beneath a bridge depends on the map alone: derive it once per playtest.
        ctx.below = self.__dict__.setdefault("_type_below_cache", {})
        ctx.costs = {}
        # Everything a Move's price depends on is in the signature, so a context (and the costs
        # and enemy sightings it has worked out) serves every Move made in the same situation.
        found = contexts[signature] = (ctx, _StepCosts(self, ctx))
        return found

    def _step_probes(self, night: bool, enemy_edge: str | None):  # noqa: ANN202 - two core.movement.MoveContext
        """Two contexts that price one step at a time with no enemy on the map, one where every
        hex is seen by the enemy and one where none is (their fortifications and blaze are set per
        step). A step's price depends only on the two hexes, their fortifications (F106, F107), a
        blaze in the hex entered (T83), night (18.2), the exit edge (14.2.1), an enemy in the hex
        entered (O29) and, for the road's unseen rate, enemy sight of it (T94): whatever the two
        probes agree on holds for every placement of enemy units. Kept per map for a batch of games."""
        probes: dict = self.__dict__.setdefault("_static_moves", {})
        pair = probes.get(("probes", night, enemy_edge))
        if pair is None:
            pair = probes[("probes", night, enemy_edge)] = tuple(
                self._probe(MoveContext, night, enemy_edge, seen) for seen in (True, False))
        return pair

    def _probe(self, cls, night: bool, enemy_edge: str | None, seen: bool):  # noqa: ANN001, ANN202
        c = cls(self.board.map, self.rules, hexes=self.board.hexes, night=night,
                enemy_hexes=frozenset({"\0enemy"}) if seen else frozenset(), los=(lambda _e, _h: True),
                enemy_edge=enemy_edge)
        c.below = self.__dict__.setdefault("_type_below_cache", {})
        c.grid = self.board.grid
        return c

    def reachable(self, unit_ids: list[str]) -> dict[str, tuple[float, list[str]]]:
        """Hexes a group can Move to with its MP (for highlighting a drag): hex -> (MP, path);
        ``"exit"`` when an Exit Point can be reached."""
        units, why = self._get_units(unit_ids, "move")
        if why or self.doc.phase != "play" or any(u.location != "map" or u.hex != units[0].hex for u in units):
            return {}
        away, over = self.allowance(units)
        start = units[0].hex or ""
        ctx, prices = self.move_pricing(units[0].side)
        reach = cheapest_paths(start, over.get(start, away), ctx, Allowance(away, over) if over else None, prices=prices)
        return {h: (r.cost, r.path) for h, r in reach.items()}

    def plan_move(self, unit_ids: list[str], path: list[str], exit_edge: str | None = None, spent: float = 0.0) -> MovePlan:
        """Check a Move (O29) without doing it: the MP of each hex entered (``core.movement``) against
        the group's MP where it stands (``allowance``); never into enemy or blaze hexes, water
        barrier only as the first hex, wire stops, exit only off the enemy edge through an Exit
        Point for 1 MP (14.2). ``spent``: MP the group already spent in this Move order (a Move
        carried out hex by hex, each checked against what is left)."""
        units, why = self._get_units(unit_ids, "move")
        if why:
            return MovePlan(False, why)
        if self.doc.phase != "play":
            return MovePlan(False, L.R_MOVE_IN_PLAY)
        start = units[0].hex
        if any(u.location != "map" or u.hex != start for u in units):
            return MovePlan(False, L.R_GROUP_TOGETHER)
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
        away, over = self.allowance(units)
        budget = over.get(start, away)
        xp = None
        if exit_edge is not None:
            why, xp = self._exit_problem(side, path[-1] if path else start, exit_edge)
            if why:
                return MovePlan(False, why, budget=budget)
        full = [start, *path, *([EXIT] if exit_edge is not None else [])]
        ctx, prices = self.move_pricing(side)
        pc = path_cost(full, ctx, budget, spent=spent, allowance=Allowance(away, over) if over else None, prices=prices)
        steps = [(h, budget if c.mp is None else c.mp) for h, c in zip(full[1:], pc.steps, strict=False)]
        visited = [start, *path]
        if path:  # the MP the group has where it stops (EXIT: where it leaves the map)
            budget = over.get(visited[-1], away)
        if not pc.legal:
            return MovePlan(False, L.RULE_NOTE.format(why=pc.reason, rule=pc.steps[-1].rule) if pc.steps and pc.steps[-1].rule else pc.reason,
                            steps, pc.total, budget)
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

    @operation("Move", checks_first=True)
    def move(
        self, unit_ids: str | list[str], path: list[str], exit_edge: str | None = None, exit_space: int | None = None,
        spent: float = 0.0,
    ) -> ActionResult:
        """Move a unit or stack along a path, paying MP per hex (O29); exit through an enemy-edge
        Exit Point with ``exit_edge`` onto Time space ``exit_space`` (default the next one). Mines
        attack on entering or leaving (F104). ``spent``: MP already spent in this Move order (the
        card game moves hex by hex, Op Fire between the hexes); the result's ``cost`` includes it,
        so each step's log line gives the running total."""
        ids = [unit_ids] if isinstance(unit_ids, str) else list(unit_ids)
        plan = self.plan_move(ids, path, exit_edge, spent)
        if not plan.legal:
            return self._refuse("move", plan.reason)
        why = self._exit_space_problem(exit_space)
        if why:
            return self._refuse("move", why)
        units = [self._pieces[i] for i in ids]
        side = units[0].side
        route = " > ".join(f"{h}({c:g})" for h, c in plan.steps)
        dest = plan.final_hex or L.OFF_EDGE.format(edge=exit_edge)
        self._log((L.MOVE if len(units) > 1 else L.MOVES).format(pieces=self._names(units, where=False), start=units[0].hex, route=route,
                  dest=dest, cost=f"{plan.cost:g}", mp=f"{plan.budget:g}"), actor=side)
        # an exit stands on the last hex left until ``_exit`` takes the units off: a trigger its mine roll sets off
        # (1.9.1.3) sees them on the map, never on the exit pseudo-step
        last = plan.final_hex or next((h for h, _c in reversed(plan.steps) if h != EXIT), units[0].hex)
        for u in units:
            u.activated = True
            self._set_position(u, "map", last)
        self._mine_attacks(units, plan.mined_hexes, moving=True)
        if plan.exit_point is not None:
            self._exit(units, plan.exit_point, exit_space)
        self._update_control()
        return ActionResult(True, "move", details={"cost": plan.cost, "budget": plan.budget, "steps": plan.steps, "units": ids})

    @operation("Advance", checks_first=lambda self, *a, **k: not _transfers_of(*a, **k))
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
        why = self.advance_problem(ids, hex_id, exit_edge) or self._exit_space_problem(exit_space)
        if why:
            return self._refuse("advance", why)
        units = [self._pieces[i] for i in ids]
        start = units[0].hex
        assert start is not None
        side = units[0].side
        for weapon_id, to_id in (transfers or {}).items():
            why = self._transfer_problem(weapon_id, to_id)
            if why:
                return self._refuse("advance", why)
            self._do_transfer(weapon_id, to_id)
        if exit_edge is not None:
            _, xp = self._exit_problem(side, start, exit_edge)
            self._log((L.ADVANCE_OFF if len(units) > 1 else L.ADVANCES_OFF).format(pieces=self._names(units, where=False), edge=exit_edge,
                      start=start), actor=side)
            for u in units:
                u.activated = True
            self._mine_attacks(units, self._mined_along([start], True), moving=False)
            assert xp is not None
            self._exit([u for u in units if u.location == "map"], xp, exit_space)
            self._update_control()
            return ActionResult(True, "advance")
        assert hex_id is not None
        tunnel = self.tunnel(ids, hex_id)
        for u in units:
            u.activated = True
            self._set_position(u, "map", hex_id)
            if tunnel:
                u.in_cave = True  # F102.3: out of the tunnel, inside the cave there
        melee = bool(self.units_at(hex_id, other_side(side)))
        how = L.THROUGH_TUNNELS if tunnel else ""
        one = len(units) == 1
        text = (L.ADVANCES_MELEE if one else L.ADVANCE_MELEE) if melee else (L.ADVANCES if one else L.ADVANCE)
        self._log(text.format(pieces=self._names(units, where=False), start=start, hex=hex_id, how=how), actor=side)
        self._mine_attacks(units, self._mined_along([start, hex_id], False), moving=False)
        self._update_control()
        return ActionResult(True, "advance", details={"melee": melee})

    def advance_problem(self, unit_ids: list[str], hex_id: str | None = None, exit_edge: str | None = None) -> str:
        """Why an Advance would be refused, or '' (also what the board's drag preview shows): one
        adjacent hex whatever its terrain but never ablaze (O22, T83), or off the enemy edge through
        an Exit Point (14.2.1), the group starting together in one hex."""
        units, why = self._get_units(unit_ids, "advance")
        if why:
            return why
        if self.doc.phase != "play":
            return L.R_ADVANCE_IN_PLAY
        start = units[0].hex
        if any(u.location != "map" or u.hex != start for u in units) or start is None:
            return L.R_ADVANCE_TOGETHER
        if exit_edge is not None:
            return self._exit_problem(units[0].side, start, exit_edge)[0]
        if hex_id is None or not self.board.contains(hex_id):
            return f"{hex_id!r} is not a hex of this map"
        if self.board.grid.distance(start, hex_id) != 1 and not self.tunnel(unit_ids, hex_id):
            return L.R_ADVANCE_ONE_HEX.format(hex=hex_id, start=start)
        if hex_id in self.blaze():
            return L.R_ABLAZE_IMPASSABLE.format(hex=hex_id)
        return ""

    def tunnel(self, unit_ids: list[str], hex_id: str) -> bool:
        """F102.3: Japanese units inside a cave may Advance (never Move) straight to any other hex
        with a cave, through the tunnels."""
        units = [self._pieces.get(i) for i in unit_ids]
        if not units or any(u is None or u.side != "japan" or not self.inside_cave(u) for u in units):
            return False
        start = units[0].hex  # type: ignore[union-attr]
        dest = self.fortification_at(hex_id)
        return hex_id != start and dest is not None and dest.type == "cave"

    def _exit_space_problem(self, space: int | None) -> str:
        if space is None:
            return ""
        last = self.rules.time.time_track_spaces
        if not self.tracks.time < space <= last:
            return L.R_EXIT_SPACE.format(n=self.tracks.time, last=last)
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
                self._log(L.EXITS_COUNTERMIX.format(piece=self._name(u, where=False), hex=hex_id), actor=u.side)
                continue
            self._set_position(u, "time_track", None, space)
            self._log(L.EXITS_WAITS.format(piece=self._name(u, where=False), hex=hex_id, edge=edge, n=space), actor=u.side)
            self._add_vp(u.side, vp, L.EXIT_VP.format(piece=c.name, hex=hex_id))

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
            atk = self._roll(other_side(side), L.MINE_ATTACK_IN.format(hex=h), against=self._defense_against(fp, h, targets, cover=False))
            total = fp + atk.value
            self._log(L.MINES_ATTACK.format(hex=h, fp=fp, roll=atk.value, total=total), actor=other_side(side))
            for u in sorted(targets, key=lambda p: (is_leader(self.counter(p)), p.id)):
                if u.location != "map":
                    continue
                v = self.view(u.id)
                self._defend(u, total, v.morale, 0, "mines", moving)


    @operation("Mine attack")
    def mine_attack(self, hex_id: str) -> ActionResult:
        """Hidden Mines / Panji Trap (A43.2, A43.3): the mines just placed attack the units that
        entered the hex, at once (F104: Cover 0, ties break Moving units)."""
        f = self.fortification_at(hex_id)
        if f is None or f.type != "mines":
            return self._refuse("mine_attack", L.R_NO_MINES.format(hex=hex_id))
        units = self.units_at(hex_id, other_side(f.owner))
        if not units:
            return self._refuse("mine_attack", L.R_NO_ENEMY.format(hex=hex_id))
        self._mine_attacks(units, [hex_id], moving=True)
        self._update_control()
        return ActionResult(True, "mine_attack")


class _StepCosts:
    """The step prices of one Move context (a ``core.movement.StepPrices``), filled from the
    enemy-free prices of its map (``MovementOps._step_probes``): a step into a hex holding enemy
    units is priced by the context itself (its price depends on them); a road step whose rate
    depends on enemy sight asks whether an enemy unit sees the hex (T94), from the session's kept
    LOS answers. Every price is the one ``core.movement.price_step`` gives.

    ``table`` holds the enemy-free prices of every step already asked under the same
    fortifications, blaze, night and exit edge: one price, or the prices when seen and unseen;
    ``rows`` the same prices of every step out of a hex, in the order of ``steps_from``; ``fixed``
    a row's single prices when none depends on who sees the hexes. All three are kept on the board,
    for every game on the map; ``costs`` and ``resolved`` (rows touching enemy units, a
    fortification or a blaze) are this context's."""

    def __init__(self, session: MovementOps, ctx: MoveContext) -> None:
        self.session = session
        self.ctx = ctx
        self.sees: dict[str, bool] = {}
        self.costs: dict[tuple[str, str], Cost] = {}
        self.resolved: dict[str, Sequence[tuple[str, Cost]]] = {}
        # Steps touching a fortification or a blaze are priced per their markers; all others
        # share one table per night and exit edge, kept on the board (the same for every game).
        self.special = frozenset(ctx.fortifications) | frozenset(ctx.markers.blaze)
        self.varies = self.special | ctx.enemy_hexes  # steps into these are priced per context
        board = session.board.__dict__
        key = (ctx.night, ctx.enemy_edge)
        self.table: dict[tuple[str, str], tuple] = board.setdefault("_plain_steps", {}).setdefault(key, {})
        self.rows: dict[str, tuple[tuple[str, tuple], ...]] = board.setdefault("_plain_rows", {}).setdefault(key, {})
        # a row whose steps have one price each, whoever sees them: (the steps, the hexes entered)
        self.fixed: dict[str, tuple[tuple[tuple[str, Cost], ...] | None, frozenset[str]]] = board.setdefault(
            "_fixed_rows", {}).setdefault(key, {})

    def step(self, frm: str, to: str) -> Cost:
        cost = self.costs.get((frm, to))
        if cost is None:
            if to in self.ctx.enemy_hexes:
                cost = price_step(frm, to, self.ctx)
            else:
                prices = self.prices(frm, to)
                cost = prices[0] if len(prices) == 1 else self.pick(prices, to)
            self.costs[(frm, to)] = cost
        return cost

    def steps_from(self, here: str) -> Sequence[tuple[str, Cost]]:
        found = self.resolved.get(here)
        if found is not None:
            return found
        fixed = self.fixed.get(here)
        if fixed is None:
            row = self.row(here)
            steps = tuple((nxt, prices[0]) for nxt, prices in row) if all(len(p) == 1 for _, p in row) else None
            fixed = self.fixed[here] = (steps, frozenset(nxt for nxt, _ in row))
        steps, entered = fixed
        if steps is not None and here not in self.special and entered.isdisjoint(self.varies):
            found = steps  # the same in every game on the map
        else:
            plain, varies, step = here not in self.special, self.varies, self.step
            found = [(nxt, prices[0]) if plain and len(prices) == 1 and nxt not in varies else (nxt, step(here, nxt))
                     for nxt, prices in self.row(here)]
        self.resolved[here] = found
        return found

    def pick(self, prices: tuple, to: str) -> Cost:
        return prices[0] if self._enemy_sees(to) else prices[1]

    def prices(self, frm: str, to: str) -> tuple:
        """The step's enemy-free prices, worked out once per map for its fortifications and blaze."""
        special = self.special
        if frm not in special and to not in special:
            return self.plain(frm, to)
        ctx = self.ctx
        forts = ctx.fortifications
        return self._priced(frm, to, forts.get(frm), forts.get(to), to in ctx.markers.blaze)

    def plain(self, frm: str, to: str) -> tuple:
        """The prices of a step touching neither a fortification nor a blaze."""
        prices = self.table.get((frm, to))
        if prices is None:
            prices = self.table[(frm, to)] = self._priced(frm, to, None, None, False)
        return prices

    def row(self, here: str) -> tuple[tuple[str, tuple], ...]:
        """Every step out of ``here`` (its neighbours, then off the map) with its plain prices."""
        row = self.rows.get(here)
        if row is None:
            nexts = (*self.ctx.grid.neighbours(here).values(), EXIT)
            row = self.rows[here] = tuple((nxt, self.plain(here, nxt)) for nxt in nexts)
        return row

    def _priced(self, frm: str, to: str, f_from: str | None, f_to: str | None, blazing: bool) -> tuple:
        ctx = self.ctx
        table: dict = self.session.__dict__.setdefault("_static_moves", {})
        skey = (frm, to, f_from, f_to, blazing, ctx.night, ctx.enemy_edge if to == EXIT else None)
        prices = table.get(skey)
        if prices is None:
            found = []
            for probe in self.session._step_probes(ctx.night, ctx.enemy_edge):  # seen, then unseen
                probe.fortifications = {h: f for h, f in ((frm, f_from), (to, f_to)) if f}
                probe.markers = Markers(blaze={to} if blazing else set())
                probe.seen = {}
                found.append(price_step(frm, to, probe))
                if not probe.seen:
                    break  # the price never asked for enemy sight: the unseen probe would give the same
            prices = table[skey] = (found[0],) if len(found) == 1 or found[0] == found[1] else tuple(found)
        return prices

    def _enemy_sees(self, hex_id: str) -> bool:
        found = self.sees.get(hex_id)
        if found is None:
            s = self.session
            found = self.sees[hex_id] = any(hex_id in s.seen_from(e) for e in self.ctx.enemy_hexes)
        return found
