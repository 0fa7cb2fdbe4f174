"""``ccp-editor sheet SCENARIO -o FILE.pdf|FILE.png|- [--side japan|allied] [--paper auto|a4|letter]
[--language system|en|it]``: the printable sheet, headless, in the player's language and paper.

The same sheet as the desktop app's Export scenario sheet (``gui/scenario/sheet.py``), laid out by Qt
offscreen: the public copy by default, a player's copy (with that side's secret chits) with ``--side``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .errors import CliError, write_failed
from .streams import add_json, add_parents


def _cmd_sheet(args: argparse.Namespace) -> int:
    from ..model.scenario import Scenario
    from .loading import load_scenario
    from .streams import emit_json, output_file, report_stream

    out = Path(args.output)
    fmt = args.format or out.suffix.lower().lstrip(".")
    if args.output == "-" and not args.format:
        raise CliError("sheet: with -o - (standard output) say the sheet's --format pdf or png")
    if fmt not in ("pdf", "png"):
        raise CliError(f"sheet: the output must end in .pdf or .png, not {out.name!r}")
    doc, ds = load_scenario(args.scenario, args.data)  # a file or a scenario id of the game box, as play takes
    if not isinstance(doc, Scenario):
        raise CliError(f"sheet: {args.scenario} is a {getattr(doc, 'KIND', '?')} document, not a scenario")
    if args.output != "-":
        from .outputs import check_output

        check_output(out, [args.scenario], "sheet")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is shown: print without a display
    from ..gui.i18n import install_translator, resolve_language
    from ..gui.render import ensure_gui_app
    from ..gui.scenario.sheet import SheetError, export_pdf, export_png

    ensure_gui_app()
    install_translator(resolve_language(None if args.language == "system" else args.language))  # the player's language
    owner = args.side or "public"
    pages = 1
    try:
        with output_file(args.output, f".{fmt}", args.parents) as target:
            try:
                if fmt == "png":
                    export_png(doc, ds, target, owner)
                else:
                    pages = export_pdf(doc, ds, target, owner, args.paper)
            except SheetError as exc:
                print(f"{args.output}: {exc}", file=sys.stderr)
                return 1
    except OSError as exc:
        return write_failed(args.output, exc)
    stream = report_stream(args.output)
    if args.json:
        emit_json({"scenario": doc.id, "file": args.output, "format": fmt, "copy": owner, "pages": pages}, stream)
    elif fmt == "png":
        print(f"{args.output}: sheet ({owner} copy)", file=stream)
    else:
        print(f"{args.output}: sheet ({owner} copy), {pages} page(s)", file=stream)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sheet", help="print a scenario's sheet to PDF or PNG (no window needed)")
    p.add_argument("scenario", metavar="SCENARIO", help="a scenario file or a scenario id of the game box")
    p.add_argument("--data", metavar="DIR", help="the game box (default: the scenario file's, else the demo box)")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="FILE.pdf or FILE.png (- for standard output, with --format)")
    p.add_argument("--format", choices=("pdf", "png"), help="the sheet's format (default: from FILE's ending)")
    add_parents(p)
    add_json(p, "{scenario, file, format, copy, pages}")
    p.add_argument("--side", choices=("japan", "allied"), help="a player's copy with that side's secret chits (default: public copy)")
    p.add_argument("--paper", choices=("auto", "a4", "letter"), default="auto",
                   help="the PDF's paper (default auto: Letter in the United States and Canada, A4 elsewhere, from the locale)")
    p.add_argument("--language", choices=("system", "en", "it"), default="system",
                   help="the sheet's language (default: the system's, as the desktop app)")
    p.set_defaults(func=_cmd_sheet)
