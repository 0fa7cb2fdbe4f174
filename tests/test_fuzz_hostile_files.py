"""A seeded mutation fuzz of the files a shared game box hands the app: card game saves, replay logs,
Fate decks, CSV and GeoJSON, each mutated and run through the commands that read it. Whatever the
mutation, a command exits 0 (the file is still good), 1 or 2 (it is not), says where with a positioned
message, never prints a traceback, finishes in bounded time and memory, and changes no file but its
own output.

Each case is one (kind, seed) pair, so a case that fails names the mutation that found it."""

from __future__ import annotations

import hashlib
import json
import random
import re
import resource
import time
from pathlib import Path

import pytest

from ccp_editor.cli import main
from ccp_editor.io.dataset import clear_cache
from tests.demo_copy import copy_demo

pytestmark = pytest.mark.slow

SEEDS = {"save": 8, "log": 12, "deck": 10, "csv": 18, "geojson": 18}
SECONDS = 15  # per command; a mutated file is read in well under a second, a game played in one
MEGABYTES = 400  # growth of the process's peak memory over one case

HOSTILE = ["ZZ40", "-1", "0", "1" + "0" * 400, '"\\uD800"', "1e400", ".nan", "[]", "{}", "''", '"' + "x" * 5000 + '"',
           "abc", "Infinity", "null", "99999999999999999999", "2", "true", "- a", "&a", "*a", "!!python/object:os.system"]
JSON_HOSTILE = ["1" + "0" * 400, "1e999", "-1", "Infinity", "NaN", '"\\ud800"', "[]", "{}", "null", '"abc"', "true",
                "99999999999999999999", "[[[[[[[[[[1]]]]]]]]]]", '"' + "y" * 5000 + '"']
CSV_HOSTILE = ["=1+1", "'", "''", "-", "ZZ40", "1" + "0" * 400, "\ud7ff", " spaced ", "", '"', "a\nb", "\t", "1e400",
               "-1", "99999999999999999999", "true", "VERO", "nan"]

# (kind, seed) cases that fail on findings another part of this round fixes; strict=False: they pass once it is in.


# ----------------------------------------------------------------------------- mutations


def _yaml_mutation(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(["value", "value", "value", "delete", "dup", "swap", "truncate", "indent", "insert"])
        j = rng.randrange(len(lines))
        if op == "value":
            keyed = [i for i, ln in enumerate(lines) if re.match(r"^\s*-?\s*[a-z_]+: \S", ln)]
            if keyed:
                j = rng.choice(keyed)
                lines[j] = re.sub(r"^(\s*-?\s*[a-z_]+: ).*$", lambda m: m.group(1) + rng.choice(HOSTILE), lines[j])
        elif op == "delete":
            del lines[j:j + rng.randint(1, 30)]
        elif op == "dup":
            lines[j:j] = lines[j:j + rng.randint(1, 20)] * rng.randint(1, 50)
        elif op == "swap":
            k = rng.randrange(len(lines))
            lines[j], lines[k] = lines[k], lines[j]
        elif op == "truncate":
            lines = lines[:j]
        elif op == "indent":
            lines[j] = " " * rng.choice([1, 2, 3]) + lines[j]
        else:
            lines.insert(j, rng.choice(HOSTILE))
        if not lines:
            lines = [""]
    return "\n".join(lines)


def _deck_mutation(text: str, rng: random.Random) -> str:
    if rng.random() < 0.4:  # fewer cards than a game needs (1.1, 1.3), or a few of them broken
        head, cards = text.split("cards:\n", 1)
        items = re.split(r"(?m)^(?=- number:)", cards)[1:]
        text = head + "cards:\n" + "".join(items[:rng.randint(0, 12)])
    return _yaml_mutation(text, rng) if rng.random() < 0.8 else text


def _json_mutation(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(["number", "number", "string", "cut", "dup", "insert"])
        if op == "number":
            spots = [m.span() for m in re.finditer(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?", text)]
            if spots:
                a, b = rng.choice(spots)
                text = text[:a] + rng.choice(JSON_HOSTILE) + text[b:]
        elif op == "string":
            spots = [m.span() for m in re.finditer(r'"[^"\\]*"', text)]
            if spots:
                a, b = rng.choice(spots)
                text = text[:a] + rng.choice(JSON_HOSTILE) + text[b:]
        elif op == "cut":
            i = rng.randrange(max(len(text), 1))
            text = text[:i] + text[i + rng.randint(1, 200):]
        elif op == "dup":
            i = rng.randrange(max(len(text), 1))
            text = text[:i] + text[i:i + rng.randint(1, 300)] * rng.randint(1, 20) + text[i:]
        else:
            i = rng.randrange(max(len(text), 1))
            text = text[:i] + rng.choice(["{", "}", "[", "]", ",", ":", '"', "\\", "\x00", "\ud800"]) + text[i:]
    return text


def _log_mutation(text: str, rng: random.Random) -> str:
    lines = text.rstrip("\n").split("\n")
    op = rng.choice(["head", "head", "choices", "choices", "lines", "json"])
    if op == "head":
        head = json.loads(lines[0][2:])
        key = "seed" if rng.random() < 0.5 else rng.choice(sorted(head))  # the seed is what a replay reads first
        lines[0] = "# " + json.dumps(head).replace(json.dumps(head[key]), rng.choice(JSON_HOSTILE), 1)
    elif op == "choices":
        choices = json.loads(lines[-1][len("# choices: "):])
        pick = rng.choice(["cut", "big", "negative", "many", "text"])
        if pick == "cut":
            choices = choices[:rng.randrange(max(len(choices), 1))]
        elif pick == "big" and choices:
            choices[rng.randrange(len(choices))] = 10**rng.randint(3, 30)
        elif pick == "negative" and choices:
            choices[rng.randrange(len(choices))] = -1
        elif pick == "many":
            choices = choices + [0] * rng.randint(1, 5000)
        else:
            choices = [*choices[:3], "x"]
        lines[-1] = "# choices: " + json.dumps(choices)
    elif op == "lines":
        del lines[rng.randrange(len(lines))]
    else:
        return _json_mutation(text, rng)
    return "\n".join(lines) + "\n"


def _csv_mutation(text: str, rng: random.Random) -> str:
    rows = [r.split(",") for r in text.replace("\r\n", "\n").rstrip("\n").split("\n")]
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(["cell", "cell", "cell", "header", "dup_column", "drop_row", "ragged", "truncate"])
        i = rng.randrange(len(rows))
        if op == "cell" and len(rows) > 1:
            i = rng.randrange(1, len(rows))
            rows[i][rng.randrange(len(rows[i]))] = rng.choice(CSV_HOSTILE)
        elif op == "header":
            rows[0][rng.randrange(len(rows[0]))] = rng.choice(["name", "id", "unknown", "", " kind ", "front/fp"])
        elif op == "dup_column":
            k = rng.randrange(len(rows[0]))
            for r in rows:
                r.append(r[k] if k < len(r) else "")
        elif op == "drop_row" and len(rows) > 1:
            del rows[rng.randrange(1, len(rows))]
        elif op == "ragged":
            rows[i] = rows[i][:rng.randrange(len(rows[i]) + 1)]
        else:
            rows = rows[:max(i, 1)]
    return "\r\n".join(",".join(r) for r in rows) + "\r\n"


# ----------------------------------------------------------------------------- the files and commands


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The good files the mutations start from: made once from the demo box."""
    from ccp_editor.io.dataset import load_dataset
    from ccp_editor.io.storage import save_document
    from ccp_editor.play.hotseat import HotseatSession

    base = tmp_path_factory.mktemp("fuzz-originals")
    box = copy_demo(base / "box")
    ds, _ = load_dataset(box)
    h = HotseatSession(ds.scenarios["demo-ridge-line"], ds, seed=5, sides={"japan": "human", "allied": "auto"})
    snap, rng = h.run(), random.Random(5)
    for _ in range(12):
        if snap.decision is None:
            break
        snap = h.answer(rng.randrange(len(snap.decision.options)))
    save_document(h.to_save("fuzz-game", "A game to mutate"), base / "game.yaml")
    assert main(["play", "demo-ridge-line", "--data", str(box), "--seed", "2", "--log", str(base / "game.log")]) == 0
    assert main(["table", "export", str(box / "forces" / "jp.yaml"), "counters", str(base / "counters.csv"), "--no-bom",
                 "--delimiter", "comma"]) == 0
    assert main(["map", "export-geojson", str(box / "maps" / "demo-coastal.yaml"), "-o", str(base / "map.geojson")]) == 0
    clear_cache()
    return {
        "save": (base / "game.yaml").read_text(encoding="utf-8"),
        "log": (base / "game.log").read_text(encoding="utf-8"),
        "deck": (box / "tables" / "fate_jp.yaml").read_text(encoding="utf-8"),
        "csv": (base / "counters.csv").read_text(encoding="utf-8"),
        "geojson": (base / "map.geojson").read_text(encoding="utf-8"),
    }


def _snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha1(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file() and not p.is_symlink()}


def _case(kind: str, seed: int, original: str, tmp_path: Path) -> tuple[list[list[str]], set[str], Path]:
    """The mutated file written into a fresh box, the commands to run and the files they may write."""
    rng = random.Random(f"{kind}:{seed}")
    box = copy_demo(tmp_path / "box")
    if kind == "save":
        f = box / "game.yaml"
        f.write_text(_yaml_mutation(original, rng), encoding="utf-8", errors="surrogatepass")
        return [["validate", str(f)], ["play", str(f)]], set(), f
    if kind == "log":
        f = tmp_path / "game.log"
        f.write_text(_log_mutation(original, rng), encoding="utf-8", errors="surrogatepass")
        return [["play", "demo-ridge-line", "--data", str(box), "--replay", str(f)]], set(), f
    if kind == "deck":
        f = box / "tables" / "fate_jp.yaml"
        f.write_text(_deck_mutation(original, rng), encoding="utf-8", errors="surrogatepass")
        return [["validate", str(box)], ["play", "demo-ridge-line", "--data", str(box), "--seed", str(seed)]], set(), f
    if kind == "csv":
        f = tmp_path / "counters.csv"
        f.write_text(_csv_mutation(original, rng), encoding="utf-8", errors="surrogatepass")
        return [["table", "import", str(box / "forces" / "jp.yaml"), "counters", str(f)]], {"box/forces/jp.yaml", "box/forces/jp.yaml.bak"}, f
    f = tmp_path / "map.geojson"
    f.write_text(_json_mutation(original, rng), encoding="utf-8", errors="surrogatepass")
    target = "box/maps/demo-coastal.yaml"
    return [["map", "import-geojson", str(box / "maps" / "demo-coastal.yaml"), str(f)]], {target, target + ".bak"}, f


POSITIONED = re.compile(r"(?P<file>/\S+?)(?::(?P<line>\d+)(?::(?P<col>\d+))?)?: ")


CASES = [(kind, seed) for kind, n in SEEDS.items() for seed in range(n)]


@pytest.mark.parametrize(("kind", "seed"), CASES)
def test_a_mutated_file_gets_a_positioned_answer(originals: dict[str, str], tmp_path: Path, capsys, kind: str, seed: int) -> None:
    commands, outputs, mutated = _case(kind, seed, originals[kind], tmp_path)
    before = _snapshot(tmp_path)
    for argv in commands:
        clear_cache()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        started = time.monotonic()
        code = main(argv)
        seconds = time.monotonic() - started
        out, err = capsys.readouterr()
        grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak) / 1024
        said = out + err
        assert "Traceback" not in said, f"{argv}: {said[-2000:]}"
        assert code in (0, 1, 2), f"{argv}: exit {code}"
        assert seconds < SECONDS, f"{argv}: {seconds:.1f} s"
        assert grown < MEGABYTES, f"{argv}: peak memory grew {grown:.0f} MB"
        if code:
            hits = [m for m in POSITIONED.finditer(said) if m["file"].startswith(str(tmp_path))]
            assert hits, f"{argv}: exit {code} without naming a file: {said[:500]}"
            if kind in ("save", "deck", "csv") and Path(hits[0]["file"]) == mutated and "YAML" not in said:
                assert hits[0]["line"], f"{argv}: no line in {said[:300]}"
    changed = {k for k, v in _snapshot(tmp_path).items() if before.get(k) != v} | (set(before) - set(_snapshot(tmp_path)))
    assert changed <= outputs, f"files changed beyond the command's output: {sorted(changed - outputs)}"
    clear_cache()
