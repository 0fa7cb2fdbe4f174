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
import re
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
    ds, _ = dataset_and_problems(root)
    sc = ds.scenarios.get(ref)
    if sc is None:
        known = ", ".join(sorted(ds.scenarios)) or "none"
        raise CliError(f"unknown scenario {ref!r} (this data set has: {known})")
    return sc, ds


def play_game(scenario: Any, dataset: Any, seed: int, japan: str, allied: str, replay: list[int] | None = None) -> Any:
    from ..play.players import ScriptedPlayer, make_player
    from ..play.results import SessionError
    from ..play.turn import CardGame

    shared = None
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
    if shared is not None and shared.next < len(shared.choices):
        raise ReplayLeftOver(shared.next, len(shared.choices))
    return game


class ReplayLeftOver(Exception):
    """The game ended before the log's recorded answers did: the log is not this game's."""

    def __init__(self, used: int, recorded: int) -> None:
        super().__init__(f"the game ended after {used:,} of the {recorded:,} recorded choices")
        self.used, self.recorded = used, recorded


MAX_REPLAY_BYTES = 16 * 1024 * 1024  # a long game's log is a few hundred KB
MAX_CHOICE = 1_000_000  # a recorded choice is an index into one question's options
SEED_RANGE = (-(2**63), 2**64)


class ReplayLog:
    """A ``--log`` file read through the read gate (a regular file, a byte budget, text): its
    header and recorded choices, each problem positioned (``file:line:col: /pointer: message``)."""

    def __init__(self, path: str) -> None:
        from ..io.gate import read_bounded
        from ..io.yamlio import DocumentError, decode

        self.path = path
        try:
            text = decode(read_bounded(path, MAX_REPLAY_BYTES, what="game logs", text=True), path)
        except DocumentError as exc:
            raise CliError(exc.problem.format()) from None
        self.lines = text.splitlines()
        if not self.lines or not self.lines[0].startswith("# {"):
            raise CliError(self.where(1, 1, "", "not a game log of ccp-editor play (no header line '# {...}')"))
        self.head = self._json(0, 2, dict, "the header")
        last = next((i for i in range(len(self.lines) - 1, 0, -1) if self.lines[i].startswith(CHOICES_PREFIX)), None)
        if last is None:
            raise CliError(self.where(len(self.lines), 1, "", "not a game log of ccp-editor play (no recorded choices line)"))
        self.choices_line = last
        self.choices = self._json(last, len(CHOICES_PREFIX), list, "the recorded choices")
        self.seed = self._seed()
        for key in ("scenario", "japan", "allied"):
            if key in self.head and not isinstance(self.head[key], str):
                raise CliError(self.where(1, self.column(key), f"/{key}", f"must be text, not {self.head[key]!r}"[:200]))
        for i, c in enumerate(self.choices):
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < MAX_CHOICE:
                raise CliError(self.choice_where(i, f"a recorded choice is a whole number from 0 to {MAX_CHOICE - 1:,}, not {c!r}"[:200]))

    def where(self, line: int, column: int, pointer: str, message: str) -> str:
        return f"{self.path}:{line}:{column}: {pointer or '/'}: {message}"

    def _json(self, index: int, start: int, kind: type, what: str) -> Any:
        def refuse(name: str) -> Any:
            raise ValueError(f"{name} is not a number a log can hold")

        try:
            value = json.loads(self.lines[index][start:], parse_constant=refuse)
        except (ValueError, RecursionError) as exc:
            raise CliError(self.where(index + 1, start + 1, "", f"{what} is not valid JSON: {exc}"[:300])) from None
        if not isinstance(value, kind):
            raise CliError(self.where(index + 1, start + 1, "", f"{what} must be a JSON {'object' if kind is dict else 'list'}"))
        return value

    def column(self, key: str) -> int:
        """The column of ``key``'s value in the header line."""
        found = re.search(rf'"{re.escape(key)}"\s*:\s*', self.lines[0])
        return found.end() + 1 if found else 1

    def _seed(self) -> int | None:
        if "seed" not in self.head:
            return None
        seed = self.head["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int) or not SEED_RANGE[0] <= seed < SEED_RANGE[1]:
            raise CliError(self.where(1, self.column("seed"), "/seed",
                                      f"the seed must be a whole number of up to 20 digits, not {seed!r}"[:200]))
        return seed

    def choice_where(self, index: int, message: str) -> str:
        """``message`` at recorded choice ``index`` (its line and column in the log)."""
        line = self.lines[self.choices_line]
        column = len(CHOICES_PREFIX) + 1
        for k, found in enumerate(re.finditer(r"[^\[\],\s][^,\]]*", line[len(CHOICES_PREFIX):])):
            if k == index:
                column = len(CHOICES_PREFIX) + found.start() + 1
                break
        else:
            column = len(line)  # the missing one: at the end of the list
        return self.where(self.choices_line + 1, column, f"/choices/{index}", message)


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

    for side in ("japan", "allied"):
        if getattr(args, side) not in PLAYER_KINDS:
            raise CliError(f"--{side} must be one of: {', '.join(PLAYER_KINDS)}")
    replay = None
    log = None
    seed = args.seed if args.seed is not None else 1
    if args.replay:
        log = ReplayLog(args.replay)
        replay = log.choices
        seed = log.seed if log.seed is not None else seed
    scenario, dataset = load_scenario(args.scenario, args.data)
    if log is not None and isinstance(log.head.get("scenario"), str) and getattr(scenario, "KIND", "") != "card_game" \
            and log.head["scenario"] != scenario.id:
        raise CliError(log.where(1, log.column("scenario"), "/scenario",
                                 f"the log was recorded on scenario {log.head['scenario']!r}, not {scenario.id!r}"[:300]))
    if getattr(scenario, "KIND", "") == "card_game":
        game, seed = _finish_save(args, scenario, dataset), scenario.seed
        scenario = scenario.scenario
    else:
        from ..io.dataset import loaded_kept

        try:
            with loaded_kept():
                game = play_game(scenario, dataset, seed, args.japan, args.allied, replay)
        except ScriptExhausted as exc:
            assert log is not None
            raise CliError(log.choice_where(max(exc.index, 0), f"the log does not replay on this scenario: {exc}")) from None
        except ReplayLeftOver as exc:
            assert log is not None
            raise CliError(log.choice_where(exc.used, f"the log does not replay on this scenario: {exc}; recorded "
                                            f"choice {log.choices[exc.used]} and the {exc.recorded - exc.used - 1:,} after it "
                                            "answer no question")) from None
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

