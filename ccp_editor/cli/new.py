"""``ccp-editor new dataset|map|scenario``: start a game box, a map from a scan, a scenario on a map.

Each prints the files it wrote and exits 0; a duplicate id, a missing map, an unreadable or
non-image scan, or a folder that is not a game box is one line on stderr and exit 2, with nothing
half-written left behind. The shipped demo box is read-only: make an own copy first.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .errors import CliError, write_failed
from .streams import add_json, add_parents, check_output_folder, emit_json


def _writable_box(folder: str) -> Path:
    from ..io.gamebox import GameBoxError, is_shipped_demo, require_box

    try:
        root = require_box(folder)
    except GameBoxError as exc:
        raise CliError(str(exc)) from None
    if is_shipped_demo(root):
        raise CliError(
            f"{folder} is the demo game box shipped with the app, which is read-only:"
            " make your own copy with: ccp-editor new dataset DIR --from-demo"
        )
    return root


def _print_written(args: argparse.Namespace, paths: list[Path], **report: object) -> None:
    if args.json:
        emit_json({**report, "written": [str(p) for p in paths]})
        return
    for p in paths:
        print(p)


def _new_dataset(args: argparse.Namespace) -> int:
    from ..io.gamebox import GameBoxError, create_box

    name = args.name or Path(args.dir).name or "My game box"
    check_output_folder(Path(args.dir), args.parents)  # the folder's own folder must exist
    try:
        written = create_box(args.dir, name, from_demo=args.from_demo, box_id=args.id)
    except GameBoxError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        return write_failed(args.dir, exc)
    _print_written(args, written, kind="dataset", name=name)
    return 0


def _new_map(args: argparse.Namespace) -> int:
    from ..io.gamebox import GameBoxError, create_map

    root = _writable_box(args.data)
    try:
        doc, written = create_map(
            root, args.scan, args.id, args.name or "", args.columns, args.rows, args.orientation, args.parity
        )
    except GameBoxError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        return write_failed(f"the map {args.id}", exc)
    _print_written(args, written, kind="map", id=doc.id, status=doc.status)
    if not args.json:
        print(f"map {doc.id} created as a draft: calibrate it (three hexes), trace it, then: ccp-editor map status {doc.id} --data {args.data} --set ready")
    return 0


def _new_scenario(args: argparse.Namespace) -> int:
    from ..core.newscenario import ScenarioSetupError, SideChoice, build_scenario
    from ..io.dataset import load_dataset
    from ..io.gamebox import GameBoxError, id_problem, save_new_document, taken_ids

    root = _writable_box(args.data)
    ds, _problems = load_dataset(root)
    if ds.ruleset is None:
        raise CliError(f"{args.data}: the game box's rule set does not load")
    if args.map not in ds.maps:
        known = ", ".join(sorted(ds.maps)) or "none"
        raise CliError(f"unknown map {args.map!r} (game box {ds.id} has: {known})")
    problem = id_problem("scenario", args.id, taken_ids(ds, "scenario"))
    if problem:
        raise CliError(problem)
    year = args.year if args.year is not None else ds.ruleset.years[0]
    allied = (args.allied or "US").upper()
    try:
        sc = build_scenario(
            ds,
            args.map,
            args.id,
            args.name or args.id,
            year,
            SideChoice("JP", args.japan_posture, args.japan_ob),
            SideChoice(allied, args.allied_posture, args.allied_ob),
            japan_edge=args.japan_edge,
        )
        written = save_new_document(root, sc)
    except (ScenarioSetupError, GameBoxError) as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        return write_failed(f"the scenario {args.id}", exc)
    draft = ds.maps[args.map].status != "ready"
    _print_written(args, written, kind="scenario", id=sc.id, map=args.map, map_is_draft=draft)
    if draft and not args.json:
        print(f"note: map {args.map} is still a draft")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("new", help="start a game box, a map from a scan, or a scenario")
    nsub = p.add_subparsers(dest="new_command", metavar="WHAT")
    nsub.required = True

    d = nsub.add_parser(
        "dataset",
        help="a new game box folder: empty (the built-in rule set only) or a copy of the demo",
        description="Creates DIR (new or empty) with dataset.yaml, schemas/ and folders for forces, tables, maps and"
        " scenarios. With --from-demo the demo box's documents are copied in (still marked demo data).",
    )
    d.add_argument("dir", metavar="DIR", help="the folder to create")
    d.add_argument("--from-demo", action="store_true", help="copy the demo box's forces, tables, maps and scenarios")
    d.add_argument("--name", metavar="NAME", help="the box's name (default: the folder name)")
    d.add_argument("--id", metavar="ID", help="the box's id (default: from the name)")
    add_parents(d)
    add_json(d, "{kind, name, written: [files]}")
    d.set_defaults(func=_new_dataset)

    m = nsub.add_parser(
        "map",
        help="a draft map over a scan image (PNG, JPEG or TIFF), copied into the box",
        description="Copies the scan into MAPS/scans/ and writes MAPS/ID.yaml as a draft map with the grid set up;"
        " calibrate and trace it in the map editor, then mark it ready with: map status ID --set ready.",
    )
    m.add_argument("--data", required=True, metavar="DIR", help="game box folder")
    m.add_argument("--scan", required=True, metavar="IMAGE", help="the scan image")
    m.add_argument("--id", required=True, metavar="ID", help="the map's id (unique in the box)")
    m.add_argument("--name", metavar="NAME", help="the map's name (default: the id)")
    m.add_argument("--columns", type=int, default=15, metavar="C", help="hex columns (default 15, lettered A-O)")
    m.add_argument("--rows", type=int, default=10, metavar="R", help="hex rows (default 10)")
    m.add_argument("--orientation", choices=("flat", "pointy"), default="flat", help="hex orientation (default flat)")
    m.add_argument(
        "--parity", choices=("odd", "even"), default="odd", help="which columns sit half a hex lower (default odd: B, D, F...)"
    )
    add_json(m, "{kind, id, status, written: [files]}")
    m.set_defaults(func=_new_map)

    s = nsub.add_parser(
        "scenario",
        help="a scenario on a map of the box, setup areas filled from the posture depths",
        description="Writes SCENARIOS/ID.yaml: both sides with their posture, hand size, discard limit and setup"
        " area (RSG 10) and the sudden death space (RSG 12). With --japan-ob/--allied-ob the side's order limit,"
        " Initiative and units come from that OB card, ready to set up on the board.",
    )
    s.add_argument("--data", required=True, metavar="DIR", help="game box folder")
    s.add_argument("--map", required=True, metavar="MAP", help="map id of the box")
    s.add_argument("--id", required=True, metavar="ID", help="the scenario's id (unique in the box)")
    s.add_argument("--name", metavar="NAME", help="the scenario's name (default: the id)")
    s.add_argument("--year", type=int, metavar="Y", help="the year (default: the rule set's first)")
    s.add_argument("--allied", metavar="US|CW", help="the Allied nation (default US)")
    s.add_argument("--japan-posture", default="attacker", metavar="POSTURE", help="default attacker")
    s.add_argument("--allied-posture", default="defender", metavar="POSTURE", help="default defender")
    s.add_argument("--japan-ob", metavar="OB_ID", help="Japan's forces from this OB card")
    s.add_argument("--allied-ob", metavar="OB_ID", help="the Allies' forces from this OB card")
    s.add_argument("--japan-edge", choices=("top", "bottom", "left", "right"), default="top", help="Japan's edge (default top)")
    add_json(s, "{kind, id, map, map_is_draft, written: [files]}")
    s.set_defaults(func=_new_scenario)
