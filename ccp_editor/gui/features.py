"""The features the main window installs at start, in menu order; each registers through ``Shell``.

To add a feature: write a class with ``install(shell: Shell)`` in its own package (see
``board/integration.py``) and list it here.
"""

from __future__ import annotations

from .shell import Feature


def default_features() -> list[Feature]:
    from .balance import BalanceFeature
    from .board.integration import BoardFeature
    from .boxwatch import BoxFollowFeature
    from .help import HelpFeature
    from .newdocs import NewDocumentsFeature
    from .rsgwizard.integration import BattleFeature
    from .switcher import WindowHabitsFeature

    return [BoxFollowFeature(), NewDocumentsFeature(), BoardFeature(), BattleFeature(), BalanceFeature(), HelpFeature(),
            WindowHabitsFeature()]
