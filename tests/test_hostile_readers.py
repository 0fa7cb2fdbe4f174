"""Every reader is total: Fate decks too small to play or naming hexes off the map, text that cannot be
written as UTF-8, numbers that cannot be floats and files with a million problems each become positioned
problems (``file:line:col: /pointer: message``) before any work is done, never a traceback in ``play``,
``validate``, ``table export`` or the window. One test per finding of the third round of hostile files."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io.dataset import clear_cache
from tests.demo_copy import copy_demo

LINE = re.compile(r"^(?:ccp-editor: )?(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<pointer>/\S*): (?P<message>.+)$")


@pytest.fixture(autouse=True)
def _fresh_cache():
    clear_cache()
    yield
    clear_cache()


@pytest.fixture
def box(tmp_path: Path) -> Path:
    return copy_demo(tmp_path / "box")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def positioned(text: str, words: str) -> re.Match:
    """The one problem line holding ``words``; it must be a positioned line."""
    hits = [m for m in map(LINE.match, text.splitlines()) if m and words in m["message"]]
    assert hits, text
    return hits[0]


def keep_cards(box: Path, n: int) -> None:
    """Cut every Fate deck of the box down to its first ``n`` cards."""
    for f in (box / "tables").glob("fate_*.yaml"):
        head, cards = f.read_text().split("cards:\n", 1)
        items = re.split(r"(?m)^(?=- number:)", cards)
        f.write_text(head + "cards:\n" + "".join(items[1:n + 1]))


def card_game_save(box: Path) -> Path:
    """A card game save of the demo Ridge Line in the box, made while its decks were whole."""
    from ccp_editor.io.dataset import load_dataset
    from ccp_editor.io.storage import save_document
    from ccp_editor.play.hotseat import HotseatSession

    ds, _ = load_dataset(box)
    h = HotseatSession(ds.scenarios["demo-ridge-line"], ds, seed=3, sides={"japan": "auto", "allied": "auto"})
    path = box / "game.yaml"
    save_document(h.to_save("game", "A game"), path)
    clear_cache()
    return path


# ----------------------------------------------------------------------------- Fate decks (1.1, 1.3, 1.8, 1.9)


@pytest.mark.parametrize("cards", [1, 5, 7])
def test_a_deck_too_small_for_the_largest_hand_is_a_positioned_error(box: Path, capsys, cards: int) -> None:
    keep_cards(box, cards)
    code, out, _ = run(capsys, "validate", str(box / "tables" / "fate_jp.yaml"))
    assert code == 1
    hit = positioned(out, "needs at least 8 cards")  # the Invader's hand of 7 (1.1, 17.4) and a card to roll
    assert hit["pointer"] == "/cards" and hit["line"] != "1"
    assert f"this one has {cards}" in hit["message"] and "1.1" in hit["message"] and "1.9" in hit["message"]


@pytest.mark.parametrize("cards", [1, 5])
def test_play_refuses_small_decks_before_the_first_card(box: Path, capsys, cards: int) -> None:
    keep_cards(box, cards)
    code, _, err = run(capsys, "play", "demo-ridge-line", "--data", str(box))
    assert code == 2
    hit = positioned(err, "needs at least")
    assert hit["file"].endswith(".yaml") and hit["pointer"] == "/cards"


def test_validate_of_a_box_holding_a_card_game_save_with_one_card_decks(box: Path, capsys) -> None:
    save = card_game_save(box)
    keep_cards(box, 1)
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    hit = positioned(out, "a hand of 4 needs a Fate deck of at least 5 cards")
    assert hit["file"] == str(save) and hit["pointer"] == "/scenario/sides/japan/hand_size"
    code, _, err = run(capsys, "play", str(save))
    assert code == 2 and positioned(err, "needs at least")


def test_a_scenario_hand_larger_than_its_deck_is_named_at_the_hand_size(box: Path, capsys) -> None:
    scenario = box / "scenarios" / "demo-ridge-line.yaml"
    scenario.write_text(scenario.read_text().replace("hand_size: 4", "hand_size: 10", 1))
    keep_cards(box, 9)
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    hit = positioned(out, "a hand of 10 needs a Fate deck of at least 11 cards")
    assert hit["file"] == str(scenario) and hit["pointer"] == "/sides/japan/hand_size"


def test_decks_one_card_larger_than_the_largest_hand_play_to_the_end(box: Path, capsys) -> None:
    keep_cards(box, 8)  # Beach Landing's Japanese Invader holds 7 (1.1, 17.4)
    code, out, _ = run(capsys, "validate", str(box / "tables"))
    assert "needs at least" not in out
    for scenario in ("demo-beach-landing", "demo-ridge-line"):
        for seed in (1, 2, 3):
            code, out, err = run(capsys, "play", scenario, "--data", str(box), "--seed", str(seed))
            assert code == 0, err
            assert "Final VP" in out


def test_a_random_hex_on_no_map_is_a_positioned_error_and_play_stops_before_the_first_card(box: Path, capsys) -> None:
    deck = box / "tables" / "fate_jp.yaml"
    deck.write_text(re.sub(r"(?m)^  hex: \w+$", "  hex: ZZ40", deck.read_text(), count=1))
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1
    hit = positioned(out, "random hex ZZ40 is not a hex of any map of this game box")
    assert hit["file"] == str(deck) and hit["pointer"] == "/cards/0/hex" and "1.8" in hit["message"]
    for seed in range(1, 9):  # before, seeds 6 and 8 stopped in the middle of the game
        code, out, err = run(capsys, "play", "demo-ridge-line", "--data", str(box), "--seed", str(seed))
        assert code == 2 and not out
        assert positioned(err, "random hex ZZ40")["pointer"] == "/cards/0/hex"


def test_a_random_hex_off_the_scenarios_map_is_named_on_the_scenario(box: Path, capsys) -> None:
    """A smaller map in the box: the deck is fine on one map, not on the scenario's."""
    m = box / "maps" / "demo-inland.yaml"
    assert "grid:" not in m.read_text()  # the standard 15 x 10 grid
    m.write_text(m.read_text() + "grid:\n  columns: 14\n")
    deck = box / "tables" / "fate_jp.yaml"
    deck.write_text(re.sub(r"(?m)^  hex: \w+$", "  hex: O5", deck.read_text(), count=1))
    code, out, _ = run(capsys, "validate", str(box / "scenarios" / "demo-ridge-line.yaml"))
    assert code == 1
    hit = positioned(out, "has the random hex O5, which is not a hex of map demo-inland")
    assert hit["pointer"] == "/map"


# ----------------------------------------------------------------------------- problems capped per file


def test_a_forces_file_of_thousands_of_empty_counters_reports_two_hundred_and_a_count(box: Path, capsys) -> None:
    forces = box / "forces" / "jp.yaml"
    head, rest = forces.read_text().split("counters:\n", 1)
    forces.write_text(head + "counters:\n" + "- {}\n" * 3000 + rest[rest.index("ob_cards:"):])
    started = time.monotonic()
    code, out, _ = run(capsys, "validate", str(forces))
    assert time.monotonic() - started < 10
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 201  # 200 problems, then how many more (3,000 counters lack 4 fields each)
    assert all(LINE.match(line) for line in lines)
    assert lines[-1].endswith("... and 11,800 more problems in this file (fix these first)")


@pytest.mark.slow
def test_the_finding_250000_empty_counters_validates_in_seconds(box: Path, capsys) -> None:
    """Before: 1,000,000 lines of schema errors, 3.7 GB and 147 s."""
    forces = box / "forces" / "jp.yaml"
    head, rest = forces.read_text().split("counters:\n", 1)
    forces.write_text(head + "counters:\n" + "- {}\n" * 250_000 + rest[rest.index("ob_cards:"):])
    started = time.monotonic()
    code, out, _ = run(capsys, "validate", str(box))
    assert code == 1 and time.monotonic() - started < 30
    mine = [line for line in out.splitlines() if line.startswith(str(forces))]
    assert len(mine) == 201 and mine[-1].endswith("... and more than 20,000 more problems in this file (fix these first)")


def test_the_count_of_problems_left_out_stops_at_its_budget(box: Path) -> None:
    from ccp_editor.io.documents import MAX_PROBLEMS_PER_FILE, MORE_PROBLEMS_COUNTED, read_document

    forces = box / "forces" / "jp.yaml"
    head, rest = forces.read_text().split("counters:\n", 1)
    n = (MAX_PROBLEMS_PER_FILE + MORE_PROBLEMS_COUNTED) // 4 + 100
    forces.write_text(head + "counters:\n" + "- {}\n" * n + rest[rest.index("ob_cards:"):])
    _, _, problems = read_document(forces)
    assert len(problems) == MAX_PROBLEMS_PER_FILE + 1
    assert problems[-1].message == f"... and more than {MORE_PROBLEMS_COUNTED:,} more problems in this file (fix these first)"


def test_semantic_problems_are_capped_per_file_too() -> None:
    from ccp_editor.io.documents import cap_problems
    from ccp_editor.io.yamlio import Problem

    many = [Problem("a.yaml", i + 1, 1, f"/x/{i}", "wrong") for i in range(250)] + [Problem("b.yaml", 1, 1, "", "one")]
    capped = cap_problems(many)
    assert [p.file for p in capped].count("a.yaml") == 201 and capped[-1].message.startswith("... and 50 more problems")
    assert capped[-1].line == 201  # at the first one left out
    assert any(p.file == "b.yaml" for p in capped)


# ----------------------------------------------------------------------------- text that is not text


@pytest.mark.parametrize("escape", ["\\uD800", "\\udfff", "\\U0000DC00"])
def test_a_lone_surrogate_in_a_scenario_name_is_reported_at_its_place(box: Path, capsys, escape: str) -> None:
    scenario = box / "scenarios" / "demo-ridge-line.yaml"
    scenario.write_text(scenario.read_text().replace("name: 'Demo: Ridge Line (Japan vs US)'", f'name: "Ridge {escape} line"'))
    code, out, _ = run(capsys, "validate", str(scenario))
    assert code == 1
    hit = positioned(out, "lone surrogate")
    assert (hit["line"], hit["col"], hit["pointer"]) == ("5", "7", "/name")
    code, out, err = run(capsys, "play", "demo-ridge-line", "--data", str(box))
    assert code == 2 and not out
    assert positioned(err, "lone surrogate")["pointer"] == "/name"


def test_a_lone_surrogate_in_a_counter_name_stops_table_export_with_its_place(box: Path, capsys, tmp_path: Path) -> None:
    forces = box / "forces" / "jp.yaml"
    forces.write_text(forces.read_text().replace("name: Demo Elite Rifle Squad", 'name: "Elite \\uD800 squad"', 1))
    out_csv = tmp_path / "out.csv"
    code, out, err = run(capsys, "table", "export", str(forces), "counters", str(out_csv))
    assert code != 0 and not out_csv.exists()
    assert positioned(out + err, "lone surrogate")["pointer"] == "/counters/0/name"


def test_a_lone_surrogate_in_a_key_is_reported_on_the_key() -> None:
    from ccp_editor.io.yamlio import DocumentError, load_text

    with pytest.raises(DocumentError) as caught:
        load_text('kind: forces\nextra:\n  "a\\uD800b": 1\n', "k.yaml")
    assert caught.value.problem.pointer.startswith("/extra/a") and caught.value.problem.line == 3


def test_text_that_only_looks_like_an_escape_still_loads() -> None:
    from ccp_editor.io.yamlio import load_text

    loaded = load_text("a: 'C:\\uD800 is a folder'\nb: \"\\u00e9\"\n", "k.yaml")
    assert loaded.data == {"a": "C:\\uD800 is a folder", "b": "\u00e9"}


# ----------------------------------------------------------------------------- GeoJSON


def _feature(ring: list[list[float]], i: int = 0) -> dict:
    return {"type": "Feature", "properties": {"layer": "terrain", "id": f"s{i}", "type": "jungle"},
            "geometry": {"type": "Polygon", "coordinates": [ring]}}


def _square(x: float, y: float, s: float) -> list[list[float]]:
    return [[x, y], [x + s, y], [x + s, y + s], [x, y + s], [x, y]]


def _geojson(path: Path, features: list[dict]) -> Path:
    import json

    path.write_text(json.dumps({"type": "FeatureCollection", "ccp": {"space": "grid"}, "features": features},
                               separators=(",", ":")))
    return path


def test_a_coordinate_of_401_digits_is_a_positioned_error(box: Path, capsys, tmp_path: Path) -> None:
    f = _geojson(tmp_path / "digits.geojson", [_feature(_square(1, -1, 0.5))])
    f.write_text(f.read_text().replace("1.5", "1" + "0" * 400, 1))
    map_file = box / "maps" / "demo-coastal.yaml"
    before = map_file.read_bytes()
    code, out, err = run(capsys, "map", "import-geojson", str(map_file), str(f))
    assert code == 1 and map_file.read_bytes() == before
    assert re.search(r"digits\.geojson:1:\d+: not valid JSON for a map: a number of 401 characters", out + err)


@pytest.mark.parametrize("literal", ["1e999", "-1e400", "Infinity", "NaN"])
def test_numbers_beyond_a_float_are_refused_without_a_traceback(box: Path, tmp_path: Path, literal: str) -> None:
    from ccp_editor.core.geojson import GeoJsonError, read_geojson
    from ccp_editor.io.documents import load_document

    f = _geojson(tmp_path / "big.geojson", [_feature(_square(1, -1, 0.5))])
    f.write_text(f.read_text().replace("1.5", literal, 1))
    with pytest.raises(GeoJsonError, match="coordinate|finite"):
        read_geojson(f, load_document(box / "maps" / "demo-coastal.yaml"))


def test_a_huge_integer_in_data_already_parsed_is_refused() -> None:
    from ccp_editor.core.geojson import GeoJsonError, from_geojson
    from ccp_editor.model.mapdoc import MapDocument

    data = {"type": "FeatureCollection", "ccp": {"space": "grid"}, "features": [_feature([[10**400, 0], [1, 0], [1, 1]])]}
    with pytest.raises(GeoJsonError, match="too large"):
        from_geojson(data, MapDocument(kind="map", format=1, id="m", name="m", provenance="user"), "grid")


@pytest.mark.slow
@pytest.mark.parametrize("what, count", [("features", 20_001), ("positions", 550_000),
                                         ("features", 150_000), ("positions", 1_000_000)])  # the last two: the findings
def test_too_many_features_or_positions_are_refused_before_any_geometry(box: Path, tmp_path: Path, what: str, count: int) -> None:
    import json
    import resource

    from ccp_editor.core.geojson import GeoJsonError, read_geojson
    from ccp_editor.io.documents import load_document

    f = tmp_path / f"{what}.geojson"
    if what == "features":  # before: 152 s of CPU and 1.4 GB for 150,000
        one = json.dumps(_feature(_square(1, -1, 0.02)), separators=(",", ":"))
        parts = [one.replace('"s0"', f'"s{i}"') for i in range(count)]
    else:  # before: 60 s and 1.7 GB for 1,000,000, then "would be 17 MB"
        ring = [[round(1 + (i % 1000) * 0.001, 3), round(-1 - (i // 1000) * 0.001, 3)] for i in range(50_000)]
        parts = [json.dumps(_feature(ring + ring[:1], i), separators=(",", ":")) for i in range(count // 50_000)]
    f.write_text('{"type":"FeatureCollection","ccp":{"space":"grid"},"features":[' + ",".join(parts) + "]}")
    del parts
    m = load_document(box / "maps" / "demo-coastal.yaml")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    with pytest.raises(GeoJsonError, match="a map holds at most [0-9,]+ traced (shapes|points); nothing was imported"):
        read_geojson(f, m)
    assert time.perf_counter() - started < 2  # a scan of the text (0.3 s here), not minutes of geometry
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak < 200_000  # KiB: nothing parsed


def test_a_file_just_within_the_budgets_still_imports(box: Path, capsys, tmp_path: Path) -> None:
    f = _geojson(tmp_path / "ok.geojson", [_feature(_square(1 + i * 0.3, -2, 0.2), i) for i in range(20)])
    code, out, err = run(capsys, "map", "import-geojson", str(box / "maps" / "demo-coastal.yaml"), str(f))
    assert code == 0, out + err


# ----------------------------------------------------------------------------- command-line numbers


@pytest.mark.parametrize("value", ["1000000000000000000000", "9", "99999999999999999999999999999999999999999999"])
def test_los_smoke_hindrance_is_range_checked(capsys, value: str) -> None:
    code = main(["los", "demo-coastal", "A1", "C3", "--smoke", f"A1={value}"])
    _, err = capsys.readouterr()
    assert code == 2 and "--smoke wants HEX=N (a hindrance 1-8)" in err and "Traceback" not in err


def test_a_lone_surrogate_in_a_geojson_label_is_refused_with_its_pointer(box: Path, tmp_path: Path) -> None:
    from ccp_editor.core.geojson import GeoJsonError, read_geojson
    from ccp_editor.io.documents import load_document

    feature = _feature(_square(1, -1, 0.5))
    feature["properties"]["label"] = "PLACEHOLDER"
    f = _geojson(tmp_path / "label.geojson", [feature])
    f.write_text(f.read_text().replace("PLACEHOLDER", "Hill \\ud800"))
    with pytest.raises(GeoJsonError, match="/features/0/properties/label: this text holds a lone surrogate"):
        read_geojson(f, load_document(box / "maps" / "demo-coastal.yaml"))


# ----------------------------------------------------------------------------- found by the fuzz


def test_play_names_why_a_fate_deck_did_not_load(box: Path, capsys) -> None:
    deck = box / "tables" / "fate_jp.yaml"
    deck.write_text(deck.read_text().replace("label: JP", "label: 12", 1))
    code, _, err = run(capsys, "play", "demo-ridge-line", "--data", str(box))
    assert code == 2
    hit = positioned(err, "a Fate deck of this game box does not load")
    assert hit["file"] == str(deck) and hit["pointer"] == "/label"  # before: "the data set has no Fate deck for JP"


def test_a_geojson_key_holding_a_lone_surrogate_is_printed_escaped(box: Path, capsys, tmp_path: Path) -> None:
    feature = _feature(_square(1, -1, 0.5))
    feature["properties"]["PLACEHOLDER"] = 1
    f = _geojson(tmp_path / "key.geojson", [feature])
    f.write_text(f.read_text().replace("PLACEHOLDER", "\\ud800"))
    code, out, err = run(capsys, "map", "import-geojson", str(box / "maps" / "demo-coastal.yaml"), str(f))
    assert code == 1  # before: UnicodeEncodeError while printing the message
    assert "/features/0/properties/\\ud800: this text holds a lone surrogate" in out + err


# ----------------------------------------------------------------------------- the minimum, as a property


@pytest.mark.slow
def test_a_deck_of_the_minimum_plays_every_game_to_its_end_and_one_card_less_is_refused(demo_ds) -> None:
    """For any hand size 1-10 (the scenario allows it): a deck of one card more than the hand plays whole
    games with automatic players; one card fewer is refused before the first card (1.1, 1.3, 1.9)."""
    import copy
    import dataclasses

    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from ccp_editor.core.rules import fate_deck_minimum
    from ccp_editor.play.players import make_player
    from ccp_editor.play.results import SessionError
    from ccp_editor.play.turn import CardGame

    @settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
    @given(japan=st.integers(1, 10), allied=st.integers(1, 10), seed=st.integers(0, 2**16), short=st.booleans())
    def games(japan: int, allied: int, seed: int, short: bool) -> None:
        base = demo_ds.scenarios["demo-ridge-line"]
        sides = dataclasses.replace(base.sides, japan=dataclasses.replace(base.sides.japan, hand_size=japan),
                                    allied=dataclasses.replace(base.sides.allied, hand_size=allied))
        scenario = dataclasses.replace(base, sides=sides)
        ds = copy.copy(demo_ds)
        ds.fate_decks = {}
        for nation, deck in demo_ds.fate_decks.items():
            hand = japan if nation == "JP" else allied
            ds.fate_decks[nation] = dataclasses.replace(deck, cards=deck.cards[:fate_deck_minimum(hand) - short])
        players = {"japan": make_player("auto", f"{seed}:j"), "allied": make_player("auto", f"{seed}:a")}
        if short:
            with pytest.raises(SessionError, match="needs at least"):
                CardGame.create(scenario, ds, players, seed=seed)
            return
        game = CardGame.create(scenario, ds, players, seed=seed)
        summary = game.run()
        assert summary.reason

    games()


@pytest.mark.parametrize(("argv", "words"), [
    (["generate", "--count", "1000000000000000000000000"], "--count must be at least 1 and at most 100,000"),
    (["rsg-stats", "-n", "99999999999999"], "-n must be at least 1 and at most 1,000,000"),
])
def test_counts_from_the_command_line_are_range_checked(capsys, tmp_path: Path, argv: list[str], words: str) -> None:
    started = time.monotonic()
    code = main([*argv, *(["-o", str(tmp_path / "out")] if argv[0] == "generate" else [])])
    _, err = capsys.readouterr()
    assert code == 2 and words in err and time.monotonic() - started < 5  # before: ran on without end
