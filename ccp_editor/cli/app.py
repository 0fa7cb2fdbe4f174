"""``ccp-editor gui``: the desktop application (Qt is imported only when the command runs)."""

from __future__ import annotations

import argparse


def _gui(args: argparse.Namespace) -> int:
    if args.screenshot and args.parents:  # a missing folder is otherwise exit 2 (gui/app.py says which)
        from .streams import check_output_folder

        check_output_folder(args.screenshot, parents=True)
    from ..gui.app import run_gui

    return run_gui(args)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("gui", help="open the desktop application (default)")
    p.add_argument("--open", metavar="FILE", help="open a document or data set folder")
    p.add_argument(
        "--view",
        metavar="NAME",
        help="show a given view: welcome, forces:NATION (counters), ob:NATION, support:NATION, leader:NATION,"
        " radio:NATION, quality:NATION, chits, fortifications, ruleset, houserules, vulnerability, smokecup,"
        " map:ID, scenario:ID, board:SCENARIO_ID (a playtest on the board), cardgame:SCENARIO_ID[:SIDE=auto|greedy|ismcts]"
        " (a card game, hotseat or that side automatic, e.g. cardgame:demo-ridge-line:japan=greedy),"
        " wizard[:SEED[:STEP|end]] (the random scenario generator), stats[:N] (its statistics),"
        " balance:SCENARIO_ID[:GAMES] (the Balance panel, those games played first),"
        " yaml:VIEW (that view's document as raw YAML, e.g. yaml:forces:JP), new-box, new-map[:IMAGE], new-scenario, import-box"
        " (the dialog over the window) or a document path",
    )
    p.add_argument("--screenshot", metavar="FILE", help="render the window offscreen to a PNG and exit")
    p.add_argument("--size", default="1280x800", help="window size for --screenshot (WIDTHxHEIGHT)")
    p.add_argument("--parents", action="store_true", help="create the --screenshot file's missing folders")
    p.set_defaults(func=_gui)
