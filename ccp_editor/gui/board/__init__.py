"""The embedded playtest board: a scenario set up and played on its map with every rule helper.

Widgets only: every rule lives in ``ccp_editor.play`` (the ``PlaytestSession``), which this package
drives and redraws from. ``open_playtest`` is the entry point for the main window and the wizard.
"""

from .integration import install_board_hooks, open_playtest, open_playtest_file, show_board_view
from .widget import BoardWidget

__all__ = ["BoardWidget", "install_board_hooks", "open_playtest", "open_playtest_file", "show_board_view"]
