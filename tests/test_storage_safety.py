"""Every writer saves through symbolic links, leaves no debris after a kill, and never writes a
document the app could not read back."""

from __future__ import annotations

import dataclasses
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.cli import main
from ccp_editor.io import yamlio
from ccp_editor.io.dataset import clear_cache, demo_dataset_root, load_dataset
from ccp_editor.io.documents import load_document, read_document
from ccp_editor.io.storage import (
    STALE_TEMP_AGE_S,
    UnsavableDocument,
    atomic_write_text,
    clean_stale_temps,
    new_temp_file,
    save_document,
)
from tests.demo_copy import copy_demo
from tests.killed import killed_write

DEMO = demo_dataset_root()


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


# ----------------------------------------------------------------------------- symbolic links


def test_a_save_through_a_link_updates_the_shared_original(tmp_path: Path) -> None:
    shared = tmp_path / "shared" / "forts.yaml"
    shared.parent.mkdir()
    shared.write_text("old\n")
    link = tmp_path / "box" / "forts.yaml"
    link.parent.mkdir()
    link.symlink_to(shared)
    atomic_write_text(link, "new\n")
    assert link.is_symlink() and shared.read_text() == "new\n"
    assert (shared.parent / "forts.yaml.bak").read_text() == "old\n"  # the backup sits by the real file
    assert sorted(p.name for p in link.parent.iterdir()) == ["forts.yaml"]


def test_map_derive_write_through_a_link_out_of_the_box_needs_the_option(tmp_path: Path, capsys) -> None:
    clear_cache()
    box = copy_demo(tmp_path / "box")
    shared = tmp_path / "shared-inland.yaml"
    inland = box / "maps" / "demo-inland.yaml"
    inland.rename(shared)
    inland.symlink_to(shared)
    doc = load_document(shared)
    doc.hexes = {}  # a stale cache the command will rewrite
    save_document(doc, shared, backup=False)
    before = shared.read_bytes()
    assert main(["map", "derive", str(inland), "--write"]) == 2
    assert "--outside-box" in capsys.readouterr().err
    assert shared.read_bytes() == before
    assert main(["map", "derive", str(inland), "--write", "--outside-box"]) == 0
    capsys.readouterr()
    assert inland.is_symlink()
    assert len(load_document(shared).hexes) == 150  # the shared original got the derived hexes
    assert sorted(p.name for p in tmp_path.iterdir()) == ["box", "shared-inland.yaml"]  # no .bak outside the box
    assert (box / "maps" / "demo-inland.yaml.bak").read_bytes() == before  # it stays beside the link
    clear_cache()


def test_generate_output_through_a_link(tmp_path: Path, capsys) -> None:
    target = tmp_path / "real.yaml"
    assert main(["generate", "--seed", "2", "-o", str(target)]) == 0
    link = tmp_path / "out.yaml"
    link.symlink_to(target)
    assert main(["generate", "--seed", "3", "-o", str(link)]) == 0
    capsys.readouterr()
    assert link.is_symlink() and load_document(target).KIND == "scenario"
    assert load_document(target).generation.seed == 3


# ----------------------------------------------------------------------------- debris of killed saves


def test_stale_temp_files_go_at_the_next_save(tmp_path: Path) -> None:
    dead = _dead_pid()
    killed = killed_write(tmp_path, "forts.yaml")  # the app's own, its writer gone: swept
    _fd, live = new_temp_file(tmp_path, "forts.yaml")  # a live writer's (this process): kept
    os.close(_fd)
    not_recorded = tmp_path / f".forts.yaml.ccp~{dead}-0123456789ab.tmp"  # our pattern, no record: kept
    legacy = tmp_path / f".forts.yaml.{dead}-abcd1234.tmp"  # older versions' pattern: no longer touched
    other = tmp_path / ".thesis.docx.q1w2e3r4.tmp"  # another program's: kept however old
    for p in (not_recorded, legacy, other):
        p.write_text("partial")
    old = time.time() - STALE_TEMP_AGE_S - 3600
    for p in (not_recorded, legacy, other):
        os.utime(p, (old, old))
    atomic_write_text(tmp_path / "forts.yaml", "new\n")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert not killed.exists()
    assert names == sorted(["forts.yaml", live.name, not_recorded.name, legacy.name, other.name])


def test_clean_stale_temps_at_start_reports_what_it_removed(tmp_path: Path) -> None:
    junk = killed_write(tmp_path, "x.yaml")
    assert clean_stale_temps(tmp_path) == [junk]
    assert clean_stale_temps(tmp_path) == []


WRITER = """
import sys
from ccp_editor.io.storage import atomic_write_text
path, n = sys.argv[1], 0
print("ready", flush=True)
while True:
    n += 1
    atomic_write_text(path, ("version %d\\n" % n) + "x" * 2_000_000 + "\\nend\\n")
"""


def test_kill_during_save_loop_leaves_whole_files_and_no_debris(tmp_path: Path) -> None:
    shared = tmp_path / "shared.txt"
    link = tmp_path / "doc.txt"
    atomic_write_text(shared, "version 0\nend\n")
    link.symlink_to(shared)
    rng = random.Random(18)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    for _ in range(8):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(link)], stdout=subprocess.PIPE, env=env)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.25))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        text = shared.read_text()
        assert text.startswith("version ") and text.endswith("end\n")  # old or new, never half
        assert link.is_symlink()
    atomic_write_text(link, "version final\nend\n")  # the next save sweeps what the kills left
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []
    assert shared.read_text() == "version final\nend\n"


# ----------------------------------------------------------------------------- only what can be reopened


@pytest.fixture(scope="module")
def jp():
    assert DEMO is not None
    ds, _ = load_dataset(DEMO)
    return ds.forces["JP"]


def _with_counters(jp, n: int):
    base = jp.counters
    counters = [dataclasses.replace(base[i % len(base)], id=f"c-{i}") for i in range(n)]
    return dataclasses.replace(jp, counters=counters)


def test_a_document_over_the_limits_is_refused_before_writing(tmp_path: Path, jp, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "jp.yaml"
    save_document(jp, path)
    before = path.read_bytes()
    monkeypatch.setattr(yamlio, "MAX_NODES", 5_000)
    with pytest.raises(UnsavableDocument, match="could not be reopened"):
        save_document(_with_counters(jp, 400), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jp.yaml"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(n=st.integers(0, 120), max_nodes=st.integers(200, 4000), max_bytes=st.integers(2_000, 30_000))
def test_whatever_saves_reopens(tmp_path_factory, jp, n: int, max_nodes: int, max_bytes: int) -> None:
    path = tmp_path_factory.mktemp("s") / "jp.yaml"
    saved_nodes, saved_bytes = yamlio.MAX_NODES, yamlio.MAX_BYTES
    yamlio.MAX_NODES, yamlio.MAX_BYTES = max_nodes, max_bytes
    try:
        try:
            save_document(_with_counters(jp, n), path)
        except UnsavableDocument:
            assert not path.exists()
        else:
            doc, _loaded, problems = read_document(path)
            assert problems == [] and doc is not None and len(doc.counters) == n
    finally:
        yamlio.MAX_NODES, yamlio.MAX_BYTES = saved_nodes, saved_bytes


def test_fifteen_thousand_counters_save_and_reopen(tmp_path: Path, jp) -> None:
    path = tmp_path / "big.yaml"
    save_document(_with_counters(jp, 15_000), path)
    assert path.stat().st_size > 2_500_000
    doc, _loaded, problems = read_document(path)
    assert problems == [] and doc is not None and len(doc.counters) == 15_000


def test_opening_a_box_sweeps_what_killed_saves_left(qtbot, tmp_path: Path) -> None:
    from ccp_editor.gui.workspace import Workspace

    box = copy_demo(tmp_path / "box")
    junk = [killed_write(box, "dataset.yaml"), killed_write(box / "forces", "jp.yaml")]
    Workspace().open_dataset(box)
    assert not any(p.exists() for p in junk)
    assert (box / "forces" / "jp.yaml").is_file()
