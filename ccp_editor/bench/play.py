"""Bench figures of the playtest core (``ccp-editor bench``): what one drag or shot costs."""

from __future__ import annotations

from ..core.rules import SIDES
from .registry import Samples, figure, median_ms, scale


def _session():  # noqa: ANN202 - a PlaytestSession set up on the demo ridge-line scenario
    from ..io.dataset import demo_dataset_root, load_dataset
    from ..play.session import PlaytestSession

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    scenario = ds.scenarios.get("demo-ridge-line") or next(iter(ds.scenarios.values()))
    s = PlaytestSession.create(scenario, ds, seed=1, placed=False)
    for side in SIDES:
        s.auto_setup(side)
    s.start_play(force=True)
    return s


@figure("play_move_ms")
def play_move_ms() -> float:
    """Median ms to price a 3-hex path, apply the Move (undo step, notification) and undo it."""
    s = _session()
    unit = next(p for p in s.units("japan", "map") if s.counter(p).kind == "squad")
    reach = s.reachable([unit.id])
    path = max((r for r in reach.values() if len(r[1]) <= 4 and "exit" not in r[1]), key=lambda r: len(r[1]))[1]

    def run() -> None:
        assert s.move(unit.id, path[1:]).ok
        s.undo()

    return median_ms(run, repeat=15, warmup=2)


@figure("play_fire_ms")
def play_fire_ms() -> float:
    """Median ms of the fire calculator, a resolved attack with its Fate cards, and its undo."""
    s = _session()
    shots = [
        (u.id, h)
        for u in s.units("allied", "map")
        for h in sorted(s.occupied_hexes("japan"))
        if s.plan_fire([u.id], h).legal
    ]
    if not shots:
        return 0.0
    unit, target = shots[0]

    def run() -> None:
        assert s.fire(unit, target).ok
        s.undo()

    return median_ms(run, repeat=15, warmup=2)


_AUTO_GAMES: dict[str, float] = {}
_BATCHES = 5  # repetitions of play_auto_games_per_s (its median and spread)
_BATCH_S = 1.0  # CPU seconds per repetition, at least 2 games each


def _floor_loop() -> None:
    """A fixed pure-Python workload (dict and list work, like the game's look-ups): the floor
    figure, measured between the batches of games, so a loaded machine shows in both figures."""
    table: dict[int, int] = {}
    acc = 0
    for i in range(200_000):
        table[i & 1023] = i
        acc += table.get((i * 7) & 1023, 0) & 3
    _ = sorted(table.values())[:3], acc


def _auto_games() -> dict[str, float]:
    """Whole random-legal card games on the larger demo scenario (ridge line: more units), headless:
    ``_BATCHES`` batches of games, each for at least ``_BATCH_S`` s of this process's CPU time,
    give games per second (median and spread), orders per game, and the floor loop's rate measured
    between the batches. CPU time is the figure of one core whatever else the machine runs (less
    what sharing the caches costs: the floor shows that). The first batch starts cold, as a
    user's first game does: the map's derivation, LOS rows and step prices are worked out in it,
    then kept on the map's board for the next games, as the window keeps them for its next game
    (``play.board.shared_board``)."""
    if _AUTO_GAMES:
        return _AUTO_GAMES
    import time

    from ..io.dataset import demo_dataset_root, load_dataset, loaded_kept
    from ..play.engine import GameState, play
    from ..play.players import RandomPlayer

    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    scenario = ds.scenarios.get("demo-ridge-line") or next(iter(ds.scenarios.values()))

    def one_game(n: int) -> int:  # through the game state, as ``ccp-editor play`` plays
        state = GameState.new(scenario, ds, seed=n, keep_checkpoints=False)
        return play(state, {"japan": RandomPlayer(f"{n}j"), "allied": RandomPlayer(f"{n}a")}).summary().orders

    games = orders = 0
    elapsed = 0.0
    rates: list[float] = []
    floors: list[float] = []
    with loaded_kept():  # as ``ccp-editor play`` does
        for _ in range(_BATCHES):
            t0 = time.process_time()
            _floor_loop()
            floors.append(1.0 / (time.process_time() - t0))
            t0 = time.process_time()
            n = 0
            while n < 2 or time.process_time() - t0 < _BATCH_S * scale():
                orders += one_game(games)
                games += 1
                n += 1
            batch = time.process_time() - t0
            elapsed += batch
            rates.append(n / batch)
    _AUTO_GAMES.update(games_per_s=Samples(rates), orders_per_game=orders / games, ms_per_game=elapsed * 1000 / games,
                       floor=Samples(floors))
    return _AUTO_GAMES


@figure("play_auto_games_per_s")
def play_auto_games_per_s() -> float:
    """Random-legal games played to their end per second (goal: 20): the median of the batches."""
    return _auto_games()["games_per_s"]


@figure("play_auto_floor_loops_per_s")
def play_auto_floor_loops_per_s() -> float:
    """The floor: fixed pure-Python loops per CPU second, measured between the batches of games
    (``ratios`` gives games per floor loop: comparable across runs on a busy machine)."""
    return _auto_games()["floor"]


@figure("play_auto_orders_per_game")
def play_auto_orders_per_game() -> float:
    """Mean orders given per game in the games of play_auto_games_per_s."""
    return _auto_games()["orders_per_game"]


@figure("play_auto_ms_per_game")
def play_auto_ms_per_game() -> float:
    """Mean ms per whole game in play_auto_games_per_s (the same figure, readable below 1 game/s)."""
    return _auto_games()["ms_per_game"]
