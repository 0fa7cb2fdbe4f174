"""Playing the cards with the mouse (issue 25, point 3): the hand drawn as cards that play by a
click (O21), a Fire order given by clicking the firing hex and then one of its legal targets (O27,
only the pairs the question offers reachable), an Advance by clicking the units' hex and then a
highlighted destination (O22), and the side panels folded away so the map takes the width. The
question's list stays the keyboard path, with the same answers in the same order."""

from __future__ import annotations

import os
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
    session.replay(answers[:-1])
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
        assert c.accessibleName().startswith(c.label)  # "JP-17: order Fire, action ..., event ..."
        if not c.isEnabled():
            assert "O21" in c.toolTip() and "O21" in c.accessibleDescription()  # why it cannot be played now
    # the list is still the keyboard path: the same answers, in the same order
    assert [w.options.item(i).text() for i in range(w.options.count())] == [
        w.options.item(i).text() for i in range(len(d.options))]
    assert w.options.count() == len(d.options)
    # "pass" is no card: a button beside the question
    assert [b.toolTip() for b in w.strip.buttons] == [w.options.item(len(d.options) - 1).text()]
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
    assert "click the hex that fires" in w.strip.hint.text()  # said beside the question
    start = sorted(firing)[0]
    view = w.board.view
    view.centerOn(w.board.scene.hex_center(start))
    QTest.mouseMove(view.viewport(), view.viewport_point(start))  # the mouse over it: where it may fire, a preview
    assert red(w) == {t for hexes, t in fires if hexes == {start}}
    assert w.snap.decision is d
    click_hex(w, start)  # click 2: the firing hex
    legal = {t for hexes, t in fires if hexes == {start}}
    assert set(w.board.scene.choice_marks.picked.hexes) == {start}
    assert red(w) == legal  # only the targets this group may fire at
    others = {t for _h, t in fires} - legal
    enemy = set(w.board.session.occupied_hexes("allied"))
    for bad in sorted((enemy - legal) | others)[:2]:  # a target out of this group's reach: no answer, but why
        click_hex(w, bad)
        assert w.snap.decision is d
        assert f"cannot fire at {bad}" in w.board.message_text()
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
    session.replay(answers[:-1])
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
        assert w.strip.buttons and w.strip.buttons[0].toolTip() == w.options.item(0).text()
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


class _Piece:
    def __init__(self, hex_id: str) -> None:
        self.hex = hex_id


class _Session:
    """Pieces by hex, and a map whose hexes are letters and digits."""

    def __init__(self, where: dict[str, str]) -> None:
        self.where = where
        self.board = self

    def piece(self, pid: str) -> _Piece:
        return _Piece(self.where[pid])

    def carrier_of(self, pid: str) -> None:
        return None

    def contains(self, hex_id: str) -> bool:
        return hex_id[:1].isalpha() and hex_id[1:].isdigit()


def test_a_fire_group_of_several_hexes_reaches_only_its_own_targets() -> None:
    """O27.3.1: a group of adjacent hexes is picked hex by hex; each group reaches only the targets
    the question offers it (B2 alone reaches C5; B2 with B3 reaches D6 only)."""
    from ccp_editor.gui.board.mapchoice import MapChoice
    from ccp_editor.play.decisions import Decision, Option
    from ccp_editor.play.firegroups import FireChoice

    d = Decision("japan", "target", "Fire: which group at which hex?", [
        Option("a", FireChoice(["a"], "C5")),
        Option("b", FireChoice(["a", "b"], "D6", "lead")),
        Option("c", FireChoice(["c"], "E7")),
        Option("smoke", ("smoke", "m")),
    ])
    c = MapChoice(_Session({"a": "B2", "b": "B3", "c": "H9"}), d)  # type: ignore[arg-type]
    assert c.firing_hexes() == {"B2", "B3", "H9"} and c.targets() == []
    assert c.click("D6") == ("none", [])  # no group picked: a target answers nothing
    assert c.click("B2") == ("group", []) and c.targets() == ["C5"]
    assert c.click("D6") == ("none", [])  # B2 alone cannot fire at D6
    assert c.click("B3") == ("group", []) and c.targets() == ["D6"]
    assert c.click("C5") == ("none", [])  # the two-hex group is not offered at C5
    assert c.click("D6") == ("answer", [1])
    c.click("H9")  # a hex of another group starts that group
    assert c.firing == {"H9"} and c.targets() == ["E7"]
    assert c.kind() == "fire"


def test_at_1280x800_the_map_takes_most_of_the_width_and_board_only_keeps_the_cards(qtbot, tmp_path) -> None:  # noqa: ANN001
    """Issue 25: the map was about 590 px wide beside two panels at 1280 x 800."""
    from PySide6.QtCore import QSettings

    from ccp_editor.gui.mainwindow import MainWindow

    from .demo_copy import DEMO
    from .windows import close_windows

    if DEMO is None:
        pytest.skip("the demo data set is not present")
    window = MainWindow(QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat), tmp_path / "recovery")
    try:
        assert window.open_dataset(DEMO)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        assert window.select_view(f"cardgame:{RIDGE}")
        game = window.tabs.currentWidget()
        assert isinstance(game, HotseatWidget)
        QTest.qWait(50)
        assert game.board.view.width() >= 800  # beside the question list only: its own panel is folded
        QTest.mouseClick(game.strip.side_toggle, LEFT)
        QTest.qWait(20)
        assert game.board.view.width() >= 1200  # the whole width, the cards and the question below it
        QTest.mouseClick(game.strip.side_toggle, LEFT)
        window.action("actBoardOnly").trigger()
        QTest.qWait(20)
        assert not window.menuBar().isVisible()
        assert game.strip.isVisible() and game.strip.prompt.isVisible() and game.strip.prompt.text()
        QTest.mouseClick(game.strip.side_toggle, LEFT)  # the right panel away in Board Only too
        if game.stack.currentIndex() == 0:  # the screen passes: its button is beside the question as well
            assert not game.strip.cards and game.strip.buttons[0].text() == game.pass_button.text()
            QTest.mouseClick(game.strip.buttons[0], LEFT)
        assert game.stack.currentIndex() == 1
        QTest.qWait(20)
        assert game.strip.cards and all(c.isVisible() for c in game.strip.cards)
        assert game.board.view.width() >= 1200
    finally:
        close_windows([window])


def test_the_list_stays_the_keyboard_path(at_order: HotseatWidget) -> None:
    """Down to the Fire card's row, Enter: the same answer as a click on the card."""
    w = at_order
    d = w.snap.decision
    row = next(i for i, o in enumerate(d.options) if isinstance(o.value, tuple) and o.value[1] == "fire")
    w.options.setFocus()
    w.options.setCurrentRow(0)
    for _ in range(row):
        QTest.keyClick(w.options, Qt.Key.Key_Down)
    n = len(w.session.answers)
    QTest.keyClick(w.options, Qt.Key.Key_Return)
    assert w.session.answers[n:] == [row]
    d = w.snap.decision
    assert d is not None and d.kind == "target"
    QTest.keyClick(w.options, Qt.Key.Key_Down)  # the row picked shows its group and target on the map
    value = d.options[w.options.currentRow()].value
    if is_fire(value):
        assert red(w) == [value[1]] or red(w) == {value[1]}
        assert set(w.board.scene.choice_marks.picked.hexes) == {w.board.session.piece(p).hex for p in value[0]}


def test_card_game_reference_images_at_1280x800(at_order: HotseatWidget) -> None:
    """The hand drawn as cards, then a Fire order with its firing hex picked and its targets in red,
    as stored pictures (compared as thumbnails: font anti-aliasing does not count)."""
    from .reference_images import assert_matches_reference

    w = at_order
    w.resize(1280, 800)
    w._balance()
    w.board.view.fit()
    _settled(w)
    assert_matches_reference(w.grab().toImage(), "cardgame-hand-1280x800")
    QTest.mouseClick(card(w, "fire"), LEFT)
    d = w.snap.decision
    singles = sorted({w.board.session.piece(o.value[0][0]).hex for o in d.options
                      if is_fire(o.value) and len({w.board.session.piece(p).hex for p in o.value[0]}) == 1})
    start = singles[0]  # the first hex that fires alone (the fixture's game offers several targets)
    click_hex(w, start)
    w.board.view.fit()
    _settled(w)
    assert red(w)
    assert_matches_reference(w.grab().toImage(), "cardgame-fire-targets-1280x800")
    marked = {start: "picked", **{h: "target" for h in red(w)}}
    for h, what in marked.items():  # each marked hex up close, where a missing mark shows
        assert_matches_reference(_around(w, [h]), f"cardgame-fire-{what}-{h}")
    if os.environ.get("CCP_UPDATE_GOLDENS") == "1":
        return
    w.board.scene.choice_marks.show([], [])  # without the picked hex and its targets: noticed
    _settled(w)
    for h, what in marked.items():
        with pytest.raises(AssertionError, match="differs"):
            assert_matches_reference(_around(w, [h]), f"cardgame-fire-{what}-{h}")


def _settled(w: HotseatWidget) -> None:
    """Paint, then wait for the map's picture at this zoom (drawn on the next idle moment after a
    zoom, the nearest one scaled meanwhile): a busy machine must not grab the stand-in."""
    QTest.qWait(20)
    for _ in range(300):
        if w.board.scene.map_item._pending is None:
            break
        QTest.qWait(10)
    QTest.qWait(20)


def _around(w: HotseatWidget, hexes: list[str]):  # noqa: ANN202 - a QImage
    """The part of the board's picture around these hexes (a hex's width of margin)."""
    from PySide6.QtCore import QRect

    view = w.board.view
    points = [view.viewport_point(h) for h in hexes]
    margin = 48
    left, top = min(p.x() for p in points) - margin, min(p.y() for p in points) - margin
    right, bottom = max(p.x() for p in points) + margin, max(p.y() for p in points) + margin
    return view.viewport().grab(QRect(left, top, right - left, bottom - top)).toImage()


def test_a_question_naming_units_is_answered_by_their_hex() -> None:
    """A Sniper's victim (E: break which unit?) picked by clicking its hex; two units in one hex
    leave the choice to the buttons beside the question."""
    from ccp_editor.gui.board.mapchoice import MapChoice
    from ccp_editor.play.decisions import Decision, Option

    d = Decision("japan", "sniper", "Sniper at K10: break which unit?", [
        Option("break no unit", None), Option("squad", "s1"), Option("team", "t1"), Option("scout", "s2")])
    c = MapChoice(_Session({"s1": "L10", "t1": "L10", "s2": "K9"}), d)  # type: ignore[arg-type]
    assert c.kind() == "piece"
    assert c.click("K9") == ("answer", [3])
    assert c.click("L10") == ("choose", [1, 2])
    assert c.click("A1") == ("none", [])


def test_two_ways_to_fire_at_one_target_are_offered_beside_the_question(qtbot, demo_ds: DataSet) -> None:
    """A hex whose ordnance may also fire alone (O27.2) has two attacks on one target: the target's
    click narrows the list to them and offers both as buttons; a button fires."""
    from collections import Counter

    state: dict[str, object] = {}

    def two_ways(d) -> bool:  # noqa: ANN001
        s = state["game"].s  # type: ignore[attr-defined]
        keys = Counter((frozenset(h for h in (_hex_of(s, p) for p in o.value[0]) if h), o.value[1])
                       for o in d.options if is_fire(o.value))
        return d.kind == "target" and any(n >= 2 for n in keys.values())

    rng = random.Random(2)
    answers: list[int] = []

    class Recorder:
        name = "recorder"

        def choose(self, d) -> int:  # noqa: ANN001
            if two_ways(d) or len(answers) > 400:
                raise _Stop
            answers.append(rng.randrange(len(d.options)))
            return answers[-1]

    game = CardGame.create(demo_ds.scenarios[RIDGE], demo_ds, {"japan": Recorder(), "allied": Recorder()}, seed=2)
    state["game"] = game
    with pytest.raises(_Stop):
        game.run()
    session = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=2)
    session.replay(answers)
    w = HotseatWidget(session)
    qtbot.addWidget(w)
    w.resize(1280, 760)
    w.show()
    qtbot.waitExposed(w)
    if w.stack.currentIndex() == 0:
        QTest.mouseClick(w.pass_button, LEFT)
    d = w.snap.decision
    s = w.board.session
    keys = Counter((frozenset(h for h in (_hex_of(s, p) for p in o.value[0]) if h), o.value[1])
                   for o in d.options if is_fire(o.value))
    (hexes, target), _n = next((k, n) for k, n in keys.items() if n >= 2)
    for h in sorted(hexes):
        click_hex(w, h)
    click_hex(w, target)
    assert w.snap.decision is d  # not answered yet: two attacks fit
    both = [i for i, o in enumerate(d.options) if is_fire(o.value) and o.value[1] == target
            and frozenset(_hex_of(s, p) for p in o.value[0]) == hexes]
    shown = [r for r in range(w.options.count()) if not w.options.isRowHidden(r)]
    assert shown == both
    assert [b.toolTip() for b in w.strip.buttons] == [w.options.item(i).text() for i in both]
    click_hex(w, sorted(hexes)[0])  # the pick changes: every answer is listed again
    assert all(not w.options.isRowHidden(r) for r in range(w.options.count()))
    click_hex(w, sorted(hexes)[0])  # picked again: the same group
    click_hex(w, target)
    n = len(w.session.answers)
    QTest.mouseClick(w.strip.buttons[1], LEFT)
    assert w.session.answers[n] == both[1]


def _hex_of(s, pid: str) -> str | None:  # noqa: ANN001
    from ccp_editor.gui.board.mapchoice import piece_hex

    return piece_hex(s, pid)


def test_a_card_whose_order_has_no_use_is_faded_and_says_why(qtbot, demo_ds: DataSet) -> None:
    """O21: only an order with a use may be played; the others are shown, not offered."""
    w = HotseatWidget(HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=2))  # its first order has such a card
    qtbot.addWidget(w)
    w.show()
    if w.stack.currentIndex() == 0:
        QTest.mouseClick(w.pass_button, LEFT)
    d = w.snap.decision
    assert d is not None and d.kind == "order"
    playable = {o.value[0] for o in d.options if isinstance(o.value, tuple)}
    faded = [c for c in w.strip.cards if c.number not in playable]
    assert faded and all(not c.isEnabled() for c in faded)
    for c in faded:
        assert "O21" in c.toolTip() and "O21" in c.accessibleDescription()
    QTest.mouseClick(faded[0], LEFT)
    assert w.snap.decision is d and not w.session.answers
    raised = next(c for c in w.strip.cards if c.number in playable)
    QTest.mouseClick(raised, LEFT)
    assert w.session.answers == [next(i for i, o in enumerate(d.options)
                                      if isinstance(o.value, tuple) and o.value[0] == raised.number)]
