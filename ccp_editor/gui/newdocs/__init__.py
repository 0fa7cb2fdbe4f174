"""Starting documents from nothing: new game boxes, maps from scans, scenarios, Save As with an id.

``NewDocumentsFeature`` (listed in ``gui/features.py``) adds the File menu entries, their ``--view``
names, the document form tab and the read-only badge of the shipped demo box; the dialogs and the
calibration guide live in the modules of this package.
"""

from __future__ import annotations

from .flows import NewDocumentsFeature

__all__ = ["NewDocumentsFeature"]
