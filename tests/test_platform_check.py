"""A plain Linux desktop without Qt's xcb libraries gets one clear line, not Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ccp_editor.gui.platform_check import missing_from_ldd, start_problem, xcb_plugin

LDD = """\tlinux-vdso.so.1 (0x00007ffc)
\tlibQt6XcbQpa.so.6 => /x/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f)
"""


def _problem(env: dict[str, str], ldd_out: str = LDD, cursor: bool = False, platform: str = "linux") -> str | None:
    return start_problem(env, platform, Path("/x/libqxcb.so"), lambda argv: ldd_out, lambda name: cursor)


def test_missing_libraries_are_named_with_the_packages_per_distribution() -> None:
    assert missing_from_ldd(LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    line = _problem({"DISPLAY": ":0"})
    assert line is not None and "\n" not in line
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1, libxcb-cursor.so.0" in line
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in line
    assert "sudo dnf install xcb-util-cursor xcb-util-keysyms xcb-util-wm" in line
    assert "sudo pacman -S xcb-util-cursor xcb-util-keysyms xcb-util-wm" in line


def test_nothing_is_said_when_the_window_can_open() -> None:
    assert _problem({"DISPLAY": ":0"}, ldd_out="", cursor=True) is None
    assert _problem({"QT_QPA_PLATFORM": "offscreen"}) is None  # screenshots, tests
    assert _problem({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}) is None
    assert _problem({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}) is None
    assert _problem({"DISPLAY": ":0"}, platform="win32") is None


def test_no_display_is_said_too() -> None:
    line = _problem({}, ldd_out="", cursor=True)
    assert line is not None and "DISPLAY is not set" in line


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or xcb_plugin() is None, reason="Qt's xcb plugin is a Linux matter"
)
def test_the_real_command_prints_one_line_instead_of_aborting() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":99"
    if start_problem(env) is None:
        pytest.skip("this machine has every library Qt's xcb plugin needs")
    done = subprocess.run([sys.executable, "-m", "ccp_editor", "gui"], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ccp-editor: the desktop window cannot start") and "sudo apt install" in lines[0]
