"""``ccp-editor los MAP FROM TO``: line of sight between two hexes, with markers and night.

MAP is a map file or the id of a map of the data set the current folder belongs to (else the
demo data set). The answer names the hex, terrain, shape and rule behind a block or hindrance.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from .errors import CliError
from .loading import load_map as load_loaded_map

if TYPE_CHECKING:
    from ..model.mapdoc import MapDocument
    from ..model.ruleset import RuleSet


def load_map(ref: str, data: str | None = None) -> tuple[MapDocument, RuleSet]:
    """A map by file path or by id (in the ``--data`` game box, else the current one), with its rules."""
    lm = load_loaded_map(ref, data)
    return lm.doc, lm.ruleset()


def _hex(engine, text: str, what: str) -> str:  # noqa: ANN001 - LosEngine, imported lazily
    candidate = text.strip().upper()
    if candidate not in engine.index:
        raise CliError(f"{what} {text!r} is not a hex of map {engine.map.id!r}")
    return candidate


def _run(args: argparse.Namespace) -> int:
    from ..core.los import LosEngine, LosError, Markers

    map_doc, ruleset = load_map(args.map, args.data)
    engine = LosEngine(map_doc, ruleset)
    frm = _hex(engine, args.frm, "FROM")
    to = _hex(engine, args.to, "TO")
    smoke: dict[str, int] = {}
    # the hindrances of the rule set's smoke markers (T95): what a marker on the map can show
    most = max((m.hindrance for m in ruleset.smoke_cup), default=8) if ruleset is not None else 8
    for item in args.smoke:
        hex_text, sep, value = item.partition("=")
        shown = item if len(item) <= 40 else item[:37] + "..."
        if not sep or not value.strip().isdigit() or len(value.strip()) > 3 or int(value) > most:
            raise CliError(f"--smoke wants HEX=N (a hindrance 1-{most}), not {shown!r}")
        smoke[_hex(engine, hex_text, "--smoke hex")] = int(value)
    markers = Markers(
        smoke=smoke,
        blaze={_hex(engine, h, "--blaze hex") for h in args.blaze},
        night=args.night,
        starshells={_hex(engine, h, "--starshell hex") for h in args.starshell},
    )
    caves = {_hex(engine, h, "--inside-cave hex") for h in args.inside_cave}
    for h in caves - {frm, to}:
        raise CliError(f"--inside-cave {h}: the hex must be FROM or TO (the unit inside the cave)")
    try:
        result = engine.query(frm, to, markers, aircraft=args.aircraft, cave_from=frm in caves, cave_to=to in caves)
    except LosError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        out = {"from": frm, "to": to, **result.as_json()}
        print(json.dumps(out, indent=1))
        return 0
    line = f"{frm} -> {to}: {result.result}"
    if result.result == "hindered":
        line += f" (hindrance {result.hindrance})"
    print(line)
    for c in result.by:
        shape = f", shape {c.shape}" if c.shape else ""
        value = f" {c.hindrance}" if c.hindrance is not None else ""
        print(f"  {c.hex}: {c.terrain}{value} (rule {c.rule}{shape})")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("los", help="line of sight between two hexes of a map (rules 16, T88, T89, F102)")
    p.add_argument("map", metavar="MAP", help="map file, or a map id of the data set")
    p.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    p.add_argument("frm", metavar="FROM", help="firer's hex, e.g. C7")
    p.add_argument("to", metavar="TO", help="target's hex")
    p.add_argument("--smoke", action="append", default=[], metavar="HEX=N", help="smoke marker with hindrance N")
    p.add_argument("--blaze", action="append", default=[], metavar="HEX", help="blaze marker")
    p.add_argument("--night", action="store_true", help="night: hindrance = range (18.3)")
    p.add_argument("--starshell", action="append", default=[], metavar="HEX", help="starshell (7.2)")
    p.add_argument("--aircraft", action="store_true", help="the firer is an aircraft (level 5)")
    p.add_argument("--inside-cave", action="append", default=[], metavar="HEX",
                   help="the unit in HEX (FROM or TO) is inside a cave: it sees and is seen only downslope (F102.2)")
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    p.set_defaults(func=_run)
