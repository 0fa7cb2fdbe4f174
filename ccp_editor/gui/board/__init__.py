"""The embedded playtest board: a scenario set up and played on its map with every rule helper.

Widgets only: every rule lives in ``ccp_editor.play`` (the ``PlaytestSession``), which this package
drives and redraws from. ``open_playtest`` is the entry point for the main window and the wizard.
"""

from typing import Any

from .integration import install_board_hooks, open_playtest, open_playtest_file, show_board_view


def __getattr__(name: str) -> Any:
    if name == "BoardWidget":  # the board (and its geometry libraries) load with the first playtest
        from .widget import BoardWidget

        return BoardWidget
    raise AttributeError(name)


__all__ = ["BoardWidget", "install_board_hooks", "open_playtest", "open_playtest_file", "show_board_view"]
