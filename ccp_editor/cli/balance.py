"""``ccp-editor balance SCENARIO``: is the scenario balanced? Many automatic games, who wins.

Plays ``--games`` whole card games (``play/balance.py``) on ``--jobs`` worker processes, the seats
swapped where the two players differ, and prints who wins how often with a 95% interval, the VP
the games ended on, how they ended and how long they lasted; ``--json`` prints one object. The
same command gives the same numbers whatever ``--jobs`` is.

Exit codes: 0 every game was played, 1 some games stopped on an engine failure (their seeds are
listed: ``ccp-editor play SCENARIO --seed S`` replays one), 2 a usage error (no game, an unknown
player, a scenario that does not load or cannot start).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from .errors import CliError
from .loading import load_scenario
from .play import thinking_time

BAR_WIDTH = 30


class _Progress:
    """A bar on standard error while the games run (when it is a terminal), and a last line always."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.live = bool(getattr(stream, "isatty", lambda: False)())
        self.t0 = time.perf_counter()
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if not self.live or (done < total and now - self.last < 0.1):
            return
        self.last = now
        filled = BAR_WIDTH * done // total
        self.stream.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total} games")
        self.stream.flush()

    def finish(self, played: int, jobs: int) -> None:
        seconds = time.perf_counter() - self.t0
        rate = played / seconds if seconds > 0 else 0.0
        end = "\r\033[K" if self.live else ""
        self.stream.write(f"{end}{played} game{'s' if played != 1 else ''} played in {seconds:.1f} s "
                          f"({rate:.1f} games/s, {jobs} job{'s' if jobs != 1 else ''})\n")
        self.stream.flush()


def _pct(r: Any) -> str:
    return f"{r.rate * 100:5.1f}%  ({r.low * 100:.1f}-{r.high * 100:.1f}%)"


def report_text(result: Any) -> str:
    """The sentence, then the tables (plain text, one column per figure)."""
    from ..core.rules import SIDE_NAMES, SIDES

    lines = [result.sentence(), *([result.player_sentence()] if result.player_sentence() else []), ""]
    if result.cancelled:
        lines[-1:-1] = [f"Stopped after {result.games} of {result.planned} games."]
    lines.append(f"{'side':<12} {'wins':>5}  win rate (95% interval)")
    for side in SIDES:
        r = result.side_rate(side)
        lines.append(f"{SIDE_NAMES[side]:<12} {r.wins:>5}  {_pct(r)}")
    lines.append(f"{'draws':<12} {result.draws:>5}")
    if result.swapped:
        lines += ["", f"{'player':<12} {'wins':>5}  win rate (95% interval), either side"]
        for kind in result.kinds():
            r = result.kind_rate(kind)
            lines.append(f"{kind:<12} {r.wins:>5}  {_pct(r)}")
        lines += ["", f"{'Japan':<10} {'Allies':<10} {'games':>5} {'Japan wins':>10} {'Allies win':>10} {'draws':>5}"]
        for row in result.seatings():
            lines.append(f"{row['japan']:<10} {row['allied']:<10} {row['games']:>5} {row['japan_wins']:>10} "
                         f"{row['allied_wins']:>10} {row['draws']:>5}")
    vp = result.vp_summary()
    if vp:
        lines += ["", "Final VP (positive: Japan's favour):",
                  f"  mean {vp['mean']:g}, median {vp['median']:g}; 10% {vp['q10']:g}, 25% {vp['q25']:g}, "
                  f"75% {vp['q75']:g}, 90% {vp['q90']:g}; from {vp['min']:g} to {vp['max']:g}"]
        hist = result.vp_histogram()
        top = max(c for _, _, c in hist) or 1
        for a, b, c in hist:
            span = f"{a}" if a == b else f"{a}..{b}"
            lines.append(f"  {span:>9} {c:>5} {'#' * round(40 * c / top)}")
    if result.games:
        lines += ["", "End of the game:"]
        lines += [f"  {end.replace('_', ' '):<16} {n:>5}" for end, n in result.ends().items()]
        lines += ["", f"Per game: {result.mean('turns'):.1f} turns, {result.mean('orders'):.1f} orders, "
                      f"{result.mean('actions'):.1f} actions."]
    for r in result.failed:
        lines.append(f"Failed: seed {r.plan.seed} (Japan {r.plan.japan}, Allies {r.plan.allied}): {r.error}")
    return "\n".join(lines)


def _run(args: argparse.Namespace) -> int:
    from ..play.balance import MAX_JOBS, BalanceError, plan_games, run_balance

    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if args.jobs is not None and args.jobs < 1:
        raise CliError(f"--jobs must be at least 1, not {args.jobs}")
    try:
        plan_games(args.games, args.japan, args.allied, args.seed)  # the players and counts before the box loads
    except BalanceError as exc:
        raise CliError(str(exc).replace(" for japan", " for --japan").replace(" for allied", " for --allied")) from None
    scenario, dataset = load_scenario(args.scenario, args.data)
    if getattr(scenario, "KIND", "") == "card_game":
        scenario = scenario.scenario  # a save stands for the scenario it plays
    jobs = args.jobs or min(os.cpu_count() or 1, MAX_JOBS)
    progress = _Progress(sys.stderr)
    try:
        result = run_balance(scenario, dataset, args.games, args.japan, args.allied, seed=args.seed, jobs=jobs,
                             progress=progress, budget_ms=args.budget_ms)
    except BalanceError as exc:
        if progress.live:
            sys.stderr.write("\r\033[K")
        raise CliError(str(exc)) from None
    progress.finish(result.games + len(result.failed), result.jobs)
    if args.json:
        print(json.dumps({"scenario_id": scenario.id, **result.as_json()}))
    else:
        print(report_text(result))
    return 1 if result.failed else 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "balance",
        help="play a scenario many times with automatic players and report who wins how often",
        description=(
            "Play many whole card games of a scenario with automatic players (seats swapped where the players "
            "differ) on several processes, and report each side's win rate with a 95% interval, the final VP, "
            "how the games ended and how long they lasted. The same command gives the same numbers."
        ),
    )
    p.add_argument("scenario", metavar="SCENARIO", help="a scenario file or a scenario id of the data set")
    p.add_argument("--games", type=int, default=100, metavar="N", help="how many games to play (default 100)")
    p.add_argument("--japan", default="greedy", metavar="P",
                   help="the Japanese player: greedy (fast, best-looking choice), auto (random legal) or ismcts "
                        "(plans ahead within --budget-ms a question); default greedy")
    p.add_argument("--allied", default="greedy", metavar="P", help="the Allied player (as --japan; default greedy)")
    p.add_argument("--jobs", type=int, default=None, metavar="K",
                   help="worker processes (default: one per core; 1 plays in this process)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="the base seed of the games' seeds (default 1)")
    p.add_argument("--data", metavar="DIR", help="the game box (default: the scenario file's, else the demo box)")
    p.add_argument("--budget-ms", type=thinking_time, default=None, metavar="MS",
                   help="the ismcts player's thinking time per question in milliseconds (default 100)")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.set_defaults(func=_run)
