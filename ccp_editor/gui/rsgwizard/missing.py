"""The wizard's inputs page when the box lacks something a random battle (or its card game) needs:
say what is missing, in words, and offer to bring it in from another box.

An own box made empty has no forces, chits or maps: rather than a greyed Start and a message naming
a data set, the page lists what is missing ("this box has no forces for Japan") with an Import
button that opens File > Import from Another Box... with those documents ticked; once imported the
wizard starts over on the fuller box.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...io.boximport import missing_for_battles
from ..i18n import translate


def missing_panel(wizard: Any, main: Any, reopen: Callable[[Any], Any]) -> QWidget | None:
    """A panel on the wizard's inputs page naming what the box lacks, with the Import offer;
    None when nothing is missing."""
    from ..newdocs.importbox import _t

    missing = missing_for_battles(wizard.dataset)
    if not missing:
        return None
    blocking = wizard.data is None
    panel = QFrame()
    panel.setObjectName("missingPanel")
    panel.setFrameShape(QFrame.Shape.StyledPanel)
    panel.setStyleSheet("QFrame#missingPanel { background: #fff4d6; border: 1px solid #e0c070; border-radius: 4px; }"
                        " QFrame#missingPanel QLabel { color: #4a3800; }")
    box = QVBoxLayout(panel)
    title = QLabel(translate("RsgWizard", "A random battle cannot start yet:") if blocking
                   else translate("RsgWizard", "The battle can be generated, but not yet played as a card game:"))
    font = title.font()
    font.setBold(True)
    title.setFont(font)
    box.addWidget(title)
    text = QLabel("\n".join("• " + _t(m.reason, m.params) for m in missing))
    text.setObjectName("missingList")
    text.setWordWrap(True)
    box.addWidget(text)
    row = QHBoxLayout()
    button = QPushButton(translate("RsgWizard", "Import them from another box..."))
    button.setObjectName("importMissingButton")
    button.setToolTip(translate("RsgWizard", "Copy what is missing from the demo game box or another box into yours"))
    keys = [m.key for m in missing]
    button.clicked.connect(lambda: _offer(wizard, main, keys, [_t(m.reason, m.params) for m in missing], reopen))
    row.addWidget(button)
    row.addStretch(1)
    box.addLayout(row)
    return panel


def _offer(wizard: Any, main: Any, keys: list[str], reasons: list[str], reopen: Callable[[Any], Any]) -> None:
    from ..newdocs.flows import offer_import

    reason = translate("RsgWizard", "For random battles: {what}.").format(what="; ".join(reasons))
    offer_import(main, keys, reason, then=lambda: restart(wizard, main, reopen))


def restart(wizard: Any, main: Any, reopen: Callable[[Any], Any]) -> Any:
    """The wizard again (``reopen(main)`` makes it), on the box as it is now, in the old one's tab."""
    index = main.tabs.indexOf(wizard)
    fresh = reopen(main)
    if index >= 0:
        main.tabs.removeTab(main.tabs.indexOf(wizard))
        main.tabs.insertTab(index, fresh, main.tabs.tabText(main.tabs.indexOf(fresh)))
        main.tabs.setCurrentWidget(fresh)
        wizard.deleteLater()
    return fresh


def install(wizard: Any, main: Any, reopen: Callable[[Any], Any]) -> None:
    """Put the panel at the top of the wizard's inputs page (the raw message then goes)."""
    panel = missing_panel(wizard, main, reopen)
    if panel is None:
        return
    wizard.missing_panel = panel
    wizard.inputs_page.layout().insertWidget(0, panel)
    if wizard.data is None:
        wizard.inputs_error.hide()
