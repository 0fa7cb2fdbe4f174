"""Is a scenario balanced? Play it many times with automatic players and count who wins.

``run_balance`` plays ``games`` whole card games of a scenario (the same games ``ccp-editor play``
plays: the same engine, players and seeds) and returns their aggregate (``balancestats``):

- **Seats swapped** where the players differ: games go in pairs on one seed, the first with the
  players as asked, the second with them on the other sides, so a side's rate measures the
  scenario and a player kind's rate measures the player, neither mixed with the other.
- **Seeds** come from the base seed and the game's place in the batch alone (``game_seed``), so the
  same batch gives the same result whatever the number of worker processes; game ``k`` is the game
  ``ccp-editor play SCENARIO --seed <its seed> --japan .. --allied ..`` plays.
- **Worker processes** (``jobs``) are started with ``forkserver`` where the platform has it, else
  ``spawn`` (neither copies the parent's threads: safe under the window's Qt threads); each
  receives the scenario and the game box once, then plays games one at a time.
- **Progress and cancellation**: ``progress(done, total)`` after each game; ``cancel()`` is asked
  between games (and every tenth of a second while waiting), and on a yes the workers are
  terminated and the games played so far are returned, marked cancelled.
- A game the engine fails in is kept as a failed record (its seed reproduces it) and the batch
  goes on; a scenario that cannot start a game at all raises ``BalanceError``.

A player kind is looked up by name in ``players.PLAYER_KINDS``, so a new kind is playable here
as soon as it is registered there.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

from ..model.dataset import DataSet
from ..model.scenario import Scenario
from .balancestats import BalanceResult, GamePlan, GameRecord
from .players import PLAYER_KINDS, make_player

__all__ = ["BalanceError", "BalanceResult", "GamePlan", "GameRecord", "game_seed", "plan_games", "play_planned",
           "run_balance"]

MAX_GAMES = 100_000  # a batch beyond this is a typing slip, not a measurement
MAX_JOBS = 64
_POLL_S = 0.1  # how often a wait for the next game looks at the cancel flag


class BalanceError(ValueError):
    """A batch that cannot run: an unknown player, no game, or a scenario that cannot start."""


def game_seed(base: int, k: int) -> int:
    """The seed of the ``k``-th game (or pair of seat-swapped games) of a batch on ``base``: a
    62-bit number, the same on every machine and whatever the number of workers."""
    digest = hashlib.sha256(f"ccp-balance:{base}:{k}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 2


def plan_games(games: int, japan: str, allied: str, seed: int = 1, budget_ms: float | None = None) -> list[GamePlan]:
    """The batch's games in order: pairs on one seed with the seats swapped where the players
    differ (an odd last game keeps the players as asked), one seed per game otherwise."""
    for side, kind in (("japan", japan), ("allied", allied)):
        if kind not in PLAYER_KINDS:
            raise BalanceError(f"unknown player {kind!r} for {side} (expected one of: {', '.join(PLAYER_KINDS)})")
    if not 1 <= games <= MAX_GAMES:
        raise BalanceError(f"the number of games must be from 1 to {MAX_GAMES:,}, not {games}")
    if japan == allied:
        return [GamePlan(k, game_seed(seed, k), japan, allied, budget_ms) for k in range(games)]
    return [GamePlan(k, game_seed(seed, k // 2), *((japan, allied) if k % 2 == 0 else (allied, japan)), budget_ms)
            for k in range(games)]


class _CannotStart(Exception):
    """The scenario cannot start a game (a missing Fate deck or map...): the batch stops."""


def play_planned(scenario: Scenario, dataset: DataSet, plan: GamePlan) -> GameRecord:
    """Play one planned game to its end through the game state, as ``ccp-editor play`` does with
    the same seed and players."""
    from .engine import GameState, play
    from .results import SessionError

    players = {"japan": make_player(plan.japan, f"{plan.seed}:japan", budget_ms=plan.budget_ms),
               "allied": make_player(plan.allied, f"{plan.seed}:allied", budget_ms=plan.budget_ms)}
    # a copy is asked for by a planning player only: the others play without keeping the turn's start
    keep = any(hasattr(p, "act") for p in players.values())
    try:
        state = GameState.new(scenario, dataset, seed=plan.seed, keep_checkpoints=keep)
    except (SessionError, ValueError) as exc:
        raise _CannotStart(str(exc)) from None
    except Exception as exc:  # noqa: BLE001 - the engine failed in the game's first moves: this game only
        return GameRecord(plan, error=f"{type(exc).__name__}: {exc}"[:500])
    try:
        play(state, players)
        s = state.summary()
    except Exception as exc:  # noqa: BLE001 - an engine failure in one game must not lose the batch
        return GameRecord(plan, error=f"{type(exc).__name__}: {exc}"[:500])
    return GameRecord(plan, s.winner, s.vp, s.turns, s.orders, s.actions, s.end)


# ----------------------------------------------------------------------------- worker processes

_WORKER: dict[str, Any] = {}


def _init_worker(scenario: Scenario, dataset: DataSet) -> None:
    """A worker's start: it keeps the scenario and the box for all its games; Ctrl+C is the
    parent's to handle (it terminates the workers), so a worker does not print a traceback."""
    from ..io.dataset import loaded_kept

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER["scenario"], _WORKER["dataset"] = scenario, dataset
    try:
        stack = ExitStack()
        stack.enter_context(loaded_kept())  # for the worker's life: the box is out of the collector's way
        _WORKER["stack"] = stack
    except Exception as exc:  # noqa: BLE001 - a pool restarts a worker whose start fails, forever: report it instead
        _WORKER["error"] = f"{type(exc).__name__}: {exc}"


def _worker_game(plan: GamePlan) -> GameRecord:
    if "error" in _WORKER:
        raise _CannotStart(_WORKER["error"])
    return play_planned(_WORKER["scenario"], _WORKER["dataset"], plan)


def _in_process(scenario: Scenario, dataset: DataSet, plans: list[GamePlan]) -> Iterator[GameRecord]:
    from ..io.dataset import loaded_kept

    with loaded_kept():
        for plan in plans:
            yield play_planned(scenario, dataset, plan)


def _context() -> Any:
    """``forkserver`` where there is one (a clean server process started once, that forks workers
    with the engine already imported: a second batch starts at once), else ``spawn``. Neither copies
    the parent's threads, so both are safe under the window's Qt threads."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["ccp_editor.play.balance", "ccp_editor.play.turn"])
        return ctx
    return multiprocessing.get_context("spawn")


def _in_pool(scenario: Scenario, dataset: DataSet, plans: list[GamePlan], jobs: int,
             cancel: Callable[[], bool]) -> Iterator[GameRecord | None]:
    """Records as the workers finish them (None: still waiting, look at the cancel flag); the
    workers are terminated when the caller stops iterating, whatever the reason."""
    ctx = _context()
    pool = ctx.Pool(processes=jobs, initializer=_init_worker, initargs=(scenario, dataset))
    try:
        results = pool.imap_unordered(_worker_game, plans, chunksize=1)
        for _ in plans:
            while True:
                if cancel():
                    return
                try:
                    yield results.next(timeout=_POLL_S)
                    break
                except multiprocessing.TimeoutError:
                    yield None
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def run_balance(scenario: Scenario, dataset: DataSet, games: int, japan: str, allied: str, *, seed: int = 1,
                jobs: int = 1, in_process: bool | None = None, budget_ms: float | None = None,
                progress: Callable[[int, int], object] | None = None,
                cancel: Callable[[], bool] | None = None) -> BalanceResult:
    """Play the batch and aggregate it (see the module's docstring). ``in_process`` plays in this
    process instead of workers (default: when ``jobs`` is 1; a window passes False so its own
    thread stays free)."""
    plans = plan_games(games, japan, allied, seed, budget_ms)
    if not 1 <= jobs <= MAX_JOBS:
        raise BalanceError(f"the number of jobs must be from 1 to {MAX_JOBS}, not {jobs}")
    jobs = min(jobs, len(plans))
    if in_process is None:
        in_process = jobs == 1
    asked = cancel or (lambda: False)
    result = BalanceResult(scenario.name or scenario.id, japan, allied, seed, len(plans), jobs=1 if in_process else jobs)
    got: list[GameRecord] = []
    t0 = time.perf_counter()
    source = _in_process(scenario, dataset, plans) if in_process else _in_pool(scenario, dataset, plans, jobs, asked)
    try:
        for record in source:
            if record is not None:
                got.append(record)
                if progress is not None:
                    progress(len(got), len(plans))
            if len(got) < len(plans) and asked():
                result.cancelled = True
                break
    except _CannotStart as exc:
        raise BalanceError(f"{result.scenario}: cannot start a game: {exc}") from None
    finally:
        close = getattr(source, "close", None)
        if close is not None:
            close()  # terminates the workers of a cancelled or failed batch
    result.cancelled = result.cancelled or len(got) < len(plans)
    result.records = sorted(got, key=lambda r: r.plan.index)
    result.seconds = time.perf_counter() - t0
    return result
