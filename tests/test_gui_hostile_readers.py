"""The window on hostile readers' files: a box whose Fate decks are too small to play (or name hexes
off the map) opens no card game and lists where the decks say so; a box with a forces file of
250,000 empty counters opens in seconds with its first problems and a count of the rest; ``--view``
numbers out of range are a usage error (exit 2), never an OverflowError."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ccp_editor.gui.board.hotseat import HotseatWidget
from tests.demo_copy import copy_demo
from tests.test_gui_hostile import _cleanup, problem_messages, window_for  # noqa: F401 - the fixture
from tests.test_hostile_readers import keep_cards


def _hotseat_tabs(w) -> list[HotseatWidget]:  # noqa: ANN001 - MainWindow
    return [w.tabs.widget(i) for i in range(w.tabs.count()) if isinstance(w.tabs.widget(i), HotseatWidget)]


@pytest.mark.parametrize("cards", [1, 5])
def test_the_card_game_view_on_decks_too_small_opens_no_game_and_lists_the_decks(qtbot, tmp_path: Path, cards: int) -> None:
    box = copy_demo(tmp_path / "box")
    keep_cards(box, cards)
    w = window_for(qtbot, tmp_path, box)
    assert w.select_view("cardgame:demo-ridge-line")  # the view answered, with the problems
    assert _hotseat_tabs(w) == []
    assert "fate_jp.yaml" in str(w.open_problems)
    assert any("needs at least" in m or "almeno" in m for m in problem_messages(w))


def test_the_card_game_view_with_a_random_hex_off_the_map_opens_no_game(qtbot, tmp_path: Path) -> None:
    box = copy_demo(tmp_path / "box")
    deck = box / "tables" / "fate_us.yaml"
    deck.write_text(re.sub(r"(?m)^  hex: \w+$", "  hex: ZZ40", deck.read_text(), count=1))
    w = window_for(qtbot, tmp_path, box)
    assert w.select_view("cardgame:demo-ridge-line")
    assert _hotseat_tabs(w) == []
    assert any("ZZ40" in m for m in problem_messages(w))


def test_a_box_with_250000_empty_counters_opens_in_seconds(qtbot, tmp_path: Path) -> None:
    box = copy_demo(tmp_path / "box")
    forces = box / "forces" / "jp.yaml"
    head, rest = forces.read_text().split("counters:\n", 1)
    forces.write_text(head + "counters:\n" + "- {}\n" * 250_000 + rest[rest.index("ob_cards:"):])
    started = time.monotonic()
    w = window_for(qtbot, tmp_path, box)
    assert time.monotonic() - started < 30  # before: still loading after 300 s at 3.8 GB
    messages = problem_messages(w)
    assert 200 <= len(messages) <= 210
    assert any("more than 20,000 more problems" in m or "più di 20.000" in m or "più di 20,000" in m for m in messages)


def _gui(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ccp_editor", "gui", *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.parametrize(("view", "words"), [
    ("wizard:100000000000000000000000:end", "the seed must be 0 to 2,147,483,647"),
    ("stats:99999999999", "the number of battles must be 1 to 1,000,000"),
    ("stats:0", "the number of battles must be 1 to 1,000,000"),
])
def test_view_numbers_out_of_range_are_a_usage_error(tmp_path: Path, view: str, words: str) -> None:
    res = _gui("--view", view, "--screenshot", str(tmp_path / "x.png"))
    assert res.returncode == 2, res.stderr
    assert words in res.stderr and "Traceback" not in res.stderr and "OverflowError" not in res.stderr
    assert not (tmp_path / "x.png").exists()
