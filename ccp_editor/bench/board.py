"""Bench figure ``board_frame_ms``: one repaint of the playtest board (goal < 16 ms, one frame at 60 Hz).

The board shows the larger demo map fitted in a 1280x800 view with 120 counters on it (40 stacks
of squad, weapon and leader, both sides); the figure is the median time to render the view into an
image offscreen, after a warm-up paint has filled the map and counter image caches as any first
paint on screen does.
"""

from __future__ import annotations

import os

from ..core.rules import SIDES
from ..model.playtest import PieceState
from .registry import figure, median_ms

COUNTERS = 120
STACK = ("squad", "weapon", "leader")


def crowded_board():  # noqa: ANN201 - (BoardWidget, QApplication): built lazily, Qt is imported here
    """A board on the larger demo map with ``COUNTERS`` pieces in stacks of three, both sides."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..gui.board.widget import BoardWidget
    from ..gui.render import ensure_gui_app
    from ..io.dataset import demo_dataset_root, load_dataset
    from ..play.session import PlaytestSession
    from .maps import larger_demo_map

    app = ensure_gui_app()
    root = demo_dataset_root()
    if root is None:
        raise RuntimeError("the demo data set is missing")
    ds, _ = load_dataset(root)
    map_id = larger_demo_map().id
    scenario = next((sc for sc in ds.scenarios.values() if sc.map == map_id), None)
    if scenario is None:
        raise RuntimeError(f"no demo scenario is played on {map_id}")
    session = PlaytestSession.create(scenario, ds, seed=1, placed=False)
    doc = session.to_playtest()
    grid = session.board.grid
    by_kind: dict[tuple[str, str], str] = {}
    for side in SIDES:
        forces = ds.forces.get(scenario.side(side).nation)
        for c in forces.counters if forces else []:
            by_kind.setdefault((side, c.kind), c.id)
    hexes = grid.hex_ids
    pieces = []
    for n in range(COUNTERS // len(STACK)):
        side = "japan" if n % 2 == 0 else "allied"
        hex_id = hexes[(n * 37) % len(hexes)]
        sid = f"B{n:02d}"
        pieces.append(PieceState(id=sid, counter=by_kind[(side, "squad")], side=side, location="map", hex=hex_id,
                                 weapon=f"{sid}w", veteran=n % 5 == 0, suppressed=n % 7 == 0, broken=n % 6 == 0))
        pieces.append(PieceState(id=f"{sid}w", counter=by_kind[(side, "weapon")], side=side, location="map", hex=hex_id))
        pieces.append(PieceState(id=f"{sid}l", counter=by_kind[(side, "leader")], side=side, location="map", hex=hex_id))
    doc.pieces = pieces
    doc.phase = "play"
    board = BoardWidget(PlaytestSession.resume(doc, ds), ds)
    board.resize(1280, 800)
    board.show()
    app.processEvents()
    board.view.fit()
    return board, app


@figure("board_frame_ms")
def board_frame_ms() -> float:
    from PySide6.QtGui import QImage, QPainter

    board, app = crowded_board()
    assert len(board.scene.counters) == COUNTERS
    view = board.view
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def frame() -> None:
        painter = QPainter(image)
        view.render(painter)
        painter.end()

    try:
        return median_ms(frame, repeat=40, warmup=2)
    finally:
        board.close()
        board.deleteLater()
        app.processEvents()
