"""What starting a command costs: the parser is built without loading any command's implementation,
and reading valid documents does not load jsonschema (it is needed only for the messages of
invalid ones)."""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = {"numpy", "shapely", "jsonschema", "PySide6", "yaml"}


def _modules_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True, text=True, check=True, timeout=120,
    ).stdout
    return set(json.loads(out.strip().splitlines()[-1]))


def test_building_the_parser_loads_no_command_implementation() -> None:
    mods = _modules_after("from ccp_editor.cli import build_parser\nbuild_parser().parse_args(['validate', '.'])")
    assert not {m.split(".")[0] for m in mods} & HEAVY
    # the bench command registers from the bench package (the layer above the commands), whose
    # registry is standard library only; no figure module loads
    registering = {"ccp_editor.bench", "ccp_editor.bench.command", "ccp_editor.bench.registry"}
    assert {m for m in mods if m.startswith("ccp_editor.")} - registering <= {m for m in mods if m.startswith("ccp_editor.cli")}


def test_help_lists_every_command() -> None:
    out = subprocess.run([sys.executable, "-m", "ccp_editor", "--help"], capture_output=True, text=True, timeout=120).stdout
    for command in ("gui", "validate", "bench", "map", "los", "generate", "rsg-stats"):
        assert command in out


def test_valid_documents_load_without_jsonschema() -> None:
    mods = _modules_after(
        "from ccp_editor.io.dataset import demo_dataset_root, load_dataset\n"
        "ds, problems = load_dataset(demo_dataset_root())\n"
        "assert not [p for p in problems if p.severity == 'error'], problems"
    )
    assert "jsonschema" not in mods


def test_an_invalid_document_still_gets_a_plain_message(tmp_path) -> None:
    from ccp_editor.core.validate import validate_file

    path = tmp_path / "chits.yaml"
    path.write_text("kind: objective_chits\nformat: 1\nid: x\nname: X\nprovenance: user\nchits: 3\n", encoding="utf-8")
    problems = validate_file(path)
    assert [(p.line, p.pointer, p.message) for p in problems] == [(6, "/chits", "Chits must be a list, not 3")]


def test_each_command_is_registered_by_the_module_it_is_listed_under() -> None:
    """``COMMANDS`` names the module of every command: a command builds a parser of its module
    alone, and all modules together register exactly the listed commands."""
    from ccp_editor.cli import COMMANDS, build_parser

    full = build_parser()
    listed = next(a for a in full._actions if a.dest == "command").choices
    assert list(listed) == list(COMMANDS)
    for command in COMMANDS:
        alone = build_parser(command)
        choices = next(a for a in alone._actions if a.dest == "command").choices
        assert command in choices
        assert set(choices) == {c for c, m in COMMANDS.items() if m == COMMANDS[command]}


def test_starting_the_app_imports_no_other_command() -> None:
    mods = _modules_after("from ccp_editor.cli import build_parser\nbuild_parser('gui').parse_args(['gui', '--size', '800x600'])")
    commands = {m for m in mods if m.startswith(("ccp_editor.cli.", "ccp_editor.bench"))}
    assert commands <= {"ccp_editor.cli.app", "ccp_editor.cli.errors"}


def test_the_first_paint_of_the_app_waits_for_no_geometry_library_and_no_other_tool(tmp_path) -> None:
    """What the window has loaded when it first paints: no numpy, shapely or jsonschema, none of the
    wizard, statistics, board or map editor implementations (they load when first opened)."""
    code = (
        "import json, os, sys\n"
        "os.environ['CCP_EDITOR_STARTUP_PROBE'] = '1'\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "import ccp_editor.gui.app as ga\n"
        "seen = {}\n"
        "class Recording(ga.FirstPaint):\n"
        "    def __init__(self, window, then):\n"
        "        super().__init__(window, lambda: (seen.update(m=sorted(sys.modules)), then()))\n"
        "ga.FirstPaint = Recording\n"
        "from ccp_editor.cli import main\n"
        "main(['gui', '--size', '1280x800'])\n"
        "print(json.dumps(seen['m']))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True).stdout
    mods = set(json.loads(out.strip().splitlines()[-1]))
    assert not {m.split(".")[0] for m in mods} & {"numpy", "shapely", "jsonschema"}
    tools = {"ccp_editor.gui.rsgwizard.wizard", "ccp_editor.gui.rsgwizard.stats_view", "ccp_editor.gui.board.widget",
             "ccp_editor.gui.mapeditor.editor", "ccp_editor.core.terrain", "ccp_editor.play.session"}
    assert not mods & tools
