"""``ccp-editor play SCENARIO``: play a whole card game headless with automatic players.

Both sides are automatic: ``auto`` plays every legal order, action and target with equal chance,
``greedy`` takes the best-looking one. The same scenario, players and seed give the same game,
byte for byte. ``--log FILE`` writes every order, action, event and roll, then the recorded
choices, from which ``--replay FILE`` plays the same game again. Given a card game save (the
window's File > Save of a card game), it plays that game on to its end: the saved answers first,
then ``--japan`` / ``--allied`` in the places of the people who were playing.

Exit codes: 0 the game was played to its end, 2 a usage error (a scenario that does not load or
cannot start, a data set without Fate decks, an unknown player, a log or save that does not replay).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .errors import CliError, write_failed
from .loading import load_scenario

__all__ = ["load_scenario", "play_game"]

CHOICES_PREFIX = "# choices: "


def play_game(scenario: Any, dataset: Any, seed: int, japan: str, allied: str, replay: list[int] | None = None) -> Any:
    from ..play.players import ScriptedPlayer, make_player
    from ..play.results import SessionError
    from ..play.turn import CardGame

    try:
        if replay is not None:
            shared = ScriptedPlayer(replay)
            players = {"japan": shared, "allied": shared}
        else:
            players = {"japan": make_player(japan, f"{seed}:japan"), "allied": make_player(allied, f"{seed}:allied")}
        game = CardGame.create(scenario, dataset, players, seed=seed)  # type: ignore[arg-type]
        game.run()
    except (SessionError, ValueError) as exc:
        raise CliError(str(exc)) from None
    return game


def _read_replay(path: str) -> tuple[dict[str, Any], list[int]]:
    from .streams import input_file

    try:
        with input_file(path, ".log", "game log") as source:
            lines = source.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        head = json.loads(lines[0][2:]) if lines and lines[0].startswith("# ") else None
        tail = next(line for line in reversed(lines) if line.startswith(CHOICES_PREFIX))
        choices = json.loads(tail[len(CHOICES_PREFIX):])
    except (StopIteration, ValueError):
        raise CliError(f"{path}: not a game log of ccp-editor play (no header or no recorded choices)") from None
    if not isinstance(head, dict) or not isinstance(choices, list) or not all(isinstance(c, int) for c in choices):
        raise CliError(f"{path}: not a game log of ccp-editor play")
    return head, choices


def _finish_save(args: argparse.Namespace, save: Any, dataset: Any) -> Any:
    """A card game save played on to its end (its answers, then the automatic players); every
    problem is reported as ``file:line:col: /pointer: message``."""
    from ..core.validate import semantic_problems
    from ..io.documents import read_document
    from ..play.hotseat import ReplayError, finish
    from ..play.results import SessionError

    if args.replay:
        raise CliError("--replay plays a log, not a card game save: give one or the other")
    if args.seed is not None and args.seed != save.seed:
        raise CliError(f"{args.scenario}: the save was shuffled with seed {save.seed}: leave --seed out to play it on")
    _, loaded, _ = read_document(args.scenario)
    if loaded is not None:
        errors = [p for p in semantic_problems(save, loaded, dataset) if p.severity == "error"]
        if errors:
            raise CliError(errors[0].format())
    try:
        return finish(save, dataset, args.japan, args.allied)
    except ReplayError as exc:
        message = f"the game does not replay with this game box: {exc}"
        pointer = f"/answers/{exc.index}"
        raise CliError(loaded.problem(pointer, message).format() if loaded is not None
                       else f"{args.scenario}: {pointer}: {message}") from None
    except (SessionError, ValueError) as exc:
        raise CliError(f"{args.scenario}: {exc}") from None


def _run(args: argparse.Namespace) -> int:
    from ..play.players import PLAYER_KINDS, ScriptExhausted

    if args.log and args.log != "-":  # before the game is played: the log must not land on the scenario or the log replayed
        from .outputs import check_output

        check_output(args.log, [args.scenario, args.replay], "play --log")

    for side in ("japan", "allied"):
        if getattr(args, side) not in PLAYER_KINDS:
            raise CliError(f"--{side} must be one of: {', '.join(PLAYER_KINDS)}")
    from .streams import check_output_folder, is_stdio

    if args.log and not is_stdio(args.log):
        check_output_folder(args.log, args.parents)
    replay = None
    seed = args.seed if args.seed is not None else 1
    if args.replay:
        head, replay = _read_replay(args.replay)
        seed = int(head.get("seed", seed))
    scenario, dataset = load_scenario(args.scenario, args.data)
    if getattr(scenario, "KIND", "") == "card_game":
        game, seed = _finish_save(args, scenario, dataset), scenario.seed
        scenario = scenario.scenario
    else:
        from ..io.dataset import loaded_kept

        try:
            with loaded_kept():
                game = play_game(scenario, dataset, seed, args.japan, args.allied, replay)
        except ScriptExhausted as exc:
            raise CliError(f"{args.replay}: the log does not replay on this scenario: {exc}") from None
    summary = game.summary()
    if args.log:
        from ..io.storage import atomic_write_text

        head = {"scenario": scenario.id, "seed": seed, "japan": args.japan, "allied": args.allied}
        text = "# " + json.dumps(head) + "\n" + "\n".join(game.log) + "\n" + CHOICES_PREFIX + json.dumps(game.choices) + "\n"
        if is_stdio(args.log):
            sys.stdout.write(text)
        else:
            try:
                atomic_write_text(Path(args.log), text, backup=False)
            except OSError as exc:
                return write_failed(args.log, exc)
    stream = sys.stderr if is_stdio(args.log) else sys.stdout  # the log alone on standard output
    if args.json:
        print(json.dumps(summary.as_json()), file=stream)
    else:
        names = {"japan": "Japan", "allied": "the Allies", None: "nobody"}
        vp = summary.vp
        vp_text = "0" if vp == 0 else f"{abs(vp)} {'Japan' if vp > 0 else 'Allies'}"
        print(f"{scenario.name}: {names[summary.winner]} win{'s' if summary.winner == 'japan' else ''}.", file=stream)
        print(f"Final VP: {vp_text}. Turns: {summary.turns}. Cards played: {summary.orders} orders, "
              f"{summary.actions} actions; {summary.events} events.", file=stream)
        print(f"End: {summary.reason}.", file=stream)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "play",
        help="play a whole card game of a scenario headless with automatic players",
        description=(
            "Play a scenario from the first card to the end with both sides automatic (Fate decks from the data "
            "set). The same scenario, players and seed give the same game, byte for byte."
        ),
    )
    p.add_argument("scenario", metavar="SCENARIO",
                   help="a scenario file, a scenario id of the data set, or a card game save to play on to its end")
    p.add_argument("--seed", type=int, default=None,
                   help="seed of the shuffles and the automatic players (default 1; a save keeps its own)")
    p.add_argument("--japan", default="auto", help="auto (random legal) or greedy (default auto)")
    p.add_argument("--allied", default="auto", help="auto (random legal) or greedy (default auto)")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument("--log", metavar="FILE", help="write every order, action, event and roll, and the choices made (- for standard output)")
    p.add_argument("--parents", action="store_true", help="create the --log file's missing folders")
    p.add_argument("--replay", metavar="FILE", help="play the game a --log FILE recorded, choice by choice (- for standard input)")
    p.add_argument("--data", metavar="DIR", help="the game box (default: the scenario file's, else the demo box)")
    p.set_defaults(func=_run)

