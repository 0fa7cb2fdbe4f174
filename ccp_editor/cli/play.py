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
from pathlib import Path
from typing import Any

from .errors import CliError

CHOICES_PREFIX = "# choices: "


def load_scenario(ref: str, data: str | None) -> tuple[Any, Any]:
    """The scenario (a file, or an id in the data set) and its data set; CliError when unusable.
    A card game save stands for its scenario (the save itself is returned in its place)."""
    from ..io.dataset import dataset_and_problems, dataset_for, demo_dataset_root, find_dataset_root
    from ..io.documents import read_document
    from ..model.cardgame import CardGameSave
    from ..model.scenario import Scenario

    path = Path(ref)
    if path.suffix in (".yaml", ".yml") or path.is_file():
        if not path.is_file():
            raise CliError(f"{ref}: no such scenario file")
        doc, _, problems = read_document(path)
        errors = [p for p in problems if p.severity == "error"]
        if errors:
            raise CliError(errors[0].format())
        if not isinstance(doc, (Scenario, CardGameSave)):
            raise CliError(f"{ref}: not a scenario (kind {getattr(doc, 'KIND', '?')})")
        if data:
            ds, _ = dataset_and_problems(data)
        else:
            ds = dataset_for(find_dataset_root(path) or path)
        return doc, ds
    root = data or demo_dataset_root()
    if root is None:
        raise CliError("no data set: name a scenario file or --data DIR")
    ds, problems = dataset_and_problems(root)
    sc = ds.scenarios.get(ref)
    unread = [p for p in problems if p.severity == "error" and Path(p.file).stem == ref]
    if sc is None and unread:  # the scenario's file is there but does not load: say why, where
        raise CliError(unread[0].format())
    if sc is None:
        known = ", ".join(sorted(ds.scenarios)) or "none"
        raise CliError(f"unknown scenario {ref!r} (this data set has: {known})")
    return sc, ds


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
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None
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


def _refuse_unplayable(ref: str, scenario: Any, dataset: Any) -> None:
    """Fate decks too small for a hand or with random hexes off the map stop the game before its first
    card, with the place in the file that says so (1.1, 1.3, 1.8, 1.9)."""
    from ..core.validate import playable_problems

    save = getattr(scenario, "KIND", "") == "card_game"
    sides = scenario.scenario.sides if save else scenario.sides
    _refuse_unread_decks(dataset, [sides.japan.nation, sides.allied.nation])
    named = Path(ref) if Path(ref).is_file() else None
    problems = playable_problems(scenario.scenario if save else scenario, dataset, named, "/scenario" if save else "")
    if problems:
        raise CliError(problems[0].format())


def _refuse_unread_decks(dataset: Any, nations: list[str]) -> None:
    """A side's Fate deck listed in the manifest but not loaded: the problem that kept it out, at its
    place, rather than "no Fate deck"."""
    from ..io.dataset import dataset_and_problems

    if all(n in dataset.fate_decks for n in nations) or dataset.root is None or dataset.manifest is None:
        return
    root = Path(str(dataset.root))
    listed = {(root / rel).resolve() for rel in dataset.manifest.fate_decks}
    _, problems = dataset_and_problems(root)
    unread = [p for p in problems if p.severity == "error" and Path(p.file).resolve() in listed]
    if unread:
        raise CliError(f"{unread[0].format()} (a Fate deck of this game box does not load)")


def _run(args: argparse.Namespace) -> int:
    from ..play.players import PLAYER_KINDS, ScriptExhausted

    for side in ("japan", "allied"):
        if getattr(args, side) not in PLAYER_KINDS:
            raise CliError(f"--{side} must be one of: {', '.join(PLAYER_KINDS)}")
    replay = None
    seed = args.seed if args.seed is not None else 1
    if args.replay:
        head, replay = _read_replay(args.replay)
        seed = int(head.get("seed", seed))
    scenario, dataset = load_scenario(args.scenario, args.data)
    _refuse_unplayable(args.scenario, scenario, dataset)
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
        try:
            atomic_write_text(Path(args.log), text, backup=False)
        except OSError as exc:
            raise CliError(f"{args.log}: {exc.strerror or exc}") from None
    if args.json:
        print(json.dumps(summary.as_json()))
    else:
        names = {"japan": "Japan", "allied": "the Allies", None: "nobody"}
        vp = summary.vp
        vp_text = "0" if vp == 0 else f"{abs(vp)} {'Japan' if vp > 0 else 'Allies'}"
        print(f"{scenario.name}: {names[summary.winner]} win{'s' if summary.winner == 'japan' else ''}.")
        print(f"Final VP: {vp_text}. Turns: {summary.turns}. Cards played: {summary.orders} orders, "
              f"{summary.actions} actions; {summary.events} events.")
        print(f"End: {summary.reason}.")
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
    p.add_argument("--log", metavar="FILE", help="write every order, action, event and roll, and the choices made")
    p.add_argument("--replay", metavar="FILE", help="play the game a --log FILE recorded, choice by choice")
    p.add_argument("--data", metavar="DIR", help="the game box (default: the scenario file's, else the demo box)")
    p.set_defaults(func=_run)

