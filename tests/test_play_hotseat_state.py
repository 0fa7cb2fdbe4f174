"""The hotseat on a live game state (play/hotseat.py): an answer steps the game on and never plays
it again from its seed, undo goes back to the state the question found (kept, or given again from
the nearest kept one), the automatic side answers the same after an undo and in another thread,
and a save holds every answer of both sides; a format-1 save (the people's answers only) opens as
the game it was and is saved in the new format."""

from __future__ import annotations

import json
import os
import random
import threading
from pathlib import Path

import pytest

from ccp_editor.io.dataset import loaded_kept
from ccp_editor.io.documents import read_document
from ccp_editor.io.storage import save_document
from ccp_editor.model.cardgame import CARD_GAME_FORMAT, CardGameSave
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import engine, hotseat
from ccp_editor.play.hotseat import HotseatSession, Snapshot, finish
from ccp_editor.play.results import SessionError
from ccp_editor.play.turn import CardGame

RIDGE = "demo-ridge-line"
GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture(autouse=True)
def _kept():
    with loaded_kept():
        yield


def _pick(snap: Snapshot, rng: random.Random) -> int:
    assert snap.decision is not None
    return rng.randrange(len(snap.decision.options))


@pytest.fixture
def no_replay(monkeypatch: pytest.MonkeyPatch):
    """Make a new game from the seed (or a copy rebuilt from it) fail loudly while switched on."""
    on = {"v": False}
    create, from_origin = CardGame.create.__func__, engine.GameState._from_origin  # type: ignore[attr-defined]

    def guarded_create(cls, *a, **k):  # noqa: ANN001, ANN002, ANN003
        assert not on["v"], "a game was made again from its seed during play"
        return create(cls, *a, **k)

    def guarded_origin(self, *a, **k):  # noqa: ANN001, ANN002, ANN003
        assert not on["v"], "a copy was rebuilt from the seed during play"
        return from_origin(self, *a, **k)

    monkeypatch.setattr(CardGame, "create", classmethod(guarded_create))
    monkeypatch.setattr(engine.GameState, "_from_origin", guarded_origin)
    return on


def test_answers_step_the_live_game_and_never_replay_it(demo_ds: DataSet, no_replay) -> None:  # noqa: ANN001
    """The cost of an answer cannot grow with the game: no answer makes a game from the seed, and
    the states kept for undo stay bounded (the recent ones and one in ten of the rest)."""
    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=4)
    snap, rng = h.run(), random.Random(4)
    game = snap.game
    no_replay["v"] = True
    n = 0
    while snap.decision is not None and n < 160:
        snap = h.answer(_pick(snap, rng))
        n += 1
        assert snap.game is game  # the same game, stepped on
    assert n == 160 and len(h.answers) == 160
    kept = sum(g.before is not None for g in h.given)
    assert kept <= hotseat.KEEP_RECENT + n // hotseat.KEEP_EVERY + 1


def test_undo_goes_back_to_the_state_the_question_found(demo_ds: DataSet, no_replay, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(hotseat, "KEEP_RECENT", 4)
    monkeypatch.setattr(hotseat, "KEEP_EVERY", 3)
    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=2)
    snap, rng = h.run(), random.Random(2)
    seen: list[tuple[str, list[str], tuple, list[int]]] = []
    chosen: list[int] = []
    no_replay["v"] = True
    for _ in range(30):
        assert snap.decision is not None
        g = snap.game
        seen.append((snap.decision.prompt, list(g.log), (list(g.decks.hand("japan")), list(g.decks.hand("allied"))), h.answers))
        chosen.append(_pick(snap, rng))
        snap = h.answer(chosen[-1])
    assert [g.before is not None for g in h.given].count(True) < 30  # older states were thinned out
    for prompt, log, hands, answers in reversed(seen):
        assert h.can_undo(snap)
        snap = h.undo(snap)
        assert snap is not None and snap.decision is not None
        g = snap.game
        assert (snap.decision.prompt, g.log, (list(g.decks.hand("japan")), list(g.decks.hand("allied"))),
                h.answers) == (prompt, log, hands, answers)
    assert not h.can_undo(snap) and h.undo(snap) is None
    # and the game plays on from there as it did the first time
    for k, index in enumerate(chosen[:5]):
        snap = h.answer(index)
        assert snap.decision is not None and (snap.decision.prompt, snap.game.log) == seen[k + 1][:2]


def test_no_undo_past_a_revealed_card_holds_on_the_live_state(demo_ds: DataSet) -> None:
    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=1, no_undo_past_reveal=True)
    snap, rng = h.run(), random.Random(3)
    refused = 0
    for _ in range(60):
        revealed = snap.revealed
        snap = h.answer(_pick(snap, rng))
        assert h.can_undo(snap) == (snap.revealed == revealed)
        refused += not h.can_undo(snap)
    assert refused


def test_an_answer_to_the_automatic_sides_question_is_refused(demo_ds: DataSet) -> None:
    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=4, sides={"japan": "greedy", "allied": "human"})
    snap = h.run()
    assert snap.decision is not None and snap.decision.side == "allied"
    h.answer(0, automatic=False)
    if h.automatic_side() is not None:
        with pytest.raises(SessionError, match="automatic"):
            h.answer(0)


def test_the_automatic_side_answers_the_same_after_an_undo_and_in_another_thread(demo_ds: DataSet) -> None:
    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=5, sides={"japan": "auto", "allied": "human"})
    snap, rng = h.run(), random.Random(5)
    for _ in range(25):
        snap = h.answer(_pick(snap, rng))
    first = h.answers
    before = snap
    snap = h.undo(snap)
    assert snap is not None
    h.answer(first[len(h.answers)])
    assert h.answers == first and h.snapshot().revealed == before.revealed

    # the same answers worked out on a copy in a worker thread, then given on this one
    snap = h.undo(h.snapshot())
    assert snap is not None
    h.answer(first[len(h.answers)], automatic=False)
    got: list[list[int]] = []
    job = h.automatic_job()
    worker = threading.Thread(target=lambda: got.append(job(threading.Event())))
    worker.start()
    worker.join(60)
    assert got and got[0] == first[len(h.answers):]
    h.give_automatic(got[0])
    assert h.answers == first


@pytest.mark.parametrize("opponent", ["greedy", "ismcts"])
def test_a_save_holds_every_answer_of_both_sides(demo_ds: DataSet, tmp_path: Path, opponent: str) -> None:
    """The planner's answers depend on the time it got: the save keeps them, and reopening reads
    them instead of thinking again."""
    h = HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=6, sides={"japan": "human", "allied": opponent})
    snap, rng = h.run(), random.Random(6)
    for _ in range(20 if opponent == "greedy" else 8):
        snap = h.answer(_pick(snap, rng))
    save = h.to_save("g", "g")
    assert save.format == CARD_GAME_FORMAT == 2 and save.answers == h.answers and len(save.answers) > 8
    path = tmp_path / "g.yaml"
    save_document(save, path)
    doc, _, problems = read_document(path)
    assert not problems and isinstance(doc, CardGameSave)
    # the automatic side's answers are read from the save, never worked out again
    again, snap2 = HotseatSession.from_save(doc, demo_ds)
    assert snap2.game.log == snap.game.log and again.labels == h.labels


def test_a_format_1_save_opens_as_the_game_it_was_and_saves_as_format_2(demo_ds: DataSet, tmp_path: Path) -> None:
    """A save written before every answer was kept (the people's answers only; the greedy Allied
    side answered again from the seed) opens at the same question with the same log, holds every
    answer after, and saved again is a format-2 save of the same game."""
    path = GOLDEN / "cardgame-format1-ridge-line-seed7.yaml"
    doc, _, problems = read_document(path)
    assert not problems and isinstance(doc, CardGameSave) and doc.format == 1
    h, snap = HotseatSession.from_save(doc, demo_ds)
    assert snap.decision is not None and h.automatic_side() is None
    people = [h.answers[g.at] for g in h.given]
    assert people == doc.answers and len(h.answers) > len(doc.answers)
    want_file = GOLDEN / "cardgame-format1-ridge-line-seed7.json"
    got = {"prompt": snap.decision.prompt, "answers": h.answers, "log_lines": len(snap.game.log)}
    if os.environ.get("CCP_UPDATE_GOLDENS"):
        want_file.write_text(json.dumps(got, indent=1) + "\n")
    want = json.loads(want_file.read_text())
    assert {k: want[k] for k in got} == got, "the format-1 save no longer opens as it did: regenerate on purpose"
    new = h.to_save(doc.id, doc.name)
    assert new.format == 2 and new.answers == h.answers
    out = tmp_path / "again.yaml"
    save_document(new, out)
    doc2, _, problems2 = read_document(out)
    assert not problems2 and isinstance(doc2, CardGameSave)
    h2, snap2 = HotseatSession.from_save(doc2, demo_ds)
    assert snap2.game.log == snap.game.log and h2.labels == h.labels
    # undo works on the migrated game as on one played here
    back = h.undo(snap)
    assert back is not None and back.decision is not None and h.automatic_side() is None
    assert h.answers == h2.answers[:len(h.answers)] and len(h.answers) < len(h2.answers)


def test_play_finishes_a_format_1_save_the_same_way_twice(demo_ds: DataSet) -> None:
    """``ccp-editor play SAVE`` on a format-1 save: its people's answers with the greedy side that
    answered with them, then automatic players, to the end; the same game every time."""
    doc, _, problems = read_document(GOLDEN / "cardgame-format1-ridge-line-seed7.yaml")
    assert not problems and isinstance(doc, CardGameSave)
    a, b = finish(doc, demo_ds, "greedy", "auto"), finish(doc, demo_ds, "greedy", "auto")
    assert a.s.doc.phase == "ended" and a.log == b.log
    h, _snap = HotseatSession.from_save(doc, demo_ds)
    assert a.choices[:len(h.answers)] == h.answers  # the saved game is the start of the finished one


def test_a_card_game_save_of_a_newer_format_is_refused_at_its_format(demo_ds: DataSet, tmp_path: Path) -> None:
    path = tmp_path / "g.yaml"
    save_document(HotseatSession(demo_ds.scenarios[RIDGE], demo_ds, seed=1).to_save("g", "g"), path)
    path.write_text(path.read_text().replace("format: 2\nid:", "format: 3\nid:", 1))
    doc, _, problems = read_document(path)
    assert doc is None and problems[0].pointer == "/format" and "format 3 is newer than this app reads (2)" in problems[0].message
