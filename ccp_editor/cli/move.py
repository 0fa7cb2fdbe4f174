"""``ccp-editor move MAP FROM TO``: the cheapest Move between two hexes, the twin of ``los``.

Prints the cheapest path, its cost hex by hex with the rule behind each cost (O29, T81-T99, 18.2,
T89.1), or why the Move is illegal. The MP budget is ``--budget``, else the movement of the
``--unit`` counter; with neither, the path is priced without a budget.

Exit codes: 0 a legal Move, 1 an illegal one (out of reach or over the budget), 2 a usage error
(unknown map, hex or counter, a bad budget).
"""

from __future__ import annotations

import argparse
import json
import math
from typing import Any

from .errors import CliError
from .loading import load_map as load_loaded_map
from .los import load_map

UNBOUNDED = 10_000.0  # "no budget": more MP than any Move on a 15 x 10 map can spend


def _hex(grid: Any, text: str, what: str, map_id: str) -> str:
    candidate = text.strip().upper()
    if not grid.contains(candidate):
        raise CliError(f"{what} {text!r} is not a hex of map {map_id!r}")
    return candidate


def _unit_budget(ref: str, counter_id: str) -> tuple[float, str]:
    """The printed movement of a counter of the map's data set (O29: a unit's MP allowance)."""
    ds = load_loaded_map(ref).ds
    counter = ds.counters().get(counter_id)
    if counter is None:
        raise CliError(f"unknown counter {counter_id!r} in the data set of map {ref!r}")
    if counter.front.movement is None:
        raise CliError(f"counter {counter_id!r} ({counter.kind}) has no movement: only units Move")
    return float(counter.front.movement), counter.name


def _number(x: float | None) -> float | int | None:
    if x is None or math.isinf(x):
        return None
    return int(x) if float(x).is_integer() else x


def plan_move(map_doc: Any, ruleset: Any, frm: str, to: str, *, night: bool = False, budget: float | None = None) -> dict[str, Any]:
    """The answer of ``move`` as plain data: legal, cost, path, steps (hex, cost, rule), reason."""
    from ..core.movement import MoveContext, cheapest_paths, enter_cost

    ctx = MoveContext(map_doc, ruleset, night=night)
    if frm == to:
        return {"legal": False, "cost": None, "path": [frm], "steps": [], "reason": f"{to} is the hex the unit is in: a Move enters a new hex (O29)"}
    reach = cheapest_paths(frm, UNBOUNDED if budget is None else budget, ctx).get(to)
    over = None
    if reach is None and budget is not None:
        over = cheapest_paths(frm, UNBOUNDED, ctx).get(to)
    found = reach or over
    if found is None:
        return {"legal": False, "cost": None, "path": [], "steps": [], "reason": _why_unreachable(frm, to, ctx, enter_cost)}
    steps = []
    spent = 0.0
    for here, nxt in zip(found.path, found.path[1:], strict=False):
        c = enter_cost(here, nxt, ctx)
        mp = c.mp
        if mp is None:  # a water barrier costs all remaining MP (T99)
            mp = None if budget is None else budget - spent
        spent += mp or 0.0
        steps.append({"hex": nxt, "cost": _number(mp), "rule": c.rule, "why": ", ".join(c.parts)})
    total = None if any(s["cost"] is None for s in steps) else _number(found.cost)
    if reach is None:
        reason = f"needs {_number(found.cost)} MP, only {_number(budget)} available: a unit may not enter a hex it cannot pay for in full (O29)"
        return {"legal": False, "cost": total, "path": found.path, "steps": steps, "reason": reason}
    reason = ""
    if found.ends_move:
        reason = "the Move ends in " + to + (" (" + steps[-1]["why"] + ")" if steps else "")
    return {"legal": True, "cost": total, "path": found.path, "steps": steps, "reason": reason}


def _why_unreachable(frm: str, to: str, ctx: Any, enter_cost: Any) -> str:
    """Why no Move reaches ``to``: the reason for entering it, when every way in gives the same one."""
    reasons = []
    for n in ctx.grid.neighbours(to).values():
        c = enter_cost(n, to, ctx)
        if c.legal and c.first_step_only:
            return f"{to}: {c.reason}; {frm} is not adjacent ({c.rule})"
        if c.legal:
            reasons = []
            break
        reasons.append(f"{c.reason} ({c.rule})")
    if reasons and len(set(reasons)) == 1:
        return reasons[0]
    return f"no legal path from {frm} to {to}: every way is blocked (impassable hexes, or steps that end the Move)"


def _run(args: argparse.Namespace) -> int:
    from ..core.hexgrid import HexGrid

    map_doc, ruleset = load_map(args.map, args.data)
    grid = HexGrid(map_doc.grid)
    frm = _hex(grid, args.frm, "FROM", map_doc.id)
    to = _hex(grid, args.to, "TO", map_doc.id)
    budget: float | None = None
    who = ""
    if args.unit is not None:
        budget, name = _unit_budget(args.map, args.unit)
        who = f"{name}, {_number(budget)} MP"
    if args.budget is not None:
        if not math.isfinite(args.budget) or args.budget < 0:
            raise CliError(f"--budget must be a number of MP, 0 or more, not {args.budget!r}")
        budget = args.budget
        who = f"budget {_number(budget)} MP"
    answer = plan_move(map_doc, ruleset, frm, to, night=args.night, budget=budget)
    if args.json:
        out = {k: answer[k] for k in ("legal", "cost", "path")}
        out["steps"] = [{"hex": s["hex"], "cost": s["cost"], "rule": s["rule"]} for s in answer["steps"]]
        out["reason"] = answer["reason"]
        print(json.dumps(out, indent=1))
        return 0 if answer["legal"] else 1
    head = f"{frm} -> {to}: " + ("legal" if answer["legal"] else "illegal")
    if answer["cost"] is not None:
        head += f", {answer['cost']} MP"
    elif answer["legal"]:
        head += ", all MP"
    if who:
        head += f" ({who})"
    if args.night:
        head += ", night"
    print(head)
    for s in answer["steps"]:
        cost = "all MP" if s["cost"] is None else f"{s['cost']} MP"
        print(f"  {s['hex']:<4} {cost:<8} {s['why']} (rule {s['rule']})")
    if answer["reason"]:
        print(f"  {answer['reason']}")
    return 0 if answer["legal"] else 1


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "move",
        help="cheapest Move between two hexes of a map, hex by hex with the rules (O29, T81-T99)",
        description="The cheapest path of a Move, its cost hex by hex with the rule behind each cost, or why the "
        "Move is illegal. Exit codes: 0 legal, 1 illegal, 2 usage error.",
    )
    p.add_argument("map", metavar="MAP", help="map file, or a map id of the data set")
    p.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    p.add_argument("frm", metavar="FROM", help="the moving unit's hex, e.g. C7")
    p.add_argument("to", metavar="TO", help="the hex to reach")
    p.add_argument("--unit", metavar="COUNTER", help="counter id: its movement is the MP budget")
    p.add_argument("--night", action="store_true", help="night: +1 MP on terrain Types (18.2)")
    p.add_argument("--budget", type=float, metavar="MP", help="MP available (overrides --unit)")
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    p.set_defaults(func=_run)
