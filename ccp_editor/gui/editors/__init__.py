"""Document editors: one view per document, with sub-views per table and a raw YAML view."""

from __future__ import annotations


def register_all() -> None:
    """Import the editor modules so each registers its sub-views for its document kind."""
    from .. import mapeditor  # noqa: F401  (the map editor tab of map documents)
    from . import forces_editors, ruleset_editor, small_tables  # noqa: F401
