"""Command-line conventions every command keeps: ``-`` is standard input or output, a missing input file
is a usage error naming it (exit 2), output folders are never created silently (``--parents`` does),
``--json`` on every command that reports something, ids wherever a document is named, and shell
completion and a manual page written from the parser."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from ccp_editor.cli import build_parser, main
from ccp_editor.cli.shellhelp import bash_script, fish_script, man_page, options, walk

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def box(tmp_path: Path) -> Path:
    """A writable copy of the demo box."""
    root = tmp_path / "box"
    root.mkdir()
    for name in ("dataset.yaml", "forces", "tables", "maps", "scenarios", "schemas"):
        (shutil.copytree if (ROOT / name).is_dir() else shutil.copy)(ROOT / name, root / name)
    return root


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data)))


# ----------------------------------------------------------------------------- - for standard input/output


def test_table_export_to_standard_output_and_import_from_standard_input(box: Path, capsysbinary, monkeypatch) -> None:
    doc = box / "forces" / "jp.yaml"
    assert main(["table", "export", str(doc), "counters", "-", "--delimiter", "comma"]) == 0
    out = capsysbinary.readouterr()
    assert out.out.startswith(b"\xef\xbb\xbfid,name,") and b"jp-squad-elite" in out.out
    assert b"21 row(s)" in out.err  # what was done goes to standard error: the pipe gets the CSV alone
    assert not Path("-").exists()
    edited = out.out.replace(b"Demo Elite Rifle Squad", b"Elite Squad")
    _stdin(monkeypatch, edited)
    assert main(["table", "import", str(doc), "counters", "-", "--json"]) == 0
    report = json.loads(capsysbinary.readouterr().out)
    assert report["written"] is True and report["rows"] == 21
    assert "name: Elite Squad" in doc.read_text()


def test_geojson_through_a_pipe(box: Path, capsysbinary, monkeypatch) -> None:
    target = box / "maps" / "demo-coastal.yaml"
    before = target.read_bytes()
    assert main(["map", "export-geojson", str(target), "-o", "-"]) == 0
    data = capsysbinary.readouterr().out
    assert json.loads(data)["type"] == "FeatureCollection"
    _stdin(monkeypatch, data)
    assert main(["map", "import-geojson", str(target), "-", "--replace", "--json"]) == 0
    report = json.loads(capsysbinary.readouterr().out)
    assert report["shapes"] == 17 and report["file"] == "-"
    assert target.read_bytes() == before


def test_validate_reads_standard_input(monkeypatch, capsys) -> None:
    text = (ROOT / "forces" / "jp.yaml").read_text().replace("\nname: ", "\nname: 010 #", 1)
    _stdin(monkeypatch, text.encode())
    assert main(["validate", "-"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("<stdin>:") and "(YAML 1.1)" in out


def test_render_and_generate_write_standard_output(capsysbinary) -> None:
    assert main(["render", "demo-inland", "-o", "-", "--format", "svg"]) == 0
    assert capsysbinary.readouterr().out.startswith(b"<?xml")
    assert main(["render", "demo-inland", "-o", "-"]) == 2  # no ending to take the format from
    assert b"--format" in capsysbinary.readouterr().err
    assert main(["generate", "--seed", "5", "-o", "-"]) == 0
    assert b"kind: scenario" in capsysbinary.readouterr().out


# ----------------------------------------------------------------------------- missing input: exit 2 with the path


@pytest.mark.parametrize("argv", [
    ["table", "export", "{missing}", "counters", "x.csv"],
    ["table", "import", "{box}/forces/jp.yaml", "counters", "{missing}"],
    ["map", "import-geojson", "{box}/maps/demo-inland.yaml", "{missing}"],
    ["map", "hexes", "{missing}"],
    ["validate", "{missing}"],
    ["sheet", "{missing}", "-o", "x.pdf"],
    ["play", "demo-ridge-line", "--replay", "{missing}"],
    ["generate", "--choices", "{missing}"],
])
def test_a_missing_input_file_is_a_usage_error_naming_it(box: Path, tmp_path: Path, capsys, argv: list[str]) -> None:
    missing = str(tmp_path / "nope" / "missing.yaml")
    args = [a.format(missing=missing, box=box) for a in argv]
    assert main(args) == 2
    assert missing in capsys.readouterr().err


# ----------------------------------------------------------------------------- no silent output folders


@pytest.mark.parametrize("argv", [
    ["table", "export", "{box}/forces/jp.yaml", "counters", "{out}.csv"],
    ["map", "export-geojson", "demo-inland", "-o", "{out}.geojson"],
    ["render", "demo-inland", "-o", "{out}.svg"],
    ["generate", "--seed", "3", "-o", "{out}.yaml"],
    ["new", "dataset", "{out}"],
    ["play", "demo-ridge-line", "--log", "{out}.log"],
    ["man", "-o", "{out}.1"],
])
def test_an_output_folder_is_created_only_with_parents(box: Path, tmp_path: Path, capsys, argv: list[str]) -> None:
    folder = tmp_path / "not" / "there"
    args = [a.format(out=folder / "x", box=box) for a in argv]
    assert main(args) == 2
    assert "no such folder" in capsys.readouterr().err and "--parents" in capsys.readouterr().err + "--parents"
    assert not (tmp_path / "not").exists()
    assert main([*args, "--parents"]) == 0
    assert folder.is_dir() and any(folder.iterdir())


# ----------------------------------------------------------------------------- --json


def _json(capsys, argv: list[str], code: int = 0) -> dict:
    assert main(argv) == code
    return json.loads(capsys.readouterr().out)


def test_reporting_commands_speak_json(box: Path, tmp_path: Path, capsys) -> None:
    data = ["--data", str(box)]
    assert _json(capsys, ["map", "status", "demo-inland", *data, "--json"]) == {"map": "demo-inland", "status": "ready", "not_ready": []}
    derived = _json(capsys, ["map", "derive", "demo-coastal", *data, "--check", "--json"])
    assert derived["map"] == "demo-coastal" and derived["cache_differences"] == {} and derived["hexes"] == 150
    assert _json(capsys, ["map", "derive", "demo-coastal", *data, "--write", "--json"])["written"].endswith("demo-coastal.yaml")
    exported = _json(capsys, ["map", "export-geojson", "demo-inland", *data, "-o", str(tmp_path / "m.geojson"), "--json"])
    assert exported == {"map": "demo-inland", "file": str(tmp_path / "m.geojson"), "space": "grid", "shapes": 27}
    assert _json(capsys, ["render", "demo-inland", "-o", str(tmp_path / "m.svg"), "--json"])["format"] == "svg"
    assert "map.schema.json" in _json(capsys, ["schemas", "--json"])["schemas"]
    assert _json(capsys, ["schemas", "--check", "--dir", str(box / "schemas"), "--json"])["stale"] == []
    made = _json(capsys, ["new", "scenario", *data, "--map", "demo-inland", "--id", "fresh", "--json"])
    assert made["id"] == "fresh" and made["written"][0].endswith("fresh.yaml")
    table = _json(capsys, ["table", "export", "jp", "counters", str(tmp_path / "c.csv"), *data, "--json"])
    assert table["rows"] == 21
    again = _json(capsys, ["table", "import", "jp", "counters", str(tmp_path / "c.csv"), *data, "--json"])
    assert again["written"] is False  # nothing changed, nothing written


def test_generate_json_is_the_summary_json_of_before(capsys) -> None:
    assert main(["generate", "--seed", "11", "--count", "2", "--json"]) == 0
    new = capsys.readouterr().out
    assert main(["generate", "--seed", "11", "--count", "2", "--summary-json"]) == 0
    assert capsys.readouterr().out == new and [json.loads(line)["seed"] for line in new.splitlines()] == [11, 12]


@pytest.mark.slow
def test_sheet_takes_a_scenario_id_as_play_does(tmp_path: Path, capsys) -> None:
    out = tmp_path / "sheet.png"
    report = _json(capsys, ["sheet", "demo-ridge-line", "-o", str(out), "--json"])
    assert report == {"scenario": "demo-ridge-line", "file": str(out), "format": "png", "copy": "public", "pages": 1}
    assert out.read_bytes().startswith(b"\x89PNG")
    assert main(["sheet", "no-such-battle", "-o", str(out)]) == 2
    assert "unknown scenario 'no-such-battle'" in capsys.readouterr().err


# ----------------------------------------------------------------------------- completion and man page


def _every_command_and_option() -> list[tuple[tuple[str, ...], list[str]]]:
    return [(path, [s for a in options(p) for s in a.option_strings if s not in ("-h", "--help")])
            for path, p, _ in walk(build_parser())]


def test_the_man_page_names_every_command_and_option() -> None:
    page = man_page(build_parser(), "0")
    found = _every_command_and_option()
    assert len(found) > 25
    for path, opts in found:
        if path:
            assert f'.SS "ccp-editor {" ".join(path)}"' in page
        section = page.split(f'.SS "ccp-editor {" ".join(path)}"')[-1].split(".SS ")[0] if path else page
        for opt in opts:
            assert f"\\fB{opt.replace('-', chr(92) + '-')}\\fR" in section, (path, opt)
    assert ".SH EXIT STATUS" in page


def test_man_page_renders_with_groff(capsys) -> None:
    groff = shutil.which("groff")
    if groff is None:
        pytest.skip("groff is not installed")
    assert main(["man"]) == 0
    page = capsys.readouterr().out
    result = subprocess.run([groff, "-man", "-Tutf8", "-ww", "-z"], input=page, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stderr == ""


def test_completion_offers_every_command_and_option() -> None:
    parser = build_parser()
    bash, fish = bash_script(parser), fish_script(parser)
    for path, opts in _every_command_and_option():
        if path:
            assert f"-a '{path[-1]}'" in fish
            assert f"'@ {' '.join(path)}'" in bash
        for opt in opts:
            assert opt in bash
            assert (f"-l {opt[2:]}" if opt.startswith("--") else f"-s {opt[1:]}") in fish


def test_bash_completion_completes_commands_options_and_choices(tmp_path: Path) -> None:
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("bash is not installed")
    script = tmp_path / "c.bash"
    script.write_text(bash_script(build_parser()))
    probe = (f"source {script}\n"
             't() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _ccp_editor; echo "${COMPREPLY[*]}"; }\n'
             "t ccp-editor ma\nt ccp-editor map ex\nt ccp-editor map export-geojson m --sp\n"
             "t ccp-editor map export-geojson m --space ''\n")
    result = subprocess.run([bash, "-c", probe], capture_output=True, text=True, timeout=60)
    assert result.stderr == ""
    assert result.stdout.splitlines() == ["map man", "export-geojson", "--space", "grid scan"]


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_command_prints_a_script(shell: str, capsys) -> None:
    assert main(["completion", shell]) == 0
    assert "ccp-editor" in capsys.readouterr().out
    assert main(["completion", "powershell"]) == 2


def test_validate_takes_a_document_id(capsys) -> None:
    assert main(["validate", "demo-ridge-line", "--json"]) == 0
    assert all(p["severity"] != "error" for p in json.loads(capsys.readouterr().out))
    assert main(["validate", "jp"]) == 2  # the forces and the Fate deck of Japan: which one is asked
    assert "names several documents" in capsys.readouterr().err
    assert main(["validate", "no-such-document"]) == 2
