"""The built wheel carries the demo game box (maps with their scans, scenarios, forces, tables) and
the JSON Schemas inside the package, so an installed app works from any directory."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if result.returncode != 0:
        pytest.fail(f"building the wheel failed:\n{result.stderr[-3000:]}")
    (found,) = out.glob("ccp_editor-*.whl")
    return found


def test_the_wheel_holds_the_demo_box_and_the_schemas(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {"ccp_editor/demo/dataset.yaml", "ccp_editor/rulesets/ccp.yaml",
                "ccp_editor/gui/help/guide_en.html", "ccp_editor/gui/help/guide_it.html"}  # the in-app user guide
    for folder, pattern in (("maps", "*.yaml"), ("maps/scans", "*.png"), ("scenarios", "*.yaml"), ("forces", "*.yaml"),
                            ("tables", "*.yaml"), ("schemas", "*.schema.json")):
        files = sorted((ROOT / folder).glob(pattern))
        assert files, folder
        expected |= {f"ccp_editor/demo/{folder}/{f.name}" for f in files}
    assert expected <= names
    assert not [n for n in names if n.endswith(".bak") or "/tests/" in n or n.startswith("tests/")]
    demo = zipfile.ZipFile(wheel)
    assert demo.read("ccp_editor/demo/schemas/map.schema.json") == (ROOT / "schemas" / "map.schema.json").read_bytes()
    assert demo.read("ccp_editor/demo/maps/scans/demo-inland.png") == (ROOT / "maps" / "scans" / "demo-inland.png").read_bytes()


def test_every_schema_header_in_the_wheel_names_a_file_of_the_wheel(wheel: Path) -> None:
    """The installed rule set and every demo document point their editors at a schema that is installed."""
    import posixpath

    archive = zipfile.ZipFile(wheel)
    names = set(archive.namelist())
    checked = []
    for name in sorted(n for n in names if n.endswith(".yaml")):
        first = archive.read(name).decode("utf-8").splitlines()[0]
        if "$schema=" in first:
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), first.split("$schema=", 1)[1]))
            assert target in names, f"{name}: {first}"
            checked.append(name)
    assert "ccp_editor/rulesets/ccp.yaml" in checked and len(checked) > 10


def test_the_wheel_declares_its_licence_and_carries_the_desktop_files(wheel: Path) -> None:
    """An application's metadata: the licence (SPDX, with its text), the GUI launcher, PySide6-Essentials, and the
    launcher, metainfo, icons and both translation catalogues that install-desktop and the window use."""
    archive = zipfile.ZipFile(wheel)
    names = set(archive.namelist())
    info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
    metadata = archive.read(f"{info}/METADATA").decode("utf-8")
    assert "License-Expression: GPL-3.0-or-later" in metadata and f"{info}/licenses/LICENSE" in names
    assert "Requires-Dist: PySide6-Essentials" in metadata and "Requires-Dist: PySide6<" not in metadata
    assert "Requires-Dist: openpyxl" in metadata
    assert "[gui_scripts]\nccp-editor-gui = ccp_editor.cli:gui_main" in archive.read(f"{info}/entry_points.txt").decode()
    from ccp_editor.gui.desktop import APP_ID, ICON_SIZES

    desktop = {f"ccp_editor/gui/desktop/{APP_ID}{suffix}" for suffix in (".desktop", ".metainfo.xml", ".svg")}
    desktop |= {f"ccp_editor/gui/desktop/{APP_ID}-{n}.png" for n in ICON_SIZES}
    assert desktop <= names
    assert {"ccp_editor/gui/i18n/ccp_editor_it.qm", "ccp_editor/gui/i18n/ccp_editor_en.qm"} <= names
