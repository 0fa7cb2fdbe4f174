"""Starting documents from nothing: new game boxes, maps from scans, scenarios, Save As with an id.

``install_newdocs_hooks(main_window)`` adds the File menu entries, the document form tab and
the read-only guard of the shipped demo box; the dialogs and the calibration guide live in the
modules of this package.
"""

from __future__ import annotations

from .flows import install_newdocs_hooks

__all__ = ["install_newdocs_hooks"]
