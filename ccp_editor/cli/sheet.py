"""``ccp-editor sheet SCENARIO -o FILE.pdf|FILE.png [--side japan|allied] [--paper auto|a4|letter]
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


def _cmd_sheet(args: argparse.Namespace) -> int:
    from ..io.dataset import dataset_for
    from ..io.documents import read_document
    from ..model.scenario import Scenario

    path = Path(args.scenario)
    if not path.is_file():
        raise CliError(f"sheet: no such scenario file: {args.scenario}")
    out = Path(args.output)
    if out.suffix.lower() not in (".pdf", ".png"):
        raise CliError(f"sheet: the output must end in .pdf or .png, not {out.name!r}")
    doc, _loaded, problems = read_document(path)
    if not isinstance(doc, Scenario):
        for p in problems:
            print(p.format(), file=sys.stderr)
        if doc is not None:
            raise CliError(f"sheet: {args.scenario} is a {doc.KIND} document, not a scenario")
        return 1
    from .outputs import check_output

    check_output(out, [path], "sheet")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is shown: print without a display
    from ..gui.i18n import install_translator, resolve_language
    from ..gui.render import ensure_gui_app
    from ..gui.scenario.sheet import SheetError, export_pdf, export_png

    ensure_gui_app()
    install_translator(resolve_language(None if args.language == "system" else args.language))  # the player's language
    ds = dataset_for(path)
    owner = args.side or "public"
    try:
        if out.suffix.lower() == ".png":
            export_png(doc, ds, out, owner)
            print(f"{out}: sheet ({owner} copy)")
        else:
            pages = export_pdf(doc, ds, out, owner, args.paper)
            print(f"{out}: sheet ({owner} copy), {pages} page(s)")
    except SheetError as exc:
        print(f"{out}: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        return write_failed(out, exc)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sheet", help="print a scenario's sheet to PDF or PNG (no window needed)")
    p.add_argument("scenario", metavar="SCENARIO", help="the scenario file")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="FILE.pdf or FILE.png")
    p.add_argument("--side", choices=("japan", "allied"), help="a player's copy with that side's secret chits (default: public copy)")
    p.add_argument("--paper", choices=("auto", "a4", "letter"), default="auto",
                   help="the PDF's paper (default auto: Letter in the United States and Canada, A4 elsewhere, from the locale)")
    p.add_argument("--language", choices=("system", "en", "it"), default="system",
                   help="the sheet's language (default: the system's, as the desktop app)")
    p.set_defaults(func=_cmd_sheet)
