"""``python -m ccp_editor.gui.desktop``: render the icon's PNG sizes from its SVG (``make icons``)."""

from PySide6.QtGui import QGuiApplication

from . import render_icon_pngs

_app = QGuiApplication([])
for _path in render_icon_pngs():
    print(_path.name)
