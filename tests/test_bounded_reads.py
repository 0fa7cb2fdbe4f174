"""Every file the app reads is read within a budget: a regular file only (never a pipe or a
device), never more bytes than its limit, nesting and numbers bounded, and every refusal one clear
positioned problem. Budgets are asserted by counting the bytes read, not by timing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.cli import main
from ccp_editor.core.geojson import MAX_GEOJSON_BYTES, GeoJsonError, read_geojson
from ccp_editor.io.dataset import builtin_ruleset, demo_dataset_root
from ccp_editor.io.documents import load_document
from ccp_editor.io.yamlio import MAX_BYTES, DocumentError, load_file, read_bounded
from ccp_editor.rsg.context import RsgError
from ccp_editor.rsg.deciders import MAX_CHOICES_BYTES, load_answers

DEMO = demo_dataset_root()


@pytest.fixture
def bytes_read(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every byte count ``os.read`` returns while the test runs."""
    counts: list[int] = []
    real = os.read

    def counting(fd: int, n: int) -> bytes:
        data = real(fd, n)
        counts.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting)
    return counts


def _sparse(path: Path, size: int) -> Path:
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


def _special(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "devzero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "missing":
        pass
    return path


@pytest.mark.parametrize("kind, words", [("fifo", "pipe"), ("devzero", "device"), ("folder", "folder"), ("missing", "No such file")])
def test_special_files_are_refused_without_reading(tmp_path: Path, bytes_read: list[int], kind: str, words: str) -> None:
    path = _special(tmp_path, kind)
    with pytest.raises(DocumentError) as info:
        load_file(path)
    assert words in info.value.problem.message
    assert sum(bytes_read) == 0


def test_an_oversized_file_is_refused_from_its_size_alone(tmp_path: Path, bytes_read: list[int]) -> None:
    path = _sparse(tmp_path / "huge.yaml", 4 * 1024**3)  # 4 GiB, sparse: costs no disk
    with pytest.raises(DocumentError) as info:
        load_file(path)
    assert "file too large" in info.value.problem.message
    assert sum(bytes_read) == 0


def test_a_head_read_never_reads_more_than_asked(tmp_path: Path, bytes_read: list[int]) -> None:
    path = _sparse(tmp_path / "long.bin", 50 * 1024 * 1024)
    assert len(read_bounded(path, 4096, head=True)) == 4096
    assert sum(bytes_read) == 4096


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(limit=st.integers(0, 5000), size=st.integers(0, 6000))
def test_reads_stop_at_the_budget_plus_one_byte(tmp_path_factory, limit: int, size: int) -> None:
    path = tmp_path_factory.mktemp("b") / "f.bin"
    path.write_bytes(b"x" * size)
    counts: list[int] = []
    real = os.read

    def counting(fd: int, n: int) -> bytes:
        data = real(fd, n)
        counts.append(len(data))
        return data

    os.read = counting  # type: ignore[assignment]
    try:
        try:
            data = read_bounded(path, limit)
        except DocumentError as exc:
            assert size > limit and "too large" in exc.problem.message
        else:
            assert size <= limit and data == b"x" * size
    finally:
        os.read = real  # type: ignore[assignment]
    assert sum(counts) <= limit + 1


# ----------------------------------------------------------------------------- choices files

CHOICES = [
    ("deep.yaml", "[" * 100_000 + "]" * 100_000, "nested more than 64 levels deep"),
    ("utf8.yaml", b"answers: [\xff\xfe]", "not valid UTF-8"),
    ("tag.yaml", "answers: !!python/object/apply:os.system [echo hi]", "is not allowed"),
    ("bomb.yaml", "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=True)), "too large once aliases are expanded"),
    ("number.yaml", "answers: [{step: year, choice: " + "9" * 5000 + "}]", "number too long"),
    ("dup.yaml", "answers: []\nanswers: []\n", "duplicate key"),
    ("json.json", '{"answers": [{"step": "year", "choice": 1943', "YAML syntax"),
]


@pytest.mark.parametrize("name, content, words", CHOICES, ids=[c[0] for c in CHOICES])
def test_bad_choices_files_are_one_line_through_the_cli(tmp_path: Path, capsys, name: str, content, words: str) -> None:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    code = main(["generate", "--seed", "1", "--choices", str(path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert words in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert f"{path}:" in err  # positioned


def test_a_50_mb_choices_file_is_refused_unread(tmp_path: Path, bytes_read: list[int]) -> None:
    path = tmp_path / "big.yaml"
    path.write_bytes(b"answers:\n" + b"- {step: year, choice: 1943}\n" * 1_800_000)
    with pytest.raises(RsgError, match="limited to"):
        load_answers(path)
    assert sum(bytes_read) == 0
    assert path.stat().st_size > 49 * MAX_CHOICES_BYTES


@pytest.mark.parametrize("kind", ["fifo", "devzero"])
def test_a_choices_pipe_or_device_is_refused(tmp_path: Path, kind: str) -> None:
    with pytest.raises(RsgError, match="not a regular file"):
        load_answers(_special(tmp_path, kind))


@settings(max_examples=80, deadline=None)
@given(raw=st.binary(max_size=300))
def test_any_bytes_as_choices_give_an_answer_list_or_one_clear_error(raw: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "c.yaml"
        path.write_bytes(raw)
        try:
            answers = load_answers(path)
        except RsgError as exc:
            assert "\n" not in str(exc).strip()
        else:
            assert isinstance(answers, list)


# ----------------------------------------------------------------------------- GeoJSON


@pytest.fixture(scope="module")
def inland():
    assert DEMO is not None
    return load_document(DEMO / "maps" / "demo-inland.yaml")


GEOJSON = [
    ("deep.geojson", "[" * 200_000 + "]" * 200_000, "nested too deeply"),
    ("utf8.geojson", b'{"type": "FeatureCollection", "features": ["\xff"]}', "not valid UTF-8"),
    ("digits.geojson", '{"type": "FeatureCollection", "features": [' + "9" * 6000 + "]}", "not valid JSON"),
    ("syntax.geojson", '{"type": ', "not valid JSON"),
    (
        "far.geojson",
        '{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"type": "jungle"},'
        ' "geometry": {"type": "Polygon", "coordinates": [[[1e300, 0], [1, 0], [0, 1]]]}}]}',
        "hex units from the map",
    ),
    (
        "nan.geojson",
        '{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"type": "jungle"},'
        ' "geometry": {"type": "Polygon", "coordinates": [[[NaN, 0], [1, 0], [0, 1]]]}}]}',
        "finite",
    ),
]


@pytest.mark.parametrize("name, content, words", GEOJSON, ids=[g[0] for g in GEOJSON])
def test_bad_geojson_is_one_clear_error(tmp_path: Path, inland, name: str, content, words: str) -> None:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(GeoJsonError) as info:
        read_geojson(path, inland)
    assert words in str(info.value)


@pytest.mark.parametrize("kind", ["fifo", "devzero"])
def test_geojson_pipe_or_device_is_refused(tmp_path: Path, inland, kind: str) -> None:
    with pytest.raises(GeoJsonError, match="not a regular file"):
        read_geojson(_special(tmp_path, kind), inland)


def test_oversized_geojson_is_refused_unread(tmp_path: Path, inland, bytes_read: list[int]) -> None:
    path = _sparse(tmp_path / "huge.geojson", MAX_GEOJSON_BYTES + 1)
    with pytest.raises(GeoJsonError, match="too large"):
        read_geojson(path, inland)
    assert sum(bytes_read) == 0


# ----------------------------------------------------------------------------- CSV


CSV = [
    ("utf8.csv", b"id,name\n\x81,x\n", "neither UTF-8 nor Windows-1252"),
    ("field.csv", "id,name\n" + '"' + "x" * 200_000 + '"\n', "not readable as CSV"),
]


@pytest.mark.parametrize("name, content, words", CSV, ids=[c[0] for c in CSV])
def test_bad_csv_is_one_clear_error(qtbot, tmp_path: Path, name: str, content, words: str) -> None:
    from ccp_editor.gui.editors import register_all
    from ccp_editor.gui.tables import CsvError, TableEditor

    register_all()
    table = _counter_table(qtbot)
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    before = len(table.model.doc.doc.counters)
    with pytest.raises(CsvError, match=words):
        table.import_csv(path)
    assert len(table.model.doc.doc.counters) == before
    assert isinstance(table, TableEditor)


@pytest.mark.parametrize("kind", ["fifo", "devzero"])
def test_csv_pipe_or_device_is_refused(qtbot, tmp_path: Path, kind: str) -> None:
    from ccp_editor.gui.tables import CsvError

    table = _counter_table(qtbot)
    with pytest.raises(CsvError, match="not a regular file"):
        table.import_csv(_special(tmp_path, kind))


def _counter_table(qtbot):
    from ccp_editor.gui.document import DocumentModel
    from ccp_editor.gui.editors import register_all
    from ccp_editor.gui.editors.docview import DocumentView
    from ccp_editor.io.dataset import load_dataset

    register_all()
    assert DEMO is not None
    ds, _ = load_dataset(DEMO)
    jp = ds.forces["JP"]
    view = DocumentView(DocumentModel(jp, None, ds))
    qtbot.addWidget(view)
    return view.subviews["counters"].table


# ----------------------------------------------------------------------------- playtest saves


def _save_with(tmp_path: Path, **tracks: int) -> Path:
    from ccp_editor.io.dataset import load_dataset
    from ccp_editor.io.storage import save_document
    from ccp_editor.play.session import PlaytestSession

    assert DEMO is not None
    ds, _ = load_dataset(DEMO)
    session = PlaytestSession.create(ds.scenarios["demo-ridge-line"], ds, seed=1)
    path = tmp_path / "save.yaml"
    save_document(session.to_playtest(), path)
    data = yaml.safe_load(path.read_text())
    data.setdefault("tracks", {}).update(tracks)
    text = yaml.safe_dump(data, sort_keys=False)
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    "tracks, pointer, words",
    [
        ({"time": 1_000_000}, "/tracks/time", "Time must be 99 or less, not 1000000"),
        ({"time": 14}, "/tracks/time", "past the end of the Time Track"),
        ({"sudden_death_space": 40}, "/tracks/sudden_death_space", "past the end of the Time Track"),
        ({"turn": 10**9}, "/tracks/turn", "or less, not 1000000000"),
    ],
)
def test_playtest_tracks_off_the_rule_set_fail_validate(tmp_path: Path, capsys, tracks: dict, pointer: str, words: str) -> None:
    path = _save_with(tmp_path, **tracks)
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err
    assert any(f": {pointer}: " in line and words in line for line in out.splitlines()), out
    assert builtin_ruleset().time.time_track_spaces == 13


def test_the_budget_constants_agree() -> None:
    assert MAX_CHOICES_BYTES < MAX_BYTES < MAX_GEOJSON_BYTES


@pytest.mark.parametrize(
    "change, pointer, words",
    [
        ({"time_start": 1_000_000}, "/time_start", "Starting Time space must be 20 or less, not 1000000"),
        ({"time_start": 15}, "/time_start", "past the end of the Time Track"),
        ({"sudden_death_space": 18}, "/sudden_death_space", "past the end of the Time Track"),
        ({"vp_start": 10**6}, "/vp_start", "Starting VP must be 99 or less, not 1000000"),
    ],
)
def test_scenario_track_values_off_the_rule_set_fail_validate(tmp_path: Path, capsys, change: dict, pointer: str, words: str) -> None:
    from tests.demo_copy import copy_demo

    box = copy_demo(tmp_path / "box")
    path = box / "scenarios" / "demo-ridge-line.yaml"
    data = yaml.safe_load(path.read_text())
    data.update(change)
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err
    assert any(f": {pointer}: " in line and words in line for line in out.splitlines()), out
