"""The embedded playtest board: a scenario set up and played on its map with every rule helper.

Widgets only: every rule lives in ``ccp_editor.play`` (the ``PlaytestSession``), which this package
drives and redraws from. ``BoardFeature`` plugs it into the main window; ``open_playtest`` opens a
scenario on a new board tab.
"""

from typing import Any

from .integration import BoardFeature, open_playtest, open_playtest_file, show_board_view


def __getattr__(name: str) -> Any:
    """The board widget and its document load with the first playtest, not at start-up."""
    if name == "BoardWidget":
        from .widget import BoardWidget

        return BoardWidget
    if name == "PlaytestDocument":
        from .document import PlaytestDocument

        return PlaytestDocument
    raise AttributeError(name)

__all__ = ["BoardFeature", "BoardWidget", "PlaytestDocument", "open_playtest", "open_playtest_file", "show_board_view"]
