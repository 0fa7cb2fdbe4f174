"""Scenario balance by playouts (``play/balance.py``, ``play/balancestats.py``): the Wilson interval
against published values, the bookkeeping of seat-swapped batches, the VP figures, and a batch that
gives the same games in this process and on two worker processes, and stops when cancelled."""

from __future__ import annotations

import pytest

from ccp_editor.play.balance import BalanceError, game_seed, plan_games, play_planned, run_balance
from ccp_editor.play.balancestats import BalanceResult, GamePlan, GameRecord, histogram, quantile, wilson


@pytest.mark.parametrize(("wins", "games", "low", "high"), [
    (0, 10, 0.0, 0.2775),  # the textbook cases of Wilson (1927) at 95%, to four places
    (1, 10, 0.0179, 0.4042),
    (5, 10, 0.2366, 0.7634),
    (10, 10, 0.7225, 1.0),
    (81, 263, 0.2553, 0.3662),
    (62, 100, 0.5221, 0.7090),
])
def test_wilson_interval_matches_known_values(wins: int, games: int, low: float, high: float) -> None:
    lo, hi = wilson(wins, games)
    assert lo == pytest.approx(low, abs=1e-4) and hi == pytest.approx(high, abs=1e-4)


def test_wilson_without_games_is_the_whole_range_and_refuses_nonsense() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(3, 2)


def test_seat_swapped_plans_pair_games_on_one_seed_and_swap_the_players() -> None:
    plans = plan_games(5, "greedy", "auto", seed=7)
    assert [(p.japan, p.allied) for p in plans] == [("greedy", "auto"), ("auto", "greedy")] * 2 + [("greedy", "auto")]
    assert plans[0].seed == plans[1].seed == game_seed(7, 0) and plans[2].seed == plans[3].seed == game_seed(7, 1)
    assert len({p.seed for p in plans}) == 3
    same = plan_games(4, "auto", "auto", seed=7)
    assert len({p.seed for p in same}) == 4 and all(p.japan == p.allied == "auto" for p in same)
    assert game_seed(7, 0) != game_seed(8, 0)


@pytest.mark.parametrize(("games", "japan", "allied", "message"), [
    (0, "auto", "auto", "number of games"),
    (4, "best", "auto", "unknown player 'best' for japan"),
    (4, "auto", "", "unknown player '' for allied"),
])
def test_a_batch_that_cannot_run_is_refused_before_any_game(games: int, japan: str, allied: str, message: str) -> None:
    with pytest.raises(BalanceError, match=message):
        plan_games(games, japan, allied)


def _record(index: int, japan: str, allied: str, winner: str | None, vp: int, end: str = "sudden_death") -> GameRecord:
    return GameRecord(GamePlan(index, 100 + index // 2, japan, allied), winner, vp, turns=10 + index, orders=20, actions=4, end=end)


def test_aggregate_counts_each_side_each_player_and_each_seating() -> None:
    # greedy wins 5 of 6 whichever side it plays; Japan wins 3 of 6; one draw
    records = [
        _record(0, "greedy", "auto", "japan", 8), _record(1, "auto", "greedy", "allied", -5),
        _record(2, "greedy", "auto", "japan", 3), _record(3, "auto", "greedy", "allied", -2, "last_unit"),
        _record(4, "greedy", "auto", "japan", 12), _record(5, "auto", "greedy", None, 0, "agreed"),
    ]
    r = BalanceResult("Test", "greedy", "auto", 1, 6, records)
    assert r.swapped and r.games == 6 and r.draws == 1
    assert (r.side_rate("japan").wins, r.side_rate("allied").wins) == (3, 2)
    assert (r.kind_rate("greedy").wins, r.kind_rate("auto").wins) == (5, 0)
    assert r.seatings() == [
        {"japan": "greedy", "allied": "auto", "games": 3, "japan_wins": 3, "allied_wins": 0, "draws": 0},
        {"japan": "auto", "allied": "greedy", "games": 3, "japan_wins": 0, "allied_wins": 2, "draws": 1},
    ]
    assert r.ends() == {"sudden_death": 4, "last_unit": 1, "agreed": 1}
    assert r.mean("turns") == pytest.approx(12.5)
    assert r.sentence() == "Japan wins 50% ± 31% (6 games, greedy vs auto)."
    assert r.player_sentence() == "greedy wins 83% ± 40% against auto, on either side."
    data = r.as_json()
    assert data["players"]["greedy"]["wins"] == 5 and data["sides"]["allied"]["rate"] == pytest.approx(0.3333, abs=1e-4)
    assert data["vp"]["median"] == pytest.approx(1.5) and data["vp"]["min"] == -5 and data["vp"]["max"] == 12


def test_an_engine_failure_is_kept_apart_from_the_games_played() -> None:
    failed = GameRecord(GamePlan(1, 5, "auto", "auto"), error="KeyError: 'x'")
    r = BalanceResult("Test", "auto", "auto", 1, 2, [_record(0, "auto", "auto", "allied", -4), failed])
    assert r.games == 1 and r.failed == [failed] and not r.swapped and "players" not in r.as_json()
    assert r.as_json()["failed"] == [{"seed": 5, "japan": "auto", "allied": "auto", "error": "KeyError: 'x'"}]
    assert r.sentence() == "The Allies win 100% ± 79% (1 game, auto vs auto)."


def test_vp_quantiles_and_histogram_cover_every_game() -> None:
    values = sorted([-7, -3, 0, 0, 2, 5, 9, 30])
    assert quantile(values, 0.5) == 1.0 and quantile(values, 0.0) == -7 and quantile(values, 1.0) == 30
    bars = histogram(values, bins=12)
    assert sum(c for _, _, c in bars) == len(values)
    assert bars[0][0] <= -7 <= bars[0][1] and bars[-1][0] <= 30 <= bars[-1][1]
    widths = {b - a for a, b, _ in bars}
    assert len(widths) == 1 and len(bars) <= 12
    assert histogram([4, 4, 4]) == [(4, 4, 3)]


def test_a_planned_game_is_the_game_play_plays_with_its_seed(demo_ds) -> None:
    from ccp_editor.cli.play import play_game

    scenario = demo_ds.scenarios["demo-beach-landing"]
    plan = plan_games(2, "greedy", "auto", seed=3)[1]
    record = play_planned(scenario, demo_ds, plan)
    summary = play_game(scenario, demo_ds, plan.seed, plan.japan, plan.allied).summary()
    assert (record.winner, record.vp, record.turns, record.orders, record.end) == (
        summary.winner, summary.vp, summary.turns, summary.orders, summary.end)


@pytest.mark.slow  # starts worker processes
def test_the_same_batch_gives_the_same_games_in_process_and_on_two_workers(demo_ds) -> None:
    scenario = demo_ds.scenarios["demo-beach-landing"]
    seen: list[tuple[int, int]] = []
    alone = run_balance(scenario, demo_ds, 4, "greedy", "auto", seed=11, jobs=1, progress=lambda d, t: seen.append((d, t)))
    pooled = run_balance(scenario, demo_ds, 4, "greedy", "auto", seed=11, jobs=2, in_process=False)
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert alone.records == pooled.records and pooled.jobs == 2 and not pooled.cancelled
    assert alone.as_json()["sides"] == pooled.as_json()["sides"]


@pytest.mark.slow  # starts worker processes
def test_a_cancelled_batch_stops_its_workers_and_keeps_the_games_played(demo_ds) -> None:
    scenario = demo_ds.scenarios["demo-beach-landing"]
    done: list[int] = []
    result = run_balance(scenario, demo_ds, 40, "auto", "auto", jobs=2, in_process=False,
                         progress=lambda d, t: done.append(d), cancel=lambda: len(done) >= 2)
    assert result.cancelled and 2 <= result.games < 40 and result.planned == 40
    assert [r.plan.index for r in result.records] == sorted(r.plan.index for r in result.records)
    import multiprocessing

    assert not [p for p in multiprocessing.active_children() if p.is_alive()]


def test_a_scenario_that_cannot_start_stops_the_batch(demo_ds) -> None:
    from dataclasses import replace

    scenario = replace(demo_ds.scenarios["demo-beach-landing"], map="no-such-map")
    with pytest.raises(BalanceError, match="cannot start a game"):
        run_balance(scenario, demo_ds, 2, "auto", "auto", jobs=1)


def test_a_new_player_kind_plays_by_its_name_once_registered(demo_ds, monkeypatch) -> None:
    from ccp_editor.play import players

    with pytest.raises(BalanceError, match="unknown player 'scout'"):
        plan_games(2, "scout", "greedy")
    monkeypatch.setitem(players.PLAYER_KINDS, "scout", players.GreedyPlayer)  # stands in for a new kind
    result = run_balance(demo_ds.scenarios["demo-beach-landing"], demo_ds, 2, "scout", "auto", jobs=1)
    assert result.games == 2 and result.kinds() == ["scout", "auto"]
    assert [(r.plan.japan, r.plan.allied) for r in result.records] == [("scout", "auto"), ("auto", "scout")]
