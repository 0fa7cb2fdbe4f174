"""The read gate (``io.gate``) against hostile files of a shared game box: scans named outside the box
or not images by their content, TIFFs that disagree with themselves, replay logs that are pipes,
devices, oversized, malformed or not this game's, and boxes that name one file many times or whose
manifest is not a file. Each case: the exit code, a positioned message, no traceback, bounded time."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io import dataset as dataset_mod
from ccp_editor.io import gate
from ccp_editor.io.dataset import clear_cache
from ccp_editor.io.gate import GateError, image_info, scan_file, sniff
from ccp_editor.io.images import ImageHeaderError
from tests.demo_copy import copy_demo

LINE = re.compile(r"^(?:ccp-editor: )?(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<pointer>/\S*): (?P<message>.+)$")
MAP = "maps/demo-coastal.yaml"
SCAN = "maps/scans/demo-coastal.png"


@pytest.fixture(autouse=True)
def _fresh_cache():
    clear_cache()
    yield
    clear_cache()


@pytest.fixture
def box(tmp_path: Path) -> Path:
    return copy_demo(tmp_path / "box")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str, float]:
    start = time.monotonic()
    code = main(list(argv))
    seconds = time.monotonic() - start
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err, seconds


def positioned(text: str, pointer: str, words: str) -> re.Match:
    """The line of ``text`` reporting ``words`` at ``pointer``, as ``file:line:col: /pointer: message``."""
    for line in text.splitlines():
        found = LINE.match(line)
        if found and found["pointer"] == pointer and words in found["message"]:
            return found
    raise AssertionError(f"no positioned {pointer} line with {words!r} in:\n{text}")


def set_scan(box: Path, value: str) -> None:
    path = box / MAP
    path.write_text(path.read_text().replace("file: scans/demo-coastal.png", f"file: {value}"))


def replace_scan(box: Path, data: bytes, name: str = "demo-coastal.png") -> None:
    """Put ``data`` where the map's scan is (the copy's scan is a hard link to the demo's: unlink first)."""
    target = box / "maps" / "scans" / name
    if target.exists():
        target.unlink()
    target.write_bytes(data)


def svg_use_bomb(levels: int = 12, fan: int = 10) -> bytes:
    """A few KB of SVG whose ``<use>`` elements expand to ``fan ** levels`` rectangles."""
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="2300" height="1880">'
             '<defs><rect id="a0" width="9" height="9"/>']
    for i in range(1, levels + 1):
        parts.append(f'<g id="a{i}">' + f'<use xlink:href="#a{i - 1}"/>' * fan + "</g>")
    parts.append(f'</defs><use xlink:href="#a{levels}"/></svg>')
    return "".join(parts).encode()


def tiff(width: int, height: int, *, second_width: int | None = None, directory_last: bool = False) -> bytes:
    """A grey 8-bit TIFF; ``second_width`` adds a second ImageWidth tag; ``directory_last`` puts the
    image directory after the pixels (as many writers do)."""
    entries = [(256, width)] + ([(256, second_width)] if second_width is not None else []) + [
        (257, height), (258, 8), (259, 1), (262, 1), (273, 0), (277, 1), (278, height), (279, width * height)]
    pixels = bytes([200]) * (width * height)
    ifd_size = 2 + 12 * len(entries) + 4
    ifd_at, data_at = (8 + len(pixels), 8) if directory_last else (8, 8 + ifd_size)
    ifd = bytearray(struct.pack("<H", len(entries)))
    for tag, value in entries:
        value = data_at if tag == 273 else value
        if tag in (258, 259, 262, 277):
            ifd += struct.pack("<HHIHH", tag, 3, 1, value, 0)
        else:
            ifd += struct.pack("<HHII", tag, 4, 1, value)
    ifd += struct.pack("<I", 0)
    head = b"II*\x00" + struct.pack("<I", ifd_at)
    return head + (pixels + bytes(ifd) if directory_last else bytes(ifd) + pixels)


# ----------------------------------------------------------------------------- scans


@pytest.mark.parametrize("where", ["absolute", "dotdot"])
def test_a_scan_named_outside_the_box_is_never_read_by_render(box: Path, tmp_path: Path, capsys, where: str) -> None:
    secret = tmp_path / "secret.png"
    shutil.copy(box / SCAN, secret)
    set_scan(box, str(secret) if where == "absolute" else "../../secret.png")
    out_png = tmp_path / "out.png"
    code, _out, err, seconds = run(capsys, "render", str(box / MAP), "--data", str(box), "--scan", "-o", str(out_png))
    assert code == 2 and seconds < 10
    found = positioned(err, "/scan/file", "absolute path" if where == "absolute" else "leaves the game box")
    assert found["file"].endswith(MAP) and (found["line"], found["col"]) == ("8", "9")
    assert not out_png.exists()
    code, out, _err, _s = run(capsys, "validate", str(box))
    assert code == 1 and positioned(out, "/scan/file", "absolute path" if where == "absolute" else "leaves the game box")


def test_the_gate_confines_a_scan_to_its_box(box: Path, tmp_path: Path) -> None:
    (tmp_path / "secret.png").write_bytes((box / SCAN).read_bytes()[:4096])
    for rel in (str(tmp_path / "secret.png"), "../../secret.png", "scans/../../../secret.png", "~/secret.png"):
        with pytest.raises(GateError):
            scan_file(rel, box / MAP)
    assert scan_file("scans/demo-coastal.png", box / MAP).info.format == "PNG"


def test_an_svg_named_png_is_refused_by_content_never_drawn(box: Path, tmp_path: Path, capsys) -> None:
    secret = tmp_path / "secret.png"
    shutil.copy(box / SCAN, secret)
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="2300" height="1880">' \
          f'<image xlink:href="{secret}" width="2300" height="1880"/></svg>'
    replace_scan(box, svg.encode())
    out_png = tmp_path / "out.png"
    code, _out, err, seconds = run(capsys, "render", str(box / MAP), "--data", str(box), "--scan", "-o", str(out_png))
    assert code == 2 and seconds < 10
    positioned(err, "/scan/file", "not a PNG, JPEG or TIFF image")
    assert not out_png.exists()
    assert sniff(svg.encode()) == "an SVG drawing"


def test_an_svg_use_bomb_does_not_hang_render(box: Path, tmp_path: Path, capsys) -> None:
    bomb = svg_use_bomb()
    assert len(bomb) < 4096
    replace_scan(box, bomb)
    code, _out, err, seconds = run(capsys, "render", str(box / MAP), "--data", str(box), "--scan", "-o", str(tmp_path / "o.png"))
    assert code == 2 and seconds < 10
    positioned(err, "/scan/file", "not a PNG, JPEG or TIFF image")


def test_a_tiff_giving_its_width_twice_is_refused_alike_by_validate_and_render(box: Path, tmp_path: Path, capsys) -> None:
    replace_scan(box, tiff(230, 188, second_width=60_000), "demo-coastal.tif")
    (box / SCAN).unlink()
    set_scan(box, "scans/demo-coastal.tif")
    words = "a TIFF that gives its width twice (230 and 60000)"
    code, out, _err, _s = run(capsys, "validate", str(box))
    assert code == 1 and positioned(out, "/scan/file", words)
    code, _out, err, seconds = run(capsys, "render", str(box / MAP), "--data", str(box), "--scan", "-o", str(tmp_path / "o.png"))
    assert code == 2 and seconds < 10 and positioned(err, "/scan/file", words)
    assert not (tmp_path / "o.png").exists()


def test_a_tiff_whose_directory_follows_its_pixels_is_measured(tmp_path: Path) -> None:
    path = tmp_path / "far.tif"
    path.write_bytes(tiff(400, 300, directory_last=True))  # 120 KB of pixels before the directory
    info = image_info(path)
    assert (info.format, info.width, info.height) == ("TIFF", 400, 300)
    path.write_bytes(tiff(400, 300, second_width=401, directory_last=True))
    with pytest.raises(ImageHeaderError, match="width twice"):
        image_info(path)


# ----------------------------------------------------------------------------- replay logs


def test_replay_of_a_fifo_does_not_wait(tmp_path: Path) -> None:
    fifo = tmp_path / "game.log"
    os.mkfifo(fifo)
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "ccp_editor", "play", "demo-ridge-line", "--replay", str(fifo)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and time.monotonic() - start < 60
    assert "Traceback" not in proc.stderr
    assert positioned(proc.stderr, "/", "a pipe (FIFO), not a regular file")


def test_replay_of_a_device_or_an_oversized_file_stops_at_once(tmp_path: Path, capsys) -> None:
    code, _out, err, seconds = run(capsys, "play", "demo-ridge-line", "--replay", "/dev/zero")
    assert code == 2 and seconds < 5 and positioned(err, "/", "a device, not a regular file")
    huge = tmp_path / "huge.log"
    with open(huge, "wb") as fh:
        fh.truncate(5 * 1024**3)  # 5 GB of zeros, sparse: refused by its size, nothing read
    code, _out, err, seconds = run(capsys, "play", "demo-ridge-line", "--replay", str(huge))
    assert code == 2 and seconds < 5 and positioned(err, "/", "game logs are limited to 16,777,216")


def test_a_picture_is_not_a_replay_log(tmp_path: Path, box: Path, capsys) -> None:
    code, _out, err, _s = run(capsys, "play", "demo-ridge-line", "--replay", str(box / SCAN))
    assert code == 2 and positioned(err, "/", "this is a PNG image, not text")


@pytest.mark.parametrize("seed, pointer, words", [
    ('"abc"', "/seed", "not 'abc'"),
    ("[1, 2]", "/seed", "not [1, 2]"),
    ("true", "/seed", "not True"),
    ("1e400", "/seed", "not inf"),
    ("123456789012345678901234567890", "/seed", "up to 20 digits"),
    ("Infinity", "/", "Infinity is not a number a log can hold"),
    ("NaN", "/", "NaN is not a number a log can hold"),
])
def test_a_replay_header_that_is_not_a_seed_is_a_positioned_error(tmp_path: Path, capsys, seed: str, pointer: str, words: str) -> None:
    log = tmp_path / "game.log"
    log.write_text(f'# {{"scenario": "demo-ridge-line", "seed": {seed}}}\n# choices: [0, 1]\n')
    code, _out, err, seconds = run(capsys, "play", "demo-ridge-line", "--replay", str(log))
    assert code == 2 and seconds < 5
    found = positioned(err, pointer, words)
    assert found["line"] == "1" and found["file"] == str(log)


@pytest.mark.parametrize("choices, index", [('[0, "x", 1]', 1), ("[0, 1, -1]", 2), ("[10000000]", 0), ("[0, 1.5]", 1)])
def test_a_recorded_choice_that_is_not_an_index_is_a_positioned_error(tmp_path: Path, capsys, choices: str, index: int) -> None:
    log = tmp_path / "game.log"
    log.write_text(f'# {{"scenario": "demo-ridge-line", "seed": 1}}\n# choices: {choices}\n')
    code, _out, err, _s = run(capsys, "play", "demo-ridge-line", "--replay", str(log))
    assert code == 2
    found = positioned(err, f"/choices/{index}", "a recorded choice is a whole number")
    assert found["line"] == "2"


def test_a_replay_whose_choices_outlast_the_game_does_not_replay(tmp_path: Path, capsys) -> None:
    log = tmp_path / "game.log"
    log.write_text('# {"scenario": "demo-ridge-line", "seed": 1, "japan": "auto", "allied": "auto"}\n'
                   "# choices: [" + ", ".join(["0"] * 1_000_000) + "]\n")
    code, _out, err, seconds = run(capsys, "play", "demo-ridge-line", "--replay", str(log))
    assert code == 2 and seconds < 60
    found = positioned(err, f"/choices/{err.split('/choices/')[1].split(':')[0]}", "does not replay on this scenario")
    used = int(found["pointer"].rsplit("/", 1)[1])
    assert 0 < used < 1_000_000 and f"the game ended after {used:,} of the 1,000,000 recorded choices" in found["message"]
    assert found["line"] == "2" and int(found["col"]) == len("# choices: [") + 1 + 3 * used  # at that choice


def test_a_replay_choice_that_does_not_fit_names_it(tmp_path: Path, capsys) -> None:
    log = tmp_path / "game.log"
    log.write_text('# {"scenario": "demo-ridge-line", "seed": 3}\n# choices: [999999]\n')
    code, _out, err, _s = run(capsys, "play", "demo-ridge-line", "--replay", str(log))
    assert code == 2
    found = positioned(err, "/choices/0", "recorded choice 999999 does not fit")
    assert (found["line"], found["col"]) == ("2", "13")


def test_a_replay_of_another_scenario_is_refused(tmp_path: Path, capsys) -> None:
    log = tmp_path / "game.log"
    assert main(["play", "demo-ridge-line", "--seed", "3", "--log", str(log)]) == 0
    capsys.readouterr()
    code, _out, err, _s = run(capsys, "play", "demo-beach-landing", "--replay", str(log))
    assert code == 2 and positioned(err, "/scenario", "recorded on scenario 'demo-ridge-line', not 'demo-beach-landing'")


# ----------------------------------------------------------------------------- the box as a whole


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    reads: dict[str, int] = {}
    real = dataset_mod.read_document

    def counting(path, *args, **kwargs):
        key = os.path.realpath(path)
        reads[key] = reads.get(key, 0) + 1
        return real(path, *args, **kwargs)

    monkeypatch.setattr(dataset_mod, "read_document", counting)
    return reads


def test_a_manifest_naming_one_file_100000_times_reads_it_once(box: Path, capsys, monkeypatch) -> None:
    manifest = box / "dataset.yaml"
    text = manifest.read_text()
    line = next(ln for ln in text.splitlines() if ln.startswith("forces:"))
    manifest.write_text(text.replace(line, "forces: [" + ", ".join(["forces/jp.yaml"] * 100_000) + "]"))
    reads = _count_reads(monkeypatch)
    code, out, _err, seconds = run(capsys, "validate", str(box))
    assert code == 1 and seconds < 30
    found = positioned(out, "/forces/0", "'forces/jp.yaml' is listed 100,000 times")
    assert found["file"].endswith("dataset.yaml")
    assert out.count("listed") == 1
    assert reads[os.path.realpath(box / "forces" / "jp.yaml")] == 1


def test_many_links_to_one_scenario_read_it_once(box: Path, tmp_path: Path, capsys, monkeypatch) -> None:
    source = (box / "scenarios" / "demo-ridge-line.yaml").read_text()
    unit = "    - counter: jp-squad-line\n      hex: E4\n"
    at = source.index("    units:\n") + len("    units:\n")
    big = tmp_path / "big.yaml"
    big.write_text(source[:at] + unit * 5_000 + source[at:])  # about 200 KB
    for i in range(40):
        (box / "scenarios" / f"s{i:02d}.yaml").symlink_to(big)
    reads = _count_reads(monkeypatch)
    code, out, _err, seconds = run(capsys, "validate", str(box))
    assert code == 1 and seconds < 30  # the copies clash with the scenario's own id
    assert reads[str(big)] == 1
    positioned(out, "/scenarios", "'scenarios/s39.yaml' is the same file as 'scenarios/s00.yaml': it was read once")


def test_a_box_over_its_byte_budget_stops_reading(box: Path, capsys, monkeypatch) -> None:
    monkeypatch.setattr(gate, "MAX_BOX_BYTES", 60_000)
    code, out, _err, seconds = run(capsys, "validate", str(box))
    assert code == 1 and seconds < 30
    found = positioned(out, LINE.match(next(ln for ln in out.splitlines() if "add up to more than 60,000" in ln))["pointer"],
                       "the game box's files add up to more than 60,000 bytes")
    assert found["file"].endswith("dataset.yaml")
    assert "were not read (over its budget)" in out


def test_a_box_over_its_value_budget_stops_reading(box: Path, capsys, monkeypatch) -> None:
    monkeypatch.setattr(gate, "MAX_BOX_VALUES", 2_000)
    code, out, _err, _s = run(capsys, "validate", str(box))
    assert code == 1 and "the game box's files hold more than 2,000 values: not read" in out


@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling"])
def test_a_manifest_that_is_not_a_regular_file_is_an_error(box: Path, capsys, kind: str) -> None:
    manifest = box / "dataset.yaml"
    manifest.unlink()
    if kind == "folder":
        manifest.mkdir()
    elif kind == "fifo":
        os.mkfifo(manifest)
    else:
        manifest.symlink_to(box / "nowhere.yaml")
    code, out, _err, seconds = run(capsys, "validate", str(box))
    assert code == 1 and seconds < 30
    found = positioned(out, "/", "the manifest dataset.yaml is")
    assert found["file"].endswith("dataset.yaml")


def test_text_readers_refuse_an_image_by_its_content(box: Path, capsys) -> None:
    (box / "forces" / "picture.yaml").write_bytes((box / SCAN).read_bytes())
    code, out, _err, _s = run(capsys, "validate", str(box / "forces" / "picture.yaml"))
    assert code == 1 and positioned(out, "/", "this is a PNG image, not text: documents are text files")


def test_a_scan_linked_from_outside_the_box_is_read_with_a_warning(box: Path, tmp_path: Path, capsys) -> None:
    outside = tmp_path / "elsewhere.png"
    shutil.copy(box / SCAN, outside)
    (box / SCAN).unlink()
    (box / SCAN).symlink_to(outside)
    code, out, _err, _s = run(capsys, "validate", str(box))
    assert code == 0
    found = positioned(out, "/scan/file", f"'scans/demo-coastal.png' is a link to {outside}, outside the game box")
    assert found["file"].endswith(MAP)
    assert scan_file("scans/demo-coastal.png", box / MAP).link_outside == outside
