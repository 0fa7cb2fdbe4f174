"""The Artillery Box on the board (6, 15.1.2, O24.1) and the spotting round's choice in the card game window
(O24.3.1): what a player sees, through the real widgets offscreen."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QLabel

from ccp_editor.gui.board import BoardWidget
from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import logtext as L
from ccp_editor.play.hotseat import HotseatSession
from ccp_editor.play.radios import blast_area
from ccp_editor.play.session import PlaytestSession
from ccp_editor.play.turn import CardGame


def _board(qtbot, ds: DataSet) -> tuple[BoardWidget, PlaytestSession]:
    s = PlaytestSession.create(ds.scenarios["demo-ridge-line"], ds, seed=3)
    assert s.start_play(force=True).ok
    board = BoardWidget(s, ds)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    return board, s


def _box_chits(board: BoardWidget) -> dict[str, str]:
    return {item.data(0).split(":")[1]: item.text for item in board.scene.chits
            if isinstance(item.data(0), str) and item.data(0).startswith("artillery:")}


def test_the_artillery_boxes_show_the_radio_and_the_denied_marker(qtbot, demo_ds: DataSet) -> None:
    board, s = _board(qtbot, demo_ds)
    label = board.findChild(QLabel, "artilleryLabel")
    assert "Japan: empty" in label.text() and "Allies: empty" in label.text()
    assert _box_chits(board) == {}
    board.perform(s.acquire_radio("allied", "us-radio-10", 2))
    board.perform(s.acquire_radio("japan", None))
    assert "Allies: Demo Radio 10 (10 FP)" in label.text() and "Japan: artillery denied" in label.text()
    assert _box_chits(board) == {"allied": "10 FP", "japan": "DENIED"}
    # each chit sits in the map's Artillery Box on its side's own edge (2.2c): the Allies on the bottom
    allied = next(i for i in board.scene.chits if i.data(0) == "artillery:allied")
    japan = next(i for i in board.scene.chits if i.data(0) == "artillery:japan")
    assert allied.pos().y() > japan.pos().y()
    assert "Demo Radio 10" in allied.toolTip()
    board.perform(s.break_unit(s.radio_in_box("allied").id))
    assert "Demo Radio 10 (10 FP, broken)" in label.text()


def test_the_spotting_round_choice_shows_its_blast_area_on_the_board(qtbot, demo_ds: DataSet) -> None:
    """Random answers, but every Asset Request goes for the artillery, until the Allies choose where their
    spotting round goes; then the window shows each option's seven hexes as the player picks it."""
    class Found(Exception):  # noqa: N818
        pass

    class Eager:
        name = "eager"

        def __init__(self, seed: int) -> None:
            self.rng, self.answers = random.Random(seed), []

        def choose(self, d) -> int:  # noqa: ANN001
            if d.prompt == L.P_ART_SR_WHERE and d.side == "allied":
                raise Found
            keen = [i for i, o in enumerate(d.options) if "asset request" in o.label or "(O24.1)" in o.label
                    or "(O24.3)" in o.label or " VP" in o.label and "FP" in o.label]
            self.answers.append(keen[-1] if keen else self.rng.randrange(len(d.options)))
            return self.answers[-1]

    for seed in range(1, 40):
        eager = Eager(seed)
        answers = eager.answers
        try:
            CardGame.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, {"japan": eager, "allied": eager}, seed=seed).run()
        except Found:
            break
    else:
        raise AssertionError("no Fire For Effect in 40 games")
    h = HotseatSession(demo_ds.scenarios["demo-ridge-line"], demo_ds, seed=seed)
    h.replay(answers)
    w = HotseatWidget(h)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    if w.stack.currentIndex() == 0:
        w._take_screen()
    assert w.prompt.text() == "Spotting round: in which hex?"
    rows = [w.options.item(i).text() for i in range(w.options.count())]
    assert rows and all("(blast area: " in r for r in rows)
    w.options.setCurrentRow(len(rows) - 1)
    hex_id = rows[-1].split(" ")[0]
    shaded = _painted(w.board.scene.highlight._path)
    scene = w.board.scene
    area = blast_area(scene.grid, hex_id)
    assert len(area) >= 4
    for h in area:
        assert shaded(scene.hex_center(h)), h
    far = next(h for h in scene.grid.hex_ids if scene.grid.distance(h, hex_id) == 3)
    assert not shaded(scene.hex_center(far))


def _painted(path: QPainterPath):  # noqa: ANN202
    """Whether a scene point is painted by ``path`` (QPainterPath.contains misreads unions of hexes)."""
    rect = path.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.translate(-rect.left() + 1, -rect.top() + 1)
    p.fillPath(path, QColor("black"))
    p.end()

    def at(point: QPointF) -> bool:
        x, y = int(point.x() - rect.left() + 1), int(point.y() - rect.top() + 1)
        return image.rect().contains(x, y) and image.pixelColor(x, y) == QColor("black")

    return at
