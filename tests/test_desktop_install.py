"""The app installs like a desktop application: ``install-desktop`` puts a launcher, the AppStream metainfo and
the icon into the user's XDG data folder (validated by ``desktop-file-validate`` and ``appstreamcli`` where
installed), ``uninstall-desktop`` takes exactly those away, and ``ccp-editor-gui FILE`` opens FILE."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ccp_editor.cli import gui_main, main
from ccp_editor.cli.desktop import data_home, installed_files, launcher_command
from ccp_editor.gui.desktop import APP_ID, DESKTOP_FILE, ICON_SIZES, METAINFO_FILE

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return data


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_desktop_writes_launcher_metainfo_and_every_icon_size(xdg: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["install-desktop"]) == 0
    out = capsys.readouterr().out.split()
    desktop = xdg / "applications" / f"{APP_ID}.desktop"
    expected = {desktop, xdg / "metainfo" / f"{APP_ID}.metainfo.xml", xdg / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg"}
    expected |= {xdg / f"icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES}
    assert {Path(p) for p in out} == expected
    assert all(p.is_file() and p.stat().st_size > 0 for p in expected)
    entry = _entry(desktop)
    assert entry["Name"] == "CC:P Scenario Studio" and entry["Icon"] == APP_ID and entry["Terminal"] == "false"
    # the launcher names this installation's program by its full path, so it starts without the venv on PATH
    program = entry["TryExec"]
    assert Path(program).is_absolute() and Path(program).exists()
    assert entry["Exec"].startswith(launcher_command()[0].split(" %f")[0])
    assert (xdg / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO_FILE.read_bytes()
    # installing again replaces the files in place, no duplicates or temporary files left
    assert main(["install-desktop"]) == 0
    assert not [p for p in xdg.rglob(".*.tmp")]


def test_uninstall_desktop_removes_exactly_what_install_wrote(xdg: Path, capsys: pytest.CaptureFixture) -> None:
    mine = xdg / "applications" / "someone-else.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n", encoding="utf-8")
    assert main(["install-desktop"]) == 0
    capsys.readouterr()
    assert main(["uninstall-desktop"]) == 0
    removed = {Path(p) for p in capsys.readouterr().out.split()}
    assert removed == set(installed_files(xdg))
    assert not [p for p in xdg.rglob("*") if p.is_file() and p != mine]
    assert mine.is_file()
    assert main(["uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().err


def test_a_relative_xdg_data_home_is_ignored_as_the_spec_says(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_home() == tmp_path / ".local" / "share"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert data_home() == tmp_path / ".local" / "share"


def test_an_unwritable_data_folder_is_one_line_and_exit_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["install-desktop"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("ccp-editor: install-desktop: could not write")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_the_shipped_and_the_installed_launcher_pass_desktop_file_validate(xdg: Path) -> None:
    assert main(["install-desktop"]) == 0
    for path in (DESKTOP_FILE, xdg / "applications" / f"{APP_ID}.desktop"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, timeout=60)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_the_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO_FILE)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_metainfo_and_the_package_declare_one_licence_and_version() -> None:
    import tomllib

    from ccp_editor import __version__

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    text = METAINFO_FILE.read_text(encoding="utf-8")
    assert f"<project_license>{project['license']}</project_license>" in text
    assert f'<release version="{__version__}"' in text
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert project["gui-scripts"]["ccp-editor-gui"] == "ccp_editor.cli:gui_main"


def test_ccp_editor_gui_opens_the_file_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    monkeypatch.setattr("ccp_editor.cli.main", lambda argv: seen.append(list(argv)) or 0)
    assert gui_main(["maps/demo-inland.yaml"]) == 0
    assert gui_main([]) == 0
    assert gui_main(["--view", "chits"]) == 0
    assert seen == [["gui", "--open", "maps/demo-inland.yaml"], ["gui"], ["gui", "--view", "chits"]]


def test_the_launcher_falls_back_to_the_interpreter_without_an_installed_script(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "executable", str(tmp_path / "my python" / "python3"))
    monkeypatch.setattr(shutil, "which", lambda name: None)
    command, try_exec = launcher_command()
    assert command == f'"{tmp_path}/my python/python3" -m ccp_editor gui'
    assert try_exec == f"{tmp_path}/my python/python3"
