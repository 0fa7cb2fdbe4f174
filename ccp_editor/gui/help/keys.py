"""The keys of every editor kind for the shortcut list, whether or not one is open.

Each editor declares its keys on its own actions; rather than copy them into a table that could
drift, the list builds one throwaway editor of each kind (a map editor over a blank two-hex map,
the tables of blank forces, the data set's first scenario and a board of it), never shown, reads
their actions and deletes them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtWidgets import QWidget


def _map_view(dataset: Any) -> QWidget:
    from ...io.gamebox import new_map_document
    from ..document import DocumentModel
    from ..editors.docview import DocumentView

    doc = new_map_document("keys", "keys", "", 200, 200, columns=2, rows=2)
    return DocumentView(DocumentModel(doc, None, dataset))


def _forces_view(dataset: Any) -> QWidget:
    from ...model.forces import Forces
    from ..document import DocumentModel
    from ..editors.docview import DocumentView

    doc = Forces(kind="forces", format=1, id="keys", name="keys", nation="JP", provenance="user")
    return DocumentView(DocumentModel(doc, None, dataset))


def _scenario_view(dataset: Any) -> QWidget | None:
    from ..document import DocumentModel
    from ..editors.docview import DocumentView

    scenarios = getattr(dataset, "scenarios", None) or {}
    if not scenarios:
        return None
    scenario = scenarios[sorted(scenarios)[0]]
    return DocumentView(DocumentModel(scenario, None, dataset))


def _board(dataset: Any) -> QWidget | None:
    from ..board.integration import new_session
    from ..board.widget import BoardWidget

    scenarios = getattr(dataset, "scenarios", None) or {}
    for ident in sorted(scenarios):
        try:
            session = new_session(scenarios[ident], dataset, auto_setup=False, seed=1)
        except Exception:  # noqa: BLE001 - a scenario this data set cannot play: try the next
            continue
        board = BoardWidget(session, dataset)
        board.use_shell_shortcuts()  # as inside the window: Save and Undo are the window's keys
        return board
    return None


SAMPLES: tuple[Callable[[Any], QWidget | None], ...] = (_map_view, _forces_view, _scenario_view, _board)


@contextmanager
def sample_editors(dataset: Any) -> Iterator[list[QWidget]]:
    """One hidden editor of each kind the data set allows, deleted on leaving."""
    widgets: list[QWidget] = []
    try:
        for make in SAMPLES:
            try:
                widget = make(dataset)
            except Exception:  # noqa: BLE001 - a kind that cannot be built here lists no keys, the rest still do
                widget = None
            if widget is not None:
                widgets.append(widget)
        yield widgets
    finally:
        for widget in widgets:
            widget.deleteLater()
