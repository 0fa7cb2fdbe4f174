"""``ccp-editor map ...`` and ``ccp-editor render``: per-hex terrain, derivation checks, calibration
and pictures of a map, from the command line.

MAP is a map file, or the id of a map in the data set the current folder belongs to (else the demo
data set shipped with the app).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import OUTSIDE_BOX_HELP, CliError, write_failed
from .loading import LoadedMap, load_map
from .streams import add_json, add_parents

if TYPE_CHECKING:  # the implementations load when a map command runs, not when the parser is built
    from ..core.hexgrid import HexGrid
    from ..core.terrain import Derivation
    from ..model.mapdoc import HexInfo, MapDocument
    from ..model.ruleset import RuleSet


# ----------------------------------------------------------------------------- map hexes


def hex_rows(m: MapDocument, info: dict[str, HexInfo], grid: HexGrid) -> list[dict]:
    """One plain record per hex, in grid order (A1, A2, ... O10)."""
    objective_at = {hex_id: int(number) for number, hex_id in m.objectives.items()}
    exits: dict[str, dict] = {}
    for e in m.exit_points:
        exits.setdefault(e.hex, {"edge": e.edge, "value": e.value})
    rows = []
    for hex_id in grid.hex_ids:
        h = info.get(hex_id)
        if h is None:
            continue
        rows.append(
            {
                "id": hex_id,
                "terrain": h.terrain,
                "features": [{"type": f.type, "hexsides": list(f.hexsides)} for f in h.features],
                "level": h.level,
                "crest": h.crest,
                "water": h.water,
                "building": h.building,
                "objective": objective_at.get(hex_id),
                "exit_point": exits.get(hex_id),
                "override": hex_id in m.overrides,
            }
        )
    return rows


def _cmd_hexes(args: argparse.Namespace) -> int:
    from ..core.hexgrid import HexGrid
    from ..core.terrain import derive

    lm = load_map(args.map, args.data)
    grid = HexGrid(lm.doc.grid)
    if args.cached:
        info = {h: i for h in grid.hex_ids if (i := lm.doc.hex_info(h)) is not None}
    else:
        info = derive(lm.doc, lm.ruleset()).effective
    rows = hex_rows(lm.doc, info, grid)
    if args.json:
        print(json.dumps({"map": lm.doc.id, "hexes": rows}, indent=None if args.compact else 1))
        return 0
    header = f"{'hex':<5}{'terrain':<15}{'lvl':>3} {'crest':<6}{'water':<6}{'building':<12}{'obj':<4}{'exit':<10}features"
    print(f"map {lm.doc.id} ({len(rows)} hexes){' [cached]' if args.cached else ''}")
    print(header)
    for r in rows:
        feats = " ".join(f"{f['type']}:{'/'.join(map(str, f['hexsides'])) or '-'}" for f in r["features"])
        exit_point = f"{r['exit_point']['edge']}={r['exit_point']['value']}" if r["exit_point"] else ""
        terrain = r["terrain"] + ("*" if r["override"] else "")
        print(
            f"{r['id']:<5}{terrain:<15}{r['level']:>3} {'crest' if r['crest'] else '':<6}"
            f"{'water' if r['water'] else '':<6}{r['building'] or '':<12}{r['objective'] or '':<4}{exit_point:<10}{feats}"
        )
    if lm.doc.overrides:
        print("* an override applies to this hex")
    return 0


# ----------------------------------------------------------------------------- map derive


def _tolerance(value: float | None) -> float | None:
    if value is not None and not (0.0 <= value <= 0.5):
        raise CliError(f"--tolerance must be between 0 and 0.5 (hex units a drawing may cross a hexside by), not {value:g}")
    return value


def _report(lm: LoadedMap, d: Derivation, rs: RuleSet, tolerance: float | None) -> None:
    from ..core.terrain import derive

    tol = lm.doc.grid.overlap_tolerance if tolerance is None else tolerance
    for f in d.problems:
        suffix = "" if f.severity == "error" else f" [{f.severity}]"
        print(f"{lm.where(f.pointer)}: {f.message}{suffix}")
    if d.ambiguous:
        low = derive(lm.doc, rs, tol * 0.5).hexes
        high = derive(lm.doc, rs, tol * 2.0).hexes
        print(f"ambiguous hexes (the Type changes if the hexside tolerance {tol:g} is halved or doubled): {len(d.ambiguous)}")
        for h in d.ambiguous:
            print(f"  {h}: {d.hexes[h].terrain} (x0.5: {low[h].terrain}, x2: {high[h].terrain})")
    else:
        print(f"ambiguous hexes: none (tolerance {tol:g})")
    if d.overridden:
        print(f"overrides that win: {len(d.overridden)}")
        for h in d.overridden:
            a, b = d.hexes[h], d.effective[h]
            changes = [
                f"{name} {getattr(b, name)} (shapes give {getattr(a, name)})"
                for name in ("terrain", "level", "crest", "water")
                if getattr(a, name) != getattr(b, name)
            ]
            reason = lm.doc.overrides[h].reason
            print(f"  {h}: {', '.join(changes)}{f' - {reason}' if reason else ''}")
    else:
        print("overrides that win: none")


def _cmd_derive(args: argparse.Namespace) -> int:
    from ..core.terrain import cache_differences, derive, repair_report
    from ..io.storage import save_document

    tolerance = _tolerance(args.tolerance)
    lm = load_map(args.map, args.data)
    rs = lm.ruleset()
    if args.repair:
        repaired, notes = repair_report(lm.doc)
        for note in notes:
            print(f"repair: {note}")
        if not notes:
            print("repair: nothing to repair")
        lm.doc = repaired
    d = derive(lm.doc, rs, tolerance)
    report: dict = _derive_json(lm, d, rs, tolerance) if args.json else {}
    if not args.json:
        _report(lm, d, rs, tolerance)
    errors = [f for f in d.problems if f.severity == "error"]
    if args.check:
        diffs = cache_differences(lm.doc.hexes, d.hexes)
        if args.json:
            report["cache_differences"] = {h: list(what) for h, what in diffs.items()}
            print(json.dumps(report, indent=1))
            return 1 if diffs or errors else 0
        if diffs:
            print(f"stored hex cache disagrees with the shapes in {len(diffs)} hex(es):")
            for h, what in diffs.items():
                print(f"  {h}: {'; '.join(what)}")
            print(f"fix: ccp-editor map derive {args.map} --write")
            return 1
        print(f"stored hex cache matches the shapes ({len(d.hexes)} hexes)")
        return 1 if errors else 0
    if args.write:
        if lm.path is None:
            raise CliError(f"map {lm.doc.id!r} has no file to write to")
        from .outputs import check_not_demo

        check_not_demo(lm.path, "map derive --write")
        lm.doc.hexes = d.hexes
        if tolerance is not None:
            lm.doc.grid.overlap_tolerance = tolerance
        from ..core.mapsave import tidy_for_save

        lm.doc = tidy_for_save(lm.doc, rs, d).doc  # points at tracing precision, as every save writes them
        try:
            save_document(lm.doc, lm.path, outside_box=args.outside_box)
        except OSError as exc:
            return write_failed(lm.path, exc)
        if args.json:
            report["written"] = str(lm.path)
        else:
            print(f"wrote {len(d.hexes)} derived hexes to {lm.path}")
    if args.json:
        print(json.dumps(report, indent=1))
    return 1 if errors else 0


def _derive_json(lm: LoadedMap, d: Derivation, rs: RuleSet, tolerance: float | None) -> dict:
    """What ``map derive`` prints, as one object: problems, ambiguous hexes, overrides that win."""
    from ..core.terrain import derive

    tol = lm.doc.grid.overlap_tolerance if tolerance is None else tolerance
    low = derive(lm.doc, rs, tol * 0.5).hexes if d.ambiguous else {}
    high = derive(lm.doc, rs, tol * 2.0).hexes if d.ambiguous else {}
    return {
        "map": lm.doc.id,
        "tolerance": tol,
        "hexes": len(d.hexes),
        "problems": [{"where": lm.where(f.pointer), "pointer": f.pointer, "message": f.message, "severity": f.severity}
                     for f in d.problems],
        "ambiguous": [{"hex": h, "terrain": d.hexes[h].terrain, "half_tolerance": low[h].terrain,
                       "double_tolerance": high[h].terrain} for h in d.ambiguous],
        "overridden": [{"hex": h, "reason": lm.doc.overrides[h].reason,
                        **{name: getattr(d.effective[h], name) for name in ("terrain", "level", "crest", "water")}}
                       for h in d.overridden],
    }


# ----------------------------------------------------------------------------- map calibrate


def _cmd_calibrate(args: argparse.Namespace) -> int:
    from ..core.calibration import CalibrationError, map_calibration

    lm = load_map(args.map, args.data)
    if lm.doc.scan is None:
        print(f"{lm.display}: no scan to calibrate")
        return 1
    try:
        cal = map_calibration(lm.doc)
    except CalibrationError as exc:
        print(f"{lm.where('/scan/control_points')}: {exc}")
        return 1
    assert cal is not None
    t = cal.transform
    if args.json:
        out = {
            "map": lm.doc.id,
            "transform": {k: getattr(t, k) for k in "abcdef"},
            "scale_px_per_unit": t.scale,
            "rotation_degrees": t.rotation_degrees,
            "residuals": [{"hex": r.hex, "dx": r.dx, "dy": r.dy, "px": r.distance} for r in cal.residuals],
            "rms_px": cal.rms,
        }
        print(json.dumps(out, indent=1))
        return 0
    print(f"map {lm.doc.id}: {len(cal.residuals)} control points on {lm.doc.scan.file}")
    print(f"  px = {t.a:.4f} x + {t.b:.4f} y + {t.c:.2f}")
    print(f"  py = {t.d:.4f} x + {t.e:.4f} y + {t.f:.2f}")
    print(f"  scale {t.scale:.3f} px per grid unit, rotation {t.rotation_degrees:+.3f} degrees")
    for r in cal.residuals:
        print(f"  {r.hex:<4} residual {r.distance:6.2f} px  (dx {r.dx:+.2f}, dy {r.dy:+.2f})")
    print(f"  RMS {cal.rms:.2f} px")
    return 0


# ----------------------------------------------------------------------------- render


def _cmd_render(args: argparse.Namespace) -> int:
    from .streams import emit_json, output_file, report_stream

    lm = load_map(args.map, args.data)
    out = Path(args.output)
    fmt = args.format or out.suffix.lower().lstrip(".")
    if args.output == "-" and not args.format:
        raise CliError("render: with -o - (standard output) say the picture's --format png or svg")
    if fmt not in ("png", "svg"):
        raise CliError(f"render: the output must end in .png or .svg, not {out.name!r}")
    from .outputs import check_output

    check_output(out, [lm.path], "render")
    from ..gui.render import RenderError, render_to_file
    from ..io.gate import GateError, scan_file

    if args.scan and lm.doc.scan is not None:
        try:  # the read gate, before Qt sees the file: inside the box, a PNG, JPEG or TIFF by content
            scan_file(lm.doc.scan.file, lm.path)
        except GateError as exc:
            raise CliError(f"{lm.where('/scan/file')}: {exc}") from None
    try:
        with output_file(args.output, f".{fmt}", args.parents) as target:
            try:
                render_to_file(lm.doc, target, px_per_hex=args.scale, scan=args.scan, map_path=lm.path)
            except RenderError as exc:
                raise CliError(f"render: {exc}") from None
    except OSError as exc:
        return write_failed(args.output, exc)
    stream = report_stream(args.output)
    if args.json:
        emit_json({"map": lm.doc.id, "file": args.output, "format": fmt, "scan": args.scan, "scale": args.scale}, stream)
    else:
        print(f"wrote {args.output}", file=stream)
    return 0


# ----------------------------------------------------------------------------- registration


def _cmd_status(args: argparse.Namespace) -> int:
    """Show a map's status (draft/ready) with what still keeps it a draft; ``--set`` changes it."""
    from ..core.readiness import readiness_problems
    from ..io.storage import save_document

    lm = load_map(args.map, args.data)
    doc = lm.doc
    reasons = readiness_problems(doc)
    if args.set is None:
        if args.json:
            print(json.dumps({"map": doc.id, "status": doc.status, "not_ready": reasons}, indent=1))
            return 0
        print(f"{doc.id}: {doc.status}")
        for r in reasons:
            print(f"  not ready: {r}")
        if not reasons and doc.status == "draft":
            print("  every check passes: mark it ready with --set ready")
        return 0
    from ..io.gamebox import is_shipped_demo

    if lm.ds.root is not None and is_shipped_demo(lm.ds.root):
        raise CliError("the demo game box shipped with the app is read-only: make your own copy with: ccp-editor new dataset DIR --from-demo")
    if args.set == "ready" and reasons:
        if args.json:
            print(json.dumps({"map": doc.id, "status": doc.status, "not_ready": reasons, "written": None}, indent=1))
        print(f"ccp-editor: map {doc.id} cannot be marked ready:", file=sys.stderr)
        for r in reasons:
            print(f"  {r}", file=sys.stderr)
        return 1
    if lm.path is None:
        raise CliError(f"map {doc.id} has no file to write")
    if doc.status != args.set:
        if args.set == "ready":
            from ..core.readiness import mark_ready

            doc = mark_ready(doc, lm.ruleset())  # the derived hex cache is stored fresh with the status
        else:
            doc.status = args.set
        try:
            save_document(doc, lm.path, outside_box=args.outside_box)
        except OSError as exc:
            return write_failed(lm.path, exc)
        from ..io.dataset import clear_cache

        clear_cache()
        written = str(lm.path)
        if not args.json:
            print(lm.path)
    else:
        written = None
    if args.json:
        print(json.dumps({"map": doc.id, "status": doc.status, "not_ready": [], "written": written}, indent=1))
    else:
        print(f"{doc.id}: {doc.status}")
    return 0


# ----------------------------------------------------------------------------- map export-geojson / import-geojson

SPACE_NAMES = {"grid": "grid", "scan": "pixels"}


def _cmd_export_geojson(args: argparse.Namespace) -> int:
    from ..core.geojson import GeoJsonError, write_geojson
    from .outputs import check_output
    from .streams import emit_json, output_file, report_stream

    lm = load_map(args.map, args.data)
    if args.output != "-":
        check_output(args.output, [lm.path, lm.path.parent / lm.doc.scan.file if lm.path and lm.doc.scan else None],
                     "map export-geojson")
    if args.world_file and lm.path is not None and lm.doc.scan is not None:
        from .outputs import check_not_demo

        check_not_demo(lm.path.parent / lm.doc.scan.file, "map export-geojson --world-file")  # written beside the scan
    with output_file(args.output, ".geojson", args.parents) as target:
        try:
            write_geojson(lm.doc, target, SPACE_NAMES[args.space])
        except GeoJsonError as exc:
            raise CliError(f"{lm.display}: {exc}") from None
        except OSError as exc:
            return write_failed(args.output, exc)
    n = len(lm.doc.shapes.terrain) + len(lm.doc.shapes.levels) + len(lm.doc.shapes.lines)
    stream = report_stream(args.output)
    if args.json:
        emit_json({"map": lm.doc.id, "file": args.output, "space": args.space, "shapes": n}, stream)
    else:
        print(f"{args.output}: {n} shapes in {args.space} space", file=stream)
    if args.world_file:
        from ..core.georef import GeorefError, write_georeference

        try:
            world, points = write_georeference(lm.doc, lm.path, SPACE_NAMES[args.space])
        except GeorefError as exc:
            print(f"{lm.display}: {exc}", file=sys.stderr)
            return 1
        except OSError as exc:
            return write_failed(f"the world file of {lm.display}", exc)
        print(f"{world}: world file (QGIS lays the scan under the shapes)", file=stream)
        print(f"{points}: control points for QGIS's Georeferencer", file=stream)
    return 0


def _cmd_import_geojson(args: argparse.Namespace) -> int:
    from ..core.geojson import GeoJsonError, GeoJsonSpaceUnknown, merge_shapes, read_geojson
    from ..core.terrain import derive
    from ..io.storage import save_document
    from .outputs import check_not_demo
    from .streams import emit_json, input_file

    lm = load_map(args.map, args.data)
    if lm.path is None:
        raise CliError(f"map {lm.doc.id!r} has no file to write to")
    check_not_demo(lm.path, "map import-geojson")
    name = "<stdin>" if args.file == "-" else args.file
    with input_file(args.file, ".geojson") as source:
        try:
            shapes, notes = read_geojson(source, lm.doc, SPACE_NAMES[args.space] if args.space else None)
        except GeoJsonSpaceUnknown as exc:
            raise CliError(f"{name}: {exc} with --space grid or --space scan") from None
        except GeoJsonError as exc:
            text = str(exc).replace(str(source), name)
            print(text if text.startswith(name) else f"{name}: {text}", file=sys.stderr)
            return 1
    for note in notes:
        print(f"{name}: {note}", file=sys.stderr)
    from ..core.mapsave import tidy_for_save

    lm.doc.shapes = merge_shapes(lm.doc.shapes, shapes, replace=args.replace)
    lm.doc.hexes = derive(lm.doc, lm.ruleset()).hexes
    lm.doc = tidy_for_save(lm.doc, lm.ruleset()).doc  # points at tracing precision, as every save writes them
    from ..core.importcheck import import_errors

    errors = import_errors(lm.doc, lm.path, lm.ds)
    if errors:
        for p in errors:
            print(f"{lm.path}: {p.pointer}: {p.message}", file=sys.stderr)
        print(f"{lm.path}: not changed: with the shapes of {args.file} the map would have {len(errors)} problem(s)", file=sys.stderr)
        return 1
    try:
        save_document(lm.doc, lm.path, outside_box=args.outside_box)
    except OSError as exc:
        return write_failed(lm.path, exc)
    n = len(shapes.terrain) + len(shapes.levels) + len(shapes.lines)
    if args.json:
        emit_json({"map": lm.doc.id, "written": str(lm.path), "file": args.file, "shapes": n, "replace": args.replace,
                   "hexes": len(lm.doc.hexes), "notes": notes})
    else:
        print(f"{lm.path}: {'replaced by' if args.replace else 'added'} {n} shapes from {name}; {len(lm.doc.hexes)} hexes derived")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("map", help="per-hex terrain, derivation checks and calibration of a map")
    msub = p.add_subparsers(dest="map_command", metavar="ACTION")
    msub.required = True

    h = msub.add_parser("hexes", help="every hex with its effective terrain (overrides applied)")
    h.add_argument("map", metavar="MAP", help="map file or map id")
    h.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    h.add_argument(
        "--json", action="store_true", help="print JSON: {map, hexes: [...]}; override is true where an override applies"
    )
    h.add_argument("--compact", action="store_true", help="with --json: one line")
    h.add_argument("--cached", action="store_true", help="use the stored hex cache instead of deriving")
    h.set_defaults(func=_cmd_hexes)

    d = msub.add_parser(
        "derive",
        help="derive hexes from the shapes: ambiguous hexes, overrides, geometry problems",
        description="Exit codes: 0 fine, 1 geometry errors or (with --check) a stale cache, 2 usage error.",
    )
    d.add_argument("map", metavar="MAP", help="map file or map id")
    d.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    g = d.add_mutually_exclusive_group()
    g.add_argument("--write", action="store_true", help="store the derived hexes in the map file (atomic save)")
    d.add_argument("--outside-box", action="store_true", help=OUTSIDE_BOX_HELP)
    g.add_argument("--check", action="store_true", help="exit 1 if the stored hexes disagree with the shapes")
    d.add_argument("--repair", action="store_true", help="repair invalid geometry first (saved only with --write)")
    d.add_argument("--tolerance", type=float, metavar="T", help="hexside tolerance in hex units (centre to corner = 1): how far a drawing may cross a hexside and still be tracing slop")
    add_json(d, "{map, tolerance, hexes, problems, ambiguous, overridden[, cache_differences][, written]}")
    d.set_defaults(func=_cmd_derive)

    c = msub.add_parser("calibrate", help="fit the scan calibration: transform, residuals, RMS")
    c.add_argument("map", metavar="MAP", help="map file or map id")
    c.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=_cmd_calibrate)

    st = msub.add_parser(
        "status",
        help="a map's status (draft or ready) and what keeps it a draft",
        description="Only ready maps are drawn by the generator and offered by the wizard. --set ready refuses"
        " (exit 1, with the reasons) until the scan is calibrated, the hexes derived, the five objectives, the"
        " Exit Points and the Artillery Boxes placed.",
    )
    st.add_argument("map", metavar="MAP", help="map id (of the --data game box) or map file")
    st.add_argument("--data", metavar="DIR", help="game box folder (default: the one holding the current folder)")
    st.add_argument("--set", choices=("ready", "draft"), help="change the status")
    st.add_argument("--outside-box", action="store_true", help=OUTSIDE_BOX_HELP)
    add_json(st, "{map, status, not_ready, written}")
    st.set_defaults(func=_cmd_status)

    from .mappropose import add_parser as add_propose

    add_propose(msub)

    eg = msub.add_parser("export-geojson", help="write the traced shapes as GeoJSON (RFC 7946, opens in QGIS)")
    eg.add_argument("map", metavar="MAP", help="map file or map id")
    eg.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    eg.add_argument("-o", "--output", required=True, metavar="FILE", help="the .geojson file to write (- for standard output)")
    eg.add_argument("--world-file", action="store_true",
                    help="also write a world file (.pgw/.jgw/.tfw) and a QGIS .points file next to the scan")
    eg.add_argument("--space", choices=sorted(SPACE_NAMES), default="grid",
                    help="grid coordinates (default) or scan pixels (lies on the scan in QGIS)")
    add_parents(eg)
    add_json(eg, "{map, file, space, shapes}")
    eg.set_defaults(func=_cmd_export_geojson)

    ig = msub.add_parser("import-geojson", help="add (or --replace) traced shapes from a GeoJSON file")
    ig.add_argument("map", metavar="MAP", help="map file or map id (rewritten with the shapes and derived hexes)")
    ig.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    ig.add_argument("file", metavar="FILE", help="the .geojson file to read (- for standard input)")
    add_json(ig, "{map, written, file, shapes, replace, hexes, notes}")
    ig.add_argument("--space", choices=sorted(SPACE_NAMES),
                    help="the file's coordinates; required when the file does not say")
    ig.add_argument("--replace", action="store_true", help="replace every traced shape instead of adding")
    ig.add_argument("--outside-box", action="store_true", help=OUTSIDE_BOX_HELP)
    ig.set_defaults(func=_cmd_import_geojson)

    r = sub.add_parser("render", help="draw a map to PNG or SVG (terrain, levels, grid, objectives, exits)")
    r.add_argument("map", metavar="MAP", help="map file or map id")
    r.add_argument("--data", metavar="DIR", help="game box folder to look MAP up in (default: the one holding the current folder, else the demo box)")
    r.add_argument("-o", "--output", required=True, metavar="OUT", help="OUT.png or OUT.svg (- for standard output, with --format)")
    r.add_argument("--format", choices=("png", "svg"), help="the picture's format (default: from OUT's ending)")
    add_parents(r)
    add_json(r, "{map, file, format, scan, scale}")
    r.add_argument("--scan", action="store_true", help="draw the calibrated scan underneath")
    r.add_argument("--scale", type=float, default=80.0, metavar="PX_PER_HEX", help="pixels per hex width (default 80)")
    r.set_defaults(func=_cmd_render)
