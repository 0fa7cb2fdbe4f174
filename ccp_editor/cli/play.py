"""``ccp-editor play SCENARIO``: play a whole card game headless with automatic players.

Both sides are automatic: ``auto`` plays every legal order, action and target with equal chance,
``greedy`` takes the best-looking one, ``ismcts`` plans ahead within ``--budget-ms`` per question
(its look-ahead depends on the time it gets, so its games are kept by ``--log``, not by the seed). The same scenario, players and seed give the same game,
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
import sys
from pathlib import Path
from typing import Any

from .errors import CliError, write_failed
from .loading import load_scenario

__all__ = ["load_scenario", "play_game"]

CHOICES_PREFIX = "# choices: "


def play_game(scenario: Any, dataset: Any, seed: int, japan: str, allied: str, replay: list[int] | None = None,
              budget_ms: float | None = None) -> Any:
    """The game played to its end through the game state (``play/engine.py``): by the automatic
    players, or answer by answer from a recorded log. Returns the ``CardGame`` (log, choices, summary)."""
    from ..play.engine import GameState, play
    from ..play.players import ScriptedPlayer, make_player
    from ..play.results import SessionError

    shared = None
    try:
        if replay is not None:
            shared = ScriptedPlayer(replay)
            players: dict[str, Any] = {"japan": shared, "allied": shared}
        else:
            players = {"japan": make_player(japan, f"{seed}:japan", budget_ms=budget_ms),
                       "allied": make_player(allied, f"{seed}:allied", budget_ms=budget_ms)}
        state = GameState.new(scenario, dataset, seed=seed)
        play(state, players)
    except (SessionError, ValueError) as exc:
        raise CliError(str(exc)) from None
    if shared is not None and shared.next < len(shared.choices):
        raise ReplayLeftOver(shared.next, len(shared.choices))
    return state.game


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

    def __init__(self, path: str, display: str | None = None) -> None:
        from ..io.gate import read_bounded
        from ..io.yamlio import DocumentError, decode

        self.path = display or path
        try:
            text = decode(read_bounded(path, MAX_REPLAY_BYTES, self.path, what="game logs", text=True), self.path)
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
    log = None
    seed = args.seed if args.seed is not None else 1
    if args.replay:
        from .streams import input_file

        with input_file(args.replay, ".log", "game log") as source:
            log = ReplayLog(str(source), "<stdin>" if args.replay == "-" else args.replay)
        replay = log.choices
        seed = log.seed if log.seed is not None else seed
    scenario, dataset = load_scenario(args.scenario, args.data)
    if log is not None and isinstance(log.head.get("scenario"), str) and getattr(scenario, "KIND", "") != "card_game" \
            and log.head["scenario"] != scenario.id:
        raise CliError(log.where(1, log.column("scenario"), "/scenario",
                                 f"the log was recorded on scenario {log.head['scenario']!r}, not {scenario.id!r}"[:300]))
    _refuse_unplayable(args.scenario, scenario, dataset)
    if getattr(scenario, "KIND", "") == "card_game":
        game, seed = _finish_save(args, scenario, dataset), scenario.seed
        scenario = scenario.scenario
    else:
        from ..io.dataset import loaded_kept

        try:
            with loaded_kept():
                game = play_game(scenario, dataset, seed, args.japan, args.allied, replay, args.budget_ms)
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


def thinking_time(text: str) -> float:
    """``--budget-ms``: a planner's thinking time per question."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of milliseconds: {text!r}") from None
    if not 1 <= value <= 600_000:
        raise argparse.ArgumentTypeError("the thinking time is 1 to 600000 ms per question")
    return value


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
    p.add_argument("--japan", default="auto",
                   help="auto (random legal), greedy (the best-looking answer) or ismcts (plans ahead; default auto)")
    p.add_argument("--allied", default="auto",
                   help="auto (random legal), greedy (the best-looking answer) or ismcts (plans ahead; default auto)")
    p.add_argument("--budget-ms", type=thinking_time, default=None, metavar="MS",
                   help="the ismcts player's thinking time per question in milliseconds (default 100)")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument("--log", metavar="FILE", help="write every order, action, event and roll, and the choices made (- for standard output)")
    p.add_argument("--parents", action="store_true", help="create the --log file's missing folders")
    p.add_argument("--replay", metavar="FILE", help="play the game a --log FILE recorded, choice by choice (- for standard input)")
    p.add_argument("--data", metavar="DIR", help="the game box (default: the scenario file's, else the demo box)")
    p.set_defaults(func=_run)

