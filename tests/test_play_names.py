"""Players read pieces by their counter names, never by internal ids (J01, A03w, S2): in the action log,
the refusals, the card game's prompts and options; and every line the playtest writes is one of the
templates the board translates (play/logtext.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ccp_editor.core.hexgrid import HexGrid
from ccp_editor.model.dataset import DataSet
from ccp_editor.play import logtext
from ccp_editor.play.fate import ScriptedRoller
from ccp_editor.play.naming import piece_name
from ccp_editor.play.players import GreedyPlayer, RandomPlayer
from ccp_editor.play.session import PlaytestSession
from ccp_editor.play.turn import CardGame

GOLDEN = Path(__file__).parent / "golden"
# A piece id as the session makes them (J01, A02w, J05-2, JR, S3); A32-A48 are action rule numbers.
PIECE_ID = re.compile(r"\b[JAS]\d+(?:w+|-\d+)?\b|\b[JA]R\b")
ACTION_RULES = {f"A{n}" for n in range(32, 49)}


def _ids_in(text: str, hexes: set[str]) -> list[str]:
    return [t for t in PIECE_ID.findall(text) if t not in hexes and t not in ACTION_RULES]


def _hexes(ds: DataSet) -> set[str]:
    out: set[str] = set()
    for m in ds.maps.values():
        out |= set(HexGrid(m.grid).hex_ids)
    return out


def _play(ds: DataSet, scenario: str, seed: int) -> tuple[CardGame, list[str]]:
    """A whole seeded card game; returns it and every prompt, option and refusal shown on the way."""
    player = RandomPlayer if seed % 2 else GreedyPlayer
    g = CardGame.create(ds.scenarios[scenario], ds, {"japan": player(f"{seed}j"), "allied": player(f"{seed}a")}, seed=seed)
    shown: list[str] = []

    def on(kind: str, payload: object) -> None:
        if kind == "decision":
            shown.append(payload.prompt)  # type: ignore[attr-defined]
            shown.extend(o.label for o in payload.options)  # type: ignore[attr-defined]
        elif not payload.ok:  # type: ignore[attr-defined]
            shown.append(payload.reason)  # type: ignore[attr-defined]

    g.listeners.append(on)
    g.run()
    return g, shown


@pytest.mark.parametrize(("scenario", "seed"), [("demo-ridge-line", 1), ("demo-ridge-line", 2), ("demo-beach-landing", 3),
                                                ("demo-beach-landing", 4)])
def test_no_log_line_prompt_or_refusal_of_a_card_game_names_a_piece_id(demo_ds: DataSet, scenario: str, seed: int) -> None:
    from ccp_editor.gui.i18n.logline import play_match

    g, shown = _play(demo_ds, scenario, seed)
    hexes = _hexes(demo_ds)
    ids = {p.id for p in g.s.doc.pieces} - hexes
    assert ids, "the game has pieces"
    lines = [line.split(" ", 1)[1] for line in g.log]
    assert len(lines) > 50 and len(shown) > 50
    bad = [t for t in lines + shown if _ids_in(t, hexes)]
    assert not bad, bad[:5]
    # the board can show each of them in the player's language: every line is a template
    assert [line for line in lines if play_match(line) is None] == []


@pytest.mark.parametrize("name", ["playtest-demo-ridge-line-seed1", "playtest-demo-ridge-line-seed2", "playtest-demo-beach-landing-seed1"])
def test_no_line_of_the_golden_board_playtests_names_a_piece_id(demo_ds: DataSet, name: str) -> None:
    from ccp_editor.gui.i18n.logline import play_match

    log = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))["log"]
    hexes = _hexes(demo_ds)
    assert [line for line in log if _ids_in(line, hexes)] == []
    notes = [line for line in log if play_match(line) is None]
    assert notes == ["end of the scripted playtest"]  # a player's own note is shown as written


def test_a_piece_is_its_counter_name_numbered_only_beside_an_identical_one(demo_ds: DataSet) -> None:
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, roller=ScriptedRoller([]), placed=False)
    units = s.units("japan")
    by_counter: dict[str, list] = {}
    for u in units:
        by_counter.setdefault(u.counter, []).append(u)
    twins = next(group for group in by_counter.values() if len(group) > 1)
    a, b = twins[:2]
    name = s.counter(a).name
    area = s.setup_area("japan")
    assert s.place(a.id, area[0]).ok and s.place(b.id, area[1]).ok
    assert piece_name(s, a) == f"{name} in {area[0]}"  # apart: the hex tells them apart
    assert s.doc.log[-1].text == logtext.SET_UP.format(pieces=piece_name(s, b))  # the log says it the same way
    b.hex = area[0]  # two identical counters in one hex (whatever the stacking limit): numbered
    assert {piece_name(s, a), piece_name(s, b)} == {f"{name} (1) in {area[0]}", f"{name} (2) in {area[0]}"}
    single = next(group[0] for group in by_counter.values() if len(group) == 1)
    assert piece_name(s, single) == s.counter(single).name  # off the map, alone of its kind: the name alone


def test_refusals_name_the_piece_not_its_id(demo_ds: DataSet) -> None:
    s = PlaytestSession.create(demo_ds.scenarios["demo-ridge-line"], demo_ds, roller=ScriptedRoller([]))
    u = s.units("allied", "map")[0]
    r = s.rally(u.id)
    assert not r.ok and r.reason == f"{piece_name(s, u)} is not a broken piece" and u.id not in r.reason
    assert s.suppress(u.id).ok
    r = s.suppress(u.id)
    assert not r.ok and s.counter(u).name in r.reason and u.id not in r.reason
    unplaced = s.setup_problems("japan")
    assert all(not _ids_in(p, _hexes(demo_ds)) for p in unplaced)


def test_every_operation_label_is_a_translatable_text() -> None:
    """Undo and Redo name the last operation by its label: each label is marked for translation."""
    import ccp_editor.play as play

    root = Path(play.__file__).parent
    labels = {m for f in root.glob("*.py") for m in re.findall(r'@operation\("([^"]+)"\)', f.read_text(encoding="utf-8"))}
    assert len(labels) > 30
    assert labels <= set(logtext.OPERATION_LABELS), sorted(labels - set(logtext.OPERATION_LABELS))
