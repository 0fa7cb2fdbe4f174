"""``ccp-editor box import SOURCE --data DIR``: bring forces, Fate decks, tables, maps and scenarios
from another game box (the demo, a friend's) into an own box.

Prints one line per document (copied, copied under a new id, already there, refused and why) and
exits 0 when everything asked for is in the box; 1 when a document is refused (nothing is written
then, unless ``--on-clash skip`` leaves the refused ones out); 2 for a usage error (not a box, the
demo as target, an unknown kind). ``--dry-run`` says what would happen and writes nothing; ``--json``
prints the plan as JSON.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from .errors import CliError, write_failed

ACTION_WORDS = {"copy": "copy", "rename": "copy as", "same": "already there", "refuse": "refused"}


def _source(text: str) -> Path:
    from ..io.gamebox import shipped_demo_root

    if text == "demo":
        demo = shipped_demo_root()
        if demo is None:
            raise CliError("the demo game box is not installed with this copy of the app")
        return demo
    return Path(text)


def _import(args: argparse.Namespace) -> int:
    from ..io.boximport import apply_import, plan_import
    from ..io.gamebox import GameBoxError

    try:
        plan = plan_import(_source(args.source), args.data, args.only, rename=args.on_clash == "rename")
    except (GameBoxError, ValueError) as exc:
        raise CliError(str(exc)) from None
    refused = plan.refused
    write = not args.dry_run and (not refused or args.on_clash == "skip")
    written: list[Path] = []
    if write:
        try:
            written = apply_import(plan)
        except GameBoxError as exc:
            raise CliError(str(exc)) from None
        except OSError as exc:
            return write_failed(args.data, exc)
    if args.json:
        out = plan.as_json()
        out["written"] = [str(p) for p in written]
        out["dry_run"] = bool(args.dry_run)
        print(json.dumps(out, indent=2))
    else:
        for s in plan.steps:
            label = f"{s.offer.title}: {s.offer.name}"
            word = ACTION_WORDS[s.action]
            if s.action == "rename":
                word = f"copy as {s.new_id}"
            where = f" -> {s.target.relative_to(plan.target)}" if s.target is not None and s.writes else ""
            why = f" ({s.why()})" if s.why() and s.action != "rename" else ""
            print(f"{word}: {label}{where}{why}")
        if not plan.steps:
            print("nothing to import: the source box has no such documents")
        if args.dry_run:
            print("dry run: nothing written")
        elif refused and not write:
            print("nothing written: leave the refused documents out (--only, or --on-clash skip)"
                  " or copy clashing ids under new ones (--on-clash rename)")
        elif written:
            print(f"wrote {len(written)} files into {plan.target}")
    return 1 if refused and args.on_clash != "skip" else 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("box", help="work with a whole game box: import documents from another box")
    bsub = p.add_subparsers(dest="box_command", metavar="WHAT")
    bsub.required = True
    i = bsub.add_parser(
        "import",
        help="copy forces, Fate decks, tables, maps and scenarios from another game box into yours",
        description="Copies the chosen documents of SOURCE (a game box folder, or 'demo' for the demo box that"
        " comes with the app) into the box DIR: each keeps its provenance, ids are checked against the box, a map"
        " brings its scan and a scenario brings its map and forces when the box lacks them; the manifest is"
        " updated last. Exit 0: done; 1: a document was refused (nothing written); 2: usage error.",
    )
    i.add_argument("source", metavar="SOURCE", help="the game box to copy from ('demo' for the demo box)")
    i.add_argument("--data", required=True, metavar="DIR", help="your game box, where the copies go")
    i.add_argument(
        "--only",
        metavar="KINDS",
        help="comma-separated: forces, fate-decks, chits, fortifications, tables (chits and fortifications),"
        " ruleset, maps, scenarios; one document as KIND:KEY (forces:JP, maps:demo-inland). Default: everything",
    )
    i.add_argument(
        "--on-clash",
        choices=("refuse", "rename", "skip"),
        default="refuse",
        help="an id or nation the box already uses: refuse the import (default), copy under a new id (rename),"
        " or leave those documents out (skip)",
    )
    i.add_argument("--dry-run", action="store_true", help="say what would be copied; write nothing")
    i.add_argument("--json", action="store_true", help="print the plan (and the files written) as JSON")
    i.set_defaults(func=_import)
