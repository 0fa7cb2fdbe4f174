"""``ccp-editor validate`` and ``ccp-editor schemas``: checking documents against schemas and rules."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from .errors import CliError


def _validate(args: argparse.Namespace) -> int:
    from ..core.maphexes import maps_unchanged
    from ..core.validate import UsageError, validate_paths

    if not args.paths:
        raise CliError("validate: name at least one file or folder (- for standard input)")
    if "-" in args.paths:
        return _validate_stdin(args)
    args.paths = [_path_or_id(p) for p in args.paths]
    try:
        with maps_unchanged():  # a command reading files edits no map: each map's key is worked out once
            problems = validate_paths(args.paths)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    problems += _card_game_replays(args.paths, problems)
    _print_problems(args, problems)
    return 1 if any(p.severity == "error" for p in problems) else 0


ID_KINDS = ("scenario", "map", "forces", "fate_deck", "ruleset", "objective_chits", "fortification_ob")


def _path_or_id(arg: str) -> str:
    """A PATH that is no file or folder but the id of one document of the game box holding the current
    folder (else the demo box) names that document; anything else is left for the usual 'no such file'."""
    from .loading import document_path

    if Path(arg).exists() or "/" in arg or "\\" in arg or Path(arg).suffix:
        return arg
    found = set()
    for kind in ID_KINDS:
        try:
            found.add(document_path(arg, kind))
        except CliError:
            continue
    if len(found) > 1:
        raise CliError(f"{arg} names several documents ({', '.join(sorted(map(str, found)))}): give the file")
    return str(found.pop()) if found else arg


def _validate_stdin(args: argparse.Namespace) -> int:
    """``validate -``: one document read from standard input, checked against the game box holding the
    current folder (else the demo box), reported as ``<stdin>:LINE:COL``."""
    import sys

    from ..core.validate import validate_text
    from ..io.dataset import dataset_for, demo_dataset_root, find_dataset_root
    from ..io.yamlio import DocumentError, decode
    from .streams import MAX_STDIN_BYTES

    if args.paths != ["-"]:
        raise CliError("validate: - (standard input) cannot be mixed with files")
    raw = sys.stdin.buffer.read(MAX_STDIN_BYTES + 1)
    root = find_dataset_root(Path.cwd()) or demo_dataset_root()
    try:
        text = decode(raw, "<stdin>")
        problems = validate_text(text, "<stdin>", dataset_for(root) if root is not None else None)
    except DocumentError as exc:
        problems = [exc.problem]
    _print_problems(args, problems)
    return 1 if any(p.severity == "error" for p in problems) else 0


def _print_problems(args: argparse.Namespace, problems: list) -> None:  # noqa: ANN001 - io Problems
    if args.json:
        print(json.dumps([p.as_json() for p in problems], indent=1))
    else:
        for p in problems:
            print(p.format() if p.severity == "error" else f"{p.format()} [{p.severity}]")


def _card_game_replays(paths: list[str], found: list) -> list:  # noqa: ANN001 - io Problems
    """Card game saves without other errors, replayed on their game box: an answer that no longer
    fits its question is a problem at ``/answers/N`` (only the game knows its questions' options)."""
    from ..core.validate import iter_document_files
    from ..io.dataset import dataset_for
    from ..io.documents import read_document
    from ..model.cardgame import CardGameSave
    from ..play.hotseat import HotseatSession, ReplayError
    from ..play.results import SessionError

    failed = {str(Path(p.file).resolve()) for p in found if p.severity == "error"}
    out = []
    for path in iter_document_files(paths):
        if str(path.resolve()) in failed:
            continue
        doc, loaded, _ = read_document(path)
        if not isinstance(doc, CardGameSave) or loaded is None:
            continue
        try:
            HotseatSession.from_save(doc, dataset_for(path), keep=False)
        except ReplayError as exc:
            out.append(loaded.problem(f"/answers/{exc.index}", f"the game does not replay with this game box: {exc}"))
        except (SessionError, ValueError, KeyError) as exc:
            out.append(loaded.problem("/scenario", f"the game cannot be played with this game box: {exc}"))
    return out


def _schemas(args: argparse.Namespace) -> int:
    import sys

    from ..io.schemas import same_text, schema_files, write_schemas
    from .streams import check_output_folder

    folder = Path(args.dir)
    if args.check:
        stale = [name for name, text in schema_files().items() if not same_text(folder / name, text)]
        if args.json:
            print(json.dumps({"dir": str(folder), "schemas": list(schema_files()), "stale": stale}, indent=1))
        for name in stale:
            print(f"{folder / name}: out of date (run: ccp-editor schemas --write)", file=sys.stderr if args.json else sys.stdout)
        return 1 if stale else 0
    if args.write:
        check_output_folder(folder / "x", args.parents)  # the folder must exist, or --parents
        written = [str(p) for p in write_schemas(folder)]
        if args.json:
            print(json.dumps({"dir": str(folder), "written": written}, indent=1))
        else:
            print("\n".join(written))
        return 0
    if args.json:
        print(json.dumps({"schemas": list(schema_files())}, indent=1))
        return 0
    for name in schema_files():
        print(name)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="check documents: schema, then rules and references")
    p.add_argument("paths", nargs="*", metavar="PATH", help="files and/or folders (searched recursively), ids of documents of the game box; - for one document on standard input")
    p.add_argument("--json", action="store_true", help="print the problems as a JSON list")
    p.set_defaults(func=_validate)

    p = sub.add_parser("schemas", help="list, write or check the JSON Schemas of every document kind")
    p.add_argument("--dir", default="schemas", help="folder of schema files (default: schemas)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--write", action="store_true", help="write the schema files")
    g.add_argument("--check", action="store_true", help="exit 1 if the files differ from the models")
    p.add_argument("--parents", action="store_true", help="with --write: create the folder if it is missing")
    p.add_argument("--json", action="store_true", help="print the schemas (written, or stale with --check) as one JSON object")
    p.set_defaults(func=_schemas)
