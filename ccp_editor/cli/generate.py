"""``ccp-editor generate`` and ``ccp-editor rsg-stats``.

Exit codes: 0 done, 1 a problem found (a data set that does not load, a generated scenario that
fails validation), 2 a usage error (unknown map, option, year or nation; a bad choices file),
130 interrupted (rsg-stats still reports what it did).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import OUTSIDE_BOX_HELP, CliError, write_failed
from .loading import load_dataset_dir

if TYPE_CHECKING:
    from ..rsg.context import RsgData


def _load(data_dir: str | None) -> tuple[Any, RsgData] | None:
    """The data set and its prepared form; None (after printing the problems) when it fails to load."""
    from ..rsg.context import RsgError, prepare

    ds = load_dataset_dir(data_dir)
    if ds is None:
        return None
    try:
        return ds, prepare(ds)
    except RsgError as exc:
        raise CliError(f"{ds.root}: {exc}") from None


def _overrides(pairs: list[str] | None, data: RsgData) -> dict[str, str]:
    from ..rsg.context import RsgError, resolve_options

    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--option takes KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    try:
        resolve_options(data.ruleset, out)
    except RsgError as exc:
        raise CliError(str(exc)) from None
    return out


MAX_COUNT = 100_000  # scenario files one generate writes
MAX_STATS = 1_000_000  # scenarios rsg-stats draws (as the window's statistics)


def _shown(number: int) -> str:
    """A number from the command line as a message shows it: a huge one cut short."""
    text = str(number)
    return text if len(text) <= 30 else text[:27] + "..."


def _output_path(base: str, seed: int, count: int) -> Path:
    p = Path(base)
    if count == 1:
        return p
    return p.with_name(f"{p.stem}-{seed}{p.suffix or '.yaml'}")


def _validation_errors(sc: Any, ds: Any) -> list[str]:
    """Every problem of a generated scenario: its shape (the compiled schema check of the object as it
    would be written, with jsonschema's messages when it fails), then the rules checks, which assume
    a valid shape."""
    from ..core.checks import check_scenario
    from ..io.documents import leaf_error, object_schema_errors

    leaves = [leaf_error(e) for e in object_schema_errors("scenario", sc)]  # an optional field's own error
    out = [f"/{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in leaves]
    if out:
        return out
    return [f"{f.pointer}: {f.message}" for f in check_scenario(sc, ds) if f.severity == "error"]


def _warn_draft(map_id: str | None, data: RsgData) -> None:
    """A draft map is used only when named, and then with a warning (it may be half-traced)."""
    if map_id is not None and map_id in data.draft_map_ids:
        print(f"ccp-editor: warning: map {map_id!r} is a draft (not marked ready): the battle may be incomplete", file=sys.stderr)


def _claim_output(sc: Any, path: Path, ds: Any, claimed: dict[Path, str]) -> None:
    """Make ``-o`` safe: never overwrite a file that is not a scenario, and inside the game box give
    the battle an id no other scenario file uses (two files with one id would stop the box loading)."""
    from ..io.documents import read_document
    from ..io.gamebox import inside_box, kind_label, propose_id, taken_ids

    replaced_id = None
    if path.exists():
        if not path.is_file():
            raise CliError(f"cannot write {path}: it is not a regular file")
        doc = read_document(path)[0]
        kind = getattr(doc, "KIND", None)
        if kind is None:
            raise CliError(f"refusing to overwrite {path}: it is not a scenario document")
        if kind != "scenario":
            what = "the game box manifest" if kind == "dataset" else kind_label(kind)
            raise CliError(f"refusing to overwrite {path}: it holds {_article(what)}, not a scenario")
        replaced_id = getattr(doc, "id", None)
    root = getattr(ds, "root", None)
    if root is None or not inside_box(Path(root), path):
        return
    taken = (taken_ids(ds, "scenario") | set(claimed.values())) - {replaced_id}
    if sc.id in taken:
        new_id = propose_id(sc.id, taken)
        print(f"ccp-editor: the id {sc.id!r} is used by another scenario of the game box; {path} gets {new_id!r}", file=sys.stderr)
        sc.id = new_id
    claimed[path.resolve()] = sc.id


def _article(what: str) -> str:
    return what if what.startswith(("a ", "an ", "the ")) else ("an " if what[0] in "aeiou" else "a ") + what


def _generate(args: argparse.Namespace) -> int:
    from ..core.maphexes import maps_unchanged
    from ..rsg.context import RsgError
    from ..rsg.deciders import load_answers
    from ..rsg.summary import weapon_ids
    from .streams import check_output_folder, is_stdio

    if not 1 <= args.count <= MAX_COUNT:
        raise CliError(f"--count must be at least 1 and at most {MAX_COUNT:,}, not {_shown(args.count)}")
    if is_stdio(args.output):
        args.output = None  # -o -: the scenario YAML on standard output, as without -o
    elif args.output:
        check_output_folder(args.output, args.parents)
    loaded = _load(args.data)
    if loaded is None:
        return 1
    ds, data = loaded
    overrides = _overrides(args.option, data)
    allied = args.allied.upper() if args.allied else None
    answers = None
    if args.choices:
        from .streams import input_file

        with input_file(args.choices, ".yaml", "choices file") as source:
            try:
                answers = load_answers(source)
            except RsgError as exc:
                raise CliError(str(exc).replace(str(source), "<stdin>") if args.choices == "-" else str(exc)) from None
    _warn_draft(args.map, data)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    machine_stdout = args.summary_json or not args.output
    log_stream = sys.stderr if machine_stdout else sys.stdout
    carried = weapon_ids(data.counters)
    with maps_unchanged():  # the maps are read once and never edited while the battles are checked
        return _generate_each(args, ds, data, seed, overrides, answers, allied, carried, log_stream)


def _generate_each(args: argparse.Namespace, ds: Any, data: RsgData, seed: int, overrides: dict[str, str],
                   answers: Any, allied: str | None, carried: frozenset[str], log_stream: Any) -> int:
    from ..io.storage import document_text, save_document
    from ..rsg.context import RsgError
    from ..rsg.deciders import ScriptedDecider
    from ..rsg.engine import auto_decider, generate
    from ..rsg.summary import format_log, summary_line

    status = 0
    claimed: dict[Path, str] = {}
    for k in range(args.count):
        s = seed + k
        decider = ScriptedDecider(answers, fallback=auto_decider(s)) if answers is not None else None
        try:
            sc = generate(data, s, options=overrides, decider=decider, map_id=args.map, year=args.year, allied=allied)
        except RsgError as exc:
            raise CliError(str(exc)) from None
        errors = _validation_errors(sc, ds)
        if errors:
            status = 1
            for e in errors:
                print(f"seed {s}: {e}", file=sys.stderr)
        if args.log:
            print(format_log(sc), file=log_stream)
        if args.summary_json:
            print(summary_line(sc, carried))
        if args.output:
            path = _output_path(args.output, s, args.count)
            from .outputs import check_output

            check_output(path, [args.choices], "generate", box_files=False)  # scenarios are its own kind
            _claim_output(sc, path, ds, claimed)
            try:
                save_document(sc, path, outside_box=args.outside_box)
            except OSError as exc:
                return write_failed(path, exc)
        elif not args.summary_json:
            if k:
                print("---")
            sys.stdout.write(document_text(sc))
    return status


class _Progress:
    """A progress bar on stderr: done/total, rate and time left."""

    def __init__(self, total: int, stream: Any = None) -> None:
        self.total = total
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()

    def __call__(self, done: int) -> None:
        elapsed = time.perf_counter() - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        left = (self.total - done) / rate if rate > 0 else 0.0
        width = 30
        filled = int(width * done / max(self.total, 1))
        bar = "#" * filled + "." * (width - filled)
        self.stream.write(f"\rrsg-stats [{bar}] {done}/{self.total} {rate:,.0f}/s {left:,.0f} s left ")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def _stats(args: argparse.Namespace) -> int:
    from ..rsg.context import RsgError
    from ..rsg.stats import run_stats

    if not 1 <= args.n <= MAX_STATS:
        raise CliError(f"-n must be at least 1 and at most {MAX_STATS:,}, not {_shown(args.n)}")
    loaded = _load(args.data)
    if loaded is None:
        return 1
    _, data = loaded
    overrides = _overrides(args.option, data)
    if args.map is not None and args.map not in data.ds.maps:
        raise CliError(f"unknown map {args.map!r} (the data set has: {', '.join(sorted(data.ds.maps))})")
    _warn_draft(args.map, data)
    progress = _Progress(args.n)
    every = max(1, min(1000, args.n // 100))
    try:
        stats, interrupted = run_stats(data, args.n, args.seed, options=overrides, map_id=args.map, progress=progress, every=every)
    except RsgError as exc:
        raise CliError(str(exc)) from None
    progress.close()
    report = stats.as_json()
    report["first_seed"] = args.seed
    report["requested"] = args.n
    report["interrupted"] = interrupted
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(stats.format_text())
    if interrupted:
        print(f"ccp-editor: rsg-stats interrupted after {stats.count} of {args.n} scenarios", file=sys.stderr)
        return 130
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser(
        "generate",
        help="generate random scenarios (the CC:P random scenario generation)",
        description=(
            "Run the random scenario generation: pre-steps (map, orientation, year, Allied nation, Player 1) and "
            "steps 1-15. The same data set, options and seed give the same scenario, byte for byte."
        ),
    )
    p.add_argument("--seed", type=int, help="seed of the first scenario (default: a random one, recorded in the output)")
    p.add_argument("--count", type=int, default=1, help="how many scenarios: seeds N .. N+K-1 (default 1)")
    p.add_argument("--map", metavar="ID", help="fix the map (a draft map is used only when named here)")
    p.add_argument("--year", type=int, help="fix the year")
    p.add_argument("--allied", metavar="US|CW", help="fix the Allied nation")
    p.add_argument("--data", metavar="DIR", help="data set folder (default: the demo data set)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="set a house-rule option (repeatable)")
    p.add_argument("--choices", metavar="FILE", help="YAML/JSON answer list for the players' choices (the rest: auto; - for standard input)")
    p.add_argument("-o", "--output", metavar="FILE", help="write the scenario here (with --count: FILE-<seed>.yaml; - or none: standard output)")
    p.add_argument("--parents", action="store_true", help="create the output file's missing folders")
    p.add_argument("--outside-box", action="store_true", help=OUTSIDE_BOX_HELP)
    p.add_argument("--log", action="store_true", help="print the step-by-step log")
    p.add_argument("--json", "--summary-json", dest="summary_json", action="store_true",
                   help="print one JSON summary line per scenario (--summary-json is the older name)")
    p.set_defaults(func=_generate)

    p = sub.add_parser(
        "rsg-stats",
        help="distributions over many generated scenarios",
        description="Generate N scenarios (seeds S .. S+N-1) and report the distributions; Ctrl-C stops and reports.",
    )
    p.add_argument("-n", type=int, required=True, metavar="N", help="how many scenarios")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--data", metavar="DIR", help="data set folder (default: the demo data set)")
    p.add_argument("--map", metavar="ID", help="fix the map")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="set a house-rule option (repeatable)")
    p.set_defaults(func=_stats)
