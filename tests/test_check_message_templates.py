"""Every message a user reads about a broken document comes from a translatable template: the checks
(``core/checktext.py``), the schema problems (``io/schematext.py``) and the CSV reader (``io/csvtext.py``).
The broken documents of the semantic-check tests, a few schema-broken YAML documents and bad CSV bytes
are run and each message must match a template, so a new message written without one is caught."""

from __future__ import annotations

import copy

import pytest
import yaml

from ccp_editor.core.checks import check_document
from ccp_editor.gui.i18n.logline import check_match
from ccp_editor.io.csvfile import CsvError, decode_csv, parse_csv_text, read_csv
from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.io.documents import parse_text
from ccp_editor.model.dataset import DataSet
from tests.test_semantic_checks import CASES, JP, _findings, ds  # noqa: F401 (ds is the fixture)


def _unmatched(messages: list[str]) -> list[str]:
    return [m for m in messages if check_match(m) is None]


@pytest.mark.parametrize(("kind", "mutate"), [c[1:3] for c in CASES], ids=[c[0] for c in CASES])
def test_every_semantic_check_message_has_a_template(ds: DataSet, kind: str, mutate) -> None:  # noqa: F811
    messages = [f.message for f in _findings(ds, kind, mutate)]
    assert messages
    assert _unmatched(messages) == []


def test_every_rule_set_check_message_has_a_template() -> None:
    rs = copy.deepcopy(builtin_ruleset())
    types = [t for t in rs.terrain if t.kind == "type"]
    types[1].rank = types[0].rank
    types[2].rank = None
    rs.mine_strengths = [6, 9]
    choice = next(h for h in rs.house_rules if h.type == "choice")
    choice.default = "no-such-choice"
    rs.terrain = [t for t in rs.terrain if t.id != "open_ground"]
    messages = [f.message for f in check_document(rs, None)]
    assert len(messages) >= 4
    assert _unmatched(messages) == []


def _forces(**changes) -> str:
    data = copy.deepcopy(JP)
    for pointer, value in changes.items():
        *parents, last = pointer.split("__")
        node = data
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return yaml.safe_dump({"format": 1, "kind": "forces", **data}, sort_keys=False)


SCHEMA_BROKEN = {
    "negative figures": _forces(counters__0__figures=-3),
    "text for a number": _forces(counters__0__front__fp="lots"),
    "bad id": _forces(counters__0__id="has space"),
    "empty nation": _forces(nation=""),
    "unknown field": _forces(counters__0__colour="red"),
    "one year": _forces(ob_cards__0__years=[1942]),
    "bad kind": _forces(counters__0__kind="tank"),
    "years as text": _forces(ob_cards__0__years="1942"),
}


@pytest.mark.parametrize("text", SCHEMA_BROKEN.values(), ids=list(SCHEMA_BROKEN))
def test_every_schema_message_has_a_template(text: str) -> None:
    _doc, _loaded, problems = parse_text(text, "broken.yaml")
    messages = [p.message for p in problems]
    assert messages
    assert _unmatched(messages) == []


@pytest.mark.parametrize("raw", [b"", b"\xff\xfeA\x00\x00\xd8", b"a,b\n\x81\x8d\x8f\n", "caf\xe9;b\n1;2\n".encode("cp1252")],
                         ids=["empty", "broken UTF-16", "not text", "Windows-1252"])
def test_every_csv_message_has_a_template(raw: bytes, tmp_path) -> None:
    path = tmp_path / "table.csv"
    path.write_bytes(raw)
    messages: list[str] = []
    try:
        table = read_csv(path)
        messages += table.notes
    except CsvError as exc:
        messages.append(exc.message)
    assert messages
    assert _unmatched(messages) == []


def test_the_command_line_text_stays_english() -> None:
    """The templates change nothing of what ``validate`` and ``table import`` print."""
    with pytest.raises(CsvError) as caught:
        parse_csv_text("", "t.csv")
    assert str(caught.value) == "t.csv: the file is empty"
    assert decode_csv("x;y\n".encode("utf-16-le"))[2] == ["no byte-order mark: read as UTF-16-LE"]
    _doc, _loaded, problems = parse_text(_forces(counters__0__figures=-3), "f.yaml")
    assert [p.message for p in problems] == ["Figures must be 0 or more, not -3"]


def test_every_traced_shape_message_has_a_template() -> None:
    from ccp_editor.core.terrain import derive, geometry_findings
    from ccp_editor.model.mapdoc import LevelShape, LineShape
    from tests.test_terrain import BOWTIE, RS, SQUARE, new_map, shape, small

    holes = [[[1, 1], [3, 1], [3, 3], [1, 3]], [[2, 2], [3.5, 2], [3.5, 3.5], [2, 3.5]]]
    maps = [new_map([shape("bad-1", "jungle", polygon, rings)]) for polygon, rings in [
        (BOWTIE, []), ([[0, 0], [1, 1], [0, 0]], []), ([[1, 1], [1, 1], [1, 1]], []), ([[0, 0], [1, 1], [2, 2], [3, 3]], []),
        (SQUARE, [[[6, 6], [7, 6], [7, 7]]]), (SQUARE, [[[3, 3], [5, 3], [5, 5]]]), (SQUARE, [[[1, 1], [2, 2], [2, 1], [1, 2]]]),
        (SQUARE, holes),
    ]]
    maps.append(new_map(
        [shape("hl", "hills", small("B2")), shape("far", "jungle", [[100, 100], [101, 100], [101, 101]]), shape("q", "lava", small("C3"))],
        levels=[LevelShape(id="hill-x", level=1, polygon=BOWTIE)],
        lines=[LineShape(id="road-x", type="road", points=[[1, 1], [1, 1]]),
               LineShape(id="st", type="stream", points=[[0, 0], [3, 0]], width=0)],
    ))
    messages = [f.message for m in maps for f in [*geometry_findings(m, RS), *derive(m, RS).problems]]
    assert len(set(messages)) >= 12
    assert _unmatched(messages) == []


def test_every_map_readiness_message_has_a_template() -> None:
    from ccp_editor.core.readiness import readiness_problems
    from tests.test_terrain import new_map

    m = new_map([])
    m.objectives = {"1": "Z99"}
    m.artillery_boxes = ["top-left", "top-right"]
    messages = readiness_problems(m)
    assert len(messages) == 5
    assert _unmatched(messages) == []


YAML_BROKEN = {
    "dialect": "format: 1\nkind: forces\nid: x\nname: yes\nflag: 1_943\nn: 1e3\nt: 12:30\n",
    "syntax": "format: 1\nkind: [forces\n",
    "duplicate key": "format: 1\nformat: 1\n",
    "empty": "",
    "two documents": "a: 1\n---\nb: 2\n",
    "unknown alias": "a: *nope\n",
    "tag": "a: !!python/object:os.system x\n",
}


@pytest.mark.parametrize("text", YAML_BROKEN.values(), ids=list(YAML_BROKEN))
def test_every_yaml_message_has_a_template(text: str) -> None:
    _doc, loaded, problems = parse_text(text, "broken.yaml")
    messages = [p.message for p in problems]
    messages += [w.message for w in (loaded.warnings if loaded is not None else ())]
    assert messages
    assert _unmatched(messages) == []


def test_every_hostile_game_box_message_has_a_template(tmp_path) -> None:
    """The hostile manifests of the game-box tests: every problem ``validate`` finds reads back."""
    from ccp_editor.core.validate import validate_paths
    from ccp_editor.io.dataset import clear_cache
    from tests.demo_copy import copy_demo
    from tests.test_hostile_box import MANIFEST_CASES, set_manifest

    messages: list[str] = []
    for i, (field, value, _pointer, _words) in enumerate(MANIFEST_CASES):
        clear_cache()
        box = copy_demo(tmp_path / f"box{i}")
        set_manifest(box, **{field: value(box) if callable(value) else value})
        messages += [p.message for p in validate_paths([box])]
    clear_cache()
    assert len(set(messages)) >= len(MANIFEST_CASES) - 4
    assert _unmatched(messages) == []


def test_every_table_import_message_has_a_template(tmp_path, capsys) -> None:
    """A CSV refused by ``table import`` (a cell, the header, a value the model refuses): each reads back."""
    from ccp_editor.cli import main
    from tests.demo_copy import copy_demo

    forces = copy_demo(tmp_path / "box") / "forces" / "jp.yaml"
    bad = tmp_path / "bad.csv"
    messages = []
    for content in (b"id;name;kind;front/fp\r\nx;X;squad;many\r\n", b"id,colour\nx,red\n", b"id,name,kind,figures\nx,X,tank,4\n"):
        bad.write_bytes(content)
        assert main(["table", "import", str(forces), "counters", str(bad)]) == 1
        line = capsys.readouterr().err.strip().splitlines()[-1]
        messages.append(line.split(f"{bad}:", 1)[1].split(": ", 1)[1])
    assert len(set(messages)) == 3, messages
    assert _unmatched(messages) == [], messages


def test_a_duplicate_id_across_files_has_a_template(tmp_path) -> None:
    import shutil

    from ccp_editor.core.validate import validate_paths
    from ccp_editor.io.dataset import clear_cache
    from tests.demo_copy import copy_demo

    box = copy_demo(tmp_path / "box")
    shutil.copy(box / "scenarios" / "demo-ridge-line.yaml", box / "scenarios" / "ridge-copy.yaml")
    clear_cache()
    messages = [p.message for p in validate_paths([box])]
    clear_cache()
    assert any(m.startswith("duplicate scenario id") for m in messages), messages
    assert _unmatched(messages) == []
