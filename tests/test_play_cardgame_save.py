"""A card game save holds the scenario, the seed, the players and the answers: replaying it gives the
game back at the same question, an answer that does not fit is named by its place in the file, and
``ccp-editor play SAVE`` plays the saved game on to its end, the same way every time."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io.documents import read_document
from ccp_editor.io.storage import save_document
from ccp_editor.model.cardgame import CardGameSave
from ccp_editor.model.dataset import DataSet
from ccp_editor.play.hotseat import HotseatSession, ReplayError, finish

RIDGE = "demo-ridge-line"


def played(ds: DataSet, n: int, seed: int = 7, sides: dict[str, str] | None = None) -> HotseatSession:
    """A hotseat game with ``n`` answers picked at random (seeded)."""
    h = HotseatSession(ds.scenarios[RIDGE], ds, seed=seed, sides=sides)
    snap, rng = h.run(), random.Random(seed)
    for _ in range(n):
        assert snap.decision is not None
        snap = h.answer(rng.randrange(len(snap.decision.options)))
    return h


def test_a_save_replays_to_the_same_question_with_the_same_log(demo_ds: DataSet, tmp_path: Path) -> None:
    h = played(demo_ds, 30, sides={"japan": "human", "allied": "greedy"})
    snap = h.run()
    path = tmp_path / "game.yaml"
    save_document(h.to_save("ridge-game", "Ridge line"), path)
    doc, _, problems = read_document(path)
    assert not problems and isinstance(doc, CardGameSave)
    assert doc.players.allied == "greedy" and doc.answers == h.answers
    again, snap2 = HotseatSession.from_save(doc, demo_ds)
    assert snap2.decision is not None and snap.decision is not None
    assert snap2.decision.prompt == snap.decision.prompt and snap2.game.log == snap.game.log
    assert again.labels == h.labels and len(again.labels) == 30


@pytest.mark.parametrize(("where", "value", "why"), [
    (4, 999, "answer 5 chooses 999"),  # an option the question does not have
    (None, 0, "answers are saved"),  # answers past the end of the game
])
def test_answers_that_do_not_fit_are_named(demo_ds: DataSet, where: int | None, value: int, why: str) -> None:
    h = played(demo_ds, 8)
    save = h.to_save("g", "g")
    if where is None:
        finished = finish(save, demo_ds)  # the game to its end with automatic players ...
        save.answers = [*finished.choices, 0]  # ... then one answer too many
        assert finished.summary().turns > 0
    else:
        save.answers[where] = value
    with pytest.raises(ReplayError) as err:
        HotseatSession.from_save(save, demo_ds)
    assert why in str(err.value)
    assert err.value.index == (where if where is not None else len(save.answers) - 1)


def test_a_format_1_save_with_an_answer_past_the_end_names_it(demo_ds: DataSet) -> None:
    """Format 1 held the people's answers only: with both sides automatic, any answer is one too many."""
    save = played(demo_ds, 8).to_save("g", "g")
    save.format, save.answers = 1, [0]
    save.players.japan = save.players.allied = "auto"
    with pytest.raises(ReplayError) as err:
        HotseatSession.from_save(save, demo_ds)
    assert "answers are saved" in str(err.value) and err.value.index == 0


def test_finish_plays_a_saved_game_on_the_same_way_twice(demo_ds: DataSet) -> None:
    save = played(demo_ds, 20).to_save("g", "g")
    a = finish(save, demo_ds, "greedy", "auto")
    b = finish(save, demo_ds, "greedy", "auto")
    assert a.summary().as_json() == b.summary().as_json() and a.log == b.log
    assert a.s.doc.phase == "ended"
    # the saved answers are the game's first choices: its log starts as the saved game's does
    h, snap = HotseatSession.from_save(save, demo_ds)
    assert a.log[:len(snap.game.log) - 5] == snap.game.log[:-5]


def test_play_finishes_a_save_and_names_a_bad_answer_by_line(demo_ds: DataSet, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.yaml"
    save_document(played(demo_ds, 12).to_save("ridge-game", "Ridge line"), path)
    assert main(["play", str(path), "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["play", str(path), "--json"]) == 0
    assert capsys.readouterr().out == first and json.loads(first)["end"]
    text = path.read_text().replace("answers: [", "answers: [777, ", 1)
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    assert main(["play", str(bad)]) == 2
    err = capsys.readouterr().err
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t.startswith("answers:"))
    assert f"bad.yaml:{line}:" in err and "/answers/0" in err and "does not replay" in err


def test_validate_replays_a_save_and_play_keeps_its_seed(demo_ds: DataSet, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """``validate`` reports an answer that no longer fits, as ``play`` does; ``play SAVE --seed N``
    with another seed is a usage error, not a silently different game."""
    path = tmp_path / "game.yaml"
    save_document(played(demo_ds, 10).to_save("ridge-game", "Ridge line"), path)
    assert main(["validate", str(path)]) == 0
    bad = tmp_path / "bad.yaml"
    bad.write_text(path.read_text().replace("answers: [", "answers: [555, ", 1))
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "/answers/0" in out and "answer 1 chooses 555" in out
    assert main(["play", str(path), "--seed", "8"]) == 2
    assert "seed 7" in capsys.readouterr().err
