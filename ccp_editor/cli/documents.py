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
        raise CliError("validate: name at least one file or folder")
    try:
        with maps_unchanged():  # a command reading files edits no map: each map's key is worked out once
            problems = validate_paths(args.paths)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    problems += _card_game_replays(args.paths, problems)
    if args.json:
        print(json.dumps([p.as_json() for p in problems], indent=1))
    else:
        for p in problems:
            print(p.format() if p.severity == "error" else f"{p.format()} [{p.severity}]")
    return 1 if any(p.severity == "error" for p in problems) else 0


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
            HotseatSession.from_save(doc, dataset_for(path))
        except ReplayError as exc:
            out.append(loaded.problem(f"/answers/{exc.index}", f"the game does not replay with this game box: {exc}"))
        except (SessionError, ValueError, KeyError) as exc:
            out.append(loaded.problem("/scenario", f"the game cannot be played with this game box: {exc}"))
    return out


def _schemas(args: argparse.Namespace) -> int:
    from ..io.schemas import same_text, schema_files, write_schemas

    folder = Path(args.dir)
    if args.check:
        stale = [name for name, text in schema_files().items() if not same_text(folder / name, text)]
        for name in stale:
            print(f"{folder / name}: out of date (run: ccp-editor schemas --write)")
        return 1 if stale else 0
    if args.write:
        for path in write_schemas(folder):
            print(path)
        return 0
    for name in schema_files():
        print(name)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="check documents: schema, then rules and references")
    p.add_argument("paths", nargs="*", metavar="PATH", help="files and/or folders (searched recursively)")
    p.add_argument("--json", action="store_true", help="print the problems as a JSON list")
    p.set_defaults(func=_validate)

    p = sub.add_parser("schemas", help="list, write or check the JSON Schemas of every document kind")
    p.add_argument("--dir", default="schemas", help="folder of schema files (default: schemas)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--write", action="store_true", help="write the schema files")
    g.add_argument("--check", action="store_true", help="exit 1 if the files differ from the models")
    p.set_defaults(func=_schemas)
