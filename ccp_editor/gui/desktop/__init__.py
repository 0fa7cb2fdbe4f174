"""The app as a desktop citizen: its icon, its launcher entry (``.desktop``) and its AppStream metainfo.

The files live beside this module and ship in the wheel. ``ccp-editor install-desktop`` copies them into
the user's XDG data folder (``cli/desktop.py``); the window takes its icon from here (``app_icon``). The
icon is the project's own drawing (``ccp.editor.ScenarioStudio.svg``); the PNG sizes are rendered from it by
``render_icon_pngs`` (``make icons``), and a test keeps them in step with the SVG.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

# The launcher and AppStream id: one name for the .desktop file, the metainfo, the icon and the window's
# desktop file name (Wayland matches a window to its launcher and icon by it). AppStream wants a reverse-DNS
# form; the project has no web domain of its own, so the id names the project without claiming anyone's.
APP_ID = "ccp.editor.ScenarioStudio"
HERE = Path(__file__).resolve().parent
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
SVG = HERE / f"{APP_ID}.svg"
DESKTOP_FILE = HERE / f"{APP_ID}.desktop"
METAINFO_FILE = HERE / f"{APP_ID}.metainfo.xml"


def icon_png(size: int) -> Path:
    """The shipped PNG rendering of the icon at ``size`` × ``size`` pixels."""
    return HERE / f"{APP_ID}-{size}.png"


def app_icon() -> QIcon:
    """The application icon with every shipped size (Qt picks the nearest for title bars and task bars)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_png(size)))
    return icon


def render_icon_pngs(folder: Path = HERE) -> list[Path]:
    """Render the SVG icon to one PNG per size in ``folder`` (the shipped ones by default)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    written = []
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = folder / f"{APP_ID}-{size}.png"
        if not image.save(str(target), "PNG"):
            raise OSError(f"could not write {target}")
        written.append(target)
    return written

