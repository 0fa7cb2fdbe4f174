"""``ccp-editor install-desktop`` / ``uninstall-desktop``: the app in the desktop's menus, per user.

Installs the launcher (``.desktop``), the AppStream metainfo (software centres read it) and the icon in
every shipped size into the user's XDG data folder (``$XDG_DATA_HOME``, else ``~/.local/share``), as the
freedesktop.org specifications place them; no administrator rights and no system folder are involved. The
launcher runs this installation's own ``ccp-editor-gui``, named by its full path, so it works when the
virtual environment is not on the desktop session's ``PATH``. The uninstall removes exactly those files.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

from .errors import CliError

GUI_SCRIPT = "ccp-editor-gui"


def data_home() -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path (the base directory spec ignores a relative one),
    else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def installed_files(root: Path) -> dict[Path, Path]:
    """Where each shipped desktop file goes under the data folder ``root`` (target -> source)."""
    from ..gui.desktop import APP_ID, DESKTOP_FILE, ICON_SIZES, METAINFO_FILE, SVG, icon_png

    files = {
        root / "applications" / f"{APP_ID}.desktop": DESKTOP_FILE,
        root / "metainfo" / f"{APP_ID}.metainfo.xml": METAINFO_FILE,
        root / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": SVG,
    }
    for size in ICON_SIZES:
        files[root / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = icon_png(size)
    return files


def _exec_quote(arg: str) -> str:
    """One argument of a desktop entry's ``Exec`` key, quoted as the Desktop Entry spec requires."""
    if arg and not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`%='):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg).replace("%", "%%")
    return f'"{escaped}"'


def launcher_command() -> tuple[str, str]:
    """The ``Exec`` and ``TryExec`` values that start this installation's app: its ``ccp-editor-gui``
    beside the running interpreter (a virtual environment's ``bin``), else the one on ``PATH``, else the
    interpreter running ``-m ccp_editor gui`` (a source checkout without an installed launcher)."""
    beside = Path(sys.executable).parent / GUI_SCRIPT
    found = str(beside) if beside.is_file() else shutil.which(GUI_SCRIPT)
    if found:
        script = str(Path(found).absolute())
        return f"{_exec_quote(script)} %f", script
    python = str(Path(sys.executable).absolute())
    return f"{_exec_quote(python)} -m ccp_editor gui", python


def desktop_entry_text() -> str:
    """The shipped ``.desktop`` file with ``Exec`` and ``TryExec`` pointing at this installation."""
    from ..gui.desktop import DESKTOP_FILE

    command, try_exec = launcher_command()
    lines = []
    for line in DESKTOP_FILE.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={command}"
        elif line.startswith("TryExec="):
            line = f"TryExec={try_exec}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _cmd_install(args: argparse.Namespace) -> int:
    _require_freedesktop()
    root = data_home()
    written = []
    try:
        for target, source in installed_files(root).items():
            target.parent.mkdir(parents=True, exist_ok=True)
            temp = target.with_name(f".{target.name}.tmp")
            if target.suffix == ".desktop":
                temp.write_text(desktop_entry_text(), encoding="utf-8")
            else:
                shutil.copyfile(source, temp)
            os.replace(temp, target)
            written.append(target)
    except OSError as exc:
        print(f"ccp-editor: install-desktop: could not write {exc.filename or root}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    print(f"install-desktop: {len(written)} files; CC:P Scenario Studio is in the desktop's application menu", file=sys.stderr)
    return 0


def _cmd_uninstall(args: argparse.Namespace) -> int:
    _require_freedesktop()
    removed = []
    for target in installed_files(data_home()):
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            print(f"ccp-editor: uninstall-desktop: could not remove {target}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        removed.append(target)
    for path in removed:
        print(path)
    if removed:
        print(f"uninstall-desktop: {len(removed)} files removed", file=sys.stderr)
    else:
        print("uninstall-desktop: the launcher was not installed for this user; nothing to remove", file=sys.stderr)
    return 0


def _require_freedesktop() -> None:
    if sys.platform in ("win32", "darwin"):
        raise CliError(
            "install-desktop: launchers are installed this way on Linux and BSD desktops (freedesktop.org);"
            " on Windows and macOS start the app with ccp-editor-gui"
        )


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "install-desktop",
        help="add the app to the desktop's application menu, for this user (launcher, icon, AppStream metainfo)",
        description="Install the launcher (.desktop), the icon and the AppStream metainfo into $XDG_DATA_HOME"
        " (default ~/.local/share); prints the files written.",
    )
    p.set_defaults(func=_cmd_install)
    p = sub.add_parser(
        "uninstall-desktop",
        help="remove what install-desktop added for this user",
        description="Remove the launcher, icon and metainfo files install-desktop wrote; prints the files removed.",
    )
    p.set_defaults(func=_cmd_uninstall)
