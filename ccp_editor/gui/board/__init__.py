"""The embedded playtest board: a scenario set up and played on its map with every rule helper.

Widgets only: every rule lives in ``ccp_editor.play`` (the ``PlaytestSession``), which this package
drives and redraws from. ``BoardFeature`` plugs it into the main window; ``open_playtest`` opens a
scenario on a new board tab.
"""

from .document import PlaytestDocument
from .integration import BoardFeature, open_playtest, open_playtest_file, show_board_view
from .widget import BoardWidget

__all__ = ["BoardFeature", "BoardWidget", "PlaytestDocument", "open_playtest", "open_playtest_file", "show_board_view"]
