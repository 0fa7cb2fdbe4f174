"""``ccp-editor new dataset|map|scenario`` and ``map status``: the files written, every usage error
as one line with exit 2 and nothing half-written, draft maps kept out of ``generate``."""

from __future__ import annotations

import shutil
import struct
import zlib
from pathlib import Path

import pytest
import yaml

from ccp_editor.cli import main
from ccp_editor.io.dataset import clear_cache, load_dataset
from ccp_editor.io.documents import read_document
from ccp_editor.io.gamebox import GameBoxError, create_box, image_info, propose_id, register_document

from .demo_copy import DEMO

pytestmark = pytest.mark.skipif(DEMO is None, reason="the demo data set is not present")


def png(path: Path, width: int = 40, height: int = 30) -> Path:
    """A tiny valid PNG written byte by byte (no imaging library needed)."""

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + b"\xff\xff\xff" * width for _ in range(height))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    path.write_bytes(data)
    return path


def run(capsys, *args: str) -> tuple[int, str, str]:
    clear_cache()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def files_under(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


@pytest.fixture
def box(tmp_path: Path, capsys) -> Path:
    code, _, err = run(capsys, "new", "dataset", str(tmp_path / "box"), "--from-demo", "--name", "Campaign box")
    assert code == 0, err
    return tmp_path / "box"


# ----------------------------------------------------------------------------- new dataset


def test_new_dataset_empty_prints_its_files_and_validates(tmp_path: Path, capsys) -> None:
    code, out, err = run(capsys, "new", "dataset", str(tmp_path / "empty"))
    assert code == 0 and err == ""
    printed = {Path(line) for line in out.splitlines()}
    assert tmp_path / "empty" / "dataset.yaml" in printed
    assert tmp_path / "empty" / "schemas" / "map.schema.json" in printed
    manifest, _, problems = read_document(tmp_path / "empty" / "dataset.yaml")
    assert not problems and manifest.provenance == "user" and manifest.ruleset == "builtin:ccp" and manifest.forces == []
    assert manifest.name == "empty" and manifest.id == "empty"
    for folder in ("forces", "tables", "maps", "maps/scans", "scenarios"):
        assert (tmp_path / "empty" / folder).is_dir()
    first = (tmp_path / "empty" / "dataset.yaml").read_text().splitlines()[0]
    assert first == "# yaml-language-server: $schema=schemas/dataset.schema.json"  # resolves offline
    assert run(capsys, "validate", str(tmp_path / "empty"))[0] == 0


def test_new_dataset_from_demo_copies_the_box_not_the_repository(box: Path, capsys) -> None:
    names = {p.relative_to(box).as_posix() for p in box.rglob("*") if p.is_file()}
    assert {"forces/jp.yaml", "tables/objective_chits.yaml", "maps/demo-inland.yaml", "maps/scans/demo-inland.png",
            "scenarios/demo-ridge-line.yaml", "schemas/scenario.schema.json", ".gitignore"} <= names
    assert not any(n.startswith(("ccp_editor", "tests", "README")) or n.endswith((".bak", "pyproject.toml")) for n in names)
    manifest = read_document(box / "dataset.yaml")[0]
    assert manifest.name == "Campaign box" and manifest.id == "campaign-box" and manifest.provenance == "user"
    assert read_document(box / "forces" / "jp.yaml")[0].provenance == "demo"  # an unchanged demo copy
    assert run(capsys, "validate", str(box))[0] == 0
    code, out, _ = run(capsys, "generate", "--seed", "1", "--data", str(box), "--summary-json")
    assert code == 0 and '"map"' in out


def test_new_dataset_refuses_a_folder_that_is_not_empty(tmp_path: Path, capsys) -> None:
    target = tmp_path / "full"
    target.mkdir()
    (target / "notes.txt").write_text("mine")
    code, out, err = run(capsys, "new", "dataset", str(target))
    assert code == 2 and out == "" and err.count("\n") == 1 and "not empty" in err
    assert sorted(p.name for p in target.iterdir()) == ["notes.txt"]
    assert run(capsys, "new", "dataset", str(tmp_path / "x"), "--id", "Bad Id")[0] == 2
    assert not (tmp_path / "x").exists() and not list(tmp_path.glob(".x*"))


# ----------------------------------------------------------------------------- new map


def test_new_map_copies_the_scan_and_writes_a_draft(box: Path, tmp_path: Path, capsys) -> None:
    scan = png(tmp_path / "my scan.png", 64, 48)
    code, out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(scan), "--id", "jungle-river",
                         "--name", "Jungle river", "--columns", "12", "--rows", "8")
    assert code == 0, err
    assert str(box / "maps" / "jungle-river.yaml") in out and str(box / "maps" / "scans" / "jungle-river.png") in out
    doc, _, problems = read_document(box / "maps" / "jungle-river.yaml")
    assert not problems and doc.status == "draft" and doc.provenance == "user"
    assert (doc.grid.columns, doc.grid.rows) == (12, 8) and doc.grid.column_labels[-1] == "L"
    assert doc.scan.file == "scans/jungle-river.png" and (doc.scan.width, doc.scan.height) == (64, 48)
    assert (box / "maps" / "scans" / "jungle-river.png").read_bytes() == scan.read_bytes()
    # the generator never draws it at random; named, it is used with a warning
    ds, _ = load_dataset(box)
    assert "jungle-river" in ds.maps
    for seed in range(1, 9):
        code, out, _ = run(capsys, "generate", "--seed", str(seed), "--data", str(box), "--summary-json")
        assert code == 0 and "jungle-river" not in out


@pytest.mark.parametrize(
    ("scan", "ident", "message"),
    [
        ("missing.png", "m1", "no such scan image"),
        ("text.png", "m1", "not a PNG, JPEG or TIFF image"),
        ("ok.png", "demo-inland", "already used by another map"),
        ("ok.png", "bad id", "is not a valid id"),
    ],
)
def test_new_map_errors_are_one_line_and_leave_nothing(box: Path, tmp_path: Path, capsys, scan: str, ident: str, message: str) -> None:
    png(tmp_path / "ok.png")
    (tmp_path / "text.png").write_text("not an image")
    before = files_under(box)
    code, out, err = run(capsys, "new", "map", "--data", str(box), "--scan", str(tmp_path / scan), "--id", ident)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err
    assert files_under(box) == before


def test_new_map_needs_a_game_box_and_never_writes_into_the_shipped_demo(tmp_path: Path, capsys) -> None:
    scan = png(tmp_path / "s.png")
    code, _, err = run(capsys, "new", "map", "--data", str(tmp_path), "--scan", str(scan), "--id", "m")
    assert code == 2 and "is not a game box" in err
    before = files_under(DEMO / "maps")
    code, _, err = run(capsys, "new", "map", "--data", str(DEMO), "--scan", str(scan), "--id", "m")
    assert code == 2 and "read-only" in err and "--from-demo" in err
    assert files_under(DEMO / "maps") == before


def test_image_headers_of_jpeg_and_tiff_are_read(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    image = QImage(70, 50, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    assert image.save(str(tmp_path / "a.jpg")) and image.save(str(tmp_path / "a.tif"))
    assert image_info(tmp_path / "a.jpg") == ("JPEG", 70, 50)
    assert image_info(tmp_path / "a.tif") == ("TIFF", 70, 50)
    (tmp_path / "cut.jpg").write_bytes((tmp_path / "a.jpg").read_bytes()[:20])
    with pytest.raises(GameBoxError, match="damaged JPEG"):
        image_info(tmp_path / "cut.jpg")
    # a 100 KB metadata segment ahead of the frame header: its size is still found
    data = (tmp_path / "a.jpg").read_bytes()
    app = b"\xff\xe1" + (60_002).to_bytes(2, "big") + b"\0" * 60_000
    (tmp_path / "exif.jpg").write_bytes(data[:2] + app + app + data[2:])
    assert image_info(tmp_path / "exif.jpg") == ("JPEG", 70, 50)


# ----------------------------------------------------------------------------- new scenario


def test_new_scenario_fills_setup_areas_from_the_postures(box: Path, capsys) -> None:
    code, out, err = run(capsys, "new", "scenario", "--data", str(box), "--map", "demo-inland", "--id", "ridge-two",
                         "--year", "1943", "--allied", "CW", "--japan-ob", "jp-ob-rifle")
    assert code == 0, err
    path = box / "scenarios" / "ridge-two.yaml"
    assert out.splitlines() == [str(path)]
    sc, _, problems = read_document(path)
    assert not problems and sc.provenance == "user" and sc.year == 1943 and sc.sides.allied.nation == "CW"
    jp, al = sc.sides.japan, sc.sides.allied
    assert (jp.posture, jp.edge, al.posture, al.edge) == ("attacker", "top", "defender", "bottom")
    assert len(jp.setup_area) == 15 * 2 and all(h.endswith(("1", "2")) and not h.endswith("10") for h in jp.setup_area)
    assert len(al.setup_area) == 15 * 8  # Defender, wide: 8 deep (RSG 10)
    assert (jp.hand_size, al.hand_size) == (6, 4) and (jp.discard_limit, al.discard_limit) == (3, 4)  # 17, 12.3
    assert jp.ob == "jp-ob-rifle" and jp.units and all(u.hex is None for u in jp.units)
    assert sc.sudden_death_space == jp.order_limit + al.order_limit - 1  # RSG 12, wide
    assert run(capsys, "validate", str(box))[0] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--map", "nowhere", "--id", "s"], "unknown map 'nowhere'"),
        (["--map", "demo-inland", "--id", "demo-ridge-line"], "already used by another scenario"),
        (["--map", "demo-inland", "--id", "s", "--year", "1960"], "year 1960"),
        (["--map", "demo-inland", "--id", "s", "--allied", "JP"], "does not fight on the allied side"),
        (["--map", "demo-inland", "--id", "s", "--allied-posture", "banzai"], "Japanese posture only"),
        (["--map", "demo-inland", "--id", "s", "--japan-ob", "nope"], "unknown OB card 'nope'"),
    ],
)
def test_new_scenario_errors(box: Path, capsys, args: list[str], message: str) -> None:
    before = files_under(box)
    code, out, err = run(capsys, "new", "scenario", "--data", str(box), *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err
    assert files_under(box) == before


def test_new_scenario_in_a_folder_that_is_not_a_box(tmp_path: Path, capsys) -> None:
    code, _, err = run(capsys, "new", "scenario", "--data", str(tmp_path / "nope"), "--map", "m", "--id", "s")
    assert code == 2 and "no such folder" in err


# ----------------------------------------------------------------------------- map status


def test_map_status_refuses_ready_with_reasons_then_accepts(box: Path, tmp_path: Path, capsys) -> None:
    scan = png(tmp_path / "s.png")
    assert run(capsys, "new", "map", "--data", str(box), "--scan", str(scan), "--id", "draft-map")[0] == 0
    code, out, _ = run(capsys, "map", "status", "draft-map", "--data", str(box))
    assert code == 0 and out.startswith("draft-map: draft") and "not calibrated" in out and "objectives 1, 2, 3, 4, 5" in out
    before = (box / "maps" / "draft-map.yaml").read_bytes()
    code, out, err = run(capsys, "map", "status", "draft-map", "--data", str(box), "--set", "ready")
    assert code == 1 and "cannot be marked ready" in err and "Exit Points" in err and "Artillery Boxes" in err
    assert (box / "maps" / "draft-map.yaml").read_bytes() == before
    # a finished map goes back to draft and to ready again; ready stores the derived hexes fresh
    code, out, _ = run(capsys, "map", "status", "demo-coastal", "--data", str(box), "--set", "draft")
    assert code == 0 and out.splitlines() == [str(box / "maps" / "demo-coastal.yaml"), "demo-coastal: draft"]
    assert read_document(box / "maps" / "demo-coastal.yaml")[0].status == "draft"
    code, out, _ = run(capsys, "generate", "--seed", "5", "--data", str(box), "--map", "demo-coastal", "--summary-json")
    err = capsys.readouterr().err
    assert code == 0
    code, out, _ = run(capsys, "map", "status", "demo-coastal", "--data", str(box), "--set", "ready")
    assert code == 0 and out.endswith("demo-coastal: ready\n")
    doc = read_document(box / "maps" / "demo-coastal.yaml")[0]
    assert doc.status == "ready" and len(doc.hexes) == 150
    assert run(capsys, "map", "derive", str(box / "maps" / "demo-coastal.yaml"), "--check")[0] == 0
    assert err == ""


def test_generate_names_a_draft_map_with_a_warning_and_never_draws_it(box: Path, capsys) -> None:
    for map_id in ("demo-coastal", "demo-inland"):
        assert run(capsys, "map", "status", map_id, "--data", str(box), "--set", "draft")[0] == 0
    code, _, err = run(capsys, "generate", "--seed", "1", "--data", str(box))
    assert code == 2 and "no map of the data set is marked ready" in err and err.count("\n") == 1
    code, out, err = run(capsys, "generate", "--seed", "1", "--data", str(box), "--map", "demo-inland")
    assert code == 0 and "is a draft" in err and yaml.safe_load(out)["map"] == "demo-inland"


def test_map_status_errors(box: Path, tmp_path: Path, capsys) -> None:
    code, _, err = run(capsys, "map", "status", "nowhere", "--data", str(box))
    assert code == 2 and "unknown map 'nowhere'" in err
    code, _, err = run(capsys, "map", "status", "demo-inland", "--data", str(tmp_path / "none"))
    assert code == 2 and "no such folder" in err
    code, _, err = run(capsys, "map", "status", "demo-inland", "--data", str(DEMO), "--set", "draft")
    assert code == 2 and "read-only" in err
    assert run(capsys, "map", "status", "demo-inland", "--data", str(box), "--set", "finished")[0] == 2


# ----------------------------------------------------------------------------- ids and the manifest


def test_duplicate_ids_are_an_error_naming_both_files(box: Path, capsys) -> None:
    shutil.copy(box / "maps" / "demo-inland.yaml", box / "maps" / "inland-copy.yaml")
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    lines = [line for line in out.splitlines() if "duplicate map id 'demo-inland'" in line]
    assert len(lines) == 2
    assert lines[0].startswith(f"{box / 'maps' / 'demo-inland.yaml'}:4:5: /id:")
    assert all("maps/inland-copy.yaml" in line and "maps/demo-inland.yaml" in line for line in lines)


def test_two_forces_files_for_one_nation_are_reported(box: Path, capsys) -> None:
    text = (box / "forces" / "us.yaml").read_text().replace("id: demo-us", "id: other-us")
    (box / "forces" / "us2.yaml").write_text(text)
    manifest = yaml.safe_load((box / "dataset.yaml").read_text())
    manifest["forces"].append("forces/us2.yaml")
    (box / "dataset.yaml").write_text(yaml.safe_dump(manifest))
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1 and "duplicate forces nation 'US'" in out


def test_registering_forces_replaces_the_file_of_the_same_nation(box: Path) -> None:
    text = (box / "forces" / "us.yaml").read_text().replace("id: demo-us", "id: my-us")
    (box / "forces" / "my-us.yaml").write_text(text)
    assert register_document(box, "forces", box / "forces" / "my-us.yaml", "US") == box / "dataset.yaml"
    assert read_document(box / "dataset.yaml")[0].forces == ["forces/jp.yaml", "forces/cw.yaml", "forces/my-us.yaml"]
    assert register_document(box, "forces", box / "forces" / "my-us.yaml", "US") is None  # already there
    with pytest.raises(GameBoxError, match="outside the game box"):
        register_document(box, "forces", box.parent / "elsewhere.yaml", "US")
    with pytest.raises(GameBoxError, match="scenarios/ folder"):
        register_document(box, "scenario", box / "forces" / "x.yaml")


def test_ids_are_proposed_from_names_and_never_clash() -> None:
    assert propose_id("Temple Assault!", []) == "temple-assault"
    assert propose_id("Temple Assault", ["temple-assault", "temple-assault-2"]) == "temple-assault-3"
    assert propose_id("   ", []) == "new"
    assert propose_id("Ünïcode map", [], "map") == "n-code-map"


def test_create_box_leaves_nothing_when_the_demo_is_missing(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("ccp_editor.io.gamebox.shipped_demo_root", lambda: None)
    with pytest.raises(GameBoxError, match="demo game box is not installed"):
        create_box(tmp_path / "b", "B", from_demo=True)
    assert list(tmp_path.iterdir()) == []


def test_fate_decks_are_one_per_nation_like_forces(box: Path, capsys) -> None:
    assert read_document(box / "dataset.yaml")[0].fate_decks  # copied with the demo box
    text = (box / "tables" / "fate_us.yaml").read_text()
    ident = read_document(box / "tables" / "fate_us.yaml")[0].id
    (box / "tables" / "my-fate-us.yaml").write_text(text.replace(f"id: {ident}", "id: my-fate-us"))
    assert register_document(box, "fate_deck", box / "tables" / "my-fate-us.yaml", "US") == box / "dataset.yaml"
    decks = read_document(box / "dataset.yaml")[0].fate_decks
    assert "tables/my-fate-us.yaml" in decks and "tables/fate_us.yaml" not in decks
    assert run(capsys, "validate", str(box))[0] == 0
    manifest = yaml.safe_load((box / "dataset.yaml").read_text())
    manifest["fate_decks"].append("tables/fate_us.yaml")
    (box / "dataset.yaml").write_text(yaml.safe_dump(manifest))
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1 and "duplicate fate deck nation 'US'" in out


def test_gui_help_names_every_view_a_player_can_open() -> None:
    """``ccp-editor gui --help`` lists the views ``--view`` opens, the card game and the generator included."""
    from ccp_editor.cli import build_parser

    parser = build_parser("gui")
    gui = next(a for a in parser._subparsers._group_actions if a.choices).choices["gui"]  # type: ignore[union-attr]
    text = " ".join(gui.format_help().split())
    for view in ("welcome", "map:ID", "scenario:ID", "board:SCENARIO_ID", "cardgame:SCENARIO_ID[:SIDE=auto|greedy|ismcts]",
                 "wizard[:SEED[:STEP|end]]", "stats[:N]", "new-box", "new-scenario"):
        assert view in text, view
