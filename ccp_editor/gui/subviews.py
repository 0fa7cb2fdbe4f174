"""Which editors a document tab shows: each editor package registers a factory for its document kind.

Kept apart from ``editors.docview`` (which reads it) so an editor package (the map editor, the
scenario editor, the new-document forms) registers itself without importing the document view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from .document import DocumentModel

SubviewFactory = Callable[[DocumentModel], list[tuple[str, str, QWidget]]]
"""factory(model) -> [(name, title, widget)], the sub-views of one document tab."""

SUBVIEW_FACTORIES: dict[str, SubviewFactory] = {}
"""kind -> factory; filled by the editor modules."""

COMMON_SUBVIEW_FACTORIES: list[SubviewFactory] = []
"""Factories for every kind, after the kind's own sub-views (e.g. the document-level fields form)."""
