"""``ccp-editor bench``: performance figures as JSON."""

from __future__ import annotations

import argparse
import json

from ..cli.errors import CliError


def _bench(args: argparse.Namespace) -> int:
    from . import run_bench

    only = [n.strip() for n in args.only.split(",") if n.strip()] if args.only else None
    try:
        if args.scale <= 0:
            raise CliError("bench: --scale must be positive")
        figures = run_bench(only, progress=not args.json, scale=args.scale)
    except KeyError as exc:
        raise CliError(f"bench: unknown figure {exc.args[0]!r}") from None
    print(json.dumps(figures, indent=None if args.json else 2))
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="measure performance figures (printed as JSON)")
    p.add_argument("--json", action="store_true", help="one line of JSON, no progress on stderr")
    p.add_argument("--only", metavar="NAME,NAME", help="measure only these figures")
    p.add_argument(
        "--scale", type=float, default=1, metavar="N",
        help="multiply the workload of the figures of whole commands (scenarios, game box size, scan area) by N",
    )
    p.set_defaults(func=_bench)
