"""Playing the cards with the mouse (issue 25, point 3): the hand drawn as cards that play by a
click (O21), a Fire order given by clicking the firing hex and then one of its legal targets (O27,
only the pairs the question offers reachable), an Advance by clicking the units' hex and then a
highlighted destination (O22), and the side panels folded away so the map takes the width. The
question's list stays the keyboard path, with the same answers in the same order."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ccp_editor.gui.board.handcards import CardWidget
from ccp_editor.gui.board.hotseat import HotseatWidget
from ccp_editor.gui.board.mapchoice import is_fire
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.hotseat import HotseatSession
from ccp_editor.play.turn import CardGame

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
RIDGE = "demo-ridge-line"
SEED = 9  # random answers from this seed reach a Japanese order with a Fire and an Advance card in hand


class _Stop(Exception):  # noqa: N818
    pass


def _answers_until(ds: DataSet, seed: int, stop) -> list[int]:  # noqa: ANN001
    rng = random.Random(seed)
    answers: list[int] = []

    class Recorder:
        name = "recorder"

        def choose(self, d) -> int:  # noqa: ANN001
            if stop(d) or len(answers) > 400:
                raise _Stop
            answers.append(rng.randrange(len(d.options)))
            return answers[-1]

    with pytest.raises(_Stop):
        CardGame.create(ds.scenarios[RIDGE], ds, {"japan": Recorder(), "allied": Recorder()}, seed=seed).run()
    return answers


def _fire_with_choice(d) -> bool:  # noqa: ANN001
    fires = [o for o in d.options if is_fire(o.value)]
    return d.kind == "target" and len(fires) >= 3 and len({o.value[1] for o in fires}) >= 2


@pytest.fixture
def at_order(qtbot, demo_ds: DataSet) -> HotseatWidget:
    """The card game at the Japanese order whose Fire card leads to a choice of groups and targets."""
    answers = _answers_until(demo_ds, SEED, _fire_with_choice)
    session = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=SEED)
    session.answers = answers[:-1]
    w = HotseatWidget(session)
    qtbot.addWidget(w)
    w.resize(1280, 760)
    w.show()
    qtbot.waitExposed(w)
    if w.stack.currentIndex() == 0:
        QTest.mouseClick(w.pass_button, LEFT)
    assert w.snap.decision is not None and w.snap.decision.kind == "order"
    return w


def card(w: HotseatWidget, order: str) -> CardWidget:
    return next(c for c in w.strip.cards if c.spec.order == order)


def click_hex(w: HotseatWidget, hex_id: str) -> None:
    view = w.board.view
    view.centerOn(w.board.scene.hex_center(hex_id))
    QTest.mouseClick(view.viewport(), LEFT, NO_MOD, view.viewport_point(hex_id))


def highlighted(w: HotseatWidget) -> set[str]:
    """The hexes the board's highlight tints (amber firing hexes, green moves)."""
    return set(w.board.scene.highlight.hexes)


def red(w: HotseatWidget) -> set[str]:
    return set(w.board.scene.choice_marks.targets.hexes)


def test_the_hand_is_drawn_as_cards_and_only_playable_orders_click(at_order: HotseatWidget) -> None:
    w = at_order
    g, d = w.snap.game, w.snap.decision
    hand = g.decks.hand("japan")
    assert [c.number for c in w.strip.cards] == hand  # every card of the hand, in the hand's order
    playable = {o.value[0] for o in d.options if isinstance(o.value, tuple)}
    for c in w.strip.cards:
        assert c.isEnabled() == (c.number in playable)
        assert "O2" in c.toolTip() or "O3" in c.toolTip()  # the order's rule number on hover
        assert c.spec.hex in c.toolTip() and "1.9" in c.toolTip()
        if not c.isEnabled():
            assert "O21" in c.toolTip()  # why it cannot be played now
    # the list is still the keyboard path: the same answers, in the same order
    assert [w.options.item(i).text() for i in range(w.options.count())] == [
        w.options.item(i).text() for i in range(len(d.options))]
    assert w.options.count() == len(d.options)
    # "pass" is no card: a button beside the question
    assert [b.text() for b in w.strip.buttons] == [w.options.item(len(d.options) - 1).text()]
    # a click on a faded card does nothing
    dead = [c for c in w.strip.cards if not c.isEnabled()]
    if dead:
        QTest.mouseClick(dead[0], LEFT)
        assert w.snap.decision is d


def test_fire_by_clicking_the_firing_hex_then_a_legal_target(at_order: HotseatWidget) -> None:
    w = at_order
    before = len(w.session.answers)
    QTest.mouseClick(card(w, "fire"), LEFT)  # click 1: the Fire card
    d = w.snap.decision
    assert d is not None and d.kind == "target" and len(w.session.answers) == before + 1
    fires = {(frozenset(w.board.session.piece(p).hex for p in o.value[0]), o.value[1]): i
             for i, o in enumerate(d.options) if is_fire(o.value)}
    firing = {h for hexes, _t in fires for h in hexes}
    assert highlighted(w) == firing and not red(w)  # the hexes that can fire, no target yet
    start = sorted(firing)[0]
    click_hex(w, start)  # click 2: the firing hex
    legal = {t for hexes, t in fires if hexes == {start}}
    assert red(w) == legal  # only the targets this group may fire at
    others = {t for _h, t in fires} - legal
    enemy = set(w.board.session.occupied_hexes("allied"))
    for bad in sorted((enemy - legal) | others)[:2]:  # a target out of this group's reach: no answer
        click_hex(w, bad)
        assert w.snap.decision is d
    target = sorted(legal)[0]
    click_hex(w, target)  # click 3: the target
    assert w.session.answers[before + 1] == fires[(frozenset({start}), target)]
    assert w.snap.decision is not d


def test_clicking_a_firing_hex_again_drops_it(at_order: HotseatWidget) -> None:
    w = at_order
    QTest.mouseClick(card(w, "fire"), LEFT)
    d = w.snap.decision
    hexes = sorted(highlighted(w))
    click_hex(w, hexes[0])
    assert red(w)
    click_hex(w, hexes[0])
    assert not red(w) and highlighted(w) == set(hexes)
    assert w.snap.decision is d


def test_advance_by_clicking_the_units_hex_then_a_destination(qtbot, demo_ds: DataSet) -> None:
    answers = _answers_until(demo_ds, SEED, _fire_with_choice)
    session = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=SEED)
    session.answers = answers[:-1]
    w = HotseatWidget(session)
    qtbot.addWidget(w)
    w.resize(1280, 760)
    w.show()
    qtbot.waitExposed(w)
    if w.stack.currentIndex() == 0:
        QTest.mouseClick(w.pass_button, LEFT)
    QTest.mouseClick(card(w, "advance"), LEFT)
    d = w.snap.decision
    assert d is not None and d.order == "advance"
    if d.kind == "activate":
        stacks = highlighted(w)
        assert stacks
        click_hex(w, sorted(stacks)[0])
        d = w.snap.decision
    assert d is not None and d.kind == "destination"
    where = sorted(w.gate.destinations())
    assert highlighted(w) == set(where)
    moving = list(d.pieces)
    n = len(w.session.answers)
    click_hex(w, where[0])
    assert len(w.session.answers) == n + 1
    follow = w.snap.decision  # O22.2: hand a weapon over first? answered by its button beside the question
    if follow is not None and follow.side == "japan" and follow.options[0].value is None:
        assert w.strip.buttons and w.strip.buttons[0].text() == w.options.item(0).text()
        QTest.mouseClick(w.strip.buttons[0], LEFT)
    assert w.board.session.piece(moving[0]).hex == where[0]


def test_side_panels_fold_so_the_map_takes_the_width(at_order: HotseatWidget) -> None:
    w = at_order
    w._balance()
    view = w.board.view.width()
    assert view >= 0.6 * w.width()  # the board's own panel starts folded in a card game
    assert w.strip.side_toggle.isChecked()
    QTest.mouseClick(w.strip.side_toggle, LEFT)  # the question list and log away
    assert not w.right.isVisible()
    QTest.qWait(10)
    assert w.board.view.width() > view
    assert all(c.isVisible() for c in w.strip.cards)  # the cards and the question stay
    assert w.strip.prompt.text() == w.prompt.text()
    QTest.mouseClick(w.strip.tracks_toggle, LEFT)  # the tracks back on demand
    QTest.qWait(10)
    assert w.board.splitter.sizes()[1] > 0
