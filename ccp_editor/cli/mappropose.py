"""``ccp-editor map propose``: terrain proposed from a map's calibrated scan, the map's traced
areas serving as the samples of what each terrain looks like (DESIGN §7)."""

from __future__ import annotations

import argparse
import json
import sys

from .errors import CliError, write_failed
from .loading import load_map


def add_parser(msub: argparse._SubParsersAction) -> None:
    pp = msub.add_parser(
        "propose",
        help="propose terrain areas and hill levels from the calibrated scan, the traced areas as samples",
        description=(
            "Reads the map's scan, learns what each terrain looks like from the areas already traced "
            "(one small area per Type is enough; a traced hill level gives that level's tint) and proposes "
            "the rest of the map. Nothing traced by hand is overwritten."
        ),
    )
    pp.add_argument("map", metavar="MAP", help="map file or map id")
    pp.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    pp.add_argument("--types", metavar="LIST", help="only these terrain Types, comma-separated (e.g. jungle,bush)")
    pp.add_argument("--write", action="store_true", help="add the proposed areas to the map file (atomic save)")
    pp.add_argument("--json", action="store_true", help="print the proposal summary as JSON")
    pp.set_defaults(func=_cmd_propose)


def _progress(quiet: bool):
    def report(share: float, what: str) -> bool:
        if not quiet:
            bar = "#" * int(share * 30)
            print(f"\r[{bar:<30}] {what:<28}", end="", file=sys.stderr, flush=True)
        return True

    return report


def _cmd_propose(args: argparse.Namespace) -> int:
    from ..core.calibration import CalibrationError
    from ..core.propose import ProposalError, propose, samples_from_map, summarise
    from ..core.proposeeval import with_proposal
    from ..gui.render import RenderError, load_scan
    from ..gui.scanarray import rgb_array
    from ..io.storage import save_document

    lm = load_map(args.map, args.data)
    if args.write and lm.path is not None:
        from .outputs import check_not_demo

        check_not_demo(lm.path, "map propose --write")  # before the work: the shipped demo box stays as it is
    rs = lm.ruleset()
    types = None
    if args.types:
        types = [t.strip() for t in args.types.split(",") if t.strip()]
        chart = rs.terrain_by_id()
        unknown = [t for t in types if t not in chart or chart[t].kind != "type"]
        if unknown:
            raise CliError(f"not a terrain Type of the rule set: {', '.join(unknown)} (Types: {', '.join(t.id for t in rs.terrain if t.kind == 'type')})")
    if lm.doc.scan is None:
        print(f"{lm.display}: the map has no scan to propose from", file=sys.stderr)
        return 1
    try:
        image, transform = load_scan(lm.doc, lm.path)
    except RenderError as exc:
        print(f"{lm.display}: {exc}", file=sys.stderr)
        return 1
    samples = samples_from_map(lm.doc, types)
    if not samples:
        print(f"{lm.display}: no traced area to learn from: trace one small area of each terrain (and of each hill level) first", file=sys.stderr)
        return 1
    from ..core.calibration import Calibration

    cal = Calibration(transform, transform.inverse(), (), 0.0)
    quiet = args.json or not sys.stderr.isatty()
    try:
        proposal = propose(rgb_array(image), lm.doc, samples, calibration=cal, types=types, progress=_progress(quiet))
    except (ProposalError, CalibrationError) as exc:
        print(f"{lm.display}: {exc}", file=sys.stderr)
        return 1
    finally:
        if not quiet:
            print(file=sys.stderr)
    lines = summarise(lm.doc, proposal, rs)
    chart = rs.terrain_by_id()
    if args.json:
        print(json.dumps({"map": lm.doc.id, "written": bool(args.write), "notes": proposal.notes, "proposed": [
            {"what": ln.what, "areas": ln.areas, "hexes": list(ln.hexes)} for ln in lines]}, indent=1))
    else:
        print(f"map {lm.doc.id}: proposed from the scan")
        if not lines:
            print("  nothing: every terrain the samples show is traced already")
        for ln in lines:
            name = chart[ln.what].name if ln.what in chart else ln.what.replace("level", "hill level")
            where = f": {', '.join(ln.hexes[:12])}{' ...' if len(ln.hexes) > 12 else ''}" if ln.hexes else ""
            print(f"  {name}: {ln.areas} area(s), {len(ln.hexes)} hex(es) change{where}")
        for note in proposal.notes:
            print(f"note: {note}")
    if args.write and not proposal.empty:
        if lm.path is None:
            raise CliError(f"map {lm.doc.id!r} has no file to write to")
        from ..core.mapsave import tidy_for_save

        doc = tidy_for_save(with_proposal(lm.doc, proposal), rs).doc
        try:
            save_document(doc, lm.path)
        except OSError as exc:
            return write_failed(lm.path, exc)
        if not args.json:
            print(f"wrote {len(proposal.terrain)} area(s) and {len(proposal.levels)} hill level area(s) to {lm.path}")
    return 0
