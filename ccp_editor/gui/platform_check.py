"""Before the window opens on Linux: can Qt's X11 (xcb) platform plugin load at all?

When a system library the plugin needs is missing, Qt prints a long plugin error and aborts the
process, which no Python code can catch. So the libraries are looked for first (``ldd`` on the
plugin, plus ``libxcb-cursor``, which Qt 6.5+ requires though it is loaded later), and a missing one
becomes one line naming the packages to install on the common distributions.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

# soname -> (Debian/Ubuntu, Fedora, Arch) package
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
}

Runner = Callable[[list[str]], str]


def _ldd(argv: list[str]) -> str:
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=15, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def _loadable(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_from_ldd(output: str) -> list[str]:
    """The libraries ``ldd`` reports as ``not found``, each once, in its order."""
    found: list[str] = []
    for line in output.splitlines():
        name, sep, rest = line.strip().partition(" => ")
        if sep and rest.strip().startswith("not found") and name not in found:
            found.append(name)
    return found


def xcb_plugin() -> Path | None:
    import PySide6

    path = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return path if path.is_file() else None


def uses_xcb(env: dict[str, str]) -> bool:
    """Whether Qt would start on X11 here (Linux, no other platform chosen, not a Wayland session)."""
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return not (env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE") == "wayland")


def install_hint(missing: list[str]) -> str:
    """'Debian/Ubuntu: sudo apt install …; Fedora: …; Arch: …' for the missing libraries."""
    picks = [PACKAGES.get(m, (m.split(".so")[0].lower(), m.split(".so")[0], m.split(".so")[0].lower())) for m in missing]
    debian, fedora, arch = (sorted({p[k] for p in picks}) for k in range(3))
    return (
        f"Debian/Ubuntu: sudo apt install {' '.join(debian)}; Fedora: sudo dnf install {' '.join(fedora)}; "
        f"Arch: sudo pacman -S {' '.join(arch)}"
    )


def start_problem(
    env: dict[str, str] | None = None,
    platform: str = sys.platform,
    plugin: Path | None = None,
    ldd: Runner = _ldd,
    loadable: Callable[[str], bool] = _loadable,
) -> str | None:
    """One line saying why the window cannot open here, or None when it should."""
    env = dict(os.environ) if env is None else env
    if not platform.startswith("linux") or not uses_xcb(env):
        return None
    plugin = plugin if plugin is not None else xcb_plugin()
    if plugin is None:
        return None
    missing = missing_from_ldd(ldd(["ldd", str(plugin)])) if shutil.which("ldd") or ldd is not _ldd else []
    if "libxcb-cursor.so.0" not in missing and not loadable("libxcb-cursor.so.0"):
        missing.append("libxcb-cursor.so.0")  # Qt 6.5+ refuses to start on X11 without it
    if missing:
        return (
            "the desktop window cannot start: Qt's X11 platform plugin needs "
            f"{', '.join(missing)}, missing on this system. Install: {install_hint(missing)}. "
            "(The command-line tools work without them.)"
        )
    if not env.get("DISPLAY"):
        return "the desktop window cannot start: no X display (DISPLAY is not set); run it inside a desktop session"
    return None
